"""Umpire on AI frameworks (the optional extra ``rl``; the core never imports it).

Importing this package registers each playable game with OpenSpiel as ``umpire_<game>``
(openspiel_game.py). PettingZoo and Gymnasium environments are in envs.py. docs/ai.md tells
the encoding, the observations and the agents.
"""

from pyengine.rl.openspiel_game import UmpireGame, UmpireState, register

REGISTERED = register()

__all__ = ["REGISTERED", "UmpireGame", "UmpireState"]
