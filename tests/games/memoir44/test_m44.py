"""Opening the official scenario editor's .m44 files (memoir44-expansion-facts.md, "Scenario
file format", lines 574-664). The files here are made by hand for these tests.

tests/data/m44/crossing.m44, worked by hand: side_player1 is AXIS, so the Axis sits at the top
(line 622); a river tile of any shape is a river (line 197) and a bridge laid on one is the
bridge hex; the editor's woods, buildings and hills are forest, town and hill (lines 341, 355);
sand and wire are sandbags and barbed wire (line 603); a unit name is a type prefix (inf, inf2,
tank, tank2, gun) and a nation suffix that decides its side (lines 639-643); badge1 changes
nothing (line 656); nbr_units sets the figures; a bunker with no owner belongs to the side
standing in it (line 226).
"""

import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyengine.api import open_scenario
from pyengine.errors import UmpireError
from pyengine.scenario_parser import imported_text

CROSSING = Path(__file__).parent.parent.parent / "data" / "m44" / "crossing.m44"

EXPECTED = """game memoir44
map 13 x 9 coords doubled
default terrain clear
title "Test Ground"
face country
side axis top
side allies bottom
terrain river at 0,4 2,4
terrain bridge at 4,4
terrain forest at 5,5
terrain town at 10,2
terrain hill at 12,2
obstacle bunker at 12,2 owner axis
obstacle sandbags at 9,3
obstacle barbed_wire at 5,7
unit ger1 { side axis type infantry at 10,2 }
unit ger2 { side axis type artillery at 12,2 }
unit ger3 { side axis type infantry special_forces at 9,3 }
unit us1 { side allies type infantry at 8,6 }
unit us2 { side allies type armor elite_armor at 10,6 }
unit brit1 { side allies type artillery at 2,8 figures 1 }
objective medal2_8_6 at 8,6 for axis medals 1 needs 1

# How the game starts (game_info)
setup victory allies 4
setup victory axis 4
setup hands allies 5
setup hands axis 4
setup first allies
"""


def board(hexagons: list, **info) -> str:
    game_info = {"side_player1": "AXIS", "side_player2": "ALLIES", **info}
    return json.dumps({"game_info": game_info, "board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": hexagons}})


def write(tmp_path: Path, text: str, name: str = "b.m44") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def opened(tmp_path: Path, umpire, hexes: list, **info) -> tuple[str, str]:
    """A hand-made .m44 file of these hexes, and what `umpire import` prints for it."""
    path = write(tmp_path, board(hexes, **info))
    return path, umpire("import", path).out


def reachable(umpire, path: str, unit: str) -> dict[str, dict]:
    """The unit's reachable hexes by label, from `ask moves` on the file."""
    moves = umpire("ask", path, "moves", unit, "--json").json()["answers"][0]
    return {d["hex"]: d for d in moves["reachable"]}


def test_import_prints_the_board_as_a_scenario(umpire):
    result = umpire("import", str(CROSSING))
    assert result.code == 0, result.err
    lines = result.out.splitlines()
    assert lines[0].startswith("# Imported by Umpire") and "crossing.m44" in lines[0]
    assert "\n".join(lines[1:]) + "\n" == EXPECTED


def test_the_file_answers_directly(umpire):
    # Artillery in a bunker may not leave it (line 239); the bunker is the Axis's.
    ans = umpire("ask", str(CROSSING), "moves", "ger2", "--json")
    assert ans.code == 0, ans.err
    moves = ans.json()["answers"][0]
    assert moves["reachable"] == []
    reasons = {u["hex"]: [(c["term"], c["cite"]["locator"]) for c in u["reasons"]] for u in moves["unreachable"]}
    assert reasons["13,1"] == [("cannot_leave(bunker)", "line 239")]
    # Elite armor moves 3 (memoir44-facts.md line 43): the woods at 5,5 are 3 hexes away, and
    # entering them stops the move and bars battle this turn (line 52).
    tank = umpire("ask", str(CROSSING), "moves", "us2", "--json").json()["answers"][0]
    woods = next(d for d in tank["reachable"] if d["hex"] == "5,5")
    assert woods["cost"] == 3
    assert "cannot_battle(entered(forest))" in [c["term"] for c in woods["imposes"]]
    for question in ("actions allies", "actions axis", "battle us1", "los 8,6 10,2"):
        result = umpire("ask", str(CROSSING), *question.split())
        assert result.code == 0, (question, result.err)


