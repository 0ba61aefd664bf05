"""Row classes for the relations kb/skirmish/ names in its headers (those the core names are
pyengine/kb_rows.py's): written by ``python scripts/kb_rows.py``, never by hand
(tests/core/test_relations.py keeps them equal to the headers)."""

from __future__ import annotations

from pyengine import relations
from pyengine.kb_terms import Term


class Aims(relations.Row):
    """aims(U, T, W), kb/skirmish/band.lp"""

    __slots__ = ()
    _name = "aims"
    u: Term
    t: Term
    w: Term

    @staticmethod
    def fact(u: object, t: object, w: object) -> str:
        return f"aims({u},{t},{w})."


class Allowance(relations.Row):
    """allowance(U, Cm, Cite), kb/skirmish/movement.lp: the tactical distance the costs are taken from."""

    __slots__ = ()
    _name = "allowance"
    u: Term
    cm: Term
    cite: Term

    @staticmethod
    def fact(u: object, cm: object, cite: object) -> str:
        return f"allowance({u},{cm},{cite})."


class Angle(relations.Row):
    """angle(Part, Angle), kb/skirmish/fire.lp: the plate a penetration roll meets."""

    __slots__ = ()
    _name = "angle"
    part: Term
    angle: Term

    @staticmethod
    def fact(part: object, angle: object) -> str:
        return f"angle({part},{angle})."


class Armour(relations.Row):
    """armour(T, Part, Cm), kb/skirmish/fire.lp: front, side, rear, turret_front, turret_side, turret_rear, top."""

    __slots__ = ()
    _name = "armour"
    t: Term
    part: Term
    cm: Term

    @staticmethod
    def fact(t: object, part: object, cm: object) -> str:
        return f"armour({t},{part},{cm})."


class Armoured(relations.Row):
    """armoured(C), kb/skirmish/classes.lp"""

    __slots__ = ()
    _name = "armoured"
    c: Term

    @staticmethod
    def fact(c: object) -> str:
        return f"armoured({c})."


class Asking(relations.Row):
    """asking(U), kb/skirmish/maneuvers.lp: the unit in question."""

    __slots__ = ()
    _name = "asking"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"asking({u})."


class BandOf(relations.Row):
    """band_of(U, T, W, Band, Die, Cite), kb/skirmish/band.lp: the closest band that holds the distance;
    lead_key(Table, Row, K, Key): the K-th leading cell of a fire table's row (the stationary and moving die
    scores).
    """

    __slots__ = ()
    _name = "band_of"
    u: Term
    t: Term
    w: Term
    band: Term
    die: Term
    cite: Term

    @staticmethod
    def fact(u: object, t: object, w: object, band: object, die: object, cite: object) -> str:
        return f"band_of({u},{t},{w},{band},{die},{cite})."


class BuildingFace(relations.Row):
    """building_face(F, V, Cite), kb/skirmish/fire.lp: a building target: die face F reads effect V."""

    __slots__ = ()
    _name = "building_face"
    f: Term
    v: Term
    cite: Term

    @staticmethod
    def fact(f: object, v: object, cite: object) -> str:
        return f"building_face({f},{v},{cite})."


class BuildingTarget(relations.Row):
    """building_target(U, B, Type), kb/skirmish/fire.lp: the target is building B of that type (a region of the
    table).
    """

    __slots__ = ()
    _name = "building_target"
    u: Term
    b: Term
    type: Term

    @staticmethod
    def fact(u: object, b: object, type: object) -> str:
        return f"building_target({u},{b},{type})."


class CalibreKey(relations.Row):
    """calibre_key(Row, Kind, Key, Named), kb/skirmish/fire_tables.lp: the armour table's calibre rows read apart
    (below).
    """

    __slots__ = ()
    _name = "calibre_key"
    row: Term
    kind: Term
    key: Term
    named: Term

    @staticmethod
    def fact(row: object, kind: object, key: object, named: object) -> str:
        return f"calibre_key({row},{kind},{key},{named})."


class Carried(relations.Row):
    """carried(Team, Vehicle), kb/skirmish/unit.lp"""

    __slots__ = ()
    _name = "carried"
    team: Term
    vehicle: Term

    @staticmethod
    def fact(team: object, vehicle: object) -> str:
        return f"carried({team},{vehicle})."


class Carrier(relations.Row):
    """carrier(C), kb/skirmish/classes.lp"""

    __slots__ = ()
    _name = "carrier"
    c: Term

    @staticmethod
    def fact(c: object) -> str:
        return f"carrier({c})."


class CfTest(relations.Row):
    """cf_test(T, Cite), kb/skirmish/fire.lp: a hit calls for a CF test."""

    __slots__ = ()
    _name = "cf_test"
    t: Term
    cite: Term

    @staticmethod
    def fact(t: object, cite: object) -> str:
        return f"cf_test({t},{cite})."


class Changes(relations.Row):
    """changes(U, Leg, F, T, Change, Cite), kb/skirmish/movement.lp: the vehicle removes, moves or ruins what it
    passes.
    """

    __slots__ = ()
    _name = "changes"
    u: Term
    leg: Term
    f: Term
    t: Term
    change: Term
    cite: Term

    @staticmethod
    def fact(u: object, leg: object, f: object, t: object, change: object, cite: object) -> str:
        return f"changes({u},{leg},{f},{t},{change},{cite})."


class Chips(relations.Row):
    """chips(S, N, Cite), kb/skirmish/chips.lp: the chips each side takes (0 for the larger army, or on a tie)."""

    __slots__ = ()
    _name = "chips"
    s: Term
    n: Term
    cite: Term

    @staticmethod
    def fact(s: object, n: object, cite: object) -> str:
        return f"chips({s},{n},{cite})."


class ChoicePart(relations.Row):
    """choice_part(P), kb/skirmish/fire.lp: a part a hit on the upper hull may strike."""

    __slots__ = ()
    _name = "choice_part"
    p: Term

    @staticmethod
    def fact(p: object) -> str:
        return f"choice_part({p})."


class Claim(relations.Row):
    """claim(Topic, Claim, Says, Line), kb/skirmish/texts.lp: what a procedure step, a test or a note says about
    Topic.
    """

    __slots__ = ()
    _name = "claim"
    topic: Term
    claim: Term
    says: Term
    line: Term

    @staticmethod
    def fact(topic: object, claim: object, says: object, line: object) -> str:
        return f"claim({topic},{claim},{says},{line})."


class Class(relations.Row):
    """class(U, C), kb/skirmish/unit.lp"""

    __slots__ = ()
    _name = "class"
    u: Term
    c: Term

    @staticmethod
    def fact(u: object, c: object) -> str:
        return f"class({u},{c})."


class ClassAssumes(relations.Row):
    """class_assumes(C, Table, Assumption), kb/skirmish/classes.lp: that reading rests on an assumption."""

    __slots__ = ()
    _name = "class_assumes"
    c: Term
    table: Term
    assumption: Term

    @staticmethod
    def fact(c: object, table: object, assumption: object) -> str:
        return f"class_assumes({c},{table},{assumption})."


class ClassColumn(relations.Row):
    """class_column(C, Table, Column, Line), kb/skirmish/classes.lp: the column (or row) of Table that C reads: Table
    move (terrain effects, line 35), spot (spotting, lines 70/76/82), mine (minefield effects, line 96).
    """

    __slots__ = ()
    _name = "class_column"
    c: Term
    table: Term
    column: Term
    line: Term

    @staticmethod
    def fact(c: object, table: object, column: object, line: object) -> str:
        return f"class_column({c},{table},{column},{line})."


class ClassTable(relations.Row):
    """class_table(Table, Line), kb/skirmish/texts.lp: a table that sorts units by class."""

    __slots__ = ()
    _name = "class_table"
    table: Term
    line: Term

    @staticmethod
    def fact(table: object, line: object) -> str:
        return f"class_table({table},{line})."


class Comms(relations.Row):
    """comms(A, B), kb/skirmish/comms.lp: the question."""

    __slots__ = ()
    _name = "comms"
    a: Term
    b: Term

    @staticmethod
    def fact(a: object, b: object) -> str:
        return f"comms({a},{b})."


class CommsOk(relations.Row):
    """comms_ok(A, B, Relation), kb/skirmish/comms.lp: the rows under which the message gets through."""

    __slots__ = ()
    _name = "comms_ok"
    a: Term
    b: Term
    relation: Term

    @staticmethod
    def fact(a: object, b: object, relation: object) -> str:
        return f"comms_ok({a},{b},{relation})."


