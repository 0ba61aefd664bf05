"""A game record in JSON Lines (docs/play.md): a header naming the scenario (relative to the
record's folder, and inside it) and its options, then one line per step in the words of the
scenario language, each with the claims a player made about its result.

    {"umpire": "game", "version": 1, "scenario": "crossing.scn", "options": {}, "setup": {}}
    {"side": "allies", "do": "move us3 12,6"}
    {"dice": ["infantry", "flag", "star"], "claims": {"figures_lost": ["ger1", 1]}}
    {"draw": "probe_center"}
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from pyengine.data_files import escapes, read_utf8
from pyengine.errors import Pos, UmpireError, did_you_mean, unknown_name
from pyengine.json_types import JsonObject
from pyengine.play.steps import CHANCE, Verdict

VERSION = 1
# not_played: what the game did not act on, as the rules named it when the record was written
# (replay names it again from the rules).
HEADER_KEYS = ("umpire", "version", "scenario", "options", "setup", "seed", "agents", "not_played")
STEP_KEYS = ("side", "do", "dice", "draw", "claims")
# A record is bounded like a scenario: lines and their length.
MAX_LINES = 100_000
MAX_LINE = 10_000


@dataclass(frozen=True)
class RecordedStep:
    """A step as the record writes it: its side and its words, read by the game
    (pyengine.play.OpenGame.step)."""

    side: str
    words: str
    claims: JsonObject
    where: Pos  # its line, for errors and reports


@dataclass(frozen=True)
class Record:
    path: str
    scenario: str  # the scenario file's path, resolved from the record's folder
    options: dict[str, bool]
    setup: JsonObject
    header_at: Pos
    steps: list[RecordedStep] = field(default_factory=list)


def read_record(path: str) -> Record:
    """A record file read and checked line by line (each fault placed at file:line and its
    JSON path); the steps' words are checked later, against the game."""
    lines = read_utf8(path, "game record").splitlines()
    if len(lines) > MAX_LINES:
        raise UmpireError(Pos(path, MAX_LINES + 1, 1), f"a record holds at most {MAX_LINES} lines")
    rows = [(n, line) for n, line in enumerate(lines, 1) if line.strip()]
    if not rows:
        raise UmpireError(Pos(path, 1, 1), "an empty game record", expected='a header {"umpire": "game", ...}')
    n, first = rows[0]
    header = _object(path, n, first)
    at = Pos(path, n, 1, "$")
    _known(header, HEADER_KEYS, at)
    if header.get("umpire") != "game":
        raise UmpireError(
            at.field("umpire"), "not a game record", found=json.dumps(header.get("umpire")), expected='"game"'
        )
    if header.get("version") != VERSION:
        raise UmpireError(
            at.field("version"),
            "an unknown record version",
            found=json.dumps(header.get("version")),
            expected=str(VERSION),
        )
    options = header.get("options", {})
    setup = header.get("setup", {})
    for key, value in (("options", options), ("setup", setup)):
        if not isinstance(value, dict):
            raise UmpireError(at.field(key), f"'{key}' is an object", found=json.dumps(value)[:40], expected="{...}")
    scenario = _scenario(path, header.get("scenario"), at.field("scenario"))
    steps = [_step(path, n, line) for n, line in rows[1:]]
    return Record(path, scenario, options, setup, at, steps)


def _object(path: str, n: int, line: str) -> JsonObject:
    if len(line) > MAX_LINE:
        raise UmpireError(Pos(path, n, 1), f"a record line holds at most {MAX_LINE} characters")
    try:
        value = json.loads(line)
    except json.JSONDecodeError as err:
        raise UmpireError(Pos(path, n, err.colno), f"not JSON: {err.msg}", found=line[:60]) from None
    except ValueError:  # a number of more digits than Python converts (4,300)
        raise UmpireError(Pos(path, n, 1), "a number too long to read", expected="at most 4,300 digits") from None
    except RecursionError:
        raise UmpireError(Pos(path, n, 1), "JSON nested too deeply") from None
    if not isinstance(value, dict):
        raise UmpireError(Pos(path, n, 1, "$"), "each record line is a JSON object", found=line[:60], expected="{...}")
    return value


