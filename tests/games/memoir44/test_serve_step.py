"""`POST /api/step` (docs/serve.md): a game stepped through the service, the client holding the
position, gives the verdicts `umpire replay` gives for the same record; bad positions and
steps are 400 with the error object."""

import json
import random
from pathlib import Path

import pytest

from pyengine import open_game
from pyengine.errors import Pos
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
    # 4 Attack Center of 60 cards, 30 kinds: 15 section cards (memoir44-facts.md line 101) and
    # 15 tactic cards (memoir44-more-facts.md lines 658-672).
    assert odds["attack_center"] == "1/15" and len(odds) == 30


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
        ({"state": {"facts": ["phase(play)", 'unit_at("zz",h(1,1))']}}, "$.state", "not a unit of the scenario"),
        ({"state": {"facts": ["nonsense("]}}, "$.state.facts[0]", "not a fact"),
        ({"state": {"facts": ["phase(play)"]}}, "$.state", "one active/1 fact"),
        ({"step": {"side": "allies", "do": "fly away"}}, "$.step.do", "unknown"),
        ({"step": {"dice": "flag"}}, "$.step.dice", "the faces rolled"),
        ({"setup": {"victory": {"allies": "four"}}}, "$.setup", ""),
        ({"options": []}, "$.options", "'options' is an object"),
        ({"as": "alies"}, "$.as", "unknown side 'alies'"),
        ({"choose": {"agent": "search", "seed": -1}}, "$.choose.seed", "a seed is a whole number"),
        ({"choose": {"agent": "search", "seed": True}}, "$.choose.seed", "a seed is a whole number"),
        ({"choose": "search"}, "$.choose", "'choose' names an agent and a seed"),
        ({"choose": {"agent": "clever", "seed": 1}}, "$.choose.agent", "unknown agent 'clever'"),
        ({"choose": {"agent": "random", "seed": 1}, "step": {"draw": "probe_left"}}, "$.choose", "not both"),
    ],
)
def test_a_bad_position_or_step_is_400_at_its_json_path(body, path, message):
    status, doc = ask(body)
    assert status == 400
    assert doc["error"]["json_path"].startswith(path) and message in doc["error"]["message"]


def record_state(lines: int, side: str | None = None) -> tuple[dict, dict]:
    """The duel's record stepped through its first ``lines`` steps: the last reply, and the
    reply before it (for its state)."""
    doc: dict = {"state": None}
    before = doc
    for line in RECORD[1 : lines + 1]:
        before = doc
        step = {k: v for k, v in line.items() if k != "claims"}
        doc = ask({"state": doc["state"], "step": step, **({"as": side} if side else {})})[1]
    return doc, before


def test_a_person_sees_their_hand_and_not_the_cards_the_other_side_draws():
    # The deal (duel_game.jsonl lines 2-5, hands of 2): two cards to the Allies, then two to the
    # Axis (memoir44-more-facts.md line 694).
    doc, _ = record_state(4, "allies")
    assert doc["hand"] == ["attack_center", "probe_center"]
    assert doc["text"] == "chance: draw ?"  # recon_left went to the Axis: unseen
    assert doc["line"] == {"draw": "probe_left", "claims": {"drew": ["axis", "probe_left"]}}
    assert [c["do"] for c in doc["choices"]] == ["play attack_center", "play probe_center"]
    assert doc["choices"][0] == {"do": "play attack_center", "verb": "play", "card": "attack_center"}
    axis, _ = record_state(4, "axis")
    assert axis["hand"] == ["probe_left", "recon_left"] and axis["text"].startswith("chance: draw probe_left: legal")
    assert axis["choices"] == []  # the Allies play first


def test_a_persons_battle_choices_point_at_unit_and_target_with_their_exact_odds():
    # After "pass moves" (record line 11): a_tank (armor, 3 dice at range 1, memoir44-facts.md
    # line 13) against g_inf, one figure: a grenade, an armor or an infantry hits (lines 18-21),
    # so a hit is 1 - (1/2)^3 = 7/8, and the one figure lost eliminates it.
    doc, _ = record_state(10, "allies")
    battles = {c["do"]: c for c in doc["choices"] if c["verb"] == "battle"}
    tank = battles["battle a_tank g_inf"]
    assert tank["unit"] == "a_tank" and tank["target"] == "g_inf"
    assert tank["odds"].startswith("3 dice: expected hits 3/2 (1.50), at least 1 hit 7/8 (88%)")
    assert {"do": "pass battles", "verb": "pass"} in doc["choices"]


