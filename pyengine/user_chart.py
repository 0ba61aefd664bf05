"""A user's chart file for ``umpire check --chart``: clingo facts in the chart schema, and nothing else.

The file is data. It is screened before clingo sees it: no directive (``#include`` would read
another file, ``#script`` would run code), no rule, no variable, only the schema's predicates
with their arities, all for one edition that the shipped KB does not already use.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from clingo import ast

from pyengine.data_files import read_utf8
from pyengine.errors import Pos, UmpireError, did_you_mean

# A directive starts with '#' outside a string or a '%' comment.
_STRING_OR_COMMENT = re.compile(r'"(?:[^"\\]|\\.)*"|%[^\n]*')


@dataclass(frozen=True)
class UserChart:
    path: str
    edition: str
    doc: str
    facts: str


def _screen_directives(path: str, text: str, expected: str) -> None:
    blanked = _STRING_OR_COMMENT.sub(lambda m: " " * len(m.group()), text)
    at = blanked.find("#")
    if at >= 0:
        line = blanked.count("\n", 0, at) + 1
        column = at - (blanked.rfind("\n", 0, at) + 1) + 1
        word = re.findall(r"#\w*", blanked[at:])[0]  # blanked[at] is "#", so there is one
        raise UmpireError(
            Pos(path, line, column), "directives are not allowed in a chart file", found=word, expected=expected
        )


def _parse(path: str, text: str, expected: str) -> list[ast.AST]:
    statements: list[ast.AST] = []
    errors: list[str] = []
    try:
        ast.parse_string(text, statements.append, logger=lambda _code, msg: errors.append(msg))
    except RuntimeError:
        first = errors[0] if errors else "syntax error"
        m = re.match(r"<string>:(\d+):(\d+)(?:-\d+)?: error: (.*)", first.strip(), re.S)
        if m:
            raise UmpireError(
                Pos(path, int(m.group(1)), int(m.group(2))), m.group(3).splitlines()[0], expected=expected
            ) from None
        raise UmpireError(Pos(path), first.strip(), expected=expected) from None
    return [s for s in statements if s.ast_type not in (ast.ASTType.Program, ast.ASTType.Comment)]


def _fact_atom(path: str, statement: ast.AST, schema: dict[str, int]) -> tuple[Pos, str, int, str]:
    """Name, arity and text of a statement that must be a ground fact of the schema."""
    expected = _expected(schema)
    pos = Pos(path, statement.location.begin.line, statement.location.begin.column)
    head = getattr(statement, "head", None)
    atom = getattr(getattr(head, "atom", None), "symbol", None)
    if (
        statement.ast_type != ast.ASTType.Rule
        or statement.body
        or atom is None
        or atom.ast_type != ast.ASTType.Function
    ):
        raise UmpireError(pos, "only facts are allowed in a chart file", found=str(statement), expected=expected)
    name, arity = atom.name, len(atom.arguments)
    if schema.get(name) != arity:
        known = [f"{p}/{a}" for p, a in schema.items()]
        raise UmpireError(
            pos,
            f"unknown chart predicate '{name}/{arity}'",
            found=str(statement),
            expected=expected,
            suggestion=did_you_mean(f"{name}/{arity}", known),
        )
    if re.search(r"\b[A-Z_][A-Za-z0-9_']*", _STRING_OR_COMMENT.sub("", str(atom))):
        raise UmpireError(pos, "a chart fact may not contain variables", found=str(statement), expected=expected)
    return pos, name, arity, str(atom)


def _expected(schema: dict[str, int]) -> str:
    return "a fact of the chart schema: " + ", ".join(f"{p}/{a}" for p, a in schema.items())


def read_chart_file(path: str) -> str:
    return read_utf8(path, what="chart file")


def load_user_chart(
    path: str, text: str, schema: dict[str, int], shipped_editions: set[str], shipped_docs: set[str]
) -> UserChart:
    """The facts of one new edition of a game's chart (``text``, named ``path`` in errors), in
    the game's chart ``schema`` (predicate -> arity; ``Game.chart_schema``)."""
    _screen_directives(path, text, _expected(schema))
    facts: list[str] = []
    editions: dict[str, Pos] = {}
    doc = ""
    for statement in _parse(path, text, _expected(schema)):
        pos, name, _arity, atom = _fact_atom(path, statement, schema)
        # Every chart fact but row_kind/2 names its edition first; edition_doc(Ed, Doc) its document.
        first, *rest = statement.head.atom.symbol.arguments
        if name != "row_kind":
            editions.setdefault(str(first), pos)
        if name == "edition_doc":
            doc = str(rest[0])
        facts.append(atom + ".")
    if len(editions) != 1 or not doc:
        raise UmpireError(
            Pos(path),
            "a chart file describes exactly one edition and names its document",
            found=", ".join(sorted(editions)) or "no chart facts",
            expected="edition_doc(MyEdition, my_doc). and facts whose first argument is MyEdition",
        )
    ((edition, pos),) = editions.items()
    for kind, name, shipped in (("edition", edition, shipped_editions), ("document", doc, shipped_docs)):
        if name in shipped:
            raise UmpireError(
                pos,
                f"{kind} '{name}' is already shipped with the game",
                found=name,
                expected=f"a new {kind} name, not one of {', '.join(sorted(shipped))}",
            )
    return UserChart(path, edition, doc, "\n".join(facts))
