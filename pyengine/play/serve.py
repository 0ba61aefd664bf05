"""`POST /api/step`: one step of a game judged in a service worker (docs/serve.md).

The service keeps no game: the client sends the scenario, the position it holds (none for the
start) and the step, in a game record's words (docs/play.md), and gets back the verdict, the
position after it, who acts next with their legal steps (or chance's outcomes and their odds),
and, if asked, the board drawn as it now stands. A worker keeps the last few games it opened
(their rules and their verdicts), keyed by the exact scenario text, name, options and set-up.
"""

from __future__ import annotations

import json
from functools import lru_cache

from pyengine.api import open_game
from pyengine.errors import Pos, UmpireError
from pyengine.json_types import JsonObject
from pyengine.play.game import OpenGame
from pyengine.play.record import check_claims, step_line, step_of
from pyengine.play.replay import claim_lines
from pyengine.play.state import GameState
from pyengine.play.steps import CHANCE
from pyengine.svg_picture import render

# The most facts a position sent with a request may hold: a standard board's game holds a few
# hundred.
MAX_STATE_FACTS = 5_000
REQUEST = Pos("<request>", json_path="$")


def step_request(body: JsonObject, text: str, name: str) -> JsonObject:
    """The reply to one /api/step request (``text``: the scenario, already checked a string)."""
    options, setup = _object(body, "options"), _object(body, "setup")
    game = _started(text, name, json.dumps(options, sort_keys=True), json.dumps(setup, sort_keys=True))
    game = OpenGame(game.rules, _state(body.get("state"), game), game.scenario, game.options, game.setup)
    verdict, checks = None, []
    raw = body.get("step")
    if raw is not None:
        if not isinstance(raw, dict):
            raise UmpireError(
                REQUEST.field("step"), "a step is an object", expected='{"side": "allies", "do": "pass moves"}'
            )
        recorded = step_of(raw, REQUEST.field("step"))
        verdict = game.apply(game.step(recorded.words, recorded.side, recorded.where))
        checks = check_claims(recorded.claims, verdict, game.rules.outcome_names, REQUEST.field("step.claims"))
    reply: JsonObject = {
        "api": 1,
        "verdict": verdict.to_json() if verdict else None,
        "claim_checks": [c.to_json() for c in checks],
        # The verdict and its claims as `umpire replay` words them.
        "text": "\n".join([*verdict.text_lines(), *claim_lines(checks)]) if verdict else "",
        "state": game.state.to_json(),
        "to_act": game.to_act(),
        "winner": game.winner(),
        "summary": game.summary(),
        "not_played": list(game.rules.not_played),
        **_next_steps(game),
    }
    if body.get("draw") is True:
        pos = game.rules.position(game.state)
        heading = f"{pos.scenario.title or name}: {'; '.join(game.summary()[:1])}"
        reply["svg"] = (pos.game.draw or render)(pos, [], heading)
    return reply


def _next_steps(game: OpenGame) -> JsonObject:
    """The legal steps of the side to act, as record lines; at a chance step, the outcomes
    with their exact odds."""
    if game.to_act() == CHANCE:
        outcomes = game.chance_outcomes()
        verdicts = list(game.node().verdicts)
        chances = [{"step": step_line(v, False), "p": str(p)} for v, (_, p) in zip(verdicts, outcomes, strict=True)]
        return {"legal": [], "chance": chances}
    return {"legal": [step_line(v, False) for v in game.legal()], "chance": []}


@lru_cache(maxsize=4)
def _started(text: str, name: str, options: str, setup: str) -> OpenGame:
    """A game opened at its start (kept with its rules' caches while among the last four)."""
    return open_game(text, options=json.loads(options), setup=json.loads(setup), name=name, where=REQUEST)


def _state(raw: object, game: OpenGame) -> GameState:
    if raw is None:
        return game.state
    if isinstance(raw, dict) and isinstance(raw.get("facts"), list) and len(raw["facts"]) > MAX_STATE_FACTS:
        raise UmpireError(REQUEST.field("state.facts"), f"a position holds at most {MAX_STATE_FACTS} facts")
    return GameState.from_json(raw, REQUEST.field("state"), game.rules)


def _object(body: JsonObject, key: str) -> JsonObject:
    value = body.get(key, {})
    if not isinstance(value, dict):
        raise UmpireError(REQUEST.field(key), f"'{key}' is an object", found=json.dumps(value)[:40], expected="{...}")
    return value
