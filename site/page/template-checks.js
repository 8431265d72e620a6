// template-checks.js — what validation (URN.template.validate) found,
// shown where it belongs: each step's mark in the list of steps, its
// status line, findings and checks, the example URNs of the section that
// holds them, and the completeness meter.

import {h, on, fill, plural} from "./dom.js";
import {refLink, severityBadge, verdict, more} from "./ui.js";
import {DIAG_CAP} from "./explore.js";
import {labelOf, fieldsOf, sectionOfField} from "./template-form.js";

// STATE_MARK is each step state's symbol and words in the list of steps.
const STATE_MARK = {
	todo: ["…", "not filled in yet"],
	optional: ["○", "optional, empty"],
	error: ["✖", "has errors"],
	warning: ["▲", "has warnings"],
	done: ["✔", "done"],
};

// findingsFor is what report found in section s.
export function findingsFor(report, s) {
	if (!report) return [];
	return report.findings.filter((f) => f.field === s.id || f.field.startsWith(s.id + "."));
}

// stepState is section s's state for draft d: todo (required, empty),
// optional (empty), error, warning or done.
export function stepState(report, d, s) {
	const filled = fieldsOf(s).some((id) => (d.fields[id] ?? "").trim());
	if (!filled) return s.required ? "todo" : "optional";
	const fs = findingsFor(report, s);
	if (fs.some((f) => f.severity === "error")) return "error";
	if (fs.some((f) => f.severity === "warning")) return "warning";
	return "done";
}

// findingItem draws one finding; a sub-field's is labelled with the
// field's name in layout.
function findingItem(layout, f) {
	const where = f.field && f.field.includes(".") ? labelOf(layout, f.field).label : "";
	return h("li", {class: "diag diag-" + f.severity},
		h("div", {class: "diag-head"}, severityBadge(f.severity),
			where ? h("span", {class: "diag-where"}, where) : null,
			f.line > 0 ? h("span", {class: "diag-where"}, "line " + f.line) : null,
			h("span", {class: "diag-code"}, f.code)),
		h("p", {class: "diag-msg"}, f.message),
		f.ref ? h("p", {class: "diag-ref"}, refLink(f.ref)) : null);
}

// findingItems lists findings, at most DIAG_CAP and a count of the rest.
export function findingItems(layout, fs) {
	return [fs.slice(0, DIAG_CAP).map((f) => findingItem(layout, f)), more(fs.length, DIAG_CAP, "findings")];
}

// checkItem draws a check: passed ✔, failed ✖ (what the field holds is
// wrong, as its error says), else still to do ○.
function checkItem(c) {
	const [cls, mark, said] = c.passed ? ["ok", "✔", "Passes: "] : c.failed ? ["failed", "✖", "Fails: "] : ["open", "○", "Not yet: "];
	return h("li", {class: cls},
		h("span", {class: "tpl-check-mark", "aria-hidden": "true"}, mark),
		h("span", {class: "visually-hidden"}, said),
		c.title);
}

// examplesField is the section whose example URNs validation reads.
function examplesField(report) {
	return report?.checks.find((c) => c.id === "examples")?.field ?? "syntax";
}

// firstError is an invalid example's first error: its code, where it is
// and what it says.
function firstError(e) {
	return h("span", {class: "tpl-example-error"}, h("code", {}, e.firstError), ` at byte ${e.errorAt}: ${e.errorMessage}`);
}

