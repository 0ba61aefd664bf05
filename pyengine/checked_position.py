"""Semantic checks: a parsed Scenario becomes a validated Position with axial hexes.

Every check names the file:line:column of the offending word. Names are checked against
the vocabulary the game's KB declares, so the did-you-mean list is the KB's own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from itertools import pairwise
from typing import Any

from pyengine import scenario_model as m
from pyengine.board import Board
from pyengine.budget import Budget
from pyengine.errors import Pos, UmpireError, did_you_mean, fixed_reading, unknown_name
from pyengine.game import GAMES, Game
from pyengine.hexgrid import CONVENTIONS, Hex, MapShape
from pyengine.kb_atoms import dice_term
from pyengine.kb_rules import Catalogue, catalogue
from pyengine.scenario_parser import parse_dice

MAX_MAP_HEXES = 250_000


@dataclass(frozen=True)
class PlacedUnit:
    id: str
    side: str
    type: str
    subtype: str | None
    hex: Hex
    facing: int | None
    experience: str | None
    statuses: tuple[str, ...]
    strength: int | None
    figures: int | None
    card: m.Card
    name: str | None
    pos: Pos
    # Named effects on this unit's dice or rolls: (name, pool, KB operation term).
    effects: tuple[tuple[str, str, str], ...] = ()


@dataclass(frozen=True)
class PlacedObjective:
    """A medal objective checked: its hexes on the map, the side that may win it (None: either)."""

    name: str
    hexes: tuple[Hex, ...]
    side: str | None
    medals: int | None  # None: all the side still needs
    needs: int
    flags: tuple[str, ...]


@dataclass
class Position:
    """A validated scenario, ready for the fact builder."""

    scenario: m.Scenario
    game: Game
    edition: str | None
    catalogue: Catalogue
    shape: MapShape
    default_terrain: str
    terrain: dict[Hex, str] = field(default_factory=dict)
    elevation: dict[Hex, int] = field(default_factory=dict)
    # Both indexes hold each link in both directions: hex -> [(neighbour, kind)].
    path_steps: dict[Hex, list[tuple[Hex, str]]] = field(default_factory=dict)
    hexside_index: dict[Hex, list[tuple[Hex, str]]] = field(default_factory=dict)
    markers: dict[Hex, list[tuple[str, int]]] = field(default_factory=dict)
    features: dict[Hex, list[m.HexFeature]] = field(default_factory=dict)
    units: dict[str, PlacedUnit] = field(default_factory=dict)
    occupant: dict[Hex, str] = field(default_factory=dict)
    overrides: list[tuple[str, str, str, str]] = field(default_factory=list)
    assumptions: dict[str, bool] = field(default_factory=dict)
    visibility: str | None = None  # how far units see (Memoir '44 nights), when the scenario says
    face: str | None = None  # the board's face (its colours), when the scenario says
    edges: dict[str, str] = field(default_factory=dict)  # side -> the map edge it plays from
    objectives: dict[str, PlacedObjective] = field(default_factory=dict)  # medal objectives by name
    # Hexes barred to one side: hex -> [(side, unit type or "all")].
    barred: dict[Hex, list[tuple[str, str]]] = field(default_factory=dict)
    holders: dict[str, str] = field(default_factory=dict)  # in play: objective -> the side holding it
    budget: Budget = field(default_factory=Budget)  # how much one question may load
    # Caches that the layers above fill, typed Any so that this module need not import them:
    # how this position words KB terms (trace.Wording.of), and each hex's facts as symbols
    # (fact_builders.HexFacts), built the first time a question needs the hex.
    wording: Any = field(default=None, init=False, repr=False, compare=False)
    hex_memo: dict[Hex, Any] = field(default_factory=dict, init=False, repr=False, compare=False)

    @property
    def coordinates(self) -> str:
        return self.shape.convention

    def terrain_at(self, h: Hex) -> str:
        return self.terrain.get(h, self.default_terrain)

    def label(self, h: Hex) -> str:
        return self.shape.label(h)

    def hex(self, ref: m.HexRef) -> Hex:
        return hex_on_map(ref, self.shape)

    def unit_named(self, word: str) -> str | None:
        """The unit a question's word names: by its id, or by its hex (COL,ROW)."""
        if word in self.units:
            return word
        col_row = hex_words(word)
        if col_row is None:
            return None
        where = self.shape.to_axial(*col_row)
        return self.occupant.get(where) if where is not None else None

    def with_unit_at(self, unit_id: str, where: Hex) -> Position:
        """The same position with one unit placed on another hex (a "what if" question); the
        hexes' facts, which hold no unit, are shared."""
        unit = replace(self.units[unit_id], hex=where)
        occupant = {h: u for h, u in self.occupant.items() if u != unit_id} | {where: unit_id}
        moved = replace(self, units={**self.units, unit_id: unit}, occupant=occupant)
        moved.hex_memo = self.hex_memo
        return moved


