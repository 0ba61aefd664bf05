"""`ask battle` for Memoir '44. Expected dice and odds worked out by hand from
memoir44-facts.md: "Battle dice" (range dice, reductions, faces), "Units", "Terrain",
"Obstacles" and "Close assault"."""

from fractions import Fraction

import pytest

from tests.conftest import first_answer

BOARD = "game memoir44\nmap 13 x 9\n"


def battle(write, umpire, body: str, unit: str = "a", extra: str = "") -> dict:
    return first_answer(write, umpire, BOARD + body + f"\nask battle {unit}{extra}\n")


def duel(attacker: str, at: str, enemy_at: str, enemy: str = "infantry") -> str:
    """Allied unit a of type ``attacker`` and axis unit e of type ``enemy``."""
    return f"unit a {{ side allies type {attacker} at {at} }}\nunit e {{ side axis type {enemy} at {enemy_at} }}"


def target(ans: dict, unit: str) -> dict | None:
    return next((t for t in ans["targets"] if t["unit"] == unit), None)


def refusal(ans: dict, unit: str) -> list[str]:
    return [r["term"] for c in ans["cannot"] if c["unit"] == unit for r in c["reasons"]]


# Attacker at 12,4; targets along row 4 at distance 1..7 (14,4 .. 24,4) or on row 8.
@pytest.mark.parametrize(
    ("utype", "expected"),
    [
        ("infantry", [3, 2, 1, None]),  # infantry 3,2,1
        ("armor", [3, 3, 3, None]),  # armor 3,3,3
        ("artillery", [3, 3, 2, 2, 1, 1]),  # artillery 3,3,2,2,1,1
    ],
)
def test_range_dice(write, umpire, utype, expected):
    for d, dice in enumerate(expected, start=1):
        ans = battle(write, umpire, duel(utype, "0,4", f"{2 * d},4"))
        if dice is None:
            assert refusal(ans, "e") == [f"out_of_range({d},{len(expected) - 1})"]
        else:
            assert target(ans, "e")["dice"] == dice
            assert target(ans, "e")["trace"][0]["term"] == f"range({d})"


def test_artillery_beyond_six_is_out_of_range(write, umpire):
    ans = battle(write, umpire, duel("artillery", "0,4", "14,4"))
    assert refusal(ans, "e") == ["out_of_range(7,6)"]


# Reduction of the target hex per attacker type (Terrain and Obstacles tables), at range 1 (3 dice).
@pytest.mark.parametrize(
    ("place", "inf", "arm", "art"),
    [
        ("terrain forest at 14,4", 1, 2, 0),
        ("terrain hedgerow at 14,4", 1, 2, 0),
        ("terrain town at 14,4", 1, 2, 0),
        ("terrain hill at 14,4", 1, 1, 0),
        ("terrain bridge at 14,4", 0, 0, 0),
        ("obstacle sandbags at 14,4", 1, 1, 0),
        ("obstacle bunker at 14,4 owner axis", 1, 2, 0),
        ("obstacle bunker at 14,4 owner allies", 0, 0, 0),  # only for the owner's units
        ("obstacle barbed_wire at 14,4", 0, 0, 0),
        ("obstacle hedgehog at 14,4", 0, 0, 0),
    ],
)
def test_target_hex_reduction(write, umpire, place, inf, arm, art):
    for utype, reduction in (("infantry", inf), ("armor", arm), ("artillery", art)):
        ans = battle(write, umpire, f"{place}\n" + duel(utype, "12,4", "14,4"))
        assert target(ans, "e")["dice"] == 3 - reduction, utype


def test_only_the_largest_reduction_counts(write, umpire):
    # "a bunker on a hill against armor gives -2, not -3"
    body = "terrain hill at 14,4\nobstacle bunker at 14,4 owner axis\nunit a { side allies type armor at 12,4 }\n"
    ans = battle(write, umpire, body + "unit e { side axis type infantry at 14,4 }")
    t = target(ans, "e")
    assert t["dice"] == 1
    assert [c["term"] for c in t["trace"]] == ["range(1)", "target(bunker)"]
    assert [c["term"] for c in t["notes"]] == ["not_added(hill,1)"]


