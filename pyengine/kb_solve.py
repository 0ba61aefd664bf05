"""One fresh clingo Control per question: cached rule text plus the question's facts."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

import clingo
from clingo import ast

from pyengine.kb_terms import Term, to_terms


class KBError(RuntimeError):
    """The KB did not give exactly one answer: a bug in the rules, never the user's fault."""


@dataclass(frozen=True)
class GroundSize:
    """The ground program's size; zero unless measuring (reading clingo's statistics costs
    about a millisecond, as much as grounding a small question)."""

    atoms: int
    rules: int


# What a bridge assembles beside an answer, by the key of the item it belongs to (a move's:
# hex_moves.MoveParts); the readers check each item's type.
Assembled = Mapping[str, object]


@dataclass
class Handback:
    """What a bridge's search gives the second step: ``facts`` for the ``#program verdict``
    part, and ``finish``, which reads the grounded Control and returns what makes the items
    the bridge assembles beside the answer (built when the answer is first read)."""

    facts: list[clingo.Symbol]
    finish: Callable[[clingo.Control], Callable[[], Assembled]] | None = None


class Answer(list[Term]):
    """An answer's shown atoms, and what the bridge assembles beside them: made when first
    asked for."""

    def __init__(self, shown: list[Term], assemble: Callable[[], Assembled] | None = None) -> None:
        super().__init__(shown)
        self._assemble = assemble
        self._assembled: Assembled | None = None

    def assembled(self) -> Assembled:
        if self._assembled is None:
            self._assembled = self._assemble() if self._assemble is not None else {}
        return self._assembled


class Measure:
    """Whether solve() reads the ground program's size; the benchmarks switch it on."""

    ground_size = False


def solve(
    texts: list[str],
    facts: str,
    *,
    statements: tuple[ast.AST, ...] = (),
    symbols: Iterable[clingo.Symbol] = (),
    all_atoms: bool = False,
    then: Callable[[list[Term]], list[str]] | None = None,
    between: Callable[[clingo.Control], Handback] | None = None,
) -> tuple[Answer, GroundSize]:
    """Ground rule texts, parsed rule ``statements``, fact ``symbols`` (handed to the
    backend, which skips the parser) and fact text; return the single answer set's shown
    (or all) atoms as Terms.

    With ``then``, the same Control takes a second step: ``then`` reads the first answer and
    returns facts for the rules' ``#program verdict.`` part (sums the bridge computes from
    the first answer), which is grounded and solved on top; the second answer is returned.
    With ``between``, nothing is solved after the first grounding: ``between`` reads the
    ground program (its tables are facts by then) and hands back fact symbols for the
    ``#program verdict.`` part, grounded on top and solved once, and what it assembles
    itself (Handback)."""
    ctl = clingo.Control(["--warn=none", "--models=0"])
    with ctl.backend() as backend:
        for sym in symbols:
            backend.add_rule([backend.add_atom(sym)])
    for text in texts:
        ctl.add("base", [], text)
    if statements:
        with ast.ProgramBuilder(ctl) as builder:
            for statement in statements:
                builder.add(statement)
    ctl.add("base", [], facts)
    ctl.ground([("base", [])])
    more = None
    if between is not None:
        found = between(ctl)
        with ctl.backend() as backend:
            for sym in found.facts:
                backend.add_rule([backend.add_atom(sym)])
        ctl.ground([("verdict", [])])
        if found.finish is not None:
            more = found.finish(ctl)
    shown = to_terms(_one_model(ctl, all_atoms))
    if then is not None:
        ctl.add("verdict", [], "\n".join(then(shown)))
        ctl.ground([("verdict", [])])
        shown = to_terms(_one_model(ctl, all_atoms))
    answer = Answer(shown, more)
    if not Measure.ground_size:
        return answer, GroundSize(0, 0)
    lp = ctl.statistics["problem"]["lp"]
    return answer, GroundSize(int(lp["atoms"]), int(lp["rules"]))


def _one_model(ctl: clingo.Control, all_atoms: bool) -> list[clingo.Symbol]:
    models: list[list[clingo.Symbol]] = []
    with ctl.solve(yield_=True) as handle:
        for model in handle:
            models.append(model.symbols(atoms=True) if all_atoms else model.symbols(shown=True))
            if len(models) > 1:
                break
    if len(models) != 1:
        raise KBError(f"expected exactly one answer set, got {len(models) or 'none'}")
    return models[0]