class _Checker:
    def __init__(self, scenario: m.Scenario) -> None:
        self.s = scenario
        self.file = Pos(scenario.path, 1, 1)

    def need_word(self, name: m.Name, kind: str, cat: Catalogue, label: str | None = None) -> str:
        """The accepted word a name stands for: itself, or the word it is another name of."""
        word = cat.canonical(kind, name.text)
        if word is None:
            raise unknown_name(
                name.pos,
                label or kind.replace("_", " "),
                name.text,
                cat.words(kind),
                listing=f"umpire words {cat.game} {kind}",
                aliases=cat.aliases(kind),
            )
        return word

    def hex(self, ref: m.HexRef, shape: MapShape) -> Hex:
        return hex_on_map(ref, shape)


HEX_WORD = re.compile(r"(-?[0-9]{1,6}),(-?[0-9]{1,6})")


def hex_words(word: str) -> tuple[int, int] | None:
    """The column and row of a question's word written COL,ROW, if it is one: ASCII digits, at
    most six each (no map is wider; "²" is a digit to str.isdigit, not to int)."""
    found = HEX_WORD.fullmatch(word)
    return (int(found[1]), int(found[2])) if found else None


def hex_on_map(ref: m.HexRef | m.PointRef, shape: MapShape) -> Hex:
    """The axial hex a scenario names, or an error at the reference."""
    if isinstance(ref, m.PointRef):
        raise UmpireError(ref.pos, "a hex is two whole numbers", found=str(ref), expected="a hex written COL,ROW")
    h = shape.to_axial(ref.a, ref.b)
    if h is None:
        raise UmpireError(
            ref.pos,
            f"'{ref}' is not a hex in doubled coordinates",
            found=str(ref),
            expected="a column and row whose sum is even",
        )
    if not shape.contains(h):
        raise UmpireError(
            ref.pos,
            f"hex {ref} is off the map",
            found=str(ref),
            expected=f"a hex of the {shape.width} x {shape.height} map ({shape.convention})",
        )
    return h


def build_position(scenario: m.Scenario) -> Position:
    chk = _Checker(scenario)
    if scenario.game is None:
        raise UmpireError(chk.file, "the scenario does not name its game", expected="game NAME")
    if scenario.game.text not in GAMES:
        raise unknown_name(scenario.game.pos, "game", scenario.game.text, GAMES)
    game = GAMES[scenario.game.text]
    _declared(scenario, game)
    edition = _edition(scenario, game, chk)
    cat = catalogue(game.name, edition)
    if game.opener is not None:
        opened: Position = game.opener(scenario, game, edition, cat)
        return opened
    shape = _shape(scenario, game, chk)
    default = "clear" if scenario.default_terrain is None else chk.need_word(scenario.default_terrain, "terrain", cat)
    pos = Position(scenario, game, edition, cat, shape, default)
    _terrain(scenario, pos, chk)
    _paths_and_hexsides(scenario, pos, chk)
    _markers_and_features(scenario, pos, chk)
    _units(scenario, pos, chk)
    _effects(scenario, pos)
    _overrides(scenario, pos, chk)
    _switches(scenario, pos, chk)
    _sides(scenario, pos, chk)
    _objectives(scenario, pos, chk)
    _barriers(scenario, pos, chk)
    for unread in scenario.unread:
        for touched in unread.touches:
            chk.need_word(touched, "question", cat)
    for question in scenario.questions:
        check_question(pos, question)
    return pos


