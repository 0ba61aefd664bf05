"""The common steps of a Memoir '44 turn judged in Python from tables the KB derives once per
scenario and the questions' answers on the board: dealing and drawing cards, keeping one of
Recon's two, playing a card, moving, battling, and passing.

turn.lp decides these steps; this module writes, for each step, the atoms turn.lp shows about
it (removes/3, adds/3, outcome/3, depends/2), citing from turn.lp's own step_cite/2 table and
reading its cards_drawn/2 and assumed/1, and the rules read them into verdicts exactly as they
read the KB's answer. It takes a step only where the phase offers it (a card in the deck, in
the hand, among those drawn; an ordered unit's move or battle) and only in a scenario whose
turn adds no rules (objectives, second rolls); any other step goes to the KB (an exit, a move
that sets off a hazard, a roll). The KB stays the reference:
tests/games/memoir44/test_play_quick.py holds the two to the same atoms, step by step, over
seeded games.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from pyengine import kb_rows as kb
from pyengine.checked_position import Position
from pyengine.games.memoir44 import kb_rows as k
from pyengine.games.memoir44.play import steps as st
from pyengine.games.memoir44.play.evidence import Evidence, Marks
from pyengine.games.memoir44.play.setup import Setup
from pyengine.hexgrid import Hex
from pyengine.kb_atoms import quoted
from pyengine.kb_terms import Rows, Term, term
from pyengine.play.steps import Step
from pyengine.scenario_model import HexFeature
from pyengine.trace import to_hex

# The markers a move imposes that turn_move.lp acts on besides may_exit: a hazard to roll (the
# others, may_battle and cannot_battle, are battle.lp's to read).
HAZARD_MARKERS = ("frozen_river_roll(", "minefield_goes_off(")
# What a turn's end takes away: each unit's marks for the turn (turn_draw.lp).
TURN_MARKS = ("ordered", "moved", "battled", "took_ground", "overran", "may_exit")


@dataclass
class StepAtoms:
    """What one step removes, adds and did, each with its citation, and what it rests on."""

    phase: str
    refused: set[tuple[str, Term]] = field(default_factory=set)
    removes: set[tuple[str, Term]] = field(default_factory=set)
    adds: set[tuple[str, Term]] = field(default_factory=set)
    did: set[tuple[str, Term]] = field(default_factory=set)
    rests_on: set[str] = field(default_factory=set)

    def goes_to(self, phase: str, cite: Term) -> None:
        """turn.lp's next/3: the phase changes, cited by the rule that moves it."""
        if phase != self.phase:
            self.removes.add((f"phase({self.phase})", cite))
            self.adds.add((f"phase({phase})", cite))

    def shown(self, i: int) -> Rows:
        """The atoms turn.lp shows about step ``i``."""
        by: Rows = defaultdict(list)
        by["depends"] = [term(f"depends(step({i}),{a})") for a in self.rests_on]
        by["refused"] = [term(f"refused({i},{r},{c})") for r, c in self.refused]
        if self.refused:
            return by
        by["removes"] = [term(f"removes({i},{f},{c})") for f, c in self.removes]
        by["adds"] = [term(f"adds({i},{f},{c})") for f, c in self.adds]
        by["outcome"] = [term(f"outcome({i},{w},{c})") for w, c in self.did]
        return by


