"""A fuzzer over every bundled example: mutated scenarios (tests/mutations.py, harsh mode: other
games' words and lines, hostile includes and characters, truncation, numbers at the bounds) run
through the CLI as `umpire run FILE --json` and `umpire render FILE -o OUT.svg`, and through
the API as text. Every input must end in exit 0 or 2 (an UmpireError in the API): an exit 3 or
any other exception is an internal error; more than 10 s or 1 GB is a runaway.

Run: python benchmarks/fuzz.py [--inputs 10000] [--seed 1] [--keep DIR]

Inputs run in two warm worker processes; a worker past the time limit is killed and replaced.
Each failing input is written to --keep (default: fuzz-failures/) with what it ended in.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import multiprocessing as mp
import random
import resource
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SECONDS = 10.0
MAX_RSS_MB = 1024


def run_one(folder: Path, text: str) -> tuple[str, str]:
    """What one input ends in: ("ok"|"bad_input"|"internal", detail)."""
    from pyengine import UmpireError, open_scenario
    from pyengine.cli import main

    path = folder / "fuzz.scn"
    path.write_text(text, encoding="utf-8", errors="surrogateescape")
    outcomes = []
    for argv in (["run", str(path), "--json"], ["render", str(path), "-o", str(folder / "out.svg")]):
        err = io.StringIO()
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
            code = main(argv)
        if code not in (0, 2):
            return "internal", f"{' '.join(argv[:1])}: exit {code}: {err.getvalue()[-400:]}"
        outcomes.append(code)
    try:
        game = open_scenario(text, folder=folder)
        game.svg(game.answers())
    except UmpireError:
        pass
    except RecursionError:
        pass  # the CLI's "nested too deeply" (exit 2)
    except Exception as exc:
        return "internal", f"api: {type(exc).__name__}: {exc}"[:400]
    return ("ok" if outcomes[0] == 0 else "bad_input"), ""


# One input run: (the worker's scratch folder, the input) -> ("ok"|"bad_input"|"internal", detail).
Runner = Callable[[Path, str], tuple[str, str]]


def worker(tasks: mp.Queue, results: mp.Queue, folder: str, run: Runner) -> None:
    resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))  # a safety net far above 1 GB
    import pyengine  # noqa: F401  (warm: the games register once)

    while True:
        index, text = tasks.get()
        started = time.monotonic()
        try:
            kind, detail = run(Path(folder), text)
        except MemoryError:
            kind, detail = "runaway", "memory"
        rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
        results.put((index, kind, detail, time.monotonic() - started, rss_mb))


class Worker:
    def __init__(self, context: mp.context.BaseContext, run: Runner) -> None:
        self.tasks: mp.Queue = context.Queue()
        self.results: mp.Queue = context.Queue()
        self.folder = tempfile.mkdtemp(prefix="fuzz-")
        for support in (ROOT / "examples").glob("*.cards"):
            (Path(self.folder) / support.name).write_text(support.read_text("utf-8"), "utf-8")
        args = (self.tasks, self.results, self.folder, run)
        self.process = context.Process(target=worker, args=args, daemon=True)
        self.process.start()

    def stop(self) -> None:
        self.process.kill()
        self.process.join()


def main() -> int:
    from tests.mutations import HARSH, mutate

    parser = arguments()
    args = parser.parse_args()
    examples = ROOT / "examples"
    sources = {p.name: p.read_text("utf-8") for p in sorted(examples.glob("*.scn"))}
    names = sorted(sources)

    def make(index: int) -> str:
        rng = random.Random(f"{args.seed}:{index}")
        return mutate(sources[names[index % len(names)]], examples, rng, steps=3, pool=HARSH)

    return drive(args, make, run_one, ".scn")


def arguments() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=(sys.modules["__main__"].__doc__ or "").split("\n\n")[0])
    parser.add_argument("--inputs", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", type=Path, default=Path("fuzz-failures"))
    return parser


def drive(args: argparse.Namespace, make: Callable[[int], str], run: Runner, suffix: str) -> int:
    """Run ``args.inputs`` inputs (``make`` builds each from its index) in two warm workers,
    each past its time limit killed and replaced; keep and print each failure; print the tally.
    Exit 1 on an internal error or a runaway."""
    context = mp.get_context("fork")
    workers = [Worker(context, run), Worker(context, run)]
    tally: Counter[str] = Counter()
    slowest = (0.0, -1)
    peak = 0
    started = time.monotonic()
    pending: dict[int, tuple[int, float, str]] = {}  # worker -> (input, deadline, text)
    next_input = 0
    while next_input < args.inputs or pending:
        for w_index, w in enumerate(workers):
            if w_index not in pending and next_input < args.inputs:
                text = make(next_input)
                w.tasks.put((next_input, text))
                pending[w_index] = (next_input, time.monotonic() + SECONDS, text)
                next_input += 1
        time.sleep(0.001)
        for w_index in list(pending):
            w = workers[w_index]
            index, deadline, text = pending[w_index]
            try:
                _, kind, detail, seconds, rss_mb = w.results.get_nowait()
            except Exception:
                if time.monotonic() < deadline:
                    continue
                kind, detail, seconds, rss_mb = "runaway", f"over {SECONDS:g} s", SECONDS, 0
                w.stop()
                workers[w_index] = Worker(context, run)
            else:
                if rss_mb > MAX_RSS_MB:
                    kind, detail = "runaway", f"{rss_mb} MB"
                    w.stop()
                    workers[w_index] = Worker(context, run)
            peak = max(peak, rss_mb)
            slowest = max(slowest, (seconds, index))
            tally[kind] += 1
            del pending[w_index]
            if kind in ("internal", "runaway"):
                args.keep.mkdir(parents=True, exist_ok=True)
                (args.keep / f"{index:05d}{suffix}").write_text(text, "utf-8", errors="surrogateescape")
                (args.keep / f"{index:05d}.txt").write_text(f"{kind}: {detail}\n", "utf-8")
                print(f"input {index}: {kind}: {detail[:200]}", flush=True)
    for w in workers:
        w.stop()
    elapsed = time.monotonic() - started
    print(
        f"{args.inputs} inputs in {elapsed:.0f} s: {tally['ok']} answered, {tally['bad_input']} bad input (exit 2), "
        f"{tally['internal']} internal errors, {tally['runaway']} runaways; slowest {slowest[0]:.2f} s "
        f"(input {slowest[1]}), peak worker memory {peak} MB"
    )
    return 1 if tally["internal"] or tally["runaway"] else 0


if __name__ == "__main__":
    sys.exit(main())


# What a mutation does at the place it reached: the parent, the key there, the child, the generator.
Changer = Callable[[Any, Any, Any, random.Random], None]


def mutate_somewhere(node: object, rng: random.Random, change: Changer, deeper: float = 0.7) -> None:
    """Walk down a JSON value to a random place (into a list or object with odds ``deeper``) and
    let ``change`` change what is there (the parent, the key, the child)."""
    while True:
        children: list[tuple[Any, Any]] = []
        if isinstance(node, dict):
            children = list(node.items())
        elif isinstance(node, list):
            children = list(enumerate(node))
        if not children:
            return
        key, child = rng.choice(children)
        if isinstance(child, (dict, list)) and rng.random() < deeper:
            node = child
            continue
        change(node, key, child, rng)
        return
