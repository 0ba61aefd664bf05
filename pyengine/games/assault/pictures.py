"""How Assault answers are drawn (pyengine/svg_picture.py): sight lines with each hex they
cross marked clear, hindering or blocking; targets with their dice and refusals with their
reasons; dice pools as dice. Every mark restates the answer; nothing is decided here."""

from __future__ import annotations

from pyengine.hexgrid import Hex
from pyengine.json_types import JsonObject
from pyengine.svg_overlays import by_hex, draw_moves, draw_path, draw_sightline, panel_per_unit
from pyengine.svg_picture import Overlay, Picture, Style, hexes_in, title_of, titles

TERRAIN = {
    "clear": "#f3f0e2",
    "beach": "#f1e3b5",
    "bridge": "#cdbfa8",
    "brush": "#dbe5b8",
    "brush_trees_craters": "#c5cf9c",
    "craters": "#d9cbb4",
    "heavy_forest": "#93b877",
    "large_building": "#b09a86",
    "light_forest": "#c7dcae",
    "multi_storey_buildings": "#9e8a79",
    "olive_vine_grove": "#d3dca0",
    "plain_buildings": "#c9b9a8",
    "rocky": "#c8c3b8",
    "ruins": "#bdb3a7",
    "shallow_water": "url(#water)",
    "single_storey_buildings": "#c9b9a8",
    "swampy": "#b8d4c8",
}


def draw_line(pic: Picture, line: JsonObject, ident: str) -> None:
    """A sightline of the answer: blockers on hexsides drawn on the side, every other
    blocker and hindrance on its hex (blocking wins where a hex has both)."""
    sides = [p for p in line["blockers"] if "hexside(" in p["term"] and len(hexes_in(p["term"])) >= 2]
    for part in sides:
        x, y = hexes_in(part["term"])[:2]
        pic.hexside(x, y, "los-blocking", f"{ident}-side-{pic.label(x)}-{pic.label(y)}", title_of(part))
    in_hexes = [p for p in line["blockers"] if p not in sides and hexes_in(p["term"])]
    for part in line["blockers"]:
        if not hexes_in(part["term"]):  # e.g. the third hindrance: the line, not a hex, blocks
            pic.note(f"blocked: {part['what']}", title_of(part), "note-no")
    marked = by_hex([("los-hindering", line["hindrances"]), ("los-blocking", in_hexes)])
    a, b = pic.hex_of(line["from"]), pic.hex_of(line["to"])
    draw_sightline(pic, a, b, ident, f"line of sight {line['from']} > {line['to']}: {line['verdict']}", marked)
    for part in line["notes"]:
        pic.note(part["what"], title_of(part))


def draw_los(pic: Picture, answer: JsonObject) -> None:
    line = answer["line"]
    pic.note(f"{line['from']} > {line['to']}: {answer['verdict']}", titles([*line["blockers"], *line["hindrances"]]))
    draw_line(pic, line, "los")
    if answer["spotter"]:
        draw_line(pic, answer["spotter"], "spotter-los")


def _target(pic: Picture, firer: Hex, report: JsonObject) -> None:
    """One enemy: a line with its band's dice, or a dashed line and why not."""
    unit = pic.pos.units[report["target"]]
    if report["can_fire"]:
        parts = [report["band"], report["target_row"], report["arc"], *report["terrain_bonus"]]
        dice = report["band"]["what"].rpartition(": ")[2]
        title = f"{unit.id}: range {report['range']}, may fire\n{titles(parts)}"
        pic.link(firer, unit.hex, "target", f"to-{unit.id}", title, dice)
        pic.note(f"{unit.id}: range {report['range']}, {dice}", titles(parts), "note-yes")
    else:
        title = f"{unit.id}: range {report['range']}, may not fire\n{titles(report['cannot'])}"
        pic.link(firer, unit.hex, "refused", f"to-{unit.id}", title, "✕")
        pic.note(f"{unit.id}: {report['cannot'][0]['what']}", titles(report["cannot"]), "note-no")
        for h, (cls, parts) in sorted(by_hex([("los-blocking", report["los"]["blockers"])]).items()):
            pic.mark(h, cls, titles(parts))


