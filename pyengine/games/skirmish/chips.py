"""``ask chips``: the maneuver chips each side takes at the start of the turn (line 6)."""

from __future__ import annotations

from dataclasses import dataclass

from pyengine import scenario_model as m
from pyengine.games.skirmish.common import TableArgs, solve
from pyengine.games.skirmish.facts import q
from pyengine.games.skirmish.table import Table
from pyengine.kb_solve import GroundSize
from pyengine.trace import Contribution, aligned, cite_text


@dataclass
class Army:
    side: str
    platoons: Contribution
    chips: Contribution

    def to_json(self) -> dict:
        return {"side": self.side, "platoons": self.platoons.to_json(), "chips": self.chips.to_json()}


@dataclass
class ChipsAnswer:
    question: str
    armies: list[Army]
    ground: GroundSize

    def to_json(self) -> dict:
        return {"question": self.question, "kind": "chips", "armies": [a.to_json() for a in self.armies]}

    def text_lines(self) -> list[str]:
        rows = []
        for a in self.armies:
            rows.append((f"  {a.side}: {a.platoons.value} platoon(s)", cite_text(a.platoons)))
            rows.append((f"    maneuver chips: {a.chips.value}", cite_text(a.chips)))
        return ["chips", *aligned(rows)]


class ChipsQuestion:
    name = "chips"
    usage = "ask chips"

    def answer(self, table: Table, question: m.Question) -> ChipsAnswer:
        TableArgs(table, question, self.usage).no_more(0)  # type: ignore[arg-type]
        facts = [
            f
            for u in table.units.values()
            for f in (f"side({q(u.id)},{u.side}).", f"platoon({q(u.id)},{q(u.platoon)}).")
        ]
        solved = solve(table, "chips", facts)
        chips = {s.arguments[0].name: s for s in solved.by["chips"]}
        armies = [
            Army(
                side,
                solved.labelled(p.arguments[0], p.arguments[1].number, p.arguments[2]),
                solved.labelled(chips[side].arguments[0], chips[side].arguments[1].number, chips[side].arguments[2]),
            )
            for p in solved.by["platoons"]
            for side in [p.arguments[0].name]
        ]
        return ChipsAnswer(str(question), sorted(armies, key=lambda a: a.side), solved.ground)
