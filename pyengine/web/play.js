// Playing one side against an agent (POST /api/step with "as" and "choose"). The page holds
// the position and the record; the server judges each click, picks the agent's steps and draws
// chance from the seed, and sends the person's legal steps with what each points at on the
// board and its odds. Nothing is decided here.
"use strict";

// Between two of the agent's steps, so that a person sees each one (`?pause=0`: none); `?seed=N`
// fixes the seed chance and the agent draw from (else a new one each game).
const PAGE_PARAMS = new URLSearchParams(location.search);
const AGENT_PAUSE_MS = Number(PAGE_PARAMS.get("pause") ?? 400);
const GAME_SEED = PAGE_PARAMS.get("seed");

let game = null;  // {side, agent, seed, name, header, lines, reply, selected, busy, undo}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const cardWords = (card) => card.replace(/_/g, " ");

// The side chooser offers the sides of the units drawn; it shows for games the server plays.
function preparePlay() {
  const info = games[gameOf($("scenario").value)];
  const agents = info ? info.agents : [];
  $("play").hidden = !agents.length;
  if (!agents.length || game) return;
  const sides = [...new Set([...document.querySelectorAll("#board [data-side]")].map((u) => u.dataset.side))].sort();
  fillSelect($("as"), sides, $("as").value);
  // The agent a person picked stays picked; otherwise each game's strongest (search, where it has one).
  const picked = $("agent").dataset.picked;
  fillSelect($("agent"), agents, agents.includes(picked) ? picked : agents.includes("search") ? "search" : agents[0]);
}

function fillSelect(select, values, keep) {
  select.innerHTML = "";
  for (const value of values) select.appendChild(new Option(value, value));
  if (values.includes(keep)) select.value = keep;
}

async function startGame() {
  const name = scenarioFile && scenarioFile !== "<scenario>" ? scenarioFile : "scenario.scn";
  game = {side: $("as").value, agent: $("agent").value, seed: GAME_SEED === null ? Math.floor(Math.random() * 1e9) : Number(GAME_SEED), name, lines: [], selected: null, busy: true, undo: []};
  $("log").innerHTML = "";
  const reply = await send({});
  if (!reply) { game = null; return; }
  const agents = Object.fromEntries(reply.sides.map((s) => [s, s === game.side ? "person" : game.agent]));
  game.header = {...reply.header, scenario: name, seed: game.seed, agents};
  $("play-setup").hidden = true;
  $("playing").hidden = false;
  $("stepper").hidden = true;
  $("hint").textContent = `You play ${game.side} against the ${game.agent} agent. Green ring: a unit with a step; click it (blue), `
    + "then a shaded hex or a red-ringed target (hover: its odds); or pick a card or a step on the right.";
  await agentTurn();
}

function endGame() {
  game = null;
  delete $("play").dataset.waiting;
  $("play-setup").hidden = false;
  $("playing").hidden = true;
  $("refusal").hidden = true;
  resetHint();
}

// One request for the game in play; the reply kept and drawn (null when refused as input).
async function send(extra) {
  const current = game;  // a game ended or started anew meanwhile takes no reply of this one
  const body = {scenario: $("scenario").value, name: textName(current.name), as: current.side, draw: true, ...extra};
  if (current.reply) body.state = current.reply.state;
  const response = await post("/api/step", body);
  if (game !== current) return null;
  if (!response.ok) { showError(response.status, response.text); return null; }
  const reply = JSON.parse(response.text);
  current.reply = reply;
  if (reply.line) current.lines.push(reply.line);
  return reply;
}

// The agent's steps and chance's, one by one, until the person is to act or the game ends.
async function agentTurn() {
  const current = game;
  game.busy = true;
  while (game === current && ![game.side, "none"].includes(game.reply.to_act)) {
    game.undo = [];  // the agent or chance acts: what came before stands
    showGame();
    await sleep(AGENT_PAUSE_MS);
    if (game !== current) return;
    const reply = await send({choose: {agent: game.agent, seed: game.seed + game.lines.length}});
    if (!reply) break;
    logStep(reply);
  }
  if (game === current) { game.busy = false; showGame(); }
}

// Who the page waits for, for a person's eye (the side panel) and for tests: agent, person, over.
function waitingFor() {
  if (game.busy) return "agent";
  return game.reply.to_act === "none" ? "over" : "person";
}

function logStep(reply) {
  const item = document.createElement("li");
  const side = reply.verdict.side;
  item.className = side === game.side ? "person" : side === "chance" ? "chance" : "agent";
  const [head, ...rest] = reply.text.split("\n");
  const outcomes = rest.filter((l) => l.trim().startsWith("=>")).map((l) => l.split("|")[0].trim().replace(/^=> /, ""));
  item.textContent = head.replace(/: legal$/, "") + (outcomes.length ? ` (${outcomes.join("; ")})` : "");
  $("log").appendChild(item);
  $("trace").textContent = reply.text;
  $("log").scrollTop = $("log").scrollHeight;
}

// A step in its words, judged: taken if legal (then the agent answers), else its reasons shown.
async function take(words) {
  if (!game || game.busy) return;
  const current = game;
  game.busy = true;
  $("error").hidden = true;
  const before = {reply: game.reply, lines: game.lines.length};
  const reply = await send({step: {side: game.side, do: words}});
  if (game !== current) return;
  game.busy = false;
  if (!reply) return;
  if (reply.verdict.verdict === "illegal") { $("trace").textContent = ""; showGame(reply.text); return; }
  game.undo.push(before);
  logStep(reply);
  game.selected = null;
  await agentTurn();
}

