"""Assault play speed (issue 73): a checked step on a 30-unit board, against the reference loop.

Run: python benchmarks/bench_assault_play.py [--steps 150] [--passes 2]

A record is made by seeded self-play (random agents) on benchmarks/assault_boards.py's 30-unit
board. A checked step is each step of the record judged and applied in a game that has not seen
it (a fresh game per pass): p50 and p90 over every step of every pass (budget: p50 <= 20 ms),
and the same by kind of step. The fixed loop of benchmarks/bench.py is timed before and after.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.assault_boards import battle, write
from benchmarks.bench import percentile, reference_ms
from pyengine import open_game
from pyengine.play.game import AGENTS, self_play

STEP_BUDGET_MS = 20


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", type=int, default=150)
    parser.add_argument("--passes", type=int, default=2)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    before = reference_ms()
    folder = Path(tempfile.mkdtemp(prefix="assault-bench-"))
    write(folder)
    path = folder / "battle.scn"
    path.write_text(battle())
    game = open_game(path)
    verdicts = self_play(game, args.seed, dict.fromkeys(game.rules.sides, AGENTS["random"]), max_steps=args.steps)
    steps = [v.step for v in verdicts]
    timings: list[float] = []
    by_verb: dict[str, list[float]] = defaultdict(list)
    for _ in range(args.passes):
        fresh = open_game(path)
        for step in steps:
            started = time.perf_counter()
            verdict = fresh.apply(step)
            ms = (time.perf_counter() - started) * 1000
            assert verdict.legal, verdict.text_lines()
            timings.append(ms)
            by_verb[step.action.verb].append(ms)
    p50, p90 = statistics.median(timings), percentile(timings, 0.9)
    print(f"30-unit board, {len(steps)} steps x {args.passes} passes: checked step p50 {p50:.1f} ms, p90 {p90:.1f} ms")
    for verb, ms in sorted(by_verb.items()):
        print(
            f"  {verb:10s} {len(ms):4d} steps  p50 {statistics.median(ms):7.1f} ms  p90 {percentile(ms, 0.9):7.1f} ms"
        )
    print(f"budget: p50 <= {STEP_BUDGET_MS} ms: {'holds' if p50 <= STEP_BUDGET_MS else 'OVER'}")
    print(f"reference loop: {before:.1f} ms before, {reference_ms():.1f} ms after")


if __name__ == "__main__":
    main()
