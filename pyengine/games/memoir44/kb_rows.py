"""Row classes for the relations kb/memoir44/ names in its headers (those the core names are
pyengine/kb_rows.py's): written by ``python scripts/kb_rows.py``, never by hand
(tests/core/test_relations.py keeps them equal to the headers)."""

from __future__ import annotations

from pyengine import relations
from pyengine.kb_terms import Term


class Active(relations.Row):
    """active(S), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "active"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"active({s})."


class Adds(relations.Row):
    """adds(I, Fact, Cite), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "adds"
    i: Term
    fact_: Term
    cite: Term

    @staticmethod
    def fact(i: object, fact_: object, cite: object) -> str:
        return f"adds({i},{fact_},{cite})."


class AfloatOn(relations.Row):
    """afloat_on(X), kb/memoir44/me.lp: it is in a boat on the river X."""

    __slots__ = ()
    _name = "afloat_on"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"afloat_on({x})."


class AirStrikes(relations.Row):
    """air_strikes(Way), kb/memoir44/turn.lp: some side may play a Recon as an air strike (turn_orders.lp judges who
    and when): switched (blitz, air_strikes_rules) or hill317.
    """

    __slots__ = ()
    _name = "air_strikes"
    way: Term

    @staticmethod
    def fact(way: object) -> str:
        return f"air_strikes({way})."


class AmbushDue(relations.Row):
    """ambush_due(E, U), kb/memoir44/turn.lp: E's side may answer U's close assault with Ambush;"""

    __slots__ = ()
    _name = "ambush_due"
    e: Term
    u: Term

    @staticmethod
    def fact(e: object, u: object) -> str:
        return f"ambush_due({e},{u})."


class AmbushScores(relations.Row):
    """ambush_scores(E, U, F), kb/memoir44/turn_card.lp: a face F would hit U;"""

    __slots__ = ()
    _name = "ambush_scores"
    e: Term
    u: Term
    f: Term

    @staticmethod
    def fact(e: object, u: object, f: object) -> str:
        return f"ambush_scores({e},{u},{f})."


class AmbushTarget(relations.Row):
    """ambush_target(E, U, N), kb/memoir44/turn_card.lp: E could battle U with N dice (the battle question asked for
    the defender, terrain counted) and
    """

    __slots__ = ()
    _name = "ambush_target"
    e: Term
    u: Term
    n: Term

    @staticmethod
    def fact(e: object, u: object, n: object) -> str:
        return f"ambush_target({e},{u},{n})."


class Ambushed(relations.Row):
    """ambushed(S), kb/memoir44/turn.lp: S played Ambush against this turn (the card waits for the draw)."""

    __slots__ = ()
    _name = "ambushed"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"ambushed({s})."


class AnyIfNone(relations.Row):
    """any_if_none(Card), kb/memoir44/cards.lp: with no unit of its kind, 1 unit of any type."""

    __slots__ = ()
    _name = "any_if_none"
    card: Term

    @staticmethod
    def fact(card: object) -> str:
        return f"any_if_none({card})."


class AtSea(relations.Row):
    """at_sea(S), kb/memoir44/classes.lp: it moves only on the ocean, with no it; overruns(S) it may overrun as armor
    does; at_sea(S) it moves only on the ocean, with no stop there, and ends a move only on a hex with no beach
    next to it.
    """

    __slots__ = ()
    _name = "at_sea"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"at_sea({s})."


class Attacker(relations.Row):
    """attacker(U), kb/memoir44/battle.lp: a unit asking;"""

    __slots__ = ()
    _name = "attacker"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"attacker({u})."


class Awaits(relations.Row):
    """awaits(What, X), kb/memoir44/turn.lp: in the hazard phase, what chance does next: reveal (X the hex), or roll
    dice X, hitting on each face X (turn_hazard.lp).
    """

    __slots__ = ()
    _name = "awaits"
    what: Term
    x: Term

    @staticmethod
    def fact(what: object, x: object) -> str:
        return f"awaits({what},{x})."


class BackAllowed(relations.Row):
    """back_allowed(U, E), kb/memoir44/turn_card.lp: E may battle back at U's close assault, held while an Ambush is
    answered; back_allowed(U, E) E may battle back at U's close assault,
    """

    __slots__ = ()
    _name = "back_allowed"
    u: Term
    e: Term

    @staticmethod
    def fact(u: object, e: object) -> str:
        return f"back_allowed({u},{e})."


class BackDue(relations.Row):
    """back_due(E, U), kb/memoir44/turn.lp: E may battle back at U (turn_card.lp, first, for its Ambush; back_due(E,
    U) E may battle back at U (turn_card.lp, turn_end.lp).
    """

    __slots__ = ()
    _name = "back_due"
    e: Term
    u: Term

    @staticmethod
    def fact(e: object, u: object) -> str:
        return f"back_due({e},{u})."


class BackScores(relations.Row):
    """back_scores(E, U, F), kb/memoir44/turn_card.lp: a face of its die that hits U. Each step the battle question's
    note; back_scores(E, U, F) a face of its die that hits U. Each step cites its card's line (card_cite/2 of
    cards.lp).
    """

    __slots__ = ()
    _name = "back_scores"
    e: Term
    u: Term
    f: Term

    @staticmethod
    def fact(e: object, u: object, f: object) -> str:
        return f"back_scores({e},{u},{f})."


class Barred(relations.Row):
    """barred(U, Reason, Cite), kb/memoir44/battle.lp: why U may not battle anyone this turn."""

    __slots__ = ()
    _name = "barred"
    u: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(u: object, reason: object, cite: object) -> str:
        return f"barred({u},{reason},{cite})."


