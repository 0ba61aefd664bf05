"""``ask spot A B`` and ``ask targets U``: whom a unit may fire at, and whether it must
roll to spot first (10.1, 10.5, 10.6). Each target is one sightline from the firer."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction

from pyengine import scenario_model as m
from pyengine.checked_position import PlacedUnit, Position
from pyengine.errors import UmpireError
from pyengine.games.assault import kb_rows as k
from pyengine.games.assault.sight import LineReport, LineRequest, read_lines, solve_lines
from pyengine.json_types import JsonObject
from pyengine.kb_atoms import quoted
from pyengine.kb_solve import GroundSize, KBError
from pyengine.kb_terms import Term, by_name, function, term
from pyengine.questions import ArgReader
from pyengine.relations import ordered, rows_by_unit
from pyengine.trace import (
    Assumptions,
    Contribution,
    Wording,
    aligned,
    cite_text,
    contribution,
    item_depends,
)


@dataclass
class Spotting:
    """Whether the firer must roll to spot the target, and its chance (10.5)."""

    needed: bool = False
    reasons: list[Contribution] = field(default_factory=list)  # what calls for a roll
    auto: list[Contribution] = field(default_factory=list)  # why none is needed (10.5.1)
    target_number: int | None = None
    table: Contribution | None = None
    modifiers: list[Contribution] = field(default_factory=list)
    faces: int | None = None
    unknown: list[Contribution] = field(default_factory=list)

    def summary(self) -> str:
        if not self.needed:
            return "spotted without a roll" if self.auto or self.reasons else "no spotting roll needed"
        if self.faces is None:
            return "spotting roll needed; target number unknown"
        total = sum(c.value or 0 for c in self.modifiers)
        mods = f", modifiers {total:+d}" if self.modifiers else ""
        return f"spotting roll {self.target_number}+{mods}: {self.faces} of 6 faces spot (p = {self.probability})"

    @property
    def probability(self) -> str | None:
        return None if self.faces is None else str(Fraction(self.faces, 6))

    def rows(self, indent: str) -> list[tuple[str, str]]:
        out = [(f"{indent}roll because: {c.what}", cite_text(c)) for c in self.reasons]
        out += [(f"{indent}auto-spotted: {c.what}", cite_text(c)) for c in self.auto]
        if self.table is not None:
            out.append((f"{indent}table: {self.table.what}", cite_text(self.table)))
        out += [(f"{indent}{c.value:+d}  {c.what}", cite_text(c)) for c in self.modifiers]
        out += [(f"{indent}unknown: {c.what}", cite_text(c)) for c in self.unknown]
        return out

    def to_json(self) -> JsonObject:
        return {
            "needed": self.needed,
            "reasons": [c.to_json() for c in self.reasons],
            "auto_spotted": [c.to_json() for c in self.auto],
            "target_number": self.target_number,
            "table": self.table.to_json() if self.table else None,
            "modifiers": [c.to_json() for c in self.modifiers],
            "faces": self.faces,
            "probability": self.probability,
            "unknown": [c.to_json() for c in self.unknown],
        }


@dataclass
class FireReport:
    """One target as the firer sees it."""

    target: str
    line: LineReport
    range: int | None = None
    row: Contribution | None = None
    band: Contribution | None = None
    arc: Contribution | None = None
    terrain_bonus: list[Contribution] = field(default_factory=list)
    cannot: list[Contribution] = field(default_factory=list)
    spotting: Spotting = field(default_factory=Spotting)
    assumptions: list[str] = field(default_factory=list)  # the fire rules' own, besides the line's

    def to_json(self) -> JsonObject:
        return {
            "target": self.target,
            "can_fire": not self.cannot,
            "cannot": [c.to_json() for c in self.cannot],
            "los": self.line.to_json(),
            "range": self.range,
            "target_row": self.row.to_json() if self.row else None,
            "band": self.band.to_json() if self.band else None,
            "arc": self.arc.to_json() if self.arc else None,
            "terrain_bonus": [c.to_json() for c in self.terrain_bonus],
            "spotting": self.spotting.to_json(),
            "assumptions": self.assumptions,
        }

    def rows(self) -> list[tuple[str, str]]:
        head = f"  {self.target} at {self.line.end}: "
        if self.cannot:
            out = [(head + "NO", "")]
            out += [(f"    - {c.what}", cite_text(c)) for c in self.cannot]
            return out + self.line.rows("      ")
        band = self.band.what if self.band else "?"
        out = [(head + f"YES, range {self.range}, {band}; LOS {self.line.headline()}", "")]
        for c in (self.row, self.band, self.arc):
            if c is not None:
                out.append((f"    {c.what}", cite_text(c)))
        out += self.line.rows("    ")
        out += [(f"    terrain bonus: {c.what}", cite_text(c)) for c in self.terrain_bonus]
        out.append((f"    {self.spotting.summary()}", ""))
        return out + self.spotting.rows("      ")


@dataclass
class FireReading:
    """What the fire rules say about firers and their targets."""

    reports: dict[str, FireReport]  # by line key
    illegal_by: dict[str, list[Contribution]]  # why a firer may not fire at all, by firer
    ground: GroundSize
    by: dict[str, list[Term]]  # every shown atom, by name
    wording: Wording
    extra: dict[str, list[str]]  # assumptions per line key, besides its line's

    @property
    def illegal(self) -> list[Contribution]:
        """Why the question's one firer may not fire."""
        return [c for reasons in self.illegal_by.values() for c in reasons]


