"""The typed scenario model that the grammar's Transformer builds."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from pyengine.errors import Pos


@dataclass(frozen=True)
class HexRef:
    """A hex as written in the scenario ("a,b"), before the map resolves it."""

    a: int
    b: int
    pos: Pos

    def __str__(self) -> str:
        return f"{self.a},{self.b}"


@dataclass(frozen=True)
class PointRef:
    """A point on a table in centimetres ("x,y", decimals allowed), exact."""

    x: Fraction
    y: Fraction
    text: str
    pos: Pos

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Name:
    """A vocabulary word with the place it was written."""

    text: str
    pos: Pos


@dataclass(frozen=True)
class Dice:
    """Dice by colour, strongest first (Red > Yellow > Green > Blue)."""

    red: int = 0
    yellow: int = 0
    green: int = 0
    blue: int = 0

    def __str__(self) -> str:
        parts = [f"{n}{c}" for n, c in zip(self.counts(), "RYGB", strict=True) if n]
        return "+".join(parts) or "-"

    def counts(self) -> tuple[int, int, int, int]:
        return (self.red, self.yellow, self.green, self.blue)


@dataclass(frozen=True)
class AttackBand:
    """Attack dice against one target type over one range band of the unit card (4.2)."""

    target: Name
    band: Name
    first: int
    last: int
    dice: Dice
    pos: Pos


@dataclass
class Card:
    """Unit-card values (4.2): given in a ``card`` block or inline in a unit."""

    id: str
    pos: Pos
    title: str | None = None
    movement: Name | None = None
    mp: dict[str, tuple[int, Pos]] = field(default_factory=dict)
    arc: int | None = None
    attacks: list[AttackBand] = field(default_factory=list)
    defense: dict[str, tuple[Dice, Pos]] = field(default_factory=dict)
    abilities: list[Name] = field(default_factory=list)
    strength: int | None = None
    transport: int | None = None  # Assault: what it carries, in strength points (9.11)
    # Skirmish unit charts: tactical movement (cm), weapons and armour (cm per part).
    tactical: tuple[int, Pos] | None = None
    weapons: list[Weapon] = field(default_factory=list)
    armour: dict[str, tuple[int, Pos]] = field(default_factory=dict)
    # Each field line as written (its grammar rule's name, e.g. c_movement) and where.
    written: list[tuple[str, Pos]] = field(default_factory=list)


@dataclass(frozen=True)
class Weapon:
    """A weapon of a skirmish unit chart: light or heavy, calibre in mm, shots stationary and
    moving, the long, effective and short range limits in cm, and a named gun."""

    name: Name
    kind: Name
    calibre: int | None
    shots: tuple[int, int] | None
    ranges: tuple[int, int, int] | None
    pos: Pos
    gun: str | None = None  # a named gun of the penetration table ("75L", "6p" ...)


@dataclass
class Unit:
    id: str
    pos: Pos
    name: str | None = None
    side: Name | None = None
    type: Name | None = None
    subtype: Name | None = None
    at: HexRef | None = None
    facing: int | None = None
    experience: Name | None = None
    statuses: list[Name] = field(default_factory=list)
    strength: int | None = None
    figures: int | None = None
    card_ref: Name | None = None
    inline_card: Card | None = None
    # Skirmish fields (a point for 'at', the class, platoon, crew and the like).
    point: PointRef | None = None
    unit_class: Name | None = None
    platoon: Name | None = None
    team: Name | None = None
    rank: Name | None = None
    crew: tuple[int, int, Pos] | None = None  # now, at start
    radio: bool = False
    hooked: Name | None = None
    carried: Name | None = None
    # Each field line as written (its grammar rule's name, e.g. u_platoon, c_weapon) and where.
    written: list[tuple[str, Pos]] = field(default_factory=list)


@dataclass(frozen=True)
class TerrainPlacement:
    terrain: Name
    hexes: tuple[HexRef, ...]


@dataclass(frozen=True)
class ElevationPlacement:
    level: int
    hexes: tuple[HexRef, ...]
    pos: Pos


@dataclass(frozen=True)
class PathFeature:
    """A road or trail: an ordered chain of adjacent hexes."""

    kind: Name
    hexes: tuple[HexRef, ...]


@dataclass(frozen=True)
class HexsideFeature:
    kind: Name
    a: HexRef
    b: HexRef


@dataclass(frozen=True)
class MarkerPlacement:
    kind: Name
    count: int
    hexes: tuple[HexRef, ...]


@dataclass(frozen=True)
class HexFeature:
    """A fortification or obstacle inside a hex, with a facing where it has one."""

    category: str  # "fortification" or "obstacle"
    kind: Name
    at: HexRef
    facing: int | None
    owner: Name | None


@dataclass(frozen=True)
class SideBarrier:
    """Hexes one side's units may not enter: all of them, or those of the types named."""

    hexes: tuple[HexRef, ...]
    side: Name
    types: tuple[Name, ...]  # none: every unit of the side
    pos: Pos