def _terrain(scenario: m.Scenario, pos: Position, chk: _Checker) -> None:
    """One terrain a hex, and each hex's elevation where the game has any."""
    for placement in scenario.terrain:
        word = chk.need_word(placement.terrain, "terrain", pos.catalogue)
        for ref in placement.hexes:
            h = chk.hex(ref, pos.shape)
            if h in pos.terrain:
                raise UmpireError(
                    ref.pos,
                    f"hex {ref} already has terrain {pos.terrain[h]}",
                    found=f"terrain {word} at {ref}",
                    expected="one terrain a hex (default terrain covers the hexes no terrain line names)",
                )
            pos.terrain[h] = word
    for elev in scenario.elevation:
        if not pos.game.elevation:
            raise UmpireError(elev.pos, f"{pos.game.name} hexes have no elevation", expected="terrain hill at ...")
        if elev.level < 0:
            raise UmpireError(elev.pos, "elevation below 0", found=str(elev.level), expected="0 or more")
        for ref in elev.hexes:
            pos.elevation[chk.hex(ref, pos.shape)] = elev.level


def _paths_and_hexsides(scenario: m.Scenario, pos: Position, chk: _Checker) -> None:
    """Paths from hex to next hex; hexside features between two neighbouring hexes."""
    for path in scenario.paths:
        kind = chk.need_word(path.kind, "path", pos.catalogue)
        for a, b in pairwise(_chain(path, pos.shape, chk)):
            _link(pos.path_steps, a, b, kind)
    for side in scenario.hexsides:
        word = chk.need_word(side.kind, "hexside", pos.catalogue, "hexside feature")
        a, b = chk.hex(side.a, pos.shape), chk.hex(side.b, pos.shape)
        if a.distance(b) != 1:
            raise UmpireError(
                side.b.pos,
                f"{side.a} and {side.b} are not adjacent, so they share no hexside",
                found=f"{side.a} and {side.b}",
                expected="two neighbouring hexes",
            )
        _link(pos.hexside_index, a, b, word)


def _markers_and_features(scenario: m.Scenario, pos: Position, chk: _Checker) -> None:
    """Markers on their hexes; fortifications and obstacles, one of a kind a hex."""
    cat = pos.catalogue
    for marker in scenario.markers:
        word = chk.need_word(marker.kind, "marker", cat)
        for ref in marker.hexes:
            pos.markers.setdefault(chk.hex(ref, pos.shape), []).append((word, marker.count))
    for feat in scenario.features:
        named = m.Name(chk.need_word(feat.kind, feat.category, cat), feat.kind.pos)
        if feat.owner is not None:
            chk.need_word(feat.owner, "side", cat)
        here = pos.features.setdefault(chk.hex(feat.at, pos.shape), [])
        if any(f.kind.text == named.text for f in here):
            raise UmpireError(feat.kind.pos, f"hex {feat.at} already holds a {named.text}", found=named.text)
        here.append(replace(feat, kind=named))


def _switches(scenario: m.Scenario, pos: Position, chk: _Checker) -> None:
    """Assumptions switched (never one with a fixed reading), visibility and the board's face."""
    cat = pos.catalogue
    for switch in scenario.assumptions:
        name = chk.need_word(switch.name, "assumption", cat)
        if name in cat.words("fixed_reading"):
            expected = f"an assumption with another reading (`umpire words {cat.game} assumption`)"
            raise fixed_reading(switch.name.pos, name, expected)
        pos.assumptions[name] = switch.on
    if scenario.visibility is not None:
        pos.visibility = chk.need_word(scenario.visibility, "visibility", cat)
    if scenario.face is not None:
        pos.face = chk.need_word(scenario.face, "face", cat, "board face")


