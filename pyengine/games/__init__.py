"""The registry: the one place that names the games. Importing ``pyengine`` imports this
module, which registers each game's KB layout and question kinds with the core.

A game is a package here that exposes ``GAME`` (its KB files, see ``pyengine.game``),
``QUESTIONS`` (its question kinds), ``PICTURES`` (how its answers are drawn), ``EXAMPLES``
(lines for ``umpire --help``) and an ``answer_schema.json`` with the answer kinds it adds to
the core schema.
"""

from __future__ import annotations

import json
from importlib import resources
from types import ModuleType

from pyengine.game import GAMES, register_game
from pyengine.games import assault, memoir44, skirmish
from pyengine.json_types import JsonObject
from pyengine.questions import register_questions
from pyengine.svg_picture import register_style

PACKAGES: tuple[ModuleType, ...] = (assault, memoir44, skirmish)
# The game `umpire check` lints when no --game is given: the one with chart editions.
DEFAULT_CHECK_GAME = assault.GAME.name

for _package in PACKAGES:
    register_game(_package.GAME)
    register_questions(_package.GAME.name, _package.QUESTIONS)
    if _package.PICTURES is not None:
        register_style(_package.GAME.name, _package.PICTURES)


def examples() -> list[str]:
    """Every game's example command lines, for `umpire --help`."""
    return [line for package in PACKAGES for line in package.EXAMPLES]


def answer_schema() -> JsonObject:
    """The JSON Schema of `umpire run --json`: the core envelope with every game's answer
    kinds merged in (each game's definitions must not clash with another's)."""
    schema: JsonObject = json.loads(resources.files("pyengine").joinpath("answer_schema.json").read_text("utf-8"))
    schema["properties"]["game"] = {"enum": list(GAMES), "description": "the scenario's game"}
    kinds = schema["properties"]["answers"]["items"]["oneOf"]
    for package in PACKAGES:
        part = json.loads(resources.files(package).joinpath("answer_schema.json").read_text("utf-8"))
        clash = set(part["$defs"]) & set(schema["$defs"])
        if clash:
            raise ValueError(f"{package.__name__} redefines {sorted(clash)} in the answer schema")
        schema["$defs"].update(part["$defs"])
        kinds += [{"$ref": f"#/$defs/{name}"} for name in part["answers"]]
    schema.pop("$comment", None)
    return schema
