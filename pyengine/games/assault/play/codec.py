"""Assault steps and views as numbers for AI frameworks (pyengine.play.codec.ActionCodec).

A side's step is a number in one block per verb: pass and hold; a move by (unit, hex, normal or
fast); a fire by (unit, enemy); a reaction by unit; a hide by (unit, hex); a dig-in by unit; a
step back by (unit, hex) and a stand by unit, for a unit falling back.
Units are numbered in name order, hexes in reading order. A chance outcome is a number too:
the initiative's side, the spotting d6, the organisation, and a die by (roll, colour, face).
The view is a plane of numbers a hex (whose units, their strength, class and markers, the
mover and the fire waiting, objectives, smoke) and a few for the whole game (the phase, the
turn, who acts). Numbers name steps; the rules judge them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction

from pyengine import kb_rows as kb
from pyengine.games.assault import kb_rows as k
from pyengine.games.assault.play import steps as st
from pyengine.games.assault.play.evidence import ROLL_ORDER, Reading
from pyengine.games.assault.play.rules import ACTORS, AssaultPlay
from pyengine.kb_terms import Term
from pyengine.play.state import GameState
from pyengine.play.steps import Step
from pyengine.trace import to_hex

CLASSES = ("infantry", "artillery", "vehicle")
PHASES = tuple(ACTORS)
# A hex's planes: its unit's (whose, strength, class, then a plane a marker: vocab.lp's status
# words), then the board's.
UNIT_PLANES = ("mine", "enemy", "strength", *CLASSES, "moving", "firing_now", "fired_at")
BOARD_PLANES = ("objective_mine", "objective_enemy", "objective_open", "smoke")
GLOBALS = (*PHASES, "turn", "to_act", "initiative", "passes", "spot_failed", "crits", "dice_shown")


class AssaultCodec:
    """The numbers of one scenario's steps and views."""

    def __init__(self, rules: AssaultPlay) -> None:
        self.rules = rules
        shape = rules.base.shape
        self.hexes = tuple(sorted(shape.hexes(), key=shape.reading_order))
        self.hex_index = {h: i for i, h in enumerate(self.hexes)}
        self.units = tuple(sorted(rules.base.units))
        self.unit_index = {u: i for i, u in enumerate(self.units)}
        n, h = len(self.units), len(self.hexes)
        self.move_start = 2
        self.fire_start = self.move_start + n * h * len(st.MOVE_ACTIONS)
        self.react_start = self.fire_start + n * n
        self.hide_start = self.react_start + n
        self.dig_start = self.hide_start + n * h
        self.back_start = self.dig_start + n
        self.stand_start = self.back_start + n * h
        self.num_actions = self.stand_start + n
        sides = len(rules.sides)
        self.spot_start = sides
        self.organise_number = sides + 6
        self.die_start = self.organise_number + 1
        self.max_chance_outcomes = self.die_start + len(ROLL_ORDER) * len(st.COLOURS) * len(st.FACES)
        self.markers = tuple(sorted(rules.base.catalogue.words("status")))
        self.planes = (*UNIT_PLANES, *self.markers, *BOARD_PLANES)
        self.observation_size = len(self.planes) * h + len(GLOBALS)
        self.full = {u.id: u.strength or u.card.strength or 1 for u in rules.base.units.values()}

    # ---- player actions ---------------------------------------------------------------------
    def encode(self, state: GameState, step: Step) -> int:
        a = st.typed(step.action)
        h = len(self.hexes)
        if isinstance(a, st.Pass):
            return 0
        if isinstance(a, st.Hold):
            return 1
        if isinstance(a, st.Move):
            cell = self.unit_index[a.unit] * h + self.hex_index[a.hex]
            return self.move_start + cell * len(st.MOVE_ACTIONS) + st.MOVE_ACTIONS.index(a.action)
        if isinstance(a, st.Fire):
            return self.fire_start + self.unit_index[a.unit] * len(self.units) + self.unit_index[a.target]
        if isinstance(a, st.React):
            return self.react_start + self.unit_index[a.unit]
        if isinstance(a, st.Hide):
            return self.hide_start + self.unit_index[a.unit] * h + self.hex_index[a.hex]
        if isinstance(a, st.FallBack):
            return self.back_start + self.unit_index[a.unit] * h + self.hex_index[a.hex]
        if isinstance(a, st.Stand):
            return self.stand_start + self.unit_index[a.unit]
        assert isinstance(a, st.DigIn), f"a side's step: {a}"
        return self.dig_start + self.unit_index[a.unit]

    def decode(self, state: GameState, action: int) -> Step | None:
        if not 0 <= action < self.num_actions:
            return None
        node = self.rules.node(state)
        if node.to_act not in self.rules.sides:
            return None
        return Step(node.to_act, self._decoded(action))

    def _decoded(self, action: int) -> st.Action:
        h, n = len(self.hexes), len(self.units)
        if action < self.move_start:
            return st.Pass() if action == 0 else st.Hold()
        if action < self.fire_start:
            cell, kind = divmod(action - self.move_start, len(st.MOVE_ACTIONS))
            to = self.hexes[cell % h]
            return st.Move(self.units[cell // h], to, self.rules.base.label(to), st.MOVE_ACTIONS[kind])
        if action < self.react_start:
            firer, target = divmod(action - self.fire_start, n)
            return st.Fire(self.units[firer], self.units[target])
        if action < self.hide_start:
            return st.React(self.units[action - self.react_start])
        if action < self.dig_start:
            hider, at = divmod(action - self.hide_start, h)
            return st.Hide(self.units[hider], self.hexes[at], self.rules.base.label(self.hexes[at]))
        if action < self.back_start:
            return st.DigIn(self.units[action - self.dig_start])
        if action < self.stand_start:
            faller, at = divmod(action - self.back_start, h)
            return st.FallBack(self.units[faller], self.hexes[at], self.rules.base.label(self.hexes[at]))
        return st.Stand(self.units[action - self.stand_start])

    # ---- chance -----------------------------------------------------------------------------
    def chance_outcomes(self, state: GameState) -> list[tuple[int, Step, Fraction]]:
        node = self.rules.node(state)
        return [(self._chance_number(step), step, p) for step, p in node.chances]

    def _chance_number(self, step: Step) -> int:
        a = st.typed(step.action)
        if isinstance(a, st.Initiative):
            return self.rules.sides.index(a.side)
        if isinstance(a, st.Spot):
            return self.spot_start + a.value - 1
        if isinstance(a, st.Organise):
            return self.organise_number
        assert isinstance(a, st.Die), f"a chance step: {a}"
        which = ROLL_ORDER.index(a.roll) * len(st.COLOURS) + st.COLOURS.index(a.colour)
        return self.die_start + which * len(st.FACES) + st.FACES.index(a.face)

    # ---- what each side sees ----------------------------------------------------------------
    def observe(self, view: GameState, side: str) -> list[float]:
        h = len(self.hexes)
        out = [0.0] * self.observation_size
        terms = view.terms()
        where = {r.u.string: self.hex_index[to_hex(r.h)] for r in kb.UnitAt.of(terms)}
        reading = self.rules.reading(view)

        def mark(plane: str, i: int, value: float = 1.0) -> None:
            out[self.planes.index(plane) * h + i] = value

        for uid, i in where.items():
            unit = self.rules.base.units[uid]
            mark("mine" if unit.side == side else "enemy", i)
            mark(unit.type if unit.type in CLASSES else "infantry", i)
        for r in k.UnitStrength.of(terms):
            if r.u.string in where:
                mark("strength", where[r.u.string], r.n.number / self.full[r.u.string])
        for s in kb.UnitStatus.of(terms):
            if s.u.string in where and str(s.status) in self.markers:
                mark(str(s.status), where[s.u.string])
        if reading.moving in where:
            mark("moving", where[reading.moving])
        if reading.pending is not None:
            firer, target, _ = reading.pending
            for plane, uid in (("firing_now", firer), ("fired_at", target)):
                if uid in where:
                    mark(plane, where[uid])
        self._board_planes(terms, side, mark)
        self._globals(out, reading, side)
        return out

    def _board_planes(self, terms: list[Term], side: str, mark: Callable[[str, int, float], None]) -> None:
        held = {r.o.string: str(r.s) for r in k.Controls.of(terms)}
        for o in self.rules.base.objectives.values():
            who = held.get(o.name)
            plane = "objective_open" if who is None else "objective_mine" if who == side else "objective_enemy"
            for h in o.hexes:
                mark(plane, self.hex_index[h], 1.0)
        for r in k.SmokeAt.of(terms):
            mark("smoke", self.hex_index[to_hex(r.h)], r.n.number / 4)

    def _globals(self, out: list[float], reading: Reading, side: str) -> None:
        start = len(self.planes) * len(self.hexes)
        values = dict.fromkeys(GLOBALS, 0.0)
        if reading.phase in PHASES:
            values[reading.phase] = 1.0
        values["turn"] = reading.turn / max(self.rules.setup.turns, 1)
        values["to_act"] = float(self.rules.acting(reading) == side)
        values["initiative"] = float(reading.initiative == side)
        values["passes"] = reading.passes / 3
        values["spot_failed"] = float(reading.spot_failed)
        values["crits"] = float(reading.crits)
        values["dice_shown"] = len(reading.shown) / 10
        for i, name in enumerate(GLOBALS):
            out[start + i] = values[name]

    def redeal(self, state: GameState, side: str, rng: random.Random) -> GameState:
        # Nothing is hidden in Assault without its optional command cards: every state is the only
        # one its sides cannot tell apart.
        return state


def codec(rules: AssaultPlay) -> AssaultCodec:
    """The game's codec (pyengine.game.Game.codec)."""
    return AssaultCodec(rules)
