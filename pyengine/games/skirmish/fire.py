"""``ask fire UNIT TARGET [weapon W] [ammo ap|he]``: heavy-weapons direct fire from trigger to
outcome (kb/skirmish/fire.lp). The KB says which faces of which die lead where: the hit
table's cell for each face, the penetration score each part needs, the effects row for each
face of the D10. This module measures the geometry (range, the side hit, the impact angle,
heights) and multiplies the chances exactly, so every outcome carries its probability as a
fraction and the cells it passed through."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from fractions import Fraction

from pyengine import scenario_model as m
from pyengine.errors import UmpireError
from pyengine.games.skirmish import kb_rows as k
from pyengine.games.skirmish.common import Solved, TableArgs, distance_text, solve
from pyengine.games.skirmish.facts import q, range_facts, unit_facts
from pyengine.games.skirmish.rolls import dice_sums, odds_of
from pyengine.games.skirmish.spot import sighting_facts
from pyengine.games.skirmish.table import Region, Soldiers, Table
from pyengine.json_types import JsonObject
from pyengine.kb_solve import GroundSize
from pyengine.kb_terms import Term
from pyengine.plane import Point, compare_squares, dist2_to_segment, edges, length, locate, within_degrees
from pyengine.trace import Assumptions, Citation, Contribution, aligned, cite_text

AMMO = ("ap", "he")
# The side a shot from each direction strikes, by the arc around the target's facing, and
# the plate's normal for the impact angle (degrees counter-clockwise from the facing).
SUMMARY = ("destroyed", "immobilized", "weapon_lost", "slowed", "casualty", "building", "no_effect", "unknown")


@dataclass
class Outcome:
    """One end of the chain, its exact probability and the cells that led to it."""

    what: str
    summary: str
    p: Fraction
    path: list[Contribution] = field(default_factory=list)

    def to_json(self) -> JsonObject:
        return {
            "outcome": self.what,
            "summary": self.summary,
            "p": str(self.p),
            "percent": round(float(self.p) * 100, 2),
            "path": [c.to_json() for c in self.path],
        }


@dataclass
class FireAnswer:
    question: str
    firer: str
    target: str
    weapon: str
    ammo: str
    distance: str
    refused: list[Contribution]
    steps: list[tuple[str, Contribution]]
    outcomes: list[Outcome]
    penetration: list[JsonObject]
    cf: JsonObject | None
    scatter: JsonObject | None
    assumptions: Assumptions
    ground: GroundSize
    # The rules that call for the CF test and the scatter of an HE miss (lines 13, 124).
    cf_rule: Citation | None = None
    scatter_rule: Citation | None = None

    def summary(self) -> dict[str, Fraction]:
        totals = dict.fromkeys(SUMMARY, Fraction(0))
        for o in self.outcomes:
            totals[o.summary] += o.p
        return totals

    def to_json(self) -> JsonObject:
        return {
            "question": self.question,
            "kind": "fire",
            "firer": self.firer,
            "target": self.target,
            "weapon": self.weapon,
            "ammo": self.ammo,
            "distance": self.distance,
            "verdict": "refused" if self.refused else "fired",
            "refused": [c.to_json() for c in self.refused],
            "steps": [{"step": s, "cell": c.to_json()} for s, c in self.steps],
            "outcomes": [o.to_json() for o in self.outcomes],
            "penetration": self.penetration,
            "summary": {k: str(v) for k, v in self.summary().items()},
            "cf": self.cf,
            "scatter": self.scatter,
            "assumptions": self.assumptions.to_json(),
        }

    def text_lines(self) -> list[str]:
        head = f"fire {self.firer} -> {self.target} with {self.weapon} ({self.ammo.upper()}), {self.distance}"
        rows = [(f"  REFUSED: {c.what}", cite_text(c)) for c in self.refused]
        rows += [(f"  {s}: {c.what}", cite_text(c)) for s, c in self.steps]
        for o in self.outcomes:
            rows.append((f"  {o.p} ({float(o.p):.1%}): {o.what}", cite_text(o.path[-1]) if o.path else ""))
        if self.outcomes:
            summary = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in self.summary().items() if v)
            rows.append((f"  in all: {summary}", ""))
        if self.cf and self.cf_rule:
            cf = f"  CF test on a hit: fails with {self.cf['fail']}; the target loses its fire with {self.cf['p']}"
            rows.append((cf, self.cf_rule.text()))
        if self.scatter and self.scatter_rule:
            off = ", ".join(f"{cm} cm {p}" for cm, p in self.scatter["distances"].items())
            rows.append((f"  an HE miss ({self.scatter['p_miss']}) lands off by: {off}", self.scatter_rule.text()))
        return [head, *aligned(rows), *self.assumptions.lines()]


class FireQuestion:
    name = "fire"
    usage = "ask fire UNIT TARGET|BUILDING [weapon NAME] [ammo ap|he] [fragments]"

    def answer(self, table: Table, question: m.Question) -> FireAnswer:
        args = TableArgs(table, question, self.usage)
        buildings = {r.id: r for r in table.regions if r.kind == "building"}
        target: Soldiers | Region
        if args.word(1, "a target").text in buildings:
            firer, target = args.soldiers(0), buildings[question.args[1].text]
        else:
            firer, target = args.enemy_soldiers()
        heavy = [w for w in firer.card.weapons if w.kind.text == "heavy"]
        index, weapon, ammo, fragments = 2, heavy[0] if heavy else None, None, False
        while index < len(question.args):
            word = args.choice(index, "option", ("weapon", "ammo", "fragments"))
            if word == "fragments":
                fragments, index = True, index + 1
                continue
            if word == "weapon":
                name = args.choice(index + 1, "heavy weapon", tuple(w.name.text for w in heavy))
                weapon = next(w for w in heavy if w.name.text == name)
            else:
                ammo = args.choice(index + 1, "ammunition", AMMO)
            index += 2
        if weapon is None:
            raise UmpireError(
                question.args[0].pos, f"unit '{firer.id}' has no heavy weapon", expected="weapon NAME heavy ..."
            )
        if isinstance(target, Region):
            return fire(table, question, firer, target, weapon, ammo or "he", fragments)
        if target.facing is None and target.unit_class in table.catalogue.words("armoured_class"):
            raise UmpireError(target.pos, f"armoured target '{target.id}' needs a facing", expected="facing DEGREES")
        if ammo is None:
            soft = target.unit_class in table.catalogue.words("team_class") | {"artillery"}
            ammo = "he" if fragments or soft else "ap"
        return fire(table, question, firer, target, weapon, ammo, fragments)


def fire(
    table: Table, question: m.Question, u: Soldiers, t: Soldiers | Region, w: m.Weapon, ammo: str, fragments: bool
) -> FireAnswer:
    uid, tid, wid = q(u.id), q(t.id), q(w.name.text)
    facts = [k.Firing.fact(u=uid, t=tid, w=wid, ammo=ammo), k.Testing.fact(k="cf", u=tid), *unit_facts(table, u)]
    if fragments:
        facts.append(k.Fragments.fact(u=uid, t=tid))
    if w.gun:
        facts.append(f'weapon_gun({uid},{wid},"{w.gun}").')
    if isinstance(t, Region):
        return fire_at_building(table, question, u, t, w, ammo, facts)
    facts += unit_facts(table, t) + sighting_facts(table, u, t)
    facts += range_facts(u, t, [w])
    facts += [k.Armour.fact(t=tid, part=part, cm=cm) for part, (cm, _) in sorted(t.card.armour.items())]
    facts += geometry_facts(table, u, t)
    solved = solve(table, "fire", facts)
    return read_fire(solved, question, u, t, w, ammo)


def fire_at_building(
    table: Table, question: m.Question, u: Soldiers, b: Region, w: m.Weapon, ammo: str, facts: list[str]
) -> FireAnswer:
    """A building: the distance to its nearest point against the weapon's ranges."""
    uid, bid, wid = q(u.id), q(b.id), q(w.name.text)
    facts.append(k.BuildingTarget.fact(u=uid, b=bid, type=b.terrain))
    inside = locate(u.at, b.polygon) != "outside"
    d2 = Fraction(0) if inside else min(dist2_to_segment(u.at, a, c) for a, c in edges(b.polygon))
    for band, cm in zip(("long", "effective", "short"), w.ranges or (), strict=False):
        facts += [
            k.WeaponRange.fact(u=uid, w=wid, band=band, cm=cm),
            k.DistCmp.fact(a=uid, b=bid, cm=cm, cmp=compare_squares(d2, cm)),
        ]
    solved = solve(table, "fire", facts)
    return read_fire(solved, question, u, b, w, ammo)


