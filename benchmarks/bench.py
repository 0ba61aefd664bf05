"""Per-question latency and ground-program size on generated maps.

Run: python benchmarks/bench.py [--repeat N] [--game assault|memoir44|skirmish]

Assault rows: moves on mixed-terrain maps of 100, 1,000 and 10,000 hexes (issue 3: p50 <= 5 ms
per question, flat in map size); line of sight on the same sizes (issue 4: `ask los` p50
<= 5 ms, flat in map size; `ask targets` for one unit with 20 enemies <= 20 ms); and the dice
questions of issue 5 (fire, resolve, close_combat, scout) on the sight map's tank and one of
its targets (no budget in the issue; measured for the record).
Memoir '44 rows (issue 7): `ask moves` on an open board, then on the 13 x 9 board with 30
units `ask moves` and `ask battle` for each unit (budget: `ask moves` p50 <= 5 ms), `ask
actions` (every legal move and battle of all 30 units in one question; budget <= 100 ms), and
one of each other Memoir '44 question. Each row shows the largest ground program of its
questions.
Skirmish rows (issues 33 and 31): every skirmish question on a 180 x 120 cm table with 40
areas (woods, crops, rough ground, houses, a minefield), roads and walls, and 32 units (budget:
p50 <= 20 ms per question, `fire` with its whole chain <= 50 ms, in-process); the "hexes"
column holds the table's areas.
Then, for Assault, `ask actions` for 60 and 30 units of all four movement types on a 600-hex
map with roads and a river (issue 45: the answer built <= 3x the reference loop, its JSON <= 5x),
timed with the bridge's route search and with the reference search in ASP in the same run; the
moves of those units one by one against one `ask actions` (issue 28); and `umpire check` over
all shipped data, in-process (p50) and as a fresh command (issue 6: <= 1 s).
Each board's questions are first asked untimed for half a second (see warm_up).
Last, a fixed pure-Python loop timed before and after the run: every figure above scales with
it, so it shows whether the VM was quiet.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from pyengine.chart_check import run_check
from pyengine.checked_position import Position, build_position
from pyengine.game import GAMES
from pyengine.kb_rules import ReferenceMode
from pyengine.kb_solve import Measure
from pyengine.questions import registry
from pyengine.scenario_parser import load_scenario

ASSAULT_TERRAIN = ["clear", "light_forest", "heavy_forest", "brush", "rocky", "olive_vine_grove", "beach"]


def one_terrain(text: str) -> str:
    """The generated scenario with each hex that a ``terrain clear at`` line names taken out
    of the other terrain lines (a scenario gives a hex one terrain; unnamed hexes are clear)."""
    lines = text.splitlines()
    cleared = {h for line in lines if line.startswith("terrain clear at ") for h in line.split()[3:]}
    kept = []
    for line in lines:
        if line.startswith("terrain "):
            words = line.split()
            hexes = [h for h in words[3:] if h not in cleared]
            if words[1] == "clear" or not hexes:
                continue
            line = " ".join([*words[:3], *hexes])
        kept.append(line)
    return "\n".join(kept) + "\n"


def assault_map(n_hexes: int, seed: int = 7) -> str:
    """A square-ish offset map with random terrain and one infantry and one tank in the middle."""
    rng = random.Random(seed)
    width = int(n_hexes**0.5)
    height = n_hexes // width
    by_terrain: dict[str, list[str]] = {}
    for row in range(height):
        for col in range(width):
            by_terrain.setdefault(rng.choice(ASSAULT_TERRAIN), []).append(f"{col},{row}")
    mid_c, mid_r = width // 2, height // 2
    lines = ["game assault edition rev6", f"map {width} x {height}", "default terrain clear"]
    lines += [f"terrain {t} at {' '.join(h)}" for t, h in sorted(by_terrain.items()) if t != "clear"]
    lines.append(f"terrain clear at {mid_c},{mid_r} {mid_c + 2},{mid_r}")
    lines.append(f"unit inf {{ side allies type infantry at {mid_c},{mid_r} movement foot mp normal 8 }}")
    lines.append(f"unit tank {{ side axis type vehicle at {mid_c + 2},{mid_r} facing 0 movement tracked mp normal 8 }}")
    lines += ["ask moves inf", "ask moves inf as fast", "ask moves tank"]
    return one_terrain("\n".join(lines))


def sixty_units(seed: int = 11, count: int = 60) -> str:
    """A 30 x 20 (600-hex) map with roads, a river and ``count`` units of every movement type
    (attack cards reaching 3 hexes), each asked for its normal-move reach; then one
    ``ask actions`` for every unit, which replaces those questions (issue 28's budget)."""
    rng = random.Random(seed)
    lines = ["game assault edition rev6", "map 30 x 20", "default terrain clear"]
    by_terrain: dict[str, list[str]] = {}
    for row in range(20):
        for col in range(30):
            by_terrain.setdefault(rng.choice(ASSAULT_TERRAIN), []).append(f"{col},{row}")
    lines += [f"terrain {t} at {' '.join(h)}" for t, h in sorted(by_terrain.items()) if t != "clear"]
    lines.append("path main_road " + " ".join(f"{c},10" for c in range(30)))
    lines += [f"hexside river between {c},5 and {c},6" for c in range(0, 30, 2)]
    kinds = [
        ("infantry", "foot", 3, "attack infantry close 1..3 1R+1Y"),
        ("artillery", "artillery", 2, "arc 60 attack infantry close 1..3 1R attack vehicle close 1..3 1R"),
        ("vehicle", "wheeled", 5, "arc 120 attack infantry close 1..3 1Y defense front 1G"),
        ("vehicle", "tracked", 6, "arc 120 ability turret attack vehicle close 1..3 2R defense front 2R"),
    ]
    spots = rng.sample([(c, r) for r in range(20) for c in range(30)], count)
    for i, (col, row) in enumerate(spots):
        unit_type, movement, mp, weapons = kinds[i % 4]
        side = "allies" if i % 2 else "axis"
        card = f"facing {i % 6} movement {movement} mp normal {mp} {weapons}"
        lines.append(
            f"terrain clear at {col},{row}\nunit u{i} {{ side {side} type {unit_type} at {col},{row} {card} }}"
        )
        lines.append(f"ask moves u{i}")
    lines.append("ask actions")
    return one_terrain("\n".join(lines))


def sight_map(n_hexes: int) -> str:
    """A tank in the middle of the map and 20 enemy infantry 2-4 hexes around it, in terrain
    that depends only on the offset from the tank, so every map size asks the same local
    question (issue 4's budgets: flat in map size). Hills and smoke included."""
    width = int(n_hexes**0.5)
    height = n_hexes // width
    mid_c, mid_r = width // 2, height // 2
    by_terrain: dict[str, list[str]] = {}
    hills: list[str] = []
    for row in range(height):
        for col in range(width):
            local = random.Random(f"{col - mid_c},{row - mid_r}")
            by_terrain.setdefault(local.choice(ASSAULT_TERRAIN + ["clear"] * 3), []).append(f"{col},{row}")
            if local.random() < 0.05:
                hills.append(f"{col},{row}")
    lines = ["game assault edition rev6", f"map {width} x {height}", "default terrain clear"]
    lines += [f"terrain {t} at {' '.join(h)}" for t, h in sorted(by_terrain.items()) if t != "clear"]
    lines.append(f"elevation 1 at {' '.join(hills)}")
    lines.append(f"marker smoke x1 at {mid_c + 1},{mid_r + 1}")
    rng = random.Random(5)
    spots = [(mid_c + dc, mid_r + dr) for dr in range(-4, 5) for dc in range(-4, 5) if max(abs(dc), abs(dr)) >= 2]
    enemies = rng.sample(spots, 20)
    for col, row in [(mid_c, mid_r), *enemies]:
        lines.append(f"terrain clear at {col},{row}")
    card = "arc 120 attack infantry close 1..4 1R+1G attack infantry medium 5..8 1G defense front 2R"
    lines.append(f"unit tank {{ side axis type vehicle at {mid_c},{mid_r} facing 0 ability turret {card} }}")
    inf = "attack infantry close 1..3 1R+1Y defense front 1Y"
    for i, (col, row) in enumerate(enemies):
        lines.append(f"unit e{i} {{ side allies type infantry at {col},{row} {inf} }}")
    lines += ["ask los tank e0", f"ask los {mid_c},{mid_r} {mid_c + 4},{mid_r - 3}", "ask targets tank"]
    return one_terrain("\n".join(lines))


DICE_QUESTIONS = ("fire tank e0", "resolve tank e0 attack ch dp x defense dp", "close_combat e1 tank", "scout e0")


def dice_map(n_hexes: int) -> str:
    """The sight map with the dice questions in place of its sight questions."""
    lines = [line for line in sight_map(n_hexes).splitlines() if not line.startswith("ask ")]
    return "\n".join([*lines, *(f"ask {q}" for q in DICE_QUESTIONS)]) + "\n"


def memoir_board() -> str:
    return (
        "game memoir44\nmap 13 x 9\nterrain forest at 5,5 7,5\nterrain town at 10,2\n"
        "unit a { side allies type armor at 12,6 }\nunit i { side allies type infantry at 8,6 }\n"
        "ask moves a\nask moves i\n"
    )


M44_TERRAIN = ["clear"] * 6 + ["forest", "town", "hill", "hedgerow"]


def memoir_thirty(seed: int = 5, width: int = 13) -> str:
    """The 13 x 9 board (``width`` 26: an Overlord board, memoir44-more-facts.md line 449) with
    random terrain, obstacles and 30 units (15 a side, every type). It asks each unit's moves
    and battle options one unit at a time; main() asks the same board's `actions` (all 30 at
    once) and the other Memoir '44 questions."""
    rng = random.Random(seed)
    hexes = [(c, r) for r in range(9) for c in range(r % 2, 2 * width - 1, 2)]
    lines = ["game memoir44", f"map {width} x 9", "side allies bottom", "side axis top"]
    for c, r in hexes:
        t = rng.choice(M44_TERRAIN)
        if t != "clear":
            lines.append(f"terrain {t} at {c},{r}")
    lines.append("obstacle sandbags at 12,4\nobstacle bunker at 14,2 owner axis")
    kinds = ["infantry", "armor", "artillery", "infantry special_forces", "armor elite_armor"]
    spots = rng.sample(hexes, 30)
    for i, (c, r) in enumerate(spots):
        side = "allies" if i % 2 else "axis"
        lines.append(f"terrain clear at {c},{r}\nunit u{i} {{ side {side} type {kinds[i % 5]} at {c},{r} }}")
    for i in range(30):
        lines.append(f"ask moves u{i}\nask battle u{i}")
    return one_terrain("\n".join(lines))


M44_QUESTIONS = ("actions", "los u0 u1", "retreat u0 flags 2", "orders assault_center axis", "take_ground u0 u1")


# Skirmish: ground for the 40 areas, units placed in the lanes between them.
SKIRMISH_AREAS = ["flat_trees", "flat_crops", "flat_rough", "hill_top_trees", "slope_clear", "flat_trees"]
SKIRMISH_QUESTIONS = (
    "move t0 along 30,13 60,13 80,37",
    "reach t0",
    "reach i0 as move_and_fire",
    "maneuvers i1",
    "spot i2 t3",
    "comms i0 i4",
    "test ct i5",
    "test rt t0 vs i6",
    "chips",
    "fire gun t0",
    "light_fire i0 i1 g0",
)


def skirmish_table(seed: int = 3) -> str:
    """A 180 x 120 cm table: 8 x 5 cells of 22.5 x 24 cm, each holding one area (a slightly
    irregular quadrilateral; some are houses, one a minefield) that leaves 2-3 cm lanes where
    the 30 units stand; a road along y = 13 and walls between some cells."""
    rng = random.Random(seed)
    lines = ["game skirmish", "table 180 x 120 cm"]
    for col in range(8):
        for row in range(5):
            x0, y0 = col * 22.5 + 3, row * 24 + 3
            x1, y1 = x0 + 17.5 - rng.randint(0, 3), y0 + 18 - rng.randint(0, 3)
            corners = f"{x0},{y0} {x1},{y0 + rng.randint(0, 2)} {x1},{y1} {x0 + rng.randint(0, 2)},{y1}"
            name = f"a{col}_{row}"
            if (col + row) % 7 == 3:
                lines.append(f"building {name} {rng.choice(['brick_house', 'wooden_house'])} polygon {corners}")
            elif col == 5 and row == 2:
                lines.append(f"minefield {name} polygon {corners}")
            else:
                lines.append(f"area {name} {rng.choice(SKIRMISH_AREAS)} polygon {corners}")
    lines.append("feature road roads width 6 along 0,1.5 180,1.5")
    lines += [f"feature w{i} wall width 1 along {22.5 * i + 1},30 {22.5 * i + 1},90" for i in range(1, 8, 2)]
    for i in range(15):
        x, y = 1.5 + 22.5 * (i % 8), 1.5 + 24 * (i // 8) + 12
        lines.append(
            f"unit i{i} {{ side allies class infantry platoon p{i // 4} at {x},{y} experience skilled "
            f"rank corporal radio weapon rifles light shots 8 4 range 60 40 20 }}"
        )
        lines.append(
            f"unit t{i} {{ side axis class {'tank' if i % 3 else 'half_track'} platoon z{i // 5} at {x + 1},{y + 48} "
            f"experience veteran rank sergeant crew 4 of 5 tactical 20 weapon mg light facing {15 * i} "
            f"armour front 8 armour side 3 armour rear 2 armour turret_front 5 }}"
        )
    lines.append(
        "unit gun { side allies class artillery platoon guns at 1.5,25 experience veteran rank sergeant crew 4 of 4 "
        'weapon pak heavy calibre 75 gun "75L" shots 1 1 range 200 120 60 }'
    )
    lines.append(
        "unit g0 { side axis class infantry platoon z9 at 24,25 experience skilled rank corporal crew 8 of 8 }"
    )
    lines += [f"ask {q}" for q in SKIRMISH_QUESTIONS]
    return "\n".join(lines) + "\n"


Row = tuple[str, str, int, list[float], int, int]
WARM_UP_SECONDS = 0.5


def position(text: str) -> Position:
    """The checked position of a generated scenario, read from a file as the CLI would."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.scn"
        path.write_text(text)
        return build_position(load_scenario(str(path)))


def measure(text: str, repeat: int) -> tuple[int, list[list[float]], list[tuple[int, int]]]:
    """Ask every question of the scenario ``repeat`` times, round-robin. Returns the hex
    count (a table's areas), each question's timings in ms, and each question's ground
    (atoms, rules)."""
    pos = position(text)
    kinds = registry(pos.game.name)
    questions = pos.scenario.questions
    warm_up(lambda: [kinds[q.kind.text].answer(pos, q) for q in questions])
    timings: list[list[float]] = [[] for _ in questions]
    for _ in range(repeat):
        for q, own in zip(questions, timings, strict=True):
            start = time.perf_counter()
            kinds[q.kind.text].answer(pos, q)
            own.append((time.perf_counter() - start) * 1000)
    # Reading the ground program's size costs time of its own, so it is a separate pass.
    Measure.ground_size = True
    grounds = [kinds[q.kind.text].answer(pos, q).ground for q in questions]
    Measure.ground_size = False
    size = len(list(pos.shape.hexes())) if isinstance(pos, Position) else len(pos.regions)
    return size, timings, [(g.atoms, g.rules) for g in grounds]


def warm_up(one_pass: Callable[[], object]) -> None:
    """Untimed passes for WARM_UP_SECONDS (at least one). After idling, this VM's
    CPU takes about 0.3 s to get back to full speed (the reference loop reads 100 ms, then
    60 ms), and the first pass also fills the per-position memos; neither is a question's
    steady latency."""
    end = time.perf_counter() + WARM_UP_SECONDS
    one_pass()
    while time.perf_counter() < end:
        one_pass()


def pooled(game: str, text: str, repeat: int, groups: dict[str, slice]) -> list[Row]:
    """One row per group of the scenario's questions (a slice of them), timings pooled and
    the group's largest ground program shown."""
    hexes, timings, grounds = measure(text, repeat)
    rows: list[Row] = []
    for name, part in groups.items():
        own = [t for times in timings[part] for t in times]
        atoms, rules = max(grounds[part])
        rows.append((game, name, hexes, own, atoms, rules))
    return rows


def reference_ms() -> float:
    """How long a fixed pure-Python loop takes now: the run's figures scale with it, so it
    tells a quiet machine from a loaded one."""
    start = time.perf_counter()
    sum(range(3_000_000))
    return (time.perf_counter() - start) * 1000


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))]