# Hill row of "Terrain": 1 / 1 / 0 "only when the attacker battles from lower ground; a unit on
# any hill hex (the same hill or another) battles a hill hex with no reduction".
def test_hill_gives_nothing_against_an_attacker_on_the_same_hill(write, umpire):
    body = "terrain hill at 12,4 14,4\n" + duel("infantry", "12,4", "14,4")
    t = target(battle(write, umpire, body), "e")
    assert t["dice"] == 3
    assert [c["term"] for c in t["notes"]] == ["void(hill,attacker_on_hill)"]


def test_hill_gives_nothing_against_an_attacker_on_a_separate_hill(write, umpire):
    # Armor on the hill 12,4 fires at armor on the hill 18,4, range 3 over clear 14,4 and 16,4:
    # armor's 3 dice at range 3, no reduction (the old same-hill reading gave 2).
    body = "terrain hill at 12,4 18,4\n" + duel("armor", "12,4", "18,4", enemy="armor")
    t = target(battle(write, umpire, body), "e")
    assert t["dice"] == 3
    assert [c["term"] for c in t["trace"]] == ["range(3)"]
    assert [c["term"] for c in t["notes"]] == ["void(hill,attacker_on_hill)"]
    assert t["notes"][0]["cite"]["section"] == "Terrain"


@pytest.mark.parametrize(("utype", "dice"), [("infantry", 2), ("armor", 2), ("artillery", 3)])
def test_hill_reduces_an_attacker_on_lower_ground(write, umpire, utype, dice):
    # Range 1, 3 dice for each type; lower ground to a hill: -1 infantry and armor, 0 artillery.
    body = "terrain hill at 14,4\n" + duel(utype, "12,4", "14,4")
    t = target(battle(write, umpire, body), "e")
    assert t["dice"] == dice
    assert t["notes"] == []


def test_battling_from_a_hill_onto_clear_ground(write, umpire):
    body = "terrain hill at 12,4\n" + duel("infantry", "12,4", "14,4")
    t = target(battle(write, umpire, body), "e")
    assert t["dice"] == 3
    assert [c["term"] for c in t["trace"]] == ["range(1)"]
    assert t["notes"] == []


def test_battling_out_adds_to_the_target_reduction(write, umpire):
    # Armor in a town battles with 2 fewer dice; infantry in wire with 1 fewer.
    armor = "terrain town at 12,4\nunit a { side allies type armor at 12,4 }\n"
    body = armor + "unit e { side axis type infantry at 16,4 }"
    t = target(battle(write, umpire, body), "e")
    assert t["dice"] == 3 - 2  # clear target at range 2
    wire = "obstacle barbed_wire at 12,4\n" + duel("infantry", "12,4", "14,4")
    ans = battle(write, umpire, wire)
    assert target(ans, "e")["dice"] == 2
    assert [c["term"] for c in ans["options"]] == ["remove_wire"]
    hill = armor + "terrain hill at 16,4\nunit e { side axis type infantry at 16,4 }"
    assert refusal(battle(write, umpire, hill), "e") == ["no_dice(0)"]  # 3 - 1 - 2


def test_dice_reduced_to_zero(write, umpire):
    body = "terrain forest at 18,4\n" + duel("infantry", "12,4", "18,4")
    assert refusal(battle(write, umpire, body), "e") == ["no_dice(0)"]  # range 3: 1 die, forest -1


def test_no_line_of_sight_but_artillery_needs_none(write, umpire):
    body = "terrain forest at 14,4\nunit e { side axis type infantry at 16,4 }\nunit a { side allies type %s at 12,4 }"
    ans = battle(write, umpire, body % "infantry")
    assert refusal(ans, "e") == ["no_los"]
    assert ans["cannot"][0]["line"]["blocked_by"][0]["term"] == "crossed(h(5,4),terrain(forest))"
    assert target(battle(write, umpire, body % "artillery"), "e")["dice"] == 3


