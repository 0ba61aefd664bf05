"""The `umpire serve` page in a real headless Chromium (Debian's, driven by playwright):
pick the Memoir '44 example, click a unit, ask a line of sight, and make a typo. On CI these
run (`.ci/run` installs Chromium and the `browser` extra); elsewhere they are skipped when
either is missing."""

import json
import os
import shutil
import urllib.request
from pathlib import Path

import pytest

from pyengine.hexgrid import MapShape
from pyengine.http_app import start
from pyengine.svg_picture import hexes_in
from tests.conftest import EXAMPLES

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
SHOTS = Path(os.environ.get("UMPIRE_SHOTS", "")) if os.environ.get("UMPIRE_SHOTS") else None

if not os.environ.get("CI"):
    if CHROMIUM is None:
        pytest.skip("no Chromium here (CI installs Debian's chromium)", allow_module_level=True)
    pytest.importorskip("playwright", reason="the browser extra is not installed: pip install -e '.[browser]'")
from playwright.sync_api import sync_playwright  # noqa: E402  (after the skip: an optional extra)


@pytest.fixture(scope="module")
def server():
    running = start(port=0, workers=2)
    yield running
    running.stop()


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser, server):
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    page.goto(server.url + "/")
    page.wait_for_selector("body[data-ready=yes]")
    page.select_option("#examples", "memoir44_river_crossing.scn")
    page.wait_for_selector("#board svg [data-unit=allied_armor]")
    yield page
    page.close()


def api_answer(server, question: str) -> dict:
    text = (EXAMPLES / "memoir44_river_crossing.scn").read_text("utf-8")
    body = json.dumps({"scenario": text, "questions": [question]}).encode()
    request = urllib.request.Request(server.url + "/api/answer", body, {"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as response:
        return json.loads(response.read())["answers"][0]


def open_drawer(page) -> None:
    """The scenario's text is in a drawer beside the board, closed at first."""
    page.click("#drawer summary")
    page.wait_for_selector("#scenario", state="visible")


def shot(page, name: str) -> None:
    if SHOTS:
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / name))


def test_the_page_loads_with_the_examples_and_the_board(page):
    options = page.locator("#examples option").all_inner_texts()
    assert options == [
        "assault_bunker_assault.scn",
        "assault_tutorial.scn",
        "memoir44_river_crossing.scn",
        "skirmish_ambush.scn",
        "skirmish_tutorial.scn",
    ]
    assert page.locator("#board polygon.hex").count() == 113
    assert "game memoir44" in page.input_value("#scenario")


def test_clicking_a_unit_draws_its_moves_as_the_json_answer_has_them(page, server):
    page.select_option("#kind", "moves")
    page.click("#board [data-unit=allied_armor]")
    page.wait_for_selector("#board g.mark.reachable", state="attached")
    answer = api_answer(server, "moves allied_armor")
    drawn = sorted(page.locator("#board g.mark.reachable").evaluate_all("els => els.map(e => e.dataset.hex)"))
    assert drawn == sorted(d["hex"] for d in answer["reachable"]) and len(drawn) == 21
    assert "moves allied_armor, from 10,6" in page.inner_text("#trace")
    page.hover("#board g.mark.reachable >> nth=0")
    assert "§Units · memoir44-facts.md" in page.inner_text("#status")
    shot(page, "moves.png")


def test_two_clicks_ask_a_line_of_sight(page, server):
    page.select_option("#kind", "los")
    page.click("#board [data-unit=allied_guns]")
    assert page.input_value("#question") == "los allied_guns B"
    page.click("#board [data-unit=axis_armor]")
    page.wait_for_selector("#board g.mark.sightline", state="attached")
    answer = api_answer(server, "los allied_guns axis_armor")
    assert answer["verdict"] == "blocked"
    assert "los 2,8 -> 17,3: BLOCKED" in page.inner_text("#trace")
    blocking = page.locator("#board g.mark.los-blocking").evaluate_all("els => els.map(e => e.dataset.hex)")
    board = MapShape(13, 9, "doubled")
    named = {board.label(h) for part in answer["blocked_by"] for h in hexes_in(part["term"])}
    assert set(blocking) and set(blocking) <= named
    assert page.locator("#board g.mark.sightline").count() == 1
    shot(page, "los.png")


