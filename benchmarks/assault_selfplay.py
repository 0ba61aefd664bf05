"""Seeded Assault self-play over the boards of benchmarks/assault_boards.py, each game replayed
from its record in a fresh game (issue 73: 100 games over 5 boards, each to its victory check
or turn limit, every step legal on replay, the same result and final position).

Run: python benchmarks/assault_selfplay.py [--games 100] [--agent random] [--jobs 2] [--keep DIR]

Game i is played on board i mod 5 with seed i; the boards roll their dice by the example
die-face table (assumption die_face_table). Printed: one line per game, then the totals and
the replayed step's p50 beside the reference loop of benchmarks/bench.py timed in the same run.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.assault_boards import BOARDS, write
from benchmarks.bench import reference_ms
from pyengine import open_game, replay_record
from pyengine.play.game import AGENTS, self_play
from pyengine.play.record import record_text


@dataclass(frozen=True)
class Played:
    index: int
    board: str
    steps: int
    over: bool  # the game reached its end (a victory check decided it, or the last turn ended)
    winner: str | None
    play_s: float
    replay_s: float
    same: bool  # replay holds, with the same result and the same final position

    @property
    def ok(self) -> bool:
        return self.over and self.same


def play_one(index: int, agent: str, folder: str) -> Played:
    names = list(BOARDS)
    name = names[index % len(names)]
    where = Path(folder)
    path = where / f"{name}.scn"
    game = open_game(path, name=path.name)
    started = time.perf_counter()
    verdicts = self_play(game, index, dict.fromkeys(game.rules.sides, AGENTS[agent]))
    played = time.perf_counter() - started
    record = where / f"assault{index:04d}.jsonl"
    record.write_text(record_text({**game.header(), "seed": index, "agents": agent}, verdicts))
    started = time.perf_counter()
    report = replay_record(record)
    replayed = time.perf_counter() - started
    again = open_game(path)
    for step in report.steps:
        again.apply(step.verdict.step)
    same = report.holds and report.winner == game.winner() and again.state == game.state
    return Played(index, name, len(verdicts), game.to_act() == "none", game.winner(), played, replayed, same)


def _play_args(args: tuple[int, str, str]) -> Played:
    return play_one(*args)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--agent", choices=sorted(AGENTS), default="random")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--keep", metavar="DIR", help="write the boards and records here")
    args = parser.parse_args()
    before = reference_ms()
    folder = args.keep or tempfile.mkdtemp(prefix="assault-selfplay-")
    write(Path(folder))
    started = time.perf_counter()
    games = []
    with Pool(args.jobs) as pool:
        for g in pool.imap(_play_args, [(i, args.agent, folder) for i in range(args.games)]):
            games.append(g)
            timing = f"play {g.play_s:6.1f} s, replay {g.replay_s:5.1f} s"
            mark = "ok" if g.ok else "FAILED"
            print(f"game {g.index:4d} {g.board}: {g.steps:5d} steps, result {g.winner}, {timing}, {mark}", flush=True)
    wall = time.perf_counter() - started
    per_step = [1000 * g.replay_s / g.steps for g in games]
    results = {r: sum(g.winner == r for g in games) for r in sorted({str(g.winner) for g in games})}
    print(f"{len(games)} games on {len({g.board for g in games})} boards, {sum(g.steps for g in games)} steps")
    print(f"results: {results}")
    print(f"all played to their end and replayed to the same result and position: {all(g.ok for g in games)}")
    print(f"games per minute ({args.jobs} jobs, play and replay): {len(games) / wall * 60:.1f}")
    print(f"replayed step, mean over each game: p50 {statistics.median(per_step):.1f} ms")
    print(f"reference loop: {before:.1f} ms before, {reference_ms():.1f} ms after")
    print(f"records in {folder}")
    sys.exit(0 if all(g.ok for g in games) else 1)


if __name__ == "__main__":
    main()
