"""Reversing (9.10) and vehicles in urban alleys (9.6.3.2), in `moves`, `path` and `actions`.

Worked by hand from the digest: a vehicle moves into its two front hexes, or reversing into
its two rear hexes with half its allowance rounded up (9.10); in an urban alley it moves only
forward or back along the alley and turns only to follow it (9.6.3.2). Chart 000: Clear
costs tracked 1 (line 7), Single-storey Buildings tracked 3 (line 14), Urban Alley 1 (line 30).
Facing 0 puts directions 0 (east) and 1 in front, 3 (west) and 4 behind.
"""

STRIP = """game assault edition rev6
map 5 x 1
unit t {{ side allies type vehicle at {at} facing 0 movement tracked mp normal {mp} }}
"""

ALLEY = """game assault edition rev6
map 5 x 3
default terrain single_storey_buildings
terrain clear at 0,1 4,1
path urban_alley 1,1 2,1 3,1
unit t {{ side allies type vehicle at 1,1 facing {facing} movement tracked mp normal 4 }}
"""


def ask(write, umpire, text: str, *question: str) -> dict:
    result = umpire("ask", write(text), *question, "--json")
    assert result.code == 0, result.err
    return result.json()["answers"][0]


def text(write, umpire, scenario: str, *question: str) -> str:
    result = umpire("ask", write(scenario), *question)
    assert result.code == 0, result.err
    return result.out


def entry(answer: dict, label: str) -> dict:
    for d in answer["reachable"] + answer["unreachable"]:
        if d["hex"] == label:
            return d
    raise AssertionError(f"{label} not in the answer")


def reasons(answer: dict, label: str) -> list[tuple[str, str]]:
    return [(c["term"], c["cite"]["section"]) for c in entry(answer, label)["reasons"]]


# ---- Reversing (9.10) ----------------------------------------------------------------------
def test_the_hexes_behind_are_reached_in_reverse_on_half_the_allowance(write, umpire):
    ans = ask(write, umpire, STRIP.format(at="2,0", mp=5), "moves", "t")
    # Half of 5, rounded up: 3. Backing into 1,0 costs 1 (left 2), into 0,0 2 (left 1); driving
    # there would need a two-vertex turn, 1 MP more.
    for label, cost, path in (("1,0", 1, ["2,0", "1,0"]), ("0,0", 2, ["2,0", "1,0", "0,0"])):
        d = entry(ans, label)
        assert (d["cost"], d["left"], d["path"]) == (cost, 3 - cost, path)
        assert [p["term"] for p in d["trace"]] == ["terrain(clear)"] * cost
        assert ("reversing(3)", "9.10") in [(c["term"], c["cite"]["section"]) for c in d["imposes"]]
        assert all(p["assumptions"] == ["reverse_whole_move"] for p in d["trace"])
    # In front, nothing changes: forward, the whole allowance.
    assert (entry(ans, "4,0")["cost"], entry(ans, "4,0")["left"]) == (2, 3)
    assert "reversing(3)" not in [c["term"] for c in entry(ans, "4,0")["imposes"]]
    assert "reverse_whole_move" in [a["name"] for a in ans["assumptions"]]


def test_reversing_in_text(write, umpire):
    out = text(write, umpire, STRIP.format(at="2,0", mp=5), "moves", "t")
    assert "1,0  cost 1, left 2, path 2,0 > 1,0" in out
    assert "reversing: drives backwards into its rear hexes, on half the allowance (3 MP)" in out
    assert "assumption reverse_whole_move" in out


def test_too_far_either_way_names_both_allowances(write, umpire):
    # MP 2: reversing has 1. 1,0 is two hexes behind: 2 MP reversing (has 1), or 1 + 1 + the
    # turn's 1 = 3 MP driving (has 2).
    ans = ask(write, umpire, STRIP.format(at="3,0", mp=2), "moves", "t")
    assert entry(ans, "2,0")["cost"] == 1
    assert sorted(reasons(ans, "1,0")) == [("too_far(3,2)", "9.1"), ("too_far_reversing(2,1)", "9.10")]
    # The try shown is the forward one (a reach prefers forward too), each part of its 3 MP:
    # turning 2 vertices to put 2,0 in front costs 1 (one is free, 9.10).
    tried = entry(ans, "1,0")
    assert tried["path"] == ["3,0", "2,0", "1,0"]
    assert [(p["term"], p["value"]) for p in tried["trace"]] == [
        ("terrain(clear)", 1),
        ("turn(2)", 1),
        ("terrain(clear)", 1),
    ]


