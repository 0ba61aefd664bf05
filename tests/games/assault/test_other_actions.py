"""`ask actions`: hide (digest 9.12), dig in (9.8.1) and reinforce a position (9.8.2), worked
by hand on clear strips one row high (each hex has two neighbours, west and east).

Foot costs from the terrain chart (000): Clear 1 (line 7), Light Forest 1 (line 11), Heavy
Forest 2 (line 12), Swampy "Delayed Action" (line 45); a Main Road costs 1 along it.
"""

import gc
import re

from hypothesis import HealthCheck, given, settings

from pyengine import open_scenario
from pyengine.cli import main
from pyengine.kb_rules import ReferenceMode
from tests.games.assault.test_actions import SHAPE, ask, battlefield
from tests.games.assault.test_moves_properties import answers, neighbours_of

HIDE = """game assault edition rev6
map 8 x 1
default terrain clear
terrain swampy at 0,0
terrain heavy_forest at 2,0
terrain light_forest at 6,0
path main_road 4,0 5,0
fortification trench at 7,0 facing 0 owner allies
unit i { side allies type infantry at 1,0 movement foot mp normal 2 }
unit k { side allies type infantry at 3,0 movement foot mp normal 1 }
unit v { side allies type vehicle at 5,0 facing 0 movement tracked mp normal 3 }
unit r { side allies type artillery at 6,0 movement artillery mp normal 1 }
unit s { side allies type infantry at 7,0 movement foot mp normal 2 ability slow }
"""

SWAP = """game assault edition rev6
map 8 x 1
default terrain clear
terrain light_forest at 2,0
terrain heavy_forest at 4,0
unit a { side allies type infantry at 1,0 movement foot mp normal 2 }
unit b { side allies type infantry at 2,0 movement foot mp normal 2 }
unit c { side allies type infantry at 3,0 movement foot mp normal 1 }
unit e { side allies type infantry at 4,0 movement foot mp normal 2 status firing }
unit d { side allies type infantry at 5,0 movement foot mp normal 1 }
unit g { side allies type infantry at 7,0 movement foot mp normal 2 status suppressed }
unit x { side axis type infantry at 0,0 movement foot mp normal 2 }
"""


def others(write, umpire, text: str) -> dict[str, dict[str, dict]]:
    answer = ask(write, umpire, text, "actions allies")
    return {u["unit"]: {o["action"]: o for o in u["other_actions"]} for u in answer["units"]}


def terms(contributions: list[dict]) -> list[tuple[str, str]]:
    return [(c["term"], c["cite"]["section"]) for c in contributions]


def refused(action: dict) -> dict[str, list[tuple[str, str]]]:
    return {r["item"]: terms(r["reasons"]) for r in action["refused"]}


def test_infantry_hides_in_place_or_one_hex_away_but_not_into_harsh_terrain(write, umpire):
    i = others(write, umpire, HIDE)["i"]["hide"]
    assert i["verdict"] == "legal"
    assert (i["marker"]["term"], i["marker"]["cite"]["section"]) == ("hide_action", "13.2")
    # In place for 0 MP, or into the heavy forest for 2 MP, within MA 2 (9.12, 9.1).
    assert [(s["hex"], s["cost"]) for s in i["may"]] == [("1,0", 0), ("2,0", 2)]
    assert [c["what"] for c in i["may"][1]["trace"]] == ["1,0>2,0: enter Heavy Forest"]
    # Swampy is a delayed-action cell, priced as harsh terrain by a named assumption (9.5).
    assert refused(i) == {"0,0": [("hide_not_harsh", "9.12")]}
    assert i["refused"][0]["reasons"][0]["assumptions"] == ["delayed_cell_is_harsh"]


def test_harsh_terrain_and_roads_are_never_hiding_places(write, umpire):
    k = others(write, umpire, HIDE)["k"]["hide"]
    # MA 1: heavy forest (2 MP) is harsh for k (9.5); 4,0 is on the main road.
    assert [s["hex"] for s in k["may"]] == ["3,0"]
    assert refused(k) == {"2,0": [("hide_not_harsh", "9.12")], "4,0": [("hide_on_road", "9.12")]}


