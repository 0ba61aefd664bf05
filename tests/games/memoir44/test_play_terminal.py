"""A person plays the Allies at the terminal against the search agent (`umpire play --as`,
pyengine/play/terminal.py), typed through a pseudo-terminal as a person would: the board and
the numbered legal steps with their odds before each choice, a word the game does not know, a
step the rules refuse (told with its cited reasons), an undo, and the game to its end. The
record it wrote as it went replays clean; --resume plays on from a record.

The duel (tests/data/play/duel.scn) is started from a header-only record that sets it up:
3 medals win, 3 cards each, the Allies first."""

from __future__ import annotations

import io
import json
import os
import pty
import random
import re
import select
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pyengine import open_game, replay_record
from pyengine.play import progress
from pyengine.play.game import draw_chance

DATA = Path(__file__).resolve().parents[2] / "data" / "play"
SETUP = {"victory": {"allies": 3, "axis": 3}, "hands": {"allies": 3, "axis": 3}, "first": "allies"}


class Terminal:
    """`umpire` on a pseudo-terminal: read until a prompt, answer, as a person types."""

    def __init__(self, args: list[str], cwd: Path) -> None:
        self.master, slave = pty.openpty()
        command = [sys.executable, "-m", "pyengine", *args]
        self.process = subprocess.Popen(command, stdin=slave, stdout=slave, stderr=slave, cwd=cwd, close_fds=True)
        os.close(slave)
        self.seen = ""

    def until_prompt(self, seconds: float = 120) -> str:
        """Everything printed up to the next prompt ("> " or "chance ...: "), or to the end."""
        start, end = len(self.seen), time.monotonic() + seconds
        while time.monotonic() < end:
            if re.search(r"(^|\n)> $|: $", self.seen[start:]):
                break
            ready, _, _ = select.select([self.master], [], [], 1)
            if ready:
                try:
                    chunk = os.read(self.master, 65536).decode("utf-8", "replace")
                except OSError:  # the other end closed: the program ended
                    break
                if not chunk:
                    break
                self.seen += chunk.replace("\r\n", "\n")
            elif self.process.poll() is not None:
                break
        return self.seen[start:]

    def type(self, line: str) -> str:
        os.write(self.master, (line + "\n").encode())
        return self.until_prompt()

    def close(self) -> int:
        code = self.process.wait(timeout=120)
        os.close(self.master)
        return code


@pytest.fixture
def table(tmp_path):
    shutil.copy(DATA / "duel.scn", tmp_path)
    header = {"umpire": "game", "version": 1, "scenario": "duel.scn", "options": {}, "setup": SETUP}
    (tmp_path / "game.jsonl").write_text(json.dumps(header) + "\n")
    return tmp_path


def legal_steps(screen: str) -> list[str]:
    return re.findall(r"^\s+\d+\. (.+?)(?:   \[.*\])?$", screen, re.M)


def keen(choices: list[str]) -> str:
    """What the test's player picks: a battle, else an order, else a move, else the first."""
    for verb in ("battle", "order", "move", "take_ground"):
        found = [c for c in choices if c.startswith(verb + " ")]
        if found:
            return found[0]
    return choices[0]


def test_a_person_plays_a_whole_game_against_the_search_agent(table):
    term = Terminal(["play", "duel.scn", "--as", "allies", "--agent", "search", "--seed", "3",
                     "--resume", "game.jsonl"], table)  # fmt: skip
    screen = term.until_prompt()
    assert "You play allies." in screen and "units: A1 a_tank 10,6" in screen and "your hand:" in screen
    assert legal_steps(screen) and all(s.startswith("play ") for s in legal_steps(screen))
    said = term.type("play the_joker")
    assert "not read: unknown command card 'the_joker'" in said
    first = legal_steps(screen)[0]
    said = term.type("1")
    assert f"allies: {first}" in said
    said = term.type("undo")
    assert "undone" in said and "phase play" in said
    said = term.type("order g_inf")  # out of phase, and the enemy's unit: each reason, cited
    assert "ILLEGAL" in said and "g_inf is the enemy's" in said and "§Order" in said
    refusals, odds_seen, steps, choices = 0, False, 0, legal_steps(screen)
    while term.process.poll() is None and steps < 400:
        choices = legal_steps(said) or choices
        odds_seen = odds_seen or "dice: expected hits" in said
        if refusals == 0 and any(c.startswith("move ") for c in choices):
            said = term.type("move a_tank 0,0")  # too far: every reason, cited
            assert "ILLEGAL" in said and "§" in said
            refusals += 1
            continue
        said = term.type(str(choices.index(keen(choices)) + 1))
        steps += 1
    assert term.close() == 0
    assert re.search(r"^(allies|axis) won;", term.seen, re.M) and refusals == 1
    assert odds_seen, "a battle was offered with its odds"
    report = replay_record(table / "game.jsonl")
    assert report.holds and report.summary and any("medal" in line for line in report.summary)


