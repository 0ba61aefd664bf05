"""How Memoir '44 answers are drawn (pyengine/svg_picture.py): sight lines, battles with
their dice and odds, retreats with every choice of flags ignored, orders, and `actions` as
one panel and layer per unit. Every mark restates the answer; nothing is decided here."""

from __future__ import annotations

from pyengine.hexgrid import Hex
from pyengine.json_types import JsonObject
from pyengine.odds import dice_words
from pyengine.svg_overlays import by_hex, draw_moves, draw_sightline, panel_per_unit
from pyengine.svg_picture import Overlay, Picture, Style, hexes_in, title_of, titles

TERRAIN = {
    "clear": "#f3f0e2",
    "forest": "#93b877",
    "hedgerow": "#b5cf8f",
    "town": "#c9b9a8",
    "hill": "#e2cf9b",
    "river": "url(#water)",
    "bridge": "#a3a39a",  # stone grey: never mistaken for a town
    # The expansion terrain (memoir44-expansion-facts.md), each its own colour.
    "jungle": "#4f8a4a",
    "frozen_river": "#d6e9f2",
    "fordable_stream": "#a9cfe0",
    "ford": "#c2d9c0",
    "ruins": "#9b8f86",
    "church": "#b49a8a",
    "factory": "#a99f94",
    "beach": "#f3df86",
    "ocean": "#5d8fb8",
    "road": "#d9cdb4",
    "steep_hill": "#c9a86a",
    "fortress": "#7f7a74",
    "rail": "#b8b0a0",
    "rail_bridge": "#8f8f86",
    "station": "#bfa596",
    "lake": "#7fb0d6",
    "oasis": "#7fc08a",
    "hill_forest": "#a5b86e",
    "hill_village": "#d3bf98",
    "rice_paddy": "#b9d79a",
    "airfield": "#c8c8bc",
    "erg": "#e8c98a",
    "escarpment": "#a8825a",
    "wadi": "#d8b98c",
    "mountain": "#9c8a72",
    "hill_cave": "#b89a6e",
    # The rest of the editor's classes (memoir44-more-facts.md).
    "marsh": "#a7c4a0",
    "wide_river": "#4f7fa8",
    "bridge_section": "#96968c",
    "sea_bluff": "#d9b77e",
    "cliff": "#b88f5c",
    "cemetery": "#b7c2a8",
    "dam": "#8c9aa3",
    "prison_camp": "#b3a390",
    "radar_station": "#a8b0b8",
    "supply_depot": "#bca57f",
    "ravine": "#a08c70",
    "mountain_cave": "#8a7a64",
    "hospital": "#e6d6d0",
}


def _line(pic: Picture, line: JsonObject, ident: str) -> None:
    """A line's blockers on their hexes (a pair touched on both sides: both hexes), the hexes
    that could block and do not, and every other crossed hex clear."""
    marked = by_hex([("los-passes", line["passes"]), ("los-blocking", line["blocked_by"])], pair="both_sides")
    a, b = pic.hex_of(line["from"]), pic.hex_of(line["to"])
    draw_sightline(pic, a, b, ident, f"line of sight {line['from']} > {line['to']}: {line['verdict']}", marked)


def draw_los(pic: Picture, answer: JsonObject) -> None:
    pic.note(f"{answer['from']} > {answer['to']}: {answer['verdict']}", titles(answer["blocked_by"]))
    _line(pic, answer, "los")
    for part in answer["notes"]:
        pic.note(part["what"], title_of(part))


def _battle(pic: Picture, start: Hex, reading: JsonObject, lines: bool = True) -> None:
    """Targets with their dice and exact odds; refusals with their reasons."""
    for part in reading["barred"]:
        pic.note(f"NO: {part['what']}", title_of(part), "note-no")
    for target in reading["targets"]:
        odds = target["odds"]
        title = (
            f"{target['unit']}: {dice_words(target['dice'])}, {target['battle'].replace('_', ' ')}, "
            f"P(at least 1 hit) {odds['at_least_one_hit']['p']}, P(eliminate) {odds['eliminate']['p']}\n"
            f"{titles([*target['trace'], *target['notes']])}"
        )
        pic.link(start, pic.hex_of(target["hex"]), "target", f"to-{target['unit']}", title, str(target["dice"]))
        pic.note(
            f"{target['unit']}: {dice_words(target['dice'])}, P(hit) {odds['at_least_one_hit']['p']}", title, "note-yes"
        )
    for refusal in reading["cannot"]:
        title = f"{refusal['unit']}: may not battle\n{titles(refusal['reasons'])}"
        pic.link(start, pic.hex_of(refusal["hex"]), "refused", f"to-{refusal['unit']}", title, "✕")
        pic.note(f"{refusal['unit']}: {refusal['reasons'][0]['what']}", title, "note-no")
        if lines and refusal["line"] and refusal["line"]["verdict"] == "blocked":
            _line(pic, refusal["line"], f"line-{refusal['unit']}")


