"""``umpire examples NAME --copy DIR``: a bundled example written out with what it includes."""

from __future__ import annotations

from pathlib import Path

from pyengine.bundled import BUNDLED_PREFIX, Example
from pyengine.data_files import check_name, write_new
from pyengine.errors import Pos, UmpireError
from pyengine.scenario_parser import parse_text


def copy_example(example: Example, folder: Path) -> list[Path]:
    """Write a bundled file into ``folder`` with every file it includes from beside it, so
    the copy runs as it is: only new regular files inside the folder, never through a link
    (the folder's own included) and never over a file that exists."""
    names = [example.name]
    if example.kind == "scenario":
        includes = parse_text(example.path.read_text("utf-8"), example.name).includes
        names += [rel for rel, _ in includes if not rel.startswith(BUNDLED_PREFIX)]
    check_name(str(folder), "folder")
    targets = [folder / name for name in names]
    if folder.is_symlink():
        raise UmpireError(Pos(str(folder)), "the folder is a link: not written through", expected="a folder")
    for target in targets:
        if target.is_symlink() or target.exists():
            raise UmpireError(
                Pos(str(target)), "will not write over a file or a link that exists", expected="a new folder"
            )
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise UmpireError(Pos(str(folder)), f"cannot copy there ({err.strerror})") from None
    for name, target in zip(names, targets, strict=True):
        write_new(target, (example.path.parent / name).read_bytes())
    return targets
