"""``ask chips``: the maneuver chips each side takes at the start of the turn (line 6)."""

from __future__ import annotations

from dataclasses import dataclass

from pyengine import scenario_model as m
from pyengine.games.skirmish import kb_rows as k
from pyengine.games.skirmish.common import TableArgs, solve
from pyengine.games.skirmish.facts import q
from pyengine.games.skirmish.table import Table
from pyengine.json_types import JsonObject
from pyengine.kb_solve import GroundSize
from pyengine.trace import Contribution, aligned, cite_text


@dataclass
class Army:
    side: str
    platoons: Contribution
    chips: Contribution

    def to_json(self) -> JsonObject:
        return {"side": self.side, "platoons": self.platoons.to_json(), "chips": self.chips.to_json()}


@dataclass
class ChipsAnswer:
    question: str
    armies: list[Army]
    ground: GroundSize

    def to_json(self) -> JsonObject:
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
        TableArgs(table, question, self.usage).no_more(0)
        facts = [
            f
            for u in table.units.values()
            for f in (k.Side.fact(u=q(u.id), s=u.side), k.Platoon.fact(u=q(u.id), p=q(u.platoon)))
        ]
        solved = solve(table, "chips", facts)
        chips = {r.s.name: r for r in solved.rows(k.Chips)}
        armies = [
            Army(
                p.s.name,
                solved.labelled(p.s, p.n.number, p.cite),
                solved.labelled(chips[p.s.name].s, chips[p.s.name].n.number, chips[p.s.name].cite),
            )
            for p in solved.rows(k.Platoons)
        ]
        return ChipsAnswer(str(question), sorted(armies, key=lambda a: a.side), solved.ground)
