"""`ask retreat`, `ask take_ground` and `ask orders` for Memoir '44. Expected values from
memoir44-facts.md "Board" (baselines, sections), "Obstacles" (flags), "Units" (French
resistance), "Close assault, retreat, taking ground" and "Command cards"."""

import pytest

from tests.conftest import first_answer

BOARD = "game memoir44\nmap 13 x 9\nside allies bottom\nside axis top\n"


def ask(write, umpire, body: str, question: str) -> dict:
    return first_answer(write, umpire, BOARD + body + f"\nask {question}\n")


def only_choice(ans: dict) -> dict:
    """The one choice of an answer where the unit may ignore no flag, or 'ignore K' was asked."""
    [choice] = ans["choices"]
    return choice


def ends(ans: dict | list) -> set[tuple[str, int, int]]:
    return {(e["hex"], e["hexes"], e["lost"]) for e in only_choice(ans)["ends"]}


def choices(ans: dict) -> dict[int, set[tuple[str, int, int]]]:
    return {c["ignore"]: {(e["hex"], e["hexes"], e["lost"]) for e in c["ends"]} for c in ans["choices"]}


# ---- Retreat --------------------------------------------------------------------------


def test_each_flag_is_one_hex_toward_the_own_baseline(write, umpire):
    # Allies play from the bottom: rear hexes are the two on the next row down.
    ans = ask(write, umpire, "unit a { side allies type infantry at 12,4 }", "retreat a flags 2")
    assert ends(ans) == {("10,6", 2, 0), ("12,6", 2, 0), ("14,6", 2, 0)}
    path = next(e["path"] for e in only_choice(ans)["ends"] if e["hex"] == "10,6")
    assert path == ["12,4", "11,5", "10,6"]
    axis = ask(write, umpire, "unit x { side axis type infantry at 12,4 }", "retreat x flags 1")
    assert ends(axis) == {("11,3", 1, 0), ("13,3", 1, 0)}


def test_a_figure_lost_for_each_hex_it_cannot_retreat(write, umpire):
    # At row 7 with 3 flags: one step to row 8, then the map edge stops it: 2 figures lost.
    ans = ask(write, umpire, "unit a { side allies type infantry at 11,7 }", "retreat a flags 3")
    assert ends(ans) == {("10,8", 1, 2), ("12,8", 1, 2)}
    assert not any(e["eliminated"] for e in only_choice(ans)["ends"])
    worn = ask(write, umpire, "unit a { side allies type infantry at 11,7 figures 2 }", "retreat a flags 3")
    assert all(e["eliminated"] for e in only_choice(worn)["ends"])


def test_occupied_and_impassable_rear_hexes_are_shut(write, umpire):
    body = (
        "terrain river at 13,5\nobstacle hedgehog at 11,5\n"
        "unit t { side allies type armor at 12,4 }\nunit f { side allies type infantry at 10,6 }"
    )
    ans = ask(write, umpire, body, "retreat t flags 1")
    assert ends(ans) == {("12,4", 0, 1)}  # both rear hexes shut: it stays and loses a figure
    assert sorted(c["term"] for c in only_choice(ans)["closed"]) == [
        "shut_step(h(4,4),h(3,5),impassable_for(hedgehog,armor))",
        "shut_step(h(4,4),h(4,5),impassable(river))",
    ]
    inf = ask(write, umpire, body.replace("type armor", "type infantry"), "retreat t flags 2")
    assert ends(inf) == {("12,6", 2, 0)}  # through the hedgehog; 10,6 is taken by f


@pytest.mark.parametrize(
    ("place", "side", "may"),
    [
        ("obstacle sandbags at 12,4", "allies", ["sandbags"]),
        ("obstacle hedgehog at 12,4", "allies", ["hedgehog"]),
        ("obstacle bunker at 12,4 owner allies", "allies", ["bunker"]),
        ("obstacle bunker at 12,4 owner axis", "allies", []),
        ("terrain forest at 12,4", "allies", []),
    ],
)
def test_flags_that_may_be_ignored(write, umpire, place, side, may):
    ans = ask(write, umpire, f"{place}\nunit a {{ side {side} type infantry at 12,4 }}", "retreat a flags 2 ignore 1")
    assert [c["term"] for c in ans["may_ignore"]] == may
    if may:
        assert ans["verdict"] == "legal" and only_choice(ans)["must_retreat"] == 1
    else:
        assert ans["verdict"] == "illegal"
        assert [c["term"] for c in ans["illegal"]] == ["may_ignore_only(0)"]
        assert ans["choices"] == [] and ans["best"] == []


def test_only_the_first_flag_may_be_ignored(write, umpire):
    body = "obstacle sandbags at 12,4\nunit a { side allies type infantry at 12,4 }"
    ans = ask(write, umpire, body, "retreat a flags 3 ignore 2")
    assert [c["term"] for c in ans["illegal"]] == ["may_ignore_only(1)"]


