"""``ask maneuvers UNIT``: which simple and complex maneuvers the unit may perform now, and
why not the others (kb/skirmish/maneuvers.lp)."""

from __future__ import annotations

from dataclasses import dataclass

from pyengine import scenario_model as m
from pyengine.games.skirmish import kb_rows as k
from pyengine.games.skirmish.common import TableArgs, solve
from pyengine.games.skirmish.facts import distance_facts, q, unit_facts
from pyengine.games.skirmish.table import Soldiers, Table
from pyengine.json_types import JsonObject
from pyengine.kb_solve import GroundSize
from pyengine.trace import Assumptions, Contribution, aligned, cite_text


@dataclass
class Closed:
    maneuver: str
    reasons: list[Contribution]

    def to_json(self) -> JsonObject:
        return {"maneuver": self.maneuver, "reasons": [r.to_json() for r in self.reasons]}


@dataclass
class ManeuversAnswer:
    question: str
    unit: str
    open: list[tuple[str, Contribution]]  # group (simple | complex), the maneuver
    closed: list[Closed]
    assumptions: Assumptions
    ground: GroundSize

    def to_json(self) -> JsonObject:
        return {
            "question": self.question,
            "kind": "maneuvers",
            "unit": self.unit,
            "open": [{"group": g, "maneuver": c.term, "cite": c.cite.to_json()} for g, c in self.open],
            "closed": [c.to_json() for c in self.closed],
            "assumptions": self.assumptions.to_json(),
        }

    def text_lines(self) -> list[str]:
        rows = [(f"  may {c.term.replace('_', ' ')} ({group})", cite_text(c)) for group, c in self.open]
        for c in self.closed:
            rows += [(f"  may not {c.maneuver.replace('_', ' ')}: {r.what}", cite_text(r)) for r in c.reasons]
        return [f"maneuvers {self.unit}", *aligned(rows), *self.assumptions.lines()]


class ManeuversQuestion:
    name = "maneuvers"
    usage = "ask maneuvers UNIT"

    def answer(self, table: Table, question: m.Question) -> ManeuversAnswer:
        args = TableArgs(table, question, self.usage)
        unit = args.soldiers(0)
        args.no_more(1)
        solved = solve(table, "maneuvers", maneuver_facts(table, unit))
        opened = sorted(
            ((r.group.name, solved.labelled(r.m, None, r.cite)) for r in solved.rows(k.ManeuverOk)),
            key=lambda o: (o[0] != "simple", o[1].term),
        )
        reasons: dict[str, list[Contribution]] = {}
        for r in solved.rows(k.ManeuverNo):
            reasons.setdefault(r.m.name, []).append(solved.labelled(r.reason, None, r.cite))
        closed = [Closed(name, sorted(rs, key=lambda r: r.term)) for name, rs in sorted(reasons.items())]
        return ManeuversAnswer(str(question), unit.id, opened, closed, solved.assumed(), solved.ground)


def maneuver_facts(table: Table, unit: Soldiers) -> list[str]:
    """The unit, and every other unit with its distance from it against the maneuvers'
    distances and the unit's own tactical distance (an assault's reach)."""
    distances = set(table.catalogue.distance_uses["maneuvers"])
    if unit.card.tactical is not None:
        distances.add(unit.card.tactical[0])
    elif unit.unit_class in table.catalogue.words("team_class"):
        distances |= table.catalogue.distance_uses.get("team_move", set())
    facts = [k.Asking.fact(u=q(unit.id)), *unit_facts(table, unit)]
    for other in table.units.values():
        if other.id != unit.id:
            facts += unit_facts(table, other) + distance_facts(unit, other, distances)
    return facts
