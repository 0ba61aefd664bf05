"""The Python entry point: open a scenario, ask it questions, get typed answers.

    from pyengine import open_scenario
    game = open_scenario("my_scenario.scn")
    answer = game.ask("moves u1")          # a dataclass, e.g. MovesAnswer
    answer.to_json()                        # what `umpire ask ... --json` prints for it

Every answer has ``to_json()`` and ``text_lines()``. Bad input raises ``UmpireError``, which
carries the file, line and column, what was found and expected, and a did-you-mean hint.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar, get_origin, overload

from pyengine import scenario_model as m
from pyengine.budget import Budget, OverBudget
from pyengine.checked_position import Position, build_position, check_question
from pyengine.data_files import read_utf8
from pyengine.errors import Pos, UmpireError
from pyengine.expectations import Outcome, check
from pyengine.game import GAMES
from pyengine.json_types import JsonObject
from pyengine.output import as_json, as_text, envelope
from pyengine.placement_check import check_placements
from pyengine.play.game import OpenGame
from pyengine.play.record import read_record
from pyengine.play.replay import ReplayReport, replay
from pyengine.play.rules import PlayRules
from pyengine.questions import Answer, registry
from pyengine.scenario_parser import load_scenario, load_scenario_text, parse_question_text, parse_text
from pyengine.svg_picture import render

# A game's answer class, as ``OpenScenario.ask`` is told to expect it.
A = TypeVar("A")
# The name scenario text without a file of its own has in error messages.
TEXT_NAME = "<scenario>"


def position_of(scenario: m.Scenario, budget: Budget | None = None) -> Position:
    """A parsed scenario after every semantic check, the KB's placement checks included."""
    pos = build_position(scenario)
    pos.budget = budget or Budget()
    if not isinstance(pos, Position):
        return pos  # a game without hexes checked its own placements
    try:
        check_placements(pos)
    except OverBudget as over:
        raise _over(Pos(scenario.path), "the placement check", over) from None
    return pos


def answer_all(pos: Position, questions: list[m.Question]) -> list[Answer]:
    kinds = registry(pos.game.name)
    answers = []
    for q in questions:
        try:
            answers.append(kinds[q.kind.text].answer(pos, q))
        except OverBudget as over:
            raise _over(q.pos, f"question '{q}'", over) from None
    return answers


def _over(where: Pos, what: str, over: OverBudget) -> UmpireError:
    return UmpireError(
        where,
        f"{what} would load {over.hexes} hexes, more than the limit of {over.limit}",
        expected=f"a smaller question, or a higher limit: --max-hexes {over.hexes} (Python: Budget(max_hexes=...))",
    )


def parse_ask(pos: Position, statement: str, where: str) -> m.Question:
    """One 'ask' statement, e.g. "ask moves u1 as fast", checked against the game's kinds."""
    one_line = "\n" not in statement.strip()
    questions = parse_text(statement, where).questions if one_line else []
    if len(questions) != 1:
        raise UmpireError(Pos(where, 1, 1), "expected one question", found=statement, expected="ask KIND ...")
    check_question(pos, questions[0])
    return questions[0]


def parse_question(pos: Position, text: str, where: str) -> m.Question:
    """One question written as after 'ask', e.g. "moves u1"; errors count columns in ``text``."""
    if "\n" in text.strip():
        raise UmpireError(Pos(where, 1, 1), "expected one question", found=text, expected="KIND ... on one line")
    question = parse_question_text(text, where)
    check_question(pos, question)
    return question


@dataclass
class OpenScenario:
    """A checked scenario, ready for questions. Each question gets its own clingo Control;
    what one question learns never changes another's answer."""

    position: Position

    @property
    def game(self) -> str:
        return self.position.game.name

    @property
    def edition(self) -> str | None:
        return self.position.edition

    @property
    def questions(self) -> list[str]:
        """The file's own 'ask' lines, as written after 'ask'."""
        return [str(q) for q in self.position.scenario.questions]

    @overload
    def ask(self, question: str) -> Answer: ...

    @overload
    def ask(self, question: str, answer_type: type[A]) -> A: ...

    def ask(self, question: str, answer_type: type[Any] | None = None) -> Any:
        """Answer one question, written as after 'ask' in a scenario (e.g. "los u1 u2").
        With ``answer_type`` (an answer class a game package ``pyengine.games.GAME`` exports)
        the answer is typed as that class, and a question whose answer is of another class
        raises ``UmpireError``."""
        q = parse_question(self.position, question, "<question>")
        answer = answer_all(self.position, [q])[0]
        wanted = get_origin(answer_type) or answer_type
        if wanted is not None and not isinstance(answer, wanted):
            raise UmpireError(
                Pos("<question>", 1, 1),
                f"'{question}' is answered by {type(answer).__name__}",
                found=getattr(wanted, "__name__", str(wanted)),
                expected=f"answer_type={type(answer).__name__}",
            )
        return answer

    def answers(self) -> list[Answer]:
        """Answer every 'ask' line of the file, in order."""
        return answer_all(self.position, self.position.scenario.questions)

    def expectations(self, answers: list[Answer] | None = None) -> list[Outcome]:
        """Each ``expect`` line of the file checked against its question's answer (the file's
        own answers unless given, in the file's order)."""
        documents = [a.to_json() for a in (self.answers() if answers is None else answers)]
        return [check(e, documents[e.question]) for e in self.position.scenario.expectations]

    def to_json(self, answers: list[Answer]) -> JsonObject:
        """The document `umpire run --json` prints for these answers."""
        return envelope(self.position, answers)

    def json_text(self, answers: list[Answer]) -> str:
        return as_json(self.position, answers)

    def text(self, answers: list[Answer]) -> str:
        """The text `umpire run` prints for these answers."""
        return as_text(self.position, answers)

    def svg(self, answers: list[Answer]) -> str:
        """The board with each answer drawn on it, one panel per answer (`umpire render`); the
        question's budget bounds the hexes drawn."""
        pos = self.position
        heading = f"{pos.scenario.path}: {pos.game.name}" + (f", edition {pos.edition}" if pos.edition else "")
        heading = f"{pos.scenario.title} ({heading})" if pos.scenario.title else heading
        draw = pos.game.draw or render
        return draw(pos, [a.to_json() for a in answers], heading)


