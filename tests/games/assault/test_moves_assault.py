"""`ask moves` for Assault, checked against the chart rows by hand.

Expected costs are read off the "Movement cost for each movement type" columns
(foot | artillery | wheeled | tracked) of source 000 (edition rev6) and 001 (edition pt).
B = "Blocked", D = "Delayed Action", U = cell lost in extraction (unknown).
"""

import pytest

MOVEMENTS = ("foot", "artillery", "wheeled", "tracked")

# 000 terrain chart lines 5-45 and craters/ruins chart lines 49-51.
REV6 = {
    "shallow_water": (2, "B", "B", "B"),
    "beach": (1, 2, 3, 1),
    "clear": (1, 1, 2, 1),
    "rocky": (1, 2, 3, 2),
    "brush": (1, 1, 3, 2),
    "olive_vine_grove": (1, 2, "B", 2),
    "light_forest": (1, 1, 2, 2),
    "heavy_forest": (2, 2, "B", 4),
    "single_storey_buildings": (2, 2, "B", 3),
    "multi_storey_buildings": (2, 2, "B", 4),
    "large_building": (2, 2, "B", 4),
    "bridge": (1, 2, 2, 2),
    "swampy": ("D", "B", "B", "B"),
    "craters": (1, 2, 2, 1),
    "brush_trees_craters": (1, 2, 3, 2),
    "ruins": (1, 2, "B", 3),
}
# 001: same values; "Plain Buildings" for single-storey; no Swampy row; its crater/ruin
# chart collapsed in extraction (001 lines 205-209), so those cells are unknown.
PT = {k: v for k, v in REV6.items() if k not in ("swampy", "single_storey_buildings")}
PT["plain_buildings"] = REV6["single_storey_buildings"]
PT.update({k: ("U",) * 4 for k in ("craters", "brush_trees_craters", "ruins")})

CASES = [
    (ed, row, mv, exp)
    for ed, table in (("rev6", REV6), ("pt", PT))
    for row, costs in table.items()
    for mv, exp in zip(MOVEMENTS, costs, strict=True)
]


def one_step(write, umpire, edition: str, terrain: str, movement: str, mp: int = 4, extra: str = ""):
    """A unit on clear at 1,1 with every neighbour of the given terrain. A vehicle faces
    vertex 0, so 2,1 (east) is one of its front hexes (9.10)."""
    unit_type = {"foot": "infantry", "artillery": "artillery"}.get(movement, "vehicle")
    facing = "facing 0" if unit_type == "vehicle" else ""
    path = write(f"""
game assault edition {edition}
map 3 x 3
default terrain {terrain}
terrain clear at 1,1
{extra}
unit u {{ side allies type {unit_type} at 1,1 {facing} movement {movement} mp normal {mp} }}
ask moves u
""")
    result = umpire("run", path, "--json")
    assert result.code == 0, result.err
    return result.json()["answers"][0]


def entry(answer: dict, hex_label: str = "2,1"):
    for d in answer["reachable"]:
        if d["hex"] == hex_label:
            return d
    for u in answer["unreachable"]:
        if u["hex"] == hex_label:
            return u
    raise AssertionError(f"{hex_label} is neither reachable nor listed unreachable")


@pytest.mark.parametrize(("edition", "terrain", "movement", "expected"), CASES)
def test_one_step_cost_matches_chart_row(write, umpire, edition, terrain, movement, expected):
    answer = one_step(write, umpire, edition, terrain, movement)
    e = entry(answer)
    if isinstance(expected, int):
        assert e["cost"] == expected and e["left"] == 4 - expected
        (part,) = e["trace"]
        assert part["value"] == expected and part["cite"]["section"] == "9.1"
        assert (
            f"column {dict(foot='foot', artillery='art', wheeled='wheeled', tracked='track')[movement]}"
            in part["cite"]["locator"]
        )
        assert part["cite"]["source"] == (
            "000_f3e2093d63ee0f25.txt" if edition == "rev6" else "001_79dd9f4650491927.txt"
        )
    elif expected == "B":
        (reason,) = e["reasons"]
        assert reason["term"] == f"blocked_terrain({terrain},{movement})"
    elif expected == "U":
        (reason,) = e["reasons"]
        assert reason["term"].startswith(f"unknown_cell(craters_ruins,{terrain},")
    else:  # "D": priced as harsh terrain under the named assumption (9.5)
        assert e["cost"] == 4 and e["left"] == 0
        assert [i["term"] for i in e["imposes"]] == ["delayed_action"]
        assert e["trace"][0]["assumptions"] == ["delayed_cell_is_harsh"]