def measure_check(repeat: int, game: str = "assault") -> tuple[float, float, int]:
    """p50 ms of run_check(game) in-process, ms of one fresh `umpire check`, finding count."""
    timings = []
    for _ in range(repeat):
        start = time.perf_counter()
        report = run_check(game)
        timings.append((time.perf_counter() - start) * 1000)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "pyengine.cli", "check", "--game", game], check=True, capture_output=True)
    cold = (time.perf_counter() - start) * 1000
    return statistics.median(timings), cold, len(report.findings)


def assault_rows(repeat: int) -> list[Row]:
    rows: list[Row] = []
    for n in (100, 1_000, 10_000):
        rows += pooled("assault", assault_map(n), repeat, {"moves (8 MP)": slice(0, 3)})
    for n in (100, 1_000, 10_000):
        rows += pooled("assault", sight_map(n), repeat, {"los": slice(0, 2), "targets (20)": slice(2, 3)})
    groups = {q.split()[0]: slice(i, i + 1) for i, q in enumerate(DICE_QUESTIONS)}
    return rows + pooled("assault", dice_map(1_000), repeat, groups)


def memoir_rows(repeat: int) -> list[Row]:
    rows = pooled("memoir44", memoir_board(), repeat, {"moves": slice(0, 2)})
    thirty = memoir_thirty()
    # The scenario asks moves, then battle, of each unit in turn.
    rows += pooled(
        "memoir44",
        thirty,
        max(1, repeat // 10),
        {"moves (30)": slice(0, None, 2), "battle (30)": slice(1, None, 2)},
    )
    others = "\n".join(line for line in thirty.splitlines() if not line.startswith("ask "))
    others += "".join(f"\nask {q}" for q in M44_QUESTIONS) + "\n"
    groups = {q.split()[0]: slice(i, i + 1) for i, q in enumerate(M44_QUESTIONS)}
    rows += pooled("memoir44", others, repeat, groups)
    # The same 30 units on an Overlord board (issue 71: within 3x the standard board's actions).
    wide = "\n".join(line for line in memoir_thirty(width=26).splitlines() if not line.startswith("ask "))
    return rows + pooled("memoir44", wide + "\nask actions\n", repeat, {"actions 26x9": slice(0, 1)})


def overlord_ratio(rows: list[Row]) -> str | None:
    """The Overlord board's `actions` against the standard board's, in the same run."""
    p50 = {q: statistics.median(t) for g, q, _, t, _, _ in rows if g == "memoir44"}
    if "actions" not in p50 or "actions 26x9" not in p50:
        return None
    ratio = p50["actions 26x9"] / p50["actions"]
    held = verdict(ratio, 3)
    return f"memoir44 actions on a 26x9 Overlord board: {ratio:.2f}x the 13x9 board's (budget 3x, #71) {held}"


def skirmish_rows(repeat: int) -> list[Row]:
    groups = {
        " ".join(q.split()[:2]) if q.startswith("test") else q.split()[0]: slice(i, i + 1)
        for i, q in enumerate(SKIRMISH_QUESTIONS)
    }
    groups["reach"] = slice(1, 3)
    return pooled("skirmish", skirmish_table(), repeat, groups)


# Issue 33's questions of the table (p50 <= 20 ms each).
SKIRMISH_TABLE_QUESTIONS = ("move", "reach", "maneuvers", "spot", "comms", "test ct", "test rt", "chips")
# Each row's p50 budget in ms and the issue that set it, so a drift shows in every run
# (session 30 found three that had gone over unnoticed). Rows not named have no budget.
BUDGETS: dict[tuple[str, str], tuple[float, int]] = {
    ("assault", "moves (8 MP)"): (5, 3),
    ("assault", "los"): (5, 4),
    ("assault", "targets (20)"): (20, 4),
    ("memoir44", "moves"): (5, 7),
    ("memoir44", "moves (30)"): (5, 7),
    ("memoir44", "actions"): (100, 7),
    **{("skirmish", q): (20, 33) for q in SKIRMISH_TABLE_QUESTIONS},
    ("skirmish", "fire"): (50, 31),
    ("skirmish", "light_fire"): (20, 31),
}
CHECK_BUDGET_MS = 1000  # issue 6: `umpire check` as a fresh command


def verdict(value: float, budget: float) -> str:
    return "ok" if value <= budget else "OVER"


def print_rows(rows: list[Row]) -> None:
    # The best run is shown too: on a shared VM the median moves with the neighbours' load.
    heads = ("best ms", "p50 ms", "p95 ms", "atoms", "rules")
    print(f"{'game':<9} {'question':<13} {'hexes':>6} " + " ".join(f"{h:>7}" for h in heads) + "  p50 budget")
    for game, question, hexes, timings, atoms, rules in rows:
        p50 = statistics.median(timings)
        budget = BUDGETS.get((game, question))
        held = f"  {budget[0]:g} ms (#{budget[1]}) {verdict(p50, budget[0])}" if budget else ""
        print(
            f"{game:<9} {question:<13} {hexes:>6} {min(timings):>7.2f} {p50:>7.2f} "
            f"{percentile(timings, 0.95):>7.2f} {atoms:>7} {rules:>7}{held}"
        )


def measure_actions(count: int, repeat: int) -> dict[str, float]:
    """p50 ms of one ``ask actions`` for ``count`` units: the answer built (its units' parts
    are built when read) and its whole JSON, with the bridge's route search and fire tables
    and with their references in ASP (kb/assault/search.lp; the shots beyond every band sent
    one by one), alternating in the same run."""
    pos = position(sixty_units(count=count))
    actions = pos.scenario.questions[-1]
    kind = registry("assault")["actions"]
    timings: dict[str, list[float]] = {}
    for reference in (False, True):
        ReferenceMode.reference = reference
        warm_up(lambda: kind.answer(pos, actions))
    for _ in range(repeat):
        for reference in (False, True):
            ReferenceMode.reference = reference
            name = "reference" if reference else "search"
            start = time.perf_counter()
            answer = kind.answer(pos, actions)
            built = time.perf_counter()
            answer.to_json()
            done = time.perf_counter()
            timings.setdefault(name, []).append((built - start) * 1000)
            timings.setdefault(f"{name} json", []).append((done - start) * 1000)
    ReferenceMode.reference = False
    return {name: statistics.median(times) for name, times in timings.items()}


def print_batches(repeat: int) -> None:
    loop = reference_ms()
    for count in (60, 30):
        ms = measure_actions(count, max(3, repeat // 6))
        built, whole = ms["search"], ms["search json"]
        print(
            f"assault   ask actions, {count} units: answer {built:.0f} ms ({built / loop:.1f}x the loop), "
            f"with its JSON {whole:.0f} ms ({whole / loop:.1f}x); the reference (search in ASP, far shots sent) "
            f"{ms['reference']:.0f} / {ms['reference json']:.0f} ms ({ms['reference'] / built:.1f}x slower); "
            f"budget 3x / 5x (#45): {verdict(built, 3 * loop)} / {verdict(whole, 5 * loop)}"
        )
    for count in (60, 30):
        batch_hexes, timings, grounds = measure(sixty_units(count=count), max(3, repeat // 10))
        per_run = [sum(run[:-1]) for run in zip(*timings, strict=True)]
        separate, together = statistics.median(per_run), statistics.median(timings[-1])
        print(
            f"assault   {count} units on {batch_hexes} hexes: {count} separate moves {separate:.0f} ms "
            f"(p50 per unit {statistics.median(t for times in timings[:-1] for t in times):.1f} ms); "
            f"ask actions {together:.0f} ms, {separate / together:.1f}x faster, "
            f"ground {grounds[-1][0]} atoms ({grounds[-1][0] // count} per unit)"
        )
    for game in GAMES:
        warm, cold, count = measure_check(max(3, repeat // 3), game)
        print(
            f"{game:<9} umpire check, {count} findings: p50 {warm:.0f} ms in-process, {cold:.0f} ms as a fresh command "
            f"(budget {CHECK_BUDGET_MS} ms, #6: {verdict(cold, CHECK_BUDGET_MS)})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--game", choices=("assault", "memoir44", "skirmish"), help="only this game's rows")
    args = parser.parse_args()
    before = reference_ms()
    rows: list[Row] = []
    if args.game in (None, "assault"):
        rows += assault_rows(args.repeat)
    if args.game in (None, "memoir44"):
        rows += memoir_rows(args.repeat)
    if args.game in (None, "skirmish"):
        rows += skirmish_rows(args.repeat)
    print_rows(rows)
    ratio = overlord_ratio(rows)
    if ratio:
        print(ratio)
    if args.game in (None, "assault"):
        print_batches(args.repeat)
    print(f"reference loop: {before:.0f} ms before the run, {reference_ms():.0f} ms after (about 60 on a quiet VM)")


if __name__ == "__main__":
    main()
