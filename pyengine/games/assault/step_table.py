"""Assault's movement search: the KB's step tables, read from the ground program and searched
by the core (pyengine/route_search.py); move_verdict.py turns the results into each move's
verdict.

Every decision comes from the KB (kb/assault/movement.lp, step.lp, state.lp): a plain step
into a hex costs the ``row_cost`` of the hex's terrain row (``hex_row``) for the walk's
movement type; a special step (a path, a hexside, a climb, a fortification) costs its
``step_cost`` under the walk's pricing key (``jam_key`` picks the jammed alley's), unless
``step_blocked`` or ``delayed_step`` forbid it; a step whose price exceeds the walk's
``walk_ma`` is harsh and no step of a route; ``shut_hex``, ``wblocked`` and ``off_alley``
close steps to one walk. The route state
changes by ``turn_step`` (plain) or ``sturn`` (special, by ``step_shape``) from the state's
``core`` and the road flag of the hex left, plus any ``bend_cost`` for the state's
``last_of`` direction (none listed, none paid). A walk goes on from a hex unless its side
``stops_in`` it (from its start in its initial state it always does) and keeps a node while
the cost is within the ``walk_budget`` of the node's ``state_mode``. Ties: the lowest
predecessor in clingo's term order (hex, then state), and ``order_key`` for the state shown
at a hex.

search.lp is the same search in ASP; tests/games/assault/test_route_reference.py requires
both to give byte-identical answers.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from itertools import accumulate

import clingo
from clingo import Function, Symbol

from pyengine import kb_rows as kb
from pyengine import relations
from pyengine.games.assault import kb_rows as akb
from pyengine.hexgrid import DIRECTIONS
from pyengine.relations import symbol_id, table
from pyengine.route_search import Found, cheapest

sid = symbol_id
# A special step's key fields: its pricing key and its two hexes (step.lp).
STEP = ("p", "h1", "h2")

# A symbol's clingo id: equal terms share it, it hashes as a plain int, and clingo keeps every
# symbol for the life of the process (potassco/clingo#203), so an id never changes its term;
# the memos below rely on it and test_route_reference.py checks it.
Key = int
Node = tuple[Key, Key]  # a hex and a route state
Row = tuple[Key, Key]  # a terrain row: its chart and its name
Step = tuple[Node, int]
HexStep = tuple[int, Key, int, Key | None, Key]  # direction, hex, price, shape, pricing key


@dataclass
class Walk:
    """One walk's own entries of the tables (the keys are symbol ids)."""

    term: Symbol
    move: Key | None = None  # none when the unit has no movement type (no card)
    ma: int = 0
    side: Key = 0
    start: Key = 0
    starts: list[Key] = field(default_factory=list)  # initial states, forward then reverse
    budget: dict[Key, int] = field(default_factory=dict)  # by mode
    order: Key = 0
    shut: set[Key] = field(default_factory=set)
    blocked: set[tuple[Key, Key]] = field(default_factory=set)  # wblocked and off_alley steps
    jam: set[tuple[Key, Key]] = field(default_factory=set)
    watch: set[Key] = field(default_factory=set)
    watch_all: bool = False
    moves: list[tuple[Symbol, dict[Key, int]]] = field(default_factory=list)  # asked moves, budgets


class Symbols(dict[Key, Symbol]):
    """The symbols the search names, by id, so its facts reuse clingo's own terms."""

    def key(self, s: Symbol) -> Key:
        k = symbol_id(s)
        self[k] = s
        return k


def _hexes(atoms: clingo.SymbolicAtoms, symbols: Symbols) -> tuple[dict[Key, list[tuple[int, Key]]], dict[Key, int]]:
    """Each hex's neighbours on the question's map, with the direction (core/hex.lp's), and
    each hex's place in clingo's order of h(Q,R) terms: by Q, then R."""
    where: dict[tuple[int, int], Key] = {}
    for (h,) in table(atoms, kb.Hex, "h"):
        q, r = h.arguments
        where[(q.number, r.number)] = symbols.key(h)
    neighbours: dict[Key, list[tuple[int, Key]]] = {}
    for (q0, r0), k in where.items():
        near = ((d, where.get((q0 + dq, r0 + dr))) for d, (dq, dr) in enumerate(DIRECTIONS))
        neighbours[k] = [(d, n) for d, n in near if n is not None]
    return neighbours, {where[qr]: i for i, qr in enumerate(sorted(where))}


