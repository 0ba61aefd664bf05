"""``ask take_ground U T [overrun]``: after U's close assault eliminated enemy T or made it
retreat, may U move into T's hex, and whom may it battle from there (an armor overrun)?

``overrun`` says the close assault was itself an overrun, so no second one follows.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyengine import kb_rows as kb
from pyengine import scenario_model as m
from pyengine.checked_position import PlacedUnit, Position
from pyengine.fact_builders import hex_facts, scenario_facts, unit_facts
from pyengine.games.memoir44 import kb_rows as k
from pyengine.games.memoir44.battle import BattleReading, solve_battle
from pyengine.hexgrid import Hex
from pyengine.json_types import JsonObject
from pyengine.kb_atoms import Fact, quoted
from pyengine.kb_rules import ask_kb
from pyengine.kb_solve import GroundSize
from pyengine.kb_terms import by_name, function
from pyengine.questions import ArgReader
from pyengine.trace import Assumptions, Contribution, Wording, aligned, cite_text, contribution, item_depends


@dataclass
class TakeGroundAnswer:
    question: str
    unit: str
    into: str
    illegal: list[Contribution]
    allowed: list[Contribution]
    notes: list[Contribution]
    overrun: list[Contribution]
    battle: BattleReading | None
    assumptions: Assumptions
    ground: GroundSize

    def to_json(self) -> JsonObject:
        return {
            "question": self.question,
            "kind": "take_ground",
            "verdict": "illegal" if self.illegal else "legal",
            "unit": self.unit,
            "into": self.into,
            "illegal": [c.to_json() for c in self.illegal],
            "allowed": [c.to_json() for c in self.allowed],
            "notes": [c.to_json() for c in self.notes],
            "overrun": [c.to_json() for c in self.overrun],
            "battle": self.battle.to_json() if self.battle else None,
            "assumptions": self.assumptions.to_json(),
        }

    def text_lines(self) -> list[str]:
        rows = [(f"  NO: {c.what}", cite_text(c)) for c in self.illegal]
        rows += [(f"  YES: it may move into {self.into}", cite_text(c)) for c in self.allowed]
        rows += [(f"    {c.what}", cite_text(c)) for c in self.notes]
        rows += [(f"  then: {c.what}", cite_text(c)) for c in self.overrun]
        if self.battle is not None:
            rows += [(f"  overrun from {self.into}:", ""), *self.battle.rows()]
        return [f"take_ground {self.unit} into {self.into}", *aligned(rows), *self.assumptions.lines()]


def ground_facts(pos: Position, unit: PlacedUnit, into: Hex, overran: bool) -> tuple[list[Fact], set[str]]:
    """What take_ground.lp reads about ``unit`` moving into the emptied hex ``into`` (``overran``:
    the close assault was itself an overrun), and the words those hexes use."""
    facts, words = hex_facts(pos, {unit.hex, into})
    facts += unit_facts(unit, detailed=True)
    facts += [k.Taker.fact(u=quoted(unit.id)), k.Vacated.fact(h=into.term())]
    facts.append(kb.WantDistance.fact(a=unit.hex.term(), b=into.term()))
    if overran:
        facts.append("overran.")
    return facts, words


class TakeGroundQuestion:
    name = "take_ground"
    usage = "ask take_ground UNIT BEATEN_ENEMY [overrun]"

    def answer(self, pos: Position, question: m.Question) -> TakeGroundAnswer:
        args = ArgReader(pos, question, self.usage)
        unit, beaten = args.enemy_pair()
        overran = len(question.args) > 2
        if overran:
            args.keyword(2, "overrun")
            args.no_more(3)
        facts, words = ground_facts(pos, unit, beaten.hex, overran)
        symbols, size = ask_kb(pos.game.name, pos.edition, scenario_facts(pos), "take_ground", words, facts)
        w = Wording.of(pos)
        by = by_name(symbols)
        overrun = [contribution(r.verdict, None, r.cite, w) for r in k.Overrun.rows(by)]
        battle = None
        if any(c.term == "may" for c in overrun):
            battle = solve_battle(
                pos, unit, [k.TookGround.fact(u=quoted(unit.id))], at=beaten.hex, gone=frozenset({beaten.id})
            )
        # depends(ground_note(Note), Switch): the switch each note holds under.
        switched = {str(note): assumption for item, assumption in item_depends(by) for note in item.arguments}
        notes = []
        for r in k.GroundNote.rows(by):
            switch = switched.get(str(r.note))
            notes.append(contribution(r.note, None, r.cite, w, (switch,) if switch else ()))
        used = {a for c in notes for a in c.assumptions} | (battle.assumed if battle else set())
        return TakeGroundAnswer(
            str(question),
            unit.id,
            pos.label(beaten.hex),
            [contribution(r.reason, None, r.cite, w) for r in sorted(k.Illegal.rows(by), key=lambda r: r.as_term())],
            [contribution(function("take_ground"), None, r.cite, w) for r in k.MayTakeGround.rows(by)],
            notes,
            overrun,
            battle,
            Assumptions.of(pos, used),
            battle.ground if battle else size,
        )
