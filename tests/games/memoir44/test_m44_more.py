"""The rest of the expansion terrain, units and options published boards use
(memoir44-expansion-facts.md sections 3, 6, 11, 15-30), each from a hand-made .m44 file with
its answer worked out from the facts file's lines, cited beside each assertion.

Doubled coordinates: a hex's neighbours are (col +-2, row) and (col +-1, row +-1); BGA's
directions 0 E, 2 NE, 4 NW, 6 W, 8 SW, 10 SE (line 186).
"""

from tests.games.memoir44.test_m44 import board, opened, reachable, write


def why(answer: dict, hex_label: str) -> set[str]:
    return {r["term"] for u in answer["unreachable"] if u["hex"] == hex_label for r in u["reasons"]}


def terms(items: list[dict]) -> list[str]:
    return [c["term"] for c in items]


def ask(umpire, path: str, *question: str) -> dict:
    result = umpire("ask", path, *question, "--json")
    assert result.code == 0, result.err
    return result.json()["answers"][0]


# ---- Beach and ocean (section 3, lines 122-139) ---------------------------------------------
def test_the_beach_face_lays_beach_and_ocean_rows(tmp_path, umpire):
    # face BEACH: rows 4-6 beach, 7-8 ocean under every hex without a tile of its own; a hex
    # with its own terrain loses it, a bunker keeps it (line 122).
    hexes = [
        {"row": 7, "col": 9, "unit": {"name": "tankus"}},
        {"row": 5, "col": 11, "terrain": {"name": "hills"}},
        {"row": 6, "col": 14, "rect_terrain": {"name": "bunker"}, "unit": {"name": "infger"}},
        {"row": 6, "col": 4, "unit": {"name": "infus"}},
        {"row": 0, "col": 0, "unit": {"name": "infger"}},
    ]
    text = board(hexes).replace('"COUNTRY"', '"BEACH"')
    path = write(tmp_path, text)
    imported = umpire("import", path).out
    beach = next(line for line in imported.splitlines() if line.startswith("terrain beach at"))
    assert "11,5" not in beach.split() and "14,6" in beach.split() and "0,4" in beach.split()
    assert "terrain hill at 11,5" in imported
    tank = ask(umpire, path, "moves", "us1")
    got = {d["hex"]: d for d in tank["reachable"]}
    # The tank in the ocean at 9,7: the ocean stops every unit (line 135), so 11,7 and 8,8 end
    # the move at cost 1; the beach at 8,6 is entered at cost 1 and the move may go 1 further,
    # 2 hexes in all (line 129): 7,5 at cost 2, and nothing at 3 (8,4 would need 3).
    assert got["11,7"]["cost"] == 1 and terms(got["11,7"]["trace"])[-1] == "must_stop(ocean)"
    assert got["8,6"]["cost"] == 1 and got["7,5"]["cost"] == 2
    assert "beach_cap(2)" in terms(got["8,6"]["trace"])
    assert max(d["cost"] for d in got.values()) == 2
    assert why(tank, "8,4") == {"beach_limit(3,2)"}
    # A unit in the ocean may not battle (line 138).
    battle = ask(umpire, path, "battle", "us1")
    assert terms(battle["barred"]) == ["in(ocean)"]
    assert battle["barred"][0]["cite"]["locator"] == "line 138"
    # No unit retreats into the ocean (line 139): the infantry on the beach at 4,6, the Allies
    # retreating toward row 8, finds both rear hexes shut and loses a figure for the flag.
    (choice,) = ask(umpire, path, "retreat", "us2", "flags", "1")["choices"]
    assert [(c["what"], c["cite"]["locator"]) for c in choice["closed"]] == [
        ("4,6 > 3,7: no unit may retreat into the ocean", "line 139"),
        ("4,6 > 5,7: no unit may retreat into the ocean", "line 139"),
    ]
    assert choice["fewest_lost"] == 1


# ---- Road (section 6, lines 177-188) --------------------------------------------------------
def road(col: int, row: int, name: str = "road", orientation: int = 1, **more) -> dict:
    return {"row": row, "col": col, "terrain": {"name": name, "orientation": orientation}, **more}


