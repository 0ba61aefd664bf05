"""Every outcome the turn rules can tell (did/3 in kb/memoir44/) is one a record may claim, in
the order a step's outcomes are told, and docs/play.md's claims table names it: `umpire play`
writes every outcome as a claim, and `umpire replay` refuses a claim of no known name."""

import re
from pathlib import Path

from pyengine.games.memoir44.play.rules import OUTCOME_ORDER

ROOT = Path(__file__).resolve().parents[3]


def told() -> set[str]:
    names = set()
    for lp in (ROOT / "kb" / "memoir44").glob("*.lp"):
        names |= set(re.findall(r"\bdid\(I, ([a-z_]+)", lp.read_text()))
    return names


def test_every_outcome_the_rules_tell_may_be_claimed_and_is_documented():
    names = told()
    assert "decoy_medal" in names and "heals_rolled" in names  # the reading finds them
    assert names <= set(OUTCOME_ORDER), names - set(OUTCOME_ORDER)
    table = (ROOT / "docs" / "play.md").read_text().split("**Claims**")[1].split("\n\n")[1]
    documented = set(re.findall(r"`([a-z_]+)`", table))
    assert names <= documented, names - documented
