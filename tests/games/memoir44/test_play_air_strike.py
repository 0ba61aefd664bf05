"""A Recon played as an air strike (blitz rules, memoir44-expansion-facts.md line 507; the
option air_strikes_rules, memoir44-more-facts.md line 403) on tests/data/play/air_strike.scn:
the Allied a1 (12,6), a2 (14,6) and a3 (15,7, armor) in a chain across the centre, a4 on the
left at 2,6, a5 camouflaged at 17,7 next to a3; the Axis g1 at 12,2."""

from tests.play_steps import added, outcomes, played, reasons

STRIKE = "tests/data/play/air_strike.scn"
SETUP = {"victory": {"allies": 6, "axis": 6}, "hands": {"allies": 2, "axis": 2}, "first": "axis"}
DEAL = ["draw recon_center", "draw probe_left", "draw attack_center", "draw probe_right"]


def test_the_axis_plays_a_recon_as_an_air_strike_on_a_chain_from_its_section():
    game = played(STRIKE, SETUP, *DEAL, "play recon_center")
    # Line 507: instead of ordering, an air strike; its first target in the card's section
    # (assumption air_strike_starts_in_section): a4 on the left is not.
    assert reasons(game.check("strike a4")) == ['outside_section("a4",center)']
    first = game.apply("strike a1")
    assert {'strike_target("a1",1)', "phase(strike)"} <= added(first)
    assert "air_strike_starts_in_section" in {a for c in first.changes for a in c.cite.assumptions}
    # Each next target stands next to the one before (line 403), a2 then a3; a camouflaged unit
    # may not be named (line 403).
    assert reasons(game.check("strike a4")) == ['not_in_chain("a4","a1")']
    for words in ("strike a2", "strike a3"):
        assert game.apply(words).legal
    assert reasons(game.check("strike a5")) == ['camouflaged_target("a5")']
    # Then the rolls, target by target: 1 die each for the Axis (line 507).
    rolled = game.apply("pass strikes")
    assert 'pending(battle_roll(recon_center,"a1",1,strike))' in added(rolled)
    # Symbols, grenades and stars hit (line 403).
    assert {"scoring(star)", "scoring(grenade)", "scoring(infantry)"} <= added(rolled)


def test_an_air_strike_hits_with_stars_and_draws_one_card():
    strikes = ["play recon_center", "strike a1", "strike a2", "strike a3", "pass strikes"]
    game = played(STRIKE, SETUP, *DEAL, *strikes)
    assert 'figures_lost("a1",1)' in outcomes(game.apply("roll star"))
    # A flag at a2: it retreats 1 hex toward its baseline (memoir44-facts.md line 87).
    game.apply("roll flag")
    assert game.apply("retreat a2 13,7").legal
    last = game.apply("roll grenade")
    # Line 403: the player then draws 1 card, not Recon's 2.
    assert 'figures_lost("a3",1)' in outcomes(last) and "pending(draws(1))" in added(last)


def test_without_blitz_or_the_option_a_recon_only_orders():
    # memoir44-facts.md line 98: a Recon orders units; the air strike is the options' alone.
    game = played("tests/data/play/objectives.scn", SETUP, *DEAL, "play recon_center")
    enemy = next(u.id for u in game.rules.base.units.values() if u.side == "allies")
    assert reasons(game.check(f"strike {enemy}")) == ["no_air_strike(recon_center)"]
