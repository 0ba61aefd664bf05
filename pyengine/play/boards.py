"""The boards a game's states stand in, and the questions' answers on each (each game's
play/board.py builds on it): a board is built once for the state facts that shape it, and an
answer once for its board and question; both are kept while a game plays on, then started
again (a search's working set stays bounded)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

from pyengine.checked_position import Position
from pyengine.play.state import GameState

T = TypeVar("T")
# Boards and answers kept per game: enough for a search's working set, bounded.
KEEP = 512


class BoardKeep:
    """Boards by the state facts that shape them (those whose text starts with one of
    ``shaping``), built by ``build``; answers by key."""

    def __init__(self, shaping: tuple[str, ...], build: Callable[[GameState], Position]) -> None:
        self._shaping = shaping
        self._build = build
        self._boards: dict[frozenset[str], Position] = {}
        self._answers: dict[tuple[Any, ...], Any] = {}

    def at(self, state: GameState) -> Position:
        key = frozenset(f for f in state.facts if f.startswith(self._shaping))
        found = self._boards.get(key)
        if found is None:
            if len(self._boards) >= KEEP:
                # Answers are keyed by their board's identity: both go together.
                self._boards.clear()
                self._answers.clear()
            found = self._boards[key] = self._build(state)
        return found

    def kept(self, key: tuple[Any, ...], make: Callable[[], T]) -> T:
        if key not in self._answers:
            self._answers[key] = make()
        return cast(T, self._answers[key])
