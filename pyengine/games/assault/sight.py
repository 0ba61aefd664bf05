"""Sightlines for the KB, and the LOS verdicts it derives, read back with their why.

This module traces each asked line exactly (pyengine/sightline.py), emits facts for the
hexes those lines meet and nothing else, and reads the KB's verdict, hindrances, blockers
and notes per line. ``ask los``, ``ask spot`` and ``ask targets`` all build on it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from pyengine import kb_rows as kb
from pyengine.checked_position import PlacedUnit, Position
from pyengine.fact_builders import hex_facts, scenario_facts, unit_facts
from pyengine.games.assault import kb_rows as k
from pyengine.games.assault.card_facts import card_facts, defense_facts
from pyengine.hexgrid import Hex
from pyengine.json_types import JsonObject
from pyengine.kb_atoms import Fact, quoted
from pyengine.kb_rules import ReferenceMode, ask_kb
from pyengine.kb_solve import Answer, GroundSize
from pyengine.kb_terms import Term, function
from pyengine.relations import ordered
from pyengine.sightline import bearing, trace
from pyengine.trace import Contribution, Wording, cite_text, item_depends

MODES = ("direct", "indirect", "spotter")


@dataclass(frozen=True)
class LineRequest:
    """One sightline to trace: its id in the KB, its ends, and what looks along it."""

    key: str
    start: Hex
    end: Hex
    mode: str = "direct"
    viewer: PlacedUnit | None = None
    viewed: PlacedUnit | None = None
    aims: bool = False  # the viewer fires along it at the viewed unit (fire.lp)
    # False for a shot longer than every band of the firer's card: the KB judges it out of
    # range from its length alone, so its hexes are not traced (los.lp: untraced/1).
    traced: bool = True

    def term(self) -> str:
        return quoted(self.key)

    @property
    def by_tables(self) -> bool:
        """An untraced shot is not sent to the KB: the bridge applies the KB's tables per
        target and per firer to it (fire.lp, fire.py), unless the reference is asked for."""
        return self.aims and not self.traced and not ReferenceMode.reference


@dataclass
class SightFacts:
    """What the KB needs for a set of sightlines: facts, the chart words they use, and the
    optional rule modules their geometry calls for."""

    facts: list[Fact] = field(default_factory=list)
    words: set[str] = field(default_factory=set)
    modules: set[str] = field(default_factory=set)


def sight_facts(
    pos: Position, lines: list[LineRequest], firers: Sequence[PlacedUnit] = (), more_hexes: Iterable[Hex] = ()
) -> SightFacts:
    """Facts for the given sightlines: what each meets, the hexes met (and ``more_hexes``),
    the units at the ends; with ``firers``, their cards, and the defense dice that tell
    armoured targets apart (4.2.2)."""
    out = SightFacts()
    hexes: set[Hex] = set(more_hexes)
    units: dict[str, PlacedUnit] = {}
    tabled: set[str] = set()
    for req in lines:
        for unit in (req.viewer, req.viewed):
            if unit is not None:
                units[unit.id] = unit
        if not req.traced and req.aims and req.viewer is not None and req.viewed is not None:
            _untraced_shot(req, req.viewer, req.viewed, out, tabled)
        else:
            hexes |= _line_facts(pos, req, out)
    out.facts += sorted(tabled)
    # A firer's own road, whose path_step facts need the next hex along it: a pivot to fire
    # on a road is free (fire.lp, 9.10).
    hexes |= {b for firer in firers for b, _ in pos.path_steps.get(firer.hex, ())}
    region, out.words = hex_facts(pos, hexes)
    out.facts += region
    for h in {h for req in lines for h in (req.start, req.end)}:
        for _, kind in pos.hexside_index.get(h, ()):
            out.facts.append(k.EndBorder.fact(h=h.term(), kind=kind))
            out.words.add(kind)
            out.modules.add("los_sides.lp")
    _unit_facts(units, firers, out)
    return out


def _untraced_shot(req: LineRequest, viewer: PlacedUnit, viewed: PlacedUnit, out: SightFacts, tabled: set[str]) -> None:
    """A shot the KB judges without tracing its line (beyond every band)."""
    if req.by_tables:
        # Most of a whole side's shots are beyond every band: the KB's tables need only
        # their targets, firers and modes.
        tabled.add(k.UntracedTarget.fact(t=quoted(viewed.id)))
        tabled.add(k.UntracedFrom.fact(u=quoted(viewer.id), md=req.mode))
    else:  # the reference way: one fact each (fire.lp unpacks it)
        a, b, dist = req.start.term(), req.end.term(), req.start.distance(req.end)
        out.facts.append(
            k.UntracedShot.fact(line=req.term(), a=a, b=b, m=req.mode, u=quoted(viewer.id), t=quoted(viewed.id), n=dist)
        )


def _line_facts(pos: Position, req: LineRequest, out: SightFacts) -> set[Hex]:
    """One sightline's facts and modules; the hexes it touches."""
    lt = req.term()
    out.facts += [
        kb.Sightline.fact(line=lt, a=req.start.term(), b=req.end.term()),
        k.LineMode.fact(line=lt, m=req.mode),
    ]
    for end, unit in (("from", req.viewer), ("to", req.viewed)):
        if unit is not None:
            out.facts.append(kb.LineEndUnit.fact(line=lt, end=end, u=quoted(unit.id)))
    if req.aims and req.viewed is not None:
        out.facts += [k.Aims.fact(line=lt, t=quoted(req.viewed.id)), distance_fact(req.start, req.end)]
    if not req.traced:
        out.facts.append(k.Untraced.fact(line=lt))
        return set()
    line = trace(req.start, req.end)
    if req.aims:
        out.facts.append(k.Bearing.fact(line=lt, k=bearing(req.start, req.end)))
        # The hexside the line crosses into the target's hex (none at a corner): a road
        # through it may leave the target without the hex's bonus (fire.lp, 9.6.3).
        entry = [a if b == req.end else b for a, b in line.sides if req.end in (a, b)]
        out.facts += [k.LineEntry.fact(line=lt, a=h.term()) for h in entry]
    # Only a hexside holding a feature can matter where a line crosses it (los_sides.lp,
    # fire_dice.lp): the others stay out of the facts.
    featured = [(a, b) for a, b in line.sides if has_hexside(pos, a, b)]
    out.facts += [kb.LineHex.fact(line=lt, h=h.term()) for h in line.hexes]
    out.facts += [kb.LineAlong.fact(line=lt, h1=a.term(), h2=b.term()) for a, b in line.along]
    out.facts += [k.LineVertex.fact(line=lt, h=h.term()) for h in line.vertex]
    out.facts += [k.LineSide.fact(line=lt, h1=a.term(), h2=b.term()) for a, b in featured]
    if featured or any(has_hexside(pos, a, b) for a, b in line.along):
        out.modules.add("los_sides.lp")
    if line.along:
        out.modules.add("los_along.lp")
    if req.mode != "direct":
        out.modules.add("los_indirect.lp")
    return line.touched_on(pos.shape)


