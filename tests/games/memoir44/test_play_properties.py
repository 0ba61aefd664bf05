"""Properties of play over seeded random games (docs/play.md): on the duel, on a board of
benchmarks/play_boards.py (expansion terrain) and on an .m44 file of our own
(tests/data/m44/crossing.m44).

At every state of a game: every legal step the game lists is legal when judged alone in a game
that never saw it, and every offered illegal one says why, with a citation; a move step agrees
with `ask moves` on the same position; the chance outcomes sum to 1; no side's view holds the
other side's hand or the deck; the state round-trips through JSON. A record made by self-play
replays to the same state, and the same seed makes the same record. The long runs play four
generated boards to a winner and run the referee's harness on a few games."""

from __future__ import annotations

import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.play_boards import boards, scope_board
from pyengine import UmpireError, open_game, replay_record
from pyengine.api import answer_all, parse_ask
from pyengine.errors import Pos
from pyengine.play.game import AGENTS, OpenGame, draw_chance, self_play
from pyengine.play.record import record_text
from pyengine.play.state import GameState

ROOT = Path(__file__).resolve().parents[3]
DUEL = ROOT / "tests" / "data" / "play" / "duel.scn"
TACTICS = ROOT / "tests" / "data" / "play" / "tactics.scn"
TACTICS_SETUP = {"victory": {"allies": 6, "axis": 6}, "hands": {"allies": 5, "axis": 5}, "first": "allies"}
CROSSING = ROOT / "tests" / "data" / "m44" / "crossing.m44"
# Boards of our own with medal objectives (every kind of flag) and exit markers.
SCORING = [ROOT / "tests" / "data" / "play" / name for name in ("objectives.scn", "exit.scn")]
SCORING_SETUP = {"victory": {"allies": 5, "axis": 5}, "hands": {"allies": 3, "axis": 3}, "first": "allies"}
DUEL_SETUP = {"victory": {"allies": 2, "axis": 2}, "hands": {"allies": 2, "axis": 2}, "first": "allies"}


def generated(tmp_path: Path, index: int = 0) -> tuple[Path, dict]:
    spec = boards()[index]
    path = tmp_path / f"{spec.name}.scn"
    path.write_text(spec.text)
    return path, spec.setup


def check_state(game: OpenGame, fresh: OpenGame, rng: random.Random) -> None:
    """The properties of one state (fresh: the same scenario, opened anew, its caches empty)."""
    side = game.to_act()
    for viewer in game.rules.sides:
        seen = game.view(viewer).facts
        assert not any(f.startswith("deck(") for f in seen)
        assert not any(f.startswith("hand(") and not f.startswith(f"hand({viewer},") for f in seen)
        # Recon's two cards to keep from are the drawing (active) side's alone.
        if f"active({viewer})" not in seen:
            assert not any(f.startswith("drawn(") for f in seen)
    assert GameState.from_json(game.state.to_json(), Pos("<test>"), game.rules) == game.state
    if side == "chance":
        outcomes = game.chance_outcomes()
        assert sum(p for _, p in outcomes) == 1 and all(p > 0 for _, p in outcomes)
        return
    offered = game.options_now()
    legal = [v for v in offered if v.legal]
    assert legal, "a side to act always has a legal step (at least a pass)"
    for verdict in offered:
        if not verdict.legal:
            assert all(r.cite.source for r in verdict.reasons)
    fresh.state = game.state
    for verdict in rng.sample(offered, min(2, len(offered))):
        alone = fresh.check(verdict.step)
        assert (alone.legal, alone.reasons, alone.changes) == (verdict.legal, verdict.reasons, verdict.changes)
    moves = {v.step.words.split()[1] for v in offered if v.step.words.startswith("move ")}
    # `ask moves` asks with no card: a tactic card in force may change the moves (docs/play.md).
    if moves and game.node().reading.card not in game.rules.tactic_cards:  # type: ignore[attr-defined]
        unit = sorted(moves)[0]
        board = game.rules.boards.at(game.state)  # type: ignore[attr-defined]
        [answer] = answer_all(board, [parse_ask(board, f"ask moves {unit}", "<test>")])
        reachable = {d.hex for d in answer.reachable}
        listed = {v.step.words.split()[2] for v in legal if v.step.words.startswith(f"move {unit} ")}
        assert listed == reachable


def walk(path: Path, setup: dict, seed: int, steps: int) -> OpenGame:
    game = open_game(path, setup=setup)
    fresh = open_game(path, setup=setup)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.to_act() == "none":
            break
        check_state(game, fresh, rng)
        step = draw_chance(game, rng) if game.to_act() == "chance" else AGENTS["random"](game, rng)
        assert game.apply(step).legal
    return game


@pytest.mark.parametrize("seed", [1, 2])
def test_every_state_of_a_random_duel_keeps_the_properties(seed):
    walk(DUEL, DUEL_SETUP, seed, 45)


@pytest.mark.parametrize("seed", [5, 6])
def test_every_state_of_a_random_game_of_tactic_cards_keeps_the_properties(seed):
    # Every card of the 60 may come up here: the steps and chance nodes each adds keep the
    # properties (each new chance node's outcomes sum to 1; no view shows the other hand).
    game = walk(TACTICS, TACTICS_SETUP, seed, 90)
    tactic = game.rules.tactic_cards  # type: ignore[attr-defined]
    played = {v.step.words.split()[1] for v in game.history if v.step.words.startswith("play ")}
    assert played & tactic


def test_every_state_of_a_random_game_on_a_generated_board_keeps_the_properties(tmp_path):
    path, setup = generated(tmp_path, 4)
    walk(path, setup, 7, 45)


