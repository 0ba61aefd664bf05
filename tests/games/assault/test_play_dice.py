"""Assault play with a die-face table (pyengine/games/assault/play/dice_table.py): each die a
chance step with exact odds, rolled in turn.lp's order, and the roll rolled die by die doing
what the whole roll does. The table is our own example (assumption die_face_table): no source
prints the faces (assault-rules-digest.md §9)."""

from __future__ import annotations

import json
import random
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from benchmarks.assault_boards import write
from pyengine.api import open_game, replay_record
from pyengine.errors import Pos, UmpireError
from pyengine.games.assault.dice import FireDiceQuestion
from pyengine.games.assault.fire import TargetsQuestion
from pyengine.hex_moves import Moves
from pyengine.play.game import AGENTS, OpenGame, self_play
from pyengine.play.record import record_text
from pyengine.play.state import GameState
from pyengine.questions import question_of
from tests.games.assault.test_play import BOARD, CARD, play

TABLE = {
    "r": ["ch", "ch_dp", "dp", "dp", "x", "blank"],
    "y": ["ch", "dp", "dp", "x", "x", "blank"],
    "g": ["dp", "dp", "x", "x", "blank", "blank"],
    "b": ["dp", "x", "x", "blank", "blank", "blank"],
}
FACES = ("blank", "ch", "dp", "x", "ch_dp", "dp_x")


def game(**setup: object) -> OpenGame:
    return open_game(BOARD + CARD, setup={"dice": TABLE, **setup}, name="duel.scn")


def at_reaction_roll(g: OpenGame) -> OpenGame:
    # The reaction of test_play.py: g_rifles fires at a_rifles in 1,1 (range 4, medium band):
    # attack 1Y+1G, defense 1Y (card) + 1G (clear).
    play(g, "initiative allies", "pass", "pass", "move a_rifles 2,1", "react g_rifles")
    return g


def test_each_die_is_a_chance_step_with_the_tables_odds() -> None:
    g = at_reaction_roll(game())
    # The attacker's dice first, the strongest colour first: the yellow die (10.7; turn.lp due/3).
    assert [(s.words, p) for s, p in g.chance_outcomes()] == [
        ("die attack y:blank", Fraction(1, 6)),
        ("die attack y:ch", Fraction(1, 6)),
        ("die attack y:dp", Fraction(2, 6)),
        ("die attack y:x", Fraction(2, 6)),
    ]
    verdict = g.check("die attack y:x")
    assert verdict.legal and "die_face_table" in [name for name, _ in verdict.assumptions.texts]
    refused = g.check("die defense y:x")
    assert [c.term for c in refused.reasons] == ["not_the_next_die(defense,y)"]


def test_without_a_table_no_die_is_drawn_and_the_record_gives_the_roll() -> None:
    g = at_reaction_roll(open_game(BOARD + CARD, name="duel.scn"))
    assert g.chance_outcomes() == []
    assert any("die-face table" in line for line in g.rules.not_played)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hs.tuples(*(hs.sampled_from(FACES) for _ in range(4))))
def test_rolling_die_by_die_does_what_the_whole_roll_does(faces: tuple[str, str, str, str]) -> None:
    # One rule, one answer: the same four faces, given whole or one die at a time.
    a1, a2, d1, d2 = faces
    whole = at_reaction_roll(game()).check(f"roll attack y:{a1} g:{a2} defense y:{d1} g:{d2}")
    g = at_reaction_roll(game())
    play(g, f"die attack y:{a1}", f"die attack g:{a2}", f"die defense y:{d1}")
    last = g.check(f"die defense g:{d2}")
    assert last.legal == whole.legal
    changed = {c.fact for c in whole.changes}
    assert {c.fact for c in last.changes} - {f for f in (c.fact for c in last.changes) if "die_shown" in f} == changed
    assert [o for o in last.claims if o[0] != "die_shows"] == list(whole.claims)


def test_a_table_file_beside_the_scenario(tmp_path: Path) -> None:
    (tmp_path / "faces.dice").write_text("\n".join(f"{c}: {' '.join(fs)}" for c, fs in TABLE.items()) + "\n")
    (tmp_path / "duel.scn").write_text(BOARD + "setup dice faces\n" + CARD)
    g = at_reaction_roll(open_game(tmp_path / "duel.scn"))
    assert len(g.chance_outcomes()) == 4


