"""`ask resolve`: what rolled symbols do (10.7.2-10.7.6).

10.7.2: a defender symbol cancels one attacker symbol of equal or lower strength (CH > DP > X).
10.7.3: each DP one damage; each CH one damage plus the 10.7.4 roll; any X suppresses, a
suppressed unit falls back instead. 10.7.4: one green per remaining CH against one blue; the
attacker's strongest surviving symbol decides. 10.7.5 (002 lines 43-49) infantry/artillery:
CH -> fallback (artillery eliminated; already in fallback -> eliminated); DP or X ->
suppressed (already suppressed -> fallback; artillery eliminated). 10.7.6 (002 lines 51-56)
vehicles: CH -> immobilized (already immobilized -> eliminated); DP -> fallback (immobilized or
already in fallback -> eliminated); X -> suppressed (already suppressed -> fallback;
immobilized -> eliminated).
"""

import pytest
from conftest import first_answer

GUN = "arc 360 attack infantry close 1..4 1R+1G attack vehicle close 1..4 2R+1Y defense front 1Y"


def resolve(write, umpire, target: str, rolls: str, firer: str = "") -> dict:
    text = (
        "game assault edition rev6\nmap 9 x 5 coords axial\ndefault terrain clear\n"
        f"unit gun {{ side allies type infantry at 0,0 {GUN} {firer} }}\n"
        f"unit t {{ side axis at 3,0 strength 4 defense front 1Y defense flank 1Y defense rear 1Y {target} }}\n"
        f"ask resolve gun t {rolls}\n"
    )
    return first_answer(write, umpire, text)


def effects(answer: dict) -> list[str]:
    return [r["term"] for r in answer["results"]]


# ---- Comparison (10.7.2) -----------------------------------------------------------------------
def test_defender_symbols_cancel_equal_or_weaker(write, umpire):
    # Defense CH cancels the CH, DP cancels the DP; the X survives and suppresses.
    a = resolve(write, umpire, "type infantry", "attack ch dp x defense dp ch")
    assert a["remaining"] == {"ch": 0, "dp": 0, "x": 1}
    assert effects(a) == ["marked(suppressed)"]
    assert a["results"][0]["cite"]["section"] == "10.7.3"


def test_weaker_defender_symbol_cannot_cancel_stronger(write, umpire):
    a = resolve(write, umpire, "type infantry", "attack ch defense x x")
    assert a["remaining"] == {"ch": 1, "dp": 0, "x": 0}
    assert a["verdict"] == "critical_roll_needed"
    assert a["critical_roll"]["cite"]["section"] == "10.7.4"


def test_strongest_first_cancels_the_critical_hit(write, umpire):
    # Defender CH could cancel the attacker's DP or CH; it takes the CH (cancel_strongest_first).
    a = resolve(write, umpire, "type infantry", "attack ch dp defense ch")
    assert a["remaining"] == {"ch": 0, "dp": 1, "x": 0}
    assert effects(a) == ["damage(1)"]
    assert [x["name"] for x in a["assumptions"]] == ["cancel_strongest_first"]


def test_damage_to_strength_eliminates(write, umpire):
    a = resolve(write, umpire, "type infantry", "attack dp_dp dp_dp defense blank")
    assert effects(a) == ["damage(4)", "destroyed(4,4)"]


def test_half_damage_flips_the_counter(write, umpire):
    a = resolve(write, umpire, "type infantry", "attack dp dp defense blank")
    assert effects(a) == ["damage(2)", "flips_to_half_strength"]


def test_half_strength_firer_counts_the_stronger_symbol_of_a_double(write, umpire):
    # 10.8.1: the CH of a CH+DP double counts, the DP does not.
    a = resolve(write, umpire, "type infantry", "attack ch_dp defense blank", firer="status half_strength")
    assert a["counted"]["attack"] == {"ch": 1, "dp": 0, "x": 0}
    assert a["not_counted"][0]["cite"]["section"] == "10.8.1"


def test_suppressed_target_falls_back_on_an_x(write, umpire):
    a = resolve(write, umpire, "type infantry status suppressed", "attack x defense blank")
    assert effects(a) == ["falls_back"]


def test_artillery_that_must_fall_back_is_eliminated(write, umpire):
    a = resolve(write, umpire, "type artillery status suppressed", "attack x defense blank")
    assert effects(a) == ["eliminated(no_fallback(artillery))"]


