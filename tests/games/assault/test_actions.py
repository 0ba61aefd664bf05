"""`ask actions [SIDE]` for Assault: every move action, close combat and shot of a side in one
question, and the same answer, unit by unit, as `ask moves` and `ask targets`.

The hand-worked position is a clear strip one row high (8 x 1), so each hex has two
neighbours. Clear costs 1 for foot, artillery and tracked movement (000 line 7).
"""

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from pyengine import open_scenario
from pyengine.hexgrid import MapShape
from tests.games.assault.test_moves_properties import answers, neighbours_of

STRIP = """game assault edition rev6
map 8 x 1
default terrain clear
unit a { side allies type infantry at 0,0 movement foot mp normal 2 attack infantry close 1..2 1Y }
unit g { side axis type infantry at 1,0 movement foot mp normal 2 }
unit t { side allies type vehicle at 3,0 facing 0 movement tracked mp normal 3 }
unit r { side allies type artillery at 5,0 movement artillery mp normal 1 ability slow }
unit h { side axis type infantry at 7,0 movement foot mp normal 2 }
"""


def ask(write, umpire, text: str, question: str) -> dict:
    result = umpire("ask", write(text), *question.split(), "--json")
    assert result.code == 0, result.err
    return result.json()["answers"][0]


def strip(write, umpire) -> dict[str, dict]:
    answer = ask(write, umpire, STRIP, "actions allies")
    assert (answer["kind"], answer["side"]) == ("actions", "allies")
    return {u["unit"]: u for u in answer["units"]}


def move(unit: dict, action: str) -> dict:
    return next(m for m in unit["moves"] if m["action"] == action)


def costs(m: dict) -> dict[str, int]:
    return {d["hex"]: d["cost"] for d in m["reachable"]}


def test_one_question_covers_every_unit_of_the_side_and_every_move_action(write, umpire):
    units = strip(write, umpire)
    assert sorted(units) == ["a", "r", "t"]
    for u in units.values():
        assert [m["action"] for m in u["moves"]] == ["normal", "fast", "fire_and_move", "move_and_fire"]


def test_allowances_per_action(write, umpire):
    # 9.2: a fast action adds 1 MP; 9.3: move & fire and fire & move take off half, so
    # infantry MA 2 keeps 1 and the tank's MA 3 keeps 2.
    a, t = strip(write, umpire)["a"], strip(write, umpire)["t"]
    assert [move(a, x)["allowance"]["value"] for x in ("normal", "fast", "move_and_fire")] == [2, 3, 1]
    assert [move(t, x)["allowance"]["value"] for x in ("normal", "fast", "fire_and_move")] == [3, 4, 2]


def test_actions_the_unit_may_not_take_name_their_reason(write, umpire):
    r = strip(write, umpire)["r"]
    assert move(r, "normal")["verdict"] == "legal"
    # 9.2: a slow unit takes no fast action; 9.3: artillery never moves and fires in one action.
    assert [(c["term"], c["cite"]["section"]) for c in move(r, "fast")["illegal"]] == [("slow_unit_no_fast", "9.2")]
    for action in ("move_and_fire", "fire_and_move"):
        assert [(c["term"], c["cite"]["section"]) for c in move(r, action)["illegal"]] == [
            ("artillery_no_move_fire", "9.3")
        ]
        assert move(r, action)["reachable"] == []
    # The card gives the artillery neither attack dice nor an arc (4.2).
    assert r["fire"]["verdict"] == "illegal"
    assert sorted(c["term"] for c in r["fire"]["illegal"]) == ["no_arc", "no_attack_dice"]