def shot_key(firer: PlacedUnit, target: PlacedUnit) -> str:
    """A shot's sightline in the KB when many firers share a Control (``targets``, ``actions``)."""
    return f"{firer.id}>{target.id}"


def target_key(firer: PlacedUnit, target: PlacedUnit) -> str:
    """A shot's sightline when the question has one firer and one target (the dice rules key
    their pools by it)."""
    return target.id


def fire_requests(
    firer: PlacedUnit,
    targets: list[PlacedUnit],
    mode: str = "direct",
    key: Callable[[PlacedUnit, PlacedUnit], str] = shot_key,
) -> list[LineRequest]:
    """One aimed sightline per target. A shot longer than every band printed on the firer's
    card is out of range whatever lies on it (fire.lp decides so from its length), so it is
    not traced."""
    longest = max((b.last for b in firer.card.attacks), default=-1)
    return [
        LineRequest(
            key(firer, t),
            firer.hex,
            t.hex,
            mode,
            firer,
            t,
            aims=True,
            traced=firer.hex.distance(t.hex) <= longest,
        )
        for t in targets
    ]


def fire_reports(
    pos: Position,
    firer: PlacedUnit,
    targets: list[PlacedUnit],
    task: str,
    mode: str = "direct",
    facts: Sequence[str] = (),
    rows: Sequence[str] = (),
    more_lines: Sequence[LineRequest] = (),
    trace_all: bool = False,
    key: Callable[[PlacedUnit, PlacedUnit], str] = target_key,
) -> FireReading:
    """Trace and judge one sightline per target; the firer-level reasons come back too.
    ``facts``, ``rows`` and ``more_lines`` are what a task adds (dice pools: the question's
    options, the fire modification rows, a fire support unit's own line); ``trace_all``
    traces even the shots out of every band (spotting asks about sight, not range)."""
    requests = fire_requests(firer, targets, mode, key)
    if trace_all:
        requests = [replace(r, traced=True) for r in requests]
    requests += more_lines
    symbols, size = solve_lines(pos, task, requests, [k.Firer.fact(u=quoted(firer.id)), *facts], (firer,), rows)
    return read_fire(pos, requests, by_name(symbols), size)


@dataclass
class TabledShot:
    """What fire.lp would derive for a shot the bridge did not send (beyond every band):
    its range, its target's rows, its arcs, and why it may not be fired."""

    range: int
    rows: list[tuple[Term, Term]] = field(default_factory=list)  # row, cite
    fire_as: list[tuple[Term, Term]] = field(default_factory=list)  # how, cite
    cannot: list[tuple[Term, Term]] = field(default_factory=list)  # reason, cite


def tabled_shots(requests: list[LineRequest], by: Mapping[str, list[Term]]) -> dict[str, TabledShot]:
    """The shots the bridge did not send, by line key, judged by the KB's tables per target and
    per firer: the same rules, applied per shot."""
    tables = rows_by_unit(by, frozenset({"row_of", "target_bar", "reach_of", "row_bar", "any_bearing"}))
    out: dict[str, TabledShot] = {}
    for req in requests:
        if not req.by_tables or req.viewer is None or req.viewed is None:
            continue
        n = req.start.distance(req.end)
        firer, target = tables[req.viewer.id], tables[req.viewed.id]
        shot = out[req.key] = TabledShot(n, fire_as=[(b.how, b.cite) for b in k.AnyBearing.rows(firer)])
        shot.cannot += [(bar.reason, bar.cite) for bar in k.TargetBar.rows(target)]
        for row in k.RowOf.rows(target):
            shot.rows.append((row.row, row.cite))
            mine = (req.mode, str(row.row))
            for bar in k.RowBar.rows(firer):
                if (str(bar.md), str(bar.row)) == mine:
                    shot.cannot.append((bar.reason, bar.cite))
            for reach in k.ReachOf.rows(firer):
                if (str(reach.md), str(reach.row)) != mine:
                    continue
                if n <= reach.m.number:  # fire_requests traces every shot within a band
                    raise KBError(f"shot {req.key} is within the reach of {req.viewer.id}'s {row.row} row")
                shot.cannot.append((function("out_of_range", [term(str(n)), reach.m]), reach.cite))
    return out


