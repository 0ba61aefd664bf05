"""The tactic cards in play (issue 70; docs/play.md "The tactic cards") on
tests/data/play/tactics.scn: every verdict below is derived by hand from the line of
memoir44-more-facts.md ("more facts") that states the card's effect, §6 "What each card orders"
(lines 658-672), and the draw rules (lines 694-700).

The board, from the Allies' (bottom) edge: a_inf1 on 2,6 (left), a_inf2 on 12,6, a_tank on 8,6
and a_art on 12,8 (centre), a_inf3 on the ford 20,6 (right). The Axis: g_inf1 on 13,5 (next to
a_inf2), then g_inf2 15,5, g_tank 17,5, g_inf3 19,5, g_inf4 21,5, each next to the one before,
and g_far alone on 2,0. Each side needs 6 medals and holds 4 cards; the Allies play first."""

from dataclasses import replace
from pathlib import Path

import clingo

from pyengine.games.memoir44 import kb_rows as k
from pyengine.kb_terms import Term, term
from pyengine.play.game import OpenGame
from tests.play_steps import added, outcomes, played, reasons, wounded

TACTICS = "tests/data/play/tactics.scn"
SETUP = {"victory": {"allies": 6, "axis": 6}, "hands": {"allies": 4, "axis": 4}, "first": "allies"}
AXIS_HAND = ["recon_left", "probe_center", "attack_center", "probe_left"]


def dealt(allies: list[str], axis: list[str] = AXIS_HAND, *steps: str) -> OpenGame:
    """The game once the Allies are dealt ``allies`` and the Axis ``axis`` (the first player's
    hand first, more facts line 691), then ``steps``."""
    return played(TACTICS, SETUP, *(f"draw {c}" for c in allies + axis), *steps)


def legal_words(game: OpenGame) -> list[str]:
    return [v.step.words for v in game.legal()]


# ---- Orders (lines 660-671) ------------------------------------------------------------


def test_direct_from_hq_orders_any_4_units_anywhere():
    game = dealt(["direct_from_hq", "probe_left", "probe_center", "probe_right"])
    game.apply("play direct_from_hq")
    for unit in ("a_inf1", "a_inf3", "a_tank", "a_art"):  # three sections, four types
        assert game.apply(f"order {unit}").legal
    assert reasons(game.check("order a_inf2")) == ["card_full(direct_from_hq)"]


def test_firefight_orders_no_unit_with_an_enemy_next_to_it_and_adds_a_die_without_a_move():
    game = dealt(["firefight", "probe_left", "probe_center", "probe_right"], AXIS_HAND, "play firefight")
    # a_inf2 stands next to g_inf1 (line 668: units not adjacent to an enemy).
    assert reasons(game.check("order a_inf2")) == ['outside_card("a_inf2",firefight)']
    for words in ("order a_art", "order a_tank", "pass orders"):
        game.apply(words)
    # No movement (line 668): the card's move limit is 0.
    assert reasons(game.check("move a_tank 8,4")) == ['cannot_reach("a_tank",h(2,4))']
    game.apply("pass moves")
    # a_art on 12,8 fires at g_inf1 on 13,5, 3 hexes away: 2 dice (memoir44-facts.md line 24)
    # and Firefight's 1 more.
    assert 'pending(battle_roll("a_art","g_inf1",3,fire))' in added(game.check("battle a_art g_inf1"))


def test_close_assault_orders_only_infantry_and_armor_next_to_an_enemy():
    game = dealt(["close_assault", "probe_left", "probe_center", "probe_right"], AXIS_HAND, "play close_assault")
    assert game.check("order a_inf2").legal
    assert reasons(game.check("order a_tank")) == ['outside_card("a_tank",close_assault)']
    for words in ("order a_inf2", "pass orders", "pass moves"):
        game.apply(words)
    # Line 664: adjacent targets only, +1 die: infantry at range 1 rolls 3 (facts line 24), 4.
    assert 'pending(battle_roll("a_inf2","g_inf1",4,close_assault))' in added(game.check("battle a_inf2 g_inf1"))


def test_move_out_orders_4_infantry_and_armor_assault_falls_back_to_1_unit_of_any_type():
    game = dealt(["move_out", "probe_left", "probe_center", "probe_right"], AXIS_HAND, "play move_out")
    assert reasons(game.check("order a_tank")) == ['outside_card("a_tank",move_out)']
    assert game.check("order a_inf3").legal
    # The Allies have one armor unit: Armor Assault orders it (line 660), and only it.
    game = dealt(["armor_assault", "probe_left", "probe_center", "probe_right"], AXIS_HAND, "play armor_assault")
    assert game.check("order a_tank").legal
    assert reasons(game.check("order a_inf1")) == ['outside_card("a_inf1",armor_assault)']


