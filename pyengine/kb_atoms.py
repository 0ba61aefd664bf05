"""Facts as the KB receives them: a line of text, or a clingo symbol built once, and the
small helpers that spell scenario values (ids, hexes, dice) as KB terms."""

from __future__ import annotations

import json
from typing import NamedTuple

from clingo import Function, Number, Symbol

from pyengine.hexgrid import Hex
from pyengine.scenario_model import Dice


class Ready(NamedTuple):
    """A fact the bridge built as a symbol, with its predicate's name at hand (reading a
    symbol's name is a call into clingo)."""

    name: str
    symbol: Symbol


# A fact for the question's Control: a line of text, or a symbol built once.
Fact = str | Ready


def quoted(text: str) -> str:
    return json.dumps(text)


def hex_symbol(h: Hex) -> Symbol:
    return Function("h", [Number(h.q), Number(h.r)])


def atom(name: str, *args: Symbol | str | int) -> Ready:
    """A fact; a str argument is a constant (a vocabulary word)."""
    terms = [a if isinstance(a, Symbol) else Number(a) if isinstance(a, int) else Function(a) for a in args]
    return Ready(name, Function(name, terms))


def dice_term(dice: Dice) -> str:
    return "dice({},{},{},{})".format(*dice.counts())