class CommsRange4(relations.Row):
    """comms_range(Relation, Sight, Cm, Line), kb/skirmish/tables.lp: communications (lines 117-119); any_unit,
    entrenched (121).
    """

    __slots__ = ()
    _name = "comms_range"
    relation: Term
    sight: Term
    cm: Term
    line: Term

    @staticmethod
    def fact(relation: object, sight: object, cm: object, line: object) -> str:
        return f"comms_range({relation},{sight},{cm},{line})."


class CommsRange5(relations.Row):
    """comms_range(A, B, Relation, Cm, Cite), kb/skirmish/comms.lp: each row that applies, with its distance."""

    __slots__ = ()
    _name = "comms_range"
    a: Term
    b: Term
    relation: Term
    cm: Term
    cite: Term

    @staticmethod
    def fact(a: object, b: object, relation: object, cm: object, cite: object) -> str:
        return f"comms_range({a},{b},{relation},{cm},{cite})."


class CommsSight(relations.Row):
    """comms_sight(A, B, Sight, Cite), kb/skirmish/comms.lp: direct, or interrupted_by(F, T) for each feature."""

    __slots__ = ()
    _name = "comms_sight"
    a: Term
    b: Term
    sight: Term
    cite: Term

    @staticmethod
    def fact(a: object, b: object, sight: object, cite: object) -> str:
        return f"comms_sight({a},{b},{sight},{cite})."


class CommsVerdict(relations.Row):
    """comms_verdict(A, B, Relation, Cmp), kb/skirmish/comms.lp: the distance against each row's."""

    __slots__ = ()
    _name = "comms_verdict"
    a: Term
    b: Term
    relation: Term
    cmp: Term

    @staticmethod
    def fact(a: object, b: object, relation: object, cmp: object) -> str:
        return f"comms_verdict({a},{b},{relation},{cmp})."


class Cr(relations.Row):
    """cr(U, N, Cite), kb/skirmish/unit.lp"""

    __slots__ = ()
    _name = "cr"
    u: Term
    n: Term
    cite: Term

    @staticmethod
    def fact(u: object, n: object, cite: object) -> str:
        return f"cr({u},{n},{cite})."


class Crew(relations.Row):
    """crew(U, Now, Start), kb/skirmish/unit.lp"""

    __slots__ = ()
    _name = "crew"
    u: Term
    now: Term
    start: Term

    @staticmethod
    def fact(u: object, now: object, start: object) -> str:
        return f"crew({u},{now},{start})."


class CrewRule(relations.Row):
    """crew_rule(Rule, Line), kb/skirmish/tables.lp: crew casualties (lines 108-110)."""

    __slots__ = ()
    _name = "crew_rule"
    rule: Term
    line: Term

    @staticmethod
    def fact(rule: object, line: object) -> str:
        return f"crew_rule({rule},{line})."


class CrewRules(relations.Row):
    """crew_rules(C), kb/skirmish/classes.lp: what a class is."""

    __slots__ = ()
    _name = "crew_rules"
    c: Term

    @staticmethod
    def fact(c: object) -> str:
        return f"crew_rules({c})."


class CrewState(relations.Row):
    """crew_state(U, State, Cite), kb/skirmish/unit.lp: State one_dead | half_dead | one_left (lines 106-112)."""

    __slots__ = ()
    _name = "crew_state"
    u: Term
    state: Term
    cite: Term

    @staticmethod
    def fact(u: object, state: object, cite: object) -> str:
        return f"crew_state({u},{state},{cite})."


class CrewTeam(relations.Row):
    """crew_team(U, Tm), kb/skirmish/comms.lp: units that are miniatures of one team or crew."""

    __slots__ = ()
    _name = "crew_team"
    u: Term
    tm: Term

    @staticmethod
    def fact(u: object, tm: object) -> str:
        return f"crew_team({u},{tm})."


class CrossCost(relations.Row):
    """cross_cost(U, Leg, F, D), kb/skirmish/movement.lp: : the crossing costs its width times D."""

    __slots__ = ()
    _name = "cross_cost"
    u: Term
    leg: Term
    f: Term
    d: Term

    @staticmethod
    def fact(u: object, leg: object, f: object, d: object) -> str:
        return f"cross_cost({u},{leg},{f},{d})."


class CrossMode(relations.Row):
    """cross_mode(U, Leg, F, T, Mode, Cite), kb/skirmish/movement.lp"""

    __slots__ = ()
    _name = "cross_mode"
    u: Term
    leg: Term
    f: Term
    t: Term
    mode: Term
    cite: Term

    @staticmethod
    def fact(u: object, leg: object, f: object, t: object, mode: object, cite: object) -> str:
        return f"cross_mode({u},{leg},{f},{t},{mode},{cite})."


class Cs(relations.Row):
    """cs(U, N, Cite), kb/skirmish/unit.lp"""

    __slots__ = ()
    _name = "cs"
    u: Term
    n: Term
    cite: Term

    @staticmethod
    def fact(u: object, n: object, cite: object) -> str:
        return f"cs({u},{n},{cite})."


class DistCmp(relations.Row):
    """dist_cmp(U, T, Cm, Cmp), kb/skirmish/band.lp: . short limits); dist_cmp(U, T, Cm, Cmp)."""

    __slots__ = ()
    _name = "dist_cmp"
    a: Term
    b: Term
    cm: Term
    cmp: Term

    @staticmethod
    def fact(a: object, b: object, cm: object, cmp: object) -> str:
        return f"dist_cmp({a},{b},{cm},{cmp})."


class Dodge(relations.Row):
    """dodge(U, Leg, Where, Why, Cite), kb/skirmish/movement.lp: a dodge test on entering: Why mine(F) or
    obstacle(T).
    """

    __slots__ = ()
    _name = "dodge"
    u: Term
    leg: Term
    where: Term
    why: Term
    cite: Term

    @staticmethod
    def fact(u: object, leg: object, where: object, why: object, cite: object) -> str:
        return f"dodge({u},{leg},{where},{why},{cite})."


class EffectClass(relations.Row):
    """effect_class(P, Outcome, Class), kb/skirmish/fire.lp: how an outcome counts in the answer's summary."""

    __slots__ = ()
    _name = "effect_class"
    p: Term
    outcome: Term
    class_: Term

    @staticmethod
    def fact(p: object, outcome: object, class_: object) -> str:
        return f"effect_class({p},{outcome},{class_})."


class EffectFace(relations.Row):
    """effect_face(Part, Kind, F, Outcome, Cite), kb/skirmish/fire.lp: the effects table, full shot or fragments."""

    __slots__ = ()
    _name = "effect_face"
    part: Term
    kind: Term
    f: Term
    outcome: Term
    cite: Term

    @staticmethod
    def fact(part: object, kind: object, f: object, outcome: object, cite: object) -> str:
        return f"effect_face({part},{kind},{f},{outcome},{cite})."


class EffectRank(relations.Row):
    """effect_rank(Effect, N), kb/skirmish/texts.lp: how grave an effect is, for the monotonicity lint. (The calibre
    rows of the armour table, calibre_key/4, are in fire_tables.lp; the light-weapon outcomes against vehicles,
    outcome/3, in outcomes.lp.)
    """

    __slots__ = ()
    _name = "effect_rank"
    effect: Term
    n: Term

    @staticmethod
    def fact(effect: object, n: object) -> str:
        return f"effect_rank({effect},{n})."


class ExactBelow(relations.Row):
    """exact_below(N, Cite), kb/skirmish/support.lp"""

    __slots__ = ()
    _name = "exact_below"
    n: Term
    cite: Term

    @staticmethod
    def fact(n: object, cite: object) -> str:
        return f"exact_below({n},{cite})."


class Experience(relations.Row):
    """experience(U, W), kb/skirmish/unit.lp"""

    __slots__ = ()
    _name = "experience"
    u: Term
    w: Term

    @staticmethod
    def fact(u: object, w: object) -> str:
        return f"experience({u},{w})."


class FireBand(relations.Row):
    """fire_band(U, T, Band, Die, Cite), kb/skirmish/fire.lp: the band and die of the shot."""

    __slots__ = ()
    _name = "fire_band"
    u: Term
    t: Term
    band: Term
    die: Term
    cite: Term

    @staticmethod
    def fact(u: object, t: object, band: object, die: object, cite: object) -> str:
        return f"fire_band({u},{t},{band},{die},{cite})."


