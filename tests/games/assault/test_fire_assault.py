"""`ask spot` and `ask targets` for Assault: range bands (10.1), arc and turret (10.6),
spotting need, table value and modifiers (10.5, 10.5.1).

Spotting table (000 lines 418-422; columns: in arc no TDB | in arc TDB | out no TDB | out TDB):
row 1 (infantry, by the note that infantry never uses the out-of-arc columns) - | 2+ | * | *;
row 2 - | 2+ | 3+ | 4+; row 3 - | 4+ | 4+ | 5+ (rows 2 and 3: artillery and vehicle by
assumption spotting_rows_art_veh). A roll of F spots when F + modifiers >= the number.
Light forest and clear both give infantry a terrain bonus (blank, lost-icon cells:
assumption blank_cell_is_icon; the digest's p.36 example gives infantry in clear a G die).
Map: axial "q,r"; the Tiger at 3,2 faces vertex 0, its front hexes are 4,2 (E) and 3,3 (SE).
"""

from fractions import Fraction

import pytest
from conftest import first_answer

RIFLES = (
    "attack infantry close 1..3 1R+1Y attack infantry medium 4..6 1Y+1G attack vehicle close 1..2 1G defense front 1Y"
)
TIGER = "arc 120 ability turret attack vehicle close 1..4 2R+1Y attack infantry close 1..4 1R+1G defense front 2R+1Y"
M3 = "arc 120 attack infantry close 1..3 1Y defense front 1G defense rear 1B"


def run(write, umpire, body: str, question: str, edition: str = "rev6") -> dict:
    text = f"game assault edition {edition}\nmap 9 x 5 coords axial\ndefault terrain clear\n{body}\n{question}\n"
    return first_answer(write, umpire, text)


def rifles_vs(where: str, extra: str = "", status: str = "") -> str:
    st = f"status {status}" if status else ""
    return (
        f"{extra}\nunit rifles {{ side allies type infantry at 0,0 {RIFLES} }}\n"
        f"unit grens {{ side axis type infantry at {where} {st} {RIFLES} }}"
    )


def spot(write, umpire, body: str, question: str = "ask spot rifles grens", edition: str = "rev6") -> dict:
    return run(write, umpire, body, question, edition)["target"]["spotting"]


def test_infantry_spots_infantry_in_forest_on_2_plus(write, umpire):
    s = spot(write, umpire, rifles_vs("3,0", "terrain light_forest at 3,0"))
    assert s["needed"] and s["target_number"] == 2
    assert [r["what"] for r in s["reasons"]] == ["the target's hex gives it a terrain bonus"]
    assert s["table"]["cite"]["locator"] == "spotting roll table, row 1, column 2"
    assert (s["faces"], s["probability"]) == (5, "5/6")  # 2..6


def test_hindered_line_subtracts_one(write, umpire):
    s = spot(write, umpire, rifles_vs("3,0", "terrain light_forest at 3,0\nterrain brush at 1,0"))
    assert [(m["what"], m["value"]) for m in s["modifiers"]] == [("hindered line of sight", -1)]
    assert (s["faces"], s["probability"]) == (4, "2/3")  # F - 1 >= 2: 3..6


@pytest.mark.parametrize(("status", "faces"), [("hide_action", 4), ("hidden", 3), ("ambush", 3)])
def test_concealment_modifiers(write, umpire, status, faces):
    # 13.1/13.2: hide action -1, hidden -2, ambush -2 on a 2+ roll.
    s = spot(write, umpire, rifles_vs("3,0", "terrain light_forest at 3,0", status))
    assert s["faces"] == faces
    assert Fraction(s["probability"]) == Fraction(faces, 6)


def test_hidden_behind_brush_stacks(write, umpire):
    s = spot(write, umpire, rifles_vs("3,0", "terrain light_forest at 3,0\nterrain brush at 1,0", "hidden"))
    assert sum(m["value"] for m in s["modifiers"]) == -3
    assert s["faces"] == 2  # F - 3 >= 2: 5, 6


def test_target_in_clear_is_auto_spotted(write, umpire):
    s = spot(write, umpire, rifles_vs("3,0"))
    assert not s["needed"]
    assert [a["what"] for a in s["auto_spotted"]] == ["the target is in Clear, which is auto-spotted"]
    assert s["auto_spotted"][0]["cite"]["section"] == "10.5.1"


def test_adjacent_target_is_auto_spotted_unless_hidden(write, umpire):
    s = spot(write, umpire, rifles_vs("1,0", "terrain light_forest at 1,0"))
    assert not s["needed"] and [a["what"] for a in s["auto_spotted"]] == ["the target is adjacent"]
    hidden = spot(write, umpire, rifles_vs("1,0", "terrain light_forest at 1,0", "hidden"))
    assert hidden["needed"] and hidden["faces"] == 3


