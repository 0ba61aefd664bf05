"""The board as a Memoir '44 game in play leaves it, and what the questions say about it.

A state moves units, removes figures and units, and takes sandbags away; the questions
(``moves``, ``battle``, ``retreat``, ``take_ground``) are asked of the scenario's position with
those changes made, and their conclusions go to the turn rules under the questions' own
relation names. Each board and each answer is kept while the game stays on it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, TypeVar

from pyengine import kb_rows as kb
from pyengine import scenario_model as m
from pyengine.checked_position import Position
from pyengine.fact_builders import scenario_facts
from pyengine.games.memoir44 import kb_rows as k
from pyengine.games.memoir44.battle import BattleReading, solve_battle
from pyengine.games.memoir44.retreat import RetreatAnswer, RetreatQuestion
from pyengine.games.memoir44.take_ground import ground_facts
from pyengine.hex_moves import MovesAnswer, move_region, solve_moves
from pyengine.hexgrid import Hex
from pyengine.kb_atoms import quoted
from pyengine.kb_rules import ask_kb
from pyengine.kb_terms import Term, by_name
from pyengine.play.boards import BoardKeep
from pyengine.play.state import GameState
from pyengine.questions import PLAY, question_of
from pyengine.trace import Wording, to_hex

HERE = PLAY
# The state facts that change the board the questions see.
BOARD_FACTS = ("unit_at(", "unit_figures(", "obstacle_gone(", "obstacle_placed(", "held(", "landed(", "visibility(")
T = TypeVar("T")


class Boards:
    """The positions a game's states stand in, and the questions' answers on each."""

    def __init__(self, base: Position) -> None:
        self.base = base
        self._keep = BoardKeep(BOARD_FACTS, self._build)
        self._memo: dict[frozenset[tuple[Hex, str]], dict[Hex, Any]] = {frozenset(): base.hex_memo}
        self._regions: dict[tuple[str, Hex], frozenset[Hex]] = {}
        # The cards that change each question's answer (cards.lp's card_changes/2): under any
        # other card an answer is the same, and kept once.
        self.card_changes: dict[str, frozenset[str]] = {}

    def at(self, state: GameState) -> Position:
        """The scenario's position as the state leaves it."""
        return self._keep.at(state)

    def _build(self, state: GameState) -> Position:
        terms = state.terms()
        where = {r.u.string: r.h for r in kb.UnitAt.of(terms)}
        figures = {r.u.string: r.n.number for r in kb.UnitFigures.of(terms)}
        gone = frozenset((to_hex(r.h), str(r.x)) for r in k.ObstacleGone.of(terms))
        base = self.base
        # A unit that landed has left its boat behind (turn_move.lp's landed/1).
        landed = {r.u.string for r in k.Landed.of(terms)}
        units = {
            uid: replace(
                u,
                hex=to_hex(where[uid]),
                figures=figures.get(uid, u.figures),
                statuses=tuple(s for s in u.statuses if uid not in landed or s != "boat"),
            )
            for uid, u in base.units.items()
            if uid in where
        }
        features = {h: [f for f in fs if (h, f.kind.text) not in gone] for h, fs in base.features.items()}
        for r in k.ObstaclePlaced.of(terms):
            h = to_hex(r.h)
            features[h] = [*features.get(h, []), _placed(base, h, str(r.x))]
        holders = {r.o.string: str(r.s) for r in k.Held.of(terms)}
        occupant = {u.hex: uid for uid, u in units.items()}
        # A night's visibility now (turn_night.lp): none once full daylight breaks.
        seeing = next((str(r.v) for r in kb.Visibility.of(terms)), None)
        board = replace(base, units=units, occupant=occupant, features=features, holders=holders, visibility=seeing)
        # A hex's facts hold its obstacles: those gone and those placed (Dig In's sandbags, smoke)
        # key the memo they are kept in.
        placed = frozenset((to_hex(r.h), f"+{r.x}") for r in k.ObstaclePlaced.of(terms))
        board.hex_memo = self._memo.setdefault(gone | placed, {})
        board.wording = Wording.of(base)
        return board

    def kept(self, key: tuple[Any, ...], make: Callable[[], T]) -> T:
        return self._keep.kept(key, make)

    def moves(self, board: Position, uid: str, card: str | None) -> MovesAnswer:
        """A unit's moves under the card in force: kept by what the KB sees of the board for
        them (the unit, and the units and obstacles within its reach: move_region), so a move
        elsewhere keeps them."""
        unit = board.units[uid]
        region = self._regions.get((uid, unit.hex))
        if region is None:
            region = self._regions[(uid, unit.hex)] = frozenset(move_region(board, unit))
        near = tuple(sorted((u.id, u.hex, u.figures) for u in board.units.values() if u.hex in region))
        placed = self.base.features
        gone = tuple((h, f.kind.text) for h in sorted(region) for f in placed.get(h, ()) if f not in board.features[h])
        card = card if card in self.card_changes.get("moves", ()) else None
        key = ("moves", uid, near, gone, tuple(sorted(board.holders.items())), card)
        given = _card_given(card)
        return self.kept(key, lambda: solve_moves(board, question_of("moves", uid), unit, None, None, given))

    def battle(
        self, board: Position, uid: str, moved: int, took_ground: bool, card: str | None, zeroed: tuple[Hex, ...] = ()
    ) -> BattleReading:
        """The unit's battle question on the board, under the card in force, with its target
        markers on ``zeroed`` (a Big Gun's: turn_zeroing.lp)."""
        card = card if card in self.card_changes.get("battle", ()) else None
        facts = [k.Moved.fact(u=quoted(uid), n=moved)]
        facts += [k.TookGround.fact(u=quoted(uid))] if took_ground else []
        facts += [k.Zeroed.fact(u=quoted(uid), h=h.term()) for h in zeroed]
        in_force, words = _card_given(card)
        unit = board.units[uid]
        key = ("battle", id(board), uid, moved, took_ground, card, zeroed)
        return self.kept(key, lambda: solve_battle(board, unit, [*facts, *in_force], called=words))

    def retreat(self, board: Position, uid: str, flags: int) -> RetreatAnswer:
        q = question_of("retreat", uid, "flags", str(flags))
        return self.kept(("retreat", id(board), uid, flags), lambda: RetreatQuestion().answer(board, q))

    def ground(self, board: Position, uid: str, into: Hex, overran: bool) -> list[Term]:
        """take_ground.lp's verdict for ``uid`` moving into the emptied hex ``into``: its
        may_take_ground/2, overrun/2, ground_note/2 and illegal/3 atoms."""
        return self.kept(("ground", id(board), uid, into, overran), lambda: _ground(board, uid, into, overran))


def _placed(base: Position, h: Hex, kind: str) -> m.HexFeature:
    """An obstacle a card placed (Dig In's sandbags), as the scenario would have written it."""
    a, b = (int(n) for n in base.shape.label(h).split(","))
    return m.HexFeature("obstacle", m.Name(kind, HERE), m.HexRef(a, b, HERE), None, None)


def _card_given(card: str | None) -> tuple[tuple[str, ...], frozenset[str]]:
    """The card in force as a question's fact, and its name as the word that calls for its
    rules (card_effects.lp)."""
    return ((k.InForce.fact(card=card),), frozenset({card})) if card else ((), frozenset())


def _ground(board: Position, uid: str, into: Hex, overran: bool) -> list[Term]:
    facts, words = ground_facts(board, board.units[uid], into, overran)
    symbols, _ = ask_kb(board.game.name, board.edition, scenario_facts(board), "take_ground", words, facts)
    by = by_name(symbols)
    kept = ("may_take_ground", "overrun", "ground_note", "illegal")
    return [atom for name in kept for atom in by.get(name, ())]
