"""The bridge's route search against the reference: on random maps, `ask moves`, `ask path`
and `ask actions` give the same answers, JSON byte for byte, whether the cheapest routes
come from pyengine/route_search.py over the KB's step tables or from kb/assault/search.lp
(the same search in ASP, kept as the reference; issue 45). The same switch sends the shots
beyond every band to the KB one by one instead of judging them by its tables per target and
per firer (fire.lp, fire.py), so `ask actions` and `ask targets` compare those too.

The maps draw every kind of step the tables price: the four movement types, terrain,
hills (climbs, and artillery's two-level limit), every hexside and in-hex obstacle, every
path kind (a narrow road's bends, urban alleys and their jams), fortifications, minefields,
craters, enemy and friendly units (stops, stacking), fast actions (barbed wire), reversing
vehicles, cards with a fast allowance, units that may not move at all, and infantry boarding
a tank (its route shares the moves' steps, harsh entries too); for fire, cards
with and without a row against the target, all-round and narrow arcs, a vehicle without a
defense row (armour unknown) and concealed targets."""

from __future__ import annotations

import gc
import json
from collections.abc import Iterator

import clingo
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from pyengine.api import open_scenario
from pyengine.hexgrid import MapShape
from pyengine.kb_rules import ReferenceMode

COLS, ROWS = 8, 6
SHAPE = MapShape(COLS, ROWS, "offset")
HEXES = [f"{c},{r}" for r in range(ROWS) for c in range(COLS)]
TERRAIN = ["clear", "light_forest", "heavy_forest", "brush", "swampy", "rocky", "single_storey_buildings", "beach"]
HEXSIDES = ["river", "stone_wall", "barbed_wire", "tank_barricades", "steep_slope", "slope"]
OBSTACLES = ["barbed_wire", "stone_wall", "tank_barricades"]
PATHS = ["main_road", "narrow_road", "urban_alley", "covered_trail"]
FORTS = ["trench", "bunker", "pillbox", "sandbag_position", "gun_position"]
MARKERS = ["minefield", "craters", "smoke"]
UNITS = [
    ("infantry", "foot", "attack infantry close 1..2 1R+1Y strength 2"),
    ("artillery", "artillery", "arc 60 attack infantry close 1..4 1R"),
    ("vehicle", "wheeled", "arc 120 attack infantry close 1..3 1Y defense front 1G"),
    ("vehicle", "tracked", "arc 120 ability turret attack vehicle close 1..3 2R defense front 2R"),
    ("vehicle", "wheeled", "arc 360 attack vehicle close 1..1 1Y"),
]
STATUSES = ["immobilized", "hidden"]


def neighbour(label: str, direction: int) -> str | None:
    col, row = (int(x) for x in label.split(","))
    h = SHAPE.to_axial(col, row)
    n = list(h.neighbours())[direction]
    return SHAPE.label(n) if SHAPE.contains(n) else None


@st.composite
def a_line(draw) -> list[str]:
    """A run of hexes, each next to the one before (a path may bend)."""
    at = draw(st.sampled_from(HEXES))
    line = [at]
    for _ in range(draw(st.integers(1, 6))):
        step = neighbour(line[-1], draw(st.integers(0, 5)))
        if step is None or step in line:
            break
        line.append(step)
    return line


@st.composite
def battlefield(draw) -> str:
    lines = ["game assault edition rev6", f"map {COLS} x {ROWS}", "default terrain clear"]
    # Units stand on clear ground (the default) that every movement type may enter.
    spots = draw(st.lists(st.sampled_from(HEXES), min_size=2, max_size=6, unique=True))
    open_ground = [h for h in HEXES if h not in spots]
    covered = draw(st.lists(st.sampled_from(open_ground), max_size=20, unique=True))
    for h in covered:
        lines.append(f"terrain {draw(st.sampled_from(TERRAIN))} at {h}")
    for h in draw(st.lists(st.sampled_from(HEXES), max_size=6, unique=True)):
        lines.append(f"elevation {draw(st.integers(1, 2))} at {h}")
    for _ in range(draw(st.integers(0, 5))):
        a = draw(st.sampled_from(HEXES))
        b = neighbour(a, draw(st.integers(0, 5)))
        if b is not None:
            lines.append(f"hexside {draw(st.sampled_from(HEXSIDES))} between {a} and {b}")
    for h in draw(st.lists(st.sampled_from(HEXES), max_size=2, unique=True)):
        lines.append(f"obstacle {draw(st.sampled_from(OBSTACLES))} at {h}")
    for _ in range(draw(st.integers(0, 2))):
        lines.append(f"path {draw(st.sampled_from(PATHS))} {' '.join(draw(a_line()))}")
    for h in draw(st.lists(st.sampled_from(HEXES), max_size=2, unique=True)):
        lines.append(f"fortification {draw(st.sampled_from(FORTS))} at {h} facing {draw(st.integers(0, 5))}")
    # Craters change clear ground only (12.4.3.5), so markers go where no other terrain is.
    for h in draw(st.lists(st.sampled_from([h for h in HEXES if h not in covered]), max_size=2, unique=True)):
        lines.append(f"marker {draw(st.sampled_from(MARKERS))} at {h}")
    for i, h in enumerate(spots):
        kind, movement, card = draw(st.sampled_from(UNITS))
        mp = draw(st.integers(1, 6))
        fast = f" mp fast {mp + draw(st.integers(1, 2))}" if draw(st.booleans()) else ""
        status = f" status {draw(st.sampled_from(STATUSES))}" if draw(st.integers(0, 4)) == 0 else ""
        lines.append(
            f"unit u{i} {{ side {'allies' if i % 2 else 'axis'} type {kind} at {h} facing {draw(st.integers(0, 5))}"
            f"{status} movement {movement} mp normal {mp}{fast} {card} }}"
        )
    return "\n".join(lines) + "\n"


