"""`umpire check --game skirmish` (kb/skirmish/check.lp): each lint on a small hand-made table
that violates it, and the findings on the shipped tables of 003, worked out by hand."""

import pytest

from pyengine.chart_check import run_check
from pyengine.kb_rules import program
from pyengine.kb_solve import solve

LINTS = ("core/lint.lp", "skirmish/check.lp")


def findings(facts: str) -> set[str]:
    """The findings of the lints alone over hand-made facts, as 'kind:subject'."""
    atoms, _ = solve(program(LINTS), facts)
    return {f"{a.arguments[0]}:{a.arguments[1]}" for a in atoms if a.name == "finding"}


def test_a_die_score_in_no_row_is_a_coverage_gap():
    facts = """
    trow(t, 1, (range(1,3),), 10). trow(t, 2, (5,), 11). trow(t, 3, (plus,), 12).
    die_axis(t, 1, d10).
    """
    assert findings(facts) == {"coverage_gap:(t,die(d10),4,4)"}


def test_a_thickness_after_the_last_printed_column_but_before_above_is_a_gap():
    facts = "tcol_key(t, 1, thick, range(1,2), 5). tcol_key(t, 2, thick, above(3), 5)."
    assert findings(facts) == {"coverage_gap:(t,thick,3,3)"}


def test_penetration_must_not_get_harder_with_calibre_or_easier_with_armour():
    facts = """
    trow(armour_penetration, 1, (a,), 1). trow(armour_penetration, 2, (b,), 2).
    tcol_key(armour_penetration, 1, below_75, range(1,1), 0). tcol_key(armour_penetration, 2, below_75, range(2,2), 0).
    tcol_key(armour_penetration, 3, from_75, range(1,1), 0).
    tcell(armour_penetration, 1, 1, 6, 1). tcell(armour_penetration, 1, 2, 5, 1). tcell(armour_penetration, 1, 3, 6, 1).
    tcell(armour_penetration, 2, 1, 7, 2). tcell(armour_penetration, 2, 2, 4, 2). tcell(armour_penetration, 2, 3, 8, 2).
    """
    # Thicker armour (column 2) is easier than column 1 in both rows (5 < 6, 4 < 7); row 2, a
    # larger calibre, needs more than row 1 in columns 1 (7 > 6) and 3 (8 > 6); and row 2 at 75
    # degrees or more (8) is harder than below (7). Each subject names the offending cell first.
    assert findings(facts) == {
        "penetration_not_monotone:(armour_penetration,thicker,1,2,1,1)",
        "penetration_not_monotone:(armour_penetration,thicker,2,2,2,1)",
        "penetration_not_monotone:(armour_penetration,calibre,2,1,1,1)",
        "penetration_not_monotone:(armour_penetration,calibre,2,3,1,3)",
        "penetration_not_monotone:(armour_penetration,angle,2,3,2,1)",
    }


def test_casualties_must_not_fall_with_the_die_the_shots_or_less_shelter():
    cols = " ".join(
        f"tcol_key(light_vs_infantry, {c}, shots({s}), range({b},{b}), 0)."
        for c, (s, b) in enumerate(
            [("no_shelter", 1), ("soft", 1), ("medium_hard", 1), ("no_shelter", 2), ("soft", 2), ("medium_hard", 2)], 1
        )
    )
    cells = " ".join(
        f"tcell(light_vs_infantry, {r}, {c}, {v}, {r})."
        for r, row in enumerate([[2, 1, 0, 1, 1, 1], [2, 2, 0, 2, 1, 0]], 1)
        for c, v in enumerate(row, 1)
    )
    assert findings(cols + cells) == {
        # row 1: 2 casualties with 1 shot, 1 with 2 shots (no shelter)
        "casualties_not_monotone:(light_vs_infantry,shots,1,1)",
        # row 2: 2 with 1 shot (soft), 1 with 2; and row 1 to 2, column 6: 1 then 0
        "casualties_not_monotone:(light_vs_infantry,shots,2,2)",
        "casualties_not_monotone:(light_vs_infantry,die,1,6)",
    }


def test_one_outcome_with_two_numbers_side_by_side():
    facts = """
    outcome("brief move +2 dead", brief_move, 2). outcome("brief move +3 dead", brief_move, 3).
    effect_rank(brief_move, 1).
    tcell(light_vs_vehicles, 1, 1, "brief move +2 dead", 7). tcell(light_vs_vehicles, 1, 2, "brief move +3 dead", 7).
    """
    assert findings(facts) == {"outcome_numbers_differ:(light_vs_vehicles,brief_move,2,3)"}


