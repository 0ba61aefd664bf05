"""Playing Memoir '44 step by step (docs/play.md) on tests/data/play/duel.scn: every verdict,
outcome and change below is derived by hand from the facts each test cites
(memoir44-facts.md = facts, memoir44-more-facts.md = more facts, 004 = the rules digest).

The duel: the Allies (bottom) hold a_inf on 12,6 and a_tank on 10,6 (sandbags); the Axis (top)
hold g_inf with 1 figure on 12,4 (clear) and g_inf2 on 14,4 (forest). Each side needs 2 medals
and holds 2 cards; the Allies play first."""

from fractions import Fraction
from pathlib import Path

import pytest

from pyengine import UmpireError, open_game
from pyengine.errors import Pos
from pyengine.play.state import GameState
from tests.play_steps import outcomes, played, reasons

DUEL = "tests/data/play/duel.scn"
SETUP = {"victory": {"allies": 2, "axis": 2}, "hands": {"allies": 2, "axis": 2}, "first": "allies"}
# Allies are dealt first (more facts line 691: hands dealt at set-up, the first player's first).
DEAL = ["draw attack_center", "draw probe_center", "draw recon_left", "draw probe_left"]
# Attack Center orders 3 units in the centre (facts line 98); both Allied units stand there
# (facts line 15: the centre is columns 7..17). The tank moves next to g_inf.
TO_BATTLE = ["play attack_center", "order a_inf", "order a_tank", "pass orders", "move a_tank 11,5", "pass moves"]


def duel(*steps: str):
    return played(DUEL, SETUP, *steps)


def assumed(verdict) -> set[str]:
    return {name for name, _ in verdict.assumptions.texts}


def facts(verdict, added: bool) -> set[str]:
    return {c.fact for c in verdict.changes if c.added == added}


# ---- The deal and the deck (facts lines 98-101; more facts lines 691-700) --------------------


def test_the_deck_is_the_sixty_cards_and_a_draw_has_its_exact_odds():
    game = open_game(DUEL, setup=SETUP)
    assert game.to_act() == "chance"
    odds = dict((s.words, p) for s, p in game.chance_outcomes())
    # 40 section cards and 20 tactic cards (more facts line 684): Attack 3/4/3 across the
    # sections (facts line 101), so 4 Attack Center of 60; Counter-Attack 2 (line 665).
    assert odds["draw attack_center"] == Fraction(4, 60)
    assert odds["draw general_advance"] == Fraction(1, 60)
    assert odds["draw counter_attack"] == Fraction(2, 60)
    assert odds["draw air_power"] == Fraction(1, 60)
    assert sum(odds.values()) == 1
    verdict = game.apply("draw attack_center")
    assert "section_cards_deck" not in assumed(verdict)
    assert outcomes(verdict) == ["drew(allies,attack_center)"]


def test_the_forty_card_deck_is_a_switch_the_draw_names():
    game = open_game(DUEL, setup=SETUP, options={"section_cards_deck": True})
    odds = dict((s.words, p) for s, p in game.chance_outcomes())
    assert odds["draw attack_center"] == Fraction(4, 40)
    assert "draw air_power" not in odds
    assert "section_cards_deck" in assumed(game.apply("draw attack_center"))


def test_hands_are_dealt_first_player_first_then_play_begins():
    game = duel(*DEAL)
    assert game.to_act() == "allies"
    assert "hand(allies,attack_center,1)" in game.state.facts
    assert "hand(axis,recon_left,1)" in game.state.facts
    # 60 cards less the 4 dealt.
    assert sum(p for _, p in game.chance_outcomes()) == 0  # no chance step waits now
    assert "phase(play)" in game.state.facts


def test_a_card_not_held_is_refused_and_a_step_out_of_turn_too():
    game = duel(*DEAL)
    assert reasons(game.check("play assault_left")) == ["not_in_hand(assault_left)"]
    # A tactic card is a card of the game (more facts lines 658-672): one not held is refused.
    assert reasons(game.check("play air_power")) == ["not_in_hand(air_power)"]
    out_of_turn = game.check(game.step("play recon_left", "axis"))
    assert reasons(out_of_turn) == ["out_of_turn(axis,allies)"]
    assert out_of_turn.reasons[0].cite.locator == "line 601"


# ---- Orders and moves (004 line 9 "Order"; facts lines 46, 62-66) -------------------------


def test_only_own_units_are_ordered_and_an_unordered_unit_may_not_move():
    game = duel(*DEAL, "play attack_center")
    assert reasons(game.check("order g_inf")) == ['not_yours("g_inf")']
    game.apply("order a_inf")
    game.apply("pass orders")
    refused = game.check("move a_tank 11,5")
    assert reasons(refused) == ['not_ordered("a_tank")']
    assert refused.reasons[0].cite.source.startswith("004_")


