"""The scenario options that change a Memoir '44 game's cards or medals, as typed set-up values
(memoir44-more-facts.md §3): read from a .m44 file's ``game_info.options`` and
``meta_data.scenario_id``, or from a game record header's "setup". Each is handed to the turn
rules as facts (rules.py); kb/memoir44/turn_*.lp decide what it does.

- ``deck_reshuffling: false`` (line 398): the deck is never refilled, and with a default winner
  (hard-coded by scenario id, line 436) the deck running out wins that side the game;
- ``must_have_unit_exit`` (line 400): a side wins only with enough units exited;
- ``empty_section_medals`` (line 399): a side holds medals while a listed section holds no enemy;
- scenario id 2 (line 432): a side draws an extra card at the end of its turns up to a turn;
- scenario id 5142 (line 434): an Air Power card drawn for the Allies is discarded and replaced;
- ``hill317`` (line 404): a non-Axis unit on one of its hexes lets its side play Recon as an air strike;
- ``smoke_screen`` (line 407): a side lays up to 3 smoke markers before the first turn.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from pyengine.errors import Pos, UmpireError, did_you_mean
from pyengine.games.memoir44.m44 import Reader
from pyengine.json_types import JsonObject

T = TypeVar("T")
# hill317 lists a few hexes (one scenario's hill, line 404): a bound on what a file may list.
MOST_HILL317 = 64
# The raw column ranges a listed section stands for: 0 left, 1 centre, 2 right (line 399).
SECTION_NUMBERS = (0, 1, 2)


@dataclass(frozen=True)
class SectionMedal:
    """empty_section_medals: ``side`` holds ``medals`` while one of ``sections`` holds no enemy."""

    side: str
    sections: tuple[int, ...]
    medals: int

    def to_json(self) -> JsonObject:
        return {"side": self.side, "sections": list(self.sections), "medals": self.medals}


@dataclass(frozen=True)
class ExtraDraw:
    """``side`` draws one card more at the end of each of its turns while the turn counter is at
    most ``until_turn``."""

    side: str
    until_turn: int

    def to_json(self) -> JsonObject:
        return {"side": self.side, "until_turn": self.until_turn}


@dataclass(frozen=True)
class ReplacedCard:
    """A ``card`` drawn for ``side`` is discarded at once and another drawn in its place."""

    side: str
    card: str

    def to_json(self) -> JsonObject:
        return {"side": self.side, "card": self.card}


@dataclass(frozen=True)
class PlayOptions:
    """The options of one game (each at its default when the scenario does not give it)."""

    reshuffle: bool = True
    default_winner: str | None = None
    exits_needed: tuple[tuple[str, int], ...] = ()
    section_medal: SectionMedal | None = None
    extra_draw: ExtraDraw | None = None
    hill317: tuple[str, ...] = ()  # the hexes (scenario labels) whose units give Recon's air strike
    replaced_card: ReplacedCard | None = None
    smoke_side: str | None = None  # the side that lays smoke markers before the first turn

    @property
    def plain(self) -> bool:
        """No option changes the standard turn (the quick judge may judge it)."""
        return self == PlayOptions()

    @property
    def unplayed(self) -> frozenset[str]:
        """What these options call for that play does not do (play_scope.lp's setup rows)."""
        return frozenset({"no_default_winner"} if not self.reshuffle and self.default_winner is None else ())

    def to_json(self) -> JsonObject:
        out: JsonObject = {"reshuffle": self.reshuffle}
        if self.default_winner is not None:
            out["default_winner"] = self.default_winner
        if self.exits_needed:
            out["exits_needed"] = dict(self.exits_needed)
        if self.section_medal is not None:
            out["section_medal"] = self.section_medal.to_json()
        if self.extra_draw is not None:
            out["extra_draw"] = self.extra_draw.to_json()
        if self.hill317:
            out["hill317"] = list(self.hill317)
        if self.replaced_card is not None:
            out["replaced_card"] = self.replaced_card.to_json()
        if self.smoke_side is not None:
            out["smoke_screen"] = self.smoke_side
        return out


def m44_options(reader: Reader, data: JsonObject, info: JsonObject) -> JsonObject:
    """The options of a .m44 file, as a record header's "setup" writes them."""
    raw = info.get("options")
    options: JsonObject = raw if isinstance(raw, dict) else {}
    out: JsonObject = {}
    if options.get("deck_reshuffling") is False:
        out["reshuffle"] = False
    out.update(_by_scenario_id(reader, data))
    path = "$.game_info.options.must_have_unit_exit"
    if "must_have_unit_exit" in options:
        needed = reader.obj(options["must_have_unit_exit"], path)
        out["exits_needed"] = {_m44_side(reader, needed, path): reader.whole(needed, "min_nbr_units", path, 0, 99)}
    path = "$.game_info.options.empty_section_medals"
    if "empty_section_medals" in options:
        out["section_medal"] = _m44_section_medal(reader, options["empty_section_medals"], path)
    if "hill317" in options:
        out["hill317"] = _m44_hill317(reader, data, options["hill317"])
    if "smoke_screen" in options:
        path = "$.game_info.options.smoke_screen"
        out["smoke_screen"] = _m44_side(reader, reader.obj(options["smoke_screen"], path), path)
    return out


def _m44_hill317(reader: Reader, data: JsonObject, raw: Any) -> list[str]:
    """hill317's letter-number coordinates (an object or a list of them) as hex labels "col,row":
    an even column is an upper-case letter (A col 0, B col 2), an odd one lower case (a col 1);
    the number counts rows up from the bottom (memoir44-expansion-facts.md line 621)."""
    path = "$.game_info.options.hill317"
    board = data.get("board")
    kind = str(board.get("type", "STANDARD")).upper() if isinstance(board, dict) else "STANDARD"
    size = reader.lookup("board_type", kind) or "13 x 9"
    rows = int(size.split(" x ")[1])
    values = list(raw.values()) if isinstance(raw, dict) else raw
    if not isinstance(values, list) or len(values) > MOST_HILL317:
        raise reader.fault(path, "'hill317' lists hexes", raw, f'at most {MOST_HILL317} coordinates like "L5"')
    labels = []
    for value in values:
        found = re.fullmatch(r"([A-Za-z])([0-9]{1,2})", value) if isinstance(value, str) else None
        if found is None or not 0 < int(found.group(2)) <= rows:
            raise reader.fault(path, "not a letter-number coordinate", value, f"a letter and a row number 1-{rows}")
        letter = found.group(1)
        col = 2 * (ord(letter) - ord("A")) if letter.isupper() else 2 * (ord(letter) - ord("a")) + 1
        labels.append(f"{col},{rows - int(found.group(2))}")
    return labels


def _by_scenario_id(reader: Reader, data: JsonObject) -> JsonObject:
    """The rules hard-coded for a scenario id (meta_data.scenario_id; lines 431-436)."""
    meta = data.get("meta_data")
    scenario = str(meta.get("scenario_id", "")) if isinstance(meta, dict) else ""
    out: JsonObject = {}
    if (winner := reader.lookup("default_winner", scenario)) is not None:
        out["default_winner"] = winner
    if (extra := reader.lookup("extra_draw", scenario)) is not None:
        side, until = extra.split()
        out["extra_draw"] = {"side": side, "until_turn": int(until)}
    if (replaced := reader.lookup("replaced_card", scenario)) is not None:
        side, card = replaced.split()
        out["replaced_card"] = {"side": side, "card": card}
    return out


def _m44_side(reader: Reader, parent: JsonObject, path: str) -> str:
    value = reader.text(parent, "side", path).upper()
    side = reader.lookup("side", value)
    if side is None:
        raise reader.fault(f"{path}.side", f"unknown side '{value[:20]}'", value, "AXIS or ALLIES")
    return side


def _m44_section_medal(reader: Reader, raw: Any, path: str) -> JsonObject:
    medal = reader.obj(raw, path)
    sections = _sections(medal.get("sections"))
    if sections is None:
        raise reader.fault(f"{path}.sections", "'sections' lists section numbers", medal.get("sections"), "0, 1, 2")
    # The file writes count_for, not counts_for (line 399).
    count = reader.whole(medal, "count_for", path, 1, 99)
    return {"side": _m44_side(reader, medal, path), "sections": list(sections), "medals": count}


def play_options(given: JsonObject, sides: tuple[str, ...], where: Pos, hexes: frozenset[str]) -> PlayOptions:
    """The options a set-up gives (a record header's, or a .m44 file's read as one), its hexes
    among the board's ``hexes``."""
    reshuffle = given.get("reshuffle", True)
    if not isinstance(reshuffle, bool):
        raise UmpireError(where.field("reshuffle"), "'reshuffle' is true or false", found=_shown(reshuffle))
    winner = given.get("default_winner")
    smoke = given.get("smoke_screen")
    exits = given.get("exits_needed", {})
    if not isinstance(exits, dict):
        raise UmpireError(where.field("exits_needed"), "'exits_needed' gives a number per side", expected='{"axis": 1}')
    return PlayOptions(
        reshuffle,
        None if winner is None else side_in(winner, sides, where.field("default_winner")),
        tuple(
            (side_in(s, sides, where.field(f"exits_needed.{s}")), _whole(n, where.field(f"exits_needed.{s}"), 0, 99))
            for s, n in sorted(exits.items())
        ),
        _given(given, "section_medal", _section_medal, sides, where),
        _given(given, "extra_draw", _extra_draw, sides, where),
        _hexes(given.get("hill317", []), hexes, where.field("hill317")),
        _given(given, "replaced_card", _replaced_card, sides, where),
        None if smoke is None else side_in(smoke, sides, where.field("smoke_screen")),
    )


def _hexes(raw: Any, hexes: frozenset[str], at: Pos) -> tuple[str, ...]:
    if not isinstance(raw, list) or len(raw) > MOST_HILL317:
        raise UmpireError(at, "expected a list of hexes", found=_shown(raw), expected='["22,4", "21,5"]')
    for n, label in enumerate(raw):
        if label not in hexes:
            hint = did_you_mean(str(label), sorted(hexes))
            raise UmpireError(at.field(str(n)), "not a hex of the board", found=_shown(label), suggestion=hint)
    return tuple(raw)


def _given(
    given: JsonObject, key: str, read: Callable[[Any, tuple[str, ...], Pos], T], sides: tuple[str, ...], where: Pos
) -> T | None:
    return read(given[key], sides, where.field(key)) if key in given else None


def _section_medal(raw: Any, sides: tuple[str, ...], at: Pos) -> SectionMedal:
    medal = _object(raw, at, '{"side": "allies", "sections": [0, 1, 2], "medals": 1}')
    sections = _sections(medal.get("sections"))
    if sections is None:
        raise UmpireError(
            at.field("sections"),
            "'sections' lists section numbers",
            found=_shown(medal.get("sections")),
            expected="a list of 0 (left), 1 (centre), 2 (right)",
        )
    side = side_in(medal.get("side"), sides, at.field("side"))
    return SectionMedal(side, sections, _whole(medal.get("medals"), at.field("medals"), 1, 99))


def _sections(value: object) -> tuple[int, ...] | None:
    """The section numbers listed, each once in order, or None when ``value`` is no such list."""
    if isinstance(value, list) and value and all(s in SECTION_NUMBERS for s in value):
        return tuple(sorted(set(value)))
    return None


def _extra_draw(raw: Any, sides: tuple[str, ...], at: Pos) -> ExtraDraw:
    extra = _object(raw, at, '{"side": "axis", "until_turn": 4}')
    side = side_in(extra.get("side"), sides, at.field("side"))
    return ExtraDraw(side, _whole(extra.get("until_turn"), at.field("until_turn"), 1, 999))


def _replaced_card(raw: Any, sides: tuple[str, ...], at: Pos) -> ReplacedCard:
    replaced = _object(raw, at, '{"side": "allies", "card": "air_power"}')
    card = replaced.get("card")
    if not isinstance(card, str) or not re.fullmatch(r"[a-z][a-z0-9_]{0,63}", card):
        raise UmpireError(at.field("card"), "expected a card's name", found=_shown(card), expected="air_power")
    return ReplacedCard(side_in(replaced.get("side"), sides, at.field("side")), card)


def _object(raw: Any, at: Pos, expected: str) -> JsonObject:
    if not isinstance(raw, dict):
        raise UmpireError(at, "expected an object here", found=_shown(raw), expected=expected)
    return raw


def side_in(value: object, sides: tuple[str, ...], at: Pos) -> str:
    """``value`` as one of ``sides``, or bad input at ``at``."""
    if isinstance(value, str) and value in sides:
        return value
    hint = did_you_mean(str(value), sides)
    raise UmpireError(
        at, "not a side of this scenario", found=_shown(value), expected=" or ".join(sides), suggestion=hint
    )


def _whole(value: object, at: Pos, low: int, high: int) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
        return value
    raise UmpireError(at, f"a whole number from {low} to {high}", found=_shown(value))


def _shown(value: object) -> str:
    return json.dumps(value)[:40]
