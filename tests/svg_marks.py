"""Reading a picture back: the marks of an SVG that `umpire render` drew, for the tests."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass

NS = "{http://www.w3.org/2000/svg}"


@dataclass(frozen=True)
class Mark:
    ident: str
    classes: frozenset[str]
    hex: str | None
    title: str
    texts: tuple[str, ...]


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def marks(root: ET.Element, cls: str, panel: int | None = None) -> list[Mark]:
    """Every element of class ``mark`` and ``cls`` (in one panel, if given)."""
    scope = root if panel is None else root.find(f".//{NS}g[@id='panel-{panel}']")
    assert scope is not None
    found = []
    for el in scope.iter():
        classes = frozenset(el.get("class", "").split())
        if "mark" in classes and cls in classes:
            title = el.find(f"{NS}title")
            texts = tuple(t.text or "" for t in el.iter(f"{NS}text"))
            found.append(
                Mark(el.get("id", ""), classes, el.get("data-hex"), title.text if title is not None else "", texts)
            )
    return found


def hexes(root: ET.Element, cls: str, panel: int | None = None) -> list[str]:
    return sorted(m.hex for m in marks(root, cls, panel) if m.hex)