def test_path_backs_into_the_hex_behind(write, umpire):
    ans = ask(write, umpire, STRIP.format(at="2,0", mp=5), "path", "t", "to", "0,0")
    route = ans["route"]
    assert (route["cost"], route["path"]) == (2, ["2,0", "1,0", "0,0"])
    assert "reversing(3)" in [c["term"] for c in route["imposes"]]


def test_actions_list_the_reversing_moves(write, umpire):
    ans = ask(write, umpire, STRIP.format(at="2,0", mp=5), "actions", "allies")
    (unit,) = ans["units"]
    by_action = {m["action"]: {d["hex"]: d for d in m["reachable"]} for m in unit["moves"]}
    # Normal: half of 5 is 3; fast: half of 6 is 3; move & fire: 5 - 2 = 3, half of it 2.
    assert by_action["normal"]["0,0"]["cost"] == 2
    assert by_action["fast"]["0,0"]["left"] == 1
    assert (by_action["move_and_fire"]["0,0"]["cost"], by_action["move_and_fire"]["0,0"]["left"]) == (2, 0)


def test_infantry_never_reverses(write, umpire):
    scenario = "game assault edition rev6\nmap 3 x 1\n"
    scenario += "unit i { side allies type infantry at 1,0 movement foot mp normal 2 }\n"
    ans = ask(write, umpire, scenario, "moves", "i")
    assert all("reversing" not in c["term"] for d in ans["reachable"] for c in d["imposes"])


# ---- Urban alleys (9.6.3.2) ----------------------------------------------------------------
def test_a_vehicle_in_an_alley_moves_only_along_it(write, umpire):
    ans = ask(write, umpire, ALLEY.format(facing=0), "moves", "t")
    costs = {d["hex"]: d["cost"] for d in ans["reachable"]}
    # Along the alley 1 MP a hex, then straight on out of its end into Clear (1).
    assert (costs["2,1"], costs["3,1"], costs["4,1"]) == (1, 2, 3)
    # Beside the alley every hex is a building: 3 MP, within the 4, yet out of bounds for a
    # vehicle in the alley.
    for label in ("1,0", "2,0", "3,0", "1,2", "2,2", "3,2"):
        assert label not in costs
        assert ("off_alley", "9.6.3.2") in reasons(ans, label)


def test_a_vehicle_in_an_alley_does_not_turn_about(write, umpire):
    # Facing 3: west in front. Driving east along the alley needs a turn of three vertices,
    # which is no turn to follow the alley; backing east is allowed, on half the allowance (2).
    ans = ask(write, umpire, ALLEY.format(facing=3), "moves", "t")
    two = entry(ans, "2,1")
    assert (two["cost"], two["left"]) == (1, 1)
    assert "reversing(2)" in [c["term"] for c in two["imposes"]]
    assert entry(ans, "3,1")["left"] == 0
    assert reasons(ans, "4,1") == [("too_far_reversing(3,2)", "9.10")]
    # The reversing try, 3 MP: two alley hexes and the Clear beyond, 1 each (lines 30, 7).
    tried = entry(ans, "4,1")
    assert tried["path"] == ["1,1", "2,1", "3,1", "4,1"]
    assert sum(p["value"] for p in tried["trace"]) == 3
    assert all(p["assumptions"] == ["reverse_whole_move"] for p in tried["trace"])


def test_turning_about_in_an_alley_with_the_assumption_off(write, umpire):
    scenario = ALLEY.format(facing=3) + "assume alley_turn_one_vertex off\n"
    ans = ask(write, umpire, scenario, "moves", "t")
    four = entry(ans, "4,1")
    # Turning three vertices on the alley's road is free (9.10); the step says which reading.
    assert (four["cost"], four["left"]) == (3, 1)
    first = [p for p in four["trace"] if p["what"].startswith("1,1>2,1:")]
    assert ("turn(3)", 0, ["alley_turn_one_vertex"]) in [(p["term"], p["value"], p["assumptions"]) for p in first]


def test_infantry_in_an_alley_may_step_into_the_buildings(write, umpire):
    # 9.6.3.2 binds vehicles only; Single-storey Buildings cost foot 2 (000 line 14).
    scenario = ALLEY.format(facing=0).replace(
        "type vehicle at 1,1 facing 0 movement tracked mp normal 4", "type infantry at 1,1 movement foot mp normal 2"
    )
    ans = ask(write, umpire, scenario, "moves", "t")
    assert entry(ans, "1,0")["cost"] == 2


def test_alley_in_text(write, umpire):
    out = text(write, umpire, ALLEY.format(facing=0), "moves", "t")
    assert "4,1  cost 3, left 1, path 1,1 > 2,1 > 3,1 > 4,1" in out
    assert "1,0  a vehicle in an urban alley moves only along the alley" in out
