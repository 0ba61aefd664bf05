"""What several Memoir '44 questions read off the board: the edge a side plays from, and
the units standing in a set of hexes."""

from __future__ import annotations

from pyengine import scenario_model as m
from pyengine.checked_position import Position
from pyengine.errors import UmpireError
from pyengine.fact_builders import unit_facts
from pyengine.hexgrid import Hex


def side_edge(pos: Position, side: str, question: m.Question) -> str:
    """The map edge a side plays from, which the scenario must declare."""
    if side not in pos.edges:
        raise UmpireError(
            question.pos,
            f"the scenario does not say which map edge {side} plays from",
            expected=f"a line 'side {side} bottom' or 'side {side} top'",
        )
    return pos.edges[side]


def units_in(pos: Position, hexes: set[Hex], occupant: dict[Hex, str], skip: frozenset[str]) -> list[str]:
    """Where-and-whose facts for the units standing in the given hexes, but those in ``skip``."""
    out: list[str] = []
    for h in hexes:
        uid = occupant.get(h)
        if uid is not None and uid not in skip:
            out += unit_facts(pos.units[uid], detailed=False)
    return out