def test_the_tank_reverses_and_its_reach_grows_with_each_allowance(write, umpire):
    t = strip(write, umpire)["t"]
    # East (direction 0) is in front of vertex 0; west (direction 3) is behind it, so the
    # tank backs into 2,0 for 1 MP of half its allowance, rounded up (9.10): 2 of the normal
    # move's 3, 2 of the fast move's 4, 1 of move & fire's 2. Driving forward there needs a
    # two-vertex turn (1 + 1 MP); the cheaper reversing route is shown. 5,0 holds friendly r:
    # passed through, never ended in (9.0).
    assert costs(move(t, "normal")) == {"4,0": 1, "2,0": 1, "1,0": 2, "6,0": 3}
    assert costs(move(t, "fast")) == {"4,0": 1, "2,0": 1, "1,0": 2, "6,0": 3, "7,0": 4}
    assert costs(move(t, "move_and_fire")) == {"4,0": 1, "2,0": 1}
    two = next(d for d in move(t, "normal")["reachable"] if d["hex"] == "2,0")
    assert [(p["term"], p["value"]) for p in two["trace"]] == [("terrain(clear)", 1)]
    assert [(c["term"], c["cite"]["section"]) for c in two["imposes"]][-1] == ("reversing(2)", "9.10")
    assert two["left"] == 1
    stacked = next(u for u in move(t, "normal")["unreachable"] if u["hex"] == "5,0")
    assert [c["term"] for c in stacked["reasons"]] == ['stacking("r")']
    # 6,0 costs 3 within the shared search; with move & fire's 2 MP it is one hex too far.
    far = next(u for u in move(t, "move_and_fire")["unreachable"] if u["hex"] == "6,0")
    assert [c["term"] for c in far["reasons"]] == ["too_far(3,2)"]


def test_close_combats_are_the_moves_that_end_in_an_enemy_hex(write, umpire):
    units = strip(write, umpire)
    # 11.1.1: entering g's hex starts a close combat; 6.4: only by a normal or fast move.
    assert [(c["enemy"], c["action"], c["cost"], c["path"]) for c in units["a"]["close_combat"]] == [
        ("g", "fast", 1, ["0,0", "1,0"]),
        ("g", "normal", 1, ["0,0", "1,0"]),
    ]
    refused = move(units["a"], "move_and_fire")["unreachable"]
    assert [(u["hex"], [(c["term"], c["cite"]["section"]) for c in u["reasons"]]) for u in refused] == [
        ("1,0", [("close_combat_by_move(move_and_fire)", "6.4")])
    ]
    # The tank backs into g's hex (2 MP reversing, 9.10) and reaches h only with the fast
    # action's fourth MP.
    assert [(c["enemy"], c["action"], c["cost"]) for c in units["t"]["close_combat"]] == [
        ("g", "fast", 2),
        ("g", "normal", 2),
        ("h", "fast", 4),
    ]


def test_fire_lists_every_enemy_and_judges_a_distant_one_by_its_length(write, umpire):
    a = strip(write, umpire)["a"]
    assert a["fire"]["verdict"] == "legal"
    g, h = a["fire"]["targets"]
    # g is adjacent: range 1, the card's close band 1..2 gives 1Y (10.1); adjacent means
    # spotted (10.5.1).
    assert (g["target"], g["can_fire"], g["range"], g["band"]["term"]) == ("g", True, 1, "band(close,dice(0,1,0,0))")
    assert g["los"]["verdict"] == "clear"
    # h is 7 hexes away and the card reaches 2: out of range whatever lies between (10.1),
    # so its line is not traced.
    assert (h["target"], h["can_fire"], [c["term"] for c in h["cannot"]]) == ("h", False, ["out_of_range(7,2)"])
    assert h["los"]["verdict"] == "untraced"


def test_every_unit_when_no_side_is_named(write, umpire):
    answer = ask(write, umpire, STRIP, "actions")
    assert answer["side"] is None
    assert [u["unit"] for u in answer["units"]] == ["a", "g", "h", "r", "t"]


def test_text_answer_names_close_combats_and_refusals(write, umpire):
    result = umpire("ask", write(STRIP), "actions", "allies")
    assert result.code == 0, result.err
    assert "g at 1,0: normal move, cost 1, path 0,0 > 1,0" in result.out
    assert "a slow unit may not take a fast action" in result.out
    assert "a close combat is entered by a normal or fast move only, not move and fire" in result.out


