"""``ask moves U [to HEX] [as ACTION]``: every legal end of one unit's move, and why not the
rest; with ``to HEX``, whether the move may end there: its path and priced parts, or every reason.

The KB derives destinations, one cheapest path (pred/2), the labelled cost parts of each
step, imposed markers and reasons. This module picks the hexes that can matter, emits
their facts, and reads the answer back.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, field

from pyengine import kb_rows as kb
from pyengine import scenario_model as m
from pyengine.checked_position import PlacedUnit, Position
from pyengine.errors import UmpireError, unknown_name
from pyengine.fact_builders import hex_facts, scenario_facts, unit_facts
from pyengine.hexgrid import Hex
from pyengine.json_types import JsonObject
from pyengine.kb_atoms import quoted
from pyengine.kb_rules import ask_kb
from pyengine.kb_solve import Assembled, GroundSize
from pyengine.kb_terms import Rows, Term, by_name
from pyengine.questions import ArgReader
from pyengine.relations import ordered, rows_by_unit
from pyengine.trace import (
    Assumptions,
    Contribution,
    Wording,
    aligned,
    by_term,
    cite_text,
    rows_of,
)


@dataclass
class Destination:
    hex: str
    cost: int
    left: int
    path: list[str]
    steps: list[Contribution]
    imposes: list[Contribution]
    # The route state the move ends in (a vehicle's facing): what play reads, not an answer's JSON.
    state: str = ""

    def to_json(self) -> JsonObject:
        return {
            "hex": self.hex,
            "cost": self.cost,
            "left": self.left,
            "path": self.path,
            "imposes": [c.to_json() for c in self.imposes],
            "trace": [c.to_json() for c in self.steps],
        }


@dataclass
class Unreachable:
    hex: str
    reasons: list[Contribution]
    # Where a budget refuses the hex (a game whose KB names its cheapest try): that try's path
    # and every part of its total.
    path: list[str] | None = None
    steps: list[Contribution] = field(default_factory=list)

    def to_json(self) -> JsonObject:
        tried = {"path": self.path, "trace": [c.to_json() for c in self.steps]} if self.path else {}
        return {"hex": self.hex, "reasons": [c.to_json() for c in self.reasons], **tried}


@dataclass
class MoveTo:
    """``to HEX``: the move's own answer read for one hex. ``reached`` is its end when it may end
    there; else ``reasons`` refuse it (a hex next to the reach), or no route within the allowance
    ends there (the KB derives every such end) and ``reasons`` are the allowance's cited parts."""

    hex: str
    reached: Destination | None
    reasons: list[Contribution]
    distance: int | None = None  # beyond the reach: how many hexes away it lies
    tried: Unreachable | None = None  # next to the reach: its reasons and its cheapest try

    def to_json(self) -> JsonObject:
        return {
            "hex": self.hex,
            "reaches": self.reached is not None,
            "destination": self.reached.to_json() if self.reached else None,
            "beyond_reach": self.distance is not None,
            "distance": self.distance,
            "reasons": [c.to_json() for c in self.reasons],
            "tried": {"path": self.tried.path, "trace": [c.to_json() for c in self.tried.steps]}
            if self.tried is not None and self.tried.path
            else None,
        }


