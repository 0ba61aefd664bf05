"""`umpire replay` and `umpire play` (docs/play.md): a hand-written record of the duel
(tests/data/play/duel_game.jsonl, its claims derived in test_play_memoir44.py) holds; a wrong
claim, an illegal step and a faulty record are each caught where they are."""

import json
import shutil
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parents[2] / "data" / "play"


@pytest.fixture
def folder(tmp_path):
    shutil.copy(DATA / "duel.scn", tmp_path)
    shutil.copy(DATA / "duel_game.jsonl", tmp_path)
    return tmp_path


def lines(folder: Path) -> list[str]:
    return (folder / "duel_game.jsonl").read_text().splitlines()


def write(folder: Path, rows: list[str]) -> str:
    path = folder / "game.jsonl"
    path.write_text("\n".join(rows) + "\n")
    return str(path)


def test_the_hand_written_duel_replays_with_every_claim_holding(umpire, folder):
    result = umpire("replay", str(folder / "duel_game.jsonl"))
    assert result.code == 0, result.out
    assert 'claim medal ["allies", 1]: ok' in result.out
    assert 'claim retreated ["g_inf2", "13,3"]: ok' in result.out
    assert "turn 2, phase play, axis to act" in result.out
    doc = umpire("replay", str(folder / "duel_game.jsonl"), "--json").json()
    assert doc["verdict"] == "holds" and doc["first_fault"] is None
    assert len(doc["steps"]) == 19
    roll = doc["steps"][11]
    assert roll["line"] == 13 and roll["claim_checks"][0] == {
        "claim": "hits",
        "claimed": ["g_inf", 1],
        "found": ["g_inf", 1],
        "holds": True,
    }
    assert roll["changes"][0]["cite"]["source"] == "memoir44-facts.md"


def test_a_wrong_claim_is_caught_at_its_line(umpire, folder):
    rows = lines(folder)
    rows[12] = rows[12].replace('"figures_lost": ["g_inf", 1]', '"figures_lost": ["g_inf", 2]')
    result = umpire("replay", write(folder, rows))
    assert result.code == 1
    assert 'claim figures_lost ["g_inf", 2]: WRONG (the step gave ["g_inf", 1])' in result.out
    assert "FAULT at line 13: a wrong claim" in result.out


def test_a_claim_of_nothing_holds_only_when_the_step_did_nothing_of_the_kind(umpire, folder):
    rows = lines(folder)
    rows[15] = rows[15].replace('"hits": ["g_inf2", 0]', '"figures_lost": 0')
    assert umpire("replay", write(folder, rows)).code == 0
    rows[15] = rows[15].replace('"figures_lost": 0', '"unit_eliminated": "g_inf2"')
    assert umpire("replay", write(folder, rows)).code == 1


def test_an_illegal_step_stops_the_replay_unless_told_to_go_on(umpire, folder):
    rows = lines(folder)
    rows[9] = rows[9].replace("move a_tank 11,5", "move a_tank 12,4")  # g_inf stands there
    stopped = umpire("replay", write(folder, rows), "--json").json()
    assert stopped["verdict"] == "faulty" and stopped["first_fault"] == 10
    assert len(stopped["steps"]) == 9
    refused = stopped["steps"][-1]
    assert refused["verdict"] == "illegal"
    assert any("g_inf is there" in r["what"] for r in refused["reasons"])
    went_on = umpire("replay", write(folder, rows), "--json", "--continue").json()
    assert went_on["first_fault"] == 10 and len(went_on["steps"]) > 10


def test_a_step_out_of_turn_is_refused_with_the_side_the_game_waits_for(umpire, folder):
    rows = lines(folder)
    rows[5] = rows[5].replace('"side": "allies"', '"side": "axis"').replace("attack_center", "recon_left")
    result = umpire("replay", write(folder, rows))
    assert result.code == 1
    assert "NO: not a step for axis: the game waits for allies" in result.out


