"""The actions of ``ask actions`` besides moving and firing: hide (9.12), dig in (9.8.1),
reinforce a position (9.8.2), overrun (9.10.3), movement with covering fire (9.13) and
boarding a transport (9.11), read from kb/assault/other_actions.lp. The KB decides each
verdict; this module words it for people (text) and programs (JSON)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from pyengine import kb_rows as kb
from pyengine.checked_position import PlacedUnit, Position
from pyengine.games.assault import kb_rows as akb
from pyengine.hex_moves import with_step
from pyengine.hexgrid import Hex
from pyengine.json_types import JsonObject
from pyengine.kb_terms import Rows, Term
from pyengine.trace import (
    Citation,
    Contribution,
    Wording,
    aligned,
    by_term,
    cite_text,
    contribution,
    rows_of,
)


class Refusal(Protocol):
    """A refusal row of an action with another unit: no_swap/4, no_overrun/4, no_cover/4, no_load/4."""

    @property
    def reason(self) -> Term: ...

    @property
    def cite(self) -> Term: ...


@dataclass(frozen=True)
class Step:
    """One hex a unit may step into, with the labelled parts of the step's cost."""

    hex: str
    cost: int
    parts: list[Contribution]

    def to_json(self) -> JsonObject:
        return {"hex": self.hex, "cost": self.cost, "trace": [c.to_json() for c in self.parts]}


@dataclass(frozen=True)
class Refused:
    """A hex (hide) or a unit (reinforce, overrun, covering fire) the action may not use, and why."""

    what: str
    reasons: list[Contribution]

    def to_json(self) -> JsonObject:
        return {"item": self.what, "reasons": [c.to_json() for c in self.reasons]}

    def rows(self) -> list[tuple[str, str]]:
        return [(f"      {self.what}  {c.what}", cite_text(c)) for c in self.reasons]


@dataclass(frozen=True)
class Swap:
    """Reinforcing with a neighbour: the two units trade hexes, each paying its own step."""

    partner: str
    into: Step
    partner_into: Step

    def to_json(self) -> JsonObject:
        return {"partner": self.partner, "into": self.into.to_json(), "partner_into": self.partner_into.to_json()}


@dataclass(frozen=True)
class Overrun:
    """A tank's step into the hex of enemy artillery in front of it."""

    enemy: str
    into: Step

    def to_json(self) -> JsonObject:
        return {"enemy": self.enemy, "into": self.into.to_json()}


@dataclass(frozen=True)
class Cover:
    """A neighbour that may cover the unit's move: the die the mover adds against each enemy
    that may fire at it in reaction, and why the die is a weaker colour, if it is."""

    partner: str
    against: list[tuple[str, str]]
    weaker: list[Contribution]

    def to_json(self) -> JsonObject:
        return {
            "partner": self.partner,
            "against": [{"enemy": e, "die": d} for e, d in self.against],
            "weaker": [c.to_json() for c in self.weaker],
        }


@dataclass(frozen=True)
class Board:
    """Boarding a friendly vehicle: the move that reaches its hex, and what the vehicle carries."""

    vehicle: str
    action: str
    cost: int
    path: list[str]
    trace: list[Contribution]
    capacity: list[Contribution]

    def to_json(self) -> JsonObject:
        return {
            "vehicle": self.vehicle,
            "action": self.action,
            "cost": self.cost,
            "path": self.path,
            "trace": [c.to_json() for c in self.trace],
            "capacity": [c.to_json() for c in self.capacity],
        }


Place = Step | Swap | Overrun | Cover | Board

# The route into a hex of a unit's move (unit id, action, hex, route state): the path and its
# steps' labelled parts, from the move's own Routes (pyengine/hex_moves.py).
RouteOf = Callable[[str, str, Hex, str], tuple[list[str], list[Contribution]]]


@dataclass(frozen=True)
class OtherAction:
    """One of these actions for one unit: its rule, its marker, and either what the unit may
    do (``may``: hexes to hide in, the hex to dig in, swaps, overruns, covers) or why it may not
    at all."""

    action: str
    rule: Citation
    marker: Contribution | None
    illegal: list[Contribution]
    in_place_only: list[Contribution]
    may: list[Place]
    refused: list[Refused]

    def to_json(self) -> JsonObject:
        return {
            "action": self.action,
            "verdict": "illegal" if self.illegal else "legal",
            "rule": self.rule.to_json(),
            "marker": self.marker.to_json() if self.marker else None,
            "illegal": [c.to_json() for c in self.illegal],
            "in_place_only": [c.to_json() for c in self.in_place_only],
            "may": [m.to_json() for m in self.may],
            "refused": [r.to_json() for r in self.refused],
        }

    def contributions(self) -> list[Contribution]:
        """Every reason and cost part of the action, for the assumptions they rest on."""
        parts = [c for m in self.may for step in _steps(m) for c in step.parts]
        parts += [c for m in self.may if isinstance(m, Cover) for c in m.weaker]
        parts += [c for m in self.may if isinstance(m, Board) for c in (*m.trace, *m.capacity)]
        return [*self.illegal, *self.in_place_only, *parts, *(c for r in self.refused for c in r.reasons)]

    def text_lines(self) -> list[str]:
        head = f"  {self.action.replace('_', ' ')} (§{self.rule.section})"
        in_place = [(f"    only in place: {c.what}", cite_text(c)) for c in self.in_place_only]
        if self.illegal:
            lines = [f"{head}: NO"]
            rows = [(f"    - {c.what}", cite_text(c)) for c in self.illegal] + in_place
        else:
            lines = [f"{head}:"]
            rows = [(f"    => {self.marker.what}", cite_text(self.marker))] if self.marker else []
            rows += in_place + [row for m in self.may for row in _may_rows(m)]
        if self.refused:
            rows.append(("    refused:", ""))
            rows += [row for r in self.refused for row in r.rows()]
        return lines + aligned(rows)


