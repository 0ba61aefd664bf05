"""The service's API as an OpenAPI 3.1 document (`GET /api/openapi.json`), built from the same
JSON Schemas the CLI's answers follow (`umpire schema`, pyengine/check_schema.json): their
definitions become the document's components, so the two can never disagree."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from pyengine.games import answer_schema
from pyengine.version import __version__

# Each schema's own definitions are renamed into the shared components with a prefix.
_PREFIX = {"answers": "", "check": "check_"}


def openapi_document(limits: dict[str, Any]) -> dict[str, Any]:
    check = json.loads(resources.files("pyengine").joinpath("check_schema.json").read_text("utf-8"))
    schemas: dict[str, Any] = {}
    roots = {
        name: _components(schema, _PREFIX[name], schemas)
        for name, schema in (("answers", answer_schema()), ("check", check))
    }
    schemas |= {"Answers": roots["answers"], "Check": roots["check"], **_request_schemas(limits), **_step_schemas()}
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Umpire",
            "version": __version__,
            "description": "Rules questions about wargame scenarios, answered with cited traces. "
            "`/api/v1/...` is the same as `/api/...`.",
        },
        "paths": {
            "/api/games": _get("the games: editions, coordinates, question kinds, vocabularies, limits"),
            "/api/examples": _get("the bundled example scenarios, name and text"),
            "/api/openapi.json": _get("this document"),
            "/api/answer": _post("what `umpire run --json` prints", "ScenarioRequest", "application/json", "Answers"),
            "/api/text": _post("what `umpire run` prints", "ScenarioRequest", "text/plain", None),
            "/api/render": _post("what `umpire render` draws", "ScenarioRequest", "image/svg+xml", None),
            "/api/check": _post("what `umpire check --json` prints", "CheckRequest", "application/json", "Check"),
            "/api/import": _post("what `umpire import` prints", "ScenarioRequest", "text/plain", None),
            "/api/step": _post(
                "one step of a game judged (docs/play.md)", "StepRequest", "application/json", "StepReply"
            ),
        },
        "components": {"schemas": schemas},
    }


def _request_schemas(limits: dict[str, Any]) -> dict[str, Any]:
    """What the service's requests and its errors look like."""
    return {
        "ScenarioRequest": {
            "type": "object",
            "required": ["scenario"],
            "properties": {
                "scenario": {"type": "string", "description": "the text of a scenario, never a file name"},
                "questions": {
                    "type": "array",
                    "items": {"type": "string"},
                    "maxItems": limits["questions"],
                    "description": "questions as written after `ask`; none: the scenario's own",
                },
                "name": {"type": "string", "maxLength": 200, "description": "a label for the scenario"},
            },
        },
        "CheckRequest": {
            "type": "object",
            "required": ["game"],
            "properties": {"game": {"type": "string"}, "chart": {"type": "string", "description": "a chart edition"}},
        },
        "Error": {
            "type": "object",
            "required": ["error"],
            "properties": {
                "error": {
                    "type": "object",
                    "required": ["message"],
                    "properties": {
                        **{k: {"type": ["string", "null"]} for k in ("file", "found", "expected", "hint", "json_path")},
                        "line": {"type": "integer"},
                        "column": {"type": "integer"},
                        "message": {"type": "string"},
                        "limit": {"type": "number"},
                    },
                }
            },
        },
    }


def _step_schemas() -> dict[str, Any]:
    """POST /api/step's request and reply (docs/serve.md, docs/play.md)."""
    return {"StepRequest": _step_request(), "StepReply": _step_reply()}


