"""``ask light_fire UNIT [UNIT ...] TARGET``: light-weapon fire (kb/skirmish/light.lp). Every
light weapon of the firing units in one range band fires in one roll; the answer is the exact
distribution of casualties (or of outcomes against an unarmoured vehicle) for each band."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

from clingo import SymbolType

from pyengine import scenario_model as m
from pyengine.errors import UmpireError
from pyengine.games.skirmish import kb_rows as k
from pyengine.games.skirmish.common import TableArgs, distance_text, solve
from pyengine.games.skirmish.facts import q, range_facts, unit_facts
from pyengine.games.skirmish.spot import sighting_facts
from pyengine.games.skirmish.table import Soldiers, Table
from pyengine.json_types import JsonObject
from pyengine.kb_solve import GroundSize
from pyengine.plane import length
from pyengine.relations import Keyed
from pyengine.trace import Assumptions, Contribution, aligned, cite_text


@dataclass
class Volley:
    """The weapons of one range band, their one roll, and what it does."""

    band: Contribution
    die: str
    shots: int
    cs: int
    column: Contribution
    results: dict[str, Fraction]  # casualties (or outcome) -> chance
    p_ct: Fraction

    def to_json(self) -> JsonObject:
        return {
            "band": self.band.to_json(),
            "die": self.die,
            "shots": self.shots,
            "cs": self.cs,
            "column": self.column.to_json(),
            "results": [{"result": k, "p": str(v)} for k, v in self.results.items()],
            "p_courage_test": str(self.p_ct),
        }


@dataclass
class LightFireAnswer:
    question: str
    firers: list[str]
    target: str
    distances: dict[str, str]  # firer -> its distance to the target, as the answer's head shows it
    table: Contribution | None
    refused: list[Contribution]
    volleys: list[Volley]
    assumptions: Assumptions
    ground: GroundSize

    def to_json(self) -> JsonObject:
        return {
            "question": self.question,
            "kind": "light_fire",
            "firers": self.firers,
            "target": self.target,
            "distances": self.distances,
            "verdict": "refused" if self.refused else "fired",
            "table": None if self.table is None else self.table.to_json(),
            "refused": [c.to_json() for c in self.refused],
            "volleys": [v.to_json() for v in self.volleys],
            "assumptions": self.assumptions.to_json(),
        }

    def text_lines(self) -> list[str]:
        away = ", ".join(d if len(self.distances) == 1 else f"{d} from {f}" for f, d in self.distances.items())
        head = f"light fire {', '.join(self.firers)} -> {self.target}, {away}"
        rows = [(f"  REFUSED: {c.what}", cite_text(c)) for c in self.refused]
        if self.table is not None:
            rows.append((f"  table: {self.table.what}", cite_text(self.table)))
        for v in self.volleys:
            rows.append((f"  {v.band.what}: {v.shots} shots, {v.die.upper()} + CS {v.cs}", cite_text(v.band)))
            rows.append((f"    column {v.column.value}: {v.column.what}", cite_text(v.column)))
            rows += [(f"    {p} ({float(p):.1%}): {k}", "") for k, p in v.results.items()]
            if v.p_ct:
                rows.append((f"    courage test (team at half strength or less): {v.p_ct}", ""))
        return [head, *aligned(rows), *self.assumptions.lines()]


class LightFireQuestion:
    name = "light_fire"
    usage = "ask light_fire UNIT [UNIT ...] TARGET"

    def answer(self, table: Table, question: m.Question) -> LightFireAnswer:
        args = TableArgs(table, question, self.usage)
        if len(question.args) < 2:
            args.word(1, "a target")
        units = [args.soldiers(i) for i in range(len(question.args))]
        *firers, target = units
        for i, f in enumerate(firers):
            if f.side == target.side:
                raise UmpireError(question.args[i].pos, f"'{f.id}' is on {target.id}'s side", expected=self.usage)
        return light_fire(table, question, firers, target)


def light_fire(table: Table, question: m.Question, firers: list[Soldiers], target: Soldiers) -> LightFireAnswer:
    tid = q(target.id)
    facts = [k.LightTarget.fact(t=tid), *unit_facts(table, target)]
    for u in firers:
        uid = q(u.id)
        facts += [k.LightFirer.fact(u=uid), *unit_facts(table, u)]
        light = [w for w in u.card.weapons if w.kind.text == "light"]
        for w in light:
            if w.shots:
                wid = q(w.name.text)
                facts += [
                    k.Shots.fact(u=uid, w=wid, mode="stationary", n=w.shots[0]),
                    k.Shots.fact(u=uid, w=wid, mode="moving", n=w.shots[1]),
                ]
        facts += range_facts(u, target, light) + sighting_facts(table, u, target)
    solved = solve(table, "light_fire", facts)
    tables = solved.rows(k.LightTable)
    table_row = tables[0] if tables else None
    vs_infantry = table_row is not None and table_row.table.name == "light_vs_infantry"
    faces_of = Keyed(solved.rows(k.LightFace), "band")
    dead_of = Keyed(solved.rows(k.LightCasualties), "band")
    ct_of = Keyed(solved.rows(k.LightCt), "band")
    columns = Keyed(solved.rows(k.LightColumn), "band")
    volleys = []
    for g in sorted(solved.rows(k.LightGroup), key=str):
        faces = sorted(faces_of.get(g.band), key=lambda r: r.f.number)
        dead = {r.f.number: r.n.number for r in dead_of.get(g.band)}
        counts: Counter[str] = Counter()
        for r in faces:
            face, cell = r.f.number, r.cell
            if cell.type == SymbolType.String:
                counts[cell.string + (f" ({dead[face]} dead aboard)" if face in dead else "")] += 1
            else:
                counts[f"{dead.get(face, 0)} dead" if vs_infantry else "no effect"] += 1
        n = len(faces)
        column = columns.get(g.band)[0]
        volleys.append(
            Volley(
                solved.labelled(g.band, None, g.cite),
                str(g.die),
                g.shots.number,
                g.cs.number,
                solved.labelled(column.key, column.col.number, column.cite),
                {k: Fraction(v, n) for k, v in sorted(counts.items())},
                Fraction(len(ct_of.get(g.band)), n) if n else Fraction(0),
            )
        )
    refused = [solved.labelled(r.reason, None, r.cite) for r in solved.rows(k.LightRefused)]
    return LightFireAnswer(
        str(question),
        [u.id for u in firers],
        target.id,
        {u.id: distance_text(length(u.at, target.at)) for u in firers},
        None if table_row is None else solved.labelled(table_row.table, None, table_row.cite),
        refused,
        volleys,
        solved.assumed(("light", "fire", "ground")),
        solved.ground,
    )
