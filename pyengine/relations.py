"""The KB's contracts as the Python boundary: every relation read and written by name.

Each ``.lp`` file opens with a header that lists what it reads (its Input paragraph) and
what it derives (Defines), each entry a predicate with its arguments named:
``fire_refused(U, T, Reason, Cite)   or why there is no shot.`` This module reads those
headers once and gives each ``name/arity`` its field names (``u``, ``t``, ``reason``,
``cite``); ``python scripts/kb_rows.py`` writes them out as typed row classes, one module
for the core and one per game (``kb_rows.py``), which tests/core/test_relations.py keeps
equal to the headers.

A row is a view over one interned answer term (kb_terms.Term): it copies nothing, and a field
is the term's argument at that position, read when asked for. Readers never index an atom's
arguments themselves (tests/core/test_code_shape.py). Each class's ``fact`` writes a fact by
field name, and every fact the bridge writes is one a header takes as input
(tests/core/test_relations.py). The field names are clorm's idea; its
unification per atom is not paid here.
"""

from __future__ import annotations

import dataclasses
import keyword
import re
import textwrap
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from operator import itemgetter
from pathlib import Path
from typing import ClassVar, Generic, TypeVar, overload

import clingo
from clingo import SymbolType

from pyengine.kb_terms import Rows, Term

KB = Path(__file__).resolve().parent.parent / "kb"

# ---- Reading the headers ---------------------------------------------------------------------
# An entry starts a header line (after up to four spaces), follows another entry after two
# spaces or a semicolon, or follows a name/N entry; it is a predicate name and its arguments.
_ENTRY_START = re.compile(r"(?:^\s{0,4}|(?<=\S)\s{2,}|(?<=[);])\s+|/\d+\s+)([a-z][a-z0-9_]*)(?=\()")
_PARAGRAPH = re.compile(r"^\s?(Input|Defines|Also|Uses)\b", re.M)
# What leads into a paragraph's first entry: a remark in parentheses, words, a colon.
_LEAD_IN = re.compile(r"^\s*(?:\([^()]*\))?[^():\n]*:\s*")
_VARIABLE = re.compile(r"^_?[A-Z][A-Za-z0-9_]*'*$")
_CONSTANT = re.compile(r"^[a-z][a-z0-9_]*$")


@dataclass(frozen=True)
class Relation:
    """One predicate as a header names it: its fields in argument order, what it means, and
    where it is declared (file and paragraph: input, defines or also)."""

    name: str
    fields: tuple[str, ...]
    spelled: str  # as the header writes it: fire_refused(U, T, Reason, Cite)
    meaning: str
    file: str
    role: str
    variables: tuple[bool, ...]  # each argument a variable, or a value (fire, ignore(K))

    @property
    def values(self) -> int:
        return self.variables.count(False)

    @property
    def arity(self) -> int:
        return len(self.fields)


def header(text: str) -> str:
    """A file's opening comment, without its % marks."""
    lines = []
    for line in text.splitlines():
        if not line.startswith("%"):
            break
        lines.append(line[1:])
    return "\n".join(lines)


