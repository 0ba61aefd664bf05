"""`ask fire`: the heavy-weapons chain of 003 (lines 13, 123-175), worked by hand. A 75 mm
gun ("75L", ranges 200/120/60 cm) with a veteran crew (CS 2) fires from the west at targets
facing west (180 degrees), so a shot straight along the x axis strikes the front plate."""

from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.skirmish_table import answer, unit

GUN = 'weapon pak heavy calibre 75 gun "75L" shots 1 1 range 200 120 60'
TANK_CHART = "tactical 20 armour front 8 armour side 3 armour rear 2 armour turret_front 5 armour top 1 facing 180"


def fire(body: str, question: str = "fire g t") -> dict:
    return answer(unit("g", "allies", "artillery", "20,60", GUN, skill="veteran", rank="sergeant") + body, question)


def need(ans: dict, part: str) -> tuple[str, str]:
    row = next(p for p in ans["penetration"] if p["part"] == part)
    return row["need"], row["p"]


def total(ans: dict) -> Fraction:
    return sum((Fraction(o["p"]) for o in ans["outcomes"]), Fraction(0))


def test_75L_against_8_cm_below_75_degrees_needs_8():
    # Line 159 (91-106 / 75L), column 8A below 75 degrees: 8; on the D12 of short range: 5/12.
    # The gun sits 3 cm north for every 4 cm west of the tank: 36.87 degrees off the normal.
    ans = fire(unit("t", "axis", "tank", "60,30", TANK_CHART))
    assert ans["steps"][0]["cell"]["term"] == "short"  # 50 cm <= 60 (line 131)
    assert need(ans, "body") == ("8", "5/12")
    assert total(ans) == 1


def test_a_shot_square_on_reads_the_75_degree_columns():
    # Line 159, from 75 degrees: thickness 8 needs 2 (11/12 on a D12); the turret front, 5 cm, needs 1.
    ans = fire(unit("t", "axis", "tank", "70,60", TANK_CHART))
    assert need(ans, "body") == ("2", "11/12") and need(ans, "turret") == ("1", "1")


def test_the_hit_table_by_face_and_column():
    # CS 2 on a D12: scores 3-14. Tank column (line 133, column 2), stationary: 3 and 4 miss
    # (lines 134-135), so 2 faces in 12.
    ans = fire(unit("t", "axis", "tank", "70,60", TANK_CHART))
    miss = next(o for o in ans["outcomes"] if o["outcome"] == "miss")
    assert miss["p"] == "1/6"
    # Moving: the moving column misses on 1-6 and 7 (line 135, column 2 '-'): scores 3-7, 5 faces.
    moving = fire(unit("t", "axis", "tank", "70,60", TANK_CHART + " status moving"))
    assert next(o for o in moving["outcomes"] if o["outcome"] == "miss")["p"] == "5/12"


def test_soldiers_and_their_shelter():
    # The team fires, so the gun spots it at 100 cm in the open (lines 12-13, 82-90).
    # Effective range (100 cm, D10), CS 2: scores 3-12 against a soldier (column 7): 3-5 miss,
    # 6 "dead -S", 7-8 "dead -M", 9-10 "dead -H", 11-12 "dead" (lines 134-142).
    open_ground = fire(unit("t", "axis", "infantry", "120,60", "status firing"), "fire g t ammo he")
    assert open_ground["summary"]["casualty"] == "7/10"
    # In trees (soft shelter, line 38) the gun must come within sight: 40 cm, still its effective
    # range (30-120 cm here, D10). A 75 mm shell denies soft shelter (line 143): no change.
    wood = "area w flat_trees polygon 110,50 130,50 130,70 110,70\n"
    near = 'weapon pak heavy calibre 75 gun "75L" shots 1 1 range 200 120 30'
    target = unit("t", "axis", "infantry", "120,60", "status firing")
    ans = answer(unit("g", "allies", "artillery", "80,60", near, skill="veteran") + wood + target, "fire g t ammo he")
    assert ans["summary"]["casualty"] == "7/10"
    # A 57 mm gun leaves the soft shelter: the "dead -S" face (score 6) survives: 6 of 10.
    small = "weapon six heavy calibre 57 shots 1 1 range 200 120 30"
    ans = answer(unit("g", "allies", "artillery", "80,60", small, skill="veteran") + wood + target, "fire g t ammo he")
    assert ans["summary"]["casualty"] == "3/5"
    # A stationary team in the trees is out of the gun's sight: no fire (lines 12-13).
    hidden = answer(
        unit("g", "allies", "artillery", "80,60", near) + wood + unit("t", "axis", "infantry", "120,60"), "fire g t"
    )
    assert [c["term"] for c in hidden["refused"]] == ["unseen"]


