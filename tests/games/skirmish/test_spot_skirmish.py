"""`ask spot`: the SPOTTING table of 003 (lines 67-92), worked by hand. A wood (flat trees,
line 38) covers x 40..60, y 40..60; distances are straight lines between points."""

from tests.skirmish_table import answer, unit

WOOD = "area wood flat_trees polygon 40,40 60,40 60,60 40,60\n"


def spot(body: str, question: str = "spot s t", header: str | None = None) -> dict:
    return answer(WOOD + body, question) if header is None else answer(WOOD + body, question, header)


def look(ans: dict, via: str = "s") -> dict:
    return next(x for x in ans["looks"] if x["via"] == via)


def test_stationary_team_in_trees_from_outside_is_seen_up_to_20_cm():
    # Line 85: infantry, trees, stationary: 20 cm from out of the area.
    target = unit("t", "axis", "infantry", "50,50", "status stationary")
    exactly = spot(unit("s", "allies", "infantry", "50,30") + target)
    assert exactly["verdict"] == "seen" and look(exactly)["limit_cm"] == 20 and look(exactly)["comparison"] == "eq"
    assert "threshold_inclusive" in [a["name"] for a in exactly["assumptions"]]
    assert look(exactly)["limit"]["cite"]["locator"] == "line 85"
    beyond = spot(unit("s", "allies", "infantry", "50,29.9") + target)
    assert beyond["verdict"] == "unseen" and look(beyond)["comparison"] == "gt"
    switched = spot("assume threshold_inclusive off\n" + unit("s", "allies", "infantry", "50,30") + target)
    assert switched["verdict"] == "unseen"


def test_from_within_the_area_the_second_column_applies():
    # Line 85: 12 cm from within the area; the spotter at 50,41 stands in the wood, 9 cm away.
    ans = spot(unit("s", "allies", "infantry", "50,41") + unit("t", "axis", "infantry", "50,50", "status stationary"))
    assert look(ans)["where"] == "within the target's area" and look(ans)["limit_cm"] == 12
    assert ans["verdict"] == "seen"


def test_reduced_visibility_reads_the_reduced_columns():
    # Line 85, reduced, out of the area: 10 cm; 15 cm away is not seen.
    ans = spot(
        "visibility reduced\n" + unit("s", "allies", "infantry", "50,35") + unit("t", "axis", "infantry", "50,50")
    )
    assert look(ans)["limit_cm"] == 10 and ans["verdict"] == "unseen"


def test_split_cell_reads_the_first_number_unless_switched():
    # Line 86: moving teams in trees, "40/20" from out of the area; 35 cm away.
    body = unit("s", "allies", "infantry", "50,15") + unit("t", "axis", "infantry", "50,50", "status moving")
    first = spot(body)
    assert look(first)["limit_cm"] == 40 and first["verdict"] == "seen"
    assert "split_cell_first" in look(first)["limit"]["assumptions"]
    second = spot("assume split_cell_first off\n" + body)
    assert look(second)["limit_cm"] == 20 and second["verdict"] == "unseen"


def test_vehicle_targets_read_the_vehicle_rows():
    # Line 71: a tank moving in the open is seen from 400 cm (normal), line 72 firing reduced 480.
    moving = answer(
        unit("s", "allies", "infantry", "10,10") + unit("t", "axis", "tank", "170,110", "status moving"), "spot s t"
    )
    assert look(moving)["limit_cm"] == 400 and moving["verdict"] == "seen"
    rows = {r["part"]: r["row"] for r in moving["rows"]}
    assert rows["target"]["cite"]["locator"] == "line 70" and rows["cover"]["term"] == "open"
    firing = answer(
        "visibility reduced\n"
        + unit("s", "allies", "infantry", "10,10")
        + unit("t", "axis", "tank", "170,110", "status firing"),
        "spot s t",
    )
    assert look(firing)["limit_cm"] == 480
    # Line 79: a small vehicle (armoured car) stationary in trees from within: 21 cm.
    car = spot(
        unit("s", "allies", "infantry", "45,45") + unit("t", "axis", "armoured_car", "55,55", "status stationary")
    )
    assert look(car)["limit_cm"] == 21 and car["verdict"] == "seen"  # 14.14 cm


def test_a_target_in_a_building_reads_the_houses_row():
    # Lines 49 and 85: a team in a brick house is spotted as in 'houses': 20 cm from outside.
    body = "building farm brick_house polygon 100,100 110,100 110,110 100,110\n"
    ans = answer(
        body + unit("s", "allies", "infantry", "105,80") + unit("t", "axis", "infantry", "105,105"), "spot s t"
    )
    assert {r["part"]: r["row"]["term"] for r in ans["rows"]}["ground"] == "brick_house"
    assert look(ans)["limit_cm"] == 20 and ans["verdict"] == "unseen"  # 25 cm


def test_a_vehicle_sees_with_a_team_within_4_cm():
    # Line 92. The tank alone: 82 cm > 80 (line 82, a stationary team in the open). Its team,
    # exactly 4 cm ahead, is 78 cm away: the tank spots through it.
    body = unit("s", "allies", "tank", "50,10") + unit("t", "axis", "infantry", "50,92", "status stationary")
    ans = answer(body + unit("eyes", "allies", "infantry", "50,14"), "spot s t")
    assert not look(ans)["seen"] and look(ans, "eyes")["seen"] and ans["verdict"] == "seen"
    assert "vehicle_sees_with_team" in look(ans, "eyes")["limit"]["assumptions"]
    fleeing = answer(body + unit("eyes", "allies", "infantry", "50,14", "status fleeing"), "spot s t")
    assert [x["via"] for x in fleeing["looks"]] == ["s"] and fleeing["verdict"] == "unseen"


def test_only_a_team_within_4_cm_looks_for_a_vehicle_whatever_else_stands_near():
    # Line 92, the same tank and target: teams 3 cm away (inside) and 4.1 cm ahead (beyond), a
    # third 30 cm ahead; each would see the target, only the first looks for the tank. Exactly
    # 4 cm ahead with threshold_inclusive off, none does.
    body = unit("s", "allies", "tank", "50,10") + unit("t", "axis", "infantry", "50,92", "status stationary")
    near, far = unit("near", "allies", "infantry", "51,12.8284"), unit("far", "allies", "infantry", "50,14.1")
    ans = answer(body + near + far + unit("back", "allies", "infantry", "50,40"), "spot s t")
    assert [x["via"] for x in ans["looks"]] == ["s", "near"] and ans["verdict"] == "seen"
    strict = answer("assume threshold_inclusive off\n" + body + unit("eyes", "allies", "infantry", "50,14"), "spot s t")
    assert [x["via"] for x in strict["looks"]] == ["s"] and strict["verdict"] == "unseen"
