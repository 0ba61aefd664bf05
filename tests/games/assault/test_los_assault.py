"""`ask los` for Assault: every LOS row of both chart editions, heights, hexside-aligned
lines, corners, smoke, the third hindrance and spotters, units in buildings.

Maps use axial coordinates ("q,r"). The line (0,0) -> (2,0) passes through the centre of
(1,0) only; (0,0) -> (1,1) runs along the hexside between (1,0) and (0,1); (0,0) -> (4,1)
touches (1,1) and (3,0) at a corner each (tests/test_sightline.py derives all three).
Expected verdicts come from the LOS column (000 / 001) and the digest sections cited:
10.3 counting ("1-2 hindrances hinder, 3+ or any blocking hex block"), 10.3 hexside rule,
10.4 heights.
"""

import pytest
from conftest import first_answer

from tests.games.assault.test_moves_assault_features import SOURCE


def los(write, umpire, body: str, question: str, edition: str = "rev6") -> dict:
    text = f"game assault edition {edition}\nmap 9 x 5 coords axial\ndefault terrain clear\n{body}\n{question}\n"
    return first_answer(write, umpire, text)


def on_and_off(write, umpire, body: str, question: str, assumption: str) -> tuple[dict, dict]:
    """The answer with an assumption in force (its default) and with it switched off."""
    on = los(write, umpire, body, question)
    assert assumption in on["line"]["assumptions"]
    return on, los(write, umpire, f"{body}\nassume {assumption} off", question)


def middle(write, umpire, terrain: str, edition: str) -> dict:
    """(0,0) looks at (2,0) across one hex of ``terrain`` at (1,0)."""
    return los(write, umpire, f"terrain {terrain} at 1,0", "ask los 0,0 2,0", edition)["line"]


# 000 lines 5-45 and 001 lines 6-48, LOS-mod column: "-" clear, "Blocked", blank = lost die
# icon (hindering, die unknown; assumption blank_cell_is_icon). Both editions print these:
SHARED_ROWS = {
    "shallow_water": "clear",
    "beach": "clear",
    "clear": "clear",
    "rocky": "hindered",
    "brush": "hindered",
    "olive_vine_grove": "hindered",
    "light_forest": "hindered",
    "heavy_forest": "blocked",
    "multi_storey_buildings": "hindered",
    "large_building": "blocked",
    "bridge": "hindered",
    "brush_trees_craters": "hindered",
    "ruins": "hindered",
}
LOS_ROWS = {
    # rev6 names single-storey buildings, has Swampy, and its crater chart prints "-" for craters.
    "rev6": {**SHARED_ROWS, "single_storey_buildings": "hindered", "swampy": "clear", "craters": "clear"},
    # pt says "Plain Buildings" and collapsed its crater chart: every LOS cell there is lost.
    "pt": {**SHARED_ROWS, "plain_buildings": "hindered", "craters": "hindered"},
}


@pytest.mark.parametrize(
    ("edition", "terrain", "verdict"), [(e, t, v) for e, rows in LOS_ROWS.items() for t, v in rows.items()]
)
def test_each_los_row(write, umpire, edition, terrain, verdict):
    line = middle(write, umpire, terrain, edition)
    assert line["verdict"] == verdict
    if verdict == "hindered":
        (h,) = line["hindrances"]
        lost = "defense die unknown (the chart lost the icon; override the cell to supply it)"
        assert h["what"].endswith(f"hex 1,0: {lost}")
        assert h["cite"]["section"] == "10.3" and h["cite"]["source"] == SOURCE[edition]
        assert h["cite"]["locator"].endswith("column los")
        assert line["assumptions"] == ["blank_cell_is_icon"]
    if verdict == "blocked":
        (b,) = line["blockers"]
        assert b["what"].endswith("hex 1,0") and b["cite"]["section"] == "10.3"


def test_editions_differ_on_craters(write, umpire):
    assert middle(write, umpire, "craters", "rev6")["verdict"] == "clear"
    assert middle(write, umpire, "craters", "pt")["verdict"] == "hindered"


def test_override_supplies_the_hindrance_die(write, umpire):
    answer = los(write, umpire, "terrain brush at 1,0\noverride brush.los = 1G", "ask los 0,0 2,0")
    (h,) = answer["line"]["hindrances"]
    assert h["what"] == "Brush, hex 1,0: defense die 1G"
    assert h["cite"]["source"].endswith("s.scn")
    assert answer["line"]["assumptions"] == []


