"""The smoke_screen option in play (memoir44-more-facts.md line 407: before the first turn its
side lays up to 3 smoke markers, each next to the one before, taken off at the end of turn 3;
line 146: smoke blocks the sight of the units that need it) on tests/data/play/smoke.scn: the
Allied a_in at 12,6 and g_far at 12,4 see each other along the hexside between 11,5 and 13,5
(memoir44-facts.md line 75: blocked only if both sides block); the gun a_gun at 12,8."""

import json
from pathlib import Path

from pyengine import open_game
from tests.play_steps import added, played, reasons

SMOKE = "tests/data/play/smoke.scn"
SETUP = {
    "victory": {"allies": 4, "axis": 4},
    "hands": {"allies": 2, "axis": 2},
    "first": "allies",
    "smoke_screen": "axis",
}
DEAL = ["draw attack_center", "draw probe_left", "draw probe_right", "draw recon_left"]
TO_BATTLE = ["play attack_center", "order a_in", "order a_gun", "pass orders", "pass moves"]


def test_the_smoke_side_lays_a_chain_before_the_first_turn():
    game = played(SMOKE, SETUP, *DEAL[:3])
    dealt = game.apply(DEAL[3])
    assert {c.cite.cite.locator for c in dealt.changes if c.fact == "phase(smoke)"} == {"line 407"}
    assert game.to_act() == "axis"  # the option's side, though the Allies play first
    laid = game.apply("smoke 11,5")
    assert added(laid) == {"obstacle_placed(h(3,5),smoke_screen)", "last_smoke(h(3,5))"}
    # Each marker next to the one before (line 407).
    assert reasons(game.check("smoke 16,2")) == ["not_next_to_last(h(7,2),h(3,5))"]
    assert "smoked_already(h(3,5))" in reasons(game.check("smoke 11,5"))
    assert game.apply("smoke 13,5").legal
    assert "phase(play)" in added(game.apply("pass smoke"))
    assert game.to_act() == "allies"


def test_smoke_blocks_the_sight_of_infantry_but_not_the_gun():
    # Line 146: smoke blocks the line for units that need sight; artillery battles without.
    game = played(SMOKE, SETUP, *DEAL, "smoke 11,5", "smoke 13,5", "pass smoke", *TO_BATTLE)
    assert "no_los" in reasons(game.check("battle a_in g_far"))
    assert game.check("battle a_gun g_far").legal
    clear = played(SMOKE, SETUP, *DEAL, "smoke 11,5", "pass smoke", *TO_BATTLE)
    assert clear.check("battle a_in g_far").legal  # one side of the hexside only


def test_the_third_marker_ends_the_laying_and_turn_3_s_end_takes_them_off():
    game = played(SMOKE, SETUP, *DEAL, "smoke 11,5", "smoke 13,5")
    assert "phase(play)" in added(game.apply("smoke 14,4"))
    smoked = {f for f in game.state.facts if "smoke_screen" in f}
    assert len(smoked) == 3
    # The end of turn 3 (line 407): a position at turn 3's last draw.
    old = {f for f in game.state.facts if f.startswith(("phase(", "turn("))}
    game.state = game.state.changed(old, ["phase(draw)", "turn(3)", "pending(draws(1))"])
    verdict = game.apply("draw probe_center")
    assert smoked <= {c.fact for c in verdict.changes if not c.added}


def test_the_option_is_read_from_an_m44_file(tmp_path):
    raw = json.loads(Path("tests/data/m44/crossing.m44").read_text())
    raw["game_info"]["options"]["smoke_screen"] = {"side": "AXIS"}
    (tmp_path / "smoke.m44").write_text(json.dumps(raw))
    game = open_game(tmp_path / "smoke.m44")
    assert game.rules.setup.options.smoke_side == "axis"
    assert game.rules.not_played == ()
