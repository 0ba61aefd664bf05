"""How much one question may load. A scenario is data that anyone may write, and a typo such
as `mp normal 200` on a 500 x 500 map asks for a move over 120,000 hexes: clingo's grounding
cannot be interrupted from Python once started, so the bound is put on what a question hands
it, before any grounding starts.

The default is generous: the benchmarks' 8-MP moves load 331 hexes and Memoir '44's whole
board is 113, while a 38-MP Assault move over 4,921 hexes takes 2.0 s and 236 MB.
"""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT_MAX_HEXES = 5_000


@dataclass(frozen=True)
class Budget:
    max_hexes: int = DEFAULT_MAX_HEXES


class OverBudget(Exception):
    """A question would load more than its budget allows; the question's reader turns this
    into a user-facing error that names the question."""

    def __init__(self, hexes: int, limit: int) -> None:
        self.hexes = hexes
        self.limit = limit
        super().__init__(f"{hexes} hexes, over the limit of {limit}")
