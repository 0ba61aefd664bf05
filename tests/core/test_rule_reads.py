"""The atoms each KB file writes (pyengine.kb_rules.file_patterns) are read by a walk that skips
terms, which hold no atom; the full walk of every node is the reference, and both agree on every
file of the KB."""

from pathlib import Path

import pytest
from clingo import ast

from pyengine.kb_rules import file_ast, file_patterns, rule_reads

KB = Path(__file__).resolve().parents[2] / "kb"
FILES = sorted(str(p.relative_to(KB)) for p in KB.rglob("*.lp"))


def every_atom(node: ast.AST, found: dict) -> None:
    """The reference: every node visited, terms included."""
    if node.ast_type == ast.ASTType.SymbolicAtom and node.symbol.ast_type == ast.ASTType.Function:
        args = node.symbol.arguments
        shape = tuple(a.symbol if a.ast_type == ast.ASTType.SymbolicTerm else None for a in args)
        found.setdefault((node.symbol.name, len(args)), set()).add(shape)
    elif node.ast_type == ast.ASTType.ShowSignature:
        found.setdefault((node.name, node.arity), set()).add((None,) * node.arity)
    for key in node.child_keys:
        child = getattr(node, key)
        if isinstance(child, ast.AST):
            every_atom(child, found)
        elif child is not None:
            for item in child:
                every_atom(item, found)


@pytest.mark.parametrize("relpath", FILES)
def test_the_pruned_walk_finds_what_the_full_walk_finds(relpath):
    found: dict = {}
    for statement in file_ast(relpath):
        every_atom(statement, found)
    assert file_patterns(relpath) == {sig: frozenset(shapes) for sig, shapes in found.items()}


def test_a_set_of_files_reads_the_union_of_its_files():
    files = ("memoir44/turn.lp", "memoir44/turn_move.lp")
    union: dict = {}
    for f in files:
        for sig, shapes in file_patterns(f).items():
            union.setdefault(sig, set()).update(shapes)
    assert rule_reads(files).patterns == {sig: frozenset(s) for sig, s in union.items()}
