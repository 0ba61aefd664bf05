"""`ask moves UNIT to HEX` (issue 72): whether the move may end on HEX, read from the move's own
answer: yes with the path and its priced parts, or no with every reason. On the bundled
examples/memoir44_river_crossing.scn, allied_armor (elite armor) stands on 10,6: armor moves up
to 3 hexes (memoir44-facts.md line 37), and a forest stops a move (line 49)."""

import jsonschema
import pytest

from pyengine.games import answer_schema
from tests.conftest import EXAMPLES

SCENARIO = str(EXAMPLES / "memoir44_river_crossing.scn")


def asked(umpire, *words: str) -> dict:
    result = umpire("ask", SCENARIO, "moves", *words, "--json")
    assert result.code == 0, result.err
    document = result.json()
    jsonschema.validate(document, answer_schema())
    return document["answers"][0]


def test_a_hex_it_may_reach_says_yes_with_its_path_and_priced_parts(umpire):
    to = asked(umpire, "allied_armor", "to", "7,5")["to"]
    assert to["reaches"] and to["destination"]["path"] == ["10,6", "9,5", "7,5"]
    assert [p["term"] for p in to["destination"]["trace"]][-1] == "must_stop(forest)"  # line 49
    text = umpire("ask", SCENARIO, "moves", "allied_armor", "to", "7,5").out
    assert "YES: cost 2, left 1, path 10,6 > 9,5 > 7,5" in text and "forest: must stop here" in text


def test_a_hex_next_to_the_reach_says_no_with_its_reason_and_cheapest_try(umpire):
    to = asked(umpire, "allied_armor", "to", "6,2")["to"]
    assert not to["reaches"] and [r["term"] for r in to["reasons"]] == ["too_far(4,3)"]
    assert to["tried"]["path"] == ["10,6", "9,5", "8,4", "7,3", "6,2"]
    assert to["reasons"][0]["cite"]["locator"] == "line 37"


def test_a_hex_no_route_within_the_allowance_ends_on_names_the_allowance(umpire):
    to = asked(umpire, "allied_armor", "to", "20,0")["to"]
    assert to["beyond_reach"] and to["distance"] == 8
    assert [(r["value"], r["cite"]["locator"]) for r in to["reasons"]] == [(3, "line 37")]
    assert "NO: 8 hexes away, no route within its allowance of 3 ends there" in (
        umpire("ask", SCENARIO, "moves", "allied_armor", "to", "20,0").out
    )


def test_its_own_hex_and_a_word_that_is_no_hex_are_bad_input(umpire):
    own = umpire("ask", SCENARIO, "moves", "allied_armor", "to", "10,6")
    assert own.code == 2 and "allied_armor stands on 10,6" in own.err
    typo = umpire("ask", SCENARIO, "moves", "allied_armor", "to", "ten")
    assert typo.code == 2 and "expected a hex" in typo.err and "Traceback" not in typo.err


@pytest.mark.parametrize("hex_", ["9,5", "12,6", "8,4", "13,5", "4,4", "11,3", "6,6", "16,6", "14,8"])
def test_the_answer_for_one_hex_agrees_with_the_whole_move(umpire, hex_):
    # One rule, one answer: `to HEX` reads the same move the plain question lists.
    whole = asked(umpire, "allied_armor")
    to = asked(umpire, "allied_armor", "to", hex_)["to"]
    assert to["reaches"] == (hex_ in {d["hex"] for d in whole["reachable"]})
    refused = {u["hex"]: u["reasons"] for u in whole["unreachable"]}
    if hex_ in refused:
        assert to["reasons"] == refused[hex_]
