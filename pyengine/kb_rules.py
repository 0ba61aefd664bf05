"""The knowledge base as the bridge sees it: cached rule texts and each game's catalogue.

Rule text is read once per process. A catalogue (vocabulary, chart rows and cells,
messages, documents, assumptions) is computed once per game and edition by clingo itself,
so the vocabulary the parser accepts is exactly what the KB defines.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property, lru_cache

import clingo
from clingo import ast

from pyengine import kb_rows as kb
from pyengine.data_files import package_folder
from pyengine.game import GAMES
from pyengine.kb_atoms import Fact
from pyengine.kb_solve import Answer, GroundSize, solve
from pyengine.kb_terms import Term, by_name
from pyengine.relations import argument


@cache
def kb_text(relpath: str) -> str:
    """The text of one KB file, read once."""
    return (package_folder("umpire_kb") / relpath).read_text("utf-8")


def program(files: tuple[str, ...]) -> list[str]:
    return [kb_text(f) for f in files]


@cache
def rules_ast(files: tuple[str, ...]) -> tuple[ast.AST, ...]:
    """The parsed statements of a set of rule files: parsed once, replayed into each Control."""
    return tuple(statement for f in files for statement in file_ast(f))


@cache
def file_ast(relpath: str) -> tuple[ast.AST, ...]:
    """One rule file's statements, parsed once per process whatever sets it is loaded in (the
    turn rules share turn.lp between a dozen sets, one a phase)."""
    statements: list[ast.AST] = []
    ast.parse_string(kb_text(relpath), statements.append)
    # The parser keeps comments as statements; replaying them costs time and adds nothing.
    return tuple(name_anonymous(s) for s in statements if s.ast_type != ast.ASTType.Comment)


class _AnonymousNamer(ast.Transformer):
    """Gives each ``_`` it visits a fresh name, ``Anon1``, ``Anon2``... (no KB rule uses
    such names)."""

    def __init__(self) -> None:
        self.count = 0

    def visit_Variable(self, node: ast.AST) -> ast.AST:
        if node.name != "_":
            return node
        self.count += 1
        return ast.Variable(node.location, f"Anon{self.count}")


def name_anonymous(statement: ast.AST) -> ast.AST:
    """The rule with each ``_`` of a positive body atom named. The grounder projects such a
    ``_`` away through a helper rule of its own, which doubles the cost of grounding the rule
    (about 12 microseconds each, paid by every question); the named variable matches the
    same atoms and derives the same head. A ``_`` under ``not`` or in an aggregate keeps
    its meaning ("any"), so it stays."""
    if statement.ast_type != ast.ASTType.Rule:
        return statement
    namer = _AnonymousNamer()
    body = [
        namer.visit(lit)
        if lit.ast_type == ast.ASTType.Literal
        and lit.sign == ast.Sign.NoSign
        and lit.atom.ast_type == ast.ASTType.SymbolicAtom
        else lit
        for lit in statement.body
    ]
    return statement.update(body=body) if namer.count else statement


Signature = tuple[str, int]
# An atom as the rules write it: each argument a constant, or None where a variable or a
# compound term could match anything.
Pattern = tuple[clingo.Symbol | None, ...]


# Terms hold no atom: the walk below never goes into one (most of a rule's nodes).
TERMS = frozenset(
    {
        ast.ASTType.Variable,
        ast.ASTType.SymbolicTerm,
        ast.ASTType.Function,
        ast.ASTType.BinaryOperation,
        ast.ASTType.UnaryOperation,
        ast.ASTType.Interval,
        ast.ASTType.Pool,
    }
)


def _patterns(node: ast.AST, found: dict[Signature, set[Pattern]]) -> None:
    """Every atom a statement writes, anywhere, and each #show signature (matching all)."""
    kind = node.ast_type
    if kind == ast.ASTType.SymbolicAtom:
        symbol = node.symbol
        if symbol.ast_type == ast.ASTType.Function:
            args = symbol.arguments
            shape = tuple(a.symbol if a.ast_type == ast.ASTType.SymbolicTerm else None for a in args)
            found.setdefault((symbol.name, len(args)), set()).add(shape)
        return
    if kind == ast.ASTType.ShowSignature:
        found.setdefault((node.name, node.arity), set()).add((None,) * node.arity)
        return
    if kind in TERMS:
        return
    for key in node.child_keys:
        child = getattr(node, key)
        if isinstance(child, ast.AST):
            _patterns(child, found)
        elif child is not None:
            for item in child:
                _patterns(item, found)


