"""What each side sees (docs/ai.md "Information"), checked on pairs of states built apart from
the codec's secret_of, over seeded random games on five boards of our own:

- hidden-only pairs (the other hand, a Recon draw not shown, the deck dealt again) give a side
  the same view, and after the same step, the same information state: every step kind, a card
  played of two copies included (memoir44-more-facts.md §6: only draws and Recon keeps are a
  side's alone);
- visible pairs (the same state after two different steps a side sees) differ for it;
- the observation is sufficient: a state and the same state less one fact, whose legal actions
  differ for the side to act, differ in that side's tensor.
Skipped without the extra ``rl``."""

import random

import pytest

pytest.importorskip("pyspiel")
import pyengine.rl  # noqa: F401  (registers umpire_<game>)
from pyengine.rl.envs import load

BOARDS = [
    "tests/data/rl/clash.scn",
    "tests/data/play/duel.scn",
    "tests/data/play/exit.scn",
    "tests/data/play/hazards.scn",
    "tests/data/play/objectives.scn",
]


def random_game(game, seed: int):
    rng = random.Random(seed)
    state = game.new_initial_state()
    while not state.is_terminal():
        yield state, rng
        if state.is_chance_node():
            numbers, odds = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(numbers, odds)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))


def hidden_twin(game, state, observer: int, rng: random.Random):
    """The state with what ``observer`` cannot see dealt again (the same history)."""
    twin = state.clone()
    twin.facts = game.codec.redeal(state.facts, game.players[observer], rng)
    return twin


def moves_of(state) -> set[int]:
    if state.is_terminal():
        return set()
    return {a for a, _ in state.chance_outcomes()} if state.is_chance_node() else set(state.legal_actions())


def after(state, action: int):
    child = state.clone()
    child.apply_action(action)
    return child


def seen_without_discards(information: str, words: str) -> str:
    """After a Recon keep, the card let go lies on the discard pile (line 698): the
    twins differ there by rule, and in nothing else."""
    if not words.startswith("keep "):
        return information
    view, *steps = information.split("\n")
    return "\n".join([" ".join(f for f in view.split(" ") if not f.startswith("discard(")), *steps])


def check_hidden_pair(game, state, rng: random.Random) -> int:
    """Returns how many steps were checked on the twins."""
    checked = 0
    for observer in range(len(game.players)):
        twin = hidden_twin(game, state, observer, rng)
        assert twin.information_state_string(observer) == state.information_state_string(observer)
        assert twin.observation_tensor(observer) == state.observation_tensor(observer)
        if state.current_player() == observer:
            assert moves_of(twin) == moves_of(state), "a side's legal steps rest on what it cannot see"
        common = sorted(moves_of(state) & moves_of(twin))
        for action in rng.sample(common, min(3, len(common))):
            seen, seen_twin = (
                seen_without_discards(s.information_state_string(observer), state.action_to_string(action))
                for s in (after(state, action), after(twin, action))
            )
            assert seen == seen_twin, f"step {state.action_to_string(action)} tells {game.players[observer]} a secret"
            checked += 1
    return checked


def check_visible_pair(game, state, rng: random.Random) -> None:
    """Two different steps of the side to act, neither a secret, differ for the other side."""
    if state.is_chance_node() or state.is_terminal():
        return
    actor = state.current_player()
    steps = [a for a in state.legal_actions() if not state.action_to_string(a).startswith("keep ")]
    if len(steps) < 2:
        return
    a, b = rng.sample(steps, 2)
    for observer in range(len(game.players)):
        if observer != actor:
            assert after(state, a).information_state_string(observer) != after(state, b).information_state_string(
                observer
            )


# The facts whose loss leaves a position the rules still judge: a state without one is the
# other half of a pair for the sufficiency check.
DROPPABLE = ("played", "ordered", "moved", "battled", "took_ground", "overran", "may_exit", "pending", "held",
             "mine_value", "hand", "drawn", "discard", "last_played")  # fmt: skip


def legal_and_seen(game, facts, side: str) -> tuple[frozenset[int], tuple[float, ...]]:
    legal = frozenset(game.legal_table(facts)) if game.rules.node(facts).to_act == side else frozenset()
    return legal, tuple(game.codec.observe(game.rules.view(facts, side), side))


def check_sufficiency(game, state, rng: random.Random) -> None:
    """The state against itself less one fact: a side to act whose legal steps differ between
    the two must see a difference in its tensor."""
    if state.is_chance_node() or state.is_terminal():
        return
    side = game.players[state.current_player()]
    legal, seen = legal_and_seen(game, state.facts, side)
    droppable = sorted(f for f in state.facts.facts if f.split("(")[0] in DROPPABLE)
    for fact in rng.sample(droppable, min(4, len(droppable))):
        other = state.facts.changed([fact], [])
        other_legal, other_seen = legal_and_seen(game, other, side)
        if other_legal != legal:
            assert other_seen != seen, f"{side} cannot see that {fact} changes its legal steps"


def check_board(path: str, seed: int, max_steps: int) -> int:
    game = load(path, victory=2, max_steps=max_steps)
    checked = 0
    for state, rng in random_game(game, seed):
        checked += check_hidden_pair(game, state, rng)
        check_visible_pair(game, state, rng)
        check_sufficiency(game, state, rng)
    return checked


@pytest.mark.parametrize("path", BOARDS)
def test_views_hide_only_what_the_rules_hide_and_observations_suffice(path):
    assert check_board(path, seed=1, max_steps=40) > 20


@pytest.mark.long  # each state costs a dozen KB calls: one longer game a board, in CI
@pytest.mark.parametrize("path", BOARDS)
def test_views_and_observations_over_longer_games(path):
    # The objectives board's games end early by design (medal objectives at the first turn).
    assert check_board(path, seed=2, max_steps=150) > 20


def test_playing_one_of_two_copies_of_a_card_is_seen_by_the_other_side():
    """The duplicate the old secret_of leaked: a play changes hand(S,C,2) into hand(S,C,1), an
    added fact, and was hidden from the other side exactly when the hand held two copies."""
    game = load(BOARDS[0], victory=2, max_steps=60)
    for state, _ in random_game(game, 1):
        if state.is_chance_node() or "play" not in " ".join(f for f in state.facts.facts if f.startswith("phase(")):
            continue
        side = game.players[state.current_player()]
        doubles = [f for f in state.facts.facts if f.startswith(f"hand({side},") and f.endswith(",2)")]
        if doubles:
            card = doubles[0].split(",")[1]
            action = next(a for a in state.legal_actions() if state.action_to_string(a) == f"play {card}")
            other = 1 - state.current_player()
            assert after(state, action).information_state_string(other).endswith(f"{side}: play {card}")
            return
    pytest.fail("no hand held two copies of a card in this game: pick another seed")
