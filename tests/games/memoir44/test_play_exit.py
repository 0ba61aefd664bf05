"""Exit markers in play (memoir44-more-facts.md lines 554-562, "more facts" below) on
tests/data/play/exit.scn: Allied exit markers on 8,0, 12,0 and 16,0 and an Axis one on 14,0;
a_in1 stands on 12,0, a_in2 on 15,1 (next to 16,0), a_in3 on 10,2 (two hexes from 8,0),
a_tank on the Axis marker at 14,0. Each side needs 2 medals and holds 2 cards."""

import json
from pathlib import Path

import pytest

from pyengine import UmpireError, open_game
from tests.play_steps import outcomes, played, reasons

EXITS = "tests/data/play/exit.scn"
CROSSING = Path("tests/data/m44/crossing.m44")
SETUP = {"victory": {"allies": 2, "axis": 2}, "hands": {"allies": 2, "axis": 2}, "first": "allies"}
# Allies are dealt first (more facts line 691); Assault Center orders 4 units in the centre,
# where all four Allied units stand (memoir44-facts.md lines 15 and 98).
ORDERED = [
    "draw assault_center",
    "draw probe_center",
    "draw recon_left",
    "draw probe_left",
    "play assault_center",
    "order a_in1",
    "order a_in2",
    "order a_in3",
    "order a_tank",
    "pass orders",
]


def exits(*steps: str, setup: dict | None = None):
    return played(EXITS, setup or SETUP, *ORDERED, *steps)


def test_an_unmoved_unit_on_its_exit_marker_leaves_and_scores_a_medal():
    # Line 558: an ordered unit of the marker's side on the hex, with a hex of its move left (it
    # has not moved), may exit; line 560: it leaves the board; line 561: infantry scores 1.
    game = exits()
    verdict = game.apply("exit a_in1")
    assert verdict.legal
    assert outcomes(verdict) == ['exited("a_in1")', "medal(allies,1)"]
    assert {o.cite.locator for o in verdict.outcomes} == {"line 558", "line 561"}
    assert not any(c.fact.startswith('unit_at("a_in1"') for c in verdict.changes if c.added)
    assert "a_in1" not in game.rules.position(game.state).units
    assert game.to_act() == "allies"  # still the move phase: exiting is a move, not the turn's end


def test_a_move_that_ends_on_the_marker_with_a_hex_to_spare_may_exit_and_the_win_is_mid_turn():
    # a_in2 moves 1 of its 2 hexes onto 16,0 (line 558: moves < allowance); with a_in1's exit
    # that is the Allies' second medal, and the win test runs at once (line 495).
    game = exits("exit a_in1", "move a_in2 16,0")
    verdict = game.apply("exit a_in2")
    assert verdict.legal
    assert "winner(allies)" in outcomes(verdict)
    assert game.winner() == "allies"
    assert game.to_act() == "none"


def test_a_unit_that_spent_its_whole_move_reaching_the_marker_exits_next_turn():
    # a_in3 moves 2 hexes onto 8,0: no hex left (line 562).
    game = exits("move a_in3 8,0")
    verdict = game.apply("exit a_in3")
    assert not verdict.legal
    assert reasons(verdict) == ['no_move_left("a_in3")']
    assert verdict.reasons[0].cite.locator == "line 558"


def test_the_enemy_s_exit_marker_and_an_unordered_unit_are_refused():
    game = exits()
    on_axis_marker = game.check("exit a_tank")
    assert reasons(on_axis_marker) == ['not_on_exit("a_tank")']
    assert "stands on no exit marker of its side" in on_axis_marker.reasons[0].what
    fresh = open_game(EXITS, setup=SETUP)
    for words in ORDERED[:6]:
        fresh.apply(words)
    fresh.apply("pass orders")
    assert {r.term for r in fresh.check("exit a_in2").reasons} == {'not_ordered("a_in2")', 'not_on_exit("a_in2")'}


def test_exit_steps_are_offered_in_the_move_phase_and_refused_in_another():
    game = exits()
    # Every ordered unit on an exit marker is offered the step; the KB judges it (line 558).
    offered = {v.step.words: v.legal for v in game.options_now()}
    assert offered["exit a_in1"] is True
    assert offered["exit a_tank"] is False  # an alternative, refused with its reason
    assert "exit a_in3" not in offered  # on no marker
    game.apply("pass moves")
    assert reasons(game.check("exit a_in1")) == ["not_now(battle)"]


def test_infantry_exit_counts_2_is_a_set_up_switch():
    # Line 561 with the scenario option infantry_exit_counts_2 (line 401): infantry scores 2.
    game = exits(setup={**SETUP, "infantry_exit": 2})
    verdict = game.apply("exit a_in1")
    assert "medal(allies,2)" in outcomes(verdict)
    assert game.winner() == "allies"


def test_a_wrong_infantry_exit_worth_is_bad_input():
    with pytest.raises(UmpireError) as err:
        open_game(EXITS, setup={**SETUP, "infantry_exit": 3})
    assert "1 or 2" in str(err.value)


def test_an_m44_option_sets_the_infantry_exit_worth(tmp_path):
    # game_info.options.infantry_exit_counts_2 (memoir44-more-facts.md line 401) in a copy of our
    # own crossing.m44; the record's set-up may still say otherwise.
    raw = json.loads(CROSSING.read_text())
    raw["game_info"]["options"]["infantry_exit_counts_2"] = True
    (tmp_path / "doubled.m44").write_text(json.dumps(raw))
    assert open_game(tmp_path / "doubled.m44").rules.setup.infantry_exit == 2
    assert open_game(tmp_path / "doubled.m44", setup={"infantry_exit": 1}).rules.setup.infantry_exit == 1
    assert open_game(CROSSING).rules.setup.infantry_exit == 1


def test_gung_ho_orders_one_unit_more_under_its_named_switch():
    # memoir44-more-facts.md line 394: under gung_ho a section card orders one unit more; Attack
    # Center orders 3 (memoir44-facts.md line 98), so a fourth Allied unit is refused without it.
    deal = ["draw attack_center", "draw probe_center", "draw recon_left", "draw probe_left"]
    steps = [*deal, "play attack_center", "order a_in1", "order a_in2", "order a_in3"]
    plain = open_game(EXITS, setup=SETUP)
    marines = open_game(EXITS, setup=SETUP, options={"gung_ho_allies": True})
    for game in (plain, marines):
        for words in steps:
            assert game.apply(words).legal
    assert reasons(plain.check("order a_tank")) == ["card_full(attack_center)"]
    verdict = marines.check("order a_tank")
    assert verdict.legal and "gung_ho_allies" in dict(verdict.assumptions.texts)