def _step_request() -> dict[str, Any]:
    return {
        "type": "object",
        "required": ["scenario"],
        "properties": {
            "scenario": {"type": "string", "description": "the text of a playable scenario (.scn or .m44)"},
            "name": {"type": "string", "maxLength": 200, "description": "a label for the scenario"},
            "state": {
                "type": "object",
                "properties": {"facts": {"type": "array", "items": {"type": "string"}, "maxItems": 5000}},
                "description": "the position the step is taken in (none: the start)",
            },
            "step": {"type": "object", "description": "a game record's step line: {side, do} | {dice} | {draw}"},
            "options": {"type": "object", "description": "named assumptions switched"},
            "setup": {"type": "object", "description": "victory, hands, first"},
            "draw": {"type": "boolean", "description": "also draw the board after the step (svg)"},
            "as": {"type": "string", "description": "the side a person plays: its hand and choices sent"},
            "choose": {
                "type": "object",
                "required": ["agent", "seed"],
                "properties": {"agent": {"type": "string"}, "seed": {"type": "integer", "minimum": 0}},
                "description": "instead of a step: the agent's step for the side to act, or chance's draw",
            },
        },
    }


def _step_reply() -> dict[str, Any]:
    return {
        "type": "object",
        "required": [
            "api",
            "verdict",
            "claim_checks",
            "text",
            "line",
            "header",
            "sides",
            "state",
            "to_act",
            "winner",
            "summary",
            "not_played",
            "legal",
            "chance",
        ],
        "properties": {
            "api": {"type": "integer"},
            "verdict": {"type": ["object", "null"], "description": "legal, reasons, outcomes, changes, claims"},
            "claim_checks": {"type": "array", "items": {"type": "object"}, "description": "the step's claims"},
            "text": {"type": "string", "description": "the verdict and claims as `umpire replay` words them"},
            "line": {"type": ["object", "null"], "description": "the legal step's game record line"},
            "header": {"type": "object", "description": "the game record's first line"},
            "sides": {"type": "array", "items": {"type": "string"}},
            "state": {"type": "object"},
            "to_act": {"type": "string"},
            "winner": {"type": ["string", "null"]},
            "summary": {"type": "array", "items": {"type": "string"}},
            "not_played": {
                "type": "array",
                "items": {"type": "string"},
                "description": "what the scenario holds that the rules do not act on (docs/play.md)",
            },
            "legal": {"type": "array", "items": {"type": "object"}},
            "chance": {"type": "array", "items": {"type": "object"}},
            "svg": {"type": "string"},
            "hand": {"type": "array", "items": {"type": "string"}, "description": "with `as`: its cards"},
            "choices": {
                "type": "array",
                "items": {"type": "object"},
                "description": "with `as`, its turn: {do, verb, unit?, target?, hex?, card?, odds?}",
            },
        },
    }


def _components(schema: dict[str, Any], prefix: str, into: dict[str, Any]) -> dict[str, Any]:
    """The schema without its own definitions, which move into ``into`` (renamed with the
    prefix), every reference to them pointing at the components."""
    text = json.dumps(schema)
    for name in schema.get("$defs", {}):
        text = text.replace(f'"#/$defs/{name}"', f'"#/components/schemas/{prefix}{name}"')
    moved: dict[str, Any] = json.loads(text)
    into |= {prefix + name: definition for name, definition in moved.pop("$defs", {}).items()}
    for key in ("$schema", "$id"):
        moved.pop(key, None)
    return moved


def _get(summary: str) -> dict[str, Any]:
    return {"get": {"summary": summary, "responses": {"200": {"description": summary}}}}


def _post(summary: str, request: str, media: str, answer: str | None) -> dict[str, Any]:
    body: dict[str, Any] = {"schema": {"$ref": f"#/components/schemas/{answer}"}} if answer else {}
    error = {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}
    return {
        "post": {
            "summary": summary,
            "requestBody": {
                "required": True,
                "content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{request}"}}},
            },
            "responses": {
                "200": {"description": summary, "content": {media: body}},
                "400": {"description": "bad input: the CLI's error object", "content": error},
                "404": {"description": "no such endpoint", "content": error},
                "413": {"description": "a body over the size limit", "content": error},
                "500": {"description": "a bug in Umpire, never a traceback", "content": error},
                "503": {"description": "past the time limit", "content": error},
            },
        }
    }
