"""Assault play (kb/assault/turn.lp, turn_organise.lp): records of our own making, each verdict
and effect worked out by hand from assault-rules-digest.md's rule numbers.

The board: clear hexes, the rulebook's p.36 green die for infantry in clear (override), and
the rifles card of benchmarks/assault_boards.py: foot, MA 2, close 1..3 1R+1Y, medium 4..6
1Y+1G, defense 1Y, strength 4.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from benchmarks.assault_boards import CARDS
from pyengine.api import open_game, replay_record
from pyengine.errors import UmpireError
from pyengine.play.game import OpenGame

# The play boards' cards (benchmarks/assault_boards.py): the tests use its rifles.
CARD = CARDS
BOARD = """game assault edition rev6
map 6 x 4 coords offset
default terrain clear
override clear.tdb_inf = 1G
objective hill at 3,1
setup turns 2
unit a_rifles { side allies  type infantry standard  at 0,1  card rifles }
unit g_rifles { side axis  type infantry standard  at 5,2  card rifles }
"""
SECOND = "unit a_second { side allies  type infantry standard  at 0,2  card rifles }\n"


def game(extra: str = "", **options: bool) -> OpenGame:
    return open_game(BOARD + extra + CARD, options=options or None, name="duel.scn")


def play(g: OpenGame, *steps: str) -> None:
    for words in steps:
        verdict = g.apply(words)
        assert verdict.legal, verdict.text_lines()


def facts(g: OpenGame, name: str) -> set[str]:
    return {f for f in g.state.facts if f.startswith(name + "(")}


def test_initiative_is_even_and_the_winner_acts_first() -> None:
    # 6.1: 1d6 each, ties re-rolled: 1/2 each; the winner acts first in the support phase.
    g = game()
    assert g.to_act() == "chance"
    assert sorted((s.words, str(p)) for s, p in g.chance_outcomes()) == [
        ("initiative allies", "1/2"),
        ("initiative axis", "1/2"),
    ]
    play(g, "initiative axis")
    assert g.to_act() == "axis" and g.node().phase == "support"


def test_support_passes_are_final_then_the_action_phase_opens_with_the_initiative() -> None:
    # 6.3: alternate, a pass is final, the phase ends when both have passed; 6.4 then opens
    # with the initiative winner.
    g = game()
    play(g, "initiative allies", "pass")
    assert g.to_act() == "axis" and "passed(allies)" in g.state.facts
    play(g, "pass")
    assert g.node().phase == "action" and g.to_act() == "allies"
    assert not facts(g, "passed")


def test_a_move_interrupted_by_reaction_fire() -> None:
    # 9.1: MA 2 in clear reaches 2,1 by 1,1; 8.2: the non-active side may fire at the mover in
    # each hex it enters. The reaction at 1,1: range 4 from 5,2 is medium, 1Y+1G (the card);
    # the mover defends with 1Y (card) + 1G (clear, the override). One X left: suppressed
    # (10.7.3), which ends the move there (assumption morale_stops_mover).
    g = game()
    play(g, "initiative allies", "pass", "pass", "move a_rifles 2,1")
    assert g.node().phase == "reaction" and g.to_act() == "axis"
    assert where(g, "a_rifles") == "1,1"  # the route's first hex
    assert 'unit_status("a_rifles",normal_action)' in g.state.facts  # 13.2, placed as it is declared
    play(g, "react g_rifles")
    assert g.node().phase == "roll" and g.chance_outcomes() == []  # no die faces are known
    wrong = g.check("roll attack r:dp y:x defense y:blank g:blank")
    assert not wrong.legal and "wrong_pool(attack,r,1,0)" in [c.term for c in wrong.reasons]
    verdict = g.apply("roll attack y:x g:blank defense y:blank g:blank")
    assert verdict.legal
    assert verdict.claimed()["marker_placed"] == ["a_rifles", "suppressed"]
    assert "morale_stops_mover" in [name for name, _ in verdict.assumptions.texts]
    assert where(g, "a_rifles") == "1,1"
    assert not facts(g, "on_the_move") and not facts(g, "route_hex")
    assert 'unit_status("g_rifles",firing)' in g.state.facts  # 8.2: the reactor's firing marker
    # Nobody may still activate: the action phase ends (6.4).
    assert g.node().phase == "organisation"


def test_a_suppressed_unit_loses_its_activation() -> None:
    # 13.3, 6.4: a morale marker received before the unit activated costs its activation.
    g = game(SECOND)
    play(g, "initiative axis", "pass", "pass", "fire g_rifles a_second")
    assert g.node().phase == "roll"
    play(g, "roll attack y:x g:blank defense y:blank g:blank")
    assert 'unit_status("a_second",suppressed)' in g.state.facts
    refused = g.check("move a_second 1,2")
    assert not refused.legal
    assert [c.term for c in refused.reasons] == ['lost_activation("a_second",suppressed)']
    # The allies' other unit may still move, and no reaction is possible: g_rifles has fired.
    play(g, "move a_rifles 1,1")
    assert g.node().phase == "organisation"


def where(g: OpenGame, uid: str) -> str:
    board = g.rules.position(g.state)
    return board.label(board.units[uid].hex)


def _two_quiet_turns(g: OpenGame) -> list[set[str]]:
    """Allies hide a_rifles in place on turn 1; nobody acts after; the markers after each
    organisation phase."""
    play(g, "initiative allies", "pass", "pass", "hide a_rifles", "pass", "pass", "pass", "organise")
    after_first = facts(g, "unit_status")
    play(g, "initiative allies", "pass", "pass", "pass", "pass", "pass", "organise")
    return [after_first, facts(g, "unit_status")]


def test_hide_becomes_ambush_after_a_further_turn() -> None:
    # 9.12.4's intent (assumption ambush_after_a_further_turn): hide action -> hidden at the
    # first organisation (6.5 step 2), hidden -> ambush at the next (step 4).
    first, second = _two_quiet_turns(game())
    assert first == {'unit_status("a_rifles",hidden)'}
    assert second == {'unit_status("a_rifles",ambush)'}


def test_hide_becomes_ambush_at_once_read_literally() -> None:
    # The literal order of 6.5: step 2 flips the hide action to hidden, step 4 swaps it for
    # ambush in the same phase.
    first, _ = _two_quiet_turns(game(ambush_after_a_further_turn=False))
    assert first == {'unit_status("a_rifles",ambush)'}


def test_objective_capture_and_the_victory_check() -> None:
    # 9.7: a unit in the objective's hex at the end of the turn, without a morale marker,
    # captures it (6.5 step 8); 6.6 after the last turn (setup turns 2): the side holding more
    # objectives wins (assumption victory_by_objectives).
    g = game()
    play(g, "initiative allies", "pass", "pass", "move a_rifles 2,1 fast")
    while g.node().phase == "reaction":
        play(g, "hold")
    play(g, "pass", "pass", "pass")
    assert g.node().phase == "organisation"
    # 2,1 is not the objective: nothing captured yet.
    play(g, "organise")
    assert not facts(g, "controls")
    play(g, "initiative allies", "pass", "pass", "move a_rifles 3,1")
    while g.node().phase == "reaction":
        play(g, "hold")
    play(g, "pass", "pass", "pass")
    verdict = g.apply("organise")
    assert verdict.claimed()["captured"] == ["hill", "allies"]
    assert verdict.claimed()["winner"] == "allies"
    assert g.winner() == "allies" and g.to_act() == "none"


def test_out_of_turn_and_unknown_words() -> None:
    g = game()
    play(g, "initiative allies")
    assert not g.check(g.step("pass", "axis")).legal
    with pytest.raises(UmpireError) as bad:
        g.step("fire a_rifles g_rifle")
    assert bad.value.hint == "g_rifles"
    with pytest.raises(UmpireError):
        g.step("roll attack q:dp defense", "chance")


def test_a_record_replays(tmp_path: Path) -> None:
    (tmp_path / "duel.scn").write_text(BOARD + CARD)
    lines = [
        {"umpire": "game", "version": 1, "scenario": "duel.scn"},
        {"side": "chance", "do": "initiative allies"},
        {"side": "allies", "do": "pass"},
        {"side": "axis", "do": "pass"},
        {"side": "allies", "do": "move a_rifles 2,1"},
        {"side": "axis", "do": "react g_rifles"},
        {
            "side": "chance",
            "do": "roll attack y:x g:blank defense y:blank g:blank",
            "claims": {"marker_placed": ["a_rifles", "suppressed"]},
        },
    ]
    record = tmp_path / "duel-game.jsonl"
    record.write_text("\n".join(json.dumps(x) for x in lines) + "\n")
    report = replay_record(record)
    assert report.holds, report.to_json()


def test_a_critical_hit_waits_for_its_roll_then_sends_the_mover_back() -> None:
    # The reaction of the move test: 1 CH left uncancelled is 1 damage (10.7.3) and a critical
    # roll, green against blue (10.7.4); the attacker's CH there sends infantry into fallback
    # (10.7.5). The roll's effects all wait for that roll, so none is counted twice.
    g = game()
    play(g, "initiative allies", "pass", "pass", "move a_rifles 2,1", "react g_rifles")
    verdict = g.apply("roll attack y:ch g:blank defense y:blank g:blank")
    assert verdict.claimed() == {"critical_hits": 1}
    assert g.node().phase == "crit_roll" and 'unit_strength("a_rifles",4)' in g.state.facts
    assert not g.check("critical g:ch g:ch against b:blank").legal  # one green die a critical hit
    verdict = g.apply("critical g:ch against b:blank")
    assert verdict.claimed()["damaged"] == ["a_rifles", 1]
    assert verdict.claimed()["marker_placed"] == ["a_rifles", "fallback"]
    assert 'unit_strength("a_rifles",3)' in g.state.facts and where(g, "a_rifles") == "1,1"
    assert g.node().phase == "fallback"  # the fallback move comes next (13.3)


def test_a_person_types_a_roll_no_table_can_draw(tmp_path: Path) -> None:
    # Without a die-face table a fire's dice have no odds (digest §9): `umpire play` at the
    # table asks for them and judges them like any step; with no person it stops with exit 2.
    import subprocess
    import sys

    (tmp_path / "duel.scn").write_text(BOARD + CARD)
    header = {"umpire": "game", "version": 1, "scenario": "duel.scn"}
    steps = [
        {"side": "chance", "do": "initiative allies"},
        {"side": "allies", "do": "pass"},
        {"side": "axis", "do": "pass"},
        {"side": "allies", "do": "move a_rifles 2,1"},
        {"side": "axis", "do": "react g_rifles"},
    ]
    (tmp_path / "game.jsonl").write_text("".join(json.dumps(x) + "\n" for x in [header, *steps]))
    command = [sys.executable, "-m", "pyengine", "play", "duel.scn", "--as", "allies", "--resume", "game.jsonl"]
    typed = "roll attack r:x defense y:blank\nroll attack y:x g:blank defense y:blank g:blank\nquit\n"
    done = subprocess.run(command, cwd=tmp_path, input=typed, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "no odds are known for this step" in done.stdout
    assert "ILLEGAL" in done.stdout and "the attack roll has 1 r dice; the pool is 0" in done.stdout
    lines = [json.loads(line) for line in (tmp_path / "game.jsonl").read_text().splitlines()]
    assert lines[6]["dice"] == ["attack", "y:x", "g:blank", "defense", "y:blank", "g:blank"]  # a roll line
    assert replay_record(tmp_path / "game.jsonl").holds
    alone = subprocess.run(
        [sys.executable, "-m", "pyengine", "play", "duel.scn", "--seed", "1", "-o", "alone.jsonl"],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert alone.returncode == 2 and "no odds are known for this chance step" in alone.stderr


def test_a_fallback_moves_away_from_every_enemy_then_is_cornered() -> None:
    # 13.3: the unit sent into fallback (the critical test's roll) moves at once, on a fast
    # move's 3 MP (MA 2 + 1, 9.2), each hex farther from every enemy than the one it leaves: from
    # 1,1 only 1,0 and 0,1 lie farther from g_rifles at 5,2 (hex distances 5 and 5 against 4).
    # Going on as far as it can (assumption fallback_as_far_as_it_can), it reaches the corner
    # 0,0 with 1 MP left and no hex farther: 1 damage, and it stops (13.3).
    g = game()
    play(g, "initiative allies", "pass", "pass", "move a_rifles 2,1", "react g_rifles")
    play(g, "roll attack y:ch g:blank defense y:blank g:blank", "critical g:ch against b:blank")
    assert g.node().phase == "fallback" and g.to_act() == "allies"
    assert sorted(v.step.words for v in g.legal()) == ["fall_back a_rifles 0,1", "fall_back a_rifles 1,0"]
    assert [c.term for c in g.check("fall_back a_rifles 2,1").reasons] == ['not_farther("a_rifles",h(2,1))']
    refused = g.check("stand a_rifles")
    assert [c.term for c in refused.reasons] == ['must_fall_further("a_rifles")']
    play(g, "fall_back a_rifles 1,0", "fall_back a_rifles 0,0")
    verdict = g.apply("stand a_rifles")
    assert verdict.claimed()["cornered"] == "a_rifles"
    assert 'unit_strength("a_rifles",2)' in g.state.facts and where(g, "a_rifles") == "0,0"
    # The phase the roll led to comes next: the action phase had ended (6.4).
    assert g.node().phase == "organisation"


def test_a_fallback_may_stop_after_any_hex_with_the_switch_off() -> None:
    g = game(fallback_as_far_as_it_can=False)
    play(g, "initiative allies", "pass", "pass", "move a_rifles 2,1", "react g_rifles")
    play(g, "roll attack y:ch g:blank defense y:blank g:blank", "critical g:ch against b:blank")
    play(g, "fall_back a_rifles 0,1")
    verdict = g.apply("stand a_rifles")
    assert verdict.legal and "cornered" not in verdict.claimed()
    assert 'unit_strength("a_rifles",3)' in g.state.facts