def test_hill_hex_blocks_ground_level_units(write, umpire):
    # Hill row: LOS "Blocked" (9.6.1, 10.4).
    line = los(write, umpire, "elevation 1 at 1,0", "ask los 0,0 2,0")["line"]
    assert line["verdict"] == "blocked"
    assert line["blockers"][0]["what"] == "level-1 hill, hex 1,0"


def test_hexside_features_do_not_change_los(write, umpire):
    # Stone wall, barbed wire, tank barricades, river: LOS "Hex" -> the hexes decide.
    for kind in ("stone_wall", "barbed_wire", "tank_barricades", "river"):
        answer = los(write, umpire, f"hexside {kind} between 0,0 and 1,0", "ask los 0,0 2,0")
        assert answer["verdict"] == "clear"
        assert any("does not change LOS" in n["what"] for n in answer["line"]["notes"])


# ---- Heights (10.4) ----------------------------------------------------------------------
def test_elevated_firer_sees_over_a_lower_obstacle(write, umpire):
    # Firer on a level-2 hill; heavy forest at level 0 is 1 high; 2 >= 1 + 1: seen over.
    answer = los(write, umpire, "elevation 2 at 0,0\nterrain heavy_forest at 1,0", "ask los 0,0 2,0")
    assert answer["verdict"] == "clear"
    (note,) = [n for n in answer["line"]["notes"] if n["what"].startswith("sees over")]
    assert note["what"] == "sees over Heavy Forest in hex 1,0 (height 1)"


def test_obstacle_as_high_as_the_firer_blocks(write, umpire):
    # Level-1 firer, heavy forest 1 high at level 0: equal height blocks as usual.
    answer = los(write, umpire, "elevation 1 at 0,0\nterrain heavy_forest at 1,0", "ask los 0,0 2,0")
    assert answer["verdict"] == "blocked"


def test_level_two_firer_blocked_by_forest_on_level_one_hill(write, umpire):
    # The digest's p.27 example: forest on a level-1 hill stands 1 + 1 = 2.
    hill = "elevation 2 at 0,0\nelevation 1 at 1,0\n"
    answer = los(write, umpire, hill + "terrain light_forest at 1,0", "ask los 0,0 2,0")
    assert answer["verdict"] == "hindered"  # light forest hinders; the level-1 hill is seen over
    answer = los(write, umpire, hill + "terrain heavy_forest at 1,0", "ask los 0,0 2,0")
    assert answer["verdict"] == "blocked"


def test_level_one_firer_cannot_see_over_a_level_one_hill_to_lower_ground(write, umpire):
    answer = los(write, umpire, "elevation 1 at 0,0 1,0", "ask los 0,0 2,0")
    assert answer["verdict"] == "blocked"


def test_plateau(write, umpire):
    # Both ends on level 1 with a level-1 hill hex between: the ground they stand on.
    on, off = on_and_off(write, umpire, "elevation 1 at 0,0 1,0 2,0", "ask los 0,0 2,0", "hill_plateau")
    assert (on["verdict"], off["verdict"]) == ("clear", "blocked")


# ---- Along a hexside (10.3) ----------------------------------------------------------------
@pytest.mark.parametrize(
    ("side_a", "side_b", "verdict", "count"),
    [
        ("heavy_forest", "clear", "clear", 0),  # blocking + clear -> clear
        ("heavy_forest", "heavy_forest", "blocked", 0),  # blocking both sides -> blocked
        ("heavy_forest", "light_forest", "hindered", 1),  # blocking + hindering -> hindered
        ("light_forest", "clear", "clear", 0),  # hindering + clear -> clear
        ("light_forest", "brush", "hindered", 1),  # both hindering: assumption along_two_hindered
    ],
)
def test_hexside_aligned_line(write, umpire, side_a, side_b, verdict, count):
    body = f"terrain {side_a} at 1,0\nterrain {side_b} at 0,1"
    line = los(write, umpire, body, "ask los 0,0 1,1")["line"]
    assert (line["verdict"], line["hindrance_count"]) == (verdict, count)
    if verdict == "blocked":
        assert line["blockers"][0]["what"] == "blocking terrain on both sides of the hexside, along the hexside 0,1|1,0"