class FireColumn(relations.Row):
    """fire_column(T, Col, Why, Cite), kb/skirmish/fire.lp: the hit table's columns: status column, target column."""

    __slots__ = ()
    _name = "fire_column"
    t: Term
    col: Term
    why: Term
    cite: Term

    @staticmethod
    def fact(t: object, col: object, why: object, cite: object) -> str:
        return f"fire_column({t},{col},{why},{cite})."


class FireRefused(relations.Row):
    """fire_refused(U, T, Reason, Cite), kb/skirmish/fire.lp: or why there is no shot."""

    __slots__ = ()
    _name = "fire_refused"
    u: Term
    t: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(u: object, t: object, reason: object, cite: object) -> str:
        return f"fire_refused({u},{t},{reason},{cite})."


class FirerCs(relations.Row):
    """firer_cs(N), kb/skirmish/fire.lp: the firer's combat skill, which the scatter subtracts."""

    __slots__ = ()
    _name = "firer_cs"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"firer_cs({n})."


class Firing(relations.Row):
    """firing(U, T, W, Ammo), kb/skirmish/fire.lp: the question: weapon W firing Ammo (ap | he)."""

    __slots__ = ()
    _name = "firing"
    u: Term
    t: Term
    w: Term
    ammo: Term

    @staticmethod
    def fact(u: object, t: object, w: object, ammo: object) -> str:
        return f"firing({u},{t},{w},{ammo})."


class Fixed(relations.Row):
    """fixed(N), kb/skirmish/tests.lp: when a rule replaces the roll."""

    __slots__ = ()
    _name = "fixed"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"fixed({n})."


class FlameFace(relations.Row):
    """flame_face(Col, F, Outcome, Cite), kb/skirmish/support.lp"""

    __slots__ = ()
    _name = "flame_face"
    col: Term
    f: Term
    outcome: Term
    cite: Term

    @staticmethod
    def fact(col: object, f: object, outcome: object, cite: object) -> str:
        return f"flame_face({col},{f},{outcome},{cite})."


class FlameRefused(relations.Row):
    """flame_refused(Reason, Cite), kb/skirmish/support.lp"""

    __slots__ = ()
    _name = "flame_refused"
    reason: Term
    cite: Term

    @staticmethod
    def fact(reason: object, cite: object) -> str:
        return f"flame_refused({reason},{cite})."


class FlameTable(relations.Row):
    """flame_table(Col, Cite), kb/skirmish/support.lp: the incendiary table's column for the target."""

    __slots__ = ()
    _name = "flame_table"
    col: Term
    cite: Term

    @staticmethod
    def fact(col: object, cite: object) -> str:
        return f"flame_table({col},{cite})."


class Flames(relations.Row):
    """flames(U, T, Opening), kb/skirmish/support.lp: U's flame weapon at T; Opening yes | no."""

    __slots__ = ()
    _name = "flames"
    u: Term
    t: Term
    opening: Term

    @staticmethod
    def fact(u: object, t: object, opening: object) -> str:
        return f"flames({u},{t},{opening})."


class Fragments(relations.Row):
    """fragments(U, T), kb/skirmish/fire.lp: the target is struck by an HE shell's blast fragments (☼)."""

    __slots__ = ()
    _name = "fragments"
    u: Term
    t: Term

    @staticmethod
    def fact(u: object, t: object) -> str:
        return f"fragments({u},{t})."


class Ground(relations.Row):
    """ground(X, T, F, Cite), kb/skirmish/unit.lp: the terrain-effects row a place reads, from feature F (none: open
    ground outside every area).
    """

    __slots__ = ()
    _name = "ground"
    x: Term
    t: Term
    f: Term
    cite: Term

    @staticmethod
    def fact(x: object, t: object, f: object, cite: object) -> str:
        return f"ground({x},{t},{f},{cite})."


class HasHeight(relations.Row):
    """has_height(T), kb/skirmish/classes.lp: areas that stand at a height (hill tops and slopes)."""

    __slots__ = ()
    _name = "has_height"
    t: Term

    @staticmethod
    def fact(t: object) -> str:
        return f"has_height({t})."


class HeScatter(relations.Row):
    """he_scatter(I, Die, Faces, Cite), kb/skirmish/fire.lp: an HE miss scatters by the sum of these dice, less CS."""

    __slots__ = ()
    _name = "he_scatter"
    i: Term
    die: Term
    faces: Term
    cite: Term

    @staticmethod
    def fact(i: object, die: object, faces: object, cite: object) -> str:
        return f"he_scatter({i},{die},{faces},{cite})."


class HitFace(relations.Row):
    """hit_face(F, Score, Cell, Cite), kb/skirmish/fire.lp: die face F (plus CS = Score) finds Cell."""

    __slots__ = ()
    _name = "hit_face"
    f: Term
    score: Term
    cell: Term
    cite: Term

    @staticmethod
    def fact(f: object, score: object, cell: object, cite: object) -> str:
        return f"hit_face({f},{score},{cell},{cite})."


class HitSide(relations.Row):
    """hit_side(U, T, Side, Where), kb/skirmish/fire.lp: the side of T that faces U: front | side | rear, Where
    inside | edge (exactly on a 45 degree line between two sides).
    """

    __slots__ = ()
    _name = "hit_side"
    u: Term
    t: Term
    side: Term
    where: Term

    @staticmethod
    def fact(u: object, t: object, side: object, where: object) -> str:
        return f"hit_side({u},{t},{side},{where})."


class Hooked(relations.Row):
    """hooked(Gun, Vehicle), kb/skirmish/unit.lp"""

    __slots__ = ()
    _name = "hooked"
    gun: Term
    vehicle: Term

    @staticmethod
    def fact(gun: object, vehicle: object) -> str:
        return f"hooked({gun},{vehicle})."


class Impact(relations.Row):
    """impact(U, T, Side, Angle), kb/skirmish/fire.lp: below_75 | from_75: the shot against that side's plate."""

    __slots__ = ()
    _name = "impact"
    u: Term
    t: Term
    side: Term
    angle: Term

    @staticmethod
    def fact(u: object, t: object, side: object, angle: object) -> str:
        return f"impact({u},{t},{side},{angle})."


class InFeature(relations.Row):
    """in_feature(X, F, T, Kind, Order, Where), kb/skirmish/unit.lp: place X (a unit, or a piece of a path) lies in
    feature F of terrain T; Kind area | line | building | minefield; Order its place in the file; Where inside |
    edge (exactly on the edge of an area, or of a road's or trench's band).
    """

    __slots__ = ()
    _name = "in_feature"
    x: Term
    f: Term
    t: Term
    kind: Term
    order: Term
    where: Term

    @staticmethod
    def fact(x: object, f: object, t: object, kind: object, order: object, where: object) -> str:
        return f"in_feature({x},{f},{t},{kind},{order},{where})."


class Indirect(relations.Row):
    """indirect(U, by(A)), kb/skirmish/support.lp: | indirect(U, offboard)   an observer U calls fire from A or off
    table.
    """

    __slots__ = ()
    _name = "indirect"
    u: Term
    by: Term

    @staticmethod
    def fact(u: object, by: object) -> str:
        return f"indirect({u},{by})."


class InfantryTactical(relations.Row):
    """infantry_tactical(Cm, Line), kb/skirmish/tables.lp: tactical movement of infantry (line 64)."""

    __slots__ = ()
    _name = "infantry_tactical"
    cm: Term
    line: Term

    @staticmethod
    def fact(cm: object, line: object) -> str:
        return f"infantry_tactical({cm},{line})."


class Inside(relations.Row):
    """inside(X, F, T, Kind, Order), kb/skirmish/unit.lp: X counts as inside F."""

    __slots__ = ()
    _name = "inside"
    x: Term
    f: Term
    t: Term
    kind: Term
    order: Term

    @staticmethod
    def fact(x: object, f: object, t: object, kind: object, order: object) -> str:
        return f"inside({x},{f},{t},{kind},{order})."


class LightCasualties(relations.Row):
    """light_casualties(Band, F, N), kb/skirmish/light.lp: figures killed, capped by those present."""

    __slots__ = ()
    _name = "light_casualties"
    band: Term
    f: Term
    n: Term

    @staticmethod
    def fact(band: object, f: object, n: object) -> str:
        return f"light_casualties({band},{f},{n})."


