"""What a scenario may not say, each refused at its line with its reason: another game's
statement or field, a hex given two terrains or two of one feature, two fortifications in one
hex, a control character anywhere (a comment too), and include names no file system takes."""

from __future__ import annotations

from pathlib import Path

import pytest

from pyengine import UmpireError, open_scenario

ASSAULT = "game assault edition rev6\nmap 4 x 4\n"
MEMOIR = "game memoir44\nmap 13 x 9 coords doubled\n"
SKIRMISH = "game skirmish\ntable 100 x 100 cm\n"


@pytest.mark.parametrize(
    ("text", "where", "message"),
    [
        (ASSAULT + "table 10 x 10 cm\n", "3:1", "assault scenarios have no 'table' statement: it is skirmish's"),
        (
            ASSAULT + "visibility reduced\n",
            "3:1",
            "assault scenarios have no 'visibility' statement: it is memoir44's and skirmish's",
        ),
        (ASSAULT + "area a flat_clear polygon 0,0 1,0 1,1\n", "3:1", "no 'area' statement: it is skirmish's"),
        (ASSAULT + "side allies bottom\n", "3:1", "assault scenarios have no 'side' statement: it is memoir44's"),
        (
            ASSAULT + "unit u {\n  side allies\n  platoon p\n}\n",
            "5:3",
            "assault units and cards have no 'platoon' field",
        ),
        (ASSAULT + "unit u {\n  radio\n}\n", "4:3", "assault units and cards have no 'radio' field: it is skirmish's"),
        (MEMOIR + "minefield m polygon 0,0 1,0 1,1\n", "3:1", "memoir44 scenarios have no 'minefield' statement"),
        (MEMOIR + "feature f roads width 1 along 0,0 2,0\n", "3:1", "memoir44 scenarios have no 'feature' statement"),
        (MEMOIR + "card c {\n  movement foot\n}\n", "3:1", "memoir44 scenarios have no 'card' statement"),
        (
            SKIRMISH + "path main_road 0,0 1,0\n",
            "3:1",
            "skirmish scenarios have no 'path' statement: it is assault's and memoir44's",
        ),
        (SKIRMISH + "hexside river between 0,0 and 1,0\n", "3:1", "skirmish scenarios have no 'hexside' statement"),
    ],
)
def test_another_games_statement_or_field_is_refused_at_its_line(write, umpire, text, where, message):
    result = umpire("run", write(text))
    assert result.code == 2 and f"s.scn:{where}: error: " in result.err, result.err
    assert message in result.err


def test_a_hex_given_two_terrains_is_refused_at_the_second(write, umpire):
    result = umpire("run", write(ASSAULT + "terrain brush at 1,1 2,2\nterrain rocky at 3,3 2,2\n"))
    assert result.code == 2
    assert "s.scn:4:22: error: hex 2,2 already has terrain brush" in result.err


def test_two_of_one_feature_in_a_hex_are_refused(write, umpire):
    result = umpire("run", write(MEMOIR + "obstacle sandbags at 4,4\nobstacle sandbags at 4,4\n"))
    assert result.code == 2 and "s.scn:4:10: error: hex 4,4 already holds a sandbags" in result.err


def test_two_fortifications_in_a_hex_are_refused_by_the_named_assumption(write, umpire):
    # 9.6.4: a unit inside takes one fortification's dice; the rules never put two in a hex.
    text = ASSAULT + "fortification trench at 1,1 facing 0\nfortification pillbox at 1,1 facing 0\n"
    result = umpire("run", write(text))
    assert result.code == 2
    assert "s.scn:4:15: error: hex 1,1 already holds a fortification" in result.err
    assert "one_fortification_per_hex" in result.err
    switched = umpire("run", write(text + "assume one_fortification_per_hex off\n"))
    assert (
        switched.code == 2
        and "s.scn:5:8: error: assumption 'one_fortification_per_hex' is a fixed reading" in switched.err
    )


@pytest.mark.parametrize("where", ["comment", "include"])
def test_a_control_character_is_refused_at_its_place_from_a_file_and_from_text(write, umpire, where):
    text = ASSAULT + ("# a \0 here\n" if where == "comment" else 'include "a\0b.cards"\n')
    column = 5 if where == "comment" else 11
    path = write(text)
    result = umpire("run", path)
    assert result.code == 2
    assert f"s.scn:3:{column}: error: a control character or lone surrogate is not text" in result.err
    with pytest.raises(UmpireError) as caught:
        open_scenario(text)
    assert (caught.value.line, caught.value.column, caught.value.found) == (3, column, "U+0000")


def test_an_include_name_no_file_system_takes_is_refused_at_its_line(write, umpire):
    result = umpire("run", write(ASSAULT + f'include "{"a" * 256}.cards"\n'))
    assert result.code == 2 and "s.scn:3:1: error: an include's name is too long" in result.err
    deep = "/".join(["d"] * 600)
    assert "too long" in umpire("run", write(ASSAULT + f'include "{deep}.cards"\n')).err


def test_a_picture_is_bounded_like_a_question(write, umpire):
    # 500 x 500 hexes took 12.8 s and 540 MB to draw; the default budget is 5,000 hexes.
    path = write("game assault edition rev6\nmap 100 x 60\n")
    result = umpire("render", path)
    assert result.code == 2
    assert "the picture would draw 6000 hexes (1 panel(s) of the map), more than the limit of 5000" in result.err
    assert umpire("render", path, "--max-hexes", "6000").code == 0
    assert umpire("run", path, "--svg", str(Path(path).parent / "pics")).code == 0  # no question: nothing drawn


def test_a_skirmish_shape_has_at_most_100_points(write, umpire):
    points = " ".join(f"{10 + i},{50 + i % 2}" for i in range(101))
    result = umpire("run", write(SKIRMISH + f"feature f hedges width 1 along {points}\n"))
    assert result.code == 2 and "feature 'f' has more than 100 points" in result.err
    column = len("feature f hedges width 1 along ") + len(" ".join(f"{10 + i},{50 + i % 2}" for i in range(100))) + 2
    assert f"s.scn:3:{column}: error:" in result.err


def test_a_one_line_string_too_long_for_a_file_name_is_bad_input():
    # Found by benchmarks/fuzz.py: a scenario cut to one line reads as a file name (the API's rule).
    with pytest.raises(UmpireError) as caught:
        open_scenario("# a comment " + "x" * 300)
    assert caught.value.message == "not a name a scenario file can have"
