"""Each move's verdict, assembled by the bridge from the KB's tables and its own search.

movement.lp's ``#program verdict.`` part turns every walk's cheapest routes into each move's
answer: its ends (``destination``, ``left``, ``end_state``, ``imposes``), the hexes it cannot
end in (``why_not``), its routes (``pred``, ``route_part``) and what they rely on
(``depends``). Grounded per move, that is about 85,000 atoms for a whole side. Every
condition it tests is a table keyed by side, class, action, movement type, terrain row or
hex (the "What a move's verdict reads" section of movement.lp, step.lp and state.lp), so this
module looks them up instead (verdict_tables.py reads them), for each move, when the answer
is first read, and hands ``read_moves`` the parts those atoms carry (hex_moves.MoveParts),
with no atom text to write and read back. Python decides nothing here: which hexes a move
reaches and at what cost come from the search (route_search.py) and each move's budget; the
cheaper of forward and reversing is a comparison (forward on a tie, as in the verdict); every
reason, price part, marker, bar and assumption is a row of a KB table, and every threshold
the KB's budget.

The verdict part stays the reference: with ``ReferenceMode.reference`` the KB judges every
move (search.lp: ``judged/1``), and tests/games/assault/test_route_reference.py requires the
two answers to be byte-identical on random maps.

Boarding a vehicle (other_actions.lp) reads where moves end: ``Judge._boarding`` hands the
KB ``reach_end``/``reach_harsh`` for the hexes that hold a friendly unit, with the routes into
them; the routes into the vehicles a move may board (route/3, harsh_pred/5) are read back and
join the move's routes.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TypeVar

import clingo
from clingo import Function, Number, Symbol

from pyengine import kb_rows as kb
from pyengine.games.assault import kb_rows as akb
from pyengine.games.assault.step_table import Need, Row, Tables, Walk, hop_needs, walk_ends, walk_search
from pyengine.games.assault.verdict_tables import Key, Part, VerdictTables, Why, as_term, known_term
from pyengine.hex_moves import MoveParts, Routes
from pyengine.kb_solve import Handback
from pyengine.kb_terms import Term, term
from pyengine.relations import symbol_id, table
from pyengine.route_search import Found

Node = tuple[Key, Key]
sid = symbol_id
X = TypeVar("X")


@dataclass
class WalkResult:
    """One walk's search and what every move of it reads."""

    walk: Walk
    found: Found[Node]
    ends: dict[tuple[Key, Key], tuple[int, Key]]  # (hex, mode) -> cheapest cost, state shown
    fast: bool
    harsh: dict[Key, Key] = field(default_factory=dict)  # harsh entry from the start -> state
    # (move, hex, mode) -> the least step in beyond the move's budget (hop_needs), when read
    needs: dict[tuple[Key, Key, Key], Need] = field(default_factory=dict)


@dataclass
class MoveReach:
    """Where one move ends, by hex: (mode, state, cost) or, for a harsh entry, its state."""

    move: Symbol
    budget: dict[Key, int]
    reach: dict[Key, tuple[Key, Key, int]]
    harsh: dict[Key, Key]


