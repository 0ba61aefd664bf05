"""Second rolls in play (memoir44-expansion-facts.md, "expansion facts" below: §2 Minefields,
lines 106-113, and Frozen river, line 163) on tests/data/play/hazards.scn: a frozen river on
12,4 and 14,4, an Axis minefield on 10,4 and an Allied one on 8,4; a_in1 (4 figures) on 12,6,
a_in2 (4) on 10,6, a_in3 (1) on 8,6 and a_tank (2) on 15,5, all Allied; the Axis g_ice (1) on
the frozen 14,4 and g_inf far off. Each side needs 2 medals."""

from fractions import Fraction
from pathlib import Path

from pyengine import open_game, replay_record
from pyengine.play.record import record_text
from tests.play_steps import added, outcomes, played, reasons

HAZARDS = "tests/data/play/hazards.scn"
SETUP = {"victory": {"allies": 2, "axis": 2}, "hands": {"allies": 2, "axis": 2}, "first": "allies"}
# The Allies are dealt first; Attack Center orders 3 units in the centre (memoir44-facts.md 98).
MOVING = [
    *["draw attack_center", "draw probe_center", "draw recon_left", "draw probe_left"],
    *["play attack_center", "order a_in1", "order a_in2", "order a_in3", "pass orders"],
]


def game_after(*steps: str):
    return played(HAZARDS, SETUP, *MOVING, *steps)


def test_entering_a_frozen_river_rolls_two_dice_and_each_star_costs_a_figure():
    # Line 163: 2 battle dice, each star a figure; the die has 1 star in 6 faces
    # (memoir44-facts.md "Battle dice"), so no star is 25/36, one 10/36, two 1/36.
    game = game_after("move a_in1 12,4")
    assert game.to_act() == "chance"
    odds = sorted(p for _, p in game.chance_outcomes())
    assert odds == [Fraction(1, 36), Fraction(10, 36), Fraction(25, 36)]
    assert reasons(game.check("roll star star star")) == ["wrong_dice(3,2)"]
    verdict = game.apply("roll star infantry")
    assert outcomes(verdict) == ['hits("a_in1",1)', 'figures_lost("a_in1",1)']
    assert {o.cite.locator for o in verdict.outcomes} == {"line 163"}
    assert game.to_act() == "allies"  # back to the moves
    assert any(v.step.words == "move a_in2 10,4" for v in game.legal())


def test_an_enemy_minefield_is_revealed_then_rolls_its_value_in_dice():
    # Lines 108-110: revealed on entry; its value in dice, unit symbols and grenades hitting,
    # flags and stars not; the value stays. Line 113: the pool 0,0,0,1,1,2,2,3,4.
    game = game_after("move a_in2 10,4")
    odds = dict((s.words, p) for s, p in game.chance_outcomes())
    assert odds == {
        "reveal 0": Fraction(3, 9),
        "reveal 1": Fraction(2, 9),
        "reveal 2": Fraction(2, 9),
        "reveal 3": Fraction(1, 9),
        "reveal 4": Fraction(1, 9),
    }
    assert reasons(game.check("roll grenade")) == ["reveal_first(h(3,4))"]
    reveal = game.apply("reveal 2")
    assert outcomes(reveal) == ["mine_revealed(h(3,4),2)"]
    assert "mine_values_drawn_alone" in dict(reveal.assumptions.texts)
    verdict = game.apply("roll star infantry")
    assert outcomes(verdict) == ['hits("a_in2",1)', 'figures_lost("a_in2",1)']
    assert "mine_value(h(3,4),2)" in game.state.facts


def test_a_decoy_leaves_the_board_and_rolls_nothing():
    game = game_after("move a_in2 10,4", "reveal 0")
    assert "obstacle_gone(h(3,4),minefield)" in game.state.facts
    assert game.to_act() == "allies"


def test_a_side_s_own_minefield_does_not_go_off():
    # Line 99 (expansion facts): the side that laid it is immune; the move still stops there.
    game = game_after()
    verdict = game.apply("move a_in2 8,4")
    assert verdict.legal and game.to_act() == "allies"


def test_a_unit_a_minefield_eliminates_gives_the_enemy_its_medal():
    # a_in3 has 1 figure: 1 grenade eliminates it (line 110), the Axis gains 1 medal
    # (memoir44-more-facts.md line 514).
    game = game_after("move a_in3 10,4", "reveal 1")
    verdict = game.apply("roll grenade")
    assert outcomes(verdict) == [
        'hits("a_in3",1)',
        'figures_lost("a_in3",1)',
        'unit_eliminated("a_in3")',
        "medal(axis,1)",
    ]
    assert game.to_act() == "allies"


