"""A skirmish table's facts for the KB: units, where places lie, and exact comparisons of
distances with the numbers the tables name (kb/skirmish/unit.lp lists the predicates)."""

from __future__ import annotations

from pyengine import kb_rows as kb
from pyengine import scenario_model as m
from pyengine.games.skirmish import kb_rows as gkb
from pyengine.games.skirmish.table import Soldiers, Table
from pyengine.plane import Cmp, Point, compare_distance, compare_squares, dist2, locate, near_polyline


def q(text: str) -> str:
    """A name as a KB string."""
    return '"' + text + '"'


def switches(table: Table) -> list[str]:
    return [kb.Assume.fact(name=name, value="on" if on else "off") for name, on in sorted(table.assumptions.items())]


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
        gkb.Unit.fact(u=uid),
        gkb.Side.fact(u=uid, s=u.side),
        gkb.Class.fact(u=uid, c=u.unit_class),
        gkb.Platoon.fact(u=uid, p=q(u.platoon)),
        gkb.Experience.fact(u=uid, w=u.experience),
        gkb.RankOf.fact(u=uid, r=u.rank),
    ]
    out += [gkb.Status2.fact(u=uid, s=s) for s in u.statuses]
    if u.team is not None:
        out.append(gkb.CrewTeam.fact(u=uid, tm=q(u.team)))
    if u.crew is not None:
        out.append(gkb.Crew.fact(u=uid, now=u.crew[0], start=u.crew[1]))
    if u.radio:
        out.append(gkb.Radio.fact(u=uid))
    if u.hooked is not None:
        out.append(gkb.Hooked.fact(gun=uid, vehicle=q(u.hooked)))
    if u.carried is not None:
        out.append(gkb.Carried.fact(team=uid, vehicle=q(u.carried)))
    if u.card.tactical is not None:
        out.append(gkb.Tactical.fact(u=uid, cm=u.card.tactical[0]))
    out += [gkb.Weapon.fact(u=uid, w=q(w.name.text), kind=w.kind.text, mm=w.calibre or 0) for w in u.card.weapons]
    out += place_facts(table, uid, u.at)
    return out


def place_facts(table: Table, key: str, p: Point) -> list[str]:
    """The areas, buildings, minefields and road or trench bands that hold point p."""
    out = []
    for r in table.regions:
        where = locate(p, r.polygon) if r.box.holds(p) else "outside"
        if where != "outside":
            out.append(gkb.InFeature.fact(x=key, f=q(r.id), t=r.terrain, kind=r.kind, order=r.order, where=where))
    for line in table.lines:
        where = near_polyline(p, line.points, line.width / 2) if line.box.holds(p) else "outside"
        if where != "outside":
            out.append(gkb.InFeature.fact(x=key, f=q(line.id), t=line.kind, kind="line", order=line.order, where=where))
    return out


def compared(a: Soldiers, b: Soldiers, distances: set[int]) -> list[tuple[int, Cmp]]:
    """|ab| against each distance a question's rules use, exactly (squares compared, so no
    square root is taken)."""
    d2 = dist2(a.at, b.at)
    return [(cm, compare_squares(d2, cm)) for cm in sorted(distances)]


def comparison_facts(a: Soldiers, b: Soldiers, comparisons: list[tuple[int, Cmp]]) -> list[str]:
    return [gkb.DistCmp.fact(a=q(a.id), b=q(b.id), cm=cm, cmp=c) for cm, c in comparisons]


def distance_facts(a: Soldiers, b: Soldiers, distances: set[int]) -> list[str]:
    """The KB's facts of |ab| against each distance (``compared``)."""
    return comparison_facts(a, b, compared(a, b, distances))


def range_facts(u: Soldiers, t: Soldiers, weapons: list[m.Weapon]) -> list[str]:
    """Each weapon's long, effective and short limits, and the exact distance against them."""
    uid, tid = q(u.id), q(t.id)
    out = []
    for w in weapons:
        for band, cm in zip(("long", "effective", "short"), w.ranges or (), strict=False):
            out.append(gkb.WeaponRange.fact(u=uid, w=q(w.name.text), band=band, cm=cm))
            out.append(gkb.DistCmp.fact(a=uid, b=tid, cm=cm, cmp=compare_distance(u.at, t.at, cm)))
    return out
