// equivalence.js — two URNs, the verdict in one sentence, each
// normalization step on each input, the normalized forms with a character
// diff, and the rule behind the first difference.

import {h, on, $, fill} from "./dom.js";
import {refLink, verdict, errorBox, more, partName, nsVerdict} from "./ui.js";
import {READ_CAP, DIAG_CAP} from "./explore.js";
import {urlLine} from "./weburl.js";

// diffLine draws one side of the diff of the compared forms (core's
// keys): equal runs plain, the side's own changes marked (<del> on a,
// <ins> on b). core bounds the diff (maxDiffEdits): a few hundred runs at
// most.
function diffLine(diff, side) {
	return h("div", {class: "diff-line", "aria-label": side === "a" ? "first, compared" : "second, compared"},
		diff.map((op) => {
			if (op.kind === "equal") return op.text;
			if (side === "a" && op.kind === "delete") return h("del", {title: "only in the first"}, op.text);
			if (side === "b" && op.kind === "insert") return h("ins", {title: "only in the second"}, op.text);
			return null;
		}));
}

// CHANGE_CAP is how many changes each step lists: two inputs, a few steps
// each, stay within a few thousand elements.
const CHANGE_CAP = 100;

// stepsList draws one input's normalization; ns is its namespace reading
// (URN.parse), shown when its namespace has a syntax of its own: two
// URNs can be equivalent and still name nothing (a wrong check digit).
function stepsList(n, label, ns) {
	const items = n.steps.map((s) => h("li", {},
		h("strong", {}, s.title), " ", refLink(s.ref),
		s.changes.length
			? h("ul", {}, s.changes.slice(0, CHANGE_CAP).map((c) => h("li", {class: "change"},
				h("code", {}, c.before || "(nothing)"), " → ", h("code", {}, c.after || "(removed)"), h("span", {class: "muted"}, ` at ${c.start}–${c.end}`))),
			more(s.changes.length, CHANGE_CAP, "changes"))
			: h("span", {class: "muted"}, " — no change")));
	return h("div", {},
		h("h3", {class: "h"}, label, " ", verdict(n.valid)),
		h("p", {}, h("code", {}, n.input || "(empty)")),
		ns?.rule ? h("p", {class: "eq-ns"}, "Namespace syntax: ", nsVerdict(ns)) : null,
		n.rule ? h("p", {}, "Namespace rule: ", n.rule.title, " ", refLink(n.rule.ref)) : null,
		h("ol", {}, items),
		h("p", {}, "Normalized: ", h("code", {}, n.normalized)),
		n.key !== n.normalized ? h("p", {}, "Compared as (the namespace rule's canonical form): ", h("code", {}, n.key)) : null);
}

// comparedTitle heads the diff: what was compared. Without a namespace
// rule that is the normalized forms; with one, the rule's canonical forms
// (core's keys), which is what the verdict is about.
function comparedTitle(c) {
	const rule = [c.a, c.b].find((n) => n.key !== n.normalized)?.rule;
	return h("h3", {class: "h compared-title"}, rule
		? `Compared forms: the normalized forms, then the “${rule.nid}” namespace's own rule (${rule.title})`
		: "Normalized forms");
}

// verdictLine draws core's verdict ("Equivalent under RFC 8141") as a
// badge and its reason beside it.
function verdictLine(c) {
	return [verdict(c.equivalent, c.verdict, c.verdict), " — ", c.reason];
}

// objectivePicker fills the fieldset with the objectives an edition's
// equivalence offers (core's data: draft-03 §5's 5a and 5b), under the
// section that offers them; none hides it.
function objectivePicker(fieldset, objectives, refs) {
	fill(fieldset, objectives.length ? h("legend", {}, `${refs[objectives[0].anchor] ?? ""} objective`) : null,
		objectives.map((o) => h("label", {}, h("input", {type: "radio", name: "eq-mode", value: o.id}), ` ${o.id}: ${o.label}`)));
	fieldset.hidden = !objectives.length;
}

// NONE stands for an edition without objectives, the same array each
// time, so that the picker is not rebuilt at every keystroke.
const NONE = [];

export function initEquivalence(app) {
	const a = $("#eq-a");
	const b = $("#eq-b");
	const mode = $("#eq-mode");
	const out = $("#eq-result");
	let shown = null; // the objectives the picker holds

	// nsOf is the namespace reading of an input as compared (the white
	// space around it, which the comparison leaves out, left out too).
	function nsOf(input) {
		const r = app.URN.parse(input.trim(), {edition: app.state.ed});
		return r.error ? null : r.namespace;
	}

	function render() {
		if (a.value !== app.state.a) a.value = app.state.a;
		if (b.value !== app.state.b) b.value = app.state.b;
		const objectives = app.data.objectives?.[app.state.ed] ?? NONE;
		if (objectives !== shown) {
			shown = objectives;
			objectivePicker(mode, objectives, app.data.refs ?? {});
		}
		for (const r of mode.querySelectorAll("input")) r.checked = r.value === app.state.mode;
		const c = app.URN.equivalent(app.state.a.slice(0, READ_CAP), app.state.b.slice(0, READ_CAP), {edition: app.state.ed, mode: app.state.mode});
		if (c.error) {
			fill(out, errorBox(c.error));
			return;
		}
		fill(out,
			h("p", {class: "eq-verdict"}, ...verdictLine(c)),
			c.byRule ? h("p", {}, "By the namespace rule: ", c.byRule.title, " ", refLink(c.byRule.ref)) : null,
			c.difference ? h("div", {class: "reason"},
				h("p", {}, h("strong", {}, "First difference"), ` (in the ${partName(app, c.difference.part)}): `, c.difference.reason),
				h("p", {}, refLink(c.difference.ref))) : null,
			comparedTitle(c),
			diffLine(c.diff, "a"), diffLine(c.diff, "b"),
			h("div", {class: "steps"}, stepsList(c.a, "First", nsOf(c.a.input)), stepsList(c.b, "Second", nsOf(c.b.input))),
			urlLine(app.URN.equivalentAsURL(app.state.a.slice(0, READ_CAP), app.state.b.slice(0, READ_CAP), URL, {edition: app.state.ed, mode: app.state.mode})),
			c.notes.length ? h("ul", {class: "notes"}, c.notes.slice(0, DIAG_CAP).map((n) => h("li", {}, n)), more(c.notes.length, DIAG_CAP, "notes")) : null);
	}
	for (const [el, key] of [[a, "a"], [b, "b"]]) {
		on(el, "input", () => {
			app.set({[key]: el.value}, {render: false});
			render();
		});
		on(el, "keydown", (e) => {
			if (e.key === "Enter") e.preventDefault();
		});
	}
	on(mode, "change", (e) => app.set({mode: e.target.value}));
	return {render};
}