def test_the_python_api_and_text_open_it_too():
    game = open_scenario(CROSSING)
    assert sorted(game.position.units) == sorted(["ger1", "ger2", "ger3", "us1", "us2", "brit1"])
    from_text = open_scenario(CROSSING.read_text(encoding="utf-8").replace("\n", " "), name="pasted.m44")
    assert from_text.ask("moves us1").to_json() == game.ask("moves us1").to_json()


def test_armor_in_a_bunker_stays_under_the_assumption(tmp_path, umpire):
    hexes = [{"row": 4, "col": 8, "rect_terrain": {"name": "bunker"}, "unit": {"name": "tankger"}}]
    path = write(tmp_path, board(hexes))
    scenario = tmp_path / "held.scn"
    scenario.write_text(imported_text(Path(path).read_text(), path) + "ask moves ger1\n", encoding="utf-8")
    held = umpire("run", str(scenario), "--json").json()["answers"][0]
    assert held["reachable"] == []
    assert {a["name"] for a in held["assumptions"]} == {"bunker_holds_armor"}
    # `actions` reads the same (its moves' assumption rows once crashed the battle reading).
    side = umpire("ask", path, "actions", "axis", "--json").json()["answers"][0]
    assert side["units"][0]["moves"]["reachable"] == []
    assert {a["name"] for a in side["assumptions"]} == {"bunker_holds_armor"}
    scenario.write_text(scenario.read_text() + "assume bunker_holds_armor off\n", encoding="utf-8")
    free = umpire("run", str(scenario), "--json").json()["answers"][0]
    assert len(free["reachable"]) > 0


def test_what_is_not_modelled_is_listed_and_refuses_only_what_it_touches(tmp_path, umpire):
    hexes = [
        {"row": 3, "col": 13, "terrain": {"name": "loco_shed"}},
        {"row": 5, "col": 5, "tags": [{"name": "tag99"}]},
        {"row": 6, "col": 8, "unit": {"name": "infus", "badge": "badge37"}},
        {"row": 1, "col": 1, "unit": {"name": "vehger"}},
        {"row": 7, "col": 3, "unit": {"name": "infus"}},
    ]
    path = write(tmp_path, board(hexes, options={"smoke_screen": {"side": "AXIS"}, "secret_rule": True}))
    imported = umpire("import", path).out
    for line in (
        "unread \"scenario: option 'secret_rule' is not modelled ($.game_info.options.secret_rule)\" touches moves los",
        "unread \"option 'smoke_screen' (set-up): for game play ($.game_info.options.smoke_screen)\"",
        "setup smoke_screen axis",
        "unread \"row 3, col 13: terrain 'loco_shed' is not modelled ($.board.hexagons[0].terrain.name)\" touches",
        "unread \"row 5, col 5: tag 'tag99' is not modelled ($.board.hexagons[1].tags[0])\"\n",
        # badge37 needs the scenario's date (memoir44-expansion-facts.md line 252); vehger is no
        # unit class BGA loads (line 639): both are placed and every question naming them refused.
        "unread \"row 6, col 8: unit 'infus' with badge37 is placed as us1, not modelled ($.board.hexagons[2].unit",
        "unread \"row 1, col 1: unit 'vehger' is placed as ger1, not modelled ($.board.hexagons[3].unit.name)\"",
        "unit ger1 { side axis type infantry at 1,1 status unmodelled }",
    ):
        assert line in imported, line
    result = umpire("ask", path, "actions", "allies")
    assert result.code == 2
    assert "'actions allies' needs what this file holds and Umpire does not model yet" in result.err
    assert "row 3, col 13: terrain 'loco_shed' is not modelled" in result.err
    assert "tag99" not in result.err  # a tag BGA itself refuses touches no question
    # Without the unknown terrain and option, the board answers, naming what it holds unread;
    # a question naming a placed unit is refused, and battles against it are not judged.
    hexes.pop(0)
    path = write(tmp_path, board(hexes, options={"smoke_screen": {"side": "AXIS"}}))
    side = umpire("ask", path, "actions", "allies", "--json")
    assert side.code == 0, side.err
    assert len(side.json()["unread"]) == 4
    # us1, placed but not modelled, is named as not judged, not read as "0 hexes".
    answer = side.json()["answers"][0]
    assert "us1" not in {u["unit"] for u in answer["units"]} and answer["not_judged"] == ["us1 at 8,6"]
    refused = umpire("ask", path, "moves", "us1")
    assert refused.code == 2 and "unit us1: placed, not modelled" in refused.err
    by_hex = umpire("ask", path, "moves", "8,6")  # named by its hex, as a player may
    assert by_hex.code == 2 and "unit us1: placed, not modelled" in by_hex.err
    battle = umpire("ask", path, "battle", "us2", "--json").json()["answers"][0]
    assert 'unmodelled("ger1")' in [r["term"] for t in battle["not_judged"] for r in t["reasons"]]


