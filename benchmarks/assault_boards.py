"""Assault boards of our own making for play: self-play (benchmarks/assault_selfplay.py), the
referee's mutation harness and the step benchmark. Each is a scenario text; ``write`` puts the
boards, their cards and the example die-face table in a folder.

The die-face table is ours, an example: no source prints the faces (digest §9), and every die
rolled by chance with it names assumption die_face_table.
"""

from __future__ import annotations

from pathlib import Path

CARDS = """# Unit cards of our own for the play boards (numbers picked for play, not from a card).
card rifles {
  title "Rifle squad"
  movement foot
  mp normal 2
  arc 360
  attack infantry cc 0 2R+1G
  attack infantry close 1..3 1R+1Y
  attack infantry medium 4..6 1Y+1G
  attack vehicle close 1..2 1G
  defense front 1Y
  defense flank 1Y
  defense rear 1Y
  defense above 1Y
  strength 4
}

card mg {
  title "Machine-gun team"
  movement foot
  mp normal 2
  arc 360
  attack infantry close 1..4 2Y+1G
  attack infantry medium 5..8 1Y+1G
  defense front 1Y
  defense flank 1Y
  defense rear 1Y
  defense above 1Y
  strength 3
}

card halftrack {
  title "Half-track"
  movement wheeled
  mp normal 4
  arc 120
  attack infantry close 1..3 1Y
  defense front 1B
  defense flank 1B
  defense rear 1B
  defense above 1B
  strength 3
}

card tank {
  title "Medium tank"
  movement tracked
  mp normal 3
  arc 120
  attack vehicle close 1..4 1R+1Y
  attack infantry close 1..4 1Y+1G
  defense front 1R+1Y
  defense flank 1Y+1G
  defense rear 1G
  defense above 1G
  strength 5
}
"""
DICE = """# An example die-face table of our own: no source prints the faces (digest section 9).
r: ch ch_dp dp dp x blank
y: ch dp dp x x blank
g: dp dp x x blank blank
b: dp x x blank blank blank
"""
HEAD = """game assault edition rev6
map {w} x {h} coords offset
default terrain clear
override clear.tdb_inf = 1G
include "play.cards"
setup dice example
setup turns {turns}
"""
BOARDS = {
    "open_field": (
        8,
        5,
        3,
        "objective crossroads at 4,2\n",
        [
            ("a1", "allies", "infantry", "rifles", "0,1"),
            ("a2", "allies", "infantry", "rifles", "0,3"),
            ("g1", "axis", "infantry", "rifles", "7,1"),
            ("g2", "axis", "infantry", "mg", "7,3"),
        ],
    ),
    "village": (
        8,
        6,
        3,
        "terrain single_storey_buildings at 4,2 4,3\nterrain light_forest at 2,1 2,2\n"
        "objective church at 4,2 for axis\n",
        [
            ("a1", "allies", "infantry", "rifles", "0,2"),
            ("a2", "allies", "infantry", "rifles", "0,4"),
            ("a3", "allies", "infantry", "mg", "1,3"),
            ("g1", "axis", "infantry", "rifles", "4,3"),
            ("g2", "axis", "infantry", "mg", "6,2"),
        ],
    ),
    "hill_road": (
        8,
        5,
        3,
        "elevation 1 at 5,1 6,1\npath main_road 0,3 1,3 2,3 3,3 4,3 5,3 6,3 7,3\nobjective hilltop at 5,1\n",
        [
            ("a1", "allies", "infantry", "rifles", "0,2"),
            ("a2", "allies", "vehicle", "halftrack", "0,3", 0),
            ("g1", "axis", "infantry", "rifles", "6,1"),
            ("g2", "axis", "infantry", "mg", "7,2"),
        ],
    ),
    "smoke_screen": (
        7,
        5,
        3,
        "marker smoke x2 at 3,2\nterrain brush at 3,1 3,3\nobjective ridge at 3,2\n",
        [
            ("a1", "allies", "infantry", "rifles", "0,1"),
            ("a2", "allies", "infantry", "mg", "0,3"),
            ("g1", "axis", "infantry", "rifles", "6,1"),
            ("g2", "axis", "infantry", "rifles", "6,3"),
        ],
    ),
    "armour": (
        8,
        6,
        3,
        "terrain light_forest at 3,2 4,4\nobjective bridgehead at 4,3\n",
        [
            ("a1", "allies", "vehicle", "tank", "0,2", 0),
            ("a2", "allies", "infantry", "rifles", "0,4"),
            ("g1", "axis", "vehicle", "tank", "7,3", 3),
            ("g2", "axis", "infantry", "rifles", "7,1"),
        ],
    ),
}


def scenario(name: str) -> str:
    """A board's scenario text."""
    width, height, turns, terrain, units = BOARDS[name]
    lines = [
        f"# {name}: an Assault play board of our own (benchmarks/assault_boards.py)",
        HEAD.format(w=width, h=height, turns=turns),
        terrain,
    ]
    for uid, side, kind, card, at, *facing in units:
        turned = f"  facing {facing[0]}" if facing else ""
        kind_words = f"{kind} standard" if kind == "infantry" else kind
        lines.append(f"unit {uid} {{ side {side}  type {kind_words}  at {at}{turned}  card {card} }}")
    return "\n".join(lines) + "\n"


def write(folder: Path) -> list[Path]:
    """Every board, the cards and the die-face table in ``folder``; the boards' paths."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "play.cards").write_text(CARDS)
    (folder / "example.dice").write_text(DICE)
    paths = []
    for name in BOARDS:
        path = folder / f"{name}.scn"
        path.write_text(scenario(name))
        paths.append(path)
    return paths


def battle(units_a_side: int = 15) -> str:
    """A 30-unit board (15 a side by default): the step benchmark's (issue 73)."""
    width, height = 14, 10
    kinds = [("infantry", "rifles"), ("infantry", "mg"), ("infantry", "rifles"), ("vehicle", "halftrack")]
    lines = [
        "# battle: a 30-unit Assault board of our own (benchmarks/assault_boards.py)",
        HEAD.format(w=width, h=height, turns=2),
        "terrain light_forest at 4,2 4,3 9,6 9,7 6,4\nterrain brush at 7,1 7,8\nobjective centre at 7,5\n",
    ]
    for side, column, facing in (("allies", 0, 0), ("axis", width - 1, 3)):
        for i in range(units_a_side):
            kind, card = kinds[i % len(kinds)]
            col, row = column + (1 if side == "allies" else -1) * (i // height), i % height
            turned = f"  facing {facing}" if kind == "vehicle" else ""
            kind_words = f"{kind} standard" if kind == "infantry" else kind
            uid = f"{side[:2]}{i + 1:02d}"
            lines.append(f"unit {uid} {{ side {side}  type {kind_words}  at {col},{row}{turned}  card {card} }}")
    return "\n".join(lines) + "\n"
