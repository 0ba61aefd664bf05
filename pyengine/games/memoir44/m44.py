"""The official scenario editor's .m44 files (JSON) as Memoir '44 scenarios.

memoir44-expansion-facts.md ("Scenario file format") and memoir44-more-facts.md describe the
file; kb/memoir44/editor.lp and the synonyms of words.lp say what each of its names means, so
this module only reads the JSON, checks its shape (a fault names its JSON path) and writes the
same board in Umpire's scenario language. Whatever the file holds that Umpire does not model
is written as an ``unread`` line naming it, with its hex and JSON path, and the questions it
changes (editor.lp's ``touches`` rows): those questions are refused, every other one is
answered with a line that names it. Nothing is dropped without a word.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from pyengine.errors import Pos, UmpireError
from pyengine.games.memoir44.m44_shapes import KEYS, listed, merged_hexes, options_of, unread_keys
from pyengine.json_types import JsonObject
from pyengine.kb_rules import Catalogue, catalogue
from pyengine.version import __version__

# Only plain word characters of the file's names may reach the scenario text.
SAFE = re.compile(r"[^A-Za-z0-9_]")
# What an unread line may quote of the file: no quote, no control character, not too long.
# A medal tag's fields that game play reads as flags, and those it does not play (lines 532-537).
OBJECTIVE_FLAGS = ("permanent", "majority", "turn_start", "last_to_occupy", "sole_control", "any_hex")
QUOTABLE = re.compile(r"[^ -!#-~]")
# What a board may hold, by the game's own sizes: a hex listed at most twice (BGA joins the
# listings), and at most this many tags on one hex (a medal, a mine, a camouflage, an exit
# marker and a few badges; the editor places one of each). A file past a bound is refused at
# its JSON path, so every question on an accepted board is bounded by the board's hexes.
LISTINGS_PER_HEX = 2
MAX_TAGS_PER_HEX = 8


@dataclass
class Hexagon:
    """One hex of the file, as Umpire's words."""

    col: int
    row: int
    terrain: str | None = None
    obstacles: list[tuple[str, str | None]] = field(default_factory=list)  # (obstacle, owner)
    unit: str | None = None  # the unit's statement
    side: str | None = None  # the unit's side
    statuses: list[str] = field(default_factory=list)  # what its tags give the unit on it
    tiled: bool = False  # its own base tile (which hides a board face's background)
    road: frozenset[int] = frozenset()  # the directions its road tile links, turned
    wadi: frozenset[int] | None = None  # the two open ends of its wadi tile, turned
    shut: frozenset[int] = frozenset()  # the sides a bridge section may not be crossed by


