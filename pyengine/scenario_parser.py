"""Scenario files -> typed model: the Lark grammar plus a Transformer.

Reading is defensive: missing, unreadable, binary, oversized or empty files and every
syntax error become an UmpireError that names file:line:column.
"""

from __future__ import annotations

import os
import re
from fractions import Fraction
from functools import cache
from pathlib import Path, PurePath, PureWindowsPath
from typing import Any

from lark import Lark, Token, Transformer, Tree, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError
from lark.tree import Meta

from pyengine import scenario_lines as s
from pyengine import scenario_model as m
from pyengine.bundled import BUNDLED_PREFIX, bundled_catalogue, bundled_catalogues
from pyengine.data_files import MAX_NAME_BYTES, package_folder, read_utf8, too_long
from pyengine.errors import Pos, UmpireError, did_you_mean
from pyengine.game import file_format

# The longest include path (each name in it as long as data_files lets a name be).
MAX_INCLUDE_BYTES = 1024
# The largest number a scenario may write: far above any board, count or level, far below
# the 32-bit integers the KB computes with.
MAX_NUMBER = 1_000_000

# Terminal names as a person would call them, for "expected ..." messages.
_TERMINAL_WORDS = {
    "NAME": "a name",
    "NUMBER": "a number",
    "DECIMAL": "a decimal number",
    "STRING": 'a "quoted string"',
    "DICE": "dice such as 2R+1G",
    "NONE": "'-'",
    "COUNT": "a count such as x2",
    "SWITCH": "on or off",
    "LBRACE": "'{'",
    "RBRACE": "'}'",
    "COMMA": "','",
    "EQUAL": "'='",
    "DOT": "'.'",
    "FRACTION": "a fraction such as 7/8",
    "DOTTED": "a field path such as odds.at_least_one_hit",
    "__ANON_0": "'..'",
}


@cache
def _parser() -> Lark:
    grammar = (package_folder("umpire_dsl") / "scenario.lark").read_text("utf-8")
    return Lark(grammar, parser="lalr", start=["start", "question"], propagate_positions=True, maybe_placeholders=False)


def _keywords() -> list[str]:
    return sorted(
        t.pattern.value
        for t in _parser().terminals
        if t.pattern.type == "str" and re.fullmatch(r"[a-z_]+", t.pattern.value)
    )


def _expected_words(expected: set[str]) -> list[str]:
    words = []
    for name in sorted(expected):
        terminal = next((t for t in _parser().terminals if t.name == name), None)
        if name in _TERMINAL_WORDS:
            words.append(_TERMINAL_WORDS[name])
        elif terminal is not None and terminal.pattern.type == "str":
            words.append(f"'{terminal.pattern.value}'")
        else:
            words.append(name.lower())
    return words


def _syntax_error(path: str, text: str, exc: UnexpectedInput) -> UmpireError:
    pos = Pos(path, exc.line if exc.line > 0 else 1, exc.column if exc.column > 0 else 1)
    if isinstance(exc, UnexpectedToken):
        token = exc.token
        if token.type == "$END":
            found = "end of file"
            pos = Pos(path, text.count("\n") + 1, 1)
        else:
            found = f"'{token}'"
        expected = _expected_words(set(exc.expected))
        suggestion = None
        if token.type == "NAME":
            suggestion = did_you_mean(str(token), _keywords())
        return UmpireError(
            pos,
            "unexpected input",
            found=found,
            expected=", ".join(expected),
            suggestion=suggestion,
        )
    if isinstance(exc, UnexpectedCharacters):
        at = exc.pos_in_stream
        char = text[at] if at is not None and at < len(text) else "?"
        return UmpireError(
            pos,
            "unexpected character",
            found=repr(char),
            expected=", ".join(_expected_words(set(exc.allowed or ()))) or None,
        )
    assert isinstance(exc, UnexpectedEOF)
    return UmpireError(pos, "unexpected end of file", found="end of file")


