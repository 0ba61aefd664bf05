"""Pictures of a position and its answers, as SVG text.

The board is drawn from the checked position (terrain, levels, paths, hexsides, markers,
fortifications, units), and each answer from its JSON form, by the overlay its game
registers for that answer kind: nothing is decided here, every mark restates a part of an
answer and carries that part's words and citation as its ``<title>`` (hover text).

Hex corners come from ``hexgrid``'s integer lattice; one fixed scale turns them into
pixels, printed with two decimals, so the same input gives the same bytes. Every mark has a
stable ``id`` and a ``class`` from ``MARKS``, which also words the legend: each class has a
shape or a hatching as well as a colour, so a picture reads in greyscale too.
"""

from __future__ import annotations

import re
import textwrap
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from pyengine.checked_position import PlacedObjective, PlacedUnit, Position
from pyengine.errors import Pos, UmpireError
from pyengine.hexgrid import CORNERS, Hex, direction_to, lattice, side_corners
from pyengine.json_types import JsonObject
from pyengine.trace import Citation, Contribution, cite_text

# Pixels per lattice unit: a hex is 40 px from top corner to bottom corner.
SX, SY = 17.3205, 10.0
MARGIN = 24
TITLE_HEIGHT = 44
PANEL_WIDTH = 300  # beside the board, where an answer has lines to write there
# Widths of one character, bounded from above (an SVG cannot measure its text): a heading's
# bold 14 px and the legend's 9 px. A picture with no lines beside its board is as wide as its
# board, its heading and its legend.
HEADING_CHAR_WIDTH, LEGEND_CHAR_WIDTH = 9.0, 5.6
LEGEND_KEYS_X = 250  # the legend's second column (its keys), from the margin
BARRED_GLYPH = "\u2298"  # a hex barred to one side's units (a scenario's `impassable` lines)
NOTE_WIDTH = 52  # characters per line in the panel
MAX_NOTE_ROWS = 60  # the panel beside a board grows with its lines, up to this many

# Overlay marks: class -> (legend words, CSS). Colours are the Okabe-Ito palette.
MARKS: dict[str, tuple[str, str]] = {
    "subject": ("the unit asked about", "fill:none;stroke:#000;stroke-width:3"),
    "reachable": ("reachable (number: MP or hexes spent)", "fill:#56B4E9;fill-opacity:.55;stroke:#0072B2"),
    "unreachable": ("not reachable (hover: why)", "fill:url(#hatch);stroke:#D55E00;stroke-dasharray:3 2"),
    "route": ("the route", "fill:none;stroke:#0072B2;stroke-width:3;stroke-linecap:round"),
    "sightline": ("line of sight, centre to centre", "fill:none;stroke:#000;stroke-width:1.5"),
    "los-clear": ("crossed, clear", "fill:none;stroke:#009E73;stroke-width:2"),
    "los-hindering": ("hinders", "fill:#E69F00;stroke:#000;stroke-width:.8"),
    "los-blocking": ("blocks", "fill:none;stroke:#D55E00;stroke-width:3"),
    "los-passes": ("could block, does not (hover: why)", "fill:#009E73;stroke:#000;stroke-width:.8"),
    "los-along": ("hexside the line runs along", "fill:none;stroke:#CC79A7;stroke-width:4;stroke-dasharray:5 3"),
    "target": ("may fire / battle (number: dice)", "fill:none;stroke:#0072B2;stroke-width:2.5"),
    "refused": ("may not (hover: why)", "fill:none;stroke:#D55E00;stroke-width:1.5;stroke-dasharray:4 3"),
    "retreat-end": ("retreat may end here (◆)", "fill:#009E73;fill-opacity:.45;stroke:#009E73;stroke-width:2"),
    "retreat-loss": ("ends here losing figures (number)", "fill:url(#dots);stroke:#D55E00"),
    "shut": ("shut to the retreat (hover: why)", "fill:url(#hatch);stroke:#D55E00;stroke-dasharray:3 2"),
    "eligible": ("may be ordered", "fill:none;stroke:#009E73;stroke-width:3;stroke-dasharray:2 2"),
}
DIE_FILL = {"R": "#D55E00", "Y": "#F0E442", "G": "#009E73", "B": "#0072B2"}
SIDE_FILL = ("#ffffff", "#4d4d4d")  # first side light, second dark: tells them apart in greyscale
UNSTYLED = "#e6e6e6"