def test_a_typo_shows_its_error_at_its_line(page):
    text = page.input_value("#scenario").replace("terrain forest at", "terrain forrest at", 1)
    open_drawer(page)
    page.fill("#scenario", text)
    page.click("#drawer summary")  # closed again: the error opens it at its line
    page.click("#draw")
    page.wait_for_selector("#error:not([hidden])")
    assert page.evaluate("document.getElementById('drawer').open")
    line = text.splitlines().index(next(t for t in text.splitlines() if t.startswith("terrain forrest"))) + 1
    error = page.inner_text("#error")
    assert error.startswith(f"line {line}, column 9: unknown terrain 'forrest'") and "did you mean 'forest'?" in error
    selected = page.evaluate(
        "() => { const a = document.getElementById('scenario'); return a.value.slice(0, a.selectionStart); }"
    )
    assert selected.count("\n") == line - 1  # the selection starts on the line of the error
    shot(page, "typo.png")


def test_a_click_on_a_units_side_asks_for_that_sides_actions(page):
    page.select_option("#kind", "actions")
    assert page.input_value("#question") == "actions"  # the side is optional: asked as it is, or by a click
    page.click("#board [data-unit=axis_outpost]")
    page.wait_for_selector("#trace:has-text('actions of the axis units')")
    assert page.input_value("#question") == "actions axis"


def test_a_click_on_a_road_picks_the_hex_beneath_it(page):
    page.select_option("#examples", "assault_tutorial.scn")
    page.wait_for_selector("#board svg [data-unit=us_halftrack]")
    page.select_option("#kind", "path")
    page.click("#board [data-unit=us_halftrack]")
    assert page.input_value("#question") == "path us_halftrack to HEX"
    # The main road's segment from 2,5 to 3,5 is drawn over both hexes (examples line 14): a
    # click three quarters along it lands on the road, above hex 3,5.
    box = page.locator("#board line.path-main_road[id$='-2,5-3,5']").bounding_box()
    x, y = box["x"] + box["width"] * 3 / 4, box["y"] + box["height"] / 2
    assert page.evaluate(f"document.elementFromPoint({x}, {y}).classList.contains('path-main_road')")
    page.mouse.click(x, y)
    page.wait_for_selector("#trace:has-text('path us_halftrack')")
    assert page.input_value("#question") == "path us_halftrack to 3,5"


def test_a_scenario_editor_file_opens_as_a_scenario(page):
    # The page converts a .m44 file (JSON) on the server and shows the scenario it reads.
    page.set_input_files("#file", str(Path(__file__).parent.parent / "data" / "m44" / "crossing.m44"))
    page.wait_for_selector("#board svg [data-unit=us2]")
    assert page.evaluate("document.getElementById('examples').selectedIndex") == -1  # no example named
    text = page.input_value("#scenario")
    assert "terrain bridge at 4,4" in text and "obstacle bunker at 12,2 owner axis" in text
    shot(page, "m44-import.png")


def test_a_refusal_clears_the_old_board_and_answer(page):
    page.select_option("#kind", "moves")
    page.click("#board [data-unit=allied_armor]")
    page.wait_for_selector("#trace:has-text('moves allied_armor')")
    page.fill("#question", "moves allied_armour")
    page.click("#ask")
    page.wait_for_selector("#error:not([hidden])")
    assert page.locator("#board svg").count() == 0 and page.inner_text("#trace") == ""
    shot(page, "refused.png")


def test_the_title_names_the_scenario_and_the_page_has_an_icon(page, server):
    assert page.title() == "memoir44_river_crossing.scn · Umpire"
    page.set_input_files("#file", str(Path(__file__).parent.parent / "data" / "m44" / "crossing.m44"))
    page.wait_for_selector("#board svg [data-unit=us2]")
    assert page.title() == "Test Ground · Umpire"  # the file's own title line (text.en.name)
    with urllib.request.urlopen(server.url + "/favicon.ico") as response:
        assert response.status == 200 and response.headers["Content-Type"] == "image/svg+xml"


