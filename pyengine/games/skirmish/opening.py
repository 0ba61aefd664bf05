"""Opening a skirmish scenario: the table's own checks, then the KB's: each unit must stand on
ground its class may enter (kb/skirmish/placement.lp)."""

from __future__ import annotations

from pyengine import kb_rows as kb
from pyengine import scenario_model as m
from pyengine.errors import UmpireError
from pyengine.game import Game
from pyengine.games.skirmish.facts import switches, unit_facts
from pyengine.games.skirmish.table import Table, open_table
from pyengine.kb_rules import Catalogue, ask_kb


def open_checked(scenario: m.Scenario, game: Game, edition: str | None, cat: Catalogue) -> Table:
    table = open_table(scenario, game, edition, cat)
    _placements(table)
    return table


def _placements(table: Table) -> None:
    """Each unit on ground its class may enter (the KB decides, kb/skirmish/placement.lp)."""
    if not table.units:
        return
    facts = [f for u in table.units.values() for f in unit_facts(table, u)]
    symbols, _ = ask_kb(table.game.name, table.edition, switches(table), "placement", set(), facts)
    for r in kb.PlacementIllegal.of(symbols):
        unit = table.units[r.u.string]
        (terrain,) = r.reason.arguments  # impassable(T)
        raise UmpireError(
            unit.pos,
            f"unit '{unit.id}' stands at {unit.at.text()} on ground a {unit.unit_class} may not enter",
            found=str(terrain),
            expected="a point on ground its class may enter (TERRAIN EFFECTS, 003 lines 36-62)",
        )