@dataclass
class MovesAnswer:
    question: str
    unit: str
    action: str | None
    start: str
    allowance: int | None
    allowance_trace: list[Contribution]
    illegal: list[Contribution]
    reachable: list[Destination]
    unreachable: list[Unreachable]
    assumptions: Assumptions
    ground: GroundSize
    allowance_unit: str
    to: MoveTo | None = None

    def to_json(self) -> JsonObject:
        asked = {"to": self.to.to_json()} if self.to is not None else {}
        return {
            **asked,
            "question": self.question,
            "kind": "moves",
            "verdict": "illegal" if self.illegal else "legal",
            "unit": self.unit,
            "action": self.action,
            "start": self.start,
            "allowance": {"value": self.allowance, "trace": [c.to_json() for c in self.allowance_trace]},
            "illegal": [c.to_json() for c in self.illegal],
            "reachable": [d.to_json() for d in self.reachable],
            "unreachable": [u.to_json() for u in self.unreachable],
            "assumptions": self.assumptions.to_json(),
        }

    def opening(self, kind: str, tail: str = "") -> list[str]:
        """The question line, then, if the action itself is illegal, why."""
        action = f" as {self.action}" if self.action else ""
        lines = [f"{kind} {self.unit}{action}, from {self.start}{tail}"]
        if self.illegal:
            lines.append(f"  NO: {self.unit} may not take a {self.action} move")
            lines += aligned([(f"    - {c.what}", c.cite.text()) for c in self.illegal])
        return lines

    def text_lines(self) -> list[str]:
        lines = self.opening("moves", f" to {self.to.hex}" if self.to else "")
        if self.illegal:
            return lines
        if self.to is not None:
            return lines + self._to_lines(self.to) + self.assumptions.lines()
        rows: list[tuple[str, str]] = []
        rows.append((f"  allowance {self.allowance} {self.allowance_unit}", ""))
        rows += [(f"    {c.value:+d}  {c.what}", cite_text(c)) for c in self.allowance_trace]
        rows.append((f"  reachable: {len(self.reachable)} hexes", ""))
        for d in self.reachable:
            rows.append((f"  {d.hex:>7}  cost {d.cost}, left {d.left}, path {' > '.join(d.path)}", ""))
            rows += [(f"           {c.value:+d}  {c.what}", cite_text(c)) for c in d.steps]
            rows += [(f"           => {c.what}", cite_text(c)) for c in d.imposes]
        rows.append((f"  not reachable: {len(self.unreachable)} hexes next to the reach", ""))
        for u in self.unreachable:
            rows += [(f"  {u.hex:>7}  {c.what}", cite_text(c)) for c in u.reasons]
            if u.path:
                rows.append((f"           the cheapest try: path {' > '.join(u.path)}", ""))
                rows += [(f"           {c.value:+d}  {c.what}", cite_text(c)) for c in u.steps]
        lines += aligned(rows)
        lines += self.assumptions.lines()
        return lines

    def _to_lines(self, to: MoveTo) -> list[str]:
        """Yes with the path and its priced parts, or no with every reason."""
        d = to.reached
        if d is not None:
            rows = [(f"  YES: cost {d.cost}, left {d.left}, path {' > '.join(d.path)}", "")]
            rows += [(f"    {c.value:+d}  {c.what}", cite_text(c)) for c in d.steps]
            rows += [(f"    => {c.what}", cite_text(c)) for c in d.imposes]
            return aligned(rows)
        if to.distance is not None:
            head = f"  NO: {to.distance} hexes away, no route within its allowance of {self.allowance} ends there"
            rows = [(head, ""), *((f"    {c.value:+d}  {c.what}", cite_text(c)) for c in to.reasons)]
            return aligned(rows)
        rows = [("  NO:", ""), *((f"    - {c.what}", cite_text(c)) for c in to.reasons)]
        if to.tried is not None and to.tried.path:
            rows.append((f"    the cheapest try: path {' > '.join(to.tried.path)}", ""))
            rows += [(f"    {c.value:+d}  {c.what}", cite_text(c)) for c in to.tried.steps]
        return aligned(rows)


class Moves:
    name = "moves"
    usage = "ask moves UNIT [to HEX] [as ACTION]"

    def answer(self, pos: Position, question: m.Question) -> MovesAnswer:
        args = ArgReader(pos, question, self.usage)
        unit = args.unit(0)
        to, index = None, 1
        if len(question.args) > 1 and question.args[1].text == "to":
            to, index = args.hex(2), 3
            if to == unit.hex:
                word = question.args[2]
                raise UmpireError(word.pos, f"{unit.id} stands on {word.text}", expected="a hex to move to")
        action = optional_action(args, index)
        answer = solve_moves(pos, question, unit, action)
        if to is not None:
            answer.to = move_to(answer, pos.label(to), unit.hex.distance(to))
        return answer


def move_to(answer: MovesAnswer, label: str, distance: int) -> MoveTo:
    """The answer for one hex: an end of the move, a hex next to its reach (its reasons), or one
    no route within the allowance reaches (the allowance's cited parts)."""
    reached = next((d for d in answer.reachable if d.hex == label), None)
    if reached is not None:
        return MoveTo(label, reached, [])
    refused = next((u for u in answer.unreachable if u.hex == label), None)
    if refused is not None:
        return MoveTo(label, None, refused.reasons, tried=refused)
    return MoveTo(label, None, answer.allowance_trace, distance)


