"""The core's cheapest-route search (pyengine/route_search.py) on small graphs worked by hand,
and against a brute-force relaxation on random ones (costs, budgets, the tie-break)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from pyengine.route_search import cheapest


def graph_steps(edges: dict[str, list[tuple[str, int]]]):
    return lambda n: edges.get(n, [])


def test_costs_stop_at_the_budget_but_steps_beyond_it_are_kept():
    edges = {"a": [("b", 1)], "b": [("c", 2)], "c": [("d", 1)]}
    found = cheapest(["a"], graph_steps(edges), lambda n: 3, lambda n: True, lambda n: n)
    assert found.cost == {"a": 0, "b": 1, "c": 3}
    assert found.pred == {"b": "a", "c": "b"}
    # c (cost 3) was stepped from: its step into d (cost 4) is listed though over the budget.
    assert [(n, c, list(out)) for n, c, out in found.expanded] == [
        ("a", 0, [("b", 1)]),
        ("b", 1, [("c", 2)]),
        ("c", 3, [("d", 1)]),
    ]


def test_an_equally_cheap_predecessor_of_lower_rank_wins():
    # d costs 2 by b or by c; c ranks lower, whichever is found first.
    edges = {"a": [("b", 1), ("c", 1)], "b": [("d", 1)], "c": [("d", 1)]}
    found = cheapest(["a"], graph_steps(edges), lambda n: 9, lambda n: True, lambda n: {"b": 2, "c": 1}.get(n, 0))
    assert found.cost["d"] == 2 and found.pred["d"] == "c"


def test_a_node_that_does_not_go_on_is_reached_but_not_stepped_from():
    edges = {"a": [("b", 1)], "b": [("c", 1)]}
    found = cheapest(["a"], graph_steps(edges), lambda n: 9, lambda n: n != "b", lambda n: n)
    assert found.cost == {"a": 0, "b": 1}
    assert [n for n, _, _ in found.expanded] == ["a"]


def test_budgets_are_per_node_and_a_free_step_is_taken_at_once():
    edges = {"a": [("b", 0), ("x", 1)], "b": [("c", 1)]}
    found = cheapest(["a"], graph_steps(edges), lambda n: 0 if n == "x" else 5, lambda n: True, lambda n: n)
    assert found.cost == {"a": 0, "b": 0, "c": 1}


@st.composite
def graphs(draw):
    nodes = list(range(draw(st.integers(2, 7))))
    edges = {
        n: [(m, draw(st.integers(0, 3))) for m in draw(st.lists(st.sampled_from(nodes), max_size=4, unique=True))]
        for n in nodes
    }
    return edges, draw(st.integers(0, 8)), set(draw(st.lists(st.sampled_from(nodes), max_size=2)))


@settings(max_examples=200, deadline=None)
@given(case=graphs())
def test_the_search_agrees_with_brute_force_relaxation(case):
    edges, budget, stops = case
    found = cheapest([0], graph_steps(edges), lambda n: budget, lambda n: n == 0 or n not in stops, lambda n: n)
    # Bellman-Ford over the same rules: costs within the budget, stepping only from nodes that go on.
    cost = {0: 0}
    for _ in range(len(edges) + 1):
        for n, c in list(cost.items()):
            if n != 0 and n in stops:
                continue
            for m, k in edges[n]:
                if c + k <= budget and c + k < cost.get(m, budget + 1):
                    cost[m] = c + k
    assert found.cost == cost
    assert set(found.pred) == set(cost) - {0}
    goes_on = [n for n in cost if n == 0 or n not in stops]
    for m, p in found.pred.items():
        candidates = [n for n in goes_on if any(x == m and cost[n] + k == cost[m] for x, k in edges[n])]
        assert p == min(candidates)