Statement = (
    s.GameLine | m.MapSpec | s.DefaultLine | m.TerrainPlacement | m.ElevationPlacement | m.PathFeature
    | m.HexsideFeature | m.MarkerPlacement | m.HexFeature | s.IncludeLine | m.Override | m.AssumptionSwitch
    | m.Effect | m.SideEdge | m.Objective | s.TitleLine | s.FaceLine | m.Unread | m.TableSpec | s.VisibilityLine
    | m.Region | m.LineFeature | m.Question | s.ExpectLine | m.Unit | m.Card | m.SetupLine
)  # fmt: skip
Coordinate = m.HexRef | m.PointRef


@v_args(meta=True)
class ScenarioBuilder(Transformer[Token, Any]):
    """Turns the parse tree into the model: each rule's method builds its dataclass
    (scenario_model's, or scenario_lines' for settings and block lines) from its terminals,
    with the line and column it was written at."""

    def __init__(self, path: str) -> None:
        super().__init__()
        self.file = path

    def _pos(self, at: Meta | Token) -> Pos:
        line, column = (at.line, at.column)
        assert line is not None and column is not None  # propagate_positions sets both
        return Pos(self.file, line, column)

    def _name(self, token: Token) -> m.Name:
        return m.Name(str(token), self._pos(token))

    def _card_dice(self, token: Token) -> m.Dice:
        """A card's dice; '0R' is a typo or a wish for no dice, which cards write '-'."""
        if ZERO_DIE.search(str(token)):
            raise UmpireError(
                self._pos(token),
                "a die count of 0",
                found=str(token),
                expected="1 or more of a colour, or '-' for no dice",
            )
        return parse_dice(token)

    # -- leaves ------------------------------------------------------------------
    def hex(self, meta: Meta, items: list[Token]) -> Coordinate:
        a, b = items
        if a.type == "NUMBER" and b.type == "NUMBER":
            return m.HexRef(int(a), int(b), self._pos(meta))
        return m.PointRef(Fraction(str(a)), Fraction(str(b)), f"{a},{b}", self._pos(meta))

    def hexes(self, meta: Meta, items: list[Coordinate]) -> tuple[Coordinate, ...]:
        return tuple(items)

    def span(self, meta: Meta, items: list[Token]) -> tuple[int, int]:
        first = int(items[0])
        return (first, int(items[-1]))

    def facing(self, meta: Meta, items: list[Token]) -> s.Facing:
        (n,) = items
        return s.Facing(self._pos(meta), int(n))

    def owner(self, meta: Meta, items: list[Token]) -> s.Owner:
        (side,) = items
        return s.Owner(self._pos(meta), self._name(side))

    # -- map statements ------------------------------------------------------------
    def game(self, meta: Meta, items: list[Token]) -> s.GameLine:
        game, *edition = items
        return s.GameLine(self._name(game), self._name(edition[0]) if edition else None)

    def map(self, meta: Meta, items: list[Token]) -> m.MapSpec:
        width, height, *convention = items
        named = self._name(convention[0]) if convention else None
        return m.MapSpec(int(width), int(height), named, self._pos(meta))

    def default(self, meta: Meta, items: list[Token]) -> s.DefaultLine:
        (terrain,) = items
        return s.DefaultLine(self._name(terrain))

    def terrain(self, meta: Meta, items: list[Any]) -> m.TerrainPlacement:
        terrain, hexes = items
        return m.TerrainPlacement(self._name(terrain), hexes)

    def elevation(self, meta: Meta, items: list[Any]) -> m.ElevationPlacement:
        level, hexes = items
        return m.ElevationPlacement(int(level), hexes, self._pos(meta))

    def path(self, meta: Meta, items: list[Any]) -> m.PathFeature:
        kind, hexes = items
        return m.PathFeature(self._name(kind), hexes)

    def hexside(self, meta: Meta, items: list[Any]) -> m.HexsideFeature:
        kind, a, b = items
        return m.HexsideFeature(self._name(kind), a, b)

    def marker(self, meta: Meta, items: list[Any]) -> m.MarkerPlacement:
        kind, *count, hexes = items
        return m.MarkerPlacement(self._name(kind), int(str(count[0])[1:]) if count else 1, hexes)

    def _feature(self, category: str, items: list[Any]) -> m.HexFeature:
        kind, at, *extras = items
        facing = next((x.facing for x in extras if isinstance(x, s.Facing)), None)
        owner = next((x.owner for x in extras if isinstance(x, s.Owner)), None)
        return m.HexFeature(category, self._name(kind), at, facing, owner)

    def fortification(self, meta: Meta, items: list[Any]) -> m.HexFeature:
        return self._feature("fortification", items)

    def obstacle(self, meta: Meta, items: list[Any]) -> m.HexFeature:
        return self._feature("obstacle", items)

    def include(self, meta: Meta, items: list[Token]) -> s.IncludeLine:
        (path,) = items
        return s.IncludeLine(str(path)[1:-1], self._pos(meta))

    def override(self, meta: Meta, items: list[Token]) -> m.Override:
        row, col, value = items
        return m.Override(self._name(row), self._name(col), str(value), self._pos(value))

    def assume(self, meta: Meta, items: list[Token]) -> m.AssumptionSwitch:
        name, switch = items
        return m.AssumptionSwitch(self._name(name), str(switch) == "on")

    def effect(self, meta: Meta, items: list[Token]) -> m.Effect:
        name, unit, pool, value = items
        return m.Effect(self._name(name), self._name(unit), self._name(pool), str(value), self._pos(value))

    def side(self, meta: Meta, items: list[Token]) -> m.SideEdge:
        side, edge = items
        return m.SideEdge(self._name(side), self._name(edge))

    def impassable(self, meta: Meta, items: list[Any]) -> m.SideBarrier:
        hexes, side, *types = items
        return m.SideBarrier(hexes, self._name(side), tuple(self._name(t) for t in types), self._pos(meta))

    def objective(self, meta: Meta, items: list[Any]) -> m.Objective:
        name, hexes, *parts = items
        given = {key: value for key, value in parts if key != "flag"}
        flags = tuple(value for key, value in parts if key == "flag")
        side = given.get("for")
        medals = given.get("medals", 1)
        return m.Objective(
            self._name(name),
            hexes,
            None if side is None or side.text == "either" else side,
            None if medals == "all" else int(medals),
            int(given.get("needs", 1)),
            flags,
            self._pos(meta),
        )

    def obj_for(self, meta: Meta, items: list[Token]) -> tuple[str, m.Name]:
        return ("for", self._name(items[0]))

    def obj_medals(self, meta: Meta, items: list[Token]) -> tuple[str, int]:
        return ("medals", int(items[0]))

    def obj_all(self, meta: Meta, items: list[Token]) -> tuple[str, str]:
        return ("medals", "all")

    def obj_needs(self, meta: Meta, items: list[Token]) -> tuple[str, int]:
        return ("needs", int(items[0]))

    def obj_flag(self, meta: Meta, items: list[Token]) -> tuple[str, str]:
        return ("flag", str(items[0]))

    def title(self, meta: Meta, items: list[Token]) -> s.TitleLine:
        (text,) = items
        return s.TitleLine(str(text)[1:-1], self._pos(meta))

    def face(self, meta: Meta, items: list[Token]) -> s.FaceLine:
        (face,) = items
        return s.FaceLine(self._name(face))

    def unread(self, meta: Meta, items: list[Token]) -> m.Unread:
        text, *touches = items
        return m.Unread(str(text)[1:-1], tuple(self._name(t) for t in touches), self._pos(meta))

    # -- table statements (skirmish) -----------------------------------------------
    def table(self, meta: Meta, items: list[Token]) -> m.TableSpec:
        width, depth = items
        return m.TableSpec(int(width), int(depth), self._pos(meta))

    def visibility(self, meta: Meta, items: list[Token]) -> s.VisibilityLine:
        (value,) = items
        return s.VisibilityLine(self._name(value))

    def height(self, meta: Meta, items: list[Token]) -> Fraction:
        (value,) = items
        return Fraction(str(value))

    def area(self, meta: Meta, items: list[Any]) -> m.Region:
        name, terrain, *height, points = items
        return m.Region(
            self._name(name), "area", self._name(terrain), height[0] if height else None, points, self._pos(meta)
        )

    def building(self, meta: Meta, items: list[Any]) -> m.Region:
        name, kind, points = items
        return m.Region(self._name(name), "building", self._name(kind), None, points, self._pos(meta))

    def minefield(self, meta: Meta, items: list[Any]) -> m.Region:
        name, points = items
        return m.Region(self._name(name), "minefield", None, None, points, self._pos(meta))

    def feature(self, meta: Meta, items: list[Any]) -> m.LineFeature:
        name, kind, width, points = items
        return m.LineFeature(self._name(name), self._name(kind), Fraction(str(width)), points, self._pos(meta))

    def _words(self, items: list[Token | Coordinate]) -> tuple[m.Name, ...]:
        """Question and expectation words as written: a hex or point is kept as "a,b"."""
        return tuple(m.Name(str(i), i.pos) if isinstance(i, m.HexRef | m.PointRef) else self._name(i) for i in items)

    def ask(self, meta: Meta, items: list[Any]) -> m.Question:
        kind, *args = items
        return m.Question(self._name(kind), self._words(args), self._pos(meta))

    question = ask

    def setup(self, meta: Meta, items: list[Any]) -> m.SetupLine:
        key, *args = items
        return m.SetupLine(self._name(key), self._words(args), self._pos(meta))

    def expect(self, meta: Meta, items: list[Any]) -> s.ExpectLine:
        return s.ExpectLine(self._words(items), self._pos(meta))

    # -- unit lines ------------------------------------------------------------------
    def u_name(self, meta: Meta, items: list[Token]) -> s.UnitName:
        return s.UnitName(self._pos(meta), str(items[0])[1:-1])

    def u_side(self, meta: Meta, items: list[Token]) -> s.UnitSide:
        return s.UnitSide(self._pos(meta), self._name(items[0]))

    def u_type(self, meta: Meta, items: list[Token]) -> s.UnitType:
        kind, *subtype = items
        return s.UnitType(self._pos(meta), self._name(kind), self._name(subtype[0]) if subtype else None)

    def u_at(self, meta: Meta, items: list[Coordinate]) -> s.UnitAt:
        return s.UnitAt(self._pos(meta), items[0])

    def u_experience(self, meta: Meta, items: list[Token]) -> s.UnitExperience:
        return s.UnitExperience(self._pos(meta), self._name(items[0]))

    def u_status(self, meta: Meta, items: list[Token]) -> s.UnitStatus:
        return s.UnitStatus(self._pos(meta), tuple(self._name(t) for t in items))

    def u_strength(self, meta: Meta, items: list[Token]) -> s.UnitStrength:
        return s.UnitStrength(self._pos(meta), int(items[0]))

    def u_figures(self, meta: Meta, items: list[Token]) -> s.UnitFigures:
        return s.UnitFigures(self._pos(meta), int(items[0]))

    def u_card(self, meta: Meta, items: list[Token]) -> s.UnitCard:
        return s.UnitCard(self._pos(meta), self._name(items[0]))

    def u_class(self, meta: Meta, items: list[Token]) -> s.UnitClass:
        return s.UnitClass(self._pos(meta), self._name(items[0]))

    def u_platoon(self, meta: Meta, items: list[Token]) -> s.UnitPlatoon:
        return s.UnitPlatoon(self._pos(meta), self._name(items[0]))

    def u_team(self, meta: Meta, items: list[Token]) -> s.UnitTeam:
        return s.UnitTeam(self._pos(meta), self._name(items[0]))

    def u_rank(self, meta: Meta, items: list[Token]) -> s.UnitRank:
        return s.UnitRank(self._pos(meta), self._name(items[0]))

    def u_crew(self, meta: Meta, items: list[Token]) -> s.UnitCrew:
        now, start = items
        return s.UnitCrew(self._pos(meta), int(now), int(start))

    def u_radio(self, meta: Meta, items: list[Token]) -> s.UnitRadio:
        return s.UnitRadio(self._pos(meta))

    def u_hooked(self, meta: Meta, items: list[Token]) -> s.UnitHooked:
        return s.UnitHooked(self._pos(meta), self._name(items[0]))

    def u_carried(self, meta: Meta, items: list[Token]) -> s.UnitCarried:
        return s.UnitCarried(self._pos(meta), self._name(items[0]))

    # -- card lines ------------------------------------------------------------------
    def c_tactical(self, meta: Meta, items: list[Token]) -> s.CardTactical:
        return s.CardTactical(self._pos(meta), int(items[0]))

    def w_calibre(self, meta: Meta, items: list[Token]) -> s.WeaponOption:
        return s.WeaponOption("calibre", int(items[0]))

    def w_shots(self, meta: Meta, items: list[Token]) -> s.WeaponOption:
        stationary, moving = items
        return s.WeaponOption("shots", (int(stationary), int(moving)))

    def w_range(self, meta: Meta, items: list[Token]) -> s.WeaponOption:
        return s.WeaponOption("ranges", tuple(int(t) for t in items))

    def w_gun(self, meta: Meta, items: list[Token]) -> s.WeaponOption:
        return s.WeaponOption("gun", str(items[0])[1:-1])

    def c_weapon(self, meta: Meta, items: list[Any]) -> s.CardWeapon:
        name, kind, *options = items
        given: dict[str, Any] = {}
        for option in options:
            if option.name in given:
                raise UmpireError(self._pos(meta), f"weapon '{name}' gives '{option.name}' twice", found=option.name)
            given[option.name] = option.value
        weapon = m.Weapon(
            self._name(name),
            self._name(kind),
            given.get("calibre"),
            given.get("shots"),
            given.get("ranges"),
            self._pos(meta),
            given.get("gun"),
        )
        return s.CardWeapon(self._pos(meta), weapon)

    def c_armour(self, meta: Meta, items: list[Token]) -> s.CardArmour:
        part, cm = items
        return s.CardArmour(self._pos(meta), str(part), int(cm))

    def c_title(self, meta: Meta, items: list[Token]) -> s.CardTitle:
        return s.CardTitle(self._pos(meta), str(items[0])[1:-1])

    def c_movement(self, meta: Meta, items: list[Token]) -> s.CardMovement:
        return s.CardMovement(self._pos(meta), self._name(items[0]))

    def c_mp(self, meta: Meta, items: list[Token]) -> s.CardMp:
        action, mp = items
        return s.CardMp(self._pos(meta), str(action), int(mp))

    def c_arc(self, meta: Meta, items: list[Token]) -> s.CardArc:
        return s.CardArc(self._pos(meta), int(items[0]))

    def c_attack(self, meta: Meta, items: list[Any]) -> s.CardAttack:
        target, band, (first, last), dice = items
        attack = m.AttackBand(self._name(target), self._name(band), first, last, self._card_dice(dice), self._pos(meta))
        return s.CardAttack(self._pos(meta), attack)

    def c_defense(self, meta: Meta, items: list[Token]) -> s.CardDefense:
        area, dice = items
        return s.CardDefense(self._pos(meta), str(area), self._card_dice(dice))

    def c_ability(self, meta: Meta, items: list[Token]) -> s.CardAbility:
        return s.CardAbility(self._pos(meta), tuple(self._name(t) for t in items))

    def c_strength(self, meta: Meta, items: list[Token]) -> s.CardStrength:
        return s.CardStrength(self._pos(meta), int(items[0]))

    def c_transport(self, meta: Meta, items: list[Token]) -> s.CardTransport:
        return s.CardTransport(self._pos(meta), int(items[0]))

    # -- blocks ------------------------------------------------------------------------
    def unit(self, meta: Meta, items: list[Any]) -> m.Unit:
        name, *lines = items
        unit = m.Unit(str(name), self._pos(name))
        s.once_each(lines, f"unit '{unit.id}'")
        card_lines = [line for line in lines if isinstance(line, s.CardLine)]
        for line in lines:
            if not isinstance(line, s.CardLine):
                line.apply(unit)
        if card_lines:
            unit.inline_card = _card(f"{unit.id}:inline", unit.pos, card_lines)
        return unit

    def card(self, meta: Meta, items: list[Any]) -> m.Card:
        name, *lines = items
        s.once_each(lines, f"card '{name}'")
        return _card(str(name), self._pos(name), lines)


