"""`POST /api/step` (docs/serve.md): a game stepped through the service, the client holding the
position, gives the verdicts `umpire replay` gives for the same record; bad positions and
steps are 400 with the error object."""

import json
from pathlib import Path

import pytest

from pyengine.http_app import start
from pyengine.server import Limits, answer_request
from tests.core.test_serve_api import call

DATA = Path(__file__).resolve().parents[2] / "data" / "play"
DUEL = (DATA / "duel.scn").read_text()
RECORD = [json.loads(line) for line in (DATA / "duel_game.jsonl").read_text().splitlines()]


def ask(body: dict) -> tuple[int, dict]:
    reply = answer_request("step", {"scenario": DUEL, "setup": RECORD[0]["setup"], **body}, Limits())
    return reply.status, json.loads(reply.body)


def test_the_start_waits_for_the_deal_with_each_card_and_its_odds():
    status, doc = ask({})
    assert status == 200 and doc["verdict"] is None and doc["to_act"] == "chance"
    odds = {c["step"]["draw"]: c["p"] for c in doc["chance"]}
    assert odds["attack_center"] == "1/10" and len(odds) == 15  # memoir44-facts.md line 101


def test_stepping_the_duel_through_the_service_gives_the_replays_verdicts(umpire):
    replayed = umpire("replay", str(DATA / "duel_game.jsonl"), "--json").json()["steps"]
    state = None
    for line, expected in zip(RECORD[1:], replayed, strict=True):
        step = {k: v for k, v in line.items() if k != "claims"}
        status, doc = ask({"state": state, "step": step})
        assert status == 200
        assert doc["verdict"]["changes"] == expected["changes"]
        assert doc["verdict"]["claims"] == expected["claims"]
        state = doc["state"]
    assert doc["to_act"] == "axis" and {"side": "axis", "do": "play recon_left"} in doc["legal"]


def test_an_illegal_step_leaves_the_position_and_says_why():
    _, start = ask({})
    state = start["state"]
    for card in ("attack_center", "probe_center", "recon_left", "probe_left"):
        state = ask({"state": state, "step": {"draw": card}})[1]["state"]
    status, doc = ask({"state": state, "step": {"side": "allies", "do": "play assault_left"}})
    assert status == 200 and doc["verdict"]["verdict"] == "illegal"
    assert doc["verdict"]["reasons"][0]["what"] == "assault left is not in the hand"
    assert doc["state"] == state


def test_the_board_is_drawn_after_the_step_when_asked():
    status, doc = ask({"draw": True})
    assert status == 200 and doc["svg"].startswith("<svg")


@pytest.mark.parametrize(
    ("body", "path", "message"),
    [
        ({"state": {"facts": ["phase(play)", 'unit_at("zz",h(1,1))']}}, "$.state", "a unit the scenario does not have"),
        ({"state": {"facts": ["nonsense("]}}, "$.state.facts[0]", "not a fact"),
        ({"state": {"facts": ["phase(play)"]}}, "$.state", "one active/1 fact"),
        ({"step": {"side": "allies", "do": "fly away"}}, "$.step.do", "unknown"),
        ({"step": {"dice": "flag"}}, "$.step.dice", "the faces rolled"),
        ({"setup": {"victory": {"allies": "four"}}}, "$.setup", ""),
        ({"options": []}, "$.options", "'options' is an object"),
    ],
)
def test_a_bad_position_or_step_is_400_at_its_json_path(body, path, message):
    status, doc = ask(body)
    assert status == 400
    assert doc["error"]["json_path"].startswith(path) and message in doc["error"]["message"]


def test_the_endpoint_is_served_over_http():
    running = start(port=0, workers=1, limits=Limits(seconds=30))
    try:
        status, kind, body = call(running, "POST", "/api/step", {"scenario": DUEL})
        assert status == 200 and kind == "application/json" and json.loads(body)["to_act"] == "chance"
        status, _, body = call(running, "GET", "/api/openapi.json")
        assert "/api/step" in json.loads(body)["paths"]
    finally:
        running.stop()
