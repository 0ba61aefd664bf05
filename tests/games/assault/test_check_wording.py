"""The wording lint (kb/core/wording_lint.lp, pyengine/wording_diff.py): text units that 000
and 001 both print, compared word by word. Hand-made units first, then the shipped ones
(kb/assault/wording.lp), each read off the two documents by hand."""

from pyengine.chart_check import run_check
from pyengine.kb_rules import program
from pyengine.kb_solve import solve
from pyengine.wording_diff import wording_facts


def lint(units: str) -> dict[str, str]:
    """finding subject -> severity, for hand-made wording/5 facts."""
    atoms, _ = solve(program(("core/lint.lp", "core/wording_lint.lp")), units, then=wording_facts)
    return {str(a.arguments[1]): str(a.arguments[2]) for a in atoms if a.name == "finding_severity"}


def unit(name: str, kind: str, a: str, b: str) -> str:
    return f'wording({name}, {kind}, d1, 1, "{a}"). wording({name}, {kind}, d2, 2, "{b}").\n'


def test_each_kind_of_change():
    facts = (
        unit("h", "header", "Defense Bonus for fortifications", "Defense Bonus for Secondary Terrain")
        + unit("s", "step", "an immobilised vehicle", "an immobilized vehicle")
        + unit("r", "step", "see the card (4.2) and 10.7.6", "see the card () and 10.7.5")
        + unit("m", "footnote", "Cannot be crossed.", "Cannot crossed.")
        + unit("same", "note", "No change here.", "No change here.")
        + 'minor_word("be").'
    )
    assert lint(facts) == {
        "(header,h,d1,d2)": "warning",  # words that change the meaning
        "(step,s,d1,d2)": "info",  # one letter: a spelling
        "(footnote,m,d1,d2)": "info",  # a minor word dropped
    }  # r: section numbers only, left to the section lints; same: no difference


SHIPPED = {f.subject[1]: f for f in run_check("assault").findings if f.kind == "wording_changed"}


def test_the_four_kinds_the_issue_names():
    # A header that reads differently: 000 line 62 against 001 line 77.
    header = SHIPPED["fortification_chart_header"]
    assert header.severity == "warning" and ("line 62", "'fortifications' became 'Secondary Terrain'") in {
        (s.where, s.says) for s in header.sources
    }
    # A footnote that names another place where units end their move (000:65, 001:80).
    assert "'sandbag position; vehicles in the hex' became 'secondary'" in {
        s.says for s in SHIPPED["sandbag_end"].sources
    }
    # A procedure step that adds a clause, beside a renumbering (000:296, 001:178).
    assert {s.says for s in SHIPPED["oas_destroying"].sources} >= {
        "'(12.4.3.4' became 'or secondary terrain (12.4.6.1'"
    }
    # A close-combat line that names another terrain for the assaulting unit's die (000:222, 001:416).
    says = {s.says for s in SHIPPED["cc_initial_assault_fortification"].sources}
    assert "adds 'of the primary terrain'" in says


def test_shipped_wording_findings_and_severities():
    assert {u for u, f in SHIPPED.items() if f.severity == "info"} == {
        "barbed_wire_2",  # 'be' dropped
        "failed_spotting",  # die / dice
        "vehicle_critical_damage",  # immobilised / immobilized
        "large_building_levels",  # '1. Artillery' / '1 artillery', 'to be' dropped
    }
    assert len(SHIPPED) == 28
    # Renumbered only (000:445 10.7.6 against 001:316 10.7.5; 000:453 'card 4.2' against 001:108
    # 'card'), and unchanged (close combat, vehicles' terrain bonus): no finding.
    assert {"vehicle_critical_suppression", "area_of_impact", "cc_vehicles_no_terrain"}.isdisjoint(SHIPPED)
    both = SHIPPED["cc_defense_support"]
    assert [s.file for s in both.sources if s.says and s.says.startswith("says")] == [
        "000_f3e2093d63ee0f25.txt",
        "001_79dd9f4650491927.txt",
    ]
