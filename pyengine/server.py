"""`umpire serve`: a local web page and a JSON service over the same answers as the CLI.

The HTTP side is an ASGI application (Starlette), run by uvicorn; any ASGI server may run
``pyengine.asgi:app`` instead, and several stateless instances may stand behind one reverse
proxy (docs/serve.md). Questions run in warm worker processes (each imports the KB and the game
catalogues once), so a request past its time limit is ended by ending its worker, and a fresh
warm worker takes its place; clingo's grounding cannot be interrupted otherwise. A position is
built from its request's text alone, and a worker keeps the last few it built by their exact
text and name (the page posts its scenario with every question, and parsing it was a third of
a warm answer): nothing of one scenario reaches another's answer.

API (version 1; `/api/...` and `/api/v1/...` are the same):
  GET  /api/games     the games: editions, vocabularies, question kinds
  GET  /api/examples  the bundled example scenarios, name and text
  GET  /api/openapi.json  this API as an OpenAPI 3.1 document
  POST /api/answer    {"scenario": TEXT, "questions": [...], "name": NAME?} -> what `umpire run
                      --json` prints (NAME, only a label, stands for the scenario in answers)
  POST /api/text      the same, as the text `umpire run` prints
  POST /api/render    the same, as the SVG `umpire render` draws
  POST /api/check     {"game": NAME, "chart": TEXT?} -> what `umpire check --json` prints
  POST /api/step      {"scenario": TEXT, "state": {"facts": [...]}?, "step": LINE?, "options"?, "setup"?,
                      "draw": true?} -> the step's verdict, the position after it, who acts next
                      and their legal steps (docs/play.md, docs/serve.md)
Bad input is HTTP 400 with the error object (file, line, column, message, found, expected,
hint); an internal error is 500 with no traceback; a question past its time limit is 503.
"""

from __future__ import annotations

import contextlib
import gc
import json
import os
import queue
import select
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from functools import lru_cache
from http import HTTPStatus
from pathlib import Path

from pyengine.api import TEXT_NAME, OpenScenario, answer_all, open_scenario, parse_question
from pyengine.budget import Budget
from pyengine.bundled import examples_folder
from pyengine.chart_check import as_json as check_json
from pyengine.chart_check import run_check
from pyengine.errors import Pos, UmpireError, unknown_name
from pyengine.game import GAMES
from pyengine.json_types import JsonObject
from pyengine.kb_rules import catalogue
from pyengine.openapi import openapi_document
from pyengine.output import as_json, as_text
from pyengine.play.game import AGENTS
from pyengine.play.serve import step_request
from pyengine.questions import registry
from pyengine.scenario_parser import imported_text

API_VERSION = 1
MAX_REQUEST_BYTES = 1_000_000
MAX_QUESTIONS = 20
# The longest scenario text a worker keeps opened. Published scenarios and the examples are a
# few kilobytes; a 289 KB one (a 100 x 100 map, each hex written) held 14 MB once opened, so
# eight near the request limit would hold hundreds.
KEPT_SCENARIO_CHARS = 64_000
# The deepest JSON a request may nest: a body is an object of strings and a list of strings.
MAX_JSON_DEPTH = 8
# The deepest a .m44 file sent as a scenario may nest: the editor's files reach 6 or 7 levels.
MAX_FILE_DEPTH = 32
WEB = ("index.html", "app.js", "play.js", "style.css", "favicon.svg")
TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml"}


@dataclass(frozen=True)
class Limits:
    """What one request may ask for; documented in docs/serve.md and tested."""

    request_bytes: int = MAX_REQUEST_BYTES
    questions: int = MAX_QUESTIONS
    seconds: float = 10.0
    max_hexes: int = 5_000


@dataclass(frozen=True)
class Reply:
    status: int
    content_type: str
    body: bytes


def utf8(text: str) -> bytes:
    """A reply's bytes: a lone surrogate a request's file held is sent escaped (\\ud800), never
    an encoding error."""
    return text.encode("utf-8", "backslashreplace")


def json_reply(status: int, document: object) -> Reply:
    return Reply(status, "application/json", utf8(json.dumps(document, ensure_ascii=False, sort_keys=True)))


