"""Row classes for the relations kb/core/ names in its headers (those the core names are
pyengine/kb_rows.py's): written by ``python scripts/kb_rows.py``, never by hand
(tests/core/test_relations.py keeps them equal to the headers)."""

from __future__ import annotations

from pyengine import relations
from pyengine.kb_terms import Term


class Adjacent(relations.Row):
    """adjacent(A, B, D), kb/core/hex.lp: B is the neighbour of A in direction D (both emitted)."""

    __slots__ = ()
    _name = "adjacent"
    a: Term
    b: Term
    d: Term

    @staticmethod
    def fact(a: object, b: object, d: object) -> str:
        return f"adjacent({a},{b},{d})."


class Allowance(relations.Row):
    """allowance(K, N), kb/core/answers.lp: their sum."""

    __slots__ = ()
    _name = "allowance"
    k: Term
    n: Term

    @staticmethod
    def fact(k: object, n: object) -> str:
        return f"allowance({k},{n})."


class AllowancePart(relations.Row):
    """allowance_part(K, Label, Value, Cite), kb/core/answers.lp: one part of a move's allowance."""

    __slots__ = ()
    _name = "allowance_part"
    k: Term
    label: Term
    value: Term
    cite: Term

    @staticmethod
    def fact(k: object, label: object, value: object, cite: object) -> str:
        return f"allowance_part({k},{label},{value},{cite})."


class AlwaysRow(relations.Row):
    """always_row(Row), kb/core/trace.lp"""

    __slots__ = ()
    _name = "always_row"
    row: Term

    @staticmethod
    def fact(row: object) -> str:
        return f"always_row({row})."


class AskedAction(relations.Row):
    """asked_action(U, A), kb/core/answers.lp"""

    __slots__ = ()
    _name = "asked_action"
    u: Term
    a: Term

    @staticmethod
    def fact(u: object, a: object) -> str:
        return f"asked_action({u},{a})."


class Assume(relations.Row):
    """assume(Name, Value), kb/core/trace.lp: the scenario's switch for an assumption: on or off."""

    __slots__ = ()
    _name = "assume"
    name: Term
    value: Term

    @staticmethod
    def fact(name: object, value: object) -> str:
        return f"assume({name},{value})."


class Assumed(relations.Row):
    """assumed(Name), kb/core/trace.lp: the assumption is in force for this question."""

    __slots__ = ()
    _name = "assumed"
    name: Term

    @staticmethod
    def fact(name: object) -> str:
        return f"assumed({name})."


class Assumption(relations.Row):
    """assumption(Name, Default, Why), kb/core/trace.lp: a named, switchable assumption; Default is on/off."""

    __slots__ = ()
    _name = "assumption"
    name: Term
    default: Term
    why: Term

    @staticmethod
    def fact(name: object, default: object, why: object) -> str:
        return f"assumption({name},{default},{why})."


class AssumptionText(relations.Row):
    """assumption_text(Name, Why), kb/core/trace.lp: shown beside every trace line that depends on it."""

    __slots__ = ()
    _name = "assumption_text"
    name: Term
    why: Term

    @staticmethod
    def fact(name: object, why: object) -> str:
        return f"assumption_text({name},{why})."


class Attempt(relations.Row):
    """attempt(K, H, S), kb/core/answers.lp: the cheapest try into a hex too far ends in state S."""

    __slots__ = ()
    _name = "attempt"
    k: Term
    h: Term
    s: Term

    @staticmethod
    def fact(k: object, h: object, s: object) -> str:
        return f"attempt({k},{h},{s})."


class BandTable(relations.Row):
    """band_table(Band, Table), kb/core/answers.lp"""

    __slots__ = ()
    _name = "band_table"
    band: Term
    table: Term

    @staticmethod
    def fact(band: object, table: object) -> str:
        return f"band_table({band},{table})."


class BattleReach(relations.Row):
    """battle_reach(Type, N), kb/core/answers.lp"""

    __slots__ = ()
    _name = "battle_reach"
    type: Term
    n: Term

    @staticmethod
    def fact(type: object, n: object) -> str:
        return f"battle_reach({type},{n})."


class BattlesWithoutLos(relations.Row):
    """battles_without_los(Type), kb/core/answers.lp"""

    __slots__ = ()
    _name = "battles_without_los"
    type: Term

    @staticmethod
    def fact(type: object) -> str:
        return f"battles_without_los({type})."


class BlocksFire(relations.Row):
    """blocks_fire(Terrain), kb/core/answers.lp"""

    __slots__ = ()
    _name = "blocks_fire"
    terrain: Term

    @staticmethod
    def fact(terrain: object) -> str:
        return f"blocks_fire({terrain})."


class Cand(relations.Row):
    """cand(K, H2, S2, H1, S1), kb/core/route.lp: a cheapest route of K (a unit, a move or a walk) into the node
    (H2,S2) may step from the node (H1,S1).
    """

    __slots__ = ()
    _name = "cand"
    k: Term
    h2: Term
    s2: Term
    h1: Term
    s1: Term

    @staticmethod
    def fact(k: object, h2: object, s2: object, h1: object, s1: object) -> str:
        return f"cand({k},{h2},{s2},{h1},{s1})."