def _card(card_id: str, pos: Pos, lines: list[s.CardLine]) -> m.Card:
    card = m.Card(card_id, pos)
    for line in lines:
        line.apply(card)
    return card


# A colour count of zero in a dice expression ("0R", "1Y+00G").
ZERO_DIE = re.compile(r"(?:^|\+)0+[RYGB]")


def parse_dice(token: Token | str) -> m.Dice:
    """'2R+1G' -> Dice(red=2, green=1); '-' -> no dice."""
    counts = {"R": 0, "Y": 0, "G": 0, "B": 0}
    if str(token) != "-":
        for part in str(token).split("+"):
            counts[part[-1]] += int(part[:-1])
    return m.Dice(counts["R"], counts["Y"], counts["G"], counts["B"])


def parse_text(text: str, path: str) -> m.Scenario:
    """Parse scenario text (no includes resolved) into a Scenario, which also records each
    statement and each unit and card field as written, for the game to accept or refuse."""
    scenario = m.Scenario(path)
    tree = _tree(text, path, "start")
    built: Tree[Statement] = _build(tree, path)  # the start rule has no builder: its children are built
    for stmt in built.children:
        if not isinstance(stmt, Tree):  # every statement's rule has its builder
            _collect(scenario, stmt)
    statements = [t for t in tree.children if isinstance(t, Tree)]
    scenario.written = [(str(t.data), _where(path, t)) for t in statements]
    units, cards = iter(scenario.units), iter(scenario.cards)
    for t in statements:
        fields = [(str(f.data), _where(path, f)) for f in t.children if isinstance(f, Tree)]
        if t.data == "unit":
            next(units).written = fields
        elif t.data == "card":
            next(cards).written = fields
    return scenario