def geometry_facts(table: Table, u: Soldiers, t: Soldiers) -> list[str]:
    """The side of the target facing the firer, the impact angle on it, and the height gap."""
    uid, tid = q(u.id), q(t.id)
    out = []
    v = u.at - t.at
    cat = table.catalogue
    assert cat.steep_within is not None and cat.lower_cm is not None, "kb/skirmish/tables.lp gives both"
    if t.facing is not None and (v.x or v.y):
        for side, low, high, normal in cat.side_arcs:
            where = within_degrees(v, t.facing + low, t.facing + high)
            if where == "outside":
                continue
            out.append(k.HitSide.fact(u=uid, t=tid, side=side, where=where))
            window = cat.steep_within
            steep = within_degrees(v, t.facing + normal - window, t.facing + normal + window)
            out.append(k.Impact.fact(u=uid, t=tid, side=side, angle="below_75" if steep == "outside" else "from_75"))
    gap = height(table, u.at) - height(table, t.at)
    out.append(k.Lower.fact(u=uid, t=tid, cmp="lt" if gap < cat.lower_cm else "eq" if gap == cat.lower_cm else "gt"))
    return out


def height(table: Table, p: Point) -> Fraction:
    """The height of the highest hill area that holds p (0 on level ground)."""
    heights = [r.height for r in table.regions if r.height is not None and locate(p, r.polygon) != "outside"]
    return max(heights, default=Fraction(0))


