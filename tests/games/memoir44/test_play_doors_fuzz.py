"""The play doors' fuzzer (benchmarks/fuzz_play_doors.py through fuzz_doors.py --play): mutated
game records, /api/step positions and, with the extra rl, OpenSpiel state strings, each ending
in an answer or a clear refusal. A long run: CI runs 600 inputs; docs/robustness.md gives the
figures of the full runs."""

import subprocess
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[3] / "benchmarks"


@pytest.mark.long
def test_six_hundred_mutated_records_positions_and_state_strings_end_cleanly(tmp_path):
    command = [sys.executable, "fuzz_doors.py", "--play", "--inputs", "600", "--seed", "11", "--keep", str(tmp_path)]
    done = subprocess.run(command, cwd=BENCHMARKS, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert " 0 internal errors, 0 runaways" in done.stdout
