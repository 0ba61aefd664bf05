"""The knowledge base as the bridge sees it: cached rule texts and each game's catalogue.

Rule text is read once per process. A catalogue (vocabulary, chart rows and cells,
messages, documents, assumptions) is computed once per game and edition by clingo itself,
so the vocabulary the parser accepts is exactly what the KB defines.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from importlib import resources

import clingo

from pyengine.solver import solve


@dataclass(frozen=True)
class Game:
    """Which KB files make up a game: names inside kb/<name>/; editions map to their chart
    file, and each task (a question kind, or "placement") to the rule files it adds."""

    name: str
    base_files: tuple[str, ...]
    task_files: dict[str, tuple[str, ...]]
    edition_files: dict[str, str] = field(default_factory=dict)
    default_convention: str = "offset"

    def files(self, edition: str | None, task: str | None = None) -> tuple[str, ...]:
        """Core files, then this game's base files, its edition's chart and the task's rules."""
        chart = (self.edition_files[edition],) if edition in self.edition_files else ()
        extra = self.task_files[task] if task else ()
        own = (f"{self.name}/{f}" for f in (*self.base_files, *chart, *extra))
        return ("core/trace.lp", "core/hex.lp", *own)


GAMES: dict[str, Game] = {
    "assault": Game(
        "assault",
        ("vocab.lp", "assumptions.lp", "chart.lp", "messages.lp", "terrain.lp"),
        {
            "moves": ("step.lp", "state.lp", "movement.lp"),
            "path": ("step.lp", "state.lp", "movement.lp"),
            "placement": ("placement.lp",),
        },
        {"rev6": "chart_rev6.lp", "pt": "chart_pt.lp"},
    ),
    "memoir44": Game(
        "memoir44",
        ("terrain.lp", "vocab.lp", "messages.lp"),
        {"moves": ("movement.lp",), "placement": ("placement.lp",)},
        default_convention="doubled",
    ),
}


@cache
def kb_text(relpath: str) -> str:
    """The text of one KB file, read once."""
    return resources.files("umpire_kb").joinpath(relpath).read_text("utf-8")


def program(files: tuple[str, ...]) -> list[str]:
    return [kb_text(f) for f in files]


def _text(sym: clingo.Symbol) -> str:
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

    vocab: dict[str, set[str]]
    rows: dict[str, ChartRow]
    cells: dict[tuple[str, str], str]
    messages: dict[str, str]
    documents: dict[str, tuple[str, str]]
    assumptions: dict[str, tuple[bool, str]]
    move_bound: int = 0  # the longest move any card-less unit makes
    move_bonus: int = 0  # the most an action adds to a card's allowance

    def words(self, kind: str) -> set[str]:
        return self.vocab.get(kind, set())


@cache
def catalogue(game: str, edition: str | None) -> Catalogue:
    facts = f"edition({edition})." if edition else ""
    symbols, _ = solve(program(GAMES[game].files(edition)), facts, all_atoms=True)
    cat = Catalogue({}, {}, {}, {}, {}, {})
    for s in symbols:
        args = s.arguments
        if s.name == "vocab" and len(args) == 2:
            cat.vocab.setdefault(str(args[0]), set()).add(str(args[1]))
        elif s.name == "row" and len(args) == 6 and str(args[0]) == edition:
            section = None if str(args[5]) == "none" else _text(args[5])
            cat.rows[str(args[3])] = ChartRow(str(args[1]), args[2].number, _text(args[4]), section)
        elif s.name == "cell" and len(args) == 5 and str(args[0]) == edition:
            cat.cells[(str(args[2]), str(args[3]))] = str(args[4])
        elif s.name == "message" and len(args) == 2:
            cat.messages[str(args[0])] = _text(args[1])
        elif s.name == "document" and len(args) == 3:
            cat.documents[str(args[0])] = (_text(args[1]), _text(args[2]))
        elif s.name == "move_bound" and len(args) == 1:
            cat.move_bound = args[0].number
        elif s.name == "move_bonus" and len(args) == 1:
            cat.move_bonus = args[0].number
        elif s.name == "assumption" and len(args) == 3:
            cat.assumptions[str(args[0])] = (str(args[1]) == "on", _text(args[2]))
    return cat
