"""``ask reach UNIT [as MANEUVER]``: how far the unit may go in each of 24 directions, as a
region a renderer can draw. Each direction is a ray with a rational unit vector (from
Pythagorean triples), so where the allowance runs out is an exact point. The KB prices the
rays' pieces exactly as it prices a path (kb/skirmish/movement.lp)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction as F
from itertools import pairwise

from pyengine import scenario_model as m
from pyengine.games.skirmish import kb_rows as k
from pyengine.games.skirmish.common import Solved, TableArgs, solve
from pyengine.games.skirmish.move import (
    MOVE_LABELS,
    crossing_costs,
    maneuver_closed,
    movement_facts,
    optional_maneuver,
    piece_costs,
)
from pyengine.games.skirmish.paths import CutPath, Meeting, cut_legs
from pyengine.games.skirmish.table import Soldiers, Table
from pyengine.json_types import JsonObject
from pyengine.kb_solve import GroundSize
from pyengine.plane import Point, cross, number_text
from pyengine.trace import Assumptions, Contribution, aligned, cite_text

# Rational unit vectors in the first quadrant, about 15 degrees apart; turned for the others.
_QUARTER = (
    (F(1), F(0)),
    (F(24, 25), F(7, 25)),
    (F(4, 5), F(3, 5)),
    (F(20, 29), F(21, 29)),
    (F(3, 5), F(4, 5)),
    (F(7, 25), F(24, 25)),
)
DIRECTIONS = tuple(
    Point(*v)
    for turn in range(4)
    for x, y in _QUARTER
    for v in [((x, y), (-y, x), (-x, -y), (y, -x))[turn]]
)  # fmt: skip


@dataclass
class Ray:
    direction: Point
    end: Point
    distance: F
    stop: str  # allowance | table_edge | blocked
    why: Contribution | None

    def to_json(self) -> JsonObject:
        return {
            "direction": self.direction.text(),
            "end": self.end.text(),
            "distance": number_text(self.distance),
            "stop": self.stop,
            "why": None if self.why is None else self.why.to_json(),
        }


@dataclass
class ReachAnswer:
    question: str
    unit: str
    maneuver: str
    start: Point
    allowance: int | None
    rays: list[Ray]
    closed: list[Contribution]
    assumptions: Assumptions
    ground: GroundSize

    def to_json(self) -> JsonObject:
        return {
            "question": self.question,
            "kind": "reach",
            "unit": self.unit,
            "maneuver": self.maneuver,
            "start": self.start.text(),
            "allowance": self.allowance,
            "region": [r.end.text() for r in self.rays],
            "rays": [r.to_json() for r in self.rays],
            "closed": [c.to_json() for c in self.closed],
            "assumptions": self.assumptions.to_json(),
        }

    def text_lines(self) -> list[str]:
        head = f"reach {self.unit} as {self.maneuver} from {self.start.text()}"
        rows = [(f"  may not move: {c.what}", cite_text(c)) for c in self.closed]
        for r in self.rays:
            reason = r.why.what if r.why else r.stop.replace("_", " ")
            rows.append(
                (
                    f"  toward {r.direction.text()}: {float(r.distance):.1f} cm to {_short(r.end)} ({reason})",
                    cite_text(r.why) if r.why else "",
                )
            )
        return [head, *aligned(rows), *self.assumptions.lines()]


def _short(p: Point) -> str:
    return f"{float(p.x):.1f},{float(p.y):.1f}"


class ReachQuestion:
    name = "reach"
    usage = "ask reach UNIT [as MANEUVER]"

    def answer(self, table: Table, question: m.Question) -> ReachAnswer:
        args = TableArgs(table, question, self.usage)
        unit = args.soldiers(0)
        maneuver, index = optional_maneuver(args, 1)
        args.no_more(index)
        return reach(table, question, unit, maneuver)


def reach(table: Table, question: m.Question, unit: Soldiers, maneuver: str) -> ReachAnswer:
    tactical = unit.card.tactical[0] if unit.card.tactical else max(table.catalogue.distance_uses.get("team_move", {0}))
    rate = max(table.catalogue.distance_uses.get("road_rate", {1}))
    lengths = [
        _ray_length(table, unit.at, d, tactical * (rate if _along_road(table, unit.at, d) else 1)) for d in DIRECTIONS
    ]
    cut = cut_legs(table, [(unit.at, unit.at + d.scaled(n)) for d, n in zip(DIRECTIONS, lengths, strict=True)])
    solved = solve(table, "reach", movement_facts(table, unit, cut, maneuver))
    allowance = next((r.cm.number for r in solved.rows(k.Allowance)), None)
    stops = solved.rows(k.Stop)
    closed = [solved.labelled(r.reason, None, r.cite) for r in stops if r.leg.number == 0]
    rays: list[Ray] = []
    if allowance is not None and not closed:
        walker = _Walker(solved, cut, F(allowance))
        rays = [walker.walk(leg, d, n) for leg, (d, n) in enumerate(zip(DIRECTIONS, lengths, strict=True), 1)]
    labels = MOVE_LABELS | ({"maneuvers"} if maneuver_closed(stops) else set())
    return ReachAnswer(
        str(question), unit.id, maneuver, unit.at, allowance, rays, closed, solved.assumed(labels), solved.ground
    )


def _along_road(table: Table, p: Point, d: Point) -> bool:
    """Whether the ray's line runs along some road's centre line: only there does a centimetre
    of allowance carry a unit more than a centimetre (line 62)."""
    q = p + d
    return any(
        cross(p, q, a) == 0 and cross(p, q, b) == 0
        for line in table.lines
        if line.kind == "roads"
        for a, b in pairwise(line.points)
    )


def _ray_length(table: Table, p: Point, d: Point, farthest: int) -> F:
    """How far the ray may matter: to the table's edge, or as far as the allowance could carry."""
    limits = [F(farthest)]
    if d.x:
        limits.append(((table.width if d.x > 0 else 0) - p.x) / d.x)
    if d.y:
        limits.append(((table.depth if d.y > 0 else 0) - p.y) / d.y)
    return min(limits)


