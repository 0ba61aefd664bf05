"""A hospital in play (memoir44-more-facts.md lines 230-235; kb/memoir44/turn_hospital.lp) on
tests/data/play/hospital.scn: the Allies a1 in the hospital at 12,6 and a2 on 10,6 beside it;
the Axis g1 far off at 12,0. Each side needs 6 medals and holds 2 cards."""

from fractions import Fraction

from tests.play_steps import added, outcomes, played, reasons, wounded

HOSPITAL = "tests/data/play/hospital.scn"
SETUP = {"victory": {"allies": 6, "axis": 6}, "hands": {"allies": 2, "axis": 2}, "first": "allies"}
DEAL = ["draw attack_center", "draw probe_left", "draw probe_center", "draw probe_right"]


def ordered(*steps: str):
    game = played(HOSPITAL, SETUP, *DEAL)
    wounded(game, "a1", 1)
    wounded(game, "a2", 1)
    for words in ("play attack_center", "order a1", "order a2", "pass orders", *steps):
        assert game.apply(words).legal, words
    return game


def test_a_wounded_unit_in_a_hospital_heals_instead_of_moving():
    game = ordered()
    # Line 231: a2 is not in the hospital.
    assert reasons(game.check("heal a2")) == ['no_heal_here("a2")']
    verdict = game.apply("heal a1")
    # Line 233: 6 dice, each infantry symbol or star returning a figure; the unit is spent.
    assert {'pending(heal_roll("a1",6))', "scoring(infantry)", "scoring(star)", 'battled("a1")'} <= added(verdict)
    assert sum(p for _, p in game.chance_outcomes()) == 1
    # The die has 2 infantry faces and 1 star of 6 (memoir44-facts.md "Battle dice"): no heal is
    # (3/6)^6; the outcomes are the figures healed, 0 to 6.
    odds = {sum(f in ("infantry", "star") for f in s.words.split()[1:]): p for s, p in game.chance_outcomes()}
    assert odds[0] == Fraction(1, 64) and sorted(odds) == list(range(7))
    healed = game.apply("roll infantry star star flag grenade armor")
    # 3 figures rolled back, up to its 4 (memoir44-facts.md: infantry has 4 figures).
    assert outcomes(healed) == ['healed("a1",3)'] and "phase(move)" in added(healed)
    # Spent: it neither moves nor battles; the moves go on for a2.
    assert reasons(game.check("move a1 12,4")) == ['moved_already("a1")']
    assert game.apply("move a2 10,4").legal


def test_a_unit_that_moved_may_not_heal():
    game = ordered("move a1 12,4")
    assert "moved_already" in " ".join(reasons(game.check("heal a1")))
