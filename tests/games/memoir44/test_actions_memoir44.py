"""`ask actions [SIDE]` for Memoir '44: every unit's moves and battles from one KB call.

Expected values by hand from memoir44-facts.md ("Units": move limits; "Battle dice": range
dice; "Line of sight"), and, on random boards, the same answer per unit as `ask moves U` and
`ask battle U` give one unit at a time.
"""

import re
from itertools import pairwise
from unittest.mock import patch

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyengine.api import open_scenario
from pyengine.kb_rules import StaticFacts
from tests.conftest import first_answer

BOARD = "game memoir44\nmap 13 x 9 coords doubled\nside allies bottom\nside axis top\n"
# Allied infantry a at 4,4 and armor t at 10,6; Axis infantry e at 8,4 (doubled coordinates).
THREE = (
    "unit a { side allies type infantry at 4,4 }\n"
    "unit t { side allies type armor at 10,6 }\n"
    "unit e { side axis type infantry at 8,4 }\n"
)


def actions(write, umpire, body: str, side: str = "") -> dict:
    return first_answer(write, umpire, BOARD + body + f"ask actions {side}\n")


def test_each_unit_of_the_side_moves_and_battles(write, umpire):
    ans = actions(write, umpire, THREE, "allies")
    assert ans["side"] == "allies"
    assert [u["unit"] for u in ans["units"]] == ["a", "t"]
    a, t = ans["units"]
    # "Units": infantry moves up to 2 hexes. 18 hexes lie within 2 of 4,4; e holds 8,4.
    assert a["moves"]["allowance"]["value"] == 2
    assert len(a["moves"]["reachable"]) == 17
    assert {r["term"] for u in a["moves"]["unreachable"] if u["hex"] == "8,4" for r in u["reasons"]} == {
        'occupied("e")'
    }
    # "Battle dice": infantry at range 2 rolls 2; armor at range 2 rolls 3. The hexes between
    # (6,4; 9,5) are clear, so both see e ("Line of sight").
    assert [(x["unit"], x["distance"], x["dice"], x["battle"]) for x in a["battle"]["targets"]] == [("e", 2, 2, "fire")]
    assert [(x["unit"], x["distance"], x["dice"]) for x in t["battle"]["targets"]] == [("e", 2, 3)]
    assert a["battle"]["cannot"] == [] and t["battle"]["cannot"] == []


def test_a_blocked_line_is_a_reason_with_its_line(write, umpire):
    # A forest at 6,4 stands between a (4,4) and e (8,4): "Line of sight", forest blocks.
    ans = actions(write, umpire, THREE + "terrain forest at 6,4\n", "allies")
    a = ans["units"][0]
    assert a["battle"]["targets"] == []
    [refusal] = a["battle"]["cannot"]
    assert [r["term"] for r in refusal["reasons"]] == ["no_los"]
    assert refusal["line"]["verdict"] == "blocked"


def test_no_side_means_every_unit(write, umpire):
    ans = actions(write, umpire, THREE)
    assert ans["side"] is None
    assert [u["unit"] for u in ans["units"]] == ["a", "e", "t"]
    e = ans["units"][1]
    # e battles back: a at range 2 (2 dice), t at range 2 (infantry: 2 dice).
    assert [(x["unit"], x["dice"]) for x in e["battle"]["targets"]] == [("a", 2), ("t", 2)]


def test_hill_to_hill_battles_agree_with_ask_battle(write, umpire):
    # "Terrain", hill row: from any hill hex a hill gives no reduction. Armor t on the hill 10,6
    # fires at e on the separate hill 8,4 (range 2, clear 9,5 between): armor's 3 dice. Infantry a
    # at 4,4, on lower ground, fires at e across clear 6,4: 2 dice at range 2, less 1 for the hill.
    body = THREE + "terrain hill at 10,6 8,4\n"
    ans = actions(write, umpire, body, "allies")
    a, t = ans["units"]
    assert [(x["unit"], x["dice"]) for x in a["battle"]["targets"]] == [("e", 1)]
    assert [(x["unit"], x["dice"]) for x in t["battle"]["targets"]] == [("e", 3)]
    for unit, dice in (("a", 1), ("t", 3)):
        alone = first_answer(write, umpire, BOARD + body + f"ask battle {unit}\n")
        assert [(x["unit"], x["dice"]) for x in alone["targets"]] == [("e", dice)]


def test_a_line_along_the_board_edge_adds_no_hex_off_the_map(write, umpire):
    # a (0,8) and e (0,6) are two rows apart on the left edge: the line between them runs along
    # the hexside of 1,7 and the off-map -1,7 ("Line of sight", hexside rule). Infantry moves 2
    # ("Units"): from the corner, 1,7 and 2,8 at one hex, then 2,6, 3,7 and 4,8 (0,6 is held).
    body = "unit a { side allies type infantry at 0,8 }\nunit e { side axis type infantry at 0,6 }\n"
    a = actions(write, umpire, body, "allies")["units"][0]
    assert [r["hex"] for r in a["moves"]["reachable"]] == ["1,7", "2,8", "2,6", "3,7", "4,8"]
    assert [(x["unit"], x["distance"], x["dice"]) for x in a["battle"]["targets"]] == [("e", 2, 2)]


def test_unknown_side_names_the_choices(write, umpire):
    result = umpire("run", write(BOARD + THREE + "ask actions germans\n"))
    assert result.code == 2
    assert "germans" in result.err and "allies" in result.err and "Traceback" not in result.err