def read_fire(
    pos: Position, requests: list[LineRequest], by: Mapping[str, list[Term]], size: GroundSize
) -> FireReading:
    """Each aimed line's report, keyed by the line, from the fire rules' atoms (the answer's
    atoms by name) and the KB's tables applied to the shots not sent."""
    w = Wording.of(pos)
    by = defaultdict(list, by)
    lines = read_lines(pos, requests, by, w)
    reports = {r.key: FireReport(r.viewed.id, lines[r.key]) for r in requests if r.aims and r.viewed is not None}
    extra: dict[str, list[str]] = defaultdict(list)
    for item, assumption in item_depends(by):
        if item.name == "fire":
            (fired,) = item.arguments  # fire(L)
            extra[fired.string].append(assumption)

    def c(label: Term, cite: Term, value: int | None = None, key: str = "") -> Contribution:
        return contribution(label, value, cite, w, tuple(sorted(set(extra.get(key, ())))))

    for line, shot in tabled_shots(requests, by).items():
        report = reports[line]
        report.line.verdict = "untraced"
        report.range = shot.range
        for row, cite in shot.rows:
            report.row = c(function("target_row", [row]), cite)
        for how, cite in shot.fire_as:
            report.arc = c(how, cite, key=line)
        report.cannot += [c(reason, cite, key=line) for reason, cite in sorted(shot.cannot)]
    for rg in k.Range.rows(by):
        reports[rg.line.string].range = rg.n.number
    for t in k.TargetRow.rows(by):
        reports[t.line.string].row = c(function("target_row", [t.row]), t.cite)
    for b in k.Band.rows(by):
        reports[b.line.string].band = c(function("band", [b.band, b.dice]), b.cite)
    for f in k.FireAs.rows(by):
        reports[f.line.string].arc = c(f.how, f.cite, key=f.line.string)
    for bonus in ordered(k.Tdb.rows(by)):
        reports[bonus.line.string].terrain_bonus.append(c(bonus.source, bonus.cite, key=bonus.line.string))
    for no in ordered(k.Cannot.rows(by)):
        reports[no.line.string].cannot.append(c(no.reason, no.cite, key=no.line.string))
    _spotting(reports, by, c)
    for line_key, names in extra.items():
        if line_key in reports:
            reports[line_key].assumptions = sorted(set(names))
    illegal_by = _firer_refusals(by, w)
    # A firer that may not fire at all may fire at no target: each shot says why.
    for r in requests:
        if r.key in reports and r.viewer is not None:
            reports[r.key].cannot += illegal_by.get(r.viewer.id, [])
    return FireReading(reports, dict(illegal_by), size, by, w, extra)


# How read_fire words one part of a report: label, cite, value, and the line it is keyed by.
Worder = Callable[..., Contribution]


def _spotting(reports: dict[str, FireReport], by: Mapping[str, list[Term]], c: Worder) -> None:
    """Each shot's spotting roll (5.2): whether it needs one, why, its table and modifiers."""
    for n in k.NeedsRoll.rows(by):
        reports[n.line.string].spotting.needed = True
    for rr in ordered(k.RollReason.rows(by)):
        reports[rr.line.string].spotting.reasons.append(c(rr.why, rr.cite, key=rr.line.string))
    for a in ordered(k.AutoSpot.rows(by)):
        reports[a.line.string].spotting.auto.append(c(a.why, a.cite, key=a.line.string))
    for tn in k.TargetNumber.rows(by):
        sp = reports[tn.line.string].spotting
        sp.target_number = tn.k.number
        sp.table = c(function("target_number", [tn.k]), tn.cite, key=tn.line.string)
    for mod in ordered(k.SpotMod.rows(by)):
        reports[mod.line.string].spotting.modifiers.append(c(mod.label, mod.cite, mod.v.number, mod.line.string))
    for sf in k.SpotFaces.rows(by):
        reports[sf.line.string].spotting.faces = sf.n.number
    for u in ordered(k.SpotUnknown.rows(by)):
        reports[u.line.string].spotting.unknown.append(c(u.why, u.cite, key=u.line.string))