def test_target_that_fired_is_auto_spotted(write, umpire):
    s = spot(write, umpire, rifles_vs("3,0", "terrain light_forest at 3,0", "firing"))
    assert not s["needed"] and s["auto_spotted"][0]["what"] == "the target has a firing marker"


def tiger_vs(where: str, extra: str = "", card: str = TIGER) -> str:
    return (
        f"{extra}\nunit tiger {{ side axis type vehicle at 3,2 facing 0 {card} }}\n"
        f"unit rifles {{ side allies type infantry at {where} {RIFLES} }}"
    )


def test_vehicle_row_in_arc(write, umpire):
    answer = run(write, umpire, tiger_vs("5,2", "terrain light_forest at 5,2"), "ask spot tiger rifles")
    s = answer["target"]["spotting"]
    assert answer["target"]["arc"]["what"] == "target inside the arc of fire"
    assert (s["target_number"], s["faces"]) == (4, 3)
    assert "spotting_rows_art_veh" in answer["target"]["assumptions"]


def test_turret_fire_behind_needs_5_plus(write, umpire):
    # 1,2 is due west of the Tiger (bearing 12): outside the arc; turret fire, TDB column 4.
    answer = run(write, umpire, tiger_vs("1,2", "terrain light_forest at 1,2"), "ask spot tiger rifles")
    t = answer["target"]
    assert t["arc"]["what"] == "target outside the arc: turret fire"
    assert {r["what"] for r in t["spotting"]["reasons"]} == {
        "the target's hex gives it a terrain bonus",
        "target outside the arc: turret fire",
    }
    assert (t["spotting"]["target_number"], t["spotting"]["faces"]) == (5, 2)


def test_turret_rolls_even_at_an_auto_spotted_target(write, umpire):
    answer = run(write, umpire, tiger_vs("1,2"), "ask spot tiger rifles")
    s = answer["target"]["spotting"]
    assert s["needed"] and s["target_number"] == 5
    assert "turret_roll_despite_auto_spot" in answer["target"]["assumptions"]
    off = run(write, umpire, tiger_vs("1,2", "assume turret_roll_despite_auto_spot off"), "ask spot tiger rifles")
    assert not off["target"]["spotting"]["needed"]


def test_no_turret_cannot_fire_outside_the_arc(write, umpire):
    answer = run(write, umpire, tiger_vs("1,2", card=M3), "ask targets tiger")
    (t,) = answer["targets"]
    assert not t["can_fire"]
    assert t["cannot"][0]["what"].startswith("target outside the arc of fire and no turret")


def test_arc_edge(write, umpire):
    # 5,1 = 3,2 + (2,-1): exactly on the ray through the corner between NE and E, the arc's edge.
    answer = run(write, umpire, tiger_vs("5,1"), "ask targets tiger")
    assert answer["targets"][0]["arc"]["what"] == "target inside the arc of fire"
    off = run(write, umpire, tiger_vs("5,1", "assume arc_edge_inclusive off"), "ask targets tiger")
    assert off["targets"][0]["arc"]["what"] == "target outside the arc: turret fire"


def test_range_bands_and_rows(write, umpire):
    # Range counts the target's hex, not the firer's (10.1): 3,2 -> 6,2 is 3.
    answer = run(write, umpire, tiger_vs("6,2"), "ask targets tiger")
    t = answer["targets"][0]
    assert t["range"] == 3 and t["can_fire"]
    assert t["band"]["what"] == "close range band: 1R+1G"
    assert t["target_row"]["what"] == "attacks with the card's infantry row"
    far = run(write, umpire, tiger_vs("8,2"), "ask targets tiger")["targets"][0]
    assert [c["what"] for c in far["cannot"]] == ["range 5, but the card reaches only 4"]


def test_armoured_vehicles_use_the_vehicle_row(write, umpire):
    # An M3 with a green front die is armoured (4.2.2): rifles reach it only at 1..2.
    body = (
        f"unit rifles {{ side allies type infantry at 0,0 {RIFLES} }}\n"
        f"unit m3 {{ side axis type vehicle at 3,0 facing 3 {M3} }}"
    )
    t = run(write, umpire, body, "ask targets rifles")["targets"][0]
    assert t["target_row"]["what"] == "attacks with the card's vehicle row"
    assert [c["what"] for c in t["cannot"]] == ["range 3, but the card reaches only 2"]
    truck = body.replace("defense front 1G", "defense front 1B")
    t = run(write, umpire, truck, "ask targets rifles")["targets"][0]
    assert t["target_row"]["what"] == "attacks with the card's infantry row" and t["can_fire"]