@pytest.mark.parametrize("width", [1024, 1400, 1920])
def test_the_layout_holds_and_the_trace_wraps(browser, server, width):
    page = browser.new_page(viewport={"width": width, "height": 900})
    page.goto(server.url + "/")
    page.wait_for_selector("body[data-ready=yes]")
    page.select_option("#examples", "assault_tutorial.scn")
    page.select_option("#kind", "fire")
    page.fill("#question", "fire us_rifles grenadiers")
    page.click("#ask")
    page.wait_for_selector("#trace:has-text('fire us_rifles')")
    overflow = "el => el.scrollWidth - el.clientWidth"
    assert page.evaluate("document.scrollingElement.scrollWidth - window.innerWidth") <= 0
    assert page.locator("#trace").evaluate(overflow) <= 0  # every citation wraps inside the pane
    header = page.locator("header").bounding_box()
    assert header is not None and header["height"] <= 100  # at most two rows of controls
    shot(page, f"layout-{width}.png")
    page.close()


def test_a_game_record_steps_through_with_the_board_redrawn(page):
    # The duel of tests/data/play (its steps derived in tests/games/memoir44/test_play_memoir44.py).
    play = Path(__file__).parent.parent / "data" / "play"
    open_drawer(page)
    page.fill("#scenario", (play / "duel.scn").read_text("utf-8"))
    page.click("#draw")
    page.wait_for_selector("#board svg [data-unit=g_inf]")
    page.set_input_files("#record", str(play / "duel_game.jsonl"))
    page.wait_for_selector("#at:has-text('0 / 19')")
    assert "the start: chance to act" in page.inner_text("#trace")
    for step in range(1, 13):
        page.click("#next")
        page.wait_for_selector(f"#at:has-text('{step} / 19')")
    trace = page.inner_text("#trace")
    assert "roll infantry flag star: legal" in trace and "g_inf is eliminated" in trace
    assert 'claim medal ["allies", 1]: ok' in trace
    assert page.locator("#board svg [data-unit=g_inf]").count() == 0  # the board after the step
    shot(page, "game-record.png")
    page.click("#back")
    page.wait_for_selector("#at:has-text('11 / 19')")
    assert page.locator("#board svg [data-unit=g_inf]").count() == 1


def test_a_record_of_an_m44_game_steps_on_the_converted_board_and_stops_at_a_broken_step(page, tmp_path):
    # Our own crossing.m44 opened on the page (converted, its hands and first side kept as setup
    # lines), then a record of a game on it whose tenth step is hand-broken: the Axis plays a
    # card while the Allies are to act (the turn: memoir44-more-facts.md line 601).
    m44 = Path(__file__).parent.parent / "data" / "m44" / "crossing.m44"
    page.set_input_files("#file", str(m44))
    page.wait_for_function("document.querySelector('#scenario').value.includes('setup hands allies 5')")
    deal = ["attack_center", "probe_left", "probe_right", "recon_center", "assault_left"]
    deal += ["attack_left", "probe_center", "recon_left", "attack_right"]
    rows = [{"umpire": "game", "version": 1, "scenario": "crossing.m44"}, *({"draw": card} for card in deal)]
    rows.append({"side": "axis", "do": "play attack_left"})
    record = tmp_path / "broken.jsonl"
    record.write_text("".join(json.dumps(row) + "\n" for row in rows))
    page.set_input_files("#record", str(record))
    page.wait_for_selector("#at:has-text('0 / 10')")
    for step in range(1, 10):
        page.click("#next")
        page.wait_for_selector(f"#at:has-text('{step} / 10')")
    assert "allies to act" in page.inner_text("#trace")  # the deal done: the Allies play first
    page.click("#next")
    page.wait_for_selector("#at:has-text('10 / 10 ✗')")
    trace = page.inner_text("#trace")
    assert "FAULT at step 10 (record line 11): the rules refuse this step" in trace
    assert "ILLEGAL" in trace and "line 601" in trace
    assert page.is_disabled("#next")
    shot(page, "game-record-fault.png")


def step_count(page) -> int:
    return int(page.get_attribute("#play", "data-steps") or 0)


def wait_for_person(page, before: int) -> None:
    """Until the click's step is taken and the agent has answered: the person to act or the end."""
    page.wait_for_function(
        f"(() => {{ const p = document.getElementById('play');"
        f" return Number(p.dataset.steps) > {before} && ['person', 'over'].includes(p.dataset.waiting); }})()"
    )


def click_and_wait(page, selector: str) -> None:
    before = step_count(page)
    page.click(selector)
    wait_for_person(page, before)


