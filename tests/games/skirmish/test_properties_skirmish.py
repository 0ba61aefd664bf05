"""Invariants of the skirmish answers (hypothesis): spotting is monotone in distance; a point
exactly on a threshold or an edge gets the same verdict wherever the scenario is moved by whole
centimetres; a mirrored table gives mirrored answers."""

from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyengine.api import open_scenario
from pyengine.errors import UmpireError
from tests.skirmish_table import HEADER, answer, unit

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
CLASSES = st.sampled_from(["infantry", "tank", "small_tank", "jeep", "artillery", "bike", "truck"])
STATUS = st.sampled_from(["stationary", "moving", "firing", "fleeing"])
# Ground every class may stand on (lines 36-45), from open to cover.
COVER = st.sampled_from(["flat_clear", "flat_trees", "flat_crops", "slope_clear", "hill_top_trees"])


def wood(cover: str, dx: int = 0, dy: int = 0) -> str:
    return f"area a {cover} polygon {80 + dx},{40 + dy} {120 + dx},{40 + dy} {120 + dx},{80 + dy} {80 + dx},{80 + dy}\n"


@SETTINGS
@given(
    CLASSES, STATUS, COVER, st.sampled_from(["normal", "reduced"]), st.lists(st.integers(0, 38), min_size=2, max_size=2)
)
def test_spotting_is_monotone_in_distance(cls, status, cover, visibility, ys):
    """Seen from farther away implies seen from nearer, along one line out of the target's
    area (inside it the table's 'within' column applies, a different row of numbers)."""
    near, far = sorted(ys)
    body = f"visibility {visibility}\n" + wood(cover) + unit("t", "axis", cls, "100,78", f"status {status}")

    def seen(y: int) -> bool:
        return answer(body + unit("s", "allies", "infantry", f"100,{81 + y}"), "spot s t")["verdict"] == "seen"

    assert seen(near) or not seen(far)


@SETTINGS
@given(st.integers(-60, 50), st.integers(-30, 30), st.sampled_from(["20", "12"]), STATUS)
def test_a_threshold_or_an_edge_decides_the_same_anywhere(dx, dy, gap, status):
    """The target stands exactly on the wood's edge; the spotter exactly 20 or 12 cm away
    (the limits of line 85). Moving everything by whole centimetres changes no verdict."""

    def ask(dx: int, dy: int) -> tuple:
        body = wood("flat_trees", dx, dy)
        body += unit("t", "axis", "infantry", f"{80 + dx},{60 + dy}", f"status {status}")
        body += unit("s", "allies", "infantry", f"{80 + dx - int(gap)},{60 + dy}")
        ans = answer(body, "spot s t")
        look = ans["looks"][0]
        return (
            ans["verdict"],
            look["limit_cm"],
            look["comparison"],
            look["where"],
            [r["row"]["term"] for r in ans["rows"]],
        )

    assert ask(dx, dy) == ask(0, 0)


def mirrored(text: str) -> str:
    """x -> 180 - x in every point of a scenario body."""
    out = []
    for word in text.split(" "):
        x, comma, y = word.partition(",")
        if comma and x.replace(".", "").isdigit():
            word = f"{180 - Fraction(x)},{y}"
        out.append(word)
    return " ".join(out)


@SETTINGS
@given(st.integers(5, 70), st.integers(5, 110), st.integers(5, 70), st.integers(5, 110), CLASSES)
def test_mirrored_tables_give_mirrored_answers(x1, y1, x2, y2, cls):
    body = wood("flat_trees") + "feature w wall width 1 along 90,0 90,120 \n"
    body += unit("s", "allies", "infantry", f"{x1},{y1}", "platoon p") + unit(
        "t", "axis", cls, f"{x2},{y2}", "tactical 30 platoon p"
    )
    for question in ("spot s t", "comms s t", f"move t along {x1 + 10},{y1}"):
        left, right = answer(body, question), answer(mirrored(body), mirrored(question))
        assert left["verdict"] == right["verdict"], question
        if question.startswith("move"):
            assert [leg["spent"] for leg in left["legs"]] == [leg["spent"] for leg in right["legs"]]


