"""Every remaining tile name, unit, tag, option, file shape and board format of
memoir44-more-facts.md ("BGA" below: what Board Game Arena's code does), each from a hand-made
.m44 file with its answer worked out from the facts file's lines, cited beside each assertion;
and the rule corners found from outside (issue 56).

Doubled coordinates: a hex's neighbours are (col +-2, row) and (col +-1, row +-1). side_player1
(here the Axis) sits at the top and retreats toward row 0 (memoir44-expansion-facts.md line 622).
"""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from pyengine import UmpireError
from pyengine.api import OpenScenario, open_scenario
from pyengine.scenario_parser import imported_text


def board(hexes: object, kind: str = "STANDARD", face: str = "COUNTRY", **info: object) -> str:
    game_info = {"side_player1": "AXIS", "side_player2": "ALLIES", **info}
    return json.dumps({"game_info": game_info, "board": {"type": kind, "face": face, "hexagons": hexes}})


def game(hexes: object, **kw: object) -> OpenScenario:
    return open_scenario(board(hexes, **kw), name="t.m44")  # type: ignore[arg-type]


def with_lines(hexes: object, *lines: str, **kw: object) -> OpenScenario:
    """The imported file with scenario lines added (an assumption switched)."""
    text = imported_text(board(hexes, **kw), "t.m44")  # type: ignore[arg-type]
    return open_scenario(text + "".join(f"{line}\n" for line in lines), name="t.scn")


def ask(g: OpenScenario, question: str) -> dict:
    return g.ask(question).to_json()


def imported(hexes: object, **kw: object) -> list[str]:
    return imported_text(board(hexes, **kw), "t.m44").splitlines()  # type: ignore[arg-type]


def terms(items: list[dict]) -> list[str]:
    return [c["term"] for c in items]


def why(answer: dict, hex_label: str) -> set[str]:
    return {r["term"] for u in answer["unreachable"] if u["hex"] == hex_label for r in u["reasons"]}


def reach(answer: dict) -> dict[str, dict]:
    return {d["hex"]: d for d in answer["reachable"]}


def targets(answer: dict) -> dict[str, dict]:
    return {t["unit"]: t for t in answer["targets"]}


def refused(answer: dict) -> dict[str, list[str]]:
    return {c["unit"]: terms(c["reasons"]) for c in answer["cannot"]}


ENEMY_FAR = {"row": 0, "col": 0, "unit": {"name": "infger"}}


# ---- 1.2 and 1.3: names the editor writes for the base classes --------------------------------
def test_winter_desert_and_pacific_tiles_read_as_their_base_class():
    # Lines 72-77, 81, 86-87, 89, 98, 105, 115, 121-122, 125, 142: each name's class.
    hexes = [
        {"row": 0, "col": 2, "terrain": {"name": "wforest"}},
        {"row": 0, "col": 4, "terrain": {"name": "palmtrees"}},
        {"row": 0, "col": 6, "terrain": {"name": "wvillage"}},
        {"row": 0, "col": 8, "terrain": {"name": "pvillage"}},
        {"row": 0, "col": 10, "terrain": {"name": "whill"}},
        {"row": 0, "col": 12, "terrain": {"name": "dhill"}},
        {"row": 0, "col": 14, "terrain": {"name": "hills", "behavior": "HILL"}},
        {"row": 0, "col": 16, "terrain": {"name": "pond"}},
        {"row": 0, "col": 18, "terrain": {"name": "pmouth"}},
        {"row": 1, "col": 1, "terrain": {"name": "river"}, "rect_terrain": {"name": "wbridge"}},
        {"row": 1, "col": 3, "terrain": {"name": "river"}, "rect_terrain": {"name": "pontoon"}},
        {"row": 1, "col": 5, "terrain": {"name": "river"}, "rect_terrain": {"name": "brkbridge"}},
        {"row": 1, "col": 7, "terrain": {"name": "coast"}},
        {"row": 1, "col": 9, "terrain": {"name": "wmarshes"}},
        {"row": 1, "col": 11, "terrain": {"name": "barracks"}},
        {"row": 1, "col": 13, "terrain": {"name": "lighthouse"}},
        {"row": 1, "col": 15, "terrain": {"name": "powerplant"}},
        {"row": 1, "col": 17, "terrain": {"name": "highground"}},
        {"row": 1, "col": 19, "terrain": {"name": "ppier"}},
        {"row": 8, "col": 0, "unit": {"name": "infus"}},
        ENEMY_FAR,
    ]
    lines = imported(hexes)
    assert "terrain forest at 2,0 4,0" in lines
    assert "terrain town at 6,0 8,0 11,1 13,1 15,1" in lines
    assert "terrain hill at 10,0 12,0 14,0" in lines
    # A broken bridge leaves its river impassable (line 89); the others are bridges (86-87).
    assert "terrain river at 16,0 18,0 5,1" in lines
    assert "terrain bridge at 1,1 3,1" in lines
    assert "terrain beach at 7,1" in lines and "terrain marsh at 9,1" in lines
    # The high ground and the pier have no effect (lines 121, 142): clear, so no line at all.
    assert not any("17,1" in line or "19,1" in line for line in lines)
    assert not any(line.startswith("unread") for line in lines)


