"""The play doors of fuzz_doors.py (issue 68): game records through `umpire replay`, positions
through `/api/step` as a worker answers it, and OpenSpiel state strings through
`game.deserialize_state` and `pyspiel.deserialize_game_and_state`. Each input is a real one of
our own making (the duel's record, its positions, a state string of a seeded game), mutated.

A record must end in exit 0, 1 or 2; a position in HTTP 200 or 400; a state string in a state or
a ValueError. A pickle in a state string must never run (it would create a marker file)."""

from __future__ import annotations

import base64
import copy
import json
import os
import pickle
import random
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from fuzz import mutate_somewhere

ROOT = Path(__file__).resolve().parents[1]
DUEL = ROOT / "tests" / "data" / "play"
CLASH = ROOT / "tests" / "data" / "rl" / "clash.scn"
RECORD = (DUEL / "duel_game.jsonl").read_text("utf-8").splitlines()
ODD_NUMBERS = [-5, -1, 0, 1, 48, 2**31, 99999999999999, 10**40]
ODD_VALUES: list[object] = [None, True, 1.5, "", "\x00", "\ud800", "a\u2028b", "{x}", "../duel.scn", "x" * 3000,
                            [], {}, [[[[[[1]]]]]], *ODD_NUMBERS]  # fmt: skip
ODD_SCENARIOS = ["du\x00el.scn", "du\ud800el.scn", "a\nb", "a\u2028b.scn", '{"board": 1}', "/etc/passwd", "../x.scn",
                 "loop.scn", "fifo.scn", "zero.scn", "private.scn", "x" * 300, "duel.scn/", "."]  # fmt: skip
# What a crafted pickle would create, were it ever run.
MARKER = Path(tempfile.gettempdir()) / f"umpire-fuzz-pickle-ran-{os.getuid()}"
ODD_WORDS = ["lunch", "roll", "-5", "99999999999999", "h(99,99)", '"u1"', "a_inf", "joker", "pass", "\ud800"]


# ---- records -------------------------------------------------------------------------------
def mutate_record(rng: random.Random) -> str:
    lines = list(RECORD)
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(lines))
        roll = rng.random()
        line = _object(lines[i])
        if roll < 0.15 and i == 0 and line is not None:
            line["scenario"] = rng.choice(ODD_SCENARIOS)
            lines[0] = json.dumps(line)
        elif roll < 0.3 and line is not None:
            claims = line["claims"] if isinstance(line.get("claims"), dict) else {}
            claims[rng.choice(["hits", "bogus", "medal", "drew", "\ud800"])] = rng.choice(ODD_VALUES)
            lines[i] = json.dumps({**line, "claims": claims})
        elif roll < 0.6 and line is not None:
            _mutate_somewhere(line, rng)
            lines[i] = json.dumps(line)
        elif roll < 0.7:
            lines[i] = lines[i].replace("1", "9" * rng.choice([5, 12, 5000]), 1)
        elif roll < 0.8:
            lines.insert(i, lines[i])  # a step twice
        elif roll < 0.9:
            del lines[i]
        else:
            lines[i] = lines[i][: rng.randrange(len(lines[i]) + 1)]
    return "\n".join(lines) + "\n"


def _object(line: str) -> dict[str, Any] | None:
    """A record line as its object, if it still is one (a mutation may have cut it)."""
    try:
        value = json.loads(line)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def run_record(folder: Path, text: str, cli: Any) -> tuple[str, str]:
    case = _play_folder(folder)
    path = case / "game.jsonl"
    path.write_text(text, "utf-8", errors="surrogateescape")
    code, shown = cli(["replay", str(path), "--json" if len(text) % 2 else "--continue"])
    if code not in (0, 1, 2) or "Traceback" in shown:
        return "internal", f"replay: exit {code}: {shown[-300:]}"
    if "PRIVATE-7c1e" in shown:
        return "internal", "the private file reached the output"
    return ("ok" if code in (0, 1) else "bad_input"), ""


@cache
def _play_folder(folder: Path) -> Path:
    """The duel's scenario, with a link loop, a FIFO, /dev/zero and a link out of the folder."""
    case = folder / f"play-{os.getpid()}"
    case.mkdir()
    (case / "duel.scn").write_text((DUEL / "duel.scn").read_text("utf-8"), "utf-8")
    (case / "loop.scn").symlink_to("loop.scn")
    os.mkfifo(case / "fifo.scn")
    (case / "zero.scn").symlink_to("/dev/zero")
    secret = folder / "outside-play" / "private.txt"
    secret.parent.mkdir(exist_ok=True)
    secret.write_text("PRIVATE-7c1e is a secret\n", "utf-8")
    (case / "private.scn").symlink_to(secret)
    return case


# ---- positions -----------------------------------------------------------------------------
@cache
def duel_positions() -> list[tuple[list[str], dict[str, Any]]]:
    """Each position of the duel's record, with the step taken from it."""
    from pyengine.server import Limits, answer_request

    scenario, setup = (DUEL / "duel.scn").read_text("utf-8"), json.loads(RECORD[0])["setup"]
    out, state = [], None
    for line in RECORD[1:]:
        step = {k: v for k, v in json.loads(line).items() if k != "claims"}
        reply = json.loads(
            answer_request("step", {"scenario": scenario, "setup": setup, "state": state}, Limits()).body
        )
        out.append((reply["state"]["facts"], step))
        state = {"facts": reply["state"]["facts"]}
        state = json.loads(
            answer_request("step", {"scenario": scenario, "setup": setup, "state": state, "step": step}, Limits()).body
        )["state"]
    return out


