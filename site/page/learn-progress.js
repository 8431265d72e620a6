// learn-progress.js — what a student has done in the Learn view, kept in
// localStorage under one key: the exercises answered right, the answer
// last typed or picked in each (saved as it changes, so that a reload
// never loses one), how many hints each has shown, and the lessons
// opened. Ids are the course's: an exercise's id, a lesson's slug
// (site/lessons/FORMAT.md: never renamed once published).

import {writeOwn} from "./storage-budget.js";

const KEY = "urn-playground.learn";
// DAMAGED keeps a stored value that could not be read, as the drafts'
// keep theirs: the student's work is never dropped silently.
const DAMAGED = KEY + ".damaged";

// The maps of the progress: done and solved are sets (1 for an id in
// them), seen holds when each lesson was last opened (ms; 1 in progress
// saved before that was kept), hints counts, answers holds the text and
// answeredAt its time (ms), by which two tabs' answers are merged.
const SETS = ["done", "solved"];

// fresh is the progress of someone who has done nothing yet; resetAt is
// when the student last chose to start over (0: never).
function fresh() {
	return {done: {}, answers: {}, answeredAt: {}, hints: {}, seen: {}, solved: {}, resetAt: 0};
}

let progress = null;
let problem = "";
// unsaved is why the latest write failed ("" when it did not), so that a
// failure is reported once, not at every keystroke.
let unsaved = "";
const listeners = [];
const problemListeners = [];

// own copies the maps of a parsed value that are objects, into a fresh
// progress of objects that inherit nothing (an id "constructor" is no
// answer).
function own(v) {
	const p = fresh();
	for (const k of Object.keys(p)) {
		if (k === "resetAt") continue;
		p[k] = Object.create(null);
		if (v && v[k] && typeof v[k] === "object" && !Array.isArray(v[k])) Object.assign(p[k], v[k]);
	}
	if (v && Number.isFinite(v.resetAt)) p.resetAt = v.resetAt;
	return p;
}

// parse reads a stored value: null when there is none, the progress, or
// undefined when it cannot be read.
function parse(text) {
	if (text === null || text === undefined) return null;
	try {
		const v = JSON.parse(text);
		if (v && typeof v === "object" && !Array.isArray(v)) return own(v);
	} catch {
		// Not JSON: below.
	}
	return undefined;
}

// stored reads the progress another tab (or an earlier visit) saved. A
// value it cannot read is kept aside under DAMAGED, once, and reported
// (progressProblem), so that writing this tab's progress loses nothing.
function stored() {
	let text = null;
	try {
		text = localStorage.getItem(KEY);
	} catch {
		return null; // storage blocked: the progress lasts this visit
	}
	const v = parse(text);
	if (v !== undefined) return v;
	try {
		localStorage.setItem(DAMAGED, text);
		problem = `The saved Learn progress could not be read: it is kept aside in this browser's storage as “${DAMAGED}”, and the progress starts afresh.`;
	} catch {
		problem = "The saved Learn progress could not be read, nor kept aside (storage full?): the progress starts afresh.";
	}
	return null;
}

// merge joins two tabs' progress, exercise by exercise: what either has
// done, seen or solved, the larger hint count, and of two answers the
// newer. A start-over (resetAt) drops what the other side did before it.
function merge(a, b) {
	if (a.resetAt === b.resetAt) return mergeSame(a, b);
	const [newer, older] = a.resetAt > b.resetAt ? [a, b] : [b, a];
	// Of the side that did not see the start-over, only the answers
	// typed after it count.
	const after = own(null);
	for (const [id, t] of Object.entries(older.answeredAt)) {
		if (t > newer.resetAt) {
			after.answers[id] = older.answers[id];
			after.answeredAt[id] = t;
		}
	}
	after.resetAt = newer.resetAt;
	return mergeSame(newer, after);
}

function mergeSame(a, b) {
	const m = own(a);
	m.resetAt = Math.max(a.resetAt, b.resetAt);
	for (const k of SETS) Object.assign(m[k], b[k]);
	for (const [slug, t] of Object.entries(b.seen)) {
		if (!(m.seen[slug] >= t)) m.seen[slug] = t;
	}
	for (const [id, n] of Object.entries(b.hints)) {
		if (!(m.hints[id] >= n)) m.hints[id] = n;
	}
	for (const [id, text] of Object.entries(b.answers)) {
		const t = b.answeredAt[id] ?? 0;
		if (!(id in m.answers) || t > (m.answeredAt[id] ?? 0)) {
			m.answers[id] = text;
			m.answeredAt[id] = t;
		}
	}
	return m;
}