def test_a_bad_side_is_refused_with_the_sides_that_exist(write, umpire):
    result = umpire("ask", write(STRIP), "actions", "alies")
    assert result.code == 2
    assert "allies" in result.err


# ---- Agreement with the one-unit questions, on random maps --------------------------------
TERRAIN = ["clear", "light_forest", "heavy_forest", "brush", "swampy", "rocky", "olive_vine_grove"]
HEXSIDES = ["river", "stone_wall", "barbed_wire", "steep_slope"]
UNITS = [
    ("infantry", "foot", "attack infantry close 1..2 1R+1Y attack infantry medium 3..5 1Y"),
    ("artillery", "artillery", "arc 60 attack infantry close 1..6 1R attack vehicle close 1..6 1R"),
    ("vehicle", "wheeled", "arc 120 attack infantry close 1..3 1Y defense front 1G"),
    ("vehicle", "tracked", "arc 120 ability turret attack vehicle close 1..4 2R defense front 2R"),
]
SHAPE = MapShape(7, 5, "offset")
HEXES = [f"{c},{r}" for r in range(5) for c in range(7)]


@st.composite
def battlefield(draw) -> str:
    lines = ["game assault edition rev6", "map 7 x 5", "default terrain clear"]
    # Units stand on clear ground (the default); other terrain goes only where none stands.
    spots = draw(st.lists(st.sampled_from(HEXES), min_size=3, max_size=6, unique=True))
    open_ground = [h for h in HEXES if h not in spots]
    for h in draw(st.lists(st.sampled_from(open_ground), max_size=14, unique=True)):
        lines.append(f"terrain {draw(st.sampled_from(TERRAIN))} at {h}")
    for _ in range(draw(st.integers(0, 3))):
        a = draw(st.sampled_from(HEXES))
        kind = draw(st.sampled_from(HEXSIDES))
        lines.append(f"hexside {kind} between {a} and {draw(st.sampled_from(neighbours_of(SHAPE, a)))}")
    if draw(st.booleans()):
        lines.append("path main_road " + " ".join(f"{c},2" for c in range(7)))
    if draw(st.booleans()):
        lines.append(f"marker minefield at {draw(st.sampled_from(HEXES))}")
    if draw(st.booleans()):
        lines.append(f"obstacle barbed_wire at {draw(st.sampled_from(HEXES))}")
    if draw(st.booleans()):  # barbed wire then bars infantry's fast crossings too (9.2)
        lines.append("assume wire_fast_limit_marked_cells_only off")
    for i, h in enumerate(spots):
        kind, movement, card = draw(st.sampled_from(UNITS))
        side = "allies" if i % 2 else "axis"
        mp = draw(st.integers(1, 5))
        lines.append(
            f"unit u{i} {{ side {side} type {kind} at {h} facing {draw(st.integers(0, 5))} "
            f"movement {movement} mp normal {mp} {card} }}"
        )
    return "\n".join(lines) + "\n"


# Found from outside (issue 60): every step into the enemy's hex crosses barbed wire, which a
# fast move may not cross (9.2; for infantry too with wire_fast_limit_marked_cells_only off), so
# `close_combat u1 u0 fast` is illegal, as `moves u1 as fast` refuses those steps; a normal
# move crosses it. It was legal: the entry check took any action.
WIRE_SIDE = """game assault edition rev6
map 7 x 5
default terrain clear
assume wire_fast_limit_marked_cells_only off
hexside barbed_wire between 0,0 and 1,0
hexside barbed_wire between 0,1 and 1,0
hexside barbed_wire between 1,1 and 1,0
hexside barbed_wire between 2,0 and 1,0
unit u0 { side axis type infantry at 1,0 facing 0 movement foot mp normal 2 CARD }
unit u1 { side allies type infantry at 0,0 facing 0 movement foot mp normal 2 CARD }
""".replace("CARD", UNITS[0][2])


