"""What the questions conclude for the steps of a Memoir '44 phase: the facts turn.lp reads
under the questions' own relation names, the steps a phase offers, and a question's own
reasons beside the turn rules' refusal (a hex too far names the allowance and the try).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pyengine import kb_rows as kb
from pyengine.checked_position import Position
from pyengine.games.memoir44 import kb_rows as k
from pyengine.games.memoir44.battle import BattleReading, Target
from pyengine.games.memoir44.orders import next_to_enemy
from pyengine.games.memoir44.play import steps as st
from pyengine.games.memoir44.play.board import Boards
from pyengine.kb_atoms import quoted
from pyengine.kb_terms import Rows, Term, by_name
from pyengine.play.state import GameState
from pyengine.play.steps import Step
from pyengine.trace import Contribution, Wording, contribution, to_hex

# What names the card in force: from the card played, the side playing it and each side's
# last card (side, card).
CardInForce = Callable[[str, str, tuple[tuple[str, str], ...]], str | None]


@dataclass(frozen=True)
class Marks:
    """A state read for the evidence: the phase, whose turn, each unit's marks this turn, what
    the phase resolves, and the winner once there is one."""

    phase: str
    active: str
    ordered: frozenset[str]
    moved: dict[str, int]
    battled: frozenset[str]
    took_ground: frozenset[str]
    overran: frozenset[str]
    pending: tuple[Term, ...]
    hand: dict[str, int]
    drawn: tuple[str, ...]
    played: tuple[str, ...]
    winner: str | None
    # Every fact of the state, by name (what the quick judge reads: play/quick.py).
    facts: Rows
    # Each side's last card (side, card), and the card in force (card_force.lp): the card
    # played, or what a Counter-Attack copies.
    last: tuple[tuple[str, str], ...]
    card: str | None

    @classmethod
    def of(cls, state: GameState, force: CardInForce) -> Marks:
        """The state's marks; ``force`` names the card in force from the card played, the side
        playing it and each side's last card (card_force.lp's force_of/3 table, read by the rules)."""
        t = by_name(state.terms())
        active = str(k.Active.rows(t)[0].s) if t["active"] else ""
        winner = k.Winner.rows(t)
        played = tuple(str(r.card) for r in k.Played.rows(t))
        last = tuple(sorted((str(r.s), str(r.card)) for r in k.LastPlayed.rows(t)))
        return cls(
            str(k.Phase.rows(t)[0].p) if t["phase"] else "",
            active,
            frozenset(r.u.string for r in k.Ordered.rows(t)),
            {r.u.string: r.n.number for r in k.Moved.rows(t)},
            frozenset(r.u.string for r in k.Battled.rows(t)),
            frozenset(r.u.string for r in k.TookGround.rows(t)),
            frozenset(r.u.string for r in k.Overran.rows(t)),
            tuple(r.w for r in k.Pending.rows(t)),
            {str(r.card): r.n.number for r in k.Hand.rows(t) if str(r.s) == active and r.n.number > 0},
            tuple(str(r.card) for r in k.Drawn.rows(t)),
            played,
            str(winner[0].s) if winner else None,
            t,
            last,
            force(played[0], active, last) if played else None,
        )

    def waiting(self, name: str) -> Term | None:
        return next((w for w in self.pending if w.name == name), None)


def holds_ambush(marks: Marks, side: str) -> bool:
    """Whether ``side`` holds an Ambush card (what may hold up a close assault)."""
    return any(str(r.s) == side and str(r.card) == "ambush" and r.n.number > 0 for r in k.Hand.rows(marks.facts))


def unit_of(action: st.Action) -> str | None:
    """The unit a step names first (the one a question answers for), if any."""
    return action.unit if isinstance(action, (st.UnitStep, st.Move, st.Battle, st.Retreat)) else None


class Evidence:
    def __init__(
        self,
        boards: Boards,
        on_the_move: bool = False,
        heal_terrain: dict[str, int] | None = None,
        air_strikes: bool = False,
        smoke_side: str | None = None,
    ) -> None:
        self.boards = boards
        # A Breakthrough board: its section cards order units on the move too (orders.lp).
        self.on_the_move = on_the_move
        # The terrain a unit may heal in instead of moving, with its dice (classes.lp's heals/2).
        self.heal_terrain = heal_terrain or {}
        # Whether a side may play a Recon as an air strike (turn.lp's air_strikes/1): the order
        # phase then offers strikes too.
        self.air_strikes = air_strikes
        # The side that lays smoke before the first turn (the smoke_screen option).
        self.smoke_side = smoke_side
        self.wording = Wording.of(boards.base)
        shape = boards.base.shape
        # Each hex by its label: the answers name hexes as the scenario does.
        self.hexes = {shape.label(h): h for h in shape.hexes()}

    # ---- the facts the turn rules read -----------------------------------------------------
    def facts(self, marks: Marks, board: Position, actions: Sequence[st.Action]) -> list[str]:
        out: list[str] = []
        units = {u for u in map(unit_of, actions) if u in board.units}
        if marks.phase == "order":
            # Who stands next to an enemy (Firefight, Close Assault) and on what (Dig In).
            out += next_to_enemy(board, marks.active)
            mine = (u.hex for u in board.units.values() if u.side == marks.active)
            out += [kb.Terrain.fact(h=h.term(), t=board.terrain_at(h)) for h in mine]
        if marks.phase == "move":
            out += [f for a in actions if isinstance(a, st.Heal) for f in self._heal_option(board, marks, a.unit)]
        if marks.phase in ("move", "move_again", "overrun"):
            for uid in sorted(u for u in units if u in self._movers(marks)):
                answer = self.boards.moves(board, uid, marks.card)
                out += [
                    kb.Destination.fact(k=quoted(uid), h=self.hexes[d.hex].term(), cost=d.cost)
                    for d in answer.reachable
                ]
                out += [
                    k.Imposed.fact(u=quoted(uid), h=self.hexes[d.hex].term(), marker=c.term)
                    for d in answer.reachable
                    for c in d.imposes
                ]
        if marks.phase in ("battle", "overrun"):
            for uid in sorted(u for u in units if u in marks.ordered):
                out += self._targets(board, marks, uid)
            battles = [a for a in actions if isinstance(a, st.Battle)]
            out += [f for a in battles for f in self._ambush(board, marks, a.target, a.unit)]
        due = marks.waiting("ambush_due")
        if marks.phase == "ambush_choice" and due is not None:
            ambush = k.AmbushDue(due)
            out += self._ambush(board, marks, ambush.e.string, ambush.u.string)
        if marks.phase == "strike":
            out += self._chain(board, marks)
        roll = marks.waiting("battle_roll")
        if marks.phase == "roll" and roll is not None and str(k.BattleRoll(roll).kind) == "close_assault":
            out += self.back(board, marks, k.BattleRoll(roll).u.string, k.BattleRoll(roll).e.string)
        back = marks.waiting("back_due")
        if marks.phase == "back_choice" and back is not None:
            out += self.back(board, marks, k.BackDue(back).u.string, k.BackDue(back).e.string)
        retreat = marks.waiting("must_retreat")
        if marks.phase == "retreat_choice" and retreat is not None:
            out += self._retreat_ends(board, k.MustRetreat(retreat))
        ground = marks.waiting("ground")
        if marks.phase == "ground_choice" and ground is not None:
            out += self._ground(board, marks, k.Ground(ground))
        return out

    def _targets(self, board: Position, marks: Marks, uid: str) -> list[str]:
        reading = self.battle(board, marks, uid)
        out = []
        for t in reading.targets:
            u, e = quoted(uid), quoted(t.unit)
            out += [k.Target.fact(u=u, e=e, n=t.dice), k.BattleKind.fact(u=u, e=e, kind=t.kind)]
            out += [k.Scores.fact(u=u, e=e, symbol_=face) for face in t.scoring]
        return out

    def _heal_option(self, board: Position, marks: Marks, uid: str) -> list[str]:
        """A hospital's heal (battle.lp's option heal(N)) for an ordered unit that has not moved."""
        if uid not in board.units or uid not in self._movers(marks):
            return []
        dice = self.heal_terrain.get(board.terrain_at(board.units[uid].hex))
        options = self.battle(board, marks, uid).options
        if dice is None or not any(c.term == f"heal({dice})" for c in options):
            return []
        return [k.HealOption.fact(u=quoted(uid), n=dice)]

    def _movers(self, marks: Marks) -> set[str]:
        """The units that may move now: ordered and unmoved; on Behind Enemy Lines' second move,
        ordered, moved and not moved again (turn_card.lp judges which)."""
        if marks.phase == "move_again":
            again = {r.u.string for r in k.MovedAgain.rows(marks.facts)}
            return {u for u in marks.ordered if u in marks.moved and u not in again}
        if marks.phase == "overrun":  # the desert rules' 1 hex more before the overrun (turn_battle.lp)
            due = marks.waiting("desert_move_due")
            return {k.DesertMoveDue(due).u.string} if due is not None else set()
        return {u for u in marks.ordered if u not in marks.moved}

    def _ambush(self, board: Position, marks: Marks, defender: str, attacker: str) -> list[str]:
        """Whether the unit a close assault hits could battle its attacker, and with what (the
        battle question asked for it, unmoved, no card of its own): what Ambush needs. Asked
        only where its side holds Ambush (turn_card.lp checks that too)."""
        unit = board.units.get(defender)
        if unit is None or attacker not in board.units or not holds_ambush(marks, unit.side):
            return []
        found = self._answering(board, defender, attacker)
        e, u = quoted(defender), quoted(attacker)
        out = [k.AmbushTarget.fact(e=e, u=u, n=t.dice) for t in found]
        return out + [k.AmbushScores.fact(e=e, u=u, f=face) for t in found for face in t.scoring]

    def back(self, board: Position, marks: Marks, attacker: str, defender: str) -> list[str]:
        """Whether the unit a close assault hits may battle back (the attacker's battle answer
        notes it: the British switch, not a sniper, not where it may not battle), and the faces
        its die would hit the attacker with (its own battle question)."""
        if attacker not in board.units or defender not in board.units:
            return []
        attacking = self.battle(board, marks, attacker)
        noted = [
            t
            for t in attacking.targets
            if t.unit == defender and any(n.term.startswith("battle_back(") for n in t.notes)
        ]
        if not noted:
            return []
        back = self._answering(board, defender, attacker)
        e, u = quoted(defender), quoted(attacker)
        return [k.BackAllowed.fact(u=u, e=e), *(k.BackScores.fact(e=e, u=u, f=f) for t in back for f in t.scoring)]

    def _answering(self, board: Position, defender: str, attacker: str) -> list[Target]:
        """The defender's battle against its attacker, as the battle question answers it for the
        defender where it stands, unmoved and with no card of its own (an Ambush, a battle back)."""
        return [t for t in self.boards.battle(board, defender, 0, False, None).targets if t.unit == attacker]

    def _chain(self, board: Position, marks: Marks) -> list[str]:
        """Which enemy units stand next to a unit an air strike has chosen (the chain Air Power
        builds: turn_card.lp)."""
        chosen = [r.e.string for r in k.StrikeTarget.rows(marks.facts) if r.e.string in board.units]
        enemies = [u for u in board.units.values() if u.side != marks.active]
        return [
            k.UnitsAdjacent.fact(a=quoted(c), b=quoted(e.id))
            for c in chosen
            for e in enemies
            if board.units[c].hex.distance(e.hex) == 1
        ]

    def battle(self, board: Position, marks: Marks, uid: str) -> BattleReading:
        zeroed = tuple(sorted(to_hex(r.h) for r in k.TargetMarker.rows(marks.facts) if r.g.string == uid))
        return self.boards.battle(board, uid, marks.moved.get(uid, 0), uid in marks.took_ground, marks.card, zeroed)

    def _retreat_ends(self, board: Position, due: k.MustRetreat) -> list[str]:
        uid = due.e.string
        if uid not in board.units:
            return []
        answer = self.boards.retreat(board, uid, due.flags.number)
        out = [k.Retreating.fact(u=quoted(uid))]
        for choice in answer.choices:
            out += [
                k.RetreatEnd.fact(k=choice.ignore, h=self.hexes[e.hex].term(), steps=e.hexes, lost=e.lost)
                for e in choice.ends
            ]
            out += [f"{e.roll_row}." for e in choice.ends if e.roll_row is not None]
            # The hex each path left last (a train's locomotive follows its wagon there).
            out += [
                k.RetreatPred.fact(
                    k=choice.ignore, h=self.hexes[e.hex].term(), i=e.hexes, h0=self.hexes[e.path[-2]].term()
                )
                for e in choice.ends
                if len(e.path) > 1
            ]
            out += [
                k.OtherPath.fact(k=choice.ignore, h=self.hexes[e.hex].term())
                for e in choice.ends
                if e.roll is not None and e.roll.assumptions
            ]
        return out

    def _ground(self, board: Position, marks: Marks, due: k.Ground) -> list[str]:
        uid = due.u.string
        atoms = self.boards.ground(board, uid, to_hex(due.h), uid in marks.overran)
        return [k.Taker.fact(u=quoted(uid)), *(f"{a}." for a in atoms if a.name != "illegal")]

    # ---- a question's own reasons beside a refusal --------------------------------------------
    def why_not(self, board: Position, marks: Marks, action: st.Action, refusals: list[Term]) -> list[Contribution]:
        names = {r.name for r in refusals}
        uid = unit_of(action)
        if uid is None or uid not in board.units:
            return []
        if "cannot_reach" in names and isinstance(action, st.Move):
            answer = self.boards.moves(board, uid, marks.card)
            return [c for u in answer.unreachable if u.hex == action.label for c in u.reasons]
        if "not_a_target" in names and isinstance(action, st.Battle):
            reading = self.battle(board, marks, uid)
            return [*reading.barred, *(c for r in reading.refusals if r.unit == action.target for c in r.reasons)]
        ground = marks.waiting("ground")
        if "may_not_take_ground" in names and ground is not None:
            atoms = self.boards.ground(board, uid, to_hex(k.Ground(ground).h), uid in marks.overran)
            return [contribution(r.reason, None, r.cite, self.wording) for r in k.Illegal.of(atoms)]
        return []

    # ---- the steps a phase offers ---------------------------------------------------------
    def offered(self, marks: Marks, board: Position, cards: tuple[str, ...]) -> list[Step]:
        side = marks.active
        phase = marks.phase
        if phase == "play":
            # A commissar's card waits under its chip (turn_commissar.lp).
            chip = {str(r.card) for r in k.Commissar.rows(marks.facts) if str(r.s) == side}
            return [Step(side, st.PlayCard(c)) for c in cards if marks.hand.get(c) or c in chip]
        if phase == "smoke" and self.smoke_side is not None:
            return [*self._smoke(board, marks, self.smoke_side), Step(self.smoke_side, st.Pass("smoke"))]
        if phase == "commissar":
            return [Step(side, st.Keep(c)) for c in cards if marks.hand.get(c)]
        if phase == "order":
            mine = sorted(u.id for u in board.units.values() if u.side == side and u.id not in marks.ordered)
            moving = [Step(side, st.OrderOnTheMove(u)) for u in mine] if self.on_the_move else []
            # A Recon played as an air strike instead of ordering (turn_orders.lp judges who may).
            foes = sorted(u.id for u in board.units.values() if u.side != side)
            strikes = [Step(side, st.Strike(e)) for e in foes] if self.air_strikes and not marks.ordered else []
            return [*(Step(side, st.Order(u)) for u in mine), *moving, *strikes, Step(side, st.Pass("orders"))]
        if phase in ("move", "move_again"):
            return [*self._moves(board, marks), Step(side, st.Pass("moves"))]
        if phase == "battle":
            # Artillery Bombard's artillery may battle twice (turn_card.lp judges which).
            again = marks.card == "artillery_bombard"
            units = sorted(u for u in marks.ordered if u in board.units and (again or u not in marks.battled))
            return [*(s for u in units for s in self._battles(board, marks, u)), Step(side, st.Pass("battles"))]
        if phase == "strike":
            enemies = sorted(u.id for u in board.units.values() if u.side != side)
            return [*(Step(side, st.Strike(e)) for e in enemies), Step(side, st.Pass("strikes"))]
        if phase == "heal":
            mine = sorted(u.id for u in board.units.values() if u.side == side)
            return [*(Step(side, st.Heal(u)) for u in mine), Step(side, st.Pass("heal"))]
        if phase == "back_choice":
            due = marks.waiting("back_due")
            if due is None or k.BackDue(due).e.string not in board.units:
                return []
            back = k.BackDue(due)
            defender = board.units[back.e.string].side
            return [Step(defender, st.Battle(back.e.string, back.u.string)), Step(defender, st.Pass("battle_back"))]
        if phase == "ambush_choice":
            due = marks.waiting("ambush_due")
            if due is None or k.AmbushDue(due).e.string not in board.units:
                return []
            defender = board.units[k.AmbushDue(due).e.string].side
            return [Step(defender, st.PlayCard("ambush")), Step(defender, st.Pass("ambush"))]
        if phase == "overrun":
            due = marks.waiting("overrun_due")
            units = [k.OverrunDue(due).u.string] if due is not None else []
            battles = [s for u in units for s in self._battles(board, marks, u)]
            return [*self._desert_moves(board, marks), *battles, Step(side, st.Pass("overrun"))]
        if phase == "ground_choice":
            due = marks.waiting("ground")
            taker = [Step(side, st.TakeGround(k.Ground(due).u.string))] if due is not None else []
            return [*taker, Step(side, st.Pass("take_ground"))]
        if phase == "retreat_choice":
            return self._retreats(board, marks)
        if phase == "keep":
            return [Step(side, st.Keep(c)) for c in sorted(set(marks.drawn))]
        return []

    def _desert_moves(self, board: Position, marks: Marks) -> list[Step]:
        """The 1-hex moves of armor that took ground under the desert rules (turn_battle.lp)."""
        out = []
        for uid in sorted(u for u in self._movers(marks) if u in board.units):
            ends = [d.hex for d in self.boards.moves(board, uid, marks.card).reachable if d.cost == 1]
            out += [Step(marks.active, st.Move(uid, self.hexes[e], e)) for e in ends]
        return out

    def _smoke(self, board: Position, marks: Marks, side: str) -> list[Step]:
        """Where a smoke marker may go: any hex without one, the first; then the hexes next to
        the one laid last (turn_smoke.lp judges each)."""
        smoked = {to_hex(r.h) for r in k.ObstaclePlaced.rows(marks.facts) if str(r.x) == "smoke_screen"}
        last = [to_hex(r.h) for r in k.LastSmoke.rows(marks.facts)]
        shape = board.shape
        near = [h for h in last[0].neighbours() if shape.contains(h)] if last else shape.hexes()
        return [Step(side, st.Smoke(h, shape.label(h))) for h in sorted(near) if h not in smoked]

    def _moves(self, board: Position, marks: Marks) -> list[Step]:
        out = []
        for uid in sorted(u for u in self._movers(marks) if u in board.units):
            answer = self.boards.moves(board, uid, marks.card)
            ends = [d.hex for d in answer.reachable] + [u.hex for u in answer.unreachable]
            out += [Step(marks.active, st.Move(uid, self.hexes[e], e)) for e in ends]
        exits = {h for h, fs in board.features.items() if any(f.kind.text == "exit_marker" for f in fs)}
        here = sorted(u for u in marks.ordered if u in board.units and board.units[u].hex in exits)
        out += [Step(marks.active, st.Exit(uid)) for uid in here]
        # A hospital's heal, instead of moving (turn_hospital.lp): offered in a hospital's hex.
        healers = {h for h, t in board.terrain.items() if t in self.heal_terrain}
        tended = sorted(u for u in self._movers(marks) if u in board.units and board.units[u].hex in healers)
        return out + [Step(marks.active, st.Heal(uid)) for uid in tended]

    def _battles(self, board: Position, marks: Marks, uid: str) -> list[Step]:
        reading = self.battle(board, marks, uid)
        enemies = [t.unit for t in reading.targets] + [r.unit for r in reading.refusals]
        return [Step(marks.active, st.Battle(uid, e)) for e in enemies]

    def _retreats(self, board: Position, marks: Marks) -> list[Step]:
        due = marks.waiting("must_retreat")
        if due is None or k.MustRetreat(due).e.string not in board.units:
            return []
        retreat = k.MustRetreat(due)
        uid = retreat.e.string
        side = board.units[uid].side
        answer = self.boards.retreat(board, uid, retreat.flags.number)
        return [Step(side, st.Retreat(uid, self.hexes[e.hex], e.hex, c.ignore)) for c in answer.choices for e in c.ends]
