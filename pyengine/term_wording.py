"""Words KB terms for people: one memoised renderer shared by answers and the chart checker.

A term ``f(a1, .., an)`` is worded with the template of ``f`` from the game's ``message/2``
atoms, its arguments worded first. Subclasses say how their own terms read (hexes, rows,
labels) and how a term without a template reads.
"""

from __future__ import annotations

import re

from clingo import SymbolType

from pyengine.kb_terms import Term

# A template's place for a term's argument: {1} is the first.
PLACEHOLDER = re.compile(r"\{(\d+)\}")


class TermWording:
    """One answer repeats the same terms (citations, labels, hexes) hundreds of times, and
    each rendering fills a template, so every rendering is memoised."""

    def __init__(self, messages: dict[str, str]) -> None:
        self.messages = messages
        self._terms: dict[Term, str] = {}

    def term(self, sym: Term) -> str:
        words = self._terms.get(sym)
        if words is None:
            words = self._terms[sym] = self._render(sym)
        return words

    def _render(self, sym: Term) -> str:
        if sym.type == SymbolType.String:
            return sym.string
        if sym.type == SymbolType.Number:
            return str(sym.number)
        own = self._own_words(sym)
        if own is not None:
            return own
        template = self.messages.get(sym.name) if sym.name else None
        args = [self.term(a) for a in sym.arguments]
        # A template is keyed by name alone: one that wants more arguments than the term has
        # (phase deal, beside pending deal(S, N)) does not word it.
        if template is None or max(map(int, PLACEHOLDER.findall(template)), default=0) > len(args):
            return self._unworded(sym.name, args)
        return PLACEHOLDER.sub(lambda mt: args[int(mt.group(1)) - 1], template)

    def _own_words(self, sym: Term) -> str | None:
        """Words for a term before any template is tried, or None."""
        return None

    def _unworded(self, name: str, args: list[str]) -> str:
        """A term the game has no template for."""
        raise NotImplementedError