class LightColumn(relations.Row):
    """light_column(Band, Col, Key, Cite), kb/skirmish/light.lp: the column their shots and the shelter read."""

    __slots__ = ()
    _name = "light_column"
    band: Term
    col: Term
    key: Term
    cite: Term

    @staticmethod
    def fact(band: object, col: object, key: object, cite: object) -> str:
        return f"light_column({band},{col},{key},{cite})."


class LightCt(relations.Row):
    """light_ct(Band, F), kb/skirmish/light.lp: a courage test follows: the casualties leave the team at half or
    less, or the vehicle's outcome says "+CT" (line 236).
    """

    __slots__ = ()
    _name = "light_ct"
    band: Term
    f: Term

    @staticmethod
    def fact(band: object, f: object) -> str:
        return f"light_ct({band},{f})."


class LightFace(relations.Row):
    """light_face(Band, F, Score, Cell, Cite), kb/skirmish/light.lp: die face F (+ CS = Score): the cell."""

    __slots__ = ()
    _name = "light_face"
    band: Term
    f: Term
    score: Term
    cell: Term
    cite: Term

    @staticmethod
    def fact(band: object, f: object, score: object, cell: object, cite: object) -> str:
        return f"light_face({band},{f},{score},{cell},{cite})."


class LightFirer(relations.Row):
    """light_firer(U), kb/skirmish/light.lp: each firing unit."""

    __slots__ = ()
    _name = "light_firer"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"light_firer({u})."


class LightGroup(relations.Row):
    """light_group(Band, Die, Shots, CS, Cite), kb/skirmish/light.lp: the weapons in one band, their shots and CS."""

    __slots__ = ()
    _name = "light_group"
    band: Term
    die: Term
    shots: Term
    cs: Term
    cite: Term

    @staticmethod
    def fact(band: object, die: object, shots: object, cs: object, cite: object) -> str:
        return f"light_group({band},{die},{shots},{cs},{cite})."


class LightRefused(relations.Row):
    """light_refused(Reason, Cite), kb/skirmish/light.lp: why there is no light fire at the target."""

    __slots__ = ()
    _name = "light_refused"
    reason: Term
    cite: Term

    @staticmethod
    def fact(reason: object, cite: object) -> str:
        return f"light_refused({reason},{cite})."


class LightTable(relations.Row):
    """light_table(Table, Cite), kb/skirmish/light.lp: or light_refused(Reason, Cite)."""

    __slots__ = ()
    _name = "light_table"
    table: Term
    cite: Term

    @staticmethod
    def fact(table: object, cite: object) -> str:
        return f"light_table({table},{cite})."


class LightTarget(relations.Row):
    """light_target(T), kb/skirmish/light.lp: the target."""

    __slots__ = ()
    _name = "light_target"
    t: Term

    @staticmethod
    def fact(t: object) -> str:
        return f"light_target({t})."


class Limit(relations.Row):
    """limit(Kind, Value, Says, Line), kb/skirmish/texts.lp: a number 003 states as a limit of Kind (mm, cm)."""

    __slots__ = ()
    _name = "limit"
    kind: Term
    value: Term
    says: Term
    line: Term

    @staticmethod
    def fact(kind: object, value: object, says: object, line: object) -> str:
        return f"limit({kind},{value},{says},{line})."


class LimitNear(relations.Row):
    """limit_near(Kind, Tolerance), kb/skirmish/texts.lp: two limits of Kind this close but unequal disagree."""

    __slots__ = ()
    _name = "limit_near"
    kind: Term
    tolerance: Term

    @staticmethod
    def fact(kind: object, tolerance: object) -> str:
        return f"limit_near({kind},{tolerance})."


class LineCross(relations.Row):
    """line_cross(U, Leg, F, T, How), kb/skirmish/movement.lp: the leg meets linear feature F of terrain T (not a
    road): How proper (crosses it) | touch (touches or runs along it).
    """

    __slots__ = ()
    _name = "line_cross"
    u: Term
    leg: Term
    f: Term
    t: Term
    how: Term

    @staticmethod
    def fact(u: object, leg: object, f: object, t: object, how: object) -> str:
        return f"line_cross({u},{leg},{f},{t},{how})."


class Lower(relations.Row):
    """lower(U, T, Cmp), kb/skirmish/fire.lp: how T stands below U against line 143's 5 cm."""

    __slots__ = ()
    _name = "lower"
    u: Term
    t: Term
    cmp: Term

    @staticmethod
    def fact(u: object, t: object, cmp: object) -> str:
        return f"lower({u},{t},{cmp})."


class Maneuver(relations.Row):
    """maneuver(M, Group, Move, Fire, Line), kb/skirmish/tables.lp: Group simple|complex; Move
    tactical|brief|slow|none; Fire stationary|moving|optional(moving)|none (lines 9-10).
    """

    __slots__ = ()
    _name = "maneuver"
    m: Term
    group: Term
    move: Term
    fire: Term
    line: Term

    @staticmethod
    def fact(m: object, group: object, move: object, fire: object, line: object) -> str:
        return f"maneuver({m},{group},{move},{fire},{line})."


class ManeuverNo(relations.Row):
    """maneuver_no(U, M, Reason, Cite), kb/skirmish/maneuvers.lp: M is closed to U, and why (every reason is given)."""

    __slots__ = ()
    _name = "maneuver_no"
    u: Term
    m: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(u: object, m: object, reason: object, cite: object) -> str:
        return f"maneuver_no({u},{m},{reason},{cite})."


class ManeuverOk(relations.Row):
    """maneuver_ok(U, M, Group, Cite), kb/skirmish/maneuvers.lp: M is open to U."""

    __slots__ = ()
    _name = "maneuver_ok"
    u: Term
    m: Term
    group: Term
    cite: Term

    @staticmethod
    def fact(u: object, m: object, group: object, cite: object) -> str:
        return f"maneuver_ok({u},{m},{group},{cite})."


class Melee(relations.Row):
    """melee(U, T), kb/skirmish/support.lp: U assaults T."""

    __slots__ = ()
    _name = "melee"
    u: Term
    t: Term

    @staticmethod
    def fact(u: object, t: object) -> str:
        return f"melee({u},{t})."


class MeleeKind(relations.Row):
    """melee_kind(K, Cite), kb/skirmish/support.lp"""

    __slots__ = ()
    _name = "melee_kind"
    k: Term
    cite: Term

    @staticmethod
    def fact(k: object, cite: object) -> str:
        return f"melee_kind({k},{cite})."


class MeleePairs(relations.Row):
    """melee_pairs(N), kb/skirmish/support.lp"""

    __slots__ = ()
    _name = "melee_pairs"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"melee_pairs({n})."


class MeleeRefused(relations.Row):
    """melee_refused(Reason, Cite), kb/skirmish/support.lp"""

    __slots__ = ()
    _name = "melee_refused"
    reason: Term
    cite: Term

    @staticmethod
    def fact(reason: object, cite: object) -> str:
        return f"melee_refused({reason},{cite})."


class MineAfter(relations.Row):
    """mine_after(F, State, Cite), kb/skirmish/support.lp"""

    __slots__ = ()
    _name = "mine_after"
    f: Term
    state: Term
    cite: Term

    @staticmethod
    def fact(f: object, state: object, cite: object) -> str:
        return f"mine_after({f},{state},{cite})."


class MineEffect(relations.Row):
    """mine_effect(Column, Die, Outcome, Line), kb/skirmish/tables.lp: the minefield effects table (lines 97-102)."""

    __slots__ = ()
    _name = "mine_effect"
    column: Term
    die: Term
    outcome: Term
    line: Term

    @staticmethod
    def fact(column: object, die: object, outcome: object, line: object) -> str:
        return f"mine_effect({column},{die},{outcome},{line})."


class MineFace(relations.Row):
    """mine_face(Col, F, Outcome, Cite), kb/skirmish/support.lp"""

    __slots__ = ()
    _name = "mine_face"
    col: Term
    f: Term
    outcome: Term
    cite: Term

    @staticmethod
    def fact(col: object, f: object, outcome: object, cite: object) -> str:
        return f"mine_face({col},{f},{outcome},{cite})."


class MineRoll(relations.Row):
    """mine_roll(Col, Die, Outcome, Cite), kb/skirmish/movement.lp: that column's outcome for each face of its die."""

    __slots__ = ()
    _name = "mine_roll"
    col: Term
    die: Term
    outcome: Term
    cite: Term

    @staticmethod
    def fact(col: object, die: object, outcome: object, cite: object) -> str:
        return f"mine_roll({col},{die},{outcome},{cite})."


