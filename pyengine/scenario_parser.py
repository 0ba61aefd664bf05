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

from pyengine import scenario_model as m
from pyengine.bundled import BUNDLED_PREFIX, bundled_catalogue, bundled_catalogues
from pyengine.data_files import MAX_NAME_BYTES, package_folder, read_utf8, too_long
from pyengine.errors import Pos, UmpireError, did_you_mean
from pyengine.game import file_format
from pyengine.json_types import JsonObject

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


@v_args(meta=True)
class ScenarioBuilder(Transformer):
    """Turns the parse tree into model objects; statements are gathered by ``build``."""

    def __init__(self, path: str) -> None:
        super().__init__()
        self.file = path

    def _pos(self, meta_or_token: object) -> Pos:
        return Pos(self.file, meta_or_token.line, meta_or_token.column)  # type: ignore[attr-defined]

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
    def hex(self, meta, items):
        if all(t.type == "NUMBER" for t in items):
            return m.HexRef(int(items[0]), int(items[1]), self._pos(meta))
        text = f"{items[0]},{items[1]}"
        return m.PointRef(Fraction(str(items[0])), Fraction(str(items[1])), text, self._pos(meta))

    def hexes(self, meta, items):
        return tuple(items)

    def span(self, meta, items):
        first = int(items[0])
        return (first, int(items[1]) if len(items) > 1 else first)

    def facing(self, meta, items):
        return ("facing", int(items[0]))

    def owner(self, meta, items):
        return ("owner", self._name(items[0]))

    # -- map statements ------------------------------------------------------------
    def game(self, meta, items):
        return ("game", self._name(items[0]), self._name(items[1]) if len(items) > 1 else None)

    def map(self, meta, items):
        convention = self._name(items[2]) if len(items) > 2 else None
        return ("map", m.MapSpec(int(items[0]), int(items[1]), convention, self._pos(meta)))

    def default(self, meta, items):
        return ("default", self._name(items[0]))

    def terrain(self, meta, items):
        return ("terrain", m.TerrainPlacement(self._name(items[0]), items[1]))

    def elevation(self, meta, items):
        return ("elevation", m.ElevationPlacement(int(items[0]), items[1], self._pos(meta)))

    def path(self, meta, items):
        return ("path", m.PathFeature(self._name(items[0]), items[1]))

    def hexside(self, meta, items):
        return ("hexside", m.HexsideFeature(self._name(items[0]), items[1], items[2]))

    def marker(self, meta, items):
        count = int(str(items[1])[1:]) if len(items) == 3 else 1
        return ("marker", m.MarkerPlacement(self._name(items[0]), count, items[-1]))

    def _feature(self, category: str, items) -> tuple[str, m.HexFeature]:
        extras = dict(items[2:])
        return (
            "feature",
            m.HexFeature(category, self._name(items[0]), items[1], extras.get("facing"), extras.get("owner")),
        )

    def fortification(self, meta, items):
        return self._feature("fortification", items)

    def obstacle(self, meta, items):
        return self._feature("obstacle", items)

    def include(self, meta, items):
        return ("include", str(items[0])[1:-1], self._pos(meta))

    def override(self, meta, items):
        row, col, value = items
        return ("override", m.Override(self._name(row), self._name(col), str(value), self._pos(value)))

    def assume(self, meta, items):
        return ("assume", m.AssumptionSwitch(self._name(items[0]), str(items[1]) == "on"))

    def effect(self, meta, items):
        name, unit, pool, value = items
        return ("effect", m.Effect(self._name(name), self._name(unit), self._name(pool), str(value), self._pos(value)))

    def side(self, meta, items):
        return ("side", m.SideEdge(self._name(items[0]), self._name(items[1])))

    def title(self, meta, items):
        return ("title", str(items[0])[1:-1], self._pos(meta))

    def face(self, meta, items):
        return ("face", self._name(items[0]))

    def unread(self, meta, items):
        text = str(items[0])[1:-1]
        return ("unread", m.Unread(text, tuple(self._name(t) for t in items[1:]), self._pos(meta)))

    # -- table statements (skirmish) -----------------------------------------------
    def table(self, meta, items):
        return ("table", m.TableSpec(int(items[0]), int(items[1]), self._pos(meta)))

    def visibility(self, meta, items):
        return ("visibility", self._name(items[0]))

    def height(self, meta, items):
        return Fraction(str(items[0]))

    def area(self, meta, items):
        height = items[2] if len(items) == 4 else None
        region = m.Region(self._name(items[0]), "area", self._name(items[1]), height, items[-1], self._pos(meta))
        return ("region", region)

    def building(self, meta, items):
        return (
            "region",
            m.Region(self._name(items[0]), "building", self._name(items[1]), None, items[2], self._pos(meta)),
        )

    def minefield(self, meta, items):
        return ("region", m.Region(self._name(items[0]), "minefield", None, None, items[1], self._pos(meta)))

    def feature(self, meta, items):
        name, kind, width, points = items
        return (
            "line",
            m.LineFeature(self._name(name), self._name(kind), Fraction(str(width)), points, self._pos(meta)),
        )

    def ask(self, meta, items):
        # Arguments stay words; each question reads its own (a hex or point is kept as "a,b").
        args = tuple(
            m.Name(str(i), i.pos) if isinstance(i, m.HexRef | m.PointRef) else self._name(i) for i in items[1:]
        )
        return ("ask", m.Question(self._name(items[0]), args, self._pos(meta)))

    question = ask

    def expect(self, meta, items):
        words = tuple(m.Name(str(i), i.pos) if isinstance(i, m.HexRef | m.PointRef) else self._name(i) for i in items)
        return ("expect", words, self._pos(meta))

    # -- unit and card fields: each returns (field, value, where) ------------------
    def u_name(self, meta, items):
        return ("name", str(items[0])[1:-1], self._pos(meta))

    def u_side(self, meta, items):
        return ("side", self._name(items[0]), self._pos(meta))

    def u_type(self, meta, items):
        return ("type", (self._name(items[0]), self._name(items[1]) if len(items) > 1 else None), self._pos(meta))

    def u_at(self, meta, items):
        return ("at", items[0], self._pos(meta))

    def u_experience(self, meta, items):
        return ("experience", self._name(items[0]), self._pos(meta))

    def u_status(self, meta, items):
        return ("statuses", [self._name(t) for t in items], self._pos(meta))

    def u_strength(self, meta, items):
        return ("strength", int(items[0]), self._pos(meta))

    def u_figures(self, meta, items):
        return ("figures", int(items[0]), self._pos(meta))

    def u_card(self, meta, items):
        return ("card_ref", self._name(items[0]), self._pos(meta))

    def u_class(self, meta, items):
        return ("unit_class", self._name(items[0]), self._pos(meta))

    def u_platoon(self, meta, items):
        return ("platoon", self._name(items[0]), self._pos(meta))

    def u_team(self, meta, items):
        return ("team", self._name(items[0]), self._pos(meta))

    def u_rank(self, meta, items):
        return ("rank", self._name(items[0]), self._pos(meta))

    def u_crew(self, meta, items):
        return ("crew", (int(items[0]), int(items[1]), self._pos(meta)), self._pos(meta))

    def u_radio(self, meta, items):
        return ("radio", True, self._pos(meta))

    def u_hooked(self, meta, items):
        return ("hooked", self._name(items[0]), self._pos(meta))

    def u_carried(self, meta, items):
        return ("carried", self._name(items[0]), self._pos(meta))

    def c_tactical(self, meta, items):
        return ("c:tactical", (int(items[0]), self._pos(meta)), self._pos(meta))

    def w_calibre(self, meta, items):
        return ("calibre", int(items[0]))

    def w_shots(self, meta, items):
        return ("shots", (int(items[0]), int(items[1])))

    def w_range(self, meta, items):
        return ("ranges", (int(items[0]), int(items[1]), int(items[2])))

    def w_gun(self, meta, items):
        return ("gun", str(items[0])[1:-1])

    def c_weapon(self, meta, items):
        opts: dict[str, object] = {}
        for key, value in items[2:]:
            if key in opts:
                raise UmpireError(self._pos(meta), f"weapon '{items[0]}' gives '{key}' twice", found=key)
            opts[key] = value
        weapon = m.Weapon(
            self._name(items[0]),
            self._name(items[1]),
            opts.get("calibre"),  # type: ignore[arg-type]
            opts.get("shots"),  # type: ignore[arg-type]
            opts.get("ranges"),  # type: ignore[arg-type]
            self._pos(meta),
            opts.get("gun"),  # type: ignore[arg-type]
        )
        return ("c:weapons", weapon, self._pos(meta))

    def c_armour(self, meta, items):
        return ("c:armour", (str(items[0]), int(items[1]), self._pos(meta)), self._pos(meta))

    def c_title(self, meta, items):
        return ("c:title", str(items[0])[1:-1], self._pos(meta))

    def c_movement(self, meta, items):
        return ("c:movement", self._name(items[0]), self._pos(meta))

    def c_mp(self, meta, items):
        return ("c:mp", (str(items[0]), int(items[1]), self._pos(meta)), self._pos(meta))

    def c_arc(self, meta, items):
        return ("c:arc", int(items[0]), self._pos(meta))

    def c_attack(self, meta, items):
        target, band, (first, last), dice = items
        band_ = m.AttackBand(self._name(target), self._name(band), first, last, self._card_dice(dice), self._pos(meta))
        return ("c:attack", band_, self._pos(meta))

    def c_defense(self, meta, items):
        return ("c:defense", (str(items[0]), self._card_dice(items[1]), self._pos(meta)), self._pos(meta))

    def c_ability(self, meta, items):
        return ("c:abilities", [self._name(t) for t in items], self._pos(meta))

    def c_strength(self, meta, items):
        return ("c:strength", int(items[0]), self._pos(meta))

    def c_transport(self, meta, items):
        return ("c:transport", int(items[0]), self._pos(meta))

    def unit(self, meta, items):
        unit = m.Unit(str(items[0]), self._pos(items[0]))
        fields = _once_each(items[1:], unit.pos, f"unit '{unit.id}'")
        card_fields = [f for f in fields if f[0].startswith("c:")]
        for key, value, _where in fields:
            if key == "type":
                unit.type, unit.subtype = value
            elif key == "at" and isinstance(value, m.PointRef):
                unit.point = value
            elif key == "statuses":
                unit.statuses.extend(value)
            elif not key.startswith("c:"):
                setattr(unit, key, value)
        if card_fields:
            unit.inline_card = _card(f"{unit.id}:inline", unit.pos, card_fields)
        return ("unit", unit)

    def card(self, meta, items):
        card_id = str(items[0])
        return (
            "card",
            _card(card_id, self._pos(items[0]), _once_each(items[1:], self._pos(items[0]), f"card '{card_id}'")),
        )


