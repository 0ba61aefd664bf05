"""A turretless vehicle engages a target outside its arc by a move & fire pivot (10.6).

Worked by hand: facing 0 is the vertex at 30 degrees (between east and south-east in the
bearings of core/facing.lp); a 120-degree arc reaches 60 degrees either side. A target due
west (180 degrees) is inside the arc of facing 2 (150) or 3 (210): two vertices from 0 or
three, so facing 2. The first vertex of a turn is free, each further one 1 MP (9.10): 1 MP,
paid from the move & fire allowance, half the card's rounded up (9.3). The shot then has
move & fire status: the defender adds a green die (10.9.4).
"""

import pytest

TANK = "unit t {{ side allies type vehicle at 2,1 facing 0 movement tracked mp normal {mp} arc {arc} {extra}"
TANK += " attack infantry close 1..3 1R defense front 1G }}"


def scenario(mp: int = 5, arc: int = 120, extra: str = "", tail: str = "") -> str:
    return (
        "game assault edition rev6\nmap 6 x 3\n"
        + TANK.format(mp=mp, arc=arc, extra=extra)
        + "\nunit e { side axis type infantry at 0,1 defense front 1Y }\n"
        + tail
    )


def ask(write, umpire, text: str, *question: str) -> dict:
    result = umpire("ask", write(text), *question, "--json")
    assert result.code == 0, result.err
    return result.json()["answers"][0]


def shot(write, umpire, text: str) -> dict:
    (target,) = ask(write, umpire, text, "targets", "t")["targets"]
    return target


def test_a_pivot_brings_the_target_into_the_arc(write, umpire):
    target = shot(write, umpire, scenario())
    assert target["can_fire"] is True
    assert (target["arc"]["term"], target["arc"]["cite"]["section"]) == ("pivot(2,2,1)", "10.6")
    assert "move & fire pivots 2 vertex(es) to face vertex 2 for 1 MP" in target["arc"]["what"]
    assert target["cannot"] == []


def test_the_pivot_shot_is_a_move_and_fire(write, umpire):
    ans = ask(write, umpire, scenario(), "fire", "t", "e")
    assert (ans["fire_status"]["term"], ans["fire_status"]["cite"]["section"]) == ("move_and_fire", "10.6")
    # The firer's status adds the green die (10.9.4) to the defender's pool.
    steps = [s for s in ans["defense"]["steps"] if s["label"]["term"] == "fire_status(move_and_fire)"]
    assert [(s["change"], s["label"]["cite"]["section"]) for s in steps] == [("+1G", "10.9.4")]


def test_in_text(write, umpire):
    result = umpire("ask", write(scenario()), "targets", "t")
    assert "target outside the arc: a move & fire pivots 2 vertex(es) to face vertex 2 for 1 MP" in result.out


def test_a_pivot_dearer_than_the_move_and_fire_allowance(write, umpire):
    # A card with no movement points: move & fire has 0 MP, the pivot costs 1.
    target = shot(write, umpire, scenario(mp=0))
    assert target["can_fire"] is False
    assert [(c["term"], c["cite"]["section"]) for c in target["cannot"]] == [
        ("out_of_arc", "10.6"),
        ("pivot_too_dear(1,0)", "10.6"),
    ]


def test_an_immobilized_vehicle_does_not_pivot(write, umpire):
    text = scenario(extra="status immobilized")
    target = shot(write, umpire, text)
    assert target["can_fire"] is False
    assert ("pivot_immobilized", "13.1") in [(c["term"], c["cite"]["section"]) for c in target["cannot"]]


def test_a_declared_stationary_fire_does_not_pivot(write, umpire):
    ans = ask(write, umpire, scenario(), "fire", "t", "e", "as", "firing")
    assert ans["target"]["can_fire"] is False
    refusals = [(c["term"], c["cite"]["section"]) for c in ans["target"]["cannot"]]
    assert ("pivot_not_declared(firing)", "10.6") in refusals


@pytest.mark.parametrize(("inclusive", "expected"), [("on", "pivot(2,2,1)"), ("off", None)])
def test_a_narrow_arc_reaches_only_on_its_edge(write, umpire, inclusive, expected):
    # A 60-degree arc reaches 30 degrees either side: due west lies exactly on the edge of
    # facings 2 and 3, so only arc_edge_inclusive lets a pivot bring it in.
    target = shot(write, umpire, scenario(arc=60, tail=f"assume arc_edge_inclusive {inclusive}\n"))
    if expected:
        assert target["arc"]["term"] == expected
    else:
        assert ("no_pivot_brings_it", "10.6") in [(c["term"], c["cite"]["section"]) for c in target["cannot"]]


def test_a_turret_still_fires_without_pivoting(write, umpire):
    target = shot(write, umpire, scenario(extra="ability turret"))
    assert target["arc"]["term"] == "turret"


def test_artillery_never_pivots_to_fire(write, umpire):
    text = scenario().replace("type vehicle", "type artillery").replace("movement tracked", "movement artillery")
    target = shot(write, umpire, text)
    assert [c["term"] for c in target["cannot"]] == ["out_of_arc"]


def test_on_a_road_the_pivot_is_free(write, umpire):
    # 9.10: turning is free and unlimited on a road, so the two vertices cost nothing, in
    # `targets` as in `actions` (the road's next hex tells the firer's hex is a road hex).
    text = scenario(tail="path main_road 2,1 3,1 4,1\n")
    assert shot(write, umpire, text)["arc"]["term"] == "pivot(2,2,0)"
    (unit,) = [u for u in ask(write, umpire, text, "actions", "allies")["units"] if u["unit"] == "t"]
    assert unit["fire"]["targets"][0]["arc"]["term"] == "pivot(2,2,0)"