def answers(text: str, questions: list[str]) -> Iterator[str]:
    scenario = open_scenario(text)
    for q in questions:
        yield json.dumps(scenario.ask(q).to_json())


def both(text: str, questions: list[str]) -> tuple[list[str], list[str]]:
    fast = list(answers(text, questions))
    ReferenceMode.reference = True
    try:
        return fast, list(answers(text, questions))
    finally:
        ReferenceMode.reference = False


# A tracked vehicle in a jammed urban alley, a narrow road's bend and artillery below a
# two-level hill: the table entries the random maps reach least often, in one map.
CORNERS = """game assault edition rev6
map 8 x 6
default terrain single_storey_buildings
path urban_alley 1,1 2,1 3,1 4,1
path narrow_road 1,3 2,3 2,4 3,4
elevation 1 at 5,2
elevation 2 at 6,2
marker minefield at 4,3
unit u0 { side axis type vehicle at 1,1 facing 0 movement tracked mp normal 5 arc 120 defense front 2R }
unit u1 { side axis type infantry at 3,1 facing 0 movement foot mp normal 2 }
unit u2 { side allies type vehicle at 1,3 facing 0 movement wheeled mp normal 6 mp fast 7 arc 120 defense front 1G }
unit u3 { side allies type artillery at 4,2 facing 0 movement artillery mp normal 3 arc 60 }
unit u4 { side allies type infantry at 3,3 facing 0 movement foot mp normal 3 }
"""

# Found by the test suite: a unit without a card (no movement type, no allowance) crashed the
# bridge's search, which looked up its movement type's prices.
CARDLESS = """game assault edition rev6
map 8 x 6
default terrain clear
terrain heavy_forest at 3,0
unit u0 { side allies type infantry at 2,0 }
unit u1 { side axis type infantry at 3,0 }
"""


# Infantry boards a tank by a route whose first step its moves share, and, in the second map,
# by a harsh entry (9.5, 9.11): the KB traces a boarding's route (other_actions.lp) while the
# bridge assembles the moves' routes, and the answer holds each step once.
BOARD = """game assault edition rev6
map 5 x 2
default terrain clear
unit u0 { side allies type infantry at 0,0 facing 0 movement foot mp normal 3 strength 2 }
unit u1 { side allies type vehicle at 2,0 facing 0 movement tracked mp normal 4 defense front 2R }
"""
HARSH_BOARD = """game assault edition rev6
map 5 x 2
default terrain clear
terrain heavy_forest at 1,0
unit u0 { side allies type infantry at 0,0 facing 0 movement foot mp normal 1 strength 2 }
unit u1 { side allies type vehicle at 1,0 facing 0 movement tracked mp normal 4 defense front 2R }
"""


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    text=battlefield(),
    action=st.sampled_from(["normal", "fast", "move_and_fire", "fire_and_move"]),
    target=st.sampled_from(HEXES),
)
@pytest.mark.long  # a long run: CI runs it (pytest -m long), the Quick start does not
@example(text=CORNERS, action="normal", target="4,1")
@example(text=CORNERS, action="fast", target="6,2")
@example(text=CARDLESS, action="normal", target="3,0")
@example(text=BOARD, action="normal", target="2,0")
@example(text=HARSH_BOARD, action="normal", target="1,0")
def test_the_bridges_search_answers_as_the_reference_does(text, action, target):
    questions = ["actions", f"moves u0 as {action}", f"path u1 to {target} as {action}", "targets u1"]
    fast, reference = both(text, questions)
    for q, a, b in zip(questions, fast, reference, strict=True):
        assert a == b, q


