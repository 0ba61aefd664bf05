"""Breakthrough and Overlord boards in play (issue 71; docs/play.md "Board formats"): every
verdict below is derived by hand from memoir44-more-facts.md ("more facts"): the board formats
(lines 447-449), what each card orders with its Breakthrough column (lines 651-672), on the move
(lines 674-677) and the decks (lines 684-686).

tests/data/play/breakthrough.scn is 13 hexes across and 17 rows, a Breakthrough board (line 448).
From the Allies' (bottom) edge: a_inf1 on 2,14 and a_hurt on 4,14 (left); a_tank on 10,14, a_inf2
on 12,14 and a_art on 14,16 (centre); a_inf3 on 20,14 (right). The Axis: g_inf1 on 13,13, next to
a_inf2; g_inf2 on 20,2; g_art on 6,0."""

import json
from pathlib import Path

from pyengine import open_game
from pyengine.api import open_scenario
from pyengine.games.memoir44 import kb_rows as k
from pyengine.kb_terms import term
from pyengine.play.game import OpenGame
from pyengine.server import Limits, answer_request
from tests.play_steps import added, outcomes, played, reasons, wounded

BREAKTHROUGH = "tests/data/play/breakthrough.scn"
SETUP = {"victory": {"allies": 6, "axis": 6}, "hands": {"allies": 4, "axis": 4}, "first": "allies"}
AXIS_HAND = ["probe_left", "probe_center", "attack_center", "probe_right"]


def dealt(allies: list[str], axis: list[str] = AXIS_HAND, *steps: str) -> OpenGame:
    """The game once the Allies are dealt ``allies`` and the Axis ``axis``, then ``steps``."""
    return played(BREAKTHROUGH, SETUP, *(f"draw {c}" for c in allies + axis), *steps)


def deck(game: OpenGame) -> dict[str, int]:
    rows = k.Deck.of([term(f) for f in game.state.facts if f.startswith("deck(")])
    return {str(r.card): r.n.number for r in rows}


# ---- The deck (lines 651-672, 686) -----------------------------------------------------------


def test_a_breakthrough_board_deals_from_the_breakthrough_deck_of_80():
    cards = deck(open_game(BREAKTHROUGH, setup=SETUP))
    # Line 686: 52 section cards and 28 tactic cards.
    assert sum(cards.values()) == 80
    # The second column of lines 652, 654, 659 and 665: Probe centre 6, Assault left 3, Ambush 2,
    # Counter-Attack 3.
    assert (cards["probe_center"], cards["assault_left"], cards["ambush"], cards["counter_attack"]) == (6, 3, 2, 3)


def test_a_standard_board_keeps_the_standard_deck_of_60(tmp_path: Path):
    cards = deck(open_game("tests/data/play/tactics.scn", setup=SETUP))
    assert sum(cards.values()) == 60 and cards["probe_center"] == 5 and cards["ambush"] == 1


# ---- On the move (lines 651-653, 674-677) --------------------------------------------------


def test_a_recon_orders_1_unit_in_its_section_and_2_on_the_move_from_any_section():
    game = dealt(["recon_left", "probe_left", "probe_center", "probe_right"], AXIS_HAND, "play recon_left")
    assert game.apply("order a_inf1").legal
    # The section's 1 unit is ordered: a_hurt, in the left too, only on the move.
    assert reasons(game.check("order a_hurt")) == ["card_full(recon_left)"]
    # On the move: any section (line 676), 2 units (line 651).
    assert game.apply("order_on_the_move a_inf3").legal
    assert game.apply("order_on_the_move a_inf2").legal
    assert reasons(game.check("order_on_the_move a_hurt")) == ["on_the_move_full(2)"]
    game.apply("pass orders")
    game.apply("pass moves")
    # An on-the-move unit may not battle (line 675): a_inf2 stands next to g_inf1.
    assert reasons(game.check("battle a_inf2 g_inf1")) == ['on_the_move("a_inf2")']
    assert [v.step.words for v in game.legal()] == ["pass battles"]


def test_an_attack_orders_1_on_the_move_and_a_tactic_card_none():
    game = dealt(["attack_center", "direct_from_hq", "probe_center", "probe_right"])
    game.apply("play attack_center")
    assert game.apply("order_on_the_move a_inf1").legal
    assert reasons(game.check("order_on_the_move a_hurt")) == ["on_the_move_full(1)"]
    other = dealt(["direct_from_hq", "probe_left", "probe_center", "probe_right"], AXIS_HAND, "play direct_from_hq")
    assert reasons(other.check("order_on_the_move a_inf1")) == ["not_on_the_move(direct_from_hq)"]