def test_out_of_range_is_refused_and_the_cf_test_follows_a_hit():
    far = fire(unit("t", "axis", "tank", "175,60", TANK_CHART))  # 155 cm > 120? no: long is 200
    assert far["steps"][0]["cell"]["term"] == "long"
    refused = answer(
        unit("g", "allies", "artillery", "0,0", GUN, skill="veteran")
        + unit("t", "axis", "tank", "179,119", TANK_CHART),
        "fire g t",
    )
    # At 0,0 to 179,119 (214.9 cm, beyond the long range of 200 cm) the tank is out of range and,
    # stationary, out of sight too (lines 12-13, 70-90).
    assert refused["verdict"] == "refused"
    assert {c["term"] for c in refused["refused"]} == {"out_of_range(200)", "unseen"}
    # CF (line 214): D6 + CS + CR >= D10; the tank is skilled (1) with a corporal (0): fails 33/60.
    ans = fire(unit("t", "axis", "tank", "70,60", TANK_CHART))
    assert {k: v for k, v in ans["cf"].items() if k != "rule"} == {"p_hit": "5/6", "fail": "11/20", "p": "11/24"}
    assert (ans["cf"]["rule"]["section"], ans["cf"]["rule"]["locator"]) == ("HEAVY WEAPONS DIRECT FIRE", "line 13")


def test_an_he_miss_scatters_d8_minus_cs():
    # Line 124: D8 - CS cm, CS 2: -1 .. 6, each 1/8; 1 in 8 flies over (line 129).
    # The team fires, so the gun spots it at 100 cm (lines 12-13, 82-90).
    ans = fire(unit("t", "axis", "infantry", "120,60", "status firing"), "fire g t ammo he")
    assert ans["scatter"]["distances"] == {str(d): "1/8" for d in range(-1, 7)}
    assert ans["scatter"]["p_miss"] == "3/10"


SETTINGS = settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(
    st.sampled_from(["tank", "small_tank", "spg", "half_track", "truck", "jeep", "artillery", "infantry"]),
    st.integers(0, 359),
    st.integers(30, 170),
    st.integers(5, 115),
    st.sampled_from(["stationary", "moving"]),
)
def test_every_outcome_distribution_sums_to_one(cls, facing, x, y, status):
    target = unit(
        "t", "axis", cls, f"{x},{y}", f"{TANK_CHART.replace('facing 180', f'facing {facing}')} status {status}"
    )
    ans = fire(target)
    assert ans["verdict"] == "refused" or total(ans) == 1


@SETTINGS
@given(st.integers(1, 20), st.integers(1, 20), st.sampled_from([20, 37, 50, 75, 88, 105, 128]))
def test_destruction_never_drops_with_more_calibre_or_thinner_armour(thick, thin, calibre):
    thick, thin = max(thick, thin), min(thick, thin)
    bigger = min(calibre + 30, 150)

    def destroyed(mm: int, front: int) -> Fraction:
        gun = f"weapon g heavy calibre {mm} shots 1 1 range 200 120 60"
        chart = f"tactical 20 armour front {front} armour side {front} facing 180"
        body = unit("g", "allies", "artillery", "20,60", gun, skill="veteran") + unit(
            "t", "axis", "tank", "70,60", chart
        )
        return Fraction(answer(body, "fire g t")["summary"]["destroyed"])

    assert destroyed(calibre, thin) >= destroyed(calibre, thick)
    assert destroyed(bigger, thick) >= destroyed(calibre, thick)