// paintExamples lists the example URNs report found in step st, each
// with its verdicts and a button that explores it.
function paintExamples(app, report, d, st) {
	const list = report?.examples ?? [];
	// The NID the validator read from its field ("ISBN" from "ISBN
	// Requested of IANA."), not the field's whole text.
	const nid = report?.nid || "…";
	const rows = list.slice(0, DIAG_CAP).map((e) => {
		const explore = h("button", {type: "button", class: "small"}, "Explore");
		on(explore, "click", () => app.set({view: "explore", urn: e.urn}));
		return h("tr", {},
			h("td", {}, h("code", {}, e.urn)),
			h("td", {}, verdict(e.valid, "valid", "not valid")),
			h("td", {}, verdict(e.sameNid, "yes", "no")),
			h("td", {}, e.firstError ? firstError(e) : h("span", {class: "muted"}, "—")),
			h("td", {}, explore));
	});
	fill(st.examples,
		h("h3", {class: "h"}, "Example URNs in this section, checked as you type"),
		list.length
			? h("div", {class: "table-scroll"}, h("table", {class: "compare tpl-examples-table"},
				h("thead", {}, h("tr", {}, h("th", {scope: "col"}, "URN"), h("th", {scope: "col"}, "Syntax"),
					h("th", {scope: "col"}, `Uses NID “${nid}”`), h("th", {scope: "col"}, "First error"), h("th", {scope: "col"}, h("span", {class: "visually-hidden"}, "Open")))),
				h("tbody", {}, rows)), more(list.length, DIAG_CAP, "example URNs, not checked here", "p"))
			: h("p", {class: "muted"}, `No example URNs yet. Write a few in full (urn:${nid}:…) and each is read here as you type.`));
}

// statusText is a step's status line.
function statusText(s, fs, state) {
	const errors = fs.filter((f) => f.severity === "error").length;
	const warnings = fs.filter((f) => f.severity === "warning").length;
	if (state === "todo") return `${s.label}: required, not filled in yet.`;
	if (state === "optional") return `${s.label}: optional; leave it empty if it does not apply.`;
	const bits = [];
	if (errors) bits.push(plural(errors, "error"));
	if (warnings) bits.push(plural(warnings, "warning"));
	return bits.length ? `${s.label}: ${bits.join(", ")}.` : `${s.label}: no problems found.`;
}

// paintMeter shows report's score, or a dash when there is none.
export function paintMeter(progress, scoreText, report) {
	if (report) {
		progress.value = report.score;
		progress.setAttribute("aria-valuetext", `${report.score}% complete`);
		scoreText.textContent = `${report.score}% · ${report.passed}/${report.total} checks`;
	} else {
		scoreText.textContent = "—";
	}
}

// paintStep shows in step st what report found for draft d (failed: the
// engine gave no report, so no status either).
function paintStep(app, layout, st, {report, failed, d, exField}) {
	const state = stepState(report, d, st.s);
	const [sym, text] = STATE_MARK[state];
	fill(st.mark, h("span", {"aria-hidden": "true"}, sym), h("span", {class: "visually-hidden"}, ", " + text));
	st.button.dataset.state = state;
	const fs = findingsFor(report, st.s);
	// An untouched section says "not filled in yet" once, in its
	// status, rather than as a list of errors.
	fill(st.findings, state === "todo" ? null : findingItems(layout, fs));
	const cs = report ? report.checks.filter((c) => sectionOfField(c.field) === st.s.id) : [];
	fill(st.checks, cs.length ? h("li", {class: "tpl-checks-head"}, "Checks") : null, cs.map(checkItem));
	st.checks.hidden = !cs.length;
	const errs = new Set(fs.filter((f) => f.severity === "error").map((f) => f.field));
	const filled = fieldsOf(st.s).some((id) => (d.fields[id] ?? "").trim());
	for (const el of st.inputs) {
		// An empty required field is "to do", not invalid, until something is typed.
		if (errs.has(el.name) && (filled || el.value)) el.setAttribute("aria-invalid", "true");
		else el.removeAttribute("aria-invalid");
	}
	st.status.textContent = failed ? "" : statusText(st.s, fs, state);
	st.status.dataset.state = state;
	st.examples.hidden = st.s.id !== exField;
	if (st.s.id === exField) paintExamples(app, report, d, st);
}

// paintSteps shows in every step what report found for draft d.
export function paintSteps(app, layout, steps, {report, failed, d}) {
	const exField = examplesField(report);
	for (const st of steps.values()) paintStep(app, layout, st, {report, failed, d, exField});
}
