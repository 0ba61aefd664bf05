"""The Russian commissar (memoir44-expansion-facts.md lines 543-551) on
tests/data/play/commissar.scn, the Allies under `assume commissar_allies on`: their next card
waits face down under the commissar chip."""

from tests.play_steps import added, played, reasons, removed

COMMISSAR = "tests/data/play/commissar.scn"
SETUP = {"victory": {"allies": 6, "axis": 6}, "hands": {"allies": 3, "axis": 2}, "first": "allies"}
DEAL = ["draw probe_left", "draw attack_center", "draw ambush", "draw probe_right", "draw recon_right"]
# The first Allied turn puts attack_center under the chip; the Axis turn (a Recon: two drawn,
# one kept) leaves the Allies holding ambush and recon_left.
TWO_TURNS = [
    *DEAL,
    "play probe_left",
    "keep attack_center",
    "pass orders",
    "pass moves",
    "pass battles",
    "draw recon_left",
    "play recon_right",
    "pass orders",
    "pass moves",
    "pass battles",
    "draw probe_center",
    "draw attack_left",
    "keep probe_center",
]


def test_the_first_play_puts_a_card_under_the_chip_but_never_ambush():
    game = played(COMMISSAR, SETUP, *DEAL)
    first = game.apply("play probe_left")
    # Line 545 (assumption commissar_first_turn_free): after the first play, a card goes under
    # the chip; line 546: never Ambush.
    assert "phase(commissar)" in added(first)
    assert "commissar_first_turn_free" in {a for c in first.changes for a in c.cite.assumptions}
    assert reasons(game.check("keep ambush")) == ["ambush_not_under_chip"]
    placed = game.apply("keep attack_center")
    assert {"commissar(allies,attack_center)", "phase(order)"} <= added(placed)


def test_the_card_under_the_chip_is_played_and_a_new_one_goes_under():
    game = played(COMMISSAR, SETUP, *TWO_TURNS)
    # Line 546: the chip's card is the card to play; line 548: a Recon may be played from the
    # hand instead; any other card of the hand may not.
    assert [s.step.action.card for s in game.legal()] == ["attack_center", "recon_left"]
    played_card = game.apply("play attack_center")
    assert {"played(attack_center)", "phase(commissar)"} <= added(played_card)
    assert "commissar(allies,attack_center)" in removed(played_card)
    assert game.apply("keep recon_left").legal


def test_a_recon_from_the_hand_leaves_the_chip_as_it_is():
    game = played(COMMISSAR, SETUP, *TWO_TURNS)
    verdict = game.apply("play recon_left")
    # Line 548: the card under the chip stays; the Recon orders as usual.
    assert "phase(order)" in added(verdict) and "commissar(allies,attack_center)" in game.state.facts


def test_the_other_side_never_sees_the_card_under_the_chip():
    game = played(COMMISSAR, SETUP, *TWO_TURNS)
    assert "commissar(allies,attack_center)" in game.rules.view(game.state, "allies").facts
    assert not any(f.startswith("commissar(") for f in game.rules.view(game.state, "axis").facts)
