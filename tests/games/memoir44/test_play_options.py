"""Scenario options that change the cards or the medals, in play (memoir44-more-facts.md §3),
each worked by hand on tests/data/play/exit.scn (see test_play_exit.py: four Allied units in the
centre, a_in1 on its exit marker at 12,0, a_in2 at 15,1 next to the marker at 16,0, a_in3 at
10,2; the Axis g_inf at 20,8), and read from a copy of our own crossing.m44."""

import json
from pathlib import Path

import pytest

from pyengine import UmpireError, open_game
from tests.games.memoir44.test_play_exit import EXITS, ORDERED, SETUP
from tests.play_steps import added, outcomes, played

CROSSING = Path("tests/data/m44/crossing.m44")
DEAL = ORDERED[:4]


def test_must_have_unit_exit_wins_only_with_enough_units_exited():
    # Line 400: with must_have_unit_exit {allies: 2} the Allies win only with their victory
    # count (1 here) and 2 units exited; the first exit brings the medal but not the win.
    game = played(EXITS, {**SETUP, "victory": {"allies": 1, "axis": 2}, "exits_needed": {"allies": 2}}, *ORDERED)
    first = game.apply("exit a_in1")
    assert outcomes(first) == ['exited("a_in1")', "medal(allies,1)"]
    assert "exits(allies,1)" in added(first) and game.winner() is None
    game.apply("move a_in2 16,0")
    second = game.apply("exit a_in2")
    # Its exit medals may pass the victory count by the exits it needs: 2 of at most 1 + 2.
    assert outcomes(second)[-2:] == ["medal(allies,2)", "winner(allies)"]
    assert {o.cite.locator for o in second.outcomes if o.term == "winner(allies)"} == {"line 495"}


def test_without_the_option_the_first_exit_wins():
    game = played(EXITS, {**SETUP, "victory": {"allies": 1, "axis": 2}}, *ORDERED)
    assert "winner(allies)" in outcomes(game.apply("exit a_in1"))


def test_the_empty_section_medal_is_held_while_a_listed_section_holds_no_enemy():
    # Line 399: the Axis holds 1 medal while the left section (raw columns 0-7) holds no Allied
    # unit: so from the first turn's start (the deal's last card), and it is lost as soon as
    # a_in3 steps from 10,2 onto 7,3, a column of the left section.
    setup = {**SETUP, "section_medal": {"side": "axis", "sections": [0], "medals": 1}}
    game = played(EXITS, setup, *DEAL[:3])
    dealt = game.apply(DEAL[3])
    assert outcomes(dealt) == ["objective_won(axis,empty_section)", "medal(axis,1)", "drew(axis,probe_left)"]
    assert "section_held(axis)" in added(dealt)
    game = played(EXITS, setup, *ORDERED)
    assert outcomes(game.apply("move a_in3 8,2")) == []  # column 8: the centre only
    assert outcomes(game.apply("move a_in1 11,1")) == []
    game = played(EXITS, setup, *ORDERED)
    lost = game.apply("move a_in3 7,3")
    assert outcomes(lost) == ["objective_lost(axis,empty_section)", "medal(axis,0)"]
    assert lost.outcomes[0].cite.locator == "line 399"


def test_the_deck_running_out_wins_the_default_winner_under_deck_reshuffling_false():
    # Line 398 with scenario 19's default winner (line 436): the deck is never refilled, and the
    # draw that takes its last card gives the Axis the medals it needs and the game.
    setup = {**SETUP, "reshuffle": False, "default_winner": "axis"}
    game = played(EXITS, setup, *ORDERED, "pass moves", "pass battles")
    decks = {f for f in game.state.facts if f.startswith("deck(")}
    game.state = game.state.changed(decks, ["deck(probe_left,1)"])
    verdict = game.apply("draw probe_left")
    assert outcomes(verdict) == ["deck_ran_out", "medal(axis,2)", "winner(axis)", "drew(allies,probe_left)"]
    assert game.winner() == "axis"
    assert not game.rules.not_played