class CardMp(relations.Row):
    """card_mp(U, Action, N), kb/core/answers.lp"""

    __slots__ = ()
    _name = "card_mp"
    u: Term
    action: Term
    n: Term

    @staticmethod
    def fact(u: object, action: object, n: object) -> str:
        return f"card_mp({u},{action},{n})."


class Cave(relations.Row):
    """cave(Terrain), kb/core/answers.lp: terrain a question's hexes call for."""

    __slots__ = ()
    _name = "cave"
    terrain: Term

    @staticmethod
    def fact(terrain: object) -> str:
        return f"cave({terrain})."


class Cell2(relations.Row):
    """cell(H, T), kb/core/cell_flat.lp: hex H has terrain T."""

    __slots__ = ()
    _name = "cell"
    h: Term
    t: Term

    @staticmethod
    def fact(h: object, t: object) -> str:
        return f"cell({h},{t})."


class Cell3(relations.Row):
    """cell(H, T, Level), kb/core/cell.lp: hex H has terrain T and ground level Level."""

    __slots__ = ()
    _name = "cell"
    h: Term
    t: Term
    level: Term

    @staticmethod
    def fact(h: object, t: object, level: object) -> str:
        return f"cell({h},{t},{level})."


class Cell5(relations.Row):
    """cell(Ed, Chart, Row, Col, Value), kb/core/lint.lp"""

    __slots__ = ()
    _name = "cell"
    ed: Term
    chart: Term
    row: Term
    col: Term
    value: Term

    @staticmethod
    def fact(ed: object, chart: object, row: object, col: object, value: object) -> str:
        return f"cell({ed},{chart},{row},{col},{value})."


class CellNote(relations.Row):
    """cell_note(Ed, Chart, Row, Col, Mark), kb/core/lint.lp"""

    __slots__ = ()
    _name = "cell_note"
    ed: Term
    chart: Term
    row: Term
    col: Term
    mark: Term

    @staticmethod
    def fact(ed: object, chart: object, row: object, col: object, mark: object) -> str:
        return f"cell_note({ed},{chart},{row},{col},{mark})."


class CheckResult(relations.Row):
    """check_result(Check, Subject, Result), kb/core/lint.lp: a check made, passed or failed, so a reader sees what
    was checked.
    """

    __slots__ = ()
    _name = "check_result"
    check: Term
    subject: Term
    result: Term

    @staticmethod
    def fact(check: object, subject: object, result: object) -> str:
        return f"check_result({check},{subject},{result})."


class Depends2(relations.Row):
    """depends(Item, Assumption), kb/core/trace.lp: (the games' rules) a shown item rests on a named assumption or
    scenario switch; the core's readers take it by this name.
    """

    __slots__ = ()
    _name = "depends"
    item: Term
    assumption: Term

    @staticmethod
    def fact(item: object, assumption: object) -> str:
        return f"depends({item},{assumption})."


class Depends3(relations.Row):
    """depends(K, Item, Assumption), kb/core/answers.lp: an item of move K (or, keyed by a unit, of its other
    actions) rests on an assumption.
    """

    __slots__ = ()
    _name = "depends"
    k: Term
    item: Term
    assumption: Term

    @staticmethod
    def fact(k: object, item: object, assumption: object) -> str:
        return f"depends({k},{item},{assumption})."


class Destination(relations.Row):
    """destination(K, H, Cost), kb/core/answers.lp: H is a legal end of the move, at least cost."""

    __slots__ = ()
    _name = "destination"
    k: Term
    h: Term
    cost: Term

    @staticmethod
    def fact(k: object, h: object, cost: object) -> str:
        return f"destination({k},{h},{cost})."


class Direction(relations.Row):
    """direction(D, DQ, DR), kb/core/hex.lp: the six axial unit steps, D = 0..5 clockwise from east."""

    __slots__ = ()
    _name = "direction"
    d: Term
    dq: Term
    dr: Term

    @staticmethod
    def fact(d: object, dq: object, dr: object) -> str:
        return f"direction({d},{dq},{dr})."


class Distance(relations.Row):
    """distance(A, B, N), kb/core/distance.lp: hex distance for each wanted pair."""

    __slots__ = ()
    _name = "distance"
    a: Term
    b: Term
    n: Term

    @staticmethod
    def fact(a: object, b: object, n: object) -> str:
        return f"distance({a},{b},{n})."


class DistanceUse(relations.Row):
    """distance_use(Use, Cm), kb/core/answers.lp: the distances the rules compare."""

    __slots__ = ()
    _name = "distance_use"
    use: Term
    cm: Term

    @staticmethod
    def fact(use: object, cm: object) -> str:
        return f"distance_use({use},{cm})."


class Document(relations.Row):
    """document(Doc, File, Title), kb/core/trace.lp: a source document."""

    __slots__ = ()
    _name = "document"
    doc: Term
    file: Term
    title: Term

    @staticmethod
    def fact(doc: object, file: object, title: object) -> str:
        return f"document({doc},{file},{title})."


class Edition(relations.Row):
    """edition(Ed), kb/core/answers.lp"""

    __slots__ = ()
    _name = "edition"
    ed: Term

    @staticmethod
    def fact(ed: object) -> str:
        return f"edition({ed})."