def _where(path: str, tree: Tree[Token]) -> Pos:
    return Pos(path, tree.meta.line, tree.meta.column)


def parse_question_text(text: str, path: str) -> m.Question:
    """One question as written after 'ask' (e.g. "moves u1 as fast"), typed on its own."""
    question = _build(_tree(text, path, "question"), path)
    assert isinstance(question, m.Question)  # the question rule's builder
    return question


# Control characters other than tab and line ends, and lone surrogates (a Python string may
# hold one; no file can): a scenario is text, even in its comments.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff]")


def _tree(text: str, path: str, start: str) -> Tree[Token]:
    """The parse tree of text that is text, with every number in bounds."""
    control = _CONTROL.search(text)
    if control:
        line = text.count("\n", 0, control.start()) + 1
        column = control.start() - text.rfind("\n", 0, control.start())
        raise UmpireError(
            Pos(path, line, column),
            "a control character or lone surrogate is not text",
            found=f"U+{ord(control.group()):04X}",
            expected="text (a binary file is not a scenario)",
        )
    try:
        tree = _parser().parse(text, start=start)
    except UnexpectedInput as exc:
        raise _syntax_error(path, text, exc) from None
    _numbers_in_bounds(tree, path)
    return tree


def _build(tree: Tree[Token], path: str) -> Any:
    try:
        return ScenarioBuilder(path).transform(tree)
    except VisitError as exc:  # the builder's own checks (a field given twice, a zero die count)
        if isinstance(exc.orig_exc, UmpireError):
            raise exc.orig_exc from None
        raise