# A colour count of zero in a dice expression ("0R", "1Y+00G").
ZERO_DIE = re.compile(r"(?:^|\+)0+[RYGB]")

# Fields a unit or card block may give more than once: each line adds to a list, or keys its
# value by an action or area whose repeats are checked where the card is checked.
REPEATABLE = frozenset({"statuses", "c:abilities", "c:attack", "c:mp", "c:defense", "c:weapons", "c:armour"})


def _once_each(items: list, block: Pos, owner: str) -> list[tuple[str, object, Pos]]:
    """A block's fields as (field, value, where); a field given twice is an error at the second."""
    fields: list[tuple[str, object, Pos]] = []
    seen: set[str] = set()
    for item in items:
        key, value, where = item if len(item) == 3 else (*item, block)
        if key in seen and key not in REPEATABLE:
            word = "card" if key == "card_ref" else key.removeprefix("c:")
            raise UmpireError(where, f"{owner} has two '{word}' lines", found=word, expected=f"one '{word}' line")
        seen.add(key)
        fields.append((key, value, where))
    return fields


def _card(card_id: str, pos: Pos, fields: list[tuple[str, Any, Pos]]) -> m.Card:
    card = m.Card(card_id, pos)
    for key, value, _where in fields:
        match key:
            case "c:title":
                card.title = value
            case "c:movement":
                card.movement = value
            case "c:mp" | "c:defense" | "c:armour":
                # A value keyed by an action, an area or a part, given once per key.
                word = key.removeprefix("c:")
                name, item, where = value
                given = getattr(card, word)
                _not_again(given, name, where, card_id, f"{word} {name}")
                given[name] = (item, where)
            case "c:arc":
                card.arc = value
            case "c:attack":
                card.attacks.append(value)
            case "c:abilities":
                card.abilities.extend(value)
            case "c:strength":
                card.strength = value
            case "c:transport":
                card.transport = value
            case "c:tactical":
                card.tactical = value
            case "c:weapons":
                card.weapons.append(value)
    return card


