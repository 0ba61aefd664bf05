"""`ask scout`: the minefield detection roll (9.6.6.2; 000 MINEFIELDS table, lines 84-91).

Base: infantry 5+, artillery and vehicles 6+. Modifiers: Scout +1, Mine Detection +2,
minefield already revealed (unhidden) +1, falling back -1. A roll F succeeds when
F + modifiers >= base.
"""

import pytest
from conftest import first_answer


def scout(write, umpire, unit: str, question: str, edition: str = "rev6") -> dict:
    text = (
        f"game assault edition {edition}\nmap 6 x 4 coords axial\ndefault terrain clear\n"
        f"marker minefield at 3,1\nunit u {{ side allies at 2,1 {unit} }}\n{question}\n"
    )
    return first_answer(write, umpire, text)


@pytest.mark.parametrize(
    ("unit", "options", "base", "total", "faces"),
    [
        ("type infantry", "", 5, 0, 2),  # 5, 6
        ("type artillery", "", 6, 0, 1),  # 6
        ("type vehicle facing 0", "", 6, 0, 1),
        ("type infantry ability scout", "", 5, 1, 3),  # 4..6
        ("type vehicle facing 0 ability mine_detection", "", 6, 2, 3),
        ("type infantry", "revealed", 5, 1, 3),
        ("type infantry status fallback", "", 5, -1, 1),  # only a 6
        ("type infantry ability scout mine_detection status fallback", "revealed", 5, 3, 5),  # 2..6
    ],
)
def test_detection_roll(write, umpire, unit, options, base, total, faces):
    a = scout(write, umpire, unit, f"ask scout u into 3,1 {options}")
    assert a["target_number"] == base
    assert sum(m["value"] for m in a["modifiers"]) == total
    assert a["faces"] == faces
    assert all(m["cite"]["section"] == "9.6.6.2" for m in a["modifiers"])
    assert a["base"]["cite"]["source"].startswith("000")


def test_pt_edition_cites_the_rulebook(write, umpire):
    # 001 prints no minefield table; the digest's 9.6.6.2 carries the same numbers.
    a = scout(write, umpire, "type infantry", "ask scout u", edition="pt")
    assert a["base"]["cite"]["source"] == "assault-rules-digest.md"


def test_hex_without_minefield_is_noted(write, umpire):
    a = scout(write, umpire, "type infantry", "ask scout u into 2,2")
    assert [n["term"] for n in a["notes"]] == ["no_minefield_marker(h(2,2))"]
