"""A scenario's ``setup`` lines: how a Memoir '44 game starts, written in the scenario language
(docs/play.md, "Set-up lines"), one value a line, as a record header's "setup" gives it:

    setup victory allies 4          setup hands axis 5            setup first allies
    setup infantry_exit 2           setup reshuffle false         setup default_winner axis
    setup exits_needed axis 1       setup section_medal allies 1 0 2   (side, medals, sections)
    setup extra_draw axis 4         setup hill317 22,4 21,5       setup replaced_card allies air_power
    setup smoke_screen axis

A converted .m44 file carries its game_info's as these lines, so the converted board and the
file play the same. Each word is checked at its line and column.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyengine import scenario_model as m
from pyengine.errors import UmpireError, did_you_mean, unknown_name
from pyengine.json_types import JsonObject

# The keys a side's number is given for, one line a side.
PER_SIDE = ("victory", "hands", "exits_needed")
# Each key's words after it: side, number, bool, word, hexes (one or more), numbers (one or more).
SHAPES: dict[str, tuple[str, ...]] = {
    "victory": ("side", "number"),
    "hands": ("side", "number"),
    "first": ("side",),
    "infantry_exit": ("number",),
    "reshuffle": ("bool",),
    "default_winner": ("side",),
    "exits_needed": ("side", "number"),
    "section_medal": ("side", "number", "numbers"),
    "extra_draw": ("side", "number"),
    "hill317": ("hexes",),
    "replaced_card": ("side", "word"),
    "smoke_screen": ("side",),
}


def given_of(lines: list[m.SetupLine], sides: tuple[str, ...], hexes: frozenset[str]) -> JsonObject:
    """The set-up the lines give, as a record header's "setup" (each key once, a side's number
    once a side)."""
    out: JsonObject = {}
    for line in lines:
        key = line.key.text
        if key not in SHAPES:
            raise unknown_name(line.key.pos, "set-up key", key, tuple(SHAPES))
        values = _values(line, sides, hexes)
        if key in PER_SIDE:
            side, number = values
            table = out.setdefault(key, {})
            assert isinstance(table, dict)
            _once(str(side) in table, line)
            table[str(side)] = number
            continue
        _once(key in out, line)
        out[key] = _shaped(key, values)
    return out


def _once(given: bool, line: m.SetupLine) -> None:
    if given:
        raise UmpireError(line.pos, f"a second 'setup {line.key.text}' for the same thing", found=str(line.key.text))


def _shaped(key: str, values: list[Any]) -> Any:
    """The header's value for ``key`` from its words' values."""
    if key == "section_medal":
        return {"side": values[0], "medals": values[1], "sections": values[2]}
    if key == "extra_draw":
        return {"side": values[0], "until_turn": values[1]}
    if key == "replaced_card":
        return {"side": values[0], "card": values[1]}
    return values[0]


def _values(line: m.SetupLine, sides: tuple[str, ...], hexes: frozenset[str]) -> list[Any]:
    shape = SHAPES[line.key.text]
    words = list(line.args)
    many = shape[-1] in ("hexes", "numbers")
    usage = " ".join(
        ["setup", line.key.text, *(w.upper() + (" ..." if w in ("hexes", "numbers") else "") for w in shape)]
    )
    if len(words) < len(shape) or (not many and len(words) > len(shape)):
        raise UmpireError(
            line.pos, f"'setup {line.key.text}' takes {len(shape)} word(s)", found=str(len(words)), expected=usage
        )
    out: list[Any] = [READERS[kind](words[i], sides, hexes) for i, kind in enumerate(shape[:-1] if many else shape)]
    if many:
        one = READERS["hex" if shape[-1] == "hexes" else "number"]
        out.append([one(w, sides, hexes) for w in words[len(shape) - 1 :]])
    return out


def _side(word: m.Name, sides: tuple[str, ...], hexes: frozenset[str]) -> Any:
    if word.text not in sides:
        raise unknown_name(word.pos, "side", word.text, sides)
    return word.text


def _number(word: m.Name, sides: tuple[str, ...], hexes: frozenset[str]) -> Any:
    if not (word.text.isdigit() and len(word.text) <= 3):
        raise UmpireError(word.pos, "expected a whole number", found=word.text, expected="0 to 999")
    return int(word.text)


def _bool(word: m.Name, sides: tuple[str, ...], hexes: frozenset[str]) -> Any:
    if word.text not in ("true", "false"):
        raise unknown_name(word.pos, "value", word.text, ("true", "false"))
    return word.text == "true"


def _word(word: m.Name, sides: tuple[str, ...], hexes: frozenset[str]) -> Any:
    return word.text


def _hex(word: m.Name, sides: tuple[str, ...], hexes: frozenset[str]) -> Any:
    if word.text not in hexes:
        hint = did_you_mean(word.text, sorted(hexes))
        raise UmpireError(word.pos, f"'{word.text}' is not a hex of this map", found=word.text, suggestion=hint)
    return word.text


READERS: dict[str, Callable[[m.Name, tuple[str, ...], frozenset[str]], Any]] = {
    "side": _side,
    "number": _number,
    "bool": _bool,
    "word": _word,
    "hex": _hex,
}


def lines_of(given: JsonObject) -> list[str]:
    """The set-up ``given`` (a header's "setup" shape) as setup lines (given_of reads them back)."""
    out = []
    for key, value in given.items():
        if key in PER_SIDE and isinstance(value, dict):
            out += [f"setup {key} {side} {n}" for side, n in sorted(value.items())]
        elif key == "section_medal" and isinstance(value, dict):
            sections = " ".join(str(n) for n in value["sections"])
            out.append(f"setup {key} {value['side']} {value['medals']} {sections}")
        elif key == "extra_draw" and isinstance(value, dict):
            out.append(f"setup {key} {value['side']} {value['until_turn']}")
        elif key == "replaced_card" and isinstance(value, dict):
            out.append(f"setup {key} {value['side']} {value['card']}")
        elif key == "hill317" and isinstance(value, list):
            out.append(" ".join([f"setup {key}", *map(str, value)]))
        elif isinstance(value, bool):
            out.append(f"setup {key} {'true' if value else 'false'}")
        else:
            out.append(f"setup {key} {value}")
    return out
