"""``ask move UNIT along X,Y X,Y ... [as MANEUVER]`` and ``ask reach UNIT [as MANEUVER]``.

The KB (kb/skirmish/movement.lp) says, piece by piece, which modes bear on the path, what a
centimetre costs, what stops the unit, which dodge tests it takes and what it removes. This
module measures: a leg's length is exact (a square root kept as such), the allowance spent is
compared with the tactical distance exactly, and the verdict comes back from the KB's second
step (``#program verdict``)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from pyengine import scenario_model as m
from pyengine.games.skirmish import kb_rows as k
from pyengine.games.skirmish.common import Solved, TableArgs, distance_text, solve
from pyengine.games.skirmish.facts import q
from pyengine.games.skirmish.maneuvers import maneuver_facts
from pyengine.games.skirmish.paths import CutPath, cut_path, path_facts
from pyengine.games.skirmish.rolls import Odds, odds_of
from pyengine.games.skirmish.table import Soldiers, Table
from pyengine.json_types import JsonObject
from pyengine.kb_solve import GroundSize
from pyengine.kb_terms import Term, by_name, function
from pyengine.plane import Length, Point, dist2
from pyengine.trace import Assumptions, Contribution, aligned, cite_text

DEFAULT_MANEUVER = "move"


@dataclass
class PieceReport:
    start: str
    end: str
    length: str
    modes: list[Contribution]
    cost_per_cm: Fraction | None  # None: the piece is impassable

    def to_json(self) -> JsonObject:
        return {
            "from": self.start,
            "to": self.end,
            "length": self.length,
            "modes": [c.to_json() for c in self.modes],
            "cost_per_cm": None if self.cost_per_cm is None else str(self.cost_per_cm),
        }


@dataclass
class LegReport:
    leg: int
    start: str
    end: str
    length: str
    spent: str  # allowance spent by the end of this leg
    left: str
    pieces: list[PieceReport] = field(default_factory=list)
    crossings: list[Contribution] = field(default_factory=list)

    def to_json(self) -> JsonObject:
        return {
            "leg": self.leg,
            "from": self.start,
            "to": self.end,
            "length": self.length,
            "spent": self.spent,
            "left": self.left,
            "pieces": [p.to_json() for p in self.pieces],
            "crossings": [c.to_json() for c in self.crossings],
        }


@dataclass
class MoveAnswer:
    question: str
    unit: str
    maneuver: Contribution
    allowance: Contribution | None
    legs: list[LegReport]
    illegal: list[Contribution]
    dodges: list[tuple[Contribution, Odds]]
    changes: list[Contribution]
    mine_rolls: list[Contribution]
    assumptions: Assumptions
    ground: GroundSize

    def to_json(self) -> JsonObject:
        return {
            "question": self.question,
            "kind": "move",
            "unit": self.unit,
            "verdict": "illegal" if self.illegal else "legal",
            "maneuver": self.maneuver.to_json(),
            "allowance": None if self.allowance is None else self.allowance.to_json(),
            "legs": [leg.to_json() for leg in self.legs],
            "illegal": [c.to_json() for c in self.illegal],
            "dodge_tests": [{"test": c.to_json(), "odds": o.to_json()} for c, o in self.dodges],
            "changes": [c.to_json() for c in self.changes],
            "mine_rolls": [c.to_json() for c in self.mine_rolls],
            "assumptions": self.assumptions.to_json(),
        }

    def text_lines(self) -> list[str]:
        verdict = "ILLEGAL" if self.illegal else "LEGAL"
        head = f"move {self.unit} as {self.maneuver.term}: {verdict}"
        rows = [(f"  maneuver: {self.maneuver.what}", cite_text(self.maneuver))]
        if self.allowance is not None:
            rows.append((f"  allowance: {self.allowance.value} cm (tactical)", cite_text(self.allowance)))
        for leg in self.legs:
            rows.append(
                (f"  leg {leg.leg}: {leg.start} -> {leg.end}, {leg.length}; spent {leg.spent}, left {leg.left}", "")
            )
            for p in leg.pieces:
                cost = "impassable" if p.cost_per_cm is None else f"x{p.cost_per_cm} per cm"
                rows.append((f"    {p.start} -> {p.end} ({p.length}): {cost}", ""))
                rows += [(f"      {c.what}", cite_text(c)) for c in p.modes]
            rows += [(f"    crosses {c.what}", cite_text(c)) for c in leg.crossings]
        rows += [(f"  dodge test: {c.what}, passes with {o.p_pass}", cite_text(c)) for c, o in self.dodges]
        rows += [(f"  {c.what}", cite_text(c)) for c in self.changes]
        rows += [(f"  if the dodge fails, D6: {c.what}", cite_text(c)) for c in self.mine_rolls]
        rows += [(f"  ILLEGAL: {c.what}", cite_text(c)) for c in self.illegal]
        return [head, *aligned(rows), *self.assumptions.lines()]


def optional_maneuver(args: TableArgs, index: int) -> tuple[str, int]:
    """``as MANEUVER`` at ``index``, or the default move; and the index after it."""
    if index >= len(args.question.args):
        return DEFAULT_MANEUVER, index
    args.keyword(index, "as")
    return args.choice(index + 1, "maneuver", tuple(sorted(args.table.catalogue.words("maneuver")))), index + 2


class MoveQuestion:
    name = "move"
    usage = "ask move UNIT along X,Y [X,Y ...] [as MANEUVER]"

    def answer(self, table: Table, question: m.Question) -> MoveAnswer:
        args = TableArgs(table, question, self.usage)
        unit = args.soldiers(0)
        args.keyword(1, "along")
        points: list[Point] = []
        index = 2
        while index < len(question.args) and question.args[index].text != "as":
            points.append(args.point(index))
            index += 1
        if not points:
            args.point(index)  # says a point is missing
        maneuver, index = optional_maneuver(args, index)
        args.no_more(index)
        return move(table, question, unit, [unit.at, *points], maneuver)


def movement_facts(table: Table, unit: Soldiers, cut: CutPath, maneuver: str) -> list[str]:
    """The mover, its path, and what `maneuvers` reads (every other unit, with its distance):
    whether the maneuver is open is decided from the same facts (a carrier near enough to
    embark, the team a vehicle carries, the gun it tows)."""
    facts = [k.Moving.fact(u=q(unit.id), m=maneuver), k.Testing.fact(k="dt", u=q(unit.id))]
    return facts + maneuver_facts(table, unit) + path_facts(table, unit.id, cut)


def move(table: Table, question: m.Question, unit: Soldiers, points: list[Point], maneuver: str) -> MoveAnswer:
    cut = cut_path(table, points)
    spending: dict[int, Length] = {}

    def verdict_facts(symbols: list[Term]) -> list[str]:
        """The allowance spent by the end of each leg, against the tactical distance."""
        by = by_name(symbols)
        allowance = k.Allowance.rows(by)
        if not allowance:
            return []
        limit = Fraction(allowance[0].cm.number)
        spending.update(spent_by_leg(cut, by))
        return [k.Spent.fact(u=q(unit.id), leg=leg, cmp=total.compare(limit)) for leg, total in spending.items()]

    solved = solve(table, "move", movement_facts(table, unit, cut, maneuver), then=verdict_facts)
    return read_move(solved, question, unit, cut, spending)


def piece_costs(by: Mapping[str, Sequence[Term]]) -> dict[tuple[int, int], Fraction]:
    return {(r.leg.number, r.k.number): Fraction(r.num.number, r.den.number) for r in k.PieceCost.rows(by)}


def crossing_costs(by: Mapping[str, Sequence[Term]]) -> dict[tuple[int, str], int]:
    """What crossing each linear feature costs, by leg and feature id: its width times this."""
    return {(r.leg.number, r.f.string): r.d.number for r in k.CrossCost.rows(by)}


def spent_by_leg(cut: CutPath, by: Mapping[str, Sequence[Term]]) -> dict[int, Length]:
    """Allowance spent by the end of each leg, exactly: each piece's length times its cost
    per centimetre, plus each crossing's width times its divisor."""
    costs = piece_costs(by)
    crossing = crossing_costs(by)
    total = Length()
    spent: dict[int, Length] = {}
    for leg, (a, b) in enumerate(cut.legs, 1):
        span = Fraction(0)
        for p in cut.pieces:
            if p.leg == leg and (leg, p.index) in costs:
                span += (p.end - p.start) * costs[(leg, p.index)]
        total = total + Length.sqrt(dist2(a, b), span)
        for mt in cut.meetings:
            if mt.leg == leg and (leg, mt.line.id) in crossing:
                total = total + Length(mt.line.width * crossing[(leg, mt.line.id)])
        spent[leg] = total
    return spent