# ---- Marsh, trenches, road block, dragon's teeth, ravine --------------------------------------
def test_marsh_trenches_road_blocks_teeth_and_ravines():
    hexes = [
        {"row": 4, "col": 4, "terrain": {"name": "wmarshes"}, "unit": {"name": "infus"}},
        {"row": 4, "col": 6, "terrain": {"name": "marshes"}},
        {"row": 2, "col": 4, "unit": {"name": "gunus"}},
        {"row": 3, "col": 5, "terrain": {"name": "marshes"}},
        {"row": 6, "col": 10, "obstacle": {"name": "wtrenches"}, "unit": {"name": "tankger"}},
        {"row": 6, "col": 12, "obstacle": {"name": "ptrenches"}, "unit": {"name": "infger"}},
        {"row": 7, "col": 11, "unit": {"name": "tankus"}},
        {"row": 0, "col": 20, "obstacle": {"name": "roadblock"}},
        {"row": 0, "col": 22, "obstacle": {"name": "dragonteeth"}},
        {"row": 1, "col": 21, "unit": {"name": "tankus"}},
        {"row": 1, "col": 23, "terrain": {"name": "wravine"}},
    ]
    g = game(hexes)
    # Marsh (line 105): a unit starting there moves one hex; entering one stops; artillery may not.
    inf = ask(g, "moves us1")
    assert {d["cost"] for d in inf["reachable"]} == {1}
    assert why(inf, "8,4") == {"left_one_hex(marsh)", "stopped_before(marsh)"}
    assert why(ask(g, "moves us2"), "5,3") == {"impassable_for(marsh,artillery)"}
    # Trenches (line 136): armor in them never battles; armor battling into them loses 1; only
    # infantry in them may ignore a flag.
    assert terms(ask(g, "battle ger1")["barred"]) == ["in_type(trenches)"]
    hit = targets(ask(g, "battle us3"))
    assert (hit["ger1"]["dice"], hit["ger2"]["dice"]) == (2, 2)
    assert terms(ask(g, "retreat ger2 flags 1")["may_ignore"]) == ["trenches"]
    assert ask(g, "retreat ger1 flags 1")["may_ignore"] == []
    # Road block (line 130), dragon's teeth (134), ravine (135): impassable to armor.
    tank = ask(g, "moves us4")
    assert why(tank, "20,0") == {"impassable_for(road_block,armor)"}
    assert why(tank, "22,0") == {"impassable_for(dragon_teeth,armor)"}
    assert why(tank, "23,1") == {"impassable_for(ravine,armor)"}


def test_cemetery_dam_camp_radar_depot_and_hospital():
    hexes = [
        {"row": 4, "col": 4, "terrain": {"name": "cemetery"}, "unit": {"name": "infger"}},
        {"row": 4, "col": 8, "terrain": {"name": "dam"}},
        {"row": 5, "col": 7, "unit": {"name": "tankus"}},
        {"row": 2, "col": 12, "terrain": {"name": "camp"}, "unit": {"name": "infger"}},
        {"row": 6, "col": 16, "terrain": {"name": "radar"}},
        {"row": 7, "col": 17, "unit": {"name": "tankus"}},
        {"row": 2, "col": 20, "terrain": {"name": "depot"}},
        {"row": 2, "col": 18, "unit": {"name": "infger"}},
        {"row": 2, "col": 22, "unit": {"name": "infus"}},
        {"row": 8, "col": 0, "terrain": {"name": "phospital"}, "unit": {"name": "infus", "nbr_units": 2}},
        {"row": 0, "col": 20, "terrain": {"name": "cemetery"}},
    ]
    g = game(hexes)
    # Cemetery (line 116) and prison camp (126): the occupant may ignore 1 flag.
    assert terms(ask(g, "retreat ger1 flags 1")["may_ignore"]) == ["cemetery"]
    assert terms(ask(g, "retreat ger2 flags 1")["may_ignore"]) == ["prison_camp"]
    # The dam is passable in BGA (line 118) and blocks sight; under dam_bars_vehicles, as its
    # help text says, armor may not enter.
    assert reach(ask(g, "moves us1"))["8,4"]["cost"] == 1
    assert ask(g, "los 6,4 10,4")["verdict"] == "blocked"
    barred = with_lines(hexes, "assume dam_bars_vehicles on")
    assert why(ask(barred, "moves us1"), "8,4") == {"impassable_for(dam,armor)"}
    # Radar station (line 127): a stop where the unit may still battle.
    radar = reach(ask(g, "moves us2"))["16,6"]
    assert terms(radar["imposes"]) == ["may_battle"] and terms(radar["trace"])[-1] == "must_stop(radar_station)"
    # Supply depot (line 131) blocks sight; an empty cemetery does not (line 116).
    assert terms(ask(g, "los ger3 us3")["blocked_by"]) == ["crossed(h(9,2),terrain(supply_depot))"]
    assert ask(g, "los 18,0 22,0")["verdict"] == "clear"
    # Hospital (lines 139, 230-234): a wounded infantry unit, unmoved, with no enemy next to it,
    # may roll 6 dice to heal instead of moving and battling.
    assert terms(ask(g, "battle us4")["options"]) == ["heal(6)"]
    assert ask(g, "battle us4 moved 1")["options"] == []


