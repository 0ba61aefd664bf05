"""Assault unit cards as KB facts: attack dice per target row and range band, defense dice
per area of impact, and the arc of fire."""

from __future__ import annotations

from pyengine.checked_position import PlacedUnit
from pyengine.games.assault import kb_rows as gkb
from pyengine.kb_atoms import dice_term, quoted


def card_facts(unit: PlacedUnit) -> list[str]:
    """The combat values of a unit's card: attack dice per target row and range band,
    defense dice per area, arc of fire."""
    u = quoted(unit.id)
    card = unit.card
    out = [
        gkb.CardAttack.fact(
            u=u, row=b.target.text, band=b.band.text, first=b.first, last=b.last, dice=dice_term(b.dice)
        )
        for b in card.attacks
    ]
    if card.arc is not None:
        out.append(gkb.CardArc.fact(u=u, degrees=card.arc))
    return out + defense_facts(unit)


def defense_facts(unit: PlacedUnit) -> list[str]:
    """The defense dice on a unit's card, per area of impact."""
    u = quoted(unit.id)
    return [
        gkb.CardDefense.fact(u=u, area=area, dice=dice_term(d)) for area, (d, _) in sorted(unit.card.defense.items())
    ]


def strength_facts(unit: PlacedUnit) -> list[str]:
    """The unit's strength points, from its own line or its card's (4.3)."""
    strength = unit.strength or unit.card.strength
    return [gkb.UnitStrength.fact(u=quoted(unit.id), n=strength)] if strength is not None else []


def transport_facts(unit: PlacedUnit) -> list[str]:
    """What a unit weighs and carries as a passenger or a transport (9.11)."""
    carries = (
        [gkb.CardTransport.fact(u=quoted(unit.id), n=unit.card.transport)] if unit.card.transport is not None else []
    )
    return carries + strength_facts(unit)
