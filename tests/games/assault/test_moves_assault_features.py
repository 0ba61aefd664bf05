"""`ask moves` / `ask path` for Assault: hexside features, obstacles, paths, fortifications,
vehicle facing, the artillery climb limit, minefields, craters and ruins.

Expected values are worked out by hand from the movement columns (foot | artillery |
wheeled | tracked) of chart 000 (rev6) and 001 (pt) and from the digest sections cited.
The base hex is Clear: 1 | 1 | 2 | 1 (000 line 7).
"""

import pytest

MOVEMENTS = ("foot", "artillery", "wheeled", "tracked")
CLEAR = {"foot": 1, "artillery": 1, "wheeled": 2, "tracked": 1}
UNIT_TYPE = {"foot": "infantry", "artillery": "artillery", "wheeled": "vehicle", "tracked": "vehicle"}
COLUMN = {"foot": "foot", "artillery": "art", "wheeled": "wheeled", "tracked": "track"}
SOURCE = {"rev6": "000_f3e2093d63ee0f25.txt", "pt": "001_79dd9f4650491927.txt"}


def ask(write, umpire, body: str, question: str = "ask moves u", edition: str = "rev6") -> dict:
    result = umpire("run", write(f"game assault edition {edition}\n{body}\n{question}\n"), "--json")
    assert result.code == 0, result.err
    return result.json()["answers"][0]


def strip(write, umpire, movement: str, extra: str, *, edition="rev6", mp=4, action="normal", width=2):
    """A unit at 0,0 on a clear strip one row high; a vehicle faces vertex 0 (east in front)."""
    facing = "facing 0" if UNIT_TYPE[movement] == "vehicle" else ""
    body = (
        f"map {width} x 1\n{extra}\n"
        f"unit u {{ side allies type {UNIT_TYPE[movement]} at 0,0 {facing} movement {movement} mp normal {mp} }}"
    )
    return ask(write, umpire, body, f"ask moves u as {action}", edition)


def at(answer: dict, label: str) -> dict:
    for d in answer["reachable"] + answer["unreachable"]:
        if d["hex"] == label:
            return d
    raise AssertionError(f"{label} not in the answer")


# ---- Hexside features: every row x every movement type (9.6.5; chart rows 18-23) -----
# B = Blocked; D = Delayed Action (harsh under delayed_cell_is_harsh); numbers = total cost
# of the step into Clear across the feature.
HEXSIDES = {
    "river": ("B", "B", "B", "B"),  # River: Blocked in all four columns
    "stone_wall": (1, "B", "B", 2),  # Stone Wall: - | Blocked | Blocked | Hex+1
    "barbed_wire": (2, "B", 3, 2),  # Barbed Wire: Hex+1 | Blocked | Hex+1 | Hex+1
    "tank_barricades": (1, "B", "B", "B"),  # Tank Barricades: - | Blocked x3
    "steep_slope": ("D", "B", "B", "B"),  # Steep Slope: Delayed Action | Blocked x3
    "slope": (1, 1, 2, 1),  # Slope: no effect (assumption slope_edge_no_effect)
}
SECTIONS = {
    "rev6": {"stone_wall": "9.6.3.2.1", "barbed_wire": "9.6.5.3", "river": None},
    "pt": {"stone_wall": "9.6.3.2.1", "barbed_wire": "9.6.3.2.3", "river": None},
}
HEXSIDE_CASES = [
    (ed, row, mv, exp)
    for ed in ("rev6", "pt")
    for row, vals in HEXSIDES.items()
    for mv, exp in zip(MOVEMENTS, vals, strict=True)
]


@pytest.mark.parametrize(("edition", "row", "movement", "expected"), HEXSIDE_CASES)
def test_crossing_a_hexside_feature(write, umpire, edition, row, movement, expected):
    ans = strip(write, umpire, movement, f"hexside {row} between 0,0 and 1,0", edition=edition)
    e = at(ans, "1,0")
    if expected == "B":
        (reason,) = e["reasons"]
        assert reason["term"] == f"cannot_cross({row},{movement},hexside(h(0,0),h(1,0)))"
        assert reason["what"].endswith("between 0,0 and 1,0")
        assert reason["cite"]["source"] == SOURCE[edition]
        assert f"column {COLUMN[movement]}" in reason["cite"]["locator"]
    elif expected == "D":
        assert (e["cost"], e["left"]) == (4, 0)
        assert [i["term"] for i in e["imposes"]] == ["delayed_action"]
        assert "delayed_cell_is_harsh" in e["trace"][0]["assumptions"]
    else:
        assert e["cost"] == expected
        surcharge = expected - CLEAR[movement]
        crossing = [p for p in e["trace"] if p["term"].startswith("cross(")]
        assert [p["value"] for p in crossing] == ([surcharge] if surcharge else [])
        if crossing:
            assert crossing[0]["cite"]["section"] == SECTIONS[edition][row]


