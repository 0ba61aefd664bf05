"""What the scenario parser builds from the grammar's rules besides scenario_model's own
classes: one dataclass per statement the model keeps as a setting (game, title ...) and per
line of a unit or card block, each carrying where it was written. A block line applies
itself to its unit or card, so the parser folds a block without sorting its lines by name."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from pyengine.errors import Pos, UmpireError
from pyengine.scenario_model import AttackBand, Card, Dice, HexRef, Name, PointRef, Unit, Weapon


# ---- Statements the scenario keeps as settings ---------------------------------------------
@dataclass(frozen=True)
class GameLine:
    game: Name
    edition: Name | None


@dataclass(frozen=True)
class DefaultLine:
    terrain: Name


@dataclass(frozen=True)
class VisibilityLine:
    value: Name


@dataclass(frozen=True)
class IncludeLine:
    path: str
    pos: Pos


@dataclass(frozen=True)
class TitleLine:
    text: str
    pos: Pos


@dataclass(frozen=True)
class FaceLine:
    face: Name


@dataclass(frozen=True)
class ExpectLine:
    words: tuple[Name, ...]
    pos: Pos


# ---- Lines of a unit or card block ----------------------------------------------------------
@dataclass(frozen=True)
class BlockLine:
    """One line of a block: ``word`` names it in errors; a block gives each kind of line once
    unless it is ``repeatable`` (each adds to a list, or is keyed and checked by its key)."""

    pos: Pos
    word: ClassVar[str]
    repeatable: ClassVar[bool] = False


@dataclass(frozen=True)
class Facing(BlockLine):
    """A unit's facing, or a fortification's or obstacle's."""

    facing: int
    word = "facing"

    def apply(self, unit: Unit) -> None:
        unit.facing = self.facing


@dataclass(frozen=True)
class Owner(BlockLine):
    """The side a fortification or obstacle belongs to."""

    owner: Name
    word = "owner"


@dataclass(frozen=True)
class UnitName(BlockLine):
    text: str
    word = "name"

    def apply(self, unit: Unit) -> None:
        unit.name = self.text


@dataclass(frozen=True)
class UnitSide(BlockLine):
    side: Name
    word = "side"

    def apply(self, unit: Unit) -> None:
        unit.side = self.side


@dataclass(frozen=True)
class UnitType(BlockLine):
    type: Name
    subtype: Name | None
    word = "type"

    def apply(self, unit: Unit) -> None:
        unit.type, unit.subtype = self.type, self.subtype


@dataclass(frozen=True)
class UnitAt(BlockLine):
    """A hex on a map, or a point on a table (skirmish)."""

    at: HexRef | PointRef
    word = "at"

    def apply(self, unit: Unit) -> None:
        if isinstance(self.at, PointRef):
            unit.point = self.at
        else:
            unit.at = self.at


@dataclass(frozen=True)
class UnitExperience(BlockLine):
    experience: Name
    word = "experience"

    def apply(self, unit: Unit) -> None:
        unit.experience = self.experience


@dataclass(frozen=True)
class UnitStatus(BlockLine):
    statuses: tuple[Name, ...]
    word = "statuses"
    repeatable = True

    def apply(self, unit: Unit) -> None:
        unit.statuses.extend(self.statuses)


@dataclass(frozen=True)
class UnitStrength(BlockLine):
    strength: int
    word = "strength"

    def apply(self, unit: Unit) -> None:
        unit.strength = self.strength


@dataclass(frozen=True)
class UnitFigures(BlockLine):
    figures: int
    word = "figures"

    def apply(self, unit: Unit) -> None:
        unit.figures = self.figures


@dataclass(frozen=True)
class UnitCard(BlockLine):
    card: Name
    word = "card"

    def apply(self, unit: Unit) -> None:
        unit.card_ref = self.card


@dataclass(frozen=True)
class UnitClass(BlockLine):
    unit_class: Name
    word = "unit_class"

    def apply(self, unit: Unit) -> None:
        unit.unit_class = self.unit_class


@dataclass(frozen=True)
class UnitPlatoon(BlockLine):
    platoon: Name
    word = "platoon"

    def apply(self, unit: Unit) -> None:
        unit.platoon = self.platoon


@dataclass(frozen=True)
class UnitTeam(BlockLine):
    team: Name
    word = "team"

    def apply(self, unit: Unit) -> None:
        unit.team = self.team


@dataclass(frozen=True)
class UnitRank(BlockLine):
    rank: Name
    word = "rank"

    def apply(self, unit: Unit) -> None:
        unit.rank = self.rank


@dataclass(frozen=True)
class UnitCrew(BlockLine):
    """Crew N of M: now, and at the start."""

    now: int
    start: int
    word = "crew"

    def apply(self, unit: Unit) -> None:
        unit.crew = (self.now, self.start, self.pos)


