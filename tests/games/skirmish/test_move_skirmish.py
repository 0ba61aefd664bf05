"""`ask move` and `ask reach` (TERRAIN EFFECTS lines 33-65, MINEFIELD EFFECTS 94-104, and the
maneuvers of lines 9-10), worked by hand. A tank moves 20 cm tactical (its chart), a team 16."""

from fractions import Fraction

import pytest

from pyengine.api import open_scenario
from pyengine.errors import UmpireError
from tests.skirmish_table import HEADER, answer, unit

TANK = unit("t", "axis", "tank", "10,50", "tactical 20 weapon mg light", skill="veteran")
TEAM = unit("i", "allies", "infantry", "10,50", skill="veteran")
WOOD = "area wood flat_trees polygon 20,40 60,40 60,60 20,60\n"


def illegal(ans: dict) -> set[str]:
    return {c["term"] for c in ans["illegal"]}


def test_trees_cost_a_tank_double():
    # Line 38: tanks 'brief' in trees; 10 cm to the wood + 5 cm in it = 10 + 10 = 20: exactly.
    ans = answer(WOOD + TANK, "move t along 25,50")
    assert ans["verdict"] == "legal" and ans["legs"][0]["spent"] == "20 cm" and ans["legs"][0]["left"] == "0 cm"
    costs = [p["cost_per_cm"] for p in ans["legs"][0]["pieces"]]
    assert costs == ["1", "2"]
    over = answer(WOOD + TANK, "move t along 25.5,50")
    assert over["verdict"] == "illegal" and illegal(over) == {"over_allowance(1)"}
    assert over["illegal"][0]["cite"]["locator"] == "line 9"


def test_the_maneuver_mode_and_the_ground_mode_take_the_slower():
    # Line 10: move and fire moves 'brief'; in clear ground that is tactical/2: 10 cm for a tank.
    ans = answer(TANK, "move t along 20,50 as move_and_fire")
    assert ans["verdict"] == "legal" and ans["legs"][0]["spent"] == "20 cm"
    # Conceal is slow (line 9): a team covers 16/4 = 4 cm.
    assert answer(TEAM, "move i along 14,50 as conceal")["verdict"] == "legal"
    assert answer(TEAM, "move i along 14.5,50 as conceal")["verdict"] == "illegal"


def test_a_maneuver_that_moves_no_distance_is_refused():
    ans = answer(TANK, "move t along 12,50 as fire")
    assert illegal(ans) == {"no_movement_in(fire)"}


def test_buildings_and_impassable_ground_stop_a_tank():
    # Line 49: brick houses are impassable to tanks, tactical for infantry.
    house = "building farm brick_house polygon 20,45 30,45 30,55 20,55\n"
    ans = answer(house + TANK, "move t along 25,50")
    assert "impassable(brick_house)" in illegal(ans)
    stop = next(c for c in ans["illegal"] if c["term"] == "impassable(brick_house)")
    assert stop["cite"]["locator"] == "line 49"
    assert answer(house + TEAM, "move i along 25,50")["verdict"] == "legal"


def test_crossing_a_wall_costs_its_width_in_the_walls_mode():
    # Line 51: infantry 'brief' over a wall; 10 cm + 1 cm x 2 = 12 of 16.
    wall = "feature w wall width 1 along 15,0 15,120\n"
    ans = answer(wall + TEAM, "move i along 20,50")
    assert ans["verdict"] == "legal" and ans["legs"][0]["spent"] == "12 cm"
    assert ans["legs"][0]["crossings"][0]["cite"]["locator"] == "line 51"
    # A tank crosses it 'brief / remove' (line 51): the wall is removed.
    tank = answer(wall + TANK, "move t along 20,50")
    assert [c["term"] for c in tank["changes"]] == ['passes("w",remove)']
    # Bikes may not cross hedges (line 52).
    hedge = "feature h hedges width 1 along 15,0 15,120\n"
    bike = answer(hedge + unit("b", "axis", "bike", "10,50", "tactical 30"), "move b along 20,50")
    assert illegal(bike) == {"impassable(hedges)"}


def test_touching_a_line_crosses_it_unless_switched_off():
    wall = "feature w wall width 1 along 20,50 20,80\n"
    assert answer(wall + TEAM, "move i along 20,50")["legs"][0]["crossings"]
    assert not answer("assume touching_line_crosses off\n" + wall + TEAM, "move i along 20,50")["legs"][0]["crossings"]


