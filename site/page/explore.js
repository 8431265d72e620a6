// explore.js — the first view: one URN, read as you type. Every part is
// coloured in place, errors are underlined at their span, the parts table
// says the same in text, and the part under the caret (or the pointer, or
// the focused row) is explained with its spec excerpt.

import {h, on, $, fill, plural, copyText, debounce} from "./dom.js";
import {paint, link, keyAt, HIGHLIGHT_CAP} from "./highlight.js";
import {diagnosticItem, refLink, verdict, errorBox, severityBadge, more} from "./ui.js";
import {termLink} from "./spec.js";
import {initLeads, renderLeads} from "./leads.js";
import {renderAsURL} from "./weburl.js";

// READ_CAP is the longest input read: a longer paste is cut, with a notice,
// so that no keystroke waits on megabytes.
export const READ_CAP = 100000;
// ROW_CAP and DIAG_CAP bound every list a view draws from its input (rows,
// items; diagnostics and notes), so that a link cannot make the page draw
// hundreds of thousands of elements; what is left out is counted (ui.js,
// more).
export const ROW_CAP = 400;
export const DIAG_CAP = 200;

// marksOf turns a reading into highlight marks: each part by kind, each
// diagnostic by severity, keyed so that pointer and caret find them; then
// the namespace reading's sub-parts of the NSS (every other one tinted,
// so that neighbours stand apart) and its diagnostics (nsd-: a dashed
// underline, not the syntax errors' wavy one), keyed by their index in
// allParts.
function marksOf(reading) {
	const marks = reading.parts.map((p, i) => ({start: p.start, end: p.end, cls: "k-" + p.kind, key: "p" + i}));
	reading.diagnostics.forEach((d, i) => {
		if (d.start >= 0) marks.push({start: d.start, end: Math.max(d.end, d.start), cls: "d-" + d.severity, key: "d" + i});
	});
	const ns = reading.namespace;
	ns.parts.forEach((p, j) => {
		marks.push({start: p.start, end: p.end, cls: "ns-part ns-" + (j % 2 ? "b" : "a"), key: "p" + (reading.parts.length + j)});
	});
	ns.diagnostics.forEach((d, i) => {
		if (d.start >= 0) marks.push({start: d.start, end: Math.max(d.end, d.start), cls: "nsd-" + d.severity, key: "m" + i});
	});
	return marks;
}

/**
 * A namespace sub-part's name in the parts table: its label and the rule
 * of the registration's grammar it matched, unless the label already
 * says it (an ISBN's "hyphen" matches the template's "hyphens").
 * @param {{label: string, rule: string}} p
 */
function nsPartName(p) {
	const label = p.label.toLowerCase(), rule = p.rule.toLowerCase();
	return !rule || label.startsWith(rule) || rule.startsWith(label) ? p.label : `${p.label} (${p.rule})`;
}

// allParts is every part Explore lists and explains: the syntax reading's
// parts (their indices are the link's part=, as before the namespace
// reading existed), then the NSS's sub-parts in its namespace's own
// syntax, marked ns.
export function allParts(reading) {
	const ns = reading.namespace?.parts ?? [];
	if (!ns.length) return reading.parts;
	return [...reading.parts, ...ns.map((p) => ({kind: "ns-part", id: p.id, label: p.label, rule: p.rule, start: p.start, end: p.end, text: p.text, topLevel: false, ns: true}))];
}

// rowOrder is the order of the parts table: the syntax reading's parts in
// core's order, each namespace sub-part (marked ns) before the first of
// them that starts after it or inside it. A namespace separator with the
// very span of a syntax separator (the ":" of "rfc:2141") is one
// character, so it gets one row, the syntax reading's: its index is the
// link's part=, and the highlighter still tints it as a namespace part.
// Returns indices into parts.
function rowOrder(parts) {
	const syntax = [], ns = [];
	const seps = new Set();
	parts.forEach((p, i) => {
		if (p.ns) return;
		syntax.push(i);
		if (p.kind === "separator") seps.add(p.start + ":" + p.end);
	});
	parts.forEach((p, i) => {
		if (p.ns && !(p.id === "separator" && seps.has(p.start + ":" + p.end))) ns.push(i);
	});
	if (!ns.length) return syntax;
	// A merge: both lists are in order of start.
	const order = [];
	let k = 0;
	for (const q of ns) {
		const a = parts[q];
		for (; k < syntax.length; k++) {
			const p = parts[syntax[k]];
			if (p.start > a.start || (p.start === a.start && p.end < a.end)) break;
			order.push(syntax[k]);
		}
		order.push(q);
	}
	return order.concat(syntax.slice(k));
}