def test_a_road_links_by_its_tiles_and_gives_one_hex_more(tmp_path, umpire):
    # road at orientation 1 links E and W; roadcurve at orientation 3 links 2+4 = 6 (W) and
    # 10+4 = 14 = 2 (NE); road at orientation 2 links NE and SW (line 186).
    hexes = [
        road(4, 4, unit={"name": "infus"}),
        road(6, 4),
        road(8, 4),
        road(10, 4),
        road(12, 4),
        road(14, 4, "roadcurve", 3),
        road(15, 3, orientation=2),
        road(4, 6, unit={"name": "tankus"}),
        road(6, 6),
        road(8, 6),
        road(10, 6),
        road(12, 6),
        {"row": 0, "col": 24, "unit": {"name": "infger"}},
    ]
    path, text = opened(tmp_path, umpire, hexes)
    assert "path road 12,4 14,4" in text and "path road 14,4 15,3" in text
    assert "path road 14,4 16,4" not in text
    inf = ask(umpire, path, "moves", "us1")
    got = {d["hex"]: d for d in inf["reachable"]}
    # Infantry moves 2; all along the road from a road hex, 3 (line 181).
    assert got["8,4"]["cost"] == 2 and got["10,4"]["cost"] == 3
    assert "road_bonus(1)" in terms(got["10,4"]["trace"])
    # The bonus hex does not count against battling (line 183, assumption
    # road_bonus_free_for_battle): 2 along the road counts 1, so it may battle; 3 counts 2.
    assert terms(got["8,4"]["imposes"]) == ["may_battle", "road_move_counts(1)"]
    assert got["8,4"]["imposes"][1]["assumptions"] == ["road_bonus_free_for_battle"]
    assert "cannot_battle(moved(3))" in terms(got["10,4"]["imposes"])
    assert why(inf, "12,4") == {"too_far_road(4,3)"}
    # Off the road the bonus is gone: 9,5 is 3 hexes away, over infantry's 2.
    assert why(inf, "9,5") == {"too_far(3,2)"}
    # Armor moves 4 along the road and may still battle (line 183).
    tank = {d["hex"]: d for d in ask(umpire, path, "moves", "us2")["reachable"]}
    assert tank["12,6"]["cost"] == 4 and "may_battle" in terms(tank["12,6"]["imposes"])
    # Switched off, the bonus hex counts: 2 along the road is a 2-hex move for battling.
    scn = tmp_path / "road.scn"
    scn.write_text(text + "assume road_bonus_free_for_battle off\n", encoding="utf-8")
    plain = {d["hex"]: d for d in ask(umpire, str(scn), "moves", "us1")["reachable"]}
    assert "cannot_battle(moved(2))" in terms(plain["8,4"]["imposes"])


# ---- Steep hill (section 16, lines 355-363) -------------------------------------------------
def test_climbing_a_steep_hill_from_lower_ground_costs_two(tmp_path, umpire):
    steep = {"name": "hills", "behavior": "STEEP_HILL"}
    hexes = [
        {"row": 4, "col": 6, "unit": {"name": "infus"}},
        {"row": 4, "col": 8, "terrain": steep},
        {"row": 4, "col": 12, "terrain": {"name": "hills"}, "unit": {"name": "infus"}},
        {"row": 4, "col": 14, "terrain": steep},
        {"row": 0, "col": 0, "unit": {"name": "infger"}},
    ]
    path, text = opened(tmp_path, umpire, hexes)
    assert "terrain steep_hill at 8,4 14,4" in text
    # From clear ground: 2 hexes of movement (line 357), so infantry may not battle after.
    up = reachable(umpire, path, "us1")["8,4"]
    assert up["cost"] == 2 and terms(up["trace"]) == ["climb(steep_hill)"]
    assert up["trace"][0]["cite"]["locator"] == "line 357"
    assert "cannot_battle(moved(2))" in terms(up["imposes"])
    # From a hill: 1.
    assert reachable(umpire, path, "us2")["14,4"]["cost"] == 1
