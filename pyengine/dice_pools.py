"""Dice pools read back from kb/core/pool.lp: every step with its why, and the pool after it.

The KB folds the steps; this module only groups the atoms per pool and words them. A pool
state is ``st(dice(R,Y,G,B), U, X)`` (known dice, U lost cells, X automatic symbols) or
``unresolved``.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from pyengine import kb_rows as kb
from pyengine.json_types import JsonObject
from pyengine.kb_terms import Term, function
from pyengine.scenario_model import Dice
from pyengine.trace import Contribution, Wording, contribution


@dataclass(frozen=True)
class PoolState:
    dice: Dice | None  # None: unresolved
    lost_cells: int = 0
    auto: int = 0

    @classmethod
    def of(cls, sym: Term) -> PoolState:
        if sym.name == "unresolved":
            return cls(None)
        dice, lost, auto = sym.arguments
        return cls(Dice(*(a.number for a in dice.arguments)), lost.number, auto.number)

    def text(self) -> str:
        if self.dice is None:
            return "unknown: which die goes depends on a lost chart cell"
        parts = [str(self.dice)] if any(self.dice.counts()) or not (self.lost_cells or self.auto) else []
        if self.lost_cells:
            parts.append(f"? (dice of {self.lost_cells} lost cell{'s' if self.lost_cells > 1 else ''})")
        if self.auto:
            parts.append(f"{self.auto} automatic X")
        return " + ".join(parts)

    def to_json(self) -> JsonObject:
        if self.dice is None:
            return {"resolved": False, "dice": None, "counts": None, "lost_cells": None, "auto_x": None}
        r, y, g, b = self.dice.counts()
        return {
            "resolved": True,
            "dice": str(self.dice),
            "counts": {"R": r, "Y": y, "G": g, "B": b},
            "lost_cells": self.lost_cells,
            "auto_x": self.auto,
        }


# How the rules for reading a roll (note(Rule) steps) read.
ROLL_RULES = {
    "doubles_once": "each double success counts once",
    "fsu_doubles_once": "the fire support unit's double counts once",
    "strongest_symbol_per_die": "only each die's strongest symbol counts",
    "opponent_ignores_one_x": "the opponent ignores one X",
    "reroll(attack_die)": "re-roll one attack die",
    "reroll(defense_die)": "re-roll one defense die",
}
COLOURS = {"r": "red", "y": "yellow", "g": "green", "b": "blue"}


def op_text(op: Term) -> str:
    """How a step changes the pool, in a few words."""
    name, args = op.name, op.arguments
    if name in ("add", "remove"):
        sign = "+" if name == "add" else "-"
        if args[0].name == "unknown":
            return f"{sign}? (lost icon)"
        return sign + str(Dice(*(a.number for a in args[0].arguments)))
    if name == "lose_weakest":
        keep = args[0].number
        return "lose the weakest die" + (f", keeping at least {keep}" if keep else "")
    if name == "auto":
        return f"+1 automatic {str(args[0]).upper()}"
    if name == "note":
        return ROLL_RULES.get(str(args[0]), str(args[0]))
    return {"clear": "no dice at all", "none": "no die"}.get(name, str(op))


def effect_text(effect: Term) -> str:
    if effect.name == "lost":
        (colour,) = effect.arguments
        return f"lost a {COLOURS[str(colour)]} die"
    if effect.name == "kept":
        (left,) = effect.arguments
        return f"only {left.number} die left: kept"
    return {"none_to_lose": "no die to lose", "undecided": "which die goes depends on a lost cell"}.get(
        effect.name, str(effect)
    )


@dataclass
class PoolStep:
    rank: int
    label: Contribution
    op: str
    after: PoolState
    effect: str | None = None

    def to_json(self) -> JsonObject:
        return {
            "step": self.rank,
            "label": self.label.to_json(),
            "change": self.op,
            "effect": self.effect,
            "pool_after": self.after.to_json(),
        }


@dataclass
class Pool:
    steps: list[PoolStep] = field(default_factory=list)
    final: PoolState = field(default_factory=lambda: PoolState(Dice()))
    rules: list[str] = field(default_factory=list)

    def rows(self, indent: str) -> list[tuple[str, str]]:
        out = []
        for s in self.steps:
            effect = f" ({s.effect})" if s.effect else ""
            assumes = f" [assumes {', '.join(s.label.assumptions)}]" if s.label.assumptions else ""
            # Dice changes fit a column; a rule for the roll reads after its reason.
            what = f"{s.op:<12} {s.label.what}" if len(s.op) <= 12 else f"{'':<12} {s.label.what}: {s.op}"
            text = f"{indent}{what}{effect}  => {s.after.text()}"
            out.append((text, s.label.cite.text() + assumes))
        return out

    def assumptions(self) -> set[str]:
        return {a for s in self.steps for a in s.label.assumptions}

    def to_json(self) -> JsonObject:
        return {
            "final": self.final.to_json(),
            "final_text": self.final.text(),
            "roll_rules": self.rules,
            "steps": [s.to_json() for s in self.steps],
        }


def read_pools(by: dict[str, list[Term]], w: Wording) -> dict[str, Pool]:
    """Pools keyed by their KB term (e.g. ``defense("t")``), steps in order, each step with
    the assumptions it rests on."""
    clashes = kb.PoolClash.rows(by)
    if clashes:
        raise RuntimeError(f"KB defect: pool steps share an order key: {sorted(map(str, clashes))}")
    assumptions: dict[tuple[str, int], list[str]] = defaultdict(list)
    for d in kb.PoolDepends.rows(by):
        assumptions[(str(d.p), d.k.number)].append(str(d.assumption))
    after = {(str(a.p), a.k.number): PoolState.of(a.state) for a in kb.PoolAfter.rows(by)}
    effects = {(str(e.p), e.k.number): effect_text(e.effect) for e in kb.PoolEffect.rows(by)}
    pools: dict[str, Pool] = defaultdict(Pool)
    for s in sorted(kb.PoolStep.rows(by), key=lambda s: (str(s.p), s.k.number)):
        k, r = str(s.p), s.k.number
        names = tuple(sorted(assumptions.get((k, r), ())))
        step = PoolStep(
            r, contribution(s.label, None, s.cite, w, names), op_text(s.op), after[(k, r)], effects.get((k, r))
        )
        pools[k].steps.append(step)
    for f in kb.PoolFinal.rows(by):
        pools[str(f.p)].final = PoolState.of(f.state)
    for n in sorted(kb.PoolRule.rows(by), key=lambda n: n.as_term()):
        pools[str(n.p)].rules.append(op_text(function("note", [n.rule])))
    return dict(pools)
