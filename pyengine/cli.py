"""The ``umpire`` command line (also ``python -m pyengine``)."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from pathlib import Path

from pyengine.api import OpenScenario, answer_all, open_scenario, parse_ask, replay_record
from pyengine.budget import DEFAULT_MAX_HEXES, Budget
from pyengine.bundled import bundled_examples, find_example
from pyengine.chart_check import SEVERITY_ORDER, run_check
from pyengine.chart_check import as_json as check_json
from pyengine.chart_check import as_text as check_text
from pyengine.data_files import read_utf8, scenario_files
from pyengine.errors import Pos, UmpireError
from pyengine.example_copy import copy_example
from pyengine.game import GAMES
from pyengine.games import DEFAULT_CHECK_GAME, answer_schema, examples
from pyengine.output import as_json, as_text
from pyengine.picture_files import picture_format, write_picture
from pyengine.play.cli import play_command
from pyengine.play.game import AGENTS
from pyengine.play.progress import Progress
from pyengine.questions import Answer
from pyengine.scenario_parser import imported_text
from pyengine.server import Limits
from pyengine.version import __version__
from pyengine.words import words_text

AFTER_EXAMPLES = """\
  umpire examples                                    the bundled examples, one line each
  umpire examples NAME --copy mine                   copy one, with the catalogue it includes
  umpire words GAME terrain                          every terrain word a game accepts
  umpire check                                       every finding in the shipped charts
  umpire check --chart examples/house_chart.lp --json   lint a chart of your own against them
  umpire check --fail-on error                       exit 1 when an error is found (for builds)
  umpire import board.m44 > board.scn                a Memoir '44 editor file as a scenario file
  umpire schema                                      the JSON Schema of --json answers
  umpire render FILE moves UNIT -o moves.png         draw the board and the answer (.svg .png .pdf)
  umpire play board.scn --seed 7 -o game.jsonl       play both sides and write the game record
  umpire replay game.jsonl                           check every step of a game record (exit 1 at a fault)

