"""The parameters of an ``umpire_<game>`` OpenSpiel game, checked before anything reads them:
each a known name, of its type and within its bounds, or a ValueError that says so."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass

from pyengine.play.game import MAX_STEPS

PARAMETERS: dict[str, object] = {"scenario": "", "victory": 0, "max_steps": MAX_STEPS}
# Integer bounds: OpenSpiel keeps a game's length in a 32-bit integer (pybind11 refuses more
# with an error of its own), and no side needs more medals than a board has units to take.
BOUNDS = {"victory": (0, 100), "max_steps": (1, 1_000_000)}


@dataclass(frozen=True)
class Parameters:
    """An Umpire game's parameters, checked."""

    scenario: str
    victory: int
    max_steps: int

    def as_dict(self) -> dict[str, object]:
        """As OpenSpiel takes them (a game string's, load_game's)."""
        return asdict(self)


def checked_parameters(game: str, given: Mapping[str, object] | None) -> Parameters:
    """The game's parameters with the defaults filled in; a fault raises ValueError."""
    out = dict(PARAMETERS)
    for key, value in (given or {}).items():
        if key not in PARAMETERS:
            raise ValueError(f"{game}: unknown parameter {str(key)[:40]!r}; expected one of {', '.join(PARAMETERS)}")
        if key in BOUNDS:
            low, high = BOUNDS[key]
            if type(value) is not int or not low <= value <= high:
                raise ValueError(f"{game}: {key!r} is an integer from {low} to {high}; given {str(value)[:40]}")
        elif not isinstance(value, str):
            raise ValueError(f"{game}: {key!r} is a file's path; given {type(value).__name__}")
        out[key] = value
    scenario, victory, max_steps = out["scenario"], out["victory"], out["max_steps"]
    if not isinstance(scenario, str) or not scenario:
        raise ValueError(f"{game} needs the parameter 'scenario': a scenario or .m44 file's path")
    assert isinstance(victory, int) and isinstance(max_steps, int)  # checked against BOUNDS above
    return Parameters(scenario, victory, max_steps)