class EditionDoc(relations.Row):
    """edition_doc(Ed, Doc), kb/core/lint.lp"""

    __slots__ = ()
    _name = "edition_doc"
    ed: Term
    doc: Term

    @staticmethod
    def fact(ed: object, doc: object) -> str:
        return f"edition_doc({ed},{doc})."


class Editor(relations.Row):
    """editor(Kind, Key, Value, Doc, Locator), kb/core/answers.lp: what an official editor's file writes for a thing."""

    __slots__ = ()
    _name = "editor"
    kind: Term
    key: Term
    value: Term
    doc: Term
    locator: Term

    @staticmethod
    def fact(kind: object, key: object, value: object, doc: object, locator: object) -> str:
        return f"editor({kind},{key},{value},{doc},{locator})."


class EffectRank(relations.Row):
    """effect_rank(U, Pool, Name, I), kb/core/pool.lp: I-th (from 0) of U's named effects on Pool, by name, so each
    effect gets a step key of its own.
    """

    __slots__ = ()
    _name = "effect_rank"
    u: Term
    pool: Term
    name: Term
    i: Term

    @staticmethod
    def fact(u: object, pool: object, name: object, i: object) -> str:
        return f"effect_rank({u},{pool},{name},{i})."


class Elevation(relations.Row):
    """elevation(H, Level), kb/core/cell.lp: its ground level."""

    __slots__ = ()
    _name = "elevation"
    h: Term
    level: Term

    @staticmethod
    def fact(h: object, level: object) -> str:
        return f"elevation({h},{level})."


class EndState(relations.Row):
    """end_state(K, H, S), kb/core/answers.lp: the route state of the cheapest way into H."""

    __slots__ = ()
    _name = "end_state"
    k: Term
    h: Term
    s: Term

    @staticmethod
    def fact(k: object, h: object, s: object) -> str:
        return f"end_state({k},{h},{s})."


class Evidence(relations.Row):
    """evidence(Kind, Subject, Doc, Loc, Says), kb/core/lint.lp: a source involved, where, and what it says there (a
    term, or none).
    """

    __slots__ = ()
    _name = "evidence"
    kind: Term
    subject: Term
    doc: Term
    loc: Term
    says: Term

    @staticmethod
    def fact(kind: object, subject: object, doc: object, loc: object, says: object) -> str:
        return f"evidence({kind},{subject},{doc},{loc},{says})."


class Export(relations.Row):
    """export(Name, Arity, RowArg), kb/core/trace.lp: (game tables) atoms of Name/Arity become facts of every
    question; RowArg > 0 names the argument holding a chart row, so a question loads only the rows it touches.
    """

    __slots__ = ()
    _name = "export"
    name: Term
    arity: Term
    row_arg: Term

    @staticmethod
    def fact(name: object, arity: object, row_arg: object) -> str:
        return f"export({name},{arity},{row_arg})."


class Extends(relations.Row):
    """extends(File, Word, Module), kb/core/trace.lp: (a game's vocab.lp) a question whose rules include File loads
    Module too when its hexes hold Word.
    """

    __slots__ = ()
    _name = "extends"
    file: Term
    word: Term
    module: Term

    @staticmethod
    def fact(file: object, word: object, module: object) -> str:
        return f"extends({file},{word},{module})."


class FacingEdge(relations.Row):
    """facing_edge(Key, A1, A2), kb/core/facing.lp: the direction runs exactly through the corner between two areas."""

    __slots__ = ()
    _name = "facing_edge"
    key: Term
    a1: Term
    a2: Term

    @staticmethod
    def fact(key: object, a1: object, a2: object) -> str:
        return f"facing_edge({key},{a1},{a2})."


class FacingQuery(relations.Row):
    """facing_query(Key, K, F), kb/core/facing.lp: a direction at bearing K, seen from the hex of something Key
    names, which faces vertex F.
    """

    __slots__ = ()
    _name = "facing_query"
    key: Term
    k: Term
    f: Term

    @staticmethod
    def fact(key: object, k: object, f: object) -> str:
        return f"facing_query({key},{k},{f})."


class FacingSide(relations.Row):
    """facing_side(Key, A), kb/core/facing.lp: front (the two hexsides beside the facing vertex), flank (the next
    hexside each way) or rear (the two opposite the front).
    """

    __slots__ = ()
    _name = "facing_side"
    key: Term
    a: Term

    @staticmethod
    def fact(key: object, a: object) -> str:
        return f"facing_side({key},{a})."


class Finding(relations.Row):
    """finding(Kind, Subject), kb/core/lint.lp: Subject is a tuple;"""

    __slots__ = ()
    _name = "finding"
    kind: Term
    subject: Term

    @staticmethod
    def fact(kind: object, subject: object) -> str:
        return f"finding({kind},{subject})."


class FindingSeverity(relations.Row):
    """finding_severity(Kind, Subject, Severity), kb/core/wording_lint.lp: info when every change is a slip
    (spelling, a minor word), warning when a change may alter the meaning. Renumbering is left to the section
    lints. wording/5            each text a document prints for one unit (shown for the evidence).
    """

    __slots__ = ()
    _name = "finding_severity"
    kind: Term
    subject: Term
    severity: Term

    @staticmethod
    def fact(kind: object, subject: object, severity: object) -> str:
        return f"finding_severity({kind},{subject},{severity})."