class QuickTurn:
    """The card steps of one scenario's turn, judged from the KB's tables (read from the
    answer that starts the game)."""

    def __init__(
        self, start: Rows, setup: Setup, evidence: Evidence, orders: Callable[[Marks, Position], Rows]
    ) -> None:
        self.cite = {str(r.name): r.cite for r in k.StepCite.rows(start)}
        self.drawn_after = {str(r.card): r.n.number for r in k.CardsDrawn.rows(start)}
        self.deck_cards = frozenset(str(r.card) for r in k.DeckCard.rows(start))
        assumed = {str(r.name) for r in kb.Assumed.rows(start)}
        self.draw_rests_on = {"section_cards_deck"} & assumed
        # Sandbags leave with the unit in them (turn.lp, a named switch).
        self.sandbags_leave = "sandbags_leave_with_unit" in assumed
        self.sandbags = frozenset(h for h, fs in evidence.boards.base.features.items() if _has(fs, "sandbags"))
        self.medal_free = frozenset(r.u.string for r in k.MedalFree.rows(start))
        self.ground_takers = frozenset(r.u.string for r in k.GroundTaker.rows(start))
        self.victory = setup.victory
        self.sides = tuple(sorted(setup.victory))
        self.first = setup.first
        self.evidence = evidence
        # What the card played orders on a board (orders.lp, as `ask orders` asks it).
        self.orders = orders

    def shown(self, marks: Marks, to_act: str, steps: Sequence[Step], board: Position) -> list[Rows] | None:
        """Each step's atoms, or None where one step is not for this judge (the KB judges)."""
        found = []
        for step in steps:
            one = self._step(marks, to_act, step, board) if step.side == to_act else None
            if one is None:
                return None
            found.append(one)
        return [f.shown(i) for i, f in enumerate(found)]

    def _step(self, marks: Marks, to_act: str, step: Step, board: Position) -> StepAtoms | None:
        action = step.action
        if isinstance(action, st.Order) and marks.phase == "order":
            return self._order(marks, board, action.unit)
        if isinstance(action, st.Move) and marks.phase == "move":
            return self._move(marks, board, action)
        if isinstance(action, st.Battle) and marks.phase in ("battle", "overrun"):
            return self._battle(marks, board, action)
        if isinstance(action, st.Pass):
            return self._pass(marks, action.what)
        if isinstance(action, st.Roll) and marks.phase == "roll":
            return self._roll(marks, board, action.faces)
        if isinstance(action, st.Retreat) and marks.phase == "retreat_choice":
            return self._retreat(marks, board, action)
        if isinstance(action, st.TakeGround) and marks.phase == "ground_choice":
            return self._take_ground(marks, board, action.unit)
        if isinstance(action, st.Draw) and marks.phase in ("deal", "draw"):
            return self._draw(marks, action.card)
        if isinstance(action, st.PlayCard) and marks.phase == "play" and marks.hand.get(action.card):
            return self._play(marks, action.card)
        if isinstance(action, st.Keep) and marks.phase == "keep" and action.card in marks.drawn:
            return self._keep(marks, action.card)
        return None

    # ---- turn_orders.lp ---------------------------------------------------------------------
    def _play(self, marks: Marks, card: str) -> StepAtoms:
        out = StepAtoms(marks.phase)
        cite = self.cite["turn"]
        held = marks.hand[card]
        out.removes.add((f"hand({marks.active},{card},{held})", cite))
        if held > 1:
            out.adds.add((f"hand({marks.active},{card},{held - 1})", cite))
        out.adds.add((f"played({card})", cite))
        out.goes_to("order", self.cite["order"])
        return out

    # ---- turn_orders.lp: orders within the card's sections and limits ----------------------
    def _order(self, marks: Marks, board: Position, uid: str) -> StepAtoms | None:
        unit = board.units.get(uid)
        if unit is None or unit.side != marks.active or uid in marks.ordered or len(marks.played) != 1:
            return None  # not yours, off the board, ordered already, no card: the KB says which
        mine = tuple(sorted((u.id, u.hex, u.figures) for u in board.units.values() if u.side == marks.active))
        key = ("orders", marks.active, marks.played, mine)
        table = self.evidence.boards.kept(key, lambda: self.orders(marks, board))
        eligible: dict[str, set[str]] = defaultdict(set)
        for r in k.Eligible.rows(table):
            eligible[r.u.string].add(str(r.section))
        in_play = {r.u.string for r in k.InPlay.rows(table)}
        rests_on = {str(r.assumption) for r in kb.Depends2.rows(table) if r.item.name == "played"}
        out = StepAtoms(marks.phase, rests_on=rests_on)
        cites = k.PlayedCite.rows(table)
        if not cites:
            return None  # a card whose orders the sources leave unknown (orders.lp)
        card_cite = cites[0].cite
        card = marks.played[0]
        if uid not in in_play:
            out.refused.add((f"outside_card({quoted(uid)},{card})", card_cite))
        elif _over_limit(table, eligible, {*marks.ordered, uid}):
            out.refused.add((f"card_full({card})", card_cite))
        else:
            out.adds.add((f"ordered({quoted(uid)})", self.cite["order"]))
        return out

    # ---- turn_move.lp ----------------------------------------------------------------------
    def _move(self, marks: Marks, board: Position, action: st.Move) -> StepAtoms | None:
        uid = action.unit
        if uid not in marks.ordered or uid in marks.moved or uid not in board.units:
            return None
        out = StepAtoms(marks.phase)
        once, unit = self.cite["once"], quoted(uid)
        answer = self.evidence.boards.moves(board, uid)
        ends = [d for d in answer.reachable if self.evidence.hexes[d.hex] == action.to]
        if not ends:
            out.refused.add((f"cannot_reach({unit},{action.to.term()})", once))
            return out
        markers = {c.term for d in ends for c in d.imposes}
        if any(m.startswith(HAZARD_MARKERS) for m in markers):
            return None  # a hazard set off: the KB rolls it
        at = board.units[uid].hex
        out.removes.add((f"unit_at({unit},{at.term()})", once))
        out.adds.add((f"unit_at({unit},{action.to.term()})", once))
        out.adds.update((f"moved({unit},{d.cost})", once) for d in ends)
        if "may_exit" in markers:
            out.adds.add((f"may_exit({unit})", self.cite["exit"]))
        self._leaves(marks, at, out)
        return out

    def _leaves(self, marks: Marks, at: Hex, out: StepAtoms) -> None:
        """Sandbags leave the board with the unit that stood in them (turn.lp)."""
        gone = {(to_hex(r.h), str(r.x)) for r in k.ObstacleGone.rows(marks.facts)}
        if self.sandbags_leave and at in self.sandbags and (at, "sandbags") not in gone:
            out.adds.add((f"obstacle_gone({at.term()},sandbags)", self.cite["sandbags"]))
            out.rests_on.add("sandbags_leave_with_unit")

    # ---- turn_battle.lp ---------------------------------------------------------------------
    def _battle(self, marks: Marks, board: Position, action: st.Battle) -> StepAtoms | None:
        uid = action.unit
        overrun = marks.phase == "overrun"
        due = marks.waiting("overrun_due")
        due_unit = k.OverrunDue(due).u.string if due is not None else None
        if uid not in marks.ordered or uid not in board.units or (overrun and due_unit != uid):
            return None
        if not overrun and uid in marks.battled:
            return None
        out = StepAtoms(marks.phase)
        unit, enemy = quoted(uid), quoted(action.target)
        reading = self.evidence.battle(board, marks, uid)
        target = next((t for t in reading.targets if t.unit == action.target), None)
        if target is None:
            out.refused.add((f"not_a_target({unit},{enemy})", self.cite["once"]))
            return out
        if overrun:
            out.adds.add((f"overran({unit})", self.cite["ground"]))
            out.removes.add((f"pending(overrun_due({unit}))", self.cite["ground"]))
        else:
            out.adds.add((f"battled({unit})", self.cite["once"]))
        hits = self.cite["hits"]
        out.adds.add((f"pending(battle_roll({unit},{enemy},{target.dice},{target.kind}))", hits))
        out.adds.update((f"scoring({face})", hits) for face in target.scoring)
        out.goes_to("roll", hits)
        return out

    def _pass(self, marks: Marks, what: str) -> StepAtoms | None:
        out = StepAtoms(marks.phase)
        turn = self.cite["turn"]
        if what == "orders" and marks.phase == "order":
            out.goes_to("move", turn)
        elif what == "moves" and marks.phase == "move":
            out.goes_to("battle", turn)
        elif what == "overrun" and marks.phase == "overrun":
            out.goes_to("battle", turn)
            due = marks.waiting("overrun_due")
            if due is not None:
                out.removes.add((f"pending({due})", turn))
        elif what == "take_ground" and marks.phase == "ground_choice":
            due = marks.waiting("ground")
            if due is not None:
                out.removes.add((f"pending({due})", self.cite["ground"]))
            out.goes_to("battle", turn)
        elif what == "battles" and marks.phase == "battle":
            return self._battles_end(marks, out)
        else:
            return None
        return out

    def _battles_end(self, marks: Marks, out: StepAtoms) -> StepAtoms | None:
        """The card played goes to the discard pile, the cards to draw are due, and the card
        stays known as the side's last played (turn_battle.lp)."""
        if len(marks.played) != 1 or marks.played[0] not in self.deck_cards:
            return None
        card, draw, last = marks.played[0], self.cite["draw"], self.cite["last"]
        out.goes_to("draw", draw)
        out.removes.add((f"played({card})", draw))
        _count_up(out, "discard", card, _counts(k.Discard.rows(marks.facts)), draw)
        out.adds.add((f"pending(draws({self.drawn_after[card]}))", draw))
        mine = [r for r in k.LastPlayed.rows(marks.facts) if str(r.s) == marks.active]
        out.removes.update((f"last_played({r.s},{r.card})", last) for r in mine)
        out.adds.add((f"last_played({marks.active},{card})", last))
        return out

    def _roll(self, marks: Marks, board: Position, faces: tuple[str, ...]) -> StepAtoms | None:
        """A battle's dice: hits and flags on the target, then a retreat to choose, ground to
        take, or the battles go on (turn_battle.lp; losses and medals: turn_medals.lp)."""
        due = marks.waiting("battle_roll")
        if due is None:
            return None
        roll = k.BattleRoll(due)
        if len(faces) != roll.n.number or roll.e.string not in board.units:
            return None  # the wrong dice: the KB says so
        hits_cite, flags_cite = self.cite["hits"], self.cite["flags"]
        scoring = {str(r.face) for r in k.Scoring.rows(marks.facts)}
        hits = sum(1 for f in faces if f in scoring)
        flags = faces.count("flag")
        enemy, unit = str(roll.e), str(roll.u)
        out = StepAtoms(marks.phase)
        out.did.update({(f"hits({enemy},{hits})", hits_cite), (f"flags_rolled({enemy},{flags})", flags_cite)})
        out.removes.add((f"pending({due})", hits_cite))
        out.removes.update((f"scoring({f})", hits_cite) for f in scoring)
        figures = board.units[roll.e.string].figures or 0
        lost = min(hits, figures)
        over = self._loss(marks, board, roll.e.string, lost, hits_cite, out) if lost else False
        if flags and lost < figures:
            out.adds.add((f"pending(must_retreat({enemy},{flags},{unit},{roll.kind}))", flags_cite))
            out.goes_to("retreat_choice", flags_cite)
            return out
        vacated = board.units[roll.e.string].hex if lost == figures else None
        self._after_battle(roll.u.string, str(roll.kind), vacated, over, out)
        return out

    def _after_battle(self, uid: str, kind: str, vacated: Hex | None, over: bool, out: StepAtoms) -> None:
        """After a close assault that emptied the enemy's hex, a unit that may takes the
        ground; otherwise the battles go on (unless the game is over)."""
        if kind == "close_assault" and vacated is not None and uid in self.ground_takers and not over:
            out.adds.add((f"pending(ground({quoted(uid)},{vacated.term()}))", self.cite["ground"]))
            out.goes_to("ground_choice", self.cite["ground"])
        elif not over:
            out.goes_to("battle", self.cite["turn"])

    def _retreat(self, marks: Marks, board: Position, action: st.Retreat) -> StepAtoms | None:
        """The retreating unit to one of its ends, losing the figures a blocked path costs."""
        due = marks.waiting("must_retreat")
        if due is None or k.MustRetreat(due).e.string != action.unit or action.unit not in board.units:
            return None
        retreat = k.MustRetreat(due)
        unit = board.units[action.unit]
        answer = self.evidence.boards.retreat(board, action.unit, retreat.flags.number)
        ends = [
            e.lost for c in answer.choices if c.ignore == action.ignore for e in c.ends
            if self.evidence.hexes[e.hex] == action.to
        ]  # fmt: skip
        flags = self.cite["flags"]
        out = StepAtoms(marks.phase)
        if not ends:
            out.refused.add((f"no_such_retreat({quoted(action.unit)},{action.to.term()},{action.ignore})", flags))
            return out
        if len(set(ends)) > 1:
            return None
        out.removes.add((f"pending({due})", flags))
        figures = unit.figures or 0
        lost = min(ends[0], figures)
        over = self._loss(marks, board, action.unit, lost, self.cite["retreat"], out) if lost else False
        vacated = unit.hex if lost == figures else None
        if lost < figures and unit.hex != action.to:
            name = quoted(action.unit)
            out.removes.add((f"unit_at({name},{unit.hex.term()})", flags))
            out.adds.add((f"unit_at({name},{action.to.term()})", flags))
            out.did.add((f"retreated({name},{action.to.term()})", flags))
            self._leaves(marks, unit.hex, out)
            vacated = unit.hex
        self._after_battle(retreat.u.string, str(retreat.kind), vacated, over, out)
        return out

    def _take_ground(self, marks: Marks, board: Position, uid: str) -> StepAtoms | None:
        """Into the hex the enemy left, and perhaps on to an overrun (take_ground.lp's verdict)."""
        due = marks.waiting("ground")
        if due is None or k.Ground(due).u.string != uid or uid not in board.units:
            return None
        into = to_hex(k.Ground(due).h)
        atoms = self.evidence.boards.ground(board, uid, into, uid in marks.overran)
        if k.GroundNote.of(atoms):
            return None  # what the hex brings (a hazard): the KB rolls it
        ground = self.cite["ground"]
        out = StepAtoms(marks.phase)
        if not k.MayTakeGround.of(atoms):
            out.refused.add((f"may_not_take_ground({quoted(uid)})", ground))
            return out
        name, at = quoted(uid), board.units[uid].hex
        out.removes.update({(f"pending({due})", ground), (f"unit_at({name},{at.term()})", ground)})
        out.adds.update({(f"unit_at({name},{into.term()})", ground), (f"took_ground({name})", ground)})
        self._leaves(marks, at, out)
        may_overrun = any(str(r.verdict) == "may" for r in k.Overrun.of(atoms))
        if may_overrun and uid not in marks.overran:
            out.adds.add((f"pending(overrun_due({name}))", ground))
            out.goes_to("overrun", ground)
        else:
            out.goes_to("battle", self.cite["turn"])
        return out

    def _loss(self, marks: Marks, board: Position, uid: str, lost: int, cite: Term, out: StepAtoms) -> bool:
        """Figures lost (turn_medals.lp), and, for a unit eliminated, its medal and perhaps the
        game: True when the step ends the game."""
        unit = board.units[uid]
        name, figures = quoted(uid), unit.figures or 0
        out.did.add((f"figures_lost({name},{lost})", cite))
        out.removes.add((f"unit_figures({name},{figures})", cite))
        if lost < figures:
            out.adds.add((f"unit_figures({name},{figures - lost})", cite))
            return False
        medal = self.cite["medal"]
        out.did.add((f"unit_eliminated({name})", medal))
        out.removes.add((f"unit_at({name},{unit.hex.term()})", medal))
        self._leaves(marks, unit.hex, out)
        won = False
        if uid not in self.medal_free:
            won = self._medal(marks, next(s for s in self.sides if s != unit.side), medal, out)
        left = [u for u in board.units.values() if u.side == unit.side and u.id != uid]
        if not won and not left:
            won = self._wins(next(s for s in self.sides if s != unit.side), out)
        return won

    def _medal(self, marks: Marks, side: str, cite: Term, out: StepAtoms) -> bool:
        """One medal more for ``side``, up to its victory count: True when that wins."""
        now = {str(r.s): r.n.number for r in k.Medals.rows(marks.facts)}
        had = now.get(side, 0)
        count = min(had + 1, self.victory[side])
        if count == had:
            return False
        out.did.add((f"medal({side},{count})", cite))
        if side in now:
            out.removes.add((f"medals({side},{had})", cite))
        out.adds.add((f"medals({side},{count})", cite))
        return count == self.victory[side] and self._wins(side, out)

    def _wins(self, side: str, out: StepAtoms) -> bool:
        win = self.cite["win"]
        out.did.add((f"winner({side})", win))
        out.adds.add((f"winner({side})", win))
        out.goes_to("over", win)
        return True

    # ---- turn_draw.lp -------------------------------------------------------------------------
    def _draw(self, marks: Marks, card: str) -> StepAtoms | None:
        facts = marks.facts
        deck = {str(r.card): r.n.number for r in k.Deck.rows(facts)}
        holder = self._holder(marks)
        if deck.get(card, 0) <= 0 or holder is None or card not in self.deck_cards:
            return None
        out = StepAtoms(marks.phase, rests_on=set(self.draw_rests_on))
        cite = self.cite["draw"]
        out.removes.add((f"deck({card},{deck[card]})", cite))
        if deck[card] > 1:
            out.adds.add((f"deck({card},{deck[card] - 1})", cite))
        if sum(deck.values()) == 1:
            for r in k.Discard.rows(facts):
                out.removes.add((f"discard({r.card},{r.n.number})", cite))
                if r.n.number > 0:
                    out.adds.add((f"deck({r.card},{r.n.number})", cite))
            out.did.add(("deck_refilled", cite))
        out.did.add((f"drew({holder},{card})", cite))
        later = self._keeping_later(marks)
        if later:
            _count_up(out, "drawn", card, _counts(k.Drawn.rows(facts)), cite)
        else:
            _count_up(out, f"hand({holder},", card, self._hand(marks, holder), cite)
        if marks.phase == "deal":
            self._dealt(marks, holder, out)
        else:
            self._drawn(marks, later, out)
        return out

    def _holder(self, marks: Marks) -> str | None:
        """Who the card goes to: in the deal, the first side until it has its hand (the side
        with a deal pending that no first side's deal comes before), else the active side."""
        if marks.phase == "draw":
            return marks.active
        dealing = [str(d.s) for d in self._deals(marks)]
        if self.first in dealing:
            return self.first
        return dealing[0] if len(dealing) == 1 else None

    def _deals(self, marks: Marks) -> list[k.Deal]:
        return [k.Deal(w) for w in marks.pending if w.name == "deal"]

    def _keeping_later(self, marks: Marks) -> bool:
        """Recon's draws go to the cards drawn, to keep one of them later."""
        draws = self._draws_due(marks)
        return marks.phase == "draw" and (draws == 2 or (draws == 1 and bool(marks.drawn)))

    def _draws_due(self, marks: Marks) -> int | None:
        due = marks.waiting("draws")
        return k.Draws(due).n.number if due is not None else None

    def _hand(self, marks: Marks, side: str) -> dict[str, int]:
        return {str(r.card): r.n.number for r in k.Hand.rows(marks.facts) if str(r.s) == side}

    def _dealt(self, marks: Marks, holder: str, out: StepAtoms) -> None:
        cite = self.cite["draw"]
        deals = self._deals(marks)
        left = next(d.n.number for d in deals if str(d.s) == holder)
        out.removes.add((f"pending(deal({holder},{left}))", cite))
        if left > 1:
            out.adds.add((f"pending(deal({holder},{left - 1}))", cite))
        elif len(deals) == 1:
            out.goes_to("play", self.cite["turn"])

    def _drawn(self, marks: Marks, later: bool, out: StepAtoms) -> None:
        cite = self.cite["draw"]
        due = self._draws_due(marks)
        if due is None:
            return
        out.removes.add((f"pending(draws({due}))", cite))
        if due > 1:
            out.adds.add((f"pending(draws({due - 1}))", cite))
        elif later:
            out.goes_to("keep", cite)
        else:
            self._turn_ends(marks, out)

    def _keep(self, marks: Marks, card: str) -> StepAtoms | None:
        facts = marks.facts
        drawn = _counts(k.Drawn.rows(facts))
        if not set(drawn) <= self.deck_cards:
            return None
        out = StepAtoms(marks.phase)
        cite = self.cite["draw"]
        out.removes.update((f"drawn({c},{n})", cite) for c, n in drawn.items())
        _count_up(out, f"hand({marks.active},", card, self._hand(marks, marks.active), cite)
        let_go = {c: n for c, n in drawn.items() if c != card}
        if drawn[card] > 1:
            let_go[card] = drawn[card] - 1
        discard = _counts(k.Discard.rows(facts))
        for c, gone in let_go.items():
            if c in discard:
                out.removes.add((f"discard({c},{discard[c]})", cite))
            out.adds.add((f"discard({c},{discard.get(c, 0) + gone})", cite))
        self._turn_ends(marks, out)
        return out

    def _turn_ends(self, marks: Marks, out: StepAtoms) -> None:
        """The turn passes: the units' marks go, the other side is active, the turn counts on."""
        cite = self.cite["turn"]
        out.removes.update((str(t), cite) for name in TURN_MARKS for t in marks.facts.get(name, ()))
        out.removes.add((f"active({marks.active})", cite))
        out.adds.update((f"active({s})", cite) for s in self.sides if s != marks.active)
        turn = k.Turn.rows(marks.facts)[0].n.number
        out.removes.add((f"turn({turn})", cite))
        out.adds.add((f"turn({turn + 1})", cite))
        out.goes_to("play", cite)