def test_a_sea_wall_protects_only_its_owner():
    # Line 92 (and 189-190): -1 against infantry and armor, and 1 flag, for the owner's units only.
    wall = {"name": "sand", "behavior": "SEAWALL", "original_owner": "ALLIES"}
    hexes = [
        {"row": 4, "col": 4, "obstacle": wall, "unit": {"name": "infus"}},
        {"row": 4, "col": 8, "obstacle": dict(wall), "unit": {"name": "infger"}},
        {"row": 3, "col": 5, "unit": {"name": "tankger"}},
        {"row": 3, "col": 7, "unit": {"name": "tankus"}},
    ]
    assert "obstacle sea_wall at 4,4 owner allies" in imported(hexes)
    g = game(hexes)
    axis_tank = targets(ask(g, "battle ger2"))
    assert axis_tank["us1"]["dice"] == 2 and "target(sea_wall)" in terms(axis_tank["us1"]["trace"])
    allied_tank = targets(ask(g, "battle us2"))
    assert allied_tank["ger1"]["dice"] == 3
    assert terms(allied_tank["ger1"]["notes"]) == ["void(sea_wall,not_owner(allies))"]
    assert terms(ask(g, "retreat us1 flags 1")["may_ignore"]) == ["sea_wall"]
    assert ask(g, "retreat ger1 flags 1")["may_ignore"] == []


def test_sea_bluffs_and_cliffs_between_beach_and_hill():
    # The beach face lays rows 4-6 beach (memoir44-expansion-facts.md line 122). Lines 164-173:
    # a step between beach and bluff costs infantry 2 and is barred to armor and artillery,
    # retreats too; infantry may not take ground from a beach onto a cliff.
    hexes = [
        {"row": 5, "col": 9, "unit": {"name": "infus"}},
        {"row": 4, "col": 10, "terrain": {"name": "hills", "behavior": "BLUFF"}},
        {"row": 4, "col": 8, "terrain": {"name": "whill", "behavior": "CLIFF"}, "unit": {"name": "infger"}},
        {"row": 5, "col": 11, "unit": {"name": "tankus"}},
        {"row": 3, "col": 13, "terrain": {"name": "hills", "behavior": "BLUFF"}, "unit": {"name": "tankus"}},
        ENEMY_FAR,
    ]
    lines = imported(hexes, face="BEACH")
    assert "terrain sea_bluff at 10,4 13,3" in lines and "terrain cliff at 8,4" in lines
    g = game(hexes, face="BEACH")
    climb = reach(ask(g, "moves us1"))["10,4"]
    assert climb["cost"] == 2 and terms(climb["trace"]) == ["climb(sea_bluff)"]
    assert climb["trace"][0]["cite"]["locator"] == "line 165"
    assert "bluff_step" in why(ask(g, "moves us2"), "10,4")
    illegal = ask(g, "take_ground us1 ger1")
    assert terms(illegal["illegal"]) == ["cliff_from_beach(cliff)"]
    assert illegal["illegal"][0]["cite"]["locator"] == "line 173"
    # The tank on the bluff at 13,3 retreats toward row 8: 12,4 and 14,4 are beach, so both
    # steps are shut to it (line 170) and the flag costs a figure.
    (choice,) = ask(g, "retreat us3 flags 1")["choices"]
    assert {c["term"].split(",")[-1] for c in choice["closed"]} == {"bluff_step)"}
    assert choice["fewest_lost"] == 1


def test_a_wide_river_blinds_only_infantry_firers():
    # Line 82: infantry may not target units across the Rhine; armor may.
    wide = {"name": "river", "behavior": "WIDE_RIVER"}
    hexes = [
        {"row": 4, "col": 6, "unit": {"name": "infus"}},
        {"row": 4, "col": 8, "terrain": wide},
        {"row": 4, "col": 10, "unit": {"name": "infger"}},
        {"row": 3, "col": 7, "unit": {"name": "tankus"}},
        {"row": 3, "col": 9, "terrain": dict(wide)},
        {"row": 3, "col": 11, "unit": {"name": "infger"}},
    ]
    g = game(hexes)
    assert refused(ask(g, "battle us1"))["ger1"] == ["no_los_across(wide_river)"]
    assert set(targets(ask(g, "battle us2"))) == {"ger1", "ger2"}
    assert why(ask(g, "moves us1"), "8,4") == {"impassable(wide_river)"}


def test_a_bridge_section_is_crossed_only_at_its_open_sides():
    # Lines 199-204: orientation 2 shuts E, NW, W and SE, leaving NE and SW.
    section = {"name": "bridge", "behavior": "BRIDGE_SECTION", "orientation": 2}
    hexes = [
        {"row": 4, "col": 6, "terrain": {"name": "river"}},
        {"row": 4, "col": 10, "terrain": {"name": "river"}},
        {"row": 4, "col": 8, "terrain": {"name": "river"}, "rect_terrain": section},
        {"row": 5, "col": 7, "unit": {"name": "infus"}},
        {"row": 5, "col": 9, "unit": {"name": "infus"}},
        ENEMY_FAR,
    ]
    lines = imported(hexes)
    shut = sorted(line for line in lines if line.startswith("hexside bridge_side"))
    assert shut == [
        "hexside bridge_side between 8,4 and 10,4",
        "hexside bridge_side between 8,4 and 6,4",
        "hexside bridge_side between 8,4 and 7,3",
        "hexside bridge_side between 8,4 and 9,5",
    ]
    g = game(hexes)
    assert reach(ask(g, "moves us1"))["8,4"]["cost"] == 1  # from the SW
    assert why(ask(g, "moves us2"), "8,4") == {"bridge_side"}  # from the SE


