"""`ask close_combat`: the four pools of a close-combat round (11.1.2, 11.1.3).

Close-combat aid, 000 lines 102-226 / 001 lines 336-417; rulebook digest section 6. The
assaulter stands at 2,0 and enters the defender's hex 3,0 from the west (axial coordinates).
"""

import pytest
from conftest import first_answer

CARD = "attack infantry cc 0 2R+1G attack vehicle cc 0 1Y defense front 1Y defense flank 1Y defense rear 1Y"
TANK = (
    "arc 120 attack infantry cc 0 1R+1Y attack vehicle cc 0 1R defense front 2R+1Y defense flank 1R+1Y "
    "defense rear 1Y+1G defense above 1G"
)


def cc(write, umpire, a: str, d: str, question: str = "", extra: str = "", edition: str = "rev6") -> dict:
    text = (
        f"game assault edition {edition}\nmap 9 x 5 coords axial\ndefault terrain clear\n{extra}\n"
        f"unit a {{ side allies at 2,0 {a} }}\nunit d {{ side axis at 3,0 {d} }}\n"
        f"ask close_combat a d {question}\n"
    )
    return first_answer(write, umpire, text)


def after(pool: dict) -> list[tuple[str, str]]:
    return [(s["label"]["term"], s["pool_after"]["dice"]) for s in pool["steps"]]


def rules(pool: dict) -> list[str]:
    return pool["roll_rules"]


INF = f"type infantry {CARD}"
FOREST = "terrain heavy_forest at 3,0"


# ---- Defense dice and the edition's text (11.1.3, 11.1.3.1, 11.1.3.2) ------------------------------
@pytest.mark.parametrize(("edition", "dice", "doc"), [("rev6", "2Y", "000"), ("pt", "3Y+1G", "001")])
def test_initial_defender_terrain_dice_follow_the_edition(write, umpire, edition, dice, doc):
    # Heavy forest, infantry: 1 G + 2 Y (10.9.1). 000 line 204: the strongest die (Y); 001
    # line 409: the defense unit gets the dice (all of them).
    d = cc(write, umpire, INF, INF, extra=FOREST, edition=edition)["defender"]["defense"]
    terrain = d["steps"][1]
    assert terrain["pool_after"]["dice"] == dice
    assert terrain["label"]["cite"]["section"] == "11.1.3.1"
    assert terrain["label"]["cite"]["source"].startswith(doc)


def test_initial_assaulter_gets_a_blue_die_not_terrain(write, umpire):
    # 11.1.3.2: no terrain dice for the assaulter in round 1, one B instead.
    a = cc(write, umpire, INF, INF, extra=FOREST)["assaulter"]["defense"]
    assert after(a) == [("card_all_round", "1Y"), ("assaulter_blue_die", "1Y+1B")]


def test_later_rounds_both_take_the_strongest_terrain_die(write, umpire):
    # 11.1.3: both units get the strongest terrain die of the contested hex.
    answer = cc(write, umpire, INF, INF, "round 2", FOREST)
    for side in ("assaulter", "defender"):
        step = answer[side]["defense"]["steps"][1]
        assert (step["change"], step["label"]["cite"]["section"]) == ("+1Y", "11.1.3")


def test_fast_entry_loses_the_weakest_defense_die_after_experience(write, umpire):
    # 11.1.3.2: a fast-action assault loses its weakest defense die in round 1; the aid lists
    # it after the every-round modifiers, so a veteran loses a B.
    a = cc(write, umpire, f"{INF} experience veteran", INF, "fast")["assaulter"]["defense"]
    assert [d for _, d in after(a)] == ["1Y", "1Y+1B", "1Y+2B", "1Y+1B"]
    assert a["steps"][-1]["effect"] == "lost a blue die"


def test_vehicles_get_no_terrain_dice_and_use_above_against_infantry(write, umpire):
    # 11.1.3 vehicles never get terrain dice; 11.3 vehicle vs infantry: "above".
    answer = cc(write, umpire, INF, f"type vehicle facing 3 {TANK}", extra=FOREST)
    d = answer["defender"]
    assert answer["defender"]["area"]["term"] == "above"
    assert after(d["defense"]) == [("card(above)", "1G"), ("no_terrain_for_vehicles", "1G")]
    assert "only each die's strongest symbol counts" in rules(d["attack"])  # 11.1.2


