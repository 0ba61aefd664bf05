"""A train in play (memoir44-more-facts.md lines 276-277 and 325-337) on tests/data/play/train.scn:
rails from 16,8 up to 10,2 and a station at 9,1; the Allied locomotive l1 at 12,4 pulling its
wagon w1 at 13,5, and a9 far off at 0,8; the Axis g1 at 14,4, next to both cars, and g2 far off
at 2,0."""

from tests.play_steps import added, outcomes, played, reasons

TRAIN = "tests/data/play/train.scn"
DEAL = ["draw attack_center", "draw probe_left", "draw attack_center", "draw probe_right"]


def setup(first: str) -> dict:
    return {"victory": {"allies": 6, "axis": 6}, "hands": {"allies": 2, "axis": 2}, "first": first}


def test_the_locomotive_is_ordered_and_pulls_its_wagon_along_the_rails():
    game = played(TRAIN, setup("allies"), *DEAL, "play attack_center")
    # Line 328: the pair is one unit for orders; the wagon is never ordered alone.
    assert "ordered_with_locomotive(wagon)" in reasons(game.check("order w1"))
    for words in ("order l1", "pass orders"):
        assert game.apply(words).legal
    # Line 329: every hex of the way is a rail hex; 3 hexes (line 276) to 9,1 (a station).
    assert reasons(game.check("move l1 11,5")) == ['cannot_reach("l1",h(3,5))', "off_rails(locomotive)"]
    verdict = game.apply("move l1 10,2")
    # Line 330: the wagon follows into the last hex the locomotive left, 11,3.
    assert {'unit_at("l1",h(4,2))', 'unit_at("w1",h(4,3))', 'moved("l1",2)'} <= added(verdict)
    game.apply("pass moves")
    # Lines 276, 334: it never battles.
    assert game.check("battle l1 g1").legal is False


def test_hits_on_the_locomotive_strike_its_wagon_and_the_wagon_leads_the_retreat():
    axis = ["play attack_center", "order g1", "pass orders", "pass moves"]
    game = played(TRAIN, setup("axis"), *DEAL, *axis, "battle g1 l1")
    # g1 next to l1: infantry's 3 dice (memoir44-facts.md line 24), only grenades hitting
    # (line 276); 2 grenades and a flag.
    rolled = game.apply("roll grenade grenade flag")
    # Line 331: the hits are applied to both cars: l1 from 4 to 2, w1 from 3 to 1.
    assert {'unit_figures("l1",2)', 'unit_figures("w1",1)'} <= added(rolled)
    assert 'figures_lost("w1",2)' in outcomes(rolled)
    # Line 333: with a wagon, the wagon retreats (1 hex toward the Allied baseline, along the
    # rails, line 332: 14,6 only) and the locomotive follows into the hex it left.
    assert 'pending(must_retreat("w1",1,"g1",close_assault))' in added(rolled)
    assert not game.check("retreat w1 12,6").legal
    back = game.apply("retreat w1 14,6")
    assert {'unit_at("w1",h(4,6))', 'unit_at("l1",h(4,5))'} <= added(back)
    # g1 may take the hex the locomotive left, 12,4 (memoir44-facts.md line 92).
    assert 'pending(ground("g1",h(4,4)))' in added(back)


def test_the_wagon_falls_on_the_third_hit_worth_no_medal_and_the_locomotive_on_the_fourth():
    axis = ["play attack_center", "order g1", "pass orders", "pass moves"]
    game = played(TRAIN, setup("axis"), *DEAL, *axis, "battle g1 w1")
    rolled = game.apply("roll grenade grenade grenade")
    # Line 331: 3 hits: the wagon (3 figures) is eliminated, the locomotive (4) keeps 1; a
    # wagon is worth no medal (line 277).
    assert {'unit_eliminated("w1")', 'figures_lost("l1",3)'} <= set(outcomes(rolled))
    assert not any(o.startswith("medal(") for o in outcomes(rolled))
    assert 'unit_figures("l1",1)' in added(rolled)


def test_an_air_strike_skips_a_car_its_mates_loss_eliminated():
    from tests.play_steps import wounded

    # The Axis Air Power names w1 then l1 (next to it, line 756); both cars are down to 1 figure.
    deal = ["draw air_power", "draw probe_left", "draw attack_center", "draw probe_right"]
    game = played(TRAIN, setup("axis"), *deal)
    wounded(game, "w1", 1)
    wounded(game, "l1", 1)
    for words in ("play air_power", "strike w1", "strike l1", "pass strikes"):
        assert game.apply(words).legal
    # A grenade eliminates w1; line 331 strikes l1 too, so no roll is left to make at it.
    rolled = game.apply("roll grenade")
    assert {'unit_eliminated("w1")', 'unit_eliminated("l1")'} <= set(outcomes(rolled))
    assert not any(f.startswith(("pending(battle_roll(", "strike_target(")) for f in game.state.facts)
    assert game.winner() is None and "phase(draw)" in game.state.facts
