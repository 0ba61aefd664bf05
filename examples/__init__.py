"""Data package: the example scenarios (installed as ``umpire_examples``), which the
``umpire serve`` page offers in its menu."""
