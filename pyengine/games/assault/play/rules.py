"""Assault in play: kb/assault/turn.lp (and turn_organise.lp) judges each step and derives what
it changes; the questions' answers on the board the state stands in are its evidence
(evidence.py). One KB call judges every step a phase offers, so listing the legal steps and
checking one step use the same rules.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from clingo import SymbolType

from pyengine import kb_rows as kb
from pyengine import relations
from pyengine.checked_position import PlacedUnit, Position
from pyengine.errors import Pos, UmpireError, unknown_name
from pyengine.fact_builders import scenario_facts, unit_facts
from pyengine.games.assault import kb_rows as k
from pyengine.games.assault.play import steps as st
from pyengine.games.assault.play.board import Boards
from pyengine.games.assault.play.evidence import Evidence, Reading, next_die
from pyengine.games.assault.play.setup import DEFAULT_ASSUMPTION, Setup, setup_of
from pyengine.games.assault.play.words import read_action
from pyengine.json_types import JsonObject
from pyengine.kb_atoms import quoted
from pyengine.kb_rules import ask_kb
from pyengine.kb_terms import Rows, Term, by_name
from pyengine.play.node import Node
from pyengine.play.state import GameState
from pyengine.play.steps import CHANCE, Change, Step, Verdict
from pyengine.trace import Assumptions, Wording, contribution, is_hex

# The turn rules each phase grounds beside turn.lp (its header).
PHASE_FILES = {
    "initiative": ("turn_support.lp",),
    "support": ("turn_support.lp",),
    "action": ("turn_action.lp", "turn_finish.lp"),
    "reaction": ("turn_react.lp", "turn_finish.lp"),
    "spot_roll": ("turn_fire.lp",),
    "roll": ("turn_fire.lp", "turn_react.lp", "turn_finish.lp", "turn_fallback.lp"),
    "crit_roll": ("turn_fire.lp", "turn_react.lp", "turn_finish.lp", "turn_fallback.lp"),
    "fallback": ("turn_fallback.lp",),
    "organisation": ("turn_organise.lp",),
    "over": (),
}
# Who each phase waits for (turn.lp's phase_actor/2; a test holds the two together).
ACTORS = {
    "initiative": CHANCE,
    "spot_roll": CHANCE,
    "roll": CHANCE,
    "crit_roll": CHANCE,
    "organisation": CHANCE,
    "support": "active",
    "action": "active",
    "reaction": "inactive",
    "fallback": "falling",
    "over": "none",
}
OUTCOME_ORDER = (
    "die_shows",
    "initiative",
    "moves",
    "spotting",
    "critical_hits",
    "damaged",
    "marker_placed",
    "unit_eliminated",
    "action_phase_ends",
    "captured",
    "winner",
    "game_drawn",
    "game_undecided",
)
# What the scenario may hold that play does not act on yet (docs/assault.md "Playing").
NOT_PLAYED = {
    "support": "the support phase's indirect fire, smoke and free artillery pivots (7.x): the phase is passed",
    "close_combat": "close combat (11.x): a move into an enemy's hex is not offered",
    "move_fire": "move & fire, fire & move and turret firing (9.3, 10.6): a unit fires standing, with a firing marker",
    "others": "reinforcing a position, overrun, covering fire and transport (9.8.2, 9.10.3, 9.13, 9.11)",
    "fallback": "reaction fire at a unit falling back (8.2), and an enemy entering its hex (13.3)",
}
# Where no die-face table is given (setup dice NAME).
NO_DICE = "the dice's faces are in no source (digest §9): without a die-face table a roll is given as its symbols"
# The state's own facts: nothing else may stand in a position handed in from outside.
STATE_FACTS = frozenset(
    [
        "game_turn",
        "phase",
        "initiative",
        "active",
        "passed",
        "passes",
        "unit_at",
        "unit_facing",
        "unit_strength",
        "unit_status",
        "activated",
        "on_the_move",
        "route_hex",
        "pending_fire",
        "die_shown",
        "spotted",
        "crits_due",
        "kept",
        "controls",
        "winner",
        "smoke_at",
        "facing_due",
        "fallback_mp",
        "after_fallback",
    ]
)


class AssaultPlay:
    """The play rules of one Assault scenario (pyengine.play.rules.PlayRules)."""

    def __init__(self, base: Position, setup: Setup) -> None:
        self.base = base
        self.setup = setup
        self.sides = tuple(sorted({u.side for u in base.units.values()}))
        self.outcome_names = frozenset(OUTCOME_ORDER)
        self.boards = Boards(base)
        self.wording = Wording.of(base)
        self._switches = scenario_facts(base)
        self._fixed = self._fixed_facts()
        self.not_played = (*NOT_PLAYED.values(), *(() if setup.dice else (NO_DICE,)))
        start = self._ask([], "over")
        self.spending = frozenset(str(r.m) for r in k.SpendingMarker.rows(start))
        self.evidence = Evidence(self.boards, self.spending)
        self._nodes: dict[GameState, Node[Reading]] = {}

    def _fixed_facts(self) -> list[str]:
        pos = self.base
        facts = [f for u in pos.units.values() for f in unit_facts(u, detailed=False) if not f.startswith("unit_at(")]
        facts.append(f"turns({self.setup.turns}).")
        facts += [f"objective_hex({quoted(o.name)},{h.term()})." for o in pos.objectives.values() for h in o.hexes]
        # An unarmoured vehicle (its best defense die blue, 4.2.2) never holds an objective (9.7).
        facts += [f"capture_barred({quoted(u.id)})." for u in pos.units.values() if _unarmoured(u)]
        facts += ["die_table."] if self.setup.dice is not None else []
        return facts

    def _ask(self, facts: list[str], phase: str) -> Rows:
        modules = PHASE_FILES.get(phase, ())
        symbols, _ = ask_kb(
            "assault", self.base.edition, self._switches, "turn", set(), [*self._fixed, *facts], modules
        )
        return by_name(list(symbols))

    # ---- PlayRules -------------------------------------------------------------------------
    def start(self) -> GameState:
        facts = ["game_turn(1)", "phase(initiative)"]
        for u in self.base.units.values():
            facts.append(f"unit_at({quoted(u.id)},{u.hex.term()})")
            strength = u.strength or u.card.strength
            if strength is not None:
                facts.append(f"unit_strength({quoted(u.id)},{strength})")
            if u.facing is not None and u.type != "infantry":
                facts.append(f"unit_facing({quoted(u.id)},{u.facing})")
            facts += [f"unit_status({quoted(u.id)},{s})" for s in u.statuses]
        facts += [f"smoke_at({h.term()},{n})" for h, ms in self.base.markers.items() for w, n in ms if w == "smoke"]
        # An objective inside a side's set-up area starts as that side's (5.5): the scenario says
        # which with `objective NAME at HEX for SIDE`.
        facts += [f"controls({quoted(o.name)},{o.side})" for o in self.base.objectives.values() if o.side]
        return GameState(frozenset(facts))

    def node(self, state: GameState) -> Node[Reading]:
        found = self._nodes.get(state)
        if found is None:
            if len(self._nodes) > 4096:
                self._nodes.clear()
            reading = self.reading(state)
            found = self._nodes[state] = Node(self, state, reading.phase, self.acting(reading), reading.winner, reading)
        return found

    def reading(self, state: GameState) -> Reading:
        """The state read once (evidence.py's Reading)."""
        return Reading.of(state, self.spending)

    def acting(self, reading: Reading) -> str:
        """Who the state's phase waits for (turn.lp's to_act/1 on its phase_actor/2 table)."""
        who = ACTORS[reading.phase]
        if who == "active":
            return reading.active
        if who == "inactive":
            return next(s for s in self.sides if s != reading.active)
        if who == "falling":
            assert reading.falling is not None, "a fallback phase has a unit falling back"
            return self.base.units[reading.falling].side
        return who

    def offered(self, node: Node[Reading]) -> list[Step]:
        board = self.boards.at(node.state)
        return [Step(node.to_act, a) for a in self.evidence.offered(node.reading, board, node.to_act)]

    def chances(self, node: Node[Reading]) -> list[tuple[Step, Fraction]]:
        """Initiative (each side 1/2: 6.0's ties are re-rolled), a spotting d6, the
        organisation (one outcome), and a fire's next die by the die-face table (none without
        one: no source gives the faces)."""
        phase = node.phase
        if phase in ("roll", "crit_roll"):
            return self._die_odds(node)
        if phase == "initiative":
            return [(Step(CHANCE, st.Initiative(s)), Fraction(1, len(self.sides))) for s in self.sides]
        if phase == "spot_roll":
            return [(Step(CHANCE, st.Spot(v)), Fraction(1, 6)) for v in range(1, 7)]
        if phase == "organisation":
            return [(Step(CHANCE, st.Organise()), Fraction(1))]
        return []

    def _die_odds(self, node: Node[Reading]) -> list[tuple[Step, Fraction]]:
        pool = self.evidence.pool(node.reading, self.boards.at(node.state))
        due = next_die(pool, node.reading.shown) if pool is not None else None
        if self.setup.dice is None or due is None:
            return []
        roll, colour = due
        return [(Step(CHANCE, st.Die(roll, colour, face)), p) for face, p in self.setup.dice.odds(colour)]

    def judge(self, node: Node[Reading], steps: Sequence[Step]) -> list[Verdict]:
        board = self.boards.at(node.state)
        actions = [st.typed(s.action) for s in steps]
        facts = node.state.kb_facts()
        for i, (step, action) in enumerate(zip(steps, actions, strict=True)):
            facts.append(f"step({i},{step.side},{action.term()}).")
            if isinstance(action, (st.Roll, st.Critical)):
                facts += [
                    f"rolled({i},{roll},{j},{c},{st.face_term(f)})."
                    for roll, dice in action.faces().items()
                    for j, (c, f) in enumerate(dice)
                ]
        facts += self.evidence.facts(node.reading, board, list(enumerate(actions)))
        by = self._ask(facts, node.phase)
        kb_acting = str(k.ToAct.rows(by)[0].s)
        assert kb_acting == node.to_act, f"to_act: the KB says {kb_acting}, the phase's actor {node.to_act}"
        per = _per_step(by)
        return [self._verdict(step, per[i], node, board) for i, step in enumerate(steps)]

    def _verdict(self, step: Step, mine: PerStep, node: Node[Reading], board: Position) -> Verdict:
        w = self.wording
        refusals = sorted(mine.refused, key=lambda r: r.as_term())
        reasons = [contribution(r.reason, None, r.cite, w) for r in refusals]
        reasons += self.evidence.why_not(board, st.typed(step.action), [r.reason for r in refusals])
        assumed = tuple(sorted({str(d.assumption) for d in mine.depends}))
        resting = (*assumed, DEFAULT_ASSUMPTION) if self.setup.defaulted else assumed
        removed = [(False, r.fact_, r.cite) for r in sorted(mine.removes, key=lambda r: r.as_term())]
        added = [(True, r.fact_, r.cite) for r in sorted(mine.adds, key=lambda r: r.as_term())]
        changes = [Change(str(f), add, contribution(f, None, c, w, assumed)) for add, f, c in removed + added]
        out = sorted(mine.outcome, key=_reading_order)
        outcomes = [contribution(o.what, None, o.cite, w, resting if o.what.name == "winner" else assumed) for o in out]
        used = {a for c in (*(c.cite for c in changes), *outcomes) for a in c.assumptions} | set(assumed)
        claims = tuple(self._claim(o.what) for o in out)
        assumptions = Assumptions.of(self.base, tuple(sorted(used)))
        return Verdict(step, tuple(reasons), tuple(changes), tuple(outcomes), assumptions, claims)

    def _claim(self, outcome: Term) -> tuple[str, object]:
        values = [self._value(a) for a in outcome.arguments]
        return outcome.name, values[0] if len(values) == 1 else values if values else True

    def _value(self, arg: Term) -> object:
        if is_hex(arg):
            return self.wording.term(arg)
        if arg.type == SymbolType.Number:
            return arg.number
        return arg.string if arg.type == SymbolType.String else str(arg)

    def read_step(self, state: GameState, side: str, words: str, where: object) -> Step:
        at = where if isinstance(where, Pos) else Pos("<step>")
        if side != CHANCE and side not in self.sides:
            raise unknown_name(at, "side", side, (*self.sides, CHANCE))
        return Step(side, read_action(self.base, self.sides, side, words, at))

    def position(self, state: GameState) -> Position:
        return self.boards.at(state)

    def odds(self, state: GameState, step: Step) -> str | None:
        return None

    def check_state(self, state: GameState, where: Pos) -> None:
        """A position from outside holds only the state's own facts, each name in them the
        scenario's (a unit's, or an objective's in controls/2), one phase of the turn's, and
        sides that play."""
        for t in state.terms():
            if t.name not in STATE_FACTS:
                raise unknown_name(where, "state fact", t.name, STATE_FACTS)
            kind, known = ("objective", self.base.objectives) if t.name == "controls" else ("unit", self.base.units)
            for arg in t.arguments:
                if arg.type == SymbolType.String and arg.string not in known:
                    raise unknown_name(where, kind, arg.string, tuple(known))
        reading = self.reading(state)
        if len(reading.phase_facts) != 1 or reading.phase not in ACTORS:
            raise UmpireError(
                where,
                "a game state has exactly one phase of the turn",
                found=", ".join(reading.phase_facts)[:80],
                expected=f"one fact phase(P), P one of {', '.join(ACTORS)}",
            )
        for side in (reading.active, reading.initiative):
            if side and side not in self.sides:
                raise unknown_name(where, "side", side, self.sides)
        if ACTORS[reading.phase] in ("active", "inactive") and not reading.active:
            raise UmpireError(where, f"the {reading.phase} phase has a side to act", expected="a fact active(S)")
        if reading.phase == "fallback" and reading.falling is None:
            raise UmpireError(where, "a fallback phase has a unit falling back", expected="a fact fallback_mp(U, N)")

    def view(self, state: GameState, side: str) -> GameState:
        # Every marker, unit and die is open to both sides (Assault without its optional cards).
        return state

    def secret_of(self, state: GameState, verdict: Verdict) -> str | None:
        return None

    def hand(self, state: GameState, side: str) -> list[str]:
        return []

    def score(self, state: GameState, side: str) -> Fraction:
        """Strength points on the board against the enemy's, and an objective held worth 2."""
        terms = state.terms()
        strength: dict[str, int] = defaultdict(int)
        for r in k.UnitStrength.of(terms):
            strength[self.base.units[r.u.string].side] += r.n.number
        for held in k.Controls.of(terms):
            strength[str(held.s)] += 2
        return Fraction(strength[side] - sum(n for s, n in strength.items() if s != side))

    def summary(self, state: GameState) -> list[str]:
        reading = self.reading(state)
        if reading.phase == "over":
            # The last organisation has already moved the turn marker on (6.5 step 7).
            lines = [f"the game is over after turn {reading.turn - 1} of {self.setup.turns}"]
        else:
            lines = [
                f"turn {reading.turn} of {self.setup.turns}, phase {reading.phase}, {self.node(state).to_act} to act"
            ]
        held = defaultdict(list)
        for r in k.Controls.of(state.terms()):
            held[str(r.s)].append(r.o.string)
        for s in self.sides:
            units = sum(1 for u in reading.on_board if self.base.units[u].side == s)
            lines.append(f"  {s}: {units} unit(s), objectives {', '.join(sorted(held[s])) or 'none'}")
        return lines


def play_rules(pos: Position, given: JsonObject, where: Pos) -> AssaultPlay:
    """The game's play rules for a scenario (pyengine.game.Game.play)."""
    return AssaultPlay(pos, setup_of(pos, given, where))


def _unarmoured(unit: PlacedUnit) -> bool:
    if unit.type != "vehicle" or not unit.card.defense:
        return False
    return all(sum(d.counts()[:3]) == 0 for d, _ in unit.card.defense.values())


@dataclass
class PerStep:
    """The turn rules' atoms about one step."""

    refused: list[k.Refused] = field(default_factory=list)
    adds: list[k.Adds] = field(default_factory=list)
    removes: list[k.Removes] = field(default_factory=list)
    outcome: list[k.Outcome] = field(default_factory=list)
    depends: list[kb.Depends2] = field(default_factory=list)


def _per_step(by: Rows) -> defaultdict[int, PerStep]:
    """The answer's atoms about each step, by the step's number: each verdict reads its own."""
    per: defaultdict[int, PerStep] = defaultdict(PerStep)
    for r in k.Refused.rows(by):
        per[r.i.number].refused.append(r)
    for a in k.Adds.rows(by):
        per[a.i.number].adds.append(a)
    for m in k.Removes.rows(by):
        per[m.i.number].removes.append(m)
    for o in k.Outcome.rows(by):
        per[o.i.number].outcome.append(o)
    for d in kb.Depends2.rows(by):
        if d.item.name == "step":
            per[StepItem(d.item).i.number].depends.append(d)
    return per


class StepItem(relations.Row):
    """step(I), turn.lp's depends/2: the item a step's assumptions are told of."""

    __slots__ = ()
    _name = "step"
    i: Term


def _reading_order(o: k.Outcome) -> tuple[int, Term]:
    name = o.what.name
    return (OUTCOME_ORDER.index(name) if name in OUTCOME_ORDER else len(OUTCOME_ORDER), o.as_term())
