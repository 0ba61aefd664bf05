"""An `actions` answer builds each unit's part the first time it is read (issue 45, "build
what is read"), keeps it, and reads them all for its JSON, text and assumptions."""

from dataclasses import dataclass

from pyengine.api import open_scenario
from pyengine.side_actions import OnRead
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
