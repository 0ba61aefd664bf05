"""Assault steps as typed data: one frozen dataclass per kind of step, what turn.lp's step/3
reads (``term``) and a record writes (``words``).

A hex is kept twice, as the hex (what the step is and compares by) and as its label in the
scenario's words (COL,ROW). A roll keeps each die as its colour and its face: r, y, g, b and
blank, ch, dp, x or a double such as ch_dp (assault-rules-digest.md §1, 10.7).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from pyengine.hexgrid import Hex
from pyengine.kb_atoms import quoted
from pyengine.kb_terms import Term
from pyengine.play.steps import UnitStep

COLOURS = ("r", "y", "g", "b")
SYMBOLS = ("ch", "dp", "x")
FACES = ("blank", *SYMBOLS, *(f"{a}_{b}" for i, a in enumerate(SYMBOLS) for b in SYMBOLS[i:]))
# A move's actions (9.1, 9.2), by the word a step ends with.
MOVE_ACTIONS = ("normal", "fast")


@dataclass(frozen=True)
class Word:
    """A step that is its verb alone."""

    verb: ClassVar[str]

    def words(self) -> str:
        return self.verb

    def term(self) -> str:
        return self.verb


@dataclass(frozen=True)
class Pass(Word):
    verb: ClassVar[str] = "pass"


@dataclass(frozen=True)
class Hold(Word):
    """The non-active side lets a mover's step into a hex go without reaction fire (8.2)."""

    verb: ClassVar[str] = "hold"


@dataclass(frozen=True)
class Organise(Word):
    """The organisation phase's marker steps, the victory check and the next turn (6.5, 6.6)."""

    verb: ClassVar[str] = "organise"


@dataclass(frozen=True)
class Initiative:
    """Chance: the side that won the initiative roll (6.1)."""

    verb: ClassVar[str] = "initiative"
    side: str

    def words(self) -> str:
        return f"initiative {self.side}"

    def term(self) -> str:
        return f"initiative({self.side})"


@dataclass(frozen=True)
class Spot:
    """Chance: the spotting roll's d6 (10.5)."""

    verb: ClassVar[str] = "spot"
    value: int

    def words(self) -> str:
        return f"spot {self.value}"

    def term(self) -> str:
        return f"spot({self.value})"


@dataclass(frozen=True)
class React(UnitStep):
    """The non-active side fires one unit at the mover in the hex it entered (8.2)."""

    verb: ClassVar[str] = "react"


@dataclass(frozen=True)
class DigIn(UnitStep):
    verb: ClassVar[str] = "dig_in"


@dataclass(frozen=True)
class Stand(UnitStep):
    """A unit falling back stops where it stands (13.3)."""

    verb: ClassVar[str] = "stand"


@dataclass(frozen=True)
class FallBack:
    """A unit falling back steps into the hex next to it (13.3)."""

    verb: ClassVar[str] = "fall_back"
    unit: str
    hex: Hex
    label: str = field(compare=False)

    def words(self) -> str:
        return f"fall_back {self.unit} {self.label}"

    def term(self) -> str:
        return f"fall_back({quoted(self.unit)},{self.hex.term()})"


@dataclass(frozen=True)
class Fire:
    verb: ClassVar[str] = "fire"
    unit: str
    target: str

    def words(self) -> str:
        return f"fire {self.unit} {self.target}"

    def term(self) -> str:
        return f"fire({quoted(self.unit)},{quoted(self.target)})"


@dataclass(frozen=True)
class Move:
    verb: ClassVar[str] = "move"
    unit: str
    hex: Hex
    label: str = field(compare=False)
    action: str = "normal"

    def words(self) -> str:
        return f"move {self.unit} {self.label}" + ("" if self.action == "normal" else f" {self.action}")

    def term(self) -> str:
        return f"move({quoted(self.unit)},{self.hex.term()},{self.action})"


@dataclass(frozen=True)
class Hide:
    """A hide action (9.12): in place, or into the hex next to the unit that it names."""

    verb: ClassVar[str] = "hide"
    unit: str
    hex: Hex
    label: str = field(compare=False)

    def words(self) -> str:
        return f"hide {self.unit} {self.label}"

    def term(self) -> str:
        return f"hide({quoted(self.unit)},{self.hex.term()})"


# A die as it fell: its colour and its face; and a die shown of a roll: (roll, colour, face).
ColourFace = tuple[str, str]
Shown = tuple[str, str, str]


@dataclass(frozen=True)
class Roll:
    """Chance: a fire's dice (10.7), each as its colour and face: the attacker's, then the
    defender's."""

    verb: ClassVar[str] = "roll"
    attack: tuple[ColourFace, ...]
    defense: tuple[ColourFace, ...]

    def words(self) -> str:
        return f"roll attack {_dice(self.attack)} defense {_dice(self.defense)}".replace("  ", " ")

    def term(self) -> str:
        return "roll"

    def faces(self) -> dict[str, tuple[ColourFace, ...]]:
        return {"attack": self.attack, "defense": self.defense}


@dataclass(frozen=True)
class Critical:
    """Chance: the critical-hit roll (10.7.4), green dice against blue."""

    verb: ClassVar[str] = "critical"
    attack: tuple[ColourFace, ...]
    defense: tuple[ColourFace, ...]

    def words(self) -> str:
        return f"critical {_dice(self.attack)} against {_dice(self.defense)}".replace("  ", " ")

    def term(self) -> str:
        return "critical"

    def faces(self) -> dict[str, tuple[ColourFace, ...]]:
        return {"crit_attack": self.attack, "crit_defense": self.defense}


# A die's roll by the word a record writes and the name turn.lp gives it.
ROLL_WORDS = {"attack": "attack", "defense": "defense", "critical": "crit_attack", "against": "crit_defense"}


@dataclass(frozen=True)
class Die:
    """Chance: one die of a roll (the attacker's dice, then the defender's, strongest colour
    first), where a die-face table gives its odds."""

    verb: ClassVar[str] = "die"
    roll: str  # attack | defense | crit_attack | crit_defense
    colour: str
    face: str

    def words(self) -> str:
        word = next(w for w, r in ROLL_WORDS.items() if r == self.roll)
        return f"die {word} {self.colour}:{self.face}"

    def term(self) -> str:
        return f"die({self.roll},{self.colour},{face_term(self.face)})"


Action = (
    Pass
    | Hold
    | Organise
    | Initiative
    | Spot
    | React
    | DigIn
    | Fire
    | Move
    | Hide
    | Roll
    | Critical
    | Die
    | FallBack
    | Stand
)
UNIT_ACTIONS = (Move, Fire, Hide, DigIn)
KINDS = (Pass, Hold, Organise, Initiative, Spot, React, DigIn, Fire, Move, Hide, Roll, Critical, Die, FallBack, Stand)


def typed(action: object) -> Action:
    """A core step's action as one of Assault's (what its play rules hand the core)."""
    assert isinstance(action, KINDS), f"not an Assault step: {action!r}"
    return action


def _dice(dice: tuple[ColourFace, ...]) -> str:
    return " ".join(f"{c}:{f}" for c, f in dice)


def face_word(face: Term) -> str:
    """A face as a record writes it (ch, ch_dp), from turn.lp's term (ch, double(ch,dp))."""
    if face.name == "double":
        return "_".join(str(a) for a in face.arguments)
    return str(face)


def face_term(face: str) -> str:
    """A face as resolve.lp's rolled/3 writes it: ch, or double(ch,dp)."""
    first, _, second = face.partition("_")
    return f"double({first},{second})" if second else first
