"""What a question loads: the optional rule modules its words call for (vocab.lp,
extends/3), and the table facts its rules could match. Leaving either out changes nothing
but the grounding time, so these pin what is left out; the LOS tests show each module's
rules at work (smoke, hills, units in buildings)."""

import re
from importlib import resources

import clingo
import clingo.ast
import pytest

from pyengine.checked_position import build_position
from pyengine.fact_builders import hex_facts
from pyengine.hexgrid import Hex
from pyengine.kb_atoms import atom, hex_symbol
from pyengine.kb_rules import name_anonymous, rule_reads, static_facts
from pyengine.scenario_parser import load_scenario

LOS = ("assault/los.lp",)
# The rows whose chart footnote puts occupants on a level: 000 lines 14-19 (rev6) and
# 001 lines 17-22 (pt), the buildings marked "*2" and "*".
BUILDINGS = {
    "rev6": {"single_storey_buildings", "multi_storey_buildings", "large_building"},
    "pt": {"plain_buildings", "multi_storey_buildings", "large_building"},
}


def modules(edition: str, files: tuple[str, ...], words: set[str]) -> set[str]:
    return static_facts("assault", edition, (f"edition({edition}).",)).extending(files, words)


@pytest.mark.parametrize("edition", ["rev6", "pt"])
def test_a_sightline_through_open_ground_loads_no_module(edition):
    assert modules(edition, LOS, {"clear", "brush", "heavy_forest", "light_forest"}) == set()


@pytest.mark.parametrize("edition", ["rev6", "pt"])
def test_buildings_load_the_occupant_levels(edition):
    found = {w for w in BUILDINGS["rev6"] | BUILDINGS["pt"] if modules(edition, LOS, {w})}
    assert found == BUILDINGS[edition]
    assert modules(edition, LOS, BUILDINGS[edition]) == {"los_occupants.lp"}


def test_smoke_and_hills_load_their_modules():
    assert modules("rev6", LOS, {"smoke", "hill"}) == {"los_smoke.lp", "los_hills.lp"}


def test_a_module_extends_only_its_own_file():
    # Smoke matters to a sightline, not to a move; crater markers reshape a hex for both.
    terrain = ("assault/terrain.lp",)
    assert modules("rev6", terrain, {"smoke", "hill"}) == set()
    assert modules("rev6", (*terrain, *LOS), {"craters", "ruins"}) == {"markers.lp"}


FIRE = ("assault/los.lp", "assault/fire.lp")


def test_a_hill_or_a_fortification_loads_the_extra_terrain_bonus():
    # Hill footnote * and fortification footnote * (10.9.1) add to the hex's own bonus.
    assert modules("rev6", FIRE, {"hill"}) == {"los_hills.lp", "fire_bonus.lp"}
    assert modules("rev6", FIRE, {"bunker"}) == {"fire_bonus.lp"}
    assert modules("pt", FIRE, {"trench", "clear"}) == {"fire_bonus.lp"}


def test_spotting_markers_load_their_rules_and_other_markers_do_not():
    # Concealment (13.1, 13.2) shifts the roll; a marker of having acted spots (10.5.1).
    for status in ("hidden", "ambush", "hide_action", "firing", "turret_firing", "fast_action"):
        assert modules("rev6", FIRE, {status}) == {"fire_status.lp"}, status
    assert modules("rev6", FIRE, {"suppressed", "dug_in"}) == set()
    assert modules("rev6", LOS, {"hidden"}) == set()


def test_a_table_fact_loads_only_when_some_rule_could_match_it():
    # los.lp reads the chart's los and elevation columns and names its assumptions.
    reads = rule_reads(("core/cell.lp", "assault/terrain.lp", "assault/los.lp"))
    cell = "value(terrain,brush,{},n(1),cite(chart_cell,none,doc000,row(terrain,brush,{})))"
    assert reads.matches(clingo.parse_term(cell.format("los", "los")))
    assert reads.matches(clingo.parse_term(cell.format("elevation", "elevation")))
    assert not reads.matches(clingo.parse_term(cell.format("foot", "foot")))
    assert reads.matches(clingo.parse_term("assumed(vertex_touch_ignored)"))
    assert not reads.matches(clingo.parse_term("assumed(along_two_hindered)"))  # los_along.lp's
    assert not reads.matches(clingo.parse_term("move_action(fast)"))


def test_a_question_fact_is_sent_only_when_some_rule_reads_its_predicate():
    # A bare line reads no unit's side; line_end_unit/3 matters to occupants and steep
    # slopes only (los_occupants.lp, los_sides.lp).
    bare = rule_reads(("core/cell.lp", "assault/terrain.lp", "assault/los.lp"))
    facts = ["sightline(l,h(1,1),h(4,2)).", 'line_end_unit(l,to,"e0").', 'unit_side("e0",allies).', "quick."]
    cell, marker = atom("cell", hex_symbol(Hex(1, 1)), "clear", 0), atom("marker_at", hex_symbol(Hex(1, 1)), "smoke", 1)
    assert bare.keep([*facts, cell, marker]) == (["sightline(l,h(1,1),h(4,2))."], [cell.symbol])
    occupants = rule_reads(("core/cell.lp", "assault/terrain.lp", "assault/los.lp", "assault/los_occupants.lp"))
    assert occupants.keep(facts) == (facts[:2], [])