def test_delayed_cell_without_the_assumption_names_it(write, umpire):
    answer = one_step(write, umpire, "rev6", "swampy", "foot", extra="assume delayed_cell_is_harsh off")
    (reason,) = entry(answer)["reasons"]
    assert reason["term"] == "delayed_cell_unpriced(swampy)"
    assert reason["assumptions"] == ["delayed_cell_is_harsh"]


def test_unknown_cell_resolved_by_override(write, umpire):
    answer = one_step(write, umpire, "pt", "ruins", "tracked", extra="override ruins.track = 3")
    e = entry(answer)
    assert e["cost"] == 3
    assert e["trace"][0]["cite"]["rule"] == "move_terrain_cost"
    assert e["trace"][0]["cite"]["source"].endswith("s.scn")


def test_harsh_terrain_when_cost_exceeds_base_allowance(write, umpire):
    # 9.5: infantry MA 1 entering heavy forest (foot 2) spends its whole allowance, delayed.
    answer = one_step(write, umpire, "rev6", "heavy_forest", "foot", mp=1)
    e = entry(answer)
    assert (e["cost"], e["left"]) == (1, 0)
    assert [i["term"] for i in e["imposes"]] == ["delayed_action"]
    assert [(p["term"], p["value"], p["cite"]["section"]) for p in e["trace"]] == [
        ("harsh_entry", -1, "9.5"),
        ("terrain(heavy_forest)", 2, "9.1"),
    ]
    # 0,0 is heavy forest too, two hexes away: harsh terrain is entered only from an
    # adjacent start hex, so it is out for that reason, not for lack of MP (9.5).
    (reason,) = entry(answer, "0,0")["reasons"]
    assert (reason["term"], reason["cite"]["section"]) == ("harsh_not_from_start", "9.5")


@pytest.mark.parametrize(("movement", "climb"), [("foot", 1), ("artillery", 2), ("wheeled", 2), ("tracked", 2)])
def test_climbing_one_level_adds_the_hill_surcharge(write, umpire, movement, climb):
    # 9.6.1 and the Hill row: +1 foot, +2 artillery/wheeled/tracked per level climbed.
    answer = one_step(write, umpire, "rev6", "clear", movement, mp=5, extra="elevation 1 at 2,1")
    e = entry(answer)
    clear = {"foot": 1, "artillery": 1, "wheeled": 2, "tracked": 1}[movement]
    assert e["cost"] == clear + climb
    assert [(p["term"], p["value"]) for p in e["trace"]] == [("climb(1)", climb), ("terrain(clear)", clear)]


def lone_unit(write, umpire, unit_fields: str, action: str) -> dict:
    """One allied unit at 0,0 on a clear 6 x 1 strip, asked to move with the given action."""
    path = write(
        f"game assault edition rev6\nmap 6 x 1\nunit u {{ side allies {unit_fields} at 0,0 }}\n"
        f"ask moves u as {action}\n"
    )
    result = umpire("run", path, "--json")
    assert result.code == 0, result.err
    return result.json()["answers"][0]


def test_fast_action_adds_one_mp_and_marks_fast(write, umpire):
    ans = lone_unit(write, umpire, "type infantry movement foot mp normal 2", "fast")
    assert ans["allowance"]["value"] == 3
    assert [(c["term"], c["value"]) for c in ans["allowance"]["trace"]] == [("card_ma", 2), ("fast_bonus", 1)]
    assert [d["hex"] for d in ans["reachable"]] == ["1,0", "2,0", "3,0"]
    assert ans["reachable"][2]["imposes"][0]["term"] == "fast_action"
    (far,) = ans["unreachable"]
    assert (far["hex"], [r["term"] for r in far["reasons"]]) == ("4,0", ["too_far(4,3)"])
    # The cheapest try is shown with every part of its 4 MP: clear costs foot 1 a hex (9.1).
    assert far["path"] == ["0,0", "1,0", "2,0", "3,0", "4,0"]
    assert [(c["term"], c["value"]) for c in far["trace"]] == [("terrain(clear)", 1)] * 4


def test_move_and_fire_halves_rounding_up(write, umpire):
    ans = lone_unit(write, umpire, "type vehicle facing 0 movement tracked mp normal 3", "move_and_fire")
    assert ans["allowance"]["value"] == 2  # 9.3: half of 3, rounded up


@pytest.mark.parametrize(
    ("setup", "action", "reason"),
    [
        ("status suppressed", "normal", "morale(suppressed)"),
        ("status fallback", "normal", "morale(fallback)"),
        ("status immobilized", "normal", "immobilized"),
        ("status firing", "normal", "already_activated(firing)"),
        ("ability slow", "fast", "slow_unit_no_fast"),
        ("type artillery", "move_and_fire", "artillery_no_move_fire"),
    ],
)
def test_illegal_actions_name_their_reason(write, umpire, setup, action, reason):
    unit_type = "" if setup.startswith("type") else "type infantry"
    ans = lone_unit(write, umpire, f"{unit_type} {setup} movement foot mp normal 2", action)
    assert ans["verdict"] == "illegal"
    assert [c["term"] for c in ans["illegal"]] == [reason]
    assert ans["reachable"] == []


