"""`ask fire`: attack and defense dice of one ranged fire, step by step (10.8, 10.9).

Order: 002 "RANGED FIRE ATTACKER" steps 5.0 (card dice by range) -> 6.0 (veteran/elite +1 B)
-> 7.0 (recruit target: automatic X) -> 8.0 (attack die -1, cards) -> 9.0 (half strength);
the 000 aid adds "hidden: lose the weakest attack die" and "ambush: automatic X" (13.1).
002 "RANGED FIRE DEFENDER": 1.0 card dice by area of impact -> 2.0 terrain bonus -> 3.0
hindrances -> 4.0 digging in, dug-in, fast action, suppressed (+ hide/hidden/ambush, 000)
-> 5.0 hardened/veteran/elite +1 B -> 6.0 fire status and failed spotting (10.9.5 table).
Dice strength: R > Y > G > B. Map axial "q,r"; the firer stands at 0,0.
"""

import pytest
from conftest import first_answer

GUN = "arc 120 ability turret attack infantry close 1..4 1R+1G attack vehicle close 1..4 2R+1Y defense front 1Y"
SQUAD = "attack infantry close 1..3 1R+1Y defense front 1Y defense flank 1Y defense rear 1Y defense above 1G"
TANK = "arc 120 defense front 2R+1Y defense flank 1R+1Y defense rear 1Y+1G defense above 1G"


def fire(write, umpire, target: str, question: str = "ask fire gun t", extra: str = "", firer: str = "") -> dict:
    text = (
        "game assault edition rev6\nmap 9 x 5 coords axial\ndefault terrain clear\n"
        f"{extra}\nunit gun {{ side allies type vehicle at 0,0 facing 0 {GUN} {firer} }}\n"
        f"unit t {{ side axis {target} }}\n{question}\n"
    )
    return first_answer(write, umpire, text)


def squad(at: str = "3,0", more: str = "") -> str:
    return f"type infantry at {at} {SQUAD} {more}"


def steps(pool: dict) -> list[tuple[str, str]]:
    """(change, pool after) per step."""
    return [(s["change"], s["pool_after"]["dice"]) for s in pool["steps"]]


# Clear's infantry terrain bonus is a lost icon (000 line 7); the digest's p.36 example says
# its strongest die is green. Tests that are not about terrain fill it with one G, or stand
# the target in shallow water, whose TDB cells print "-" (000 line 5).
CLEAR_G = "override clear.tdb_inf = 1G"
WATER = "terrain shallow_water at 3,0"


# ---- Attack dice (10.8) ------------------------------------------------------------------------
def test_card_dice_then_veteran_blue(write, umpire):
    # 5.0: close band 1..4 vs infantry = 1R+1G; 6.0: veteran +1 B (4.2.3).
    a = fire(write, umpire, squad(), extra=WATER, firer="experience veteran")["attack"]
    assert steps(a) == [("+1R+1G", "1R+1G"), ("+1B", "1R+1G+1B")]
    assert [s["label"]["cite"]["section"] for s in a["steps"]] == ["4.2", "4.2.3"]
    assert a["steps"][1]["label"]["cite"]["locator"] == "aid step 6.0"


def test_recruit_target_gives_an_automatic_x(write, umpire):
    # 002 step 7.0 (4.2.3): attacks on a recruit gain one automatic suppression.
    a = fire(write, umpire, squad(more="experience recruit"), extra=WATER)["attack"]
    assert a["final"]["auto_x"] == 1 and a["final"]["dice"] == "1R+1G"
    assert a["final_text"] == "1R+1G + 1 automatic X"


def test_attack_die_minus_1_drops_the_veterans_blue(write, umpire):
    # Step 8.0 follows 6.0: the weakest die is the veteran's B (digest 10.8, order per 002).
    a = fire(write, umpire, squad(), extra=WATER, firer="experience veteran status attack_die_minus_1")["attack"]
    assert steps(a)[-1] == ("lose the weakest die", "1R+1G")
    assert a["steps"][-1]["effect"] == "lost a blue die"
    assert a["steps"][-1]["label"]["cite"]["section"] == "13.1"


def test_two_lose_weakest_steps_in_one_attack_pool(write, umpire):
    # Attack die -1 and hidden each cost the weakest die (000 aid, 10.8 "cumulative"): G, then R.
    a = fire(write, umpire, squad(), extra=WATER, firer="status attack_die_minus_1 hidden")["attack"]
    assert steps(a) == [("+1R+1G", "1R+1G"), ("lose the weakest die", "1R"), ("lose the weakest die", "-")]
    assert [s["effect"] for s in a["steps"][1:]] == ["lost a green die", "lost a red die"]