def test_a_boarding_route_is_traced_once():
    """u0 boards u1 (2,0) for 2 MP along 0,0 > 1,0 > 2,0, the step its moves to 1,0 take too;
    in HARSH_BOARD it boards by a harsh entry for its whole allowance, 1 (9.5)."""
    boarded = {}
    for text, cost, path in ((BOARD, 2, ["0,0", "1,0", "2,0"]), (HARSH_BOARD, 1, ["0,0", "1,0"])):
        (actions,) = answers(text, ["actions"])
        (u0,) = [u for u in json.loads(actions)["units"] if u["unit"] == "u0"]
        (load,) = [o for o in u0["other_actions"] if o["action"] == "load"]
        (normal,) = [m for m in load["may"] if m["action"] == "normal"]
        assert (normal["vehicle"], normal["cost"], normal["path"]) == ("u1", cost, path)
        terms = [s["term"] for s in normal["trace"]]
        assert terms == (["terrain(clear)"] * 2 if cost == 2 else ["harsh_entry", "terrain(heavy_forest)"])
        boarded[text] = u0
    # The move to 1,0 shows its one step once, though the boarding's route takes it too.
    (to_1_0,) = [d for d in boarded[BOARD]["moves"][0]["reachable"] if d["hex"] == "1,0"]
    assert [s["what"] for s in to_1_0["trace"]] == ["0,0>1,0: enter Clear"]


def test_the_corner_cases_reach_every_kind_of_table_entry():
    """The example map really exercises what it claims (else the comparison proves little):
    a jammed alley step, a bend charge, and the artillery climb limit all show in its answers."""
    (actions,) = answers(CORNERS, ["actions"])
    assert "bend(narrow_road)" in actions
    assert "artillery_two_levels" in actions
    assert "alley" in actions


# Shots beyond the foot card's one band (1..2 hexes), each judged by another table of fire.lp.
BEYOND = """game assault edition rev6
map 8 x 6
default terrain clear
unit u0 { side axis type infantry at 0,0 movement foot mp normal 3 attack infantry close 1..2 1R+1Y }
unit u1 { side allies type infantry at 5,0 movement foot mp normal 3 }
unit u2 { side allies type vehicle at 0,4 facing 0 movement wheeled mp normal 5 arc 120 defense front 1G }
unit u3 { side allies type vehicle at 7,5 facing 0 movement wheeled mp normal 5 }
"""


def test_shots_beyond_every_band_are_judged_by_the_tables_as_by_the_rules():
    """u0's card reads 1..2 hexes against infantry only (10.1): u1, 5 hexes off, is out of
    range (reach 2); u2 is armoured (a green defense die, 4.2.2) and the card has no vehicle
    row (4.2); u3 is a vehicle without a defense row, so its row is unknown (4.2.2). An
    infantry firer's arc is all-round (10.6). None of the three lines is traced."""
    fast, reference = both(BEYOND, ["targets u0", "actions axis"])
    assert fast == reference
    targets = {t["target"]: t for t in json.loads(fast[0])["targets"]}
    why = {u: [(c["term"], c["cite"]["section"]) for c in t["cannot"]] for u, t in targets.items()}
    assert why == {
        "u1": [("out_of_range(5,2)", "10.1")],
        "u2": [("no_dice_against(vehicle)", "4.2")],
        "u3": [("armour_unknown", "4.2.2")],
    }
    assert {u: t["los"]["verdict"] for u, t in targets.items()} == dict.fromkeys(targets, "untraced")
    assert targets["u1"]["range"] == 5 and targets["u1"]["arc"]["term"] == "in_arc"
    assert targets["u3"]["target_row"] is None and targets["u2"]["target_row"]["term"] == "target_row(vehicle)"


def test_a_symbols_clingo_id_never_changes_its_term():
    """The search's memos key table atoms and states by clingo's symbol ids (step_table.py):
    that holds while clingo keeps every symbol for the process's life (potassco/clingo#203)."""

    def probe(i: int) -> int:
        return clingo.Function("probe", [clingo.Number(i), clingo.String(f"x{i}")])._rep

    before = {i: probe(i) for i in range(2000)}
    ctl = clingo.Control()
    ctl.add("base", [], "q(X, Y) :- X = 1..50, Y = 1..50.")
    ctl.ground([("base", [])])
    del ctl
    gc.collect()
    later = {clingo.Function("other", [clingo.Number(i), clingo.String(f"y{i}")])._rep for i in range(2000)}
    assert not later & set(before.values())
    assert all(probe(i) == r for i, r in before.items())