def check_question(pos: Board, question: m.Question) -> None:
    """A question kind the game's KB knows (its arguments are each kind's to check), and
    nothing the scenario holds unread changes its answer."""
    words = pos.catalogue.words("question")
    if question.kind.text not in words:
        raise unknown_name(question.kind.pos, "question", question.kind.text, words)
    touching = [u for u in pos.scenario.unread if u.refuses(question.kind.text)]
    # A table without hexes (skirmish) names its units by id alone, and places none unmodelled.
    placed = _unmodelled_named(pos, question) if isinstance(pos, Position) else []
    if touching or placed:
        things = [u.text for u in touching] + [f"unit {u.id}: placed, not modelled" for u in placed]
        raise UmpireError(
            question.kind.pos,
            f"'{question}' needs what this file holds and Umpire does not model yet",
            found="\n    " + "\n    ".join(things),
            expected="a question none of these changes (every other question is answered)",
        )


def _unmodelled_named(pos: Position, question: m.Question) -> list[PlacedUnit]:
    """The units the question names (by id or hex) that stand placed but not modelled."""
    named = {u for w in question.args if (u := pos.unit_named(w.text)) is not None}
    return [pos.units[n] for n in sorted(named) if pos.game.unmodelled_status in pos.units[n].statuses]


def _sides(scenario: m.Scenario, pos: Position, chk: _Checker) -> None:
    """Each side plays from one map edge, and no two sides from the same one."""
    for decl in scenario.sides:
        side = chk.need_word(decl.side, "side", pos.catalogue)
        edge = chk.need_word(decl.edge, "edge", pos.catalogue, "map edge")
        if side in pos.edges:
            raise UmpireError(
                decl.side.pos, f"side '{side}' already has its edge", found=edge, expected="one 'side' line per side"
            )
        taken = [s for s, e in pos.edges.items() if e == edge]
        if taken:
            raise UmpireError(decl.edge.pos, f"{taken[0]} already plays from the {edge} edge", found=edge)
        pos.edges[side] = edge


def _objectives(scenario: m.Scenario, pos: Position, chk: _Checker) -> None:
    """Objectives: a name each, hexes on the map, a side that plays (one with a board edge, or
    where no side has one, a side of the units), counts of 1 to 99."""
    sides = set(pos.edges) or {u.side for u in pos.units.values()}
    for obj in scenario.objectives:
        if obj.name.text in pos.objectives:
            raise UmpireError(obj.name.pos, f"objective '{obj.name.text}' is named twice", found=obj.name.text)
        if obj.side is not None and obj.side.text not in sides:
            raise unknown_name(obj.side.pos, "side", obj.side.text, (*sorted(sides), "either"))
        hexes = tuple(dict.fromkeys(chk.hex(ref, pos.shape) for ref in obj.hexes))
        for what, n in (("medals", 1 if obj.medals is None else obj.medals), ("needs", obj.needs)):
            if not 1 <= n <= 99:
                raise UmpireError(obj.pos, f"an objective's '{what}' is a whole number from 1 to 99", found=str(n))
        if obj.needs > len(hexes):
            raise UmpireError(
                obj.pos,
                f"objective '{obj.name.text}' needs {obj.needs} of its {len(hexes)} hex(es)",
                found=str(obj.needs),
                expected=f"at most {len(hexes)}",
            )
        side = obj.side.text if obj.side else None
        pos.objectives[obj.name.text] = PlacedObjective(obj.name.text, hexes, side, obj.medals, obj.needs, obj.flags)


def _barriers(scenario: m.Scenario, pos: Position, chk: _Checker) -> None:
    """Hexes barred to a side that plays, all its units or those of known unit types."""
    for bar in scenario.barriers:
        if bar.side.text not in pos.edges:
            raise unknown_name(bar.side.pos, "side", bar.side.text, tuple(sorted(pos.edges)))
        types = [chk.need_word(t, "unit_type", pos.catalogue) for t in bar.types] or ["all"]
        for ref in bar.hexes:
            barred = pos.barred.setdefault(chk.hex(ref, pos.shape), [])
            barred += [(bar.side.text, t) for t in types if (bar.side.text, t) not in barred]


