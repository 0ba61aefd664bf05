"""The tables a move's verdict reads, read once per question from the ground program's base
part (kb/assault/movement.lp's "What a move's verdict reads", step.lp, state.lp): keyed by
clingo's symbol ids, their values the answer's terms. move_verdict.py looks them up."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import clingo
from clingo import Symbol

from pyengine import kb_rows as kb
from pyengine.games.assault import kb_rows as akb
from pyengine.games.assault.step_table import STEP, Row
from pyengine.kb_terms import Term, term
from pyengine.relations import symbol_id, table

sid = symbol_id

Key = int
Part = tuple[Term, int, Term]  # label, value, cite
Why = tuple[Term, Term]  # reason, cite

# Each symbol's text as a Term, by clingo's symbol id (stable for the process, step_table.py).
_TERMS: dict[Key, Term] = {}


def listed_by(pairs: Iterator[tuple[Any, Any]]) -> dict[Any, list[Any]]:
    """Values grouped by key, in the order read."""
    out: dict[Any, list[Any]] = defaultdict(list)
    for k, v in pairs:
        out[k].append(v)
    return dict(out)


def known_term(k: Key) -> Term | None:
    """The term of a symbol id read before, if any."""
    return _TERMS.get(k)


def as_term(s: Symbol) -> Term:
    key = sid(s)
    found = _TERMS.get(key)
    if found is None:
        if len(_TERMS) > 200_000:
            _TERMS.clear()
        found = _TERMS[key] = term(str(s))
    return found


@dataclass
class VerdictTables:
    """The tables a move's verdict reads (keys are symbol ids; values the answer's terms)."""

    row_part: dict[tuple[Key, Row], list[Part]]  # by movement type and terrain row
    price_part: dict[tuple[Key, Key, Key], list[Part]]
    bend_part: dict[tuple[Key, Key, Key, Key], list[Part]]
    row_refusal: dict[tuple[Key, Row], list[Why]]
    special_refusal: dict[tuple[Key, Key, Key], list[Why]]
    fast_refusal: dict[tuple[Key, Key, Key], list[Why]]
    step_blocked: set[tuple[Key, Key, Key]]
    row_assumes: dict[tuple[Key, Row], list[Term]]
    special_assumes: dict[tuple[Key, Key, Key], list[Term]]
    fast_assumes: dict[tuple[Key, Key, Key], list[Term]]
    hex_assumes: dict[Key, list[Term]]
    state_assumes: dict[tuple[Key, str], list[Term]]  # by unit and reason text
    bar_others: dict[tuple[Key, Key], list[Why]]  # side, hex
    bar_class: dict[tuple[Key, Key, Key], list[Why]]  # side, class, hex
    bar_action: dict[tuple[Key, Key, Key], list[Why]]  # side, action, hex
    mark_side: dict[tuple[Key, Key], list[Why]]
    mark_any: dict[Key, list[Why]]
    mark_class: dict[tuple[Key, Key], list[Why]]
    start_mark: dict[Key, list[Why]]
    action_mark: dict[Key, list[Why]]
    harsh_mark: list[Why]
    mode_mark: dict[Key, tuple[str, Term]]
    over_budget: dict[Key, tuple[str, Term]]
    rule: dict[str, Term]
    harsh_entry: set[tuple[Key, int, Key]]
    harsh_priced: set[tuple[Key, int, Key, Key]]
    mode_assumes: dict[Key, list[Term]]
    alley_turn_assumes: dict[int, list[Term]]
    confined: set[tuple[Key, Key]]
    off_alley: set[tuple[Key, Key, Key]]
    wblocked: set[tuple[Key, Key, Key]]
    shut: dict[tuple[Key, Key], list[Why]]
    alley_cite: Term | None
    allowance: dict[Key, int]
    unit_class: dict[Key, Key]
    friendly: dict[Key, set[Key]]  # side -> hexes holding one of its units
    target: list[Key]
    distance: dict[tuple[Key, Key], int]  # from a hex to an asked target
    unwalked: list[Symbol]  # asked moves without a walk (illegal), when a target is asked
    unit_at: dict[Key, Key]  # read with them
    vstate: dict[Key, tuple[Key, int, int, Key]]  # state -> mode, facing, pivot, last step
    pivot: dict[tuple[Key, int, int, int, int], list[int]]
    turn: dict[tuple[int, int], int]

    @classmethod
    def read(cls, atoms: clingo.SymbolicAtoms) -> VerdictTables:
        return cls(
            **_end_tables(atoms),
            **_step_tables(atoms),
            **_assumption_tables(atoms),
            **_move_tables(atoms),
            **_target_tables(atoms),
            **_vehicle_tables(atoms),
        )


# Each reader below fills some of VerdictTables' fields from the tables of one kind.
Fields = dict[str, Any]
ROW = ("mv", "c", "t")  # a plain step's key: movement type and the terrain row (chart, row)


def _end_tables(atoms: clingo.SymbolicAtoms) -> Fields:
    """What bars a move's end, and what ending or starting somewhere imposes (end_bar/4,
    end_mark/4, move_mark/3, start_mark/3)."""
    t = as_term
    bars: dict[str, dict[Any, list[Why]]] = {"others": {}, "class": {}, "action": {}}
    for key, h, r, c in table(atoms, akb.EndBar, "key", "h", "reason", "cite"):
        bars[key.name].setdefault((*(sid(a) for a in key.arguments), sid(h)), []).append((t(r), t(c)))
    marks: dict[str, dict[Any, list[Why]]] = {"side": {}, "any": {}, "class": {}}
    for key, h, mk, c in table(atoms, akb.EndMark, "key", "h", "marker", "cite"):
        # side(S) and class(Cl) name what the mark is for; any names nothing.
        at = sid(h) if key.name == "any" else (*(sid(a) for a in key.arguments), sid(h))
        marks[key.name].setdefault(at, []).append((t(mk), t(c)))
    action_mark: dict[Key, list[Why]] = {}
    harsh_mark: list[Why] = []
    mode_mark: dict[Key, tuple[str, Term]] = {}
    for key, mk, c in table(atoms, akb.MoveMark, "key", "marker", "cite"):
        if key.name == "harsh":
            harsh_mark.append((t(mk), t(c)))
            continue
        (what,) = key.arguments  # action(A) or mode(Md)
        if key.name == "action":
            action_mark.setdefault(sid(what), []).append((t(mk), t(c)))
        else:
            mode_mark[sid(what)] = (mk.name, t(c))
    start_mark = listed_by((sid(h), (t(mk), t(c))) for h, mk, c in table(atoms, akb.StartMark, "h", "marker", "cite"))
    return {
        "bar_others": bars["others"], "bar_class": bars["class"], "bar_action": bars["action"],
        "mark_side": marks["side"], "mark_any": marks["any"], "mark_class": marks["class"],
        "start_mark": start_mark, "action_mark": action_mark, "harsh_mark": harsh_mark, "mode_mark": mode_mark,
    }  # fmt: skip


def _step_tables(atoms: clingo.SymbolicAtoms) -> Fields:
    """How each step is priced, part by part, and why one is refused."""
    t = as_term
    return {
        "row_part": listed_by(
            ((sid(mv), (sid(c), sid(tr))), (t(lb), k.number, t(ci)))
            for mv, c, tr, lb, k, ci in table(atoms, akb.RowPart, *ROW, "label", "k", "cite")
        ),
        "price_part": listed_by(
            ((sid(p), sid(a), sid(b)), (t(lb), v.number, t(c)))
            for p, a, b, lb, v, c in table(atoms, akb.PricePart, *STEP, "label", "k", "cite")
        ),
        "bend_part": listed_by(
            ((sid(p), sid(a), sid(last), sid(b)), (t(lb), v.number, t(c)))
            for p, a, last, b, lb, v, c in table(atoms, akb.BendPart, "p", "h1", "last", "h2", "label", "v", "cite")
        ),
        "row_refusal": listed_by(
            ((sid(mv), (sid(c), sid(tr))), (t(r), t(ci)))
            for mv, c, tr, r, ci in table(atoms, akb.RowRefusal, *ROW, "reason", "cite")
        ),
        "special_refusal": listed_by(
            ((sid(p), sid(a), sid(b)), (t(r), t(c)))
            for p, a, b, r, c in table(atoms, akb.StepRefusal, *STEP, "reason", "cite")
        ),
        "fast_refusal": listed_by(
            ((sid(p), sid(a), sid(b)), (t(r), t(c)))
            for p, a, b, r, c in table(atoms, akb.FastRefusal, *STEP, "reason", "cite")
        ),
        "step_blocked": {(sid(p), sid(a), sid(b)) for p, a, b in table(atoms, akb.StepBlocked, *STEP)},
    }


def _assumption_tables(atoms: clingo.SymbolicAtoms) -> Fields:
    """What a step, a hex, a state's verdict, a mode or an alley turn relies on."""
    t = as_term
    return {
        "row_assumes": listed_by(
            ((sid(mv), (sid(c), sid(tr))), t(x)) for mv, c, tr, x in table(atoms, akb.RowAssumes, *ROW, "a")
        ),
        "special_assumes": listed_by(
            ((sid(p), sid(a), sid(b)), t(x)) for p, a, b, x in table(atoms, akb.SpecialAssumes, *STEP, "a")
        ),
        "fast_assumes": listed_by(
            ((sid(p), sid(a), sid(b)), t(x)) for p, a, b, x in table(atoms, akb.FastAssumes, *STEP, "a")
        ),
        "hex_assumes": listed_by((sid(h), t(x)) for h, x in table(atoms, akb.HexAssumes, "h", "a")),
        "state_assumes": listed_by(
            ((sid(u), str(r)), t(x)) for u, r, x in table(atoms, akb.StateAssumes, "u", "reason", "a")
        ),
        "mode_assumes": listed_by((sid(md), t(x)) for md, x in table(atoms, akb.ModeAssumes, "md", "a")),
        "alley_turn_assumes": listed_by((n.number, t(x)) for n, x in table(atoms, akb.AlleyTurnAssumes, "n", "a")),
    }


