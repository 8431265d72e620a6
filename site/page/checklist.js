// checklist.js — "Check a list": a pasted list, or a file dropped or
// chosen (plain text, CSV with a column picked, NDJSON with a field
// picked), checked line by line in a Web Worker (check-worker.js) with a
// progress bar and Cancel; a summary whose entries filter the rows; the
// rows in a virtualized table, each opening in Explore; the rows shown
// exported as CSV or NDJSON. The list stays on this device and out of the
// link; the options and the filters are in it (state.js).

import {h, on, $, fill, debounce, download} from "./dom.js";
import {inlineModule} from "./embedding.js";
import {MAX_BYTES, MAX_LINES, SNIFF_BYTES, isBinary, guessFormat, columnsOf, pickColumn, formatProblem} from "./checklist-input.js";
import {virtualTable} from "./checklist-table.js";
import {FILTERS, selection, sentence, summary, activeFilters, rowView, exportText, urnOf} from "./checklist-view.js";

/** @import {Result} from "./checklist-view.js" */

// HEAD_CHARS is how much of a list is read for its columns.
const HEAD_CHARS = 64 << 10;

/**
 * The view's state: its elements, the list's source (the textarea, or a
 * file and its first characters), the last result and the rows its
 * filters keep, and the options it was checked with.
 * @typedef {{app: any, el: ReturnType<typeof elements>, table: ReturnType<typeof virtualTable>,
 *   checker: ReturnType<typeof newChecker>, source: {file: File | null, head: string},
 *   result: Result | null, sel: Uint32Array | null, ranWith: string, startSoon: () => void}} View
 */

export function initChecklist(app) {
	/** @type {View} */
	const v = {app, el: elements(), table: virtualTable($("#list-table")), checker: /** @type {any} */ (null),
		source: {file: null, head: ""}, result: null, sel: null, ranWith: "", startSoon: () => {}};
	v.checker = newChecker({
		progress(done, total) {
			v.el.progress.max = Math.max(1, total);
			v.el.progress.value = done;
			v.el.progressText.textContent = `${done.toLocaleString("en")} of ${total.toLocaleString("en")} rows`;
		},
		done(r) {
			v.el.run.hidden = true;
			v.result = r;
			say(v, sentence(r));
			v.table.top();
			show(v);
		},
		error(message) {
			v.el.run.hidden = true;
			say(v, message, "error");
			// The rows shown were another list's.
			v.result = null;
			show(v);
		},
	});
	v.startSoon = debounce(() => start(v), 300);
	wireInput(v);
	wireResult(v);
	return {
		render() {
			v.el.ns.checked = app.state.lrules === "1";
			if (v.ranWith !== "" && v.ranWith !== options(v)) start(v);
			else show(v);
		},
	};
}

function elements() {
	return {
		text: /** @type {HTMLTextAreaElement} */ ($("#list-text")),
		file: /** @type {HTMLInputElement} */ ($("#list-file")),
		fileInfo: $("#list-file-info"),
		format: /** @type {HTMLSelectElement} */ ($("#list-format")),
		columnPick: $("#list-column-pick"),
		column: /** @type {HTMLSelectElement} */ ($("#list-column")),
		ns: /** @type {HTMLInputElement} */ ($("#list-ns")),
		run: $("#list-run"),
		progress: /** @type {HTMLProgressElement} */ ($("#list-progress")),
		progressText: $("#list-progress-text"),
		status: $("#list-status"),
		summary: $("#list-summary"),
		filters: $("#list-filters"),
		tools: $("#list-tools"),
	};
}

// wireInput wires the list's inputs and options.
function wireInput(/** @type {View} */ v) {
	const el = v.el;
	on(el.text, "input", () => {
		if (v.source.file) forgetFile(v);
		updateColumns(v);
		v.startSoon();
	});
	on(el.file, "change", () => { if (el.file.files?.[0]) useFile(v, el.file.files[0]); });
	wireDrop($("#view-checklist"), (f) => useFile(v, f));
	on(el.format, "change", () => { updateColumns(v); start(v); });
	on(el.column, "change", () => start(v));
	on(el.ns, "change", () => v.app.set({lrules: el.ns.checked ? "1" : "0"}));
}

// wireResult wires Cancel and the exports.
function wireResult(/** @type {View} */ v) {
	on($("#list-cancel"), "click", () => {
		if (!v.checker.cancel()) return;
		v.el.run.hidden = true;
		say(v, "Cancelled: the check was stopped before the end, so no row is shown.");
		v.result = null;
		show(v);
	});
	on($("#list-export-csv"), "click", () => v.result && download("urn-check.csv", "text/csv", exportText(v.result, v.sel, "csv")));
	on($("#list-export-ndjson"), "click", () => v.result && download("urn-check.ndjson", "application/x-ndjson", exportText(v.result, v.sel, "ndjson")));
}

