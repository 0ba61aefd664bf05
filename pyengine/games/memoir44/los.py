"""``ask los A B`` for Memoir '44: can A see B, and why (memoir44-facts.md "Line of sight").

A and B are unit ids or hexes written COL,ROW.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyengine import scenario_model as m
from pyengine.checked_position import Position
from pyengine.fact_builders import hex_facts, scenario_facts
from pyengine.games.memoir44.board import units_in
from pyengine.games.memoir44.sight import LineReading, M44Line, line_facts, read_lines
from pyengine.hexgrid import Hex
from pyengine.json_types import JsonObject
from pyengine.kb_rules import ask_kb
from pyengine.kb_solve import GroundSize
from pyengine.kb_terms import Term, by_name
from pyengine.questions import ArgReader
from pyengine.trace import Assumptions, aligned, cite_text


@dataclass
class M44LosAnswer:
    question: str
    line: LineReading
    assumptions: Assumptions
    ground: GroundSize

    def to_json(self) -> JsonObject:
        head = {"question": self.question, "kind": "los"}
        return {**head, **self.line.to_json(), "assumptions": self.assumptions.to_json()}

    def text_lines(self) -> list[str]:
        ln = self.line
        rows = [(f"los {ln.start} -> {ln.end}: {ln.verdict.upper()}", "")]
        rows += [(f"  blocked: {c.what}", cite_text(c)) for c in ln.blocked_by]
        rows += [(f"  passes: {c.what}", cite_text(c)) for c in ln.passes]
        rows += [(f"  note: {c.what}", cite_text(c)) for c in ln.notes]
        return aligned(rows) + self.assumptions.lines()


class M44LosQuestion:
    name = "los"
    usage = "ask los A B   (A, B: unit ids or hexes COL,ROW)"

    def answer(self, pos: Position, question: m.Question) -> M44LosAnswer:
        args = ArgReader(pos, question, self.usage)
        start, viewer = args.sight_end(0)
        end, viewed = args.sight_end(1)
        args.no_more(2)
        line = M44Line("los", start, end, viewer, viewed)
        symbols, size = judge_lines(pos, [line])
        reading = read_lines(pos, [line], by_name(symbols))["los"]
        used = {a for c in [*reading.blocked_by, *reading.passes] for a in c.assumptions}
        return M44LosAnswer(str(question), reading, Assumptions.of(pos, used), size)


def judge_lines(
    pos: Position,
    lines: list[M44Line],
    task: str = "los",
    more: tuple[list[str], set[Hex]] = ([], set()),
    occupant: dict[Hex, str] | None = None,
    skip: frozenset[str] = frozenset(),
    called: frozenset[str] = frozenset(),
) -> tuple[list[Term], GroundSize]:
    """One KB call judging every line. ``more`` adds the task's own facts and the hexes whose
    contents it needs; ``occupant`` replaces who stands where; units in ``skip`` already have
    their facts in ``more``; ``called`` words call for rule modules (a card in force)."""
    facts, hexes = line_facts(pos, lines)
    hexes |= more[1]
    region, words = hex_facts(pos, hexes)
    words |= called
    occupants = units_in(pos, hexes, pos.occupant if occupant is None else occupant, skip)
    return ask_kb(pos.game.name, pos.edition, scenario_facts(pos), task, words, [*facts, *region, *occupants, *more[0]])
