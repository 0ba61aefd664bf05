"""Files are data: every file Umpire reads or writes for a user goes through here.

A file is read only when it is a regular file (never a FIFO, a device or a directory), when
it does not lead out of its folder through a link, and only up to a size bound checked before
and during the read; a file is written only as a new regular file, never through a link and
never over a file that exists. Each refusal is an ``UmpireError`` naming the file."""

from __future__ import annotations

import os
import stat
from functools import cache
from importlib import resources
from pathlib import Path

from pyengine.errors import Pos, UmpireError

MAX_FILE_BYTES = 2_000_000  # a scenario or a chart is a page of text; anything far larger is a mistake
# The longest file name and path the checks accept, in bytes (Linux's NAME_MAX and PATH_MAX).
MAX_NAME_BYTES = 255
MAX_PATH_BYTES = 4096
KINDS = {
    stat.S_IFIFO: "a FIFO",
    stat.S_IFCHR: "a character device",
    stat.S_IFBLK: "a block device",
    stat.S_IFSOCK: "a socket",
    stat.S_IFDIR: "a directory",
}


def kind_of(mode: int) -> str:
    return KINDS.get(stat.S_IFMT(mode), "not a regular file")


def escapes(path: Path, folder: Path | None = None) -> bool:
    """Whether ``path`` leads out of ``folder`` (its own folder by default) through a link."""
    home = (folder if folder is not None else path.parent).resolve()
    return not path.resolve().is_relative_to(home)


def too_long(path: str, most_bytes: int = MAX_PATH_BYTES) -> bool:
    """Whether a path is longer than ``most_bytes``, or one name in it longer than a name may be."""
    longest = max((len(part.encode("utf-8", "surrogatepass")) for part in Path(path).parts), default=0)
    return longest > MAX_NAME_BYTES or len(path.encode("utf-8", "surrogatepass")) > most_bytes


def check_name(path: str, what: str) -> None:
    """A name the system could open: no NUL, not too long."""
    if "\0" in path or too_long(path):
        raise UmpireError(
            Pos(path),
            f"not a name a {what} can have",
            expected=f"a path of at most {MAX_PATH_BYTES} bytes, each name in it at most {MAX_NAME_BYTES}, no NUL",
        )


def _cannot_read(pos: Pos, exc: OSError, what: str) -> UmpireError:
    why = "no such file" if isinstance(exc, FileNotFoundError) else f"cannot read file ({exc.strerror})"
    return UmpireError(pos, why, expected=f"a path to a {what}")


def read_data(path: str, what: str = "scenario file") -> bytes:
    """The bytes of a regular file inside the folder it stands in."""
    check_name(path, what)
    pos = Pos(path)
    p = Path(path)
    try:
        shown = p.lstat()
    except OSError as exc:
        raise _cannot_read(pos, exc, what) from None
    if stat.S_ISLNK(shown.st_mode) and escapes(p):
        raise UmpireError(pos, "a link that leads out of its folder: not read", expected=f"a {what} in the folder")
    try:
        # O_NONBLOCK: opening a FIFO with no writer would otherwise wait for ever.
        fd = os.open(p, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        raise _cannot_read(pos, exc, what) from None
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        if stat.S_ISDIR(mode):
            raise UmpireError(pos, "this is a directory", expected=f"a {what}")
        raise UmpireError(pos, f"{kind_of(mode)}, not a regular file: not read", expected=f"a {what}")
    with os.fdopen(fd, "rb") as handle:
        data = handle.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        too_large = f"file too large for a {what}"
        raise UmpireError(pos, too_large, found=f"over {MAX_FILE_BYTES} bytes", expected=f"at most {MAX_FILE_BYTES}")
    return data


def read_utf8(path: str, what: str = "scenario file") -> str:
    data = read_data(path, what)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise UmpireError(Pos(path, line, 1), "not valid UTF-8 text", expected=f"a UTF-8 text {what}") from None


def write_new(path: Path, data: bytes) -> None:
    """Write ``data`` as a new regular file: never through a link, never over a file."""
    check_name(str(path), "file")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags, 0o644)
    except FileExistsError:
        exists = "will not write over a file or a link that exists"
        raise UmpireError(Pos(str(path)), exists, expected="a new name") from None
    except OSError as exc:
        raise UmpireError(Pos(str(path)), f"cannot write there ({exc.strerror})") from None
    with os.fdopen(fd, "wb") as handle:
        handle.write(data)


def scenario_files(paths: list[str], suffix: str = ".scn") -> tuple[list[Path], list[tuple[str, str]]]:
    """The scenario files ``paths`` name: a file as given, a folder's ``suffix`` files at any
    depth (never through a linked folder); and the folder's files not read, with why (a link
    out of its folder, anything but a regular file). Nothing is opened here."""
    files: list[Path] = []
    skipped: list[tuple[str, str]] = []
    for given in map(Path, paths):
        if not given.is_dir():
            files.append(given)
            continue
        for folder, _, names in sorted(os.walk(given, followlinks=False)):
            for name in sorted(n for n in names if n.endswith(suffix)):
                path = Path(folder) / name
                why = _unreadable(path, given)
                if why is None:
                    files.append(path)
                else:
                    skipped.append((str(path), why))
    return files, skipped


def _unreadable(path: Path, root: Path) -> str | None:
    """Why a file found in a folder is not read, if it is not."""
    try:
        if path.is_symlink() and escapes(path, root):
            return "a link that leads out of the folder"
        mode = path.stat().st_mode
    except OSError as exc:
        return f"cannot read it ({exc.strerror})"
    return None if stat.S_ISREG(mode) else f"{kind_of(mode)}, not a regular file"


@cache
def package_folder(package: str) -> Path:
    """The real folder of one of Umpire's data packages (``umpire_kb``, ``umpire_dsl``,
    ``umpire_examples``): where its ``__init__.py`` really is. An editable install made for
    type checkers (the Quick start's) links each file it was installed with into a folder of
    its own; read through the links, a file added since would be missing."""
    return Path(str(resources.files(package).joinpath("__init__.py"))).resolve().parent
