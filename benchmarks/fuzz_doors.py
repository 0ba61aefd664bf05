"""A fuzzer over the doors opened since the scenario language: .m44 files of our own making,
mutated (wrong types at any depth, numbers too long or not ASCII, lone surrogates, nesting,
PHP's shapes, repeated hexes) through `umpire ask`, `import` and `render`; hostile folders
for `umpire test` (links out of the folder, /dev/zero, FIFOs, huge and odd files);
`umpire examples NAME --copy DIR` targets (dangling links, linked folders, files in the way,
long names); and service requests carrying the mutated files, answered as a worker answers
them. And the play doors (fuzz_play_doors.py): game records through `umpire replay`, positions
through `/api/step`, OpenSpiel state strings (these only with the extra rl). Every input must
end in exit 0, 1 or 2 (HTTP 200 or 400; a state or a ValueError): anything else is an internal
error; more than 10 s or 1 GB is a runaway. A folder's or a link's private file must never
reach the output, --copy must never write outside its folder, and a pickle in a state string
must never run.

Run: python benchmarks/fuzz_doors.py [--inputs 10000] [--seed 1] [--keep DIR] [--play]
(--play: the play doors alone)
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import random
import sys
from pathlib import Path

import fuzz_play_doors as play
from fuzz import ROOT, arguments, drive, mutate_somewhere

DOORS = ("m44", "m44", "m44", "service", "service", "folder", "copy", "record", "position", "state")
PLAY_DOORS = ("record", "record", "position", "position", "position", "state")
try:
    import pyspiel  # noqa: F401  (the extra rl: without it, no state strings)

    HAS_RL = True
except ImportError:
    HAS_RL = False
PRIVATE = "PRIVATE-7c1e"  # what a file outside every folder holds; no output may show it
TEMPLATES = [
    (ROOT / "tests" / "data" / "m44" / "crossing.m44").read_text("utf-8"),
    json.dumps(
        {
            "game_info": {"side_player1": "axis", "side_player2": "ALLIES", "options": [], "country_player2": "US"},
            "board": {
                "type": "brkthru",
                "face": "BEACH",
                "hexagons": {
                    "0": {"row": 12, "col": 4, "unit": {"name": "infus", "badge": "badge29"}},
                    "1": {"row": 3, "col": 5, "terrain": {"name": "hills", "behavior": "BLUFF"}},
                    "2": {"row": 5, "col": 7, "tags": [{"name": "tag4", "behavior": "EXIT_MARKER", "side": "ALLIES"}]},
                    "3": {"row": 2, "col": 8, "unit": {"name": "tank2ger", "nbr_units": "1", "equipment": "wittmann"}},
                    "4": {"row": 14, "col": 10, "rect_terrain": {"name": "pdestroyer"}},
                    "5": {"row": 6, "col": 6, "terrain": {"name": "bridge", "behavior": "BRIDGE_SECTION"}},
                },
            },
        }
    ),
]
ODD_VALUES: list[object] = [None, True, 0, -1, 1.5, "", "²", "\ud800", "x" * 5000, [], {}, [[[[[[[[1]]]]]]]], {"0": {}}]


def mutate_file(rng: random.Random) -> str:
    """A template with a few of its values, keys or shapes changed, at any depth."""
    document = json.loads(rng.choice(TEMPLATES))
    for _ in range(rng.randint(1, 4)):
        mutate_somewhere(document, rng, _change)
    text = json.dumps(document, ensure_ascii=True)
    if rng.random() < 0.15:  # a number Python will not convert, or one it reads as NaN
        text = text.replace('"row": ', '"row": ' + rng.choice(["1" * 5000, "NaN", "1e999", "-0"]) + ', "r": ', 1)
    if rng.random() < 0.05:
        text = text[: rng.randrange(len(text))]
    return text


def _change(parent: object, key: object, child: object, rng: random.Random) -> None:
    roll = rng.random()
    if isinstance(parent, dict):
        if roll < 0.1:
            del parent[key]
        elif roll < 0.2:
            parent[rng.choice(["\ud800x", "row", "colour", "properties", "9"])] = child
        elif roll < 0.3 and isinstance(child, list):
            parent[key] = {str(i): v for i, v in enumerate(child)}
        else:
            parent[key] = copy.deepcopy(rng.choice(ODD_VALUES))
    elif isinstance(parent, list):
        if roll < 0.3:
            parent.append(child)  # a hex listed twice, a tag twice
        else:
            parent[key] = copy.deepcopy(rng.choice(ODD_VALUES))  # type: ignore[index]


def run_input(folder: Path, spec: str) -> tuple[str, str]:
    door, payload = json.loads(spec)
    doors = {"m44": _m44, "service": _service, "folder": _folder, "copy": _copy, "position": play.run_position}
    if door == "record":
        return play.run_record(folder, payload, _cli)
    if door == "state":
        return play.run_state_string(folder, payload)
    return doors[door](folder, payload)


def _cli(argv: list[str]) -> tuple[int, str]:
    from pyengine.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, out.getvalue() + err.getvalue()


def _m44(folder: Path, text: str) -> tuple[str, str]:
    path = folder / "fuzz.m44"
    path.write_text(text, encoding="utf-8", errors="surrogateescape")
    commands = [["ask", str(path), "actions", "allies", "--json"], ["import", str(path)]]
    if len(text) % 5 == 0:
        commands.append(["render", str(path), "-o", str(folder / "out.svg")])
    codes = []
    for argv in commands:
        code, shown = _cli(argv)
        if code not in (0, 2):
            return "internal", f"{argv[0]}: exit {code}: {shown[-300:]}"
        codes.append(code)
    return ("ok" if codes[0] == 0 else "bad_input"), ""


def _service(folder: Path, text: str) -> tuple[str, str]:
    """What the service does with the file at both doors: its checks, then a worker's answer."""
    from pyengine.server import Limits, answer_request, file_flaw, json_flaw

    statuses = []
    for path, body in (("import", {"scenario": text}), ("answer", {"scenario": text, "questions": ["actions axis"]})):
        if json_flaw(body) or file_flaw(body["scenario"]):
            statuses.append(400)
            continue
        reply = answer_request(path, body, Limits())
        reply.body.decode("utf-8")  # every reply is text
        if reply.status not in (200, 400):
            return "internal", f"{path}: HTTP {reply.status}: {reply.body[-300:]!r}"
        statuses.append(reply.status)
    return ("ok" if statuses[-1] == 200 else "bad_input"), ""


