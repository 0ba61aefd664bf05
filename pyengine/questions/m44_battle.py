"""``ask battle U [moved N]``: whom a Memoir '44 unit may battle, with how many dice, the
exact odds of each roll, and why every other enemy is out (kb/memoir44/battle.lp).

``moved N`` says how many hexes the unit moved this turn (0 if left out); a unit that moved
into its hex has entered that hex's terrain.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, replace

from pyengine import model as m
from pyengine.facts import quoted, unit_facts
from pyengine.hexgrid import Hex
from pyengine.odds import Odds
from pyengine.position import PlacedUnit, Position
from pyengine.questions import ArgReader
from pyengine.questions.m44_los import judge_lines
from pyengine.questions.m44_sight import LineReading, M44Line, read_lines
from pyengine.questions.moves import aligned, cite_text
from pyengine.solver import GroundSize
from pyengine.terms import Term
from pyengine.trace import Assumptions, Contribution, Wording, by_name, contribution


@dataclass
class Target:
    unit: str
    hex: str
    distance: int
    kind: str
    dice: int
    parts: list[Contribution]
    notes: list[Contribution]
    odds: Odds

    def to_json(self) -> dict:
        return {
            "unit": self.unit,
            "hex": self.hex,
            "distance": self.distance,
            "battle": self.kind,
            "dice": self.dice,
            "trace": [c.to_json() for c in self.parts],
            "notes": [c.to_json() for c in self.notes],
            "odds": self.odds.to_json(),
        }


@dataclass
class Refusal:
    unit: str
    hex: str
    distance: int
    reasons: list[Contribution]
    line: LineReading | None

    def blind(self) -> bool:
        """Among the reasons: no line of sight."""
        return any(c.term == "no_los" for c in self.reasons)

    def to_json(self) -> dict:
        return {
            "unit": self.unit,
            "hex": self.hex,
            "distance": self.distance,
            "reasons": [c.to_json() for c in self.reasons],
            "line": self.line.to_json() if self.line else None,
        }


@dataclass
class BattleReading:
    """Everything the KB said about one unit's battle options from one hex."""

    unit: str
    start: str
    barred: list[Contribution]
    options: list[Contribution]
    targets: list[Target]
    refusals: list[Refusal]
    assumed: set[str]
    ground: GroundSize

    def to_json(self) -> dict:
        return {
            "barred": [c.to_json() for c in self.barred],
            "options": [c.to_json() for c in self.options],
            "targets": [t.to_json() for t in self.targets],
            "cannot": [r.to_json() for r in self.refusals],
        }

    def rows(self) -> list[tuple[str, str]]:
        rows = [(f"  may not battle this turn: {c.what}", cite_text(c)) for c in self.barred]
        rows += [(f"  instead it may: {c.what}", cite_text(c)) for c in self.options]
        rows.append((f"  may battle: {len(self.targets)} target(s)", ""))
        for t in self.targets:
            dice = f"{t.dice} {'die' if t.dice == 1 else 'dice'}"
            rows.append((f"  {t.unit} at {t.hex}: {dice}, {t.kind.replace('_', ' ')}", ""))
            rows += [(f"      {c.value:+d}  {c.what}", cite_text(c)) for c in t.parts]
            rows += [(f"      note: {c.what}", cite_text(c)) for c in t.notes]
            rows += [(line, "") for line in t.odds.text_lines("      ")]
        rows.append((f"  may not battle: {len(self.refusals)} enemy unit(s)", ""))
        for r in self.refusals:
            rows += [(f"  {r.unit} at {r.hex}: {c.what}", cite_text(c)) for c in r.reasons]
            if r.line and r.blind():
                rows += [(f"      {c.what}", cite_text(c)) for c in r.line.blocked_by]
        return rows


@dataclass
class BattleAnswer:
    question: str
    moved: int
    reading: BattleReading
    assumptions: Assumptions

    @property
    def ground(self) -> GroundSize:
        return self.reading.ground

    def to_json(self) -> dict:
        head = {"question": self.question, "kind": "battle", "unit": self.reading.unit, "from": self.reading.start}
        return {**head, "moved": self.moved, **self.reading.to_json(), "assumptions": self.assumptions.to_json()}

    def text_lines(self) -> list[str]:
        r = self.reading
        return [f"battle {r.unit} from {r.start} (moved {self.moved})", *aligned(r.rows()), *self.assumptions.lines()]


