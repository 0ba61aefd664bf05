"""Memoir '44 in play: kb/memoir44/turn.lp judges each step and derives what it changes; the
questions' answers on the board the state stands in are its evidence (board.py).

One KB call judges every step a phase offers, so listing the legal steps and checking one
step use the same rules.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import replace
from fractions import Fraction
from math import comb

from clingo import SymbolType

from pyengine import kb_rows as kb
from pyengine import relations
from pyengine.checked_position import Position
from pyengine.errors import Pos, unknown_name
from pyengine.fact_builders import scenario_facts, unit_facts
from pyengine.games.memoir44 import kb_rows as k
from pyengine.games.memoir44.orders import card_orders
from pyengine.games.memoir44.play import steps as st
from pyengine.games.memoir44.play.board import Boards
from pyengine.games.memoir44.play.check import Sizes, check_position
from pyengine.games.memoir44.play.evidence import Evidence, Marks
from pyengine.games.memoir44.play.quick import QuickTurn
from pyengine.games.memoir44.play.scope import not_played
from pyengine.games.memoir44.play.setup import DEFAULT_ASSUMPTION, Setup, setup_of
from pyengine.games.memoir44.play.words import read_action
from pyengine.json_types import JsonObject
from pyengine.kb_atoms import quoted
from pyengine.kb_rules import ReferenceMode, ask_kb, extensions
from pyengine.kb_terms import Rows, Term, by_name, function
from pyengine.odds import dice_words
from pyengine.ordering import natural
from pyengine.play.node import Node
from pyengine.play.state import GameState
from pyengine.play.steps import CHANCE, Change, Step, Verdict
from pyengine.trace import Assumptions, Contribution, Wording, contribution, is_hex, to_hex

# Each phase's own turn rules, loaded beside turn.lp (kb/memoir44/turn.lp's header): a step
# grounds only the rules of the phase it is judged in.
# (The phases' order is the codec's: its observation names the phase by its place here.)
BATTLE_RULES = ("turn_battle.lp", "turn_medals.lp", "turn_card.lp", "turn_end.lp")
PHASE_RULES = {
    "play": ("orders.lp", "turn_orders.lp", "turn_card.lp"),
    # A card put under a commissar's chip (turn_commissar.lp, loaded with the scenario's rules).
    "commissar": (),
    "order": ("orders.lp", "turn_orders.lp", "turn_end.lp"),
    "move": ("turn_move.lp", "turn_medals.lp"),
    "move_again": ("turn_move.lp", "turn_medals.lp", "turn_card.lp", "turn_end.lp"),
    **dict.fromkeys(("battle", "roll", "retreat_choice", "ground_choice", "overrun", "strike"), BATTLE_RULES),
    **dict.fromkeys(("heal", "medics_roll", "finest_roll"), ("turn_card.lp", "turn_end.lp")),
    **dict.fromkeys(("ambush_choice", "back_choice"), BATTLE_RULES),
    **dict.fromkeys(("deal", "draw", "keep"), ("turn_deck.lp", "turn_draw.lp")),
    "hazard": ("turn_hazard.lp", "turn_deck.lp", "turn_medals.lp"),
    # A night's roll as a turn begins (turn_night.lp), smoke laid before the first turn
    # (turn_smoke.lp): loaded with the scenario's rules.
    "night_roll": (),
    "smoke": (),
}
# Medal objectives are won and lost in every phase that moves units or starts a turn.
OBJECTIVE_RULES = ("turn_objectives.lp", "turn_medals.lp")

# The obstacles the turn rules read: sandbags leave with their unit, exit markers let units off,
# a decoy medal scores once, an HQ tent is captured.
# (Dig In places sandbags: obstacle_placed/2 in the state.)
PLAY_OBSTACLES = ("sandbags", "exit_marker", "decoy_medal", "hq_tent")
# empty_section_medals' section numbers, as cards.lp names the sections (line 399).
SECTION_NAMES = ("left", "center", "right")
# The outcomes and state facts that rest on the victory count (play_setup_default when the
# scenario does not give it).
SETUP_TERMS = frozenset({"medal", "medals", "winner"})
# The order a step's outcomes are told in: the dice, what they did, what that won.
OUTCOME_ORDER = (
    "orders_rolled",
    "heals_rolled",
    "visibility",
    "mine_revealed",
    "decoy_medal",
    "hq_discarded",
    "hits",
    "flags_rolled",
    "figures_lost",
    "retreated",
    "unit_eliminated",
    "battle_cancelled",
    "healed",
    "dug_in",
    "exited",
    "objective_lost",
    "objective_won",
    "deck_ran_out",
    "medal",
    "winner",
    "drew",
    "card_replaced",
    "deck_refilled",
    "deck_reshuffled",
)

# What tells one chance outcome from another: ("draw", card), ("reveal", value), ("roll", hits,
# flags), ("orders", infantry, armor, stars) for Their Finest Hour.
ChanceKey = tuple[str, int | str] | tuple[str, int, int] | tuple[str, int, int, int]


class HandSize(relations.Row):
    """hand_size(S, N), Memoir44Play.view: another side's hand as the viewer sees it, its size."""

    __slots__ = ()
    _name = "hand_size"
    s: Term
    n: Term