def _move_tables(atoms: clingo.SymbolicAtoms) -> Fields:
    """Each move's allowance and unit, the rules its verdict cites, harsh steps, and the steps
    and hexes closed to one walk."""
    t = as_term
    friendly: dict[Key, set[Key]] = defaultdict(set)
    for s, h in table(atoms, akb.FriendlyAt, "s", "h"):
        friendly[sid(s)].add(sid(h))
    alley = [t(c) for (c,) in table(atoms, akb.AlleyCite, "cite")]
    return {
        "over_budget": {
            sid(md): (nm.name, t(c)) for md, nm, c in table(atoms, akb.OverBudget, "mode", "reason", "cite")
        },
        "rule": {nm.name: t(c) for nm, c in table(atoms, akb.MoveRule, "name", "cite")},
        "harsh_entry": {(sid(mv), ma.number, sid(h)) for mv, ma, h in table(atoms, akb.HarshEntry, "mv", "ma", "h")},
        "harsh_priced": {
            (sid(p), ma.number, sid(a), sid(b)) for p, ma, a, b in table(atoms, akb.HarshPriced, "p", "ma", "h1", "h2")
        },
        "confined": {(sid(w), sid(h)) for w, h in table(atoms, akb.Confined, "w", "h")},
        "off_alley": {(sid(w), sid(a), sid(b)) for w, a, b in table(atoms, akb.OffAlley, "w", "h1", "h2")},
        "wblocked": {(sid(w), sid(a), sid(b)) for w, a, b in table(atoms, akb.Wblocked, "w", "h1", "h2")},
        "shut": listed_by(
            ((sid(w), sid(h)), (t(r), t(c))) for w, h, r, c in table(atoms, akb.Shut, "w", "h", "reason", "cite")
        ),
        "alley_cite": alley[0] if alley else None,
        "allowance": {sid(m): n.number for m, n in table(atoms, kb.Allowance, "k", "n")},
        "unit_class": {sid(u): sid(c) for u, c in table(atoms, kb.UnitClass, "u", "type")},
        "friendly": dict(friendly),
    }