def test_steep_slope_between_vehicle_and_target(write, umpire):
    body = tiger_vs("4,2", "hexside steep_slope between 3,2 and 4,2")
    t = run(write, umpire, body, "ask targets tiger")["targets"][0]
    assert t["cannot"][0]["what"].startswith("a vehicle or artillery unit may not attack across the steep slope")
    # Infantry may (the footnote names vehicles and artillery only).
    body = (
        "hexside steep_slope between 3,2 and 4,2\n"
        f"unit a {{ side allies type infantry at 3,2 {RIFLES} }}\nunit b {{ side axis type infantry at 4,2 {RIFLES} }}"
    )
    assert run(write, umpire, body, "ask targets a")["targets"][0]["can_fire"]


def test_blocked_los_means_no_shot(write, umpire):
    t = run(write, umpire, rifles_vs("2,0", "terrain heavy_forest at 1,0"), "ask targets rifles")["targets"][0]
    assert [c["what"] for c in t["cannot"]] == ["line of sight blocked"]


@pytest.mark.parametrize(
    ("status", "reason"),
    [
        ("suppressed", "a unit with a suppressed marker cannot be activated this turn"),
        ("firing", "it already has a firing marker: one activation per turn"),
    ],
)
def test_firer_that_may_not_act(write, umpire, status, reason):
    body = (
        f"unit rifles {{ side allies type infantry at 0,0 status {status} {RIFLES} }}\n"
        "unit g { side axis type infantry at 2,0 }"
    )
    answer = run(write, umpire, body, "ask targets rifles")
    assert answer["verdict"] == "illegal" and [c["what"] for c in answer["illegal"]] == [reason]


def test_pt_edition_reads_the_shifted_row(write, umpire):
    # 001 prints row 1 as (blank, -, 2+, *): realigned it reads like 000.
    s = spot(write, umpire, rifles_vs("3,0", "terrain light_forest at 3,0"), edition="pt")
    assert s["target_number"] == 2 and s["table"]["cite"]["source"] == "001_79dd9f4650491927.txt"
    body = rifles_vs("3,0", "terrain light_forest at 3,0\nassume spotting_shift_realigned off")
    off = spot(write, umpire, body, edition="pt")
    assert off["target_number"] is None and off["unknown"][0]["what"] == "the table cell lost its value"


def test_targets_lists_every_enemy_with_its_reason(write, umpire):
    body = (
        "terrain heavy_forest at 2,0\n"
        f"unit rifles {{ side allies type infantry at 0,0 {RIFLES} }}\n"
        "unit near { side axis type infantry at 2,1 }\nunit hid { side axis type infantry at 4,0 }\n"
        "unit far { side axis type infantry at 7,2 }\nunit mate { side allies type infantry at 1,1 }"
    )
    answer = run(write, umpire, body, "ask targets rifles")
    got = {t["target"]: (t["can_fire"], t["range"]) for t in answer["targets"]}
    # near: (0,0)->(2,1) is (2 + 1 + 3) / 2 = 3 hexes, clear; hid: behind the heavy forest at
    # 2,0; far: (7 + 2 + 9) / 2 = 9, beyond the medium band (4..6). The friend is not listed.
    assert got == {"near": (True, 3), "hid": (False, 4), "far": (False, 9)}
    assert [t["target"] for t in answer["targets"]] == ["near", "hid", "far"]


def test_firer_alone_on_the_map(write, umpire):
    # No enemy: nothing to list, but the firer's own card still decides whether it may fire.
    answer = run(write, umpire, f"unit rifles {{ side allies type infantry at 0,0 {RIFLES} }}", "ask targets rifles")
    assert (answer["verdict"], answer["targets"]) == ("legal", [])
    bare = run(write, umpire, "unit rifles { side allies type infantry at 0,0 }", "ask targets rifles")
    assert [c["what"] for c in bare["illegal"]] == ["the card gives no attack dice"]


def test_hidden_target_in_the_open_rolls_from_a_dash(write, umpire):
    # A hidden infantry unit in clear is not auto-spotted (10.5.1), and its roll is needed
    # (10.5). Infantry in clear has a terrain bonus, so the cell is "2+"; a vehicle target in
    # clear has none, so an infantry firer reads "-" (column 1): 1+ by spot_dash_is_1, -2.
    body = (
        f"unit rifles {{ side allies type infantry at 0,0 {RIFLES} }}\n"
        f"unit m3 {{ side axis type vehicle at 3,0 facing 3 status hidden {M3} }}"
    )
    s = spot(write, umpire, body, "ask spot rifles m3")
    assert (s["target_number"], s["faces"]) == (1, 4)  # F - 2 >= 1: 3..6
    off = spot(write, umpire, body + "\nassume spot_dash_is_1 off", "ask spot rifles m3")
    assert off["target_number"] is None and off["unknown"][0]["what"].startswith("the table says no roll (-)")


