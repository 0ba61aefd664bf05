"""Shared helpers: write a scenario to a temp dir and run the CLI in-process."""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest

from pyengine.cli import main

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
# The bundled scenarios, one line each, so a new example joins every test that runs them all.
EXAMPLE_NAMES = [
    "assault_tutorial.scn",
    "assault_bunker_assault.scn",
    "memoir44_river_crossing.scn",
    "skirmish_tutorial.scn",
    "skirmish_ambush.scn",
]


@dataclass
class Result:
    code: int
    out: str
    err: str

    def json(self) -> dict:
        return json.loads(self.out)


@pytest.fixture
def umpire(capsys):
    def call(*args: str) -> Result:
        code = main(list(args))
        captured = capsys.readouterr()
        return Result(code, captured.out, captured.err)

    return call


@pytest.fixture
def write(tmp_path):
    def make(text: str, name: str = "s.scn") -> str:
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return str(path)

    return make


@pytest.fixture
def examples_copy(tmp_path) -> Path:
    """A private copy of examples/, so tests may mutate files next to their includes."""
    target = tmp_path / "examples"
    shutil.copytree(EXAMPLES, target)
    return target


def first_answer(write, umpire, text: str) -> dict:
    """Run a scenario text with --json; it must be answered; its first answer."""
    result = umpire("run", write(text), "--json")
    assert result.code == 0, result.err
    return result.json()["answers"][0]
