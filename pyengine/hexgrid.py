"""Exact hex geometry in integers: coordinate conventions, map shapes, distance.

Every map is pointy-topped and made of rows 0..height-1. Internally a hex is an
axial pair (q, r) with r = row. A scenario names hexes in one of three conventions:

* ``offset``  -- "col,row"; every row has ``width`` hexes, odd rows sit half a hex to
  the right (odd-r). Axial: q = col - (row - (row & 1)) // 2.
* ``doubled`` -- "col,row" with doubled columns, as Memoir '44 scenarios use: even rows
  use even columns 0..2(width-1), odd rows odd columns 1..2width-3 (one hex fewer).
  Axial: q = (col - row) // 2.
* ``axial``   -- "q,r" directly, over the same shape as ``offset``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

CONVENTIONS = ("offset", "doubled", "axial")

# Axial unit steps, clockwise from east; kb/core/hex.lp lists the same six.
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))


class Hex(NamedTuple):
    """A hex in axial coordinates. A named tuple rather than a dataclass: the readers hash
    and compare hexes hundreds of times per question, and a tuple does that in C."""

    q: int
    r: int

    def neighbours(self) -> Iterator[Hex]:
        for dq, dr in DIRECTIONS:
            yield Hex(self.q + dq, self.r + dr)

    def distance(self, other: Hex) -> int:
        dq, dr = other.q - self.q, other.r - self.r
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2

    def term(self) -> str:
        """The clingo term for this hex."""
        return f"h({self.q},{self.r})"


@dataclass(frozen=True)
class MapShape:
    """Which hexes exist, and how the scenario names them."""

    width: int
    height: int
    convention: str

    def to_axial(self, a: int, b: int) -> Hex | None:
        """The hex a scenario writes as "a,b", or None if that name is not valid."""
        if self.convention == "axial":
            return Hex(a, b)
        if self.convention == "offset":
            return Hex(a - (b - (b & 1)) // 2, b)
        if (a + b) % 2:
            return None  # doubled columns: col + row is always even
        return Hex((a - b) // 2, b)

    def reading_order(self, h: Hex) -> tuple[int, int]:
        """A hex's place in reading order: row by row, then along the row, as the map names it."""
        col, row = self.name(h)
        return (row, col)

    def name(self, h: Hex) -> tuple[int, int]:
        """The pair the scenario would write for this hex."""
        if self.convention == "axial":
            return (h.q, h.r)
        if self.convention == "offset":
            return (h.q + (h.r - (h.r & 1)) // 2, h.r)
        return (2 * h.q + h.r, h.r)

    def label(self, h: Hex) -> str:
        a, b = self.name(h)
        return f"{a},{b}"

    def contains(self, h: Hex) -> bool:
        if not 0 <= h.r < self.height:
            return False
        col, _ = self.name(h)
        if self.convention == "doubled":
            return 0 <= col <= 2 * (self.width - 1) - (h.r & 1)
        return 0 <= col < self.width

    def hexes(self) -> Iterator[Hex]:
        for row in range(self.height):
            if self.convention == "doubled":
                cols = range(row & 1, 2 * self.width - 1 - (row & 1), 2)
            else:
                cols = range(self.width)
            for col in cols:
                h = self.to_axial(col, row)
                assert h is not None
                yield h

    def within(self, centre: Hex, radius: int) -> tuple[Hex, ...]:
        """Hexes of the map within ``radius`` of ``centre``, without scanning the map."""
        return _within(self, centre, radius)


# Memoised: each question about a unit asks for the same disc around it, and building one
# costs a tenth of a millisecond, 2% of a move question.
@lru_cache(maxsize=4096)
def _within(shape: MapShape, centre: Hex, radius: int) -> tuple[Hex, ...]:
    return tuple(
        h
        for dq in range(-radius, radius + 1)
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1)
        if shape.contains(h := Hex(centre.q + dq, centre.r + dr))
    )


# ---- Drawing: hex centres and corners on an integer lattice ------------------------------
# Across a row neighbouring centres are 2 apart and rows are 3 apart, so every centre and
# corner is a pair of integers (a picture scales x by sqrt(3)/2 to make the hexes regular).

# A hex's corners from its centre, clockwise from the top (pointy-topped hexes).
CORNERS: tuple[tuple[int, int], ...] = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))


def lattice(h: Hex) -> tuple[int, int]:
    """The hex's centre on the lattice: x = 2q + r (the doubled column), y = 3r."""
    return (2 * h.q + h.r, 3 * h.r)


def side_corners(direction: int) -> tuple[int, int]:
    """The two corners (indexes into CORNERS) of the hexside toward ``direction``."""
    return ((direction + 1) % 6, (direction + 2) % 6)


def direction_to(a: Hex, b: Hex) -> int | None:
    """The direction from a to its neighbour b, or None if they are not neighbours."""
    step = (b.q - a.q, b.r - a.r)
    return DIRECTIONS.index(step) if step in DIRECTIONS else None