def draw_targets(pic: Picture, answer: JsonObject) -> None:
    firer = pic.pos.units[answer["firer"]].hex
    pic.mark(firer, "subject", f"{answer['firer']} fires from {pic.label(firer)}")
    for part in answer["illegal"]:
        pic.note(f"NO: {part['what']}", title_of(part), "note-no")
    for report in answer["targets"]:
        _target(pic, firer, report)


def draw_spot(pic: Picture, answer: JsonObject) -> None:
    firer = pic.pos.units[answer["firer"]].hex
    pic.mark(firer, "subject", f"{answer['firer']} from {pic.label(firer)}")
    report = answer["target"]
    if report:
        _target(pic, firer, report)
        spotting = report["spotting"]
        needed = "needed" if spotting["needed"] else "not needed"
        pic.note(f"spotting roll {needed}", titles([*spotting["reasons"], *spotting["auto_spotted"]]))


def draw_fire(pic: Picture, answer: JsonObject) -> None:
    firer = pic.pos.units[answer["firer"]].hex
    pic.mark(firer, "subject", f"{answer['firer']} fires from {pic.label(firer)}")
    for part in answer["illegal"]:
        pic.note(f"NO: {part['what']}", title_of(part), "note-no")
    if answer["target"]:
        _target(pic, firer, answer["target"])
        target = pic.pos.units[answer["target"]["target"]]
        _pool(pic, firer, f"{answer['firer']} attacks", answer["attack"], "attack-dice")
        _pool(pic, target.hex, f"{target.id} defends", answer["defense"], "defense-dice")


def _pool(pic: Picture, h: Hex, who: str, pool: JsonObject, ident: str) -> None:
    steps = "\n".join(f"{s['change'] or ''} {title_of(s['label'])}" for s in pool["steps"])
    pic.dice(h, pool["final"]["counts"], ident, f"{who}: {pool['final_text']}\n{steps}", f"{who}: {pool['final_text']}")


def draw_close_combat(pic: Picture, answer: JsonObject) -> None:
    for part in answer["illegal"]:
        pic.note(f"NO: {part['what']}", title_of(part), "note-no")
    if not answer["assaulter"]:
        return
    a = pic.pos.units[answer["assaulter"]["unit"]].hex
    d = pic.pos.units[answer["defender"]["unit"]].hex
    pic.mark(a, "subject", f"{answer['assaulter']['unit']} assaults from {pic.label(a)}")
    pic.link(a, d, "target", f"assault-{answer['defender']['unit']}", title_of(answer["assaulter"]["area"]))
    for role, h in (("assaulter", a), ("defender", d)):
        side = answer[role]
        _pool(pic, h, f"{side['unit']} ({role}) attacks", side["attack"], f"{role}-attack")
        _pool(pic, h, f"{side['unit']} ({role}) defends", side["defense"], f"{role}-defense")


def draw_resolve(pic: Picture, answer: JsonObject) -> None:
    firer = pic.pos.units[answer["firer"]].hex
    pic.mark(firer, "subject", f"{answer['firer']} fired from {pic.label(firer)}")
    for part in answer["results"]:
        pic.note(part["what"], title_of(part))


def draw_scout(pic: Picture, answer: JsonObject) -> None:
    unit = pic.pos.units[answer["unit"]].hex
    pic.mark(unit, "subject", f"{answer['unit']} scouts from {pic.label(unit)}")
    pic.note(f"needs {answer['target_number']}+: probability {answer['probability']}", title_of(answer["base"]))


