// check-worker.js — the Web Worker of "Check a list" (checklist.js): it
// reads the list (checklist-input.js), checks it with the engine a chunk
// of lines at a time (URN.checkLines), and sends back progress and, at
// the end, every row in columns (typed arrays, transferred) with the
// summary's counts merged from the chunks'. The page's main thread only
// draws: typing never waits for a check.
//
// The generator bundles this file with Go's wasm_exec.js and urn.js
// (site.CheckWorker): served beside the page under a hashed name, and in
// the single file inline, started from a blob: URL.
//
// Messages in: {type: "init", wasm?} first (wasm: the module's bytes, which
// the single file carries; without, urn.js fetches the module beside this
// file), then {type: "check", id, text? | file?, format, column, edition,
// ns}. Out: {type: "progress", id, done, total}, {type: "error", id,
// message}, {type: "done", id, result}.

import {load} from "./urn.js";
import {readItems} from "./checklist-input.js";

/** @import {Item} from "./checklist-input.js" */

// CHUNK_LINES and CHUNK_UNITS bound one call of URN.checkLines: well
// under its limit on the text's length, and short enough that progress
// moves often.
const CHUNK_LINES = 4000;
const CHUNK_UNITS = 1 << 18;

// NOT_CHECKED is the verdict of a row that has no value to check (the
// input's problem, not the engine's): the message says why.
const NOT_CHECKED = "not-checked";

/** @type {Promise<any> | null} */
let engine = null;

self.addEventListener("message", (/** @type {MessageEvent} */ e) => {
	const m = e.data;
	if (m.type === "init") {
		engine = load(m.wasm ? {wasm: m.wasm} : {});
		engine.catch(() => {});
	} else if (m.type === "check") {
		check(m).catch((err) => self.postMessage({type: "error", id: m.id, message: String(err && err.message || err)}));
	}
});

// Interned strings: each distinct verdict, code, message, NID and
// namespace verdict is sent once, the rows naming them by index.
class Strings {
	constructor() {
		/** @type {string[]} */ this.list = [];
		/** @type {Map<string, number>} */ this.at = new Map();
	}
	/** @param {string} s */
	id(s) {
		let i = this.at.get(s);
		if (i === undefined) {
			i = this.list.length;
			this.list.push(s);
			this.at.set(s, i);
		}
		return i;
	}
}

// newResult is the columns for n rows, and the summary's counts.
function newResult(/** @type {number} */ n) {
	return {
		n, lines: 0,
		line: new Uint32Array(n), verdict: new Uint8Array(n), code: new Uint32Array(n), message: new Uint32Array(n),
		nid: new Int32Array(n).fill(-1), namespace: new Uint8Array(n), column: new Uint32Array(n),
		text: "", offsets: new Uint32Array(n + 1),
		verdicts: new Strings(), codes: new Strings(), messages: new Strings(), nids: new Strings(), namespaces: new Strings(),
		totals: {checked: 0, failed: 0, invalid: 0, violating: 0, notChecked: 0},
		/** @type {Map<string, number>} */ codeCounts: new Map(),
		/** @type {Map<string, number>} */ nidCounts: new Map(),
		/** @type {Record<string, number>} */ namespaceCounts: {},
	};
}

/** @typedef {ReturnType<typeof newResult>} Result */

// check runs one check, m the page's message.
async function check(m) {
	// The time the result reports is the check's, the engine started.
	const URN = await (engine ??= load());
	const t0 = performance.now();
	const text = m.file ? await m.file.text() : m.text;
	const read = readItems(text, m.format, m.column);
	if ("error" in read) {
		self.postMessage({type: "error", id: m.id, message: read.error});
		return;
	}
	const items = read.items;
	const r = newResult(items.length);
	r.lines = read.lines;
	let offset = 0;
	for (let i = 0; i < items.length; i++) {
		r.line[i] = items[i].line;
		r.offsets[i] = offset;
		offset += items[i].value.length;
	}
	r.offsets[items.length] = offset;
	r.text = items.map((it) => it.value).join("");
	r.namespaces.id("");
	r.codes.id("");
	r.messages.id("");
	let last = performance.now();
	self.postMessage({type: "progress", id: m.id, done: 0, total: items.length});
	for (let i = 0; i < items.length;) {
		const end = chunkEnd(items, i);
		const err = checkChunk(URN, items, i, end, r, m);
		if (err) {
			self.postMessage({type: "error", id: m.id, message: err});
			return;
		}
		i = end;
		if (performance.now() - last > 100) {
			last = performance.now();
			self.postMessage({type: "progress", id: m.id, done: i, total: items.length});
		}
	}
	send(r, m.id, performance.now() - t0);
}

// chunkEnd is the end of the chunk of items that starts at i: at most
// CHUNK_LINES items and CHUNK_UNITS units, one item at least.
function chunkEnd(/** @type {Item[]} */ items, /** @type {number} */ i) {
	let units = 0, j = i;
	while (j < items.length && j - i < CHUNK_LINES) {
		units += items[j].value.length + 1;
		if (units > CHUNK_UNITS && j > i) break;
		j++;
	}
	return j;
}

