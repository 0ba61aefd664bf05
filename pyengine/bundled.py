"""The examples installed with Umpire (the data package ``umpire_examples``): scenarios, card
catalogues and a house chart. ``umpire examples`` lists and copies them; a scenario anywhere
includes a bundled catalogue by writing ``include "umpire:NAME"``."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from pyengine.data_files import package_folder
from pyengine.errors import Pos, UmpireError, did_you_mean

# An include written "umpire:NAME" reads the bundled catalogue NAME, from any folder.
BUNDLED_PREFIX = "umpire:"
# What each kind of bundled file is, by its suffix.
KINDS = {".scn": "scenario", ".cards": "card catalogue", ".lp": "chart"}


@dataclass(frozen=True)
class Example:
    """One bundled file: its name, what kind of file it is, its game and its first comment."""

    path: Path
    kind: str
    game: str | None
    summary: str

    @property
    def name(self) -> str:
        return self.path.name


def examples_folder() -> Path:
    return package_folder("umpire_examples")


@cache
def bundled_examples() -> tuple[Example, ...]:
    """Every bundled scenario, catalogue and chart, scenarios first, each by name; read once
    (every `umpire:` include consults the list)."""
    files = [p for p in examples_folder().iterdir() if p.suffix in KINDS]
    order = list(KINDS)
    return tuple(_describe(p) for p in sorted(files, key=lambda p: (order.index(p.suffix), p.name)))


def _describe(path: Path) -> Example:
    text = path.read_text("utf-8")
    game = re.search(r"^game\s+(\w+)", text, re.MULTILINE)
    return Example(path, KINDS[path.suffix], game.group(1) if game else None, _first_sentence(text))


def _first_sentence(text: str) -> str:
    """The file's opening comment, up to its first full stop, without a leading "NAME --"."""
    opening = []
    for line in text.splitlines():
        words = line.lstrip("#%").strip()
        if not line.startswith(("#", "%")) or not words:
            break
        opening.append(words)
    joined = re.sub(r"^\S+ -- ", "", " ".join(opening))
    stop = re.search(r"\.(\s|$)", joined)
    return joined[: stop.start() + 1] if stop else joined


def find_example(name: str, where: Pos) -> Example:
    """A bundled file by its name, with or without its suffix."""
    known = bundled_examples()
    for example in known:
        if name in (example.name, example.path.stem):
            return example
    names = [e.name for e in known]
    raise UmpireError(
        where,
        f"no bundled example '{name}'",
        found=name,
        expected="one of: " + ", ".join(names),
        suggestion=did_you_mean(name, names + [e.path.stem for e in known]),
    )


def bundled_catalogues() -> list[str]:
    """The include names of the bundled card catalogues, e.g. "umpire:sicily_cards.cards"."""
    return [BUNDLED_PREFIX + e.name for e in bundled_examples() if e.kind == "card catalogue"]


def bundled_catalogue(include: str, pos: Pos) -> Path:
    """The file an ``umpire:NAME`` include names; only a bundled catalogue, by its bare name."""
    name = include.removeprefix(BUNDLED_PREFIX)
    catalogues = bundled_catalogues()
    if include in catalogues:
        return examples_folder() / name
    raise UmpireError(
        pos,
        f"no bundled catalogue '{name}'",
        found=include,
        expected="one of: " + ", ".join(catalogues),
        suggestion=did_you_mean(include, catalogues),
    )