class MineStrike1(relations.Row):
    """mine_strike(U), kb/skirmish/support.lp: U has failed its dodge test in a minefield."""

    __slots__ = ()
    _name = "mine_strike"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"mine_strike({u})."


class MineStrike4(relations.Row):
    """mine_strike(U, Leg, F, Column), kb/skirmish/movement.lp: the minefield-effects column a failed dodge reads."""

    __slots__ = ()
    _name = "mine_strike"
    u: Term
    leg: Term
    f: Term
    column: Term

    @staticmethod
    def fact(u: object, leg: object, f: object, column: object) -> str:
        return f"mine_strike({u},{leg},{f},{column})."


class ModeDivisor(relations.Row):
    """mode_divisor(Mode, D, Line), kb/skirmish/tables.lp: a mode allows the tactical distance / D (line 64)."""

    __slots__ = ()
    _name = "mode_divisor"
    mode: Term
    d: Term
    line: Term

    @staticmethod
    def fact(mode: object, d: object, line: object) -> str:
        return f"mode_divisor({mode},{d},{line})."


class MoveIllegal(relations.Row):
    """move_illegal(U, Reason), kb/skirmish/movement.lp: why the path is illegal, before the sums."""

    __slots__ = ()
    _name = "move_illegal"
    u: Term
    reason: Term

    @staticmethod
    def fact(u: object, reason: object) -> str:
        return f"move_illegal({u},{reason})."


class MoveLegal(relations.Row):
    """move_legal(U), kb/skirmish/movement.lp: a legal move;"""

    __slots__ = ()
    _name = "move_legal"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"move_legal({u})."


class MoveManeuver(relations.Row):
    """move_maneuver(U, M, Mode, Cite), kb/skirmish/movement.lp: the maneuver and the mode it moves in."""

    __slots__ = ()
    _name = "move_maneuver"
    u: Term
    m: Term
    mode: Term
    cite: Term

    @staticmethod
    def fact(u: object, m: object, mode: object, cite: object) -> str:
        return f"move_maneuver({u},{m},{mode},{cite})."


class MoveMode(relations.Row):
    """move_mode(T, Column, Mode, Extra, Line), kb/skirmish/tables.lp: Mode
    tactical|brief|slow|impassable|road_cm(Cm); Extra none|dodge|remove|move|ruins (lines 36-62).
    """

    __slots__ = ()
    _name = "move_mode"
    t: Term
    column: Term
    mode: Term
    extra: Term
    line: Term

    @staticmethod
    def fact(t: object, column: object, mode: object, extra: object, line: object) -> str:
        return f"move_mode({t},{column},{mode},{extra},{line})."


class Moving(relations.Row):
    """moving(U, M), kb/skirmish/movement.lp: the maneuver (move unless the question says)."""

    __slots__ = ()
    _name = "moving"
    u: Term
    m: Term

    @staticmethod
    def fact(u: object, m: object) -> str:
        return f"moving({u},{m})."


class NameMeaning(relations.Row):
    """name_meaning(Printed, Meaning, Line), kb/skirmish/texts.lp: what a printed name stands for at that line; one
    name with two meanings is a finding.
    """

    __slots__ = ()
    _name = "name_meaning"
    printed: Term
    meaning: Term
    line: Term

    @staticmethod
    def fact(printed: object, meaning: object, line: object) -> str:
        return f"name_meaning({printed},{meaning},{line})."


class Names(relations.Row):
    """names(Table, Printed, Class, Line), kb/skirmish/texts.lp: Table prints Printed for units of Class (the
    crosswalk).
    """

    __slots__ = ()
    _name = "names"
    table: Term
    printed: Term
    class_: Term
    line: Term

    @staticmethod
    def fact(table: object, printed: object, class_: object, line: object) -> str:
        return f"names({table},{printed},{class_},{line})."


class Near(relations.Row):
    """near(Cmp), kb/skirmish/unit.lp: a comparison that counts as within a table's distance."""

    __slots__ = ()
    _name = "near"
    cmp: Term

    @staticmethod
    def fact(cmp: object) -> str:
        return f"near({cmp})."


class OnRoad(relations.Row):
    """on_road(U, Leg, K, F), kb/skirmish/movement.lp: the piece runs along road F's centre line."""

    __slots__ = ()
    _name = "on_road"
    u: Term
    leg: Term
    k: Term
    f: Term

    @staticmethod
    def fact(u: object, leg: object, k: object, f: object) -> str:
        return f"on_road({u},{leg},{k},{f})."


class Opponent(relations.Row):
    """opponent(V), kb/skirmish/tests.lp: the opposing unit (RT and MC)."""

    __slots__ = ()
    _name = "opponent"
    v: Term

    @staticmethod
    def fact(v: object) -> str:
        return f"opponent({v})."


class OpponentAdds(relations.Row):
    """opponent_adds(Kind, Score, Line), kb/skirmish/tables.lp: cs | cr added to each die."""

    __slots__ = ()
    _name = "opponent_adds"
    kind: Term
    score: Term
    line: Term

    @staticmethod
    def fact(kind: object, score: object, line: object) -> str:
        return f"opponent_adds({kind},{score},{line})."


class OutcomeHead(relations.Row):
    """outcome_head(Outcome, Head), kb/skirmish/outcomes.lp: Head destroyed | exploded | immobilized | broken |
    weapon (a weapon destroyed or blocked) | movement (brief or slow movement); outcome(Printed, Effect, Dead): a
    light-weapon outcome against vehicles (lines 223-232), its effect and the figures it kills (all: everyone
    aboard). outcome_ct(Printed): that outcome calls for a courage test (it prints "+CT").
    """

    __slots__ = ()
    _name = "outcome_head"
    outcome: Term
    head: Term

    @staticmethod
    def fact(outcome: object, head: object) -> str:
        return f"outcome_head({outcome},{head})."


class OverAllowance(relations.Row):
    """over_allowance(U, Leg, Cite), kb/skirmish/movement.lp: after the bridge's sums (#program verdict, below): a
    leg past the allowance;
    """

    __slots__ = ()
    _name = "over_allowance"
    u: Term
    leg: Term
    cite: Term

    @staticmethod
    def fact(u: object, leg: object, cite: object) -> str:
        return f"over_allowance({u},{leg},{cite})."


class Overrun(relations.Row):
    """overrun(U, T), kb/skirmish/support.lp: armoured U overruns T."""

    __slots__ = ()
    _name = "overrun"
    u: Term
    t: Term

    @staticmethod
    def fact(u: object, t: object) -> str:
        return f"overrun({u},{t})."


class PartHit(relations.Row):
    """part_hit(Cell, Part, Cite), kb/skirmish/fire.lp: what a cell hits: a vehicle part, a soldier, a miss."""

    __slots__ = ()
    _name = "part_hit"
    cell: Term
    part: Term
    cite: Term

    @staticmethod
    def fact(cell: object, part: object, cite: object) -> str:
        return f"part_hit({cell},{part},{cite})."


class PenFace(relations.Row):
    """pen_face(Part, F, Result), kb/skirmish/fire.lp: penetrates | stops."""

    __slots__ = ()
    _name = "pen_face"
    part: Term
    f: Term
    result: Term

    @staticmethod
    def fact(part: object, f: object, result: object) -> str:
        return f"pen_face({part},{f},{result})."


class PenNeeded(relations.Row):
    """pen_needed(Part, Need, Cite), kb/skirmish/fire.lp: the score the penetration die needs (none: cannot)."""

    __slots__ = ()
    _name = "pen_needed"
    part: Term
    need: Term
    cite: Term

    @staticmethod
    def fact(part: object, need: object, cite: object) -> str:
        return f"pen_needed({part},{need},{cite})."


class PenRow(relations.Row):
    """pen_row(R, Cite), kb/skirmish/fire.lp: the penetration table's row for the firer's gun."""

    __slots__ = ()
    _name = "pen_row"
    r: Term
    cite: Term

    @staticmethod
    def fact(r: object, cite: object) -> str:
        return f"pen_row({r},{cite})."


class Piece(relations.Row):
    """piece(U, Leg, K), kb/skirmish/movement.lp: piece K of leg Leg;"""

    __slots__ = ()
    _name = "piece"
    u: Term
    leg: Term
    k: Term

    @staticmethod
    def fact(u: object, leg: object, k: object) -> str:
        return f"piece({u},{leg},{k})."


