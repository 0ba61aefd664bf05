"""The Python API (pyengine.open_scenario): the same answers as the CLI, typed, and one
documented error type that carries where the input went wrong."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pyengine import OpenScenario, UmpireError, open_scenario
from pyengine.games.memoir44.actions import ActionsAnswer
from pyengine.hex_moves import MovesAnswer

ROOT = Path(__file__).resolve().parents[2]
RIVER = ROOT / "examples" / "memoir44_river_crossing.scn"


def test_ask_gives_a_typed_answer_whose_json_is_the_clis(umpire):
    game = open_scenario(RIVER)
    assert isinstance(game, OpenScenario) and game.game == "memoir44" and game.edition is None
    answer = game.ask("actions axis")
    assert isinstance(answer, ActionsAnswer)
    cli = umpire("ask", str(RIVER), "actions", "axis", "--json").json()
    assert [answer.to_json()] == cli["answers"]
    assert game.to_json([answer]) == cli


def test_answers_are_the_files_own_questions_as_umpire_run_gives_them(umpire):
    game = open_scenario(str(RIVER))
    answers = game.answers()
    assert len(answers) == len(game.questions) and game.questions[0] == "moves allied_inf"
    assert game.text(answers) == umpire("run", str(RIVER)).out.rstrip("\n")
    assert json.loads(game.json_text(answers)) == umpire("run", str(RIVER), "--json").json()


def test_scenario_text_reads_its_includes_from_the_folder_given():
    text = (ROOT / "examples" / "assault_bunker_assault.scn").read_text("utf-8")
    game = open_scenario(text, folder=ROOT / "examples")
    assert game.game == "assault" and game.edition is not None
    assert isinstance(game.ask("moves rifles"), MovesAnswer)


def test_bad_input_raises_umpire_error_with_its_place_and_hint():
    with pytest.raises(UmpireError) as caught:
        open_scenario("game memoir44\nmap 13 x 9\nterrain forrest at 2,2\n")
    err = caught.value
    assert (err.file, err.line, err.column) == ("<scenario>", 3, 9)
    assert err.hint == "forest" and "unknown terrain 'forrest'" in err.message
    assert err.to_json()["hint"] == "forest"


def test_a_bad_question_names_its_word():
    game = open_scenario(RIVER)
    with pytest.raises(UmpireError) as caught:
        game.ask("batle allied_armor")
    assert (caught.value.file, caught.value.line, caught.value.column) == ("<question>", 1, 1)
    assert caught.value.hint == "battle"
    with pytest.raises(UmpireError) as caught:
        game.ask("battle nobody")
    assert "unknown unit 'nobody'" in caught.value.message and caught.value.column == 8
    with pytest.raises(UmpireError) as caught:
        game.ask("battle allied_armor @")
    assert caught.value.column == 21
    for two in ("moves allied_inf\nask moves allied_armor", "moves allied_inf\nterrain forest at 2,2"):
        with pytest.raises(UmpireError) as caught:
            game.ask(two)
        assert caught.value.message == "expected one question"


def test_a_missing_file_is_an_umpire_error():
    with pytest.raises(UmpireError):
        open_scenario(ROOT / "examples" / "no_such_file.scn")


def test_python_dash_m_pyengine_behaves_like_umpire(umpire):
    ran = subprocess.run(
        [sys.executable, "-m", "pyengine", "ask", str(RIVER), "battle", "allied_armor"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert ran.returncode == 0
    assert ran.stdout == umpire("ask", str(RIVER), "battle", "allied_armor").out


def test_the_package_ships_py_typed():
    assert (ROOT / "pyengine" / "py.typed").is_file()
