"""A Memoir '44 step as a game record writes it ("move us3 12,6"), checked and turned into the
action term kb/memoir44/turn.lp reads.

    play CARD            order UNIT            move UNIT HEX        battle UNIT ENEMY
    retreat UNIT HEX [ignore K]                take_ground UNIT     exit UNIT     keep CARD
    pass orders|moves|battles|take_ground|overrun
    roll FACE ...        draw CARD             reveal VALUE  (chance steps)
"""

from __future__ import annotations

from dataclasses import dataclass

from pyengine.checked_position import Position, hex_words
from pyengine.errors import Pos, UmpireError, unknown_name
from pyengine.hexgrid import Hex
from pyengine.kb_atoms import quoted
from pyengine.play_steps import CHANCE

# Each verb and the words after it: unit, enemy, hex, card, what (a pass), faces, ignore.
SHAPES: dict[str, tuple[str, ...]] = {
    "play": ("card",),
    "order": ("unit",),
    "move": ("unit", "hex"),
    "battle": ("unit", "enemy"),
    "retreat": ("unit", "hex"),
    "take_ground": ("unit",),
    "exit": ("unit",),
    "keep": ("card",),
    "pass": ("what",),
    "roll": ("faces",),
    "draw": ("card",),
    "reveal": ("value",),
}
PASSES = ("orders", "moves", "battles", "take_ground", "overrun")
CHANCE_VERBS = ("roll", "draw", "reveal")


@dataclass(frozen=True)
class Action:
    """A step's words read: the verb and what it names."""

    verb: str
    unit: str | None = None
    other: str | None = None  # the enemy battled, the card, or what a pass ends
    hex: Hex | None = None
    ignore: int = 0
    faces: tuple[str, ...] = ()

    def term(self) -> str:
        """The action as turn.lp's step/3 reads it."""
        u = quoted(str(self.unit))
        if self.verb == "roll":
            return "roll"
        if self.verb in ("play", "keep", "draw", "pass", "reveal"):
            return f"{self.verb}({self.other})"
        if self.verb in ("order", "take_ground", "exit"):
            return f"{self.verb}({u})"
        if self.verb == "battle":
            return f"battle({u},{quoted(str(self.other))})"
        assert self.hex is not None
        if self.verb == "move":
            return f"move({u},{self.hex.term()})"
        return f"retreat({u},{self.hex.term()},{self.ignore})"


def read_action(
    pos: Position, side: str, words: str, cards: tuple[str, ...], faces: tuple[str, ...], where: Pos
) -> Action:
    """``words`` read against the scenario (unit names, hexes), the deck's cards and the die's
    faces; a fault raises UmpireError at ``where`` with the word found and a did-you-mean."""
    parts = words.split()
    if not parts:
        raise UmpireError(where, "an empty step", expected="a verb: " + ", ".join(SHAPES))
    verb = parts[0]
    if verb not in SHAPES:
        raise unknown_name(where, "step", verb, tuple(SHAPES))
    if (verb in CHANCE_VERBS) != (side == CHANCE):
        who = "the chance side" if verb in CHANCE_VERBS else "a side, not chance"
        raise UmpireError(where, f"a '{verb}' step is taken by {who}", found=side)
    if verb == "roll":
        for face in parts[1:]:
            if face not in faces:
                raise unknown_name(where, "die face", face, faces)
        return Action(verb, faces=tuple(parts[1:]))
    return _named(pos, verb, parts, cards, where)


def _named(pos: Position, verb: str, parts: list[str], cards: tuple[str, ...], where: Pos) -> Action:
    shape = SHAPES[verb]
    extra = 2 if verb == "retreat" else 0
    if not len(shape) + 1 <= len(parts) <= len(shape) + 1 + extra:
        usage = " ".join([verb, *(s.upper() for s in shape)]) + (" [ignore K]" if extra else "")
        raise UmpireError(where, f"'{verb}' takes {len(shape)} word(s)", found=" ".join(parts), expected=usage)
    found: dict[str, object] = {}
    for kind, word in zip(shape, parts[1:], strict=False):
        found[kind] = _word(pos, kind, word, cards, where)
    ignore = 0
    if len(parts) > len(shape) + 1:
        if parts[3] != "ignore" or not parts[4].isdigit() or len(parts[4]) > 2:
            raise UmpireError(
                where, "a retreat ends with 'ignore K'", found=" ".join(parts[3:]), expected="ignore 0, 1 or 2"
            )
        ignore = int(parts[4])
    other = found.get("enemy", found.get("card", found.get("what", found.get("value"))))
    hex_at = found.get("hex")
    return Action(
        verb,
        unit=str(found["unit"]) if "unit" in found else None,
        other=str(other) if other is not None else None,
        hex=hex_at if isinstance(hex_at, Hex) else None,
        ignore=ignore,
    )


def _word(pos: Position, kind: str, word: str, cards: tuple[str, ...], where: Pos) -> object:
    if kind in ("unit", "enemy"):
        if word not in pos.units:
            raise unknown_name(where, "unit", word, tuple(pos.units))
        return word
    if kind == "card":
        if word not in cards:
            raise unknown_name(where, "command card", word, cards)
        return word
    if kind == "value":
        if not (word.isdigit() and len(word) <= 2):
            raise UmpireError(where, "a minefield's value is a whole number", found=word, expected="0 to 99")
        return str(int(word))
    if kind == "what":
        if word not in PASSES:
            raise unknown_name(where, "thing to pass", word, PASSES)
        return word
    col_row = hex_words(word)
    h = pos.shape.to_axial(*col_row) if col_row else None
    if h is None or not pos.shape.contains(h):
        raise UmpireError(where, f"'{word}' is not a hex of this map", found=word, expected="COL,ROW on the map")
    return h