def _closing(text: str, start: int) -> int:
    """The index just past the parenthesis that closes the one at ``start``."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i + 1
    return -1


def _split_arguments(inner: str) -> list[str]:
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(inner):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(inner[start:i].strip())
            start = i + 1
    parts.append(inner[start:].strip())
    return parts


def field_name(argument: str) -> str | None:
    """The field a header's argument names: a variable's name in snake case (``RowArg``:
    ``row_arg``), a compound term's or a constant's name; None for anything else."""
    argument = argument.strip().rstrip("'")
    if _VARIABLE.match(argument):
        snake = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", argument.lstrip("_"))
        return snake.lower()
    head = argument.partition("(")[0]
    if _CONSTANT.match(head):
        return head
    return None


# Row's own methods: a field of the same name, or one named by a Python keyword, is written with
# a trailing underscore. L, which would read as 1, is the line of sight or fire the headers
# mean by it.
RESERVED = frozenset({"rows", "of", "fact", "symbol", "as_term"})


def _python_name(name: str) -> str:
    return "line" if name == "l" else f"{name}_" if name in RESERVED or keyword.iskeyword(name) else name


def _fields(arguments: list[str]) -> tuple[str, ...] | None:
    """Unique field names for an argument list (a repeated name gets its place appended);
    None where some argument names no field."""
    found = [field_name(a) for a in arguments]
    names = [_python_name(n) for n in found if n is not None]
    if len(names) < len(found):
        return None
    return tuple(f"{n}{i + 1}" if names.count(n) > 1 else n for i, n in enumerate(names))


def _entries(body: str) -> list[tuple[str, list[str], str]]:
    """Each entry of a header paragraph: name, argument texts, and what it means (the words
    after it, with the lines that carry them on)."""
    out: list[tuple[str, list[str], str]] = []
    for line in body.splitlines():
        starts = False
        pos = 0
        while (m := _ENTRY_START.search(line, pos)) is not None:
            open_at = m.end(1)
            close = _closing(line, open_at)
            if close < 0:
                break
            starts = starts or not line[: m.start(1)].strip()
            nxt = _ENTRY_START.search(line, close)
            meaning = line[close : nxt.start() if nxt else len(line)].strip().lstrip(";,").strip()
            out.append((m.group(1), _split_arguments(line[open_at + 1 : close - 1]), meaning))
            pos = close
        if not starts and out and line.strip():
            name, args, meaning = out[-1]
            out[-1] = (name, args, f"{meaning} {line.strip()}".strip())
    return out


def _lead_in_dropped(body: str) -> str:
    """A paragraph without the words that lead into its first entry ("Defines (shown): ")."""
    return _LEAD_IN.sub("    ", body, count=1)


def _paragraphs(path: Path) -> Iterator[tuple[str, str]]:
    """A file header's Input, Defines and Also paragraphs: each one's role and its text."""
    text = header(path.read_text("utf-8"))
    marks = list(_PARAGRAPH.finditer(text))
    for i, m in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        if m.group(1) != "Uses":
            yield m.group(1).lower(), text[m.end() : end]


def file_relations(path: Path) -> list[Relation]:
    """The relations a file's header names with their arguments, in header order."""
    rel = path.relative_to(KB).as_posix()
    out: list[Relation] = []
    for role, body in _paragraphs(path):
        for name, args, meaning in _entries(_lead_in_dropped(body)):
            fields = _fields(args)
            if fields is not None:
                spelled = f"{name}({', '.join(args)})"
                variables = tuple(bool(_VARIABLE.match(a.strip())) for a in args)
                out.append(Relation(name, fields, spelled, meaning, rel, role, variables))
    return out


def inputs(folder: str) -> set[tuple[str, int]]:
    """The relations the headers of ``kb/<folder>`` take as input (the facts the bridge writes,
    or another file derives): every one an Input paragraph mentions, with its arguments (an
    entry or prose) or as name/N."""
    return {
        found
        for path in sorted((KB / folder).glob("*.lp"))
        for role, body in _paragraphs(path)
        if role == "input"
        for found in _mentioned(body)
    }


def _mentioned(body: str) -> set[tuple[str, int]]:
    """Every predicate a paragraph mentions, as name/N or written out with its arguments
    (in prose too: "ignore(K) the one choice asked")."""
    found = {(n, int(a)) for n, a in _NAME_ARITY.findall(body)}
    for m in re.finditer(r"\b([a-z][a-z0-9_]*)\(", body):
        close = _closing(body, m.end() - 1)
        if close > 0:
            found.add((m.group(1), len(_split_arguments(body[m.end() : close - 1]))))
    return found


_NAME_ARITY = re.compile(r"\b([a-z][a-z0-9_]*)/(\d+)\b")


# Where one relation is named in several headers, the file that derives it says what it means,
# and an entry naming every argument by a variable (why(Label, Assumption)) over one that gives
# some as values (why(fire, Assumption)).
_ROLE_RANK = {"defines": 0, "also": 1, "input": 2}


def _rank(r: Relation) -> tuple[int, int]:
    return (_ROLE_RANK[r.role], r.values)


def relations(folder: str) -> dict[tuple[str, int], Relation]:
    """Every relation the headers of ``kb/<folder>`` name, by name and arity: a derived
    relation as its defining file names it, each field as most headers name it by a variable
    (the best-ranked on a tie); a field every header gives as a value is named by that value
    where they agree, else ``what`` (illegal(ignore(K), ...) and illegal(take_ground, ...))."""
    named: dict[tuple[str, int], list[Relation]] = {}
    for path in sorted((KB / folder).glob("*.lp")):
        for r in file_relations(path):
            named.setdefault((r.name, r.arity), []).append(r)
    return {key: _merged(sorted(found, key=_rank)) for key, found in named.items()}


