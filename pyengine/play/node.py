"""A position in play read once: the play node (after OpenSpiel's and pgx's states).

A game's rules give each state one node (PlayRules.node): the phase, the side to act and the
winner, read from the state when the node is made, and, the first time they are asked, the
steps offered with their verdicts (one KB call judges them all) or, at a chance step, every
outcome with its exact probability and its verdict (one KB call too). A node never changes
what it says; what it works out it keeps, so the game keeps one cache, of nodes by state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import cached_property
from typing import Generic, Protocol, TypeVar, cast

from pyengine.play.state import GameState
from pyengine.play.steps import CHANCE, Step, Verdict

T = TypeVar("T")
# What the game read of the state besides the phase, who acts and the winner (Memoir '44: each
# unit's marks this turn, what the phase resolves, the hand).
R = TypeVar("R")


class Judge(Protocol[R]):
    """What a node asks its game's rules (pyengine.play.rules.PlayRules)."""

    def offered(self, node: Node[R]) -> list[Step]: ...

    def chances(self, node: Node[R]) -> list[tuple[Step, Fraction]]: ...

    def judge(self, node: Node[R], steps: Sequence[Step]) -> list[Verdict]: ...


class Node(Generic[R]):
    """One state as its game's rules read it."""

    def __init__(
        self, rules: Judge[R], state: GameState, phase: str, to_act: str, winner: str | None, reading: R
    ) -> None:
        self.rules = rules
        self.state = state
        self.phase = phase
        # A side, CHANCE, or "none" once the game is over.
        self.to_act = to_act
        self.winner = winner
        self.reading = reading
        self._kept: dict[object, object] = {}

    @cached_property
    def chances(self) -> tuple[tuple[Step, Fraction], ...]:
        """At a chance step, each outcome that matters with its exact probability (they sum to
        1); elsewhere none."""
        return tuple(self.rules.chances(self)) if self.to_act == CHANCE else ()

    @cached_property
    def verdicts(self) -> tuple[Verdict, ...]:
        """Every step offered here (the chance outcomes at a chance step), judged."""
        steps = [s for s, _ in self.chances] if self.to_act == CHANCE else self.rules.offered(self)
        return tuple(self.rules.judge(self, steps))

    @cached_property
    def legal(self) -> tuple[Verdict, ...]:
        return tuple(v for v in self.verdicts if v.legal)

    @cached_property
    def _by_step(self) -> dict[Step, Verdict]:
        return {v.step: v for v in self.verdicts}

    def verdict(self, step: Step) -> Verdict:
        """The verdict on ``step`` here: one of the node's own once they are judged, else the
        step judged alone and kept (a replay checks one step a position: a step's verdict
        never depends on the others judged beside it)."""
        found = self._by_step.get(step) if "verdicts" in self.__dict__ else None
        if found is None:
            found = self.kept(("judged", step), lambda: self.rules.judge(self, [step])[0])
        return found

    def kept(self, key: object, make: Callable[[], T]) -> T:
        """What ``make`` works out from this node, worked out once (a codec's table of numbers)."""
        if key not in self._kept:
            self._kept[key] = make()
        return cast(T, self._kept[key])