def _walks(atoms: clingo.SymbolicAtoms, symbols: Symbols) -> dict[Key, Walk]:
    walks = {symbols.key(w): Walk(w) for (w,) in table(atoms, akb.Walk, "w")}
    key = symbols.key

    def rows(relation: type[relations.Row], *fields: str) -> Iterator[tuple[Walk, tuple[Symbol, ...]]]:
        """The relation's rows for the walks searched (keyed by the walk, w), the named fields."""
        for w, *values in table(atoms, relation, "w", *fields):
            found = walks.get(symbol_id(w))
            if found is not None:
                yield found, tuple(values)

    for w, (mv,) in rows(akb.WalkMove, "mv"):
        w.move = key(mv)
    for w, (ma,) in rows(akb.WalkMa, "ma"):
        w.ma = ma.number
    for w, (side,) in rows(akb.WalkSide, "s"):
        w.side = key(side)
    for w, (h,) in rows(akb.Start, "h"):
        w.start = key(h)
    for w, (s,) in [*rows(akb.InitState, "s"), *rows(akb.ReverseInit, "s")]:
        w.starts.append(key(s))
    for w, (md, mp) in rows(akb.WalkBudget, "md", "mp"):
        w.budget[key(md)] = mp.number
    for w, (o,) in rows(akb.WalkOrder, "o"):
        w.order = key(o)
    for w, (h,) in rows(akb.ShutHex, "h"):
        w.shut.add(key(h))
    for w, (a, b) in [*rows(akb.Wblocked, "h1", "h2"), *rows(akb.OffAlley, "h1", "h2")]:
        w.blocked.add((key(a), key(b)))
    for w, (a, b) in rows(akb.JamKey, "h1", "h2"):
        w.jam.add((key(a), key(b)))
    for w, (h,) in rows(akb.WatchHex, "h"):
        w.watch.add(key(h))
    for w, _ in rows(akb.WatchWalk):
        w.watch_all = True
    asked = {symbol_id(m) for (m,) in table(atoms, akb.Asked, "m")}
    budgets: dict[Key, dict[Key, int]] = defaultdict(dict)
    for m, md, mp in table(atoms, akb.Budget, "m", "md", "mp"):
        budgets[symbol_id(m)][key(md)] = mp.number
    for m, wt in table(atoms, kb.WalkOf, "k", "w"):
        if symbol_id(wt) in walks and symbol_id(m) in asked:
            walks[symbol_id(wt)].moves.append((m, budgets[symbol_id(m)]))
    return walks


