"""Any input ends in an answer or a positioned error: arbitrary bytes as a scenario file,
arbitrary text as a question, arbitrary text as an include name (hypothesis). Never an internal
error (exit 3), never a traceback, never an error without its line and column."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyengine import UmpireError, open_scenario
from tests.conftest import EXAMPLES

MEMOIR = open_scenario(EXAMPLES / "memoir44_river_crossing.scn")
HEAD = "game assault edition rev6\nmap 4 x 4\n"
POSITIONED = re.compile(r"^\S.*?:\d+:\d+: error: ", re.S)
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))


@SETTINGS
@given(data=st.one_of(st.binary(max_size=400), st.text(max_size=400).map(lambda s: s.encode("utf-8", "surrogatepass"))))
def test_any_bytes_as_a_scenario_end_in_an_answer_or_a_positioned_error(tmp_path_factory, capsys, data):
    from pyengine.cli import main

    path = tmp_path_factory.mktemp("any") / "s.scn"
    path.write_bytes(HEAD.encode() + data)
    code = main(["run", str(path)])
    err = capsys.readouterr().err
    assert code in (0, 2), err
    if code == 2:
        assert POSITIONED.match(err), err
    assert "Traceback" not in err


@SETTINGS
@given(question=st.text(max_size=120))
def test_any_text_as_a_question_ends_in_an_answer_or_a_positioned_error(question):
    try:
        MEMOIR.ask(question).to_json()
    except UmpireError as err:
        assert err.line >= 1 and err.column >= 1, err


@SETTINGS
@given(name=st.text(alphabet=st.characters(blacklist_characters='"\n\r'), max_size=300))
def test_any_include_name_ends_in_an_answer_or_a_positioned_error(tmp_path_factory, name):
    folder = tmp_path_factory.mktemp("inc")
    try:
        open_scenario(HEAD + f'include "{name}"\n', folder=folder)
    except UmpireError as err:
        assert err.line >= 1 and err.column >= 1, err