def test_a_target_beyond_every_band_is_not_judged(write, umpire):
    """Two hidden infantry targets on a level-1 hill: one within the rifles' medium band
    (4..6), one beyond every band (9 hexes). The near one has the hill's terrain bonus and a
    spotting roll for its hidden marker (10.9.1, 10.5, 13.1); the far one is out of range by its
    length alone (10.1), its line is not traced and neither its hex nor its marker is judged."""
    body = (
        "elevation 1 at 2,2\nelevation 1 at 7,2\n"
        f"unit rifles {{ side allies type infantry at 0,0 {RIFLES} }}\n"
        f"unit near {{ side axis type infantry at 2,2 status hidden {RIFLES} }}\n"
        f"unit far {{ side axis type infantry at 7,2 status hidden {RIFLES} }}"
    )
    got = {t["target"]: t for t in run(write, umpire, body, "ask targets rifles")["targets"]}
    near, far = got["near"], got["far"]
    assert near["los"]["verdict"] != "untraced" and near["terrain_bonus"]
    assert near["spotting"]["needed"] and "concealed(hidden)" in [r["term"] for r in near["spotting"]["reasons"]]
    assert (far["los"]["verdict"], far["range"]) == ("untraced", 9)
    assert [c["term"] for c in far["cannot"]] == ["out_of_range(9,6)"]
    assert far["terrain_bonus"] == [] and not far["spotting"]["needed"] and far["spotting"]["reasons"] == []


NO_ATTACK_ROW = """game assault edition rev6
map 5 x 3
unit a { side allies type infantry at 0,0 movement foot mp normal 2 }
unit b { side axis type infantry at 3,0 movement foot mp normal 2 }
"""


@pytest.mark.parametrize("question", ["targets a", "fire a b", "actions allies"])
def test_a_firer_without_attack_dice_fires_at_no_target_and_is_drawn(write, umpire, question):
    # 4.2: the card's attack rows give the dice; a card without one gives a unit nothing to fire.
    path = write(NO_ATTACK_ROW)
    answer = umpire("ask", path, *question.split(), "--json").json()["answers"][0]
    report = {"targets a": lambda a: a["targets"][0], "fire a b": lambda a: a["target"]}.get(
        question, lambda a: a["units"][0]["fire"]["targets"][0]
    )(answer)
    assert report["can_fire"] is False
    assert [c["what"] for c in report["cannot"]] == ["the card gives no attack dice"]
    assert umpire("render", path, *question.split()).code == 0


GUN_CARD = "arc 360 movement artillery mp normal 1 attack infantry close 1..4 1R attack vehicle close 1..4 1R"
ROAD = f"""game assault edition rev6
map 6 x 5
default terrain clear
terrain light_forest at 3,2
path main_road 0,2 1,2 2,2 3,2 4,2 5,2
unit gun1 {{ side allies type artillery at 0,2 facing 0 {GUN_CARD} }}
unit gun2 {{ side allies type artillery at 3,0 facing 1 {GUN_CARD} }}
"""


@pytest.mark.parametrize(
    ("target", "along", "across"),
    [
        # 9.6.3: a vehicle on a road, fired on along it, gets no terrain bonus (the p.18 tree alley).
        ("type vehicle facing 0 movement tracked mp normal 3", False, True),
        # Stationary infantry keeps the hex terrain's bonus whichever way the fire comes.
        ("type infantry movement foot mp normal 2", True, True),
        # Infantry that moved this turn is a moving unit: along the road, no forest bonus.
        ("type infantry movement foot mp normal 2 status normal_action", False, True),
    ],
)
def test_a_road_leaves_a_target_without_the_hex_bonus_only_along_it(write, umpire, target, along, across):
    text = ROAD + f"unit t {{ side axis at 3,2 {target} defense front 1Y defense flank 1Y defense rear 1Y }}\n"
    path = write(text + "ask fire gun1 t\nask fire gun2 t\n")
    first, second = umpire("run", path, "--json").json()["answers"]

    def forest(answer: dict) -> bool:
        return any("Light Forest" in step["label"]["what"] for step in answer["defense"]["steps"])

    assert (forest(first), forest(second)) == (along, across)
    road_note = [n["what"] for n in first["notes"] if "along the road" in n["what"]]
    assert bool(road_note) == (not along)