def test_a_malformed_file_names_the_json_path(tmp_path, umpire):
    cases = [
        ('{"board": ', "b.m44:1:11: error: not valid JSON"),
        ("[]", "b.m44: $: error: expected a JSON object here"),
        (board([{"row": 9, "col": 4}]), "b.m44: $.board.hexagons[0].row: error: 'row' must be a whole number"),
        (board([{"row": 1, "col": 4}]), "b.m44: $.board.hexagons[0].col: error: col 4 is off the board on row 1"),
        (
            board(
                [{"row": 1, "col": 1, "terrain": {"name": "woods"}}, {"row": 1, "col": 1, "terrain": {"name": "hills"}}]
            ),
            "b.m44: $.board.hexagons[1].terrain: error: hex row 1, col 1 is given twice with another 'terrain'",
        ),
        (board([{"row": 1, "col": 1, "tags": 1}]), "b.m44: $.board.hexagons[0].tags: error: 'tags' must be a list"),
        (board([], options=7), "b.m44: $.game_info.options: error: 'options' must be an object"),
        (board([], side_player2="AXIS"), "b.m44: $.game_info.side_player2: error: both players have the same side"),
        (board([{"row": 1, "col": 1, "unit": {"name": 7}}]), "b.m44: $.board.hexagons[0].unit.name: error: 'name'"),
        (board([]).replace("STANDARD", "HEXAGONAL"), "b.m44: $.board.type: error: board type 'HEXAGONAL'"),
        # Issue 68: what a board holds is bounded by the game's sizes (m44.py: 8 tags a hex, each
        # of the standard board's 13 x 9 hexes listed at most twice).
        (
            board([{"row": 1, "col": 1, "tags": [{"name": "tag3"}] * 60_000}]),
            "b.m44: $.board.hexagons[0].tags[8]: error: too many tags on one hex: at most 8",
        ),
        (
            board([{"row": 1, "col": 1}] * 60_000),
            "b.m44: $.board.hexagons[234]: error: too many hexes: at most 234 hexes listed",
        ),
    ]
    for text, message in cases:
        result = umpire("run", write(tmp_path, text))
        assert result.code == 2, (text, result.err)
        assert message in result.err, (text, result.err)


def test_a_fault_in_json_carries_its_path_in_the_error_object(tmp_path):
    try:
        open_scenario(write(tmp_path, board([{"row": 9, "col": 4}])))
    except UmpireError as err:
        assert err.to_json()["json_path"] == "$.board.hexagons[0].row"
    else:
        raise AssertionError("a hex off the board was accepted")


def test_import_refuses_a_scenario_file(umpire, tmp_path):
    result = umpire("import", write(tmp_path, "game memoir44\nmap 13 x 9\n", "plain.scn"))
    assert (result.code, "not a file Umpire imports" in result.err) == (2, True)