def test_every_state_of_a_random_game_on_an_m44_file_keeps_the_properties():
    # The .m44's game_info sets the hands (4 and 5), the medals (4) and who starts (Allies).
    game = walk(CROSSING, {}, 3, 35)
    assert all("play_setup_default" not in dict(v.assumptions.texts) for v in game.history)


@pytest.mark.parametrize("path", SCORING, ids=lambda p: p.name)
def test_every_state_of_a_random_game_with_objectives_and_exits_keeps_the_properties(path):
    walk(path, SCORING_SETUP, 5, 40)


def test_a_self_play_record_replays_to_the_same_state_and_the_same_seed_makes_the_same_record(tmp_path):
    path, setup = generated(tmp_path, 2)
    texts = []
    for _ in range(2):
        game = open_game(path, setup=setup, name=path.name)
        verdicts = self_play(game, 11, dict.fromkeys(game.rules.sides, AGENTS["random"]), max_steps=70)
        texts.append(record_text(game.header(), verdicts))
    assert texts[0] == texts[1]
    (tmp_path / "game.jsonl").write_text(texts[0])
    report = replay_record(tmp_path / "game.jsonl")
    assert report.holds and len(report.steps) == 70
    again = open_game(path, setup=setup)
    for step in report.steps:
        again.apply(step.verdict.step)
    assert again.state == game.state


@settings(max_examples=60, deadline=None)
@given(st.lists(st.text(max_size=60), min_size=1, max_size=4))
def test_no_record_text_makes_a_traceback(tmp_path_factory, lines):
    folder = tmp_path_factory.mktemp("records")
    (folder / "duel.scn").write_text(DUEL.read_text())
    header = '{"umpire": "game", "version": 1, "scenario": "duel.scn"}'
    (folder / "game.jsonl").write_text("\n".join([header, *lines]) + "\n")
    try:
        replay_record(folder / "game.jsonl", keep_going=True)
    except UmpireError as err:
        assert "game.jsonl" in err.render()


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(
        ["play", "order", "move", "battle", "retreat", "take_ground", "exit", "keep", "pass", "roll", "draw", "reveal"]
    ),
    st.lists(
        st.sampled_from(["a_inf", "g_inf", "12,4", "99,99", "flag", "recon_left", "orders", "x", "", "2", "-1", "007"]),
        max_size=4,
    ),
)
def test_any_words_for_a_step_are_judged_or_refused_as_bad_input(verb, words):
    game = open_game(DUEL, setup=DUEL_SETUP)
    for side in ("allies", "axis", "chance"):
        try:
            verdict = game.check(game.step(" ".join([verb, *words]), side))
        except UmpireError:
            continue
        assert verdict.legal or verdict.reasons


# ---- The long runs (CI) ------------------------------------------------------------------------


@pytest.mark.long
@pytest.mark.parametrize("index", range(0, 12, 3))  # every board: benchmarks/selfplay.py (CI stays under 30 min)
def test_generated_boards_play_to_a_winner_and_replay_with_the_same_winner(tmp_path, index):
    path, setup = generated(tmp_path, index)
    game = open_game(path, setup=setup, name=path.name)
    verdicts = self_play(game, 100 + index, dict.fromkeys(game.rules.sides, AGENTS["random"]))
    assert game.winner() is not None
    (tmp_path / "game.jsonl").write_text(record_text(game.header(), verdicts))
    report = replay_record(tmp_path / "game.jsonl")
    assert report.holds and report.winner == game.winner()


@pytest.mark.long
@pytest.mark.parametrize("seed", (1, 2, 3))  # a standard, an Overlord and a Breakthrough board
def test_issue_71_boards_play_to_a_winner_with_nothing_unplayed(tmp_path, seed):
    """benchmarks/play_boards.scope_board: a Tiger, cavalry, a Big Gun, a destroyer, a train, a
    unit in a boat, a frozen river, a hospital, an HQ tent, minefields with a decoy medal and the
    three medal fields, on each board format (benchmarks/selfplay.py --scope plays all twelve)."""
    spec = scope_board(seed)
    path = tmp_path / f"{spec.name}.scn"
    path.write_text(spec.text)
    game = open_game(path, setup=spec.setup, name=path.name)
    assert game.rules.not_played == ()
    verdicts = self_play(game, seed, dict.fromkeys(game.rules.sides, AGENTS["random"]))
    assert game.winner() is not None
    (tmp_path / "game.jsonl").write_text(record_text(game.header(), verdicts))
    report = replay_record(tmp_path / "game.jsonl")
    assert report.holds and report.winner == game.winner()


@pytest.mark.long
@pytest.mark.parametrize("path", SCORING, ids=lambda p: p.name)
def test_games_scored_by_objectives_and_exits_play_to_a_winner_and_replay(tmp_path, path):
    (tmp_path / path.name).write_text(path.read_text())
    game = open_game(tmp_path / path.name, setup=SCORING_SETUP, name=path.name)
    # The greedy agent takes a medal when one is there: an exit, an objective.
    verdicts = self_play(game, 21, dict.fromkeys(game.rules.sides, AGENTS["greedy"]))
    assert game.winner() is not None
    assert any(o.term.startswith(("objective_won", "exited")) for v in verdicts for o in v.outcomes)
    (tmp_path / "game.jsonl").write_text(record_text(game.header(), verdicts))
    report = replay_record(tmp_path / "game.jsonl")
    assert report.holds and report.winner == game.winner()


@pytest.mark.long
def test_the_referee_harness_refuses_every_corrupted_record_at_its_step():
    run = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "referee.py"), "--logs", "48", "--games", "3", "--full", "8"],
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    # Every kind a record allows is judged (a card no game played has no corruption of its own).
    total = re.search(r"total: (\d+) of (\d+)", run.stdout)
    assert total is not None and total[1] == total[2] and int(total[2]) >= 40, run.stdout