@dataclass
class Reader:
    """Reads one file, collecting what is not modelled instead of stopping at the first."""

    name: str
    cat: Catalogue
    unread: list[tuple[str, str]] = field(default_factory=list)  # (what, the kind it is)
    units: dict[str, int] = field(default_factory=dict)  # units named so far, by nation
    year: int | None = None  # the scenario's start (game_info.date_begin), for dated badges
    size: tuple[int, int] = (0, 0)  # the board's hexes across and rows (editor.lp's board_type)
    switches: list[str] = field(default_factory=list)  # rules its options switch on
    visibility: str | None = None  # how far units see at the start, when its options say
    face: str = "COUNTRY"
    face_word: str | None = None  # the face in Umpire's words, when the KB knows it
    title: str | None = None  # the scenario's name (text.en.name), as a line may hold it
    sides: tuple[str, str] = ("axis", "allies")  # side_player1 (top), side_player2 (bottom)
    # Keys the format does not give, or that only game play reads: where each stands.
    keys: dict[tuple[str, str], list[str]] = field(default_factory=dict)
    # Each exit marker's group of hexes, read once the whole board is: (its group, path, side).
    exit_groups: list[tuple[Any, str, str | None]] = field(default_factory=list)
    objectives: list[str] = field(default_factory=list)  # medal tags, as objective lines
    barriers: list[str] = field(default_factory=list)  # per-team impassable terrain, as lines

    def unit_id(self, nation: str) -> str:
        """Short ids a player types: the nation and a count (us1, us2, ger1, ...)."""
        self.units[nation] = self.units.get(nation, 0) + 1
        return f"{SAFE.sub('_', nation)}{self.units[nation]}"

    def fault(self, path: str, message: str, found: Any = None, expected: str | None = None) -> UmpireError:
        shown = None if found is None else json.dumps(found)[:80]
        return UmpireError(Pos(self.name, json_path=path), message, found=shown, expected=expected)

    def obj(self, value: Any, path: str, level: str | None = None) -> JsonObject:
        """An object of the file; with its ``level``, its keys are checked against the format's."""
        if not isinstance(value, dict):
            raise self.fault(path, "expected a JSON object here", value, "an object {...}")
        if level is not None:
            unread_keys(self.keys, value, level, path)
        return value

    def text(self, parent: JsonObject, key: str, path: str) -> str:
        value = parent.get(key)
        if not isinstance(value, str):
            raise self.fault(f"{path}.{key}", f"'{key}' must be a string", value, "a string")
        return value

    def whole(self, parent: JsonObject, key: str, path: str, low: int, high: int) -> int:
        value = parent.get(key)
        if isinstance(value, str) and re.fullmatch(r"\s*[0-9]{1,9}\s*", value):
            value = int(value)  # some files write numbers as strings (ASCII digits, not too many)
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise self.fault(f"{path}.{key}", f"'{key}' must be a whole number from {low} to {high}", value)
        return value

    def lookup(self, kind: str, key: str) -> str | None:
        found = self.cat.editor.get((kind, key))
        return found.text if found else None

    def not_modelled(self, where: str, what: str, path: str, kind: str) -> None:
        """Something Umpire does not model: the questions its kind touches are refused."""
        self.unread.append((f"{where}: {_quoted(what)} is not modelled ({path})", kind))

    def placed(self, where: str, what: str, uid: str, path: str) -> None:
        """A unit placed on its hex but not modelled: every question naming it is refused."""
        self.unread.append((f"{where}: {_quoted(what)} is placed as {uid}, not modelled ({path})", "placed"))

    def for_play(self, what: str, path: str) -> None:
        """Something only game play reads (cards, medals, set-up): no question here needs it."""
        self.unread.append((f"{_quoted(what)}: for game play ({path})", "play"))

    def switch_on(self, switch: str) -> None:
        if switch not in self.switches:
            self.switches.append(switch)

    def directions(self, kind: str, name: str, tile: JsonObject, path: str) -> frozenset[int] | None:
        """The directions a road or wadi tile opens to, turned by its orientation (the KB's
        editor rows give them at orientation 1, in BGA's numbers 0, 2, .. 10)."""
        shape = self.lookup(kind, name)
        if shape is None:
            return None
        turn = 2 * (self.whole(tile, "orientation", path, 1, 6) - 1) if "orientation" in tile else 0
        return frozenset((int(d) + turn) % 12 for d in shape.split())

    def shut_sides(self, tile: JsonObject, path: str) -> frozenset[int]:
        """A bridge section's shut sides: the KB's half-steps turned back by orientation - 1,
        the even ones of 0 or more (memoir44-more-facts.md line 200)."""
        steps = self.lookup("bridge_section_steps", "bridge_section") or ""
        back = self.whole(tile, "orientation", path, 1, 6) - 1 if "orientation" in tile else 0
        return frozenset(d for d in (int(s) - back for s in steps.split()) if d >= 0 and d % 2 == 0)

    def neighbour(self, h: Hexagon, direction: int) -> tuple[int, int] | None:
        """The hex one step from h in a BGA direction, if it is on the board."""
        step = self.lookup("direction_step", str(direction))
        if step is None:
            return None
        dc, dr = (int(x) for x in step.split())
        col, row = h.col + dc, h.row + dr
        across, rows = self.size
        return (col, row) if 0 <= row < rows and 0 <= col <= 2 * across - 2 else None

    def coordinate(self, text: str) -> tuple[int, int] | None:
        """A letter-number hex (`L5`, `k4`): an upper-case letter is an even column, a lower-case
        one an odd column, the number counts rows from the bottom (memoir44-expansion-facts.md
        line 624)."""
        found = re.fullmatch(r"([A-Za-z])([0-9]{1,2})", text.strip())
        if found is None:
            return None
        letter, number = found.group(1), int(found.group(2))
        col = 2 * (ord(letter) - ord("A")) if letter.isupper() else 2 * (ord(letter) - ord("a")) + 1
        row = self.size[1] - number
        on_board = 0 <= row < self.size[1] and col <= 2 * self.size[0] - 2 and (col + row) % 2 == 0
        return (col, row) if on_board else None


def _quoted(text: str, limit: int = 120) -> str:
    """A name of the file as a line may show it (a long one cut)."""
    return QUOTABLE.sub("?", text)[:limit]