// read loads the progress once, and follows what other tabs save.
function read() {
	if (progress) return progress;
	progress = stored() ?? own(null);
	try {
		window.addEventListener("storage", (e) => {
			if (e.key !== KEY || !progress) return;
			const v = parse(e.newValue);
			if (!v) return;
			progress = merge(progress, v);
			for (const fn of listeners) fn();
		});
	} catch {
		// No window (a worker): nothing to follow.
	}
	return progress;
}

// write saves the progress merged with what is stored, so that a tab
// never overwrites what another tab saved since it read.
function write() {
	const cur = stored();
	if (cur) progress = merge(progress, cur);
	let ls = null;
	try {
		ls = localStorage;
	} catch {
		// Storage blocked: the progress lasts this visit.
	}
	// The student's own work: drafts links brought give way to it.
	const p = writeOwn(ls, KEY, JSON.stringify(progress));
	if (p === unsaved || p === "unavailable") return;
	unsaved = p;
	if (!p) return;
	problem = p === "full"
		? "This browser's storage for the page is full, so your Learn progress is not being saved: what you answer now lasts until you close this tab. Free some room (Registration drafts you no longer need, under Review and export) to keep it."
		: "This browser refused to save your Learn progress: what you answer now lasts until you close this tab.";
	for (const fn of problemListeners) fn();
}

// onProgressProblem calls fn when saving the progress has failed (or a
// stored value could not be read): progressProblem says what.
export function onProgressProblem(fn) {
	problemListeners.push(fn);
}

// onProgressChange calls fn when another tab's progress has been merged
// in (to redraw what shows it).
export function onProgressChange(fn) {
	listeners.push(fn);
}

// progressProblem returns, once, the notice that the stored progress
// could not be read ("" when it could).
export function progressProblem() {
	read();
	const p = problem;
	problem = "";
	return p;
}

// visited reports whether this browser has opened the Learn view before
// (the tab offers itself to a newcomer until then).
export function visited() {
	return Object.keys(read().seen).length > 0;
}

// markSeen records that the lesson is open now.
export function markSeen(slug) {
	read().seen[slug] = Date.now();
	write();
}

// lastSeen is the lesson of slugs the student opened last, in any tab,
// or null: Learn opened without a lesson goes on where the student left
// off, not at lesson 1.
export function lastSeen(slugs) {
	const seen = read().seen;
	let last = null, at = 1;
	for (const slug of slugs) {
		if (seen[slug] > at) [last, at] = [slug, seen[slug]];
	}
	return last;
}

export function isDone(id) {
	return read().done[id] === 1;
}

// markDone records a right answer; revealed says the solution had been
// shown first (the overview still counts it as done).
export function markDone(id) {
	read().done[id] = 1;
	write();
}

export function answerOf(id) {
	const a = read().answers[id];
	return typeof a === "string" ? a : "";
}

export function saveAnswer(id, answer) {
	const p = read();
	p.answers[id] = String(answer).slice(0, 4096);
	p.answeredAt[id] = Date.now();
	write();
}

export function hintsShown(id) {
	const n = read().hints[id];
	return Number.isInteger(n) && n > 0 ? n : 0;
}

export function saveHints(id, n) {
	const p = read();
	p.hints[id] = Math.max(n, hintsShown(id));
	write();
}

// solutionShown says whether the solution of the exercise was revealed.
export function solutionShown(id) {
	return read().solved[id] === 1;
}

export function saveSolutionShown(id) {
	read().solved[id] = 1;
	write();
}

// doneCount counts the exercises of ids answered right.
export function doneCount(ids) {
	const done = read().done;
	return ids.filter((id) => done[id] === 1).length;
}

// reset forgets everything the student did, in every tab: the stored
// progress keeps the time of the start-over, so that no tab merges back
// what was done before it.
export function reset() {
	progress = own(null);
	progress.resetAt = Date.now();
	try {
		localStorage.setItem(KEY, JSON.stringify(progress));
	} catch {
		// Storage blocked: nothing was kept.
	}
}
