// template.js — the registration walk-through: the namespace registration
// template of RFC 8141, draft-12 or RFC 2611 as a form, one step per
// section with the spec's guidance beside it, checked as you type
// (URN.template.validate), previewed and exported (URN.template.render),
// and read back from IANA-style text or JSON (URN.template.import).
// Nothing typed is lost (template-drafts.js), and the state key tpl
// mirrors the current draft so that links carry it.
//
// This module holds the view's state and wires the others, one concern
// each: template-drafts.js (the drafts and their storage),
// template-form.js (the steps and their inputs), template-checks.js (what
// validation found, shown in the steps), template-review.js (review,
// export and import) and template-banners.js (a replaced draft to get
// back, another template's draft to copy).

import {h, on, $, fill, debounce} from "./dom.js";
import {errorBox} from "./ui.js";
import {LINK_DRAFT_MAX} from "./storage-budget.js";
import {Drafts, STORAGE_PREFIX, KEPT_WHAT, toDraft, toTpl, toRegistration, isEmpty, isObject, canonical, showSaved} from "./template-drafts.js";
import {REVIEW, shortName, buildSteps, showStep, fillInputs} from "./template-form.js";
import {paintMeter, paintSteps} from "./template-checks.js";
import {buildReview, paintReview, paintOutside, paintKept} from "./template-review.js";
import {paintBanners} from "./template-banners.js";

const VALIDATE_MS = 150;
const MIRROR_MS = 400;

// TemplateView is the walk-through's state and what changes it. The
// other modules' functions take it as v.
class TemplateView {
	constructor(app, root, byId, order) {
		this.app = app;
		this.api = app.URN.template;
		this.root = root;
		this.byId = byId; // layout id → layout
		this.order = order; // the layouts, newest first
		this.drafts = new Drafts(byId, {name: shortName, notice: app.notice, onSave: () => this.paintSaved()});
		this.layout = null; // the layout shown
		this.step = ""; // the step shown: a section id or REVIEW
		this.steps = new Map(); // section id → its step's elements
		this.report = null; // the draft's last validation
		this.reportError = null; // or why there is none
		this.lastTpl = null; // the tpl this view last wrote or read
		this.banner = null; // {kind, layout} of the one fresh banner
		this.offerDismissed = false; // the offer to copy another template's draft
		this.lastLive = ""; // what the live region last said
		this.guide = {open: null}; // the guidance list open (true), folded (false), or by width (null)
		this.mirrorTimer = 0;
		this.validateSoon = debounce(() => this.validateNow(), VALIDATE_MS);
		this.review = buildReview(this);
		this.frame();
	}

	// frame builds what every layout shares: the template picker, the
	// meter, the banners, the step list and the pager.
	frame() {
		this.radios = this.order.map((l) => {
			const r = h("input", {type: "radio", name: "tpl-layout", value: l.id, id: "tpl-layout-" + l.id});
			on(r, "change", () => {
				if (r.checked) this.pickLayout(l.id);
			});
			return h("label", {class: "tpl-layout", for: "tpl-layout-" + l.id, title: l.title}, r, " ", shortName(l));
		});
		this.progress = h("progress", {id: "tpl-progress", max: "100", value: "0"});
		this.scoreText = h("span", {id: "tpl-score", class: "tpl-score"});
		this.saved = h("span", {id: "tpl-saved", class: "tpl-saved"});
		this.bannersEl = h("div", {id: "tpl-banners", class: "tpl-banners", "aria-live": "polite"});
		this.stepList = h("ol", {class: "tpl-step-list"});
		this.nav = h("nav", {id: "tpl-steps", class: "tpl-steps", "aria-label": "Template sections"}, this.stepList);
		this.stepsBox = h("div", {class: "tpl-steps-box"});
		this.prev = h("button", {type: "button", id: "tpl-prev"}, h("span", {"aria-hidden": "true"}, "← "), "Previous");
		this.next = h("button", {type: "button", id: "tpl-next", class: "primary"}, "Next", h("span", {"aria-hidden": "true"}, " →"));
		this.position = h("span", {class: "tpl-position muted"});
		this.live = h("p", {id: "tpl-live", class: "visually-hidden", "aria-live": "polite"});
		const gotoImport = h("button", {type: "button", id: "tpl-goto-import", class: "small"}, "Import…");
		this.stage = h("div", {class: "tpl-stage"}, this.stepsBox, this.review.el,
			h("div", {class: "tpl-pager"}, this.prev, this.position, this.next));
		fill(this.root,
			h("div", {class: "tpl"},
				h("p", {class: "lead"}, "Fill in a URN namespace registration section by section. Each step shows what the spec asks for and checks your text as you type; the last step previews, exports and imports. Your work is saved in this browser as you type."),
				h("div", {class: "tpl-bar"},
					h("fieldset", {class: "tpl-layouts"}, h("legend", {}, "Template"), this.radios),
					h("div", {class: "tpl-meter"},
						h("label", {for: "tpl-progress", class: "tpl-meter-label"}, "Complete"),
						this.progress, this.scoreText),
					h("div", {class: "tpl-bar-end"}, this.saved, gotoImport)),
				this.bannersEl,
				h("div", {class: "tpl-main"}, this.nav, this.stage),
				this.live));
		on(this.prev, "click", () => this.move(-1));
		on(this.next, "click", () => this.move(1));
		on(gotoImport, "click", () => {
			this.go(REVIEW, {focus: false});
			this.review.importText.focus();
			this.review.importText.scrollIntoView({block: "center"});
		});
	}