def _merged(found: list[Relation]) -> Relation:
    best = found[0]
    fields = []
    for i in range(best.arity):
        by_variable = [r.fields[i] for r in found if r.variables[i]]
        values = {r.fields[i] for r in found}
        # The name most headers give it (the best-ranked on a tie), so one more header that
        # reads the relation renames nothing.
        common = max(by_variable, key=by_variable.count) if by_variable else None
        fields.append(common if common else best.fields[i] if len(values) == 1 else "what")
    if len(set(fields)) < len(fields):  # headers naming two places alike: the best one's names
        return best
    return dataclasses.replace(best, fields=tuple(fields))


# ---- Rows --------------------------------------------------------------------------------------
R = TypeVar("R", bound="Row")


class Field:
    """One field of a row class: the argument at its place."""

    __slots__ = ("place",)

    def __init__(self, place: int) -> None:
        self.place = place

    @overload
    def __get__(self, row: None, owner: type) -> Field: ...
    @overload
    def __get__(self, row: Row, owner: type) -> Term: ...
    def __get__(self, row: Row | None, owner: type) -> Field | Term:
        if row is None:
            return self
        return row._t.arguments[self.place]


class Row:
    """A view over one atom of a relation (a generated subclass names its fields)."""

    __slots__ = ("_t",)
    # The relation's name and fields: underscored, so that no field a header names hides them.
    _name: ClassVar[str]
    _fields: ClassVar[tuple[str, ...]]

    def __init__(self, atom: Term) -> None:
        self._t = atom

    def __init_subclass__(cls) -> None:
        # The fields are the class's own annotations, in argument order.
        fields = tuple(name for name in vars(cls).get("__annotations__", {}) if not name.startswith("_"))
        cls._fields = fields
        for place, name in enumerate(fields):
            setattr(cls, name, Field(place))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._t})"

    def __str__(self) -> str:
        return str(self._t)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and isinstance(other, Row) and other._t == self._t

    def __hash__(self) -> int:
        return hash(self._t)

    def as_term(self) -> Term:
        """The whole atom."""
        return self._t

    @classmethod
    def rows(cls: type[R], by: Mapping[str, Sequence[Term]]) -> list[R]:
        """This relation's atoms among answer atoms grouped by name (kb_terms.by_name)."""
        arity = len(cls._fields)
        return [cls(t) for t in by.get(cls._name, ()) if len(t.arguments) == arity]

    @classmethod
    def symbol(cls, **values: clingo.Symbol) -> clingo.Symbol:
        """The fact as a clingo symbol, its fields given by name (a bridge that hands facts back
        to the ground program, as the Assault search does)."""
        if values.keys() != set(cls._fields):
            raise TypeError(f"{cls._name}/{len(cls._fields)} has fields {cls._fields}, not {tuple(values)}")
        return clingo.Function(cls._name, [values[f] for f in cls._fields])

    @classmethod
    def of(cls: type[R], atoms: Iterable[Term]) -> list[R]:
        """This relation's atoms among any answer atoms."""
        arity = len(cls._fields)
        return [cls(t) for t in atoms if t.name == cls._name and len(t.arguments) == arity]


Item = TypeVar("Item")


class Keyed(Generic[Item]):
    """Rows indexed by the text of named fields: ``Keyed(rows, "u", "t").get(u, t)``."""

    def __init__(self, rows: Iterable[Item], *fields: str) -> None:
        self.index: dict[tuple[str, ...], list[Item]] = {}
        for r in rows:
            key = tuple(str(getattr(r, f)) for f in fields)
            self.index.setdefault(key, []).append(r)

    def get(self, *key: object) -> list[Item]:
        return self.index.get(tuple(str(k) for k in key), [])


# ---- Tables of a ground program ---------------------------------------------------------------
# A bridge that reads the KB's tables straight from a Control (the Assault search) meets the
# same facts question after question: each symbol's argument list is kept by its id.
_ARGUMENTS: dict[int, list[clingo.Symbol]] = {}


def symbol_id(s: clingo.Symbol) -> int:
    """clingo's id of a symbol: equal symbols share it for the life of the process, so it is a
    cheap key where the bridge indexes thousands of table rows."""
    key: int = s._rep  # clingo's stubs type the id as Any
    return key


def table(
    atoms: clingo.SymbolicAtoms, relation: type[Row], *fields: str, facts_only: bool = True
) -> Iterator[tuple[clingo.Symbol, ...]]:
    """The facts of one relation in a ground program (or all its atoms, ``facts_only`` off),
    each as the named fields' symbols, in the order the fields are named."""
    places = [relation._fields.index(f) for f in fields]
    # The named fields of a row in one call (a single field still as a 1-tuple).
    pick = itemgetter(*places) if len(places) > 1 else (lambda args: (args[places[0]],)) if places else (lambda _: ())
    if len(_ARGUMENTS) > 200_000:  # a long-lived service keeps the recent positions' atoms
        _ARGUMENTS.clear()
    for a in atoms.by_signature(relation._name, len(relation._fields)):
        if a.is_fact or not facts_only:
            s = a.symbol
            key = s._rep
            args = _ARGUMENTS.get(key)
            if args is None:
                args = _ARGUMENTS[key] = s.arguments
            yield pick(args)


