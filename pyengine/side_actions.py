"""What every game's ``ask actions [SIDE]`` shares: the side it asks about, the units it
covers, and an answer that lists each unit's part in turn. Each game builds its units'
parts (``UnitPart``) from one KB call of its own."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from pyengine import scenario_model as m
from pyengine.checked_position import PlacedUnit, Position
from pyengine.kb_solve import GroundSize
from pyengine.questions import ArgReader
from pyengine.trace import Assumptions


class UnitPart(Protocol):
    def to_json(self) -> dict: ...

    def text_lines(self) -> list[str]: ...


Part = TypeVar("Part", bound=UnitPart)


@dataclass
class ActionsAnswer(Generic[Part]):
    """A side's actions: each game gives its own unit part (``ActionsAnswer[UnitActions]``)."""

    question: str
    side: str | None
    units: list[Part]
    assumptions: Assumptions
    ground: GroundSize

    def to_json(self) -> dict:
        return {
            "question": self.question,
            "kind": "actions",
            "side": self.side,
            "units": [u.to_json() for u in self.units],
            "assumptions": self.assumptions.to_json(),
        }

    def text_lines(self) -> list[str]:
        who = f"the {self.side} units" if self.side else "every unit"
        lines = [f"actions of {who}: {len(self.units)} unit(s)"]
        for u in self.units:
            lines += ["", *u.text_lines()]
        return lines + self.assumptions.lines()


@dataclass(frozen=True)
class ActionsQuestion:
    """``ask actions [SIDE]``: reads the side (none: every side) and hands its units, by id,
    to the game's ``solve``."""

    solve: Callable[[Position, m.Question, str | None, list[PlacedUnit]], ActionsAnswer[Any]]
    name: str = "actions"
    usage: str = "ask actions [SIDE]"

    def answer(self, pos: Position, question: m.Question) -> ActionsAnswer[Any]:
        args = ArgReader(pos, question, self.usage)
        side = None
        if question.args:
            side = args.choice(0, "side", tuple(sorted(pos.catalogue.words("side"))))
            args.no_more(1)
        actors = sorted((u for u in pos.units.values() if side in (None, u.side)), key=lambda u: u.id)
        return self.solve(pos, question, side, actors)
