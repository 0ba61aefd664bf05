"""The card steps of a Memoir '44 turn judged in Python from tables the KB derives once per
scenario: dealing and drawing cards, keeping one of Recon's two, and playing a card.

turn.lp decides these steps; this module writes, for each step, the atoms turn.lp shows about
it (removes/3, adds/3, outcome/3, depends/2), citing from turn.lp's own step_cite/2 table and
reading its cards_drawn/2 and assumed/1, and the rules read them into verdicts exactly as they
read the KB's answer. It takes a step only where the phase offers it (a card in the deck, in
the hand, among those drawn) and only in a scenario whose turn adds no rules (objectives,
second rolls); any other step goes to the KB. The KB stays the reference:
tests/games/memoir44/test_play_quick.py holds the two to the same atoms, step by step, over
seeded games.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from pyengine import kb_rows as kb
from pyengine.games.memoir44 import kb_rows as k
from pyengine.games.memoir44.play import steps as st
from pyengine.games.memoir44.play.evidence import Marks
from pyengine.kb_terms import Rows, Term, term
from pyengine.play.steps import Step

# What a turn's end takes away: each unit's marks for the turn (turn_draw.lp).
TURN_MARKS = ("ordered", "moved", "battled", "took_ground", "overran", "may_exit")


@dataclass
class StepAtoms:
    """What one step removes, adds and did, each with its citation, and what it rests on."""

    phase: str
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
        by["removes"] = [term(f"removes({i},{f},{c})") for f, c in self.removes]
        by["adds"] = [term(f"adds({i},{f},{c})") for f, c in self.adds]
        by["outcome"] = [term(f"outcome({i},{w},{c})") for w, c in self.did]
        by["depends"] = [term(f"depends(step({i}),{a})") for a in self.rests_on]
        return by


class QuickTurn:
    """The card steps of one scenario's turn, judged from the KB's tables (read from the
    answer that starts the game)."""

    def __init__(self, start: Rows, sides: tuple[str, ...], first: str) -> None:
        self.cite = {str(r.name): r.cite for r in k.StepCite.rows(start)}
        self.drawn_after = {str(r.card): r.n.number for r in k.CardsDrawn.rows(start)}
        self.deck_cards = frozenset(str(r.card) for r in k.DeckCard.rows(start))
        assumed = {str(r.name) for r in kb.Assumed.rows(start)}
        self.draw_rests_on = {"section_cards_deck"} & assumed
        self.sides = sides
        self.first = first

    def shown(self, marks: Marks, to_act: str, steps: Sequence[Step]) -> list[Rows] | None:
        """Each step's atoms, or None where one step is not for this judge (the KB judges)."""
        found = [self._step(marks, to_act, s) for s in steps]
        if any(f is None for f in found):
            return None
        return [f.shown(i) for i, f in enumerate(found) if f is not None]

    def _step(self, marks: Marks, to_act: str, step: Step) -> StepAtoms | None:
        action = step.action
        if step.side != to_act:
            return None
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
