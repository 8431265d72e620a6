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
// Messages in: {type: "init", wasm?} first (wasm: the module, which the
// single file carries; without, urn.js fetches the module beside this
// file), then {type: "check", id, text? | file?, format, column, edition,
// ns}. Out: {type: "progress", id, done, total}, {type: "error", id,
// message}, {type: "done", id, result}.
//
// A list is checked on every core (checkers.js): this worker starts
// copies of itself, each with its own engine, and checks chunks beside
// them. A copy gets {type: "init", wasm?, helper: true}, then
// {type: "lines", seq, text, edition, ns} and answers {type: "lines",
// seq, x}, x what URN.checkLines returned.

import {load} from "./urn.js";
import {countLines, readItems, tooManyLines} from "./checklist-input.js";
import {newCheckers} from "./checkers.js";

/** @import {Format, Item} from "./checklist-input.js" */
/** @import {Chunk} from "./checkers.js" */

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

/** @type {ReturnType<typeof newCheckers> | null} */
let checkers = null;

self.addEventListener("message", (/** @type {MessageEvent} */ e) => {
	const m = e.data;
	if (m.type === "init") {
		// The templates' module is no list's business.
		engine = load(m.wasm ? {wasm: m.wasm, templates: "on-demand"} : {templates: "on-demand"});
		engine.catch(() => {});
		if (!m.helper) checkers = newCheckers(m.wasm);
	} else if (m.type === "lines") {
		// A helper's chunk, for the worker that started it.
		// One that fails says so, and the worker checks its chunks itself.
		(engine ??= load({templates: "on-demand"})).then(
			(URN) => self.postMessage({type: "lines", run: m.run, seq: m.seq, x: URN.checkLines(m.text, {edition: m.edition, ns: m.ns})}),
		).catch(() => self.postMessage({type: "stopped"}));
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

// strings is a Strings holding first.
function strings(/** @type {string} */ first) {
	const s = new Strings();
	s.id(first);
	return s;
}

// newResult is the columns for n rows, and the summary's counts.
function newResult(/** @type {number} */ n) {
	return {
		n, lines: 0,
		line: new Uint32Array(n), verdict: new Uint8Array(n), code: new Uint32Array(n), message: new Uint32Array(n),
		nid: new Int32Array(n).fill(-1), namespace: new Uint8Array(n), column: new Uint32Array(n),
		// Row i is text.slice(start[i], end[i]).
		text: "", start: new Uint32Array(n), end: new Uint32Array(n),
		// Index 0 of codes, messages and namespaces is "": a row's zero.
		verdicts: new Strings(), codes: strings(""), messages: strings(""), nids: new Strings(), namespaces: strings(""),
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
	const URN = await (engine ??= load({templates: "on-demand"}));
	const t0 = performance.now();
	const text = m.file ? await m.file.text() : m.text;
	const read = m.format === "plain" ? plainRows(text) : itemRows(text, m.format, m.column);
	if ("error" in read) {
		self.postMessage({type: "error", id: m.id, message: read.error});
		return;
	}
	const {r, chunks} = read;
	self.postMessage({type: "progress", id: m.id, done: 0, total: r.n});
	let last = performance.now();
	const err = await (checkers ??= newCheckers(undefined)).run(chunks, {edition: m.edition, ns: m.ns}, URN, (c, x) => {
		const err = applyChunk(c, x, r);
		if (!err && performance.now() - last > 100) {
			last = performance.now();
			self.postMessage({type: "progress", id: m.id, done: c.to, total: r.n});
		}
		return err;
	});
	if (err) {
		self.postMessage({type: "error", id: m.id, message: err});
		return;
	}
	send(r, m.id, performance.now() - t0);
}

// plainRows reads a plain list, one URN a line, without an object or a
// copy a line: its rows are text's lines that are not empty (a "\r"
// before "\n" left out), and a chunk is a stretch of text as it is, its
// empty lines included, which the engine skips as it skips them.
function plainRows(/** @type {string} */ text) {
	const lines = countLines(text);
	const tooMany = tooManyLines(lines);
	if (tooMany) return {error: tooMany};
	let n = 0;
	forEachLine(text, () => n++);
	const r = newResult(n);
	r.text = text;
	n = 0;
	forEachLine(text, (start, end, line) => {
		r.line[n] = line, r.start[n] = start, r.end[n++] = end;
	});
	r.lines = lines;
	/** @type {Chunk[]} */
	const chunks = [];
	for (let i = 0; i < n;) {
		const end = chunkEnd(i, n, (k) => r.end[k] - r.start[k]);
		chunks.push({from: i, to: end, text: text.slice(r.start[i], r.end[end - 1]), skipsBlank: true});
		i = end;
	}
	return {r, chunks};
}

// forEachLine calls each with every line of text that is not empty:
// its start and end (without its "\r") and its line, from 1.
function forEachLine(/** @type {string} */ text, /** @type {(start: number, end: number, line: number) => void} */ each) {
	let line = 0;
	for (let start = 0; start < text.length;) {
		let end = text.indexOf("\n", start);
		if (end === -1) end = text.length;
		line++;
		const next = end + 1;
		if (end > start && text.charCodeAt(end - 1) === 13) end--;
		if (end > start) each(start, end, line);
		start = next;
	}
}

// itemRows reads a CSV or NDJSON list (readItems): its values, joined,
// are the result's text, and a chunk holds one line a row, a row
// without a value blank.
function itemRows(/** @type {string} */ text, /** @type {Format} */ format, /** @type {string} */ column) {
	const read = readItems(text, format, column);
	if ("error" in read) return read;
	const items = read.items;
	const r = newResult(items.length);
	r.lines = read.lines;
	let offset = 0;
	for (let i = 0; i < items.length; i++) {
		r.line[i] = items[i].line;
		r.start[i] = offset;
		offset += items[i].value.length;
		r.end[i] = offset;
	}
	r.text = items.map((it) => it.value).join("");
	/** @type {Chunk[]} */
	const chunks = [];
	for (let i = 0; i < items.length;) {
		const end = chunkEnd(i, items.length, (k) => items[k].value.length);
		chunks.push({from: i, to: end, text: chunkText(items, i, end, r), skipsBlank: false});
		i = end;
	}
	return {r, chunks};
}

// chunkEnd is the end of the chunk of rows that starts at i, of n: at
// most CHUNK_LINES rows and CHUNK_UNITS units (len(k) is row k's), one
// row at least.
function chunkEnd(/** @type {number} */ i, /** @type {number} */ n, /** @type {(k: number) => number} */ len) {
	let units = 0, j = i;
	while (j < n && j - i < CHUNK_LINES) {
		units += len(j) + 1;
		if (units > CHUNK_UNITS && j > i) break;
		j++;
	}
	return j;
}

// chunkText is the text of items[from:to] for one call, a line each; a
// row without a value to check keeps its line, blank (a blank line is no
// row of the engine's), and is marked in r.
function chunkText(/** @type {Item[]} */ items, /** @type {number} */ from, /** @type {number} */ to, /** @type {Result} */ r) {
	/** @type {string[]} */
	const lines = [];
	for (let i = from; i < to; i++) {
		const it = items[i];
		lines.push(it.problem ? "" : it.value);
		if (it.problem) notChecked(r, i, it.problem);
	}
	return lines.join("\n");
}

// applyChunk writes the rows of chunk c into r from x, the engine's
// result for it; it returns the engine's error message, if any. The
// engine gives a character a line: in a plain list's chunk an empty line
// is no row, in another's line k is row c.from + k.
function applyChunk(/** @type {Chunk} */ c, x, /** @type {Result} */ r) {
	const {from, to} = c;
	if (x.error) {
		// One line alone longer than a call takes: no URN is that long,
		// and the row says so, counted and filtered as the engine's own
		// over-long lines are (urn check's code, line-too-long).
		if (x.error.code === "too-large" && to - from === 1) {
			const n = c.text.length;
			r.verdict[from] = r.verdicts.id("too-long");
			r.code[from] = r.codes.id("line-too-long");
			r.message[from] = r.messages.id(`a line of ${n.toLocaleString("en")} characters, more than one check takes: no URN is that long, so it is not checked [line-too-long]`);
			r.column[from] = 1;
			r.totals.checked++, r.totals.failed++, r.totals.invalid++;
			return "";
		}
		return x.error.message;
	}
	// A character a line (verdicts), a NID a line, an object a failure;
	// the chunk's few NIDs and verdicts are interned once.
	const failures = new Map(x.failures.map((/** @type {{line: number}} */ f) => [f.line, f]));
	const nids = x.nids.map((/** @type {{nid: string}} */ n) => r.nids.id(n.nid));
	/** @type {Record<string, [number, number]>} */
	const ids = {};
	const none = r.codes.id(""), noMessage = r.messages.id("");
	for (let k = 0, row = from; k < x.verdicts.length; k++, row++) {
		const ch = x.verdicts[k];
		if (ch === ".") {
			if (c.skipsBlank) row--;
			continue;
		}
		const i = row, f = failures.get(k + 1);
		[r.verdict[i], r.namespace[i]] = ids[ch] ??= verdictIDs(r, ch);
		r.nid[i] = x.nid[k] < 0 ? -1 : nids[x.nid[k]];
		r.code[i] = f ? r.codes.id(f.code) : none;
		r.message[i] = f ? r.messages.id(f.message) : noMessage;
		r.column[i] = f ? f.column : 0;
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

// verdictIDs are the row verdict's and namespace verdict's strings in r
// of the engine's character ch.
function verdictIDs(/** @type {Result} */ r, /** @type {string} */ ch) {
	const [verdict, namespace] = VERDICTS[/** @type {keyof typeof VERDICTS} */ (ch)];
	return /** @type {[number, number]} */ ([r.verdicts.id(verdict), r.namespaces.id(namespace)]);
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
		text: r.text, start: r.start, end: r.end,
		verdicts: r.verdicts.list, codes: r.codes.list, messages: r.messages.list, nids: r.nids.list, namespaces: r.namespaces.list,
		totals: r.totals,
		verdictCounts: r.verdicts.list.map((v, i) => ({key: v, count: verdictCounts[i]})),
		codeCounts: [...r.codeCounts].map(([key, count]) => ({key, count})),
		nidCounts: [...r.nidCounts].map(([key, count]) => ({key, count})),
		namespaceCounts: Object.entries(r.namespaceCounts).map(([key, count]) => ({key, count})),
	};
	const transfer = [r.line, r.verdict, r.code, r.message, r.nid, r.namespace, r.column, r.start, r.end].map((a) => a.buffer);
	self.postMessage({type: "done", id, result}, {transfer});
}
