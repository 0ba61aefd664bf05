"""Honest scope (issue 71): on an imported board holding something Umpire does not read, every
answer that is given is independent of it. Each example is a hand-made .m44 board with a few
units and one unread thing of a kind the importer meets (a terrain's property, a tile, a tag, a
unit lay-out it does not model, an option); every question either is refused, naming the thing,
or answers exactly as on the same board without it.

A placed, unmodelled unit (a vehicle of no known class) is the other half: it holds its hex, so an answer
about its neighbours may change without it; those answers name it as not judged (battle.lp's
not_judged/4, actions' not_judged), which test_m44.py and test_m44_bga.py check by hand."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyengine import UmpireError
from pyengine.api import open_scenario

# Doubled coordinates on the standard board: rows 0-8, a row's columns of its parity.
HEXES = [(c, r) for r in range(1, 8) for c in range(r % 2, 25, 2)]
QUESTIONS = (
    "moves us1",
    "battle us1",
    "los us1 ger1",
    "retreat us1 flags 1",
    "orders probe_center allies",
    "actions allies",
    "actions axis",
)
# One unread thing of each kind (editor.lp's touches/3 decides what each refuses).
PROPERTIES = ("isBlockingLineOfSight", "cantLeave", "defense", "canIgnoreOneFlag", "mustStopWhenEntering", "haunted")


def unread_things(at: tuple[int, int]) -> st.SearchStrategy[tuple[dict, dict | None]]:
    """A hex holding one unread thing, and the same hex without it (None: no hex at all)."""
    col, row = at
    hill = {"row": row, "col": col, "terrain": {"name": "hills"}}

    def with_property(name: str) -> tuple[dict, dict | None]:
        return {**hill, "terrain": {"name": "hills", "properties": {"AXIS": {name: True}}}}, hill

    return st.one_of(
        st.sampled_from(PROPERTIES).map(with_property),
        st.just(({"row": row, "col": col, "terrain": {"name": "loco_shed"}}, None)),
        st.just(({**hill, "tags": [{"name": "tag99"}]}, hill)),
        st.just(({"row": row, "col": col, "obstacle": {"name": "pontoon_x"}}, None)),
    )


def board(hexes: list[dict], options: dict | None = None) -> str:
    info = {"side_player1": "AXIS", "side_player2": "ALLIES", **({"options": options} if options else {})}
    return json.dumps({"game_info": info, "board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": hexes}})


def answers(text: str) -> dict[str, dict | None]:
    """Each question's JSON answer, or None where it is refused as needing what Umpire does not
    model (any other error is a bug and fails the test)."""
    scenario = open_scenario(text, name="t.m44")
    out: dict[str, dict | None] = {}
    for question in QUESTIONS:
        try:
            out[question] = scenario.ask(question).to_json()
        except UmpireError as err:
            assert "does not model" in str(err), (question, str(err))
            out[question] = None
    return out


@st.composite
def boards(draw: st.DrawFn) -> tuple[list[dict], tuple[dict, dict | None], dict | None]:
    spots = draw(st.lists(st.sampled_from(HEXES), min_size=3, max_size=3, unique=True))
    (c1, r1), (c2, r2), thing_at = spots
    units = [
        {"row": r1, "col": c1, "unit": {"name": draw(st.sampled_from(["infus", "tankus", "gunus"]))}},
        {"row": r2, "col": c2, "unit": {"name": draw(st.sampled_from(["infger", "tankger"]))}},
    ]
    thing = draw(unread_things(thing_at))
    option = draw(st.sampled_from([None, {"night_visibility_rules": True}, {"haunted_rules": True}]))
    return units, thing, option


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_every_answer_given_is_the_same_without_the_unread_thing(case):
    units, (thing, bare), option = case
    with_it = answers(board([*units, thing], option))
    read_option = {"night_visibility_rules": True} if option == {"night_visibility_rules": True} else None
    without = answers(board([*units, *([bare] if bare else [])], read_option))
    refused = [q for q, a in with_it.items() if a is None]
    for question, answer in with_it.items():
        if answer is not None:
            assert answer == without[question], question
    # A tag BGA itself refuses touches no question: everything is answered beside it.
    if option != {"haunted_rules": True} and "tags" in thing:
        assert not refused, refused


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(HEXES), min_size=3, max_size=3, unique=True), st.sampled_from(["vehus", "vehger"]))
def test_a_placed_unmodelled_unit_is_never_read_as_a_verdict(spots, name):
    """A unit of no known class (a `veh` name, memoir44-more-facts.md line 44) holds its hex: no
    answer counts it a target, a refusal, a unit with 0 hexes, or one a card orders."""
    (c1, r1), (c2, r2), (c3, r3) = spots
    hexes = [
        {"row": r1, "col": c1, "unit": {"name": "infus"}},
        {"row": r2, "col": c2, "unit": {"name": "infger"}},
        {"row": r3, "col": c3, "unit": {"name": name}},
    ]
    scenario = open_scenario(board(hexes), name="t.m44")
    placed = next(u for u in scenario.position.units.values() if "unmodelled" in u.statuses)
    for side in ("allies", "axis"):
        actions = scenario.ask(f"actions {side}").to_json()
        assert placed.id not in {u["unit"] for u in actions["units"]}
        assert actions["not_judged"] == ([f"{placed.id} at {c3},{r3}"] if placed.side == side else [])
        for unit in actions["units"]:
            battle = unit["battle"]
            assert placed.id not in {t["unit"] for t in battle["targets"]} | {r["unit"] for r in battle["cannot"]}
        orders = scenario.ask(f"orders probe_center {side}").to_json()
        assert placed.id not in {e.split()[0] for s in orders["sections"] for e in s["eligible"]}
