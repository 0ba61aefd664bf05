"""``ask orders CARD SIDE``: which of a side's units a Memoir '44 command card lets it order
(kb/memoir44/orders.lp), section by section, with the units that straddle two sections."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from pyengine import kb_rows as kb
from pyengine import scenario_model as m
from pyengine.checked_position import Position
from pyengine.errors import unknown_name
from pyengine.fact_builders import scenario_facts, unit_facts
from pyengine.games.memoir44 import kb_rows as k
from pyengine.games.memoir44.board import side_edge
from pyengine.json_types import JsonObject
from pyengine.kb_atoms import quoted
from pyengine.kb_rules import ask_kb
from pyengine.kb_solve import Answer, GroundSize
from pyengine.kb_terms import by_name, function
from pyengine.questions import ArgReader
from pyengine.trace import Assumptions, Contribution, Wording, aligned, cite_text, contribution, item_depends


@dataclass
class SectionOrders:
    section: str
    limit: Contribution
    orders: int
    eligible: list[str]

    def to_json(self) -> JsonObject:
        return {
            "section": self.section,
            "limit": self.limit.to_json(),
            "orders": self.orders,
            "eligible": self.eligible,
        }


@dataclass
class OrdersAnswer:
    question: str
    card: str
    side: str
    edge: str
    sections: list[SectionOrders]
    straddling: list[Contribution]
    unknown: list[Contribution]
    notes: list[Contribution]
    assumptions: Assumptions
    ground: GroundSize
    # Breakthrough's section cards: how many more units on the move, from any section.
    on_the_move: Contribution | None = None

    def to_json(self) -> JsonObject:
        return {
            "question": self.question,
            "kind": "orders",
            "card": self.card,
            "side": self.side,
            "edge": self.edge,
            "sections": [s.to_json() for s in self.sections],
            "straddling": [c.to_json() for c in self.straddling],
            "unknown": [c.to_json() for c in self.unknown],
            "notes": [c.to_json() for c in self.notes],
            "on_the_move": self.on_the_move.to_json() if self.on_the_move else None,
            "assumptions": self.assumptions.to_json(),
        }

    def text_lines(self) -> list[str]:
        rows = [(f"  UNKNOWN: {c.what}", cite_text(c)) for c in self.unknown]
        for s in self.sections:
            rows.append((f"  {s.section}: up to {s.limit.value}, so {s.orders} unit(s)", cite_text(s.limit)))
            rows.append((f"    may be ordered: {', '.join(s.eligible) or 'none'}", ""))
        if self.on_the_move is not None:
            rows.append((f"  on the move: {self.on_the_move.what}", cite_text(self.on_the_move)))
        rows += [(f"  {c.what}", cite_text(c)) for c in [*self.straddling, *self.notes]]
        if len(self.sections) > 1:
            rows.append(("  each unit is ordered once, whichever section counts it", ""))
        head = f"orders {self.card} for {self.side} (from the {self.edge} edge)"
        return [head, *aligned(rows), *self.assumptions.lines()]


class OrdersQuestion:
    name = "orders"
    usage = "ask orders CARD SIDE"

    def answer(self, pos: Position, question: m.Question) -> OrdersAnswer:
        args = ArgReader(pos, question, self.usage)
        card = args.choice(0, "command card", tuple(sorted(pos.catalogue.words("command_card"))))
        side_word = args.word(1, "a side")
        sides = pos.catalogue.words("side")
        if side_word.text not in sides:
            raise unknown_name(side_word.pos, "side", side_word.text, sides)
        args.no_more(2)
        side = side_word.text
        edge = side_edge(pos, side, question)
        symbols, size = card_orders(pos, card, side, edge)
        w = Wording.of(pos)
        by = by_name(symbols)
        assumed = tuple(assumption for _, assumption in item_depends(by))
        eligible: dict[str, list[str]] = defaultdict(list)
        for e in k.Eligible.rows(by):
            unit = pos.units[e.u.string]
            eligible[str(e.section)].append(f"{unit.id} ({pos.label(unit.hex)})")
        count = {str(r.section): r.n.number for r in k.Orders.rows(by)}
        order = {str(r.section): r.i.number for r in k.SectionOrder.rows(by)}
        sections = [
            SectionOrders(
                w.term(r.section),
                contribution(r.section, r.n.number, r.cite, w, assumed),
                count[str(r.section)],
                sorted(eligible[str(r.section)]),
            )
            for r in sorted(k.CardLimit.rows(by), key=lambda r: order[str(r.section)])
        ]
        straddling = [
            contribution(function("straddles", [r.u, r.s1, r.s2]), None, r.cite, w)
            for r in sorted(k.Straddles.rows(by), key=lambda r: r.as_term())
        ]
        unknown = [contribution(r.as_term(), None, r.cite, w) for r in k.CardUnknown.rows(by)]
        notes = [contribution(r.note, None, r.cite, w, assumed) for r in k.CardNote.rows(by)]
        moving = [
            contribution(function("on_the_move", [r.n]), r.n.number, r.cite, w, assumed) for r in k.MovingOn.rows(by)
        ]
        return OrdersAnswer(
            str(question),
            card,
            side,
            edge,
            sections,
            straddling,
            unknown,
            notes,
            Assumptions.of(pos, assumed),
            size,
            moving[0] if moving else None,
        )


def card_orders(
    pos: Position, card: str, side: str, edge: str, last: tuple[tuple[str, str], ...] = ()
) -> tuple[Answer, GroundSize]:
    """orders.lp on ``card`` played by ``side`` (from ``edge``) on this board, each side's
    last card ``last`` known (what a Counter-Attack copies): `ask orders` and the order phase
    of play (play/quick.py) ask it the same way."""
    facts = [
        k.Played.fact(card=card),
        k.Ordering.fact(side=side),
        k.SideEdge.fact(side=side, edge=edge),
        k.BoardWidth.fact(w=pos.shape.width),
        k.BoardHeight.fact(h=pos.shape.height),
    ]
    facts += [k.LastPlayed.fact(s=s, card=c) for s, c in last]
    mine = [u for u in pos.units.values() if u.side == side]
    facts += [f for u in mine for f in unit_facts(u, detailed=False)]
    # A unit placed but not modelled is not judged; a destroyer is no Bombard's (orders.lp).
    facts += [kb.UnitStatus.fact(u=quoted(u.id), status=s) for u in mine for s in u.statuses]
    facts += [kb.UnitSubtype.fact(u=quoted(u.id), subtype=u.subtype) for u in mine if u.subtype]
    facts += next_to_enemy(pos, side)
    return ask_kb(pos.game.name, pos.edition, scenario_facts(pos), "orders", set(), facts)


def next_to_enemy(pos: Position, side: str) -> list[str]:
    """next_to_enemy(U) for each of ``side``'s units with an enemy on a neighbouring hex (the
    geometry Firefight and Close Assault read, orders.lp)."""
    enemy = {u.hex for u in pos.units.values() if u.side != side}
    return [
        k.NextToEnemy.fact(u=quoted(u.id))
        for u in pos.units.values()
        if u.side == side and any(n in enemy for n in u.hex.neighbours())
    ]