# Where a badge on a line is tried, in turn: how far along it, and how far beside it (px).
BADGE_ALONG = (0.55, 0.45, 0.65, 0.35, 0.75, 0.3, 0.8, 0.25, 0.85)
BADGE_ACROSS = (0.0, 10.0, -10.0, 18.0, -18.0)


def overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    """Whether two boxes (x, y, width, height) share any area."""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def num(v: float) -> str:
    """A coordinate with at most two decimals, never '-0'."""
    text = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def title_of(part: JsonObject) -> str:
    """A contribution's hover text (from its JSON form): its words, then its citation as the
    text answer prints it."""
    again = Contribution(
        part["what"], part["term"], part["value"], Citation(**part["cite"]), tuple(part["assumptions"])
    )
    return f"{part['what']} | {cite_text(again)}"


def titles(parts: Iterable[JsonObject]) -> str:
    return "\n".join(title_of(p) for p in parts)


HEX_IN_TERM = re.compile(r"h\((-?\d+),(-?\d+)\)")


def hexes_in(term: str) -> list[Hex]:
    """The hexes a KB term names, in order (terms write hexes as h(Q,R))."""
    return [Hex(int(q), int(r)) for q, r in HEX_IN_TERM.findall(term)]


def cross_path(cx: float, cy: float, r: float) -> str:
    """An X of half-width r centred on (cx, cy)."""
    left, right, top, bottom = num(cx - r), num(cx + r), num(cy - r), num(cy + r)
    return f"M{left},{top}L{right},{bottom}M{right},{top}L{left},{bottom}"


@dataclass(frozen=True)
class Note:
    """A line of the panel beside the board: words, hover text, and maybe a pool's dice."""

    text: str
    title: str
    cls: str
    dice: list[str] | None = None
    hex: Hex | None = None
    ident: str | None = None


Overlay = Callable[["Picture", JsonObject], None]


Split = Callable[[JsonObject], list[tuple[str, JsonObject]]]


@dataclass(frozen=True)
class Style:
    """What a game gives the picture: a fill per terrain, an overlay per answer kind, and
    for an answer too full for one board (every unit of a side) how to split it into panels,
    each a (heading, part) whose ``kind`` names its overlay."""

    terrain: dict[str, str]
    overlays: dict[str, Overlay]
    split: dict[str, Split] = field(default_factory=dict)
    # A board face's own fills, over the terrain's (a winter board's open ground is snow).
    faces: dict[str, dict[str, str]] = field(default_factory=dict)

    def fill(self, terrain: str, face: str | None) -> str:
        return self.faces.get(face or "", {}).get(terrain) or self.terrain.get(terrain, UNSTYLED)


_STYLES: dict[str, Style] = {}


def register_style(game: str, style: Style) -> None:
    _STYLES[game] = style