def test_hexside_sections_differ_between_editions(write, umpire):
    # Barbed wire is 9.6.5.3 in rev6 (000 line 37) and 9.6.3.2.3 in pt.
    for edition, section in (("rev6", "9.6.5.3"), ("pt", "9.6.3.2.3")):
        ans = strip(write, umpire, "foot", "hexside barbed_wire between 0,0 and 1,0", edition=edition)
        (part,) = [p for p in at(ans, "1,0")["trace"] if p["term"].startswith("cross(")]
        assert (part["value"], part["cite"]["section"]) == (1, section)


def test_a_feature_on_another_hexside_does_not_touch_the_step(write, umpire):
    ans = strip(write, umpire, "foot", "hexside river between 1,0 and 2,0", width=3, mp=2)
    assert at(ans, "1,0")["cost"] == 1
    (reason,) = at(ans, "2,0")["reasons"]
    assert reason["term"].startswith("cannot_cross(river,foot,")


@pytest.mark.parametrize(("movement", "expected"), list(zip(MOVEMENTS, (2, "B", 3, 2), strict=True)))
def test_barbed_wire_marker_in_a_hex_is_crossed_on_entry(write, umpire, movement, expected):
    ans = strip(write, umpire, movement, "obstacle barbed_wire at 1,0")
    e = at(ans, "1,0")
    if expected == "B":
        assert e["reasons"][0]["term"] == f"cannot_cross(barbed_wire,{movement},in_hex(h(1,0)))"
    else:
        assert e["cost"] == expected


@pytest.mark.parametrize("movement", ["wheeled", "tracked"])
def test_vehicles_cannot_cross_wire_with_a_fast_action(write, umpire, movement):
    # Barbed wire footnote *2 on the wheeled and tracked cells: no fast-action crossing.
    ans = strip(write, umpire, movement, "hexside barbed_wire between 0,0 and 1,0", action="fast")
    (reason,) = at(ans, "1,0")["reasons"]
    assert reason["term"] == "no_fast_crossing(barbed_wire,hexside(h(0,0),h(1,0)))"
    assert (reason["cite"]["section"], reason["cite"]["source"]) == ("9.6.5.3", SOURCE["rev6"])


@pytest.mark.parametrize("movement", ["wheeled", "tracked"])
def test_a_wire_obstacle_two_hexes_off_still_bars_a_fast_action(write, umpire, movement):
    """The in-hex wire lies in 2,0, not next to the start: the fast move still may not cross
    it (9.6.5.3). Found in issue 45: the wire's hex was not among those whose distance the
    KB read, so the fast move shared the normal move's routes and drove through."""
    ans = strip(write, umpire, movement, "obstacle barbed_wire at 2,0", action="fast", width=3, mp=8)
    (reason,) = at(ans, "2,0")["reasons"]
    assert reason["term"] == "no_fast_crossing(barbed_wire,in_hex(h(2,0)))"
    assert (reason["cite"]["section"], reason["cite"]["source"]) == ("9.6.5.3", SOURCE["rev6"])


def test_infantry_fast_across_wire_follows_the_named_assumption(write, umpire):
    wire = "hexside barbed_wire between 0,0 and 1,0"
    ans = strip(write, umpire, "foot", wire, action="fast")
    e = at(ans, "1,0")
    assert e["cost"] == 2 and "wire_fast_limit_marked_cells_only" in e["trace"][0]["assumptions"]
    ans = strip(write, umpire, "foot", wire + "\nassume wire_fast_limit_marked_cells_only off", action="fast")
    (reason,) = at(ans, "1,0")["reasons"]
    assert (reason["term"], reason["cite"]["section"]) == (
        "no_fast_crossing(barbed_wire,hexside(h(0,0),h(1,0)))",
        "9.2",
    )