def to_scenario(text: str, name: str) -> str:
    """The board of a .m44 file in Umpire's scenario language."""
    reader = Reader(name, catalogue("memoir44", None))
    doc = reader.obj(_parse(text, name), "$", "file")
    board = reader.obj(doc.get("board"), "$.board", "board")
    reader.size = _board_kind(reader, board)
    info = reader.obj(doc.get("game_info"), "$.game_info", "game_info")
    reader.sides = sides_of(reader, info)
    _options(reader, info)
    reader.title = _title(doc.get("text"))
    start = info.get("date_begin")
    if isinstance(start, str) and re.match(r"[0-9]{4}", start):
        reader.year = int(start[:4])
    placed = [_hexagon(reader, raw, path) for raw, path in merged_hexes(reader, _hexagons(reader, board))]
    # A tile laid on top that is a terrain of its own (a ford on the beach rows) keeps the hex too:
    # one terrain a hex.
    placed += _background(reader, {(h.col, h.row) for h in placed if h.tiled or h.terrain})
    _exits_of_groups(reader, placed)
    _sudden_death(reader, info)
    _keys_not_read(reader)
    return _write(name, reader, placed)


def _keys_not_read(reader: Reader) -> None:
    """One line for each key the file holds that no question reads: those only game play reads,
    and those the format does not give (which BGA ignores too)."""
    for (level, key), paths in sorted(reader.keys.items()):
        where = paths[0] + (f" and {len(paths) - 1} more" if len(paths) > 1 else "")
        if KEYS[level].get(key) == "play":
            reader.for_play(f"{level} key '{key}'", where)
        else:
            reader.unread.append(
                (f"{level} key '{_quoted(key)}' is not read, as BGA does not read it ({where})", "ignored")
            )


def _title(text: Any) -> str | None:
    """The scenario's English name (text.en.name), with nothing a quoted line may not hold."""
    name = text.get("en", {}).get("name") if isinstance(text, dict) and isinstance(text.get("en"), dict) else None
    if not isinstance(name, str):
        return None
    kept = "".join(c for c in name if c.isprintable() and c != '"' and not "\ud800" <= c <= "\udfff")
    return kept.strip()[:120] or None


