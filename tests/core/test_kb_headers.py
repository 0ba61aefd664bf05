"""Each KB file opens with a comment that says what it defines; this keeps that list honest.
Every predicate a file shows is in its "Defines" list, and every predicate the list names is one
the file defines or shows (read with clingo's own parser)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from clingo import ast

from pyengine.relations import header

KB = Path(__file__).resolve().parents[2] / "kb"
FILES = sorted(KB.rglob("*.lp"))
# A predicate a header list names, once every argument list is emptied: name() or name/N at the
# start of an entry (at the list's indent, after another entry, or after two spaces), not a term
# that the prose after an entry or on its continuation lines mentions.
ENTRY = re.compile(r"(?:^\s{0,4}|(?<=\S)\s{2,}|\(\)\s+|/\d+\s+)([a-z][a-z0-9_]*)(?=\(\)|/\d)")
INNERMOST = re.compile(r"\(([^()]*)\)")


def entries(line: str) -> set[str]:
    """The predicates a header line names, not the terms in their arguments."""
    while (emptied := INNERMOST.sub(lambda m: "()" if m.group(1) else "\0", line)) != line:
        line = emptied
    return set(ENTRY.findall(line.replace("\0", "()")))


def listed(text: str) -> set[str] | None:
    """The predicates the header's Defines list names (up to an Input or Uses paragraph)."""
    found = re.search(r"Defines\b(.*)", header(text), re.S)
    if found is None:
        return None
    body = re.split(r"\n\s*(?:Input|Uses)\b", found.group(1))[0]
    body = re.sub(r"^[^\n]*?:", "", body, count=1)  # "Defines (shown):" leads into the first entry
    return {name for line in body.splitlines() for name in entries(line)}


def defined_and_shown(text: str) -> tuple[set[str], set[str]]:
    heads: set[str] = set()
    shown: set[str] = set()

    def names(node: ast.AST) -> list[str]:
        kind = node.ast_type
        if kind == ast.ASTType.Literal:
            return names(node.atom)
        if kind == ast.ASTType.SymbolicAtom:
            symbol = node.symbol
            if symbol.ast_type == ast.ASTType.Pool:
                symbol = symbol.arguments[0]
            return [symbol.name] if symbol.ast_type == ast.ASTType.Function else []
        if kind in (ast.ASTType.Disjunction, ast.ASTType.Aggregate):
            return [n for e in node.elements for n in names(e.literal)]
        if kind == ast.ASTType.ConditionalLiteral:
            return names(node.literal)
        return []

    def visit(statement: ast.AST) -> None:
        if statement.ast_type == ast.ASTType.Rule:
            heads.update(names(statement.head))
        elif statement.ast_type == ast.ASTType.ShowSignature:
            shown.add(statement.name)
        elif statement.ast_type == ast.ASTType.ShowTerm and statement.term.ast_type == ast.ASTType.Function:
            shown.add(statement.term.name)

    ast.parse_string(text, visit)
    return heads, shown


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(KB)))
def test_the_defines_list_names_what_the_file_shows_and_defines(path):
    text = path.read_text("utf-8")
    heads, shown = defined_and_shown(text)
    names = listed(text)
    if names is None:
        assert not shown, f"{path.name} shows {sorted(shown)} but has no Defines list"
        return
    assert not shown - names, f"shown but not in the Defines list: {sorted(shown - names)}"
    assert not names - heads - shown, (
        f"in the Defines list but neither defined nor shown: {sorted(names - heads - shown)}"
    )


@pytest.mark.parametrize(("game", "edition"), [("assault", "rev6"), ("memoir44", None)])
def test_the_predicates_the_bridge_groups_by_unit_are_shown_by_the_kb(game, edition):
    """The bridge reads these lists from the KB (keyed/2); each name must be a predicate the
    game's rules (or the core's) show."""
    from pyengine.kb_rules import catalogue

    shown = {name for path in [*(KB / game).glob("*.lp"), *(KB / "core").glob("*.lp")]
             for name in defined_and_shown(path.read_text("utf-8"))[1]}  # fmt: skip
    keyed = catalogue(game, edition).keyed
    assert keyed and all(names <= shown for names in keyed.values()), {g: n - shown for g, n in keyed.items()}