def test_slope_cells_apply_when_the_assumption_is_off(write, umpire):
    off = "hexside slope between 0,0 and 1,0\nassume slope_edge_no_effect off"
    # rev6 prints the Slope row with no cells: unknown, and an override resolves it.
    (reason,) = at(strip(write, umpire, "foot", off), "1,0")["reasons"]
    assert reason["term"] == "unknown_cell(terrain,slope,foot)"
    assert at(strip(write, umpire, "foot", off + "\noverride slope.foot = 2"), "1,0")["cost"] == 2
    # pt's Slope row copies Sneaky Trail: foot 1, the others "PT" (the hex's own cost).
    assert at(strip(write, umpire, "foot", off, edition="pt"), "1,0")["cost"] == 1
    assert at(strip(write, umpire, "wheeled", off, edition="pt"), "1,0")["cost"] == 2


# ---- Roads and trails (9.6.3) --------------------------------------------------------
def test_main_road_through_heavy_forest_is_a_tree_alley(write, umpire):
    # Heavy Forest: foot 2, wheeled Blocked; Main Road: 1 for every type (000 line 27).
    forest = "default terrain heavy_forest\npath main_road 0,0 1,0 2,0"
    ans = strip(write, umpire, "wheeled", forest, width=3, mp=2)
    assert [(d["hex"], d["cost"]) for d in ans["reachable"]] == [("1,0", 1), ("2,0", 2)]
    (part,) = at(ans, "1,0")["trace"]
    assert (part["term"], part["value"], part["cite"]["section"]) == ("path(main_road)", 1, "9.6.3")
    foot = strip(write, umpire, "foot", forest, width=3, mp=2)
    assert [(d["hex"], d["cost"]) for d in foot["reachable"]] == [("1,0", 1), ("2,0", 2)]


def test_leaving_the_road_pays_the_hex_terrain(write, umpire):
    body = "map 2 x 2\ndefault terrain heavy_forest\npath main_road 0,0 1,0\n"
    body += "unit u { side allies type vehicle at 0,0 facing 0 movement wheeled mp normal 4 }"
    ans = ask(write, umpire, body)
    assert [d["hex"] for d in ans["reachable"]] == ["1,0"]
    (reason,) = at(ans, "0,1")["reasons"]
    assert reason["term"] == "blocked_terrain(heavy_forest,wheeled)"


@pytest.mark.parametrize(("movement", "cost"), [("foot", 1), ("artillery", 2), ("wheeled", 4), ("tracked", 4)])
def test_covered_trail_helps_foot_only(write, umpire, movement, cost):
    # Covered Trail: foot 1, others "Hex*2" (use the hex cost, no benefit). Light forest
    # is 1 | 1 | 2 | 2 and heavy forest 2 | 2 | B | 4, so test on light forest for wheeled.
    terrain = "light_forest" if movement == "wheeled" else "heavy_forest"
    ans = strip(write, umpire, movement, f"default terrain {terrain}\nterrain clear at 0,0\npath covered_trail 0,0 1,0")
    e = at(ans, "1,0")
    expected = 2 if movement == "wheeled" else cost
    assert e["cost"] == expected
    terms = [p["term"] for p in e["trace"]]
    assert terms == (
        ["path(covered_trail)"] if movement == "foot" else ["path_no_benefit(covered_trail)", f"terrain({terrain})"]
    )


def narrow_road_bend(write, umpire, path_kind: str, movement: str) -> dict:
    # 0,0 > 1,0 > 2,0 run east (direction 0); 2,0 > 2,1 runs south-east (direction 1), a bend.
    body = (
        f"map 3 x 2\ndefault terrain heavy_forest\npath {path_kind} 0,0 1,0 2,0 2,1\n"
        f"unit u {{ side allies type {UNIT_TYPE[movement]} at 0,0 facing 0 movement {movement} mp normal 6 }}"
    )
    return ask(write, umpire, body)


def test_narrow_road_charges_vehicles_for_each_bend(write, umpire):
    # Narrow Road footnote *: +1 for changing direction to follow the road (wheeled, tracked).
    e = at(narrow_road_bend(write, umpire, "narrow_road", "wheeled"), "2,1")
    assert e["cost"] == 4
    (bend,) = [p for p in e["trace"] if p["term"].startswith("bend(")]
    assert (bend["value"], bend["cite"]["section"], bend["cite"]["source"]) == (1, "9.6.3.2", SOURCE["rev6"])


def test_main_road_and_foot_pay_nothing_for_bends(write, umpire):
    assert at(narrow_road_bend(write, umpire, "main_road", "wheeled"), "2,1")["cost"] == 3
    assert at(narrow_road_bend(write, umpire, "narrow_road", "foot"), "2,1")["cost"] == 3


