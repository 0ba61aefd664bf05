"""Medal objectives in play (memoir44-more-facts.md lines 523-541, "more facts" below) on
tests/data/play/objectives.scn. The Allies hold a_in1 on 12,6, a_in2 on 10,6, a_in3 on 11,3
and a_in4 on 13,3; the Axis g_inf on 16,2 and g_in2 on 8,2. Objectives: town (12,4, Allies),
cross (10,4, Allies, permanent), ridge (16,2, Axis), field (8,2 and 10,2, either side,
majority), hq (14,2, Allies, turn_start); each gives 1 medal for 1 hex. Each side needs 4 medals
and holds 2 cards; the Allies play first."""

from pathlib import Path

import pytest

from pyengine import UmpireError, open_game, replay_record
from pyengine.api import open_scenario
from pyengine.play.record import record_text
from pyengine.play.state import GameState
from pyengine.svg_picture import render
from tests.play_steps import outcomes, played

OBJECTIVES = "tests/data/play/objectives.scn"
SETUP = {"victory": {"allies": 4, "axis": 4}, "hands": {"allies": 2, "axis": 2}, "first": "allies"}
# The deal, the Allies' first (more facts line 691); Assault Center orders the 4 Allied units in
# the centre (memoir44-facts.md lines 15 and 98).
DEAL = ["draw assault_center", "draw probe_center", "draw attack_center", "draw probe_center"]
ORDERS = ["play assault_center", "order a_in1", "order a_in2", "order a_in3", "order a_in4", "pass orders"]


def game_after(*steps: str):
    return played(OBJECTIVES, SETUP, *steps)


def test_objectives_held_at_the_start_score_as_the_first_turn_begins():
    # More facts line 500: the objectives are checked at the start of each turn; g_inf stands on
    # the ridge and g_in2 alone on the field (line 530: 1 hex of it is enough).
    game = game_after(*DEAL[:3])
    verdict = game.apply(DEAL[3])
    assert {'objective_won(axis,"ridge")', 'objective_won(axis,"field")', "medal(axis,2)"} <= set(outcomes(verdict))
    assert {o.cite.locator for o in verdict.outcomes if o.term.startswith("objective")} == {"line 530"}


def test_a_move_onto_an_objective_wins_its_medal_at_once():
    # Line 500: re-checked after every hex of movement; line 531: it gives 1 medal while held.
    game = game_after(*DEAL, *ORDERS)
    verdict = game.apply("move a_in1 12,4")
    assert outcomes(verdict) == ['objective_won(allies,"town")', "medal(allies,1)"]
    assert any(c.fact == 'held("town",allies)' and c.added for c in verdict.changes)


def test_a_tie_on_a_majority_objective_gives_it_to_nobody():
    # Line 533: with majority, the side on strictly more hexes holds it; 1 against 1 is a tie,
    # so the Axis loses the field and its medal (line 539: a temporary medal goes at once).
    game = game_after(*DEAL, *ORDERS)
    verdict = game.apply("move a_in3 10,2")
    assert outcomes(verdict) == ['objective_lost(axis,"field")', "medal(axis,1)"]


def test_a_permanent_objective_is_never_re_checked_a_temporary_one_is():
    # Line 532: once gained, a permanent objective is not re-checked or lost.
    game = game_after(*DEAL, *ORDERS, "move a_in2 10,4", "move a_in1 12,4")
    assert {'held("cross",allies)', 'held("town",allies)'} <= game.state.facts
    # Both units carried back to where they started (a position from outside), then a move
    # re-checks: the town is lost with its medal, the cross is kept.
    shape = game.rules.position(game.state).shape
    moved = {f'unit_at("{u}",{shape.to_axial(*at).term()})' for u, at in (("a_in2", (10, 6)), ("a_in1", (12, 6)))}
    left = {f for f in game.state.facts if f.startswith(('unit_at("a_in2"', 'unit_at("a_in1"'))}
    game.state = GameState((game.state.facts - left) | moved)
    verdict = game.apply("move a_in4 14,4")
    assert outcomes(verdict) == ['objective_lost(allies,"town")', "medal(allies,1)"]