@dataclass(frozen=True)
class RuleReads:
    """The atoms a set of rule files could match. A table fact none of them matches (another
    chart column, an assumption no rule names) stays out of the question's Control: each fact
    costs microseconds to hand over and to ground."""

    patterns: dict[Signature, frozenset[Pattern]]
    _seen: dict[clingo.Symbol, bool] = field(default_factory=dict, compare=False)

    def matches(self, fact: clingo.Symbol) -> bool:
        known = self._seen.get(fact)
        if known is None:
            args = fact.arguments
            shapes = self.patterns.get((fact.name, len(args)), ())
            known = any(all(p is None or p == a for p, a in zip(shape, args, strict=True)) for shape in shapes)
            self._seen[fact] = known
        return known

    @cached_property
    def names(self) -> frozenset[str]:
        return frozenset(name for name, _ in self.patterns)

    def keep(self, facts: Sequence[Fact]) -> tuple[list[str], list[clingo.Symbol]]:
        """The question's facts whose predicate some rule names, split into text lines and
        ready symbols: the bridge describes a line or a unit in full, and a fact no loaded
        rule reads (a unit's side when no rule asks it) only costs handing over and grounding."""
        names = self.names
        texts: list[str] = []
        symbols: list[clingo.Symbol] = []
        for f in facts:
            if isinstance(f, str):
                if f.partition("(")[0].rstrip(".") in names:
                    texts.append(f)
            elif f.name in names:
                symbols.append(f.symbol)
        return texts, symbols


@cache
def rule_reads(files: tuple[str, ...]) -> RuleReads:
    found: dict[Signature, set[Pattern]] = {}
    for f in files:
        for sig, shapes in file_patterns(f).items():
            found.setdefault(sig, set()).update(shapes)
    return RuleReads({sig: frozenset(shapes) for sig, shapes in found.items()})


@cache
def file_patterns(relpath: str) -> dict[Signature, frozenset[Pattern]]:
    """The atoms one rule file writes (walked once per process: the walk is most of start-up)."""
    found: dict[Signature, set[Pattern]] = {}
    for statement in file_ast(relpath):
        _patterns(statement, found)
    return {sig: frozenset(shapes) for sig, shapes in found.items()}


@dataclass(frozen=True)
class StaticFacts:
    """What a game's tables export for one edition and set of scenario switches, as fact
    symbols indexed by the chart row they concern, so a question loads only its rows; and
    the rule modules a word adds to a rule file (``extends/3``)."""

    general: tuple[clingo.Symbol, ...]
    by_row: dict[str, tuple[clingo.Symbol, ...]]
    row_needs: dict[str, frozenset[str]]
    always: frozenset[str]
    extensions: dict[tuple[str, str], frozenset[str]]

    def extending(self, files: tuple[str, ...], words: set[str]) -> set[str]:
        """The modules ``words`` add to ``files`` (game-relative names), and those the KB adds
        whatever the words (word ``any``: a module the scenario's switches call for)."""
        keys = (*words, "any")
        return {m for f in files for w in keys for m in self.extensions.get((f, w), ())}

    def select(self, words: set[str], reads: RuleReads) -> list[clingo.Symbol]:
        """The facts of the rows ``words`` call for that the rules could match."""
        rows = set(self.always) | words
        for w in words:
            rows |= self.row_needs.get(w, frozenset())
        chosen = [*self.general]
        for r in rows:
            chosen += self.by_row.get(r, ())
        return [f for f in chosen if reads.matches(f)]


