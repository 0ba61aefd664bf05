"""Citations checked against the sources in ../shared/sources: every document a KB citation
names exists, every cited line exists and sits under the section it names, the line (or the
table it belongs to) says what the citation is about, a cited section number is in the digest,
and a chart row an answer cites is printed in its chart. Memoir '44 cites lines, not headings."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pyengine import open_scenario
from tests.conftest import EXAMPLE_NAMES, EXAMPLES

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT.parent / "shared" / "sources"
KB = ROOT / "kb"
if not SOURCES.is_dir():
    pytest.skip("the sources are not beside this clone (../shared/sources)", allow_module_level=True)

DOCS = {p.name: p.read_text("utf-8").splitlines() for p in SOURCES.iterdir() if p.is_file()}
DECLARED = {
    m.group(1): m.group(2)
    for path in KB.rglob("*.lp")
    for m in re.finditer(r'^document\((\w+),\s*"([^"]*)"', path.read_text("utf-8"), re.M)
}
CITE = re.compile(r'cite\(\s*(\w+)\s*,\s*"([^"]*)"\s*,\s*([a-z]\w*)\s*,\s*(line\((\d+)\)|section|none)\s*\)')
# How far above a cited table cell its table's title may stand.
TABLE_REACH = 40


def kb_citations() -> list[tuple[str, str, str, str, int | None]]:
    """Every citation the KB writes with a constant document: (where, rule, section, doc, line)."""
    found = []
    for path in sorted(KB.rglob("*.lp")):
        for number, text in enumerate(path.read_text("utf-8").splitlines(), 1):
            if text.lstrip().startswith("%"):
                continue
            for m in CITE.finditer(text):
                rule, section, doc, _, line = m.groups()
                found.append((f"{path.relative_to(KB)}:{number}", rule, section, doc, int(line) if line else None))
    return found


CITATIONS = kb_citations()


def words(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[A-Za-z]{4,}", text)}


def test_the_kb_cites_hundreds_of_places():
    assert len(CITATIONS) > 200 and sum(c[4] is not None for c in CITATIONS) > 100


@pytest.mark.parametrize(("where", "rule", "section", "doc", "line"), CITATIONS, ids=[c[0] for c in CITATIONS])
def test_each_kb_citation_points_at_a_real_place(where, rule, section, doc, line):
    assert doc in DECLARED, f"{where}: document {doc} is not declared"
    file = DECLARED[doc]
    if not file:  # the scenario itself, or an Umpire assumption
        return
    assert file in DOCS, f"{where}: {file} is not among the sources"
    text = DOCS[file]
    numbered = re.fullmatch(r"[\d.]+", section or "")
    if line is None:
        if numbered:
            number = re.compile(rf"(?<![\d.]){re.escape(section)}(?!\d)")
            assert number.search("\n".join(text)), f"{where}: no {section} in {file}"
        elif section:
            assert section.lower() in "\n".join(text).lower(), f"{where}: no '{section}' in {file}"
        return
    assert 1 <= line <= len(text) and text[line - 1].strip(), f"{where}: line {line} of {file} is missing or blank"
    if section and not numbered:
        above = [i for i in range(line) if section.lower() in text[i].lower()]
        assert above, f"{where}: '{section}' does not stand at or above line {line} of {file}"
        headings = [i for i in range(line) if text[i].startswith("#")]
        if file.endswith(".md") and headings:  # the nearest heading is the section's
            assert section.lower() in text[headings[-1]].lower(), f"{where}: line {line} is not under '{section}'"
        near = " ".join(text[max(0, line - 2) : line + 1])
        in_table = line - 1 - above[-1] <= TABLE_REACH
        assert words(f"{rule.replace('_', ' ')} {section}") & words(near) or in_table, (
            f"{where}: line {line} of {file} names neither {rule} nor {section}"
        )


def test_memoir44_cites_lines_not_headings():
    headings = [c for c in CITATIONS if c[0].startswith("memoir44/") and c[3] == "m44facts" and c[4] is None]
    assert not headings, headings


ROW = re.compile(r"row '([^']+)'")


def cited(document: object) -> list[dict]:
    if isinstance(document, dict):
        own = [document] if {"rule", "source", "locator"} <= set(document) else []
        return own + [c for v in document.values() for c in cited(v)]
    if isinstance(document, list):
        return [c for v in document for c in cited(v)]
    return []


@pytest.mark.parametrize("name", EXAMPLE_NAMES)
def test_the_chart_rows_answers_cite_are_printed_in_their_sources(name):
    checked = 0
    for answer in open_scenario(EXAMPLES / name).answers():
        for citation in cited(answer.to_json()):
            row = ROW.search(citation["locator"])
            if row and citation["source"] in DOCS:  # a scenario's own override cites the scenario
                text = "\n".join(DOCS[citation["source"]]).lower()
                assert row.group(1).lower() in text, (citation, name)
                checked += 1
    assert checked or not name.startswith("assault"), "an Assault example cites chart rows"
