"""A Memoir '44 agent that looks ahead: ``umpire play --agent search`` (docs/ai.md).

It weighs a position by what its units can strike, read from the KB: a unit's strike is its
best battle from where it stands (the battle question's targets, dice and hitting faces,
so terrain, sight and a move already made count), as the exact expected figures it takes
plus the exact chance that it takes the last one (a medal). Then, by phase:

- play: each card in hand is tried: played, then its orders given as below, each judged by the
  KB; the card whose ordered units strike hardest is played. A tactic card is weighed by its
  own exact odds: an air strike by the figures its rolls are expected to take (each target's
  dice and hitting faces read from the KB, the chain chosen target by target); Medics by the
  figures expected back, and the strike of the unit healed times the chance it heals; Their
  Finest Hour by the expectation, over its roll's outcomes, of what each orders; Dig In by its
  units dug in, which battle no more this turn.
- order: the unit that strikes hardest (then the one nearest an enemy) first; it passes only
  when the card orders no more.
- move: every ordered unit's moves (the few that end nearest an enemy, and staying) are tried:
  the move that most raises its strike, less half the dice the enemy could turn on it there
  (turn.lp's strike_dice and faces_hitting), is made; none raises it: it passes.
- battle, retreat, taking ground, overrun, a Recon keep: greedy's choice, the best expected
  score over the exact odds.

Its cost is bounded by the candidates it tries: at most a hand of cards, and
MOVE_CANDIDATES moves a unit; docs/ai.md gives the time a move takes.
"""

from __future__ import annotations

import random
from fractions import Fraction
from math import comb

from pyengine.games.memoir44 import kb_rows as k
from pyengine.games.memoir44.play import steps as st
from pyengine.games.memoir44.play.rules import Memoir44Play
from pyengine.play.game import OpenGame, greedy_agent, over_chance
from pyengine.play.state import GameState
from pyengine.play.steps import Step, Verdict

# The moves a unit tries: those ending nearest an enemy (and staying where it is).
MOVE_CANDIDATES = 4
# How much the dice the enemy could turn on a hex weigh against a unit's own strike there.
EXPOSURE = Fraction(1, 2)
# A unit ordered with nothing to strike yet is still worth a little: it may close in.
ORDERED = Fraction(1, 10)


def search_agent(game: OpenGame, rng: random.Random) -> Step:
    rules = game.rules
    assert isinstance(rules, Memoir44Play), "the search agent plays Memoir '44"
    legal = game.legal()
    if len(legal) == 1:
        return legal[0].step
    phase = game.node().phase
    if phase == "play":
        return _best_card(rules, game.state, legal, rng)
    if phase == "order":
        return _best_order(rules, game.state, legal).step
    if phase == "move":
        return _best_move(rules, game.state, legal)
    return greedy_agent(game, rng)


def _best_card(rules: Memoir44Play, state: GameState, legal: list[Verdict], rng: random.Random) -> Step:
    valued = [(_card_value(rules, v.after(state)), v.step) for v in legal]
    top = max(value for value, _ in valued)
    return rng.choice([step for value, step in valued if value == top])


def _card_value(rules: Memoir44Play, state: GameState) -> Fraction:
    """What a card played is worth to this agent: the phase it leads to says how."""
    phase = rules.node(state).phase
    if phase == "strike":
        return _strikes_value(rules, state)
    if phase == "heal":
        return max((_heal_value(rules, v.after(state)) for v in rules.node(state).legal), default=Fraction(0))
    if phase == "finest_roll":
        return over_chance(rules, state, lambda v: _orders_value(rules, v.after(state)))
    return _orders_value(rules, state)


def _orders_value(rules: Memoir44Play, state: GameState) -> Fraction:
    """The strike of the units a card lets this agent order (its orders judged by the KB); units
    that dig in (the card's use ends at its orders) are worth their order alone."""
    side = rules.node(state).reading.active
    for _ in range(len(rules.base.units) + 1):
        node = rules.node(state)
        if node.phase != "order" or node.to_act != side:
            break
        state = _best_order(rules, state, list(node.legal)).after(state)
    marks = rules.node(state).reading
    board = rules.boards.at(state)
    ordered = [u for u in marks.ordered if u in board.units]
    if marks.phase == "draw":
        return ORDERED * len(ordered)
    return sum((_strike(rules, state, u) + ORDERED for u in ordered), Fraction(0))


def _strikes_value(rules: Memoir44Play, state: GameState) -> Fraction:
    """An air strike's targets chosen one by one, each the best of those the KB allows next;
    the worth is the figures each target's roll is expected to take (plus the chance of the
    last), each roll's dice and faces as the KB sets them for that target."""
    worth: dict[str, Fraction] = {}
    total = Fraction(0)
    origin = state
    for _ in range(len(rules.base.units)):
        node = rules.node(state)
        strikes = [v.step for v in node.legal if isinstance(v.step.action, st.Strike)]
        if node.phase != "strike" or not strikes:
            break
        for step in strikes:
            if step.words not in worth:
                worth[step.words] = _target_value(rules, origin, step)
        best = max(strikes, key=lambda step: (worth[step.words], step.words))
        total += worth[best.words]
        state = rules.node(state).verdict(best).after(state)
    return total