def optional_action(args: ArgReader, index: int) -> str | None:
    """An optional trailing ``as ACTION``; the game's default move action otherwise."""
    actions = args.pos.catalogue.words("action")
    if index >= len(args.question.args):
        return "normal" if actions else None
    args.keyword(index, "as")
    act = args.word(index + 1, "an action")
    if act.text not in actions:
        raise unknown_name(act.pos, "action", act.text, actions)
    args.no_more(index + 2)
    return act.text


def solve_moves(
    pos: Position,
    question: m.Question,
    unit: PlacedUnit,
    action: str | None,
    target: Hex | None = None,
    given: tuple[tuple[str, ...], frozenset[str]] = ((), frozenset()),
) -> MovesAnswer:
    """Send the hexes within reach of ``unit`` (and the asked ``target``) to the KB, with the
    ``given`` facts and words of the game in play (a card in force)."""
    hexes = move_region(pos, unit)
    facts, words = hex_facts(pos, hexes)
    facts += given[0]
    words |= given[1]
    for other in pos.units.values():
        if other.hex in hexes:
            facts += unit_facts(other, detailed=other.id == unit.id)
    facts += move_facts(pos, unit, [action] if action else [])
    if target is not None:
        facts += [kb.Target.fact(h=target.term()), kb.WantDistance.fact(a=unit.hex.term(), b=target.term())]
    symbols, size = ask_kb(pos.game.name, pos.edition, scenario_facts(pos), question.kind.text, words, facts)
    book = PartsBook(rows_by_unit(by_name(symbols), pos.catalogue.keyed["moves"]), symbols.assembled())
    return read_moves(pos, str(question), unit, action, book.rows(unit.id, action), size, book.of(unit.id, action))


def move_facts(pos: Position, unit: PlacedUnit, asked: list[str]) -> list[str]:
    """The unit as a mover, the actions asked, and (a game with actions) every move action,
    whose allowances bound the search its moves share."""
    u = quoted(unit.id)
    facts = [kb.Mover.fact(u=u), *(kb.AskedAction.fact(u=u, a=a) for a in asked)]
    facts += [kb.WalkAction.fact(u=u, a=a) for a in sorted(pos.catalogue.words("action"))]
    # How far the unit's moves reach, and how far each hex of that area holding a marker, a
    # hexside feature or an obstacle lies: what may change its search is judged there only,
    # whatever else a question loads (a shot's distance fact must not change a move's walk).
    facts.append(kb.MoveRadius.fact(u=u, r=_radius(pos, unit)))
    marked = (h for h in move_region(pos, unit) if h in pos.markers or h in pos.hexside_index or h in pos.features)
    return facts + [kb.WantDistance.fact(a=unit.hex.term(), b=h.term()) for h in marked]


def move_region(pos: Position, unit: PlacedUnit) -> set[Hex]:
    """The hexes the KB must see to answer for ``unit``'s move: those within its reach, and
    every cave when it stands in one (a cave move may end in any other)."""
    region = set(pos.shape.within(unit.hex, _radius(pos, unit)))
    caves = pos.catalogue.caves
    if caves and pos.terrain_at(unit.hex) in caves:
        for h, t in pos.terrain.items():
            if t in caves:
                region |= set(pos.shape.within(h, 1))
    return region


def _radius(pos: Position, unit: PlacedUnit) -> int:
    # Every step costs at least 1, so nothing beyond the allowance can be reached;
    # one more ring holds the hexes whose "why not" the answer lists. A unit with a
    # game-wide limit (its type's or its kind's, whichever is larger) needs no more, but for
    # the hexes a road adds when it starts on one.
    cat = pos.catalogue
    own = [cat.move_limits[k] for k in (unit.type, unit.subtype) if k in cat.move_limits]
    card_mp = max((p for p, _ in unit.card.mp.values()), default=0)
    road = cat.road_bonus if unit.hex in pos.path_steps else 0
    return (max(own) + road if own else card_mp + cat.move_bonus) + 1