def test_a_standard_board_orders_nothing_on_the_move():
    game = played(
        "tests/data/play/tactics.scn",
        SETUP,
        *(f"draw {c}" for c in ["recon_left", "probe_left", "probe_center", "probe_right", *AXIS_HAND]),
        "play recon_left",
    )
    assert reasons(game.check("order_on_the_move a_inf1")) == ["not_on_the_move(recon_left)"]
    assert not any(v.step.words.startswith("order_on_the_move") for v in game.legal())


# ---- The tactic cards' Breakthrough column (lines 658, 662, 666, 670) -----------------------


def test_air_power_rolls_2_dice_a_target_for_the_axis_too():
    game = dealt(["probe_left", "probe_center", "probe_right", "attack_center"], ["air_power", *AXIS_HAND[1:]])
    for words in ("play probe_left", "order a_inf1", "pass orders", "pass moves", "pass battles", "draw probe_left"):
        game.apply(words)
    game.apply("play air_power")
    verdict = game.apply("strike a_inf2")
    game.apply("pass strikes")
    # Line 658: 2 dice for the Allies, 1 for the Axis; on a Breakthrough board 2 for both.
    assert 'pending(battle_roll(air_power,"a_inf2",2,strike))' in added(game.history[-1])
    assert verdict.legal


def test_barrage_hits_on_stars_too():
    game = dealt(["barrage", "probe_left", "probe_center", "probe_right"], AXIS_HAND, "play barrage")
    verdict = game.apply("strike g_inf2")
    # Line 662: the unit symbol and grenades hit; on a Breakthrough board stars too.
    assert {"scoring(infantry)", "scoring(grenade)", "scoring(star)"} <= added(verdict)


def test_dig_in_orders_artillery_as_well_as_infantry():
    game = dealt(["dig_in", "probe_left", "probe_center", "probe_right"], AXIS_HAND, "play dig_in")
    # Line 666: Breakthrough's Dig In orders infantry and/or artillery; armor stays outside it.
    assert game.apply("order a_art").legal
    assert reasons(game.check("order a_tank")) == ['outside_card("a_tank",dig_in)']


def test_medics_roll_4_dice_first_and_split_them_a_figure_at_a_time():
    game = dealt(["medics_and_mechanics", "probe_left", "probe_center", "probe_right"])
    wounded(game, "a_hurt", 1)
    wounded(game, "a_tank", 1)
    verdict = game.apply("play medics_and_mechanics")
    # Line 670: on a Breakthrough board the card rolls 4 dice before any unit is chosen.
    assert "pending(heal_dice(4))" in added(verdict) and "phase(medics_roll)" in added(verdict)
    chances = game.chance_outcomes()
    assert sum(p for _, p in chances) == 1
    rolled = game.apply("roll infantry armor star grenade")
    assert outcomes(rolled) == ["heals_rolled(1,1,1)"]
    # Infantry symbols heal infantry, armor symbols armor, stars anyone.
    first = game.apply("heal a_hurt")
    assert {'unit_figures("a_hurt",2)', 'ordered("a_hurt")', "pending(heal_slots(0,1,1))"} <= added(first)
    assert "pending(heal_slots(0,0,1))" in added(game.apply("heal a_tank"))
    assert "pending(heal_slots(0,0,0))" in added(game.apply("heal a_hurt"))
    assert reasons(game.check("heal a_tank")) == ['no_die_for("a_tank")']
    # Every healed unit is ordered, and moves and battles as usual.
    done = game.apply("pass heal")
    assert "phase(move)" in added(done)
    assert {"a_hurt", "a_tank"} <= {f[9:-2] for f in game.state.facts if f.startswith("ordered(")}


def test_a_medics_roll_of_nothing_useful_ends_the_card_at_the_draw():
    game = dealt(["medics_and_mechanics", "probe_left", "probe_center", "probe_right"])
    wounded(game, "a_hurt", 3)
    game.apply("play medics_and_mechanics")
    game.apply("roll armor armor grenade flag")
    assert reasons(game.check("heal a_hurt")) == ['no_die_for("a_hurt")']
    assert "phase(draw)" in added(game.apply("pass heal"))


# ---- Overlord (lines 449, 472-485): two sides, the standard deck, wide sections --------------

OVERLORD = """game memoir44
map 26 x 9 coords doubled
default terrain clear
side allies bottom
side axis top
unit a_left {
  side allies
  type infantry
  at 16,6
}
unit g_one {
  side axis
  type infantry
  at 30,0
}
"""


