"""A Memoir '44 position from outside (a service request, a state in JSON), checked before any
rule reads it: every fact of a kind kb/memoir44/turn.lp reads, each argument of its kind (a
unit, a hex on the map, a side, a card, a face, a phase, a count within the game's own sizes),
and the position whole (each unit on one hex and one unit a hex, its figures within its
type's count, one phase, one active side, one turn, a pending roll within the rules' largest
pool). A refused position is an UmpireError that names the fact; no rule runs on it, so every
step's work stays bounded by the rules' own sizes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from clingo import SymbolType

from pyengine import kb_rows as kb
from pyengine.checked_position import Position
from pyengine.errors import Pos, UmpireError
from pyengine.games.memoir44 import kb_rows as k
from pyengine.kb_terms import Term
from pyengine.play.state import GameState
from pyengine.trace import is_hex, to_hex

# Each fact a position may hold, with its arguments' kinds (turn.lp's header).
FACT_KINDS: dict[str, tuple[str, ...]] = {
    "unit_at": ("unit", "hex"),
    "unit_figures": ("unit", "figures"),
    "ordered": ("unit",),
    "on_the_move": ("unit",),
    "moved": ("unit", "count"),
    "battled": ("unit",),
    "took_ground": ("unit",),
    "overran": ("unit",),
    "may_exit": ("unit",),
    "landed": ("unit",),
    "held": ("objective", "side"),
    "decoy_medal_won": ("side",),
    "section_held": ("side",),
    "last_smoke": ("hex",),
    "visibility": ("word",),
    "exits": ("side", "count"),
    "target_marker": ("unit", "hex"),
    "captured": ("hex",),
    "mine_value": ("hex", "mine_value"),
    "obstacle_gone": ("hex", "word"),
    "obstacle_placed": ("hex", "word"),
    "ambushed": ("side",),
    "commissar": ("side", "card"),
    "strike_target": ("unit", "count"),
    "battled_twice": ("unit",),
    "moved_again": ("unit",),
    "later_scoring": ("face",),
    "medals": ("side", "count"),
    "winner": ("side",),
    "hand": ("side", "card", "copies"),
    "deck": ("card", "count"),
    "discard": ("card", "count"),
    "played": ("card",),
    "last_played": ("side", "card"),
    "drawn": ("card", "copies"),
    "phase": ("phase",),
    "active": ("side",),
    "turn": ("turn",),
    "pending": ("pending",),
    "scoring": ("face",),
}
# What the phase may wait for, with its arguments' kinds.
PENDING_KINDS: dict[str, tuple[str, ...]] = {
    "battle_roll": ("striker", "unit", "dice", "roll_kind"),
    # After an Air Power or a Barrage the retreat's cause is the card (turn_card.lp).
    "must_retreat": ("unit", "dice", "striker", "word"),
    "held_flags": ("unit", "dice", "word"),
    "ground": ("unit", "hex"),
    "overrun_due": ("unit",),
    "desert_move_due": ("unit",),
    "draws": ("draws",),
    "deal": ("side", "count"),
    "hazard": ("unit", "hazard", "count"),
    "resume": ("phase",),
    "ambush_due": ("unit", "unit"),
    "held_roll": ("unit", "unit", "dice", "word"),
    "heal_roll": ("unit", "hand_dice"),
    "order_roll": ("hand_dice",),
    "order_slots": ("count", "count", "count"),
    "heal_dice": ("count",),
    "hospital": ("unit",),
    "heal_slots": ("count", "count", "count"),
    "reaction_draw": ("side",),
    "night_roll": ("dice",),
    "back_due": ("unit", "unit"),
}
# The phases that resolve one thing the position must hold (kb/memoir44/turn.lp's header:
# pending(W), what the phase resolves): a roll its battle, a retreat choice the unit that
# retreats (who acts then is its owner), a ground choice its hex, an overrun its unit.
PHASE_WAITS = {
    "roll": ("battle_roll",),
    "retreat_choice": ("must_retreat",),
    "ground_choice": ("ground",),
    "overrun": ("overrun_due",),
    "ambush_choice": ("ambush_due",),
    "back_choice": ("back_due",),
    "medics_roll": ("heal_roll", "heal_dice"),
    "finest_roll": ("order_roll",),
}
# Bounds of what no rule sizes: a game's turns, and any count (clingo's numbers are 32-bit).
MOST_TURNS = 10_000
MOST_COUNT = 1_000
MOST_CARDS = 80  # the largest deck, Breakthrough's (memoir44-more-facts.md line 686)
ONE_OF_EACH = ("phase", "active", "turn")


@dataclass(frozen=True)
class Sizes:
    """The game's own sizes a position is held to."""

    pos: Position
    start_figures: dict[str, int]
    cards: tuple[str, ...]
    faces: tuple[str, ...]
    mine_values: tuple[int, ...]
    most_dice: int
    phases: tuple[str, ...]  # every phase a position may be in (rules.py's PHASE_RULES, and over)