@dataclass(frozen=True)
class Objective:
    """A board medal objective: the side holding ``needs`` of its hexes holds ``medals`` medals."""

    name: Name
    hexes: tuple[HexRef, ...]
    side: Name | None  # the side that may win it; None: either side
    medals: int | None  # None: all the side still needs (a sudden death)
    needs: int
    flags: tuple[str, ...]  # permanent, majority, turn_start, last_to_occupy, sole_control, any_hex
    pos: Pos


@dataclass(frozen=True)
class Override:
    """A scenario value for a chart cell the KB marks unknown."""

    row: Name
    column: Name
    value: str
    pos: Pos


@dataclass(frozen=True)
class Effect:
    """A named command-card or ability effect on one unit's dice or roll (8.3, 4.2)."""

    name: Name
    unit: Name
    pool: Name
    value: str
    pos: Pos


@dataclass(frozen=True)
class AssumptionSwitch:
    name: Name
    on: bool


@dataclass(frozen=True)
class SideEdge:
    """The map edge a side plays from: its baseline, and where its sections are seen from."""

    side: Name
    edge: Name


@dataclass(frozen=True)
class Region:
    """A skirmish area, building or minefield: a polygon with a terrain word."""

    id: Name
    kind: str  # "area", "building" or "minefield"
    terrain: Name | None
    height: Fraction | None
    points: tuple[PointRef, ...]
    pos: Pos


@dataclass(frozen=True)
class LineFeature:
    """A skirmish linear feature (wall, hedge, road...): a polyline with a width in cm."""

    id: Name
    kind: Name
    width: Fraction
    points: tuple[PointRef, ...]
    pos: Pos


@dataclass(frozen=True)
class TableSpec:
    width: int
    depth: int
    pos: Pos


@dataclass(frozen=True)
class SetupLine:
    """``setup KEY WORD...``: a value of how a game starts, for game play (Memoir '44's set-up)."""

    key: Name
    args: tuple[Name, ...]
    pos: Pos


@dataclass(frozen=True)
class Question:
    kind: Name
    args: tuple[Name, ...]
    pos: Pos

    def __str__(self) -> str:
        return " ".join([self.kind.text, *(a.text for a in self.args)])


@dataclass(frozen=True)
class Expectation:
    """``expect ...``: what the answer to a file's question (by its index) must say."""

    question: int
    words: tuple[Name, ...]
    pos: Pos

    @property
    def text(self) -> str:
        """The expectation as written after ``expect``."""
        return " ".join(w.text for w in self.words)

    def __str__(self) -> str:
        return "expect " + self.text


@dataclass(frozen=True)
class Unread:
    """Something an imported file holds that Umpire does not model: its words, and the
    questions it changes (refused); every other answer names it."""

    text: str
    touches: tuple[Name, ...]
    pos: Pos

    def refuses(self, kind: str) -> bool:
        return any(q.text == kind for q in self.touches)


@dataclass(frozen=True)
class MapSpec:
    width: int
    height: int
    convention: Name | None  # None: the game's default convention
    pos: Pos


@dataclass
class Scenario:
    """One position: map, terrain, units and the questions to adjudicate."""

    path: str
    game: Name | None = None
    edition: Name | None = None
    map: MapSpec | None = None
    default_terrain: Name | None = None
    terrain: list[TerrainPlacement] = field(default_factory=list)
    elevation: list[ElevationPlacement] = field(default_factory=list)
    paths: list[PathFeature] = field(default_factory=list)
    hexsides: list[HexsideFeature] = field(default_factory=list)
    markers: list[MarkerPlacement] = field(default_factory=list)
    features: list[HexFeature] = field(default_factory=list)
    units: list[Unit] = field(default_factory=list)
    cards: list[Card] = field(default_factory=list)
    includes: list[tuple[str, Pos]] = field(default_factory=list)
    overrides: list[Override] = field(default_factory=list)
    assumptions: list[AssumptionSwitch] = field(default_factory=list)
    effects: list[Effect] = field(default_factory=list)
    sides: list[SideEdge] = field(default_factory=list)
    objectives: list[Objective] = field(default_factory=list)
    barriers: list[SideBarrier] = field(default_factory=list)
    unread: list[Unread] = field(default_factory=list)
    setup: list[SetupLine] = field(default_factory=list)
    title: str | None = None  # the scenario's own name, when it gives one
    face: Name | None = None  # the board's face (Memoir '44: country, winter, desert, beach)
    questions: list[Question] = field(default_factory=list)
    expectations: list[Expectation] = field(default_factory=list)
    # Skirmish tables: their size, visibility, areas (with buildings and minefields) and lines.
    table: TableSpec | None = None
    visibility: Name | None = None
    regions: list[Region] = field(default_factory=list)
    lines: list[LineFeature] = field(default_factory=list)
    # Every statement as written (its grammar rule's name) and where: a game refuses others.
    written: list[tuple[str, Pos]] = field(default_factory=list)
