"""Umpire: a rules knowledge base for tabletop wargames (Python bridge).

The documented entry points are ``open_scenario`` (questions) and ``open_game`` (play); see
``pyengine.api`` and the README.
Importing this package registers every game (``pyengine.games``).
"""

from pyengine import games as _games  # noqa: F401  (registers the games with the core)
from pyengine.api import OpenScenario, open_game, open_scenario, replay_record
from pyengine.budget import Budget
from pyengine.errors import UmpireError
from pyengine.play.game import OpenGame
from pyengine.questions import Answer
from pyengine.version import __version__

__all__ = [
    "Answer",
    "Budget",
    "OpenGame",
    "OpenScenario",
    "UmpireError",
    "__version__",
    "open_game",
    "open_scenario",
    "replay_record",
]
