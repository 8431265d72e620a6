// embedding.js — the page's side of being embedded (?embed=1) and of
// offering embeds: the height messages to the embedding page, the "Open
// in playground" link, and the "Embed this view" dialog with both
// snippets. embed.js is the other side, in the documentation page.

import {h, on, $, copyText} from "./dom.js";
import {playgroundURL} from "./address.js";

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
	const update = () => { open.href = fullURL(getHash()); };
	update();
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
// holds the module gzip-compressed and base64-encoded.
export async function inlineModule() {
	const el = document.getElementById("urn-wasm");
	if (!el) return undefined;
	const bin = atob(el.textContent.trim());
	const bytes = new Uint8Array(bin.length);
	for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
	const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
	return new Response(stream).arrayBuffer();
}
