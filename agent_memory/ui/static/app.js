// agent-memory ui: the review page. Plain JavaScript, no build step, nothing fetched from elsewhere.
// Every memory's text reaches the page as a text node (el() below), never as HTML.
"use strict";

const CSRF = document.querySelector("meta[name=csrf]").content;
const main = document.getElementById("main");
const statusLine = document.getElementById("status");
const SVG = "http://www.w3.org/2000/svg";
const COLOURS = ["#2357b5", "#1c7a3a", "#a4470b", "#7a3fb0", "#0f7f86", "#b3261e", "#5d6875", "#b08a00"];
let META = null;
let cards = []; // the cards of the current list, in page order (keyboard moves among them)
let current = -1;

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "value") node.value = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function svg(tag, attrs, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = String(text);
  return node;
}

function say(message, bad) {
  statusLine.textContent = message;
  statusLine.className = bad ? "bad" : "";
}

async function api(path, body) {
  const options = body === undefined ? {} : {
    method: "POST",
    headers: { "content-type": "application/json", "x-csrf-token": CSRF },
    body: JSON.stringify(body),
  };
  const response = await fetch(path, options);
  const data = await response.json();
  if (!response.ok) throw new Error(data.error + (data.hint ? " (fix: " + data.hint + ")" : ""));
  return data;
}

function failures(result) {
  return result.failed.map((f) => f.id + ": " + f.error).join("; ");
}

// ---- a memory as a card -----------------------------------------------------------------

function pruneBadge(prune) {
  if (!prune) return el("span", { class: "badge ok", title: "importance is critical" }, "never pruned");
  const why = prune.reason.replace("_", " ");
  if (prune.due) return el("span", { class: "badge due", title: "since " + prune.at }, "next prune removes it (" + why + ")");
  const days = prune.days;
  const when = days < 1 ? "in " + Math.max(1, Math.round(days * 24)) + " h" : "in " + Math.round(days) + " days";
  return el("span", { class: days <= 3 ? "badge soon" : "badge", title: "from " + prune.at }, "pruned " + when + " (" + why + ")");
}

function metaLine(m) {
  return el("div", { class: "meta" },
    el("span", { class: m.execution_verified ? "badge ok" : "badge" }, m.execution_verified ? "verified" : "unverified"),
    pruneBadge(m.prune),
    m.room + " · " + m.category + " · importance " + m.importance + " · " + m.created_at.replace("T", " ").slice(0, 16),
    m.source ? " · from " + m.source : "",
    META && META.namespace === null ? " · " + m.namespace : "",
    m.redacted.length ? " · redacted: " + m.redacted.join(", ") : "",
    " · ", el("a", { href: "#memory/" + m.id }, m.id));
}

function card(m, options) {
  const pick = el("input", { type: "checkbox", class: "pick", "aria-label": "select " + m.id, onchange: () => node.classList.toggle("picked", pick.checked) });
  const node = el("div", { class: "card", tabindex: "-1", "data-id": m.id },
    pick,
    el("div", { class: "content" }, m.content),
    el("div", { class: "actions" },
      m.execution_verified ? null : el("button", { class: "verify", title: "verify (v)", onclick: () => verifyIds([m.id]) }, "Verify"),
      el("button", { class: "edit-open", title: "edit (e)", onclick: () => openEditor(node, m) }, "Edit"),
      el("button", { class: "danger forget", title: "forget (#)", onclick: () => forgetIds([m.id]) }, "Forget")),
    metaLine(m),
    m.scores ? el("div", { class: "scores" }, Object.entries(m.scores).map(([k, v]) => k + " " + (v === null ? "-" : v.toFixed(4))).join("  ")) : null);
  node.memory = m;
  node.addEventListener("click", (event) => { if (event.target === node || event.target.classList.contains("content")) focusCard(cards.indexOf(node)); });
  if (options && options.onReplace) node.onReplace = options.onReplace;
  return node;
}

function roomSelect(value, extra) {
  return el("select", extra || {}, (META ? META.rooms : []).map((r) => el("option", { value: r, selected: r === value }, r)));
}