# Found by this test: a minefield far from u1 split u1's walk in `actions` (whose hexes
# include it) but not in `moves`; only what lies within a unit's move radius may split it.
FAR_MINEFIELD = """game assault edition rev6
map 7 x 5
default terrain clear
hexside river between 0,0 and 1,0
hexside river between 1,3 and 2,3
marker minefield at 0,0
terrain clear at 0,0
unit u0 { side axis type infantry at 0,0 facing 0 movement foot mp normal 1 CARD }
terrain clear at 3,3
unit u1 { side allies type infantry at 3,3 facing 0 movement foot mp normal 1 CARD }
terrain clear at 1,0
unit u2 { side axis type infantry at 1,0 facing 0 movement foot mp normal 1 CARD }
""".replace("CARD", UNITS[0][2])


# Found in issue 45: the wire in 2,0 is crossed by every step into it, but the KB was told
# how far 2,0 lies only by chance (u0's shot at u1 next to it gave 3,0's distance), so u0's
# fast move shared its normal move's routes alone but not within `actions`.
WIRE_TWO_HEXES_OFF = """game assault edition rev6
map 7 x 5
default terrain clear
obstacle barbed_wire at 2,0
unit u0 { side axis type vehicle at 0,0 facing 0 movement wheeled mp normal 6 CARD }
unit u1 { side allies type infantry at 3,0 facing 0 movement foot mp normal 1 }
""".replace("CARD", UNITS[2][2])


@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
@given(text=battlefield(), side=st.sampled_from(["allies", "axis"]))
@example(text=FAR_MINEFIELD, side="allies")
@example(text=WIRE_TWO_HEXES_OFF, side="axis")
def test_each_units_part_equals_its_one_unit_answers(tmp_path_factory, capsys, text, side):
    path = tmp_path_factory.mktemp("act") / "a.scn"
    path.write_text(text, encoding="utf-8")
    (actions,) = answers(capsys, path, f"actions {side}")
    assert actions["units"], "every random map has a unit of each side"
    for unit in actions["units"]:
        u = unit["unit"]
        for part in unit["moves"]:
            (alone,) = answers(capsys, path, f"moves {u} as {part['action']}")
            for key in ("verdict", "allowance", "illegal", "reachable", "unreachable"):
                assert part[key] == alone[key], (u, part["action"], key)
        (targets,) = answers(capsys, path, f"targets {u}")
        assert unit["fire"]["illegal"] == targets["illegal"]
        assert unit["fire"]["targets"] == targets["targets"]
        # Close combats are exactly the legal moves' ends that impose one.
        starts = {
            (d["hex"], m["action"])
            for m in unit["moves"]
            for d in m["reachable"]
            if any(i["term"].startswith("close_combat(") for i in d["imposes"])
        }
        assert {(c["hex"], c["action"]) for c in unit["close_combat"]} == starts


@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@given(text=battlefield(), side=st.sampled_from(["allies", "axis"]))
@example(text=WIRE_SIDE, side="allies")
def test_close_combat_is_legal_exactly_when_actions_lists_it(tmp_path_factory, capsys, text, side):
    """One rule, one answer: `ask close_combat A B` for each adjacent enemy pair begins exactly
    when A's part of `ask actions` lists a close combat against B by a move that is not fast,
    and `ask close_combat A B fast` exactly when it lists one by a fast move (6.4, 11.1.1,
    11.1.3.2); hexside obstacles included (a fast move does not cross barbed wire, 9.2)."""
    path = tmp_path_factory.mktemp("cc") / "a.scn"
    path.write_text(text, encoding="utf-8")
    game = open_scenario(path)
    units = game.position.units
    (actions,) = answers(capsys, path, f"actions {side}")
    for part in actions["units"]:
        u = units[part["unit"]]
        listed = {(c["enemy"], c["action"] == "fast") for c in part["close_combat"]}
        for e in units.values():
            if e.side != u.side and u.hex.distance(e.hex) == 1:
                for fast in (False, True):
                    (cc,) = answers(capsys, path, f"close_combat {u.id} {e.id}" + (" fast" if fast else ""))
                    assert (cc["verdict"] == "legal") == ((e.id, fast) in listed), (u.id, e.id, fast, cc["illegal"])