@dataclass(frozen=True)
class StateTables:
    """How steps change route states (state.lp): the same for every question with the same
    switches, step shapes and walk orders, which are all its rules read, so it is read from
    the first such question's ground program and kept."""

    symbols: dict[Key, Symbol]
    core: dict[Key, Key]
    last: dict[Key, Key]
    mode: dict[Key, Key]
    turn: dict[tuple[Key, Key, int], list[tuple[Key, int]]]
    sturn: dict[tuple[Key, Key, int, Key], list[tuple[Key, int]]]
    order: dict[Key, dict[Key, int]]  # a walk order's states, ranked by their order_key terms
    rank: dict[Key, int]  # every state, ranked in clingo's term order

    @classmethod
    def read(cls, atoms: clingo.SymbolicAtoms, orders: set[Key]) -> StateTables:
        symbols = Symbols()
        key = symbols.key
        keyed: dict[Key, dict[Key, Symbol]] = defaultdict(dict)
        for o, s, rank in table(atoms, akb.OrderKey, "o", "s", "k"):
            if symbol_id(o) in orders:
                keyed[symbol_id(o)][key(s)] = rank
        # Ranks instead of terms: comparing two clingo symbols is a call through cffi, and the
        # search breaks thousands of ties.
        order = {o: _ranked(ranks) for o, ranks in keyed.items()}
        mode = {key(s): key(md) for s, md in table(atoms, akb.StateMode, "s", "md")}
        turn: dict[tuple[Key, Key, int], list[tuple[Key, int]]] = defaultdict(list)
        for r, q, d, s2, x in table(atoms, akb.TurnStep, "r", "q", "d", "s2", "x"):
            turn[(symbol_id(r), symbol_id(q), d.number)].append((key(s2), x.number))
        sturn: dict[tuple[Key, Key, int, Key], list[tuple[Key, int]]] = defaultdict(list)
        for r, q, d, sh, s2, x in table(atoms, akb.Sturn, "r", "q", "d", "sh", "s2", "x"):
            sturn[(symbol_id(r), symbol_id(q), d.number, symbol_id(sh))].append((key(s2), x.number))
        return cls(
            symbols=symbols,
            core={symbol_id(s): symbol_id(q) for s, q in table(atoms, akb.Core, "s", "q")},
            last={symbol_id(s): symbol_id(ld) for s, ld in table(atoms, akb.LastOf, "s", "last")},
            mode=mode,
            turn=dict(turn),
            sturn=dict(sturn),
            order=order,
            rank=_ranked({s: symbols[s] for s in mode}),
        )


def _ranked(terms: dict[Key, Symbol]) -> dict[Key, int]:
    """Each key's place in clingo's order of its term (equal terms share a place)."""
    places = {s: i for i, s in enumerate(sorted(set(terms.values())))}
    return {k: places[s] for k, s in terms.items()}


_STATE_TABLES: dict[tuple[frozenset[Key], ...], StateTables] = {}


def _state_tables(atoms: clingo.SymbolicAtoms, orders: set[Key]) -> StateTables:
    """The state tables for this question's switches, step shapes and walk orders."""
    # Every atom, as before the program is solved some may not be facts yet.
    switches = frozenset(symbol_id(a) for (a,) in table(atoms, kb.Assumed, "name", facts_only=False))
    shapes = frozenset(symbol_id(sh) for (sh,) in table(atoms, akb.Shape, "sh", facts_only=False))
    key = (switches, shapes, frozenset(orders))
    found = _STATE_TABLES.get(key)
    if found is None:
        if len(_STATE_TABLES) >= 64:  # a long-lived service keeps the recent few, not every one seen
            _STATE_TABLES.clear()
        found = _STATE_TABLES[key] = StateTables.read(atoms, orders)
    return found