# ---- import then run answers as opening the file --------------------------------------------
# Tile names of every class (memoir44-more-facts.md section 1), winter, desert and Pacific
# variants included; tiles with a behaviour that makes them another class.
NAMES = {
    "terrain": [
        *("woods", "buildings", "hills", "river", "curve", "road", "roadcurve", "roadX", "wadi", "wcurve"),
        *("lakeA", "fortress", "oasis", "dridge", "price", "pbeach", "descarpment", "wrail"),
        *("wforest", "palmtrees", "wvillage", "pvillage", "whill", "dhill", "pond", "pmouth", "coast", "wmarshes"),
        *("barracks", "lighthouse", "highground", "ppier", "camp", "radar", "depot", "wravine", "pmcave"),
        *("phospital", "cemetery", "dam", "wbridge", "pontoon", "brkbridge"),
    ],
    "obstacle": ["sand", "wire", "hedgehog", "roadblock", "dragonteeth", "wtrenches", "ptrenches"],
}
BEHAVING = [
    {"name": "hills", "behavior": "BLUFF"},
    {"name": "whill", "behavior": "CLIFF"},
    {"name": "river", "behavior": "WIDE_RIVER"},
    {"name": "bridge", "behavior": "BRIDGE_SECTION"},
    {"name": "hills", "behavior": "HILL"},
    {"name": "bridge", "behavior": "CAN_BE_BLOWN", "behavior2": "ONE_MEDAL_IF_BLOWN"},
]
UNITS = ["infger", "inf2us", "tankger", "tank2brit", "gunru", "gunjp", "infit"]
BADGED = [
    {"name": "gunger", "badge": "badge5"},
    {"name": "infru", "badge": "badge29"},
    {"name": "tankjp", "badge": "badge33"},
    {"name": "infus", "badge": "badge41"},
    {"name": "infger", "badge": "badge45"},
    {"name": "gunger", "badge": "badge46"},
    {"name": "tank2ger", "nbr_units": 1, "equipment": "wittmann"},
    {"name": "infus", "equipment": "boat"},
]
# Each board format's rows and columns (memoir44-more-facts.md lines 447-449).
FORMATS = {"STANDARD": (13, 9), "BRKTHRU": (13, 17), "overlord": (26, 9)}


@st.composite
def editor_board(draw) -> str:
    kind = draw(st.sampled_from(sorted(FORMATS)))
    across, rows = FORMATS[kind]
    cells = [(c, r) for r in range(rows) for c in range(r % 2, 2 * across - 1, 2)]
    chosen = draw(st.lists(st.sampled_from(cells), min_size=2, max_size=14, unique=True))
    hexes = []
    for i, (col, row) in enumerate(chosen):
        h: dict = {"row": row, "col": col}
        layer = draw(st.sampled_from(["terrain", "obstacle", "behaving", None]))
        if layer == "behaving":
            h["terrain"] = {**draw(st.sampled_from(BEHAVING)), "orientation": draw(st.integers(1, 6))}
        elif layer:
            h[layer] = {"name": draw(st.sampled_from(NAMES[layer])), "orientation": draw(st.integers(1, 6))}
        if i < 2 or draw(st.booleans()):
            h["unit"] = (
                {"name": UNITS[i % 2]}
                if i < 2
                else draw(st.one_of(st.sampled_from(BADGED), st.builds(lambda n: {"name": n}, st.sampled_from(UNITS))))
            )
        if draw(st.booleans()):
            h["tags"] = draw(st.sampled_from([[{"name": "tag14"}], {"0": {"name": "medal1"}}, []]))
        hexes.append(h)
    if draw(st.booleans()):  # a hex listed twice, its layers agreeing (BGA merges them)
        hexes.append({"row": hexes[0]["row"], "col": hexes[0]["col"]})
    face = draw(st.sampled_from(["COUNTRY", "BEACH", "winter"]))
    listing: object = hexes
    if draw(st.booleans()):  # PHP's list as an object keyed by number
        listing = {str(i): h for i, h in enumerate(hexes)}
    options = draw(
        st.sampled_from([[], {"gung_ho": True}, {"italy_royal_army": True}, {"smoke_screen": {"side": "AXIS"}}])
    )
    info = {"side_player1": "AXIS", "side_player2": "ALLIES", "date_begin": "1943-07-10", "options": options}
    return json.dumps({"game_info": info, "board": {"type": kind, "face": face, "hexagons": listing}})


