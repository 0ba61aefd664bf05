"""`ask light_fire` (LIGHT WEAPON FIRE, 003 lines 220-252), worked by hand."""

from fractions import Fraction

from tests.skirmish_table import answer, unit

BREN = "weapon bren light shots 6 3 range 80 50 25"
RIFLES = "weapon rifles light shots 8 4 range 60 40 20"


def results(volley: dict) -> dict[str, str]:
    return {r["result"]: r["p"] for r in volley["results"]}


def test_one_roll_for_every_weapon_in_the_band():
    # 30 cm: the bren (25/50/80) and the rifles (20/40/60) are both at effective range (D10):
    # 6 + 8 = 14 stationary shots (band 13-17), CS 1, no shelter: column 10 (line 240).
    # D10 + 1 = 2..11: rows 1-2 and 3 give 1 (lines 242-243), 4-6 give 2, 7-9 give 3, 10 and + give 4.
    body = unit("f", "allies", "infantry", "10,10", f"{BREN} {RIFLES}") + unit(
        "t", "axis", "infantry", "40,10", "crew 8 of 8"
    )
    [volley] = answer(body, "light_fire f t")["volleys"]
    assert (volley["shots"], volley["cs"], volley["die"], volley["column"]["value"]) == (14, 1, "d10", 10)
    assert results(volley) == {"1 dead": "1/5", "2 dead": "3/10", "3 dead": "3/10", "4 dead": "1/5"}
    assert volley["p_courage_test"] == "1/5"  # 4 dead leave 4 of 8: half (line 236)


def test_shelter_and_a_moving_target():
    # The same 14 shots at a team in trees (soft shelter, line 38): column 11 ("S"); moving target:
    # D10 + 1 = 2..11 on the moving rows (1-3, 4-5, 6 ... 12), column 11: 2-3 give "-" (line
    # 242), 4-5, 6, 7 and 8 give 1 (lines 243-246), 9, 10 and 11 give 2 (lines 247-249).
    wood = "area w flat_trees polygon 30,0 50,0 50,20 30,20\n"
    body = (
        wood
        + unit("f", "allies", "infantry", "10,10", f"{BREN} {RIFLES}")
        + unit("t", "axis", "infantry", "40,10", "status moving")
    )
    [volley] = answer(body, "light_fire f t")["volleys"]
    assert volley["column"]["value"] == 11
    assert results(volley) == {"0 dead": "1/5", "1 dead": "1/2", "2 dead": "3/10"}


def test_unarmoured_vehicles_and_the_figures_aboard():
    # Elite (CS 3) on the D12 of short range: 4..15; scores 11-15 read the '+' row (line 232),
    # shots 13-18 (column 4): immobilized +4 dead, 5 faces of 12; a jeep with 2 aboard loses at
    # most 2 (line 235).
    body = unit("f", "allies", "infantry", "10,10", f"{BREN} {RIFLES}", skill="elite") + unit(
        "t", "axis", "jeep", "30,10", "crew 2 of 2 tactical 30"
    )
    [volley] = answer(body, "light_fire f t")["volleys"]
    assert volley["shots"] == 14 and volley["die"] == "d12"  # 20 cm: short for both
    got = results(volley)
    assert got["immobilized +4 dead +CT (2 dead aboard)"] == str(Fraction(5, 12))
    assert got["1 dead (1 dead aboard)"] == "1/6"  # scores 4 and 5 (lines 225-226)


def test_armoured_targets_are_refused():
    body = unit("f", "allies", "infantry", "10,10", BREN) + unit("t", "axis", "tank", "30,10", "tactical 20")
    ans = answer(body, "light_fire f t")
    assert ans["verdict"] == "refused" and ans["refused"][0]["term"] == "armoured(tank)"


def test_out_of_range_names_each_weapon_and_distance():
    # 3,4,5 triangle: 120 cm across and 90 cm up give 150 cm, beyond the bren's 80 cm and the
    # rifles' 60 cm long ranges (line 238): the refusal names both limits, the head the distance.
    body = unit("f", "allies", "infantry", "10,10", f"{BREN} {RIFLES}") + unit("t", "axis", "infantry", "130,100")
    ans = answer(body, "light_fire f t")
    assert ans["verdict"] == "refused" and ans["distances"] == {"f": "150 cm"}
    beyond = sorted(c["term"] for c in ans["refused"] if c["term"].startswith("beyond_range"))
    assert beyond == ['beyond_range("f","bren",80)', 'beyond_range("f","rifles",60)']
    # Within the rifles' reach of one firer, none is refused for range: that band fires.
    near = unit("n", "allies", "infantry", "130,50", RIFLES)
    both = answer(body + near, "light_fire f n t")
    assert not [c for c in both["refused"] if c["term"].startswith("beyond_range")]
    assert both["distances"] == {"f": "150 cm", "n": "50 cm"}


def test_a_light_weapon_without_ranges_is_named():
    # The unit chart gives the weapon no ranges: no band holds the target, and the refusal says why.
    body = unit("f", "allies", "infantry", "10,10", "weapon stones light shots 2 1") + unit(
        "t", "axis", "infantry", "30,10"
    )
    ans = answer(body, "light_fire f t")
    assert ans["verdict"] == "refused" and [c["term"] for c in ans["refused"]] == ['no_range("stones")']
    assert ans["volleys"] == []
