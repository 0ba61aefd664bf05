"""Every kind of bad input: file:line:col, what was found/expected, exit 2, no traceback."""

import pickle

import pytest

from pyengine.errors import Pos, UmpireError

GOOD_HEAD = "game assault edition rev6\nmap 4 x 4\n"
UNIT = "unit u { side allies type infantry at 1,1 movement foot mp normal 2 }\n"

CASES = [
    # (scenario text, "line:col", fragment of the message, did-you-mean or None)
    ("game assault edition rev6\nmap 4 x 4\nterain clear at 1,1\n", "3:1", "unexpected input", "terrain"),
    ("game assault edition rev6\nmap 4 x 4\nterrain clear at 1,1 @\n", "3:22", "unexpected character", None),
    ("game assualt edition rev6\nmap 4 x 4\n", "1:6", "unknown game 'assualt'", "assault"),
    ("game assault\nmap 4 x 4\n", "1:6", "assault needs a chart edition", None),
    ("game assault edition rev7\nmap 4 x 4\n", "1:22", "unknown edition 'rev7'", "rev6"),
    ("game assault edition rev6\n", "1:1", "the scenario has no map", None),
    ("map 4 x 4\n", "1:1", "does not name its game", None),
    (GOOD_HEAD + "map 2 x 2\n", "3:1", "one map", None),
    (
        "game assault edition rev6\nmap 4 x 4 coords hexagonal\n",
        "2:18",
        "unknown coordinate convention",
        None,
    ),
    ("game assault edition rev6\nmap 0 x 4\n", "2:1", "map size out of range", None),
    (GOOD_HEAD + "terrain heavy_forrest at 1,1\n", "3:9", "unknown terrain 'heavy_forrest'", "heavy_forest"),
    (GOOD_HEAD + "terrain clear at 9,1\n", "3:18", "hex 9,1 is off the map", None),
    (GOOD_HEAD + "hexside stone_wall between 0,0 and 2,0\n", "3:36", "are not adjacent", None),
    (GOOD_HEAD + "hexside stone_wal between 0,0 and 1,0\n", "3:9", "unknown hexside feature", "stone_wall"),
    (GOOD_HEAD + "path main_road 0,0 2,0\n", "3:20", "neighbouring hexes", None),
    (GOOD_HEAD + "marker smok x2 at 1,1\n", "3:8", "unknown marker 'smok'", "smoke"),
    (GOOD_HEAD + "fortification trenches at 1,1\n", "3:15", "unknown fortification", "trench"),
    (GOOD_HEAD + "elevation -1 at 1,1\n", "3:1", "elevation below 0", None),
    (
        GOOD_HEAD + "terrain heavy_forest at 1,1\n"
        "unit t { side axis type vehicle at 1,1 movement wheeled mp normal 4 }\n",
        "4:6",
        "impassable ground",
        None,
    ),
    (GOOD_HEAD + UNIT + UNIT.replace("1,1", "2,2"), "4:6", "duplicate unit id 'u'", None),
    (
        GOOD_HEAD + UNIT + "unit v { side allies type infantry at 1,1 movement foot }\n",
        "4:39",
        "already holds unit",
        None,
    ),
    (GOOD_HEAD + "card c { mp normal 2 }\ncard c { mp normal 3 }\n", "4:6", "duplicate card id 'c'", None),
    (
        GOOD_HEAD + "unit u { side allies type infantry at 1,1 card rifle }\ncard rifles { mp normal 2 }\n",
        "3:48",
        "unknown card 'rifle'",
        "rifles",
    ),
    (GOOD_HEAD + "unit u { side alies type infantry at 1,1 }\n", "3:15", "unknown side", "allies"),
    (
        GOOD_HEAD + "unit u { side allies type infantry at 1,1 status supressed }\n",
        "3:50",
        "unknown status",
        "suppressed",
    ),
    (GOOD_HEAD + "unit u { side allies type infantry }\n", "3:6", "has no at", None),
    (
        GOOD_HEAD + "unit u { side allies type infantry at 1,1 movement flying }\n",
        "3:52",
        "unknown movement type",
        None,
    ),
    (GOOD_HEAD + UNIT + "ask moves v\n", "4:11", "unknown unit 'v'", None),
    (GOOD_HEAD + UNIT + "ask movs u\n", "4:5", "unknown question 'movs'", "moves"),
    (GOOD_HEAD + UNIT + "ask moves u as fastest\n", "4:16", "unknown action 'fastest'", "fast"),
    (GOOD_HEAD + UNIT + "ask moves u quickly\n", "4:13", "unexpected word", None),
    (GOOD_HEAD + UNIT + "ask moves\n", "4:1", "missing a unit id", None),
    (GOOD_HEAD + UNIT + "ask los u\n", "4:1", "missing a unit id or a hex", None),
    (GOOD_HEAD + UNIT + "ask los u uu\n", "4:11", "unknown unit 'uu'", "u"),
    (GOOD_HEAD + UNIT + "ask los u 1,1 as indrect\n", "4:18", "unknown fire mode 'indrect'", "indirect"),
    (GOOD_HEAD + UNIT + "ask los u 1,1 spotter u\n", "4:15", "only indirect fire uses a spotter", None),
    (GOOD_HEAD + UNIT + "ask los u 99,1\n", "4:11", "off the map", None),
    (GOOD_HEAD + UNIT + "ask spot u u\n", "4:12", "does not spot itself", None),
    (GOOD_HEAD + UNIT + "ask targets u u\n", "4:15", "unexpected word", None),
    (GOOD_HEAD + "override clear.foot = 3\n", "3:16", "is known (n(1))", None),
    (GOOD_HEAD + "override rocky.fot = 3\n", "3:16", "unknown column 'fot'", "foot"),
    (GOOD_HEAD + "override rocks.foot = 3\n", "3:10", "unknown chart row 'rocks'", "rocky"),
    (GOOD_HEAD + "override rocky.tdb_inf = blokced\n", "3:26", "unknown chart value", "blocked"),
    (GOOD_HEAD + "assume delayed_cell_is_hash off\n", "3:8", "unknown assumption", "delayed_cell_is_harsh"),
    ("game memoir44\nmap 13 x 9\nterrain forest at 1,0\n", "3:19", "not a hex in doubled coordinates", None),
    ("game memoir44 edition rev6\nmap 13 x 9\n", "1:23", "has no chart editions", None),
    (GOOD_HEAD + 'include "nope.cards"\n', "3:1", "cannot include 'nope.cards'", None),
]