@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
@given(text=editor_board())
def test_import_then_run_answers_as_the_file_does(tmp_path_factory, text):
    folder = tmp_path_factory.mktemp("m44")
    path = folder / "b.m44"
    path.write_text(text, encoding="utf-8")
    scenario = folder / "b.scn"
    scenario.write_text(imported_text(text, str(path)), encoding="utf-8")
    direct, imported = open_scenario(path), open_scenario(scenario)
    for side in ("allies", "axis"):
        # Every name drawn is modelled (a boat too, line 340), so both
        # sides answer, the same from the file and from its import.
        assert direct.ask(f"actions {side}").to_json() == imported.ask(f"actions {side}").to_json()


# ---- Combat engineers (expansion facts section 1, lines 62-74) ------------------------------
def test_a_badge_makes_a_combat_engineer_who_ignores_cover_in_close_assault(tmp_path, umpire):
    # badge12 on a US infantry unit is a combat engineer (line 62). Next to an Axis unit in a
    # forest with sandbags it rolls the full 3 dice (line 72); plain infantry rolls 3 - 1 = 2,
    # only the largest reduction counting (memoir44-facts.md lines 24, 29, 31).
    hexes = [
        {"row": 4, "col": 8, "terrain": {"name": "woods"}, "obstacle": {"name": "sand"}, "unit": {"name": "infger"}},
        {"row": 5, "col": 9, "unit": {"name": "infus", "badge": "badge12"}},
        {"row": 5, "col": 7, "unit": {"name": "infus"}},
    ]
    path = write(tmp_path, board(hexes))
    assert "unit us1 { side allies type infantry combat_engineer at 9,5 }" in umpire("import", path).out
    engineer = umpire("ask", path, "battle", "us1", "--json").json()["answers"][0]
    plain = umpire("ask", path, "battle", "us2", "--json").json()["answers"][0]
    (target,) = engineer["targets"]
    assert target["dice"] == 3
    assert {(n["term"], n["cite"]["locator"]) for n in target["notes"]} == {
        ("void(forest,engineer_close_assault)", "line 72"),
        ("void(sandbags,engineer_close_assault)", "line 72"),
    }
    assert plain["targets"][0]["dice"] == 2


# ---- Minefields (expansion facts section 2, lines 95-110) -----------------------------------
def test_a_mine_tag_is_a_minefield_that_stops_and_goes_off_under_the_enemy(tmp_path, umpire):
    # tag3 + MINE_FIELD + side AXIS: the Axis laid it (lines 95, 99). Every unit entering stops
    # (line 106); an Allied unit sets it off (line 108), an Axis unit is immune (line 99).
    mine = {"name": "tag3", "behavior": "MINE_FIELD", "side": "AXIS"}
    hexes = [
        {"row": 4, "col": 8, "tags": [mine]},
        {"row": 5, "col": 9, "unit": {"name": "tankus"}},
        {"row": 3, "col": 7, "unit": {"name": "infger"}},
    ]
    path, text = opened(tmp_path, umpire, hexes)
    assert "obstacle minefield at 8,4 owner axis" in text
    tank = reachable(umpire, path, "us1")
    into = tank["8,4"]
    assert into["cost"] == 1
    assert [(p["term"], p["cite"]["locator"]) for p in into["trace"]][-1] == ("must_stop(minefield)", "line 106")
    assert ("minefield_goes_off(axis)", "line 108") in [(c["term"], c["cite"]["locator"]) for c in into["imposes"]]
    # Stopped there: nothing beyond it is reached through it.
    assert not any(d["path"][1:2] == ["8,4"] and h != "8,4" for h, d in tank.items())
    assert "minefield_immune(axis)" in [c["term"] for c in reachable(umpire, path, "ger1")["8,4"]["imposes"]]

    # ---- Jungle (expansion facts section 4, lines 145-151) --------------------------------------
    # A decoy-medal minefield (line 115) is a minefield with its mark beside it (its medal is
    # game play's: test_play_hazards.py).
    decoy = {**mine, "behavior": "DECOY_MEDAL_MINE_FIELD"}
    _, decoy_text = opened(tmp_path, umpire, [{**hexes[0], "tags": [decoy]}, *hexes[1:]])
    assert "obstacle minefield at 8,4 owner axis" in decoy_text and "obstacle decoy_medal at 8,4" in decoy_text


