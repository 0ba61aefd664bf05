"""LOS invariants on random Assault maps (hypothesis): the verdict, the hindrance count and
the blockers' hexes are the same from A to B as from B to A, and asking twice gives the same
answer. Hexes as ends, so eye levels are the hexes' ground levels (10.4)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from pyengine.checked_position import build_position
from pyengine.questions import registry
from pyengine.scenario_parser import parse_text

TERRAIN = ["clear", "light_forest", "heavy_forest", "brush", "multi_storey_buildings", "large_building", "rocky"]
HEXES = [f"{q},{r}" for r in range(5) for q in range(5)]  # axial over a 7 x 5 map: all on it


@st.composite
def scenario(draw) -> tuple[str, str, str]:
    lines = ["game assault edition rev6", "map 7 x 5 coords axial"]
    for h in HEXES:
        lines.append(f"terrain {draw(st.sampled_from(TERRAIN))} at {h}")
        if draw(st.integers(0, 5)) == 0:
            lines.append(f"elevation {draw(st.integers(1, 2))} at {h}")
        if draw(st.integers(0, 7)) == 0:
            lines.append(f"marker smoke x{draw(st.integers(1, 3))} at {h}")
    for name, on in (("vertex_touch_ignored", draw(st.booleans())), ("hill_plateau", draw(st.booleans()))):
        lines.append(f"assume {name} {'on' if on else 'off'}")
    a, b = draw(st.sampled_from(HEXES)), draw(st.sampled_from(HEXES))
    return "\n".join(lines) + "\n", a, b


def verdict(text: str, a: str, b: str) -> tuple[str, int, list[str]]:
    pos = build_position(parse_text(text + f"ask los {a} {b}\n", "p.scn"))
    answer = registry(pos.game.name)["los"].answer(pos, pos.scenario.questions[0]).to_json()
    line = answer["line"]
    where = sorted(x["what"] for x in line["blockers"])
    return answer["verdict"], line["hindrance_count"], where


@settings(max_examples=60, deadline=None)
@given(scenario())
def test_los_is_symmetric(case):
    text, a, b = case
    assert verdict(text, a, b) == verdict(text, b, a)


@settings(max_examples=20, deadline=None)
@given(scenario())
def test_los_is_deterministic(case):
    text, a, b = case
    assert verdict(text, a, b) == verdict(text, a, b)
