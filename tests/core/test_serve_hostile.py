"""`umpire serve` under hostile clients, on loopback only: bursts of simultaneous clients,
JSON nested deep, lone surrogates, a malformed Content-Length, a client hanging up, Ctrl-C;
and a worker pool that gets its worker back, or a fresh one, whichever step of a request fails.
Every request loop here is bounded in count and time."""

from __future__ import annotations

import json
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from http.client import HTTPConnection
from typing import ClassVar

import pytest
from openapi_spec_validator import validate

from pyengine.http_app import start
from pyengine.server import Limits, Reply, Worker, Workers
from tests.conftest import EXAMPLES

MEMOIR = (EXAMPLES / "memoir44_river_crossing.scn").read_text("utf-8")
GOOD = json.dumps({"scenario": MEMOIR, "questions": ["moves allied_inf"]}).encode()


@pytest.fixture(scope="module")
def server():
    running = start(port=0, workers=2)
    yield running
    running.stop()


def post(address: tuple[str, int], body: bytes, path: str = "/api/answer") -> tuple[int, bytes]:
    conn = HTTPConnection(*address, timeout=60)
    conn.request("POST", path, body=body, headers={"Content-Type": "application/json"})
    response = conn.getresponse()
    payload = response.read()
    conn.close()
    return response.status, payload


def test_three_bursts_of_fifty_simultaneous_clients_are_all_answered(server):
    def one(barrier: threading.Barrier, statuses: list[int | str]) -> None:
        barrier.wait(timeout=30)
        try:
            statuses.append(post(server.address, GOOD)[0])
        except OSError as err:  # a reset or a refused connection
            statuses.append(type(err).__name__)

    for _ in range(3):
        barrier = threading.Barrier(50)
        statuses: list[int | str] = []
        threads = [threading.Thread(target=one, args=(barrier, statuses)) for _ in range(50)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=120)
        assert statuses == [200] * 50


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (b"[" * 984 + b"]" * 984, "the request body is not a JSON object"),
        (b'{"a": ' + b"[" * 984 + b"]" * 984 + b"}", "the request nests deeper than 8 levels"),
        (b'{"scenario": "game memoir44\\n", "name": "\\udc80"}', "lone surrogate"),
        (b'{"scenario": "game memoir44\\n\\ud800"}', "lone surrogate"),
    ],
)
def test_deep_or_surrogate_json_is_400_and_the_service_goes_on(server, body, message):
    status, payload = post(server.address, body)
    assert status == 400 and message in json.loads(payload)["error"]["message"]
    assert post(server.address, GOOD)[0] == 200


def raw_exchange(address: tuple[str, int], data: bytes) -> bytes:
    with socket.create_connection(address, timeout=30) as sock:
        sock.sendall(data)
        chunks = []
        while chunk := sock.recv(65536):
            chunks.append(chunk)
        return b"".join(chunks)


def test_a_malformed_content_length_is_400(server):
    for length in (b"12a", b"-5", b"1" * 40):
        head = b"POST /api/answer HTTP/1.1\r\nHost: x\r\nContent-Length: " + length + b"\r\nConnection: close\r\n\r\n"
        reply = raw_exchange(server.address, head + b"{}")
        assert reply.startswith((b"HTTP/1.1 400", b"HTTP/1.1 413")), reply[:60]
    assert post(server.address, GOOD)[0] == 200


def test_the_openapi_document_is_valid_and_matches_the_answer_schema(server):
    with urllib.request.urlopen(server.url + "/api/openapi.json") as response:
        document = json.loads(response.read())
    validate(document)
    schemas = document["components"]["schemas"]
    assert document["openapi"] == "3.1.0" and "Answers" in schemas and "check_finding" in schemas
    assert document["paths"]["/api/answer"]["post"]["responses"]["200"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/Answers"
    }
    assert '"#/$defs/' not in json.dumps(document)


def test_hang_ups_and_ctrl_c_leave_no_traceback():
    command = [sys.executable, "-m", "pyengine", "serve", "--port", "0", "--workers", "1"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        host, port = process.stdout.readline().split()[2].removeprefix("http://").rstrip("/").split(":")
        address = (host, int(port))
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:  # the workers warm up before the first answer
            try:
                assert post(address, GOOD)[0] == 200
                break
            except OSError:
                time.sleep(0.2)
        with socket.create_connection(address) as sock:  # a body promised and never sent
            sock.sendall(b"POST /api/answer HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{")
        with socket.create_connection(address) as sock:  # a client gone before its answer
            sock.sendall(b"POST /api/answer HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\n\r\n" % len(GOOD) + GOOD)
        assert post(address, GOOD)[0] == 200
    finally:
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=60)
    assert "Traceback" not in err and "Error" not in err, err
    assert process.returncode == 0