def test_jungle_stops_and_lets_a_one_hex_move_battle(tmp_path, umpire):
    # pjungle is jungle (line 145). Entering stops (line 147); a unit that entered it may battle
    # only after a 1-hex move (line 148); infantry battling into it loses 1 die (line 150);
    # it blocks sight (line 151).
    hexes = [
        {"row": 4, "col": 8, "terrain": {"name": "pjungle"}, "unit": {"name": "infus"}},
        {"row": 3, "col": 9, "terrain": {"name": "pjungle"}},
        {"row": 2, "col": 8, "unit": {"name": "infger"}},
        {"row": 5, "col": 9, "unit": {"name": "infus"}},
    ]
    path, text = opened(tmp_path, umpire, hexes)
    assert "terrain jungle at 8,4 9,3" in text
    far = reachable(umpire, path, "us2")["9,3"]
    assert far["cost"] == 2
    assert ("cannot_battle(entered_far(jungle,1))", "line 148") in [
        (c["term"], c["cite"]["locator"]) for c in far["imposes"]
    ]
    one = umpire("ask", path, "battle", "us1", "moved", "1", "--json").json()["answers"][0]
    assert one["barred"] == [] and one["targets"][0]["dice"] == 2  # range 2: 2 dice (line 24)
    two = umpire("ask", path, "battle", "us1", "moved", "2", "--json").json()["answers"][0]
    assert ("entered_far(jungle,1)", "line 148") in [(c["term"], c["cite"]["locator"]) for c in two["barred"]]
    # The Axis infantry battles into the jungle with 2 - 1 dice at range 2.
    axis = umpire("ask", path, "battle", "ger1", "--json").json()["answers"][0]
    assert [t["dice"] for t in axis["targets"] if t["unit"] == "us1"] == [1]
    los = umpire("ask", path, "los", "9,5", "9,1", "--json").json()["answers"][0]
    assert los["verdict"] == "blocked"


# ---- Frozen river, fordable stream and ford (sections 5 and 7) ------------------------------
def test_frozen_rivers_fords_and_streams(tmp_path, umpire):
    # A winter river tile is frozen (line 159): passable, each hex entered rolls 2 dice (line
    # 163). A river with FORDABLE_STREAM may be entered and stops (line 200). A ford, laid on
    # a river or as its behaviour, is crossed there, stops (line 210), and a unit on it battles
    # with 1 die fewer (line 212). The winter face changes no hex (line 122).
    hexes = [
        {"row": 4, "col": 8, "terrain": {"name": "wriver"}},
        {"row": 4, "col": 10, "terrain": {"name": "river", "behavior": "FORDABLE_STREAM"}},
        {"row": 4, "col": 12, "terrain": {"name": "curve"}, "rect_terrain": {"name": "ford"}},
        {"row": 4, "col": 14, "terrain": {"name": "river", "behavior": "FORD"}, "unit": {"name": "infus"}},
        {"row": 5, "col": 9, "unit": {"name": "tankus"}},
        {"row": 2, "col": 14, "unit": {"name": "infger"}},
    ]
    path = write(tmp_path, board(hexes).replace('"COUNTRY"', '"WINTER"'))
    out = umpire("import", path).out
    for line in ("terrain frozen_river at 8,4", "terrain fordable_stream at 10,4", "terrain ford at 12,4 14,4"):
        assert line in out
    reach = reachable(umpire, path, "us2")
    # Through the frozen river to 7,3: one roll, for 8,4.
    assert reach["7,3"]["path"] == ["9,5", "8,4", "7,3"]
    rolls = [c["what"] for c in reach["7,3"]["imposes"] if c["term"].startswith("frozen_river_roll(")]
    assert rolls == ["entering the frozen river at 8,4: roll 2 battle dice, each star a figure lost"]
    assert [p["term"] for p in reach["10,4"]["trace"]][-1] == "must_stop(fordable_stream)"
    assert [(p["term"], p["cite"]["locator"]) for p in reach["12,4"]["trace"]][-1] == ("must_stop(ford)", "line 210")
    # On the ford at range 2: 2 dice - 1 (line 212).
    (target,) = umpire("ask", path, "battle", "us1", "--json").json()["answers"][0]["targets"]
    assert target["dice"] == 1