# "Close assault, retreat, taking ground": flags that may be ignored are ignored, or not, at the
# owner's choice; without 'ignore K' the answer lists every choice and the one that loses least.
SANDBAGS = "obstacle sandbags at 12,4\n"


def test_one_flag_on_sandbags_stay_or_retreat(write, umpire):
    ans = ask(write, umpire, SANDBAGS + "unit a { side allies type infantry at 12,4 }", "retreat a flags 1")
    assert ans["ignore"] is None
    assert choices(ans) == {0: {("11,5", 1, 0), ("13,5", 1, 0)}, 1: {("12,4", 0, 0)}}
    assert [c["best"] for c in ans["choices"]] == [True, True]
    assert [(b["term"], b["value"]) for b in ans["best"]] == [("ignore(0)", 0), ("ignore(1)", 0)]
    assert ans["best"][0]["cite"]["section"] == "Close assault, retreat, taking ground"


def test_two_flags_on_sandbags_with_one_hex_of_room(write, umpire):
    # At 11,7 the rear hexes 10,8 and 12,8 lie on the last row: one hex of room.
    body = "obstacle sandbags at 11,7\nunit a { side allies type infantry at 11,7 }"
    ans = ask(write, umpire, body, "retreat a flags 2")
    assert choices(ans) == {0: {("10,8", 1, 1), ("12,8", 1, 1)}, 1: {("10,8", 1, 0), ("12,8", 1, 0)}}
    assert [(c["ignore"], c["fewest_lost"], c["best"]) for c in ans["choices"]] == [(0, 1, False), (1, 0, True)]
    assert [(b["term"], b["value"]) for b in ans["best"]] == [("ignore(1)", 0)]


def test_two_flags_on_sandbags_with_both_rear_hexes_blocked(write, umpire):
    body = (
        SANDBAGS + "unit a { side allies type infantry at 12,4 }\n"
        "unit f { side allies type infantry at 11,5 }\nunit g { side allies type infantry at 13,5 }"
    )
    ans = ask(write, umpire, body, "retreat a flags 2")
    assert choices(ans) == {0: {("12,4", 0, 2)}, 1: {("12,4", 0, 1)}}
    assert [(b["term"], b["value"]) for b in ans["best"]] == [("ignore(1)", 1)]
    one = ask(write, umpire, body, "retreat a flags 2 ignore 0")
    assert choices(one) == {0: {("12,4", 0, 2)}} and one["ignore"] == 0 and one["best"] == []


def test_the_text_answer_lists_the_choices(write, umpire):
    body = "obstacle sandbags at 11,7\nunit a { side allies type infantry at 11,7 }\nask retreat a flags 2\n"
    out = umpire("run", write(BOARD + body)).out
    assert "every choice of flags to ignore" in out
    assert "ignoring 0 flag(s): retreats 2 hex(es), loses at least 1 figure(s)" in out
    assert "ignoring 1 flag(s): retreats 1 hex(es), need lose no figure  <- fewest lost" in out
    assert "fewest figures lost: 0, ignoring 1 flag(s)" in out


def test_french_resistance_retreats_one_to_three_hexes_per_flag(write, umpire):
    ans = ask(write, umpire, "unit r { side allies type infantry french_resistance at 12,2 }", "retreat r flags 1")
    assert (only_choice(ans)["must_retreat"], only_choice(ans)["may_retreat"]) == (1, 3)
    assert {n for _, n, _ in ends(ans)} == {1, 2, 3}
    assert all(lost == 0 for _, _, lost in ends(ans))


def test_a_retreat_needs_the_side_edge(write, umpire):
    path = write("game memoir44\nmap 13 x 9\nunit a { side allies type infantry at 12,4 }\nask retreat a flags 1\n")
    result = umpire("run", path)
    assert result.code == 2 and "side allies bottom" in result.err


# ---- Taking ground and the armor overrun ------------------------------------------------


def test_infantry_takes_ground_but_does_not_overrun(write, umpire):
    body = "unit a { side allies type infantry at 12,4 }\nunit x { side axis type infantry at 13,3 }"
    ans = ask(write, umpire, body, "take_ground a x")
    assert ans["verdict"] == "legal" and ans["into"] == "13,3"
    assert [c["term"] for c in ans["overrun"]] == ["only_armor"] and ans["battle"] is None