def read_move(
    solved: Solved, question: m.Question, unit: Soldiers, cut: CutPath, spending: dict[int, Length]
) -> MoveAnswer:
    by = solved.by
    (maneuver,) = solved.rows(k.MoveManeuver)
    allowance = next(iter(solved.rows(k.Allowance)), None)
    limit = None if allowance is None else Fraction(allowance.cm.number)
    legs = _legs(solved, cut, spending, limit)
    stops = sorted(solved.rows(k.Stop), key=str)
    illegal = [solved.labelled(r.reason, None, r.cite) for r in stops]
    illegal += [solved.labelled(m_term("over_allowance", r.leg), None, r.cite) for r in solved.rows(k.OverAllowance)]
    dodge_odds = odds_of(by, "dt")
    dodges = [(solved.labelled(r.where, None, r.cite), dodge_odds) for r in sorted(solved.rows(k.Dodge), key=str)]
    changes = [
        solved.labelled(m_term("passes", r.f, r.change), None, r.cite) for r in sorted(solved.rows(k.Changes), key=str)
    ]
    mine_rolls = [
        solved.labelled(m_term("die_face", r.die, r.outcome), None, r.cite)
        for r in sorted(solved.rows(k.MineRoll), key=lambda r: r.die.number)
    ]
    return MoveAnswer(
        str(question),
        unit.id,
        _with_mode(solved.labelled(maneuver.m, None, maneuver.cite), solved.wording.term(maneuver.mode)),
        None if allowance is None else solved.labelled(allowance.cm, allowance.cm.number, allowance.cite),
        legs,
        illegal,
        dodges,
        changes,
        mine_rolls,
        solved.assumed(MOVE_LABELS | ({"maneuvers"} if maneuver_closed(stops) else set())),
        solved.ground,
    )