class Battle(relations.Row):
    """battle(U, E), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "battle"
    u: Term
    e: Term

    @staticmethod
    def fact(u: object, e: object) -> str:
        return f"battle({u},{e})."


class BattleAfter(relations.Row):
    """battle_after(T, N), kb/memoir44/terrain.lp: it may still battle after moving at most N hexes."""

    __slots__ = ()
    _name = "battle_after"
    t: Term
    n: Term

    @staticmethod
    def fact(t: object, n: object) -> str:
        return f"battle_after({t},{n})."


class BattleKind(relations.Row):
    """battle_kind(U, E, Kind), kb/memoir44/battle.lp: close_assault | fire."""

    __slots__ = ()
    _name = "battle_kind"
    u: Term
    e: Term
    kind: Term

    @staticmethod
    def fact(u: object, e: object, kind: object) -> str:
        return f"battle_kind({u},{e},{kind})."


class BattleOut(relations.Row):
    """battle_out(X, Attacker, N), kb/memoir44/terrain.lp: a unit of that type battling out of a hex with X rolls N
    fewer dice; battle_out_cite(X, Cite) where that is written.
    """

    __slots__ = ()
    _name = "battle_out"
    x: Term
    attacker: Term
    n: Term

    @staticmethod
    def fact(x: object, attacker: object, n: object) -> str:
        return f"battle_out({x},{attacker},{n})."


class BattleRoll(relations.Row):
    """battle_roll(U, E, N, Kind), kb/memoir44/turn.lp: U battles E with N dice (Kind close_assault or fire; strike,"""

    __slots__ = ()
    _name = "battle_roll"
    u: Term
    e: Term
    n: Term
    kind: Term

    @staticmethod
    def fact(u: object, e: object, n: object, kind: object) -> str:
        return f"battle_roll({u},{e},{n},{kind})."


class Battled(relations.Row):
    """battled(U), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "battled"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"battled({u})."


class BattledTwice(relations.Row):
    """battled_twice(U), kb/memoir44/turn_card.lp"""

    __slots__ = ()
    _name = "battled_twice"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"battled_twice({u})."


class BattlesOnEntry(relations.Row):
    """battles_on_entry(T), kb/memoir44/terrain.lp: a unit of that kind may battle even after entering terrain that
    forbids it (it still stops), and from terrain where no unit may battle (the ocean): BGA's ignoreCannotBattle.
    """

    __slots__ = ()
    _name = "battles_on_entry"
    t: Term

    @staticmethod
    def fact(t: object) -> str:
        return f"battles_on_entry({t})."


class Beach(relations.Row):
    """beach(X), kb/memoir44/terrain_more.lp: a move whose path enters X is at most beach_cap(N) hexes long."""

    __slots__ = ()
    _name = "beach"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"beach({x})."


class BeachHex(relations.Row):
    """beach_hex(H), kb/memoir44/movement_beach.lp: the beach state's live/1, next_state/4 and budget/3, and the
    route_part/8 and why_not/4 it explains.
    """

    __slots__ = ()
    _name = "beach_hex"
    h: Term

    @staticmethod
    def fact(h: object) -> str:
        return f"beach_hex({h})."


class BestChoice(relations.Row):
    """best_choice(K, Lost, Cite), kb/memoir44/retreat.lp: no choice loses fewer figures than K's Lost (without
    ignore/1).
    """

    __slots__ = ()
    _name = "best_choice"
    k: Term
    lost: Term
    cite: Term

    @staticmethod
    def fact(k: object, lost: object, cite: object) -> str:
        return f"best_choice({k},{lost},{cite})."


class BlitzSwitch(relations.Row):
    """blitz_switch(S, A), kb/memoir44/movement_blitz.lp: (option A holds side S's armor),"""

    __slots__ = ()
    _name = "blitz_switch"
    s: Term
    a: Term

    @staticmethod
    def fact(s: object, a: object) -> str:
        return f"blitz_switch({s},{a})."


class Blitzed(relations.Row):
    """blitzed(S), kb/memoir44/movement_blitz.lp: the allowance_part/4 it gives and the depends/3 it rests on."""

    __slots__ = ()
    _name = "blitzed"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"blitzed({s})."


class BlockedBy(relations.Row):
    """blocked_by(L, Reason, Cite), kb/memoir44/los.lp: each reason the line is blocked."""

    __slots__ = ()
    _name = "blocked_by"
    line: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(line: object, reason: object, cite: object) -> str:
        return f"blocked_by({line},{reason},{cite})."


class BlocksLos(relations.Row):
    """blocks_los(X), kb/memoir44/terrain.lp: X blocks line of sight."""

    __slots__ = ()
    _name = "blocks_los"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"blocks_los({x})."


class BlocksLosFor(relations.Row):
    """blocks_los_for(X, T), kb/memoir44/classes.lp: X blocks the line of sight of a firer of type T only (wide
    river).
    """

    __slots__ = ()
    _name = "blocks_los_for"
    x: Term
    t: Term

    @staticmethod
    def fact(x: object, t: object) -> str:
        return f"blocks_los_for({x},{t})."


class BlocksLosFrom(relations.Row):
    """blocks_los_from(X, N), kb/memoir44/terrain_more.lp: a line of sight crossing N hexes of X is blocked (a lake)."""

    __slots__ = ()
    _name = "blocks_los_from"
    x: Term
    n: Term

    @staticmethod
    def fact(x: object, n: object) -> str:
        return f"blocks_los_from({x},{n})."


class Bluff(relations.Row):
    """bluff(X), kb/memoir44/classes.lp: a step between a beach and X costs bluff_cost(N) hexes for a type that may
    make it, and is barred to the others (bluff_barred(T)).
    """

    __slots__ = ()
    _name = "bluff"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"bluff({x})."


class BluffStep(relations.Row):
    """bluff_step(H1, H2), kb/memoir44/board_walls.lp: a step between a beach and a sea bluff or cliff (line 100)."""

    __slots__ = ()
    _name = "bluff_step"
    h1: Term
    h2: Term

    @staticmethod
    def fact(h1: object, h2: object) -> str:
        return f"bluff_step({h1},{h2})."


class BoardFormat(relations.Row):
    """board_format(W, H, Format, Cite), kb/memoir44/cards.lp: a board W hexes across and H rows is a standard,
    breakthrough or overlord board (memoir44-more-facts.md §4).
    """

    __slots__ = ()
    _name = "board_format"
    w: Term
    h: Term
    format: Term
    cite: Term

    @staticmethod
    def fact(w: object, h: object, format: object, cite: object) -> str:
        return f"board_format({w},{h},{format},{cite})."


class BoardHeight(relations.Row):
    """board_height(H), kb/memoir44/board_format.lp: the board's hexes across and rows."""

    __slots__ = ()
    _name = "board_height"
    h: Term

    @staticmethod
    def fact(h: object) -> str:
        return f"board_height({h})."


class BoardWidth(relations.Row):
    """board_width(W), kb/memoir44/board_format.lp"""

    __slots__ = ()
    _name = "board_width"
    w: Term

    @staticmethod
    def fact(w: object) -> str:
        return f"board_width({w})."


class BoatOpens(relations.Row):
    """boat_opens(X), kb/memoir44/me.lp: X, a river, is open to it: it is in a boat (memoir44-more-facts.md line
    207).
    """

    __slots__ = ()
    _name = "boat_opens"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"boat_opens({x})."


class BoatWater(relations.Row):
    """boat_water(X), kb/memoir44/classes.lp: a unit in a boat (equipment boat) may enter X: a river."""

    __slots__ = ()
    _name = "boat_water"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"boat_water({x})."


class BridgeKind(relations.Row):
    """bridge_kind(X), kb/memoir44/classes.lp: X is a bridge: a boat on a river must land before entering it."""

    __slots__ = ()
    _name = "bridge_kind"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"bridge_kind({x})."


class Cannot(relations.Row):
    """cannot(U, E, Reason, Cite), kb/memoir44/battle.lp: why U may not battle E."""

    __slots__ = ()
    _name = "cannot"
    u: Term
    e: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(u: object, e: object, reason: object, cite: object) -> str:
        return f"cannot({u},{e},{reason},{cite})."


class CantLeave(relations.Row):
    """cant_leave(X, UnitType), kb/memoir44/terrain.lp: a unit of that type starting in X may not leave it."""

    __slots__ = ()
    _name = "cant_leave"
    x: Term
    unit_type: Term

    @staticmethod
    def fact(x: object, unit_type: object) -> str:
        return f"cant_leave({x},{unit_type})."


class Captured(relations.Row):
    """captured(H), kb/memoir44/turn.lp: the HQ or supply tent on H is its enemy's (turn_second_rolls.lp)."""

    __slots__ = ()
    _name = "captured"
    h: Term

    @staticmethod
    def fact(h: object) -> str:
        return f"captured({h})."


class CardAssumes(relations.Row):
    """card_assumes(Card, A), kb/memoir44/cards.lp: its effect rests on assumption A (the facts give only its count)."""

    __slots__ = ()
    _name = "card_assumes"
    card: Term
    a: Term

    @staticmethod
    def fact(card: object, a: object) -> str:
        return f"card_assumes({card},{a})."


class CardBarred(relations.Row):
    """card_barred(U, Reason, Cite), kb/memoir44/card_effects.lp: the card bars U from battling at all."""

    __slots__ = ()
    _name = "card_barred"
    u: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(u: object, reason: object, cite: object) -> str:
        return f"card_barred({u},{reason},{cite})."


class CardBattleAfter(relations.Row):
    """card_battle_after(U, M, Cite), kb/memoir44/card_effects.lp: U may still battle after moving up to M hexes."""

    __slots__ = ()
    _name = "card_battle_after"
    u: Term
    m: Term
    cite: Term

    @staticmethod
    def fact(u: object, m: object, cite: object) -> str:
        return f"card_battle_after({u},{m},{cite})."


class CardCannot(relations.Row):
    """card_cannot(U, E, Reason, Cite), kb/memoir44/card_effects.lp: the card bars U from battling E."""

    __slots__ = ()
    _name = "card_cannot"
    u: Term
    e: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(u: object, e: object, reason: object, cite: object) -> str:
        return f"card_cannot({u},{e},{reason},{cite})."


class CardChanges(relations.Row):
    """card_changes(Card, Question), kb/memoir44/cards.lp: card_effects.lp changes the moves or battle question's
    answer under the card (what loads it, and what a kept answer is keyed by).
    """

    __slots__ = ()
    _name = "card_changes"
    card: Term
    question: Term

    @staticmethod
    def fact(card: object, question: object) -> str:
        return f"card_changes({card},{question})."


class CardCite(relations.Row):
    """card_cite(Card, Cite), kb/memoir44/cards.lp: where its effect is stated."""

    __slots__ = ()
    _name = "card_cite"
    card: Term
    cite: Term

    @staticmethod
    def fact(card: object, cite: object) -> str:
        return f"card_cite({card},{cite})."


class CardCopies(relations.Row):
    """card_copies(Card, N), kb/memoir44/cards.lp: copies of any card in the standard deck (60 in all, line 684)."""

    __slots__ = ()
    _name = "card_copies"
    card: Term
    n: Term

    @staticmethod
    def fact(card: object, n: object) -> str:
        return f"card_copies({card},{n})."


class CardDie(relations.Row):
    """card_die(U, E, N, Cite), kb/memoir44/card_effects.lp: the card adds N dice to U's battle against E."""

    __slots__ = ()
    _name = "card_die"
    u: Term
    e: Term
    n: Term
    cite: Term

    @staticmethod
    def fact(u: object, e: object, n: object, cite: object) -> str:
        return f"card_die({u},{e},{n},{cite})."


class CardLimit(relations.Row):
    """card_limit(Section, N, Cite), kb/memoir44/orders.lp: the card orders up to N units in Section (anywhere: a
    tactic card's pool, wherever its units stand).
    """

    __slots__ = ()
    _name = "card_limit"
    section: Term
    n: Term
    cite: Term

    @staticmethod
    def fact(section: object, n: object, cite: object) -> str:
        return f"card_limit({section},{n},{cite})."


class CardMove(relations.Row):
    """card_move(U, N, Cite), kb/memoir44/card_effects.lp: the card lets U move up to N hexes, its own limit aside."""

    __slots__ = ()
    _name = "card_move"
    u: Term
    n: Term
    cite: Term

    @staticmethod
    def fact(u: object, n: object, cite: object) -> str:
        return f"card_move({u},{n},{cite})."


class CardName(relations.Row):
    """card_name(Kind, Section, Card), kb/memoir44/cards.lp: the section card of that kind (recon, probe, attack,
    assault).
    """

    __slots__ = ()
    _name = "card_name"
    kind: Term
    section: Term
    card: Term

    @staticmethod
    def fact(kind: object, section: object, card: object) -> str:
        return f"card_name({kind},{section},{card})."


class CardNoStops(relations.Row):
    """card_no_stops(U, Cite), kb/memoir44/card_effects.lp: U ignores the terrain that would stop it (impassable
    stays).
    """

    __slots__ = ()
    _name = "card_no_stops"
    u: Term
    cite: Term

    @staticmethod
    def fact(u: object, cite: object) -> str:
        return f"card_no_stops({u},{cite})."


class CardNote(relations.Row):
    """card_note(Note, Cite), kb/memoir44/orders.lp: what else the card's order allows (one more unit, gung ho), or
    that its units are chosen otherwise (by dice, by the wounded).
    """

    __slots__ = ()
    _name = "card_note"
    note: Term
    cite: Term

    @staticmethod
    def fact(note: object, cite: object) -> str:
        return f"card_note({note},{cite})."


class CardOrders(relations.Row):
    """card_orders(Card, Section, N), kb/memoir44/cards.lp: the card orders up to N units in that section."""

    __slots__ = ()
    _name = "card_orders"
    card: Term
    section: Term
    n: Term

    @staticmethod
    def fact(card: object, section: object, n: object) -> str:
        return f"card_orders({card},{section},{n})."


class CardPhase(relations.Row):
    """card_phase(Card, Phase), kb/memoir44/cards.lp: playing the card leads to Phase, not to orders."""

    __slots__ = ()
    _name = "card_phase"
    card: Term
    phase: Term

    @staticmethod
    def fact(card: object, phase: object) -> str:
        return f"card_phase({card},{phase})."


class CardUnknown(relations.Row):
    """card_unknown(Card, Cite), kb/memoir44/orders.lp: the sources do not say what the card orders."""

    __slots__ = ()
    _name = "card_unknown"
    card: Term
    cite: Term

    @staticmethod
    def fact(card: object, cite: object) -> str:
        return f"card_unknown({card},{cite})."


class CardsDrawn(relations.Row):
    """cards_drawn(Card, N), kb/memoir44/turn.lp: cards drawn when the battles of a turn played with Card end."""

    __slots__ = ()
    _name = "cards_drawn"
    card: Term
    n: Term

    @staticmethod
    def fact(card: object, n: object) -> str:
        return f"cards_drawn({card},{n})."


class ChanceFace(relations.Row):
    """chance_face(Face, N), kb/memoir44/turn.lp: N of a battle die's faces show Face (for a roll's odds)."""

    __slots__ = ()
    _name = "chance_face"
    face: Term
    n: Term

    @staticmethod
    def fact(face: object, n: object) -> str:
        return f"chance_face({face},{n})."


class ChipDue(relations.Row):
    """chip_due(I, S), kb/memoir44/turn_commissar.lp: the play is followed by a card put under the chip (the
    commissar phase).
    """

    __slots__ = ()
    _name = "chip_due"
    i: Term
    s: Term

    @staticmethod
    def fact(i: object, s: object) -> str:
        return f"chip_due({i},{s})."


class Choice(relations.Row):
    """choice(K), kb/memoir44/retreat.lp: the owner may ignore K flags (only the asked K, with ignore(K))."""

    __slots__ = ()
    _name = "choice"
    k: Term

    @staticmethod
    def fact(k: object) -> str:
        return f"choice({k})."


class Climb(relations.Row):
    """climb(H1, H2, X, N), kb/memoir44/movement_climb.lp: (a step from H1 up onto H2's X costs N), climbs(H1, H2),
    the climb's arc/7 and its route_part/8.
    """

    __slots__ = ()
    _name = "climb"
    h1: Term
    h2: Term
    x: Term
    n: Term

    @staticmethod
    def fact(h1: object, h2: object, x: object, n: object) -> str:
        return f"climb({h1},{h2},{x},{n})."


class ClimbCost(relations.Row):
    """climb_cost(X, N), kb/memoir44/terrain_more.lp: entering X from a hex that is not a hill costs N hexes of
    movement.
    """

    __slots__ = ()
    _name = "climb_cost"
    x: Term
    n: Term

    @staticmethod
    def fact(x: object, n: object) -> str:
        return f"climb_cost({x},{n})."


class CloseAssaultIgnoresCover(relations.Row):
    """close_assault_ignores_cover(S), kb/memoir44/terrain.lp: a unit of subtype S ignores every reduction of the
    target hex when it battles at range 1.
    """

    __slots__ = ()
    _name = "close_assault_ignores_cover"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"close_assault_ignores_cover({s})."


class CloseCoverCap(relations.Row):
    """close_cover_cap(S, M), kb/memoir44/classes.lp: at range 1 the target"""

    __slots__ = ()
    _name = "close_cover_cap"
    s: Term
    m: Term

    @staticmethod
    def fact(s: object, m: object) -> str:
        return f"close_cover_cap({s},{m})."


class ClosedSide(relations.Row):
    """closed_side(W), kb/memoir44/classes.lp: no unit moves or retreats across a hexside W."""

    __slots__ = ()
    _name = "closed_side"
    w: Term

    @staticmethod
    def fact(w: object) -> str:
        return f"closed_side({w})."


class CommandCard(relations.Row):
    """command_card(Card), kb/memoir44/cards.lp: a card ask orders accepts."""

    __slots__ = ()
    _name = "command_card"
    card: Term

    @staticmethod
    def fact(card: object) -> str:
        return f"command_card({card})."


class Commissar(relations.Row):
    """commissar(S, Card), kb/memoir44/turn.lp: the card under S's commissar chip, played next (turn_commissar.lp)."""

    __slots__ = ()
    _name = "commissar"
    s: Term
    card: Term

    @staticmethod
    def fact(s: object, card: object) -> str:
        return f"commissar({s},{card})."


class CopyOf(relations.Row):
    """copy_of(Card), kb/memoir44/card_force.lp: what a Counter-Attack played now would play: the opponent's last
    card, mirrored left and right.
    """

    __slots__ = ()
    _name = "copy_of"
    card: Term

    @staticmethod
    def fact(card: object) -> str:
        return f"copy_of({card})."


class DarkCard(relations.Row):
    """dark_card(Card), kb/memoir44/orders.lp: at night Card orders 1 unit anywhere instead of striking."""

    __slots__ = ()
    _name = "dark_card"
    card: Term

    @staticmethod
    def fact(card: object) -> str:
        return f"dark_card({card})."


class Deal(relations.Row):
    """deal(S, N), kb/memoir44/turn.lp: cards still to deal to S;"""

    __slots__ = ()
    _name = "deal"
    s: Term
    n: Term

    @staticmethod
    def fact(s: object, n: object) -> str:
        return f"deal({s},{n})."


class Deck(relations.Row):
    """deck(Card, N), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "deck"
    card: Term
    n: Term

    @staticmethod
    def fact(card: object, n: object) -> str:
        return f"deck({card},{n})."


class DeckCard(relations.Row):
    """deck_card(Card, N), kb/memoir44/turn.lp: the deck play starts with: N copies of Card."""

    __slots__ = ()
    _name = "deck_card"
    card: Term
    n: Term

    @staticmethod
    def fact(card: object, n: object) -> str:
        return f"deck_card({card},{n})."


class DeckCount(relations.Row):
    """deck_count(Card, N), kb/memoir44/cards.lp: copies of a section card in the standard deck."""

    __slots__ = ()
    _name = "deck_count"
    card: Term
    n: Term

    @staticmethod
    def fact(card: object, n: object) -> str:
        return f"deck_count({card},{n})."


class DeckLeft(relations.Row):
    """deck_left(N), kb/memoir44/turn_deck.lp: the cards in the deck;"""

    __slots__ = ()
    _name = "deck_left"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"deck_left({n})."


class DeckOption(relations.Row):
    """deck_option(O), kb/memoir44/turn.lp: O is no_reshuffle: the deck is never refilled (deck_reshuffling false,
    line 398).
    """

    __slots__ = ()
    _name = "deck_option"
    o: Term

    @staticmethod
    def fact(o: object) -> str:
        return f"deck_option({o})."


class DeckOut(relations.Row):
    """deck_out(I, W), kb/memoir44/turn_deck.lp: step I draws the deck's last card, never refilled, and W wins by it;"""

    __slots__ = ()
    _name = "deck_out"
    i: Term
    w: Term

    @staticmethod
    def fact(i: object, w: object) -> str:
        return f"deck_out({i},{w})."


class DecoyMedalWon(relations.Row):
    """decoy_medal_won(S), kb/memoir44/turn.lp: S has gained the decoy medal (turn_hazard.lp: only one is ever
    given).
    """

    __slots__ = ()
    _name = "decoy_medal_won"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"decoy_medal_won({s})."


class DefaultWinner(relations.Row):
    """default_winner(S), kb/memoir44/turn.lp: S wins when the deck runs out, under no_reshuffle (line 436)."""

    __slots__ = ()
    _name = "default_winner"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"default_winner({s})."


class DesertMoveDue(relations.Row):
    """desert_move_due(U), kb/memoir44/turn.lp: U (armor that took ground, desert rules) may first move 1 hex more;"""

    __slots__ = ()
    _name = "desert_move_due"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"desert_move_due({u})."


class Dice(relations.Row):
    """dice(U, E, N), kb/memoir44/battle.lp: the sum of those parts."""

    __slots__ = ()
    _name = "dice"
    u: Term
    e: Term
    n: Term

    @staticmethod
    def fact(u: object, e: object, n: object) -> str:
        return f"dice({u},{e},{n})."


class DiceNote(relations.Row):
    """dice_note(U, E, Note, Cite), kb/memoir44/battle.lp: a reduction that exists and does not count, and why."""

    __slots__ = ()
    _name = "dice_note"
    u: Term
    e: Term
    note: Term
    cite: Term

    @staticmethod
    def fact(u: object, e: object, note: object, cite: object) -> str:
        return f"dice_note({u},{e},{note},{cite})."


class DicePart(relations.Row):
    """dice_part(U, E, Label, N, Cite), kb/memoir44/battle.lp: one labelled part of U's dice against E."""

    __slots__ = ()
    _name = "dice_part"
    u: Term
    e: Term
    label: Term
    n: Term
    cite: Term

    @staticmethod
    def fact(u: object, e: object, label: object, n: object, cite: object) -> str:
        return f"dice_part({u},{e},{label},{n},{cite})."


class DieFace(relations.Row):
    """die_face(Symbol, N), kb/memoir44/terrain.lp: N of the six faces of a battle die show Symbol."""

    __slots__ = ()
    _name = "die_face"
    symbol_: Term
    n: Term

    @staticmethod
    def fact(symbol_: object, n: object) -> str:
        return f"die_face({symbol_},{n})."


class DieSides(relations.Row):
    """die_sides(N), kb/memoir44/battle.lp: what the odds need;"""

    __slots__ = ()
    _name = "die_sides"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"die_sides({n})."


class Discard(relations.Row):
    """discard(Card, N), kb/memoir44/turn.lp: likewise."""

    __slots__ = ()
    _name = "discard"
    card: Term
    n: Term

    @staticmethod
    def fact(card: object, n: object) -> str:
        return f"discard({card},{n})."


class Draw(relations.Row):
    """draw(Card), kb/memoir44/turn.lp: roll reveal(V)"""

    __slots__ = ()
    _name = "draw"
    card: Term

    @staticmethod
    def fact(card: object) -> str:
        return f"draw({card})."


class Drawing(relations.Row):
    """drawing(I, Card), kb/memoir44/turn_deck.lp: step I draws Card;"""

    __slots__ = ()
    _name = "drawing"
    i: Term
    card: Term

    @staticmethod
    def fact(i: object, card: object) -> str:
        return f"drawing({i},{card})."


class Drawn(relations.Row):
    """drawn(Card, N), kb/memoir44/turn.lp: a Recon draw to keep from."""

    __slots__ = ()
    _name = "drawn"
    card: Term
    n: Term

    @staticmethod
    def fact(card: object, n: object) -> str:
        return f"drawn({card},{n})."


class Draws(relations.Row):
    """draws(N), kb/memoir44/turn.lp: cards still to draw this turn;"""

    __slots__ = ()
    _name = "draws"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"draws({n})."


class Drew(relations.Row):
    """drew(S, Card), kb/memoir44/turn.lp: deck_refilled."""

    __slots__ = ()
    _name = "drew"
    s: Term
    card: Term

    @staticmethod
    def fact(s: object, card: object) -> str:
        return f"drew({s},{card})."


class DugIn(relations.Row):
    """dug_in(U), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "dug_in"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"dug_in({u})."


class Eligible(relations.Row):
    """eligible(U, Section), kb/memoir44/orders.lp: unit U may be ordered as one of Section's units: it stands there,
    seen from its side's edge (and is of the kind the card orders), or the card orders it from anywhere.
    """

    __slots__ = ()
    _name = "eligible"
    u: Term
    section: Term

    @staticmethod
    def fact(u: object, section: object) -> str:
        return f"eligible({u},{section})."


class Eliminated(relations.Row):
    """eliminated(K, H, Steps), kb/memoir44/retreat.lp: that ending removes the unit's last figure."""

    __slots__ = ()
    _name = "eliminated"
    k: Term
    h: Term
    steps: Term

    @staticmethod
    def fact(k: object, h: object, steps: object) -> str:
        return f"eliminated({k},{h},{steps})."


class EnteringCaptures(relations.Row):
    """entering_captures(X), kb/memoir44/terrain_more.lp: an enemy unit entering X captures it (HQ tents)."""

    __slots__ = ()
    _name = "entering_captures"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"entering_captures({x})."


class EntryBarsBattle(relations.Row):
    """entry_bars_battle(K, X), kb/memoir44/terrain.lp: a unit of kind K may not battle on the turn it entered X."""

    __slots__ = ()
    _name = "entry_bars_battle"
    k: Term
    x: Term

    @staticmethod
    def fact(k: object, x: object) -> str:
        return f"entry_bars_battle({k},{x})."


class Exit(relations.Row):
    """exit(U), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "exit"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"exit({u})."


class ExitWorth(relations.Row):
    """exit_worth(Class, N), kb/memoir44/turn.lp: medals an exit scores where not 1 (infantry,
    infantry_exit_counts_2);
    """

    __slots__ = ()
    _name = "exit_worth"
    class_: Term
    n: Term

    @staticmethod
    def fact(class_: object, n: object) -> str:
        return f"exit_worth({class_},{n})."


class Exited(relations.Row):
    """exited(U), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "exited"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"exited({u})."


class Exits(relations.Row):
    """exits(S, N), kb/memoir44/turn.lp: N of S's units have exited, where exits_needed/2 counts them."""

    __slots__ = ()
    _name = "exits"
    s: Term
    n: Term

    @staticmethod
    def fact(s: object, n: object) -> str:
        return f"exits({s},{n})."


class ExitsNeeded(relations.Row):
    """exits_needed(S, N), kb/memoir44/turn.lp: S wins only with N units exited, or no enemy left
    (must_have_unit_exit, line 400).
    """

    __slots__ = ()
    _name = "exits_needed"
    s: Term
    n: Term

    @staticmethod
    def fact(s: object, n: object) -> str:
        return f"exits_needed({s},{n})."


class ExtraDraw(relations.Row):
    """extra_draw(S, T), kb/memoir44/turn.lp: S draws 1 card more after each of its turns up to turn T (scenario id
    2, line 432).
    """

    __slots__ = ()
    _name = "extra_draw"
    s: Term
    t: Term

    @staticmethod
    def fact(s: object, t: object) -> str:
        return f"extra_draw({s},{t})."


class FacesForward(relations.Row):
    """faces_forward(S), kb/memoir44/classes.lp: alone, it may not retreat into its three forward hexes."""

    __slots__ = ()
    _name = "faces_forward"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"faces_forward({s})."


class FacesHitting(relations.Row):
    """faces_hitting(U, N), kb/memoir44/turn.lp: N of a die's faces hit U: what an agent's evaluator weighs
    (battle.lp decides each battle).
    """

    __slots__ = ()
    _name = "faces_hitting"
    u: Term
    n: Term

    @staticmethod
    def fact(u: object, n: object) -> str:
        return f"faces_hitting({u},{n})."


class FarEntryBarsBattle(relations.Row):
    """far_entry_bars_battle(K, X, N), kb/memoir44/terrain.lp: ... if it moved more than N hexes to enter X (jungle)."""

    __slots__ = ()
    _name = "far_entry_bars_battle"
    k: Term
    x: Term
    n: Term

    @staticmethod
    def fact(k: object, x: object, n: object) -> str:
        return f"far_entry_bars_battle({k},{x},{n})."


class FeatureOwner(relations.Row):
    """feature_owner(H, O, S), kb/memoir44/movement.lp"""

    __slots__ = ()
    _name = "feature_owner"
    h: Term
    o: Term
    s: Term

    @staticmethod
    def fact(h: object, o: object, s: object) -> str:
        return f"feature_owner({h},{o},{s})."


class FewestLost(relations.Row):
    """fewest_lost(K, Lost), kb/memoir44/retreat.lp: the fewest figures choice K can lose, over its ends."""

    __slots__ = ()
    _name = "fewest_lost"
    k: Term
    lost: Term

    @staticmethod
    def fact(k: object, lost: object) -> str:
        return f"fewest_lost({k},{lost})."


class Figures(relations.Row):
    """figures(T, N), kb/memoir44/terrain.lp: figures a unit starts with."""

    __slots__ = ()
    _name = "figures"
    t: Term
    n: Term

    @staticmethod
    def fact(t: object, n: object) -> str:
        return f"figures({t},{n})."


class FiguresLost(relations.Row):
    """figures_lost(E, N), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "figures_lost"
    e: Term
    n: Term

    @staticmethod
    def fact(e: object, n: object) -> str:
        return f"figures_lost({e},{n})."


class First(relations.Row):
    """first(S), kb/memoir44/turn.lp: the side that plays first;"""

    __slots__ = ()
    _name = "first"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"first({s})."


class FirstStepOnly(relations.Row):
    """first_step_only(X), kb/memoir44/terrain.lp: X may be entered only as the first step of a move (hedgerow)."""

    __slots__ = ()
    _name = "first_step_only"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"first_step_only({x})."


class FixedCount(relations.Row):
    """fixed_count(Card), kb/memoir44/cards.lp: the card orders a number of units, not all in a section."""

    __slots__ = ()
    _name = "fixed_count"
    card: Term

    @staticmethod
    def fact(card: object) -> str:
        return f"fixed_count({card})."


class FlagFaces(relations.Row):
    """flag_faces(N), kb/memoir44/battle.lp"""

    __slots__ = ()
    _name = "flag_faces"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"flag_faces({n})."


class Flags(relations.Row):
    """flags(N), kb/memoir44/retreat.lp: flags rolled against it;"""

    __slots__ = ()
    _name = "flags"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"flags({n})."


class FlagsRolled(relations.Row):
    """flags_rolled(E, N), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "flags_rolled"
    e: Term
    n: Term

    @staticmethod
    def fact(e: object, n: object) -> str:
        return f"flags_rolled({e},{n})."


class ForceOf(relations.Row):
    """force_of(Card, Last, InForce), kb/memoir44/card_force.lp: Card played when the opponent's last card is Last
    (none: none yet) puts InForce in force: the table both the rules below and the bridge read (a game looks it up
    by its state).
    """

    __slots__ = ()
    _name = "force_of"
    card: Term
    last: Term
    in_force: Term

    @staticmethod
    def fact(card: object, last: object, in_force: object) -> str:
        return f"force_of({card},{last},{in_force})."


class Format(relations.Row):
    """format(Format), kb/memoir44/board_format.lp: standard, breakthrough or overlord; a size the formats do not
    give is played as a standard board (a scenario of one's own making).
    """

    __slots__ = ()
    _name = "format"
    format: Term

    @staticmethod
    def fact(format: object) -> str:
        return f"format({format})."


class FormatCite(relations.Row):
    """format_cite(Cite), kb/memoir44/board_format.lp: the line that gives the format."""

    __slots__ = ()
    _name = "format_cite"
    cite: Term

    @staticmethod
    def fact(cite: object) -> str:
        return f"format_cite({cite})."


class FormatCopies(relations.Row):
    """format_copies(Format, Card, N), kb/memoir44/cards.lp: copies of a card in that format's deck."""

    __slots__ = ()
    _name = "format_copies"
    format: Term
    card: Term
    n: Term

    @staticmethod
    def fact(format: object, card: object, n: object) -> str:
        return f"format_copies({format},{card},{n})."


class FormatUnplayed(relations.Row):
    """format_unplayed(Cite), kb/memoir44/card_force.lp: the board's format is not played (that case), and the line
    saying why.
    """

    __slots__ = ()
    _name = "format_unplayed"
    cite: Term

    @staticmethod
    def fact(cite: object) -> str:
        return f"format_unplayed({cite})."


class FromChip(relations.Row):
    """from_chip(I, S, Card), kb/memoir44/turn_commissar.lp: a play of the card under the chip;"""

    __slots__ = ()
    _name = "from_chip"
    i: Term
    s: Term
    card: Term

    @staticmethod
    def fact(i: object, s: object, card: object) -> str:
        return f"from_chip({i},{s},{card})."


class FullStrength(relations.Row):
    """full_strength(U, N), kb/memoir44/turn_card.lp: U's figures at the start (the set-up);"""

    __slots__ = ()
    _name = "full_strength"
    u: Term
    n: Term

    @staticmethod
    def fact(u: object, n: object) -> str:
        return f"full_strength({u},{n})."


class Ground(relations.Row):
    """ground(U, H), kb/memoir44/turn.lp: U may take the ground H;"""

    __slots__ = ()
    _name = "ground"
    u: Term
    h: Term

    @staticmethod
    def fact(u: object, h: object) -> str:
        return f"ground({u},{h})."


class GroundNote(relations.Row):
    """ground_note(Note, Cite), kb/memoir44/take_ground.lp: what entering H brings with it (must-stop terrain)."""

    __slots__ = ()
    _name = "ground_note"
    note: Term
    cite: Term

    @staticmethod
    def fact(note: object, cite: object) -> str:
        return f"ground_note({note},{cite})."


class GroundTaker(relations.Row):
    """ground_taker(U), kb/memoir44/turn.lp: U's class may take ground after a close assault."""

    __slots__ = ()
    _name = "ground_taker"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"ground_taker({u})."


class Hand(relations.Row):
    """hand(S, Card, N), kb/memoir44/turn.lp: N copies of Card in S's hand."""

    __slots__ = ()
    _name = "hand"
    s: Term
    card: Term
    n: Term

    @staticmethod
    def fact(s: object, card: object, n: object) -> str:
        return f"hand({s},{card},{n})."


class Has(relations.Row):
    """has(H, X), kb/memoir44/board.lp: hex H holds terrain or obstacle X."""

    __slots__ = ()
    _name = "has"
    h: Term
    x: Term

    @staticmethod
    def fact(h: object, x: object) -> str:
        return f"has({h},{x})."


class Hazard(relations.Row):
    """hazard(U, What, N), kb/memoir44/turn.lp: a second roll due at U (turn_hazard.lp);"""

    __slots__ = ()
    _name = "hazard"
    u: Term
    what: Term
    n: Term

    @staticmethod
    def fact(u: object, what: object, n: object) -> str:
        return f"hazard({u},{what},{n})."


class Heal(relations.Row):
    """heal(U), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "heal"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"heal({u})."


class HealDice(relations.Row):
    """heal_dice(N), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "heal_dice"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"heal_dice({n})."


class HealOption(relations.Row):
    """heal_option(U, N), kb/memoir44/turn.lp: battle.lp's option(U, heal(N), _): a hospital's heal of N dice;"""

    __slots__ = ()
    _name = "heal_option"
    u: Term
    n: Term

    @staticmethod
    def fact(u: object, n: object) -> str:
        return f"heal_option({u},{n})."


class HealRoll(relations.Row):
    """heal_roll(U, N), kb/memoir44/turn.lp: Medics' N dice for U;"""

    __slots__ = ()
    _name = "heal_roll"
    u: Term
    n: Term

    @staticmethod
    def fact(u: object, n: object) -> str:
        return f"heal_roll({u},{n})."


class HealSlots(relations.Row):
    """heal_slots(A, B, S), kb/memoir44/turn.lp: Breakthrough's Medics: its N dice, then the figures they may return
    (to infantry, to armor, to any unit);
    """

    __slots__ = ()
    _name = "heal_slots"
    a: Term
    b: Term
    s: Term

    @staticmethod
    def fact(a: object, b: object, s: object) -> str:
        return f"heal_slots({a},{b},{s})."


class Healed(relations.Row):
    """healed(U, N), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "healed"
    u: Term
    n: Term

    @staticmethod
    def fact(u: object, n: object) -> str:
        return f"healed({u},{n})."


class Heals(relations.Row):
    """heals(X, Dice), kb/memoir44/classes.lp: a wounded, unmoved infantry unit there with no adjacent enemy may roll
    Dice dice to heal instead of moving and battling (hospital).
    """

    __slots__ = ()
    _name = "heals"
    x: Term
    dice: Term

    @staticmethod
    def fact(x: object, dice: object) -> str:
        return f"heals({x},{dice})."


class Held(relations.Row):
    """held(O, S), kb/memoir44/turn.lp: S holds medal objective O (its medals are in medals/2)."""

    __slots__ = ()
    _name = "held"
    o: Term
    s: Term

    @staticmethod
    def fact(o: object, s: object) -> str:
        return f"held({o},{s})."


class HeldFlags(relations.Row):
    """held_flags(E, G, K), kb/memoir44/turn.lp: the flags of a roll of kind K at E, waiting for its second roll;"""

    __slots__ = ()
    _name = "held_flags"
    e: Term
    g: Term
    k: Term

    @staticmethod
    def fact(e: object, g: object, k: object) -> str:
        return f"held_flags({e},{g},{k})."


class HeldRoll(relations.Row):
    """held_roll(U, E, N, K), kb/memoir44/turn.lp: the assault's roll waiting for that answer (later_scoring/1 its
    faces);
    """

    __slots__ = ()
    _name = "held_roll"
    u: Term
    e: Term
    n: Term
    k: Term

    @staticmethod
    def fact(u: object, e: object, n: object, k: object) -> str:
        return f"held_roll({u},{e},{n},{k})."


class HighGround(relations.Row):
    """high_ground(X), kb/memoir44/terrain_more.lp: an attacker standing in X is not on lower ground (height 1 or
    more).
    """

    __slots__ = ()
    _name = "high_ground"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"high_ground({x})."


class HighRangeDice(relations.Row):
    """high_range_dice(X, T, D, N), kb/memoir44/terrain_more.lp: a unit of type T standing on X rolls N dice at
    distance D.
    """

    __slots__ = ()
    _name = "high_range_dice"
    x: Term
    t: Term
    d: Term
    n: Term

    @staticmethod
    def fact(x: object, t: object, d: object, n: object) -> str:
        return f"high_range_dice({x},{t},{d},{n})."


class Hill(relations.Row):
    """hill(H), kb/memoir44/hills.lp: H is a hill hex."""

    __slots__ = ()
    _name = "hill"
    h: Term

    @staticmethod
    def fact(h: object) -> str:
        return f"hill({h})."


class Hill317(relations.Row):
    """hill317(H), kb/memoir44/turn.lp: a hex of the hill317 option: a non-Axis unit on one lets its side play a
    Recon as an air strike (line 404; turn_orders.lp).
    """

    __slots__ = ()
    _name = "hill317"
    h: Term

    @staticmethod
    def fact(h: object) -> str:
        return f"hill317({h})."


class HillGround(relations.Row):
    """hill_ground(X), kb/memoir44/terrain_more.lp: X is a hill: it joins hill LOS components, and its reduction
    counts only against attackers from lower ground.
    """

    __slots__ = ()
    _name = "hill_ground"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"hill_ground({x})."


class HillSeed(relations.Row):
    """hill_seed(H), kb/memoir44/hills.lp: : some rule asks which hill hexes join H."""

    __slots__ = ()
    _name = "hill_seed"
    h: Term

    @staticmethod
    def fact(h: object) -> str:
        return f"hill_seed({h})."


class HitFaces(relations.Row):
    """hit_faces(U, E, N), kb/memoir44/battle.lp"""

    __slots__ = ()
    _name = "hit_faces"
    u: Term
    e: Term
    n: Term

    @staticmethod
    def fact(u: object, e: object, n: object) -> str:
        return f"hit_faces({u},{e},{n})."


class HitOnlyBy(relations.Row):
    """hit_only_by(S, Symbol), kb/memoir44/terrain_more.lp: . hit; ignores_cover(S) it ignores the target hex's
    reductions; hit_only_by(S, Symbol).
    """

    __slots__ = ()
    _name = "hit_only_by"
    s: Term
    symbol_: Term

    @staticmethod
    def fact(s: object, symbol_: object) -> str:
        return f"hit_only_by({s},{symbol_})."


class Hits(relations.Row):
    """hits(Symbol, T), kb/memoir44/terrain.lp: that symbol scores a hit on a unit of base type T."""

    __slots__ = ()
    _name = "hits"
    symbol_: Term
    t: Term

    @staticmethod
    def fact(symbol_: object, t: object) -> str:
        return f"hits({symbol_},{t})."


class Hospital(relations.Row):
    """hospital(U), kb/memoir44/turn.lp: U heals in a hospital (turn_hospital.lp): the heal roll goes back to the
    moves;
    """

    __slots__ = ()
    _name = "hospital"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"hospital({u})."


class HqDiscard(relations.Row):
    """hq_discard(Card), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "hq_discard"
    card: Term

    @staticmethod
    def fact(card: object) -> str:
        return f"hq_discard({card})."


