"""User-facing errors: ``file:line:col: error: ...`` with what was found and expected."""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass

from pyengine.json_types import JsonObject
from pyengine.ordering import natural


@dataclass(frozen=True)
class Pos:
    """Where something sits in a scenario file (1-based line and column), or in a JSON file
    (``json_path``, e.g. ``$.board.hexagons[3].col``)."""

    file: str
    line: int = 0
    column: int = 0
    json_path: str = ""

    def field(self, key: str) -> Pos:
        """The place of a JSON object's field ``key`` under this one (``$.setup`` -> ``$.setup.hands``)."""
        return Pos(self.file, self.line, self.column, f"{self.json_path or '$'}.{key}")

    def __str__(self) -> str:
        if self.json_path and self.line:
            return f"{self.file}:{self.line}: {self.json_path}"
        if self.json_path:
            return f"{self.file}: {self.json_path}"
        if self.line:
            return f"{self.file}:{self.line}:{self.column}"
        return self.file


def did_you_mean(word: str, choices: Iterable[str]) -> str | None:
    """The closest known name, if one is close enough to be a likely typo."""
    matches = difflib.get_close_matches(word, sorted(set(choices)), n=1, cutoff=0.6)
    return matches[0] if matches else None


class UmpireError(Exception):
    """An error in the user's input. The CLI prints it and exits with status 2; a program
    reads ``file``, ``line``, ``column``, ``message``, ``found``, ``expected`` and ``hint``
    (the did-you-mean word, if any), or all of them at once from ``to_json()`` (with
    ``json_path`` for a fault in a JSON file)."""

    def __init__(
        self,
        pos: Pos,
        message: str,
        *,
        found: str | None = None,
        expected: str | None = None,
        suggestion: str | None = None,
    ) -> None:
        self.pos = pos
        self.message = message
        self.found = found
        self.expected = expected
        self.suggestion = suggestion
        super().__init__(self.render())

    def __reduce__(self) -> tuple[object, ...]:
        # Its fields are keyword-only: a worker process (selfplay's pool) hands it back whole.
        return (_restored, (self.pos, self.message, self.found, self.expected, self.suggestion))

    @property
    def file(self) -> str:
        return self.pos.file

    @property
    def line(self) -> int:
        return self.pos.line

    @property
    def column(self) -> int:
        return self.pos.column

    @property
    def hint(self) -> str | None:
        return self.suggestion

    def to_json(self) -> JsonObject:
        out = {
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "message": self.message,
            "found": self.found,
            "expected": self.expected,
            "hint": self.hint,
        }
        # A fault in a JSON file (an imported .m44) is placed by its path, not a line.
        return {**out, "json_path": self.pos.json_path} if self.pos.json_path else out

    def render(self) -> str:
        text = f"{self.pos}: error: {self.message}"
        if self.found is not None:
            text += f"\n  found: {self.found}"
        if self.expected is not None:
            text += f"\n  expected: {self.expected}"
        if self.suggestion is not None:
            text += f"\n  did you mean '{self.suggestion}'?"
        return text


def _restored(pos: Pos, message: str, found: str | None, expected: str | None, suggestion: str | None) -> UmpireError:
    return UmpireError(pos, message, found=found, expected=expected, suggestion=suggestion)


def fixed_reading(pos: Pos, name: str, expected: str) -> UmpireError:
    """A scenario switched an assumption whose other reading the rules do not implement."""
    return UmpireError(
        pos, f"assumption '{name}' is a fixed reading: the rules implement no other yet", found=name, expected=expected
    )


# An error lists every accepted name up to this many; beyond, it says where to read them.
MAX_NAMES_LISTED = 24


def unknown_name(
    pos: Pos,
    kind: str,
    word: str,
    choices: Iterable[str],
    *,
    listing: str | None = None,
    aliases: dict[str, str] | None = None,
) -> UmpireError:
    """The error for a name that is not in the game's vocabulary: every accepted name when
    there are few, else ``listing`` (the command that prints them); the did-you-mean also
    reads other names (``aliases``: alias -> name) and suggests the name they stand for."""
    known = sorted(set(choices), key=natural)
    if not known:
        expected = f"a known {kind} name"
    elif len(known) <= MAX_NAMES_LISTED or listing is None:
        expected = f"one of the {kind} names: {', '.join(known)}"
    else:
        expected = f"one of {len(known)} {kind} names (`{listing}` lists them)"
    near = did_you_mean(word, [*known, *(aliases or {})])
    return UmpireError(
        pos,
        f"unknown {kind} '{word}'",
        found=word,
        expected=expected,
        suggestion=(aliases or {}).get(near, near) if near else None,
    )
