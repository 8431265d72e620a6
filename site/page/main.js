// main.js — starts the playground: reads the state from the URL hash,
// loads the engine (urn.js), fills the edition picker, switches views and
// keeps the hash in step with what is on screen.

import {load} from "./urn.js";
import {h, on, $, $$, fill, debounce, copyText, painted, nextTask, bootJSON} from "./dom.js";
import {encode, configure, VIEWS, isSectionAnchor} from "./state.js";
import {readAddress, addressOf, pageLesson, PLAYGROUND_TITLE} from "./address.js";
import {showSpec, openInLibrary, initLibrary, onShown, showTerm, fillGlossary} from "./spec.js";
import {initTheme} from "./theme.js";
import {initExplore} from "./explore.js";
import {initEditions} from "./editions.js";
import {initEquivalence} from "./equivalence.js";
import {initBuild} from "./build.js";
import {initExtract} from "./extract.js";
import {initChecklist} from "./checklist.js";
import {initTemplate} from "./template.js";
import {initLearn, offerLearn, loadCourse} from "./learn.js";
import {initTabStrip} from "./tabstrip.js";
import {isEmbedded, initEmbedded, initEmbedDialog, registerWorker, inlineModule, isSingleFile} from "./embedding.js";

// learnFirst says the link opens the Learn view (or is a lesson's page),
// whose lesson is text and needs no engine to draw.
const learnFirst = readAddress(location.hash).state.view === "learn";

// The engine starts as soon as the first view needs it, and once it is
// painted if it can be drawn without (start(), below): a link to a
// lesson, whose course the boot script fetches instead of the module,
// and Explore opening with its first URN, drawn from the build's reading
// (read). The module's compilation and Go's start-up take both cores for
// half a second and more, and a view drawn meanwhile waited for them to
// be painted; painted first, one reads and types
// while the engine starts. Any other view starts it at once, once drawn:
// compiled at DOMContentLoaded, before the bundle drew anything, a link's
// own URN was painted at 1348 ms, against 484 ms, and the engine ran no
// sooner (1028 vs 1037 ms; medians of 10 cold loads).
// On a lesson's page, the course is read only once its lesson, drawn by
// the build, is painted (start()).
const course = learnFirst && !pageLesson ? loadCourse() : undefined;
let startEngine;
const engineMayStart = new Promise((resolve) => { startEngine = resolve; });
const engine = openEngine();
engine.catch(() => {}); // start() reports a failure, once the page is there

async function openEngine() {
	await engineMayStart;
	// The registration templates' module is loaded when their view is
	// first shown (template.js): no other view needs it.
	const inline = await inlineModule(); // a single-file build's own module
	if (inline) return load({wasm: inline, templateWasm: inlineModule("urn-template-wasm"), templates: "on-demand"});
	// The served page's boot script (site/boot.go) fetched the module
	// and left a function that compiles it; should it not have run yet (it
	// then finds the key taken and does nothing), or have failed, the
	// engine loads the usual way.
	const key = Symbol.for("urn-playground.module");
	const early = globalThis[key];
	globalThis[key] ??= null;
	if (early) {
		try {
			return await load({wasm: await early(), templates: "on-demand"});
		} catch {
			// fall through
		}
	}
	return load({templates: "on-demand"});
}

// domReady resolves once the page is parsed (at once if it is).
function domReady() {
	if (document.readyState !== "loading") return Promise.resolve();
	return new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, {once: true}));
}

// engineStarted settles app.started (below); engineFailed says it
// rejected it.
let engineStarted, engineFailed = false;

const app = {
	URN: null,
	// started resolves to the engine once it runs (app.URN set, the
	// editions listed), and rejects if it cannot start: what the Learn
	// view's early Check waits for.
	started: new Promise((resolve, reject) => {
		engineStarted = {resolve, reject};
	}),
	// data is what the generator wrote from core: examples, part
	// explanations, citations (site/data.go); read once the page is parsed
	// (loadData).
	data: null,
	// editions is URN.editions(), from the build-time data until the
	// engine runs.
	editions: [],
	read,
	state: null,
	views: {},
	set,
	notice,
	showSpec,
	view,
};

