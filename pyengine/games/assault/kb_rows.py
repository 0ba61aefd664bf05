"""Row classes for the relations kb/assault/ names in its headers (those the core names are
pyengine/kb_rows.py's): written by ``python scripts/kb_rows.py``, never by hand
(tests/core/test_relations.py keeps them equal to the headers)."""

from __future__ import annotations

from pyengine import relations
from pyengine.kb_terms import Term


class ActionRule(relations.Row):
    """action_rule(A, Cite), kb/assault/other_actions.lp: the rule that defines action A."""

    __slots__ = ()
    _name = "action_rule"
    a: Term
    cite: Term

    @staticmethod
    def fact(a: object, cite: object) -> str:
        return f"action_rule({a},{cite})."


class Activated(relations.Row):
    """activated(U), kb/assault/turn.lp: U has activated this turn (6.2)."""

    __slots__ = ()
    _name = "activated"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"activated({u})."


class Active(relations.Row):
    """active(S), kb/assault/turn.lp: the side to act in the support and action phases."""

    __slots__ = ()
    _name = "active"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"active({s})."


class Actor(relations.Row):
    """actor(U), kb/assault/activation.lp: (the unit a question activates), unit_status/2, morale_marker/1,
    action_marker/1 (vocab.lp).
    """

    __slots__ = ()
    _name = "actor"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"actor({u})."


class Adds(relations.Row):
    """adds(I, Fact, Cite), kb/assault/turn.lp"""

    __slots__ = ()
    _name = "adds"
    i: Term
    fact_: Term
    cite: Term

    @staticmethod
    def fact(i: object, fact_: object, cite: object) -> str:
        return f"adds({i},{fact_},{cite})."


class AfterFallback(relations.Row):
    """after_fallback(P), kb/assault/turn.lp: the phase after."""

    __slots__ = ()
    _name = "after_fallback"
    p: Term

    @staticmethod
    def fact(p: object) -> str:
        return f"after_fallback({p})."


class Aims(relations.Row):
    """aims(L, T), kb/assault/fire.lp: sightline L runs from a firer (its line_end_unit from) to enemy unit T; every
    line-level conclusion is keyed by L.
    """

    __slots__ = ()
    _name = "aims"
    line: Term
    t: Term

    @staticmethod
    def fact(line: object, t: object) -> str:
        return f"aims({line},{t})."


class AlleyCite(relations.Row):
    """alley_cite(Cite), kb/assault/state.lp: the rule that keeps a vehicle in its urban alley."""

    __slots__ = ()
    _name = "alley_cite"
    cite: Term

    @staticmethod
    def fact(cite: object) -> str:
        return f"alley_cite({cite})."


class AlleyTurnAssumes(relations.Row):
    """alley_turn_assumes(N, A), kb/assault/movement.lp: Who judges: the verdict part's per-move rules derive the
    shown atoms above for the moves that are judged/1: every asked move when the reference search is loaded
    (search.lp). With the bridge's search none is: the bridge looks the same tables up for each move
    (pyengine/games/assault/move_verdict.py) and hands reach_end/reach_harsh over for boarding;
    tests/games/assault/test_route_reference.py requires both ways to answer byte for byte. Two steps. The base
    part below decides each walk: where it starts, its budgets, what it may never enter; with step.lp and state.lp
    it makes the step tables. Then the search finds the cheapest routes (see "The search") and the `#program
    verdict.` part turns them into each move's answer.
    """

    __slots__ = ()
    _name = "alley_turn_assumes"
    n: Term
    a: Term

    @staticmethod
    def fact(n: object, a: object) -> str:
        return f"alley_turn_assumes({n},{a})."


class AlleyWay(relations.Row):
    """alley_way(H1, H2), kb/assault/state.lp: is "along". (9.6.3.2); alley_way(H1,H2) is "along"."""

    __slots__ = ()
    _name = "alley_way"
    h1: Term
    h2: Term

    @staticmethod
    def fact(h1: object, h2: object) -> str:
        return f"alley_way({h1},{h2})."


class AlongRule(relations.Row):
    """along_rule(L, H1, H2, sides(W1, W2, W), Cite), kb/assault/los_along.lp: what each side was and what the line
    got.
    """

    __slots__ = ()
    _name = "along_rule"
    line: Term
    h1: Term
    h2: Term
    sides: Term
    cite: Term

    @staticmethod
    def fact(line: object, h1: object, h2: object, sides: object, cite: object) -> str:
        return f"along_rule({line},{h1},{h2},{sides},{cite})."


class AnyBearing(relations.Row):
    """any_bearing(U, How, Cite), kb/assault/fire.lp: every shot of U is fired so, whatever its bearing."""

    __slots__ = ()
    _name = "any_bearing"
    u: Term
    how: Term
    cite: Term

    @staticmethod
    def fact(u: object, how: object, cite: object) -> str:
        return f"any_bearing({u},{how},{cite})."


class Arc(relations.Row):
    """arc(U, Degrees, Cite), kb/assault/fire.lp: a firer's arc of fire (10.6)."""

    __slots__ = ()
    _name = "arc"
    u: Term
    degrees: Term
    cite: Term

    @staticmethod
    def fact(u: object, degrees: object, cite: object) -> str:
        return f"arc({u},{degrees},{cite})."


class Asked(relations.Row):
    """asked(M), kb/assault/movement.lp"""

    __slots__ = ()
    _name = "asked"
    m: Term

    @staticmethod
    def fact(m: object) -> str:
        return f"asked({m})."


class AtHex(relations.Row):
    """at_hex(W, H), kb/assault/search.lp"""

    __slots__ = ()
    _name = "at_hex"
    w: Term
    h: Term

    @staticmethod
    def fact(w: object, h: object) -> str:
        return f"at_hex({w},{h})."


class AtState(relations.Row):
    """at_state(W, H, S), kb/assault/search.lp"""

    __slots__ = ()
    _name = "at_state"
    w: Term
    h: Term
    s: Term

    @staticmethod
    def fact(w: object, h: object, s: object) -> str:
        return f"at_state({w},{h},{s})."


class AutoSpot(relations.Row):
    """auto_spot(L, Why, Cite), kb/assault/fire.lp: why no roll is needed (10.5.1)."""

    __slots__ = ()
    _name = "auto_spot"
    line: Term
    why: Term
    cite: Term

    @staticmethod
    def fact(line: object, why: object, cite: object) -> str:
        return f"auto_spot({line},{why},{cite})."


class Band(relations.Row):
    """band(L, Band, Dice, Cite), kb/assault/fire.lp: the range band and its attack dice."""

    __slots__ = ()
    _name = "band"
    line: Term
    band: Term
    dice: Term
    cite: Term

    @staticmethod
    def fact(line: object, band: object, dice: object, cite: object) -> str:
        return f"band({line},{band},{dice},{cite})."


class Bearing(relations.Row):
    """bearing(L, K), kb/assault/fire.lp: where T lies seen from the firer, in half-rays 0..23 clockwise from east
    (pyengine/sightline.py).
    """

    __slots__ = ()
    _name = "bearing"
    line: Term
    k: Term

    @staticmethod
    def fact(line: object, k: object) -> str:
        return f"bearing({line},{k})."


class BendCost(relations.Row):
    """bend_cost(P, H1, Last, H2, K), kb/assault/state.lp: its MP."""

    __slots__ = ()
    _name = "bend_cost"
    p: Term
    h1: Term
    last: Term
    h2: Term
    k: Term

    @staticmethod
    def fact(p: object, h1: object, last: object, h2: object, k: object) -> str:
        return f"bend_cost({p},{h1},{last},{h2},{k})."


class BendPart(relations.Row):
    """bend_part(P, H1, Last, H2, Label, V, Cite), kb/assault/state.lp: the bend charge of a special step."""

    __slots__ = ()
    _name = "bend_part"
    p: Term
    h1: Term
    last: Term
    h2: Term
    label: Term
    v: Term
    cite: Term

    @staticmethod
    def fact(p: object, h1: object, last: object, h2: object, label: object, v: object, cite: object) -> str:
        return f"bend_part({p},{h1},{last},{h2},{label},{v},{cite})."


class Blocker(relations.Row):
    """blocker(L, Where, Src, Cite), kb/assault/los.lp: Where = hex(H) | side(H1,H2) | count(N): blocks L."""

    __slots__ = ()
    _name = "blocker"
    line: Term
    where: Term
    src: Term
    cite: Term

    @staticmethod
    def fact(line: object, where: object, src: object, cite: object) -> str:
        return f"blocker({line},{where},{src},{cite})."


class Blocks(relations.Row):
    """blocks(L, H, Src, Cite), kb/assault/los.lp: hinders(L, H, Src, Die, Cite)  what in a met hex counts."""

    __slots__ = ()
    _name = "blocks"
    line: Term
    h: Term
    src: Term
    cite: Term

    @staticmethod
    def fact(line: object, h: object, src: object, cite: object) -> str:
        return f"blocks({line},{h},{src},{cite})."


class Budget(relations.Row):
    """budget(M, Md, MP), kb/assault/movement.lp: the asked moves, their walks, each mode's budget."""

    __slots__ = ()
    _name = "budget"
    m: Term
    md: Term
    mp: Term

    @staticmethod
    def fact(m: object, md: object, mp: object) -> str:
        return f"budget({m},{md},{mp})."


class Cannot(relations.Row):
    """cannot(L, Reason, Cite), kb/assault/fire.lp: the firer may not fire at T, and why."""

    __slots__ = ()
    _name = "cannot"
    line: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(line: object, reason: object, cite: object) -> str:
        return f"cannot({line},{reason},{cite})."


class CannotActivate(relations.Row):
    """cannot_activate(U, Reason, Cite), kb/assault/activation.lp: U may take no action this turn, and why."""

    __slots__ = ()
    _name = "cannot_activate"
    u: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(u: object, reason: object, cite: object) -> str:
        return f"cannot_activate({u},{reason},{cite})."


class CannotTake(relations.Row):
    """cannot_take(U, A, Reason, Cite), kb/assault/other_actions.lp: U may not take action A at all."""

    __slots__ = ()
    _name = "cannot_take"
    u: Term
    a: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(u: object, a: object, reason: object, cite: object) -> str:
        return f"cannot_take({u},{a},{reason},{cite})."


class CaptureBarred(relations.Row):
    """capture_barred(U), kb/assault/turn.lp: (an unarmoured vehicle, 9.7)."""

    __slots__ = ()
    _name = "capture_barred"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"capture_barred({u})."


class CardArc(relations.Row):
    """card_arc(U, Degrees), kb/assault/fire.lp: card_mp/3; declared_status/1 (optional); fortification_at/2;
    vertex/1 turn/3 pivot/6 road_flag/2 (turning.lp), allowance/2 (allowance.lp); spot_cell/4 spot_row/3
    spot_column/3 (spotting.lp); los.lp's verdict/2, hindrances/2, see_no_attack/2, blocker/4; concealed/2 and
    more target_cell/4, auto_spot/3, roll_reason/3 and spot_mod/4 from the modules vocab.lp and spotting.lp load
    by word: fire_bonus.lp, fire_status.lp.
    """

    __slots__ = ()
    _name = "card_arc"
    u: Term
    degrees: Term

    @staticmethod
    def fact(u: object, degrees: object) -> str:
        return f"card_arc({u},{degrees})."


class CardAttack(relations.Row):
    """card_attack(U, Row, Band, First, Last, Dice), kb/assault/fire.lp"""

    __slots__ = ()
    _name = "card_attack"
    u: Term
    row: Term
    band: Term
    first: Term
    last: Term
    dice: Term

    @staticmethod
    def fact(u: object, row: object, band: object, first: object, last: object, dice: object) -> str:
        return f"card_attack({u},{row},{band},{first},{last},{dice})."


class CardDefense(relations.Row):
    """card_defense(U, Area, Dice), kb/assault/fire.lp: unit_ability/2; card_attack(U, Row, Band, First, Last, Dice);
    card_defense(U, Area, Dice);
    """

    __slots__ = ()
    _name = "card_defense"
    u: Term
    area: Term
    dice: Term

    @staticmethod
    def fact(u: object, area: object, dice: object) -> str:
        return f"card_defense({u},{area},{dice})."


class CardTransport(relations.Row):
    """card_transport(U, N), kb/assault/other_actions.lp: what U carries, in strength points (9.11). (movement.lp);
    card_transport(U, N)  what U carries, in strength points (9.11). unit_strength/2 (the bridge); walk_of/2
    start/2 init_state/2 start_hop/4 harsh_move/3 shut/4 wstep_reason/5 step_dep/4 (movement.lp); special/2
    wspecial/4 hex_row/3 row_part/6 price_part/6 walk_move/2 friendly_at/3 enemy_at/3 minefield/1 (step.lp);
    on_road/1 front_dir/2 no_facing/1 (state.lp); ground/2 (terrain.lp).
    """

    __slots__ = ()
    _name = "card_transport"
    u: Term
    n: Term

    @staticmethod
    def fact(u: object, n: object) -> str:
        return f"card_transport({u},{n})."


class Carries(relations.Row):
    """carries(V, capacity(N, Who), Cite), kb/assault/other_actions.lp: V carries N strength points, Who =
    of_any_unit | of_infantry; shown for the vehicles boarded.
    """

    __slots__ = ()
    _name = "carries"
    v: Term
    capacity: Term
    cite: Term

    @staticmethod
    def fact(v: object, capacity: object, cite: object) -> str:
        return f"carries({v},{capacity},{cite})."