def _legs(solved: Solved, cut: CutPath, spending: dict[int, Length], limit: Fraction | None) -> list[LegReport]:
    """Each leg: its length, what it spent and left, its pieces' modes and costs, its crossings."""
    modes: dict[tuple[int, int], list[Contribution]] = {}
    for pm in sorted(solved.rows(k.PieceMode), key=str):
        labelled = _with_mode(solved.labelled(pm.source, None, pm.cite), solved.wording.term(pm.mode))
        modes.setdefault((pm.leg.number, pm.k.number), []).append(labelled)
    costs = piece_costs(solved.by)
    crossings = sorted(solved.rows(k.CrossMode), key=str)
    legs = []
    for leg, (a, b) in enumerate(cut.legs, 1):
        spent = spending.get(leg)
        report = LegReport(
            leg,
            a.text(),
            b.text(),
            distance_text(Length.sqrt(dist2(a, b))),
            "-" if spent is None else distance_text(spent),
            "-" if spent is None or limit is None else distance_text(Length(limit) + spent.times(Fraction(-1))),
        )
        report.pieces = [
            PieceReport(
                p.a.text(),
                p.b.text(),
                distance_text(Length.sqrt(dist2(a, b), p.end - p.start)),
                modes.get((leg, p.index), []),
                costs.get((leg, p.index)),
            )
            for p in cut.pieces
            if p.leg == leg
        ]
        report.crossings = [
            _with_mode(solved.labelled(c.f, None, c.cite), solved.wording.term(c.mode))
            for c in crossings
            if c.leg.number == leg
        ]
        legs.append(report)
    return legs


# The assumptions a move answer names: its own, its dodge test's, and (when the maneuver is
# closed) the maneuvers'.
MOVE_LABELS = frozenset({"move", "test"})


def maneuver_closed(stops: Iterable[k.Stop]) -> bool:
    return any(r.where.name == "maneuver" for r in stops)


def _with_mode(c: Contribution, mode: str) -> Contribution:
    return Contribution(f"{c.what}: {mode}", c.term, c.value, c.cite, c.assumptions)


def m_term(name: str, *args: Term) -> Term:
    return function(name, list(args))
