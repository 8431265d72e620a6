// checklist.js — "Check a list": a pasted list, or a file dropped or
// chosen (plain text, CSV with a column picked, NDJSON with a field
// picked), checked line by line in a Web Worker (check-worker.js) with a
// progress bar and Cancel; a summary whose entries filter the rows; the
// rows in a virtualized table, each opening in Explore; the rows shown
// exported as CSV or NDJSON. The list stays on this device and out of the
// link; the options and the filters are in it (state.js).

import {h, on, $, fill, debounce, download} from "./dom.js";
import {inlineModule} from "./embedding.js";
import {MAX_BYTES, SNIFF_BYTES, isBinary, guessFormat, columnsOf, pickColumn} from "./checklist-input.js";
import {virtualTable} from "./checklist-table.js";
import {FILTERS, selection, sentence, summary, activeFilters, rowView, exportText, urnOf} from "./checklist-view.js";

/** @import {Result} from "./checklist-view.js" */

// HEAD_CHARS is how much of a list is read for its columns.
const HEAD_CHARS = 64 << 10;

export function initChecklist(app) {
	const el = {
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
	const table = virtualTable($("#list-table"));
	/** @type {{file: File | null, head: string}} */
	let source = {file: null, head: ""};
	/** @type {Result | null} */
	let result = null;
	/** @type {Uint32Array | null} */
	let sel = null;
	let ranWith = "";

	const say = (/** @type {string} */ text, kind = "") => {
		el.status.textContent = text;
		el.status.className = "cl-status" + (kind ? " " + kind : "");
	};
	const checker = newChecker({
		progress(done, total) {
			el.progress.max = Math.max(1, total);
			el.progress.value = done;
			el.progressText.textContent = `${done.toLocaleString("en")} of ${total.toLocaleString("en")} rows`;
		},
		done(r) {
			el.run.hidden = true;
			result = r;
			say(sentence(r));
			table.top();
			show();
		},
		error(message) {
			el.run.hidden = true;
			say(message, "error");
		},
	});

	// show draws the summary, the filters and the rows of the result.
	function show() {
		const r = result;
		el.tools.hidden = r === null;
		if (r === null) {
			fill(el.summary);
			fill(el.filters);
			table.show({count: 0, row: () => ({cells: [], label: ""}), open: () => {}});
			return;
		}
		const setFilter = (key, value) => app.set({[key]: value});
		fill(el.summary, summary(r, app.state, setFilter));
		sel = selection(r, app.state);
		const count = sel ? sel.length : r.n;
		const clear = () => app.set(Object.fromEntries(FILTERS.map((f) => [f.key, ""])));
		fill(el.filters, `Showing ${count.toLocaleString("en")} of ${r.n.toLocaleString("en")} rows. `, ...activeFilters(app.state, clear),
			count === 0 && r.n > 0 ? h("span", {class: "muted"}, " No row matches.") : null);
		const rows = sel;
		table.show({
			count,
			row: (k) => rowView(r, rows ? rows[k] : k),
			open: (k) => app.set({view: "explore", urn: urnOf(r, rows ? rows[k] : k)}),
		});
	}

	// options is what a check depends on besides the list.
	const options = () => JSON.stringify([app.state.ed, app.state.lrules]);

	// start checks the list as it now is.
	function start() {
		const text = el.text.value;
		if (!source.file && text === "") {
			checker.cancel();
			result = null;
			el.run.hidden = true;
			say("");
			show();
			return;
		}
		const format = effectiveFormat();
		const column = el.column.value;
		if (format !== "plain" && column === "") {
			say(format === "csv" ? "The CSV has no header row to pick a column from." : "The first line is not a JSON object: NDJSON has one object a line.", "error");
			return;
		}
		ranWith = options();
		el.run.hidden = false;
		el.progress.value = 0;
		el.progressText.textContent = "";
		say(source.file ? `Checking ${source.file.name}…` : "Checking…");
		checker.run({text: source.file ? undefined : text, file: source.file ?? undefined, format, column, edition: app.state.ed, ns: app.state.lrules === "1"});
	}
	const startSoon = debounce(start, 300);

	function effectiveFormat() {
		const f = el.format.value;
		if (f === "plain" || f === "csv" || f === "ndjson") return f;
		return guessFormat(source.file?.name ?? "", source.file ? source.head : el.text.value.slice(0, HEAD_CHARS));
	}

	// updateColumns offers the columns (CSV) or fields (NDJSON) of the list.
	function updateColumns() {
		const format = effectiveFormat();
		const head = source.file ? source.head : el.text.value.slice(0, HEAD_CHARS);
		const columns = format === "plain" ? [] : columnsOf(format, head);
		const keep = columns.includes(el.column.value) ? el.column.value : pickColumn(columns);
		const now = [...el.column.options].map((o) => o.value);
		if (now.join("\n") !== columns.join("\n")) fill(el.column, columns.map((c) => h("option", {value: c}, c)));
		el.column.value = keep;
		el.columnPick.hidden = format === "plain";
	}

	// useFile takes a dropped or chosen file: refused when too large or
	// binary, else checked.
	async function useFile(/** @type {File} */ file) {
		if (file.size > MAX_BYTES) {
			say(`${file.name} is ${mib(file.size)}: the limit is ${mib(MAX_BYTES)} (and ${"1,000,000"} lines).`, "error");
			return;
		}
		const head = new Uint8Array(await file.slice(0, HEAD_CHARS).arrayBuffer());
		if (isBinary(head.subarray(0, SNIFF_BYTES))) {
			say(`${file.name} is not text: it has a NUL byte in its first 8 KiB. A list is text, one URN a line (or CSV, or NDJSON).`, "error");
			return;
		}
		source = {file, head: new TextDecoder().decode(head)};
		el.text.value = "";
		fill(el.fileInfo, "Checking the file ", h("strong", {}, file.name), ` (${mib(file.size)}); it stays on this device. `, clearFileButton());
		el.fileInfo.hidden = false;
		updateColumns();
		start();
	}
	function clearFileButton() {
		const b = h("button", {type: "button", class: "small", id: "list-file-clear"}, "Clear");
		on(b, "click", () => {
			forgetFile();
			start();
			el.text.focus();
		});
		return b;
	}
	function forgetFile() {
		source = {file: null, head: ""};
		el.file.value = "";
		el.fileInfo.hidden = true;
	}

	on(el.text, "input", () => {
		if (source.file) forgetFile();
		updateColumns();
		startSoon();
	});
	on(el.file, "change", () => { if (el.file.files?.[0]) useFile(el.file.files[0]); });
	wireDrop($("#view-checklist"), useFile);
	on(el.format, "change", () => { updateColumns(); start(); });
	on(el.column, "change", start);
	on(el.ns, "change", () => app.set({lrules: el.ns.checked ? "1" : "0"}));
	on($("#list-cancel"), "click", () => {
		if (checker.cancel()) {
			el.run.hidden = true;
			say("Cancelled: the check was stopped before the end, so no row is shown.");
			result = null;
			show();
		}
	});
	on($("#list-export-csv"), "click", () => result && download("urn-check.csv", "text/csv", exportText(result, sel, "csv")));
	on($("#list-export-ndjson"), "click", () => result && download("urn-check.ndjson", "application/x-ndjson", exportText(result, sel, "ndjson")));

	function render() {
		el.ns.checked = app.state.lrules === "1";
		if (ranWith !== "" && ranWith !== options()) start();
		else show();
	}
	return {render};
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
		const w = new Worker(workerURL(), {type: "module"});
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

// workerURL is the checker's script: inline in the single file (a blob:
// URL of its text), else the file index.html's meta names (the build's
// hashed name).
function workerURL() {
	const inline = document.getElementById("urn-check-worker");
	if (inline) return URL.createObjectURL(new Blob([inline.textContent ?? ""], {type: "text/javascript"}));
	const meta = /** @type {HTMLMetaElement | null} */ (document.querySelector("meta[name=urn-check-worker]"));
	return new URL(meta?.content ?? "check-worker.js", location.href).href;
}

// singleFileModule is the single file's own module, compiled once, for
// its workers (which cannot fetch it); undefined for the served page,
// whose worker fetches the module beside it.
let compiled;
function singleFileModule() {
	compiled ??= inlineModule().then((bytes) => bytes && WebAssembly.compile(bytes));
	return compiled;
}
