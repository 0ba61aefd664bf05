"""docs/ai.md's Python examples run as written (all but the cluster's, which needs one).
Skipped without the extra ``rl``."""

import re
from pathlib import Path

import pytest

pytest.importorskip("pyspiel")
pytest.importorskip("shimmy")

PAGE = Path(__file__).resolve().parents[2] / "docs" / "ai.md"
BLOCKS = re.findall(r"```python\n(.*?)```", PAGE.read_text("utf-8"), re.S)


def test_the_page_has_its_examples():
    assert len(BLOCKS) == 4 and sum('address="auto"' in b for b in BLOCKS) == 1


@pytest.mark.parametrize(
    "code", [b for b in BLOCKS if 'address="auto"' not in b], ids=["openspiel", "pettingzoo", "gymnasium"]
)
def test_an_example_runs(code, capsys, monkeypatch):
    monkeypatch.chdir(PAGE.parents[1])
    exec(compile(code, str(PAGE), "exec"), {})
    assert "Traceback" not in capsys.readouterr().err