def scenario_name_flaw(name: str) -> str | None:
    """What keeps ``name`` from being a record's scenario: a file's name, written on one line,
    that no reader takes for scenario text."""
    if not name:
        return "an empty name"
    if any(unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp") for c in name):
        return "a control character, a line break or a lone surrogate"
    if name.lstrip().startswith("{"):
        return "a name starting with '{' (read as a .m44 file's JSON)"
    return None


def _scenario(path: str, value: object, at: Pos) -> str:
    flaw = scenario_name_flaw(value) if isinstance(value, str) else "not a string"
    if flaw is not None:
        shown = json.dumps(value)[:60]  # ASCII: a NUL or a surrogate shows escaped
        raise UmpireError(at, f"the scenario file, relative to the record: {flaw}", found=shown, expected='"board.scn"')
    assert isinstance(value, str)
    folder = Path(path).parent
    found = folder / value
    try:
        outside = Path(value).is_absolute() or escapes(found, folder)
    except (OSError, RuntimeError):  # a link loop, or a path too long to resolve
        raise UmpireError(
            at, "the scenario's path cannot be resolved (a link loop?)", found=json.dumps(value)
        ) from None
    if outside:
        raise UmpireError(at, "the scenario must lie in the record's folder or below it", found=value)
    return str(found)


def _step(path: str, n: int, line: str) -> RecordedStep:
    return step_of(_object(path, n, line), Pos(path, n, 1, "$"), line[:60])


def step_of(raw: JsonObject, at: Pos, shown: str = "") -> RecordedStep:
    """One step line (a record's, or a request's ``step``), its fields checked; ``shown`` is
    the line's text for errors."""
    _known(raw, STEP_KEYS, at)
    shown = shown or json.dumps(raw)[:60]
    claims = raw.get("claims", {})
    if not isinstance(claims, dict):
        raise UmpireError(
            at.field("claims"),
            "claims are an object",
            found=json.dumps(claims)[:40],
            expected='{"figures_lost": ["u1", 1]}',
        )
    kinds = [k for k in ("do", "dice", "draw") if k in raw]
    if len(kinds) != 1:
        raise UmpireError(at, "a step has one of 'do', 'dice' and 'draw'", found=", ".join(kinds) or "none")
    kind = kinds[0]
    if kind == "do":
        side, words = raw.get("side"), raw["do"]
        if not isinstance(side, str) or not isinstance(words, str):
            raise UmpireError(
                at.field("do"),
                "a 'do' step names its side and its words",
                found=shown,
                expected='{"side": "allies", "do": "move us3 12,6"}',
            )
        return RecordedStep(side, words, claims, at.field("do"))
    if "side" in raw and raw["side"] != CHANCE:
        raise UmpireError(
            at.field("side"),
            f"a '{kind}' step is chance's",
            found=json.dumps(raw["side"])[:40],
            expected=f'"{CHANCE}" or none',
        )
    value = raw[kind]
    if kind == "dice":
        if not isinstance(value, list) or not all(isinstance(f, str) for f in value) or len(value) > 100:
            raise UmpireError(
                at.field("dice"),
                "the faces rolled, as a list of words",
                found=json.dumps(value)[:60],
                expected='["infantry", "flag"]',
            )
        return RecordedStep(CHANCE, " ".join(["roll", *value]), claims, at.field("dice"))
    if not isinstance(value, str):
        raise UmpireError(at.field("draw"), "the card drawn", found=json.dumps(value)[:60], expected='"probe_center"')
    return RecordedStep(CHANCE, f"draw {value}", claims, at.field("draw"))


def _known(raw: JsonObject, keys: tuple[str, ...], at: Pos) -> None:
    for key in raw:
        if key not in keys:
            raise UmpireError(
                at.field(key), f"unknown field '{key}'", expected=", ".join(keys), suggestion=did_you_mean(key, keys)
            )


# ---- Writing ---------------------------------------------------------------------------------


def step_line(verdict: Verdict, with_claims: bool = True) -> JsonObject:
    """One record line for a taken step, with the claims its outcomes make."""
    step = verdict.step
    words = step.words.split()
    line: JsonObject
    if step.side == CHANCE and words[0] == "roll":
        line = {"dice": words[1:]}
    elif step.side == CHANCE and words[0] == "draw":
        line = {"draw": words[1]}
    else:
        line = {"side": step.side, "do": step.words}
    claims = verdict.claimed()
    return {**line, "claims": claims} if with_claims and claims else line


def not_played_lines(things: tuple[str, ...]) -> list[str]:
    """What the game did not act on, said before its steps (nothing when there is none)."""
    if not things:
        return []
    return [f"not played ({len(things)}): the steps were judged without these", *(f"  {t}" for t in things)]


def record_text(header: JsonObject, verdicts: list[Verdict]) -> str:
    lines = [header, *(step_line(v) for v in verdicts if v.legal)]
    return "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)


@dataclass(frozen=True)
class ClaimCheck:
    name: str
    claimed: object
    found: object
    holds: bool

    def to_json(self) -> JsonObject:
        return {"claim": self.name, "claimed": self.claimed, "found": self.found, "holds": self.holds}


def check_claims(claims: JsonObject, verdict: Verdict, known: frozenset[str], where: Pos) -> list[ClaimCheck]:
    """Each claim against what the step did: an outcome of that name with those arguments
    (a number claimed of nothing, or false, holds when the step did no such thing). A claim
    must name an outcome the game knows (``known``): any other is bad input at ``where``."""
    for name in claims:
        if name not in known:
            raise unknown_name(where.field(name), "outcome", name, known)
    found = verdict.claimed()
    out = []
    for name, claimed in claims.items():
        actual = found.get(name)
        holds = actual == claimed if actual is not None else claimed in (0, False)
        out.append(ClaimCheck(name, claimed, actual, holds))
    return out
