"""Memoir '44 steps as numbers (pyengine.play_codec.ActionCodec), for AI frameworks.

With H the map's hexes in reading order and C the deck's cards in order, a player's action is:

    [0, 3·H²)          a unit's hex x a hex, in block K = 0, 1, 2: move there (move phase),
                       battle the unit there (battle, overrun) or retreat there ignoring K
                       flags (retreat choice); moves and battles are in block 0
    next H             the unit on a hex: order it, take ground with it, or exit with it
    next C             a card: play it, or keep it (Recon's draw)
    next 5             pass orders, moves, battles, take_ground, overrun

One number serves a verb in each phase, as OpenSpiel allows: the phase says which. A chance
outcome is a card drawn (C), a minefield's value (10), or a roll grouped as hits x flags
(up to 9 dice: 100). The rules judge every step; this only numbers them.
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

from pyengine import kb_rows as kb
from pyengine.errors import Pos
from pyengine.games.memoir44 import kb_rows as k
from pyengine.games.memoir44.play import PHASE_RULES, ChanceKey, DeckSize, HandSize, Memoir44Play
from pyengine.games.memoir44.play_evidence import Marks
from pyengine.games.memoir44.play_words import PASSES, read_action
from pyengine.kb_terms import Term, term
from pyengine.play_state import GameState
from pyengine.play_steps import Step, Verdict
from pyengine.trace import to_hex

IGNORE_BLOCKS = 3  # a retreat ignores 0, 1 or 2 flags (play_words.py reads no more)
MINE_VALUES = 10
MAX_DICE = 9
PAIR_VERB = {"move": "move", "battle": "battle", "overrun": "battle", "retreat_choice": "retreat"}
UNIT_VERB = {"order": "order", "ground_choice": "take_ground", "move": "exit"}
CARD_VERB = {"play": "play", "keep": "keep"}
PHASES = tuple(PHASE_RULES)
CLASSES = ("infantry", "armor", "artillery")
# Per hex: my unit, an enemy's, its class (3 and other), figures, ordered, moved, battled, an
# objective, held by me, held by the enemy; then one plane per terrain and per obstacle kind.
UNIT_PLANES = 13


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
        self.card_start = self.unit_start + h
        self.pass_start = self.card_start + c
        self.num_actions = self.pass_start + len(PASSES)
        self.max_chance_outcomes = c + MINE_VALUES + (MAX_DICE + 1) ** 2
        base = rules.base
        self.terrains = tuple(sorted(set(base.terrain.values())))
        self.obstacles = tuple(sorted({f.kind.text for fs in base.features.values() for f in fs}))
        self.planes = UNIT_PLANES + len(self.terrains) + len(self.obstacles)
        self.globals = len(PHASES) + 6 + 2 * c
        self.observation_size = self.planes * h + self.globals
        self._static = self._static_planes()

    # ---- player actions ---------------------------------------------------------------------
    def encode(self, state: GameState, step: Step) -> int:
        board = self.rules.boards.at(state)
        action = read_action(board, step.side, step.words, self.cards, tuple(self.rules.faces), Pos("<step>"))
        h = len(self.hexes)
        if action.verb == "pass":
            return self.pass_start + PASSES.index(str(action.other))
        if action.verb in CARD_VERB.values():
            return self.card_start + self.card_index[str(action.other)]
        start = self.index[board.units[str(action.unit)].hex]
        if action.verb in UNIT_VERB.values():
            return self.unit_start + start
        to = board.units[str(action.other)].hex if action.verb == "battle" else action.hex
        assert to is not None
        return (action.ignore * h + start) * h + self.index[to]

    def decode(self, state: GameState, action: int) -> Step | None:
        if not 0 <= action < self.num_actions:
            return None
        marks = Marks.of(state)
        side = self.rules.to_act(state)
        if action >= self.pass_start:
            return Step(side, f"pass {PASSES[action - self.pass_start]}")
        if action >= self.card_start:
            verb = CARD_VERB.get(marks.phase)
            return Step(side, f"{verb} {self.cards[action - self.card_start]}") if verb else None
        board = self.rules.boards.at(state)
        on = {u.hex: u.id for u in board.units.values()}
        if action >= self.unit_start:
            verb, unit = UNIT_VERB.get(marks.phase), on.get(self.hexes[action - self.unit_start])
            return Step(side, f"{verb} {unit}") if verb and unit else None
        h = len(self.hexes)
        ignore, rest = divmod(action, h * h)
        start, to = divmod(rest, h)
        verb, unit = PAIR_VERB.get(marks.phase), on.get(self.hexes[start])
        if verb is None or unit is None or (ignore and verb != "retreat"):
            return None
        if verb == "battle":
            enemy = on.get(self.hexes[to])
            return Step(side, f"battle {unit} {enemy}") if enemy else None
        words = f"{verb} {unit} {board.label(self.hexes[to])}"
        return Step(side, words + (f" ignore {ignore}" if ignore else ""))

    # ---- chance -----------------------------------------------------------------------------
    def chance_outcomes(self, state: GameState) -> list[tuple[int, Step, Fraction]]:
        return [(self._chance_number(key), step, p) for step, p, key in self.rules.keyed_chances(state)]

    def _chance_number(self, key: ChanceKey) -> int:
        c = len(self.cards)
        if key[0] == "draw":
            return self.card_index[str(key[1])]
        if key[0] == "reveal":
            value = int(key[1])
            assert 0 <= value < MINE_VALUES, f"a minefield's value {value} has a number"
            return c + value
        hits, flags = int(key[1]), int(key[2]) if len(key) > 2 else 0
        assert hits + flags <= MAX_DICE, f"a roll of {hits + flags} dice has a number"
        return c + MINE_VALUES + hits * (MAX_DICE + 1) + flags

    # ---- what each side sees ----------------------------------------------------------------
    def secret_of(self, state: GameState, verdict: Verdict) -> str | None:
        """A card drawn into a hand, or drawn to choose from, is its side's alone; so is the
        card a side keeps."""
        if verdict.step.words.startswith("keep "):
            return verdict.step.side
        for change in verdict.changes:
            if change.added and change.fact.startswith("hand("):
                return str(k.Hand(term(change.fact)).s)
            if change.added and change.fact.startswith("drawn("):
                return Marks.of(state).active
        return None

    def observe(self, view: GameState, side: str) -> list[float]:
        out = list(self._static)
        terms = view.terms()
        units = self.rules.base.units
        h = len(self.hexes)
        where = {r.u.string: self.index[to_hex(r.h)] for r in kb.UnitAt.of(terms)}

        def mark(plane: int, i: int, value: float = 1.0) -> None:
            out[plane * h + i] = value

        for uid, i in where.items():
            unit = units[uid]
            mark(0 if unit.side == side else 1, i)
            mark(2 + (CLASSES.index(unit.type) if unit.type in CLASSES else 3), i)
        for fig in kb.UnitFigures.of(terms):
            if fig.u.string in where:
                mark(6, where[fig.u.string], fig.n.number / 4)
        marked = (
            *((7, r.u) for r in k.Ordered.of(terms)),
            *((8, r.u) for r in k.Moved.of(terms)),
            *((9, r.u) for r in k.Battled.of(terms)),
        )
        for plane, unit_term in marked:
            if unit_term.string in where:
                mark(plane, where[unit_term.string])
        for held in k.Held.of(terms):
            for hx in self.rules.base.objectives[held.o.string].hexes:
                mark(11 if str(held.s) == side else 12, self.index[hx])
        for gone in k.ObstacleGone.of(terms):
            plane = UNIT_PLANES + len(self.terrains) + self.obstacles.index(str(gone.x))
            mark(plane, self.index[to_hex(gone.h)], 0.0)
        out[self.planes * h :] = self._globals(terms, side)
        return out

    def _static_planes(self) -> list[float]:
        """What no step changes: objectives, terrain and obstacles (until one leaves)."""
        h = len(self.hexes)
        out = [0.0] * self.observation_size
        base = self.rules.base
        for obj in base.objectives.values():
            for hx in obj.hexes:
                out[10 * h + self.index[hx]] = 1.0
        for hx, name in base.terrain.items():
            if hx in self.index:
                out[(UNIT_PLANES + self.terrains.index(name)) * h + self.index[hx]] = 1.0
        for hx, fs in base.features.items():
            for f in fs:
                if hx in self.index:
                    plane = UNIT_PLANES + len(self.terrains) + self.obstacles.index(f.kind.text)
                    out[plane * h + self.index[hx]] = 1.0
        return out

    def _globals(self, terms: list[Term], side: str) -> list[float]:
        """The phase, whether ``side`` is active, both sides' medals as parts of their victory
        counts, the turn, the other hand's size, the deck's, ``side``'s hand and Recon draw."""
        victory = self.rules.setup.victory
        now = {str(r.p) for r in k.Phase.of(terms)}
        phase = [1.0 if p in now else 0.0 for p in PHASES]
        medals = {str(r.s): r.n.number for r in k.Medals.of(terms)}
        enemy = [s for s in self.rules.sides if s != side]
        hand = [0.0] * len(self.cards)
        for r in k.Hand.of(terms):
            if str(r.s) == side:
                hand[self.card_index[str(r.card)]] = float(r.n.number)
        drawn = [0.0] * len(self.cards)
        for d in k.Drawn.of(terms):
            drawn[self.card_index[str(d.card)]] = float(d.n.number)
        return [
            *phase,
            1.0 if any(str(r.s) == side for r in k.Active.of(terms)) else 0.0,
            medals.get(side, 0) / victory[side],
            sum(medals.get(s, 0) / victory[s] for s in enemy),
            sum(r.n.number for r in k.Turn.of(terms)) / 100,
            sum(r.n.number for r in HandSize.of(terms)) / 10,
            sum(r.n.number for r in DeckSize.of(terms)) / max(1, sum(self.rules.deck.values())),
            *hand,
            *drawn,
        ]

    # ---- dealing again what a side cannot see ------------------------------------------------
    def redeal(self, state: GameState, side: str, rng: random.Random) -> GameState:
        terms = state.terms()
        hidden_drawn = not any(str(r.s) == side for r in k.Active.of(terms))
        others = [r for r in k.Hand.of(terms) if str(r.s) != side]
        drawn = list(k.Drawn.of(terms)) if hidden_drawn else []
        decks = list(k.Deck.of(terms))
        counted = [(str(r.card), r.n.number, str(r.as_term())) for r in others]
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
        if drawn:
            size = sum(r.n.number for r in drawn)
            dealt, pool = Counter(pool[:size]), pool[size:]
            added += [f"drawn({c},{n})" for c, n in sorted(dealt.items())]
        added += [f"deck({c},{n})" for c, n in sorted(Counter(pool).items())]
        return state.changed(removed, added)


def codec(rules: Memoir44Play) -> Memoir44Codec:
    """The codec of a scenario's play rules (pyengine.game.Game.codec)."""
    return Memoir44Codec(rules)
