"""``ask actions [SIDE]``: every legal action of a side's units (of every unit when no side is
named). For each unit and each move action (normal, fast, move & fire, fire & move): the
hexes it may reach with cost, route and markers, the hexes next to its reach with reasons,
or why the action is not allowed; the close combats those moves start; and the enemy units
it may fire at from where it stands, with the reason for every one it may not; and whether
it may hide, dig in, reinforce a position, overrun, cover a move or board a vehicle
(other_actions.py).

One Control answers for all of them. The movement rules are keyed by the move
(kb/assault/movement.lp) and the fire rules by the sightline, so the board, its prices and
the rules are grounded once, and a unit's moves share one search when nothing on the board
treats its actions differently. ``ask moves``, ``ask path`` and ``ask targets`` ask the same
rules for one unit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, partial

from pyengine import scenario_model as m
from pyengine.checked_position import PlacedUnit, Position
from pyengine.fact_builders import scenario_facts, unit_facts
from pyengine.games.assault import kb_rows as gkb
from pyengine.games.assault.card_facts import transport_facts
from pyengine.games.assault.fire import FireReading, FireReport, fire_requests, read_fire, shot_key
from pyengine.games.assault.other_actions import OtherAction, OtherActionsReader
from pyengine.games.assault.sight import LineRequest, sight_facts
from pyengine.hex_moves import (
    MoveParts,
    MovesAnswer,
    PartsBook,
    move_facts,
    move_region,
    read_moves,
)
from pyengine.hexgrid import Hex
from pyengine.json_types import JsonObject
from pyengine.kb_atoms import quoted
from pyengine.kb_rules import ask_kb
from pyengine.kb_terms import by_name
from pyengine.relations import rows_by_unit
from pyengine.side_actions import ActionsAnswer, OnRead
from pyengine.trace import Assumptions, Contribution, Wording, aligned, cite_text


@dataclass(frozen=True)
class CloseCombat:
    """A move that ends in an enemy's hex and so starts a close combat there (11.1.1)."""

    enemy: str
    hex: str
    action: str
    cost: int
    path: list[str]

    def to_json(self) -> JsonObject:
        return {"enemy": self.enemy, "hex": self.hex, "action": self.action, "cost": self.cost, "path": self.path}


@dataclass
class UnitActions:
    unit: str
    start: str
    moves: list[MovesAnswer]
    close_combat: list[CloseCombat]
    fire_illegal: list[Contribution]
    targets: list[FireReport]
    others: list[OtherAction]

    def to_json(self) -> JsonObject:
        return {
            "unit": self.unit,
            "from": self.start,
            "moves": [
                {k: v for k, v in mv.to_json().items() if k not in ("question", "kind", "unit", "start", "assumptions")}
                for mv in self.moves
            ],
            "close_combat": [c.to_json() for c in self.close_combat],
            "fire": {
                "verdict": "illegal" if self.fire_illegal else "legal",
                "illegal": [c.to_json() for c in self.fire_illegal],
                "targets": [r.to_json() for r in self.targets],
            },
            "other_actions": [o.to_json() for o in self.others],
        }

    def text_lines(self) -> list[str]:
        lines = [f"{self.unit} at {self.start}"]
        for mv in self.moves:
            # The answer lists the assumptions once, at its end.
            own = mv.text_lines()
            lines += [f"  {line}" for line in own[: len(own) - len(mv.assumptions.texts)]]
        if self.close_combat:
            lines.append("  close combat it may start:")
            lines += [
                f"    {c.enemy} at {c.hex}: {c.action} move, cost {c.cost}, path {' > '.join(c.path)}"
                for c in self.close_combat
            ]
        lines += self.fire_lines()
        for other in self.others:
            lines += other.text_lines()
        return lines

    def fire_lines(self) -> list[str]:
        lines = [f"  fire from {self.start} (without moving)"]
        if self.fire_illegal:
            lines.append(f"    NO: {self.unit} may not fire")
            return lines + aligned([(f"      - {c.what}", cite_text(c)) for c in self.fire_illegal])
        able = sum(1 for r in self.targets if not r.cannot)
        lines.append(f"    may fire at {able} of {len(self.targets)} enemy units")
        return lines + aligned([(f"  {text}", cite) for r in self.targets for text, cite in r.rows()])


def move_actions(pos: Position) -> list[str]:
    """The move actions the KB names (vocab.lp), the normal move first."""
    return sorted(pos.catalogue.words("action"), key=lambda a: (a != "normal", a))