function openEditor(node, m) {
  if (node.querySelector(".edit")) return;
  const text = el("textarea", { class: "edit-text", "aria-label": "text" });
  text.value = m.content;
  const room = roomSelect(m.room, { class: "edit-room", "aria-label": "room" });
  const importance = el("input", { type: "number", min: 1, max: 10, class: "edit-importance", value: String(m.importance), "aria-label": "importance" });
  const form = el("div", { class: "edit" }, text,
    el("div", {}, "room ", room, " importance ", importance, " ",
      el("button", { class: "primary save", onclick: save }, "Save"), " ",
      el("button", { class: "cancel", onclick: () => form.remove() }, "Cancel"),
      el("span", { class: "help" }, "  Ctrl+Enter saves, Esc cancels; the text is redacted as remember does")));
  node.querySelector(".content").after(form);
  text.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) save();
    if (event.key === "Escape") { form.remove(); node.focus(); }
  });
  text.focus();
  async function save() {
    const body = { ids: [m.id] };
    if (text.value !== m.content) body.text = text.value;
    if (room.value !== m.room) body.room = room.value;
    if (Number(importance.value) !== m.importance) body.importance = Number(importance.value);
    if (Object.keys(body).length === 1) { form.remove(); return; }
    try {
      const result = await api("api/update", body);
      if (result.failed.length) { say(failures(result), true); return; }
      const updated = result.done[0];
      const fresh = card(updated);
      node.replaceWith(fresh);
      cards[cards.indexOf(node)] = fresh;
      let message = "saved " + m.id;
      if (updated.newly_redacted.length) message += "; redacted: " + updated.newly_redacted.join(", ");
      if (updated.conflicts.length) message += "; conflicts with " + updated.conflicts.map((c) => c.memory_id).join(", ");
      say(message);
      fresh.focus();
    } catch (error) { say(error.message, true); }
  }
}

function picked() {
  const ids = cards.filter((c) => c.querySelector(".pick").checked).map((c) => c.dataset.id);
  if (ids.length) return ids;
  return current >= 0 && cards[current] ? [cards[current].dataset.id] : [];
}

function dropCards(ids, keep) {
  for (const id of ids) {
    const node = cards.find((c) => c.dataset.id === id);
    if (!node) continue;
    if (keep) { const fresh = card(keep(id)); node.replaceWith(fresh); cards[cards.indexOf(node)] = fresh; continue; }
    const at = cards.indexOf(node);
    node.remove();
    cards.splice(at, 1);
    if (current >= cards.length) current = cards.length - 1;
  }
  if (current >= 0) focusCard(current);
}

async function verifyIds(ids) {
  if (!ids.length) return;
  try {
    const result = await api("api/verify", { ids });
    const done = result.done.map((m) => m.id);
    const byId = Object.fromEntries(result.done.map((m) => [m.id, m]));
    dropCards(done, location.hash.startsWith("#queue") || location.hash === "" ? null : (id) => byId[id]);
    say("verified " + done.length + (result.failed.length ? "; failed: " + failures(result) : ""), result.failed.length > 0);
    updateCount();
  } catch (error) { say(error.message, true); }
}

async function forgetIds(ids) {
  if (!ids.length || !confirm("Forget " + ids.length + (ids.length === 1 ? " memory" : " memories") + "? This deletes it (no archive).")) return;
  try {
    const result = await api("api/forget", { ids });
    dropCards(result.done.map((m) => m.id));
    say("forgot " + result.done.length + (result.failed.length ? "; failed: " + failures(result) : ""), result.failed.length > 0);
    updateCount();
  } catch (error) { say(error.message, true); }
}

async function setForIds(ids, field, value) {
  if (!ids.length) return;
  try {
    const result = await api("api/update", { ids, [field]: value });
    const byId = Object.fromEntries(result.done.map((m) => [m.id, m]));
    dropCards(Object.keys(byId), (id) => byId[id]);
    say("changed " + result.done.length + (result.failed.length ? "; failed: " + failures(result) : ""), result.failed.length > 0);
  } catch (error) { say(error.message, true); }
}

function focusCard(index) {
  if (!cards.length) { current = -1; return; }
  current = Math.max(0, Math.min(index, cards.length - 1));
  cards.forEach((c, i) => c.classList.toggle("current", i === current));
  cards[current].focus();
  cards[current].scrollIntoView({ block: "nearest" });
}

