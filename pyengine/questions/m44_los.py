"""``ask los A B`` for Memoir '44: can A see B, and why (memoir44-facts.md "Line of sight").

A and B are unit ids or hexes written COL,ROW.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyengine import model as m
from pyengine.facts import hex_facts, scenario_facts
from pyengine.kb import ask_kb
from pyengine.position import Position
from pyengine.questions import ArgReader
from pyengine.questions.los import end_of
from pyengine.questions.m44_sight import LineReading, M44Line, line_facts, read_lines, units_in
from pyengine.questions.moves import aligned, cite_text
from pyengine.trace import Assumptions, Wording


@dataclass
class M44LosAnswer:
    question: str
    line: LineReading
    assumptions: Assumptions

    def to_json(self) -> dict:
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
        start, viewer = end_of(args, 0)
        end, viewed = end_of(args, 1)
        args.no_more(2)
        line = M44Line("los", start, end, viewer, viewed)
        symbols = judge_lines(pos, [line])
        reading = read_lines(pos, [line], symbols, Wording(pos))["los"]
        used = {a for c in [*reading.blocked_by, *reading.passes] for a in c.assumptions}
        return M44LosAnswer(str(question), reading, Assumptions.of(pos, used))


def judge_lines(pos: Position, lines: list[M44Line], task: str = "los", more: list[str] | None = None):
    """One KB call judging every line (plus ``more`` facts for the task's own rules)."""
    facts, hexes = line_facts(pos, lines)
    region, words = hex_facts(pos, hexes)
    ends = {u.id for ln in lines for u in (ln.viewer, ln.viewed) if u is not None}
    facts += region + units_in(pos, hexes, frozenset(ends)) + (more or [])
    symbols, _ = ask_kb(pos.game.name, pos.edition, scenario_facts(pos), task, words, facts)
    return symbols