def _numbers_in_bounds(tree: Tree[Token], path: str) -> None:
    """Every number, marker count and count in a dice expression within MAX_NUMBER: the KB computes
    with 32-bit integers, and no board, count or level comes near the bound."""
    for token in tree.scan_values(lambda v: isinstance(v, Token) and v.type in ("NUMBER", "DECIMAL", "DICE", "COUNT")):
        counts = re.findall(r"\d+", str(token))
        if any(len(c) > len(str(MAX_NUMBER)) or int(c) > MAX_NUMBER for c in counts):
            raise UmpireError(
                Pos(path, token.line or 1, token.column or 1),
                "number too large",
                found=str(token),
                expected=f"numbers from -{MAX_NUMBER} to {MAX_NUMBER}",
            )


def _collect(scenario: m.Scenario, stmt: Statement) -> None:
    """Fold one statement into the scenario: a setting given once, or one more of a list."""
    match stmt:
        case s.GameLine():
            _once(scenario.game, stmt.game.pos, "a scenario names its game once", "a second 'game'")
            scenario.game, scenario.edition = stmt.game, stmt.edition
        case m.MapSpec():
            _once(scenario.map, stmt.pos, "a scenario has one map", "a second 'map'")
            scenario.map = stmt
        case s.DefaultLine():
            scenario.default_terrain = stmt.terrain
        case m.TableSpec():
            _once(scenario.table, stmt.pos, "a scenario has one table", "a second 'table'")
            scenario.table = stmt
        case s.VisibilityLine():
            _once(scenario.visibility, stmt.value.pos, "a scenario gives its visibility once", "a second 'visibility'")
            scenario.visibility = stmt.value
        case s.IncludeLine():
            scenario.includes.append((stmt.path, stmt.pos))
        case s.TitleLine():
            _once(scenario.title, stmt.pos, "a scenario gives its title once", "a second 'title'")
            scenario.title = stmt.text
        case s.FaceLine():
            _once(scenario.face, stmt.face.pos, "a scenario gives its board's face once", "a second 'face'")
            scenario.face = stmt.face
        case s.ExpectLine():
            if not scenario.questions:
                raise UmpireError(stmt.pos, "an expect line follows the ask line it is about", found="expect")
            scenario.expectations.append(m.Expectation(len(scenario.questions) - 1, stmt.words, stmt.pos))
        case _:
            _listed(scenario, stmt)


