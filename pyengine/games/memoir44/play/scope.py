"""What a Memoir '44 game is played without: each thing the scenario holds that the play rules
do not act on (kb/memoir44/play_scope.lp's not_played/4, and every line an imported file left
unread), a line each, named before the first step, in the record and in replay's report."""

from __future__ import annotations

import re

from pyengine.checked_position import Position
from pyengine.games.memoir44 import kb_rows as k
from pyengine.hexgrid import Hex
from pyengine.kb_terms import Rows
from pyengine.trace import Wording, cite_text, contribution

# How the importer names an option or a game_info key in an unread line (m44.py's for_play):
# option 'KEY' (...), game_info key 'KEY'.
OPTION = re.compile(r"(?:option|game_info key) '([a-z0-9_]+)'")


def _played_option(text: str, played: frozenset[str]) -> bool:
    found = OPTION.match(text)
    return found is not None and found.group(1) in played


def not_played(
    base: Position,
    start: Rows,
    wording: Wording,
    played: frozenset[str] = frozenset(),
    setup: frozenset[str] = frozenset(),
) -> tuple[str, ...]:
    """The lines for ``base``: its unread lines (but an option play reads, ``played``: editor.lp's
    played_option/… and played_key/…), then each rule of play_scope.lp that a word on the board or in the
    ``setup`` calls for (where it first stands, and the line stating the rule)."""
    where: dict[tuple[str, str], Hex | None] = {}
    for h, t in sorted(base.terrain.items()):
        where.setdefault(("terrain", t), h)
    for h, fs in sorted(base.features.items()):
        for f in fs:
            where.setdefault(("obstacle", f.kind.text), h)
    for u in sorted(base.units.values(), key=lambda u: u.id):
        if u.subtype:
            where.setdefault(("subtype", u.subtype), u.hex)
    # What the whole board holds: the assumptions switched on.
    where.update({("assumption", name): None for name, on in base.assumptions.items() if on})
    where.update({("side", side): None for side in base.edges})
    where.update({("setup", word): None for word in setup})
    lines = [u.text for u in base.scenario.unread if not _played_option(u.text, played)]
    for r in k.NotPlayed.rows(start):
        key = (str(r.kind), str(r.word))
        if key in where:
            rule = contribution(r.what, None, r.cite, wording)
            at = where[key]
            placed = f" at {base.label(at)}" if at is not None else ""
            lines.append(f"{rule.what}: {r.word}{placed} ({cite_text(rule)})")
    return tuple(lines)
