"""The transcription of 003's tables (kb/skirmish/tables.lp, fire_tables.lp): spot checks of
cells against the lines they come from, read back from the static KB."""

from pathlib import Path

from pyengine.kb_rules import program
from pyengine.kb_solve import solve

FILES = ("core/trace.lp", "skirmish/tables.lp", "skirmish/fire_tables.lp", "skirmish/classes.lp",
         "skirmish/outcomes.lp", "skirmish/assumptions.lp", "skirmish/vocab.lp")  # fmt: skip
ATOMS = {str(s) for s in solve(program(FILES), "", all_atoms=True)[0]}


def has(atom: str) -> bool:
    return atom in ATOMS


def test_terrain_effects_rows():
    # 003 line 38: Flat - trees, S soft: tanks brief, trucks slow, infantry tactical.
    assert has("shelter(flat_trees,soft,38)")
    assert has("move_mode(flat_trees,tanks,brief,none,38)")
    assert has("move_mode(flat_trees,trucks_tractors,slow,none,38)")
    assert has("move_mode(flat_trees,infantry,tactical,none,38)")
    # Line 43: high rocks, infantry "slow +DT"; line 51: wall, tanks "brief / remove".
    assert has("move_mode(high_rocks,infantry,slow,dodge,43)")
    assert has("move_mode(wall,tanks,brief,remove,51)")
    assert has("move_mode(wooden_house,tanks,brief,ruins,50)")
    assert has("move_mode(barricades,armored_cars,brief,move,59)")
    # Line 62: roads, "2 cm each 1" for tanks, "3 cm each 1" for jeeps, tactical for infantry.
    assert has("move_mode(roads,tanks,road_cm(2),none,62)")
    assert has("move_mode(roads,jeeps_cars,road_cm(3),none,62)")
    assert has("move_mode(roads,infantry,tactical,none,62)")
    # Line 53: bunker, H hard.
    assert has("shelter(bunker,hard,53)")
    # Line 64: brief = tactical / 2, slow = tactical / 4, infantry 16 cm.
    assert has("mode_divisor(brief,2,64)") and has("mode_divisor(slow,4,64)") and has("infantry_tactical(16,64)")


def test_every_terrain_row_has_every_column():
    rows = {a.split("(")[1].split(",")[0] for a in ATOMS if a.startswith("terrain_row(")}
    assert len(rows) == 27  # lines 36-62
    modes = [a for a in ATOMS if a.startswith("move_mode(")]
    assert len(modes) == 27 * 8


def test_spotting_rows():
    # Line 70: tanks stationary in the open, 150 / 150 / 100 / 100.
    assert has("spot_band(large,open,stationary,normal,out,150,70)")
    assert has("spot_band(large,open,stationary,reduced,within,100,70)")
    # Line 79: small vehicles stationary in cover, within the area, reduced: 9.
    assert has("spot_band(small,cover,stationary,reduced,within,9,79)")
    # Line 86: the split cells.
    assert has("spot_band(team,cover,moving,normal,out,split(40,20),86)")
    assert has("spot_band(team,cover,moving,reduced,within,split(12,6),86)")
    # Line 90: teams firing on rough ground, 140 / 70 / 80 / 50.
    assert has("spot_band(team,rough,firing,normal,out,140,90)")
    assert has("spot_band(team,rough,firing,reduced,within,50,90)")
    assert has("spot_proxy_cm(4,92)")


def test_minefield_crew_comms_and_tests():
    assert has("mine_effect(tracked,1,no_effect,97)")  # line 97: "-"
    assert has("mine_effect(wheeled,4,destroyed(crew(all_dead)),100)")
    assert has("mine_effect(team,6,dead(3),102)")
    assert has("crew_rule(half_dead_simple_only,109)")
    assert has("comms_range(platoon_radio,interrupted,64,119)")
    assert has("comms_range(entrenched,direct,128,121)")
    assert has("test(ifr,d6,d12,ge,213)")
    assert has("test(mc,d6,d6,gt,218)")
    assert has("test_adds(ct,cr,215)") and not has("test_adds(dt,cr,217)")
    assert has("skill(elite,3,24)") and has("rank(political_commissar,1,29)")


def test_fire_tables_are_transcribed_cell_by_cell():
    # Line 141: "10  13  choice  choice  turret/casemate ..."
    assert has('tcell(heavy_fire,8,1,"choice",141)')
    assert has('tcell(heavy_fire,8,3,"turret/casemate",141)')
    # Line 156: 61-70 / 6p against 8 cm below 75 degrees needs 11.
    assert has("tcell(armour_penetration,8,8,11,156)")
    # Line 159: 91-106 / 75L, 8A below 75 needs 8 (the fire issue's check: 5/12 on a D12).
    assert has('trow(armour_penetration,11,("91-106 / 75L",range(123,155)),159)')
    assert has("tcell(armour_penetration,11,8,8,159)")
    # Line 251: the last light-weapon row, >75 shots: 12 / 8 / 5.
    assert has("tcell(light_vs_infantry,10,31,12,251)") and has("tcell(light_vs_infantry,10,33,5,251)")
    counts = {t: sum(1 for a in ATOMS if a.startswith(f"tcell({t},")) for t in (
        "heavy_fire", "armour_penetration", "heavy_effects", "building_effects", "incendiary_effects",
        "light_vs_vehicles", "light_vs_infantry")}  # fmt: skip
    assert counts == {
        "heavy_fire": 9 * 13,
        "armour_penetration": 13 * 27,
        "heavy_effects": 8 * 9,
        "building_effects": 7 * 4,
        "incendiary_effects": 8 * 4,
        "light_vs_vehicles": 10 * 11,
        "light_vs_infantry": 10 * 33,
    }


def test_every_assumption_is_documented():
    doc = (Path(__file__).resolve().parents[3] / "docs" / "skirmish.md").read_text("utf-8")
    names = {a.split("(")[1].split(",")[0] for a in ATOMS if a.startswith("assumption(")}
    assert len(names) == 49
    assert {n for n in names if f"`{n}`" not in doc} == set()


def test_a_courage_test_only_where_the_cell_prints_one():
    # Lines 223-232 and 236: "+CT" in a light-weapon outcome calls for a courage test;
    # "exploded + all dead" prints none, and nobody is left to take it.
    printed = {a.split('"')[1] for a in ATOMS if a.startswith("outcome(")}
    tested = {a.split('"')[1] for a in ATOMS if a.startswith("outcome_ct(")}
    assert "exploded + all dead" in printed and "exploded + all dead" not in tested
    assert tested == {p for p in printed if "+CT" in p} and len(tested) == 9
