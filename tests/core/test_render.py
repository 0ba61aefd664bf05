"""`umpire render` and `umpire run --svg`: the board as the scenario has it, one panel per
answer, the same bytes every time, and bad input as for any command."""

import os
import subprocess
import sys

from tests.conftest import EXAMPLES
from tests.svg_marks import NS, hexes, marks, parse

TUTORIAL = str(EXAMPLES / "assault_tutorial.scn")
RIVER = str(EXAMPLES / "memoir44_river_crossing.scn")


def render(umpire, *args: str) -> str:
    result = umpire("render", *args)
    assert result.code == 0, result.err
    return result.out


def test_the_board_has_every_hex_unit_and_feature_of_the_scenario(umpire):
    root = parse(render(umpire, RIVER, "los", "allied_inf", "axis_outpost"))
    polygons = [p for p in root.iter(f"{NS}polygon") if "hex" in p.get("class", "").split()]
    assert len(polygons) == 113  # the 13 x 9 board: rows of 13 and 12 hexes
    by_id = {p.get("id"): p for p in polygons}
    assert by_id["p0-hex-16,2"].get("class") == "hex terrain-hill"
    assert by_id["p0-hex-16,2"].find(f"{NS}title").text == "16,2: hill"
    units = {g.get("id"): g for g in root.iter(f"{NS}g") if "unit" in g.get("class", "").split()}
    assert units["p0-unit-axis_outpost"].get("data-hex") == "9,3"
    assert units["p0-unit-axis_outpost"].find(f"{NS}title").text.startswith("axis_outpost: axis, infantry")
    assert root.find(f"{NS}title").text == f"{RIVER}: memoir44"


def test_hexsides_paths_and_levels_are_drawn(umpire):
    root = parse(render(umpire, TUTORIAL, "moves", "us_rifles"))
    lines = {el.get("id"): el for el in root.iter(f"{NS}line")}
    walls = [i for i in lines if i and i.startswith("p0-hexside-")]
    assert walls and lines[walls[0]].find(f"{NS}title").text.startswith("stone wall")
    assert any(i and i.startswith("p0-path-") for i in lines)
    assert [t.text for t in root.iter(f"{NS}text") if t.get("class") == "level"] == ["L1", "L1"]


def test_one_panel_per_question_of_the_file(umpire):
    root = parse(render(umpire, RIVER))
    panels = [g.get("id") for g in root.iter(f"{NS}g") if g.get("class") == "panel"]
    # 12 questions, and `actions axis` draws one panel for each of the 4 Axis units.
    assert len(panels) == 11 + 4
    headings = [t.text for t in root.iter(f"{NS}text") if t.get("class") == "heading"]
    assert headings[0] == "moves allied_inf" and headings[-1] == "actions axis: axis_scouts"


def test_the_legend_words_every_mark_class_used(umpire):
    root = parse(render(umpire, TUTORIAL, "moves", "us_rifles"))
    legend = {t.get("id") for t in root.iter(f"{NS}text") if t.get("class") == "legend-text"}
    assert {"legend-reachable", "legend-unreachable", "legend-subject"} <= legend
    assert "legend-terrain-heavy_forest" in legend and "legend-side-allies" in legend
    assert hexes(root, "reachable") and not marks(root, "target")


def _svg(seed: str, *args: str) -> bytes:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    return subprocess.run(
        [sys.executable, "-m", "pyengine", "render", *args], capture_output=True, env=env, check=True
    ).stdout


def test_the_same_input_gives_the_same_bytes():
    for args in ((TUTORIAL, "targets", "tiger"), (RIVER, "actions", "axis")):
        assert len({_svg(seed, *args) for seed in ("0", "1", "4242")}) == 1


def test_run_with_svg_writes_one_picture_per_question(umpire, tmp_path):
    plain = umpire("run", RIVER).out
    result = umpire("run", RIVER, "--svg", str(tmp_path / "pics"))
    assert result.code == 0 and result.out == plain
    names = sorted(p.name for p in (tmp_path / "pics").iterdir())
    assert names[:2] == ["01-moves.svg", "02-moves.svg"] and names[-1] == "12-actions.svg" and len(names) == 12
    assert parse((tmp_path / "pics" / "06-battle.svg").read_text("utf-8")).find(f"{NS}title").text.endswith("memoir44")


def test_render_writes_to_a_file(umpire, tmp_path):
    out = tmp_path / "b.svg"
    result = umpire("render", RIVER, "battle", "allied_armor", "-o", str(out))
    assert result.code == 0 and result.out.strip() == f"wrote {out}"
    assert out.read_text("utf-8").startswith("<svg")


def test_a_scenario_without_questions_draws_the_board(umpire, write):
    root = parse(render(umpire, write("game memoir44\nmap 13 x 9\nterrain forest at 4,4\n")))
    assert [t.text for t in root.iter(f"{NS}text") if t.get("class") == "heading"] == [root.find(f"{NS}title").text]
    assert not [el for el in root.iter() if "mark" in el.get("class", "").split()]


def test_bad_input_to_render_is_a_clear_error(umpire, write):
    result = umpire("render", write("game memoir44\nmap 13 x 9\nterrain forrest at 4,4\n"))
    assert result.code == 2 and "s.scn:3:9: error: unknown terrain 'forrest'" in result.err
    result = umpire("render", RIVER, "batle", "allied_armor")
    assert result.code == 2 and "<command line>:1:5: error: unknown question 'batle'" in result.err
    result = umpire("render", RIVER, "battle", "allied_armor", "-o", str(EXAMPLES / "no_such_dir" / "x.svg"))
    assert result.code == 2 and "cannot write the picture" in result.err and "Traceback" not in result.err


def test_the_readme_pictures_are_current(umpire):
    """Each picture of docs/pictures/ is what its line of make.sh makes today."""
    root = EXAMPLES.parent
    lines = [line.split() for line in (root / "docs" / "pictures" / "make.sh").read_text("utf-8").splitlines()]
    commands = [words[1:] for words in lines if words[:1] == ["umpire"]]
    assert len(commands) == 18
    here = os.getcwd()
    os.chdir(root)  # the pictures name their scenario by its path from the repository
    try:
        for words in commands:
            out = words[words.index("-o") + 1]
            fresh = umpire(*words[: words.index("-o")])
            assert fresh.code == 0, fresh.err
            assert fresh.out == (root / out).read_text("utf-8"), f"{out} is stale: run docs/pictures/make.sh"
    finally:
        os.chdir(here)