# ---- Field bunkers (section 8, lines 223-245) ------------------------------------------------
def test_a_field_bunker_protects_either_side(tmp_path, umpire):
    # casemate is a field bunker (line 223), and so is an ownerless bunker on an empty hex (line
    # 224). It protects any occupant (line 231): an Axis unit in the Allies' field bunker still
    # takes -1 from infantry (range 1: 3 - 1). Artillery starting in one may not leave it (line 239).
    hexes = [
        {"row": 4, "col": 8, "rect_terrain": {"name": "casemate"}, "unit": {"name": "infger"}},
        {"row": 5, "col": 9, "unit": {"name": "infus"}},
        {"row": 0, "col": 0, "rect_terrain": {"name": "bunker"}},
        {"row": 6, "col": 6, "rect_terrain": {"name": "pbunker"}, "unit": {"name": "gunus"}},
    ]
    path = write(tmp_path, board(hexes))
    out = umpire("import", path).out
    assert "obstacle field_bunker at 8,4" in out and "obstacle field_bunker at 0,0" in out
    (target,) = umpire("ask", path, "battle", "us1", "--json").json()["answers"][0]["targets"]
    assert target["dice"] == 2
    gun = umpire("ask", path, "moves", "us2", "--json").json()["answers"][0]
    assert gun["reachable"] == [] and gun["unreachable"][0]["reasons"][0]["term"] == "cannot_leave(field_bunker)"


# ---- Anti-tank guns (section 9, lines 251-263) -----------------------------------------------
def test_badge_37_is_the_early_or_late_anti_tank_gun_by_the_start_date(tmp_path, umpire):
    # Up to 1942 the early-war gun (line 252): its stars hit armor (line 257), so 3 of 6 faces
    # hit a tank (armor, grenade, star) where plain infantry has 2. After 1942 the late-war gun
    # hits armor with stars only if it did not move (line 260). Neither takes ground (line 255).
    hexes = [
        {"row": 4, "col": 8, "unit": {"name": "infus", "badge": "badge37"}},
        {"row": 3, "col": 9, "unit": {"name": "tankger"}},
    ]
    early = write(tmp_path, board(hexes, date_begin="1942-05-26"), "early.m44")
    late = write(tmp_path, board(hexes, date_begin="1944-06-06"), "late.m44")
    assert "unit us1 { side allies type infantry anti_tank at 8,4 }" in umpire("import", early).out
    assert "unit us1 { side allies type infantry anti_tank_late at 8,4 }" in umpire("import", late).out
    # 3 dice at range 1: no hit with 3 hitting faces of 6 is (1/2)^3 = 1/8; with 2, (2/3)^3 = 8/27.
    for path, moved, miss in ((early, "0", "1/8"), (late, "0", "1/8"), (late, "1", "8/27")):
        (target,) = umpire("ask", path, "battle", "us1", "moved", moved, "--json").json()["answers"][0]["targets"]
        assert (target["dice"], target["odds"]["hits"][0]["p"]) == (3, miss), (path, moved)
        assert ("stars_hit_armor" in [n["term"] for n in target["notes"]]) == (miss == "1/8")
    # The early gun may not battle after moving at all.
    moved = umpire("ask", early, "battle", "us1", "moved", "1", "--json").json()["answers"][0]
    assert moved["targets"] == []
    ground = umpire("ask", early, "take_ground", "us1", "ger1", "--json").json()["answers"][0]
    assert "kind_cannot(anti_tank)" in [c["term"] for c in ground["illegal"]]


# ---- Blitz options (section 30, lines 504-514) ------------------------------------------------
def test_blitz_options_hold_the_named_sides_armor_to_two_hexes(tmp_path, umpire):
    # blitz_rules: Allied armor, elite included, moves at most 2 (line 505); partial blitz names
    # a side, or all (line 514). The option becomes a switch every trace using it names.
    hexes = [{"row": 5, "col": 9, "unit": {"name": "tank2us"}}, {"row": 1, "col": 9, "unit": {"name": "tankger"}}]
    cases = [
        ({"blitz_rules": True}, "assume blitz on", (2, 3)),
        ({"partial_blitz_rules": "AXIS"}, "assume partial_blitz_axis on", (3, 2)),
        ({"partial_blitz_rules": "all"}, "assume partial_blitz_all on", (2, 2)),
    ]
    for options, line, limits in cases:
        path = write(tmp_path, board(hexes, options=options))
        assert line in umpire("import", path).out
        got = []
        for unit in ("us1", "ger1"):
            moves = umpire("ask", path, "moves", unit, "--json").json()["answers"][0]
            got.append(moves["allowance"]["value"])
            blitz = [c for c in moves["allowance"]["trace"] if c["term"].startswith("blitz(")]
            switch = line.split()[1]
            assert [c["assumptions"] for c in blitz] == ([[switch]] if moves["allowance"]["value"] == 2 else [])
            assert {a["name"] for a in moves["assumptions"]} == ({switch} if blitz else set())
        assert tuple(got) == limits, options


