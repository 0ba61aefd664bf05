"""Assault in play: the turn rules' bridge (rules.py), its typed steps (steps.py) and their
words (words.py), the boards a game stands on and the questions' evidence (board.py), and the
game's set-up (setup.py).
"""
