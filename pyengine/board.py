"""What the core's wording and question checks need of a checked scenario, whichever kind it
is: a hex map's Position (checked_position.py) or a skirmish Table (games/skirmish)."""

from __future__ import annotations

from typing import Any, Protocol

from pyengine import scenario_model as m
from pyengine.kb_rules import Catalogue


class Board(Protocol):
    @property
    def scenario(self) -> m.Scenario: ...

    @property
    def catalogue(self) -> Catalogue: ...

    # The answers' shared wording, made on first use (trace.Wording.of).
    wording: Any
