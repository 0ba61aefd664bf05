"""Memoir '44 steps as numbers (pyengine.play.codec.ActionCodec), for AI frameworks.

With H the map's hexes in reading order and C the deck's cards in order, a player's action is:

    [0, 3·H²)          a unit's hex x a hex, in block K = 0, 1, 2: move there (move phase),
                       battle the unit there (battle, overrun) or retreat there ignoring K
                       flags (retreat choice); moves and battles are in block 0
    next H             the unit on a hex: order it, take ground with it, or exit with it
    next H             the unit on a hex: order it, take ground with it, exit with it, strike
                       it (Air Power, Barrage) or heal it (Medics & Mechanics)
    next C             a card: play it, keep it (Recon's draw), or answer with it (Ambush)
    next 9             pass orders, moves, battles, take_ground, overrun, strikes, ambush, heal,
                       battle_back

One number serves a verb in each phase, as OpenSpiel allows: the phase says which. A chance
outcome is a card drawn (C), a minefield's value (10), a roll grouped as hits x flags (up to 9
dice: 100), Their Finest Hour's roll grouped as infantry x armor x stars (up to 13 dice:
14^3), or a Medics roll's figures healed (up to 13 dice: 14). The rules judge every step; this
only numbers them.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from fractions import Fraction
from typing import Protocol

from pyengine import kb_rows as kb
from pyengine.games.memoir44 import kb_rows as k
from pyengine.games.memoir44.play import steps as st
from pyengine.games.memoir44.play.rules import PHASE_RULES, ChanceKey, DeckSize, HandSize, Memoir44Play
from pyengine.kb_terms import Term
from pyengine.play.state import GameState
from pyengine.play.steps import Step
from pyengine.trace import to_hex

IGNORE_BLOCKS = 3  # a retreat ignores 0, 1 or 2 flags (words.py reads no more)
MINE_VALUES = 10
MAX_DICE = 9
# A roll of a die per card held: the largest hand dealt (12, memoir44-more-facts.md line 690)
# and the card played.
MAX_HAND_DICE = 13
PAIR_VERB = {
    "move": "move",
    "move_again": "move",
    "battle": "battle",
    "overrun": "battle",
    "retreat_choice": "retreat",
    "back_choice": "battle",
}
UNIT_STEP: dict[str, type[st.UnitStep]] = {
    "order": st.Order,
    "ground_choice": st.TakeGround,
    "move": st.Exit,
    "strike": st.Strike,
    "heal": st.Heal,
}
CARD_STEP: dict[str, type[st.CardStep]] = {"play": st.PlayCard, "keep": st.Keep, "ambush_choice": st.PlayCard}
PHASES = tuple(PHASE_RULES)
CLASSES = ("infantry", "armor", "artillery")
# The planes of numbers a hex has, by name: its unit (mine or the enemy's, its class, its
# figures), the unit's marks this turn, objectives and who holds them, and what the phase
# waits for there; then one plane per terrain and per obstacle kind (codec.planes).
UNIT_PLANES = (
    "my_unit",
    "enemy_unit",
    "infantry",
    "armor",
    "artillery",
    "other_class",
    "figures",
    "ordered",
    "moved",
    "battled",
    "objective",
    "held_by_me",
    "held_by_enemy",
    "hexes_moved",
    "took_ground",
    "overran",
    "may_exit",
    "must_retreat",
    "retreat_caused_by",
    "ground_to_take",
    "ground_taker",
    "overrun_due",
    "rolling_attacker",
    "rolling_target",
    "mine_value",
    "strike_target",
    "ambush_answering",
    "ambush_attacker",
    "healing",
    "on_the_move",
    "in_boat",
    "desert_move_due",
    "smoke",
    "last_smoke",
)


class Mark(Protocol):
    """Sets a plane's number on a hex, by the hex's index (1 unless given)."""

    def __call__(self, plane: str, i: int, value: float = 1.0) -> None: ...


class MarkUnit(Protocol):
    """Sets a plane's number on the hex a unit stands on, if it is on the board."""

    def __call__(self, plane: str, unit: Term, value: float = 1.0) -> None: ...


