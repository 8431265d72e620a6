// build.js — "Build a URN": a namespace and a raw identifier in any script
// become a conformant URN (every character the edition does not allow is
// %-encoded, with the reason), and the URN is shown back the way a person
// should read it, with look-alike characters marked.

import {h, on, $, fill, copyText} from "./dom.js";
import {refLink, verdict, diagnosticItem, errorBox, more, visibleText, visibleLong, visibleChar, shownRanges, leftOut} from "./ui.js";
import {READ_CAP, ROW_CAP, DIAG_CAP} from "./explore.js";
import {HIGHLIGHT_CAP} from "./highlight.js";

// displayText draws the display form with the spans of notes (the ones
// listed) marked; of a long one, its two ends (shownRanges).
function displayText(d, notes) {
	const marks = notes.filter((n) => n.start >= 0 && n.end > n.start).sort((x, y) => x.start - y.start);
	const out = [];
	let prev = 0;
	for (const [start, end] of shownRanges(d.text)) {
		if (start > prev) out.push(leftOut(start - prev));
		let at = start;
		for (const n of marks) {
			if (n.start < at || n.start >= end) continue;
			const stop = Math.min(n.end, end);
			out.push(visibleText(d.text.slice(at, n.start)));
			out.push(h("mark", {class: n.code === "display-confusable" ? "confusable" : "noted", title: n.message}, visibleText(d.text.slice(n.start, stop))));
			at = stop;
		}
		out.push(visibleText(d.text.slice(at, end)));
		prev = end;
	}
	return out;
}

// displayPart is the display form of urn (URN.display), marked, and its
// notes.
function displayPart(app, urn) {
	const d = app.URN.display(urn, {edition: app.state.ed});
	if (d.error) return errorBox(d.error);
	const notes = d.notes.slice(0, DIAG_CAP);
	return [
		h("p", {class: "result-urn", id: "build-display"}, displayText(d, notes)),
		d.notes.length ? h("ul", {class: "diagnostics", id: "build-notes"}, notes.map((n) => h("li", {class: "diag diag-" + n.severity},
			h("p", {class: "diag-msg"}, n.message, n.like ? [" Looks like ", h("code", {}, n.like), "."] : null), refLink(n.ref))),
		more(d.notes.length + d.unlisted, DIAG_CAP, "notes (their characters are not marked above)")) : h("p", {class: "muted"}, "No look-alike characters."),
	];
}

export function initBuild(app) {
	const nid = $("#build-nid");
	const raw = $("#build-raw");
	const special = $("#build-special");
	const out = $("#build-result");

	// renders counts the renders, so that a display form read later
	// (below) is drawn only if no render came since.
	let renders = 0;

	function render() {
		for (const [el, k] of [[nid, "nid"], [raw, "raw"], [special, "special"]]) if (el.value !== app.state[k]) el.value = app.state[k];
		const e = app.URN.encode(app.state.raw.slice(0, READ_CAP), {edition: app.state.ed, nid: app.state.nid, special: app.state.special});
		if (e.error) {
			fill(out, errorBox(e.error));
			return;
		}
		const urn = e.urn ?? "urn:" + app.state.nid + ":" + e.nss;
		const copy = h("button", {type: "button", class: "small", id: "build-copy"}, "Copy");
		on(copy, "click", () => copyText(copy, urn));
		const open = h("button", {type: "button", class: "small"}, "Explore it");
		on(open, "click", () => app.set({urn, view: "explore"}));
		const shown = h("div", {class: "build-display-part"});
		fill(out,
			h("h2", {class: "h"}, "The URN ", verdict(e.valid)),
			h("p", {class: "result-urn", id: "build-urn"}, visibleLong(urn)), h("p", {}, copy, " ", open),
			e.diagnostics.length ? h("ul", {class: "diagnostics"}, e.diagnostics.slice(0, DIAG_CAP).map((x) => diagnosticItem(x, app.state.raw)),
				more(e.diagnostics.length, DIAG_CAP, "diagnostics")) : null,
			h("h2", {class: "h"}, "Encoded characters"),
			e.chars.length
				? [h("div", {class: "chars", role: "list"}, e.chars.slice(0, ROW_CAP).map((c) => h("div", {role: "listitem", class: "contents"},
					h("code", {}, visibleChar(c.char)), h("code", {}, c.encoded), h("span", {}, c.reason, " ", refLink(c.ref))))),
				more(e.chars.length + e.unlisted, ROW_CAP, "encoded characters", "p", "chars-more")]
				: h("p", {class: "muted"}, "None: every character is allowed as it is."),
			h("h2", {class: "h"}, "How a person should read it"),
			shown);
		// A long URN's display form is read in a task of its own, so that
		// the page is not one long task (a link's 65,536 characters took
		// 1.4 s in one); a short one's at once, without a flicker.
		const token = ++renders;
		if (urn.length <= HIGHLIGHT_CAP) {
			fill(shown, displayPart(app, urn));
			return;
		}
		fill(shown, h("p", {class: "muted"}, "Reading its display form…"));
		setTimeout(() => {
			if (token === renders) fill(shown, displayPart(app, urn));
		}, 0);
	}
	for (const [el, k] of [[nid, "nid"], [raw, "raw"], [special, "special"]]) {
		on(el, "input", () => {
			app.set({[k]: el.value}, {render: false});
			render();
		});
	}
	return {render};
}
