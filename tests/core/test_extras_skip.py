"""The Quick start's test run installs no extra (README): every test file that needs one skips
before it imports it, so a fresh clone collects every file without an error."""

import ast
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[1]
# The top-level packages of the extras rl and browser (pyproject.toml).
EXTRA_PACKAGES = {"numpy", "pyspiel", "open_spiel", "gymnasium", "pettingzoo", "shimmy", "ray", "playwright"}


def is_skip(node: ast.stmt) -> bool:
    """A statement that calls pytest.importorskip (alone, assigned, or inside an if)."""
    return any(
        isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "importorskip"
        for n in ast.walk(node)
    )


def extra_imported(node: ast.stmt) -> str | None:
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
        names = [node.module]
    else:
        return None
    return next((n for n in names if n.split(".")[0] in EXTRA_PACKAGES), None)


def early_extra_import(path: Path) -> tuple[int, str] | None:
    """The line and name of the first extra imported at module level before any importorskip."""
    for node in ast.parse(path.read_text("utf-8")).body:
        if is_skip(node):
            return None
        if (name := extra_imported(node)) is not None:
            return node.lineno, name
    return None


@pytest.mark.parametrize("path", sorted(TESTS.rglob("*.py")), ids=lambda p: str(p.relative_to(TESTS)))
def test_no_test_file_imports_an_extra_before_its_skip(path: Path) -> None:
    found = early_extra_import(path)
    assert found is None, f"line {found[0]} imports {found[1]} before its importorskip"


def test_the_check_finds_an_import_before_the_skip(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text('import numpy as np\nimport pytest\npytest.importorskip("pyspiel")\n', "utf-8")
    assert early_extra_import(bad) == (1, "numpy")
    good = tmp_path / "good.py"
    good.write_text('import pytest\nnp = pytest.importorskip("numpy")\nimport numpy.linalg\n', "utf-8")
    assert early_extra_import(good) is None