class PieceCost(relations.Row):
    """piece_cost(U, Leg, K, Num, Den), kb/skirmish/movement.lp: allowance per centimetre of the piece: Num / Den."""

    __slots__ = ()
    _name = "piece_cost"
    u: Term
    leg: Term
    k: Term
    num: Term
    den: Term

    @staticmethod
    def fact(u: object, leg: object, k: object, num: object, den: object) -> str:
        return f"piece_cost({u},{leg},{k},{num},{den})."


class PieceMode(relations.Row):
    """piece_mode(U, Leg, K, Source, Mode, Cite), kb/skirmish/movement.lp: each mode that bears on a piece:
    ground(T), road(F), mine(F) or maneuver(M).
    """

    __slots__ = ()
    _name = "piece_mode"
    u: Term
    leg: Term
    k: Term
    source: Term
    mode: Term
    cite: Term

    @staticmethod
    def fact(u: object, leg: object, k: object, source: object, mode: object, cite: object) -> str:
        return f"piece_mode({u},{leg},{k},{source},{mode},{cite})."


class Platoon(relations.Row):
    """platoon(U, P), kb/skirmish/unit.lp"""

    __slots__ = ()
    _name = "platoon"
    u: Term
    p: Term

    @staticmethod
    def fact(u: object, p: object) -> str:
        return f"platoon({u},{p})."


class Platoons(relations.Row):
    """platoons(S, N, Cite), kb/skirmish/chips.lp: the platoon-units of each side."""

    __slots__ = ()
    _name = "platoons"
    s: Term
    n: Term
    cite: Term

    @staticmethod
    def fact(s: object, n: object, cite: object) -> str:
        return f"platoons({s},{n},{cite})."


class Purpose(relations.Row):
    """purpose(P), kb/skirmish/tests.lp: bomb | open_top (PT)."""

    __slots__ = ()
    _name = "purpose"
    p: Term

    @staticmethod
    def fact(p: object) -> str:
        return f"purpose({p})."


class Radio(relations.Row):
    """radio(U), kb/skirmish/unit.lp"""

    __slots__ = ()
    _name = "radio"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"radio({u})."


class RamFace(relations.Row):
    """ram_face(F, Outcome, Cite), kb/skirmish/support.lp"""

    __slots__ = ()
    _name = "ram_face"
    f: Term
    outcome: Term
    cite: Term

    @staticmethod
    def fact(f: object, outcome: object, cite: object) -> str:
        return f"ram_face({f},{outcome},{cite})."


class Rank(relations.Row):
    """rank(Word, CR, Line), kb/skirmish/tables.lp: combat skill and commander rank."""

    __slots__ = ()
    _name = "rank"
    word: Term
    cr: Term
    line: Term

    @staticmethod
    def fact(word: object, cr: object, line: object) -> str:
        return f"rank({word},{cr},{line})."


class RankOf(relations.Row):
    """rank_of(U, R), kb/skirmish/unit.lp"""

    __slots__ = ()
    _name = "rank_of"
    u: Term
    r: Term

    @staticmethod
    def fact(u: object, r: object) -> str:
        return f"rank_of({u},{r})."


class Scatter(relations.Row):
    """scatter(Case, Dice, Minus, Line), kb/skirmish/tables.lp: heavy-weapons scatter distances (lines 124-128)."""

    __slots__ = ()
    _name = "scatter"
    case: Term
    dice: Term
    minus: Term
    line: Term

    @staticmethod
    def fact(case: object, dice: object, minus: object, line: object) -> str:
        return f"scatter({case},{dice},{minus},{line})."


class ScatterMinus(relations.Row):
    """scatter_minus(Score, N, Cite), kb/skirmish/support.lp"""

    __slots__ = ()
    _name = "scatter_minus"
    score: Term
    n: Term
    cite: Term

    @staticmethod
    def fact(score: object, n: object, cite: object) -> str:
        return f"scatter_minus({score},{n},{cite})."


class ScatterOver(relations.Row):
    """scatter_over(A, B, Cite), kb/skirmish/fire.lp: A in B of those misses fly over the target (line 129)."""

    __slots__ = ()
    _name = "scatter_over"
    a: Term
    b: Term
    cite: Term

    @staticmethod
    def fact(a: object, b: object, cite: object) -> str:
        return f"scatter_over({a},{b},{cite})."


class ScatterRoll(relations.Row):
    """scatter_roll(I, Die, Faces, Cite), kb/skirmish/support.lp"""

    __slots__ = ()
    _name = "scatter_roll"
    i: Term
    die: Term
    faces: Term
    cite: Term

    @staticmethod
    def fact(i: object, die: object, faces: object, cite: object) -> str:
        return f"scatter_roll({i},{die},{faces},{cite})."


class Shelter(relations.Row):
    """shelter(T, Shelter, Line), kb/skirmish/tables.lp"""

    __slots__ = ()
    _name = "shelter"
    t: Term
    shelter: Term
    line: Term

    @staticmethod
    def fact(t: object, shelter: object, line: object) -> str:
        return f"shelter({t},{shelter},{line})."


class ShelterDenied(relations.Row):
    """shelter_denied(S, Cite), kb/skirmish/fire.lp: the target's shelter S does not count (line 143)."""

    __slots__ = ()
    _name = "shelter_denied"
    s: Term
    cite: Term

    @staticmethod
    def fact(s: object, cite: object) -> str:
        return f"shelter_denied({s},{cite})."


class Shots(relations.Row):
    """shots(U, W, Mode, N), kb/skirmish/light.lp: the unit chart's shots: Mode stationary | moving."""

    __slots__ = ()
    _name = "shots"
    u: Term
    w: Term
    mode: Term
    n: Term

    @staticmethod
    def fact(u: object, w: object, mode: object, n: object) -> str:
        return f"shots({u},{w},{mode},{n})."


class Side(relations.Row):
    """side(U, S), kb/skirmish/chips.lp: platoon(U, P) for every unit."""

    __slots__ = ()
    _name = "side"
    u: Term
    s: Term

    @staticmethod
    def fact(u: object, s: object) -> str:
        return f"side({u},{s})."


class SightCrosses(relations.Row):
    """sight_crosses(A, B, F, T), kb/skirmish/comms.lp: the line from A to B passes through feature F (terrain T),
    which holds neither end.
    """

    __slots__ = ()
    _name = "sight_crosses"
    a: Term
    b: Term
    f: Term
    t: Term

    @staticmethod
    def fact(a: object, b: object, f: object, t: object) -> str:
        return f"sight_crosses({a},{b},{f},{t})."


class Skill(relations.Row):
    """skill(Word, CS, Line), kb/skirmish/tables.lp"""

    __slots__ = ()
    _name = "skill"
    word: Term
    cs: Term
    line: Term

    @staticmethod
    def fact(word: object, cs: object, line: object) -> str:
        return f"skill({word},{cs},{line})."


class SoldierFace(relations.Row):
    """soldier_face(Cell, Result, Cite), kb/skirmish/fire.lp: dead or survives (shelter) for a soldier hit."""

    __slots__ = ()
    _name = "soldier_face"
    cell: Term
    result: Term
    cite: Term

    @staticmethod
    def fact(cell: object, result: object, cite: object) -> str:
        return f"soldier_face({cell},{result},{cite})."


class Spent(relations.Row):
    """spent(U, Leg, Cmp), kb/skirmish/movement.lp: (second step) the allowance spent by the end of the leg against
    the allowance: lt | eq | gt.
    """

    __slots__ = ()
    _name = "spent"
    u: Term
    leg: Term
    cmp: Term

    @staticmethod
    def fact(u: object, leg: object, cmp: object) -> str:
        return f"spent({u},{leg},{cmp})."


class SpotBand(relations.Row):
    """spot_band(Target, Cover, Status, Visibility, Where, Cm, Line), kb/skirmish/tables.lp: Cm a number or
    split(A,B) where 003 prints "A/B" (lines 70-90).
    """

    __slots__ = ()
    _name = "spot_band"
    target: Term
    cover: Term
    status: Term
    visibility: Term
    where: Term
    cm: Term
    line: Term

    @staticmethod
    def fact(
        target: object, cover: object, status: object, visibility: object, where: object, cm: object, line: object
    ) -> str:
        return f"spot_band({target},{cover},{status},{visibility},{where},{cm},{line})."


