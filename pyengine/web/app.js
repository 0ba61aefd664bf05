// The Umpire page: edit a scenario, click units and hexes to build a question, and see the
// answer drawn (POST /api/render) beside its cited text (POST /api/text). Nothing is decided
// here: every mark and word comes from the server.
"use strict";

const $ = (id) => document.getElementById(id);
let games = {};
let slots = [];  // the question being built by clicks: [{name, value}]
let scenarioFile = null;  // the file or example the editor's text came from
const HINT = "Pick a question, then click a unit, and a second unit or hex where it needs one. Hover a mark to see its rule.";

async function post(path, body) {
  const response = await fetch(path, {method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)});
  const text = await response.text();
  return {ok: response.ok, status: response.status, text};
}

function gameOf(text) {
  const match = text.match(/^\s*game\s+(\w+)/m);
  return match ? match[1] : null;
}

function showError(status, text) {
  const box = $("error");
  let error;
  try { error = JSON.parse(text).error; } catch (e) { error = {message: text}; }
  const place = error.file === "<scenario>" ? "" : `${error.file}, `;
  const where = error.line ? `${place}line ${error.line}, column ${error.column}: ` : "";
  let words = `${where}${error.message}`;
  if (error.found) words += `\n  found: ${error.found}`;
  if (error.expected) words += `\n  expected: ${error.expected}`;
  if (error.hint) words += `\n  did you mean '${error.hint}'?`;
  box.textContent = words;
  box.dataset.line = error.line || "";
  box.hidden = false;
  if (error.line && error.file === "<scenario>") { $("drawer").open = true; selectLine(error.line); }
}

function selectLine(line) {
  const area = $("scenario");
  const lines = area.value.split("\n");
  const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
  area.focus();
  area.setSelectionRange(start, start + (lines[line - 1] || "").length);
  area.scrollTop = Math.max(0, (line - 3) * 15);
}

// A refused scenario or question leaves no old board or answer on screen under the new name.
function clearAnswer() {
  $("board").innerHTML = "";
  $("trace").textContent = "";
  $("status").textContent = "";
}

// The page's title names the scenario: its own `title "..."` line, else the file or example.
function nameScenario(fallback) {
  scenarioFile = fallback;
  const own = $("scenario").value.match(/^\s*title\s+"([^"\n]*)"/m);
  const name = own ? own[1] : fallback;
  $("name").textContent = name || "";
  document.title = name ? `${name} · Umpire` : "Umpire";
}

async function ask(questions) {
  const scenario = $("scenario").value;
  $("error").hidden = true;
  const [picture, words] = await Promise.all([
    post("/api/render", {scenario, questions}),
    questions.length ? post("/api/text", {scenario, questions}) : Promise.resolve({ok: true, text: ""}),
  ]);
  if (!picture.ok) { clearAnswer(); showError(picture.status, picture.text); return; }
  $("board").innerHTML = picture.text;
  $("trace").textContent = words.ok ? words.text : "";
  preparePlay();
  if (!words.ok) showError(words.status, words.text);
}

function fillKinds() {
  const game = games[gameOf($("scenario").value)];
  const kind = $("kind");
  const before = kind.value;
  kind.innerHTML = "";
  for (const [name, usage] of Object.entries(game ? game.questions : {})) {
    const option = document.createElement("option");
    option.value = name;
    option.textContent = usage.replace(/^ask /, "");
    kind.appendChild(option);
  }
  if ([...kind.options].some((o) => o.value === before)) kind.value = before;
  resetSlots();
}

function resetSlots() {
  const option = $("kind").selectedOptions[0];
  // The usage's words after the kind: capitals are slots a click fills; a lone optional slot
  // such as [SIDE] is one too, and the question is complete without it; other [..] are typed.
  const usage = option ? option.textContent.replace(/\[([A-Z]+)\]/g, "?$1") : "";
  const bare = usage.replace(/\[.*?\]|\(.*?\)|\.\.\./g, "").trim();
  const words = bare.split(/\s+/).slice(1).filter((w) => w);
  slots = words.map((w) => {
    const optional = w.startsWith("?");
    const name = w.replace(/^\?/, "");
    return {name, optional, value: /^[A-Z][A-Z.]*$/.test(name) ? null : name};
  });
  showQuestion();
}

