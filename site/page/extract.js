// extract.js — "Find URNs in text": every URN in a paragraph, highlighted
// in place and listed with its verdict, what the prose reading trimmed,
// and the first error with its fix.

import {h, on, $, fill, plural} from "./dom.js";
import {paint, link, HIGHLIGHT_CAP} from "./highlight.js";
import {refLink, verdict, errorBox, more, fixPreview, nsVerdict} from "./ui.js";
import {READ_CAP, ROW_CAP} from "./explore.js";

export function initExtract(app) {
	const input = $("#extract-text");
	const backdrop = input.closest(".hl-field").querySelector(".hl-backdrop");
	const grow = link(input, backdrop);
	const strict = $("#extract-strict");

	function render() {
		if (input.value !== app.state.text) input.value = app.state.text;
		strict.checked = app.state.strict === "1";
		const text = app.state.text.slice(0, READ_CAP);
		// A text too long to colour in place needs only the URNs listed
		// below it, and the counts: all of them, at the hash's 64 Ki,
		// were a second's work.
		const list = app.state.text.length > HIGHLIGHT_CAP ? ROW_CAP : null;
		const x = app.URN.extract(text, {edition: app.state.ed, strict: strict.checked, list});
		if (x.error) {
			fill($("#extract-summary"), errorBox(x.error));
			return;
		}
		// The namespace reading of each URN listed (URN.parse): a valid URN
		// may still name nothing, as an ISBN with a wrong check digit.
		const listed = x.found.slice(0, ROW_CAP);
		const ns = listed.map((f) => {
			const r = app.URN.parse(f.text, {edition: app.state.ed});
			return r.error ? null : r.namespace;
		});
		const marks = [];
		x.found.forEach((f, i) => {
			const nsBad = ns[i]?.verdict === "violates";
			marks.push({start: f.start, end: f.end, cls: f.valid ? (nsBad ? "found found-ns-bad" : "found") : "found-bad", key: "f" + i});
			if (f.trimmed) marks.push({start: f.trimmed.start, end: f.trimmed.end, cls: "trimmed"});
		});
		paint(backdrop, app.state.text, marks);
		grow();
		const bad = x.invalid;
		const nsBad = ns.filter((n) => n?.verdict === "violates").length;
		$("#extract-summary").textContent = x.total
			? `${plural(x.total, "URN")} found${bad ? `, ${bad.toLocaleString("en")} not valid` : ""}${nsBad ? `, ${nsBad} against ${nsBad === 1 ? "its" : "their"} namespace's own syntax` : ""}.`
			: "No URN found: a URN starts with “urn:” followed by a namespace.";
		fill($("#extract-list"), listed.map((f, i) => {
			const explore = h("button", {type: "button", class: "small"}, "Explore");
			on(explore, "click", () => app.set({urn: f.text, view: "explore"}));
			return h("li", {},
				verdict(f.valid), " ", h("code", {}, f.text), " ", h("span", {class: "muted"}, `at ${f.start}–${f.end}`), " ", explore,
				f.trimmed ? h("p", {class: "muted"}, "Left out as punctuation of the sentence: ", h("code", {}, f.trimmed.text)) : null,
				ns[i]?.rule ? h("p", {class: "found-ns"}, nsVerdict(ns[i])) : null,
				f.error ? h("p", {}, f.error.message, " ", refLink(f.error.ref), f.error.fix ? [" Fixed: ", h("code", {}, fixPreview(inFound(f.error.fix, f), f.text))] : null) : null);
		}), more(x.total, ROW_CAP, "URNs (highlighted in the text, not listed)"));
	}
	on(input, "input", () => {
		app.set({text: input.value}, {render: false});
		render();
	});
	on(strict, "change", () => app.set({strict: strict.checked ? "1" : "0"}));
	return {render};
}

// inFound is an extract error's fix with its offsets into the URN found
// (f.text), as its result is the URN fixed: so fixed() can splice it
// where the engine leaves the result out.
function inFound(fix, f) {
	return {...fix, start: fix.start - f.start, end: fix.end - f.start};
}
