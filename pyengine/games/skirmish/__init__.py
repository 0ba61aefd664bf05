"""The skirmish game (source 003): a 1:1 WWII miniatures game on a table measured in
centimetres, with no hexes. Its tables are in kb/skirmish/; docs/skirmish.md describes it."""

from __future__ import annotations

from pyengine.game import Game
from pyengine.games.skirmish.chips import ChipsAnswer, ChipsQuestion
from pyengine.games.skirmish.comms import CommsAnswer, CommsQuestion
from pyengine.games.skirmish.fire import FireAnswer, FireQuestion
from pyengine.games.skirmish.light import LightFireAnswer, LightFireQuestion
from pyengine.games.skirmish.maneuvers import ManeuversAnswer, ManeuversQuestion
from pyengine.games.skirmish.move import MoveAnswer, MoveQuestion
from pyengine.games.skirmish.opening import open_checked
from pyengine.games.skirmish.pictures import draw
from pyengine.games.skirmish.reach import ReachAnswer, ReachQuestion
from pyengine.games.skirmish.rolls import TestAnswer, TestQuestion
from pyengine.games.skirmish.spot import SpotAnswer, SpotQuestion
from pyengine.games.skirmish.support import FlameQuestion, IndirectQuestion, MeleeQuestion, MineQuestion, SupportAnswer
from pyengine.games.skirmish.table import Table
from pyengine.questions import QuestionKind

GAME = Game(
    "skirmish",
    (
        "tables.lp",
        "fire_tables.lp",
        "outcomes.lp",
        "classes.lp",
        "assumptions.lp",
        "vocab.lp",
        "messages.lp",
        "words.lp",
    ),
    (),
    {
        "spot": ("unit.lp", "spotting.lp"),
        "comms": ("unit.lp", "comms.lp"),
        "test": ("unit.lp", "tests.lp"),
        "chips": ("chips.lp",),
        "maneuvers": ("unit.lp", "maneuvers.lp"),
        "move": ("unit.lp", "maneuvers.lp", "tests.lp", "movement.lp"),
        "reach": ("unit.lp", "maneuvers.lp", "tests.lp", "movement.lp"),
        "placement": ("unit.lp", "placement.lp"),
        "fire": ("unit.lp", "tests.lp", "band.lp", "spotting.lp", "fire.lp"),
        "light_fire": ("unit.lp", "band.lp", "spotting.lp", "light.lp"),
        "indirect": ("unit.lp", "tests.lp", "comms.lp", "band.lp", "support.lp"),
        "melee": ("unit.lp", "tests.lp", "band.lp", "support.lp"),
        "flame": ("unit.lp", "band.lp", "support.lp"),
        "mine": ("unit.lp", "tests.lp", "band.lp", "support.lp"),
    },
    default_convention="cm",
    check_files=("tables.lp", "fire_tables.lp", "outcomes.lp", "texts.lp", "check.lp"),
    elevation=False,
    opener=open_checked,
    draw=draw,
    # What a skirmish scenario may write (dsl/scenario.lark's rule names): a table, no hexes.
    statements=frozenset(
        [
            "game",
            "table",
            "visibility",
            "area",
            "feature",
            "building",
            "minefield",
            "unit",
            "card",
            "include",
            "assume",
            "ask",
            "expect",
        ]
    ),
    fields=frozenset(
        [
            "u_name",
            "u_side",
            "u_at",
            "facing",
            "u_experience",
            "u_status",
            "u_card",
            "u_class",
            "u_platoon",
            "u_team",
            "u_rank",
            "u_crew",
            "u_radio",
            "u_hooked",
            "u_carried",
            "c_title",
            "c_tactical",
            "c_weapon",
            "c_armour",
        ]
    ),
)

QUESTIONS: tuple[QuestionKind[Table], ...] = (
    SpotQuestion(),
    CommsQuestion(),
    TestQuestion(),
    ChipsQuestion(),
    ManeuversQuestion(),
    MoveQuestion(),
    ReachQuestion(),
    FireQuestion(),
    LightFireQuestion(),
    IndirectQuestion(),
    MeleeQuestion("assault"),
    MeleeQuestion("overrun"),
    FlameQuestion(),
    MineQuestion(),
)

# The table draws its own pictures (Game.draw), not the hex board's styles.
PICTURES = None

EXAMPLES = (
    "umpire ask examples/skirmish_tutorial.scn spot panzer section1",
    "umpire ask examples/skirmish_ambush.scn fire atgun panzer        the odds of every outcome",
)

# The answer each question kind gives, for typed use: game.ask("spot a b", SpotAnswer).
__all__ = [
    "EXAMPLES",
    "GAME",
    "PICTURES",
    "QUESTIONS",
    "ChipsAnswer",
    "CommsAnswer",
    "FireAnswer",
    "LightFireAnswer",
    "ManeuversAnswer",
    "MoveAnswer",
    "ReachAnswer",
    "SpotAnswer",
    "SupportAnswer",
    "TestAnswer",
]
