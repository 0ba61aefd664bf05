"""Every row of the terrain-effects table an area can hold (003 lines 36-61) and every row of
the spotting table (lines 70-90), asked through the questions. The expected values are read
off 003 by hand, line by line."""

import pytest

from tests.skirmish_table import answer, unit

# (row, line, mode for a tank, mode for an infantry team): lines 36-61, columns "Tanks" and
# "Infantry/mortars" ("slow +DT" is slow with a dodge test).
AREA_ROWS = [
    ("flat_clear", 36, "tactical", "tactical"),
    ("flat_crops", 37, "tactical", "tactical"),
    ("flat_trees", 38, "brief", "tactical"),
    ("flat_rough", 39, "brief", "brief"),
    ("slope_clear", 40, "brief", "brief"),
    ("slope_trees", 41, "slow", "brief"),
    ("slope_rocks", 42, "impassable", "brief"),
    ("high_rocks", 43, "impassable", "slow"),
    ("hill_top_clear", 44, "tactical", "tactical"),
    ("hill_top_trees", 45, "brief", "tactical"),
    ("ford", 46, "brief", "brief"),
    ("swamp", 47, "impassable", "slow"),
    ("stream", 48, "impassable", "impassable"),
    ("trenches", 54, "slow", "tactical"),
    ("vehicle_wrecks", 60, "brief", "brief"),
    ("armored_wrecks", 61, "impassable", "brief"),
]
COST = {"tactical": "1", "brief": "2", "slow": "4"}


@pytest.mark.parametrize(("row", "line", "tank", "team"), AREA_ROWS)
def test_each_area_row_prices_a_tank_and_a_team(row, line, tank, team):
    area = f"area a {row} polygon 20,0 40,0 40,120 20,120\n"
    for cls, mode, extra in (("tank", tank, "tactical 40"), ("infantry", team, "")):
        ans = answer(area + unit("u", "axis", cls, "10,50", extra), "move u along 30,50")
        piece = ans["legs"][0]["pieces"][1]  # the piece inside the area
        ground = next(c for c in piece["modes"] if c["term"].startswith("ground("))
        assert ground["term"] == f"ground({row})" and ground["cite"]["locator"] == f"line {line}"
        if mode == "impassable":
            assert f"impassable({row})" in {c["term"] for c in ans["illegal"]}
            assert piece["cost_per_cm"] is None
        else:
            assert piece["cost_per_cm"] == COST[mode], (row, cls)
        dodges = [d["test"]["term"] for d in ans["dodge_tests"]]
        assert dodges == ([f"ground({row})"] if (row, cls) == ("high_rocks", "infantry") else [])


# (target class, ground, status, normal out-of-area cm, line): one cell of each line 70-90.
SPOT_ROWS = [
    ("tank", "flat_clear", "stationary", 150, 70),
    ("tank", "flat_crops", "moving", 400, 71),
    ("truck", "flat_clear", "firing", 600, 72),
    ("tank", "flat_trees", "stationary", 60, 73),
    ("half_track", "flat_trees", "moving", 180, 74),
    ("tank", "flat_trees", "firing", 240, 75),
    ("jeep", "flat_clear", "stationary", 100, 76),
    ("armoured_car", "flat_clear", "moving", 240, 77),
    ("artillery", "flat_crops", "firing", 400, 78),
    ("small_tank", "flat_trees", "stationary", 40, 79),
    ("jeep", "hill_top_trees", "moving", 120, 80),
    ("artillery", "flat_trees", "firing", 180, 81),
    ("infantry", "flat_clear", "stationary", 80, 82),
    ("bike", "flat_clear", "moving", 120, 83),
    ("mortar", "flat_clear", "firing", 160, 84),
    ("infantry", "flat_trees", "stationary", 20, 85),
    ("infantry", "slope_rocks", "moving", 40, 86),
    ("infantry", "flat_trees", "firing", 80, 87),
    ("infantry", "flat_rough", "stationary", 40, 88),
    ("infantry", "flat_crops", "moving", 80, 89),
    ("infantry", "ford", "firing", 140, 90),
]


@pytest.mark.parametrize(("cls", "ground", "status", "cm", "line"), SPOT_ROWS)
def test_each_spotting_line(cls, ground, status, cm, line):
    area = f"area a {ground} polygon 100,40 140,40 140,80 100,80\n"
    body = area + unit("t", "axis", cls, "120,60", f"status {status}") + unit("s", "allies", "infantry", "10,10")
    [look] = answer(body, "spot s t")["looks"]
    assert (look["limit_cm"], look["limit"]["cite"]["locator"]) == (cm, f"line {line}")
