"""The exact word diff behind the wording lint: for each text unit two documents both print
(``wording/5`` atoms of a game's KB), the spans of words that differ, as facts for the lint
rules (``wording_span/6``, ``span_token/5``) with the lexical facts they decide by
(``token_kind/2``, ``near_spelling/2``). Nothing here decides a finding or its severity."""

from __future__ import annotations

import difflib
import re
from collections import defaultdict
from collections.abc import Iterable
from itertools import combinations

from pyengine import kb_rows as kb
from pyengine.kb_terms import Term

# Words, section numbers (10.7.5, 10.6.) and punctuation marks, each a token of its own.
TOKEN = re.compile(r"-->|\d+(?:\.\d+)*\.?|\w+(?:['\u2019-]\w+)*|[^\w\s]")
SECTION = re.compile(r"\d+(?:\.\d+)*\.?")
# Letters only, for telling a spelling slip from a changed word.
LETTERS = re.compile(r"[^a-z]")


def wording_facts(symbols: Iterable[Term]) -> list[str]:
    """Facts for every pair of documents that print the same unit differently."""
    units: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for w in kb.Wording.of(symbols):
        units[str(w.unit)].append((str(w.doc), w.text.string))
    facts: list[str] = []
    tokens: set[str] = set()
    pairs: set[tuple[str, str]] = set()
    for name, texts in sorted(units.items()):
        for (d1, t1), (d2, t2) in combinations(sorted(texts), 2):
            for k, (old, new) in enumerate(_spans(TOKEN.findall(t1), TOKEN.findall(t2)), 1):
                facts.append(
                    kb.WordingSpan.fact(unit=name, d1=d1, d2=d2, k=k, old=_q(_joined(old)), new=_q(_joined(new)))
                )
                facts += [kb.SpanToken.fact(unit=name, k=k, side="old", i=i, word=_q(w)) for i, w in enumerate(old)]
                facts += [kb.SpanToken.fact(unit=name, k=k, side="new", i=i, word=_q(w)) for i, w in enumerate(new)]
                tokens.update(old + new)
                if len(old) == len(new):
                    pairs.update(zip(old, new, strict=True))
    facts += [kb.TokenKind.fact(word=_q(w), kind=_kind(w)) for w in sorted(tokens)]
    facts += [kb.NearSpelling.fact(old=_q(a), new=_q(b)) for a, b in sorted(pairs) if _near(a, b)]
    return facts


def _spans(a: list[str], b: list[str]) -> list[tuple[list[str], list[str]]]:
    """The runs of words that differ, in order: (words of the first text, of the second).
    Two runs one word apart are one change ("bunker" -> "secondary terrain (bunker)")."""
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    runs: list[list[int]] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        if runs and i1 - runs[-1][1] <= 1 and j1 - runs[-1][3] <= 1:
            runs[-1][1], runs[-1][3] = i2, j2
        else:
            runs.append([i1, i2, j1, j2])
    return [(a[i1:i2], b[j1:j2]) for i1, i2, j1, j2 in runs]


def _joined(tokens: list[str]) -> str:
    """Tokens as text again: no space before closing punctuation or after an opening one."""
    text = " ".join(tokens)
    return re.sub(r"\( ", "(", re.sub(r" ([,.;:)])", r"\1", text))


def _kind(word: str) -> str:
    if SECTION.fullmatch(word):
        return "section"
    return "word" if re.search(r"\w", word) else "punctuation"


def _near(a: str, b: str) -> bool:
    """The same word spelt or punctuated otherwise: the letters match but for case, or differ
    by one letter edit (immobilised / immobilized, die / dice)."""
    x, y = LETTERS.sub("", a.lower()), LETTERS.sub("", b.lower())
    if x == y:
        return True
    return min(len(x), len(y)) >= 3 and _one_edit(x, y)


def _one_edit(x: str, y: str) -> bool:
    if abs(len(x) - len(y)) > 1:
        return False
    if len(x) == len(y):
        return sum(c != d for c, d in zip(x, y, strict=True)) == 1
    short, long_ = sorted((x, y), key=len)
    return any(long_[:i] + long_[i + 1 :] == short for i in range(len(long_)))


def _q(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