	// ---- Steps ----------------------------------------------------------

	buildLayout() {
		this.steps = buildSteps(this.layout, this.review, {
			stepList: this.stepList, stepsBox: this.stepsBox, guide: this.guide,
			go: (id) => this.go(id), changed: (el) => this.changed(el),
		});
		for (const r of this.radios) {
			const input = r.querySelector("input");
			input.checked = input.value === this.layout.id;
		}
		this.fillInputs();
	}

	stepIds() {
		return [...this.layout.sections.map((s) => s.id), REVIEW];
	}

	move(delta) {
		const ids = this.stepIds();
		const j = ids.indexOf(this.step) + delta;
		if (j >= 0 && j < ids.length) this.go(ids[j]);
	}

	// go shows a step; focus moves to its heading when the user asked.
	go(id, {focus = true} = {}) {
		const ids = this.stepIds();
		if (!ids.includes(id)) id = ids[0];
		this.step = id;
		try {
			sessionStorage.setItem(STORAGE_PREFIX + "step", id);
		} catch {
			// No session storage: a reload starts at the first step.
		}
		const cur = showStep(this.steps, this.review, id, {guide: this.guide, stageWidth: () => this.stage.clientWidth, visible: !this.root.hidden});
		const i = ids.indexOf(id);
		this.prev.disabled = i === 0;
		this.next.disabled = i === ids.length - 1;
		this.next.hidden = i === ids.length - 1;
		this.position.textContent = `Step ${i + 1} of ${ids.length}`;
		if (id === REVIEW) paintReview(this);
		if (!this.root.hidden) {
			const s = this.steps.get(id)?.s;
			const anchor = s ? (s.guidanceRef ?? s.ref)?.anchor : this.layout.ref?.anchor;
			if (anchor) this.app.showSpec(anchor);
		}
		if (cur.button.scrollIntoView && this.nav.scrollWidth > this.nav.clientWidth) cur.button.scrollIntoView({block: "nearest", inline: "nearest"});
		if (focus) {
			cur.heading.focus({preventScroll: true});
			cur.heading.scrollIntoView({block: "nearest"});
		}
		this.announce();
	}

	// ---- Typing ---------------------------------------------------------

	mirrorSoon() {
		clearTimeout(this.mirrorTimer);
		this.mirrorTimer = setTimeout(() => this.mirror(), MIRROR_MS);
	}

	// mirror writes the draft to the state key tpl (and so the hash).
	mirror() {
		clearTimeout(this.mirrorTimer);
		this.mirrorTimer = 0;
		const t = toTpl(this.drafts.draft(this.layout.id));
		this.lastTpl = t;
		if (this.app.state.tpl !== t || this.app.state.layout !== this.layout.id) this.app.set({tpl: t, layout: this.layout.id}, {render: false, soon: false}); // already debounced (MIRROR_MS)
	}

	flush() {
		this.drafts.flush(this.layout.id);
		if (this.mirrorTimer) this.mirror();
	}

	// changed takes an input's new text into the draft and saves it.
	changed(el) {
		const d = this.drafts.draft(this.layout.id);
		const name = el.name;
		const m = /^extra\.(\d+)\.(heading|text)$/.exec(name);
		if (name === "preamble") d.preamble = el.value;
		else if (m) {
			const e = d.extra[Number(m[1])];
			if (e) e[m[2]] = el.value;
		} else if (this.layout.fieldIds.includes(name)) {
			if (el.value === "") delete d.fields[name];
			else d.fields[name] = el.value;
		} else return;
		delete d.link; // edited: the user's own now
		this.drafts.edited(this.layout.id);
		this.validateSoon();
		this.mirrorSoon();
	}

