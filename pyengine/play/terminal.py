"""A person plays one side at the terminal against an agent (`umpire play BOARD --as SIDE`).

Before each of the person's choices the board is drawn as text (pyengine/play/text_board.py) with
the phase, the medals and the hand, then the legal steps of the phase, numbered, with their
exact odds where dice follow (PlayRules.odds). The person answers with a number or the step's
words; a refused step is told with every reason the rules give, cited. `undo` takes back the
person's steps since the last step of chance or of the agent; `board` draws again; `help`
lists the commands; `quit` stops (the record so far is kept). Chance is drawn from the seeded
generator, or typed in at the table (`--table`: the faces of a real roll, the card drawn),
judged by the rules like any step. The record is written after every step and replays with
`umpire replay`; `--resume` (pyengine/play/cli.py) plays on from one.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from pyengine.errors import Pos, UmpireError
from pyengine.play.game import Agent, OpenGame, draw_chance, hidden_from
from pyengine.play.record import not_played_lines, record_text
from pyengine.play.state import GameState
from pyengine.play.steps import CHANCE, Step, Verdict
from pyengine.play.text_board import text_board

COMMANDS = "a step's number or words; undo; board; help; quit"
PROMPT = "> "


@dataclass
class Table:
    """What a session at the terminal holds: the game, who plays what, and where it writes."""

    game: OpenGame
    person: str
    agent: Agent
    rng: random.Random
    read: Callable[[str], str | None]  # a prompt in, a line out (None at the end of input)
    out: TextIO
    record: Path | None = None
    typed_chance: bool = False
    header: dict[str, object] = field(default_factory=dict)
    # The person's steps since the last step of chance or of the agent: (state before, steps).
    undoable: list[tuple[GameState, int]] = field(default_factory=list)

    def say(self, *lines: str) -> None:
        for line in lines:
            print(line, file=self.out)
        self.out.flush()


def play_at_table(table: Table, max_steps: int) -> str:
    """Play until the game is over, ``max_steps`` steps are taken or the person quits; the
    closing line (who won, or where it stopped)."""
    game = table.game
    table.say(f"You play {table.person}. {COMMANDS}.")
    for line in not_played_lines(game.rules.not_played):
        table.say(line)
    while len(game.history) < max_steps:
        side = game.to_act()
        if side == "none":
            break
        going = _person_step(table) if side == table.person else _other_step(table, side)
        if not going:
            return f"stopped after {len(game.history)} steps; " + _summary(game)
    winner = game.winner()
    if table.record is not None:
        table.say(f"the record is in {table.record}")
    ending = f"{winner} won" if winner else f"no winner after {len(game.history)} steps"
    return f"{ending}; " + _summary(game)


def _summary(game: OpenGame) -> str:
    return "; ".join(line.strip() for line in game.summary())


def _other_step(table: Table, side: str) -> bool:
    """A step of chance (drawn, or typed at the table) or of the agent, told as taken: False
    when the person quits instead of typing chance."""
    game = table.game
    before = game.state
    if side == CHANCE and (table.typed_chance or not game.chance_outcomes()):
        typed = _typed_chance(table)
        if typed is None:
            return False
        verdict = typed
    else:
        step = draw_chance(game, table.rng) if side == CHANCE else table.agent(game, table.rng)
        verdict = game.apply(step)
        assert verdict.legal, verdict.text_lines()
    table.undoable.clear()
    _tell(table, verdict, before)
    return True


def _typed_chance(table: Table) -> Verdict | None:
    """Chance typed in, as a table with real dice rolls them: judged like any step (None when
    the person quits, or the input ends)."""
    game = table.game
    outcomes = game.chance_outcomes()
    kinds = sorted({s.action.verb for s, _ in outcomes})
    if not outcomes:
        table.say("chance: no odds are known for this step, so it is not drawn: type it as it fell (help: its words)")
    while True:
        line = table.read(f"chance ({' or '.join(kinds)} ...): " if kinds else "chance: ")
        if line is None or line.strip() == "quit":
            return None
        try:
            verdict = game.check(game.step(line, CHANCE, Pos("<terminal>")))
        except UmpireError as err:
            _not_read(table, err)
            continue
        if verdict.legal:
            return game.apply(verdict.step)
        table.say(*verdict.text_lines(changes=False))


def _person_step(table: Table) -> bool:
    """The person's choice: False when they quit (or the input ends)."""
    game = table.game
    _draw(table)
    legal = game.legal()
    for n, verdict in enumerate(legal, 1):
        odds = game.rules.odds(game.state, verdict.step)
        table.say(f"  {n:>2}. {verdict.step.words}" + (f"   [{odds}]" if odds else ""))
    while True:
        line = table.read(PROMPT)
        if line is None or line.strip() == "quit":
            return False
        answer = line.strip()
        if answer == "help":
            table.say(f"  {COMMANDS}")
        elif answer == "board":
            _draw(table)
        elif answer == "undo":
            _undo(table)
            return True
        elif answer:
            step = _chosen(table, answer, legal)
            if step is not None and _take(table, step):
                return True


def _chosen(table: Table, answer: str, legal: list[Verdict]) -> Step | None:
    if answer.isdigit():
        number = int(answer) if len(answer) < 6 else 0
        if 1 <= number <= len(legal):
            return legal[number - 1].step
        table.say(f"  no step numbered {answer}: 1 to {len(legal)}")
        return None
    try:
        return table.game.step(answer, table.person, Pos("<terminal>"))
    except UmpireError as err:
        _not_read(table, err)
        return None


def _not_read(table: Table, err: UmpireError) -> None:
    """Words the game could not read as a step, told with the did-you-mean if there is one."""
    hint = f" (did you mean {err.suggestion}?)" if err.suggestion else ""
    table.say(f"  not read: {err.message}{hint}")


def _take(table: Table, step: Step) -> bool:
    """The step judged and, if legal, taken; a refusal is told with its reasons."""
    game = table.game
    before, taken = game.state, len(game.history)
    verdict = game.check(step)
    if not verdict.legal:
        table.say(*verdict.text_lines(changes=False))
        return False
    game.apply(step)
    table.undoable.append((before, taken))
    _tell(table, game.history[-1], before)
    return True


def _undo(table: Table) -> None:
    game = table.game
    if not table.undoable:
        table.say("  nothing to undo: chance or the other side has acted since your last step")
        return
    state, taken = table.undoable.pop()
    game.state = state
    del game.history[taken:]
    _save(table)
    table.say("  undone")


def _tell(table: Table, verdict: Verdict, before: GameState) -> None:
    """A step as the person may see it: another side's secret (a card drawn into its hand, the
    card it keeps) as its verb alone, by the game's rules of visibility."""
    who = "chance" if verdict.step.side == CHANCE else verdict.step.side
    if hidden_from(table.game.rules, before, verdict, table.person):
        table.say(f"{who}: {verdict.step.action.verb} ?")
    else:
        outcomes = [o.what for o in verdict.outcomes]
        table.say(f"{who}: {verdict.step.words}" + (f"  => {'; '.join(outcomes)}" if outcomes else ""))
    _save(table)


def _draw(table: Table) -> None:
    game = table.game
    table.say("", *text_board(game.rules.position(game.state)), *game.summary())
    hand = game.rules.hand(game.state, table.person)
    if hand:
        table.say("  your hand: " + ", ".join(hand))


def _save(table: Table) -> None:
    if table.record is not None:
        table.record.write_text(record_text(table.header, table.game.history), "utf-8")
