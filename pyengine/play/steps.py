"""Steps of a game in play and their verdicts: what a game's play rules give the core.

A step is a side and the game's typed action (a frozen dataclass each game declares: a move
names its unit and hex); its words ("move us3 12,6") are written only where a person or a
record reads them. Chance steps belong to the side ``chance`` (a roll, a card drawn). A verdict
says whether the KB allows the step, every reason it does not (with the question's own reasons
where a question decided it), and, for a legal step, the facts it removes and adds and what it
did, each with its citation. Nothing here decides anything.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import ClassVar, Protocol

from pyengine.json_types import JsonObject
from pyengine.kb_atoms import quoted
from pyengine.play.state import GameState
from pyengine.trace import Assumptions, Contribution, aligned, cite_text

# The side that takes chance steps: dice and draws.
CHANCE = "chance"


class Action(Hashable, Protocol):
    """A game's typed step: a frozen dataclass that compares by value."""

    verb: ClassVar[str]

    def words(self) -> str:
        """The step in a game record's words."""
        ...


# The fields of an action a player points at on a board, by the name the page reads them by: the
# unit that acts, the unit it acts on, a card, and a hex by its label in the scenario's words.
POINTED_FIELDS = {"unit": "unit", "target": "target", "card": "card", "label": "hex"}


def pointed_at(action: Action) -> dict[str, str]:
    """What a step points at on the board and in the hand (a battle: its unit and target)."""
    return {name: str(getattr(action, f)) for f, name in POINTED_FIELDS.items() if hasattr(action, f)}


@dataclass(frozen=True)
class UnitStep:
    """A step that names one unit: its verb, then the unit (each game's steps build on it)."""

    verb: ClassVar[str]
    unit: str

    def words(self) -> str:
        return f"{self.verb} {self.unit}"

    def term(self) -> str:
        return f"{self.verb}({quoted(self.unit)})"


@dataclass(frozen=True)
class Step:
    side: str
    action: Action

    @property
    def words(self) -> str:
        return self.action.words()

    def __str__(self) -> str:
        return f"{self.side}: {self.words}"


@dataclass(frozen=True)
class Change:
    """One fact a step removes or adds, as the KB wrote it and as a player reads it."""

    fact: str
    added: bool
    cite: Contribution

    def to_json(self) -> JsonObject:
        return {"fact": self.fact, "change": "add" if self.added else "remove", "what": self.cite.what, **_cite(self)}


def _cite(change: Change) -> JsonObject:
    return {"cite": change.cite.cite.to_json()}


@dataclass(frozen=True)
class Verdict:
    """The KB's judgement of one step in one state."""

    step: Step
    reasons: tuple[Contribution, ...]
    changes: tuple[Change, ...] = ()
    outcomes: tuple[Contribution, ...] = ()
    assumptions: Assumptions = field(default_factory=lambda: Assumptions(()))
    # What the step did as a record's claims say it (docs/play.md): each outcome's name and
    # its arguments in the scenario's words (a number, a name, a hex "13,3"; one alone, several
    # as a list, none as true).
    claims: tuple[tuple[str, object], ...] = ()

    @property
    def legal(self) -> bool:
        return not self.reasons

    def claimed(self) -> dict[str, object]:
        """The claims by name: one outcome's value, or the list of the values when the step did
        several of that name (two objectives won at once)."""
        grouped: dict[str, list[object]] = {}
        for name, value in self.claims:
            grouped.setdefault(name, []).append(value)
        return {name: values[0] if len(values) == 1 else values for name, values in grouped.items()}

    def after(self, state: GameState) -> GameState:
        """The state the step leads to (the KB's removals, then its additions)."""
        return state.changed((c.fact for c in self.changes if not c.added), (c.fact for c in self.changes if c.added))

    def to_json(self) -> JsonObject:
        return {
            "side": self.step.side,
            "do": self.step.words,
            "verdict": "legal" if self.legal else "illegal",
            "reasons": [c.to_json() for c in self.reasons],
            "outcomes": [c.to_json() for c in self.outcomes],
            "changes": [c.to_json() for c in self.changes],
            "claims": self.claimed(),
            "assumptions": self.assumptions.to_json(),
        }

    def text_lines(self, changes: bool = True, assumptions: bool = True) -> list[str]:
        """The verdict in lines: its reasons, outcomes and changes (each cited) and, unless told
        not to (a report that tells them once), the assumptions they rest on."""
        head = f"{self.step}: {'legal' if self.legal else 'ILLEGAL'}"
        rows = [(f"  NO: {c.what}", cite_text(c)) for c in self.reasons]
        rows += [(f"  => {c.what}", cite_text(c)) for c in self.outcomes]
        if changes:
            rows += [(f"  {'+' if c.added else '-'} {c.cite.what}", cite_text(c.cite)) for c in self.changes]
        return [head, *aligned(rows), *(self.assumptions.lines() if assumptions else [])]