def _once(held: object, pos: Pos, message: str, found: str) -> None:
    """A setting a scenario gives once: an error at the second."""
    if held is not None:
        raise UmpireError(pos, message, found=found)


# The statements a scenario keeps a list of, by type: the Scenario field each goes to.
_LISTS: dict[type, str] = {
    m.TerrainPlacement: "terrain",
    m.ElevationPlacement: "elevation",
    m.PathFeature: "paths",
    m.HexsideFeature: "hexsides",
    m.MarkerPlacement: "markers",
    m.HexFeature: "features",
    m.Override: "overrides",
    m.AssumptionSwitch: "assumptions",
    m.Effect: "effects",
    m.SideEdge: "sides",
    m.Objective: "objectives",
    m.SideBarrier: "barriers",
    m.Unread: "unread",
    m.SetupLine: "setup",
    m.Question: "questions",
    m.Region: "regions",
    m.LineFeature: "lines",
    m.Unit: "units",
    m.Card: "cards",
}


def _listed(scenario: m.Scenario, stmt: Statement) -> None:
    """A statement the scenario keeps a list of: onto the list its type goes to."""
    getattr(scenario, _LISTS[type(stmt)]).append(stmt)


def load_scenario(path: str, include_dirs: tuple[str, ...] = ()) -> m.Scenario:
    """Read and parse a scenario and the catalogues it includes (cards only). An include is
    read from inside the scenario's folder or one of ``include_dirs``, nowhere else. A file
    in another program's format a game reads (a .m44) is turned into a scenario first."""
    folder = Path(path).parent
    scenario = parse_text(*scenario_text(read_utf8(path), path))
    return _with_includes(scenario, folder, {Path(path).resolve()}, (folder, *map(Path, include_dirs)))