def test_a_turn_start_objective_is_checked_only_as_its_side_s_turn_begins():
    # Line 535: a_in4 reaches the hq in the Allies' turn: nothing yet; the Axis turn's start does
    # not check it; the Allies' next turn's start does.
    game = game_after(*DEAL, *ORDERS)
    assert "objective_won" not in " ".join(outcomes(game.apply("move a_in4 14,2")))
    axis_turn = game_after(*DEAL, *ORDERS, "move a_in4 14,2", "pass moves", "pass battles")
    assert not any(o.startswith("objective") for o in outcomes(axis_turn.apply("draw recon_center")))
    for words in ["play attack_center", "order g_inf", "pass orders", "pass moves", "pass battles"]:
        assert axis_turn.apply(words).legal
    verdict = axis_turn.apply("draw probe_left")
    assert {'objective_won(allies,"hq")', "medal(allies,1)"} <= set(outcomes(verdict))


def test_the_objective_medal_that_reaches_the_victory_count_wins_mid_turn():
    # Line 495: the win test runs after every step; the Axis needs 2 here and holds 2 at once.
    game = open_game(OBJECTIVES, setup={**SETUP, "victory": {"allies": 4, "axis": 2}})
    for words in DEAL:
        verdict = game.apply(words)
    assert "winner(axis)" in outcomes(verdict)
    assert game.winner() == "axis"


def _checked(tmp_path, line: str, game: str = "memoir44"):
    text = (Path(OBJECTIVES).read_text() if game == "memoir44" else "game assault\nmap 5 x 5\n") + line + "\n"
    (tmp_path / "o.scn").write_text(text)
    return open_scenario(str(tmp_path / "o.scn")).position


def test_an_objective_line_is_checked_where_it_is_written(tmp_path):
    pos = _checked(tmp_path, "objective bridge at 14,6 16,6 for axis medals 2 needs 2 permanent")
    bridge = pos.objectives["bridge"]
    assert (bridge.side, bridge.medals, bridge.needs, bridge.flags) == ("axis", 2, 2, ("permanent",))
    faults = {
        "objective bridge at 14,6 for axos": "did you mean 'axis'",
        "objective bridge at 14,6 needs 2": "needs 2 of its 1 hex(es)",
        "objective town at 14,6": "named twice",
        "objective bridge at 99,6": "99,6",
        "objective bridge at 14,6 medals 0": "a whole number from 1 to 99",
        "objective bridge at 1.5,6": "a hex is two whole numbers",
    }
    for line, said in faults.items():
        with pytest.raises(UmpireError) as err:
            _checked(tmp_path, line)
        assert said in str(err.value) and "o.scn:" in str(err.value)


def test_a_game_without_objectives_refuses_the_line(tmp_path):
    with pytest.raises(UmpireError) as err:
        _checked(tmp_path, "objective bridge at 2,2", game="assault")
    assert "objective" in str(err.value)


def test_a_sudden_death_objective_wins_the_game_the_moment_it_is_held(tmp_path):
    # memoir44-more-facts.md lines 547-549: a permanent medal worth every medal the side still
    # needs, won the moment its hexes are held.
    text = Path(OBJECTIVES).read_text() + "objective breach at 12,2 for allies medals all needs 1 permanent\n"
    (tmp_path / "breach.scn").write_text(text)
    game = open_game(tmp_path / "breach.scn", setup=SETUP)
    for words in [*DEAL, *ORDERS]:
        assert game.apply(words).legal
    verdict = game.apply("move a_in4 12,2")
    assert {'objective_won(allies,"breach")', "medal(allies,4)", "winner(allies)"} <= set(outcomes(verdict))
    assert any(o.cite.rule == "sudden_death" for o in verdict.outcomes)


def test_the_board_picture_marks_each_objective_hex_and_says_what_it_gives():
    svg = render(open_scenario(OBJECTIVES).position, [], "objectives")
    assert svg.count('class="objective"') == 6  # town, cross, ridge, hq and the field's 2 hexes
    assert "10,2: objective field for either side: 1 hex(es) of 2 held give 1 medal(s), majority" in svg
    assert "14,2: objective hq for allies: 1 hex(es) of 1 held give 1 medal(s), turn start" in svg
    assert "medal objective" in svg  # the legend


def test_two_objectives_won_in_one_step_are_claimed_as_a_list(tmp_path):
    # docs/play.md "Claims": several outcomes of one name are claimed as the list of their values.
    game = game_after(*DEAL[:3])
    verdict = game.apply(DEAL[3])
    assert verdict.claimed()["objective_won"] == [["axis", "field"], ["axis", "ridge"]]
    (tmp_path / "objectives.scn").write_text(Path(OBJECTIVES).read_text())
    header = {**game.header(), "scenario": "objectives.scn"}
    (tmp_path / "good.jsonl").write_text(record_text(header, game.history))
    assert replay_record(tmp_path / "good.jsonl").holds
    lines = record_text(header, game.history).splitlines()
    lines[4] = lines[4].replace('["axis", "field"], ', "")  # one of the two left out: wrong
    (tmp_path / "bad.jsonl").write_text("\n".join(lines) + "\n")
    report = replay_record(tmp_path / "bad.jsonl", keep_going=True)
    assert not report.holds