# What the movement rules show, each atom keyed by the move it concerns.


def move_key(unit_id: str, action: str | None) -> str:
    """The key of one move's atoms: the unit (a game without move actions), or m(U,A), the
    unit taking an action (a game whose moves of one unit share a walk, w(U,K))."""
    return unit_id if action is None else f"m({quoted(unit_id)},{action})"


def move_rows(grouped: Mapping[str, Rows], unit_id: str, action: str | None) -> Rows:
    """One move's rows: its walk's routes first, then its own atoms (a harsh entry's route
    step is the move's own and overrides the walk's step into the same node)."""
    own = rows_of(grouped, move_key(unit_id, action))
    merged: Rows = defaultdict(list)
    for layer in [*(rows_of(grouped, str(r.w)) for r in kb.WalkOf.rows(own)), own]:
        for name, rows in layer.items():
            merged[name] += rows
    return merged


@dataclass
class MoveParts:
    """What one move's answer is made of before it is worded: where it ends, what each end
    imposes, why each hex next to its reach is refused, what those rest on, and its routes.
    Read from the KB's rows (``MoveParts.read``) or assembled by a game's bridge from its
    search and the KB's tables (``RouteSearch``): ``read_moves`` words both alike."""

    ends: list[tuple[Term, int, int, str]]  # hex, cost, MP left, the route state it ends in
    imposes: dict[Term, list[tuple[Term, Term]]]  # by hex: marker, cite
    why: dict[Term, list[tuple[Term, Term]]]  # by hex: reason, cite
    depends: Mapping[str, list[str]]  # an item's text -> the assumptions it rests on, by name
    routes: Routes
    # by hex: the route state its cheapest try ends in, where a budget refuses the hex
    attempts: dict[Term, str] = field(default_factory=dict)

    @classmethod
    def read(cls, rows: Rows, depends: Mapping[str, list[str]], routes: Routes | None = None) -> MoveParts:
        """A move's parts from its rows (move_rows), ``depends`` read from them."""
        end_state = {str(r.h): str(r.s) for r in kb.EndState.rows(rows)}
        left = {str(r.h): r.n.number for r in kb.Left.rows(rows)}
        ends = [(r.h, r.cost.number, left[str(r.h)], end_state.get(str(r.h), "")) for r in kb.Destination.rows(rows)]
        imposes: dict[Term, list[tuple[Term, Term]]] = defaultdict(list)
        for mark in kb.Imposes.rows(rows):
            imposes[mark.h].append((mark.marker, mark.cite))
        why: dict[Term, list[tuple[Term, Term]]] = defaultdict(list)
        for no in kb.WhyNot.rows(rows):
            why[no.h].append((no.reason, no.cite))
        attempts = {r.h: str(r.s) for r in kb.Attempt.rows(rows)}
        routes = routes if routes is not None else Routes.read(rows, depends)
        return cls(ends, imposes, why, depends, routes, attempts)


def read_moves(
    pos: Position,
    question: str,
    unit: PlacedUnit,
    action: str | None,
    rows: Rows,
    size: GroundSize,
    parts: MoveParts | None = None,
) -> MovesAnswer:
    """One unit's moves from the arguments of the KB's atoms, grouped by predicate: the
    allowance and whether the action is legal, and the rest from the move's ``parts`` (a
    PartsBook's), or from the rows when none are given."""
    w = Wording.of(pos)
    if parts is None:
        parts = MoveParts.read(rows, depends_of(rows))
    imposes = _worded(w, parts, parts.imposes, "imposes")
    why = _worded(w, parts, parts.why, "why_not")
    allowance = next((r.n.number for r in kb.Allowance.rows(rows)), None)
    # The allowance is the KB's, bridge or not: so is what it rests on.
    relied = tuple(sorted({str(r.assumption) for r in kb.Depends3.rows(rows) if str(r.item) == "allowance"}))
    allowance_trace = [
        w.contribution(r.label, r.value.number, r.cite, relied) for r in ordered(kb.AllowancePart.rows(rows))
    ]
    used = {a for c in [*why.values(), *imposes.values(), allowance_trace] for x in c for a in x.assumptions}
    used |= parts.routes.assumptions()
    return MovesAnswer(
        question=question,
        unit=unit.id,
        action=action,
        start=pos.label(unit.hex),
        allowance=allowance,
        allowance_trace=allowance_trace,
        illegal=[w.contribution(r.reason, None, r.cite) for r in kb.Illegal.rows(rows)],
        reachable=_reachable(w, parts, imposes),
        unreachable=_unreachable(w, parts, why),
        assumptions=Assumptions.of(pos, used),
        ground=size,
        allowance_unit=pos.catalogue.messages.get("allowance_unit", "MP"),
    )