def _link(index: dict[Hex, list[tuple[Hex, str]]], a: Hex, b: Hex, kind: str) -> None:
    index.setdefault(a, []).append((b, kind))
    index.setdefault(b, []).append((a, kind))


# How a statement or field the grammar names by its rule is written in a scenario.
_WRITTEN = {"default": "default terrain", "u_status": "status", "u_hooked": "hooked to", "u_carried": "carried by"}


def _declared(scenario: m.Scenario, game: Game) -> None:
    """Every statement and unit or card field is one the game reads: another game's is refused
    at its line, naming the game it belongs to, never silently ignored."""
    fields = [w for u in scenario.units for w in u.written] + [w for c in scenario.cards for w in c.written]
    for written, accepted, what in (
        (scenario.written, game.statements, f"{game.name} scenarios have no '{{}}' statement"),
        (fields, game.fields, f"{game.name} units and cards have no '{{}}' field"),
    ):
        for rule, where in written:
            if rule in accepted:
                continue
            word = _WRITTEN.get(rule, rule.split("_", 1)[1] if rule[:2] in ("u_", "c_") else rule)
            owners = [g.name for g in GAMES.values() if rule in g.statements | g.fields]
            raise UmpireError(
                where,
                what.format(word) + (": it is " + " and ".join(f"{o}'s" for o in owners) if owners else ""),
                found=word,
                expected=f"what {game.name} reads (`umpire words {game.name}`, docs/scenario-language.md)",
            )


def _edition(scenario: m.Scenario, game: Game, chk: _Checker) -> str | None:
    if not game.edition_files:
        if scenario.edition is not None:
            raise UmpireError(scenario.edition.pos, f"{game.name} has no chart editions", found=scenario.edition.text)
        return None
    if scenario.edition is None:
        raise UmpireError(
            scenario.game.pos if scenario.game else chk.file,
            f"{game.name} needs a chart edition",
            expected=f"game {game.name} edition ({' | '.join(game.edition_files)})",
        )
    if scenario.edition.text not in game.edition_files:
        raise unknown_name(scenario.edition.pos, "edition", scenario.edition.text, game.edition_files)
    return scenario.edition.text


def _shape(scenario: m.Scenario, game: Game, chk: _Checker) -> MapShape:
    spec = scenario.map
    if spec is None:
        raise UmpireError(chk.file, "the scenario has no map", expected="map WIDTH x HEIGHT")
    convention = game.default_convention
    if spec.convention is not None:
        if spec.convention.text not in CONVENTIONS:
            raise unknown_name(spec.convention.pos, "coordinate convention", spec.convention.text, CONVENTIONS)
        convention = spec.convention.text
    if spec.width < 1 or spec.height < 1 or spec.width * spec.height > MAX_MAP_HEXES:
        raise UmpireError(
            spec.pos,
            "map size out of range",
            found=f"{spec.width} x {spec.height}",
            expected=f"positive sizes, at most {MAX_MAP_HEXES} hexes",
        )
    return MapShape(spec.width, spec.height, convention)


def _chain(path: m.PathFeature, shape: MapShape, chk: _Checker) -> tuple[Hex, ...]:
    hexes = tuple(chk.hex(ref, shape) for ref in path.hexes)
    for i, (a, b) in enumerate(pairwise(hexes)):
        if a.distance(b) != 1:
            ra, rb = path.hexes[i], path.hexes[i + 1]
            raise UmpireError(
                rb.pos,
                f"a {path.kind.text} path must step between neighbouring hexes",
                found=f"{ra} then {rb}",
                expected=f"a neighbour of {ra}",
            )
    return hexes


