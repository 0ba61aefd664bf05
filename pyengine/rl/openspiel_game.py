"""Umpire's games as OpenSpiel games: ``umpire_<game>`` for each playable game, registered
when pyengine.rl is imported.

    import pyspiel, pyengine.rl
    game = pyspiel.load_game("umpire_<game>", {"scenario": "my_board.scn"})

Parameters: ``scenario`` (the path of a scenario or .m44 file), ``victory`` (the medals each
side needs; 0 keeps the file's), ``max_steps`` (a game longer than this ends drawn). Chance
nodes carry the rules' exact probabilities; each side's observation and information state come
from its view (PlayRules.view), so no hidden card reaches it; a step's number is the game's
codec's (pyengine/play/codec.py) and its string is the step's words. A state's string is JSON
of the actions taken (state_strings.py: never a pickle, and read back by replaying them through
the rules); ``record_lines`` gives the game as a record that ``umpire replay`` checks.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np
import pyspiel

from pyengine.api import open_game
from pyengine.errors import UmpireError
from pyengine.game import GAMES
from pyengine.json_types import JsonObject
from pyengine.play.codec import ActionCodec
from pyengine.play.game import OpenGame
from pyengine.play.rules import PlayRules
from pyengine.play.state import GameState
from pyengine.play.steps import CHANCE, Step
from pyengine.rl.parameters import PARAMETERS, checked_parameters
from pyengine.rl.state_strings import read_state, state_string


def game_type(name: str, players: int = 2) -> pyspiel.GameType:
    return pyspiel.GameType(
        short_name=f"umpire_{name}",
        long_name=f"Umpire: {name}, every step judged by its rules knowledge base",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=players,
        min_num_players=players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=dict(PARAMETERS),
        default_loadable=False,
    )


class UmpireGame(pyspiel.Game):  # type: ignore[misc]  # pyspiel is untyped: Any
    """One scenario's game: its play rules, its codec and its players (the sides, sorted)."""

    NAME = ""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        given = checked_parameters(f"umpire_{self.NAME}", params)
        self.max_steps = given.max_steps
        self.opened, self.codec = _opened(self.NAME, given.scenario, given.victory)
        self.rules: PlayRules = self.opened.rules
        self.players: tuple[str, ...] = self.rules.sides
        # What the scenario holds that the rules do not act on (docs/play.md "Not played yet").
        self.not_played: tuple[str, ...] = self.rules.not_played
        info = pyspiel.GameInfo(
            num_distinct_actions=self.codec.num_actions,
            max_chance_outcomes=self.codec.max_chance_outcomes,
            num_players=len(self.players),
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=self.max_steps,
        )
        super().__init__(game_type(self.NAME, len(self.players)), info, given.as_dict())

    def new_initial_state(self) -> UmpireState:
        return UmpireState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> UmpireObserver:
        if params:
            raise ValueError(f"umpire_{self.NAME} observers take no parameters; given {params}")
        perfect_recall = bool(iig_obs_type and iig_obs_type.perfect_recall)
        return UmpireObserver(self, perfect_recall)

    def deserialize_state(self, text: str) -> UmpireState:
        """A state from its string (state_strings.py): the actions replayed, each checked."""
        found: UmpireState = read_state(self, text)
        return found

    def legal_table(self, state: GameState) -> dict[int, Step]:
        """The number of each legal step of the side to act (kept by the state's node)."""
        return self.rules.node(state).kept("legal_table", lambda: self._numbered(state))

    def _numbered(self, state: GameState) -> dict[int, Step]:
        legal = [v.step for v in self.rules.node(state).legal]
        found = {self.codec.encode(state, s): s for s in legal}
        assert len(found) == len(legal), "two legal steps share a number"
        return found

    def chance_table(self, state: GameState) -> dict[int, tuple[Step, Fraction]]:
        """At a chance node, each outcome's number, step and exact odds (kept by the node: a
        hazard's odds take a KB call, asked once, not for each question OpenSpiel puts)."""
        return self.rules.node(state).kept(
            "chance_table", lambda: {n: (step, p) for n, step, p in self.codec.chance_outcomes(state)}
        )


@lru_cache(maxsize=16)
def _opened(name: str, scenario: str, victory: int) -> tuple[OpenGame, ActionCodec]:
    """A scenario's game at its start and its codec, opened once per process: OpenSpiel loads
    the game again to deserialise each state, and the rules keep what they judged."""
    # The parameter is a file's path, whatever it holds (never scenario text), and a record
    # names its scenario from its own folder: by the file's name, to be saved beside it.
    try:
        opened = open_game(Path(scenario), name=Path(scenario).name)
        if victory > 0:
            setup: JsonObject = {"victory": dict.fromkeys(opened.rules.sides, victory)}
            opened = open_game(Path(scenario), setup=setup, name=Path(scenario).name)
    except UmpireError as err:
        # What the file holds stays out of the message: a game string may name any file.
        raise ValueError(f"umpire_{name}: {err.pos}: {err.message}") from None
    make_codec = GAMES[name].codec
    assert make_codec is not None, f"{name} has a codec (register() names only those)"
    return opened, make_codec(opened.rules)


