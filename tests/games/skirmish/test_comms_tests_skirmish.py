"""`ask comms` (COMMUNICATIONS, 003 lines 114-121), `ask test` (TESTS, lines 209-218, and
line 108) and `ask chips` (line 6), worked by hand."""

from fractions import Fraction

import pytest

from tests.skirmish_table import answer, unit


def comms(a_extra: str, b_at: str, b_extra: str = "", body: str = "") -> dict:
    return answer(
        body + unit("a", "allies", "infantry", "10,10", a_extra) + unit("b", "allies", "infantry", b_at, b_extra),
        "comms a b",
    )


def channel(ans: dict, relation: str) -> dict:
    return next(c for c in ans["channels"] if c["relation"] == relation)


def test_same_platoon_direct_reaches_32_cm():
    # Line 118: 32 cm with a direct sight line; exactly 32 counts.
    ans = comms("platoon p", "42,10", "platoon p")
    assert ans["verdict"] == "through" and channel(ans, "same_platoon")["comparison"] == "eq"
    assert channel(ans, "same_platoon")["limit"]["cite"]["locator"] == "line 118"
    assert comms("platoon p", "42.5,10", "platoon p")["verdict"] == "out_of_range"


def test_an_interrupted_line_halves_the_range():
    # Line 118: 16 cm interrupted. A wood between them (holding neither end) interrupts.
    wood = "area wood flat_trees polygon 14,5 18,5 18,15 14,15\n"
    ans = comms("platoon p", "30,10", "platoon p", wood)
    assert ans["sight"]["term"] == 'interrupted_by("wood",flat_trees)'
    assert channel(ans, "same_platoon")["limit_cm"] == 16 and ans["verdict"] == "out_of_range"  # 20 cm
    assert comms("platoon p", "26,10", "platoon p", wood)["verdict"] == "through"  # 16 cm


def test_radio_needs_both_ends():
    # Line 119: 128 cm with radios; one radio only leaves the platoon's 32 cm.
    both = comms("platoon p radio", "130,10", "platoon p radio")
    assert both["verdict"] == "through" and channel(both, "platoon_radio")["limit_cm"] == 128
    one = comms("platoon p radio", "130,10", "platoon p")
    assert one["verdict"] == "out_of_range" and "platoon_radio" not in [c["relation"] for c in one["channels"]]


def test_units_of_different_platoons_talk_within_8_cm_and_entrenched_ones_at_128():
    # Line 121.
    assert comms("platoon p", "18,10", "platoon q")["verdict"] == "through"
    assert comms("platoon p", "18.1,10", "platoon q")["verdict"] == "out_of_range"
    dug_in = comms("platoon p status entrenched", "138,10", "platoon q status entrenched")
    assert dug_in["verdict"] == "through" and channel(dug_in, "entrenched")["limit_cm"] == 128
    assert comms("platoon p status entrenched", "138,10", "platoon q")["verdict"] == "out_of_range"


def test_same_team_is_16_cm():
    # Line 117: miniatures of one team or crew, 16 cm direct.
    ans = comms("team gun1", "26,10", "team gun1")
    assert channel(ans, "same_team")["limit_cm"] == 16 and ans["verdict"] == "through"


def odds(question: str, body: str) -> Fraction:
    return Fraction(answer(body, question)["odds"]["pass"])


@pytest.mark.parametrize(
    ("kind", "skill", "rank", "expected"),
    [
        # Line 215, CT: D6 + CS + CR >= D8. CS 2, CR 1: 4+5+6+7+8+8 = 38 of 48.
        ("ct", "veteran", "sergeant", Fraction(19, 24)),
        # Line 212, DFR: D6 + CS + CR >= D10. CS 1, CR 0: 2+3+4+5+6+7 = 27 of 60.
        ("dfr", "skilled", "corporal", Fraction(9, 20)),
        # Line 213, IFR: D6 + CS + CR >= D12. CS 3, CR 3: 7+8+...+12 = 57 of 72.
        ("ifr", "elite", "captain", Fraction(19, 24)),
        # Line 214, CF: D6 + CS + CR >= D10. CS 0, CR 2: 3+4+5+6+7+8 = 33 of 60.
        ("cf", "recruit", "lieutenant", Fraction(11, 20)),
        # Line 217, DT: D6 + CS >= D10 (no CR). CS 3, CR 3: 4+...+9 = 39 of 60.
        ("dt", "elite", "captain", Fraction(13, 20)),
    ],
)
def test_single_tests(kind, skill, rank, expected):
    body = unit("u", "allies", "infantry", "10,10", skill=skill, rank=rank)
    assert odds(f"test {kind} u", body) == expected


def test_precision_test_die_depends_on_the_purpose():
    # Line 216: D6 + CS >= D10 (hand bombs) or D12 (open top). CS 1: 27 of 60, 27 of 72.
    body = unit("u", "allies", "infantry", "10,10")
    assert odds("test pt u for bomb", body) == Fraction(9, 20)
    ans = answer(body, "test pt u for open_top")
    assert Fraction(ans["odds"]["pass"]) == Fraction(3, 8)
    assert "pt_die_by_purpose" in [a["name"] for a in ans["assumptions"]]


def test_melee_ties_are_rolled_again_unless_switched_off():
    # Line 218, MC: D6 + CS > D6 + CS. CS 1 against CS 0: 21 wins, 5 ties, 10 losses.
    body = unit("u", "allies", "infantry", "10,10") + unit("v", "axis", "infantry", "12,10", skill="recruit")
    ans = answer(body, "test mc u vs v")
    assert ans["odds"]["pairs"] == {"pass": 21, "tie": 5, "fail": 10} and ans["odds"]["pass"] == "21/31"
    assert odds("test mc u vs v", "assume opposed_ties_reroll off\n" + body) == Fraction(21, 36)


def test_readiness_with_a_dead_crewman_takes_1_for_its_die():
    # Line 108: CR + CS + 1 without rolling. CS 1, CR 0: total 2 against D6 + 0: wins on a 1,
    # ties on a 2 (rolled again), loses on 3-6: 1 / (1 + 4).
    body = unit("u", "allies", "tank", "10,10", "crew 3 of 4") + unit("v", "axis", "infantry", "40,10", skill="recruit")
    ans = answer(body, "test rt u vs v")
    assert ans["dice"][0]["die"]["term"] == "fixed(1)" and ans["dice"][0]["die"]["cite"]["locator"] == "line 108"
    assert ans["odds"]["pass"] == "1/5"


def test_chips_go_to_the_smaller_army():
    # Line 6: one chip per platoon less. Allies 3 platoons, Axis 1: Axis takes 2.
    body = "".join(unit(f"a{i}", "allies", "infantry", f"{10 + 10 * i},10", f"platoon p{i}") for i in range(3))
    body += unit("x1", "axis", "infantry", "10,100", "platoon z") + unit(
        "x2", "axis", "infantry", "20,100", "platoon z"
    )
    ans = answer(body, "chips")
    got = {a["side"]: (a["platoons"]["value"], a["chips"]["value"]) for a in ans["armies"]}
    assert got == {"allies": (3, 0), "axis": (1, 2)}
