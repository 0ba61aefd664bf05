"""How an Assault game is set up for play: the number of turns (a scenario's `setup turns N`
line, or a game record's header ``{"setup": {"turns": N}}``; unset, the named default) and the
die-face table, if any (``setup dice NAME``: dice_table.py)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pyengine.checked_position import Position
from pyengine.errors import Pos, UmpireError, unknown_name
from pyengine.games.assault.play.dice_table import DiceTable, table_of
from pyengine.json_types import JsonObject

DEFAULT_TURNS = 6
DEFAULT_ASSUMPTION = "play_setup_default"
KEYS = ("turns", "dice")
# A game is bounded: no scenario runs longer.
MOST_TURNS = 50


@dataclass(frozen=True)
class Setup:
    turns: int
    defaulted: bool
    dice: DiceTable | None = None

    def to_json(self) -> JsonObject:
        return {"turns": self.turns, **({"dice": self.dice.to_json()} if self.dice else {})}


def setup_of(pos: Position, given: JsonObject, where: Pos) -> Setup:
    """The scenario's set-up lines, then the record's header over them."""
    folder = Path(pos.scenario.path).parent
    values: dict[str, tuple[object, Pos]] = {}
    for line in pos.scenario.setup:
        if line.key.text not in KEYS:
            raise unknown_name(line.key.pos, "set-up key", line.key.text, KEYS)
        values[line.key.text] = (" ".join(w.text for w in line.args), line.pos)
    for key, value in given.items():
        if key not in KEYS:
            raise unknown_name(where.field(key), "set-up key", key, KEYS)
        values[key] = (value, where.field(key))
    dice = table_of(values["dice"][0], folder, values["dice"][1]) if "dice" in values else None
    if "turns" not in values:
        return Setup(DEFAULT_TURNS, True, dice)
    return Setup(_turns(*values["turns"]), False, dice)


def _turns(value: object, at: Pos) -> int:
    text = str(value)
    if isinstance(value, bool) or not text.isdigit() or not 1 <= int(text) <= MOST_TURNS:
        raise UmpireError(at, "the number of turns is a whole number", found=text[:40], expected=f"1 to {MOST_TURNS}")
    return int(text)