def test_artillery_and_vehicles_hide_in_place_never_in_clear_or_on_a_road(write, umpire):
    units = others(write, umpire, HIDE)
    v, r = units["v"]["hide"], units["r"]["hide"]
    assert terms(v["in_place_only"]) == [("not_infantry(vehicle)", "9.12")]
    # The tank stands on a road through clear terrain: both forbid hiding there.
    assert v["verdict"] == "illegal"
    assert terms(v["illegal"]) == [("nowhere_to_hide", "9.12")]
    assert refused(v) == {"5,0": [("hide_in_clear(vehicle)", "9.12"), ("hide_on_road", "9.12")]}
    # The gun in light forest hides where it stands.
    assert (r["verdict"], [(s["hex"], s["cost"]) for s in r["may"]], r["refused"]) == ("legal", [("6,0", 0)], [])


def test_a_slow_unit_hides_only_where_it_stands(write, umpire):
    s = others(write, umpire, HIDE)["s"]["hide"]
    assert terms(s["in_place_only"]) == [("slow_unit", "9.12")]
    assert [m["hex"] for m in s["may"]] == ["7,0"]


def test_only_infantry_digs_in_and_never_in_a_fortification(write, umpire):
    units = others(write, umpire, HIDE)
    assert [m["hex"] for m in units["i"]["dig_in"]["may"]] == ["1,0"]
    assert units["i"]["dig_in"]["marker"]["term"] == "digging_in"
    assert terms(units["r"]["dig_in"]["illegal"]) == [("infantry_only(artillery)", "9.8.1")]
    assert terms(units["v"]["dig_in"]["illegal"]) == [("infantry_only(vehicle)", "9.8.1")]
    assert terms(units["s"]["dig_in"]["illegal"]) == [("digs_not_in_fortification(trench)", "9.8.1")]


def test_reinforce_needs_an_infantry_neighbour(write, umpire):
    units = others(write, umpire, HIDE)
    # s's only neighbour is the gun r (9.8.2: two infantry units); i and k stand apart.
    assert refused(units["s"]["reinforce"]) == {"r": [('partner_not_infantry("r",artillery)', "9.8.2")]}
    assert terms(units["s"]["reinforce"]["illegal"]) == [("no_partner_can_swap", "9.8.2")]
    assert terms(units["i"]["reinforce"]["illegal"]) == [("no_friend_adjacent", "9.8.2")]


def test_two_infantry_neighbours_swap_each_paying_its_own_step(write, umpire):
    units = others(write, umpire, SWAP)
    a = units["a"]["reinforce"]
    # a enters b's light forest for 1 MP, b enters a's clear hex for 1 MP; both take a normal
    # action (9.8.2, 13.2).
    assert a["marker"]["term"] == "normal_action"
    assert [
        (m["partner"], m["into"]["hex"], m["into"]["cost"], m["partner_into"]["hex"], m["partner_into"]["cost"])
        for m in a["may"]
    ] == [("b", "2,0", 1, "1,0", 1)]
    assert [c["what"] for c in a["may"][0]["partner_into"]["trace"]] == ["2,0>1,0: enter Clear"]
    # b may swap with either neighbour.
    assert [m["partner"] for m in units["b"]["reinforce"]["may"]] == ["a", "c"]


def test_a_swap_is_refused_for_an_activated_partner_or_a_step_beyond_the_allowance(write, umpire):
    units = others(write, umpire, SWAP)
    # e already fired this turn (6.2); d (MA 1) cannot enter e's heavy forest (2 MP).
    assert refused(units["d"]["reinforce"]) == {
        "e": [
            ('partner_cannot_act("e",already_activated(firing))', "6.2"),
            ('step_into("d",h(4,0),harsh_step)', "9.8.2"),
        ]
    }
    # c (MA 1) as well; it swaps with b instead.
    assert refused(units["c"]["reinforce"]) == {
        "e": [
            ('partner_cannot_act("e",already_activated(firing))', "6.2"),
            ('step_into("c",h(4,0),harsh_step)', "9.8.2"),
        ]
    }
    assert [m["partner"] for m in units["c"]["reinforce"]["may"]] == ["b"]


def test_a_unit_that_cannot_activate_takes_none_of_them(write, umpire):
    units = others(write, umpire, SWAP)
    for action in ("hide", "dig_in", "reinforce"):
        assert terms(units["g"][action]["illegal"]) == [("morale(suppressed)", "13.3")]
        assert terms(units["e"][action]["illegal"]) == [("already_activated(firing)", "6.2")]
    # a's hide: the enemy's hex is refused by 6.4, b's by stacking (9.0).
    assert refused(units["a"]["hide"]) == {
        "0,0": [("close_combat_by_move(hide)", "6.4")],
        "2,0": [('stacking("b")', "9.0")],
    }


