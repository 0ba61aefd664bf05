"""Checking a whole game: a record replayed step by step, each step judged by the KB with its
reasons, its effects and its claims checked against them (`umpire replay`)."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field

from pyengine.errors import Pos
from pyengine.json_types import JsonObject
from pyengine.play.game import OpenGame
from pyengine.play.record import ClaimCheck, Record, check_claims, not_played_lines
from pyengine.play.steps import Verdict


@dataclass(frozen=True)
class StepReport:
    where: Pos
    verdict: Verdict
    claims: list[ClaimCheck]

    @property
    def holds(self) -> bool:
        return self.verdict.legal and all(c.holds for c in self.claims)

    def to_json(self) -> JsonObject:
        return {"line": self.where.line, **self.verdict.to_json(), "claim_checks": [c.to_json() for c in self.claims]}

    def text_lines(self) -> list[str]:
        lines = self.verdict.text_lines(assumptions=False)
        lines[0] = f"line {self.where.line}  {lines[0]}"
        return lines + claim_lines(self.claims)


def claim_lines(checks: list[ClaimCheck]) -> list[str]:
    """Each claim checked, a line each: what was claimed, whether it holds, what the step gave."""
    return [
        f"  claim {c.name} {_shown(c.claimed)}: {'ok' if c.holds else 'WRONG'} (the step gave {_shown(c.found)})"
        for c in checks
    ]


def _shown(value: object) -> str:
    """A claimed or found value as the record writes it (JSON)."""
    return "nothing" if value is None else json.dumps(value, ensure_ascii=False)


@dataclass
class ReplayReport:
    record: str
    scenario: str
    steps: list[StepReport] = field(default_factory=list)
    summary: list[str] = field(default_factory=list)
    winner: str | None = None
    not_played: tuple[str, ...] = ()

    @property
    def holds(self) -> bool:
        return all(s.holds for s in self.steps)

    def first_fault(self) -> StepReport | None:
        return next((s for s in self.steps if not s.holds), None)

    def to_json(self) -> JsonObject:
        fault = self.first_fault()
        return {
            "record": self.record,
            "scenario": self.scenario,
            "verdict": "holds" if self.holds else "faulty",
            "first_fault": fault.where.line if fault else None,
            "steps": [s.to_json() for s in self.steps],
            "summary": self.summary,
            "winner": self.winner,
            "not_played": list(self.not_played),
        }

    def text_lines(self) -> list[str]:
        lines = [f"replay {self.record} (scenario {self.scenario}): {len(self.steps)} step(s)"]
        lines += not_played_lines(self.not_played)
        for s in self.steps:
            lines += s.text_lines()
        fault = self.first_fault()
        if fault is not None:
            why = "an illegal step" if not fault.verdict.legal else "a wrong claim"
            lines.append(f"FAULT at line {fault.where.line}: {why}")
        lines += self.summary
        lines.append(f"winner: {self.winner or 'none yet'}")
        told = {line: None for s in self.steps for line in s.verdict.assumptions.lines()}
        return lines + list(told)


def replay(
    record: Record, game: OpenGame, keep_going: bool = False, after_step: Callable[[OpenGame], None] | None = None
) -> ReplayReport:
    """Replay a record on ``game`` (opened at its start from the record's header); stop at the
    first illegal step or wrong claim unless ``keep_going`` (an illegal step changes nothing,
    and the next is judged from the same state). ``after_step`` is told of each step."""
    report = ReplayReport(record.path, record.scenario, not_played=game.rules.not_played)
    for recorded in record.steps:
        step = game.step(recorded.words, recorded.side, recorded.where)
        verdict = game.apply(step)
        claims_at = Pos(recorded.where.file, recorded.where.line, 1, "$.claims")
        checks = check_claims(recorded.claims, verdict, game.rules.outcome_names, claims_at)
        report.steps.append(StepReport(recorded.where, verdict, checks))
        if after_step is not None:
            after_step(game)
        if not report.steps[-1].holds and not keep_going:
            break
    report.summary = game.summary()
    report.winner = game.winner()
    return report