// say puts text in the live region: the check's progress, its summary
// sentence, or what went wrong (kind "error").
function say(/** @type {View} */ v, /** @type {string} */ text, kind = "") {
	v.el.status.textContent = text;
	v.el.status.className = "cl-status" + (kind ? " " + kind : "");
}

// show draws the summary, the filters and the rows of the result.
function show(/** @type {View} */ v) {
	const {el, app, table} = v;
	const r = v.result;
	const focused = document.activeElement;
	const inside = el.summary.contains(focused) || el.filters.contains(focused);
	el.tools.hidden = r === null;
	if (r === null) {
		fill(el.summary);
		fill(el.filters);
		table.show({count: 0, row: () => ({cells: [], label: ""}), open: () => {}});
		return;
	}
	fill(el.summary, summary(r, app.state, (key, value) => app.set({[key]: value})));
	drawFilters(v, r);
	if (inside) keepFocus(v, focused);
}

// keepFocus gives the focus back to the summary's button that had it
// (was) before the summary was drawn again (the same filter and value),
// or to the line saying which rows are shown when that button (or Show
// all rows) is gone: never to the page's start.
function keepFocus(/** @type {View} */ v, /** @type {Element | null} */ was) {
	if (!(was instanceof HTMLElement) || was.isConnected) return;
	const same = [...v.el.summary.querySelectorAll(".cl-count")].find((b) =>
		b instanceof HTMLElement && b.dataset.filter === was.dataset.filter && b.dataset.value === was.dataset.value);
	/** @type {HTMLElement} */ (same ?? v.el.filters).focus();
}

// drawFilters says which rows are shown, and shows them.
function drawFilters(/** @type {View} */ v, /** @type {Result} */ r) {
	const {el, app, table} = v;
	const rows = v.sel = selection(r, app.state);
	const count = rows ? rows.length : r.n;
	const clear = () => app.set(Object.fromEntries(FILTERS.map((f) => [f.key, ""])));
	fill(el.filters, `Showing ${count.toLocaleString("en")} of ${r.n.toLocaleString("en")} rows. `, ...activeFilters(app.state, clear),
		count === 0 && r.n > 0 ? h("span", {class: "muted"}, " No row matches.") : null);
	table.show({
		count,
		row: (k) => rowView(r, rows ? rows[k] : k),
		open: (k) => app.set({view: "explore", urn: urnOf(r, rows ? rows[k] : k)}),
	});
}

// options is what a check depends on besides the list.
function options(/** @type {View} */ v) {
	return JSON.stringify([v.app.state.ed, v.app.state.lrules]);
}

// start checks the list as it now is.
function start(/** @type {View} */ v) {
	const {el, source, app} = v;
	const text = el.text.value;
	if (!source.file && text === "") {
		v.checker.cancel();
		v.result = null;
		el.run.hidden = true;
		say(v, "");
		show(v);
		return;
	}
	const format = effectiveFormat(v);
	const column = el.column.value;
	const problem = formatProblem(format, head(v), el.format.value === "auto") ||
		(format !== "plain" && column === "" ? (format === "csv" ? "The CSV has no header row to pick a column from." : "The first line is not a JSON object: NDJSON has one object a line.") : "");
	if (problem) {
		v.checker.cancel();
		v.result = null;
		el.run.hidden = true;
		say(v, problem, "error");
		show(v);
		return;
	}
	v.ranWith = options(v);
	el.run.hidden = false;
	el.progress.value = 0;
	el.progressText.textContent = "";
	say(v, source.file ? `Checking ${source.file.name}…` : "Checking…");
	v.checker.run({text: source.file ? undefined : text, file: source.file ?? undefined, format, column, edition: app.state.ed, ns: app.state.lrules === "1"});
}

// head is the start of the list, where its format and columns are read.
function head(/** @type {View} */ v) {
	return v.source.file ? v.source.head : v.el.text.value.slice(0, HEAD_CHARS);
}

function effectiveFormat(/** @type {View} */ v) {
	const f = v.el.format.value;
	if (f === "plain" || f === "csv" || f === "ndjson") return f;
	return guessFormat(v.source.file?.name ?? "", head(v));
}

// updateColumns offers the columns (CSV) or fields (NDJSON) of the list.
function updateColumns(/** @type {View} */ v) {
	const el = v.el;
	const format = effectiveFormat(v);
	const columns = format === "plain" ? [] : columnsOf(format, head(v));
	const keep = columns.includes(el.column.value) ? el.column.value : pickColumn(columns);
	const now = [...el.column.options].map((o) => o.value);
	if (now.join("\n") !== columns.join("\n")) fill(el.column, columns.map((c) => h("option", {value: c}, c)));
	el.column.value = keep;
	el.columnPick.hidden = format === "plain";
}