function bulkBar(countText) {
  const room = roomSelect(null, { id: "bulk-room", "aria-label": "room for the selected" });
  room.prepend(el("option", { value: "", selected: true }, "room…"));
  room.addEventListener("change", () => { if (room.value) setForIds(picked(), "room", room.value); room.value = ""; });
  const importance = el("select", { id: "bulk-importance", "aria-label": "importance for the selected" },
    el("option", { value: "" }, "importance…"), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => el("option", { value: n }, n)));
  importance.addEventListener("change", () => { if (importance.value) setForIds(picked(), "importance", Number(importance.value)); importance.value = ""; });
  return el("div", { class: "toolbar" },
    el("span", { class: "count", id: "count" }, countText),
    el("button", { id: "select-all", onclick: toggleAll }, "Select all (a)"),
    el("button", { id: "bulk-verify", class: "primary", onclick: () => verifyIds(picked()) }, "Verify selected (v)"),
    room, importance,
    el("button", { id: "bulk-forget", class: "danger", onclick: () => forgetIds(picked()) }, "Forget selected (#)"));
}

function toggleAll() {
  const all = cards.every((c) => c.querySelector(".pick").checked);
  for (const c of cards) { c.querySelector(".pick").checked = !all; c.classList.toggle("picked", !all); }
}

function updateCount() {
  const count = document.getElementById("count");
  if (count && (location.hash.startsWith("#queue") || location.hash === "")) count.textContent = cards.length + " unverified";
}

const HELP = el("p", { class: "help" }, "Keys: ", el("kbd", {}, "j"), "/", el("kbd", {}, "k"), " next/previous, ",
  el("kbd", {}, "x"), " select, ", el("kbd", {}, "a"), " select all, ", el("kbd", {}, "v"), " verify, ",
  el("kbd", {}, "e"), " edit, ", el("kbd", {}, "#"), " forget, ", el("kbd", {}, "o"), " open, ", el("kbd", {}, "/"), " search. ",
  "Verify and forget act on the selected memories, else on the current one.");

document.addEventListener("keydown", (event) => {
  const tag = (event.target.tagName || "").toLowerCase();
  if (["input", "textarea", "select"].includes(tag) || event.ctrlKey || event.metaKey || event.altKey) return;
  const here = cards[current];
  const keys = {
    j: () => focusCard(current + 1), ArrowDown: () => focusCard(current + 1),
    k: () => focusCard(current - 1), ArrowUp: () => focusCard(current - 1),
    x: () => { if (here) { const box = here.querySelector(".pick"); box.checked = !box.checked; here.classList.toggle("picked", box.checked); } },
    a: toggleAll,
    v: () => verifyIds(picked()),
    e: () => { if (here) openEditor(here, here.memory); },
    "#": () => forgetIds(picked()),
    Delete: () => forgetIds(picked()),
    o: () => { if (here) location.hash = "#memory/" + here.dataset.id; },
    "/": () => { location.hash = "#browse"; setTimeout(() => { const q = document.getElementById("q"); if (q) q.focus(); }, 50); },
  };
  if (keys[event.key] && cards.length + (event.key === "/" ? 1 : 0)) { event.preventDefault(); keys[event.key](); }
});

function showList(target, memories, emptyText) {
  cards = memories.map((m) => card(m));
  current = -1;
  if (!cards.length) target.append(el("p", { class: "empty" }, emptyText));
  target.append(...cards);
}

// ---- the views --------------------------------------------------------------------------

async function viewQueue(data) {
  main.replaceChildren(el("h1", {}, "Review queue"),
    el("p", { class: "help" }, "Unverified memories, newest first, by where they came from. Unverified memories are pruned "
      + META.unverified_days + " days after they were made; verify what holds, edit what is almost right, forget what is wrong."),
    bulkBar(data.total + " unverified"), HELP);
  cards = [];
  current = -1;
  if (!data.total) main.append(el("p", { class: "empty" }, "Nothing to review: every memory is verified."));
  for (const group of data.groups) {
    const members = group.memories.map((m) => card(m));
    const pickGroup = el("input", { type: "checkbox", "aria-label": "select the group " + group.source, onchange: () => {
      for (const c of members) { c.querySelector(".pick").checked = pickGroup.checked; c.classList.toggle("picked", pickGroup.checked); }
    } });
    main.append(el("h2", {}, pickGroup, " ", group.source, " (" + group.memories.length + ")"), ...members);
    cards.push(...members);
  }
  if (cards.length) focusCard(0);
}

