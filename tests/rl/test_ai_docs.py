"""docs/ai.md's Python examples run as written: OpenSpiel, PettingZoo and Gymnasium in the
quick run, Ray's on a local cluster of 2 as a long run (Ray takes seconds to start). Skipped
without the extra ``rl``."""

import re
from pathlib import Path

import pytest

pytest.importorskip("pyspiel")
pytest.importorskip("shimmy")

PAGE = Path(__file__).resolve().parents[2] / "docs" / "ai.md"
BLOCKS = re.findall(r"```python\n(.*?)```", PAGE.read_text("utf-8"), re.S)
RAY = [b for b in BLOCKS if "Pool(" in b]


def test_the_page_has_its_examples():
    assert len(BLOCKS) == 4 and len(RAY) == 1


def run(code: str, monkeypatch) -> None:
    monkeypatch.chdir(PAGE.parents[1])
    exec(compile(code, str(PAGE), "exec"), {})


@pytest.mark.parametrize("code", [b for b in BLOCKS if b not in RAY], ids=["openspiel", "pettingzoo", "gymnasium"])
def test_an_example_runs(code, capsys, monkeypatch):
    run(code, monkeypatch)
    assert "Traceback" not in capsys.readouterr().err


@pytest.mark.long
def test_the_ray_example_runs_on_a_local_cluster_of_two(capsys, monkeypatch):
    pytest.importorskip("ray")
    run(RAY[0], monkeypatch)
    assert re.search(r"^\d of 4 won by the Allies$", capsys.readouterr().out, re.M)
