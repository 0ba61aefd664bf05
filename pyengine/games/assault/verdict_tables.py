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

from pyengine.games.assault.step_table import Row, table_rows
from pyengine.kb_terms import Term, term

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
    found = _TERMS.get(s._rep)
    if found is None:
        if len(_TERMS) > 200_000:
            _TERMS.clear()
        found = _TERMS[s._rep] = term(str(s))
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
        t = as_term

        def keyed(name: str, arity: int) -> Iterator[tuple[str, list[Symbol], list[Symbol]]]:
            """Rows whose first argument is a key term: its name, its arguments, the rest."""
            for args in table_rows(atoms, name, arity):
                k = args[0]
                yield k.name, k.arguments, args[1:]

        bars: dict[str, dict] = {"others": {}, "class": {}, "action": {}}
        for kn, ka, (h, r, c) in keyed("end_bar", 4):
            bars[kn].setdefault((*(a._rep for a in ka), h._rep), []).append((t(r), t(c)))
        marks: dict[str, dict] = {"side": {}, "any": {}, "class": {}}
        for kn, ka, (h, mk, c) in keyed("end_mark", 4):
            key = h._rep if kn == "any" else (ka[0]._rep, h._rep)
            marks[kn].setdefault(key, []).append((t(mk), t(c)))
        action_mark: dict[Key, list[Why]] = {}
        harsh_mark: list[Why] = []
        mode_mark: dict[Key, tuple[str, Term]] = {}
        for kn, ka, (mk, c) in keyed("move_mark", 3):
            if kn == "action":
                action_mark.setdefault(ka[0]._rep, []).append((t(mk), t(c)))
            elif kn == "harsh":
                harsh_mark.append((t(mk), t(c)))
            else:
                mode_mark[ka[0]._rep] = (mk.name, t(c))
        friendly: dict[Key, set[Key]] = defaultdict(set)
        for s, h, _ in table_rows(atoms, "friendly_at", 3):
            friendly[s._rep].add(h._rep)
        vstate = {s._rep: (md._rep, f.number, p.number, ld._rep) for s, md, f, p, ld in table_rows(atoms, "vstate", 5)}
        pivot: dict[tuple[Key, int, int, int, int], list[int]] = defaultdict(list)
        for r, f, p, f2, x, p2 in table_rows(atoms, "pivot", 6):
            pivot[(r._rep, f.number, p.number, f2.number, p2.number)].append(x.number)
        alley = [t(c) for (c,) in table_rows(atoms, "alley_cite", 1)]
        target = []
        for (h,) in table_rows(atoms, "target", 1):
            as_term(h)  # an asked target off the map has no hex symbol to name it by
            target.append(h._rep)
        distance, unwalked, unit_at = {}, [], {}
        if target:
            distance = {(a._rep, h._rep): n.number for a, h, n in table_rows(atoms, "distance", 3) if h._rep in target}
            walked = {m._rep for m, _ in table_rows(atoms, "walk_of", 2)}
            unwalked = [m for (m,) in table_rows(atoms, "asked", 1) if m._rep not in walked]
            unit_at = {u._rep: h._rep for u, h in table_rows(atoms, "unit_at", 2)}
        return cls(
            row_part=listed_by(
                ((mv._rep, (c._rep, tr._rep)), (t(lb), k.number, t(ci)))
                for mv, c, tr, lb, k, ci in table_rows(atoms, "row_part", 6)
            ),
            price_part=listed_by(
                ((p._rep, a._rep, b._rep), (t(lb), v.number, t(c)))
                for p, a, b, lb, v, c in table_rows(atoms, "price_part", 6)
            ),
            bend_part=listed_by(
                ((p._rep, a._rep, ld._rep, b._rep), (t(lb), v.number, t(c)))
                for p, a, ld, b, lb, v, c in table_rows(atoms, "bend_part", 7)
            ),
            row_refusal=listed_by(
                ((mv._rep, (c._rep, tr._rep)), (t(r), t(ci)))
                for mv, c, tr, r, ci in table_rows(atoms, "row_refusal", 5)
            ),
            special_refusal=listed_by(
                ((p._rep, a._rep, b._rep), (t(r), t(c))) for p, a, b, r, c in table_rows(atoms, "step_refusal", 5)
            ),
            fast_refusal=listed_by(
                ((p._rep, a._rep, b._rep), (t(r), t(c))) for p, a, b, r, c in table_rows(atoms, "fast_refusal", 5)
            ),
            step_blocked={(p._rep, a._rep, b._rep) for p, a, b, *_ in table_rows(atoms, "step_blocked", 5)},
            row_assumes=listed_by(
                ((mv._rep, (c._rep, tr._rep)), t(x)) for mv, c, tr, x in table_rows(atoms, "row_assumption", 4)
            ),
            special_assumes=listed_by(
                ((p._rep, a._rep, b._rep), t(x)) for p, a, b, x in table_rows(atoms, "step_assumption", 4)
            ),
            fast_assumes=listed_by(
                ((p._rep, a._rep, b._rep), t(x)) for p, a, b, x in table_rows(atoms, "fast_assumes", 4)
            ),
            hex_assumes=listed_by((h._rep, t(x)) for h, x in table_rows(atoms, "hex_assumes", 2)),
            state_assumes=listed_by(((u._rep, str(r)), t(x)) for u, r, x in table_rows(atoms, "state_assumes", 3)),
            bar_others=bars["others"],
            bar_class=bars["class"],
            bar_action=bars["action"],
            mark_side=marks["side"],
            mark_any=marks["any"],
            mark_class=marks["class"],
            start_mark=listed_by((h._rep, (t(mk), t(c))) for h, mk, c in table_rows(atoms, "start_mark", 3)),
            action_mark=action_mark,
            harsh_mark=harsh_mark,
            mode_mark=mode_mark,
            over_budget={md._rep: (nm.name, t(c)) for md, nm, c in table_rows(atoms, "over_budget", 3)},
            rule={nm.name: t(c) for nm, c in table_rows(atoms, "move_rule", 2)},
            harsh_entry={(mv._rep, ma.number, h._rep) for mv, ma, h in table_rows(atoms, "harsh_entry", 3)},
            harsh_priced={(p._rep, ma.number, a._rep, b._rep) for p, ma, a, b in table_rows(atoms, "harsh_priced", 4)},
            mode_assumes=listed_by((md._rep, t(x)) for md, x in table_rows(atoms, "mode_assumes", 2)),
            alley_turn_assumes=listed_by((n.number, t(x)) for n, x in table_rows(atoms, "alley_turn_assumes", 2)),
            confined={(w._rep, h._rep) for w, h in table_rows(atoms, "confined", 2)},
            off_alley={(w._rep, a._rep, b._rep) for w, a, b in table_rows(atoms, "off_alley", 3)},
            wblocked={(w._rep, a._rep, b._rep) for w, a, b in table_rows(atoms, "wblocked", 3)},
            shut=listed_by(((w._rep, h._rep), (t(r), t(c))) for w, h, r, c in table_rows(atoms, "shut", 4)),
            alley_cite=alley[0] if alley else None,
            allowance={m._rep: n.number for m, n in table_rows(atoms, "allowance", 2)},
            unit_class={u._rep: c._rep for u, c in table_rows(atoms, "unit_class", 2)},
            friendly=dict(friendly),
            target=target,
            distance=distance,
            unwalked=unwalked,
            unit_at=unit_at,
            vstate=vstate,
            pivot=dict(pivot),
            turn={(f.number, f2.number): n.number for f, f2, n in table_rows(atoms, "turn", 3)},
        )
