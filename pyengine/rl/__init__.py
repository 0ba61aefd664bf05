"""Umpire on AI frameworks (the optional extra ``rl``; the core never imports it).

Importing this package registers each playable game with OpenSpiel as ``umpire_<game>``
(openspiel_game.py), and makes pyspiel's load_game check their parameters and its
serialize_game_and_state and deserialize_game_and_state write and read their states as data
(state_strings.py). PettingZoo and Gymnasium environments are in envs.py. docs/ai.md tells the
encoding, the observations and the agents.
"""

from pyengine.rl.openspiel_game import UmpireGame, UmpireState, register
from pyengine.rl.state_strings import install

REGISTERED = register()
# pyspiel's serialize/deserialize_game_and_state write and read Umpire's games as JSON of their
# actions, never OpenSpiel's pickle (state_strings.py).
install(lambda game: isinstance(game, UmpireGame))

__all__ = ["REGISTERED", "UmpireGame", "UmpireState"]
