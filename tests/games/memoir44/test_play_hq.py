"""An HQ tent in play (memoir44-expansion-facts.md lines 472-479; its capture is a hazard of
kb/memoir44/turn_second_rolls.lp and turn_hazard.lp) on tests/data/play/hq.scn: the Axis tent on
12,4; the Allies a1 on 12,6, the Axis g1 on 14,2. Each side needs 6 medals and holds 2 cards."""

from fractions import Fraction

from pyengine.play.state import GameState
from tests.play_steps import added, outcomes, played, reasons, removed

HQ = "tests/data/play/hq.scn"
SETUP = {"victory": {"allies": 6, "axis": 6}, "hands": {"allies": 2, "axis": 2}, "first": "allies"}
# The Allies are dealt first (memoir44-more-facts.md line 691): attack_center, probe_right; the
# Axis probe_left, probe_center.
DEAL = ["draw attack_center", "draw probe_right", "draw probe_left", "draw probe_center"]
ENTER = ["play attack_center", "order a1", "pass orders", "move a1 12,4"]


def test_an_enemy_entering_the_tent_captures_it_and_its_owner_discards_a_random_card():
    game = played(HQ, SETUP, *DEAL, *ENTER[:-1])
    entered = game.apply(ENTER[-1])
    # Line 477: the owner (the Axis) discards a random command card: a chance step.
    assert "captured(h(4,4))" in added(entered) and game.to_act() == "chance"
    # The Axis holds probe_left and probe_center: 1/2 each.
    odds = {s.words: p for s, p in game.chance_outcomes()}
    assert odds == {"hq_discard probe_center": Fraction(1, 2), "hq_discard probe_left": Fraction(1, 2)}
    assert reasons(game.check("hq_discard attack_center")) == ["not_in_hand(attack_center)"]
    verdict = game.apply("hq_discard probe_center")
    assert outcomes(verdict) == ["hq_discarded(axis,probe_center)"]
    assert "discard(probe_center,1)" in game.state.facts and "hand(axis,probe_left,1)" in game.state.facts
    assert not any(f.startswith("hand(axis,probe_center") for f in game.state.facts)
    # Back to the moves.
    assert game.to_act() == "allies" and "phase(move)" in game.state.facts


def test_its_owner_retaking_it_draws_a_card():
    # Line 478: one of the owner's units entering the captured tent again: the owner draws.
    game = played(HQ, SETUP, *DEAL, *ENTER, "hq_discard probe_left", "pass moves", "pass battles", "draw recon_left")
    shape = game.rules.position(game.state).shape
    away = f'unit_at("a1",{shape.to_axial(12, 6).term()})'
    here = {f for f in game.state.facts if f.startswith('unit_at("a1"')}
    game.state = GameState((game.state.facts - here) | {away})
    for words in ("play probe_center", "order g1", "pass orders"):
        assert game.apply(words).legal, words
    back = game.apply("move g1 12,4")
    assert "captured(h(4,4))" in removed(back) and game.to_act() == "chance"
    assert all(s.words.startswith("draw ") for s, _ in game.chance_outcomes())
    drew = game.apply("draw assault_left")
    assert outcomes(drew) == ["drew(axis,assault_left)"] and "hand(axis,assault_left,1)" in game.state.facts