def solve_actions(
    pos: Position, question: m.Question, side: str | None, actors: list[PlacedUnit]
) -> ActionsAnswer[UnitActions]:
    """One KB call: every actor is a mover for each move action and a firer at every enemy."""
    actions = move_actions(pos)
    facts, requests, region = _actors_facts(pos, actors, actions)
    sight = sight_facts(pos, requests, actors, more_hexes=region)
    words = sight.words | {w for u in pos.units.values() for w in u.statuses}
    symbols, size = ask_kb(
        pos.game.name,
        pos.edition,
        scenario_facts(pos),
        "actions",
        words,
        [*sight.facts, *facts],
        tuple(sorted(sight.modules)),
    )

    @cache
    def reading() -> tuple[PartsBook, FireReading, OtherActionsReader]:
        """The KB's rows, grouped by unit and fire line, and the moves' parts: read when the
        first part is."""
        by = by_name(symbols)
        keyed = pos.catalogue.keyed["moves"] | pos.catalogue.keyed["other_actions"]
        grouped = rows_by_unit(by, keyed)
        book = PartsBook(grouped, symbols.assembled())
        w = Wording.of(pos)

        def route_of(unit_id: str, action: str, h: Hex, state: str) -> tuple[list[str], list[Contribution]]:
            """A boarding's route, from its move's routes."""
            return book.of(unit_id, action).routes.trail(w, h, state)

        others = OtherActionsReader(pos, by, grouped, route_of)
        return book, read_fire(pos, requests, by, size), others

    def part(i: int) -> UnitActions:
        book, fire, others = reading()
        u = actors[i]
        parts = [book.of(u.id, a) for a in actions]
        moves = [
            read_moves(pos, str(question), u, a, book.rows(u.id, a), size, p)
            for a, p in zip(actions, parts, strict=True)
        ]
        reports = sorted(
            (fire.reports[shot_key(u, e)] for e in pos.units.values() if e.side != u.side),
            key=lambda r: (bool(r.cannot), r.range or 0, r.target),
        )
        combats = close_combats(pos, u, actions, parts, moves)
        illegal = fire.illegal_by.get(u.id, [])
        return UnitActions(u.id, pos.label(u.hex), moves, combats, illegal, reports, others.read(u))

    return ActionsAnswer(str(question), side, OnRead(len(actors), part), size, partial(_rests_on, pos))


def _actors_facts(
    pos: Position, actors: list[PlacedUnit], actions: list[str]
) -> tuple[list[str], list[LineRequest], set[Hex]]:
    """Every unit's facts; each actor's as a mover for each action, a firer at every enemy
    and a carrier; the lines it fires along and the hexes its moves may reach."""
    region: set[Hex] = set()
    facts = [f for u in pos.units.values() for f in unit_facts(u, detailed=True)]
    requests = []
    for u in actors:
        region |= move_region(pos, u)
        facts += move_facts(pos, u, actions)
        enemies = sorted((e for e in pos.units.values() if e.side != u.side), key=lambda e: e.id)
        requests += fire_requests(u, enemies)
        facts.append(gkb.Firer.fact(u=quoted(u.id)))
        facts += transport_facts(u)
    return facts, requests, region


def _rests_on(pos: Position, units: Sequence[UnitActions]) -> Assumptions:
    """What the units' moves, shots and other actions rest on."""
    used = {n for unit in units for mv in unit.moves for n, _ in mv.assumptions.texts}
    used |= {a for unit in units for r in unit.targets for a in (*r.line.assumptions, *r.assumptions)}
    used |= {a for unit in units for o in unit.others for c in o.contributions() for a in c.assumptions}
    return Assumptions.of(pos, used)


def close_combats(
    pos: Position, unit: PlacedUnit, actions: list[str], parts: list[MoveParts], moves: list[MovesAnswer]
) -> list[CloseCombat]:
    """The destinations of a unit's moves where the KB imposes a close combat."""
    w = Wording.of(pos)
    found = []
    for action, p, mv in zip(actions, parts, moves, strict=True):
        routes = {d.hex: d for d in mv.reachable}
        for h, imposed in p.imposes.items():
            for what, _ in imposed:
                if what.name == "close_combat":
                    (enemy,) = what.arguments  # close_combat(E)
                    d = routes[pos.label(w.hex(h))]
                    found.append(CloseCombat(enemy.string, d.hex, action, d.cost, d.path))
    return sorted(found, key=lambda c: (c.enemy, c.cost, c.action))
