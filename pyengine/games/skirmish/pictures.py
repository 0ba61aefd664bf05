"""Pictures of a skirmish table and its answers, as SVG text (`umpire render`).

The table is drawn from the checked scenario (areas, buildings, minefields, linear features,
units) and each answer from its JSON form: a move's path, a reach region, a spotting or
communication line. Nothing is decided here. Every mark carries its words as a ``<title>``
(hover text), and colours come with a shape or a dash so a picture reads in greyscale too.
The picture's y axis points up: y = 0 is the near edge, at the bottom.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from fractions import Fraction

from pyengine.games.skirmish.table import Table
from pyengine.json_types import JsonObject
from pyengine.plane import Point

SCALE = 4  # pixels per cm
MARGIN = 20
LINE_HEIGHT = 14
TEXT_ROWS = 40  # lines of an answer printed under its table, at most

# Terrain families: (fill, stroke, dash) by the first word of the terrain-effects row.
AREA_STYLE = {
    "flat_trees": ("#9dd39a", "#2e7d32"),
    "slope_trees": ("#9dd39a", "#2e7d32"),
    "hill_top_trees": ("#9dd39a", "#2e7d32"),
    "flat_crops": ("#f3e6a0", "#a08a2a"),
    "flat_rough": ("#d7c4a8", "#7a5c3a"),
    "slope_rocks": ("#c8c0b8", "#5d554d"),
    "high_rocks": ("#a89f96", "#3e3731"),
    "ford": ("#b7dcf5", "#1f6fa8"),
    "swamp": ("#c2d9c9", "#1f6fa8"),
    "stream": ("#b7dcf5", "#1f6fa8"),
}
HEIGHT_FILL = "#efdcc0"  # slopes and hill tops without trees or rocks
LINE_STYLE = {
    "roads": ("#cfb48a", ""),
    "wall": ("#555555", ""),
    "hedges": ("#2e7d32", "2 2"),
    "barbed_wire": ("#000000", "1 3"),
    "trenches": ("#6d4c2f", "6 2"),
}
SIDE_FILL = ("#ffffff", "#4d4d4d")


def draw(table: Table, answers: list[JsonObject], heading: str) -> str:
    """The table once per answer (once if there is none), each with its answer drawn on it."""
    width_px = table.width * SCALE + 2 * MARGIN
    blocks: list[JsonObject | None] = [*answers] or [None]
    notes = [_notes(a) if a else [] for a in blocks]
    rows = min(TEXT_ROWS, max(len(n) for n in notes))
    block_height = table.depth * SCALE + 2 * MARGIN + 24 + rows * LINE_HEIGHT + 10
    svg = ET.Element(
        "svg",
        xmlns="http://www.w3.org/2000/svg",
        width=str(width_px),
        height=str(block_height * len(blocks) + 30),
        viewBox=f"0 0 {width_px} {block_height * len(blocks) + 30}",
        style="font-family:sans-serif;font-size:11px",
    )
    _text(svg, MARGIN, 20, heading, size=14)
    for index, answer in enumerate(blocks):
        top = 30 + index * block_height
        group = ET.SubElement(svg, "g", id=f"answer-{index + 1}")
        _text(group, MARGIN, top + 16, answer["question"] if answer else "the table", size=13)
        picture = _Board(table, group, top + 24)
        picture.terrain()
        if answer is not None:
            picture.answer(answer)
        picture.units()
        for i, line in enumerate(notes[index][:TEXT_ROWS]):
            _text(group, MARGIN, top + 24 + table.depth * SCALE + 2 * MARGIN + i * LINE_HEIGHT, line)
    return ET.tostring(svg, encoding="unicode") + "\n"


class _Board:
    def __init__(self, table: Table, parent: ET.Element, top: int) -> None:
        self.table, self.parent, self.top = table, parent, top

    def xy(self, p: Point) -> tuple[str, str]:
        x = MARGIN + p.x * SCALE
        y = self.top + MARGIN + (self.table.depth - p.y) * SCALE
        return _num(x), _num(y)

    def points(self, ps: list[Point]) -> str:
        return " ".join(",".join(self.xy(p)) for p in ps)

    def terrain(self) -> None:
        t = self.table
        corners = [Point(Fraction(0), Fraction(0)), Point(Fraction(t.width), Fraction(0))]
        corners += [Point(Fraction(t.width), Fraction(t.depth)), Point(Fraction(0), Fraction(t.depth))]
        _mark(
            self.parent,
            "polygon",
            "table",
            f"table {t.width} x {t.depth} cm",
            points=self.points(corners),
            style="fill:#fbfbf4;stroke:#000",
        )
        for r in t.regions:
            if r.kind == "minefield":
                style = "fill:#D55E00;fill-opacity:.18;stroke:#D55E00;stroke-dasharray:6 3"
            elif r.kind == "building":
                style = "fill:#7f7f7f;stroke:#000;stroke-width:1.5"
            else:
                fill, stroke = AREA_STYLE.get(r.terrain, (HEIGHT_FILL if r.height is not None else "#eeeeee", "#777"))
                style = f"fill:{fill};fill-opacity:.8;stroke:{stroke}"
            height = f", height {r.height}" if r.height is not None else ""
            _mark(
                self.parent,
                "polygon",
                f"{r.kind}",
                f"{r.id}: {r.terrain.replace('_', ' ')}{height}",
                points=self.points(list(r.polygon)),
                style=style,
            )
            corner = max(r.polygon, key=lambda p: (p.y, -p.x))  # the top-left corner: room for a name
            x, y = self.xy(corner)
            _text(self.parent, float(x) + 3, float(y) + 11, r.id, size=9)
        for line in t.lines:
            colour, dash = LINE_STYLE.get(line.kind, ("#333333", ""))
            width = max(float(line.width) * SCALE, 1.5)
            style = f"fill:none;stroke:{colour};stroke-width:{_num(width)}" + (
                f";stroke-dasharray:{dash}" if dash else ""
            )
            _mark(
                self.parent,
                "polyline",
                "feature",
                f"{line.id}: {line.kind.replace('_', ' ')}, {line.width} cm wide",
                points=self.points(list(line.points)),
                style=style,
            )

    def units(self) -> None:
        sides = sorted({u.side for u in self.table.units.values()})
        for u in self.table.units.values():
            x, y = self.xy(u.at)
            fill = SIDE_FILL[sides.index(u.side) % 2]
            what = f"{u.id}: {u.unit_class.replace('_', ' ')} ({u.side}) at {u.at.text()}"
            if u.facing is not None:  # a short stroke toward the facing (drawing only: floats are fine here)
                fx = float(x) + 12 * math.cos(math.radians(u.facing))
                fy = float(y) - 12 * math.sin(math.radians(u.facing))
                words = f"{u.id} faces {u.facing} degrees"
                _mark(
                    self.parent,
                    "line",
                    "facing",
                    words,
                    x1=x,
                    y1=y,
                    x2=_num(fx),
                    y2=_num(fy),
                    style="stroke:#000;stroke-width:2",
                )
            # data-unit and data-side let the page's click put the unit in the question.
            attrs = {"data-unit": u.id, "data-side": u.side, "data-hex": u.at.text()}
            style = f"fill:{fill};stroke:#000;stroke-width:1.5"
            _mark(self.parent, "circle", "unit", what, cx=x, cy=y, r="5", style=style, **attrs)
            _text(self.parent, float(x) + 7, float(y) - 6, u.id)

    def answer(self, a: JsonObject) -> None:
        kind = a["kind"]
        units = self.table.units
        if kind == "move":
            self._move(a)
        elif kind == "reach" and a["region"]:
            region = [_point(p) for p in a["region"]]
            _mark(
                self.parent,
                "polygon",
                "reach",
                f"{a['unit']} may reach inside this line ({a['maneuver']})",
                points=self.points(region),
                style="fill:#56B4E9;fill-opacity:.35;stroke:#0072B2;stroke-width:2",
            )
        elif kind == "spot":
            self._looks(a)
        elif kind == "comms":
            through = a["verdict"] == "through"
            style = "stroke:#009E73;stroke-width:2" if through else "stroke:#D55E00;stroke-width:2;stroke-dasharray:5 3"
            words = f"{a['from']} -> {a['to']}: {a['verdict'].replace('_', ' ')}"
            self._line(units[a["from"]].at, units[a["to"]].at, "comms", words, style)
        elif kind in ("fire", "light_fire"):
            self._shots(a)
        elif a.get("other") in units:
            style = "stroke:#CC79A7;stroke-width:2;stroke-dasharray:6 2"
            self._line(units[a["unit"]].at, units[a["other"]].at, kind, f"{kind} {a['unit']} -> {a['other']}", style)
        if "unit" in a and a["unit"] in units:
            x, y = self.xy(units[a["unit"]].at)
            style = "fill:none;stroke:#000;stroke-width:2"
            _mark(
                self.parent, "circle", "subject", f"{a['unit']}: the unit asked about", cx=x, cy=y, r="9", style=style
            )

    def _move(self, a: JsonObject) -> None:
        """The path asked about: solid where legal, dashed with the reasons where not."""
        path = [_point(a["legs"][0]["from"])] + [_point(leg["to"]) for leg in a["legs"]] if a["legs"] else []
        legal = a["verdict"] == "legal"
        style = (
            "fill:none;stroke:#0072B2;stroke-width:3"
            if legal
            else "fill:none;stroke:#D55E00;stroke-width:3;stroke-dasharray:6 3"
        )
        why = "; ".join(c["what"] for c in a["illegal"]) or "legal"
        _mark(self.parent, "polyline", "route", f"path: {why}", points=self.points(path), style=style)

    def _looks(self, a: JsonObject) -> None:
        """Each look at the spotted unit: solid where it is seen, dashed where not."""
        units = self.table.units
        for look in a["looks"]:
            seen = look["seen"]
            style = "stroke:#009E73;stroke-width:2" if seen else "stroke:#D55E00;stroke-width:2;stroke-dasharray:5 3"
            verdict = "seen" if seen else "not seen"
            words = f"{look['via']} -> {a['target']}: {look['distance']} against {look['limit_cm']} cm, {verdict}"
            self._line(units[look["via"]].at, units[a["target"]].at, "sightline", words, style)

    def _shots(self, a: JsonObject) -> None:
        """Each firer's line to its target: solid where it fired, dashed grey where not."""
        shooters = a.get("firers") or [a["firer"]]
        fired = a["verdict"] == "fired"
        style = "stroke:#D55E00;stroke-width:2.5" if fired else "stroke:#999;stroke-width:1.5;stroke-dasharray:4 3"
        target = self._place(a["target"])
        for s in shooters:
            self._line(self.table.units[s].at, target, "fire", f"{s} fires at {a['target']}: {a['verdict']}", style)

    def _place(self, name: str) -> Point:
        """A unit's point, or a building's middle (the mean of its corners)."""
        if name in self.table.units:
            return self.table.units[name].at
        corners = next(r.polygon for r in self.table.regions if r.id == name)
        n = len(corners)
        return Point(sum((p.x for p in corners), Fraction(0)) / n, sum((p.y for p in corners), Fraction(0)) / n)

    def _line(self, a: Point, b: Point, cls: str, words: str, style: str) -> None:
        (x1, y1), (x2, y2) = self.xy(a), self.xy(b)
        _mark(self.parent, "line", cls, words, x1=x1, y1=y1, x2=x2, y2=y2, style=style)


