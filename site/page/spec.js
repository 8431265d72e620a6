// spec.js — the Spec panel: shows the excerpt of one cited section. The
// excerpts are rendered at build time (site/spec/*.md) into a file of
// their own, which the library (#spec-library, data-src) fetches the
// first time an excerpt is wanted or the page is idle; the single file
// carries them inline. The panel shows a copy of one, so the library
// keeps the only element with each id.

import {h, on, fill, $} from "./dom.js";

let current = "";
let wanted = "";
let quoted = ""; // the quote marked in the panel
let library = null; // the excerpts' loading: a promise of true, or false on failure
let shown = (/** @type {string} */ _anchor) => {}; // told each anchor the panel is to show: the page keeps it in the link

// onShown sets what is told the anchor of each excerpt the panel shows.
export function onShown(f) {
	shown = f;
}

// loadLibrary fills the library with the excerpts, once; the promise says
// whether they are there. A failure (offline before the first visit
// finished) may be retried by a later call.
export function loadLibrary() {
	const lib = $("#spec-library");
	if (library) return library;
	if (lib.querySelector(".spec-doc") || !lib.dataset.src) {
		library = Promise.resolve(true);
		return library;
	}
	library = fetch(lib.dataset.src)
		.then((r) => {
			if (!r.ok) throw new Error("HTTP " + r.status);
			return r.text();
		})
		.then((html) => {
			// The excerpts are the build's own rendering of the spec texts,
			// not user input.
			const doc = new DOMParser().parseFromString(html, "text/html");
			lib.replaceChildren(...doc.body.childNodes);
			return true;
		})
		.catch((err) => {
			library = null;
			fill(lib, h("p", {class: "error"}, "The spec excerpts could not be loaded (", String(err.message || err), "). Reload the page to try again."));
			return false;
		});
	return library;
}

// initLibrary loads the excerpts when "All spec excerpts" is opened, and
// otherwise once the page is idle, so that the panel never waits for them
// when the caret moves.
export function initLibrary() {
	on($("#spec-all"), "toggle", () => {
		if ($("#spec-all").open) loadLibrary();
	});
	(window.requestIdleCallback ?? ((f) => setTimeout(f, 200)))(() => loadLibrary());
}

// showSpec shows the section with this anchor; quiet keeps focus where it
// is (caret moves), otherwise the panel takes focus (a followed link).
// quote, a lesson's citation's words (its link's data-quote), is marked
// in the excerpt.
export function showSpec(anchor, {quiet = true, quote = ""} = {}) {
	if (!anchor || (anchor === current && quote === quoted)) return;
	wanted = anchor;
	// Told at once, not when the excerpts have loaded: the link follows
	// what the page was asked to show in the same turn.
	shown(anchor);
	if (document.getElementById(anchor)) {
		show(anchor, quiet, quote);
		return;
	}
	loadLibrary().then(() => {
		if (wanted === anchor) show(anchor, quiet, quote);
	});
}

function show(anchor, quiet, quote = "") {
	const src = document.getElementById(anchor);
	const panel = $("#spec-current");
	if (!src || !src.classList.contains("spec-sec")) {
		fill(panel, h("p", {class: "muted"}, "No excerpt for " + anchor + "."));
		current = "";
		return;
	}
	current = anchor;
	quoted = quote;
	const copy = /** @type {Element} */ (src.cloneNode(true));
	copy.removeAttribute("id");
	copy.removeAttribute("tabindex");
	const mark = quote ? markQuote(copy, quote) : null;
	const doc = src.closest(".spec-doc");
	const head = doc && doc.querySelector(".spec-head h1");
	fill(panel, head ? h("p", {class: "spec-from"}, head.textContent) : null, copy,
		h("p", {class: "spec-more"}, h("a", {href: "#" + anchor, class: "ref", dataset: {anchor, library: "1"}}, "Show in all excerpts")));
	if (!quiet) {
		panel.setAttribute("tabindex", "-1");
		panel.focus({preventScroll: false});
	}
	mark?.scrollIntoView({block: "nearest"});
}