class Ignore(relations.Row):
    """ignore(K), kb/memoir44/retreat.lp: the one choice asked, if any."""

    __slots__ = ()
    _name = "ignore"
    k: Term

    @staticmethod
    def fact(k: object) -> str:
        return f"ignore({k})."


class IgnoreAllFlags(relations.Row):
    """ignore_all_flags(X), kb/memoir44/terrain_more.lp: the unit in X may ignore every flag."""

    __slots__ = ()
    _name = "ignore_all_flags"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"ignore_all_flags({x})."


class IgnoreFlags(relations.Row):
    """ignore_flags(X, N), kb/memoir44/terrain.lp: a unit in X may ignore N flags."""

    __slots__ = ()
    _name = "ignore_flags"
    x: Term
    n: Term

    @staticmethod
    def fact(x: object, n: object) -> str:
        return f"ignore_flags({x},{n})."


class IgnoreFlagsType(relations.Row):
    """ignore_flags_type(X, T, N), kb/memoir44/classes.lp: only a unit of type T in X may ignore N flags."""

    __slots__ = ()
    _name = "ignore_flags_type"
    x: Term
    t: Term
    n: Term

    @staticmethod
    def fact(x: object, t: object, n: object) -> str:
        return f"ignore_flags_type({x},{t},{n})."


