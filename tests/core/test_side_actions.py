"""An `actions` answer builds each unit's part the first time it is read (issue 45, "build
what is read"), keeps it, and reads them all for its JSON, text and assumptions."""

import gc
import weakref
from dataclasses import dataclass

from pyengine.api import open_scenario
from pyengine.side_actions import OnRead, collector_paused
from tests.conftest import EXAMPLES


@dataclass
class Part:
    n: int

    def to_json(self) -> dict:
        return {"n": self.n}

    def text_lines(self) -> list[str]:
        return [str(self.n)]


def test_a_part_is_built_once_when_first_read():
    built: list[int] = []

    def build(i: int) -> Part:
        built.append(i)
        return Part(i)

    parts = OnRead(3, build)
    assert len(parts) == 3 and built == []
    assert parts[1] is parts[-2]
    assert built == [1]
    assert [p.n for p in parts[0:2]] == [0, 1] and built == [1, 0]
    assert [p.n for p in parts] == [0, 1, 2] and built == [1, 0, 2]


def test_reading_one_unit_equals_its_part_of_the_whole_answer():
    game = open_scenario(EXAMPLES / "memoir44_river_crossing.scn")
    whole = game.ask("actions axis").to_json()
    one = game.ask("actions axis")
    assert one.units[1].to_json() == whole["units"][1]
    assert one.to_json() == whole


class Cycle:
    """An object that refers to itself: only the cyclic collector frees it."""

    def __init__(self) -> None:
        self.me = self


def test_what_is_built_with_the_collector_paused_is_not_walked_again_yet_still_collected():
    # Nothing of this process is frozen (the service freezes after its warm-up, below).
    assert gc.get_freeze_count() == 0
    with collector_paused():
        assert not gc.isenabled()
        kept = [[i] for i in range(5000)]
        dropped = weakref.ref(Cycle())
    assert gc.isenabled() and gc.get_freeze_count() == 0
    # The young generation starts empty: the 5,000 lists joined the oldest at once.
    assert gc.get_count()[0] < 100
    assert dropped() is not None  # garbage waits for a full collection...
    gc.collect()
    assert dropped() is None and len(kept) == 5000  # ...which frees it: nothing stays frozen


def test_a_process_that_froze_its_objects_keeps_them_frozen():
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        with collector_paused():
            made = [[i] for i in range(100)]
        assert gc.get_freeze_count() == frozen and len(made) == 100
    finally:
        gc.unfreeze()
