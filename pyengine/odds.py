"""Exact odds of a battle roll, from the die faces the KB says hit and force a retreat.

The KB decides how many dice are rolled, how many faces of each die hit the target and how
many show a flag (a game's battle rules). Each die is independent, and a face is either a
hit, a flag or neither, so hits and flags each follow a binomial law. Only arithmetic
happens here, in Fractions, so the numbers are exact.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import comb

from pyengine.json_types import JsonObject


@cache  # a position rolls the same few dice counts against the same few targets
def binomial(n: int, p: Fraction) -> tuple[Fraction, ...]:
    """P(exactly k successes in n independent tries), k = 0..n."""
    return tuple(comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1))


def dice_words(n: int) -> str:
    """A number of dice in words: "1 die", "3 dice"."""
    return f"{n} {'die' if n == 1 else 'dice'}"


def _share(p: Fraction) -> JsonObject:
    return {"p": str(p), "percent": round(float(p) * 100, 2)}


@dataclass(frozen=True)
class Odds:
    """What one roll of ``dice`` dice does to a target with ``figures`` figures."""

    dice: int
    figures: int
    hits: tuple[Fraction, ...]
    flags: tuple[Fraction, ...]
    # A target whose hits are each rolled again (a Tiger): P(a die of that roll eliminates it).
    second: Fraction = Fraction(0)

    @classmethod
    def of(cls, dice: int, figures: int, hit_faces: int, flag_faces: int, sides: int, second_faces: int = 0) -> Odds:
        hits, flags = Fraction(hit_faces, sides), Fraction(flag_faces, sides)
        return cls(dice, figures, binomial(dice, hits), binomial(dice, flags), Fraction(second_faces, sides))

    @property
    def at_least_one_hit(self) -> Fraction:
        return 1 - self.hits[0]

    @property
    def expected_hits(self) -> Fraction:
        return sum((k * p for k, p in enumerate(self.hits)), Fraction(0))

    @property
    def eliminate(self) -> Fraction:
        """P(the hits alone remove every figure); for a target whose k hits are rolled again,
        P(at least one of those k dice shows the face that eliminates it)."""
        if self.second:
            return sum((p * (1 - (1 - self.second) ** k) for k, p in enumerate(self.hits)), Fraction(0))
        return sum(self.hits[self.figures :], Fraction(0))

    def to_json(self) -> JsonObject:
        return {
            "dice": self.dice,
            "figures": self.figures,
            "hits": [{"k": k, **_share(p)} for k, p in enumerate(self.hits)],
            "flags": [{"k": k, **_share(p)} for k, p in enumerate(self.flags)],
            "at_least_one_hit": _share(self.at_least_one_hit),
            "expected_hits": {"value": str(self.expected_hits), "decimal": round(float(self.expected_hits), 3)},
            "eliminate": _share(self.eliminate),
        }

    def text_lines(self, indent: str) -> list[str]:
        def pct(p: Fraction) -> str:
            return f"{float(p) * 100:.1f}%"

        hits = ", ".join(f"{k}: {pct(p)}" for k, p in enumerate(self.hits))
        flags = ", ".join(f"{k}: {pct(p)}" for k, p in enumerate(self.flags))
        return [
            f"{indent}hits   {hits}",
            f"{indent}flags  {flags}",
            f"{indent}P(at least 1 hit) {pct(self.at_least_one_hit)}, expected hits {float(self.expected_hits):.2f}, "
            f"P(eliminate {self.figures} figures) {pct(self.eliminate)}",
        ]