@pytest.mark.parametrize(("round_no", "rerolls"), [(1, 2), (2, 1)])
def test_immobilized_vehicle_defends_with_its_rear_and_is_outflanked(write, umpire, round_no, rerolls):
    answer = cc(write, umpire, INF, f"type vehicle facing 3 status immobilized {TANK}", f"round {round_no}")
    assert answer["defender"]["area"]["term"] == "rear"
    assert answer["defender"]["defense"]["final"]["dice"] == "1Y+1G"
    # 11.1.2: one re-roll every round; always outflanked, which re-rolls in the initial round
    # (11.1.2.1) even when the assault comes from inside its arc (facing 3 looks at the assaulter).
    rolls = rules(answer["assaulter"]["attack"])
    assert rolls.count("re-roll one attack die") == rerolls


def test_fortified_defender_front_and_assaulter_strongest_hex_die(write, umpire):
    # p.36 example: infantry in a bunker attacked from the front, 2 R + 1 Y; the assaulter
    # gets the strongest die of the hex terrain (clear: G, supplied by override).
    extra = "fortification bunker at 3,0 facing 3\noverride clear.tdb_inf = 1G"
    answer = cc(write, umpire, INF, INF, extra=extra)
    assert after(answer["defender"]["defense"])[1] == ("terrain_die(fort_side(bunker,front))", "2R+2Y")
    assert after(answer["assaulter"]["defense"])[1] == ("terrain_die(strongest(scenery(clear)))", "1Y+1G")


# ---- Attack dice (11.1.2, 11.1.2.1, 11.1.2.2) --------------------------------------------------------
def test_card_range_zero_dice_and_veteran(write, umpire):
    a = cc(write, umpire, f"{INF} experience elite", INF)["assaulter"]["attack"]
    assert after(a)[:2] == [("cc_dice(infantry)", "2R+1G"), ("experience(elite)", "2R+1G+1B")]


@pytest.mark.parametrize("wall", ["stone_wall", "barbed_wire"])
def test_crossing_a_wall_or_wire_loses_the_weakest_attack_die(write, umpire, wall):
    a = cc(write, umpire, INF, INF, extra=f"hexside {wall} between 2,0 and 3,0")["assaulter"]["attack"]
    assert ("crossing(" + wall + ")", "2R") in after(a)
    assert [s["label"]["cite"]["section"] for s in a["steps"] if "crossing" in s["label"]["term"]] == ["11.1.2.1"]


def test_outflanking_gives_a_reroll(write, umpire):
    # The tank faces vertex 0 (east); the assault comes from the west, outside its 120 degrees.
    a = cc(write, umpire, INF, f"type vehicle facing 0 {TANK}")["assaulter"]["attack"]
    assert "re-roll one attack die" in rules(a)
    assert any(s["label"]["term"] == "outflanked(outside_arc)" for s in a["steps"])


def test_assault_into_the_arc_is_not_outflanking(write, umpire):
    a = cc(write, umpire, INF, f"type vehicle facing 3 {TANK}")["assaulter"]["attack"]
    assert not any("outflanked" in s["label"]["term"] for s in a["steps"])


def test_activated_defender_counts_doubles_once(write, umpire):
    d = cc(write, umpire, INF, f"{INF} status firing")["defender"]["attack"]
    assert "each double success counts once" in rules(d)


def test_activated_half_strength_defender_also_loses_its_weakest_die(write, umpire):
    d = cc(write, umpire, INF, f"{INF} status firing half_strength")["defender"]["attack"]
    assert ("activated_half_strength", "2R") in after(d)


def test_hide_action_is_not_an_activation(write, umpire):
    d = cc(write, umpire, INF, f"{INF} status hide_action")["defender"]["attack"]
    assert "each double success counts once" not in rules(d)


def test_suppressed_defender_cannot_attack_in_the_first_round(write, umpire):
    first = cc(write, umpire, INF, f"{INF} status suppressed")["defender"]["attack"]
    assert first["final"]["dice"] == "-" and first["steps"][-1]["label"]["cite"]["section"] == "11.1.2.2"
    later = cc(write, umpire, INF, f"{INF} status suppressed", "round 2")["defender"]["attack"]
    assert later["final"]["dice"] == "2R+1G"


