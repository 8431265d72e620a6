// template-form.js — the registration walk-through's form: one step per
// section of the template, its inputs with the spec's guidance beside
// them, and the list of steps that leads to each.

import {h, on, fill, plural} from "./dom.js";
import {refLink} from "./ui.js";

// REVIEW is the last step's id: review, export and import.
export const REVIEW = "review";
// GUIDE_BESIDE_PX is template.css's width (46rem) from which the guidance
// stands beside the inputs.
const GUIDE_BESIDE_PX = 736;

// SUB_AUTO is the autocomplete token of each registrant sub-field.
const SUB_AUTO = {name: "name", email: "email", organization: "organization", affiliation: "organization", address: "street-address", phone: "tel"};

// shortName is a layout's name on the page: its section and its year
// ("RFC 8141 Appendix A (2017)").
export function shortName(l) {
	return (l.ref?.text ?? l.id) + (l.year ? ` (${l.year})` : "");
}

function fid(fieldId) {
	return "tpl-f-" + fieldId.replace(/[^a-z0-9-]/gi, "-");
}

function today() {
	const d = new Date();
	const p = (n) => String(n).padStart(2, "0");
	return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

// labelOf is a field's label in a layout ("Purpose", "Registrant: E-mail")
// and the names it is also known by.
export function labelOf(l, fieldId) {
	const [sid, sub] = fieldId.split(".");
	const s = l.sections.find((x) => x.id === sid);
	if (!s) return {label: fieldId, names: [fieldId]};
	if (!sub) return {label: s.label, names: [s.label, ...s.aliases]};
	const f = s.subFields.find((x) => x.id === sub);
	if (!f) return {label: `${s.label}: ${sub}`, names: [sub]};
	return {label: `${s.label}: ${f.label}`, names: [f.label, ...f.aliases]};
}

// fieldsOf is a section's field ids: its own and its sub-fields'.
export function fieldsOf(s) {
	return [s.id, ...s.subFields.map((f) => s.id + "." + f.id)];
}

export function sectionOfField(field) {
	return field.split(".")[0];
}

// inputFor is one field's label, hint and input; a date gets a "Today"
// button, which changes the input as typing does (changed).
/**
 * @param {string} fieldId
 * @param {string} label
 * @param {{kind: string, required?: boolean, recommended?: boolean, autocomplete?: string, describedby?: string, hint?: string | null}} options
 * @param {(field: string) => void} changed
 */
function inputFor(fieldId, label, {kind, required, recommended, autocomplete, describedby, hint}, changed) {
	const id = fid(fieldId);
	const single = kind === "nid" || kind === "version" || kind === "date" || kind === "line";
	const attrs = {
		id, name: fieldId, class: "plain-input tpl-input" + (single ? "" : " tpl-text"),
		spellcheck: kind === "text" ? "true" : "false",
		autocomplete: autocomplete ?? "off",
		autocapitalize: kind === "nid" || (kind === "line" && autocomplete === "email") ? "off" : null,
		"aria-required": required ? "true" : null,
		"aria-describedby": describedby,
	};
	let el;
	if (single) {
		el = h("input", {type: "text", ...attrs,
			inputmode: kind === "version" ? "numeric" : autocomplete === "email" ? "email" : autocomplete === "tel" ? "tel" : null,
			placeholder: kind === "date" ? "YYYY-MM-DD" : kind === "version" ? "1" : kind === "nid" ? "example" : null});
	} else {
		el = h("textarea", {...attrs, rows: kind === "text" ? "8" : "3"});
	}
	const wrap = h("div", {class: "tpl-field"},
		h("label", {for: id, class: "field-label"}, label,
			required ? h("span", {class: "tpl-req-text"}, " (required)") : recommended ? h("span", {class: "muted"}, " (recommended)") : h("span", {class: "muted"}, " (optional)")),
		hint ? h("p", {class: "tpl-hint muted", id: id + "-hint"}, hint) : null,
		el);
	if (hint) el.setAttribute("aria-describedby", [describedby, id + "-hint"].filter(Boolean).join(" "));
	if (kind === "date") {
		const b = h("button", {type: "button", class: "small tpl-today"}, "Today");
		on(b, "click", () => {
			el.value = today();
			changed(el);
			el.focus();
		});
		wrap.append(h("div", {class: "tpl-field-tools"}, b));
	}
	return {wrap, el};
}

// sectionInputs is a section's inputs: the registrant's sub-fields and a
// free text for the rest, or the one input of any other section.
function sectionInputs(s, introId, statusId, changed) {
	const xs = [];
	if (s.kind === "registrant" && s.subFields.length) {
		for (const f of s.subFields) {
			xs.push(inputFor(s.id + "." + f.id, f.label, {
				kind: f.id === "address" ? "short-text" : "line", required: f.required, recommended: f.recommended,
				autocomplete: SUB_AUTO[f.id], describedby: statusId,
			}, changed));
		}
		xs.push(inputFor(s.id, "Anything else about the registrant", {kind: "short-text", describedby: statusId,
			hint: "Free text, kept as written (an imported registration's own wording lands here)."}, changed));
	} else {
		xs.push(inputFor(s.id, s.label, {kind: s.kind, required: s.required, describedby: `${introId} ${statusId}`,
			hint: s.kind === "date" ? "As YYYY-MM-DD." : s.kind === "version" ? "A whole number: 1 for a first registration." : null}, changed));
	}
	return {inputs: xs.map((x) => x.el), wraps: xs.map((x) => x.wrap)};
}

// guideFor is the spec's guidance beside a step. Its list folds away when
// the step is narrow (it would push the input off the screen); the intro
// always shows. A click on the list's summary is the user's choice for
// every step (guide.open).
function guideFor(s, introId, guide) {
	let more = null;
	if (s.guidance.length) {
		const summary = h("summary", {}, `What the spec asks for (${plural(s.guidance.length, "point")})`);
		more = h("details", {class: "tpl-more"}, summary, h("ul", {class: "tpl-guidance"}, s.guidance.map((g) => h("li", {}, g))));
		// A click (or Enter, Space) on the summary is the user's choice, for every step.
		on(summary, "click", () => {
			guide.open = !more.open;
		});
	}
	const el = h("aside", {class: "tpl-guide", "aria-label": "What the spec asks for"},
		h("p", {class: "tpl-intro", id: introId}, s.intro),
		more,
		h("p", {class: "tpl-refs"},
			s.guidanceRef ? refLink(s.guidanceRef, "Guidance: " + s.guidanceRef.text) : null,
			s.ref && s.ref.anchor !== s.guidanceRef?.anchor ? [" · ", refLink(s.ref, "Template: " + s.ref.text)] : null));
	return {el, more};
}

// buildStep is section s as step i of n: its heading, guidance, inputs,
// and the places validation fills (status, findings, checks, examples).
function buildStep(s, i, n, changed, guide) {
	const hid = "tpl-h-" + s.id;
	const introId = "tpl-intro-" + s.id;
	const statusId = "tpl-status-" + s.id;
	const {inputs, wraps} = sectionInputs(s, introId, statusId, changed);
	const {el: aside, more} = guideFor(s, introId, guide);
	const status = h("p", {class: "tpl-step-status", id: statusId});
	const findings = h("ul", {class: "diagnostics tpl-findings", "aria-label": "Findings for " + s.label});
	const checks = h("ul", {class: "tpl-checks", "aria-label": "Checks for " + s.label});
	const examples = h("div", {class: "tpl-examples", hidden: true});
	const heading = h("h2", {id: hid, class: "tpl-title", tabindex: "-1"},
		s.number ? h("span", {class: "tpl-title-num"}, s.number + " ") : null, s.label,
		" ", s.required ? h("span", {class: "tpl-badge req"}, "required") : h("span", {class: "tpl-badge"}, "optional"));
	const el = h("section", {class: "tpl-step", id: "tpl-step-" + s.id, dataset: {section: s.id}, "aria-labelledby": hid, hidden: true},
		h("p", {class: "tpl-eyebrow muted"}, `Step ${i + 1} of ${n}`, s.group ? " · " + s.group : ""),
		heading,
		h("div", {class: "tpl-cols"},
			aside,
			h("div", {class: "tpl-work"}, wraps, status, findings, examples, checks)));
	return {s, el, heading, inputs, status, findings, checks, examples, more};
}

// stepButton is a step's entry in the list of steps.
function stepButton(id, number, label, required, mark) {
	return h("button", {type: "button", class: "tpl-step-btn", dataset: {step: id}},
		h("span", {class: "tpl-num"}, number),
		h("span", {class: "tpl-step-label"}, label,
			required ? h("span", {class: "tpl-req", "aria-hidden": "true", title: "required"}, " *") : null,
			required ? h("span", {class: "visually-hidden"}, ", required") : null),
		mark);
}

// buildSteps builds layout's steps into stepsBox and their buttons, and
// the review step's, into stepList, and returns the steps by section id.
// go shows a step; changed takes an input's new text.
export function buildSteps(layout, review, {stepList, stepsBox, go, changed, guide}) {
	const n = layout.sections.length + 1;
	const steps = new Map();
	const items = layout.sections.map((s, i) => {
		const st = buildStep(s, i, n, changed, guide);
		st.mark = h("span", {class: "tpl-mark"});
		st.button = stepButton(s.id, s.number || String(i + 1), s.label, s.required, st.mark);
		on(st.button, "click", () => go(s.id));
		steps.set(s.id, st);
		return h("li", {}, st.button);
	});
	review.button = stepButton(REVIEW, String(n), "Review and export", false, review.mark);
	on(review.button, "click", () => go(REVIEW));
	items.push(h("li", {}, review.button));
	fill(stepList, items);
	fill(stepsBox, [...steps.values()].map((st) => st.el));
	review.eyebrow.textContent = `Step ${n} of ${n}`;
	return steps;
}

// showStep shows step id of steps (or the review) and marks its button
// current. The guidance list opens as the user last chose, else when the
// stage is wide enough to hold it beside the inputs.
export function showStep(steps, review, id, {guide, stageWidth, visible}) {
	for (const st of steps.values()) {
		st.el.hidden = st.s.id !== id;
		st.button.removeAttribute("aria-current");
	}
	review.el.hidden = id !== REVIEW;
	review.button?.removeAttribute("aria-current");
	const cur = id === REVIEW ? review : steps.get(id);
	cur.button.setAttribute("aria-current", "step");
	const more = steps.get(id)?.more;
	if (more && visible) more.open = guide.open ?? stageWidth() >= GUIDE_BESIDE_PX;
	return cur;
}

// fillInputs shows draft d in the steps' inputs, leaving alone an input
// already showing its text.
export function fillInputs(steps, d) {
	for (const st of steps.values()) {
		for (const el of st.inputs) {
			const v = d.fields[el.name] ?? "";
			if (el.value !== v) el.value = v;
		}
	}
}