class CcArea(relations.Row):
    """cc_area(Side, Area, Cite), kb/assault/close_combat.lp: the card area each side defends with (11.3)."""

    __slots__ = ()
    _name = "cc_area"
    side: Term
    area: Term
    cite: Term

    @staticmethod
    def fact(side: object, area: object, cite: object) -> str:
        return f"cc_area({side},{area},{cite})."


class CcBearing(relations.Row):
    """cc_bearing(K), kb/assault/close_combat.lp: where the assaulter came from, seen from the defender's hex, in
    half-rays (pyengine/sightline.py). unit_class/2 unit_status/2 unit_experience/2 unit_facing/2 unit_at/2;
    card_attack/6 card_defense/3 card_arc/2; ground/2 elevation/2 fortification_at/2 obstacle_at/2 hexside_at/3;
    value/5 footnote/5 edition/1 edition_doc/2; assumed/1; tdb_column/2 fort_area_column/3 (vocab.lp); off_axis/2,
    facing_side/2 (core/facing.lp).
    """

    __slots__ = ()
    _name = "cc_bearing"
    k: Term

    @staticmethod
    def fact(k: object) -> str:
        return f"cc_bearing({k})."


class CcDistance(relations.Row):
    """cc_distance(N), kb/assault/close_combat.lp: hexes between the two units (1: adjacent)."""

    __slots__ = ()
    _name = "cc_distance"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"cc_distance({n})."


class CcIllegal(relations.Row):
    """cc_illegal(Reason, Cite), kb/assault/close_combat.lp: the assaulter may not start this close combat (11.0,
    6.2).
    """

    __slots__ = ()
    _name = "cc_illegal"
    reason: Term
    cite: Term

    @staticmethod
    def fact(reason: object, cite: object) -> str:
        return f"cc_illegal({reason},{cite})."


class CcNote(relations.Row):
    """cc_note(Side, Note, Cite), kb/assault/close_combat.lp: a rule of the round that is not a die (who may not
    attack), and a named support refused (11.1.1.1).
    """

    __slots__ = ()
    _name = "cc_note"
    side: Term
    note: Term
    cite: Term

    @staticmethod
    def fact(side: object, note: object, cite: object) -> str:
        return f"cc_note({side},{note},{cite})."


class CcRound(relations.Row):
    """cc_round(N), kb/assault/close_combat.lp: 1 = the initial round (11.1.1), 2 = any later round. cc_fast
    the assaulter entered with a fast action (11.1.3.2).
    """

    __slots__ = ()
    _name = "cc_round"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"cc_round({n})."


class CcSupport(relations.Row):
    """cc_support(Side, U), kb/assault/close_combat.lp: U supports that side: unactivated and next to the hex
    (11.1.1.1).
    """

    __slots__ = ()
    _name = "cc_support"
    side: Term
    u: Term

    @staticmethod
    def fact(side: object, u: object) -> str:
        return f"cc_support({side},{u})."


class CcSupportClaim(relations.Row):
    """cc_support_claim(Side, U), kb/assault/close_combat.lp: the question names U as that side's support;"""

    __slots__ = ()
    _name = "cc_support_claim"
    side: Term
    u: Term

    @staticmethod
    def fact(side: object, u: object) -> str:
        return f"cc_support_claim({side},{u})."


class CcUnit(relations.Row):
    """cc_unit(Side, U), kb/assault/close_combat.lp: Side = assaulter | defender (11.0)."""

    __slots__ = ()
    _name = "cc_unit"
    side: Term
    u: Term

    @staticmethod
    def fact(side: object, u: object) -> str:
        return f"cc_unit({side},{u})."


class Cites(relations.Row):
    """cites(Doc, Topic, Section, Loc), kb/assault/texts.lp: Doc prints Section for Topic at Loc. Sections printed
    together ("10.6 and 10.9.4") share one Loc.
    """

    __slots__ = ()
    _name = "cites"
    doc: Term
    topic: Term
    section: Term
    loc: Term

    @staticmethod
    def fact(doc: object, topic: object, section: object, loc: object) -> str:
        return f"cites({doc},{topic},{section},{loc})."


class ClimbLimit(relations.Row):
    """climb_limit(U, Cite), kb/assault/state.lp"""

    __slots__ = ()
    _name = "climb_limit"
    u: Term
    cite: Term

    @staticmethod
    def fact(u: object, cite: object) -> str:
        return f"climb_limit({u},{cite})."


class Column(relations.Row):
    """column(Chart, Col, Index), kb/assault/chart.lp: printed column order."""

    __slots__ = ()
    _name = "column"
    chart: Term
    col: Term
    index: Term

    @staticmethod
    def fact(chart: object, col: object, index: object) -> str:
        return f"column({chart},{col},{index})."


class Conceal(relations.Row):
    """conceal(Status, Modifier, Section), kb/assault/spotting.lp: a concealment marker and what it takes off the
    roll.
    """

    __slots__ = ()
    _name = "conceal"
    status: Term
    modifier: Term
    section: Term

    @staticmethod
    def fact(status: object, modifier: object, section: object) -> str:
        return f"conceal({status},{modifier},{section})."


class Concealed(relations.Row):
    """concealed(L, S), kb/assault/fire_status.lp: roll_reason/3, auto_spot/3 and spot_mod/4 for those markers."""

    __slots__ = ()
    _name = "concealed"
    line: Term
    s: Term

    @staticmethod
    def fact(line: object, s: object) -> str:
        return f"concealed({line},{s})."


class Confined(relations.Row):
    """confined(W, H), kb/assault/state.lp: a vehicle walk in urban alley H: along the alley only"""

    __slots__ = ()
    _name = "confined"
    w: Term
    h: Term

    @staticmethod
    def fact(w: object, h: object) -> str:
        return f"confined({w},{h})."


class Controls(relations.Row):
    """controls(O, S), kb/assault/turn.lp"""

    __slots__ = ()
    _name = "controls"
    o: Term
    s: Term

    @staticmethod
    def fact(o: object, s: object) -> str:
        return f"controls({o},{s})."


class Core(relations.Row):
    """core(S, Q), kb/assault/state.lp: the part Q of state S a plain step reads."""

    __slots__ = ()
    _name = "core"
    s: Term
    q: Term

    @staticmethod
    def fact(s: object, q: object) -> str:
        return f"core({s},{q})."


class CoverDie(relations.Row):
    """cover_die(U, U2, T, Die), kb/assault/other_actions.lp: U may move (normal or fast) covered by its neighbour
    U2: against a reaction fire by enemy T, U adds Die.
    """

    __slots__ = ()
    _name = "cover_die"
    u: Term
    u2: Term
    t: Term
    die: Term

    @staticmethod
    def fact(u: object, u2: object, t: object, die: object) -> str:
        return f"cover_die({u},{u2},{t},{die})."


class CoverWeaker(relations.Row):
    """cover_weaker(U, U2, Why, Cite), kb/assault/other_actions.lp: U2's die is the next weaker colour, and why."""

    __slots__ = ()
    _name = "cover_weaker"
    u: Term
    u2: Term
    why: Term
    cite: Term

    @staticmethod
    def fact(u: object, u2: object, why: object, cite: object) -> str:
        return f"cover_weaker({u},{u2},{why},{cite})."


class Covers(relations.Row):
    """covers(Doc, Scope), kb/assault/texts.lp: the parts of the game a document treats, so a part missing from a
    document that covers its scope is news.
    """

    __slots__ = ()
    _name = "covers"
    doc: Term
    scope: Term

    @staticmethod
    def fact(doc: object, scope: object) -> str:
        return f"covers({doc},{scope})."


class CritDue(relations.Row):
    """crit_due(I, N), kb/assault/turn.lp: its crit_pending."""

    __slots__ = ()
    _name = "crit_due"
    i: Term
    n: Term

    @staticmethod
    def fact(i: object, n: object) -> str:
        return f"crit_due({i},{n})."


class CritPending(relations.Row):
    """crit_pending(L, N, Cite), kb/assault/resolve.lp: N critical hits need the green-vs-blue roll (10.7.4)."""

    __slots__ = ()
    _name = "crit_pending"
    line: Term
    n: Term
    cite: Term

    @staticmethod
    def fact(line: object, n: object, cite: object) -> str:
        return f"crit_pending({line},{n},{cite})."


class CritsDue(relations.Row):
    """crits_due(N), kb/assault/turn.lp: N critical hits wait for the 10.7.4 roll."""

    __slots__ = ()
    _name = "crits_due"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"crits_due({n})."


class DeclaredStatus(relations.Row):
    """declared_status(S), kb/assault/fire_dice.lp: the question names the firer's fire status: firing |
    turret_firing | move_and_fire | fire_and_move (13.2). spotting_failed         the question says the firer
    failed its spotting roll (10.9.5).
    """

    __slots__ = ()
    _name = "declared_status"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"declared_status({s})."


class DelayedStep(relations.Row):
    """delayed_step(P, H1, H2, R), kb/assault/step.lp: a crossing cell says "Delayed Action"."""

    __slots__ = ()
    _name = "delayed_step"
    p: Term
    h1: Term
    h2: Term
    r: Term

    @staticmethod
    def fact(p: object, h1: object, h2: object, r: object) -> str:
        return f"delayed_step({p},{h1},{h2},{r})."


class DieShown(relations.Row):
    """die_shown(Roll, J, Colour, Face), kb/assault/turn.lp: a die of a roll rolled one die at a time, shown so far."""

    __slots__ = ()
    _name = "die_shown"
    roll: Term
    j: Term
    colour: Term
    face: Term

    @staticmethod
    def fact(roll: object, j: object, colour: object, face: object) -> str:
        return f"die_shown({roll},{j},{colour},{face})."


class DigIn(relations.Row):
    """dig_in(U), kb/assault/turn.lp: organise; rolled(I, Roll, J, Colour, Face) the faces of a roll (Roll attack |
    defense | crit_attack | crit_defense).
    """

    __slots__ = ()
    _name = "dig_in"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"dig_in({u})."


class DigInAt(relations.Row):
    """dig_in_at(U, H), kb/assault/other_actions.lp: U may dig in where it stands."""

    __slots__ = ()
    _name = "dig_in_at"
    u: Term
    h: Term

    @staticmethod
    def fact(u: object, h: object) -> str:
        return f"dig_in_at({u},{h})."


class DistAt(relations.Row):
    """dist_at(U, H, E, D), kb/assault/turn.lp: how far enemy E stands from U, and from H."""

    __slots__ = ()
    _name = "dist_at"
    u: Term
    h: Term
    e: Term
    d: Term

    @staticmethod
    def fact(u: object, h: object, e: object, d: object) -> str:
        return f"dist_at({u},{h},{e},{d})."


class DistNow(relations.Row):
    """dist_now(U, E, D), kb/assault/turn.lp"""

    __slots__ = ()
    _name = "dist_now"
    u: Term
    e: Term
    d: Term

    @staticmethod
    def fact(u: object, e: object, d: object) -> str:
        return f"dist_now({u},{e},{d})."


class Effect(relations.Row):
    """effect(I, Order, E), kb/assault/turn.lp: resolve.lp's result/4 for roll step I;"""

    __slots__ = ()
    _name = "effect"
    i: Term
    order: Term
    e: Term

    @staticmethod
    def fact(i: object, order: object, e: object) -> str:
        return f"effect({i},{order},{e})."


class EndBar(relations.Row):
    """end_bar(Key, H, Reason, Cite), kb/assault/movement.lp: no move ends in H: Key others(S), class(S,Cl) or
    action(S,A).
    """

    __slots__ = ()
    _name = "end_bar"
    key: Term
    h: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(key: object, h: object, reason: object, cite: object) -> str:
        return f"end_bar({key},{h},{reason},{cite})."


class EndBorder(relations.Row):
    """end_border(H, Kind), kb/assault/los_sides.lp: a line_side/3, line_along/3, hexside_at/3, line_end_unit/3;
    end_border(H, Kind) a hexside feature of kind Kind on a border of end hex H; value/5, footnote/5 (chart.lp);
    los.lp's row_section/2, chart_doc/1; assumed/1.
    """

    __slots__ = ()
    _name = "end_border"
    h: Term
    kind: Term

    @staticmethod
    def fact(h: object, kind: object) -> str:
        return f"end_border({h},{kind})."


class EndFacing(relations.Row):
    """end_facing(U, A, H, F), kb/assault/turn.lp: movement.lp's reach of U's move A (its route and markers, 13.2);"""

    __slots__ = ()
    _name = "end_facing"
    u: Term
    a: Term
    h: Term
    f: Term

    @staticmethod
    def fact(u: object, a: object, h: object, f: object) -> str:
        return f"end_facing({u},{a},{h},{f})."


class EndMark(relations.Row):
    """end_mark(Key, H, Marker, Cite), kb/assault/movement.lp: ending in H imposes Marker: Key side(S), any,
    class(Cl).
    """

    __slots__ = ()
    _name = "end_mark"
    key: Term
    h: Term
    marker: Term
    cite: Term

    @staticmethod
    def fact(key: object, h: object, marker: object, cite: object) -> str:
        return f"end_mark({key},{h},{marker},{cite})."


class EnemyAt(relations.Row):
    """enemy_at(S, H, U), kb/assault/step.lp"""

    __slots__ = ()
    _name = "enemy_at"
    s: Term
    h: Term
    u: Term

    @staticmethod
    def fact(s: object, h: object, u: object) -> str:
        return f"enemy_at({s},{h},{u})."


