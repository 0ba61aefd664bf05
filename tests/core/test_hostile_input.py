"""Hostile input: a question over its budget, an include that leaves its folder, a number the
KB cannot hold, and a fixed-seed batch of mutated examples. Each ends in exit 0 or exit 2 with
file:line:col, never in an internal error (exit 3) or a traceback; what is answered can also
be drawn."""

import random
import xml.etree.ElementTree as ET

import pytest

from pyengine import Budget, UmpireError, open_scenario
from tests.conftest import EXAMPLE_NAMES
from tests.mutations import mutate

HUGE = (
    "game assault edition rev6\nmap 500 x 500\n"
    "unit u { side allies type infantry at 250,250 movement foot mp normal 200 }\nask moves u\n"
)
# 12 MP from the middle of a 100 x 100 map: a move question loads the hexes within its largest
# allowance (fast: +1, 9.2) and the ring beyond, 1 + 3 x 14 x 15 = 631 hexes.
WIDE = (
    "game assault edition rev6\nmap 100 x 100\n"
    "unit u { side allies type infantry at 50,50 movement foot mp normal 12 }\nask moves u\n"
)


def test_a_question_past_its_hex_budget_is_bad_input(write, umpire):
    result = umpire("run", write(HUGE))
    assert result.code == 2
    assert "s.scn:4:1: error: question 'moves u' would load 123019 hexes, more than the limit of 5000" in result.err
    assert "--max-hexes 123019" in result.err and "Traceback" not in result.err


def test_a_budget_raised_on_the_command_line_lets_a_larger_question_through(write, umpire):
    path = write(WIDE)
    low = umpire("run", path, "--max-hexes", "630")
    assert low.code == 2 and "would load 631 hexes, more than the limit of 630" in low.err
    high = umpire("run", path, "--max-hexes", "631", "--json")
    # Open clear ground at 1 MP a hex (9.1): every hex within 12 but its own, 3 x 12 x 13.
    assert high.code == 0 and len(high.json()["answers"][0]["reachable"]) == 468


def test_the_python_api_takes_a_budget():
    with pytest.raises(UmpireError) as caught:
        open_scenario(WIDE, budget=Budget(max_hexes=100)).answers()
    assert "would load 631 hexes, more than the limit of 100" in caught.value.message


@pytest.mark.parametrize("value", ["0", "-3", "lots"])
def test_the_budget_is_a_whole_number_of_one_or_more(write, umpire, value):
    with pytest.raises(SystemExit) as caught:
        umpire("run", write(WIDE), "--max-hexes", value)
    assert caught.value.code == 2


# ---- Includes stay in their folder ------------------------------------------------------

CARD = "card c1 {\n  movement foot\n  mp normal 2\n}\n"
USES = 'game assault edition rev6\nmap 4 x 4\ninclude "{}"\nunit u {{ side allies type infantry at 1,1 card c1 }}\n'


@pytest.fixture
def folders(tmp_path):
    """A scenario folder beside a folder it must not read, which holds a secret."""
    (tmp_path / "game").mkdir()
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "elsewhere" / "secret.cards").write_text("TOPSECRET password\n", encoding="utf-8")
    (tmp_path / "game" / "cards.cards").write_text(CARD, encoding="utf-8")
    return tmp_path


def run_with(umpire, folders, include: str, *extra: str):
    scn = folders / "game" / "s.scn"
    scn.write_text(USES.format(include), encoding="utf-8")
    return umpire("run", str(scn), *extra)


def refused(result) -> bool:
    """Exit 2, and nothing of the file outside shown."""
    return result.code == 2 and "TOPSECRET" not in result.err + result.out


def test_an_include_inside_the_folder_is_read(umpire, folders):
    assert run_with(umpire, folders, "cards.cards").code == 0


def test_an_absolute_include_is_refused(umpire, folders):
    result = run_with(umpire, folders, str(folders / "elsewhere" / "secret.cards"))
    assert refused(result) and "s.scn:3:1: error: an include may not name an absolute path" in result.err


def test_an_include_that_climbs_out_is_refused(umpire, folders):
    result = run_with(umpire, folders, "../elsewhere/secret.cards")
    assert refused(result) and "include '../elsewhere/secret.cards' climbs out of the scenario's folder" in result.err
    # The same file through a folder named on the command line is read (and fails on its text).
    allowed = run_with(umpire, folders, "../elsewhere/secret.cards", "--include-dir", str(folders / "elsewhere"))
    assert allowed.code == 2 and "secret.cards:1:1" in allowed.err


def test_a_link_that_points_out_is_refused(umpire, folders):
    (folders / "game" / "link.cards").symlink_to(folders / "elsewhere" / "secret.cards")
    result = run_with(umpire, folders, "link.cards")
    assert refused(result) and "include 'link.cards' is a link that leads out of the scenario's folder" in result.err


def test_a_link_inside_the_folder_is_followed(umpire, folders):
    (folders / "game" / "same.cards").symlink_to(folders / "game" / "cards.cards")
    assert run_with(umpire, folders, "same.cards").code == 0


def test_scenario_text_includes_only_from_its_folder(folders):
    text = USES.format("../elsewhere/secret.cards")
    with pytest.raises(UmpireError) as caught:
        open_scenario(text, folder=folders / "game")
    assert "climbs out" in caught.value.message and "TOPSECRET" not in str(caught.value)


# ---- Numbers the KB cannot hold ------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "column"),
    [
        ("elevation 2147483648 at 1,1", 11),
        ("marker smoke x99999999999 at 1,1", 14),
        ("fortification trench at 1,1 facing 1000001", 36),
        ("terrain clear at 1,99999999999", 20),
    ],
)
def test_a_number_too_large_is_bad_input(write, umpire, line, column):
    result = umpire("run", write(f"game assault edition rev6\nmap 4 x 4\n{line}\n"))
    assert result.code == 2 and f"s.scn:3:{column}: error: number too large" in result.err


def test_a_die_count_too_large_is_bad_input(write, umpire):
    text = "game assault edition rev6\nmap 4 x 4\ncard c { attack infantry close 1..3 1R+2000000Y }\n"
    result = umpire("run", write(text))
    assert result.code == 2 and "s.scn:3:37: error: number too large" in result.err


# ---- A fixed-seed batch of mutated examples -------------------------------------------

SEED, PER_EXAMPLE = 35, 30


@pytest.mark.long  # a long run: CI runs it (pytest -m long), the Quick start does not
@pytest.mark.parametrize("name", EXAMPLE_NAMES)
def test_mutated_examples_end_in_an_answer_or_a_clear_error(examples_copy, umpire, name):
    original = (examples_copy / name).read_text("utf-8")
    codes = []
    for i in range(PER_EXAMPLE):
        text = mutate(original, examples_copy, random.Random(f"{SEED}:{name}:{i}"))
        path = examples_copy / f"mutant_{name}"
        path.write_text(text, encoding="utf-8")
        result = umpire("run", str(path))
        assert result.code in (0, 2), (i, result.err)
        assert "Traceback" not in result.err and "internal error" not in result.err, (i, result.err)
        if result.code == 2:
            assert result.err.startswith(str(examples_copy)) or result.err.startswith("mutant"), (i, result.err)
        else:  # what was answered can be drawn: a well-formed picture, never a crash
            picture = umpire("render", str(path))
            assert picture.code == 0, (i, picture.err)
            ET.fromstring(picture.out)
        codes.append(result.code)
    assert 0 in codes and 2 in codes  # the batch exercises both outcomes