def test_infantry_assault_orders_the_infantry_of_one_section_only():
    game = dealt(["infantry_assault", "probe_left", "probe_center", "probe_right"], AXIS_HAND, "play infantry_assault")
    game.apply("order a_inf2")
    # Line 669: all infantry in 1 chosen section; a_inf1 stands in the left, a_inf2 in the centre.
    assert reasons(game.check("order a_inf1")) == ["one_section(infantry_assault)"]
    assert reasons(game.check("order a_tank")) == ['outside_card("a_tank",infantry_assault)']


# ---- Air Power and Barrage (lines 658, 662, 756) -----------------------------------------


def test_air_power_chains_4_adjacent_targets_and_rolls_2_dice_each_for_the_allies():
    game = dealt(["air_power", "probe_left", "probe_center", "probe_right"], AXIS_HAND, "play air_power")
    assert game.apply("strike g_inf1").legal
    # Each target next to the one chosen just before it (line 756).
    assert reasons(game.check("strike g_far")) == ['not_in_chain("g_far","g_inf1")']
    assert reasons(game.check("strike g_inf1")) == ['chosen_already("g_inf1")']
    assert reasons(game.check("strike a_inf2")) == ['not_an_enemy("a_inf2")']
    for target in ("g_inf2", "g_tank"):
        game.apply(f"strike {target}")
    fourth = game.apply("strike g_inf3")
    # The fourth target starts the rolls at the first: 2 dice for the Allies; the unit symbol,
    # grenades and stars hit (line 658).
    assert 'pending(battle_roll(air_power,"g_inf1",2,strike))' in added(fourth)
    assert {"scoring(infantry)", "scoring(grenade)", "scoring(star)"} <= added(fourth)
    assert game.to_act() == "chance"
    assert sum(p for _, p in game.chance_outcomes()) == 1
    flag = game.apply("roll flag star")
    assert outcomes(flag)[:2] == ['hits("g_inf1",1)', 'flags_rolled("g_inf1",1)']
    # Its flags may not be ignored (line 658).
    assert "flags_not_ignored(air_power)" in reasons(game.check("retreat g_inf1 13,5 ignore 1"))
    back = game.apply("retreat g_inf1 12,4")
    assert back.legal
    # The next target chosen is rolled at next.
    assert 'pending(battle_roll(air_power,"g_inf2",2,strike))' in added(back)


def test_barrage_rolls_4_dice_at_one_target_without_stars():
    game = dealt(["barrage", "probe_left", "probe_center", "probe_right"], AXIS_HAND, "play barrage")
    verdict = game.apply("strike g_far")
    assert 'pending(battle_roll(barrage,"g_far",4,strike))' in added(verdict)
    assert {"scoring(infantry)", "scoring(grenade)"} <= added(verdict) and "scoring(star)" not in added(verdict)
    # One target only: the roll ends the card's use (turn_end.lp), the card goes to the discard.
    done = game.apply("roll flag flag star star")
    retreat = legal_words(game)
    assert outcomes(done)[:2] == ['hits("g_far",0)', 'flags_rolled("g_far",2)'] and retreat


# ---- Dig In (line 666) -----------------------------------------------------------------


def test_dig_in_puts_sandbags_under_its_infantry_but_not_on_a_ford_and_goes_to_the_draw():
    game = dealt(["dig_in", "probe_left", "probe_center", "probe_right"], AXIS_HAND, "play dig_in")
    for unit in ("a_inf1", "a_inf2", "a_inf3"):
        game.apply(f"order {unit}")
    verdict = game.apply("pass orders")
    placed = {f for f in added(verdict) if f.startswith("obstacle_placed(")}
    # Axial hexes: 2,6 is h(-2,6) and 12,6 is h(3,6) ((col - row) / 2, row).
    assert placed == {"obstacle_placed(h(-2,6),sandbags)", "obstacle_placed(h(3,6),sandbags)"}
    assert outcomes(verdict) == ['dug_in("a_inf1")', 'dug_in("a_inf2")']
    assert {"phase(draw)", "pending(draws(1))", "last_played(allies,dig_in)", "discard(dig_in,1)"} <= added(verdict)


# ---- Counter-Attack (line 665) -----------------------------------------------------------