class EnterCost(relations.Row):
    """enter_cost(Mv, H, K), kb/assault/search.lp: (a plain step's price per hex), reach(W,H,S,C) (a way into (H,S)
    for C), hop(W,H1,S1,H2,S2,K) (a step that goes on), wbests(W,H,S,C) (the cheapest C for (H,S)), sstep/7 (a
    special step's state change).
    """

    __slots__ = ()
    _name = "enter_cost"
    mv: Term
    h: Term
    k: Term

    @staticmethod
    def fact(mv: object, h: object, k: object) -> str:
        return f"enter_cost({mv},{h},{k})."


class Eye(relations.Row):
    """eye(L, E, Level, Cite), kb/assault/los.lp: the level a unit at end E sees from (10.4); shown for both ends of
    a line with an end above level 0.
    """

    __slots__ = ()
    _name = "eye"
    line: Term
    e: Term
    level: Term
    cite: Term

    @staticmethod
    def fact(line: object, e: object, level: object, cite: object) -> str:
        return f"eye({line},{e},{level},{cite})."


class FacingDue(relations.Row):
    """facing_due(U, F), kb/assault/turn.lp: the facing a moving vehicle turns to as its move ends (switched)."""

    __slots__ = ()
    _name = "facing_due"
    u: Term
    f: Term

    @staticmethod
    def fact(u: object, f: object) -> str:
        return f"facing_due({u},{f})."


class FallBack(relations.Row):
    """fall_back(U, H), kb/assault/turn.lp"""

    __slots__ = ()
    _name = "fall_back"
    u: Term
    h: Term

    @staticmethod
    def fact(u: object, h: object) -> str:
        return f"fall_back({u},{h})."


class FallbackMp(relations.Row):
    """fallback_mp(U, N), kb/assault/turn.lp: U falls back with N MP left (13.3);"""

    __slots__ = ()
    _name = "fallback_mp"
    u: Term
    n: Term

    @staticmethod
    def fact(u: object, n: object) -> str:
        return f"fallback_mp({u},{n})."


class FallbackStep(relations.Row):
    """fallback_step(U, H, K), kb/assault/turn.lp: movement.lp: U's fast move reaches the hex H next to it for K MP;"""

    __slots__ = ()
    _name = "fallback_step"
    u: Term
    h: Term
    k: Term

    @staticmethod
    def fact(u: object, h: object, k: object) -> str:
        return f"fallback_step({u},{h},{k})."


class FastAllowance(relations.Row):
    """fast_allowance(U, N), kb/assault/turn.lp: movement.lp: U's fast move's allowance (a fallback's, 13.3);"""

    __slots__ = ()
    _name = "fast_allowance"
    u: Term
    n: Term

    @staticmethod
    def fact(u: object, n: object) -> str:
        return f"fast_allowance({u},{n})."


class FastAssumes(relations.Row):
    """fast_assumes(P, H1, H2, A), kb/assault/step.lp: what a fast action's step relies on."""

    __slots__ = ()
    _name = "fast_assumes"
    p: Term
    h1: Term
    h2: Term
    a: Term

    @staticmethod
    def fact(p: object, h1: object, h2: object, a: object) -> str:
        return f"fast_assumes({p},{h1},{h2},{a})."


class FastRefusal(relations.Row):
    """fast_refusal(P, H1, H2, Reason, Cite), kb/assault/movement.lp"""

    __slots__ = ()
    _name = "fast_refusal"
    p: Term
    h1: Term
    h2: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(p: object, h1: object, h2: object, reason: object, cite: object) -> str:
        return f"fast_refusal({p},{h1},{h2},{reason},{cite})."


class FeatureFacing(relations.Row):
    """feature_facing(H, F, V), kb/assault/fire_dice.lp: fortification F in hex H faces vertex V."""

    __slots__ = ()
    _name = "feature_facing"
    h: Term
    f: Term
    v: Term

    @staticmethod
    def fact(h: object, f: object, v: object) -> str:
        return f"feature_facing({h},{f},{v})."


class Fire(relations.Row):
    """fire(U, T), kb/assault/turn.lp"""

    __slots__ = ()
    _name = "fire"
    u: Term
    t: Term

    @staticmethod
    def fact(u: object, t: object) -> str:
        return f"fire({u},{t})."


class FireAs(relations.Row):
    """fire_as(L, How, Cite), kb/assault/fire.lp: in_arc | turret | pivot(N, F, X): a move & fire turning N vertices
    to face F for X MP (10.6).
    """

    __slots__ = ()
    _name = "fire_as"
    line: Term
    how: Term
    cite: Term

    @staticmethod
    def fact(line: object, how: object, cite: object) -> str:
        return f"fire_as({line},{how},{cite})."


class FireNote(relations.Row):
    """fire_note(L, Note, Cite), kb/assault/fire_dice.lp: something the question asked that changes nothing, and why."""

    __slots__ = ()
    _name = "fire_note"
    line: Term
    note: Term
    cite: Term

    @staticmethod
    def fact(line: object, note: object, cite: object) -> str:
        return f"fire_note({line},{note},{cite})."


class FirePoolUnknown(relations.Row):
    """fire_pool_unknown(U, T), kb/assault/turn.lp: fire_dice.lp: a lost chart cell leaves a die of U's fire at T
    unknown;
    """

    __slots__ = ()
    _name = "fire_pool_unknown"
    u: Term
    t: Term

    @staticmethod
    def fact(u: object, t: object) -> str:
        return f"fire_pool_unknown({u},{t})."


class Firer(relations.Row):
    """firer(U), kb/assault/fire.lp: a unit whose fire is asked (one, or a whole side for"""

    __slots__ = ()
    _name = "firer"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"firer({u})."


class FollowsPath(relations.Row):
    """follows_path(P, H1, H2, Path), kb/assault/step.lp: the step is priced by a path."""

    __slots__ = ()
    _name = "follows_path"
    p: Term
    h1: Term
    h2: Term
    path: Term

    @staticmethod
    def fact(p: object, h1: object, h2: object, path: object) -> str:
        return f"follows_path({p},{h1},{h2},{path})."


class FortificationAt(relations.Row):
    """fortification_at(H, F), kb/assault/step.lp: a fortification marker of row F lies in H."""

    __slots__ = ()
    _name = "fortification_at"
    h: Term
    f: Term

    @staticmethod
    def fact(h: object, f: object) -> str:
        return f"fortification_at({h},{f})."


class FriendlyAt(relations.Row):
    """friendly_at(S, H, U), kb/assault/step.lp: units, seen from side S."""

    __slots__ = ()
    _name = "friendly_at"
    s: Term
    h: Term
    u: Term

    @staticmethod
    def fact(s: object, h: object, u: object) -> str:
        return f"friendly_at({s},{h},{u})."


class FrontDir(relations.Row):
    """front_dir(F, D), kb/assault/turning.lp: facings, and the directions in front of each."""

    __slots__ = ()
    _name = "front_dir"
    f: Term
    d: Term

    @staticmethod
    def fact(f: object, d: object) -> str:
        return f"front_dir({f},{d})."


class GameTurn(relations.Row):
    """game_turn(N), kb/assault/turn.lp"""

    __slots__ = ()
    _name = "game_turn"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"game_turn({n})."


class Ground(relations.Row):
    """ground(H, T), kb/assault/terrain.lp: the row that prices and describes H."""

    __slots__ = ()
    _name = "ground"
    h: Term
    t: Term

    @staticmethod
    def fact(h: object, t: object) -> str:
        return f"ground({h},{t})."


class HalfMove(relations.Row):
    """half_move(A), kb/assault/allowance.lp: move & fire and fire & move: half the allowance."""

    __slots__ = ()
    _name = "half_move"
    a: Term

    @staticmethod
    def fact(a: object) -> str:
        return f"half_move({a})."


class HarshEntry(relations.Row):
    """harsh_entry(Mv, MA, H), kb/assault/movement.lp"""

    __slots__ = ()
    _name = "harsh_entry"
    mv: Term
    ma: Term
    h: Term

    @staticmethod
    def fact(mv: object, ma: object, h: object) -> str:
        return f"harsh_entry({mv},{ma},{h})."


class HarshMove(relations.Row):
    """harsh_move(W, H1, H2), kb/assault/movement.lp"""

    __slots__ = ()
    _name = "harsh_move"
    w: Term
    h1: Term
    h2: Term

    @staticmethod
    def fact(w: object, h1: object, h2: object) -> str:
        return f"harsh_move({w},{h1},{h2})."


class HarshPred(relations.Row):
    """harsh_pred(M, H, S, H0, S0), kb/assault/movement.lp: a harsh entry of M, from its start (H0,S0)."""

    __slots__ = ()
    _name = "harsh_pred"
    m: Term
    h: Term
    s: Term
    h0: Term
    s0: Term

    @staticmethod
    def fact(m: object, h: object, s: object, h0: object, s0: object) -> str:
        return f"harsh_pred({m},{h},{s},{h0},{s0})."


class HarshPriced(relations.Row):
    """harsh_priced(P, MA, H1, H2), kb/assault/movement.lp: the harsh steps (9.5) by movement type and card MA."""

    __slots__ = ()
    _name = "harsh_priced"
    p: Term
    ma: Term
    h1: Term
    h2: Term

    @staticmethod
    def fact(p: object, ma: object, h1: object, h2: object) -> str:
        return f"harsh_priced({p},{ma},{h1},{h2})."


class Heads(relations.Row):
    """heads(Md, F, D), kb/assault/state.lp: facing F, moving in mode Md, may step in direction D."""

    __slots__ = ()
    _name = "heads"
    md: Term
    f: Term
    d: Term

    @staticmethod
    def fact(md: object, f: object, d: object) -> str:
        return f"heads({md},{f},{d})."


class HexAssumes(relations.Row):
    """hex_assumes(H, A), kb/assault/step.lp: what a step's price or verdict relies on;"""

    __slots__ = ()
    _name = "hex_assumes"
    h: Term
    a: Term

    @staticmethod
    def fact(h: object, a: object) -> str:
        return f"hex_assumes({h},{a})."


class HexRow(relations.Row):
    """hex_row(H, C, T), kb/assault/step.lp: H is priced by row T of chart C: a plain step into H costs what that row
    says, so the plain-step tables are keyed by row, never by hex:
    """

    __slots__ = ()
    _name = "hex_row"
    h: Term
    c: Term
    t: Term

    @staticmethod
    def fact(h: object, c: object, t: object) -> str:
        return f"hex_row({h},{c},{t})."


class Hide(relations.Row):
    """hide(U, H), kb/assault/turn.lp"""

    __slots__ = ()
    _name = "hide"
    u: Term
    h: Term

    @staticmethod
    def fact(u: object, h: object) -> str:
        return f"hide({u},{h})."


class HideIn(relations.Row):
    """hide_in(U, H, Cost), kb/assault/other_actions.lp: U may hide in H (its own hex, cost 0, or next to it)."""

    __slots__ = ()
    _name = "hide_in"
    u: Term
    h: Term
    cost: Term

    @staticmethod
    def fact(u: object, h: object, cost: object) -> str:
        return f"hide_in({u},{h},{cost})."


class HidesInPlace(relations.Row):
    """hides_in_place(U, Reason, Cite), kb/assault/other_actions.lp: U may hide only in the hex it stands in."""

    __slots__ = ()
    _name = "hides_in_place"
    u: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(u: object, reason: object, cite: object) -> str:
        return f"hides_in_place({u},{reason},{cite})."


class HillSource(relations.Row):
    """hill_source(hill(G)), kb/assault/los_hills.lp: an obstacle that is the ground itself (never an ignored end).
    ignored/4 with Why = plateau, depends(los(L), hill_plateau)
    """

    __slots__ = ()
    _name = "hill_source"
    hill: Term

    @staticmethod
    def fact(hill: object) -> str:
        return f"hill_source({hill})."


class Hindrance(relations.Row):
    """hindrance(L, Where, Src, Die, Cite), kb/assault/los.lp: one hindrance on L; Die = unknown | dice(R,Y,G,B)."""

    __slots__ = ()
    _name = "hindrance"
    line: Term
    where: Term
    src: Term
    die: Term
    cite: Term

    @staticmethod
    def fact(line: object, where: object, src: object, die: object, cite: object) -> str:
        return f"hindrance({line},{where},{src},{die},{cite})."


class Hindrances(relations.Row):
    """hindrances(L, N), kb/assault/los.lp: how many."""

    __slots__ = ()
    _name = "hindrances"
    line: Term
    n: Term

    @staticmethod
    def fact(line: object, n: object) -> str:
        return f"hindrances({line},{n})."


class HopNeed(relations.Row):
    """hop_need(M, H, Md, N), kb/assault/search.lp"""

    __slots__ = ()
    _name = "hop_need"
    m: Term
    h: Term
    md: Term
    n: Term

    @staticmethod
    def fact(m: object, h: object, md: object, n: object) -> str:
        return f"hop_need({m},{h},{md},{n})."


class Ignored(relations.Row):
    """ignored(L, H, Why, Cite), kb/assault/los.lp: an obstacle that does not count, and why."""

    __slots__ = ()
    _name = "ignored"
    line: Term
    h: Term
    why: Term
    cite: Term

    @staticmethod
    def fact(line: object, h: object, why: object, cite: object) -> str:
        return f"ignored({line},{h},{why},{cite})."


