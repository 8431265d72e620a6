// checklist-view.js — what "Check a list" shows of a result
// (check-worker.js's columns): the summary, whose entries filter the
// rows, the filter itself, each row's cells, and the export of the rows
// shown as CSV or NDJSON. Every verdict, code, message, NID and namespace
// verdict is the engine's (the worker's interned strings), but for the
// page's own "not-checked", a row the input gave no value for.

import {h, on, plural} from "./dom.js";

/**
 * @typedef {{key: string, count: number}} Count
 * @typedef {{n: number, lines: number, ms: number,
 *   line: Uint32Array, verdict: Uint8Array, code: Uint32Array, message: Uint32Array, nid: Int32Array, namespace: Uint8Array, column: Uint32Array,
 *   text: string, start: Uint32Array, end: Uint32Array, // row i is text.slice(start[i], end[i])
 *   verdicts: string[], codes: string[], messages: string[], nids: string[], namespaces: string[],
 *   totals: {checked: number, failed: number, invalid: number, violating: number, notChecked: number},
 *   verdictCounts: Count[], codeCounts: Count[], nidCounts: Count[], namespaceCounts: Count[]}} Result
 */

// FILTERS are the state's keys (state.js) of the four filters, each with
// the result's strings it picks from, the row's column (which the
// summary counts) and the group's title.
export const FILTERS = [
	{key: "lverdict", title: "Verdict", strings: "verdicts", column: "verdict"},
	{key: "lcode", title: "Diagnostic code", strings: "codes", column: "code"},
	{key: "lnid", title: "NID", strings: "nids", column: "nid"},
	{key: "lns", title: "Namespace verdict", strings: "namespaces", column: "namespace"},
];

// SUMMARY_CAP is the number of entries a summary group lists, most
// frequent first; a link still filters by one not listed.
const SUMMARY_CAP = 40;

// urnOf is row i's value.
export function urnOf(/** @type {Result} */ r, /** @type {number} */ i) {
	return r.text.slice(r.start[i], r.end[i]);
}

/**
 * selection is the rows the state's filters keep, as indices, or null for
 * all of them.
 * @param {Result} r
 * @param {Record<string, string>} state
 */
export function selection(r, state) {
	const tests = [];
	for (const f of FILTERS) {
		const want = state[f.key];
		if (!want) continue;
		const id = r[f.strings].indexOf(want);
		if (id < 0) return new Uint32Array(0);
		tests.push({col: r[f.column], id});
	}
	if (tests.length === 0) return null;
	const out = new Uint32Array(r.n);
	let k = 0;
	outer: for (let i = 0; i < r.n; i++) {
		for (const t of tests) if (t.col[i] !== t.id) continue outer;
		out[k++] = i;
	}
	return out.slice(0, k);
}

// sentence is the result in one sentence, for the live region.
export function sentence(/** @type {Result} */ r) {
	const parts = r.verdictCounts.filter((c) => c.count > 0).map((c) => `${c.count.toLocaleString("en")} ${c.key}`);
	// Under a second in milliseconds: "0 s" would read as nothing done.
	const took = r.ms < 1000 ? `${Math.max(1, Math.round(r.ms))} ms` : `${(r.ms / 1000).toLocaleString("en", {maximumFractionDigits: 1})} s`;
	return `${plural(r.n, "row")} from ${plural(r.lines, "line")}, checked in ${took}: ${parts.join(", ") || "nothing to check"}.`;
}

/**
 * summary draws the result's counts, each entry a button that sets its
 * filter (setFilter(key, value), "" to clear).
 * @param {Result} r
 * @param {Record<string, string>} state
 * @param {(key: string, value: string) => void} setFilter
 */
export function summary(r, state, setFilter) {
	return FILTERS.map((f) => {
		const counts = countsOf(r, f).filter((c) => c.count > 0 && c.key !== "").sort((a, b) => b.count - a.count);
		if (counts.length === 0) return null;
		const listed = counts.slice(0, SUMMARY_CAP);
		const titleId = "cl-sum-" + f.key;
		return h("div", {class: "cl-group", role: "group", "aria-labelledby": titleId},
			h("h3", {class: "h", id: titleId}, f.title),
			h("ul", {class: "cl-counts"}, listed.map((c) => {
				const pressed = state[f.key] === c.key;
				const b = h("button", {type: "button", class: "cl-count", "aria-pressed": String(pressed), "data-filter": f.key, "data-value": c.key,
					title: pressed ? "Show every row again" : `Show only the rows with ${f.title.toLowerCase()} ${c.key}`},
				h("span", {class: "cl-key"}, c.key), " ", h("span", {class: "cl-n"}, c.count.toLocaleString("en")));
				on(b, "click", () => setFilter(f.key, pressed ? "" : c.key));
				return h("li", {}, b);
			})),
			counts.length > listed.length ? h("p", {class: "muted"}, `and ${plural(counts.length - listed.length, "more")}, fewer rows each`) : null);
	});
}