def test_the_deck_is_refilled_by_default_and_a_default_winner_is_needed_to_play_without():
    game = played(EXITS, SETUP, *ORDERED, "pass moves", "pass battles")
    decks = {f for f in game.state.facts if f.startswith("deck(")}
    game.state = game.state.changed(decks, ["deck(probe_left,1)"])
    assert "deck_refilled" in outcomes(game.apply("draw probe_left"))
    # Line 398: with no default winner, a draw from the run-out deck is named as not played.
    lines = open_game(EXITS, setup={**SETUP, "reshuffle": False}).rules.not_played
    assert any("deck_reshuffling false" in line and "line 398" in line for line in lines), lines


def test_an_extra_draw_adds_a_card_to_the_side_s_draws_up_to_its_turn():
    # Scenario 2 (line 432): the side draws one card more at the end of its turns up to turn T.
    extra = {**SETUP, "extra_draw": {"side": "allies", "until_turn": 1}}
    game = played(EXITS, extra, *ORDERED, "pass moves")
    assert "pending(draws(2))" in added(game.apply("pass battles"))
    game = played(EXITS, {**extra, "extra_draw": {"side": "axis", "until_turn": 1}}, *ORDERED, "pass moves")
    assert "pending(draws(1))" in added(game.apply("pass battles"))


def test_the_options_are_read_from_an_m44_file(tmp_path):
    raw = json.loads(CROSSING.read_text())
    raw["game_info"]["options"].update(
        {
            "deck_reshuffling": False,
            "must_have_unit_exit": {"side": "AXIS", "min_nbr_units": 1},
            "empty_section_medals": {"sections": [0, 2], "side": "ALLIES", "count_for": 1},
        }
    )
    raw["meta_data"] = {"scenario_id": 19}
    (tmp_path / "options.m44").write_text(json.dumps(raw))
    game = open_game(tmp_path / "options.m44")
    options = game.rules.setup.options
    assert (options.reshuffle, options.default_winner, options.exits_needed) == (False, "axis", (("axis", 1),))
    assert options.section_medal is not None and options.section_medal.sections == (0, 2)
    assert not any("option" in line for line in game.rules.not_played), game.rules.not_played
    raw["meta_data"] = {"scenario_id": "2"}
    (tmp_path / "two.m44").write_text(json.dumps(raw))
    extra = open_game(tmp_path / "two.m44").rules.setup.options.extra_draw
    assert extra is not None and (extra.side, extra.until_turn) == ("axis", 4)


@pytest.mark.parametrize(
    ("given", "where"),
    [
        ({"reshuffle": "no"}, "reshuffle"),
        ({"exits_needed": {"axis": -1}}, "exits_needed.axis"),
        ({"section_medal": {"side": "axis", "sections": [3], "medals": 1}}, "section_medal.sections"),
        ({"extra_draw": {"side": "germans", "until_turn": 4}}, "extra_draw.side"),
    ],
)
def test_a_wrong_option_is_bad_input_at_its_field(given, where):
    with pytest.raises(UmpireError) as err:
        open_game(EXITS, setup={**SETUP, **given})
    assert where in str(err.value)


HILL = {**SETUP, "hands": {"allies": 2, "axis": 2}, "first": "allies"}
STRIKE = "tests/data/play/air_strike.scn"  # a4 (Allied) on 2,6, the Axis g1 on 12,2 (centre)
RECON_FIRST = ["draw recon_center", "draw probe_left", "draw attack_center", "draw probe_right", "play recon_center"]


