"""Answers for people (aligned text) and programs (JSON, see answer_schema.json)."""

from __future__ import annotations

import json

from pyengine.checked_position import Position
from pyengine.json_types import JsonObject
from pyengine.questions import Answer
from pyengine.version import __version__

SCHEMA_VERSION = 1


def envelope(pos: Position, answers: list[Answer]) -> JsonObject:
    return {
        "umpire": __version__,
        "schema": SCHEMA_VERSION,
        "scenario": pos.scenario.path,
        "game": pos.game.name,
        "edition": pos.edition,
        "coordinates": pos.coordinates,
        **({"title": pos.scenario.title} if pos.scenario.title else {}),
        **({"unread": [u.text for u in pos.scenario.unread]} if pos.scenario.unread else {}),
        "answers": [a.to_json() for a in answers],
    }


def as_json(pos: Position, answers: list[Answer]) -> str:
    return json.dumps(envelope(pos, answers), indent=2, sort_keys=True, ensure_ascii=False)


# Past this many, what the answers do not need is one line (the answer comes first); --verbose
# and JSON list it all.
UNREAD_SHOWN = 2


def as_text(pos: Position, answers: list[Answer], verbose: bool = False) -> str:
    edition = f", edition {pos.edition}" if pos.edition else ""
    blocks = [f"{pos.scenario.path}: {pos.game.name}{edition}, {pos.coordinates} coordinates"]
    if pos.scenario.title:
        blocks[0] = f"{pos.scenario.title}\n{blocks[0]}"
    unread = pos.scenario.unread
    if unread and (verbose or len(unread) <= UNREAD_SHOWN):
        held = "\n".join(f"  {u.text}" for u in unread)
        blocks.append(f"not modelled, and not needed by the answers below:\n{held}")
    elif unread:
        blocks.append(f"not modelled, and not needed by the answers below: {len(unread)} things (--verbose lists them)")
    blocks += ["\n".join(a.text_lines()) for a in answers]
    if not answers:
        blocks.append("(the scenario asks no questions)")
    return "\n\n".join(blocks)
