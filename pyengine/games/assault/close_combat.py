"""``ask close_combat A B [round N] [fast] [support U]..``: the four dice pools of one
close-combat round (11.1.2, 11.1.3): A assaults B's hex from its own, adjacent hex."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, replace

from pyengine import scenario_model as m
from pyengine.checked_position import PlacedUnit, Position
from pyengine.dice_pools import Pool, read_pools
from pyengine.errors import UmpireError
from pyengine.fact_builders import hex_facts, scenario_facts, unit_facts
from pyengine.games.assault import kb_rows as k
from pyengine.games.assault.card_facts import card_facts
from pyengine.hex_moves import solve_moves
from pyengine.json_types import JsonObject
from pyengine.kb_atoms import quoted
from pyengine.kb_rules import ask_kb
from pyengine.kb_solve import GroundSize
from pyengine.kb_terms import Term, function
from pyengine.questions import ArgReader
from pyengine.relations import ordered
from pyengine.sightline import bearing
from pyengine.trace import Assumptions, Contribution, Wording, aligned, cite_text, contribution

SIDES = ("assaulter", "defender")
# The question's `fast` option names the move action a fast entry is (11.1.3.2, 9.2).
FAST = "fast"
POOLS = ("attack", "defense")


@dataclass
class CloseCombatAnswer:
    question: str
    units: dict[str, str]  # side -> unit id
    round: int
    illegal: list[Contribution]
    pools: dict[tuple[str, str], Pool]
    areas: dict[str, Contribution]
    notes: list[tuple[str, Contribution]]
    assumptions: Assumptions
    ground: GroundSize

    def to_json(self) -> JsonObject:
        sides = {
            side: {
                "unit": self.units[side],
                "area": self.areas[side].to_json() if side in self.areas else None,
                "attack": self.pools[(side, "attack")].to_json(),
                "defense": self.pools[(side, "defense")].to_json(),
            }
            for side in SIDES
        }
        return {
            "question": self.question,
            "kind": "close_combat",
            "verdict": "illegal" if self.illegal else "legal",
            "round": self.round,
            "illegal": [c.to_json() for c in self.illegal],
            **sides,
            "notes": [{"side": side, **c.to_json()} for side, c in self.notes],
            "assumptions": self.assumptions.to_json(),
        }

    def text_lines(self) -> list[str]:
        which = "initial round" if self.round == 1 else f"round {self.round}"
        head = f"close combat {self.units['assaulter']} -> {self.units['defender']}, {which}"
        if self.illegal:
            head += ": may NOT begin; the dice it would roll follow"
        rows = [(f"  may not: {c.what}", cite_text(c)) for c in self.illegal]
        for side in SIDES:
            rows.append((f"  {side.upper()} {self.units[side]}", ""))
            if side in self.areas:
                rows.append((f"    defends with: {self.areas[side].what}", cite_text(self.areas[side])))
            for kind in POOLS:
                pool = self.pools[(side, kind)]
                rows.append((f"    {kind} {pool.final.text()}", ""))
                rows += pool.rows("      ")
        rows += [(f"  {side}: {c.what}", cite_text(c)) for side, c in self.notes]
        return [head, *aligned(rows), *self.assumptions.lines()]


def read_args(args: ArgReader, usage: str) -> tuple[int, bool, list[PlacedUnit]]:
    round_no, fast, support = 1, False, []
    i = 2
    while i < len(args.question.args):
        word = args.choice(i, "option", ("round", "fast", "support"))
        if word == "round":
            i += 1
            value = args.word(i, "a round number")
            if not value.text.isdigit() or int(value.text) < 1:
                raise UmpireError(value.pos, "expected a round number", found=value.text, expected="1, 2, ...")
            round_no = int(value.text)
        elif word == "fast":
            fast = True
        else:
            i += 1
            support.append(args.unit(i))
        i += 1
    return round_no, fast, support


class CloseCombatQuestion:
    name = "close_combat"
    usage = "ask close_combat ASSAULTER DEFENDER [round N] [fast] [support UNIT]..."

    def answer(self, pos: Position, question: m.Question) -> CloseCombatAnswer:
        args = ArgReader(pos, question, self.usage)
        a, b = args.enemy_pair()
        round_no, fast, support = read_args(args, self.usage)
        units = {"assaulter": a, "defender": b}
        facts = [k.CcRound.fact(n=min(round_no, 2)), k.CcDistance.fact(n=a.hex.distance(b.hex))]
        facts += [k.CcUnit.fact(side=side, u=quoted(u.id)) for side, u in units.items()]
        facts += ["cc_fast."] if fast else []
        if a.hex != b.hex:
            facts.append(k.CcBearing.fact(k=bearing(b.hex, a.hex)))
        for s in support:
            side = "assaulter" if s.side == a.side else "defender"
            facts.append(k.CcSupportClaim.fact(side=side, u=quoted(s.id)))
            facts.append(k.SupportDistance.fact(u=quoted(s.id), n=s.hex.distance(b.hex)))
        for u in (a, b):
            facts += unit_facts(u, detailed=True) + card_facts(u)
        facts += [f for s in support if s not in (a, b) for f in unit_facts(s, detailed=True)]
        region, words = hex_facts(pos, {a.hex, b.hex})
        symbols, size = ask_kb(pos.game.name, pos.edition, scenario_facts(pos), "close_combat", words, facts + region)
        by: dict[str, list[Term]] = defaultdict(list)
        for sym in symbols:
            by[sym.name].append(sym)
        w = Wording.of(pos)
        pools = read_pools(by, w)

        def pool(side: str, kind: str) -> Pool:
            return pools.get(str(function("cc", [function(side), function(kind)])), Pool())

        areas = {str(r.side): contribution(r.area, None, r.cite, w) for r in k.CcArea.rows(by)}
        notes = [(str(r.side), contribution(r.note, None, r.cite, w)) for r in k.CcNote.rows(by)]
        illegal = [contribution(r.reason, None, r.cite, w) for r in ordered(k.CcIllegal.rows(by))]
        if round_no == 1 and not illegal:
            illegal = entry_refusals(pos, question, a, b, fast)
        all_pools = {(side, kind): pool(side, kind) for side in SIDES for kind in POOLS}
        names = {n for p in all_pools.values() for n in p.assumptions()}
        return CloseCombatAnswer(
            str(question),
            {side: u.id for side, u in units.items()},
            round_no,
            illegal,
            all_pools,
            areas,
            sorted(notes, key=lambda n: (n[0], n[1].term)),
            Assumptions.of(pos, names),
            size,
        )


def entry_refusals(pos: Position, question: m.Question, a: PlacedUnit, b: PlacedUnit, fast: bool) -> list[Contribution]:
    """Why no move action of the assaulter enters the defender's hex, by the movement rules
    that `ask moves` and `ask actions` use (a close combat begins with a move into the enemy's
    hex, 6.4, 11.1.1): with ``fast``, the fast action's steps (a barbed-wire hexside is not
    crossed by one, 9.2); else any other action's; nothing when one enters."""
    label = pos.label(b.hex)
    reasons: list[Contribution] = []
    entering = m.Question(m.Name("path", question.pos), (), question.pos)  # the path rules, into b's hex
    actions = sorted(a for a in pos.catalogue.words("action") if (a == FAST) == fast)
    for action in actions:
        moves = solve_moves(pos, entering, a, action, b.hex)
        if any(d.hex == label for d in moves.reachable):
            return []
        found = moves.illegal or next((u.reasons for u in moves.unreachable if u.hex == label), [])
        reasons += [replace(c, what=f"as {action}: {c.what}") for c in found]
    return reasons