def test_fragments_read_the_fragments_row_and_column():
    # Line 131: D10 for fragments; line 152: the ☼ row (41-50 HE); line 147: below 75 degrees;
    # against 3 cm of side armour that row needs 10 (line 152, column 3B): 1/10 on the D10.
    side_on = unit("t", "axis", "tank", "70,60", TANK_CHART.replace("facing 180", "facing 90"))
    ans = fire(side_on, "fire g t fragments")
    assert ans["steps"][-1]["cell"]["cite"]["locator"] == "line 152"
    assert need(ans, "body") == ("10", "1/10")
    # Fragments effects (line 167-170, second key): a truck's body, 1-3 "MG destroyed + 2 dead + CT".
    truck = fire(unit("t", "axis", "truck", "70,60", "tactical 30 facing 180"), "fire g t fragments")
    assert any(o["outcome"] == "body: MG destroyed + 2 dead + CT" for o in truck["outcomes"])


def test_hand_bombs_read_the_75_degree_columns():
    # Line 147: Hb, Ex and Mm read the columns from 75 degrees; line 151 (31-40 / Hb), from 75,
    # thickness 3: 8, on any side (here the rear, 2 cm: 6).
    bomb = 'weapon bomb heavy calibre 35 gun "Hb" shots 1 1 range 10 6 3'
    body = unit("b", "allies", "infantry", "78,60", bomb) + unit("t", "axis", "tank", "70,60", TANK_CHART)
    ans = answer(body, "fire b t ammo he")
    assert need(ans, "body") == ("6", "3/8")  # rear 2 cm: 6; 8 cm is long range for it (10), a D8


def test_a_building_reads_the_buildings_table():
    # 88 mm HE: the +70 mm column (line 180); a brick house (column 2, line 179): 1-5 and 6-7
    # blast radius (lines 181-182), 8 blast radius (183), 9 floor (184), 10 on fire+CT (185).
    gun = "weapon flak heavy calibre 88 shots 1 1 range 200 120 60"
    house = "building h brick_house polygon 60,50 80,50 80,70 60,70\n"
    ans = answer(house + unit("g", "allies", "artillery", "20,60", gun, skill="veteran"), "fire g h")
    outcomes = {o["outcome"]: o["p"] for o in ans["outcomes"]}
    # Short range (40 cm to the wall), D12 + 2: 3 misses (line 134), 4+ hit (column 9): 11/12.
    assert outcomes["miss"] == "1/12"
    assert outcomes["building: blast radius"] == str(Fraction(11, 12) * Fraction(8, 10))
    assert outcomes["building: on fire+CT"] == str(Fraction(11, 12) * Fraction(1, 10))
    # A 57 mm shell (+30 mm column) finds no row for a 9 (lines 181-187): unknown, not dropped.
    small = "weapon six heavy calibre 57 shots 1 1 range 200 120 60"
    ans = answer(house + unit("g", "allies", "artillery", "20,60", small, skill="veteran"), "fire g h")
    assert total(ans) == 1
    assert any("unknown" in o["outcome"] for o in ans["outcomes"])


def test_a_mortar_misses_by_d10_plus_d6_minus_cs():
    # Line 126: D10 + D6 - CS from the model's centre, CS 2: 10 cm off is a sum of 12, which the
    # pairs (6,6), (7,5), (8,4), (9,3), (10,2) make: 5 of 60. No flying over (a D8 row's rule).
    mortar = unit(
        "m", "allies", "mortar", "20,60", "weapon m3 heavy calibre 81 shots 1 1 range 150 100 50", skill="veteran"
    )
    ans = answer(mortar + unit("t", "axis", "infantry", "120,60", "status firing"), "fire m t")  # seen: it fires
    assert ans["scatter"]["row"]["locator"] == "line 126" and ans["scatter"]["flies_over"] == "0"
    assert ans["scatter"]["distances"]["10"] == "1/12"
    assert sum(Fraction(p) for p in ans["scatter"]["distances"].values()) == 1