@cache
def static_facts(game: str, edition: str | None, switches: tuple[str, ...]) -> StaticFacts:
    """Solve the game's tables once for these scenario facts (edition, overrides, assumes)."""
    symbols, _ = solve(program(GAMES[game].static(edition)), "\n".join(switches), all_atoms=True)
    exports = {(str(e.name), e.arity.number): e.row_arg.number for e in kb.Export.of(symbols)}
    general: list[clingo.Symbol] = []
    by_row: dict[str, list[clingo.Symbol]] = {}
    needs: dict[str, set[str]] = {}
    for r in kb.RowNeeds.of(symbols):
        needs.setdefault(str(r.word), set()).add(str(r.row))
    always = {str(r.row) for r in kb.AlwaysRow.of(symbols)}
    extensions: dict[tuple[str, str], set[str]] = {}
    for x in kb.Extends.of(symbols):
        extensions.setdefault((f"{game}/{x.file.string}", str(x.word)), set()).add(x.module.string)
    for s in symbols:
        row_arg = exports.get((s.name, len(s.arguments)))
        if row_arg is None:
            continue
        # The tables go back into each question's Control through the backend, which takes
        # clingo's own symbols: converted once here, per cached edition.
        fact = clingo.parse_term(str(s))
        if row_arg == 0:
            general.append(fact)
        else:
            by_row.setdefault(str(argument(s, row_arg)), []).append(fact)
    return StaticFacts(
        tuple(general),
        {row: tuple(facts) for row, facts in by_row.items()},
        {w: frozenset(r) for w, r in needs.items()},
        frozenset(always),
        {key: frozenset(modules) for key, modules in extensions.items()},
    )


@lru_cache(maxsize=1 << 12)
def _tables(
    game: str, edition: str | None, switches: tuple[str, ...], files: tuple[str, ...], words: frozenset[str]
) -> tuple[clingo.Symbol, ...]:
    """The table facts a question loads: the same for every question with these rules and
    words, and choosing them touches each symbol through clingo (about 70 microseconds)."""
    return tuple(static_facts(game, edition, switches).select(set(words), rule_reads(files)))


class ReferenceMode:
    """Whether what the bridge computes outside ASP is left to its reference in ASP: a game's
    route search (its reference search files are loaded instead of running the bridge's) and
    what a game judges by the KB's tables (Assault: each move's verdict is grounded by the
    rules, and the shots beyond every band are sent as facts). The tests that compare the two
    ways and the benchmarks switch it on."""

    reference = False


@cache
def one_step(files: tuple[str, ...]) -> tuple[ast.AST, ...]:
    """The rules with their ``#program verdict`` part grounded in the base step: the reference
    search derives in ASP what the bridge's search would hand the verdict."""
    return tuple(
        s.update(name="base") if s.ast_type == ast.ASTType.Program and s.name == "verdict" else s
        for s in rules_ast(files)
    )


def extensions(game: str, edition: str | None, switches: list[str], task: str, words: set[str]) -> tuple[str, ...]:
    """The modules ``words`` add to ``task``'s rules (extends/3), without the table rows they
    would bring: for a caller that asks many times and needs the rules, not the rows."""
    static = static_facts(game, edition, tuple(switches))
    return tuple(sorted(static.extending(GAMES[game].rules(task), words)))


def ask_kb(
    game: str,
    edition: str | None,
    switches: list[str],
    task: str,
    words: set[str],
    facts: Sequence[Fact],
    modules: tuple[str, ...] = (),
    then: Callable[[list[Term]], list[str]] | None = None,
) -> tuple[Answer, GroundSize]:
    """One fresh Control: the task's parsed rules, ``modules`` and the modules ``words``
    call for, the table rows ``words`` need, and those of ``facts`` the rules read; ``then``
    as in ``kb_solve.solve``. A task with a route search runs it between the two steps (or
    loads the reference search, ReferenceMode)."""
    static = static_facts(game, edition, tuple(switches))
    search = GAMES[game].search
    if search is not None and task not in search.tasks:
        search = None
    reference = search is not None and ReferenceMode.reference
    own = search.reference if search is not None and reference else ()
    extra = static.extending(GAMES[game].rules(task, modules), words)
    files = GAMES[game].rules(task, tuple(sorted(extra.union(modules))) + own)
    reads = rule_reads(files)
    tables = _tables(game, edition, tuple(switches), files, frozenset(words))
    statements = one_step(files) if reference else rules_ast(files)
    texts, symbols = reads.keep(facts)
    between = search.run if search is not None and not reference else None
    return solve(
        [],
        "\n".join([*switches, *texts]),
        statements=statements,
        symbols=[*tables, *symbols],
        then=then,
        between=between,
    )