def _units(scenario: m.Scenario, pos: Position, chk: _Checker) -> None:
    cat = pos.catalogue
    cards: dict[str, m.Card] = {}
    for card in scenario.cards:
        if card.id in cards:
            raise UmpireError(
                card.pos,
                f"duplicate card id '{card.id}'",
                found=card.id,
                expected="a card id not used before",
            )
        _check_card(card, cat, chk)
        cards[card.id] = card
    for unit in scenario.units:
        if unit.id in pos.units:
            raise UmpireError(
                unit.pos,
                f"duplicate unit id '{unit.id}'",
                found=unit.id,
                expected="a unit id not used before",
            )
        if unit.point is not None:
            hex_on_map(unit.point, pos.shape)  # a point with decimals: not a hex
        for key in ("side", "type", "at"):
            if getattr(unit, key) is None:
                raise UmpireError(unit.pos, f"unit '{unit.id}' has no {key}", expected=f"'{key} ...' in its block")
        assert unit.side and unit.type and unit.at
        card = _unit_card(unit, cards, cat, chk)
        placed = PlacedUnit(
            id=unit.id,
            side=chk.need_word(unit.side, "side", cat),
            type=chk.need_word(unit.type, "unit_type", cat),
            subtype=chk.need_word(unit.subtype, "subtype", cat) if unit.subtype else None,
            hex=chk.hex(unit.at, pos.shape),
            facing=unit.facing,
            experience=chk.need_word(unit.experience, "experience", cat) if unit.experience else None,
            statuses=tuple(chk.need_word(s, "status", cat) for s in unit.statuses),
            strength=unit.strength,
            figures=unit.figures,
            card=card,
            name=unit.name,
            pos=unit.pos,
        )
        if unit.facing is not None and not 0 <= unit.facing <= 5:
            raise UmpireError(unit.pos, "facing out of range", found=str(unit.facing), expected="0..5")
        if placed.hex in pos.occupant:
            raise UmpireError(
                unit.at.pos,
                f"hex {unit.at} already holds unit '{pos.occupant[placed.hex]}'",
                found=unit.id,
                expected="one unit per hex",
            )
        pos.units[unit.id] = placed
        pos.occupant[placed.hex] = unit.id


def _unit_card(unit: m.Unit, cards: dict[str, m.Card], cat: Catalogue, chk: _Checker) -> m.Card:
    if unit.card_ref is not None:
        if unit.inline_card is not None:
            raise UmpireError(
                unit.pos,
                f"unit '{unit.id}' both names a card and gives card values",
                expected="either 'card NAME' or inline values",
            )
        if unit.card_ref.text not in cards:
            raise unknown_name(unit.card_ref.pos, "card", unit.card_ref.text, cards)
        return cards[unit.card_ref.text]
    card = unit.inline_card or m.Card(f"{unit.id}:inline", unit.pos)
    _check_card(card, cat, chk)
    return card


def _check_card(card: m.Card, cat: Catalogue, chk: _Checker) -> None:
    if card.movement is not None:
        chk.need_word(card.movement, "movement", cat, "movement type")
    for action, (points, where) in card.mp.items():
        chk.need_word(m.Name(action, where), "action", cat)
        if points < 0:
            raise UmpireError(where, "movement points below 0", found=str(points), expected="0 or more")
    for i, band in enumerate(card.attacks):
        chk.need_word(band.target, "target", cat, "target type")
        chk.need_word(band.band, "band", cat, "range band")
        if band.first > band.last or band.first < 0:
            raise UmpireError(
                band.pos,
                "range span runs backwards",
                found=f"{band.first}..{band.last}",
                expected="FIRST..LAST with FIRST <= LAST",
            )
        _no_overlap(card, band, card.attacks[:i], cat.band_tables)
    for area, (_dice, where) in card.defense.items():
        chk.need_word(m.Name(area, where), "area", cat, "area of impact")
    for ability in card.abilities:
        chk.need_word(ability, "ability", cat)