class Illegal(relations.Row):
    """illegal(fire(U), Reason, Cite), kb/assault/fire.lp: firer U may not fire at all."""

    __slots__ = ()
    _name = "illegal"
    fire: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(fire: object, reason: object, cite: object) -> str:
        return f"illegal({fire},{reason},{cite})."


class Impact(relations.Row):
    """impact(L, Area, Cite), kb/assault/fire_dice.lp: the target's area of impact (10.9.3)."""

    __slots__ = ()
    _name = "impact"
    line: Term
    area: Term
    cite: Term

    @staticmethod
    def fact(line: object, area: object, cite: object) -> str:
        return f"impact({line},{area},{cite})."


class InAlley(relations.Row):
    """in_alley(H), kb/assault/turning.lp: an urban alley runs through H."""

    __slots__ = ()
    _name = "in_alley"
    h: Term

    @staticmethod
    def fact(h: object) -> str:
        return f"in_alley({h})."


class InitState(relations.Row):
    """init_state(W, S), kb/assault/state.lp: the state walk W starts in (forward)."""

    __slots__ = ()
    _name = "init_state"
    w: Term
    s: Term

    @staticmethod
    def fact(w: object, s: object) -> str:
        return f"init_state({w},{s})."


class Initiative(relations.Row):
    """initiative(S), kb/assault/turn.lp: S won this turn's initiative and acts first in each phase (6.1)."""

    __slots__ = ()
    _name = "initiative"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"initiative({s})."


class Item(relations.Row):
    """item(Item, Title), kb/assault/texts.lp"""

    __slots__ = ()
    _name = "item"
    item: Term
    title: Term

    @staticmethod
    def fact(item: object, title: object) -> str:
        return f"item({item},{title})."


class JamKey(relations.Row):
    """jam_key(W, H1, H2), kb/assault/movement.lp: a hex W never enters; a step into an urban alley a friendly unit
    jams, priced by jam(Mv).
    """

    __slots__ = ()
    _name = "jam_key"
    w: Term
    h1: Term
    h2: Term

    @staticmethod
    def fact(w: object, h1: object, h2: object) -> str:
        return f"jam_key({w},{h1},{h2})."


class Jammed(relations.Row):
    """jammed(S, H), kb/assault/step.lp: a unit of side S stands in H's urban alley."""

    __slots__ = ()
    _name = "jammed"
    s: Term
    h: Term

    @staticmethod
    def fact(s: object, h: object) -> str:
        return f"jammed({s},{h})."


class JointFire(relations.Row):
    """joint_fire(L, F, Lf), kb/assault/fire_dice.lp: unit F gives joint fire on L's target along its own sightline
    Lf (10.8.4); distance/3 from the firer to F and along Lf.
    """

    __slots__ = ()
    _name = "joint_fire"
    line: Term
    f: Term
    lf: Term

    @staticmethod
    def fact(line: object, f: object, lf: object) -> str:
        return f"joint_fire({line},{f},{lf})."


class Judged(relations.Row):
    """judged(M), kb/assault/search.lp: every asked move is judged."""

    __slots__ = ()
    _name = "judged"
    m: Term

    @staticmethod
    def fact(m: object) -> str:
        return f"judged({m})."


class Kept(relations.Row):
    """kept(Roll, J, Colour, Face), kb/assault/turn.lp: a die of the roll whose critical hits wait, kept for that
    roll.
    """

    __slots__ = ()
    _name = "kept"
    roll: Term
    j: Term
    colour: Term
    face: Term

    @staticmethod
    def fact(roll: object, j: object, colour: object, face: object) -> str:
        return f"kept({roll},{j},{colour},{face})."


class KnownEdition(relations.Row):
    """known_edition(Ed), kb/assault/vocab.lp: the chart editions a scenario may choose."""

    __slots__ = ()
    _name = "known_edition"
    ed: Term

    @staticmethod
    def fact(ed: object) -> str:
        return f"known_edition({ed})."


class LastOf(relations.Row):
    """last_of(S, Last), kb/assault/state.lp: the direction of the last step state S remembers (n)."""

    __slots__ = ()
    _name = "last_of"
    s: Term
    last: Term

    @staticmethod
    def fact(s: object, last: object) -> str:
        return f"last_of({s},{last})."


class LineEntry(relations.Row):
    """line_entry(L, A), kb/assault/fire.lp: an aimed line enters the target's hex across the hexside from A."""

    __slots__ = ()
    _name = "line_entry"
    line: Term
    a: Term

    @staticmethod
    def fact(line: object, a: object) -> str:
        return f"line_entry({line},{a})."


class LineMode(relations.Row):
    """line_mode(L, M), kb/assault/los.lp: direct (10.3), indirect (7.1, the firer's own sight) or spotter (7.1, a
    spotter's sight for indirect fire).
    """

    __slots__ = ()
    _name = "line_mode"
    line: Term
    m: Term

    @staticmethod
    def fact(line: object, m: object) -> str:
        return f"line_mode({line},{m})."


class LineSide(relations.Row):
    """line_side(L, H1, H2), kb/assault/los.lp: L crosses the hexside between H1 and H2, which holds a feature (the
    bridge sends no bare hexside; los_sides.lp, fire_dice.lp).
    """

    __slots__ = ()
    _name = "line_side"
    line: Term
    h1: Term
    h2: Term

    @staticmethod
    def fact(line: object, h1: object, h2: object) -> str:
        return f"line_side({line},{h1},{h2})."


class LineVertex(relations.Row):
    """line_vertex(L, H), kb/assault/los.lp: L touches H only at a corner."""

    __slots__ = ()
    _name = "line_vertex"
    line: Term
    h: Term

    @staticmethod
    def fact(line: object, h: object) -> str:
        return f"line_vertex({line},{h})."


class Load(relations.Row):
    """load(U, V, A, Cost, S), kb/assault/other_actions.lp: U may board the friendly vehicle V by move action A,
    reaching V's hex for Cost in route state S.
    """

    __slots__ = ()
    _name = "load"
    u: Term
    v: Term
    a: Term
    cost: Term
    s: Term

    @staticmethod
    def fact(u: object, v: object, a: object, cost: object, s: object) -> str:
        return f"load({u},{v},{a},{cost},{s})."


class Low(relations.Row):
    """low(L, Level), kb/assault/los_hills.lp: the lower end's eye level."""

    __slots__ = ()
    _name = "low"
    line: Term
    level: Term

    @staticmethod
    def fact(line: object, level: object) -> str:
        return f"low({line},{level})."


class MarkerAt(relations.Row):
    """marker_at(H, M, N), kb/assault/step.lp: markers (minefield, smoke, craters, ruins)."""

    __slots__ = ()
    _name = "marker_at"
    h: Term
    m: Term
    n: Term

    @staticmethod
    def fact(h: object, m: object, n: object) -> str:
        return f"marker_at({h},{m},{n})."


class MarkerRule(relations.Row):
    """marker_rule(Ed, Marker, Doc, Section), kb/assault/chart_rev6.lp: where the source says a marker changes a
    hex's terrain row.
    """

    __slots__ = ()
    _name = "marker_rule"
    ed: Term
    marker: Term
    doc: Term
    section: Term

    @staticmethod
    def fact(ed: object, marker: object, doc: object, section: object) -> str:
        return f"marker_rule({ed},{marker},{doc},{section})."


class MayDigIn(relations.Row):
    """may_dig_in(U), kb/assault/turn.lp: its dig_in_at/2;"""

    __slots__ = ()
    _name = "may_dig_in"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"may_dig_in({u})."


class MayFire(relations.Row):
    """may_fire(U, T), kb/assault/turn.lp: fire.lp: U may fire at T from where it stands;"""

    __slots__ = ()
    _name = "may_fire"
    u: Term
    t: Term

    @staticmethod
    def fact(u: object, t: object) -> str:
        return f"may_fire({u},{t})."


class MayHide(relations.Row):
    """may_hide(U, H), kb/assault/turn.lp: other_actions.lp's hide_in/3;"""

    __slots__ = ()
    _name = "may_hide"
    u: Term
    h: Term

    @staticmethod
    def fact(u: object, h: object) -> str:
        return f"may_hide({u},{h})."


class MayMove(relations.Row):
    """may_move(U, A, H), kb/assault/turn.lp"""

    __slots__ = ()
    _name = "may_move"
    u: Term
    a: Term
    h: Term

    @staticmethod
    def fact(u: object, a: object, h: object) -> str:
        return f"may_move({u},{a},{h})."


class MayReact(relations.Row):
    """may_react(R), kb/assault/turn.lp: fire.lp: R may fire at the mover where it stands now (8.2);"""

    __slots__ = ()
    _name = "may_react"
    r: Term

    @staticmethod
    def fact(r: object) -> str:
        return f"may_react({r})."


class Met(relations.Row):
    """met(L, H), kb/assault/los.lp: H is on L for 10.4 (passed through, or beside a hexside stretch: los_along.lp)."""

    __slots__ = ()
    _name = "met"
    line: Term
    h: Term

    @staticmethod
    def fact(line: object, h: object) -> str:
        return f"met({line},{h})."


class Minefield(relations.Row):
    """minefield(H), kb/assault/step.lp"""

    __slots__ = ()
    _name = "minefield"
    h: Term

    @staticmethod
    def fact(h: object) -> str:
        return f"minefield({h})."


class MinorWord(relations.Row):
    """minor_word(W), kb/assault/wording.lp: words whose loss or gain alone is a slip (info). The bridge compares the
    two texts of each Unit word by word (chart_check.wording_facts) and the checker's second step reads the
    differences: wording_span/6 and wording_near/3 (check.lp).
    """

    __slots__ = ()
    _name = "minor_word"
    w: Term

    @staticmethod
    def fact(w: object) -> str:
        return f"minor_word({w})."


class ModeAssumes(relations.Row):
    """mode_assumes(Md, A), kb/assault/movement.lp"""

    __slots__ = ()
    _name = "mode_assumes"
    md: Term
    a: Term

    @staticmethod
    def fact(md: object, a: object) -> str:
        return f"mode_assumes({md},{a})."


class MoraleMarker(relations.Row):
    """morale_marker(S), kb/assault/vocab.lp: action_marker(S)  status groups used by activation rules (13.2, 13.3)."""

    __slots__ = ()
    _name = "morale_marker"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"morale_marker({s})."


class MoveMark(relations.Row):
    """move_mark(Key, Marker, Cite), kb/assault/movement.lp: Key action(A), harsh or mode(Md)."""

    __slots__ = ()
    _name = "move_mark"
    key: Term
    marker: Term
    cite: Term

    @staticmethod
    def fact(key: object, marker: object, cite: object) -> str:
        return f"move_mark({key},{marker},{cite})."


class MoveMarker(relations.Row):
    """move_marker(U, A, H, M), kb/assault/turn.lp"""

    __slots__ = ()
    _name = "move_marker"
    u: Term
    a: Term
    h: Term
    m: Term

    @staticmethod
    def fact(u: object, a: object, h: object, m: object) -> str:
        return f"move_marker({u},{a},{h},{m})."


class MoveRoute(relations.Row):
    """move_route(U, A, H, J, Hx), kb/assault/turn.lp"""

    __slots__ = ()
    _name = "move_route"
    u: Term
    a: Term
    h: Term
    j: Term
    hx: Term

    @staticmethod
    def fact(u: object, a: object, h: object, j: object, hx: object) -> str:
        return f"move_route({u},{a},{h},{j},{hx})."


class MoveRule(relations.Row):
    """move_rule(Name, Cite), kb/assault/movement.lp"""

    __slots__ = ()
    _name = "move_rule"
    name: Term
    cite: Term

    @staticmethod
    def fact(name: object, cite: object) -> str:
        return f"move_rule({name},{cite})."


class MovementColumn(relations.Row):
    """movement_column(Type, Col), kb/assault/vocab.lp: which movement-cost column a movement type reads."""

    __slots__ = ()
    _name = "movement_column"
    type: Term
    col: Term

    @staticmethod
    def fact(type: object, col: object) -> str:
        return f"movement_column({type},{col})."


class Moving(relations.Row):
    """moving(Mv), kb/assault/step.lp: some mover uses movement type Mv."""

    __slots__ = ()
    _name = "moving"
    mv: Term

    @staticmethod
    def fact(mv: object) -> str:
        return f"moving({mv})."


class NeedsRoll(relations.Row):
    """needs_roll(L), kb/assault/fire.lp: a roll is needed."""

    __slots__ = ()
    _name = "needs_roll"
    line: Term

    @staticmethod
    def fact(line: object) -> str:
        return f"needs_roll({line})."


class NoCover(relations.Row):
    """no_cover(U, U2, Reason, Cite), kb/assault/other_actions.lp: U2 may not cover U's move."""

    __slots__ = ()
    _name = "no_cover"
    u: Term
    u2: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(u: object, u2: object, reason: object, cite: object) -> str:
        return f"no_cover({u},{u2},{reason},{cite})."


class NoFacing(relations.Row):
    """no_facing(U), kb/assault/state.lp"""

    __slots__ = ()
    _name = "no_facing"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"no_facing({u})."


class NoHide(relations.Row):
    """no_hide(U, H, Reason, Cite), kb/assault/other_actions.lp: U may not hide in H (its own hex or a neighbour)."""

    __slots__ = ()
    _name = "no_hide"
    u: Term
    h: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(u: object, h: object, reason: object, cite: object) -> str:
        return f"no_hide({u},{h},{reason},{cite})."


