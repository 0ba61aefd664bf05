"""Warm latency of `umpire serve`, measured from a client on loopback (issue: POST /api/answer
for one Memoir '44 `moves`, p50 <= 10 ms).

Run: python benchmarks/bench_serve.py [--repeat N]
One client, one connection kept open, after a warm-up; it also times the same question
answered in-process (OpenScenario.ask), so the service's own share shows beside it. The
last line is the reference loop of bench.py, which says how quiet the machine was.
"""

from __future__ import annotations

import argparse
import http.client
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench import reference_ms  # noqa: E402

from pyengine import open_scenario  # noqa: E402
from pyengine.http_app import start  # noqa: E402

SCENARIO = ROOT / "examples" / "memoir44_river_crossing.scn"
QUESTION = "moves allied_inf"


def time_client(server, repeat: int) -> list[float]:
    host, port = server.address
    conn = http.client.HTTPConnection(host, port, timeout=60)
    body = json.dumps({"scenario": SCENARIO.read_text("utf-8"), "questions": [QUESTION]}).encode()
    samples = []
    for k in range(repeat + 20):
        start_time = time.perf_counter()
        conn.request("POST", "/api/answer", body=body, headers={"Content-Type": "application/json"})
        response = conn.getresponse()
        response.read()
        assert response.status == 200
        if k >= 20:  # the first 20 warm the worker and the connection
            samples.append((time.perf_counter() - start_time) * 1000)
    conn.close()
    return samples


def time_in_process(repeat: int) -> list[float]:
    samples = []
    for _ in range(repeat):
        start_time = time.perf_counter()
        game = open_scenario(SCENARIO)
        game.to_json([game.ask(QUESTION)])
        samples.append((time.perf_counter() - start_time) * 1000)
    return samples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    before = reference_ms()
    server = start(port=0, workers=1)
    try:
        served = time_client(server, args.repeat)
    finally:
        server.stop()
    local = time_in_process(args.repeat)
    after = reference_ms()
    for name, samples in (("POST /api/answer, from a client", served), ("the same in-process", local)):
        p95 = statistics.quantiles(samples, n=20)[-1]
        print(f"{name:34} p50 {statistics.median(samples):6.2f} ms   p95 {p95:6.2f} ms   ({len(samples)} samples)")
    print(f"reference loop: {before:.0f} ms before the run, {after:.0f} ms after (about 60 on a quiet VM)")


if __name__ == "__main__":
    main()