exit status: 0 answered (a "no" is an answer), 1 a failed expectation, check or replay,
2 bad input, 3 internal error.
"""


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="umpire",
        description="Adjudicate wargame rules questions with cited explanations.",
        epilog="examples:\n" + "".join(f"  {line}\n" for line in examples()) + AFTER_EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--version", action="version", version=f"umpire {__version__}")
    sub = p.add_subparsers(dest="command", required=True)
    _scenario_commands(sub)
    check = sub.add_parser("check", help="lint the shipped charts, or your own against them")
    check.add_argument("--game", choices=list(GAMES), default=DEFAULT_CHECK_GAME)
    check.add_argument("--chart", metavar="FILE", help="a .lp fact file in the game's chart schema (docs/)")
    check.add_argument("--json", action="store_true", help="print JSON instead of text")
    check.add_argument(
        "--fail-on",
        choices=FAIL_ON,
        help="exit 1 when a finding of this severity or a graver one is reported (default: exit 0)",
    )
    listing = sub.add_parser("examples", help="list the bundled examples, print one, or copy it to a folder")
    listing.add_argument("name", nargs="?", help="an example's name (with or without its suffix)")
    listing.add_argument("--copy", metavar="DIR", help="write the example and what it includes into DIR")
    test = sub.add_parser("test", help="check every `expect` line of scenario files (exit 1 if one fails)")
    test.add_argument("paths", nargs="+", metavar="PATH", help="scenario files, or folders of them (*.scn)")
    test.add_argument("--json", action="store_true", help="print JSON instead of text")
    test.add_argument("--max-hexes", metavar="N", type=_at_least_one, default=DEFAULT_MAX_HEXES)
    words = sub.add_parser("words", help="every word a game's scenarios may use, with its meaning and source")
    words.add_argument("game", choices=list(GAMES))
    words.add_argument("kind", nargs="?", help="one kind of word, e.g. terrain (default: every kind)")
    words.add_argument("--edition", help="a chart edition (Assault: rev6 or pt; default the first)")
    words.add_argument("--json", action="store_true", help="print JSON instead of text")
    imported = sub.add_parser("import", help="print another program's scenario file (a .m44) as a scenario file")
    imported.add_argument("file")
    sub.add_parser("schema", help="print the JSON Schema that --json answers follow")
    _play_commands(sub)
    serve = sub.add_parser("serve", help="a local web page and JSON service (docs/serve.md)")
    serve.add_argument("--host", default="127.0.0.1", help="the address to listen on (default: loopback only)")
    serve.add_argument("--port", type=int, default=8765, help="default 8765; 0 picks a free port")
    serve.add_argument("--workers", type=_at_least_one, default=2, help="warm worker processes (default 2)")
    serve.add_argument("--time-limit", type=_seconds, default=Limits.seconds, metavar="SECONDS", help="per request")
    serve.add_argument("--max-hexes", metavar="N", type=_at_least_one, default=DEFAULT_MAX_HEXES)
    return p


def _scenario_commands(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The commands that read a scenario file: run, ask and render."""
    run = sub.add_parser("run", help="answer every question in a scenario file")
    run.add_argument("file")
    run.add_argument("--svg", metavar="DIR", help="also draw each answer as DIR/NN-KIND.svg")
    ask = sub.add_parser("ask", help="answer one question about a scenario file")
    ask.add_argument("file")
    ask.add_argument("question", nargs="+", help="e.g. moves U [to HEX] [as fast]")
    render = sub.add_parser("render", help="draw the board and the answers as SVG")
    render.add_argument("file")
    render.add_argument("question", nargs="*", help="one question (default: the file's own)")
    render.add_argument(
        "-o", "--output", metavar="OUT", help="write OUT.svg, OUT.png or OUT.pdf instead of SVG to standard output"
    )
    for command in (run, ask, render):
        if command is not render:
            command.add_argument("--json", action="store_true", help="print JSON instead of text")
            command.add_argument(
                "--verbose", action="store_true", help="list everything the file holds that the answers do not need"
            )
        command.add_argument(
            "--include-dir",
            metavar="DIR",
            action="append",
            default=[],
            help="a folder an include is also looked up in, after the scenario's own (repeatable); "
            'a bundled catalogue is included as "umpire:NAME" from anywhere',
        )
        command.add_argument(
            "--max-hexes",
            metavar="N",
            type=_at_least_one,
            default=DEFAULT_MAX_HEXES,
            help=f"the most hexes one question may load (default {DEFAULT_MAX_HEXES})",
        )