def test_ambush_defender_adds_a_green_attack_die(write, umpire):
    # Rulebook 11.1.2.2 (both charts omit it: digest section 8, item 6).
    d = cc(write, umpire, INF, f"{INF} status ambush")["defender"]["attack"]
    assert d["final"]["dice"] == "2R+2G"


# ---- Support (11.1.1.1) and the edition -----------------------------------------------------------------
SUPPORT = "unit s { side allies type infantry at 2,1 attack infantry close 1..2 1G }"


@pytest.mark.parametrize(("edition", "defense_reroll"), [("rev6", False), ("pt", True)])
def test_support_rerolls_by_edition(write, umpire, edition, defense_reroll):
    # 000 line 192 gives the supported defense list an attack-die re-roll; 001 line 402 and
    # the rulebook a defense-die re-roll.
    answer = cc(write, umpire, INF, INF, "support s", SUPPORT, edition)
    assert "re-roll one attack die" in rules(answer["assaulter"]["attack"])
    assert ("re-roll one defense die" in rules(answer["assaulter"]["defense"])) is defense_reroll
    notes = [n["term"] for n in answer["notes"]]
    assert ("support_reroll_attack_only" in notes) is not defense_reroll


def test_support_rerolls_only_in_the_first_round(write, umpire):
    answer = cc(write, umpire, INF, INF, "round 2 support s", SUPPORT)
    assert rules(answer["assaulter"]["attack"]) == []
    assert [n["term"] for n in answer["notes"]] == ["support_first_round_only"]


# ---- Who may start a close combat (11.0) ------------------------------------------------------------------
def test_artillery_may_not_assault(write, umpire):
    answer = cc(write, umpire, f"type artillery {CARD}", INF)
    assert answer["verdict"] == "illegal"
    assert [c["term"] for c in answer["illegal"]] == ["no_close_combat_by(artillery)"]


def test_units_must_be_adjacent(write, umpire):
    text = (
        "game assault edition rev6\nmap 9 x 5 coords axial\ndefault terrain clear\n"
        f"unit a {{ side allies at 0,0 {INF} }}\nunit d {{ side axis at 3,0 {INF} }}\nask close_combat a d\n"
    )
    answer = first_answer(write, umpire, text)
    assert [c["term"] for c in answer["illegal"]] == ["cc_not_adjacent(3)"]


# ---- Support (11.1.1.1): an unactivated unit next to the close-combat hex -----------------------
@pytest.mark.parametrize(
    ("where", "status", "refused"),
    [
        ("2,1", "", None),  # next to 3,0 (the defender's hex): it supports
        ("0,1", "", "s may not support: it stands 3 hexes from the close-combat hex, not next to it"),
        ("3,1", "status firing", "s may not support: it already has a firing marker: one activation per turn"),
        (
            "3,1",
            "status suppressed",
            "s may not support: a unit with a suppressed marker cannot be activated this turn",
        ),
    ],
)
def test_support_needs_an_unactivated_unit_next_to_the_close_combat_hex(write, umpire, where, status, refused):
    extra = f"unit s {{ side allies at {where} {INF} {status} }}"
    answer = cc(write, umpire, INF, INF, "support s", extra)
    notes = [n["what"] for n in answer["notes"] if n["side"] == "assaulter"]
    supported = any(s["label"]["term"] == 'supported_by("s")' for s in answer["assaulter"]["attack"]["steps"])
    if refused is None:
        assert supported and not any("may not support" in n for n in notes)
    else:
        assert not supported and refused in notes


def test_a_close_combat_begins_only_by_a_move_the_movement_rules_allow(write, umpire):
    # 6.4, 11.1.1: a close combat begins with a normal or fast move into the enemy's hex, priced
    # and barred by the same rules as `ask moves` and `ask actions`: heavy forest is blocked for
    # wheeled movement (000 terrain chart, row 'Heavy Forest').
    car = f"type vehicle facing 0 movement wheeled mp normal 4 {CARD}"
    answer = cc(write, umpire, car, INF, extra="terrain heavy_forest at 3,0")
    assert answer["verdict"] == "illegal"
    assert "as normal: wheeled movement may not enter Heavy Forest" in [c["what"] for c in answer["illegal"]]
    foot = cc(
        write, umpire, f"type infantry movement foot mp normal 2 {CARD}", INF, extra="terrain heavy_forest at 3,0"
    )
    assert foot["verdict"] == "legal"
