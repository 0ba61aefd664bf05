"""A line of progress for long play on a terminal (`umpire play`, `umpire replay`): the steps
so far, the turn and the medals, and the rate, redrawn at most once a second on stderr, and
only when stderr is a terminal (a log or a pipe gets nothing)."""

from __future__ import annotations

import time
from typing import TextIO

from pyengine.play.game import OpenGame

EVERY_SECONDS = 1.0


class Progress:
    """Called after each step; draws the line when a second has passed since the last."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.shown = stream.isatty()
        self.started = self.last = time.monotonic()
        self.drawn = False

    def __call__(self, game: OpenGame) -> None:
        now = time.monotonic()
        if not self.shown or now - self.last < EVERY_SECONDS:
            return
        self.last = now
        steps = len(game.history)
        rate = steps / max(now - self.started, 1e-9)
        head = game.summary()[0].split(",")[0]  # "turn N"
        medals = " - ".join(line.strip().split(" of ")[0] for line in game.summary()[1:])
        self.stream.write(f"\r{steps} steps, {head}, {medals} medals, {rate:.1f} steps/s   ")
        self.stream.flush()
        self.drawn = True

    def done(self) -> None:
        """End the line, so what follows starts on a line of its own."""
        if self.drawn:
            self.stream.write("\n")
            self.stream.flush()