def text_of(sym: Term) -> str:
    """A string's contents, or any other term's text."""
    return sym.string if sym.type == clingo.SymbolType.String else str(sym)


@dataclass(frozen=True)
class ChartRow:
    chart: str
    order: int
    printed: str
    section: str | None


@dataclass
class Catalogue:
    """What the KB declares for one game and edition."""

    game: str
    vocab: dict[str, set[str]]
    rows: dict[str, ChartRow]
    cells: dict[tuple[str, str], str]
    messages: dict[str, str]
    documents: dict[str, tuple[str, str]]
    assumptions: dict[str, tuple[bool, str]]
    move_limits: dict[str, int] = field(default_factory=dict)  # per card-less unit type or kind
    move_bonus: int = 0  # the most an action adds to a card's allowance
    battle_reach: dict[str, int] = field(default_factory=dict)  # per base type (Memoir '44)
    battles_without_los: set[str] = field(default_factory=set)  # base types (Memoir '44)
    needs_los: set[str] = field(default_factory=set)  # subtypes that need it though their type does not
    highland: set[str] = field(default_factory=set)  # terrain that joins a hill or mountain (Memoir '44)
    road_bonus: int = 0  # hexes a move all along a road may add (Memoir '44)
    caves: set[str] = field(default_factory=set)  # terrain a move may leap between (Memoir '44)
    blocks_fire: set[str] = field(default_factory=set)  # what stops fire that needs no LOS (Memoir '44)
    band_tables: dict[str, str] = field(default_factory=dict)  # card range band -> its dice table
    # The distances (whole units) each question kind compares places with (skirmish).
    distance_uses: dict[str, set[int]] = field(default_factory=dict)
    # The geometry the bridge measures for skirmish fire: side arcs (side, from, to, normal
    # bearing), the window around a normal that is 75 degrees or more, the cm that make "lower".
    side_arcs: list[tuple[str, int, int, int]] = field(default_factory=list)
    # The shown predicates a group of rules keys by unit, which the bridge groups (keyed/2).
    keyed: dict[str, frozenset[str]] = field(default_factory=dict)
    steep_within: int | None = None
    lower_cm: int | None = None
    # What each accepted word means and where it comes from (word/5), by (kind, word).
    meanings: dict[tuple[str, str], WordMeaning] = field(default_factory=dict)
    # Other names for a word, e.g. the official editor's (synonym/5), by (kind, alias).
    synonyms: dict[tuple[str, str], WordMeaning] = field(default_factory=dict)
    # How an imported file format names things (editor/5), by (kind, key): value and source.
    editor: dict[tuple[str, str], WordMeaning] = field(default_factory=dict)

    def words(self, kind: str) -> set[str]:
        return self.vocab.get(kind, set())

    def canonical(self, kind: str, word: str) -> str | None:
        """The accepted word ``word`` stands for (itself, or what it is a synonym of)."""
        if word in self.words(kind):
            return word
        synonym = self.synonyms.get((kind, word))
        return synonym.text if synonym else None

    def aliases(self, kind: str) -> dict[str, str]:
        """Every other name of the kind's words: alias -> word."""
        return {alias: s.text for (k, alias), s in self.synonyms.items() if k == kind}


@dataclass(frozen=True)
class WordMeaning:
    """A word's meaning (or, for a synonym, the word it stands for) and its source."""

    text: str
    doc: str
    locator: Term