class Footnote(relations.Row):
    """footnote(Ed, Chart, Row, Mark, Condition), kb/core/lint.lp"""

    __slots__ = ()
    _name = "footnote"
    ed: Term
    chart: Term
    row: Term
    mark: Term
    condition: Term

    @staticmethod
    def fact(ed: object, chart: object, row: object, mark: object, condition: object) -> str:
        return f"footnote({ed},{chart},{row},{mark},{condition})."


class FortificationsShare(relations.Row):
    """fortifications_share(H, F1, F2), kb/core/answers.lp: two fortifications in hex H (F1 before F2)."""

    __slots__ = ()
    _name = "fortifications_share"
    h: Term
    f1: Term
    f2: Term

    @staticmethod
    def fact(h: object, f1: object, f2: object) -> str:
        return f"fortifications_share({h},{f1},{f2})."


class Hex(relations.Row):
    """hex(H), kb/core/cell.lp: H is a hex the question needs."""

    __slots__ = ()
    _name = "hex"
    h: Term

    @staticmethod
    def fact(h: object) -> str:
        return f"hex({h})."


class HexsideAt(relations.Row):
    """hexside_at(H1, H2, Kind), kb/core/answers.lp"""

    __slots__ = ()
    _name = "hexside_at"
    h1: Term
    h2: Term
    kind: Term

    @staticmethod
    def fact(h1: object, h2: object, kind: object) -> str:
        return f"hexside_at({h1},{h2},{kind})."


class Highland(relations.Row):
    """highland(Terrain), kb/core/answers.lp"""

    __slots__ = ()
    _name = "highland"
    terrain: Term

    @staticmethod
    def fact(terrain: object) -> str:
        return f"highland({terrain})."


class Illegal(relations.Row):
    """illegal(K, What, Reason, Cite), kb/core/answers.lp: the move is not allowed at all."""

    __slots__ = ()
    _name = "illegal"
    k: Term
    what: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(k: object, what: object, reason: object, cite: object) -> str:
        return f"illegal({k},{what},{reason},{cite})."


class Imposes(relations.Row):
    """imposes(K, H, Marker, Cite), kb/core/answers.lp: what ending the move in H does."""

    __slots__ = ()
    _name = "imposes"
    k: Term
    h: Term
    marker: Term
    cite: Term

    @staticmethod
    def fact(k: object, h: object, marker: object, cite: object) -> str:
        return f"imposes({k},{h},{marker},{cite})."


class Keyed(relations.Row):
    """keyed(Group, Name), kb/core/answers.lp: shown predicates keyed by their first argument."""

    __slots__ = ()
    _name = "keyed"
    group: Term
    name: Term

    @staticmethod
    def fact(group: object, name: object) -> str:
        return f"keyed({group},{name})."


class Kind(relations.Row):
    """kind(Kind, Class, Severity), kb/core/lint.lp: Class: cross_edition | cross_reference | structure |
    contradiction | semantic. Severity: error | warning | info.
    """

    __slots__ = ()
    _name = "kind"
    kind: Term
    class_: Term
    severity: Term

    @staticmethod
    def fact(kind: object, class_: object, severity: object) -> str:
        return f"kind({kind},{class_},{severity})."


class Label(relations.Row):
    """label(Term, Text), kb/core/lint.lp: printed names of rows, topics, documents and so on. message/2  document/3
    shown as the game defines them (see core/trace.lp). Games add semantic kinds with the same three predicates (a
    game's check.lp).
    """

    __slots__ = ()
    _name = "label"
    term: Term
    text: Term

    @staticmethod
    def fact(term: object, text: object) -> str:
        return f"label({term},{text})."


class Left(relations.Row):
    """left(K, H, N), kb/core/answers.lp: what the allowance still holds there."""

    __slots__ = ()
    _name = "left"
    k: Term
    h: Term
    n: Term

    @staticmethod
    def fact(k: object, h: object, n: object) -> str:
        return f"left({k},{h},{n})."


class LineAlong(relations.Row):
    """line_along(L, H1, H2), kb/core/answers.lp"""

    __slots__ = ()
    _name = "line_along"
    line: Term
    h1: Term
    h2: Term

    @staticmethod
    def fact(line: object, h1: object, h2: object) -> str:
        return f"line_along({line},{h1},{h2})."


class LineEndUnit(relations.Row):
    """line_end_unit(L, End, U), kb/core/answers.lp"""

    __slots__ = ()
    _name = "line_end_unit"
    line: Term
    end: Term
    u: Term

    @staticmethod
    def fact(line: object, end: object, u: object) -> str:
        return f"line_end_unit({line},{end},{u})."


class LineHex(relations.Row):
    """line_hex(L, H), kb/core/answers.lp"""

    __slots__ = ()
    _name = "line_hex"
    line: Term
    h: Term

    @staticmethod
    def fact(line: object, h: object) -> str:
        return f"line_hex({line},{h})."


class LowerCm(relations.Row):
    """lower_cm(Cm, Line), kb/core/answers.lp: a skirmish target's sides and slopes."""

    __slots__ = ()
    _name = "lower_cm"
    cm: Term
    line: Term

    @staticmethod
    def fact(cm: object, line: object) -> str:
        return f"lower_cm({cm},{line})."