class NoHindranceDice(relations.Row):
    """no_hindrance_dice(L, Cite), kb/assault/los.lp: indirect fire takes no hindrance dice (7.1). along_rule/5
    shown here for los_along.lp, which defines it; side_note/5  see_no_attack/2    and for los_sides.lp.
    """

    __slots__ = ()
    _name = "no_hindrance_dice"
    line: Term
    cite: Term

    @staticmethod
    def fact(line: object, cite: object) -> str:
        return f"no_hindrance_dice({line},{cite})."


class NoLoad(relations.Row):
    """no_load(U, V, Reason, Cite), kb/assault/other_actions.lp: U may not board V, a friendly vehicle it can reach."""

    __slots__ = ()
    _name = "no_load"
    u: Term
    v: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(u: object, v: object, reason: object, cite: object) -> str:
        return f"no_load({u},{v},{reason},{cite})."


class NoOverrun(relations.Row):
    """no_overrun(U, E, Reason, Cite), kb/assault/other_actions.lp: U may not overrun the enemy artillery E next to
    it.
    """

    __slots__ = ()
    _name = "no_overrun"
    u: Term
    e: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(u: object, e: object, reason: object, cite: object) -> str:
        return f"no_overrun({u},{e},{reason},{cite})."


class NoSwap(relations.Row):
    """no_swap(U, U2, Reason, Cite), kb/assault/other_actions.lp: U may not reinforce with its neighbour U2."""

    __slots__ = ()
    _name = "no_swap"
    u: Term
    u2: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(u: object, u2: object, reason: object, cite: object) -> str:
        return f"no_swap({u},{u2},{reason},{cite})."


class NotCounted(relations.Row):
    """not_counted(L, What, Cite), kb/assault/resolve.lp: symbols that do not count, and why."""

    __slots__ = ()
    _name = "not_counted"
    line: Term
    what: Term
    cite: Term

    @staticmethod
    def fact(line: object, what: object, cite: object) -> str:
        return f"not_counted({line},{what},{cite})."


class ObjectiveHex(relations.Row):
    """objective_hex(O, H), kb/assault/turn.lp: unit_side/2 unit_class/2; turns(N) the turn limit; objective_hex(O,
    H); die_table (a die-face table was given: a die's odds rest on it);
    """

    __slots__ = ()
    _name = "objective_hex"
    o: Term
    h: Term

    @staticmethod
    def fact(o: object, h: object) -> str:
        return f"objective_hex({o},{h})."


class Obstacle(relations.Row):
    """obstacle(H, Src, Effect, Height, Cite), kb/assault/los.lp: what H holds: Src = scenery(T) | hill(G) |
    smoke(I); Effect = block | hinder(Die).
    """

    __slots__ = ()
    _name = "obstacle"
    h: Term
    src: Term
    effect: Term
    height: Term
    cite: Term

    @staticmethod
    def fact(h: object, src: object, effect: object, height: object, cite: object) -> str:
        return f"obstacle({h},{src},{effect},{height},{cite})."


class OccupantLevel(relations.Row):
    """occupant_level(L, E, N, T), kb/assault/los_occupants.lp: the unit at end E stands on level N of its terrain T.
    eye/4                        with a building-level cite.
    """

    __slots__ = ()
    _name = "occupant_level"
    line: Term
    e: Term
    n: Term
    t: Term

    @staticmethod
    def fact(line: object, e: object, n: object, t: object) -> str:
        return f"occupant_level({line},{e},{n},{t})."


class OffAlley(relations.Row):
    """off_alley(W, H1, H2), kb/assault/movement.lp"""

    __slots__ = ()
    _name = "off_alley"
    w: Term
    h1: Term
    h2: Term

    @staticmethod
    def fact(w: object, h1: object, h2: object) -> str:
        return f"off_alley({w},{h1},{h2})."


class OnTheMove(relations.Row):
    """on_the_move(U, A, I), kb/assault/turn.lp: U is on a move of action A and has entered the I-th hex of its
    route.
    """

    __slots__ = ()
    _name = "on_the_move"
    u: Term
    a: Term
    i: Term

    @staticmethod
    def fact(u: object, a: object, i: object) -> str:
        return f"on_the_move({u},{a},{i})."


class OrderKey(relations.Row):
    """order_key(O, S, K), kb/assault/state.lp: the order of walk W's equally cheap states (tie-break), keyed by the
    vehicle's starting facing O (or plain).
    """

    __slots__ = ()
    _name = "order_key"
    o: Term
    s: Term
    k: Term

    @staticmethod
    def fact(o: object, s: object, k: object) -> str:
        return f"order_key({o},{s},{k})."


class Outcome(relations.Row):
    """outcome(I, What, Cite), kb/assault/turn.lp"""

    __slots__ = ()
    _name = "outcome"
    i: Term
    what: Term
    cite: Term

    @staticmethod
    def fact(i: object, what: object, cite: object) -> str:
        return f"outcome({i},{what},{cite})."


class OverBudget(relations.Row):
    """over_budget(Mode, Reason, Cite), kb/assault/movement.lp"""

    __slots__ = ()
    _name = "over_budget"
    mode: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(mode: object, reason: object, cite: object) -> str:
        return f"over_budget({mode},{reason},{cite})."


class Overrun(relations.Row):
    """overrun(U, E, H, K), kb/assault/other_actions.lp: U may overrun enemy artillery E in H for K MP."""

    __slots__ = ()
    _name = "overrun"
    u: Term
    e: Term
    h: Term
    k: Term

    @staticmethod
    def fact(u: object, e: object, h: object, k: object) -> str:
        return f"overrun({u},{e},{h},{k})."


class Part(relations.Row):
    """part(Doc, Part, Scope, Loc), kb/assault/texts.lp: Doc holds a table or procedure Part."""

    __slots__ = ()
    _name = "part"
    doc: Term
    part: Term
    scope: Term
    loc: Term

    @staticmethod
    def fact(doc: object, part: object, scope: object, loc: object) -> str:
        return f"part({doc},{part},{scope},{loc})."


class PartTitle(relations.Row):
    """part_title(Part, Title), kb/assault/texts.lp"""

    __slots__ = ()
    _name = "part_title"
    part: Term
    title: Term

    @staticmethod
    def fact(part: object, title: object) -> str:
        return f"part_title({part},{title})."


class Passed(relations.Row):
    """passed(S), kb/assault/turn.lp: S has passed in the support phase (a pass is final there, 6.3)."""

    __slots__ = ()
    _name = "passed"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"passed({s})."


class PassedOver(relations.Row):
    """passed_over(L, H, Src, Height, Cite), kb/assault/los.lp: an obstacle the higher end sees over (10.4)."""

    __slots__ = ()
    _name = "passed_over"
    line: Term
    h: Term
    src: Term
    height: Term
    cite: Term

    @staticmethod
    def fact(line: object, h: object, src: object, height: object, cite: object) -> str:
        return f"passed_over({line},{h},{src},{height},{cite})."


class Passes(relations.Row):
    """passes(N), kb/assault/turn.lp: consecutive passes in the action phase (6.4)."""

    __slots__ = ()
    _name = "passes"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"passes({n})."


class PathHex(relations.Row):
    """path_hex(H, P), kb/assault/terrain.lp: a path of kind P runs through H."""

    __slots__ = ()
    _name = "path_hex"
    h: Term
    p: Term

    @staticmethod
    def fact(h: object, p: object) -> str:
        return f"path_hex({h},{p})."


class PathKind(relations.Row):
    """path_kind(Name, Row), kb/assault/vocab.lp: a path name and the chart row that prices it."""

    __slots__ = ()
    _name = "path_kind"
    name: Term
    row: Term

    @staticmethod
    def fact(name: object, row: object) -> str:
        return f"path_kind({name},{row})."


class PendingFire(relations.Row):
    """pending_fire(F, T, Kind), kb/assault/turn.lp: F's fire at T waits for its dice; Kind = action | reaction."""

    __slots__ = ()
    _name = "pending_fire"
    f: Term
    t: Term
    kind: Term

    @staticmethod
    def fact(f: object, t: object, kind: object) -> str:
        return f"pending_fire({f},{t},{kind})."


class Phase(relations.Row):
    """phase(P), kb/assault/turn.lp: P: initiative | support | action | reaction | spot_roll | roll | crit_roll |
    organisation | over.
    """

    __slots__ = ()
    _name = "phase"
    p: Term

    @staticmethod
    def fact(p: object) -> str:
        return f"phase({p})."


class PhaseActor(relations.Row):
    """phase_actor(P, Who), kb/assault/turn.lp: who each phase waits for."""

    __slots__ = ()
    _name = "phase_actor"
    p: Term
    who: Term

    @staticmethod
    def fact(p: object, who: object) -> str:
        return f"phase_actor({p},{who})."


class Pivot(relations.Row):
    """pivot(Road, F1, Used1, F2, Cost, Used2), kb/assault/turning.lp: the cost of turning from F1 to F2, Used = 1
    once the move's free vertex is spent; Road as road_flag gives.
    """

    __slots__ = ()
    _name = "pivot"
    road: Term
    f1: Term
    used1: Term
    f2: Term
    cost: Term
    used2: Term

    @staticmethod
    def fact(road: object, f1: object, used1: object, f2: object, cost: object, used2: object) -> str:
        return f"pivot({road},{f1},{used1},{f2},{cost},{used2})."


class Plateau(relations.Row):
    """plateau(L, H, hill(G)), kb/assault/los_hills.lp: a hill the line does not count: both ends stand at its level."""

    __slots__ = ()
    _name = "plateau"
    line: Term
    h: Term
    hill: Term

    @staticmethod
    def fact(line: object, h: object, hill: object) -> str:
        return f"plateau({line},{h},{hill})."


class Pool(relations.Row):
    """pool(I, Roll, Colour, N), kb/assault/turn.lp"""

    __slots__ = ()
    _name = "pool"
    i: Term
    roll: Term
    colour: Term
    n: Term

    @staticmethod
    def fact(i: object, roll: object, colour: object, n: object) -> str:
        return f"pool({i},{roll},{colour},{n})."


class PoolUnknown(relations.Row):
    """pool_unknown(I), kb/assault/turn.lp: fire_dice.lp's final pools for roll step I;"""

    __slots__ = ()
    _name = "pool_unknown"
    i: Term

    @staticmethod
    def fact(i: object) -> str:
        return f"pool_unknown({i})."


class Prescribes(relations.Row):
    """prescribes(Doc, Situation, Effect, Loc), kb/assault/prescribes.lp: Doc says Effect happens in Situation (Loc:
    line).
    """

    __slots__ = ()
    _name = "prescribes"
    doc: Term
    situation: Term
    effect: Term
    loc: Term

    @staticmethod
    def fact(doc: object, situation: object, effect: object, loc: object) -> str:
        return f"prescribes({doc},{situation},{effect},{loc})."


class PricePart(relations.Row):
    """price_part(P, H1, H2, Label, K, Cite), kb/assault/step.lp: one labelled part of a special step's MP cost."""

    __slots__ = ()
    _name = "price_part"
    p: Term
    h1: Term
    h2: Term
    label: Term
    k: Term
    cite: Term

    @staticmethod
    def fact(p: object, h1: object, h2: object, label: object, k: object, cite: object) -> str:
        return f"price_part({p},{h1},{h2},{label},{k},{cite})."


class PricedMove(relations.Row):
    """priced_move(M), kb/assault/allowance.lp"""

    __slots__ = ()
    _name = "priced_move"
    m: Term

    @staticmethod
    def fact(m: object) -> str:
        return f"priced_move({m})."


class Range(relations.Row):
    """range(L, N), kb/assault/fire.lp: hexes from firer to target, the target's counted (10.1)."""

    __slots__ = ()
    _name = "range"
    line: Term
    n: Term

    @staticmethod
    def fact(line: object, n: object) -> str:
        return f"range({line},{n})."


class ReachEnd(relations.Row):
    """reach_end(M, H, C, S), kb/assault/movement.lp"""

    __slots__ = ()
    _name = "reach_end"
    m: Term
    h: Term
    c: Term
    s: Term

    @staticmethod
    def fact(m: object, h: object, c: object, s: object) -> str:
        return f"reach_end({m},{h},{c},{s})."


class ReachHarsh(relations.Row):
    """reach_harsh(M, H, S), kb/assault/movement.lp: where a move ends (boarding reads them)."""

    __slots__ = ()
    _name = "reach_harsh"
    m: Term
    h: Term
    s: Term

    @staticmethod
    def fact(m: object, h: object, s: object) -> str:
        return f"reach_harsh({m},{h},{s})."


class ReachOf(relations.Row):
    """reach_of(U, Md, Row, M, Cite), kb/assault/fire.lp: the longest band of U's row in mode Md: a longer shot is
    out_of_range(N, M).
    """

    __slots__ = ()
    _name = "reach_of"
    u: Term
    md: Term
    row: Term
    m: Term
    cite: Term

    @staticmethod
    def fact(u: object, md: object, row: object, m: object, cite: object) -> str:
        return f"reach_of({u},{md},{row},{m},{cite})."


class React(relations.Row):
    """react(R), kb/assault/turn.lp"""

    __slots__ = ()
    _name = "react"
    r: Term

    @staticmethod
    def fact(r: object) -> str:
        return f"react({r})."


class Refused(relations.Row):
    """refused(I, Reason, Cite), kb/assault/turn.lp"""

    __slots__ = ()
    _name = "refused"
    i: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(i: object, reason: object, cite: object) -> str:
        return f"refused({i},{reason},{cite})."


