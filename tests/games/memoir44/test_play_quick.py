"""The quick judge (pyengine/games/memoir44/play/quick.py) against its reference, turn.lp
itself: over seeded games, every step either judge takes in a position gets the same verdict
from both (reasons, changes and their citations, outcomes, claims, assumptions). The quick
suite plays a few games; the long run (CI) plays 200 over 10 boards."""

import random
from pathlib import Path

import pytest

from benchmarks.play_boards import boards
from pyengine import open_game
from pyengine.kb_rules import ReferenceMode
from pyengine.play.game import OpenGame
from pyengine.play.state import GameState

ROOT = Path(__file__).resolve().parents[3]
DUEL = ROOT / "tests" / "data" / "play" / "duel.scn"
SETUP = {"victory": {"allies": 3, "axis": 3}, "hands": {"allies": 3, "axis": 3}, "first": "allies"}


# Facts a position from outside may lack (a mark, a card) while the rules still read it: the
# two judges must agree on those positions too.
DROPPABLE = ("played", "ordered", "moved", "battled", "took_ground", "overran", "may_exit", "hand", "drawn",
             "discard", "last_played")  # fmt: skip


def same_verdicts(game: OpenGame, state: GameState, where: str) -> int:
    """The verdicts on what ``state`` offers, by both judges: equal. Returns how many the
    quick judge gave."""
    node = game.rules.node(state)
    if node.to_act == "none":
        return 0
    offered = [s for s, _ in node.chances] if node.to_act == "chance" else game.rules.offered(node)
    quick = game.rules.judge(node, offered)
    ReferenceMode.reference = True
    try:
        reference = game.rules.judge(node, offered)
    finally:
        ReferenceMode.reference = False
    assert quick == reference, f"{where}, {node.phase}: {[s.words for s in offered]}"
    return game.rules.quick_takes(node, offered)


def compared(game: OpenGame, seed: int, steps: int, every: int = 1) -> int:
    """Play ``steps`` seeded random steps; at each, the position judged both ways, and at one
    in ``every``, the position less one fact it may lack. Returns how many verdicts the quick
    judge gave."""
    rng = random.Random(seed)
    quick_taken = 0
    for n in range(steps):
        node = game.node()
        if node.to_act == "none":
            break
        quick_taken += same_verdicts(game, game.state, f"seed {seed} step {n}")
        droppable = sorted(f for f in game.state.facts if f.split("(")[0] in DROPPABLE)
        if droppable and n % every == 0:
            fact = rng.choice(droppable)
            same_verdicts(game, game.state.changed([fact], []), f"seed {seed} step {n} without {fact}")
        pick = rng.choices(node.chances, [p for _, p in node.chances])[0][0] if node.chances else None
        game.apply(pick or rng.choice(node.legal).step)
    return quick_taken


def test_the_card_steps_of_a_duel_match_the_turn_rules():
    game = open_game(DUEL, setup=SETUP)
    # Dealing, drawing and playing cards: the quick judge takes these, and agrees.
    assert compared(game, 1, 120) > 30


@pytest.mark.parametrize("name", ["exit.scn", "crowded_left.scn"])
def test_boards_of_exits_and_a_crowded_section_match_the_turn_rules(name):
    # Exits stay with the KB; a move onto the exit marker (may_exit) and Assault's orders of a
    # crowded section are the quick judge's.
    game = open_game(ROOT / "tests" / "data" / "play" / name, setup=SETUP)
    assert compared(game, 2, 80, every=4) > 20


def test_a_card_the_judge_does_not_offer_goes_to_the_turn_rules():
    game = open_game(DUEL, setup=SETUP)
    while game.node().phase != "play":
        game.apply(game.chance_outcomes()[0][0])
    held = {c for c in game.rules.cards if f"hand(allies,{c}," in " ".join(game.state.facts)}
    missing = next(c for c in game.rules.cards if c not in held)
    verdict = game.check(f"play {missing}")
    assert [r.what for r in verdict.reasons] and not game.rules.quick_takes(game.node(), [verdict.step])


@pytest.mark.long
@pytest.mark.parametrize("index", range(10))
def test_the_quick_judge_matches_the_turn_rules_on_generated_boards(tmp_path, index):
    spec = boards()[index]
    path = tmp_path / f"{spec.name}.scn"
    path.write_text(spec.text)
    for seed in range(20):
        assert compared(open_game(path, setup=spec.setup), seed, 100, every=5) > 0


def test_the_moves_and_battles_of_tactic_card_turns_match_the_turn_rules():
    # Every card of the 60 may be played here (tests/data/play/tactics.scn): the quick judge
    # takes the moves, battles and rolls of a tactic card's turn, the card changing only what
    # the questions answer; what the card itself adds stays with the KB.
    game = open_game(ROOT / "tests" / "data" / "play" / "tactics.scn", setup=SETUP)
    taken = 0
    for seed in (3, 4):
        rng = random.Random(seed)
        game = open_game(ROOT / "tests" / "data" / "play" / "tactics.scn", setup=SETUP)
        for n in range(150):
            node = game.node()
            if node.to_act == "none":
                break
            tactic = node.reading.card in game.rules.quick.tactic if game.rules.quick else False
            got = same_verdicts(game, game.state, f"seed {seed} step {n}")
            taken += got if tactic else 0
            pick = rng.choices(node.chances, [p for _, p in node.chances])[0][0] if node.chances else None
            game.apply(pick or rng.choice(node.legal).step)
    assert taken > 0
