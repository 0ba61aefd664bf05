"""Overlays every hex game shares: the answers of ``hex_moves`` (moves, and a path's route),
and a sight line with the hexes it crosses."""

from __future__ import annotations

from pyengine.hexgrid import Hex
from pyengine.json_types import JsonObject
from pyengine.sightline import trace
from pyengine.svg_picture import Picture, hexes_in, title_of, titles


def draw_moves(pic: Picture, answer: JsonObject) -> None:
    """Reachable hexes with what they cost, the hexes next to the reach with why not."""
    start = pic.hex_of(answer["start"])
    pic.mark(start, "subject", f"{answer['unit']} moves from {answer['start']}")
    allowance = answer["allowance"]
    if allowance["value"] is not None:
        pic.note(f"allowance {allowance['value']}", titles(allowance["trace"]))
    for part in answer["illegal"]:
        pic.note(f"NO: {part['what']}", title_of(part), "note-no")
    for dest in answer["reachable"]:
        head = f"{dest['hex']}: cost {dest['cost']}, left {dest['left']}, path {' > '.join(dest['path'])}"
        body = titles([*dest["trace"], *dest["imposes"]])
        pic.mark(pic.hex_of(dest["hex"]), "reachable", f"{head}\n{body}", str(dest["cost"]))
    for miss in answer["unreachable"]:
        title = f"{miss['hex']}:\n{titles(miss['reasons'])}"
        if miss.get("path"):  # a hex the allowance refuses: its cheapest try, part by part
            title += f"\nthe cheapest try: path {' > '.join(miss['path'])}\n{titles(miss['trace'])}"
        pic.mark(pic.hex_of(miss["hex"]), "unreachable", title)
    pic.note(f"{len(answer['reachable'])} reachable, {len(answer['unreachable'])} not")


def panel_per_unit(answer: JsonObject) -> list[tuple[str, JsonObject]]:
    """An `actions` answer as one panel per unit (its part as a `unit_actions` answer): a
    side's reaches would cover each other on one board."""
    return [(f"{answer['question']}: {unit['unit']}", {"kind": "unit_actions", **unit}) for unit in answer["units"]]


def draw_path(pic: Picture, answer: JsonObject) -> None:
    """The cheapest route to one hex, or the reasons there is none."""
    start = pic.hex_of(answer["start"])
    pic.mark(start, "subject", f"{answer['unit']} moves from {answer['start']}")
    route = answer["route"]
    target = pic.hex_of(answer["target"])
    if route is None:
        pic.mark(target, "unreachable", f"{answer['target']}:\n{titles(answer['reasons'])}")
        pic.note(f"{answer['target']}: {answer['verdict']}", titles(answer["reasons"]), "note-no")
        return
    hexes = [pic.hex_of(h) for h in route["path"]]
    body = titles([*route["trace"], *route["imposes"]])
    pic.route(hexes, "route", f"path {' > '.join(route['path'])}, cost {route['cost']}\n{body}")
    pic.mark(
        target,
        "reachable",
        f"{answer['target']}: cost {route['cost']}, left {route['left']}\n{body}",
        str(route["cost"]),
    )
    pic.note(f"{answer['target']}: cost {route['cost']}, left {route['left']}", body, "note-yes")


def draw_sightline(
    pic: Picture, a: Hex, b: Hex, ident: str, title: str, marked: dict[Hex, tuple[str, list[JsonObject]]]
) -> None:
    """A line centre to centre, drawn over the hexes it crosses (which are outlined, so their
    terrain shows): the hexes ``marked`` get the answer's class and parts; every other hex the
    line crosses is marked clear, and each hexside it runs along is drawn."""
    seen = trace(a, b)
    for h in seen.hexes:
        if h not in (a, b) and h not in marked and pic.pos.shape.contains(h):
            pic.mark(h, "los-clear", f"{pic.label(h)}: crossed; the answer names nothing here that blocks")
    for h, (cls, parts) in sorted(marked.items()):
        pic.mark(h, cls, titles(parts))
    for x, y in seen.along:
        along = f"the line runs along the hexside of {pic.label(x)} and {pic.label(y)}"
        pic.hexside(x, y, "los-along", f"{ident}-along-{pic.label(x)}-{pic.label(y)}", along)
    pic.link(a, b, "sightline", ident, title)


def by_hex(
    groups: list[tuple[str, list[JsonObject]]], pair: str | None = None
) -> dict[Hex, tuple[str, list[JsonObject]]]:
    """Each hex a part's term names first (every hex it names, for terms of functor ``pair``),
    with the class of the last group naming it (list the strongest class last) and every
    part about it."""
    marked: dict[Hex, tuple[str, list[JsonObject]]] = {}
    for cls, parts in groups:
        for part in parts:
            named = hexes_in(part["term"])
            for h in named if pair and part["term"].startswith(f"{pair}(") else named[:1]:
                marked[h] = (cls, [*marked.get(h, (cls, []))[1], part])
    return marked
