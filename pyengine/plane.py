"""Exact plane geometry for tables measured in centimetres: points with rational coordinates,
polygons, segments and lengths. Nothing here uses a float to decide anything: distances are
compared squared, and a sum of square roots is compared with a number by bounds that tighten
until they decide (they always do, see ``Length.compare``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import pairwise
from math import isqrt
from typing import Literal

Cmp = Literal["lt", "eq", "gt"]
_CMP: dict[str, Cmp] = {"lt": "lt", "eq": "eq", "gt": "gt"}


def as_cmp(text: str) -> Cmp:
    """A comparison as the KB writes it (lt, eq or gt)."""
    return _CMP[text]


Where = Literal["inside", "edge", "outside"]


@dataclass(frozen=True, order=True)
class Point:
    x: Fraction
    y: Fraction

    def __sub__(self, other: Point) -> Point:
        return Point(self.x - other.x, self.y - other.y)

    def __add__(self, other: Point) -> Point:
        return Point(self.x + other.x, self.y + other.y)

    def scaled(self, k: Fraction) -> Point:
        return Point(self.x * k, self.y * k)

    def text(self) -> str:
        return f"{number_text(self.x)},{number_text(self.y)}"


def number_text(q: Fraction) -> str:
    """A rational as a scenario would write it: 12, 12.5, or 1/3 when no decimal is exact."""
    if q.denominator == 1:
        return str(q.numerator)
    d = q.denominator
    while d % 2 == 0:
        d //= 2
    while d % 5 == 0:
        d //= 5
    if d != 1:
        return f"{q.numerator}/{q.denominator}"
    digits = 0
    while (q * 10**digits).denominator != 1:
        digits += 1
    return f"{float(q):.{digits}f}"


def cross(o: Point, a: Point, b: Point) -> Fraction:
    """Twice the signed area of triangle o, a, b: > 0 when a -> b turns left around o."""
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)


def dot(a: Point, b: Point) -> Fraction:
    return a.x * b.x + a.y * b.y


def dist2(a: Point, b: Point) -> Fraction:
    d = a - b
    return dot(d, d)


def compare_distance(a: Point, b: Point, cm: int | Fraction) -> Cmp:
    """|ab| against ``cm``, exactly (squares compared)."""
    return compare_squares(dist2(a, b), cm)


def compare_squares(d2: Fraction, cm: int | Fraction) -> Cmp:
    """A distance given by its square against ``cm``."""
    return _cmp(d2, Fraction(cm) ** 2)


def _cmp(a: Fraction, b: Fraction) -> Cmp:
    return "lt" if a < b else "eq" if a == b else "gt"


def on_segment(p: Point, a: Point, b: Point) -> bool:
    # The box test first: rational arithmetic is slow, and most points are far from most edges.
    return min(a.x, b.x) <= p.x <= max(a.x, b.x) and min(a.y, b.y) <= p.y <= max(a.y, b.y) and cross(a, b, p) == 0


@dataclass(frozen=True)
class Box:
    """An axis-aligned bounding box: shapes whose boxes are apart cannot meet."""

    left: Fraction
    bottom: Fraction
    right: Fraction
    top: Fraction

    @classmethod
    def around(cls, points: tuple[Point, ...] | list[Point]) -> Box:
        xs, ys = [p.x for p in points], [p.y for p in points]
        return cls(min(xs), min(ys), max(xs), max(ys))

    def holds(self, p: Point) -> bool:
        return self.left <= p.x <= self.right and self.bottom <= p.y <= self.top

    def meets(self, other: Box) -> bool:
        return not (
            other.left > self.right or other.right < self.left or other.bottom > self.top or other.top < self.bottom
        )

    def grown(self, margin: Fraction) -> Box:
        return Box(self.left - margin, self.bottom - margin, self.right + margin, self.top + margin)


def segments_meet(a: Point, b: Point, c: Point, d: Point) -> bool:
    """Whether closed segments ab and cd share a point."""
    d1, d2, d3, d4 = cross(c, d, a), cross(c, d, b), cross(a, b, c), cross(a, b, d)
    if ((d1 > 0 and d2 < 0) or (d1 < 0 and d2 > 0)) and ((d3 > 0 and d4 < 0) or (d3 < 0 and d4 > 0)):
        return True
    return on_segment(a, c, d) or on_segment(b, c, d) or on_segment(c, a, b) or on_segment(d, a, b)


def segments_cross_properly(a: Point, b: Point, c: Point, d: Point) -> bool:
    """Whether ab and cd cross at one point inside both (not at an end, not along)."""
    d1, d2, d3, d4 = cross(c, d, a), cross(c, d, b), cross(a, b, c), cross(a, b, d)
    return d1 * d2 < 0 and d3 * d4 < 0


def edges(polygon: tuple[Point, ...]) -> list[tuple[Point, Point]]:
    return list(pairwise((*polygon, polygon[0])))


def self_intersection(polygon: tuple[Point, ...]) -> tuple[int, int] | None:
    """The first two edges (by index) that meet where they should not, or None for a simple
    polygon. Neighbouring edges may share only their common corner."""
    es = edges(polygon)
    n = len(es)
    for i in range(n):
        for j in range(i + 1, n):
            (a, b), (c, d) = es[i], es[j]
            neighbours = j == i + 1 or (i == 0 and j == n - 1)
            if not neighbours and segments_meet(a, b, c, d):
                return i, j
            if neighbours and _overlap_beyond_corner(a, b, c, d):
                return i, j
    return None


def _overlap_beyond_corner(a: Point, b: Point, c: Point, d: Point) -> bool:
    """Neighbouring edges that double back along each other."""
    if cross(a, b, c) != 0 or cross(a, b, d) != 0:
        return False
    shared = b if b in (c, d) else a
    other1 = a if shared == b else b
    other2 = d if shared == c else c
    return dot(other1 - shared, other2 - shared) > 0


def area2(polygon: tuple[Point, ...]) -> Fraction:
    """Twice the signed area (shoelace)."""
    return sum((a.x * b.y - b.x * a.y for a, b in edges(polygon)), Fraction(0))


def locate(p: Point, polygon: tuple[Point, ...]) -> Where:
    """Exactly where p lies: inside, on an edge, or outside (even-odd crossings)."""
    inside = False
    for a, b in edges(polygon):
        if on_segment(p, a, b):
            return "edge"
        if (a.y > p.y) != (b.y > p.y):
            x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y)
            if x > p.x:
                inside = not inside
    return "inside" if inside else "outside"


def cut_params(a: Point, b: Point, polygon: tuple[Point, ...]) -> set[Fraction]:
    """Where along a -> b (0..1) the segment meets the polygon's boundary."""
    return {t for c, d in edges(polygon) for t in meet_params(a, b, c, d)}