def test_resume_plays_on_from_the_record_and_quit_keeps_it(table):
    term = Terminal(["play", "duel.scn", "--as", "allies", "--seed", "1", "--resume", "game.jsonl"], table)
    term.until_prompt()
    term.type("1")
    term.type("quit")
    assert term.close() == 0 and "stopped after" in term.seen
    kept = (table / "game.jsonl").read_text().splitlines()
    assert len(kept) > 5 and json.loads(kept[0])["agents"] == {"allies": "person", "axis": "random"}
    again = Terminal(["play", "duel.scn", "--as", "allies", "--seed", "1", "--resume", "game.jsonl"], table)
    screen = again.until_prompt()
    assert "phase order" in screen or "phase move" in screen or "phase battle" in screen
    again.type("quit")
    assert again.close() == 0
    assert replay_record(table / "game.jsonl").holds


def test_chance_typed_at_the_table_is_judged_like_any_step(table):
    """--table: the deal typed in; a roll in the deal phase is refused with its cited reason
    (more facts line 601), an unknown card is not read, and quit stops with the record kept."""
    typed = "draw attack_center\nroll flag\ndraw no_such_card\ndraw probe_center\nquit\n"
    done = subprocess.run(
        [sys.executable, "-m", "pyengine", "play", "duel.scn", "--as", "allies", "--table", "--resume", "game.jsonl"],
        cwd=table, input=typed, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "chance: roll flag: ILLEGAL" in done.stdout and "not belong to the deal phase" in done.stdout
    assert "§The turn, as BGA runs it" in done.stdout and "unknown command card 'no_such_card'" in done.stdout
    assert "stopped after 2 steps" in done.stdout
    lines = (table / "game.jsonl").read_text().splitlines()
    assert [json.loads(line).get("draw") for line in lines[1:]] == ["attack_center", "probe_center"]
    assert replay_record(table / "game.jsonl").holds


class Screen(io.StringIO):
    """A terminal's stderr, as Progress sees it."""

    def isatty(self) -> bool:
        return True


def test_long_play_redraws_its_progress_once_a_second_on_a_terminal(monkeypatch):
    """Progress redraws one line (steps, turn, medals, rate) when a second has passed since the
    last, and only on a terminal: the clock is the test's, so no machine is too fast for it."""
    clock = [100.0]
    monkeypatch.setattr(progress.time, "monotonic", lambda: clock[0])
    game = open_game(DATA / "duel.scn", setup=SETUP)
    screen, pipe = Screen(), io.StringIO()
    shown, hidden = progress.Progress(screen), progress.Progress(pipe)
    rng = random.Random(5)
    for tick in (0.3, 0.3, 0.5, 0.4, 2.0):
        clock[0] += tick
        game.apply(draw_chance(game, rng) if game.to_act() == "chance" else rng.choice(game.legal()).step)
        shown(game)
        hidden(game)
    shown.done()
    hidden.done()
    # Drawn after the third step (1.1 s) and the fifth (2.4 s since), not between.
    lines = re.findall(r"\r(\d+) steps, turn \d+, allies: \d+ - axis: \d+ medals, ([\d.]+) steps/s", screen.getvalue())
    assert [(n, rate) for n, rate in lines] == [("3", "2.7"), ("5", "1.4")]
    assert screen.getvalue().endswith("\n") and pipe.getvalue() == ""


def test_play_into_a_pipe_writes_no_progress(table):
    args = ["play", "duel.scn", "--seed", "5", "--max-steps", "300", "-o", "rec.jsonl"]
    piped = subprocess.run([sys.executable, "-m", "pyengine", *args], cwd=table, capture_output=True, text=True)
    assert piped.returncode == 0 and "steps/s" not in piped.stderr + piped.stdout


def test_an_unknown_side_is_bad_input_with_a_did_you_mean(table, umpire, monkeypatch):
    monkeypatch.chdir(table)
    result = umpire("play", "duel.scn", "--as", "alies")
    assert result.code == 2 and "unknown side 'alies'" in result.err and "did you mean 'allies'" in result.err