def test_counter_attack_plays_the_opponents_last_card_mirrored_and_draws_as_it():
    game = dealt(["counter_attack", "recon_left", "probe_center", "probe_right"], ["counter_attack", *AXIS_HAND[1:]])
    # The Axis has played nothing yet: nothing to copy.
    assert reasons(game.check("play counter_attack")) == ["nothing_to_copy"]
    for words in ("play recon_left", "order a_inf1", "pass orders", "pass moves", "pass battles"):
        game.apply(words)
    for words in ("draw probe_left", "draw attack_left", "keep probe_left"):
        game.apply(words)
    assert "last_played(allies,recon_left)" in game.state.facts
    game.apply("play counter_attack")
    # The Allies' Recon Left is the Axis' Recon Right: g_far, on the Allies' left, is on the
    # Axis right (facts line 15, seen from the top edge), g_inf1 in its centre.
    assert game.check("order g_far").legal
    assert reasons(game.check("order g_inf1")) == ['outside_card("g_inf1",counter_attack)']
    for words in ("order g_far", "pass orders", "pass moves"):
        game.apply(words)
    ended = game.apply("pass battles")
    # Copying Recon draws 2 (line 698); the card kept as last played is the copy.
    assert {"pending(draws(2))", "last_played(axis,recon_right)", "discard(counter_attack,1)"} <= added(ended)


# ---- Their Finest Hour (line 672) --------------------------------------------------------


def test_their_finest_hour_rolls_a_die_per_card_held_and_orders_by_symbol():
    game = dealt(["their_finest_hour", "probe_left", "probe_center", "probe_right"])
    verdict = game.apply("play their_finest_hour")
    # Four cards held, the card itself among them (assumption finest_hour_counts_this_card).
    assert "pending(order_roll(4))" in added(verdict)
    outcomes_now = game.chance_outcomes()
    # Every (infantry, armor, star, other) split of 4 dice: C(7,3) = 35, summing to 1.
    assert len(outcomes_now) == 35 and sum(p for _, p in outcomes_now) == 1
    rolled = game.apply("roll infantry armor star flag")
    assert outcomes(rolled) == ["orders_rolled(1,1,1)"] and "pending(order_slots(1,1,1))" in added(rolled)
    for unit in ("a_inf1", "a_tank", "a_art"):  # the artillery by the star
        assert game.apply(f"order {unit}").legal
    assert reasons(game.check("order a_inf2")) == ["card_full(their_finest_hour)"]


def test_their_finest_hours_discard_goes_back_into_the_deck_before_the_draw():
    game = dealt(["their_finest_hour", "probe_left", "probe_center", "probe_right"])
    for words in ("play their_finest_hour", "roll flag flag flag flag", "pass orders", "pass moves"):
        game.apply(words)
    ended = game.apply("pass battles")
    assert "deck_reshuffled" in outcomes(ended)
    assert "deck(their_finest_hour,1)" in added(ended) and not any(f.startswith("discard(") for f in added(ended))


# ---- Medics & Mechanics (line 670) -------------------------------------------------------


def test_medics_roll_a_die_per_card_and_a_healed_unit_is_ordered():
    game = dealt(["medics_and_mechanics", "probe_left", "probe_center", "probe_right"])
    wounded(game, "a_inf1", 2)
    game.apply("play medics_and_mechanics")
    assert reasons(game.check("heal a_inf2")) == ['not_wounded("a_inf2")']
    verdict = game.apply("heal a_inf1")
    # Three cards left in hand, and this one: 4 dice; infantry symbols and stars heal.
    assert 'pending(heal_roll("a_inf1",4))' in added(verdict)
    assert sum(p for _, p in game.chance_outcomes()) == 1
    healed = game.apply("roll infantry star star flag")
    # Three figures rolled back, but a_inf1 started with 4: it gets 2.
    assert outcomes(healed) == ['healed("a_inf1",2)']
    assert {'unit_figures("a_inf1",4)', 'ordered("a_inf1")', "phase(move)"} <= added(healed)


def test_a_medics_roll_that_heals_nothing_ends_the_card():
    game = dealt(["medics_and_mechanics", "probe_left", "probe_center", "probe_right"])
    wounded(game, "a_art", 1)
    for words in ("play medics_and_mechanics", "heal a_art"):
        game.apply(words)
    # Artillery has no face of its own: only stars heal it (line 670).
    nothing = game.apply("roll infantry infantry armor grenade")
    assert outcomes(nothing) == ['healed("a_art",0)'] and "phase(draw)" in added(nothing)


