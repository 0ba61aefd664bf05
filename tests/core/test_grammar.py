"""Every grammar construct parses into the typed model (dsl/scenario.lark)."""

from pyengine.scenario_model import Dice
from pyengine.scenario_parser import parse_dice, parse_text

ALL_CONSTRUCTS = """
game assault edition rev6   # comment after a statement
map 8 x 6 coords offset
default terrain clear
terrain light_forest at 2,1 3,1
elevation 1 at 5,1 6,1
path main_road 0,3 1,3 2,3
hexside stone_wall between 2,2 and 3,2
marker smoke x2 at 4,4
marker smoke at 5,5
fortification trench at 1,4 facing 2 owner axis
obstacle pillbox at 2,4
include "cards.cards"
override craters.track = 1
override rocky.tdb_inf = 1G
assume delayed_cell_is_harsh off
card rifles {
  title "US Rifles 43"
  movement foot
  mp normal 2
  mp fast 3
  arc 360
  attack infantry close 1..3 2Y+1G
  attack infantry cc 0 2R+1G
  defense front 1Y
  defense above -
  ability scout slow
  strength 4
}
unit us1 {
  name "1st Platoon"
  side allies
  type infantry standard
  at 1,1
  facing 0
  experience veteran
  status suppressed dug_in
  strength 3
  figures 4
  card rifles
}
unit t1 { side axis type vehicle at 6,3 movement tracked mp normal 4 defense front 2R transport 6 }
ask moves us1
ask moves us1 as fast
"""


def test_every_construct_reaches_the_model():
    s = parse_text(ALL_CONSTRUCTS, "all.scn")
    assert (s.game.text, s.edition.text) == ("assault", "rev6")
    assert (s.map.width, s.map.height, s.map.convention.text) == (8, 6, "offset")
    assert s.default_terrain.text == "clear"
    assert [str(h) for h in s.terrain[0].hexes] == ["2,1", "3,1"]
    assert s.elevation[0].level == 1 and len(s.elevation[0].hexes) == 2
    assert s.paths[0].kind.text == "main_road" and len(s.paths[0].hexes) == 3
    assert (s.hexsides[0].kind.text, str(s.hexsides[0].a), str(s.hexsides[0].b)) == (
        "stone_wall",
        "2,2",
        "3,2",
    )
    assert [(mk.kind.text, mk.count) for mk in s.markers] == [("smoke", 2), ("smoke", 1)]
    trench, pillbox = s.features
    assert (trench.category, trench.kind.text, trench.facing, trench.owner.text) == (
        "fortification",
        "trench",
        2,
        "axis",
    )
    assert (pillbox.category, pillbox.facing, pillbox.owner) == ("obstacle", None, None)
    assert [inc for inc, _ in s.includes] == ["cards.cards"]
    assert [(o.row.text, o.column.text, o.value) for o in s.overrides] == [
        ("craters", "track", "1"),
        ("rocky", "tdb_inf", "1G"),
    ]
    assert (s.assumptions[0].name.text, s.assumptions[0].on) == ("delayed_cell_is_harsh", False)
    card = s.cards[0]
    assert card.title == "US Rifles 43" and card.movement.text == "foot" and card.arc == 360
    assert {k: v[0] for k, v in card.mp.items()} == {"normal": 2, "fast": 3}
    assert [(a.target.text, a.band.text, a.first, a.last, str(a.dice)) for a in card.attacks] == [
        ("infantry", "close", 1, 3, "2Y+1G"),
        ("infantry", "cc", 0, 0, "2R+1G"),
    ]
    assert {k: str(v[0]) for k, v in card.defense.items()} == {"front": "1Y", "above": "-"}
    assert [a.text for a in card.abilities] == ["scout", "slow"] and card.strength == 4
    us1, t1 = s.units
    assert (us1.name, us1.side.text, us1.type.text, us1.subtype.text, str(us1.at)) == (
        "1st Platoon",
        "allies",
        "infantry",
        "standard",
        "1,1",
    )
    assert (us1.facing, us1.experience.text, us1.strength, us1.figures, us1.card_ref.text) == (
        0,
        "veteran",
        3,
        4,
        "rifles",
    )
    assert [st.text for st in us1.statuses] == ["suppressed", "dug_in"]
    assert t1.inline_card.movement.text == "tracked" and t1.inline_card.mp["normal"][0] == 4
    assert (t1.inline_card.transport, card.transport) == (6, None)
    assert [str(q) for q in s.questions] == ["moves us1", "moves us1 as fast"]


def test_positions_are_line_and_column():
    s = parse_text("game assault edition rev6\n  map 3 x 3\nterrain clear at 1,2", "p.scn")
    assert (s.game.pos.line, s.game.pos.column) == (1, 6)
    assert (s.map.pos.line, s.map.pos.column) == (2, 3)
    assert (s.terrain[0].hexes[0].pos.line, s.terrain[0].hexes[0].pos.column) == (3, 18)


def test_negative_axial_coordinates_parse():
    s = parse_text("map 3 x 3 coords axial\nterrain clear at -1,2", "n.scn")
    assert (s.terrain[0].hexes[0].a, s.terrain[0].hexes[0].b) == (-1, 2)


def test_dice_notation():
    assert parse_dice("2R+1Y+3G+1B") == Dice(2, 1, 3, 1)
    assert parse_dice("1G+1G") == Dice(0, 0, 2, 0)
    assert parse_dice("-") == Dice()
    assert str(Dice(1, 0, 2, 0)) == "1R+2G"
