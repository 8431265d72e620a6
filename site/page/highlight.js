// highlight.js — colour a textarea's text in place. The textarea sits over
// a backdrop that holds the same text cut into spans; the textarea's own
// text is transparent, so one sees the backdrop's colours through it while
// typing, selecting and the caret stay the browser's own. The backdrop is
// aria-hidden: the parts table says the same in text.

import {h} from "./dom.js";

// HIGHLIGHT_CAP is the longest text coloured in place. A longer text is
// shown by the textarea itself, uncoloured, with an empty backdrop: the
// backdrop would have to hold all of it (the textarea's own text is
// transparent), and laying a 1 MB paste out twice, once with thousands of
// spans, kept the page busy for seconds.
export const HIGHLIGHT_CAP = 20000;

// paint fills backdrop with text cut at every mark's boundaries. A mark is
// {start, end, cls, key}: UTF-16 offsets, the classes its characters get,
// and an optional key (data-key) to find its spans again. Marks may nest
// or overlap; a character gets the classes of every mark over it. A mark
// with start === end (something missing at that point) is drawn as a
// zero-width caret mark. A text over HIGHLIGHT_CAP is left plain (the
// field gets the class "plain"). Returns whether it was.
export function paint(backdrop, text, marks) {
	const plain = text.length > HIGHLIGHT_CAP;
	backdrop.parentElement.classList.toggle("plain", plain);
	if (plain) {
		backdrop.replaceChildren();
		return true;
	}
	const limit = text.length;
	const cuts = new Set([0, limit]);
	const gaps = new Map(); // offset → marks of zero width there
	for (const m of marks) {
		if (m.start > limit) continue;
		if (m.start === m.end) {
			if (!gaps.has(m.start)) gaps.set(m.start, []);
			gaps.get(m.start).push(m);
			continue;
		}
		cuts.add(m.start);
		cuts.add(Math.min(m.end, limit));
	}
	const points = [...cuts].filter((c) => c >= 0 && c <= limit).sort((a, b) => a - b);
	const frag = document.createDocumentFragment();
	// Marks sorted by start let each segment look only at marks that can
	// cover it.
	const sorted = marks.filter((m) => m.start < m.end && m.start < limit).sort((a, b) => a.start - b.start);
	let open = [];
	let next = 0;
	for (let i = 0; i < points.length; i++) {
		const at = points[i];
		for (const g of gaps.get(at) ?? []) {
			frag.append(h("span", {class: "gap " + g.cls, dataset: g.key === undefined ? undefined : {key: g.key}}));
		}
		if (i === points.length - 1) break;
		const end = points[i + 1];
		while (next < sorted.length && sorted[next].start <= at) open.push(sorted[next++]);
		open = open.filter((m) => m.end > at);
		const cls = open.map((m) => m.cls).join(" ");
		const keys = open.filter((m) => m.key !== undefined).map((m) => m.key).join(" ");
		const seg = text.slice(at, end);
		if (!cls) {
			frag.append(seg);
		} else {
			frag.append(h("span", {class: cls, dataset: keys ? {key: keys} : undefined}, seg));
		}
	}
	// A trailing newline needs a character after it to take up its line.
	frag.append("\u200b");
	backdrop.replaceChildren(frag);
	return false;
}

// link keeps a textarea and its backdrop aligned: the same scroll, and a
// height that grows with the text (up to the CSS max-height). Where CSS
// can size the textarea to its content (field-sizing), it does, and grow
// does nothing (reading a scroll position would force a layout on every
// keystroke); elsewhere grow measures once per call. The view
// calls grow after each render, so a keystroke lays the page out once.
export function link(textarea, backdrop) {
	const sync = () => {
		backdrop.scrollTop = textarea.scrollTop;
		backdrop.scrollLeft = textarea.scrollLeft;
	};
	textarea.addEventListener("scroll", sync);
	const native = typeof CSS !== "undefined" && CSS.supports && CSS.supports("field-sizing", "content");
	if (native) textarea.classList.add("sized");
	let lastLength = -1;
	const grow = () => {
		// Natively sized, the textarea scrolls only past its max-height,
		// and its scroll event syncs the backdrop: nothing to measure.
		if (native) return;
		const n = textarea.value.length;
		if (n < lastLength) textarea.style.height = "auto"; // it may shrink
		lastLength = n;
		const want = textarea.scrollHeight + 2 + "px";
		if (textarea.style.height !== want) textarea.style.height = want;
		sync();
	};
	new ResizeObserver(grow).observe(textarea.parentElement);
	return grow;
}

// keyAt finds the marks drawn under a pointer: the data-key of the
// innermost backdrop span whose box holds (x, y). The textarea lies on top,
// so the pointer's own target never is a backdrop span.
export function keyAt(backdrop, x, y) {
	let found = null;
	for (const span of backdrop.querySelectorAll("span[data-key]")) {
		for (const r of span.getClientRects()) {
			if (x >= r.left && x < r.right && y >= r.top && y < r.bottom) found = span.dataset.key;
		}
	}
	return found;
}