// useFile takes a dropped or chosen file: refused when too large or
// binary, else checked.
async function useFile(/** @type {View} */ v, /** @type {File} */ file) {
	if (file.size > MAX_BYTES) {
		say(v, `${file.name} is ${mib(file.size)}: the limit is ${mib(MAX_BYTES)} (and ${MAX_LINES.toLocaleString("en")} lines).`, "error");
		return;
	}
	const bytes = new Uint8Array(await file.slice(0, HEAD_CHARS).arrayBuffer());
	if (isBinary(bytes.subarray(0, SNIFF_BYTES))) {
		say(v, `${file.name} is not text: it has a NUL byte in its first 8 KiB. A list is text, one URN a line (or CSV, or NDJSON).`, "error");
		return;
	}
	v.source = {file, head: new TextDecoder().decode(bytes)};
	v.el.text.value = "";
	fill(v.el.fileInfo, "Checking the file ", h("strong", {}, file.name), ` (${mib(file.size)}); it stays on this device. `, clearFileButton(v));
	v.el.fileInfo.hidden = false;
	updateColumns(v);
	start(v);
}

function clearFileButton(/** @type {View} */ v) {
	const b = h("button", {type: "button", class: "small", id: "list-file-clear"}, "Clear");
	on(b, "click", () => {
		forgetFile(v);
		start(v);
		v.el.text.focus();
	});
	return b;
}

function forgetFile(/** @type {View} */ v) {
	v.source = {file: null, head: ""};
	v.el.file.value = "";
	v.el.fileInfo.hidden = true;
}

// wireDrop takes a file dropped anywhere on the view.
function wireDrop(/** @type {HTMLElement} */ zone, /** @type {(f: File) => void} */ use) {
	on(zone, "dragover", (/** @type {DragEvent} */ e) => {
		if (!e.dataTransfer?.types.includes("Files")) return;
		e.preventDefault();
		zone.classList.add("dropping");
	});
	on(zone, "dragleave", (/** @type {DragEvent} */ e) => {
		if (e.target === zone) zone.classList.remove("dropping");
	});
	on(zone, "drop", (/** @type {DragEvent} */ e) => {
		zone.classList.remove("dropping");
		const f = e.dataTransfer?.files?.[0];
		if (!f) return;
		e.preventDefault();
		use(f);
	});
}

function mib(/** @type {number} */ bytes) {
	return bytes >= 1 << 20 ? `${(bytes / (1 << 20)).toLocaleString("en", {maximumFractionDigits: 1})} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
}

/**
 * newChecker runs checks in the worker, one at a time: a new one (or
 * Cancel) ends the one running by ending its worker, and the next
 * starts a new worker.
 * @param {{progress: (done: number, total: number) => void, done: (r: any) => void, error: (message: string) => void}} on
 */
function newChecker(on) {
	/** @type {Worker | null} */
	let current = null;
	/** @type {Promise<Worker> | null} */
	let ready = null;
	let id = 0, busy = false;
	const stop = () => {
		current?.terminate();
		current = ready = null;
		busy = false;
	};
	const spawn = async () => {
		const w = newWorker();
		current = w;
		w.addEventListener("message", (e) => {
			const m = e.data;
			if (m.id !== id || w !== current) return;
			if (m.type === "progress") on.progress(m.done, m.total);
			else {
				busy = false;
				if (m.type === "done") on.done(m.result);
				else on.error(m.message);
			}
		});
		w.addEventListener("error", (e) => {
			if (w !== current) return;
			stop();
			on.error("The checker could not start: " + (e.message || "the browser refused its worker") + ".");
		});
		w.postMessage({type: "init", wasm: await singleFileModule()});
		return w;
	};
	return {
		async run(/** @type {Record<string, unknown>} */ msg) {
			if (busy) stop();
			busy = true;
			const my = ++id;
			ready ??= spawn();
			const w = await ready;
			if (my === id && w === current) w.postMessage({type: "check", id: my, ...msg});
		},
		cancel() {
			if (!busy) return false;
			id++;
			stop();
			return true;
		},
	};
}

// newWorker starts the checker's script: in the single file, its text
// inline, as a classic worker from a blob: URL (from file:// a module
// worker's blob: script counts as another origin's, and is refused; the
// build wrote that text without import.meta); else the file
// index.html's meta names (the build's hashed name), as a module worker.
function newWorker() {
	const inline = document.getElementById("urn-check-worker");
	if (inline) return new Worker(URL.createObjectURL(new Blob([inline.textContent ?? ""], {type: "text/javascript"})));
	const meta = /** @type {HTMLMetaElement | null} */ (document.querySelector("meta[name=urn-check-worker]"));
	return new Worker(new URL(meta?.content ?? "check-worker.js", location.href), {type: "module"});
}

// singleFileModule is the single file's own module, compiled once, for
// its workers (which cannot fetch it); undefined for the served page,
// whose worker fetches the module beside it.
let compiled;
function singleFileModule() {
	compiled ??= inlineModule().then((bytes) => bytes && WebAssembly.compile(bytes));
	return compiled;
}
