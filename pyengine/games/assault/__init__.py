"""Assault (Assault Games' hex system, Sicily 43): its KB files and its questions.

Sources: 000 (terrain chart, rev6), 001 (terrain chart, pt), 002 (ranged-fire aid) and the
rules digest. The rules are in kb/assault/; docs/assault.md describes them.
"""

from __future__ import annotations

from pyengine.checked_position import Position
from pyengine.game import Game, RouteSearch
from pyengine.games.assault.actions import UnitActions, solve_actions
from pyengine.games.assault.close_combat import CloseCombatAnswer, CloseCombatQuestion
from pyengine.games.assault.dice import FireDiceAnswer, FireDiceQuestion
from pyengine.games.assault.fire import SpotAnswer, SpotQuestion, TargetsAnswer, TargetsQuestion
from pyengine.games.assault.los import LosAnswer, LosQuestion
from pyengine.games.assault.move_verdict import search
from pyengine.games.assault.path import PathAnswer, PathQuestion
from pyengine.games.assault.pictures import STYLE
from pyengine.games.assault.play.agent import greedy_agent
from pyengine.games.assault.play.codec import codec
from pyengine.games.assault.play.rules import play_rules
from pyengine.games.assault.resolve import ResolveAnswer, ResolveQuestion
from pyengine.games.assault.scout import ScoutAnswer, ScoutQuestion
from pyengine.hex_moves import Moves, MovesAnswer
from pyengine.questions import QuestionKind
from pyengine.side_actions import ActionsAnswer, ActionsQuestion

# The rules every fire question grounds: sight, activation, the arc, a turretless vehicle's
# move & fire pivot (the turning and allowance rules moves share) and spotting.
FIRE = ("los.lp", "core/facing.lp", "activation.lp", "turning.lp", "allowance.lp", "fire.lp")
# The rules `moves` and `path` ground.
MOVES = (
    "core/hex.lp",
    "core/distance.lp",
    "step.lp",
    "turning.lp",
    "allowance.lp",
    "state.lp",
    "activation.lp",
    "movement.lp",
)
# What an Assault scenario may write (dsl/scenario.lark's rule names).
STATEMENTS = frozenset(
    [
        "game",
        "map",
        "default",
        "terrain",
        "elevation",
        "path",
        "hexside",
        "marker",
        "fortification",
        "obstacle",
        "unit",
        "card",
        "include",
        "override",
        "assume",
        "effect",
        "objective",
        "setup",
        "ask",
        "expect",
    ]
)
CARD_FIELDS = "c_title c_movement c_mp c_arc c_attack c_defense c_ability c_strength c_transport"
FIELDS = frozenset(f"u_name u_side u_type u_at facing u_experience u_status u_strength u_card {CARD_FIELDS}".split())

GAME = Game(
    "assault",
    (
        "vocab.lp",
        "assumptions.lp",
        "chart.lp",
        "spotting.lp",
        "fire_mods.lp",
        "prescribes.lp",
        "messages.lp",
        "words.lp",
    ),
    ("core/cell.lp", "terrain.lp"),
    {
        "moves": MOVES,
        "path": MOVES,
        "actions": (
            "core/hex.lp",
            "core/distance.lp",
            "step.lp",
            "state.lp",
            "movement.lp",
            "other_actions.lp",
            "core/pool.lp",
            *FIRE,
        ),
        "los": ("los.lp",),
        "spot": FIRE,
        "targets": FIRE,
        "fire": (*FIRE, "core/pool.lp", "fire_dice.lp"),
        "resolve": (*FIRE, "core/pool.lp", "fire_dice.lp", "resolve.lp"),
        "close_combat": ("core/facing.lp", "activation.lp", "core/pool.lp", "close_combat.lp"),
        "scout": ("scout.lp",),
        "placement": ("placement.lp",),
        # Play (pyengine/games/assault/play/): the turn's steps, judged on the questions' evidence.
        "turn": ("turn.lp",),
    },
    {"rev6": "chart_rev6.lp", "pt": "chart_pt.lp"},
    check_files=(
        "wording.lp",
        "vocab.lp",
        "chart.lp",
        "chart_rev6.lp",
        "chart_pt.lp",
        "spotting.lp",
        "fire_mods.lp",
        "prescribes.lp",
        "texts.lp",
        "check.lp",
    ),
    # The chart schema documented in kb/assault/chart_rev6.lp (docs/assault.md, "Checking charts").
    chart_schema={
        "edition_doc": 2,
        "row": 6,
        "terrain_row": 14,
        "fort_row": 18,
        "cell_note": 5,
        "footnote": 5,
        "row_defect": 4,
        "row_kind": 2,
    },
    statements=STATEMENTS,
    fields=FIELDS,
    # Moves, paths and whole-side actions share one search over the KB's step tables;
    # search.lp is the same search in ASP, the reference the tests compare it with.
    search=RouteSearch(frozenset({"moves", "path", "actions"}), ("search.lp", "core/route.lp"), search),
    play=play_rules,
    codec=codec,
    # The turn's rules read the questions' conclusions, never a hex's terrain.
    bare_tasks=frozenset({"turn"}),
    # Its own greedy agent (best expected damage by the exact pools) in place of the core's.
    agents={"greedy": greedy_agent},
)

QUESTIONS: tuple[QuestionKind[Position], ...] = (
    Moves(),
    PathQuestion(),
    LosQuestion(),
    SpotQuestion(),
    TargetsQuestion(),
    FireDiceQuestion(),
    ResolveQuestion(),
    CloseCombatQuestion(),
    ScoutQuestion(),
    ActionsQuestion(solve_actions),
)

# How its answers are drawn (`umpire render`).
PICTURES = STYLE

# Lines for `umpire --help`.
EXAMPLES = (
    "umpire run examples/assault_tutorial.scn          answer every 'ask' in the file",
    "umpire run examples/assault_tutorial.scn --json   the same as JSON (umpire schema)",
    "umpire ask examples/assault_tutorial.scn moves us_rifles",
    "umpire ask examples/assault_tutorial.scn moves us_rifles as fast",
    "umpire ask examples/assault_tutorial.scn actions allies   every Allied move, close combat and shot",
)

# The answer each question kind gives, for typed use: game.ask("battle u1", BattleAnswer).
Actions = ActionsAnswer[UnitActions]
__all__ = [
    "EXAMPLES",
    "GAME",
    "PICTURES",
    "QUESTIONS",
    "Actions",
    "CloseCombatAnswer",
    "FireDiceAnswer",
    "LosAnswer",
    "MovesAnswer",
    "PathAnswer",
    "ResolveAnswer",
    "ScoutAnswer",
    "SpotAnswer",
    "TargetsAnswer",
]
