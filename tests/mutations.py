"""Mutations of a scenario, as a hostile tester makes them: inline an include, duplicate a
block, swap two lines, or replace a number or a range with another number of the file, 0, a
negative or a huge value. Each takes a random.Random, so a seed names a batch exactly."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path

NUMBER = re.compile(r"(?<![\w.])-?\d+(?:\.\.-?\d+)?(?![\w.])")
INCLUDE = re.compile(r'^include "([^"]+)"[^\n]*$', re.M)


def inline_include(text: str, folder: Path, rng: random.Random) -> str:
    found = [m for m in INCLUDE.finditer(text) if m.group(1).endswith(".cards") and (folder / m.group(1)).is_file()]
    if not found:
        return text
    inc = rng.choice(found)
    body = (folder / inc.group(1)).read_text("utf-8")
    return text[: inc.start()] + body + text[inc.end() :]


def duplicate_block(text: str, folder: Path, rng: random.Random) -> str:
    """A block (from a line ending in '{' to its '}') or one line, written twice."""
    lines = text.splitlines(keepends=True)
    if not lines:
        return text
    starts = [i for i, line in enumerate(lines) if line.rstrip().endswith("{")]
    start = rng.choice(starts) if starts and rng.random() < 0.6 else rng.randrange(len(lines))
    end = start
    if lines[start].rstrip().endswith("{"):
        while end < len(lines) - 1 and not lines[end].strip().startswith("}"):
            end += 1
    block = lines[start : end + 1]
    return "".join(lines[: end + 1] + block + lines[end + 1 :])


def swap_lines(text: str, folder: Path, rng: random.Random) -> str:
    lines = text.splitlines(keepends=True)
    if len(lines) < 2:
        return text
    i, j = rng.sample(range(len(lines)), 2)
    lines[i], lines[j] = lines[j], lines[i]
    return "".join(lines)


def replace_number(text: str, folder: Path, rng: random.Random) -> str:
    """A number or a range FIRST..LAST replaced by another number or range of the file, 0,
    a negative or a huge value."""
    found = list(NUMBER.finditer(text))
    if not found:
        return text
    spot = rng.choice(found)
    choices = [m.group() for m in found] + ["0", "-1", "-7", "2147483648", "99999999999999999999", "0..0", "5..1"]
    return text[: spot.start()] + rng.choice(choices) + text[spot.end() :]


MUTATIONS: tuple[Callable[[str, Path, random.Random], str], ...] = (
    inline_include,
    duplicate_block,
    swap_lines,
    replace_number,
)


def mutate(
    text: str,
    folder: Path,
    rng: random.Random,
    steps: int = 2,
    pool: tuple[Callable[[str, Path, random.Random], str], ...] = MUTATIONS,
) -> str:
    """One to ``steps`` mutations of ``pool`` in a row."""
    for _ in range(rng.randint(1, steps)):
        text = rng.choice(pool)(text, folder, rng)
    return text


# ---- Harsher mutations, for the fuzzer (benchmarks/fuzz.py) --------------------------------

WORD = re.compile(r"(?<![\w.\"])[a-z_][a-z0-9_]*(?![\w\"])")
HOSTILE_WORDS = ["a" * 300, "é", "x" * 5000, "0", "-", "ask", "unit", "{", "}", "umpire:x", "__class__"]
HOSTILE_INCLUDES = ["a" * 300, "a\0b", "../../etc/passwd", "/etc/passwd", "umpire:nope", "umpire:../x", "", "."]
HOSTILE_BYTES = ["\0", "\x7f", "\x1b[2J", "\ufeff", "\u202e", "\r", "\t", "\U0001f600", "#", '"']


def other_examples(folder: Path) -> list[str]:
    return [p.read_text("utf-8") for p in sorted(folder.glob("*.scn"))]


def replace_word(text: str, folder: Path, rng: random.Random) -> str:
    """A word replaced by a word of any example (another game's too) or a hostile one."""
    found = list(WORD.finditer(text))
    if not found:
        return text
    spot = rng.choice(found)
    pool = [m.group() for source in other_examples(folder) for m in WORD.finditer(source)]
    word = rng.choice(pool) if rng.random() < 0.8 else rng.choice(HOSTILE_WORDS)
    return text[: spot.start()] + word + text[spot.end() :]


def foreign_line(text: str, folder: Path, rng: random.Random) -> str:
    """A line of another example (of any game) put somewhere in this one."""
    source = rng.choice(other_examples(folder)).splitlines(keepends=True)
    lines = text.splitlines(keepends=True)
    at = rng.randrange(len(lines) + 1)
    return "".join([*lines[:at], rng.choice(source), *lines[at:]])


def hostile_include(text: str, folder: Path, rng: random.Random) -> str:
    return text + f'include "{rng.choice(HOSTILE_INCLUDES)}"\n'


def insert_character(text: str, folder: Path, rng: random.Random) -> str:
    at = rng.randrange(len(text) + 1)
    return text[:at] + rng.choice(HOSTILE_BYTES) + text[at:]


def truncate(text: str, folder: Path, rng: random.Random) -> str:
    return text[: rng.randrange(len(text) + 1)]


def drop_line(text: str, folder: Path, rng: random.Random) -> str:
    lines = text.splitlines(keepends=True)
    if not lines:
        return text
    del lines[rng.randrange(len(lines))]
    return "".join(lines)


HARSH: tuple[Callable[[str, Path, random.Random], str], ...] = (
    *MUTATIONS,
    replace_word,
    replace_word,
    foreign_line,
    hostile_include,
    insert_character,
    truncate,
    drop_line,
)