def open_game(
    source: str | Path,
    *,
    options: dict[str, bool] | None = None,
    setup: JsonObject | None = None,
    name: str | None = None,
    where: Pos | None = None,
    folder: str | Path | None = None,
) -> OpenGame:
    """A game at its start, from a scenario file (.scn or .m44; a ``Path`` or a string naming
    one) or its text (a string with a line break, or a .m44's JSON; its includes read from
    ``folder``). ``options`` switch the game's named assumptions
    (``{"sandbags_leave_with_unit": False}``); ``setup`` sets what the file does not say
    (``{"victory": {"allies": 4}, "hands": {"axis": 5}, "first": "allies"}``); ``name`` is what
    the game's record calls the scenario. Raises UmpireError for bad input, placed at ``where``
    (a record's header) if given."""
    if isinstance(source, str) and ("\n" in source or source.lstrip().startswith("{")):
        path, text = name or TEXT_NAME, source
        scenario = load_scenario_text(text, path, Path(folder or "."))
    else:
        path = str(source)
        text = read_utf8(path)
        scenario = load_scenario_text(text, path, Path(path).parent)
    at = where or Pos(path)
    for key, on in sorted((options or {}).items()):
        if not isinstance(on, bool):
            raise UmpireError(at.field(f"options.{key}"), "an option is true or false", found=repr(on)[:40])
        scenario.assumptions.append(m.AssumptionSwitch(m.Name(key, at.field(f"options.{key}")), on))
    pos = position_of(scenario)
    game = GAMES[pos.game.name]
    if game.play is None:
        playable = " or ".join(g.name for g in GAMES.values() if g.play is not None)
        raise UmpireError(Pos(path), f"{pos.game.name} cannot be played yet", expected=f"a scenario of {playable}")
    rules: PlayRules = game.play(pos, setup or {}, at.field("setup"))
    return OpenGame(
        rules, rules.start(), name or path, dict(options or {}), dict(setup or {}), agents=dict(game.agents)
    )


def replay_record(
    path: str | Path, keep_going: bool = False, after_step: Callable[[OpenGame], None] | None = None
) -> ReplayReport:
    """A game record (docs/play.md) replayed from its scenario's start: every step judged,
    its effects and claims checked (`umpire replay`). It stops at the first fault unless
    ``keep_going``; ``after_step`` is told of each step (a progress line). Raises UmpireError
    for a record that cannot be read."""
    record = read_record(str(path))
    # A Path: the header names a file, never scenario text.
    game = open_game(Path(record.scenario), options=record.options, setup=record.setup, where=record.header_at)
    return replay(record, game, keep_going, after_step)


def open_scenario(
    source: str | Path,
    *,
    folder: str | Path | None = None,
    include_dirs: tuple[str, ...] = (),
    budget: Budget | None = None,
    name: str = TEXT_NAME,
) -> OpenScenario:
    """A scenario from a file (a ``Path``, or a string naming a file) or from its text (a
    string with a line break in it, or a .m44 file's JSON). Text reads its includes from ``folder`` (by default
    the current directory). An include must lie inside the scenario's folder (``folder``
    for text) or one of ``include_dirs``; ``name`` stands for text in errors and answers.
    ``budget`` bounds what one question may load
    (``Budget()``'s defaults unless given). Raises ``UmpireError`` for bad input, and for a
    question over its budget."""
    if isinstance(source, str) and ("\n" in source or source.lstrip().startswith("{")):
        scenario = load_scenario_text(source, name, Path(folder or "."), include_dirs)
    else:
        scenario = load_scenario(str(source), include_dirs)
    return OpenScenario(position_of(scenario, budget))
