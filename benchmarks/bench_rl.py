"""AI-framework speed (issues 61 and 69): checked steps a second through the OpenSpiel game on one
core, and self-play on Ray with 1 and 2 workers.

Run: python benchmarks/bench_rl.py [--games 32]   (needs the extra rl: bootstrap.py --rl)

- one core: seeded random games on tests/data/rl/clash.scn (1 medal wins, at most 100
  steps) through ``pyspiel``: each step lists the legal actions (every offered step judged, by
  the quick judge or the KB) and applies one (its verdict kept by the node); budget: >= 500
  steps a second (issue 69; 25 for issue 61);
- Ray: the same seeded games on an actor pool of 1 worker, then of 2 (each warmed up first);
  budget: 2 workers >= 1.6 times 1.
The fixed loop of benchmarks/bench.py is timed before and after, in the same run.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import ray

import pyengine.rl  # noqa: F401  (registers the OpenSpiel games)
from benchmarks.bench import reference_ms
from pyengine.rl.distributed import Pool, games
from pyengine.rl.envs import load

CLASH = str(Path(__file__).resolve().parent.parent / "tests" / "data" / "rl" / "clash.scn")
SETUP = {"victory": {"allies": 1, "axis": 1}}
MAX_STEPS = 100
STEPS_BUDGET = 500
SCALING_BUDGET = 1.6
RANDOM = {"allies": "random", "axis": "random"}


def one_core(games: int) -> tuple[float, int]:
    """Checked steps a second over ``games`` seeded random games (after one to warm up)."""
    game = load(CLASH, victory=1, max_steps=MAX_STEPS)
    steps, elapsed = 0, 0.0
    for seed in range(-1, games):
        rng = random.Random(seed)
        state = game.new_initial_state()
        started = time.perf_counter()
        while not state.is_terminal():
            if state.is_chance_node():
                numbers, odds = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(numbers, odds)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        if seed >= 0:
            steps += len(state.record)
            elapsed += time.perf_counter() - started
    return steps / elapsed, steps


def on_ray(workers: int, count: int) -> tuple[float, int]:
    """Self-play steps a second on a pool of ``workers`` (warmed up by a game each)."""
    pool = Pool(workers)
    pool.play(games(CLASH, range(1000, 1000 + workers), RANDOM, SETUP, MAX_STEPS))
    started = time.perf_counter()
    results = pool.play(games(CLASH, range(count), RANDOM, SETUP, MAX_STEPS))
    elapsed = time.perf_counter() - started
    pool.close()
    steps = sum(r.steps for r in results)
    return steps / elapsed, steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=32)
    args = parser.parse_args()
    before = reference_ms()
    rate, steps = one_core(args.games)
    verdict = "within budget" if rate >= STEPS_BUDGET else "UNDER BUDGET"
    print(f"one core: {rate:.1f} checked steps a second ({steps} steps, {args.games} games); {verdict}")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    alone, steps_1 = on_ray(1, args.games)
    pair, steps_2 = on_ray(2, args.games)
    ray.shutdown()
    assert steps_1 == steps_2, "seeded games play the same on any worker"
    ratio = pair / alone
    verdict = "within budget" if ratio >= SCALING_BUDGET else "UNDER BUDGET"
    print(f"Ray: 1 worker {alone:.1f} steps/s, 2 workers {pair:.1f} steps/s: x{ratio:.2f}; {verdict}")
    print(f"reference loop: {before:.1f} ms before, {reference_ms():.1f} ms after")


if __name__ == "__main__":
    main()
