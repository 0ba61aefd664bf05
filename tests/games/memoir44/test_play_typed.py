"""Play as typed data (issue 69): steps are dataclasses, words are read only at the edges, and a
state is read once into its node (pyengine/play/node.py), whose side to act, taken from
turn.lp's phase_actor/2 table, agrees with turn.lp's own to_act/1."""

import random

import pytest

from pyengine.games.memoir44.play import rules as rules_module
from pyengine.games.memoir44.play import steps as st
from pyengine.games.memoir44.play import words
from pyengine.games.memoir44.play.codec import Memoir44Codec
from pyengine.play.game import AGENTS, self_play
from tests.games.memoir44.test_play_memoir44 import duel


@pytest.fixture
def reads(monkeypatch):
    """Every reading of a step's words, counted wherever the play modules reach the reader."""
    calls: list[str] = []
    real = words.read_action

    def counted(pos, side, text, cards, faces, where):
        calls.append(text)
        return real(pos, side, text, cards, faces, where)

    monkeypatch.setattr(words, "read_action", counted)
    monkeypatch.setattr(rules_module, "read_action", counted)
    return calls


def test_no_step_text_is_read_inside_the_play_loop(reads):
    # A whole game of self-play (agents, chance, every verdict) and every legal step numbered
    # and read back by the codec: no step's words are read.
    game = duel()
    codec = Memoir44Codec(game.rules)
    verdicts = self_play(game, 5, dict.fromkeys(game.rules.sides, AGENTS["random"]))
    assert game.winner() is not None and len(verdicts) > 100
    replayed = duel()
    for verdict in verdicts:
        if replayed.to_act() != "chance":
            for legal in replayed.legal():
                assert codec.decode(replayed.state, codec.encode(replayed.state, legal.step)) == legal.step
        replayed.apply(verdict.step)
    assert reads == []
    # The edge reads: a person's words.
    replayed.step("pass moves", "allies")
    assert reads == ["pass moves"]
    assert replayed.state == game.state


def test_a_steps_words_read_back_give_the_same_typed_step():
    # Every step offered over a seeded game, legal or not: words() and the reader agree.
    game = duel()
    rng = random.Random(11)
    for _ in range(120):
        side = game.to_act()
        if side == "none":
            break
        for verdict in game.options_now():
            step = verdict.step
            assert game.step(step.words, step.side) == step, step.words
        game.apply(rng.choice(game.legal()).step)


def test_the_typed_steps_are_what_turn_lp_reads():
    # kb/memoir44/turn.lp's header, "Input (the steps)": the action terms by verb.
    game = duel()
    board = game.rules.position(game.state)
    to = board.units["a_tank"].hex
    assert st.Move("a_tank", to, board.label(to)).term() == f'move("a_tank",{to.term()})'
    assert st.Retreat("g_inf", to, board.label(to), 1).term() == f'retreat("g_inf",{to.term()},1)'
    assert st.Battle("a_tank", "g_inf").term() == 'battle("a_tank","g_inf")'
    assert st.PlayCard("attack_center").term() == "play(attack_center)"
    assert st.Order("a_inf").term() == 'order("a_inf")'
    assert st.Pass("moves").term() == "pass(moves)"
    assert st.Roll(("flag", "grenade")).term() == "roll"
    assert st.Reveal(2).term() == "reveal(2)"
    # A hex's label is its words only: two moves to one hex are one step.
    assert st.Move("a_tank", to, "x") == st.Move("a_tank", to, board.label(to))


def test_who_acts_by_the_phase_table_is_who_acts_by_the_turn_rules():
    # turn.lp: to_act/1 from phase_actor/2 (the side whose turn it is, chance, the retreating
    # unit's owner, none once over); the node applies the same table in Python.
    game = duel()
    rng = random.Random(3)
    seen = set()
    for _ in range(200):
        node = game.node()
        seen.add(node.phase)
        assert node.to_act == game.rules.kb_to_act(game.state), node.phase
        if node.to_act == "none":
            break
        step = rng.choice(node.chances)[0] if node.to_act == "chance" else rng.choice(node.legal).step
        game.apply(step)
    assert {"deal", "play", "order", "move", "battle", "roll", "draw"} <= seen


def test_a_node_is_read_once_and_kept():
    game = duel()
    assert game.rules.node(game.state) is game.node()
    first = game.node().verdicts
    assert game.node().verdicts is first
