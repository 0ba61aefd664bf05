"""The board as an Assault game in play leaves it, and what the questions conclude on it.

A state moves units, turns vehicles, takes strength away, changes markers and lifts smoke; the
questions (``actions``, ``fire``, ``resolve``) are asked of the scenario's position with those
changes made, and their conclusions go to turn.lp under the names its header lists. Each board
and each answer is kept while the game stays on it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, TypeVar

from pyengine import kb_rows as kb
from pyengine.checked_position import Position
from pyengine.games.assault import kb_rows as gkb
from pyengine.games.assault.actions import UnitActions, solve_actions
from pyengine.games.assault.dice import FireDiceAnswer, FireDiceQuestion
from pyengine.games.assault.fire import fire_reports, target_key
from pyengine.games.assault.resolve import ResolveAnswer, ResolveQuestion
from pyengine.hex_moves import Moves, MovesAnswer
from pyengine.kb_terms import Term, term
from pyengine.play.boards import BoardKeep
from pyengine.play.state import GameState
from pyengine.questions import question_of
from pyengine.trace import to_hex

# The state facts that change the board the questions see.
BOARD_FACTS = ("unit_at(", "unit_facing(", "unit_strength(", "unit_status(", "smoke_at(")
T = TypeVar("T")


class Boards:
    """The positions a game's states stand in, and the questions' answers on each."""

    def __init__(self, base: Position) -> None:
        self.base = base
        self._keep = BoardKeep(BOARD_FACTS, self._build)

    def at(self, state: GameState) -> Position:
        """The scenario's position as the state leaves it."""
        return self._keep.at(state)

    def _build(self, state: GameState) -> Position:
        terms = state.terms()
        where = {r.u.string: to_hex(r.h) for r in kb.UnitAt.of(terms)}
        facing = {r.u.string: r.facing.number for r in kb.UnitFacing.of(terms)}
        strength = {r.u.string: r.n.number for r in gkb.UnitStrength.of(terms)}
        statuses: dict[str, list[str]] = {}
        for r in kb.UnitStatus.of(terms):
            statuses.setdefault(r.u.string, []).append(str(r.status))
        units = {
            uid: replace(
                u,
                hex=where[uid],
                facing=facing.get(uid, u.facing),
                strength=strength.get(uid, u.strength),
                statuses=tuple(sorted(statuses.get(uid, []))),
            )
            for uid, u in self.base.units.items()
            if uid in where
        }
        smoke = {to_hex(r.h): r.n.number for r in gkb.SmokeAt.of(terms)}
        markers = {
            h: [(w, n) for w, n in ms if w != "smoke"] + ([("smoke", smoke[h])] if h in smoke else [])
            for h, ms in self.base.markers.items()
        }
        markers |= {h: [("smoke", n)] for h, n in smoke.items() if h not in markers}
        occupant = {u.hex: uid for uid, u in units.items()}
        board = replace(self.base, units=units, occupant=occupant, markers={h: ms for h, ms in markers.items() if ms})
        board.hex_memo = {}
        return board

    def kept(self, key: tuple[Any, ...], make: Callable[[], T]) -> T:
        return self._keep.kept(key, make)

    def actions(self, board: Position, side: str, units: tuple[str, ...]) -> dict[str, UnitActions]:
        """`ask actions` for these units of ``side``: their moves, shots, hides and digs."""

        def make() -> dict[str, UnitActions]:
            actors = [board.units[u] for u in units]
            answer = solve_actions(board, question_of("actions", side), side, actors)
            return {a.unit: a for a in answer.units}

        return self.kept(("actions", id(board), side, units), make)

    def one_move(self, board: Position, uid: str, action: str) -> UnitActions:
        """`ask moves UNIT as ACTION`, as the actions answer words it for that unit alone."""

        def make() -> UnitActions:
            answer = Moves().answer(board, question_of("moves", uid, "as", action))
            return UnitActions(uid, board.label(board.units[uid].hex), [answer], [], [], [], [])

        return self.kept(("one_move", id(board), uid, action), make)

    def one_shot(self, board: Position, firer: str, target: str) -> UnitActions:
        """`ask targets FIRER` for one target, as the actions answer words it for that unit alone."""

        def make() -> UnitActions:
            unit, aim = board.units[firer], board.units[target]
            reading = fire_reports(board, unit, [aim], "targets")
            report = reading.reports[target_key(unit, aim)]
            return UnitActions(firer, board.label(unit.hex), [], [], reading.illegal, [report], [])

        return self.kept(("one_shot", id(board), firer, target), make)

    def fallback_moves(self, board: Position, uid: str, markers: frozenset[str]) -> MovesAnswer:
        """The unit's fast move as if its ``markers`` (what spends its activation) were gone: a
        fallback moves on a fast action's allowance though the unit may not activate (13.3)."""

        def make() -> MovesAnswer:
            unit = board.units[uid]
            free = replace(unit, statuses=tuple(s for s in unit.statuses if s not in markers))
            moved = replace(board, units={**board.units, uid: free})
            moved.hex_memo = {}
            return Moves().answer(moved, question_of("moves", uid, "as", "fast"))

        return self.kept(("fallback", id(board), uid), make)

    def fire(self, board: Position, firer: str, target: str, spot_failed: bool) -> FireDiceAnswer:
        """`ask fire FIRER TARGET [spot_failed]`: the dice of one fire."""
        words = (firer, target, *(("spot_failed",) if spot_failed else ()))
        return self.kept(
            ("fire", id(board), words), lambda: FireDiceQuestion().answer(board, question_of("fire", *words))
        )

    def resolve(self, board: Position, firer: str, target: str, faces: tuple[str, ...]) -> ResolveAnswer:
        """`ask resolve FIRER TARGET attack .. defense .. [critical .. against ..]`."""
        words = (firer, target, *faces)
        return self.kept(
            ("resolve", id(board), words), lambda: ResolveQuestion().answer(board, question_of("resolve", *words))
        )


def results(answer: ResolveAnswer) -> list[Term]:
    """resolve.lp's result terms, in the order it gives them (damage, marks, criticals)."""
    return [term(c.term) for c in answer.results]


def crits_pending(answer: ResolveAnswer) -> int:
    """How many critical hits wait for the 10.7.4 roll (resolve.lp's crit_pending/3)."""
    return gkb.CritPending(term(answer.pending.term)).n.number if answer.pending is not None else 0