@cache
def catalogue(game: str, edition: str | None) -> Catalogue:
    facts = kb.Edition.fact(ed=edition) if edition else ""
    symbols, _ = solve(program(GAMES[game].static(edition)), facts, all_atoms=True)
    cat = Catalogue(game, {}, {}, {}, {}, {}, {})
    by = by_name(symbols)
    _words(cat, by, edition)
    _limits(cat, by)
    return cat


def _words(cat: Catalogue, by: Mapping[str, list[Term]], edition: str | None) -> None:
    """The names a scenario may write, what they mean, and the chart the edition prints."""
    for v in kb.Vocab.rows(by):
        cat.vocab.setdefault(str(v.kind), set()).add(str(v.name))
    for r in kb.Row.rows(by):
        if str(r.ed) == edition:
            section = None if str(r.section) == "none" else text_of(r.section)
            cat.rows[str(r.row)] = ChartRow(str(r.chart), r.order.number, text_of(r.printed_name), section)
    for c in kb.Cell5.rows(by):
        if str(c.ed) == edition:
            cat.cells[(str(c.row), str(c.col))] = str(c.value)
    cat.messages.update((str(m.functor), text_of(m.template)) for m in kb.Message.rows(by))
    cat.documents.update((str(d.doc), (text_of(d.file), text_of(d.title))) for d in kb.Document.rows(by))
    for a in kb.Assumption.rows(by):
        cat.assumptions[str(a.name)] = (str(a.default) == "on", text_of(a.why))
    for k in kb.Keyed.rows(by):
        cat.keyed[str(k.group)] = cat.keyed.get(str(k.group), frozenset()) | {str(k.name)}
    for e in kb.Editor.rows(by):
        cat.editor[(str(e.kind), text_of(e.key))] = WordMeaning(text_of(e.value), str(e.doc), e.locator)
    for w in kb.Word.rows(by):
        cat.meanings[(str(w.kind), str(w.word))] = WordMeaning(_parts(w.meaning), str(w.doc), w.locator)
    for y in kb.Synonym.rows(by):
        cat.synonyms[(str(y.kind), str(y.alias))] = WordMeaning(_parts(y.word), str(y.doc), y.locator)


def _limits(cat: Catalogue, by: Mapping[str, list[Term]]) -> None:
    """The bounds and lookups a question needs before its rules run: how far moves and battles
    reach, the terrain that calls for rules, the distances and arcs the rules compare."""
    cat.move_limits.update((str(r.type), r.n.number) for r in kb.MoveLimit.rows(by))
    cat.battle_reach.update((str(r.type), r.n.number) for r in kb.BattleReach.rows(by))
    cat.battles_without_los.update(str(r.type) for r in kb.BattlesWithoutLos.rows(by))
    cat.needs_los.update(str(r.subtype) for r in kb.NeedsLos.rows(by))
    cat.highland.update(str(r.terrain) for r in kb.Highland.rows(by))
    cat.blocks_fire.update(str(r.terrain) for r in kb.BlocksFire.rows(by))
    cat.caves.update(str(r.terrain) for r in kb.Cave.rows(by))
    for road in kb.RoadBonus.rows(by):
        cat.road_bonus = road.n.number
    for bonus in kb.MoveBonus.rows(by):
        cat.move_bonus = bonus.n.number
    cat.band_tables.update((str(r.band), str(r.table)) for r in kb.BandTable.rows(by))
    for u in kb.DistanceUse.rows(by):
        cat.distance_uses.setdefault(str(u.use), set()).add(u.cm.number)
    cat.side_arcs += [(str(r.side), r.from_.number, r.to.number, r.normal.number) for r in kb.SideArc.rows(by)]
    for steep in kb.SteepWithin.rows(by):
        cat.steep_within = steep.degrees.number
    for lower in kb.LowerCm.rows(by):
        cat.lower_cm = lower.cm.number


def _parts(sym: Term) -> str:
    """A string, or a tuple of parts read in order (a meaning built from a table's values)."""
    if sym.type == clingo.SymbolType.Function and sym.name == "" and sym.arguments:
        return "".join(text_of(part) for part in sym.arguments)
    return text_of(sym)
