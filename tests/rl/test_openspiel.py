"""The OpenSpiel game (pyengine/rl/openspiel_game.py, docs/ai.md): OpenSpiel's own random
simulation test, its chance-outcome and resampling checks, and no hand ever seen by the other
side. Skipped without the extra ``rl``; CI installs it and runs the long versions."""

import json
import random
import shutil
from fractions import Fraction

import pytest

pyspiel = pytest.importorskip("pyspiel")
import pyengine.rl  # noqa: E402,F401  (registers umpire_<game>)
from pyengine.api import replay_record  # noqa: E402
from pyengine.rl.envs import load  # noqa: E402

CLASH = "tests/data/rl/clash.scn"


def clash(max_steps: int = 60, victory: int = 1):
    return load(CLASH, victory=victory, max_steps=max_steps)


def random_states(game, seed: int):
    """Every state of one random game, chance drawn with its odds."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    while not state.is_terminal():
        yield state
        if state.is_chance_node():
            numbers, odds = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(numbers, odds)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    yield state


def check_chance_node(game, state) -> None:
    """OpenSpiel's CheckChanceOutcomes at one node (tests/basic_tests.cc; pyspiel does not
    expose it, and its walk of the whole tree does not end on a game this size): the outcomes
    are the legal actions, distinct, each likely, summing to 1 exactly."""
    exact = game.codec.chance_outcomes(state.facts)
    numbers = [n for n, _, _ in exact]
    assert sorted(numbers) == state.legal_actions() == state.legal_actions(pyspiel.PlayerId.CHANCE)
    assert len(set(numbers)) == len(numbers)
    assert all(0 < p <= 1 for _, _, p in exact)
    assert sum((p for _, _, p in exact), Fraction(0)) == 1


def check_resampling(game, state, rng: random.Random) -> set[str]:
    """OpenSpiel's ResampleInfostateTest at one node: each player cannot tell the resampled
    state from this one. Returns the other hands the resampling dealt."""
    dealt = set()
    for player, side in enumerate(game.players):
        other = state.resample_from_infostate(player, rng.random)
        assert other.information_state_string(player) == state.information_state_string(player)
        assert other.observation_string(player) == state.observation_string(player)
        assert other.observation_tensor(player) == state.observation_tensor(player)
        assert other.current_player() == state.current_player()
        dealt.add(" ".join(sorted(f for f in other.facts.facts if f.startswith("hand(") and side not in f)))
    return dealt


def check_nothing_hidden_is_seen(game, state) -> None:
    """No side's observation or information state names a card of another side's hand, nor a
    card drawn into it: each step it lists is the step's words, or its verb alone where the
    step was another side's secret."""
    for player, side in enumerate(game.players):
        seen = state.information_state_string(player).split("\n")
        for other in game.players:
            if other != side:
                assert f"hand({other}," not in seen[0] + state.observation_string(player)
        for line, (who, words, secret) in zip(seen[1:], state.record, strict=True):
            hidden = secret and secret != side
            assert line == (f"{who}: {words.split()[0]} ?" if hidden else f"{who}: {words}")


def test_openspiels_random_simulation_test_passes_with_serialisation():
    pyspiel.random_sim_test(clash(max_steps=40), num_sims=2, serialize=True, verbose=False)


@pytest.mark.long
def test_openspiels_random_simulation_test_passes_on_a_hundred_games():
    pyspiel.random_sim_test(clash(max_steps=80), num_sims=100, serialize=True, verbose=False)


@pytest.mark.parametrize("seed", [1, pytest.param(2, marks=pytest.mark.long), pytest.param(3, marks=pytest.mark.long)])
def test_chance_resampling_and_hidden_cards_hold_at_every_node(seed):
    game = clash()
    rng = random.Random(seed)
    dealt: set[str] = set()
    for state in random_states(game, seed):
        check_nothing_hidden_is_seen(game, state)
        if state.is_chance_node():
            check_chance_node(game, state)
        elif not state.is_terminal():
            dealt |= check_resampling(game, state, rng)
    # Resampling deals the other hand from the unseen cards: not always the same one.
    assert len(dealt) > 2


def test_the_first_node_deals_a_card_of_the_sixty_with_its_odds():
    state = clash().new_initial_state()
    assert state.is_chance_node()
    odds = dict(state.chance_outcomes())
    # 40 section cards and 20 tactic cards (memoir44-more-facts.md line 684); Probe Center 5 of
    # them (memoir44-facts.md lines 99-100), Ambush 1 (more facts line 659).
    names = {state.action_to_string(pyspiel.PlayerId.CHANCE, n): p for n, p in odds.items()}
    assert names["draw probe_center"] == pytest.approx(5 / 60)
    assert names["draw ambush"] == pytest.approx(1 / 60)
    assert sum(odds.values()) == pytest.approx(1)


def test_each_action_reads_as_its_step_and_a_finished_game_pays_the_winner():
    game = clash(max_steps=400)
    states = list(random_states(game, 11))
    for state in states[:-1]:
        if not state.is_chance_node():
            words = [state.action_to_string(state.current_player(), a) for a in state.legal_actions()]
            assert words == [game.legal_table(state.facts)[a].words for a in state.legal_actions()]
    last = states[-1]
    winner = game.rules.node(last.facts).winner
    assert winner is not None
    assert last.returns() == [1.0 if side == winner else -1.0 for side in game.players]


def test_a_game_past_max_steps_ends_drawn():
    game = clash(max_steps=12, victory=0)
    last = list(random_states(game, 3))[-1]
    assert len(last.record) == 12 and last.is_terminal()
    assert game.rules.node(last.facts).winner is None and last.returns() == [0.0, 0.0]


def test_a_state_serialises_and_its_record_replays_to_the_same_position(tmp_path):
    game = clash(max_steps=50)
    state = list(random_states(game, 5))[-1]
    again = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))[1]
    assert str(again) == str(state) and again.history() == state.history()
    shutil.copy(CLASH, tmp_path / "clash.scn")
    (tmp_path / "game.jsonl").write_text("\n".join(state.record_lines()) + "\n")
    assert json.loads(state.record_lines()[0])["scenario"] == "clash.scn"
    report = replay_record(tmp_path / "game.jsonl")
    assert report.holds and len(report.steps) == 50


def test_a_missing_or_bad_scenario_is_a_clear_error():
    with pytest.raises(ValueError, match="needs the parameter 'scenario'"):
        pyspiel.load_game("umpire_memoir44")
    with pytest.raises(ValueError, match=r"umpire_memoir44: no_such_board\.scn: no such file"):
        pyspiel.load_game("umpire_memoir44", {"scenario": "no_such_board.scn"})
    with pytest.raises(ValueError, match="'max_steps' is an integer from 1"):
        pyspiel.load_game("umpire_memoir44", {"scenario": CLASH, "max_steps": 0})


def test_an_illegal_action_is_refused_and_changes_nothing():
    state = clash().new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.legal_actions()[0])
    before = str(state)
    with pytest.raises(ValueError, match="is not legal here"):
        state.apply_action(0)
    assert str(state) == before
