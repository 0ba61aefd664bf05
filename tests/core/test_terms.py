"""pyengine.terms reads clingo's text back into terms that behave like clingo's symbols."""

from __future__ import annotations

import clingo
from hypothesis import given, settings
from hypothesis import strategies as st

from pyengine.kb_terms import function, string, term, to_terms

PROGRAM = r"""
a(h(1,-2),"x \"q\" (y)",cite(r,"9.1",doc000,row(terrain,clear,foot))).
b((1,2),(3,),#inf,#sup,-3). c. d(-e). e("a\\b\nc"). f(()). g(-f(1),f(1),"z",zz,a(1,2),b(0)).
"""


def answer_symbols(program: str) -> list[clingo.Symbol]:
    ctl = clingo.Control(["--warn=none"])
    ctl.add("base", [], program)
    ctl.ground([("base", [])])
    found: list[clingo.Symbol] = []
    ctl.solve(on_model=lambda m: found.extend(m.symbols(atoms=True)))
    return found


def subterms(sym):
    yield sym
    if sym.type == clingo.SymbolType.Function:
        for arg in sym.arguments:
            yield from subterms(arg)


def assert_same(symbols: list[clingo.Symbol]) -> None:
    ours = [t for term in to_terms(symbols) for t in subterms(term)]
    theirs = [s for sym in symbols for s in subterms(sym)]
    assert len(ours) == len(theirs)
    for sym, read in zip(theirs, ours, strict=True):
        assert (str(read), read.type) == (str(sym), sym.type)
        if sym.type == clingo.SymbolType.Function:
            assert (read.name, read.positive, len(read.arguments)) == (sym.name, sym.positive, len(sym.arguments))
        elif sym.type == clingo.SymbolType.String:
            assert read.string == sym.string
        elif sym.type == clingo.SymbolType.Number:
            assert read.number == sym.number
    assert [str(t) for t in sorted(ours)] == [str(s) for s in sorted(theirs)]


def test_every_kind_of_term_reads_back_as_clingo_prints_and_orders_it():
    assert_same(answer_symbols(PROGRAM))


def test_an_answer_read_in_one_piece_splits_at_its_atoms_even_when_a_string_holds_the_marker():
    """to_terms prints the whole answer at once, with a marker string between atoms; a
    string that holds the marker sends it back to one symbol at a time, with the same result."""
    assert_same(answer_symbols('m("\x1f"). m(a,"\x1f",b). m(a,"x").'))
    assert [str(t) for t in to_terms(answer_symbols("q(1). q(2)."))] == ["q(1)", "q(2)"]


def test_strings_are_unescaped_and_compare_by_text():
    atom = term(r'e("a\\b\nc")')
    assert atom.arguments[0].string == "a\\b\nc"
    assert atom.arguments[0] == string("a\\b\nc")
    assert function("h", [term("1"), term("-2")]) == term("h(1,-2)")
    assert [str(a) for a in term("(3,)").arguments] == ["3"]
    assert term("()").arguments == ()
    assert str(function("none")) == "none"


def quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


names = st.sampled_from(["a", "b", "h", "row", "_x", "cite"])
leaves = st.one_of(
    st.integers(-50, 50).map(str),
    names,
    st.text(alphabet='ab "\\()\n,\x1f', max_size=5).map(quoted),
)
terms = st.recursive(
    leaves,
    lambda inner: st.one_of(
        st.tuples(names, st.lists(inner, min_size=1, max_size=3)).map(lambda p: f"{p[0]}({','.join(p[1])})"),
        st.lists(inner, min_size=2, max_size=3).map(lambda xs: f"({','.join(xs)})"),
    ),
    max_leaves=8,
)


@settings(max_examples=60, deadline=None)
@given(st.lists(terms, min_size=1, max_size=4))
def test_random_terms_read_back_exactly(args: list[str]):
    """Property: whatever clingo prints, the reader gives back the same text, parts and order."""
    facts = "".join(f"p({a})." for a in args)
    assert_same(answer_symbols(facts))