class IgnoresCover(relations.Row):
    """ignores_cover(S), kb/memoir44/terrain_more.lp: it ignores the target hex's reductions;"""

    __slots__ = ()
    _name = "ignores_cover"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"ignores_cover({s})."


class IgnoresOneFlagKind(relations.Row):
    """ignores_one_flag_kind(S), kb/memoir44/classes.lp: a unit of subtype S may ignore 1 flag."""

    __slots__ = ()
    _name = "ignores_one_flag_kind"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"ignores_one_flag_kind({s})."


class Illegal(relations.Row):
    """illegal(ignore(K), Reason, Cite), kb/memoir44/retreat.lp: the chosen number of flags to ignore is not allowed."""

    __slots__ = ()
    _name = "illegal"
    what: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(what: object, reason: object, cite: object) -> str:
        return f"illegal({what},{reason},{cite})."


class Impassable(relations.Row):
    """impassable(X, UnitType), kb/memoir44/terrain.lp: X may not be entered by that unit type (all: every type)."""

    __slots__ = ()
    _name = "impassable"
    x: Term
    unit_type: Term

    @staticmethod
    def fact(x: object, unit_type: object) -> str:
        return f"impassable({x},{unit_type})."


class ImpassableCite(relations.Row):
    """impassable_cite(X, Cite), kb/memoir44/terrain.lp"""

    __slots__ = ()
    _name = "impassable_cite"
    x: Term
    cite: Term

    @staticmethod
    def fact(x: object, cite: object) -> str:
        return f"impassable_cite({x},{cite})."


class ImpassableForCite(relations.Row):
    """impassable_for_cite(X, Cite), kb/memoir44/terrain.lp: where X's impassable rows are written."""

    __slots__ = ()
    _name = "impassable_for_cite"
    x: Term
    cite: Term

    @staticmethod
    def fact(x: object, cite: object) -> str:
        return f"impassable_for_cite({x},{cite})."


class Imposed(relations.Row):
    """imposed(U, H, Marker), kb/memoir44/turn.lp: movement.lp (imposed: its imposes/4 without the cite: may_exit,
    frozen_river_roll(Hx, N), minefield_goes_off(S), lands(X)), for the unit moving;
    """

    __slots__ = ()
    _name = "imposed"
    u: Term
    h: Term
    marker: Term

    @staticmethod
    def fact(u: object, h: object, marker: object) -> str:
        return f"imposed({u},{h},{marker})."


class InBoat(relations.Row):
    """in_boat(U), kb/memoir44/board.lp: U still has its boat (equipment boat, memoir44-more-facts.md line 340; in
    play a unit that landed has lost it, line 345).
    """

    __slots__ = ()
    _name = "in_boat"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"in_boat({u})."


class InCave(relations.Row):
    """in_cave(H), kb/memoir44/movement_caves.lp: tunnels(U), the tunnel's arc/7 and budget/3, and the route_part/8
    and why_not/4 it explains.
    """

    __slots__ = ()
    _name = "in_cave"
    h: Term

    @staticmethod
    def fact(h: object) -> str:
        return f"in_cave({h})."


class InForce(relations.Row):
    """in_force(Card), kb/memoir44/card_force.lp: the card in force (none on an Overlord board when
    overlord_two_sides is off: the sources give no turn for two sides there).
    """

    __slots__ = ()
    _name = "in_force"
    card: Term

    @staticmethod
    def fact(card: object) -> str:
        return f"in_force({card})."


class InHand(relations.Row):
    """in_hand(S, Card, N), kb/memoir44/turn_deck.lp: S holds N copies (0 too);"""

    __slots__ = ()
    _name = "in_hand"
    s: Term
    card: Term
    n: Term

    @staticmethod
    def fact(s: object, card: object, n: object) -> str:
        return f"in_hand({s},{card},{n})."


class InPlay(relations.Row):
    """in_play(U), kb/memoir44/orders.lp: U stands in a section the card orders."""

    __slots__ = ()
    _name = "in_play"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"in_play({u})."


class InWadiKind(relations.Row):
    """in_wadi_kind(X), kb/memoir44/terrain_more.lp: X is a wadi (battles in or out of it only when adjacent)."""

    __slots__ = ()
    _name = "in_wadi_kind"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"in_wadi_kind({x})."


class Joined(relations.Row):
    """joined(A, H), kb/memoir44/hills.lp: hill hex H belongs to the same connected hill as the seed hex A."""

    __slots__ = ()
    _name = "joined"
    a: Term
    h: Term

    @staticmethod
    def fact(a: object, h: object) -> str:
        return f"joined({a},{h})."


class Keep(relations.Row):
    """keep(Card), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "keep"
    card: Term

    @staticmethod
    def fact(card: object) -> str:
        return f"keep({card})."


class KindCite(relations.Row):
    """kind_cite(S, C), kb/memoir44/classes.lp: where the own rules of subtype S are stated."""

    __slots__ = ()
    _name = "kind_cite"
    s: Term
    c: Term

    @staticmethod
    def fact(s: object, c: object) -> str:
        return f"kind_cite({s},{c})."


class KnownCard(relations.Row):
    """known_card(Card), kb/memoir44/turn.lp: a card a step may name (a section card or a tactic card)."""

    __slots__ = ()
    _name = "known_card"
    card: Term

    @staticmethod
    def fact(card: object) -> str:
        return f"known_card({card})."


class Landed(relations.Row):
    """landed(U), kb/memoir44/turn.lp: U, in a boat at the start, stepped ashore from a river and dropped it."""

    __slots__ = ()
    _name = "landed"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"landed({u})."


class LastPlayed(relations.Row):
    """last_played(S, Card), kb/memoir44/card_force.lp: the card S played last (turn_end.lp keeps it: the card in
    force, so a copy of a copy is the card).
    """

    __slots__ = ()
    _name = "last_played"
    s: Term
    card: Term

    @staticmethod
    def fact(s: object, card: object) -> str:
        return f"last_played({s},{card})."


class LastSmoke(relations.Row):
    """last_smoke(H), kb/memoir44/turn.lp: the smoke marker laid last, before the first turn (turn_smoke.lp)."""

    __slots__ = ()
    _name = "last_smoke"
    h: Term

    @staticmethod
    def fact(h: object) -> str:
        return f"last_smoke({h})."


class LaterScoring(relations.Row):
    """later_scoring(F), kb/memoir44/turn_card.lp: the faces of the assault's roll"""

    __slots__ = ()
    _name = "later_scoring"
    f: Term

    @staticmethod
    def fact(f: object) -> str:
        return f"later_scoring({f})."


class LeaveOneHex(relations.Row):
    """leave_one_hex(X), kb/memoir44/terrain.lp: a unit starting in X moves only one hex (hedgerow)."""

    __slots__ = ()
    _name = "leave_one_hex"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"leave_one_hex({x})."


class LineNote(relations.Row):
    """line_note(L, Note, Cite), kb/memoir44/los.lp: what the verdict means for the unit looking along it."""

    __slots__ = ()
    _name = "line_note"
    line: Term
    note: Term
    cite: Term

    @staticmethod
    def fact(line: object, note: object, cite: object) -> str:
        return f"line_note({line},{note},{cite})."