def _private(folder: Path) -> Path:
    secret = folder / "outside" / "private.txt"
    secret.parent.mkdir(exist_ok=True)
    secret.write_text(f"{PRIVATE} is a secret\n", "utf-8")
    return secret


def _folder(folder: Path, payload: list[str]) -> tuple[str, str]:
    """A folder holding the entries named, then `umpire test` on it (text, then JSON)."""
    secret = _private(folder)
    root = folder / f"case-{os.getpid()}-{random.random():.9f}"
    root.mkdir()
    examples = ROOT / "examples"
    for i, entry in enumerate(payload):
        name = root / f"e{i}.scn"
        if entry == "good":
            name.write_text((examples / "memoir44_river_crossing.scn").read_text("utf-8"), "utf-8")
        elif entry == "private":
            name.symlink_to(secret)
        elif entry in ("/dev/zero", "/dev/urandom", "/dev/null"):
            name.symlink_to(entry)
        elif entry == "fifo":
            os.mkfifo(name)
        elif entry == "huge":
            with open(name, "wb") as handle:
                handle.truncate(3_000_000)
        elif entry == "binary":
            name.write_bytes(bytes(range(256)) * 4)
        elif entry == "linked_dir":
            (root / f"d{i}").symlink_to(secret.parent)
        elif entry == "brace":
            (root / "{x}.scn").write_text("game memoir44\n", "utf-8")
        elif entry == "newline":
            (root / "a\nb.scn").write_text("game memoir44\n", "utf-8")
    for argv in (["test", str(root)], ["test", str(root), "--json"]):
        code, shown = _cli(argv)
        if code not in (0, 1, 2):
            return "internal", f"exit {code}: {shown[-300:]}"
        if PRIVATE in shown:
            return "internal", "the private file reached the output"
    return ("ok" if code in (0, 1) else "bad_input"), ""


def _copy(folder: Path, payload: list[str]) -> tuple[str, str]:
    """`umpire examples NAME --copy DIR` into a target prepared as named; nothing may be written
    outside DIR."""
    name, shape = payload
    outside = folder / "outside" / f"landing-{random.random():.9f}"
    outside.parent.mkdir(exist_ok=True)
    target = folder / f"copy-{os.getpid()}-{random.random():.9f}"
    if shape == "dangling":
        target.mkdir()
        with contextlib.suppress(OSError):  # a name too long for a link is refused by --copy itself
            (target / f"{name}.scn").symlink_to(outside)
    elif shape == "linked":
        target.symlink_to(outside.parent)
    elif shape == "file":
        target.write_text("in the way", "utf-8")
    elif shape == "long":
        target = target / ("x" * 300)
    elif shape == "nested":
        target = target / "a" / "b"
    code, shown = _cli(["examples", name, "--copy", str(target)])
    if code not in (0, 2):
        return "internal", f"exit {code}: {shown[-300:]}"
    if outside.exists() or any(p.name.endswith(".scn") for p in outside.parent.iterdir()):
        return "internal", "--copy wrote outside its folder"
    return ("ok" if code == 0 else "bad_input"), ""


def make_input(seed: int, index: int, doors: tuple[str, ...]) -> str:
    rng = random.Random(f"{seed}:{index}")
    door = doors[index % len(doors)]
    if door == "state" and not HAS_RL:
        door = "position"
    if door == "record":
        return json.dumps([door, play.mutate_record(rng)])
    if door == "position":
        return json.dumps([door, play.mutate_position(rng)])
    if door == "state":
        return json.dumps([door, play.mutate_state_string(rng)])
    if door in ("m44", "service"):
        return json.dumps([door, mutate_file(rng)])
    if door == "folder":
        kinds = ["good", "private", "/dev/zero", "/dev/urandom", "/dev/null", "fifo", "huge", "binary"]
        kinds += ["linked_dir", "brace", "newline"]
        return json.dumps([door, rng.sample(kinds, rng.randint(1, 5))])
    names = ["memoir44_river_crossing", "assault_tutorial", "nope", "x" * 300]
    return json.dumps([door, [rng.choice(names), rng.choice(["new", "dangling", "linked", "file", "long", "nested"])]])


def main() -> int:
    parser = arguments()
    parser.add_argument("--play", action="store_true", help="the play doors alone")
    args = parser.parse_args()
    doors = PLAY_DOORS if args.play else DOORS
    return drive(args, lambda index: make_input(args.seed, index, doors), run_input, ".json")


if __name__ == "__main__":
    sys.exit(main())