def test_effects_and_flames_read_their_cells():
    # Square on, the turret front (5 cm, needs 1 at 75 degrees, line 159) always penetrates; its
    # D10 (line 167-168, "Turret of Tank"): 1 "MG destroyed + 1 dead + CT", 2-3 "turret blocked".
    ans = fire(unit("t", "axis", "tank", "70,60", TANK_CHART))
    p = {o["outcome"]: Fraction(o["p"]) for o in ans["outcomes"]}
    assert p["turret: turret blocked + 1 dead + CT"] == 2 * p["turret: MG destroyed + 1 dead + CT"]
    # Flames on a lorry (lines 197-204, "Truck, tractor, Half-track"): 8-10 exploded, 7 on fire +dead.
    flamer = "weapon flamer light shots 1 1 range 20 10 5"
    lorry = answer(
        unit("f", "allies", "infantry", "10,10", flamer) + unit("l", "axis", "truck", "15,10", "tactical 30"),
        "flame f l",
    )
    per = {r["result"]: r["p"] for r in lorry["distributions"]["each figure or model under the flames"]}
    assert per["exploded"] == "3/10" and per["on fire +dead"] == "1/10"


def test_choice_can_be_the_top_from_5_cm_higher():
    # Line 143: "choice" is the horizontal armour when the target stands at least 5 cm lower.
    hill = "area hill hill_top_clear height 5 polygon 10,50 30,50 30,70 10,70\n"
    ans = fire(hill + unit("t", "axis", "tank", "70,60", TANK_CHART))
    assert need(ans, "top") == ("1", "1")  # top 1 cm from 75 degrees (line 159): 1
    flat = fire(unit("t", "axis", "tank", "70,60", TANK_CHART))
    assert "top" not in {p["part"] for p in flat["penetration"]}


def test_a_plate_no_column_covers_is_unknown_never_penetrated():
    # Line 148: below 75 degrees the columns jump from 15-16 to >17, so 17 cm has no column.
    thick = TANK_CHART.replace("armour front 8", "armour front 17").replace(
        "armour turret_front 5", "armour turret_front 17"
    )
    ans = fire(unit("t", "axis", "tank", "60,30", thick))  # 36.87 degrees off: below 75
    assert need(ans, "body") == ("unknown", "0")
    assert Fraction(ans["summary"]["unknown"]) > 0 and total(ans) == 1


def test_a_crew_of_one_fires_no_heavy_weapon():
    # Line 110: "just 1 survived": the unit fires light weapons only; maneuvers says so too.
    gun = unit("g", "allies", "artillery", "20,60", f"{GUN} crew 1 of 4", skill="veteran", rank="sergeant")
    target = unit("t", "axis", "tank", "100,60", TANK_CHART)
    ans = answer(gun + target, "fire g t")
    assert ans["verdict"] == "refused" and not ans["outcomes"]
    [reason] = ans["refused"]
    assert reason["what"] == "one crewman left: it fires light weapons only, not this heavy weapon"
    assert (reason["cite"]["section"], reason["cite"]["locator"]) == ("CREW CASUALTIES", "line 110")
    whole = answer(gun.replace("crew 1 of 4", "crew 2 of 4") + target, "fire g t")
    assert whole["verdict"] == "fired"


def test_a_buildings_wall_is_pierced_before_any_effect():
    # Lines 13, 151, 162: HE at a building rolls on ARMOR PENETRATION first, the wall's letter
    # naming the column (B = brick, 3 cm; assumption wall_letters), square on (75 degrees up).
    # 40 mm HE (row "31-40", line 151) needs 8 on the D10 of effective range: 3 in 10 pierce.
    house = "building h brick_house polygon 60,50 80,50 80,70 60,70\n"
    gun = "weapon bofors heavy calibre 40 shots 1 1 range 200 120 30"
    ans = answer(house + unit("g", "allies", "artillery", "0,60", gun, skill="veteran"), "fire g h")
    [wall] = ans["penetration"]
    assert (wall["part"], wall["need"], wall["p"], wall["cite"]["locator"]) == ("building", "8", "3/10", "line 151")
    outcomes = {o["outcome"]: Fraction(o["p"]) for o in ans["outcomes"]}
    # 9 in 10 hit (column 9, CS 2 on a D10); of those, 7 in 10 stop at the wall.
    assert outcomes["miss"] == Fraction(1, 10)
    assert outcomes["building: not penetrated"] == Fraction(9, 10) * Fraction(7, 10)
    assert total(ans) == 1
