"""The North African desert rules in play (memoir44-expansion-facts.md line 567: armor that takes
ground may move 1 more hex before its overrun battle) on tests/data/play/desert.scn: the Allied
armor t1 at 12,6, the Axis g1 at 12,4, g2 at 15,3, a forest at 11,3."""

from tests.play_steps import added, played, reasons, removed

DESERT = "tests/data/play/desert.scn"
SETUP = {"victory": {"allies": 6, "axis": 6}, "hands": {"allies": 2, "axis": 2}, "first": "allies"}
DEAL = ["draw attack_center", "draw probe_left", "draw attack_center", "draw probe_right"]
# t1 moves next to g1 and close-assaults it; 3 flags send g1 back 3 hexes (memoir44-facts.md
# lines 87-89), and t1 takes the ground it left, 12,4 (line 92).
TO_GROUND = [
    *DEAL,
    "play attack_center",
    "order t1",
    "pass orders",
    "move t1 13,5",
    "pass moves",
    "battle t1 g1",
    "roll flag flag flag",
    "retreat g1 13,1",
]


def test_armor_that_took_ground_may_move_one_hex_more_before_its_overrun():
    game = played(DESERT, SETUP, *TO_GROUND)
    taken = game.apply("take_ground t1")
    assert {'pending(desert_move_due("t1"))', 'pending(overrun_due("t1"))'} <= added(taken)
    assert "north_african_desert" in {a for c in taken.changes for a in c.cite.assumptions}
    # One hex: 14,2 is two away from 12,4.
    assert reasons(game.check("move t1 14,2")) == ['cannot_reach("t1",h(6,2))']
    moved = game.apply("move t1 13,3")
    assert 'unit_at("t1",h(5,3))' in added(moved)
    # Once: a second move is refused; the overrun then battles g2, next to it at 15,3.
    assert reasons(game.check("move t1 14,4")) == ['no_desert_move("t1")']
    assert 'pending(battle_roll("t1","g2",3,close_assault))' in added(game.apply("battle t1 g2"))


def test_the_desert_move_into_a_forest_bars_the_overrun():
    # Entering a forest bars battling that turn (memoir44-facts.md line 49).
    game = played(DESERT, SETUP, *TO_GROUND, "take_ground t1", "move t1 11,3")
    assert "not_a_target" in reasons(game.check("battle t1 g1"))[0]


def test_battling_at_once_gives_up_the_desert_move():
    game = played(DESERT, SETUP, *TO_GROUND, "take_ground t1")
    verdict = game.apply("battle t1 g1")
    assert 'pending(desert_move_due("t1"))' in removed(verdict)
