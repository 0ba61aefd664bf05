"""Explanations as data: citations and labelled contributions read from KB atoms.

Nothing here decides anything. The rules derive terms such as
``step_part(A, B, terrain(clear), 1, cite(move_terrain_cost, "9.1", doc000, row(...)))``;
this module only words them for people (text) and programs (JSON).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from clingo import SymbolType

from pyengine import kb_rows as kb
from pyengine.board import Board
from pyengine.checked_position import Position
from pyengine.hexgrid import Hex
from pyengine.json_types import JsonObject
from pyengine.kb_terms import Rows, Term
from pyengine.scenario_model import Dice
from pyengine.term_wording import TermWording


def rows_of(grouped: Mapping[str, Rows], key: str) -> Rows:
    """The rows grouped under ``key``, or none."""
    return grouped.get(key) or defaultdict(list)


def item_depends(by: Mapping[str, list[Term]]) -> list[tuple[Term, str]]:
    """(item, assumption) of each depends/2 atom: a shown item that rests on an assumption.
    A move's depends/3 atoms, which lead with the move, are its own (hex_moves reads them)."""
    return [(r.item, str(r.assumption)) for r in kb.Depends2.rows(by)]


def is_hex(sym: Term) -> bool:
    return sym.type == SymbolType.Function and sym.name == "h" and len(sym.arguments) == 2


def to_hex(sym: Term) -> Hex:
    """The hex of an h(Q,R) term."""
    q, r = sym.arguments
    return Hex(q.number, r.number)


class Wording(TermWording):
    """Renders KB terms with the game's message templates and the scenario's coordinates;
    citations and hexes are memoised like the terms. A term's words depend only on the
    position, so all the answers about one position share one memo (``Wording.of``)."""

    @classmethod
    def of(cls, pos: Board) -> Wording:
        if pos.wording is None:
            pos.wording = cls(pos)
        found: Wording = pos.wording
        return found

    def __init__(self, pos: Board) -> None:
        super().__init__(pos.catalogue.messages)
        self.pos = pos
        self._citations: dict[Term, Citation] = {}
        self._hexes: dict[Term, Hex] = {}
        self._contributions: dict[tuple[Term, int | None, Term, tuple[str, ...]], Contribution] = {}

    def hex(self, sym: Term) -> Hex:
        found = self._hexes.get(sym)
        if found is None:
            found = self._hexes[sym] = to_hex(sym)
        return found

    def citation(self, sym: Term) -> Citation:
        found = self._citations.get(sym)
        if found is None:
            found = self._citations[sym] = citation(sym, self)
        return found

    def contribution(
        self, label: Term, value: int | None, cite: Term, assumptions: tuple[str, ...] = ()
    ) -> Contribution:
        """The worded contribution (one object per distinct one: a move's answer repeats the
        same step parts and reasons hundreds of times, and contributions are read-only)."""
        key = (label, value, cite, assumptions)
        found = self._contributions.get(key)
        if found is None:
            found = Contribution(self.term(label), str(label), value, self.citation(cite), assumptions)
            self._contributions[key] = found
        return found

    def label(self, h: Hex) -> str:
        """A hex as the map's coordinates name it (only a hex map has hexes)."""
        assert isinstance(self.pos, Position), "a hex named on a board without hexes"
        return self.pos.label(h)

    def _own_words(self, sym: Term) -> str | None:
        if is_hex(sym):
            return self.label(self.hex(sym))
        if sym.type == SymbolType.Function and sym.name == "dice" and len(sym.arguments) == 4:
            return str(Dice(*(a.number for a in sym.arguments)))
        return None

    def _unworded(self, name: str, args: list[str]) -> str:
        if args:
            return f"{name}({', '.join(args)})"
        row = self.pos.catalogue.rows.get(name)
        return row.printed if row else name.replace("_", " ")

    def locator(self, sym: Term) -> str:
        if sym.name == "row":
            chart, row, col = (str(a) for a in sym.arguments)
            info = self.pos.catalogue.rows.get(row)
            printed = info.printed if info else row
            return f"{chart.replace('_', ' ')} chart, row '{printed}', column {col}"
        if sym.name == "unit":
            (unit,) = sym.arguments
            return f"unit {unit.string}: card values"
        if sym.name in ("section", "none"):
            return ""
        return self.term(sym)


@dataclass(frozen=True)
class Citation:
    rule: str
    section: str | None
    source: str
    locator: str

    def text(self) -> str:
        parts = [f"§{self.section}" if self.section else "", self.source, self.locator]
        return " · ".join(p for p in parts if p)

    def to_json(self) -> JsonObject:
        return {"rule": self.rule, "section": self.section, "source": self.source, "locator": self.locator}


def citation(sym: Term, wording: Wording) -> Citation:
    rule, section, doc, locator = sym.arguments
    sec = section.string if section.type == SymbolType.String else None
    if doc.name == "scenario":
        source = wording.pos.scenario.path
    else:
        source = wording.pos.catalogue.documents.get(doc.name, (doc.name, ""))[0] or doc.name
    return Citation(rule.name, sec, source, wording.locator(locator))


@dataclass(frozen=True)
class Contribution:
    """One labelled part of a derived quantity, or one reason, with its why."""

    what: str
    term: str
    value: int | None
    cite: Citation
    assumptions: tuple[str, ...] = field(default_factory=tuple)

    def to_json(self) -> JsonObject:
        return {
            "what": self.what,
            "term": self.term,
            "value": self.value,
            "cite": self.cite.to_json(),
            "assumptions": list(self.assumptions),
        }


def cite_text(c: Contribution) -> str:
    """A contribution's citation as one line, with the assumptions it rests on."""
    text = c.cite.text()
    if c.assumptions:
        text += " [assumes " + ", ".join(c.assumptions) + "]"
    return text


def aligned(rows: list[tuple[str, str]]) -> list[str]:
    """Left text, then citations in one column on the right."""
    width = max((len(left) for left, right in rows if right), default=0)
    return [f"{left:<{width}}  | {right}" if right else left for left, right in rows]


def by_term(contributions: Iterable[Contribution]) -> list[Contribution]:
    """Contributions in the order of their terms' text: the KB's atom order is not stable."""
    return sorted(contributions, key=lambda c: c.term)


def contribution(
    label: Term,
    value: int | None,
    cite: Term,
    wording: Wording,
    assumptions: tuple[str, ...] = (),
) -> Contribution:
    return wording.contribution(label, value, cite, assumptions)


@dataclass(frozen=True)
class Assumptions:
    """The named assumptions an answer rests on, with the KB's text for each."""

    texts: tuple[tuple[str, str], ...]

    @classmethod
    def of(cls, pos: Board, names: Iterable[str]) -> Assumptions:
        known = pos.catalogue.assumptions
        return cls(tuple((n, known[n][1]) for n in sorted(set(names)) if n in known))

    def only(self, names: set[str]) -> Assumptions:
        return Assumptions(tuple((n, t) for n, t in self.texts if n in names))

    def lines(self) -> list[str]:
        return [f"  assumption {n}: {text}" for n, text in self.texts]

    def to_json(self) -> list[JsonObject]:
        return [{"name": n, "text": text} for n, text in self.texts]
