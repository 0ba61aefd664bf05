"""KB-level checks of the Memoir '44 tables with plain clingo calls (memoir44-facts.md
"Command cards", "Units")."""

from pyengine.game import GAMES
from pyengine.kb_rules import program
from pyengine.kb_solve import solve


def findings(extra: str = "") -> set[str]:
    symbols, _ = solve(program(GAMES["memoir44"].checker()), extra, all_atoms=True)
    return {str(s.arguments[0]) for s in symbols if s.name == "finding"}


def test_shipped_tables_are_clean():
    assert findings() == set()


def test_deck_must_hold_forty_section_cards():
    # Recon 2/2/2, Probe 4/5/4, Attack 3/4/3, Assault 2/2/2, plus 1 + 1 + 3 = 40.
    assert findings("deck_count(extra_card, 1).") == {"deck_size"}


def test_a_unit_without_its_numbers_is_reported():
    assert findings("subtype(commando, infantry).") == {"unit_incomplete"}
