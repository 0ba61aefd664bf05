"""The search agent's strength (issue 61): seeded games against the random and the greedy
agent on boards of our own making, on Ray.

Run: python benchmarks/strength.py [--games 200] [--workers 2] [--opponent greedy]

Game i is played on board i % 12 + 1 of benchmarks/play_boards.py (the standard board, seeded
terrain, 4 to 6 units a side in all three sections, 2 or 3 medals to win), the search agent on
the Allies in even games and on the Axis in odd ones. Budgets: it wins at least 95% against
random and 55% against greedy, and no decision takes over 5 s.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bench import reference_ms
from benchmarks.play_boards import BOARD_COUNT, board
from pyengine.rl.distributed import GameResult, Job, Pool

BUDGET = {"random": 0.95, "greedy": 0.55}
MOVE_BUDGET_S = 5.0


def jobs(folder: Path, count: int, opponent: str, max_steps: int) -> list[Job]:
    out = []
    for i in range(count):
        spec = board(i % BOARD_COUNT + 1)
        path = folder / f"{spec.name}.scn"
        path.write_text(spec.text)
        me, other = ("allies", "axis") if i % 2 == 0 else ("axis", "allies")
        out.append(Job(str(path), i, {me: "search", other: opponent}, spec.setup, max_steps))
    return out


def search_side(result: GameResult) -> str:
    return next(side for side, name in result.job.agents.items() if name == "search")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--opponent", choices=sorted(BUDGET), default="greedy")
    parser.add_argument("--max-steps", type=int, default=3000)
    args = parser.parse_args()
    before = reference_ms()
    folder = Path(tempfile.mkdtemp(prefix="strength-"))
    pool = Pool(args.workers)
    results = pool.play(jobs(folder, args.games, args.opponent, args.max_steps))
    won = sum(r.winner == search_side(r) for r in results)
    undecided = sum(r.winner is None for r in results)
    slowest = max(r.slowest[search_side(r)] for r in results)
    per_move = [r.seconds / max(1, sum(r.decisions.values())) for r in results]
    share = won / len(results)
    print(f"search vs {args.opponent}: won {won} of {len(results)} ({share:.1%}), {undecided} undecided")
    print(f"  budget {BUDGET[args.opponent]:.0%}: {'within budget' if share >= BUDGET[args.opponent] else 'UNDER'}")
    held = "within" if slowest <= MOVE_BUDGET_S else "OVER"
    print(f"  slowest search decision {slowest:.2f} s (budget {MOVE_BUDGET_S} s: {held})")
    print(f"  a game's time per decision (both sides), p50 over games: {statistics.median(per_move):.3f} s")
    print(f"  {sum(r.steps for r in results)} steps in all")
    print(f"reference loop: {before:.1f} ms before, {reference_ms():.1f} ms after")


if __name__ == "__main__":
    main()
