"""The Assault card orders every unit in its section (memoir44-more-facts.md line 654; the
facts' line 98, corrected: "Assault ALL", not 4), on tests/data/play/crowded_left.scn: six
Allied units in the left section (doubled columns 0-7 seen from the bottom edge, facts line 15)
and one in the centre."""

from pyengine import open_scenario
from pyengine.api import answer_all, parse_ask
from tests.play_steps import played, reasons

BOARD = "tests/data/play/crowded_left.scn"
SETUP = {"victory": {"allies": 2, "axis": 2}, "hands": {"allies": 1, "axis": 1}, "first": "allies"}
LEFT = ["l1", "l2", "l3", "l4", "l5", "l6"]


def test_ask_orders_says_assault_left_orders_all_six():
    pos = open_scenario(BOARD).position
    [answer] = answer_all(pos, [parse_ask(pos, "ask orders assault_left allies", "<test>")])
    [left] = answer.sections
    assert left.orders == 6 and len(left.eligible) == 6
    cite = left.limit.cite
    assert (cite.rule, cite.source, cite.locator) == ("assault_all_units", "memoir44-more-facts.md", "line 654")
    assert [n.term for n in answer.notes] == ["all_units_in_section"]


def test_all_six_are_ordered_in_play_and_the_centre_unit_is_not():
    game = played(BOARD, SETUP, "draw assault_left", "draw probe_center", "play assault_left")
    for unit in LEFT:
        verdict = game.apply(f"order {unit}")
        assert verdict.legal, verdict.text_lines()
    assert reasons(game.check("order c1")) == ['outside_card("c1",assault_left)']
    assert game.apply("pass orders").legal


def test_an_attack_card_still_stops_at_three():
    game = played(BOARD, SETUP, "draw attack_left", "draw probe_center", "play attack_left")
    for unit in LEFT[:3]:
        assert game.apply(f"order {unit}").legal
    assert reasons(game.check("order l4")) == ["card_full(attack_left)"]
