"""A hex board drawn as text, for a person playing at a terminal (pyengine/play/terminal.py):
each hex a cell of three characters at its place on the map, offset rows indented by half a
cell, a unit as its side's letter and a number (its hex's terrain letter after it), terrain as
a letter, with a legend below.

    0   2   4   6
 0  .   f   A1  .
 1    .   h   .   X2f
"""

from __future__ import annotations

from pyengine.checked_position import PlacedUnit, Position
from pyengine.hexgrid import Hex

CELL = 4
EMPTY = "."


def text_board(pos: Position) -> list[str]:
    """The board's rows, its column numbers on top, then a legend of units and terrain."""
    letters = _side_letters(sorted({*pos.edges, *(u.side for u in pos.units.values())}))
    marks = {u.hex: f"{letters[u.side]}{n}" for n, u in enumerate(_units_in_order(pos), 1)}
    terrain = _terrain_letters(pos)
    right = max((_x(pos, h) for h in pos.shape.hexes()), default=0) + CELL
    rows = _rows(pos)
    header = [" "] * right
    for h in rows[0][1] if rows else []:  # the first row's columns name the map's columns
        label = str(pos.shape.name(h)[0])
        header[_x(pos, h) : _x(pos, h) + len(label)] = list(label)
    lines = ["    " + "".join(header).rstrip()]
    for row, hexes in rows:
        cells = [" "] * right
        for h in hexes:
            ground = terrain.get(pos.terrain_at(h), EMPTY)
            unit = marks.get(h, "")
            # A unit's mark, and its hex's terrain letter after it where the cell has room.
            text = (unit + ("" if ground == EMPTY else ground))[: CELL - 1] if unit else ground
            cells[_x(pos, h) : _x(pos, h) + len(text)] = list(text)
        lines.append(f"{row:>2}  " + "".join(cells).rstrip())
    lines.append("units: " + ", ".join(_unit_legend(pos, marks[u.hex], u) for u in _units_in_order(pos)))
    shown = sorted({pos.terrain_at(h) for h in pos.shape.hexes()} - {pos.default_terrain})
    if shown:
        lines.append("terrain: " + ", ".join(f"{terrain[t]} {t}" for t in shown))
    return lines


def _side_letters(sides: list[str]) -> dict[str, str]:
    """Each side the first letter of its name that no side before it took (allies A, axis X)."""
    letters: dict[str, str] = {}
    for side in sides:
        free = [c for c in side.upper() + "ABCDEFGHIJKLMNOPQRSTUVWXYZ" if c.isalpha() and c not in letters.values()]
        letters[side] = free[0]
    return letters


def _x(pos: Position, h: Hex) -> int:
    """Where a hex's cell starts on its line: half a cell a doubled column, odd rows of other
    maps shifted by half a cell."""
    col, row = pos.shape.name(h)
    if pos.shape.convention == "doubled":
        return col * CELL // 2
    return col * CELL + (CELL // 2 if row & 1 else 0)


def _unit_legend(pos: Position, mark: str, unit: PlacedUnit) -> str:
    figures = f" ({unit.figures})" if unit.figures else ""
    return f"{mark} {unit.id} {pos.label(unit.hex)}{figures}"


def _units_in_order(pos: Position) -> list[PlacedUnit]:
    """The units, each side's in reading order."""
    return sorted(pos.units.values(), key=lambda u: (u.side, pos.shape.reading_order(u.hex)))


def _rows(pos: Position) -> list[tuple[int, list[Hex]]]:
    rows: dict[int, list[Hex]] = {}
    for h in pos.shape.hexes():
        rows.setdefault(pos.shape.name(h)[1], []).append(h)
    return sorted(rows.items())


def _terrain_letters(pos: Position) -> dict[str, str]:
    """Each terrain on the board a lower-case letter of its own (its initial when free)."""
    names = sorted({pos.terrain_at(h) for h in pos.shape.hexes()} - {pos.default_terrain})
    letters: dict[str, str] = {pos.default_terrain: EMPTY}
    for name in names:
        free = [c for c in name.lower() + "abcdefghijklmnopqrstuvwxyz" if c.isalpha() and c not in letters.values()]
        letters[name] = free[0] if free else "?"
    return letters