def page_on_file(browser, server, query: str, path: Path, unit: str):
    """A new page (downloads kept) at ``query``, with the file at ``path`` opened and drawn."""
    page = browser.new_page(viewport={"width": 1400, "height": 900}, accept_downloads=True)
    page.goto(server.url + "/" + query)
    page.wait_for_selector("body[data-ready=yes]")
    page.set_input_files("#file", str(path))
    page.wait_for_selector(f"#board svg [data-unit={unit}]")
    return page


def test_a_game_is_played_on_the_page_against_the_search_agent(browser, server, tmp_path, umpire):
    # duel.scn (tests/data/play): two Allied units against two Axis ones, 4 medals to win. The
    # person plays the Allies by clicks; the agent's steps and the dice appear one by one.
    duel = Path(__file__).parent.parent / "data" / "play" / "duel.scn"
    page = page_on_file(browser, server, "?pause=0&seed=3", duel, "g_inf")
    assert page.locator("#as option").all_inner_texts() == ["allies", "axis"]
    assert "search" in page.locator("#agent option").all_inner_texts()
    page.select_option("#as", "allies")
    page.click("#start")
    page.wait_for_selector("#play[data-waiting=person]")
    # The deal: five cards each (memoir44-facts.md, the default hands), the Axis cards unseen.
    assert page.locator("#hand .card").count() == 5
    log = page.locator("#log li").all_inner_texts()
    assert sum("allies draws" in line for line in log) == 5 and sum(line == "chance: draw ?" for line in log) == 5
    shot(page, "play-start.png")
    # A centre card: both Allied units stand in the centre section (duel.scn); taken back, and
    # played again (no chance or agent step came between).
    assert page.is_disabled("#undo")
    click_and_wait(page, "#hand .card[data-card$=_center]:enabled >> nth=0")
    assert page.locator("#hand .card").count() == 4
    played = step_count(page)
    page.click("#undo")
    page.wait_for_function(f"Number(document.getElementById('play').dataset.steps) === {played - 1}")
    assert page.locator("#hand .card").count() == 5 and page.is_disabled("#undo")
    click_and_wait(page, "#hand .card[data-card$=_center]:enabled >> nth=0")
    # Orders: a click on a ringed unit orders it, until every step left is "pass orders".
    while page.locator("#board .unit.can-act").count():
        click_and_wait(page, "#board .unit.can-act >> nth=0")
    click_and_wait(page, "#steps button[data-do='pass orders']")
    # Moves: a unit selected shades its hexes; a hex out of reach is refused with its reasons.
    page.click("#board .unit.can-act >> nth=0")
    page.wait_for_selector("#board polygon.hex.reach", state="attached")
    before = step_count(page)
    page.click("#board polygon.hex[data-hex='0,8']", force=True)
    page.wait_for_selector("#refusal:not([hidden])")
    refusal = page.inner_text("#refusal")
    assert "ILLEGAL" in refusal and "NO: " in refusal and "memoir44" in refusal
    assert step_count(page) == before  # nothing taken
    shot(page, "play-refused.png")
    play_to_the_end(page)
    assert page.get_attribute("#play", "data-waiting") == "over"
    assert " won." in page.inner_text("#turn")
    assert any(line.startswith("chance: roll ") for line in page.locator("#log li").all_inner_texts())
    shot(page, "play-over.png")
    with page.expect_download() as download:
        page.click("#download")
    record = tmp_path / "duel-game.jsonl"
    download.value.save_as(record)
    shutil.copy(duel, tmp_path / "duel.scn")
    rows = [json.loads(line) for line in record.read_text("utf-8").splitlines()]
    assert rows[0]["scenario"] == "duel.scn" and rows[0]["agents"] == {"allies": "person", "axis": "search"}
    replayed = umpire("replay", str(record))
    assert replayed.code == 0, replayed.out + replayed.err
    assert "ILLEGAL" not in replayed.out and " won" in replayed.out
    page.close()