def meet_params(a: Point, b: Point, c: Point, d: Point) -> list[Fraction]:
    """The parameters t in [0, 1] where a + t(b - a) meets segment cd: one point, or the two
    ends of a stretch they share."""
    r, s = b - a, d - c
    denom = r.x * s.y - r.y * s.x
    qp = c - a
    if denom != 0:
        t = (qp.x * s.y - qp.y * s.x) / denom
        u = (qp.x * r.y - qp.y * r.x) / denom
        return [t] if 0 <= t <= 1 and 0 <= u <= 1 else []
    if qp.x * r.y - qp.y * r.x != 0 or dot(r, r) == 0:
        return []  # parallel apart, or a zero-length path
    rr = dot(r, r)
    t0, t1 = sorted((dot(c - a, r) / rr, dot(d - a, r) / rr))
    lo, hi = max(t0, Fraction(0)), min(t1, Fraction(1))
    return [lo, hi] if lo <= hi else []


def point_at(a: Point, b: Point, t: Fraction) -> Point:
    return a + (b - a).scaled(t)


def dist2_to_segment(p: Point, a: Point, b: Point) -> Fraction:
    """The squared distance from p to segment ab, exactly."""
    ab = b - a
    length2 = dot(ab, ab)
    if length2 == 0:
        return dist2(p, a)
    t = min(max(dot(p - a, ab) / length2, Fraction(0)), Fraction(1))
    return dist2(p, point_at(a, b, t))


def near_polyline(p: Point, line: tuple[Point, ...], half_width: Fraction) -> Where:
    """Whether p lies within half_width of the polyline (a road or trench and its band)."""
    best = min(dist2_to_segment(p, a, b) for a, b in pairwise(line))
    limit = half_width * half_width
    return "inside" if best < limit else "edge" if best == limit else "outside"


@dataclass(frozen=True)
class Length:
    """An exact length: a rational part plus a sum of c * sqrt(r) terms (c, r > 0 rational)."""

    rational: Fraction = Fraction(0)
    roots: tuple[tuple[Fraction, Fraction], ...] = ()

    @classmethod
    def sqrt(cls, r: Fraction, times: Fraction = Fraction(1)) -> Length:
        root = exact_sqrt(r)
        if root is not None:
            return cls(root * times)
        return cls(Fraction(0), ((times, r),)) if times else cls()

    def __add__(self, other: Length) -> Length:
        return Length(self.rational + other.rational, self.roots + other.roots)

    def times(self, k: Fraction) -> Length:
        return Length(self.rational * k, tuple((c * k, r) for c, r in self.roots if c * k))

    def compare(self, limit: Fraction) -> Cmp:
        """Exactly: a sum that holds a square root of a non-square is irrational (square roots
        of distinct square-free numbers are independent over the rationals), so it never
        equals ``limit`` and bounds tight enough always decide."""
        if not self.roots:
            return _cmp(self.rational, limit)
        scale = 10**6
        while True:
            low = self.rational + sum((c * _root_floor(r, scale) for c, r in self.roots), Fraction(0))
            high = self.rational + sum(
                (c * (_root_floor(r, scale) + Fraction(1, scale)) for c, r in self.roots), Fraction(0)
            )
            if high < limit:
                return "lt"
            if low > limit:
                return "gt"
            scale *= 10**6

    def approx(self) -> float:
        """For display only."""
        return float(self.rational) + sum(float(c) * math.sqrt(float(r)) for c, r in self.roots)

    def exact_text(self) -> str:
        parts = [number_text(self.rational)] if self.rational or not self.roots else []
        parts += [("" if c == 1 else f"{number_text(c)}*") + f"sqrt({number_text(r)})" for c, r in self.roots]
        return " + ".join(parts)


