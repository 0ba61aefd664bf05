"""The referee's mutation harness (issue 58): seeded self-play records, each corrupted at one
step, must be refused at that step with a cited reason.

Run: python benchmarks/referee.py [--logs 1000] [--records DIR | --games 24] [--full 40] [--seed 1]

The records are those ``benchmarks/selfplay.py --keep DIR`` left (each with its board), or
games played here on the boards of play_boards.py. These kinds of corruption take turns:

    bad_hex         a move to a hex the unit may not reach
    wrong_dice      a roll with one die too many or too few
    retreat         a retreat skipped (its line deleted) or sent to a hex no rule allows
    figures_claim   a wrong figure loss in a roll's or retreat's claims
    unordered_move  a move by a unit of the side that was not ordered
    card_not_held   a card played that the side does not hold
    medal_claim     a wrong medal count in the claims
    out_of_turn     a step given to the side that is not to act
    order_CARD      for each tactic card whose units the player picks (ORDERING_CARDS), an order
                    that card does not allow in place of a legal one of its turn
    air_power_chain an Air Power target not next to the one before it, or a fifth
    barrage_twice   a second Barrage target
    medics_unwounded a heal for a unit that lost no figure, or not the player's
    ambush_not_held an Ambush played by a side that does not hold one

A corrupted record is replayed from the step before the corruption: the record's prefix is the
original's, which replays cleanly, so the state there is the one the original reached (replay
is deterministic: tests/games/memoir44/test_play_properties.py). ``--full N`` replays N of the
corrupted records from their first line with ``replay_record`` as well, and checks that both
find the same fault. Printed: per kind, how many were refused at the corrupted line with a
cited reason, and the total against the 99% the issue asks.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.play_boards import BOARD_COUNT, TACTIC_CARDS, board
from pyengine import open_game, replay_record
from pyengine.games.memoir44.play.rules import Memoir44Play
from pyengine.play.game import AGENTS, OpenGame, self_play
from pyengine.play.record import Record, read_record, record_text
from pyengine.play.replay import ReplayReport, replay
from pyengine.play.state import GameState
from pyengine.play.steps import Verdict

# A record line as JSON reads it.
Row = dict[str, Any]


@dataclass
class Played:
    """A record replayed once: its rows, and the state before and the verdict of each step."""

    path: Path
    record: Record
    rows: list[Row]  # the record's lines, header first
    before: list[GameState]
    verdicts: list[Verdict]
    game: OpenGame

    @property
    def rules(self) -> Memoir44Play:
        return cast(Memoir44Play, self.game.rules)

    def fresh(self, at: int) -> OpenGame:
        """A game standing where step ``at`` (0 = the first step) was taken."""
        game = OpenGame(self.game.rules, self.before[at], self.game.scenario, self.game.options, self.game.setup)
        return game

    def facts(self, at: int, name: str) -> list[str]:
        return [f for f in self.before[at].facts if f.startswith(name + "(")]


def replayed(path: Path) -> Played:
    record = read_record(str(path))
    game = open_game(record.scenario, options=record.options, setup=record.setup, where=record.header_at)
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    before, verdicts = [], []
    for recorded in record.steps:
        before.append(game.state)
        verdicts.append(game.apply(game.step(recorded.words, recorded.side, recorded.where)))
        assert verdicts[-1].legal, f"{path}: the original record does not replay"
    return Played(path, record, rows, before, verdicts, game)


# ---- The corruptions: each returns the step index it corrupts and the new rows, or None ----
Mutation = tuple[int, list[Row]]


def steps_where(p: Played, test: Callable[[Row], bool]) -> list[int]:
    return [i for i, row in enumerate(p.rows[1:]) if test(row)]


def verb_is(row: Row, verb: str) -> bool:
    return isinstance(row.get("do"), str) and str(row["do"]).split()[0] == verb


def with_row(p: Played, i: int, row: Row | None) -> list[Row]:
    rows = [dict(r) for r in p.rows]
    if row is None:
        del rows[i + 1]
    else:
        rows[i + 1] = row
    return rows


def bad_hex(p: Played, rng: random.Random) -> Mutation | None:
    moves = steps_where(p, lambda r: verb_is(r, "move"))
    if not moves:
        return None
    i = rng.choice(moves)
    _, unit, _ = str(p.rows[i + 1]["do"]).split()
    reachable = {v.step.words.split()[2] for v in p.fresh(i).legal() if v.step.words.startswith(f"move {unit} ")}
    pos = p.rules.base
    hexes = [pos.label(h) for h in pos.shape.hexes() if pos.label(h) not in reachable]
    return i, with_row(p, i, {**p.rows[i + 1], "do": f"move {unit} {rng.choice(hexes)}", "claims": {}})


def wrong_dice(p: Played, rng: random.Random) -> Mutation | None:
    rolls = steps_where(p, lambda r: "dice" in r)
    if not rolls:
        return None
    i = rng.choice(rolls)
    dice = list(p.rows[i + 1]["dice"])
    if len(dice) > 1 and rng.random() < 0.5:
        dice.pop(rng.randrange(len(dice)))
    else:
        dice.insert(rng.randrange(len(dice) + 1), rng.choice(["infantry", "armor", "grenade", "star", "flag"]))
    return i, with_row(p, i, {"dice": dice})


def retreat(p: Played, rng: random.Random) -> Mutation | None:
    retreats = steps_where(p, lambda r: verb_is(r, "retreat"))
    if not retreats:
        return None
    i = rng.choice(retreats)
    if rng.random() < 0.5:
        return i, with_row(p, i, None)
    words = str(p.rows[i + 1]["do"]).split()
    allowed = {v.step.words.split()[2] for v in p.fresh(i).legal()}
    pos = p.rules.base
    hexes = [pos.label(h) for h in pos.shape.hexes() if pos.label(h) not in allowed]
    return i, with_row(p, i, {**p.rows[i + 1], "do": " ".join([words[0], words[1], rng.choice(hexes), *words[3:]])})


def _claimed(p: Played, name: str) -> list[int]:
    return steps_where(p, lambda r: name in r.get("claims", {}))


def figures_claim(p: Played, rng: random.Random) -> Mutation | None:
    losses = _claimed(p, "figures_lost")
    rolls_without = [i for i in _claimed(p, "hits") if i not in losses]
    if not losses and not rolls_without:
        return None
    if losses and (not rolls_without or rng.random() < 0.5):
        i = rng.choice(losses)
        row = p.rows[i + 1]
        unit, n = row["claims"]["figures_lost"]
        wrong = n + 1 if n == 1 or rng.random() < 0.5 else n - 1
        return i, with_row(p, i, {**row, "claims": {**row["claims"], "figures_lost": [unit, wrong]}})
    i = rng.choice(rolls_without)
    row = p.rows[i + 1]
    target = row["claims"]["hits"][0]
    return i, with_row(p, i, {**row, "claims": {**row["claims"], "figures_lost": [target, 1]}})


def unordered_move(p: Played, rng: random.Random) -> Mutation | None:
    choices = []
    for i in steps_where(p, lambda r: verb_is(r, "move")):
        side = p.rows[i + 1]["side"]
        ordered = {f.split('"')[1] for f in p.facts(i, "ordered")}
        own = {f.split('"')[1] for f in p.facts(i, "unit_at") if p.rules.base.units[f.split('"')[1]].side == side}
        if own - ordered:
            choices.append((i, sorted(own - ordered)))
    if not choices:
        return None
    i, units = rng.choice(choices)
    _, _, hex_ = str(p.rows[i + 1]["do"]).split()
    return i, with_row(p, i, {**p.rows[i + 1], "do": f"move {rng.choice(units)} {hex_}", "claims": {}})


def card_not_held(p: Played, rng: random.Random) -> Mutation | None:
    plays = steps_where(p, lambda r: verb_is(r, "play"))
    if not plays:
        return None
    i = rng.choice(plays)
    side = p.rows[i + 1]["side"]
    held = {f.split(",")[1] for f in p.facts(i, "hand") if f.startswith(f"hand({side},")}
    cards = [c for c in p.rules.cards if c not in held]
    return i, with_row(p, i, {**p.rows[i + 1], "do": f"play {rng.choice(cards)}"})


def medal_claim(p: Played, rng: random.Random) -> Mutation | None:
    medals = _claimed(p, "medal")
    rolls = [i for i in steps_where(p, lambda r: "dice" in r) if i not in medals]
    if medals and (not rolls or rng.random() < 0.5):
        i = rng.choice(medals)
        row = p.rows[i + 1]
        side, n = row["claims"]["medal"]
        return i, with_row(p, i, {**row, "claims": {**row["claims"], "medal": [side, n + rng.choice([1, -1])]}})
    if not rolls:
        return None
    i = rng.choice(rolls)
    row = p.rows[i + 1]
    side = rng.choice(p.rules.sides)
    return i, with_row(p, i, {**row, "claims": {**row["claims"], "medal": [side, 1]}})


def out_of_turn(p: Played, rng: random.Random) -> Mutation | None:
    steps = steps_where(p, lambda r: "do" in r)
    if not steps:
        return None
    i = rng.choice(steps)
    other = next(s for s in p.rules.sides if s != p.rows[i + 1]["side"])
    return i, with_row(p, i, {**p.rows[i + 1], "side": other})


# ---- One corruption per tactic card (issue 70) -------------------------------------------
# The cards whose units the player picks: an order the card does not allow (Firefight's unit
# next to an enemy, a Counter-Attack's unmirrored section, Their Finest Hour's unit beyond its
# roll, a second Behind Enemy Lines unit, ...), put in place of a legal one of that turn.
ORDERING_CARDS = tuple(c for c in TACTIC_CARDS if c not in ("air_power", "ambush", "barrage", "medics_and_mechanics"))


def _in_turn_of(p: Played, i: int, card: str) -> bool:
    return f"played({card})" in p.before[i].facts


def card_order(card: str) -> Callable[[Played, random.Random], Mutation | None]:
    def corrupt(p: Played, rng: random.Random) -> Mutation | None:
        choices = []
        # An order, or the pass that ends the orders (a unit beyond the card's count).
        for i in steps_where(p, lambda r: verb_is(r, "order") or r.get("do") == "pass orders"):
            if _in_turn_of(p, i, card):
                refused = [
                    v.step.words for v in p.fresh(i).options_now() if not v.legal and v.step.words.startswith("order ")
                ]
                if refused:
                    choices.append((i, refused))
        if not choices:
            return None
        i, refused = rng.choice(choices)
        return i, with_row(p, i, {**p.rows[i + 1], "do": rng.choice(refused)})

    return corrupt


def air_power_chain(p: Played, rng: random.Random) -> Mutation | None:
    """An Air Power target not next to the one before it, or a fifth target (line 658)."""
    strikes = [i for i in steps_where(p, lambda r: verb_is(r, "strike")) if _in_turn_of(p, i, "air_power")]
    if not strikes:
        return None
    i = rng.choice(strikes)
    last = i + 1 < len(p.rows) - 1 and not verb_is(p.rows[i + 2], "strike") and not verb_is(p.rows[i + 2], "pass")
    if last and rng.random() < 0.5:
        extra = {"side": p.rows[i + 1]["side"], "do": str(p.rows[i + 1]["do"])}
        return i + 1, [*p.rows[: i + 2], extra, *p.rows[i + 2 :]]
    refused = [v.step.words for v in p.fresh(i).options_now() if not v.legal and v.step.words.startswith("strike ")]
    return (i, with_row(p, i, {**p.rows[i + 1], "do": rng.choice(refused)})) if refused else None


def barrage_twice(p: Played, rng: random.Random) -> Mutation | None:
    """A second Barrage target (line 662: any 1 enemy unit)."""
    strikes = [i for i in steps_where(p, lambda r: verb_is(r, "strike")) if _in_turn_of(p, i, "barrage")]
    if not strikes:
        return None
    i = rng.choice(strikes)
    extra = {"side": p.rows[i + 1]["side"], "do": str(p.rows[i + 1]["do"])}
    return i + 1, [*p.rows[: i + 2], extra, *p.rows[i + 2 :]]


def medics_unwounded(p: Played, rng: random.Random) -> Mutation | None:
    """A Medics & Mechanics heal for a unit with no figure lost, or not one's own (line 670)."""
    heals = steps_where(p, lambda r: verb_is(r, "heal"))
    choices = []
    for i in heals:
        refused = [v.step.words for v in p.fresh(i).options_now() if not v.legal and v.step.words.startswith("heal ")]
        on_board = {f.split('"')[1] for f in p.facts(i, "unit_at")}
        units = {u for u in on_board if f"heal {u}" not in {v.step.words for v in p.fresh(i).legal()}}
        refused += [f"heal {u}" for u in sorted(units) if f"heal {u}" not in refused]
        choices.append((i, refused))
    if not choices:
        return None
    i, refused = rng.choice(choices)
    return i, with_row(p, i, {**p.rows[i + 1], "do": rng.choice(refused)})


