"""``ask test KIND UNIT [vs UNIT] [for bomb|open_top]``: the exact odds of a test of the tests
table (lines 209-218). The KB decides which pairs of faces pass; this module counts them."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import product

from pyengine import scenario_model as m
from pyengine.errors import UmpireError
from pyengine.games.skirmish import kb_rows as k
from pyengine.games.skirmish.common import Solved, TableArgs, solve
from pyengine.games.skirmish.facts import q, unit_facts
from pyengine.games.skirmish.table import Soldiers, Table
from pyengine.json_types import JsonObject
from pyengine.kb_solve import GroundSize
from pyengine.kb_terms import Term
from pyengine.trace import Assumptions, Contribution, aligned, cite_text

PURPOSES = ("bomb", "open_top")
COMPARE_WORDS = {"ge": ">=", "gt": ">"}


@dataclass
class Odds:
    """Counts of equally likely pairs of faces, and what they make of the test."""

    passes: int
    ties: int
    fails: int

    @property
    def p_pass(self) -> Fraction:
        """A tie is rolled again, so only decided rolls count."""
        return Fraction(self.passes, self.passes + self.fails)

    def to_json(self) -> JsonObject:
        p = self.p_pass
        return {
            "pass": str(p),
            "fail": str(1 - p),
            "pass_float": float(p),
            "pairs": {"pass": self.passes, "tie": self.ties, "fail": self.fails},
        }


def dice_sums(faces: list[int], less: int) -> dict[int, Fraction]:
    """The exact distribution of the sum of dice with these numbers of faces, less a score."""
    totals = Counter(sum(roll) - less for roll in product(*(range(1, n + 1) for n in faces)))
    count = sum(totals.values())
    return {k: Fraction(v, count) for k, v in sorted(totals.items())}


def odds_of(by: Mapping[str, Sequence[Term]], kind: str) -> Odds:
    """The counts of pairs of faces of one test (``test_roll/4``)."""
    results = [r.result.name for r in k.TestRoll.rows(by) if r.k.name == kind]
    return Odds(results.count("pass"), results.count("tie"), results.count("fail"))


@dataclass
class TestAnswer:
    question: str
    test: str
    unit: str
    opponent: str | None
    rule: Contribution
    dice: list[tuple[str, Contribution]]
    adds: list[tuple[str, Contribution]]
    odds: Odds
    assumptions: Assumptions
    ground: GroundSize

    def to_json(self) -> JsonObject:
        return {
            "question": self.question,
            "kind": "test",
            "test": self.test,
            "unit": self.unit,
            "opponent": self.opponent,
            "rule": self.rule.to_json(),
            "dice": [{"side": side, "die": c.to_json()} for side, c in self.dice],
            "adds": [{"side": side, "add": c.to_json()} for side, c in self.adds],
            "odds": self.odds.to_json(),
            "assumptions": self.assumptions.to_json(),
        }

    def text_lines(self) -> list[str]:
        p = self.odds.p_pass
        vs = f" vs {self.opponent}" if self.opponent else ""
        head = f"test {self.test.upper()} {self.unit}{vs}: passes with {p} (= {float(p):.3f})"
        rows = [(f"  passes when own total {self.rule.what} the other", cite_text(self.rule))]
        rows += [(f"  {side} die: {c.what}", cite_text(c)) for side, c in self.dice]
        rows += [(f"  {side} adds {c.what}: +{c.value}", cite_text(c)) for side, c in self.adds]
        o = self.odds
        rows.append(
            (
                f"  pairs of faces: {o.passes} pass, {o.fails} fail"
                + (f", {o.ties} tie (rolled again)" if o.ties else ""),
                "",
            )
        )
        return [head, *aligned(rows), *self.assumptions.lines()]


class TestQuestion:
    name = "test"
    usage = "ask test KIND UNIT [vs UNIT] [for bomb|open_top]"

    def answer(self, table: Table, question: m.Question) -> TestAnswer:
        args = TableArgs(table, question, self.usage)
        kind = args.choice(0, "test", tuple(sorted(table.catalogue.words("test"))))
        unit = args.soldiers(1)
        index, opponent, purpose = 2, None, None
        if index < len(question.args) and question.args[index].text == "vs":
            opponent = args.soldiers(index + 1)
            index += 2
        if index < len(question.args) and question.args[index].text == "for":
            purpose = args.choice(index + 1, "purpose", PURPOSES)
            index += 2
        args.no_more(index)
        opposed = kind in ("rt", "mc")
        if opposed and opponent is None:
            raise UmpireError(
                question.pos,
                f"the {kind.upper()} test is against an opponent",
                expected=f"ask test {kind} UNIT vs UNIT",
            )
        if not opposed and opponent is not None:
            raise UmpireError(
                question.pos, f"the {kind.upper()} test has no opponent", expected=f"ask test {kind} UNIT"
            )
        if kind == "pt" and purpose is None:
            purpose = "bomb"
        return test(table, question, kind, unit, opponent, purpose)


def test(
    table: Table, question: m.Question, kind: str, unit: Soldiers, opponent: Soldiers | None, purpose: str | None
) -> TestAnswer:
    facts = [k.Testing.fact(k=kind, u=q(unit.id)), *unit_facts(table, unit)]
    if opponent is not None:
        facts += [k.Opponent.fact(v=q(opponent.id)), *unit_facts(table, opponent)]
    if purpose is not None:
        facts.append(k.Purpose.fact(p=purpose))
    solved = solve(table, "test", facts)
    return read_test(solved, question, kind, unit, opponent)


def read_test(solved: Solved, question: m.Question, kind: str, unit: Soldiers, opponent: Soldiers | None) -> TestAnswer:
    rule = solved.rows(k.TestRule)[0]
    odds = odds_of(solved.by, kind)
    dice = sorted(
        ((r.side.name, solved.labelled(r.die, None, r.cite)) for r in solved.rows(k.TestDie)),
        key=lambda d: d[0] != "own",
    )
    adds = sorted(
        ((r.side.name, solved.labelled(r.score, r.n.number, r.cite)) for r in solved.rows(k.TestAdd)),
        key=lambda a: (a[0] != "own", a[1].term),
    )
    compare = solved.labelled(rule.compare, None, rule.cite)
    compare = Contribution(COMPARE_WORDS[compare.term], compare.term, None, compare.cite, compare.assumptions)
    return TestAnswer(
        str(question),
        kind,
        unit.id,
        opponent.id if opponent else None,
        compare,
        dice,
        adds,
        odds,
        solved.assumed(),
        solved.ground,
    )