def test_a_unit_on_a_hill317_hex_lets_its_side_play_recon_as_an_air_strike():
    # Line 404: a non-Axis side with a unit on a hill317 hex may play Recon as the air strike of
    # line 403, 2 dice a target for the Allies (blitz switched off: only the hill gives it).
    held = {**HILL, "hill317": ["2,6"]}
    game = played(STRIKE, held, *RECON_FIRST, options={"blitz": False})
    first = game.apply("strike g1")
    assert first.legal and {c.cite.cite.locator for c in first.changes} == {"line 404"}
    assert 'pending(battle_roll(recon_center,"g1",2,strike))' in added(game.apply("pass strikes"))
    # No Allied unit on the hill: Recon orders as usual.
    empty = played(STRIKE, {**HILL, "hill317": ["4,6"]}, *RECON_FIRST, options={"blitz": False})
    assert [r.term for r in empty.check("strike g1").reasons] == ["no_air_strike(recon_center)"]


def test_hill317_is_read_from_letter_number_coordinates(tmp_path):
    # memoir44-expansion-facts.md line 621: L5 is col 22, row 4; k4 is col 21, row 5 (standard).
    raw = json.loads(CROSSING.read_text())
    raw["game_info"]["options"]["hill317"] = {"0": "L5", "1": "k4"}
    (tmp_path / "hill.m44").write_text(json.dumps(raw))
    assert open_game(tmp_path / "hill.m44").rules.setup.options.hill317 == ("22,4", "21,5")
    raw["game_info"]["options"]["hill317"] = {"0": "L10"}
    (tmp_path / "off.m44").write_text(json.dumps(raw))
    with pytest.raises(UmpireError) as err:
        open_game(tmp_path / "off.m44")
    assert "$.game_info.options.hill317" in str(err.value)


REPLACED = {**SETUP, "replaced_card": {"side": "allies", "card": "air_power"}}


def test_an_air_power_dealt_to_the_allies_is_discarded_and_another_dealt():
    # Scenario 5142 (line 434): an Air Power that reaches the Allied hand is at once discarded and
    # replaced: the deal of 2 Allied cards still waits for both.
    game = open_game(EXITS, setup=REPLACED)
    verdict = game.apply("draw air_power")
    assert outcomes(verdict) == ["drew(allies,air_power)", "card_replaced(allies,air_power)"]
    assert "discard(air_power,1)" in added(verdict)
    assert not any(f.startswith("hand(") or f.startswith("pending(") for f in added(verdict))
    assert verdict.outcomes[1].cite.locator == "line 434"
    # The Axis may hold one (only the Allies' are replaced).
    axis = played(EXITS, REPLACED, "draw assault_center", "draw probe_center")
    assert "hand(axis,air_power,1)" in added(axis.apply("draw air_power"))


def test_an_air_power_drawn_in_the_turn_leaves_the_draw_waiting():
    game = played(EXITS, REPLACED, *ORDERED, "pass moves", "pass battles")
    verdict = game.apply("draw air_power")
    assert outcomes(verdict)[-1] == "card_replaced(allies,air_power)"
    assert game.to_act() == "chance" and "draw" in game.summary()[0]
    assert "phase(play)" in added(game.apply("draw probe_left"))  # the card that ends the turn


def test_scenario_5142_s_rule_is_read_from_its_id(tmp_path):
    raw = json.loads(CROSSING.read_text())
    raw["meta_data"] = {"scenario_id": 5142}
    (tmp_path / "air.m44").write_text(json.dumps(raw))
    game = open_game(tmp_path / "air.m44")
    replaced = game.rules.setup.options.replaced_card
    assert replaced is not None and (replaced.side, replaced.card) == ("allies", "air_power")
    assert game.rules.not_played == ()


def test_options_the_published_implementation_reads_as_nothing_are_not_named(tmp_path):
    # Line 410: mine_deck_name is ignored; line 394: gung_ho with no US side changes nothing.
    raw = json.loads(CROSSING.read_text())
    raw["game_info"]["options"].update({"mine_deck_name": "TERRAIN", "gung_ho": True})
    raw["game_info"]["country_player1"] = raw["game_info"]["country_player2"] = "GB"
    (tmp_path / "quiet.m44").write_text(json.dumps(raw))
    assert open_game(tmp_path / "quiet.m44").rules.not_played == ()