@dataclass
class Tables:
    """The step tables of one question's ground program."""

    symbols: Symbols
    neighbours: dict[Key, list[tuple[int, Key]]]
    hex_rank: dict[Key, int]
    hex_rows: dict[Key, list[Row]]  # the terrain rows (chart, row) that price a plain step in
    walks: dict[Key, Walk]
    stops: dict[Key, set[Key]]
    enter: dict[tuple[Key, Key], int]
    special: set[tuple[Key, Key]]
    step_cost: dict[tuple[Key, Key, Key], int]
    closed: set[tuple[Key, Key, Key]]
    shape: dict[tuple[Key, Key, Key], Key]
    bend: dict[tuple[Key, Key, Key, Key], int]
    road: dict[Key, Key]
    states: StateTables

    def jam_key(self, move: Key) -> Key:
        """The pricing key of a step into an urban alley a friendly unit jams (jam(Mv))."""
        return self.symbols.key(Function("jam", [self.symbols[move]]))

    @classmethod
    def read(cls, atoms: clingo.SymbolicAtoms) -> Tables:
        symbols = Symbols()
        neighbours, hex_rank = _hexes(atoms, symbols)
        walks = _walks(atoms, symbols)
        states = _state_tables(atoms, {w.order for w in walks.values()})
        symbols.update(states.symbols)
        stops: dict[Key, set[Key]] = defaultdict(set)
        for side, h in table(atoms, akb.StopsIn, "s", "h"):
            stops[sid(side)].add(sid(h))
        hex_rows: dict[Key, list[Row]] = defaultdict(list)
        for h, c, tr in table(atoms, akb.HexRow, "h", "c", "t"):
            hex_rows[sid(h)].append((sid(c), sid(tr)))
        # A plain step into a hex costs its row's price (by movement type): looked up once per
        # hex here, as the search reads it often.
        row_cost: dict[Row, list[tuple[Key, int]]] = defaultdict(list)
        for mv, c, tr, k in table(atoms, akb.RowCost, "mv", "c", "t", "k"):
            row_cost[(sid(c), sid(tr))].append((sid(mv), k.number))
        enter = {(mv, h): k for h, rows in hex_rows.items() for row in rows for mv, k in row_cost.get(row, ())}
        return cls(
            symbols=symbols,
            neighbours=neighbours,
            hex_rank=hex_rank,
            walks=walks,
            stops=stops,
            hex_rows=dict(hex_rows),
            enter=enter,
            special={(sid(a), sid(b)) for a, b in table(atoms, akb.Special, "h1", "h2")},
            step_cost={(sid(p), sid(a), sid(b)): k.number for p, a, b, k in table(atoms, akb.StepCost, *STEP, "k")},
            closed={(sid(p), sid(a), sid(b)) for p, a, b in table(atoms, akb.StepBlocked, *STEP)}
            | {(sid(p), sid(a), sid(b)) for p, a, b in table(atoms, akb.DelayedStep, *STEP)},
            shape={(sid(p), sid(a), sid(b)): sid(sh) for p, a, b, sh in table(atoms, akb.StepShape, *STEP, "sh")},
            bend={
                (sid(p), sid(a), sid(last), sid(b)): k.number
                for p, a, last, b, k in table(atoms, akb.BendCost, "p", "h1", "last", "h2", "k")
            },
            road={sid(h): sid(r) for h, r in table(atoms, akb.RoadFlag, "h", "r")},
            states=states,
        )


def _steps_of(t: Tables, w: Walk) -> Callable[[Node], list[Step]]:
    """The walk's steps from a node (hex, state), as the KB's tables price them. What a step
    costs and whether the walk may take it depend on the hexes only, so they are looked up
    once per hex; the state's change (and a bend's charge) per node. A walk whose unit has
    no movement type (no card) has no priced step."""
    move = w.move
    if move is None:
        return lambda node: []
    jam = t.jam_key(move)
    by_hex: dict[Key, list[HexStep]] = {}

    def hex_steps(h1: Key) -> list[HexStep]:
        out: list[HexStep] = []
        for d, h2 in t.neighbours[h1]:
            if h2 in w.shut or (h1, h2) in w.blocked:
                continue
            if (h1, h2) in t.special:
                p = jam if (h1, h2) in w.jam else move
                k = t.step_cost.get((p, h1, h2))
                if k is not None and k <= w.ma and (p, h1, h2) not in t.closed:
                    out.append((d, h2, k, t.shape[(p, h1, h2)], p))
            else:
                k = t.enter.get((move, h2))
                if k is not None and k <= w.ma:
                    out.append((d, h2, k, None, move))
        return out

    def steps(node: Node) -> list[Step]:
        h1, s1 = node
        here = by_hex.get(h1)
        if here is None:
            here = by_hex[h1] = hex_steps(h1)
        road, q, last = t.road[h1], t.states.core[s1], t.states.last[s1]
        out: list[Step] = []
        for d, h2, k, shape, p in here:
            if shape is None:
                out += [((h2, s2), k + x) for s2, x in t.states.turn.get((road, q, d), ())]
            else:
                k += t.bend.get((p, h1, last, h2), 0)
                out += [((h2, s2), k + x) for s2, x in t.states.sturn.get((road, q, d, shape), ())]
        return out

    return steps


