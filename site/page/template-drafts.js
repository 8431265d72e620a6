// template-drafts.js — the registration drafts and where they are kept.
//
// A draft is {fields: {id: text}, preamble: "", extra: [{heading, text}]},
// the registration that template.validate and .render accept. Empty texts
// are left out of fields. A draft that a link brought and nobody edited
// since also has link: true.
//
// Nothing typed is lost: every keystroke is saved to localStorage, one
// draft per layout; a draft that an import, a shared link or "Clear"
// replaces is kept (per layout, newest first) until the user deletes it.
// Only drafts that arrived by link and were not edited since are dropped
// from the kept list, oldest first beyond KEPT_CAP: a page that opens the
// playground with link after link cannot push out what the user typed.
// A link's draft larger than LINK_DRAFT_MAX is refused, and when the
// storage is full the links' drafts give way to the user's own
// (storage-budget.js).

import {h, fill} from "./dom.js";
import {DRAFTS_PREFIX, LINK_DRAFT_MAX, write as writeTo, writeOwn, freeLinkDrafts} from "./storage-budget.js";

export const STORAGE_PREFIX = DRAFTS_PREFIX;
// KEPT_CAP is how many replaced drafts that arrived by link (and were not
// edited) each layout keeps; the user's own are kept until deleted.
const KEPT_CAP = 10;

// KEPT_WHAT says, for each way a draft came to be kept: the banner's
// message, its button, and the kept draft's description.
export const KEPT_WHAT = {
	saved: ["Your saved draft was replaced by the draft this link carries.", "Restore my saved draft", "your saved draft, replaced by a link's draft"],
	link: ["The draft an earlier link carried was replaced by this link's draft; your own drafts stay kept.", "Restore the earlier link's draft", "an earlier link's draft, replaced by another link's"],
	import: ["Imported. The draft you had before is kept.", "Undo import", "the draft before an import"],
	clear: ["Draft cleared. Its text is kept.", "Undo clear", "the draft before you cleared it"],
	swap: ["Drafts swapped. The one you had is kept.", "Swap back", "a draft you swapped out"],
	sync: ["Another tab changed this draft; yours is kept.", "Take mine back", "this tab's draft, before another tab's change"],
};

export function emptyDraft() {
	return {fields: {}, preamble: "", extra: []};
}

function asText(v) {
	if (typeof v === "string") return v;
	if (v === null || v === undefined) return "";
	if (typeof v === "object") return JSON.stringify(v);
	return String(v);
}

export function isObject(x) {
	return !!x && typeof x === "object" && !Array.isArray(x);
}

