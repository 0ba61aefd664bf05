"""`umpire serve` and the doors opened since the last attacks (issues 59, 68): .m44 files holding
lone surrogates, a worker that stops, and clients looping bad requests (or a real game's steps,
and positions no game reaches) beside a normal one.
The service and the attackers run as processes of their own, on loopback; every loop is
bounded in count and time."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from http.client import HTTPConnection
from pathlib import Path

import pytest

from pyengine.server import Limits, Worker, Workers
from tests.conftest import EXAMPLES

ROOT = Path(__file__).resolve().parents[2]
MEMOIR = (EXAMPLES / "memoir44_river_crossing.scn").read_text("utf-8")
GOOD = json.dumps({"scenario": MEMOIR, "questions": ["moves allied_inf"]}).encode()
# A .m44 whose names hold a lone surrogate, escaped in its JSON as the editor would write it.
SURROGATE_M44 = (
    '{"game_info": {"side_player1": "AXIS", "side_player2": "ALL\\ud800IES"}, "board": {"type": "STANDARD", '
    '"hexagons": [{"row": 1, "col": 1, "terrain": {"name": "wo\\ud800ds"}, "unit": {"name": "inf\\udc80us"}}]}}'
)
# What an attacker loops: the file above to both doors that once lost a worker to it.
KILLERS = [
    ("/api/import", json.dumps({"scenario": SURROGATE_M44}).encode()),
    ("/api/answer", json.dumps({"scenario": SURROGATE_M44, "questions": ["actions allies"]}).encode()),
]
PLAY = ROOT / "tests" / "data" / "play"
DUEL = (PLAY / "duel.scn").read_text("utf-8")
DUEL_SETUP = json.loads((PLAY / "duel_game.jsonl").read_text("utf-8").splitlines()[0])["setup"]


def play_bodies() -> list[tuple[str, bytes]]:
    """The worst a client can post at /api/step (issue 68): each step of a real record from its
    position (the whole game, stepped), and positions no game reaches (a roll of 48 dice, -5
    dice, a turn past clingo's numbers, an unknown phase), which once held a worker for minutes."""
    from pyengine.server import Limits, answer_request

    bodies, state = [], None
    for line in (PLAY / "duel_game.jsonl").read_text("utf-8").splitlines()[1:]:
        step = {k: v for k, v in json.loads(line).items() if k != "claims"}
        body = {"scenario": DUEL, "setup": DUEL_SETUP, "state": state, "step": step, "draw": True}
        bodies.append(("/api/step", json.dumps(body).encode()))
        state = json.loads(answer_request("step", body, Limits()).body)["state"]
    facts = [f for f in state["facts"] if not f.startswith(("phase(", "turn("))]
    for extra in ('pending(battle_roll("a_inf","g_inf",48,fire))', 'pending(battle_roll("a_inf","g_inf",-5,fire))'):
        impossible = {"facts": [*facts, "phase(roll)", "turn(1)", extra]}
        bodies.append(("/api/step", json.dumps({"scenario": DUEL, "setup": DUEL_SETUP, "state": impossible}).encode()))
    for odd in ("phase(lunch)", "turn(99999999999999)"):
        impossible = {"facts": [*facts, "phase(battle)", "turn(1)", odd]}
        bodies.append(("/api/step", json.dumps({"scenario": DUEL, "setup": DUEL_SETUP, "state": impossible}).encode()))
    return bodies


def fresh_positions() -> list[tuple[str, bytes]]:
    """Positions no worker has judged yet: every position of seeded random games on a generated
    board (benchmarks/play_boards.py), each posted with a legal step and its board drawn. A worker
    keeps what it judged, so an attacker that never repeats itself is the costliest."""
    from benchmarks.play_boards import board
    from pyengine import open_game
    from pyengine.play.game import AGENTS, self_play

    spec, bodies = board(6), []
    for seed in range(3):
        game = open_game(spec.text, setup=spec.setup, name="b.scn")
        verdicts = self_play(game, seed, dict.fromkeys(game.rules.sides, AGENTS["random"]), max_steps=150)
        replayed = open_game(spec.text, setup=spec.setup, name="b.scn")
        for verdict in verdicts:
            body = {"scenario": spec.text, "setup": spec.setup, "state": replayed.state.to_json(), "draw": True}
            if verdict.step.side != "chance":
                body["step"] = {"side": verdict.step.side, "do": verdict.step.words}
            bodies.append(("/api/step", json.dumps(body).encode()))
            replayed.apply(verdict.step)
    return bodies


# A client looping bodies until the stop file exists (or 200,000 requests): it writes the ready
# file after its first answer, and prints how many it sent.
ATTACKER = """
import http.client, json, os, sys
host, port, ready, stop = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
bodies = json.loads(open(sys.argv[5], encoding="utf-8").read())
conn = http.client.HTTPConnection(host, port, timeout=60)
sent = 0
while not os.path.exists(stop) and sent < 200000:
    path, body = bodies[sent % len(bodies)]
    conn.request("POST", path, body=body.encode(), headers={"Content-Type": "application/json"})
    conn.getresponse().read()
    sent += 1
    if sent == 1:
        open(ready, "w").close()
print(sent)
"""


def attackers(address: tuple[str, int], folder: Path, kind: str, count: int = 2) -> tuple[list[subprocess.Popen], Path]:
    """``count`` clients looping the bodies of ``kind``, each past its first answer; and the
    file whose creation stops them."""
    loop = {"killers": KILLERS, "play": play_bodies, "fresh": fresh_positions}[kind]
    bodies = folder / f"{kind}.json"
    bodies.write_text(json.dumps([(path, body.decode()) for path, body in (loop() if callable(loop) else loop)]))
    stop = folder / f"{kind}.stop"
    started = []
    for n in range(count):
        ready = folder / f"{kind}.{n}.ready"
        command = [sys.executable, "-c", ATTACKER, address[0], str(address[1]), str(ready), str(stop), str(bodies)]
        started.append((subprocess.Popen(command, stdout=subprocess.PIPE, text=True), ready))
    deadline = time.monotonic() + 120  # a bound on the wait, not a measure: nothing is timed
    while not all(ready.exists() for _, ready in started) and time.monotonic() < deadline:
        time.sleep(0.05)
    return [p for p, _ in started], stop


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def service():
    """``umpire serve`` in a process of its own, its log captured."""
    port = free_port()
    command = [sys.executable, "-m", "pyengine", "serve", "--port", str(port), "--workers", "2"]
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            if post(("127.0.0.1", port), GOOD)[0] == 200:
                break
        except OSError:
            time.sleep(0.2)
    yield process, ("127.0.0.1", port)
    process.terminate()
    process.communicate(timeout=60)


def post(address: tuple[str, int], body: bytes, path: str = "/api/answer", conn: HTTPConnection | None = None):
    own = conn or HTTPConnection(*address, timeout=60)
    own.request("POST", path, body=body, headers={"Content-Type": "application/json"})
    response = own.getresponse()
    payload = response.read()
    if conn is None:
        own.close()
    return response.status, payload


def test_a_file_with_lone_surrogates_is_refused_before_a_worker(service):
    _, address = service
    for path, body in KILLERS:
        status, payload = post(address, body, path)
        assert status == 400, payload
        assert "lone surrogate" in json.loads(payload)["error"]["message"]
    assert post(address, GOOD)[0] == 200


def test_a_worker_that_stops_is_reported_as_stopped_and_replaced(capsys):
    class Stops(Worker):
        def step(self, name: str) -> None:
            if name == "wait" and not getattr(Stops, "done", False):
                Stops.done = True
                self.process.kill()

    pool = Workers(1, Limits(seconds=20), Stops)
    try:
        reply = pool.ask("answer", {"scenario": MEMOIR, "questions": ["moves allied_inf"]})
        assert reply.status == 500 and b"a worker stopped" in reply.body
        assert pool.replaced == 1 and pool.size() == 1
        log = capsys.readouterr().err
        assert log.count("umpire serve: a worker stopped during a request") == 1 and "1 replaced so far" in log
        assert pool.ask("answer", {"scenario": MEMOIR, "questions": ["moves allied_inf"]}).status == 200
    finally:
        pool.close()


def test_the_attackers_play_bodies_are_what_they_claim(service):
    """Each real step is answered (200), each impossible position refused (400), at once."""
    _, address = service
    statuses = [post(address, body, path)[0] for path, body in play_bodies()]
    assert statuses == [200] * (len(statuses) - 4) + [400] * 4


@pytest.mark.long  # a long run: CI runs it (pytest -m long), the Quick start does not
@pytest.mark.parametrize("kind", ["killers", "play", "fresh"])
def test_two_clients_looping_bad_requests_leave_a_normal_client_answered(service, tmp_path, kind):
    # What the attack costs a normal client's pace is measured by benchmarks/bench_serve.py
    # --attack, beside the reference loop; here, that every answer it gets is the right one.
    _, address = service
    expected = post(address, GOOD)
    looping, stop = attackers(address, tmp_path, kind)
    conn = HTTPConnection(*address, timeout=60)
    answers = [post(address, GOOD, conn=conn) for _ in range(20)]
    conn.close()
    stop.touch()
    sent = [int(a.communicate(timeout=120)[0]) for a in looping]
    assert min(sent) >= 1  # both attacked while the client asked
    assert answers == [expected] * 20 and expected[0] == 200
