"""umpire check --chart: a user's chart is linted like the shipped ones and compared with them;
the file is data and bad input gets a located error (exit 2), never a traceback."""

from __future__ import annotations

import clingo
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyengine.chart_check import run_check
from pyengine.kb_rules import kb_text

HEADER = "edition_doc(mine, my_doc).\n"


def test_house_chart_example(examples_copy, umpire):
    # examples/house_chart.lp: brush wheeled 2 (both shipped editions print 3, 000 line 9),
    # a Hex+1 on the marsh, an orchard blocking LOS at height 0, a bog damaging wheeled units it bars.
    result = umpire("check", "--chart", str(examples_copy / "house_chart.lp"), "--json")
    assert result.code == 0
    found = {f["id"]: f for f in result.json()["findings"]}
    assert set(found) == {
        "hex_value_on_hex_terrain:house/terrain/marsh/foot",
        "row_only_in:terrain/bog/house/pt",
        "row_only_in:terrain/bog/house/rev6",
        "row_only_in:terrain/marsh/house/pt",
        "row_only_in:terrain/marsh/house/rev6",
        "row_only_in:terrain/orchard/house/pt",
        "row_only_in:terrain/orchard/house/rev6",
        "value_changed:terrain/brush/wheeled/house/n(2)/pt/n(3)",
        "value_changed:terrain/brush/wheeled/house/n(2)/rev6/n(3)",
        "unexplained_mark:house/terrain/bog/*",
        "blocking_without_height:house/terrain/orchard",
        "damage_where_blocked:house/terrain/bog/wheeled",
        "hindrance_die_unknown:house/terrain/brush",
        "rows_left_out:terrain/house/24",
        "unknown_cells:house/terrain/7",
    }
    changed = found["value_changed:terrain/brush/wheeled/house/n(2)/rev6/n(3)"]
    assert changed["explanation"] == "terrain chart, Brush, wheeled: house prints 2, rev6 prints 3"
    assert {s["file"].rsplit("/", 1)[-1] for s in changed["sources"]} == {"house_chart.lp", "000_f3e2093d63ee0f25.txt"}


def test_a_copy_of_rev6_under_a_new_name_differs_only_where_rev6_and_pt_do(tmp_path):
    text = kb_text("assault/chart_rev6.lp").replace("rev6", "mine").replace("doc000", "my_doc")
    chart = tmp_path / "mine.lp"
    chart.write_text("".join(line for line in text.splitlines(True) if not line.startswith(("marker_rule", "%"))))
    report = run_check("assault", str(chart))
    # Against rev6 nothing differs; against pt exactly what rev6 vs pt shows.
    assert not [f for f in report.findings if "rev6" in f.subject]

    def unordered(findings, *editions):
        # A pair's order in an id follows the names' order, so compare the parts as sets.
        return {(f.kind, frozenset(f.subject)) for f in findings if set(editions) <= set(f.subject)}

    as_rev6 = {
        (kind, frozenset(part.replace("mine", "rev6").replace("my_doc", "doc000") for part in subject))
        for kind, subject in unordered(report.findings, "mine", "pt")
    }
    assert as_rev6 == unordered(run_check("assault").findings, "rev6", "pt")


@pytest.mark.parametrize(
    ("text", "line", "column", "message"),
    [
        (HEADER + "terain_row(mine, terrain, x, none).\n", 2, 1, "unknown chart predicate 'terain_row/4'"),
        (HEADER + "#script (python)\nimport os\n#end.\n", 2, 1, "directives are not allowed"),
        (HEADER + '  #include "/etc/passwd".\n', 2, 3, "directives are not allowed"),
        (HEADER + "p(X) :- q(X).\n", 2, 1, "only facts are allowed"),
        (HEADER + 'row(mine, terrain, 1, X, "a", none).\n', 2, 1, "may not contain variables"),
        (HEADER + "row(mine, terrain\n", 3, 1, "syntax error"),
        ("edition_doc(rev6, x).\n", 1, 1, "edition 'rev6' is already shipped"),
        ("edition_doc(mine, doc000).\n", 1, 1, "document 'doc000' is already shipped"),
    ],
)
def test_bad_chart_files_get_located_errors(write, umpire, text, line, column, message):
    path = write(text, "chart.lp")
    result = umpire("check", "--chart", path)
    assert result.code == 2
    assert result.err.startswith(f"{path}:{line}:{column}: error: ")
    assert message in result.err
    assert "Traceback" not in result.err


def test_did_you_mean_for_a_misspelt_predicate(write, umpire):
    path = write(HEADER + 'footnot(mine, terrain, clear, "*", x).\n', "chart.lp")
    assert "did you mean 'footnote/5'?" in umpire("check", "--chart", path).err


def test_two_editions_in_one_file_is_an_error(write, umpire):
    path = write(HEADER + 'row(other, terrain, 1, clear, "Clear", none).\n', "chart.lp")
    result = umpire("check", "--chart", path)
    assert result.code == 2 and "exactly one edition" in result.err


def test_missing_file(umpire, tmp_path):
    result = umpire("check", "--chart", str(tmp_path / "nope.lp"))
    assert result.code == 2 and "nope.lp: error: no such file" in result.err and "a path to a chart file" in result.err


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(alphabet=st.sampled_from(list('abrow(),."#%:-X_ 1\n')), max_size=80))
def test_no_traceback_on_any_chart_text(tmp_path, umpire, text):
    chart = tmp_path / "fuzz.lp"
    chart.write_text(HEADER + text)
    result = umpire("check", "--chart", str(chart))
    assert result.code in (0, 2), result.err
    assert "Traceback" not in result.err and "internal error" not in result.err


def test_kb_level_duplicate_and_shift_lints():
    """core/lint.lp on a hand-made model, with plain clingo: two identical rows, a shifted row."""
    facts = """
    edition_doc(e, d). chart_in(e, t).
    row(e, t, 1, a, "A", none). row(e, t, 2, b, "B", none).
    cell(e, t, a, foot, n(1)). cell(e, t, b, foot, n(1)). cell(e, t, a, los, none). cell(e, t, b, los, none).
    part(d1, tab, s, line(1)). part(d2, tab, s, line(1)).
    table_cell(d1, tab, 1, 1, "x", line(2)). table_cell(d1, tab, 1, 2, "y", line(2)).
    table_cell(d1, tab, 1, 3, "z", line(2)).
    table_cell(d2, tab, 1, 1, unknown, line(2)). table_cell(d2, tab, 1, 2, "x", line(2)).
    table_cell(d2, tab, 1, 3, "y", line(2)).
    """
    ctl = clingo.Control(["--warn=none"])
    ctl.add("base", [], kb_text("core/lint.lp") + facts)
    ctl.ground([("base", [])])
    with ctl.solve(yield_=True) as handle:
        shown = {str(s) for model in handle for s in model.symbols(shown=True) if s.name == "finding"}
    assert "finding(duplicate_row,(e,t,a,b))" in shown
    assert "finding(table_row_shifted,(tab,1,d2,d1))" in shown
    assert not [s for s in shown if s.startswith("finding(table_cell_changed")]
