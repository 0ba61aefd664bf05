"""A bounded load test of `umpire serve` on loopback: 200 requests from 4 concurrent
clients. None may fail, and the memory of the server and its workers after the run is
within 10% of before (after a warm-up). The latencies are printed, not asserted: budgets
are measured by benchmarks/, not by tests."""

import asyncio
import http.client
import json
import os
import socket
import statistics
import threading
import time
from pathlib import Path

from pyengine.http_app import listening_socket, start
from tests.conftest import EXAMPLES

REQUESTS, CLIENTS = 200, 4
QUESTIONS = [
    ("memoir44_river_crossing.scn", "moves allied_inf"),
    ("memoir44_river_crossing.scn", "battle allied_armor"),
    ("memoir44_river_crossing.scn", "los allied_guns axis_armor"),
    ("assault_tutorial.scn", "moves us_rifles"),
    ("assault_tutorial.scn", "los us_rifles tiger"),
]


def rss_kib(pids: list[int]) -> int:
    """Resident memory of these processes, from /proc (KiB)."""
    total = 0
    for pid in pids:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                total += int(line.split()[1])
    return total


def client(server, bodies: list[bytes], latencies: list[float], failures: list[str]) -> None:
    host, port = server.address
    conn = http.client.HTTPConnection(host, port, timeout=60)
    for body in bodies:
        start_time = time.perf_counter()
        conn.request("POST", "/api/answer", body=body, headers={"Content-Type": "application/json"})
        response = conn.getresponse()
        payload = response.read()
        latencies.append((time.perf_counter() - start_time) * 1000)
        if response.status != 200 or not json.loads(payload)["answers"]:
            failures.append(f"{response.status}: {payload[:200]!r}")
    conn.close()


def run_clients(server, count: int) -> tuple[list[float], list[str]]:
    texts = {name: (EXAMPLES / name).read_text("utf-8") for name, _ in QUESTIONS}
    bodies = [
        json.dumps({"scenario": texts[name], "questions": [question]}).encode()
        for name, question in (QUESTIONS[i % len(QUESTIONS)] for i in range(count))
    ]
    latencies: list[float] = []
    failures: list[str] = []
    share = [bodies[k::CLIENTS] for k in range(CLIENTS)]
    threads = [threading.Thread(target=client, args=(server, part, latencies, failures)) for part in share]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return latencies, failures


def test_two_hundred_requests_from_four_clients():
    server = start(port=0, workers=2)
    try:
        run_clients(server, 40)  # warm-up: every worker has met every question
        pids = [os.getpid(), *server.service.workers.pids()]
        before = rss_kib(pids)
        latencies, failures = run_clients(server, REQUESTS)
        after = rss_kib(pids)
    finally:
        server.stop()
    assert failures == [] and len(latencies) == REQUESTS
    p95 = statistics.quantiles(latencies, n=20)[-1]
    print(
        f"\nserve load: {REQUESTS} requests, {CLIENTS} clients: p50 {statistics.median(latencies):.1f} ms, "
        f"p95 {p95:.1f} ms; memory {before} KiB before, {after} KiB after"
    )
    assert abs(after - before) <= 0.10 * before


def test_the_service_sends_each_response_without_waiting_for_an_acknowledgement():
    # With Nagle's algorithm on, a response's body waits for the client's delayed
    # acknowledgement of its headers: 40 ms on every request on Linux (measured: GET
    # /api/games 44 ms against 0.3 ms). asyncio turns it off only on connections whose
    # listening socket names TCP as its protocol, so listening_socket must.
    sock = listening_socket("127.0.0.1", 0)
    seen: list[int] = []

    async def serve_one() -> None:
        accepted = asyncio.Event()

        def on_connect(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            seen.append(writer.get_extra_info("socket").getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))
            writer.close()
            accepted.set()

        server = await asyncio.start_server(on_connect, sock=sock)
        _, writer = await asyncio.open_connection(*sock.getsockname()[:2])
        await asyncio.wait_for(accepted.wait(), 10)
        writer.close()
        server.close()
        await server.wait_closed()

    asyncio.run(serve_one())
    assert seen and seen[0] != 0
