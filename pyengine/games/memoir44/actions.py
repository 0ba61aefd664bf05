"""``ask actions [SIDE]``: every legal action of a side's units (of every unit when no side
is named): where each may move, and whom each may battle from where it stands, with the
reason for every move and battle it may not make.

One Control answers for all of them: the rules of kb/memoir44/movement.lp and battle.lp are
keyed by the unit they concern, so the board, its adjacency and the rules are grounded once
rather than once per unit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pyengine import kb_rows as kb
from pyengine import scenario_model as m
from pyengine.checked_position import PlacedUnit, Position
from pyengine.fact_builders import unit_facts
from pyengine.games.memoir44 import kb_rows as gkb
from pyengine.games.memoir44.battle import BattleBoard, BattleReading, read_battle, sight_lines
from pyengine.games.memoir44.los import judge_lines
from pyengine.hex_moves import MovesAnswer, move_region, read_moves
from pyengine.hexgrid import Hex
from pyengine.json_types import JsonObject
from pyengine.kb_atoms import quoted
from pyengine.kb_terms import by_name
from pyengine.relations import rows_by_unit
from pyengine.side_actions import ActionsAnswer, OnRead
from pyengine.trace import Assumptions, aligned


@dataclass
class UnitActions:
    moves: MovesAnswer
    battle: BattleReading

    def to_json(self) -> JsonObject:
        moves = self.moves.to_json()
        return {
            "unit": self.moves.unit,
            "from": self.moves.start,
            "moves": {k: moves[k] for k in ("allowance", "reachable", "unreachable")},
            "battle": self.battle.to_json(),
        }

    def text_lines(self) -> list[str]:
        lines = self.moves.text_lines()
        lines.append(f"battle {self.battle.unit} from {self.battle.start} (without moving)")
        return lines + aligned(self.battle.rows())


def solve_actions(
    pos: Position, question: m.Question, side: str | None, actors: list[PlacedUnit]
) -> ActionsAnswer[UnitActions]:
    """One KB call: every actor is a mover and an attacker, with its region and its lines."""
    facts = [f for u in pos.units.values() for f in unit_facts(u, detailed=True)]
    hexes: set[Hex] = set(pos.occupant)
    enemies_of: dict[str, list[PlacedUnit]] = {}
    lines = []
    for u in actors:
        enemies = [e for e in pos.units.values() if e.side != u.side]
        enemies_of[u.id] = enemies
        lines += sight_lines(pos, u, enemies)
        hexes |= move_region(pos, u)
        facts += [kb.Mover.fact(u=quoted(u.id)), gkb.Attacker.fact(u=quoted(u.id))]
    symbols, size = judge_lines(pos, lines, "actions", (facts, hexes), skip=frozenset(pos.units))
    by = by_name(symbols)
    board = BattleBoard.read(pos, lines, by)
    rows = rows_by_unit(by, pos.catalogue.keyed["moves"] | pos.catalogue.keyed["battle"])

    def part(i: int) -> UnitActions:
        u = actors[i]
        moves = read_moves(pos, str(question), u, None, rows[u.id], size)
        return UnitActions(moves, read_battle(pos, u, enemies_of[u.id], rows[u.id], board, size))

    def rests_on(units: Sequence[UnitActions]) -> Assumptions:
        assumed = {a for u in units for a in u.battle.assumed}
        return Assumptions.of(pos, assumed | {n for u in units for n, _ in u.moves.assumptions.texts})

    return ActionsAnswer(str(question), side, OnRead(len(actors), part), size, rests_on)