class MarkerMisplaced(relations.Row):
    """marker_misplaced(H, Marker, Terrain), kb/core/answers.lp: a marker lies on terrain it cannot change."""

    __slots__ = ()
    _name = "marker_misplaced"
    h: Term
    marker: Term
    terrain: Term

    @staticmethod
    def fact(h: object, marker: object, terrain: object) -> str:
        return f"marker_misplaced({h},{marker},{terrain})."


class Message(relations.Row):
    """message(Functor, Template), kb/core/trace.lp: how the bridge words a reason term; {1}.. are its arguments."""

    __slots__ = ()
    _name = "message"
    functor: Term
    template: Term

    @staticmethod
    def fact(functor: object, template: object) -> str:
        return f"message({functor},{template})."


class MoveBonus(relations.Row):
    """move_bonus(N), kb/core/answers.lp"""

    __slots__ = ()
    _name = "move_bonus"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"move_bonus({n})."


class MoveLimit(relations.Row):
    """move_limit(Type, N), kb/core/answers.lp"""

    __slots__ = ()
    _name = "move_limit"
    type: Term
    n: Term

    @staticmethod
    def fact(type: object, n: object) -> str:
        return f"move_limit({type},{n})."


class MoveRadius(relations.Row):
    """move_radius(U, R), kb/core/answers.lp: what a move question asks."""

    __slots__ = ()
    _name = "move_radius"
    u: Term
    r: Term

    @staticmethod
    def fact(u: object, r: object) -> str:
        return f"move_radius({u},{r})."


class Mover(relations.Row):
    """mover(U), kb/core/answers.lp"""

    __slots__ = ()
    _name = "mover"
    u: Term

    @staticmethod
    def fact(u: object) -> str:
        return f"mover({u})."


class NearSpelling(relations.Row):
    """near_spelling(Old, New), kb/core/wording_lint.lp: lexical facts: Kind section, word or punctuation."""

    __slots__ = ()
    _name = "near_spelling"
    old: Term
    new: Term

    @staticmethod
    def fact(old: object, new: object) -> str:
        return f"near_spelling({old},{new})."


class NeedsLos(relations.Row):
    """needs_los(Subtype), kb/core/answers.lp: a battle's reach."""

    __slots__ = ()
    _name = "needs_los"
    subtype: Term

    @staticmethod
    def fact(subtype: object) -> str:
        return f"needs_los({subtype})."


class ObstacleAt(relations.Row):
    """obstacle_at(H, Obstacle), kb/core/answers.lp"""

    __slots__ = ()
    _name = "obstacle_at"
    h: Term
    obstacle: Term

    @staticmethod
    def fact(h: object, obstacle: object) -> str:
        return f"obstacle_at({h},{obstacle})."


class OffAxis(relations.Row):
    """off_axis(Key, O), kb/core/facing.lp: 0..12: how many half-rays the direction lies off the facing."""

    __slots__ = ()
    _name = "off_axis"
    key: Term
    o: Term

    @staticmethod
    def fact(key: object, o: object) -> str:
        return f"off_axis({key},{o})."


class Override(relations.Row):
    """override(Chart, Row, Col, Value), kb/core/answers.lp: the scenario's switches."""

    __slots__ = ()
    _name = "override"
    chart: Term
    row: Term
    col: Term
    value: Term

    @staticmethod
    def fact(chart: object, row: object, col: object, value: object) -> str:
        return f"override({chart},{row},{col},{value})."


class PathStep(relations.Row):
    """path_step(H1, H2, Path), kb/core/answers.lp"""

    __slots__ = ()
    _name = "path_step"
    h1: Term
    h2: Term
    path: Term

    @staticmethod
    def fact(h1: object, h2: object, path: object) -> str:
        return f"path_step({h1},{h2},{path})."


class PlacementIllegal(relations.Row):
    """placement_illegal(U, Reason), kb/core/answers.lp: unit U stands where it may not (a game's placement.lp)."""

    __slots__ = ()
    _name = "placement_illegal"
    u: Term
    reason: Term

    @staticmethod
    def fact(u: object, reason: object) -> str:
        return f"placement_illegal({u},{reason})."


class PoolAfter(relations.Row):
    """pool_after(P, K, State), kb/core/pool.lp: the pool once step K is applied. State is st(dice(R,Y,G,B), U, X)
    known dice, U lost cells (each at least one die), X automatic symbols; or unresolved                     a
    "lose the weakest" met lost dice and no known blue die: which die goes depends on the lost cell.
    """

    __slots__ = ()
    _name = "pool_after"
    p: Term
    k: Term
    state: Term

    @staticmethod
    def fact(p: object, k: object, state: object) -> str:
        return f"pool_after({p},{k},{state})."


class PoolClash(relations.Row):
    """pool_clash(P, K), kb/core/pool.lp: two steps share K (a defect of the game's rules)."""

    __slots__ = ()
    _name = "pool_clash"
    p: Term
    k: Term

    @staticmethod
    def fact(p: object, k: object) -> str:
        return f"pool_clash({p},{k})."


class PoolDepends(relations.Row):
    """pool_depends(P, K, Assumption), kb/core/pool.lp: step K of pool P rests on a named assumption (shown)."""

    __slots__ = ()
    _name = "pool_depends"
    p: Term
    k: Term
    assumption: Term

    @staticmethod
    def fact(p: object, k: object, assumption: object) -> str:
        return f"pool_depends({p},{k},{assumption})."