def _worded(
    w: Wording, parts: MoveParts, by_hex: dict[Term, list[tuple[Term, Term]]], item: str
) -> dict[Hex, list[Contribution]]:
    """Each hex's (what, cite) pairs as contributions, with what the hex's item rests on."""
    out = {}
    for h, found in by_hex.items():
        relied = tuple(parts.depends.get(f"{item}({h})", ()))
        out[w.hex(h)] = [w.contribution(what, None, cite, relied) for what, cite in found]
    return out


def _reading_order(w: Wording, h: Hex) -> tuple[int, int]:
    assert isinstance(w.pos, Position)  # moves are asked of hex maps
    return w.pos.shape.reading_order(h)


def _reachable(w: Wording, parts: MoveParts, imposes: dict[Hex, list[Contribution]]) -> list[Destination]:
    """Each legal end, cheapest first (then in reading order), with its route and markers."""
    out = []
    for h_term, cost, left, state in sorted(parts.ends, key=lambda e: (e[1], _reading_order(w, w.hex(e[0])))):
        h = w.hex(h_term)
        path, steps = parts.routes.trail(w, h, state)
        out.append(Destination(w.term(h_term), cost, left, path, steps, by_term(imposes.get(h, ())), state))
    return out


def _unreachable(w: Wording, parts: MoveParts, why: dict[Hex, list[Contribution]]) -> list[Unreachable]:
    """Each refused hex in reading order with its reasons; a hex the budget refuses with its
    cheapest try."""
    tried = {w.hex(h): state for h, state in parts.attempts.items()}
    out = []
    for h in sorted(why, key=lambda h: _reading_order(w, h)):
        if h in tried:
            path, steps = parts.routes.trail(w, h, tried[h])
            out.append(Unreachable(w.label(h), by_term(why[h]), path, steps))
        else:
            out.append(Unreachable(w.label(h), by_term(why[h])))
    return out


def depends_of(rows: Rows) -> dict[str, list[str]]:
    """The assumptions each item of a move (a step, a why_not) relies on, by the item's text."""
    depends: dict[str, list[str]] = defaultdict(list)
    for r in kb.Depends3.rows(rows):
        depends[str(r.item)].append(str(r.assumption))
    # In name order: the KB's atoms come in no fixed order.
    return defaultdict(list, {item: sorted(set(names)) for item, names in depends.items()})


NodeText = tuple[str, str]  # a route node: its hex's and its state's term text
# One priced part of a route step: label, value, cite, the assumptions it rests on.
RoutePart = tuple[Term, int, Term, tuple[str, ...]]