@pytest.mark.parametrize(
    ("row", "text", "message"),
    [
        (0, "{not json", "game.jsonl:1:2: error: not JSON"),
        (0, '{"umpire": "game", "version": 2, "scenario": "duel.scn"}', "game.jsonl:1: $.version: error"),
        (0, '{"umpire": "game", "version": 1, "scenario": "../duel.scn"}', "must lie in the record's folder"),
        (0, '{"umpire": "game", "version": 1, "scenario": "duel.scn", "setups": {}}', "did you mean 'setup'"),
        (1, '{"dice": "flag"}', "game.jsonl:2: $.dice: error"),
        (1, '{"draw": "attack_center", "do": "pass moves"}', "one of 'do', 'dice' and 'draw'"),
        (1, '{"side": "germans", "do": "pass moves"}', "game.jsonl:2: $.do: error: unknown side 'germans'"),
        (1, '{"draw": "attack_centre"}', "did you mean 'attack_center'"),
        (5, '{"side": "allies", "do": "play"}', "game.jsonl:6: $.do: error"),
        # Issue 68: each of these once ended in exit 3 or was read as scenario text.
        (1, '{"draw": "attack_center", "claims": {"hits": ' + "9" * 5000 + "}}", "game.jsonl:2:1: error: a number"),
        (0, '{"umpire": "game", "version": 1, "scenario": "du\\u0000el.scn"}', "$.scenario: error"),
        (0, '{"umpire": "game", "version": 1, "scenario": "du\\ud800el.scn"}', "a lone surrogate"),
        (0, '{"umpire": "game", "version": 1, "scenario": "a\\nb.scn"}', "a line break"),
        (0, '{"umpire": "game", "version": 1, "scenario": "a\\u2028b.scn"}', "a line break"),
        (0, '{"umpire": "game", "version": 1, "scenario": "{\\"board\\": 1}"}', "starting with '{'"),
        (1, '{"draw": "attack_center", "claims": {"bogus": 0}}', "game.jsonl:2: $.claims.bogus: error: unknown"),
        (1, '{"draw": "attack_center", "claims": {"hit": 0}}', "did you mean 'hits'"),
        (9, '{"side": "allies", "do": "move a_tank ' + "9" * 5000 + ',5"}', "is not a hex of this map"),
        (9, '{"side": "allies", "do": "move a_tank \u00b2,5"}', "is not a hex of this map"),
    ],
)
def test_a_faulty_record_is_bad_input_placed_at_its_line_and_field(umpire, folder, row, text, message):
    rows = lines(folder)
    rows[row] = text
    result = umpire("replay", write(folder, rows))
    assert result.code == 2, result.err
    assert message in result.err
    assert "Traceback" not in result.err


def test_a_scenario_behind_a_link_loop_is_bad_input(umpire, folder):
    (folder / "loop.scn").symlink_to("loop.scn")
    rows = lines(folder)
    rows[0] = rows[0].replace('"duel.scn"', '"loop.scn"')
    result = umpire("replay", write(folder, rows))
    assert result.code == 2 and "cannot be resolved (a link loop?)" in result.err, result.err


def test_play_refuses_a_scenario_name_no_record_can_hold(umpire, folder):
    odd = folder / "duel\u2028two.scn"
    shutil.copy(folder / "duel.scn", odd)
    result = umpire("play", str(odd), "--seed", "1", "-o", str(folder / "out.jsonl"))
    assert result.code == 2 and "a scenario a record cannot name: a control character" in result.err
    assert not (folder / "out.jsonl").exists()


def test_play_writes_a_record_that_replays_to_the_same_position(umpire, folder):
    made = umpire(
        "play", str(folder / "duel.scn"), "--seed", "3", "--max-steps", "60", "-o", str(folder / "mine.jsonl")
    )
    assert made.code == 0 and made.out.startswith(f"wrote {folder / 'mine.jsonl'}: 60 steps")
    header = json.loads((folder / "mine.jsonl").read_text().splitlines()[0])
    assert header == {
        "umpire": "game",
        "version": 1,
        "scenario": "duel.scn",
        "options": {},
        "setup": {},
        "seed": 3,
        "agents": "random",
    }
    replayed = umpire("replay", str(folder / "mine.jsonl"))
    assert replayed.code == 0
    assert made.out.split("steps; ")[1].splitlines()[0].split(";")[0] in replayed.out


def test_play_refuses_a_record_that_could_not_find_its_scenario(umpire, folder):
    (folder / "sub").mkdir()
    result = umpire("play", str(folder / "duel.scn"), "-o", str(folder / "sub" / "game.jsonl"))
    assert result.code == 2
    assert "the record must be written in the scenario's folder" in result.err


def test_play_with_the_search_agent_writes_a_record_that_replays(umpire, folder):
    made = umpire(
        "play", str(folder / "duel.scn"), "--agent", "search", "--max-steps", "40", "-o", str(folder / "s.jsonl")
    )
    assert made.code == 0, made.err
    assert json.loads((folder / "s.jsonl").read_text().splitlines()[0])["agents"] == "search"
    assert umpire("replay", str(folder / "s.jsonl")).code == 0
