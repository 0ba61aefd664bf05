"""Umpire's games as PettingZoo and Gymnasium environments, over the OpenSpiel game.

    from pyengine.rl.envs import pettingzoo_env, UmpireEnv
    env = pettingzoo_env("my_board.scn")         # AEC, every side an agent (Shimmy)
    env = UmpireEnv("my_board.scn", opponent="greedy")   # one side against a fixed agent

Both mask every action the rules refuse (``info["action_mask"]``) and draw chance from the
generator ``reset(seed=...)`` seeds, with the rules' exact probabilities.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import gymnasium
import numpy as np
import pyspiel
from shimmy.openspiel_compatibility import OpenSpielCompatibilityV0

from pyengine.api import open_scenario
from pyengine.play.game import MAX_STEPS, OpenGame
from pyengine.rl.openspiel_game import UmpireGame, UmpireState


def openspiel_name(scenario: str | Path) -> str:
    """The OpenSpiel name of a scenario's game ("umpire_" and the game's name)."""
    return f"umpire_{open_scenario(scenario).game}"


def load(scenario: str | Path, victory: int = 0, max_steps: int = MAX_STEPS) -> UmpireGame:
    """A scenario's OpenSpiel game (pyengine.rl must be imported: it registers the games)."""
    game: UmpireGame = pyspiel.load_game(openspiel_name(scenario), _config(scenario, victory, max_steps))
    return game


def _config(scenario: str | Path, victory: int, max_steps: int) -> dict[str, Any]:
    return {"scenario": str(scenario), "victory": victory, "max_steps": max_steps}


class UmpireAEC(OpenSpielCompatibilityV0):  # type: ignore[misc]  # Shimmy is untyped: Any
    """Shimmy's OpenSpiel wrapper, its spaces made once: Shimmy makes new ones at every step,
    which drops the seed an agent gave its action space (PettingZoo's seed_test fails on any
    OpenSpiel game with a choice). An Umpire game's spaces never change."""

    def _update_action_spaces(self) -> None:
        if not self.action_spaces:
            super()._update_action_spaces()

    def _update_observation_spaces(self) -> None:
        if not self.observation_spaces:
            super()._update_observation_spaces()


def pettingzoo_env(
    scenario: str | Path, victory: int = 0, max_steps: int = MAX_STEPS, render_mode: str | None = None
) -> UmpireAEC:
    """A PettingZoo AEC environment: agents ``player_0``, ``player_1`` are the sides in
    alphabetical order; chance is drawn from the generator ``reset(seed=...)`` seeds."""
    return UmpireAEC(
        game_name=openspiel_name(scenario), config=_config(scenario, victory, max_steps), render_mode=render_mode
    )


def action_number(action: object, count: int) -> int:
    """An action as its number: an integer (Python's or numpy's, or a 0-d integer array) from 0
    to count - 1; a float, a bool or anything else raises ValueError."""
    if isinstance(action, np.ndarray) and action.shape == () and np.issubdtype(action.dtype, np.integer):
        action = action.item()
    if isinstance(action, bool) or not isinstance(action, int | np.integer):
        raise ValueError(f"an action is an integer from 0 to {count - 1}; given {type(action).__name__} {action!r:.40}")
    if not 0 <= int(action) < count:
        raise ValueError(f"an action is an integer from 0 to {count - 1}; given {int(action)}")
    return int(action)


class UmpireEnv(gymnasium.Env[np.ndarray, np.int64]):
    """One side against a fixed opponent by name: "random", "greedy" (pyengine.play.AGENTS) or
    the game's own ("search" in Memoir '44). The
    reward is 1 for a win, -1 for a loss, at the end; a game past ``max_steps`` is truncated.
    A refused action changes nothing: ``info["refused"]`` says why, as the rules word it."""

    metadata = {"render_modes": ["ansi"]}  # noqa: RUF012  (gymnasium.Env declares it so)

    def __init__(
        self,
        scenario: str | Path,
        side: str | None = None,
        opponent: str = "random",
        victory: int = 0,
        max_steps: int = MAX_STEPS,
        render_mode: str | None = None,
    ) -> None:
        self.game = load(scenario, victory, max_steps)
        self.side = side or self.game.players[0]
        if self.side not in self.game.players:
            raise ValueError(f"no side {self.side!r}: the sides are {', '.join(self.game.players)}")
        self.opponent = self.game.opened.agent(opponent)
        self.player = self.game.players.index(self.side)
        self.render_mode = render_mode
        size = self.game.codec.observation_size
        self.observation_space = gymnasium.spaces.Box(0.0, np.inf, (size,), np.float32)
        self.action_space = gymnasium.spaces.Discrete(self.game.codec.num_actions)
        self.state: UmpireState = self.game.new_initial_state()

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        self.state = self.game.new_initial_state()
        self._others()
        return self._observation(), self._info()

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        number = action_number(action, self.game.codec.num_actions)
        if number not in self.state.legal_actions(self.player):
            return self._observation(), 0.0, False, False, {**self._info(), "refused": self._why_not(number)}
        self.state.apply_action(number)
        self._others()
        over = self.state.is_terminal()
        won = self.game.rules.node(self.state.facts).winner is not None
        reward = self.state.returns()[self.player] if over else 0.0
        return self._observation(), reward, over and won, over and not won, self._info()

    def render(self) -> str:
        return str(self.state)

    def _others(self) -> None:
        """Chance and the opponent act until this side is to act or the game is over."""
        while not self.state.is_terminal() and self.state.current_player() != self.player:
            if self.state.is_chance_node():
                numbers, odds = zip(*self.state.chance_outcomes(), strict=True)
                self.state.apply_action(int(self.np_random.choice(numbers, p=odds)))
                continue
            game = OpenGame(self.game.rules, self.state.facts, self.game.opened.scenario)
            step = self.opponent(game, random.Random(int(self.np_random.integers(2**32))))
            self.state.apply_action(self.game.codec.encode(self.state.facts, step))

    def _observation(self) -> np.ndarray:
        if self.state.is_terminal():
            return np.zeros(self.game.codec.observation_size, np.float32)
        return np.asarray(self.state.observation_tensor(self.player), np.float32)

    def _info(self) -> dict[str, Any]:
        mask = np.zeros(self.game.codec.num_actions, np.int8)
        if not self.state.is_terminal():
            mask[self.state.legal_actions(self.player)] = 1
        return {"action_mask": mask, "side": self.side}

    def _why_not(self, number: int) -> list[str]:
        """A refused action's reasons: the rules' own for a step they judge, or what the number
        names here."""
        if self.state.is_terminal():
            return ["the game is over"]
        step = self.game.codec.decode(self.state.facts, number)
        if step is None:
            return [f"action {number} names no step in this phase"]
        verdict = self.game.rules.node(self.state.facts).verdict(step)
        return [c.what for c in verdict.reasons] or [f"{step.words}: not offered here"]
