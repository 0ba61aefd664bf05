"""`POST /api/step`: one step of a game judged in a service worker (docs/serve.md).

The service keeps no game: the client sends the scenario, the position it holds (none for the
start) and the step, in a game record's words (docs/play.md), or asks an agent (or chance) to
choose it from a seed, and gets back the verdict, the step as a record line, the position after
it, who acts next with their legal steps (or chance's outcomes and their odds), and, if asked,
the board drawn as it now stands. For the side a person plays (``as``: the page), it adds that
side's hand and its legal steps with what each points at and its odds. A worker keeps the last
few games it opened (their rules and their verdicts), keyed by the exact scenario text, name,
options and set-up.
"""

from __future__ import annotations

import json
import random
from functools import lru_cache

from pyengine.api import open_game
from pyengine.errors import Pos, UmpireError, unknown_name
from pyengine.json_types import JsonObject
from pyengine.play.game import OpenGame, draw_chance, hidden_from
from pyengine.play.record import ClaimCheck, check_claims, step_line, step_of
from pyengine.play.replay import claim_lines
from pyengine.play.state import GameState
from pyengine.play.steps import CHANCE, Step, Verdict, pointed_at
from pyengine.svg_picture import render

# The most facts a position sent with a request may hold: a standard board's game holds a few
# hundred.
MAX_STATE_FACTS = 5_000
REQUEST = Pos("<request>", json_path="$")


def step_request(body: JsonObject, text: str, name: str) -> JsonObject:
    """The reply to one /api/step request (``text``: the scenario, already checked a string)."""
    options, setup = _object(body, "options"), _object(body, "setup")
    started = _started(text, name, json.dumps(options, sort_keys=True), json.dumps(setup, sort_keys=True))
    game = OpenGame(
        started.rules,
        _state(body.get("state"), started),
        started.scenario,
        started.options,
        started.setup,
        agents=started.agents,
    )
    person = _person(body, game)
    before = game.state
    verdict, checks = _taken(body, game)
    reply: JsonObject = {
        "api": 1,
        "verdict": verdict.to_json() if verdict else None,
        "claim_checks": [c.to_json() for c in checks],
        # The verdict and its claims as `umpire replay` words them (as the person may see them).
        "text": "\n".join(_shown(game, verdict, before, person) + claim_lines(checks)) if verdict else "",
        "line": step_line(verdict) if verdict and verdict.legal else None,
        "header": game.header(),
        "sides": list(game.rules.sides),
        "state": game.state.to_json(),
        "to_act": game.to_act(),
        "winner": game.winner(),
        "summary": game.summary(),
        "not_played": list(game.rules.not_played),
        **_next_steps(game),
    }
    if person is not None:
        reply["hand"] = game.rules.hand(game.state, person)
        reply["choices"] = _choices(game) if game.to_act() == person else []
    if body.get("draw") is True:
        pos = game.rules.position(game.state)
        heading = f"{pos.scenario.title or name}: {'; '.join(game.summary()[:1])}"
        reply["svg"] = (pos.game.draw or render)(pos, [], heading)
    return reply


def _taken(body: JsonObject, game: OpenGame) -> tuple[Verdict | None, list[ClaimCheck]]:
    """The step the request gives (``step``) or asks to be chosen (``choose``), taken, with its
    claims checked; (None, []) when it gives neither."""
    raw, choose = body.get("step"), body.get("choose")
    if raw is not None and choose is not None:
        raise UmpireError(REQUEST.field("choose"), "a request gives a step or asks for one, not both")
    if choose is not None:
        return game.apply(_chosen(choose, game)), []
    if raw is None:
        return None, []
    if not isinstance(raw, dict):
        raise UmpireError(
            REQUEST.field("step"), "a step is an object", expected='{"side": "allies", "do": "pass moves"}'
        )
    recorded = step_of(raw, REQUEST.field("step"))
    verdict = game.apply(game.step(recorded.words, recorded.side, recorded.where))
    return verdict, check_claims(recorded.claims, verdict, game.rules.outcome_names, REQUEST.field("step.claims"))


def _chosen(choose: object, game: OpenGame) -> Step:
    """The step an agent picks for the side to act, or chance draws, from the request's seed
    (the same seed in the same position: the same step)."""
    at = REQUEST.field("choose")
    usage = '{"agent": "search", "seed": 7}'
    if not isinstance(choose, dict) or not isinstance(choose.get("agent"), str):
        raise UmpireError(at, "'choose' names an agent and a seed", found=json.dumps(choose)[:40], expected=usage)
    seed = choose.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
        raise UmpireError(at.field("seed"), "a seed is a whole number from 0", found=json.dumps(seed)[:40])
    side = game.to_act()
    if side == "none":
        raise UmpireError(at, f"the game is over ({game.winner()} won): no side is to act")
    agent = game.agent(choose["agent"], at.field("agent"))
    rng = random.Random(seed)
    return draw_chance(game, rng) if side == CHANCE else agent(game, rng)


def _person(body: JsonObject, game: OpenGame) -> str | None:
    """The side a person plays (``as``): its hand and choices are sent, and ``text`` tells a step
    secret to another side by its verb alone (the position, the verdict and the record line hold
    it whole: the client keeps the game)."""
    side = body.get("as")
    if side is None:
        return None
    if not isinstance(side, str) or side not in game.rules.sides:
        raise unknown_name(REQUEST.field("as"), "side", str(side)[:40], game.rules.sides)
    return side


def _shown(game: OpenGame, verdict: Verdict, before: GameState, person: str | None) -> list[str]:
    """The verdict's lines; for a person, a step secret to another side (a card it drew) as its
    verb alone."""
    if person is not None and verdict.legal and hidden_from(game.rules, before, verdict, person):
        return [f"{verdict.step.side}: {verdict.step.action.verb} ?"]
    return verdict.text_lines()


def _choices(game: OpenGame) -> list[JsonObject]:
    """The legal steps of the person's phase, each with what it points at on the board and in
    the hand (pyengine/play/steps.py) and, where dice follow, its exact odds."""
    out: list[JsonObject] = []
    for verdict in game.legal():
        step = verdict.step
        odds = game.rules.odds(game.state, step)
        out.append(
            {"do": step.words, "verb": step.action.verb, **pointed_at(step.action), **({"odds": odds} if odds else {})}
        )
    return out


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
