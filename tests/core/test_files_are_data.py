"""Files are data (issue 59): only regular files inside their folder are read, bounded; a file
name is never read as text; `examples --copy` writes only new regular files inside its folder;
and a .m44 that is hostile in any field ends in exit 2 with its place, through every command."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import EXAMPLES

ROOT = Path(__file__).resolve().parents[2]
PRIVATE = "PRIVATE-3f9a"


def hostile_folder(tmp_path: Path) -> Path:
    """A folder with one good scenario and links to a private file, /dev/zero and a folder
    outside it, and a FIFO."""
    secret = tmp_path / "outside" / "private.scn"
    secret.parent.mkdir()
    secret.write_text(f"{PRIVATE} game memoir44\n", "utf-8")
    folder = tmp_path / "rulings"
    folder.mkdir()
    (folder / "good.scn").write_text((EXAMPLES / "memoir44_river_crossing.scn").read_text("utf-8"), "utf-8")
    (folder / "leak.scn").symlink_to(secret)
    (folder / "zero.scn").symlink_to("/dev/zero")
    os.mkfifo(folder / "fifo.scn")
    (folder / "elsewhere").symlink_to(secret.parent)
    return folder


def test_umpire_test_reads_only_the_folders_own_regular_files(tmp_path):
    folder = hostile_folder(tmp_path)
    # A process of its own, with a deadline: a FIFO or /dev/zero once hung or grew without bound.
    done = subprocess.run(
        [sys.executable, "-m", "pyengine", "test", str(folder)], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert PRIVATE not in done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert f"umpire test: not read: {folder / 'fifo.scn'}: a FIFO, not a regular file" in lines
    assert f"umpire test: not read: {folder / 'leak.scn'}: a link that leads out of the folder" in lines
    assert f"umpire test: not read: {folder / 'zero.scn'}: a link that leads out of the folder" in lines
    assert lines[-1] == "umpire test: 9 expectations in 1 file(s): 9 met, 0 failed"
    as_json = subprocess.run(
        [sys.executable, "-m", "pyengine", "test", str(folder), "--json"], cwd=ROOT, capture_output=True, timeout=120
    )
    assert len(json.loads(as_json.stdout)["not_read"]) == 3


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["ask", "/dev/zero", "moves", "u"], "/dev/zero: error: a character device, not a regular file: not read"),
        (["import", "/dev/urandom"], "/dev/urandom: error: a character device, not a regular file: not read"),
    ],
)
def test_special_files_are_refused_at_once(umpire, argv, message):
    result = umpire(*argv)
    assert result.code == 2 and message in result.err


def test_a_link_out_of_its_folder_is_not_read_and_a_fifo_not_opened(tmp_path, umpire):
    folder = hostile_folder(tmp_path)
    leak = umpire("ask", str(folder / "leak.scn"), "moves", "u")
    assert leak.code == 2 and "a link that leads out of its folder: not read" in leak.err and PRIVATE not in leak.err
    fifo = umpire("run", str(folder / "fifo.scn"))
    assert fifo.code == 2 and "a FIFO, not a regular file" in fifo.err


def test_a_file_name_is_never_read_as_scenario_text(tmp_path, umpire, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for name in ("{x}.scn", "game memoir44\nmap 3 x 3.scn"):
        result = umpire("run", name)
        assert result.code == 2 and "no such file" in result.err, name
    (tmp_path / "{x}.scn").write_text("game memoir44\nmap 13 x 9\n", "utf-8")
    assert umpire("run", "{x}.scn").code == 0


def test_examples_copy_writes_only_new_regular_files_inside_its_folder(tmp_path, umpire):
    outside = tmp_path / "outside.scn"
    dangling = tmp_path / "dangling"
    dangling.mkdir()
    (dangling / "assault_tutorial.scn").symlink_to(outside)
    through = umpire("examples", "assault_tutorial", "--copy", str(dangling))
    assert through.code == 2 and "will not write over a file or a link that exists" in through.err
    assert not outside.exists()
    linked = tmp_path / "linked"
    linked.symlink_to(tmp_path / "elsewhere", target_is_directory=True)
    (tmp_path / "elsewhere").mkdir()
    refused = umpire("examples", "assault_tutorial", "--copy", str(linked))
    assert refused.code == 2 and "the folder is a link" in refused.err
    assert list((tmp_path / "elsewhere").iterdir()) == []
    long = umpire("examples", "assault_tutorial", "--copy", str(tmp_path / ("x" * 300)))
    assert long.code == 2 and "not a name a folder can have" in long.err


BOARD = {"game_info": {"side_player1": "AXIS", "side_player2": "ALLIES"}, "board": {"type": "STANDARD"}}


@pytest.mark.parametrize(
    ("hexes", "message"),
    [
        ('[{"row": 1' + "0" * 5000 + ', "col": 1}]', "a number in the JSON is too long"),
        ('[{"row": "²", "col": 1}]', "$.board.hexagons[0].row: error: 'row' must be a whole number"),
        ('[{"row": 1, "col": 1, "tags": 1}]', "$.board.hexagons[0].tags: error: 'tags' must be a list"),
        ('[{"row": 1, "col": 1, "unit": {"name": 7}}]', "$.board.hexagons[0].unit.name: error: 'name' must be"),
        ('[{"row": {"a": 1}, "col": 1}, {"row": {"a": 1}, "col": 1}]', "$.board.hexagons[0].row: error:"),
    ],
)
def test_a_hostile_m44_field_is_refused_at_its_path_by_every_command(tmp_path, umpire, hexes, message):
    text = json.dumps(BOARD).replace('"STANDARD"}', '"STANDARD", "hexagons": ' + hexes + "}")
    path = tmp_path / "b.m44"
    path.write_text(text, "utf-8")
    for argv in (["ask", str(path), "actions", "allies"], ["import", str(path)], ["render", str(path)]):
        result = umpire(*argv)
        assert result.code == 2 and message in result.err, (argv, result.err)


def test_digits_python_will_not_convert_are_not_numbers(tmp_path, umpire):
    # Found by benchmarks/fuzz_doors.py: "²" is a digit to str.isdigit, not to int().
    board = {**BOARD, "game_info": {**BOARD["game_info"], "date_begin": "²²²²-01-01"}}
    board["board"] = {"type": "STANDARD", "hexagons": {"²": {"row": 1, "col": 1}}}
    path = tmp_path / "b.m44"
    path.write_text(json.dumps(board), "utf-8")
    result = umpire("ask", str(path), "actions", "allies")
    assert result.code == 2 and "$.board.hexagons: error: 'hexagons' must be a list" in result.err


def test_lone_surrogates_in_a_m44_are_named_not_crashed_on(tmp_path, umpire):
    hexes = '[{"row": 1, "col": 1, "terrain": {"name": "wo\\ud800ds"}, "unit": {"name": "inf\\udc80us"}}]'
    text = json.dumps(BOARD).replace('"STANDARD"}', '"STANDARD", "hexagons": ' + hexes + "}")
    path = tmp_path / "b.m44"
    path.write_text(text, "utf-8")
    imported = umpire("import", str(path))
    assert imported.code == 0 and "terrain 'wo?ds' is not modelled" in imported.out
    side = text.replace('"ALLIES"', '"ALL\\ud800IES"')
    path.write_text(side, "utf-8")
    refused = umpire("ask", str(path), "actions", "allies")
    assert refused.code == 2 and "unknown side 'ALL?IES'" in refused.err


def test_an_empty_name_is_the_current_folder_and_refused():
    # Found by benchmarks/fuzz.py: "" names the current folder, which opens as a file handle.
    from pyengine import UmpireError, open_scenario

    with pytest.raises(UmpireError) as caught:
        open_scenario("")
    assert caught.value.message == "this is a directory"


@pytest.mark.parametrize(
    "argv", [["render", "examples/memoir44_river_crossing.scn"], ["run", "examples/assault_tutorial.scn", "--json"]]
)
def test_a_closed_pipe_ends_quietly_with_status_0(argv):
    # `umpire render ... | head` (outputs far over a pipe's 64 KB): the reader closes the pipe;
    # once a BrokenPipeError and exit 120.
    reader = subprocess.Popen(["head", "-c", "10"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
    writer = subprocess.run(
        [sys.executable, "-m", "pyengine", *argv], cwd=ROOT, stdout=reader.stdin, stderr=subprocess.PIPE, timeout=120
    )
    assert reader.stdin is not None
    reader.stdin.close()
    reader.wait(timeout=30)
    assert writer.returncode == 0 and b"BrokenPipe" not in writer.stderr and writer.stderr == b""