class Memoir44Codec:
    """The numbers of one scenario's steps and views."""

    def __init__(self, rules: Memoir44Play) -> None:
        self.rules = rules
        shape = rules.base.shape
        self.hexes = tuple(sorted(shape.hexes(), key=shape.reading_order))
        self.index = {h: i for i, h in enumerate(self.hexes)}
        self.cards = rules.cards
        self.card_index = {c: i for i, c in enumerate(self.cards)}
        h, c = len(self.hexes), len(self.cards)
        self.unit_start = IGNORE_BLOCKS * h * h
        # A second block of a number a hex: a unit ordered on the move (Breakthrough).
        self.on_the_move_start = self.unit_start + h
        # A third: a smoke marker laid there (the smoke_screen option).
        self.smoke_start = self.on_the_move_start + h
        self.card_start = self.smoke_start + h
        self.pass_start = self.card_start + c
        self.num_actions = self.pass_start + len(st.PASSES)
        self.orders_start = c + MINE_VALUES + (MAX_DICE + 1) ** 2
        self.heal_start = self.orders_start + (MAX_HAND_DICE + 1) ** 3
        self.max_chance_outcomes = self.heal_start + MAX_HAND_DICE + 1
        base = rules.base
        self.terrains = tuple(sorted(set(base.terrain.values())))
        self.obstacles = tuple(sorted({f.kind.text for fs in base.features.values() for f in fs}))
        # Each (side, unit type or "all") some hex is barred to (the scenario's impassable lines).
        self.barriers = tuple(sorted({bar for bars in base.barred.values() for bar in bars}))
        self.planes = len(UNIT_PLANES) + len(self.terrains) + len(self.obstacles) + len(self.barriers)
        self.globals = len(PHASES) + 11 + 7 * c
        self.observation_size = self.planes * h + self.globals
        self._static = self._static_planes()

    # ---- player actions ---------------------------------------------------------------------
    def encode(self, state: GameState, step: Step) -> int:
        action = step.action
        h = len(self.hexes)
        if isinstance(action, st.Pass):
            return self.pass_start + st.PASSES.index(action.what)
        if isinstance(action, st.CardStep):
            return self.card_start + self.card_index[action.card]
        if isinstance(action, st.Smoke):
            return self.smoke_start + self.index[action.to]
        board = self.rules.boards.at(state)
        assert isinstance(action, (st.UnitStep, st.Move, st.Battle, st.Retreat)), f"a side's step: {action}"
        start = self.index[board.units[action.unit].hex]
        if isinstance(action, st.OrderOnTheMove):
            return self.on_the_move_start + start
        if isinstance(action, st.UnitStep):
            return self.unit_start + start
        if isinstance(action, st.Battle):
            return start * h + self.index[board.units[action.target].hex]
        ignore = action.ignore if isinstance(action, st.Retreat) else 0
        return (ignore * h + start) * h + self.index[action.to]

    def decode(self, state: GameState, action: int) -> Step | None:
        if not 0 <= action < self.num_actions:
            return None
        node = self.rules.node(state)
        found = self._decoded(node.phase, state, action)
        return Step(node.to_act, found) if found is not None else None

    def _decoded(self, phase: str, state: GameState, action: int) -> st.Action | None:
        if action >= self.pass_start:
            return st.Pass(st.PASSES[action - self.pass_start])
        if action >= self.card_start:
            card_step = CARD_STEP.get(phase)
            return card_step(self.cards[action - self.card_start]) if card_step else None
        board = self.rules.boards.at(state)
        if action >= self.smoke_start:
            to = self.hexes[action - self.smoke_start]
            return st.Smoke(to, board.label(to)) if phase == "smoke" else None
        on = {u.hex: u.id for u in board.units.values()}
        if action >= self.on_the_move_start:
            unit = on.get(self.hexes[action - self.on_the_move_start])
            return st.OrderOnTheMove(unit) if phase == "order" and unit else None
        if action >= self.unit_start:
            unit_step, unit = UNIT_STEP.get(phase), on.get(self.hexes[action - self.unit_start])
            return unit_step(unit) if unit_step and unit else None
        h = len(self.hexes)
        ignore, rest = divmod(action, h * h)
        start, to = self.hexes[rest // h], self.hexes[rest % h]
        verb, unit = PAIR_VERB.get(phase), on.get(start)
        if verb is None or unit is None or (ignore and verb != "retreat"):
            return None
        if verb == "battle":
            enemy = on.get(to)
            return st.Battle(unit, enemy) if enemy else None
        if verb == "move":
            return st.Move(unit, to, board.label(to))
        return st.Retreat(unit, to, board.label(to), ignore)

    # ---- chance -----------------------------------------------------------------------------
    def chance_outcomes(self, state: GameState) -> list[tuple[int, Step, Fraction]]:
        return [
            (self._chance_number(key), step, p) for step, p, key in self.rules.keyed_chances(self.rules.node(state))
        ]

    def _chance_number(self, key: ChanceKey) -> int:
        c = len(self.cards)
        # A card drawn, or an HQ tent's owner's card discarded: the card's number.
        if key[0] in ("draw", "hq_discard"):
            return self.card_index[str(key[1])]
        if key[0] == "reveal":
            value = int(key[1])
            assert 0 <= value < MINE_VALUES, f"a minefield's value {value} has a number"
            return c + value
        # Their Finest Hour's orders and Breakthrough's Medics' heals: the same three counts.
        if key[0] in ("orders", "heals"):
            infantry, armor, stars = (int(n) for n in key[1:])
            assert infantry + armor + stars <= MAX_HAND_DICE, "Their Finest Hour's roll has a number"
            side = MAX_HAND_DICE + 1
            return self.orders_start + (infantry * side + armor) * side + stars
        if key[0] == "heal":
            healed = int(key[1])
            assert healed <= MAX_HAND_DICE, f"a Medics roll healing {healed} has a number"
            return self.heal_start + healed
        hits, flags = int(key[1]), int(key[2]) if len(key) > 2 else 0
        assert hits + flags <= MAX_DICE, f"a roll of {hits + flags} dice has a number"
        return c + MINE_VALUES + hits * (MAX_DICE + 1) + flags

    # ---- what each side sees ----------------------------------------------------------------
    def observe(self, view: GameState, side: str) -> list[float]:
        out = list(self._static)
        terms = view.terms()
        h = len(self.hexes)
        where = {r.u.string: self.index[to_hex(r.h)] for r in kb.UnitAt.of(terms)}

        def mark(plane: str, i: int, value: float = 1.0) -> None:
            out[UNIT_PLANES.index(plane) * h + i] = value

        def mark_unit(plane: str, unit: Term, value: float = 1.0) -> None:
            if unit.string in where:
                mark(plane, where[unit.string], value)

        self._unit_planes(terms, side, where, mark)
        for plane, unit in self._marked_units(terms):
            mark_unit(plane, unit)
        for moved in k.Moved.of(terms):
            mark_unit("hexes_moved", moved.u, moved.n.number / 4)
        self._waiting_planes(terms, mark, mark_unit)
        for held in k.Held.of(terms):
            for hx in self.rules.base.objectives[held.o.string].hexes:
                mark("held_by_me" if str(held.s) == side else "held_by_enemy", self.index[hx])
        for placed in k.ObstaclePlaced.of(terms):
            if str(placed.x) == "smoke_screen":
                mark("smoke", self.index[to_hex(placed.h)])
        for last in k.LastSmoke.of(terms):
            mark("last_smoke", self.index[to_hex(last.h)])
        for gone in k.ObstacleGone.of(terms):
            obstacle = len(UNIT_PLANES) + len(self.terrains) + self.obstacles.index(str(gone.x))
            out[obstacle * h + self.index[to_hex(gone.h)]] = 0.0
        out[self.planes * h :] = self._globals(terms, side)
        return out

    def _unit_planes(self, terms: list[Term], side: str, where: dict[str, int], mark: Mark) -> None:
        units = self.rules.base.units
        landed = {r.u.string for r in k.Landed.of(terms)}
        for uid, i in where.items():
            unit = units[uid]
            mark("my_unit" if unit.side == side else "enemy_unit", i)
            mark(unit.type if unit.type in CLASSES else "other_class", i)
            if "boat" in unit.statuses and uid not in landed:
                mark("in_boat", i)
        for fig in kb.UnitFigures.of(terms):
            if fig.u.string in where:
                mark("figures", where[fig.u.string], fig.n.number / 4)

    @staticmethod
    def _marked_units(terms: list[Term]) -> list[tuple[str, Term]]:
        """Each unit mark of this turn, with its plane."""
        return [
            *(("ordered", r.u) for r in k.Ordered.of(terms)),
            *(("moved", r.u) for r in k.Moved.of(terms)),
            *(("battled", r.u) for r in k.Battled.of(terms)),
            *(("took_ground", r.u) for r in k.TookGround.of(terms)),
            *(("overran", r.u) for r in k.Overran.of(terms)),
            *(("may_exit", r.u) for r in k.MayExit.of(terms)),
            *(("on_the_move", r.u) for r in k.OnTheMove.of(terms)),
        ]

    def _waiting_planes(self, terms: list[Term], mark: Mark, mark_unit: MarkUnit) -> None:
        """What the phase waits for, on the hexes it concerns: a retreat and its flags, ground
        to take, an overrun, a roll; and each minefield's revealed value."""
        for pending in k.Pending.of(terms):
            w = pending.w
            if w.name == "must_retreat":
                retreat = k.MustRetreat(w)
                mark_unit("must_retreat", retreat.e, retreat.flags.number / 3)
                mark_unit("retreat_caused_by", retreat.u)
            elif w.name == "ground":
                ground = k.Ground(w)
                mark("ground_to_take", self.index[to_hex(ground.h)])
                mark_unit("ground_taker", ground.u)
            elif w.name == "overrun_due":
                mark_unit("overrun_due", k.OverrunDue(w).u)
            elif w.name == "desert_move_due":
                mark_unit("desert_move_due", k.DesertMoveDue(w).u)
            elif w.name == "battle_roll":
                roll = k.BattleRoll(w)
                mark_unit("rolling_attacker", roll.u, roll.n.number / MAX_DICE)
                mark_unit("rolling_target", roll.e)
            elif w.name == "ambush_due":
                due = k.AmbushDue(w)
                mark_unit("ambush_answering", due.e)
                mark_unit("ambush_attacker", due.u)
            elif w.name == "heal_roll":
                mark_unit("healing", k.HealRoll(w).u)
        for target in k.StrikeTarget.of(terms):
            mark_unit("strike_target", target.e, target.k.number / 4)
        for mine in k.MineValue.of(terms):
            mark("mine_value", self.index[to_hex(mine.h)], (mine.v.number + 1) / MINE_VALUES)

    def _static_planes(self) -> list[float]:
        """What no step changes: objectives, terrain, obstacles (until one leaves) and the hexes
        barred to a side."""
        h = len(self.hexes)
        out = [0.0] * self.observation_size
        base = self.rules.base
        first_terrain = len(UNIT_PLANES)
        for obj in base.objectives.values():
            for hx in obj.hexes:
                out[UNIT_PLANES.index("objective") * h + self.index[hx]] = 1.0
        for hx, name in base.terrain.items():
            if hx in self.index:
                out[(first_terrain + self.terrains.index(name)) * h + self.index[hx]] = 1.0
        for hx, fs in base.features.items():
            for f in fs:
                if hx in self.index:
                    plane = first_terrain + len(self.terrains) + self.obstacles.index(f.kind.text)
                    out[plane * h + self.index[hx]] = 1.0
        first_barrier = first_terrain + len(self.terrains) + len(self.obstacles)
        for hx, bars in base.barred.items():
            for bar in bars:
                out[(first_barrier + self.barriers.index(bar)) * h + self.index[hx]] = 1.0
        return out

    def _globals(self, terms: list[Term], side: str) -> list[float]:
        """The phase, whether ``side`` is active, both sides' medals as parts of their victory
        counts, the turn, the other hand's size, the deck's, the cards still to draw, what Their
        Finest Hour's roll orders (infantry, armor, any), the visibility; then a
        number per card for each of: ``side``'s hand, its Recon draw, the card in play, the
        card ``side`` played last, the card the other side played last, the discard pile, the
        card under ``side``'s commissar chip."""
        victory = self.rules.setup.victory
        now = {str(r.p) for r in k.Phase.of(terms)}
        phase = [1.0 if p in now else 0.0 for p in PHASES]
        medals = {str(r.s): r.n.number for r in k.Medals.of(terms)}
        enemy = [s for s in self.rules.sides if s != side]
        draws = [k.Draws(p.w).n.number for p in k.Pending.of(terms) if p.w.name == "draws"]
        slots = [k.OrderSlots(p.w) for p in k.Pending.of(terms) if p.w.name == "order_slots"]
        rolled = [(r.i.number, r.a.number, r.s.number) for r in slots] or [(0, 0, 0)]
        last = k.LastPlayed.of(terms)
        return [
            *phase,
            1.0 if any(str(r.s) == side for r in k.Active.of(terms)) else 0.0,
            medals.get(side, 0) / victory[side],
            sum(medals.get(s, 0) / victory[s] for s in enemy),
            sum(r.n.number for r in k.Turn.of(terms)) / 100,
            sum(r.n.number for r in HandSize.of(terms)) / 10,
            sum(r.n.number for r in DeckSize.of(terms)) / max(1, sum(self.rules.deck.values())),
            sum(draws) / 2,
            *(n / MAX_HAND_DICE for n in rolled[0]),
            # How far units see: a night's visibility / 6, 1 by day (turn_night.lp).
            min((self.rules.visibility_ranges[str(r.v)] for r in kb.Visibility.of(terms)), default=6) / 6,
            *self._per_card((r.card, r.n.number) for r in k.Hand.of(terms) if str(r.s) == side),
            *self._per_card((d.card, d.n.number) for d in k.Drawn.of(terms)),
            *self._per_card((r.card, 1) for r in k.Played.of(terms)),
            *self._per_card((r.card, 1) for r in last if str(r.s) == side),
            *self._per_card((r.card, 1) for r in last if str(r.s) != side),
            *self._per_card((d.card, d.n.number) for d in k.Discard.of(terms)),
            *self._per_card((r.card, 1) for r in k.Commissar.of(terms) if str(r.s) == side),
        ]

    def _per_card(self, counts: Iterable[tuple[Term, int]]) -> list[float]:
        """A number per card of the deck: how many of it ``counts`` gives."""
        out = [0.0] * len(self.cards)
        for card, n in counts:
            out[self.card_index[str(card)]] += float(n)
        return out

    # ---- dealing again what a side cannot see ------------------------------------------------
    def redeal(self, state: GameState, side: str, rng: random.Random) -> GameState:
        terms = state.terms()
        hidden_drawn = not any(str(r.s) == side for r in k.Active.of(terms))
        others = [r for r in k.Hand.of(terms) if str(r.s) != side]
        drawn = list(k.Drawn.of(terms)) if hidden_drawn else []
        decks = list(k.Deck.of(terms))
        chips = [r for r in k.Commissar.of(terms) if str(r.s) != side]
        counted = [(str(r.card), r.n.number, str(r.as_term())) for r in others]
        counted += [(str(r.card), 1, str(r.as_term())) for r in chips]
        counted += [(str(d.card), d.n.number, str(d.as_term())) for d in drawn]
        counted += [(str(d.card), d.n.number, str(d.as_term())) for d in decks]
        pool = [card for card, n, _ in counted for _ in range(n)]
        rng.shuffle(pool)
        removed = {fact for _, _, fact in counted}
        added: list[str] = []
        for owner in sorted({str(r.s) for r in others}):
            size = sum(r.n.number for r in others if str(r.s) == owner)
            dealt, pool = Counter(pool[:size]), pool[size:]
            added += [f"hand({owner},{c},{n})" for c, n in sorted(dealt.items())]
        for chip in chips:
            # Ambush never goes under a commissar's chip (turn_commissar.lp).
            card = next(c for c in pool if c != "ambush")
            pool.remove(card)
            added.append(f"commissar({chip.s},{card})")
        if drawn:
            size = sum(r.n.number for r in drawn)
            dealt, pool = Counter(pool[:size]), pool[size:]
            added += [f"drawn({c},{n})" for c, n in sorted(dealt.items())]
        added += [f"deck({c},{n})" for c, n in sorted(Counter(pool).items())]
        return state.changed(removed, added)


def codec(rules: Memoir44Play) -> Memoir44Codec:
    """The codec of a scenario's play rules (pyengine.game.Game.codec)."""
    return Memoir44Codec(rules)