class DeckSize(relations.Row):
    """deck_size(N), Memoir44Play.view: the deck as every side sees it, its count."""

    __slots__ = ()
    _name = "deck_size"
    n: Term


# Nodes kept per game (a search's working set; a node with its verdicts takes about 15 KB):
# past this, they start again.
KEEP = 4096


class Memoir44Play:
    """The play rules of one Memoir '44 scenario (pyengine.play.rules.PlayRules)."""

    def __init__(self, base: Position, setup: Setup) -> None:
        self.base = base
        self.setup = setup
        self.sides = tuple(sorted(base.edges))
        self.outcome_names = frozenset(OUTCOME_ORDER)
        self.boards = Boards(base)
        self.wording = Wording.of(base)
        self._setup_facts = self._fixed_facts()
        # The scenario's switches; a night's visibility is the state's (turn_night.lp changes it).
        self._switches = scenario_facts(replace(base, visibility=None))
        self._words, self._scenario_rules = self._rules_called()
        start = by_name(self._ask([]))
        self.start_figures = {r.u.string: r.n.number for r in k.StartFigures.rows(start)}
        # Each unit's full strength, what a heal returns it to (turn_card.lp): its figures at the start.
        full = {u.id: u.figures or self.start_figures[u.id] for u in base.units.values()}
        self._setup_facts += [k.FullStrength.fact(u=quoted(u), n=n) for u, n in full.items()]
        self.deck = {str(r.card): r.n.number for r in k.DeckCard.rows(start)}
        self.faces = {str(r.face): r.n.number for r in k.ChanceFace.rows(start)}
        self.mine_tokens = {r.v.number: r.n.number for r in k.MineToken.rows(start)}
        # What an agent's evaluator weighs (turn.lp): dice by distance, faces that hit each unit.
        self.strike_dice = {(r.u.string, r.d.number): r.n.number for r in k.StrikeDice.rows(start)}
        self.faces_hitting = {r.u.string: r.n.number for r in k.FacesHitting.rows(start)}
        # How far each night's visibility reaches (turn_night.lp, on a board at night).
        self.visibility_ranges = {str(r.v): r.n.number for r in k.VisibilityRange.rows(start)}
        self.sizes = Sizes(
            base,
            {u.id: u.figures or self.start_figures[u.id] for u in base.units.values()},
            tuple(str(r.card) for r in k.KnownCard.rows(start)),
            tuple(self.faces),
            tuple(self.mine_tokens),
            k.MostDice.rows(start)[0].n.number,
            (*PHASE_RULES, "over"),
        )
        self.cards = tuple(sorted((str(r.card) for r in k.KnownCard.rows(start)), key=natural))
        self.tactic_cards = frozenset(str(r.card) for r in k.Tactic.rows(start))
        self.force = {(str(r.card), str(r.last)): str(r.in_force) for r in k.ForceOf.rows(start)}
        changes: dict[str, set[str]] = defaultdict(set)
        for r in k.CardChanges.rows(start):
            changes[str(r.question)].add(str(r.card))
        self.boards.card_changes = {q: frozenset(cards) for q, cards in changes.items()}
        # Who each phase waits for (turn.lp's phase_actor/2), applied to each node as to_act/1 is.
        self.actors = {str(r.p): str(r.who) for r in k.PhaseActor.rows(start)}
        self.format = str(k.Format.rows(start)[0].format)
        heal_terrain = {str(r.x): r.dice.number for r in k.Heals.rows(start)}
        self.evidence = Evidence(
            self.boards,
            self.format == "breakthrough",
            heal_terrain,
            bool(k.AirStrikes.rows(start)),
            setup.options.smoke_side,
        )
        # The common steps judged from the KB's tables, where the turn adds no rules (quick.py).
        quick = QuickTurn(start, setup, self.evidence, self._order_table, self._in_force)
        # The board's format (board_format.lp): the quick judge knows the standard turn only.
        plain = not self._scenario_rules and setup.options.plain
        self.quick = quick if plain and self.format == "standard" else None
        played = frozenset(key for kind, key in base.catalogue.editor if kind in ("played_option", "played_key"))
        self.not_played = not_played(base, start, self.wording, played, setup.options.unplayed)
        self._nodes: dict[GameState, Node[Marks]] = {}

    # ---- what never changes in a game ------------------------------------------------------
    def _rules_called(self) -> tuple[frozenset[str], tuple[str, ...]]:
        """The scenario's words, and the turn rules they call for (vocab.lp's extends/3: second
        rolls, a night), its medal objectives and its set-up's options for theirs; no table row
        is needed by word."""
        base, options = self.base, self.setup.options
        words = {*base.terrain.values(), *(f.kind.text for fs in base.features.values() for f in fs)}
        words |= {u.subtype for u in base.units.values() if u.subtype}
        words |= {base.visibility} if base.visibility else set()
        called = extensions("memoir44", base.edition, scenario_facts(base), "turn", words)
        objectives = OBJECTIVE_RULES if base.objectives or options.section_medal else ()
        section_medal = ("turn_section_medal.lp",) if options.section_medal else ()
        smoke = ("turn_smoke.lp",) if options.smoke_side else ()
        return frozenset(words), called + objectives + section_medal + smoke

    def _fixed_facts(self) -> list[str]:
        pos = self.base
        facts = [f for u in pos.units.values() for f in unit_facts(u, detailed=False)]
        facts = [f for f in facts if not f.startswith("unit_at(")]
        facts += [kb.UnitSubtype.fact(u=quoted(u.id), subtype=u.subtype) for u in pos.units.values() if u.subtype]
        # Camouflage keeps a unit out of an air strike (turn_orders.lp, turn_card.lp).
        facts += [kb.UnitStatus.fact(u=quoted(u.id), status=s) for u in pos.units.values() for s in u.statuses]
        facts += [k.SideEdge.fact(side=s, edge=e) for s, e in sorted(pos.edges.items())]
        facts += [k.BoardWidth.fact(w=pos.shape.width), k.BoardHeight.fact(h=pos.shape.height)]
        facts.append(k.First.fact(s=self.setup.first))
        facts += [k.Victory.fact(s=s, n=n) for s, n in sorted(self.setup.victory.items())]
        kept = [(h, f) for h, fs in sorted(pos.features.items()) for f in fs if f.kind.text in PLAY_OBSTACLES]
        facts += [kb.ObstacleAt.fact(h=h.term(), obstacle=f.kind.text) for h, f in kept]
        facts += [k.FeatureOwner.fact(h=h.term(), o=f.kind.text, s=f.owner.text) for h, f in kept if f.owner]
        facts += self._objective_facts()
        if self.setup.infantry_exit != 1:
            facts.append(k.ExitWorth.fact(class_="infantry", n=self.setup.infantry_exit))
        return facts + self._option_facts()

    def _option_facts(self) -> list[str]:
        """The set-up's options that change the cards or the medals (setup_options.py)."""
        options = self.setup.options
        facts = [] if options.reshuffle else [k.DeckOption.fact(o="no_reshuffle")]
        if options.default_winner is not None:
            facts.append(k.DefaultWinner.fact(s=options.default_winner))
        facts += [k.ExitsNeeded.fact(s=s, n=n) for s, n in options.exits_needed]
        if (extra := options.extra_draw) is not None:
            facts.append(k.ExtraDraw.fact(s=extra.side, t=extra.until_turn))
        if options.smoke_side is not None:
            facts.append(k.SmokeSide.fact(s=options.smoke_side))
        if (replaced := options.replaced_card) is not None:
            facts.append(k.ReplacedCard.fact(s=replaced.side, card=replaced.card))
        shape = self.base.shape
        labels = {shape.label(h): h for h in shape.hexes()}
        facts += [k.Hill317.fact(h=labels[label].term()) for label in options.hill317]
        if (medal := options.section_medal) is not None:
            facts.append(k.SectionMedal.fact(s=medal.side, n=medal.medals))
            facts += [k.SectionListed.fact(sec=SECTION_NAMES[n]) for n in medal.sections]
        return facts

    def _objective_facts(self) -> list[str]:
        out = []
        for obj in self.base.objectives.values():
            o = quoted(obj.name)
            worth = "all" if obj.medals is None else obj.medals
            out.append(k.Objective.fact(o=o, who=obj.side or "either", m=worth, n=obj.needs))
            out += [k.ObjectiveHex.fact(o=o, h=h.term()) for h in obj.hexes]
            out += [k.ObjectiveFlag.fact(o=o, f=flag) for flag in obj.flags]
        return out

    def _ask(self, facts: list[str], phase: str | None = None) -> list[Term]:
        """The turn rules on the set-up and ``facts``, with ``phase``'s own rules (without, only
        what every phase shares: who acts, the start); the board's words load their table rows
        (a hospital's dice, a tent its enemy captures)."""
        modules = tuple(dict.fromkeys((PHASE_RULES.get(phase, ()) if phase else ()) + self._scenario_rules))
        symbols, _ = ask_kb(
            "memoir44",
            self.base.edition,
            self._switches,
            "turn",
            set(self._words),
            [*self._setup_facts, *facts],
            modules,
        )
        return list(symbols)

    # ---- PlayRules -------------------------------------------------------------------------
    def start(self) -> GameState:
        units = self.base.units.values()
        facts = [kb.UnitAt.fact(u=quoted(u.id), h=u.hex.term()) for u in units]
        facts += [kb.UnitFigures.fact(u=quoted(u.id), n=u.figures or self.start_figures[u.id]) for u in units]
        facts += [k.Deck.fact(card=c, n=n) for c, n in self.deck.items()]
        deal = [s for s in self.sides if self.setup.hands[s] > 0]
        facts += [k.Pending.fact(w=f"deal({s},{self.setup.hands[s]})") for s in deal]
        facts += [k.Phase.fact(p="deal" if deal else "play"), k.Active.fact(s=self.setup.first), k.Turn.fact(n=1)]
        # A night's visibility (turn_night.lp); full daylight holds none.
        night = self.base.visibility in self.visibility_ranges
        facts += [kb.Visibility.fact(v=self.base.visibility)] if night else []
        return GameState(frozenset(f.rstrip(".") for f in facts))

    def node(self, state: GameState) -> Node[Marks]:
        """The state read once: its marks, and who acts by the phase's actor (turn.lp); the
        nodes are kept while a game plays on (a search's working set), then started again."""
        found = self._nodes.get(state)
        if found is None:
            if len(self._nodes) > KEEP:
                self._nodes.clear()
            marks = Marks.of(state, self._in_force)
            found = self._nodes[state] = Node(self, state, marks.phase, self._acting(marks), marks.winner, marks)
        return found

    def _acting(self, marks: Marks) -> str:
        """turn.lp's to_act/1 on the phase_actor/2 table: the side whose turn it is, chance, the
        owner of the unit that must retreat, or none (the judge's own to_act/1 is held to it)."""
        who = self.actors[marks.phase]
        if who == "active":
            return marks.active
        if who == "retreating":
            due = marks.waiting("must_retreat")
            assert due is not None, "a retreat choice waits for a retreat"
            return self.base.units[k.MustRetreat(due).e.string].side
        if who == "smoking":
            assert self.setup.options.smoke_side is not None, "only the smoke_screen option lays smoke"
            return self.setup.options.smoke_side
        if who == "defending":
            ambush, back = marks.waiting("ambush_due"), marks.waiting("back_due")
            due = k.AmbushDue(ambush).e if ambush is not None else k.BackDue(back).e if back is not None else None
            assert due is not None, "an ambush or battle-back choice waits for a close assault"
            return self.base.units[due.string].side
        return who

    def _quick(self, node: Node[Marks], steps: Sequence[Step]) -> list[Rows | None]:
        """The quick judge's atoms for each of ``steps``, None where the KB judges it (a step it
        does not take, or every step in the reference mode tests and benchmarks switch on)."""
        if self.quick is None or ReferenceMode.reference:
            return [None] * len(steps)
        return self.quick.shown(node.reading, node.to_act, steps, self.boards.at(node.state))

    def _order_table(self, marks: Marks, board: Position) -> Rows:
        """What the card played lets the side to act order on this board: `ask orders`' own
        answer (which units it may order, its limits, where it says so, what it rests on)."""
        symbols, _ = card_orders(board, marks.played[0], marks.active, board.edges[marks.active], marks.last)
        return by_name(symbols)

    def _in_force(self, played: str, side: str, last: tuple[tuple[str, str], ...]) -> str | None:
        """The card in force when ``side`` plays ``played``, looked up in card_force.lp's
        force_of/3 table by the opponent's last card (none: none yet); None for a
        Counter-Attack with nothing to copy. The KB's in_force/1 reads the same table, and
        every KB judgement is held to this look-up."""
        opponent = next((card for s, card in last if s != side), "none")
        return self.force.get((played, opponent))

    def quick_takes(self, node: Node[Marks], steps: Sequence[Step]) -> int:
        """How many of these steps' verdicts the quick judge gives (what the reference test
        counts)."""
        return sum(atoms is not None for atoms in self._quick(node, steps))

    def kb_to_act(self, state: GameState) -> str:
        """Who acts, by the turn rules themselves (the reference a test holds the node to)."""
        return str(k.ToAct.rows(by_name(self._ask(state.kb_facts())))[0].side)

    def read_step(self, state: GameState, side: str, words: str, where: object) -> Step:
        at = where if isinstance(where, Pos) else Pos("<step>")
        if side != CHANCE and side not in self.sides:
            raise unknown_name(at, "side", side, (*self.sides, CHANCE))
        return Step(side, read_action(self.boards.at(state), side, words, self.cards, tuple(self.faces), at))

    def judge(self, node: Node[Marks], steps: Sequence[Step]) -> list[Verdict]:
        """Each step's verdict: from the KB's tables where the quick judge takes the step, and
        from one KB call for all the others (the node keeps them)."""
        board = self.boards.at(node.state)
        actions = [st.typed(s.action) for s in steps]
        found = self._quick(node, steps)
        rest = [i for i, atoms in enumerate(found) if atoms is None]
        per_step = self._kb_atoms(node, board, [(i, steps[i], actions[i]) for i in rest]) if rest else {}
        return [
            self._verdict(i, step, action, atoms if atoms is not None else per_step[i], node, board)
            for i, (step, action, atoms) in enumerate(zip(steps, actions, found, strict=True))
        ]

    def _kb_atoms(
        self, node: Node[Marks], board: Position, steps: list[tuple[int, Step, st.Action]]
    ) -> defaultdict[int, Rows]:
        """The turn rules' atoms about each of ``steps`` (numbered as given), from one call."""
        facts = node.state.kb_facts()
        for i, step, action in steps:
            facts.append(k.Step.fact(i=i, side=step.side, action=action.term()))
            if isinstance(action, st.Roll):
                facts += [k.Rolled.fact(i=i, j=j, face=f) for j, f in enumerate(action.faces)]
        facts += self.evidence.facts(node.reading, board, [action for _, _, action in steps])
        by = by_name(self._ask(facts, node.phase))
        kb_acting = str(k.ToAct.rows(by)[0].side)
        assert kb_acting == node.to_act, f"to_act: the KB says {kb_acting}, the phase's actor {node.to_act}"
        kb_force = next((str(r.card) for r in k.InForce.rows(by)), None)
        assert kb_force == node.reading.card, f"in force: the KB says {kb_force}, the look-up {node.reading.card}"
        return _per_step(by)

    def _verdict(self, i: int, step: Step, action: st.Action, by: Rows, node: Node[Marks], board: Position) -> Verdict:
        w = self.wording
        mine = sorted(k.Refused.rows(by), key=lambda r: r.as_term())
        reasons = [contribution(r.reason, None, r.cite, w) for r in mine]
        reasons += self.evidence.why_not(board, node.reading, action, [r.reason for r in mine])
        assumed = tuple(sorted({str(r.assumption) for r in kb.Depends2.rows(by)}))
        dealing = node.phase == "deal"

        def resting(name: str) -> tuple[str, ...]:
            # What rests on a default set-up: a medal against the victory count, a dealt hand.
            defaulted = self.setup.defaulted and (dealing or name in SETUP_TERMS)
            return (*assumed, DEFAULT_ASSUMPTION) if defaulted else assumed

        removed = [(False, r.fact_, r.cite) for r in sorted(k.Removes.rows(by), key=lambda r: r.as_term())]
        added = [(True, r.fact_, r.cite) for r in sorted(k.Adds.rows(by), key=lambda r: r.as_term())]
        changes = [
            Change(str(fact), add, self._change_words(fact, cite, resting(fact.name)))
            for add, fact, cite in removed + added
        ]
        mine_out = sorted(k.Outcome.rows(by), key=_reading_order)
        outcomes = [contribution(r.what, None, r.cite, w, resting(r.what.name)) for r in mine_out]
        used = {a for c in (*(c.cite for c in changes), *outcomes) for a in c.assumptions} | set(assumed)
        claims = tuple(self._claim(r.what) for r in mine_out)
        assumptions = Assumptions.of(self.base, tuple(sorted(used)))
        return Verdict(step, tuple(reasons), tuple(changes), tuple(outcomes), assumptions, claims)

    def _claim(self, outcome: Term) -> tuple[str, object]:
        """An outcome as a record's claim: its name, and its arguments as the scenario writes
        them (docs/play.md)."""
        values = [self._claim_value(a) for a in outcome.arguments]
        return outcome.name, values[0] if len(values) == 1 else values if values else True

    def _claim_value(self, arg: Term) -> object:
        if is_hex(arg):
            return self.base.label(to_hex(arg))
        if arg.type == SymbolType.Number:
            return arg.number
        return arg.string if arg.type == SymbolType.String else str(arg)

    def _change_words(self, fact: Term, cite: Term, assumed: tuple[str, ...]) -> Contribution:
        worded = function(f"state_{fact.name}", fact.arguments)
        found = self.wording.contribution(worded, None, cite, assumed)
        return Contribution(found.what, str(fact), None, found.cite, assumed)

    def offered(self, node: Node[Marks]) -> list[Step]:
        if node.to_act == CHANCE:
            return [s for s, _ in node.chances]
        return self.evidence.offered(node.reading, self.boards.at(node.state), self.cards)

    def chances(self, node: Node[Marks]) -> list[tuple[Step, Fraction]]:
        return [(step, p) for step, p, _ in self.keyed_chances(node)]

    def keyed_chances(self, node: Node[Marks]) -> list[tuple[Step, Fraction, ChanceKey]]:
        """The chance outcomes with what tells them apart: ("draw", card), ("reveal", value) or
        ("roll", hits, flags) (pyengine/games/memoir44/play/codec.py numbers them)."""
        state = node.state
        terms = state.terms()
        roll = node.reading.waiting("battle_roll")
        if roll is not None and node.phase == "roll":
            rolled = k.BattleRoll(roll)
            # A Tiger's second roll counts its symbol alone (turn_double_roll.lp): no flags.
            flags_count = rolled.kind.name != "second"
            return self._roll_odds(rolled.n.number, {str(r.face) for r in k.Scoring.of(terms)}, flags_count)
        if node.phase == "hazard":
            return self._hazard_odds(state)
        heal = node.reading.waiting("heal_roll")
        if heal is not None and node.phase == "medics_roll":
            scoring = {str(r.face) for r in k.Scoring.of(terms)}
            rolls = self._roll_odds(k.HealRoll(heal).n.number, scoring, flags_count=False)
            return [(step, p, ("heal", key[1])) for step, p, key in rolls]
        pool = node.reading.waiting("heal_dice")
        if pool is not None and node.phase == "medics_roll":
            return [(step, p, ("heals", *key[1:])) for step, p, key in self._order_odds(k.HealDice(pool).n.number)]
        night = node.reading.waiting("night_roll")
        if night is not None and node.phase == "night_roll":
            # Each star is a step of visibility (turn_night.lp): the stars alone tell the rolls apart.
            return self._roll_odds(k.NightRoll(night).n.number, {"star"}, flags_count=False)
        orders = node.reading.waiting("order_roll")
        if orders is not None and node.phase == "finest_roll":
            return self._order_odds(k.OrderRoll(orders).n.number)
        return self._deck_odds(terms)

    @staticmethod
    def _deck_odds(terms: list[Term]) -> list[tuple[Step, Fraction, ChanceKey]]:
        """A card drawn: each kind in the deck, by its count over the cards left."""
        deck = {str(r.card): r.n.number for r in k.Deck.of(terms) if r.n.number > 0}
        total = sum(deck.values())
        return [(Step(CHANCE, st.Draw(c)), Fraction(n, total), ("draw", c)) for c, n in sorted(deck.items())]

    def _hazard_odds(self, state: GameState) -> list[tuple[Step, Fraction, ChanceKey]]:
        """A minefield's reveal (its value, from the token pool), or a hazard's roll."""
        awaits = k.Awaits.rows(by_name(self._ask(state.kb_facts(), "hazard")))
        # An HQ tent captured: a card of its owner's hand, by its copies; retaken: a card drawn.
        owner = [str(a.x) for a in awaits if str(a.what) == "hq_discard"]
        if owner:
            cards = k.Hand.of(state.terms())
            hand = {str(r.card): r.n.number for r in cards if str(r.s) == owner[0] and r.n.number > 0}
            held = sum(hand.values())
            return [
                (Step(CHANCE, st.Discard(c)), Fraction(n, held), ("hq_discard", c)) for c, n in sorted(hand.items())
            ]
        if any(str(a.what) == "draw" for a in awaits):
            return self._deck_odds(state.terms())
        if any(str(a.what) == "reveal" for a in awaits):
            total = sum(self.mine_tokens.values())
            return [
                (Step(CHANCE, st.Reveal(v)), Fraction(n, total), ("reveal", v))
                for v, n in sorted(self.mine_tokens.items())
            ]
        dice = [a.x.number for a in awaits if str(a.what) == "dice"]
        faces = {str(a.x) for a in awaits if str(a.what) == "face"}
        return self._roll_odds(dice[0], faces, flags_count=False) if dice else []

    def _roll_odds(
        self, dice: int, scoring: set[str], flags_count: bool = True
    ) -> list[tuple[Step, Fraction, ChanceKey]]:
        """The rolls that differ for the target: hits and flags where they count (a grouped
        multinomial)."""
        sides = sum(self.faces.values())
        hit = sum(n for f, n in self.faces.items() if f in scoring)
        flag = self.faces.get("flag", 0) if "flag" not in scoring and flags_count else 0
        miss_face = min((f for f in self.faces if f not in scoring and f != "flag"), default="")
        groups = [(min(scoring, default=""), hit), ("flag", flag), (miss_face, sides - hit - flag)]
        return [(roll, p, ("roll", h, f)) for (h, f, _), p, roll in self._grouped(dice, groups)]

    def _order_odds(self, dice: int) -> list[tuple[Step, Fraction, ChanceKey]]:
        """Their Finest Hour's roll, grouped by what it orders: infantry symbols, armor symbols,
        stars, and the rest (a four-way multinomial)."""
        kinds = ("infantry", "armor", "star")
        rest_face = min((f for f in self.faces if f not in kinds), default="")
        rest = sum(self.faces.values()) - sum(self.faces.get(f, 0) for f in kinds)
        groups = [*((f, self.faces.get(f, 0)) for f in kinds), (rest_face, rest)]
        return [(roll, p, ("orders", i, a, s)) for (i, a, s, _), p, roll in self._grouped(dice, groups)]

    def _grouped(self, dice: int, groups: list[tuple[str, int]]) -> list[tuple[tuple[int, ...], Fraction, Step]]:
        """Each way ``dice`` dice fall into ``groups`` (a face shown for the group, and how many
        of a die's faces belong to it), with its exact probability and a roll that shows it;
        the first group's count varies slowest. Ways of probability 0 are left out."""
        sides = sum(self.faces.values())
        out = []
        for counts in _compositions(dice, len(groups)):
            ways, left, weight = 1, dice, 1
            for (_, faces), count in zip(groups, counts, strict=True):
                ways, left, weight = ways * comb(left, count), left - count, weight * faces**count
            p = Fraction(ways * weight, sides**dice)
            if p:
                shown = tuple(face for (face, _), count in zip(groups, counts, strict=True) for _ in range(count))
                out.append((counts, p, Step(CHANCE, st.Roll(shown))))
        return out

    def odds(self, state: GameState, step: Step) -> str | None:
        """A battle step's exact odds, from the battle question on the board the state stands
        in (battle.lp: the dice; the faces that hit the target): the dice, the expected hits,
        P(at least one hit) and P(the hits alone eliminate the target, winning a medal)."""
        action = step.action
        if not isinstance(action, st.Battle) or self.node(state).phase not in ("battle", "overrun"):
            return None
        board = self.boards.at(state)
        if action.unit not in board.units:
            return None
        reading = self.evidence.battle(board, self.node(state).reading, action.unit)
        target = next((t for t in reading.targets if t.unit == action.target), None)
        if target is None:
            return None
        o = target.odds
        dice = dice_words(o.dice)
        return (
            f"{dice}: expected hits {o.expected_hits} ({float(o.expected_hits):.2f}),"
            f" at least 1 hit {o.at_least_one_hit} ({float(o.at_least_one_hit):.0%}),"
            f" eliminates (a medal) {o.eliminate} ({float(o.eliminate):.0%})"
        )

    def position(self, state: GameState) -> Position:
        return self.boards.at(state)

    def check_state(self, state: GameState, where: Pos) -> None:
        """A position from outside, held to the scenario and the game's sizes (check.py)."""
        check_position(state, self.sizes, where)

    def view(self, state: GameState, side: str) -> GameState:
        terms = state.terms()
        active = [str(r.s) for r in k.Active.of(terms)]
        hidden = {
            str(t)
            for t in terms
            if (t.name == "hand" and str(k.Hand(t).s) != side)
            # The card under the other side's commissar chip is face down.
            or (t.name == "commissar" and str(k.Commissar(t).s) != side)
            or t.name == "deck"
            or (t.name == "drawn" and side not in active)
        }
        sizes: dict[str, int] = defaultdict(int)
        for r in k.Hand.of(terms):
            if str(r.s) != side:
                sizes[str(r.s)] += r.n.number
        # Facts of the view alone (never the KB's input): read back by HandSize and DeckSize.
        shown = {f"hand_size({s},{n})" for s, n in sizes.items()}
        shown.add(f"deck_size({sum(r.n.number for r in k.Deck.of(terms))})")
        return GameState((state.facts - hidden) | shown)

    def secret_of(self, state: GameState, verdict: Verdict) -> str | None:
        """Two kinds of step are secret, each to one side: a card drawn, to the side it is drawn
        for (the rules' ``drew`` outcome names it), and the card a side keeps from a Recon draw,
        to that side (memoir44-more-facts.md §6, lines 694-700). Every other step every side
        sees, whatever facts it changes (playing one of two copies of a card included)."""
        action = verdict.step.action
        if isinstance(action, st.Keep):
            return verdict.step.side
        if isinstance(action, st.Draw):
            drew = [value for name, value in verdict.claims if name == "drew"]
            assert drew and isinstance(drew[0], list), f"a legal draw names who drew: {action.card}"
            return str(drew[0][0])
        return None

    def hand(self, state: GameState, side: str) -> list[str]:
        """The cards ``side`` holds, a card once a copy, sorted."""
        return sorted(str(r.card) for r in k.Hand.of(state.terms()) if str(r.s) == side for _ in range(r.n.number))

    def score(self, state: GameState, side: str) -> Fraction:
        terms = state.terms()
        medals = {str(r.s): r.n.number for r in k.Medals.of(terms)}
        figures: dict[str, int] = defaultdict(int)
        for r in kb.UnitFigures.of(terms):
            figures[self.base.units[r.u.string].side] += r.n.number
        enemy = [s for s in self.sides if s != side]
        lead = medals.get(side, 0) - sum(medals.get(s, 0) for s in enemy)
        # Figures break ties between equal medal counts: a hundredth of a medal each.
        return lead + Fraction(figures[side] - sum(figures[s] for s in enemy), 100)

    def summary(self, state: GameState) -> list[str]:
        terms = state.terms()
        phase = ", ".join(str(r.p) for r in k.Phase.of(terms))
        turn = ", ".join(str(r.n) for r in k.Turn.of(terms))
        medals = {str(r.s): r.n.number for r in k.Medals.of(terms)}
        hands: dict[str, int] = defaultdict(int)
        for r in k.Hand.of(terms):
            hands[str(r.s)] += r.n.number
        lines = [f"turn {turn}, phase {phase}, {self.node(state).to_act} to act"]
        for s in self.sides:
            lines.append(f"  {s}: {medals.get(s, 0)} of {self.setup.victory[s]} medals, {hands[s]} card(s) in hand")
        return lines


