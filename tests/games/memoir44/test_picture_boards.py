"""Pictures of real-sized boards of our own making (issue 60): a beach landing, a winter board
and a battle of more than 10 lines. No badge covers another badge or a unit counter (checked on
the drawn geometry), the sight line is drawn over the hexes it crosses and catches the pointer,
crossed hexes are outlined, every feature is spelt out in the legend, the board's face gives
its colours, and the scenario's title heads the picture."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest

from pyengine import open_scenario
from pyengine.svg_picture import overlap
from tests.svg_marks import NS

Box = tuple[float, float, float, float]


def board(hexes: list[dict], face: str, name: str) -> str:
    game_info = {"side_player1": "AXIS", "side_player2": "ALLIES"}
    doc = {"game_info": game_info, "board": {"type": "STANDARD", "face": face, "hexagons": hexes}}
    return json.dumps({**doc, "text": {"en": {"name": name}}})


def beach() -> str:
    """Allied infantry and armor on the beach rows, Axis bunkers, wire and hedgehogs above."""
    hexes = [{"row": 6, "col": c, "unit": {"name": "infus" if c % 4 else "tankus"}} for c in range(0, 25, 2)]
    hexes += [{"row": 3, "col": c, "rect_terrain": {"name": "bunker"}, "unit": {"name": "infger"}} for c in (3, 11, 19)]
    hexes += [{"row": 4, "col": c, "obstacle": {"name": "wire"}} for c in (4, 8, 12, 16, 20)]
    hexes += [{"row": 5, "col": c, "obstacle": {"name": "hedgehog"}} for c in (5, 13, 21)]
    return board(hexes, "BEACH", "Omaha of our own")


def winter() -> str:
    hexes = [{"row": 2, "col": c, "terrain": {"name": "wforest"}} for c in range(2, 23, 4)]
    hexes += [{"row": 4, "col": c, "terrain": {"name": "whill"}, "unit": {"name": "infger"}} for c in (6, 12, 18)]
    town = {"name": "wvillage"}
    hexes += [{"row": 6, "col": c, "terrain": town, "unit": {"name": "tankus"}} for c in (4, 10, 16, 22)]
    mine = {"name": "tag3", "behavior": "MINE_FIELD", "side": "AXIS"}
    hexes += [{"row": 5, "col": c, "tags": [mine]} for c in (7, 15)]
    return board(hexes, "WINTER", "A winter of our own")


def crowded() -> str:
    """An Allied gun facing twelve Axis units within its reach: thirteen lines from one hex."""
    hexes = [{"row": 8, "col": 12, "unit": {"name": "gunus"}}]
    hexes += [{"row": r, "col": c, "unit": {"name": "infger"}} for r, c in [(2, 4), (2, 8), (2, 12), (2, 16), (2, 20)]]
    hexes += [{"row": r, "col": c, "unit": {"name": "tankger"}} for r, c in [(4, 6), (4, 10), (4, 14), (4, 18)]]
    hexes += [{"row": 5, "col": c, "unit": {"name": "infger"}} for c in (9, 13, 17)]
    hexes += [{"row": 3, "col": c, "terrain": {"name": "woods"}} for c in (7, 11, 15)]
    return board(hexes, "COUNTRY", "A crowded field of our own")


def boxes(root: ET.Element, panel: int) -> tuple[list[Box], list[Box]]:
    """The badges and the unit counters of one panel, as drawn."""
    scope = root.find(f".//{NS}g[@id='panel-{panel}']")
    assert scope is not None
    badges, counters = [], []
    for el in scope.iter(f"{NS}rect"):
        box = (float(el.get("x", 0)), float(el.get("y", 0)), float(el.get("width", 0)), float(el.get("height", 0)))
        if "badge" in el.get("class", "").split():
            badges.append(box)
        elif el.get("style", "").startswith("fill:") and el.get("width") == "22":
            counters.append(box)
    return badges, counters


@pytest.mark.parametrize(
    ("make", "question", "least"),
    [(beach, "battle us7", 3), (winter, "battle ger2", 4), (crowded, "battle us1", 10)],
    ids=["beach", "winter", "crowded"],
)
def test_no_badge_covers_another_or_a_counter(make, question, least):
    game = open_scenario(make(), name="board.m44")
    root = ET.fromstring(game.svg([game.ask(question)]))
    badges, counters = boxes(root, 0)
    assert len(badges) >= least and len(counters) == len(game.position.units)
    for i, a in enumerate(badges):
        assert not any(overlap(a, b) for b in badges[i + 1 :]), a
        assert not any(overlap(a, c) for c in counters), a


def test_the_sight_line_is_on_top_and_the_crossed_hexes_are_outlined():
    game = open_scenario(crowded(), name="board.m44")
    root = ET.fromstring(game.svg([game.ask("los us1 ger1")]))
    answer = root.find(f".//{NS}g[@id='p0-answer']")
    assert answer is not None
    order = [el.get("class", "") for el in answer if el.tag == f"{NS}g" and "mark" in el.get("class", "")]
    # The crossed hexes first, the line last: drawn over them.
    assert order[-1] == "mark sightline" and any("los-" in c for c in order[:-1])
    line = next(el for el in answer if el.get("class") == "mark sightline")
    assert [el.get("class") for el in line.iter(f"{NS}line")] == ["shape sightline", "hit"]
    css = root.find(f".//{NS}style")
    assert css is not None and css.text is not None
    assert ".los-clear{fill:none;" in css.text and "pointer-events:stroke" in css.text


def test_the_face_colours_the_board_and_the_title_heads_it():
    game = open_scenario(winter(), name="board.m44")
    svg = game.svg([game.ask("battle ger2")])
    root = ET.fromstring(svg)
    heading = root.find(f"{NS}title")
    assert heading is not None and heading.text is not None and heading.text.startswith("A winter of our own")
    shown = root.find(f".//{NS}g[@id='panel-0']/{NS}text")
    assert shown is not None and shown.text == "A winter of our own: battle ger2"
    clear = root.find(f".//{NS}polygon[@id='p0-hex-0,0']")
    assert clear is not None and clear.get("style") == "fill:#eef3f7"  # snow, not the summer #f3f0e2
    # Every feature is named in full in the legend beside its short code.
    legend = " ".join(t.text or "" for t in root.iter(f"{NS}text") if (t.get("id") or "").startswith("legend-feature"))
    assert "M: minefield" in legend


def test_a_line_along_a_hexside_keeps_its_own_title():
    # 8,4 -> 11,5 runs along the hexside of 10,4 and 9,5 (the LOS tests' case): that hexside is
    # drawn with its own title, and the sight line keeps the answer's.
    text = "game memoir44\nmap 13 x 9 coords doubled\nunit a { side allies type infantry at 8,4 }\n"
    game = open_scenario(text + "unit m { side axis type infantry at 11,5 }\n", name="along.scn")
    root = ET.fromstring(game.svg([game.ask("los a m")]))
    marks = [el for el in root.iter() if el.get("class", "").startswith("mark")]
    titles = {el.get("class"): el.findtext(f"{NS}title") for el in marks}
    assert titles["mark los-along"] == "the line runs along the hexside of 9,5 and 10,4"
    assert titles["mark sightline"] == "line of sight 8,4 > 11,5: clear"