class Judge:
    """Assembles each move's parts (module docstring) from the tables and searches."""

    def __init__(self, t: Tables, v: VerdictTables) -> None:
        self.t = t
        self.v = v
        self.walks: list[WalkResult] = []
        self.blocked_by_state: dict[tuple[Key, Key, Key], list[Why]] = {}
        self.boarding_ends: dict[Key, set[Node]] = {}  # by walk
        self.boarding_harsh: dict[Key, list[tuple[Node, Node]]] = {}  # by move
        self._out: dict[str, MoveParts] = {}  # the parts being assembled, by move
        sym = t.symbols
        self.fwd = sym.key(Function("fwd"))
        self.rev = sym.key(Function("rev"))

    # ---- the search and what the KB's second step reads --------------------------------
    def search(self, w: Walk) -> list[Symbol]:
        """Search the walk; return the facts the verdict part still reads: the states the
        state rules watch, the steps from the start, the start itself, and what boarding a
        vehicle reads (other_actions.lp)."""
        found = walk_search(self.t, w)
        if found is None:
            return []
        t, sym, wt = self.t, self.t.symbols, w.term
        ends = walk_ends(t, w, found)
        _, kind = wt.arguments  # w(U,K): a fast action's walk is K = fast
        result = WalkResult(w, found, ends, kind.name == "fast")
        result.harsh = self._harsh_nodes(result)
        self.walks.append(result)
        watched = [(h, s) for h, s in found.cost if w.watch_all or h in w.watch]
        facts = [akb.AtState.symbol(w=wt, h=sym[h], s=sym[s]) for h, s in watched]
        facts += [akb.AtHex.symbol(w=wt, h=sym[h]) for h in {h for h, _ in watched} | {w.start}]
        first = (w.start, w.starts[0])
        from_start = next(out for node, _, out in found.expanded if node == first)
        facts += [akb.StartHop.symbol(w=wt, h=sym[h], s=sym[s], k=Number(k)) for (h, s), k in from_start]
        return facts + self._boarding(result)

    def _boarding(self, r: WalkResult) -> list[Symbol]:
        """reach_end/reach_harsh where a move ends in a hex holding a friendly unit, and the
        routes into them (pred, at_hex): what other_actions.lp's boarding reads."""
        sym, wt = self.t.symbols, r.walk.term
        friendly = self.v.friendly.get(r.walk.side, set())
        facts: list[Symbol] = []
        routes: set[Node] = set()
        for mr in self.reaches(r, friendly):
            for h in friendly:
                if h in mr.reach:
                    _, s, c = mr.reach[h]
                    facts.append(akb.ReachEnd.symbol(m=mr.move, h=sym[h], c=Number(c), s=sym[s]))
                    routes.add((h, s))
                elif h in mr.harsh:
                    facts.append(akb.ReachHarsh.symbol(m=mr.move, h=sym[h], s=sym[mr.harsh[h]]))
        for node1, node2 in self._route_steps(r, routes):
            (h1, s1), (h2, s2) = node1, node2
            facts.append(kb.Pred.symbol(k=wt, h2=sym[h2], s2=sym[s2], h1=sym[h1], s1=sym[s1]))
            facts.append(akb.AtHex.symbol(w=wt, h=sym[h1]))
        return facts

    def finish(self, ctl: clingo.Control) -> Callable[[], dict[str, MoveParts]]:
        """After the verdict part is grounded: read what the route states forbid, and return
        what assembles every move's parts (on the answer's first read)."""
        atoms = ctl.symbolic_atoms
        for w, h1, h2, r, c in table(atoms, akb.StateBlocked, "w", "h1", "h2", "reason", "cite"):
            self.blocked_by_state.setdefault((sid(w), sid(h1), sid(h2)), []).append((as_term(r), as_term(c)))
        # The routes into the vehicles a move may board (other_actions.lp's route/3 and, by a
        # harsh entry, harsh_pred/5): route steps of the walk or the move too.
        for w, h, s in table(atoms, akb.Route, "w", "h", "s"):
            self.boarding_ends.setdefault(sid(w), set()).add((sid(h), sid(s)))
        for m, h, s, h0, s0 in table(atoms, akb.HarshPred, "m", "h", "s", "h0", "s0"):
            self.boarding_harsh.setdefault(sid(m), []).append(((sid(h0), sid(s0)), (sid(h), sid(s))))
        return self.parts

    def parts(self) -> dict[str, MoveParts]:
        """Every asked move's parts, by the move's term (hex_moves.move_key)."""
        self._out = {}
        self._unwalked_parts()
        for r in self.walks:
            self._walk_parts(r)
        return self._out

    def _parts(self, mt: Term, routes: Routes | None = None) -> MoveParts:
        found = self._out.get(str(mt))
        if found is None:
            found = self._out[str(mt)] = MoveParts([], {}, {}, {}, routes if routes is not None else Routes({}, {}))
        return found

    # ---- what a walk reaches -------------------------------------------------------------
    def _special_key(self, w: Walk, h1: Key, h2: Key) -> Key:
        """The pricing key of a special step (wspecial/4): the walk's movement type, or its
        jammed-alley key."""
        assert w.move is not None
        return self.t.jam_key(w.move) if (h1, h2) in w.jam else w.move

    def _harsh_move(self, w: Walk, h1: Key, h2: Key) -> bool:
        """A step costing more than the walk's MA that 9.5 allows as a move's only step
        (harsh_move/3)."""
        v, wk = self.v, sid(w.term)
        if w.move is None or h2 in w.shut or (wk, h1, h2) in v.off_alley:
            return False
        if (h1, h2) not in self.t.special:
            return (w.move, w.ma, h2) in v.harsh_entry
        p = self._special_key(w, h1, h2)
        return (
            (p, w.ma, h1, h2) in v.harsh_priced and (p, h1, h2) not in v.step_blocked and (wk, h1, h2) not in v.wblocked
        )

    def _harsh_nodes(self, r: WalkResult) -> dict[Key, Key]:
        """The harsh entries from the start and the state each ends in (the lowest in
        clingo's order where a turn may end in several: harsh_node/3, later_harsh/3)."""
        t, w = self.t, r.walk
        nodes: dict[Key, list[Key]] = defaultdict(list)
        # The walk searched, so it has a state to start in: its forward one comes first.
        road, q = t.road[w.start], t.states.core[w.starts[0]]
        for d, h2 in t.neighbours[w.start]:
            if not self._harsh_move(w, w.start, h2):
                continue
            if (w.start, h2) in t.special:
                p = self._special_key(w, w.start, h2)
                shape = t.shape.get((p, w.start, h2))
                if shape is None:
                    continue
                turns = t.states.sturn.get((road, q, d, shape), [])
            else:
                turns = t.states.turn.get((road, q, d), [])
            nodes[h2] += [s2 for s2, _ in turns]
        return {h: min(states, key=t.states.rank.__getitem__) for h, states in nodes.items() if states}

    def reaches(self, r: WalkResult, only: set[Key] | None = None) -> Iterator[MoveReach]:
        """Each asked move's reach (within ``only`` hexes, if given): within its budget of each
        mode, the cheaper mode (forward on a tie, in_reach/5), and the harsh entries it does not
        otherwise reach."""
        ends = r.ends.items() if only is None else [(at, e) for at, e in r.ends.items() if at[0] in only]
        for m, budget in r.walk.moves:
            reach: dict[Key, tuple[Key, Key, int]] = {}
            for (h, md), (c, s) in ends:
                limit = budget.get(md)
                if limit is None or c > limit:
                    continue
                held = reach.get(h)
                if held is None or c < held[2] or (c == held[2] and md == self.fwd):
                    reach[h] = (md, s, c)
            harsh = {h: s for h, s in r.harsh.items() if h not in reach}
            yield MoveReach(m, budget, reach, harsh)

    def _route_steps(self, r: WalkResult, ends: set[Node]) -> list[tuple[Node, Node]]:
        """The steps of the cheapest routes into ``ends`` (each step once)."""
        steps: list[tuple[Node, Node]] = []
        seen: set[Node] = set()
        pred = r.found.pred
        for node in ends:
            while node in pred and node not in seen:
                seen.add(node)
                before = pred[node]
                steps.append((before, node))
                node = before
        return steps

    # ---- each move's parts ------------------------------------------------------------------
    def _text(self, k: Key) -> Term:
        found = known_term(k)  # the asked target may lie off the hexes the KB was given
        return found if found is not None else as_term(self.t.symbols[k])

    def _walk_parts(self, r: WalkResult) -> None:
        r.needs = hop_needs(self.t, r.walk, r.found, {at: c for at, (c, _) in r.ends.items()})
        routes = Routes({}, {})
        route_ends: set[Node] = set(self.boarding_ends.get(sid(r.walk.term), ()))
        own: list[tuple[MoveParts, list[tuple[Node, Node]], list[tuple[Node, Node]], int]] = []
        for mr in self.reaches(r):
            parts, harsh, tries = self._move_parts(r, mr, routes, route_ends)
            harsh = list(dict.fromkeys([*harsh, *self.boarding_harsh.get(sid(mr.move), ())]))
            route_ends.update(before for before, _ in tries)
            if harsh or tries:
                own.append((parts, harsh, tries, self.v.allowance[sid(mr.move)]))
        walked = self._route_steps(r, route_ends)
        self._route_parts(r, routes, walked, None)
        taken = set(walked)
        for parts, harsh, tries, allowance in own:
            # A harsh entry is the move's only step, and a try's last step the move's own
            # unless the walk's routes take it too: read over the walk's routes (a walk's step
            # into the same node keeps its parts, a harsh entry's follow them).
            parts.routes = Routes(dict(routes.pred), {k: list(v) for k, v in routes.parts.items()})
            self._route_parts(r, parts.routes, harsh, allowance)
            self._route_parts(r, parts.routes, [step for step in tries if step not in taken], None)

    def _move_parts(
        self, r: WalkResult, mr: MoveReach, routes: Routes, route_ends: set[Node]
    ) -> tuple[MoveParts, list[tuple[Node, Node]], list[tuple[Node, Node]]]:
        """The move's ends, markers and refusals; the harsh entries and the last steps of the
        tries shown for hexes too far, which are its own route steps, returned."""
        v, w, tx = self.v, r.walk, self._text
        m = mr.move
        mt = as_term(m)
        unit, action = (sid(a) for a in m.arguments)
        cl = v.unit_class.get(unit, 0)  # none without a type: no table row is keyed 0
        side, start = w.side, w.start
        allowance = v.allowance[sid(m)]
        best = {h: c for h, (_, _, c) in mr.reach.items()}
        best.update((h, allowance) for h in mr.harsh)
        out = self._parts(mt, routes)
        harsh: list[tuple[Node, Node]] = []
        why: dict[Key, list[Why]] = {}
        for h in best:
            bars = [*v.bar_class.get((side, cl, h), ()), *v.bar_action.get((side, action, h), ())]
            if h != start:
                bars += v.bar_others.get((side, h), ())
            if bars:
                why[h] = bars
        for h, c in best.items():
            if h == start or h in why:
                continue
            ht = tx(h)
            marks: list[Why] = []
            if h in mr.reach:
                md, s, _ = mr.reach[h]
                left = mr.budget[md] - c
                route_ends.add((h, s))
                marks += v.action_mark.get(action, ())
                if md == self.rev:
                    name, cite = v.mode_mark[md]
                    marks.append((term(f"{name}({mr.budget[md]})"), cite))
            else:
                s, left = mr.harsh[h], 0
                marks += v.harsh_mark
                # A harsh entry is the move's only step: from its start, in the initial state.
                harsh.append(((start, w.starts[0]), (h, s)))
            marks += [*v.mark_side.get((side, h), ()), *v.mark_any.get(h, ()), *v.mark_class.get((cl, h), ())]
            marks += v.start_mark.get(start, ())
            out.ends.append((ht, c, left, str(tx(s))))
            if marks:
                out.imposes[ht] = list(dict.fromkeys(marks))
        deps: dict[Key, list[Term]] = defaultdict(list)
        tries: dict[Key, Need] = {}
        for h, (reasons, relied) in self._frontier(r, mr, best, tries).items():
            if reasons:
                why.setdefault(h, []).extend(reasons)
                deps[h] += relied
        self._why_parts(out, unit, why, deps)
        for h, (_, _, s, _) in tries.items():
            out.attempts[tx(h)] = str(tx(s))
        return out, harsh, [(before, (h, s)) for h, (_, _, s, before) in tries.items()]

    def _why_parts(self, out: MoveParts, unit: Key, why: dict[Key, list[Why]], deps: dict[Key, list[Term]]) -> None:
        """Each refused hex's reasons, and what its verdict relies on."""
        v = self.v
        depends: dict[str, list[str]] = {}
        for h, reasons in why.items():
            ht = self._text(h)
            reasons = list(dict.fromkeys(reasons))
            out.why[ht] = reasons
            assumed = [*deps.get(h, ()), *v.hex_assumes.get(h, ())]
            for reason, _ in reasons:
                assumed += v.state_assumes.get((unit, str(reason)), ())
            if assumed:
                depends[f"why_not({ht})"] = sorted({str(a) for a in assumed})
        out.depends = depends

    def _unwalked_parts(self) -> None:
        """An asked move the KB found illegal has no walk; an asked target still gets the
        reasons that need no route."""
        v = self.v
        for m in v.unwalked:
            first, _ = m.arguments  # m(U,A)
            unit = sid(first)
            start = v.unit_at[unit]
            why = {h: self._target_reasons(h, start, v.allowance[sid(m)], walked=False) for h in v.target}
            if any(why.values()):
                self._why_parts(self._parts(as_term(m)), unit, {h: r for h, r in why.items() if r}, {})

    def _frontier(
        self, r: WalkResult, mr: MoveReach, best: dict[Key, int], tries: dict[Key, Need]
    ) -> dict[Key, tuple[list[Why], list[Term]]]:
        """The hexes next to the move's reach (and the asked target) that it cannot reach:
        each one's reasons and what they rely on; into ``tries``, the try shown for each hex
        too far (forward where both modes fall short, search.lp's try_mode/3)."""
        t, v, w = self.t, self.v, r.walk
        m = sid(mr.move)
        stops = t.stops.get(w.side, ())
        front: dict[Key, list[Key]] = defaultdict(list)
        leaves = {h for h in best if h not in stops}
        leaves.add(w.start)
        for h1 in leaves:
            for _, h in t.neighbours[h1]:
                if h not in best:
                    front[h].append(h1)
        for h in v.target:
            if h in t.neighbours and h not in best:
                front.setdefault(h, [])
        out: dict[Key, tuple[list[Why], list[Term]]] = {}
        for h, steps_in in front.items():
            reasons: list[Why] = []
            deps: list[Term] = []
            for h1 in steps_in:
                refused = self._refusals(r, h1, h)
                if refused:
                    reasons += refused
                    deps += self._step_deps(r, h1, h)
            reasons += v.shut.get((sid(w.term), h), ())
            hop_in = False
            for md, limit in mr.budget.items():
                need = r.needs.get((m, h, md))
                if need is not None:
                    hop_in = True
                    name, cite = v.over_budget[md]
                    reasons.append((term(f"{name}({need[0]},{limit})"), cite))
                    if md == self.fwd or h not in tries:
                        tries[h] = need
            harsh = [] if hop_in else [h1 for h1 in steps_in if self._harsh_move(w, h1, h)]
            if harsh:
                reasons.append((term("harsh_not_from_start"), v.rule["harsh_terrain"]))
                for h1 in harsh:
                    deps += self._step_deps(r, h1, h)
            out[h] = (reasons, deps)
        for h in v.target:
            reasons, deps = out.get(h, ([], []))
            reasons += self._target_reasons(h, w.start, v.allowance[m])
            if not reasons and h in t.neighbours and h not in best:
                reasons.append((term("no_route"), v.rule["movement_points"]))
            if reasons:
                out[h] = (reasons, deps)
        return out

    def _target_reasons(self, h: Key, start: Key, allowance: int, walked: bool = True) -> list[Why]:
        """Why the asked target is out of reach whatever the route: every step costs at least
        1 MP (9.1); and, for a move that may be taken, it never ends where it starts."""
        cite = self.v.rule["movement_points"]
        far = self.v.distance.get((start, h))
        out = [(term(f"beyond_allowance({far},{allowance})"), cite)] if far is not None and far > allowance else []
        return [*out, (term("already_there"), cite)] if walked and h == start else out

    def _plain(self, table: dict[tuple[Key, Row], list[X]], move: Key | None, h: Key) -> list[X]:
        """A plain step's rows of a table keyed by movement type and terrain row: those of the
        rows that price the hex (hex_row/3)."""
        if move is None:
            return []
        return [x for row in self.t.hex_rows.get(h, ()) for x in table.get((move, row), ())]

    def _step_rows(
        self,
        r: WalkResult,
        h1: Key,
        h2: Key,
        plain: dict[tuple[Key, Row], list[X]],
        special: dict[tuple[Key, Key, Key], list[X]],
        fast: dict[tuple[Key, Key, Key], list[X]],
    ) -> list[X]:
        """A step's rows of tables keyed as the KB keys steps: a plain step's by movement type
        and terrain row, a special step's by pricing key and hexes, a fast action's as well."""
        w = r.walk
        if (h1, h2) not in self.t.special:
            return self._plain(plain, w.move, h2)
        if w.move is None:
            return []
        key = (self._special_key(w, h1, h2), h1, h2)
        return [*special.get(key, ()), *(fast.get(key, ()) if r.fast else ())]

    def _refusals(self, r: WalkResult, h1: Key, h: Key) -> list[Why]:
        """Why the walk may not step from h1 into h (wstep_reason/5)."""
        v, wk = self.v, sid(r.walk.term)
        out = self._step_rows(r, h1, h, v.row_refusal, v.special_refusal, v.fast_refusal)
        out += self.blocked_by_state.get((wk, h1, h), ())
        if (wk, h1, h) in v.off_alley and v.alley_cite is not None:
            out.append((term("off_alley"), v.alley_cite))
        return out

    def _step_deps(self, r: WalkResult, h1: Key, h2: Key) -> list[Term]:
        """What the walk's step from h1 into h2 relies on (step_dep/4)."""
        v = self.v
        out = self._step_rows(r, h1, h2, v.row_assumes, v.special_assumes, v.fast_assumes)
        return out + v.hex_assumes.get(h2, [])

    def _route_parts(
        self, r: WalkResult, routes: Routes, steps: list[tuple[Node, Node]], harsh_allowance: int | None
    ) -> None:
        """Each route step's predecessor and priced parts, with what they rely on: the walk's,
        or a move's own harsh entry (its whole allowance, ``harsh_allowance``: the price, then
        the rest)."""
        t, v, w, tx = self.t, self.v, r.walk, self._text
        for (h1, s1), (h2, s2) in steps:
            h1t, s1t, h2t, s2t = str(tx(h1)), str(tx(s1)), str(tx(h2)), str(tx(s2))
            parts: list[Part] = []
            p = None
            if (h1, h2) not in t.special:
                parts += self._plain(v.row_part, w.move, h2)
                price = t.enter.get((w.move, h2), 0) if w.move is not None else 0
            else:
                p = self._special_key(w, h1, h2)
                parts += v.price_part.get((p, h1, h2), ())
                # Unpriced as a whole (a delayed cell on it), its priced parts still show.
                price = t.step_cost.get((p, h1, h2), sum(x for _, x, _ in v.price_part.get((p, h1, h2), ())))
            turned = self._turn(h1, s1, s2)
            for n, x in turned:
                if n > 0:
                    parts.append((term(f"turn({n})"), x, v.rule["vehicle_turn"]))
            vs1 = v.vstate.get(s1)
            if p is not None and vs1 is not None:
                parts += v.bend_part.get((p, h1, vs1[3], h2), ())
            if harsh_allowance is not None:
                for x in [x for _, x in turned] or [0]:
                    parts.append((term("harsh_entry"), harsh_allowance - price - x, v.rule["harsh_terrain"]))
            assumed = [str(a) for a in self._step_deps(r, h1, h2)]
            assumed += (str(a) for a in v.mode_assumes.get(t.states.mode[s2], ()))
            if (sid(w.term), h1) in v.confined:
                for n, _ in turned:
                    assumed += (str(a) for a in v.alley_turn_assumes.get(n, ()))
            relied = tuple(sorted(set(assumed)))
            routes.pred[(h2t, s2t)] = (h1t, s1t)
            routes.parts.setdefault((h1t, s1t, h2t, s2t), []).extend(
                (label, x, cite, relied) for label, x, cite in dict.fromkeys(parts)
            )

    def _turn(self, h1: Key, s1: Key, s2: Key) -> list[tuple[int, int]]:
        """A vehicle's turn between two states (turn_cost/7): vertices turned, MP it costs."""
        v = self.v
        a, b = v.vstate.get(s1), v.vstate.get(s2)
        if a is None or b is None:
            return []
        n = v.turn[(a[1], b[1])]
        return [(n, x) for x in v.pivot.get((self.t.road[h1], a[1], a[2], b[1], b[2]), ())]


def search(ctl: clingo.Control) -> Handback:
    """Assault's RouteSearch.run: every walk searched over the KB's step tables; the facts the
    verdict part reads; the moves' parts assembled when the answer is read."""
    atoms = ctl.symbolic_atoms
    tables = Tables.read(atoms)
    judge = Judge(tables, VerdictTables.read(atoms))
    facts: list[Symbol] = []
    for walk in tables.walks.values():
        facts += judge.search(walk)
    return Handback(facts, judge.finish)
