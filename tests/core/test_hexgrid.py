"""Coordinate conventions (pyengine/hexgrid.py) and the Memoir '44 board shape."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyengine.hexgrid import Hex, MapShape


def test_memoir_board_has_113_hexes():
    # memoir44-facts.md "Board": 13 x 9, rows alternate 13 and 12 hexes, 113 in all.
    assert len(list(MapShape(13, 9, "doubled").hexes())) == 113


@pytest.mark.parametrize("convention", ["offset", "doubled", "axial"])
@given(a=st.integers(-30, 30), b=st.integers(0, 20))
def test_names_round_trip(convention, a, b):
    shape = MapShape(13, 21, convention)
    h = shape.to_axial(a, b)
    if h is not None:
        assert shape.name(h) == (a, b)


def test_doubled_neighbours_match_the_facts_file():
    # Neighbours of (col,row): (col±2,row), (col±1,row±1).
    shape = MapShape(13, 9, "doubled")
    centre = shape.to_axial(8, 4)
    assert sorted(shape.name(n) for n in centre.neighbours()) == [
        (6, 4),
        (7, 3),
        (7, 5),
        (9, 3),
        (9, 5),
        (10, 4),
    ]


def test_within_scans_only_the_disc():
    shape = MapShape(100, 100, "offset")
    centre = shape.to_axial(50, 50)
    assert len(list(shape.within(centre, 3))) == 37
    assert all(centre.distance(h) <= 3 for h in shape.within(centre, 3))
    assert Hex(0, 0).distance(Hex(2, -4)) == 4