TERRAIN = ["clear", "clear", "clear", "forest", "town", "hill", "hedgerow", "river"]
# The expansion's terrain, whose route states (road, beach, cave) and per-type stops must key
# by unit as the base game's rules do.
TERRAIN += ["beach", "ocean", "steep_hill", "mountain", "hill_cave", "rice_paddy", "lake", "rail", "jungle"]
KINDS = ["infantry", "armor", "artillery", "infantry special_forces", "armor elite_armor"]
KINDS += ["infantry sniper", "infantry ski_troops", "infantry status japanese", "armor status moves_two"]
STANDS = ["clear", "clear", "road", "beach", "hill_cave"]
HEXES = [(c, r) for r in range(9) for c in range(r % 2, 25, 2)]


@st.composite
def board(draw) -> str:
    cells = draw(st.lists(st.tuples(st.sampled_from(HEXES), st.sampled_from(TERRAIN)), max_size=40))
    spots = draw(st.lists(st.sampled_from(HEXES), min_size=2, max_size=8, unique=True))
    # One terrain a hex (the last drawn); a unit stands on clear ground, a beach, a cave, or a
    # road that runs on east to a second road hex.
    ground = {h: t for h, t in cells if h not in spots}
    roads = []
    for c, r in spots:
        ground[(c, r)] = draw(st.sampled_from(STANDS))
        if ground[(c, r)] == "road" and c + 2 <= 24 and (c + 2, r) not in spots:
            ground[(c + 2, r)] = "road"
            roads.append(f"path road {c},{r} {c + 2},{r}")
    lines = [f"terrain {t} at {c},{r}" for (c, r), t in ground.items() if t != "clear"] + roads
    for i, (c, r) in enumerate(spots):
        kind = draw(st.sampled_from(KINDS))
        status = f" status {kind.split()[-1]}" if "status" in kind else ""
        kind = kind.split(" status")[0]
        lines.append(f"unit u{i} {{ side {('allies', 'axis')[i % 2]} type {kind} at {c},{r}{status} }}")
    return "\n".join(lines) + "\n"


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(board())
def test_actions_agree_with_one_unit_questions(write, umpire, body):
    """Keyed rules answer for every unit at once exactly as they answer for one."""
    units = [line.split()[1] for line in body.splitlines() if line.startswith("unit ")]
    asks = "".join(f"ask moves {u}\nask battle {u}\n" for u in units) + "ask actions\n"
    result = umpire("run", write(BOARD + body + asks), "--json")
    assert result.code == 0, result.err
    *single, together = result.json()["answers"]
    by_unit = {u["unit"]: u for u in together["units"]}
    assert sorted(by_unit) == sorted(units)
    for moves, battle in zip(single[0::2], single[1::2], strict=True):
        mine = by_unit[moves["unit"]]
        assert mine["moves"] == {k: moves[k] for k in ("allowance", "reachable", "unreachable")}
        assert mine["battle"] == {k: battle[k] for k in ("barred", "options", "targets", "cannot", "not_judged")}


def adjacent(a: str, b: str) -> bool:
    (c1, r1), (c2, r2) = (tuple(map(int, h.split(","))) for h in (a, b))
    return (abs(c1 - c2), abs(r1 - r2)) in ((2, 0), (1, 1))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(board())
def test_every_route_adds_up_to_its_cost(write, umpire, body):
    """Route states (road, beach, cave) never let a route and its price part ways: each
    destination's trace sums to its cost, no more than its budget is spent, and each step is
    to a neighbour but for a cave move."""
    result = umpire("run", write(BOARD + body + "ask actions\n"), "--json")
    assert result.code == 0, result.err
    for unit in result.json()["answers"][0]["units"]:
        for d in unit["moves"]["reachable"]:
            assert sum(p["value"] for p in d["trace"]) == d["cost"], d
            assert d["left"] >= 0 and len(d["path"]) >= 2
            caves = sum(p["term"] == "cave_move" for p in d["trace"])
            jumps = sum(not adjacent(a, b) for a, b in pairwise(d["path"]))
            assert jumps <= caves, d


@st.composite
def marked_board(draw) -> str:
    """A random board with the terrain, obstacles, slopes and options that load modules of
    their own (vocab.lp's extends/3), each drawn or not."""
    body = draw(board())
    taken = {(int(c), int(r)) for c, r in re.findall(r" at (\d+),(\d+)", body)}
    free = [h for h in HEXES if h not in taken]
    extra = []
    for thing in draw(st.sets(st.sampled_from(["frozen_river", "minefield", "hq_tent", "wadi", "blitz"]))):
        c, r = draw(st.sampled_from(free))
        if thing == "frozen_river":
            extra.append(f"terrain frozen_river at {c},{r}")
        elif thing == "wadi":
            extra.append(f"hexside wadi_slope between {c},{r} and {c + 2},{r}" if c + 2 <= 24 else "")
        elif thing == "blitz":
            extra.append("assume partial_blitz_all on")
        else:
            extra.append(f"obstacle {thing} at {c},{r} owner {draw(st.sampled_from(['allies', 'axis']))}")
    return "\n".join([*(e for e in extra if e), body])


@settings(max_examples=12, deadline=None)
@given(marked_board())
def test_modules_loaded_by_the_words_of_the_hexes_answer_as_all_of_them_would(body):
    """A module loads only where a hex (or a switch) calls for it: with every module of every
    loaded file forced in, each unit's moves and battles are the same."""
    text = BOARD + body + "\nask actions\n"
    chosen = open_scenario(text).ask("actions").to_json()

    def every_module(self, files, words):
        return {m for (f, _), modules in self.extensions.items() if f in files for m in modules}

    with patch.object(StaticFacts, "extending", every_module):
        forced = open_scenario(text).ask("actions").to_json()
    assert forced == chosen