@pytest.mark.parametrize(
    ("ground", "mover", "reason"),
    [
        # 9.6.3.2: a vehicle cannot pass a friendly unit in an urban alley, and the building
        # around it is Blocked for wheeled movement.
        (
            "default terrain single_storey_buildings\npath urban_alley 0,0 1,0 2,0",
            "type vehicle facing 0 movement wheeled",
            "blocked_terrain(single_storey_buildings,wheeled)",
        ),
        # 9.6.6.1: stacking limit 1 in a minefield, no passing through own units.
        ("marker minefield at 1,0", "type infantry movement foot", 'minefield_occupied("f")'),
    ],
)
def test_a_friendly_unit_bars_the_way(write, umpire, ground, mover, reason):
    body = (
        f"map 3 x 1\n{ground}\n"
        f"unit u {{ side allies {mover} at 0,0 mp normal 4 }}\n"
        "unit f { side allies type infantry at 1,0 movement foot mp normal 2 }"
    )
    ans = ask(write, umpire, body)
    assert ans["reachable"] == []
    assert at(ans, "1,0")["reasons"][0]["term"] == reason


# ---- Vehicle facing (9.10) -------------------------------------------------------------
def test_vehicle_turns_one_vertex_free_then_pays(write, umpire):
    # Facing 3 puts west and north-west in front, east and south-east behind (9.10). Clear,
    # tracked: 1 MP a hex. Driving east needs facing 5 (2 vertices: 1 MP) or facing 0
    # (3 vertices: 2 MP); the cheaper is taken. Reversing spends from half of 4: 2 MP.
    body = "map 4 x 1\nunit u { side allies type vehicle at 0,0 facing 3 movement tracked mp normal 4 }"
    ans = ask(write, umpire, body)
    # 3,0: reversing needs 3 of 2; forward 3 + the turn's 1 = 4 of 4.
    far = at(ans, "3,0")
    assert (far["cost"], far["left"]) == (4, 0)
    assert sorted((p["term"], p["value"]) for p in far["trace"]) == [
        ("terrain(clear)", 1),
        ("terrain(clear)", 1),
        ("terrain(clear)", 1),
        ("turn(2)", 1),
    ]
    # 1,0 and 2,0: backing in, 1 and 2 MP of the 2 (forward would cost 2 and 3).
    for label, cost in (("1,0", 1), ("2,0", 2)):
        near = at(ans, label)
        assert (near["cost"], near["left"]) == (cost, 2 - cost)
        assert [p["term"] for p in near["trace"]] == ["terrain(clear)"] * cost
        assert [(c["term"], c["cite"]["section"]) for c in near["imposes"]][-1] == ("reversing(2)", "9.10")


def test_turning_on_a_road_is_free(write, umpire):
    # 9.10: free and unlimited on a road. Facings 0 and 5 both cost nothing; the one turned
    # least (5: two vertices) is reported. Backing east costs 1 too; forward wins the tie.
    body = "map 2 x 1\npath main_road 0,0 1,0\n"
    body += "unit u { side allies type vehicle at 0,0 facing 3 movement tracked mp normal 4 }"
    e = at(ask(write, umpire, body), "1,0")
    assert e["cost"] == 1
    assert sorted((p["term"], p["value"]) for p in e["trace"]) == [("path(main_road)", 1), ("turn(2)", 0)]
    assert "reversing(2)" not in [c["term"] for c in e["imposes"]]


def test_a_vehicle_without_facing_cannot_be_moved(write, umpire):
    body = "map 2 x 1\nunit u { side allies type vehicle at 0,0 movement tracked mp normal 4 }"
    ans = ask(write, umpire, body)
    assert [c["term"] for c in ans["illegal"]] == ["no_facing"]


# ---- Hill climbing limit for artillery (Hill footnote *3) ---------------------------------
def climb_strip(write, umpire, edition: str, extra: str = "") -> dict:
    body = (
        f"map 3 x 1\nelevation 1 at 1,0\nelevation 2 at 2,0\n{extra}\n"
        "unit u { side allies type artillery at 0,0 movement artillery mp normal 8 }"
    )
    return ask(write, umpire, body, edition=edition)