class LineTouch(relations.Row):
    """line_touch(L, H, Side, How), kb/memoir44/los.lp: L meets H only along a hexside (How = hexside) or at one
    corner (How = corner); Side is left or right of L seen from A.
    """

    __slots__ = ()
    _name = "line_touch"
    line: Term
    h: Term
    side: Term
    how: Term

    @staticmethod
    def fact(line: object, h: object, side: object, how: object) -> str:
        return f"line_touch({line},{h},{side},{how})."


class LineVerdict(relations.Row):
    """line_verdict(L, Verdict), kb/memoir44/los.lp: clear or blocked."""

    __slots__ = ()
    _name = "line_verdict"
    line: Term
    verdict: Term

    @staticmethod
    def fact(line: object, verdict: object) -> str:
        return f"line_verdict({line},{verdict})."


class MayExit(relations.Row):
    """may_exit(U), kb/memoir44/turn.lp: U's move ended on its exit marker with a hex to spare."""

    __slots__ = ()
    _name = "may_exit"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"may_exit({u})."


class MayIgnore(relations.Row):
    """may_ignore(X, N, Cite), kb/memoir44/retreat.lp: the unit may ignore N flags because of X in its hex."""

    __slots__ = ()
    _name = "may_ignore"
    x: Term
    n: Term
    cite: Term

    @staticmethod
    def fact(x: object, n: object, cite: object) -> str:
        return f"may_ignore({x},{n},{cite})."


class MayTakeGround(relations.Row):
    """may_take_ground(H, Cite), kb/memoir44/take_ground.lp: it may move into H."""

    __slots__ = ()
    _name = "may_take_ground"
    h: Term
    cite: Term

    @staticmethod
    def fact(h: object, cite: object) -> str:
        return f"may_take_ground({h},{cite})."


class Me(relations.Row):
    """me(U), kb/memoir44/me.lp: (from the bridge); unit_at/2 unit_class/2 unit_side/2; unit_kind/2 in_boat/1
    (board.lp).
    """

    __slots__ = ()
    _name = "me"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"me({u})."


class Medal(relations.Row):
    """medal(S, N), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "medal"
    s: Term
    n: Term

    @staticmethod
    def fact(s: object, n: object) -> str:
        return f"medal({s},{n})."


class MedalFree(relations.Row):
    """medal_free(U), kb/memoir44/turn.lp: U's loss wins no medal (its subtype's no_medal/1)."""

    __slots__ = ()
    _name = "medal_free"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"medal_free({u})."


class Medals(relations.Row):
    """medals(S, N), kb/memoir44/turn.lp: medals won."""

    __slots__ = ()
    _name = "medals"
    s: Term
    n: Term

    @staticmethod
    def fact(s: object, n: object) -> str:
        return f"medals({s},{n})."


class MineRevealed(relations.Row):
    """mine_revealed(H, V), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "mine_revealed"
    h: Term
    v: Term

    @staticmethod
    def fact(h: object, v: object) -> str:
        return f"mine_revealed({h},{v})."


class MineToken(relations.Row):
    """mine_token(V, N), kb/memoir44/turn.lp: N of the pool's minefield tokens show V (for a reveal's odds)."""

    __slots__ = ()
    _name = "mine_token"
    v: Term
    n: Term

    @staticmethod
    def fact(v: object, n: object) -> str:
        return f"mine_token({v},{n})."


class MineValue(relations.Row):
    """mine_value(H, V), kb/memoir44/turn.lp: the minefield on H is revealed: V dice (0, a decoy, leaves the board)."""

    __slots__ = ()
    _name = "mine_value"
    h: Term
    v: Term

    @staticmethod
    def fact(h: object, v: object) -> str:
        return f"mine_value({h},{v})."


class Mirror(relations.Row):
    """mirror(Card, Copy), kb/memoir44/cards.lp: a Counter-Attack copying Card plays Copy: a section card for the
    other flank, any other card as itself.
    """

    __slots__ = ()
    _name = "mirror"
    card: Term
    copy: Term

    @staticmethod
    def fact(card: object, copy: object) -> str:
        return f"mirror({card},{copy})."


class MostDice(relations.Row):
    """most_dice(N), kb/memoir44/turn.lp: the largest roll any step may wait for: a position from outside is held to
    it (a pending roll, a retreat's flags).
    """

    __slots__ = ()
    _name = "most_dice"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"most_dice({n})."


class MountainGround(relations.Row):
    """mountain_ground(X), kb/memoir44/terrain_more.lp: X is a mountain: entered and left only from and to hills and
    mountains.
    """

    __slots__ = ()
    _name = "mountain_ground"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"mountain_ground({x})."


class MountainWall(relations.Row):
    """mountain_wall(H1, H2), kb/memoir44/board_walls.lp: no unit steps from H1 to H2: onto a mountain from below, or
    off one down to a hex that is neither hill nor mountain.
    """

    __slots__ = ()
    _name = "mountain_wall"
    h1: Term
    h2: Term

    @staticmethod
    def fact(h1: object, h2: object) -> str:
        return f"mountain_wall({h1},{h2})."


class Move(relations.Row):
    """move(U, H), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "move"
    u: Term
    h: Term

    @staticmethod
    def fact(u: object, h: object) -> str:
        return f"move({u},{h})."


class MoveBarsBattle(relations.Row):
    """move_bars_battle(X, T), kb/memoir44/terrain_more.lp: a unit of type T that moved into or out of X may not
    battle.
    """

    __slots__ = ()
    _name = "move_bars_battle"
    x: Term
    t: Term

    @staticmethod
    def fact(x: object, t: object) -> str:
        return f"move_bars_battle({x},{t})."


class Moved(relations.Row):
    """moved(U, N), kb/memoir44/battle.lp: hexes it moved this turn, if any;"""

    __slots__ = ()
    _name = "moved"
    u: Term
    n: Term

    @staticmethod
    def fact(u: object, n: object) -> str:
        return f"moved({u},{n})."


class MovedAgain(relations.Row):
    """moved_again(U), kb/memoir44/turn_card.lp: a unit's marks for this turn; the chain of an Air Power);
    battled_twice(U) moved_again(U) a unit's marks for this turn;
    """

    __slots__ = ()
    _name = "moved_again"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"moved_again({u})."


class MovingOn(relations.Row):
    """moving_on(N, Cite), kb/memoir44/orders.lp: on a Breakthrough board the card also orders up to N units "on the
    move", from any section: they move but may not battle.
    """

    __slots__ = ()
    _name = "moving_on"
    n: Term
    cite: Term

    @staticmethod
    def fact(n: object, cite: object) -> str:
        return f"moving_on({n},{cite})."


class MustRetreat(relations.Row):
    """must_retreat(E, Flags, U, Kind), kb/memoir44/turn.lp: E retreats for Flags flags after U's battle;"""

    __slots__ = ()
    _name = "must_retreat"
    e: Term
    flags: Term
    u: Term
    kind: Term

    @staticmethod
    def fact(e: object, flags: object, u: object, kind: object) -> str:
        return f"must_retreat({e},{flags},{u},{kind})."


class MustStop(relations.Row):
    """must_stop(X), kb/memoir44/terrain.lp: entering a hex with X ends the move;"""

    __slots__ = ()
    _name = "must_stop"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"must_stop({x})."


class MyClass(relations.Row):
    """my_class(T), kb/memoir44/me.lp"""

    __slots__ = ()
    _name = "my_class"
    t: Term

    @staticmethod
    def fact(t: object) -> str:
        return f"my_class({t})."


class MyHex(relations.Row):
    """my_hex(H), kb/memoir44/me.lp"""

    __slots__ = ()
    _name = "my_hex"
    h: Term

    @staticmethod
    def fact(h: object) -> str:
        return f"my_hex({h})."


class MyKind(relations.Row):
    """my_kind(K), kb/memoir44/me.lp"""

    __slots__ = ()
    _name = "my_kind"
    k: Term

    @staticmethod
    def fact(k: object) -> str:
        return f"my_kind({k})."


class MySide(relations.Row):
    """my_side(S), kb/memoir44/me.lp: its hex, type, kind and side."""

    __slots__ = ()
    _name = "my_side"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"my_side({s})."


class NeedsClear(relations.Row):
    """needs_clear(Card), kb/memoir44/cards.lp: only units with no enemy next to them (Firefight)."""

    __slots__ = ()
    _name = "needs_clear"
    card: Term

    @staticmethod
    def fact(card: object) -> str:
        return f"needs_clear({card})."


class NeedsContact(relations.Row):
    """needs_contact(Card), kb/memoir44/cards.lp: only units with an enemy next to them (Close Assault)."""

    __slots__ = ()
    _name = "needs_contact"
    card: Term

    @staticmethod
    def fact(card: object) -> str:
        return f"needs_contact({card})."


class NeverBattles(relations.Row):
    """never_battles(S), kb/memoir44/classes.lp: it never battles."""

    __slots__ = ()
    _name = "never_battles"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"never_battles({s})."


class NextToEnemy(relations.Row):
    """next_to_enemy(U), kb/memoir44/orders.lp: an enemy unit stands next to U;"""

    __slots__ = ()
    _name = "next_to_enemy"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"next_to_enemy({u})."


class NightRoll(relations.Row):
    """night_roll(N), kb/memoir44/turn.lp: N dice for the night's visibility (turn_night.lp);"""

    __slots__ = ()
    _name = "night_roll"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"night_roll({n})."


class NightTurn(relations.Row):
    """night_turn(I), kb/memoir44/turn_night.lp: step I begins a turn of the rolling side while the night can still
    change: the roll comes first (turn_waits/1: turn_draw.lp then does not go to play).
    """

    __slots__ = ()
    _name = "night_turn"
    i: Term

    @staticmethod
    def fact(i: object) -> str:
        return f"night_turn({i})."


class NoBattleIn(relations.Row):
    """no_battle_in(X), kb/memoir44/terrain_more.lp: a unit standing in X may not battle."""

    __slots__ = ()
    _name = "no_battle_in"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"no_battle_in({x})."


class NoBattleInType(relations.Row):
    """no_battle_in_type(X, T), kb/memoir44/classes.lp: a unit of type T standing in X may not battle (trenches,
    armor).
    """

    __slots__ = ()
    _name = "no_battle_in_type"
    x: Term
    t: Term

    @staticmethod
    def fact(x: object, t: object) -> str:
        return f"no_battle_in_type({x},{t})."


class NoBattleOnEntry(relations.Row):
    """no_battle_on_entry(X), kb/memoir44/terrain.lp: a unit may not battle on the turn it entered X."""

    __slots__ = ()
    _name = "no_battle_on_entry"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"no_battle_on_entry({x})."


class NoGroundFromBeach(relations.Row):
    """no_ground_from_beach(X), kb/memoir44/classes.lp: a unit may not take ground from a beach onto X (a cliff)."""

    __slots__ = ()
    _name = "no_ground_from_beach"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"no_ground_from_beach({x})."


class NoLosKind(relations.Row):
    """no_los_kind(S), kb/memoir44/classes.lp: Units: needs_los(S) a unit of subtype S needs LOS though its type does
    not; no_los_kind(S)
    """

    __slots__ = ()
    _name = "no_los_kind"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"no_los_kind({s})."


class NoMedal(relations.Row):
    """no_medal(S), kb/memoir44/terrain_more.lp: eliminating a unit of subtype S gives no medal."""

    __slots__ = ()
    _name = "no_medal"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"no_medal({s})."


class NoRetreatInto(relations.Row):
    """no_retreat_into(X), kb/memoir44/terrain_more.lp: no unit may retreat into X."""

    __slots__ = ()
    _name = "no_retreat_into"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"no_retreat_into({x})."


class NoTakeGround(relations.Row):
    """no_take_ground(K), kb/memoir44/terrain.lp: a unit of kind K never takes ground."""

    __slots__ = ()
    _name = "no_take_ground"
    k: Term

    @staticmethod
    def fact(k: object) -> str:
        return f"no_take_ground({k})."


class NotBombard(relations.Row):
    """not_bombard(S), kb/memoir44/classes.lp: Artillery Bombard does not order it."""

    __slots__ = ()
    _name = "not_bombard"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"not_bombard({s})."


class NotJudged(relations.Row):
    """not_judged(U, E, Reason, Cite), kb/memoir44/battle.lp: whether U may battle E rests on a unit Umpire places
    but does not model: E itself, or one next to U (a far target).
    """

    __slots__ = ()
    _name = "not_judged"
    u: Term
    e: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(u: object, e: object, reason: object, cite: object) -> str:
        return f"not_judged({u},{e},{reason},{cite})."


class NotPlayed(relations.Row):
    """not_played(Kind, Word, What, Cite), kb/memoir44/play_scope.lp: a scenario holding Word (a terrain, an
    obstacle, a unit subtype, an assumption switched on, a side or a set-up value, by Kind) is played without the
    rule What, which Cite states.
    """

    __slots__ = ()
    _name = "not_played"
    kind: Term
    word: Term
    what: Term
    cite: Term

    @staticmethod
    def fact(kind: object, word: object, what: object, cite: object) -> str:
        return f"not_played({kind},{word},{what},{cite})."


class Objective(relations.Row):
    """objective(O, Who, M, N), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "objective"
    o: Term
    who: Term
    m: Term
    n: Term

    @staticmethod
    def fact(o: object, who: object, m: object, n: object) -> str:
        return f"objective({o},{who},{m},{n})."


class ObjectiveFlag(relations.Row):
    """objective_flag(O, F), kb/memoir44/turn.lp: the scenario's medal objectives (below). The options that change
    the cards or the medals (memoir44-more-facts.md §3, m44bga):
    """

    __slots__ = ()
    _name = "objective_flag"
    o: Term
    f: Term

    @staticmethod
    def fact(o: object, f: object) -> str:
        return f"objective_flag({o},{f})."


class ObjectiveHex(relations.Row):
    """objective_hex(O, H), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "objective_hex"
    o: Term
    h: Term

    @staticmethod
    def fact(o: object, h: object) -> str:
        return f"objective_hex({o},{h})."


class ObjectiveLost(relations.Row):
    """objective_lost(S, O), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "objective_lost"
    s: Term
    o: Term

    @staticmethod
    def fact(s: object, o: object) -> str:
        return f"objective_lost({s},{o})."


class ObjectiveWon(relations.Row):
    """objective_won(S, O), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "objective_won"
    s: Term
    o: Term

    @staticmethod
    def fact(s: object, o: object) -> str:
        return f"objective_won({s},{o})."


