"""Play speed (issues 58, 69 and 70): a checked step, a 200-step game replayed, the start-up of
`umpire replay`, random-agent games a minute; a checked step in a tactic card's turn and a
150-step replay of a game of tactic cards.

Run: python benchmarks/bench_play.py [--repeat 5] [--games 6]

A 200-step record is made by self-play on a generated board (benchmarks/play_boards.py). Then:
- a checked step: each step of the record judged and applied in a game that has not seen it
  (a fresh game per pass, so no node is kept from before); p50 and p90 over every step of
  every pass (budget: p50 <= 2 ms);
- the record replayed by ``replay_record`` (reading, opening the scenario, judging and checking
  every step): the first pass in this process, and the median of the rest, after start-up
  (budget: <= 1 s);
- the start-up of ``umpire replay`` (a new process, a record of its header alone: importing,
  reading, opening the scenario; budget: <= 1 s), the median of --repeat runs;
- random-agent games to a winner on the generated boards, in one process: games a minute;
- issue 70: on tests/data/play/tactics.scn, the first seeded game whose first 150 steps play
  at least 4 tactic cards: a checked step of a tactic card's turn (its play, its own steps and
  everything until its draw; budget: p50 <= 20 ms) and the 150 steps replayed (budget: <= 3 s).
The fixed loop of benchmarks/bench.py is timed before and after, in the same run.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bench import percentile, reference_ms
from benchmarks.play_boards import TACTIC_CARDS, board
from pyengine import open_game, replay_record
from pyengine.play.game import AGENTS, self_play
from pyengine.play.record import read_record, record_text

# The state facts of a tactic card's turn.
TACTIC_PLAYED = frozenset(f"played({c})" for c in TACTIC_CARDS)

STEP_BUDGET_MS = 2
REPLAY_BUDGET_S = 1.0
START_BUDGET_S = 1.0
STEPS = 200
TACTIC_STEP_BUDGET_MS = 20
TACTIC_REPLAY_BUDGET_S = 3.0
TACTIC_STEPS = 150
TACTICS = Path(__file__).resolve().parent.parent / "tests" / "data" / "play" / "tactics.scn"
TACTICS_SETUP = {"victory": {"allies": 6, "axis": 6}, "hands": {"allies": 5, "axis": 5}, "first": "allies"}


def made_record(folder: Path) -> Path:
    """The first seeded game on board 5 that lasts 200 steps, cut there."""
    spec = board(5)
    (folder / f"{spec.name}.scn").write_text(spec.text)
    for seed in range(100):
        game = open_game(folder / f"{spec.name}.scn", setup=spec.setup, name=f"{spec.name}.scn")
        verdicts = self_play(game, seed, dict.fromkeys(game.rules.sides, AGENTS["random"]), max_steps=STEPS)
        if len(verdicts) == STEPS:
            break
    path = folder / "game.jsonl"
    path.write_text(record_text(game.header(), verdicts))
    return path


def step_times(path: Path, repeat: int, tactic_only: bool = False) -> list[float]:
    """Each step of the record checked and applied in a fresh game, ``repeat`` times; with
    ``tactic_only``, the times of the steps in a tactic card's turn alone."""
    record = read_record(str(path))
    times = []
    for _ in range(repeat):
        game = open_game(record.scenario, options=record.options, setup=record.setup)
        for recorded in record.steps:
            started = time.perf_counter()
            in_turn = game.state.facts & TACTIC_PLAYED
            verdict = game.apply(game.step(recorded.words, recorded.side, recorded.where))
            elapsed = (time.perf_counter() - started) * 1000
            assert verdict.legal
            if not tactic_only or in_turn or recorded.words.split()[-1] in TACTIC_CARDS:
                times.append(elapsed)
    return times


def replay_times(path: Path, repeat: int, steps: int = STEPS) -> list[float]:
    times = []
    for _ in range(repeat + 1):
        started = time.perf_counter()
        report = replay_record(path)
        times.append(time.perf_counter() - started)
        assert report.holds and len(report.steps) == steps
    return times


