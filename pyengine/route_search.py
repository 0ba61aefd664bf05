"""The cheapest-route search the bridge runs over steps a game's KB has priced.

The KB decides every step: whether it may be taken, what it costs, which route state it
leads to, which hexes stop a move. A game's table reader turns those decisions into a
``steps`` function; this module only finds, for every node (a hex and a route state), the
cheapest cost within a budget and the predecessor on a cheapest route, with the tie-break
the KB's reference search uses (the lowest predecessor in clingo's term order, given here
as ``rank``). Costs are small non-negative integers, so the queue is a list of buckets.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

Node = TypeVar("Node", bound=Hashable)


@dataclass
class Found(Generic[Node]):
    """What one search found: each reached node's cheapest cost and cheapest predecessor,
    and each node it stepped from with that node's cost and steps (a step into a node beyond
    the budget included: a game reads them for what a move just misses)."""

    cost: dict[Node, int] = field(default_factory=dict)
    pred: dict[Node, Node] = field(default_factory=dict)
    expanded: list[tuple[Node, int, Sequence[tuple[Node, int]]]] = field(default_factory=list)


def cheapest(
    starts: Sequence[Node],
    steps: Callable[[Node], Sequence[tuple[Node, int]]],
    budget: Callable[[Node], int],
    goes_on: Callable[[Node], bool],
    rank: Callable[[Node], Any],
) -> Found[Node]:
    """Dijkstra from ``starts`` (cost 0). A node is stepped from only if ``goes_on`` says so;
    a step into node n is kept only while its cost is at most ``budget(n)``. Among equally
    cheap predecessors the one with the lowest ``rank`` wins."""
    found: Found[Node] = Found()
    cost, pred = found.cost, found.pred
    # Each node's budget and each predecessor's rank, asked once: the loop below meets most
    # nodes many times (a step into every neighbour, a tie at most of them).
    limits: dict[Node, int] = {}
    ranks: dict[Node, Any] = {}
    buckets: dict[int, list[Node]] = {0: []}
    for n in starts:
        cost[n] = 0
        buckets[0].append(n)
    done: set[Node] = set()
    level = 0
    while buckets:
        bucket = buckets.pop(level, None)
        level += 1
        if bucket is None:
            continue
        here = level - 1
        i = 0
        # A step may cost nothing, so the bucket being read may grow.
        while i < len(bucket):
            n = bucket[i]
            i += 1
            if n in done or cost[n] != here:
                continue
            done.add(n)
            if not goes_on(n):
                continue
            out = steps(n)
            found.expanded.append((n, here, out))
            for m, k in out:
                c = here + k
                limit = limits.get(m)
                if limit is None:
                    limit = limits[m] = budget(m)
                if c > limit:
                    continue
                old = cost.get(m)
                if old is None or c < old:
                    cost[m] = c
                    pred[m] = n
                    if c == here:
                        bucket.append(m)
                    else:
                        buckets.setdefault(c, []).append(m)
                elif c == old and m in pred and _rank(ranks, rank, n) < _rank(ranks, rank, pred[m]):
                    pred[m] = n
    return found


def _rank(ranks: dict[Node, Any], rank: Callable[[Node], Any], n: Node) -> Any:
    found = ranks.get(n)
    if found is None:
        found = ranks[n] = rank(n)
    return found
