"""Data package: the scenario grammar (installed as ``umpire_dsl``)."""