def exact_sqrt(r: Fraction) -> Fraction | None:
    """sqrt(r) when it is rational."""
    n, d = isqrt(r.numerator), isqrt(r.denominator)
    return Fraction(n, d) if n * n == r.numerator and d * d == r.denominator else None


def _root_floor(r: Fraction, scale: int) -> Fraction:
    """sqrt(r) rounded down to a multiple of 1/scale."""
    return Fraction(isqrt(r.numerator * scale * scale // r.denominator), scale)


def length(a: Point, b: Point) -> Length:
    return Length.sqrt(dist2(a, b))


# ---- Directions given in whole degrees ----------------------------------------------------
# A model's facing is written in degrees, counter-clockwise from +x. The direction of a whole
# degree is irrational unless the degree is a multiple of 45 (Niven's theorem: tan of a
# rational number of degrees is rational only at multiples of 45). So a rational vector lies
# exactly along such a direction only at a multiple of 45, where the direction is the rational
# vector below; anywhere else its side of the direction is never zero, and bounds on sin and
# cos that tighten until they decide give it exactly.
_EIGHTHS = {0: (1, 0), 45: (1, 1), 90: (0, 1), 135: (-1, 1), 180: (-1, 0), 225: (-1, -1), 270: (0, -1), 315: (1, -1)}


def side_of_degree(v: Point, degrees: int) -> int:
    """+1 if v turns counter-clockwise from the direction ``degrees``, -1 clockwise, 0 along
    it (or exactly opposite it)."""
    d = degrees % 360
    if d in _EIGHTHS:
        ux, uy = _EIGHTHS[d]
        c = ux * v.y - uy * v.x
        return (c > 0) - (c < 0)
    digits = 30
    while True:
        sin, cos, err = _sin_cos(d, digits)
        # cross(u, v) = cos * v.y - sin * v.x, known to within err * (|v.x| + |v.y|)
        value = cos * v.y - sin * v.x
        slack = err * (abs(v.x) + abs(v.y))
        if value > slack:
            return 1
        if value < -slack:
            return -1
        digits *= 2


@cache
def _sin_cos(degrees: int, digits: int) -> tuple[Fraction, Fraction, Fraction]:
    """sin and cos of a whole number of degrees, each within the returned error bound."""
    eps = Fraction(1, 10**digits)
    x = _pi(digits + 5) * degrees / 180
    err_pi = Fraction(1, 10 ** (digits + 5)) * abs(degrees) / 180 * 2
    sin = cos = Fraction(0)
    term_s, term_c, n = x, Fraction(1), 0
    while abs(term_s) > eps / 10 or abs(term_c) > eps / 10:
        sin += term_s
        cos += term_c
        term_s = -term_s * x * x / ((2 * n + 2) * (2 * n + 3))
        term_c = -term_c * x * x / ((2 * n + 1) * (2 * n + 2))
        n += 1
    return sin, cos, eps + err_pi


@cache
def _pi(digits: int) -> Fraction:
    """pi to within 10**-digits (Machin's formula, exact arithmetic)."""

    def arctan_inv(k: int) -> Fraction:
        total, term, n, sign = Fraction(0), Fraction(1, k), 0, 1
        while term > Fraction(1, 10 ** (digits + 2)):
            total += sign * term / (2 * n + 1)
            term /= k * k
            n += 1
            sign = -sign
        return total

    return 4 * (4 * arctan_inv(5) - arctan_inv(239))


def within_degrees(v: Point, low: int, high: int) -> Where:
    """Whether direction v lies in the arc from ``low`` to ``high`` degrees (counter-clockwise,
    less than 180 wide): inside, on one of its ends (edge), or outside."""
    # Directions more than 90 degrees outside the arc are behind it: only the near half counts.
    if side_of_degree(v, low - 90) <= 0 or side_of_degree(v, high + 90) >= 0:
        return "outside"
    a, b = side_of_degree(v, low), side_of_degree(v, high)
    if a < 0 or b > 0:
        return "outside"
    return "edge" if a == 0 or b == 0 else "inside"