class Remains(relations.Row):
    """remains(Roll, S, N), kb/assault/resolve.lp: attacker symbols left once the defender's cancel (10.7.2)."""

    __slots__ = ()
    _name = "remains"
    roll: Term
    s: Term
    n: Term

    @staticmethod
    def fact(roll: object, s: object, n: object) -> str:
        return f"remains({roll},{s},{n})."


class Removes(relations.Row):
    """removes(I, Fact, Cite), kb/assault/turn.lp"""

    __slots__ = ()
    _name = "removes"
    i: Term
    fact_: Term
    cite: Term

    @staticmethod
    def fact(i: object, fact_: object, cite: object) -> str:
        return f"removes({i},{fact_},{cite})."


class Reshaped(relations.Row):
    """reshaped(H, T, Cite), kb/assault/markers.lp: a marker turned H into row T (12.4.3.5 craters, 12.5 ruins)."""

    __slots__ = ()
    _name = "reshaped"
    h: Term
    t: Term
    cite: Term

    @staticmethod
    def fact(h: object, t: object, cite: object) -> str:
        return f"reshaped({h},{t},{cite})."


class Result(relations.Row):
    """result(L, Step, Effect, Cite), kb/assault/resolve.lp: what happens to the target, in order: damage (10.7.3),
    suppression (10.7.3, 13.3), critical hits (10.7.4-10.7.6).
    """

    __slots__ = ()
    _name = "result"
    line: Term
    step: Term
    effect: Term
    cite: Term

    @staticmethod
    def fact(line: object, step: object, effect: object, cite: object) -> str:
        return f"result({line},{step},{effect},{cite})."


class ReverseInit(relations.Row):
    """reverse_init(W, S), kb/assault/state.lp: the state a vehicle's walk starts in when reversing."""

    __slots__ = ()
    _name = "reverse_init"
    w: Term
    s: Term

    @staticmethod
    def fact(w: object, s: object) -> str:
        return f"reverse_init({w},{s})."


class RoadFlag(relations.Row):
    """road_flag(H, R), kb/assault/turning.lp: 1 where a road runs through H (turns are free), alley in an urban
    alley (free, at most one vertex), else 0.
    """

    __slots__ = ()
    _name = "road_flag"
    h: Term
    r: Term

    @staticmethod
    def fact(h: object, r: object) -> str:
        return f"road_flag({h},{r})."


class RollReason(relations.Row):
    """roll_reason(L, Why, Cite), kb/assault/fire.lp: what calls for a spotting roll (10.5, 10.6)."""

    __slots__ = ()
    _name = "roll_reason"
    line: Term
    why: Term
    cite: Term

    @staticmethod
    def fact(line: object, why: object, cite: object) -> str:
        return f"roll_reason({line},{why},{cite})."


class Rolled(relations.Row):
    """rolled(Roll, I, Face), kb/assault/resolve.lp: die I of Roll shows Face. Roll = attack | defense | crit_attack
    | crit_defense (the 10.7.4 comparison: green vs blue). Face = blank | ch | dp | x | double(S1, S2).
    """

    __slots__ = ()
    _name = "rolled"
    roll: Term
    i: Term
    face: Term

    @staticmethod
    def fact(roll: object, i: object, face: object) -> str:
        return f"rolled({roll},{i},{face})."


class Route(relations.Row):
    """route(W, H, S), kb/assault/movement.lp: W's routes into (H,S) are shown (boarding reads it)."""

    __slots__ = ()
    _name = "route"
    w: Term
    h: Term
    s: Term

    @staticmethod
    def fact(w: object, h: object, s: object) -> str:
        return f"route({w},{h},{s})."


class RouteHex(relations.Row):
    """route_hex(I, H), kb/assault/turn.lp: the I-th hex of that route (1 = the first hex entered)."""

    __slots__ = ()
    _name = "route_hex"
    i: Term
    h: Term

    @staticmethod
    def fact(i: object, h: object) -> str:
        return f"route_hex({i},{h})."


class RowAssumes(relations.Row):
    """row_assumes(Mv, C, T, A), kb/assault/movement.lp"""

    __slots__ = ()
    _name = "row_assumes"
    mv: Term
    c: Term
    t: Term
    a: Term

    @staticmethod
    def fact(mv: object, c: object, t: object, a: object) -> str:
        return f"row_assumes({mv},{c},{t},{a})."


class RowBar(relations.Row):
    """row_bar(U, Md, Row, Reason, Cite), kb/assault/fire.lp: U has no band of that row in that mode."""

    __slots__ = ()
    _name = "row_bar"
    u: Term
    md: Term
    row: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(u: object, md: object, row: object, reason: object, cite: object) -> str:
        return f"row_bar({u},{md},{row},{reason},{cite})."


class RowBlocked(relations.Row):
    """row_blocked(Mv, C, T, Reason, Cite), kb/assault/step.lp: no plain step may enter such a hex, and why;"""

    __slots__ = ()
    _name = "row_blocked"
    mv: Term
    c: Term
    t: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(mv: object, c: object, t: object, reason: object, cite: object) -> str:
        return f"row_blocked({mv},{c},{t},{reason},{cite})."


class RowCost(relations.Row):
    """row_cost(Mv, C, T, K), kb/assault/step.lp: a plain step into a hex of the row costs K;"""

    __slots__ = ()
    _name = "row_cost"
    mv: Term
    c: Term
    t: Term
    k: Term

    @staticmethod
    def fact(mv: object, c: object, t: object, k: object) -> str:
        return f"row_cost({mv},{c},{t},{k})."


class RowDelayed(relations.Row):
    """row_delayed(Mv, C, T), kb/assault/step.lp: its cell says "Delayed Action" (harsh, 9.5)."""

    __slots__ = ()
    _name = "row_delayed"
    mv: Term
    c: Term
    t: Term

    @staticmethod
    def fact(mv: object, c: object, t: object) -> str:
        return f"row_delayed({mv},{c},{t})."


class RowKind(relations.Row):
    """row_kind(Row, Kind), kb/assault/vocab.lp: hex_terrain | path | hexside | marker | elevation | fortification."""

    __slots__ = ()
    _name = "row_kind"
    row: Term
    kind: Term

    @staticmethod
    def fact(row: object, kind: object) -> str:
        return f"row_kind({row},{kind})."


class RowOf(relations.Row):
    """row_of(T, Row, Cite), kb/assault/fire.lp: the card row a shot at T reads (10.1, 4.2.2)."""

    __slots__ = ()
    _name = "row_of"
    t: Term
    row: Term
    cite: Term

    @staticmethod
    def fact(t: object, row: object, cite: object) -> str:
        return f"row_of({t},{row},{cite})."


class RowPart(relations.Row):
    """row_part(Mv, C, T, Label, K, Cite), kb/assault/step.lp: ... as a labelled part (terrain(T));"""

    __slots__ = ()
    _name = "row_part"
    mv: Term
    c: Term
    t: Term
    label: Term
    k: Term
    cite: Term

    @staticmethod
    def fact(mv: object, c: object, t: object, label: object, k: object, cite: object) -> str:
        return f"row_part({mv},{c},{t},{label},{k},{cite})."


class RowRefusal(relations.Row):
    """row_refusal(Mv, C, T, Reason, Cite), kb/assault/movement.lp"""

    __slots__ = ()
    _name = "row_refusal"
    mv: Term
    c: Term
    t: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(mv: object, c: object, t: object, reason: object, cite: object) -> str:
        return f"row_refusal({mv},{c},{t},{reason},{cite})."


class RulebookCell(relations.Row):
    """rulebook_cell(Chart, Row, Col, Value, Section), kb/assault/chart.lp: what the rulebook text states for a cell
    both charts lost (digest section 9).
    """

    __slots__ = ()
    _name = "rulebook_cell"
    chart: Term
    row: Term
    col: Term
    value: Term
    section: Term

    @staticmethod
    def fact(chart: object, row: object, col: object, value: object, section: object) -> str:
        return f"rulebook_cell({chart},{row},{col},{value},{section})."


class Scheme(relations.Row):
    """scheme(Doc, Scheme), kb/assault/texts.lp: the section numbering a document follows."""

    __slots__ = ()
    _name = "scheme"
    doc: Term
    scheme: Term

    @staticmethod
    def fact(doc: object, scheme: object) -> str:
        return f"scheme({doc},{scheme})."


class ScoutBase(relations.Row):
    """scout_base(K, Cite), kb/assault/scout.lp: the d6 result needed before modifiers."""

    __slots__ = ()
    _name = "scout_base"
    k: Term
    cite: Term

    @staticmethod
    def fact(k: object, cite: object) -> str:
        return f"scout_base({k},{cite})."


class ScoutFaces(relations.Row):
    """scout_faces(N), kb/assault/scout.lp: faces of a d6 (of 6) that detect the mines."""

    __slots__ = ()
    _name = "scout_faces"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"scout_faces({n})."


class ScoutHex(relations.Row):
    """scout_hex(H), kb/assault/scout.lp: (the minefield hex, if the question names one); scout_revealed (the
    minefield was already revealed); marker_at/3, unit_class/2,
    """

    __slots__ = ()
    _name = "scout_hex"
    h: Term

    @staticmethod
    def fact(h: object) -> str:
        return f"scout_hex({h})."


class ScoutMod(relations.Row):
    """scout_mod(Label, V, Cite), kb/assault/scout.lp: each modifier to the roll."""

    __slots__ = ()
    _name = "scout_mod"
    label: Term
    v: Term
    cite: Term

    @staticmethod
    def fact(label: object, v: object, cite: object) -> str:
        return f"scout_mod({label},{v},{cite})."


class ScoutNote(relations.Row):
    """scout_note(Note, Cite), kb/assault/scout.lp: what else the question should know."""

    __slots__ = ()
    _name = "scout_note"
    note: Term
    cite: Term

    @staticmethod
    def fact(note: object, cite: object) -> str:
        return f"scout_note({note},{cite})."


class ScoutUnit(relations.Row):
    """scout_unit(U), kb/assault/scout.lp"""

    __slots__ = ()
    _name = "scout_unit"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"scout_unit({u})."


class SeeNoAttack(relations.Row):
    """see_no_attack(L, Cite), kb/assault/los_sides.lp: the ends may see but not attack each other."""

    __slots__ = ()
    _name = "see_no_attack"
    line: Term
    cite: Term

    @staticmethod
    def fact(line: object, cite: object) -> str:
        return f"see_no_attack({line},{cite})."


class Shape(relations.Row):
    """shape(Sh), kb/assault/state.lp: a shape some special step of the question has."""

    __slots__ = ()
    _name = "shape"
    sh: Term

    @staticmethod
    def fact(sh: object) -> str:
        return f"shape({sh})."


class Shot(relations.Row):
    """shot(L, U, T), kb/assault/fire.lp: firer U aims sightline L at T."""

    __slots__ = ()
    _name = "shot"
    line: Term
    u: Term
    t: Term

    @staticmethod
    def fact(line: object, u: object, t: object) -> str:
        return f"shot({line},{u},{t})."


class ShotStatus(relations.Row):
    """shot_status(L, S, Cite), kb/assault/fire_dice.lp: the firer's fire status for this shot."""

    __slots__ = ()
    _name = "shot_status"
    line: Term
    s: Term
    cite: Term

    @staticmethod
    def fact(line: object, s: object, cite: object) -> str:
        return f"shot_status({line},{s},{cite})."


class Shut(relations.Row):
    """shut(W, H, Reason, Cite), kb/assault/movement.lp"""

    __slots__ = ()
    _name = "shut"
    w: Term
    h: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(w: object, h: object, reason: object, cite: object) -> str:
        return f"shut({w},{h},{reason},{cite})."


class ShutHex(relations.Row):
    """shut_hex(W, H), kb/assault/movement.lp"""

    __slots__ = ()
    _name = "shut_hex"
    w: Term
    h: Term

    @staticmethod
    def fact(w: object, h: object) -> str:
        return f"shut_hex({w},{h})."


class SideNote(relations.Row):
    """side_note(L, H1, H2, Kind, Cite), kb/assault/los_sides.lp: a hexside feature on the line, and why it is inert."""

    __slots__ = ()
    _name = "side_note"
    line: Term
    h1: Term
    h2: Term
    kind: Term
    cite: Term

    @staticmethod
    def fact(line: object, h1: object, h2: object, kind: object, cite: object) -> str:
        return f"side_note({line},{h1},{h2},{kind},{cite})."


class Situation(relations.Row):
    """situation(Situation, Title), kb/assault/prescribes.lp: effect(Effect, Title)"""

    __slots__ = ()
    _name = "situation"
    situation: Term
    title: Term

    @staticmethod
    def fact(situation: object, title: object) -> str:
        return f"situation({situation},{title})."


class SmokeAt(relations.Row):
    """smoke_at(H, N), kb/assault/turn.lp: objectives, the end, smoke markers (6.5)."""

    __slots__ = ()
    _name = "smoke_at"
    h: Term
    n: Term

    @staticmethod
    def fact(h: object, n: object) -> str:
        return f"smoke_at({h},{n})."


class SmokeHeight(relations.Row):
    """smoke_height(H, Height), kb/assault/los_smoke.lp: the top of the smoke in H. obstacle/5                with
    Src = smoke(I) (the I-th marker) | smoke_stack(N).
    """

    __slots__ = ()
    _name = "smoke_height"
    h: Term
    height: Term

    @staticmethod
    def fact(h: object, height: object) -> str:
        return f"smoke_height({h},{height})."