// innermost returns the index of the deepest part holding offset (the
// caret sits before character offset; at a boundary the part starting
// there wins, at the very end the last part).
export function innermost(parts, offset) {
	let best = -1;
	const last = parts.reduce((m, p) => Math.max(m, p.end), 0);
	parts.forEach((p, i) => {
		const inside = (p.start <= offset && offset < p.end) || (offset === p.end && p.end === last);
		if (inside && (best < 0 || p.end - p.start <= parts[best].end - parts[best].start)) best = i;
	});
	return best;
}

// summaryParts is the one-line reading as phrases (strings or nodes):
// the two verdicts a URN is valid by (draft-12 §1), each named for its
// layer, first the syntax's, then the namespace reading's (or how far
// the NSS was checked without one); then the NID's class and what it
// means, its registry links, counts, the components present (of
// components, core's kinds of component). The page joins them with " · ".
// data is the page's build-time data from core (site/data.go).
function summaryParts(r, editionName, data) {
	const errors = count(r, "error");
	const warnings = count(r, "warning");
	const bits = [r.valid ? `syntactically valid under ${editionName}` : `not syntactically valid under ${editionName} (${plural(errors, "error")}${byCode(r)})`];
	const scope = data.nssScope?.[r.edition];
	if (r.namespace.rule) {
		bits.push(nsPhrase(r.namespace));
	} else if (r.valid && r.nid && scope) {
		bits.push(h("span", {class: "nss-scope"}, scope.text.replace(/^./, (c) => c.toUpperCase()), " ",
			refLink({anchor: scope.anchor, text: data.refs?.[scope.anchor] ?? scope.anchor})));
	}
	if (r.nid) bits.push(nidPhrase(r, data));
	const pct = r.parts.filter((p) => p.kind === "percent-encoded").length;
	if (pct) bits.push(plural(pct, "%-escape"));
	for (const k of data.componentKinds ?? []) {
		if (r.parts.some((p) => p.kind === k)) bits.push(`${k} present`);
	}
	if (warnings) bits.push(plural(warnings, "warning"));
	return bits;
}

// byCode names, for a reading of many errors, how many are of each
// code, most first (", 1,189 nss-char, 1 trailing-space"): a pasted
// paragraph's thousand errors are its spaces. Empty for a few errors,
// which the list shows one by one.
function byCode(r) {
	const n = new Map();
	for (const d of r.diagnostics) if (d.severity === "error") n.set(d.code, (n.get(d.code) ?? 0) + 1);
	for (const c of r.unlisted) if (c.severity === "error") n.set(c.code, (n.get(c.code) ?? 0) + c.count);
	if ([...n.values()].reduce((a, b) => a + b, 0) <= 10) return "";
	return ": " + [...n].sort((a, b) => b[1] - a[1]).map(([code, k]) => `${k.toLocaleString("en")} ${code}`).join(", ");
}

// inText offers, for an input that is not one URN but holds some (a
// pasted paragraph, a list: more than one, or one not at its start), to
// find them in it: what the Extract view finds decides, not a guess from
// the text's look.
function inText(app, text, r) {
	const el = $("#in-text");
	const found = r.valid || text.length > HIGHLIGHT_CAP ? null : app.URN.extract(text, {edition: app.state.ed, list: 1});
	const n = found && !found.error ? found.total : 0;
	// One URN at the start, with a typo after it ("urn:a:b c"), is a URN
	// to mend, not a text to search.
	el.hidden = n === 0 || (n === 1 && found.found[0].start === text.length - text.trimStart().length);
	if (el.hidden) return;
	const go = h("button", {type: "button", class: "small", id: "find-in-text"}, "Find in text");
	on(go, "click", () => app.set({view: "extract", text}));
	fill(el, `This is not one URN, but ${n === 1 ? "it holds one" : `it holds ${n.toLocaleString("en")}`}: `, go);
}