def _unit_facts(units: dict[str, PlacedUnit], firers: Sequence[PlacedUnit], out: SightFacts) -> None:
    """The units at the lines' ends and the firers: a firer's card, another's defense dice."""
    firing = {f.id for f in firers}
    for firer in firers:
        units[firer.id] = firer
        out.facts += card_facts(firer)
    for unit in units.values():
        out.facts += unit_facts(unit, detailed=True)
        out.words.update(unit.statuses)  # markers that bear on spotting load their rules
        if firers and unit.id not in firing:
            out.facts += defense_facts(unit)


def has_hexside(pos: Position, a: Hex, b: Hex) -> bool:
    """Whether a hexside feature runs between two neighbouring hexes."""
    return any(n == b for n, _ in pos.hexside_index.get(a, ()))


def distance_fact(a: Hex, b: Hex) -> str:
    return kb.Distance.fact(a=a.term(), b=b.term(), n=a.distance(b))


def solve_lines(
    pos: Position,
    task: str,
    lines: list[LineRequest],
    extra: Sequence[str] = (),
    firers: Sequence[PlacedUnit] = (),
    rows: Sequence[str] = (),
) -> tuple[Answer, GroundSize]:
    """Solve the task for these sightlines; ``rows`` names chart rows the rules read besides
    the ones the hexes' words call for."""
    sf = sight_facts(pos, lines, firers)
    facts = [*sf.facts, *extra]
    words = sf.words | set(rows)
    return ask_kb(pos.game.name, pos.edition, scenario_facts(pos), task, words, facts, tuple(sorted(sf.modules)))