function showQuestion() {
  const words = slots.filter((s) => !(s.optional && s.value === null)).map((s) => s.value || s.name);
  $("question").value = [$("kind").value, ...words].join(" ");
}

// Slots a click may fill with a hex as well as a unit (a line of sight's ends).
const UNIT_OR_HEX = new Set(["A", "B"]);

function fill(unit, side, hex) {
  // The first open slot a question needs, else the first optional one (actions [SIDE]).
  const slot = slots.find((s) => s.value === null && !s.optional) || slots.find((s) => s.value === null);
  if (!slot) return;
  if (slot.name === "SIDE") slot.value = side;
  else if (slot.name === "HEX") slot.value = hex;
  else if (unit) slot.value = unit;
  else if (UNIT_OR_HEX.has(slot.name)) slot.value = hex;
  if (slot.value == null) { slot.value = null; return; }  // a hex where a unit is wanted: ignored
  showQuestion();
  if (slots.every((s) => s.value !== null || s.optional)) {
    const question = $("question").value;
    resetSlots();
    $("question").value = question;
    ask([question]);
  }
}

// What lies under a click: a unit, else a hex, even below a road, river or label drawn on it.
function underClick(event, selector) {
  const own = event.target.closest(selector);
  if (own) return own;
  const below = document.elementsFromPoint(event.clientX, event.clientY);
  return below.map((e) => e.closest(selector)).find((e) => e) || null;
}

$("board").addEventListener("click", (event) => {
  const unit = underClick(event, "[data-unit]");
  const place = underClick(event, "[data-hex]");
  if (game) {  // a game in play (play.js): the click is a step
    if (unit) playClick(unit.dataset.unit, unit.dataset.side, unit.dataset.hex);
    else if (place) playClick(null, null, place.dataset.hex);
  } else if (unit) fill(unit.dataset.unit, unit.dataset.side, unit.dataset.hex);
  else if (place) fill(null, null, place.dataset.hex);
});

$("board").addEventListener("mouseover", (event) => {
  const mark = event.target.closest(".mark, .unit, .hex");
  const title = mark && mark.querySelector(":scope > title");
  $("status").textContent = title ? title.textContent : "";
});

// A scenario editor file (.m44: JSON) becomes scenario text on the server (POST
// /api/import), so the page shows, and lets the player edit, what Umpire reads.
async function load(text, name) {
  if (text.trim().startsWith("{")) {
    const converted = await post("/api/import", {scenario: text, name});
    if (!converted.ok) { clearAnswer(); nameScenario(name); showError(converted.status, converted.text); return false; }
    text = converted.text;
  }
  if (game) endGame();
  $("scenario").value = text;
  nameScenario(name === "<scenario>" ? "" : name);
  fillKinds();
  return true;
}

$("file").addEventListener("change", async () => {
  const file = $("file").files[0];
  $("error").hidden = true;
  if (file && await load(await file.text(), file.name)) {
    $("examples").selectedIndex = -1;  // the board is the file's, not an example's
    ask([]);
  }
});

$("examples").addEventListener("change", () => {
  if (game) endGame();
  $("scenario").value = $("examples").selectedOptions[0].dataset.text;
  nameScenario($("examples").value);
  fillKinds();
  ask([]);
});
$("kind").addEventListener("change", resetSlots);
$("ask").addEventListener("click", () => ask([$("question").value]));
$("question").addEventListener("keydown", (event) => { if (event.key === "Enter") ask([$("question").value]); });
$("draw").addEventListener("click", async () => {
  $("error").hidden = true;
  if (await load($("scenario").value, "<scenario>")) ask([]);
});

