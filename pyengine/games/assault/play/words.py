"""An Assault step as a game record writes it ("move us_rifles 3,2 fast"), checked and read
into its typed step (steps.py): only where a person, a record or a request hands a step in.

    pass                hold                 react UNIT           fire UNIT ENEMY
    move UNIT HEX [normal|fast]              hide UNIT [HEX]      dig_in UNIT
    fall_back UNIT HEX  stand UNIT           (a unit falling back, 13.3)
    initiative SIDE     spot 1..6            organise                       (chance steps)
    roll attack C:FACE ... defense C:FACE ...   critical C:FACE ... against C:FACE ...   (chance)
    die attack|defense|critical|against C:FACE    one die, where a die-face table gives its odds

C is a die's colour (r, y, g, b); FACE is blank, ch, dp, x or a double (ch_dp, dp_x, ...).
"""

from __future__ import annotations

from pyengine.checked_position import Position, hex_words
from pyengine.errors import Pos, UmpireError, unknown_name
from pyengine.games.assault.play import steps as st
from pyengine.hexgrid import Hex
from pyengine.play.steps import CHANCE

USAGE = {
    "pass": "pass",
    "hold": "hold",
    "react": "react UNIT",
    "fire": "fire UNIT ENEMY",
    "move": "move UNIT HEX [normal|fast]",
    "hide": "hide UNIT [HEX]",
    "dig_in": "dig_in UNIT",
    "fall_back": "fall_back UNIT HEX",
    "stand": "stand UNIT",
    "initiative": "initiative SIDE",
    "spot": "spot 1..6",
    "organise": "organise",
    "roll": "roll attack C:FACE ... defense C:FACE ...",
    "critical": "critical C:FACE ... against C:FACE ...",
    "die": "die attack|defense|critical|against C:FACE",
}
CHANCE_VERBS = ("initiative", "spot", "organise", "roll", "critical", "die")
# Words after the verb: (fewest, most).
COUNTS = {"pass": (0, 0), "hold": (0, 0), "organise": (0, 0), "react": (1, 1), "dig_in": (1, 1), "fire": (2, 2)}
COUNTS |= {"fall_back": (2, 2), "stand": (1, 1)}
COUNTS |= {"move": (2, 3), "hide": (1, 2), "initiative": (1, 1), "spot": (1, 1), "die": (2, 2)}


def read_action(pos: Position, sides: tuple[str, ...], side: str, words: str, where: Pos) -> st.Action:
    """``words`` read against the scenario (its units, hexes and sides); a fault raises
    UmpireError at ``where`` with the word found and a did-you-mean."""
    parts = words.split()
    if not parts:
        raise UmpireError(where, "an empty step", expected="a verb: " + ", ".join(USAGE))
    verb, rest = parts[0], parts[1:]
    if verb not in USAGE:
        raise unknown_name(where, "step", verb, tuple(USAGE))
    if (verb in CHANCE_VERBS) != (side == CHANCE):
        who = "the chance side" if verb in CHANCE_VERBS else "a side, not chance"
        raise UmpireError(where, f"a '{verb}' step is taken by {who}", found=side)
    if verb in ("roll", "critical"):
        return _roll(verb, rest, where)
    low, high = COUNTS[verb]
    if not low <= len(rest) <= high:
        raise UmpireError(where, f"'{verb}' takes {low}-{high} word(s)", found=words, expected=USAGE[verb])
    return _named(pos, sides, verb, rest, where)


def _named(pos: Position, sides: tuple[str, ...], verb: str, rest: list[str], where: Pos) -> st.Action:
    if verb == "pass":
        return st.Pass()
    if verb == "hold":
        return st.Hold()
    if verb == "organise":
        return st.Organise()
    if verb == "initiative":
        if rest[0] not in sides:
            raise unknown_name(where, "side", rest[0], sides)
        return st.Initiative(rest[0])
    if verb == "die":
        if rest[0] not in st.ROLL_WORDS:
            raise unknown_name(where, "roll", rest[0], tuple(st.ROLL_WORDS))
        colour, face = _die(rest[1], where)
        return st.Die(st.ROLL_WORDS[rest[0]], colour, face)
    if verb == "spot":
        if rest[0] not in {str(v) for v in range(1, 7)}:
            raise UmpireError(where, "a d6 shows 1 to 6", found=rest[0], expected="1, 2, 3, 4, 5 or 6")
        return st.Spot(int(rest[0]))
    unit = _unit(pos, rest[0], where)
    if verb == "react":
        return st.React(unit)
    if verb == "dig_in":
        return st.DigIn(unit)
    if verb == "stand":
        return st.Stand(unit)
    if verb == "fall_back":
        to = _hex(pos, rest[1], where)
        return st.FallBack(unit, to, pos.label(to))
    if verb == "fire":
        return st.Fire(unit, _unit(pos, rest[1], where))
    if verb == "hide":
        to = _hex(pos, rest[1], where) if len(rest) > 1 else pos.units[unit].hex
        return st.Hide(unit, to, pos.label(to))
    to = _hex(pos, rest[1], where)
    action = rest[2] if len(rest) > 2 else "normal"
    if action not in st.MOVE_ACTIONS:
        raise unknown_name(where, "move action", action, st.MOVE_ACTIONS)
    return st.Move(unit, to, pos.label(to), action)


def _unit(pos: Position, word: str, where: Pos) -> str:
    if word not in pos.units:
        raise unknown_name(where, "unit", word, tuple(pos.units))
    return word


def _hex(pos: Position, word: str, where: Pos) -> Hex:
    col_row = hex_words(word)
    h = pos.shape.to_axial(*col_row) if col_row else None
    if h is None or not pos.shape.contains(h):
        raise UmpireError(where, f"'{word}' is not a hex of this map", found=word, expected="COL,ROW on the map")
    return h


def _roll(verb: str, rest: list[str], where: Pos) -> st.Action:
    """A roll's two lists of dice, each opened by its keyword."""
    first, second = ("attack", "defense") if verb == "roll" else ("", "against")
    words = [first, *rest] if verb == "critical" else rest
    if not words or words[0] != first or words.count(second) != 1:
        raise UmpireError(
            where, f"a '{verb}' step lists its dice in two groups", found=" ".join(rest)[:80], expected=USAGE[verb]
        )
    split = words.index(second)
    attack = tuple(_die(w, where) for w in words[1:split])
    defense = tuple(_die(w, where) for w in words[split + 1 :])
    return st.Roll(attack, defense) if verb == "roll" else st.Critical(attack, defense)


def _die(word: str, where: Pos) -> st.ColourFace:
    colour, _, face = word.partition(":")
    if colour not in st.COLOURS:
        raise unknown_name(where, "die colour", colour, st.COLOURS)
    if face not in st.FACES:
        raise unknown_name(where, "die face", face, st.FACES)
    return colour, face
