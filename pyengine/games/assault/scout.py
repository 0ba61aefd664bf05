"""``ask scout UNIT [into HEX] [revealed]``: the minefield detection roll (9.6.6.2)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyengine import scenario_model as m
from pyengine.checked_position import Position
from pyengine.fact_builders import hex_facts, scenario_facts, unit_facts
from pyengine.games.assault import kb_rows as k
from pyengine.json_types import JsonObject
from pyengine.kb_atoms import quoted
from pyengine.kb_rules import ask_kb
from pyengine.kb_solve import GroundSize
from pyengine.kb_terms import by_name, function
from pyengine.questions import ArgReader
from pyengine.relations import ordered
from pyengine.trace import Contribution, Wording, aligned, cite_text, contribution


@dataclass
class ScoutAnswer:
    question: str
    unit: str
    base: Contribution | None
    target_number: int | None
    modifiers: list[Contribution]
    faces: int | None
    notes: list[Contribution]
    ground: GroundSize

    @property
    def probability(self) -> str | None:
        return None if self.faces is None else str(Fraction(self.faces, 6))

    def to_json(self) -> JsonObject:
        return {
            "question": self.question,
            "kind": "scout",
            "unit": self.unit,
            "target_number": self.target_number,
            "base": self.base.to_json() if self.base else None,
            "modifiers": [c.to_json() for c in self.modifiers],
            "faces": self.faces,
            "probability": self.probability,
            "notes": [c.to_json() for c in self.notes],
        }

    def text_lines(self) -> list[str]:
        total = sum(c.value or 0 for c in self.modifiers)
        head = f"scout {self.unit}: detection roll {self.target_number}+, modifiers {total:+d}: "
        head += f"{self.faces} of 6 faces succeed (p = {self.probability})"
        rows = [(f"  base {self.target_number}+: {self.base.what}", cite_text(self.base))] if self.base else []
        rows += [(f"  {c.value:+d}  {c.what}", cite_text(c)) for c in self.modifiers]
        rows += [(f"  note: {c.what}", cite_text(c)) for c in self.notes]
        return [head, *aligned(rows)]


class ScoutQuestion:
    name = "scout"
    usage = "ask scout UNIT [into HEX] [revealed]"

    def answer(self, pos: Position, question: m.Question) -> ScoutAnswer:
        args = ArgReader(pos, question, self.usage)
        unit = args.unit(0)
        facts = [k.ScoutUnit.fact(u=quoted(unit.id)), *unit_facts(unit, detailed=True)]
        where = unit.hex
        i = 1
        while i < len(question.args):
            word = args.choice(i, "option", ("into", "revealed"))
            if word == "into":
                i += 1
                where = args.hex(i)
                facts.append(k.ScoutHex.fact(h=where.term()))
            else:
                facts.append("scout_revealed.")
            i += 1
        region, words = hex_facts(pos, {where})
        symbols, size = ask_kb(pos.game.name, pos.edition, scenario_facts(pos), "scout", words, facts + region)
        by = by_name(symbols)
        w = Wording.of(pos)
        base = next(iter(k.ScoutBase.rows(by)), None)
        mods = [contribution(r.label, r.v.number, r.cite, w) for r in ordered(k.ScoutMod.rows(by))]
        faces = next((r.n.number for r in k.ScoutFaces.rows(by)), None)
        notes = [contribution(r.note, None, r.cite, w) for r in ordered(k.ScoutNote.rows(by))]
        label = None if base is None else contribution(function("scout_base", [base.k]), None, base.cite, w)
        return ScoutAnswer(
            str(question),
            unit.id,
            label,
            base.k.number if base else None,
            mods,
            faces,
            notes,
            size,
        )