def test_ambush_firer_adds_x_and_takes_the_weakest_terrain_die(write, umpire):
    # 13.1: firing from ambush, +1 automatic X; the target loses its weakest terrain die.
    # Heavy forest, infantry: 1 G + 2 Y (rulebook 10.9.1).
    answer = fire(write, umpire, squad(), extra="terrain heavy_forest at 3,0", firer="status ambush")
    assert answer["attack"]["final"]["auto_x"] == 1
    d = steps(answer["defense"])
    assert d[:3] == [("+1Y", "1Y"), ("+2Y+1G", "3Y+1G"), ("-1G", "3Y")]


def test_half_strength_firer_counts_doubles_once(write, umpire):
    a = fire(write, umpire, squad(), extra=WATER, firer="status half_strength")["attack"]
    assert a["roll_rules"] == ["each double success counts once"]
    assert a["final"]["dice"] == "1R+1G"  # 10.8.1: no die is lost


# ---- Defense dice: card, terrain, hindrances (10.9.1-10.9.3) ------------------------------------
def test_lost_terrain_icon_is_unknown_and_names_the_cell(write, umpire):
    d = fire(write, umpire, squad())["defense"]
    terrain = d["steps"][1]
    assert terrain["change"] == "+? (lost icon)"
    assert terrain["label"]["cite"]["locator"] == "terrain chart, row 'Clear', column tdb_inf"
    assert terrain["label"]["assumptions"] == ["blank_cell_is_icon"]
    assert d["final"]["lost_cells"] == 1 and d["final_text"] == "1Y + ? (dice of 1 lost cell)"


def test_scenario_override_fills_the_lost_terrain_die(write, umpire):
    d = fire(write, umpire, squad(), extra=CLEAR_G)["defense"]
    assert steps(d)[:2] == [("+1Y", "1Y"), ("+1G", "1Y+1G")]
    assert d["steps"][1]["label"]["cite"]["rule"] == "chart_override"
    assert d["final"]["lost_cells"] == 0


def test_heavy_forest_uses_the_rulebook_dice(write, umpire):
    # 10.9.1: infantry in heavy forest, 1 G + 2 Y (the chart cell lost its icons).
    d = fire(write, umpire, squad(), extra="terrain heavy_forest at 3,0")["defense"]
    cite = d["steps"][1]["label"]["cite"]
    assert steps(d)[1] == ("+2Y+1G", "3Y+1G")
    assert (cite["rule"], cite["section"], cite["source"]) == ("rulebook_cell", "10.9.1", "assault-rules-digest.md")


def test_each_hindrance_adds_its_die(write, umpire):
    # 10.3: one die per hindering hex, direct fire only; brush's LOS icon overridden to 1B.
    extra = f"{WATER}\nterrain brush at 1,0 2,0\noverride brush.los = 1B"
    d = fire(write, umpire, squad(), extra=extra)["defense"]
    hind = [s for s in d["steps"] if s["label"]["term"].startswith("hindrance")]
    assert [s["change"] for s in hind] == ["+1B", "+1B"]
    assert d["final"]["dice"] == "1Y+2B"


def test_indirect_fire_uses_above_and_no_hindrance_dice(write, umpire):
    # 10.9.3 (000 aid): indirect fire always uses "above"; 7.1: no hindrance dice.
    extra = f"{WATER}\nterrain brush at 1,0\noverride brush.los = 1B"
    answer = fire(write, umpire, squad(), "ask fire gun t indirect", extra, firer="attack infantry indirect 2..12 2G")
    assert answer["area_of_impact"]["what"] == "above"
    assert steps(answer["defense"])[0] == ("+1G", "1G")
    assert not [s for s in answer["defense"]["steps"] if s["label"]["term"].startswith("hindrance")]
    assert steps(answer["attack"]) == [("+2G", "2G")]


@pytest.mark.parametrize(
    ("at", "area", "dice"),
    [
        ("6,0", "front", "2R+1Y"),
        ("2,2", "front/flank corner", "1R+1Y"),
        ("2,1", "flank", "1R+1Y"),
        ("0,0", "rear", "1Y+1G"),
    ],
)
def test_area_of_impact_by_the_targets_facing(write, umpire, at, area, dice):
    # 10.9.3: the tank at 3,0 faces vertex 0 (between E and SE). Fire from the east hits the
    # front; along the corner ray between SE and SW the weaker of front and flank (flank);
    # from the SW the flank; from the west the rear.
    tank = f"type vehicle at 3,0 facing 0 {TANK}"
    firer_at = f"unit gun2 {{ side allies type infantry at {at} {SQUAD} }}" if at != "0,0" else ""
    question = "ask fire gun2 t" if at != "0,0" else "ask fire gun t"
    d = fire(write, umpire, tank, question, firer_at)["defense"]
    assert d["steps"][0]["pool_after"]["dice"] == dice
    assert d["steps"][0]["label"]["assumptions"] == ["impact_areas_by_sides"]
    if area == "front/flank corner":
        assert d["steps"][0]["label"]["what"].startswith("card defense dice: on the corner between the front and flank")


