"""Memoir '44 steps as numbers (pyengine/games/memoir44/play/codec.py, docs/ai.md) on the duel of
tests/data/play/duel.scn: each number below is worked out by hand from the layout in the
codec's docstring and the facts cited (memoir44-facts.md = facts)."""

import random
from fractions import Fraction

from pyengine.games.memoir44.play.codec import Memoir44Codec
from pyengine.play.game import draw_chance
from tests.games.memoir44.test_play_memoir44 import DEAL, TO_BATTLE, duel

# Facts lines 9-11: 13 hexes wide, 9 rows alternating 13 and 12: 113 hexes.
HEXES = 113


def codec_of(game) -> Memoir44Codec:
    return Memoir44Codec(game.rules)


def test_the_numbers_cover_hex_pairs_three_times_then_hexes_three_times_cards_and_passes():
    game = duel()
    codec = codec_of(game)
    cards = len(game.rules.cards)
    assert len(codec.hexes) == HEXES
    # The 30 kinds of card of the standard deck of 60 (memoir44-more-facts.md line 684: 15
    # section cards, 15 tactic cards), and 10 passes: orders, moves, battles, take_ground,
    # overrun, strikes, ambush, heal, battle_back, smoke.
    assert cards == 30
    # The hexes three times: a unit step, a unit ordered on the move (Breakthrough), a smoke
    # marker laid (the smoke_screen option).
    assert codec.num_actions == 3 * HEXES * HEXES + 3 * HEXES + cards + 10
    # Chance: a card drawn, a minefield's value 0-9, hits x flags for up to 9 dice, Their
    # Finest Hour's infantry x armor x stars for up to 13 dice, a Medics roll's 0-13 healed.
    assert codec.max_chance_outcomes == cards + 10 + 100 + 14**3 + 14


def test_a_card_played_is_its_place_among_the_cards_after_the_pairs_and_hexes():
    game = duel(*DEAL)
    codec = codec_of(game)
    first_card = 3 * HEXES * HEXES + 3 * HEXES
    number = codec.encode(game.state, game.step("play attack_center", "allies"))
    assert number == first_card + game.rules.cards.index("attack_center")
    assert codec.decode(game.state, number) == game.step("play attack_center", "allies")
    assert codec.decode(game.state, codec.num_actions - 10) == game.step("pass orders", "allies")


def test_a_move_is_its_units_hex_and_the_hex_it_goes_to_in_reading_order():
    game = duel(*DEAL, *TO_BATTLE[:4])
    codec = codec_of(game)
    # Reading order: row by row. a_tank stands on 10,6: row 6 (13 hexes, even) after rows 0-5
    # (3 x 13 + 3 x 12 = 75 hexes), its fifth hex (columns 0, 2, 4, 6, 8, 10: the sixth, index
    # 5); 11,5 is in row 5 after 3 x 13 + 2 x 12 = 63, columns 1, 3, ..., 11: index 5.
    start, to = 75 + 5, 63 + 5
    assert codec.encode(game.state, game.step("move a_tank 11,5", "allies")) == start * HEXES + to
    assert codec.decode(game.state, start * HEXES + to) == game.step("move a_tank 11,5", "allies")
    # The same number in another block is a retreat's, not a move's: it names nothing now.
    assert codec.decode(game.state, HEXES * HEXES + start * HEXES + to) is None
    # An empty hex's number names no unit.
    assert codec.decode(game.state, 3 * HEXES * HEXES + 0) is None


def test_every_legal_step_has_its_own_number_and_the_number_gives_it_back():
    rng = random.Random(7)
    game = duel()
    codec = codec_of(game)
    for _ in range(60):
        side = game.to_act()
        if side == "none":
            break
        if side == "chance":
            numbers = [n for n, _, _ in codec.chance_outcomes(game.state)]
            assert len(set(numbers)) == len(numbers)
            game.apply(draw_chance(game, rng))
            continue
        legal = [v.step for v in game.legal()]
        numbers = [codec.encode(game.state, s) for s in legal]
        assert len(set(numbers)) == len(numbers)
        assert all(0 <= n < codec.num_actions for n in numbers)
        assert [codec.decode(game.state, n) for n in numbers] == legal
        game.apply(rng.choice(legal))


def test_a_roll_is_numbered_by_its_hits_and_flags_with_its_exact_odds():
    game = duel(*DEAL, *TO_BATTLE, "battle a_tank g_inf")
    codec = codec_of(game)
    first_roll = len(game.rules.cards) + 10
    odds = {n: (s.words, p) for n, s, p in codec.chance_outcomes(game.state)}
    # Three dice against infantry: hits and flags with h + f <= 3, ten groups (facts lines
    # 20-21: infantry symbols and grenades hit, 3 faces of 6; a flag is 1 face).
    assert len(odds) == 10
    assert sum(p for _, p in odds.values()) == 1
    assert odds[first_roll + 0] == ("roll armor armor armor", Fraction(1, 27))
    words, p = odds[first_roll + 1 * 10 + 1]  # one hit, one flag, one miss
    assert words.split()[2] == "flag" and p == Fraction(6 * 3 * 1 * 2, 216)


def test_a_card_drawn_is_shown_to_the_hand_it_goes_to_and_a_roll_to_everyone():
    game = duel()
    verdict = game.check("draw attack_center")
    assert game.rules.secret_of(game.state, verdict) == "allies"
    game = duel(*DEAL, *TO_BATTLE, "battle a_tank g_inf")
    assert game.rules.secret_of(game.state, game.check("roll armor armor armor")) is None