function browseParams() {
  const query = location.hash.indexOf("?") >= 0 ? location.hash.slice(location.hash.indexOf("?") + 1) : "";
  return new URLSearchParams(query);
}

async function viewBrowse() {
  const params = browseParams();
  const field = (name, node) => { node.value = params.get(name) || ""; return el("label", {}, name, node); };
  const q = el("input", { type: "search", id: "q", placeholder: "search as recall does (empty: list)" });
  const room = roomSelect(null, { id: "f-room" });
  room.prepend(el("option", { value: "" }, "any"));
  const namespace = el("select", { id: "f-namespace" }, el("option", { value: "" }, "any"), META.namespaces.map((n) => el("option", { value: n }, n)));
  const verified = el("select", { id: "f-verified" }, el("option", { value: "" }, "any"), el("option", { value: "yes" }, "yes"), el("option", { value: "no" }, "no"));
  const since = el("input", { type: "date", id: "f-since" });
  const until = el("input", { type: "date", id: "f-until" });
  const explain = el("input", { type: "checkbox", id: "f-explain", checked: params.get("explain") === "1" });
  const go = () => {
    const next = new URLSearchParams();
    for (const [name, node] of [["q", q], ["room", room], ["namespace", namespace], ["verified", verified], ["since", since], ["until", until]]) {
      if (node.value) next.set(name, node.value);
    }
    if (explain.checked) next.set("explain", "1");
    location.hash = "#browse?" + next.toString();
  };
  q.addEventListener("keydown", (event) => { if (event.key === "Enter") go(); });
  const form = el("div", { class: "filters" }, field("q", q), field("room", room), field("namespace", namespace),
    field("verified", verified), field("since", since), field("until", until),
    el("label", {}, "scores", explain), el("button", { id: "go", class: "primary", onclick: go }, "Search"));
  const results = el("div", { id: "results" });
  main.replaceChildren(el("h1", {}, "Browse & search"), form, bulkBar(""), results);
  const filters = new URLSearchParams(params);
  filters.delete("explain");
  const searching = Boolean(params.get("q"));
  const data = await api((searching ? "api/search?" : "api/memories?") + filters.toString());
  if (searching && params.get("explain") !== "1") data.memories.forEach((m) => delete m.scores);
  document.getElementById("count").textContent = searching
    ? data.memories.length + " found (" + data.backend + ", rerank " + data.rerank + ")"
    : data.total + " memories" + (data.total > data.memories.length ? ", the newest " + data.memories.length + " shown" : "");
  showList(results, data.memories, searching ? "Nothing found." : "No memory matches these filters.");
  if (!searching) q.focus();
}

async function viewMemory(id) {
  const m = await api("api/memory/" + encodeURIComponent(id));
  const rows = [["id", m.id], ["room", m.room], ["category", m.category], ["importance", m.importance],
    ["verified", m.execution_verified ? "yes" : "no"], ["created", m.created_at], ["source", m.source || "-"],
    ["namespace", m.namespace], ["accesses", m.access_count], ["last accessed", m.last_accessed || "never"],
    ["redacted", m.redacted.join(", ") || "-"],
    ["prune", m.prune ? (m.prune.due ? "the next prune removes it" : "from " + m.prune.at) + " (" + m.prune.reason + ")" : "never (critical importance)"]];
  const holder = el("div", {});
  main.replaceChildren(el("h1", {}, "Memory " + m.id), holder,
    el("h2", {}, "Fields"), el("table", { class: "fields" }, rows.map(([k, v]) => el("tr", {}, el("th", {}, k), el("td", {}, v)))),
    el("h2", {}, "Entities"), m.entities.length ? el("p", {}, m.entities.map((e) => e.name + " (" + e.type + ")").join(", ")) : el("p", { class: "empty" }, "none"),
    el("h2", {}, "Neighbours in the graph"),
    m.neighbours.length ? el("ul", {}, m.neighbours.map((n) => el("li", {}, el("a", { href: "#memory/" + n.id }, n.id), " via " + n.via.join(", ") + ": " + n.content.slice(0, 160))))
      : el("p", { class: "empty" }, "none"));
  showList(holder, [m], "");
  focusCard(0);
}

function swatch(colour) {
  const node = el("i", {});
  node.style.background = colour; // a CSSOM property: the page's CSP forbids style attributes
  return node;
}

