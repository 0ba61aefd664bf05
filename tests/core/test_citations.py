"""Every answer line is cited: each contribution, note and reason of every question kind of every
game names its rule and its source, over the bundled examples and random positions; and no
text answer shows a raw Python value."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

from pyengine import open_scenario
from pyengine.questions import registry
from tests.conftest import EXAMPLE_NAMES, EXAMPLES
from tests.games.assault.test_actions import battlefield
from tests.games.memoir44.test_actions_memoir44 import BOARD, board

# What a Python value looks like when it leaks into text.
RAW = re.compile(r"\{'[^']*': |\['[^']*'(, |\])|Fraction\(|<\w[\w.]* object at|\bNone\b")


def uncited(document: Any, path: str = "") -> list[str]:
    """Where a contribution (a dict with "what") has no rule or no source, or a note is bare text."""
    found = []
    if isinstance(document, dict):
        if "what" in document:
            cite = document.get("cite") or {}
            if not cite.get("rule") or not (cite.get("source") or cite.get("section")):
                found.append(f"{path}: {document['what']}")
        for key, value in document.items():
            if key == "notes" and isinstance(value, list):
                found += [f"{path}.notes: {v}" for v in value if not isinstance(v, dict)]
            found += uncited(value, f"{path}.{key}")
    elif isinstance(document, list):
        for i, value in enumerate(document):
            found += uncited(value, f"{path}[{i}]")
    return found


def check(game) -> set[str]:
    answers = game.answers()
    for answer in answers:
        document = answer.to_json()
        assert not uncited(document, document["kind"]), uncited(document, document["kind"])[:5]
        for line in answer.text_lines():
            assert not RAW.search(line), line
    return {a.to_json()["kind"] for a in answers}


@pytest.mark.parametrize("name", EXAMPLE_NAMES)
def test_every_answer_line_of_the_examples_is_cited(name):
    check(open_scenario(EXAMPLES / name))


def test_the_examples_ask_every_question_kind_of_every_game():
    asked: dict[str, set[str]] = {}
    for name in EXAMPLE_NAMES:
        game = open_scenario(EXAMPLES / name)
        asked.setdefault(game.game, set()).update(check(game))
    assert {game: set(registry(game)) for game in asked} == asked


SETTINGS = settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))


@pytest.mark.long  # a long run: CI runs it (pytest -m long), the Quick start does not
@SETTINGS
@given(text=battlefield())
def test_random_assault_positions_are_cited(text):
    check(open_scenario(text + "ask actions allies\nask actions axis\n"))


@pytest.mark.long  # a long run: CI runs it (pytest -m long), the Quick start does not
@SETTINGS
@given(text=board())
def test_random_memoir44_positions_are_cited(text):
    check(open_scenario(BOARD + text + "ask actions allies\nask actions axis\n"))
