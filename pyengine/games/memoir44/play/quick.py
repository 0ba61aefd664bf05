"""The common steps of a Memoir '44 turn judged in Python from tables the KB derives once per
scenario and the questions' answers on the board: dealing, drawing and keeping cards, playing
one, orders, moves, battles and their rolls, retreats, taking ground, and passes.

turn.lp decides these steps; this module writes, for each step, the atoms turn.lp shows about
it (refused/3, removes/3, adds/3, outcome/3, depends/2), citing from turn.lp's own tables
(step_cite/2, cards_drawn/2, medal_free/1, ground_taker/1, assumed/1) and reading what the turn
rules read (the moves, battle, retreat and take-ground answers, and orders.lp's answer for the
card played); the rules read them into verdicts exactly as they read the KB's answer. It takes
a step only where the phase offers it, and only in a scenario whose turn adds no rules
(objectives, second rolls); any other step goes to the KB (an exit, a move or a taking of
ground that sets off a hazard, a person's try no phase offers). The KB stays the reference:
tests/games/memoir44/test_play_quick.py holds the two to the same verdicts, step by step,
over seeded games.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence

from pyengine import kb_rows as kb
from pyengine.checked_position import Position
from pyengine.games.memoir44 import kb_rows as k
from pyengine.games.memoir44.play import steps as st
from pyengine.games.memoir44.play.evidence import CardInForce, Evidence, Marks
from pyengine.games.memoir44.play.quick_atoms import StepAtoms
from pyengine.games.memoir44.play.quick_battle import BattleSteps
from pyengine.games.memoir44.play.setup import Setup
from pyengine.kb_atoms import quoted
from pyengine.kb_terms import Rows, Term
from pyengine.play.steps import Step
from pyengine.scenario_model import HexFeature

# The markers a move imposes that turn_move.lp acts on besides may_exit: a hazard to roll, a
# boat dropped on landing (the others, may_battle and cannot_battle, are battle.lp's to read).
KB_MARKERS = ("frozen_river_roll(", "minefield_goes_off(", "lands(")
# What the phases this judge takes may wait for, and the kinds of battle roll it rolls; a
# position waiting for anything else (an Ambush's answer or roll, a battle back, a card's roll)
# is the KB's, and so is a turn an Ambush was played against (its player draws first).
QUICK_PENDING = frozenset({"battle_roll", "must_retreat", "ground", "overrun_due", "draws", "deal"})
QUICK_ROLLS = frozenset({"close_assault", "fire"})
# The phases of a tactic card's turn whose steps follow the section cards' rules: the card
# changes only what the questions answer there (card_effects.lp).
CARD_PLAIN_PHASES = frozenset({"move", "battle", "roll", "retreat_choice", "ground_choice", "overrun"})
# What a turn's end takes away: each unit's marks for the turn (turn_draw.lp).
TURN_MARKS = ("ordered", "moved", "battled", "took_ground", "overran", "may_exit", "battled_twice", "moved_again")


class QuickTurn(BattleSteps):
    """The common steps of one scenario's turn, judged from the KB's tables (read from the
    answer that starts the game) and the questions' answers."""

    def __init__(
        self,
        start: Rows,
        setup: Setup,
        evidence: Evidence,
        orders: Callable[[Marks, Position], Rows],
        in_force: CardInForce,
    ) -> None:
        self.cite = {str(r.name): r.cite for r in k.StepCite.rows(start)}
        self.drawn_after = {str(r.card): r.n.number for r in k.CardsDrawn.rows(start)}
        self.deck_cards = frozenset(str(r.card) for r in k.DeckCard.rows(start))
        # The tactic cards with their lines, and the phase each goes to instead of orders
        # (turn_orders.lp's play); the card in force is the rules' look-up.
        self.tactic = {str(r.card): r.cite for r in k.Tactic.rows(start)}
        self.card_phase = {str(r.card): str(r.phase) for r in k.CardPhase.rows(start)}
        self.in_force = in_force
        assumed = {str(r.name) for r in kb.Assumed.rows(start)}
        self.finest_counts_itself = "finest_hour_counts_this_card" in assumed
        self.draw_rests_on = {"section_cards_deck", "air_power_as_bombard"} & assumed
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

    def shown(self, marks: Marks, to_act: str, steps: Sequence[Step], board: Position) -> list[Rows | None]:
        """Each step's atoms, or None for a step that is not this judge's (the KB judges it)."""
        if not _plain(marks):
            return [None] * len(steps)
        found: list[Rows | None] = []
        for i, step in enumerate(steps):
            taken = step.side == to_act and self._takes(marks, step)
            one = self._step(marks, step, board) if taken else None
            found.append(one.shown(i) if one is not None else None)
        return found

    def _takes(self, marks: Marks, step: Step) -> bool:
        """Whether the step is this judge's in a turn of a tactic card: where the card changes
        only what the questions and `ask orders` answer (the evidence and the order table ask
        them with the card in force). The KB keeps what the card itself adds (turn_orders.lp,
        turn_card.lp, turn_end.lp): playing a card with a phase of its own, Ambush or a
        Counter-Attack; Infantry Assault's one section and Dig In's sandbags; Artillery
        Bombard's battles; Behind Enemy Lines' second move and Their Finest Hour's reshuffle."""
        action = step.action
        card = marks.card
        if isinstance(action, st.PlayCard) or (card not in self.tactic and not set(marks.played) & set(self.tactic)):
            return True
        if marks.phase == "order":
            ends_orders = isinstance(action, st.Pass) and card == "dig_in"
            return card != "infantry_assault" and not ends_orders
        if marks.phase not in CARD_PLAIN_PHASES or card == "artillery_bombard":
            return False
        ends_battles = isinstance(action, st.Pass) and action.what == "battles"
        return not (ends_battles and card in ("behind_enemy_lines", "their_finest_hour"))

    def _step(self, marks: Marks, step: Step, board: Position) -> StepAtoms | None:
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
        """A card played from the hand: Ambush never on one's turn; a Counter-Attack plays the
        opponent's last card (force_of/3) and needs one; the card in force goes to its own
        phase or to orders, Their Finest Hour with its dice due (turn_orders.lp, turn_card.lp)."""
        out = StepAtoms(marks.phase)
        force = self.in_force(card, marks.active, marks.last)
        if card == "ambush" or force is None:
            out.refused.add(("reaction_only(ambush)" if card == "ambush" else "nothing_to_copy", self.tactic[card]))
            return out
        cite = self.cite["turn"]
        held = marks.hand[card]
        out.removes.add((f"hand({marks.active},{card},{held})", cite))
        if held > 1:
            out.adds.add((f"hand({marks.active},{card},{held - 1})", cite))
        out.adds.add((f"played({card})", cite))
        phase = self.card_phase.get(force)
        out.goes_to(phase or "order", self.tactic[card] if phase else self.cite["order"])
        if force == "their_finest_hour":
            # A die per card held, this one included unless the switch is off (turn_card.lp).
            dice = sum(marks.hand.values()) - (0 if self.finest_counts_itself else 1)
            out.adds.add((f"pending(order_roll({dice}))", self.tactic[force]))
            if self.finest_counts_itself:
                out.rests_on.add("finest_hour_counts_this_card")
        return out

    # ---- turn_orders.lp: orders within the card's sections and limits ----------------------
    def _order(self, marks: Marks, board: Position, uid: str) -> StepAtoms | None:
        unit = board.units.get(uid)
        if unit is None or unit.side != marks.active or uid in marks.ordered or len(marks.played) != 1:
            return None  # not yours, off the board, ordered already, no card: the KB says which
        mine = tuple(sorted((u.id, u.hex, u.figures) for u in board.units.values() if u.side == marks.active))
        key = ("orders", marks.active, marks.played, marks.card, mine)
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
        answer = self.evidence.boards.moves(board, uid, marks.card)
        ends = [d for d in answer.reachable if self.evidence.hexes[d.hex] == action.to]
        if not ends:
            out.refused.add((f"cannot_reach({unit},{action.to.term()})", once))
            return out
        markers = {c.term for d in ends for c in d.imposes}
        if any(m.startswith(KB_MARKERS) for m in markers):
            return None  # a hazard set off, a boat dropped: the KB judges it
        at = board.units[uid].hex
        out.removes.add((f"unit_at({unit},{at.term()})", once))
        out.adds.add((f"unit_at({unit},{action.to.term()})", once))
        out.adds.update((f"moved({unit},{d.cost})", once) for d in ends)
        if "may_exit" in markers:
            out.adds.add((f"may_exit({unit})", self.cite["exit"]))
        self._leaves(marks, at, out)
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
        if len(marks.played) != 1 or marks.played[0] not in self.deck_cards or marks.card is None:
            return None
        # The card played goes to the discard; what is drawn and kept as last played follows the
        # card in force (a Counter-Attack's copy: turn_end.lp).
        card, force, draw, last = marks.played[0], marks.card, self.cite["draw"], self.cite["last"]
        out.goes_to("draw", draw)
        out.removes.add((f"played({card})", draw))
        _count_up(out, "discard(", card, _counts(k.Discard.rows(marks.facts)), draw)
        out.adds.add((f"pending(draws({self.drawn_after[force]}))", draw))
        out.removes.update((f"last_played({s},{c})", last) for s, c in marks.last if s == marks.active)
        out.adds.add((f"last_played({marks.active},{force})", last))
        return out

    # ---- turn_draw.lp -------------------------------------------------------------------------
    def _draw(self, marks: Marks, card: str) -> StepAtoms | None:
        facts = marks.facts
        deck = {str(r.card): r.n.number for r in k.Deck.rows(facts)}
        holder = self._holder(marks)
        if deck.get(card, 0) <= 0 or holder is None or card not in self.deck_cards:
            return None
        if marks.waiting("reaction_draw") is not None:
            return None  # an Ambush's player draws first: the KB judges (turn_draw.lp)
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
            _count_up(out, "drawn(", card, _counts(k.Drawn.rows(facts)), cite)
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
            _count_up(out, "discard(", c, discard, cite, gone)
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


def _count_up(out: StepAtoms, head: str, card: str, held: dict[str, int], cite: Term, more: int = 1) -> None:
    """``more`` of ``card`` in a count, the fact written from ``head`` (a hand: ``hand(S,``;
    the cards drawn: ``drawn(``; the discard pile: ``discard(``)."""
    if card in held:
        out.removes.add((f"{head}{card},{held[card]})", cite))
    out.adds.add((f"{head}{card},{held.get(card, 0) + more})", cite))


def _plain(marks: Marks) -> bool:
    """Whether the position waits only for what this judge takes (QUICK_PENDING)."""
    if marks.facts.get("ambushed"):
        return False
    for w in marks.pending:
        if w.name not in QUICK_PENDING:
            return False
        if w.name == "battle_roll" and str(k.BattleRoll(w).kind) not in QUICK_ROLLS:
            return False
        if w.name == "must_retreat" and str(k.MustRetreat(w).kind) not in QUICK_ROLLS:
            return False
    return True


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