class Special(relations.Row):
    """special(H1, H2), kb/assault/step.lp: the step is priced below, not by H2's row alone."""

    __slots__ = ()
    _name = "special"
    h1: Term
    h2: Term

    @staticmethod
    def fact(h1: object, h2: object) -> str:
        return f"special({h1},{h2})."


class SpecialAssumes(relations.Row):
    """special_assumes(P, H1, H2, A), kb/assault/movement.lp"""

    __slots__ = ()
    _name = "special_assumes"
    p: Term
    h1: Term
    h2: Term
    a: Term

    @staticmethod
    def fact(p: object, h1: object, h2: object, a: object) -> str:
        return f"special_assumes({p},{h1},{h2},{a})."


class SpendingMarker(relations.Row):
    """spending_marker(M), kb/assault/turn.lp: a marker that shows its unit may not activate (13.2, 13.3)."""

    __slots__ = ()
    _name = "spending_marker"
    m: Term

    @staticmethod
    def fact(m: object) -> str:
        return f"spending_marker({m})."


class Spot(relations.Row):
    """spot(V), kb/assault/turn.lp: roll critical die(Roll, Colour, Face)"""

    __slots__ = ()
    _name = "spot"
    v: Term

    @staticmethod
    def fact(v: object) -> str:
        return f"spot({v})."


class SpotCell(relations.Row):
    """spot_cell(Row, Col, Value, Cite), kb/assault/spotting.lp: the edition's cell: none ("-", no roll needed), n(K)
    ("K+"), see_note ("*"), unknown (lost).
    """

    __slots__ = ()
    _name = "spot_cell"
    row: Term
    col: Term
    value: Term
    cite: Term

    @staticmethod
    def fact(row: object, col: object, value: object, cite: object) -> str:
        return f"spot_cell({row},{col},{value},{cite})."


class SpotColumn(relations.Row):
    """spot_column(Arc, Bonus, Col), kb/assault/spotting.lp: Arc = in_arc | out_of_arc, Bonus = no_tdb | tdb."""

    __slots__ = ()
    _name = "spot_column"
    arc: Term
    bonus: Term
    col: Term

    @staticmethod
    def fact(arc: object, bonus: object, col: object) -> str:
        return f"spot_column({arc},{bonus},{col})."


class SpotFaces(relations.Row):
    """spot_faces(L, N), kb/assault/fire.lp: faces of a d6 (of 6) that spot after modifiers."""

    __slots__ = ()
    _name = "spot_faces"
    line: Term
    n: Term

    @staticmethod
    def fact(line: object, n: object) -> str:
        return f"spot_faces({line},{n})."


class SpotMod(relations.Row):
    """spot_mod(L, Label, V, Cite), kb/assault/fire.lp: modifiers to the roll (10.5, 13.1, 13.2)."""

    __slots__ = ()
    _name = "spot_mod"
    line: Term
    label: Term
    v: Term
    cite: Term

    @staticmethod
    def fact(line: object, label: object, v: object, cite: object) -> str:
        return f"spot_mod({line},{label},{v},{cite})."


class SpotNeed(relations.Row):
    """spot_need(U, T, N), kb/assault/turn.lp: fire.lp's spotting: a roll of N or more on a d6 spots (10.5);"""

    __slots__ = ()
    _name = "spot_need"
    u: Term
    t: Term
    n: Term

    @staticmethod
    def fact(u: object, t: object, n: object) -> str:
        return f"spot_need({u},{t},{n})."


class SpotRow(relations.Row):
    """spot_row(Class, Row, Cite), kb/assault/spotting.lp: which row a firer of that unit type reads."""

    __slots__ = ()
    _name = "spot_row"
    class_: Term
    row: Term
    cite: Term

    @staticmethod
    def fact(class_: object, row: object, cite: object) -> str:
        return f"spot_row({class_},{row},{cite})."


class SpotUnknown(relations.Row):
    """spot_unknown(L, Why, Cite), kb/assault/fire.lp: the target number cannot be read, and why."""

    __slots__ = ()
    _name = "spot_unknown"
    line: Term
    why: Term
    cite: Term

    @staticmethod
    def fact(line: object, why: object, cite: object) -> str:
        return f"spot_unknown({line},{why},{cite})."


class Spotted(relations.Row):
    """spotted(R), kb/assault/turn.lp: the spotting roll's result for the pending fire: ok | failed."""

    __slots__ = ()
    _name = "spotted"
    r: Term

    @staticmethod
    def fact(r: object) -> str:
        return f"spotted({r})."


class SpotterInvalid(relations.Row):
    """spotter_invalid(L, Reason, Cite), kb/assault/los_indirect.lp: the unit may not spot for the firer."""

    __slots__ = ()
    _name = "spotter_invalid"
    line: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(line: object, reason: object, cite: object) -> str:
        return f"spotter_invalid({line},{reason},{cite})."


class SpottingMarker(relations.Row):
    """spotting_marker(Status), kb/assault/spotting.lp: a marker that spots its unit without a roll (10.5.1).
    extends/3                          those markers load fire_status.lp (see vocab.lp).
    """

    __slots__ = ()
    _name = "spotting_marker"
    status: Term

    @staticmethod
    def fact(status: object) -> str:
        return f"spotting_marker({status})."


class Stand(relations.Row):
    """stand(U), kb/assault/turn.lp"""

    __slots__ = ()
    _name = "stand"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"stand({u})."


class Start(relations.Row):
    """start(W, H), kb/assault/movement.lp: a walk's movement type, card MA (its harsh limit), side and first hex."""

    __slots__ = ()
    _name = "start"
    w: Term
    h: Term

    @staticmethod
    def fact(w: object, h: object) -> str:
        return f"start({w},{h})."


class StartHop(relations.Row):
    """start_hop(W, H, S, K), kb/assault/search.lp"""

    __slots__ = ()
    _name = "start_hop"
    w: Term
    h: Term
    s: Term
    k: Term

    @staticmethod
    def fact(w: object, h: object, s: object, k: object) -> str:
        return f"start_hop({w},{h},{s},{k})."


class StartMark(relations.Row):
    """start_mark(H, Marker, Cite), kb/assault/movement.lp: leaving H imposes Marker."""

    __slots__ = ()
    _name = "start_mark"
    h: Term
    marker: Term
    cite: Term

    @staticmethod
    def fact(h: object, marker: object, cite: object) -> str:
        return f"start_mark({h},{marker},{cite})."


class StateAssumes(relations.Row):
    """state_assumes(U, Reason, A), kb/assault/state.lp: a state verdict's assumption."""

    __slots__ = ()
    _name = "state_assumes"
    u: Term
    reason: Term
    a: Term

    @staticmethod
    def fact(u: object, reason: object, a: object) -> str:
        return f"state_assumes({u},{reason},{a})."


class StateBlocked(relations.Row):
    """state_blocked(W, H1, S1, H2, Reason, Cite), kb/assault/state.lp: the state forbids the step (#program verdict:
    it reads at_state/3 and wspecial/4, movement.lp).
    """

    __slots__ = ()
    _name = "state_blocked"
    w: Term
    h1: Term
    s1: Term
    h2: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(w: object, h1: object, s1: object, h2: object, reason: object, cite: object) -> str:
        return f"state_blocked({w},{h1},{s1},{h2},{reason},{cite})."


class StateMode(relations.Row):
    """state_mode(S, Md), kb/assault/state.lp: fwd, or rev for a reversing vehicle's state."""

    __slots__ = ()
    _name = "state_mode"
    s: Term
    md: Term

    @staticmethod
    def fact(s: object, md: object) -> str:
        return f"state_mode({s},{md})."


class Step3(relations.Row):
    """step(I, Side, Action), kb/assault/turn.lp: . Action: initiative(S) pass move(U, H, A) hold"""

    __slots__ = ()
    _name = "step"
    i: Term
    side: Term
    action: Term

    @staticmethod
    def fact(i: object, side: object, action: object) -> str:
        return f"step({i},{side},{action})."


class Step5(relations.Row):
    """step(Doc, Proc, Step, Item, Loc), kb/assault/texts.lp: Item is checked in step Step of procedure Proc."""

    __slots__ = ()
    _name = "step"
    doc: Term
    proc: Term
    step: Term
    item: Term
    loc: Term

    @staticmethod
    def fact(doc: object, proc: object, step: object, item: object, loc: object) -> str:
        return f"step({doc},{proc},{step},{item},{loc})."


class StepAssumes(relations.Row):
    """step_assumes(P, H1, H2, A), kb/assault/step.lp"""

    __slots__ = ()
    _name = "step_assumes"
    p: Term
    h1: Term
    h2: Term
    a: Term

    @staticmethod
    def fact(p: object, h1: object, h2: object, a: object) -> str:
        return f"step_assumes({p},{h1},{h2},{a})."


class StepBlocked(relations.Row):
    """step_blocked(P, H1, H2, Reason, Cite), kb/assault/step.lp: the special step is forbidden, and why."""

    __slots__ = ()
    _name = "step_blocked"
    p: Term
    h1: Term
    h2: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(p: object, h1: object, h2: object, reason: object, cite: object) -> str:
        return f"step_blocked({p},{h1},{h2},{reason},{cite})."


class StepCost(relations.Row):
    """step_cost(P, H1, H2, K), kb/assault/step.lp: their sum, where the step is priced at all."""

    __slots__ = ()
    _name = "step_cost"
    p: Term
    h1: Term
    h2: Term
    k: Term

    @staticmethod
    def fact(p: object, h1: object, h2: object, k: object) -> str:
        return f"step_cost({p},{h1},{h2},{k})."


class StepDep(relations.Row):
    """step_dep(W, H1, H2, A), kb/assault/movement.lp: (other_actions.lp reads them): a harsh step; a hex W never
    enters; what a step relies on.
    """

    __slots__ = ()
    _name = "step_dep"
    w: Term
    h1: Term
    h2: Term
    a: Term

    @staticmethod
    def fact(w: object, h1: object, h2: object, a: object) -> str:
        return f"step_dep({w},{h1},{h2},{a})."


class StepPart(relations.Row):
    """step_part(U, H, Label, V, Cite), kb/assault/other_actions.lp: a labelled part of U's single step into H (a
    swap's partner shows its own step, swap/5 being symmetric).
    """

    __slots__ = ()
    _name = "step_part"
    u: Term
    h: Term
    label: Term
    v: Term
    cite: Term

    @staticmethod
    def fact(u: object, h: object, label: object, v: object, cite: object) -> str:
        return f"step_part({u},{h},{label},{v},{cite})."


class StepRefusal(relations.Row):
    """step_refusal(P, H1, H2, Reason, Cite), kb/assault/movement.lp"""

    __slots__ = ()
    _name = "step_refusal"
    p: Term
    h1: Term
    h2: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(p: object, h1: object, h2: object, reason: object, cite: object) -> str:
        return f"step_refusal({p},{h1},{h2},{reason},{cite})."


class StepShape(relations.Row):
    """step_shape(P, H1, H2, Sh), kb/assault/state.lp: the shape of a special step priced by key P: what its state
    change reads.
    """

    __slots__ = ()
    _name = "step_shape"
    p: Term
    h1: Term
    h2: Term
    sh: Term

    @staticmethod
    def fact(p: object, h1: object, h2: object, sh: object) -> str:
        return f"step_shape({p},{h1},{h2},{sh})."


class StopsIn(relations.Row):
    """stops_in(S, H), kb/assault/step.lp: a move of side S that enters H ends there."""

    __slots__ = ()
    _name = "stops_in"
    s: Term
    h: Term

    @staticmethod
    def fact(s: object, h: object) -> str:
        return f"stops_in({s},{h})."


class Sturn(relations.Row):
    """sturn(R, Q, D, Sh, S2, X), kb/assault/state.lp: such a step of shape Sh does the same as turn_step."""

    __slots__ = ()
    _name = "sturn"
    r: Term
    q: Term
    d: Term
    sh: Term
    s2: Term
    x: Term

    @staticmethod
    def fact(r: object, q: object, d: object, sh: object, s2: object, x: object) -> str:
        return f"sturn({r},{q},{d},{sh},{s2},{x})."


class SupportDistance(relations.Row):
    """support_distance(U, N), kb/assault/close_combat.lp: its distance to the close-combat hex."""

    __slots__ = ()
    _name = "support_distance"
    u: Term
    n: Term

    @staticmethod
    def fact(u: object, n: object) -> str:
        return f"support_distance({u},{n})."


class Swap(relations.Row):
    """swap(U, U2, H2, K, K2), kb/assault/other_actions.lp: U may reinforce with the friendly unit U2 in H2: U pays K
    MP to enter H2, U2 pays K2 to enter U's hex.
    """

    __slots__ = ()
    _name = "swap"
    u: Term
    u2: Term
    h2: Term
    k: Term
    k2: Term

    @staticmethod
    def fact(u: object, u2: object, h2: object, k: object, k2: object) -> str:
        return f"swap({u},{u2},{h2},{k},{k2})."


class SymbolCount(relations.Row):
    """symbol_count(Roll, S, N), kb/assault/resolve.lp: symbols of strength S (ch > dp > x) that count (10.7,
    10.8.1).
    """

    __slots__ = ()
    _name = "symbol_count"
    roll: Term
    s: Term
    n: Term

    @staticmethod
    def fact(roll: object, s: object, n: object) -> str:
        return f"symbol_count({roll},{s},{n})."


