#!/usr/bin/env bash
# The pictures the README shows, each made by `umpire render` from a bundled example.
# Run from the repository root; tests/core/test_render.py checks that each file is current.
set -euo pipefail
umpire render examples/assault_tutorial.scn moves us_rifles -o docs/pictures/assault-moves.svg
umpire render examples/assault_tutorial.scn path us_halftrack to 3,5 -o docs/pictures/assault-path.svg
umpire render examples/assault_tutorial.scn los us_rifles tiger -o docs/pictures/assault-los.svg
umpire render examples/assault_tutorial.scn spot tiger us_rifles -o docs/pictures/assault-spot.svg
umpire render examples/assault_tutorial.scn targets tiger -o docs/pictures/assault-targets.svg
umpire render examples/assault_tutorial.scn fire us_halftrack grenadiers -o docs/pictures/assault-fire.svg
umpire render examples/assault_tutorial.scn resolve us_halftrack grenadiers attack dp x defense dp -o docs/pictures/assault-resolve.svg
umpire render examples/assault_tutorial.scn scout us_rifles -o docs/pictures/assault-scout.svg
umpire render examples/assault_bunker_assault.scn close_combat rifles bunker_crew support support_squad -o docs/pictures/assault-close-combat.svg
umpire render examples/memoir44_river_crossing.scn moves allied_armor -o docs/pictures/memoir44-moves.svg
umpire render examples/memoir44_river_crossing.scn los allied_guns axis_armor -o docs/pictures/memoir44-los.svg
umpire render examples/memoir44_river_crossing.scn battle allied_armor -o docs/pictures/memoir44-battle.svg
umpire render examples/memoir44_river_crossing.scn retreat axis_outpost flags 2 -o docs/pictures/memoir44-retreat.svg
umpire render examples/memoir44_river_crossing.scn take_ground allied_armor axis_scouts -o docs/pictures/memoir44-take-ground.svg
umpire render examples/memoir44_river_crossing.scn orders attack_center allies -o docs/pictures/memoir44-orders.svg
umpire render examples/memoir44_river_crossing.scn actions axis -o docs/pictures/memoir44-actions.svg
umpire render examples/skirmish_tutorial.scn reach panzer -o docs/pictures/skirmish-reach.svg
umpire render examples/skirmish_ambush.scn fire atgun panzer -o docs/pictures/skirmish-fire.svg
