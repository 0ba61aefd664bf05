"""`impassable at HEXES for SIDE [TYPE...]`: hexes barred to one side's units, all or of some
types, as the official editor's per-team terrain properties write it (memoir44-expansion-facts.md
lines 216-219: the 1340 ford, impassable to every Axis unit and to Allied armor and artillery;
line 43: the same bar holds for retreats, and line 45 lists retreats among what honours it)."""

import pytest

from pyengine.api import open_game
from pyengine.games.memoir44.play.codec import UNIT_PLANES, Memoir44Codec

BOARD = """game memoir44
map 13 x 9 coords doubled
default terrain clear
side allies bottom
side axis top
impassable at 11,1 13,1 for axis
impassable at 12,4 10,4 for allies armor artillery
unit a_tank { side allies type armor at 11,5 }
unit a_inf { side allies type infantry at 13,5 }
unit a_gun { side allies type artillery at 9,5 }
unit g_inf { side axis type infantry at 12,2 }
unit g_inf2 { side axis type infantry at 12,4 }
"""
CITE = ("memoir44-expansion-facts.md", "line 216")


def answer(umpire, path: str, *question: str) -> dict:
    result = umpire("ask", path, *question, "--json")
    assert result.code == 0, result.err
    return result.json()["answers"][0]


def reasons(moves: dict, label: str) -> set[tuple[str, str, str]]:
    return {
        (r["term"], r["cite"]["source"], r["cite"]["locator"])
        for u in moves["unreachable"]
        if u["hex"] == label
        for r in u["reasons"]
    }


def test_a_barred_hex_stops_the_types_named_and_no_other(write, umpire):
    # 10,4 is next to the armor (11,5) and the artillery (9,5); both are named, so neither enters.
    path = write(BOARD)
    assert reasons(answer(umpire, path, "moves", "a_tank"), "10,4") == {("barred_for_type(allies,armor)", *CITE)}
    assert reasons(answer(umpire, path, "moves", "a_gun"), "10,4") == {("barred_for_type(allies,artillery)", *CITE)}
    # Infantry is not named: no bar in any of its reasons; g_inf2 alone keeps it out of 12,4
    # (memoir44-facts.md line 46: no unit moves onto another).
    infantry = answer(umpire, path, "moves", "a_inf")
    assert not any("barred" in r["term"] for u in infantry["unreachable"] for r in u["reasons"])
    assert {t for t, *_ in reasons(infantry, "12,4")} == {'occupied("g_inf2")'}
    # Every Axis unit is barred from 11,1 and 13,1, next to g_inf.
    axis = answer(umpire, path, "moves", "g_inf")
    assert reasons(axis, "11,1") == reasons(axis, "13,1") == {("barred_for(axis)", *CITE)}


def test_a_retreat_into_hexes_barred_to_its_side_costs_a_figure(write, umpire):
    # g_inf at 12,2 retreats toward row 0 (the top side, memoir44-facts.md line 87): both hexes
    # toward it, 11,1 and 13,1, are barred to the Axis, so the flag costs a figure (line 89).
    text = umpire("ask", write(BOARD), "retreat", "g_inf", "flags", "1").out
    assert "12,2  after 0, loses 1 figure(s)" in text
    assert (
        text.count(
            "no axis unit may enter this hex  | §Fordable stream and ford · memoir44-expansion-facts.md · line 216"
        )
        == 2
    )


@pytest.mark.parametrize(("taker", "verdict"), [("a_tank", "NO"), ("a_inf", "YES")])
def test_taking_ground_into_a_barred_hex_is_refused_to_the_type_named(write, umpire, taker, verdict):
    # Both stand next to 12,4 (distance 1: a close assault takes ground, memoir44-facts.md line 92).
    text = umpire("ask", write(BOARD), "take_ground", taker, "g_inf2").out
    assert f"  {verdict}: " in text
    assert ("no allies armor unit may enter this hex" in text) == (taker == "a_tank")


@pytest.mark.parametrize(
    ("line", "message", "hint"),
    [
        ("impassable at 11,1 for axes", "unknown side 'axes'", "axis"),
        ("impassable at 11,1 for axis tanks", "unknown unit type 'tanks'", None),
        ("impassable at 99,1 for axis", "off the map", None),
    ],
)
def test_a_bad_impassable_line_is_refused_at_its_place(write, umpire, line, message, hint):
    result = umpire("ask", write(BOARD + line + "\n"), "moves", "a_inf")
    assert result.code == 2 and message in result.err and "Traceback" not in result.err
    assert f":{BOARD.count(chr(10)) + 1}:" in result.err
    if hint:
        assert f"did you mean '{hint}'" in result.err


def test_another_game_does_not_accept_the_line(write, umpire):
    text = "game assault edition rev6\nmap 4 x 4\nimpassable at 1,1 for allies\n"
    result = umpire("run", write(text))
    assert result.code == 2 and "impassable" in result.err


def test_a_game_on_a_barred_board_plays_and_replays_with_nothing_unplayed(tmp_path, umpire):
    board = tmp_path / "barred.scn"
    board.write_text(BOARD, "utf-8")
    record = tmp_path / "game.jsonl"
    played = umpire("play", str(board), "--seed", "4", "--max-steps", "200", "--output", str(record))
    assert played.code == 0, played.err
    assert "not played" not in played.err
    replayed = umpire("replay", str(record))
    assert replayed.code == 0 and "ILLEGAL" not in replayed.out


def test_the_barred_hexes_are_planes_of_the_observation(tmp_path):
    # docs/ai.md: one plane per (side, type) barred somewhere, after the terrain (clear) and
    # obstacle planes; the board has none of the latter but clear.
    board = tmp_path / "barred.scn"
    board.write_text(BOARD, "utf-8")
    game = open_game(board)
    codec = Memoir44Codec(game.rules)
    assert codec.barriers == (("allies", "armor"), ("allies", "artillery"), ("axis", "all"))
    seen = codec.observe(game.view("allies"), "allies")
    h = len(codec.hexes)
    first = len(UNIT_PLANES) + len(codec.terrains) + len(codec.obstacles)
    shape = game.rules.base.shape

    def marked(plane: int) -> set[str]:
        return {shape.label(hx) for hx, i in codec.index.items() if seen[(first + plane) * h + i] == 1.0}

    assert marked(0) == marked(1) == {"12,4", "10,4"} and marked(2) == {"11,1", "13,1"}
