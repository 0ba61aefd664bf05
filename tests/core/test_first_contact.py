"""What a new user meets first: the bundled examples, includes from anywhere, the words a game
accepts, pictures to print, a checker that can fail a build, and a typed API."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from pyengine import UmpireError, open_scenario
from pyengine.games import assault, memoir44
from pyengine.kb_rules import catalogue
from pyengine.picture_files import has_fonts
from tests.conftest import EXAMPLES

ROOT = EXAMPLES.parent
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def test_examples_lists_every_bundled_file_with_its_first_comment(umpire):
    result = umpire("examples")
    assert result.code == 0
    lines = result.out.splitlines()
    # Scenarios first, then catalogues, then charts, each with its game and summary.
    assert lines[0].startswith("assault_bunker_assault.scn   assault   Assault: US rifles storm a German bunker")
    for name in ("assault_tutorial.scn", "memoir44_river_crossing.scn", "skirmish_ambush.scn", "sicily_cards.cards"):
        assert any(line.startswith(name) for line in lines), name
    assert any(line.startswith("house_chart.lp") for line in lines)


def test_an_example_is_printed_by_its_name_with_or_without_suffix(umpire):
    by_stem, by_name = umpire("examples", "assault_tutorial"), umpire("examples", "assault_tutorial.scn")
    assert by_stem.out == by_name.out == (EXAMPLES / "assault_tutorial.scn").read_text("utf-8")


def test_an_unknown_example_lists_them_and_suggests_one(umpire):
    result = umpire("examples", "assault_tutoral")
    assert result.code == 2
    assert "no bundled example 'assault_tutoral'" in result.err
    assert "did you mean 'assault_tutorial'?" in result.err


def test_a_copied_example_runs_where_it_was_copied(umpire, tmp_path):
    result = umpire("examples", "assault_tutorial", "--copy", str(tmp_path / "mine"))
    assert result.code == 0, result.err
    assert sorted(p.name for p in (tmp_path / "mine").iterdir()) == ["assault_tutorial.scn", "sicily_cards.cards"]
    ran = umpire("run", str(tmp_path / "mine" / "assault_tutorial.scn"))
    assert ran.code == 0, ran.err
    again = umpire("examples", "assault_tutorial", "--copy", str(tmp_path / "mine"))
    assert again.code == 2 and "will not write over a file or a link that exists" in again.err


def test_a_scenario_alone_is_told_of_the_bundled_catalogue(umpire, tmp_path):
    lone = tmp_path / "t.scn"
    lone.write_text((EXAMPLES / "assault_tutorial.scn").read_text("utf-8"), "utf-8")
    result = umpire("run", str(lone))
    assert result.code == 2
    assert "cannot include 'sicily_cards.cards': no such file in" in result.err
    assert "did you mean 'umpire:sicily_cards.cards'?" in result.err
    lone.write_text(lone.read_text("utf-8").replace('"sicily_cards.cards"', '"umpire:sicily_cards.cards"'), "utf-8")
    assert umpire("run", str(lone)).out == umpire("run", str(EXAMPLES / "assault_tutorial.scn")).out.replace(
        str(EXAMPLES / "assault_tutorial.scn"), str(lone)
    )


def test_only_bundled_catalogues_are_reachable_by_the_umpire_prefix(umpire, tmp_path):
    scenario = tmp_path / "t.scn"
    for include, message in (
        ("umpire:house_chart.lp", "no bundled catalogue 'house_chart.lp'"),
        ("umpire:../pyengine/cli.py", "no bundled catalogue '../pyengine/cli.py'"),
    ):
        scenario.write_text(f'game assault edition rev6\nmap 2 x 2\ninclude "{include}"\n', "utf-8")
        result = umpire("run", str(scenario))
        assert result.code == 2 and message in result.err, result.err


def test_include_dir_is_searched_after_the_scenarios_folder(umpire, tmp_path):
    cards = tmp_path / "cards"
    cards.mkdir()
    (cards / "sicily_cards.cards").write_text((EXAMPLES / "sicily_cards.cards").read_text("utf-8"), "utf-8")
    play = tmp_path / "play"
    play.mkdir()
    (play / "t.scn").write_text((EXAMPLES / "assault_tutorial.scn").read_text("utf-8"), "utf-8")
    assert umpire("run", str(play / "t.scn")).code == 2
    found = umpire("run", str(play / "t.scn"), "--include-dir", str(cards))
    assert found.code == 0, found.err


def test_words_lists_every_terrain_with_meaning_source_and_editor_names(umpire):
    result = umpire("words", "memoir44", "terrain")
    assert result.code == 0
    lines = result.out.splitlines()
    assert lines[0] == f"terrain ({len(catalogue('memoir44', None).words('terrain'))} words)"
    forest = next(line for line in lines if line.strip().startswith("forest"))
    # memoir44-facts.md line 52 is the forest row; the editor's name comes from the expansion facts.
    assert "woods)" in forest and forest.endswith("| memoir44-facts.md · line 52")
    assert umpire("words", "assault", "status").out.count("§13.") == 17


def test_every_accepted_word_has_a_meaning_and_a_source():
    for game, edition in (("assault", "rev6"), ("assault", "pt"), ("memoir44", None), ("skirmish", None)):
        cat = catalogue(game, edition)
        words = {(kind, word) for kind, ws in cat.vocab.items() for word in ws}
        assert words == set(cat.meanings), (game, edition)
        for (kind, alias), synonym in cat.synonyms.items():
            assert synonym.text in cat.words(kind) and alias not in cat.words(kind)


def test_the_editors_names_answer_exactly_as_the_kbs_own(umpire, tmp_path):
    text = (EXAMPLES / "memoir44_river_crossing.scn").read_text("utf-8")
    renamed = text.replace("terrain forest", "terrain woods").replace("obstacle sandbags", "obstacle sand")
    assert renamed != text
    (tmp_path / "m.scn").write_text(renamed, "utf-8")
    mine, theirs = (
        umpire("run", str(tmp_path / "m.scn"), "--json"),
        umpire("run", str(EXAMPLES / "memoir44_river_crossing.scn"), "--json"),
    )
    assert mine.json()["answers"] == theirs.json()["answers"]


def test_an_unknown_word_lists_few_names_in_full_and_points_to_words_for_many(write, umpire):
    few = umpire("run", write("game memoir44\nmap 13 x 9 coords doubled\nobstacle wadi at 4,4\n"))
    obstacles = sorted(catalogue("memoir44", None).words("obstacle"))
    assert len(obstacles) <= 24 and f"expected: one of the obstacle names: {', '.join(obstacles)}" in few.err
    # Assault has more named assumptions than an error lists.
    n = len(catalogue("assault", "rev6").words("assumption"))
    many = umpire("run", write("game assault edition rev6\nmap 2 x 2\nassume no_such_thing off\n"))
    assert (
        n > 24 and f"expected: one of {n} assumption names (`umpire words assault assumption` lists them)" in many.err
    )
    typo = umpire("run", write("game memoir44\nmap 13 x 9 coords doubled\nterrain wods at 4,4\n"))
    assert "did you mean 'forest'?" in typo.err  # the editor's "woods" is nearest; it stands for forest


def test_render_writes_png_and_pdf_and_refuses_other_suffixes(umpire, tmp_path):
    scenario = str(EXAMPLES / "memoir44_river_crossing.scn")
    png, pdf = tmp_path / "m.png", tmp_path / "m.pdf"
    if not has_fonts():  # a bare machine: the words of a picture need a font, and it says which
        refused = umpire("render", scenario, "-o", str(png))
        assert refused.code == 2 and "fonts-dejavu-core" in refused.err and not png.exists()
        return
    assert umpire("render", scenario, "battle", "allied_armor", "-o", str(png)).code == 0
    assert png.read_bytes().startswith(PNG_SIGNATURE)
    assert umpire("render", scenario, "battle", "allied_armor", "-o", str(pdf)).code == 0
    assert pdf.read_bytes().startswith(b"%PDF-")
    wrong = umpire("render", scenario, "-o", str(tmp_path / "m.jpg"))
    assert wrong.code == 2 and "expected: a file name ending in .svg, .png, .pdf" in wrong.err
    assert not (tmp_path / "m.jpg").exists()


def test_check_fails_a_build_only_on_the_severity_asked_for(umpire):
    # The shipped Assault charts hold errors (docs/checking.md); skirmish's hold warnings at worst.
    assert umpire("check").code == 0
    assert umpire("check", "--fail-on", "error").code == 1
    assert umpire("check", "--game", "skirmish", "--fail-on", "error").code == 0
    assert umpire("check", "--game", "skirmish", "--fail-on", "warning").code == 1
    assert umpire("check", "--game", "memoir44", "--fail-on", "info").code == 0


def test_every_file_named_in_help_exists(umpire):
    help_text = subprocess.run(
        [sys.executable, "-m", "pyengine", "--help"], capture_output=True, text=True, cwd=ROOT, check=True
    ).stdout
    named = set(re.findall(r"\bexamples/[\w.]+", help_text))
    assert named and all((ROOT / path).is_file() for path in named), named


def readme_python() -> str:
    readme = (ROOT / "README.md").read_text("utf-8")
    blocks = re.findall(r"```python\n(.*?)```", readme, re.DOTALL)
    assert len(blocks) == 1
    return blocks[0]


def test_a_users_script_passes_mypy_strict_after_the_quick_start(tmp_path):
    """The README's API example as a user's own script, checked the way a user would: the
    environment's mypy, in a folder of the user's, with no settings (the Quick start installs
    Umpire so that mypy finds it: scripts/bootstrap.py)."""
    (tmp_path / "mine.py").write_text(readme_python(), "utf-8")
    env = {k: v for k, v in os.environ.items() if k not in ("MYPYPATH", "PYTHONPATH")}
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "mine.py"], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_ask_with_the_wrong_answer_class_says_which_it_is():
    game = open_scenario(EXAMPLES / "memoir44_river_crossing.scn")
    assert isinstance(game.ask("battle allied_armor", memoir44.BattleAnswer), memoir44.BattleAnswer)
    with pytest.raises(UmpireError) as caught:
        game.ask("battle allied_armor", assault.LosAnswer)
    assert caught.value.message == "'battle allied_armor' is answered by BattleAnswer"
    assert caught.value.expected == "answer_type=BattleAnswer"


def test_the_version_has_one_source():
    pyproject = (ROOT / "pyproject.toml").read_text("utf-8")
    assert 'dynamic = ["version"]' in pyproject
    assert 'version = { attr = "pyengine.version.__version__" }' in pyproject
    assert not re.search(r'^version = "', pyproject, re.MULTILINE)


def test_a_machine_without_fonts_is_told_which_to_install(umpire, tmp_path, monkeypatch):
    import pyengine.picture_files as pictures

    monkeypatch.setattr(pictures, "FONT_DIRS", (str(tmp_path / "no-fonts"),))
    pictures.has_fonts.cache_clear()
    try:
        result = umpire("render", str(EXAMPLES / "memoir44_river_crossing.scn"), "-o", str(tmp_path / "m.png"))
    finally:
        monkeypatch.undo()
        pictures.has_fonts.cache_clear()
    assert result.code == 2 and "no font installed for the picture's words" in result.err
    assert "fonts-dejavu-core" in result.err and not (tmp_path / "m.png").exists()
