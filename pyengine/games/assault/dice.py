"""``ask fire A B [indirect] [as STATUS] [spot_failed] [joint UNIT]``: the attack and defense
dice of one ranged fire, step by step in the order of the ranged-fire aid (10.8, 10.9)."""

from __future__ import annotations

from dataclasses import dataclass

from pyengine import scenario_model as m
from pyengine.checked_position import PlacedUnit, Position
from pyengine.dice_pools import Pool, read_pools
from pyengine.errors import UmpireError
from pyengine.games.assault import kb_rows as k
from pyengine.games.assault.card_facts import card_facts
from pyengine.games.assault.fire import FireAnswer, FireReport, fire_reports
from pyengine.games.assault.sight import LineRequest, distance_fact
from pyengine.json_types import JsonObject
from pyengine.kb_atoms import quoted
from pyengine.kb_terms import function, string
from pyengine.questions import ArgReader
from pyengine.relations import ordered
from pyengine.trace import Assumptions, Contribution, aligned, cite_text, contribution

FIRE_STATUSES = ("firing", "turret_firing", "move_and_fire", "fire_and_move")
OPTIONS = ("indirect", "as", "spot_failed", "joint")
# The fire modification table's rows (kb/assault/fire_mods.lp): the defense rules read them.
TABLE_ROWS = ("attacker_firing", "attacker_turret_fire", "attacker_move_fire")


@dataclass
class FireDiceAnswer(FireAnswer):
    report: FireReport
    status: Contribution | None
    impact: Contribution | None
    attack: Pool
    defense: Pool
    notes: list[Contribution]

    @property
    def verdict(self) -> str:
        return "illegal" if self.illegal or self.report.cannot else "legal"

    def to_json(self) -> JsonObject:
        return {
            **self.common_json("fire", self.verdict),
            "target": self.report.to_json(),
            "fire_status": self.status.to_json() if self.status else None,
            "area_of_impact": self.impact.to_json() if self.impact else None,
            "attack": self.attack.to_json(),
            "defense": self.defense.to_json(),
            "notes": [c.to_json() for c in self.notes],
        }

    def text_lines(self) -> list[str]:
        r = self.report
        head = f"fire {self.firer} -> {r.target}: "
        if self.verdict == "illegal":
            head += "may NOT fire; the dice it would roll follow"
        else:
            band = r.band.what if r.band else "?"
            head += f"range {r.range}, {band}; LOS {r.line.headline()}"
        rows = [(f"  may not fire: {c.what}", cite_text(c)) for c in [*self.illegal, *r.cannot]]
        if self.status is not None:
            rows.append((f"  fire status: {self.status.what}", cite_text(self.status)))
        rows.append((f"  ATTACK {self.attack.final.text()}", ""))
        rows += self.attack.rows("    ")
        if self.impact is not None:
            rows.append((f"  area of impact: {self.impact.what}", cite_text(self.impact)))
        rows.append((f"  DEFENSE {self.defense.final.text()}", ""))
        rows += self.defense.rows("    ")
        rows += [(f"  note: {c.what}", cite_text(c)) for c in self.notes]
        rows.append((f"  spotting: {r.spotting.summary()}", ""))
        rows += r.line.rows("    ")
        return [head, *aligned(rows), *self.assumptions.lines()]


@dataclass(frozen=True)
class FireOptions:
    mode: str = "direct"
    status: str | None = None
    spot_failed: bool = False
    support: PlacedUnit | None = None  # a fire support unit giving joint fire (10.8.4)

    def facts(self, firer: PlacedUnit, target: PlacedUnit) -> list[str]:
        out = [k.DeclaredStatus.fact(s=self.status)] if self.status else []
        out += ["spotting_failed."] if self.spot_failed else []
        if self.support is not None:
            fsu = self.support
            out.append(k.JointFire.fact(line=quoted(target.id), f=quoted(fsu.id), lf=quoted(self.support_key(target))))
            out += [distance_fact(firer.hex, fsu.hex), distance_fact(fsu.hex, target.hex), *card_facts(fsu)]
        return out

    def support_key(self, target: PlacedUnit) -> str:
        return f"{target.id}#joint"

    def lines(self, target: PlacedUnit) -> list[LineRequest]:
        if self.support is None:
            return []
        return [LineRequest(self.support_key(target), self.support.hex, target.hex, "direct", self.support, target)]


def read_options(args: ArgReader, start: int, usage: str) -> FireOptions:
    """The optional words after the two units, in any order, each at most once."""
    mode, status, failed, support = "direct", None, False, None
    seen: set[str] = set()
    i = start
    while i < len(args.question.args):
        word = args.choice(i, "option", OPTIONS)
        if word in seen:
            raise UmpireError(args.question.args[i].pos, f"'{word}' given twice", expected=usage)
        seen.add(word)
        if word == "indirect":
            mode = "indirect"
        elif word == "spot_failed":
            failed = True
        elif word == "joint":
            i += 1
            support = args.unit(i)
        else:
            i += 1
            status = args.choice(i, "fire status", FIRE_STATUSES)
        i += 1
    return FireOptions(mode, status, failed, support)


class FireDiceQuestion:
    name = "fire"
    usage = "ask fire FIRER TARGET [indirect] [as FIRE_STATUS] [spot_failed] [joint UNIT]"

    def answer(self, pos: Position, question: m.Question) -> FireDiceAnswer:
        args = ArgReader(pos, question, self.usage)
        firer, target = args.enemy_pair()
        options = read_options(args, 2, self.usage)
        facts, lines = options.facts(firer, target), options.lines(target)
        reading = fire_reports(pos, firer, [target], "fire", options.mode, facts, TABLE_ROWS, lines, trace_all=True)
        report = reading.reports[target.id]
        by, w = reading.by, reading.wording
        pools = read_pools(by, w)

        status = next((contribution(r.s, None, r.cite, w) for r in k.ShotStatus.rows(by)), None)
        impact = next((contribution(r.area, None, r.cite, w) for r in k.Impact.rows(by)), None)

        notes = [contribution(r.note, None, r.cite, w) for r in ordered(k.FireNote.rows(by))]
        key = string(target.id)
        attack = pools.get(str(function("attack", [key])), Pool())
        defense = pools.get(str(function("defense", [key])), Pool())
        names = {*report.line.assumptions, *report.assumptions, *attack.assumptions(), *defense.assumptions()}
        return FireDiceAnswer(
            str(question),
            firer.id,
            reading.illegal,
            Assumptions.of(pos, names),
            reading.ground,
            report,
            status,
            impact,
            attack,
            defense,
            notes,
        )
