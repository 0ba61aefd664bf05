"""Exact plane geometry (pyengine/plane.py): points on edges, self-intersection, and sums of
square roots compared with a number without floats."""

from fractions import Fraction as F

from hypothesis import given
from hypothesis import strategies as st

from pyengine.plane import Length, Point, compare_distance, locate, near_polyline, number_text, self_intersection


def P(x, y) -> Point:
    return Point(F(x), F(y))


SQUARE = (P(0, 0), P(10, 0), P(10, 10), P(0, 10))


def test_locate_inside_edge_outside():
    assert locate(P(5, 5), SQUARE) == "inside"
    assert locate(P(10, 3), SQUARE) == "edge" and locate(P(0, 0), SQUARE) == "edge"
    assert locate(P(F(1, 3), F(10)), SQUARE) == "edge"
    assert locate(P(11, 5), SQUARE) == "outside" and locate(P(5, F(-1, 10**9)), SQUARE) == "outside"


def test_self_intersection():
    assert self_intersection(SQUARE) is None
    assert self_intersection((P(0, 0), P(10, 10), P(10, 0), P(0, 10))) == (0, 2)
    # An edge that doubles back along its neighbour.
    assert self_intersection((P(0, 0), P(10, 0), P(5, 0), P(5, 5))) is not None


def test_distances_on_the_threshold_are_equal():
    assert compare_distance(P(0, 0), P(3, 4), 5) == "eq"
    assert compare_distance(P(0, 0), P(F(3, 10), F(4, 10)), F(1, 2)) == "eq"
    assert compare_distance(P(0, 0), P(1, 1), 1) == "gt"


def test_sums_of_roots_compare_exactly():
    root2 = Length.sqrt(F(2))
    assert (root2 + root2).compare(F(2828427, 10**6)) == "gt"  # 2.8284271...
    assert (root2 + root2).compare(F(2828428, 10**6)) == "lt"
    assert (Length.sqrt(F(9)) + Length(F(1))).compare(F(4)) == "eq"
    assert Length.sqrt(F(2), F(0)).compare(F(0)) == "eq"


@given(st.integers(1, 10**6), st.integers(1, 10**6), st.fractions(min_value=0, max_value=2000))
def test_compare_agrees_with_squares(a, b, limit):
    # sqrt(a) + sqrt(b) against limit: a float-free check by squaring twice.
    got = (Length.sqrt(F(a)) + Length.sqrt(F(b))).compare(limit)
    # s = sqrt(a) + sqrt(b) <= L  <=>  a + b + 2 sqrt(ab) <= L^2  <=>  2 sqrt(ab) <= L^2 - a - b
    rest = limit * limit - a - b
    below = rest >= 0 and 4 * a * b <= rest * rest
    equal = rest >= 0 and 4 * a * b == rest * rest
    assert got == ("eq" if equal else "lt" if below else "gt")


def test_near_polyline_band():
    road = (P(0, 0), P(100, 0))
    assert near_polyline(P(50, 3), road, F(3)) == "edge"
    assert near_polyline(P(50, F(29, 10)), road, F(3)) == "inside"
    assert near_polyline(P(103, 1), road, F(3)) == "outside"


def test_number_text():
    assert [number_text(F(x)) for x in ("12", "12.5", "-0.25", "1/3")] == ["12", "12.5", "-0.25", "1/3"]
