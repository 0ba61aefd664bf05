"""Make ``.venv`` beside this repository and install Umpire into it, with nothing but the
standard library of the Python that runs this script.

    python3 scripts/bootstrap.py           # Umpire, editable
    python3 scripts/bootstrap.py --test    # and what the tests need (--browser, --lint, --rl: more)

Debian and Ubuntu ship ``python3`` without ``ensurepip`` unless ``python3-venv`` is installed,
and refuse ``pip install`` outside a virtual environment (PEP 668). So the environment is made
without pip when ``ensurepip`` is missing, and pip is fetched from PyPI as a wheel whose
SHA-256 digest PyPI publishes, then installed by running it from the wheel itself.
Running it again only installs what changed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import tempfile
import urllib.parse
import urllib.request
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYPI_PIP = "https://pypi.org/pypi/pip/json"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--test", action="store_true", help="also install the test extra")
    parser.add_argument("--browser", action="store_true", help="also install the browser-test extra (playwright)")
    parser.add_argument("--lint", action="store_true", help="also install ruff and mypy")
    parser.add_argument("--rl", action="store_true", help="also install the AI frameworks (OpenSpiel, PettingZoo, Ray)")
    parser.add_argument("--venv", type=Path, default=ROOT / ".venv", help="where to make it (default: .venv)")
    args = parser.parse_args()
    python = environment(args.venv)
    extras = [name for name in ("test", "browser", "lint", "rl") if getattr(args, name)]
    target = f"{ROOT}[{','.join(extras)}]" if extras else str(ROOT)
    # Editable, as a folder of links a type checker follows (setuptools' strict mode): a user's
    # own script then passes `mypy --strict` against the install; the default mode's import
    # hook hides the package from mypy.
    strict = ["--config-settings", "editable_mode=strict"]
    run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *strict, "-e", target])
    print(f"bootstrap: Umpire is installed in {args.venv} (run {args.venv / 'bin' / 'umpire'} --help)")
    return 0


def environment(folder: Path) -> str:
    """The environment's python, with pip in it."""
    python = folder / "bin" / "python"
    if not python.exists():
        venv.EnvBuilder(with_pip=has_ensurepip(), upgrade_deps=False).create(folder)
    if subprocess.run([python, "-m", "pip", "--version"], capture_output=True).returncode != 0:
        install_pip(str(python))
    return str(python)


def has_ensurepip() -> bool:
    try:
        import ensurepip  # noqa: F401  (absent on Debian without python3-venv)
    except ImportError:
        return False
    return True


def install_pip(python: str) -> None:
    """pip from PyPI's newest wheel, checked against the digest PyPI lists for it."""
    print("bootstrap: this Python has no ensurepip; fetching pip from PyPI")
    with urllib.request.urlopen(PYPI_PIP, timeout=60) as reply:
        release = json.load(reply)
    wheel = next(f for f in release["urls"] if f["packagetype"] == "bdist_wheel")
    # A mirror may list the file relative to the page it serves.
    with urllib.request.urlopen(urllib.parse.urljoin(PYPI_PIP, wheel["url"]), timeout=120) as reply:
        data = reply.read()
    if hashlib.sha256(data).hexdigest() != wheel["digests"]["sha256"]:
        sys.exit(f"bootstrap: {wheel['filename']} does not match the SHA-256 digest PyPI gives for it")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / wheel["filename"]
        path.write_bytes(data)
        # A pip wheel runs as a program: its top level holds the pip package.
        run([python, str(path / "pip"), "install", "--quiet", "--no-index", str(path)])


def run(command: list[str]) -> None:
    done = subprocess.run(command)
    if done.returncode != 0:
        sys.exit(f"bootstrap: failed ({done.returncode}): {' '.join(command)}")


if __name__ == "__main__":
    sys.exit(main())
