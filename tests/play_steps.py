"""Helpers for the Memoir '44 play tests: a game taken through legal steps, and a verdict's
outcomes and reasons by their terms."""

from __future__ import annotations

from pathlib import Path

from pyengine import open_game
from pyengine.play.game import OpenGame
from pyengine.play.steps import Verdict


def played(scenario: str | Path, setup: dict, *steps: str, options: dict | None = None) -> OpenGame:
    """The game after ``steps``, each of which must be legal."""
    game = open_game(scenario, setup=setup, options=options)
    for words in steps:
        verdict = game.apply(words)
        assert verdict.legal, verdict.text_lines()
    return game


def outcomes(verdict: Verdict) -> list[str]:
    return [o.term for o in verdict.outcomes]


def added(verdict: Verdict) -> set[str]:
    """The facts the step adds to the state."""
    return {c.fact for c in verdict.changes if c.added}


def removed(verdict: Verdict) -> set[str]:
    """The facts the step takes out of the state."""
    return {c.fact for c in verdict.changes if not c.added}


def reasons(verdict: Verdict) -> list[str]:
    return [r.term for r in verdict.reasons]


def wounded(game: OpenGame, unit: str, figures: int) -> None:
    """The position with ``unit`` down to ``figures`` (a position from outside)."""
    old = next(f for f in game.state.facts if f.startswith(f'unit_figures("{unit}",'))
    game.state = game.state.changed({old}, [f'unit_figures("{unit}",{figures})'])