class PoolEffect(relations.Row):
    """pool_effect(P, K, Effect), kb/core/pool.lp: what a lose_weakest or remove step did: lost(Colour) | kept(N)
    (only N dice, none lost) | none_to_lose | undecided.
    """

    __slots__ = ()
    _name = "pool_effect"
    p: Term
    k: Term
    effect: Term

    @staticmethod
    def fact(p: object, k: object, effect: object) -> str:
        return f"pool_effect({p},{k},{effect})."


class PoolFinal(relations.Row):
    """pool_final(P, State), kb/core/pool.lp: the pool after its last step."""

    __slots__ = ()
    _name = "pool_final"
    p: Term
    state: Term

    @staticmethod
    def fact(p: object, state: object) -> str:
        return f"pool_final({p},{state})."


class PoolRule(relations.Row):
    """pool_rule(P, Rule, K), kb/core/pool.lp: the note(Rule) of step K applies to the roll."""

    __slots__ = ()
    _name = "pool_rule"
    p: Term
    rule: Term
    k: Term

    @staticmethod
    def fact(p: object, rule: object, k: object) -> str:
        return f"pool_rule({p},{rule},{k})."


class PoolStep(relations.Row):
    """pool_step(P, K, Label, Op, Cite), kb/core/pool.lp: step K (an integer; smaller first, distinct per pool) of
    pool P. Op is one of add(dice(R,Y,G,B))             these dice join the pool; add(unknown)
    dice the sources lost join it: one or more, colours unknown (the Label names the lost cell);
    lose_weakest(Keep)             the weakest die leaves, unless only Keep dice remain; remove(dice(R,Y,G,B))
    these dice leave (a game rule chose them); remove(unknown)                a die leaves that only a lost cell
    could name; auto(Symbol)                   an automatic result symbol, not a die; clear
    the pool loses every die (no roll at all); note(Rule)                     a rule for reading the roll; the
    dice do not change; none                           nothing changes: the step was checked and gives nothing.
    """

    __slots__ = ()
    _name = "pool_step"
    p: Term
    k: Term
    label: Term
    op: Term
    cite: Term

    @staticmethod
    def fact(p: object, k: object, label: object, op: object, cite: object) -> str:
        return f"pool_step({p},{k},{label},{op},{cite})."


class Pred(relations.Row):
    """pred(K, H2, S2, H1, S1), kb/core/route.lp: the node the route into (H2,S2) steps from."""

    __slots__ = ()
    _name = "pred"
    k: Term
    h2: Term
    s2: Term
    h1: Term
    s1: Term

    @staticmethod
    def fact(k: object, h2: object, s2: object, h1: object, s1: object) -> str:
        return f"pred({k},{h2},{s2},{h1},{s1})."


class ReferenceEdition(relations.Row):
    """reference_edition(Ed), kb/core/lint.lp: whose row names name topics."""

    __slots__ = ()
    _name = "reference_edition"
    ed: Term

    @staticmethod
    def fact(ed: object) -> str:
        return f"reference_edition({ed})."


class RoadBonus(relations.Row):
    """road_bonus(N), kb/core/answers.lp: how far moves may reach (a bound)."""

    __slots__ = ()
    _name = "road_bonus"
    n: Term

    @staticmethod
    def fact(n: object) -> str:
        return f"road_bonus({n})."


class RoutePart(relations.Row):
    """route_part(K, H1, S1, H2, S2, Label, Value, Cite), kb/core/answers.lp: that step's price, part by part."""

    __slots__ = ()
    _name = "route_part"
    k: Term
    h1: Term
    s1: Term
    h2: Term
    s2: Term
    label: Term
    value: Term
    cite: Term

    @staticmethod
    def fact(
        k: object, h1: object, s1: object, h2: object, s2: object, label: object, value: object, cite: object
    ) -> str:
        return f"route_part({k},{h1},{s1},{h2},{s2},{label},{value},{cite})."


class Row(relations.Row):
    """row(Ed, Chart, Order, Row, PrintedName, Section), kb/core/lint.lp"""

    __slots__ = ()
    _name = "row"
    ed: Term
    chart: Term
    order: Term
    row: Term
    printed_name: Term
    section: Term

    @staticmethod
    def fact(ed: object, chart: object, order: object, row: object, printed_name: object, section: object) -> str:
        return f"row({ed},{chart},{order},{row},{printed_name},{section})."


class RowDefect(relations.Row):
    """row_defect(Ed, Chart, Row, Defect), kb/core/lint.lp"""

    __slots__ = ()
    _name = "row_defect"
    ed: Term
    chart: Term
    row: Term
    defect: Term

    @staticmethod
    def fact(ed: object, chart: object, row: object, defect: object) -> str:
        return f"row_defect({ed},{chart},{row},{defect})."


class RowNeeds(relations.Row):
    """row_needs(Word, Row), kb/core/trace.lp: (a game's vocab.lp) the chart rows every question loads, and those a
    word of the question makes it load.
    """

    __slots__ = ()
    _name = "row_needs"
    word: Term
    row: Term

    @staticmethod
    def fact(word: object, row: object) -> str:
        return f"row_needs({word},{row})."


