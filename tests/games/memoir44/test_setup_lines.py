"""A scenario's setup lines (docs/play.md, "Set-up lines"): how a game starts, in the scenario
language, as a record header's "setup" gives it; an .m44 file converted keeps its set-up as
these lines, so the converted board plays as the file does."""

import json
from pathlib import Path

import pytest

from pyengine import UmpireError, open_game
from pyengine.games.memoir44.play.setup import converted, m44_given
from pyengine.games.memoir44.play.setup_lines import lines_of
from tests.play_steps import played

EXITS = Path("tests/data/play/exit.scn")
CROSSING = Path("tests/data/m44/crossing.m44")
LINES = """
setup victory allies 2
setup victory axis 3
setup hands allies 2
setup hands axis 1
setup first axis
setup infantry_exit 2
setup reshuffle false
setup default_winner axis
setup exits_needed allies 1
setup section_medal axis 1 0 2
setup extra_draw axis 4
setup hill317 22,4 21,5
setup replaced_card allies air_power
setup smoke_screen axis
"""


def with_lines(tmp_path: Path, lines: str) -> Path:
    path = tmp_path / "exit.scn"
    path.write_text(EXITS.read_text() + lines)
    return path


def test_setup_lines_give_what_a_record_header_gives(tmp_path):
    setup = open_game(with_lines(tmp_path, LINES)).rules.setup
    assert (setup.victory, setup.hands, setup.first, setup.infantry_exit) == (
        {"allies": 2, "axis": 3},
        {"allies": 2, "axis": 1},
        "axis",
        2,
    )
    assert not setup.defaulted
    options = setup.options
    assert (options.reshuffle, options.default_winner, options.exits_needed) == (False, "axis", (("allies", 1),))
    assert options.section_medal is not None and options.section_medal.sections == (0, 2)
    assert options.hill317 == ("22,4", "21,5") and options.smoke_side == "axis"
    assert options.replaced_card is not None and options.replaced_card.card == "air_power"
    # The lines read back as the header writes them (lines_of is given_of's inverse).
    assert set(lines_of(setup.to_json())) >= {line for line in LINES.strip().splitlines() if "infantry" not in line}


def test_a_record_header_overrides_a_line(tmp_path):
    game = open_game(with_lines(tmp_path, LINES), setup={"victory": {"allies": 5}, "first": "allies"})
    assert game.rules.setup.victory == {"allies": 5, "axis": 3} and game.rules.setup.first == "allies"


@pytest.mark.parametrize(
    ("line", "says"),
    [
        ("setup victroy allies 2", "did you mean 'victory'"),
        ("setup victory germans 2", "unknown side 'germans'"),
        ("setup hill317 40,4", "'40,4' is not a hex of this map"),
        ("setup reshuffle maybe", "unknown value 'maybe'"),
        ("setup first allies axis", "'setup first' takes 1 word(s)"),
        ("setup victory allies 2\nsetup victory allies 3", "a second 'setup victory'"),
        ("setup victory allies 0", "a whole number from 1 to 99"),
    ],
)
def test_a_bad_line_is_named_at_its_line_and_column(tmp_path, line, says):
    path = with_lines(tmp_path, "\n" + line + "\n")
    with pytest.raises(UmpireError) as err:
        open_game(path)
    text = str(err.value)
    assert says in text, text
    first = len(EXITS.read_text().splitlines()) + 2
    assert f"exit.scn:{first}:" in text or f"exit.scn:{first + 1}:" in text, text


def test_a_converted_m44_plays_as_the_file_does(tmp_path):
    # The hands (5 and 4), the first side and the victory count of crossing.m44's game_info.
    raw = json.loads(CROSSING.read_text())
    raw["game_info"]["options"].update({"deck_reshuffling": False, "smoke_screen": {"side": "AXIS"}})
    (tmp_path / "file.m44").write_text(json.dumps(raw))
    text = converted((tmp_path / "file.m44").read_text(), "file.m44")
    assert "setup hands allies 5" in text and "setup smoke_screen axis" in text
    (tmp_path / "board.scn").write_text(text)
    file, board = open_game(tmp_path / "file.m44"), open_game(tmp_path / "board.scn")
    assert file.rules.setup == board.rules.setup
    assert m44_given(CROSSING.read_text(), "crossing.m44")["hands"] == {"allies": 5, "axis": 4}
    deal = [s.words for s, _ in file.chance_outcomes()][:1]
    assert [v.legal for v in (file.apply(deal[0]), board.apply(deal[0]))] == [True, True]
    assert file.state == board.state


def test_a_game_plays_on_its_setup_lines(tmp_path):
    # Two Allied cards and one Axis card dealt, the Axis first (the lines above): its play
    # follows the third card.
    game = played(with_lines(tmp_path, LINES), {}, "draw probe_left", "draw assault_center", "draw recon_left")
    assert game.to_act() == "axis" and "smoke" in game.summary()[0]