def draw_battle(pic: Picture, answer: JsonObject) -> None:
    start = pic.hex_of(answer["from"])
    pic.mark(start, "subject", f"{answer['unit']} battles from {answer['from']}")
    _battle(pic, start, answer)


def draw_retreat(pic: Picture, answer: JsonObject) -> None:
    """Each choice of flags ignored in a layer of its own: where it may end, what it loses."""
    start = pic.hex_of(answer["from"])
    pic.mark(start, "subject", f"{answer['unit']} retreats from {answer['from']} toward the {answer['toward']}")
    for part in answer["illegal"]:
        pic.note(f"NO: {part['what']}", title_of(part), "note-no")
    base = pic.prefix
    for choice in answer["choices"]:
        pic.prefix = f"{base}-ignore{choice['ignore']}"
        with pic.layer(f"choice-{choice['ignore']}", "layer retreat-choice"):
            for end in choice["ends"]:
                lost = f", loses {end['lost']}" if end["lost"] else ""
                lost += " and is eliminated" if end["eliminated"] else ""
                title = f"ignoring {choice['ignore']}: ends at {end['hex']} after {end['hexes']}{lost}"
                title += f" (path {' > '.join(end['path'])})\n{title_of(answer['rule'])}"
                cls = "retreat-loss" if end["lost"] else "retreat-end"
                pic.mark(pic.hex_of(end["hex"]), cls, title, f"-{end['lost']}" if end["lost"] else None)
            for part in choice["closed"]:
                shut = hexes_in(part["term"])
                if len(shut) >= 2:
                    pic.mark(shut[1], "shut", title_of(part))
        best = " (fewest lost)" if choice["best"] else ""
        pic.note(f"ignoring {choice['ignore']}: {len(choice['ends'])} end(s), loses {choice['fewest_lost']}{best}")
    pic.prefix = base


def draw_take_ground(pic: Picture, answer: JsonObject) -> None:
    into = pic.hex_of(answer["into"])
    unit = pic.pos.units[answer["unit"]].hex
    pic.mark(unit, "subject", f"{answer['unit']} from {pic.label(unit)}")
    parts = [*answer["illegal"], *answer["allowed"], *answer["notes"]]
    cls = "reachable" if answer["verdict"] == "legal" else "unreachable"
    pic.mark(into, cls, f"take ground at {answer['into']}: {answer['verdict']}\n{titles(parts)}")
    for part in [*answer["allowed"], *answer["overrun"]]:
        pic.note(part["what"], title_of(part))
    if answer["battle"]:
        _battle(pic, into, answer["battle"])


def draw_orders(pic: Picture, answer: JsonObject) -> None:
    for section in answer["sections"]:
        limit = section["limit"]
        pic.note(f"{section['section']}: orders {section['orders']} of {limit['value']}", title_of(limit))
        for entry in section["eligible"]:
            unit = pic.pos.units[entry.split()[0]]
            pic.mark(unit.hex, "eligible", f"{unit.id} may be ordered ({section['section']})\n{title_of(limit)}")
    for part in [*answer["straddling"], *answer["unknown"]]:
        pic.note(part["what"], title_of(part))


def draw_unit_actions(pic: Picture, part: JsonObject) -> None:
    """One unit's layer: its moves, and the battles it may fight from where it stands."""
    with pic.layer(f"unit-{part['unit']}", "layer unit-actions"):
        draw_moves(pic, {"unit": part["unit"], "start": part["from"], "illegal": [], **part["moves"]})
        _battle(pic, pic.hex_of(part["from"]), part["battle"], lines=False)


OVERLAYS: dict[str, Overlay] = {
    "moves": draw_moves,
    "los": draw_los,
    "battle": draw_battle,
    "retreat": draw_retreat,
    "take_ground": draw_take_ground,
    "orders": draw_orders,
    "unit_actions": draw_unit_actions,
}

# The winter and desert faces of the board (memoir44-expansion-facts.md line 594): snow and sand
# for open ground, frosted woods and hills.
FACES = {
    "winter": {"clear": "#eef3f7", "forest": "#a9c1b0", "hill": "#d9dde2", "town": "#c8c4c9"},
    "desert": {"clear": "#efdcae", "hill": "#d8b77a", "town": "#d3bd93"},
}

STYLE = Style(TERRAIN, OVERLAYS, {"actions": panel_per_unit}, FACES)