// ---- Stepping through a game record (POST /api/step): the scenario is the one in the editor;
// the server judges each step and draws the board after it; the page keeps the replies so
// that going back shows them again.
let record = null;  // {header, steps: [line objects]}
let replies = [];   // replies[i]: the position after i steps

// A step the record gives that the rules refuse, or whose claim does not hold: the stepper
// stops there, marks it and shows its reasons (as `umpire replay` does).
function faultOf(reply) {
  if (!reply.verdict) return "";
  if (reply.verdict.verdict === "illegal") return "the rules refuse this step";
  return reply.claim_checks.some((c) => !c.holds) ? "a claim of this step does not hold" : "";
}

// The name the server reads the editor's text by: an .m44 the page converted is scenario text.
function textName(name) {
  return /\.m44$/i.test(name) && !$("scenario").value.trim().startsWith("{") ? `${name} (as imported)` : name;
}

function resetHint() {
  $("hint").textContent = HINT;
}

function showStep() {
  const i = replies.length - 1;
  const reply = replies[i];
  const fault = faultOf(reply);
  $("board").innerHTML = reply.svg || "";
  const head = i === 0 ? "the start" : `step ${i} (record line ${i + 1})`;
  const next = reply.to_act === "none" ? `${reply.winner} has won` : `${reply.to_act} to act`;
  const unplayed = reply.not_played.length
    ? [`not played (${reply.not_played.length}): the steps were judged without these`, ...reply.not_played.map((t) => `  ${t}`)]
    : [];
  const marked = fault ? `FAULT at ${head}: ${fault}; the game stops here` : `${head}: ${next}`;
  $("trace").textContent = [marked, ...unplayed, reply.text, ...reply.summary].filter((t) => t).join("\n");
  $("trace").classList.toggle("fault", Boolean(fault));
  $("at").textContent = fault ? `${i} / ${record.steps.length} ✗` : `${i} / ${record.steps.length}`;
  $("back").disabled = i === 0;
  $("next").disabled = Boolean(fault) || i >= record.steps.length;
}

async function stepTo(index) {
  const header = record.header;
  const body = {scenario: $("scenario").value, name: textName(header.scenario || "<scenario>"), options: header.options || {}, setup: header.setup || {}, draw: true};
  if (index > 0) {
    body.state = replies[index - 1].state;
    body.step = record.steps[index - 1];
  }
  const reply = await post("/api/step", body);
  if (!reply.ok) { showError(reply.status, reply.text); return false; }
  replies[index] = JSON.parse(reply.text);
  replies.length = index + 1;
  return true;
}

$("record").addEventListener("change", async () => {
  const file = $("record").files[0];
  $("error").hidden = true;
  if (!file) return;
  if (game) endGame();
  const lines = (await file.text()).split("\n").filter((l) => l.trim());
  try {
    const rows = lines.map((l) => JSON.parse(l));
    record = {header: rows[0], steps: rows.slice(1)};
  } catch (e) {
    showError(400, JSON.stringify({error: {file: file.name, message: "a game record is one JSON object a line"}}));
    return;
  }
  replies = [];
  $("stepper").hidden = false;
  $("hint").textContent = `Game record ${file.name}: ${record.steps.length} steps on the scenario in the editor. ▶ takes the next step.`;
  if (await stepTo(0)) showStep();
});
$("next").addEventListener("click", async () => { if (await stepTo(replies.length)) showStep(); });
$("back").addEventListener("click", () => { replies.length -= 1; showStep(); });

(async function start() {
  games = (await (await fetch("/api/games")).json()).games;
  const examples = (await (await fetch("/api/examples")).json()).examples;
  for (const example of examples) {
    const option = document.createElement("option");
    option.textContent = example.name;
    option.dataset.text = example.text;
    $("examples").appendChild(option);
  }
  $("scenario").value = examples[0].text;
  nameScenario(examples[0].name);
  fillKinds();
  await ask([]);
  document.body.dataset.ready = "yes";
})();