def ambush_not_held(p: Played, rng: random.Random) -> Mutation | None:
    """An Ambush played against a close assault by a side that does not hold one (lines
    705-713): put in before the assault's roll."""
    choices = []
    for i in steps_where(p, lambda r: verb_is(r, "battle")):
        if i + 1 >= len(p.before) or "phase(roll)" not in p.before[i + 1].facts:
            continue
        target = str(p.rows[i + 1]["do"]).split()[2]
        side = p.rules.base.units[target].side
        if not any(f.startswith(f"hand({side},ambush,") for f in p.before[i + 1].facts):
            choices.append((i + 1, side))
    if not choices:
        return None
    at, side = rng.choice(choices)
    return at, [*p.rows[: at + 1], {"side": side, "do": "play ambush"}, *p.rows[at + 1 :]]


KINDS: dict[str, Callable[[Played, random.Random], Mutation | None]] = {
    "bad_hex": bad_hex,
    "wrong_dice": wrong_dice,
    "retreat": retreat,
    "figures_claim": figures_claim,
    "unordered_move": unordered_move,
    "card_not_held": card_not_held,
    "medal_claim": medal_claim,
    "out_of_turn": out_of_turn,
    **{f"order_{card}": card_order(card) for card in ORDERING_CARDS},
    "air_power_chain": air_power_chain,
    "barrage_twice": barrage_twice,
    "medics_unwounded": medics_unwounded,
    "ambush_not_held": ambush_not_held,
}