def test_armor_overruns_from_the_vacated_hex(write, umpire):
    body = (
        "unit t { side allies type armor at 12,4 }\nunit x { side axis type infantry at 13,3 }\n"
        "unit y { side axis type infantry at 14,2 }\nunit z { side axis type infantry at 13,5 }"
    )
    ans = ask(write, umpire, body, "take_ground t x")
    assert [c["term"] for c in ans["overrun"]] == ["may"]
    # From 13,3, y at 14,2 is adjacent: it must be the overrun's target, close assault rule.
    assert [(t["unit"], t["battle"], t["dice"]) for t in ans["battle"]["targets"]] == [("y", "close_assault", 3)]
    assert ans["battle"]["cannot"][0]["reasons"][0]["term"] == 'must_close_assault("y")'
    again = ask(write, umpire, body, "take_ground t x overrun")
    assert [c["term"] for c in again["overrun"]] == ["once_per_turn"] and again["battle"] is None


def test_taking_ground_into_a_forest_stops_the_overrun(write, umpire):
    body = (
        "terrain forest at 13,3\nunit t { side allies type armor at 12,4 }\nunit x { side axis type infantry at 13,3 }"
    )
    ans = ask(write, umpire, body, "take_ground t x")
    assert [c["term"] for c in ans["notes"]] == ["must_stop(forest)"]
    assert [c["term"] for c in ans["battle"]["barred"]] == ["entered(forest)"]


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        (
            "unit g { side allies type artillery at 12,4 }\nunit x { side axis type infantry at 13,3 }",
            "type_cannot(artillery)",
        ),
        ("unit g { side allies type armor at 12,4 }\nunit x { side axis type infantry at 16,4 }", "not_adjacent(2)"),
        (
            "obstacle bunker at 13,3 owner axis\nunit g { side allies type armor at 12,4 }\n"
            "unit x { side axis type infantry at 13,3 }",
            "impassable_for(bunker,armor)",
        ),
    ],
)
def test_who_may_not_take_ground(write, umpire, body, reason):
    ans = ask(write, umpire, body, "take_ground g x")
    assert ans["verdict"] == "illegal" and [c["term"] for c in ans["illegal"]] == [reason]


# ---- Orders -----------------------------------------------------------------------------

UNITS = (
    "unit l { side allies type infantry at 2,6 }\nunit s { side allies type infantry at 7,7 }\n"
    "unit c { side allies type armor at 12,8 }\nunit r { side allies type armor at 20,6 }\n"
    "unit x { side axis type infantry at 2,2 }\nunit y { side axis type infantry at 17,1 }"
)


def sections(ans: dict) -> dict[str, tuple[int, int, list[str]]]:
    return {
        s["section"]: (s["limit"]["value"], s["orders"], [e.split()[0] for e in s["eligible"]]) for s in ans["sections"]
    }


def test_section_card_orders_units_of_its_section(write, umpire):
    # Attack left orders 3; only l and s (col 7, odd row: on the line) stand there.
    ans = ask(write, umpire, UNITS, "orders attack_left allies")
    assert sections(ans) == {"left": (3, 2, ["l", "s"])}
    assert [c["term"] for c in ans["straddling"]] == ['straddles("s",left,center)']
    assert sections(ask(write, umpire, UNITS, "orders probe_center allies")) == {"centre": (2, 2, ["c", "s"])}


def test_sections_are_mirrored_for_the_top_player(write, umpire):
    # Seen from the top, col 2 is on the right and col 17 on the left/centre line.
    assert sections(ask(write, umpire, UNITS, "orders recon_right axis")) == {"right": (1, 1, ["x"])}
    assert sections(ask(write, umpire, UNITS, "orders recon_left axis")) == {"left": (1, 1, ["y"])}


def test_multi_section_cards_rest_on_an_assumption(write, umpire):
    ans = ask(write, umpire, UNITS, "orders pincer_move allies")
    assert sections(ans) == {"left": (2, 2, ["l", "s"]), "right": (2, 1, ["r"])}
    assert [a["name"] for a in ans["assumptions"]] == ["multi_section_cards"]
    off = ask(write, umpire, UNITS + "\nassume multi_section_cards off", "orders pincer_move allies")
    assert off["sections"] == [] and off["assumptions"] == []
    assert [c["what"] for c in off["unknown"]] == [
        "the sources give no effect for pincer move (assumption multi_section_cards is off)"
    ]


def test_unknown_card_gets_a_suggestion(write, umpire):
    path = write(BOARD + UNITS + "\nask orders atack_left allies\n")
    result = umpire("run", path)
    assert result.code == 2 and "attack_left" in result.err and "Traceback" not in result.err


@pytest.mark.parametrize(
    ("sides", "message"),
    [
        ("side allies bottom\nside allies top\n", "side 'allies' already has its edge"),
        ("side allies bottom\nside axis bottom\n", "allies already plays from the bottom edge"),
        ("side allies left\n", "unknown map edge 'left'"),
    ],
)
def test_side_edges_are_checked(write, umpire, sides, message):
    result = umpire("run", write("game memoir44\nmap 13 x 9\n" + sides))
    assert result.code == 2 and message in result.err