class ScenarioEffect(relations.Row):
    """scenario_effect(Name, U, Pool, Op), kb/core/pool.lp: (from the bridge) a named effect on unit U's pool."""

    __slots__ = ()
    _name = "scenario_effect"
    name: Term
    u: Term
    pool: Term
    op: Term

    @staticmethod
    def fact(name: object, u: object, pool: object, op: object) -> str:
        return f"scenario_effect({name},{u},{pool},{op})."


class SideArc(relations.Row):
    """side_arc(Side, From, To, Normal), kb/core/answers.lp"""

    __slots__ = ()
    _name = "side_arc"
    side: Term
    from_: Term
    to: Term
    normal: Term

    @staticmethod
    def fact(side: object, from_: object, to: object, normal: object) -> str:
        return f"side_arc({side},{from_},{to},{normal})."


class Sightline(relations.Row):
    """sightline(L, A, B), kb/core/answers.lp"""

    __slots__ = ()
    _name = "sightline"
    line: Term
    a: Term
    b: Term

    @staticmethod
    def fact(line: object, a: object, b: object) -> str:
        return f"sightline({line},{a},{b})."


class SpanToken(relations.Row):
    """span_token(Unit, K, Side, I, Word), kb/core/wording_lint.lp: its words, Side old or new."""

    __slots__ = ()
    _name = "span_token"
    unit: Term
    k: Term
    side: Term
    i: Term
    word: Term

    @staticmethod
    def fact(unit: object, k: object, side: object, i: object, word: object) -> str:
        return f"span_token({unit},{k},{side},{i},{word})."


class SteepWithin(relations.Row):
    """steep_within(Degrees, Line), kb/core/answers.lp"""

    __slots__ = ()
    _name = "steep_within"
    degrees: Term
    line: Term

    @staticmethod
    def fact(degrees: object, line: object) -> str:
        return f"steep_within({degrees},{line})."


class StepTo(relations.Row):
    """step_to(A, B, D), kb/core/hex.lp: B is where direction D leads from emitted hex A (maybe off-map)."""

    __slots__ = ()
    _name = "step_to"
    a: Term
    b: Term
    d: Term

    @staticmethod
    def fact(a: object, b: object, d: object) -> str:
        return f"step_to({a},{b},{d})."


class StrongestDie(relations.Row):
    """strongest_die(D, One), kb/core/pool.lp: weakest_die(D, One), weaker_die(One, Next) for any dice term D a game
    names with dice_of(D): its strongest and weakest single die, and the next weaker colour of a single die (blue
    stays blue).
    """

    __slots__ = ()
    _name = "strongest_die"
    d: Term
    one: Term

    @staticmethod
    def fact(d: object, one: object) -> str:
        return f"strongest_die({d},{one})."


class Synonym(relations.Row):
    """synonym(Kind, Alias, Word, Doc, Locator), kb/core/answers.lp: a word's meaning and source; another name for
    it.
    """

    __slots__ = ()
    _name = "synonym"
    kind: Term
    alias: Term
    word: Term
    doc: Term
    locator: Term

    @staticmethod
    def fact(kind: object, alias: object, word: object, doc: object, locator: object) -> str:
        return f"synonym({kind},{alias},{word},{doc},{locator})."


class Target(relations.Row):
    """target(H), kb/core/answers.lp"""

    __slots__ = ()
    _name = "target"
    h: Term

    @staticmethod
    def fact(h: object) -> str:
        return f"target({h})."


class Terrain(relations.Row):
    """terrain(H, T), kb/core/cell.lp: its terrain."""

    __slots__ = ()
    _name = "terrain"
    h: Term
    t: Term

    @staticmethod
    def fact(h: object, t: object) -> str:
        return f"terrain({h},{t})."


class TokenKind(relations.Row):
    """token_kind(Word, Kind), kb/core/wording_lint.lp"""

    __slots__ = ()
    _name = "token_kind"
    word: Term
    kind: Term

    @staticmethod
    def fact(word: object, kind: object) -> str:
        return f"token_kind({word},{kind})."


class UnitAbility(relations.Row):
    """unit_ability(U, Ability), kb/core/answers.lp"""

    __slots__ = ()
    _name = "unit_ability"
    u: Term
    ability: Term

    @staticmethod
    def fact(u: object, ability: object) -> str:
        return f"unit_ability({u},{ability})."


class UnitAt(relations.Row):
    """unit_at(U, H), kb/core/answers.lp"""

    __slots__ = ()
    _name = "unit_at"
    u: Term
    h: Term

    @staticmethod
    def fact(u: object, h: object) -> str:
        return f"unit_at({u},{h})."


class UnitClass(relations.Row):
    """unit_class(U, Type), kb/core/answers.lp"""

    __slots__ = ()
    _name = "unit_class"
    u: Term
    type: Term

    @staticmethod
    def fact(u: object, type: object) -> str:
        return f"unit_class({u},{type})."


class UnitExperience(relations.Row):
    """unit_experience(U, Experience), kb/core/answers.lp"""

    __slots__ = ()
    _name = "unit_experience"
    u: Term
    experience: Term

    @staticmethod
    def fact(u: object, experience: object) -> str:
        return f"unit_experience({u},{experience})."


class UnitFacing(relations.Row):
    """unit_facing(U, Facing), kb/core/answers.lp"""

    __slots__ = ()
    _name = "unit_facing"
    u: Term
    facing: Term

    @staticmethod
    def fact(u: object, facing: object) -> str:
        return f"unit_facing({u},{facing})."