def tactic_record(folder: Path) -> Path:
    """The first seeded game on the tactics board whose first 150 steps play 4 tactic cards."""
    (folder / TACTICS.name).write_text(TACTICS.read_text())
    for seed in range(200):
        game = open_game(folder / TACTICS.name, setup=TACTICS_SETUP, name=TACTICS.name)
        verdicts = self_play(game, seed, dict.fromkeys(game.rules.sides, AGENTS["random"]), max_steps=TACTIC_STEPS)
        plays = [v for v in verdicts if v.step.words.startswith("play ") and v.step.words.split()[1] in TACTIC_CARDS]
        if len(verdicts) == TACTIC_STEPS and len(plays) >= 4:
            break
    path = folder / "tactics.jsonl"
    path.write_text(record_text(game.header(), verdicts))
    return path


def start_times(path: Path, repeat: int) -> list[float]:
    """``umpire replay`` of the record's header alone, in a new process each time."""
    header = path.with_name("header.jsonl")
    header.write_text(path.read_text().splitlines()[0] + "\n")
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "pyengine", "replay", str(header)], capture_output=True)
        times.append(time.perf_counter() - started)
        assert done.returncode == 0, done.stderr
    return times


def games_per_minute(folder: Path, games: int) -> tuple[float, int]:
    played = steps = 0
    started = time.perf_counter()
    for index in range(games):
        spec = board(index % 12 + 1)
        (folder / f"{spec.name}.scn").write_text(spec.text)
        game = open_game(folder / f"{spec.name}.scn", setup=spec.setup)
        steps += len(self_play(game, index, dict.fromkeys(game.rules.sides, AGENTS["random"])))
        played += game.winner() is not None
    return played / (time.perf_counter() - started) * 60, steps


def verdict(value: float, budget: float) -> str:
    return "within budget" if value <= budget else "OVER BUDGET"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--games", type=int, default=6)
    args = parser.parse_args()
    before = reference_ms()
    folder = Path(tempfile.mkdtemp(prefix="bench-play-"))
    path = made_record(folder)
    steps = step_times(path, args.repeat)
    p50 = statistics.median(steps)
    print(f"checked step: p50 {p50:.1f} ms, p90 {percentile(steps, 0.9):.1f} ms over {len(steps)} steps")
    print(f"  budget {STEP_BUDGET_MS} ms: {verdict(p50, STEP_BUDGET_MS)}")
    replays = replay_times(path, args.repeat)
    rest = statistics.median(replays[1:])
    print(f"{STEPS}-step game replayed: first {replays[0]:.2f} s, then p50 {rest:.2f} s")
    print(f"  budget {REPLAY_BUDGET_S} s after start-up: {verdict(rest, REPLAY_BUDGET_S)}")
    start = statistics.median(start_times(path, args.repeat))
    print(f"umpire replay start-up (a header alone, a new process): p50 {start:.2f} s")
    print(f"  budget {START_BUDGET_S} s: {verdict(start, START_BUDGET_S)}")
    rate, played = games_per_minute(folder, args.games)
    print(f"random-agent games to a winner: {rate:.1f} a minute ({args.games} games, {played} steps, one process)")
    tactics = tactic_record(folder)
    in_turn = step_times(tactics, args.repeat, tactic_only=True)
    p50 = statistics.median(in_turn)
    print(f"issue 70, a step of a tactic card's turn: p50 {p50:.1f} ms, p90 {percentile(in_turn, 0.9):.1f} ms")
    print(f"  over {len(in_turn)} steps; budget {TACTIC_STEP_BUDGET_MS} ms: {verdict(p50, TACTIC_STEP_BUDGET_MS)}")
    replays = replay_times(tactics, args.repeat, TACTIC_STEPS)
    rest = statistics.median(replays[1:])
    print(
        f"issue 70, {TACTIC_STEPS}-step game of tactic cards replayed: first {replays[0]:.2f} s, then p50 {rest:.2f} s"
    )
    print(f"  budget {TACTIC_REPLAY_BUDGET_S} s: {verdict(rest, TACTIC_REPLAY_BUDGET_S)}")
    print(f"reference loop: {before:.1f} ms before, {reference_ms():.1f} ms after")


if __name__ == "__main__":
    main()