def rows_by_unit(by: Mapping[str, list[Term]], names: frozenset[str]) -> defaultdict[str, Rows]:
    """The atoms (grouped ``by`` name) of ``names``, whose first argument is the key they are
    about (a unit, a move, a walk), grouped by that key's text (a unit's id unquoted): rules
    keyed by unit answer for many units at once, and each unit's readers take their own atoms
    (read by field, Row.rows)."""
    units: defaultdict[str, Rows] = defaultdict(lambda: defaultdict(list))
    for name in names:
        for s in by.get(name, ()):
            key = s.arguments[0]
            units[key.string if key.type == SymbolType.String else str(key)][name].append(s)
    return units


def ordered(rows: Iterable[R]) -> list[R]:
    """Rows in clingo's order of their atoms (what sorting the atoms themselves gave)."""
    return sorted(rows, key=Row.as_term)


def argument(atom: Term, place: int) -> Term:
    """The argument at a place (from 1) that the KB itself names: export/3's RowArg says which
    argument of a table holds its chart row."""
    return atom.arguments[place - 1]


# ---- Writing the row classes -------------------------------------------------------------------
def class_name(name: str, arity: int, clash: bool) -> str:
    camel = "".join(part.capitalize() for part in name.split("_"))
    return f"{camel}{arity}" if clash else camel


def module_text(folder: str) -> str:
    """The source of kb_rows.py for one KB folder (core or a game). A relation the core names
    (kb/core/answers.lp, trace.lp ...) is the core's class in every game: one name, one class."""
    found = relations(folder)
    if folder != "core":
        shared = relations("core")
        found = {key: r for key, r in found.items() if key not in shared}
    by_name: dict[str, int] = {}
    for name, _ in found:
        by_name[name] = by_name.get(name, 0) + 1
    lines = [
        f'"""Row classes for the relations kb/{folder}/ names in its headers (those the core names are',
        "pyengine/kb_rows.py's): written by ``python scripts/kb_rows.py``, never by hand",
        '(tests/core/test_relations.py keeps them equal to the headers)."""',
        "",
        "from __future__ import annotations",
        "",
        "from pyengine import relations",
        "from pyengine.kb_terms import Term",
    ]
    for (name, arity), r in sorted(found.items()):
        cls = class_name(name, arity, by_name[name] > 1)
        lines += ["", "", f"class {cls}(relations.Row):", *_docstring(r)]
        lines += ["", "    __slots__ = ()", f'    _name = "{name}"']
        lines += [f"    {f}: Term" for f in r.fields]
        lines += _fact_method(name, r.fields)
    return "\n".join(lines) + "\n"


def _fact_method(name: str, fields: tuple[str, ...]) -> list[str]:
    """The class's fact writer: one parameter per field, so mypy checks every call by name."""
    params = ", ".join(f"{f}: object" for f in fields)
    body = ",".join(f"{{{f}}}" for f in fields)
    signature = f"    def fact({params}) -> str:"
    if len(signature) > 116:
        signature = f"    def fact(\n        {params}\n    ) -> str:"
    return ["", "    @staticmethod", signature, f'        return f"{name}({body})."']


def _docstring(r: Relation) -> list[str]:
    """The class's docstring: the relation as its header spells it, and what it means, wrapped
    to the line length."""
    meaning = r.meaning.replace("\\", "\\\\").replace('"""', "'''")
    text = f"{r.spelled}, kb/{r.file}" + (f": {meaning}" if meaning else "")
    lines = textwrap.wrap(text, 110)
    if len(lines) == 1:
        return [f'    """{lines[0]}"""']
    return [f'    """{lines[0]}', *(f"    {line}" for line in lines[1:]), '    """']


def module_path(folder: str) -> Path:
    base = Path(__file__).resolve().parent
    return base / "kb_rows.py" if folder == "core" else base / "games" / folder / "kb_rows.py"


def folders() -> list[str]:
    return sorted(p.name for p in KB.iterdir() if p.is_dir())


def write_modules() -> list[Path]:
    """Write every folder's row classes (scripts/kb_rows.py runs this)."""
    written = []
    for folder in folders():
        path = module_path(folder)
        path.write_text(module_text(folder), "utf-8")
        written.append(path)
    return written
