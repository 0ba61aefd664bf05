"""What every game's ``ask actions [SIDE]`` shares: the side it asks about, the units it
covers, and an answer that lists each unit's part in turn. Each game builds its units'
parts (``UnitPart``) from one KB call of its own, each part when it is first read (a program
reading one unit's moves does not pay for the other units'); the answer's JSON, text and
assumptions read them all."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar, overload

from pyengine import scenario_model as m
from pyengine.checked_position import PlacedUnit, Position
from pyengine.errors import unknown_name
from pyengine.json_types import JsonObject
from pyengine.kb_solve import GroundSize
from pyengine.ordering import natural
from pyengine.questions import ArgReader
from pyengine.trace import Assumptions


@contextmanager
def collector_paused() -> Iterator[None]:
    """A whole side's answer allocates hundreds of thousands of objects, almost none of them
    garbage, and the cyclic collector's passes over them took about a fifth of the time its JSON
    takes (60 Assault units: 980 ms with them, 760 without; they freed about 1,400 objects).
    So the collector waits while the answer is built, and resumes as it was.

    What was built lives as long as the answer, so it joins the oldest generation at once
    (freeze, then unfreeze): the young collection that would otherwise walk all of it when the
    collector resumes (45-75 ms after 60 units' JSON) is skipped, and any garbage among it goes
    at the next full collection. A process that froze its own objects (the service, after
    warm-up) keeps them frozen, so it leaves the new ones to the young collection."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            if gc.get_freeze_count() == 0:
                gc.freeze()
                gc.unfreeze()
            gc.enable()


class UnitPart(Protocol):
    def to_json(self) -> JsonObject: ...

    def text_lines(self) -> list[str]: ...


Part = TypeVar("Part", bound=UnitPart)


class OnRead(Sequence[Part]):
    """Units' parts built by ``build(i)`` the first time each is read, then kept."""

    def __init__(self, count: int, build: Callable[[int], Part]) -> None:
        self._build = build
        self._built: list[Part | None] = [None] * count

    def __len__(self) -> int:
        return len(self._built)

    @overload
    def __getitem__(self, i: int) -> Part: ...

    @overload
    def __getitem__(self, i: slice) -> Sequence[Part]: ...

    def __getitem__(self, i: int | slice) -> Part | Sequence[Part]:
        if isinstance(i, slice):
            return [self[j] for j in range(len(self))[i]]
        part = self._built[i]
        if part is None:
            part = self._built[i] = self._build(range(len(self))[i])
        return part

    def __iter__(self) -> Iterator[Part]:
        return (self[i] for i in range(len(self)))


@dataclass
class ActionsAnswer(Generic[Part]):
    """A side's actions: each game gives its own unit part (``ActionsAnswer[UnitActions]``).
    ``rests_on`` names the assumptions of the parts it is given (it reads them all)."""

    question: str
    side: str | None
    units: Sequence[Part]
    ground: GroundSize
    rests_on: Callable[[Sequence[Part]], Assumptions] = field(repr=False)
    # The side's units the game places but does not model, "UNIT at HEX": not judged at all
    # (None: a game that places no such unit).
    not_judged: list[str] | None = None

    @property
    def assumptions(self) -> Assumptions:
        return self.rests_on(self.units)

    def to_json(self) -> JsonObject:
        with collector_paused():
            return {
                "question": self.question,
                "kind": "actions",
                "side": self.side,
                "units": [u.to_json() for u in self.units],
                **({} if self.not_judged is None else {"not_judged": self.not_judged}),
                "assumptions": self.assumptions.to_json(),
            }

    def text_lines(self) -> list[str]:
        who = f"the {self.side} units" if self.side else "every unit"
        lines = [f"actions of {who}: {len(self.units)} unit(s)"]
        if self.not_judged:
            placed = ", ".join(self.not_judged)
            lines.append(f"not judged: {placed} (placed, not modelled: neither moves nor battles are judged)")
        with collector_paused():
            for u in self.units:
                lines += ["", *u.text_lines()]
            return lines + self.assumptions.lines()


@dataclass(frozen=True)
class ActionsQuestion:
    """``ask actions [SIDE]``: reads the side (none: every side) and hands its units, in the
    order a player reads their ids, to the game's ``solve``; ``ask actions UNIT [from HEX]``
    asks for one unit (by id or hex), placed on an empty hex first with ``from``."""

    solve: Callable[[Position, m.Question, str | None, list[PlacedUnit]], ActionsAnswer[Any]]
    name: str = "actions"
    usage: str = "ask actions [SIDE] (or: UNIT [from HEX])"

    def answer(self, pos: Position, question: m.Question) -> ActionsAnswer[Any]:
        args = ArgReader(pos, question, self.usage)
        sides = tuple(sorted(pos.catalogue.words("side")))
        first = question.args[0] if question.args else None
        if first is not None and first.text not in sides and isinstance(pos, Position):
            if "," not in first.text and first.text not in pos.units:
                # Neither a side nor a unit: name both kinds.
                raise unknown_name(first.pos, "side or unit", first.text, [*sides, *pos.units])
            there, unit, index = args.placed(1, args.unit(0))
            args.no_more(index)
            with collector_paused():
                return self.solve(there, question, unit.side, [unit])
        side = None
        if question.args:
            side = args.choice(0, "side", sides)
            args.no_more(1)
        actors = sorted((u for u in pos.units.values() if side in (None, u.side)), key=lambda u: natural(u.id))
        # A unit the game places but does not model is named, not judged (nor read as 0 hexes).
        placed = pos.game.unmodelled_status
        unmodelled = [u for u in actors if placed is not None and placed in u.statuses]
        with collector_paused():
            answer = self.solve(pos, question, side, [u for u in actors if u not in unmodelled])
        if placed is not None:
            answer.not_judged = [f"{u.id} at {pos.label(u.hex)}" for u in unmodelled]
        return answer
