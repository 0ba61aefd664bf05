"""`umpire serve`'s JSON API, through a real server on a free loopback port: the same
documents as the CLI, errors as the CLI's error object, and every limit."""

import http.client
import json
import signal
import subprocess
import sys
import urllib.request

import pytest

from pyengine.api import open_scenario
from pyengine.http_app import start
from pyengine.kb_rules import catalogue
from pyengine.server import KEPT_SCENARIO_CHARS, Limits, _kept, answer_request
from tests.conftest import EXAMPLE_NAMES, EXAMPLES


@pytest.fixture(scope="module")
def server():
    running = start(port=0, workers=2, limits=Limits(seconds=20, request_bytes=200_000))
    yield running
    running.stop()


def call(server, method: str, path: str, body: object = None, raw: bytes | None = None) -> tuple[int, str, bytes]:
    host, port = server.address
    conn = http.client.HTTPConnection(host, port, timeout=60)
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    conn.request(method, path, body=data, headers={"Content-Type": "application/json"})
    response = conn.getresponse()
    payload = response.read()
    conn.close()
    return response.status, response.getheader("Content-Type"), payload


def scenario(name: str) -> dict:
    path = EXAMPLES / name
    return {"scenario": path.read_text("utf-8"), "name": str(path)}


def test_games_lists_editions_question_kinds_vocabularies_and_limits(server):
    status, kind, body = call(server, "GET", "/api/games")
    doc = json.loads(body)
    assert status == 200 and kind == "application/json" and doc["api"] == 1
    assert doc["games"]["assault"]["editions"] == ["rev6", "pt"] and doc["games"]["memoir44"]["editions"] == []
    assert doc["games"]["memoir44"]["questions"]["battle"] == "ask battle UNIT [from HEX] [moved N]"
    assert "hill" in doc["games"]["memoir44"]["vocabulary"]["terrain"]
    assert doc["limits"] == {"max_hexes": 5000, "questions": 20, "request_bytes": 200000, "seconds": 20}
    assert call(server, "GET", "/api/v1/games")[2] == body


def test_examples_are_offered_with_their_text(server):
    doc = json.loads(call(server, "GET", "/api/examples")[2])
    assert [e["name"] for e in doc["examples"]] == sorted(EXAMPLE_NAMES)
    assert doc["examples"][0]["text"] == (EXAMPLES / "assault_bunker_assault.scn").read_text("utf-8")


@pytest.mark.parametrize("name", EXAMPLE_NAMES)
def test_answers_equal_umpire_run_json(server, umpire, name):
    status, kind, body = call(server, "POST", "/api/answer", scenario(name))
    assert status == 200 and kind == "application/json"
    assert json.loads(body) == umpire("run", str(EXAMPLES / name), "--json").json()


def test_text_render_and_check_equal_the_cli(server, umpire):
    path = str(EXAMPLES / "memoir44_river_crossing.scn")
    ask = {**scenario("memoir44_river_crossing.scn"), "questions": ["battle allied_armor"]}
    status, kind, body = call(server, "POST", "/api/text", ask)
    assert status == 200 and body.decode() == umpire("ask", path, "battle", "allied_armor").out.rstrip("\n")
    status, kind, body = call(server, "POST", "/api/render", ask)
    assert status == 200 and kind == "image/svg+xml"
    assert body.decode() == umpire("render", path, "battle", "allied_armor").out
    status, _, body = call(server, "POST", "/api/check", {"game": "assault"})
    assert status == 200 and json.loads(body) == umpire("check", "--json").json()


def test_bad_input_is_400_with_the_clis_error_object(server):
    text = "game memoir44\nmap 13 x 9\nterrain forrest at 4,4\n"
    status, _, body = call(server, "POST", "/api/answer", {"scenario": text})
    assert status == 400
    assert json.loads(body)["error"] == {
        "file": "<scenario>",
        "line": 3,
        "column": 9,
        "message": "unknown terrain 'forrest'",
        "found": "forrest",
        "expected": f"one of {len(catalogue('memoir44', None).words('terrain'))} terrain names"
        " (`umpire words memoir44 terrain` lists them)",
        "hint": "forest",
    }
    ask = {**scenario("memoir44_river_crossing.scn"), "questions": ["batle allied_armor"]}
    error = json.loads(call(server, "POST", "/api/answer", ask)[2])["error"]
    assert (error["file"], error["line"], error["column"], error["hint"]) == ("<question 1>", 1, 1, "battle")


@pytest.mark.parametrize(
    ("path", "raw", "message"),
    [
        ("answer", b"not json", "the request body is not JSON"),
        ("answer", b"[1, 2]", "the request body is not a JSON object"),
        ("answer", b'{"scenario": 7}', "missing or bad 'scenario'"),
        ("answer", b'{"scenario": "game memoir44\\nmap 3 x 3\\n", "questions": "moves"}', "bad 'questions'"),
        ("answer", b'{"scenario": "game memoir44\\nmap 3 x 3\\n", "name": "a\\nb"}', "bad 'name'"),
        ("check", b'{"game": "chess"}', "unknown game 'chess'"),
        ("check", b'{"game": "memoir44", "chart": "row(x)."}', "memoir44 has no chart editions"),
    ],
)
def test_malformed_requests_are_400(server, path, raw, message):
    got, _, body = call(server, "POST", f"/api/{path}", raw=raw)
    assert got == 400 and message in json.loads(body)["error"]["message"]


