"""What every question kind shares: the Answer and QuestionKind protocols, the argument
readers, and the table of each registered game's question kinds."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from pyengine import scenario_model as m
from pyengine.checked_position import PlacedUnit, Position, hex_words
from pyengine.errors import Pos, UmpireError, unknown_name
from pyengine.hexgrid import Hex
from pyengine.json_types import JsonObject

# Where a question play asks of a board is placed.
PLAY = Pos("<play>")


class Answer(Protocol):
    def to_json(self) -> JsonObject: ...

    def text_lines(self) -> list[str]: ...


# What a question is asked of: a hex map's Position, or a skirmish Table.
B_contra = TypeVar("B_contra", contravariant=True)


class QuestionKind(Protocol[B_contra]):
    @property
    def name(self) -> str: ...

    @property
    def usage(self) -> str: ...

    def answer(self, pos: B_contra, question: m.Question) -> Answer: ...


class Sided(Protocol):
    """A unit as a question names it: by its id, on a side."""

    @property
    def id(self) -> str: ...

    @property
    def side(self) -> str: ...


U = TypeVar("U", bound=Sided)


class WordReader:
    """Reads a question's words left to right, with errors that point at the word; what the
    words name is the board's (ArgReader on a hex map, TableArgs on a skirmish table)."""

    question: m.Question
    usage: str

    def word(self, index: int, what: str) -> m.Name:
        if index >= len(self.question.args):
            raise UmpireError(
                self.question.pos, f"'ask {self.question.kind.text}' is missing {what}", expected=self.usage
            )
        return self.question.args[index]

    def named(self, index: int, units: Mapping[str, U], what: str = "a unit id") -> U:
        """A unit named by its id."""
        name = self.word(index, what)
        if name.text not in units:
            raise unknown_name(name.pos, "unit", name.text, units)
        return units[name.text]

    def opposed(self, a: U, b: U) -> tuple[U, U]:
        """Two units of opposite sides, the second named second (fire, close combat)."""
        if a.side == b.side:
            raise UmpireError(
                self.question.args[1].pos, f"'{b.id}' is on {a.id}'s side; expected an enemy unit", expected=self.usage
            )
        return a, b

    def keyword(self, index: int, keyword: str) -> None:
        word = self.word(index, f"'{keyword}'")
        if word.text != keyword:
            raise UmpireError(
                word.pos,
                "unexpected word in question",
                found=word.text,
                expected=self.usage,
            )

    def choice(self, index: int, what: str, options: tuple[str, ...]) -> str:
        word = self.word(index, what)
        if word.text not in options:
            raise unknown_name(word.pos, what, word.text, options)
        return word.text

    def count(self, index: int, what: str) -> int:
        """A whole number of 0 or more."""
        word = self.word(index, what)
        if not word.text.isdigit():
            raise UmpireError(word.pos, f"expected {what}", found=word.text, expected="a whole number, 0 or more")
        return int(word.text)

    def no_more(self, index: int) -> None:
        if index < len(self.question.args):
            extra = self.question.args[index]
            raise UmpireError(extra.pos, "unexpected word in question", found=extra.text, expected=self.usage)


@dataclass(frozen=True)
class ArgReader(WordReader):
    """A question's words on a hex map: units by id or by hex, hexes written COL,ROW."""

    pos: Position
    question: m.Question
    usage: str

    def unit(self, index: int) -> PlacedUnit:
        """A unit named by its id, or by its hex ("the gun at 18,2")."""
        name = self.word(index, "a unit id or its hex")
        if "," not in name.text:
            return self.named(index, self.pos.units, "a unit id or its hex")
        found = self.pos.unit_named(name.text)
        if found is None:
            self.hex(index)  # a word that is no hex on the map says so
            raise UmpireError(name.pos, f"no unit stands at {name.text}", expected="a unit's id or its hex")
        return self.pos.units[found]

    def placed(self, index: int, unit: PlacedUnit) -> tuple[Position, PlacedUnit, int]:
        """``from HEX`` at ``index`` (if there): the position with ``unit`` placed on that empty
        hex instead, the unit there, and the index after; else the position as it is."""
        if index >= len(self.question.args) or self.question.args[index].text != "from":
            return self.pos, unit, index
        where = self.hex(index + 1)
        standing = self.pos.occupant.get(where)
        if standing not in (None, unit.id):
            word = self.question.args[index + 1]
            raise UmpireError(word.pos, f"{word.text} is taken by {standing}", expected="an empty hex to place it on")
        moved = self.pos.with_unit_at(unit.id, where)
        return moved, moved.units[unit.id], index + 2

    def enemy_pair(self) -> tuple[PlacedUnit, PlacedUnit]:
        """The first two words as two units of opposite sides (fire and close combat)."""
        return self.opposed(self.unit(0), self.unit(1))

    def hex(self, index: int) -> Hex:
        word = self.word(index, "a hex")
        col_row = hex_words(word.text)
        if col_row is None:
            raise UmpireError(word.pos, "expected a hex", found=word.text, expected="a hex written COL,ROW")
        return self.pos.hex(m.HexRef(*col_row, word.pos))

    def sight_end(self, index: int) -> tuple[Hex, PlacedUnit | None]:
        """A sightline end: a unit id, or a hex written COL,ROW."""
        word = self.word(index, "a unit id or a hex")
        if "," in word.text:
            return self.hex(index), None
        unit = self.unit(index)
        return unit.hex, unit


# Each registered game's question kinds by name (filled by the registry, pyengine/games).
_KINDS: dict[str, dict[str, QuestionKind[Any]]] = {}


def register_questions(game: str, kinds: Sequence[QuestionKind[Any]]) -> None:
    _KINDS[game] = {k.name: k for k in kinds}


def registry(game: str) -> dict[str, QuestionKind[Any]]:
    """The question kinds of one game (the KB's vocabulary decides which a scenario may ask)."""
    return _KINDS[game]


def question_of(kind: str, *words: str, where: Pos = PLAY) -> m.Question:
    """A question built from its words (what play asks of a board), placed at ``where``."""
    return m.Question(m.Name(kind, where), tuple(m.Name(w, where) for w in words), where)
