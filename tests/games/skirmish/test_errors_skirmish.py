"""Bad skirmish input: file:line:column, exit 2, no traceback, a did-you-mean where it helps."""

import pytest

HEADER = "game skirmish\ntable 180 x 120 cm\n"
U = "unit u { side allies class infantry at 10,10 experience skilled rank corporal }\n"


@pytest.mark.parametrize(
    ("body", "line", "column", "words"),
    [
        # A bow tie: the edge from 30,10 (column 39) meets the edge 10,10 -> 30,30.
        ("area a flat_trees polygon 10,10 30,30 30,10 10,30\n", 3, 39, "crosses itself"),
        ("area a flat_trees polygon 10,10 30,10\n", 3, 1, "at least 3 corners"),
        ("area a flat_tres polygon 10,10 30,10 30,30\n", 3, 8, "did you mean 'flat_trees'"),
        ("area a flat_clear height 2 polygon 10,10 30,10 30,30\n", 3, 1, "only hill tops and slopes"),
        ("feature w wal width 1 along 0,0 10,0\n", 3, 11, "did you mean 'wall'"),
        ("building b castle polygon 10,10 30,10 30,30\n", 3, 12, "building type"),
        ("unit u { side allies class tnak at 10,10 experience skilled rank corporal }\n", 3, 28, "did you mean 'tank'"),
        (
            "unit u { side allies class tank at 190,10 experience skilled rank corporal }\n",
            3,
            36,
            "at 190,10 is off the table",
        ),
        ("unit u { side allies class tank at 10,10 rank corporal }\n", 3, 6, "no 'experience' line"),
        (
            "building b brick_house polygon 0,0 20,0 20,20 0,20\n"
            "unit u { side allies class tank at 10,10 experience skilled rank corporal }\n",
            4,
            6,
            "may not enter",
        ),
        ("map 10 x 10\n", 3, 1, "skirmish scenarios have no 'map' statement: it is assault's and memoir44's"),
        (U + "ask spot u u\n", 4, 12, "expected an enemy unit"),
        (U + "ask move u along 10,10 500,3\n", 4, 24, "off the table"),
        (U + "ask move u along north\n", 4, 18, "expected a point"),
        (U + "ask test xt u\n", 4, 10, "unknown test 'xt'"),
        (U + "ask reach u as sprint\n", 4, 16, "maneuver"),
    ],
)
def test_bad_input_is_pinned_to_its_place(write, umpire, body, line, column, words):
    result = umpire("run", write(HEADER + body))
    assert result.code == 2 and "Traceback" not in result.err
    assert f"s.scn:{line}:{column}:" in result.err, result.err
    assert words in result.err.replace("\n", " "), result.err


def test_a_hex_game_refuses_a_decimal_hex(write, umpire):
    result = umpire("run", write("game memoir44\nmap 13 x 9\nunit a { side allies type infantry at 1.5,3 }\n"))
    assert result.code == 2 and "whole numbers" in result.err and "s.scn:3:" in result.err


def test_a_skirmish_table_needs_its_size(write, umpire):
    result = umpire("run", write("game skirmish\n" + U))
    assert result.code == 2 and "needs its table" in result.err


def test_a_fixed_reading_cannot_be_switched(write, umpire):
    result = umpire("run", write(HEADER + "assume shield_stops off\n" + U))
    assert result.code == 2 and "fixed reading" in result.err and "s.scn:3:8:" in result.err
