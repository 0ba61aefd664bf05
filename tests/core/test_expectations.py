"""`expect` lines and `umpire test`: what an answer must say, in its own words, checked at
the line that says it."""

from __future__ import annotations

from tests.conftest import EXAMPLES

MEMOIR = (EXAMPLES / "memoir44_river_crossing.scn").read_text("utf-8")


def test_the_bundled_examples_meet_their_expectations(umpire):
    result = umpire("test", str(EXAMPLES))
    assert result.code == 0, result.out
    assert result.out.strip().startswith("umpire test: ") and " 0 failed" in result.out
    for path in EXAMPLES.glob("*.scn"):
        assert sum(line.startswith("expect ") for line in path.read_text("utf-8").splitlines()) >= 5, path.name


def test_a_broken_expectation_fails_at_its_line_with_what_the_answer_said(write, umpire):
    # Armor rolls 3 dice at distance 1 (memoir44-facts.md line 26), not 4.
    text = MEMOIR + "ask battle allied_armor\nexpect targets axis_scouts dice 4\n"
    line = text.count("\n")
    result = umpire("test", write(text))
    assert result.code == 1
    assert f"s.scn:{line}:1: FAILED: expect targets axis_scouts dice 4" in result.out
    assert "the answer says: axis_scouts: dice 3" in result.out
    assert "1 failed" in result.out


def test_not_inverts_and_a_missing_item_is_named(write, umpire):
    text = MEMOIR + "ask moves allied_inf\nexpect not reachable 6,4\nexpect reachable 6,4\n"
    result = umpire("test", write(text))
    assert result.code == 1 and result.out.count("FAILED") == 1
    assert "FAILED: expect reachable 6,4\n  the answer says: no item 6,4; there are 7,5, 9,5" in result.out


def test_a_field_the_answer_has_not_is_bad_input_with_a_suggestion(write, umpire):
    result = umpire("test", write(MEMOIR + "ask battle allied_armor\nexpect target axis_scouts dice 3\n"))
    assert result.code == 2
    assert "error: the answer has no field 'target'" in result.err and "did you mean 'targets'?" in result.err


def test_an_expectation_before_any_question_is_refused(write, umpire):
    result = umpire("run", write("game memoir44\nmap 13 x 9 coords doubled\nexpect verdict legal\n"))
    assert result.code == 2 and "s.scn:3:1: error: an expect line follows the ask line it is about" in result.err


def test_the_json_report_lists_every_expectation(write, umpire):
    result = umpire("test", write(MEMOIR + "ask los allied_inf axis_outpost\nexpect verdict clear\n"), "--json")
    report = result.json()
    assert result.code == 0 and report["failed"] == 0
    last = report["files"][0]["expectations"][-1]
    assert (last["expect"], last["met"], last["said"]) == ("verdict clear", True, "clear")


def test_a_reason_holding_a_comma_is_shown_as_one(examples_copy, umpire):
    # "needs 3 MP, has 2" is one reason: a failed expectation quotes it, so it never reads as
    # two; and a reason matches only as a whole text.
    path = examples_copy / "assault_tutorial.scn"
    text = path.read_text("utf-8") + 'ask moves us_rifles\nexpect unreachable 4,2 reasons "needs 3 MP"\n'
    path.write_text(text + 'expect unreachable 4,2 reasons "needs 3 MP, has 2"\n', "utf-8")
    result = umpire("test", str(path))
    assert result.code == 1 and result.out.count("FAILED") == 1
    assert 'the answer says: 4,2: reasons "needs 3 MP, has 2"' in result.out