def check_position(state: GameState, sizes: Sizes, where: Pos) -> None:
    """Raise UmpireError at ``where`` for the first fact, or the first whole-position fault,
    that makes ``state`` no Memoir '44 position of this scenario."""
    terms = state.terms()
    for fact in terms:
        flaw = fact_flaw(fact, sizes)
        if flaw is not None:
            raise UmpireError(where, flaw, found=str(fact)[:80], expected=f"facts of {', '.join(FACT_KINDS)}")
    flaws = whole_flaws(terms)
    if flaws:
        rule, found = flaws[0]
        raise UmpireError(where, rule, found=found[:80])
    for figures in kb.UnitFigures.of(terms):
        most = sizes.start_figures[figures.u.string]
        if figures.n.number > most:
            raise UmpireError(where, f"a unit has at most its {most} starting figures", found=str(figures.as_term()))


def fact_flaw(fact: Term, sizes: Sizes) -> str | None:
    kinds = FACT_KINDS.get(fact.name)
    if kinds is None or len(kinds) != len(fact.arguments):
        return "not a fact of a Memoir '44 position"
    if fact.name == "pending":
        return pending_flaw(k.Pending(fact).w, sizes)
    return arguments_flaw(fact.arguments, kinds, sizes)


def pending_flaw(what: Term, sizes: Sizes) -> str | None:
    kinds = PENDING_KINDS.get(what.name) if what.type == SymbolType.Function else None
    if kinds is None or len(kinds) != len(what.arguments):
        return f"not something a phase waits for: one of {', '.join(PENDING_KINDS)}"
    return arguments_flaw(what.arguments, kinds, sizes)


def arguments_flaw(arguments: Sequence[Term], kinds: tuple[str, ...], sizes: Sizes) -> str | None:
    for arg, kind in zip(arguments, kinds, strict=True):
        if not ARGUMENT_CHECKS[kind](arg, sizes):
            return f"not {ARGUMENT_WORDS[kind]}"
    return None


def whole_flaws(terms: list[Term]) -> list[tuple[str, str]]:
    """What is wrong with the facts together: a unit twice, two units on a hex, a unit on the
    board without its figures, not one phase, active side or turn."""
    flaws = []
    count = Counter(t.name for t in terms)
    for name in ONE_OF_EACH:
        if count[name] != 1:
            flaws.append((f"a position holds one {name}/1 fact", f"{count[name]} {name} facts"))
    at = [(str(r.u), str(r.h)) for r in kb.UnitAt.of(terms)]
    figures = Counter(str(r.u) for r in kb.UnitFigures.of(terms))
    for unit, n in Counter(u for u, _ in at).items():
        if n > 1:
            flaws.append(("a unit stands on one hex", f"{unit} on {n} hexes"))
    for hx, n in Counter(h for _, h in at).items():
        if n > 1:
            flaws.append(("one unit a hex", f"{n} units on {hx}"))
    on_board = {u for u, _ in at}
    # A unit off the board may keep its figures (one that exited the board does).
    for unit in on_board - set(figures):
        flaws.append(("each unit on the board has its figures", unit))
    for unit, n in figures.items():
        if n > 1:
            flaws.append(("a unit has one figures count", f"{unit}: {n}"))
    waiting = {p.w.name for p in k.Pending.of(terms)}
    for phase in (str(r.p) for r in k.Phase.of(terms)):
        if phase in PHASE_WAITS and not waiting & set(PHASE_WAITS[phase]):
            kinds = " or ".join(f"pending({w}(...))" for w in PHASE_WAITS[phase])
            flaws.append((f"the {phase} phase waits for a {kinds}", "none"))
    return flaws