class _Walker:
    """Follows each ray piece by piece, paying each piece and crossing, until the allowance
    runs out, something stops it, or the ray ends (at the table's edge)."""

    def __init__(self, solved: Solved, cut: CutPath, allowance: F) -> None:
        by = solved.by
        self.solved, self.cut, self.allowance = solved, cut, allowance
        self.costs = piece_costs(by)
        self.stops = {(r.leg.number, str(r.where)): r for r in solved.rows(k.Stop)}
        self.crossing = crossing_costs(by)

    def walk(self, leg: int, direction: Point, length: F) -> Ray:
        start = self.cut.legs[leg - 1][0]
        events = sorted(
            [(p.start, 1, p) for p in self.cut.pieces if p.leg == leg]
            + [(mt.at, 0, mt) for mt in self.cut.meetings if mt.leg == leg],
            key=lambda e: (e[0], e[1]),
        )
        left = self.allowance
        for t, _, item in events:
            if isinstance(item, Meeting):
                stop = self.stops.get((leg, f'feature("{item.line.id}")'))
                need = item.line.width * self.crossing.get((leg, item.line.id), 0)
                if stop is not None or need > left:
                    return self._ray(start, direction, t * length, stop, "blocked" if stop else "allowance")
                left -= need
                continue
            stop = self.stops.get((leg, f"piece({item.index})"))
            if stop is not None:
                return self._ray(start, direction, t * length, stop, "blocked")
            cost = self.costs[(leg, item.index)]
            need = (item.end - item.start) * length * cost
            if need > left:
                return self._ray(start, direction, item.start * length + left / cost, None, "allowance")
            left -= need
        return self._ray(start, direction, length, None, "table_edge" if left else "allowance")

    def _ray(self, start: Point, direction: Point, distance: F, stop: k.Stop | None, reason: str) -> Ray:
        why = None if stop is None else self.solved.labelled(stop.reason, None, stop.cite)
        return Ray(direction, start + direction.scaled(distance), distance, reason, why)