WORDS = st.sampled_from(
    ["move", "reach", "spot", "comms", "test", "chips", "maneuvers", "along", "as", "vs", "for", "u", "e", "ct",
     "rt", "pt", "mc", "move_and_fire", "fire", "bomb", "10,10", "0,0", "180,120", "12.5,3", "-1,5", "1e5,2",
     "x", "1,2,3", "99999999,1"]
)  # fmt: skip


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(WORDS, min_size=1, max_size=6))
def test_any_question_ends_in_an_answer_or_a_clear_error(words):
    body = unit("u", "allies", "infantry", "10,10", "weapon r light") + unit(
        "e", "axis", "tank", "40,10", "tactical 20"
    )
    table = open_scenario(HEADER + body)
    try:
        answer_json = table.ask(" ".join(words)).to_json()
    except UmpireError as err:
        assert err.line >= 1 and err.column >= 1
    else:
        assert answer_json["kind"] in {"move", "reach", "spot", "comms", "test", "chips", "maneuvers"}


GUN = "weapon pak heavy calibre 75 shots 1 1 range 200 120 60"
RIFLES = "weapon rifles light shots 4 2 range 60 40 20"


@SETTINGS
@given(
    CLASSES,
    STATUS,
    COVER,
    st.integers(10, 170),
    st.integers(5, 115),
)
def test_a_shot_implies_a_sighting(cls, status, cover, x, y):
    """One rule, one answer (lines 12-13): `fire` and `light_fire` shoot exactly when `spot`
    sees the target from the firer; otherwise they refuse it as unseen."""
    armour = "facing 90 tactical 20 armour front 2 armour side 2 armour rear 2 armour turret_front 2 armour top 1"
    target = unit("t", "axis", cls, "100,60", f"status {status} {armour}")
    body = wood(cover) + target
    for firer, question, refusals in (
        (unit("g", "allies", "artillery", f"{x},{y}", GUN), "fire g t", "refused"),
        (unit("g", "allies", "infantry", f"{x},{y}", f"{RIFLES} crew 6 of 6"), "light_fire g t", "refused"),
    ):
        seen = answer(body + firer, "spot g t")["verdict"] == "seen"
        shot = answer(body + firer, question)
        unseen = any(c["term"] in ("unseen", 'firer_unseen("g")') for c in shot[refusals])
        assert unseen != seen, (question, shot[refusals])


MOVING_MANEUVERS = ["recover", "conceal", "move", "embark", "move_and_fire", "fire_and_conceal", "unload_and_move"]


@SETTINGS
@given(
    CLASSES,
    st.sampled_from(["", "status fleeing", "status moving", "status firing"]),
    st.integers(1, 4),
    st.booleans(),
    st.sampled_from(["u", "lorry"]),
    st.sampled_from(MOVING_MANEUVERS),
)
def test_move_is_legal_exactly_when_maneuvers_opens_it(cls, status, crew_left, carried, who, maneuver):
    """One rule, one answer (lines 9-10, 106-112): `move U along .. as M`, on a leg of open
    ground well within any allowance, is refused for M's sake exactly when `maneuvers U`
    closes M, and for the same reasons; U is a unit or the lorry that may carry it."""
    lorry = unit("lorry", "allies", "truck", "50,50", "facing 0 tactical 30")
    cargo = "carried by lorry" if carried else ""
    body = lorry + unit("u", "allies", cls, "50,50", f"{status} crew {crew_left} of 4 tactical 20 {cargo}")
    listed = answer(body, f"maneuvers {who}")
    closed = {c["maneuver"]: {r["term"] for r in c["reasons"]} for c in listed["closed"]}
    moved = answer(body, f"move {who} along 51,50 as {maneuver}")
    assert {c["term"] for c in moved["illegal"]} == closed.get(maneuver, set()), (moved["illegal"], closed)
