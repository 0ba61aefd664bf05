"""The semantic checks the KB makes: a unit must stand on ground its movement type may
enter, and a crater or ruin marker on terrain it can change (kb/<game>/placement.lp)."""

from __future__ import annotations

from pyengine import kb_rows as kb
from pyengine.checked_position import Position
from pyengine.errors import UmpireError
from pyengine.fact_builders import placement_facts, scenario_facts
from pyengine.kb_rules import ask_kb
from pyengine.trace import to_hex


def check_placements(pos: Position) -> None:
    """Units on ground their movement type may enter; crater and ruin markers on terrain
    they can change. The KB decides both."""
    if not pos.units and not pos.markers and not pos.features:
        return
    facts, words = placement_facts(pos)
    symbols, _ = ask_kb(pos.game.name, pos.edition, scenario_facts(pos), "placement", words, facts)
    for placed in kb.PlacementIllegal.of(symbols):
        unit = pos.units[placed.u.string]
        raise UmpireError(
            unit.pos,
            f"unit '{unit.id}' stands on impassable ground at {pos.label(unit.hex)}",
            found=str(placed.reason),
            expected="a hex its movement type may enter",
        )
    for shared in kb.FortificationsShare.of(symbols):
        h = to_hex(shared.h)
        both = [f for f in pos.features[h] if f.kind.text in (str(shared.f1), str(shared.f2))]
        later = max(both, key=lambda f: (f.kind.pos.line, f.kind.pos.column))
        raise UmpireError(
            later.kind.pos,
            f"hex {pos.label(h)} already holds a fortification",
            found=f"{shared.f1} and {shared.f2}",
            expected="one fortification a hex (assumption one_fortification_per_hex: 9.6.4)",
        )
    for misplaced in kb.MarkerMisplaced.of(symbols):
        h, kind, terrain = to_hex(misplaced.h), misplaced.marker, misplaced.terrain
        ref = next(
            r
            for mk in pos.scenario.markers
            if mk.kind.text == str(kind)
            for r in mk.hexes
            if pos.shape.to_axial(r.a, r.b) == h
        )
        raise UmpireError(
            ref.pos,
            f"a {kind} marker cannot lie on {terrain} (hex {ref})",
            found=str(terrain),
            expected=f"terrain that a {kind} marker changes",
        )
