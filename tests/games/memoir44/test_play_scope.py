"""What a game is played without (issue 71, docs/play.md "Not played yet"): a scenario holding
something the play rules do not act on has it named at every door: before the first step, in
the record's header, in replay's report, in the service's reply and on the OpenSpiel game. A
scenario holding nothing of the kind names nothing."""

import json
from pathlib import Path

import pytest

from pyengine import open_game
from pyengine.server import Limits, answer_request

# A side with three train cars (memoir44-more-facts.md line 328: a train is one locomotive and its
# wagon): the rule play_scope.lp names for that side; a night, a hospital, a frozen river, a
# Tiger, a Big Gun and an HQ tent are played (no line). The import's unread line is named as it
# stands.
HOLDS = """game memoir44
map 13 x 9 coords doubled
default terrain clear
side allies bottom
side axis top
terrain hospital at 4,4
terrain frozen_river at 6,4
obstacle hq_tent at 16,2 owner axis
visibility night_2
terrain rail at 20,2 21,3 22,4
unread "hex 10,4: 'loco' is placed as none, not modelled ($.board.hexagons[3])"
unit a1 {
  side allies
  type infantry
  at 2,6
}
unit t1 {
  side axis
  type armor tiger
  at 8,2
  figures 1
}
unit b1 {
  side axis
  type artillery big_gun
  at 14,0
}
unit k1 {
  side axis
  type train locomotive
  at 20,2
}
unit k2 {
  side axis
  type train wagon
  at 21,3
}
unit k3 {
  side axis
  type train wagon
  at 22,4
}
"""
NAMED = (
    "hex 10,4: 'loco' is placed as none",
    "a side's train is one locomotive pulling one wagon; with more cars, which pulls which is not known",
)


@pytest.fixture
def scenario(tmp_path: Path) -> Path:
    path = tmp_path / "scope.scn"
    path.write_text(HOLDS)
    return path


def named_in(lines: list[str]) -> None:
    for thing in NAMED:
        assert any(thing in line for line in lines), thing


def test_the_rules_name_each_thing_with_the_line_that_states_its_rule(scenario):
    lines = list(open_game(scenario).rules.not_played)
    named_in(lines)
    assert "axis (§Units and badges · memoir44-more-facts.md · line 328)" in lines[1]


def test_play_names_them_before_the_first_step_and_in_the_header_and_replay_again(umpire, scenario):
    record = scenario.parent / "game.jsonl"
    made = umpire("play", str(scenario), "--seed", "1", "--max-steps", "12", "-o", str(record))
    assert made.code == 0 and made.err.startswith("not played (2): the steps were judged without these")
    named_in(made.err.splitlines())
    header = json.loads(record.read_text().splitlines()[0])
    named_in(header["not_played"])
    replayed = umpire("replay", str(record))
    assert replayed.code == 0 and replayed.out.splitlines()[1].startswith("not played (2)")
    named_in(replayed.out.splitlines())
    named_in(umpire("replay", str(record), "--json").json()["not_played"])


def test_the_service_and_the_openspiel_game_name_them(scenario):
    reply = answer_request("step", {"scenario": HOLDS}, Limits())
    named_in(json.loads(reply.body)["not_played"])
    pyspiel = pytest.importorskip("pyspiel")
    import pyengine.rl  # noqa: F401  (registers umpire_<game>)

    game = pyspiel.load_game("umpire_memoir44", {"scenario": str(scenario)})
    named_in(list(game.not_played))


def test_a_scenario_holding_nothing_unplayed_names_nothing(umpire, tmp_path):
    data = Path(__file__).resolve().parents[2] / "data" / "play"
    assert open_game(data / "tactics.scn").rules.not_played == ()
    made = umpire("play", str(data / "duel.scn"), "--seed", "1", "--max-steps", "5")
    assert made.code == 0 and "not played" not in made.err
    assert "not_played" not in json.loads(made.out.splitlines()[0])
