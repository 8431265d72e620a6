// template-review.js — the walk-through's last step: a summary of what is
// missing or wrong, the registration previewed as text and exported (text,
// Markdown, JSON, a link), the text outside the template's sections, the
// kept drafts, and import from IANA-style text or JSON.
//
// Its functions take the view (template.js): v.layout, v.drafts, v.api,
// and the view's actions (go, replaceDraft, swapIn, …).

import {h, on, fill, download, copyText, plural} from "./dom.js";
import {verdict, errorBox, more, refLink} from "./ui.js";
import {DIAG_CAP} from "./explore.js";
import {KEPT_WHAT, emptyDraft, isEmpty, canonical, toDraft, toRegistration, toTpl, filledCount, timeOf} from "./template-drafts.js";
import {REVIEW, shortName, sectionOfField} from "./template-form.js";
import {findingItems, stepState} from "./template-checks.js";

// LINK_CAP is state.js's cap on one hash value: a longer draft is left out
// of links (it is still saved here).
const LINK_CAP = 1 << 16;
// EXTRA_CAP is how many sections outside the template are shown for
// editing; the rest stay in the draft and its exports, counted.
const EXTRA_CAP = 50;

// importBox is the import's part of the review step: a text box, a
// format, a button and a file picker.
function importBox(v) {
	const importText = h("textarea", {id: "tpl-import-text", class: "plain-input", rows: "6", spellcheck: "false",
		placeholder: "Namespace Identifier: example\n\nVersion: 1\n…", "aria-describedby": "tpl-import-help"});
	const format = h("select", {id: "tpl-import-format"},
		h("option", {value: ""}, "Detect"), h("option", {value: "text"}, "IANA-style text"), h("option", {value: "json"}, "JSON"));
	const importButton = h("button", {type: "button", id: "tpl-import", class: "primary"}, "Import");
	const file = h("input", {type: "file", id: "tpl-import-file", accept: ".json,.txt,.md,.text,application/json,text/plain,text/markdown"});
	const importResult = h("div", {id: "tpl-import-result", class: "tpl-import-result", "aria-live": "polite"});
	on(importButton, "click", () => {
		if (!importText.value.trim()) {
			fill(importResult, h("p", {class: "error"}, "Paste a registration into the box first."));
			importText.focus();
			return;
		}
		doImport(v, importText.value, format.value, "the pasted text");
	});
	on(file, "change", () => importFile(v, file, format.value, importResult));
	const els = [
		h("h3", {class: "h", id: "tpl-import-heading"}, "Import"),
		h("p", {class: "muted", id: "tpl-import-help"}, "Paste a registration as IANA lists it (headings such as “Namespace Identifier:” or “Purpose:”), or JSON this page exported. The template is recognised from the headings; the draft it replaces is kept."),
		h("label", {for: "tpl-import-text", class: "field-label"}, "Registration text"),
		importText,
		h("div", {class: "tpl-import-row"},
			h("label", {for: "tpl-import-format"}, "Read as "), format, importButton,
			h("span", {class: "muted"}, "or"),
			h("label", {for: "tpl-import-file", class: "tpl-file"}, "Load a file (.json, .txt) ", file)),
		importResult,
	];
	return {els, importText, importResult};
}

// importFile imports the file picked in file, within the engine's limit.
async function importFile(v, file, chosen, importResult) {
	const f = file.files && file.files[0];
	if (!f) return;
	file.value = "";
	// The engine's one limit for registrations (jsontext.MaxSize, given to the page as templateMaxBytes).
	const cap = v.app.data.templateMaxBytes;
	if (f.size > cap) {
		fill(importResult, h("p", {class: "error", role: "alert"}, `${f.name} is ${f.size.toLocaleString()} bytes; the playground reads registrations up to ${cap.toLocaleString()}.`));
		return;
	}
	let text;
	try {
		text = await f.text();
	} catch (err) {
		fill(importResult, h("p", {class: "error", role: "alert"}, `${f.name} could not be read: ${err && err.message || err}`));
		return;
	}
	const fmt = /\.json$/i.test(f.name) || f.type === "application/json" ? "json"
		: /\.(txt|text|md)$/i.test(f.name) || f.type.startsWith("text/") ? "text" : chosen;
	doImport(v, text, fmt, f.name);
}