def read_fire(
    solved: Solved, question: m.Question, u: Soldiers, t: Soldiers | Region, w: m.Weapon, ammo: str
) -> FireAnswer:
    distance = distance_text(length(u.at, t.at)) if isinstance(t, Soldiers) else f"at building {t.id}"
    refused = [solved.labelled(r.reason, None, r.cite) for r in solved.rows(k.FireRefused)]
    bands = solved.rows(k.FireBand)
    steps = [("range", solved.labelled(r.band, None, r.cite)) for r in bands]
    steps += [(f"column ({r.why.name})", solved.labelled(r.col, None, r.cite)) for r in solved.rows(k.FireColumn)]
    steps += [("calibre row", solved.labelled(r.r, None, r.cite)) for r in solved.rows(k.PenRow)]
    outcomes: list[Outcome] = []
    penetration: list[JsonObject] = []
    cf = scatter = None
    cf_rule = scatter_rule = None
    if not refused and bands:
        chain = _Chain(solved)
        outcomes = chain.outcomes()
        penetration = chain.penetration()
        p_hit = sum((o.p for o in outcomes if o.summary != "no_effect" or o.what != "miss"), Fraction(0))
        cf_tests = solved.rows(k.CfTest)
        if cf_tests:
            odds = odds_of(solved.by, "cf")
            cf_rule = solved.wording.citation(cf_tests[0].cite)
            cf = {
                "p_hit": str(p_hit), "fail": str(1 - odds.p_pass), "p": str(p_hit * (1 - odds.p_pass)),
                "rule": cf_rule.to_json(),
            }  # fmt: skip
        if chain.scatters:
            scatter = chain.scatter()
            scatter_rule = solved.wording.citation(chain.scatters[0].cite)
    return FireAnswer(
        str(question), u.id, t.id, w.name.text, ammo, distance, refused, steps, outcomes, penetration, cf, scatter,
        solved.assumed(("fire", "test", "ground")), solved.ground, cf_rule, scatter_rule,
    )  # fmt: skip


# One way a shot ends: what it does, how the summary counts it, its chance, and its path.
End = tuple[str, str, Fraction, list[Contribution]]