# ---- Judging a corrupted record ------------------------------------------------------------


def write_rows(folder: Path, name: str, rows: list[Row]) -> Path:
    path = folder / name
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def judged_from(p: Played, at: int, path: Path) -> ReplayReport:
    """The corrupted record replayed from step ``at``, where it parts from the original."""
    record = read_record(str(path))
    tail = Record(record.path, record.scenario, record.options, record.setup, record.header_at, record.steps[at:])
    return replay(tail, p.fresh(at))


def refused_at(report: ReplayReport, line: int) -> bool:
    """The first fault is at ``line`` and says why with a citation: a reason of an illegal step,
    or, for a claim, the step's outcomes (each cited) or the absence of the thing claimed."""
    fault = report.first_fault()
    if fault is None or fault.where.line != line:
        return False
    if not fault.verdict.legal:
        return all(r.cite.source for r in fault.verdict.reasons) and bool(fault.verdict.reasons)
    return all(o.cite.source for o in fault.verdict.outcomes)


def fault_line(report: ReplayReport) -> int | None:
    fault = report.first_fault()
    return fault.where.line if fault else None


def records(args: argparse.Namespace, folder: Path) -> list[Path]:
    if args.records:
        return sorted(Path(args.records).glob("game*.jsonl"))
    paths = []
    for index in range(args.games):
        spec = board(index % BOARD_COUNT + 1)
        (folder / f"{spec.name}.scn").write_text(spec.text)
        game = open_game(folder / f"{spec.name}.scn", setup=spec.setup, name=f"{spec.name}.scn")
        verdicts = self_play(game, 1000 + index, dict.fromkeys(game.rules.sides, AGENTS["random"]))
        path = folder / f"game{index:04d}.jsonl"
        path.write_text(record_text({**game.header(), "seed": 1000 + index, "agents": "random"}, verdicts))
        paths.append(path)
    return paths


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--logs", type=int, default=1000, help="corrupted records to judge")
    parser.add_argument("--records", metavar="DIR", help="records of benchmarks/selfplay.py --keep DIR")
    parser.add_argument("--games", type=int, default=24, help="games to play when no --records")
    parser.add_argument("--full", type=int, default=40, help="corrupted records also replayed from the start")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="referee-"))
    started = time.perf_counter()
    played = [replayed(path) for path in records(args, folder)]
    ok = harness(played, KINDS, args.logs, args.full, random.Random(args.seed))
    print(f"{time.perf_counter() - started:.0f} s")
    sys.exit(0 if ok else 1)


