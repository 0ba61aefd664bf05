"""PettingZoo (through Shimmy) and Gymnasium environments (pyengine/rl/envs.py): the
frameworks' own checks, seeded chance, masks and refusals. Skipped without the extra ``rl``."""

import pytest

# Each skip comes before any import of the extra: without it the Quick start's run must still pass.
np = pytest.importorskip("numpy")
pytest.importorskip("pyspiel")
pytest.importorskip("shimmy")
from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

import pyengine.rl  # noqa: E402,F401
from pyengine.rl.envs import UmpireEnv, pettingzoo_env  # noqa: E402

CLASH = "tests/data/rl/clash.scn"


def clash_aec():
    return pettingzoo_env(CLASH, victory=1, max_steps=60)


@pytest.mark.filterwarnings("ignore:Agent's m")  # an unbounded Box: OpenSpiel tensors say no bounds
def test_pettingzoos_api_test_passes():
    api_test(clash_aec(), num_cycles=30)


def test_pettingzoos_seed_test_passes():
    seed_test(clash_aec, num_cycles=30)


@pytest.mark.filterwarnings("ignore:.*Box observation space maximum")  # counts have no set top
def test_gymnasiums_env_checker_passes():
    check_env(UmpireEnv(CLASH, victory=1, max_steps=60), skip_render_check=True)


def test_the_same_seed_plays_the_same_game_and_masks_name_the_legal_actions():
    runs = []
    for _ in range(2):
        env = UmpireEnv(CLASH, opponent="greedy", victory=1, max_steps=60)
        _, info = env.reset(seed=4)
        rng = np.random.default_rng(0)
        rewards = []
        for _ in range(15):
            legal = np.flatnonzero(info["action_mask"])
            assert sorted(legal) == env.state.legal_actions(env.player)
            _, reward, terminated, truncated, info = env.step(int(rng.choice(legal)))
            rewards.append(reward)
            if terminated or truncated:
                break
        runs.append((str(env.state), rewards))
    assert runs[0] == runs[1]


def test_a_refused_action_changes_nothing_and_says_why():
    env = UmpireEnv(CLASH, victory=1)
    _, info = env.reset(seed=1)
    before = str(env.state)
    # In the play phase only cards in hand are legal; a card not held is refused by the rules.
    held = {env.state.action_to_string(env.player, a) for a in env.state.legal_actions(env.player)}
    not_held = next(
        n
        for n in range(env.game.codec.num_actions)
        if env.state.action_to_string(env.player, n).startswith("play ")
        and env.state.action_to_string(env.player, n) not in held
    )
    _, reward, terminated, truncated, info = env.step(not_held)
    assert str(env.state) == before and reward == 0 and not terminated and not truncated
    assert info["refused"] and "hand" in " ".join(info["refused"])
    _, _, _, _, info = env.step(0)  # a hex pair: no verb in the play phase
    assert info["refused"] == ["action 0 names no step in this phase"]
