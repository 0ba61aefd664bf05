"""The official scenario editor's .m44 files (JSON) as Memoir '44 scenarios.

memoir44-expansion-facts.md ("Scenario file format") describes the file; kb/memoir44/editor.lp
and the synonyms of words.lp say what each of its names means, so this module only reads the
JSON, checks its shape (a fault names its JSON path) and writes the same board in Umpire's
scenario language. Whatever the file uses that Umpire does not model yet is refused, every
such thing at once, each with its hex: an answer that silently dropped a minefield or an
option would be wrong.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from pyengine.errors import Pos, UmpireError
from pyengine.kb_rules import Catalogue, catalogue
from pyengine.version import __version__

# Only plain word characters of the file's names may reach the scenario text.
SAFE = re.compile(r"[^A-Za-z0-9_]")


@dataclass
class Hexagon:
    """One hex of the file, as Umpire's words."""

    col: int
    row: int
    terrain: str | None = None
    obstacles: list[tuple[str, str | None]] = field(default_factory=list)  # (obstacle, owner)
    unit: str | None = None  # the unit's statement
    side: str | None = None  # the unit's side
    tiled: bool = False  # its own base tile (which hides a board face's background)
    road: frozenset[int] = frozenset()  # the directions its road tile links, turned
    wadi: frozenset[int] | None = None  # the two open ends of its wadi tile, turned


@dataclass
class Reader:
    """Reads one file, collecting what is not modelled instead of stopping at the first."""

    name: str
    cat: Catalogue
    unknown: list[str] = field(default_factory=list)
    units: dict[str, int] = field(default_factory=dict)  # units named so far, by nation
    year: int | None = None  # the scenario's start (game_info.date_begin), for dated badges
    size: tuple[int, int] = (0, 0)  # the board's hexes across and rows (editor.lp's board_type)
    switches: list[str] = field(default_factory=list)  # rules its options switch on
    visibility: str | None = None  # how far units see at the start, when its options say
    face: str = "COUNTRY"

    def unit_id(self, nation: str) -> str:
        """Short ids a player types: the nation and a count (us1, us2, ger1, ...)."""
        self.units[nation] = self.units.get(nation, 0) + 1
        return f"{SAFE.sub('_', nation)}{self.units[nation]}"

    def fault(self, path: str, message: str, found: Any = None, expected: str | None = None) -> UmpireError:
        shown = None if found is None else json.dumps(found)[:80]
        return UmpireError(Pos(self.name, json_path=path), message, found=shown, expected=expected)

    def obj(self, value: Any, path: str) -> dict:
        if not isinstance(value, dict):
            raise self.fault(path, "expected a JSON object here", value, "an object {...}")
        return value

    def text(self, parent: dict, key: str, path: str) -> str:
        value = parent.get(key)
        if not isinstance(value, str):
            raise self.fault(f"{path}.{key}", f"'{key}' must be a string", value, "a string")
        return value

    def whole(self, parent: dict, key: str, path: str, low: int, high: int) -> int:
        value = parent.get(key)
        if isinstance(value, str) and value.strip().isdigit():
            value = int(value)  # some files write numbers as strings
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise self.fault(f"{path}.{key}", f"'{key}' must be a whole number from {low} to {high}", value)
        return value

    def lookup(self, kind: str, key: str) -> str | None:
        found = self.cat.editor.get((kind, key))
        return found.text if found else None

    def not_modelled(self, where: str, what: str, path: str) -> None:
        self.unknown.append(f"{where}: {what} is not modelled ({path})")

    def switch_on(self, switch: str) -> None:
        if switch not in self.switches:
            self.switches.append(switch)

    def directions(self, kind: str, name: str, tile: dict, path: str) -> frozenset[int] | None:
        """The directions a road or wadi tile opens to, turned by its orientation (the KB's
        editor rows give them at orientation 1, in BGA's numbers 0, 2, .. 10)."""
        shape = self.lookup(kind, name)
        if shape is None:
            return None
        turn = 2 * (self.whole(tile, "orientation", path, 1, 6) - 1) if "orientation" in tile else 0
        return frozenset((int(d) + turn) % 12 for d in shape.split())

    def neighbour(self, h: Hexagon, direction: int) -> tuple[int, int] | None:
        """The hex one step from h in a BGA direction, if it is on the board."""
        step = self.lookup("direction_step", str(direction))
        if step is None:
            return None
        dc, dr = (int(x) for x in step.split())
        col, row = h.col + dc, h.row + dr
        across, rows = self.size
        return (col, row) if 0 <= row < rows and 0 <= col <= 2 * across - 2 else None


