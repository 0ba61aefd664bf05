"""``ask path U to H [as ACTION]``: the cheapest route into one hex, step by step, or why
there is none. It asks the KB the same thing as ``ask moves`` plus the target hex."""

from __future__ import annotations

from dataclasses import dataclass

from pyengine import scenario_model as m
from pyengine.checked_position import Position
from pyengine.hex_moves import Destination, MovesAnswer, optional_action, solve_moves
from pyengine.json_types import JsonObject
from pyengine.kb_solve import GroundSize
from pyengine.questions import ArgReader
from pyengine.trace import Contribution, aligned, cite_text


@dataclass
class PathAnswer:
    moves: MovesAnswer
    target: str
    route: Destination | None
    reasons: list[Contribution]

    @property
    def ground(self) -> GroundSize:
        return self.moves.ground

    def to_json(self) -> JsonObject:
        mv = self.moves
        verdict = "illegal" if mv.illegal else ("reachable" if self.route else "unreachable")
        return {
            "question": mv.question,
            "kind": "path",
            "verdict": verdict,
            "unit": mv.unit,
            "action": mv.action,
            "start": mv.start,
            "target": self.target,
            "allowance": {"value": mv.allowance, "trace": [c.to_json() for c in mv.allowance_trace]},
            "illegal": [c.to_json() for c in mv.illegal],
            "route": self.route.to_json() if self.route else None,
            "reasons": [c.to_json() for c in self.reasons],
            "assumptions": mv.assumptions.to_json(),
        }

    def text_lines(self) -> list[str]:
        mv = self.moves
        lines = mv.opening("path", f" to {self.target}")
        if mv.illegal:
            return lines
        rows: list[tuple[str, str]] = []
        if self.route is None:
            lines.append(f"  NO: {self.target} cannot be reached with {mv.allowance} {mv.allowance_unit}")
            rows += [(f"    - {c.what}", cite_text(c)) for c in self.reasons]
        else:
            r = self.route
            lines.append(f"  YES: cost {r.cost} of {mv.allowance} {mv.allowance_unit}, {r.left} left")
            lines.append(f"  route {' > '.join(r.path)}")
            rows += [(f"    {c.value:+d}  {c.what}", cite_text(c)) for c in r.steps]
            rows += [(f"    => {c.what}", cite_text(c)) for c in r.imposes]
        lines += aligned(rows)
        used = {a for c in [*self.reasons, *(self.route.steps if self.route else [])] for a in c.assumptions}
        lines += mv.assumptions.only(used).lines()
        return lines


class PathQuestion:
    name = "path"
    usage = "ask path UNIT to HEX [as ACTION]"

    def answer(self, pos: Position, question: m.Question) -> PathAnswer:
        args = ArgReader(pos, question, self.usage)
        unit = args.unit(0)
        args.keyword(1, "to")
        target = args.hex(2)
        action = optional_action(args, 3)
        moves = solve_moves(pos, question, unit, action, target)
        label = pos.label(target)
        route = next((d for d in moves.reachable if d.hex == label), None)
        reasons = next((u.reasons for u in moves.unreachable if u.hex == label), [])
        return PathAnswer(moves, label, route, reasons)