// loadData returns the build-time data: inline in the single file, else
// in the file the element names (site.DataFile), which the served page's
// boot script (site/boot.go) fetched from the head; fetched here if it did
// not. Without it the page still works, with no examples and bare
// citations.
async function loadData() {
	const el = document.getElementById("urn-data");
	try {
		if (!el.dataset.src) return JSON.parse(el.textContent);
		return await bootJSON("urn-playground.data", el.dataset.src, "data");
	} catch {
		return {refs: {}, examples: [], parts: {}, editions: [], layouts: []};
	}
}

// read returns URN.parse(text, {edition}); before the engine runs, the
// reading the build made of the first URN (site/first.go), from the same
// code as the engine's, so that Explore draws the URN a page opens with
// before the module has arrived; null for another.
function read(text, edition) {
	if (app.URN) return app.URN.parse(text, {edition});
	const first = app.data?.first;
	return first && text === first.urn ? first.readings?.[edition] ?? null : null;
}

// notice shows a dismissable message in the live region.
function notice(text, kind = "info", cls = "") {
	const box = $("#notices");
	const close = h("button", {type: "button", class: "icon-button", "aria-label": "Dismiss"}, "×");
	const item = h("p", {class: "notice notice-" + kind + (cls ? " " + cls : "")}, h("span", {}, text), close);
	on(close, "click", () => item.remove());
	box.append(item);
}

// linkNotices shows what decode found wrong with the link, in place of
// what it found in the previous one: a page changing the hash again and
// again does not pile notices up.
function linkNotices(problems) {
	for (const el of $$("#notices .notice-link")) el.remove();
	for (const p of problems) notice(p, "warning", "notice-link");
}

// writeHash puts the state into the URL; typing writes it once the keys
// pause, since browsers throttle replaceState and it costs a keystroke
// more than the reading itself.
//
// known is the hash the state was last read from or written to. When the
// URL's hash is another, it was changed from outside (a link, the
// embedding page) and its hashchange has not been handled yet: writing
// now (a delayed write, or the Spec panel showing an excerpt) would put
// the old state back over it, so the write waits for onHashChange.
let known = location.hash;
function writeHash() {
	if (location.hash !== known) return;
	writeAddress();
	updateOpenLink();
}

// writeAddress puts the state into the URL (address.js: a lesson's page,
// or the state in the hash).
function writeAddress() {
	const url = new URL(addressOf(app.state), location.href).href;
	if (url !== location.href) history.replaceState(null, "", url);
	known = location.hash;
}
const writeHashSoon = debounce(writeHash, 150);

// set merges a change into the state, writes the hash and re-renders the
// current view (unless the change came from that view's own input, which
// renders itself: render false, as typing does). The hash is written at
// once, or when typing pauses (soon, the default for render false).
function set(change, {render = true, soon = !render} = {}) {
	Object.assign(app.state, change);
	if (soon) writeHashSoon();
	else writeHash();
	if ("view" in change) showView(app.state.view);
	else if (render) view(app.state.view)?.render();
	if ("ed" in change) $("#edition").value = app.state.ed;
}

// VIEW_INITS starts each view; a view starts the first time it is shown,
// so that the first highlight waits only for Explore's.
const VIEW_INITS = {
	learn: initLearn,
	explore: initExplore,
	editions: initEditions,
	equivalence: initEquivalence,
	build: initBuild,
	extract: initExtract,
	checklist: initChecklist,
	template: initTemplate,
};

// EARLY_VIEWS start before the engine runs: Learn's lesson is text, and
// Explore draws the first URN from the build's reading (read, above) and
// any other as typed until the engine reads it.
const EARLY_VIEWS = new Set(["learn", "explore"]);

// view returns the started view, starting it if need be (null before the
// engine is loaded, but for EARLY_VIEWS).
function view(name) {
	if (!app.URN && !EARLY_VIEWS.has(name)) return null;
	app.views[name] ??= VIEW_INITS[name](app);
	return app.views[name];
}

