"""The package layout holds: no import cycles (imports under TYPE_CHECKING and inside
functions count too), the core never imports a game, and games never import each other.

The graph is read from the source with ``ast``; nothing is imported to build it.
"""

import ast
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "pyengine"
# Above the core: they may import the registry (pyengine.games) and so every game.
ENTRY_POINTS = {
    "pyengine",
    "pyengine.__main__",
    "pyengine.api",
    "pyengine.cli",
    "pyengine.play.cli",
    "pyengine.server",
    "pyengine.play.serve",
    "pyengine.http_app",
    "pyengine.openapi",
    "pyengine.asgi",
}


# The optional extra for AI frameworks: it may import anything; nothing imports it.
EXTRA = "pyengine.rl"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in ROOT.rglob("*.py")}


def imports_of(path: Path, known: set[str]) -> set[str]:
    """The pyengine modules a file imports; ``from pyengine.x import y`` counts as
    pyengine.x.y where that is a module, else as pyengine.x."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name in known}
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "pyengine":
            for a in node.names:
                sub = f"{node.module}.{a.name}"
                found.add(sub if sub in known else node.module)
    return found


def graph() -> dict[str, set[str]]:
    mods = modules()
    return {name: imports_of(path, set(mods)) - {name} for name, path in mods.items()}


def cycle(g: dict[str, set[str]]) -> list[str] | None:
    """One import cycle, if there is any (depth-first search)."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(m: str) -> list[str] | None:
        state[m] = 1
        stack.append(m)
        for n in sorted(g.get(m, ())):
            if state.get(n) == 1:
                return [*stack[stack.index(n) :], n]
            if n not in state and (found := visit(n)):
                return found
        stack.pop()
        state[m] = 2
        return None

    for m in sorted(g):
        if m not in state and (found := visit(m)):
            return found
    return None


def game_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[1] == "games" else None


def test_the_cycle_finder_finds_a_cycle():
    assert cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert cycle({"a": {"b"}, "b": set()}) is None


def test_no_import_cycles():
    assert cycle(graph()) is None


def is_extra(module: str) -> bool:
    """The AI frameworks' extra (pyengine/rl/): above the core, like an entry point."""
    return module == EXTRA or module.startswith(EXTRA + ".")


def test_the_core_never_imports_a_game_nor_the_entry_points():
    for module, deps in graph().items():
        if module in ENTRY_POINTS or module.startswith("pyengine.games") or is_extra(module):
            continue
        bad = {d for d in deps if d.startswith("pyengine.games") or d in ENTRY_POINTS}
        assert not bad, f"{module} imports {bad}"


@pytest.mark.parametrize("game", ["assault", "memoir44"])
def test_a_game_imports_the_core_and_itself_only(game):
    for module, deps in graph().items():
        if game_of(module) != game:
            continue
        others = {d for d in deps if d.startswith("pyengine.games") and game_of(d) != game}
        assert not others, f"{module} imports {others}"
        assert not deps & ENTRY_POINTS, f"{module} imports an entry point"


def test_nothing_imports_the_extra_but_itself():
    for module, deps in graph().items():
        if not is_extra(module):
            assert not {d for d in deps if is_extra(d)}, f"{module} imports the extra {EXTRA}"


def test_only_the_registry_names_the_games_outside_their_packages():
    for module, path in modules().items():
        if module.startswith("pyengine.games"):
            continue
        text = path.read_text("utf-8")
        assert not any(word in text for word in ("m44_", "memoir44", "assault")), module


def test_every_package_is_installed():
    # pyproject.toml lists the packages one by one: a folder left out is missing from an install
    # (a fresh clone's `pip install .` would fail to import it).
    listed = tomllib.loads((ROOT.parent / "pyproject.toml").read_text("utf-8"))["tool"]["setuptools"]["packages"]
    folders = {module_name(p) for p in ROOT.rglob("__init__.py")}
    assert folders <= set(listed), sorted(folders - set(listed))
