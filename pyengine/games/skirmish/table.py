"""A skirmish scenario checked: the table in centimetres, its areas and linear features with
exact polygons, and its units at points. Every error names the file:line:column of the word
at fault; names are checked against the words the skirmish KB declares."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from pyengine import scenario_model as m
from pyengine.budget import Budget
from pyengine.checked_position import check_question
from pyengine.errors import Pos, UmpireError, fixed_reading, unknown_name
from pyengine.game import Game
from pyengine.kb_rules import Catalogue
from pyengine.plane import Box, Point, area2, self_intersection

MAX_TABLE_CM = 10_000  # 100 m: far beyond any table


@dataclass(frozen=True)
class Region:
    """An area, building or minefield: a simple polygon. ``order`` is its place in the file
    (a later area lies on top of an earlier one)."""

    id: str
    kind: str  # area | building | minefield
    terrain: str  # the terrain-effects row or building type; "minefield" for minefields
    height: Fraction | None
    polygon: tuple[Point, ...]
    order: int
    pos: Pos
    box: Box


@dataclass(frozen=True)
class Line:
    """A linear feature: a polyline and its width in cm."""

    id: str
    kind: str
    width: Fraction
    points: tuple[Point, ...]
    order: int
    pos: Pos
    box: Box  # the polyline's box grown by half its width: its band lies inside


@dataclass(frozen=True)
class Soldiers:
    """A unit on the table."""

    id: str
    side: str
    unit_class: str
    at: Point
    platoon: str
    team: str | None
    experience: str
    rank: str
    statuses: tuple[str, ...]
    crew: tuple[int, int] | None  # now, at start
    radio: bool
    hooked: str | None
    carried: str | None
    facing: int | None
    card: m.Card
    pos: Pos


@dataclass
class Table:
    """A checked skirmish scenario, ready for questions."""

    scenario: m.Scenario
    game: Game
    edition: str | None
    catalogue: Catalogue
    width: int
    depth: int
    visibility: str
    regions: list[Region] = field(default_factory=list)
    lines: list[Line] = field(default_factory=list)
    units: dict[str, Soldiers] = field(default_factory=dict)
    assumptions: dict[str, bool] = field(default_factory=dict)
    overrides: list[tuple[str, str, str, str]] = field(default_factory=list)
    budget: Budget = field(default_factory=Budget)
    wording: Any = field(default=None, init=False, repr=False, compare=False)
    # Each unit's facts, built the first time a question needs them (units do not move).
    unit_memo: dict[str, tuple[str, ...]] = field(default_factory=dict, init=False, repr=False, compare=False)
    coordinates = "cm"

    def point(self, ref: m.PointRef | m.HexRef, what: str = "point") -> Point:
        """A point the scenario or a question names, on the table, or an error there."""
        p = as_point(ref)
        if not (0 <= p.x <= self.width and 0 <= p.y <= self.depth):
            raise UmpireError(
                ref.pos,
                f"{what} at {ref} is off the table",
                found=str(ref),
                expected=f"x from 0 to {self.width} and y from 0 to {self.depth} (cm)",
            )
        return p

    def label(self, p: Point) -> str:
        return p.text()


def as_point(ref: m.PointRef | m.HexRef) -> Point:
    if isinstance(ref, m.PointRef):
        return Point(ref.x, ref.y)
    return Point(Fraction(ref.a), Fraction(ref.b))


def open_table(scenario: m.Scenario, game: Game, edition: str | None, cat: Catalogue) -> Table:
    """Check a skirmish scenario's statements (``opening.open_checked`` adds the KB's checks)."""
    if scenario.table is None:
        raise UmpireError(Pos(scenario.path, 1, 1), "a skirmish scenario needs its table", expected="table W x D cm")
    spec = scenario.table
    for size in (spec.width, spec.depth):
        if not 0 < size <= MAX_TABLE_CM:
            raise UmpireError(spec.pos, "table size out of range", found=str(size), expected=f"1 to {MAX_TABLE_CM} cm")
    visibility = "normal"
    if scenario.visibility is not None:
        visibility = _word(scenario.visibility, "visibility", cat)
    table = Table(scenario, game, edition, cat, spec.width, spec.depth, visibility)
    _regions(scenario, table, cat)
    _lines(scenario, table, cat)
    _units(scenario, table, cat)
    for switch in scenario.assumptions:
        name = _word(switch.name, "assumption", cat)
        if name not in cat.words("switchable"):
            raise fixed_reading(switch.name.pos, name, "one of " + ", ".join(sorted(cat.words("switchable"))))
        table.assumptions[name] = switch.on
    for question in scenario.questions:
        check_question(table, question)
    return table


def _word(name: m.Name, kind: str, cat: Catalogue, label: str | None = None) -> str:
    words = cat.words(kind)
    if name.text not in words:
        raise unknown_name(name.pos, label or kind.replace("_", " "), name.text, words)
    return name.text


# The most points one area, building, minefield or feature may have, and all of them together:
# exact geometry meets every shape with every line a question draws, so the work grows with
# them (a 5,000-point feature took 15-36 s a question); a wood's outline needs a few dozen.
MAX_SHAPE_POINTS = 100
MAX_TABLE_POINTS = 2_000


def _few_enough(refs: tuple[m.PointRef | m.HexRef, ...], what: str, drawn: int) -> None:
    """A shape within MAX_SHAPE_POINTS, and the table within MAX_TABLE_POINTS with it."""
    for limit, count, whose in ((MAX_SHAPE_POINTS, len(refs), what), (MAX_TABLE_POINTS, drawn + len(refs), "a table")):
        if count > limit:
            raise UmpireError(
                refs[limit - (count - len(refs))].pos,
                f"{whose} has more than {limit} points",
                found=f"{count} points",
                expected=f"at most {limit}: simplify the outline, or split it into several shapes",
            )


def _polygon(table: Table, refs: tuple[m.PointRef | m.HexRef, ...], where: Pos, what: str) -> tuple[Point, ...]:
    _few_enough(refs, what, sum(len(r.polygon) for r in table.regions))
    points = tuple(table.point(r, f"a corner of {what}") for r in refs)
    if len(points) < 3:
        raise UmpireError(
            where, f"{what} needs at least 3 corners", found=str(len(points)), expected="3 or more points"
        )
    if len(set(points)) != len(points):
        dup = next(r for i, r in enumerate(refs) if points[i] in points[:i])
        raise UmpireError(dup.pos, f"{what} repeats the corner {dup}", found=str(dup), expected="distinct corners")
    crossing = self_intersection(points)
    if crossing is not None:
        i, j = crossing
        raise UmpireError(
            refs[j].pos,
            f"{what} crosses itself: edge {i + 1} ({refs[i]} to {refs[(i + 1) % len(refs)]}) meets "
            f"edge {j + 1} ({refs[j]} to {refs[(j + 1) % len(refs)]})",
            found="a self-intersecting polygon",
            expected="corners in order around the area, edges meeting only at shared corners",
        )
    if area2(points) == 0:
        raise UmpireError(where, f"{what} has no area", expected="corners that enclose an area")
    return points


def _regions(scenario: m.Scenario, table: Table, cat: Catalogue) -> None:
    seen: dict[str, Pos] = {}
    for order, r in enumerate(scenario.regions, 1):
        _unique(r.id, seen, "area")
        if r.kind == "minefield":
            terrain = "minefield"
        else:
            kind = "area_terrain" if r.kind == "area" else "building"
            assert r.terrain is not None
            terrain = _word(r.terrain, kind, cat, "area terrain" if r.kind == "area" else "building type")
        if r.height is not None and terrain not in cat.words("height_terrain"):
            raise UmpireError(
                r.pos,
                f"only hill tops and slopes have a height, not {terrain}",
                found=f"height {r.height}",
                expected=", ".join(sorted(cat.words("height_terrain"))),
            )
        polygon = _polygon(table, r.points, r.pos, f"{r.kind} '{r.id.text}'")
        table.regions.append(Region(r.id.text, r.kind, terrain, r.height, polygon, order, r.pos, Box.around(polygon)))


def _lines(scenario: m.Scenario, table: Table, cat: Catalogue) -> None:
    seen: dict[str, Pos] = {r.id: r.pos for r in table.regions}
    start = len(table.regions)
    for order, line in enumerate(scenario.lines, start + 1):
        _unique(line.id, seen, "feature")
        kind = _word(line.kind, "line_feature", cat, "linear feature")
        if not 0 < line.width <= 100:
            raise UmpireError(
                line.pos, "feature width out of range", found=str(line.width), expected="more than 0, at most 100 cm"
            )
        drawn = sum(len(r.polygon) for r in table.regions) + sum(len(x.points) for x in table.lines)
        _few_enough(line.points, f"feature '{line.id.text}'", drawn)
        points = tuple(table.point(p, f"a point of feature '{line.id.text}'") for p in line.points)
        if len(points) < 2 or any(a == b for a, b in itertools.pairwise(points)):
            raise UmpireError(
                line.pos, f"feature '{line.id.text}' needs two or more distinct points in a row", expected="x,y x,y ..."
            )
        box = Box.around(points).grown(line.width / 2)
        table.lines.append(Line(line.id.text, kind, line.width, points, order, line.pos, box))


def _unique(name: m.Name, seen: dict[str, Pos], what: str) -> None:
    if name.text in seen:
        first = seen[name.text]
        raise UmpireError(
            name.pos, f"{what} '{name.text}' is declared twice (first on line {first.line})", found=name.text
        )
    seen[name.text] = name.pos


def _units(scenario: m.Scenario, table: Table, cat: Catalogue) -> None:
    cards = {c.id: c for c in scenario.cards}
    for u in scenario.units:
        if u.id in table.units:
            raise UmpireError(u.pos, f"unit '{u.id}' is declared twice", found=u.id)
        side = _word(_need(u, u.side, "side"), "side", cat)
        unit_class = _word(_need(u, u.unit_class, "class"), "class", cat)
        at = table.point(_need(u, u.point or u.at, "at"), f"unit '{u.id}'")
        experience = _word(_need(u, u.experience, "experience"), "experience", cat)
        rank = _word(_need(u, u.rank, "rank"), "rank", cat)
        statuses = tuple(_word(s, "status", cat) for s in u.statuses)
        crew = None
        if u.crew is not None:
            now, start, where = u.crew
            if not start > 0 or not 0 <= now <= start:
                raise UmpireError(
                    where, "crew out of range", found=f"{now} of {start}", expected="N of M with 0 <= N <= M, M >= 1"
                )
            crew = (now, start)
        card = _card(u, cards)
        table.units[u.id] = Soldiers(
            u.id,
            side,
            unit_class,
            at,
            u.platoon.text if u.platoon else u.id,
            u.team.text if u.team else None,
            experience,
            rank,
            statuses,
            crew,
            u.radio,
            u.hooked.text if u.hooked else None,
            u.carried.text if u.carried else None,
            u.facing,
            card,
            u.pos,
        )
    for unit in table.units.values():
        for ref, word in ((unit.hooked, "hooked to"), (unit.carried, "carried by")):
            if ref is not None and (ref not in table.units or table.units[ref].side != unit.side):
                raise unknown_name(
                    unit.pos,
                    f"friendly unit ({word})",
                    ref,
                    [v for v in table.units if table.units[v].side == unit.side],
                )


def _need(unit: m.Unit, value: Any, field_name: str) -> Any:
    if value is None:
        raise UmpireError(unit.pos, f"unit '{unit.id}' has no '{field_name}' line", expected=f"{field_name} ...")
    return value


def _card(u: m.Unit, cards: dict[str, m.Card]) -> m.Card:
    if u.card_ref is not None:
        if u.inline_card is not None:
            raise UmpireError(u.card_ref.pos, f"unit '{u.id}' has a card and card lines of its own", found="card")
        if u.card_ref.text not in cards:
            raise unknown_name(u.card_ref.pos, "card", u.card_ref.text, cards)
        return cards[u.card_ref.text]
    return u.inline_card or m.Card(f"{u.id}:inline", u.pos)
