"""`ask indirect`, `assault`, `overrun`, `flame` and `mine` (003 lines 7, 16, 94-110, 123-129,
194-218), worked by hand."""

from fractions import Fraction

from tests.skirmish_table import answer, unit


def dist(ans: dict, name: str) -> dict[str, str]:
    return {r["result"]: r["p"] for r in ans["distributions"][name]}


def total(ans: dict, name: str) -> Fraction:
    return sum((Fraction(p) for p in dist(ans, name).values()), Fraction(0))


MORTAR = unit("m", "allies", "mortar", "10,20", "crew 3 of 3 radio platoon p", skill="veteran", rank="lieutenant")
OBSERVER = unit("o", "allies", "infantry", "30,25", "radio platoon p", rank="sergeant")


def test_on_table_artillery_scatters_d12_plus_d10_minus_cs_and_cr():
    # Line 127: D12 + D10 - CS - CR, CS 2 + CR 2 = 4: the exact point when the result is under 1
    # (sums 2, 3, 4: 6 of 120); 18 cm only on 12 + 10 (1 of 120). DFR (line 212): D6 + 1 + 1 >= D10.
    ans = answer(MORTAR + OBSERVER, "indirect o at 120,60 by m")
    scatter = dist(ans, "scatter")
    assert scatter["exact point"] == "1/20" and scatter["18 cm away"] == "1/120"
    assert total(ans, "scatter") == 1
    assert ans["tests"] == {"dfr": "11/20"}  # 3+4+5+6+7+8 = 33 of 60
    assert "the request gets through" in [n["what"] for n in ans["notes"]]  # 20.6 cm by radio (line 119)


def test_off_table_artillery_scatters_2d12_plus_d10():
    # Line 128: 2D12 + D10 - CS - CR (the observer's: 1 + 1): at least 1 cm, never the exact
    # point; IFR (line 213): D6 + 2 >= D12, 3+4+5+6+7+8 = 33 of 72.
    ans = answer(OBSERVER, "indirect o at 120,60 offboard")
    scatter = dist(ans, "scatter")
    assert "exact point" not in scatter and scatter["1 cm away"] == "1/1440" and total(ans, "scatter") == 1
    assert ans["tests"] == {"ifr": "11/24"}


def test_assault_ct_then_melee_per_pair():
    # Line 16: CT (line 215: D6 + CS 1 + CR 0 >= D8: 27/48 = 9/16), then one MC per pair; CS 1
    # against CS 1 is even (line 218, ties rolled again): 1/2. Two pairs (2 figures against 3).
    body = unit("a", "allies", "infantry", "10,10", "crew 2 of 4") + unit(
        "d", "axis", "infantry", "12,10", "crew 3 of 4"
    )
    ans = answer(body, "assault a d")
    assert ans["tests"] == {"ct": "9/16", "mc": "1/2"}
    melee = dist(ans, "melee")
    assert melee["2 of d's figures eliminated"] == str(Fraction(9, 16) * Fraction(1, 4))
    assert melee["0 of d's figures eliminated"] == str(Fraction(7, 16) + Fraction(9, 16) * Fraction(1, 4))
    assert total(ans, "melee") == 1


def test_an_assault_on_a_vehicle_is_heavy_fire_and_a_truck_cannot_assault():
    ans = answer(
        unit("a", "allies", "infantry", "10,10") + unit("t", "axis", "truck", "12,10", "tactical 30"), "assault a t"
    )
    assert "against a vehicle the assault is heavy-weapons fire: ask fire" in [n["what"] for n in ans["notes"]]
    refused = answer(
        unit("a", "allies", "truck", "10,10", "tactical 30") + unit("d", "axis", "infantry", "12,10"), "assault a d"
    )
    assert refused["verdict"] == "refused"


