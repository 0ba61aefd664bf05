"""A Memoir '44 step as a game record writes it ("move us3 12,6"), checked and read into its
typed step (steps.py): only where a person, a record or a request hands a step in.

    play CARD            order UNIT            move UNIT HEX        battle UNIT ENEMY
    retreat UNIT HEX [ignore K]                take_ground UNIT     exit UNIT     keep CARD
    strike ENEMY         heal UNIT             smoke HEX
    pass orders|moves|battles|take_ground|overrun|strikes|ambush|heal|battle_back|smoke
    roll FACE ...        draw CARD             reveal VALUE  (chance steps)
"""

from __future__ import annotations

from pyengine.checked_position import Position, hex_words
from pyengine.errors import Pos, UmpireError, unknown_name
from pyengine.games.memoir44.play import steps as st
from pyengine.hexgrid import Hex
from pyengine.play.steps import CHANCE

# Each verb and the words after it: unit, enemy, hex, card, what (a pass), faces, ignore.
SHAPES: dict[str, tuple[str, ...]] = {
    "play": ("card",),
    "order": ("unit",),
    "order_on_the_move": ("unit",),
    "move": ("unit", "hex"),
    "battle": ("unit", "enemy"),
    "retreat": ("unit", "hex"),
    "take_ground": ("unit",),
    "exit": ("unit",),
    "strike": ("enemy",),
    "heal": ("unit",),
    "smoke": ("hex",),
    "keep": ("card",),
    "pass": ("what",),
    "roll": ("faces",),
    "draw": ("card",),
    "hq_discard": ("card",),
    "reveal": ("value",),
}
CHANCE_VERBS = ("roll", "draw", "reveal", "hq_discard")


def read_action(
    pos: Position, side: str, words: str, cards: tuple[str, ...], faces: tuple[str, ...], where: Pos
) -> st.Action:
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
        return st.Roll(tuple(parts[1:]))
    return _named(pos, verb, parts, cards, where)


def _named(pos: Position, verb: str, parts: list[str], cards: tuple[str, ...], where: Pos) -> st.Action:
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
    return _typed(pos, verb, found, ignore)


# The steps that name one card, or one unit, by their verb.
CARD_STEPS: dict[str, type[st.CardStep]] = {
    "play": st.PlayCard,
    "keep": st.Keep,
    "draw": st.Draw,
    "hq_discard": st.Discard,
}
UNIT_STEPS: dict[str, type[st.UnitStep]] = {
    "order": st.Order,
    "order_on_the_move": st.OrderOnTheMove,
    "take_ground": st.TakeGround,
    "exit": st.Exit,
    "strike": st.Strike,
    "heal": st.Heal,
}


def _typed(pos: Position, verb: str, found: dict[str, object], ignore: int) -> st.Action:
    if verb in CARD_STEPS:
        return CARD_STEPS[verb](str(found["card"]))
    if verb in UNIT_STEPS:
        return UNIT_STEPS[verb](str(found.get("unit", found.get("enemy"))))
    if verb == "pass":
        return st.Pass(str(found["what"]))
    if verb == "reveal":
        return st.Reveal(int(str(found["value"])))
    if verb == "battle":
        return st.Battle(str(found["unit"]), str(found["enemy"]))
    to = found["hex"]
    assert isinstance(to, Hex)
    if verb == "move":
        return st.Move(str(found["unit"]), to, pos.label(to))
    if verb == "smoke":
        return st.Smoke(to, pos.label(to))
    return st.Retreat(str(found["unit"]), to, pos.label(to), ignore)


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
        if word not in st.PASSES:
            raise unknown_name(where, "thing to pass", word, st.PASSES)
        return word
    col_row = hex_words(word)
    h = pos.shape.to_axial(*col_row) if col_row else None
    if h is None or not pos.shape.contains(h):
        raise UmpireError(where, f"'{word}' is not a hex of this map", found=word, expected="COL,ROW on the map")
    return h
