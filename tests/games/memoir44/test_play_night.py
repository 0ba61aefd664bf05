"""A night's turns in play (memoir44-expansion-facts.md lines 529-541) on tests/data/play/night.scn:
visibility night_1; the Allied a_in at 12,6, two hexes from the Axis g_far (12,4) and next to
g_near (13,5); a_left on the left at 2,6. A die has 6 faces, 1 of them a star (memoir44-facts.md
"Battle dice")."""

from fractions import Fraction

from tests.play_steps import added, outcomes, played, reasons

NIGHT = "tests/data/play/night.scn"
SETUP = {"victory": {"allies": 6, "axis": 6}, "hands": {"allies": 2, "axis": 2}, "first": "allies"}
DEAL = ["draw attack_center", "draw air_power", "draw probe_left", "draw probe_right"]


def test_the_allies_roll_4_dice_as_their_turn_begins_each_star_a_hex_of_visibility():
    # Line 531-532: at the start of each turn of the rolling side (the Allies by default), 4 dice;
    # each star raises the visibility by 1.
    game = played(NIGHT, SETUP, *DEAL)
    assert game.to_act() == "chance" and "night_roll" in game.summary()[0]
    odds = dict((s.words, p) for s, p in game.chance_outcomes())
    assert odds["roll armor armor armor armor"] == Fraction(5, 6) ** 4  # no star
    assert odds["roll star star armor armor"] == 6 * Fraction(1, 36) * Fraction(25, 36)
    assert sum(odds.values()) == 1 and len(odds) == 5
    verdict = game.apply("roll star star flag infantry")
    assert outcomes(verdict) == ["visibility(3)"]
    assert {"visibility(night_3)", "phase(play)"} <= added(verdict)
    assert verdict.outcomes[0].cite.locator == "line 532"


def test_no_unit_battles_beyond_the_visibility():
    # Line 537: at visibility 1 only a close assault; at 3, a_in reaches g_far 2 hexes away.
    dark = played(NIGHT, SETUP, *DEAL, "roll armor armor armor armor", "play attack_center", "order a_in")
    dark.apply("pass orders")
    dark.apply("pass moves")
    assert any(r.startswith("beyond_visibility") for r in reasons(dark.check("battle a_in g_far")))
    assert dark.check("battle a_in g_near").legal
    lit = played(NIGHT, SETUP, *DEAL, "roll star star armor armor", "play attack_center", "order a_in")
    lit.apply("pass orders")
    lit.apply("pass moves")
    assert not any("beyond_visibility" in r for r in reasons(lit.check("battle a_in g_far")))


def test_air_power_orders_one_unit_anywhere_below_visibility_6():
    # Line 540: below 6, Air Power strikes nothing and orders 1 unit anywhere instead.
    game = played(NIGHT, SETUP, *DEAL, "roll armor armor armor armor")
    verdict = game.apply("play air_power")
    assert "phase(order)" in added(verdict)
    assert game.apply("order a_left").legal  # the left section: anywhere
    # One unit only (line 540; the card's own line 658 says so too).
    assert reasons(game.check("order a_in")) == ["card_full(air_power)"]


def test_four_stars_from_3_bring_full_daylight_and_no_more_rolls():
    # Line 532: at 6 it is full daylight: no visibility limits a battle, and no roll follows.
    game = played(NIGHT, SETUP, *DEAL, "roll star star armor armor")
    game.state = game.state.changed({"phase(play)"}, ["phase(night_roll)", "pending(night_roll(4))"])
    verdict = game.apply("roll star star star star")
    assert outcomes(verdict) == ["visibility(6)"]
    assert not any(f.startswith("visibility(") for f in game.state.facts)
    assert not game.rules.boards.at(game.state).visibility


def test_the_axis_does_not_roll_and_the_roll_waits_for_the_allies_next_turn():
    game = played(NIGHT, {**SETUP, "first": "axis"}, *DEAL[:2], "draw probe_left", "draw probe_right")
    assert game.to_act() == "axis"  # the Axis plays first: no roll on its turn


def test_a_reverse_night_falls_on_the_axis_turns():
    # Line 535: visibility starts at 6; as each Axis turn begins each star lowers it, down to 1.
    setup = {**SETUP, "first": "axis"}
    options = {"night_reverse": True, "night_rolls_axis": True}
    game = played(NIGHT, setup, *DEAL[:3], options=options)
    game.state = game.state.changed({"visibility(night_1)"}, ["visibility(night_6)"])
    dealt = game.apply(DEAL[3])
    assert "phase(night_roll)" in added(dealt)
    assert "night_rolls_axis" in {a for c in dealt.changes for a in c.cite.assumptions}
    verdict = game.apply("roll star star star star")
    assert outcomes(verdict) == ["visibility(2)"]
    assert verdict.outcomes[0].cite.locator == "line 535"
    assert "night_reverse" in {a for c in verdict.changes for a in c.cite.assumptions}


def test_a_recon_air_strike_needs_full_daylight():
    # Lines 403 and 507: blitz's Recon air strike only in full daylight; at night_1 it is refused.
    deal = ["draw recon_center", "draw probe_left", "draw probe_right", "draw attack_center"]
    game = played(NIGHT, {**SETUP, "first": "axis"}, *deal, "play recon_center", options={"blitz": True})
    assert reasons(game.check("strike a_in")) == ["air_strike_at_night(1)"]


def test_a_reverse_night_is_read_from_an_m44_file(tmp_path):
    # Lines 529-535: night_visibility_reverse_rule starts at 6 and falls; team_turn AXIS rolls.
    import json
    from pathlib import Path

    from pyengine import open_game

    raw = json.loads(Path("tests/data/m44/crossing.m44").read_text())
    raw["game_info"]["options"].update({"night_visibility_reverse_rule": True, "night_visibility_team_turn": "AXIS"})
    (tmp_path / "dusk.m44").write_text(json.dumps(raw))
    game = open_game(tmp_path / "dusk.m44")
    base = game.rules.base
    assert base.visibility == "night_6"
    assert base.assumptions.get("night_reverse") and base.assumptions.get("night_rolls_axis")
    assert not any("night" in line for line in game.rules.not_played), game.rules.not_played


def test_full_daylight_holds_no_visibility_and_rolls_nothing(tmp_path):
    # `visibility daylight` (vocab.lp): no night, so no roll and nothing to hold battles to.
    from pathlib import Path

    path = tmp_path / "day.scn"
    path.write_text(Path(NIGHT).read_text().replace("visibility night_1", "visibility daylight"))
    game = played(path, SETUP, *DEAL)
    assert game.to_act() == "allies" and not any(f.startswith("visibility(") for f in game.state.facts)