def test_overrun_each_figure_dodges():
    # Line 217: DT, D6 + CS >= D10; CS 1: 27 of 60 dodge; 3 figures: P(all 3 killed) = (33/60)^3.
    body = unit("k", "allies", "tank", "10,10", "tactical 20") + unit("d", "axis", "infantry", "12,10", "crew 3 of 3")
    ans = answer(body, "overrun k d")
    assert ans["tests"] == {"dt": "9/20"}
    assert dist(ans, "figures rammed (killed)")["3"] == str(Fraction(11, 20) ** 3)
    # A jeep rammed reads the ramming column (line 166, column 7): "immobilized + 1 dead + CT" on a 1.
    jeep = answer(
        unit("k", "allies", "tank", "10,10", "tactical 20") + unit("j", "axis", "jeep", "12,10", "tactical 30"),
        "overrun k j",
    )
    assert dist(jeep, "the vehicle")["rammed: immobilized + 1 dead + CT"] == str(Fraction(11, 20) / 10)


def test_flames_by_figure_and_through_openings_only():
    # Lines 197-204, Soldier column: 1-2 extinguished+SF, 3-4 dead /MP, 5 dead /P, 6-10 dead.
    flamer = "weapon flamer light shots 1 1 range 20 10 5"
    body = unit("f", "allies", "infantry", "10,10", flamer) + unit("d", "axis", "infantry", "12,10", "crew 2 of 2")
    ans = answer(body, "flame f d")
    per = dist(ans, "each figure or model under the flames")
    assert per == {"dead": "1/2", "dead /MP": "1/5", "dead /P": "1/10", "extinguished+SF": "1/5"}
    assert dist(ans, "figures dead for certain")["2"] == "1/4"
    # Line 207: inside a house only through an opening.
    house = "building h brick_house polygon 11,9 14,9 14,12 11,12\n"
    inside = answer(house + body, "flame f d")
    assert inside["verdict"] == "refused"
    assert answer(house + body, "flame f d through opening")["verdict"] == "resolved"


def test_a_mine_strike_after_a_failed_dodge():
    # Line 217 (CS 2): 33/60 dodge; lines 97-102, tanks: -, track broken x3, immobilized, destroyed+saved.
    ans = answer(unit("k", "allies", "tank", "10,10", "tactical 20", skill="veteran"), "mine k")
    outcome = dist(ans, "outcome")
    assert outcome["dodged: no mine"] == "11/20"
    assert outcome["D6 2: track broken"] == str(Fraction(9, 20) / 6)
    assert total(ans, "outcome") == 1
    # An artillery team of 4 losing 2 (a 3 or 4) is at half strength: simple maneuvers only (line 109).
    gun = answer(unit("g", "allies", "artillery", "10,10", "crew 4 of 4"), "mine g")
    assert "D6 3: 2 dead (half the crew dead: simple maneuvers only)" in dist(gun, "outcome")


def test_questions_on_one_table_do_not_share_facts():
    # The facts of a unit are built once per table: a question must not leave its own in them.
    from pyengine.api import open_scenario
    from tests.skirmish_table import HEADER

    table = open_scenario(HEADER + MORTAR + OBSERVER)
    table.ask("indirect o at 120,60 by m")
    alone = table.ask("indirect o at 120,60 offboard").to_json()
    assert alone["tests"] == {"ifr": "11/24"}


def test_flames_reach_only_as_far_as_the_weapon():
    flamer = "weapon flamer light shots 1 1 range 20 10 5"
    ans = answer(unit("f", "allies", "infantry", "10,10", flamer) + unit("d", "axis", "infantry", "31,10"), "flame f d")
    assert ans["verdict"] == "refused" and ans["refused"][0]["term"] == "out_of_range(20)"
    # A flamer the unit chart gives no ranges reaches nowhere: the refusal names the chart's gap.
    bare = unit("f", "allies", "infantry", "10,10", "weapon flamer light shots 1 1")
    ans = answer(bare + unit("d", "axis", "infantry", "20,10"), "flame f d")
    assert ans["verdict"] == "refused" and [c["term"] for c in ans["refused"]] == ['no_range("flamer")']
