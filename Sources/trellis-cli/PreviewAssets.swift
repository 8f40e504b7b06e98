/// The preview page: its HTML, style sheet and script, served from memory (the server
/// reads no file for a request). The script draws each panel from `/api/layout` as
/// absolutely placed boxes in root coordinates, one element per view carrying
/// `data-view-id` and `data-frame="x y width height"` exactly as `layout --json` prints the
/// frame, and follows the document through the `/events` stream.
enum PreviewAssets {
    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>trellis-cli preview</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/preview.css">
</head>
<body>
<header>
  <h1>trellis preview · <span id="document"></span></h1>
  <span id="status" class="status">connecting…</span>
</header>
<div id="error" class="error" hidden></div>
<details id="warnings" class="warnings" hidden><summary></summary><ul></ul></details>
<nav id="switches">
  <label>Scene <select id="scene"></select></label>
  <label>Orientation <select id="orientation">
    <option value="device">as listed</option><option value="portrait">portrait</option><option value="landscape">landscape</option>
  </select></label>
  <label>Width class <select id="hclass">
    <option value="device">device</option><option value="compact">compact</option><option value="regular">regular</option><option value="unspecified">any</option>
  </select></label>
  <label>Height class <select id="vclass">
    <option value="device">device</option><option value="compact">compact</option><option value="regular">regular</option><option value="unspecified">any</option>
  </select></label>
  <label>Text size <input id="category" type="range" min="0" max="11" step="1" value="3"> <output id="category-name">large</output></label>
  <label>Direction <select id="direction"><option value="ltr">left to right</option><option value="rtl">right to left</option></select></label>
  <label>Scale <select id="scale"><option value="0">none</option><option value="1">1×</option><option value="2">2×</option><option value="3">3×</option></select></label>
</nav>
<main>
  <div id="panels"></div>
  <section id="freeform-panel" class="panel freeform" data-device="freeform">
    <h2>Freeform <span id="freeform-size"></span></h2>
    <div class="summary">drag the corner · layout <span id="freeform-time">–</span></div>
    <div id="freeform-screen" class="screen"><div id="freeform-handle" title="drag to resize"></div></div>
    <ul class="notes"></ul>
  </section>
</main>
<aside id="inspector" hidden>
  <h2 id="inspector-title"></h2>
  <dl id="inspector-facts"></dl>
  <pre id="explain"></pre>
</aside>
<script src="/preview.js"></script>
</body>
</html>
"""#

    static let css = #"""
body { font: 13px "DejaVu Sans", sans-serif; margin: 0; color: #222; background: #f4f5f7; }
header { display: flex; align-items: baseline; gap: 16px; padding: 10px 16px 4px; }
h1 { font-size: 17px; margin: 0; }
h2 { font-size: 14px; margin: 0 0 2px; }
.status { color: #2e7d32; font-size: 12px; }
.status.stale { color: #c62828; }
.error { margin: 6px 16px; padding: 8px 12px; background: #fdecea; border: 1px solid #c62828; color: #8e0000;
         white-space: pre-wrap; font-family: "DejaVu Sans Mono", monospace; font-size: 12px; }
.warnings { margin: 4px 16px; color: #8a6d00; font-size: 12px; }
nav { display: flex; flex-wrap: wrap; gap: 14px; padding: 6px 16px 10px; border-bottom: 1px solid #ddd; }
nav label { display: flex; align-items: center; gap: 4px; }
main { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 32px; padding: 16px; }
#panels { display: contents; }
.panel .summary { color: #555; font-size: 11px; margin-bottom: 6px; }
.screen { position: relative; background: #fff; border: 1.5px solid #222; border-radius: 6px; overflow: hidden; }
.band { position: absolute; background: rgba(55, 71, 79, 0.10); pointer-events: none; }
.safe { position: absolute; border: 0.75px dashed #546e7a; pointer-events: none; }
.view { position: absolute; box-sizing: border-box; border: 1.25px solid var(--kind); background: color-mix(in srgb, var(--kind) 12%, transparent);
        overflow: hidden; cursor: pointer; }
.view.kind-stack, .view.kind-group { border-style: dashed; background: color-mix(in srgb, var(--kind) 6%, transparent); }
.view.kind-guide { border: 1px dotted var(--kind); background: none; }
.view.kind-button { border-radius: 8px; background: color-mix(in srgb, var(--kind) 18%, transparent); }
.view.root { border: none; background: none; }
.view.hidden { border: 1px dotted #9e9e9e; background: none; }
.view.ambiguous { outline: 2px dashed #c62828; outline-offset: -2px; }
.view.conflict { outline: 2px solid #ef6c00; outline-offset: -2px; }
.view.selected { outline: 2px solid #000; outline-offset: 0; z-index: 10; }
.text { position: absolute; color: #212121; white-space: pre; transform-origin: 0 0; pointer-events: none; }
.divider { position: absolute; width: 1px; opacity: 0.5; pointer-events: none; }
.view .tag { position: absolute; right: 1px; bottom: 0; font: 8px "DejaVu Sans Mono", monospace; color: var(--kind);
             background: rgba(255, 255, 255, 0.7); padding: 0 2px; pointer-events: none; white-space: nowrap; opacity: 0.85; }
.notes { list-style: none; padding: 0; margin: 6px 0 0; font-size: 11px; max-width: 420px; }
.notes .problem { color: #c62828; }
.notes .quiet { color: #666; }
#freeform-handle { position: absolute; right: 0; bottom: 0; width: 18px; height: 18px; cursor: nwse-resize; z-index: 20;
                   background: linear-gradient(135deg, transparent 50%, #1565c0 50%); }
aside { position: fixed; right: 12px; bottom: 12px; width: 420px; max-height: 60vh; overflow: auto; background: #fff;
        border: 1px solid #999; box-shadow: 0 2px 10px rgba(0,0,0,.2); padding: 10px 12px; }
aside dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 6px 0; }
aside dt { color: #666; }
aside dd { margin: 0; font-family: "DejaVu Sans Mono", monospace; }
aside pre { font-size: 11px; white-space: pre-wrap; background: #f7f7f7; padding: 6px; margin: 0; }
"""#

    static let script = #"""
"use strict";
const $ = (id) => document.getElementById(id);
const kindColors = {
  label: "#2e7d32", button: "#1565c0", image: "#ef6c00", stack: "#6a1b9a", group: "#00838f",
  container: "#6d4c41", guide: "#757575", view: "#455a64",
};
for (const k of ["navigationBar", "toolbar", "tabBar", "searchBar", "visualEffectView"]) kindColors[k] = "#37474f";
for (const k of ["textField", "textView", "switch", "slider", "stepper", "segmentedControl", "activityIndicator",
                 "progressView", "pageControl", "datePicker", "pickerView"]) kindColors[k] = "#3949ab";
const colorOf = (kind) => kindColors[kind] || "#ad1457";

let categories = ["extraSmall", "small", "medium", "large"];
let freeformSize = { width: 390, height: 520 };
let zoom = 0.5;
let lastGeneration = -1;
let selected = null;   // { device, id, query }
let freeformBusy = false, freeformPending = false;

function settings() {
  const p = new URLSearchParams();
  const scene = $("scene").value;
  if (scene) p.set("scene", scene);
  p.set("orientation", $("orientation").value);
  p.set("h", $("hclass").value);
  p.set("v", $("vclass").value);
  p.set("category", categories[Number($("category").value)] || "large");
  p.set("direction", $("direction").value);
  p.set("scale", $("scale").value);
  return p;
}

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function showState(data) {
  $("document").textContent = data.document;
  if (Array.isArray(data.categories) && data.categories.length === 12) categories = data.categories;
  $("category-name").textContent = categories[Number($("category").value)];
  const sceneSelect = $("scene");
  const ids = data.scenes || [];
  if (sceneSelect.options.length !== ids.length || ids.some((id, i) => sceneSelect.options[i].value !== id)) {
    const keep = sceneSelect.value;
    sceneSelect.textContent = "";
    for (const id of ids) sceneSelect.appendChild(new Option(id, id));
    if (ids.includes(keep)) sceneSelect.value = keep;
  }
  if (data.scene && !sceneSelect.value) sceneSelect.value = data.scene;
  const box = $("error");
  if (data.error) {
    box.textContent = "The document does not load; showing the last good version.\n" + data.error;
    box.hidden = false;
  } else {
    box.textContent = "";
    box.hidden = true;
  }
  const warnings = $("warnings");
  const list = warnings.querySelector("ul");
  list.textContent = "";
  for (const w of data.warnings || []) list.appendChild(el("li", null, w));
  warnings.querySelector("summary").textContent = (data.warnings || []).length + " import warning(s)";
  warnings.hidden = !(data.warnings || []).length;
  document.body.dataset.generation = String(data.generation);
  document.body.dataset.error = data.error ? "1" : "0";
}

// Draws one panel's screen: safe-area bands, then every installed view in document order
// (parents first, so children lie on top), each carrying its id, kind and root frame.
function drawScreen(screen, panel, z) {
  const layout = panel.layout;
  for (const old of Array.from(screen.querySelectorAll(".view, .band, .safe, .text, .divider"))) old.remove();
  screen.style.width = layout.size.width * z + "px";
  screen.style.height = layout.size.height * z + "px";
  const s = panel.safeArea, w = layout.size.width, h = layout.size.height;
  const band = (x, y, bw, bh) => {
    if (bw <= 0 || bh <= 0) return;
    const b = el("div", "band");
    Object.assign(b.style, { left: x * z + "px", top: y * z + "px", width: bw * z + "px", height: bh * z + "px" });
    screen.appendChild(b);
  };
  band(0, 0, w, s.top); band(0, h - s.bottom, w, s.bottom);
  band(0, s.top, s.left, h - s.top - s.bottom); band(w - s.right, s.top, s.right, h - s.top - s.bottom);
  if (s.top || s.left || s.bottom || s.right) {
    const safe = el("div", "safe");
    Object.assign(safe.style, { left: s.left * z + "px", top: s.top * z + "px",
      width: (w - s.left - s.right) * z + "px", height: (h - s.top - s.bottom) * z + "px" });
    screen.appendChild(safe);
  }
  const ambiguous = new Set(layout.diagnostics.ambiguous.map((a) => a.view));
  const conflicting = new Set(panel.conflicting || []);
  const clips = new Map((panel.clips || []).map(([index, x, y, w, h]) => [index, { x, y, w, h }]));
  layout.views.forEach((v, i) => {
    if (!v.installed || !v.frame) return;
    const f = v.frame;
    const d = el("div", "view kind-" + v.kind);
    const depth = panel.depths[i];
    if (depth === 0) d.classList.add("root");
    if (v.hidden) d.classList.add("hidden");
    if (ambiguous.has(v.id)) d.classList.add("ambiguous");
    if (conflicting.has(v.id)) d.classList.add("conflict");
    d.dataset.viewId = v.id;
    d.dataset.kind = v.kind;
    d.dataset.frame = [f.x, f.y, f.width, f.height].map(String).join(" ");
    d.style.setProperty("--kind", colorOf(v.kind));
    Object.assign(d.style, { left: f.x * z + "px", top: f.y * z + "px", width: f.width * z + "px", height: f.height * z + "px" });
    const clip = clips.get(i);
    if (clip) {
      const inset = [Math.max(0, clip.y - f.y), Math.max(0, f.x + f.width - clip.x - clip.w),
                     Math.max(0, f.y + f.height - clip.y - clip.h), Math.max(0, clip.x - f.x)];
      d.style.clipPath = "inset(" + inset.map((n) => n * z + "px").join(" ") + ")";
    }
    // A table cell's views are named `table[row].id`: the tag shows the id.
    if (depth > 0) d.appendChild(el("span", "tag", v.id.replace(/^.*\]\./, "")));
    if (selected && selected.device === panel.device && selected.id === v.id) d.classList.add("selected");
    screen.appendChild(d);
  });
  // Text as `render` draws it: the lines the engine's measurer broke, each stretched to the
  // width the layout measured (the browser's font is not the measurer's).
  for (const [index, text, x, baseline, width, pointSize, divider] of panel.text || []) {
    const owner = layout.views[index];
    if (divider !== null) {
      const line = el("div", "divider");
      Object.assign(line.style, { left: divider * z + "px", top: (owner.frame.y + 4) * z + "px",
        height: Math.max(0, owner.frame.height - 8) * z + "px", background: colorOf(owner.kind) });
      screen.appendChild(line);
    }
    if (!text) continue;
    const t = el("span", "text", text);
    t.dataset.textOf = owner.id;
    Object.assign(t.style, { left: x * z + "px", top: (baseline - pointSize) * z + "px",
      fontSize: pointSize * z + "px", lineHeight: pointSize * 1.25 * z + "px" });
    screen.appendChild(t);
    const natural = t.getBoundingClientRect().width;
    if (natural > 0) t.style.transform = "scaleX(" + (width * z / natural) + ")";
  }
}

function drawNotes(list, panel) {
  list.textContent = "";
  const layout = panel.layout;
  for (const c of layout.diagnostics.unsatisfiable) list.appendChild(el("li", "problem", "broken: " + c.broken));
  for (const a of layout.diagnostics.ambiguous) list.appendChild(el("li", "problem", "ambiguous: " + a.view + " (" + a.attributes.join(", ") + ")"));
  const missing = layout.views.filter((v) => !v.installed).map((v) => v.id);
  if (missing.length) list.appendChild(el("li", "quiet", "not installed: " + missing.join(", ")));
}

function drawPanels(data) {
  const host = $("panels");
  host.textContent = "";
  const tallest = Math.max(...data.panels.map((p) => p.layout.size.height), 1);
  zoom = Math.min(1, 560 / tallest);
  document.body.dataset.zoom = String(zoom);
  for (const panel of data.panels) {
    const section = el("section", "panel");
    section.dataset.device = panel.device;
    section.appendChild(el("h2", null, panel.title));
    section.appendChild(el("div", "summary", panel.summary + " · layout " + panel.layoutMicroseconds.toFixed(0) + " µs"));
    const screen = el("div", "screen");
    section.appendChild(screen);
    const notes = el("ul", "notes");
    section.appendChild(notes);
    drawScreen(screen, panel, zoom);
    drawNotes(notes, panel);
    host.appendChild(section);
  }
}

// Requests in flight and finished redraws, on <body> for tests and tools: data-busy,
// data-draws.
let inflight = 0, draws = 0;
async function getJSON(path, params) {
  document.body.dataset.busy = String(++inflight);
  try {
    const response = await fetch(path + "?" + params.toString(), { cache: "no-store" });
    return await response.json();
  } finally {
    document.body.dataset.busy = String(--inflight);
  }
}

// Switches moved quickly start several refreshes; only the latest one draws.
let refreshes = 0;
async function refresh() {
  const ticket = ++refreshes;
  const data = await getJSON("/api/layout", settings());
  if (ticket !== refreshes) return;
  showState(data);
  if (data.panels) drawPanels(data);
  else if (data.requestError) $("error").hidden = false, $("error").textContent = data.requestError;
  lastGeneration = data.generation;
  await refreshFreeform();
  if (selected) inspect(selected.device, selected.id);
  document.body.dataset.drawnGeneration = String(data.generation);
  document.body.dataset.draws = String(++draws);
}

async function refreshFreeform() {
  if (freeformBusy) { freeformPending = true; return; }
  freeformBusy = true;
  try {
    do {
      freeformPending = false;
      const p = settings();
      p.set("width", String(Math.round(freeformSize.width)));
      p.set("height", String(Math.round(freeformSize.height)));
      const data = await getJSON("/api/freeform", p);
      if (!data.panel) continue;
      const screen = $("freeform-screen");
      drawScreen(screen, data.panel, zoom);
      drawNotes(document.querySelector("#freeform-panel .notes"), data.panel);
      const section = $("freeform-panel");
      section.dataset.width = String(data.panel.layout.size.width);
      section.dataset.height = String(data.panel.layout.size.height);
      $("freeform-size").textContent = data.panel.layout.size.width + " × " + data.panel.layout.size.height + " pt";
      $("freeform-time").textContent = data.panel.layoutMicroseconds.toFixed(1) + " µs";
    } while (freeformPending);
  } finally {
    freeformBusy = false;
  }
}

async function inspect(device, id) {
  selected = { device, id };
  for (const s of document.querySelectorAll(".view.selected")) s.classList.remove("selected");
  const panel = document.querySelector('[data-device="' + CSS.escape(device) + '"]');
  const node = panel && panel.querySelector('[data-view-id="' + CSS.escape(id) + '"]');
  if (node) node.classList.add("selected");
  const p = settings();
  p.set("view", id);
  if (device === "freeform") {
    p.set("width", String(Math.round(freeformSize.width)));
    p.set("height", String(Math.round(freeformSize.height)));
  } else {
    p.set("device", device);
  }
  const facts = $("inspector-facts");
  facts.textContent = "";
  const fact = (k, v) => { facts.appendChild(el("dt", null, k)); facts.appendChild(el("dd", null, v)); };
  $("inspector-title").textContent = id + (node ? " · " + node.dataset.kind : "");
  fact("panel", device);
  fact("frame", node ? node.dataset.frame : "not installed");
  fact("kind", node ? node.dataset.kind : "–");
  fact("installed", node ? "yes" : "no");
  fact("hidden", node && node.classList.contains("hidden") ? "yes" : "no");
  $("inspector").hidden = false;
  const data = await getJSON("/api/explain", p);
  $("explain").textContent = data.text || data.requestError || "";
}

document.addEventListener("click", (event) => {
  const view = event.target.closest("[data-view-id]");
  if (!view) return;
  const panel = view.closest("[data-device]");
  inspect(panel.dataset.device, view.dataset.viewId);
});

for (const id of ["scene", "orientation", "hclass", "vclass", "direction", "scale"]) $(id).addEventListener("change", refresh);
$("category").addEventListener("input", () => { $("category-name").textContent = categories[Number($("category").value)]; refresh(); });

// The freeform panel's corner: every move lays the scene out again at the new size.
(function dragging() {
  const handle = $("freeform-handle");
  let start = null;
  handle.addEventListener("pointerdown", (event) => {
    event.preventDefault();
    handle.setPointerCapture(event.pointerId);
    start = { x: event.clientX, y: event.clientY, width: freeformSize.width, height: freeformSize.height };
  });
  handle.addEventListener("pointermove", (event) => {
    if (!start) return;
    freeformSize = {
      width: Math.max(40, Math.min(3000, start.width + (event.clientX - start.x) / zoom)),
      height: Math.max(40, Math.min(3000, start.height + (event.clientY - start.y) / zoom)),
    };
    refreshFreeform();
  });
  const stop = () => { start = null; };
  handle.addEventListener("pointerup", stop);
  handle.addEventListener("pointercancel", stop);
})();

// Live reload: the server says `reload` after every save it sees.
function listen() {
  const source = new EventSource("/events");
  source.addEventListener("open", () => { $("status").textContent = "live"; $("status").classList.remove("stale"); });
  source.addEventListener("error", () => { $("status").textContent = "reconnecting…"; $("status").classList.add("stale"); });
  source.addEventListener("hello", (e) => { if (Number(e.data) !== lastGeneration) refresh(); });
  source.addEventListener("reload", () => refresh());
}

refresh().then(listen);
"""#
}
