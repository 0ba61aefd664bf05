"""The search agent (pyengine/games/memoir44/play/agent.py, docs/ai.md) on the duel of
tests/data/play/duel.scn, its choices worked out by hand from memoir44-facts.md (= facts)
lines 18-26: six faces (infantry x2, armor, grenade, star, flag); infantry and grenades hit
infantry; infantry rolls 3, 2, 1 dice at 1, 2, 3 hexes, armor 3, 3, 3."""

import random
from fractions import Fraction

import pytest

from pyengine import UmpireError
from pyengine.games.memoir44.play.agent import search_agent
from pyengine.play.steps import Step
from tests.games.memoir44.test_play_memoir44 import duel

# The Allies are dealt Attack Center and Recon Left (the first player's cards first).
DEAL = ["draw attack_center", "draw recon_left", "draw probe_center", "draw probe_left"]


def choice(game) -> Step:
    return search_agent(game, random.Random(0))


def test_the_kb_gives_the_evaluator_dice_by_distance_and_the_faces_that_hit():
    rules = duel().rules
    assert [rules.strike_dice[("a_inf", d)] for d in (1, 2, 3)] == [3, 2, 1]
    assert [rules.strike_dice[("a_tank", d)] for d in (1, 2, 3)] == [3, 3, 3]
    assert ("a_inf", 4) not in rules.strike_dice
    # Against infantry: 2 infantry faces and the grenade; against armor: its face and the grenade.
    assert rules.faces_hitting == {"a_inf": 3, "g_inf": 3, "g_inf2": 3, "a_tank": 2}


def test_it_plays_the_card_that_orders_units_that_can_strike():
    # Both Allied units stand in the centre (facts line 15): Recon Left orders neither of them.
    game = duel(*DEAL)
    assert choice(game) == game.step("play attack_center")


def test_it_orders_the_unit_that_strikes_hardest_first():
    game = duel(*DEAL, "play attack_center")
    # g_inf (1 figure) is 2 hexes from both: the tank rolls 3 dice, each hitting 1 in 2, so it
    # takes the figure with chance 7/8 (7/8 expected, plus 7/8 for the medal: 7/4); the
    # infantry rolls 2 (3/4 + 3/4 = 3/2).
    assert choice(game) == game.step("order a_tank")
    game.apply("order a_tank")
    assert choice(game) == game.step("order a_inf")
    game.apply("order a_inf")
    assert choice(game) == game.step("pass orders")


def test_it_stays_where_no_move_strikes_harder_than_it_is_exposed():
    game = duel(*DEAL, "play attack_center", "order a_tank", "order a_inf", "pass orders")
    # a_inf to 11,5: 3 dice on g_inf (7/4, up 1/4) but 5 enemy dice on it instead of 4, each
    # hitting 1 in 2: exposure up 1/2, weighed a half: no gain. The tank already strikes 7/4.
    assert choice(game) == game.step("pass moves")


def test_a_game_names_its_agents_and_refuses_another_with_a_suggestion():
    game = duel()
    assert game.agent("search") is search_agent
    with pytest.raises(UmpireError, match="agent") as err:
        game.agent("serch")
    assert "search" in str(err.value)


# ---- Tactic cards by their exact odds (tests/data/play/tactics.scn; more facts 658, 662) --


def card_worth(card: str):
    from pyengine.games.memoir44.play.agent import _card_value
    from tests.games.memoir44.test_play_tactics import dealt

    game = dealt([card, "probe_left", "probe_center", "probe_right"])
    return _card_value(game.rules, game.check(f"play {card}").after(game.state))


def test_barrage_is_worth_its_best_targets_four_dice():
    # 4 dice; infantry is hit by its 2 faces and the grenade (1/2 a die): a 4-figure unit loses
    # 4 x 1/2 = 2 figures on average, and all 4 with chance 1/16. Armor (3 figures, 1/3 a die)
    # is worth less: 107/81 + 9/81.
    assert card_worth("barrage") == Fraction(2) + Fraction(1, 16)


def test_air_power_is_worth_its_chain_of_four_target_by_target():
    # The Allies roll 2 dice a target; the unit symbol, grenade and star hit: infantry 4/6,
    # armor 3/6 of a die. The chain from g_inf4: g_inf3, then g_tank, then g_inf2 (each next
    # to the one before): 4/3 + 4/3 + 1 + 4/3.
    assert card_worth("air_power") == Fraction(5)
