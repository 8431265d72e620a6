// embedding.js — the page's side of being embedded (?embed=1) and of
// offering embeds: the height messages to the embedding page, the "Open
// in playground" link, and the "Embed this view" dialog with both
// snippets. embed.js is the other side, in the documentation page.

import {h, on, $, copyText, nextTask} from "./dom.js";
import {playgroundURL} from "./address.js";
import {decode, encode, isSectionAnchor} from "./state.js";

const MSG = "urn-playground";

// isEmbedded reports whether the page runs as an embed (?embed=1).
export function isEmbedded() {
	return new URLSearchParams(location.search).get("embed") === "1";
}

// fullURL is the playground itself, for the current state.
function fullURL(hash) {
	const u = playgroundURL();
	u.search = "";
	u.hash = hash;
	return u.href;
}

// initEmbedded runs in the iframe: it waits for embed.js's greeting, and
// from then on tells that origin, and only it, the page's height.
export function initEmbedded(getHash) {
	document.body.classList.add("embed");
	if (new URLSearchParams(location.search).get("compact") === "1") document.body.classList.add("compact");
	const open = $("#open-full");
	open.hidden = false;
	const showReset = initReset();
	const update = () => {
		const hash = getHash();
		open.href = fullURL(hash);
		showReset(hash);
	};
	update();
	holdAtStart();
	// main.js reads a hash set from outside (the embedding page, or
	// Reset) in the same hashchange, after this listener: the link and
	// Reset follow the new state a task later.
	on(window, "hashchange", () => nextTask().then(update));
	let parentOrigin = null;
	const post = () => {
		if (parentOrigin === null) return;
		// The content's own height: scrollHeight never falls below the
		// iframe's, so an embed could grow but never shrink.
		window.parent.postMessage({type: MSG + ":height", height: document.documentElement.getBoundingClientRect().height}, parentOrigin);
	};
	on(window, "message", (e) => {
		// Only the window that embeds us may greet, and it names its origin
		// by sending: a message from anywhere else is ignored.
		if (e.source !== window.parent || window.parent === window) return;
		if (!e.data || e.data.type !== MSG + ":hello") return;
		parentOrigin = e.origin;
		post();
	});
	new ResizeObserver(post).observe(document.documentElement);
	return update;
}

// initReset adds Reset to the controls, for a reader who has changed
// the example: it puts back the state the embed opened with (its
// author's, from embed.js's attributes or the iframe's src, or the one
// the embedding page set last). It returns the function that shows it
// when the state's hash is another state than the author's.
function initReset() {
	let authored = location.hash;
	const button = h("button", {type: "button", id: "embed-reset", class: "embed-reset", title: "Back to the example as the page showed it", hidden: true},
		h("span", {"aria-hidden": "true"}, "↺ "), "Reset");
	$(".controls").prepend(button);
	// Every hashchange comes from outside (the page writes its own hash
	// with replaceState): the author's, unless it is a spec section's
	// anchor, which main.js opens keeping the state.
	on(window, "hashchange", () => {
		if (!isSectionAnchor(location.hash.slice(1))) authored = location.hash;
	});
	on(button, "click", () => {
		// The button hides: focus stays in the embed, on its content.
		$("#main").focus({preventScroll: true});
		// replace, not an assignment: the embedding page's Back button
		// does not go through the embed's states. main.js reads the
		// hash as it reads one the embedding page sets.
		const u = new URL(location.href);
		u.hash = authored;
		location.replace(u.href);
	});
	return (hash) => { button.hidden = sameState(hash, authored); };
}

// sameState says whether two hashes hold one state, as state.js reads
// them: a link's spelling (order, escapes, defaults written out) is not
// a change.
function sameState(a, b) {
	return a === b || encode(decode(a).state) === encode(decode(b).state);
}


// holdAtStart keeps every box of the embed scrolled to its start until
// the reader first touches the embed. Drawing a view scrolls some
// sideways (the tab strip to its tab, the compare table to the chosen
// edition's column), and an embed opened its author's example with the
// table's row labels cut. A hash set from outside opens an example
// again, and holds again.
function holdAtStart() {
	let holding = true;
	on(document, "scroll", (e) => {
		const el = e.target === document ? document.scrollingElement : e.target;
		if (holding && el.scrollLeft !== 0) el.scrollLeft = 0;
	}, {capture: true, passive: true});
	for (const type of ["pointerdown", "keydown", "wheel", "touchstart"]) {
		on(document, type, () => { holding = false; }, {capture: true, passive: true});
	}
	on(window, "hashchange", () => { holding = true; });
}