def harness(
    played: list[Played],
    kinds: dict[str, Callable[[Played, random.Random], Mutation | None]],
    logs: int,
    full: int,
    rng: random.Random,
) -> bool:
    """``logs`` corrupted records, the kinds taking turns, each judged from the step before its
    corruption (the first ``full`` from the first line too); the tally printed. Whether 99% were
    refused at the corrupted step and every full replay found the same fault."""
    names = list(kinds)
    refused: Counter[str] = Counter()
    tried: Counter[str] = Counter()
    agreed = whole_runs = 0
    misses = []
    absent = set()
    for n in range(logs):
        kind = names[n % len(names)]
        mutation = None
        # A kind no record can show has no corruption: every record is tried once, in a random order.
        for p in rng.sample(played, len(played)):
            mutation = kinds[kind](p, rng)
            if mutation is not None:
                break
        if mutation is None:
            absent.add(kind)
            continue
        at, rows = mutation
        path = write_rows(p.path.parent, f"corrupt-{n:04d}.jsonl", rows)
        line = p.record.steps[at].where.line
        report = judged_from(p, at, path)
        tried[kind] += 1
        if refused_at(report, line):
            refused[kind] += 1
        else:
            misses.append(f"{path}: {kind} at line {line}")
        if n < full:
            whole = replay_record(path)
            whole_runs += 1
            agreed += fault_line(whole) == fault_line(report)
        path.unlink()
    for kind in names:
        print(f"{kind:15s} {refused[kind]:4d} of {tried[kind]:4d} refused at the corrupted step")
    total, judged = sum(refused.values()), sum(tried.values())
    share = 100 * total / max(judged, 1)
    print(f"total: {total} of {judged} ({share:.1f}%; the issues ask 99%) from {len(played)} records")
    if absent:
        print(f"no record to corrupt for: {', '.join(sorted(absent))}")
    print(f"replayed from the first line as well: {agreed} of {whole_runs} found the same fault")
    for miss in misses[:20]:
        print("not refused:", miss)
    return judged > 0 and total >= 0.99 * judged and agreed == whole_runs


if __name__ == "__main__":
    main()