def play_rules(pos: Position, given: JsonObject, where: Pos) -> Memoir44Play:
    """The game's play rules for a scenario (pyengine.game.Game.play)."""
    hexes = frozenset(pos.shape.label(h) for h in pos.shape.hexes())
    sides = tuple(sorted(pos.edges))
    return Memoir44Play(pos, setup_of(sides, given, where, hexes, pos.scenario.setup))


class StepItem(relations.Row):
    """step(I), kb/memoir44/turn.lp's depends/2: the item a step's assumptions are told of."""

    __slots__ = ()
    _name = "step"
    i: Term


def _compositions(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every way to split ``total`` into ``parts`` counts, the first varying slowest."""
    if parts == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in _compositions(total - first, parts - 1):
            yield (first, *rest)


def _per_step(by: Rows) -> defaultdict[int, Rows]:
    """The answer's atoms about each step, by the step's number: each verdict reads its own."""
    per: defaultdict[int, Rows] = defaultdict(lambda: defaultdict(list))
    for refused in k.Refused.rows(by):
        per[refused.i.number]["refused"].append(refused.as_term())
    for added in k.Adds.rows(by):
        per[added.i.number]["adds"].append(added.as_term())
    for removed in k.Removes.rows(by):
        per[removed.i.number]["removes"].append(removed.as_term())
    for outcome in k.Outcome.rows(by):
        per[outcome.i.number]["outcome"].append(outcome.as_term())
    for depends in kb.Depends2.rows(by):
        if depends.item.name == "step":
            per[StepItem(depends.item).i.number]["depends"].append(depends.as_term())
    return per


def _reading_order(row: k.Outcome) -> tuple[int, Term]:
    name = row.what.name
    return (OUTCOME_ORDER.index(name) if name in OUTCOME_ORDER else len(OUTCOME_ORDER), row.as_term())
