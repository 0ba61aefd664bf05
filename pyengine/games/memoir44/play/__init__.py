"""Memoir '44 in play: the turn rules' bridge (rules.py), its typed steps (steps.py) and their
words (words.py), the boards a game stands on and the questions' evidence (board.py,
evidence.py), the set-up (setup.py), positions from outside held to the scenario (check.py),
the numbers for AI frameworks (codec.py) and the search agent (agent.py).
"""