@pytest.mark.parametrize(
    ("text", "line", "column", "message"),
    [
        ("q: ch dp dp x x blank\n", 1, 1, "unknown die colour"),
        ("r: ch dp dp x x blank\nr: ch dp dp x x blank\n", 2, 1, "given twice"),
        ("r: ch dp dq x x blank\n", 1, 10, "unknown die face"),
        ("r: ch dp dp x x\n", 1, 1, "six faces"),
    ],
)
def test_a_bad_table_is_placed_at_its_line_and_column(
    tmp_path: Path, text: str, line: int, column: int, message: str
) -> None:
    (tmp_path / "bad.dice").write_text(text)
    (tmp_path / "duel.scn").write_text(BOARD + "setup dice bad\n" + CARD)
    with pytest.raises(UmpireError) as bad:
        open_game(tmp_path / "duel.scn")
    assert (bad.value.line, bad.value.column) == (line, column) and message in bad.value.message


def test_a_table_missing_a_colour_or_inline_with_a_bad_face_is_refused(tmp_path: Path) -> None:
    (tmp_path / "three.dice").write_text("r: ch dp dp x x blank\ny: ch dp dp x x blank\ng: dp dp x x blank blank\n")
    (tmp_path / "duel.scn").write_text(BOARD + "setup dice three\n" + CARD)
    with pytest.raises(UmpireError, match="every colour"):
        open_game(tmp_path / "duel.scn")
    with pytest.raises(UmpireError) as bad:
        game(dice={**TABLE, "b": ["dp", "x", "x", "blank", "blank", "blanc"]})
    assert bad.value.hint == "blank"
    with pytest.raises(UmpireError, match="named by a word"):
        game(dice="../outside")


def test_self_play_is_seeded_and_its_record_replays(tmp_path: Path) -> None:
    paths = write(tmp_path)
    texts = []
    for _ in range(2):
        g = open_game(paths[0], name=paths[0].name)
        verdicts = self_play(g, 7, dict.fromkeys(g.rules.sides, AGENTS["random"]), max_steps=40)
        texts.append(record_text(g.header(), verdicts))
    assert texts[0] == texts[1]
    # Every position of the game reads back from its JSON, held to the scenario (the page's door).
    again = open_game(paths[0], name=paths[0].name)
    for verdict in verdicts:
        again.apply(verdict.step)
        assert GameState.from_json(again.state.to_json(), Pos("<test>"), again.rules) == again.state
    (tmp_path / "game.jsonl").write_text(texts[0])
    report = replay_record(tmp_path / "game.jsonl")
    assert report.holds and len(report.steps) == 40
    assert json.loads(texts[0].splitlines()[0])["scenario"] == paths[0].name


@pytest.mark.long
@pytest.mark.parametrize("index", range(5))  # one game a board: benchmarks/assault_selfplay.py plays 100
def test_each_play_board_plays_to_its_end_and_replays(tmp_path: Path, index: int) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
    from benchmarks.assault_selfplay import play_one

    write(tmp_path)
    played = play_one(index, "random", str(tmp_path))
    assert played.ok, played


def test_the_greedy_agent_weighs_a_shot_by_the_tables_expected_symbols() -> None:
    # The example table: a yellow die shows damage (ch, dp) 3 of 6 and any symbol 5 of 6; a
    # green one damage 2 of 6, any symbol 4 of 6. The reaction at 1,1 rolls 1Y+1G against
    # 1Y+1G: 1/2 + 1/3 - (5/6 + 2/3) = -2/3, a loss: greedy holds.
    from pyengine.games.assault.play.agent import greedy_agent, shot_worth

    g = game()
    play(g, "initiative allies", "pass", "pass", "move a_rifles 2,1")
    react = next(v for v in g.legal() if v.step.words == "react g_rifles")
    assert shot_worth(g.rules, g, react) == Fraction(-2, 3)
    assert greedy_agent(g, random.Random(1)).words == "hold"


def test_greedy_against_random_plays_to_the_end_and_replays(tmp_path: Path) -> None:
    paths = write(tmp_path)
    g = open_game(paths[0], name=paths[0].name)
    verdicts = self_play(g, 5, {"allies": g.agent("greedy"), "axis": g.agent("random")})
    assert g.to_act() == "none"
    (tmp_path / "game.jsonl").write_text(record_text(g.header(), verdicts))
    assert replay_record(tmp_path / "game.jsonl").holds