def test_dealing_again_keeps_what_a_side_sees_and_changes_only_what_it_cannot():
    game = duel(*DEAL)
    codec = codec_of(game)
    seen = codec.observe(game.view("allies"), "allies")
    hands = set()
    for seed in range(20):
        other = codec.redeal(game.state, "allies", random.Random(seed))
        assert codec.observe(game.rules.view(other, "allies"), "allies") == seen
        assert {f for f in other.facts if f.startswith("hand(allies,")} == {
            f for f in game.state.facts if f.startswith("hand(allies,")
        }
        axis = sorted(f for f in other.facts if f.startswith("hand(axis,"))
        assert sum(int(f.rstrip(")").split(",")[-1]) for f in axis) == 2
        hands.add(tuple(axis))
    # The Axis hand is dealt from the 38 cards the Allies have not seen: it varies.
    assert len(hands) > 1


# ---- The tactic cards' steps (issue 70) on tests/data/play/tactics.scn -------------------
# Its units: g_inf1 on 13,5 (rows 0-4 hold 13 + 12 + 13 + 12 + 13 = 63 hexes; row 5 is odd,
# columns 1, 3, ..., so 13 is its seventh: 63 + 6 = 69); a_inf1 on 2,6 (rows 0-5: 75; 2 is the
# second of row 6's columns 0, 2, ...: 76).
UNITS = 3 * HEXES * HEXES
CARDS = 30  # the kinds of card of the standard deck: 15 section, 15 tactic


def tactics(allies: list[str], *steps: str):
    from tests.games.memoir44.test_play_tactics import AXIS_HAND, dealt

    return dealt(allies, AXIS_HAND, *steps)


def test_a_strike_and_a_heal_name_the_unit_on_a_hex_and_the_new_passes_follow_the_five():
    game = tactics(["air_power", "probe_left", "probe_center", "probe_right"])
    codec = codec_of(game)
    game.apply("play air_power")
    strike = game.step("strike g_inf1", "allies")
    assert codec.encode(game.state, strike) == UNITS + 69
    assert codec.decode(game.state, UNITS + 69) == strike
    passes = UNITS + 3 * HEXES + CARDS
    # The passes: orders, moves, battles, take_ground, overrun, then strikes (5), ambush (6),
    # heal (7), battle_back (8), smoke (9).
    assert codec.decode(game.state, passes + 5) == game.step("pass strikes", "allies")
    assert codec.num_actions == passes + 10


def test_their_finest_hours_roll_is_numbered_by_infantry_armor_and_stars():
    game = tactics(["their_finest_hour", "probe_left", "probe_center", "probe_right"])
    codec = codec_of(game)
    game.apply("play their_finest_hour")
    numbers = {step.words: n for n, step, _ in codec.chance_outcomes(game.state)}
    # After the cards (30), the minefield values (10) and hits x flags (100): 140; then
    # (infantry x 14 + armor) x 14 + stars; the other faces shown as flags.
    assert numbers["roll infantry armor star flag"] == 140 + (1 * 14 + 1) * 14 + 1
    assert numbers["roll infantry infantry infantry infantry"] == 140 + 4 * 14 * 14
    assert sum(p for _, _, p in codec.chance_outcomes(game.state)) == 1


def test_the_observation_shows_the_tactic_cards_in_ones_own_hand_and_not_the_others():
    # The Allies hold Air Power; the Axis hand (Recon Left, Probe Center, Attack Center, Probe
    # Left) is seen as its size only. The globals end with seven counts a card: the hand first
    # (the last, the card under one's commissar chip).
    game = tactics(["air_power", "probe_left", "probe_center", "probe_right"])
    codec = codec_of(game)
    hand_at = codec.observation_size - 7 * CARDS
    allies = codec.observe(game.view("allies"), "allies")
    axis = codec.observe(game.view("axis"), "axis")
    air_power = game.rules.cards.index("air_power")
    assert allies[hand_at + air_power] == 1 and axis[hand_at + air_power] == 0
    assert axis[hand_at + game.rules.cards.index("recon_left")] == 1
    assert allies[hand_at + game.rules.cards.index("recon_left")] == 0


def test_a_unit_ordered_on_the_move_has_the_second_block_of_hexes():
    from tests.games.memoir44.test_play_breakthrough import dealt

    game = dealt(["recon_left", "probe_left", "probe_center", "probe_right"], ["probe_left"] * 4, "play recon_left")
    codec = codec_of(game)
    hexes = len(codec.hexes)  # 13 x 17 rows: 9 x 13 + 8 x 12 = 213 (memoir44-more-facts.md line 448)
    step = game.step("order_on_the_move a_inf3", "allies")
    number = codec.encode(game.state, step)
    assert hexes == 213 and 3 * hexes * hexes + hexes <= number < 3 * hexes * hexes + 2 * hexes
    assert codec.decode(game.state, number) == step
    # The same hex in the first block is a plain order.
    assert codec.decode(game.state, number - hexes) == game.step("order a_inf3", "allies")


def test_a_smoke_marker_is_its_hex_in_the_third_block_of_hexes():
    # The third block of one number a hex (docs/ai.md, "The action encoding"): smoke HEX.
    from tests.games.memoir44.test_play_smoke import DEAL, SETUP, SMOKE
    from tests.play_steps import played

    game = played(SMOKE, SETUP, *DEAL)
    codec = codec_of(game)
    smoke = game.step("smoke 11,5", "axis")
    # 11,5: row 5 after 3 x 13 + 2 x 12 = 63 hexes, columns 1, 3, 5, 7, 9, 11: index 5.
    assert codec.encode(game.state, smoke) == 3 * HEXES * HEXES + 2 * HEXES + 63 + 5
    assert codec.decode(game.state, 3 * HEXES * HEXES + 2 * HEXES + 63 + 5) == smoke
