"""Expectations: ``expect [not] FIELD [ITEM] (FIELD VALUE)*`` after an ``ask`` line says what its
answer must say, in the answer's own words (its JSON fields, as `--json` prints them):

    expect verdict blocked                          a field's value
    expect reachable 1,3 cost 2                     an item of a list (by any of its names) and its fields
    expect unreachable 4,2 reasons "needs 3 MP, has 2"   a list of reasons holds this one
    expect targets axis_scouts odds.at_least_one_hit 7/8 a dotted path inside an item
    expect not reachable 4,2                        ... or that it does not

A value is compared as the text answer shows it: a number as written, a fraction as p/q, a
reason by its words, yes/no for a truth, none for nothing. ``umpire test`` runs them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pyengine import scenario_model as m
from pyengine.errors import UmpireError, did_you_mean
from pyengine.json_types import JsonObject

# How many of a list's items a failure names.
SHOWN = 8


@dataclass(frozen=True)
class Outcome:
    """One expectation checked: met, or what the answer said instead."""

    expectation: m.Expectation
    met: bool
    said: str

    def to_json(self) -> JsonObject:
        pos = self.expectation.pos
        return {
            "line": pos.line,
            "column": pos.column,
            "expect": self.expectation.text,
            "met": self.met,
            "said": self.said,
        }

    def text(self) -> str:
        verdict = "ok" if self.met else "FAILED"
        line = f"{self.expectation.pos}: {verdict}: {self.expectation}"
        return line if self.met else f"{line}\n  the answer says: {self.said}"


def check(expectation: m.Expectation, answer: JsonObject) -> Outcome:
    """Whether the answer says what the expectation does. A field the answer kind does not
    have is bad input (UmpireError at its word, with a did-you-mean), not a failure."""
    words = list(expectation.words)
    negated = words[0].text == "not"
    if negated:
        words = words[1:]
    if not words:
        raise UmpireError(expectation.pos, "an expectation names a field", expected="expect [not] FIELD ...")
    value = _field(answer, words[0])
    if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
        met, said = _item(value, words[1:], expectation)
    else:
        met, said = _scalar(value, words[1:], expectation)
    return Outcome(expectation, met != negated, said)


def _field(document: JsonObject, word: m.Name) -> Any:
    """The value a (dotted) field names in a JSON object, or an error naming the fields there are."""
    value: Any = document
    for part in word.text.split("."):
        if not isinstance(value, dict) or part not in value:
            known = sorted(value) if isinstance(value, dict) else []
            raise UmpireError(
                word.pos,
                f"the answer has no field '{word.text}'",
                found=word.text,
                expected="one of: " + ", ".join(known) if known else "a field of the answer",
                suggestion=did_you_mean(part, known),
            )
        value = value[part]
    return value


def _scalar(value: Any, words: list[m.Name], expectation: m.Expectation) -> tuple[bool, str]:
    if len(words) != 1:
        raise UmpireError(
            expectation.pos,
            "a field with one value takes one word",
            found=" ".join(w.text for w in words) or "nothing",
            expected="expect FIELD VALUE",
        )
    return _matches(value, words[0].text), shown(value)


def _item(items: list[JsonObject], words: list[m.Name], expectation: m.Expectation) -> tuple[bool, str]:
    """An item named by its first word (any of its own values), and each FIELD VALUE after it."""
    if not words:
        return True, f"{len(items)} item(s)"
    name, pairs = words[0].text, words[1:]
    if len(pairs) % 2:
        raise UmpireError(pairs[-1].pos, "a field without a value", found=pairs[-1].text, expected="FIELD VALUE")
    named = [item for item in items if any(_matches(v, name) for v in item.values() if not isinstance(v, dict | list))]
    if not named:
        names = [_name_of(item) for item in items[:SHOWN]]
        return False, f"no item {name}; there are {', '.join(names)}" + (", ..." if len(items) > SHOWN else "")
    said = []
    for item in named:
        checks = [(field, _field(item, field), value) for field, value in zip(pairs[::2], pairs[1::2], strict=True)]
        found = "; ".join(f"{field.text} {shown(got)}" for field, got, _ in checks)
        if all(_matches(got, value.text) for _, got, value in checks):
            return True, found or name
        said.append(found)
    return False, f"{name}: " + " | ".join(said)


def _name_of(item: JsonObject) -> str:
    return next((str(v) for v in item.values() if isinstance(v, str)), "?")


def _matches(value: Any, word: str) -> bool:
    """Whether a JSON value reads as the word; a list matches when one of its values does."""
    if isinstance(value, list):
        return any(_matches(v, word) for v in value)
    return shown(value) == word.strip('"')


def shown(value: Any) -> str:
    """A JSON value as the text answer shows it."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "none"
    if isinstance(value, dict):
        for key in ("p", "what", "value", "hex", "unit"):
            if key in value:
                return shown(value[key])
        return ", ".join(f"{k} {shown(v)}" for k, v in value.items())
    if isinstance(value, list):
        return ", ".join(_item_text(v) for v in value[:SHOWN]) + (", ..." if len(value) > SHOWN else "")
    return str(value)


def _item_text(value: Any) -> str:
    """One value of a list: quoted when it holds a separator, so one reason never reads as two."""
    text = shown(value)
    return f'"{text}"' if any(mark in text for mark in (",", ";", "|")) else text
