"""Facts for clingo: each builder emits only what one question needs.

User identifiers (unit ids) become clingo strings; vocabulary words were checked against
the KB and are emitted as constants.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from pyengine import kb_rows as kb
from pyengine.budget import OverBudget
from pyengine.checked_position import PlacedUnit, Position
from pyengine.hexgrid import Hex
from pyengine.kb_atoms import Fact, Ready, atom, hex_symbol, quoted


def scenario_facts(pos: Position) -> list[str]:
    """Edition, overrides, assumption switches and visibility: small, and every rule may need them."""
    out = [kb.Edition.fact(ed=pos.edition)] if pos.edition else []
    out += [kb.Visibility.fact(v=pos.visibility)] if pos.visibility else []
    out += [kb.Override.fact(chart=c, row=r, col=col, value=v) for c, r, col, v in pos.overrides]
    out += [kb.Assume.fact(name=name, value="on" if on else "off") for name, on in sorted(pos.assumptions.items())]
    return out


@dataclass(frozen=True)
class HexFacts:
    """One hex's facts as clingo symbols, built once per position (``Position.hex_memo``):
    they go to the Control through the backend, which skips parsing and grounding a fact
    statement (about 4 microseconds a fact). ``links`` are the paths and hexside features
    to a neighbour, sent only when the neighbour is in the question too."""

    own: tuple[Ready, ...]
    links: tuple[tuple[Hex, Ready, str], ...]
    words: frozenset[str]


def hex_facts(pos: Position, hexes: Iterable[Hex]) -> tuple[list[Fact], set[str]]:
    """Terrain, elevation, markers and in-hex features of the given hexes only, plus the
    paths and hexside features that run between two of them; and the vocabulary words
    they use, which decide the chart rows the question loads."""
    wanted = set(hexes)
    if len(wanted) > pos.budget.max_hexes:
        raise OverBudget(len(wanted), pos.budget.max_hexes)
    memo: dict[Hex, HexFacts] = pos.hex_memo
    out: list[Fact] = []
    words: set[str] = set()
    for h in wanted:
        one = memo.get(h) or _one_hex(pos, h)
        out += one.own
        words |= one.words
        for b, sym, kind in one.links:
            if b in wanted:
                out.append(sym)
                words.add(kind)
    return out, words


def _one_hex(pos: Position, h: Hex) -> HexFacts:
    t = hex_symbol(h)
    terrain = pos.terrain_at(h)
    words = {terrain}
    # One fact per hex (kb/core/cell.lp unpacks it).
    if pos.game.elevation:
        level = pos.elevation.get(h, 0)
        own = [atom("cell", t, terrain, level)]
        if level > 0:
            words.add("hill")  # a hex above level 0 is hill ground (9.6.1)
    else:
        own = [atom("cell", t, terrain)]
    for f in pos.features.get(h, ()):
        kind = f.kind.text
        own.append(atom(f"{f.category}_at", t, kind))
        if f.owner is not None:
            own.append(atom("feature_owner", t, kind, f.owner.text))
        if f.facing is not None:
            own.append(atom("feature_facing", t, kind, f.facing))
        words.add(kind)
    for side, kind in pos.barred.get(h, ()):
        own.append(atom("side_barred", t, side, kind))
        words.add("side_barred")
    for kind, count in pos.markers.get(h, ()):
        own.append(atom("marker_at", t, kind, count))
        words.add(kind)
    links = tuple(
        (b, atom(name, t, hex_symbol(b), kind), kind)
        for index, name in ((pos.path_steps, "path_step"), (pos.hexside_index, "hexside_at"))
        for b, kind in index.get(h, ())
    )
    one = HexFacts(tuple(own), links, frozenset(words))
    pos.hex_memo[h] = one
    return one


def unit_facts(unit: PlacedUnit, *, detailed: bool) -> list[str]:
    """Where a unit is and whose it is; with ``detailed``, its card and markers too."""
    u = quoted(unit.id)
    out = [
        kb.UnitAt.fact(u=u, h=unit.hex.term()),
        kb.UnitSide.fact(u=u, side=unit.side),
        kb.UnitClass.fact(u=u, type=unit.type),
    ]
    if not detailed:
        return out
    if unit.facing is not None:
        out.append(kb.UnitFacing.fact(u=u, facing=unit.facing))
    if unit.subtype:
        out.append(kb.UnitSubtype.fact(u=u, subtype=unit.subtype))
    if unit.card.movement:
        out.append(kb.UnitMovement.fact(u=u, movement=unit.card.movement.text))
    out += [kb.UnitStatus.fact(u=u, status=s) for s in unit.statuses]
    out += [kb.UnitAbility.fact(u=u, ability=a.text) for a in unit.card.abilities]
    out += [kb.CardMp.fact(u=u, action=action, n=points) for action, (points, _) in sorted(unit.card.mp.items())]
    if unit.experience:
        out.append(kb.UnitExperience.fact(u=u, experience=unit.experience))
    if unit.figures is not None:
        out.append(kb.UnitFigures.fact(u=u, n=unit.figures))
    out += [kb.ScenarioEffect.fact(name=name, u=u, pool=pool, op=op) for name, pool, op in unit.effects]
    return out


def placement_facts(pos: Position) -> tuple[list[Fact], set[str]]:
    """Units with their hexes and neighbours (a road through a unit's hex counts), and
    every hex that holds a marker or a feature."""
    lines: list[Fact] = []
    hexes = set(pos.markers) | set(pos.features)
    for unit in pos.units.values():
        lines += unit_facts(unit, detailed=True)
        hexes.add(unit.hex)
        hexes.update(n for n in unit.hex.neighbours() if pos.shape.contains(n))
    region, words = hex_facts(pos, hexes)
    return lines + region, words
