"""The rest of the fire procedures of 003, each an exact distribution over the dice the KB
names (kb/skirmish/support.lp): ``ask indirect``, ``ask assault``, ``ask overrun``,
``ask flame`` and ``ask mine``."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from math import comb

from clingo import SymbolType

from pyengine import scenario_model as m
from pyengine.errors import UmpireError
from pyengine.games.skirmish import kb_rows as k
from pyengine.games.skirmish.common import Solved, TableArgs, solve
from pyengine.games.skirmish.comms import sight_facts
from pyengine.games.skirmish.facts import distance_facts, q, range_facts, unit_facts
from pyengine.games.skirmish.rolls import dice_sums, odds_of
from pyengine.games.skirmish.table import Soldiers, Table
from pyengine.json_types import JsonObject
from pyengine.kb_solve import GroundSize
from pyengine.kb_terms import function
from pyengine.trace import Assumptions, Contribution, aligned, cite_text


def binomial(n: int, p: Fraction) -> dict[int, Fraction]:
    """P(k successes in n independent tries)."""
    return {k: comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1)}


@dataclass
class SupportAnswer:
    """One support question's answer: the steps taken, the tests rolled, the distributions."""

    question: str
    kind: str
    unit: str
    other: str | None
    steps: list[Contribution]
    refused: list[Contribution]
    tests: dict[str, str]  # test -> P(pass)
    distributions: dict[str, dict[str, Fraction]]
    assumptions: Assumptions
    ground: GroundSize
    notes: list[Contribution] = field(default_factory=list)

    def to_json(self) -> JsonObject:
        return {
            "question": self.question,
            "kind": self.kind,
            "unit": self.unit,
            "other": self.other,
            "verdict": "refused" if self.refused else "resolved",
            "steps": [c.to_json() for c in self.steps],
            "refused": [c.to_json() for c in self.refused],
            "tests": self.tests,
            "distributions": {
                name: [{"result": k, "p": str(v)} for k, v in dist.items()] for name, dist in self.distributions.items()
            },
            "notes": [c.to_json() for c in self.notes],
            "assumptions": self.assumptions.to_json(),
        }

    def text_lines(self) -> list[str]:
        head = f"{self.kind} {self.unit}" + (f" -> {self.other}" if self.other else "")
        rows = [(f"  REFUSED: {c.what}", cite_text(c)) for c in self.refused]
        rows += [(f"  {c.what}" + ("" if c.value is None else f": {c.value}"), cite_text(c)) for c in self.steps]
        rows += [(f"  {test.upper()} passes with {p}", "") for test, p in self.tests.items()]
        for name, dist in self.distributions.items():
            rows.append((f"  {name}:", ""))
            rows += [(f"    {p} ({float(p):.1%}): {k}", "") for k, p in dist.items()]
        rows += [(f"  {c.what}", cite_text(c)) for c in self.notes]
        return [head, *aligned(rows), *self.assumptions.lines()]


def _answer(kind: str, solved: Solved, question: m.Question, unit: Soldiers, other: Soldiers | None) -> SupportAnswer:
    by = solved.by
    tests = {}
    support = solved.rows(k.SupportTest)
    for r in support:
        tests[r.kind.name] = str(odds_of(by, r.kind.name).p_pass)
    if kind == "assault" and any(r.k.name == "mc" for r in solved.rows(k.TestRoll)):
        tests["mc"] = str(odds_of(by, "mc").p_pass)
    steps = [solved.labelled(r.kind, None, r.cite) for r in support]
    notes = [solved.labelled(r.note, None, r.cite) for r in sorted(solved.rows(k.SupportNote), key=str)]
    return SupportAnswer(
        str(question), kind, unit.id, other.id if other else None, steps, [], tests, {},
        solved.assumed(("support", "test", "comms", "ground")), solved.ground, notes,
    )  # fmt: skip


class IndirectQuestion:
    name = "indirect"
    usage = "ask indirect OBSERVER at X,Y by BATTERY | offboard"

    def answer(self, table: Table, question: m.Question) -> SupportAnswer:
        args = TableArgs(table, question, self.usage)
        observer = args.soldiers(0)
        args.keyword(1, "at")
        args.point(2)
        how = args.choice(3, "battery", ("by", "offboard"))
        battery = args.soldiers(4) if how == "by" else None
        args.no_more(5 if battery else 4)
        if battery is not None and battery.side != observer.side:
            raise UmpireError(
                question.args[4].pos, f"'{battery.id}' is not on {observer.id}'s side", expected=self.usage
            )
        oid = q(observer.id)
        facts = unit_facts(table, observer)
        if battery is None:
            facts.append(k.Indirect.fact(u=oid, by="offboard"))
        else:
            facts += [k.Indirect.fact(u=oid, by=f"by({q(battery.id)})"), *unit_facts(table, battery)]
            facts += distance_facts(observer, battery, table.catalogue.distance_uses["comms"])
            facts += sight_facts(table, observer, battery)
        solved = solve(table, "indirect", facts)
        ans = _answer("indirect", solved, question, observer, battery)
        if battery is not None:
            ans.steps += [solved.labelled(r.relation, r.cm.number, r.cite) for r in solved.rows(k.CommsRange5)]
        dice = [r.faces.number for r in sorted(solved.rows(k.ScatterRoll), key=lambda r: r.i.number)]
        minuses = solved.rows(k.ScatterMinus)
        minus = sum(r.n.number for r in minuses)
        ans.steps += [solved.labelled(r.score, r.n.number, r.cite) for r in minuses]
        (exact_below,) = solved.rows(k.ExactBelow)
        below = exact_below.n.number
        sums = dice_sums(dice, minus)
        exact = sum((p for d, p in sums.items() if d < below), Fraction(0))
        dist = {"exact point": exact} if exact else {}
        dist |= {f"{d} cm away": p for d, p in sums.items() if d >= below}
        ans.distributions["scatter"] = dist
        return ans


