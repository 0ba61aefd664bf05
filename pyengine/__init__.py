"""Umpire: a rules knowledge base for tabletop wargames (Python bridge)."""

__version__ = "0.1.0"
