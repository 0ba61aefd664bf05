"""The package version, in a module of its own so that any module may read it without
importing the public API in ``pyengine/__init__.py``."""

__version__ = "0.1.0"
