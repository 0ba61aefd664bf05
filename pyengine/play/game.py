"""Playing a game: the typed API over a game's play rules (pyengine.play.rules.PlayRules).

    from pyengine import open_game
    game = open_game("my_scenario.scn")     # pyengine/api.py
    game.to_act()                      # "chance": the hands are dealt first
    game.chance_outcomes()             # [(Step("chance", Draw("attack_center")), Fraction(4, 40)), ...]
    game.apply("draw attack_center")   # a Verdict: legal, its outcomes and changes, each cited
    game.legal()                       # the verdicts of every legal step for the side to act
    game.node()                        # the position read once: phase, to_act, winner, verdicts
    game.view("allies")                # what the Allies may see: never the Axis hand or the deck

The core keeps the state and the history; the game's KB judges each step and derives what it
changes; nothing here decides a rule.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from math import lcm
from typing import Any

from pyengine.errors import Pos, UmpireError, unknown_name
from pyengine.json_types import JsonObject
from pyengine.play.node import Node
from pyengine.play.rules import PlayRules
from pyengine.play.state import GameState
from pyengine.play.steps import CHANCE, Step, Verdict

# A game is bounded: a driver stops after this many steps (a game of Memoir '44 takes a few
# hundred).
MAX_STEPS = 5000


@dataclass
class OpenGame:
    """A game in play: its rules, the current state and the verdicts so far."""

    rules: PlayRules
    state: GameState
    scenario: str
    options: dict[str, bool] = field(default_factory=dict)
    setup: JsonObject = field(default_factory=dict)
    history: list[Verdict] = field(default_factory=list)
    # The game's own agents, beside the core's AGENTS (pyengine.game.Game.agents).
    agents: dict[str, Agent] = field(default_factory=dict)

    def node(self) -> Node[Any]:
        """The position now, read once by the rules (pyengine/play/node.py)."""
        return self.rules.node(self.state)

    def to_act(self) -> str:
        """The side the game waits for: a side, "chance", or "none" once it is over."""
        return self.node().to_act

    def winner(self) -> str | None:
        return self.node().winner

    def options_now(self) -> list[Verdict]:
        """Every step offered now, legal or not, each with its verdict."""
        return list(self.node().verdicts)

    def legal(self) -> list[Verdict]:
        return list(self.node().legal)

    def step(self, words: str, side: str | None = None, where: Pos | None = None) -> Step:
        """A step read from its words, for ``side`` (the side to act if not given)."""
        at = where or Pos("<step>")
        acting = side or self.to_act()
        if acting == "none":
            raise UmpireError(at, f"the game is over ({self.winner()} won): no side is to act", found=words)
        return self.rules.read_step(self.state, acting, words, at)

    def check(self, step: Step | str) -> Verdict:
        """The verdict on a step, without taking it."""
        return self.node().verdict(self.step(step) if isinstance(step, str) else step)

    def apply(self, step: Step | str) -> Verdict:
        """Take a step: a legal one changes the state as its verdict says; an illegal one
        changes nothing. Either way the verdict is returned and kept in the history."""
        verdict = self.check(step)
        if verdict.legal:
            self.state = verdict.after(self.state)
        self.history.append(verdict)
        return verdict

    def chance_outcomes(self) -> list[tuple[Step, Fraction]]:
        """At a chance step, each outcome with its exact probability (they sum to 1)."""
        return list(self.node().chances)

    def view(self, side: str) -> GameState:
        return self.rules.view(self.state, side)

    def summary(self) -> list[str]:
        return self.rules.summary(self.state)

    def agent(self, name: str, where: Pos | None = None) -> Agent:
        """An agent by name: the core's (random, greedy) or the game's own
        (pyengine.game.Game.agents); UmpireError (at ``where``), with the names it has, for another."""
        found = {**AGENTS, **self.agents}
        if name not in found:
            raise unknown_name(where or Pos("<agent>"), "agent", name, tuple(sorted(found)))
        return found[name]

    def header(self) -> JsonObject:
        """The first line of this game's record (docs/play.md)."""
        return {
            "umpire": "game",
            "version": 1,
            "scenario": self.scenario,
            "options": dict(self.options),
            "setup": self.setup,
            **({"not_played": list(self.rules.not_played)} if self.rules.not_played else {}),
        }