def test_unknown_pages_and_endpoints_are_404(server):
    assert call(server, "GET", "/etc/passwd")[0] == 404
    assert call(server, "GET", "/../README.md")[0] == 404
    assert call(server, "POST", "/api/moves", {})[0] == 404


def test_a_request_over_the_size_limit_is_413(server):
    status, _, body = call(server, "POST", "/api/answer", raw=b"x" * 200_001)
    assert status == 413 and json.loads(body)["error"]["limit"] == 200_000


def test_includes_read_only_the_shipped_examples_folder(server):
    head = "game assault edition rev6\nmap 4 x 4\n"
    for include, words in (("/etc/passwd", "absolute path"), ("../../etc/passwd", "climbs out")):
        status, _, body = call(server, "POST", "/api/answer", {"scenario": f'{head}include "{include}"\n'})
        assert status == 400 and words in json.loads(body)["error"]["message"] and b"root:" not in body
    ok = call(server, "POST", "/api/answer", {"scenario": f'{head}include "sicily_cards.cards"\n'})
    assert ok[0] == 200


def test_the_hex_budget_holds_for_the_service(server):
    text = "game assault edition rev6\nmap 500 x 500\nunit u { side allies type infantry at 250,250 mp normal 200 }\n"
    status, _, body = call(server, "POST", "/api/answer", {"scenario": text, "questions": ["moves u"]})
    assert status == 400 and "would load 123019 hexes" in json.loads(body)["error"]["message"]


def test_a_request_past_the_time_limit_is_503_and_the_next_one_is_served():
    # A 38-MP move over 4,921 hexes takes about 2 s on a quiet machine, longer on a busy one;
    # the limit here is 1.5 s, far above what the Memoir '44 move after it takes even when busy
    # (about 7 ms quiet; a 0.5 s limit once failed it under load).
    unit = "unit u { side allies type infantry at 60,60 movement foot mp normal 38 }"
    slow = f"game assault edition rev6\nmap 120 x 120\n{unit}\n"
    running = start(port=0, workers=1, limits=Limits(seconds=1.5))
    try:
        status, _, body = call(running, "POST", "/api/answer", {"scenario": slow, "questions": ["moves u"]})
        assert status == 503 and json.loads(body)["error"] == {
            "message": "the request took longer than 1.5 s (`umpire serve --time-limit SECONDS` raises it)",
            "limit": 1.5,
        }
        fast = {**scenario("memoir44_river_crossing.scn"), "questions": ["moves allied_inf"]}
        assert call(running, "POST", "/api/answer", fast)[0] == 200
    finally:
        running.stop()


def test_an_internal_error_is_500_without_a_traceback(monkeypatch):
    def broken(*_args, **_kwargs):
        raise ZeroDivisionError("deep inside")

    monkeypatch.setattr("pyengine.server.open_scenario", broken)
    reply = answer_request("answer", {"scenario": "game memoir44\n# opened by no other test\n"}, Limits())
    assert reply.status == 500 and json.loads(reply.body) == {"error": {"message": "internal error: ZeroDivisionError"}}


def test_the_command_says_where_it_listens_and_that_it_is_loopback_only():
    command = [sys.executable, "-m", "pyengine", "serve", "--port", "0", "--workers", "1"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        first = process.stdout.readline()
        assert first.startswith("umpire serve: http://127.0.0.1:") and "(loopback only; Ctrl-C stops)" in first
        url = first.split()[2]
        with urllib.request.urlopen(url + "api/games") as response:
            assert json.loads(response.read())["api"] == 1
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(timeout=30)


@pytest.mark.parametrize("args", [["--time-limit", "0"], ["--workers", "0"], ["--max-hexes", "-1"]])
def test_the_commands_limits_are_checked(umpire, args):
    with pytest.raises(SystemExit) as caught:
        umpire("serve", *args)
    assert caught.value.code == 2


@pytest.mark.parametrize("name", EXAMPLE_NAMES)
def test_a_scenario_posted_again_answers_as_a_fresh_one(name):
    # A worker keeps the scenarios it opened, by their text: answering must leave nothing in
    # them that changes a later answer. Each question, asked through a freshly opened
    # scenario, then through the kept one in turn and in reverse, gives the same document.
    body = scenario(name)
    questions = open_scenario(EXAMPLES / name).questions
    fresh = {}
    for q in questions:
        _kept.cache_clear()
        fresh[q] = answer_request("answer", {**body, "questions": [q]}, Limits()).body
    for q in [*questions, *reversed(questions)]:
        assert answer_request("answer", {**body, "questions": [q]}, Limits()).body == fresh[q], q


def test_a_long_scenario_is_answered_but_not_kept():
    # A worker keeps scenarios up to KEPT_SCENARIO_CHARS long: one near the request limit
    # could hold tens of megabytes once opened.
    body = scenario("memoir44_river_crossing.scn")
    long = {**body, "scenario": body["scenario"] + "#" * KEPT_SCENARIO_CHARS + "\n", "questions": ["moves allied_inf"]}
    _kept.cache_clear()
    assert answer_request("answer", long, Limits()).status == 200
    assert _kept.cache_info().currsize == 0
    assert answer_request("answer", {**body, "questions": ["moves allied_inf"]}, Limits()).status == 200
    assert _kept.cache_info().currsize == 1
