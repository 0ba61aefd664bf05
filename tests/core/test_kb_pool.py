"""KB-level tests of kb/core/pool.lp with plain clingo calls, and a property test against a
small reference fold: dice strength R > Y > G > B; "lose the weakest" takes a blue die
first and never goes below the number it must keep."""

import clingo
from hypothesis import given, settings
from hypothesis import strategies as st

from pyengine.kb_rules import kb_text


def fold(steps: list[str]) -> dict[int, str]:
    """pool_after per step of one pool whose steps are the given operation terms."""
    ctl = clingo.Control(["--warn=none"])
    ctl.add("base", [], kb_text("core/pool.lp"))
    ctl.add("base", [], " ".join(f"pool_step(p, {k}, s{k}, {op}, c)." for k, op in enumerate(steps)))
    ctl.ground([("base", [])])
    after: dict[int, str] = {}

    def read(model: clingo.Model) -> None:
        for s in model.symbols(shown=True):
            if s.name == "pool_after":
                after[s.arguments[1].number] = str(s.arguments[2])

    ctl.solve(on_model=read)
    return after


def test_add_then_lose_weakest_keeping_one():
    after = fold(["add(dice(0,1,0,0))", "lose_weakest(1)", "add(dice(0,0,0,1))", "lose_weakest(0)"])
    assert after == {
        0: "st(dice(0,1,0,0),0,0)",
        1: "st(dice(0,1,0,0),0,0)",  # the only die is kept
        2: "st(dice(0,1,0,1),0,0)",
        3: "st(dice(0,1,0,0),0,0)",  # the blue goes
    }


def test_lost_cell_with_a_known_blue_loses_the_blue():
    after = fold(["add(dice(0,0,1,1))", "add(unknown)", "lose_weakest(1)"])
    assert after[2] == "st(dice(0,0,1,0),1,0)"


def test_lost_cell_without_a_blue_is_unresolved_from_there_on():
    after = fold(["add(dice(0,0,1,0))", "add(unknown)", "lose_weakest(1)", "add(dice(0,0,0,1))"])
    assert after[2] == after[3] == "unresolved"


def test_automatic_symbols_and_clear():
    after = fold(["add(dice(1,0,0,0))", "auto(x)", "clear"])
    assert after[1] == "st(dice(1,0,0,0),0,1)" and after[2] == "st(dice(0,0,0,0),0,1)"


def reference(ops: list[tuple[str, int]]) -> list[tuple[int, int, int, int]]:
    """The same fold in Python: ("add", colour index) or ("lose", keep)."""
    pool = [0, 0, 0, 0]
    out = []
    for kind, arg in ops:
        if kind == "add":
            pool[arg] += 1
        elif sum(pool) > arg:
            weakest = max(i for i in range(4) if pool[i])
            pool[weakest] -= 1
        out.append(tuple(pool))
    return out


OPS = st.lists(
    st.one_of(
        st.tuples(st.just("add"), st.integers(0, 3)),
        st.tuples(st.just("lose"), st.integers(0, 1)),
    ),
    min_size=1,
    max_size=8,
)


@settings(max_examples=60, deadline=None)
@given(OPS)
def test_fold_matches_the_reference(ops):
    terms = []
    for kind, arg in ops:
        if kind == "add":
            dice = [0, 0, 0, 0]
            dice[arg] = 1
            terms.append("add(dice({},{},{},{}))".format(*dice))
        else:
            terms.append(f"lose_weakest({arg})")
    after = fold(terms)
    expected = reference(ops)
    assert [after[k] for k in range(len(ops))] == ["st(dice({},{},{},{}),0,0)".format(*p) for p in expected]


def test_two_steps_at_one_key_are_reported_as_a_clash():
    ctl = clingo.Control(["--warn=none"])
    ctl.add(
        "base",
        [],
        kb_text("core/pool.lp") + " pool_step(p, 1, a, add(dice(1,0,0,0)), c). pool_step(p, 1, b, clear, c).",
    )
    ctl.ground([("base", [])])
    shown: list[str] = []
    ctl.solve(on_model=lambda m: shown.extend(str(s) for s in m.symbols(shown=True) if s.name == "pool_clash"))
    assert shown == ["pool_clash(p,1)"]