class Obstacle(relations.Row):
    """obstacle(O), kb/memoir44/terrain.lp"""

    __slots__ = ()
    _name = "obstacle"
    o: Term

    @staticmethod
    def fact(o: object) -> str:
        return f"obstacle({o})."


class ObstacleGone(relations.Row):
    """obstacle_gone(H, X), kb/memoir44/turn.lp: an obstacle that has left the board (sandbags leave with their
    unit).
    """

    __slots__ = ()
    _name = "obstacle_gone"
    h: Term
    x: Term

    @staticmethod
    def fact(h: object, x: object) -> str:
        return f"obstacle_gone({h},{x})."


class ObstaclePlaced(relations.Row):
    """obstacle_placed(H, X), kb/memoir44/turn.lp: an obstacle a card placed (Dig In's sandbags)."""

    __slots__ = ()
    _name = "obstacle_placed"
    h: Term
    x: Term

    @staticmethod
    def fact(h: object, x: object) -> str:
        return f"obstacle_placed({h},{x})."


class OnTheMove(relations.Row):
    """on_the_move(U), kb/memoir44/turn.lp: U was ordered on the move (Breakthrough): it moves but may not battle;"""

    __slots__ = ()
    _name = "on_the_move"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"on_the_move({u})."


class OnTheMoveCount(relations.Row):
    """on_the_move_count(Kind, N), kb/memoir44/cards.lp: on a Breakthrough board a section card of Kind orders N more
    units "on the move", from any section (they move but may not battle).
    """

    __slots__ = ()
    _name = "on_the_move_count"
    kind: Term
    n: Term

    @staticmethod
    def fact(kind: object, n: object) -> str:
        return f"on_the_move_count({kind},{n})."


class OneSection(relations.Row):
    """one_section(Card), kb/memoir44/orders.lp: the units it orders must all count in one section."""

    __slots__ = ()
    _name = "one_section"
    card: Term

    @staticmethod
    def fact(card: object) -> str:
        return f"one_section({card})."


class OnlyFirst(relations.Row):
    """only_first(H, N), kb/memoir44/movement_hedgerow.lp: (a step from N hexes out, N > 0, may not enter H), and the
    why_not/4 they give.
    """

    __slots__ = ()
    _name = "only_first"
    h: Term
    n: Term

    @staticmethod
    def fact(h: object, n: object) -> str:
        return f"only_first({h},{n})."


class Option(relations.Row):
    """option(U, Action, Cite), kb/memoir44/battle.lp: something U may do instead of battling."""

    __slots__ = ()
    _name = "option"
    u: Term
    action: Term
    cite: Term

    @staticmethod
    def fact(u: object, action: object, cite: object) -> str:
        return f"option({u},{action},{cite})."


class Order(relations.Row):
    """order(U), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "order"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"order({u})."


class OrderOnTheMove(relations.Row):
    """order_on_the_move(U), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "order_on_the_move"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"order_on_the_move({u})."


class OrderRoll(relations.Row):
    """order_roll(N), kb/memoir44/turn.lp: Their Finest Hour's N dice;"""

    __slots__ = ()
    _name = "order_roll"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"order_roll({n})."


class OrderSlots(relations.Row):
    """order_slots(I, A, S), kb/memoir44/turn.lp: what its roll orders (infantry, armor, any);"""

    __slots__ = ()
    _name = "order_slots"
    i: Term
    a: Term
    s: Term

    @staticmethod
    def fact(i: object, a: object, s: object) -> str:
        return f"order_slots({i},{a},{s})."


class Ordered(relations.Row):
    """ordered(U), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "ordered"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"ordered({u})."


class Ordering(relations.Row):
    """ordering(Side), kb/memoir44/card_force.lp: (the side playing it);"""

    __slots__ = ()
    _name = "ordering"
    side: Term

    @staticmethod
    def fact(side: object) -> str:
        return f"ordering({side})."


class Orders(relations.Row):
    """orders(Section, N), kb/memoir44/orders.lp: how many units the card orders there: the limit, or fewer when
    fewer stand there.
    """

    __slots__ = ()
    _name = "orders"
    section: Term
    n: Term

    @staticmethod
    def fact(section: object, n: object) -> str:
        return f"orders({section},{n})."


class OrdersAll(relations.Row):
    """orders_all(Card, Section), kb/memoir44/cards.lp: the card orders every unit in Section (Assault)."""

    __slots__ = ()
    _name = "orders_all"
    card: Term
    section: Term

    @staticmethod
    def fact(card: object, section: object) -> str:
        return f"orders_all({card},{section})."


class OrdersRolled(relations.Row):
    """orders_rolled(Infantry, Armor, Stars), kb/memoir44/turn.lp: . deck_reshuffled  dug_in(U)  healed(U, N)
    orders_rolled(Infantry, Armor, Stars).
    """

    __slots__ = ()
    _name = "orders_rolled"
    infantry: Term
    armor: Term
    stars: Term

    @staticmethod
    def fact(infantry: object, armor: object, stars: object) -> str:
        return f"orders_rolled({infantry},{armor},{stars})."


class OtherPath(relations.Row):
    """other_path(K, H), kb/memoir44/retreat.lp: another path to H crosses another number of frozen-river hexes: the
    roll rests on assumption retreat_fewest_frozen.
    """

    __slots__ = ()
    _name = "other_path"
    k: Term
    h: Term

    @staticmethod
    def fact(k: object, h: object) -> str:
        return f"other_path({k},{h})."


class Outcome(relations.Row):
    """outcome(I, What, Cite), kb/memoir44/turn.lp: what it did, in words a claim can check (the terms above)."""

    __slots__ = ()
    _name = "outcome"
    i: Term
    what: Term
    cite: Term

    @staticmethod
    def fact(i: object, what: object, cite: object) -> str:
        return f"outcome({i},{what},{cite})."


class Overran(relations.Row):
    """overran(U), kb/memoir44/turn.lp: a unit's marks for this turn;"""

    __slots__ = ()
    _name = "overran"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"overran({u})."


class Overrun(relations.Row):
    """overrun(Verdict, Cite), kb/memoir44/take_ground.lp: may (may) or may not (a reason) battle again."""

    __slots__ = ()
    _name = "overrun"
    verdict: Term
    cite: Term

    @staticmethod
    def fact(verdict: object, cite: object) -> str:
        return f"overrun({verdict},{cite})."


class OverrunDue(relations.Row):
    """overrun_due(U), kb/memoir44/turn.lp: U may overrun;"""

    __slots__ = ()
    _name = "overrun_due"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"overrun_due({u})."


class Overruns(relations.Row):
    """overruns(S), kb/memoir44/classes.lp: it may overrun as armor does;"""

    __slots__ = ()
    _name = "overruns"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"overruns({s})."


class OwnedCover(relations.Row):
    """owned_cover(X), kb/memoir44/classes.lp: X protects (reduction, flag) only a unit of the side that owns it."""

    __slots__ = ()
    _name = "owned_cover"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"owned_cover({x})."


class Pass(relations.Row):
    """pass(What), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "pass"
    what: Term

    @staticmethod
    def fact(what: object) -> str:
        return f"pass({what})."


class Passes(relations.Row):
    """passes(L, H, Why, Cite), kb/memoir44/los.lp: a hex on the line that could block and does not, and why."""

    __slots__ = ()
    _name = "passes"
    line: Term
    h: Term
    why: Term
    cite: Term

    @staticmethod
    def fact(line: object, h: object, why: object, cite: object) -> str:
        return f"passes({line},{h},{why},{cite})."


class Pending(relations.Row):
    """pending(W), kb/memoir44/turn.lp: what the phase resolves, one of:"""

    __slots__ = ()
    _name = "pending"
    w: Term

    @staticmethod
    def fact(w: object) -> str:
        return f"pending({w})."


class Phase(relations.Row):
    """phase(P), kb/memoir44/turn.lp: play | commissar | order | move | battle | roll | retreat_choice |
    ground_choice | overrun | draw | keep | deal | night_roll | smoke | over.
    """

    __slots__ = ()
    _name = "phase"
    p: Term

    @staticmethod
    def fact(p: object) -> str:
        return f"phase({p})."


class PhaseActor(relations.Row):
    """phase_actor(P, Who), kb/memoir44/turn.lp: who phase P waits for: active (the side whose turn it is), chance,
    retreating (the owner of the unit that must retreat), defending (the owner of the unit an Ambush may answer
    for) or none.
    """

    __slots__ = ()
    _name = "phase_actor"
    p: Term
    who: Term

    @staticmethod
    def fact(p: object, who: object) -> str:
        return f"phase_actor({p},{who})."


class PlacesMarkers(relations.Row):
    """places_markers(S), kb/memoir44/classes.lp: its hits place its target markers."""

    __slots__ = ()
    _name = "places_markers"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"places_markers({s})."


class Played(relations.Row):
    """played(Card), kb/memoir44/card_force.lp"""

    __slots__ = ()
    _name = "played"
    card: Term

    @staticmethod
    def fact(card: object) -> str:
        return f"played({card})."


class PlayedCite(relations.Row):
    """played_cite(Cite), kb/memoir44/orders.lp: where the card played says what it orders (a refused order,
    turn_orders.lp, cites it).
    """

    __slots__ = ()
    _name = "played_cite"
    cite: Term

    @staticmethod
    def fact(cite: object) -> str:
        return f"played_cite({cite})."


class Pulled(relations.Row):
    """pulled(S), kb/memoir44/classes.lp: it never moves alone: its locomotive pulls it."""

    __slots__ = ()
    _name = "pulled"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"pulled({s})."


class RailBound(relations.Row):
    """rail_bound(S), kb/memoir44/classes.lp: it moves and retreats on rail hexes only."""

    __slots__ = ()
    _name = "rail_bound"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"rail_bound({s})."


class RailGround(relations.Row):
    """rail_ground(X), kb/memoir44/classes.lp: X is a rail hex's ground: rail, a station, a railroad bridge."""

    __slots__ = ()
    _name = "rail_ground"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"rail_ground({x})."


class RailHex(relations.Row):
    """rail_hex(H), kb/memoir44/board.lp: H is a rail hex, where a train may be (classes.lp's rail_ground/1)."""

    __slots__ = ()
    _name = "rail_hex"
    h: Term

    @staticmethod
    def fact(h: object) -> str:
        return f"rail_hex({h})."


class RangeDice(relations.Row):
    """range_dice(T, D, N), kb/memoir44/terrain.lp: a unit of base type T battling at distance D rolls N dice."""

    __slots__ = ()
    _name = "range_dice"
    t: Term
    d: Term
    n: Term

    @staticmethod
    def fact(t: object, d: object, n: object) -> str:
        return f"range_dice({t},{d},{n})."


class ReactionDraw(relations.Row):
    """reaction_draw(S), kb/memoir44/turn.lp: S draws"""

    __slots__ = ()
    _name = "reaction_draw"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"reaction_draw({s})."


class RearClosed(relations.Row):
    """rear_closed(K, H0, H, Reason, Cite), kb/memoir44/retreat.lp: a rear hex of a hex on some retreat path that is
    shut.
    """

    __slots__ = ()
    _name = "rear_closed"
    k: Term
    h0: Term
    h: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(k: object, h0: object, h: object, reason: object, cite: object) -> str:
        return f"rear_closed({k},{h0},{h},{reason},{cite})."


class RearOffMap(relations.Row):
    """rear_off_map(K, H0, Cite), kb/memoir44/retreat.lp: a retreat from H0 would leave the map."""

    __slots__ = ()
    _name = "rear_off_map"
    k: Term
    h0: Term
    cite: Term

    @staticmethod
    def fact(k: object, h0: object, cite: object) -> str:
        return f"rear_off_map({k},{h0},{cite})."


class Recovers(relations.Row):
    """recovers(X), kb/memoir44/terrain_more.lp: a wounded infantry unit there may heal instead of moving and
    battling.
    """

    __slots__ = ()
    _name = "recovers"
    x: Term

    @staticmethod
    def fact(x: object) -> str:
        return f"recovers({x})."


class Reduction(relations.Row):
    """reduction(X, Attacker, N), kb/memoir44/terrain.lp: dice taken off attackers of that type battling a unit in X."""

    __slots__ = ()
    _name = "reduction"
    x: Term
    attacker: Term
    n: Term

    @staticmethod
    def fact(x: object, attacker: object, n: object) -> str:
        return f"reduction({x},{attacker},{n})."


class Refilled(relations.Row):
    """refilled(I), kb/memoir44/turn_deck.lp: step I draws the deck's last card;"""

    __slots__ = ()
    _name = "refilled"
    i: Term

    @staticmethod
    def fact(i: object) -> str:
        return f"refilled({i})."


class Refused(relations.Row):
    """refused(I, Reason, Cite), kb/memoir44/turn.lp: step I is illegal; one atom per reason."""

    __slots__ = ()
    _name = "refused"
    i: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(i: object, reason: object, cite: object) -> str:
        return f"refused({i},{reason},{cite})."


class Removes(relations.Row):
    """removes(I, Fact, Cite), kb/memoir44/turn.lp: what legal step I changes in the state."""

    __slots__ = ()
    _name = "removes"
    i: Term
    fact_: Term
    cite: Term

    @staticmethod
    def fact(i: object, fact_: object, cite: object) -> str:
        return f"removes({i},{fact_},{cite})."


class Replaced(relations.Row):
    """replaced(I), kb/memoir44/turn_deck.lp: step I's card is discarded and replaced (its draw not used up)."""

    __slots__ = ()
    _name = "replaced"
    i: Term

    @staticmethod
    def fact(i: object) -> str:
        return f"replaced({i})."


class ReplacedCard(relations.Row):
    """replaced_card(S, Card), kb/memoir44/turn.lp: a Card drawn for S is discarded and replaced (scenario id 5142,
    line 434).
    """

    __slots__ = ()
    _name = "replaced_card"
    s: Term
    card: Term

    @staticmethod
    def fact(s: object, card: object) -> str:
        return f"replaced_card({s},{card})."