def test_memoir_impassable_ground_and_hedgerows_load_their_move_rules():
    # memoir44-facts.md "Terrain" and "Obstacles": a river bars every unit (but one in a boat,
    # memoir44-more-facts.md line 341), a hedgehog or a bunker armor and artillery; a hedgerow
    # is entered only as the first step, left one hex.
    moves = ("core/hex.lp", "memoir44/board.lp", "memoir44/movement.lp")
    facts = static_facts("memoir44", None, ())
    assert facts.extending(moves, {"clear", "forest", "town", "hill", "bridge", "sandbags"}) == set()
    assert facts.extending(moves, {"river"}) == {"movement_impassable.lp", "movement_boat.lp"}
    for word in ("hedgehog", "bunker"):
        assert facts.extending(moves, {word}) == {"movement_impassable.lp"}, word
    assert facts.extending(moves, {"hedgerow"}) == {"movement_hedgerow.lp"}
    assert facts.extending(("memoir44/los.lp",), {"river", "hedgerow"}) == set()


@pytest.mark.parametrize(
    ("word", "modules"),
    [
        # memoir44-expansion-facts.md: a steep hill costs 2 to climb (line 357), a beach caps
        # the move (129), a cave mover may tunnel (456), a road adds a hex (181); a frozen
        # river, minefield, rice paddy, jungle, the ocean and an HQ tent mark the move's end
        # (163, 108, 467, 148, 138, 477); a wadi's slopes (422) and a mountain (324) wall steps.
        ("steep_hill", {"movement_climb.lp"}),
        ("beach", {"movement_beach.lp"}),
        ("road", {"movement_road.lp"}),
        ("frozen_river", {"movement_marks.lp"}),
        ("minefield", {"movement_marks.lp"}),
        ("jungle", {"movement_marks.lp"}),
        ("ocean", {"movement_marks.lp"}),
        ("hq_tent", {"movement_marks.lp"}),
        ("hill_cave", {"movement_caves.lp", "movement_impassable.lp"}),
        ("wadi_slope", {"board_walls.lp", "movement_walls.lp"}),
    ],
)
def test_memoir_terrain_some_boards_hold_loads_its_move_rules_only_there(word, modules):
    moves = ("core/hex.lp", "memoir44/board.lp", "memoir44/movement.lp")
    facts = static_facts("memoir44", None, ())
    assert facts.extending(moves, {word}) == modules
    # The walls live with the board (retreats and taking ground read them too): any question
    # on board.lp loads them where a wadi lies, and nothing of movement.lp.
    assert facts.extending(("core/hex.lp", "memoir44/board.lp", "memoir44/los.lp"), {word}) == (
        {"board_walls.lp"} if word == "wadi_slope" else set()
    )


def test_the_anonymous_variables_of_positive_atoms_are_named_and_the_others_kept():
    """rules_ast names each ``_`` a grounder would project through a helper rule; under
    ``not`` and in aggregates ``_`` means "any" and must stay."""
    statements: list = []
    clingo.ast.parse_string("a(X) :- b(X,_), c(_,f(_)), not d(X,_), #count { Y : e(X,Y,_) } > 0.", statements.append)
    assert str(name_anonymous(statements[1])) == (
        "a(X) :- b(X,Anon1); c(Anon2,f(Anon3)); not d(X,_); 0 < #count { Y: e(X,Y,_) }."
    )


def test_no_kb_file_names_a_variable_as_the_loader_names_anonymous_ones():
    for path in resources.files("umpire_kb").rglob("*.lp"):
        assert not re.search(r"\bAnon\d", path.read_text("utf-8")), path


def test_a_hex_sends_its_facts_once_built_and_its_links_only_to_hexes_in_the_question(write):
    # Axial coordinates: 1,1 and 2,1 are neighbours on the road; the wall runs between 2,1
    # and 3,1; 1,1 holds smoke (a marker) and a level-1 hill.
    text = (
        "game assault edition rev6\nmap 5 x 3 coords axial\ndefault terrain clear\n"
        "terrain light_forest at 2,1\nelevation 1 at 1,1\npath main_road 1,1 2,1\n"
        "hexside stone_wall between 2,1 and 3,1\nmarker smoke x2 at 1,1\n"
    )
    pos = build_position(load_scenario(write(text)))
    a, b, c = Hex(1, 1), Hex(2, 1), Hex(3, 1)
    alone, words = hex_facts(pos, [a])
    assert sorted(str(f.symbol) for f in alone) == ["cell(h(1,1),clear,1)", "marker_at(h(1,1),smoke,2)"]
    assert words == {"clear", "hill", "smoke"}
    pair, words = hex_facts(pos, [a, b])
    assert {"path_step(h(1,1),h(2,1),main_road)", "path_step(h(2,1),h(1,1),main_road)"} <= {str(f.symbol) for f in pair}
    assert "main_road" in words and "stone_wall" not in words
    trio, words = hex_facts(pos, [a, b, c])
    assert {"hexside_at(h(2,1),h(3,1),stone_wall)", "hexside_at(h(3,1),h(2,1),stone_wall)"} <= {
        str(f.symbol) for f in trio
    }
    # A later question about the hex reuses the facts the first one built.
    memo = pos.hex_memo[a]
    hex_facts(pos, [a])
    assert pos.hex_memo[a] is memo


def test_memoir_blitz_rules_load_only_when_the_scenario_switches_one_on():
    # Expansion facts lines 505 and 514: four scenario options hold armor to 2 hexes; a board
    # without them grounds none of their rules, whatever its hexes hold.
    moves = ("core/hex.lp", "memoir44/board.lp", "memoir44/movement.lp")
    assert static_facts("memoir44", None, ()).extending(moves, {"clear"}) == set()
    for option in ("blitz", "partial_blitz_allies", "partial_blitz_axis", "partial_blitz_all"):
        switched = static_facts("memoir44", None, (f"assume({option},on).",))
        assert switched.extending(moves, set()) == {"movement_blitz.lp"}, option
        assert switched.extending(("core/hex.lp", "memoir44/board.lp", "memoir44/los.lp"), set()) == set()