// markQuote marks the words of quote in root's text (white space aside,
// as the build checked them: site/quote.go) with <mark class="spec-quote">
// elements, and returns the first, or null when they are not there.
export function markQuote(root, quote) {
	const want = quote.trim().replace(/\s+/g, " ");
	if (!want) return null;
	// The text, white space collapsed, and for each of its characters the
	// text node and offset it comes from.
	let text = "";
	/** @type {[Text, number][]} */
	const at = [];
	const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
	let block = null;
	let last = null;
	for (let node = /** @type {Text | null} */ (walker.nextNode()); node; node = /** @type {Text | null} */ (walker.nextNode())) {
		// A block ends a word even where no white space separates it.
		const inBlock = node.parentElement?.closest("p, li, pre, td, th, dt, dd, h1, h2, h3, h4") ?? null;
		if (last && inBlock !== block && text !== "" && !text.endsWith(" ")) {
			text += " ";
			at.push([last, last.length]);
		}
		block = inBlock;
		last = node;
		const s = node.data;
		for (let i = 0; i < s.length; i++) {
			const space = /\s/.test(s[i]);
			if (space && (text === "" || text.endsWith(" "))) continue;
			text += space ? " " : s[i];
			at.push([node, i]);
		}
	}
	const i = text.indexOf(want);
	if (i < 0) return null;
	const [startNode, startOffset] = at[i];
	const [endNode, endOffset] = at[i + want.length - 1];
	/** @type {Text[]} */
	const nodes = [];
	const all = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
	let inside = false;
	for (let node = all.nextNode(); node; node = all.nextNode()) {
		if (node === startNode) inside = true;
		if (inside) nodes.push(/** @type {Text} */ (node));
		if (node === endNode) break;
	}
	let first = null;
	for (const node of nodes) {
		const from = node === startNode ? startOffset : 0;
		const to = node === endNode ? Math.min(endOffset + 1, node.length) : node.length;
		if (to <= from || !node.data.slice(from, to).trim()) continue;
		const piece = node.splitText(from);
		piece.splitText(to - from);
		const mark = h("mark", {class: "spec-quote"});
		piece.replaceWith(mark);
		mark.append(piece);
		first ??= mark;
	}
	return first;
}

// openInLibrary opens "All spec excerpts" at the section.
export async function openInLibrary(anchor) {
	await loadLibrary();
	const el = document.getElementById(anchor);
	if (!el) return;
	$("#spec-all").open = true;
	el.scrollIntoView({block: "start"});
	el.focus({preventScroll: true});
}

// showTerm shows a glossary entry (core.Glossary, from the page's data)
// in the panel: the term, its plain-words explanation and its section.
export function showTerm(t, refs) {
	current = "";
	wanted = "";
	fill($("#spec-current"), h("div", {class: "glossary-entry"},
		h("h3", {class: "explain-title"}, t.name),
		h("p", {}, t.plain),
		h("p", {}, termRef(t, refs))));
}

// termRef links a glossary entry's section, its quote shown on hover and
// marked in the excerpt it opens.
function termRef(t, refs) {
	return h("a", {href: "#" + t.anchor, class: "ref", title: t.quote ? `“${t.quote}”` : null, dataset: {anchor: t.anchor, quote: t.quote ?? ""}}, refs[t.anchor] ?? t.anchor);
}

// termLink links a glossary term where an explanation uses it.
export function termLink(seg) {
	return h("a", {href: "#term-" + seg.term, class: "term", dataset: {term: seg.term}}, seg.text);
}

// fillGlossary lists every glossary entry with its section.
export function fillGlossary(terms, refs) {
	const list = $("#glossary-list");
	if (!list) return; // the page was left before the engine could start
	fill(list, terms.flatMap((t) => [
		h("dt", {id: "term-" + t.id}, t.name),
		h("dd", {}, t.plain, " ", termRef(t, refs)),
	]));
}
