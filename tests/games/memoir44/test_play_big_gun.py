"""A Big Gun's target markers in play (memoir44-more-facts.md lines 279-289;
kb/memoir44/turn_zeroing.lp) on tests/data/play/big_gun.scn: the Allied Big Gun b1 on 12,8; the
Axis g1 on 12,4, 4 hexes off, and g2 far off. Each side needs 6 medals and holds 2 cards."""

from tests.play_steps import added, outcomes, played, removed

BIG_GUN = "tests/data/play/big_gun.scn"
SETUP = {"victory": {"allies": 6, "axis": 6}, "hands": {"allies": 2, "axis": 2}, "first": "allies"}
DEAL = ["draw attack_center", "draw attack_center", "draw probe_left", "draw probe_right"]
FIRE = ["play attack_center", "order b1", "pass orders", "pass moves", "battle b1 g1"]
# The Axis turn between, and the Allies' next fire at g1.
AXIS_TURN = ["pass battles", "draw recon_left", "play probe_left", "pass orders", "pass moves", "pass battles"]


def test_a_hit_that_leaves_the_target_marks_its_hex_and_the_next_battle_rolls_a_die_more():
    game = played(BIG_GUN, SETUP, *DEAL, *FIRE)
    # Line 266: at range 4 the Big Gun rolls 2 dice; infantry symbols and grenades hit g1.
    assert 'pending(battle_roll("b1","g1",2,fire))' in game.state.facts
    hit = game.apply("roll infantry star")
    # Line 280: a hit without eliminating the target puts the gun's marker on its hex (12,4).
    assert 'target_marker("b1",h(4,4))' in added(hit)
    game = played(BIG_GUN, SETUP, *DEAL, *FIRE, "roll infantry star", *AXIS_TURN, "draw probe_center", *FIRE)
    # Line 283: a later battle by the same gun against the marked hex rolls 1 die more.
    assert 'pending(battle_roll("b1","g1",3,fire))' in game.state.facts


def test_a_retreat_that_moves_the_target_takes_the_marker_off():
    game = played(BIG_GUN, SETUP, *DEAL, *FIRE)
    hit = game.apply("roll infantry flag")
    assert 'target_marker("b1",h(4,4))' in added(hit)
    # Lines 284-288: the unit in the hex retreats away: its marker goes with it.
    back = game.apply("retreat g1 11,3")
    assert 'target_marker("b1",h(4,4))' in removed(back)
    assert outcomes(back) == ['retreated("g1",h(4,3))']


def test_a_miss_or_an_elimination_places_no_marker():
    game = played(BIG_GUN, SETUP, *DEAL, *FIRE)
    assert not any(f.startswith("target_marker") for f in added(game.apply("roll star star")))