def _not_again(given: JsonObject, key: str, where: Pos, card_id: str, line: str) -> None:
    """A card line keyed by an action or area that the card already gave."""
    if key in given:
        first = given[key][1]
        expected = f"one '{line}' line (the first is on line {first.line})"
        raise UmpireError(where, f"card '{card_id}' gives '{line}' twice", found=line, expected=expected)


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
    for stmt in _build(tree, path).children:
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


def _where(path: str, tree: Tree) -> Pos:
    return Pos(path, tree.meta.line, tree.meta.column)


def parse_question_text(text: str, path: str) -> m.Question:
    """One question as written after 'ask' (e.g. "moves u1 as fast"), typed on its own."""
    return _parse(text, path, "question")[1]


# Control characters other than tab and line ends, and lone surrogates (a Python string may
# hold one; no file can): a scenario is text, even in its comments.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff]")


def _parse(text: str, path: str, start: str) -> Any:
    """The builder's result for one start rule: the statements' tree, or one statement."""
    return _build(_tree(text, path, start), path)


def _tree(text: str, path: str, start: str) -> Tree:
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


def _build(tree: Tree, path: str) -> Any:
    try:
        return ScenarioBuilder(path).transform(tree)
    except VisitError as exc:  # the builder's own checks (a field given twice, a zero die count)
        if isinstance(exc.orig_exc, UmpireError):
            raise exc.orig_exc from None
        raise