// checkChunk checks items[from:to] with one call, and writes their rows
// into r; it returns the engine's error message, if any.
function checkChunk(URN, /** @type {Item[]} */ items, /** @type {number} */ from, /** @type {number} */ to, /** @type {Result} */ r, m) {
	/** @type {string[]} */
	const lines = [];
	for (let i = from; i < to; i++) {
		const it = items[i];
		// A row without a value to check keeps its line in the chunk, blank:
		// a blank line is no row of the engine's.
		lines.push(it.problem ? "" : it.value);
		if (it.problem) notChecked(r, i, it.problem);
	}
	const x = URN.checkLines(lines.join("\n"), {edition: m.edition, ns: m.ns});
	if (x.error) {
		// One line alone longer than a call takes: the engine's refusal is
		// its row's message.
		if (x.error.code === "too-large" && to - from === 1) {
			r.verdict[from] = r.verdicts.id("too-long");
			r.message[from] = r.messages.id(x.error.message);
			return "";
		}
		return x.error.message;
	}
	// A character a line (verdicts), a NID a line, an object a failure.
	const failures = new Map(x.failures.map((f) => [f.line, f]));
	for (let k = 0; k < x.verdicts.length; k++) {
		if (x.verdicts[k] !== ".") addRow(r, from + k, x.verdicts[k], x.nid[k] < 0 ? "" : x.nids[x.nid[k]].nid, failures.get(k + 1));
	}
	mergeCounts(r, x);
	return "";
}

// notChecked marks row i as one without a value: problem says why.
function notChecked(/** @type {Result} */ r, /** @type {number} */ i, /** @type {string} */ problem) {
	r.verdict[i] = r.verdicts.id(NOT_CHECKED);
	r.message[i] = r.messages.id(problem);
	r.totals.notChecked++;
}

// VERDICTS names each character of URN.checkLines's verdicts: the row's
// verdict and its namespace verdict ("" for a line that is not valid).
const VERDICTS = {
	c: ["pass", "conforms"], r: ["pass", "no-rule"], w: ["pass", "violates"],
	v: ["violates", "violates"], i: ["invalid", ""], t: ["too-long", ""],
};

// addRow writes row i of r from the engine's character for it, its NID
// and its failure (undefined when it passes).
function addRow(/** @type {Result} */ r, /** @type {number} */ i, /** @type {string} */ ch, /** @type {string} */ nid, /** @type {{column: number, code: string, message: string} | undefined} */ f) {
	const [verdict, namespace] = VERDICTS[/** @type {keyof typeof VERDICTS} */ (ch)];
	r.verdict[i] = r.verdicts.id(verdict);
	r.code[i] = r.codes.id(f ? f.code : "");
	r.message[i] = r.messages.id(f ? f.message : "");
	r.nid[i] = nid === "" ? -1 : r.nids.id(nid);
	r.namespace[i] = r.namespaces.id(namespace);
	r.column[i] = f ? f.column : 0;
}

// mergeCounts adds a chunk's summary to r's.
function mergeCounts(/** @type {Result} */ r, x) {
	for (const k of /** @type {const} */ (["checked", "failed", "invalid", "violating"])) r.totals[k] += x[k];
	for (const c of x.codes) r.codeCounts.set(c.code, (r.codeCounts.get(c.code) ?? 0) + c.count);
	for (const c of x.nids) r.nidCounts.set(c.nid, (r.nidCounts.get(c.nid) ?? 0) + c.count);
	for (const [k, v] of Object.entries(x.namespaces)) r.namespaceCounts[k] = (r.namespaceCounts[k] ?? 0) + Number(v);
}

// send posts the result, its columns transferred.
function send(/** @type {Result} */ r, /** @type {number} */ id, /** @type {number} */ ms) {
	const verdictCounts = new Array(r.verdicts.list.length).fill(0);
	for (let i = 0; i < r.n; i++) verdictCounts[r.verdict[i]]++;
	const result = {
		n: r.n, lines: r.lines, ms,
		line: r.line, verdict: r.verdict, code: r.code, message: r.message, nid: r.nid, namespace: r.namespace, column: r.column,
		text: r.text, offsets: r.offsets,
		verdicts: r.verdicts.list, codes: r.codes.list, messages: r.messages.list, nids: r.nids.list, namespaces: r.namespaces.list,
		totals: r.totals,
		verdictCounts: r.verdicts.list.map((v, i) => ({key: v, count: verdictCounts[i]})),
		codeCounts: [...r.codeCounts].map(([key, count]) => ({key, count})),
		nidCounts: [...r.nidCounts].map(([key, count]) => ({key, count})),
		namespaceCounts: Object.entries(r.namespaceCounts).map(([key, count]) => ({key, count})),
	};
	const transfer = [r.line, r.verdict, r.code, r.message, r.nid, r.namespace, r.column, r.offsets].map((a) => a.buffer);
	self.postMessage({type: "done", id, result}, {transfer});
}