def load_scenario_text(text: str, name: str, folder: Path, include_dirs: tuple[str, ...] = ()) -> m.Scenario:
    """Parse scenario text that has no file of its own (``name`` stands for it in errors);
    its includes are read from ``folder``, and only from there or ``include_dirs``."""
    return _with_includes(parse_text(*scenario_text(text, name)), folder, set(), (folder, *map(Path, include_dirs)))


def imported_text(text: str, name: str) -> str:
    """`umpire import` (and the page's): a file in a format a game reads, in the scenario
    language, ready for `ask` lines."""
    fmt = file_format(name, text)
    if fmt is None:
        raise UmpireError(Pos(name), "not a file Umpire imports", expected="a .m44 file (the Memoir '44 editor's)")
    return fmt.to_scenario(text, name)


def scenario_text(text: str, name: str) -> tuple[str, str]:
    """The text in Umpire's scenario language, and the name its lines go by: as given, or
    converted from a format a game reads, whose lines are those `umpire import` prints."""
    fmt = file_format(name, text)
    return (fmt.to_scenario(text, name), f"{name} (as imported)") if fmt else (text, name)


def _with_includes(scenario: m.Scenario, folder: Path, seen: set[Path], roots: tuple[Path, ...]) -> m.Scenario:
    for rel, pos in scenario.includes:
        name, inc_path = _include_path(rel, pos, folder, roots)
        if inc_path in seen:
            raise UmpireError(pos, "file included twice", found=rel)
        seen.add(inc_path)
        try:
            text = read_utf8(str(inc_path))
        except UmpireError as exc:
            raise UmpireError(pos, f"cannot include '{rel}': {exc.message}") from None
        catalogue = parse_text(text, name)
        if _holds_more_than_cards(catalogue):
            raise UmpireError(
                Pos(name, 1, 1),
                "an included catalogue may hold only card blocks",
                expected="card NAME { ... } blocks",
            )
        scenario.cards.extend(catalogue.cards)
    return scenario