def _number(low: int, high: Callable[[Sizes], int]) -> Callable[[Term, Sizes], bool]:
    return lambda t, s: t.type == SymbolType.Number and low <= t.number <= high(s)


def _unit(t: Term, s: Sizes) -> bool:
    return t.type == SymbolType.String and t.string in s.pos.units


def _card(t: Term, s: Sizes) -> bool:
    return t.type == SymbolType.Function and t.name in s.cards and not t.arguments


def _hex(t: Term, s: Sizes) -> bool:
    return is_hex(t) and s.pos.shape.contains(to_hex(t))


def _word(t: Term, s: Sizes) -> bool:
    return t.type == SymbolType.Function and not t.arguments and len(t.name) <= 64


def _roll_kind(t: Term, s: Sizes) -> bool:
    """A roll's kind: a word, or second(WORD), a Tiger's second roll (turn_double_roll.lp)."""
    if t.type == SymbolType.Function and t.name == "second":
        return len(t.arguments) == 1 and all(_word(a, s) for a in t.arguments)
    return _word(t, s)


def _hazard(t: Term, s: Sizes) -> bool:
    return t.type == SymbolType.Function and len(t.arguments) == 1 and all(_hex(a, s) for a in t.arguments)


ARGUMENT_CHECKS: dict[str, Callable[[Term, Sizes], bool]] = {
    "unit": _unit,
    "hex": _hex,
    "side": lambda t, s: t.type == SymbolType.Function and t.name in s.pos.edges and not t.arguments,
    "card": _card,
    "face": lambda t, s: t.type == SymbolType.Function and t.name in s.faces and not t.arguments,
    "phase": lambda t, s: t.type == SymbolType.Function and t.name in s.phases and not t.arguments,
    "objective": lambda t, s: t.type == SymbolType.String and t.string in s.pos.objectives,
    "figures": _number(1, lambda s: max(s.start_figures.values(), default=1)),
    "count": _number(0, lambda s: MOST_COUNT),
    "copies": _number(1, lambda s: MOST_COUNT),
    "turn": _number(1, lambda s: MOST_TURNS),
    "dice": _number(1, lambda s: s.most_dice),
    # A roll of a die per card held (Medics & Mechanics, Their Finest Hour): at most the deck.
    "hand_dice": _number(0, lambda s: MOST_CARDS),
    "striker": lambda t, s: _unit(t, s) or _card(t, s),
    # Recon's 2, and a scenario's extra card (setup_options.py's extra_draw).
    "draws": _number(1, lambda s: 3),
    "mine_value": lambda t, s: t.type == SymbolType.Number and t.number in s.mine_values,
    "word": _word,
    "roll_kind": _roll_kind,
    "hazard": _hazard,
}
ARGUMENT_WORDS = {
    "unit": "a unit of the scenario",
    "hex": "a hex on the map",
    "side": "a side of the scenario",
    "card": "a card of the game",
    "face": "a die face",
    "phase": "a phase of the game",
    "objective": "a medal objective of the scenario",
    "figures": "a unit's figures: 1 up to its type's count",
    "count": f"a count from 0 to {MOST_COUNT}",
    "copies": f"a count from 1 to {MOST_COUNT}",
    "turn": f"a turn from 1 to {MOST_TURNS}",
    "dice": "a number of dice from 1 to the rules' largest pool",
    "hand_dice": f"a die per card held: 0 to {MOST_CARDS}",
    "striker": "a unit of the scenario, or a card",
    "draws": "1 to 3 cards to draw",
    "mine_value": "a minefield's value",
    "word": "a plain word",
    "roll_kind": "a plain word, or second(WORD)",
    "hazard": "a hazard on a hex",
}
