"""Facts for clingo: each builder emits only what one question needs.

User identifiers (unit ids) become clingo strings; vocabulary words were checked against
the KB and are emitted as constants.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import TYPE_CHECKING

from pyengine.hexgrid import Hex

if TYPE_CHECKING:
    from pyengine.position import PlacedUnit, Position


def quoted(text: str) -> str:
    return json.dumps(text)


def scenario_facts(pos: Position) -> list[str]:
    """Edition, overrides and assumption switches: small, and every rule may need them."""
    out = [f"edition({pos.edition})."] if pos.edition else []
    out += [f"override({c},{r},{col},{v})." for c, r, col, v in pos.overrides]
    out += [f"assume({name},{'on' if on else 'off'})." for name, on in sorted(pos.assumptions.items())]
    return out


def hex_facts(pos: Position, hexes: Iterable[Hex]) -> list[str]:
    """Terrain, elevation, markers and in-hex features of the given hexes only, plus the
    paths and hexside features that run between two of them."""
    wanted = set(hexes)
    out = []
    for h in wanted:
        t = h.term()
        out.append(f"hex({t}). terrain({t},{pos.terrain_at(h)}). elevation({t},{pos.elevation.get(h, 0)}).")
        out.extend(f"{f.category}_at({t},{f.kind.text})." for f in pos.features.get(h, ()))
        out.extend(f"marker_at({t},{kind},{count})." for kind, count in pos.markers.get(h, ()))
        out.extend(f"path_step({t},{b.term()},{kind})." for b, kind in pos.path_steps.get(h, ()) if b in wanted)
        out.extend(f"hexside_at({t},{b.term()},{kind})." for b, kind in pos.hexside_index.get(h, ()) if b in wanted)
    return out


def unit_facts(unit: PlacedUnit, *, detailed: bool) -> list[str]:
    """Where a unit is and whose it is; with ``detailed``, its card and markers too."""
    u = quoted(unit.id)
    out = [
        f"unit_at({u},{unit.hex.term()}).",
        f"unit_side({u},{unit.side}).",
        f"unit_class({u},{unit.type}).",
    ]
    if not detailed:
        return out
    if unit.facing is not None:
        out.append(f"unit_facing({u},{unit.facing}).")
    if unit.subtype:
        out.append(f"unit_subtype({u},{unit.subtype}).")
    if unit.card.movement:
        out.append(f"unit_movement({u},{unit.card.movement.text}).")
    out += [f"unit_status({u},{s})." for s in unit.statuses]
    out += [f"unit_ability({u},{a.text})." for a in unit.card.abilities]
    out += [f"card_mp({u},{action},{points})." for action, (points, _) in sorted(unit.card.mp.items())]
    if unit.experience:
        out.append(f"unit_experience({u},{unit.experience}).")
    return out


def placement_facts(pos: Position) -> str:
    """Units with their hexes and neighbours (a road through a unit's hex counts), and
    every hex that holds a marker."""
    lines = scenario_facts(pos)
    hexes = set(pos.markers)
    for unit in pos.units.values():
        lines += unit_facts(unit, detailed=True)
        hexes.add(unit.hex)
        hexes.update(n for n in unit.hex.neighbours() if pos.shape.contains(n))
    lines += hex_facts(pos, hexes)
    return "\n".join(lines)
