"""The ``umpire`` command line."""

from __future__ import annotations

import argparse
import sys

from pyengine import __version__
from pyengine import model as m
from pyengine.check import as_json as check_json
from pyengine.check import as_text as check_text
from pyengine.check import run_check
from pyengine.errors import UmpireError
from pyengine.kb import GAMES
from pyengine.parser import load_scenario, parse_text
from pyengine.position import Position, build_position
from pyengine.questions import Answer, registry
from pyengine.render import as_json, as_text

EXAMPLES = """\
examples:
  umpire run examples/assault_tutorial.scn          answer every 'ask' in the file
  umpire run examples/assault_tutorial.scn --json   the same as JSON (answer_schema.json)
  umpire ask examples/assault_tutorial.scn moves us_rifles
  umpire ask examples/assault_tutorial.scn moves us_rifles as fast
  umpire ask examples/memoir44_river_crossing.scn battle allied_armor
  umpire ask examples/memoir44_river_crossing.scn actions axis   every Axis move and battle
  umpire check                                       every finding in the shipped Assault charts
  umpire check --chart examples/my_chart.lp --json   lint a chart of your own against them

exit status: 0 answered (a "no" is an answer), 2 bad input, 3 internal error.
"""


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="umpire",
        description="Adjudicate wargame rules questions with cited explanations.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--version", action="version", version=f"umpire {__version__}")
    sub = p.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="answer every question in a scenario file")
    run.add_argument("file")
    run.add_argument("--json", action="store_true", help="print JSON instead of text")
    ask = sub.add_parser("ask", help="answer one question about a scenario file")
    ask.add_argument("file")
    ask.add_argument("question", nargs="+", help="e.g. moves U [as fast]")
    ask.add_argument("--json", action="store_true", help="print JSON instead of text")
    check = sub.add_parser("check", help="lint the shipped charts, or your own against them")
    check.add_argument("--game", choices=sorted(GAMES), default="assault")
    check.add_argument("--chart", metavar="FILE", help="a .lp fact file in the chart schema (see README)")
    check.add_argument("--json", action="store_true", help="print JSON instead of text")
    return p


def answer_all(pos: Position, questions: list[m.Question]) -> list[Answer]:
    kinds = registry(pos.game.name)
    return [kinds[q.kind.text].answer(pos, q) for q in questions]


def command_line_question(words: list[str]) -> list[m.Question]:
    """Parse the words after FILE as one 'ask' statement."""
    return parse_text("ask " + " ".join(words), "<command line>").questions


def run(argv: list[str]) -> str:
    args = _parser().parse_args(argv)
    if args.command == "check":
        report = run_check(args.game, args.chart)
        return check_json(report) if args.json else check_text(report)
    scenario = load_scenario(args.file)
    if args.command == "ask":
        scenario.questions = command_line_question(args.question)
    pos = build_position(scenario)
    answers = answer_all(pos, scenario.questions)
    return as_json(pos, answers) if args.json else as_text(pos, answers)


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