@dataclass(frozen=True)
class UnitRadio(BlockLine):
    word = "radio"

    def apply(self, unit: Unit) -> None:
        unit.radio = True


@dataclass(frozen=True)
class UnitHooked(BlockLine):
    to: Name
    word = "hooked"

    def apply(self, unit: Unit) -> None:
        unit.hooked = self.to


@dataclass(frozen=True)
class UnitCarried(BlockLine):
    by: Name
    word = "carried"

    def apply(self, unit: Unit) -> None:
        unit.carried = self.by


UnitLine = (
    Facing | UnitName | UnitSide | UnitType | UnitAt | UnitExperience | UnitStatus | UnitStrength | UnitFigures
    | UnitCard | UnitClass | UnitPlatoon | UnitTeam | UnitRank | UnitCrew | UnitRadio | UnitHooked | UnitCarried
)  # fmt: skip


@dataclass(frozen=True)
class CardTitle(BlockLine):
    text: str
    word = "title"

    def apply(self, card: Card) -> None:
        card.title = self.text


@dataclass(frozen=True)
class CardMovement(BlockLine):
    movement: Name
    word = "movement"

    def apply(self, card: Card) -> None:
        card.movement = self.movement


@dataclass(frozen=True)
class CardMp(BlockLine):
    """The allowance of one action: a card gives each action once."""

    action: str
    mp: int
    word = "mp"
    repeatable = True

    def apply(self, card: Card) -> None:
        _not_again(card, card.mp, self.action, self.pos, f"mp {self.action}")
        card.mp[self.action] = (self.mp, self.pos)


@dataclass(frozen=True)
class CardArc(BlockLine):
    arc: int
    word = "arc"

    def apply(self, card: Card) -> None:
        card.arc = self.arc


@dataclass(frozen=True)
class CardAttack(BlockLine):
    band: AttackBand
    word = "attack"
    repeatable = True

    def apply(self, card: Card) -> None:
        card.attacks.append(self.band)


@dataclass(frozen=True)
class CardDefense(BlockLine):
    """The defense dice of one area: a card gives each area once."""

    area: str
    dice: Dice
    word = "defense"
    repeatable = True

    def apply(self, card: Card) -> None:
        _not_again(card, card.defense, self.area, self.pos, f"defense {self.area}")
        card.defense[self.area] = (self.dice, self.pos)


@dataclass(frozen=True)
class CardAbility(BlockLine):
    abilities: tuple[Name, ...]
    word = "abilities"
    repeatable = True

    def apply(self, card: Card) -> None:
        card.abilities.extend(self.abilities)


@dataclass(frozen=True)
class CardStrength(BlockLine):
    strength: int
    word = "strength"

    def apply(self, card: Card) -> None:
        card.strength = self.strength


@dataclass(frozen=True)
class CardTransport(BlockLine):
    transport: int
    word = "transport"

    def apply(self, card: Card) -> None:
        card.transport = self.transport


@dataclass(frozen=True)
class CardTactical(BlockLine):
    cm: int
    word = "tactical"

    def apply(self, card: Card) -> None:
        card.tactical = (self.cm, self.pos)


@dataclass(frozen=True)
class CardWeapon(BlockLine):
    weapon: Weapon
    word = "weapons"
    repeatable = True

    def apply(self, card: Card) -> None:
        card.weapons.append(self.weapon)


@dataclass(frozen=True)
class CardArmour(BlockLine):
    """The armour of one part: a card gives each part once."""

    part: str
    cm: int
    word = "armour"
    repeatable = True

    def apply(self, card: Card) -> None:
        _not_again(card, card.armour, self.part, self.pos, f"armour {self.part}")
        card.armour[self.part] = (self.cm, self.pos)


CardLine = (
    CardTitle | CardMovement | CardMp | CardArc | CardAttack | CardDefense | CardAbility | CardStrength
    | CardTransport | CardTactical | CardWeapon | CardArmour
)  # fmt: skip


@dataclass(frozen=True)
class WeaponOption:
    """One option of a weapon line: its calibre, shots, ranges or named gun."""

    name: str
    value: int | tuple[int, ...] | str


def _not_again(card: Card, given: Mapping[str, tuple[object, Pos]], key: str, where: Pos, line: str) -> None:
    """A card line keyed by an action, an area or a part that the card already gave."""
    if key in given:
        first = given[key][1]
        expected = f"one '{line}' line (the first is on line {first.line})"
        raise UmpireError(where, f"card '{card.id}' gives '{line}' twice", found=line, expected=expected)


def once_each(lines: list[BlockLine], owner: str) -> None:
    """A block gives each kind of line once (but the repeatable ones): an error at the second."""
    seen: set[type[BlockLine]] = set()
    for line in lines:
        kind = type(line)
        if kind in seen and not line.repeatable:
            raise UmpireError(
                line.pos, f"{owner} has two '{line.word}' lines", found=line.word, expected=f"one '{line.word}' line"
            )
        seen.add(kind)
