// build.js — "Build a URN": a namespace and a raw identifier in any script
// become a conformant URN (every character the edition does not allow is
// %-encoded, with the reason), and the URN is shown back the way a person
// should read it, with look-alike characters marked.

import {h, on, $, fill, copyText} from "./dom.js";
import {refLink, verdict, diagnosticItem, errorBox, more, visibleText} from "./ui.js";
import {READ_CAP, ROW_CAP, DIAG_CAP} from "./explore.js";

// displayText draws the display form with the spans of notes (the ones
// listed) marked.
function displayText(d, notes) {
	const marks = notes.filter((n) => n.start >= 0 && n.end > n.start).sort((x, y) => x.start - y.start);
	const out = [];
	let at = 0;
	for (const n of marks) {
		if (n.start < at) continue;
		out.push(visibleText(d.text.slice(at, n.start)));
		out.push(h("mark", {class: n.code === "display-confusable" ? "confusable" : "noted", title: n.message}, visibleText(d.text.slice(n.start, n.end))));
		at = n.end;
	}
	out.push(visibleText(d.text.slice(at)));
	return out;
}

export function initBuild(app) {
	const nid = $("#build-nid");
	const raw = $("#build-raw");
	const special = $("#build-special");
	const out = $("#build-result");

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
		const d = app.URN.display(urn, {edition: app.state.ed});
		const notes = d.error ? [] : d.notes.slice(0, DIAG_CAP);
		fill(out,
			h("h2", {class: "h"}, "The URN ", verdict(e.valid)),
			h("p", {class: "result-urn", id: "build-urn"}, visibleText(urn)), h("p", {}, copy, " ", open),
			e.diagnostics.length ? h("ul", {class: "diagnostics"}, e.diagnostics.slice(0, DIAG_CAP).map((x) => diagnosticItem(x, app.state.raw)),
				more(e.diagnostics.length, DIAG_CAP, "diagnostics")) : null,
			h("h2", {class: "h"}, "Encoded characters"),
			e.chars.length
				? [h("div", {class: "chars", role: "list"}, e.chars.slice(0, ROW_CAP).map((c) => h("div", {role: "listitem", class: "contents"},
					h("code", {}, c.char), h("code", {}, c.encoded), h("span", {}, c.reason, " ", refLink(c.ref))))),
				more(e.chars.length + e.unlisted, ROW_CAP, "encoded characters", "p", "chars-more")]
				: h("p", {class: "muted"}, "None: every character is allowed as it is."),
			h("h2", {class: "h"}, "How a person should read it"),
			d.error ? errorBox(d.error) : [
				h("p", {class: "result-urn", id: "build-display"}, displayText(d, notes)),
				d.notes.length ? h("ul", {class: "diagnostics", id: "build-notes"}, notes.map((n) => h("li", {class: "diag diag-" + n.severity},
					h("p", {class: "diag-msg"}, n.message, n.like ? [" Looks like ", h("code", {}, n.like), "."] : null), refLink(n.ref))),
				more(d.notes.length + d.unlisted, DIAG_CAP, "notes (their characters are not marked above)")) : h("p", {class: "muted"}, "No look-alike characters."),
			]);
	}
	for (const [el, k] of [[nid, "nid"], [raw, "raw"], [special, "special"]]) {
		on(el, "input", () => {
			app.set({[k]: el.value}, {render: false});
			render();
		});
	}
	return {render};
}
