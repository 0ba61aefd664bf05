"""A game in play as numbers, for AI frameworks (pyengine/rl/): each step an integer from a
fixed range, each chance outcome an integer with its exact probability, and what one side sees
as a fixed-length list of numbers.

A game gives its codec (pyengine.game.Game.codec); the rules still judge every step: a codec
only names steps by number and reads states, it decides nothing.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Protocol

from pyengine.play.state import GameState
from pyengine.play.steps import Step


class ActionCodec(Protocol):
    """Steps and observations of one scenario's game as numbers."""

    # Player actions are 0 .. num_actions - 1; chance outcomes 0 .. max_chance_outcomes - 1.
    num_actions: int
    max_chance_outcomes: int
    observation_size: int

    def encode(self, state: GameState, step: Step) -> int:
        """The number of a side's step in ``state`` (a step the rules offer there)."""
        ...

    def decode(self, state: GameState, action: int) -> Step | None:
        """The step a number names in ``state``, or None where it names nothing (no unit on
        the hex it starts from)."""
        ...

    def chance_outcomes(self, state: GameState) -> list[tuple[int, Step, Fraction]]:
        """At a chance step: each outcome's number, step and exact probability."""
        ...

    def observe(self, view: GameState, side: str) -> list[float]:
        """``side``'s view of a state (PlayRules.view) as observation_size numbers."""
        ...

    def redeal(self, state: GameState, side: str, rng: random.Random) -> GameState:
        """A state ``side`` cannot tell from ``state``: what it cannot see (the other hands,
        the deck's order) dealt again at random from the cards it has not seen."""
        ...