@settings(max_examples=10, deadline=None, suppress_health_check=list(HealthCheck))
@given(text=battlefield())
def test_targets_and_fire_agree_on_every_shot(tmp_path_factory, capsys, text):
    """One rule, one answer: `ask targets U` may fire at E exactly when `ask fire U E` is legal,
    over the same range, arc, line of sight and activation rules (fire.lp)."""
    path = tmp_path_factory.mktemp("tf") / "a.scn"
    path.write_text(text, encoding="utf-8")
    units = open_scenario(path).position.units
    for u in units.values():
        (targets,) = answers(capsys, path, f"targets {u.id}")
        reports = {r["target"]: r for r in targets["targets"]}
        for e in units.values():
            if e.side == u.side:
                continue
            (fire,) = answers(capsys, path, f"fire {u.id} {e.id}")
            may = targets["verdict"] == "legal" and reports[e.id]["can_fire"]
            assert may == (fire["verdict"] == "legal"), (u.id, e.id, reports[e.id]["cannot"], fire["illegal"])


# Every one-hex action at once: i boards t (9.11), i and j may swap (9.8.2), t may overrun
# g in front of it (9.10.3), and every infantry unit may hide (9.12).
EVERY_STEP = """game assault edition rev6
map 8 x 1
default terrain clear
unit j { side allies type infantry at 0,0 movement foot mp normal 2 }
unit i { side allies type infantry at 1,0 movement foot mp normal 2 strength 4 }
unit t { side allies type vehicle at 3,0 facing 0 movement tracked mp normal 3 defense front 2R }
unit g { side axis type artillery at 4,0 movement artillery mp normal 1 }
"""


@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
@given(text=battlefield())
@example(text=EVERY_STEP)
def test_other_actions_step_only_where_the_moves_may(tmp_path_factory, capsys, text):
    """One rule, one answer: the actions that move a unit one hex use the move rules of
    `ask moves` (other_actions.lp reads movement.lp's steps): a hide into a neighbour (9.12)
    and an overrun (9.10.3) go only into a hex the normal move reaches, no cheaper than the
    move's cheapest route; a reinforcing swap (9.8.2) and a boarding (9.11) end in a friend's
    hex, which the move itself refuses only for stacking (9.0)."""
    path = tmp_path_factory.mktemp("oa") / "a.scn"
    path.write_text(text, encoding="utf-8")
    for side in ("allies", "axis"):
        (actions,) = answers(capsys, path, f"actions {side}")
        for unit in actions["units"]:
            normal = move(unit, "normal")
            reached = {d["hex"]: d["cost"] for d in normal["reachable"]}
            refused = {u["hex"]: [c["term"] for c in u["reasons"]] for u in normal["unreachable"]}
            other = {o["action"]: o for o in unit["other_actions"]}
            for step in other["hide"]["may"]:
                if step["cost"] > 0:
                    assert step["hex"] in reached and reached[step["hex"]] <= step["cost"], (unit["unit"], step)
            for run in other["overrun"]["may"]:
                into = run["into"]
                assert into["hex"] in reached and reached[into["hex"]] <= into["cost"], (unit["unit"], run)
            for swap in other["reinforce"]["may"]:
                stacked = refused.get(swap["into"]["hex"], [])
                assert f'stacking("{swap["partner"]}")' in stacked, (unit["unit"], swap, stacked)
            for board in other["load"]["may"]:
                moved = move(unit, board["action"])
                hexes = {u["hex"]: [c["term"] for c in u["reasons"]] for u in moved["unreachable"]}
                assert f'stacking("{board["vehicle"]}")' in hexes.get(board["path"][-1], []), (unit["unit"], board)
            if text == EVERY_STEP and unit["unit"] == "i":
                # Hide where it stands or in 2,0 (j holds 0,0); swap with j; board t by a normal or fast move.
                assert [len(other[a]["may"]) for a in ("hide", "reinforce", "load")] == [2, 1, 2]
            if text == EVERY_STEP and unit["unit"] == "t":
                assert [run["enemy"] for run in other["overrun"]["may"]] == ["g"]
