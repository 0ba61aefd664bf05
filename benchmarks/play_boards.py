"""Memoir '44 boards of our own making for play: self-play, the referee's mutation harness and
the play benchmarks.

Each board is the standard 13 x 9 board with a seeded mix of base and expansion terrain and
obstacles, and 4 to 6 units a side (infantry, armor, artillery and badged units) facing each
other in all three sections, so that most cards order someone and a game between random agents
ends in a few hundred steps. The set-up (2 or 3 medals, 3 or 4 cards) goes in the record's
header. Terrain whose play needs a rule the turn does not have yet (a minefield's or a frozen
river's second roll, a hospital's healing, an HQ tent's capture, exits) is left out: docs/play.md.
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


def hexes_of_row(row: int) -> list[str]:
    """The hexes of a row of the standard board in doubled coordinates (memoir44-facts.md
    lines 9-11: even rows use columns 0..24, odd rows 1..23)."""
    return [f"{col},{row}" for col in range(row % 2, 25, 2)]


def board(seed: int) -> Board:
    rng = random.Random(seed)
    lines = [
        f"# A generated board (benchmarks/play_boards.py, seed {seed}).",
        "game memoir44",
        "map 13 x 9 coords doubled",
        "default terrain clear",
        "side allies bottom",
        "side axis top",
    ]
    # Units stand on clear hexes: the axis in rows 2-3, the allies in rows 5-6, in every section.
    axis_rows = hexes_of_row(2) + hexes_of_row(3)
    allied_rows = hexes_of_row(5) + hexes_of_row(6)
    units: dict[str, str] = {}
    for side, rows, prefix in (("axis", axis_rows, "g"), ("allies", allied_rows, "a")):
        count = rng.randint(4, 6)
        spots = _spread(rows, count, rng)
        for n, spot in enumerate(spots, 1):
            units[spot] = f"{prefix}{n}:{side}:{'/'.join(rng.choice(UNITS))}"
    free = [h for row in range(9) for h in hexes_of_row(row) if h not in units]
    rng.shuffle(free)
    terrain: dict[str, list[str]] = {}
    for spot in free[:22]:
        terrain.setdefault(rng.choice(TERRAIN), []).append(spot)
    lines += [f"terrain {t} at {' '.join(sorted(hs))}" for t, hs in sorted(terrain.items())]
    for spot in free[22:28]:
        lines.append(f"obstacle {rng.choice(OBSTACLES)} at {spot}")
    for spot, spec in sorted(units.items()):
        name, side, kind = spec.split(":")
        unit_type, subtype = kind.split("/")
        lines += [f"unit {name} {{", f"  side {side}", f"  type {unit_type} {subtype}".rstrip(), f"  at {spot}"]
        # Worn units (a scenario may start a unit with fewer figures): games end sooner.
        lines += [f"  figures {rng.randint(1, 2)}", "}"]
    victory = rng.choice([2, 3])
    hands = rng.choice([3, 4])
    setup = {"victory": {"allies": victory, "axis": victory}, "hands": {"allies": hands, "axis": hands}}
    return Board(f"board{seed:02d}", "\n".join(lines) + "\n", setup)


def _spread(row_hexes: list[str], count: int, rng: random.Random) -> list[str]:
    """``count`` hexes of two rows, at least one in each section (columns 0-7, 8-16, 17-24:
    memoir44-facts.md line 15)."""
    sections = [[h for h in row_hexes if lo <= int(h.split(",")[0]) <= hi] for lo, hi in ((0, 6), (8, 16), (18, 24))]
    chosen = [rng.choice(s) for s in sections]
    rest = [h for h in row_hexes if h not in chosen]
    return chosen + rng.sample(rest, count - len(chosen))


def boards(count: int = BOARD_COUNT) -> list[Board]:
    return [board(seed) for seed in range(1, count + 1)]
