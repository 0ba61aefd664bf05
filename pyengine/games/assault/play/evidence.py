"""What the questions conclude for the steps of an Assault phase: the facts turn.lp reads under
the names its header lists, the steps a phase offers, and a question's own reasons beside the
turn rules' refusal (a hex out of reach names the move's reasons; a target its fire's).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from pyengine import kb_rows as kb
from pyengine.checked_position import Position, hex_words
from pyengine.games.assault import kb_rows as k
from pyengine.games.assault.actions import UnitActions
from pyengine.games.assault.fire import FireReport
from pyengine.games.assault.other_actions import OtherAction
from pyengine.games.assault.other_actions import Step as HexStep
from pyengine.games.assault.play import steps as st
from pyengine.games.assault.play.board import Boards, crits_pending, results
from pyengine.games.assault.play.steps import face_word
from pyengine.hexgrid import Hex
from pyengine.kb_atoms import quoted
from pyengine.kb_terms import Term, by_name
from pyengine.play.state import GameState
from pyengine.trace import Contribution

# At most this many units named by the steps judged at once are asked about one step at a time;
# more are asked about all at once (one `ask actions`).
NARROW_UNITS = 2
# The move actions play offers (9.1, 9.2); the others are not played yet (rules.NOT_PLAYED).
PLAYED_MOVES = ("normal", "fast")
# Each roll's keyword in `ask resolve`'s words, in its order; the order dice are rolled in.
RESOLVE_WORDS = {"attack": "attack", "defense": "defense", "crit_attack": "critical", "crit_defense": "against"}
ROLL_ORDER = ("attack", "defense", "crit_attack", "crit_defense")
# A vehicle's route state, forward or reversing, with its facing first (kb/assault/state.lp).
VEHICLE_STATE = re.compile(r"[vr]\((\d+),")


@dataclass(frozen=True)
class Reading:
    """A state read once: the phase, whose turn, the mover, the fire waiting, the winner."""

    phase: str
    turn: int
    active: str
    winner: str | None
    on_board: frozenset[str]
    spent: frozenset[str]
    moving: str | None
    pending: tuple[str, str, str] | None  # firer, target, kind
    spot_failed: bool
    kept: tuple[tuple[str, str], ...]  # a roll's faces kept for the critical roll: (roll, face)
    shown: tuple[tuple[str, str, str], ...]  # the dice shown so far of a roll rolled die by die
    crits: int  # critical hits waiting for the 10.7.4 roll
    phase_facts: tuple[str, ...]
    initiative: str | None = None
    passes: int = 0
    falling: str | None = None  # the unit falling back (13.3)

    @classmethod
    def of(cls, state: GameState, spending: frozenset[str]) -> Reading:
        """The state read; ``spending``: the markers that show a unit may not activate
        (turn.lp's spending_marker/1)."""
        t = by_name(state.terms())
        phase, turn, active = k.Phase.rows(t), k.GameTurn.rows(t), k.Active.rows(t)
        winner, moving, fire = k.Winner.rows(t), k.OnTheMove.rows(t), k.PendingFire.rows(t)
        spent = {r.u.string for r in kb.UnitStatus.rows(t) if str(r.status) in spending}
        spent |= {r.u.string for r in k.Activated.rows(t)}
        return cls(
            str(phase[0].p) if phase else "",
            turn[0].n.number if turn else 0,
            str(active[0].s) if active else "",
            str(winner[0].s) if winner else None,
            frozenset(r.u.string for r in kb.UnitAt.rows(t)),
            frozenset(spent),
            moving[0].u.string if moving else None,
            (fire[0].f.string, fire[0].t.string, str(fire[0].kind)) if fire else None,
            any(str(r.r) == "failed" for r in k.Spotted.rows(t)),
            tuple(sorted((str(r.roll), face_word(r.face)) for r in k.Kept.rows(t))),
            tuple((str(r.roll), str(r.colour), face_word(r.face)) for r in sorted(k.DieShown.rows(t), key=_by_j)),
            sum(r.n.number for r in k.CritsDue.rows(t)),
            tuple(str(r.as_term()) for r in phase),
            next((str(r.s) for r in k.Initiative.rows(t)), None),
            sum(r.n.number for r in k.Passes.rows(t)),
            next((r.u.string for r in k.FallbackMp.rows(t)), None),
        )


class Evidence:
    def __init__(self, boards: Boards, spending: frozenset[str]) -> None:
        self.boards = boards
        # The markers that spend a unit's activation (turn.lp's spending_marker/1).
        self.spending = spending

    def _fresh(self, reading: Reading, board: Position, side: str) -> tuple[str, ...]:
        return tuple(sorted(u for u, p in board.units.items() if p.side == side and u not in reading.spent))

    def _actions(self, board: Position, side: str, units: Sequence[str]) -> dict[str, UnitActions]:
        mine = tuple(sorted(u for u in set(units) if u in board.units and board.units[u].side == side))
        return self.boards.actions(board, side, mine) if mine else {}

    # ---- the facts turn.lp reads ------------------------------------------------------------
    def facts(self, reading: Reading, board: Position, steps: list[tuple[int, st.Action]]) -> list[str]:
        out: list[str] = []
        if reading.phase == "action":
            for uid, answer in self._answers(board, reading.active, [a for _, a in steps]).items():
                out += self._unit_facts(board, uid, answer)
        if reading.phase == "reaction" and reading.moving in board.units:
            side = board.units[reading.moving].side
            for _, action in steps:
                if (
                    isinstance(action, st.React)
                    and action.unit in board.units
                    and board.units[action.unit].side != side
                ):
                    out += self._reaction_facts(board, action.unit, reading.moving)
        if reading.pending is not None:
            out += self._pending_facts(reading, board, steps)
        if reading.phase == "fallback" and reading.falling in board.units:
            out += self._fallback_facts(board, reading.falling)
        return out

    def _fallback_facts(self, board: Position, uid: str) -> list[str]:
        """Where the unit falling back may step (its fast move's hexes next to it, with their
        cost) and how far each enemy stands from it and from each of them (13.3)."""
        answer = self.boards.fallback_moves(board, uid, self.spending)
        u, here = quoted(uid), board.units[uid].hex
        steps = [(_hex_of(board, d.hex), d.cost) for d in answer.reachable if len(d.path) == 2]
        enemies = [e for e in board.units.values() if e.side != board.units[uid].side]
        out = [f"fallback_step({u},{h.term()},{cost})." for h, cost in steps]
        out += [f"dist_now({u},{quoted(e.id)},{here.distance(e.hex)})." for e in enemies]
        out += [f"dist_at({u},{h.term()},{quoted(e.id)},{h.distance(e.hex)})." for h, _ in steps for e in enemies]
        return out

    def _answers(self, board: Position, side: str, actions: list[st.Action]) -> dict[str, UnitActions]:
        """What the questions say of the units the steps name: `ask actions` for them all at
        once where many are named (a phase's every step), else the narrowest question for each
        step (a move's `ask moves`, a fire's one target): the same rules either way."""
        named = [a for a in actions if isinstance(a, st.UNIT_ACTIONS) and _side_of(board, a.unit) == side]
        units = sorted({a.unit for a in named})
        if len(units) > NARROW_UNITS or any(isinstance(a, (st.Hide, st.DigIn)) for a in named):
            return self._actions(board, side, units)
        found: dict[str, UnitActions] = {}
        for a in named:
            if isinstance(a, st.Move):
                one = self.boards.one_move(board, a.unit, a.action)
            elif isinstance(a, st.Fire) and a.target in board.units and _side_of(board, a.target) != side:
                one = self.boards.one_shot(board, a.unit, a.target)
            else:
                continue
            found[a.unit] = _merged(found.get(a.unit), one)
        return found

    def _reaction_facts(self, board: Position, reactor: str, mover: str) -> list[str]:
        answer = self.boards.one_shot(board, reactor, mover)
        report = _report(answer, mover)
        if report is None or report.cannot or answer.fire_illegal:
            return []
        u = quoted(reactor)
        return [f"may_react({u}).", *_spot_facts(reactor, mover, report), *self._unknown_pool(board, reactor, report)]

    def _unit_facts(self, board: Position, uid: str, answer: UnitActions) -> list[str]:
        u = quoted(uid)
        out = []
        for mv in answer.moves:
            if mv.action not in PLAYED_MOVES:
                continue
            for d in mv.reachable:
                if any(c.term.startswith("close_combat(") for c in d.imposes):
                    continue
                h = _hex(board, d.hex)
                out.append(f"may_move({u},{mv.action},{h}).")
                out += [f"move_route({u},{mv.action},{h},{j},{_hex(board, x)})." for j, x in enumerate(d.path[1:], 1)]
                out += [f"move_marker({u},{mv.action},{h},{c.term})." for c in d.imposes if "(" not in c.term]
                facing = _facing(d.state)
                if facing is not None:
                    out.append(f"end_facing({u},{mv.action},{h},{facing}).")
        if not answer.fire_illegal:
            for r in answer.targets:
                if not r.cannot and _spottable(r):
                    out.append(f"may_fire({u},{quoted(r.target)}).")
                    out += _spot_facts(uid, r.target, r) + self._unknown_pool(board, uid, r)
        for other in answer.others:
            if other.illegal:
                continue
            if other.action == "hide":
                out += [f"may_hide({u},{_hex(board, h)})." for h in _places(other)]
            if other.action == "dig_in" and other.may:
                out.append(f"may_dig_in({u}).")
        return out

    def _unknown_pool(self, board: Position, firer: str, report: FireReport) -> list[str]:
        """fire_pool_unknown(U, T) where a lost chart cell leaves a die of this fire unknown:
        its pool, or the pool after a failed spotting roll where one is needed (10.5)."""
        failed = (False, True) if report.spotting.needed else (False,)
        for spot_failed in failed:
            answer = self.boards.fire(board, firer, report.target, spot_failed)
            if any(p.final.dice is None or p.final.lost_cells for p in (answer.attack, answer.defense)):
                return [f"fire_pool_unknown({quoted(firer)},{quoted(report.target)})."]
        return []

    def _pending_facts(self, reading: Reading, board: Position, steps: list[tuple[int, st.Action]]) -> list[str]:
        assert reading.pending is not None
        firer, target, _ = reading.pending
        if firer not in board.units or target not in board.units:
            return []
        out: list[str] = []
        if reading.phase == "spot_roll":
            report = _report(self.boards.one_shot(board, firer, target), target)
            out += _spot_facts(firer, target, report) if report else []
        for i, action in steps:
            if isinstance(action, (st.Roll, st.Die)) and reading.phase == "roll":
                out += self._pool_facts(i, board, firer, target, reading.spot_failed)
            dice = self._whole_roll(reading, board, action)
            if dice is None:
                continue
            if isinstance(action, st.Die):
                out += [f"rolled({i},{r},{j},{c},{st.face_term(f)})." for r, j, c, f in _numbered(dice)]
            kept = (*(("attack", f) for r, f in reading.kept if r == "attack"),)
            kept += tuple(("defense", f) for r, f in reading.kept if r == "defense")
            effects = self._effects(i, board, firer, target, _resolve_words([*kept, *((r, f) for r, _, f in dice)]))
            # The fallback's allowance is asked only where resolve.lp sends the target back.
            sent_back = any("falls_back" in fact for fact in effects)
            out += effects + (self._allowance(board, target) if sent_back else [])
        return out

    def _allowance(self, board: Position, target: str) -> list[str]:
        """The fast allowance the target would fall back with, should the roll send it back."""
        allowance = self.boards.fallback_moves(board, target, self.spending).allowance
        return [f"fast_allowance({quoted(target)},{allowance})."] if allowance is not None else []

    def _whole_roll(self, reading: Reading, board: Position, action: st.Action) -> list[st.Shown] | None:
        """The roll's dice once ``action`` makes it whole ((roll, colour, face) each): the step's
        own, or the dice shown so far and the die the step rolls if it is the last one due."""
        if isinstance(action, st.Roll):
            return [("attack", c, f) for c, f in action.attack] + [("defense", c, f) for c, f in action.defense]
        if isinstance(action, st.Critical):
            return [("crit_attack", c, f) for c, f in action.attack] + [
                ("crit_defense", c, f) for c, f in action.defense
            ]
        if not isinstance(action, st.Die):
            return None
        pool = self.pool(reading, board)
        if pool is None or next_die(pool, reading.shown) != (action.roll, action.colour):
            return None
        dice = [*reading.shown, (action.roll, action.colour, action.face)]
        return dice if next_die(pool, dice) is None else None

    def pool(self, reading: Reading, board: Position) -> dict[tuple[str, str], int] | None:
        """The dice of the roll due, by (roll, colour): the fire's pool, or the critical roll's
        green and blue dice (10.7.4); None where a lost cell leaves the pool unknown."""
        if reading.phase == "crit_roll":
            return {("crit_attack", "g"): reading.crits, ("crit_defense", "b"): reading.crits}
        if reading.pending is None or reading.phase != "roll":
            return None
        firer, target, _ = reading.pending
        if firer not in board.units or target not in board.units:
            return None
        answer = self.boards.fire(board, firer, target, reading.spot_failed)
        pool: dict[tuple[str, str], int] = {}
        for roll, dice in (("attack", answer.attack), ("defense", answer.defense)):
            if dice.final.dice is None or dice.final.lost_cells:
                return None
            pool |= {(roll, c): n for c, n in zip(st.COLOURS, dice.final.dice.counts(), strict=True) if n}
        return pool

    def _pool_facts(self, i: int, board: Position, firer: str, target: str, spot_failed: bool) -> list[str]:
        answer = self.boards.fire(board, firer, target, spot_failed)
        out = []
        for roll, pool in (("attack", answer.attack), ("defense", answer.defense)):
            final = pool.final
            if final.dice is None or final.lost_cells:
                return [f"pool_unknown({i})."]
            out += [f"pool({i},{roll},{c},{n})." for c, n in zip("rygb", final.dice.counts(), strict=True)]
        return out

    def _effects(self, i: int, board: Position, firer: str, target: str, faces: tuple[str, ...]) -> list[str]:
        answer = self.boards.resolve(board, firer, target, faces)
        out = [f"effect({i},{n},{t})." for n, t in enumerate(results(answer))]
        due = crits_pending(answer)
        return out + ([f"crit_due({i},{due})."] if due else [])

    # ---- the steps a phase offers ---------------------------------------------------------
    def offered(self, reading: Reading, board: Position, side: str) -> list[st.Action]:
        if reading.phase == "support":
            return [st.Pass()]
        if reading.phase == "fallback" and reading.falling in board.units:
            uid = reading.falling
            near = [h for h in board.shape.hexes() if h.distance(board.units[uid].hex) == 1]
            return [st.Stand(uid), *(st.FallBack(uid, h, board.label(h)) for h in near)]
        if reading.phase == "reaction":
            return [st.Hold(), *(st.React(u) for u in self._fresh(reading, board, side))]
        if reading.phase != "action":
            return []
        out: list[st.Action] = [st.Pass()]
        fresh = self._fresh(reading, board, side)
        for uid, answer in self._actions(board, side, fresh).items():
            out += self._unit_offers(board, uid, answer)
        return out

    def _unit_offers(self, board: Position, uid: str, answer: UnitActions) -> list[st.Action]:
        out: list[st.Action] = []
        for mv in answer.moves:
            if mv.action in PLAYED_MOVES:
                for d in mv.reachable:
                    h = _hex_of(board, d.hex)
                    out.append(st.Move(uid, h, d.hex, mv.action))
        out += [st.Fire(uid, r.target) for r in answer.targets]
        for other in answer.others:
            if other.action == "hide":
                out += [st.Hide(uid, _hex_of(board, h), h) for h in _places(other)]
            if other.action == "dig_in" and other.may and not other.illegal:
                out.append(st.DigIn(uid))
        return out

    # ---- a question's own reasons beside a refusal ---------------------------------------------
    def why_not(self, board: Position, action: st.Action, refusals: list[Term]) -> list[Contribution]:
        names = {r.name for r in refusals}
        if "not_a_target" in names and isinstance(action, st.Fire) and action.unit in board.units:
            if action.target not in board.units:
                return []
            answer = self.boards.one_shot(board, action.unit, action.target)
            report = _report(answer, action.target)
            found = [*answer.fire_illegal, *(report.cannot if report else [])]
            return found + (report.spotting.unknown if report else [])
        if "cannot_reach" in names and isinstance(action, st.Move) and action.unit in board.units:
            moves = self.boards.one_move(board, action.unit, action.action).moves
            return [c for mv in moves for u in mv.unreachable if u.hex == action.label for c in u.reasons]
        return []


def _side_of(board: Position, uid: str) -> str | None:
    unit = board.units.get(uid)
    return unit.side if unit is not None else None


def _merged(found: UnitActions | None, one: UnitActions) -> UnitActions:
    """Two narrow answers about one unit as one (a move's and a fire's)."""
    if found is None:
        return one
    return replace(
        found,
        moves=[*found.moves, *one.moves],
        fire_illegal=found.fire_illegal or one.fire_illegal,
        targets=[*found.targets, *one.targets],
    )


def _report(answer: UnitActions | None, target: str) -> FireReport | None:
    return next((r for r in answer.targets if r.target == target), None) if answer else None


def _spottable(report: FireReport) -> bool:
    """A fire whose spotting roll is needed must know its target number (10.5)."""
    return not report.spotting.needed or report.spotting.target_number is not None


def _spot_facts(firer: str, target: str, report: FireReport) -> list[str]:
    spotting = report.spotting
    if not spotting.needed or spotting.target_number is None:
        return []
    need = spotting.target_number - sum(c.value or 0 for c in spotting.modifiers)
    return [f"spot_need({quoted(firer)},{quoted(target)},{need})."]


def _resolve_words(dice: Sequence[tuple[str, str]]) -> tuple[str, ...]:
    """`ask resolve`'s words for a roll's faces, (roll, face) each: each roll's keyword, then
    its faces."""
    out: list[str] = []
    for roll in RESOLVE_WORDS:
        faces = [f for r, f in dice if r == roll]
        out += [RESOLVE_WORDS[roll], *faces] if faces or roll in ("attack", "defense") else []
    return tuple(out)


def _numbered(dice: list[st.Shown]) -> list[tuple[str, int, str, str]]:
    """Each die with its place in its own roll: what rolled/5 numbers."""
    seen: dict[str, int] = {}
    out = []
    for roll, colour, face in dice:
        out.append((roll, seen.get(roll, 0), colour, face))
        seen[roll] = seen.get(roll, 0) + 1
    return out


def next_die(pool: dict[tuple[str, str], int], shown: Sequence[st.Shown]) -> tuple[str, str] | None:
    """The die due next (turn.lp's due/3): the attacker's before the defender's, the strongest
    colour first; None once every die of the pool is shown."""
    for roll in ROLL_ORDER:
        for colour in st.COLOURS:
            done = sum(1 for r, c, _ in shown if (r, c) == (roll, colour))
            if done < pool.get((roll, colour), 0):
                return roll, colour
    return None


def _by_j(row: k.DieShown) -> int:
    return int(row.j.number)


def _hex_of(board: Position, label: str) -> Hex:
    """The hex an answer names by its label (COL,ROW)."""
    col_row = hex_words(label)
    h = board.shape.to_axial(*col_row) if col_row else None
    assert h is not None, label
    return h


def _hex(board: Position, label: str) -> str:
    return _hex_of(board, label).term()


def _places(other: OtherAction) -> list[str]:
    """The hexes a hide may end in (other_actions.py's Step rows)."""
    return [p.hex for p in other.may if isinstance(p, HexStep)]


def _facing(state: str) -> int | None:
    """A vehicle's facing from the route state its move ends in: v(F,P,L) or r(F,P,L)
    (kb/assault/state.lp)."""
    found = VEHICLE_STATE.match(state)
    return int(found[1]) if found else None