def test_target_without_facing_and_uneven_card_is_unknown(write, umpire):
    d = fire(write, umpire, f"type vehicle at 3,0 {TANK}")["defense"]
    assert d["steps"][0]["change"] == "+? (lost icon)"
    assert "give it a facing" in d["steps"][0]["label"]["what"]


def test_stone_wall_on_the_crossed_hexside(write, umpire):
    # 9.6.5.1: infantry beside a stone wall, fired on across it: +1 Y.
    d = fire(write, umpire, squad(), extra=f"{WATER}\nhexside stone_wall between 2,0 and 3,0")["defense"]
    wall = [s for s in d["steps"] if "stone" in s["label"]["what"].lower()]
    assert [(s["change"], s["label"]["cite"]["section"]) for s in wall] == [("+1Y", "9.6.5.1")]


@pytest.mark.parametrize(("facing", "change"), [(3, "+2R+1Y"), (0, "+? (lost icon)")])
def test_bunker_dice_depend_on_the_side_fired_on(write, umpire, facing, change):
    # 9.6.4: infantry ends inside a bunker. Facing vertex 3 (W/NW) the firer at 0,0 is in
    # front: 2 R + 1 Y (p.36 example); facing vertex 0 it fires into the rear, a lost cell.
    extra = f"{WATER}\nfortification bunker at 3,0 facing {facing}"
    d = fire(write, umpire, squad(), extra=extra)["defense"]
    fort = [s for s in d["steps"] if "Bunker" in s["label"]["what"]]
    assert [s["change"] for s in fort] == [change]
    column = "inf_front" if facing == 3 else "inf_rear"
    assert fort[0]["label"]["cite"]["locator"].endswith(f"column {column}")


# ---- Defense dice: markers and experience (10.9.6, 10.9.8) --------------------------------------
def test_digging_in_keeps_a_single_die(write, umpire):
    # 13.2: lose the weakest defense die, keeping at least one; then hardened +1 B (5.0).
    d = fire(write, umpire, squad(more="status digging_in experience hardened"), extra=WATER)["defense"]
    assert steps(d)[:3] == [("+1Y", "1Y"), ("lose the weakest die, keeping at least 1", "1Y"), ("+1B", "1Y+1B")]
    assert d["steps"][1]["effect"] == "only 1 die left: kept"


def test_fast_action_loses_before_experience_adds(write, umpire):
    # 002 step 4.0 before 5.0: 1Y+1G loses its G, then veteran +1 B.
    card = "type infantry at 3,0 defense front 1Y+1G defense flank 1Y+1G defense rear 1Y+1G"
    d = fire(write, umpire, f"{card} status fast_action experience veteran", extra=WATER)["defense"]
    assert [a for _, a in steps(d)][:3] == ["1Y+1G", "1Y", "1Y+1B"]


def test_fast_vehicle_reads_the_second_column(write, umpire):
    # 10.9.4: a fast-acting vehicle target gains a die (column 2, icon lost): no loss.
    d = fire(write, umpire, f"type vehicle at 6,0 facing 3 status fast_action {TANK}", "ask fire gun t")["defense"]
    fs = d["steps"][-1]
    assert fs["change"] == "+? (lost icon)"
    assert fs["label"]["cite"]["locator"] == "fire modifications chart, row 'Firing', column fast_vehicle"


def test_fast_vehicle_column_override(write, umpire):
    extra = "override attacker_firing.fast_vehicle = 1G"
    d = fire(write, umpire, f"type vehicle at 6,0 facing 3 status fast_action {TANK}", extra=extra)["defense"]
    assert steps(d)[-1] == ("+1G", "2R+1Y+1G")


@pytest.mark.parametrize(("status", "dice"), [("suppressed", "1Y+1G"), ("dug_in", "1Y+1G"), ("hidden", "1Y+1B")])
def test_status_dice(write, umpire, status, dice):
    # 13.3 suppressed inf +1 G; 13.1 dug-in +1 G; hidden +1 B.
    d = fire(write, umpire, squad(more=f"status {status}"), extra=WATER)["defense"]
    assert d["final"]["dice"] == dice