def _notes(answer: JsonObject) -> list[str]:
    """The answer's main lines, printed under its table."""
    lines = [f"verdict: {answer['verdict']}"] if "verdict" in answer else []
    for key in ("illegal", "closed"):
        for item in answer.get(key, []):
            if "what" in item:
                lines.append(f"{key}: {item['what']} ({item['cite']['locator'] or item['cite']['source']})")
    summary = {k: v for k, v in answer.get("summary", {}).items() if v != "0"}
    if summary:
        lines.append("in all: " + ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in summary.items()))
    for name, dist in answer.get("distributions", {}).items():
        lines.append(f"{name}: " + ", ".join(f"{r['result']} {r['p']}" for r in dist[:8]))
    for volley in answer.get("volleys", []):
        lines.append(f"{volley['shots']} shots: " + ", ".join(f"{r['result']} {r['p']}" for r in volley["results"]))
    return lines + [f"assumes {a['name']}" for a in answer.get("assumptions", [])]


def _point(text: str) -> Point:
    x, y = text.split(",")
    return Point(Fraction(x), Fraction(y))


def _num(v: Fraction | float) -> str:
    text = f"{float(v):.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _mark(parent: ET.Element, tag: str, cls: str, words: str, **attrs: str) -> ET.Element:
    """A mark with its words as hover text; the page's status line shows the words of a
    ``.mark`` or ``.unit`` under the pointer, and a click on a unit names it in the question."""
    el = ET.SubElement(parent, tag, {"class": cls if cls == "unit" else f"mark {cls}", **attrs})
    ET.SubElement(el, "title").text = words
    return el


def _text(parent: ET.Element, x: float, y: float, words: str, size: int = 11) -> None:
    el = ET.SubElement(parent, "text", x=_num(x), y=_num(y), style=f"font-size:{size}px")
    el.text = words