def test_artillery_may_not_climb_two_levels_in_one_activation(write, umpire):
    ans = climb_strip(write, umpire, "rev6")
    assert at(ans, "1,0")["cost"] == 3  # clear 1 + hill +2 (artillery column)
    (reason,) = at(ans, "2,0")["reasons"]
    assert (reason["term"], reason["cite"]["section"], reason["cite"]["source"]) == (
        "artillery_two_levels",
        "9.6.1",
        SOURCE["rev6"],
    )


def test_pt_prints_the_mark_without_the_footnote(write, umpire):
    # 001 prints *3 on the hill's artillery cell but not its text: rev6's text is used
    # under lost_footnote_as_rev6; switched off, artillery climbs both levels (3 + 3).
    (reason,) = at(climb_strip(write, umpire, "pt"), "2,0")["reasons"]
    assert reason["term"] == "artillery_two_levels" and reason["assumptions"] == ["lost_footnote_as_rev6"]
    ans = climb_strip(write, umpire, "pt", "assume lost_footnote_as_rev6 off")
    assert at(ans, "2,0")["cost"] == 6


# ---- Fortifications (9.6.4; fortification chart, 000 lines 60-72) ----------------------
FORTS = {
    "sandbag_position": ((1, 1, 3, 1), {"infantry", "artillery"}),
    "trench": ((1, 2, "B", 2), {"infantry"}),
    "gun_position": ((1, 1, 3, 2), {"infantry", "artillery"}),
    "bunker": ((1, 2, 3, 2), {"infantry"}),
    "pillbox": ((1, 1, 3, 2), {"infantry"}),
}
FORT_CASES = [(f, mv, costs[i], inside) for f, (costs, inside) in FORTS.items() for i, mv in enumerate(MOVEMENTS)]


@pytest.mark.parametrize(("fort", "movement", "expected", "inside"), FORT_CASES)
def test_entering_a_fortification(write, umpire, fort, movement, expected, inside):
    ans = strip(write, umpire, movement, f"fortification {fort} at 1,0 facing 3 owner allies")
    e = at(ans, "1,0")
    if expected == "B":
        assert e["reasons"][0]["term"] == f"fortification_blocked({fort},{movement})"
        return
    assert e["cost"] == expected
    marker = "ends_inside" if UNIT_TYPE[movement] in inside else "stays_outside"
    assert f"{marker}({fort})" in [i["term"] for i in e["imposes"]]


def test_trench_surcharge_follows_the_named_assumption(write, umpire):
    e = at(strip(write, umpire, "tracked", "fortification trench at 1,0"), "1,0")
    (part,) = [p for p in e["trace"] if p["term"] == "fortification(trench)"]
    assert (part["value"], part["cite"]["section"], part["assumptions"]) == (1, "9.6.4.2", ["trench_crossed_on_entry"])
    off = strip(write, umpire, "tracked", "fortification trench at 1,0\nassume trench_crossed_on_entry off")
    assert at(off, "1,0")["cost"] == 1


# ---- Minefields (9.6.6.1) ---------------------------------------------------------------
def test_minefield_stops_the_move_and_is_revealed(write, umpire):
    ans = strip(write, umpire, "foot", "marker minefield at 1,0", width=3)
    assert [d["hex"] for d in ans["reachable"]] == ["1,0"]
    assert "minefield_reveal" in [i["term"] for i in at(ans, "1,0")["imposes"]]


def test_minefield_needs_a_normal_action(write, umpire):
    ans = strip(write, umpire, "foot", "marker minefield at 1,0", action="fast")
    (reason,) = at(ans, "1,0")["reasons"]
    assert (reason["term"], reason["cite"]["section"]) == ("minefield_needs_normal(fast)", "9.6.6.1")


# ---- Craters and ruins (12.4.3.5, 12.5) --------------------------------------------------
@pytest.mark.parametrize(
    ("terrain", "movement", "expected"),
    [
        ("clear", "wheeled", 2),  # Craters: 1 | 2 | 2 | 1
        ("clear", "artillery", 2),
        ("light_forest", "wheeled", 3),  # Brush, trees & craters: 1 | 2 | 3 | 2
        ("single_storey_buildings", "tracked", 3),  # Ruins: 1 | 2 | Blocked | 3
    ],
)
def test_crater_and_ruin_markers_change_the_row(write, umpire, terrain, movement, expected):
    marker = "ruins" if "building" in terrain else "craters"
    ans = strip(write, umpire, movement, f"terrain {terrain} at 1,0\nmarker {marker} at 1,0")
    e = at(ans, "1,0")
    assert e["cost"] == expected
    (part,) = [p for p in e["trace"] if p["term"].startswith("terrain(")]
    assert part["cite"]["locator"].startswith("craters ruins chart")
    # Which crater row trees become is the named assumption crater_row_by_terrain.
    assert part["assumptions"] == (["crater_row_by_terrain"] if terrain == "light_forest" else [])


