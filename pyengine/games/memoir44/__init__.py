"""Memoir '44 (Days of Wonder): its KB files and its questions.

Sources: 004 (rules summary) and memoir44-facts.md. The rules are in kb/memoir44/;
docs/memoir44.md describes them.
"""

from __future__ import annotations

from pyengine.checked_position import Position
from pyengine.game import FileFormat, Game
from pyengine.games.memoir44.actions import UnitActions, solve_actions
from pyengine.games.memoir44.battle import BattleAnswer, BattleQuestion
from pyengine.games.memoir44.los import M44LosAnswer, M44LosQuestion
from pyengine.games.memoir44.orders import OrdersAnswer, OrdersQuestion
from pyengine.games.memoir44.pictures import STYLE
from pyengine.games.memoir44.play.agent import search_agent
from pyengine.games.memoir44.play.codec import codec
from pyengine.games.memoir44.play.rules import play_rules
from pyengine.games.memoir44.play.setup import converted
from pyengine.games.memoir44.retreat import RetreatAnswer, RetreatQuestion
from pyengine.games.memoir44.take_ground import TakeGroundAnswer, TakeGroundQuestion
from pyengine.hex_moves import Moves, MovesAnswer
from pyengine.questions import QuestionKind
from pyengine.side_actions import ActionsAnswer, ActionsQuestion

GAME = Game(
    "memoir44",
    (
        "terrain.lp",
        "terrain_more.lp",
        "classes.lp",
        "cards.lp",
        "assumptions.lp",
        "vocab.lp",
        "messages.lp",
        "words.lp",
        "editor.lp",
    ),
    ("core/cell_flat.lp",),
    {
        "moves": ("core/hex.lp", "core/route.lp", "board.lp", "movement.lp"),
        "los": ("core/hex.lp", "board.lp", "hills.lp", "los.lp"),
        "battle": ("core/hex.lp", "core/distance.lp", "board.lp", "hills.lp", "los.lp", "battle.lp"),
        "actions": (
            "core/hex.lp",
            "core/distance.lp",
            "core/route.lp",
            "board.lp",
            "hills.lp",
            "movement.lp",
            "los.lp",
            "battle.lp",
        ),
        "retreat": ("core/hex.lp", "board.lp", "me.lp", "retreat.lp"),
        "take_ground": ("core/hex.lp", "core/distance.lp", "board.lp", "me.lp", "take_ground.lp"),
        "orders": ("board_format.lp", "card_force.lp", "orders.lp"),
        "turn": ("board.lp", "board_format.lp", "card_force.lp", "play_scope.lp", "turn.lp"),
        "placement": ("placement.lp",),
    },
    default_convention="doubled",
    check_files=("terrain.lp", "terrain_more.lp", "classes.lp", "cards.lp", "check.lp"),
    elevation=False,
    # What a Memoir '44 scenario may write (dsl/scenario.lark's rule names): no cards; roads as
    # paths, a wadi's slopes as hexsides, the night's visibility, what an imported file holds
    # that Umpire does not model, how a game starts (setup lines).
    statements=frozenset(
        {"game", "map", "default", "terrain", "obstacle", "unit", "assume", "side", "ask", "expect"}
        | {"path", "hexside", "visibility", "unread", "title", "face", "objective", "setup", "impassable"}
    ),
    fields=frozenset(["u_name", "u_side", "u_type", "u_at", "u_figures", "u_status"]),
    # The official scenario editor's files (memoir44-expansion-facts.md "Scenario file format"),
    # their set-up kept as setup lines (play/setup.py).
    formats=(FileFormat(".m44", "{", converted),),
    unmodelled_status="unmodelled",
    play=play_rules,
    codec=codec,
    agents={"search": search_agent},
)

QUESTIONS: tuple[QuestionKind[Position], ...] = (
    Moves(),
    M44LosQuestion(),
    BattleQuestion(),
    RetreatQuestion(),
    TakeGroundQuestion(),
    OrdersQuestion(),
    ActionsQuestion(solve_actions),
)

# How its answers are drawn (`umpire render`).
PICTURES = STYLE

# Lines for `umpire --help`.
EXAMPLES = (
    "umpire ask examples/memoir44_river_crossing.scn battle allied_armor",
    "umpire ask examples/memoir44_river_crossing.scn actions axis   every Axis move and battle",
)

# The answer each question kind gives, for typed use: game.ask("battle u1", BattleAnswer).
Actions = ActionsAnswer[UnitActions]
__all__ = [
    "EXAMPLES",
    "GAME",
    "PICTURES",
    "QUESTIONS",
    "Actions",
    "BattleAnswer",
    "M44LosAnswer",
    "MovesAnswer",
    "OrdersAnswer",
    "RetreatAnswer",
    "TakeGroundAnswer",
]