def test_a_move_onto_an_occupied_hex_is_refused_for_the_moves_questions_reason():
    game = duel(*DEAL, *TO_BATTLE[:4])
    refused = game.check("move a_inf 12,4")
    assert not refused.legal
    # The same reasons `ask moves a_inf` gives (facts line 46: no unit moves onto another).
    assert any("g_inf is there" in r.what for r in refused.reasons)


def test_sandbags_leave_with_the_unit_under_a_named_assumption():
    game = duel(*DEAL, *TO_BATTLE[:4])
    moved = game.apply("move a_tank 11,5")
    assert facts(moved, added=False) >= {'unit_at("a_tank",h(2,6))'}
    assert facts(moved, added=True) >= {
        'unit_at("a_tank",h(3,5))',
        'moved("a_tank",1)',
        "obstacle_gone(h(2,6),sandbags)",
    }
    assert "sandbags_leave_with_unit" in assumed(moved)
    # Switched off, the sandbags stay (facts line 69: they protect whoever occupies the hex).
    kept = open_game(DUEL, setup=SETUP, options={"sandbags_leave_with_unit": False})
    for words in [*DEAL, *TO_BATTLE[:4]]:
        kept.apply(words)
    assert "obstacle_gone(h(2,6),sandbags)" not in facts(kept.apply("move a_tank 11,5"), added=True)


# ---- Battle, dice, losses, medals (facts lines 20-26, 52, 89-94; more facts line 514) ---------


def test_armor_next_to_infantry_rolls_three_dice_in_close_assault():
    game = duel(*DEAL, *TO_BATTLE)
    assert game.check("battle a_tank g_inf2").legal is False  # close assault: an adjacent enemy first
    battle = game.apply("battle a_tank g_inf")
    assert 'pending(battle_roll("a_tank","g_inf",3,close_assault))' in facts(battle, added=True)
    # Against infantry an infantry symbol or a grenade hits: 3 faces of 6, a flag 1 (line 20-21).
    odds = dict((s.words, p) for s, p in game.chance_outcomes())
    assert sum(odds.values()) == 1
    assert odds["roll armor armor armor"] == Fraction(1, 27)  # no hit, no flag: (2/6)^3
    assert odds["roll grenade armor armor"] == Fraction(3 * 3 * 2 * 2, 216)  # one hit, no flag


def test_a_hit_on_the_last_figure_eliminates_the_unit_and_wins_a_medal():
    game = duel(*DEAL, *TO_BATTLE, "battle a_tank g_inf")
    assert reasons(game.check("roll infantry flag")) == ["wrong_dice(2,3)"]
    roll = game.apply("roll infantry flag star")
    # The infantry symbol hits infantry; a star hits nothing; the flag falls on a lost unit.
    assert outcomes(roll) == [
        'hits("g_inf",1)',
        'flags_rolled("g_inf",1)',
        'figures_lost("g_inf",1)',
        'unit_eliminated("g_inf")',
        "medal(allies,1)",
    ]
    assert 'unit_at("g_inf",h(4,4))' in facts(roll, added=False)
    assert "medals(allies,1)" in facts(roll, added=True)
    # A close assault that empties the hex lets the armor take the ground (facts line 92).
    assert game.to_act() == "allies"
    assert {v.step.words for v in game.legal()} == {"take_ground a_tank", "pass take_ground"}


def test_armor_that_took_ground_overruns_into_the_forest_with_one_die_and_the_flag_sends_back():
    game = duel(*DEAL, *TO_BATTLE, "battle a_tank g_inf", "roll infantry flag star", "take_ground a_tank")
    assert {v.step.words for v in game.legal()} == {"battle a_tank g_inf2", "pass overrun"}
    overrun = game.apply("battle a_tank g_inf2")
    # Armor rolls 3 at range 1, less 2 for a forest (facts line 52).
    assert 'pending(battle_roll("a_tank","g_inf2",1,close_assault))' in facts(overrun, added=True)
    roll = game.apply("roll flag")
    assert outcomes(roll) == ['hits("g_inf2",0)', 'flags_rolled("g_inf2",1)']
    # The Axis player picks the rear hex, toward row 0 (facts lines 17, 89; more facts line 717).
    assert game.to_act() == "axis"
    assert {v.step.words for v in game.legal()} == {"retreat g_inf2 13,3", "retreat g_inf2 15,3"}
    assert not game.check(game.step("retreat g_inf2 12,6", "axis")).legal
    back = game.apply(game.step("retreat g_inf2 13,3", "axis"))
    assert outcomes(back) == ['retreated("g_inf2",h(5,3))']
    # One overrun a turn (facts line 94): the ground is taken again, and the battles go on.
    game.apply("take_ground a_tank")
    assert {v.step.words for v in game.legal()} == {"battle a_inf g_inf2", "pass battles"}