def _steps(m: Place) -> tuple[Step, ...]:
    if isinstance(m, Step):
        return (m,)
    if isinstance(m, Swap):
        return (m.into, m.partner_into)
    if isinstance(m, Overrun):
        return (m.into,)
    return ()


def _signed(c: Contribution) -> str:
    """A part's value as the trace prints it ("+1  "), or nothing for a part without one."""
    return "" if c.value is None else f"{c.value:+d}  "


def _may_rows(m: Place) -> list[tuple[str, str]]:
    if isinstance(m, Step):
        head = f"    {m.hex}  " + ("in place" if not m.parts else f"cost {m.cost}")
    elif isinstance(m, Swap):
        head = (
            f"    with {m.partner}: into {m.into.hex} for {m.into.cost} MP, {m.partner} into {m.partner_into.hex} "
            f"for {m.partner_into.cost} MP"
        )
    elif isinstance(m, Overrun):
        head = f"    {m.enemy} at {m.into.hex}: cost {m.into.cost}"
    elif isinstance(m, Board):
        head = f"    {m.vehicle}: {m.action.replace('_', ' ')}, cost {m.cost}, path {' > '.join(m.path)}"
        parts = [*m.trace, *m.capacity]
        return [(head, ""), *((f"      {_signed(c)}{c.what}", cite_text(c)) for c in parts)]
    else:
        dice = ", ".join(f"{e} {d}" for e, d in m.against)
        return [
            (f"    with {m.partner}: adds against {dice}", ""),
            *((f"      {c.what}", cite_text(c)) for c in m.weaker),
        ]
    return [(head, ""), *((f"      {_signed(c)}{c.what}", cite_text(c)) for step in _steps(m) for c in step.parts)]


