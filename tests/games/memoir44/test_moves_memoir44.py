"""`ask moves` for Memoir '44, expected values from memoir44-facts.md ("Units", "Terrain", "Obstacles")."""

import pytest

BOARD = "game memoir44\nmap 13 x 9 coords doubled\n"


def moves(write, umpire, body: str, unit: str = "u") -> dict:
    result = umpire("run", write(BOARD + body + f"\nask moves {unit}\n"), "--json")
    assert result.code == 0, result.err
    return result.json()["answers"][0]


def reachable(answer) -> dict[str, dict]:
    return {d["hex"]: d for d in answer["reachable"]}


def reasons(answer, hex_label: str) -> list[str]:
    return [r["term"] for u in answer["unreachable"] if u["hex"] == hex_label for r in u["reasons"]]


@pytest.mark.parametrize(("utype", "limit", "battle_after"), [("infantry", 2, 1), ("armor", 3, 3), ("artillery", 1, 0)])
def test_move_limits_and_battling_after_moving(write, umpire, utype, limit, battle_after):
    # Units table: infantry 2 (battle after 0-1), armor 3 (yes), artillery 1 (only if it did not move).
    ans = moves(write, umpire, f"unit u {{ side allies type {utype} at 12,4 }}")
    assert ans["allowance"]["value"] == limit
    dist = {d["hex"]: d["cost"] for d in ans["reachable"]}
    assert max(dist.values()) == limit and "12,4" not in dist
    for d in ans["reachable"]:
        battle = [i["term"] for i in d["imposes"]]
        assert battle == (["may_battle"] if d["cost"] <= battle_after else [f"cannot_battle(moved({d['cost']}))"])


def test_special_forces_may_battle_after_two(write, umpire):
    ans = moves(write, umpire, "unit u { side allies type infantry special_forces at 12,4 }")
    assert all(i["term"] == "may_battle" for d in ans["reachable"] for i in d["imposes"])


def test_forest_stops_the_unit_and_forbids_battle(write, umpire):
    ans = moves(write, umpire, "terrain forest at 14,4\nunit u { side allies type infantry at 12,4 }")
    forest = reachable(ans)["14,4"]
    assert [i["term"] for i in forest["imposes"]] == ["cannot_battle(entered(forest))"]
    # 16,4 lies two hexes on, straight through the forest; going round takes 3
    assert "16,4" not in reachable(ans)
    assert reasons(ans, "16,4") == ["too_far(3,2)"]


def test_french_resistance_may_battle_after_entering_forest(write, umpire):
    ans = moves(
        write,
        umpire,
        "terrain forest at 14,4\nunit u { side allies type infantry french_resistance at 12,4 }",
    )
    assert [i["term"] for i in reachable(ans)["14,4"]["imposes"]] == ["may_battle"]


def test_river_is_impassable_and_bridge_is_not(write, umpire):
    ans = moves(
        write,
        umpire,
        "terrain river at 11,3 15,3\nterrain bridge at 13,3\nunit u { side allies type infantry at 12,4 }",
    )
    assert reasons(ans, "11,3") == ["impassable(river)"]
    assert reachable(ans)["12,2"]["path"] == ["12,4", "13,3", "12,2"]


def test_hedgerow_only_as_first_step(write, umpire):
    ans = moves(write, umpire, "terrain hedgerow at 16,4\nunit u { side allies type armor at 12,4 }")
    assert "16,4" not in reachable(ans)
    assert reasons(ans, "16,4") == ["first_step_only(hedgerow)"]


def test_hedgehog_blocks_armor_not_infantry(write, umpire):
    body = "obstacle hedgehog at 14,4\nunit u { side allies type %s at 12,4 }"
    assert reasons(moves(write, umpire, body % "armor"), "14,4") == ["impassable_for(hedgehog,armor)"]
    assert "14,4" in reachable(moves(write, umpire, body % "infantry"))


def test_no_moving_onto_or_through_units(write, umpire):
    ans = moves(
        write,
        umpire,
        "unit u { side allies type infantry at 12,4 }\nunit f { side allies type infantry at 14,4 }",
    )
    assert reasons(ans, "14,4") == ['occupied("f")']


def test_an_enemy_entering_an_hq_tent_captures_it_and_its_owner_does_not(write, umpire):
    # Expansion facts section 26 (lines 474-477): an HQ tent holds up no move and no battle; an
    # enemy unit entering it captures it (its owner discards a random command card).
    body = "obstacle hq_tent at 14,4 owner axis\nunit g { side axis type infantry at 16,4 }\n"
    allied = moves(write, umpire, body + "unit u { side allies type infantry at 12,4 }")
    tent = reachable(allied)["14,4"]
    assert tent["cost"] == 1
    assert [(i["term"], i["cite"]["locator"]) for i in tent["imposes"]] == [
        ("captures(hq_tent,axis)", "line 477"),
        ("may_battle", "line 37"),
    ]
    axis = moves(write, umpire, body + "unit u { side allies type infantry at 12,4 }", unit="g")
    assert [i["term"] for i in reachable(axis)["14,4"]["imposes"]] == ["may_battle"]


def test_a_hex_out_of_reach_names_every_part_of_its_cheapest_try(write, umpire):
    # Infantry moves 2 (line 37); the steep hill at 16,4 costs 2 to climb from lower ground
    # (memoir44-expansion-facts.md line 357), so by 14,4 it needs 1 + 2 = 3 hexes: the refusal
    # names the try's path and each part of that total, with its citation.
    ans = moves(write, umpire, "unit u { side allies type infantry at 12,4 }\nterrain steep_hill at 16,4")
    (refused,) = [u for u in ans["unreachable"] if u["hex"] == "16,4"]
    assert [r["term"] for r in refused["reasons"]] == ["too_far(3,2)"]
    assert refused["path"] == ["12,4", "14,4", "16,4"]
    assert [(p["term"], p["value"], p["cite"]["locator"]) for p in refused["trace"]] == [
        ("hex_step", 1, "line 37"),
        ("climb(steep_hill)", 2, "line 357"),
    ]
    text = umpire(
        "run", write(BOARD + "unit u { side allies type infantry at 12,4 }\nterrain steep_hill at 16,4\nask moves u\n")
    )
    assert "the cheapest try: path 12,4 > 14,4 > 16,4" in text.out and "+2  14,4>16,4: climbing" in text.out
    # A hex refused for another reason carries no try.
    blocked = moves(write, umpire, "unit u { side allies type infantry at 12,4 }\nterrain river at 14,4")
    (river,) = [u for u in blocked["unreachable"] if u["hex"] == "14,4"]
    assert "path" not in river and "trace" not in river
