"""``ask retreat U flags N [ignore K]``: where a Memoir '44 unit may end its retreat, what it
loses when it cannot complete one, and which flags it may ignore (kb/memoir44/retreat.lp).
"""

from __future__ import annotations

from dataclasses import dataclass

from pyengine import model as m
from pyengine.errors import UmpireError
from pyengine.facts import hex_facts, quoted, scenario_facts, unit_facts
from pyengine.hexgrid import Hex
from pyengine.kb import ask_kb
from pyengine.position import PlacedUnit, Position
from pyengine.questions import ArgReader
from pyengine.questions.m44_sight import units_in
from pyengine.questions.moves import aligned, cite_text
from pyengine.solver import GroundSize
from pyengine.terms import Term, function
from pyengine.trace import Contribution, Wording, by_name, contribution


@dataclass
class RetreatEnd:
    hex: str
    hexes: int
    lost: int
    eliminated: bool
    path: list[str]

    def to_json(self) -> dict:
        return {
            "hex": self.hex,
            "hexes": self.hexes,
            "lost": self.lost,
            "eliminated": self.eliminated,
            "path": self.path,
        }


@dataclass
class RetreatAnswer:
    question: str
    unit: str
    start: str
    edge: str
    flags: int
    ignore: int
    may_ignore: list[Contribution]
    illegal: list[Contribution]
    hexes: tuple[int, int] | None
    ends: list[RetreatEnd]
    closed: list[Contribution]
    rule: Contribution
    ground: GroundSize

    def to_json(self) -> dict:
        return {
            "question": self.question,
            "kind": "retreat",
            "verdict": "illegal" if self.illegal else "legal",
            "unit": self.unit,
            "from": self.start,
            "toward": self.edge,
            "flags": self.flags,
            "ignore": self.ignore,
            "may_ignore": [c.to_json() for c in self.may_ignore],
            "illegal": [c.to_json() for c in self.illegal],
            "must_retreat": self.hexes[0] if self.hexes else None,
            "may_retreat": self.hexes[1] if self.hexes else None,
            "ends": [e.to_json() for e in self.ends],
            "closed": [c.to_json() for c in self.closed],
            "rule": self.rule.to_json(),
        }

    def text_lines(self) -> list[str]:
        head = f"retreat {self.unit} from {self.start}: {self.flags} flag(s), ignoring {self.ignore}"
        head += f", toward the {self.edge}"
        rows = [(f"  may ignore {c.value} flag: {c.what}", cite_text(c)) for c in self.may_ignore]
        if not self.may_ignore:
            rows.append(("  may ignore no flag: nothing in its hex allows it", ""))
        rows += [(f"  NO: {c.what}", cite_text(c)) for c in self.illegal]
        if self.hexes:
            low, high = self.hexes
            span = f"{low}" if low == high else f"{low} to {high}"
            rows.append((f"  retreats {span} hex(es); where it ends:", cite_text(self.rule)))
            for e in self.ends:
                loss = f", loses {e.lost} figure(s)" + (" and is ELIMINATED" if e.eliminated else "") if e.lost else ""
                rows.append((f"    {e.hex}  after {e.hexes}{loss}  (path {' > '.join(e.path)})", ""))
            rows += [(f"  shut: {c.what}", cite_text(c)) for c in self.closed]
        return [head, *aligned(rows)]