function barChart(title, labels, series, options) {
  const width = 480, height = 200, left = 34, bottom = 36, top = 12;
  const totals = labels.map((_, i) => series.reduce((sum, s) => sum + s.values[i], 0));
  const max = Math.max(1, ...totals);
  const plot = svg("svg", { viewBox: "0 0 " + width + " " + height, role: "img", "aria-label": title });
  const band = (width - left - 8) / labels.length;
  for (const tick of [...new Set([0, Math.round(max / 2), max])]) {
    const y = height - bottom - (tick / max) * (height - bottom - top);
    plot.append(svg("line", { x1: left, x2: width - 8, y1: y, y2: y, stroke: "#e4e7eb" }), svg("text", { x: left - 4, y: y + 3, "text-anchor": "end" }, Math.round(tick)));
  }
  labels.forEach((label, i) => {
    let y = height - bottom;
    series.forEach((s, k) => {
      const h = (s.values[i] / max) * (height - bottom - top);
      if (h > 0) {
        const bar = svg("rect", { x: left + i * band + 2, y: y - h, width: Math.max(1, band - 4), height: h, fill: s.colour || COLOURS[k % COLOURS.length] });
        bar.append(svg("title", {}, s.name + " " + label + ": " + s.values[i]));
        plot.append(bar);
      }
      y -= h;
    });
    if (!options || !options.sparse || i % 2 === 0) plot.append(svg("text", { x: left + i * band + band / 2, y: height - bottom + 14, "text-anchor": "middle" }, label));
  });
  const legend = el("div", { class: "legend" }, series.length > 1 ? series.map((s, k) => el("span", {}, swatch(s.colour || COLOURS[k % COLOURS.length]), s.name)) : null);
  return el("div", { class: "chart" }, el("strong", {}, title), plot, legend);
}

async function viewStats() {
  const s = await api("api/stats");
  const rooms = Object.keys(s.per_week);
  const perWeek = barChart("Memories made per week, by room (the ones still kept)", s.weeks.map((w) => w.slice(5)),
    rooms.map((r) => ({ name: r, values: s.per_week[r] })), { sparse: true });
  const share = barChart("Verified and unverified, by room", Object.keys(s.verified_by_room),
    [{ name: "verified", values: Object.values(s.verified_by_room).map((v) => v.yes), colour: "#1c7a3a" },
      { name: "unverified", values: Object.values(s.verified_by_room).map((v) => v.no), colour: "#a4470b" }]);
  const forecast = barChart("Prune forecast: memories falling due, today and the next 14 days", s.prune_days.map((_, i) => (i === 0 ? "now" : "+" + i)),
    [{ name: "falling due", values: s.prune_days, colour: "#b3261e" }]);
  const share100 = s.total ? Math.round((100 * s.verified) / s.total) : 0;
  main.replaceChildren(el("h1", {}, "Stats"),
    el("p", {}, s.total + " memories, " + s.verified + " verified (" + share100 + " %), " + s.unverified + " unverified; namespaces: "
      + Object.entries(s.namespaces).map(([n, c]) => n + " " + c).join(", ")),
    el("div", { class: "charts" }, perWeek, share, forecast));
  cards = [];
  current = -1;
}

async function route() {
  const hash = location.hash || "#queue";
  const view = hash.slice(1).split(/[/?]/)[0];
  for (const link of document.querySelectorAll("nav a")) link.classList.toggle("here", link.dataset.view === view);
  say("");
  try {
    const onQueue = view !== "browse" && view !== "memory" && view !== "stats";
    const queued = onQueue ? await api("api/queue") : null; // it brings the forms' choices (meta) along
    if (queued) META = queued.meta;
    if (!META) META = await api("api/meta");
    if (view === "browse") await viewBrowse();
    else if (view === "memory") await viewMemory(decodeURIComponent(hash.slice("#memory/".length)));
    else if (view === "stats") await viewStats();
    else await viewQueue(queued);
    document.body.dataset.ready = view;
    document.body.dataset.readyAt = performance.now().toFixed(1); // ms since the page was asked for
  } catch (error) {
    main.replaceChildren(el("p", { class: "empty" }, error.message));
    say(error.message, true);
  }
}

window.addEventListener("hashchange", route);
route();
