"""The chart checker (issue 6). Expected findings are read off the sources by hand; each test
names the lines it relies on (000 = 000_f3e2093d63ee0f25.txt, 001 = 001_..., 002 = 002_...)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from functools import cache
from importlib import resources

import jsonschema
import pytest

from pyengine.chart_check import Finding, Report, run_check

SCHEMA = json.loads(resources.files("pyengine").joinpath("check_schema.json").read_text("utf-8"))


@cache
def shipped() -> Report:
    return run_check("assault")


def finding(finding_id: str, report: Report | None = None) -> Finding:
    by_id = {f.id: f for f in (report or shipped()).findings}
    assert finding_id in by_id, f"missing finding {finding_id}"
    return by_id[finding_id]


def ids(kind: str, report: Report | None = None) -> set[str]:
    return {f.id for f in (report or shipped()).findings if f.kind == kind}


# ---- The acceptance list of issue 6 ---------------------------------------------------------


def test_swampy_exists_only_in_rev6():
    # 000 line 45 prints Swampy; 001's terrain chart ends with River (line 46).
    f = finding("row_only_in:terrain/swampy/rev6/pt")
    assert (f.klass, f.severity) == ("cross_edition", "warning")
    assert [s.doc for s in f.sources] == ["doc000"]
    assert ids("row_only_in") == {"row_only_in:terrain/swampy/rev6/pt"}


def test_single_storey_and_plain_buildings_are_one_row_renamed():
    # 000 line 14 and 001 line 17 print the same cells: 2 2 Blocked 3 - ... 1*2.
    f = finding("renamed_row:terrain/plain_buildings/pt/single_storey_buildings/rev6")
    assert {s.says for s in f.sources} == {"printed as 'Plain Buildings'", "printed as 'Single-storey Buildings'"}
    assert ids("renamed_row") == {
        "renamed_row:terrain/plain_buildings/pt/single_storey_buildings/rev6",
        "renamed_row:terrain/sneaky_trail/pt/covered_trail/rev6",
    }


def test_covered_trail_and_sneaky_trail_have_different_sections():
    # 000 line 24 "Covered Trail (9.6.3.3)"; 001 line 26 "Sneaky Trail (9.6.3.1.3)": two numbering
    # schemes, so it is a renumbering (info), tied to the renamed row.
    f = finding("section_renumbered:covered_trail/doc000/9.6.3.3/doc001/9.6.3.1.3")
    assert f.severity == "info"
    assert [(s.doc, s.where, s.says) for s in f.sources] == [
        ("doc000", "terrain chart, row Covered Trail", "cites 9.6.3.3"),
        ("doc001", "terrain chart, row Sneaky Trail", "cites 9.6.3.1.3"),
    ]


def test_tas_accuracy_plus_one_sits_on_roll_6_in_000_and_roll_5_in_001():
    # 000 line 264 "6  Accuracy +1"; 001 line 152 "5  Accuracy +1" (no-terrain-bonus column).
    f = finding("table_value_moved:tas_spotting/1/Accuracy +1/doc000/6/doc001/5")
    assert [(s.doc, s.where) for s in f.sources] == [("doc000", "line 264"), ("doc001", "line 152")]
    assert "row 6 in 000 but on row 5 in 001" in f.explanation


def test_support_unit_rerolls_attack_dice_in_000_and_defense_dice_in_001():
    # 000 line 192: the defending unit "can re-roll one of his attack dice"; 001 line 402: "one of
    # his defense dice"; the digest (11.1.3) sides with 001.
    f = finding("contradiction_across:cc_support_defense/doc000/doc001")
    assert f.klass == "contradiction"
    assert [(s.doc, s.where, s.says) for s in f.sources] == [
        ("doc000", "line 192", "says: re-roll one attack die"),
        ("doc001", "line 402", "says: re-roll one defense die"),
    ]
    finding("contradiction_across:cc_support_defense/digest/doc000")
    assert "contradiction_across:cc_support_defense/digest/doc001" not in ids("contradiction_across")


def test_fallback_is_cited_as_14_3_and_as_13_3():
    # 000 line 433 and 001 line 312 "fallback (14.3)"; 002 lines 48 and 114 "fallback (see 13.3)".
    f = finding("section_changed:fallback/doc000/14.3/doc002/13.3")
    assert f.severity == "warning"  # both claim rev6 numbering
    assert [(s.doc, s.where) for s in f.sources] == [
        ("doc000", "line 433"),
        ("doc002", "line 48"),
        ("doc002", "line 114"),
    ]
    assert finding("section_renumbered:fallback/doc001/14.3/doc002/13.3").severity == "info"
    finding("section_changed:fallback/digest/13.3/doc000/14.3")


# ---- Further classes, one hand-checked case each --------------------------------------------


def test_initial_round_assaulter_terrain_dice_contradict_within_000():
    # 000 line 204 (defender list): "Both units get the strongest die"; line 218 (assault list):
    # "The assaulting unit gets no dice for the terrain bonus, but instead receives one blue die".
    f = finding("contradiction_within:doc000/cc_initial_terrain(assaulter)")
    assert f.severity == "error"
    assert [s.where for s in f.sources] == ["line 204", "line 218"]
    assert ids("contradiction_within") == {f.id}


def test_initial_round_defender_terrain_dice_differ_between_charts():
    # 000 line 204 "the strongest die"; 001 line 409 "gets the dice for the terrain bonus".
    finding("contradiction_across:cc_initial_terrain(defender)/doc000/doc001")


def test_spotting_table_row_1_is_shifted_in_001():
    # 000 line 420 "- 2+ * *"; 001 line 56 "(blank) - 2+ *".
    f = finding("table_row_shifted:spotting_table/1/doc001/doc000")
    assert f.severity == "error"
    # The shift explains the cell differences of that row, so they are not reported again.
    assert not {i for i in ids("table_cell_changed") if i.startswith("table_cell_changed:spotting_table/1/")}


def test_tas_spotting_headers_differ():
    # 000 line 257 "No terrain bonus | Terrain bonus"; 001 line 147 "TAS rolls D6 | No terrain bonus".
    assert ids("header_changed") == {
        "header_changed:tas_spotting/1/doc000/No terrain bonus/doc001/TAS rolls D6",
        "header_changed:tas_spotting/2/doc000/Terrain bonus/doc001/No terrain bonus",
    }


def test_stale_references_inside_one_document():
    # 000 numbers the crater rule 12.4.3.5 (lines 297, 327) but titles its crater chart 12.4.6.2
    # (line 47); 001 numbers blast values 12.5 (line 192) but says "see 13.5" (line 304).
    assert ids("topic_two_sections") == {
        "topic_two_sections:doc000/oas_craters/12.4.3.5/12.4.6.2",
        "topic_two_sections:doc001/blast_values/12.5/13.5",
    }


def test_one_section_for_two_topics():
    # 000 prints 9.6.3.2 for the narrow road (line 30) and points the bunker's artillery arc to
    # 9.6.3.2 (line 71); 002 prints 13.1 for digging in and dug-in (lines 21-22).
    finding("section_shared:doc000/9.6.3.2/bunker_artillery_arc/narrow_road")
    finding("section_shared:doc002/13.1/digging_in/dug_in")
    finding("section_shared:doc001/9.6.1/hill/slope")
    # Topics of one rule group may share a section: 13.3 is both suppressed and fallback.
    assert not {i for i in ids("section_shared") if "/13.3/" in i}


def test_renumbering_collision_across_documents():
    # 12.4.3 is "Start artillery strike" in 000 (line 294) and "Spotting the target" in 001 (line 176).
    finding("section_reused:12.4.3/doc000/oas_start_strike/doc001/oas_spotting")


def test_procedure_steps_only_in_one_document():
    # 001 attacker step 1.0 asks about joint fire (line 228); 002's step 1.0 (lines 68-72) does not.
    finding("step_only_in:rf_attacker/1.0/joint_fire/doc001/doc002")
    # 000's TAS sequence has "TAS Accuracy (12.3.6.2)" (line 236); 001's (line 126) skips it.
    finding("step_only_in:tas_sequence/6.2/tas_accuracy/doc000/doc001")
    finding("part_only_in:oas_accuracy_table/doc001/doc000")


def test_blast_table_rows():
    # 000 and 001 print four outcomes; the rulebook (digest line 389) has five.
    assert ids("table_size_changed") == {
        "table_size_changed:blast_table/digest/5/doc000/4",
        "table_size_changed:blast_table/digest/5/doc001/4",
    }


def test_structure_findings():
    # 000 line 22: "Slope (9.6.5.2)" with no cells; 001 lines 207-209: crater rows collapsed.
    assert ids("row_cells_mismatch") == {
        "row_cells_mismatch:rev6/terrain/slope/no_cells",
        "row_cells_mismatch:pt/craters_ruins/craters/collapsed_cells",
        "row_cells_mismatch:pt/craters_ruins/brush_trees_craters/collapsed_cells",
        "row_cells_mismatch:pt/craters_ruins/ruins/collapsed_cells",
    }
    # 001 line 25 prints Slope with exactly Sneaky Trail's cells (line 26), but no footnote.
    assert finding("duplicate_cells:pt/terrain/slope/sneaky_trail").severity == "info"
    # 001 prints *2 and *3 on the hill's cells (line 24) and no hill footnote at all.
    assert {i for i in ids("unexplained_mark") if "/hill/" in i} == {
        "unexplained_mark:pt/terrain/hill/*2",
        "unexplained_mark:pt/terrain/hill/*3",
    }
    # The Heavy Forest footnote also explains Light Forest's "1*" (000 lines 11 and 13).
    assert not {i for i in ids("unexplained_mark") if "light_forest" in i}


def test_unknown_cells_are_listed_per_chart():
    # rev6 craters-and-ruins chart (000 lines 49-51): TDB and vehicle-damage cells are blank.
    f = finding("unknown_cells:rev6/craters_ruins/16")
    assert len(f.sources) == 16
    assert "craters and ruins chart, Craters, column TDB infantry" in {s.where for s in f.sources}
    assert ids("unknown_cells") == {
        "unknown_cells:rev6/terrain/74",
        "unknown_cells:pt/terrain/64",
        "unknown_cells:rev6/craters_ruins/16",
        "unknown_cells:pt/craters_ruins/30",
        "unknown_cells:rev6/fortification/32",
        "unknown_cells:pt/fortification/32",
        # Ranged fire modification table (10.9.5; 000 lines 511-513, 001 lines 69-71): 11 of 12 blank.
        "unknown_cells:rev6/fire_modifications/11",
        "unknown_cells:pt/fire_modifications/11",
    }


def test_footnote_differences_between_editions():
    # 000 line 35 "*2 ... prohibited for artillery or wheeled vehicles"; 001 line 37 has no such clause.
    finding("footnote_only_in:terrain/stone_wall/prohibited(art)/rev6/pt")
    # Both trail footnotes say artillery and vehicles use the hex cost (000 line 25, 001 line 27).
    assert not {i for i in ids("footnote_only_in") if "uses_hex_cost" in i}


def test_semantic_lints_on_shipped_charts():
    # 001's crater rows lost every movement cell; rev6's Slope has none.
    assert ids("no_movement_cost") == {
        "no_movement_cost:pt/craters_ruins/craters",
        "no_movement_cost:pt/craters_ruins/brush_trees_craters",
        "no_movement_cost:pt/craters_ruins/ruins",
        "no_movement_cost:rev6/terrain/slope",
    }
    # Light Forest's LOS cell is blank in 000 (line 11): its hindrance die is unknown.
    finding("hindrance_die_unknown:rev6/terrain/light_forest")
    # Clear prints "-" (line 7); Heavy Forest prints "Blocked" (line 12).
    assert not ids("hindrance_die_unknown") & {
        "hindrance_die_unknown:rev6/terrain/clear",
        "hindrance_die_unknown:rev6/terrain/heavy_forest",
    }
    assert not ids("hex_value_on_hex_terrain")


# ---- Whole-report invariants -----------------------------------------------------------------


def test_counts_per_class():
    # The closing note of issue 6 reports these; a change to the data or the lints shows here.
    assert shipped().counts("klass") == {
        "contradiction": 13,
        "cross_edition": 125,  # 97 + 28 wording_changed (tests/games/assault/test_check_wording.py)
        "cross_reference": 14,
        "semantic": 22,
        "structure": 44,
    }


def test_every_finding_is_worded_and_sourced():
    for f in shipped().findings:
        assert f.sources, f.id
        assert "{" not in f.explanation and "(" not in f.explanation.split()[0], f.id
        assert all(s.file for s in f.sources), f.id


def test_json_validates_and_ids_are_unique(umpire):
    result = umpire("check", "--json")
    assert result.code == 0
    document = result.json()
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    jsonschema.validate(document, SCHEMA)
    found = [f["id"] for f in document["findings"]]
    assert len(found) == len(set(found)) == 218


def test_text_output_counts(umpire):
    result = umpire("check")
    assert result.code == 0
    assert result.out.startswith("umpire check: assault charts: 218 findings (6 error, 104 warning, 108 info)")


def test_memoir44_bundles_are_clean(umpire):
    result = umpire("check", "--game", "memoir44", "--json")
    assert result.code == 0
    assert result.json()["findings"] == []


@pytest.mark.parametrize("game", ["assault", "memoir44"])
def test_check_is_deterministic(game):
    assert run_check(game) == run_check(game)


def test_output_is_the_same_under_any_hash_seed():
    # Sources that share a document and a line are ordered by what they say, not by set order.
    outputs = {
        subprocess.run(
            [sys.executable, "-m", "pyengine.cli", "check", "--json"],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": seed},
        ).stdout
        for seed in ("1", "2", "3")
    }
    assert len(outputs) == 1