def to_scenario(text: str, name: str) -> str:
    """The board of a .m44 file in Umpire's scenario language."""
    reader = Reader(name, catalogue("memoir44", None))
    doc = reader.obj(_parse(text, name), "$")
    board = reader.obj(doc.get("board"), "$.board")
    reader.size = _board_kind(reader, board)
    info = reader.obj(doc.get("game_info"), "$.game_info")
    sides = _sides(reader, info)
    start = info.get("date_begin")
    if isinstance(start, str) and start[:4].isdigit():
        reader.year = int(start[:4])
    hexes = [_hexagon(reader, raw, path) for raw, path in _hexagons(reader, board)]
    _no_repeats(reader, hexes)
    placed = [h for h, _ in hexes]
    # A tile laid on top that is a terrain of its own (a ford on the beach rows) keeps the hex too:
    # one terrain a hex.
    placed += _background(reader, {(h.col, h.row) for h in placed if h.tiled or h.terrain})
    if reader.unknown:
        raise UmpireError(
            Pos(name),
            f"{len(reader.unknown)} thing(s) in this file are not modelled yet",
            found="\n    " + "\n    ".join(reader.unknown),
            expected="the terrain, obstacles, units, tags and options `umpire words memoir44` lists",
        )
    return _write(name, reader, sides, placed)


