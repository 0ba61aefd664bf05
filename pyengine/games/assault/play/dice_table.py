"""A die-face table: the six faces of each die colour, which no source prints (digest §9).

A game is given one by name (``setup dice NAME`` in a scenario, ``{"setup": {"dice": "NAME"}}``
in a record's header or the API), read from the file NAME.dice beside the scenario, or inline
as ``{"r": [six faces], "y": [...], "g": [...], "b": [...]}``. A file holds a line per colour:

    r: ch ch_dp dp dp x blank

With one, each die of a roll is a chance step with exact odds (its faces counted out of six);
every such step rests on assumption die_face_table. The table is data: read as a regular file
inside the scenario's folder, every fault placed at its line and column.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from pyengine.data_files import escapes, read_data
from pyengine.errors import Pos, UmpireError, unknown_name
from pyengine.games.assault.play.steps import COLOURS, FACES
from pyengine.json_types import JsonObject

SUFFIX = ".dice"
SIDES = 6


@dataclass(frozen=True)
class DiceTable:
    faces: dict[str, tuple[str, ...]]
    name: str  # the table's name (its file without .dice), or "inline"

    def odds(self, colour: str) -> list[tuple[str, Fraction]]:
        """Each face the colour's die shows, with its probability (faces alike grouped)."""
        counts = Counter(self.faces[colour])
        return [(face, Fraction(n, SIDES)) for face, n in sorted(counts.items())]

    def to_json(self) -> JsonObject:
        return {c: list(fs) for c, fs in self.faces.items()}


def table_of(value: object, folder: Path, at: Pos) -> DiceTable:
    """The table a set-up names (a file NAME.dice in ``folder``) or holds inline."""
    if isinstance(value, dict):
        return DiceTable({c: _faces(value.get(c), at.field(c), c) for c in _colours(value, at)}, "inline")
    if not isinstance(value, str) or not value.isidentifier():
        raise UmpireError(
            at,
            "a die-face table is named by a word, or given inline",
            found=repr(value)[:60],
            expected='"NAME" (the file NAME.dice beside the scenario) or {"r": [six faces], ...}',
        )
    path = folder / f"{value}{SUFFIX}"
    if escapes(path, folder):
        raise UmpireError(at, "the die-face table must lie in the scenario's folder", found=value)
    text = read_data(str(path), "die-face table").decode("utf-8", "replace")
    return DiceTable(_read(text, str(path)), value)


def _colours(value: dict[str, object], at: Pos) -> tuple[str, ...]:
    for key in value:
        if key not in COLOURS:
            raise unknown_name(at.field(key), "die colour", key, COLOURS)
    return COLOURS


def _faces(value: object, at: Pos, colour: str) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) != SIDES:
        raise UmpireError(at, f"the {colour} die has six faces", found=repr(value)[:60], expected="a list of six faces")
    for i, face in enumerate(value):
        if face not in FACES:
            raise unknown_name(at.field(f"{colour}[{i}]"), "die face", str(face), FACES)
    return tuple(value)


def _read(text: str, path: str) -> dict[str, tuple[str, ...]]:
    found: dict[str, tuple[str, ...]] = {}
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0]
        if not line.strip():
            continue
        colour, colon, rest = line.partition(":")
        where = Pos(path, n, len(line) - len(line.lstrip()) + 1)
        if not colon or colour.strip() not in COLOURS:
            raise unknown_name(where, "die colour", colour.strip(), COLOURS)
        if colour.strip() in found:
            raise UmpireError(where, f"the {colour.strip()} die is given twice", found=raw.strip()[:60])
        faces = rest.split()
        for face in faces:
            if face not in FACES:
                column = len(colour) + len(colon) + rest.index(face) + 1
                raise unknown_name(Pos(path, n, column), "die face", face, FACES)
        if len(faces) != SIDES:
            raise UmpireError(
                where,
                f"the {colour.strip()} die has six faces",
                found=f"{len(faces)} faces",
                expected="COLOUR: six faces",
            )
        found[colour.strip()] = tuple(faces)
    missing = [c for c in COLOURS if c not in found]
    if missing:
        raise UmpireError(
            Pos(path),
            "a die-face table gives every colour",
            found=f"none for {', '.join(missing)}",
            expected="a line for each of r, y, g, b",
        )
    return found