class TableCell(relations.Row):
    """table_cell(Doc, Table, Row, Col, Value, Loc), kb/assault/texts.lp: Value: a string as printed | none ("-") |
    mark (an icon whose colour is lost, printed "+") | unknown (blank).
    """

    __slots__ = ()
    _name = "table_cell"
    doc: Term
    table: Term
    row: Term
    col: Term
    printed: Term
    line: Term

    @staticmethod
    def fact(doc: object, table: object, row: object, col: object, printed: object, line: object) -> str:
        return f"table_cell({doc},{table},{row},{col},{printed},{line})."


class TableHeader(relations.Row):
    """table_header(Doc, Table, Col, Name), kb/assault/texts.lp: Name: a string | unknown (lost)."""

    __slots__ = ()
    _name = "table_header"
    doc: Term
    table: Term
    col: Term
    name: Term

    @staticmethod
    def fact(doc: object, table: object, col: object, name: object) -> str:
        return f"table_header({doc},{table},{col},{name})."


class TableSize(relations.Row):
    """table_size(Doc, Table, Rows, Loc), kb/assault/texts.lp: how many result rows a table prints. (what a text
    prescribes in a situation is in prescribes.lp, which the close-combat rules read too)
    """

    __slots__ = ()
    _name = "table_size"
    doc: Term
    table: Term
    rows_: Term
    loc: Term

    @staticmethod
    def fact(doc: object, table: object, rows_: object, loc: object) -> str:
        return f"table_size({doc},{table},{rows_},{loc})."


class TakesMarker(relations.Row):
    """takes_marker(A, Marker, Cite), kb/assault/other_actions.lp: the action marker A puts on its unit(s) (13.2), if
    named.
    """

    __slots__ = ()
    _name = "takes_marker"
    a: Term
    marker: Term
    cite: Term

    @staticmethod
    def fact(a: object, marker: object, cite: object) -> str:
        return f"takes_marker({a},{marker},{cite})."


class TargetBar(relations.Row):
    """target_bar(T, Reason, Cite), kb/assault/fire.lp: no shot at T may be judged for range, and why."""

    __slots__ = ()
    _name = "target_bar"
    t: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(t: object, reason: object, cite: object) -> str:
        return f"target_bar({t},{reason},{cite})."


class TargetCell(relations.Row):
    """target_cell(L, Src, V, Cite), kb/assault/fire.lp: a terrain-bonus cell of the target's hex (fire_dice.lp)."""

    __slots__ = ()
    _name = "target_cell"
    line: Term
    src: Term
    v: Term
    cite: Term

    @staticmethod
    def fact(line: object, src: object, v: object, cite: object) -> str:
        return f"target_cell({line},{src},{v},{cite})."


class TargetNumber(relations.Row):
    """target_number(L, K, Cite), kb/assault/fire.lp: the table's "K+", before modifiers."""

    __slots__ = ()
    _name = "target_number"
    line: Term
    k: Term
    cite: Term

    @staticmethod
    def fact(line: object, k: object, cite: object) -> str:
        return f"target_number({line},{k},{cite})."


class TargetRow(relations.Row):
    """target_row(L, Row, Cite), kb/assault/fire.lp: the card row the target is attacked with (10.1, 4.2.2)."""

    __slots__ = ()
    _name = "target_row"
    line: Term
    row: Term
    cite: Term

    @staticmethod
    def fact(line: object, row: object, cite: object) -> str:
        return f"target_row({line},{row},{cite})."


class Tdb(relations.Row):
    """tdb(L, Source, Cite), kb/assault/fire.lp: the target's hex gives it a terrain bonus (10.9.1)."""

    __slots__ = ()
    _name = "tdb"
    line: Term
    source: Term
    cite: Term

    @staticmethod
    def fact(line: object, source: object, cite: object) -> str:
        return f"tdb({line},{source},{cite})."


class TdbColumn(relations.Row):
    """tdb_column(Type, Col), kb/assault/vocab.lp: fort_area_column(Type, Area, Col)   terrain-defense columns."""

    __slots__ = ()
    _name = "tdb_column"
    type: Term
    col: Term

    @staticmethod
    def fact(type: object, col: object) -> str:
        return f"tdb_column({type},{col})."


class ToAct(relations.Row):
    """to_act(S), kb/assault/turn.lp"""

    __slots__ = ()
    _name = "to_act"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"to_act({s})."


class Topic(relations.Row):
    """topic(Topic, Family, Title), kb/assault/texts.lp: a rules topic, the group of rules it belongs to (two topics
    of one family may share a section), its name.
    """

    __slots__ = ()
    _name = "topic"
    topic: Term
    family: Term
    title: Term

    @staticmethod
    def fact(topic: object, family: object, title: object) -> str:
        return f"topic({topic},{family},{title})."


class TryStep(relations.Row):
    """try_step(M, H, S, H1, S1), kb/assault/search.lp"""

    __slots__ = ()
    _name = "try_step"
    m: Term
    h: Term
    s: Term
    h1: Term
    s1: Term

    @staticmethod
    def fact(m: object, h: object, s: object, h1: object, s1: object) -> str:
        return f"try_step({m},{h},{s},{h1},{s1})."


class Turn(relations.Row):
    """turn(F1, F2, N), kb/assault/turning.lp: turning from F1 to F2 takes N vertices."""

    __slots__ = ()
    _name = "turn"
    f1: Term
    f2: Term
    n: Term

    @staticmethod
    def fact(f1: object, f2: object, n: object) -> str:
        return f"turn({f1},{f2},{n})."


class TurnStep(relations.Row):
    """turn_step(R, Q, D, S2, X), kb/assault/state.lp: a plain step in direction D from a hex with road flag R turns
    core Q into state S2 and costs X extra.
    """

    __slots__ = ()
    _name = "turn_step"
    r: Term
    q: Term
    d: Term
    s2: Term
    x: Term

    @staticmethod
    def fact(r: object, q: object, d: object, s2: object, x: object) -> str:
        return f"turn_step({r},{q},{d},{s2},{x})."


class Turns(relations.Row):
    """turns(N), kb/assault/turn.lp: the turn limit;"""

    __slots__ = ()
    _name = "turns"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"turns({n})."


class UnitStrength(relations.Row):
    """unit_strength(U, N), kb/assault/resolve.lp: the target's strength points left (4.3). aims/2, unit_class/2,
    unit_status/2, unit_experience/2; pool_rule/3, pool_final/2.
    """

    __slots__ = ()
    _name = "unit_strength"
    u: Term
    n: Term

    @staticmethod
    def fact(u: object, n: object) -> str:
        return f"unit_strength({u},{n})."


class Untraced(relations.Row):
    """untraced(L), kb/assault/los.lp: the bridge did not trace L: a shot longer than every band of the firer's card,
    which fire.lp judges out of range by its length. terrain/2 elevation/2 marker_at/3 unit_class/2; ground/2
    (terrain.lp); value/5 row/6 footnote/5 edition_doc/2 (chart.lp); assumed/1 (core/trace.lp).
    """

    __slots__ = ()
    _name = "untraced"
    line: Term

    @staticmethod
    def fact(line: object) -> str:
        return f"untraced({line})."


class UntracedFrom(relations.Row):
    """untraced_from(U, Md), kb/assault/fire.lp: the targets, firers and modes of the shots the bridge judges by the
    tables instead of sending them.
    """

    __slots__ = ()
    _name = "untraced_from"
    u: Term
    md: Term

    @staticmethod
    def fact(u: object, md: object) -> str:
        return f"untraced_from({u},{md})."


class UntracedShot(relations.Row):
    """untraced_shot(L, A, B, M, U, T, N), kb/assault/fire.lp: a shot beyond every band in one fact (below; the
    reference way: the bridge judges such shots by the tables).
    """

    __slots__ = ()
    _name = "untraced_shot"
    line: Term
    a: Term
    b: Term
    m: Term
    u: Term
    t: Term
    n: Term

    @staticmethod
    def fact(line: object, a: object, b: object, m: object, u: object, t: object, n: object) -> str:
        return f"untraced_shot({line},{a},{b},{m},{u},{t},{n})."


class UntracedTarget(relations.Row):
    """untraced_target(T), kb/assault/fire.lp"""

    __slots__ = ()
    _name = "untraced_target"
    t: Term

    @staticmethod
    def fact(t: object) -> str:
        return f"untraced_target({t})."


class Value(relations.Row):
    """value(Chart, Row, Col, Value, Cite), kb/assault/chart.lp: the value in force for the scenario's edition: the
    chart's; where the chart lost the icon, the scenario's override, else the rulebook's value (rulebook_cell);
    other lost cells stay `unknown`.
    """

    __slots__ = ()
    _name = "value"
    chart: Term
    row: Term
    col: Term
    value: Term
    cite: Term

    @staticmethod
    def fact(chart: object, row: object, col: object, value: object, cite: object) -> str:
        return f"value({chart},{row},{col},{value},{cite})."


class Verdict(relations.Row):
    """verdict(L, V), kb/assault/los.lp: clear | hindered | blocked | untraced."""

    __slots__ = ()
    _name = "verdict"
    line: Term
    v: Term

    @staticmethod
    def fact(line: object, v: object) -> str:
        return f"verdict({line},{v})."


class Vertex(relations.Row):
    """vertex(F), kb/assault/turning.lp"""

    __slots__ = ()
    _name = "vertex"
    f: Term

    @staticmethod
    def fact(f: object) -> str:
        return f"vertex({f})."


class Vstate(relations.Row):
    """vstate(S, Md, F, P, Last), kb/assault/state.lp: a vehicle state's mode, facing, pivot and last step."""

    __slots__ = ()
    _name = "vstate"
    s: Term
    md: Term
    f: Term
    p: Term
    last: Term

    @staticmethod
    def fact(s: object, md: object, f: object, p: object, last: object) -> str:
        return f"vstate({s},{md},{f},{p},{last})."


class Walk(relations.Row):
    """walk(W), kb/assault/movement.lp"""

    __slots__ = ()
    _name = "walk"
    w: Term

    @staticmethod
    def fact(w: object) -> str:
        return f"walk({w})."


class WalkBudget(relations.Row):
    """walk_budget(W, Md, MP), kb/assault/movement.lp: how far W searches in mode Md."""

    __slots__ = ()
    _name = "walk_budget"
    w: Term
    md: Term
    mp: Term

    @staticmethod
    def fact(w: object, md: object, mp: object) -> str:
        return f"walk_budget({w},{md},{mp})."


class WalkMa(relations.Row):
    """walk_ma(W, MA), kb/assault/movement.lp"""

    __slots__ = ()
    _name = "walk_ma"
    w: Term
    ma: Term

    @staticmethod
    def fact(w: object, ma: object) -> str:
        return f"walk_ma({w},{ma})."


class WalkMove(relations.Row):
    """walk_move(W, Mv), kb/assault/movement.lp"""

    __slots__ = ()
    _name = "walk_move"
    w: Term
    mv: Term

    @staticmethod
    def fact(w: object, mv: object) -> str:
        return f"walk_move({w},{mv})."


class WalkOrder(relations.Row):
    """walk_order(W, O), kb/assault/state.lp"""

    __slots__ = ()
    _name = "walk_order"
    w: Term
    o: Term

    @staticmethod
    def fact(w: object, o: object) -> str:
        return f"walk_order({w},{o})."


class WalkSide(relations.Row):
    """walk_side(W, S), kb/assault/movement.lp"""

    __slots__ = ()
    _name = "walk_side"
    w: Term
    s: Term

    @staticmethod
    def fact(w: object, s: object) -> str:
        return f"walk_side({w},{s})."


class WatchHex(relations.Row):
    """watch_hex(W, H), kb/assault/state.lp"""

    __slots__ = ()
    _name = "watch_hex"
    w: Term
    h: Term

    @staticmethod
    def fact(w: object, h: object) -> str:
        return f"watch_hex({w},{h})."


class WatchWalk(relations.Row):
    """watch_walk(W), kb/assault/state.lp: where the search must hand back the states it reaches."""

    __slots__ = ()
    _name = "watch_walk"
    w: Term

    @staticmethod
    def fact(w: object) -> str:
        return f"watch_walk({w})."


class Wblocked(relations.Row):
    """wblocked(W, H1, H2), kb/assault/movement.lp: a step W may not take: off its urban alley; across what its fast
    action may not cross.
    """

    __slots__ = ()
    _name = "wblocked"
    w: Term
    h1: Term
    h2: Term

    @staticmethod
    def fact(w: object, h1: object, h2: object) -> str:
        return f"wblocked({w},{h1},{h2})."


class Wend(relations.Row):
    """wend(W, H, Md, S, C), kb/assault/search.lp"""

    __slots__ = ()
    _name = "wend"
    w: Term
    h: Term
    md: Term
    s: Term
    c: Term

    @staticmethod
    def fact(w: object, h: object, md: object, s: object, c: object) -> str:
        return f"wend({w},{h},{md},{s},{c})."


class Winner(relations.Row):
    """winner(S), kb/assault/turn.lp"""

    __slots__ = ()
    _name = "winner"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"winner({s})."


class WstepReason(relations.Row):
    """wstep_reason(W, H1, H2, Reason, Cite), kb/assault/movement.lp: why W cannot take a step asked about by
    probe/3.
    """

    __slots__ = ()
    _name = "wstep_reason"
    w: Term
    h1: Term
    h2: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(w: object, h1: object, h2: object, reason: object, cite: object) -> str:
        return f"wstep_reason({w},{h1},{h2},{reason},{cite})."
