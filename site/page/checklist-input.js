// checklist-input.js — reading a list for "Check a list": plain text (one
// URN a line), CSV (a header row, a column picked) or NDJSON (a field
// picked), into the values to check, each with its line in the source.
// Shared by the page (the columns a header offers) and the check worker
// (check-worker.js), which reads the whole list. No DOM here.

// MAX_LINES and MAX_BYTES bound a list: the view says both, and refuses
// a longer list or a larger file with a sentence naming the limit.
export const MAX_LINES = 1_000_000;
export const MAX_BYTES = 256 << 20;

// SNIFF_BYTES is how much of a file is read first: a NUL byte in it marks
// a binary file, and the header row (CSV) or first object (NDJSON) in it
// gives the columns to pick from.
export const SNIFF_BYTES = 8 << 10;

/** @typedef {"plain" | "csv" | "ndjson"} Format */

/**
 * An item is one value to check, at line (from 1) of the source; problem
 * says why a row has no value (a CSV row without the column, an NDJSON
 * line that is not an object with the field), and is then the row's
 * message.
 * @typedef {{line: number, value: string, problem: string}} Item
 */

// isBinary says whether the first bytes of a file hold a NUL byte.
export function isBinary(/** @type {Uint8Array} */ bytes) {
	return bytes.subarray(0, SNIFF_BYTES).includes(0);
}