# ---- Ruins, church, factory, mobile artillery (sections 10, 12-14) ----------------------------
def test_ruins_church_factory_and_mobile_artillery(tmp_path, umpire):
    # wruins: infantry stops, armor may not enter (line 271); a church is a town whose occupant
    # ignores 1 flag (lines 300-301); wfactory is a town (line 308); gun + badge35 is mobile
    # artillery, moving up to 2 (line 315).
    hexes = [
        {"row": 4, "col": 8, "terrain": {"name": "church"}, "unit": {"name": "infger"}},
        {"row": 4, "col": 10, "terrain": {"name": "wruins"}},
        {"row": 4, "col": 12, "terrain": {"name": "wfactory"}},
        {"row": 5, "col": 9, "unit": {"name": "tankus"}},
        {"row": 5, "col": 11, "unit": {"name": "infus"}},
        {"row": 7, "col": 13, "unit": {"name": "gunus", "badge": "badge35"}},
    ]
    path, text = opened(tmp_path, umpire, hexes)
    for line in ("terrain church at 8,4", "terrain ruins at 10,4", "terrain factory at 12,4"):
        assert line in text
    assert "unit us3 { side allies type artillery mobile_artillery at 13,7 }" in text
    tank = umpire("ask", path, "moves", "us1", "--json").json()["answers"][0]
    assert "10,4" not in {d["hex"] for d in tank["reachable"]}
    infantry = reachable(umpire, path, "us2")
    assert [p["term"] for p in infantry["10,4"]["trace"]][-1] == "must_stop(ruins)"
    assert [p["term"] for p in infantry["12,4"]["trace"]][-1] == "must_stop(factory)"
    assert max(d["cost"] for d in reachable(umpire, path, "us3").values()) == 2
    # Armor battling into the church: 3 dice - 2 (memoir44-facts.md line 29).
    (target,) = umpire("ask", path, "battle", "us1", "--json").json()["answers"][0]["targets"]
    assert target["dice"] == 1
    retreat = umpire("ask", path, "retreat", "ger1", "flags", "1").out
    assert "may ignore 1 flag: church" in retreat


def test_the_answer_comes_first_and_verbose_lists_what_it_does_not_need(umpire, tmp_path):
    """Issue 72: more than two things the answers do not need are one line; --verbose lists them
    all, and JSON always does (three game_info keys of a copy of crossing.m44: one only game play
    reads, two the format does not give)."""
    raw = json.loads(CROSSING.read_text())
    raw["game_info"].update({"victory_conditions": [{"standard": []}], "mystery": 1, "puzzle": 2})
    path = tmp_path / "keys.m44"
    path.write_text(json.dumps(raw))
    short = umpire("ask", str(path), "moves", "brit1")
    assert "not modelled, and not needed by the answers below: 3 things (--verbose lists them)" in short.out
    assert "victory_conditions" not in short.out
    full = umpire("ask", str(path), "moves", "brit1", "--verbose")
    assert "game_info key 'victory_conditions': for game play" in full.out
    assert len(umpire("ask", str(path), "moves", "brit1", "--json").json()["unread"]) == 3


def test_an_option_play_reads_in_a_shape_it_cannot_read_is_bad_input(tmp_path, umpire):
    # memoir44-more-facts.md line 407: smoke_screen names its side ({side: "ALLIES"}).
    path = write(tmp_path, board([], options={"smoke_screen": True}))
    result = umpire("import", path)
    assert result.code == 2
    assert "$.game_info.options.smoke_screen" in result.err and "Traceback" not in result.err