def test_limits_procedures_and_vocabulary():
    facts = """
    limit(mm, 120, "a", 1). limit(mm, 122, "b", 2). limit(mm, 200, "c", 3). limit_near(mm, 3).
    claim(trigger, x, "x", 4). claim(trigger, y, "y", 5). claim(other, z, "z", 6). claim(other, z, "z2", 7).
    class_table(a, 8). class_table(b, 9).
    names(a, "Tank", tank, 8). names(b, "Tank", tank, 9). names(a, "Jeep", jeep, 8).
    name_meaning("SPG", row_one, 10). name_meaning("SPG", row_two, 11).
    term_used(sf, "SF", 12). term_used(ct, "CT", 13). term_defined(ct, 14).
    table(t, 15, "T"). tcol(t, 1, unknown, 15).
    """
    assert findings(facts) == {
        "limits_disagree:(mm,120,122)",
        "procedures_disagree:(trigger,x,y)",
        "class_missing:(jeep,1)",
        'name_two_meanings:("SPG",)',
        'term_undefined:("SF",)',
        "header_lost:(t,1)",
    }


SHIPPED = run_check("skirmish")


def ids(kind: str) -> set[str]:
    return {f.id for f in SHIPPED.findings if f.kind == kind}


def test_shipped_coverage_gaps():
    # Line 148: below 75 degrees, 15-16 is followed by >17; lines 149-161: no AP row under
    # 13 mm, no HE row under 11 mm; line 183: the +30 mm column has 7-8 then 10.
    assert ids("coverage_gap") == {
        "coverage_gap:armour_penetration/below_75/17/17",
        "coverage_gap:armour_penetration/calibre(ap)/1/12",
        "coverage_gap:armour_penetration/calibre(he)/1/10",
        "coverage_gap:building_effects/die(calibre_over_30)/9/9",
    }
    gap = next(f for f in SHIPPED.findings if f.id == "coverage_gap:building_effects/die(calibre_over_30)/9/9")
    assert [(s.where, s.says) for s in gap.sources] == [("line 182", "7-8"), ("line 183", "10")]


def test_shipped_tables_are_monotone_and_say_so():
    assert not ids("penetration_not_monotone") and not ids("casualties_not_monotone")
    passed = {(c.check, c.subject) for c in SHIPPED.checks if c.result == "passed"}
    assert {
        ("monotone", "armour_penetration"),
        ("monotone", "light_vs_infantry"),
        ("monotone", "light_vs_vehicles"),
    } <= passed


def test_shipped_contradictions():
    # Lines 143 and 161 cut at 122 mm, line 180 at 120; CF's trigger (13, 14 against 143); RT's
    # scores (108 against 211) and purpose (17 against 211); open tops (16 against 216); HE misses
    # (13 against 124-128); the dodge test is an "avoid test" on line 65.
    assert ids("limits_disagree") == {"limits_disagree:calibre_mm/120/122"}
    assert {i.split("/")[0] for i in ids("procedures_disagree")} == {
        "procedures_disagree:cf_trigger",
        "procedures_disagree:he_miss_table",
        "procedures_disagree:obstacle_test",
        "procedures_disagree:open_top_hit",
        "procedures_disagree:rt_purpose",
        "procedures_disagree:rt_scores",
    }


def test_shipped_vocabulary():
    assert ids("term_undefined") == {
        f"term_undefined:{t}" for t in ("/MP", "/P", "CV", "Palace, Fort", "SF", "o SPG", "ruins")
    }
    assert ids("name_two_meanings") == {f"name_two_meanings:{n}" for n in ("Casemate", "SPG", "Sand bags", "Trench")}
    missing = {f.subject[0]: int(f.subject[1]) for f in SHIPPED.findings if f.kind == "class_missing"}
    assert missing == {
        "artillery": 1, "assault_gun": 4, "big_tank": 5, "infantry": 1,
        "mortar": 4, "small_tank": 4, "spg": 1, "tractor": 3,
    }  # fmt: skip
    assert ids("header_lost") == {"header_lost:light_vs_infantry/3"}  # line 241


@pytest.mark.parametrize(("brief", "lines"), [(("brief_move", "2", "3"), {"line 226", "line 227"})])
def test_shipped_same_outcome_different_numbers(brief, lines):
    finding = next(f for f in SHIPPED.findings if f.kind == "outcome_numbers_differ" and f.subject[1:] == brief)
    assert {s.where for s in finding.sources} == lines
    assert ids("outcome_numbers_differ") == {
        "outcome_numbers_differ:light_vs_vehicles/brief_move/2/3",
        "outcome_numbers_differ:light_vs_vehicles/immobilized/3/4",
        "outcome_numbers_differ:light_vs_vehicles/immobilized/3/5",  # line 231, side by side
        "outcome_numbers_differ:light_vs_vehicles/immobilized/4/5",
        "outcome_numbers_differ:light_vs_vehicles/destroyed/5/6",
        "outcome_numbers_differ:light_vs_vehicles/destroyed/6/7",
    }