def test_suppressed_vehicle_gains_nothing(write, umpire):
    d = fire(write, umpire, f"type vehicle at 6,0 facing 3 status suppressed {TANK}")["defense"]
    assert d["final"]["dice"] == "2R+1Y"


def test_half_strength_defender_has_no_penalty(write, umpire):
    # 10.9.6 (000 aid): a half-strength defender receives no penalty.
    d = fire(write, umpire, squad(more="status half_strength"), extra=WATER)["defense"]
    assert d["final"]["dice"] == "1Y"


# ---- Fire status and failed spotting (10.9.4, 10.9.5) ---------------------------------------------
@pytest.mark.parametrize(
    ("how", "change", "section"),
    [("", "no die", "10.9.4"), ("as turret_firing", "+1B", "10.9.4"), ("as move_and_fire", "+1G", "10.9.4")],
)
def test_fire_status_die(write, umpire, how, change, section):
    d = fire(write, umpire, squad(), f"ask fire gun t {how}", extra=WATER)["defense"]
    last = d["steps"][-1]
    assert (last["change"], last["label"]["cite"]["section"]) == (change, section)


def test_failed_spotting_adds_the_lost_column_3_die(write, umpire):
    # Light forest: a terrain bonus, so the gun must roll (10.5); failing, column 3 (icon lost).
    extra = "terrain light_forest at 3,0\noverride light_forest.tdb_inf = 1G"
    d = fire(write, umpire, squad(), "ask fire gun t spot_failed", extra)["defense"]
    last = d["steps"][-1]
    assert last["label"]["what"] == "the firer (firing) failed its spotting roll"
    assert last["label"]["cite"]["locator"] == "fire modifications chart, row 'Firing', column unspotted_inf_art"


def test_spot_failed_on_an_auto_spotted_target_is_a_note(write, umpire):
    answer = fire(write, umpire, squad(), "ask fire gun t spot_failed", WATER)
    assert [n["what"] for n in answer["notes"]] == ["no spotting roll was needed, so none could fail"]


def test_defense_order_switch_changes_what_fast_action_loses(write, umpire):
    # 002: fast action (4.0) before move & fire's +1 G (6.0) -> 1Y + 1G. The rulebook's 10.9
    # list puts the fire status first, so the G is the die lost -> 1Y.
    q = "ask fire gun t as move_and_fire"
    on = fire(write, umpire, squad(more="status fast_action"), q, WATER)
    off = fire(write, umpire, squad(more="status fast_action"), q, f"{WATER}\nassume defense_order_002 off")
    assert on["defense"]["final"]["dice"] == "1Y+1G"
    assert off["defense"]["final"]["dice"] == "1Y"
    assert "defense_order_002" in {a["name"] for a in on["assumptions"]}


def test_lose_weakest_beside_a_lost_icon_is_unresolved(write, umpire):
    # 1Y plus clear's lost die, digging in: the weakest could be either, so the pool is unknown.
    d = fire(write, umpire, squad(more="status digging_in"))["defense"]
    assert d["final"]["resolved"] is False
    assert d["steps"][2]["effect"] == "which die goes depends on a lost cell"


def test_text_answer_shows_the_pool_after_each_step(write, umpire):
    text = "game assault edition rev6\nmap 9 x 5 coords axial\ndefault terrain clear\n"
    text += f"{WATER}\nunit gun {{ side allies type vehicle at 0,0 facing 0 {GUN} experience elite }}\n"
    text += f"unit t {{ side axis {squad(more='status dug_in')} }}\nask fire gun t\n"
    result = umpire("run", write(text))
    assert result.code == 0
    assert "ATTACK 1R+1G+1B" in result.out and "DEFENSE 1Y+1G" in result.out
    assert "elite: +1 blue die  => 1R+1G+1B" in result.out


@pytest.mark.parametrize(("switch", "dice"), [("on", "2R+2Y"), ("off", "2R+2Y+1G")])
def test_fortification_dice_replace_the_hex_bonus(write, umpire, switch, dice):
    # Assumption fortification_replaces_hex_bonus: inside the bunker, clear's G does not add.
    extra = f"{CLEAR_G}\nfortification bunker at 3,0 facing 3\nassume fortification_replaces_hex_bonus {switch}"
    d = fire(write, umpire, squad(), extra=extra)["defense"]
    assert d["final"]["dice"] == dice


