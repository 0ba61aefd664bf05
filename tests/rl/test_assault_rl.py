"""Assault in the AI frameworks (issue 73): with a die-face table the OpenSpiel game
``umpire_assault`` registers, OpenSpiel's random simulation test passes, and so does
PettingZoo's API test. The board is one of benchmarks/assault_boards.py's, with its example
table (assumption die_face_table). Skipped without the extra ``rl``."""

import sys
from pathlib import Path

import pytest

# Each skip comes before any import of the extra: without it the Quick start's run must still pass.
pyspiel = pytest.importorskip("pyspiel")
pytest.importorskip("shimmy")
from pettingzoo.test import api_test  # noqa: E402

import pyengine.rl  # noqa: E402,F401  (registers umpire_<game>)
from pyengine.rl.envs import load, pettingzoo_env  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from benchmarks.assault_boards import write  # noqa: E402


@pytest.fixture(scope="module")
def board(tmp_path_factory: pytest.TempPathFactory) -> str:
    return str(write(tmp_path_factory.mktemp("assault"))[0])


def test_umpire_assault_is_registered() -> None:
    assert "umpire_assault" in pyspiel.registered_names()


def test_openspiels_random_simulation_test_passes_with_serialisation(board: str) -> None:
    pyspiel.random_sim_test(load(board, max_steps=40), num_sims=2, serialize=True, verbose=False)


def test_a_step_and_a_die_read_as_their_words(board: str) -> None:
    game = load(board, max_steps=40)
    state = game.new_initial_state()
    assert state.is_chance_node()
    assert sorted(state.action_to_string(pyspiel.PlayerId.CHANCE, n) for n, _ in state.chance_outcomes()) == [
        "initiative allies",
        "initiative axis",
    ]
    state.apply_action(0)  # allies win the initiative
    assert [state.action_to_string(0, a) for a in state.legal_actions()] == ["pass"]


@pytest.mark.filterwarnings("ignore:Agent's m")  # an unbounded Box: OpenSpiel tensors say no bounds
def test_pettingzoos_api_test_passes(board: str) -> None:
    api_test(pettingzoo_env(board, max_steps=40), num_cycles=20)