class Resume(relations.Row):
    """resume(P), kb/memoir44/turn.lp: the phase after them."""

    __slots__ = ()
    _name = "resume"
    p: Term

    @staticmethod
    def fact(p: object) -> str:
        return f"resume({p})."


class Retreat(relations.Row):
    """retreat(U, H, K), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "retreat"
    u: Term
    h: Term
    k: Term

    @staticmethod
    def fact(u: object, h: object, k: object) -> str:
        return f"retreat({u},{h},{k})."


class RetreatCite(relations.Row):
    """retreat_cite(Cite), kb/memoir44/retreat.lp: the rule the retreat follows."""

    __slots__ = ()
    _name = "retreat_cite"
    cite: Term

    @staticmethod
    def fact(cite: object) -> str:
        return f"retreat_cite({cite})."


class RetreatEnd(relations.Row):
    """retreat_end(K, H, Steps, Lost), kb/memoir44/retreat.lp: one way the retreat may end: in H after Steps hexes,
    Lost figures removed for the hexes it could not retreat.
    """

    __slots__ = ()
    _name = "retreat_end"
    k: Term
    h: Term
    steps: Term
    lost: Term

    @staticmethod
    def fact(k: object, h: object, steps: object, lost: object) -> str:
        return f"retreat_end({k},{h},{steps},{lost})."


class RetreatHexes(relations.Row):
    """retreat_hexes(K, Min, Max), kb/memoir44/retreat.lp: how many hexes the unit must (and may) retreat."""

    __slots__ = ()
    _name = "retreat_hexes"
    k: Term
    min: Term
    max: Term

    @staticmethod
    def fact(k: object, min: object, max: object) -> str:
        return f"retreat_hexes({k},{min},{max})."


class RetreatPerFlag(relations.Row):
    """retreat_per_flag(T, N), kb/memoir44/terrain.lp: a unit of that kind may retreat 1..N hexes per flag (else 1)."""

    __slots__ = ()
    _name = "retreat_per_flag"
    t: Term
    n: Term

    @staticmethod
    def fact(t: object, n: object) -> str:
        return f"retreat_per_flag({t},{n})."


class RetreatPred(relations.Row):
    """retreat_pred(K, H, I, H0), kb/memoir44/retreat.lp: one way to be in H after I hexes: from H0."""

    __slots__ = ()
    _name = "retreat_pred"
    k: Term
    h: Term
    i: Term
    h0: Term

    @staticmethod
    def fact(k: object, h: object, i: object, h0: object) -> str:
        return f"retreat_pred({k},{h},{i},{h0})."


class RetreatRoll(relations.Row):
    """retreat_roll(K, H, Dice, Cite), kb/memoir44/retreat.lp: ending in H, the unit rolls Dice dice for the frozen-
    river hexes it retreated onto, 2 each (memoir44-expansion-facts.md line 163); 0 where it goes round them
    (other_path/2 then holds).
    """

    __slots__ = ()
    _name = "retreat_roll"
    k: Term
    h: Term
    dice: Term
    cite: Term

    @staticmethod
    def fact(k: object, h: object, dice: object, cite: object) -> str:
        return f"retreat_roll({k},{h},{dice},{cite})."


class Retreated(relations.Row):
    """retreated(E, H), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "retreated"
    e: Term
    h: Term

    @staticmethod
    def fact(e: object, h: object) -> str:
        return f"retreated({e},{h})."


class Retreating(relations.Row):
    """retreating(U), kb/memoir44/retreat.lp: unit_at/2 unit_side/2 unit_class/2 unit_subtype/2 unit_figures/2 for
    it;
    """

    __slots__ = ()
    _name = "retreating"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"retreating({u})."


class RoadHex(relations.Row):
    """road_hex(H), kb/memoir44/movement_road.lp: the road state's start_state/2, next_state/4 and budget/3,
    road_discount(U, H) (U's move to H ends along a road and does not count its last hex), counted/3 for it, and
    the route_part/8, imposes/4, depends/3 and why_not/4 these explain.
    """

    __slots__ = ()
    _name = "road_hex"
    h: Term

    @staticmethod
    def fact(h: object) -> str:
        return f"road_hex({h})."


class Rolled(relations.Row):
    """rolled(I, J, Face), kb/memoir44/turn.lp: the faces of a roll (Side chance for a roll or a draw)."""

    __slots__ = ()
    _name = "rolled"
    i: Term
    j: Term
    face: Term

    @staticmethod
    def fact(i: object, j: object, face: object) -> str:
        return f"rolled({i},{j},{face})."


class Scores(relations.Row):
    """scores(U, E, Symbol), kb/memoir44/battle.lp: a die face showing Symbol hits E (what a roll's hits count)."""

    __slots__ = ()
    _name = "scores"
    u: Term
    e: Term
    symbol_: Term

    @staticmethod
    def fact(u: object, e: object, symbol_: object) -> str:
        return f"scores({u},{e},{symbol_})."


class Scoring(relations.Row):
    """scoring(Face), kb/memoir44/turn.lp: the faces that hit the target of the pending roll."""

    __slots__ = ()
    _name = "scoring"
    face: Term

    @staticmethod
    def fact(face: object) -> str:
        return f"scoring({face})."


class SealedBy(relations.Row):
    """sealed_by(X, Side, T), kb/memoir44/terrain_more.lp: a unit of that side and type standing in X may try to seal
    it.
    """

    __slots__ = ()
    _name = "sealed_by"
    x: Term
    side: Term
    t: Term

    @staticmethod
    def fact(x: object, side: object, t: object) -> str:
        return f"sealed_by({x},{side},{t})."


class Second(relations.Row):
    """second(K), kb/memoir44/turn.lp: : a Tiger's second roll after a roll of kind K); ambush or back; second(K): a
    Tiger's second roll after a roll of kind K);
    """

    __slots__ = ()
    _name = "second"
    k: Term

    @staticmethod
    def fact(k: object) -> str:
        return f"second({k})."


class SecondRoll(relations.Row):
    """second_roll(S, Symbol), kb/memoir44/classes.lp: a hit on it rolls those dice again, one Symbol eliminating
    unmoved); second_roll(S, Symbol) a hit on it rolls those dice again, one Symbol eliminating
    """

    __slots__ = ()
    _name = "second_roll"
    s: Term
    symbol_: Term

    @staticmethod
    def fact(s: object, symbol_: object) -> str:
        return f"second_roll({s},{symbol_})."


class SecondRollFaces(relations.Row):
    """second_roll_faces(U, E, N), kb/memoir44/battle.lp: each hit is rolled again, N faces of a die eliminating E."""

    __slots__ = ()
    _name = "second_roll_faces"
    u: Term
    e: Term
    n: Term

    @staticmethod
    def fact(u: object, e: object, n: object) -> str:
        return f"second_roll_faces({u},{e},{n})."


class SectionCard(relations.Row):
    """section_card(Card), kb/memoir44/cards.lp: a card of the deck's section cards (not a tactic card)."""

    __slots__ = ()
    _name = "section_card"
    card: Term

    @staticmethod
    def fact(card: object) -> str:
        return f"section_card({card})."


class SectionColsOf(relations.Row):
    """section_cols_of(Width, Section, Lo, Hi), kb/memoir44/cards.lp: the doubled columns of a section on a board
    Width hexes across, seen from the bottom edge;
    """

    __slots__ = ()
    _name = "section_cols_of"
    width: Term
    section: Term
    lo: Term
    hi: Term

    @staticmethod
    def fact(width: object, section: object, lo: object, hi: object) -> str:
        return f"section_cols_of({width},{section},{lo},{hi})."


class SectionHeld(relations.Row):
    """section_held(S), kb/memoir44/turn.lp: S holds the empty-section medal (turn_section_medal.lp)."""

    __slots__ = ()
    _name = "section_held"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"section_held({s})."


class SectionListed(relations.Row):
    """section_listed(Sec), kb/memoir44/turn.lp: a section that empty_section_medals lists (turn_section_medal.lp)."""

    __slots__ = ()
    _name = "section_listed"
    sec: Term

    @staticmethod
    def fact(sec: object) -> str:
        return f"section_listed({sec})."


class SectionMedal(relations.Row):
    """section_medal(S, N), kb/memoir44/turn.lp: S holds N medals while a listed section holds no enemy unit (line
    399).
    """

    __slots__ = ()
    _name = "section_medal"
    s: Term
    n: Term

    @staticmethod
    def fact(s: object, n: object) -> str:
        return f"section_medal({s},{n})."


class SectionOrder(relations.Row):
    """section_order(Section, I), kb/memoir44/cards.lp: left to right."""

    __slots__ = ()
    _name = "section_order"
    section: Term
    i: Term

    @staticmethod
    def fact(section: object, i: object) -> str:
        return f"section_order({section},{i})."


class SectionPick(relations.Row):
    """section_pick(Card), kb/memoir44/cards.lp: the card orders every infantry unit of one section the player
    chooses (Infantry Assault).
    """

    __slots__ = ()
    _name = "section_pick"
    card: Term

    @staticmethod
    def fact(card: object) -> str:
        return f"section_pick({card})."


class SideBarred(relations.Row):
    """side_barred(H, S, T), kb/memoir44/retreat.lp: hex H is barred to side S's units, all (T = all) or of type T."""

    __slots__ = ()
    _name = "side_barred"
    h: Term
    s: Term
    t: Term

    @staticmethod
    def fact(h: object, s: object, t: object) -> str:
        return f"side_barred({h},{s},{t})."


class SideBarredCite(relations.Row):
    """side_barred_cite(C), kb/memoir44/board.lp: the rule of side_barred(H, S, T) (from the bridge: H is barred to
    side S's units, all (T = all) or of type T; movement_impassable.lp, retreat.lp and take_ground.lp read it).
    Connected hills are in hills.lp and the asking unit's own facts in me.lp: each rule costs grounding time even
    when nothing matches it, so only the tasks that read them load them; likewise a wadi's slopes and a mountain's
    walls (board_walls.lp) where a hex calls for them.
    """

    __slots__ = ()
    _name = "side_barred_cite"
    c: Term

    @staticmethod
    def fact(c: object) -> str:
        return f"side_barred_cite({c})."


class SideEdge(relations.Row):
    """side_edge(Side, Edge), kb/memoir44/orders.lp"""

    __slots__ = ()
    _name = "side_edge"
    side: Term
    edge: Term

    @staticmethod
    def fact(side: object, edge: object) -> str:
        return f"side_edge({side},{edge})."


class SideWall(relations.Row):
    """side_wall(H1, H2, W), kb/memoir44/board_walls.lp: no unit moves or retreats between H1 and H2 across hexside W
    (a bridge section's shut side, memoir44-more-facts.md line 88).
    """

    __slots__ = ()
    _name = "side_wall"
    h1: Term
    h2: Term
    w: Term

    @staticmethod
    def fact(h1: object, h2: object, w: object) -> str:
        return f"side_wall({h1},{h2},{w})."


class Slope(relations.Row):
    """slope(H1, H2), kb/memoir44/board_walls.lp: no unit moves, retreats or takes ground between H1 and H2 (a wadi's
    side).
    """

    __slots__ = ()
    _name = "slope"
    h1: Term
    h2: Term

    @staticmethod
    def fact(h1: object, h2: object) -> str:
        return f"slope({h1},{h2})."