def test_roads_carry_vehicles_two_or_three_cm_per_cm():
    # Line 62: tanks '2 cm each 1', jeeps '3 cm each 1', along the centre line.
    road = "feature r roads width 6 along 0,50 180,50\n"
    tank = answer(road + TANK, "move t along 50,50")
    assert tank["verdict"] == "legal" and tank["legs"][0]["spent"] == "20 cm"
    jeep = answer(road + unit("j", "axis", "jeep", "10,50", "tactical 15"), "move j along 55,50")
    assert jeep["verdict"] == "legal" and jeep["legs"][0]["spent"] == "15 cm"
    # Off the centre line the road does not count (road_along_centreline).
    off = answer(road + unit("j", "axis", "jeep", "10,51", "tactical 15"), "move j along 55,51")
    assert off["verdict"] == "illegal"


def test_a_minefield_is_slow_with_a_dodge_test_and_its_effects():
    # Line 58: slow +DT for every class; line 217: DT, D6 + CS >= D10, CS 2: 33/60.
    mines = "minefield m polygon 12,40 30,40 30,60 12,60\n"
    ans = answer(mines + TEAM, "move i along 14,50")
    assert ans["verdict"] == "legal" and ans["legs"][0]["spent"] == "10 cm"  # 2 + 2 x 4
    [dodge] = ans["dodge_tests"]
    assert dodge["test"]["cite"]["locator"] == "line 58" and dodge["odds"]["pass"] == "11/20"
    # Lines 97-102, infantry teams: 1 dead, 1 dead, 2, 2, 3, 3.
    assert [c["term"] for c in ans["mine_rolls"]] == [
        f"die_face({d},dead({n}))" for d, n in zip(range(1, 7), (1, 1, 2, 2, 3, 3), strict=True)
    ]


def test_a_leg_on_an_irrational_length_is_compared_exactly():
    # 3-4-5: 10,50 -> 22,66 is 20 cm exactly for a tank: legal. 10,50 -> 20,66 is sqrt(356) = 18.87.
    assert answer(TANK, "move t along 22,66")["legs"][0]["spent"] == "20 cm"
    ans = answer(TANK, "move t along 20,66 21,66")
    assert ans["legs"][0]["spent"] == "18.87 cm" and ans["verdict"] == "legal"  # 18.87 + 1 < 20
    assert answer(TANK, "move t along 20,66 21.2,66")["verdict"] == "illegal"  # 18.87 + 1.2 > 20


def test_a_point_off_the_table_is_an_error():
    with pytest.raises(UmpireError, match="off the table"):
        open_scenario(HEADER + TANK + "\n").ask("move t along 200,50")


def test_reach_follows_the_ground_in_each_direction():
    # A team (16 cm) at 10,50 with the wood 10 cm east: infantry is tactical in trees (line 38),
    # so 16 cm east, and 10 cm west to the table's edge. A tank: 10 cm clear + 5 cm in trees.
    team = {r["direction"]: r for r in answer(WOOD + TEAM, "reach i")["rays"]}
    assert team["1,0"]["distance"] == "16" and team["1,0"]["end"] == "26,50"
    assert team["-1,0"]["distance"] == "10" and team["-1,0"]["stop"] == "table_edge"
    tank = answer(WOOD + TANK, "reach t")
    east = next(r for r in tank["rays"] if r["direction"] == "1,0")
    assert Fraction(east["distance"]) == 15 and east["end"] == "25,50" and east["stop"] == "allowance"
    north = next(r for r in tank["rays"] if r["direction"] == "0,1")
    assert north["distance"] == "20" and north["end"] == "10,70"


def test_reach_stops_at_what_blocks():
    house = "building farm brick_house polygon 20,45 30,45 30,55 20,55\n"
    east = next(r for r in answer(house + TANK, "reach t")["rays"] if r["direction"] == "1,0")
    assert east["distance"] == "10" and east["stop"] == "blocked" and east["why"]["term"] == "impassable(brick_house)"


def test_move_reads_the_team_a_vehicle_carries_as_maneuvers_does():
    # Line 10: "unload and move" is a vehicle's move with a team aboard; `move` sees the
    # carried-by facts `maneuvers` reads (it said "carries no team" while maneuvers allowed it).
    from tests.skirmish_table import answer

    lorry = (
        "card lorry_chart { tactical 30 }\ncard team_chart { tactical 10 }\n"
        "unit lorry { side allies class truck at 50,50 facing 0 experience skilled rank corporal card lorry_chart }\n"
    )
    squad = (
        "unit squad { side allies class infantry at 50,50 experience skilled rank corporal crew 6 of 6 "
        "carried by lorry card team_chart }\n"
    )
    loaded = answer(lorry + squad, "move lorry along 60,50 as unload_and_move")
    empty = answer(lorry, "move lorry along 60,50 as unload_and_move")
    assert loaded["verdict"] == "legal", loaded["illegal"]
    assert [c["what"] for c in empty["illegal"]] == ["carries no team"]