def _play_commands(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """play and replay: a game made step by step, and a game record checked (docs/play.md)."""
    play = sub.add_parser("play", help="play both sides of a scenario and print or write the game record")
    play.add_argument("file", help="a scenario of a game that can be played (Memoir '44: .scn or .m44)")
    play.add_argument("--seed", type=int, default=0, help="the seed of the agents' and the dice's choices")
    play.add_argument(
        "--agent",
        choices=sorted({*AGENTS, *(name for g in GAMES.values() for name in g.agents)}),
        default="random",
        help="how both sides choose (default random; search: Memoir '44's look-ahead, docs/ai.md)",
    )
    play.add_argument(
        "-o", "--output", metavar="LOG", help="write the record to LOG (in the scenario's folder or above)"
    )
    play.add_argument(
        "--max-steps",
        type=_at_least_one,
        default=PLAY_STEPS,
        metavar="N",
        help=f"stop after N steps (default {PLAY_STEPS}: a Memoir '44 game takes a few hundred, random agents' more;"
        " a search agent decides in a few hundredths of a second)",
    )
    play.add_argument(
        "--as", dest="person", metavar="SIDE", help="play SIDE yourself at the terminal, the agent the other"
    )
    play.add_argument("--table", action="store_true", help="with --as: type chance in (real dice, real cards)")
    play.add_argument("--resume", metavar="LOG", help="with --as: play on from a game record (and write to it)")
    replay = sub.add_parser("replay", help="check a game record step by step: legality, effects and claims")
    replay.add_argument("log", help="a game record (JSON Lines, docs/play.md)")
    replay.add_argument("--json", action="store_true", help="print JSON instead of text")
    replay.add_argument("--continue", dest="keep_going", action="store_true", help="go on past a faulty step")


def _at_least_one(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of 1 or more, found {text!r}")
    return int(text)


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 < value <= 3600:
        raise argparse.ArgumentTypeError(f"expected seconds, more than 0 and at most 3600, found {text!r}")
    return value


# What `umpire play` stops at unless told: a bound a person waits for (the API's is MAX_STEPS).
PLAY_STEPS = 1000

# `check --fail-on S`: the severities that fail a build, gravest first.
FAIL_ON = tuple(SEVERITY_ORDER)


def run(argv: list[str]) -> tuple[str, int]:
    """What a command prints, and its exit status."""
    args = _parser().parse_args(argv)
    if args.command == "check":
        report = run_check(args.game, args.chart)
        text = check_json(report) if args.json else check_text(report)
        worst = min((SEVERITY_ORDER[f.severity] for f in report.findings), default=len(SEVERITY_ORDER))
        return text, 1 if args.fail_on and worst <= SEVERITY_ORDER[args.fail_on] else 0
    if args.command == "schema":
        return json.dumps(answer_schema(), indent=2, ensure_ascii=False), 0
    if args.command == "serve":
        return serve_until_interrupted(args), 0
    if args.command == "examples":
        return examples_command(args.name, args.copy), 0
    if args.command == "test":
        return test_files(args.paths, Budget(max_hexes=args.max_hexes), args.json)
    if args.command == "words":
        return words_text(args.game, args.kind, args.edition, as_json=args.json), 0
    if args.command == "replay":
        progress = Progress(sys.stderr)
        replayed = replay_record(args.log, args.keep_going, progress)
        progress.done()
        lines = replayed.text_lines()
        text = json.dumps(replayed.to_json(), indent=2, ensure_ascii=False) if args.json else "\n".join(lines)
        return text, 0 if replayed.holds else 1
    if args.command == "play":
        return play_command(args), 0
    if args.command == "import":
        return imported_text(read_utf8(args.file), args.file).rstrip("\n"), 0
    return answer_command(args), 0


def answer_command(args: argparse.Namespace) -> str:
    """run, ask and render: open the scenario and answer its questions or the one given."""
    budget = Budget(max_hexes=args.max_hexes)
    # A Path: a file's name is never read as scenario text, whatever it looks like.
    scenario = open_scenario(Path(args.file), include_dirs=tuple(args.include_dir), budget=budget)
    pos = scenario.position
    if args.command in ("ask", "render") and args.question:
        questions = [parse_ask(pos, "ask " + " ".join(args.question), "<command line>")]
    else:
        questions = pos.scenario.questions
    answers = answer_all(pos, questions)
    if args.command == "render":
        if args.output is None:
            return scenario.svg(answers).rstrip("\n")
        output = Path(args.output)
        picture_format(output)  # a wrong suffix is refused before the drawing is made
        write_picture(output, scenario.svg(answers))
        return f"wrote {args.output}"
    if args.command == "run" and args.svg:
        write_pictures(scenario, answers, Path(args.svg))
    return as_json(pos, answers) if args.json else as_text(pos, answers, args.verbose)


def write_pictures(scenario: OpenScenario, answers: list[Answer], folder: Path) -> None:
    """One picture per answer: NN-KIND.svg, numbered in the file's order."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise UmpireError(Pos(str(folder)), f"cannot make the folder for pictures ({err.strerror})") from None
    for index, answer in enumerate(answers, start=1):
        kind = answer.to_json()["kind"]
        write_picture(folder / f"{index:02d}-{kind}.svg", scenario.svg([answer]))


def test_files(paths: list[str], budget: Budget, as_json: bool) -> tuple[str, int]:
    """Every expectation of every file: failures and a summary; exit 1 if one failed. A folder's
    files that are not regular files inside it (a link out of it, a FIFO, a device) are not read:
    the summary names them."""
    files, skipped = scenario_files(paths)
    if not files:
        raise UmpireError(
            Pos(" ".join(paths)),
            "no scenario files here" + (f" ({len(skipped)} not read: {skipped[0][1]})" if skipped else ""),
            expected="a .scn file or a folder holding some",
        )
    outcomes = {str(f): open_scenario(f, budget=budget).expectations() for f in files}
    failed = sum(not o.met for found in outcomes.values() for o in found)
    total = sum(len(found) for found in outcomes.values())
    status = 1 if failed else 0
    if as_json:
        files_json = [{"file": f, "expectations": [o.to_json() for o in found]} for f, found in outcomes.items()]
        not_read = [{"file": f, "why": why} for f, why in skipped]
        document = {"files": files_json, "expectations": total, "failed": failed, "not_read": not_read}
        return json.dumps(document, indent=2), status
    lines = [o.text() for found in outcomes.values() for o in found if not o.met]
    lines += [f"umpire test: not read: {f}: {why}" for f, why in skipped]
    lines.append(f"umpire test: {total} expectations in {len(files)} file(s): {total - failed} met, {failed} failed")
    return "\n".join(lines), status


def examples_command(name: str | None, copy_to: str | None) -> str:
    """No name: one line per bundled example. A name: its text, or where it was copied."""
    if name is None:
        if copy_to is not None:
            raise UmpireError(Pos("<command line>"), "--copy needs a name", expected="umpire examples NAME --copy DIR")
        rows = [(e.name, e.game or "", e.summary) for e in bundled_examples()]
        width = max(len(n) for n, _, _ in rows)
        lines = [f"{n:<{width}}  {g:<9} {s}" for n, g, s in rows]
        return "\n".join([*lines, "", "umpire examples NAME prints one; umpire examples NAME --copy DIR copies it."])
    example = find_example(name, Pos("<command line>"))
    if copy_to is None:
        return example.path.read_text("utf-8").rstrip("\n")
    written = copy_example(example, Path(copy_to))
    return "\n".join(f"wrote {path}" for path in written)


def serve_until_interrupted(args: argparse.Namespace) -> str:
    """Serve in this thread until Ctrl-C (uvicorn answers it and stops the workers)."""
    # Only this command needs the HTTP stack (Starlette, uvicorn: about 70 ms to import).
    from pyengine.http_app import create_app, listening_socket, uvicorn_server

    limits = Limits(seconds=args.time_limit, max_hexes=args.max_hexes)
    try:
        sock = listening_socket(args.host, args.port)
    except (OSError, OverflowError) as err:
        why = getattr(err, "strerror", None) or str(err)
        raise UmpireError(Pos(f"{args.host}:{args.port}"), f"cannot listen there ({why})") from None
    host, port = sock.getsockname()[:2]
    where = "loopback only" if args.host in ("127.0.0.1", "localhost", "::1") else "reachable from other machines"
    print(f"umpire serve: http://{host}:{port}/ ({where}; Ctrl-C stops)", flush=True)
    # uvicorn stops gracefully on Ctrl-C, then raises the Ctrl-C it caught again.
    with contextlib.suppress(KeyboardInterrupt):
        uvicorn_server(create_app(args.workers, limits)).run(sockets=[sock])
    return "umpire serve: stopped"


def _quiet_stdout() -> None:
    """Point standard output at /dev/null: Python flushes it on the way out, and a second
    broken pipe there would print a warning and end with status 120."""
    with contextlib.suppress(OSError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def printable(text: str) -> str:
    """The text as UTF-8 can carry it: a lone surrogate a file held is shown escaped (\\ud800)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text


def main(argv: list[str] | None = None) -> int:
    try:
        text, status = run(sys.argv[1:] if argv is None else argv)
        print(printable(text))
    except UmpireError as err:
        print(printable(err.render()), file=sys.stderr)
        return 2
    except BrokenPipeError:  # e.g. piped into `head`: the reader has what it wanted
        _quiet_stdout()
        return 0
    except RecursionError:
        print("umpire: error: input nested too deeply", file=sys.stderr)
        return 2
    except Exception as exc:  # a bug in Umpire: say so plainly, never with a traceback
        print(f"umpire: internal error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 3
    return status


if __name__ == "__main__":
    sys.exit(main())