function showGame(refusal) {
  const reply = game.reply;
  $("board").innerHTML = reply.svg || "";
  $("play").dataset.waiting = waitingFor();
  $("play").dataset.steps = game.lines.length;
  $("turn").textContent = reply.to_act === "none" ? `${reply.winner} won. ${reply.summary.slice(1).join(";")}` : reply.summary.join("\n");
  $("refusal").textContent = refusal ? `Refused:\n${refusal}` : "";
  $("refusal").hidden = !refusal;
  showUnplayed(reply.not_played);
  $("undo").disabled = game.busy || !game.undo.length;
  showHand(reply);
  showSteps(reply);
  markBoard(reply);
}

// What the board holds that play does not act on, named before anything else (docs/play.md).
function showUnplayed(things) {
  const box = $("unplayed");
  box.hidden = !things.length;
  box.querySelector("summary").textContent = `Not played (${things.length}): the steps are judged without these`;
  box.querySelector("ul").replaceChildren(...things.map((t) => Object.assign(document.createElement("li"), {textContent: t})));
}

function showHand(reply) {
  $("hand").innerHTML = "";
  for (const card of reply.hand || []) {
    const choice = reply.choices.find((c) => c.card === card);
    const button = document.createElement("button");
    button.className = "card";
    button.dataset.card = card;
    button.textContent = cardWords(card);
    button.disabled = !choice || game.busy;
    if (choice) button.addEventListener("click", () => take(choice.do));
    $("hand").appendChild(button);
  }
}

// The phase's steps: the selected unit's first (each with its odds), then those of no unit.
function showSteps(reply) {
  $("steps").innerHTML = "";
  const picked = game.selected;
  const shown = reply.choices.filter((c) => (picked ? c.unit === picked : true) && !(c.card && reply.hand.includes(c.card)));
  for (const choice of shown.slice(0, 60)) {
    const button = document.createElement("button");
    button.dataset.do = choice.do;
    button.textContent = choice.do;
    if (choice.odds) {
      const odds = document.createElement("span");
      odds.className = "odds";
      odds.textContent = choice.odds;
      button.appendChild(odds);
    }
    button.disabled = game.busy;
    button.addEventListener("click", () => take(choice.do));
    $("steps").appendChild(button);
  }
  if (picked) {
    const back = document.createElement("button");
    back.textContent = "every step of the phase";
    back.addEventListener("click", () => { game.selected = null; showGame(); });
    $("steps").appendChild(back);
  }
}

// Units that have a step are ringed green, the selected one blue; its hexes are shaded, and
// its targets ringed red, their odds in their hover text.
function markBoard(reply) {
  if (game.busy) return;
  for (const unit of document.querySelectorAll("#board [data-unit]")) {
    const name = unit.dataset.unit;
    unit.classList.toggle("can-act", reply.choices.some((c) => c.unit === name));
    unit.classList.toggle("selected", name === game.selected);
    const aimed = reply.choices.find((c) => c.unit === game.selected && c.target === name);
    unit.classList.toggle("target", Boolean(aimed));
    const title = unit.querySelector(":scope > title");
    if (aimed && title) title.textContent += `\n${aimed.do}: ${aimed.odds || ""}`;  // hover: the odds
  }
  const hexes = new Set(reply.choices.filter((c) => c.hex && (c.unit || null) === game.selected).map((c) => c.hex));
  for (const hex of document.querySelectorAll("#board polygon.hex")) hex.classList.toggle("reach", hexes.has(hex.dataset.hex));
}

// A click on the board while the person is to act: a unit is selected (or its one step taken),
// a shaded hex or ringed target takes the step, and any other hex or unit is asked for anyway,
// in the words of the phase's steps, so that the rules say why not.
function playClick(unit, side, hex) {
  if (!game || game.busy || game.reply.to_act !== game.side) return;
  const choices = game.reply.choices;
  const picked = game.selected;
  if (unit) {
    const aimed = picked && choices.find((c) => c.unit === picked && c.target === unit);
    if (aimed) return take(aimed.do);
    const own = choices.filter((c) => c.unit === unit);
    if (own.length === 1 && !own[0].hex && !own[0].target) return take(own[0].do);
    if (own.length) { game.selected = unit; return showGame(); }
    if (side !== game.side && picked) return askAnyway(choices.find((c) => c.target), `${picked} ${unit}`);
    if (side === game.side) return askAnyway(choices.find((c) => c.unit && !c.hex && !c.target), unit);
    return;
  }
  const onHex = choices.find((c) => c.hex === hex && (c.unit || null) === picked);
  if (onHex) return take(onHex.do);
  if (picked) askAnyway(choices.find((c) => c.unit && c.hex), `${picked} ${hex}`);
  else $("status").textContent = "click one of your units first (ringed green), or pick a step on the right";
}

function askAnyway(like, rest) {
  if (like) take(`${like.verb} ${rest}`);
  else $("status").textContent = "no step of this phase points there";
}

// Your steps since the agent's or chance's last are taken back one by one, as at the terminal.
function undo() {
  if (!game || game.busy || !game.undo.length) return;
  const back = game.undo.pop();
  game.reply = back.reply;
  game.lines.length = back.lines;
  while ($("log").children.length > back.lines) $("log").lastChild.remove();
  game.selected = null;
  $("trace").textContent = "undone";
  showGame();
}

function download() {
  const text = [game.header, ...game.lines].map((l) => JSON.stringify(l)).join("\n") + "\n";
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], {type: "application/jsonl"}));
  link.download = `${game.name.replace(/\.[^.]*$/, "")}-game.jsonl`;
  link.click();
  URL.revokeObjectURL(link.href);
}

$("start").addEventListener("click", startGame);
$("agent").addEventListener("change", () => { $("agent").dataset.picked = $("agent").value; });
$("stop").addEventListener("click", endGame);
$("download").addEventListener("click", download);
$("undo").addEventListener("click", undo);
