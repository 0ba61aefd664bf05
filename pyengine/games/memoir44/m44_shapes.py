"""The loose JSON shapes .m44 files come in, read as Board Game Arena reads them
(memoir44-more-facts.md section 3): PHP writes an empty map as ``[]`` and a list as an object
keyed by number, and a hex may be listed twice. Anything else is refused with its JSON path."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any, Protocol

from pyengine.errors import UmpireError
from pyengine.json_types import JsonObject


class Reader(Protocol):
    """What reads the file: it words a fault with the file's name and a JSON path."""

    def fault(self, path: str, message: str, found: Any = None, expected: str | None = None) -> UmpireError: ...


# Every key the editor's format gives each object (memoir44-expansion-facts.md lines 584-615,
# memoir44-more-facts.md sections 3 and 5): "read" here, "describes" the scenario (text, labels,
# dates: no rule reads them), or "play" (read by game play: hands, medals, who starts). Any
# other key is listed as not read; BGA ignores it too.
KEYS: dict[str, dict[str, str]] = {
    "file": {"game_info": "read", "board": "read", "meta_data": "describes", "text": "describes", "packs": "describes"},
    "game_info": {
        **dict.fromkeys(("side_player1", "side_player2", "options", "date_begin", "country_player1"), "read"),
        **dict.fromkeys(("country_player2", "front", "type", "date_end", "operationID"), "read"),
        # Read as the set-up's lines (play/setup.py writes them when the file is converted).
        **dict.fromkeys(("cards_player1", "cards_player2", "victory_player1", "victory_player2", "starting"), "read"),
        **dict.fromkeys(("victory_conditions", "victory"), "play"),
    },
    "board": {"type": "read", "face": "read", "hexagons": "read", "labels": "describes"},
    "hex": dict.fromkeys(("row", "col", "terrain", "rect_terrain", "obstacle", "unit", "tags", "text"), "read"),
    "tile": dict.fromkeys(("name", "orientation", "behavior", "behavior2", "original_owner", "properties"), "read"),
    "unit": dict.fromkeys(("name", "badge", "nbr_units", "behavior", "equipment"), "read"),
    "tag": dict.fromkeys(("name", "behavior", "side", "group", "medal"), "read"),
}


def unread_keys(found: dict[tuple[str, str], list[str]], value: JsonObject, level: str, path: str) -> None:
    """Note, by level and key, where ``value`` holds a key the format does not give or that only
    game play reads (the first path and how many)."""
    for key in value:
        if KEYS[level].get(key) in (None, "play"):
            found.setdefault((level, str(key)), []).append(f"{path}.{key}")


def listed(reader: Reader, value: Any, path: str, message: str) -> Iterator[tuple[Any, str]]:
    """The items of a JSON list, or of an object keyed by number (in number order), each with
    its path."""
    if isinstance(value, list):
        yield from ((item, f"{path}[{i}]") for i, item in enumerate(value))
        return
    if isinstance(value, dict) and all(re.fullmatch(r"\s*[0-9]{1,9}\s*", k) for k in value):
        for key in sorted(value, key=lambda k: int(k)):
            yield value[key], f"{path}.{key}"
        return
    raise reader.fault(path, message, value, "a list [...], or an object keyed by number")


def options_of(reader: Reader, info: JsonObject) -> dict[str, Any]:
    """game_info.options: an object, or ``[]`` for none (BGA reads both)."""
    options = info.get("options", {})
    if options is None or options == []:
        return {}
    if not isinstance(options, dict):
        raise reader.fault("$.game_info.options", "'options' must be an object", options, "an object {...} or []")
    return options


def merged_hexes(reader: Reader, hexes: Iterable[tuple[JsonObject, str]]) -> Iterator[tuple[JsonObject, str]]:
    """Each hex once: a hex listed twice is one hex when every field both give agrees (their
    other fields join), and its tags join whatever they are (the published implementation
    loads each listing's tags); another field given twice with two values is refused at the
    second."""
    seen: dict[object, tuple[JsonObject, str]] = {}
    for raw, path in hexes:
        place = (raw.get("row"), raw.get("col"))
        # Only a hex whose place reads as numbers can repeat one; any other is refused at its place.
        key: object = place if all(isinstance(v, (int, str)) for v in place) else path
        if key not in seen:
            seen[key] = (dict(raw), path)
            continue
        first, first_path = seen[key]
        for name, value in raw.items():
            if name == "tags" and isinstance(first.get(name), list) and isinstance(value, list):
                first[name] = [*first[name], *(tag for tag in value if tag not in first[name])]
                continue
            if name in first and first[name] != value:
                raise reader.fault(
                    f"{path}.{name}",
                    f"hex row {place[0]}, col {place[1]} is given twice with another '{name}'",
                    value,
                    f"the same '{name}' as at {first_path}, or the hex once",
                )
            first[name] = value
    yield from seen.values()
