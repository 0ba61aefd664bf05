"""Playing a game, the core's part: the state, typed steps and their verdicts, the play node,
the game driver and its agents (game.py), records and replay, the person at the terminal, the
service's step and the AI frameworks' numbers. Each game's own play rules live in its own
package (pyengine.game.Game.play names them).
"""