def _parse(text: str, name: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        where = Pos(name, exc.lineno, exc.colno)
        raise UmpireError(where, f"not valid JSON: {exc.msg}", expected="a .m44 file") from None
    except RecursionError:
        raise UmpireError(Pos(name), "JSON nested too deeply", expected="a .m44 file") from None


def _board_kind(reader: Reader, board: dict) -> tuple[int, int]:
    """The board's size, hexes across by rows, as the KB gives it for the file's board type."""
    kind = reader.text(board, "type", "$.board").upper()
    size = reader.lookup("board_type", kind)
    if size is None:
        raise reader.fault("$.board.type", f"board type '{kind}' is not modelled", expected="STANDARD (13 x 9)")
    face = board.get("face", "COUNTRY")
    if not isinstance(face, str):
        raise reader.fault("$.board.face", "'face' must be a string", face)
    if reader.lookup("board_face", face.upper()) is None:
        reader.not_modelled("board", f"face '{face}'", "$.board.face")
    reader.face = face.upper()
    across, rows = size.split(" x ")
    return int(across), int(rows)


def _sides(reader: Reader, info: dict) -> tuple[str, str]:
    """(top, bottom): side_player1 sits at row 0 (the file format's "Which player is at the top")."""
    found = []
    for key in ("side_player1", "side_player2"):
        value = reader.text(info, key, "$.game_info").upper()
        side = reader.lookup("side", value)
        if side is None:
            raise reader.fault(f"$.game_info.{key}", f"unknown side '{value}'", expected="AXIS or ALLIES")
        found.append(side)
    if found[0] == found[1]:
        raise reader.fault("$.game_info.side_player2", "both players have the same side", found[1])
    options = info.get("options", {})
    if not isinstance(options, dict):
        raise reader.fault("$.game_info.options", "'options' must be an object", options)
    for key, value in sorted(options.items()):
        if value in (False, None, "", 0) or reader.lookup("quiet_option", key):
            continue
        switch = reader.lookup("option_switch", key if value is True else f"{key}={str(value).upper()}")
        seeing = reader.lookup("option_visibility", key) if value is True else None
        if switch is not None:
            reader.switch_on(switch)
        elif seeing is not None:
            reader.visibility = seeing
        else:
            reader.not_modelled("scenario", f"option '{key}'", f"$.game_info.options.{key}")
    return found[0], found[1]


def _hexagons(reader: Reader, board: dict) -> Iterator[tuple[dict, str]]:
    raw = board.get("hexagons", [])
    base = "$.board.hexagons"
    if isinstance(raw, dict) and "item" in raw:  # some files keep the list under "item"
        raw, base = raw["item"], "$.board.hexagons.item"
    if not isinstance(raw, list):
        raise reader.fault(base, "'hexagons' must be a list", raw, "a list of hexes")
    for i, item in enumerate(raw):
        yield reader.obj(item, f"{base}[{i}]"), f"{base}[{i}]"


def _hexagon(reader: Reader, raw: dict, path: str) -> tuple[Hexagon, str]:
    across, rows = reader.size
    row = reader.whole(raw, "row", path, 0, rows - 1)
    col = reader.whole(raw, "col", path, 0, 2 * across - 2)  # doubled columns
    if (col + row) % 2:
        off = f"col {col} is off the board on row {row}"
        raise reader.fault(f"{path}.col", off, col, "col + row even (doubled columns)")
    h = Hexagon(col, row)
    where = f"row {row}, col {col}"
    for layer in ("terrain", "rect_terrain", "obstacle"):
        if raw.get(layer) is not None:
            _tile(reader, h, reader.obj(raw[layer], f"{path}.{layer}"), layer, where, f"{path}.{layer}")
    for i, tag in enumerate(raw.get("tags") or []):
        tag_path = f"{path}.tags[{i}]"
        tag_name = reader.text(reader.obj(tag, tag_path), "name", tag_path)
        behavior = tag.get("behavior")
        obstacle = reader.lookup("mine_tag", behavior) if isinstance(behavior, str) else None
        if obstacle is not None:
            h.obstacles.append((obstacle, _side(reader, tag.get("side"), f"{tag_path}.side")))
        elif not reader.lookup("quiet_tag", tag_name):
            reader.not_modelled(where, f"tag '{tag_name}'" + (f" ({behavior})" if behavior else ""), tag_path)
    if raw.get("unit") is not None:
        h.unit = _unit(reader, reader.obj(raw["unit"], f"{path}.unit"), h, where, f"{path}.unit")
    for i, (obstacle, owner) in enumerate(h.obstacles):
        if obstacle == "bunker" and owner is None:
            # The file names no owner: the side standing in it at setup owns it (the format's
            # fallback, line 226); an empty one is a field bunker (line 224).
            h.obstacles[i] = (obstacle, h.side) if h.side else ("field_bunker", None)
    return h, path


def _tile(reader: Reader, h: Hexagon, tile: dict, layer: str, where: str, path: str) -> None:
    name = reader.text(tile, "name", path)
    becomes = None  # a behaviour that makes the tile another terrain (a river tile a ford)
    for key in ("behavior", "behavior2"):
        value = tile.get(key)
        if not value:
            continue
        found = str(value) if isinstance(value, str) else ""
        turned = reader.lookup("tile_behavior", found) if layer != "obstacle" else None
        marker = reader.lookup("behavior_obstacle", found)
        switch = reader.lookup("behavior_switch", found)
        if turned:
            becomes = turned
        elif marker:
            h.obstacles.append((marker, None))
        elif switch:
            reader.switch_on(switch)
        elif not reader.lookup("quiet_behavior", found):
            reader.not_modelled(where, f"{layer} '{name}' with {key} {value}", f"{path}.{key}")
    if layer != "obstacle":
        h.road = reader.directions("road_links", name, tile, path) or h.road
        h.wadi = reader.directions("wadi_ends", name, tile, path) or h.wadi
    terrain = becomes or (reader.cat.canonical("terrain", name) if layer != "obstacle" else None)
    obstacle = reader.cat.canonical("obstacle", name) if terrain is None else None
    if terrain is not None:
        # A tile laid on top (a bridge) is what the hex is; the tile under it (the river) is
        # what it crosses.
        h.terrain = terrain if layer == "rect_terrain" or h.terrain is None else h.terrain
        h.tiled = h.tiled or layer == "terrain"
    elif obstacle is not None:
        h.obstacles.append((obstacle, _side(reader, tile.get("original_owner"), f"{path}.original_owner")))
    else:
        reader.not_modelled(where, f"{layer} '{name}'", f"{path}.name")


def _side(reader: Reader, owner: Any, path: str) -> str | None:
    """The side a tile or tag names (original_owner, side), if it names one."""
    if owner is None:
        return None
    side = reader.lookup("side", owner.upper()) if isinstance(owner, str) else None
    if side is None:
        raise reader.fault(path, f"unknown side {json.dumps(owner)}", owner, "AXIS or ALLIES")
    return side


def _unit(reader: Reader, unit: dict, h: Hexagon, where: str, path: str) -> str | None:
    name = reader.text(unit, "name", path)
    prefixes = sorted((k for kind, k in reader.cat.editor if kind == "unit_prefix"), key=len, reverse=True)
    prefix = next((p for p in prefixes if name.startswith(p)), None)
    side = reader.lookup("nation", name[len(prefix) :]) if prefix else None
    if prefix is None or side is None:
        reader.not_modelled(where, f"unit '{name}'", f"{path}.name")
        return None
    kind = reader.lookup("unit_prefix", prefix) or ""
    badge = unit.get("badge")
    statuses: list[str] = []
    behavior = unit.get("behavior")
    status = reader.lookup("unit_behavior", str(behavior)) if behavior else None
    if behavior == "FRENCH_RESISTANCE":  # the editor's other way to write badge 3
        badge = "badge3"
    elif status:
        statuses.append(status)
    elif behavior and not reader.lookup("quiet_unit_behavior", str(behavior)):
        reader.not_modelled(where, f"unit behavior {behavior}", f"{path}.behavior")
    if badge:
        special = reader.lookup("badge", str(badge)) or _dated(reader, str(badge))
        if special is None:
            reader.not_modelled(where, f"unit '{name}' with {badge}", f"{path}.badge")
        elif special != "plain":
            kind = special
    nation = reader.lookup("nation_status", name[len(prefix) :])  # a nation whose units have rules of their own
    if nation:
        statuses.append(nation)
    if unit.get("equipment"):
        reader.not_modelled(where, f"unit equipment '{unit['equipment']}'", f"{path}.equipment")
    base = reader.lookup("base_type", kind)
    words = f"{base} {kind}" if base else kind
    figures = ""
    if "nbr_units" in unit:
        figures = f" figures {reader.whole(unit, 'nbr_units', path, 1, 9)}"
    h.side = side
    uid = reader.unit_id(name[len(prefix) :])
    marked = f" status {' '.join(statuses)}" if statuses else ""
    return f"unit {uid} {{ side {side} type {words} at {h.col},{h.row}{figures}{marked} }}"


def _dated(reader: Reader, badge: str) -> str | None:
    """A badge whose unit depends on the war's period: the early kind up to the KB's last early
    year, the late kind after it; unknown without a start date."""
    split = reader.lookup("war_split", "last_early_year")
    early, late = reader.lookup("early_badge", badge), reader.lookup("late_badge", badge)
    if split is None or early is None or late is None or reader.year is None:
        return None
    return early if reader.year <= int(split) else late


def _no_repeats(reader: Reader, hexes: list[tuple[Hexagon, str]]) -> None:
    seen: dict[tuple[int, int], str] = {}
    for h, path in hexes:
        if (h.col, h.row) in seen:
            first = seen[(h.col, h.row)]
            raise reader.fault(path, f"hex row {h.row}, col {h.col} given twice", expected=f"once (first at {first})")
        seen[(h.col, h.row)] = path


def _background(reader: Reader, tiled: set[tuple[int, int]]) -> list[Hexagon]:
    """The terrain a board face lays under every hex without a tile of its own (the beach
    face's beach and ocean rows), as the KB's face_rows say."""
    across, rows = reader.size
    out = []
    for (kind, key), rows_of in reader.cat.editor.items():
        face, _, terrain = key.partition(" ")
        if kind != "face_rows" or face != reader.face:
            continue
        for row in (int(r) for r in rows_of.text.split() if int(r) < rows):
            for col in range(row % 2, 2 * across - 1, 2):
                if (col, row) not in tiled:
                    out.append(Hexagon(col, row, terrain=terrain, tiled=True))
    return out


def _links(reader: Reader, hexes: list[Hexagon]) -> tuple[list[str], list[str]]:
    """Road steps (both tiles link toward each other) and a wadi's shut sides, as lines."""
    at = {(h.col, h.row): h for h in hexes if h.road or h.wadi is not None}
    roads, slopes = [], []
    for h in sorted(at.values(), key=lambda h: (h.row, h.col)):
        for d in range(0, 12, 2):
            there = reader.neighbour(h, d)
            if there is None:
                continue
            other = at.get(there)
            if d in h.road and other is not None and (d + 6) % 12 in other.road and (h.col, h.row) < there:
                roads.append(f"path road {h.col},{h.row} {there[0]},{there[1]}")
            if h.wadi is not None and d not in h.wadi:
                slopes.append(f"hexside wadi_slope between {h.col},{h.row} and {there[0]},{there[1]}")
    return roads, sorted(set(slopes))


def _write(name: str, reader: Reader, sides: tuple[str, str], hexes: list[Hexagon]) -> str:
    top, bottom = sides
    source = re.sub(r"[^A-Za-z0-9_.-]", "_", name.rsplit("/", 1)[-1])
    lines = [
        f"# Imported by Umpire {__version__} from {source}, a scenario editor (.m44) file.",
        "game memoir44",
        f"map {reader.size[0]} x {reader.size[1]} coords doubled",
        "default terrain clear",
        f"side {top} top",
        f"side {bottom} bottom",
        *(f"assume {switch} on" for switch in reader.switches),
        *([f"visibility {reader.visibility}"] if reader.visibility else []),
    ]
    by_terrain: dict[str, list[str]] = {}
    for h in hexes:
        if h.terrain and h.terrain != "clear":
            by_terrain.setdefault(h.terrain, []).append(f"{h.col},{h.row}")
    lines += [f"terrain {t} at {' '.join(at)}" for t, at in by_terrain.items()]
    roads, slopes = _links(reader, hexes)
    lines += roads + slopes
    for h in hexes:
        for obstacle, owner in h.obstacles:
            lines.append(f"obstacle {obstacle} at {h.col},{h.row}" + (f" owner {owner}" if owner else ""))
    lines += [h.unit for h in hexes if h.unit]
    return "\n".join(lines) + "\n"