// count is how many diagnostics of a severity a reading (or namespace
// reading) found: those listed and those the engine counted past its
// list (unlisted), so a long paste's summary gives the true number.
function count(r, severity) {
	let n = 0;
	for (const d of r.diagnostics) if (d.severity === severity) n++;
	for (const c of r.unlisted) if (c.severity === severity) n += c.count;
	return n;
}

// nsPhrase is the namespace reading's verdict: whether the NSS conforms
// to its namespace's own syntax, the rule in a few words and its source.
// It is beside the URN's syntax verdict, never instead of it.
function nsPhrase(ns) {
	const rule = ns.rule;
	const errors = count(ns, "error");
	const what = `the “${rule.nid}” namespace's own syntax`;
	const head = ns.verdict === "conforms"
		? verdict(true, rule.free ? `${what}: free (any NSS)` : `conforms to ${what}`)
		: verdict(false, "", `violates ${what} (${plural(errors, "error")})`);
	return h("span", {class: "ns-verdict", dataset: {verdict: ns.verdict}}, head, rule.free ? "" : ` (${rule.title}) `, refLink(rule.ref));
}

// noProblems is the line the diagnostics list shows when the syntax
// reading has none: "No problems" only when the namespace reading finds
// none either, neither an error nor a warning.
function noProblems(r, editionName) {
	if (r.namespace.verdict === "violates") {
		const n = count(r.namespace, "error");
		return `No syntax problems: every ${editionName} rule checked passes. The NSS does not conform to its namespace: ${plural(n, "error")} below.`;
	}
	const warnings = count(r.namespace, "warning");
	if (warnings > 0 && r.namespace.rule) {
		return `No syntax problems: every ${editionName} rule checked passes. The NSS conforms to the “${r.namespace.rule.nid}” namespace's syntax, with ${plural(warnings, "warning")} below.`;
	}
	const ns = r.namespace.rule ? ` and the NSS conforms to the “${r.namespace.rule.nid}” namespace's syntax` : "";
	return `No problems: every ${editionName} rule checked passes${ns}.`;
}

// nidPhrase says what the NID names: its class, what that means in plain
// words (core.ClassMeaning, or the reason for an experimental or reserved
// one), and for a registered NID links to its IANA entry and its defining
// document.
function nidPhrase(r, data) {
	const nid = r.nid;
	// A registered NID's class is explained by the glossary; what "not
	// registered" means is said here.
	const meaning = nid.registered ? "" : data.classMeaning?.[nid.class]?.unregistered || nid.reason;
	const links = nid.registered ? data.namespaces?.[nid.text.toLowerCase()] : null;
	return h("span", {class: "nid-line"}, `NID ${nid.text}: ${nid.class}`, nid.registered ? ", registered with IANA" : ", not registered with IANA",
		meaning ? ` (${meaning})` : "",
		links ? [": ", h("a", {href: links.entry, target: "_blank", rel: "noopener"}, "IANA entry"), ", ",
			h("a", {href: links.doc, target: "_blank", rel: "noopener"}, links.docTitle)] : "");
}

// editionName names an edition by its id, as the engine (or, before it
// runs, the build) lists them.
function editionName(app, id) {
	return (app.editions.find((e) => e.id === id) ?? {name: id}).name;
}

