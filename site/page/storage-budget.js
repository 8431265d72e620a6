// storage-budget.js — what the page keeps in localStorage, by kind, and
// what gives way when it is full.
//
// Three kinds of entry share the browser's few megabytes: the user's own
// work (registration drafts typed or imported, kept drafts, Learn
// progress), drafts that links brought and nobody edited since, and
// small settings. Link data must never cost the user's own work: a link's
// draft is refused when it is larger than LINK_DRAFT_MAX, and when a
// write of the user's own fails for room, the drafts links brought are
// deleted, oldest first, and the write tried again (writeOwn).

// The registration drafts' keys: a layout's draft under PREFIX + id, its
// kept drafts under PREFIX + id + ".kept" (template-drafts.js).
export const DRAFTS_PREFIX = "urn-playground.template.";

// LINK_DRAFT_MAX is the most characters a link's draft may take once
// stored: a link of 65 KB of one-letter unknown fields stored 290,000
// characters, and twenty such links filled the storage.
export const LINK_DRAFT_MAX = 64 * 1024;

// quotaError tells a full storage from one that refuses for another
// reason (blocked, private mode).
export function quotaError(e) {
	return !!e && (e.name === "QuotaExceededError" || e.code === 22 || e.code === 1014);
}

// write stores value under key (null removes it) and says what went
// wrong: "", "unavailable" (no storage), "full" or "refused".
export function write(ls, key, value) {
	if (!ls) return "unavailable";
	try {
		if (value === null) ls.removeItem(key);
		else ls.setItem(key, value);
		return "";
	} catch (e) {
		return quotaError(e) ? "full" : "refused";
	}
}

// writeOwn writes an entry of the user's own work: when the storage is
// full, the drafts links brought give way (freeLinkDrafts) and the write
// is tried again. It says what went wrong, as write does.
export function writeOwn(ls, key, value) {
	const p = write(ls, key, value);
	if (p !== "full" || freeLinkDrafts(ls) === 0) return p;
	return write(ls, key, value);
}

// freeLinkDrafts deletes the kept drafts that links brought and nobody
// edited, in every layout's kept list, and returns how many characters
// that freed. The user's own kept drafts, and the draft each layout
// shows, stay.
export function freeLinkDrafts(ls) {
	if (!ls) return 0;
	let freed = 0;
	for (const key of keysOf(ls)) {
		if (!key.startsWith(DRAFTS_PREFIX) || !key.endsWith(".kept")) continue;
		let list;
		const raw = ls.getItem(key) ?? "";
		try {
			list = JSON.parse(raw);
		} catch {
			continue; // unreadable: template-drafts.js keeps it aside
		}
		if (!Array.isArray(list)) continue;
		const own = list.filter((e) => !(e && e.link === true));
		if (own.length === list.length) continue;
		const value = own.length ? JSON.stringify(own) : null;
		if (write(ls, key, value) === "") freed += raw.length - (value?.length ?? 0);
	}
	return freed;
}

// keysOf lists the storage's keys (a copy: freeLinkDrafts changes it).
function keysOf(ls) {
	const keys = [];
	try {
		for (let i = 0; i < ls.length; i++) keys.push(ls.key(i));
	} catch {
		// A storage that cannot be listed has nothing to free.
	}
	return keys;
}