def _include_path(rel: str, pos: Pos, folder: Path, roots: tuple[Path, ...]) -> tuple[str, Path]:
    """The file an include names, as errors name it and resolved through every link: a
    bundled catalogue ("umpire:NAME"), or the first of the scenario's folder and each
    --include-dir that holds it.
    Scenario files are data that others share: an include must not read, or echo, a file
    outside those folders. Nothing outside is opened."""
    if rel.startswith(BUNDLED_PREFIX):
        return rel, bundled_catalogue(rel, pos)
    expected = "a path relative to the scenario's folder, to a file inside it (or a folder given with --include-dir)"
    if PurePath(rel).is_absolute() or PureWindowsPath(rel).drive:
        raise UmpireError(pos, "an include may not name an absolute path", found=rel, expected=expected)
    if too_long(rel, MAX_INCLUDE_BYTES):
        raise UmpireError(
            pos,
            "an include's name is too long",
            found=f"{len(rel)} characters",
            expected=f"a path of at most {MAX_INCLUDE_BYTES} bytes, each name in it at most {MAX_NAME_BYTES}",
        )
    inside = [
        (str(base / rel), target)
        for base in dict.fromkeys((folder, *roots))
        if any((target := (base / rel).resolve()).is_relative_to(root.resolve()) for root in roots)
    ]
    found = next((named for named in inside if named[1].is_file()), None)
    if found is not None:
        return found
    if inside:
        raise _not_found(rel, pos, roots)
    base = os.path.abspath(folder)
    climbs = not PurePath(os.path.normpath(os.path.join(base, rel))).is_relative_to(base)
    why = "climbs out of the scenario's folder" if climbs else "is a link that leads out of the scenario's folder"
    raise UmpireError(pos, f"include '{rel}' {why}", found=rel, expected=expected)


def _not_found(rel: str, pos: Pos, roots: tuple[Path, ...]) -> UmpireError:
    """No folder an include may read holds the file: say where it looked, and name the
    bundled catalogue of that name if there is one."""
    looked = ", ".join(str(root) for root in dict.fromkeys(roots))
    bundled = bundled_catalogues()
    return UmpireError(
        pos,
        f"cannot include '{rel}': no such file in {looked}",
        found=rel,
        expected="a file in the scenario's folder, in a folder given with --include-dir, "
        f"or a bundled catalogue: {', '.join(bundled)}",
        suggestion=did_you_mean(BUNDLED_PREFIX + PurePath(rel).name, bundled),
    )


def _holds_more_than_cards(catalogue: m.Scenario) -> bool:
    return bool(
        catalogue.includes
        or catalogue.game
        or catalogue.map
        or catalogue.table
        or catalogue.units
        or catalogue.questions
        or catalogue.regions
        or catalogue.lines
    )
