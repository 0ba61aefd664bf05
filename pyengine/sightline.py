"""Exact sightline geometry on a hex grid, in integers and fractions only.

A line of sight runs from the centre of one hex to the centre of another (10.2). Each hex
is the set of points at least as close to its centre as to any neighbour's, so a point p
lies in the closed hex H exactly when, for every unit step d,

    G(p - H, d) <= 1,   where  G(u, v) = 2*uq*vq + 2*ur*vr + uq*vr + ur*vq

is twice the Euclidean dot product of two axial vectors (centres one apart). Along the
line p(t) = A + t*(B - A) each inequality is linear in t, so the part of the segment
inside any hex is an interval [lo, hi] computed exactly with Fractions. From it:

* ``hexes``   -- the line passes through the hex's interior (positive length, not on a side);
* ``along``   -- the line runs along a hexside for a positive length: both hexes are named;
* ``vertex``  -- the line only touches the hex at one corner;
* ``sides``   -- hexsides the line crosses between two hexes (not at a corner).

Only hexes within one step of the hexes the line visits are examined, so the work grows
with the line's length and never with the map. A line's shape depends only on the offset
from its start to its end, so each offset is traced once per process and shifted.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from pyengine.hexgrid import DIRECTIONS, Hex, MapShape


# Twelve rays from a hex centre, clockwise from east: even rays point at a neighbour's
# centre (direction k/2), odd rays at a corner (between directions k//2 and k//2 + 1).
def _ray(k: int) -> tuple[int, int]:
    dq, dr = DIRECTIONS[k // 2]
    if k % 2 == 0:
        return (dq, dr)
    eq, er = DIRECTIONS[(k // 2 + 1) % 6]
    return (dq + eq, dr + er)


RAYS: tuple[tuple[int, int], ...] = tuple(_ray(k) for k in range(12))


def gram(u: tuple[int, int], v: tuple[int, int]) -> int:
    """Twice the dot product of two axial vectors."""
    return 2 * u[0] * v[0] + 2 * u[1] * v[1] + u[0] * v[1] + u[1] * v[0]


def cross(u: tuple[int, int], v: tuple[int, int]) -> int:
    """Positive when v lies clockwise of u (the order of DIRECTIONS)."""
    return u[0] * v[1] - u[1] * v[0]


@dataclass(frozen=True)
class Contact:
    """The closed part [lo, hi] of the line inside one hex, and the side it runs on, if any."""

    hex: Hex
    lo: Fraction
    hi: Fraction
    side: Hex | None  # the neighbour across the hexside the line runs along


@dataclass(frozen=True)
class Sightline:
    """Where a centre-to-centre line meets the grid, ordered from ``start`` to ``end``."""

    start: Hex
    end: Hex
    hexes: tuple[Hex, ...]
    along: tuple[tuple[Hex, Hex], ...]
    vertex: tuple[Hex, ...]
    sides: tuple[tuple[Hex, Hex], ...]

    def touched(self) -> set[Hex]:
        """Every hex the line meets, however lightly."""
        return {*self.hexes, *self.vertex, *(h for pair in self.along for h in pair)}

    def touched_on(self, shape: MapShape) -> set[Hex]:
        """The hexes on the map the line meets. A line along the map's edge also meets hexes
        beyond it: they hold nothing, and the KB would read one it saw as empty ground or a
        hex to move into."""
        return {h for h in self.touched() if shape.contains(h)}

    def shifted(self, by: Hex) -> Sightline:
        """The same line moved by the axial vector ``by``."""

        def move(h: Hex) -> Hex:
            return Hex(h.q + by.q, h.r + by.r)

        def pairs(ps: tuple[tuple[Hex, Hex], ...]) -> tuple[tuple[Hex, Hex], ...]:
            return tuple((move(x), move(y)) for x, y in ps)

        hexes = tuple(move(h) for h in self.hexes)
        vertex = tuple(move(h) for h in self.vertex)
        return Sightline(move(self.start), move(self.end), hexes, pairs(self.along), vertex, pairs(self.sides))


def contact(a: Hex, b: Hex, h: Hex) -> Contact | None:
    """The segment a->b inside the closed hex h, or None if they do not meet.

    Bounds on t are kept as integer pairs (numerator, positive denominator) and compared by
    cross-multiplying; Fractions are made only for hexes the line meets."""
    lo_n, lo_d, hi_n, hi_d = 0, 1, 1, 1
    side = None
    sq, sr = a.q - h.q, a.r - h.r
    eq, er = b.q - a.q, b.r - a.r
    for dq, dr in DIRECTIONS:
        c = 2 * sq * dq + 2 * sr * dr + sq * dr + sr * dq
        k = 2 * eq * dq + 2 * er * dr + eq * dr + er * dq
        if k == 0:
            if c > 1:
                return None
            if c == 1:
                side = Hex(h.q + dq, h.r + dr)
        elif k > 0:
            if (1 - c) * hi_d < hi_n * k:  # t <= (1 - c) / k
                hi_n, hi_d = 1 - c, k
        elif (c - 1) * lo_d > lo_n * -k:  # t >= (c - 1) / -k
            lo_n, lo_d = c - 1, -k
    if lo_n * hi_d > hi_n * lo_d:
        return None
    return Contact(h, Fraction(lo_n, lo_d), Fraction(hi_n, hi_d), side)


def candidates(a: Hex, b: Hex) -> set[Hex]:
    """Hexes near the line: the rounded samples at every hex step, and their neighbours."""
    n = a.distance(b)
    near: set[Hex] = set()
    for i in range(n + 1):
        h = _round(a, b, i, n)
        near.add(h)
        near.update(h.neighbours())
    return near


def _round(a: Hex, b: Hex, i: int, n: int) -> Hex:
    """The hex holding the point i/n of the way from a to b: cube rounding in integers
    (coordinates scaled by n)."""
    if n == 0:
        return a
    q = a.q * (n - i) + b.q * i
    r = a.r * (n - i) + b.r * i
    s = -q - r
    rq, rr, rs = ((2 * x + n) // (2 * n) for x in (q, r, s))
    dq, dr, ds = abs(rq * n - q), abs(rr * n - r), abs(rs * n - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return Hex(rq, rr)


def trace(a: Hex, b: Hex) -> Sightline:
    """The hexes, hexsides and corners the line from a's centre to b's centre meets."""
    return _trace_from_origin(b.q - a.q, b.r - a.r).shifted(a)


@lru_cache(maxsize=4096)
def _trace_from_origin(dq: int, dr: int) -> Sightline:
    a, b = Hex(0, 0), Hex(dq, dr)
    contacts = [c for h in candidates(a, b) if (c := contact(a, b, h)) is not None]
    contacts.sort(key=lambda c: (c.lo, c.hi, c.hex))
    hexes = tuple(c.hex for c in contacts if c.lo < c.hi and c.side is None)
    along = tuple(sorted({_pair(c.hex, c.side) for c in contacts if c.lo < c.hi and c.side is not None}))
    vertex = tuple(c.hex for c in contacts if c.lo == c.hi)
    # A crossing point lies in exactly two hexes; where three meet, the line passes a corner.
    meeting: dict[Fraction, list[Hex]] = {}
    for c in contacts:
        for t in (c.lo, c.hi):
            if 0 < t < 1:
                meeting.setdefault(t, []).append(c.hex)
    sides = tuple(
        (first, second)
        for t, hs in sorted(meeting.items())
        if len(set(hs)) == 2
        for first, second in [_ordered_pair(contacts, set(hs), t)]
    )
    return Sightline(a, b, hexes, along, vertex, sides)


def _pair(x: Hex, y: Hex) -> tuple[Hex, Hex]:
    return (x, y) if x < y else (y, x)


def _ordered_pair(contacts: list[Contact], pair: set[Hex], t: Fraction) -> tuple[Hex, Hex]:
    """The hex the line leaves at t, then the hex it enters."""
    leaving = next(c.hex for c in contacts if c.hex in pair and c.hi == t)
    entering = next(c.hex for c in contacts if c.hex in pair and c.lo == t)
    return (leaving, entering)


def bearing(a: Hex, b: Hex) -> int:
    """Where b lies seen from a, in half-rays 0..23 clockwise from east: 2k is exactly on
    ray k, 2k+1 strictly between rays k and k+1. a == b has no bearing (-1)."""
    v = (b.q - a.q, b.r - a.r)
    if v == (0, 0):
        return -1
    for k, ray in enumerate(RAYS):
        if cross(ray, v) == 0 and gram(ray, v) > 0:
            return 2 * k
        nxt = RAYS[(k + 1) % 12]
        if cross(ray, v) > 0 and cross(v, nxt) > 0:
            return 2 * k + 1
    raise AssertionError(f"no bearing for {v}")  # the twelve rays cover the plane