def mutate_position(rng: random.Random) -> str:
    facts, step = copy.deepcopy(rng.choice(duel_positions()))
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(facts))
        roll = rng.random()
        if roll < 0.3:  # a number changed
            facts[i] = _renumbered(facts[i], rng)
        elif roll < 0.45 and isinstance(facts[i], str):
            facts.append(facts[i].replace("h(", f"h({rng.randint(0, 30)},", 1).replace(",", "", 1))
        elif roll < 0.55:
            facts.append(f'pending(battle_roll("a_inf","g_inf",{rng.choice(ODD_NUMBERS)},fire))')
        elif roll < 0.65 and isinstance(facts[i], str):
            facts[i] = facts[i].split("(")[0] + "(" + rng.choice(ODD_WORDS) + ")"
        elif roll < 0.75:
            del facts[i]
        elif roll < 0.85:
            facts.append(facts[i])
        else:
            facts[i] = copy.deepcopy(rng.choice(ODD_VALUES))  # type: ignore[call-overload]
    body: dict[str, Any] = {"state": {"facts": facts}, "step": step if rng.random() < 0.8 else None}
    if rng.random() < 0.1:
        body["step"] = {"dice": ["flag"] * rng.choice([1, 5, 48, 100])}
    return json.dumps(body, ensure_ascii=True)


def _renumbered(fact: object, rng: random.Random) -> object:
    if not isinstance(fact, str):
        return fact
    digits = [i for i, c in enumerate(fact) if c.isdigit()]
    if not digits:
        return fact
    i = rng.choice(digits)
    return fact[:i] + str(rng.choice(ODD_NUMBERS)) + fact[i + 1 :]


def run_position(folder: Path, text: str) -> tuple[str, str]:
    from pyengine.server import Limits, answer_request

    body = json.loads(text)
    request = {"scenario": (DUEL / "duel.scn").read_text("utf-8"), "setup": json.loads(RECORD[0])["setup"], **body}
    if request["step"] is None:
        del request["step"]
    reply = answer_request("step", request, Limits())
    reply.body.decode("utf-8")
    if reply.status not in (200, 400):
        return "internal", f"step: HTTP {reply.status}: {reply.body[-300:]!r}"
    return ("ok" if reply.status == 200 else "bad_input"), ""


# ---- state strings -------------------------------------------------------------------------
class _Marker:
    """Unpickled, it creates the file it names: what a crafted state string would run."""

    def __init__(self, path: str) -> None:
        self.path = path

    def __reduce__(self) -> tuple[Any, tuple[str, str]]:
        return (open, (self.path, "w"))


@cache
def _clash_string() -> str:
    import pyspiel

    import pyengine.rl  # noqa: F401  (registers the games)

    game = pyspiel.load_game("umpire_memoir44", {"scenario": str(CLASH), "victory": 1, "max_steps": 60})
    state, rng = game.new_initial_state(), random.Random(5)
    while not state.is_terminal() and len(state.history()) < 25:
        legal = [a for a, _ in state.chance_outcomes()] if state.is_chance_node() else state.legal_actions()
        state.apply_action(rng.choice(legal))
    return str(pyspiel.serialize_game_and_state(game, state))


def mutate_state_string(rng: random.Random) -> str:
    doc = json.loads(_clash_string())
    roll = rng.random()
    if roll < 0.15:
        payload = base64.b64encode(pickle.dumps({"facts": _Marker(str(MARKER))})).decode()
        return f"history=\nmove_number=0\n__dict__={payload}"
    if roll < 0.3:
        doc["parameters"][rng.choice(["scenario", "max_steps", "victory", "turns"])] = rng.choice(
            [*ODD_VALUES, *ODD_SCENARIOS]
        )
    elif roll < 0.7:
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(doc["actions"]))
            doc["actions"][i] = rng.choice([*ODD_VALUES, rng.randrange(40_000)])
    elif roll < 0.8:
        doc["actions"] += [rng.randrange(40_000) for _ in range(rng.randint(1, 100))]
    else:
        _mutate_somewhere(doc, rng)
    text = json.dumps(doc)
    return text[: rng.randrange(len(text))] if rng.random() < 0.05 else text


def run_state_string(folder: Path, text: str) -> tuple[str, str]:
    import pyspiel

    import pyengine.rl  # noqa: F401

    MARKER.unlink(missing_ok=True)
    for read in (pyspiel.deserialize_game_and_state, lambda s: _game().deserialize_state(s)):
        try:
            read(text)
        except ValueError:
            pass
        except Exception as exc:  # anything but a ValueError is an internal error
            return "internal", f"{type(exc).__name__}: {str(exc)[:300]}"
        if MARKER.exists():
            return "internal", "a pickle in a state string ran"
    return "ok", ""


@cache
def _game() -> Any:
    import pyspiel

    return pyspiel.load_game("umpire_memoir44", {"scenario": str(CLASH), "victory": 1, "max_steps": 60})


def _odd_value(parent: Any, key: Any, child: Any, rng: random.Random) -> None:
    parent[key] = copy.deepcopy(rng.choice(ODD_VALUES))


def _mutate_somewhere(node: object, rng: random.Random) -> None:
    mutate_somewhere(node, rng, _odd_value, deeper=0.6)
