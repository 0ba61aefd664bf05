"""The order names are listed in, as a player reads them."""

from __future__ import annotations

import re


def natural(text: str) -> tuple[tuple[int, str], ...]:
    """A name's order as a player reads it: us2 before us10."""
    return tuple((int(part), "") if part.isdigit() else (0, part) for part in re.split(r"(\d+)", text) if part)