// initExplore starts the view: its state is one object (view), made here
// and handed to each function below, which reads the input, draws the
// reading and explains the part in focus.
export function initExplore(app) {
	const input = $("#urn-input");
	const field = input.closest(".hl-field");
	const backdrop = field.querySelector(".hl-backdrop");
	const view = {
		app,
		input,
		backdrop,
		grow: link(input, backdrop),
		tbody: $("#parts tbody"),
		explain: $("#part-explain"),
		diagList: $("#diagnostics"),
		nsBox: $("#ns-diags"), nsTitle: $("#ns-diags-title"), nsList: $("#ns-diagnostics"),
		// reading is the engine's reading on screen, null when there is
		// none (unread); read is the text it is of.
		reading: null,
		read: "",
		parts: [], // allParts(reading)
		selected: -1,
		// What the diagnostics' and the namespace diagnostics' lists were
		// last drawn from (renderDiags, renderNSDiags).
		diagSig: "",
		nsSig: "",
	};
	fillExamples(view);
	wireTable(view);
	wireInput(view);
	initLeads(() => view.reading && renderLeads(resolve(view)));
	return {render: () => render(view), get reading() { return view.reading; }, get text() { return view.read; }};
}

// fillExamples lists the build's examples in the picker, by group.
function fillExamples(view) {
	const {app} = view;
	const examples = $("#examples");
	const groups = new Map();
	(app.data.examples ?? []).forEach((ex, i) => {
		if (!groups.has(ex.group)) groups.set(ex.group, h("optgroup", {label: ex.group}));
		// A pattern with placeholders (core's Example.Pattern) is listed,
		// as the spec prints it, but is no URN to run.
		groups.get(ex.group).append(ex.pattern
			? h("option", {value: String(i), title: ex.note || ex.source, disabled: ""}, `${ex.input}   — ${ex.source} (a pattern with placeholders, not a URN)`)
			: h("option", {value: String(i), title: ex.note || ex.source}, `${ex.input}   — ${ex.source}`));
	});
	examples.append(...groups.values());
	on(examples, "change", () => pickExample(view, examples));
}

// pickExample reads the example picked in examples, and leaves the
// picker on its prompt.
function pickExample(view, examples) {
	const {app, input} = view;
	const ex = app.data.examples[Number(examples.value)];
	examples.value = "";
	if (!ex) return;
	input.value = ex.input;
	const ed = ex.edition || app.state.ed;
	// The example is read under its own edition: say so when that
	// changes the edition every view reads under.
	if (ed !== app.state.ed) {
		app.notice(`The edition is now ${editionName(app, ed)}: this example is from ${ex.source}, and is read under its edition. Pick another edition above to compare.`);
	}
	app.set({urn: ex.input, ed});
	if (ex.anchor) app.showSpec(ex.anchor);
	input.focus();
}

// explainPart explains part i (of view.parts; -1 for none) and marks it
// in the table and the input.
function explainPart(view, i) {
	const {app, tbody, backdrop, explain, reading} = view;
	view.selected = i;
	// The part explained is on screen, so in the link.
	const part = i >= 0 ? String(i) : "";
	if (app.state.part !== part) app.set({part}, {render: false});
	for (const tr of tbody.rows) tr.setAttribute("aria-selected", String(tr.dataset.index === String(i)));
	for (const s of backdrop.querySelectorAll(".active")) s.classList.remove("active");
	if (i < 0 || !reading) {
		fill(explain);
		return;
	}
	for (const s of backdrop.querySelectorAll("span[data-key]")) {
		if (s.dataset.key.split(" ").includes("p" + i)) s.classList.add("active");
	}
	const p = view.parts[i];
	if (p.ns) {
		explainNSPart(view, p);
		return;
	}
	const info = app.data.parts?.[reading.edition]?.[p.kind];
	fill(explain,
		h("h3", {class: "explain-title"}, h("span", {class: "swatch k-" + p.kind, "aria-hidden": "true"}), info?.name ?? p.kind,
			" ", h("code", {}, p.text.length > 60 ? p.text.slice(0, 60) + "…" : p.text)),
		// The explanation, with each glossary term linked where it first appears.
		info ? h("p", {}, (info.segments ?? [{text: info.explanation}]).map((seg) => seg.term ? termLink(seg) : seg.text)) : null,
		info?.anchor ? h("p", {}, refLink({anchor: info.anchor, text: app.data.refs?.[info.anchor] ?? info.anchor})) : null);
	if (info?.anchor) app.showSpec(info.anchor);
}

