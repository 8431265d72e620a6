// template-banners.js — what the walk-through says above its form about
// drafts: that this browser keeps nothing, that a draft was replaced (and
// a button that brings it back), or that this template is empty while
// another has a draft (and a button that copies it over).
//
// Its functions take the view (template.js): v.layout, v.drafts, v.banner
// (the one fresh banner, {kind, layout}), v.offerDismissed, and the
// view's actions.

import {h, on, fill, plural} from "./dom.js";
import {KEPT_WHAT, emptyDraft, isEmpty, filledCount} from "./template-drafts.js";
import {shortName, labelOf} from "./template-form.js";

// undoIndex is the kept draft the banner offers back: the newest, but
// after link upon link, the user's own draft that the first of them
// replaced rather than the previous link's.
function undoIndex(list) {
	if (list[0]?.what !== "link") return 0;
	const own = list.findIndex((e) => !e.draft.link);
	return own > 0 && list[own].what === "saved" ? own : 0;
}

// noStorage says that this browser keeps nothing.
function noStorage() {
	return h("p", {class: "notice notice-warning tpl-banner"}, h("span", {},
		"This browser does not let the page keep data (private browsing, or the page opened from a file), so your draft lives only in this tab and in the page's address. Download it as JSON on the last step to keep it."));
}

// replaced says which draft the last change kept, and offers it back.
function replaced(v, list) {
	const [msg, action] = KEPT_WHAT[list[undoIndex(list)].what] ?? KEPT_WHAT.swap;
	const undo = h("button", {type: "button", id: "tpl-undo", class: "primary small"}, action);
	const dismiss = h("button", {type: "button", class: "icon-button", "aria-label": "Dismiss (the kept draft stays under Review and export)"}, "×");
	// The same text may stand for another entry by now (the banner
	// is not rebuilt when its text stays): look it up on click.
	on(undo, "click", () => v.swapIn(undoIndex(v.drafts.kept(v.layout.id))));
	on(dismiss, "click", () => {
		v.banner = null;
		paintBanners(v);
	});
	return h("p", {class: "notice tpl-banner"}, h("span", {}, msg, " "), h("span", {class: "tpl-banner-actions"}, undo, dismiss));
}

// copyOffer offers to fill this empty template from another layout's
// draft.
function copyOffer(v, other) {
	const copy = h("button", {type: "button", class: "small"}, "Copy its sections here");
	const dismiss = h("button", {type: "button", class: "icon-button", "aria-label": "Dismiss"}, "×");
	on(copy, "click", () => copyFrom(v, other.id));
	on(dismiss, "click", () => {
		v.offerDismissed = true;
		paintBanners(v);
	});
	return h("p", {class: "notice tpl-banner"},
		h("span", {}, `This template is empty; your ${shortName(other)} draft has ${plural(filledCount(v.drafts.draft(other.id)), "filled section")}. `),
		h("span", {class: "tpl-banner-actions"}, copy, dismiss));
}

// paintBanners shows the banners that apply now in v.bannersEl.
export function paintBanners(v) {
	const items = [];
	if (!v.drafts.available) items.push(noStorage());
	const list = v.drafts.kept(v.layout.id);
	if (v.banner && v.banner.layout === v.layout.id && list.length) items.push(replaced(v, list));
	if (isEmpty(v.drafts.draft(v.layout.id)) && !v.offerDismissed) {
		const other = v.order.filter((l) => l.id !== v.layout.id).find((l) => !isEmpty(v.drafts.draft(l.id)));
		if (other) items.push(copyOffer(v, other));
	}
	// Rebuilding the same banners would re-announce them: compare first.
	const sig = items.map((p) => p.textContent).join("\n");
	if (v.bannersEl.dataset.sig !== sig) {
		v.bannersEl.dataset.sig = sig;
		fill(v.bannersEl, items);
	}
}

// copyFrom fills this (empty) layout from another layout's draft:
// fields with the same id or a matching name move over, the rest
// become extra sections under their old heading.
function copyFrom(v, otherId) {
	const layout = v.layout;
	const src = v.drafts.draft(otherId);
	const from = v.byId.get(otherId);
	const d = emptyDraft();
	const names = new Map();
	for (const id of layout.fieldIds) for (const n of labelOf(layout, id).names) names.set(n.toLowerCase(), id);
	for (const [k, val] of Object.entries(src.fields)) {
		if (!val) continue;
		let to = layout.fieldIds.includes(k) ? k : null;
		if (!to) {
			const cands = labelOf(from, k).names.map((n) => names.get(n.toLowerCase())).filter(Boolean);
			// Only a subfield maps to a subfield of the same section, so that text keeps its place.
			to = cands.find((c) => c.includes(".") === k.includes(".") && !d.fields[c]) ?? null;
		}
		if (to && !d.fields[to]) d.fields[to] = val;
		else d.extra.push({heading: labelOf(from, k).label, text: val});
	}
	d.preamble = src.preamble;
	d.extra.push(...src.extra.map((e) => ({...e})));
	v.replaceDraft(d);
	v.app.notice(`Copied your ${shortName(from)} draft into the ${shortName(layout)} template; the ${shortName(from)} draft is unchanged.`);
}
