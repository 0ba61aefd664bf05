"""`--json` output validates against the documented schema: the core's answer_schema.json
with each game's answer kinds merged in (`umpire schema`)."""

import json

import jsonschema
import pytest

from pyengine.games import answer_schema
from tests.conftest import EXAMPLE_NAMES

SCHEMA = answer_schema()


def test_schema_is_itself_valid():
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


@pytest.mark.parametrize("name", EXAMPLE_NAMES)
def test_example_json_validates(examples_copy, umpire, name):
    result = umpire("run", str(examples_copy / name), "--json")
    assert result.code == 0
    document = result.json()
    jsonschema.validate(document, SCHEMA)
    assert document["answers"], "the examples ask questions"


def test_illegal_verdict_validates(write, umpire):
    path = write(
        "game assault edition rev6\nmap 2 x 1\n"
        "unit u { side allies type infantry status suppressed at 0,0 movement foot mp normal 2 }\n"
        "ask moves u\n"
    )
    document = umpire("run", path, "--json").json()
    jsonschema.validate(document, SCHEMA)
    assert document["answers"][0]["verdict"] == "illegal"


def test_ask_answers_one_question(examples_copy, umpire):
    result = umpire("ask", str(examples_copy / "assault_tutorial.scn"), "moves", "tiger", "--json")
    document = result.json()
    jsonschema.validate(document, SCHEMA)
    assert [a["question"] for a in document["answers"]] == ["moves tiger"]


def test_fire_and_resolve_answers_validate(write, umpire):
    path = write(
        "game assault edition rev6\nmap 6 x 2 coords axial\ndefault terrain clear\n"
        "unit a { side allies type infantry at 0,0 attack infantry close 1..3 1R defense front 1Y }\n"
        "unit b { side axis type infantry at 2,0 status digging_in defense front 1Y }\n"
        "ask fire a b as move_and_fire\n"
        "ask resolve a b attack ch_dp defense x critical dp against blank\n"
    )
    document = umpire("run", path, "--json").json()
    jsonschema.validate(document, SCHEMA)
    assert [a["kind"] for a in document["answers"]] == ["fire", "resolve"]


def test_umpire_schema_prints_the_merged_schema(umpire):
    result = umpire("schema")
    assert result.code == 0 and json.loads(result.out) == SCHEMA
    assert SCHEMA["properties"]["game"]["enum"] == ["assault", "memoir44", "skirmish"]