// explainNSPart explains a sub-part of the NSS in its namespace's
// syntax: what it is, the rule of the registration's grammar it
// matched (its definition marked in the Spec panel, in the excerpt
// that prints it), and what the namespace's diagnostics say about it.
function explainNSPart(view, p) {
	const {app} = view;
	const ns = view.reading.namespace, rule = ns.rule;
	const about = ns.diagnostics.filter((d) => d.start < p.end && p.start < Math.max(d.end, d.start + 1));
	const g = app.data.nsGrammar?.[rule.nid]?.[p.rule];
	fill(view.explain,
		h("h3", {class: "explain-title"}, h("span", {class: "swatch ns-swatch", "aria-hidden": "true"}), p.label,
			" ", h("code", {}, p.text.length > 60 ? p.text.slice(0, 60) + "…" : p.text)),
		h("p", {}, `A part of the NSS in the “${rule.nid}” namespace's own syntax (${rule.title}), which the namespace's registration defines beside the URN syntax.`),
		g ? h("p", {class: "ns-rule"}, "It matches the rule ", h("code", {}, p.rule), " of the registration's grammar: ", h("code", {class: "ns-rule-def"}, g.def)) : null,
		about.map((d) => h("p", {class: "ns-about"}, severityBadge(d.severity), " ", d.message)),
		g ? h("p", {}, refLink({anchor: g.anchor, text: app.data.refs?.[g.anchor] ?? g.anchor})) : rule.ref ? h("p", {}, refLink(rule.ref)) : null);
	if (g) app.showSpec(g.anchor, {quote: g.def});
	else if (rule.ref) app.showSpec(rule.ref.anchor);
}

// caretPart explains the part under the caret, while the input has the
// focus.
function caretPart(view) {
	const {input} = view;
	if (!view.reading || document.activeElement !== input) return;
	const i = innermost(view.parts, input.selectionStart);
	if (i !== view.selected) explainPart(view, i);
}

// applyFix puts a diagnostic's fix (result) into the input, with the
// caret at caret.
function applyFix(view, result, caret) {
	const {input} = view;
	input.value = result;
	view.app.set({urn: result}, {render: false, soon: false});
	render(view);
	input.focus();
	input.setSelectionRange(caret, caret);
	caretPart(view);
}

// updateRows brings the parts table up to date, changing the rows it
// already has in place (a keystroke mostly moves offsets) and adding
// or removing the rest. Row listeners are delegated (wireTable), so a row
// is only its cells.
function updateRows(view, r) {
	const {parts, tbody} = view;
	const all = rowOrder(parts), order = all.slice(0, ROW_CAP);
	const rows = tbody.rows;
	while (rows.length > order.length) rows[rows.length - 1].remove();
	order.forEach((pi, i) => {
		const p = parts[pi];
		let tr = rows[i];
		if (!tr || tr.dataset.more) {
			tr?.remove();
			tr = h("tr", {tabindex: "0", dataset: {index: pi}, "aria-selected": "false"},
				h("th", {scope: "row"}, h("span", {class: "swatch", "aria-hidden": "true"}), h("span", {class: "name"})),
				h("td", {}, h("code")), h("td", {class: "at"}));
			tbody.append(tr);
		}
		if (tr.dataset.index !== String(pi)) tr.dataset.index = String(pi);
		const cls = p.ns ? "part-ns" : p.topLevel ? "part-top" : "part-sub";
		if (tr.className !== cls) tr.className = cls;
		const swatch = tr.cells[0].firstChild;
		const sw = p.ns ? "swatch ns-swatch" : "swatch k-" + p.kind;
		if (swatch.className !== sw) swatch.className = sw;
		setText(tr.cells[0].lastChild, p.ns ? nsPartName(p) : view.app.data.parts?.[r.edition]?.[p.kind]?.name ?? p.kind);
		setText(tr.cells[1].firstChild, p.text.length > 80 ? p.text.slice(0, 80) + "…" : p.text || "(empty)");
		setText(tr.cells[2], `${p.start}–${p.end}`);
	});
	if (all.length > ROW_CAP) {
		tbody.append(h("tr", {dataset: {more: "1"}}, h("td", {colspan: "3", class: "muted"}, `… and ${all.length - ROW_CAP} more parts`)));
	}
}

