// learn-progress.js — what a student has done in the Learn view, kept in
// localStorage under one key: the exercises answered right, the answer
// last typed or picked in each (saved as it changes, so that a reload
// never loses one), how many hints each has shown, and the lessons
// opened. Ids are the course's: an exercise's id, a lesson's slug
// (site/lessons/FORMAT.md: never renamed once published).

const KEY = "urn-playground.learn";

// fresh is the progress of someone who has done nothing yet.
function fresh() {
	return {done: {}, answers: {}, hints: {}, seen: {}, solved: {}};
}

let progress = null;

// read loads the progress once; storage blocked (private mode, some
// file:// pages) or a damaged value starts afresh for this visit.
function read() {
	if (progress) return progress;
	progress = fresh();
	try {
		const v = JSON.parse(localStorage.getItem(KEY) ?? "null");
		if (v && typeof v === "object") {
			for (const k of Object.keys(progress)) {
				if (v[k] && typeof v[k] === "object" && !Array.isArray(v[k])) progress[k] = v[k];
			}
		}
	} catch {
		// Unreadable: start afresh.
	}
	return progress;
}

function write() {
	try {
		localStorage.setItem(KEY, JSON.stringify(progress));
	} catch {
		// Storage blocked or full: the progress lasts this visit.
	}
}

// visited reports whether this browser has opened the Learn view before
// (the tab offers itself to a newcomer until then).
export function visited() {
	return Object.keys(read().seen).length > 0;
}

export function markSeen(slug) {
	const p = read();
	if (p.seen[slug]) return;
	p.seen[slug] = 1;
	write();
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
	read().answers[id] = String(answer).slice(0, 4096);
	write();
}

export function hintsShown(id) {
	const n = read().hints[id];
	return Number.isInteger(n) && n > 0 ? n : 0;
}

export function saveHints(id, n) {
	read().hints[id] = n;
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

// reset forgets everything the student did.
export function reset() {
	progress = fresh();
	try {
		localStorage.removeItem(KEY);
	} catch {
		// Storage blocked: nothing was kept.
	}
}
