"""Self-play on Ray (pyengine/rl/distributed.py): a local cluster's pool plays seeded games
as this process does. Skipped without the extra ``rl``; a long run (Ray takes seconds to
start)."""

import pytest

pytest.importorskip("ray")
from pyengine import UmpireError
from pyengine.rl.distributed import Pool, games, play_job

CLASH = "tests/data/rl/clash.scn"
SETUP = {"victory": {"allies": 1, "axis": 1}}


@pytest.mark.long
def test_a_pool_plays_seeded_games_in_order_as_one_process_does():
    jobs = games(CLASH, [3, 4, 5], {"allies": "search", "axis": "greedy"}, SETUP, max_steps=80)
    pool = Pool(workers=2)
    try:
        results = pool.play(jobs)
        with pytest.raises(UmpireError, match="agent"):
            pool.play(games(CLASH, [1], {"allies": "serch", "axis": "random"}, SETUP))
    finally:
        pool.close()
    here = [play_job(job) for job in jobs]
    assert [r.job.seed for r in results] == [3, 4, 5]
    assert [(r.winner, r.steps) for r in results] == [(r.winner, r.steps) for r in here]
    # The same decisions, each timed (how long they take is benchmarks/bench_rl.py's to say).
    assert [r.decisions for r in results] == [r.decisions for r in here]
    assert all(r.decisions["allies"] > 0 and r.slowest["allies"] > 0 for r in results)