function showView(name) {
	// A view that lent part of the page to another (the Learn view's
	// inline playground holds Explore's own section) gives it back first.
	for (const v of Object.values(app.views)) v.leave?.(name);
	for (const v of VIEWS) {
		const tab = $("#tab-" + v);
		const active = v === name;
		tab.setAttribute("aria-selected", String(active));
		tab.tabIndex = active ? 0 : -1;
		$("#view-" + v).hidden = !active;
		// Once the view is drawn, before the frame is painted: measured
		// now, the page would be laid out twice in a row (now and for the
		// view), which at start-up delays the first highlight.
		if (active) requestAnimationFrame(() => keepTabInView(tab));
	}
	// style.css lays some views out differently (Compare editions takes
	// the whole width).
	document.body.dataset.view = name;
	// The Learn view names its lesson (learn.js), after a lesson's title
	// (a bookmark, the history and the tab name it).
	if (name !== "learn") document.title = PLAYGROUND_TITLE;
	const v = view(name);
	// "Starting the URN engine…" where the view waits for it (or what
	// stopped it).
	$("#loading").hidden = v !== null && !engineFailed;
	v?.render();
}

// keepTabInView scrolls the tab strip to a tab (tabstrip.js, once the
// tabs are wired).
let keepTabInView = (/** @type {Element} */ _tab) => {};

function initTabs() {
	keepTabInView = initTabStrip($(".tabs"));
	const tabs = $$(".tabs [role=tab]");
	for (const tab of tabs) {
		on(tab, "click", () => set({view: tab.dataset.view}));
		// Arrow keys move along the tabs (WAI-ARIA tabs pattern).
		on(tab, "keydown", (e) => {
			const i = tabs.indexOf(tab);
			let j = -1;
			if (e.key === "ArrowRight") j = (i + 1) % tabs.length;
			else if (e.key === "ArrowLeft") j = (i - 1 + tabs.length) % tabs.length;
			else if (e.key === "Home") j = 0;
			else if (e.key === "End") j = tabs.length - 1;
			if (j < 0) return;
			e.preventDefault();
			tabs[j].focus();
			set({view: tabs[j].dataset.view});
		});
	}
}

// Section links (a.ref) open their excerpt in the Spec panel: the hash
// holds the page state, so they must not navigate.
function initRefLinks() {
	on(document, "click", (e) => {
		// A glossary term shows its entry in the Spec panel.
		const term = e.target.closest && e.target.closest("a[data-term]");
		if (term) {
			e.preventDefault();
			const t = (app.data.glossary ?? []).find((g) => g.id === term.dataset.term);
			if (t) showTerm(t, app.data.refs ?? {});
			return;
		}
		const a = e.target.closest && e.target.closest("a[data-anchor]");
		if (!a) return;
		e.preventDefault();
		if (a.dataset.library) openInLibrary(a.dataset.anchor);
		else showSpec(a.dataset.anchor, {quiet: false, quote: a.dataset.quote ?? ""});
	});
}


// A hash that is a bare section anchor (a link from outside, or a link in
// the excerpts) opens that section and keeps the state.
function onHashChange() {
	const id = location.hash.slice(1);
	if (isSectionAnchor(id)) {
		openInLibrary(id);
		showSpec(id);
		writeAddress();
		return;
	}
	known = location.hash;
	const {state, problems} = readAddress(location.hash);
	linkNotices(problems);
	app.state = state;
	$("#edition").value = state.ed;
	showView(state.view);
	if (state.spec) showSpec(state.spec);
}

// initShare wires Share: it copies the link to what is on screen, the
// hash written first (typing writes it only once the keys pause); in an
// embed, the playground's own link (the "Open in playground" one).
function initShare() {
	const b = $("#share");
	on(b, "click", () => {
		writeHash();
		copyText(b, isEmbedded() ? $("#open-full").href : location.href);
	});
}

// useEditions takes the editions' list, once, and wires the picker, whose
// options the build wrote from core (site/edition_options.go; the
// build's list and the engine's are the same: resultjson.Editions writes
// both).
function useEditions(list) {
	if (app.editions.length || !list.length) return;
	app.editions = list;
	const select = $("#edition");
	select.value = app.state.ed;
	on(select, "change", () => set({ed: select.value}));
}

// updateOpenLink keeps an embed's "Open in playground" on the state.
let updateOpenLink = () => {};