def test_a_mountain_cave_and_the_caves_cover_against_engineers_and_snipers():
    # Line 138: a mountain with the cave rules. Japanese infantry there is attacked at -2 by
    # infantry and armor (memoir44-expansion-facts.md line 454), but an engineer in close assault
    # and a sniper ignore the target hex's reductions, the cave's included (lines 72, 284).
    hexes = [
        {"row": 4, "col": 8, "terrain": {"name": "pmcave"}, "unit": {"name": "infjp"}},
        {"row": 4, "col": 10, "terrain": {"name": "hills"}, "unit": {"name": "infus"}},
        {"row": 4, "col": 6, "unit": {"name": "infus", "badge": "badge12"}},
        {"row": 5, "col": 7, "unit": {"name": "infus", "badge": "badge26"}},
        {"row": 6, "col": 8, "unit": {"name": "tankus"}},
    ]
    g = game(hexes)
    assert targets(ask(g, "battle us1"))["jp1"]["dice"] == 1
    engineer = targets(ask(g, "battle us2"))["jp1"]
    assert engineer["dice"] == 3 and terms(engineer["notes"]) == ["void(mountain_cave,engineer_close_assault)"]
    assert targets(ask(g, "battle us3"))["jp1"]["dice"] == 1  # a sniper's 1 die, no reduction
    assert terms(ask(g, "retreat jp1 flags 2")["may_ignore"]) == ["japanese_flag", "must(mountain_cave)"]
    assert "impassable_for(mountain_cave,armor)" in why(ask(g, "moves us4"), "8,4")


# ---- 2. Units and badges -------------------------------------------------------------------
def test_big_gun_cavalry_flame_tank_mortar_and_machine_gun():
    hexes = [
        {"row": 4, "col": 6, "unit": {"name": "infru", "badge": "badge29"}},
        {"row": 4, "col": 8, "unit": {"name": "infger"}},
        {"row": 4, "col": 12, "terrain": {"name": "woods"}, "unit": {"name": "infger"}},
        {"row": 5, "col": 11, "unit": {"name": "tankus", "badge": "badge33"}},
        {"row": 2, "col": 2, "unit": {"name": "infger", "badge": "badge41"}},
        {"row": 2, "col": 20, "unit": {"name": "infger", "badge": "badge45"}},
        {"row": 4, "col": 20, "unit": {"name": "infus"}},
        {"row": 6, "col": 2, "unit": {"name": "infus"}},
        {"row": 0, "col": 24, "unit": {"name": "gunger", "badge": "badge5"}},
        {"row": 8, "col": 16, "unit": {"name": "infus"}},
    ]
    lines = imported(hexes, date_begin="1941-12-01")
    for unit in (
        "unit ru1 { side allies type infantry cavalry at 6,4 }",
        "unit us1 { side allies type armor flame_tank at 11,5 }",
        "unit ger3 { side axis type infantry mortar at 2,2 }",
        "unit ger4 { side axis type infantry machine_gun at 20,2 }",
        "unit ger5 { side axis type artillery big_gun at 24,0 }",
    ):
        assert unit in lines
    g = game(hexes, date_begin="1941-12-01")
    # Cavalry (line 267): moves 3 and battles, 2 dice at range 1; overruns as armor does.
    assert max(d["cost"] for d in ask(g, "moves ru1")["reachable"]) == 3
    assert targets(ask(g, "battle ru1 moved 3"))["ger1"]["dice"] == 2
    (overrun,) = ask(g, "take_ground ru1 ger1")["overrun"]
    assert (overrun["term"], overrun["cite"]["locator"]) == ("may", "line 267")
    # Flame-thrower tank (line 268): at range 1 the forest takes 1 die, not 2: 3 - 1.
    flame = targets(ask(g, "battle us1"))["ger2"]
    assert flame["dice"] == 2 and terms(flame["notes"]) == ["capped(forest,2,1)"]
    # Early-war mortar (line 269): 3,2,1 with no line of sight; it may not battle after moving.
    assert targets(ask(g, "battle ger3"))["ru1"]["dice"] == 1
    assert terms(ask(g, "battle ger3 moved 1")["barred"]) == ["moved_too_far(1,0)"]
    # Early-war machine gun (line 271): its stars hit infantry: 4 faces of 6 at 2 dice.
    gun = targets(ask(g, "battle ger4"))["us2"]
    assert terms(gun["notes"]) == ["stars_hit(infantry)"] and gun["odds"]["hits"][2]["p"] == "4/9"
    # Big gun (line 266): 1 die out to range 8 (us4 at 16,8 is 8 hexes from 24,0).
    big = targets(ask(g, "battle ger5"))
    assert big["us4"]["distance"] == 8 and big["us4"]["dice"] == 1