def test_close_assault_obligation(write, umpire):
    body = "unit a { side allies type armor at 12,4 }\nunit n { side axis type infantry at 14,4 }\n"
    ans = battle(write, umpire, body + "\nunit far { side axis type infantry at 8,4 }")
    assert target(ans, "n")["battle"] == "close_assault"
    assert refusal(ans, "far") == ['must_close_assault("n")']


def test_close_assault_binds_even_at_zero_dice_unless_switched_off(write, umpire):
    # Armor in a town against a forest next door: 3 - 2 - 2 = -1.
    body = (
        "terrain town at 12,4\nterrain forest at 14,4\nunit a { side allies type armor at 12,4 }\n"
        "unit n { side axis type infantry at 14,4 }\nunit far { side axis type infantry at 8,4 }"
    )
    ans = battle(write, umpire, body)
    assert refusal(ans, "far") == ['must_close_assault("n")']
    assert [a["name"] for a in ans["assumptions"]] == ["close_assault_even_if_zero"]
    off = battle(write, umpire, body + "\nassume close_assault_even_if_zero off")
    assert target(off, "far")["dice"] == 1  # range 2: 3, battling out of the town -2


@pytest.mark.parametrize(
    ("utype", "moved", "barred"),
    [
        ("infantry", 1, None),
        ("infantry", 2, "moved_too_far(2,1)"),
        ("infantry special_forces", 2, None),
        ("infantry french_resistance", 2, "moved_too_far(2,1)"),
        ("armor", 3, None),
        ("armor elite_armor", 3, None),
        ("artillery", 1, "moved_too_far(1,0)"),
        ("infantry", 3, "moved_beyond_limit(3,2)"),
    ],
)
def test_battling_after_moving(write, umpire, utype, moved, barred):
    # Units table: may battle after moving 0-1 (infantry, resistance), 0-2 (special forces),
    # any (armor), only without moving (artillery).
    body = duel(utype, "12,4", "14,4")
    ans = battle(write, umpire, body, extra=f" moved {moved}")
    assert [c["term"] for c in ans["barred"]] == ([barred] if barred else [])
    assert (target(ans, "e") is None) == bool(barred)


def test_entering_forest_forbids_battle_except_for_french_resistance(write, umpire):
    body = "terrain forest at 12,4\n" + duel("%s", "12,4", "14,4")
    ans = battle(write, umpire, body % "infantry", extra=" moved 1")
    assert [c["term"] for c in ans["barred"]] == ["entered(forest)"]
    assert battle(write, umpire, body % "infantry", extra=" moved 0")["barred"] == []
    assert battle(write, umpire, body % "infantry french_resistance", extra=" moved 1")["barred"] == []


def test_odds_are_exact(write, umpire):
    # Against armor: armor 1 + grenade 1 of 6 faces hit; P(no hit with 3 dice) = (4/6)^3 = 8/27.
    body = duel("armor", "12,4", "14,4", "armor")
    odds = target(battle(write, umpire, body), "e")["odds"]
    assert [h["p"] for h in odds["hits"]] == ["8/27", "4/9", "2/9", "1/27"]
    assert odds["at_least_one_hit"]["p"] == "19/27"
    assert odds["expected_hits"]["value"] == "1"
    assert odds["figures"] == 3 and odds["eliminate"]["p"] == "1/27"
    assert [f["p"] for f in odds["flags"]] == [str(Fraction(5, 6) ** 3), "25/72", "5/72", "1/216"]


def test_artillery_is_hit_by_grenades_only_and_figures_count(write, umpire):
    body = duel("infantry", "12,4", "14,4", "artillery")
    odds = target(battle(write, umpire, body), "e")["odds"]
    assert odds["hits"][0]["p"] == str(Fraction(5, 6) ** 3) and odds["figures"] == 2
    # Elite armor starts with 4 figures; a scenario's "figures" replaces the default.
    elite = duel("infantry", "12,4", "14,4", "armor elite_armor")
    assert target(battle(write, umpire, elite), "e")["odds"]["figures"] == 4
    worn = duel("infantry", "12,4", "14,4", "infantry figures 1")
    assert target(battle(write, umpire, worn), "e")["odds"]["eliminate"]["p"] == "7/8"  # 1 - (1/2)^3


