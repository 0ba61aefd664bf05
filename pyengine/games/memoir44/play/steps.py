"""Memoir '44 steps as typed data: one frozen dataclass per kind of step, what the codec numbers,
the evidence offers and turn.lp's step/3 reads (``term``). Words are read (words.py) and
written (``words``) only where a person or a record meets the game.

A hex is kept twice: as the hex itself (what the step is and compares by) and as its label in
the scenario's words (COL,ROW), which a step's words show.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from pyengine.hexgrid import Hex
from pyengine.kb_atoms import quoted
from pyengine.play.steps import UnitStep as UnitStep

# What a pass ends: the orders, the moves, the battles, taking ground, an overrun, choosing an
# air strike's targets, an Ambush not played, a Medics card's heal, and a British battle back.
PASSES = ("orders", "moves", "battles", "take_ground", "overrun", "strikes", "ambush", "heal", "battle_back", "smoke")


@dataclass(frozen=True)
class CardStep:
    """A step that names a card: its verb, then the card."""

    verb: ClassVar[str]
    card: str

    def words(self) -> str:
        return f"{self.verb} {self.card}"

    def term(self) -> str:
        return f"{self.verb}({self.card})"


@dataclass(frozen=True)
class PlayCard(CardStep):
    verb: ClassVar[str] = "play"


@dataclass(frozen=True)
class Keep(CardStep):
    """The card a side keeps from a Recon draw."""

    verb: ClassVar[str] = "keep"


@dataclass(frozen=True)
class Draw(CardStep):
    """Chance: a card drawn from the deck."""

    verb: ClassVar[str] = "draw"


@dataclass(frozen=True)
class Discard(CardStep):
    """Chance: the card an HQ tent's owner discards as it is captured (a random card of the hand)."""

    verb: ClassVar[str] = "hq_discard"


@dataclass(frozen=True)
class Order(UnitStep):
    verb: ClassVar[str] = "order"


@dataclass(frozen=True)
class OrderOnTheMove(UnitStep):
    """A unit ordered on the move (a Breakthrough section card): it moves but may not battle."""

    verb: ClassVar[str] = "order_on_the_move"


@dataclass(frozen=True)
class TakeGround(UnitStep):
    verb: ClassVar[str] = "take_ground"


@dataclass(frozen=True)
class Exit(UnitStep):
    verb: ClassVar[str] = "exit"


@dataclass(frozen=True)
class Strike(UnitStep):
    """An enemy unit chosen as an Air Power's or a Barrage's target."""

    verb: ClassVar[str] = "strike"


@dataclass(frozen=True)
class Heal(UnitStep):
    """The wounded unit a Medics & Mechanics card rolls for."""

    verb: ClassVar[str] = "heal"


@dataclass(frozen=True)
class Move:
    verb: ClassVar[str] = "move"
    unit: str
    to: Hex
    label: str = field(compare=False)

    def words(self) -> str:
        return f"move {self.unit} {self.label}"

    def term(self) -> str:
        return f"move({quoted(self.unit)},{self.to.term()})"


@dataclass(frozen=True)
class Smoke:
    """A smoke marker laid on a hex before the first turn (the smoke_screen option)."""

    verb: ClassVar[str] = "smoke"
    to: Hex
    label: str = field(compare=False)

    def words(self) -> str:
        return f"smoke {self.label}"

    def term(self) -> str:
        return f"smoke({self.to.term()})"


@dataclass(frozen=True)
class Battle:
    verb: ClassVar[str] = "battle"
    unit: str
    target: str

    def words(self) -> str:
        return f"battle {self.unit} {self.target}"

    def term(self) -> str:
        return f"battle({quoted(self.unit)},{quoted(self.target)})"


@dataclass(frozen=True)
class Retreat:
    """A retreat to a hex, ignoring ``ignore`` flags (0, 1 or 2)."""

    verb: ClassVar[str] = "retreat"
    unit: str
    to: Hex
    label: str = field(compare=False)
    ignore: int = 0

    def words(self) -> str:
        return f"retreat {self.unit} {self.label}" + (f" ignore {self.ignore}" if self.ignore else "")

    def term(self) -> str:
        return f"retreat({quoted(self.unit)},{self.to.term()},{self.ignore})"


@dataclass(frozen=True)
class Pass:
    verb: ClassVar[str] = "pass"
    what: str  # one of PASSES

    def words(self) -> str:
        return f"pass {self.what}"

    def term(self) -> str:
        return f"pass({self.what})"


@dataclass(frozen=True)
class Roll:
    """Chance: the faces of a roll, one a die."""

    verb: ClassVar[str] = "roll"
    faces: tuple[str, ...]

    def words(self) -> str:
        return " ".join(["roll", *self.faces])

    def term(self) -> str:
        return "roll"


@dataclass(frozen=True)
class Reveal:
    """Chance: a minefield's token turned over."""

    verb: ClassVar[str] = "reveal"
    value: int

    def words(self) -> str:
        return f"reveal {self.value}"

    def term(self) -> str:
        return f"reveal({self.value})"


Action = CardStep | UnitStep | Move | Smoke | Battle | Retreat | Pass | Roll | Reveal
STEP_TYPES = (CardStep, UnitStep, Move, Smoke, Battle, Retreat, Pass, Roll, Reveal)


def typed(action: object) -> Action:
    """A core step's action as a Memoir '44 step (every step a Memoir '44 game makes is one)."""
    assert isinstance(action, STEP_TYPES), f"not a Memoir '44 step: {action!r}"
    return action
