"""Units in boats (memoir44-more-facts.md lines 339-346, the River and Bridge classes at lines
195 and 206-209) on tests/data/play/boat.scn: a river along row 4 with a bridge at 12,4; the
Allied b1 in its boat on the river at 8,4, b2 with its boat on the bank at 17,5, a3 with none at
21,5; the Axis g1 on the bank at 9,3, next to b1, and g2 far off at 4,0."""

from pathlib import Path

from tests.conftest import first_answer
from tests.play_steps import added, outcomes, played, reasons

BOAT = "tests/data/play/boat.scn"
SETUP = {"victory": {"allies": 6, "axis": 6}, "hands": {"allies": 2, "axis": 2}, "first": "allies"}
DEAL = ["draw attack_center", "draw probe_left", "draw attack_center", "draw probe_right"]


def answer(write, umpire, question: str) -> dict:
    return first_answer(write, umpire, Path(BOAT).read_text("utf-8") + f"\nask {question}\n")


def reach(moves: dict) -> dict[str, dict]:
    return {d["hex"]: d for d in moves["reachable"]}


def refusals(moves: dict, hex_label: str) -> set[str]:
    return {r["term"] for u in moves["unreachable"] if u["hex"] == hex_label for r in u["reasons"]}


def test_a_boat_on_the_river_goes_along_it_but_not_onto_a_bridge(write, umpire):
    moves = answer(write, umpire, "moves b1")
    ends = reach(moves)
    # Line 208: a unit that started on a river is not stopped by the next river hex: 4,4 is two
    # river hexes away, within infantry's 2 (memoir44-facts.md line 37).
    assert ends["4,4"]["cost"] == 2
    # Line 195 (344): from the river at 10,4 it may not step onto the bridge at 12,4.
    assert "onto_bridge(bridge)" in refusals(moves, "12,4")
    # Line 345: ending ashore drops the boat; ending on the river keeps it.
    landing = [c["term"] for c in ends["7,5"]["imposes"]]
    assert "lands(river)" in landing
    assert not any(c["term"].startswith("lands(") for c in ends["6,4"]["imposes"])


def test_a_boat_on_the_bank_stops_on_entering_the_river(write, umpire):
    ends = reach(answer(write, umpire, "moves b2"))
    # Line 341: from the bank at 17,5 it enters 16,4 and 18,4 and stops there, so 14,4 is
    # reached only over the bank (15,5), at 2 hexes.
    assert ends["16,4"]["cost"] == 1 and ends["18,4"]["cost"] == 1
    assert ends["14,4"]["path"] == ["17,5", "15,5", "14,4"]
    parts = [p["term"] for p in ends["16,4"]["trace"]]
    assert "must_stop(river)" in parts


def test_a_unit_with_no_boat_finds_the_river_impassable(write, umpire):
    # memoir44-facts.md line 56, memoir44-more-facts.md line 207.
    assert refusals(answer(write, umpire, "moves a3"), "20,4") == {"impassable(river)"}


def test_a_boat_on_the_river_battles_at_one_die_fewer(write, umpire):
    # Infantry's 3 dice at range 1 (memoir44-facts.md line 24), 1 fewer in a boat (line 342).
    battle = answer(write, umpire, "battle b1")
    target = next(t for t in battle["targets"] if t["unit"] == "g1")
    assert target["dice"] == 2


def test_a_boat_on_the_river_loses_a_figure_a_flag_instead_of_retreating(write, umpire):
    # Line 343: 1 flag, no retreat, 1 figure lost where it stands.
    retreat = answer(write, umpire, "retreat b1 flags 1")
    ends = [(e["hex"], e["lost"]) for c in retreat["choices"] for e in c["ends"]]
    assert ends == [("8,4", 1)]


def test_landing_drops_the_boat_for_the_rest_of_the_game():
    game = played(BOAT, SETUP, *DEAL, "play attack_center", "order b1", "pass orders")
    verdict = game.apply("move b1 7,5")
    assert 'landed("b1")' in added(verdict)
    # Next Allied turn: on the bank with no boat, the river is impassable to it (line 345).
    game = played(BOAT, SETUP, *DEAL, "play attack_center", "order b1", "pass orders", "move b1 7,5")
    for words in ("pass moves", "pass battles", "draw probe_center"):
        assert game.apply(words).legal
    for words in ("play probe_right", "pass orders", "pass moves", "pass battles", "draw attack_left"):
        assert game.apply(words).legal
    assert game.apply("play probe_center").legal and game.apply("order b1").legal
    game.apply("pass orders")
    assert reasons(game.check("move b1 8,4")) == ['cannot_reach("b1",h(2,4))', "impassable(river)"]


def test_taking_ground_ashore_drops_the_boat():
    game = played(BOAT, SETUP, *DEAL, "play attack_center", "order b1", "pass orders", "pass moves")
    game.apply("battle b1 g1")
    game.apply("roll flag flag")
    assert game.apply("retreat g1 9,1").legal
    verdict = game.apply("take_ground b1")
    assert verdict.legal
    assert 'landed("b1")' in added(verdict)
    assert "took_ground" not in outcomes(verdict)
