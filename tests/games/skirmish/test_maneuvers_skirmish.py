"""`ask maneuvers` (GAME PROCEDURE TABLE lines 9-10, CREW CASUALTIES lines 106-112)."""

from tests.skirmish_table import answer, unit


def maneuvers(body: str, who: str = "u") -> tuple[set[str], dict[str, set[str]]]:
    ans = answer(body, f"maneuvers {who}")
    closed = {c["maneuver"]: {r["term"] for r in c["reasons"]} for c in ans["closed"]}
    return {o["maneuver"] for o in ans["open"]}, closed


GUN = "weapon gun heavy calibre 75 shots 1 1 range 100 60 30"
MG = "weapon mg light shots 6 3 range 80 50 25"


def test_a_fleeing_unit_may_only_recover():
    opened, closed = maneuvers(unit("u", "allies", "infantry", "10,10", "status fleeing " + MG))
    assert opened == {"recover"}
    assert closed["move"] == {"fleeing"} and closed["fire"] == {"fleeing"}


def test_half_the_crew_dead_closes_the_complex_maneuvers():
    # Line 109. A tank with 2 of 4 left: move and fire is closed; fire and move stay open.
    opened, closed = maneuvers(unit("u", "allies", "tank", "10,10", f"crew 2 of 4 tactical 20 {GUN} {MG}"))
    assert {"fire", "move", "lurk"} <= opened and "move_and_fire" not in opened
    assert "crew_half_dead" in closed["move_and_fire"]
    # 3 of 4 left: fewer than half dead.
    opened, _ = maneuvers(unit("u", "allies", "tank", "10,10", f"crew 3 of 4 tactical 20 {GUN} {MG}"))
    assert "move_and_fire" in opened


def test_one_survivor_fires_light_weapons_only():
    # Line 110: with only a heavy gun, the last crewman cannot fire at all.
    _, closed = maneuvers(unit("u", "allies", "artillery", "10,10", f"crew 1 of 4 {GUN}"))
    assert closed["fire"] == {"light_only"}
    opened, _ = maneuvers(unit("u", "allies", "artillery", "10,10", f"crew 1 of 4 {GUN} {MG}"))
    assert "fire" in opened


def test_conceal_is_for_infantry_and_guns_up_to_60_mm():
    # Line 9: "only infantry or artillery up to caliber 60mm".
    opened, closed = maneuvers(unit("u", "allies", "artillery", "10,10", "tactical 4 weapon g heavy calibre 60"))
    assert "conceal" in opened and "fire_and_conceal" in opened
    _, closed = maneuvers(unit("u", "allies", "artillery", "10,10", "tactical 4 weapon g heavy calibre 75"))
    assert closed["conceal"] == {"conceal_class(artillery)"}


def test_embarking_needs_a_free_carrier_within_8_cm():
    # Line 9: the team starts within 8 cm of the vehicle; exactly 8 counts.
    team = unit("u", "allies", "infantry", "10,10", MG)
    opened, _ = maneuvers(team + unit("ht", "allies", "half_track", "18,10", "tactical 24"))
    assert "embark" in opened
    _, closed = maneuvers(team + unit("ht", "allies", "half_track", "18.5,10", "tactical 24"))
    assert closed["embark"] == {"no_carrier_near"}
    # The half-track may load and fire only with a team near, and a weapon.
    opened, _ = maneuvers(team + unit("ht", "allies", "half_track", "18,10", f"tactical 24 {MG}"), "ht")
    assert "load_and_fire" in opened and "unload_and_move" not in opened


def test_a_carried_team_may_only_disembark():
    body = unit("ht", "allies", "half_track", "18,10", "tactical 24") + unit(
        "u", "allies", "infantry", "18,10", f"carried by ht {MG}"
    )
    opened, closed = maneuvers(body)
    assert opened == {"disembark"} and closed["move"] == {'carried_by("ht")'}
    opened, _ = maneuvers(body, "ht")
    assert "unload_and_move" in opened


def test_hooking_needs_a_gun_within_4_cm():
    gun = unit("g", "allies", "artillery", "14,10", "weapon pak heavy calibre 57")
    opened, _ = maneuvers(unit("u", "allies", "truck", "10,10", "tactical 30") + gun)
    assert "hook_on" in opened
    _, closed = maneuvers(unit("u", "allies", "truck", "10,10", "tactical 30") + gun.replace("14,10", "14.1,10"))
    assert closed["hook_on"] == {"no_gun_near"}
    opened, closed = maneuvers(
        unit("u", "allies", "truck", "10,10", "tactical 30") + gun.replace("weapon", "hooked to u weapon")
    )
    assert "unhook" in opened and closed["hook_on"] == {"already_towing"}


def test_assault_needs_an_enemy_within_the_tactical_distance():
    # Line 10; infantry moves 16 cm (line 64).
    team = unit("u", "allies", "infantry", "10,10", MG)
    opened, _ = maneuvers(team + unit("e", "axis", "infantry", "26,10"))
    assert "assault" in opened
    _, closed = maneuvers(team + unit("e", "axis", "infantry", "26.5,10"))
    assert closed["assault"] == {"no_enemy_in_reach"}
    _, closed = maneuvers(unit("u", "allies", "truck", "10,10", "tactical 30") + unit("e", "axis", "infantry", "12,10"))
    assert "assault_class(truck)" in closed["assault"]
