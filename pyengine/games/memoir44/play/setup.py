"""How a Memoir '44 game starts: the medals each side needs, its hand size and who plays first.

A .m44 file gives them in ``game_info`` (memoir44-more-facts.md lines 377-380 and 689-691:
``victory_player1/2``, ``cards_player1/2``, ``starting``, sometimes as strings or in lower
case), whether an infantry exit scores 2 (``game_info.options.infantry_exit_counts_2``, line 401)
and the options that change the cards or the medals (setup_options.py); a scenario in Umpire's
language gives them as setup lines (setup_lines.py), and a game record's header may set any of
them; what is still unset takes the named defaults below, shown in every trace that uses them.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field

from pyengine import scenario_model as m
from pyengine.errors import Pos, UmpireError, did_you_mean
from pyengine.games.memoir44.m44 import Reader, sides_of, to_scenario
from pyengine.games.memoir44.play.setup_lines import PER_SIDE, given_of, lines_of
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
    sides: tuple[str, ...],
    given: JsonObject,
    where: Pos,
    hexes: frozenset[str],
    lines: Sequence[m.SetupLine] = (),
) -> Setup:
    """The set-up from the scenario's setup lines (a .m44 file's game_info becomes them as it is
    read: ``converted``), then ``given`` (a record header's "setup"), then the defaults; the hexes
    it names are among the board's ``hexes``. Each layer is checked where it is written."""
    given_of(list(lines), sides, hexes)  # a thing given twice is refused at its second line
    layers = [(given_of([line], sides, hexes), line.pos) for line in lines]
    layers.append((given, where))
    merged: JsonObject = {}
    for layer, at in layers:
        _check(layer, sides, at, hexes)
        for key, value in layer.items():
            old = merged.get(key)
            merged[key] = (
                {**old, **value} if isinstance(old, dict) and key in PER_SIDE and isinstance(value, dict) else value
            )
    victory, hands = merged.get("victory", {}), merged.get("hands", {})
    assert isinstance(victory, dict) and isinstance(hands, dict)
    first = merged.get("first")
    filled = all(s in victory and s in hands for s in sides) and first is not None
    return Setup(
        {s: int(victory.get(s, DEFAULT_VICTORY)) for s in sides},
        {s: int(hands.get(s, DEFAULT_HAND)) for s in sides},
        str(first or sides[0]),
        not filled,
        int(merged.get("infantry_exit", 1)),
        play_options({key: merged[key] for key in OPTION_KEYS if key in merged}, sides, where, hexes),
    )


def _check(given: JsonObject, sides: tuple[str, ...], where: Pos, hexes: frozenset[str]) -> None:
    """Bad input in one layer of the set-up, at ``where``."""
    _override(given, sides, where, {}, {})
    if "first" in given:
        side_in(given["first"], sides, where.field("first"))
    if "infantry_exit" in given:
        _exit_worth(given["infantry_exit"], where.field("infantry_exit"))
    play_options({key: given[key] for key in OPTION_KEYS if key in given}, sides, where, hexes)


def m44_given(source: str, name: str) -> JsonObject:
    """A .m44 file's set-up (its game_info and options) as a record header's "setup"."""
    reader = Reader(name, catalogue("memoir44", None))
    data = json.loads(source)
    info = reader.obj(data.get("game_info"), "$.game_info")
    options = info.get("options")
    top, bottom = sides_of(reader, info)
    out: JsonObject = {}
    for n, side in ((1, top), (2, bottom)):
        for key, field_name, high in (("victory", "victory_player", 99), ("hands", "cards_player", 20)):
            if f"{field_name}{n}" in info:
                table = out.setdefault(key, {})
                assert isinstance(table, dict)
                table[side] = reader.whole(info, f"{field_name}{n}", "$.game_info", 1 if key == "victory" else 0, high)
    first = {"PLAYER1": top, "PLAYER2": bottom}.get(str(info.get("starting", "")).upper())
    if first is not None:
        out["first"] = first
    if isinstance(options, dict) and options.get("infantry_exit_counts_2") is True:
        out["infantry_exit"] = 2
    return {**out, **m44_options(reader, data, info)}


def converted(text: str, name: str) -> str:
    """A .m44 file in the scenario language (m44.py's to_scenario) with its set-up as setup
    lines: the converted board plays as the file does."""
    board = to_scenario(text, name).rstrip("\n")
    lines = lines_of(m44_given(text, name))
    return "\n".join([board, "", "# How the game starts (game_info)", *lines, ""])


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