class MeleeQuestion:
    """``ask assault UNIT TARGET`` and ``ask overrun VEHICLE TARGET``."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.usage = f"ask {name} {'UNIT' if name == 'assault' else 'VEHICLE'} TARGET"

    def answer(self, table: Table, question: m.Question) -> SupportAnswer:
        args = TableArgs(table, question, self.usage)
        u, t = args.enemy_soldiers()
        args.no_more(2)
        return melee(table, question, self.name, u, t)


def melee(table: Table, question: m.Question, kind: str, u: Soldiers, t: Soldiers) -> SupportAnswer:
    facts = [f"{'melee' if kind == 'assault' else 'overrun'}({q(u.id)},{q(t.id)})."]
    facts += unit_facts(table, u) + unit_facts(table, t)
    solved = solve(table, "melee", facts)
    ans = _answer(kind, solved, question, u, t)
    ans.refused = [solved.labelled(r.reason, None, r.cite) for r in solved.rows(k.MeleeRefused)]
    kinds = solved.rows(k.MeleeKind)
    ans.steps += [solved.labelled(r.k, None, r.cite) for r in kinds]
    found = {r.k.name for r in kinds}
    if "melee" in found:
        p_ct = Fraction(ans.tests["ct"])
        p_mc = Fraction(ans.tests["mc"])
        (pairs,) = solved.rows(k.MeleePairs)
        dist = {f"{n} of {t.id}'s figures eliminated": p_ct * p for n, p in binomial(pairs.n.number, p_mc).items()}
        dist[f"0 of {t.id}'s figures eliminated"] += 1 - p_ct
        ans.distributions["melee"] = dist
    if "overrun" in found:
        p_dodge = Fraction(ans.tests["dt"])
        if t.unit_class in table.catalogue.words("team_class"):
            n = t.crew[0] if t.crew else 1
            ans.distributions["figures rammed (killed)"] = {str(d): p for d, p in binomial(n, 1 - p_dodge).items()}
        else:
            faces = solved.rows(k.RamFace)
            dist = {"dodged": p_dodge}
            for r in faces:
                key = f"rammed: {r.outcome.string}"
                dist[key] = dist.get(key, Fraction(0)) + (1 - p_dodge) / len(faces)
            ans.distributions["the vehicle"] = dist
    return ans


class FlameQuestion:
    name = "flame"
    usage = "ask flame UNIT TARGET [through opening]"

    def answer(self, table: Table, question: m.Question) -> SupportAnswer:
        args = TableArgs(table, question, self.usage)
        u, t = args.enemy_soldiers()
        opening = "no"
        if len(question.args) > 2:
            args.keyword(2, "through")
            args.keyword(3, "opening")
            opening = "yes"
            args.no_more(4)
        facts = [k.Flames.fact(u=q(u.id), t=q(t.id), opening=opening), *unit_facts(table, u), *unit_facts(table, t)]
        facts += range_facts(u, t, u.card.weapons)
        solved = solve(table, "flame", facts)
        ans = _answer("flame", solved, question, u, t)
        ans.refused = [solved.labelled(r.reason, None, r.cite) for r in solved.rows(k.FlameRefused)]
        if ans.refused:
            return ans
        faces = solved.rows(k.FlameFace)
        per: Counter[str] = Counter(
            r.outcome.string if r.outcome.type == SymbolType.String else "no effect" for r in faces
        )
        n = len(faces)
        ans.steps += [solved.labelled(function("incendiary", [r.col]), None, r.cite) for r in solved.rows(k.FlameTable)]
        ans.distributions["each figure or model under the flames"] = {k: Fraction(v, n) for k, v in sorted(per.items())}
        if t.unit_class in table.catalogue.words("team_class") and n:
            p_dead = Fraction(per.get("dead", 0), n)
            figures = t.crew[0] if t.crew else 1
            ans.distributions["figures dead for certain"] = {str(k): p for k, p in binomial(figures, p_dead).items()}
        return ans


class MineQuestion:
    name = "mine"
    usage = "ask mine UNIT"

    def answer(self, table: Table, question: m.Question) -> SupportAnswer:
        args = TableArgs(table, question, self.usage)
        u = args.soldiers(0)
        args.no_more(1)
        facts = [k.MineStrike1.fact(u=q(u.id)), *unit_facts(table, u)]
        solved = solve(table, "mine", facts)
        ans = _answer("mine", solved, question, u, None)
        p_dodge = Fraction(ans.tests["dt"])
        after = {r.f.number: solved.wording.term(r.state) for r in solved.rows(k.MineAfter)}
        dist = {"dodged: no mine": p_dodge}
        faces = solved.rows(k.MineFace)
        for r in sorted(faces, key=lambda r: r.f.number):
            face = r.f.number
            key = f"D6 {face}: {solved.wording.term(r.outcome)}" + (f" ({after[face]})" if face in after else "")
            dist[key] = (1 - p_dodge) / 6
        ans.distributions["outcome"] = dist
        ans.steps += [solved.labelled(r.outcome, None, r.cite) for r in faces[:1]]
        return ans
