"""How a Memoir '44 game starts: the medals each side needs, its hand size and who plays first.

A .m44 file gives them in ``game_info`` (memoir44-more-facts.md lines 377-380 and 689-691:
``victory_player1/2``, ``cards_player1/2``, ``starting``, sometimes as strings or in lower
case), whether an infantry exit scores 2 (``game_info.options.infantry_exit_counts_2``, line 401)
and the options that change the cards or the medals (setup_options.py); a game record's header
may set any of them; a scenario in Umpire's language gives none,
so what is still unset takes the named defaults below, shown in every trace that uses them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from pyengine.errors import Pos, UmpireError, did_you_mean
from pyengine.games.memoir44.m44 import Reader, sides_of
from pyengine.games.memoir44.play.setup_options import PlayOptions, m44_options, play_options, side_in
from pyengine.json_types import JsonObject
from pyengine.kb_rules import catalogue

# Where neither the file nor the record says (assumption play_setup_default).
DEFAULT_VICTORY = 4
DEFAULT_HAND = 5
DEFAULT_ASSUMPTION = "play_setup_default"
OPTION_KEYS = (
    "reshuffle",
    "default_winner",
    "exits_needed",
    "section_medal",
    "extra_draw",
    "hill317",
    "replaced_card",
    "smoke_screen",
)
SETUP_KEYS = ("victory", "hands", "first", "infantry_exit", *OPTION_KEYS)
# An infantry unit's exit scores 1, or 2 under the scenario option (memoir44-more-facts.md line 401).
EXIT_WORTHS = (1, 2)


@dataclass(frozen=True)
class Setup:
    victory: dict[str, int]
    hands: dict[str, int]
    first: str
    defaulted: bool  # some value came from the defaults
    infantry_exit: int = 1  # medals an infantry unit's exit scores
    options: PlayOptions = field(default_factory=PlayOptions)

    def to_json(self) -> JsonObject:
        return {
            "victory": dict(self.victory),
            "hands": dict(self.hands),
            "first": self.first,
            "infantry_exit": self.infantry_exit,
            **self.options.to_json(),
        }


def setup_of(
    source: str, name: str, sides: tuple[str, ...], given: JsonObject, where: Pos, hexes: frozenset[str]
) -> Setup:
    """The set-up from the file's own fields (a .m44's game_info), then ``given`` (a record
    header's "setup"), then the defaults; the hexes it names are among the board's ``hexes``."""
    victory: dict[str, int] = {}
    hands: dict[str, int] = {}
    first: str | None = None
    infantry_exit = 1
    options: JsonObject = {}
    if source.lstrip().startswith("{"):
        victory, hands, first, infantry_exit, options = _from_m44(source, name)
    _override(given, sides, where, victory, hands)
    if "first" in given:
        first = side_in(given["first"], sides, where.field("first"))
    if "infantry_exit" in given:
        infantry_exit = _exit_worth(given["infantry_exit"], where.field("infantry_exit"))
    filled = all(s in victory and s in hands for s in sides) and first is not None
    return Setup(
        {s: victory.get(s, DEFAULT_VICTORY) for s in sides},
        {s: hands.get(s, DEFAULT_HAND) for s in sides},
        first or sides[0],
        not filled,
        infantry_exit,
        play_options({**options, **{key: given[key] for key in OPTION_KEYS if key in given}}, sides, where, hexes),
    )


def _from_m44(source: str, name: str) -> tuple[dict[str, int], dict[str, int], str | None, int, JsonObject]:
    reader = Reader(name, catalogue("memoir44", None))
    data = json.loads(source)
    info = reader.obj(data.get("game_info"), "$.game_info")
    options = info.get("options")
    doubled = isinstance(options, dict) and options.get("infantry_exit_counts_2") is True
    top, bottom = sides_of(reader, info)
    victory, hands = {}, {}
    for n, side in ((1, top), (2, bottom)):
        if f"victory_player{n}" in info:
            victory[side] = reader.whole(info, f"victory_player{n}", "$.game_info", 1, 99)
        if f"cards_player{n}" in info:
            hands[side] = reader.whole(info, f"cards_player{n}", "$.game_info", 0, 20)
    starting = str(info.get("starting", "")).upper()
    first = {"PLAYER1": top, "PLAYER2": bottom}.get(starting)
    return victory, hands, first, 2 if doubled else 1, m44_options(reader, data, info)


def _override(given: JsonObject, sides: tuple[str, ...], where: Pos, *tables: dict[str, int]) -> None:
    for key in given:
        if key not in SETUP_KEYS:
            hint = did_you_mean(key, SETUP_KEYS)
            raise UmpireError(
                where.field(key), f"unknown set-up field '{key}'", expected=", ".join(SETUP_KEYS), suggestion=hint
            )
    for key, table, low, high in (("victory", tables[0], 1, 99), ("hands", tables[1], 0, 20)):
        value = given.get(key, {})
        if not isinstance(value, dict):
            raise UmpireError(where.field(key), f"'{key}' gives a number per side", expected='{"allies": 4, "axis": 4}')
        for side, n in value.items():
            at = where.field(f"{key}.{side}")
            side_in(side, sides, at)
            if not isinstance(n, int) or isinstance(n, bool) or not low <= n <= high:
                raise UmpireError(at, f"'{key}' must be a whole number from {low} to {high}", found=json.dumps(n)[:40])
            table[side] = n


def _exit_worth(value: object, at: Pos) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and value in EXIT_WORTHS:
        return value
    raise UmpireError(at, "an infantry exit scores 1 or 2 medals", found=json.dumps(value)[:40], expected="1 or 2")
