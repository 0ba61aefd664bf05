"""Data package: the clingo knowledge base (installed as ``umpire_kb``)."""