@pytest.mark.parametrize(("text", "where", "message", "suggestion"), CASES)
def test_semantic_and_syntax_errors(write, umpire, text, where, message, suggestion):
    path = write(text)
    result = umpire("run", path)
    assert result.code == 2
    assert result.out == ""
    first = result.err.splitlines()[0]
    assert first.startswith(f"{path}:{where}: error: "), result.err
    assert message in first, result.err
    if suggestion is not None:
        assert f"did you mean '{suggestion}'?" in result.err
    assert "Traceback" not in result.err


def test_catalogue_may_hold_only_cards(write, umpire):
    write("unit x { side allies type infantry at 0,0 }\n", "bad.cards")
    path = write(GOOD_HEAD + 'include "bad.cards"\n')
    result = umpire("run", path)
    assert result.code == 2 and "bad.cards:1:1: error: an included catalogue may hold only card blocks" in result.err


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "does not name its game"),
        (b"\x00\x01\x02binary", "binary file"),
        (b"game \xff\xfe assault", "not valid UTF-8"),
        (b"#" * 2_000_001, "file too large"),
    ],
)
def test_unreadable_inputs(tmp_path, umpire, content, message):
    path = tmp_path / "odd.scn"
    path.write_bytes(content)
    result = umpire("run", str(path))
    assert result.code == 2 and message in result.err and "Traceback" not in result.err


def test_missing_file_and_directory(tmp_path, umpire):
    missing = umpire("run", str(tmp_path / "absent.scn"))
    assert missing.code == 2 and "absent.scn: error: no such file" in missing.err
    directory = umpire("run", str(tmp_path))
    assert directory.code == 2 and "error: this is a directory" in directory.err


def test_command_line_question_errors_point_at_the_command_line(examples_copy, umpire):
    result = umpire("ask", str(examples_copy / "assault_tutorial.scn"), "moves", "us_rifle")
    assert result.code == 2
    assert result.err.startswith("<command line>:1:11: error: unknown unit 'us_rifle'")
    assert "did you mean 'us_rifles'?" in result.err


def test_bad_command_line_usage_exits_2(umpire, capsys):
    with pytest.raises(SystemExit) as stop:
        umpire("frobnicate")
    assert stop.value.code == 2


def test_an_error_crosses_a_process_boundary_whole():
    # A worker process (benchmarks/selfplay.py's pool) hands an error back by pickling it; its
    # keyword-only fields must survive, or the pool's result thread dies and the run hangs.
    error = UmpireError(Pos("b.scn", 7, 17), "not a hex", found="21,0", expected="an even sum", suggestion="20,0")
    back = pickle.loads(pickle.dumps(error))
    assert (back.pos, back.message, back.found, back.expected, back.suggestion) == (
        error.pos,
        error.message,
        error.found,
        error.expected,
        error.suggestion,
    )
    assert str(back) == str(error)