def test_late_war_mortars_and_the_heavy_anti_tank_gun():
    hexes = [
        {"row": 2, "col": 12, "unit": {"name": "infger", "badge": "badge41"}},
        {"row": 2, "col": 4, "unit": {"name": "gunger", "badge": "badge46"}},
        {"row": 4, "col": 4, "unit": {"name": "infger"}},
        {"row": 6, "col": 8, "terrain": {"name": "woods"}, "unit": {"name": "infus"}},
        {"row": 5, "col": 9, "terrain": {"name": "buildings"}, "unit": {"name": "tankus"}},
        {"row": 6, "col": 4, "unit": {"name": "tankus"}},
    ]
    g = game(hexes, date_begin="1944-06-06")
    # Late-war mortar (line 270): unmoved, 3,2,1,1 with no LOS, ignoring the target's terrain;
    # moved 1, it battles as infantry (3,2,1, terrain counts).
    still = targets(ask(g, "battle ger1"))
    assert still["us1"]["dice"] == 1 and still["us1"]["distance"] == 4
    assert terms(still["us2"]["notes"]) == ["void(town,ignores_target_terrain(mortar_late))"]
    moved = ask(g, "battle ger1 moved 1")
    assert "us1" not in targets(moved) and refused(moved)["us2"] == ["no_dice(0)"]
    # Heavy anti-tank gun (line 273): 2 dice to range 4, with line of sight (the infantry at 4,4
    # blocks the line to 4,6), ignoring the target's terrain, its stars hitting armor.
    heavy = ask(g, "battle ger2")
    assert refused(heavy)["us3"] == ["no_los"]
    town = targets(heavy)["us2"]
    assert town["dice"] == 2 and "stars_hit(armor)" in terms(town["notes"])
    assert town["odds"]["hits"][0]["p"] == "1/4"  # armor, grenade and star: half the faces hit
    assert terms(town["trace"]) == ["range(4)"]


def test_a_tiger_is_rolled_again_and_wittmann_adds_a_die():
    # Line 274: tank2ger of 1 figure; lines 295-302: each first-roll hit is rolled again, a
    # grenade eliminating it. 3 dice at armor hit on 2 faces of 6: P(k hits) = C(3,k)(1/3)^k
    # (2/3)^(3-k); then P(eliminate) = sum of P(k) (1 - (5/6)^k) = 919/5832.
    hexes = [
        {"row": 4, "col": 6, "unit": {"name": "tank2ger", "nbr_units": "1", "equipment": "wittmann"}},
        {"row": 4, "col": 8, "unit": {"name": "tankus"}},
    ]
    assert "unit ger1 { side axis type armor tiger at 6,4 figures 1 status wittmann }" in imported(hexes)
    g = game(hexes)
    tiger = targets(ask(g, "battle us1"))["ger1"]
    expected = sum(
        Fraction(c) * Fraction(1, 3) ** k * Fraction(2, 3) ** (3 - k) * (1 - Fraction(5, 6) ** k)
        for k, c in enumerate((1, 3, 3, 1))
    )
    assert expected == Fraction(919, 5832) and tiger["odds"]["eliminate"]["p"] == "919/5832"
    assert terms(tiger["notes"]) == ["second_roll(grenade)"]
    # Wittmann (line 307): 1 die more when the Tiger neither moved nor took ground.
    assert targets(ask(g, "battle ger1"))["us1"]["dice"] == 4
    assert targets(ask(g, "battle ger1 moved 1"))["us1"]["dice"] == 3


def test_japanese_infantry_must_ignore_a_flag_and_assaults_at_full_strength():
    # Lines 353-358: the first flag is always ignored, no choice; +1 die in close assault at
    # full strength (not when wounded).
    hexes = [
        {"row": 2, "col": 2, "unit": {"name": "infjp"}},
        {"row": 2, "col": 4, "unit": {"name": "infus"}},
        {"row": 6, "col": 2, "unit": {"name": "infjp", "nbr_units": 3}},
        {"row": 6, "col": 4, "unit": {"name": "infus"}},
    ]
    g = game(hexes)
    assault = targets(ask(g, "battle jp1"))["us1"]
    assert assault["dice"] == 4 and "japanese_close_assault" in terms(assault["trace"])
    assert targets(ask(g, "battle jp2"))["us2"]["dice"] == 3
    retreat = ask(g, "retreat jp1 flags 2")
    assert terms(retreat["may_ignore"]) == ["japanese_flag"] and [c["ignore"] for c in retreat["choices"]] == [1]


def test_camouflage_exit_markers_and_units_not_modelled():
    # Lines 566-567: a camouflaged unit is battled only in close assault. Lines 555-558: a unit
    # of an exit marker's side there, with a hex of its move left, may exit; the marker's group
    # hexes (letter-number, line 624 of the expansion facts: k2 is col 21, row 7) are exits too.
    exit_tag = {"name": "tag4", "behavior": "EXIT_MARKER", "side": "ALLIES", "group": ["k2"]}
    hexes = [
        {"row": 2, "col": 2, "unit": {"name": "infjp"}},
        {"row": 2, "col": 4, "unit": {"name": "infus"}},
        {"row": 2, "col": 8, "unit": {"name": "infus"}, "tags": {"0": {"name": "tag15"}}},
        {"row": 8, "col": 20, "tags": [exit_tag], "unit": {"name": "infus"}},
        {"row": 7, "col": 19, "unit": {"name": "infus"}},
        {"row": 4, "col": 14, "unit": {"name": "vehus"}},
    ]
    lines = imported(hexes)
    assert "obstacle exit_marker at 21,7 owner allies" in lines
    assert "unit us5 { side allies type infantry at 14,4 status unmodelled }" in lines
    g = game(hexes)
    assert refused(ask(g, "battle jp1"))["us2"][0] == "camouflaged"
    assert terms(ask(g, "battle us3")["options"]) == ["exit"]
    assert "may_exit" in terms(reach(ask(g, "moves us4"))["21,7"]["imposes"])
    # The vehicle of no known class (line 44) holds its hex; questions about it are refused, and
    # a battle against it is not judged (issue 71): neither a target nor a refusal.
    jp1 = ask(g, "battle jp1")
    assert "us5" not in refused(jp1) and "us5" not in {t["unit"] for t in jp1["targets"]}
    assert {c["unit"]: terms(c["reasons"]) for c in jp1["not_judged"]}["us5"] == ['unmodelled("us5")']