# ---- Ambush (lines 705-713) --------------------------------------------------------------


def to_assault(axis_hand: list[str]) -> OpenGame:
    """The Allies about to close assault g_inf1 with a_inf2 (Probe Center)."""
    steps = ("play probe_center", "order a_inf2", "pass orders", "pass moves")
    return dealt(["probe_center", "probe_left", "probe_right", "recon_left"], axis_hand, *steps)


def test_ambush_is_the_defenders_answer_and_its_roll_comes_first():
    game = to_assault(["ambush", *AXIS_HAND[1:]])
    battle = game.apply("battle a_inf2 g_inf1")
    assert 'pending(ambush_due("g_inf1","a_inf2"))' in added(battle) and game.to_act() == "axis"
    assert sorted(legal_words(game)) == ["pass ambush", "play ambush"]
    ambush = game.apply("play ambush")
    # g_inf1 rolls its own 3 dice at range 1 against a_inf2 first.
    assert {'pending(battle_roll("g_inf1","a_inf2",3,ambush))', "ambushed(axis)"} <= added(ambush)
    # Three hits eliminate a_inf2 (4 figures less 3 leave 1: not eliminated); its battle waits.
    survived = game.apply("roll infantry grenade armor")
    assert outcomes(survived)[:1] == ['hits("a_inf2",2)']
    assert 'pending(battle_roll("a_inf2","g_inf1",3,close_assault))' in added(survived)


def test_an_ambush_that_sends_the_attacker_back_cancels_its_battle():
    game = to_assault(["ambush", *AXIS_HAND[1:]])
    for words in ("battle a_inf2 g_inf1", "play ambush"):
        game.apply(words)
    game.apply("roll flag star star")
    back = game.apply(legal_words(game)[0])
    assert outcomes(back)[-1] == 'battle_cancelled("a_inf2")' and "phase(battle)" in added(back)


def test_no_ambush_is_offered_to_a_side_that_does_not_hold_it():
    game = to_assault(AXIS_HAND)
    battle = game.apply("battle a_inf2 g_inf1")
    assert "phase(roll)" in added(battle) and game.to_act() == "chance"


# ---- Artillery Bombard and Behind Enemy Lines (lines 661, 663) --------------------------


def test_artillery_bombard_lets_unmoved_artillery_battle_twice():
    steps = ("play artillery_bombard", "order a_art", "pass orders", "pass moves")
    game = dealt(["artillery_bombard", "probe_left", "probe_center", "probe_right"], AXIS_HAND, *steps)
    # a_art on 12,8 fires at g_inf1 on 13,5, 3 hexes away: 2 dice (facts line 24).
    for words in ("battle a_art g_inf1", "roll armor armor"):
        game.apply(words)
    again = game.apply("battle a_art g_inf1")
    assert 'battled_twice("a_art")' in added(again)
    game.apply("roll armor armor")
    assert reasons(game.check("battle a_art g_inf1")) == ['battled_already("a_art")']


def test_behind_enemy_lines_moves_3_through_a_forest_battles_at_1_more_and_moves_again():
    steps = ("play behind_enemy_lines", "order a_inf1", "pass orders")
    game = dealt(["behind_enemy_lines", "probe_left", "probe_center", "probe_right"], AXIS_HAND, *steps)
    # 2,6 to 5,3 is 3 hexes, the only way through the forest on 4,4, which stops a unit that
    # enters it (facts line 52) and infantry moves 2 (line 37): the card moves it 3, ignoring
    # the stop.
    assert game.apply("move a_inf1 5,3").legal
    game.apply("pass moves")
    # g_far on 2,0 is 3 hexes away: infantry rolls 1 die there (facts line 24), and 1 more.
    assert 'pending(battle_roll("a_inf1","g_far",2,fire))' in added(game.apply("battle a_inf1 g_far"))
    game.apply("roll armor armor")
    assert "phase(move_again)" in added(game.apply("pass battles"))
    assert 'moved_again("a_inf1")' in added(game.apply("move a_inf1 6,4"))
    assert reasons(game.check("move a_inf1 7,5")) == ['moved_again_already("a_inf1")']
    assert "phase(draw)" in added(game.apply("pass moves"))


# ---- British battle back (memoir44-expansion-facts.md lines 555-558) ---------------------


