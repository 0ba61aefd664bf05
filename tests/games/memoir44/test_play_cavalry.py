"""Cavalry in play (memoir44-more-facts.md line 267: it takes ground "up to 2 times, with overrun
like armor") on tests/data/play/cavalry.scn: the Allied cavalry c1 on 12,6; the Axis g1 (1
figure) on 13,5 next to it, g2 (1 figure) on 14,4 next to g1's hex, and g3 far off."""

from tests.play_steps import outcomes, played

CAVALRY = "tests/data/play/cavalry.scn"
SETUP = {"victory": {"allies": 6, "axis": 6}, "hands": {"allies": 2, "axis": 2}, "first": "allies"}
DEAL = ["draw attack_center", "draw probe_left", "draw probe_center", "draw probe_right"]
ASSAULT = ["play attack_center", "order c1", "pass orders", "pass moves", "battle c1 g1"]


def legal(game) -> list[str]:
    return [v.step.words for v in game.legal()]


def test_cavalry_takes_ground_overruns_and_takes_ground_again():
    game = played(CAVALRY, SETUP, *DEAL, *ASSAULT)
    # Cavalry rolls 2 dice at range 1 (line 267); an infantry symbol eliminates g1's 1 figure.
    assert 'unit_eliminated("g1")' in outcomes(game.apply("roll infantry flag"))
    assert legal(game) == ["take_ground c1", "pass take_ground"]
    game.apply("take_ground c1")
    # Overrun like armor (memoir44-facts.md line 94): it may battle once more.
    assert legal(game) == ["battle c1 g2", "pass overrun"]
    game.apply("battle c1 g2")
    assert 'unit_eliminated("g2")' in outcomes(game.apply("roll infantry flag"))
    # And it takes ground a second time (line 267: up to 2 times).
    assert legal(game) == ["take_ground c1", "pass take_ground"]
    assert game.apply("take_ground c1").legal and 'unit_at("c1",h(5,4))' in game.state.facts