def hidden_from(rules: PlayRules, before: GameState, verdict: Verdict, side: str) -> bool:
    """Whether a legal step taken in ``before`` is secret to another side than ``side`` (a card
    drawn into the other hand): ``side`` is told its verb alone."""
    return rules.secret_of(before, verdict) not in (None, side)


# ---- Driving a game: agents and chance -----------------------------------------------------

Agent = Callable[[OpenGame, random.Random], Step]


def draw_chance(game: OpenGame, rng: random.Random) -> Step:
    """One chance outcome, drawn with its exact probability (an integer draw over the
    outcomes' common denominator); UmpireError where the rules know no odds for it (an
    Assault roll with no die-face table): such a step is given in words, not drawn."""
    outcomes = game.chance_outcomes()
    if not outcomes:
        raise UmpireError(
            Pos("<play>"),
            f"no odds are known for this chance step (phase {game.node().phase}), so it cannot be drawn",
            expected="its odds (see what the game does not play), or a person to type it (umpire play --as SIDE)",
        )
    denominator = lcm(*(p.denominator for _, p in outcomes))
    pick = rng.randrange(denominator)
    for step, p in outcomes:
        pick -= int(p * denominator)
        if pick < 0:
            return step
    raise AssertionError("chance outcomes sum to 1")


def random_agent(game: OpenGame, rng: random.Random) -> Step:
    """Any legal step, uniformly."""
    return rng.choice(game.legal()).step


def greedy_agent(game: OpenGame, rng: random.Random) -> Step:
    """The legal step with the best expected score for the side to act (the game's measure:
    in Memoir '44, medals over the enemy's), the chance that follows a step weighed by its
    exact probabilities; ties are broken at random."""
    side = game.to_act()
    best: list[Step] = []
    top: Fraction | None = None
    for verdict in game.legal():
        value = expected_score(game.rules, verdict.after(game.state), side)
        if top is None or value > top:
            top, best = value, [verdict.step]
        elif value == top:
            best.append(verdict.step)
    return rng.choice(best)


def expected_score(rules: PlayRules, state: GameState, side: str) -> Fraction:
    """The score of ``state`` for ``side``, or, when chance acts next, its expectation over
    the chance outcomes (each judged by the KB)."""
    if rules.node(state).to_act != CHANCE:
        return rules.score(state, side)
    return over_chance(rules, state, lambda v: rules.score(v.after(state), side))


def over_chance(rules: PlayRules, state: GameState, value: Callable[[Verdict], Fraction]) -> Fraction:
    """The expectation of ``value`` over the chance outcomes at ``state`` (a chance node), each
    outcome's verdict weighed by its exact probability."""
    node = rules.node(state)
    return sum((p * value(v) for (_, p), v in zip(node.chances, node.verdicts, strict=True)), Fraction(0))


AGENTS: dict[str, Agent] = {"random": random_agent, "greedy": greedy_agent}


def self_play(
    game: OpenGame,
    seed: int,
    agents: dict[str, Agent],
    max_steps: int = MAX_STEPS,
    after_step: Callable[[OpenGame], None] | None = None,
) -> list[Verdict]:
    """Play to the end (or ``max_steps``): each side's agent picks its steps, chance draws its
    outcomes, all from one seeded generator; ``after_step`` is told of each (a progress line).
    Returns the verdicts, every one legal."""
    rng = random.Random(seed)
    for _ in range(max_steps):
        side = game.to_act()
        if side == "none":
            break
        step = draw_chance(game, rng) if side == CHANCE else agents[side](game, rng)
        verdict = game.apply(step)
        if not verdict.legal:
            raise AssertionError(f"an agent's step was refused: {verdict.text_lines()}")
        if after_step is not None:
            after_step(game)
    return game.history
