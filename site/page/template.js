// template.js — the registration walk-through: the namespace registration
// template of RFC 8141, draft-12 or RFC 2611 as a form, one step per
// section with the spec's guidance beside it, checked as you type
// (URN.template.validate), previewed and exported (URN.template.render),
// and read back from IANA-style text or JSON (URN.template.import).
//
// Nothing typed is lost: every keystroke is saved to localStorage, one
// draft per layout; a draft that an import, a shared link or "Clear"
// replaces is kept (per layout, newest first) until the user deletes it;
// the state key tpl mirrors the current draft so that links carry it.
// Only drafts that arrived by link and were not edited since are dropped
// from the kept list, oldest first beyond KEPT_CAP: a page that opens the
// playground with link after link cannot push out what the user typed.

import {h, on, $, fill, debounce, download, copyText, plural} from "./dom.js";
import {refLink, severityBadge, verdict, errorBox, more} from "./ui.js";
import {DIAG_CAP} from "./explore.js";

const STORAGE_PREFIX = "urn-playground.template.";
const REVIEW = "review";
// KEPT_CAP is how many replaced drafts that arrived by link (and were not
// edited) each layout keeps; the user's own are kept until deleted.
const KEPT_CAP = 10;
// LINK_CAP is state.js's cap on one hash value: a longer draft is left out
// of links (it is still saved here).
const LINK_CAP = 1 << 16;
const VALIDATE_MS = 150;
const MIRROR_MS = 400;
// GUIDE_BESIDE_PX is template.css's width (46rem) from which the guidance
// stands beside the inputs.
const GUIDE_BESIDE_PX = 736;
// EXTRA_CAP is how many sections outside the template are shown for
// editing; the rest stay in the draft and its exports, counted.
const EXTRA_CAP = 50;

// ---- Drafts ----------------------------------------------------------
//
// A draft is {fields: {id: text}, preamble: "", extra: [{heading, text}]},
// the registration that template.validate and .render accept. Empty texts
// are left out of fields. A draft that a link brought and nobody edited
// since also has link: true.

function emptyDraft() {
	return {fields: {}, preamble: "", extra: []};
}

function asText(v) {
	if (typeof v === "string") return v;
	if (v === null || v === undefined) return "";
	if (typeof v === "object") return JSON.stringify(v);
	return String(v);
}

function isObject(x) {
	return !!x && typeof x === "object" && !Array.isArray(x);
}

// toDraft reads what a link, the storage or an import holds (a
// registration {fields, preamble, extra}, or a plain object of field
// texts) into a draft for a layout with these field ids. Text under an id
// the layout does not have moves to extra: nothing is dropped.
function toDraft(x, fieldIds) {
	const d = emptyDraft();
	if (!isObject(x)) return d;
	const isReg = isObject(x.fields);
	for (const [k, v] of Object.entries(isReg ? x.fields : x)) {
		const t = asText(v);
		if (!t) continue;
		if (fieldIds.includes(k)) d.fields[k] = t;
		else d.extra.push({heading: k, text: t});
	}
	if (isReg) {
		d.preamble = asText(x.preamble);
		for (const e of Array.isArray(x.extra) ? x.extra : []) {
			if (!isObject(e)) continue;
			const heading = asText(e.heading), text = asText(e.text);
			if (heading || text) d.extra.push({heading, text});
		}
	}
	return d;
}

function isEmpty(d) {
	return !Object.values(d.fields).some((v) => v !== "") && !d.preamble.trim() &&
		!d.extra.some((e) => e.heading.trim() || e.text.trim());
}

// canonical is a draft's identity: equal drafts, equal strings.
function canonical(d) {
	const fields = Object.entries(d.fields).filter(([, v]) => v !== "").sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
	return JSON.stringify([fields, d.preamble, d.extra.filter((e) => e.heading || e.text)]);
}

// toRegistration is the draft as the engine takes it.
function toRegistration(d) {
	const fields = {};
	for (const [k, v] of Object.entries(d.fields)) if (v !== "") fields[k] = v;
	return {fields, preamble: d.preamble, extra: d.extra.filter((e) => e.heading || e.text)};
}

// toTpl is the draft as the state key tpl holds it: "" when empty, the
// fields object when there is nothing else, else the registration.
function toTpl(d) {
	if (isEmpty(d)) return "";
	const r = toRegistration(d);
	if (!r.preamble && !r.extra.length) return JSON.stringify(r.fields);
	return JSON.stringify(r);
}

function cloneDraft(d) {
	const c = {fields: {...d.fields}, preamble: d.preamble, extra: d.extra.map((e) => ({...e}))};
	if (d.link) c.link = true;
	return c;
}

// withLink marks a draft read from storage as a link's when x says so.
function withLink(d, x) {
	if (isObject(x) && x.link === true) d.link = true;
	return d;
}

// trimKept drops the oldest drafts that came by link beyond KEPT_CAP; the
// user's own drafts are never dropped to make room.
function trimKept(list) {
	let links = 0;
	return list.filter((e) => !e.draft.link || ++links <= KEPT_CAP);
}

function filledCount(d) {
	return Object.values(d.fields).filter((v) => v.trim()).length + d.extra.filter((e) => e.text.trim()).length;
}

// openStorage is localStorage when this page may use it, else null
// (private mode, file://, a sandboxed frame, a policy).
function openStorage() {
	try {
		const s = window.localStorage;
		const k = STORAGE_PREFIX + "probe";
		s.setItem(k, "1");
		s.removeItem(k);
		return s;
	} catch {
		return null;
	}
}

const STATE_MARK = {
	todo: ["…", "not filled in yet"],
	optional: ["○", "optional, empty"],
	error: ["✖", "has errors"],
	warning: ["▲", "has warnings"],
	done: ["✔", "done"],
};

const KEPT_WHAT = {
	saved: ["Your saved draft was replaced by the draft this link carries.", "Restore my saved draft", "your saved draft, replaced by a link's draft"],
	link: ["The draft an earlier link carried was replaced by this link's draft; your own drafts stay kept.", "Restore the earlier link's draft", "an earlier link's draft, replaced by another link's"],
	import: ["Imported. The draft you had before is kept.", "Undo import", "the draft before an import"],
	clear: ["Draft cleared. Its text is kept.", "Undo clear", "the draft before you cleared it"],
	swap: ["Drafts swapped. The one you had is kept.", "Swap back", "a draft you swapped out"],
	sync: ["Another tab changed this draft; yours is kept.", "Take mine back", "this tab's draft, before another tab's change"],
};