class SpotCover(relations.Row):
    """spot_cover(Target, Word, Cover, Line), kb/skirmish/classes.lp: which spotting row a target on ground Word
    reads.
    """

    __slots__ = ()
    _name = "spot_cover"
    target: Term
    word: Term
    cover: Term
    line: Term

    @staticmethod
    def fact(target: object, word: object, cover: object, line: object) -> str:
        return f"spot_cover({target},{word},{cover},{line})."


class SpotLimit(relations.Row):
    """spot_limit(S, T, Via, Cm, Cite), kb/skirmish/spotting.lp: the farthest the target is seen from, measured from
    Via (S itself, or the team S sees with).
    """

    __slots__ = ()
    _name = "spot_limit"
    s: Term
    t: Term
    via: Term
    cm: Term
    cite: Term

    @staticmethod
    def fact(s: object, t: object, via: object, cm: object, cite: object) -> str:
        return f"spot_limit({s},{t},{via},{cm},{cite})."


class SpotProxyCm(relations.Row):
    """spot_proxy_cm(Cm, Line), kb/skirmish/tables.lp: a vehicle this close to a friendly team sees as it does."""

    __slots__ = ()
    _name = "spot_proxy_cm"
    cm: Term
    line: Term

    @staticmethod
    def fact(cm: object, line: object) -> str:
        return f"spot_proxy_cm({cm},{line})."


class SpotRow(relations.Row):
    """spot_row(S, T, Part, Value, Cite), kb/skirmish/spotting.lp: the row read, part by part: target, cover, status,
    visibility, where (out | within the target's area).
    """

    __slots__ = ()
    _name = "spot_row"
    s: Term
    t: Term
    part: Term
    value: Term
    cite: Term

    @staticmethod
    def fact(s: object, t: object, part: object, value: object, cite: object) -> str:
        return f"spot_row({s},{t},{part},{value},{cite})."


class SpotStatus(relations.Row):
    """spot_status(S, Row), kb/skirmish/classes.lp: unit statuses, and the spotting row each reads."""

    __slots__ = ()
    _name = "spot_status"
    s: Term
    row: Term

    @staticmethod
    def fact(s: object, row: object) -> str:
        return f"spot_status({s},{row})."


class SpotVerdict(relations.Row):
    """spot_verdict(S, T, Via, Verdict, Cmp), kb/skirmish/spotting.lp: seen | unseen, and the distance's comparison."""

    __slots__ = ()
    _name = "spot_verdict"
    s: Term
    t: Term
    via: Term
    verdict: Term
    cmp: Term

    @staticmethod
    def fact(s: object, t: object, via: object, verdict: object, cmp: object) -> str:
        return f"spot_verdict({s},{t},{via},{verdict},{cmp})."


class SpotWord(relations.Row):
    """spot_word(T, Word), kb/skirmish/classes.lp: the spotting word for a terrain-effects row."""

    __slots__ = ()
    _name = "spot_word"
    t: Term
    word: Term

    @staticmethod
    def fact(t: object, word: object) -> str:
        return f"spot_word({t},{word})."


class Spots(relations.Row):
    """spots(S, T), kb/skirmish/spotting.lp: S spots T (by itself or through a team)."""

    __slots__ = ()
    _name = "spots"
    s: Term
    t: Term

    @staticmethod
    def fact(s: object, t: object) -> str:
        return f"spots({s},{t})."


class Spotting(relations.Row):
    """spotting(S, T), kb/skirmish/spotting.lp: the question."""

    __slots__ = ()
    _name = "spotting"
    s: Term
    t: Term

    @staticmethod
    def fact(s: object, t: object) -> str:
        return f"spotting({s},{t})."


class Status1(relations.Row):
    """status(S), kb/skirmish/classes.lp"""

    __slots__ = ()
    _name = "status"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"status({s})."


class Status2(relations.Row):
    """status(U, S), kb/skirmish/unit.lp"""

    __slots__ = ()
    _name = "status"
    u: Term
    s: Term

    @staticmethod
    def fact(u: object, s: object) -> str:
        return f"status({u},{s})."


class Stop(relations.Row):
    """stop(U, Leg, Where, Reason, Cite), kb/skirmish/movement.lp: the path may not go on: Where piece(K) or
    feature(F).
    """

    __slots__ = ()
    _name = "stop"
    u: Term
    leg: Term
    where: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(u: object, leg: object, where: object, reason: object, cite: object) -> str:
        return f"stop({u},{leg},{where},{reason},{cite})."


class SupportNote(relations.Row):
    """support_note(Note, Cite), kb/skirmish/support.lp: what the answer says besides its numbers."""

    __slots__ = ()
    _name = "support_note"
    note: Term
    cite: Term

    @staticmethod
    def fact(note: object, cite: object) -> str:
        return f"support_note({note},{cite})."


class SupportTest(relations.Row):
    """support_test(Kind, Unit, Cite), kb/skirmish/support.lp: the test each question rolls first."""

    __slots__ = ()
    _name = "support_test"
    kind: Term
    unit: Term
    cite: Term

    @staticmethod
    def fact(kind: object, unit: object, cite: object) -> str:
        return f"support_test({kind},{unit},{cite})."


class Table(relations.Row):
    """table(Table, Line, Title), kb/skirmish/fire_tables.lp: a table and the line of its title."""

    __slots__ = ()
    _name = "table"
    table: Term
    line: Term
    title: Term

    @staticmethod
    def fact(table: object, line: object, title: object) -> str:
        return f"table({table},{line},{title})."


class TableTitle(relations.Row):
    """table_title(Table, Title), kb/skirmish/texts.lp: the tables, as the checker words them."""

    __slots__ = ()
    _name = "table_title"
    table: Term
    title: Term

    @staticmethod
    def fact(table: object, title: object) -> str:
        return f"table_title({table},{title})."


class Tactical(relations.Row):
    """tactical(U, Cm), kb/skirmish/unit.lp: the unit chart's tactical movement (vehicles; teams may omit it)."""

    __slots__ = ()
    _name = "tactical"
    u: Term
    cm: Term

    @staticmethod
    def fact(u: object, cm: object) -> str:
        return f"tactical({u},{cm})."


class TacticalCm(relations.Row):
    """tactical_cm(U, Cm, Cite), kb/skirmish/unit.lp: the unit's tactical distance."""

    __slots__ = ()
    _name = "tactical_cm"
    u: Term
    cm: Term
    cite: Term

    @staticmethod
    def fact(u: object, cm: object, cite: object) -> str:
        return f"tactical_cm({u},{cm},{cite})."


class Tcell(relations.Row):
    """tcell(Table, Row, Col, Value, Line), kb/skirmish/fire_tables.lp: one cell, read the same way."""

    __slots__ = ()
    _name = "tcell"
    table: Term
    row: Term
    col: Term
    value: Term
    line: Term

    @staticmethod
    def fact(table: object, row: object, col: object, value: object, line: object) -> str:
        return f"tcell({table},{row},{col},{value},{line})."


class Tcol(relations.Row):
    """tcol(Table, Col, Printed, Line), kb/skirmish/fire_tables.lp: a column header (two-level headers joined by a
    space).
    """

    __slots__ = ()
    _name = "tcol"
    table: Term
    col: Term
    printed: Term
    line: Term

    @staticmethod
    def fact(table: object, col: object, printed: object, line: object) -> str:
        return f"tcol({table},{col},{printed},{line})."


class TcolKey(relations.Row):
    """tcol_key(Table, Col, Group, Key, Line), kb/skirmish/fire_tables.lp: what a column covers: Key range(A,B) or
    above(N) (">N"); Group below_75 | from_75 (impact angle), or shots(Shelter) with Shelter no_shelter ("!") |
    soft ("S") | medium_hard ("MH") | vehicle (the vehicles' table). The ">75" band of light_vs_infantry follows
    the other bands' order (its headings are lost).
    """

    __slots__ = ()
    _name = "tcol_key"
    table: Term
    col: Term
    group: Term
    key: Term
    line: Term

    @staticmethod
    def fact(table: object, col: object, group: object, key: object, line: object) -> str:
        return f"tcol_key({table},{col},{group},{key},{line})."


class Team1(relations.Row):
    """team(C), kb/skirmish/classes.lp"""

    __slots__ = ()
    _name = "team"
    c: Term

    @staticmethod
    def fact(c: object) -> str:
        return f"team({c})."