def test_hexside_rule_with_smoke_on_the_open_side(write, umpire):
    # "blocking + hindering/smoke -> hindered": one smoke marker beside a heavy forest.
    line = los(write, umpire, "terrain heavy_forest at 1,0\nmarker smoke x1 at 0,1", "ask los 0,0 1,1")["line"]
    assert (line["verdict"], line["hindrance_count"]) == ("hindered", 1)
    assert line["hindrances"][0]["what"].startswith("smoke marker 1, along the hexside 0,1|1,0")


def test_two_hindering_sides_without_the_assumption(write, umpire):
    body = "terrain light_forest at 1,0\nterrain brush at 0,1\nassume along_two_hindered off"
    assert los(write, umpire, body, "ask los 0,0 1,1")["verdict"] == "clear"


def test_a_line_along_the_map_edge_has_nothing_beyond_it(write, umpire):
    # Offset coordinates: 0,0 -> 0,2 runs down column 0 along the hexside between 0,1 and
    # -1,1, which is off the map. Off the map there is no terrain, so the default heavy
    # forest must not stand there: brush at 0,1 and nothing beyond is "hindering + clear ->
    # clear" (10.3), where a forest beyond the edge would have made it hindered.
    text = (
        "game assault edition rev6\nmap 5 x 5\ndefault terrain heavy_forest\n"
        "terrain clear at 0,0\nterrain brush at 0,1\nterrain clear at 0,2\nask los 0,0 0,2\n"
    )
    line = first_answer(write, umpire, text)["line"]
    assert (line["verdict"], line["blockers"], line["hindrances"]) == ("clear", [], [])
    (note,) = line["notes"]
    assert note["what"] == "along the hexside -1,1|0,1: clear on one side, hindering on the other: clear"


# ---- Corners ---------------------------------------------------------------------------------
def test_hex_touched_only_at_a_corner_is_off_the_line(write, umpire):
    # (0,0) -> (4,1) touches (1,1) at a corner only (assumption vertex_touch_ignored).
    on, off = on_and_off(write, umpire, "terrain heavy_forest at 1,1", "ask los 0,0 4,1", "vertex_touch_ignored")
    assert (on["verdict"], off["verdict"]) == ("clear", "blocked")


# ---- Smoke (chart: each marker hinders, 3+ block) ---------------------------------------------
def test_two_smoke_markers_hinder_twice(write, umpire):
    line = los(write, umpire, "marker smoke x2 at 1,0", "ask los 0,0 2,0")["line"]
    assert (line["verdict"], line["hindrance_count"]) == ("hindered", 2)
    assert [h["what"].split(",")[0] for h in line["hindrances"]] == ["smoke marker 1", "smoke marker 2"]


def test_three_smoke_markers_block(write, umpire):
    line = los(write, umpire, "marker smoke x3 at 1,0", "ask los 0,0 2,0")["line"]
    assert line["verdict"] == "blocked"
    assert line["blockers"][0]["what"] == "3 smoke markers, hex 1,0"


def test_smoke_is_two_high(write, umpire):
    # Smoke stands 2 high (chart elevation column): a level-3 firer sees over it, level 2 not.
    assert los(write, umpire, "elevation 3 at 0,0\nmarker smoke x1 at 1,0", "ask los 0,0 2,0")["verdict"] == "clear"
    assert los(write, umpire, "elevation 2 at 0,0\nmarker smoke x1 at 1,0", "ask los 0,0 2,0")["verdict"] == "hindered"


# ---- The third hindrance (10.3; 000 ranged-fire aid: "Exception: ... a spotter") -------------
UNITS = """
terrain light_forest at 1,0 2,0 3,0 4,0
unit mortar { side allies type artillery at 0,0 }
unit scout { side allies type infantry at 1,0 }
unit enemy { side axis type infantry at 5,0 }
"""


def test_third_hindrance_blocks_direct_fire(write, umpire):
    line = los(write, umpire, UNITS, "ask los scout enemy")["line"]
    assert (line["verdict"], line["hindrance_count"]) == ("blocked", 3)  # 2,0 3,0 4,0
    assert line["blockers"][0]["what"] == "a third hindrance, 3 hindrances on the line"


