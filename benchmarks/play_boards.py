"""Memoir '44 boards of our own making for play: self-play, the referee's mutation harness and
the play benchmarks.

Each board is the standard 13 x 9 board with a seeded mix of base and expansion terrain and
obstacles, and 4 to 6 units a side (infantry, armor, artillery and badged units) facing each
other in all three sections, so that most cards order someone and a game between random agents
ends in a few hundred steps. The set-up (2 or 3 medals, 3 or 4 cards) goes in the record's
header. Hospitals, HQ tents, minefields, frozen rivers and exits are left out (each has its own
board in tests/data/play/; docs/play.md).
``scope_board`` makes issue 71's twelve: the three board formats, each with a Tiger, cavalry, a
Big Gun, a destroyer at sea, an Axis train on rails along the top rows, an Allied unit in a boat
on a river across the middle, a frozen river, a hospital, an HQ tent, minefields with a decoy
medal and an objective of each medal field.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

# Terrain and obstacles a generated board draws from: the base game's and the expansions'.
TERRAIN = [
    "forest",
    "town",
    "hill",
    "hedgerow",
    "beach",
    "jungle",
    "marsh",
    "oasis",
    "ruins",
    "church",
    "cemetery",
    "rail",
    "lake",
    "fortress",
    "rice_paddy",
    "radar_station",
    "supply_depot",
    "steep_hill",
    "erg",
    "ford",
]
OBSTACLES = ["sandbags", "barbed_wire", "hedgehog", "dragon_teeth", "road_block", "trenches", "field_bunker"]
# (type, subtype or "") for a unit; plain units are the most common.
UNITS = [
    ("infantry", ""),
    ("infantry", ""),
    ("infantry", ""),
    ("armor", ""),
    ("armor", ""),
    ("artillery", ""),
    ("infantry", "special_forces"),
    ("armor", "elite_armor"),
    ("infantry", "french_resistance"),
    ("infantry", "sniper"),
]
BOARD_COUNT = 12
# The 15 tactic cards of the standard deck (memoir44-more-facts.md lines 658-672): what
# selfplay.py counts and bench_play.py times.
TACTIC_CARDS = (
    "air_power",
    "ambush",
    "armor_assault",
    "artillery_bombard",
    "barrage",
    "behind_enemy_lines",
    "close_assault",
    "counter_attack",
    "dig_in",
    "direct_from_hq",
    "firefight",
    "infantry_assault",
    "medics_and_mechanics",
    "move_out",
    "their_finest_hour",
)


@dataclass(frozen=True)
class Board:
    name: str
    text: str
    setup: dict[str, Any]


# The board formats by their size (memoir44-more-facts.md lines 447-449): hexes across, rows.
FORMATS = {"standard": (13, 9), "breakthrough": (13, 17), "overlord": (26, 9)}


def hexes_of_row(row: int, width: int = 13) -> list[str]:
    """The hexes of a row in doubled coordinates (memoir44-facts.md lines 9-11: even rows use
    columns 0..2W-2, odd rows 1..2W-3)."""
    return [f"{col},{row}" for col in range(row % 2, 2 * width - 1, 2)]


def board(seed: int, fmt: str = "standard", scope: bool = False) -> Board:
    """A generated board of the format; with ``scope``, also what issue 71 plays: a Tiger, a
    frozen river, minefields with a decoy medal and an objective of each medal field."""
    rng = random.Random(seed)
    width, height = FORMATS[fmt]
    lines = [
        f"# A generated board (benchmarks/play_boards.py, seed {seed}{'' if fmt == 'standard' else ', ' + fmt}).",
        "game memoir44",
        f"map {width} x {height} coords doubled",
        "default terrain clear",
        "side allies bottom",
        "side axis top",
    ]
    # Units stand on clear hexes, face to face across the middle row, in every section.
    middle = height // 2
    axis_rows = hexes_of_row(middle - 2, width) + hexes_of_row(middle - 1, width)
    allied_rows = hexes_of_row(middle + 1, width) + hexes_of_row(middle + 2, width)
    units: dict[str, str] = {}
    for side, rows, prefix in (("axis", axis_rows, "g"), ("allies", allied_rows, "a")):
        count = rng.randint(4, 6) * (2 if width > 13 else 1)
        spots = _spread(rows, count, rng, width)
        for n, spot in enumerate(spots, 1):
            units[spot] = f"{prefix}{n}:{side}:{'/'.join(rng.choice(UNITS))}"
    sea = [h for row in (height - 2, height - 1) for h in hexes_of_row(row, width)] if scope else []
    rails, river = _rails_and_river(width, middle) if scope else ([], [])
    if scope:
        # A Tiger, cavalry, a Big Gun, a destroyer at sea, a train and a boat (memoir44-more-facts.md §2).
        units[sorted(s for s, u in units.items() if u.startswith("g"))[0]] = "g0:axis:armor/tiger"
        units[sorted(s for s, u in units.items() if u.startswith("g"))[-1]] = "c0:axis:infantry/cavalry"
        units[sorted(s for s, u in units.items() if u.startswith("a"))[0]] = "b0:allies:artillery/big_gun"
        units[rng.choice(sea[len(sea) // 2 :])] = "d0:allies:artillery/destroyer"
        units[rails[3]], units[rails[4]] = "l0:axis:train/locomotive", "w0:axis:train/wagon"
        units[river[1]] = "r0:allies:infantry/:boat"
        lines += [f"terrain rail at {' '.join(rails[:-1])}", f"terrain station at {rails[-1]}"]
        lines.append(f"terrain river at {' '.join(river)}")
    taken = {*units, *sea, *rails, *river}
    free = [h for row in range(height) for h in hexes_of_row(row, width) if h not in taken]
    rng.shuffle(free)
    terrain: dict[str, list[str]] = {}
    crowd = 22 * width * height // 117
    for spot in free[:crowd]:
        terrain.setdefault(rng.choice(TERRAIN), []).append(spot)
    lines += [f"terrain {t} at {' '.join(sorted(hs))}" for t, hs in sorted(terrain.items())]
    for spot in free[crowd : crowd + 6]:
        lines.append(f"obstacle {rng.choice(OBSTACLES)} at {spot}")
    if scope:
        lines += _scope_lines(free[crowd + 6 :], rng)
        lines.append(f"terrain ocean at {' '.join(sea)}")
    for spot, spec in sorted(units.items()):
        name, side, kind, *status = spec.split(":")
        unit_type, subtype = kind.split("/")
        lines += [f"unit {name} {{", f"  side {side}", f"  type {unit_type} {subtype}".rstrip(), f"  at {spot}"]
        lines += [f"  status {s}" for s in status]
        # Worn units (a scenario may start a unit with fewer figures): games end sooner; a
        # Tiger has 1 (memoir44-more-facts.md line 274).
        lines += [f"  figures {1 if subtype == 'tiger' else rng.randint(1, 2)}", "}"]
    victory = rng.choice([2, 3])
    hands = rng.choice([3, 4])
    setup = {"victory": {"allies": victory, "axis": victory}, "hands": {"allies": hands, "axis": hands}}
    return Board(f"board{seed:02d}", "\n".join(lines) + "\n", setup)


def _rails_and_river(width: int, middle: int) -> tuple[list[str], list[str]]:
    """Rails zigzagging along the top two rows in the centre, a station at their end (where an
    Axis train runs: memoir44-more-facts.md lines 325-337), and three river hexes on the middle
    row on the left (where an Allied unit in a boat starts: lines 339-346)."""
    start = width - 5
    rails = [f"{col},{col % 2}" for col in range(start, start + 9)]
    return rails, [f"{col},{middle}" for col in (middle % 2 + 2, middle % 2 + 4, middle % 2 + 6)]


def _scope_lines(free: list[str], rng: random.Random) -> list[str]:
    """A frozen river, a hospital, an HQ tent, a minefield of each side (one with a decoy medal)
    and an objective of each medal field (memoir44-expansion-facts.md lines 106-115, 157-167,
    472-479; memoir44-more-facts.md lines 230-235, 538-540), on free hexes."""
    river, mines, spots, tents = free[:2], free[2:4], free[4:11], free[11:13]
    return [
        f"terrain frozen_river at {' '.join(river)}",
        f"terrain hospital at {tents[0]}",
        f"obstacle hq_tent at {tents[1]} owner {rng.choice(['allies', 'axis'])}",
        f"obstacle minefield at {mines[0]} owner axis",
        f"obstacle minefield at {mines[1]} owner allies",
        f"obstacle decoy_medal at {mines[rng.randint(0, 1)]}",
        f"objective stay at {spots[0]} last_to_occupy",
        f"objective alone at {spots[1]} {spots[2]} sole_control",
        f"objective pincon at {' '.join(spots[3:6])} needs 2 any_hex",
    ]


def _spread(row_hexes: list[str], count: int, rng: random.Random, width: int = 13) -> list[str]:
    """``count`` hexes of two rows, at least one in each section (columns 0-7, 8-16, 17-24:
    memoir44-facts.md line 15; an Overlord board's 0-17, 17-33, 33-50: line 449)."""
    edges = ((0, 6), (8, 16), (18, 24)) if width == 13 else ((0, 16), (18, 32), (34, 50))
    sections = [[h for h in row_hexes if lo <= int(h.split(",")[0]) <= hi] for lo, hi in edges]
    chosen = [rng.choice(s) for s in sections]
    rest = [h for h in row_hexes if h not in chosen]
    return chosen + rng.sample(rest, count - len(chosen))


def boards(count: int = BOARD_COUNT) -> list[Board]:
    return [board(seed) for seed in range(1, count + 1)]


def scope_board(seed: int) -> Board:
    """Issue 71's boards: the three formats in turn (standard, Breakthrough, Overlord), each with
    a Tiger, cavalry, a Big Gun, a destroyer at sea, a frozen river, a hospital, an HQ tent,
    minefields, a decoy medal and the three medal fields."""
    fmt = ("standard", "breakthrough", "overlord")[seed % 3]
    return board(100 + seed, fmt, scope=True)