def walk_search(t: Tables, w: Walk) -> Found[Node] | None:
    """The walk's cheapest routes (none when the KB found the move illegal: a vehicle
    without facing has no state to start in)."""
    if not w.starts:
        return None
    stops = t.stops.get(w.side, set())
    first = (w.start, w.starts[0])
    return cheapest(
        [(w.start, s) for s in w.starts],
        _steps_of(t, w),
        lambda node: w.budget[t.states.mode[node[1]]],
        lambda node: node[0] not in stops or node == first,
        lambda node: (t.hex_rank[node[0]], t.states.rank[node[1]]),
    )


def walk_ends(t: Tables, w: Walk, found: Found[Node]) -> dict[tuple[Key, Key], tuple[int, Key]]:
    """The cheapest cost per hex and mode, and the state shown there (order_key on a tie)."""
    order = t.states.order[w.order]
    best: dict[tuple[Key, Key], tuple[int, int, Key]] = {}
    for (h, s), c in found.cost.items():
        at = (h, t.states.mode[s])
        held = best.get(at)
        if held is None or c < held[0] or (c == held[0] and order[s] < held[1]):
            best[at] = (c, order[s], s)
    return {at: (c, s) for at, (c, _, s) in best.items()}


# The least step into a hex beyond a move's budget: its cost, then the tie-break (the end state,
# hex and state stepped from, each ranked in clingo's order, as search.lp's later_try/5), the
# end state and the node stepped from.
Need = tuple[int, tuple[int, int, int], Key, tuple[Key, Key]]


def _lesser(a: Need, b: Need) -> Need:
    """The lesser step by cost, then tie-break (the earlier on a tie)."""
    return b if b[:2] < a[:2] else a


def hop_needs(
    t: Tables, w: Walk, found: Found[Node], best: dict[tuple[Key, Key], int]
) -> dict[tuple[Key, Key, Key], Need]:
    """For each asked move of the walk (by id), the hexes one step from a state within its
    budget costs more than that budget to enter, with the least such step, by mode (the
    frontier's needs and the try each shows)."""
    # Only a hex some move does not reach within its budget can be on its frontier.
    smallest: dict[Key, int] = {}
    for _, budget in w.moves:
        for md, b in budget.items():
            smallest[md] = min(b, smallest.get(md, b))
    # The hexes every move reaches within its budget, by mode: on no frontier.
    inside: dict[Key, set[Key]] = {md: set() for md in smallest}
    for (h, md), c in best.items():
        if md in smallest and c <= smallest[md]:
            inside[md].add(h)
    # (hex, mode) -> cost of the state stepped from -> least step from such a state, for the
    # hexes that may be on a frontier.
    into: dict[tuple[Key, Key], dict[int, Need]] = {}
    mode, rank, hex_rank = t.states.mode, t.states.rank, t.hex_rank
    for node1, c1, out in found.expanded:
        md = mode[node1[1]]
        reached = inside.get(md)
        if reached is None:
            continue
        for (h2, s2), k in out:
            if h2 in reached:
                continue
            need = (c1 + k, (rank[s2], hex_rank[node1[0]], rank[node1[1]]), s2, node1)
            least = into.setdefault((h2, md), {})
            held = least.get(c1)
            if held is None or need[:2] < held[:2]:
                least[c1] = need
    # Each such hex's steps in by the cost stepped from, with the least step in so far: a
    # move's need is then the entry at its budget.
    open_ends = []
    for (h, md), least in into.items():
        froms = sorted(least)
        lowest: list[Need] = list(accumulate((least[c1] for c1 in froms), _lesser))
        open_ends.append((h, md, froms, lowest, best.get((h, md))))
    needs: dict[tuple[Key, Key, Key], Need] = {}
    for m, budget in w.moves:
        for h, md, froms, lowest, cost in open_ends:
            limit = budget.get(md)
            if limit is None or (cost is not None and cost <= limit):
                continue
            i = bisect_right(froms, limit)
            if i and lowest[i - 1][0] > limit:
                needs[(sid(m), h, md)] = lowest[i - 1]
    return needs