/** @type {WeakMap<Result, Map<string, Count[]>>} */
const counted = new WeakMap();

/**
 * countsOf is the rows of r by the value of filter f's column: what the
 * filter keeps of each, and so every value a row shows. (The engine's
 * codeCounts count the codes of invalid rows alone, not a namespace's
 * codes, which rows show and the filter finds.) Counted once a result.
 * @param {Result} r
 * @param {typeof FILTERS[number]} f
 * @returns {Count[]}
 */
function countsOf(r, f) {
	let all = counted.get(r);
	if (!all) counted.set(r, all = new Map());
	let counts = all.get(f.key);
	if (!counts) {
		const col = r[f.column], n = new Uint32Array(r[f.strings].length);
		for (let i = 0; i < r.n; i++) if (col[i] >= 0) n[col[i]]++;
		all.set(f.key, counts = r[f.strings].map((key, id) => ({key, count: n[id]})));
	}
	return counts;
}

// activeFilters describes the filters set, with a button to clear them.
export function activeFilters(/** @type {Record<string, string>} */ state, /** @type {() => void} */ clear) {
	const set = FILTERS.filter((f) => state[f.key]);
	if (set.length === 0) return [];
	const b = h("button", {type: "button", class: "small", id: "list-clear-filters"}, "Show all rows");
	on(b, "click", clear);
	return [`Filtered by ${set.map((f) => `${f.title.toLowerCase()} “${state[f.key]}”`).join(" and ")}. `, b];
}

// rowView is row i's cells and its accessible name.
export function rowView(/** @type {Result} */ r, /** @type {number} */ i) {
	const urn = urnOf(r, i);
	const verdict = r.verdicts[r.verdict[i]];
	const code = r.codes[r.code[i]];
	const message = r.messages[r.message[i]];
	const nid = r.nid[i] < 0 ? "" : r.nids[r.nid[i]];
	const ns = r.namespaces[r.namespace[i]];
	const at = r.column[i] ? `col ${r.column[i]}: ` : "";
	return {
		cells: [
			String(r.line[i]),
			h("code", {}, urn.length > 300 ? urn.slice(0, 300) + "…" : urn),
			h("span", {class: "cl-verdict cl-v-" + verdict}, verdict),
			message ? h("span", {title: message}, at + message) : "—",
			nid,
			ns,
		],
		label: `Line ${r.line[i]}, ${verdict}${code ? ", " + code : ""}: ${urn.slice(0, 100)}`,
	};
}

// exportText is the rows sel (null: all) as kind "csv" or "ndjson".
export function exportText(/** @type {Result} */ r, /** @type {Uint32Array | null} */ sel, /** @type {"csv" | "ndjson"} */ kind) {
	const n = sel ? sel.length : r.n;
	/** @type {string[]} */
	const out = kind === "csv" ? ["line,urn,verdict,code,column,message,nid,namespace\n"] : [];
	for (let k = 0; k < n; k++) {
		const i = sel ? sel[k] : k;
		const row = {
			line: r.line[i], urn: urnOf(r, i), verdict: r.verdicts[r.verdict[i]], code: r.codes[r.code[i]], column: r.column[i],
			message: r.messages[r.message[i]], nid: r.nid[i] < 0 ? "" : r.nids[r.nid[i]], namespace: r.namespaces[r.namespace[i]],
		};
		out.push(kind === "csv" ? Object.values(row).map(csvField).join(",") + "\n" : JSON.stringify(row) + "\n");
	}
	return out.join("");
}

// csvField quotes a CSV field when it must be (RFC 4180). A text that a
// spreadsheet would take for a formula (a line of the list beginning
// with "=", "+", "-", "@", a tab or a carriage return) gets a "'" before
// it, as OWASP's advice on CSV injection has it: opening the export must
// not run what a list smuggled in. The NDJSON export keeps every text as
// it is.
function csvField(/** @type {string | number} */ v) {
	const s = typeof v === "string" && /^[=+\-@\t\r]/.test(v) ? "'" + v : String(v);
	return /[",\r\n]/.test(s) ? `"${s.replaceAll("\"", "\"\"")}"` : s;
}