def test_a_step_chosen_by_an_agent_or_drawn_by_chance_follows_its_seed():
    doc, _ = record_state(10)
    state = doc["state"]
    chosen = [ask({"state": state, "choose": {"agent": "search", "seed": 5}})[1] for _ in range(2)]
    assert chosen[0]["verdict"] == chosen[1]["verdict"] and chosen[0]["verdict"]["verdict"] == "legal"
    game = open_game(DUEL, setup=RECORD[0]["setup"], name="<scenario>")
    for line in RECORD[1:11]:
        game.apply(game.step(line.get("do") or f"draw {line['draw']}", line.get("side", "chance")))
    assert chosen[0]["verdict"]["do"] == game.agent("search")(game, random.Random(5)).words
    deal = ask({"choose": {"agent": "search", "seed": 9}})[1]
    assert deal["verdict"]["side"] == "chance" and deal["line"]["draw"] == deal["verdict"]["do"].split()[1]


START = ask({})[1]["state"]["facts"]


def position(*changes: tuple[str, str | None]) -> dict:
    """The start with each (old, new) fact swapped: old out (if it is there), new in."""
    facts = set(START)
    for old, new in changes:
        facts.discard(old)
        if new is not None:
            facts.add(new)
    return {"state": {"facts": sorted(facts)}}


# Positions no game can reach, each refused at once before any rule runs (issue 68): a unit on
# two hexes, two units on a hex, figures past the type's count (memoir44-facts.md line 13: 4
# infantry figures), a roll of a negative or of more dice than any battle rolls, a number past
# clingo's range, an unknown phase, a card not in the game, and a phase without what it resolves
# (kb/memoir44/turn.lp's pending/1: a retreat choice with no unit to retreat has no side to act).
IMPOSSIBLE = [
    (('unit_at("a_inf",h(12,6))', None), ('unit_at("a_inf",h(2,2))', 'unit_at("a_inf",h(12,6))')),
    (('unit_at("a_inf",h(12,6))', 'unit_at("a_inf",h(10,6))'),),
    (('unit_figures("a_inf",4)', 'unit_figures("a_inf",5)'),),
    (("phase(deal)", "phase(roll)"), ("", 'pending(battle_roll("a_inf","g_inf",-5,fire))')),
    (("phase(deal)", "phase(roll)"), ("", 'pending(battle_roll("a_inf","g_inf",48,fire))')),
    (("turn(1)", "turn(99999999999999)"),),
    (("turn(1)", "turn(" + "9" * 5000 + ")"),),
    (("phase(deal)", "phase(lunch)"),),
    (("phase(deal)", "phase(retreat_choice)"),),
    (("phase(deal)", "phase(roll)"),),
    (("", "hand(allies,joker,1)"),),
    (("", "hand(allies,attack_center,-1)"),),
]


@pytest.mark.parametrize("changes", IMPOSSIBLE, ids=lambda c: c[-1][1][:30] if c[-1][1] else "removed")
def test_an_impossible_position_is_refused_with_400_before_any_rule_runs(changes):
    status, doc = ask(position(*changes))
    assert status == 400, doc
    assert doc["error"]["json_path"].startswith("$.state")


def test_a_retreat_after_a_barrage_passes_the_checks():
    # The page's first whole game against the search agent stopped here with a 400: a Barrage
    # (memoir44-more-facts.md, the tactic cards) makes its target retreat for its flags, and the
    # pending retreat names the card, not a unit, as its cause (kb/memoir44/turn_card.lp).
    status, doc = ask(
        position(("phase(deal)", "phase(retreat_choice)"), ("", 'pending(must_retreat("g_inf2",1,barrage,strike))'))
    )
    assert status == 200, doc
    assert doc["to_act"] == "axis"  # the retreating unit's owner chooses (kb/memoir44/turn.lp)


def test_the_start_itself_passes_the_checks():
    status, doc = ask(position())
    assert status == 200 and doc["to_act"] == "chance"


def test_the_endpoint_is_served_over_http():
    running = start(port=0, workers=1, limits=Limits(seconds=30))
    try:
        status, kind, body = call(running, "POST", "/api/step", {"scenario": DUEL})
        assert status == 200 and kind == "application/json" and json.loads(body)["to_act"] == "chance"
        status, _, body = call(running, "GET", "/api/openapi.json")
        assert "/api/step" in json.loads(body)["paths"]
    finally:
        running.stop()


@pytest.mark.parametrize("board", ["hazards.scn", "exit.scn"])
def test_every_position_of_a_random_game_passes_the_checks(board):
    """What the rules reach, the door lets in: second rolls waiting, units gone off the board."""
    setup = {"victory": {"allies": 4, "axis": 4}, "hands": {"allies": 3, "axis": 3}, "first": "allies"}
    game = open_game(DATA / board, setup=setup)
    rng = random.Random(2)
    for _ in range(150):
        if game.winner() is not None:
            break
        game.rules.check_state(game.state, Pos("<test>"))
        if game.to_act() == "chance":
            steps, odds = zip(*game.chance_outcomes(), strict=True)
            game.apply(rng.choices(steps, [float(p) for p in odds])[0])
        else:
            game.apply(rng.choice(game.legal()).step)