@dataclass
class Picture:
    """One SVG document: the board once per answer panel, each panel with its answer drawn."""

    pos: Position
    style: Style
    root: ET.Element = field(init=False)
    group: ET.Element = field(init=False)
    prefix: str = "board"
    used: set[str] = field(default_factory=set)
    notes: list[Note] = field(default_factory=list)
    badges: list[tuple[float, float, float, float]] = field(default_factory=list)  # this panel's, x y w h
    heights: list[float] = field(default_factory=list)  # each panel's height, as drawn
    noted: bool = False  # whether any panel has lines beside its board
    headings_right: float = 0.0  # where the widest panel heading ends

    def __post_init__(self) -> None:
        xs, ys = zip(*(lattice(h) for h in self.pos.shape.hexes()), strict=True)
        self.x0, self.y0 = (min(xs) - 1) * SX, (min(ys) - 2) * SY
        self.board_w, self.board_h = (max(xs) - min(xs) + 2) * SX, (max(ys) - min(ys) + 4) * SY
        self.root = ET.Element("svg", xmlns="http://www.w3.org/2000/svg", version="1.1")
        self.group = self.root

    # ---- geometry -------------------------------------------------------------------
    def centre(self, h: Hex) -> tuple[float, float]:
        x, y = lattice(h)
        return (MARGIN + x * SX - self.x0, TITLE_HEIGHT + y * SY - self.y0)

    def corners(self, h: Hex, shrink: float = 1.0) -> list[tuple[float, float]]:
        cx, cy = self.centre(h)
        return [(cx + dx * SX * shrink, cy + dy * SY * shrink) for dx, dy in CORNERS]

    def hex_of(self, label: str) -> Hex:
        a, b = (int(p) for p in label.split(","))
        h = self.pos.shape.to_axial(a, b)
        assert h is not None, label
        return h

    def label(self, h: Hex) -> str:
        return self.pos.label(h)

    # ---- drawing primitives -----------------------------------------------------------
    def add(self, tag: str, attrs: dict[str, str], title: str | None = None, text: str | None = None) -> ET.Element:
        el = ET.SubElement(self.group, tag, attrs)
        if title:
            ET.SubElement(el, "title").text = title
        if text is not None:
            el.text = text
        return el

    def polygon(self, h: Hex, ident: str, cls: str, title: str | None = None, shrink: float = 1.0) -> ET.Element:
        points = " ".join(f"{num(x)},{num(y)}" for x, y in self.corners(h, shrink))
        return self.add("polygon", {"id": ident, "class": cls, "points": points}, title)

    def words(self, x: float, y: float, text: str, cls: str, **extra: str) -> ET.Element:
        return self.add("text", {"x": num(x), "y": num(y), "class": cls, **extra}, text=text)

    # ---- marks an overlay makes ---------------------------------------------------------
    def mark(self, h: Hex, cls: str, title: str, text: str | None = None) -> None:
        """A hex of the answer: its polygon in the class's style, and a number or sign on it."""
        self.used.add(cls)
        ident = f"{self.prefix}-{cls}-{self.label(h)}"
        g = self.add("g", {"id": ident, "class": f"mark {cls}", "data-hex": self.label(h)}, title)
        outer, self.group = self.group, g
        shrink = 0.8 if cls in ("los-blocking", "eligible", "subject") else 1.0
        self.polygon(h, f"{ident}-shape", f"shape {cls}", shrink=shrink)
        cx, cy = self.centre(h)
        if cls == "los-clear":
            self.add("circle", {"cx": num(cx), "cy": num(cy), "r": "4", "class": f"glyph {cls}"})
        elif cls == "los-hindering":
            pts = f"{num(cx)},{num(cy - 6)} {num(cx + 5.5)},{num(cy + 4)} {num(cx - 5.5)},{num(cy + 4)}"
            self.add("polygon", {"points": pts, "class": f"glyph {cls}"})
        elif cls == "retreat-end":  # a diamond: the fill alone would read as terrain in greyscale
            pts = f"{num(cx)},{num(cy - 6)} {num(cx + 5)},{num(cy)} {num(cx)},{num(cy + 6)} {num(cx - 5)},{num(cy)}"
            self.add("polygon", {"points": pts, "class": "glyph retreat-glyph"})
        elif cls == "los-passes":
            self.add("rect", {"x": num(cx - 4), "y": num(cy - 4), "width": "8", "height": "8", "class": f"glyph {cls}"})
        elif cls in ("los-blocking", "unreachable", "shut"):
            self.add("path", {"d": cross_path(cx, cy, 6), "class": "cross"})
        if text is not None:
            self.words(cx, cy + 4, text, "mark-text")
        self.group = outer

    def route(self, hexes: list[Hex], ident: str, title: str) -> None:
        self.used.add("route")
        d = "M" + "L".join(f"{num(x)},{num(y)}" for x, y in (self.centre(h) for h in hexes))
        self.add("path", {"id": f"{self.prefix}-{ident}", "class": "mark route", "d": d}, title)

    def link(self, a: Hex, b: Hex, cls: str, ident: str, title: str, text: str | None = None) -> None:
        """A line from a's centre to b's, with a number or sign on it where it covers no other
        badge and no unit counter; a wider, unseen copy of the line catches the pointer."""
        self.used.add(cls)
        (x1, y1), (x2, y2) = self.centre(a), self.centre(b)
        g = self.add("g", {"id": f"{self.prefix}-{ident}", "class": f"mark {cls}", "data-hex": self.label(b)}, title)
        outer, self.group = self.group, g
        ends = {"x1": num(x1), "y1": num(y1), "x2": num(x2), "y2": num(y2)}
        self.add("line", {**ends, "class": f"shape {cls}"})
        self.add("line", {**ends, "class": "hit"})
        if text is not None:
            wide = max(14, 6 * len(text) + 4)
            bx, by = self.badge_place((x1, y1), (x2, y2), wide)
            box = {"x": num(bx - wide / 2), "y": num(by - 7), "width": num(wide), "height": "14", "rx": "7"}
            self.add("rect", {**box, "class": f"badge badge-{cls}"})
            self.words(bx, by + 3, text, "badge-text")
        self.group = outer

    def badge_place(self, start: tuple[float, float], end: tuple[float, float], wide: float) -> tuple[float, float]:
        """Where a badge on the line from ``start`` to ``end`` goes: the first place along it
        (from about half way out), or beside it, that covers no badge placed before in this
        panel and no unit counter; half way if every one does."""
        (x1, y1), (x2, y2) = start, end
        length = max(((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5, 1.0)
        nx, ny = -(y2 - y1) / length, (x2 - x1) / length  # across the line
        taken = [*self.badges, *self.counters()]
        for t in BADGE_ALONG:
            for off in BADGE_ACROSS:
                bx, by = x1 + (x2 - x1) * t + nx * off, y1 + (y2 - y1) * t + ny * off
                box = (bx - wide / 2, by - 7, wide, 14.0)
                if not any(overlap(box, other) for other in taken):
                    self.badges.append(box)
                    return bx, by
        bx, by = x1 + (x2 - x1) * 0.55, y1 + (y2 - y1) * 0.55
        self.badges.append((bx - wide / 2, by - 7, wide, 14.0))
        return bx, by

    def counters(self) -> list[tuple[float, float, float, float]]:
        """Each unit counter's box (its id below it included), as drawn by ``_unit``."""
        boxes = []
        for unit in self.pos.units.values():
            cx, cy = self.centre(unit.hex)
            boxes.append((cx - 11, cy - 4, 22.0, 11.0))
            name = min(len(unit.id), 14) * 3.1
            boxes.append((cx - name / 2, cy + 8, name, 6.0))
        return boxes

    def hexside(self, a: Hex, b: Hex, cls: str, ident: str, title: str) -> None:
        d = direction_to(a, b)
        if d is None:
            return
        self.used.add(cls)
        i, j = side_corners(d)
        pts = self.corners(a)
        (x1, y1), (x2, y2) = pts[i], pts[j]
        attrs = {"id": f"{self.prefix}-{ident}", "class": f"mark {cls}", "data-hex": self.label(a)}
        self.add("line", {**attrs, "x1": num(x1), "y1": num(y1), "x2": num(x2), "y2": num(y2)}, title)

    def dice(self, h: Hex, counts: dict[str, int], ident: str, title: str, label: str) -> None:
        """A pool in the panel as dice: one square per die, strongest first, its colour letter
        inside; the group names the hex of the unit that rolls it."""
        self.notes.append(Note(label, title, "note", [c for c in "RYGB" for _ in range(counts.get(c, 0))], h, ident))

    @contextmanager
    def layer(self, name: str, cls: str) -> Iterator[None]:
        """Marks made inside go into a group of their own (one unit's actions, one choice)."""
        outer = self.group
        self.group = ET.SubElement(outer, "g", {"id": f"{self.prefix}-{name}", "class": cls})
        try:
            yield
        finally:
            self.group = outer

    def note(self, text: str, title: str = "", cls: str = "note") -> None:
        """A line of the answer in the panel beside the board (answers with no place on it)."""
        self.notes.append(Note(text, title, cls))

    # ---- the document -------------------------------------------------------------------
    def panel(self, index: int, heading: str) -> None:
        """A new panel: a heading and the board (``finish`` stacks the panels)."""
        g = ET.SubElement(self.root, "g", {"id": f"panel-{index}", "class": "panel"})
        self.group = g
        self.words(MARGIN, 22, heading, "heading")
        self.headings_right = max(self.headings_right, MARGIN + HEADING_CHAR_WIDTH * len(heading))
        self.prefix = f"p{index}"
        self.badges = []
        self.heights.append(TITLE_HEIGHT + self.board_h + MARGIN)
        self._board()

    def answer(self, answer: JsonObject) -> None:
        overlay = self.style.overlays.get(answer["kind"])
        g = ET.SubElement(self.group, "g", {"id": f"{self.prefix}-answer", "class": f"answer {answer['kind']}"})
        outer, self.group = self.group, g
        self.notes = []
        if overlay is None:
            self.note(f"{answer['kind']}: see the text answer")
        else:
            overlay(self, answer)
        self._notes()
        self.group = outer

    def _notes(self) -> None:
        """The panel's lines, wrapped, as many as fit beside the board (hover: the citation)."""
        x, row = MARGIN + self.board_w + 16, 0
        self.noted = self.noted or bool(self.notes)
        rows = max(int(self.board_h // 12), MAX_NOTE_ROWS)
        for k, note in enumerate(self.notes):
            lines = textwrap.wrap(note.text, NOTE_WIDTH, subsequent_indent="  ") or [""]
            needed = len(lines) + (2 if note.dice is not None else 0)
            if row + needed > rows:
                more = f"... {len(self.notes) - k} more: see the text answer"
                self.words(x, TITLE_HEIGHT + 12 + 12 * row, more, "note")
                break
            attrs = {"id": f"{self.prefix}-{note.ident or f'note-{k}'}", "class": "note-block"}
            if note.dice is not None:
                attrs |= {"class": "mark dice", "data-hex": self.label(note.hex)} if note.hex else {}
            g = self.add("g", attrs, note.title or None)
            outer, self.group = self.group, g
            for line in lines:
                self.words(x, TITLE_HEIGHT + 12 + 12 * row, line, note.cls)
                row += 1
            if note.dice is not None:
                self._dice_row(x, TITLE_HEIGHT + 4 + 12 * row, note.dice)
                row += 2
            self.group = outer
        self.heights[-1] = max(self.heights[-1], TITLE_HEIGHT + 12 * (row + 1) + MARGIN)

    def _dice_row(self, x: float, y: float, dice: list[str]) -> None:
        for k, colour in enumerate(dice):
            box = {"x": num(x + 14 * k), "y": num(y), "width": "12", "height": "12", "rx": "2"}
            self.add("rect", {**box, "class": f"die die-{colour}"})
            self.words(x + 14 * k + 6, y + 9, colour, "die-text")
        if not dice:
            self.words(x, y + 9, "no dice", "note", style="text-anchor:start")

    def _board(self) -> None:
        g = ET.SubElement(self.group, "g", {"id": f"{self.prefix}-board", "class": "board"})
        outer, self.group = self.group, g
        pos = self.pos
        for h in pos.shape.hexes():
            terrain = pos.terrain_at(h)
            ident = f"{self.prefix}-hex-{self.label(h)}"
            level = pos.elevation.get(h, 0)
            title = f"{self.label(h)}: {terrain.replace('_', ' ')}" + (f", level {level}" if level else "")
            title += "".join(f"; impassable to {side} {kind}" for side, kind in pos.barred.get(h, ()))
            el = self.polygon(h, ident, f"hex terrain-{terrain}", title)
            el.set("data-hex", self.label(h))
            el.set("style", f"fill:{self.style.fill(terrain, pos.face)}")
            cx, cy = self.centre(h)
            if level:
                self.words(cx + 10, cy + 3, f"L{level}", "level")
            if h in pos.barred:
                self.words(cx - 16.5, cy + 3.5, BARRED_GLYPH, "barred")
        self._paths()
        self._features()
        self.group = outer

    def units(self) -> None:
        """Hex labels and units, drawn over the answer's marks so that none is hidden."""
        g = ET.SubElement(self.group, "g", {"id": f"{self.prefix}-units", "class": "units"})
        outer, self.group = self.group, g
        for h in self.pos.shape.hexes():
            cx, cy = self.centre(h)
            self.words(cx, cy - 13, self.label(h), "hex-label")
        for unit in sorted(self.pos.units.values(), key=lambda u: u.id):
            self._unit(unit)
        self.group = outer

    def _paths(self) -> None:
        for index, cls in ((self.pos.path_steps, "path"), (self.pos.hexside_index, "hexside")):
            done: set[tuple[Hex, Hex, str]] = set()  # each link is indexed both ways: draw it once
            for a in sorted(index):
                for b, kind in sorted(index[a]):
                    if (b, a, kind) in done:
                        continue
                    done.add((a, b, kind))
                    ident = f"{self.prefix}-{cls}-{kind}-{self.label(a)}-{self.label(b)}"
                    title = f"{kind.replace('_', ' ')}: {self.label(a)} - {self.label(b)}"
                    if cls == "path":
                        (x1, y1), (x2, y2) = self.centre(a), self.centre(b)
                        line = {"x1": num(x1), "y1": num(y1), "x2": num(x2), "y2": num(y2)}
                        self.add("line", {"id": ident, "class": f"path path-{kind}", **line}, title)
                    else:
                        i, j = side_corners(direction_to(a, b) or 0)
                        (x1, y1), (x2, y2) = self.corners(a)[i], self.corners(a)[j]
                        line = {"x1": num(x1), "y1": num(y1), "x2": num(x2), "y2": num(y2)}
                        self.add("line", {"id": ident, "class": f"hexside hexside-{kind}", **line}, title)

    def _features(self) -> None:
        codes = self.feature_codes()
        for h in sorted(set(self.pos.markers) | set(self.pos.features)):
            cx, cy = self.centre(h)
            words = [f.kind.text.replace("_", " ") for f in self.pos.features.get(h, ())]
            words += [f"{kind.replace('_', ' ')} x{count}" for kind, count in self.pos.markers.get(h, ())]
            owners = [f"{f.kind.text} of {f.owner.text}" for f in self.pos.features.get(h, ()) if f.owner]
            title = f"{self.label(h)}: " + ", ".join(words + owners)
            short = " ".join(codes[w.split(" x")[0]] for w in words)
            self.words(cx + 12, cy - 5, short, "feature", id=f"{self.prefix}-feature-{self.label(h)}")
            ET.SubElement(self.group[-1], "title").text = title
        colours = self.side_colours()
        for obj in self.pos.objectives.values():
            holder = self.pos.holders.get(obj.name)
            held = f", held by {holder}" if holder else ""
            for h in obj.hexes:
                cx, cy = self.centre(h)
                ident = f"{self.prefix}-objective-{obj.name}-{self.label(h)}"
                self.words(cx - 11, cy - 5, "\u2605", "objective", id=ident)
                if holder in colours:  # the holder's colour, as its units are drawn
                    self.group[-1].set("style", f"fill:{colours[holder]};stroke:#000;stroke-width:.5")
                    self.group[-1].set("data-holder", holder)
                ET.SubElement(self.group[-1], "title").text = f"{self.label(h)}: {objective_words(obj)}{held}"

    def side_colours(self) -> dict[str, str]:
        """Each side with units on the board and its fill, light and dark in turn by name."""
        sides = sorted({u.side for u in self.pos.units.values()})
        return {side: SIDE_FILL[k % 2] for k, side in enumerate(sides)}

    def feature_codes(self) -> dict[str, str]:
        """A short code for each kind of feature and marker on the board (the legend spells
        them out): its words' initials, made longer where two kinds would share one."""
        kinds = sorted(
            {f.kind.text.replace("_", " ") for fs in self.pos.features.values() for f in fs}
            | {kind.replace("_", " ") for ms in self.pos.markers.values() for kind, _ in ms}
        )
        codes: dict[str, str] = {}
        for kind in kinds:
            words = kind.split()
            code = "".join(w[0] for w in words).upper()
            extra = 1
            while code in codes.values():
                code = ("".join(w[0] for w in words) + words[-1][1 : 1 + extra]).upper()
                extra += 1
            codes[kind] = code
        return codes

    def _unit(self, unit: PlacedUnit) -> None:
        cx, cy = self.centre(unit.hex)
        dark = self.side_colours()[unit.side] == SIDE_FILL[1]
        ident = f"{self.prefix}-unit-{unit.id}"
        facts = [unit.side, unit.type, *([unit.subtype] if unit.subtype else [])]
        if unit.facing is not None:
            facts.append(f"facing {unit.facing}")
        if unit.strength is not None:
            facts.append(f"strength {unit.strength}")
        if unit.figures is not None:
            facts.append(f"{unit.figures} figures")
        facts += list(unit.statuses)
        attrs = {"id": ident, "class": f"unit side-{unit.side}", "data-hex": self.label(unit.hex)}
        g = self.add("g", {**attrs, "data-unit": unit.id, "data-side": unit.side})
        ET.SubElement(g, "title").text = f"{unit.id}: " + ", ".join(facts)
        outer, self.group = self.group, g
        fill, ink = (SIDE_FILL[1], "#fff") if dark else (SIDE_FILL[0], "#000")
        box = {"x": num(cx - 11), "y": num(cy - 4), "width": "22", "height": "11", "rx": "2"}
        self.add("rect", {**box, "style": f"fill:{fill};stroke:#000"})
        sign = unit.type[:3].upper() + str(unit.strength or unit.figures or "")
        self.words(cx, cy + 4.5, sign, "unit-text", style=f"fill:{ink}")
        self.words(cx, cy + 12.5, unit.id[:14], "unit-id")
        if unit.facing is not None:
            fx, fy = CORNERS[(unit.facing + 2) % 6]
            tip = (cx + fx * SX * 0.7, cy + fy * SY * 0.7)
            self.add("line", {"x1": num(cx), "y1": num(cy), "x2": num(tip[0]), "y2": num(tip[1]), "class": "facing"})
        self.group = outer

    def finish(self, heading: str) -> str:
        """Stack the panels, add the legend below them, and print the document."""
        top = 0.0
        for index, panel_height in enumerate(self.heights):
            if index:
                self.root[index].set("transform", f"translate(0,{num(top)})")
            top += panel_height
        legend_rows, keys = sorted(self.used), self._keys()
        legend_right = max(
            [MARGIN + 26 + LEGEND_CHAR_WIDTH * len(MARKS[cls][0]) for cls in legend_rows]
            + [MARGIN + LEGEND_KEYS_X + 26 + LEGEND_CHAR_WIDTH * len(words) for _, _, words in keys],
            default=0.0,
        )
        board_right = MARGIN + self.board_w + 16 + (PANEL_WIDTH if self.noted else 0)
        width = max(board_right, legend_right + MARGIN, self.headings_right + MARGIN)
        height = top + 20 + 16 * max(len(legend_rows), len(keys))
        self.root.set("width", num(width))
        self.root.set("height", num(height))
        self.root.set("viewBox", f"0 0 {num(width)} {num(height)}")
        self.root.insert(0, ET.Element("title"))
        self.root[0].text = heading
        self.root.insert(1, _defs())
        self.root.insert(2, ET.Element("rect", {"width": "100%", "height": "100%", "style": "fill:#fff"}))
        self._legend(legend_rows, keys, top)
        ET.indent(self.root, space=" ")
        return ET.tostring(self.root, encoding="unicode") + "\n"

    def _keys(self) -> list[tuple[str, str, str]]:
        """The board's own keys: each terrain on the map and each side, as (id, style, words)."""
        terrains = sorted({self.pos.terrain_at(h) for h in self.pos.shape.hexes()})
        face = self.pos.face
        keys = [(f"terrain-{t}", f"fill:{self.style.fill(t, face)}", t.replace("_", " ")) for t in terrains]
        keys += [(f"side-{s}", f"fill:{fill}", f"{s} unit") for s, fill in self.side_colours().items()]
        keys += [
            (f"feature-{kind.replace(' ', '_')}", "fill:none", f"{code}: {kind}")
            for kind, code in self.feature_codes().items()
        ]
        if self.pos.barred:
            keys.append(("barred", "fill:none", f"{BARRED_GLYPH}: impassable to one side's units (hover: whose)"))
        if self.pos.objectives:
            keys.append(("objective", "fill:none", "\u2605: medal objective (gold; held: its holder's colour)"))
        return keys

    def _legend(self, rows: list[str], keys: list[tuple[str, str, str]], top: float) -> None:
        g = ET.SubElement(self.root, "g", {"id": "legend", "class": "legend"})
        self.group = g
        for k, cls in enumerate(rows):
            y = top + 12 + 16 * k
            self.add("rect", {"x": num(MARGIN), "y": num(y - 9), "width": "18", "height": "11", "class": f"key {cls}"})
            self.words(MARGIN + 26, y, MARKS[cls][0], "legend-text", id=f"legend-{cls}")
        x = MARGIN + LEGEND_KEYS_X
        for k, (ident, style, words) in enumerate(keys):
            y = top + 12 + 16 * k
            self.add(
                "rect", {"x": num(x), "y": num(y - 9), "width": "18", "height": "11", "class": "key", "style": style}
            )
            self.words(x + 26, y, words, "legend-text", id=f"legend-{ident}")


def objective_words(obj: PlacedObjective) -> str:
    """A medal objective as its tooltip says it: who may win it, what it needs and gives."""
    who = obj.side or "either side"
    worth = "every medal still needed" if obj.medals is None else f"{obj.medals} medal(s)"
    flags = "".join(f", {f.replace('_', ' ')}" for f in obj.flags)
    return f"objective {obj.name} for {who}: {obj.needs} hex(es) of {len(obj.hexes)} held give {worth}{flags}"


def _defs() -> ET.Element:
    defs = ET.Element("defs")
    hatch = ET.SubElement(
        defs,
        "pattern",
        {
            "id": "hatch",
            "width": "6",
            "height": "6",
            "patternUnits": "userSpaceOnUse",
            "patternTransform": "rotate(45)",
        },
    )
    ET.SubElement(hatch, "rect", {"width": "6", "height": "6", "style": "fill:#fff;fill-opacity:.6"})
    ET.SubElement(hatch, "line", {"x1": "0", "y1": "0", "x2": "0", "y2": "6", "style": "stroke:#D55E00;stroke-width:2"})
    water = ET.SubElement(
        defs, "pattern", {"id": "water", "width": "8", "height": "6", "patternUnits": "userSpaceOnUse"}
    )
    ET.SubElement(water, "rect", {"width": "8", "height": "6", "style": "fill:#7fb2dc"})
    ET.SubElement(water, "path", {"d": "M0,3q2,-2 4,0t4,0", "style": "fill:none;stroke:#fff;stroke-width:.8"})
    dots = ET.SubElement(defs, "pattern", {"id": "dots", "width": "5", "height": "5", "patternUnits": "userSpaceOnUse"})
    ET.SubElement(dots, "rect", {"width": "5", "height": "5", "style": "fill:#009E73;fill-opacity:.35"})
    ET.SubElement(dots, "circle", {"cx": "2.5", "cy": "2.5", "r": "1.2", "style": "fill:#D55E00"})
    style = ET.SubElement(defs, "style")
    css = [
        "text{font-family:DejaVu Sans,Verdana,sans-serif;text-anchor:middle;stroke:none}",
        ".heading{font-size:14px;font-weight:bold;text-anchor:start}",
        ".hex{stroke:#8a8a8a;stroke-width:.6}",
        ".hex-label{font-size:6px;fill:#555}",
        ".level{font-size:7px;fill:#5a3d1e;font-weight:bold}",
        ".barred{font-size:10px;fill:#D55E00;font-weight:bold}",
        ".feature{font-size:5.5px;fill:#333;font-style:italic}",
        ".objective{font-size:8px;fill:#B8860B}",
        ".path{stroke:#7a5230;stroke-width:3;stroke-linecap:round}",
        ".hexside{stroke:#3d3d3d;stroke-width:3.5;stroke-linecap:round}",
        ".hexside-river{stroke:#0072B2}",
        ".unit-text{font-size:7px;font-weight:bold}",
        ".unit-id{font-size:5.5px;fill:#000}",
        ".facing{stroke:#D55E00;stroke-width:2}",
        ".mark-text{font-size:10px;font-weight:bold;fill:#000}",
        ".badge-text{font-size:8px;font-weight:bold;fill:#000}",
        ".cross{stroke:#D55E00;stroke-width:2.5}",
        ".die{stroke:#000;stroke-width:.6}",
        ".die-text{font-size:8px;font-weight:bold}",
        ".note,.note-no,.note-yes{font-size:9px;text-anchor:start}",
        ".note-no{fill:#a33b00}",
        ".legend-text{font-size:9px;text-anchor:start}",
        ".key{stroke:#000;stroke-width:.5}",
        *(f".{cls}{{{css}}}" for cls, (_, css) in MARKS.items()),
        *(f".die-{c}{{fill:{fill}}}" for c, fill in DIE_FILL.items()),
        ".badge{fill:#fff;stroke-width:1.5}.badge-target{stroke:#0072B2}.badge-refused{stroke:#D55E00}",
        ".retreat-glyph{fill:#fff;fill-opacity:1;stroke:#000;stroke-width:1}",
        # A line's unseen twice-as-wide copy: the pointer finds a thin line there.
        ".hit{stroke:#000;stroke-opacity:0;stroke-width:10;pointer-events:stroke}",
    ]
    style.text = "".join(css)
    return defs


def render(pos: Position, answers: list[JsonObject], heading: str) -> str:
    """The board once per answer (once if there is none, once per part of an answer its game
    splits), each with its answer drawn on it."""
    style = _STYLES[pos.game.name]
    parts: list[tuple[str, JsonObject | None]] = [p for a in answers for p in style.split.get(a["kind"], _whole)(a)]
    parts = parts or [(heading, None)]
    # The whole map is drawn once a panel: the hexes drawn are bounded like a question's load.
    drawn, limit = len(parts) * pos.shape.width * pos.shape.height, pos.budget.max_hexes
    if drawn > limit:
        raise UmpireError(
            Pos(pos.scenario.path),
            f"the picture would draw {drawn} hexes ({len(parts)} panel(s) of the map), more than the limit of {limit}",
            expected=f"fewer questions at once, or a higher limit: --max-hexes {drawn} (Python: Budget(max_hexes=...))",
        )
    pic = Picture(pos, style)
    named = pos.scenario.title
    for index, (title, part) in enumerate(parts):
        # An answer's panel is named by the scenario's title; a board alone by the heading
        # given, which names the scenario already.
        pic.panel(index, f"{named}: {title}" if named and part is not None else title)
        if part is not None:
            pic.answer(part)
        pic.units()
    return pic.finish(heading)


def _whole(answer: JsonObject) -> list[tuple[str, JsonObject]]:
    return [(answer["question"], answer)]
