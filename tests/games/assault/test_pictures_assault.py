"""Assault pictures (`umpire render`): each mark is one part of the answer, on the answer's
hex, with the answer's words and citation as its hover text. Hexes by hand from the tutorial
map (examples/assault_tutorial.scn) where the test says so."""

import re

from pyengine.hexgrid import Hex, MapShape
from tests.conftest import EXAMPLES
from tests.svg_marks import hexes, marks, parse

TUTORIAL = str(EXAMPLES / "assault_tutorial.scn")
SHAPE = MapShape(8, 6, "offset")


def picture_and_answer(umpire, *question: str):
    svg = umpire("render", TUTORIAL, *question)
    assert svg.code == 0, svg.err
    answer = umpire("ask", TUTORIAL, *question, "--json").json()["answers"][0]
    return parse(svg.out), answer


def labels(terms: list[str]) -> list[str]:
    """The hex each KB term names first, in the scenario's coordinates."""
    out = []
    for term in terms:
        q, r = re.search(r"h\((-?\d+),(-?\d+)\)", term).groups()
        out.append(SHAPE.label(Hex(int(q), int(r))))
    return sorted(out)


def test_moves_marks_every_reachable_hex_with_its_cost_and_every_frontier_hex(umpire):
    root, answer = picture_and_answer(umpire, "moves", "us_rifles")
    reachable = {m.hex: m for m in marks(root, "reachable")}
    assert sorted(reachable) == sorted(d["hex"] for d in answer["reachable"])
    for dest in answer["reachable"]:
        assert reachable[dest["hex"]].texts == (str(dest["cost"]),)
    assert hexes(root, "unreachable") == sorted(u["hex"] for u in answer["unreachable"])
    # 2,1 is Light Forest at 1 MP (the README's first line): its title cites chart row and section.
    assert "§9.1 · 000_f3e2093d63ee0f25.txt · terrain chart, row 'Light Forest', column foot" in reachable["2,1"].title
    [subject] = marks(root, "subject")
    assert subject.hex == "2,2"


def test_a_path_is_drawn_as_its_route(umpire):
    root, answer = picture_and_answer(umpire, "path", "us_halftrack", "to", "3,5")
    [route] = marks(root, "route")
    assert route.title.startswith(f"path {' > '.join(answer['route']['path'])}, cost {answer['route']['cost']}")
    assert hexes(root, "reachable") == ["3,5"]


def test_los_marks_exactly_the_blockers_and_hindrances_the_answer_names(umpire):
    root, answer = picture_and_answer(umpire, "los", "us_rifles", "tiger")
    line = answer["line"]
    # By hand: from 2,2 to 6,2 the line crosses 3,2 (Light Forest, hinders) and 4,2 (Heavy Forest, blocks).
    assert hexes(root, "los-blocking") == labels([b["term"] for b in line["blockers"]]) == ["4,2"]
    assert hexes(root, "los-hindering") == labels([h["term"] for h in line["hindrances"]]) == ["3,2"]
    assert hexes(root, "los-clear") == ["5,2"]
    [blocker] = marks(root, "los-blocking")
    assert "§10.3 · 000_f3e2093d63ee0f25.txt · terrain chart, row 'Heavy Forest', column los" in blocker.title


def test_a_line_blocked_by_its_third_hindrance_says_so_in_the_panel(umpire):
    root, answer = picture_and_answer(umpire, "los", "tiger", "3,5")
    assert answer["verdict"] == "blocked" and not hexes(root, "los-blocking")
    notes = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text") if t.get("class") == "note-no"]
    assert notes == [f"blocked: {answer['line']['blockers'][0]['what']}"]


def test_targets_and_refusals_are_lines_to_each_enemy(umpire):
    root, answer = picture_and_answer(umpire, "targets", "tiger")
    fire = {t["target"] for t in answer["targets"] if t["can_fire"]}
    refused = {t["target"] for t in answer["targets"] if not t["can_fire"]}
    assert {m.ident.split("to-")[1] for m in marks(root, "target")} == fire
    assert {m.ident.split("to-")[1] for m in marks(root, "refused")} == refused == {"us_rifles", "us_halftrack"}
    rifles = next(m for m in marks(root, "refused") if m.ident.endswith("to-us_rifles"))
    assert rifles.hex == "2,2" and "line of sight blocked | §10.2 · assault-rules-digest.md" in rifles.title
    # The refused line's blocker (4,2, Heavy Forest) is marked too.
    assert hexes(root, "los-blocking") == ["4,2"]