// snippets returns the two ways to embed the current state, with the
// element's options ({compact, theme}: embed.js's attributes), and the
// iframe's address, which the dialog's preview shows.
function snippets(state, hash, defaultEdition, {compact, theme}) {
	const base = new URL("./", location.href);
	const attrs = [`value="${escapeAttr(state.view === "equivalence" ? state.a : state.urn)}"`];
	if (state.ed !== defaultEdition) attrs.push(`edition="${state.ed}"`);
	if (state.view !== "explore") attrs.push(`view="${state.view}"`);
	for (const k of ["lesson", "course"]) {
		if (state.view === "learn" && state[k]) attrs.push(`${k}="${escapeAttr(state[k])}"`);
	}
	if (compact) attrs.push("compact");
	if (theme !== "auto") attrs.push(`theme="${escapeAttr(theme)}"`);
	const element = `<script type="module" src="${new URL("embed.js", base).href}"></script>\n<urn-playground ${attrs.join(" ")}></urn-playground>`;
	const src = new URL(base.href);
	const q = new URLSearchParams({embed: "1"});
	if (compact) q.set("compact", "1");
	if (theme !== "auto") q.set("theme", theme);
	src.search = q.toString();
	src.hash = hash;
	const iframe = `<iframe src="${escapeAttr(src.href)}" title="URN Playground" width="100%" height="480" style="border:0"></iframe>`;
	return {element, iframe, src: src.href};
}

function escapeAttr(s) {
	return String(s).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

// initEmbedDialog wires "Embed this view".
export function initEmbedDialog(app, getHash) {
	const link = $("#embed-link");
	const dialog = $("#embed-dialog");
	const compact = $("#embed-compact");
	const theme = $("#embed-theme");
	// The preview's iframe is made when the dialog first opens: in the
	// page's HTML, the parser made a browsing context for it (a document,
	// a JS realm) on every load, before the first highlight.
	let preview = null;
	// update writes the snippets for the state and the options, and points
	// the preview at the iframe snippet's address: what a reader will see.
	const update = () => {
		const s = snippets(app.state, getHash(), app.data.defaultEdition, {compact: compact.checked, theme: theme.value});
		$("#embed-element").value = s.element;
		$("#embed-iframe").value = s.iframe;
		if (!preview) {
			preview = h("iframe", {id: "embed-preview", class: "embed-preview", title: "Preview of the embed", "aria-labelledby": "embed-preview-label"});
			$("#embed-preview-slot").replaceWith(preview);
		}
		if (preview.src !== s.src) preview.src = s.src;
	};
	on(compact, "change", update);
	on(theme, "change", update);
	on(link, "click", (e) => {
		e.preventDefault();
		update();
		dialog.showModal();
	});
	// A closed dialog's preview stops: its engine need not keep running.
	on(dialog, "close", () => preview?.removeAttribute("src"));
	for (const key of ["element", "iframe"]) {
		const b = $("#embed-copy-" + key);
		on(b, "click", () => copyText(b, $("#embed-" + key).value));
	}
	on($("#embed-close"), "click", () => dialog.close());
}

// registerWorker makes the site work offline after one visit (sw.js).
// Not for the single-file build (from file:// or served: it needs none,
// and its Content-Security-Policy allows no worker) or when the browser
// has no service workers.
export function registerWorker() {
	if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
	if (document.getElementById("urn-wasm")) return; // the single file carries everything itself
	navigator.serviceWorker.register("./sw.js").catch(() => {
		// Blocked (private mode, a policy): the page works online as before.
	});
}

// isSingleFile reports whether this is the single-file build, which
// carries its module inline (once the page is parsed).
export function isSingleFile() {
	return document.getElementById("urn-wasm") !== null;
}

// inlineModule returns the wasm bytes a single-file build carries, or
// undefined: <script type="application/octet-stream" id="urn-wasm">
// holds the module gzip-compressed and base64-encoded, and id
// "urn-template-wasm" the registration templates' module.
export async function inlineModule(id = "urn-wasm") {
	const el = document.getElementById(id);
	if (!el) return undefined;
	const bin = atob(el.textContent.trim());
	const bytes = new Uint8Array(bin.length);
	for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
	const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
	return new Response(stream).arrayBuffer();
}
