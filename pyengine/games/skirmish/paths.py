"""A path on the table cut into pieces for the movement rules (kb/skirmish/movement.lp): each
leg is cut wherever it meets an area's edge or leaves a road's centre line, so each piece lies
in one set of areas; the linear features each leg meets are listed with where it meets them.
All exact: cuts are rational fractions of a leg."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import pairwise

from pyengine.games.skirmish import kb_rows as gkb
from pyengine.games.skirmish.facts import q
from pyengine.games.skirmish.table import Line, Region, Table
from pyengine.plane import (
    Box,
    Point,
    cut_params,
    locate,
    meet_params,
    on_segment,
    point_at,
    segments_cross_properly,
    segments_meet,
)


@dataclass(frozen=True)
class Piece:
    leg: int
    index: int
    start: Fraction  # fractions of the leg
    end: Fraction
    a: Point
    b: Point


@dataclass(frozen=True)
class Meeting:
    """A linear feature a leg meets: properly across it, or only touching or along it."""

    leg: int
    line: Line
    at: Fraction  # the first meeting, as a fraction of the leg
    proper: bool


@dataclass(frozen=True)
class CutPath:
    legs: list[tuple[Point, Point]]
    pieces: list[Piece]
    meetings: list[Meeting]
    near: dict[int, list[Region]]  # per leg, the regions whose boxes meet the leg's


def cut_path(table: Table, points: list[Point]) -> CutPath:
    """A path through ``points``, leg by leg."""
    return cut_legs(table, list(pairwise(points)))


def cut_legs(table: Table, legs: list[tuple[Point, Point]]) -> CutPath:
    """Legs cut into pieces; each leg on its own (a path's legs, or the rays of a reach)."""
    pieces: list[Piece] = []
    meetings: list[Meeting] = []
    near: dict[int, list[Region]] = {}
    roads = [line for line in table.lines if line.kind == "roads"]
    for leg, (a, b) in enumerate(legs, 1):
        cuts = {Fraction(0), Fraction(1)}
        box = Box.around([a, b])
        near[leg] = [r for r in table.regions if r.box.meets(box)]
        for r in near[leg]:
            cuts |= cut_params(a, b, r.polygon)
        for road in roads:
            if road.box.meets(box):
                for c, d in pairwise(road.points):
                    cuts.update(meet_params(a, b, c, d))
        ordered = sorted(cuts)
        pieces += [
            Piece(leg, k, s, t, point_at(a, b, s), point_at(a, b, t)) for k, (s, t) in enumerate(pairwise(ordered), 1)
        ]
        meetings += [
            m for line in table.lines if line.kind != "roads" and line.box.meets(box) for m in _meeting(leg, a, b, line)
        ]
    return CutPath(legs, pieces, meetings, near)


def _meeting(leg: int, a: Point, b: Point, line: Line) -> list[Meeting]:
    segments = list(pairwise(line.points))
    if not any(segments_meet(a, b, c, d) for c, d in segments):
        return []
    first = min(t for c, d in segments for t in meet_params(a, b, c, d))
    proper = any(segments_cross_properly(a, b, c, d) for c, d in segments)
    return [Meeting(leg, line, first, proper)]


def path_facts(table: Table, uid: str, cut: CutPath) -> list[str]:
    """piece/3, in_feature/6 for each piece's midpoint, on_road/4 and line_cross/5."""
    u = q(uid)
    out = []
    roads = [line for line in table.lines if line.kind == "roads"]
    for p in cut.pieces:
        key = f"p({u},{p.leg},{p.index})"
        out.append(gkb.Piece.fact(u=u, leg=p.leg, k=p.index))
        mid = point_at(p.a, p.b, Fraction(1, 2))
        for r in cut.near[p.leg]:
            where = locate(mid, r.polygon) if r.box.holds(mid) else "outside"
            if where != "outside":
                out.append(gkb.InFeature.fact(x=key, f=q(r.id), t=r.terrain, kind=r.kind, order=r.order, where=where))
        for road in roads:
            if road.box.holds(mid) and any(
                on_segment(p.a, c, d) and on_segment(p.b, c, d) for c, d in pairwise(road.points)
            ):
                out.append(gkb.OnRoad.fact(u=u, leg=p.leg, k=p.index, f=q(road.id)))
    for mt in cut.meetings:
        how = "proper" if mt.proper else "touch"
        out.append(gkb.LineCross.fact(u=u, leg=mt.leg, f=q(mt.line.id), t=mt.line.kind, how=how))
    return out
