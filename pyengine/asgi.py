"""The service as an ASGI application object, for any ASGI server and for running several
stateless instances behind one reverse proxy (docs/serve.md), e.g.

    uvicorn pyengine.asgi:app --host 127.0.0.1 --port 8001

Settings come from the environment: UMPIRE_WORKERS (warm worker processes, default 2),
UMPIRE_TIME_LIMIT (seconds per request, default 10) and UMPIRE_MAX_HEXES (default 5000).
The workers start with the application's lifespan, not on import."""

from __future__ import annotations

import os

from pyengine import games as _games  # noqa: F401  (registers the games with the core)
from pyengine.budget import DEFAULT_MAX_HEXES
from pyengine.http_app import create_app
from pyengine.server import Limits


def _setting(name: str, default: float) -> float:
    text = os.environ.get(name, "")
    try:
        value = float(text) if text else default
    except ValueError:
        raise SystemExit(f"umpire: {name} must be a number, found {text!r}") from None
    if value <= 0:
        raise SystemExit(f"umpire: {name} must be more than 0, found {text!r}")
    return value


app = create_app(
    int(_setting("UMPIRE_WORKERS", 2)),
    Limits(
        seconds=_setting("UMPIRE_TIME_LIMIT", Limits.seconds),
        max_hexes=int(_setting("UMPIRE_MAX_HEXES", DEFAULT_MAX_HEXES)),
    ),
)