def _no_overlap(card: m.Card, band: m.AttackBand, earlier: list[m.AttackBand], tables: dict[str, str]) -> None:
    """A card's dice table gives one row per range of a target row (the KB's band_table/2 says
    which bands share a table); two would both add their dice to one pool."""
    table = tables.get(band.band.text, band.band.text)
    for other in earlier:
        low, high = max(band.first, other.first), min(band.last, other.last)
        same_table = tables.get(other.band.text, other.band.text) == table
        if same_table and other.target.text == band.target.text and low <= high:
            span = f"{low}" if low == high else f"{low}..{high}"
            raise UmpireError(
                band.pos,
                f"attack rows of card {card.id} overlap at ranges {span} ({band.target.text})",
                found=f"{band.band.text} {band.first}..{band.last}",
                expected=f"ranges apart from {other.band.text} {other.first}..{other.last} (line {other.pos.line})",
            )


EFFECT_WORDS = {"lose_weakest": "lose_weakest(0)", "auto_x": "auto(x)"}
EFFECT_POOLS = ("attack", "defense", "scout")


def _effects(scenario: m.Scenario, pos: Position) -> None:
    """Effects become KB operations on a unit's pool: dice join it, ``lose_weakest`` or
    ``auto_x`` (attack and defense), a number adds to the roll (scout)."""
    for eff in scenario.effects:
        if eff.unit.text not in pos.units:
            raise unknown_name(eff.unit.pos, "unit", eff.unit.text, pos.units)
        if eff.pool.text not in EFFECT_POOLS:
            raise unknown_name(eff.pool.pos, "effect pool", eff.pool.text, EFFECT_POOLS)
        text = eff.value
        if eff.pool.text == "scout":
            if not text.lstrip("-").isdigit():
                raise UmpireError(eff.pos, "a scout effect adds a number to the roll", found=text, expected="1 or -1")
            op = f"add_roll({int(text)})"
        elif text[0].isdigit():
            op = f"add({dice_term(parse_dice(text))})"
        elif text in EFFECT_WORDS:
            op = EFFECT_WORDS[text]
        else:
            raise unknown_value(eff.pos, "effect", text, tuple(EFFECT_WORDS), "dice such as 1R")
        unit = pos.units[eff.unit.text]
        added = (*unit.effects, (eff.name.text, eff.pool.text, op))
        pos.units[unit.id] = replace(unit, effects=added)


def _overrides(scenario: m.Scenario, pos: Position, chk: _Checker) -> None:
    cat = pos.catalogue
    for ov in scenario.overrides:
        row = chk.need_word(ov.row, "row", cat, "chart row")
        chart = cat.rows[row].chart
        columns = {c for (r, c) in cat.cells if r == row}
        if ov.column.text not in columns:
            raise unknown_name(ov.column.pos, "column", ov.column.text, columns)
        current = cat.cells[(row, ov.column.text)]
        if current != "unknown":
            raise UmpireError(
                ov.column.pos,
                f"chart cell {row}.{ov.column.text} is known ({current}) in edition {pos.edition}",
                found=ov.value,
                expected="an override for a cell the chart lost (unknown)",
            )
        pos.overrides.append((chart, row, ov.column.text, value_term(ov)))


def value_term(ov: m.Override) -> str:
    """The KB term for an override value: a number, dice, or a chart word."""
    text = ov.value
    if text.lstrip("-").isdigit():
        return f"n({int(text)})"
    if text[0].isdigit():
        return dice_term(parse_dice(text))
    words = ("blocked", "delayed", "none")
    if text not in words:
        raise unknown_value(ov.pos, "chart value", text, words, "a number, dice such as 1G")
    return text


def unknown_value(where: Pos, what: str, text: str, words: tuple[str, ...], besides: str) -> UmpireError:
    """A value that is neither of the written forms (``besides``) nor one of the words."""
    return UmpireError(
        where,
        f"unknown {what} '{text}'",
        found=text,
        expected=f"{besides}, or one of: " + ", ".join(words),
        suggestion=did_you_mean(text, words),
    )
