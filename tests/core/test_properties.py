"""Invariants: no input ever produces a traceback; the same input gives the same bytes."""

import os
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyengine.cli import main
from tests.conftest import EXAMPLE_NAMES
from tests.mutations import mutate

EXAMPLE = "assault_tutorial.scn"
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))


def run_quiet(capsys, path: str) -> tuple[int, str]:
    code = main(["run", path])
    captured = capsys.readouterr()
    return code, captured.err


@SETTINGS
@given(text=st.text(max_size=300))
def test_random_text_never_crashes(tmp_path_factory, capsys, text):
    path = tmp_path_factory.mktemp("rand") / "r.scn"
    path.write_text(text, encoding="utf-8")
    code, err = run_quiet(capsys, str(path))
    assert code in (0, 2), err
    assert "Traceback" not in err


@st.composite
def mutated_example(draw, source: str):
    lines = source.splitlines()
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(lines) - 1))
        op = draw(st.sampled_from(["delete", "duplicate", "swap_words", "edit_char", "insert_token"]))
        words = lines[i].split(" ")
        if op == "delete":
            lines.pop(i)
        elif op == "duplicate":
            lines.insert(i, lines[i])
        elif op == "swap_words" and len(words) > 1:
            j = draw(st.integers(0, len(words) - 2))
            words[j], words[j + 1] = words[j + 1], words[j]
            lines[i] = " ".join(words)
        elif op == "edit_char" and lines[i]:
            j = draw(st.integers(0, len(lines[i]) - 1))
            lines[i] = lines[i][:j] + draw(st.characters(codec="utf-8")) + lines[i][j + 1 :]
        else:
            token = draw(st.sampled_from(["{", "}", "9,9", "-1,0", "x3", "ask", "unit", "=", "99", "2R+1G", "on"]))
            lines[i] = f"{lines[i]} {token}"
        if not lines:
            lines = [""]
    return "\n".join(lines)


@pytest.mark.long  # a long run: CI runs it (pytest -m long), the Quick start does not
@SETTINGS
@given(data=st.data())
def test_mutated_examples_never_crash(examples_copy, capsys, data):
    source = (examples_copy / EXAMPLE).read_text(encoding="utf-8")
    text = data.draw(mutated_example(source))
    target = examples_copy / "mutant.scn"
    target.write_text(text, encoding="utf-8")
    code, err = run_quiet(capsys, str(target))
    assert code in (0, 2), err
    assert "Traceback" not in err


@pytest.mark.long  # a long run: CI runs it (pytest -m long), the Quick start does not
@SETTINGS
@given(name=st.sampled_from(EXAMPLE_NAMES), rng=st.randoms(use_true_random=False))
def test_structurally_mutated_examples_never_crash(examples_copy, capsys, name, rng):
    # The mutations that found card data the KB could not take (tests/mutations.py).
    text = mutate((examples_copy / name).read_text(encoding="utf-8"), examples_copy, rng)
    target = examples_copy / "mutant.scn"
    target.write_text(text, encoding="utf-8")
    code, err = run_quiet(capsys, str(target))
    assert code in (0, 2), err
    assert "Traceback" not in err


def _cli(args: list[str], seed: str) -> bytes:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    done = subprocess.run([sys.executable, "-m", "pyengine.cli", *args], capture_output=True, env=env, check=True)
    return done.stdout


@pytest.mark.long  # a long run: CI runs it (pytest -m long), the Quick start does not
def test_same_input_gives_byte_identical_output(examples_copy):
    for name in EXAMPLE_NAMES:
        path = str(examples_copy / name)
        for flags in ([], ["--json"]):
            outputs = {_cli(["run", path, *flags], seed) for seed in ("0", "1", "12345")}
            assert len(outputs) == 1, name