function setText(el, text) {
	if (el.textContent !== text) el.textContent = text;
}

// rowPart is the index of the part a table event is about, or -1.
function rowPart(e) {
	const tr = e.target.closest && e.target.closest("tr[data-index]");
	return tr && !tr.dataset.more ? Number(tr.dataset.index) : -1;
}

// wireTable explains the row focused or pointed at, and selects a row's
// part in the input when it is clicked.
function wireTable(view) {
	const {tbody, input} = view;
	on(tbody, "focusin", (e) => {
		const i = rowPart(e);
		if (i >= 0) explainPart(view, i);
	});
	on(tbody, "mouseover", (e) => {
		const i = rowPart(e);
		if (i >= 0 && i !== view.selected) explainPart(view, i);
	});
	on(tbody, "click", (e) => {
		const i = rowPart(e);
		const p = view.parts[i];
		if (!view.reading || !p) return;
		input.focus();
		input.setSelectionRange(p.start, p.end);
		explainPart(view, i);
	});
}

// render reads the state's URN (up to READ_CAP) and draws the reading.
function render(view) {
	const {app, input} = view;
	const value = app.state.urn;
	if (input.value !== value) input.value = value;
	$("#in-text").hidden = true;
	const text = value.length > READ_CAP ? value.slice(0, READ_CAP) : value;
	const capNotice = $("#cap-notice");
	capNotice.hidden = text === value;
	capNotice.textContent = text === value ? "" : `This input is ${value.length.toLocaleString()} characters long; the playground reads the first ${READ_CAP.toLocaleString()}.`;
	const r = app.read(text, app.state.ed);
	// Before the engine runs, only the first URN has a reading (the
	// build's, app.read): another is shown as typed until it runs.
	if (r === null) {
		unread(view, value, "Starting the URN engine: this URN is read as soon as it runs…");
		return;
	}
	if (r.error) {
		unread(view, value, errorBox(r.error));
		return;
	}
	view.reading = r;
	view.parts = allParts(r);
	view.read = text;
	if (paint(view.backdrop, value, marksOf(r))) {
		capNotice.hidden = false;
		capNotice.textContent += (capNotice.textContent ? " " : "") +
			`It is too long to colour in place (over ${HIGHLIGHT_CAP.toLocaleString()} characters): the tables below list what was read.`;
	}
	view.grow();
	renderSummary(view, r, text);
	updateRows(view, r);
	renderDiags(view, r, text);
	renderNSDiags(view, r, text);
	renderLeads(resolve(view));
	renderAsURL(app.URN ? app.URN.asURL(text, URL, {edition: app.state.ed}) : null);
	view.selected = -2;
	caretPart(view);
	// Without the caret in the input, the link's part (if it has one).
	const linked = app.state.part === "" ? -1 : Number(app.state.part);
	if (view.selected === -2) explainPart(view, linked < Math.min(view.parts.length, ROW_CAP) ? linked : -1);
}

// renderSummary draws the reading's one-line summary, the offer to find
// URNs in the text, and the normalized form.
function renderSummary(view, r, text) {
	const {app} = view;
	const [head, ...rest] = summaryParts(r, editionName(app, r.edition), app.data);
	fill($("#summary"), verdict(r.valid, head, head), rest.flatMap((b) => [" · ", b]));
	inText(app, text, r);
	$("#normalized").textContent = r.normalized ?? "— (only a syntactically valid URN has a normalized form)";
	// Hidden, not disabled, when there is nothing to copy: on a phone
	// every line above the diagnostics pushes the error's fix down.
	$("#copy-normalized").hidden = r.normalized === null;
}

// diagItems are the list items of diagnostics of text, each with its fix
// (applyFix) and its section shown in the Spec panel.
function diagItems(view, diagnostics, text) {
	return diagnostics.map((d) => diagnosticItem(d, text, (result, caret) => applyFix(view, result, caret), (dd) => {
		if (dd.ref) view.app.showSpec(dd.ref.anchor);
	}));
}

