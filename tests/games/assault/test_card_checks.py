"""Card data the checks must refuse before the KB sees it: each is exit 2 at its line and
column, never a KB defect (exit 3). Unit cards: rules digest 4.2 (one row per target type and
range band), 10.1 (direct fire reads one band per range), 11.1 (cc, range 0) and 10.11 (the
card back's indirect fire)."""

import pytest

from tests.conftest import EXAMPLES

BUNKER = (EXAMPLES / "assault_bunker_assault.scn").read_text("utf-8")
CARDS = (EXAMPLES / "sicily_cards.cards").read_text("utf-8")
CLOSE_ROW = "  attack infantry close 1..3 1R+1Y\n"
MEDIUM_ROW = "  attack infantry medium 4..6 1Y+1G\n"


def inlined(cards: str) -> str:
    """The bunker example with its include replaced by the catalogue's text."""
    return BUNKER.replace('include "sicily_cards.cards"\n', cards)


def run(write, umpire, text: str):
    result = umpire("run", write(text))
    assert "Traceback" not in result.err and "internal error" not in result.err
    return result


def test_the_reported_overlap_is_bad_input_at_the_second_row(write, umpire):
    # US Rifles 43: close 1..3 and medium 1..4 both cover 1..3 against infantry (line 13 of the card).
    text = inlined(CARDS.replace(MEDIUM_ROW, "  attack infantry medium 1..4 1Y+1G\n"))
    result = run(write, umpire, text)
    assert result.code == 2
    line = text.splitlines().index("  attack infantry medium 1..4 1Y+1G") + 1
    assert f"s.scn:{line}:3: error: attack rows of card us_rifles_43 overlap at ranges 1..3 (infantry)" in result.err
    assert "expected: ranges apart from close 1..3" in result.err


def test_the_same_overlap_through_the_include(examples_copy, umpire):
    cards = examples_copy / "sicily_cards.cards"
    cards.write_text(CARDS.replace(MEDIUM_ROW, "  attack infantry medium 1..4 1Y+1G\n"), encoding="utf-8")
    result = umpire("run", str(examples_copy / "assault_bunker_assault.scn"))
    assert result.code == 2
    assert "sicily_cards.cards:13:3: error: attack rows of card us_rifles_43 overlap at ranges 1..3" in result.err


def test_rows_of_different_tables_may_cover_the_same_range(write, umpire):
    # Indirect fire (10.11) is the card back's own table: 2..12 may overlap the direct bands.
    text = inlined(CARDS.replace(MEDIUM_ROW, MEDIUM_ROW + "  attack infantry indirect 2..12 2G\n"))
    assert run(write, umpire, text).code == 0


def test_vehicle_and_infantry_rows_are_separate(write, umpire):
    text = inlined(CARDS.replace(CLOSE_ROW, CLOSE_ROW + "  attack vehicle medium 1..3 1G\n", 1))
    result = run(write, umpire, text)
    # The card already has 'attack vehicle close 1..2 1G': 1..2 overlaps, against vehicles.
    assert result.code == 2 and "overlap at ranges 1..2 (vehicle)" in result.err


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (
            "  defense front 1Y\n",
            "  defense front 1Y\n  defense front 2R\n",
            "card 'us_rifles_43' gives 'defense front' twice",
        ),
        ("  mp normal 2\n", "  mp normal 2\n  mp normal 3\n", "card 'us_rifles_43' gives 'mp normal' twice"),
        ("  arc 360\n", "  arc 360\n  arc 180\n", "card 'us_rifles_43' has two 'arc' lines"),
        ("  movement foot\n", "  movement foot\n  movement tracked\n", "card 'us_rifles_43' has two 'movement' lines"),
        (CLOSE_ROW, "  attack infantry close 1..3 0R\n", "a die count of 0"),
        (CLOSE_ROW, "  attack infantry close 1..3 1R+0Y\n", "a die count of 0"),
        ("  defense front 1Y\n", "  defense front 00G\n", "a die count of 0"),
        (CLOSE_ROW, "  attack infantry close 3..1 1R+1Y\n", "range span runs backwards"),
    ],
)
def test_card_lines_given_twice_or_empty_are_bad_input(write, umpire, old, new, message):
    text = inlined(CARDS.replace(old, new, 1))
    result = run(write, umpire, text)
    assert result.code == 2 and f"error: {message}" in result.err
    line = next(i for i, t in enumerate(text.splitlines(), 1) if t == new.splitlines()[-1])
    assert f"s.scn:{line}:" in result.err


def test_a_unit_line_given_twice_is_bad_input(write, umpire):
    text = BUNKER.replace("unit rifles { side allies", "unit rifles { side axis side allies")
    result = run(write, umpire, text)
    assert result.code == 2 and "unit 'rifles' has two 'side' lines" in result.err
