"""``umpire check``: the chart checker. The lints are in kb/core/lint.lp and each game's
check.lp; this module runs them in one clingo call, words the findings and renders them."""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import PurePath

from clingo import SymbolType

from pyengine import kb_rows as kb
from pyengine.errors import Pos, UmpireError
from pyengine.game import GAMES
from pyengine.json_types import JsonObject
from pyengine.kb_rules import catalogue, program
from pyengine.kb_solve import solve
from pyengine.kb_terms import Term, function
from pyengine.term_wording import TermWording
from pyengine.user_chart import UserChart, load_user_chart, read_chart_file
from pyengine.version import __version__
from pyengine.wording_diff import wording_facts

SCHEMA_VERSION = 1
SEVERITY_ORDER = {"error": 0, "warning": 1, "info": 2}
CLASSES = ("cross_edition", "cross_reference", "structure", "contradiction", "semantic")
TEXT_SOURCES_SHOWN = 6  # evidence lines per finding in text; JSON always has all of them


@dataclass(frozen=True)
class Source:
    doc: str
    file: str
    where: str
    says: str | None

    def to_json(self) -> JsonObject:
        return {"doc": self.doc, "file": self.file, "where": self.where, "says": self.says}


@dataclass(frozen=True)
class Finding:
    id: str
    kind: str
    klass: str
    severity: str
    subject: tuple[str, ...]
    explanation: str
    sources: tuple[Source, ...]

    def to_json(self) -> JsonObject:
        return {
            "id": self.id,
            "kind": self.kind,
            "class": self.klass,
            "severity": self.severity,
            "subject": list(self.subject),
            "explanation": self.explanation,
            "sources": [s.to_json() for s in self.sources],
        }


@dataclass(frozen=True, order=True)
class Check:
    """One check a game's lints made (``check_result/3``): passed, or failed with findings."""

    check: str
    subject: str
    result: str

    def to_json(self) -> JsonObject:
        return {"check": self.check, "subject": self.subject, "result": self.result}


@dataclass(frozen=True)
class Report:
    game: str
    chart: str | None
    findings: tuple[Finding, ...]
    checks: tuple[Check, ...] = ()

    def counts(self, attr: str) -> dict[str, int]:
        return dict(sorted(Counter(getattr(f, attr) for f in self.findings).items()))


def _plain(sym: Term) -> str:
    return sym.string if sym.type == SymbolType.String else str(sym)


class Words(TermWording):
    """Words findings with the checker's message templates and labels (no decisions here)."""

    def __init__(self, symbols: list[Term]) -> None:
        messages: dict[str, str] = {}
        self.labels: dict[str, str] = {}
        for m in kb.Message.of(symbols):
            messages[str(m.functor)] = _plain(m.template)
        for label in kb.Label.of(symbols):
            self.labels.setdefault(str(label.term), _plain(label.text))
        super().__init__(messages)

    def _own_words(self, sym: Term) -> str | None:
        return self.labels.get(str(sym))

    def _unworded(self, name: str, args: list[str]) -> str:
        name = name.replace("_", " ")
        if not args:
            return name
        return f"{name} ({', '.join(args)})" if name else ", ".join(args)


def _finding_id(kind: str, subject: Term) -> str:
    return kind + ":" + "/".join(_plain(a) for a in subject.arguments)


def _involves(subject: Term, names: set[str]) -> bool:
    return any(str(a) in names for a in subject.arguments)


