"""How an Assault game is set up for play: the number of turns (a scenario's `setup turns N`
line, or a game record's header ``{"setup": {"turns": N}}``); unset, the named default."""

from __future__ import annotations

from dataclasses import dataclass

from pyengine.checked_position import Position
from pyengine.errors import Pos, UmpireError, unknown_name
from pyengine.json_types import JsonObject

DEFAULT_TURNS = 6
DEFAULT_ASSUMPTION = "play_setup_default"
KEYS = ("turns",)
# A game is bounded: no scenario runs longer.
MOST_TURNS = 50


@dataclass(frozen=True)
class Setup:
    turns: int
    defaulted: bool

    def to_json(self) -> JsonObject:
        return {"turns": self.turns}


def setup_of(pos: Position, given: JsonObject, where: Pos) -> Setup:
    """The scenario's set-up lines, then the record's header over them."""
    turns: object = None
    for line in pos.scenario.setup:
        if line.key.text not in KEYS:
            raise unknown_name(line.key.pos, "set-up key", line.key.text, KEYS)
        turns = _turns(" ".join(w.text for w in line.args), line.pos)
    for key, value in given.items():
        if key not in KEYS:
            raise unknown_name(where.field(key), "set-up key", key, KEYS)
        turns = _turns(value, where.field(key))
    if turns is None:
        return Setup(DEFAULT_TURNS, True)
    assert isinstance(turns, int)
    return Setup(turns, False)


def _turns(value: object, at: Pos) -> int:
    text = str(value)
    if isinstance(value, bool) or not text.isdigit() or not 1 <= int(text) <= MOST_TURNS:
        raise UmpireError(at, "the number of turns is a whole number", found=text[:40], expected=f"1 to {MOST_TURNS}")
    return int(text)
