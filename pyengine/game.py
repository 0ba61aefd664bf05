"""What a game declares to the core: its KB files, and the table of registered games.

The core looks games up by name here and never imports a game package; the registry
(``pyengine/games/__init__.py``) registers each game when ``pyengine`` is imported.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pyengine.kb_solve import Handback


@dataclass(frozen=True)
class FileFormat:
    """Another program's scenario file that a game reads: known by its suffix (a file) or by
    how its text begins (text given without a file); ``to_scenario(text, name)`` returns the
    same scenario in Umpire's language, or raises UmpireError placing each fault."""

    suffix: str
    opening: str
    to_scenario: Callable[[str, str], str]


@dataclass(frozen=True)
class RouteSearch:
    """A search the bridge runs between grounding a task's rules and grounding their
    ``#program verdict`` part: ``run`` reads the KB's tables from the ground program (a
    clingo Control) and hands back the fact symbols the verdict reads and what the bridge
    assembles itself (kb_solve.Handback). ``reference`` names the rule files that derive the
    same in ASP: loaded instead, with the verdict part grounded in the same step, when
    ``ReferenceMode.reference`` is on (kb_rules.py)."""

    tasks: frozenset[str]
    reference: tuple[str, ...]
    run: Callable[[Any], Handback]


@dataclass(frozen=True)
class Game:
    """Which KB files make up a game, all inside kb/<name>/.

    ``static_files`` hold tables (vocabulary, charts, assumptions, messages): they are
    solved once per edition and scenario switches, and the atoms they ``export/3`` become
    facts of each question. ``rule_files`` and the task's files are the rules every
    question grounds afresh.
    """

    name: str
    static_files: tuple[str, ...]
    rule_files: tuple[str, ...]
    task_files: dict[str, tuple[str, ...]]
    edition_files: dict[str, str] = field(default_factory=dict)
    default_convention: str = "offset"
    check_files: tuple[str, ...] = ()
    elevation: bool = True  # whether hexes have ground levels (Memoir '44 hills are terrain)
    # The predicates (name -> arity) a user's chart edition may hold for `umpire check --chart`.
    chart_schema: dict[str, int] = field(default_factory=dict)
    # A game without hexes checks its own scenarios: (scenario, game, edition, catalogue) ->
    # its checked position; and draws its own pictures: (position, answers, heading) -> SVG.
    opener: Callable[..., Any] | None = None
    draw: Callable[..., str] | None = None
    # What its scenarios may write: statements, and unit and card fields, by the grammar's rule
    # names (dsl/scenario.lark); the core refuses any other at its line.
    statements: frozenset[str] = frozenset()
    fields: frozenset[str] = frozenset()
    # Other programs' scenario files it reads (Memoir '44: the official editor's .m44).
    formats: tuple[FileFormat, ...] = ()
    # The status of a unit placed from an imported file but not modelled: every question that
    # names it is refused (checked_position.check_question).
    unmodelled_status: str | None = None
    # The cheapest-route search of its movement tasks, when the bridge runs it.
    search: RouteSearch | None = None
    # How it is played (pyengine/play/game.py): (position, a record's set-up, where that set-up
    # was written) -> its pyengine.play.rules.PlayRules (a file's own set-up is in the position).
    play: Callable[..., Any] | None = None
    # Its steps and views as numbers, for AI frameworks (pyengine/rl/): its play rules -> its
    # pyengine.play.codec.ActionCodec.
    codec: Callable[..., Any] | None = None
    # Tasks whose rules read no hex's terrain: they ground without ``rule_files`` (Assault's turn).
    bare_tasks: frozenset[str] = frozenset()
    # Agents of its own beyond the core's (pyengine.play.AGENTS): name -> pyengine.play.Agent.
    agents: dict[str, Callable[..., Any]] = field(default_factory=dict)

    def checker(self) -> tuple[str, ...]:
        """The chart checker's program: core lints plus the game's data and lints."""
        return ("core/lint.lp", "core/wording_lint.lp", *(f"{self.name}/{f}" for f in self.check_files))

    def static(self, edition: str | None) -> tuple[str, ...]:
        chart = (self.edition_files[edition],) if edition in self.edition_files else ()
        return ("core/trace.lp", *(f"{self.name}/{f}" for f in (*self.static_files, *chart)))

    def rules(self, task: str, modules: tuple[str, ...] = ()) -> tuple[str, ...]:
        """The task's rule files (a "core/" name is game-agnostic), plus optional modules the
        question's facts call for."""
        shared = () if task in self.bare_tasks else self.rule_files
        files = (*shared, *self.task_files[task], *modules)
        return tuple(f if f.startswith("core/") else f"{self.name}/{f}" for f in files)


# Every registered game by name, in the registry's order.
GAMES: dict[str, Game] = {}


def register_game(game: Game) -> None:
    GAMES[game.name] = game


def file_format(name: str, text: str) -> FileFormat | None:
    """The registered format a file (by ``name``'s suffix) or a text (by its opening) is in."""
    for game in GAMES.values():
        for fmt in game.formats:
            if name.lower().endswith(fmt.suffix) or text.lstrip().startswith(fmt.opening):
                return fmt
    return None
