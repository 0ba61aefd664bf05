"""A skirmish table's facts for the KB: units, where places lie, and exact comparisons of
distances with the numbers the tables name (kb/skirmish/unit.lp lists the predicates)."""

from __future__ import annotations

from pyengine import scenario_model as m
from pyengine.games.skirmish.table import Soldiers, Table
from pyengine.plane import Cmp, Point, compare_distance, compare_squares, dist2, locate, near_polyline


def q(text: str) -> str:
    """A name as a KB string."""
    return '"' + text + '"'


def switches(table: Table) -> list[str]:
    return [f"assume({name},{'on' if on else 'off'})." for name, on in sorted(table.assumptions.items())]


def unit_facts(table: Table, u: Soldiers) -> list[str]:
    """One unit's own lines, and where it stands (built once per table; a fresh list each
    time, so a caller may add to it)."""
    found = table.unit_memo.get(u.id)
    if found is None:
        found = table.unit_memo[u.id] = tuple(_unit_facts(table, u))
    return list(found)


def _unit_facts(table: Table, u: Soldiers) -> list[str]:
    uid = q(u.id)
    out = [
        f"unit({uid}).",
        f"side({uid},{u.side}).",
        f"class({uid},{u.unit_class}).",
        f"platoon({uid},{q(u.platoon)}).",
        f"experience({uid},{u.experience}).",
        f"rank_of({uid},{u.rank}).",
    ]
    out += [f"status({uid},{s})." for s in u.statuses]
    if u.team is not None:
        out.append(f"crew_team({uid},{q(u.team)}).")
    if u.crew is not None:
        out.append(f"crew({uid},{u.crew[0]},{u.crew[1]}).")
    if u.radio:
        out.append(f"radio({uid}).")
    if u.hooked is not None:
        out.append(f"hooked({uid},{q(u.hooked)}).")
    if u.carried is not None:
        out.append(f"carried({uid},{q(u.carried)}).")
    if u.card.tactical is not None:
        out.append(f"tactical({uid},{u.card.tactical[0]}).")
    out += [f"weapon({uid},{q(w.name.text)},{w.kind.text},{w.calibre or 0})." for w in u.card.weapons]
    out += place_facts(table, uid, u.at)
    return out


def place_facts(table: Table, key: str, p: Point) -> list[str]:
    """The areas, buildings, minefields and road or trench bands that hold point p."""
    out = []
    for r in table.regions:
        where = locate(p, r.polygon) if r.box.holds(p) else "outside"
        if where != "outside":
            out.append(f"in_feature({key},{q(r.id)},{r.terrain},{r.kind},{r.order},{where}).")
    for line in table.lines:
        where = near_polyline(p, line.points, line.width / 2) if line.box.holds(p) else "outside"
        if where != "outside":
            out.append(f"in_feature({key},{q(line.id)},{line.kind},line,{line.order},{where}).")
    return out


def compared(a: Soldiers, b: Soldiers, distances: set[int]) -> list[tuple[int, Cmp]]:
    """|ab| against each distance a question's rules use, exactly (squares compared, so no
    square root is taken)."""
    d2 = dist2(a.at, b.at)
    return [(cm, compare_squares(d2, cm)) for cm in sorted(distances)]


def comparison_facts(a: Soldiers, b: Soldiers, comparisons: list[tuple[int, Cmp]]) -> list[str]:
    return [f"dist_cmp({q(a.id)},{q(b.id)},{cm},{c})." for cm, c in comparisons]


def distance_facts(a: Soldiers, b: Soldiers, distances: set[int]) -> list[str]:
    """The KB's facts of |ab| against each distance (``compared``)."""
    return comparison_facts(a, b, compared(a, b, distances))


def range_facts(u: Soldiers, t: Soldiers, weapons: list[m.Weapon]) -> list[str]:
    """Each weapon's long, effective and short limits, and the exact distance against them."""
    uid, tid = q(u.id), q(t.id)
    out = []
    for w in weapons:
        for band, cm in zip(("long", "effective", "short"), w.ranges or (), strict=False):
            out.append(f"weapon_range({uid},{q(w.name.text)},{band},{cm}).")
            out.append(f"dist_cmp({uid},{tid},{cm},{compare_distance(u.at, t.at, cm)}).")
    return out