def test_elite_target_ignores_x(write, umpire):
    # 4.2.3: elite ignores X symbols rolled against it.
    a = resolve(write, umpire, "type infantry experience elite", "attack x x defense blank")
    assert a["remaining"]["x"] == 0 and effects(a) == []
    assert a["not_counted"][0]["cite"]["section"] == "4.2.3"


def test_recruit_target_adds_an_automatic_x(write, umpire):
    # 002 step 7.0: attacks on a recruit gain an automatic X, even on a blank roll.
    a = resolve(write, umpire, "type infantry experience recruit", "attack blank defense blank")
    assert a["counted"]["attack"]["x"] == 1 and effects(a) == ["marked(suppressed)"]


# ---- Critical hits (10.7.5, 10.7.6): every branch, with and without the prior marker ------------
CRIT = "attack ch defense blank critical {best} against blank"


@pytest.mark.parametrize(
    ("unit", "best", "effect"),
    [
        # infantry
        ("type infantry", "ch", "critical(ch,falls_back)"),
        ("type infantry status fallback", "ch", "critical(ch,eliminated(second_fallback))"),
        ("type infantry", "dp", "critical(dp,marked(suppressed))"),
        ("type infantry status suppressed", "dp", "critical(dp,falls_back)"),
        ("type infantry", "x", "critical(x,marked(suppressed))"),
        ("type infantry status suppressed", "x", "critical(x,falls_back)"),
        # artillery
        ("type artillery", "ch", "critical(ch,eliminated(no_fallback(artillery)))"),
        ("type artillery", "dp", "critical(dp,marked(suppressed))"),
        ("type artillery status suppressed", "dp", "critical(dp,eliminated(no_fallback(artillery)))"),
        ("type artillery", "x", "critical(x,marked(suppressed))"),
        ("type artillery status suppressed", "x", "critical(x,eliminated(no_fallback(artillery)))"),
        # vehicles
        ("type vehicle", "ch", "critical(ch,marked(immobilized))"),
        ("type vehicle status immobilized", "ch", "critical(ch,eliminated(immobilized_again))"),
        ("type vehicle", "dp", "critical(dp,falls_back)"),
        ("type vehicle status fallback", "dp", "critical(dp,eliminated(second_fallback))"),
        ("type vehicle status immobilized", "dp", "critical(dp,eliminated(no_fallback(immobilized)))"),
        ("type vehicle", "x", "critical(x,marked(suppressed))"),
        ("type vehicle status suppressed", "x", "critical(x,falls_back)"),
        ("type vehicle status suppressed immobilized", "x", "critical(x,eliminated(no_fallback(immobilized)))"),
        ("type vehicle status suppressed fallback", "x", "critical(x,eliminated(second_fallback))"),
    ],
)
def test_critical_hit_effects(write, umpire, unit, best, effect):
    a = resolve(write, umpire, unit, CRIT.format(best=best))
    crit = [r for r in a["results"] if r["term"].startswith("critical")]
    assert [r["term"] for r in crit] == [effect]
    section = "10.7.6" if "vehicle" in unit else "10.7.5"
    assert crit[0]["cite"]["section"] == section


def test_critical_roll_cancelled_has_no_effect(write, umpire):
    # The defender's blue die shows a DP: it cancels the attacker's DP, nothing survives.
    a = resolve(write, umpire, "type infantry", "attack ch defense blank critical dp against dp")
    assert [r["term"] for r in a["results"] if r["term"].startswith("critical")] == ["critical(nothing,no_effect)"]


def test_same_roll_suppression_counts_as_already_suppressed(write, umpire):
    # 10.7.3: critical effects come after the roll's DP and X; the X suppressed the squad, so
    # the critical DP sends it into a fallback.
    a = resolve(write, umpire, "type infantry", "attack ch x defense blank critical dp against blank")
    assert effects(a) == ["damage(1)", "marked(suppressed)", "critical(dp,falls_back)"]


def test_missing_defense_roll_is_a_clear_error(write, umpire):
    text = (
        "game assault edition rev6\nmap 9 x 5 coords axial\ndefault terrain clear\n"
        f"unit gun {{ side allies type infantry at 0,0 {GUN} }}\n"
        "unit t { side axis type infantry at 3,0 }\nask resolve gun t attack ch\n"
    )
    result = umpire("run", write(text))
    assert result.code == 2 and "missing the defense roll" in result.err
    assert "Traceback" not in result.err
