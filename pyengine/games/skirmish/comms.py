"""``ask comms A B``: may A pass word to B? Each row of the communications table that the two
units' relation opens, with the sight line direct or interrupted (kb/skirmish/comms.lp)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import pairwise

from pyengine import scenario_model as m
from pyengine.games.skirmish import kb_rows as k
from pyengine.games.skirmish.common import TableArgs, distance_text, solve
from pyengine.games.skirmish.facts import distance_facts, q, unit_facts
from pyengine.games.skirmish.table import Soldiers, Table
from pyengine.json_types import JsonObject
from pyengine.kb_solve import GroundSize
from pyengine.plane import Box, Point, cut_params, length, locate, point_at
from pyengine.trace import Assumptions, Contribution, aligned, cite_text

CMP_WORDS = {"lt": "<", "eq": "=", "gt": ">"}


@dataclass
class Channel:
    """One row of the table that applies: its distance, and whether the message gets through."""

    relation: str
    limit: Contribution
    comparison: str
    through: bool

    def to_json(self) -> JsonObject:
        return {
            "relation": self.relation,
            "limit_cm": self.limit.value,
            "limit": self.limit.to_json(),
            "comparison": self.comparison,
            "through": self.through,
        }


@dataclass
class CommsAnswer:
    question: str
    sender: str
    receiver: str
    distance: str
    sight: Contribution
    channels: list[Channel]
    assumptions: Assumptions
    ground: GroundSize

    @property
    def through(self) -> bool:
        return any(c.through for c in self.channels)

    def to_json(self) -> JsonObject:
        return {
            "question": self.question,
            "kind": "comms",
            "from": self.sender,
            "to": self.receiver,
            "verdict": "through" if self.through else "out_of_range",
            "distance": self.distance,
            "sight": self.sight.to_json(),
            "channels": [c.to_json() for c in self.channels],
            "assumptions": self.assumptions.to_json(),
        }

    def text_lines(self) -> list[str]:
        verdict = "GETS THROUGH" if self.through else "OUT OF RANGE"
        head = f"comms {self.sender} -> {self.receiver}: {verdict} ({self.distance})"
        rows = [(f"  sight line: {self.sight.what}", cite_text(self.sight))]
        for c in self.channels:
            mark = "through" if c.through else "too far"
            rows.append(
                (
                    f"  {c.relation.replace('_', ' ')}: up to {c.limit.value} cm, "
                    f"{self.distance} {CMP_WORDS[c.comparison]} {c.limit.value}: {mark}",
                    cite_text(c.limit),
                )
            )
        return [head, *aligned(rows), *self.assumptions.lines()]


class CommsQuestion:
    name = "comms"
    usage = "ask comms UNIT UNIT"

    def answer(self, table: Table, question: m.Question) -> CommsAnswer:
        args = TableArgs(table, question, self.usage)
        a, b = args.soldiers(0), args.soldiers(1)
        args.no_more(2)
        facts = [k.Comms.fact(a=q(a.id), b=q(b.id)), *unit_facts(table, a), *unit_facts(table, b)]
        facts += distance_facts(a, b, table.catalogue.distance_uses["comms"])
        facts += sight_facts(table, a, b)
        solved = solve(table, "comms", facts)
        sight = sorted(solved.rows(k.CommsSight), key=str)[0]
        ok = {r.relation.name for r in solved.rows(k.CommsOk)}
        cmp = {r.relation.name: r.cmp.name for r in solved.rows(k.CommsVerdict)}
        channels = [
            Channel(
                r.relation.name,
                solved.labelled(r.relation, r.cm.number, r.cite),
                cmp[r.relation.name],
                r.relation.name in ok,
            )
            for r in sorted(solved.rows(k.CommsRange5), key=lambda r: (-r.cm.number, r.relation.name))
        ]
        return CommsAnswer(
            str(question),
            a.id,
            b.id,
            distance_text(length(a.at, b.at)),
            solved.labelled(sight.sight, None, sight.cite),
            channels,
            solved.assumed(),
            solved.ground,
        )


def sight_facts(table: Table, a: Soldiers, b: Soldiers) -> list[str]:
    """The areas and buildings the line from a to b passes through, holding neither end."""
    out = []
    box = Box.around([a.at, b.at])
    for r in table.regions:
        if not r.box.meets(box) or r.kind == "minefield":
            continue
        if locate(a.at, r.polygon) != "outside" or locate(b.at, r.polygon) != "outside":
            continue
        if passes_through(a.at, b.at, r.polygon):
            out.append(k.SightCrosses.fact(a=q(a.id), b=q(b.id), f=q(r.id), t=r.terrain))
    return out


def passes_through(a: Point, b: Point, polygon: tuple[Point, ...]) -> bool:
    """Whether segment ab runs through the polygon's interior (not only along an edge)."""
    cuts = sorted({*cut_params(a, b, polygon), Fraction(0), Fraction(1)})
    return any(locate(point_at(a, b, (s + t) / 2), polygon) == "inside" for s, t in pairwise(cuts))
