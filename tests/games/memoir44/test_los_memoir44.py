"""`ask los` for Memoir '44. Expected values from memoir44-facts.md "Line of sight" and the
LOS column of "Terrain"; the lines are worked out by hand on the doubled-column board
(x = col, y = -3 * row; a hex's corners at (x, y +- 2) and (x +- 1, y +- 1))."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyengine.checked_position import build_position
from pyengine.questions import registry
from pyengine.scenario_parser import parse_text
from tests.conftest import first_answer

BOARD = "game memoir44\nmap 13 x 9\n"


def los(write, umpire, body: str, a: str, b: str) -> dict:
    return first_answer(write, umpire, BOARD + body + f"\nask los {a} {b}\n")


def terms(items: list[dict]) -> list[str]:
    return [c["term"] for c in items]


# 8,4 -> 12,4 runs along row 4 and passes through the middle of 10,4.
@pytest.mark.parametrize(
    ("terrain", "verdict"),
    [
        ("forest", "blocked"),
        ("hedgerow", "blocked"),
        ("town", "blocked"),
        ("hill", "blocked"),
        ("river", "clear"),
        ("bridge", "clear"),
        ("clear", "clear"),
    ],
)
def test_terrain_los_column(write, umpire, terrain, verdict):
    # Terrain table, LOS column: forest, hedgerow, town and hill block; river and bridge are clear.
    ans = los(write, umpire, f"terrain {terrain} at 10,4", "8,4", "12,4")
    assert ans["verdict"] == verdict
    if verdict == "blocked":
        assert terms(ans["blocked_by"]) == [f"crossed(h(3,4),terrain({terrain}))"]


@pytest.mark.parametrize("obstacle", ["sandbags", "barbed_wire", "hedgehog"])
def test_obstacles_do_not_block(write, umpire, obstacle):
    # The Obstacles table has no LOS column: these obstacles never block the line.
    assert los(write, umpire, f"obstacle {obstacle} at 10,4 owner axis", "8,4", "12,4")["verdict"] == "clear"


@pytest.mark.parametrize("obstacle", ["bunker", "field_bunker"])
def test_every_bunker_blocks(write, umpire, obstacle):
    # memoir44-expansion-facts.md line 246: "LOS: every bunker blocks", an empty one too.
    ans = los(write, umpire, f"obstacle {obstacle} at 10,4", "8,4", "12,4")
    assert ans["verdict"] == "blocked"
    assert terms(ans["blocked_by"]) == [f"crossed(h(3,4),terrain({obstacle}))"]


def test_units_block_and_the_ends_never_do(write, umpire):
    # "LOS is blocked if the line passes through ... any unit. The firer's and the target's own hexes never block."
    body = "terrain forest at 8,4 12,4\nunit a { side allies type infantry at 8,4 }\n"
    body += "unit m { side axis type armor at 10,4 }"
    ans = los(write, umpire, body, "a", "12,4")
    assert terms(ans["blocked_by"]) == ['crossed(h(3,4),unit("m"))']


def test_along_a_hexside_needs_blockers_on_both_sides(write, umpire):
    # 8,4 -> 11,5 runs along the hexside between 10,4 (left) and 9,5 (right).
    one = los(write, umpire, "terrain forest at 10,4", "8,4", "11,5")
    assert one["verdict"] == "clear"
    assert terms(one["passes"]) == ["passes_hex(h(3,4),one_side(terrain(forest)))"]
    both = los(write, umpire, "terrain forest at 10,4\nterrain town at 9,5", "8,4", "11,5")
    assert both["verdict"] == "blocked"
    assert terms(both["blocked_by"]) == ["both_sides(h(3,4),terrain(forest),h(2,5),terrain(town))"]
    assert both["assumptions"] == []  # the hexside rule itself, no assumption


def test_corner_touches_pair_only_under_the_assumption(write, umpire):
    # 8,4 -> 2,0 touches 5,3 at a corner on its left and 5,1 at a corner on its right.
    body = "terrain forest at 5,3 5,1"
    ans = los(write, umpire, body, "8,4", "2,0")
    assert ans["verdict"] == "blocked"
    assert ans["blocked_by"][0]["assumptions"] == ["touches_pair_anywhere"]
    off = los(write, umpire, body + "\nassume touches_pair_anywhere off", "8,4", "2,0")
    assert off["verdict"] == "clear"
    assert len(off["passes"]) == 2


def test_a_hill_does_not_block_between_two_hexes_of_the_same_hill(write, umpire):
    # Terrain table, hill row: it blocks, except for hexes of the hill both ends stand on.
    hill = "terrain hill at 14,2 16,2 18,2 20,2"
    same = los(write, umpire, hill, "14,2", "20,2")
    assert same["verdict"] == "clear"
    assert terms(same["passes"]) == ["passes_hex(h(7,2),same_hill)", "passes_hex(h(8,2),same_hill)"]
    # From the ground (12,2) the same hill hexes block.
    assert los(write, umpire, hill, "12,2", "20,2")["verdict"] == "blocked"
    # Two hills joined by nothing are two hills: 18,2 is not part of 14,2's hill.
    apart = los(write, umpire, "terrain hill at 14,2 18,2 20,2", "14,2", "20,2")
    assert terms(apart["blocked_by"]) == ["crossed(h(8,2),terrain(hill))"]


def test_height_variant_is_an_assumption_switched_off_by_default(write, umpire):
    # "Treat it as an optional rule, not the default."
    body = "terrain hill at 14,2\nterrain forest at 16,2"
    assert los(write, umpire, body, "14,2", "18,2")["verdict"] == "blocked"
    ans = los(write, umpire, body + "\nassume height_los on", "14,2", "18,2")
    assert ans["verdict"] == "clear"
    assert ans["passes"][0]["term"] == "passes_hex(h(7,2),seen_over(forest))"
    assert [a["name"] for a in ans["assumptions"]] == ["height_los"]


def test_artillery_gets_a_note(write, umpire):
    body = "terrain forest at 10,4\nunit g { side allies type artillery at 8,4 }"
    ans = los(write, umpire, body, "g", "12,4")
    assert ans["verdict"] == "blocked"
    assert terms(ans["notes"]) == ["artillery_needs_no_los"]


TERRAIN = ["clear", "clear", "forest", "town", "hill", "hedgerow", "river"]
HEXES = [f"{c},{r}" for r in range(5) for c in range(r % 2, 13, 2)]


@st.composite
def board(draw) -> tuple[str, str, str]:
    terrain = {h: draw(st.sampled_from(TERRAIN)) for h in HEXES}
    lines = [BOARD.strip()]
    lines += [f"terrain {t} at {h}" for h, t in terrain.items() if t != "clear"]
    dry = [h for h in HEXES if terrain[h] != "river"]  # no unit may stand in a river
    units = draw(st.lists(st.sampled_from(dry), max_size=6, unique=True)) if dry else []
    lines += [f"unit u{i} {{ side axis type infantry at {h} }}" for i, h in enumerate(units)]
    for name in ("height_los", "touches_pair_anywhere"):
        lines.append(f"assume {name} {draw(st.sampled_from(['on', 'off']))}")
    a, b = draw(st.sampled_from(HEXES)), draw(st.sampled_from(HEXES))
    return "\n".join(lines) + "\n", a, b


def verdict(text: str, a: str, b: str) -> tuple[str, list[str]]:
    pos = build_position(parse_text(text + f"ask los {a} {b}\n", "p.scn"))
    ans = registry("memoir44")["los"].answer(pos, pos.scenario.questions[0]).to_json()
    return ans["verdict"], sorted(c["what"] for c in ans["blocked_by"])


@settings(max_examples=60, deadline=None)
@given(board())
def test_los_is_symmetric_and_deterministic(case):
    text, a, b = case
    forward = verdict(text, a, b)
    assert forward[0] == verdict(text, b, a)[0]
    assert forward == verdict(text, a, b)