def test_an_overlord_board_plays_the_standard_deck_with_its_wide_sections(tmp_path: Path):
    scn = tmp_path / "overlord.scn"
    scn.write_text(OVERLORD)
    setup = {**SETUP, "hands": {"allies": 2, "axis": 2}}
    game = open_game(scn, setup=setup)
    assert sum(deck(game).values()) == 60
    for card in ("probe_left", "probe_right", "attack_center", "probe_center"):
        game.apply(f"draw {card}")
    # Column 16 is in the left section of an Overlord board (0-17, line 449), not the centre.
    verdict = game.apply("play probe_left")
    assert verdict.legal and "overlord_two_sides" in {n for n, _ in verdict.assumptions.texts}
    assert game.apply("order a_left").legal


# ---- The orders question on these boards (lines 651-653, 449) ------------------------------


def test_ask_orders_on_a_breakthrough_board_adds_the_units_on_the_move():
    answer = open_scenario(Path(BREAKTHROUGH).read_text() + "ask orders recon_left allies\n").ask(
        "orders recon_left allies"
    )
    doc = answer.to_json()
    # Line 651: 1 unit in the section, 2 more on the move from any section.
    assert [(s["section"], s["limit"]["value"]) for s in doc["sections"]] == [("left", 1)]
    assert doc["on_the_move"]["value"] == 2 and doc["on_the_move"]["cite"]["locator"] == "line 674"
    assert "on the move: up to 2 more unit(s), from any section" in "\n".join(answer.text_lines())


def test_ask_orders_on_an_overlord_board_rests_on_the_two_sided_turn():
    text = OVERLORD + "ask orders probe_left allies\n"
    doc = open_scenario(text).ask("orders probe_left allies").to_json()
    assert [(s["section"], s["orders"]) for s in doc["sections"]] == [("left", 1)] and doc["on_the_move"] is None
    assert [a["name"] for a in doc["assumptions"]] == ["overlord_two_sides"]
    # Off, the sources give no turn for two sides there: nothing is ordered, and the note says why.
    off = open_scenario(text + "assume overlord_two_sides off\n").ask("orders probe_left allies").to_json()
    assert off["sections"] == [] and [n["term"] for n in off["notes"]] == ["overlord_turn"]


def test_a_position_with_a_unit_on_the_move_goes_through_the_service_and_back():
    # The client holds the position (docs/serve.md): on_the_move/1 is a fact it may hold.
    game = dealt(["recon_left", "probe_left", "probe_center", "probe_right"], AXIS_HAND, "play recon_left")
    game.apply("order_on_the_move a_inf3")
    body = {
        "scenario": Path(BREAKTHROUGH).read_text(),
        "setup": SETUP,
        "state": game.state.to_json(),
        "step": {"side": "allies", "do": "order_on_the_move a_inf2"},
    }
    reply = answer_request("step", body, Limits())
    assert reply.status == 200, reply.body
    assert json.loads(reply.body)["verdict"]["verdict"] == "legal"


def test_the_air_power_as_bombard_deck_option_swaps_each_air_power(tmp_path: Path):
    # memoir44-more-facts.md line 397: deck_name AIR_POWER_AS_ARTILLERY_BOMBARD_DECK makes every
    # Air Power an Artillery Bombard: 2 and 0 in the standard deck, 3 and 0 in Breakthrough's.
    # infantry_exit_counts_2 is an option play reads (line 401): nothing is named unplayed.
    hexes = [{"row": 6, "col": 12, "unit": {"name": "infus"}}, {"row": 2, "col": 12, "unit": {"name": "infger"}}]
    options = {"deck_name": "AIR_POWER_AS_ARTILLERY_BOMBARD_DECK", "infantry_exit_counts_2": True}
    for kind, bombards in (("STANDARD", 2), ("BRKTHRU", 3)):
        info = {"side_player1": "AXIS", "side_player2": "ALLIES", "options": options}
        path = tmp_path / f"{kind}.m44"
        path.write_text(json.dumps({"game_info": info, "board": {"type": kind, "face": "COUNTRY", "hexagons": hexes}}))
        game = open_game(path)
        cards = deck(game)
        assert (cards["artillery_bombard"], cards.get("air_power", 0)) == (bombards, 0)
        assert sum(cards.values()) == (60 if kind == "STANDARD" else 80) and game.rules.not_played == ()
        verdict = game.apply(game.legal()[0].step)
        assert "air_power_as_bombard" in {n for n, _ in verdict.assumptions.texts}