	// fillInputs shows the draft in the inputs (after a switch, an import,
	// another tab's change), leaving alone an input already showing it.
	fillInputs() {
		fillInputs(this.steps, this.drafts.draft(this.layout.id));
		paintOutside(this);
	}

	replaceDraft(d) {
		this.drafts.replace(this.layout.id, d);
		this.fillInputs();
		this.validateNow();
		this.mirror();
	}

	// keep keeps the layout's draft d, about to be replaced, and says so
	// in the banner.
	keep(what, d) {
		if (this.drafts.keep(this.layout.id, what, d)) this.banner = {kind: what, layout: this.layout.id};
	}

	// swapIn makes kept draft i the current one; the current one is kept.
	swapIn(i) {
		const id = this.layout.id;
		const had = !isEmpty(this.drafts.draft(id));
		const entry = this.drafts.takeOut(id, i);
		if (!entry) return;
		this.banner = had ? {kind: "swap", layout: id} : null;
		this.replaceDraft(entry.draft);
		this.app.notice(`Restored ${KEPT_WHAT[entry.what]?.[2] ?? "a kept draft"}${had ? "; the draft you had is kept under Review and export" : ""}.`);
	}

	// ---- Validation -----------------------------------------------------

	validateNow() {
		const r = this.api.validate(this.layout.id, toRegistration(this.drafts.draft(this.layout.id)));
		this.report = r.error ? null : r;
		this.reportError = r.error ? r.error : null;
		this.paint();
	}

	paint() {
		const report = this.report;
		paintMeter(this.progress, this.scoreText, report);
		paintSteps(this.app, this.layout, this.steps, {report, failed: !!this.reportError, d: this.drafts.draft(this.layout.id)});
		if (this.reportError) fill(this.review.summary, errorBox(this.reportError));
		this.review.mark.textContent = report ? `${report.score}%` : "";
		if (this.step === REVIEW) paintReview(this);
		this.paintBanners();
		this.announce();
	}

	// announce says the current step's state in the live region, once per change.
	announce() {
		const st = this.steps.get(this.step);
		const report = this.report;
		const text = this.step === REVIEW
			? (report ? `${report.score}% complete: ${report.passed} of ${report.total} checks pass.` : "")
			: st?.status.textContent ?? "";
		if (text !== this.lastLive) {
			this.lastLive = text;
			this.live.textContent = text;
		}
	}

	paintSaved() {
		showSaved(this.saved, this.drafts, this.layout?.id);
	}

	paintBanners() {
		paintBanners(this);
	}

	// ---- Layouts, links, other tabs -------------------------------------

	switchLayout(id) {
		if (this.layout) this.drafts.flush(this.layout.id);
		this.layout = this.byId.get(id);
		this.drafts.draft(id);
		this.offerDismissed = false;
		if (this.banner && this.banner.layout !== id) this.banner = null;
		this.buildLayout();
		this.paintSaved();
	}

	pickLayout(id) {
		if (id === this.layout.id) return;
		this.switchLayout(id);
		this.validateNow();
		this.mirror();
		const step = this.step;
		this.go(this.steps.has(step) ? step : step === REVIEW ? REVIEW : this.layout.sections[0].id, {focus: false});
	}

	// incoming takes a tpl from the link: shown, with the saved draft kept.
	incoming(tpl) {
		this.lastTpl = tpl;
		if (!tpl) return;
		let x;
		try {
			x = JSON.parse(tpl);
		} catch {
			x = undefined;
		}
		if (!isObject(x)) {
			this.review.importText.value = tpl;
			this.app.notice("The link's registration draft is not readable, so it was not loaded; its text is in the Import box of the registration view's last step.", "warning");
			return;
		}
		const d = toDraft(x, this.layout.fieldIds);
		d.link = true;
		const mine = this.drafts.draft(this.layout.id);
		if (canonical(d) === canonical(mine)) return;
		// The user's draft is kept first; then the link's takes its place,
		// if it fits the budget for links (storage-budget.js).
		const id = this.layout.id, what = mine.link ? "link" : "saved";
		let refused = this.drafts.linkTooLarge(id, d) ? "large" : "";
		const kept = !refused && !isEmpty(mine) && this.drafts.keep(id, what, mine);
		refused ||= this.drafts.takeLink(id, d);
		if (refused) {
			if (kept) this.drafts.remove(id, 0);
			this.review.importText.value = tpl;
			this.app.notice(refused === "large"
				? `The link's registration draft was not loaded: stored, it would take more than ${LINK_DRAFT_MAX.toLocaleString("en")} characters, more than a link may bring. Your draft is unchanged; the link's text is in the Import box of the registration view's last step.`
				: "The link's registration draft was not loaded: this browser's storage is full. Your draft is unchanged; the link's text is in the Import box of the registration view's last step.", "warning");
			return;
		}
		if (kept) this.banner = {kind: what, layout: id};
		this.fillInputs();
		this.validateNow();
		this.mirror();
	}

