"""The quick judge's battles (quick.py): a battle ordered, its roll, the retreat and the ground
taken after it, figures lost, medals and the win, as turn_battle.lp and turn_medals.lp judge
them, written as the atoms they show."""

from __future__ import annotations

from pyengine.checked_position import Position
from pyengine.games.memoir44 import kb_rows as k
from pyengine.games.memoir44.play import steps as st
from pyengine.games.memoir44.play.evidence import Evidence, Marks, holds_ambush
from pyengine.games.memoir44.play.quick_atoms import StepAtoms
from pyengine.hexgrid import Hex
from pyengine.kb_atoms import quoted
from pyengine.kb_terms import Term
from pyengine.trace import to_hex


class BattleSteps:
    """The battle steps of QuickTurn, from the tables it reads at the start."""

    cite: dict[str, Term]
    evidence: Evidence
    medal_free: frozenset[str]
    ground_takers: frozenset[str]
    victory: dict[str, int]
    sides: tuple[str, ...]
    sandbags_leave: bool
    sandbags: frozenset[Hex]

    def _leaves(self, marks: Marks, at: Hex, out: StepAtoms) -> None:
        """Sandbags leave the board with the unit that stood in them (turn.lp)."""
        if not self.sandbags_leave:
            return
        gone = {(to_hex(r.h), str(r.x)) for r in k.ObstacleGone.rows(marks.facts)}
        placed = {(to_hex(r.h), str(r.x)) for r in k.ObstaclePlaced.rows(marks.facts)}
        if at in self.sandbags and (at, "sandbags") not in gone:
            out.adds.add((f"obstacle_gone({at.term()},sandbags)", self.cite["sandbags"]))
            out.rests_on.add("sandbags_leave_with_unit")
        if (at, "sandbags") in placed:
            out.removes.add((f"obstacle_placed({at.term()},sandbags)", self.cite["sandbags"]))
            out.rests_on.add("sandbags_leave_with_unit")

    def _battle(self, marks: Marks, board: Position, action: st.Battle) -> StepAtoms | None:
        uid = action.unit
        overrun = marks.phase == "overrun"
        due = marks.waiting("overrun_due")
        due_unit = k.OverrunDue(due).u.string if due is not None else None
        if uid not in marks.ordered or uid not in board.units or (overrun and due_unit != uid):
            return None
        hit = board.units.get(action.target)
        if hit is not None and holds_ambush(marks, hit.side):
            return None  # an Ambush may answer: the KB judges (turn_card.lp)
        if not overrun and uid in marks.battled:
            return None
        out = StepAtoms(marks.phase)
        unit, enemy = quoted(uid), quoted(action.target)
        reading = self.evidence.battle(board, marks, uid)
        target = next((t for t in reading.targets if t.unit == action.target), None)
        if target is None:
            out.refused.add((f"not_a_target({unit},{enemy})", self.cite["once"]))
            return out
        if overrun:
            out.adds.add((f"overran({unit})", self.cite["ground"]))
            out.removes.add((f"pending(overrun_due({unit}))", self.cite["ground"]))
        else:
            out.adds.add((f"battled({unit})", self.cite["once"]))
        hits = self.cite["hits"]
        out.adds.add((f"pending(battle_roll({unit},{enemy},{target.dice},{target.kind}))", hits))
        out.adds.update((f"scoring({face})", hits) for face in target.scoring)
        out.goes_to("roll", hits)
        return out

    def _roll(self, marks: Marks, board: Position, faces: tuple[str, ...]) -> StepAtoms | None:
        """A battle's dice: hits and flags on the target, then a retreat to choose, ground to
        take, or the battles go on (turn_battle.lp; losses and medals: turn_medals.lp)."""
        due = marks.waiting("battle_roll")
        if due is None:
            return None
        roll = k.BattleRoll(due)
        if len(faces) != roll.n.number or roll.e.string not in board.units:
            return None  # the wrong dice: the KB says so
        if str(roll.kind) == "close_assault" and self.evidence.back(board, marks, roll.u.string, roll.e.string):
            return None  # a British unit may battle back: the KB judges (turn_card.lp)
        hits_cite, flags_cite = self.cite["hits"], self.cite["flags"]
        scoring = {str(r.face) for r in k.Scoring.rows(marks.facts)}
        hits = sum(1 for f in faces if f in scoring)
        flags = faces.count("flag")
        enemy, unit = str(roll.e), str(roll.u)
        out = StepAtoms(marks.phase)
        out.did.update({(f"hits({enemy},{hits})", hits_cite), (f"flags_rolled({enemy},{flags})", flags_cite)})
        out.removes.add((f"pending({due})", hits_cite))
        out.removes.update((f"scoring({f})", hits_cite) for f in scoring)
        figures = board.units[roll.e.string].figures or 0
        lost = min(hits, figures)
        over = self._loss(marks, board, roll.e.string, lost, hits_cite, out) if lost else False
        if flags and lost < figures:
            out.adds.add((f"pending(must_retreat({enemy},{flags},{unit},{roll.kind}))", flags_cite))
            out.goes_to("retreat_choice", flags_cite)
            return out
        vacated = board.units[roll.e.string].hex if lost == figures else None
        self._after_battle(roll.u.string, str(roll.kind), vacated, over, out)
        return out

    def _after_battle(self, uid: str, kind: str, vacated: Hex | None, over: bool, out: StepAtoms) -> None:
        """After a close assault that emptied the enemy's hex, a unit that may takes the
        ground; otherwise the battles go on (unless the game is over)."""
        if kind == "close_assault" and vacated is not None and uid in self.ground_takers and not over:
            out.adds.add((f"pending(ground({quoted(uid)},{vacated.term()}))", self.cite["ground"]))
            out.goes_to("ground_choice", self.cite["ground"])
        elif not over:
            out.goes_to("battle", self.cite["turn"])

    def _retreat(self, marks: Marks, board: Position, action: st.Retreat) -> StepAtoms | None:
        """The retreating unit to one of its ends, losing the figures a blocked path costs."""
        due = marks.waiting("must_retreat")
        if due is None or k.MustRetreat(due).e.string != action.unit or action.unit not in board.units:
            return None
        retreat = k.MustRetreat(due)
        unit = board.units[action.unit]
        answer = self.evidence.boards.retreat(board, action.unit, retreat.flags.number)
        ends = [
            e.lost for c in answer.choices if c.ignore == action.ignore for e in c.ends
            if self.evidence.hexes[e.hex] == action.to
        ]  # fmt: skip
        flags = self.cite["flags"]
        out = StepAtoms(marks.phase)
        if not ends:
            out.refused.add((f"no_such_retreat({quoted(action.unit)},{action.to.term()},{action.ignore})", flags))
            return out
        if len(set(ends)) > 1:
            return None
        out.removes.add((f"pending({due})", flags))
        figures = unit.figures or 0
        lost = min(ends[0], figures)
        over = self._loss(marks, board, action.unit, lost, self.cite["retreat"], out) if lost else False
        vacated = unit.hex if lost == figures else None
        if lost < figures and unit.hex != action.to:
            name = quoted(action.unit)
            out.removes.add((f"unit_at({name},{unit.hex.term()})", flags))
            out.adds.add((f"unit_at({name},{action.to.term()})", flags))
            out.did.add((f"retreated({name},{action.to.term()})", flags))
            self._leaves(marks, unit.hex, out)
            vacated = unit.hex
        self._after_battle(retreat.u.string, str(retreat.kind), vacated, over, out)
        return out

    def _take_ground(self, marks: Marks, board: Position, uid: str) -> StepAtoms | None:
        """Into the hex the enemy left, and perhaps on to an overrun (take_ground.lp's verdict)."""
        due = marks.waiting("ground")
        if due is None or k.Ground(due).u.string != uid or uid not in board.units:
            return None
        into = to_hex(k.Ground(due).h)
        atoms = self.evidence.boards.ground(board, uid, into, uid in marks.overran)
        if k.GroundNote.of(atoms):
            return None  # what the hex brings (a hazard): the KB rolls it
        ground = self.cite["ground"]
        out = StepAtoms(marks.phase)
        if not k.MayTakeGround.of(atoms):
            out.refused.add((f"may_not_take_ground({quoted(uid)})", ground))
            return out
        name, at = quoted(uid), board.units[uid].hex
        out.removes.update({(f"pending({due})", ground), (f"unit_at({name},{at.term()})", ground)})
        out.adds.update({(f"unit_at({name},{into.term()})", ground), (f"took_ground({name})", ground)})
        self._leaves(marks, at, out)
        may_overrun = any(str(r.verdict) == "may" for r in k.Overrun.of(atoms))
        if may_overrun and uid not in marks.overran:
            out.adds.add((f"pending(overrun_due({name}))", ground))
            out.goes_to("overrun", ground)
        else:
            out.goes_to("battle", self.cite["turn"])
        return out

    def _loss(self, marks: Marks, board: Position, uid: str, lost: int, cite: Term, out: StepAtoms) -> bool:
        """Figures lost (turn_medals.lp), and, for a unit eliminated, its medal and perhaps the
        game: True when the step ends the game."""
        unit = board.units[uid]
        name, figures = quoted(uid), unit.figures or 0
        out.did.add((f"figures_lost({name},{lost})", cite))
        out.removes.add((f"unit_figures({name},{figures})", cite))
        if lost < figures:
            out.adds.add((f"unit_figures({name},{figures - lost})", cite))
            return False
        medal = self.cite["medal"]
        out.did.add((f"unit_eliminated({name})", medal))
        out.removes.add((f"unit_at({name},{unit.hex.term()})", medal))
        self._leaves(marks, unit.hex, out)
        won = False
        if uid not in self.medal_free:
            won = self._medal(marks, next(s for s in self.sides if s != unit.side), medal, out)
        left = [u for u in board.units.values() if u.side == unit.side and u.id != uid]
        if not won and not left:
            won = self._wins(next(s for s in self.sides if s != unit.side), out)
        return won

    def _medal(self, marks: Marks, side: str, cite: Term, out: StepAtoms) -> bool:
        """One medal more for ``side``, up to its victory count: True when that wins."""
        now = {str(r.s): r.n.number for r in k.Medals.rows(marks.facts)}
        had = now.get(side, 0)
        count = min(had + 1, self.victory[side])
        if count == had:
            return False
        out.did.add((f"medal({side},{count})", cite))
        if side in now:
            out.removes.add((f"medals({side},{had})", cite))
        out.adds.add((f"medals({side},{count})", cite))
        return count == self.victory[side] and self._wins(side, out)

    def _wins(self, side: str, out: StepAtoms) -> bool:
        win = self.cite["win"]
        out.did.add((f"winner({side})", win))
        out.adds.add((f"winner({side})", win))
        out.goes_to("over", win)
        return True
