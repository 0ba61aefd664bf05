"""What a game gives the core to be played: its play rules (pyengine/play/game.py drives them).

The rules read each state once into a node (node.py) and judge the steps a node offers; the
core keeps the state and the history and decides nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any, Protocol

from pyengine.checked_position import Position
from pyengine.errors import Pos
from pyengine.play.node import Node
from pyengine.play.state import GameState
from pyengine.play.steps import Step, Verdict


class PlayRules(Protocol):
    """What a game gives the core to be played (pyengine/play/game.py drives it)."""

    # The sides that choose steps (chance is not one of them).
    sides: tuple[str, ...]
    # The names of the outcomes a step may have: what a record's claims may name.
    outcome_names: frozenset[str]
    # What the scenario holds that these rules do not act on, a line each (with where the rule
    # it would need is stated): named before the first step, in the record and in replay's report.
    not_played: tuple[str, ...]

    def start(self) -> GameState:
        """The state before the first step (hands not dealt yet: dealing is chance)."""
        ...

    def node(self, state: GameState) -> Node[Any]:
        """The state read once (its phase, who acts, the winner; its verdicts when asked): the
        same node for the same state while the game keeps it."""
        ...

    def offered(self, node: Node[Any]) -> list[Step]:
        """The steps worth judging for the side to act: every legal one, and the illegal
        alternatives a player would ask about (a hex too far, an enemy out of range)."""
        ...

    def judge(self, node: Node[Any], steps: Sequence[Step]) -> list[Verdict]:
        """Each step's verdict, from one KB call for all of them."""
        ...

    def chances(self, node: Node[Any]) -> list[tuple[Step, Fraction]]:
        """At a chance step: each outcome that matters, with its exact probability."""
        ...

    def read_step(self, state: GameState, side: str, words: str, where: object) -> Step:
        """A step as a log or a user writes it, its names checked (UmpireError placed at
        ``where``, a pyengine.errors.Pos)."""
        ...

    def position(self, state: GameState) -> Position:
        """The board as the state stands: what questions and pictures take."""
        ...

    def odds(self, state: GameState, step: Step) -> str | None:
        """A step's exact odds in words, where chance follows it (a battle's roll), else None."""
        ...

    def check_state(self, state: GameState, where: Pos) -> None:
        """Raise UmpireError (at ``where``) for a position from outside that the rules cannot
        read: a fact of no known kind, a unit or hex the scenario lacks."""
        ...

    def view(self, state: GameState, side: str) -> GameState:
        """What ``side`` may see of the state."""
        ...

    def secret_of(self, state: GameState, verdict: Verdict) -> str | None:
        """The side a legal step taken in ``state`` is shown to alone (a card drawn into its
        hand), or None when every side sees it."""
        ...

    def hand(self, state: GameState, side: str) -> list[str]:
        """The cards ``side`` holds (a card once a copy), sorted: what its player is shown."""
        ...

    def score(self, state: GameState, side: str) -> Fraction:
        """How well ``side`` stands (a greedy agent's measure): medals over the enemy's."""
        ...

    def summary(self, state: GameState) -> list[str]:
        """The position in a few lines: turn, phase, side to act, medals, hands."""
        ...