class UnitFigures(relations.Row):
    """unit_figures(U, N), kb/core/answers.lp"""

    __slots__ = ()
    _name = "unit_figures"
    u: Term
    n: Term

    @staticmethod
    def fact(u: object, n: object) -> str:
        return f"unit_figures({u},{n})."


class UnitMovement(relations.Row):
    """unit_movement(U, Movement), kb/core/answers.lp"""

    __slots__ = ()
    _name = "unit_movement"
    u: Term
    movement: Term

    @staticmethod
    def fact(u: object, movement: object) -> str:
        return f"unit_movement({u},{movement})."


class UnitSide(relations.Row):
    """unit_side(U, Side), kb/core/answers.lp"""

    __slots__ = ()
    _name = "unit_side"
    u: Term
    side: Term

    @staticmethod
    def fact(u: object, side: object) -> str:
        return f"unit_side({u},{side})."


class UnitStatus(relations.Row):
    """unit_status(U, Status), kb/core/answers.lp"""

    __slots__ = ()
    _name = "unit_status"
    u: Term
    status: Term

    @staticmethod
    def fact(u: object, status: object) -> str:
        return f"unit_status({u},{status})."


class UnitSubtype(relations.Row):
    """unit_subtype(U, Subtype), kb/core/answers.lp"""

    __slots__ = ()
    _name = "unit_subtype"
    u: Term
    subtype: Term

    @staticmethod
    def fact(u: object, subtype: object) -> str:
        return f"unit_subtype({u},{subtype})."


class UserEdition(relations.Row):
    """user_edition(Ed), kb/core/lint.lp: (from the bridge) a user's chart, which may cover only part of a chart."""

    __slots__ = ()
    _name = "user_edition"
    ed: Term

    @staticmethod
    def fact(ed: object) -> str:
        return f"user_edition({ed})."


class Visibility(relations.Row):
    """visibility(V), kb/core/answers.lp"""

    __slots__ = ()
    _name = "visibility"
    v: Term

    @staticmethod
    def fact(v: object) -> str:
        return f"visibility({v})."


class Vocab(relations.Row):
    """vocab(Kind, Name), kb/core/answers.lp: every name a scenario may write, by kind."""

    __slots__ = ()
    _name = "vocab"
    kind: Term
    name: Term

    @staticmethod
    def fact(kind: object, name: object) -> str:
        return f"vocab({kind},{name})."


class WalkAction(relations.Row):
    """walk_action(U, A), kb/core/answers.lp"""

    __slots__ = ()
    _name = "walk_action"
    u: Term
    a: Term

    @staticmethod
    def fact(u: object, a: object) -> str:
        return f"walk_action({u},{a})."


class WalkOf(relations.Row):
    """walk_of(K, W), kb/core/answers.lp: the walk whose routes move K follows."""

    __slots__ = ()
    _name = "walk_of"
    k: Term
    w: Term

    @staticmethod
    def fact(k: object, w: object) -> str:
        return f"walk_of({k},{w})."


class WantDistance(relations.Row):
    """want_distance(A, B), kb/core/distance.lp: a rule or the bridge needs the distance between hexes A and B."""

    __slots__ = ()
    _name = "want_distance"
    a: Term
    b: Term

    @staticmethod
    def fact(a: object, b: object) -> str:
        return f"want_distance({a},{b})."


class WhyNot(relations.Row):
    """why_not(K, H, Reason, Cite), kb/core/answers.lp: H, next to the reach or asked, cannot end the move."""

    __slots__ = ()
    _name = "why_not"
    k: Term
    h: Term
    reason: Term
    cite: Term

    @staticmethod
    def fact(k: object, h: object, reason: object, cite: object) -> str:
        return f"why_not({k},{h},{reason},{cite})."


class Word(relations.Row):
    """word(Kind, Word, Meaning, Doc, Locator), kb/core/answers.lp"""

    __slots__ = ()
    _name = "word"
    kind: Term
    word: Term
    meaning: Term
    doc: Term
    locator: Term

    @staticmethod
    def fact(kind: object, word: object, meaning: object, doc: object, locator: object) -> str:
        return f"word({kind},{word},{meaning},{doc},{locator})."


class Wording(relations.Row):
    """wording(Unit, Kind, Doc, Line, Text), kb/core/wording_lint.lp: (a game's wording.lp), minor_word(W); and, in
    the second step, the bridge's exact word diff (pyengine/wording_diff.py):
    """

    __slots__ = ()
    _name = "wording"
    unit: Term
    kind: Term
    doc: Term
    line: Term
    text: Term

    @staticmethod
    def fact(unit: object, kind: object, doc: object, line: object, text: object) -> str:
        return f"wording({unit},{kind},{doc},{line},{text})."


class WordingSpan(relations.Row):
    """wording_span(Unit, D1, D2, K, Old, New), kb/core/wording_lint.lp: the K-th run of words that differ."""

    __slots__ = ()
    _name = "wording_span"
    unit: Term
    d1: Term
    d2: Term
    k: Term
    old: Term
    new: Term

    @staticmethod
    def fact(unit: object, d1: object, d2: object, k: object, old: object, new: object) -> str:
        return f"wording_span({unit},{d1},{d2},{k},{old},{new})."