def _numbers_in_bounds(tree: Tree, path: str) -> None:
    """Every number, marker count and count in a dice expression within MAX_NUMBER: the KB computes
    with 32-bit integers, and no board, count or level comes near the bound."""
    for token in tree.scan_values(lambda v: isinstance(v, Token) and v.type in ("NUMBER", "DECIMAL", "DICE", "COUNT")):
        counts = re.findall(r"\d+", str(token))
        if any(len(c) > len(str(MAX_NUMBER)) or int(c) > MAX_NUMBER for c in counts):
            raise UmpireError(
                Pos(path, token.line, token.column),
                "number too large",
                found=str(token),
                expected=f"numbers from -{MAX_NUMBER} to {MAX_NUMBER}",
            )


def _collect(scenario: m.Scenario, stmt: tuple) -> None:
    kind = stmt[0]
    if kind == "game":
        if scenario.game is not None:
            raise UmpireError(stmt[1].pos, "a scenario names its game once", found="a second 'game'")
        scenario.game, scenario.edition = stmt[1], stmt[2]
    elif kind == "map":
        if scenario.map is not None:
            raise UmpireError(stmt[1].pos, "a scenario has one map", found="a second 'map'")
        scenario.map = stmt[1]
    elif kind == "default":
        scenario.default_terrain = stmt[1]
    elif kind == "table":
        if scenario.table is not None:
            raise UmpireError(stmt[1].pos, "a scenario has one table", found="a second 'table'")
        scenario.table = stmt[1]
    elif kind == "visibility":
        if scenario.visibility is not None:
            raise UmpireError(stmt[1].pos, "a scenario gives its visibility once", found="a second 'visibility'")
        scenario.visibility = stmt[1]
    elif kind == "include":
        scenario.includes.append((stmt[1], stmt[2]))
    elif kind == "title":
        if scenario.title is not None:
            raise UmpireError(stmt[2], "a scenario gives its title once", found="a second 'title'")
        scenario.title = stmt[1]
    elif kind == "face":
        if scenario.face is not None:
            raise UmpireError(stmt[1].pos, "a scenario gives its board's face once", found="a second 'face'")
        scenario.face = stmt[1]
    elif kind == "expect":
        if not scenario.questions:
            raise UmpireError(stmt[2], "an expect line follows the ask line it is about", found="expect")
        scenario.expectations.append(m.Expectation(len(scenario.questions) - 1, stmt[1], stmt[2]))
    else:
        targets: dict[str, list[Any]] = {
            "terrain": scenario.terrain,
            "elevation": scenario.elevation,
            "path": scenario.paths,
            "hexside": scenario.hexsides,
            "marker": scenario.markers,
            "feature": scenario.features,
            "override": scenario.overrides,
            "assume": scenario.assumptions,
            "effect": scenario.effects,
            "side": scenario.sides,
            "unread": scenario.unread,
            "ask": scenario.questions,
            "region": scenario.regions,
            "line": scenario.lines,
            "unit": scenario.units,
            "card": scenario.cards,
        }
        targets[kind].append(stmt[1])


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
