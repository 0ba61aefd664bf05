"""A game in play as plain data: the set of state facts the game's KB reads and changes.

A state is a frozen set of ground terms in clingo's own text (``unit_at("u1",h(3,4))``), so it
compares and hashes by value, copies for free, round-trips through JSON as a sorted list, and
goes into a clingo Control as it is. It holds no random generator and no deck order: a deck is
a count of cards, and what comes out of it is a chance step chosen by whoever drives the game.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

import clingo

from pyengine.errors import Pos, UmpireError
from pyengine.kb_terms import Term, term

# A fact's text is bounded, and so is each number in it: clingo keeps 32-bit numbers and wraps
# a larger one silently (turn(99999999999999) would read as turn(276447231)).
MAX_FACT = 400
MAX_NUMBER = 1_000_000_000
# A quoted string (skipped) or a number, in a fact's text.
TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|\d+')


@lru_cache(maxsize=65536)
def canonical(text: str) -> str | None:
    """A fact's text as clingo writes it, or None if it is not one ground term (or is too long,
    or holds a number past MAX_NUMBER)."""
    if len(text) > MAX_FACT or "\x00" in text:
        return None
    if any(not t.startswith('"') and (len(t) > 10 or int(t) > MAX_NUMBER) for t in TOKENS.findall(text)):
        return None
    try:
        parsed = clingo.parse_term(text, logger=lambda _code, _message: None)
    except (RuntimeError, ValueError):
        return None
    return str(parsed) if parsed.type == clingo.SymbolType.Function else None


class StateCheck(Protocol):
    """What holds a position from outside to a game's rules (PlayRules.check_state)."""

    def check_state(self, state: GameState, where: Pos) -> None: ...


@dataclass(frozen=True)
class GameState:
    """Every fact of a position in play (what the game's turn rules read as their input)."""

    facts: frozenset[str]

    def __deepcopy__(self, memo: dict[int, object]) -> GameState:
        # Immutable: a copy is itself (OpenSpiel deep-copies a state's fields to clone it).
        return self

    def changed(self, removes: Iterable[str], adds: Iterable[str]) -> GameState:
        """The state after a step: its removed facts out, then its added facts in."""
        return GameState((self.facts - frozenset(removes)) | frozenset(adds))

    def terms(self) -> list[Term]:
        """The facts as terms, read by name (``relations.Row.of``)."""
        return [term(f) for f in sorted(self.facts)]

    def kb_facts(self) -> list[str]:
        return [f"{f}." for f in sorted(self.facts)]

    def to_json(self) -> dict[str, list[str]]:
        return {"facts": sorted(self.facts)}

    @classmethod
    def from_json(cls, doc: object, where: Pos, rules: StateCheck) -> GameState:
        """A state from its JSON, held to ``rules`` (a game's play rules) before any rule reads
        it; a fault names its JSON path under ``where``."""
        if not isinstance(doc, dict) or not isinstance(doc.get("facts"), list):
            raise UmpireError(where, "a game state is an object with a list 'facts'", expected='{"facts": [...]}')
        facts = []
        for i, text in enumerate(doc["facts"]):
            fact = canonical(text) if isinstance(text, str) else None
            if fact is None:
                at = Pos(where.file, where.line, where.column, f"{where.json_path or '$'}.facts[{i}]")
                raise UmpireError(at, "not a fact", found=repr(text)[:80], expected='a ground term, e.g. "turn(1)"')
            facts.append(fact)
        state = cls(frozenset(facts))
        rules.check_state(state, where)
        return state