# ---- 3. Options ------------------------------------------------------------------------------
def test_gung_ho_orders_one_more_and_italians_retreat_far():
    hexes = [
        {"row": 7, "col": 1, "unit": {"name": "infus"}},
        {"row": 7, "col": 3, "unit": {"name": "infus"}},
        {"row": 7, "col": 5, "unit": {"name": "infus"}},
        {"row": 1, "col": 9, "unit": {"name": "infit"}},
        {"row": 1, "col": 13, "unit": {"name": "gunger", "badge": "badge38"}},
    ]
    options = {"gung_ho": True, "italy_royal_army": True, "airdrop": {"side": "ALLIES"}}
    lines = imported(hexes, options=options, country_player2="US")
    assert "assume gung_ho_allies on" in lines and "assume italy_royal_army on" in lines
    assert "unread \"option 'airdrop' (set-up): for game play ($.game_info.options.airdrop)\"" in lines
    g = game(hexes, options=options, country_player2="US")
    # Line 394: a Probe orders 2, for the US Marines 3.
    (left,) = ask(g, "orders probe_left allies")["sections"]
    assert (left["limit"]["value"], left["orders"]) == (3, 3)
    # Line 395: Italian units retreat 1 to 3 hexes a flag; Italian artillery may ignore 1 flag.
    choice = ask(g, "retreat it1 flags 1")["choices"][0]
    assert (choice["must_retreat"], choice["may_retreat"]) == (1, 3)
    assert terms(ask(g, "retreat ger1 flags 1")["may_ignore"]) == ["own_rule(italian)"]
    # With no US side, gung ho changes nothing, and says so.
    plain = imported(hexes, options={"gung_ho": True})
    assert not any("gung_ho" in line and line.startswith("assume") for line in plain)


# ---- 4. Board formats, and the file shapes BGA accepts -----------------------------------------
def test_breakthrough_and_overlord_boards_open():
    # Lines 447-449: Breakthrough is 13 x 17 with beach rows 11-13 and ocean 14-16 on the beach
    # face; Overlord is 26 x 9, its sections 0-17, 17-33 and 33-50, mirrored for the top side.
    thru = [{"row": 15, "col": 9, "unit": {"name": "infus"}}, ENEMY_FAR]
    lines = imported(thru, kind="BRKTHRU", face="BEACH")
    assert lines[2] == "map 13 x 17 coords doubled"
    assert any(line.startswith("terrain beach at 1,11 ") for line in lines)
    assert any(line.startswith("terrain ocean at 0,14 ") for line in lines)
    (choice,) = ask(game(thru, kind="BRKTHRU", face="BEACH"), "retreat us1 flags 1")["choices"]
    assert choice["fewest_lost"] == 1  # toward row 16: ocean both ways (expansion facts line 139)
    over = [
        {"row": 8, "col": 40, "unit": {"name": "infus"}},
        {"row": 7, "col": 17, "unit": {"name": "infus"}},
        {"row": 0, "col": 10, "unit": {"name": "infger"}},
    ]
    assert imported(over, kind="overlord")[2] == "map 26 x 9 coords doubled"
    g = game(over, kind="overlord")
    assert [s["eligible"] for s in ask(g, "orders recon_right allies")["sections"]] == [["us1 (40,8)"]]
    assert terms(ask(g, "orders recon_left allies")["straddling"]) == ['straddles("us2",left,center)']
    assert [s["eligible"] for s in ask(g, "orders recon_right axis")["sections"]] == [["ger1 (10,0)"]]
    assert len(ask(g, "actions allies")["units"]) == 2


def test_the_shapes_php_writes_open():
    # Section 3: options written as [] are none; lists as objects keyed by number; a hex listed
    # twice is one hex when its fields agree; board type, face and sides in any case.
    hexes = {
        "1": {"row": 4, "col": 6, "unit": {"name": "infus"}},
        "0": {"row": 4, "col": 6, "terrain": {"name": "woods"}},
        "2": {"row": 0, "col": 0, "unit": {"name": "infger"}, "tags": {"0": {"name": "medal2"}}},
        # BGA reads the three layers alike (memoir44-expansion-facts.md line 604).
        "3": {"row": 2, "col": 2, "obstacle": {"name": "buildings"}},
        "4": {"row": 2, "col": 4, "rect_terrain": {"name": "sand"}},
    }
    text = json.dumps(
        {
            "game_info": {"side_player1": "axis", "side_player2": "allies", "options": []},
            "board": {"type": "standard", "face": "country", "hexagons": hexes},
        }
    )
    lines = imported_text(text, "t.m44").splitlines()
    assert "terrain forest at 6,4" in lines and "unit us1 { side allies type infantry at 6,4 }" in lines
    assert "terrain town at 2,2" in lines and "obstacle sandbags at 4,2" in lines
    # A medal tag is an objective of game play (memoir44-more-facts.md lines 523-541).
    assert "objective medal2_0_0 at 0,0 for axis medals 1 needs 1" in lines
    g = open_scenario(text, name="t.m44")
    assert ask(g, "moves us1")["reachable"]


