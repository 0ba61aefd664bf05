"""The README and docs/: every link resolves, every repository path they name exists, the
README stays a short front door, and its Python API example runs as written."""

import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
# A path in backticks under one of the repository's folders, e.g. `kb/assault/los.lp`.
REPO_PATH = re.compile(r"`((?:pyengine|kb|dsl|examples|tests|benchmarks|docs)/[^`\s]*)`")


def anchors(page: Path) -> set[str]:
    """GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens."""
    heads = re.findall(r"(?m)^#+ (.*)$", page.read_text("utf-8"))
    return {re.sub(r"[^\w\- ]", "", h.strip().lower()).replace(" ", "-") for h in heads}


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_link_resolves(page):
    for target in LINK.findall(page.read_text("utf-8")):
        if re.match(r"https?://", target):
            # No network here: an external link must at least be a well-formed https address.
            assert re.fullmatch(r"https://[\w.-]+\.[a-z]{2,}(/[\w./%#-]*)?", target), target
            continue
        path, _, anchor = target.partition("#")
        linked = (page.parent / path).resolve() if path else page
        assert linked.exists(), f"{page.name}: {target}"
        if anchor:
            assert anchor in anchors(linked), f"{page.name}: {target}"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_repository_path_named_exists(page):
    for name in REPO_PATH.findall(page.read_text("utf-8")):
        if "<" in name or "*" in name:  # a pattern such as kb/<game>/check.lp
            continue
        assert (ROOT / name.rstrip(".,:;")).exists(), f"{page.name} names {name}"


def test_the_link_checker_catches_a_broken_link(tmp_path):
    page = tmp_path / "p.md"
    page.write_text("# Top\n[a](missing.md) [b](#top) [c](#nowhere)\n", encoding="utf-8")
    found = LINK.findall(page.read_text("utf-8"))
    assert found == ["missing.md", "#top", "#nowhere"]
    assert not (tmp_path / "missing.md").exists() and "top" in anchors(page) and "nowhere" not in anchors(page)


def test_the_readme_is_a_short_front_door():
    text = (ROOT / "README.md").read_text("utf-8")
    assert len(text.encode("utf-8")) < 12 * 1024
    quick = re.search(r"## Quick start\n.*?```sh\n(.*?)```", text, re.S).group(1).splitlines()
    assert quick == [
        "python3 scripts/bootstrap.py && .venv/bin/umpire run examples/assault_tutorial.scn",
        "python3 scripts/bootstrap.py --test && .venv/bin/python -m pytest",
    ]
    # CI runs both as typed (a newcomer's terminal: no CI variable), before any extra is installed.
    ci = (ROOT / ".ci" / "run").read_text("utf-8").splitlines()
    first, second = (next(i for i, line in enumerate(ci) if command in line) for command in quick)
    extras = next(i for i, line in enumerate(ci) if "--rl" in line and not line.lstrip().startswith("#"))
    assert first < second < extras
    assert ci[second] == f"env -u CI bash -c '{quick[1]}'" and ci[first].startswith(f"env -u CI bash -c '{quick[0]}")


def test_the_checkers_summary_in_the_docs_is_current(umpire):
    shown = re.search(r"^umpire check: .*$", (ROOT / "docs" / "checking.md").read_text("utf-8"), re.M).group()
    assert umpire("check").out.splitlines()[0] == shown


@pytest.mark.parametrize(
    "example", sorted(p for p in (ROOT / "examples").iterdir() if p.suffix in (".scn", ".cards", ".lp")), ids=str
)
def test_every_document_an_example_points_to_exists(example):
    for name in re.findall(r"\b(?:docs/[\w.-]+\.md|README\.md)", example.read_text("utf-8")):
        assert (ROOT / name).is_file(), f"{example.name} points to {name}"


def test_the_readme_api_example_runs(capsys):
    text = (ROOT / "README.md").read_text("utf-8")
    [code] = re.findall(r"```python\n(.*?)```", text, re.S)
    here = os.getcwd()
    os.chdir(ROOT)  # the example names files relative to the repository
    try:
        exec(compile(code, "README.md", "exec"), {})
    finally:
        os.chdir(here)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "axis_armor 20 hexes, 0 targets"
    assert len(lines) == 4


def test_the_statements_each_game_reads_are_documented_as_declared():
    from pyengine.game import GAMES

    page = (ROOT / "docs" / "scenario-language.md").read_text("utf-8")
    for name, game in GAMES.items():
        row = re.search(rf"^\| {name} \| (.*) \|$", page, re.M).group(1)
        written = {w.replace("default terrain", "default") for w in re.findall(r"`([^`]+)`", row)}
        assert written == set(game.statements), name


def squeezed(line: str) -> str:
    """A line without its alignment: an excerpt's columns are narrower than a whole answer's."""
    return " ".join(line.split())


def readme_excerpts() -> list[tuple[list[str], list[str]]]:
    """Each README text block that follows a command (`umpire ask FILE ...` in backticks): the
    command's words and the block's lines, without those an ellipsis stands for."""
    text = (ROOT / "README.md").read_text("utf-8")
    found = []
    for command, block in re.findall(r"`umpire (ask [^`]+)`[^`]*?```text\n(.*?)```", text, re.S):
        lines = [squeezed(line) for line in block.splitlines() if "..." not in line]
        found.append((command.split(), lines))
    return found


@pytest.mark.parametrize(("command", "lines"), readme_excerpts(), ids=lambda v: " ".join(v[:3]) if v else "")
def test_the_readme_excerpts_are_what_the_tool_prints(umpire, command, lines):
    result = umpire(*command)
    assert result.code == 0, result.err
    printed = {squeezed(line) for line in result.out.splitlines()}
    missing = [line for line in lines if line not in printed]
    assert not missing, missing


def test_the_readme_shows_an_excerpt_for_each_game():
    assert {cmd[1].split("/")[1].split("_")[0] for cmd, _ in readme_excerpts()} == {"assault", "memoir44", "skirmish"}
