"""The KB's headers are the Python boundary (pyengine/relations.py): every relation a file
shows has named fields, the generated row classes are the headers' current word, and a row
reads and writes by those names."""

from __future__ import annotations

import importlib
import re

import pytest

from pyengine import relations
from pyengine.kb_terms import term
from tests.core.test_kb_headers import FILES, KB, defined_and_shown


@pytest.mark.parametrize("folder", relations.folders())
def test_the_row_classes_are_written_from_the_current_headers(folder):
    """`python scripts/kb_rows.py` rewrites them; a header changed without it fails here."""
    path = relations.module_path(folder)
    assert path.read_text("utf-8") == relations.module_text(folder), f"run python scripts/kb_rows.py ({path})"


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(KB)))
def test_every_shown_relation_has_named_fields(path):
    """What the bridge reads is named in some header of its folder (or the core's), each
    argument with a field name."""
    folder = path.relative_to(KB).parts[0]
    named = {name for name, _ in [*relations.relations(folder), *relations.relations("core")]}
    _, shown = defined_and_shown(path.read_text("utf-8"))
    assert not shown - named, f"shown without named arguments in any header: {sorted(shown - named)}"


def test_a_header_entry_names_its_fields_in_argument_order():
    """kb/skirmish/fire.lp: `fire_refused(U, T, Reason, Cite)   or why there is no shot.`"""
    found = relations.relations("skirmish")[("fire_refused", 4)]
    assert (found.fields, found.file, found.role) == (("u", "t", "reason", "cite"), "skirmish/fire.lp", "defines")
    assert found.meaning == "or why there is no shot."


@pytest.mark.parametrize(
    ("argument", "field"),
    [("Reason", "reason"), ("RowArg", "row_arg"), ("H0", "h0"), ("ignore(K)", "ignore"), ("fire", "fire"),
     ("on|off", None), ("_", None)],
)  # fmt: skip
def test_field_names(argument, field):
    assert relations.field_name(argument) == field


def test_a_row_reads_its_atom_by_field_and_writes_a_fact_by_name():
    from pyengine.games.skirmish.kb_rows import FireRefused

    atom = term('fire_refused("a","b",out_of_range(60),cite(range_band,none,scenario,unit("a")))')
    (row,) = FireRefused.rows({"fire_refused": [atom, term('fire_refused("a","b")')]})
    assert (str(row.u), str(row.reason), row.reason.arguments[0].number) == ('"a"', "out_of_range(60)", 60)
    assert row.as_term() is atom
    assert FireRefused.fact(u='"a"', t='"b"', reason="unseen", cite="c") == 'fire_refused("a","b",unseen,c).'
    with pytest.raises(TypeError, match="why"):
        FireRefused.fact(u=1, t=2, reason=3, why=4)  # type: ignore[call-arg]


def test_a_row_class_writes_a_clingo_symbol_by_name():
    from clingo import Function, Number, String

    from pyengine.games.assault.kb_rows import AtState

    assert AtState.symbol(w=String("w"), h=Number(1), s=Function("plain")) == Function(
        "at_state", [String("w"), Number(1), Function("plain")]
    )
    with pytest.raises(TypeError, match="has fields"):
        AtState.symbol(w=String("w"), h=Number(1))


def test_a_field_that_would_hide_a_method_or_read_as_a_number_is_renamed():
    assert relations._fields(["L", "Class", "Fact"]) == ("line", "class_", "fact_")
    assert relations._fields(["H", "H"]) == ("h1", "h2")


def known_relations() -> set[tuple[str, int]]:
    """Every name/arity some .lp header names: an entry with its arguments, or name/N."""
    known: set[tuple[str, int]] = set()
    for path in FILES:
        known |= {(r.name, r.arity) for r in relations.file_relations(path)}
        known |= {
            (n, int(a))
            for n, a in re.findall(r"\b([a-z][a-z0-9_]*)/(\d+)\b", relations.header(path.read_text("utf-8")))
        }
    return known


def test_every_predicate_the_docs_name_is_in_a_kb_header():
    """A `name/N` in the docs' code spans (README and docs/) is one some header declares, with
    that arity: the docs follow the KB's contracts."""
    known = known_relations()
    root = KB.parent
    stale = [
        f"{doc.relative_to(root)}:{n} {name}/{arity}"
        for doc in [root / "README.md", *sorted((root / "docs").glob("*.md"))]
        for n, line in enumerate(doc.read_text("utf-8").splitlines(), 1)
        for code in re.findall(r"`([^`]*)`", line)
        for name, arity in re.findall(r"\b([a-z][a-z0-9_]*)/(\d+)\b", code)
        if (name, int(arity)) not in known
    ]
    assert not stale, stale


# A fact the bridge writes as text: f"name(...).", its arguments split at top-level commas.
FACT = re.compile(r'f"([a-z_][a-z0-9_]*)\((.*?)\)\."')


def arity(arguments: str) -> int:
    """How many arguments a fact template writes (each {...} placeholder is one)."""
    plain = re.sub(r"\{[^{}]*\}", "X", arguments)
    depth, count = 0, 1
    for ch in plain:
        depth += (ch in "([" and 1) or ((ch in ")]" and -1) or 0)
        count += ch == "," and depth == 0
    return count


def test_every_fact_the_bridge_writes_is_in_an_input_list():
    """Each fact Python writes for the KB, by a row class's ``fact`` or as text, is one a header
    of the game's (or the core's) files takes as input, with that arity: the facts follow the
    same contracts the answers do."""
    inputs = {folder: relations.inputs(folder) for folder in relations.folders()}
    root = KB.parent / "pyengine"
    unknown = []
    for path in sorted(p for p in root.rglob("*.py") if p.name != "kb_rows.py"):
        parts = path.relative_to(root).parts
        game = parts[1] if parts[0] == "games" and len(parts) > 2 else None
        allowed = inputs["core"] | (inputs[game] if game else set().union(*inputs.values()))
        text = path.read_text("utf-8")
        written = [(m.start(), m.group(1), arity(m.group(2))) for m in FACT.finditer(text)]
        written += [(at, cls._name, len(cls._fields)) for at, cls in fact_classes(text)]
        unknown += [
            f"{path.relative_to(root)}:{text.count(chr(10), 0, at) + 1} {name}/{n}"
            for at, name, n in written
            if (name, n) not in allowed
        ]
    assert not unknown, unknown


def fact_classes(text: str) -> list[tuple[int, type[relations.Row]]]:
    """The row classes a module writes facts with (``alias.Class.fact(``), by where."""
    modules = {
        alias or "kb_rows": importlib.import_module(f"pyengine{package}.kb_rows")
        for package, alias in re.findall(r"^from pyengine((?:\.games\.\w+)?) import kb_rows(?: as (\w+))?$", text, re.M)
    }
    return [
        (m.start(), getattr(modules[m.group(1)], m.group(2)))
        for m in re.finditer(r"\b(\w+)\.(\w+)\.fact\(", text)
        if m.group(1) in modules
    ]


def test_a_fact_template_counts_its_arguments():
    assert arity("{uid},{w.kind.text},{w.calibre or 0}") == 3
    assert arity("{lt},h({q},{r}),{m}") == 3