def test_every_key_is_read_or_listed():
    # No key is dropped unreported: a key the format does not give is listed as not read (BGA
    # ignores it too), one only game play reads as such; none refuses a question.
    hexes = [
        {"row": 4, "col": 6, "unit": {"name": "infus", "colour": "green"}, "shade": 1},
        {"row": 2, "col": 6, "unit": {"name": "infger"}, "shade": 2},
    ]
    lines = imported(hexes, victory_conditions=[], mystery={"a": 1})
    for line in (
        "unread \"game_info key 'victory_conditions': for game play ($.game_info.victory_conditions)\"",
        "unread \"game_info key 'mystery' is not read, as BGA does not read it ($.game_info.mystery)\"",
        "unread \"hex key 'shade' is not read, as BGA does not read it ($.board.hexagons[0].shade and 1 more)\"",
        "unread \"unit key 'colour' is not read, as BGA does not read it ($.board.hexagons[0].unit.colour)\"",
    ):
        assert line in lines, line
    assert ask(game(hexes, mystery=1), "actions allies")["units"]


# ---- Rule corners found from outside (issue 56) ----------------------------------------------
def test_combat_engineers_clear_enemy_minefields():
    # memoir44-expansion-facts.md lines 80-86: an engineer whose first hex is an enemy minefield
    # clears it and may not battle; one that moves 2 into one sets it off; one starting on one
    # that does not move must clear it instead of battling.
    mine = [{"name": "tag3", "behavior": "MINE_FIELD", "side": "AXIS"}]
    hexes = [
        {"row": 4, "col": 6, "unit": {"name": "infus", "badge": "badge12"}},
        {"row": 4, "col": 8, "tags": mine},
        {"row": 2, "col": 6, "unit": {"name": "infus", "badge": "badge12"}},
        {"row": 2, "col": 10, "tags": [dict(mine[0])]},
        {"row": 6, "col": 14, "tags": [dict(mine[0])], "unit": {"name": "infus", "badge": "badge12"}},
        {"row": 5, "col": 15, "unit": {"name": "infger"}},
        ENEMY_FAR,
    ]
    g = game(hexes)
    first = reach(ask(g, "moves us1"))["8,4"]
    assert terms(first["imposes"]) == ["cannot_battle(cleared_minefield)", "clears_minefield"]
    second = reach(ask(g, "moves us2"))["10,2"]
    assert "minefield_goes_off(axis)" in terms(second["imposes"])
    start = ask(g, "battle us3")
    assert terms(start["barred"]) == ["must_clear_minefield"] and terms(start["options"]) == ["clear_minefield"]
    assert terms(ask(g, "battle us3 moved 1")["barred"]) == ["cleared_minefield"]


def test_a_mountain_stands_above_a_hill_under_a_named_assumption():
    # Line 77: a hill reduces only an attacker on lower ground; BGA's 2025 height rule puts a
    # mountain (height 2) above it (assumption mountain_above_hill, on). Off, the hill's -1 counts.
    hexes = [
        {"row": 4, "col": 6, "terrain": {"name": "mountain"}, "unit": {"name": "infus"}},
        {"row": 4, "col": 8, "terrain": {"name": "hills"}, "unit": {"name": "infger"}},
    ]
    above = targets(ask(game(hexes), "battle us1"))["ger1"]
    assert above["dice"] == 3 and above["notes"][0]["assumptions"] == ["mountain_above_hill"]
    below = targets(ask(with_lines(hexes, "assume mountain_above_hill off"), "battle us1"))["ger1"]
    assert below["dice"] == 2 and below["trace"][1]["assumptions"] == ["mountain_above_hill"]


def test_medal_tags_are_objectives_of_game_play():
    # memoir44-more-facts.md lines 523-541: the tagged hex and its group (letter-number, k2 is
    # col 21, row 7) form the objective; the tag's name says who may win it (medal0 either,
    # medal1 the Allies, medal2 the Axis); counts_for, nbr_hex and the flags carry over; with
    # majority, side limits it to that side (line 533).
    majority = {"counts_for": 2, "nbr_hex": 2, "majority": True, "side": "AXIS", "turn_start": True}
    hexes = [
        {"row": 8, "col": 20, "tags": [{"name": "medal1", "group": ["k2"], "medal": {"permanent": True}}]},
        {"row": 4, "col": 4, "tags": {"0": {"name": "medal0", "group": {"0": "b6"}, "medal": majority}}},
        {"row": 6, "col": 6, "tags": [{"name": "medal7", "medal": {"last_to_occupy": True}}]},
        {"row": 6, "col": 10, "tags": [{"name": "medal2", "medal": {"nbr_hex": 2}}]},
    ]
    lines = imported(hexes)
    assert "objective medal1_20_8 at 20,8 21,7 for allies medals 1 needs 1 permanent" in lines
    assert "objective medal0_4_4 at 4,4 3,3 for axis medals 2 needs 2 majority turn_start" in lines
    # The medal fields of lines 538-540 carry over as flags (played: test_play_objectives.py).
    assert "objective medal7_6_6 at 6,6 for axis medals 1 needs 1 last_to_occupy" in lines
    # What can never be held is said, not dropped silently.
    assert any("tag 'medal2' needs 2 of its 1 hex(es): never held" in line for line in lines)
    assert not any(line.startswith("objective medal2_10_6") for line in lines)


def test_a_medal_tag_s_group_off_the_board_is_refused_at_its_json_path():
    text = board([{"row": 8, "col": 20, "tags": [{"name": "medal1", "group": ["F6"]}]}])
    with pytest.raises(UmpireError) as err:
        imported_text(text, "b.m44")
    assert "$.board.hexagons[0].tags[0].group[0]" in str(err.value)