def _parse(text: str, name: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        where = Pos(name, exc.lineno, exc.colno)
        raise UmpireError(where, f"not valid JSON: {exc.msg}", expected="a .m44 file") from None
    except RecursionError:
        raise UmpireError(Pos(name), "JSON nested too deeply", expected="a .m44 file") from None
    except ValueError:  # a number of more digits than Python converts
        raise UmpireError(Pos(name), "a number in the JSON is too long", expected="a .m44 file") from None


def _board_kind(reader: Reader, board: JsonObject) -> tuple[int, int]:
    """The board's size, hexes across by rows, as the KB gives it for the file's board type
    (read in any case, as BGA does)."""
    kind = reader.text(board, "type", "$.board").upper()
    size = reader.lookup("board_type", kind)
    if size is None:
        known = sorted(key for k, key in reader.cat.editor if k == "board_type")
        raise reader.fault(
            "$.board.type", f"board type '{_quoted(kind)}' is not a Memoir '44 board", expected=", ".join(known)
        )
    face = board.get("face", "COUNTRY")
    if not isinstance(face, str):
        raise reader.fault("$.board.face", "'face' must be a string", face)
    if reader.lookup("board_face", face.upper()) is None:
        reader.not_modelled("board", f"face '{face}'", "$.board.face", "terrain")
    reader.face = face.upper()
    reader.face_word = reader.lookup("board_face", reader.face)
    across, rows = size.split(" x ")
    return int(across), int(rows)


def sides_of(reader: Reader, info: JsonObject) -> tuple[str, str]:
    """(top, bottom): side_player1 sits at row 0 (the file format's "Which player is at the top")."""
    found = []
    for key in ("side_player1", "side_player2"):
        value = reader.text(info, key, "$.game_info").upper()
        side = reader.lookup("side", value)
        if side is None:
            raise reader.fault(f"$.game_info.{key}", f"unknown side '{_quoted(value)}'", expected="AXIS or ALLIES")
        found.append(side)
    if found[0] == found[1]:
        raise reader.fault("$.game_info.side_player2", "both players have the same side", found[1])
    return found[0], found[1]


def _options(reader: Reader, info: JsonObject) -> None:
    """Each option: a rule switched on, the night's visibility, one only game play reads, or
    one not modelled (every question refused)."""
    for key, value in sorted(options_of(reader, info).items()):
        path = f"$.game_info.options.{key}"
        seeing = reader.lookup("option_visibility", key) if value is True else None
        if seeing is not None:
            reader.visibility = seeing  # a reverse night switches its rule on too (below)
        if (switch := _switch(reader, key, value)) is not None:
            reader.switch_on(switch)
        elif seeing is not None:
            continue
        elif reader.lookup("play_option", key) is not None:
            reader.for_play(f"option '{key}' ({reader.lookup('play_option', key)})", path)
        elif value in (False, None, "", 0) or reader.lookup("quiet_option", key):
            continue
        elif reader.lookup("marine_option", key) is not None:
            _marines(reader, info, key, path)
        else:
            reader.not_modelled("scenario", f"option '{key}'", path, "option")


def _switch(reader: Reader, key: str, value: Any) -> str | None:
    if value is True:
        return reader.lookup("option_switch", key)
    return reader.lookup("option_switch", f"{key}={str(value).upper()}")


def _marines(reader: Reader, info: JsonObject, key: str, path: str) -> None:
    """gung_ho, when on: the side whose country_playerN is the US Marines' (memoir44-more-facts.md
    line 394) orders one unit more; with no such side it changes nothing."""
    country = reader.lookup("marine_option", key)
    for n, side in enumerate(reader.sides, 1):
        if str(info.get(f"country_player{n}", "")).upper() == country:
            reader.switch_on(f"{key}_{side}")
            return
    reader.for_play(f"option '{key}' (no side is the {country} Marines: no effect)", path)


def _hexagons(reader: Reader, board: JsonObject) -> Iterator[tuple[JsonObject, str]]:
    raw = board.get("hexagons", [])
    base = "$.board.hexagons"
    if isinstance(raw, dict) and "item" in raw:  # some files keep the list under "item"
        raw, base = raw["item"], "$.board.hexagons.item"
    across, rows = reader.size
    most = LISTINGS_PER_HEX * across * rows
    for i, (item, path) in enumerate(listed(reader, raw, base, "'hexagons' must be a list")):
        if i == most:
            bound = f"at most {most} hexes listed ({LISTINGS_PER_HEX} for each of the board's {across} x {rows})"
            raise reader.fault(path, f"too many hexes: {bound}", None, bound)
        yield reader.obj(item, path, "hex"), path


def _hexagon(reader: Reader, raw: JsonObject, path: str) -> Hexagon:
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
            _tile(reader, h, reader.obj(raw[layer], f"{path}.{layer}", "tile"), layer, where, f"{path}.{layer}")
    for i, (item, tag_path) in enumerate(
        listed(reader, raw.get("tags") or [], f"{path}.tags", "'tags' must be a list")
    ):
        if i == MAX_TAGS_PER_HEX:
            raise reader.fault(tag_path, f"too many tags on one hex: at most {MAX_TAGS_PER_HEX}", None, "fewer tags")
        _tag(reader, h, reader.obj(item, tag_path, "tag"), where, tag_path)
    if raw.get("unit") is not None:
        if h.unit is not None:
            reader.not_modelled(where, "a unit on a hex a unit tile already holds", f"{path}.unit", "unit")
        else:
            h.unit = _unit(reader, reader.obj(raw["unit"], f"{path}.unit", "unit"), h, where, f"{path}.unit")
    for i, (obstacle, owner) in enumerate(h.obstacles):
        if obstacle == "bunker" and owner is None:
            # The file names no owner: the side standing in it at setup owns it (the format's
            # fallback, line 226); an empty one is a field bunker (line 224).
            h.obstacles[i] = (obstacle, h.side) if h.side else ("field_bunker", None)
    return h


def _tag(reader: Reader, h: Hexagon, tag: JsonObject, where: str, path: str) -> None:
    """A mine, a camouflage, an exit marker, an objective, or what only game play reads."""
    name = reader.text(tag, "name", path)
    behavior = tag.get("behavior")
    mine = reader.lookup("mine_tag", behavior) if isinstance(behavior, str) else None
    exit_marker = reader.lookup("exit_tag", behavior) if isinstance(behavior, str) else None
    status = reader.lookup("status_tag", name)
    if mine is not None:
        h.obstacles.append((mine, _side(reader, tag.get("side"), f"{path}.side")))
        decoy = reader.lookup("decoy_tag", behavior) if isinstance(behavior, str) else None
        if decoy is not None:
            h.obstacles.append((decoy, None))
    elif exit_marker is not None:
        side = _side(reader, tag.get("side"), f"{path}.side")
        h.obstacles.append((exit_marker, side))
        reader.exit_groups.append((tag.get("group"), f"{path}.group", side))
    elif status is not None:
        h.statuses.append(status)
    elif (who := reader.lookup("medal_tag", name)) is not None:
        _objective(reader, h, tag, name, who, path)
    elif (kind := reader.lookup("quiet_tag", name)) is not None:
        if kind not in ("battle_star", "decorative"):
            reader.for_play(f"{where}: tag '{name}' ({kind.replace('_', ' ')})", path)
    else:
        shown = f"tag '{name}'" + (f" ({behavior})" if behavior else "")
        reader.not_modelled(where, shown, path, "tag")


def _objective(reader: Reader, h: Hexagon, tag: JsonObject, name: str, who: str, path: str) -> None:
    """A medal tag as an objective line: its hex and its group's, who may win it, the medals it
    gives while held and the hexes it needs (memoir44-more-facts.md lines 523-542)."""
    medal = reader.obj(tag["medal"], f"{path}.medal") if tag.get("medal") is not None else {}
    hexes = list(dict.fromkeys([(h.col, h.row), *_coordinates(reader, tag.get("group") or [], f"{path}.group")]))
    medals = reader.whole(medal, "counts_for", f"{path}.medal", 1, 99) if "counts_for" in medal else 1
    needs = reader.whole(medal, "nbr_hex", f"{path}.medal", 1, 99) if "nbr_hex" in medal else 1
    flags = [flag for flag in OBJECTIVE_FLAGS if medal.get(flag) is True]
    if "majority" in flags and medal.get("side") is not None:
        who = _side(reader, medal.get("side"), f"{path}.medal.side") or who
    if needs > len(hexes):
        reader.for_play(f"tag '{name}' needs {needs} of its {len(hexes)} hex(es): never held", path)
        return
    reader.objectives.append(_objective_line(f"{name}_{h.col}_{h.row}", hexes, who, str(medals), needs, flags))


def _sudden_death(reader: Reader, info: JsonObject) -> None:
    """game_info.victory.condition[0].group_sudden_death: a permanent objective worth every medal
    its side still needs (memoir44-more-facts.md lines 544-551; only the first condition counts)."""
    victory = info.get("victory")
    conditions = victory.get("condition") if isinstance(victory, dict) else None
    first = conditions[0] if isinstance(conditions, list) and conditions else None
    death = first.get("group_sudden_death") if isinstance(first, dict) else None
    if death is None:
        return
    path = "$.game_info.victory.condition[0].group_sudden_death"
    death = reader.obj(death, path)
    side = _side(reader, death.get("side"), f"{path}.side")
    hexes = list(dict.fromkeys(_coordinates(reader, death.get("group") or [], f"{path}.group")))
    needs = reader.whole(death, "number", path, 1, 99) if "number" in death else 1
    if side is None or not hexes or needs > len(hexes):
        reader.for_play("a sudden death with no side, or fewer hexes than it needs: never won", path)
        return
    reader.objectives.append(_objective_line("sudden_death", hexes, side, "all", needs, ["permanent"]))


def _objective_line(
    name: str, hexes: list[tuple[int, int]], who: str, medals: str, needs: int, flags: list[str]
) -> str:
    """An objective in the scenario language (dsl/scenario.lark's objective statement)."""
    where = " ".join(f"{c},{r}" for c, r in hexes)
    return f"objective {name} at {where} for {who} medals {medals} needs {needs}" + "".join(f" {f}" for f in flags)


def _coordinates(reader: Reader, group: Any, path: str) -> list[tuple[int, int]]:
    """A group's letter-number hexes (expansion facts line 624), each on the board."""
    out = []
    for item, item_path in listed(reader, group, path, "'group' must be a list"):
        there = reader.coordinate(item) if isinstance(item, str) else None
        if there is None:
            raise reader.fault(item_path, "not a hex of this board", item, "a letter and a number, e.g. L5")
        out.append(there)
    return out


def _exits_of_groups(reader: Reader, placed: list[Hexagon]) -> None:
    """An exit marker's group hexes are exits for its side too (memoir44-more-facts.md line 555)."""
    at = {(h.col, h.row): h for h in placed}
    for group, path, owner in reader.exit_groups:
        for there in _coordinates(reader, group or [], path):
            if there not in at:
                at[there] = Hexagon(*there)
                placed.append(at[there])
            if ("exit_marker", owner) not in at[there].obstacles:
                at[there].obstacles.append(("exit_marker", owner))


def _tile(reader: Reader, h: Hexagon, tile: JsonObject, layer: str, where: str, path: str) -> None:
    name = reader.text(tile, "name", path)
    if reader.lookup("quiet_tile", name) is not None:
        return  # a broken bridge: the river under it stays
    if (kind := reader.lookup("unit_tile", name)) is not None:
        # A unit laid as a tile (a destroyer, a train's cars) is side_player2's (lines 313, 327).
        h.side = reader.sides[1]
        base = reader.lookup("base_type", kind)
        h.unit = f"unit {reader.unit_id(kind)} {{ side {h.side} type {base} {kind} at {h.col},{h.row} }}"
        return
    becomes = _behaviours(reader, h, tile, name, layer, where, path)
    h.road = reader.directions("road_links", name, tile, path) or h.road
    h.wadi = reader.directions("wadi_ends", name, tile, path) or h.wadi
    if becomes == "bridge_section":
        h.shut = reader.shut_sides(tile, path)
    if "properties" in tile:
        _properties(reader, h, tile["properties"], where, f"{layer} '{name}'", f"{path}.properties")
    # BGA reads the three layers alike (memoir44-expansion-facts.md line 604): a name is a
    # terrain or an obstacle whichever layer holds it.
    word = becomes or reader.cat.canonical("terrain", name) or reader.cat.canonical("obstacle", name)
    if word is not None and reader.cat.canonical("terrain", word) == word:
        # A tile laid on top (a bridge) is what the hex is; the base tile under it (the river)
        # is what it crosses.
        h.terrain = word if layer != "terrain" or h.terrain is None else h.terrain
        h.tiled = h.tiled or layer == "terrain"
    elif word is not None:
        h.obstacles.append((word, _side(reader, tile.get("original_owner"), f"{path}.original_owner")))
    else:
        reader.not_modelled(
            where, f"{layer} '{name}'", f"{path}.name", "obstacle" if layer == "obstacle" else "terrain"
        )


def _behaviours(
    reader: Reader, h: Hexagon, tile: JsonObject, name: str, layer: str, where: str, path: str
) -> str | None:
    """What a tile's behaviours make of it: another class (a river tile a ford, sandbags a sea
    wall), a marker, a scenario switch; or what only game play reads."""
    becomes = None
    for key in ("behavior", "behavior2"):
        value = tile.get(key)
        if not value:
            continue
        found = str(value) if isinstance(value, str) else ""
        turned = reader.lookup("tile_behavior", found) or reader.lookup("obstacle_behavior", found)
        marker = reader.lookup("behavior_obstacle", found)
        switch = reader.lookup("behavior_switch", found)
        if turned:
            becomes = turned
        elif marker:
            h.obstacles.append((marker, None))
        elif switch:
            reader.switch_on(switch)
        elif reader.lookup("play_behavior", found):
            reader.for_play(f"{where}: {layer} '{name}' with {key} {found}", f"{path}.{key}")
        elif not reader.lookup("quiet_behavior", found):
            reader.not_modelled(where, f"{layer} '{name}' with {key} {value}", f"{path}.{key}", "behavior")
    return becomes


def _side(reader: Reader, owner: Any, path: str) -> str | None:
    """The side a tile or tag names (original_owner, side), if it names one."""
    if owner is None:
        return None
    side = reader.lookup("side", owner.upper()) if isinstance(owner, str) else None
    if side is None:
        raise reader.fault(path, f"unknown side {json.dumps(owner)}", owner, "AXIS or ALLIES")
    return side


def _placeholder(reader: Reader, h: Hexagon, name: str, unit_type: str, side: str | None = None) -> str:
    """A unit Umpire places (it holds its hex and blocks sight, as every unit does) without
    modelling it: a unit tile belongs to side_player2 (memoir44-more-facts.md line 317)."""
    h.side = side or reader.sides[1]
    uid = reader.unit_id(SAFE.sub("_", name))
    return f"unit {uid} {{ side {h.side} type {unit_type} at {h.col},{h.row} status unmodelled }}"


def _uid(statement: str) -> str:
    return statement.split(" ", 2)[1]


def _unit(reader: Reader, unit: JsonObject, h: Hexagon, where: str, path: str) -> str | None:
    name = reader.text(unit, "name", path)
    prefixes = sorted((k for kind, k in reader.cat.editor if kind == "unit_prefix"), key=len, reverse=True)
    prefix = next((p for p in prefixes if name.startswith(p)), None)
    suffixes = sorted((k for kind, k in reader.cat.editor if kind == "nation"), key=len, reverse=True)
    nation = name[len(prefix) :] if prefix else next((s for s in suffixes if name.endswith(s)), "")
    side = reader.lookup("nation", nation)
    if side is None:
        reader.not_modelled(where, f"unit '{name}'", f"{path}.name", "unit")
        return None
    statuses = list(h.statuses)
    refused: list[tuple[str, str]] = []  # what makes it a unit placed but not modelled, and where
    kind = reader.lookup("unit_prefix", prefix) if prefix else None
    if kind is None:
        placeholder = _placeholder(reader, h, nation, "infantry", side)
        reader.placed(where, f"unit '{name}'", _uid(placeholder), f"{path}.name")
        return placeholder
    kind = _badge_kind(reader, unit, (prefix, kind), statuses, refused, path)
    if reader.lookup("tiger_name", name) == str(unit.get("nbr_units", "")):
        kind = "tiger"
    for status in (reader.lookup("nation_status", nation), _equipment(reader, unit, refused, path)):
        if status:
            statuses.append(status)
    if refused:
        statuses.append("unmodelled")
    base = reader.lookup("base_type", kind)
    words = f"{base} {kind}" if base else kind
    figures = ""
    if "nbr_units" in unit:
        figures = f" figures {reader.whole(unit, 'nbr_units', path, 1, 9)}"
    h.side = side
    uid = reader.unit_id(nation)
    for what, where_in_file in refused:
        reader.placed(where, f"unit '{name}' with {what}", uid, where_in_file)
    marked = f" status {' '.join(dict.fromkeys(statuses))}" if statuses else ""
    return f"unit {uid} {{ side {side} type {words} at {h.col},{h.row}{figures}{marked} }}"


def _badge_kind(
    reader: Reader,
    unit: JsonObject,
    prefixed: tuple[str | None, str],
    statuses: list[str],
    refused: list[tuple[str, str]],
    path: str,
) -> str:
    """The unit's kind once its behaviour and badge are read (``prefixed``: its name's prefix
    and the kind that makes); its statuses grow with them, and what is not modelled joins
    ``refused``. A badge selects its class only on the prefix the KB names for it, if any."""
    prefix, kind = prefixed
    badge = unit.get("badge")
    behavior = unit.get("behavior")
    status = reader.lookup("unit_behavior", str(behavior)) if behavior else None
    if behavior == "FRENCH_RESISTANCE":  # the editor's other way to write badge 3
        badge = "badge3"
    elif status:
        statuses.append(status)
    elif behavior and not reader.lookup("quiet_unit_behavior", str(behavior)):
        refused.append((f"behavior {behavior}", f"{path}.behavior"))
    if badge:
        italian = reader.lookup("italian_badge", str(badge))
        if italian:
            statuses.append(italian)
        special = reader.lookup("badge", str(badge)) or _dated(reader, str(badge))
        only_on = reader.lookup("badge_on", str(badge))
        if only_on is not None and only_on != prefix:
            return kind  # BGA has no class for this badge on this prefix: the unit stays as named
        if special is None:
            refused.append((str(badge), f"{path}.badge"))
        elif special != "plain":
            return special
    return kind


def _equipment(reader: Reader, unit: JsonObject, refused: list[tuple[str, str]], path: str) -> str | None:
    """Wittmann's Tiger, no effect, or kit Umpire does not model (its unit refused)."""
    kit = unit.get("equipment")
    if not kit:
        return None
    status = reader.lookup("equipment_status", str(kit))
    if status or reader.lookup("quiet_equipment", str(kit)):
        return status
    refused.append((f"equipment '{kit}'", f"{path}.equipment"))
    return None


def _dated(reader: Reader, badge: str) -> str | None:
    """A badge whose unit depends on the war's period: the early kind up to the KB's last early
    year, the late kind after it; unknown without a start date."""
    split = reader.lookup("war_split", "last_early_year")
    early, late = reader.lookup("early_badge", badge), reader.lookup("late_badge", badge)
    if split is None or early is None or late is None or reader.year is None:
        return None
    return early if reader.year <= int(split) else late


def _background(reader: Reader, tiled: set[tuple[int, int]]) -> list[Hexagon]:
    """The terrain a board face lays under every hex without a tile of its own (the beach
    face's beach and ocean rows), as the KB's face_rows say: the rows of a board of this many
    rows where the KB gives them, else the standard board's."""
    across, rows = reader.size
    layers: dict[str, str] = {}
    for (kind, key), rows_of in reader.cat.editor.items():
        if kind != "face_rows":
            continue
        face, terrain, *height = key.split(" ")
        fits = face == reader.face and (not height or int(height[0]) == rows)
        if fits and (height or terrain not in layers):
            layers[terrain] = rows_of.text
    out = []
    for terrain, numbers in sorted(layers.items()):
        for row in (int(r) for r in numbers.split() if int(r) < rows):
            for col in range(row % 2, 2 * across - 1, 2):
                if (col, row) not in tiled:
                    out.append(Hexagon(col, row, terrain=terrain, tiled=True))
    return out


def _links(reader: Reader, hexes: list[Hexagon]) -> tuple[list[str], list[str]]:
    """Road steps (both tiles link toward each other), a wadi's and a bridge section's shut
    sides, as lines."""
    at = {(h.col, h.row): h for h in hexes if h.road or h.wadi is not None}
    roads, sides = [], []
    linked = [h for h in hexes if h.road or h.wadi is not None or h.shut]
    for h in sorted(linked, key=lambda h: (h.row, h.col)):
        for d in range(0, 12, 2):
            there = reader.neighbour(h, d)
            if there is None:
                continue
            other = at.get(there)
            if d in h.road and other is not None and (d + 6) % 12 in other.road and (h.col, h.row) < there:
                roads.append(f"path road {h.col},{h.row} {there[0]},{there[1]}")
            if h.wadi is not None and d not in h.wadi:
                sides.append(f"hexside wadi_slope between {h.col},{h.row} and {there[0]},{there[1]}")
            if d in h.shut:
                sides.append(f"hexside bridge_side between {h.col},{h.row} and {there[0]},{there[1]}")
    return roads, sorted(set(sides))


def _write(name: str, reader: Reader, hexes: list[Hexagon]) -> str:
    top, bottom = reader.sides
    source = re.sub(r"[^A-Za-z0-9_.-]", "_", name.rsplit("/", 1)[-1])
    lines = [
        f"# Imported by Umpire {__version__} from {source}, a scenario editor (.m44) file.",
        "game memoir44",
        f"map {reader.size[0]} x {reader.size[1]} coords doubled",
        "default terrain clear",
        *([f'title "{reader.title}"'] if reader.title else []),
        *([f"face {reader.face_word}"] if reader.face_word else []),
        f"side {top} top",
        f"side {bottom} bottom",
        *(f"assume {switch} on" for switch in reader.switches),
        *([f"visibility {reader.visibility}"] if reader.visibility else []),
        *_unread_lines(reader),
    ]
    by_terrain: dict[str, list[str]] = {}
    for h in hexes:
        if h.terrain and h.terrain != "clear":
            by_terrain.setdefault(h.terrain, []).append(f"{h.col},{h.row}")
    lines += [f"terrain {t} at {' '.join(at)}" for t, at in by_terrain.items()]
    roads, sides = _links(reader, hexes)
    lines += roads + sides
    for h in hexes:
        for obstacle, owner in dict.fromkeys(h.obstacles):
            lines.append(f"obstacle {obstacle} at {h.col},{h.row}" + (f" owner {owner}" if owner else ""))
    lines += [h.unit for h in hexes if h.unit]
    lines += reader.objectives
    lines += reader.barriers
    return "\n".join(lines) + "\n"


# Property names read from one `properties` map: BGA's maps hold a handful a team.
MAX_PROPERTIES = 20


def _properties(reader: Reader, h: Hexagon, found: object, where: str, tile: str, path: str) -> None:
    """A terrain's properties per team (side -> property -> value): `isImpassable`, true or a
    list of unit types (1 infantry, 2 armor, 3 artillery: memoir44-expansion-facts.md line 43),
    becomes an `impassable` line; any other property is not modelled, touching what editor.lp
    says it changes; a map of any other shape, or a name editor.lp does not know, touches every
    question."""
    teams = found if isinstance(found, dict) and all(isinstance(t, dict) for t in found.values()) else None
    names = sorted({str(p) for team in teams.values() for p in team}) if teams else []
    known = [n for n in names if reader.lookup("touches", f"property {n}") is not None]
    if not names or len(names) > MAX_PROPERTIES or len(known) < len(names):
        reader.not_modelled(where, f"{tile} properties per team", path, "properties")
        return
    assert teams is not None
    for team, properties in teams.items():
        for name, value in properties.items():
            line = _barrier(reader, h, team, value) if name == "isImpassable" else None
            if line is None:
                reader.not_modelled(where, f"{tile} property {name} per team", path, f"property {name}")
            elif line:
                reader.barriers.append(line)


# The unit types a per-team property may list (memoir44-expansion-facts.md line 43).
PROPERTY_TYPES = {1: "infantry", 2: "armor", 3: "artillery"}


def _barrier(reader: Reader, h: Hexagon, team: str, value: object) -> str | None:
    """The `impassable` line of one team's `isImpassable` ("" when it bars nothing), or None
    for a team or a value of another shape."""
    side = reader.lookup("side", team.upper())
    if side is None:
        return None
    if value is True:
        return f"impassable at {h.col},{h.row} for {side}"
    if value is False or value == []:
        return ""
    if isinstance(value, list) and all(type(v) is int and v in PROPERTY_TYPES for v in value):
        types = " ".join(PROPERTY_TYPES[v] for v in sorted(set(value)))
        return f"impassable at {h.col},{h.row} for {side} {types}"
    return None


def _unread_lines(reader: Reader) -> list[str]:
    """One line for each thing not modelled, with the questions its kind touches (editor.lp)."""
    out = []
    for text, kind in reader.unread:
        touches = reader.lookup("touches", kind) or ""
        # The names in it are quoted already; its JSON path may hold a key of any length.
        out.append(f'unread "{_quoted(text, 400)}"' + (f" touches {touches}" if touches else ""))
    return out