def test_one_grenade_takes_one_figure_and_no_flag_means_no_retreat():
    game = duel(*DEAL, *TO_BATTLE, "battle a_tank g_inf", "roll infantry flag star", "take_ground a_tank")
    game.apply("battle a_tank g_inf2")
    roll = game.apply("roll grenade")
    assert outcomes(roll) == ['hits("g_inf2",1)', 'flags_rolled("g_inf2",0)', 'figures_lost("g_inf2",1)']
    assert 'unit_figures("g_inf2",3)' in game.state.facts
    assert game.winner() is None and game.to_act() == "allies"


def test_the_last_enemy_unit_lost_wins_at_once_whatever_the_medals(tmp_path):
    # More facts line 495: a side also wins when the other has no unit left on the board.
    alone = Path(DUEL).read_text().split("unit g_inf2")[0]
    (tmp_path / "alone.scn").write_text(alone)
    game = open_game(tmp_path / "alone.scn", setup={**SETUP, "victory": {"allies": 4, "axis": 4}})
    for words in [*DEAL, *TO_BATTLE, "battle a_tank g_inf"]:
        game.apply(words)
    roll = game.apply("roll grenade armor armor")
    assert outcomes(roll)[-2:] == ["medal(allies,1)", "winner(allies)"]
    assert game.winner() == "allies"


def test_the_second_medal_wins_and_ends_the_game():
    setup = {**SETUP, "victory": {"allies": 1, "axis": 2}}
    game = open_game(DUEL, setup=setup)
    for words in [*DEAL, *TO_BATTLE, "battle a_tank g_inf"]:
        game.apply(words)
    roll = game.apply("roll grenade armor armor")
    # 1 medal of 1 needed (more facts line 495: the win test after every elimination).
    assert outcomes(roll)[-2:] == ["medal(allies,1)", "winner(allies)"]
    assert game.winner() == "allies" and game.to_act() == "none"
    assert reasons(game.check(game.step("pass take_ground", "allies"))) == ["game_over(allies)"]
    with pytest.raises(UmpireError, match="over"):
        game.step("pass take_ground")


# ---- The draw (more facts lines 694-700) ----------------------------------------------------


def test_ending_the_battles_discards_the_card_and_draws_one():
    game = duel(*DEAL, *TO_BATTLE)
    ended = game.apply("pass battles")
    assert facts(ended, added=True) >= {"discard(attack_center,1)", "pending(draws(1))"}
    drawn = game.apply("draw assault_left")
    assert outcomes(drawn) == ["drew(allies,assault_left)"]
    assert {"hand(allies,assault_left,1)", "active(axis)", "turn(2)"} <= game.state.facts
    assert not any(f.startswith("ordered(") or f.startswith("moved(") for f in game.state.facts)


def test_recon_draws_two_and_keeps_one():
    deal = ["draw recon_center", "draw probe_center", "draw recon_left", "draw probe_left"]
    game = duel(*deal, "play recon_center", "order a_inf", "pass orders", "pass moves", "pass battles")
    assert "pending(draws(2))" in game.state.facts
    game.apply("draw attack_left")
    game.apply("draw attack_right")
    assert game.to_act() == "allies"
    assert {v.step.words for v in game.legal()} == {"keep attack_left", "keep attack_right"}
    kept = game.apply("keep attack_right")
    assert "hand(allies,attack_right,1)" in facts(kept, added=True)
    assert "discard(attack_left,1)" in facts(kept, added=True)
    assert game.to_act() == "axis"


# ---- What each side sees, and the state as data ----------------------------------------------


def test_a_side_never_sees_the_other_hand_or_the_deck():
    game = duel(*DEAL)
    allies = game.view("allies").facts
    assert "hand(allies,attack_center,1)" in allies
    assert not any(f.startswith("hand(axis,") or f.startswith("deck(") for f in allies)
    assert {"hand_size(axis,2)", "deck_size(56)"} <= allies


def test_a_state_round_trips_through_json_and_compares_by_value():
    game = duel(*DEAL, *TO_BATTLE)
    again = GameState.from_json(game.state.to_json(), Pos("<test>"), game.rules)
    assert again == game.state and hash(again) == hash(game.state)


def test_an_unknown_side_or_card_in_a_step_is_bad_input():
    game = duel(*DEAL)
    with pytest.raises(UmpireError, match="side"):
        game.step("play recon_left", "germans")
    with pytest.raises(UmpireError, match="card"):
        game.step("play attack_centre")
