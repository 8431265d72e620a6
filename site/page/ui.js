// ui.js — the pieces every view draws the same way: section links,
// diagnostics with their fix buttons, verdict badges.

import {h, on} from "./dom.js";

// partName is a kind's name as core explains it (site/data.go, parts:
// "namespace specific string (NSS)" for "nss"), under the chosen edition
// or else the first that has it.
export function partName(app, kind) {
	const parts = app.data.parts ?? {};
	const eds = [app.state.ed, ...Object.keys(parts)];
	return eds.map((ed) => parts[ed]?.[kind]?.name).find(Boolean) ?? kind;
}

// refLink links a core Ref ({edition, section, anchor, text}) to its
// excerpt; main.js opens it in the spec panel instead of navigating.
export function refLink(ref, label) {
	if (!ref || !ref.anchor) return null;
	return h("a", {href: "#" + ref.anchor, class: "ref", dataset: {anchor: ref.anchor}}, label ?? ref.text);
}

const SEVERITY_LABEL = {error: "Error", warning: "Warning", info: "Note"};

// severityBadge is text plus a symbol, never colour alone.
export function severityBadge(severity) {
	const sym = {error: "✖", warning: "▲", info: "ℹ"}[severity] ?? "•";
	return h("span", {class: "sev sev-" + severity}, h("span", {"aria-hidden": "true"}, sym + " "), SEVERITY_LABEL[severity] ?? severity);
}

// diagnosticItem draws one diagnostic as a list item: severity, where,
// the message, its section, and a button applying its fix (onFix gets the
// fix's result). input is the text the offsets point into.
export function diagnosticItem(d, input, onFix, onFocus) {
	const where = d.start < 0 ? "" : d.start === d.end ? `at ${d.start}` : `${d.start}–${d.end}`;
	const shown = d.start >= 0 && d.end > d.start ? input.slice(d.start, d.end) : "";
	const li = h("li", {class: "diag diag-" + d.severity, tabindex: "0", dataset: {start: d.start, end: d.end}},
		h("div", {class: "diag-head"}, severityBadge(d.severity),
			h("span", {class: "diag-where"}, where),
			shown ? h("code", {class: "diag-text"}, shown.length > 40 ? shown.slice(0, 40) + "…" : shown) : null,
			h("span", {class: "diag-code"}, d.code)),
		h("p", {class: "diag-msg"}, d.message),
		d.ref ? h("p", {class: "diag-ref"}, refLink(d.ref)) : null);
	if (d.fix && onFix) {
		const gives = fixPreview(d.fix, input);
		const b = h("button", {type: "button", class: "fix", title: "Gives: " + gives}, "Fix: " + d.fix.title);
		on(b, "click", () => onFix(fixed(d.fix, input), d.fix.start + d.fix.new.length));
		li.append(h("p", {class: "diag-fix"}, b, " ", h("span", {class: "muted"}, "→ "), h("code", {}, gives)));
	}
	if (onFocus) {
		on(li, "focusin", () => onFocus(d));
		on(li, "mouseenter", () => onFocus(d));
	}
	return li;
}

// FIX_SHOWN is the longest fix result shown whole; FIX_CONTEXT how many
// characters of a longer one are shown on each side of the change.
const FIX_SHOWN = 120;
const FIX_CONTEXT = 30;

// fixPreview is what a fix gives, as shown: the whole result when it is
// short, else the changed stretch with some context and "…" for the rest.
// A long paste has hundreds of fixes, and printing the whole input again
// in each of them took seconds of layout for nothing anyone reads.
export function fixPreview(fix, input) {
	const r = fixed(fix, input);
	if (r.length <= FIX_SHOWN) return r;
	const from = Math.max(0, fix.start - FIX_CONTEXT);
	const to = Math.min(r.length, fix.start + fix.new.length + FIX_CONTEXT);
	return (from > 0 ? "…" : "") + r.slice(from, to) + (to < r.length ? "…" : "");
}

// CONTROL matches the characters that show as nothing: the C0 and C1
// control characters and DEL.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

// visibleText is s for reading, not editing: each control character is
// written as the terminal tool writes it, \x01 or \u0085, so that it is
// seen, and so that a long run of them is not laid out as such (a link
// whose NID held 32,768 U+0085 took the page 28 s to lay out).
export function visibleText(s) {
	return s.replace(CONTROL, (c) => {
		const n = c.charCodeAt(0);
		return n < 0x80 ? "\\x" + n.toString(16).padStart(2, "0") : "\\u" + n.toString(16).padStart(4, "0");
	});
}

