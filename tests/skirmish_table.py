"""Skirmish test helper: a table from a few lines, answered through the Python API."""

from __future__ import annotations

from pyengine.api import open_scenario

HEADER = "game skirmish\ntable 180 x 120 cm\n"


def answer(body: str, question: str, header: str = HEADER) -> dict:
    """The JSON of one question on a table built from ``body``."""
    return open_scenario(header + body + "\n").ask(question).to_json()


def unit(
    uid: str, side: str, cls: str, at: str, extra: str = "", skill: str = "skilled", rank: str = "corporal"
) -> str:
    return f"unit {uid} {{ side {side} class {cls} at {at} experience {skill} rank {rank} {extra} }}\n"
