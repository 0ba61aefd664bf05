"""``ask los A B [as direct|indirect] [spotter S]``: can A see B, and why.

A and B are unit ids or hexes. For indirect fire a spotter S may look for the firer (7.1);
its own line is traced and judged too, and a third hindrance does not block it.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyengine import scenario_model as m
from pyengine.checked_position import Position
from pyengine.errors import UmpireError
from pyengine.games.assault import kb_rows as k
from pyengine.games.assault.sight import LineReport, LineRequest, distance_fact, read_lines, solve_lines
from pyengine.json_types import JsonObject
from pyengine.kb_atoms import quoted
from pyengine.kb_solve import GroundSize
from pyengine.kb_terms import by_name
from pyengine.questions import ArgReader
from pyengine.relations import ordered
from pyengine.trace import Assumptions, Contribution, Wording, aligned, cite_text, contribution


@dataclass
class LosAnswer:
    question: str
    line: LineReport
    spotter: LineReport | None
    spotter_problems: list[Contribution]
    assumptions: Assumptions
    ground: GroundSize

    @property
    def verdict(self) -> str:
        """The verdict for the fire asked: with a spotter, the spotter's line decides (7.1)."""
        if self.spotter is None:
            return self.line.verdict
        return "blocked" if self.spotter_problems else self.spotter.verdict

    def to_json(self) -> JsonObject:
        return {
            "question": self.question,
            "kind": "los",
            "verdict": self.verdict,
            "line": self.line.to_json(),
            "spotter": self.spotter.to_json() if self.spotter else None,
            "spotter_problems": [c.to_json() for c in self.spotter_problems],
            "assumptions": self.assumptions.to_json(),
        }

    def text_lines(self) -> list[str]:
        ln = self.line
        lines = [f"los {ln.start} -> {ln.end}, {ln.mode} fire: {ln.headline()}"]
        rows = ln.rows("    ")
        if self.spotter is not None:
            sp = self.spotter
            rows.append((f"  spotter's line {sp.start} -> {sp.end}: {sp.headline()}", ""))
            rows += sp.rows("    ")
            rows += [(f"    NO spotter: {c.what}", cite_text(c)) for c in self.spotter_problems]
            rows.append((f"  indirect fire with the spotter: {self.verdict.upper()}", ""))
        lines += aligned(rows)
        return lines + self.assumptions.lines()


class LosQuestion:
    name = "los"
    usage = "ask los A B [as direct|indirect] [spotter UNIT]   (A, B: unit ids or hexes COL,ROW)"

    def answer(self, pos: Position, question: m.Question) -> LosAnswer:
        args = ArgReader(pos, question, self.usage)
        start, viewer = args.sight_end(0)
        end, viewed = args.sight_end(1)
        mode, spotter, i = "direct", None, 2
        if i < len(question.args) and question.args[i].text == "as":
            mode = args.choice(i + 1, "fire mode", ("direct", "indirect"))
            i += 2
        if i < len(question.args) and question.args[i].text == "spotter":
            if mode != "indirect":
                raise UmpireError(question.args[i].pos, "only indirect fire uses a spotter", expected=self.usage)
            if viewer is None:
                raise UmpireError(question.args[0].pos, "a spotter looks for a firing unit", expected="A as a unit id")
            spotter = args.unit(i + 1)
            i += 2
        args.no_more(i)
        requests = [LineRequest("los", start, end, mode, viewer, viewed)]
        if spotter is not None:
            requests.append(LineRequest("spotter", spotter.hex, end, "spotter", spotter, viewed))
        extra = []
        if spotter is not None and viewer is not None:
            extra.append(f'spotter_for("spotter",{quoted(viewer.id)},{quoted(spotter.id)}).')
            extra.append(distance_fact(viewer.hex, spotter.hex))
        symbols, size = solve_lines(pos, "los", requests, extra)
        w = Wording.of(pos)
        by = by_name(symbols)
        reports = read_lines(pos, requests, by, w)
        problems = [contribution(r.reason, None, r.cite, w) for r in ordered(k.SpotterInvalid.rows(by))]
        names = {a for r in reports.values() for a in r.assumptions}
        assumptions = Assumptions.of(pos, names)
        return LosAnswer(str(question), reports["los"], reports.get("spotter"), problems, assumptions, size)