// SHOWN_CAP is the most of a long result drawn for reading (a built URN,
// its display form): its first and last halves, with the count of what
// is left out between them. Laid out whole, a link's 229,400-character
// URN and its display form took the page 0.8 s; Copy still takes it all.
export const SHOWN_CAP = 2000;

// shownRanges are the [start, end) ranges of a text drawn for reading:
// all of it, or its two ends (SHOWN_CAP UTF-16 units in all), cut
// between characters and never inside a %-escape.
export function shownRanges(text, cap = SHOWN_CAP) {
	const n = text.length;
	if (n <= cap) return [[0, n]];
	return [[0, cutAt(text, cap / 2)], [cutAt(text, n - cap / 2), n]];
}

// cutAt is the cut at or just before i that splits neither a surrogate
// pair nor a %HH.
function cutAt(text, i) {
	const c = text.charCodeAt(i);
	if (c >= 0xdc00 && c <= 0xdfff) i--;
	if (text[i - 1] === "%") return i - 1;
	if (text[i - 2] === "%") return i - 2;
	return i;
}

// leftOut is the note drawn where shownRanges left units out.
export function leftOut(units) {
	return h("span", {class: "left-out"}, `… ${units.toLocaleString("en")} characters not shown here (Copy takes them all) …`);
}

// visibleLong is visibleText over shownRanges: a long text's two ends.
export function visibleLong(text) {
	const out = [];
	let at = 0;
	for (const [start, end] of shownRanges(text)) {
		if (start > at) out.push(leftOut(start - at));
		out.push(visibleText(text.slice(start, end)));
		at = end;
	}
	return out;
}

// INVISIBLE matches a character that shows as nothing or as white
// space: spaces of every width, joiners and marks of direction, the
// byte order mark, and the controls.
const INVISIBLE = /^[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]$/u;

// visibleChar shows one character for a table cell: itself when it can
// be seen, else its code point (a space as "space U+0020"; the symbol
// ␠ is missing from common fonts), so that an encoded space is no empty
// cell.
export function visibleChar(c) {
	if (!INVISIBLE.test(c)) return c;
	const u = "U+" + c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0");
	return c === " " ? "space " + u : u;
}

// fixed is input with fix applied: its result, which the engine leaves
// out (null) for a long input, where it is the splice of new.
export function fixed(fix, input) {
	return fix.result ?? input.slice(0, fix.start) + fix.new + input.slice(fix.end);
}

// more closes a list capped at cap items: an element of tag saying how
// many of total were left out (class "more" and cls), or null when none
// were.
export function more(total, cap, what, tag = "li", cls = "") {
	if (total <= cap) return null;
	return h(tag, {class: "muted more" + (cls ? " " + cls : "")}, `… and ${(total - cap).toLocaleString("en")} more ${what}`);
}

// verdict draws a verdict with a symbol; by default the syntax's, named
// so: the namespace reading is another verdict (nsVerdict).
export function verdict(ok, yes = "syntactically valid", no = "not syntactically valid") {
	return h("span", {class: ok ? "verdict ok" : "verdict bad"}, h("span", {"aria-hidden": "true"}, ok ? "✔ " : "✖ "), ok ? yes : no);
}

// errorBox shows an API error object ({error: {code, message}}).
export function errorBox(err) {
	return h("p", {class: "error", role: "alert"}, "The engine refused this: ", err.message, " (", err.code, ")");
}

// nsVerdict draws a namespace reading (URN.parse(…).namespace) in one
// line, for the views that list URNs: whether the NSS conforms to its
// namespace's own syntax, the first error's message and its fix's result
// where it has one, and the rule's source. null when no rule is known:
// then there is nothing to say beyond the URN syntax.
export function nsVerdict(ns) {
	if (!ns || !ns.rule) return null;
	const rule = ns.rule;
	const ok = ns.verdict === "conforms";
	const first = ns.diagnostics.find((d) => d.severity === "error");
	return h("span", {class: "ns-verdict", dataset: {verdict: ns.verdict}},
		verdict(ok, `conforms to the “${rule.nid}” namespace's syntax`, `violates the “${rule.nid}” namespace's syntax`),
		first ? [": ", first.message, first.fix ? [" (fixed: ", h("code", {}, fixPreview(first.fix)), ")"] : null] : null,
		" ", refLink(rule.ref));
}