class OtherActionsReader:
    """Reads these actions for every unit of one answer."""

    def __init__(
        self, pos: Position, by: Mapping[str, list[Term]], grouped: Mapping[str, Rows], route_of: RouteOf
    ) -> None:
        self.pos = pos
        self.route_of = route_of
        self.w = Wording.of(pos)
        self.grouped = grouped
        self._assumed: dict[str, defaultdict[Hex, tuple[str, ...]]] = {}
        self.rules = {str(r.a): self.w.citation(r.cite) for r in akb.ActionRule.rows(by)}
        self.markers: dict[str, Contribution | None] = {
            str(t.a): contribution(t.marker, None, t.cite, self.w) for t in akb.TakesMarker.rows(by)
        }

    def read(self, unit: PlacedUnit) -> list[OtherAction]:
        rows = rows_of(self.grouped, unit.id)
        illegal: dict[str, list[Contribution]] = defaultdict(list)
        for no in akb.CannotTake.rows(rows):
            illegal[str(no.a)].append(contribution(no.reason, None, no.cite, self.w))
        dig: list[Place] = [Step(self._label(d.h), 0, []) for d in akb.DigInAt.rows(rows)]
        return [
            self._hide(unit, rows, illegal),
            self._action("dig_in", illegal, [], dig, []),
            self._action("reinforce", illegal, [], self._swaps(unit, rows), self._refused(akb.NoSwap.rows(rows), "u2")),
            self._action(
                "overrun", illegal, [], self._overruns(unit, rows), self._refused(akb.NoOverrun.rows(rows), "e")
            ),
            self._action("covering_fire", illegal, [], self._covers(rows), self._refused(akb.NoCover.rows(rows), "u2")),
            self._action("load", illegal, [], self._boards(unit, rows), self._refused(akb.NoLoad.rows(rows), "v")),
        ]

    def _hide(self, unit: PlacedUnit, rows: Rows, illegal: dict[str, list[Contribution]]) -> OtherAction:
        """Hiding in place, or in a hex next to it (cheapest first), and the hexes refused."""
        hide = [
            (r.cost.number, self._order(r.h), Step(self._label(r.h), r.cost.number, self._parts(unit, self.w.hex(r.h))))
            for r in akb.HideIn.rows(rows)
        ]
        refused: dict[Term, list[Contribution]] = defaultdict(list)
        for no in akb.NoHide.rows(rows):
            assumed = self._assumptions(unit.id)[self.w.hex(no.h)]
            refused[no.h].append(contribution(no.reason, None, no.cite, self.w, assumed))
        return self._action(
            "hide",
            illegal,
            [contribution(r.reason, None, r.cite, self.w) for r in akb.HidesInPlace.rows(rows)],
            [step for _, _, step in sorted(hide, key=lambda t: t[:2])],
            [Refused(self._label(h), by_term(refused[h])) for h in sorted(refused, key=self._order)],
        )

    def _swaps(self, unit: PlacedUnit, rows: Rows) -> list[Place]:
        """Reinforcing: trading hexes with a friendly unit next to it, each way's steps."""
        return [
            Swap(
                s.u2.string,
                Step(self._label(s.h2), s.k.number, self._parts(unit, self.w.hex(s.h2))),
                Step(self.pos.label(unit.hex), s.k2.number, self._parts(self.pos.units[s.u2.string], unit.hex)),
            )
            for s in sorted(akb.Swap.rows(rows), key=lambda s: s.u2.string)
        ]

    def _overruns(self, unit: PlacedUnit, rows: Rows) -> list[Place]:
        return [
            Overrun(o.e.string, Step(self._label(o.h), o.k.number, self._parts(unit, self.w.hex(o.h))))
            for o in sorted(akb.Overrun.rows(rows), key=lambda o: o.e.string)
        ]

    def _covers(self, rows: Rows) -> list[Place]:
        """Covering fire for a friendly unit: the dice it adds against each attack, and why
        they are weaker where they are."""
        dice: dict[str, list[tuple[str, str]]] = defaultdict(list)
        for d in sorted(akb.CoverDie.rows(rows), key=lambda d: (d.u2.string, d.t.string)):
            dice[d.u2.string].append((d.t.string, self.w.term(d.die)))
        weaker: dict[str, list[Contribution]] = defaultdict(list)
        for wk in akb.CoverWeaker.rows(rows):
            weaker[wk.u2.string].append(contribution(wk.why, None, wk.cite, self.w))
        return [Cover(u2, against, weaker[u2]) for u2, against in sorted(dice.items())]

    def _boards(self, unit: PlacedUnit, rows: Rows) -> list[Place]:
        """Each vehicle it may board, by each move action, with the route there."""
        boards: list[Place] = []
        for load in sorted(akb.Load.rows(rows), key=lambda r: (r.v.string, str(r.a) != "normal", str(r.a))):
            vehicle = self.pos.units[load.v.string]
            path, trace = self.route_of(unit.id, str(load.a), vehicle.hex, str(load.s))
            carried = akb.Carries.rows(rows_of(self.grouped, load.v.string))
            carries = [contribution(c.capacity, None, c.cite, self.w) for c in carried]
            boards.append(Board(load.v.string, str(load.a), load.cost.number, path, trace, carries))
        return boards

    def _refused(self, refusals: Sequence[Refusal], other: str) -> list[Refused]:
        """Refusals of an action with another unit (its field ``other``): the units refused,
        each with its reasons."""
        reasons: dict[str, list[Contribution]] = defaultdict(list)
        for no in refusals:
            reasons[getattr(no, other).string].append(contribution(no.reason, None, no.cite, self.w))
        return [Refused(u, by_term(cs)) for u, cs in sorted(reasons.items())]

    def _action(
        self,
        action: str,
        illegal: Mapping[str, list[Contribution]],
        in_place_only: list[Contribution],
        may: list[Place],
        refused: list[Refused],
    ) -> OtherAction:
        return OtherAction(
            action,
            self.rules[action],
            self.markers.get(action),
            by_term(illegal.get(action, [])),
            in_place_only,
            may,
            refused,
        )

    def _assumptions(self, unit_id: str) -> defaultdict[Hex, tuple[str, ...]]:
        """What each single step of a unit (by the hex it enters) relies on, read once per unit."""
        found = self._assumed.get(unit_id)
        if found is None:
            found = self._assumed[unit_id] = defaultdict(tuple)
            for d in kb.Depends3.rows(rows_of(self.grouped, unit_id)):
                if d.item.name == "enter":
                    (h,) = d.item.arguments  # enter(H): the unit's single step into H
                    found[self.w.hex(h)] += (str(d.assumption),)
        return found

    def _parts(self, unit: PlacedUnit, into: Hex) -> list[Contribution]:
        """The parts of a unit's step into a hex, labelled with the step, and the assumptions
        the step rests on."""
        rows = rows_of(self.grouped, unit.id)
        assumed = self._assumptions(unit.id)[into]
        step = f"{self.pos.label(unit.hex)}>{self.pos.label(into)}"
        return [
            with_step(c, step)
            for c in by_term(
                contribution(p.label, p.v.number, p.cite, self.w, assumed)
                for p in akb.StepPart.rows(rows)
                if self.w.hex(p.h) == into
            )
        ]

    def _label(self, h: Term) -> str:
        return self.pos.label(self.w.hex(h))

    def _order(self, h: Term) -> tuple[int, int]:
        return self.pos.shape.reading_order(self.w.hex(h))