def run_check(game: str, chart_path: str | None = None, chart_text: str | None = None) -> Report:
    """Every finding over the game's shipped data, or only those that involve the user's chart:
    the file ``chart_path``, or ``chart_text`` named ``chart_path`` (a request's chart, which
    never reaches the disk)."""
    user: UserChart | None = None
    extra = ""
    if chart_path is not None:
        rules = GAMES[game]
        if not rules.chart_schema:
            raise UmpireError(Pos(chart_path), f"{game} has no chart editions to check a chart against")
        shipped_docs = set(catalogue(game, None).documents)
        text = read_chart_file(chart_path) if chart_text is None else chart_text
        user = load_user_chart(chart_path, text, rules.chart_schema, set(rules.edition_files), shipped_docs)
        extra = "\n".join(
            [
                user.facts,
                kb.UserEdition.fact(ed=user.edition),
                f'document({user.doc}, "{_escape(chart_path)}", "user chart").',
                f'label({user.doc}, "{_escape(PurePath(chart_path).name)}").',
            ]
        )
    symbols, _ = solve(program(GAMES[game].checker()), extra, then=wording_facts)
    words = Words(symbols)
    documents = {str(d.doc): _plain(d.file) for d in kb.Document.of(symbols)}
    kinds = {str(k.kind): (str(k.class_), str(k.severity)) for k in kb.Kind.of(symbols)}
    # A lint may set one finding's severity apart from its kind's (finding_severity/3).
    severity_of = {(str(f.kind), f.subject): str(f.severity) for f in kb.FindingSeverity.of(symbols)}
    evidence: dict[tuple[str, Term], list[Source]] = {}
    for e in kb.Evidence.of(symbols):
        source = Source(
            str(e.doc),
            documents.get(str(e.doc), ""),
            "" if str(e.loc) == "none" else words.term(e.loc),
            None if str(e.says) == "none" else words.term(e.says),
        )
        evidence.setdefault((str(e.kind), e.subject), []).append(source)
    findings = []
    for f in kb.Finding.of(symbols):
        kind, subject = str(f.kind), f.subject
        if user is not None and not _involves(subject, {user.edition, user.doc}):
            continue
        klass, severity = kinds[kind]
        severity = severity_of.get((kind, subject), severity)
        sources = sorted(set(evidence.get((kind, subject), [])), key=lambda e: (e.doc, _natural(e.where), e.says or ""))
        findings.append(
            Finding(
                _finding_id(kind, subject),
                kind,
                klass,
                severity,
                tuple(_plain(a) for a in subject.arguments),
                words.term(function(kind, subject.arguments)),
                tuple(sources),
            )
        )
    findings.sort(key=lambda f: (SEVERITY_ORDER[f.severity], CLASSES.index(f.klass), f.id))
    checks = sorted(Check(_plain(c.check), _plain(c.subject), _plain(c.result)) for c in kb.CheckResult.of(symbols))
    return Report(game, chart_path, tuple(findings), tuple(checks))


def _natural(text: str) -> list[int | str]:
    """Sort key that puts 'line 9' before 'line 10'."""
    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", text)]


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def as_json(report: Report) -> str:
    body = {
        "umpire": __version__,
        "schema": SCHEMA_VERSION,
        "game": report.game,
        "chart": report.chart,
        "counts": {"by_class": report.counts("klass"), "by_severity": report.counts("severity")},
        "checks": [c.to_json() for c in report.checks],
        "findings": [f.to_json() for f in report.findings],
    }
    return json.dumps(body, indent=2, ensure_ascii=False)


def as_text(report: Report) -> str:
    scope = f"{report.game} charts" + (f" and {report.chart}" if report.chart else "")
    by_sev = ", ".join(
        f"{n} {s}" for s, n in sorted(report.counts("severity").items(), key=lambda kv: SEVERITY_ORDER[kv[0]])
    )
    by_class = ", ".join(f"{c.replace('_', '-')} {n}" for c, n in report.counts("klass").items())
    count = len(report.findings)
    lines = [f"umpire check: {scope}: {count} finding{'' if count == 1 else 's'}" + (f" ({by_sev})" if by_sev else "")]
    if by_class:
        lines.append(f"by class: {by_class}")
    passed = [f"{c.check} {c.subject}" for c in report.checks if c.result == "passed"]
    if report.checks:
        lines.append(f"checks: {len(report.checks)} made, {len(passed)} passed: " + ", ".join(passed))
    for f in report.findings:
        lines += ["", f"[{f.severity}] {f.id}  ({f.klass.replace('_', '-')})", f"  {f.explanation}"]
        for src in f.sources[:TEXT_SOURCES_SHOWN]:
            where = ", ".join(p for p in (src.where, src.says) if p)
            lines.append(f"  - {PurePath(src.file).name or src.doc}" + (f": {where}" if where else ""))
        if len(f.sources) > TEXT_SOURCES_SHOWN:
            lines.append(f"  - ... and {len(f.sources) - TEXT_SOURCES_SHOWN} more (see --json)")
    return "\n".join(lines)
