"""`--json` output validates against the documented schema (pyengine/answer_schema.json)."""

import json
from importlib import resources

import jsonschema
import pytest

SCHEMA = json.loads(resources.files("pyengine").joinpath("answer_schema.json").read_text("utf-8"))


def test_schema_is_itself_valid():
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


@pytest.mark.parametrize("name", ["assault_tutorial.scn", "memoir44_river_crossing.scn"])
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