def test_friendly_hex_is_passed_but_not_ended_in_and_enemy_hex_is_close_combat(write, umpire):
    path = write("""game assault edition rev6
map 5 x 1
unit u { side allies type infantry at 0,0 movement foot mp normal 3 }
unit f { side allies type infantry at 1,0 movement foot mp normal 2 }
unit e { side axis type infantry at 3,0 movement foot mp normal 2 }
ask moves u
""")
    ans = umpire("run", path, "--json").json()["answers"][0]
    assert [d["hex"] for d in ans["reachable"]] == ["2,0", "3,0"]
    assert ans["reachable"][0]["path"] == ["0,0", "1,0", "2,0"]
    assert {i["term"] for i in ans["reachable"][1]["imposes"]} == {'close_combat("e")', "normal_action"}
    assert ans["unreachable"][0]["hex"] == "1,0"
    assert ans["unreachable"][0]["reasons"][0]["term"] == 'stacking("f")'
    assert ans["unreachable"][0]["reasons"][0]["cite"]["section"] == "9.0"
    # the enemy hex ends the move: 4,0 is not reachable through it
    assert all(d["hex"] != "4,0" for d in ans["reachable"])


def test_artillery_may_not_enter_an_enemy_hex(write, umpire):
    path = write("""game assault edition rev6
map 3 x 1
unit a { side allies type artillery at 0,0 movement artillery mp normal 2 }
unit e { side axis type infantry at 1,0 movement foot mp normal 2 }
ask moves a
""")
    ans = umpire("run", path, "--json").json()["answers"][0]
    assert ans["reachable"] == []
    assert ans["unreachable"][0]["reasons"][0]["term"] == 'no_close_combat("e")'
    assert ans["unreachable"][0]["reasons"][0]["cite"]["section"] == "11.0"


def test_step_parts_add_up_to_the_cost_along_the_path(examples_copy, umpire):
    ans = umpire("run", str(examples_copy / "assault_tutorial.scn"), "--json").json()
    routes = [(a, d) for a in ans["answers"] if a["kind"] == "moves" for d in a["reachable"]]
    routes += [(a, a["route"]) for a in ans["answers"] if a["kind"] == "path" and a["route"]]
    assert len(routes) > 20
    for answer, d in routes:
        assert sum(p["value"] for p in d["trace"]) == d["cost"]
        # A reversing route spends from half the allowance, rounded up (9.10).
        reversing = [c["value"] for c in d.get("imposes", []) if c["term"].startswith("reversing(")]
        allowance = answer["allowance"]["value"]
        assert d["left"] == ((allowance + 1) // 2 if reversing else allowance) - d["cost"]


def test_a_harsh_entry_across_a_delayed_crossing_shows_a_trace_that_adds_up(write, umpire):
    """Found by the route property: foot with MA 1 crossing barbed wire (+1 foot, chart 000)
    into Swampy, a "Delayed Action" cell (harsh under delayed_cell_is_harsh, 9.5). The entry
    spends the whole allowance, 1: the wire's +1 and an adjustment of 0, not +1 and +1."""
    path = write(
        "game assault edition rev6\nmap 3 x 1\nterrain swampy at 1,0\n"
        "hexside barbed_wire between 0,0 and 1,0\n"
        "unit u { side allies type infantry at 0,0 facing 0 movement foot mp normal 1 }\nask moves u\n"
    )
    result = umpire("run", path, "--json")
    assert result.code == 0, result.err
    (entry,) = [d for d in result.json()["answers"][0]["reachable"] if d["hex"] == "1,0"]
    assert entry["cost"] == 1
    assert [p["value"] for p in entry["trace"]] == [1, 0]
    assert [p["term"] for p in entry["trace"]][-1] == "harsh_entry"


def test_a_hex_too_far_shows_its_cheapest_try_in_the_picture(write, umpire):
    """Hovering a hex the allowance refuses tells its cheapest try, as the text does."""
    path = write(
        "game assault edition rev6\nmap 6 x 1\n"
        "unit u { side allies type infantry movement foot mp normal 2 at 0,0 }\nask moves u\n"
    )
    result = umpire("render", path)
    assert result.code == 0, result.err
    title = result.out.split("<title>3,0:\n", 1)[1].split("</title>", 1)[0]
    assert title.splitlines()[:2] == [
        "needs 3 MP, has 2 | §9.1 · assault-rules-digest.md",
        "the cheapest try: path 0,0 &gt; 1,0 &gt; 2,0 &gt; 3,0",
    ]