def error_reply(status: int, message: str, **fields: object) -> Reply:
    return json_reply(status, {"error": {"message": message, **fields}})


# ---- what a worker does ---------------------------------------------------------------


def answer_request(path: str, body: JsonObject, limits: Limits) -> Reply:
    """One request's answer, computed in a worker: never raises."""
    try:
        return _answer(path, body, limits)
    except UmpireError as err:
        return json_reply(HTTPStatus.BAD_REQUEST, {"error": err.to_json()})
    except RecursionError:
        return error_reply(HTTPStatus.BAD_REQUEST, "input nested too deeply")
    except Exception as exc:  # a bug in Umpire: say so, never with a traceback
        return error_reply(HTTPStatus.INTERNAL_SERVER_ERROR, f"internal error: {type(exc).__name__}")


def _answer(path: str, body: JsonObject, limits: Limits) -> Reply:
    if path == "check":
        game = _string(body, "game")
        if game not in GAMES:
            raise unknown_name(Pos("<request>"), "game", game, GAMES)
        chart = body.get("chart")
        if chart is not None and not isinstance(chart, str):
            raise UmpireError(Pos("<request>"), "bad 'chart'", expected="the text of a chart edition")
        report = run_check(game, "<chart>" if chart is not None else None, chart)
        return Reply(HTTPStatus.OK, "application/json", utf8(check_json(report)))
    text = _string(body, "scenario")
    if "\n" not in text:
        text += "\n"  # scenario text, never a file name
    name = body.get("name", TEXT_NAME)
    if not isinstance(name, str) or "\n" in name or len(name) > 200:
        raise UmpireError(Pos("<request>"), "bad 'name'", expected="one line naming the scenario in answers")
    if path == "import":
        return Reply(HTTPStatus.OK, "text/plain; charset=utf-8", utf8(imported_text(text, name)))
    if path == "step":
        return json_reply(HTTPStatus.OK, step_request(body, text, name))
    scenario = (_kept if len(text) <= KEPT_SCENARIO_CHARS else _opened)(text, name, limits.max_hexes)
    pos = scenario.position
    asked = body.get("questions")
    if asked is None:
        questions = pos.scenario.questions
    elif isinstance(asked, list) and all(isinstance(q, str) for q in asked) and len(asked) <= limits.questions:
        questions = [parse_question(pos, q, f"<question {i + 1}>") for i, q in enumerate(asked)]
    else:
        raise UmpireError(Pos("<request>"), "bad 'questions'", expected=f"a list of at most {limits.questions} strings")
    answers = answer_all(pos, questions)
    if path == "answer":
        return Reply(HTTPStatus.OK, "application/json", utf8(as_json(pos, answers)))
    if path == "text":
        return Reply(HTTPStatus.OK, "text/plain; charset=utf-8", utf8(as_text(pos, answers)))
    return Reply(HTTPStatus.OK, "image/svg+xml", utf8(scenario.svg(answers)))


def _opened(text: str, name: str, max_hexes: int) -> OpenScenario:
    return open_scenario(text, folder=examples_folder(), budget=Budget(max_hexes=max_hexes), name=name)


# A scenario up to KEPT_SCENARIO_CHARS long is opened once while it is among the last eight: an
# open scenario answers any number of questions, each from a fresh Control. One with an error
# is not kept (each request meets the error again).
_kept = lru_cache(maxsize=8)(_opened)


def _string(body: JsonObject, name: str) -> str:
    value = body.get(name)
    if not isinstance(value, str):
        raise UmpireError(Pos("<request>"), f"missing or bad '{name}'", expected="a string")
    return value


def warm() -> None:
    """Load the catalogues of every game and edition, then freeze what they hold: the
    collector then never walks those long-lived objects again, which spares each answer's
    collections their cost (gc.freeze)."""
    for name, game in GAMES.items():
        for edition in game.edition_files or (None,):
            catalogue(name, edition)
    gc.collect()
    gc.freeze()


