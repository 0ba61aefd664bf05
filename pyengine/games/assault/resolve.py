"""``ask resolve FIRER TARGET attack F.. defense F.. [critical F.. against F..]``: what the
rolled symbols of one ranged fire do (10.7.2-10.7.6).

A face is ``blank``, ``ch`` (critical hit), ``dp`` (damage point), ``x`` (suppression) or a
double success such as ``ch_dp``.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyengine import scenario_model as m
from pyengine.checked_position import Position
from pyengine.errors import UmpireError
from pyengine.games.assault import kb_rows as k
from pyengine.games.assault.card_facts import strength_facts
from pyengine.games.assault.dice import TABLE_ROWS
from pyengine.games.assault.fire import FireAnswer, fire_reports
from pyengine.json_types import JsonObject
from pyengine.questions import ArgReader
from pyengine.relations import ordered
from pyengine.trace import Assumptions, Contribution, aligned, cite_text, contribution, item_depends

SYMBOLS = ("ch", "dp", "x")
FACES = ("blank", *SYMBOLS, *(f"{a}_{b}" for i, a in enumerate(SYMBOLS) for b in SYMBOLS[i:]))
# Keywords that open each list of faces, and the KB's name for the roll.
ROLLS = {"attack": "attack", "defense": "defense", "critical": "crit_attack", "against": "crit_defense"}
SYMBOL_WORDS = {"ch": "critical hit", "dp": "damage point", "x": "suppression"}


def face_term(face: str) -> str:
    first, _, second = face.partition("_")
    return f"double({first},{second})" if second else first


@dataclass
class ResolveAnswer(FireAnswer):
    target: str
    counted: dict[str, dict[str, int]]
    remaining: dict[str, int]
    results: list[Contribution]
    pending: Contribution | None
    not_counted: list[Contribution]

    def to_json(self) -> JsonObject:
        verdict = "critical_roll_needed" if self.pending else "resolved"
        return {
            **self.common_json("resolve", verdict),
            "target": self.target,
            "counted": self.counted,
            "remaining": self.remaining,
            "results": [c.to_json() for c in self.results],
            "critical_roll": self.pending.to_json() if self.pending else None,
            "not_counted": [c.to_json() for c in self.not_counted],
        }

    def text_lines(self) -> list[str]:
        def words(counts: dict[str, int]) -> str:
            return (
                ", ".join(f"{n} {SYMBOL_WORDS[s]}{'s' if n > 1 else ''}" for s, n in counts.items() if n) or "nothing"
            )

        lines = [f"resolve {self.firer} -> {self.target}: {words(self.remaining)} left after the defense roll"]
        rows = [(f"  {roll}: {words(c)}", "") for roll, c in self.counted.items()]
        rows += [(f"  not counted: {c.what}", cite_text(c)) for c in self.not_counted]
        rows += [(f"  => {c.what}", cite_text(c)) for c in self.results]
        if self.pending is not None:
            rows.append((f"  => {self.pending.what}", cite_text(self.pending)))
        if not self.results and self.pending is None:
            rows.append(("  => no effect", ""))
        return lines + aligned(rows) + self.assumptions.lines()


class ResolveQuestion:
    name = "resolve"
    usage = "ask resolve FIRER TARGET attack FACE.. defense FACE.. [critical FACE.. against FACE..]"

    def read_rolls(self, args: ArgReader) -> dict[str, list[str]]:
        rolls: dict[str, list[str]] = {}
        current = None
        for i in range(2, len(args.question.args)):
            word = args.question.args[i]
            if word.text in ROLLS:
                if word.text in rolls:
                    raise UmpireError(word.pos, f"'{word.text}' given twice", expected=self.usage)
                current = word.text
                rolls[current] = []
            elif current is None:
                args.keyword(i, "attack")
            else:
                rolls[current].append(args.choice(i, "die face", FACES))
        for needed in ("attack", "defense"):
            if needed not in rolls:
                raise UmpireError(args.question.pos, f"'ask resolve' is missing the {needed} roll", expected=self.usage)
        if ("critical" in rolls) != ("against" in rolls):
            raise UmpireError(
                args.question.pos, "a critical-hit roll needs both 'critical' and 'against'", expected=self.usage
            )
        return rolls

    def answer(self, pos: Position, question: m.Question) -> ResolveAnswer:
        args = ArgReader(pos, question, self.usage)
        firer, target = args.enemy_pair()
        rolls = self.read_rolls(args)
        facts = [
            k.Rolled.fact(roll=ROLLS[roll], i=i, face=face_term(face))
            for roll, faces in rolls.items()
            for i, face in enumerate(faces)
        ]
        facts += strength_facts(target)
        reading = fire_reports(pos, firer, [target], "resolve", facts=facts, rows=TABLE_ROWS, trace_all=True)
        by, w = reading.by, reading.wording
        counted = {roll: dict.fromkeys(SYMBOLS, 0) for roll in rolls}
        names = {term_text: roll for roll, term_text in ROLLS.items()}
        for sc in k.SymbolCount.rows(by):
            if str(sc.roll) in names and names[str(sc.roll)] in counted:
                counted[names[str(sc.roll)]][str(sc.s)] = sc.n.number
        remaining = dict.fromkeys(SYMBOLS, 0)
        for left in k.Remains.rows(by):
            if str(left.roll) == "attack":
                remaining[str(left.s)] = left.n.number
        results = [
            contribution(r.effect, None, r.cite, w)
            for r in sorted(k.Result.rows(by), key=lambda r: (r.step.number, str(r.effect)))
        ]
        pending = next((contribution(p.as_term(), None, p.cite, w) for p in k.CritPending.rows(by)), None)
        not_counted = [contribution(n.what, None, n.cite, w) for n in ordered(k.NotCounted.rows(by))]
        assumed = {assumption for item, assumption in item_depends(by) if str(item) == "resolve"}
        assumptions = Assumptions.of(pos, assumed)
        return ResolveAnswer(
            str(question),
            firer.id,
            reading.illegal,
            assumptions,
            reading.ground,
            target.id,
            counted,
            remaining,
            results,
            pending,
            not_counted,
        )
