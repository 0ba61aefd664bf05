"""Assault's greedy agent: the shot with the best expected damage by the exact pools, else the
move that brings a unit nearest an objective its side does not hold, else a pass.

A shot's worth is the expected count of damage symbols on the attacker's dice less the expected
count of symbols on the defender's dice that could cancel them (10.7.2), each die's odds by the
game's die-face table (its faces' symbols counted out of six). Without a table no die's odds
are known: each die then counts by its colour's rank (red 4 .. blue 1). It is the agent's
measure, not a rule: every step it picks is judged by the KB like any other.
"""

from __future__ import annotations

import random
from fractions import Fraction

from pyengine.games.assault.play import steps as st
from pyengine.games.assault.play.rules import AssaultPlay
from pyengine.play.game import OpenGame
from pyengine.play.steps import Step, Verdict

RANK = {"r": 4, "y": 3, "g": 2, "b": 1}
DAMAGE = ("ch", "dp")


def greedy_agent(game: OpenGame, rng: random.Random) -> Step:
    rules = game.rules
    assert isinstance(rules, AssaultPlay), "the Assault greedy agent plays Assault"
    legal = game.legal()
    shots = [(shot_worth(rules, game, v), v) for v in legal if isinstance(v.step.action, (st.Fire, st.React))]
    if shots:
        worth, _ = max(shots, key=lambda s: s[0])
        if worth > 0:
            return rng.choice([v.step for w, v in shots if w == worth])
    moves = [(nearest(rules, game, v), v) for v in legal if isinstance(v.step.action, st.Move)]
    if moves:
        best, _ = min(moves, key=lambda m: m[0])
        return rng.choice([v.step for d, v in moves if d == best])
    quiet = [v.step for v in legal if isinstance(v.step.action, (st.Pass, st.Hold))]
    return rng.choice(quiet or [v.step for v in legal])


def shot_worth(rules: AssaultPlay, game: OpenGame, verdict: Verdict) -> Fraction:
    """The shot's expected damage symbols less the defender's expected cancelling symbols."""
    action = verdict.step.action
    board = rules.position(game.state)
    if isinstance(action, st.Fire):
        firer, target = action.unit, action.target
    else:
        assert isinstance(action, st.React)
        firer, target = action.unit, game.node().reading.moving or ""
    if firer not in board.units or target not in board.units:
        return Fraction(0)
    dice = rules.boards.fire(board, firer, target, False)
    if dice.attack.final.dice is None or dice.defense.final.dice is None:
        return Fraction(0)
    attack = sum(
        n * _expected(rules, c, DAMAGE) for c, n in zip(st.COLOURS, dice.attack.final.dice.counts(), strict=True)
    )
    defense = sum(
        n * _expected(rules, c, st.SYMBOLS) for c, n in zip(st.COLOURS, dice.defense.final.dice.counts(), strict=True)
    )
    return Fraction(attack) - Fraction(defense)


def _expected(rules: AssaultPlay, colour: str, symbols: tuple[str, ...]) -> Fraction:
    """A die's expected count of the symbols named (a double counts each of its two)."""
    if rules.setup.dice is None:
        return Fraction(RANK[colour])
    return sum(
        (p * sum(face.split("_").count(s) for s in symbols) for face, p in rules.setup.dice.odds(colour)), Fraction(0)
    )


def nearest(rules: AssaultPlay, game: OpenGame, verdict: Verdict) -> int:
    """How far the move's end lies from the nearest objective its side does not hold."""
    action = verdict.step.action
    assert isinstance(action, st.Move)
    side = verdict.step.side
    held = {f for f in game.state.facts if f.startswith("controls(") and f.endswith(f",{side})")}
    targets = [h for o in rules.base.objectives.values() if f'controls("{o.name}",{side})' not in held for h in o.hexes]
    return min((action.hex.distance(h) for h in targets), default=0)