def test_text_answer_words_the_other_actions(write, umpire):
    result = umpire("ask", write(SWAP), "actions", "allies")
    assert result.code == 0, result.err
    assert "  reinforce (§9.8.2):" in result.out
    assert "    with b: into 2,0 for 1 MP, b into 1,0 for 1 MP" in result.out
    assert "d cannot step into 4,0: harsh terrain, beyond its allowance" in result.out


@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@given(text=battlefield())
def test_no_neighbour_is_left_out_silently(tmp_path_factory, capsys, text):
    """Every hex next to a unit that may hide away from its hex is a hiding place or refused
    with a reason; so is every friendly neighbour of an infantry unit for reinforce, every
    friendly neighbour of a unit that may move for covering fire, every enemy gun next to a tank
    that may overrun, and every friendly vehicle a unit's moves reach for boarding."""
    path = tmp_path_factory.mktemp("other") / "a.scn"
    path.write_text(text, encoding="utf-8")
    (actions,) = answers(capsys, path, "actions")
    # The same answer draws without an error (the picture reads every kind of place).
    assert main(["render", str(path), "actions", "-o", str(path.with_suffix(".svg"))]) == 0
    capsys.readouterr()
    where = {u["unit"]: u["from"] for u in actions["units"]}
    side_and_type = {u: (s, t) for u, s, t in re.findall(r"unit (u\d+) \{ side (\w+) type (\w+)", text)}
    for u in actions["units"]:
        acts = {o["action"]: o for o in u["other_actions"]}
        near = sorted(neighbours_of(SHAPE, u["from"]))
        side = side_and_type[u["unit"]][0]
        assert all(r["reasons"] for o in acts.values() for r in o["refused"])
        overrun = acts["overrun"]
        if not overrun["illegal"] or overrun["illegal"][0]["term"] == "no_artillery_can_be_overrun":
            guns = sorted(
                v
                for v, h in where.items()
                if h in near and side_and_type[v] != (side, "artillery") and side_and_type[v][1] == "artillery"
            )
            assert sorted([m["enemy"] for m in overrun["may"]] + [r["item"] for r in overrun["refused"]]) == guns
        friends = sorted(v for v, h in where.items() if h in near and side_and_type[v][0] == side)
        cover = acts["covering_fire"]
        if not cover["illegal"] or cover["illegal"][0]["term"] == "no_partner_can_cover":
            assert sorted([m["partner"] for m in cover["may"]] + [r["item"] for r in cover["refused"]]) == friends
        if side_and_type[u["unit"]][1] != "vehicle":
            # A friendly vehicle the unit's moves reach (refused there only by stacking, 9.0)
            # is boarded or refused with a reason.
            stacked = {r["term"] for m in u["moves"] for x in m["unreachable"] for r in x["reasons"]}
            vehicles = sorted(
                v for v, (s, t) in side_and_type.items() if t == "vehicle" and f'stacking("{v}")' in stacked
            )
            load = acts["load"]
            assert sorted({m["vehicle"] for m in load["may"]} | {r["item"] for r in load["refused"]}) == vehicles
        hide, reinforce = acts["hide"], acts["reinforce"]
        listed = sorted([m["hex"] for m in hide["may"]] + [r["item"] for r in hide["refused"]])
        if hide["in_place_only"]:
            assert listed == [u["from"]]
            continue
        assert listed == sorted([u["from"], *near])
        partners = sorted([m["partner"] for m in reinforce["may"]] + [r["item"] for r in reinforce["refused"]])
        assert partners == friends


OVERRUN = """game assault edition rev6
map 8 x 1
default terrain clear
terrain heavy_forest at 6,0
unit t { side allies type vehicle at 2,0 facing 0 movement tracked mp normal 3 defense front 2R }
unit w { side allies type vehicle at 5,0 facing 0 movement tracked mp normal 3 defense front 2R }
unit soft { side allies type vehicle at 0,0 facing 0 movement tracked mp normal 3 defense front 1B }
unit car { side allies type vehicle at 7,0 facing 3 movement wheeled mp normal 3 defense front 1G }
unit a1 { side axis type artillery at 3,0 movement artillery mp normal 1 }
unit a2 { side axis type artillery at 1,0 movement artillery mp normal 1 }
unit a3 { side axis type artillery at 4,0 movement artillery mp normal 1 }
unit a4 { side axis type artillery at 6,0 movement artillery mp normal 1 }
"""


