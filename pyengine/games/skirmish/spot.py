"""``ask spot S T``: may S spot T? The spotting row by target type, ground, status,
visibility and where the spotter stands, against the exact distance (kb/skirmish/spotting.lp)."""

from __future__ import annotations

from dataclasses import dataclass

from pyengine import kb_rows as kb
from pyengine import scenario_model as m
from pyengine.games.skirmish import kb_rows as k
from pyengine.games.skirmish.common import Solved, TableArgs, assumptions_by_label, distance_text, solve
from pyengine.games.skirmish.facts import compared, comparison_facts, distance_facts, q, unit_facts
from pyengine.games.skirmish.table import Soldiers, Table
from pyengine.json_types import JsonObject
from pyengine.kb_solve import GroundSize
from pyengine.plane import Cmp, as_cmp, length
from pyengine.trace import Assumptions, Contribution, aligned, cite_text

CMP_WORDS = {"lt": "<", "eq": "=", "gt": ">"}
# The spotting parts in the order a player reads the table.
PARTS = ("target", "ground", "cover", "status", "visibility")


@dataclass
class Look:
    """One viewer's look at the target: the spotter itself, or the team it sees with."""

    via: str
    where: str
    distance: str
    limit: Contribution
    comparison: Cmp
    seen: bool

    def to_json(self) -> JsonObject:
        return {
            "via": self.via,
            "where": self.where,
            "distance": self.distance,
            "limit_cm": self.limit.value,
            "limit": self.limit.to_json(),
            "comparison": self.comparison,
            "seen": self.seen,
        }


@dataclass
class SpotAnswer:
    question: str
    spotter: str
    target: str
    rows: list[tuple[str, Contribution]]
    looks: list[Look]
    assumptions: Assumptions
    ground: GroundSize

    @property
    def seen(self) -> bool:
        return any(look.seen for look in self.looks)

    def to_json(self) -> JsonObject:
        return {
            "question": self.question,
            "kind": "spot",
            "spotter": self.spotter,
            "target": self.target,
            "verdict": "seen" if self.seen else "unseen",
            "rows": [{"part": part, "row": r.to_json()} for part, r in self.rows],
            "looks": [look.to_json() for look in self.looks],
            "assumptions": self.assumptions.to_json(),
        }

    def text_lines(self) -> list[str]:
        head = f"spot {self.spotter} -> {self.target}: {'SEEN' if self.seen else 'NOT SEEN'}"
        rows = [(f"  {part}: {r.what}", cite_text(r)) for part, r in self.rows]
        for look in self.looks:
            who = self.spotter if look.via == self.spotter else f"{look.via} (the team {self.spotter} sees with)"
            verdict = "seen" if look.seen else "not seen"
            rows.append(
                (
                    f"  from {who}, {look.where}: {look.distance} {CMP_WORDS[look.comparison]} "
                    f"{look.limit.value} cm: {verdict}",
                    cite_text(look.limit),
                )
            )
        return [head, *aligned(rows), *self.assumptions.lines()]


class SpotQuestion:
    name = "spot"
    usage = "ask spot SPOTTER TARGET"

    def answer(self, table: Table, question: m.Question) -> SpotAnswer:
        args = TableArgs(table, question, self.usage)
        spotter, target = args.enemy_soldiers()
        args.no_more(2)
        return spot(table, question, spotter, target)


def spot(table: Table, question: m.Question, spotter: Soldiers, target: Soldiers) -> SpotAnswer:
    facts = unit_facts(table, spotter) + unit_facts(table, target) + sighting_facts(table, spotter, target)
    solved = solve(table, "spot", facts)
    return read_spot(solved, question, spotter, target)


def sighting_facts(table: Table, spotter: Soldiers, target: Soldiers) -> list[str]:
    """What the spotting rules read for one look besides the two units' own facts: their
    distance, and the friends of the spotter that may look for it (a vehicle sees through a
    team beside it, spotting.lp's viewer/3). `spot`, `fire` and `light_fire` send the same, so
    they judge alike."""
    bands, beside = (table.catalogue.distance_uses[use] for use in ("spot", "spot_proxy"))
    facts = [k.Spotting.fact(s=q(spotter.id), t=q(target.id)), kb.Visibility.fact(v=table.visibility)]
    facts += distance_facts(spotter, target, bands)
    for friend in table.units.values():
        if friend.side != spotter.side or friend.id == spotter.id:
            continue
        near = compared(spotter, friend, beside)
        facts += comparison_facts(spotter, friend, near)
        # Farther than the proxy distance, a friend is no viewer whatever near/1 admits (lt,
        # and eq under threshold_inclusive): its own facts and the target's distance from it
        # would only be grounded for nothing.
        if any(c != "gt" for _, c in near):
            facts += unit_facts(table, friend) + distance_facts(friend, target, bands)
    return facts


def read_spot(solved: Solved, question: m.Question, spotter: Soldiers, target: Soldiers) -> SpotAnswer:
    units = solved.table.units
    because = assumptions_by_label(solved)
    target_why = because.get(("target", target.id), []) + because.get(("ground", target.id), [])
    spot_rows = solved.rows(k.SpotRow)
    parts = {r.part.name: r for r in spot_rows}
    rows = [
        (p, solved.labelled(parts[p].value, None, parts[p].cite, target_why if p != "visibility" else ()))
        for p in PARTS
        if p in parts
    ]
    # where(Via): the part of the row read from each place the target is looked at from.
    where = {
        looked_from.string: r.value.name
        for r in spot_rows
        if r.part.name == "where"
        for looked_from in r.part.arguments
    }
    verdicts = {r.via.string: r for r in solved.rows(k.SpotVerdict)}
    looks = []
    for s in sorted(solved.rows(k.SpotLimit), key=lambda r: (r.via.string != spotter.id, r.via.string)):
        via = s.via.string
        verdict = verdicts[via]
        look_why = because.get(("limit", via), []) + (
            because.get(("proxy", spotter.id), []) if via != spotter.id else []
        )
        limit = solved.labelled(s.cm, s.cm.number, s.cite, look_why)
        looks.append(
            Look(
                via,
                "within the target's area" if where[via] == "within" else "out of the target's area",
                distance_text(length(units[via].at, target.at)),
                limit,
                as_cmp(verdict.cmp.name),
                verdict.verdict.name == "seen",
            )
        )
    return SpotAnswer(str(question), spotter.id, target.id, rows, looks, solved.assumed(), solved.ground)
