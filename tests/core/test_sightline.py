"""Exact sightline geometry (pyengine/sightline.py).

Axial coordinates, pointy-top hexes, directions clockwise from east: (1,0) E, (0,1) SE,
(-1,1) SW, (-1,0) W, (0,-1) NW, (1,-1) NE. A corner is the centroid of the three hexes
that meet there, e.g. (1/3, 1/3) between (0,0), (1,0) and (0,1).
"""

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from pyengine.hexgrid import Hex
from pyengine.sightline import bearing, contact, trace

H = Hex


def test_straight_line_through_centres():
    # Along a row every hex is crossed through its centre; three hexsides are crossed.
    line = trace(H(0, 0), H(3, 0))
    assert line.hexes == (H(0, 0), H(1, 0), H(2, 0), H(3, 0))
    assert line.along == () and line.vertex == ()
    assert line.sides == ((H(0, 0), H(1, 0)), (H(1, 0), H(2, 0)), (H(2, 0), H(3, 0)))


def test_line_along_a_hexside():
    # (0,0) -> (1,1) runs from corner (1/3,1/3) to corner (2/3,2/3) exactly along the side
    # shared by (1,0) and (0,1); only the two end hexes are passed through.
    line = trace(H(0, 0), H(1, 1))
    assert line.hexes == (H(0, 0), H(1, 1))
    assert line.along == ((H(0, 1), H(1, 0)),)
    assert line.sides == ()


def test_two_hexside_stretches():
    line = trace(H(0, 0), H(2, 2))
    assert line.hexes == (H(0, 0), H(1, 1), H(2, 2))
    assert line.along == ((H(0, 1), H(1, 0)), (H(1, 2), H(2, 1)))


def test_line_through_corners_only():
    # (0,0) -> (4,1) passes corner (4/3,1/3) of (1,0),(2,0),(1,1) and corner (8/3,2/3) of
    # (2,1),(3,1),(3,0): (1,1) and (3,0) are touched at one point each.
    line = trace(H(0, 0), H(4, 1))
    assert line.hexes == (H(0, 0), H(1, 0), H(2, 0), H(2, 1), H(3, 1), H(4, 1))
    assert line.vertex == (H(1, 1), H(3, 0))
    assert line.along == ()
    # At the corners the line passes from (1,0) to (2,0) and from (2,1) to (3,1) without
    # crossing a hexside's interior.
    assert line.sides == ((H(0, 0), H(1, 0)), (H(2, 0), H(2, 1)), (H(3, 1), H(4, 1)))


def test_contact_interval_is_exact():
    c = contact(H(0, 0), H(3, 0), H(1, 0))
    assert (c.lo, c.hi) == (Fraction(1, 6), Fraction(1, 2))
    assert contact(H(0, 0), H(3, 0), H(1, 1)) is None


def test_bearings():
    # Even half-rays point at neighbour centres, odd ones at corners' directions.
    assert bearing(H(0, 0), H(3, 0)) == 0
    assert bearing(H(0, 0), H(1, 1)) == 2  # ray 1: the corner between E and SE
    assert bearing(H(0, 0), H(0, 2)) == 4  # SE
    assert bearing(H(0, 0), H(2, -1)) == 22  # ray 11: between NE and E
    assert bearing(H(0, 0), H(4, 1)) == 1  # strictly between E and the E/SE corner
    assert bearing(H(0, 0), H(0, 0)) == -1


coord = st.integers(-6, 6)
hexes = st.builds(Hex, coord, coord)


@given(hexes, hexes)
def test_trace_is_symmetric(a, b):
    forward, back = trace(a, b), trace(b, a)
    assert set(forward.hexes) == set(back.hexes)
    assert set(forward.along) == set(back.along)
    assert set(forward.vertex) == set(back.vertex)
    assert {frozenset(s) for s in forward.sides} == {frozenset(s) for s in back.sides}


@given(hexes, hexes)
def test_passed_hexes_form_a_chain(a, b):
    # Consecutive passed-through hexes are neighbours, or are joined by a hexside stretch
    # or a corner; the chain starts at a and ends at b.
    line = trace(a, b)
    assert line.hexes[0] == a and line.hexes[-1] == b
    for x, y in zip(line.hexes, line.hexes[1:], strict=False):
        assert x.distance(y) in (1, 2)


@given(hexes, hexes, st.integers(0, 60))
def test_every_point_of_the_line_is_in_a_reported_hex(a, b, k):
    # Sample the segment at t = k/60 and find the hex holding it by brute force.
    t = Fraction(k, 60)
    grid = (Hex(q, r) for q in range(-8, 9) for r in range(-8, 9))
    holders = {h for h in grid if _holds(a, b, t, h)}
    assert holders and holders <= trace(a, b).touched()


def _holds(a: Hex, b: Hex, t: Fraction, h: Hex) -> bool:
    c = contact(a, b, h)
    return c is not None and c.lo <= t <= c.hi


@given(hexes, hexes)
def test_shifted_trace_matches_the_exact_contacts_in_place(a, b):
    # trace() reuses one traced line per offset; the hexes it reports must still be exactly
    # those the segment crosses with positive length at the real coordinates.
    grid = (Hex(q, r) for q in range(-8, 9) for r in range(-8, 9))
    crossed = {c.hex for h in grid if (c := contact(a, b, h)) is not None and c.lo < c.hi and c.side is None}
    assert set(trace(a, b).hexes) == crossed