def worker_main() -> None:
    """A worker (``python -m pyengine.server LIMITS``): warm once, then answer one request a
    line at a time, ``{"path", "body"}`` in and a reply out, until standard input closes.
    Ctrl-C reaches the whole process group; the service, not its workers, answers it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    limits = Limits(**json.loads(sys.argv[1]))
    warm()
    print("ready", flush=True)
    for line in sys.stdin:
        request = json.loads(line)
        try:
            reply = answer_request(request["path"], request["body"], limits)
        except Exception as exc:  # answer_request never raises; should it, the worker still answers
            reply = error_reply(HTTPStatus.INTERNAL_SERVER_ERROR, f"internal error: {type(exc).__name__}")
        body = reply.body.decode()
        print(json.dumps({"status": reply.status, "type": reply.content_type, "body": body}), flush=True)


class Worker:
    """One warm worker process; ``ready`` waits until it has warmed up. ``step`` names each
    step of a request as it is taken (a test makes any of them fail)."""

    STEPS = ("send", "wait", "read", "decode")

    def __init__(self, limits: Limits) -> None:
        command = [sys.executable, "-m", "pyengine.server", json.dumps(asdict(limits))]
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert self.process.stdin and self.process.stdout
        self.stdin, self.stdout = self.process.stdin, self.process.stdout

    def step(self, name: str) -> None:
        """Called before each step of a request; a no-op but where a test injects a failure."""

    def ready(self) -> Worker:
        if self._line(120) != "ready":
            self.stop()
            raise RuntimeError("a worker did not start")
        return self

    def _line(self, seconds: float) -> str | None:
        """The worker's next line, or None if none comes within ``seconds``; WorkerStopped if
        the worker ended instead (its output closed)."""
        readable, _, _ = select.select([self.stdout], [], [], seconds)
        if not readable:
            return None
        line = self.stdout.readline()
        if not line:
            raise WorkerStopped(self.process.wait())
        return line.rstrip("\n")

    def ask(self, path: str, body: JsonObject, seconds: float) -> Reply | None:
        """The reply, or None when none came in time."""
        self.step("send")
        self.stdin.write(json.dumps({"path": path, "body": body}) + "\n")
        self.stdin.flush()
        self.step("wait")
        line = self._line(seconds)
        self.step("read")
        if not line:
            return None
        self.step("decode")
        reply = json.loads(line)
        return Reply(reply["status"], reply["type"], reply["body"].encode())

    def alive(self) -> bool:
        return self.process.poll() is None

    def stop(self) -> None:
        self.process.kill()
        self.process.wait()
        for pipe in (self.stdin, self.stdout):
            with contextlib.suppress(OSError):  # a request still buffered for a dead worker
                pipe.close()


# A game step's worker runs at this niceness while it judges: beside questions on a busy
# machine, the questions get the cores first (a client stepping costly positions once took a
# fifth of a normal client's answers even with a worker of its own).
STEP_NICENESS = 10


@contextlib.contextmanager
def _yielding(worker: Worker, lower: bool) -> Iterator[None]:
    """While a step is judged, its worker yields the processor to the others; after, it is
    raised back where the system lets it (an unprivileged process may not, and stays yielding)."""
    pid = getattr(worker.process, "pid", None)
    if not lower or pid is None:
        yield
        return
    with contextlib.suppress(OSError):
        os.setpriority(os.PRIO_PROCESS, pid, STEP_NICENESS)
    try:
        yield
    finally:
        with contextlib.suppress(OSError):
            os.setpriority(os.PRIO_PROCESS, pid, 0)


class TimeLimit(Exception):
    pass


class WorkerStopped(Exception):
    """A worker ended during a request (its exit status is the argument)."""


class Workers:
    """A fixed number of warm workers; a request waits for an idle one. Whatever happens to a
    request, its worker goes back to the pool or is replaced by a fresh one: past the time
    limit, on a broken pipe, on a garbled reply, on any exception."""

    def __init__(self, count: int, limits: Limits, make: Callable[[Limits], Worker] = Worker) -> None:
        self.limits = limits
        self.make = make
        self.replaced = 0  # workers replaced so far, for any reason
        # Workers that could not be started again: the next request starts one in their place.
        self.missing = 0
        self.lock = threading.Lock()
        # Game steps may hold all workers but one: a client stepping games, however costly its
        # positions, leaves the questions a worker of their own (docs/serve.md).
        self.step_lane = threading.BoundedSemaphore(max(1, count - 1))
        self.idle: queue.Queue[Worker] = queue.Queue()
        for worker in [make(limits) for _ in range(count)]:  # they warm up side by side
            self.idle.put(worker.ready())

    def ask(self, path: str, body: JsonObject) -> Reply:
        if path != "step":
            return self._ask(path, body)
        with self.step_lane:
            return self._ask(path, body)

    def _ask(self, path: str, body: JsonObject) -> Reply:
        worker = self._take()
        if worker is None:
            return error_reply(HTTPStatus.SERVICE_UNAVAILABLE, "no worker could be started; try again")
        kept = crashed = False
        reply: Reply | None = None
        try:
            with _yielding(worker, path == "step"):
                reply = worker.ask(path, body, self.limits.seconds)
            kept = reply is not None and worker.alive()
        except WorkerStopped as stopped:  # what it wrote on its way out is in the service's log
            crashed = True
            self._log(f"a worker stopped during a request (exit status {stopped.args[0]})")
        except Exception as exc:  # a broken pipe, a garbled reply: the request fails, the worker is replaced
            reply = error_reply(HTTPStatus.INTERNAL_SERVER_ERROR, "internal error: a worker failed")
            self._log(f"a worker failed during a request ({type(exc).__name__})")
        finally:
            if kept:
                self.idle.put(worker)
            else:
                crashed = crashed or not worker.alive()
                self._replace(worker)
        if reply is not None:
            return reply
        if crashed:
            return error_reply(HTTPStatus.INTERNAL_SERVER_ERROR, "internal error: a worker stopped")
        raise TimeLimit

    def _log(self, what: str) -> None:
        print(
            f"umpire serve: {what}; it is replaced ({self.replaced + 1} replaced so far)", file=sys.stderr, flush=True
        )

    def _take(self) -> Worker | None:
        """An idle worker; while one is missing and none is idle, a new one started here (None
        if it does not start: the pool stays as short as it was, and the next request tries)."""
        while True:
            try:
                return self.idle.get_nowait()
            except queue.Empty:
                pass
            with self.lock:
                start = self.missing > 0
                self.missing -= start
            if not start:
                return self.idle.get()
            fresh = self._started()
            if fresh is None:
                with self.lock:
                    self.missing += 1
            return fresh

    def _started(self) -> Worker | None:
        """A fresh worker, warmed up (three tries), or None; whatever went wrong is logged."""
        for _ in range(3):
            try:
                return self.make(self.limits).ready()
            except (OSError, RuntimeError, WorkerStopped) as exc:
                print(f"umpire serve: a new worker did not start ({type(exc).__name__})", file=sys.stderr, flush=True)
        return None

    def _replace(self, worker: Worker) -> None:
        """End a worker and put a fresh one in its place; if none starts, the pool is one short
        until a request starts one (_take)."""
        worker.stop()
        self.replaced += 1
        fresh = self._started()
        if fresh is not None:
            self.idle.put(fresh)
            return
        with self.lock:
            self.missing += 1

    def pids(self) -> list[int]:
        return [w.process.pid for w in list(self.idle.queue)]

    def size(self) -> int:
        """The workers ready now (idle); a missing one is not counted."""
        return self.idle.qsize()

    def close(self) -> None:
        while not self.idle.empty():
            self.idle.get().stop()


# ---- the HTTP side ------------------------------------------------------------------------


def games_document(limits: Limits) -> JsonObject:

    games = {}
    for name, game in GAMES.items():
        editions = list(game.edition_files)
        cat = catalogue(name, editions[0] if editions else None)
        games[name] = {
            "editions": editions,
            "coordinates": game.default_convention,
            "questions": {kind: q.usage for kind, q in sorted(registry(name).items())},
            "vocabulary": {kind: sorted(words) for kind, words in sorted(cat.vocab.items())},
            # The agents a person may play against on the page (none: the game is not played).
            "agents": sorted({*AGENTS, *game.agents}) if game.play else [],
        }
    return {"api": API_VERSION, "games": games, "limits": asdict(limits)}


def examples_document() -> JsonObject:
    folder = examples_folder()
    scenarios = sorted(p for p in folder.iterdir() if p.suffix == ".scn")
    return {"api": API_VERSION, "examples": [{"name": p.name, "text": p.read_text("utf-8")} for p in scenarios]}


class Service:
    """What the handler serves: static documents made once, and the workers for the rest."""

    def __init__(self, workers: int, limits: Limits, make: Callable[[Limits], Worker] = Worker) -> None:
        self.limits = limits
        self.static = {
            "games": json_reply(HTTPStatus.OK, games_document(limits)),
            "examples": json_reply(HTTPStatus.OK, examples_document()),
            "openapi.json": json_reply(HTTPStatus.OK, openapi_document(asdict(limits))),
        }
        web = Path(__file__).resolve().parent / "web"  # the real folder, not an editable install's links
        self.files = {name: (web / name).read_bytes() for name in WEB}
        self.workers = Workers(workers, limits, make)

    def get(self, path: str) -> Reply:
        if path in ("/", "/index.html"):
            path = "/index.html"
        if path == "/favicon.ico":  # what a browser asks for before it reads the page's link
            path = "/favicon.svg"
        name = path.lstrip("/")
        if name in self.files:
            return Reply(HTTPStatus.OK, TYPES[Path(name).suffix], self.files[name])
        api = _api_name(path)
        if api in self.static:
            return self.static[api]
        return error_reply(HTTPStatus.NOT_FOUND, f"no such page: {path}")

    def post(self, path: str, raw: bytes) -> Reply:
        api = _api_name(path)
        if api not in ("answer", "text", "render", "check", "import", "step"):
            return error_reply(HTTPStatus.NOT_FOUND, f"no such endpoint: {path}")
        try:
            body = json.loads(raw)
        except (ValueError, RecursionError):
            return error_reply(HTTPStatus.BAD_REQUEST, "the request body is not JSON")
        if not isinstance(body, dict):
            return error_reply(HTTPStatus.BAD_REQUEST, "the request body is not a JSON object")
        flaw = json_flaw(body)
        if flaw is not None:
            return error_reply(HTTPStatus.BAD_REQUEST, flaw, limit=MAX_JSON_DEPTH)
        flaw = file_flaw(body.get("scenario"))
        if flaw is not None:
            return error_reply(HTTPStatus.BAD_REQUEST, flaw)
        try:
            return self.workers.ask(api, body)
        except TimeLimit:
            seconds = self.limits.seconds
            return error_reply(
                HTTPStatus.SERVICE_UNAVAILABLE,
                f"the request took longer than {seconds:g} s (`umpire serve --time-limit SECONDS` raises it)",
                limit=seconds,
            )


def file_flaw(scenario: object) -> str | None:
    """What makes a request's .m44 file (a scenario that is JSON) unfit to reach a worker: a
    name holding a lone surrogate (such a request once stopped the worker that answered it), or
    nesting deeper than any editor file. Text that is not JSON goes on: the worker says where
    its fault is."""
    if not isinstance(scenario, str) or not scenario.lstrip().startswith("{"):
        return None
    try:
        document = json.loads(scenario)
    except (ValueError, RecursionError):
        return None
    flaw = json_flaw(document, MAX_FILE_DEPTH)
    return None if flaw is None else f"the scenario's file: {flaw.replace('the request', 'it')}"


def json_flaw(document: object, deepest: int = MAX_JSON_DEPTH) -> str | None:
    """What makes a parsed request unfit to pass on, if anything: nesting deeper than any
    request needs, or a string that is not text (a lone surrogate cannot be written as UTF-8)."""
    stack: list[tuple[object, int]] = [(document, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > deepest:
            return f"the request nests deeper than {deepest} levels"
        if isinstance(item, dict):
            stack += [(k, depth) for k in item] + [(v, depth + 1) for v in item.values()]
        elif isinstance(item, list):
            stack += [(v, depth + 1) for v in item]
        elif isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return "a string in the request holds a lone surrogate, which is not text"
    return None


def _api_name(path: str) -> str | None:
    parts = path.split("?")[0].strip("/").split("/")
    if parts[:1] != ["api"]:
        return None
    rest = parts[2:] if parts[1:2] == [f"v{API_VERSION}"] else parts[1:]
    return rest[0] if len(rest) == 1 else None


if __name__ == "__main__":
    worker_main()
