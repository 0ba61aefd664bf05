"""What the quick judge (quick.py) writes for one step: the atoms turn.lp shows about it."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from pyengine.kb_terms import Rows, Term, term


@dataclass
class StepAtoms:
    """What one step removes, adds and did, each with its citation, and what it rests on."""

    phase: str
    refused: set[tuple[str, Term]] = field(default_factory=set)
    removes: set[tuple[str, Term]] = field(default_factory=set)
    adds: set[tuple[str, Term]] = field(default_factory=set)
    did: set[tuple[str, Term]] = field(default_factory=set)
    rests_on: set[str] = field(default_factory=set)

    def goes_to(self, phase: str, cite: Term) -> None:
        """turn.lp's next/3: the phase changes, cited by the rule that moves it."""
        if phase != self.phase:
            self.removes.add((f"phase({self.phase})", cite))
            self.adds.add((f"phase({phase})", cite))

    def shown(self, i: int) -> Rows:
        """The atoms turn.lp shows about step ``i``."""
        by: Rows = defaultdict(list)
        by["depends"] = [term(f"depends(step({i}),{a})") for a in self.rests_on]
        by["refused"] = [term(f"refused({i},{r},{c})") for r, c in self.refused]
        if self.refused:
            return by
        by["removes"] = [term(f"removes({i},{f},{c})") for f, c in self.removes]
        by["adds"] = [term(f"adds({i},{f},{c})") for f, c in self.adds]
        by["outcome"] = [term(f"outcome({i},{w},{c})") for w, c in self.did]
        return by