def _firer_refusals(by: Mapping[str, list[Term]], w: Wording) -> dict[str, list[Contribution]]:
    """Why a firer may not fire at all (illegal(fire(U), ...)), by firer."""
    illegal_by: dict[str, list[Contribution]] = defaultdict(list)
    for i in ordered(k.Illegal.rows(by)):
        if i.fire.name == "fire":
            (firer,) = i.fire.arguments  # fire(U)
            illegal_by[firer.string].append(contribution(i.reason, None, i.cite, w))
    return illegal_by


def used_assumptions(pos: Position, reports: list[FireReport]) -> Assumptions:
    return Assumptions.of(pos, {a for r in reports for a in (*r.line.assumptions, *r.assumptions)})


@dataclass
class FireAnswer:
    """What ``spot`` and ``targets`` answers share: the firer and why it may not fire at all."""

    question: str
    firer: str
    illegal: list[Contribution]
    assumptions: Assumptions
    ground: GroundSize

    def common_json(self, kind: str, verdict: str) -> JsonObject:
        return {
            "question": self.question,
            "kind": kind,
            "verdict": verdict,
            "firer": self.firer,
            "illegal": [c.to_json() for c in self.illegal],
            "assumptions": self.assumptions.to_json(),
        }


@dataclass
class SpotAnswer(FireAnswer):
    report: FireReport

    def to_json(self) -> JsonObject:
        verdict = "roll" if self.report.spotting.needed else "spotted"
        return {**self.common_json("spot", verdict), "target": self.report.to_json()}

    def text_lines(self) -> list[str]:
        r = self.report
        summary = "no line of sight, nothing to spot" if r.line.verdict == "blocked" else r.spotting.summary()
        lines = [f"spot {self.firer} -> {r.target}: {summary}"]
        rows = r.spotting.rows("    ")
        rows.append((f"  LOS {r.line.headline()}", ""))
        rows += r.line.rows("    ")
        rows += [(f"  arc: {r.arc.what}", cite_text(r.arc))] if r.arc else []
        rows += [(f"  terrain bonus: {c.what}", cite_text(c)) for c in r.terrain_bonus]
        rows += [(f"  may not fire: {c.what}", cite_text(c)) for c in [*self.illegal, *r.cannot]]
        return lines + aligned(rows) + self.assumptions.lines()


class SpotQuestion:
    name = "spot"
    usage = "ask spot FIRER TARGET"

    def answer(self, pos: Position, question: m.Question) -> SpotAnswer:
        args = ArgReader(pos, question, self.usage)
        firer, target = args.unit(0), args.unit(1)
        args.no_more(2)
        if firer.id == target.id:
            raise UmpireError(question.args[1].pos, "a unit does not spot itself", expected=self.usage)
        reading = fire_reports(pos, firer, [target], "spot", trace_all=True)
        report = reading.reports[target.id]
        assumptions = used_assumptions(pos, [report])
        return SpotAnswer(str(question), firer.id, reading.illegal, assumptions, reading.ground, report)


@dataclass
class TargetsAnswer(FireAnswer):
    start: str
    reports: list[FireReport]

    def to_json(self) -> JsonObject:
        verdict = "illegal" if self.illegal else "legal"
        targets = [r.to_json() for r in self.reports]
        return {**self.common_json("targets", verdict), "from": self.start, "targets": targets}

    def text_lines(self) -> list[str]:
        lines = [f"targets of {self.firer}, from {self.start}"]
        if self.illegal:
            lines.append(f"  NO: {self.firer} may not fire")
            lines += aligned([(f"    - {c.what}", c.cite.text()) for c in self.illegal])
            return lines
        able = [r for r in self.reports if not r.cannot]
        lines.append(f"  may fire at {len(able)} of {len(self.reports)} enemy units")
        rows = [row for r in self.reports for row in r.rows()]
        return lines + aligned(rows) + self.assumptions.lines()


class TargetsQuestion:
    name = "targets"
    usage = "ask targets UNIT"

    def answer(self, pos: Position, question: m.Question) -> TargetsAnswer:
        args = ArgReader(pos, question, self.usage)
        firer = args.unit(0)
        args.no_more(1)
        enemies = sorted((u for u in pos.units.values() if u.side != firer.side), key=lambda u: u.id)
        reading = fire_reports(pos, firer, enemies, "targets", key=shot_key)
        ordered = sorted(reading.reports.values(), key=lambda r: (bool(r.cannot), r.range or 0, r.target))
        assumptions = used_assumptions(pos, ordered)
        start = pos.label(firer.hex)
        return TargetsAnswer(str(question), firer.id, reading.illegal, assumptions, reading.ground, start, ordered)