def test_a_tank_overruns_enemy_artillery_in_a_front_hex_with_a_fast_action(write, umpire):
    units = others(write, umpire, OVERRUN)
    t = units["t"]["overrun"]
    # Facing vertex 0 puts directions 0 (east) and 1 in front (9.10): a1 east of t is in
    # front, a2 west of it is not (9.10.3). Clear costs tracked movement 1 MP (000 line 7).
    assert (t["verdict"], t["marker"]["term"]) == ("legal", "fast_action")
    assert [(m["enemy"], m["into"]["hex"], m["into"]["cost"]) for m in t["may"]] == [("a1", "3,0", 1)]
    assert refused(t) == {"a2": [("not_in_front", "9.10.3")]}


def test_no_overrun_into_harsh_terrain_or_by_a_soft_or_wheeled_vehicle(write, umpire):
    units = others(write, umpire, OVERRUN)
    # Heavy forest costs tracked movement 4 MP (000 line 12), above w's MA 3: harsh (9.5).
    assert refused(units["w"]["overrun"]) == {
        "a3": [("not_in_front", "9.10.3")],
        "a4": [("overrun_not_harsh", "9.10.3")],
    }
    assert terms(units["w"]["overrun"]["illegal"]) == [("no_artillery_can_be_overrun", "9.10.3")]
    assert terms(units["soft"]["overrun"]["illegal"]) == [("armoured_only", "9.10.3")]
    assert terms(units["car"]["overrun"]["illegal"]) == [("tracked_vehicles_only(vehicle,wheeled)", "9.10.3")]


COVER = """game assault edition rev6
map 8 x 1
default terrain clear
unit m { side allies type infantry at 1,0 movement foot mp normal 2 attack infantry close 1..3 1Y }
unit c { side allies type infantry at 2,0 movement foot mp normal 2 attack infantry close 1..6 1R+1Y }
unit h { side allies type infantry at 0,0 movement foot mp normal 2 status half_strength
         attack infantry close 1..6 1R+1G }
unit e1 { side axis type infantry at 5,0 movement foot mp normal 2 }
unit e2 { side axis type infantry at 7,0 movement foot mp normal 2 }
"""


def test_a_neighbour_covers_a_move_with_its_strongest_die_against_each_enemy_it_may_fire_at(write, umpire):
    units = others(write, umpire, COVER)
    m = units["m"]["covering_fire"]
    # 9.13: c's card gives 1R+1Y at ranges 1-6, so its strongest die is red, against e1 (range
    # 3) and e2 (range 5). h is at half strength: red becomes yellow, and e2 is 7 hexes away,
    # beyond its card.
    assert (m["verdict"], m["marker"]) == ("legal", None)
    assert [(x["partner"], [(a["enemy"], a["die"]) for a in x["against"]]) for x in m["may"]] == [
        ("c", [("e1", "1R"), ("e2", "1R")]),
        ("h", [("e1", "1Y")]),
    ]
    assert [c["term"] for c in m["may"][1]["weaker"]] == ["weaker_for(half_strength)"]
    # m's card reaches 3 hexes and e1 is 4 from it: m covers nobody's move.
    assert refused(units["c"]["covering_fire"]) == {"m": [('no_enemy_in_its_sights("m")', "9.13")]}
    assert terms(units["c"]["covering_fire"]["illegal"]) == [("no_partner_can_cover", "9.13")]


def test_the_picture_notes_who_may_cover_a_move(write, umpire):
    svg = umpire("render", write(COVER), "actions", "allies")
    assert svg.code == 0, svg.err
    assert "covering fire: with c, with h" in svg.out


LOAD = """game assault edition rev6
map 8 x 1
default terrain clear
unit i { side allies type infantry at 1,0 movement foot mp normal 2 strength 4 }
unit big { side allies type infantry at 6,0 movement foot mp normal 2 strength 6 }
unit half { side allies type infantry at 4,0 movement foot mp normal 2 strength 6 status half_strength }
unit t { side allies type vehicle at 3,0 facing 0 movement tracked mp normal 3 defense front 2R }
unit ht { side allies type vehicle at 7,0 facing 3 movement wheeled mp normal 3 defense front 1G transport 8
          status fast_action }
unit g { side allies type artillery at 2,0 movement artillery mp normal 1 strength 2 }
"""


