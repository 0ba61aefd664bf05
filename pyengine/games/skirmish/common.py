"""What the skirmish questions share: one Control per question, the assumptions an answer
names, and reading points and units from a question."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fractions import Fraction

from clingo import SymbolType

from pyengine import kb_rows as kb
from pyengine import scenario_model as m
from pyengine.errors import UmpireError
from pyengine.games.skirmish.facts import switches
from pyengine.games.skirmish.table import Soldiers, Table
from pyengine.kb_rules import ask_kb
from pyengine.kb_solve import GroundSize
from pyengine.kb_terms import Term, by_name
from pyengine.plane import Length, Point
from pyengine.questions import WordReader
from pyengine.relations import R
from pyengine.trace import Assumptions, Contribution, Wording, contribution

# A coordinate as the grammar writes it: digits, with decimals.
NUMBER = re.compile(r"-?[0-9]{1,7}(\.[0-9]{1,7})?")


@dataclass
class Solved:
    """The shown atoms of one question, grouped by predicate name."""

    table: Table
    by: defaultdict[str, list[Term]]
    ground: GroundSize

    @property
    def wording(self) -> Wording:
        return Wording.of(self.table)

    def assumed(self, labels: Iterable[str] | None = None) -> Assumptions:
        """The assumptions the rules of this answer rested on (``depends/2``), or only those
        given for ``labels`` (the name of the item a depends/2 atom names)."""
        wanted = None if labels is None else set(labels)
        names = [str(r.assumption) for r in self.rows(kb.Depends2) if wanted is None or r.item.name in wanted]
        return Assumptions.of(self.table, names)

    def rows(self, relation: type[R]) -> list[R]:
        """The answer's atoms of one relation, read by field (pyengine/relations.py)."""
        return relation.rows(self.by)

    def labelled(self, label: Term, value: int | None, cite: Term, because: Iterable[str] = ()) -> Contribution:
        return contribution(label, value, cite, self.wording, tuple(because))


def solve(
    table: Table,
    task: str,
    facts: list[str],
    then: Callable[[list[Term]], list[str]] | None = None,
) -> Solved:
    symbols, size = ask_kb(table.game.name, table.edition, switches(table), task, set(), facts, then=then)
    return Solved(table, by_name(symbols), size)


@dataclass(frozen=True)
class TableArgs(WordReader):
    """A question's words on a table: units by id, points written x,y in cm."""

    table: Table
    question: m.Question
    usage: str

    def soldiers(self, index: int) -> Soldiers:
        return self.named(index, self.table.units)

    def enemy_soldiers(self) -> tuple[Soldiers, Soldiers]:
        """The first two words as two units of opposite sides."""
        return self.opposed(self.soldiers(0), self.soldiers(1))

    def point(self, index: int) -> Point:
        word = self.word(index, "a point x,y")
        x, comma, y = word.text.partition(",")
        if not (comma and NUMBER.fullmatch(x) and NUMBER.fullmatch(y)):
            raise UmpireError(word.pos, "expected a point", found=word.text, expected="a point written x,y in cm")
        return self.table.point(m.PointRef(Fraction(x), Fraction(y), word.text, word.pos))


def assumptions_by_label(solved: Solved) -> dict[tuple[str, str], list[str]]:
    """``depends(label(Unit, ...), A)`` atoms by (label, first unit id): which assumptions each
    labelled conclusion rests on."""
    found: dict[tuple[str, str], list[str]] = {}
    for r in solved.rows(kb.Depends2):
        first = next(iter(r.item.arguments), None)
        if first is not None and first.type == SymbolType.String:
            found.setdefault((r.item.name, first.string), []).append(r.assumption.name)
    return found


def distance_text(d: Length) -> str:
    """An exact length when it is rational, else to a tenth of a millimetre (display only:
    every decision compared it exactly)."""
    return f"{d.exact_text()} cm" if not d.roots else f"{d.approx():.2f} cm"