// exportButtons are the preview's copy, downloads and link.
function exportButtons(v) {
	const copy = h("button", {type: "button", id: "tpl-copy"}, "Copy text");
	const dlText = h("button", {type: "button", id: "tpl-download-text"}, "Download .txt");
	const dlMd = h("button", {type: "button", id: "tpl-download-md"}, "Download .md");
	const dlJson = h("button", {type: "button", id: "tpl-download-json"}, "Download .json");
	const copyLink = h("button", {type: "button", id: "tpl-copy-link"}, "Copy a link to this draft");
	on(copy, "click", () => {
		const t = renderAs(v, "text");
		if (t !== null) copyText(copy, t);
	});
	on(dlText, "click", () => exportAs(v, "text", "txt", "text/plain;charset=utf-8"));
	on(dlMd, "click", () => exportAs(v, "markdown", "md", "text/markdown;charset=utf-8"));
	on(dlJson, "click", () => exportAs(v, "json", "json", "application/json"));
	on(copyLink, "click", () => {
		v.mirror();
		copyText(copyLink, location.href);
	});
	return h("div", {class: "tpl-export", role: "group", "aria-label": "Export"}, copy, dlText, dlMd, dlJson, copyLink);
}

// buildReview builds the review step; paintReview fills it.
export function buildReview(v) {
	const heading = h("h2", {id: "tpl-h-review", class: "tpl-title", tabindex: "-1"}, "Review and export");
	const eyebrow = h("p", {class: "tpl-eyebrow muted"});
	const summary = h("div", {class: "tpl-summary"});
	const preview = h("pre", {id: "tpl-preview", class: "tpl-preview", tabindex: "0", "aria-label": "Preview of the registration as plain text, 72 columns wide"});
	const next = h("div", {class: "tpl-what-next", id: "tpl-what-next"});
	const linkNote = h("p", {class: "muted small tpl-link-note"});
	const outside = h("div", {class: "tpl-outside"});
	const imp = importBox(v);
	const keptBox = h("div", {class: "tpl-kept"});
	const clear = h("button", {type: "button", id: "tpl-clear"}, "Clear this draft");
	const mark = h("span", {class: "tpl-mark"});
	const el = h("section", {class: "tpl-step tpl-review", id: "tpl-step-review", "aria-labelledby": "tpl-h-review", hidden: true},
		eyebrow, heading, summary,
		h("h3", {class: "h"}, "Preview"),
		preview,
		exportButtons(v),
		linkNote,
		next,
		outside,
		imp.els,
		keptBox,
		h("h3", {class: "h"}, "Start over"),
		h("p", {class: "muted"}, "Empties every section of this template. The text is kept (see above) until you delete it."),
		h("p", {}, clear));
	on(clear, "click", () => {
		const d = v.drafts.draft(v.layout.id);
		if (isEmpty(d)) return;
		v.keep("clear", d);
		v.replaceDraft(emptyDraft());
	});
	return {el, heading, eyebrow, summary, preview, linkNote, next, outside, importText: imp.importText, importResult: imp.importResult, keptBox, mark, button: null};
}

// renderAs is the draft as the engine renders it in fmt, or null (with a
// notice) when it cannot.
function renderAs(v, fmt) {
	const r = v.api.render(v.layout.id, toRegistration(v.drafts.draft(v.layout.id)), fmt);
	if (r.error) {
		v.app.notice("The registration could not be rendered: " + r.error.message, "warning");
		return null;
	}
	return r.text;
}

