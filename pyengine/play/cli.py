"""`umpire play`: both sides by an agent, the record printed or written; or one side played by
a person at the terminal (`--as SIDE`, pyengine/play/terminal.py)."""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

from pyengine.api import open_game
from pyengine.errors import Pos, UmpireError, unknown_name
from pyengine.play.game import OpenGame, self_play
from pyengine.play.progress import Progress
from pyengine.play.record import not_played_lines, read_record, record_text, scenario_name_flaw
from pyengine.play.terminal import Table, play_at_table

COMMAND_LINE = Pos("<command line>")


def play_command(args: argparse.Namespace) -> str:
    """Both sides played by one agent kind from one seed, or one side by a person (``--as``);
    the record names the scenario from the folder it is written to (so `umpire replay` finds
    it)."""
    output = args.output or (args.resume if args.person else None)
    if args.person and args.resume:
        return _at_terminal(args, resumed(Path(args.resume), Path(args.file)), output)
    game = open_game(Path(args.file), name=_record_name(args.file, output))
    if args.person:
        return _at_terminal(args, game, output)
    if args.table or args.resume:
        raise UmpireError(COMMAND_LINE, "--table and --resume are for a person at the terminal", expected="--as SIDE")
    agent = game.agent(args.agent)
    for line in not_played_lines(game.rules.not_played):
        print(line, file=sys.stderr)
    progress = Progress(sys.stderr)
    verdicts = self_play(game, args.seed, dict.fromkeys(game.rules.sides, agent), args.max_steps, progress)
    progress.done()
    text = record_text({**game.header(), "seed": args.seed, "agents": args.agent}, verdicts)
    if args.output is None:
        return text.rstrip("\n")
    try:
        Path(args.output).write_text(text, "utf-8")
    except OSError as err:
        raise UmpireError(Pos(args.output), f"cannot write the record ({err.strerror})") from None
    return f"wrote {args.output}: {len(verdicts)} steps; " + "; ".join(game.summary())


def _record_name(scenario: str, output: str | None) -> str:
    """The scenario as the record at ``output`` names it: from the record's folder, inside it."""
    folder = Path(output).parent if output else Path()
    name = os.path.relpath(scenario, folder)
    if Path(name).parts[:1] == ("..",):
        raise UmpireError(
            COMMAND_LINE, "the record must be written in the scenario's folder or a folder above it", found=output
        )
    flaw = scenario_name_flaw(Path(name).as_posix())
    if flaw is not None:  # the record would name a file `umpire replay` refuses to open
        raise UmpireError(COMMAND_LINE, f"a scenario a record cannot name: {flaw}", found=ascii(name))
    return Path(name).as_posix()


def _at_terminal(args: argparse.Namespace, game: OpenGame, output: str | None) -> str:
    """A person plays ``args.person``, the agent the other side(s)."""
    if args.person not in game.rules.sides:
        raise unknown_name(COMMAND_LINE, "side", args.person, game.rules.sides)
    agent = game.agent(args.agent)
    if not args.resume and output is not None and Path(output).exists():
        raise UmpireError(Pos(output), "will not write over a record that exists", expected="a new name, or --resume")
    others = {side: args.agent for side in game.rules.sides if side != args.person}
    header = {**game.header(), "seed": args.seed, "agents": {args.person: "person", **others}}
    table = Table(
        game,
        args.person,
        agent,
        random.Random(args.seed),
        _reader,
        sys.stdout,
        Path(output) if output else None,
        args.table,
        header,
    )
    return play_at_table(table, args.max_steps)


def _reader(prompt: str) -> str | None:
    try:
        return input(prompt)
    except EOFError:
        return None


def resumed(path: Path, scenario: Path) -> OpenGame:
    """The game a record holds (its scenario, options and set-up: a header alone starts one),
    taken through its steps, each of which must be legal, to play on from there. ``scenario``
    must be the record's own."""
    record = read_record(str(path))
    if not _same_file(record.scenario, scenario):
        raise UmpireError(record.header_at.field("scenario"), "the record is of another scenario", found=str(scenario))
    name = Path(os.path.relpath(record.scenario, path.parent)).as_posix()
    game = open_game(Path(record.scenario), options=record.options, setup=record.setup, name=name)
    for recorded in record.steps:
        verdict = game.apply(game.step(recorded.words, recorded.side, recorded.where))
        if not verdict.legal:
            raise UmpireError(recorded.where, "the record holds an illegal step: `umpire replay` says why")
    return game


def _same_file(one: str | Path, other: str | Path) -> bool:
    try:
        return Path(one).resolve() == Path(other).resolve()
    except (OSError, RuntimeError):  # a link loop: not the same file as anything
        return False
