"""Every example line `umpire --help` prints for a game runs as written on the bundled files."""

import os
import re

import pytest

from pyengine.games import examples
from tests.conftest import EXAMPLES

LINES = [line for line in examples() if line.startswith("umpire ask examples/")]


@pytest.mark.parametrize("line", LINES)
def test_help_example_runs(umpire, line):
    words = re.split(r"\s{2,}", line)[0].split()[1:]  # the command, without its comment
    here = os.getcwd()
    os.chdir(EXAMPLES.parent)
    try:
        result = umpire(*words)
    finally:
        os.chdir(here)
    assert result.code == 0, result.err


def test_every_game_offers_an_example():
    assert {line.split()[2].split("/")[1].split("_")[0] for line in LINES} == {"assault", "memoir44", "skirmish"}
