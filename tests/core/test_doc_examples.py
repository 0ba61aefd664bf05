"""Every example in the README, docs/play.md and docs/ai.md runs as written from the clone's
root (issue 72): each ```python block, and each command of a ```sh block (its `# ...` comment
dropped), in a folder holding copies of examples/ and tests/data/ so that nothing is written
into the clone. A person's terminal is closed (an interactive `umpire play --as` stops at once).
Blocks needing the rl extra are skipped where it is absent (.ci/run runs them again once it has
installed it); the Quick start's bootstrap lines are CI's own (.ci/run types them)."""

from __future__ import annotations

import importlib.util
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = ("README.md", "docs/play.md", "docs/ai.md")
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.M | re.S)
# The modules an example may import that only the rl extra installs, and what it brings.
EXTRAS = ("pyspiel", "pyengine.rl", "gymnasium", "pettingzoo", "shimmy", "ray")
RL_MODULES = ("numpy", "pyspiel", "gymnasium", "pettingzoo", "shimmy")
# Long enough for a seeded game of random agents on the duel board (about 10 s here).
TIMEOUT = 300


@dataclass(frozen=True)
class Example:
    doc: str
    line: int
    kind: str  # python or sh
    text: str

    @property
    def name(self) -> str:
        return f"{self.doc}:{self.line}"


def examples() -> list[Example]:
    found = []
    for doc in DOCS:
        text = (ROOT / doc).read_text("utf-8")
        for fence in FENCE.finditer(text):
            kind, body = fence.group(1), fence.group(2)
            line = text.count("\n", 0, fence.start()) + 1
            if kind == "python" or (kind == "sh" and "bootstrap.py" not in body):
                found.append(Example(doc, line, kind, body))
    return found


def needs(example: Example) -> list[str]:
    """The optional modules the example imports."""
    imported = re.findall(r"^\s*(?:import|from)\s+([\w.]+)", example.text, re.M)
    return sorted({m for m in imported for extra in EXTRAS if m == extra or m.startswith(extra + ".")})


def missing(example: Example) -> list[str]:
    """What the rl extra would bring that this example needs and is not installed here."""
    if not needs(example):
        return []
    wanted = (*RL_MODULES, "ray") if "ray" in needs(example) else RL_MODULES
    return [m for m in wanted if importlib.util.find_spec(m) is None]


def commands(example: Example) -> list[list[str]]:
    """Each command line of a shell example, as `umpire` arguments."""
    out = []
    for line in example.text.splitlines():
        words = shlex.split(line, comments=True)
        if words:
            assert words[0] == "umpire", f"{example.name}: an example command is an umpire command: {line}"
            out.append(words[1:])
    return out


def run(args: list[str], where: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        args, cwd=where, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=TIMEOUT, check=False
    )


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    shutil.copytree(ROOT / "tests" / "data", tmp_path / "tests" / "data")
    return tmp_path


EXAMPLES = examples()


def test_the_docs_hold_examples_of_both_kinds():
    kinds = {(e.doc, e.kind) for e in EXAMPLES}
    assert {
        ("README.md", "python"),
        ("docs/play.md", "sh"),
        ("docs/play.md", "python"),
        ("docs/ai.md", "python"),
    } <= kinds


@pytest.mark.parametrize("example", EXAMPLES, ids=[e.name for e in EXAMPLES])
def test_the_example_runs_as_written(example: Example, folder: Path):
    if missing(example):
        pytest.skip(f"{', '.join(missing(example))}: the rl extra is not installed here")
    if example.kind == "python":
        done = run([sys.executable, "-c", example.text], folder)
        assert done.returncode == 0, f"{example.name}\n{done.stderr[-2000:]}"
        return
    for args in commands(example):
        done = run([sys.executable, "-m", "pyengine", *args], folder)
        assert done.returncode == 0, f"{example.name}: umpire {' '.join(args)}\n{done.stderr[-2000:]}"
        assert "Traceback" not in done.stderr