def test_the_page_plays_an_assault_game_through_its_step_requests() -> None:
    # POST /api/step (pyengine/play/serve.py): the client keeps the state; each request asks the
    # side to act's agent, or chance, for a step, with the board drawn on the last one.
    from pyengine.play.serve import step_request

    text, setup = BOARD + CARD, {"dice": TABLE}
    state = None
    for n in range(120):
        body = {
            "setup": setup,
            "choose": {"agent": "greedy", "seed": n},
            "as": "allies",
            **({"state": state} if state else {}),
        }
        reply = step_request(body, text, "duel.scn")
        assert reply["verdict"]["verdict"] == "legal"
        state = reply["state"]
        if reply["to_act"] == "none":
            break
    assert reply["to_act"] == "none" and reply["winner"] in ("allies", "axis", "draw")
    drawn = step_request({"setup": setup, "state": state, "draw": True}, text, "duel.scn")
    assert (drawn["svg"].startswith("<svg") and "a_rifles" in drawn["svg"]) or "g_rifles" in drawn["svg"]


def test_each_move_and_fire_step_agrees_with_its_question(tmp_path: Path) -> None:
    # One rule, one answer: in the action phase, `move U H A` is legal exactly where `ask moves
    # U as A` reaches H (a hex holding an enemy aside: close combat is not played), and `fire U T`
    # exactly where `ask targets U` lets U fire at T and `ask fire U T` knows every die.
    g = open_game(write(tmp_path)[1], name="village.scn")  # buildings and forest: refusals of both kinds
    play(g, "initiative allies", "pass", "pass")
    board = g.rules.position(g.state)
    allies = sorted(u for u, p in board.units.items() if p.side == "allies")
    enemies = sorted(u for u, p in board.units.items() if p.side != "allies")
    taken = {board.label(board.units[e].hex) for e in enemies}
    labels = [board.label(h) for h in board.shape.hexes()]
    for uid in allies[:2]:
        for action, tail in (("normal", ""), ("fast", " fast")):
            answer = Moves().answer(board, question_of("moves", uid, "as", action))
            legal = {h for h in labels if g.check(f"move {uid} {h}{tail}").legal}
            assert legal == {d.hex for d in answer.reachable} - taken, (uid, action)
    for uid in allies:
        targets = TargetsQuestion().answer(board, question_of("targets", uid))
        for report in targets.reports:
            # A failed spotting roll changes the defense dice (10.5): that pool must be known too.
            asked = [(uid, report.target), *([(uid, report.target, "spot_failed")] if report.spotting.needed else [])]
            pools = [FireDiceQuestion().answer(board, question_of("fire", *words)) for words in asked]
            known = all(
                p.final.dice is not None and not p.final.lost_cells for d in pools for p in (d.attack, d.defense)
            )
            may = not report.cannot and not targets.illegal and known
            assert g.check(f"fire {uid} {report.target}").legal == may, (uid, report.target)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)
@given(hs.data())
def test_a_position_from_outside_is_read_or_refused_never_a_traceback(tmp_path: Path, data: hs.DataObject) -> None:
    # The page's door (docs/serve.md): a state handed in is held to the scenario before any rule
    # reads it; one it lets in is played on like any other.
    g = game()
    play(g, "initiative allies", "pass", "pass", "move a_rifles 2,1", "react g_rifles")
    facts = sorted(g.state.facts)
    dropped = data.draw(hs.sets(hs.sampled_from(facts), max_size=3))
    added = data.draw(
        hs.lists(
            hs.sampled_from(
                [
                    "phase(fallback)",
                    "phase(action)",
                    "phase(nowhere)",
                    'pending_fire("x","a_rifles",action)',
                    "active(nobody)",
                    'fallback_mp("a_rifles",2)',
                    'controls("hill",allies)',
                    'controls("x",axis)',
                    'on_the_move("g_rifles",fast,1)',
                    "initiative(axis)",
                    "die_shown(attack,0,y,x)",
                ]
            ),
            max_size=3,
        )
    )
    doc = {"facts": sorted((set(facts) - dropped) | set(added))}
    try:
        state = GameState.from_json(doc, Pos("<test>"), g.rules)
    except UmpireError:
        return
    node = g.rules.node(state)
    assert node.to_act in (*g.rules.sides, "chance", "none")
    if node.to_act not in ("chance", "none"):
        assert isinstance(node.verdicts, tuple)