// renderDiags lists the syntax reading's diagnostics. They often stay the
// same from one keystroke to the next: rebuilt only when they change.
function renderDiags(view, r, text) {
	const shownDiags = r.diagnostics.slice(0, DIAG_CAP);
	const sig = r.diagnostics.length + r.namespace.verdict + JSON.stringify(shownDiags) + JSON.stringify(shownDiags.map((d) => text.slice(d.start, d.end)));
	if (sig === view.diagSig) return;
	view.diagSig = sig;
	const items = diagItems(view, shownDiags, text);
	if (!r.diagnostics.length) {
		// Green only when the namespace reading finds nothing wrong either.
		const cls = r.namespace.verdict === "violates" ? "diag diag-none diag-syntax-only" : "diag diag-none";
		items.push(h("li", {class: cls}, noProblems(r, editionName(view.app, r.edition))));
	}
	if (r.diagnostics.length > DIAG_CAP) items.push(h("li", {class: "muted"}, `… and ${r.diagnostics.length - DIAG_CAP} more`));
	fill(view.diagList, items);
}

// unread shows value uncoloured, with summary in place of the
// reading's, and empties what the previous reading filled.
function unread(view, value, summary) {
	view.reading = null;
	view.parts = [];
	view.read = "";
	paint(view.backdrop, value, []);
	view.grow();
	fill($("#summary"), summary);
	$("#normalized").textContent = "—";
	$("#copy-normalized").hidden = true;
	updateRows(view, null);
	view.diagSig = view.nsSig = "";
	fill(view.diagList);
	fill(view.nsList);
	view.nsBox.hidden = true;
	renderLeads(null);
	renderAsURL(null);
	// Not explainPart(-1), which would take a link's part out of it.
	view.selected = -1;
	fill(view.explain);
}

// resolve is where the URN on screen leads (URN.resolve), null before
// the engine runs.
function resolve(view) {
	const {app} = view;
	return app.URN ? app.URN.resolve(view.read, {edition: app.state.ed}) : null;
}

// renderNSDiags lists the namespace reading's own diagnostics apart
// from the syntax reading's, under the rule they come from; hidden
// when there are none.
function renderNSDiags(view, r, text) {
	const ns = r.namespace;
	const shown = ns.diagnostics.slice(0, DIAG_CAP);
	const sig = JSON.stringify(ns.rule) + JSON.stringify(shown);
	if (sig === view.nsSig) return;
	view.nsSig = sig;
	view.nsBox.hidden = !shown.length;
	if (!shown.length) {
		fill(view.nsList);
		return;
	}
	fill(view.nsTitle, `The “${ns.rule.nid}” namespace's own syntax`);
	fill(view.nsList, diagItems(view, shown, text), more(ns.diagnostics.length, DIAG_CAP, ""));
}

// wireInput reads the input as it is typed, and explains the part under
// the caret or the pointer.
function wireInput(view) {
	const {app, input, backdrop} = view;
	// Typing in a long input is read when the keys pause; a paste or a
	// drop, one event, at once.
	const renderSoon = debounce(() => render(view), 120);
	on(input, "input", (e) => {
		app.set({urn: input.value}, {render: false});
		if (input.value.length < 5000 || e.inputType === "insertFromPaste" || e.inputType === "insertFromDrop") render(view);
		else renderSoon();
	});
	// Enter would put a line break into a URN: take it as "done" instead.
	on(input, "keydown", (e) => {
		if (e.key === "Enter" && !e.shiftKey) e.preventDefault();
	});
	const caret = () => caretPart(view);
	on(document, "selectionchange", caret);
	on(input, "keyup", caret);
	on(input, "click", caret);
	on(input, "mousemove", (e) => {
		const key = keyAt(backdrop, e.clientX, e.clientY);
		const m = key && key.split(" ").filter((k) => k.startsWith("p")).pop();
		if (m) {
			const i = Number(m.slice(1));
			if (i !== view.selected) explainPart(view, i);
		}
	});
	on($("#copy-normalized"), "click", (e) => {
		if (view.reading && view.reading.normalized !== null) copyText(e.currentTarget, view.reading.normalized);
	});
}