def test_third_hindrance_blocks_indirect_fire_without_a_spotter(write, umpire):
    answer = los(write, umpire, UNITS, "ask los mortar enemy as indirect")
    assert answer["verdict"] == "blocked"
    assert answer["line"]["hindrance_count"] == 4


def test_third_hindrance_does_not_block_a_spotter(write, umpire):
    answer = los(write, umpire, UNITS, "ask los mortar enemy as indirect spotter scout")
    assert answer["line"]["verdict"] == "blocked"  # the mortar's own sight
    assert answer["spotter"]["verdict"] == "hindered" and answer["spotter"]["hindrance_count"] == 3
    assert answer["verdict"] == "hindered" and answer["spotter_problems"] == []
    assert any("add no defense dice" in n["what"] for n in answer["spotter"]["notes"])


def test_spotter_must_be_adjacent_and_friendly(write, umpire):
    body = UNITS + "unit far { side allies type infantry at 0,2 }\nunit foe { side axis type infantry at 0,1 }"
    answer = los(write, umpire, body, "ask los mortar enemy as indirect spotter far")
    assert answer["verdict"] == "blocked"
    assert [p["what"] for p in answer["spotter_problems"]] == ["far is not next to the firer"]
    answer = los(write, umpire, body, "ask los mortar enemy as indirect spotter foe")
    assert [p["what"] for p in answer["spotter_problems"]] == ["foe is not on the firer's side"]


def test_no_indirect_fire_from_a_forest(write, umpire):
    body = UNITS + "terrain heavy_forest at 0,0"
    line = los(write, umpire, body, "ask los mortar enemy as indirect")["line"]
    assert any(b["what"].startswith("the firer's hex: no indirect fire from Heavy Forest") for b in line["blockers"])


# ---- Units in buildings (chart footnotes *2; 9.6.2.2) -------------------------------------
def test_infantry_in_a_multi_storey_building_sees_over_brush(write, umpire):
    # Infantry occupants stand at level 1; brush is 0 high at level 0: seen over.
    body = "terrain multi_storey_buildings at 0,0\nterrain brush at 1,0\nunit inf { side allies type infantry at 0,0 }"
    inside = los(write, umpire, body, "ask los inf 2,0")
    assert inside["verdict"] == "clear"
    eyes = [n["what"] for n in inside["line"]["notes"] if "sees from" in n["what"]]
    assert eyes[0] == "the viewing end sees from level 1"


def test_vehicle_in_a_multi_storey_building_stays_at_ground_level(write, umpire):
    body = (
        "terrain multi_storey_buildings at 0,0\nterrain brush at 1,0\n"
        "unit tank { side allies type vehicle at 0,0 facing 0 }"
    )
    assert los(write, umpire, body, "ask los tank 2,0")["verdict"] == "hindered"


def test_building_on_a_hill_counts_from_the_ground(write, umpire):
    # Level-1 hill + infantry level 1 = eye 2 (rulebook 9.6.2); light forest is 1 high.
    body = (
        "elevation 1 at 0,0\nterrain multi_storey_buildings at 0,0\nterrain light_forest at 1,0\n"
        "unit inf { side allies type infantry at 0,0 }"
    )
    # Off: the charts' absolute reading, level 1, as high as the forest, which then hinders.
    on, off = on_and_off(write, umpire, body, "ask los inf 2,0", "building_level_from_ground")
    assert (on["verdict"], off["verdict"]) == ("clear", "hindered")


def test_ends_do_not_count(write, umpire):
    # Firer and target in light forest, clear between: clear (assumption los_ends_excluded).
    on, off = on_and_off(write, umpire, "terrain light_forest at 0,0 2,0", "ask los 0,0 2,0", "los_ends_excluded")
    assert (on["verdict"], off["line"]["hindrance_count"]) == ("clear", 2)


def test_text_answer_names_the_why(write, umpire):
    path = write("game assault edition rev6\nmap 9 x 5 coords axial\nterrain heavy_forest at 1,0\nask los 0,0 2,0\n")
    out = umpire("run", path).out
    assert "los 0,0 -> 2,0, direct fire: BLOCKED" in out
    assert "blocked by Heavy Forest, hex 1,0" in out and "§10.3" in out