class FailsOnce(Worker):
    """A worker whose first request fails at one step, as a real failure there would."""

    failing: str = ""
    failed = False

    def step(self, name: str) -> None:
        if name == FailsOnce.failing and not FailsOnce.failed:
            FailsOnce.failed = True
            if name == "send":
                raise BrokenPipeError("the worker's pipe closed")
            if name == "wait":
                self.process.kill()
                self.process.wait()
            if name == "read":
                raise OSError("the read failed")
            if name == "decode":
                raise ValueError("a garbled reply")


@pytest.mark.parametrize("step", Worker.STEPS)
def test_the_pool_returns_or_replaces_its_worker_whatever_step_fails(step):
    FailsOnce.failing, FailsOnce.failed = step, False
    pool = Workers(1, Limits(seconds=20), FailsOnce)
    try:
        body = {"scenario": MEMOIR, "questions": ["moves allied_inf"]}
        first = pool.ask("answer", body)
        assert first.status == 500 and b"internal error" in first.body
        assert pool.size() == 1
        assert pool.ask("answer", body).status == 200
        assert pool.size() == 1
    finally:
        pool.close()


class DiesStarting(Worker):
    """After the first, each worker started dies before it is ready, until ``dying`` runs out:
    a replacement that fails while starting (issue 68)."""

    started = 0
    dying = 0

    def __init__(self, limits: Limits) -> None:
        DiesStarting.started += 1
        if DiesStarting.started > 1 and DiesStarting.dying > 0:
            DiesStarting.dying -= 1
            self.process = subprocess.Popen([sys.executable, "-c", "pass"], stdin=subprocess.PIPE,
                                            stdout=subprocess.PIPE, text=True)  # fmt: skip
            assert self.process.stdin and self.process.stdout
            self.stdin, self.stdout = self.process.stdin, self.process.stdout
        else:
            super().__init__(limits)


@pytest.mark.parametrize("dying", [1, 3, 6])
def test_a_replacement_that_dies_while_starting_leaves_the_pool_whole_in_the_end(dying, capsys):
    """One death: the second try starts it. Three: the pool is one short, says so, and the next
    request starts a worker. Six: that request gets a 503 too, and the one after is answered."""
    DiesStarting.started, DiesStarting.dying = 0, dying
    FailsOnce.failing, FailsOnce.failed = "wait", False
    pool = Workers(1, Limits(seconds=20), DiesStarting)
    try:
        body = {"scenario": MEMOIR, "questions": ["moves allied_inf"]}
        worker = pool.idle.get()
        worker.process.kill()  # the worker dies during the next request, and is replaced
        worker.process.wait()
        pool.idle.put(worker)
        assert pool.ask("answer", body).status == 500
        assert pool.size() + pool.missing == 1
        replies = [pool.ask("answer", body).status for _ in range(2)]
        assert replies == ([503, 200] if dying == 6 else [200, 200])
        assert pool.size() == 1 and pool.missing == 0
    finally:
        pool.close()
    if dying >= 3:
        assert "a new worker did not start (WorkerStopped)" in capsys.readouterr().err


class Gated:
    """A worker without a process: a step waits at the gate; anything else answers at once."""

    gate = threading.Event()
    entered: ClassVar[list[str]] = []

    def __init__(self, limits: Limits) -> None:
        self.process = None

    def ready(self) -> Gated:
        return self

    def ask(self, path: str, body: dict, seconds: float) -> Reply:
        Gated.entered.append(path)
        if path == "step":
            Gated.gate.wait(30)
        return Reply(200, "application/json", b"{}")

    def alive(self) -> bool:
        return True

    def stop(self) -> None:
        pass


def test_steps_leave_the_questions_a_worker_of_their_own():
    """Two workers, two step requests held: the second waits for the first, not for a worker,
    and a question is answered meanwhile (issue 68: costly positions once starved questions)."""
    Gated.gate.clear()
    Gated.entered = []
    pool = Workers(2, Limits(), Gated)  # type: ignore[arg-type]
    steps = [threading.Thread(target=pool.ask, args=("step", {})) for _ in range(2)]
    for thread in steps:
        thread.start()
    asked = threading.Thread(target=pool.ask, args=("answer", {}))
    asked.start()
    asked.join(30)
    assert not asked.is_alive() and Gated.entered.count("step") == 1 and "answer" in Gated.entered
    Gated.gate.set()
    for thread in steps:
        thread.join(30)
    assert Gated.entered.count("step") == 2