def _counts(rows: Sequence[k.Drawn] | Sequence[k.Discard]) -> dict[str, int]:
    return {str(r.card): r.n.number for r in rows}


def _count_up(out: StepAtoms, opening: str, card: str, held: dict[str, int], cite: Term) -> None:
    """One more of ``card`` in a count (a hand: ``hand(S,``; the cards drawn: ``drawn``)."""
    head = opening if opening.endswith(",") else f"{opening}("
    if card in held:
        out.removes.add((f"{head}{card},{held[card]})", cite))
    out.adds.add((f"{head}{card},{held.get(card, 0) + 1})", cite))


def _has(features: Sequence[HexFeature], kind: str) -> bool:
    return any(f.kind.text == kind for f in features)


def _over_limit(table: Rows, eligible: dict[str, set[str]], wanted: set[str]) -> bool:
    """turn_orders.lp's over_limit/1: for some run of neighbouring sections, more of the units
    ordered (with the one asked) stand wholly inside it than the card orders there."""
    order = {str(r.section): r.i.number for r in k.SectionOrder.rows(table)}
    limits = {(r.n.number, str(r.section)) for r in k.CardLimit.rows(table)}
    places = sorted(set(order.values()))
    for a in places:
        for b in (p for p in places if p >= a):
            room = sum(n for n, sec in limits if a <= order[sec] <= b)
            inside = [u for u in wanted if eligible[u] and all(a <= order[sec] <= b for sec in eligible[u])]
            if len(inside) > room:
                return True
    return False
