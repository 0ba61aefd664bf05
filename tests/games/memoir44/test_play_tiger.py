"""A Tiger's double roll in play (memoir44-more-facts.md, "more facts" below, lines 295-302;
kb/memoir44/turn_double_roll.lp) on tests/data/play/tiger.scn: the Allies a1 on 12,6 and a2
on 6,2; the Axis Tigers t1 on 12,4 and t2 on 6,0 (the top row: no hex behind it), each of 1
figure (line 274), and g1 far off; an Allied minefield on 14,4. Each side needs 6 medals and
holds 2 cards."""

from fractions import Fraction

from tests.play_steps import added, outcomes, played

TIGER = "tests/data/play/tiger.scn"
SETUP = {"victory": {"allies": 6, "axis": 6}, "hands": {"allies": 2, "axis": 2}, "first": "allies"}
DEAL = ["draw attack_center", "draw probe_left", "draw probe_center", "draw probe_right"]
# Attack Center orders a1 (centre, memoir44-facts.md lines 15 and 98); a1 fires at t1, 2 hexes
# off: infantry rolls 2 dice there (memoir44-facts.md line 24), armor symbols and grenades hit.
AT_T1 = ["play attack_center", "order a1", "pass orders", "pass moves", "battle a1 t1"]


def test_a_hit_on_a_tiger_is_rolled_again_and_its_flags_wait():
    game = played(TIGER, SETUP, *DEAL, *AT_T1)
    verdict = game.apply("roll armor flag")
    # Line 300: each hit is rolled again; the flag waits (line 302) and nothing is lost yet.
    assert outcomes(verdict) == ['hits("t1",1)', 'flags_rolled("t1",1)']
    assert {'pending(battle_roll("a1","t1",1,second(fire)))', 'pending(held_flags("t1",1,fire))'} <= added(verdict)
    assert "scoring(grenade)" in added(verdict) and "scoring(armor)" not in added(verdict)
    # The second roll: a grenade eliminates it, 1 face in 6; no flag counts (a roll's odds are
    # told apart by the grenade alone).
    assert sorted(p for _, p in game.chance_outcomes()) == [Fraction(1, 6), Fraction(5, 6)]
    survived = game.apply("roll star")
    assert outcomes(survived) == ['hits("t1",0)']
    # The flag it held sends it back now (line 302).
    assert 'pending(must_retreat("t1",1,"a1",fire))' in added(survived) and game.to_act() == "axis"


def test_a_grenade_on_the_second_roll_eliminates_the_tiger():
    game = played(TIGER, SETUP, *DEAL, *AT_T1, "roll grenade armor")
    verdict = game.apply("roll grenade grenade")
    assert 'unit_eliminated("t1")' in outcomes(verdict) and "medal(allies,1)" in outcomes(verdict)
    assert not any(f.startswith("pending(held_flags") for f in game.state.facts)


def test_no_hit_on_a_tiger_rolls_nothing_again():
    game = played(TIGER, SETUP, *DEAL, *AT_T1)
    verdict = game.apply("roll star star")
    assert outcomes(verdict) == ['hits("t1",0)', 'flags_rolled("t1",0)']
    assert not any("second(" in f for f in added(verdict))


def test_a_tiger_that_cannot_retreat_rolls_for_the_hexes_instead_of_losing_its_figure():
    # Line 299: flags it could not retreat become hits of its second roll. t2 on the top row has
    # no hex behind it: the flag's hex is rolled as a die, one grenade eliminating it.
    steps = ["play probe_left", "order a2", "pass orders", "pass moves", "battle a2 t2", "roll flag star"]
    game = played(TIGER, SETUP, *DEAL, *steps)
    assert game.to_act() == "axis"
    verdict = game.apply("retreat t2 6,0")
    assert 'pending(battle_roll("a2","t2",1,second(fire)))' in added(verdict)
    assert "figures_lost" not in " ".join(outcomes(verdict))
    assert outcomes(game.apply("roll grenade"))[:3] == ['hits("t2",1)', 'figures_lost("t2",1)', 'unit_eliminated("t2")']


def test_a_tiger_hit_by_a_minefield_rolls_again_too():
    # Line 221: a Tiger entering a minefield uses its double roll; the mine of value 2 rolls 2
    # dice, armor symbols and grenades hitting (memoir44-expansion-facts.md lines 108-110).
    allies_turn = ["play attack_center", "pass orders", "pass moves", "pass battles", "draw recon_center"]
    axis_turn = ["play probe_center", "order t1", "pass orders", "move t1 14,4", "reveal 2"]
    game = played(TIGER, SETUP, *DEAL, *allies_turn, *axis_turn)
    verdict = game.apply("roll armor star")
    assert outcomes(verdict) == ['hits("t1",1)'] and 'pending(hazard("t1",double_roll(h(5,4)),1))' in added(verdict)
    assert sorted(p for _, p in game.chance_outcomes()) == [Fraction(1, 6), Fraction(5, 6)]
    assert 'unit_eliminated("t1")' in outcomes(game.apply("roll grenade"))