def test_scenario_effects_join_the_pools_at_the_card_step(write, umpire):
    # 002 attacker step 8.0 and defender step 7.0: command cards (8.3), named in the scenario.
    extra = f"{WATER}\neffect heroic_leader on gun attack 1R\neffect covering_fire on t defense lose_weakest"
    answer = fire(write, umpire, squad(more="experience veteran"), extra=extra)
    assert steps(answer["attack"])[-1] == ("+1R", "2R+1G")
    cards = [s for s in answer["defense"]["steps"] if s["label"]["term"].startswith("named_effect")]
    assert [(s["change"], s["effect"], s["pool_after"]["dice"]) for s in cards] == [
        ("lose the weakest die", "lost a blue die", "1Y")
    ]


def test_unknown_effect_is_a_clear_error(write, umpire):
    text = (
        "game assault edition rev6\nmap 4 x 2 coords axial\n"
        "unit a { side allies type infantry at 0,0 }\neffect x on a attack lose_weakets\n"
    )
    result = umpire("run", write(text))
    assert result.code == 2
    assert "s.scn:4:" in result.err and "lose_weakest" in result.err and "Traceback" not in result.err


# ---- Joint fire (10.8.4) -------------------------------------------------------------------------
LEAD = "attack infantry close 1..3 1R+1G status attack_die_minus_1"


def joint(write, umpire, fsu: str, extra: str = "") -> dict:
    # Lead at 0,0 and the FSU at 0,1 are both 3 hexes from the target at 3,0; only the FSU's
    # line crosses 1,1.
    text = (
        "game assault edition rev6\nmap 8 x 4 coords axial\ndefault terrain shallow_water\n"
        f"{extra}\nunit a {{ side allies type infantry at 0,0 {LEAD} }}\n"
        f"unit f {{ side allies type infantry {fsu} }}\n"
        f"unit b {{ side axis type infantry at 3,0 {SQUAD} }}\nask fire a b joint f\n"
    )
    return first_answer(write, umpire, text)


def test_joint_fire_adds_the_fsus_strongest_die_after_the_leads_loss(write, umpire):
    # The lead's -1 takes its own G; the FSU's strongest die (Y of 1Y+1G) joins afterwards.
    a = joint(write, umpire, "at 0,1 attack infantry close 1..4 1Y+1G")["attack"]
    assert steps(a) == [("+1R+1G", "1R+1G"), ("lose the weakest die", "1R"), ("+1Y", "1R+1Y")]
    assert a["steps"][-1]["label"]["cite"]["section"] == "10.8.4"
    assert a["steps"][-1]["label"]["assumptions"] == ["fsu_own_band_after_lead"]


@pytest.mark.parametrize(
    ("fsu", "extra", "die"),
    [
        ("at 0,1 attack infantry close 1..4 1Y+1G", "terrain brush at 1,1\noverride brush.los = 1B", "+1G"),
        ("at 0,1 status attack_die_minus_1 attack infantry close 1..4 1Y+1G", "", "+1G"),
        ("at 0,1 status attack_die_minus_1 attack infantry close 1..4 1B", "", "+1B"),  # blue stays blue
    ],
)
def test_hindered_or_minus_one_fsu_gives_the_next_weaker_colour(write, umpire, fsu, extra, die):
    a = joint(write, umpire, fsu, extra)["attack"]
    assert a["steps"][-1]["change"] == die
    assert a["steps"][-1]["label"]["term"].startswith("joint_fire_weaker")


def test_half_strength_fsu_counts_its_double_once(write, umpire):
    a = joint(write, umpire, "at 0,1 status half_strength attack infantry close 1..4 1Y")["attack"]
    assert a["roll_rules"] == ["the fire support unit's double counts once"]


@pytest.mark.parametrize(
    ("fsu", "reason"),
    [
        ("at 0,2 attack infantry close 1..4 1Y", "fsu_not_adjacent(2)"),
        ("at 0,1 status firing attack infantry close 1..4 1Y", "already_activated(firing)"),
        ("at 0,1 attack infantry close 1..2 1Y", "fsu_out_of_range(3)"),
    ],
)
def test_fsu_that_cannot_join_is_named_with_its_reason(write, umpire, fsu, reason):
    answer = joint(write, umpire, fsu)
    assert [n["term"] for n in answer["notes"]] == [f'fsu_cannot("f",{reason})']
    assert answer["attack"]["final"]["dice"] == "1R"


def test_two_concealment_markers_give_one_blue_die(write, umpire):
    # 000 aid: "hidden or hide action" gains a blue defense die: one die, whichever marker.
    d = fire(write, umpire, squad(more="status hidden ambush"), extra=WATER)["defense"]
    assert d["final"]["dice"] == "1Y+1B"