def test_bad_moved_word_is_a_clear_error(write, umpire):
    path = write(BOARD + "unit a { side allies type infantry at 12,4 }\nask battle a moved two\n")
    result = umpire("run", path)
    assert result.code == 2 and "expected hexes moved" in result.err and "Traceback" not in result.err


def test_dice_reduced_to_nothing_name_every_part(write, umpire):
    # Infantry at range 3 rolls 1 die (memoir44-facts.md line 24); the target stands on a hill
    # (-1 against an attacker on lower ground, line 55) behind sandbags (-1, line 64): only the
    # largest reduction counts (line 31), so 1 - 1 = 0 and it may not battle (line 30). The
    # refusal names the range die, the reduction that counted and the one that did not.
    body = duel("infantry", "12,4", "18,4") + "\nterrain hill at 18,4\nobstacle sandbags at 18,4"
    ans = battle(write, umpire, body)
    (refused,) = [c for c in ans["cannot"] if c["unit"] == "e"]
    assert [r["term"] for r in refused["reasons"]] == ["no_dice(0)"]
    assert [(p["term"], p["value"], p["cite"]["locator"]) for p in refused["trace"]] == [
        ("range(3)", 1, "line 24"),
        ("target(hill)", -1, "line 29"),
    ]
    assert [n["term"] for n in refused["notes"]] == ["not_added(sandbags,1)"]
    text = umpire("run", write(BOARD + body + "\nask battle a\n")).out
    assert "e at 18,4: dice reduced to 0" in text and "+1  range 3" in text and "-1  target hex: hill" in text
    # A refusal for another reason carries no sum.
    far = battle(write, umpire, duel("infantry", "12,4", "22,4"))
    assert far["cannot"][0]["trace"] == [] and far["cannot"][0]["notes"] == []


def test_what_if_it_stood_there_and_units_named_by_their_hex(write, umpire):
    # `battle U from HEX`: the armor placed on 16,4 has e at 18,4 next to it: 3 dice at range 1
    # (line 24), a close assault, as if it stood there; `actions U from HEX` the same; a unit may be named by
    # its hex anywhere a unit is asked for; a taken hex or an empty one is refused.
    body = duel("armor", "12,4", "18,4") + "\nunit f { side allies type infantry at 14,4 }"
    path = write(BOARD + body)
    placed = umpire("ask", path, "battle", "a", "from", "16,4", "--json").json()["answers"][0]
    assert (placed["from"], target(placed, "e")["dice"], target(placed, "e")["distance"]) == ("16,4", 3, 1)
    assert target(placed, "e")["battle"] == "close_assault"
    assert umpire("ask", path, "battle", "12,4", "--json").json()["answers"][0]["unit"] == "a"
    actions = umpire("ask", path, "actions", "a", "from", "16,4", "--json").json()["answers"][0]
    (part,) = actions["units"]
    assert part["from"] == "16,4" and part["battle"]["targets"][0]["dice"] == 3
    taken = umpire("ask", path, "battle", "a", "from", "14,4")
    assert taken.code == 2 and "14,4 is taken by f" in taken.err
    empty = umpire("ask", path, "battle", "10,4")
    assert empty.code == 2 and "no unit stands at 10,4" in empty.err


def test_units_are_listed_in_the_order_a_player_reads_their_ids(write, umpire):
    units = "\n".join(f"unit us{n} {{ side allies type infantry at {2 * n},8 }}" for n in (1, 2, 10, 11))
    ans = first_answer(write, umpire, BOARD + units + "\nask actions allies\n")
    assert [u["unit"] for u in ans["units"]] == ["us1", "us2", "us10", "us11"]