class _Chain:
    """The chain's exact arithmetic over the KB's decisions."""

    def __init__(self, solved: Solved) -> None:
        self.solved = solved
        self.faces = sorted(solved.rows(k.HitFace), key=lambda r: r.f.number)
        self.parts = {str(r.cell): r for r in solved.rows(k.PartHit)}
        self.need = {r.part.name: r for r in solved.rows(k.PenNeeded)}
        self.pen: defaultdict[str, list[str]] = defaultdict(list)
        for pf in solved.rows(k.PenFace):
            self.pen[pf.part.name].append(pf.result.name)
        self.effects: defaultdict[str, list[k.EffectFace]] = defaultdict(list)
        for e in solved.rows(k.EffectFace):
            self.effects[e.part.name].append(e)
        self.effect_class = {(r.p.name, r.outcome.string): r.class_.name for r in solved.rows(k.EffectClass)}
        self.soldier = {str(r.cell): r for r in solved.rows(k.SoldierFace)}
        self.choice = [r.p.name for r in solved.rows(k.ChoicePart)]
        self.scatters = sorted(solved.rows(k.HeScatter), key=lambda r: r.i.number)

    def outcomes(self) -> list[Outcome]:
        total: dict[tuple[str, str], Outcome] = {}
        per_face = Fraction(1, len(self.faces))
        for face in self.faces:
            step = self.solved.labelled(face.cell, None, face.cite)
            for what, summary, p, path in self._after_hit(face.cell):
                key = (what, summary)
                found = total.setdefault(key, Outcome(what, summary, Fraction(0), []))
                found.p += per_face * p
                for c in [step, *path]:
                    if c not in found.path:
                        found.path.append(c)
        return sorted(total.values(), key=lambda o: (-o.p, o.what))

    def _after_hit(self, cell: Term) -> list[End]:
        hit = self.parts.get(str(cell))
        if cell.name == "none" or (hit is None and str(cell) not in self.soldier):
            return [("miss", "no_effect", Fraction(1), [])]
        if str(cell) in self.soldier:
            s = self.soldier[str(cell)]
            result = s.result.name
            label = self.solved.labelled(s.result, None, s.cite)
            return [(f"soldier {result}", "casualty" if result == "dead" else "no_effect", Fraction(1), [label])]
        if hit is None:  # not reached: a cell with no part is a miss or a soldier's
            return [("miss", "no_effect", Fraction(1), [])]
        part = hit.part.name
        if part == "building":  # its wall is pierced first (lines 13, 151), then the effects
            return self._building()
        if part == "shield":
            return [("the shield stops it", "no_effect", Fraction(1), [])]
        if part == "choice":
            part = max(self.choice, key=self._p_pen)
        return self._part(part)

    def _building(self) -> list[End]:
        faces = self.solved.rows(k.BuildingFace)
        ends, path, p_pen = self._pierce("building")
        if not p_pen:
            return ends
        w = self.solved.wording
        return ends + [
            (
                f"building: {w.term(f.v)}",
                "building",
                p_pen / len(faces),
                [*path, self.solved.labelled(f.v, None, f.cite)],
            )
            for f in faces
        ]

    def penetration(self) -> list[JsonObject]:
        """Each part the shot may have to pierce: the score needed and the chance."""
        return [
            {
                "part": part,
                "need": str(n.need),
                "p": str(self._p_pen(part)),
                "cite": self.solved.wording.citation(n.cite).to_json(),
            }
            for part, n in sorted(self.need.items())
        ]

    def _unknown(self, part: str) -> bool:
        """No column of the penetration table for the plate: the chance is unknown."""
        return part in self.need and str(self.need[part].need) == "unknown"

    def _p_pen(self, part: str) -> Fraction:
        faces = self.pen.get(part)
        if self._unknown(part):
            return Fraction(0)  # no column: never assumed to penetrate
        if faces is None:
            return Fraction(1)  # no armour roll: the effects apply
        return Fraction(faces.count("penetrates"), len(faces))

    def _pierce(self, part: str) -> tuple[list[End], list[Contribution], Fraction]:
        """The shot's ends before any effect (not penetrated, or no column: unknown), the
        penetration step for the path, and the chance the effects apply."""
        ends: list[End] = []
        path = []
        p_pen = self._p_pen(part)
        if part in self.need:
            need = self.need[part]
            path.append(self.solved.labelled(need.need, None, need.cite))
            if self._unknown(part):
                why = f"{part}: unknown (no column of the penetration table for this plate)"
                return [(why, "unknown", Fraction(1), path)], path, Fraction(0)
            if p_pen < 1:
                ends.append((f"{part}: not penetrated", "no_effect", 1 - p_pen, path))
        return ends, path, p_pen

    def _part(self, part: str) -> list[End]:
        ends, path, p_pen = self._pierce(part)
        if self._unknown(part):
            return ends
        effects = self.effects.get(part, [])
        for e in effects:
            outcome = e.outcome.string
            summary = self.effect_class.get((part, outcome), "casualty" if "dead" in outcome else "no_effect")
            label = self.solved.labelled(e.outcome, None, e.cite)
            ends.append((f"{part}: {outcome}", summary, p_pen / len(effects), [*path, label]))
        if not effects and p_pen > 0:
            ends.append((f"{part}: hit, no effect in the table", "no_effect", p_pen, path))
        return ends

    def scatter(self) -> JsonObject:
        """The dice of the scatter row, less CS, each distance with its chance (lines 124-129)."""
        (cs,) = self.solved.rows(k.FirerCs)
        dice = [s.faces.number for s in self.scatters]
        misses = sum(1 for f in self.faces if f.cell.name == "none")
        over = self.solved.rows(k.ScatterOver)
        return {
            "p_miss": str(Fraction(misses, len(self.faces))),
            "distances": {str(n): str(p) for n, p in dice_sums(dice, cs.n.number).items()},
            "flies_over": str(Fraction(over[0].a.number, over[0].b.number)) if over else "0",
            "row": self.solved.wording.citation(self.scatters[0].cite).to_json(),
        }