async function start() {
	await domReady();
	// An embed listens for its page's greeting at once: the greeting comes
	// with the iframe's load event, which the data's fetch does not hold
	// back. Until the state is read, the link is the page's own.
	if (isEmbedded()) updateOpenLink = initEmbedded(() => app.state ? encode(app.state) : location.hash);
	// A lesson's page (address.js) is on screen with its lesson as it is
	// parsed: nothing is done before it is painted. Done at once, reading
	// the data and the course and taking the lesson over held its first
	// paint back (on screen at 464 ms against 388 ms, median of 8 cold
	// loads; its static copy: 280 and 288 ms).
	if (document.querySelector("#lesson[data-drawn]")) await painted();
	app.data = await loadData();
	configure(app.data);
	// The glossary (in the Spec panel, closed) waits for the first view to
	// be painted.
	engineMayStart.then(() => fillGlossary(app.data.glossary ?? [], app.data.refs ?? {}));
	const first = location.hash.slice(1);
	const anchorFirst = isSectionAnchor(first);
	const {state, problems} = readAddress(anchorFirst ? "" : location.hash);
	app.state = state;
	linkNotices(problems);
	wirePage();
	drawFirstView();
	app.started.catch(() => {});
	try {
		app.URN = await engine;
	} catch (err) {
		showEngineFailure(err);
		return;
	}
	// The module's start (compiling its functions as they are first
	// called, Go's own start) is one main-thread task of half a second
	// and more on a slow machine; the view drawn with it, at a link's
	// 65,536 characters, is another. Drawn in the same task, the two made
	// one of over a second.
	await nextTask();
	useEngine(anchorFirst ? first : "");
}

// wirePage wires what the page has whatever the view: the hash, the
// theme, the tabs, Share and the section links.
function wirePage() {
	// A hash changed from now on (the back button, a link, the embedding
	// page) is read at once, even before the engine runs: Learn and
	// Explore are drawn before it.
	on(window, "hashchange", onHashChange);
	on(window, "pagehide", writeHash);
	initTheme();
	initTabs();
	offerLearn();
	initShare();
	initRefLinks();
	if (isSingleFile()) document.body.classList.add("single-file");
}

// drawFirstView draws the link's view if it needs no engine, and lets
// the engine start.
function drawFirstView() {
	// A link to a lesson shows the lesson, which is text, at once (an
	// answer checked before the engine runs is answered once it does);
	// Explore, its first URN (EARLY_VIEWS). drawn is the first view
	// painted, when it was drawn without the engine; the engine starts
	// then, or at once (even should drawing fail).
	let drawn = null;
	try {
		if (EARLY_VIEWS.has(app.state.view)) {
			useEditions(app.data.first?.editions ?? []);
			showView(app.state.view);
		}
		// A lesson, or the course's failure to load, is drawn once the
		// course is in.
		if (learnFirst) drawn = (app.views.learn?.shown ?? course ?? loadCourse()).catch(() => {}).then(painted);
		else if (app.views.explore?.reading) drawn = painted();
	} finally {
		(drawn ?? Promise.resolve()).then(startEngine, startEngine);
	}
}

// showEngineFailure says the engine could not start, and why, where the
// views wait for it.
function showEngineFailure(err) {
	engineStarted.reject(err);
	engineFailed = true;
	$("#loading").hidden = false;
	fill($("#loading"), h("p", {class: "error", role: "alert"},
		"The URN engine could not start: ", String(err && err.message || err),
		". The playground needs a browser with WebAssembly (any current Chrome, Firefox, Safari or Edge) and must not have it blocked by a policy or extension. The spec excerpts still work: open “All spec excerpts”."));
}

// useEngine draws the page again with the engine (app.URN) running;
// sectionFirst is the section a link that is a bare anchor opened ("" for
// any other link).
function useEngine(sectionFirst) {
	$("#engine-version").textContent = "engine API " + app.URN.version;
	useEditions(app.URN.editions());
	engineStarted.resolve(app.URN);
	initEmbedDialog(app, () => encode(app.state));
	document.body.classList.add("ready");
	showView(app.state.view);
	// The link's excerpt, after the view's own (Explore shows its part's).
	const linked = app.state.spec;
	if (linked) showSpec(linked);
	onShown((anchor) => set({spec: anchor}, {render: false}));
	if (sectionFirst) {
		openInLibrary(sectionFirst);
		showSpec(sectionFirst);
	}
	initLibrary();
	// The worker precaches every file, the module too: registered once the
	// first view is drawn, it does not compete with the page's own loads.
	if (!isEmbedded()) registerWorker();
	updateOpenLink();
}

start();