class UmpireState(pyspiel.State):  # type: ignore[misc]  # pyspiel is untyped: Any
    """A position in play, and the steps that led to it with the side each was shown to alone
    (empty when every side saw it)."""

    def __init__(self, game: UmpireGame) -> None:
        super().__init__(game)
        self.facts: GameState = game.rules.start()
        self.record: list[tuple[str, str, str]] = []

    def _game(self) -> UmpireGame:
        found: UmpireGame = self.get_game()
        return found

    def side_to_act(self) -> str:
        """The side the rules wait for, "chance", or "none" once over (or past max_steps)."""
        game = self._game()
        return "none" if len(self.record) >= game.max_steps else game.rules.node(self.facts).to_act

    def current_player(self) -> int:
        side = self.side_to_act()
        if side == "none":
            return int(pyspiel.PlayerId.TERMINAL)
        if side == CHANCE:
            return int(pyspiel.PlayerId.CHANCE)
        return self._game().players.index(side)

    def is_terminal(self) -> bool:
        return self.side_to_act() == "none"

    def _legal_actions(self, player: int) -> list[int]:
        return sorted(self._game().legal_table(self.facts))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return sorted((n, float(p)) for n, (_, p) in self._game().chance_table(self.facts).items())

    def _apply_action(self, action: int) -> None:
        game = self._game()
        if self.is_terminal():
            raise ValueError(f"action {action}: the game is over after {len(self.record)} steps")
        step = self._step(action, self.is_chance_node())
        if step is None:
            raise ValueError(f"action {action} is not legal here ({self.side_to_act()} to act)")
        verdict = game.rules.node(self.facts).verdict(step)
        if not verdict.legal:  # a chance outcome the rules refuse: a fault of the rules, told
            raise ValueError("\n".join(verdict.text_lines(changes=False)))
        secret = game.rules.secret_of(self.facts, verdict)
        self.facts = verdict.after(self.facts)
        self.record.append((step.side, step.words, secret or ""))

    def _step(self, action: int, chance: bool) -> Step | None:
        """The step a number names here: a chance outcome, or a legal step of the side to act."""
        game = self._game()
        if chance:
            return game.chance_table(self.facts).get(action, (None, None))[0]
        return game.legal_table(self.facts).get(action)

    def _action_to_string(self, player: int, action: int) -> str:
        chance = player == int(pyspiel.PlayerId.CHANCE)
        step = self._step(action, chance) or (None if chance else self._game().codec.decode(self.facts, action))
        return step.words if step is not None else f"action {action} (names no step here)"

    def returns(self) -> list[float]:
        game = self._game()
        winner = game.rules.node(self.facts).winner
        # No winner yet, or none at all: a drawn game (an Assault draw names no side).
        if winner not in game.players:
            return [0.0] * len(game.players)
        return [1.0 if side == winner else -1.0 for side in game.players]

    def serialize(self) -> str:
        """The state's string: the actions taken, as JSON (state_strings.py), never a pickle."""
        return state_string(self)

    def __str__(self) -> str:
        return "\n".join([f"after {len(self.record)} steps:", *sorted(self.facts.facts)])

    # ---- imperfect information --------------------------------------------------------------
    def seen_by(self, side: str) -> list[str]:
        """The steps so far as ``side`` saw them: another side's secret shows as its verb."""
        return [
            f"{who}: {words if secret in ('', side) else words.split()[0] + ' ?'}" for who, words, secret in self.record
        ]

    def resample_from_infostate(self, player: int, sampler: Callable[[], float] | Any = None) -> UmpireState:
        """A state ``player`` cannot tell from this one: the cards it has not seen dealt again
        (the other hand, a Recon draw it was not shown, the deck)."""
        game = self._game()
        seed = int(sampler() * 2**32) if callable(sampler) else random.getrandbits(32)
        other: UmpireState = self.clone()
        other.facts = game.codec.redeal(self.facts, game.players[player], random.Random(seed))
        return other

    # ---- the game record --------------------------------------------------------------------
    def record_lines(self) -> list[str]:
        """The game so far as an Umpire game record (docs/play.md): ``umpire replay`` checks
        it step by step."""
        game = self._game()
        steps = [json.dumps({"side": side, "do": words}) for side, words, _ in self.record]
        return [json.dumps(game.opened.header()), *steps]


class UmpireObserver:
    """A side's observation (its view as numbers, and as text) or, with perfect recall, its
    information state (its view and every step as it saw them)."""

    def __init__(self, game: UmpireGame, perfect_recall: bool) -> None:
        self.game = game
        self.perfect_recall = perfect_recall
        size = 0 if perfect_recall else game.codec.observation_size
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: UmpireState, player: int) -> None:
        if self.perfect_recall:
            return
        side = self.game.players[player]
        self.tensor[:] = self.game.codec.observe(self.game.rules.view(state.facts, side), side)

    def string_from(self, state: UmpireState, player: int) -> str:
        side = self.game.players[player]
        view = " ".join(sorted(self.game.rules.view(state.facts, side).facts))
        if not self.perfect_recall:
            return f"{side} sees: {view}"
        return "\n".join([f"{side} sees: {view}", *state.seen_by(side)])


def register() -> list[str]:
    """Register ``umpire_<game>`` for every game with a codec; returns their names."""
    names = []
    for name, game in sorted(GAMES.items()):
        if game.play is None or game.codec is None:
            continue
        cls = type(f"Umpire_{name}_Game", (UmpireGame,), {"NAME": name})
        short = f"umpire_{name}"
        if short not in pyspiel.registered_names():
            pyspiel.register_game(game_type(name), cls)
        names.append(short)
    return names