	// fromOtherTab shows what another tab saved (a storage event): the
	// two tabs stay one draft, and this tab's unsaved text is kept.
	fromOtherTab(e) {
		if (!this.layout) return;
		const r = this.drafts.sync(e, this.layout.id);
		if (r?.kept === this.layout.id) {
			if (this.step === REVIEW) paintKept(this);
			this.paintBanners();
		}
		if (!r?.draft) return;
		if (r.keptMine) this.banner = {kind: "sync", layout: r.draft};
		this.fillInputs();
		this.validateNow();
		if (!this.root.hidden) this.mirror();
		this.paintSaved();
	}

	// start shows the layout of the link (or the newest) at the step a
	// reload (or a crashed tab restored) was on.
	start() {
		const app = this.app;
		this.switchLayout(this.byId.has(app.state.layout) ? app.state.layout : this.order[0].id);
		try {
			this.step = sessionStorage.getItem(STORAGE_PREFIX + "step") || "";
		} catch {
			this.step = "";
		}
		if (!this.steps.has(this.step) && this.step !== REVIEW) this.step = this.layout.sections[0].id;
		this.validateNow();
		this.go(this.step, {focus: false});
		this.paintSaved();
	}

	render() {
		const app = this.app;
		const want = this.byId.has(app.state.layout) ? app.state.layout : this.layout.id;
		if (want !== this.layout.id) {
			this.switchLayout(want);
			if (!this.steps.has(this.step) && this.step !== REVIEW) this.step = this.layout.sections[0].id;
		}
		if (app.state.tpl !== this.lastTpl) this.incoming(app.state.tpl);
		if (app.state.view === "template") this.mirror();
		this.validateNow();
		this.go(this.step, {focus: false});
		this.paintSaved();
	}
}

// listen wires the events that reach the view from outside its buttons:
// typing in its inputs, another tab's storage, and leaving the page.
function listen(v) {
	on(v.root, "input", (e) => {
		const el = e.target;
		if (el.name && el.closest(".tpl-step, .tpl-outside")) v.changed(el);
	});
	// Leaving a field shows its checks at once, without the typing pause.
	on(v.root, "change", (e) => {
		const el = e.target;
		if (el.name && el.closest(".tpl-step, .tpl-outside")) v.validateNow();
	});
	on(window, "storage", (e) => v.fromOtherTab(e));
	on(window, "pagehide", () => v.flush());
	on(document, "visibilitychange", () => {
		if (document.visibilityState === "hidden") v.flush();
	});
}

// initTemplate starts the view: the templates' module (urn-template.wasm,
// which no other view needs) is loaded the first time it is shown, with
// a line saying so meanwhile and a way to try again should it fail.
export function initTemplate(app) {
	const root = $("#view-template");
	/** @type {{render(): void, flush?(): void} | null} */
	let ready = null;
	const loadTemplates = () => {
		fill(root, h("p", {class: "loading", role: "status"}, "Loading the registration templates…"));
		app.URN.template.load().then(() => {
			ready = startTemplate(app, root);
			if (app.state.view === "template") ready.render();
		}, (/** @type {any} */ e) => {
			const again = h("button", {type: "button"}, "Try again");
			on(again, "click", loadTemplates);
			fill(root, errorBox({code: "unavailable", message: `The registration templates' module could not be loaded (${e?.message ?? e}).`}), again);
		});
	};
	loadTemplates();
	return {render: () => ready?.render(), flush: () => ready?.flush?.()};
}

// startTemplate draws the view once the templates' module runs.
function startTemplate(app, /** @type {HTMLElement} */ root) {
	const layouts = app.URN.template.layouts();
	if (!Array.isArray(layouts)) {
		fill(root, errorBox(layouts?.error ?? {code: "internal", message: "template.layouts gave nothing"}));
		return {render() {}};
	}
	// Newest template first: RFC 8141 is the one to fill in today.
	const byId = new Map(layouts.map((l) => [l.id, l]));
	const order = [...layouts].sort((a, b) => b.year - a.year);
	const v = new TemplateView(app, root, byId, order);
	listen(v);
	v.start();
	return {render: () => v.render(), flush: () => v.flush()};
}