class RetreatQuestion:
    name = "retreat"
    usage = "ask retreat UNIT flags N [ignore K]"

    def answer(self, pos: Position, question: m.Question) -> RetreatAnswer:
        args = ArgReader(pos, question, self.usage)
        unit = args.unit(0)
        args.keyword(1, "flags")
        flags = args.count(2, "the number of flags")
        ignore = 0
        if len(question.args) > 3:
            args.keyword(3, "ignore")
            ignore = args.count(4, "the number of flags to ignore")
            args.no_more(5)
        if ignore > flags:
            raise UmpireError(
                question.args[4].pos, "more flags ignored than rolled", found=str(ignore), expected=f"0..{flags}"
            )
        edge = side_edge(pos, unit.side, question)
        region = rear_cone(pos, unit.hex, edge)
        facts, words = hex_facts(pos, region)
        facts += units_in(pos, region, pos.occupant, frozenset({unit.id})) + unit_facts(unit, detailed=True)
        facts += [f"retreating({quoted(unit.id)}).", f"flags({flags}).", f"side_edge({unit.side},{edge})."]
        if len(question.args) > 3:
            facts.append(f"ignore({ignore}).")
        symbols, size = ask_kb(pos.game.name, pos.edition, scenario_facts(pos), "retreat", words, facts)
        return _read(pos, str(question), unit, edge, flags, ignore, symbols, size)


def side_edge(pos: Position, side: str, question: m.Question) -> str:
    """The map edge a side plays from, which the scenario must declare."""
    if side not in pos.edges:
        raise UmpireError(
            question.pos,
            f"the scenario does not say which map edge {side} plays from",
            expected=f"a line 'side {side} bottom' or 'side {side} top'",
        )
    return pos.edges[side]


def rear_cone(pos: Position, start: Hex, edge: str) -> set[Hex]:
    """Every hex a run of steps straight toward the map edge can reach from ``start``:
    each such step changes the row by one, so those hexes lie exactly as far away as
    their rows are apart."""
    depth = pos.shape.height - 1 - start.r if edge == "bottom" else start.r
    toward = 1 if edge == "bottom" else -1
    return {
        h
        for h in pos.shape.within(start, depth)
        if (h.r - start.r) * toward >= 0 and start.distance(h) == abs(h.r - start.r)
    }


def _rc(pos: Position, w: Wording, end: Term) -> tuple[int, int]:
    """Reading order (row, then column) of a retreat end's hex."""
    col, row = pos.shape.name(w.hex(end.arguments[0]))
    return (row, col)


def _read(
    pos: Position,
    question: str,
    unit: PlacedUnit,
    edge: str,
    flags: int,
    ignore: int,
    symbols: list[Term],
    size: GroundSize,
) -> RetreatAnswer:
    w = Wording.of(pos)
    by = by_name(symbols)
    pred = {(str(s.arguments[0]), s.arguments[1].number): s.arguments[2] for s in by["retreat_pred"]}
    dead = {(str(s.arguments[0]), s.arguments[1].number) for s in by["eliminated"]}
    ends = []
    for s in sorted(by["retreat_end"], key=lambda s: (s.arguments[2].number, s.arguments[1].number, _rc(pos, w, s))):
        h, steps, lost = s.arguments
        path, at, i = [w.term(h)], h, steps.number
        while (str(at), i) in pred:
            at, i = pred[(str(at), i)], i - 1
            path.append(w.term(at))
        ends.append(RetreatEnd(w.term(h), steps.number, lost.number, (str(h), steps.number) in dead, path[::-1]))
    closed = [
        contribution(function("shut_step", [a, b, why]), None, cite, w)
        for a, b, why, cite in sorted(s.arguments for s in by["rear_closed"])
    ]
    closed += [contribution(function("off_map", [s.arguments[0]]), None, s.arguments[1], w) for s in by["rear_off_map"]]
    span = by["retreat_hexes"]
    return RetreatAnswer(
        question,
        unit.id,
        pos.label(unit.hex),
        edge,
        flags,
        ignore,
        [contribution(s.arguments[0], s.arguments[1].number, s.arguments[2], w) for s in sorted(by["may_ignore"])],
        [contribution(s.arguments[1], None, s.arguments[2], w) for s in by["illegal"]],
        (span[0].arguments[0].number, span[0].arguments[1].number) if span else None,
        ends,
        closed,
        contribution(function("retreat"), None, by["retreat_cite"][0].arguments[0], w),
        size,
    )
