"""Answer atoms as plain Python terms, read from clingo's text.

Every touch of a ``clingo.Symbol`` (its name, its arguments, each argument's text) is a
call through cffi that costs one to three microseconds, and the readers touch each atom
several times. So each shown atom crosses into Python once, as text, and becomes a
``Term``: the same read-only surface as a symbol (``type``, ``name``, ``arguments``,
``number``, ``string``, ``positive``, ``str()``, clingo's order) at Python speed.

A term's parts are read from its text only when asked for, and terms are interned by
text, so the citation repeated on a hundred atoms is split into arguments once.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from functools import lru_cache

import clingo
from clingo import SymbolType

# Inside a compound term only strings, parentheses and commas matter for finding where
# each argument ends.
_SPLIT = re.compile(r'"(?:[^"\\]|\\.)*"|[(),]')
_UNESCAPE = re.compile(r"\\(.)")
_ESCAPES = {"n": "\n", "\\": "\\", '"': '"'}
_SPECIAL = {"#inf": SymbolType.Infimum, "#sup": SymbolType.Supremum}


class Term:
    """One ground term. Its text is clingo's own rendering, so equal terms have equal
    text, and the text is the identity for hashing and equality."""

    __slots__ = ("_args", "_key", "_name", "_text")

    def __init__(self, text: str) -> None:
        self._text = text
        self._args: tuple[Term, ...] | None = None
        self._key: tuple[object, ...] | None = None
        self._name: str | None = None

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Term({self._text})"

    def __hash__(self) -> int:
        return hash(self._text)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Term) and other._text == self._text

    def __lt__(self, other: Term) -> bool:
        return self.order_key() < other.order_key()

    @property
    def type(self) -> SymbolType:
        head = self._text[0]
        if head == '"':
            return SymbolType.String
        if head.isdigit() or (head == "-" and self._text[1].isdigit()):
            return SymbolType.Number
        return _SPECIAL.get(self._text, SymbolType.Function)

    @property
    def positive(self) -> bool:
        return not self._text.startswith("-")

    @property
    def name(self) -> str:
        # Readers group every atom by name, often more than once: split the text once.
        if self._name is None:
            head = self._text.partition("(")[0]
            self._name = head[1:] if head.startswith("-") else head
        return self._name

    @property
    def number(self) -> int:
        return int(self._text)

    @property
    def string(self) -> str:
        inner = self._text[1:-1]
        if "\\" not in inner:  # the usual case: nothing to unescape
            return inner
        return _UNESCAPE.sub(lambda m: _ESCAPES.get(m.group(1), m.group(1)), inner)

    @property
    def arguments(self) -> tuple[Term, ...]:
        """A tuple, not clingo's list: interned terms are shared, so nothing may change them."""
        if self._args is None:
            self._args = tuple(term(t) for t in _split(self._text))
        return self._args

    def order_key(self) -> tuple[object, ...]:
        """clingo's total order: numbers, then constants, then strings, then compound terms
        by sign, arity, name and arguments."""
        if self._key is None:
            kind = self.type
            if kind == SymbolType.Number:
                self._key = (1, self.number)
            elif kind == SymbolType.String:
                self._key = (3, self.string)
            elif kind == SymbolType.Infimum:
                self._key = (0,)
            elif kind == SymbolType.Supremum:
                self._key = (6,)
            elif not self.arguments:
                self._key = (2, not self.positive, self.name)
            else:
                args = tuple(a.order_key() for a in self.arguments)
                self._key = (4, not self.positive, len(self.arguments), self.name, args)
        return self._key


def _split(text: str) -> list[str]:
    """The texts of a compound term's arguments (none for a constant)."""
    open_at = text.find("(")
    if open_at < 0 or text[0] == '"':
        return []
    parts: list[str] = []
    depth = 0
    start = open_at + 1
    for match in _SPLIT.finditer(text, open_at):
        token = match.group()
        if token == "(":
            depth += 1
        elif token == ")":
            depth -= 1
            if depth == 0 and match.start() > start:
                parts.append(text[start : match.start()])
        elif token == "," and depth == 1:
            parts.append(text[start : match.start()])
            start = match.end()
    return parts


# An answer's atoms grouped by predicate name (a missing name reads as []): read by field with
# the relations' row classes (pyengine/relations.py, Row.rows).
Rows = defaultdict[str, list[Term]]


def by_name(symbols: Iterable[Term]) -> Rows:
    """The shown atoms of an answer grouped by predicate name (a missing name reads as [])."""
    by: Rows = defaultdict(list)
    for s in symbols:
        by[s.name].append(s)
    return by


@lru_cache(maxsize=1 << 16)
def term(text: str) -> Term:
    """The (interned) term with this clingo text."""
    return Term(text)


def function(name: str, arguments: Sequence[Term] = ()) -> Term:
    """A compound term built in Python (a label the readers compose from answer terms)."""
    return term(f"{name}({','.join(str(a) for a in arguments)})" if arguments else name)


def string(value: str) -> Term:
    return term('"' + value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"')


# Between the atoms of an answer, printed as one tuple. A string argument equal to the
# marker would split an atom in two; the count of parts gives that away (see to_terms).
_MARK = clingo.String("\x1f")
_MARK_TEXT = ',"\x1f",'


def to_terms(symbols: Sequence[clingo.Symbol]) -> list[Term]:
    """clingo symbols as Terms. Each symbol's text costs two calls through cffi; an answer
    printed as one tuple, with a marker between its atoms, costs two calls in all."""
    if len(symbols) < 2:
        return [term(str(s)) for s in symbols]
    joined = [_MARK] * (2 * len(symbols) - 1)
    joined[0::2] = symbols
    parts = str(clingo.Function("", joined))[1:-1].split(_MARK_TEXT)
    if len(parts) != len(symbols):  # some string held the marker: one symbol at a time
        return [term(str(s)) for s in symbols]
    return [term(t) for t in parts]