def _target_value(rules: Memoir44Play, origin: GameState, strike: Step) -> Fraction:
    """A target's expected figures taken: its roll's dice and faces, read from the KB by
    choosing it first, where no target is chosen yet (then the pass that starts the rolls, if
    the card allows more)."""
    after = rules.node(origin).verdict(strike).after(origin)
    node = rules.node(after)
    if node.phase == "strike":
        ends = [v for v in node.legal if v.step.words == "pass strikes"]
        after = ends[0].after(after) if ends else after
    return _roll_value(rules, after)


def _roll_value(rules: Memoir44Play, state: GameState) -> Fraction:
    """The pending roll's expected figures taken, plus the chance of the last."""
    roll = rules.node(state).reading.waiting("battle_roll")
    if roll is None:
        return Fraction(0)
    pending = k.BattleRoll(roll)
    board = rules.boards.at(state)
    enemy = board.units.get(pending.e.string)
    figures = enemy.figures if enemy is not None and enemy.figures else 1
    scoring = {str(r.face) for r in k.Scoring.of(state.terms())}
    p = Fraction(sum(n for f, n in rules.faces.items() if f in scoring), sum(rules.faces.values()))
    return _taken(pending.n.number, p, figures)


def _heal_value(rules: Memoir44Play, state: GameState) -> Fraction:
    """A Medics heal: its roll's outcomes, each judged by the KB with its exact chance: the
    figures back, and the strike of the unit ordered when any come back."""
    heal = rules.node(state).reading.waiting("heal_roll")
    if heal is None:
        return Fraction(0)
    unit = k.HealRoll(heal).u.string

    def worth(verdict: Verdict) -> Fraction:
        healed = next((value[1] for name, value in verdict.claims if name == "healed" and isinstance(value, list)), 0)
        return healed + _strike(rules, verdict.after(state), unit) if healed else Fraction(0)

    return over_chance(rules, state, worth)


def _best_order(rules: Memoir44Play, state: GameState, legal: list[Verdict]) -> Verdict:
    orders = [(v, v.step.action.unit) for v in legal if isinstance(v.step.action, st.Order)]
    if not orders:
        return next(v for v in legal if isinstance(v.step.action, st.Pass))

    def value(order: tuple[Verdict, str]) -> tuple[Fraction, int]:
        uid = order[1]
        return (_strike(rules, state, uid), -_nearest_enemy(rules, state, uid))

    return max(orders, key=value)[0]


def _best_move(rules: Memoir44Play, state: GameState, legal: list[Verdict]) -> Step:
    exits = [v for v in legal if isinstance(v.step.action, st.Exit)]
    if exits:
        return exits[0].step  # an exit scores at once
    by_unit: dict[str, list[Verdict]] = {}
    for v in legal:
        if isinstance(v.step.action, st.Move):
            by_unit.setdefault(v.step.action.unit, []).append(v)
    best: tuple[Fraction, Step] | None = None
    for uid, moves in sorted(by_unit.items()):
        here = _standing(rules, state, uid)
        near = sorted(moves, key=lambda v: (_nearest_enemy(rules, v.after(state), uid), v.step.words))
        for v in near[:MOVE_CANDIDATES]:
            gain = _standing(rules, v.after(state), uid) - here
            if gain > 0 and (best is None or gain > best[0]):
                best = (gain, v.step)
    if best is not None:
        return best[1]
    return next(v.step for v in legal if isinstance(v.step.action, st.Pass))


def _standing(rules: Memoir44Play, state: GameState, uid: str) -> Fraction:
    """A unit's strike where it stands, less the enemy's dice that could fall on it there."""
    return _strike(rules, state, uid) - EXPOSURE * _threat(rules, state, uid)


def _strike(rules: Memoir44Play, state: GameState, uid: str) -> Fraction:
    """The unit's best battle now (the battle question): expected figures taken, plus the
    chance of taking the last (a medal)."""
    board = rules.boards.at(state)
    if uid not in board.units:
        return Fraction(0)
    marks = rules.node(state).reading
    reading = rules.evidence.battle(board, marks, uid)
    sides = sum(rules.faces.values())
    best = Fraction(0)
    for target in reading.targets:
        enemy = board.units.get(target.unit)
        figures = enemy.figures if enemy is not None and enemy.figures else 1
        p = Fraction(sum(rules.faces.get(f, 0) for f in target.scoring), sides)
        best = max(best, _taken(target.dice, p, figures))
    return best


def _taken(dice: int, p: Fraction, figures: int) -> Fraction:
    """Expected figures taken (at most ``figures``) plus the chance all are taken."""
    value = Fraction(0)
    for hits in range(dice + 1):
        chance = comb(dice, hits) * p**hits * (1 - p) ** (dice - hits)
        value += chance * (min(hits, figures) + (1 if hits >= figures else 0))
    return value


def _threat(rules: Memoir44Play, state: GameState, uid: str) -> Fraction:
    """The dice the enemy units could roll at ``uid`` by distance alone (strike_dice), times the
    share of faces that hit it: expected hits before terrain and sight."""
    board = rules.boards.at(state)
    unit = board.units.get(uid)
    if unit is None:
        return Fraction(0)
    p = Fraction(rules.faces_hitting.get(uid, 0), sum(rules.faces.values()))
    dice = sum(
        rules.strike_dice.get((e.id, e.hex.distance(unit.hex)), 0) for e in board.units.values() if e.side != unit.side
    )
    return dice * p


def _nearest_enemy(rules: Memoir44Play, state: GameState, uid: str) -> int:
    board = rules.boards.at(state)
    unit = board.units.get(uid)
    if unit is None:
        return 0
    return min((unit.hex.distance(e.hex) for e in board.units.values() if e.side != unit.side), default=0)