def test_an_actions_answer_frees_itself_when_dropped_read_or_not():
    # When the collector resumes after an answer, what was built joins the oldest generation
    # (side_actions.collector_paused), where cyclic garbage waits for a rare full collection: a
    # process asking again and again would grow by megabytes an answer. So an answer, read or
    # not, bridge or reference, must be freed by reference counts alone. LOAD reads the
    # boarding routes too (other_actions' route_of, the PartsBook's trails).
    game = open_scenario(LOAD)
    try:
        for reference in (False, True):
            ReferenceMode.reference = reference
            for read in (False, True):
                gc.collect()
                answer = game.ask("actions allies")
                if read:
                    assert [u["unit"] for u in answer.to_json()["units"]] == ["big", "g", "half", "ht", "i", "t"]
                del answer
                assert gc.collect() == 0
    finally:
        ReferenceMode.reference = False


def test_infantry_boards_a_tank_that_carries_four_strength_points_of_riders(write, umpire):
    units = others(write, umpire, LOAD)
    i = units["i"]["load"]
    # 9.11: a tracked armoured vehicle without a transport value carries 4 SP of infantry; i
    # (4 SP) reaches t's hex for 2 MP (clear 1 + 1, 000 line 7, passing friendly g, 9.0).
    assert (i["verdict"], i["marker"]) == ("legal", None)
    assert [(m["vehicle"], m["action"], m["cost"], m["path"]) for m in i["may"]] == [
        ("t", "normal", 2, ["1,0", "2,0", "3,0"]),
        ("t", "fast", 2, ["1,0", "2,0", "3,0"]),
    ]
    assert [c["term"] for c in i["may"][0]["capacity"]] == ["capacity(4,of_infantry)"]
    assert [c["what"] for c in i["may"][0]["trace"]] == ["1,0>2,0: enter Clear", "2,0>3,0: enter Clear"]


def test_a_unit_too_heavy_or_a_transport_with_a_fast_marker_is_refused(write, umpire):
    units = others(write, umpire, LOAD)
    # big (6 SP) is more than t's 4; ht has a fast action marker (9.11).
    assert refused(units["big"]["load"]) == {
        "ht": [("transport_marker(fast_action)", "9.11")],
        "t": [("too_heavy(6,4)", "9.11")],
    }
    # Half strength counts half: 6 SP at half strength weighs 3, within t's 4. Next to t, it
    # boards by any of its move actions, half moves too (9.11 names none).
    assert [(m["vehicle"], m["action"], m["cost"]) for m in units["half"]["load"]["may"]] == [
        ("t", "normal", 1),
        ("t", "fast", 1),
        ("t", "fire_and_move", 1),
        ("t", "move_and_fire", 1),
    ]
    # A tank's riders are infantry (9.11); vehicles never board.
    assert refused(units["g"]["load"]) == {"t": [("carries_infantry_only(artillery)", "9.11")]}
    assert terms(units["t"]["load"]["illegal"]) == [("passengers_only(vehicle)", "9.11")]


def test_an_immobilized_unit_boards_nothing(write, umpire):
    text = LOAD.replace("strength 4 }", "strength 4 status immobilized }")
    assert terms(others(write, umpire, text)["i"]["load"]["illegal"]) == [("immobilized", "13.1")]


HARSH_LOAD = """game assault edition rev6
map 3 x 1
default terrain clear
terrain heavy_forest at 1,0
unit i { side allies type infantry at 0,0 movement foot mp normal 1 strength 2 }
unit t { side allies type vehicle at 1,0 facing 0 movement tracked mp normal 4 defense front 2R }
"""


def test_a_tank_in_harsh_terrain_is_boarded_by_a_harsh_entry(write, umpire):
    # Heavy forest costs foot 2 MP (000 line 12), above i's MA 1: harsh (9.5). i starts next
    # to it, so it enters for its whole allowance: the trace prices the step, then adjusts.
    i = others(write, umpire, HARSH_LOAD)["i"]["load"]
    normal = next(m for m in i["may"] if m["action"] == "normal")
    assert (normal["vehicle"], normal["cost"], normal["path"]) == ("t", 1, ["0,0", "1,0"])
    assert [(c["term"], c["value"]) for c in normal["trace"]] == [("harsh_entry", -1), ("terrain(heavy_forest)", 2)]


def test_the_picture_says_once_what_bars_every_action(write, umpire):
    svg = umpire("render", write(LOAD), "actions", "allies")
    assert svg.code == 0, svg.err
    # ht already took a fast action (6.2): every action of it is barred by that marker alone,
    # said once instead of once per action (no other unit's move is refused).
    assert "ht: no action, it already has a fast action marker" in svg.out
    assert "fast: NO" not in svg.out and "dig in: NO, it already" not in svg.out