def test_fire_shows_both_pools_as_dice(umpire):
    root, answer = picture_and_answer(umpire, "fire", "us_halftrack", "grenadiers")
    pools = {m.ident.split("-", 1)[1]: m for m in marks(root, "dice")}
    assert set(pools) == {"attack-dice", "defense-dice"}
    for name, pool in (("attack-dice", answer["attack"]), ("defense-dice", answer["defense"])):
        counts = pool["final"]["counts"]
        assert [t for t in pools[name].texts[1:]] == [c for c in "RYGB" for _ in range(counts[c])]
        assert pools[name].title.splitlines()[0].endswith(pool["final_text"])
    assert pools["attack-dice"].hex == "1,4" and pools["defense-dice"].hex == "4,4"
    [link] = marks(root, "target")
    assert link.texts == ("1Y",)


def test_spot_draws_the_line_to_the_target_and_the_spotting_verdict(umpire):
    root, answer = picture_and_answer(umpire, "spot", "tiger", "us_rifles")
    [refused] = marks(root, "refused")
    assert refused.hex == "2,2" and not answer["target"]["can_fire"]
    notes = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text") if t.get("class") == "note"]
    assert notes == ["spotting roll not needed"] and answer["target"]["spotting"]["needed"] is False


def test_close_combat_shows_four_pools_as_dice(umpire):
    path = str(EXAMPLES / "assault_bunker_assault.scn")
    question = ("close_combat", "rifles", "bunker_crew", "support", "support_squad")
    root = parse(umpire("render", path, *question).out)
    answer = umpire("ask", path, *question, "--json").json()["answers"][0]
    pools = {m.ident.split("-", 1)[1]: m for m in marks(root, "dice")}
    assert set(pools) == {"assaulter-attack", "assaulter-defense", "defender-attack", "defender-defense"}
    for role in ("assaulter", "defender"):
        for pool in ("attack", "defense"):
            counts = answer[role][pool]["final"]["counts"]
            assert list(pools[f"{role}-{pool}"].texts[1:]) == [c for c in "RYGB" for _ in range(counts[c])]
    # The p.36 example: the bunker's front gives its crew 2 red + 1 yellow defending (11.3).
    assert pools["defender-defense"].hex == "3,1" and "2R+2Y+1B" in pools["defender-defense"].title


def test_resolve_and_scout_put_their_verdicts_in_the_panel(umpire):
    root, answer = picture_and_answer(
        umpire, "resolve", "us_halftrack", "grenadiers", "attack", "dp", "x", "defense", "dp"
    )
    notes = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text") if t.get("class") == "note"]
    assert notes == [r["what"] for r in answer["results"]]
    root, answer = picture_and_answer(umpire, "scout", "us_rifles")
    notes = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text") if t.get("class") == "note"]
    assert notes == ["needs 5+: probability 1/3"]  # 9.6.6.2: infantry detects on 5+ of a D6


def test_actions_draw_one_panel_per_unit_with_its_normal_reach_and_shots(umpire):
    root, answer = picture_and_answer(umpire, "actions", "allies")
    for index, unit in enumerate(answer["units"]):
        assert root.find(f".//{{http://www.w3.org/2000/svg}}g[@id='p{index}-unit-{unit['unit']}']") is not None
        normal = unit["moves"][0]
        assert normal["action"] == "normal"
        assert hexes(root, "reachable", index) == sorted(d["hex"] for d in normal["reachable"])
        able = sorted(t["target"] for t in unit["fire"]["targets"] if t["can_fire"])
        assert sorted(m.ident.split("to-")[1] for m in marks(root, "target", index)) == able


def test_actions_notes_name_the_other_actions_and_their_refusals(umpire):
    svg = umpire("render", TUTORIAL, "actions", "allies")
    # us_rifles stands in clear terrain at 2,2 and may dig in there (9.8.1); the half-track is
    # a vehicle in clear terrain, where it may not hide (9.12).
    assert "dig in: 2,2" in svg.out
    assert "hide: NO, 1,4: vehicle units never hide in clear" in svg.out  # the note wraps here
    assert "close combat with grenadiers at 4,4: fast move, cost" in svg.out