def test_crater_cuts_the_road(write, umpire):
    # 12.4.3.5: the crater hex "has now all effects" of the crater row, so a road no longer
    # prices the step: wheeled pays Craters 2, not Main Road 1.
    ans = strip(write, umpire, "wheeled", "path main_road 0,0 1,0\nmarker craters at 1,0")
    assert at(ans, "1,0")["cost"] == 2


def test_crater_on_heavy_forest_is_a_scenario_error(write, umpire):
    path = write("game assault edition rev6\nmap 2 x 1\nterrain heavy_forest at 1,0\nmarker craters at 1,0\n")
    result = umpire("run", path)
    assert result.code == 2
    assert "s.scn:4:" in result.err and "craters marker cannot lie on heavy_forest" in result.err


def test_wheeled_unit_may_stand_on_a_road_through_blocked_terrain(write, umpire):
    path = write(
        "game assault edition rev6\nmap 2 x 1\ndefault terrain heavy_forest\npath main_road 0,0 1,0\n"
        "unit u { side allies type vehicle at 0,0 facing 0 movement wheeled mp normal 2 }\n"
    )
    assert umpire("run", path).code == 0


# ---- ask path --------------------------------------------------------------------------
INFANTRY = "unit u { side allies type infantry at 0,0 movement foot mp normal 4 }"


def test_path_explains_the_cheapest_route(write, umpire):
    body = f"map 4 x 1\nterrain heavy_forest at 2,0\n{INFANTRY}"
    ans = ask(write, umpire, body, "ask path u to 3,0")
    assert ans["verdict"] == "reachable"
    assert ans["route"]["path"] == ["0,0", "1,0", "2,0", "3,0"]
    assert [p["value"] for p in ans["route"]["trace"]] == [1, 2, 1]


@pytest.mark.parametrize(
    ("question", "reason"),
    [
        ("ask path u to 3,0", "too_far(5,4)"),
        ("ask path u to 6,0", "beyond_allowance(6,4)"),
        ("ask path u to 0,0", "already_there"),
    ],
)
def test_path_says_why_not(write, umpire, question, reason):
    body = f"map 8 x 1\nterrain heavy_forest at 1,0 2,0\n{INFANTRY}"
    ans = ask(write, umpire, body, question)
    assert ans["verdict"] == "unreachable"
    assert reason in [r["term"] for r in ans["reasons"]]


def test_path_behind_a_river_has_no_route(write, umpire):
    body = (
        "map 3 x 1\nhexside river between 0,0 and 1,0\n"
        "unit u { side allies type infantry at 0,0 movement foot mp normal 4 }"
    )
    ans = ask(write, umpire, body, "ask path u to 2,0")
    assert [r["term"] for r in ans["reasons"]] == ["no_route"]
    direct = ask(write, umpire, body, "ask path u to 1,0")
    assert direct["reasons"][0]["term"].startswith("cannot_cross(river,foot,")


def test_path_question_errors_point_at_the_word(write, umpire):
    path = write(
        "game assault edition rev6\nmap 2 x 1\nunit u { side allies type infantry at 0,0 }\nask path u into 1,0\n"
    )
    result = umpire("run", path)
    assert result.code == 2 and "s.scn:4:" in result.err and "into" in result.err


def test_harsh_entry_with_a_turn_still_costs_the_whole_allowance(write, umpire):
    # Found by the route property test. Wheeled MA 1 into Clear (2) is harsh (9.5); facing 2
    # it must also turn 2 vertices (1 MP, 9.10). The entry still costs exactly the allowance.
    body = "map 2 x 1\nunit u { side allies type vehicle at 0,0 facing 2 movement wheeled mp normal 1 }"
    e = at(ask(write, umpire, body), "1,0")
    assert (e["cost"], e["left"]) == (1, 0)
    assert sorted((p["term"], p["value"]) for p in e["trace"]) == [
        ("harsh_entry", -2),
        ("terrain(clear)", 2),
        ("turn(2)", 1),
    ]
    assert [i["term"] for i in e["imposes"]] == ["delayed_action"]
