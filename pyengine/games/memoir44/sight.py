"""Memoir '44 sightlines for the KB: what each line meets, and on which side.

Geometry only. ``pyengine/sightline.py`` finds the hexes a centre-to-centre line passes
through, the hexsides it runs along and the corners it touches; this module adds the side
(left or right, seen from the line's start) of every hex the line only touches, which the
both-sides rule of kb/memoir44/los.lp needs. Whether anything blocks is the KB's call.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass

from pyengine import kb_rows as kb
from pyengine.checked_position import PlacedUnit, Position
from pyengine.games.memoir44 import kb_rows as k
from pyengine.hexgrid import Hex
from pyengine.json_types import JsonObject
from pyengine.kb_atoms import quoted
from pyengine.kb_terms import Term, function
from pyengine.sightline import cross, trace
from pyengine.trace import Contribution, Wording, contribution, item_depends


@dataclass(frozen=True)
class M44Line:
    """One line to judge: its id in the KB, its ends, and the units standing on them."""

    key: str
    start: Hex
    end: Hex
    viewer: PlacedUnit | None = None
    viewed: PlacedUnit | None = None


def side_of(a: Hex, b: Hex, h: Hex) -> str:
    """Which side of the line a->b the centre of h lies on, looking from a (axial
    coordinates keep the plane's orientation, y pointing down the map)."""
    return "right" if cross((b.q - a.q, b.r - a.r), (h.q - a.q, h.r - a.r)) > 0 else "left"


def line_facts(pos: Position, lines: list[M44Line]) -> tuple[list[str], set[Hex]]:
    """Facts for each line, and the hexes whose contents the KB must see: every hex on the
    map a line meets, plus every hill hex when a line starts or ends on a hill (hills join up)."""
    facts: list[str] = []
    hexes: set[Hex] = set()
    hills = False
    for ln in lines:
        seen = trace(ln.start, ln.end)
        hexes |= seen.touched_on(pos.shape) | {ln.start, ln.end}
        hills = hills or bool(pos.catalogue.highland & {pos.terrain_at(ln.start), pos.terrain_at(ln.end)})
        lt = quoted(ln.key)
        facts.append(kb.Sightline.fact(line=lt, a=ln.start.term(), b=ln.end.term()))
        facts += [kb.LineHex.fact(line=lt, h=h.term()) for h in seen.hexes]
        for x, y in seen.along:
            facts.append(kb.LineAlong.fact(line=lt, h1=x.term(), h2=y.term()))
            facts += [
                k.LineTouch.fact(line=lt, h=h.term(), side=side_of(ln.start, ln.end, h), how="hexside") for h in (x, y)
            ]
        facts += [
            k.LineTouch.fact(line=lt, h=h.term(), side=side_of(ln.start, ln.end, h), how="corner") for h in seen.vertex
        ]
        for end, unit in (("from", ln.viewer), ("to", ln.viewed)):
            if unit is not None:
                facts.append(kb.LineEndUnit.fact(line=lt, end=end, u=quoted(unit.id)))
    if hills:
        hexes |= {h for h, t in pos.terrain.items() if t in pos.catalogue.highland}
    return facts, hexes


@dataclass
class LineReading:
    """The KB's verdict on one line, with every reason and every hex that let it pass."""

    start: str
    end: str
    verdict: str
    blocked_by: list[Contribution]
    passes: list[Contribution]
    notes: list[Contribution]

    def to_json(self) -> JsonObject:
        return {
            "from": self.start,
            "to": self.end,
            "verdict": self.verdict,
            "blocked_by": [c.to_json() for c in self.blocked_by],
            "passes": [c.to_json() for c in self.passes],
            "notes": [c.to_json() for c in self.notes],
        }


def read_lines(pos: Position, lines: list[M44Line], by: Mapping[str, list[Term]]) -> dict[str, LineReading]:
    """Each line's verdict, reasons, passes and notes, keyed by the line's id, from the
    answer's atoms grouped ``by`` name."""
    w = Wording.of(pos)
    depends: dict[str, list[str]] = defaultdict(list)
    for item, assumption in item_depends(by):
        depends[str(item)].append(assumption)
    out = {ln.key: LineReading(pos.label(ln.start), pos.label(ln.end), "clear", [], [], []) for ln in lines}
    for v in k.LineVerdict.rows(by):
        out[v.line.string].verdict = str(v.verdict)
    for b in k.BlockedBy.rows(by):
        assumed = tuple(depends.get(f"blocked_by({b.line},{b.reason})", ()))
        out[b.line.string].blocked_by.append(contribution(b.reason, None, b.cite, w, assumed))
    for p in k.Passes.rows(by):
        assumed = tuple(depends.get(f"passes({p.line},{p.h},{p.why})", ()))
        out[p.line.string].passes.append(contribution(function("passes_hex", [p.h, p.why]), None, p.cite, w, assumed))
    for n in k.LineNote.rows(by):
        out[n.line.string].notes.append(contribution(n.note, None, n.cite, w))
    for reading in out.values():
        for items in (reading.blocked_by, reading.passes, reading.notes):
            items.sort(key=lambda c: c.term)
    return out
