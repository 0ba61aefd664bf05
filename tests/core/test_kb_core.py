"""KB-level tests with plain clingo calls: hex geometry and the chart transcription."""

import clingo
import pytest

from pyengine.kb_rules import kb_text


def atoms(*files: str, facts: str = "") -> set[str]:
    ctl = clingo.Control(["--warn=none"])
    for f in files:
        ctl.add("base", [], kb_text(f))
    ctl.add("base", [], facts)
    ctl.ground([("base", [])])
    found: set[str] = set()
    ctl.solve(on_model=lambda m: found.update(str(s) for s in m.symbols(atoms=True)))
    return found


def test_adjacency_only_between_emitted_hexes():
    got = atoms("core/hex.lp", facts="hex(h(0,0)). hex(h(1,0)). hex(h(0,1)). hex(h(5,5)).")
    adj = {a for a in got if a.startswith("adjacent(")}
    # Directions count clockwise from east on axial coordinates: 1 is (0,+1), 5 is (+1,-1).
    assert adj == {
        "adjacent(h(0,0),h(1,0),0)",
        "adjacent(h(1,0),h(0,0),3)",
        "adjacent(h(0,0),h(0,1),1)",
        "adjacent(h(0,1),h(0,0),4)",
        "adjacent(h(1,0),h(0,1),2)",
        "adjacent(h(0,1),h(1,0),5)",
    }


@pytest.mark.parametrize(
    ("a", "b", "d"), [((0, 0), (3, 0), 3), ((0, 0), (2, -4), 4), ((1, 2), (-1, 4), 2), ((0, 0), (0, 0), 0)]
)
def test_distance_for_wanted_pairs_only(a, b, d):
    got = atoms("core/distance.lp", facts=f"want_distance(h{a},h{b}).".replace(" ", ""))
    assert {x for x in got if x.startswith("distance(")} == {f"distance(h{a},h{b},{d})".replace(" ", "")}


CHART = ("assault/vocab.lp", "assault/chart.lp")


@pytest.mark.parametrize("edition", ["rev6", "pt"])
def test_every_terrain_row_has_eleven_cells_and_fort_rows_sixteen(edition):
    got = atoms(*CHART, f"assault/chart_{edition}.lp")
    cells = [a for a in got if a.startswith(f"cell({edition},")]
    rows = {a.split(",")[2] for a in cells}
    for row in rows:
        n = sum(1 for a in cells if a.split(",")[2] == row)
        chart = next(a.split(",")[1] for a in cells if a.split(",")[2] == row)
        assert n == (16 if chart == "fortification" else 11), row


def test_override_fills_only_unknown_cells():
    facts = "edition(rev6). override(terrain,rocky,tdb_inf,dice(0,0,1,0)). override(terrain,clear,foot,n(9))."
    got = atoms(*CHART, "assault/chart_rev6.lp", facts=facts)
    values = {a for a in got if a.startswith("value(terrain,rocky,tdb_inf") or a.startswith("value(terrain,clear,foot")}
    assert values == {
        "value(terrain,rocky,tdb_inf,dice(0,0,1,0),cite(chart_override,none,scenario,row(terrain,rocky,tdb_inf)))",
        "value(terrain,clear,foot,n(1),cite(chart_cell,none,doc000,row(terrain,clear,foot)))",
    }


def test_swampy_is_a_rev6_row_only():
    assert 'row(rev6,terrain,24,swampy,"Swampy",none)' in atoms(*CHART, "assault/chart_rev6.lp")
    pt = atoms(*CHART, "assault/chart_pt.lp")
    assert not any("swampy" in a for a in pt if a.startswith(("row(", "cell(")))


def test_every_message_functor_has_one_template():
    # Two templates for one functor would word a term by whichever the catalogue read last.
    from pyengine.game import GAMES
    from pyengine.kb_rules import kb_text

    for game in GAMES:
        text = kb_text(f"{game}/messages.lp")
        functors = [line.split(",")[0] for line in text.splitlines() if line.startswith("message(")]
        assert len(functors) == len(set(functors)), game
