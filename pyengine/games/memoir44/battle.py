"""``ask battle U [moved N]``: whom a Memoir '44 unit may battle, with how many dice, the
exact odds of each roll, and why every other enemy is out (kb/memoir44/battle.lp).

``moved N`` says how many hexes the unit moved this turn (0 if left out); a unit that moved
into its hex has entered that hex's terrain.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from pyengine import scenario_model as m
from pyengine.checked_position import PlacedUnit, Position
from pyengine.fact_builders import unit_facts
from pyengine.games.memoir44 import kb_rows
from pyengine.games.memoir44.los import judge_lines
from pyengine.games.memoir44.sight import LineReading, M44Line, read_lines
from pyengine.hexgrid import Hex
from pyengine.json_types import JsonObject
from pyengine.kb_atoms import quoted
from pyengine.kb_solve import GroundSize
from pyengine.kb_terms import Rows, Term, by_name
from pyengine.odds import Odds, dice_words
from pyengine.ordering import natural
from pyengine.questions import ArgReader
from pyengine.relations import ordered, rows_by_unit
from pyengine.trace import (
    Assumptions,
    Contribution,
    Wording,
    aligned,
    by_term,
    cite_text,
    contribution,
    item_depends,
)


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
    scoring: tuple[str, ...] = ()  # the die faces that hit it: what a roll's hits count (game play)

    def to_json(self) -> JsonObject:
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
    # Where the dice came to nothing: every part of the sum and every reduction that did not
    # count (empty when something else decided).
    parts: list[Contribution]
    notes: list[Contribution]

    def blind(self) -> bool:
        """Among the reasons: no line of sight."""
        return any(c.term == "no_los" for c in self.reasons)

    def to_json(self) -> JsonObject:
        return {
            "unit": self.unit,
            "hex": self.hex,
            "distance": self.distance,
            "reasons": [c.to_json() for c in self.reasons],
            "line": self.line.to_json() if self.line else None,
            "trace": [c.to_json() for c in self.parts],
            "notes": [c.to_json() for c in self.notes],
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
    # The enemies whose verdict rests on a unit Umpire places but does not model (battle.lp's
    # not_judged/4): neither a target nor a refusal.
    not_judged: list[Refusal] = field(default_factory=list)

    def to_json(self) -> JsonObject:
        return {
            "barred": [c.to_json() for c in self.barred],
            "options": [c.to_json() for c in self.options],
            "targets": [t.to_json() for t in self.targets],
            "cannot": [r.to_json() for r in self.refusals],
            "not_judged": [r.to_json() for r in self.not_judged],
        }

    def rows(self) -> list[tuple[str, str]]:
        rows = [(f"  may not battle this turn: {c.what}", cite_text(c)) for c in self.barred]
        rows += [(f"  instead it may: {c.what}", cite_text(c)) for c in self.options]
        rows.append((f"  may battle: {len(self.targets)} target(s)", ""))
        for t in self.targets:
            dice = dice_words(t.dice)
            rows.append((f"  {t.unit} at {t.hex}: {dice}, {t.kind.replace('_', ' ')}", ""))
            rows += [(f"      {c.value:+d}  {c.what}", cite_text(c)) for c in t.parts]
            rows += [(f"      note: {c.what}", cite_text(c)) for c in t.notes]
            rows += [(line, "") for line in t.odds.text_lines("      ")]
        rows.append((f"  may not battle: {len(self.refusals)} enemy unit(s)", ""))
        for r in self.refusals:
            rows += [(f"  {r.unit} at {r.hex}: {c.what}", cite_text(c)) for c in r.reasons]
            rows += [(f"      {c.value:+d}  {c.what}", cite_text(c)) for c in r.parts]
            rows += [(f"      note: {c.what}", cite_text(c)) for c in r.notes]
            if r.line and r.blind():
                rows += [(f"      {c.what}", cite_text(c)) for c in r.line.blocked_by]
        if self.not_judged:
            rows.append((f"  not judged: {len(self.not_judged)} enemy unit(s)", ""))
        for r in self.not_judged:
            rows += [(f"  {r.unit} at {r.hex}: {c.what}", cite_text(c)) for c in r.reasons]
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

    @property
    def targets(self) -> list[Target]:
        """The enemies it may battle, with dice, trace and odds."""
        return self.reading.targets

    @property
    def refusals(self) -> list[Refusal]:
        """The enemies it may not battle, each with its reasons."""
        return self.reading.refusals

    def to_json(self) -> JsonObject:
        head = {"question": self.question, "kind": "battle", "unit": self.reading.unit, "from": self.reading.start}
        return {**head, "moved": self.moved, **self.reading.to_json(), "assumptions": self.assumptions.to_json()}

    def text_lines(self) -> list[str]:
        r = self.reading
        return [f"battle {r.unit} from {r.start} (moved {self.moved})", *aligned(r.rows()), *self.assumptions.lines()]


class BattleQuestion:
    name = "battle"
    usage = "ask battle UNIT [from HEX] [moved N]"

    def answer(self, pos: Position, question: m.Question) -> BattleAnswer:
        """UNIT: its id or its hex; ``from HEX`` places it on that empty hex first ("if it stood
        there, what could it hit?"), ``moved N`` says how far it came (0 if left out)."""
        args = ArgReader(pos, question, self.usage)
        there, unit, index = args.placed(1, args.unit(0))
        moved = 0
        if len(question.args) > index:
            args.keyword(index, "moved")
            moved = args.count(index + 1, "hexes moved")
            args.no_more(index + 2)
        reading = solve_battle(there, unit, [kb_rows.Moved.fact(u=quoted(unit.id), n=moved)])
        return BattleAnswer(str(question), moved, reading, Assumptions.of(pos, reading.assumed))


# What the rules keyed by the attacking unit show (kb/memoir44/battle.lp).


def solve_battle(
    pos: Position,
    unit: PlacedUnit,
    more: list[str],
    at: Hex | None = None,
    gone: frozenset[str] = frozenset(),
    called: frozenset[str] = frozenset(),
) -> BattleReading:
    """Ask the KB about ``unit`` battling from ``at`` (its own hex if None), with the units
    in ``gone`` off the board; ``more`` facts say how it got there, ``called`` words call for
    rule modules (a card in force)."""
    me = replace(unit, hex=at or unit.hex)
    occupant = {h: u for h, u in pos.occupant.items() if u not in gone and u != unit.id} | {me.hex: me.id}
    enemies = [u for u in pos.units.values() if u.side != me.side and u.id not in gone]
    lines = sight_lines(pos, me, enemies)
    facts = [*more, kb_rows.Attacker.fact(u=quoted(me.id)), *unit_facts(me, detailed=True)]
    facts += [f for e in enemies for f in unit_facts(e, detailed=True)]
    skip = frozenset({me.id, *(e.id for e in enemies)})
    hexes = {me.hex, *(e.hex for e in enemies)}
    symbols, size = judge_lines(pos, lines, "battle", (facts, hexes), occupant, skip, called)
    by = by_name(symbols)
    board = BattleBoard.read(pos, lines, by)
    return read_battle(pos, me, enemies, rows_by_unit(by, pos.catalogue.keyed["battle"])[me.id], board, size)


def _per_enemy(me: PlacedUnit, rows: Rows, board: BattleBoard, w: Wording) -> dict[str, dict[str, list[Contribution]]]:
    """Each enemy's dice parts, notes and reasons it may not be battled, worded."""
    per: dict[str, dict[str, list[Contribution]]] = defaultdict(lambda: defaultdict(list))
    for part in kb_rows.DicePart.rows(rows):
        rests = board.rests_on("dice_part", me.id, part.e.string, part.label)
        per[part.e.string]["parts"].append(contribution(part.label, part.n.number, part.cite, w, rests))
    for note in kb_rows.DiceNote.rows(rows):
        rests = board.rests_on("dice_note", me.id, note.e.string, note.note)
        per[note.e.string]["notes"].append(contribution(note.note, None, note.cite, w, rests))
    for no in kb_rows.Cannot.rows(rows):
        rests = board.rests_on("cannot", me.id, no.e.string, no.reason)
        per[no.e.string]["cannot"].append(contribution(no.reason, None, no.cite, w, rests))
    for unknown in kb_rows.NotJudged.rows(rows):
        per[unknown.e.string]["not_judged"].append(contribution(unknown.reason, None, unknown.cite, w))
    return per


def _scoring(rows: Rows) -> dict[str, tuple[str, ...]]:
    """The die faces that hit each target (scores/3), by target."""
    faces: dict[str, list[str]] = defaultdict(list)
    for r in kb_rows.Scores.rows(rows):
        faces[r.e.string].append(str(r.symbol_))
    return {e: tuple(sorted(f)) for e, f in faces.items()}


def sight_lines(pos: Position, me: PlacedUnit, enemies: list[PlacedUnit]) -> list[M44Line]:
    """The lines ``me``'s dice depend on: to each enemy within its reach (its subtype's or its
    type's, the KB's battle_reach/2), unless it battles without line of sight
    (battles_without_los/1, unless its subtype needs_los/1) and nothing that stops its fire
    (blocks_fire/1) is on the board."""
    cat = pos.catalogue
    if (
        me.type in cat.battles_without_los
        and me.subtype not in cat.needs_los
        and not any(f.kind.text in cat.blocks_fire for fs in pos.features.values() for f in fs)
    ):
        return []  # no line matters to it, unless something on the board stops its fire
    reach = max(cat.battle_reach.get(k, 0) for k in (me.type, me.subtype or me.type))
    return [M44Line(line_key(me, e), me.hex, e.hex, me, e) for e in enemies if me.hex.distance(e.hex) <= reach]


def line_key(me: PlacedUnit, enemy: PlacedUnit) -> str:
    return f"{me.id}>{enemy.id}"


@dataclass(frozen=True)
class BattleBoard:
    """What the units of one answer share: the die's faces, the assumptions refusals rest
    on, and the reading of every line."""

    flag_faces: int
    die_sides: int
    # (item, attacker, enemy or "", reason) -> the assumptions or switches it rests on
    depends: dict[tuple[str, str, str, str], tuple[str, ...]]
    lines: dict[str, LineReading]

    @classmethod
    def read(cls, pos: Position, lines: list[M44Line], by: Mapping[str, list[Term]]) -> BattleBoard:
        depends: dict[tuple[str, str, str, str], tuple[str, ...]] = defaultdict(tuple)
        for item, assumption in item_depends(by):
            if item.name in ("cannot", "dice_note", "dice_part"):
                u, e, reason = item.arguments
                key = (item.name, u.string, e.string, str(reason))
            elif item.name == "option":
                u, action = item.arguments
                key = (item.name, u.string, "", str(action))
            else:
                continue
            depends[key] = tuple(sorted({*depends[key], assumption}))
        flags, sides = (relation.rows(by)[0].n.number for relation in (kb_rows.FlagFaces, kb_rows.DieSides))
        return cls(flags, sides, depends, read_lines(pos, lines, by))

    def rests_on(self, item: str, me: str, enemy: str, reason: Term) -> tuple[str, ...]:
        return self.depends.get((item, me, enemy, str(reason)), ())


def read_battle(
    pos: Position,
    me: PlacedUnit,
    enemies: list[PlacedUnit],
    rows: Rows,
    board: BattleBoard,
    size: GroundSize,
) -> BattleReading:
    """One attacker's reading, from its atoms (each keyed by it) read by field."""
    w = Wording.of(pos)
    per = _per_enemy(me, rows, board, w)
    dice = {r.e.string: r.n.number for r in kb_rows.Dice.rows(rows)}
    hit_faces = {r.e.string: r.n.number for r in kb_rows.HitFaces.rows(rows)}
    target_figures = {r.e.string: r.n.number for r in kb_rows.TargetFigures.rows(rows)}
    kind = {r.e.string: str(r.kind) for r in kb_rows.BattleKind.rows(rows)}
    second = {r.e.string: r.n.number for r in kb_rows.SecondRollFaces.rows(rows)}
    scoring = _scoring(rows)
    targets, refusals, unjudged = [], [], []
    distance = {e.id: me.hex.distance(e.hex) for e in enemies}
    for foe in sorted(enemies, key=lambda u: (distance[u.id], natural(u.id))):
        parts = sorted(per[foe.id]["parts"], key=lambda c: -(c.value or 0))
        notes = by_term(per[foe.id]["notes"])
        if foe.id in kind:
            n = dice[foe.id]
            figures, hit = target_figures[foe.id], hit_faces[foe.id]
            odds = Odds.of(n, figures, hit, board.flag_faces, board.die_sides, second.get(foe.id, 0))
            faces = tuple(sorted(scoring[foe.id]))
            targets.append(
                Target(foe.id, pos.label(foe.hex), distance[foe.id], kind[foe.id], n, parts, notes, odds, faces)
            )
        elif per[foe.id]["not_judged"]:
            reasons = by_term(per[foe.id]["not_judged"])
            unjudged.append(Refusal(foe.id, pos.label(foe.hex), distance[foe.id], reasons, None, [], []))
        else:
            reasons = by_term(per[foe.id]["cannot"])
            line = board.lines.get(line_key(me, foe))
            # A sum that came to nothing names its parts; any other refusal needs none.
            summed = any(c.term.startswith("no_dice(") for c in reasons)
            shown = (parts, notes) if summed else ([], [])
            refusals.append(Refusal(foe.id, pos.label(foe.hex), distance[foe.id], reasons, line, *shown))
    options = [
        contribution(o.action, None, o.cite, w, board.rests_on("option", me.id, "", o.action))
        for o in ordered(kb_rows.Option.rows(rows))
    ]
    assumed = {a for r in refusals for c in r.reasons for a in c.assumptions}
    assumed |= {a for t in targets for c in [*t.parts, *t.notes] for a in c.assumptions}
    assumed |= {a for c in options for a in c.assumptions}
    assumed |= {a for r in refusals if r.line and r.blind() for c in r.line.blocked_by for a in c.assumptions}
    return BattleReading(
        me.id,
        pos.label(me.hex),
        [contribution(b.reason, None, b.cite, w) for b in ordered(kb_rows.Barred.rows(rows))],
        options,
        targets,
        refusals,
        assumed,
        size,
        unjudged,
    )