function exportAs(v, fmt, ext, type) {
	const t = renderAs(v, fmt);
	if (t === null) return;
	const nid = (v.drafts.draft(v.layout.id).fields["namespace-id"] ?? "").toLowerCase().replace(/[^a-z0-9-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40);
	download(`urn-${nid || "registration"}-${v.layout.id}.${ext}`, type, t);
}

// doImport reads text (fmt "", "text" or "json") into the draft of the
// layout it names, keeping the draft it replaces, and says what happened.
function doImport(v, text, fmt, source) {
	const review = v.review;
	const r = v.api.import(text, fmt ? {format: fmt} : {});
	if (r.error) {
		fill(review.importResult, errorBox(r.error));
		return;
	}
	const findings = r.findings.length ? h("ul", {class: "diagnostics"}, findingItems(v.layout, r.findings)) : null;
	if (!r.registration) {
		fill(review.importResult, h("p", {class: "error"}, `Nothing was imported from ${source}: `, r.format === "json" ? "it is not a registration this page can read as JSON." : "no registration found."), findings);
		return;
	}
	const target = v.byId.has(r.registration.layout) ? r.registration.layout : v.layout.id;
	const switched = target !== v.layout.id;
	if (switched) v.switchLayout(target);
	const {what, undo} = takeImport(v, toDraft(r.registration, v.layout.fieldIds), switched);
	v.go(REVIEW, {focus: false});
	if (switched) v.mirror();
	fill(review.importResult, h("p", {}, h("strong", {}, `Imported ${source} (${r.format === "json" ? "JSON" : "text"}). `), what, undo ? " " : null, undo), findings);
}

// takeImport makes imported draft d the current one, unless it is the
// same, and returns what to say and the button that undoes it.
function takeImport(v, d, switched) {
	const id = v.layout.id;
	const mine = v.drafts.draft(id);
	if (canonical(d) === canonical(mine)) return {what: "It is the same as your draft: nothing changed.", undo: null};
	if (!isEmpty(mine)) v.keep("import", mine);
	v.replaceDraft(d);
	const what = `${plural(filledCount(d), "section")} now in the ${shortName(v.layout)} draft` +
		(switched ? "; the template picker switched to it (your other drafts are unchanged)." : ".") +
		(isEmpty(mine) ? "" : " The draft it replaced is kept under “Kept drafts” below.");
	if (isEmpty(mine)) return {what, undo: null};
	const undo = h("button", {type: "button", id: "tpl-undo-import", class: "small"}, "Undo import");
	const entry = v.drafts.kept(id)[0];
	on(undo, "click", () => {
		const i = v.drafts.kept(v.layout.id).indexOf(entry);
		if (i >= 0) v.swapIn(i);
		fill(v.review.importResult, h("p", {}, "Import undone: your draft is back; the imported one is kept under “Kept drafts”."));
	});
	return {what, undo};
}

// extraSection is other section i of draft d, editable, with a button
// that removes it.
function extraSection(v, d, e, i) {
	const box = v.review.outside;
	const hi = h("input", {type: "text", id: `tpl-extra-${i}-heading`, name: `extra.${i}.heading`, class: "plain-input"});
	hi.value = e.heading;
	const ta = h("textarea", {id: `tpl-extra-${i}-text`, name: `extra.${i}.text`, class: "plain-input tpl-text", rows: "3"});
	ta.value = e.text;
	const remove = h("button", {type: "button", class: "small"}, "Remove this section");
	on(remove, "click", () => {
		if (!confirm(`Remove the section “${e.heading || "(no heading)"}” and its text? Download the JSON first to keep a copy.`)) return;
		d.extra.splice(i, 1);
		box.dataset.count = "";
		v.replaceDraft(d);
	});
	return h("fieldset", {class: "tpl-extra"}, h("legend", {}, `Other section ${i + 1}`),
		h("label", {for: hi.id, class: "field-label"}, "Heading"), hi,
		h("label", {for: ta.id, class: "field-label"}, "Text"), ta,
		h("p", {}, remove));
}

// paintOutside shows the text that is in no section of the template
// (an import's preamble and unknown headings), editable.
export function paintOutside(v) {
	const d = v.drafts.draft(v.layout.id);
	const box = v.review.outside;
	if (!d.preamble && !d.extra.length) {
		if (box.childNodes.length) fill(box);
		return;
	}
	// Rebuilding while one of these inputs has focus would lose the caret.
	if (box.contains(document.activeElement) && box.dataset.count === String(d.extra.length) && box.dataset.pre === String(!!d.preamble)) return;
	box.dataset.count = String(d.extra.length);
	box.dataset.pre = String(!!d.preamble);
	const parts = [h("h3", {class: "h"}, "Text outside the template's sections"),
		h("p", {class: "muted"}, "Kept from an import or another template: it is exported as written, before the sections (preamble) or after them (other sections).")];
	if (d.preamble) {
		const ta = h("textarea", {id: "tpl-preamble", name: "preamble", class: "plain-input tpl-text", rows: "3"});
		ta.value = d.preamble;
		parts.push(h("label", {for: "tpl-preamble", class: "field-label"}, "Preamble"), ta);
	}
	d.extra.slice(0, EXTRA_CAP).forEach((e, i) => parts.push(extraSection(v, d, e, i)));
	parts.push(more(d.extra.length, EXTRA_CAP, "other sections, kept and exported as they are (edit them in the exported JSON)", "p", "tpl-extra-more"));
	fill(box, parts);
}

// keptItem is kept draft e, the list's item i, with its buttons.
function keptItem(v, e, i) {
	const restore = h("button", {type: "button", class: "small"}, "Restore");
	const dl = h("button", {type: "button", class: "small"}, "Download .json");
	const del = h("button", {type: "button", class: "small"}, "Delete");
	on(restore, "click", () => v.swapIn(i));
	on(dl, "click", () => {
		const id = v.layout.id;
		const r = v.api.render(id, toRegistration(e.draft), "json");
		download(`urn-kept-${id}-${new Date(e.at).toISOString().slice(0, 19).replace(/[:T]/g, "-")}.json`, "application/json",
			r.error ? JSON.stringify({layout: id, ...toRegistration(e.draft)}, null, 2) : r.text);
	});
	on(del, "click", () => {
		if (!confirm("Delete this kept draft for good?")) return;
		v.drafts.remove(v.layout.id, i);
		if (i === 0) v.banner = null;
		paintKept(v);
		v.paintBanners();
	});
	const nid = e.draft.fields["namespace-id"];
	return h("li", {},
		h("span", {}, `${KEPT_WHAT[e.what]?.[2] ?? "a kept draft"}`, e.at ? `, ${timeOf(e.at)}` : "",
			`: ${plural(filledCount(e.draft), "filled section")}`, nid ? [" (NID ", h("code", {}, nid), ")"] : null),
		" ", restore, " ", dl, " ", del);
}

// paintKept lists the layout's kept drafts.
export function paintKept(v) {
	const list = v.drafts.kept(v.layout.id);
	if (!list.length) {
		fill(v.review.keptBox);
		return;
	}
	fill(v.review.keptBox,
		h("h3", {class: "h"}, "Kept drafts"),
		h("p", {class: "muted"}, "Drafts of this template that an import, a link or “Clear” replaced. Restoring one keeps the current draft here in its place."),
		h("ul", {class: "tpl-kept-list"}, list.slice(0, DIAG_CAP).map((e, i) => keptItem(v, e, i)),
			more(list.length, DIAG_CAP, "kept drafts (delete some to see them)")));
}

// paintSummary says how complete the draft is, and lists the sections
// still empty or with problems, each a button to its step.
function paintSummary(v, report) {
	const missing = report.missing.map((id) => v.layout.sections.find((s) => s.id === id)).filter(Boolean);
	const general = report.findings.filter((f) => !v.steps.has(sectionOfField(f.field)));
	const d = v.drafts.draft(v.layout.id);
	const withProblems = [...v.steps.values()].filter((st) => ["error", "warning"].includes(stepState(report, d, st.s)));
	const jump = (s) => {
		const b = h("button", {type: "button", class: "small tpl-jump"}, (s.number ? s.number + " " : "") + s.label);
		on(b, "click", () => v.go(s.id));
		return h("li", {}, b);
	};
	fill(v.review.summary,
		h("p", {class: "tpl-verdict"}, verdict(report.ready, report.summary, report.summary)),
		missing.length ? [h("p", {}, "Required and still empty:"), h("ul", {class: "tpl-jumps"}, missing.map(jump))] : null,
		withProblems.length ? [h("p", {}, "Sections with problems:"), h("ul", {class: "tpl-jumps"}, withProblems.map((st) => jump(st.s)))] : null,
		general.length ? h("ul", {class: "diagnostics"}, findingItems(v.layout, general)) : null);
}

// paintNext says what happens to the completed request under the
// layout's procedure: where it is sent and how it is reviewed, each step
// with the section that prescribes it (core's data).
function paintNext(v) {
	fill(v.review.next,
		h("h3", {class: "h"}, "What happens next"),
		h("ol", {class: "tpl-next-steps"}, v.layout.next.map((n) => h("li", {}, n.text, " ", refLink(n.ref)))));
}

// paintReview fills the review step.
export function paintReview(v) {
	const review = v.review;
	if (v.report) paintSummary(v, v.report);
	const t = renderAs(v, "text");
	review.preview.textContent = t ?? "";
	const tpl = toTpl(v.drafts.draft(v.layout.id));
	review.linkNote.textContent = tpl.length > LINK_CAP
		? `This draft is too long for a link (${tpl.length.toLocaleString()} characters; links carry up to ${LINK_CAP.toLocaleString()}): share the JSON file instead.`
		: "The link holds the whole draft: whoever opens it sees this text (and their own saved draft stays kept).";
	paintNext(v);
	paintOutside(v);
	paintKept(v);
}