// toDraft reads what a link, the storage or an import holds (a
// registration {fields, preamble, extra}, or a plain object of field
// texts) into a draft for a layout with these field ids. Text under an id
// the layout does not have moves to extra: nothing is dropped.
export function toDraft(x, fieldIds) {
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

export function isEmpty(d) {
	return !Object.values(d.fields).some((v) => v !== "") && !d.preamble.trim() &&
		!d.extra.some((e) => e.heading.trim() || e.text.trim());
}

// canonical is a draft's identity: equal drafts, equal strings.
export function canonical(d) {
	const fields = Object.entries(d.fields).filter(([, v]) => v !== "").sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
	return JSON.stringify([fields, d.preamble, d.extra.filter((e) => e.heading || e.text)]);
}

// toRegistration is the draft as the engine takes it.
export function toRegistration(d) {
	const fields = {};
	for (const [k, v] of Object.entries(d.fields)) if (v !== "") fields[k] = v;
	return {fields, preamble: d.preamble, extra: d.extra.filter((e) => e.heading || e.text)};
}

// toTpl is the draft as the state key tpl holds it: "" when empty, the
// fields object when there is nothing else, else the registration.
export function toTpl(d) {
	if (isEmpty(d)) return "";
	const r = toRegistration(d);
	if (!r.preamble && !r.extra.length) return JSON.stringify(r.fields);
	return JSON.stringify(r);
}

export function cloneDraft(d) {
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

export function filledCount(d) {
	return Object.values(d.fields).filter((v) => v.trim()).length + d.extra.filter((e) => e.text.trim()).length;
}

// timeOf is when something was saved, as people read it: the time of day
// for today, else the date too.
export function timeOf(ms) {
	const d = new Date(ms);
	const today = new Date().toDateString() === d.toDateString();
	return today ? d.toLocaleTimeString([], {hour: "2-digit", minute: "2-digit", second: "2-digit"}) : d.toLocaleString();
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

// storageAccess reads and writes one storage, and sets aside what it
// cannot read. notice reports that to the user.
function storageAccess(ls, notice) {
	function read(key) {
		if (!ls) return null;
		try {
			return ls.getItem(key);
		} catch {
			return null;
		}
	}

	// write stores value (null removes) and says what went wrong: "",
	// "unavailable", "full" or "refused"; own is set for the user's own
	// work, for which the drafts links brought give way (storage-budget.js).
	function write(key, value, own = true) {
		return own ? writeOwn(ls, key, value) : writeTo(ls, key, value);
	}

	// freeLinks deletes the kept drafts links brought (storage-budget.js).
	const freeLinks = () => freeLinkDrafts(ls);

	// parse reads the JSON under key; text that is not JSON is kept under
	// a key of its own, so that it is never overwritten.
	function parse(key, what) {
		const raw = read(key);
		if (!raw) return null;
		try {
			return JSON.parse(raw);
		} catch {
			const aside = key + ".unreadable." + Date.now();
			write(aside, raw);
			notice(`${what} could not be read, so the registration view starts without it; its text is kept in this browser's storage under “${aside}”.`, "warning");
			return null;
		}
	}
	return {write, parse, freeLinks};
}

// Drafts holds every layout's draft and kept drafts (byId: layout id →
// layout), read from localStorage when first wanted and written back at
// every change. name(layout) names a layout in messages, notice shows
// one, and onSave runs after every save (the view shows it).
export class Drafts {
	constructor(byId, {name, notice, onSave}) {
		const ls = openStorage();
		this.available = ls !== null;
		this.storage = storageAccess(ls, notice);
		this.byId = byId;
		this.name = name;
		this.notice = notice;
		this.onSave = onSave;
		this.drafts = new Map(); // layout id → draft (the truth; storage mirrors it)
		this.keptLists = new Map(); // layout id → [{what, at, draft}], newest first
		this.savedAt = new Map(); // layout id → when its draft was last saved
		this.problem = ls ? "" : "unavailable"; // the last save's: "", "unavailable", "full", "refused"
		this.dirty = false; // a change not saved yet: only a failed save leaves one
	}

	// draft is the layout's draft, read from storage the first time.
	draft(id) {
		if (!this.drafts.has(id)) {
			const l = this.byId.get(id);
			const x = this.storage.parse(STORAGE_PREFIX + id, `The saved ${this.name(l)} draft`);
			this.drafts.set(id, withLink(toDraft(x, l.fieldIds), x));
			if (isObject(x) && typeof x.savedAt === "number") this.savedAt.set(id, x.savedAt);
		}
		return this.drafts.get(id);
	}

	// kept is the layout's kept drafts, newest first, read from storage
	// the first time.
	kept(id) {
		if (!this.keptLists.has(id)) {
			const l = this.byId.get(id);
			const x = this.storage.parse(STORAGE_PREFIX + id + ".kept", `The kept ${this.name(l)} drafts`);
			const list = (Array.isArray(x) ? x : []).filter(isObject).map((e) => ({
				what: KEPT_WHAT[e.what] ? e.what : "swap",
				at: typeof e.at === "number" ? e.at : 0,
				draft: withLink(toDraft(e.draft, l.fieldIds), e),
			})).filter((e) => !isEmpty(e.draft));
			this.keptLists.set(id, list);
		}
		return this.keptLists.get(id);
	}

	saveKept(id) {
		const text = (list) => list.length ? JSON.stringify(list.map((e) => ({what: e.what, at: e.at, draft: toRegistration(e.draft), ...(e.draft.link ? {link: true} : {})}))) : null;
		let p = this.storage.write(STORAGE_PREFIX + id + ".kept", text(this.kept(id)));
		if (p === "full") {
			// The user's own kept drafts come first: the links' give way,
			// here and in every other layout's list.
			const own = this.kept(id).filter((e) => !e.draft.link);
			this.keptLists.clear();
			this.keptLists.set(id, own);
			this.storage.freeLinks();
			p = this.storage.write(STORAGE_PREFIX + id + ".kept", text(own));
		}
		if (p) this.reportProblem(p);
	}

	save(id) {
		const d = this.draft(id);
		const now = Date.now();
		const p = this.storage.write(STORAGE_PREFIX + id, isEmpty(d) ? null : JSON.stringify({v: 1, layout: id, savedAt: now, ...toRegistration(d), ...(d.link ? {link: true} : {})}), !d.link);
		if (p) {
			this.reportProblem(p);
		} else {
			this.problem = "";
			this.savedAt.set(id, now);
			this.dirty = false;
		}
		this.onSave();
	}

	reportProblem(p) {
		if (p !== this.problem && p !== "unavailable") {
			this.notice(p === "full"
				? "This browser's storage for the page is full, so the registration draft is not being saved. Download it as JSON (last step) to keep it."
				: "This browser refused to save the registration draft. Download it as JSON (last step) to keep it.", "warning");
		}
		this.problem = p;
	}

	// takeLink makes d, a draft a link brought, the layout's draft, unless
	// it is larger than LINK_DRAFT_MAX or finds no room once the other
	// links' drafts have given way: then the layout's draft stays as it
	// was, and takeLink returns why ("large" or "full"), else "".
	takeLink(id, d) {
		if (this.linkTooLarge(id, d)) return "large";
		const text = linkText(id, d);
		let p = this.storage.write(STORAGE_PREFIX + id, text, false);
		if (p === "full" && this.storage.freeLinks() > 0) {
			this.keptLists.clear();
			p = this.storage.write(STORAGE_PREFIX + id, text, false);
		}
		if (p === "full") return "full";
		this.drafts.set(id, d);
		this.save(id);
		return "";
	}

	// linkTooLarge says whether d, a link's draft, would take more than
	// LINK_DRAFT_MAX characters stored.
	linkTooLarge(id, d) {
		return linkText(id, d).length > LINK_DRAFT_MAX;
	}

	// edited saves the layout's draft, changed in place.
	edited(id) {
		this.dirty = true;
		this.save(id);
	}

	// replace makes d the layout's draft and saves it.
	replace(id, d) {
		this.drafts.set(id, d);
		this.edited(id);
	}

	// flush saves what a failed save left unsaved.
	flush(id) {
		if (this.dirty) this.save(id);
	}

	// keep puts a draft about to be replaced in the layout's kept list,
	// and says whether it did (an empty draft is not kept).
	keep(id, what, d) {
		if (isEmpty(d)) return false;
		const c = canonical(d);
		const old = this.kept(id);
		const list = old.filter((e) => canonical(e.draft) !== c);
		const entry = {what, at: Date.now(), draft: cloneDraft(d)};
		// The same text the user kept before stays the user's.
		if (old.some((e) => canonical(e.draft) === c && !e.draft.link)) delete entry.draft.link;
		list.unshift(entry);
		this.keptLists.set(id, trimKept(list));
		this.saveKept(id);
		return true;
	}

	// takeOut removes kept draft i and returns it (null when there is
	// none); the layout's draft, unless empty, is kept in its place.
	takeOut(id, i) {
		const list = this.kept(id);
		const [entry] = list.splice(i, 1);
		if (!entry) return null;
		const cur = this.draft(id);
		if (!isEmpty(cur)) list.unshift({what: "swap", at: Date.now(), draft: cloneDraft(cur)});
		this.saveKept(id);
		return entry;
	}

	// remove deletes kept draft i for good.
	remove(id, i) {
		this.kept(id).splice(i, 1);
		this.saveKept(id);
	}

	// sync takes another tab's change to the storage (a storage event):
	// its draft replaces this tab's, so that the two tabs stay one draft,
	// and this tab's unsaved text is kept, never overwritten. It returns
	// what the view must show again: {kept: id} when a kept list changed,
	// {draft: id, keptMine} when the draft of layout current was replaced,
	// else null.
	sync(e, current) {
		if (!e.key || !e.key.startsWith(STORAGE_PREFIX)) return null;
		const rest = e.key.slice(STORAGE_PREFIX.length);
		const id = rest.split(".")[0];
		if (!this.byId.has(id)) return null;
		if (rest === id + ".kept") {
			this.keptLists.delete(id);
			return {kept: id};
		}
		if (rest !== id) return null;
		let x = null;
		try {
			x = e.newValue ? JSON.parse(e.newValue) : null;
		} catch {
			return null;
		}
		const theirs = withLink(toDraft(x, this.byId.get(id).fieldIds), x);
		if (id !== current) {
			this.drafts.set(id, theirs);
			return null;
		}
		return this.takeTheirs(id, theirs, x);
	}

	// takeTheirs makes another tab's draft the current one.
	takeTheirs(id, theirs, x) {
		const mine = this.draft(id);
		if (canonical(theirs) === canonical(mine)) return null;
		// mine is saved at every keystroke; only a failed save leaves it unsaved.
		const keptMine = this.dirty && this.keep(id, "sync", mine);
		this.drafts.set(id, theirs);
		if (isObject(x) && typeof x.savedAt === "number") this.savedAt.set(id, x.savedAt);
		this.dirty = false;
		return {draft: id, keptMine};
	}
}

// linkText is a link's draft d for layout id as save stores it.
function linkText(id, d) {
	return JSON.stringify({v: 1, layout: id, savedAt: Date.now(), ...toRegistration(d), link: true});
}

// showSaved draws the "Saved" indicator el for layout id: saved when,
// not saved and why, or nothing to save yet.
export function showSaved(el, drafts, id) {
	const d = drafts.drafts.get(id);
	let text, kind = "ok", title = "";
	if (drafts.problem === "unavailable") {
		text = "Not saved in this browser";
		kind = "warn";
		title = "This browser does not let the page keep data: download the JSON to keep your draft.";
	} else if (drafts.problem === "full") {
		text = "Not saved: storage full";
		kind = "warn";
	} else if (drafts.problem) {
		text = "Not saved";
		kind = "warn";
	} else if (!d || isEmpty(d)) {
		text = "Nothing to save yet";
		kind = "idle";
	} else {
		const at = drafts.savedAt.get(id);
		text = at ? `Saved ${timeOf(at)}` : "Saved";
		title = "Saved in this browser as you type; restored when you come back.";
	}
	el.dataset.kind = kind;
	el.title = title;
	fill(el, h("span", {"aria-hidden": "true"}, kind === "warn" ? "⚠ " : kind === "ok" ? "✓ " : ""), text);
}