// guessFormat is the format of a file named name whose text starts with
// head: by its extension, else an object on the first line is NDJSON.
export function guessFormat(/** @type {string} */ name, /** @type {string} */ head) {
	const ext = name.toLowerCase().replace(/^.*\./, "");
	if (ext === "csv" || ext === "tsv") return "csv";
	if (ext === "ndjson" || ext === "jsonl") return "ndjson";
	return /^\s*\{/.test(head) ? "ndjson" : "plain";
}

// countLines is the number of lines of text (a last line without its end
// counts; an empty text has none).
export function countLines(/** @type {string} */ text) {
	if (text === "") return 0;
	let n = 0;
	for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
	return text.endsWith("\n") ? n : n + 1;
}

// delimiter is a CSV's field separator, found in its first line: the one
// of comma, semicolon and tab it has most of outside quotes (a comma for
// none).
export function delimiter(/** @type {string} */ text) {
	const counts = {",": 0, ";": 0, "\t": 0};
	let quoted = false;
	for (let i = 0; i < text.length; i++) {
		const c = text[i];
		if (c === "\"") quoted = !quoted;
		else if (!quoted && (c === "\n" || c === "\r")) break;
		else if (!quoted && c in counts) counts[c]++;
	}
	let best = ",";
	for (const d of [";", "\t"]) if (counts[d] > counts[best]) best = d;
	return best;
}

// tooManyLines says why a text of lines lines is refused when that is
// more than a list may have, else "".
export function tooManyLines(/** @type {number} */ lines) {
	if (lines <= MAX_LINES) return "";
	return `The list has ${lines.toLocaleString("en")} lines: the limit is ${MAX_LINES.toLocaleString("en")}. Split it, or check it with the terminal tool (urn check), which has none.`;
}

/**
 * csvRecords calls each(fields, line) for every record of a CSV text,
 * with the line (from 1) it starts on: fields separated by sep, a field in
 * double quotes may hold sep, line breaks and "" for a quote. A blank
 * line is no record.
 * @param {string} text
 * @param {string} sep
 * @param {(fields: string[], line: number) => boolean | void} each returns true to stop
 */
export function csvRecords(text, sep, each) {
	let i = 0, line = 1;
	const n = text.length;
	while (i < n) {
		const start = line;
		/** @type {string[]} */
		const fields = [];
		for (;;) {
			let field = "";
			if (text[i] === "\"") {
				i++;
				for (;;) {
					const q = text.indexOf("\"", i);
					if (q === -1) { field += text.slice(i); i = n; break; }
					field += text.slice(i, q);
					i = q + 1;
					if (text[i] === "\"") { field += "\""; i++; } else break;
				}
				line += countBreaks(field);
				const end = nextEnd(text, i, sep); // text after the closing quote is kept
				field += text.slice(i, end);
				i = end;
			} else {
				const end = nextEnd(text, i, sep);
				field = text.slice(i, end);
				i = end;
			}
			fields.push(field.endsWith("\r") && text[i] !== sep ? field.slice(0, -1) : field);
			if (i >= n || text[i] === "\n") break;
			i++; // the separator
		}
		i++; // the line's end
		line++;
		if ((fields.length > 1 || fields[0] !== "") && each(fields, start)) return;
	}
}

// nextEnd is the index of the first sep or "\n" from i (text's length for
// none).
function nextEnd(/** @type {string} */ text, /** @type {number} */ i, /** @type {string} */ sep) {
	let j = i;
	while (j < text.length && text[j] !== sep && text[j] !== "\n") j++;
	return j;
}

function countBreaks(/** @type {string} */ s) {
	let n = 0;
	for (let i = s.indexOf("\n"); i !== -1; i = s.indexOf("\n", i + 1)) n++;
	return n;
}

// columnsOf returns the columns a list offers: a CSV's header row, the
// keys of an NDJSON list's first object ([] for plain text, or none
// found).
export function columnsOf(/** @type {Format} */ format, /** @type {string} */ head) {
	if (format === "csv") {
		/** @type {string[]} */
		let header = [];
		csvRecords(head, delimiter(head), (fields) => { header = fields; return true; });
		return header;
	}
	if (format === "ndjson") {
		for (const line of head.split("\n")) {
			if (line.trim() === "") continue;
			try {
				const o = JSON.parse(line);
				return o && typeof o === "object" && !Array.isArray(o) ? Object.keys(o) : [];
			} catch {
				return [];
			}
		}
	}
	return [];
}

// formatProblem is the sentence that stops a list read as format from
// being checked, or "": a CSV whose first row holds a URN has no header
// row (its first line would be taken for the column names and never
// checked), and a list detected as plain text that begins with "[" is a
// JSON array, which none of the formats reads.
export function formatProblem(/** @type {Format} */ format, /** @type {string} */ head, /** @type {boolean} */ detected) {
	if (format === "csv") {
		const urn = columnsOf("csv", head).find((c) => /^\s*urn:/i.test(c));
		if (urn !== undefined) return `The CSV's first row holds a URN (“${urn.trim().slice(0, 60)}”), so it is not a header row naming the columns: add one above it (such as urn), or choose Plain text if the list is one URN a line.`;
	}
	if (format === "plain" && detected && /^\s*\[/.test(head)) {
		return "The list begins with “[”, a JSON array, which none of the formats reads: write its items one a line (strings as plain text, with jq -r '.[]'; objects as NDJSON, with jq -c '.[]'), or choose Plain text to check its lines as they stand.";
	}
	return "";
}

// pickColumn is the column to check when none is chosen: the first whose
// name says "urn", else the first.
export function pickColumn(/** @type {string[]} */ columns) {
	return columns.find((c) => /urn/i.test(c)) ?? columns[0] ?? "";
}

/**
 * readItems reads text as format into the items to check, or returns
 * {error} with the sentence to show.
 * @param {string} text
 * @param {Format} format
 * @param {string} column the CSV column or NDJSON field
 * @returns {{items: Item[], lines: number} | {error: string}}
 */
export function readItems(text, format, column) {
	const lines = countLines(text);
	const tooMany = tooManyLines(lines);
	if (tooMany) return {error: tooMany};
	if (format === "csv") return csvItems(text, column, lines);
	/** @type {Item[]} */
	const items = [];
	let line = 0;
	for (let start = 0; start < text.length;) {
		let end = text.indexOf("\n", start);
		if (end === -1) end = text.length;
		line++;
		const raw = text.slice(start, end > start && text[end - 1] === "\r" ? end - 1 : end);
		start = end + 1;
		if (raw === "") continue;
		items.push(format === "ndjson" ? jsonItem(raw, column, line) : {line, value: raw, problem: ""});
	}
	return {items, lines};
}

// csvItems reads a CSV's rows, the header first, into items of column.
function csvItems(/** @type {string} */ text, /** @type {string} */ column, /** @type {number} */ lines) {
	/** @type {Item[]} */
	const items = [];
	let col = -1;
	/** @type {string[]} */
	let header = [];
	csvRecords(text, delimiter(text), (fields, line) => {
		if (col < 0 && header.length === 0) {
			header = fields;
			col = fields.indexOf(column);
			return col < 0;
		}
		if (col >= fields.length) {
			items.push({line, value: "", problem: `This row has ${fields.length} ${fields.length === 1 ? "field" : "fields"}, none in the column “${column}” (the ${ordinal(col + 1)}).`});
		} else if (fields[col] === "") {
			items.push({line, value: "", problem: `This row's “${column}” is empty.`});
		} else {
			items.push(valueItem(fields[col], line));
		}
	});
	if (col < 0) {
		return {error: header.length ? `The CSV has no column “${column}”: its header row names ${header.map((h) => `“${h}”`).join(", ")}.` : "The CSV has no header row."};
	}
	return {items, lines};
}

// jsonItem reads one NDJSON line's field.
function jsonItem(/** @type {string} */ raw, /** @type {string} */ field, /** @type {number} */ line) {
	let o;
	try {
		o = JSON.parse(raw);
	} catch {
		return {line, value: "", problem: "This line is not JSON."};
	}
	if (!o || typeof o !== "object" || Array.isArray(o)) return {line, value: "", problem: "This line is not a JSON object."};
	if (!Object.hasOwn(o, field)) return {line, value: "", problem: `This object has no field “${field}”.`};
	if (typeof o[field] !== "string") return {line, value: "", problem: `This object's “${field}” is not a string.`};
	if (o[field] === "") return {line, value: "", problem: `This object's “${field}” is empty.`};
	return valueItem(o[field], line);
}

// valueItem is a CSV field's or JSON string's item: one holding a line
// break cannot be checked as one line of a list.
function valueItem(/** @type {string} */ value, /** @type {number} */ line) {
	if (value.includes("\n")) return {line, value, problem: "The value holds a line break: a list is checked a line at a time."};
	return {line, value, problem: ""};
}

function ordinal(/** @type {number} */ n) {
	const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th";
	return n.toLocaleString("en") + s;
}
