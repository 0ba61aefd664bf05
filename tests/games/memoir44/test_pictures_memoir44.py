"""Memoir '44 pictures (`umpire render`): battles, retreats, lines of sight, orders and
`actions`, each mark one part of the answer with its words and citation as hover text."""

from pyengine import open_scenario
from pyengine.api import answer_all, parse_ask
from pyengine.games.memoir44.pictures import TERRAIN
from pyengine.kb_rules import catalogue
from pyengine.svg_picture import render
from tests.conftest import EXAMPLES
from tests.svg_marks import NS, hexes, marks, parse

RIVER = str(EXAMPLES / "memoir44_river_crossing.scn")
BOARD = "game memoir44\nmap 13 x 9\nside allies bottom\nside axis top\n"


def duel(a_type: str, a_at: str, e_type: str, e_at: str) -> str:
    return f"unit a {{ side allies type {a_type} at {a_at} }}\nunit e {{ side axis type {e_type} at {e_at} }}\n"


def picture_and_answer(umpire, path: str, *question: str):
    svg = umpire("render", path, *question)
    assert svg.code == 0, svg.err
    return parse(svg.out), umpire("ask", path, *question, "--json").json()["answers"][0]


def test_battle_draws_each_target_with_its_dice_and_each_refusal(umpire):
    root, answer = picture_and_answer(umpire, RIVER, "battle", "allied_armor")
    [target] = marks(root, "target")
    assert target.hex == "11,5" and target.texts == ("3",)  # armor at range 1: 3 dice ("Battle dice")
    assert "P(at least 1 hit) 7/8" in target.title and "range 1 | §Battle dice · memoir44-facts.md" in target.title
    refused = {m.hex for m in marks(root, "refused")}
    assert refused == {c["hex"] for c in answer["cannot"]} == {"9,3", "10,2", "17,3"}
    assert all("must close assault" in m.title for m in marks(root, "refused"))


def test_a_hill_to_hill_battle_shows_the_void_reduction(umpire, write):
    body = "terrain hill at 12,4 18,4\n" + duel("armor", "12,4", "armor", "18,4")
    root, _ = picture_and_answer(umpire, write(BOARD + body), "battle", "a")
    [target] = marks(root, "target")
    assert target.texts == ("3",) and "the attacker battles from a hill, not from lower ground" in target.title


def test_retreat_draws_each_choice_in_its_own_layer(umpire, write):
    body = "obstacle sandbags at 11,7\nunit a { side allies type infantry at 11,7 }\n"
    root, answer = picture_and_answer(umpire, write(BOARD + body), "retreat", "a", "flags", "2")
    layers = [g.get("id") for g in root.iter(f"{NS}g") if "retreat-choice" in g.get("class", "").split()]
    assert layers == ["p0-ignore0-choice-0", "p0-ignore1-choice-1"]
    # Ignoring none: 2 flags, one hex of room, a figure lost at either end; ignoring one: no loss.
    losses = marks(root, "retreat-loss")
    assert sorted((m.hex, m.texts) for m in losses) == [("10,8", ("-1",)), ("12,8", ("-1",))]
    assert all(m.ident.startswith("p0-ignore0-") for m in losses)
    assert hexes(root, "retreat-end") == ["10,8", "12,8"]
    assert all("§Close assault, retreat, taking ground" in m.title for m in losses)
    assert len(answer["choices"]) == 2


def test_los_marks_the_blocking_hexes(umpire, write):
    body = "terrain forest at 6,4\n" + duel("infantry", "4,4", "infantry", "8,4")
    root, answer = picture_and_answer(umpire, write(BOARD + body), "los", "a", "e")
    assert answer["verdict"] == "blocked"
    assert hexes(root, "los-blocking") == ["6,4"] and not hexes(root, "los-clear")
    [blocker] = marks(root, "los-blocking")
    assert "§Line of sight · memoir44-facts.md" in blocker.title


def test_orders_mark_the_units_a_section_may_order(umpire):
    root, answer = picture_and_answer(umpire, RIVER, "orders", "attack_center", "allies")
    eligible = [e.split()[0] for s in answer["sections"] for e in s["eligible"]]
    assert hexes(root, "eligible") == sorted(["10,6", "8,6"]) and eligible == ["allied_armor", "allied_inf"]


def test_actions_draw_one_panel_and_layer_per_unit(umpire):
    root, answer = picture_and_answer(umpire, RIVER, "actions", "axis")
    for index, unit in enumerate(answer["units"]):
        layer = root.find(f".//{NS}g[@id='p{index}-unit-{unit['unit']}']")
        assert layer is not None, unit["unit"]
        assert hexes(root, "reachable", index) == sorted(d["hex"] for d in unit["moves"]["reachable"])
        assert sorted(m.ident.split("to-")[1] for m in marks(root, "target", index)) == sorted(
            t["unit"] for t in unit["battle"]["targets"]
        )


def test_take_ground_marks_the_hex_taken_and_the_overrun_targets(umpire):
    root, answer = picture_and_answer(umpire, RIVER, "take_ground", "allied_armor", "axis_scouts")
    assert hexes(root, "reachable") == ["11,5"] and answer["verdict"] == "legal"
    assert sorted(m.hex for m in marks(root, "target")) == sorted(t["hex"] for t in answer["battle"]["targets"])


def test_moves_mark_every_reachable_hex(umpire):
    root, answer = picture_and_answer(umpire, RIVER, "moves", "allied_inf")
    assert hexes(root, "reachable") == sorted(d["hex"] for d in answer["reachable"])
    assert hexes(root, "unreachable") == sorted(u["hex"] for u in answer["unreachable"])


def test_every_mark_of_every_readme_picture_has_hover_text():
    for path in sorted((EXAMPLES.parent / "docs" / "pictures").glob("*.svg")):
        root = parse(path.read_text("utf-8"))
        for el in root.iter():
            if "mark" in el.get("class", "").split():
                title = el.find(f"{NS}title")
                assert title is not None and title.text, (path.name, el.get("id"))


def test_every_terrain_word_has_a_colour_of_its_own():
    # A terrain drawn in the fallback grey, or in another terrain's colour, would read as that
    # other terrain on the board (the expansion terrain included).
    words = catalogue("memoir44", None).words("terrain")
    assert words <= set(TERRAIN)
    colours = [TERRAIN[w] for w in sorted(words)]
    assert len(set(colours)) == len(colours)


def test_one_die_is_written_as_one_die():
    """Issue 72: a picture said "1 dice". Infantry at range 2 rolls 2 dice, less 1 for the target's
    forest (memoir44-facts.md lines 24-31): one die, on the duel's a_inf against g_inf2."""
    pos = open_scenario("tests/data/play/duel.scn").position
    answers = answer_all(pos, [parse_ask(pos, "ask battle a_inf", "<test>")])
    svg = render(pos, [a.to_json() for a in answers], "duel")
    assert "g_inf2: 1 die, P(hit) 1/2" in svg and "1 dice" not in svg
