"""Movement invariants on random Assault maps (hypothesis): every route's parts add up to its
cost within the allowance, each step enters a neighbour, and `ask path` agrees with `ask moves`."""

import itertools
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyengine.cli import main
from pyengine.hexgrid import MapShape

TERRAIN = ["clear", "light_forest", "heavy_forest", "brush", "swampy", "single_storey_buildings", "rocky"]
HEXSIDES = ["river", "stone_wall", "barbed_wire", "tank_barricades", "steep_slope"]
MOVERS = [("infantry", "foot"), ("artillery", "artillery"), ("vehicle", "wheeled"), ("vehicle", "tracked")]
SHAPE = MapShape(5, 4, "offset")
HEXES = [f"{c},{r}" for r in range(4) for c in range(5)]


def neighbours_of(shape: MapShape, label: str) -> list[str]:
    """The labels of a hex's neighbours on the map, the hex given by its label "c,r"."""
    col, row = (int(x) for x in label.split(","))
    return [shape.label(n) for n in shape.to_axial(col, row).neighbours() if shape.contains(n)]


@st.composite
def scenario(draw) -> tuple[str, str]:
    lines = ["game assault edition rev6", "map 5 x 4"]
    for h in HEXES[1:]:
        lines.append(f"terrain {draw(st.sampled_from(TERRAIN))} at {h}")
    for _ in range(draw(st.integers(0, 4))):
        a = draw(st.sampled_from(HEXES))
        kind = draw(st.sampled_from(HEXSIDES))
        lines.append(f"hexside {kind} between {a} and {draw(st.sampled_from(neighbours_of(SHAPE, a)))}")
    if draw(st.booleans()):
        lines.append("path main_road 0,0 1,0 2,0 3,0 4,0")
    unit_type, movement = draw(st.sampled_from(MOVERS))
    mp = draw(st.integers(1, 6))
    lines.append(
        f"unit u {{ side allies type {unit_type} at 0,0 facing {draw(st.integers(0, 5))} "
        f"movement {movement} mp normal {mp} }}"
    )
    return "\n".join(lines) + "\n", draw(st.sampled_from(["normal", "fast"]))


def answers(capsys, path, *questions: str) -> list[dict]:
    out = []
    for q in questions:
        code = main(["ask", str(path), *q.split(), "--json"])
        captured = capsys.readouterr()
        assert code == 0, captured.err
        out.append(json.loads(captured.out)["answers"][0])
    return out


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(case=scenario(), target=st.sampled_from(HEXES[1:]))
def test_routes_are_consistent_and_path_agrees_with_moves(tmp_path_factory, capsys, case, target):
    text, action = case
    path = tmp_path_factory.mktemp("mv") / "m.scn"
    path.write_text(text, encoding="utf-8")
    moves, route = answers(capsys, path, f"moves u as {action}", f"path u to {target} as {action}")
    allowance = moves["allowance"]["value"]
    for d in moves["reachable"]:
        assert 0 < d["cost"] <= allowance
        assert sum(p["value"] for p in d["trace"]) == d["cost"]
        hexes = [SHAPE.to_axial(*(int(x) for x in h.split(","))) for h in d["path"]]
        assert all(a.distance(b) == 1 for a, b in itertools.pairwise(hexes))
    reachable = {d["hex"]: d for d in moves["reachable"]}
    if target in reachable:
        assert route["verdict"] == "reachable" and route["route"] == reachable[target]
    else:
        assert route["verdict"] in ("unreachable", "illegal")
        assert route["reasons"] or route["illegal"]
