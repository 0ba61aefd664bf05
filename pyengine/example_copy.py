"""``umpire examples NAME --copy DIR``: a bundled example written out with what it includes."""

from __future__ import annotations

from pathlib import Path

from pyengine.bundled import BUNDLED_PREFIX, Example
from pyengine.errors import Pos, UmpireError
from pyengine.scenario_parser import parse_text


def copy_example(example: Example, folder: Path) -> list[Path]:
    """Write a bundled file into ``folder`` with every file it includes from beside it, so
    the copy runs as it is. An existing file is never overwritten."""
    names = [example.name]
    if example.kind == "scenario":
        includes = parse_text(example.path.read_text("utf-8"), example.name).includes
        names += [rel for rel, _ in includes if not rel.startswith(BUNDLED_PREFIX)]
    targets = [folder / name for name in names]
    for target in targets:
        if target.exists():
            raise UmpireError(Pos(str(target)), "will not overwrite a file that exists", expected="a new folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for name, target in zip(names, targets, strict=True):
            target.write_bytes((example.path.parent / name).read_bytes())
    except OSError as err:
        raise UmpireError(Pos(str(folder)), f"cannot copy there ({err.strerror})") from None
    return targets
