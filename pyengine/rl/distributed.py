"""Self-play and evaluation past one machine, on Ray: a pool of actors plays seeded games
handed out one by one (Ray's ActorPool); each actor keeps what the KB read and judged.

    from pyengine.rl.distributed import Pool, games
    pool = Pool(workers=8, address="auto")        # "auto": the cluster `ray start` made
    results = pool.play(games("my_board.scn", range(200), {"allies": "search", "axis": "random"}))

Without ``address`` Ray starts a local cluster of ``workers`` CPUs. Each game is seeded, so a
result is the same wherever it ran (docs/ai.md).
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import ray
from ray.util import ActorPool

from pyengine.api import open_game
from pyengine.json_types import JsonObject
from pyengine.play.game import MAX_STEPS, Agent, OpenGame, self_play


@dataclass(frozen=True)
class Job:
    """One seeded game: its scenario's path, set-up, and each side's agent by name."""

    scenario: str
    seed: int
    agents: dict[str, str]
    setup: JsonObject = field(default_factory=dict)
    max_steps: int = MAX_STEPS


@dataclass(frozen=True)
class GameResult:
    job: Job
    winner: str | None
    steps: int
    seconds: float
    # Per side: its decisions and the longest one took (seconds).
    decisions: dict[str, int]
    slowest: dict[str, float]


def games(
    scenario: str | Path,
    seeds: Iterable[int],
    agents: dict[str, str],
    setup: JsonObject | None = None,
    max_steps: int = MAX_STEPS,
) -> list[Job]:
    return [Job(str(scenario), seed, dict(agents), dict(setup or {}), max_steps) for seed in seeds]


def play_job(job: Job) -> GameResult:
    """A job played here: the game opened, both agents timed at each decision."""
    game = open_game(job.scenario, setup=job.setup, name=Path(job.scenario).name)
    counts = dict.fromkeys(job.agents, 0)
    slowest = dict.fromkeys(job.agents, 0.0)

    def timed(side: str, agent: Agent) -> Agent:
        def decide(now: OpenGame, rng: Any) -> Any:
            started = time.perf_counter()
            step = agent(now, rng)
            counts[side] += 1
            slowest[side] = max(slowest[side], time.perf_counter() - started)
            return step

        return decide

    agents = {side: timed(side, game.agent(name)) for side, name in job.agents.items()}
    started = time.perf_counter()
    verdicts = self_play(game, job.seed, agents, job.max_steps)
    return GameResult(job, game.winner(), len(verdicts), time.perf_counter() - started, counts, slowest)


class Player:
    """One Ray actor: it plays the jobs it is handed (play_job)."""

    def play(self, job: Job) -> GameResult:
        return play_job(job)


class Pool:
    """``workers`` Ray actors (a local cluster of that many CPUs unless ``address`` names one)."""

    def __init__(self, workers: int = 2, address: str | None = None) -> None:
        if not ray.is_initialized():
            ray.init(address=address, num_cpus=None if address else workers, include_dashboard=False)
        remote: Any = ray.remote(num_cpus=1)(Player)
        self.actors = [remote.remote() for _ in range(workers)]

    def play(self, jobs: Iterable[Job]) -> list[GameResult]:
        """The jobs' results, in the jobs' order; an agent a game lacks is an UmpireError here,
        before any game is handed out."""
        listed = list(jobs)
        for job in {(j.scenario, tuple(sorted(j.agents.values()))): j for j in listed}.values():
            opened = open_game(job.scenario, setup=job.setup)
            for name in job.agents.values():
                opened.agent(name)
        pool = ActorPool(self.actors)
        return list(pool.map(lambda actor, job: actor.play.remote(job), listed))

    def close(self) -> None:
        for actor in self.actors:
            ray.kill(actor)