class Smoke(relations.Row):
    """smoke(H), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "smoke"
    h: Term

    @staticmethod
    def fact(h: object) -> str:
        return f"smoke({h})."


class SmokeDone(relations.Row):
    """smoke_done(I), kb/memoir44/turn_smoke.lp: step I ends the laying: then the first turn, or its night roll
    (turn_night.lp).
    """

    __slots__ = ()
    _name = "smoke_done"
    i: Term

    @staticmethod
    def fact(i: object) -> str:
        return f"smoke_done({i})."


class SmokeFirst(relations.Row):
    """smoke_first(I), kb/memoir44/turn_smoke.lp: step I deals the last card: the smoke phase comes before the first
    turn.
    """

    __slots__ = ()
    _name = "smoke_first"
    i: Term

    @staticmethod
    def fact(i: object) -> str:
        return f"smoke_first({i})."


class SmokeSide(relations.Row):
    """smoke_side(S), kb/memoir44/turn.lp: S lays smoke markers before the first turn (smoke_screen, line 407)."""

    __slots__ = ()
    _name = "smoke_side"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"smoke_side({s})."


class StarsHit(relations.Row):
    """stars_hit(S), kb/memoir44/terrain_more.lp: its stars Units: no_target(S, T) a unit of subtype S never battles
    type T; stars_hit(S) its stars
    """

    __slots__ = ()
    _name = "stars_hit"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"stars_hit({s})."


class StarsHitArmor(relations.Row):
    """stars_hit_armor(K, When), kb/memoir44/terrain.lp: a star it rolls hits armor: any_move, or unmoved (only if it
    did not move this turn).
    """

    __slots__ = ()
    _name = "stars_hit_armor"
    k: Term
    when: Term

    @staticmethod
    def fact(k: object, when: object) -> str:
        return f"stars_hit_armor({k},{when})."


class StarsHitType(relations.Row):
    """stars_hit_type(S, T, When), kb/memoir44/classes.lp: its stars hit type T (any_move or hex takes at most M
    dice; stars_hit_type(S, T, When) its stars hit type T (any_move or
    """

    __slots__ = ()
    _name = "stars_hit_type"
    s: Term
    t: Term
    when: Term

    @staticmethod
    def fact(s: object, t: object, when: object) -> str:
        return f"stars_hit_type({s},{t},{when})."


class StartFigures(relations.Row):
    """start_figures(U, N), kb/memoir44/turn.lp: a unit's figures at the start, where the scenario gives none."""

    __slots__ = ()
    _name = "start_figures"
    u: Term
    n: Term

    @staticmethod
    def fact(u: object, n: object) -> str:
        return f"start_figures({u},{n})."


class StartedInLeaveOne(relations.Row):
    """started_in_leave_one(U), kb/memoir44/movement_hedgerow.lp: first_step_only(H, X),"""

    __slots__ = ()
    _name = "started_in_leave_one"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"started_in_leave_one({u})."


class StatusCover(relations.Row):
    """status_cover(X, Status, T, Attacker, N), kb/memoir44/terrain_more.lp: a unit of type T with that status in X
    is attacked at -N by that attacker type (instead of X's own reduction).
    """

    __slots__ = ()
    _name = "status_cover"
    x: Term
    status: Term
    t: Term
    attacker: Term
    n: Term

    @staticmethod
    def fact(x: object, status: object, t: object, attacker: object, n: object) -> str:
        return f"status_cover({x},{status},{t},{attacker},{n})."


class StatusIgnoresAllFlags(relations.Row):
    """status_ignores_all_flags(X, Status), kb/memoir44/terrain_more.lp: a unit with that status in X ignores every
    flag (must).
    """

    __slots__ = ()
    _name = "status_ignores_all_flags"
    x: Term
    status: Term

    @staticmethod
    def fact(x: object, status: object) -> str:
        return f"status_ignores_all_flags({x},{status})."


class Step(relations.Row):
    """step(I, Side, Action), kb/memoir44/turn.lp: Action: play(Card)"""

    __slots__ = ()
    _name = "step"
    i: Term
    side: Term
    action: Term

    @staticmethod
    def fact(i: object, side: object, action: object) -> str:
        return f"step({i},{side},{action})."


class StepBarred(relations.Row):
    """step_barred(U, H1, H2), kb/memoir44/movement_boat.lp: a boat on a river may not step onto a bridge (line 195),
    and once landed it has no boat to go back onto a river with.
    """

    __slots__ = ()
    _name = "step_barred"
    u: Term
    h1: Term
    h2: Term

    @staticmethod
    def fact(u: object, h1: object, h2: object) -> str:
        return f"step_barred({u},{h1},{h2})."


class StepCite(relations.Row):
    """step_cite(Name, Cite), kb/memoir44/turn.lp: the citations below by name (turn, order, once, draw, ...)."""

    __slots__ = ()
    _name = "step_cite"
    name: Term
    cite: Term

    @staticmethod
    def fact(name: object, cite: object) -> str:
        return f"step_cite({name},{cite})."


class StopCite(relations.Row):
    """stop_cite(X, Cite), kb/memoir44/terrain.lp: where."""

    __slots__ = ()
    _name = "stop_cite"
    x: Term
    cite: Term

    @staticmethod
    def fact(x: object, cite: object) -> str:
        return f"stop_cite({x},{cite})."


class StopsType(relations.Row):
    """stops_type(X, T), kb/memoir44/terrain_more.lp: entering X ends the move of a unit of type T (of every type:
    must_stop).
    """

    __slots__ = ()
    _name = "stops_type"
    x: Term
    t: Term

    @staticmethod
    def fact(x: object, t: object) -> str:
        return f"stops_type({x},{t})."


class Straddles(relations.Row):
    """straddles(U, S1, S2, Cite), kb/memoir44/orders.lp: U, in a section the card orders, stands on the line between
    two sections: either may order it.
    """

    __slots__ = ()
    _name = "straddles"
    u: Term
    s1: Term
    s2: Term
    cite: Term

    @staticmethod
    def fact(u: object, s1: object, s2: object, cite: object) -> str:
        return f"straddles({u},{s1},{s2},{cite})."


class StrikeDice(relations.Row):
    """strike_dice(U, D, N), kb/memoir44/turn.lp: U battles at distance D with N dice before terrain, cards and
    sight;
    """

    __slots__ = ()
    _name = "strike_dice"
    u: Term
    d: Term
    n: Term

    @staticmethod
    def fact(u: object, d: object, n: object) -> str:
        return f"strike_dice({u},{d},{n})."


class StrikeTarget(relations.Row):
    """strike_target(E, K), kb/memoir44/turn_card.lp: the K-th unit an air strike has chosen;"""

    __slots__ = ()
    _name = "strike_target"
    e: Term
    k: Term

    @staticmethod
    def fact(e: object, k: object) -> str:
        return f"strike_target({e},{k})."


class Subtype(relations.Row):
    """subtype(S, BaseType), kb/memoir44/terrain.lp"""

    __slots__ = ()
    _name = "subtype"
    s: Term
    base_type: Term

    @staticmethod
    def fact(s: object, base_type: object) -> str:
        return f"subtype({s},{base_type})."


class Tactic(relations.Row):
    """tactic(Card, Cite), kb/memoir44/turn.lp: a tactic card, and the line that says what it does."""

    __slots__ = ()
    _name = "tactic"
    card: Term
    cite: Term

    @staticmethod
    def fact(card: object, cite: object) -> str:
        return f"tactic({card},{cite})."


class TacticCard(relations.Row):
    """tactic_card(Card, N, Cite), kb/memoir44/cards.lp: a tactic card with N copies in the standard deck, and the
    line that says what it does.
    """

    __slots__ = ()
    _name = "tactic_card"
    card: Term
    n: Term
    cite: Term

    @staticmethod
    def fact(card: object, n: object, cite: object) -> str:
        return f"tactic_card({card},{n},{cite})."


class TacticEvery(relations.Row):
    """tactic_every(Card, Kind), kb/memoir44/cards.lp: the card orders every unit of Kind anywhere."""

    __slots__ = ()
    _name = "tactic_every"
    card: Term
    kind: Term

    @staticmethod
    def fact(card: object, kind: object) -> str:
        return f"tactic_every({card},{kind})."


class TacticPick(relations.Row):
    """tactic_pick(Card, N, Kind), kb/memoir44/cards.lp: the card orders up to N units of Kind (a class, or any)
    anywhere.
    """

    __slots__ = ()
    _name = "tactic_pick"
    card: Term
    n: Term
    kind: Term

    @staticmethod
    def fact(card: object, n: object, kind: object) -> str:
        return f"tactic_pick({card},{n},{kind})."


class TakeGround(relations.Row):
    """take_ground(U), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "take_ground"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"take_ground({u})."


class TakeGroundNoOverrun(relations.Row):
    """take_ground_no_overrun(X, T), kb/memoir44/terrain_more.lp: a unit of type T that takes ground into X may not
    overrun.
    """

    __slots__ = ()
    _name = "take_ground_no_overrun"
    x: Term
    t: Term

    @staticmethod
    def fact(x: object, t: object) -> str:
        return f"take_ground_no_overrun({x},{t})."


class Taker(relations.Row):
    """taker(U), kb/memoir44/take_ground.lp: unit_at/2 unit_class/2 unit_subtype/2 for it;"""

    __slots__ = ()
    _name = "taker"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"taker({u})."


class TakesGround(relations.Row):
    """takes_ground(T), kb/memoir44/classes.lp: a unit of type T may take ground after a close assault."""

    __slots__ = ()
    _name = "takes_ground"
    t: Term

    @staticmethod
    def fact(t: object) -> str:
        return f"takes_ground({t})."


class Target(relations.Row):
    """target(U, E, N), kb/memoir44/battle.lp: U may battle E with N dice."""

    __slots__ = ()
    _name = "target"
    u: Term
    e: Term
    n: Term

    @staticmethod
    def fact(u: object, e: object, n: object) -> str:
        return f"target({u},{e},{n})."


class TargetFigures(relations.Row):
    """target_figures(U, E, N), kb/memoir44/battle.lp"""

    __slots__ = ()
    _name = "target_figures"
    u: Term
    e: Term
    n: Term

    @staticmethod
    def fact(u: object, e: object, n: object) -> str:
        return f"target_figures({u},{e},{n})."


class TargetMarker(relations.Row):
    """target_marker(G, H), kb/memoir44/turn.lp: gun G's target marker on hex H (turn_zeroing.lp)."""

    __slots__ = ()
    _name = "target_marker"
    g: Term
    h: Term

    @staticmethod
    def fact(g: object, h: object) -> str:
        return f"target_marker({g},{h})."


class Terrain(relations.Row):
    """terrain(T), kb/memoir44/terrain.lp"""

    __slots__ = ()
    _name = "terrain"
    t: Term

    @staticmethod
    def fact(t: object) -> str:
        return f"terrain({t})."


class ToAct(relations.Row):
    """to_act(Side), kb/memoir44/turn.lp: who the phase waits for (chance for dice and draws, none at the end)."""

    __slots__ = ()
    _name = "to_act"
    side: Term

    @staticmethod
    def fact(side: object) -> str:
        return f"to_act({side})."


class TookGround(relations.Row):
    """took_ground(U), kb/memoir44/battle.lp: it has just taken ground (take_ground.lp asks for an overrun)."""

    __slots__ = ()
    _name = "took_ground"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"took_ground({u})."


class TrainMate(relations.Row):
    """train_mate(U, M), kb/memoir44/board.lp: U and M are the two cars of a side's train (memoir44-more-facts.md
    line 328: one unit for orders; play_scope.lp names a side with two trains unplayed).
    """

    __slots__ = ()
    _name = "train_mate"
    u: Term
    m: Term

    @staticmethod
    def fact(u: object, m: object) -> str:
        return f"train_mate({u},{m})."


class Turn(relations.Row):
    """turn(N), kb/memoir44/turn.lp: the side whose turn it is, and the turn counter (1 for the first)."""

    __slots__ = ()
    _name = "turn"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"turn({n})."


class TurnWaits(relations.Row):
    """turn_waits(I), kb/memoir44/turn_smoke.lp: (also turn_night.lp's) a phase comes before step I's turn goes to
    play.
    """

    __slots__ = ()
    _name = "turn_waits"
    i: Term

    @staticmethod
    def fact(i: object) -> str:
        return f"turn_waits({i})."


class UnitEliminated(relations.Row):
    """unit_eliminated(E), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "unit_eliminated"
    e: Term

    @staticmethod
    def fact(e: object) -> str:
        return f"unit_eliminated({e})."


class UnitKind(relations.Row):
    """unit_kind(U, K), kb/memoir44/board.lp: the unit's own numbers: its subtype's if it has them, else its type's."""

    __slots__ = ()
    _name = "unit_kind"
    u: Term
    k: Term

    @staticmethod
    def fact(u: object, k: object) -> str:
        return f"unit_kind({u},{k})."


class UnitStop(relations.Row):
    """unit_stop(U, H, river, Cite), kb/memoir44/movement_boat.lp: a boat entering a river from land stops there; one
    that started its move on a river goes on along it (line 208).
    """

    __slots__ = ()
    _name = "unit_stop"
    u: Term
    h: Term
    river: Term
    cite: Term

    @staticmethod
    def fact(u: object, h: object, river: object, cite: object) -> str:
        return f"unit_stop({u},{h},{river},{cite})."


class UnitType(relations.Row):
    """unit_type(T), kb/memoir44/terrain.lp"""

    __slots__ = ()
    _name = "unit_type"
    t: Term

    @staticmethod
    def fact(t: object) -> str:
        return f"unit_type({t})."


class UnitsAdjacent(relations.Row):
    """units_adjacent(A, B), kb/memoir44/turn_card.lp: the units A and B stand on neighbouring hexes (the bridge's
    geometry, for
    """

    __slots__ = ()
    _name = "units_adjacent"
    a: Term
    b: Term

    @staticmethod
    def fact(a: object, b: object) -> str:
        return f"units_adjacent({a},{b})."


class UnmovedDice(relations.Row):
    """unmoved_dice(S, D, N), kb/memoir44/classes.lp: its dice when it did not move; it needs none though its type
    does; unmoved_dice(S, D, N) its dice when it did not move;
    """

    __slots__ = ()
    _name = "unmoved_dice"
    s: Term
    d: Term
    n: Term

    @staticmethod
    def fact(s: object, d: object, n: object) -> str:
        return f"unmoved_dice({s},{d},{n})."


class UnmovedNoLos(relations.Row):
    """unmoved_no_los(S), kb/memoir44/classes.lp: unmoved_ignores_cover(S);"""

    __slots__ = ()
    _name = "unmoved_no_los"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"unmoved_no_los({s})."


class Vacated(relations.Row):
    """vacated(H), kb/memoir44/take_ground.lp: the hex the beaten"""

    __slots__ = ()
    _name = "vacated"
    h: Term

    @staticmethod
    def fact(h: object) -> str:
        return f"vacated({h})."


class Victory(relations.Row):
    """victory(S, N), kb/memoir44/turn.lp: medals to win; unit_side/2 unit_class/2; side_edge(Side, Edge); victory(S,
    N) medals to win;
    """

    __slots__ = ()
    _name = "victory"
    s: Term
    n: Term

    @staticmethod
    def fact(s: object, n: object) -> str:
        return f"victory({s},{n})."


class VisibilityRange(relations.Row):
    """visibility_range(V, N), kb/memoir44/terrain_more.lp: at night visibility V, no battle beyond N hexes."""

    __slots__ = ()
    _name = "visibility_range"
    v: Term
    n: Term

    @staticmethod
    def fact(v: object, n: object) -> str:
        return f"visibility_range({v},{n})."


class Water(relations.Row):
    """water(H), kb/memoir44/board.lp: H is a river a unit in a boat may be on (classes.lp's boat_water/1)."""

    __slots__ = ()
    _name = "water"
    h: Term

    @staticmethod
    def fact(h: object) -> str:
        return f"water({h})."


class Winner(relations.Row):
    """winner(S), kb/memoir44/turn.lp"""

    __slots__ = ()
    _name = "winner"
    s: Term

    @staticmethod
    def fact(s: object) -> str:
        return f"winner({s})."


class Written(relations.Row):
    """written(Row, X, Cite), kb/memoir44/terrain.lp: where the expansion facts write X's must_stop, battle_out or
    impassable row (else memoir44-facts.md's terrain table, row_cite/3).
    """

    __slots__ = ()
    _name = "written"
    row: Term
    x: Term
    cite: Term

    @staticmethod
    def fact(row: object, x: object, cite: object) -> str:
        return f"written({row},{x},{cite})."


class Zeroed(relations.Row):
    """zeroed(U, H), kb/memoir44/battle.lp: a Big Gun's target marker on H (in play: turn_zeroing.lp). Sightlines
    from an attacker to the enemies whose dice depend on them (los.lp), with
    """

    __slots__ = ()
    _name = "zeroed"
    u: Term
    h: Term

    @staticmethod
    def fact(u: object, h: object) -> str:
        return f"zeroed({u},{h})."
