"""Warm latency of `umpire serve`, measured from a client on loopback (issue: POST /api/answer
for one Memoir '44 `moves`, p50 <= 10 ms).

Run: python benchmarks/bench_serve.py [--repeat N] [--soak SECONDS --clients N] [--attack SECONDS]
One client, one connection kept open, after a warm-up; it also times the same question
answered in-process (OpenScenario.ask), with the scenario opened each time and once (a worker
keeps the scenarios posted to it), so the service's own share shows beside it. With
--soak, N clients (default 16) post mixed questions for that long: p50, p95 and the memory
of the service and its workers every ten seconds, which must stay flat. With --attack, a
normal client's answers for that long, alone and then beside two clients looping bad requests
of each kind of tests/core/test_serve_doors.py (issue 59: at least 0.8 of its pace alone). The
last line is the reference loop of bench.py, which says how quiet the machine was.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT))

from bench import reference_ms, verdict  # noqa: E402

from pyengine import open_scenario  # noqa: E402
from pyengine.http_app import start  # noqa: E402
from tests.core.test_serve_doors import GOOD, attackers, post  # noqa: E402  (the attacks the tests make)
from tests.core.test_serve_load import rss_kib  # noqa: E402  (one reader of /proc memory)

SCENARIO = ROOT / "examples" / "memoir44_river_crossing.scn"
QUESTION = "moves allied_inf"
CLIENT_BUDGET_MS = 10


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


def time_in_process(repeat: int, opened_once: bool) -> list[float]:
    """The same answer in this process: the scenario opened for each question, or once (as a
    worker keeps the scenarios posted to it)."""
    samples = []
    game = open_scenario(SCENARIO)
    for _ in range(repeat):
        start_time = time.perf_counter()
        if not opened_once:
            game = open_scenario(SCENARIO)
        game.to_json([game.ask(QUESTION)])
        samples.append((time.perf_counter() - start_time) * 1000)
    return samples


SOAK_QUESTIONS = [
    ("memoir44_river_crossing.scn", "moves allied_inf"),
    ("memoir44_river_crossing.scn", "battle allied_armor"),
    ("assault_tutorial.scn", "moves us_rifles"),
    ("assault_tutorial.scn", "targets tiger"),
    ("skirmish_tutorial.scn", "spot panzer section1"),
]


def soak(seconds: float, clients: int) -> None:
    """``clients`` connections posting mixed questions for ``seconds``; memory sampled."""
    bodies = [
        json.dumps({"scenario": (ROOT / "examples" / n).read_text("utf-8"), "questions": [q]}).encode()
        for n, q in SOAK_QUESTIONS
    ]
    server = start(port=0, workers=2)
    latencies: list[float] = []
    failures: list[int] = []
    stop_at = time.monotonic() + seconds

    def client(k: int) -> None:
        conn = http.client.HTTPConnection(*server.address, timeout=60)
        i = k
        while time.monotonic() < stop_at:
            started = time.perf_counter()
            conn.request(
                "POST", "/api/answer", body=bodies[i % len(bodies)], headers={"Content-Type": "application/json"}
            )
            response = conn.getresponse()
            response.read()
            latencies.append((time.perf_counter() - started) * 1000)
            if response.status != 200:
                failures.append(response.status)
            i += 1
        conn.close()

    try:
        pids = [os.getpid(), *server.service.workers.pids()]
        threads = [threading.Thread(target=client, args=(k,)) for k in range(clients)]
        for t in threads:
            t.start()
        memory = []
        while any(t.is_alive() for t in threads):
            memory.append(rss_kib(pids) / 1024)
            time.sleep(10)
        for t in threads:
            t.join()
    finally:
        server.stop()
    p95 = statistics.quantiles(latencies, n=20)[-1]
    print(
        f"soak: {clients} clients for {seconds:g} s: {len(latencies)} requests, {len(failures)} failed; "
        f"p50 {statistics.median(latencies):.1f} ms, p95 {p95:.1f} ms"
    )
    print("memory of the service and its workers every 10 s (MB): " + ", ".join(f"{m:.0f}" for m in memory))


ATTACK_PACE = 0.8  # of the normal client's answers alone (issue 59)


def answers_in(address: tuple[str, int], seconds: float) -> int:
    """How many answers one normal client gets in ``seconds``, asking one after another."""
    conn = http.client.HTTPConnection(*address, timeout=60)
    count, end = 0, time.monotonic() + seconds
    while time.monotonic() < end:
        assert post(address, GOOD, conn=conn)[0] == 200
        count += 1
    conn.close()
    return count


def attack(seconds: float) -> None:
    """A normal client's pace alone and beside two attackers of each kind."""
    server = start(port=0, workers=2)
    try:
        with tempfile.TemporaryDirectory() as folder:
            for kind in ("killers", "play", "fresh"):
                alone = answers_in(server.address, seconds)
                looping, stop = attackers(server.address, Path(folder), kind)
                attacked = answers_in(server.address, seconds)
                stop.touch()
                sent = sum(int(a.communicate(timeout=120)[0]) for a in looping)
                ratio = attacked / alone
                held = "holds" if ratio >= ATTACK_PACE else "MISSED"
                print(f"{kind:8} alone {alone:5} answers, attacked {attacked:5} beside {sent:6}: {ratio:.2f} ({held})")
    finally:
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200)
    parser.add_argument("--soak", type=float, metavar="SECONDS", help="a soak test instead: clients for this long")
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--attack", type=float, metavar="SECONDS", help="a normal client's pace under attack instead")
    args = parser.parse_args()
    before = reference_ms()
    if args.attack:
        attack(args.attack)
        print(f"reference loop: {before:.0f} ms before the run, {reference_ms():.0f} ms after")
        return
    if args.soak:
        soak(args.soak, args.clients)
        print(f"reference loop: {before:.0f} ms before the run, {reference_ms():.0f} ms after")
        return
    server = start(port=0, workers=1)
    try:
        served = time_client(server, args.repeat)
    finally:
        server.stop()
    rows = [
        ("POST /api/answer, from a client", served),
        ("in-process, opened each time", time_in_process(args.repeat, opened_once=False)),
        ("in-process, opened once", time_in_process(args.repeat, opened_once=True)),
    ]
    after = reference_ms()
    for name, samples in rows:
        p95 = statistics.quantiles(samples, n=20)[-1]
        print(f"{name:34} p50 {statistics.median(samples):6.2f} ms   p95 {p95:6.2f} ms   ({len(samples)} samples)")
    held = verdict(statistics.median(served), CLIENT_BUDGET_MS)
    print(f"budget (issue 30): p50 from a client <= {CLIENT_BUDGET_MS} ms: {held}")
    print(f"reference loop: {before:.0f} ms before the run, {after:.0f} ms after (about 60 on a quiet VM)")


if __name__ == "__main__":
    main()
