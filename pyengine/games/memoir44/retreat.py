"""``ask retreat U flags N [ignore K]``: where a Memoir '44 unit may end its retreat, what it
loses when it cannot complete one, and which flags it may ignore (kb/memoir44/retreat.lp).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pyengine import kb_rows as kb
from pyengine import scenario_model as m
from pyengine.checked_position import PlacedUnit, Position
from pyengine.errors import UmpireError
from pyengine.fact_builders import hex_facts, scenario_facts, unit_facts
from pyengine.games.memoir44 import kb_rows as k
from pyengine.games.memoir44.board import side_edge, units_in
from pyengine.hexgrid import Hex
from pyengine.json_types import JsonObject
from pyengine.kb_atoms import quoted
from pyengine.kb_rules import ask_kb
from pyengine.kb_solve import GroundSize
from pyengine.kb_terms import Rows, Term, by_name, function
from pyengine.questions import ArgReader
from pyengine.relations import Keyed, R
from pyengine.trace import Contribution, Wording, aligned, cite_text, contribution


@dataclass
class RetreatEnd:
    hex: str
    hexes: int
    lost: int
    eliminated: bool
    path: list[str]
    # The frozen-river roll ending here brings (retreat.lp's retreat_roll/4): its dice, and the
    # row itself (what play hands the turn rules).
    roll: Contribution | None = None
    roll_row: Term | None = None

    def to_json(self) -> JsonObject:
        return {
            "hex": self.hex,
            "hexes": self.hexes,
            "lost": self.lost,
            "eliminated": self.eliminated,
            "path": self.path,
            "frozen_roll": self.roll.to_json() if self.roll else None,
        }


@dataclass
class RetreatChoice:
    """What the owner gets by ignoring ``ignore`` flags: where the unit may end, and the
    fewest figures it can lose over those ends."""

    ignore: int
    hexes: tuple[int, int]
    ends: list[RetreatEnd]
    closed: list[Contribution]
    fewest_lost: int
    best: bool

    def to_json(self) -> JsonObject:
        return {
            "ignore": self.ignore,
            "must_retreat": self.hexes[0],
            "may_retreat": self.hexes[1],
            "fewest_lost": self.fewest_lost,
            "best": self.best,
            "ends": [e.to_json() for e in self.ends],
            "closed": [c.to_json() for c in self.closed],
        }

    def text_lines(self, mark_best: bool) -> list[tuple[str, str]]:
        low, high = self.hexes
        span = f"{low}" if low == high else f"{low} to {high}"
        cost = f"loses at least {self.fewest_lost} figure(s)" if self.fewest_lost else "need lose no figure"
        best = "  <- fewest lost" if mark_best and self.best else ""
        rows = [(f"  ignoring {self.ignore} flag(s): retreats {span} hex(es), {cost}{best}", "")]
        for e in self.ends:
            loss = f", loses {e.lost} figure(s)" + (" and is ELIMINATED" if e.eliminated else "") if e.lost else ""
            rows.append((f"    {e.hex}  after {e.hexes}{loss}  (path {' > '.join(e.path)})", ""))
            if e.roll is not None:
                rows.append((f"      then {e.roll.what}", cite_text(e.roll)))
        rows += [(f"    shut: {c.what}", cite_text(c)) for c in self.closed]
        return rows


@dataclass
class RetreatAnswer:
    question: str
    unit: str
    start: str
    edge: str
    flags: int
    ignore: int | None
    may_ignore: list[Contribution]
    illegal: list[Contribution]
    choices: list[RetreatChoice]
    best: list[Contribution]
    rule: Contribution
    ground: GroundSize

    def to_json(self) -> JsonObject:
        return {
            "question": self.question,
            "kind": "retreat",
            "verdict": "illegal" if self.illegal else "legal",
            "unit": self.unit,
            "from": self.start,
            "toward": self.edge,
            "flags": self.flags,
            "ignore": self.ignore,
            "may_ignore": [c.to_json() for c in self.may_ignore],
            "illegal": [c.to_json() for c in self.illegal],
            "choices": [c.to_json() for c in self.choices],
            "best": [c.to_json() for c in self.best],
            "rule": self.rule.to_json(),
        }

    def text_lines(self) -> list[str]:
        asked = "every choice of flags to ignore" if self.ignore is None else f"ignoring {self.ignore}"
        head = f"retreat {self.unit} from {self.start}: {self.flags} flag(s), {asked}, toward the {self.edge}"
        rows = [(f"  may ignore {c.value} flag: {c.what}", cite_text(c)) for c in self.may_ignore]
        if not self.may_ignore:
            rows.append(("  may ignore no flag: nothing in its hex allows it", ""))
        rows += [(f"  NO: {c.what}", cite_text(c)) for c in self.illegal]
        if self.choices:
            rows.append(("  where it may end, by flags ignored:", cite_text(self.rule)))
            for choice in self.choices:
                rows += choice.text_lines(mark_best=len(self.choices) > 1)
        if len(self.choices) > 1:
            which = " or ".join(str(c.ignore) for c in self.choices if c.best)
            least = self.best[0]
            rows.append((f"  fewest figures lost: {least.value}, ignoring {which} flag(s)", cite_text(least)))
        return [head, *aligned(rows)]


class RetreatQuestion:
    name = "retreat"
    usage = "ask retreat UNIT flags N [ignore K]"

    def answer(self, pos: Position, question: m.Question) -> RetreatAnswer:
        args = ArgReader(pos, question, self.usage)
        unit = args.unit(0)
        args.keyword(1, "flags")
        flags = args.count(2, "the number of flags")
        ignore = None
        if len(question.args) > 3:
            args.keyword(3, "ignore")
            ignore = args.count(4, "the number of flags to ignore")
            args.no_more(5)
        if ignore is not None and ignore > flags:
            raise UmpireError(
                question.args[4].pos, "more flags ignored than rolled", found=str(ignore), expected=f"0..{flags}"
            )
        edge = side_edge(pos, unit.side, question)
        region = rear_cone(pos, unit.hex, edge)
        facts, words = hex_facts(pos, region)
        facts += units_in(pos, region, pos.occupant, frozenset({unit.id})) + unit_facts(unit, detailed=True)
        facts += [
            k.Retreating.fact(u=quoted(unit.id)),
            k.Flags.fact(n=flags),
            k.SideEdge.fact(side=unit.side, edge=edge),
        ]
        if ignore is not None:
            facts.append(k.Ignore.fact(k=ignore))
        symbols, size = ask_kb(pos.game.name, pos.edition, scenario_facts(pos), "retreat", words, facts)
        return _read(pos, str(question), unit, edge, flags, ignore, symbols, size)


def _rests_on(by: Rows) -> tuple[str, ...]:
    """The assumptions the retreat's rule rests on (retreat.lp's depends(retreat, A))."""
    return tuple(sorted(str(r.assumption) for r in kb.Depends2.rows(by) if str(r.item) == "retreat"))


def rear_cone(pos: Position, start: Hex, edge: str) -> set[Hex]:
    """Every hex a run of steps straight toward the map edge can reach from ``start``:
    each such step changes the row by one, so those hexes lie exactly as far away as
    their rows are apart."""
    depth = pos.shape.height - 1 - start.r if edge == "bottom" else start.r
    toward = 1 if edge == "bottom" else -1
    return {
        h
        for h in pos.shape.within(start, depth)
        if (h.r - start.r) * toward >= 0 and start.distance(h) == abs(h.r - start.r)
    }


def _read(
    pos: Position,
    question: str,
    unit: PlacedUnit,
    edge: str,
    flags: int,
    ignore: int | None,
    symbols: list[Term],
    size: GroundSize,
) -> RetreatAnswer:
    w = Wording.of(pos)
    by = by_name(symbols)
    best = {r.k.number: r for r in k.BestChoice.rows(by)}
    choices = [
        _read_choice(pos, w, by, r.k.number, r.min.number, r.max.number, best)
        for r in sorted(k.RetreatHexes.rows(by), key=lambda r: r.as_term())
    ]
    (cited,) = k.RetreatCite.rows(by)
    return RetreatAnswer(
        question,
        unit.id,
        pos.label(unit.hex),
        edge,
        flags,
        ignore,
        [contribution(r.x, r.n.number, r.cite, w) for r in sorted(k.MayIgnore.rows(by), key=lambda r: r.as_term())],
        [contribution(r.reason, None, r.cite, w) for r in k.Illegal.rows(by)],
        choices,
        [contribution(function("ignore", [r.k]), r.lost.number, r.cite, w) for _, r in sorted(best.items())],
        contribution(function("retreat"), None, cited.cite, w, _rests_on(by)),
        size,
    )


def _frozen_roll(row: k.RetreatRoll, fewest: bool, w: Wording) -> Contribution:
    """An end's frozen-river roll (retreat.lp's retreat_roll/4): its dice, or none where a path
    goes round; resting on retreat_fewest_frozen where another path crosses another number."""
    dice = row.dice.number
    label = function("frozen_retreat_roll", [row.dice]) if dice else function("frozen_river_avoided")
    return contribution(label, dice, row.cite, w, ("retreat_fewest_frozen",) if fewest else ())


def _read_choice(
    pos: Position,
    w: Wording,
    by: Mapping[str, Sequence[Term]],
    choice: int,
    low: int,
    high: int,
    best: dict[int, k.BestChoice],
) -> RetreatChoice:
    """One choice's ends (cheapest first), their paths, and the rear hexes found shut."""

    def mine(relation: type[R]) -> list[R]:
        """The relation's rows for this choice: each is keyed by the choice, K."""
        return Keyed(relation.rows(by), "k").get(choice)

    pred = {(str(r.h), r.i.number): r.h0 for r in mine(k.RetreatPred)}
    dead = {(str(r.h), r.steps.number) for r in mine(k.Eliminated)}
    chosen = {str(r.h) for r in mine(k.OtherPath)}
    rolls = {str(r.h): r for r in mine(k.RetreatRoll)}
    ends = []
    for r in sorted(
        mine(k.RetreatEnd), key=lambda r: (r.lost.number, r.steps.number, pos.shape.reading_order(w.hex(r.h)))
    ):
        path, at, i = [w.term(r.h)], r.h, r.steps.number
        while (str(at), i) in pred:
            at, i = pred[(str(at), i)], i - 1
            path.append(w.term(at))
        eliminated = (str(r.h), r.steps.number) in dead
        roll = rolls.get(str(r.h))
        worded = _frozen_roll(roll, str(r.h) in chosen, w) if roll else None
        row = roll.as_term() if roll else None
        ends.append(RetreatEnd(w.term(r.h), r.steps.number, r.lost.number, eliminated, path[::-1], worded, row))
    closed = [
        contribution(function("shut_step", [r.h0, r.h, r.reason]), None, r.cite, w)
        for r in sorted(mine(k.RearClosed), key=lambda r: r.as_term())
    ]
    off_map = sorted(mine(k.RearOffMap), key=lambda r: r.as_term())
    closed += [contribution(function("off_map", [r.h0]), None, r.cite, w) for r in off_map]
    (fewest,) = mine(k.FewestLost)
    return RetreatChoice(choice, (low, high), ends, closed, fewest.lost.number, choice in best)