// shortName is a layout's name on the page: its section and its year
// ("RFC 8141 Appendix A (2017)").
function shortName(l) {
	return (l.ref?.text ?? l.id) + (l.year ? ` (${l.year})` : "");
}

function fid(fieldId) {
	return "tpl-f-" + fieldId.replace(/[^a-z0-9-]/gi, "-");
}

function timeOf(ms) {
	const d = new Date(ms);
	const today = new Date().toDateString() === d.toDateString();
	return today ? d.toLocaleTimeString([], {hour: "2-digit", minute: "2-digit", second: "2-digit"}) : d.toLocaleString();
}

function today() {
	const d = new Date();
	const p = (n) => String(n).padStart(2, "0");
	return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

// labelOf is a field's label in a layout ("Purpose", "Registrant: E-mail")
// and the names it is also known by.
function labelOf(l, fieldId) {
	const [sid, sub] = fieldId.split(".");
	const s = l.sections.find((x) => x.id === sid);
	if (!s) return {label: fieldId, names: [fieldId]};
	if (!sub) return {label: s.label, names: [s.label, ...s.aliases]};
	const f = s.subFields.find((x) => x.id === sub);
	if (!f) return {label: `${s.label}: ${sub}`, names: [sub]};
	return {label: `${s.label}: ${f.label}`, names: [f.label, ...f.aliases]};
}

export function initTemplate(app) {
	const root = $("#view-template");
	const api = app.URN.template;
	const layouts = api.layouts();
	if (!Array.isArray(layouts)) {
		fill(root, errorBox(layouts?.error ?? {code: "internal", message: "template.layouts gave nothing"}));
		return {render() {}};
	}
	// Newest template first: RFC 8141 is the one to fill in today.
	const byId = new Map(layouts.map((l) => [l.id, l]));
	const order = [...layouts].sort((a, b) => b.year - a.year);
	const ls = openStorage();

	const drafts = new Map(); // layout id → draft (the truth; storage mirrors it)
	const kept = new Map(); // layout id → [{what, at, draft}], newest first
	let layout = null;
	let step = "";
	let report = null;
	let reportError = null;
	let lastTpl = null; // the tpl this view last wrote or read
	let saveProblem = ls ? "" : "unavailable";
	const savedAt = new Map(); // layout id → when its draft was last saved
	let dirty = false;
	let banner = null; // {kind, layout} of the one fresh banner
	let offerDismissed = false;
	let lastLive = "";
	let steps = new Map(); // section id → its step's elements
	let guideOpen = null; // the guidance list open (true), folded (false), or by width (null)

	// ---- Storage ----------------------------------------------------

	function read(key) {
		if (!ls) return null;
		try {
			return ls.getItem(key);
		} catch {
			return null;
		}
	}

	// write stores value (null removes) and says what went wrong: "",
	// "unavailable", "full" or "refused".
	function write(key, value) {
		if (!ls) return "unavailable";
		try {
			if (value === null) ls.removeItem(key);
			else ls.setItem(key, value);
			return "";
		} catch (e) {
			return e && (e.name === "QuotaExceededError" || e.code === 22 || e.code === 1014) ? "full" : "refused";
		}
	}

	// setAside keeps text that could not be read under a key of its own,
	// so that it is never overwritten.
	function setAside(key, raw, what) {
		const aside = key + ".unreadable." + Date.now();
		write(aside, raw);
		app.notice(`${what} could not be read, so the registration view starts without it; its text is kept in this browser's storage under “${aside}”.`, "warning");
	}

	function parseStored(key, what) {
		const raw = read(key);
		if (!raw) return null;
		try {
			return JSON.parse(raw);
		} catch {
			setAside(key, raw, what);
			return null;
		}
	}

	function draftOf(id) {
		if (!drafts.has(id)) {
			const l = byId.get(id);
			const x = parseStored(STORAGE_PREFIX + id, `The saved ${shortName(l)} draft`);
			drafts.set(id, withLink(toDraft(x, l.fieldIds), x));
			if (isObject(x) && typeof x.savedAt === "number") savedAt.set(id, x.savedAt);
		}
		return drafts.get(id);
	}

	function keptOf(id) {
		if (!kept.has(id)) {
			const l = byId.get(id);
			const x = parseStored(STORAGE_PREFIX + id + ".kept", `The kept ${shortName(l)} drafts`);
			const list = (Array.isArray(x) ? x : []).filter(isObject).map((e) => ({
				what: KEPT_WHAT[e.what] ? e.what : "swap",
				at: typeof e.at === "number" ? e.at : 0,
				draft: withLink(toDraft(e.draft, l.fieldIds), e),
			})).filter((e) => !isEmpty(e.draft));
			kept.set(id, list);
		}
		return kept.get(id);
	}

	function saveKept(id) {
		const list = keptOf(id);
		const problem = write(STORAGE_PREFIX + id + ".kept", list.length ? JSON.stringify(list.map((e) => ({what: e.what, at: e.at, draft: toRegistration(e.draft), ...(e.draft.link ? {link: true} : {})}))) : null);
		if (problem) reportSaveProblem(problem);
	}

	function save() {
		const d = draftOf(layout.id);
		const now = Date.now();
		const problem = write(STORAGE_PREFIX + layout.id, isEmpty(d) ? null : JSON.stringify({v: 1, layout: layout.id, savedAt: now, ...toRegistration(d), ...(d.link ? {link: true} : {})}));
		if (problem) {
			reportSaveProblem(problem);
		} else {
			saveProblem = "";
			savedAt.set(layout.id, now);
			dirty = false;
		}
		paintSaved();
	}

	function reportSaveProblem(problem) {
		if (problem !== saveProblem && problem !== "unavailable") {
			app.notice(problem === "full"
				? "This browser's storage for the page is full, so the registration draft is not being saved. Download it as JSON (last step) to keep it."
				: "This browser refused to save the registration draft. Download it as JSON (last step) to keep it.", "warning");
		}
		saveProblem = problem;
	}

	// keep puts a draft about to be replaced in the layout's kept list.
	function keep(id, what, d) {
		if (isEmpty(d)) return;
		const c = canonical(d);
		const old = keptOf(id);
		const list = old.filter((e) => canonical(e.draft) !== c);
		const entry = {what, at: Date.now(), draft: cloneDraft(d)};
		// The same text the user kept before stays the user's.
		if (old.some((e) => canonical(e.draft) === c && !e.draft.link)) delete entry.draft.link;
		list.unshift(entry);
		kept.set(id, trimKept(list));
		saveKept(id);
		banner = {kind: what, layout: id};
	}

	// ---- The view's frame -------------------------------------------

	const radios = order.map((l) => {
		const r = h("input", {type: "radio", name: "tpl-layout", value: l.id, id: "tpl-layout-" + l.id});
		on(r, "change", () => {
			if (r.checked) pickLayout(l.id);
		});
		return h("label", {class: "tpl-layout", for: "tpl-layout-" + l.id, title: l.title}, r, " ", shortName(l));
	});
	const progress = h("progress", {id: "tpl-progress", max: "100", value: "0"});
	const scoreText = h("span", {id: "tpl-score", class: "tpl-score"});
	const saved = h("span", {id: "tpl-saved", class: "tpl-saved"});
	const bannersEl = h("div", {id: "tpl-banners", class: "tpl-banners", "aria-live": "polite"});
	const stepList = h("ol", {class: "tpl-step-list"});
	const nav = h("nav", {id: "tpl-steps", class: "tpl-steps", "aria-label": "Template sections"}, stepList);
	const stepsBox = h("div", {class: "tpl-steps-box"});
	const prev = h("button", {type: "button", id: "tpl-prev"}, h("span", {"aria-hidden": "true"}, "← "), "Previous");
	const next = h("button", {type: "button", id: "tpl-next", class: "primary"}, "Next", h("span", {"aria-hidden": "true"}, " →"));
	const position = h("span", {class: "tpl-position muted"});
	const live = h("p", {id: "tpl-live", class: "visually-hidden", "aria-live": "polite"});
	const gotoImport = h("button", {type: "button", id: "tpl-goto-import", class: "small"}, "Import…");

	const review = buildReview();
	const stage = h("div", {class: "tpl-stage"}, stepsBox, review.el,
		h("div", {class: "tpl-pager"}, prev, position, next));

	fill(root,
		h("div", {class: "tpl"},
			h("p", {class: "lead"}, "Fill in a URN namespace registration section by section. Each step shows what the spec asks for and checks your text as you type; the last step previews, exports and imports. Your work is saved in this browser as you type."),
			h("div", {class: "tpl-bar"},
				h("fieldset", {class: "tpl-layouts"}, h("legend", {}, "Template"), radios),
				h("div", {class: "tpl-meter"},
					h("label", {for: "tpl-progress", class: "tpl-meter-label"}, "Complete"),
					progress, scoreText),
				h("div", {class: "tpl-bar-end"}, saved, gotoImport)),
			bannersEl,
			h("div", {class: "tpl-main"}, nav, stage),
			live));

	on(prev, "click", () => move(-1));
	on(next, "click", () => move(1));
	on(gotoImport, "click", () => {
		go(REVIEW, {focus: false});
		review.importText.focus();
		review.importText.scrollIntoView({block: "center"});
	});

	// ---- Steps --------------------------------------------------------

	function fieldsOf(s) {
		return [s.id, ...s.subFields.map((f) => s.id + "." + f.id)];
	}

	function sectionOfField(field) {
		return field.split(".")[0];
	}

	function inputFor(fieldId, label, {kind, required, recommended, autocomplete, describedby, hint}) {
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

	const SUB_AUTO = {name: "name", email: "email", organization: "organization", affiliation: "organization", address: "street-address", phone: "tel"};

	function buildStep(s, i, n) {
		const hid = "tpl-h-" + s.id;
		const introId = "tpl-intro-" + s.id;
		const statusId = "tpl-status-" + s.id;
		const describedby = `${introId} ${statusId}`;
		const inputs = [];
		const fieldEls = [];
		if (s.kind === "registrant" && s.subFields.length) {
			for (const f of s.subFields) {
				const x = inputFor(s.id + "." + f.id, f.label, {
					kind: f.id === "address" ? "short-text" : "line", required: f.required, recommended: f.recommended,
					autocomplete: SUB_AUTO[f.id], describedby: statusId,
				});
				inputs.push(x.el);
				fieldEls.push(x.wrap);
			}
			const x = inputFor(s.id, "Anything else about the registrant", {kind: "short-text", describedby: statusId,
				hint: "Free text, kept as written (an imported registration's own wording lands here)."});
			inputs.push(x.el);
			fieldEls.push(x.wrap);
		} else {
			const x = inputFor(s.id, s.label, {kind: s.kind, required: s.required, describedby,
				hint: s.kind === "date" ? "As YYYY-MM-DD." : s.kind === "version" ? "A whole number: 1 for a first registration." : null});
			inputs.push(x.el);
			fieldEls.push(x.wrap);
		}
		// The guidance list folds away when the step is narrow (it would
		// push the input off the screen); the intro always shows.
		let more = null;
		if (s.guidance.length) {
			const summary = h("summary", {}, `What the spec asks for (${plural(s.guidance.length, "point")})`);
			more = h("details", {class: "tpl-more"}, summary, h("ul", {class: "tpl-guidance"}, s.guidance.map((g) => h("li", {}, g))));
			// A click (or Enter, Space) on the summary is the user's choice, for every step.
			on(summary, "click", () => {
				guideOpen = !more.open;
			});
		}
		const guide = h("aside", {class: "tpl-guide", "aria-label": "What the spec asks for"},
			h("p", {class: "tpl-intro", id: introId}, s.intro),
			more,
			h("p", {class: "tpl-refs"},
				s.guidanceRef ? refLink(s.guidanceRef, "Guidance: " + s.guidanceRef.text) : null,
				s.ref && s.ref.anchor !== s.guidanceRef?.anchor ? [" · ", refLink(s.ref, "Template: " + s.ref.text)] : null));
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
				guide,
				h("div", {class: "tpl-work"}, fieldEls, status, findings, examples, checks)));
		return {s, el, heading, inputs, status, findings, checks, examples, more};
	}

	function buildLayout() {
		const n = layout.sections.length + 1;
		steps = new Map();
		const items = [];
		layout.sections.forEach((s, i) => {
			const st = buildStep(s, i, n);
			const mark = h("span", {class: "tpl-mark"});
			const b = h("button", {type: "button", class: "tpl-step-btn", dataset: {step: s.id}},
				h("span", {class: "tpl-num"}, s.number || String(i + 1)),
				h("span", {class: "tpl-step-label"}, s.label,
					s.required ? h("span", {class: "tpl-req", "aria-hidden": "true", title: "required"}, " *") : null,
					s.required ? h("span", {class: "visually-hidden"}, ", required") : null),
				mark);
			on(b, "click", () => go(s.id));
			st.button = b;
			st.mark = mark;
			steps.set(s.id, st);
			items.push(h("li", {}, b));
		});
		const rb = h("button", {type: "button", class: "tpl-step-btn", dataset: {step: REVIEW}},
			h("span", {class: "tpl-num"}, String(n)), h("span", {class: "tpl-step-label"}, "Review and export"), review.mark);
		on(rb, "click", () => go(REVIEW));
		review.button = rb;
		items.push(h("li", {}, rb));
		fill(stepList, items);
		fill(stepsBox, [...steps.values()].map((st) => st.el));
		review.eyebrow.textContent = `Step ${n} of ${n}`;
		for (const r of radios) {
			const input = r.querySelector("input");
			input.checked = input.value === layout.id;
		}
		fillInputs();
	}

	function stepIds() {
		return [...layout.sections.map((s) => s.id), REVIEW];
	}

	function move(delta) {
		const ids = stepIds();
		const j = ids.indexOf(step) + delta;
		if (j >= 0 && j < ids.length) go(ids[j]);
	}

	// go shows a step; focus moves to its heading when the user asked.
	function go(id, {focus = true} = {}) {
		const ids = stepIds();
		if (!ids.includes(id)) id = ids[0];
		step = id;
		try {
			sessionStorage.setItem(STORAGE_PREFIX + "step", id);
		} catch {
			// No session storage: a reload starts at the first step.
		}
		for (const st of steps.values()) {
			st.el.hidden = st.s.id !== id;
			st.button.removeAttribute("aria-current");
		}
		review.el.hidden = id !== REVIEW;
		review.button?.removeAttribute("aria-current");
		const cur = id === REVIEW ? review : steps.get(id);
		cur.button.setAttribute("aria-current", "step");
		const i = ids.indexOf(id);
		prev.disabled = i === 0;
		next.disabled = i === ids.length - 1;
		next.hidden = i === ids.length - 1;
		position.textContent = `Step ${i + 1} of ${ids.length}`;
		if (id === REVIEW) paintReview();
		const more = steps.get(id)?.more;
		if (more && !root.hidden) more.open = guideOpen ?? stage.clientWidth >= GUIDE_BESIDE_PX;
		if (!root.hidden) {
			const s = steps.get(id)?.s;
			const anchor = s ? (s.guidanceRef ?? s.ref)?.anchor : layout.ref?.anchor;
			if (anchor) app.showSpec(anchor);
		}
		if (cur.button.scrollIntoView && nav.scrollWidth > nav.clientWidth) cur.button.scrollIntoView({block: "nearest", inline: "nearest"});
		if (focus) {
			cur.heading.focus({preventScroll: true});
			cur.heading.scrollIntoView({block: "nearest"});
		}
		announce();
	}

	// ---- Typing -------------------------------------------------------

	const validateSoon = debounce(validateNow, VALIDATE_MS);
	let mirrorTimer = 0;

	function mirrorSoon() {
		clearTimeout(mirrorTimer);
		mirrorTimer = setTimeout(mirror, MIRROR_MS);
	}

	// mirror writes the draft to the state key tpl (and so the hash).
	function mirror() {
		clearTimeout(mirrorTimer);
		mirrorTimer = 0;
		const t = toTpl(draftOf(layout.id));
		lastTpl = t;
		if (app.state.tpl !== t || app.state.layout !== layout.id) app.set({tpl: t, layout: layout.id}, {render: false, soon: false}); // already debounced (MIRROR_MS)
	}

	function flush() {
		if (dirty) save();
		if (mirrorTimer) mirror();
	}

	// changed takes an input's new text into the draft and saves it.
	function changed(el) {
		const d = draftOf(layout.id);
		const name = el.name;
		const m = /^extra\.(\d+)\.(heading|text)$/.exec(name);
		if (name === "preamble") d.preamble = el.value;
		else if (m) {
			const e = d.extra[Number(m[1])];
			if (e) e[m[2]] = el.value;
		} else if (layout.fieldIds.includes(name)) {
			if (el.value === "") delete d.fields[name];
			else d.fields[name] = el.value;
		} else return;
		delete d.link; // edited: the user's own now
		dirty = true;
		save();
		validateSoon();
		mirrorSoon();
	}

	on(root, "input", (e) => {
		const el = e.target;
		if (el.name && el.closest(".tpl-step, .tpl-outside")) changed(el);
	});
	// Leaving a field shows its checks at once, without the typing pause.
	on(root, "change", (e) => {
		const el = e.target;
		if (el.name && el.closest(".tpl-step, .tpl-outside")) validateNow();
	});

	// fillInputs shows the draft in the inputs (after a switch, an import,
	// another tab's change), leaving alone an input already showing it.
	function fillInputs() {
		const d = draftOf(layout.id);
		for (const st of steps.values()) {
			for (const el of st.inputs) {
				const v = d.fields[el.name] ?? "";
				if (el.value !== v) el.value = v;
			}
		}
		paintOutside();
	}

	function replaceDraft(d) {
		drafts.set(layout.id, d);
		dirty = true;
		save();
		fillInputs();
		validateNow();
		mirror();
	}

	// ---- Validation ---------------------------------------------------

	function validateNow() {
		const r = api.validate(layout.id, toRegistration(draftOf(layout.id)));
		if (r.error) {
			report = null;
			reportError = r.error;
		} else {
			report = r;
			reportError = null;
		}
		paint();
	}

	function findingsFor(s) {
		if (!report) return [];
		return report.findings.filter((f) => f.field === s.id || f.field.startsWith(s.id + "."));
	}

	function stepState(s) {
		const d = draftOf(layout.id);
		const filled = fieldsOf(s).some((id) => (d.fields[id] ?? "").trim());
		if (!filled) return s.required ? "todo" : "optional";
		const fs = findingsFor(s);
		if (fs.some((f) => f.severity === "error")) return "error";
		if (fs.some((f) => f.severity === "warning")) return "warning";
		return "done";
	}

	function findingItem(f) {
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
	function findingItems(fs) {
		return [fs.slice(0, DIAG_CAP).map(findingItem), more(fs.length, DIAG_CAP, "findings")];
	}

	function checkItem(c) {
		return h("li", {class: c.passed ? "ok" : "open"},
			h("span", {class: "tpl-check-mark", "aria-hidden": "true"}, c.passed ? "✔" : "○"),
			h("span", {class: "visually-hidden"}, c.passed ? "Passes: " : "Not yet: "),
			c.title);
	}

	function examplesField() {
		return report?.checks.find((c) => c.id === "examples")?.field ?? "syntax";
	}

	function paintExamples(st) {
		const list = report?.examples ?? [];
		const nid = draftOf(layout.id).fields["namespace-id"]?.trim() || "…";
		const rows = list.slice(0, DIAG_CAP).map((e) => {
			const explore = h("button", {type: "button", class: "small"}, "Explore");
			on(explore, "click", () => app.set({view: "explore", urn: e.urn}));
			return h("tr", {},
				h("td", {}, h("code", {}, e.urn)),
				h("td", {}, verdict(e.valid, "valid", "not valid")),
				h("td", {}, verdict(e.sameNid, "yes", "no")),
				h("td", {}, e.firstError ?? h("span", {class: "muted"}, "—")),
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

	function paint() {
		if (report) {
			progress.value = report.score;
			progress.setAttribute("aria-valuetext", `${report.score}% complete`);
			scoreText.textContent = `${report.score}% · ${report.passed}/${report.total} checks`;
		} else {
			scoreText.textContent = "—";
		}
		const exField = examplesField();
		const d = draftOf(layout.id);
		for (const st of steps.values()) {
			const state = stepState(st.s);
			const [sym, text] = STATE_MARK[state];
			fill(st.mark, h("span", {"aria-hidden": "true"}, sym), h("span", {class: "visually-hidden"}, ", " + text));
			st.button.dataset.state = state;
			const fs = findingsFor(st.s);
			// An untouched section says "not filled in yet" once, in its
			// status, rather than as a list of errors.
			fill(st.findings, state === "todo" ? null : findingItems(fs));
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
			st.status.textContent = reportError ? "" : statusText(st.s, fs, state);
			st.status.dataset.state = state;
			st.examples.hidden = st.s.id !== exField;
			if (st.s.id === exField) paintExamples(st);
		}
		if (reportError) fill(review.summary, errorBox(reportError));
		review.mark.textContent = report ? `${report.score}%` : "";
		if (step === REVIEW) paintReview();
		paintBanners();
		announce();
	}

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

	// announce says the current step's state in the live region, once per change.
	function announce() {
		const st = steps.get(step);
		const text = step === REVIEW
			? (report ? `${report.score}% complete: ${report.passed} of ${report.total} checks pass.` : "")
			: st?.status.textContent ?? "";
		if (text !== lastLive) {
			lastLive = text;
			live.textContent = text;
		}
	}

	function paintSaved() {
		const d = drafts.get(layout?.id);
		let text, kind = "ok", title = "";
		if (saveProblem === "unavailable") {
			text = "Not saved in this browser";
			kind = "warn";
			title = "This browser does not let the page keep data: download the JSON to keep your draft.";
		} else if (saveProblem === "full") {
			text = "Not saved: storage full";
			kind = "warn";
		} else if (saveProblem) {
			text = "Not saved";
			kind = "warn";
		} else if (!d || isEmpty(d)) {
			text = "Nothing to save yet";
			kind = "idle";
		} else {
			const at = savedAt.get(layout.id);
			text = at ? `Saved ${timeOf(at)}` : "Saved";
			title = "Saved in this browser as you type; restored when you come back.";
		}
		saved.dataset.kind = kind;
		saved.title = title;
		fill(saved, h("span", {"aria-hidden": "true"}, kind === "warn" ? "⚠ " : kind === "ok" ? "✓ " : ""), text);
	}

	// ---- Banners: storage, a replaced draft, a draft in another layout -

	function paintBanners() {
		const items = [];
		if (!ls) {
			items.push(h("p", {class: "notice notice-warning tpl-banner"}, h("span", {},
				"This browser does not let the page keep data (private browsing, or the page opened from a file), so your draft lives only in this tab and in the page's address. Download it as JSON on the last step to keep it.")));
		}
		const list = keptOf(layout.id);
		if (banner && banner.layout === layout.id && list.length) {
			const [msg, action] = KEPT_WHAT[list[undoIndex(list)].what] ?? KEPT_WHAT.swap;
			const undo = h("button", {type: "button", id: "tpl-undo", class: "primary small"}, action);
			const dismiss = h("button", {type: "button", class: "icon-button", "aria-label": "Dismiss (the kept draft stays under Review and export)"}, "×");
			// The same text may stand for another entry by now (the banner
			// is not rebuilt when its text stays): look it up on click.
			on(undo, "click", () => swapIn(undoIndex(keptOf(layout.id))));
			on(dismiss, "click", () => {
				banner = null;
				paintBanners();
			});
			items.push(h("p", {class: "notice tpl-banner"}, h("span", {}, msg, " "), h("span", {class: "tpl-banner-actions"}, undo, dismiss)));
		}
		const d = draftOf(layout.id);
		if (isEmpty(d) && !offerDismissed) {
			const other = order.filter((l) => l.id !== layout.id).find((l) => !isEmpty(draftOf(l.id)));
			if (other) {
				const copy = h("button", {type: "button", class: "small"}, "Copy its sections here");
				const dismiss = h("button", {type: "button", class: "icon-button", "aria-label": "Dismiss"}, "×");
				on(copy, "click", () => copyFrom(other.id));
				on(dismiss, "click", () => {
					offerDismissed = true;
					paintBanners();
				});
				items.push(h("p", {class: "notice tpl-banner"},
					h("span", {}, `This template is empty; your ${shortName(other)} draft has ${plural(filledCount(draftOf(other.id)), "filled section")}. `),
					h("span", {class: "tpl-banner-actions"}, copy, dismiss)));
			}
		}
		// Rebuilding the same banners would re-announce them: compare first.
		const sig = items.map((p) => p.textContent).join("\n");
		if (bannersEl.dataset.sig !== sig) {
			bannersEl.dataset.sig = sig;
			fill(bannersEl, items);
		}
	}

	// undoIndex is the kept draft the banner offers back: the newest, but
	// after link upon link, the user's own draft that the first of them
	// replaced rather than the previous link's.
	function undoIndex(list) {
		if (list[0]?.what !== "link") return 0;
		const own = list.findIndex((e) => !e.draft.link);
		return own > 0 && list[own].what === "saved" ? own : 0;
	}

	// swapIn makes kept draft i the current one; the current one is kept.
	function swapIn(i) {
		const list = keptOf(layout.id);
		const [entry] = list.splice(i, 1);
		if (!entry) return;
		const cur = draftOf(layout.id);
		if (!isEmpty(cur)) list.unshift({what: "swap", at: Date.now(), draft: cloneDraft(cur)});
		saveKept(layout.id);
		banner = isEmpty(cur) ? null : {kind: "swap", layout: layout.id};
		replaceDraft(entry.draft);
		app.notice(`Restored ${KEPT_WHAT[entry.what]?.[2] ?? "a kept draft"}${isEmpty(cur) ? "" : "; the draft you had is kept under Review and export"}.`);
	}

	// copyFrom fills this (empty) layout from another layout's draft:
	// fields with the same id or a matching name move over, the rest
	// become extra sections under their old heading.
	function copyFrom(otherId) {
		const src = draftOf(otherId);
		const from = byId.get(otherId);
		const d = emptyDraft();
		const names = new Map();
		for (const id of layout.fieldIds) for (const n of labelOf(layout, id).names) names.set(n.toLowerCase(), id);
		for (const [k, v] of Object.entries(src.fields)) {
			if (!v) continue;
			let to = layout.fieldIds.includes(k) ? k : null;
			if (!to) {
				const cands = labelOf(from, k).names.map((n) => names.get(n.toLowerCase())).filter(Boolean);
				// Only a subfield maps to a subfield of the same section, so that text keeps its place.
				to = cands.find((c) => c.includes(".") === k.includes(".") && !d.fields[c]) ?? null;
			}
			if (to && !d.fields[to]) d.fields[to] = v;
			else d.extra.push({heading: labelOf(from, k).label, text: v});
		}
		d.preamble = src.preamble;
		d.extra.push(...src.extra.map((e) => ({...e})));
		replaceDraft(d);
		app.notice(`Copied your ${shortName(from)} draft into the ${shortName(layout)} template; the ${shortName(from)} draft is unchanged.`);
	}

	// ---- Review, export, import -----------------------------------------

	function buildReview() {
		const heading = h("h2", {id: "tpl-h-review", class: "tpl-title", tabindex: "-1"}, "Review and export");
		const eyebrow = h("p", {class: "tpl-eyebrow muted"});
		const summary = h("div", {class: "tpl-summary"});
		const preview = h("pre", {id: "tpl-preview", class: "tpl-preview", tabindex: "0", "aria-label": "Preview of the registration as plain text"});
		const copy = h("button", {type: "button", id: "tpl-copy"}, "Copy text");
		const dlText = h("button", {type: "button", id: "tpl-download-text"}, "Download .txt");
		const dlMd = h("button", {type: "button", id: "tpl-download-md"}, "Download .md");
		const dlJson = h("button", {type: "button", id: "tpl-download-json"}, "Download .json");
		const copyLink = h("button", {type: "button", id: "tpl-copy-link"}, "Copy a link to this draft");
		const linkNote = h("p", {class: "muted small tpl-link-note"});
		const outside = h("div", {class: "tpl-outside"});
		const importText = h("textarea", {id: "tpl-import-text", class: "plain-input", rows: "6", spellcheck: "false",
			placeholder: "Namespace Identifier: example\n\nVersion: 1\n…", "aria-describedby": "tpl-import-help"});
		const format = h("select", {id: "tpl-import-format"},
			h("option", {value: ""}, "Detect"), h("option", {value: "text"}, "IANA-style text"), h("option", {value: "json"}, "JSON"));
		const importButton = h("button", {type: "button", id: "tpl-import", class: "primary"}, "Import");
		const file = h("input", {type: "file", id: "tpl-import-file", accept: ".json,.txt,.md,.text,application/json,text/plain,text/markdown"});
		const importResult = h("div", {id: "tpl-import-result", class: "tpl-import-result", "aria-live": "polite"});
		const keptBox = h("div", {class: "tpl-kept"});
		const clear = h("button", {type: "button", id: "tpl-clear"}, "Clear this draft");
		const mark = h("span", {class: "tpl-mark"});
		const el = h("section", {class: "tpl-step tpl-review", id: "tpl-step-review", "aria-labelledby": "tpl-h-review", hidden: true},
			eyebrow, heading, summary,
			h("h3", {class: "h"}, "Preview"),
			preview,
			h("div", {class: "tpl-export", role: "group", "aria-label": "Export"}, copy, dlText, dlMd, dlJson, copyLink),
			linkNote,
			outside,
			h("h3", {class: "h", id: "tpl-import-heading"}, "Import"),
			h("p", {class: "muted", id: "tpl-import-help"}, "Paste a registration as IANA lists it (headings such as “Namespace Identifier:” or “Purpose:”), or JSON this page exported. The template is recognised from the headings; the draft it replaces is kept."),
			h("label", {for: "tpl-import-text", class: "field-label"}, "Registration text"),
			importText,
			h("div", {class: "tpl-import-row"},
				h("label", {for: "tpl-import-format"}, "Read as "), format, importButton,
				h("span", {class: "muted"}, "or"),
				h("label", {for: "tpl-import-file", class: "tpl-file"}, "Load a file (.json, .txt) ", file)),
			importResult,
			keptBox,
			h("h3", {class: "h"}, "Start over"),
			h("p", {class: "muted"}, "Empties every section of this template. The text is kept (see above) until you delete it."),
			h("p", {}, clear));

		on(copy, "click", () => {
			const t = renderAs("text");
			if (t !== null) copyText(copy, t);
		});
		on(dlText, "click", () => exportAs("text", "txt", "text/plain;charset=utf-8"));
		on(dlMd, "click", () => exportAs("markdown", "md", "text/markdown;charset=utf-8"));
		on(dlJson, "click", () => exportAs("json", "json", "application/json"));
		on(copyLink, "click", () => {
			mirror();
			copyText(copyLink, location.href);
		});
		on(importButton, "click", () => {
			if (!importText.value.trim()) {
				fill(importResult, h("p", {class: "error"}, "Paste a registration into the box first."));
				importText.focus();
				return;
			}
			doImport(importText.value, format.value, "the pasted text");
		});
		on(file, "change", async () => {
			const f = file.files && file.files[0];
			if (!f) return;
			file.value = "";
			// The engine's one limit for registrations (core.JSONMaxSize).
			const cap = app.data.templateMaxBytes;
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
				: /\.(txt|text|md)$/i.test(f.name) || f.type.startsWith("text/") ? "text" : format.value;
			doImport(text, fmt, f.name);
		});
		on(clear, "click", () => {
			const d = draftOf(layout.id);
			if (isEmpty(d)) return;
			keep(layout.id, "clear", d);
			replaceDraft(emptyDraft());
		});
		return {el, heading, eyebrow, summary, preview, linkNote, outside, importText, importResult, keptBox, mark, button: null};
	}

	function renderAs(fmt) {
		const r = api.render(layout.id, toRegistration(draftOf(layout.id)), fmt);
		if (r.error) {
			app.notice("The registration could not be rendered: " + r.error.message, "warning");
			return null;
		}
		return r.text;
	}

	function exportAs(fmt, ext, type) {
		const t = renderAs(fmt);
		if (t === null) return;
		const nid = (draftOf(layout.id).fields["namespace-id"] ?? "").toLowerCase().replace(/[^a-z0-9-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40);
		download(`urn-${nid || "registration"}-${layout.id}.${ext}`, type, t);
	}

	function doImport(text, fmt, source) {
		const r = api.import(text, fmt ? {format: fmt} : {});
		if (r.error) {
			fill(review.importResult, errorBox(r.error));
			return;
		}
		const findings = r.findings.length ? h("ul", {class: "diagnostics"}, findingItems(r.findings)) : null;
		if (!r.registration) {
			fill(review.importResult, h("p", {class: "error"}, `Nothing was imported from ${source}: `, r.format === "json" ? "it is not a registration this page can read as JSON." : "no registration found."), findings);
			return;
		}
		const target = byId.has(r.registration.layout) ? r.registration.layout : layout.id;
		const switched = target !== layout.id;
		if (switched) switchLayout(target);
		const d = toDraft(r.registration, layout.fieldIds);
		const mine = draftOf(layout.id);
		let what;
		let undo = null;
		if (canonical(d) === canonical(mine)) {
			what = "It is the same as your draft: nothing changed.";
		} else {
			if (!isEmpty(mine)) keep(layout.id, "import", mine);
			replaceDraft(d);
			what = `${plural(filledCount(d), "section")} now in the ${shortName(layout)} draft` +
				(switched ? "; the template picker switched to it (your other drafts are unchanged)." : ".") +
				(isEmpty(mine) ? "" : " The draft it replaced is kept under “Kept drafts” below.");
			if (!isEmpty(mine)) {
				undo = h("button", {type: "button", id: "tpl-undo-import", class: "small"}, "Undo import");
				const entry = keptOf(layout.id)[0];
				on(undo, "click", () => {
					const i = keptOf(layout.id).indexOf(entry);
					if (i >= 0) swapIn(i);
					fill(review.importResult, h("p", {}, "Import undone: your draft is back; the imported one is kept under “Kept drafts”."));
				});
			}
		}
		go(REVIEW, {focus: false});
		if (switched) mirror();
		fill(review.importResult, h("p", {}, h("strong", {}, `Imported ${source} (${r.format === "json" ? "JSON" : "text"}). `), what, undo ? " " : null, undo), findings);
	}

	// paintOutside shows the text that is in no section of the template
	// (an import's preamble and unknown headings), editable.
	function paintOutside() {
		const d = draftOf(layout.id);
		const box = review.outside;
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
		d.extra.slice(0, EXTRA_CAP).forEach((e, i) => {
			const hi = h("input", {type: "text", id: `tpl-extra-${i}-heading`, name: `extra.${i}.heading`, class: "plain-input"});
			hi.value = e.heading;
			const ta = h("textarea", {id: `tpl-extra-${i}-text`, name: `extra.${i}.text`, class: "plain-input tpl-text", rows: "3"});
			ta.value = e.text;
			const remove = h("button", {type: "button", class: "small"}, "Remove this section");
			on(remove, "click", () => {
				if (!confirm(`Remove the section “${e.heading || "(no heading)"}” and its text? Download the JSON first to keep a copy.`)) return;
				d.extra.splice(i, 1);
				box.dataset.count = "";
				replaceDraft(d);
			});
			parts.push(h("fieldset", {class: "tpl-extra"}, h("legend", {}, `Other section ${i + 1}`),
				h("label", {for: hi.id, class: "field-label"}, "Heading"), hi,
				h("label", {for: ta.id, class: "field-label"}, "Text"), ta,
				h("p", {}, remove)));
		});
		parts.push(more(d.extra.length, EXTRA_CAP, "other sections, kept and exported as they are (edit them in the exported JSON)", "p", "tpl-extra-more"));
		fill(box, parts);
	}

	function paintKept() {
		const list = keptOf(layout.id);
		if (!list.length) {
			fill(review.keptBox);
			return;
		}
		fill(review.keptBox,
			h("h3", {class: "h"}, "Kept drafts"),
			h("p", {class: "muted"}, "Drafts of this template that an import, a link or “Clear” replaced. Restoring one keeps the current draft here in its place."),
			h("ul", {class: "tpl-kept-list"}, list.slice(0, DIAG_CAP).map((e, i) => {
				const restore = h("button", {type: "button", class: "small"}, "Restore");
				const dl = h("button", {type: "button", class: "small"}, "Download .json");
				const del = h("button", {type: "button", class: "small"}, "Delete");
				on(restore, "click", () => swapIn(i));
				on(dl, "click", () => {
					const r = api.render(layout.id, toRegistration(e.draft), "json");
					download(`urn-kept-${layout.id}-${new Date(e.at).toISOString().slice(0, 19).replace(/[:T]/g, "-")}.json`, "application/json",
						r.error ? JSON.stringify({layout: layout.id, ...toRegistration(e.draft)}, null, 2) : r.text);
				});
				on(del, "click", () => {
					if (!confirm("Delete this kept draft for good?")) return;
					keptOf(layout.id).splice(i, 1);
					saveKept(layout.id);
					if (i === 0) banner = null;
					paintKept();
					paintBanners();
				});
				const nid = e.draft.fields["namespace-id"];
				return h("li", {},
					h("span", {}, `${KEPT_WHAT[e.what]?.[2] ?? "a kept draft"}`, e.at ? `, ${timeOf(e.at)}` : "",
						`: ${plural(filledCount(e.draft), "filled section")}`, nid ? [" (NID ", h("code", {}, nid), ")"] : null),
					" ", restore, " ", dl, " ", del);
			}), more(list.length, DIAG_CAP, "kept drafts (delete some to see them)")));
	}

	function paintReview() {
		if (report) {
			const missing = report.missing.map((id) => layout.sections.find((s) => s.id === id)).filter(Boolean);
			const general = report.findings.filter((f) => !steps.has(sectionOfField(f.field)));
			const withProblems = [...steps.values()].filter((st) => ["error", "warning"].includes(stepState(st.s)));
			const jump = (s) => {
				const b = h("button", {type: "button", class: "small tpl-jump"}, (s.number ? s.number + " " : "") + s.label);
				on(b, "click", () => go(s.id));
				return h("li", {}, b);
			};
			fill(review.summary,
				h("p", {class: "tpl-verdict"}, verdict(report.clean, "Every check passes", "Not ready yet"),
					` · ${report.score}% complete: ${report.passed} of ${report.total} checks pass.`),
				missing.length ? [h("p", {}, "Required and still empty:"), h("ul", {class: "tpl-jumps"}, missing.map(jump))] : null,
				withProblems.length ? [h("p", {}, "Sections with problems:"), h("ul", {class: "tpl-jumps"}, withProblems.map((st) => jump(st.s)))] : null,
				general.length ? h("ul", {class: "diagnostics"}, findingItems(general)) : null);
		}
		const t = renderAs("text");
		review.preview.textContent = t ?? "";
		const tpl = toTpl(draftOf(layout.id));
		review.linkNote.textContent = tpl.length > LINK_CAP
			? `This draft is too long for a link (${tpl.length.toLocaleString()} characters; links carry up to ${LINK_CAP.toLocaleString()}): share the JSON file instead.`
			: "The link holds the whole draft: whoever opens it sees this text (and their own saved draft stays kept).";
		paintOutside();
		paintKept();
	}

	// ---- Layouts, links, other tabs -----------------------------------

	function switchLayout(id) {
		if (layout && dirty) save();
		layout = byId.get(id);
		draftOf(id);
		offerDismissed = false;
		if (banner && banner.layout !== id) banner = null;
		buildLayout();
		paintSaved();
	}

	function pickLayout(id) {
		if (id === layout.id) return;
		switchLayout(id);
		validateNow();
		mirror();
		go(steps.has(step) ? step : step === REVIEW ? REVIEW : layout.sections[0].id, {focus: false});
	}

	// incoming takes a tpl from the link: shown, with the saved draft kept.
	function incoming(tpl) {
		lastTpl = tpl;
		if (!tpl) return;
		let x;
		try {
			x = JSON.parse(tpl);
		} catch {
			x = undefined;
		}
		if (!isObject(x)) {
			review.importText.value = tpl;
			app.notice("The link's registration draft is not readable, so it was not loaded; its text is in the Import box of the registration view's last step.", "warning");
			return;
		}
		const d = toDraft(x, layout.fieldIds);
		d.link = true;
		const mine = draftOf(layout.id);
		if (canonical(d) === canonical(mine)) return;
		if (!isEmpty(mine)) keep(layout.id, mine.link ? "link" : "saved", mine);
		replaceDraft(d);
	}

	// Another tab saved a draft: take it (the two tabs stay one draft);
	// this tab's differing text is kept, never overwritten.
	on(window, "storage", (e) => {
		if (!e.key || !e.key.startsWith(STORAGE_PREFIX) || !layout) return;
		const rest = e.key.slice(STORAGE_PREFIX.length);
		const id = rest.split(".")[0];
		if (!byId.has(id)) return;
		if (rest === id + ".kept") {
			kept.delete(id);
			if (id === layout.id) {
				if (step === REVIEW) paintKept();
				paintBanners();
			}
			return;
		}
		if (rest !== id) return;
		let x = null;
		try {
			x = e.newValue ? JSON.parse(e.newValue) : null;
		} catch {
			return;
		}
		const theirs = withLink(toDraft(x, byId.get(id).fieldIds), x);
		if (id !== layout.id) {
			drafts.set(id, theirs);
			return;
		}
		const mine = draftOf(id);
		if (canonical(theirs) === canonical(mine)) return;
		// mine is saved at every keystroke; only a failed save leaves it unsaved.
		if (dirty) keep(id, "sync", mine);
		drafts.set(id, theirs);
		if (isObject(x) && typeof x.savedAt === "number") savedAt.set(id, x.savedAt);
		dirty = false;
		fillInputs();
		validateNow();
		if (!root.hidden) mirror();
		paintSaved();
	});

	const onLeave = () => flush();
	on(window, "pagehide", onLeave);
	on(document, "visibilitychange", () => {
		if (document.visibilityState === "hidden") flush();
	});

	// ---- Start ----------------------------------------------------------

	switchLayout(byId.has(app.state.layout) ? app.state.layout : order[0].id);
	// A reload (or a crashed tab restored) goes back to the step it was on.
	try {
		step = sessionStorage.getItem(STORAGE_PREFIX + "step") || "";
	} catch {
		step = "";
	}
	if (!steps.has(step) && step !== REVIEW) step = layout.sections[0].id;

	function render() {
		const want = byId.has(app.state.layout) ? app.state.layout : layout.id;
		if (want !== layout.id) {
			switchLayout(want);
			if (!steps.has(step) && step !== REVIEW) step = layout.sections[0].id;
		}
		if (app.state.tpl !== lastTpl) incoming(app.state.tpl);
		if (app.state.view === "template") mirror();
		validateNow();
		go(step, {focus: false});
		paintSaved();
	}

	validateNow();
	go(step, {focus: false});
	paintSaved();
	return {render, flush};
}