def test_a_sudden_death_is_an_objective_worth_every_medal_still_needed():
    # memoir44-more-facts.md lines 544-551: game_info.victory.condition[0].group_sudden_death
    # gives its side all the medals it still needs once it holds `number` hexes of `group`;
    # only the first condition is read.
    death = {"side": "ALLIES", "number": 2, "group": ["K5", "k4", "L5"]}
    victory = {"condition": [{"group_sudden_death": death}, {"group_sudden_death": {"side": "AXIS"}}]}
    lines = imported([{"row": 0, "col": 0, "unit": {"name": "infger"}}], victory=victory)
    assert "objective sudden_death at 20,4 21,5 22,4 for allies medals all needs 2 permanent" in lines
    assert sum(line.startswith("objective") for line in lines) == 1


def test_a_destroyer_sails_the_ocean_battles_from_it_and_only_grenades_hit_it():
    # Lines 275 and 312-323: a pdestroyer tile is a destroyer of side_player2 (the Allies here),
    # 3 figures; it moves 2 on the ocean with no stop, ending only where no beach is next to it;
    # it battles from the ocean at 3,3,2,2,1,1,1,1 with no line of sight; only grenades hit it;
    # snipers may not target it; it may ignore 1 flag. The BEACH face lays beach on rows 4-6
    # and ocean on rows 7-8 (line 122 of the expansion facts).
    hexes = [
        {"row": 8, "col": 12, "rect_terrain": {"name": "pdestroyer"}},
        {"row": 2, "col": 12, "unit": {"name": "infger"}},
        {"row": 6, "col": 14, "unit": {"name": "infger", "badge": "badge10"}},
    ]
    assert "unit destroyer1 { side allies type artillery destroyer at 12,8 }" in imported(hexes, face="BEACH")
    g = game(hexes, face="BEACH")
    moves = ask(g, "moves destroyer1")
    # Row 8 holds the hexes with no beach next to them; row 7 touches the beach on row 6.
    assert sorted(reach(moves)) == ["10,8", "14,8", "16,8", "8,8"]
    assert why(moves, "11,7") == {"next_to_beach(destroyer)"} and why(moves, "12,6") == {"at_sea_only(destroyer)"}
    battle = ask(g, "battle destroyer1")
    assert {t["unit"]: t["dice"] for t in battle["targets"]} == {"ger1": 1, "ger2": 3}  # ranges 6 and 2
    back = ask(g, "battle ger2")
    assert [n["term"] for n in back["targets"][0]["notes"]] == ["grenades_only"]
    # Only grenades hit: 1 face in 6 for each of infantry's 2 dice at range 2 (facts line 24).
    assert back["targets"][0]["odds"]["hits"][0]["p"] == "25/36"
    retreat = ask(g, "retreat destroyer1 flags 2")
    assert [c["term"] for c in retreat["may_ignore"]] == ["own_rule(destroyer)"]


def test_a_train_keeps_to_the_rails_and_never_battles():
    # Lines 276-277 and 325-337: loco and wagon tiles are a locomotive (4 figures) and a wagon
    # (3) of side_player2 (the Allies here); the locomotive moves 3 along rail hexes, pulling
    # the wagon into the last hex it left; neither battles; only grenades hit them; each may
    # ignore 1 flag; the wagon is ordered with the locomotive and not counted.
    rails = [{"row": 4, "col": c, "terrain": {"name": "rail"}} for c in (2, 4, 6, 8, 10, 12)]
    hexes = [
        *rails,
        {"row": 4, "col": 8, "rect_terrain": {"name": "loco"}},
        {"row": 4, "col": 10, "rect_terrain": {"name": "wagon"}},
        {"row": 3, "col": 9, "unit": {"name": "infger"}},
    ]
    lines = imported(hexes)
    assert "unit locomotive1 { side allies type train locomotive at 8,4 }" in lines
    assert "unit wagon1 { side allies type train wagon at 10,4 }" in lines
    g = game(hexes)
    moves = ask(g, "moves locomotive1")
    # West along the rails only (the wagon holds 10,4): 6,4, 4,4, 2,4 at 1, 2 and 3 hexes.
    assert {h: d["cost"] for h, d in reach(moves).items()} == {"6,4": 1, "4,4": 2, "2,4": 3}
    assert [c["what"] for c in reach(moves)["4,4"]["imposes"]] == [
        "its wagon follows into 6,4, the last hex the locomotive left"
    ]
    assert why(moves, "7,3") == {"off_rails(locomotive)"}
    assert why(ask(g, "moves wagon1"), "12,4") == {"pulled(wagon)"}
    assert [b["term"] for b in ask(g, "battle locomotive1")["barred"]] == ["never_battles(locomotive)"]
    # Infantry next to it rolls 3 dice, only grenades hitting: (5/6)^3 = 125/216 for no hit.
    hit = next(t for t in ask(g, "battle ger1")["targets"] if t["unit"] == "locomotive1")
    assert hit["dice"] == 3 and hit["odds"]["hits"][0]["p"] == "125/216"
    orders = ask(g, "orders probe_center allies")
    assert [e.split()[0] for s in orders["sections"] for e in s["eligible"]] == ["locomotive1"]
    assert [c["term"] for c in ask(g, "retreat wagon1 flags 1")["may_ignore"]] == ["own_rule(wagon)"]