def test_a_record_with_second_rolls_replays(tmp_path):
    game = game_after("move a_in2 10,4", "reveal 2", "roll star infantry", "move a_in1 12,4", "roll flag flag")
    (tmp_path / "hazards.scn").write_text(Path(HAZARDS).read_text())
    text = record_text({**game.header(), "scenario": "hazards.scn"}, game.history)
    assert '{"side": "chance", "do": "reveal 2", "claims": {"mine_revealed": ["10,4", 2]}}' in text
    (tmp_path / "game.jsonl").write_text(text)
    report = replay_record(tmp_path / "game.jsonl")
    assert report.holds and len(report.steps) == len(game.history)


TAKING = [
    *["draw assault_center", "draw probe_center", "draw recon_left", "draw probe_left"],
    *["play assault_center", "order a_tank", "pass orders", "pass moves", "battle a_tank g_ice"],
    # Armor in close assault rolls 3 dice (memoir44-facts.md "Battle dice"); the grenade
    # eliminates g_ice's last figure, and the tank may take its hex (facts line 92).
    *["roll grenade flag flag", "take_ground a_tank"],
]


def test_taking_ground_onto_a_frozen_river_rolls_before_the_overrun():
    # Expansion facts line 163: taking ground onto a frozen river rolls too; the overrun waits.
    game = open_game(HAZARDS, setup=SETUP)
    for words in TAKING[:-1]:
        assert game.apply(words).legal
    taking = game.apply(TAKING[-1])
    assert "pending(resume(overrun))" in added(taking)
    assert game.to_act() == "chance"
    verdict = game.apply("roll star flag")
    assert outcomes(verdict) == ['hits("a_tank",1)', 'figures_lost("a_tank",1)']
    assert game.to_act() == "allies" and "phase(overrun)" in game.state.facts


def test_a_unit_the_river_eliminates_after_taking_ground_makes_no_overrun():
    game = open_game(HAZARDS, setup=SETUP)
    for words in TAKING:
        assert game.apply(words).legal
    verdict = game.apply("roll star star")
    assert 'unit_eliminated("a_tank")' in outcomes(verdict) and "medal(axis,1)" in outcomes(verdict)
    assert "phase(battle)" in game.state.facts
    assert not any(f.startswith("pending(") for f in game.state.facts)


RETREAT_ONTO_ICE = """game memoir44
map 13 x 9 coords doubled
default terrain clear
side allies bottom
side axis top
terrain frozen_river at 12,4 14,4
unit a1 {
  side allies
  type infantry
  at 12,6
}
unit g1 {
  side axis
  type infantry
  at 13,5
}
unit g2 {
  side axis
  type infantry
  at 20,0
}
"""


def test_retreating_onto_a_frozen_river_rolls_its_two_dice(tmp_path):
    # Expansion facts line 163: each time a unit retreats onto a frozen-river hex it rolls 2
    # dice, each star a figure. g1 on 13,5 retreats toward the top: 12,4 and 14,4, both frozen.
    scenario = tmp_path / "ice.scn"
    scenario.write_text(RETREAT_ONTO_ICE)
    deal = ["draw attack_center", "draw probe_center", "draw recon_left", "draw probe_left"]
    orders = ["play attack_center", "order a1", "pass orders", "pass moves", "battle a1 g1"]
    game = played(scenario, SETUP, *deal, *orders)
    # A close assault of 3 dice (memoir44-facts.md line 24): infantry and grenade hit, the flag
    # sends g1 back 1 hex.
    game.apply("roll infantry grenade flag")
    back = game.apply("retreat g1 12,4")
    assert 'pending(hazard("g1",frozen_river(h(4,4)),2))' in added(back)
    assert game.to_act() == "chance"
    verdict = game.apply("roll star star")
    assert outcomes(verdict)[:3] == ['hits("g1",2)', 'figures_lost("g1",2)', 'unit_eliminated("g1")']
    assert "medal(allies,1)" in outcomes(verdict)


def test_the_first_decoy_revealed_on_a_decoy_medal_minefield_gains_a_medal_once(tmp_path):
    # Expansion facts line 115: the first side whose unit reveals a 0 on a decoy-medal minefield
    # gains one permanent medal; after that no decoy gives one.
    scenario = tmp_path / "decoy.scn"
    scenario.write_text(Path(HAZARDS).read_text() + "obstacle decoy_medal at 10,4\n")
    game = played(scenario, SETUP, *MOVING, "move a_in2 10,4")
    verdict = game.apply("reveal 0")
    assert {"decoy_medal(allies)", "medal(allies,1)"} <= set(outcomes(verdict))
    assert {o.cite.locator for o in verdict.outcomes if o.term.startswith("decoy")} == {"line 115"}
    # Once one is given, a decoy gives no more.
    again = played(scenario, SETUP, *MOVING, "move a_in2 10,4")
    again.state = again.state.changed(set(), ["decoy_medal_won(axis)"])
    assert not any(o.startswith("decoy_medal") for o in outcomes(again.apply("reveal 0")))