def draw_unit_actions(pic: Picture, part: JsonObject) -> None:
    """One unit's layer: the reach of its normal move on the board, its other moves, close
    combats and other actions as notes, and its shots as lines from where it stands."""
    start = pic.hex_of(part["from"])
    normal, *others = part["moves"]
    with pic.layer(f"unit-{part['unit']}", "layer unit-actions"):
        common = _common_refusal(part)
        if common is not None:
            # One reason bars every action (a marker that ends the unit's turn): say it once.
            pic.mark(start, "subject", f"{part['unit']} at {part['from']}")
            pic.note(f"{part['unit']}: no action, {common['what']}", title_of(common), "note-no")
            return
        pic.note(f"{part['unit']}: the board shows its normal move")
        draw_moves(pic, {"unit": part["unit"], "start": part["from"], **normal})
        for move in others:
            name = move["action"].replace("_", " ")
            if move["illegal"]:
                pic.note(f"{name}: NO, {move['illegal'][0]['what']}", titles(move["illegal"]), "note-no")
            else:
                allowance = move["allowance"]
                pic.note(f"{name}: {len(move['reachable'])} hexes, {allowance['value']} MP", titles(allowance["trace"]))
        for cc in part["close_combat"]:
            pic.note(f"close combat with {cc['enemy']} at {cc['hex']}: {cc['action']} move, cost {cc['cost']}")
        fire = part["fire"]
        for reason in fire["illegal"]:
            pic.note(f"fire: NO, {reason['what']}", title_of(reason), "note-no")
        for report in fire["targets"]:
            _target(pic, start, report)
        for other in part["other_actions"]:
            _other_action(pic, other)


def _common_refusal(part: JsonObject) -> JsonObject | None:
    """The reason that bars every one of a unit's actions, if one does."""
    refusals = [m["illegal"] for m in part["moves"]] + [part["fire"]["illegal"]]
    refusals += [o["illegal"] for o in part["other_actions"]]
    for reason in refusals[0]:
        if all(any(r["term"] == reason["term"] for r in rs) for rs in refusals):
            found: JsonObject = reason
            return found
    return None


def _other_action(pic: Picture, other: JsonObject) -> None:
    """One of the other actions as a note: where (or with whom), or why not; the hover text
    has the marker and every refused hex or unit."""
    name = other["action"].replace("_", " ")
    refused = [{**c, "what": f"{r['item']}: {c['what']}"} for r in other["refused"] for c in r["reasons"]]
    if other["illegal"]:
        # With no place left, the first refused place says more than "nowhere".
        first = (refused or other["illegal"])[0]["what"]
        pic.note(f"{name}: NO, {first}", titles([*other["illegal"], *refused]), "note-no")
        return
    places = [_place(m) for m in other["may"]]
    marker = [other["marker"]] if other["marker"] else []
    body = titles([*marker, *other["in_place_only"], *refused])
    pic.note(f"{name}: {', '.join(places)}", body, "note-yes")


def _place(m: JsonObject) -> str:
    """Where a unit may hide or dig in, whom it may swap with, overrun, be covered by or board."""
    if "partner" in m:
        return f"with {m['partner']}"
    if "vehicle" in m:
        return f"onto {m['vehicle']} ({m['action'].replace('_', ' ')}, {m['cost']} MP)"
    if "enemy" in m:
        return f"{m['enemy']} at {m['into']['hex']} ({m['into']['cost']} MP)"
    return f"{m['hex']} ({m['cost']} MP)" if m["trace"] else m["hex"]


OVERLAYS: dict[str, Overlay] = {
    "moves": draw_moves,
    "path": draw_path,
    "los": draw_los,
    "spot": draw_spot,
    "targets": draw_targets,
    "fire": draw_fire,
    "close_combat": draw_close_combat,
    "resolve": draw_resolve,
    "scout": draw_scout,
    "unit_actions": draw_unit_actions,
}

STYLE = Style(TERRAIN, OVERLAYS, {"actions": panel_per_unit})