def test_a_british_unit_left_with_1_figure_may_battle_back_with_1_die():
    allies_turn = ("play probe_left", "pass orders", "pass moves", "pass battles", "draw attack_left")
    axis_turn = ("play probe_center", "order g_inf1", "pass orders", "pass moves", "battle g_inf1 a_inf2")
    game = played(
        TACTICS,
        SETUP,
        *(f"draw {c}" for c in ["probe_left", "probe_center", "probe_right", "recon_left", *AXIS_HAND]),
        *allies_turn,
        *axis_turn,
        options={"british_commonwealth": True},
    )
    # g_inf1's 3 dice at range 1: three hits leave a_inf2 1 of its 4 figures, no flag.
    rolled = game.apply("roll infantry infantry grenade")
    assert 'pending(back_due("a_inf2","g_inf1"))' in added(rolled) and game.to_act() == "allies"
    assert sorted(legal_words(game)) == ["battle a_inf2 g_inf1", "pass battle_back"]
    back = game.apply("battle a_inf2 g_inf1")
    assert 'pending(battle_roll("a_inf2","g_inf1",1,back_roll))' in added(back)


# ---- Counter-Attack of every card (line 665) ---------------------------------------------

SECTION_KINDS = ("recon", "probe", "attack", "assault")


def mirrored(card: str) -> str:
    """Line 665: section cards are mirrored left and right; any other card is itself."""
    kind, _, section = card.rpartition("_")
    if kind in SECTION_KINDS and section in ("left", "right"):
        return f"{kind}_{'right' if section == 'left' else 'left'}"
    return card


def holding(game: OpenGame, card: str, last: str) -> OpenGame:
    """The Allies about to play with ``card`` in hand, the Axis' last card ``last``."""
    old = {f for f in game.state.facts if f.startswith("hand(allies,")}
    state = game.state.changed(old, [f"hand(allies,{card},1)", f"last_played(axis,{last})"])
    return replace(game, state=state, history=[])


def after_play(game: OpenGame, card: str) -> tuple[set[str], list[str], list[str]]:
    """What playing ``card`` adds (its name and the hand aside), then the legal steps and chance
    outcomes of the position it leads to."""
    verdict = game.apply(f"play {card}")
    assert verdict.legal, verdict.text_lines()
    changed = {f for f in added(verdict) if not f.startswith(("played(", "hand("))}
    chances = [s.words for s, _ in game.chance_outcomes()] if game.to_act() == "chance" else []
    return changed, sorted(legal_words(game)), chances


def test_a_counter_attack_of_every_card_plays_as_that_card_mirrored():
    start = dealt(["counter_attack", "probe_left", "probe_center", "probe_right"])
    copied = [c for c in start.rules.cards if c not in ("counter_attack", "ambush")]
    assert len(copied) == 28  # 15 section cards and 13 tactic cards
    for card in copied:
        counter = after_play(holding(start, "counter_attack", card), "counter_attack")
        direct = after_play(holding(start, mirrored(card), card), mirrored(card))
        assert counter == direct, card


# ---- card_changes/2 names exactly the cards card_effects.lp acts on ----------------------

KB = Path(__file__).resolve().parents[3] / "kb" / "memoir44"
# A mover and attacker of each class, an enemy next to each and one 2 hexes away.
PROBE = """unit_class(i, infantry). unit_class(a, armor). unit_class(r, artillery).
mover(i). mover(a). mover(r). attacker(i). attacker(a). attacker(r).
range(U, e, 1) :- attacker(U). range(U, f, 2) :- attacker(U)."""
MOVES = ("card_move", "card_no_stops", "card_battle_after")
BATTLE = ("card_die", "card_cannot", "card_barred")


def model(program: str) -> list[Term]:
    ctl = clingo.Control(["--warn=none"])
    for name in ("cards.lp", "terrain.lp", "board.lp", "card_effects.lp"):
        ctl.load(str(KB / name))
    ctl.add("base", [], program)
    ctl.ground([("base", [])])
    found: list[Term] = []
    ctl.solve(on_model=lambda m: found.extend(term(str(s)) for s in m.symbols(atoms=True)))
    return found


def test_card_changes_names_every_card_whose_effects_change_the_moves_or_the_battle():
    tables = model("")
    cards = {str(r.card) for r in k.TacticCard.of(tables)}
    listed = {(str(r.card), str(r.question)) for r in k.CardChanges.of(tables)}
    derived = set()
    for card in cards:
        names = {s.name for s in model(f"in_force({card}). {PROBE}")}
        derived |= {(card, "moves") for name in MOVES if name in names}
        derived |= {(card, "battle") for name in (*MOVES, *BATTLE) if name in names}
    assert listed == derived
