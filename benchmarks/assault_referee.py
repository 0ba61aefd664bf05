"""The referee's mutation harness for Assault (issue 73): seeded self-play records on the boards
of benchmarks/assault_boards.py, each corrupted at one step, must be refused at that step with
a cited reason (benchmarks/referee.py's harness judges them).

Run: python benchmarks/assault_referee.py [--logs 600] [--games 10] [--full 30] [--seed 1]

The kinds of corruption take turns:

    past_allowance   a move to a hex the unit's move may not reach (9.1)
    fire_no_target   a fire at an enemy the unit may not fire at: no line of sight, out of
                     range or arc (10.2-10.6)
    wrong_pool       a die of a colour the roll's pool has not got due next (10.8)
    spent_reactor    a reaction by a unit that has already activated this turn (8.2)
    out_of_turn      a step given to the side that is not to act (6.4)
    damage_claim     a wrong strength-point loss in a roll's claims (10.7.3)
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.assault_boards import BOARDS, write
from benchmarks.referee import Mutation, Played, Row, harness, replayed, steps_where, verb_is, with_row
from pyengine import open_game
from pyengine.play.game import AGENTS, self_play
from pyengine.play.record import record_text


def past_allowance(p: Played, rng: random.Random) -> Mutation | None:
    moves = steps_where(p, lambda r: verb_is(r, "move"))
    if not moves:
        return None
    i = rng.choice(moves)
    words = str(p.rows[i + 1]["do"]).split()
    unit, action = words[1], words[3] if len(words) > 3 else "normal"
    prefix = f"move {unit} "
    reachable = {v.step.words.split()[2] for v in p.fresh(i).legal() if v.step.words.startswith(prefix)}
    board = p.game.rules.position(p.before[i])
    taken = {board.label(u.hex) for u in board.units.values()}
    hexes = [board.label(h) for h in board.shape.hexes() if board.label(h) not in reachable | taken]
    tail = "" if action == "normal" else f" {action}"
    return i, with_row(p, i, {**p.rows[i + 1], "do": f"move {unit} {rng.choice(hexes)}{tail}", "claims": {}})


def fire_no_target(p: Played, rng: random.Random) -> Mutation | None:
    choices = []
    for i in steps_where(p, lambda r: verb_is(r, "move") or verb_is(r, "fire") or verb_is(r, "pass")):
        game = p.fresh(i)
        if game.node().phase != "action":
            continue
        side = game.to_act()
        board = game.rules.position(p.before[i])
        legal = {v.step.words for v in game.legal()}
        fresh = [
            u
            for u in board.units.values()
            if u.side == side and u.id not in p.game.rules.node(p.before[i]).reading.spent
        ]
        enemies = [e.id for e in board.units.values() if e.side != side]
        choices += [(i, f"fire {u.id} {e}") for u in fresh for e in enemies if f"fire {u.id} {e}" not in legal]
    if not choices:
        return None
    i, words = rng.choice(choices)
    return i, with_row(p, i, {"side": p.rows[i + 1]["side"], "do": words})


def wrong_pool(p: Played, rng: random.Random) -> Mutation | None:
    dice = steps_where(p, lambda r: verb_is(r, "die"))
    if not dice:
        return None
    i = rng.choice(dice)
    _, roll, die = str(p.rows[i + 1]["do"]).split()
    colour, face = die.split(":")
    other = rng.choice([c for c in "rygb" if c != colour])
    return i, with_row(p, i, {"side": "chance", "do": f"die {roll} {other}:{face}"})


def spent_reactor(p: Played, rng: random.Random) -> Mutation | None:
    choices = []
    for i in steps_where(p, lambda r: verb_is(r, "hold") or verb_is(r, "react")):
        board = p.game.rules.position(p.before[i])
        side = str(p.rows[i + 1]["side"])
        spent = p.game.rules.node(p.before[i]).reading.spent
        choices += [(i, side, u.id) for u in board.units.values() if u.side == side and u.id in spent]
    if not choices:
        return None
    i, side, unit = rng.choice(choices)
    return i, with_row(p, i, {"side": side, "do": f"react {unit}"})


def out_of_turn(p: Played, rng: random.Random) -> Mutation | None:
    steps = steps_where(p, lambda r: r.get("side") not in (None, "chance"))
    if not steps:
        return None
    i = rng.choice(steps)
    row: Row = p.rows[i + 1]
    other = next(s for s in p.game.rules.sides if s != row["side"])
    return i, with_row(p, i, {**row, "side": other, "claims": {}})


def damage_claim(p: Played, rng: random.Random) -> Mutation | None:
    hits = [i for i, v in enumerate(p.verdicts) if "damaged" in v.claimed()]
    if not hits:
        return None
    i = rng.choice(hits)
    unit, lost = p.verdicts[i].claimed()["damaged"]
    wrong = rng.choice([n for n in range(0, 5) if n != lost])
    claims = {**p.rows[i + 1].get("claims", {}), "damaged": [unit, wrong]}
    return i, with_row(p, i, {**p.rows[i + 1], "claims": claims})


KINDS = {
    "past_allowance": past_allowance,
    "fire_no_target": fire_no_target,
    "wrong_pool": wrong_pool,
    "spent_reactor": spent_reactor,
    "out_of_turn": out_of_turn,
    "damage_claim": damage_claim,
}


def records(games: int, folder: Path) -> list[Path]:
    """Self-play records on the play boards, a game a seed, each beside its board."""
    paths = write(folder)
    out = []
    for index in range(games):
        board = paths[index % len(BOARDS)]
        game = open_game(board, name=board.name)
        verdicts = self_play(game, 1000 + index, dict.fromkeys(game.rules.sides, AGENTS["random"]))
        path = folder / f"assault{index:04d}.jsonl"
        path.write_text(record_text({**game.header(), "seed": 1000 + index, "agents": "random"}, verdicts))
        out.append(path)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--logs", type=int, default=600, help="corrupted records to judge")
    parser.add_argument("--games", type=int, default=10, help="self-play games to corrupt")
    parser.add_argument("--full", type=int, default=30, help="corrupted records also replayed from the start")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="assault-referee-"))
    started = time.perf_counter()
    played = [replayed(path) for path in records(args.games, folder)]
    ok = harness(played, KINDS, args.logs, args.full, random.Random(args.seed))
    print(f"{time.perf_counter() - started:.0f} s")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