def play_to_the_end(page, most: int = 600) -> None:
    """The person's steps taken by clicks: a ringed target or a shaded hex where there is one,
    else the first playable card, else (until a battle has been seen) a unit that has a step,
    selected or its one step taken, else the first step listed."""
    battle_shot = False
    for _ in range(most):
        if page.get_attribute("#play", "data-waiting") == "over":
            return
        if not battle_shot and page.locator("#board .unit.target").count():
            assert "expected hits" in page.inner_text("#steps")  # the selected unit's battles, with odds
            shot(page, "play-battle.png")
            battle_shot = True
        before = step_count(page)
        unselected = "#board .unit.can-act:not(.selected)"
        selecting = not battle_shot and page.locator("#board .unit.selected").count() == 0
        if selecting and page.locator(unselected).count():
            page.locator(unselected).first.click(force=True)
            page.wait_for_function(
                f"Number(document.getElementById('play').dataset.steps) > {before}"
                " || document.querySelector('#board .unit.selected') !== null"
            )
            if step_count(page) > before:
                wait_for_person(page, before)
            continue
        for choice in (
            "#board .unit.target",
            "#board polygon.hex.reach",
            "#hand .card:enabled",
            "#steps button[data-do]",
        ):
            if page.locator(choice).count():
                page.locator(choice).first.click(force=True)
                wait_for_person(page, before)
                break
    raise AssertionError(f"no end after {most} of the person's clicks: " + page.inner_text("#side")[:3000])


def test_a_game_on_an_m44_board_opened_on_the_page_downloads_a_record_of_that_file(browser, server, tmp_path, umpire):
    # Our own crossing.m44, converted on the page (its set-up kept as setup lines): the record
    # names the .m44 file itself, and `umpire replay` judges it beside that file.
    m44 = Path(__file__).parent.parent / "data" / "m44" / "crossing.m44"
    page = page_on_file(browser, server, "?pause=0&seed=11", m44, "us2")
    page.select_option("#as", "allies")
    page.select_option("#agent", "random")
    page.click("#start")
    page.wait_for_selector("#play[data-waiting=person]")
    for _ in range(12):  # the first steps of the Allies' turns, by the step list
        before = step_count(page)
        page.locator("#hand .card:enabled, #steps button[data-do]").first.click()
        wait_for_person(page, before)
    with page.expect_download() as download:
        page.click("#download")
    record = tmp_path / "crossing-game.jsonl"
    download.value.save_as(record)
    shutil.copy(m44, tmp_path / "crossing.m44")
    header = json.loads(record.read_text("utf-8").splitlines()[0])
    assert header["scenario"] == "crossing.m44" and header["agents"] == {"allies": "person", "axis": "random"}
    replayed = umpire("replay", str(record))
    assert replayed.code == 0, replayed.out + replayed.err
    assert "ILLEGAL" not in replayed.out
    page.close()


def test_what_a_board_holds_that_play_does_not_act_on_is_named_beside_the_game(page):
    # Issue 71's honest scope: an option left unread (as an .m44 import writes it) is named above
    # the hand from the first step, as `umpire play` names it before its first.
    duel = (Path(__file__).parent.parent / "data" / "play" / "duel.scn").read_text("utf-8")
    unread = "unread \"option 'airdrop' (set-up): for game play ($.game_info.options.airdrop)\"\n"
    open_drawer(page)
    page.fill("#scenario", duel + unread)
    page.click("#draw")
    page.wait_for_selector("#board svg [data-unit=g_inf]")
    page.click("#start")
    page.wait_for_selector("#play[data-waiting=person]")
    assert page.is_visible("#unplayed")
    assert page.inner_text("#unplayed summary") == "Not played (1): the steps are judged without these"
    page.click("#unplayed summary")
    assert "option 'airdrop' (set-up): for game play" in page.inner_text("#unplayed li")


def test_a_game_ended_while_the_agent_plays_leaves_no_error_and_a_new_one_starts(browser, server):
    # The agent's steps 400 ms apart (no ?pause): the deal is still going when the game ends.
    page = page_on_file(
        browser, server, "?seed=5", Path(__file__).parent.parent / "data" / "play" / "duel.scn", "g_inf"
    )
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.click("#start")
    page.wait_for_selector("#play[data-waiting=agent]")
    page.click("#stop")
    assert page.is_visible("#start") and not page.is_visible("#playing")
    page.click("#start")  # at once, the ended game's agent loop still pausing between its steps
    page.wait_for_selector("#play[data-waiting=person]")
    # The new game's deal alone, five cards each (duel.scn has no setup): nothing of the old one.
    assert page.locator("#log li").count() == 10 and step_count(page) == 10
    assert errors == []
    page.close()