def test_in_play_the_picture_colours_each_objective_by_its_holder():
    # After the deal the Axis holds the ridge and the field (lines 500 and 530): their stars
    # take the Axis colour, and their tooltips say so; the others stay unheld.
    game = game_after(*DEAL)
    svg = render(game.rules.position(game.state), [], "after the deal")
    assert svg.count('data-holder="axis"') == 3  # the ridge's hex and the field's two
    assert "16,2: objective ridge for axis: 1 hex(es) of 1 held give 1 medal(s), held by axis" in svg
    assert 'data-holder="allies"' not in svg


# ---- The medal fields last_to_occupy, sole_control and any_hex (more facts lines 538-540) ----
# tests/data/play/medal_fields.scn: the Allies a1 on 12,6, a2 on 10,6, a3 on 14,6, a4 on 16,6;
# the Axis g1 on 8,4 and g2 on 18,4. Objectives, each for either side: stay (12,4,
# last_to_occupy), alone (8,4 and 10,4, sole_control), pincon (14,4 16,4 18,4, needs 2, any_hex).

FIELDS = "tests/data/play/medal_fields.scn"
FIELDS_SETUP = {"victory": {"allies": 6, "axis": 6}, "hands": {"allies": 2, "axis": 2}, "first": "allies"}
FIELDS_START = [*DEAL, "play assault_center", "order a1", "order a2", "order a3", "order a4", "pass orders"]


def test_any_hex_gives_it_to_the_axis_on_one_hex_and_to_the_allies_on_the_hexes_it_needs():
    # Line 540: BGA gives it to the Axis on one of its hexes (g2 on 18,4, though it needs 2);
    # the Allies take it on 2 hexes, whatever the Axis holds.
    game = played(FIELDS, FIELDS_SETUP, *DEAL[:3])
    assert 'objective_won(axis,"pincon")' in outcomes(game.apply(DEAL[3]))
    game = played(FIELDS, FIELDS_SETUP, *FIELDS_START)
    assert "objective" not in " ".join(outcomes(game.apply("move a3 14,4")))
    verdict = game.apply("move a4 16,4")
    assert {'objective_lost(axis,"pincon")', 'objective_won(allies,"pincon")'} <= set(outcomes(verdict))


def test_sole_control_gives_it_to_nobody_while_both_sides_stand_on_it():
    # Line 539: g1 alone on 8,4 holds it from the start; a2 on 10,4 beside it: nobody holds it.
    game = played(FIELDS, FIELDS_SETUP, *DEAL[:3])
    assert 'objective_won(axis,"alone")' in outcomes(game.apply(DEAL[3]))
    game = played(FIELDS, FIELDS_SETUP, *FIELDS_START)
    verdict = game.apply("move a2 10,4")
    assert 'objective_lost(axis,"alone")' in outcomes(verdict)
    assert 'objective_won(allies,"alone")' not in outcomes(verdict)


def test_last_to_occupy_is_kept_when_its_hex_empties_and_lost_to_a_new_holder():
    # Line 538: a held medal is kept when its hexes empty, and lost only to a new holder.
    game = played(FIELDS, FIELDS_SETUP, *FIELDS_START, "move a1 12,4")
    assert 'held("stay",allies)' in game.state.facts
    shape = game.rules.position(game.state).shape
    away = f'unit_at("a1",{shape.to_axial(12, 6).term()})'
    here = {f for f in game.state.facts if f.startswith('unit_at("a1"')}
    game.state = GameState((game.state.facts - here) | {away})
    # A move re-checks the objectives (line 500): the hex is empty, the medal stays.
    assert "objective" not in " ".join(outcomes(game.apply("move a3 14,4")))
    assert 'held("stay",allies)' in game.state.facts
    # g2 carried onto it (a position from outside): the next re-check gives it to the Axis.
    onto = f'unit_at("g2",{shape.to_axial(12, 4).term()})'
    there = {f for f in game.state.facts if f.startswith('unit_at("g2"')}
    game.state = GameState((game.state.facts - there) | {onto})
    verdict = game.apply("move a4 16,4")
    assert {'objective_lost(allies,"stay")', 'objective_won(axis,"stay")'} <= set(outcomes(verdict))