def _target_tables(atoms: clingo.SymbolicAtoms) -> Fields:
    """The asked target (`ask path`) and what its reasons read: distances to it, the asked moves
    without a walk, where units stand."""
    target = []
    for (h,) in table(atoms, kb.Target, "h"):
        as_term(h)  # an asked target off the map has no hex symbol to name it by
        target.append(sid(h))
    distance, unwalked, unit_at = {}, [], {}
    if target:
        distance = {
            (sid(a), sid(h)): n.number for a, h, n in table(atoms, kb.Distance, "a", "b", "n") if sid(h) in target
        }
        walked = {sid(m) for m, _ in table(atoms, kb.WalkOf, "k", "w")}
        unwalked = [m for (m,) in table(atoms, akb.Asked, "m") if sid(m) not in walked]
        unit_at = {sid(u): sid(h) for u, h in table(atoms, kb.UnitAt, "u", "h")}
    return {"target": target, "distance": distance, "unwalked": unwalked, "unit_at": unit_at}


def _vehicle_tables(atoms: clingo.SymbolicAtoms) -> Fields:
    """A vehicle's states, and what turning between two facings costs (turning.lp)."""
    vstate = {
        sid(s): (sid(md), f.number, p.number, sid(last))
        for s, md, f, p, last in table(atoms, akb.Vstate, "s", "md", "f", "p", "last")
    }
    pivot: dict[tuple[Key, int, int, int, int], list[int]] = defaultdict(list)
    for r, f, p, f2, x, p2 in table(atoms, akb.Pivot, "road", "f1", "used1", "f2", "cost", "used2"):
        pivot[(sid(r), f.number, p.number, f2.number, p2.number)].append(x.number)
    turn = {(f.number, f2.number): n.number for f, f2, n in table(atoms, akb.Turn, "f1", "f2", "n")}
    return {"vstate": vstate, "pivot": dict(pivot), "turn": turn}
