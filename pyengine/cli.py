"""The ``umpire`` command line (also ``python -m pyengine``)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from pyengine.api import OpenScenario, answer_all, open_scenario, parse_ask
from pyengine.budget import DEFAULT_MAX_HEXES, Budget
from pyengine.chart_check import as_json as check_json
from pyengine.chart_check import as_text as check_text
from pyengine.chart_check import run_check
from pyengine.errors import Pos, UmpireError
from pyengine.game import GAMES
from pyengine.games import DEFAULT_CHECK_GAME, answer_schema, examples
from pyengine.output import as_json, as_text
from pyengine.questions import Answer
from pyengine.server import Limits, start
from pyengine.version import __version__

AFTER_EXAMPLES = """\
  umpire check                                       every finding in the shipped charts
  umpire check --chart examples/my_chart.lp --json   lint a chart of your own against them
  umpire schema                                      the JSON Schema of --json answers
  umpire render FILE moves UNIT -o moves.svg         draw the board and the answer

exit status: 0 answered (a "no" is an answer), 2 bad input, 3 internal error.
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
    run = sub.add_parser("run", help="answer every question in a scenario file")
    run.add_argument("file")
    run.add_argument("--svg", metavar="DIR", help="also draw each answer as DIR/NN-KIND.svg")
    ask = sub.add_parser("ask", help="answer one question about a scenario file")
    ask.add_argument("file")
    ask.add_argument("question", nargs="+", help="e.g. moves U [as fast]")
    render = sub.add_parser("render", help="draw the board and the answers as SVG")
    render.add_argument("file")
    render.add_argument("question", nargs="*", help="one question (default: the file's own)")
    render.add_argument("-o", "--output", metavar="OUT.svg", help="write here instead of to standard output")
    for command in (run, ask, render):
        if command is not render:
            command.add_argument("--json", action="store_true", help="print JSON instead of text")
        command.add_argument(
            "--include-dir",
            metavar="DIR",
            action="append",
            default=[],
            help="a folder besides the scenario's own that includes may read from (repeatable)",
        )
        command.add_argument(
            "--max-hexes",
            metavar="N",
            type=_at_least_one,
            default=DEFAULT_MAX_HEXES,
            help=f"the most hexes one question may load (default {DEFAULT_MAX_HEXES})",
        )
    check = sub.add_parser("check", help="lint the shipped charts, or your own against them")
    check.add_argument("--game", choices=list(GAMES), default=DEFAULT_CHECK_GAME)
    check.add_argument("--chart", metavar="FILE", help="a .lp fact file in the game's chart schema (docs/)")
    check.add_argument("--json", action="store_true", help="print JSON instead of text")
    sub.add_parser("schema", help="print the JSON Schema that --json answers follow")
    serve = sub.add_parser("serve", help="a local web page and JSON service (docs/serve.md)")
    serve.add_argument("--host", default="127.0.0.1", help="the address to listen on (default: loopback only)")
    serve.add_argument("--port", type=int, default=8765, help="default 8765; 0 picks a free port")
    serve.add_argument("--workers", type=_at_least_one, default=2, help="warm worker processes (default 2)")
    serve.add_argument("--time-limit", type=_seconds, default=Limits.seconds, metavar="SECONDS", help="per request")
    serve.add_argument("--max-hexes", metavar="N", type=_at_least_one, default=DEFAULT_MAX_HEXES)
    return p


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


def run(argv: list[str]) -> str:
    args = _parser().parse_args(argv)
    if args.command == "check":
        report = run_check(args.game, args.chart)
        return check_json(report) if args.json else check_text(report)
    if args.command == "schema":
        return json.dumps(answer_schema(), indent=2, ensure_ascii=False)
    if args.command == "serve":
        return serve_until_interrupted(args)
    budget = Budget(max_hexes=args.max_hexes)
    scenario = open_scenario(args.file, include_dirs=tuple(args.include_dir), budget=budget)
    pos = scenario.position
    if args.command in ("ask", "render") and args.question:
        questions = [parse_ask(pos, "ask " + " ".join(args.question), "<command line>")]
    else:
        questions = pos.scenario.questions
    answers = answer_all(pos, questions)
    if args.command == "render":
        picture = scenario.svg(answers)
        if args.output is None:
            return picture.rstrip("\n")
        write_text(Path(args.output), picture)
        return f"wrote {args.output}"
    if args.command == "run" and args.svg:
        write_pictures(scenario, answers, Path(args.svg))
    return as_json(pos, answers) if args.json else as_text(pos, answers)


def write_pictures(scenario: OpenScenario, answers: list[Answer], folder: Path) -> None:
    """One picture per answer: NN-KIND.svg, numbered in the file's order."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise UmpireError(Pos(str(folder)), f"cannot make the folder for pictures ({err.strerror})") from None
    for index, answer in enumerate(answers, start=1):
        kind = answer.to_json()["kind"]
        write_text(folder / f"{index:02d}-{kind}.svg", scenario.svg([answer]))


def write_text(path: Path, text: str) -> None:
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as err:
        raise UmpireError(Pos(str(path)), f"cannot write the picture ({err.strerror})") from None


def serve_until_interrupted(args: argparse.Namespace) -> str:
    limits = Limits(seconds=args.time_limit, max_hexes=args.max_hexes)
    try:
        server = start(args.host, args.port, args.workers, limits)
    except OSError as err:
        raise UmpireError(Pos(f"{args.host}:{args.port}"), f"cannot listen there ({err.strerror})") from None
    where = "loopback only" if args.host in ("127.0.0.1", "localhost", "::1") else "reachable from other machines"
    print(f"umpire serve: {server.url}/ ({where}; Ctrl-C stops)", flush=True)
    try:
        server.thread.join()
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
    return "umpire serve: stopped"


def main(argv: list[str] | None = None) -> int:
    try:
        print(run(sys.argv[1:] if argv is None else argv))
    except UmpireError as err:
        print(err.render(), file=sys.stderr)
        return 2
    except BrokenPipeError:  # e.g. piped into `head`: the reader has what it wanted
        return 0
    except RecursionError:
        print("umpire: error: input nested too deeply", file=sys.stderr)
        return 2
    except Exception as exc:  # a bug in Umpire: say so plainly, never with a traceback
        print(f"umpire: internal error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