class BattleQuestion:
    name = "battle"
    usage = "ask battle UNIT [moved N]"

    def answer(self, pos: Position, question: m.Question) -> BattleAnswer:
        args = ArgReader(pos, question, self.usage)
        unit = args.unit(0)
        moved = 0
        if len(question.args) > 1:
            args.keyword(1, "moved")
            moved = args.count(2, "hexes moved")
            args.no_more(3)
        reading = solve_battle(pos, unit, [f"moved({moved})."])
        return BattleAnswer(str(question), moved, reading, Assumptions.of(pos, reading.assumed))


def solve_battle(
    pos: Position, unit: PlacedUnit, more: list[str], at: Hex | None = None, gone: frozenset[str] = frozenset()
) -> BattleReading:
    """Ask the KB about ``unit`` battling from ``at`` (its own hex if None), with the units
    in ``gone`` off the board; ``more`` facts say how it got there."""
    me = replace(unit, hex=at or unit.hex)
    occupant = {h: u for h, u in pos.occupant.items() if u not in gone and u != unit.id} | {me.hex: me.id}
    enemies = [u for u in pos.units.values() if u.side != me.side and u.id not in gone]
    near = [e for e in enemies if me.hex.distance(e.hex) <= pos.catalogue.battle_bound]
    lines = [M44Line(e.id, me.hex, e.hex, me, e) for e in near]
    facts = [f"attacker({quoted(me.id)}).", *more, *unit_facts(me, detailed=True)]
    for e in enemies:
        facts += unit_facts(e, detailed=True)
        facts.append(f"want_distance({me.hex.term()},{e.hex.term()}).")
    skip = frozenset({me.id, *(e.id for e in enemies)})
    symbols, size = judge_lines(pos, lines, "battle", (facts, {me.hex}), occupant, skip)
    return _read(pos, me, enemies, lines, symbols, size)


def _read(
    pos: Position,
    me: PlacedUnit,
    enemies: list[PlacedUnit],
    lines: list[M44Line],
    symbols: list[Term],
    size: GroundSize,
) -> BattleReading:
    w = Wording(pos)
    by = by_name(symbols)
    depends = {str(s.arguments[0]): str(s.arguments[1]) for s in by["depends"]}
    per: dict[str, dict[str, list[Contribution]]] = defaultdict(lambda: defaultdict(list))
    for s in by["dice_part"]:
        e, label, value, cite = s.arguments
        per[e.string]["parts"].append(contribution(label, value.number, cite, w))
    for s in by["dice_note"]:
        per[s.arguments[0].string]["notes"].append(contribution(s.arguments[1], None, s.arguments[2], w))
    for s in by["cannot"]:
        e, reason, cite = s.arguments
        assumed = (depends[f"cannot({e},{reason})"],) if f"cannot({e},{reason})" in depends else ()
        per[e.string]["cannot"].append(contribution(reason, None, cite, w, assumed))
    numbered = ("range", "dice", "hit_faces", "target_figures")
    number = {n: {s.arguments[0].string: s.arguments[1].number for s in by[n]} for n in numbered}
    kind = {s.arguments[0].string: str(s.arguments[1]) for s in by["battle_kind"]}
    faces = {s.name: s.arguments[0].number for s in (*by["flag_faces"], *by["die_sides"])}
    los = read_lines(pos, lines, symbols, w)
    targets, refusals = [], []
    for e in sorted(enemies, key=lambda u: (number["range"][u.id], u.id)):
        parts = sorted(per[e.id]["parts"], key=lambda c: -(c.value or 0))
        notes = sorted(per[e.id]["notes"], key=lambda c: c.term)
        if e.id in kind:
            n = number["dice"][e.id]
            figures, hit = number["target_figures"][e.id], number["hit_faces"][e.id]
            odds = Odds.of(n, figures, hit, faces["flag_faces"], faces["die_sides"])
            targets.append(Target(e.id, pos.label(e.hex), number["range"][e.id], kind[e.id], n, parts, notes, odds))
        else:
            reasons = sorted(per[e.id]["cannot"], key=lambda c: c.term)
            refusals.append(Refusal(e.id, pos.label(e.hex), number["range"][e.id], reasons, los.get(e.id)))
    assumed = {a for r in refusals for c in r.reasons for a in c.assumptions}
    assumed |= {a for r in refusals if r.line and r.blind() for c in r.line.blocked_by for a in c.assumptions}
    return BattleReading(
        me.id,
        pos.label(me.hex),
        [contribution(s.arguments[0], None, s.arguments[1], w) for s in sorted(by["barred"])],
        [contribution(s.arguments[0], None, s.arguments[1], w) for s in sorted(by["option"])],
        targets,
        refusals,
        assumed,
        size,
    )
