"""A destroyer in play (memoir44-more-facts.md, "more facts" below, lines 275 and 312-323) on
tests/data/play/ship.scn: the Allied destroyer d1 on the ocean at 12,8 (beach on row 6 and 11,5
to 15,5, ocean on rows 7-8); the Axis g1 on the beach at 14,6 and g2 far off at 12,2."""

from tests.play_steps import added, outcomes, played, reasons

SHIP = "tests/data/play/ship.scn"
SETUP = {"victory": {"allies": 6, "axis": 6}, "hands": {"allies": 2, "axis": 2}, "first": "allies"}
DEAL = ["draw attack_center", "draw probe_left", "draw attack_center", "draw probe_right"]


def test_a_destroyer_sails_then_battles_from_the_ocean():
    game = played(SHIP, SETUP, *DEAL, "play attack_center", "order d1", "pass orders")
    # Line 314-316: on the ocean only, no stop there, not ending next to a beach (row 7 is).
    assert reasons(game.check("move d1 13,7")) == ['cannot_reach("d1",h(3,7))', "next_to_beach(destroyer)"]
    assert reasons(game.check("move d1 12,6")) == ['cannot_reach("d1",h(3,6))', "at_sea_only(destroyer)"]
    assert game.apply("move d1 16,8").legal
    game.apply("pass moves")
    # Line 318: it battles from the ocean, 2 hexes from g1 (14,6): 3 dice (line 275).
    verdict = game.apply("battle d1 g1")
    assert 'pending(battle_roll("d1","g1",3,fire))' in added(verdict)


def test_only_grenades_hit_a_destroyer_and_it_may_ignore_a_flag():
    allies = ["play attack_center", "pass orders", "pass moves", "pass battles", "draw probe_center"]
    game = played(SHIP, SETUP, *DEAL, *allies, "play attack_center", "order g1", "pass orders", "pass moves")
    # g1 on 14,6 fires at d1 on 12,8, 2 hexes off: infantry's 2 dice (memoir44-facts.md line 24).
    verdict = game.apply("battle g1 d1")
    assert {f for f in added(verdict) if f.startswith("scoring(")} == {"scoring(grenade)"}
    rolled = game.apply("roll grenade flag")
    assert outcomes(rolled)[:3] == ['hits("d1",1)', 'flags_rolled("d1",1)', 'figures_lost("d1",1)']
    # Line 322: it may ignore 1 flag; the ocean shuts every retreat, so not ignoring costs one.
    assert game.apply("retreat d1 12,8 ignore 1").legal
    assert 'unit_figures("d1",2)' in game.state.facts