class Team2(relations.Row):
    """team(U, Tm), kb/skirmish/unit.lp"""

    __slots__ = ()
    _name = "team"
    u: Term
    tm: Term

    @staticmethod
    def fact(u: object, tm: object) -> str:
        return f"team({u},{tm})."


class TermDefined(relations.Row):
    """term_defined(Term, Line), kb/skirmish/texts.lp: where 003 says what it means."""

    __slots__ = ()
    _name = "term_defined"
    term: Term
    line: Term

    @staticmethod
    def fact(term: object, line: object) -> str:
        return f"term_defined({term},{line})."


class TermUsed(relations.Row):
    """term_used(Term, Printed, Line), kb/skirmish/texts.lp: a term or abbreviation printed in a cell or heading."""

    __slots__ = ()
    _name = "term_used"
    term: Term
    printed: Term
    line: Term

    @staticmethod
    def fact(term: object, printed: object, line: object) -> str:
        return f"term_used({term},{printed},{line})."


class TerrainKind(relations.Row):
    """terrain_kind(T, Kind), kb/skirmish/classes.lp: Kind area | line | building: where a terrain-effects row may
    appear in a scenario.
    """

    __slots__ = ()
    _name = "terrain_kind"
    t: Term
    kind: Term

    @staticmethod
    def fact(t: object, kind: object) -> str:
        return f"terrain_kind({t},{kind})."


class TerrainRow(relations.Row):
    """terrain_row(T, Line, Printed), kb/skirmish/tables.lp"""

    __slots__ = ()
    _name = "terrain_row"
    t: Term
    line: Term
    printed: Term

    @staticmethod
    def fact(t: object, line: object, printed: object) -> str:
        return f"terrain_row({t},{line},{printed})."


class Test(relations.Row):
    """test(Kind, Own, Against, Compare, Line), kb/skirmish/tables.lp: the tests table (lines 211-218): the tester's
    die, the die it must beat (the opponent's, in opposed tests), Compare ge (>=) or gt (>).
    """

    __slots__ = ()
    _name = "test"
    kind: Term
    own: Term
    against: Term
    compare: Term
    line: Term

    @staticmethod
    def fact(kind: object, own: object, against: object, compare: object, line: object) -> str:
        return f"test({kind},{own},{against},{compare},{line})."


class TestAdd(relations.Row):
    """test_add(K, Side, Score, N, Cite), kb/skirmish/tests.lp: what each side adds to its die."""

    __slots__ = ()
    _name = "test_add"
    k: Term
    side: Term
    score: Term
    n: Term
    cite: Term

    @staticmethod
    def fact(k: object, side: object, score: object, n: object, cite: object) -> str:
        return f"test_add({k},{side},{score},{n},{cite})."


class TestAdds(relations.Row):
    """test_adds(Kind, Score, Line), kb/skirmish/tables.lp"""

    __slots__ = ()
    _name = "test_adds"
    kind: Term
    score: Term
    line: Term

    @staticmethod
    def fact(kind: object, score: object, line: object) -> str:
        return f"test_adds({kind},{score},{line})."


class TestDie(relations.Row):
    """test_die(K, Side, Die, Cite), kb/skirmish/tests.lp: the die each side rolls (Side own | against);"""

    __slots__ = ()
    _name = "test_die"
    k: Term
    side: Term
    die: Term
    cite: Term

    @staticmethod
    def fact(k: object, side: object, die: object, cite: object) -> str:
        return f"test_die({k},{side},{die},{cite})."


class TestName(relations.Row):
    """test_name(Test, Name), kb/skirmish/words.lp: each test's name (lines 211-218)."""

    __slots__ = ()
    _name = "test_name"
    test: Term
    name: Term

    @staticmethod
    def fact(test: object, name: object) -> str:
        return f"test_name({test},{name})."


class TestRoll(relations.Row):
    """test_roll(K, A, B, Result), kb/skirmish/tests.lp: own face A against face B: pass | tie (rolled again) | fail."""

    __slots__ = ()
    _name = "test_roll"
    k: Term
    a: Term
    b: Term
    result: Term

    @staticmethod
    def fact(k: object, a: object, b: object, result: object) -> str:
        return f"test_roll({k},{a},{b},{result})."


class TestRule(relations.Row):
    """test_rule(K, Compare, Cite), kb/skirmish/tests.lp: the success condition."""

    __slots__ = ()
    _name = "test_rule"
    k: Term
    compare: Term
    cite: Term

    @staticmethod
    def fact(k: object, compare: object, cite: object) -> str:
        return f"test_rule({k},{compare},{cite})."


class Testing(relations.Row):
    """testing(K, U), kb/skirmish/tests.lp: U takes test K."""

    __slots__ = ()
    _name = "testing"
    k: Term
    u: Term

    @staticmethod
    def fact(k: object, u: object) -> str:
        return f"testing({k},{u})."


class Thickness(relations.Row):
    """thickness(Part, Cm, Cite), kb/skirmish/fire.lp"""

    __slots__ = ()
    _name = "thickness"
    part: Term
    cm: Term
    cite: Term

    @staticmethod
    def fact(part: object, cm: object, cite: object) -> str:
        return f"thickness({part},{cm},{cite})."


class Trow(relations.Row):
    """trow(Table, Row, Keys, Line), kb/skirmish/fire_tables.lp: a row's leading cells: a number, range(A,B), plus
    ("+"), none ("-") or the printed text.
    """

    __slots__ = ()
    _name = "trow"
    table: Term
    row: Term
    keys: Term
    line: Term

    @staticmethod
    def fact(table: object, row: object, keys: object, line: object) -> str:
        return f"trow({table},{row},{keys},{line})."


class TurnPhase(relations.Row):
    """turn_phase(N, Phase, Line), kb/skirmish/tables.lp: the game turn, in order (line 5)."""

    __slots__ = ()
    _name = "turn_phase"
    n: Term
    phase: Term
    line: Term

    @staticmethod
    def fact(n: object, phase: object, line: object) -> str:
        return f"turn_phase({n},{phase},{line})."


class Unit(relations.Row):
    """unit(U), kb/skirmish/unit.lp"""

    __slots__ = ()
    _name = "unit"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"unit({u})."


class UnitClass(relations.Row):
    """unit_class(C), kb/skirmish/classes.lp: every class a scenario may give a unit."""

    __slots__ = ()
    _name = "unit_class"
    c: Term

    @staticmethod
    def fact(c: object) -> str:
        return f"unit_class({c})."


class Vehicle(relations.Row):
    """vehicle(C), kb/skirmish/classes.lp"""

    __slots__ = ()
    _name = "vehicle"
    c: Term

    @staticmethod
    def fact(c: object) -> str:
        return f"vehicle({c})."


class Viewer(relations.Row):
    """viewer(S, T, V), kb/skirmish/spotting.lp: V looks at T for S: S itself, or a team it sees with."""

    __slots__ = ()
    _name = "viewer"
    s: Term
    t: Term
    v: Term

    @staticmethod
    def fact(s: object, t: object, v: object) -> str:
        return f"viewer({s},{t},{v})."


class Weapon(relations.Row):
    """weapon(U, W, Kind, Mm), kb/skirmish/unit.lp: a weapon of the unit chart: light | heavy, calibre in mm (0:
    none).
    """

    __slots__ = ()
    _name = "weapon"
    u: Term
    w: Term
    kind: Term
    mm: Term

    @staticmethod
    def fact(u: object, w: object, kind: object, mm: object) -> str:
        return f"weapon({u},{w},{kind},{mm})."


class WeaponGun(relations.Row):
    """weapon_gun(U, W, Name), kb/skirmish/fire.lp: a named gun ("75L", "6p" ...), if the chart gives one."""

    __slots__ = ()
    _name = "weapon_gun"
    u: Term
    w: Term
    name: Term

    @staticmethod
    def fact(u: object, w: object, name: object) -> str:
        return f"weapon_gun({u},{w},{name})."


class WeaponRange(relations.Row):
    """weapon_range(U, W, Band, Cm), kb/skirmish/band.lp: (the unit chart's long, effective and"""

    __slots__ = ()
    _name = "weapon_range"
    u: Term
    w: Term
    band: Term
    cm: Term

    @staticmethod
    def fact(u: object, w: object, band: object, cm: object) -> str:
        return f"weapon_range({u},{w},{band},{cm})."