@dataclass
class LineReport:
    """What the KB says about one sightline."""

    start: str
    end: str
    mode: str
    verdict: str = "clear"
    hindrances: list[Contribution] = field(default_factory=list)
    blockers: list[Contribution] = field(default_factory=list)
    notes: list[Contribution] = field(default_factory=list)
    assumptions: list[str] = field(default_factory=list)

    @property
    def count(self) -> int:
        return len(self.hindrances)

    def headline(self) -> str:
        """The verdict, and the assumptions it rests on."""
        n = self.count
        words = {
            "hindered": f"HINDERED: {n} hindrance{'s' if n != 1 else ''}",
            "blocked": "BLOCKED",
            "untraced": "NOT TRACED (longer than every range band)",
        }
        assumes = f" [assumes {', '.join(self.assumptions)}]" if self.assumptions else ""
        return words.get(self.verdict, "CLEAR") + assumes

    def rows(self, indent: str = "  ") -> list[tuple[str, str]]:
        out = [(f"{indent}blocked by {c.what}", cite_text(c)) for c in self.blockers]
        out += [(f"{indent}hindrance {i}: {c.what}", cite_text(c)) for i, c in enumerate(self.hindrances, 1)]
        out += [(f"{indent}{c.what}", cite_text(c)) for c in self.notes]
        return out

    def to_json(self) -> JsonObject:
        return {
            "from": self.start,
            "to": self.end,
            "mode": self.mode,
            "verdict": self.verdict,
            "hindrance_count": self.count,
            "hindrances": [c.to_json() for c in self.hindrances],
            "blockers": [c.to_json() for c in self.blockers],
            "notes": [c.to_json() for c in self.notes],
            "assumptions": self.assumptions,
        }


def read_lines(
    pos: Position, lines: list[LineRequest], by: Mapping[str, list[Term]], w: Wording
) -> dict[str, LineReport]:
    """One LineReport per request, keyed by the request's key, from the answer's atoms by name."""
    reports = {req.key: LineReport(pos.label(req.start), pos.label(req.end), req.mode) for req in lines}
    for item, assumption in item_depends(by):
        if item.name == "los":
            (line,) = item.arguments  # los(L)
            reports[line.string].assumptions.append(assumption)
    for report in reports.values():
        report.assumptions = sorted(set(report.assumptions))

    def add(target: str, key: str, what: str, term: Term, cite: Term) -> None:
        getattr(reports[key], target).append(Contribution(what, str(term), None, w.citation(cite)))

    for v in k.Verdict.rows(by):
        reports[v.line.string].verdict = str(v.v)
    for b in ordered(k.Blocker.rows(by)):
        add("blockers", b.line.string, f"{w.term(b.src)}, {w.term(b.where)}", b.as_term(), b.cite)
    for h in ordered(k.Hindrance.rows(by)):
        text = f"{w.term(h.src)}, {w.term(h.where)}: defense die {w.term(h.die)}"
        add("hindrances", h.line.string, text, h.as_term(), h.cite)
    for eye in ordered(k.Eye.rows(by)):  # only lines with a raised end (los.lp)
        add(
            "notes", eye.line.string, f"{w.term(eye.e)} end sees from level {eye.level.number}", eye.as_term(), eye.cite
        )
    for name, words in NOTES.items():
        for s in sorted(by[name]):
            key, *middle, cite = s.arguments
            add("notes", key.string, words(w, middle), s, cite)
    return reports


# How each kind of LOS note reads; the arguments are the atom's, without the line and cite.
NOTES: dict[str, Callable[[Wording, list[Term]], str]] = {
    "passed_over": lambda w, a: f"sees over {w.term(a[1])} in hex {w.term(a[0])} (height {a[2].number})",
    "ignored": lambda w, a: f"hex {w.term(a[0])}: {w.term(a[1])}",
    "along_rule": lambda w, a: f"along the hexside {w.term(a[0])}|{w.term(a[1])}: {w.term(a[2])}",
    "side_note": lambda w, a: f"meets the {w.term(a[2])} {w.term(a[0])}|{w.term(a[1])}: it does not change LOS",
    "see_no_attack": lambda w, a: w.term(function("see_no_attack")),
    "no_hindrance_dice": lambda w, a: w.term(function("no_hindrance_dice")),
}