@dataclass
class Routes:
    """The cheapest routes of one move: each node's predecessor and each step's priced parts.

    Route nodes are (hex, state) pairs: a vehicle's facing, artillery's climb so far, keyed by
    their terms' text, which is what identifies a term. Each route step is the step into its end
    node (pred), and the KB prices only route steps, so a priced step names a pred too: a game
    whose every step has a price part need not show pred (a hex_step part, say)."""

    pred: dict[NodeText, NodeText]
    parts: dict[tuple[str, str, str, str], list[RoutePart]]
    # Memos, not data: each hex's label and each node's trail, once.
    _labels: dict[str, str] = field(default_factory=dict, init=False, repr=False, compare=False)
    _trails: dict[NodeText, tuple[list[str], list[Contribution]]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    @classmethod
    def read(cls, rows: Rows, depends: Mapping[str, list[str]]) -> Routes:
        """A move's routes from its pred and route_part rows."""
        pred: dict[NodeText, NodeText] = {}
        for p in kb.Pred.rows(rows):
            pred[(str(p.h2), str(p.s2))] = (str(p.h1), str(p.s1))
        parts: dict[tuple[str, str, str, str], list[RoutePart]] = defaultdict(list)
        for r in kb.RoutePart.rows(rows):
            a, sa, b, sb = str(r.h1), str(r.s1), str(r.h2), str(r.s2)
            pred[(b, sb)] = (a, sa)
            assumed = tuple(sorted({*depends.get(f"step({a},{b})", ()), *depends.get(f"step({a},{sa},{b},{sb})", ())}))
            parts[(a, sa, b, sb)].append((r.label, r.value.number, r.cite, assumed))
        return cls(pred, parts)

    def assumptions(self) -> set[str]:
        """What any step of these routes rests on."""
        return {a for found in self.parts.values() for *_, assumed in found for a in assumed}

    def trail(self, w: Wording, h: Hex, state: str) -> tuple[list[str], list[Contribution]]:
        """The path into a hex (in the given route state) and its steps' labelled parts."""
        return self._trail(w, (h.term(), state))

    def _label(self, w: Wording, key: str) -> str:
        found = self._labels.get(key)
        if found is None:
            found = self._labels[key] = w.label(_parse_hex(key))
        return found

    def _trail(self, w: Wording, node: NodeText) -> tuple[list[str], list[Contribution]]:
        """Routes through a node share its trail, so each is built once."""
        found = self._trails.get(node)
        if found is None:
            before = self.pred.get(node)
            if before is None:
                found = ([self._label(w, node[0])], [])
            else:
                path, steps = self._trail(w, before)
                label = f"{self._label(w, before[0])}>{self._label(w, node[0])}"
                own = by_term(w.contribution(*part) for part in self.parts.get((*before, *node), ()))
                found = ([*path, self._label(w, node[0])], [*steps, *(with_step(c, label) for c in own)])
            self._trails[node] = found
        return found


class PartsBook:
    """The parts of a whole side's moves: as a game's bridge assembled them beside the answer,
    or read from the KB's rows. A unit's moves follow one walk where nothing on the board
    treats its actions differently (movement.lp), so the rows' routes are read once per walk,
    with their priced parts and the trails built from them; a move with route steps of its own
    (a harsh entry's) reads its walk's and its own together. The book refers to no reader of
    it, so an answer holding it is freed as soon as it is dropped (side_actions.py)."""

    def __init__(self, grouped: Mapping[str, Rows], assembled: Assembled) -> None:
        self.grouped = grouped
        self.assembled = assembled
        self._parts: dict[str, MoveParts] = {}
        self._routes: dict[str, Routes] = {}
        self._rows: dict[str, Rows] = {}

    def rows(self, unit_id: str, action: str | None) -> Rows:
        """One move's rows (move_rows), merged once for its parts and its reader."""
        key = move_key(unit_id, action)
        found = self._rows.get(key)
        if found is None:
            found = self._rows[key] = move_rows(self.grouped, unit_id, action)
        return found

    def of(self, unit_id: str, action: str | None) -> MoveParts:
        key = move_key(unit_id, action)
        found = self._parts.get(key)
        if found is None:
            bridged = self.assembled.get(key)
            if isinstance(bridged, MoveParts):
                found = bridged
            else:
                rows = self.rows(unit_id, action)
                depends = depends_of(rows)
                found = MoveParts.read(rows, depends, self._walk_routes(key, rows, depends))
            self._parts[key] = found
        return found

    def _walk_routes(self, key: str, rows: Rows, depends: Mapping[str, list[str]]) -> Routes:
        own = rows_of(self.grouped, key)
        if not own.get("pred") and not own.get("route_part"):
            key = " ".join(str(r.w) for r in kb.WalkOf.rows(own))
        found = self._routes.get(key)
        if found is None:
            found = self._routes[key] = Routes.read(rows, depends)
        return found


def _parse_hex(term: str) -> Hex:
    """The hex of a clingo term written h(Q,R)."""
    q, r = term[2:-1].split(",")
    return Hex(int(q), int(r))


def with_step(c: Contribution, step: str) -> Contribution:
    return Contribution(f"{step}: {c.what}", c.term, c.value, c.cite, c.assumptions)
