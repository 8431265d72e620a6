// urn.js — the JavaScript API of URN Playground: the URN library of
// package core, compiled to WebAssembly.
//
//   import {load} from "./urn.js";
//   const URN = await load();
//   URN.parse("urn:isbn:0451450523", {edition: "rfc8141"});
//
// It works in a browser page, which fetches the module beside this file,
// and in node >= 20, which reads it from disk. The API and its exact
// shapes are documented in wasm/README.md. In short:
//
//   - every function returns a plain object, never throws, and reports a
//     bad argument or an internal failure as {error: {code, message}};
//   - every offset is a UTF-16 code-unit index into the string it points
//     into, so input.slice(start, end) is the part, emoji included.
//
// This file is the source; wasm/build.sh writes dist/urn.js from it,
// naming the content-hashed copies of the module and of Go's wasm_exec.js
// in the three marked lines below.

import "./wasm_exec.js"; // build.sh: the hashed copy of Go's wasm_exec.js

const WASM_FILE = "urn.wasm"; // build.sh: the hashed module's file name

// wasmURL is the module beside this file. Its name is written out again,
// not WASM_FILE, so that a bundler (webpack, Vite) that meets this file in
// node_modules sees new URL("./file", import.meta.url) and ships the module
// with the bundle: an expression there is not followed.
const wasmURL = () => new URL("./urn.wasm", import.meta.url); // build.sh

// API_VERSION is URN.version. The module reports its own (wasm/api.go,
// APIVersion); load() refuses a module built for another version.
const API_VERSION = "2.1.0";

// MAX_UNITS bounds one call's arguments, in UTF-16 code units, until
// the module has said its own limits (init's "limits", by op: limits.go):
// at most three UTF-8 bytes each, they stay below the module's 32 MiB
// request limit (api.go, maxRequest).
const MAX_UNITS = 8 << 20;

// wasm_exec.js defines globalThis.Go; keep the class it defined, in case
// another copy replaces the global later.
const GoRuntime = globalThis.Go;

// INTERNAL is the key of a non-enumerable property of URN that the tests
// and the benchmark use (the raw exports, calls by op name). It is not
// part of the API.
const INTERNAL = Symbol.for("urn-playground.internal");

let defaultModule; // the promise of load()'s shared instance
let defaultURN; // that instance, once made

/**
 * Loads the WebAssembly module and returns the API object, URN.
 *
 * Without options, the module beside this file is loaded once and every
 * later call returns the same URN. options.wasm loads another copy, and a
 * new instance each time: a URL or a string (resolved against this file),
 * the module's bytes (ArrayBuffer or a typed array) or a compiled
 * WebAssembly.Module.
 *
 * The promise rejects, with an Error saying why, when the module cannot be
 * fetched or instantiated, or was built for another API version.
 */
export function load(/** @type {{wasm?: any}} */ options = {}) {
	if (options === null || typeof options !== "object") {
		return Promise.reject(new TypeError("urn.js: load(options): options must be an object"));
	}
	if (options.wasm === undefined) {
		if (defaultURN !== undefined && defaultURN[INTERNAL].dead()) {
			// Its Go program has exited (out of memory, say): every call
			// of it answers "unavailable", so make a new one.
			defaultModule = defaultURN = undefined;
		}
		defaultModule ??= start(wasmURL()).then(
			(urn) => (defaultURN = urn),
			(e) => {
				defaultModule = undefined; // let a later load() try again
				throw e;
			},
		);
		return defaultModule;
	}
	return start(options.wasm);
}

async function start(source) {
	if (typeof GoRuntime !== "function") {
		throw new Error("urn.js: wasm_exec.js did not define globalThis.Go");
	}
	const go = new GoRuntime();
	const instance = await instantiate(source, go.importObject);
	// run starts the Go program and returns once main blocks, leaving the
	// runtime ready for the exported functions; its promise settles only
	// if the program ends.
	go.run(instance).catch(() => {});
	if (go.exited) {
		throw new Error("urn.js: the Go program exited during start-up");
	}
	return api(instance.exports, go);
}

async function instantiate(source, imports) {
	if (source instanceof WebAssembly.Module) {
		return WebAssembly.instantiate(/** @type {WebAssembly.Module} */ (source), imports);
	}
	if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
		return (await WebAssembly.instantiate(/** @type {BufferSource} */ (source), imports)).instance;
	}
	const url = source instanceof URL ? source : new URL(String(source), import.meta.url);
	if (url.protocol === "file:") {
		// node (and Deno, Bun): fetch cannot read file: URLs.
		const [{readFile}, {fileURLToPath}] = await Promise.all([
			import(/* webpackIgnore: true */ /* @vite-ignore */ "node:fs/promises"),
			import(/* webpackIgnore: true */ /* @vite-ignore */ "node:url"),
		]);
		return (await WebAssembly.instantiate(await readFile(fileURLToPath(url)), imports)).instance;
	}
	if (typeof WebAssembly.instantiateStreaming === "function") {
		try {
			return (await WebAssembly.instantiateStreaming(fetchOK(url), imports)).instance;
		} catch (e) {
			// A TypeError here is most often a server that does not send
			// Content-Type: application/wasm; compile from the bytes instead.
			if (!(e instanceof TypeError)) throw e;
		}
	}
	const response = await fetchOK(url);
	return (await WebAssembly.instantiate(await response.arrayBuffer(), imports)).instance;
}

async function fetchOK(url) {
	const response = await fetch(url);
	if (!response.ok) {
		throw new Error(`urn.js: cannot load ${url}: HTTP ${response.status}`);
	}
	return response;
}

// ArgError is a bad argument found on the JavaScript side; guard turns
// it into an error object.
class ArgError {
	constructor(code, message) {
		this.code = code;
		this.message = message;
	}
}

const typeName = (v) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);

function argStr(v, what) {
	if (typeof v !== "string") {
		throw new ArgError("bad-argument", `${what} must be a string, got ${typeName(v)}`);
	}
	return v;
}

// readArg runs read, which looks into an argument the caller gave: a
// getter or a Proxy trap that throws makes the argument bad, not the
// module broken.
function readArg(what, read) {
	try {
		return read();
	} catch (e) {
		throw new ArgError("bad-argument", `${what} cannot be read: ${e?.message ?? e}`);
	}
}

// objectKind names what kind of object v is, by its tag: "Object" for
// an object literal (from any realm, an iframe's too) or a class's
// instance, "Map", "Date", "Array" and so on for the others.
const objectKind = (what, v) => readArg(what, () => Object.prototype.toString.call(v).slice(8, -1));

// One rule for the objects the API reads, options and fields alike: a
// plain object (objectKind "Object"), of which only its own properties
// count, as JSON.stringify reads fields; a Map or any other kind is a bad
// argument, named, rather than read as empty.
function plainObject(v, what, want) {
	if (typeof v !== "object" || objectKind(what, v) !== "Object") {
		const kind = typeof v === "object" && v !== null ? objectKind(what, v) : typeName(v);
		throw new ArgError("bad-argument", `${what} must be ${want}, got ${kind === "Array" ? "array" : kind}`);
	}
	return v;
}

// opts reads an options object; undefined and null mean {}. Keys it does
// not know are ignored.
function opts(o) {
	if (o === undefined || o === null) return {};
	return plainObject(o, "options", "an object");
}

// opt reads one option: an own property (inherited ones are not the
// caller's options).
const opt = (o, key) => readArg(`options.${key}`, () => (Object.hasOwn(o, key) ? o[key] : undefined));

// optStr reads an optional string option; absent (undefined or null) is "".
function optStr(o, key) {
	const v = opt(o, key);
	if (v === undefined || v === null) return "";
	return argStr(v, `options.${key}`);
}

function optBool(o, key) {
	const v = opt(o, key);
	if (v === undefined || v === null) return false;
	if (typeof v !== "boolean") {
		throw new ArgError("bad-argument", `options.${key} must be a boolean, got ${typeName(v)}`);
	}
	return v;
}

// optCount is a count option as the module reads it: "" when it is
// missing (undefined or null), else its decimal digits; anything but a
// whole number from 0 to 2**53 − 1 is a bad argument that says so.
function optCount(o, key) {
	const v = opt(o, key);
	if (v === undefined || v === null) return "";
	if (typeof v !== "number" || !Number.isSafeInteger(v) || v < 0) {
		const got = typeof v === "number" ? String(v) : typeName(v);
		throw new ArgError("bad-argument", `options.${key} must be a whole number from 0 to 2**53 − 1, got ${got}`);
	}
	return String(v);
}

// fieldsJSON is the template functions' fields argument as JSON, for the
// module to read: an object of field id → text, or a registration as
// template.import returns it ({fields, preamble, extra}).
function fieldsJSON(fields) {
	if (fields === undefined || fields === null) return "{}";
	plainObject(fields, "fields", "an object of field id → text");
	let json;
	try {
		json = JSON.stringify(fields);
	} catch (e) {
		throw new ArgError("bad-argument", `fields cannot be written as JSON: ${e?.message ?? e}`);
	}
	if (typeof json !== "string") {
		// A toJSON method that returns undefined (or a function).
		throw new ArgError("bad-argument", "fields cannot be written as JSON: JSON.stringify(fields) gives undefined");
	}
	return json;
}

const errorObject = (code, message) => ({error: {code, message}});

// guard makes fn one of the API's functions: whatever goes wrong comes
// back as an error object, never as an exception.
function guard(name, fn) {
	return function (...args) {
		try {
			return fn(...args);
		} catch (e) {
			return caught(name, e);
		}
	};
}

// caught is the error object for what a guarded function threw: a bad
// argument as such, anything else as internal.
function caught(name, e) {
	if (e instanceof ArgError) return errorObject(e.code, `${name}: ${e.message}`);
	return errorObject("internal", `${name}: ${e?.message ?? e}`);
}

// guard2 is guard for URN.parse and URN.valid, the hot paths, which take
// at most two arguments: without guard's rest parameter, a call makes no
// array.
function guard2(name, fn) {
	return function (a, b) {
		try {
			return fn(a, b);
		} catch (e) {
			return caught(name, e);
		}
	};
}

// A parse result's namespace reading is read when it is first asked for,
// not at parse: it costs more than the rest of the reading together, and
// most callers never look at it. The result stays a plain object with the
// same members in the same order: namespace is an own, enumerable
// property whose getter reads the reading once and then returns that same
// object (JSON.stringify, structuredClone, spreading and Object.entries
// all read it), and assigning to it makes it a data property holding the
// value, as for any data property. What the getter needs is kept in a
// private field, which no reflection, JSON or clone can see. (The getter
// stays: turning it into a data property would take the object out of
// V8's fast mode, which costs more than the reading.)
class Stamped {
	constructor(o) {
		return o;
	}
}

// Deferred stamps a result with its pending namespace reading:
// {read(edition, input), edition, input, value}; read is null once the
// value is read.
class Deferred extends Stamped {
	#ns;
	constructor(o, pending) {
		super(o);
		this.#ns = pending;
	}

	// pending is the pending reading of o, or of the object o inherits
	// namespace from; undefined if none has one.
	static pending(o) {
		for (; o !== null && (typeof o === "object" || typeof o === "function"); o = Object.getPrototypeOf(o)) {
			if (#ns in o) return o.#ns;
		}
		return undefined;
	}
}

function namespaceGet() {
	const p = Deferred.pending(this);
	if (p === undefined) return undefined;
	if (p.read !== null) {
		p.value = p.read(p.edition, p.input, p.at);
		p.read = null;
		p.input = "";
	}
	return p.value;
}

function namespaceSet(v) {
	if (!Reflect.defineProperty(this, "namespace", {value: v, writable: true, enumerable: true, configurable: true})) {
		throw new TypeError("Cannot assign to read only property 'namespace' of object");
	}
}

const DEFERRED_NAMESPACE = {get: namespaceGet, set: namespaceSet, enumerable: true, configurable: true};

function api(ex, go) {
	const encoder = new TextEncoder();
	const decoder = new TextDecoder();
	const mem = ex.mem;
	const shared = ex.urn_io(); // {inPtr, inCap, outPtr, outLen}, uint32 each
	let u8, dv, i32;
	// The memory may grow during any call, which detaches the old views.
	// (A detached view has length 0: cheaper to ask than mem.buffer.)
	const views = () => {
		if (u8 === undefined || u8.length === 0) {
			u8 = new Uint8Array(mem.buffer);
			dv = new DataView(mem.buffer);
			i32 = new Int32Array(mem.buffer);
		}
	};
	let stopped = ""; // why the module can no longer be called
	// limits[op]: the longest arguments of op, in UTF-16 units (from
	// init; limits.go).
	let limits = [];
	// fixResultMax: the longest input, in UTF-16 units, whose fixes carry
	// their result (from init; resultjson.MaxFixResult).
	let fixResultMax = 0;
	// options[op]: which of op's arguments are options (bit i for
	// argument i), not counted against its limit; maxOption: an option's
	// longest value (from init; limits.go).
	let options = [], jsonArgs = [], maxOption = 0;
	// exited checks, after a call, that the Go program still runs: a
	// fatal error (out of memory) ends it in the middle of a call, which
	// then returns as if it had answered. It returns the error object
	// for the call then, and undefined when all is well.
	const exited = (name) => {
		if (!go.exited) return undefined;
		stopped ||= "the Go program in the WebAssembly module has exited after a fatal error (out of memory?); load() a new one";
		return errorObject("unavailable", `${name}: ${stopped}`);
	};

	// request writes the string arguments of op as a request and runs it.
	// It returns the length of the result, at outPtr, or an error object.
	function request(name, op, args) {
		if (go.exited && stopped === "") {
			// After a fatal error (out of memory, say) the Go runtime has
			// ended; its exports would still run, on a dead runtime.
			stopped = "the Go program in the WebAssembly module has exited after a fatal error; load() a new one";
		}
		if (stopped !== "") return errorObject("unavailable", `${name}: ${stopped}`);
		// The limit counts the caller's text, not an option's value or a
		// flag (options[op]: bit i for argument i), as limits.go does.
		// JSON that this file wrote of the caller's object (jsonArgs[op])
		// is left to the module, which counts the text of its strings.
		let units = 0, all = 0;
		const optionBits = options[op] ?? 0, jsonBits = jsonArgs[op] ?? 0;
		for (let i = 0; i < args.length; i++) {
			all += args[i].length;
			if ((jsonBits & (1 << i)) !== 0) continue;
			if ((optionBits & (1 << i)) === 0) units += args[i].length;
			else if (args[i].length > maxOption) {
				return errorObject("too-large", `${name}: an option of ${args[i].length} UTF-16 code units; an option's value is at most ${maxOption}`);
			}
		}
		const limit = limits[op] ?? MAX_UNITS;
		if (units > limit) {
			return errorObject("too-large", `${name}: the text passed is ${units} UTF-16 code units long; the limit for ${name} is ${limit}`);
		}
		try {
			views();
			const need = 3 * all + 4 * args.length;
			if (need > dv.getUint32(shared + 4, true)) {
				if (ex.urn_reserve(need) === 0) {
					return errorObject("too-large", `${name}: the request needs ${need} bytes, more than the module accepts`);
				}
				views();
			}
			const start = dv.getUint32(shared, true);
			let off = start;
			for (let i = 0; i < args.length; i++) {
				const a = args[i];
				const written = put(a, off + 4);
				dv.setUint32(off, written, true);
				off += 4 + written;
			}
			const n = ex.urn_call(op, off - start);
			views();
			return exited(name) ?? n;
		} catch (e) {
			// A trap, or a Go program that has exited: the instance is
			// unusable from now on.
			stopped = `the WebAssembly module stopped (${e?.message ?? e}); load() a new one`;
			return errorObject("unavailable", `${name}: ${stopped}`);
		}
	}

	// put writes s as UTF-8 at byte p of the memory and returns the number
	// of bytes. A short ASCII string (most URNs) is copied by a loop, which
	// costs less than a call of encodeInto.
	function put(s, p) {
		const n = s.length;
		if (n <= 64) {
			let i = 0;
			for (; i < n; i++) {
				const c = s.charCodeAt(i);
				if (c >= 0x80) break;
				u8[p + i] = c;
			}
			if (i === n) return n;
		}
		return encoder.encodeInto(s, u8.subarray(p, p + 3 * n)).written;
	}

	// call runs op number op on string arguments and returns the parsed
	// result, or an error object.
	function call(name, op, args) {
		const n = request(name, op, args);
		if (typeof n !== "number") return n;
		return json(n);
	}

	const json = (n) => {
		const p = dv.getUint32(shared + 8, true);
		return JSON.parse(decoder.decode(u8.subarray(p, p + n)));
	};

	// The wire format of parse (wire.go and opParse in ops.go): 32-bit
	// words, read through i32. W is the index of the next word; src is
	// the input as the module read it, which spans slice.
	let W = 0, src = "";
	// The slots both sides keep (wire.go): strings, references as
	// [edition, section, anchor, text], and pairs [id, label].
	const strs = [], refs = [], pairs = [];

	// str reads a string (wire.str).
	function str() {
		const w = i32[W++];
		switch (w & 7) {
			case 0: return "";
			case 1: {
				const s = src.slice(i32[W], i32[W + 1]);
				W += 2;
				return s;
			}
			case 2: return strs[w >>> 3];
			case 3: return (strs[w >>> 3] = bytes());
			case 4: return bytes();
		}
		throw new Error("urn.js: bad string in a result (the module and urn.js of different builds?)");
	}

	// bytes reads an address and a length, and decodes the UTF-8 there.
	function bytes() {
		const p = i32[W] >>> 0, n = i32[W + 1];
		W += 2;
		return decoder.decode(u8.subarray(p, p + n));
	}

	// pair reads two strings that go together (wire.pair): a namespace
	// sub-part's id and label.
	function pair() {
		const w = i32[W++];
		switch (w & 7) {
			case 2: return pairs[w >>> 3];
			case 3: return (pairs[w >>> 3] = [str(), str()]);
			case 4: return [str(), str()];
		}
		throw new Error("urn.js: bad pair in a result (the module and urn.js of different builds?)");
	}

	// ref reads a reference (wire.ref): a fresh object, or null.
	function ref() {
		const w = i32[W++];
		let r;
		switch (w & 7) {
			case 0: return null;
			case 2: r = refs[w >>> 3]; break;
			case 3: r = refs[w >>> 3] = [str(), str(), str(), str()]; break;
			default: throw new Error("urn.js: bad reference in a result (the module and urn.js of different builds?)");
		}
		return {edition: r[0], section: r[1], anchor: r[2], text: r[3]};
	}

	const WIRE_MAGIC = 0x4e5255;
	const NS_DEFERRED = 1; // the namespace word of parse (ops.go: nsNone, nsDeferred)
	const FLAG_VALID = 1, FLAG_ASCII = 2, FLAG_NID = 4, FLAG_NORMALIZED = 8;
	// The names of core's values, by value, from init: kinds, editions,
	// NID classes and severities.
	let kinds = [], editions = [], classes = [], severities = [];
	// The namespace reading's verdicts by value, and its rules by number
	// (init's verdicts and nsRules).
	let verdicts = [], nsRules = [];

	// pairRequest is request(name, opNum, [edition, input]) for the two
	// hot paths, parse and valid, in the common case (the module running,
	// the buffer large enough), without an array and loops.
	// lastPair is the number of the latest op pairRequest ran, for the
	// tests (INTERNAL.lastPairOp).
	let lastPair = -1;
	function pairRequest(name, opNum, edition, input) {
		views();
		lastPair = opNum;
		if (go.exited || stopped !== "" || input.length > (limits[opNum] ?? MAX_UNITS) || edition.length > maxOption ||
			3 * (edition.length + input.length) + 8 > i32[(shared + 4) >>> 2] >>> 0) {
			return request(name, opNum, [edition, input]);
		}
		try {
			const start = i32[shared >>> 2] >>> 0;
			const a = put(edition, start + 4);
			dv.setUint32(start, a, true);
			const b = put(input, start + 8 + a);
			dv.setUint32(start + 4 + a, b, true);
			const n = ex.urn_call(opNum, 8 + a + b);
			views();
			return exited(name) ?? n;
		} catch (e) {
			stopped = `the WebAssembly module stopped (${e?.message ?? e}); load() a new one`;
			return errorObject("unavailable", `${name}: ${stopped}`);
		}
	}

	// valid runs the valid op on a checked input and edition: its result
	// is one word, 1 or 0 (opValid in ops.go), or an error object.
	function valid(edition, input) {
		const n = pairRequest("valid", op.valid, edition, input);
		if (typeof n !== "number") return n;
		const p = i32[(shared + 8) >>> 2] >>> 0;
		if (u8[p] === 0x7b) return json(n); // "{": an error object
		if (n !== 4) throw new Error("urn.js: a valid result of another length than one word");
		return i32[p >>> 2] === 1;
	}

	// The one-pass check that core.Valid tries first (plainValid in
	// core/read_plain.go), run here on core's own tables (init's plain,
	// core.PlainRules) so that URN.valid of a plain URN needs no call into
	// the module: what passes it is valid; what does not, the module
	// decides. The tables become one regular expression per edition (V8
	// compiles it to machine code: a loop over the characters in
	// JavaScript cost as much as the call it saves on long URNs).
	// plain[e] is edition e's, or null where the tables cannot be
	// written as one; plainFor finds it.
	let plain = [], defaultPlain;
	const plainFor = (edition) => {
		if (edition === "") return defaultPlain;
		for (let i = 0; i < editions.length; i++) if (editions[i] === edition) return plain[i];
		return undefined; // an unknown edition: the module reports it
	};
	const plainValid = (s, re) => re !== null && re.test(s);

	// plainRegExp writes edition tables t (a table is a string of "0" and
	// "1" by character code) as the regular expression of plainValid:
	// "urn:", the NID, the NSS, then each component in order.
	function plainRegExp(t) {
		const hexDigit = (v) => (v < 10 ? String(v) : "abcdef"[v - 10] + "ABCDEF"[v - 10]);
		const cls = (bits, also = "") => {
			let c = "";
			for (let i = 0; i < 128; i++) if (bits[i] === "1") c += "\\x" + i.toString(16).padStart(2, "0");
			return `[${c}${also}]`;
		};
		// "%" HEXDIG HEXDIG of the octets that need no second look.
		const esc = [];
		for (let h = 0; h < 16; h++) {
			let lows = "";
			for (let l = 0; l < 16; l++) if (t.escape[h << 4 | l] === "1") lows += hexDigit(l);
			if (lows !== "") esc.push(`[${hexDigit(h)}][${lows}]`);
		}
		const escape = `%(?:${esc.join("|")})`;
		const comps = t.components.filter((c) => !c.query);
		// core takes the longest delimiter ("??" before "?", draft-12); the
		// expression takes the first that leads to a match. They agree when
		// a component whose delimiter begins a longer one cannot be empty
		// nor begin with the character that follows in the longer one.
		const clash = (c, d) => d !== c.delim && d.startsWith(c.delim) &&
			(c.mayBeEmpty || c.fast[d.charCodeAt(c.delim.length)] === "1" || d[c.delim.length] === "%");
		if (comps.some((c) => c.delim === "" || t.components.some((o) => clash(c, o.delim)))) return null;
		const nid = cls(t.nidChar);
		let re = `^[uU][rR][nN]:${t.reservedURN ? "(?![uU][rR][nN]:)" : ""}(?=${nid}{${t.nidMin},${t.nidMax}}:)(?!-)${nid}+(?<!-):`;
		re += `(?:${cls(t.nss, t.colonInNSS ? ":" : "")}|${escape})+`;
		for (const c of comps) {
			const first = c.first;
			const firstChars = Array.from(c.fast, (f, i) => (f === "1" && first[i] === "1" ? "1" : "0")).join("");
			const body = `(?:${cls(firstChars)}${first[37] === "1" ? "|" + escape : ""})(?:${cls(c.fast)}|${escape})*`;
			re += `(?:${c.delim.replace(/[?+*.#^$|()[\]{}\\]/g, "\\$&")}${c.mayBeEmpty ? `(?:${body})?` : body})?`;
		}
		return new RegExp(re + "$");
	}

	// URN.parse reads the URNs that core reads in one pass (readPlain in
	// core/read_plain.go) here, from the same tables (init's plain and
	// registry), without a call into the module: for a short URN the call,
	// the request and the wire words cost more than the reading. Anything
	// else goes to the module. readers[e] is edition e's reader tables.
	let readers = [], defaultReader, registry = new Map();
	const readerFor = (edition) => {
		if (edition === "") return defaultReader;
		for (let i = 0; i < editions.length; i++) if (editions[i] === edition) return readers[i];
		return undefined; // an unknown edition: the module reports it
	};
	// escapes turns init's escape table (by octet) into plainEscape's
	// by the two hex digits' character codes, c1<<7 | c2: 0 for no
	// escape that needs no second look, 1 for one, 2 for one with a
	// lower-case digit (which NormalizedSpan does not take as normalized).
	function escapes(bits) {
		const t = new Uint8Array(128 << 7), hex = "0123456789abcdefABCDEF";
		for (const c1 of hex) {
			for (const c2 of hex) {
				if (bits[parseInt(c1 + c2, 16)] === "1") {
					t[c1.charCodeAt(0) << 7 | c2.charCodeAt(0)] = c1 >= "a" || c2 >= "a" ? 2 : 1;
				}
			}
		}
		return t;
	}

	// plainReader turns an edition's init.plain into the reader's tables.
	function plainReader(t, id) {
		const tab = (bits, n = 128) => Uint8Array.from({length: n}, (_, i) => (bits[i] === "1" ? 1 : 0));
		return {
			id, nidMin: t.nidMin, nidMax: t.nidMax, reservedURN: t.reservedURN, nidChar: tab(t.nidChar), nss: tab(t.nss),
			colonInNSS: t.colonInNSS, escape: escapes(t.escape), formalRef: t.formalRef, informalRef: t.informalRef,
			components: t.components.map((c) => ({delim: c.delim, query: c.query, mayBeEmpty: c.mayBeEmpty, first: tab(c.first),
				fast: tab(c.fast), kind: kinds[c.kind], note: c.note === null ? null : {...c.note, severity: severities[c.note.severity]}})),
		};
	}

	const part = (kind, start, end, text, topLevel) => ({kind, start, end, text, topLevel});
	// escapeText holds the text of each escape read, by its two hex
	// digits' codes: a string is a value, so a part's text may be the
	// same string as another's, and a long URN's escapes then cost no
	// string each.
	const escapeText = new Array(128 << 7);
	const refCopy = (r) => (r === null ? null : {edition: r.edition, section: r.section, anchor: r.anchor, text: r.text});

	// plainRead is core's readPlain on the JavaScript side: the Reading of
	// a URN that readPlain reads (R: its edition's tables), or null for
	// anything else, which the module reads. Each step names readPlain's;
	// the rules are core's, with its citations: the syntax (RFC 8141 §2,
	// RFC 2141 §2, draft-03 §2, draft-12 §3), "%" HEXDIG HEXDIG (RFC 8141
	// §2.2, RFC 2141 §2.3.1, draft-03 §2.5.2, draft-12 §3.2), the
	// components and their notes (RFC 8141 §2.3, draft-12 §3.3), the NID's
	// class (RFC 8141 §5, draft-12 §6, RFC 2611 §4), the normalized form
	// (RFC 8141 §3.1, RFC 2141 §5, draft-03 §5, draft-12 §4.1).
	function plainRead(s, R) {
		const n = s.length;
		// plainNID: "urn:" in any case, a NID of letters, digits and inner
		// hyphens of a length the edition allows, then ":".
		if (n < 7 || s.charCodeAt(3) !== 58 || (s.charCodeAt(0) | 32) !== 117 || (s.charCodeAt(1) | 32) !== 114 || (s.charCodeAt(2) | 32) !== 110) return null;
		let c = 4, upper = false;
		for (; c < n; c++) {
			const b = s.charCodeAt(c);
			if (b >= 128 || R.nidChar[b] === 0) break;
			if (b <= 90 && b >= 65) upper = true;
		}
		const nl = c - 4;
		if (c === n || s.charCodeAt(c) !== 58 || nl < R.nidMin || nl > R.nidMax || s.charCodeAt(4) === 45 || s.charCodeAt(c - 1) === 45) return null;
		const nidText = s.slice(4, c), key = upper ? nidText.toLowerCase() : nidText;
		if (R.reservedURN && key === "urn") return null;
		const ns = registry.get(key); // lookupNamespace: registered only
		if (ns === undefined) return null;
		// plainScan: the NSS, then the components.
		const comps = R.components;
		const parts = [part("scheme", 0, 3, s.slice(0, 3), true), part("delimiter", 3, 4, ":", true),
			part("nid", 4, c, nidText, true), part("delimiter", c, c + 1, ":", true), part("nss", c + 1, 0, "", true)];
		const diagnostics = [];
		let ci = -1, start = c + 1, fast = R.nss, open = parts[4], nssEnd = 0, lowerHex = false;
		for (let i = start; i < n; i++) {
			const b = s.charCodeAt(i);
			if (b < 128 && fast[b] === 1) continue;
			if (b === 58 && ci === -1 && R.colonInNSS) {
				parts.push(part("separator", i, i + 1, ":", false));
				continue;
			}
			if (b === 37 && i + 2 < n) { // plainEscape
				const h1 = s.charCodeAt(i + 1), h2 = s.charCodeAt(i + 2);
				const k = h1 << 7 | h2, e = (h1 | h2) < 128 ? R.escape[k] : 0;
				if (e !== 0) {
					parts.push(part("percent-encoded", i, i + 3, escapeText[k] ?? (escapeText[k] = s.slice(i, i + 3)), false));
					if (e === 2 && ci === -1) lowerHex = true;
					i += 2;
					continue;
				}
			}
			if (b !== 63 && b !== 35) return null;
			const next = plainDelimiter(s, i, comps, ci);
			if (next < 0 || comps[next].query || !plainRegionEnds(s, comps, ci, start, i)) return null;
			const comp = comps[next], dl = comp.delim.length;
			open.end = i;
			open.text = s.slice(open.start, i);
			if (ci === -1) nssEnd = i;
			else plainNote(diagnostics, comps[ci], start, i);
			parts.push(part("delimiter", i, i + dl, comp.delim, true));
			open = part(comp.kind, i + dl, 0, "", true);
			parts.push(open);
			ci = next;
			start = i + dl;
			fast = comp.fast;
			i = start - 1;
		}
		if (ci === -1 ? n === start : !plainRegionEnds(s, comps, ci, start, n)) return null;
		open.end = n;
		open.text = s.slice(open.start, n);
		if (ci === -1) nssEnd = n;
		else plainNote(diagnostics, comps[ci], start, n);
		const nid = {text: nidText, class: ns.class, registered: true, reference: ns.reference, reason: "",
			ref: refCopy(ns.informal ? R.informalRef : R.formalRef)};
		// AppendNormalized, or the input's span where NormalizedSpan says
		// it is one: "urn", the NID lower-cased, the NSS's escapes'
		// hex digits upper-cased, no component.
		const normalized = !upper && !lowerHex && s.charCodeAt(0) === 117 && s.charCodeAt(1) === 114 && s.charCodeAt(2) === 110
			? s.slice(0, nssEnd) : "urn:" + key + ":" + s.slice(c + 1, nssEnd).replace(/%[0-9a-f]{2}/gi, upperCase);
		// A plain URN has a few notes at most: none is unlisted.
		const r = {input: s, edition: R.id, valid: true, parts, nid, diagnostics, unlisted: [], normalized};
		// Its namespace reading, when asked for, reads the NSS it found
		// (parse.namespace.at), not the whole URN again.
		return deferNamespace(r, ns.rule, R.id, s, ns.rule ? `4,${c},${c + 1},${nssEnd}` : "");
	}

	const upperCase = (e) => e.toUpperCase();

	// plainDelimiter is core's: the component after region ci whose
	// delimiter begins at s[i], the longest, or -1 (also for a delimiter
	// longer than two characters, which the module reads).
	function plainDelimiter(s, i, comps, ci) {
		let next = -1, dl = 0;
		for (let j = ci + 1; j < comps.length; j++) {
			const d = comps[j].delim;
			if (d.length > 2) return -1;
			if (d.length === 2 && i + 1 < s.length && s.charCodeAt(i) === d.charCodeAt(0) && s.charCodeAt(i + 1) === d.charCodeAt(1)) {
				next = j;
				dl = 2;
			} else if (d.length === 1 && dl === 0 && s.charCodeAt(i) === d.charCodeAt(0)) {
				next = j;
				dl = 1;
			}
		}
		return next;
	}

	// plainRegionEnds: the NSS is not empty; a component may be empty
	// only if its rule says so, and begins with a character it may begin
	// with.
	function plainRegionEnds(s, comps, ci, start, end) {
		if (ci === -1) return end > start;
		const comp = comps[ci];
		if (end === start) return comp.mayBeEmpty;
		return comp.first[s.charCodeAt(start)] === 1;
	}

	// plainNote appends component comp's note, spanning its delimiter
	// and input[start:end].
	function plainNote(diagnostics, comp, start, end) {
		const t = comp.note;
		if (t === null) return;
		diagnostics.push({severity: t.severity, code: t.code, message: t.message, start: start - comp.delim.length, end, ref: refCopy(t.ref)});
	}

	// diags reads a list of diagnostics (wire.diagnostics in ops.go),
	// their offsets into src, into r: r.diagnostics and r.unlisted.
	function diags(r) {
		r.diagnostics = listed();
		const nu = i32[W++];
		r.unlisted = new Array(nu);
		for (let i = 0; i < nu; i++) {
			const code = str();
			r.unlisted[i] = {code, severity: severities[i32[W]], count: i32[W + 1]};
			W += 2;
		}
		return r;
	}

	// listed reads the diagnostics diags lists.
	function listed() {
		const nd = i32[W++];
		const out = new Array(nd);
		for (let i = 0; i < nd; i++) {
			const d = {severity: severities[i32[W++]], code: str(), message: str(), start: i32[W], end: i32[W + 1], ref: null};
			W += 2;
			d.ref = ref();
			if (i32[W++] !== 0) {
				const title = str(), start = i32[W], end = i32[W + 1];
				W += 2;
				const replacement = str();
				// The fix applied: core's Diagnostic.ApplyFix, a splice, done
				// here on the input this side holds (ops.go, wireParse); null
				// for a long input, as in the JSON (resultjson.MaxFixResult).
				const result = src.length <= fixResultMax ? src.slice(0, start) + replacement + src.slice(end) : null;
				d.fix = {title, start, end, new: replacement, result};
			}
			out[i] = d;
		}
		return out;
	}

	// nsReading reads the namespace reading (wire.namespace in ops.go):
	// one word, 0, for a NID without a rule; else the verdict and the
	// rule's number (its fields from init's nsRules), the sub-parts and
	// the diagnostics.
	function nsReading() {
		const w = i32[W++];
		if (w === 0) return noRule();
		const r = nsRules[(w >>> 8) - 1];
		const rule = {nid: r.nid, id: r.id, title: r.title, ref: r.ref === null ? null : {...r.ref}, free: r.free};
		const np = i32[W++];
		const parts = new Array(np);
		for (let i = 0; i < np; i++) {
			const [id, label] = pair(), rule = str(), start = i32[W], end = i32[W + 1];
			W += 2;
			parts[i] = {id, label, rule, start, end, text: src.slice(start, end)};
		}
		return diags({verdict: verdicts[w & 0xff], rule, parts, diagnostics: null, unlisted: null});
	}

	// parse runs the parse op on a checked input and edition and decodes
	// its wire result into the Reading of the contract (wasm/README.md),
	// the object parse.json writes as JSON.
	function parse(edition, input) {
		// A plain URN is read here (plainRead), unless the module's answer
		// would be an error object.
		const R = readerFor(edition);
		if (R !== undefined && stopped === "" && !go.exited && input.length <= limits[op.parse]) {
			const r = plainRead(input, R);
			if (r !== null) return r;
		}
		return parseWire(edition, input);
	}

	// parseWire is parse by the module: its wire result decoded.
	function parseWire(edition, input) {
		const n = pairRequest("parse", op.parse, edition, input);
		if (typeof n !== "number") return n;
		const p = i32[(shared + 8) >>> 2] >>> 0;
		if (u8[p] === 0x7b) return json(n); // "{": an error object
		W = p >>> 2;
		if (i32[W] !== WIRE_MAGIC) throw new Error("urn.js: a parse result without its mark");
		const flags = i32[W + 1];
		src = input;
		const edition_ = editions[i32[W + 2]];
		W += 3;
		if ((flags & FLAG_ASCII) === 0) src = str(); // lone surrogates read as U+FFFD
		const np = i32[W++];
		const parts = new Array(np);
		for (let i = 0; i < np; i++) {
			const k = i32[W], start = i32[W + 1], end = i32[W + 2];
			W += 3;
			parts[i] = {kind: kinds[k & 0xff], start, end, text: src.slice(start, end), topLevel: (k & 0x100) !== 0};
		}
		let nid = null;
		if ((flags & FLAG_NID) !== 0) {
			const text = src.slice(i32[W], i32[W + 1]), cls = classes[i32[W + 2]], registered = i32[W + 3] !== 0;
			W += 4;
			nid = {text, class: cls, registered, reference: str(), reason: str(), ref: ref()};
		}
		const r = diags({input: src, edition: edition_, valid: (flags & FLAG_VALID) !== 0, parts, nid, diagnostics: null, unlisted: null, normalized: null});
		if ((flags & FLAG_NORMALIZED) !== 0) r.normalized = str();
		const deferred = i32[W++] === NS_DEFERRED;
		if (W !== (p + n) >>> 2) throw new Error("urn.js: a parse result of another length than its words");
		// The same request as this parse's (src is input as UTF-8 reads
		// it): the module then reuses this reading (readQuick, ops.go).
		deferNamespace(r, deferred, edition, src);
		src = "";
		return r;
	}

	// noRule is the namespace reading of a NID without a rule.
	const noRule = () => ({verdict: verdicts[0], rule: null, parts: [], diagnostics: [], unlisted: []});

	// deferNamespace completes a Reading with its namespace member: for a
	// NID with a rule, read when first asked for (parse.namespace, on
	// edition and input, or parse.namespace.at, on the spans of the NID and
	// NSS the plain path found: "nidStart,nidEnd,nssStart,nssEnd"); else
	// the "no-rule" reading.
	function deferNamespace(r, deferred, edition, input, spans = "") {
		if (deferred) {
			Object.defineProperty(r, "namespace", DEFERRED_NAMESPACE);
			new Deferred(r, {read: namespaceOf, edition: spans || edition, at: spans !== "", input, value: undefined});
		} else {
			r.namespace = noRule();
		}
		return r;
	}

	// namespaceOf reads the namespace reading of input, as a parse result
	// holds it, with the parse.namespace op (or, at, with
	// parse.namespace.at, edition then being the spans): what a result's
	// namespace getter calls. Its offsets are into input, as the
	// result's are.
	function namespaceOf(edition, input, at = false) {
		try {
			const n = pairRequest("parse", at ? op["parse.namespace.at"] : op["parse.namespace"], edition, input);
			if (typeof n !== "number") return n;
			const p = i32[(shared + 8) >>> 2] >>> 0;
			if (u8[p] === 0x7b) return json(n); // "{": an error object
			W = p >>> 2;
			if (i32[W++] !== WIRE_MAGIC) throw new Error("urn.js: a parse.namespace result without its mark");
			src = input;
			const ns = nsReading();
			src = "";
			if (W !== (p + n) >>> 2) throw new Error("urn.js: a parse.namespace result of another length than its words");
			return ns;
		} catch (e) {
			return caught("parse", e);
		}
	}

	const init = call("load", 0, []);
	if (init.error) throw new Error(`urn.js: ${init.error.message}`);
	if (init.version !== API_VERSION) {
		throw new Error(`urn.js: this is urn.js API ${API_VERSION}, but the module reports ${init.version}: serve urn.js and the module of the same build`);
	}
	const op = Object.fromEntries(init.ops.map((name, i) => [name, i]));
	({kinds, editions, classes, severities, limits, verdicts, nsRules, fixResultMax, options, jsonArgs, maxOption} = init);
	plain = init.plain.map(plainRegExp);
	defaultPlain = plainFor(init.defaultEdition);
	for (const ns of init.registry) {
		registry.set(ns.nid, {class: ns.informal ? "informal" : "formal", informal: ns.informal, reference: ns.reference, rule: ns.rule});
	}
	readers = init.plain.map((t, i) => plainReader(t, editions[i]));
	defaultReader = readerFor(init.defaultEdition);
	const run = (name, ...args) => call(name, op[name], args);
	// runAs runs the op under the public name the caller used, which its
	// messages give ("checkExercise", not the op "exercise.check").
	const runAs = (name, opName, ...args) => call(name, op[opName], args);

	// Each function checks its arguments in order, required ones first,
	// and reports the first that is wrong.
	const URN = {
		version: API_VERSION,
		editions: guard("editions", () => run("editions")),
		parse: guard2("parse", (input, options) => {
			input = argStr(input, "input");
			const o = opts(options);
			return parse(optStr(o, "edition"), input);
		}),
		valid: guard2("valid", (input, options) => {
			input = argStr(input, "input");
			const o = opts(options);
			const edition = optStr(o, "edition");
			// A plain URN needs no call (plainValid), unless the module's
			// answer would be an error object.
			const re = plainFor(edition);
			if (re !== undefined && stopped === "" && !go.exited && input.length <= limits[op.valid] && plainValid(input, re)) return true;
			return valid(edition, input);
		}),
		equivalent: guard("equivalent", (a, b, options) => {
			a = argStr(a, "a");
			b = argStr(b, "b");
			const o = opts(options);
			return run("equivalent", optStr(o, "edition"), optStr(o, "mode"), a, b);
		}),
		encode: guard("encode", (raw, options) => {
			raw = argStr(raw, "raw");
			const o = opts(options);
			const edition = optStr(o, "edition"), special = optStr(o, "special");
			const nidOpt = opt(o, "nid");
			const nid = nidOpt === undefined || nidOpt === null ? null : argStr(nidOpt, "options.nid");
			return run("encode", edition, raw, special, nid === null ? "" : "1", nid ?? "");
		}),
		display: guard("display", (urn, options) => {
			urn = argStr(urn, "urn");
			const o = opts(options);
			return run("display", optStr(o, "edition"), urn);
		}),
		extract: guard("extract", (text, options) => {
			text = argStr(text, "text");
			const o = opts(options);
			const edition = optStr(o, "edition");
			return run("extract", edition, optBool(o, "strict") ? "1" : "", optCount(o, "list"), text);
		}),
		// checkExercise checks an answer against a lesson's exercise
		// (site/lessons/FORMAT.md) with the engine: the evaluator the
		// site's build proves every exercise with, on the exercise in the
		// compiled form the build writes into the course (wasm/README.md).
		// A click's answer may be the clicked character's UTF-16 offset as
		// a number.
		checkExercise: guard("checkExercise", (exercise, answer) => {
			exercise = argStr(exercise, "exercise");
			if (typeof answer === "number") {
				if (!Number.isSafeInteger(answer) || answer < 0) {
					throw new ArgError("bad-argument", `answer, a number, must be a click's UTF-16 offset: a whole number from 0 to 2**53 − 1, got ${answer}`);
				}
				answer = String(answer);
			}
			return runAs("checkExercise", "exercise.check", exercise, argStr(answer, "answer"));
		}),
		template: Object.freeze({
			layouts: guard("template.layouts", () => run("template.layouts")),
			validate: guard("template.validate", (layout, fields) => {
				layout = argStr(layout, "layout");
				return run("template.validate", layout, fieldsJSON(fields));
			}),
			render: guard("template.render", (layout, fields, format) => {
				layout = argStr(layout, "layout");
				const f = fieldsJSON(fields);
				return run("template.render", layout, f, format === undefined || format === null ? "" : argStr(format, "format"));
			}),
			import: guard("template.import", (text, options) => {
				text = argStr(text, "text");
				const o = opts(options);
				return run("template.import", optStr(o, "format"), text);
			}),
		}),
	};
	Object.defineProperty(URN, INTERNAL, {
		value: Object.freeze({
			exports: ex,
			go,
			goVersion: init.go,
			ops: init.ops,
			limits: init.limits,
			// plain runs URN.valid's one-pass check alone (plainValid): true,
			// or false for "ask the module".
			plain: (edition, input) => {
				const re = plainFor(edition);
				return re !== undefined && plainValid(input, re);
			},
			// parseWire is URN.parse by the module alone, never plainRead;
			// plainRead is urn.js's reading alone (null: the module's to
			// read), and nids the registered NIDs it knows: the tests
			// compare the two ways.
			parseWire: (edition, input) => parseWire(edition, input),
			plainRead: (edition, input) => {
				const R = readerFor(edition);
				return R === undefined ? null : plainRead(input, R);
			},
			nids: () => [...registry.keys()],
			// lastPairOp names the latest parse, valid or namespace op run:
			// the tests check which way a reading went.
			lastPairOp: () => init.ops[lastPair],
			// dead tells load() that this instance can no longer run.
			dead: () => stopped !== "" || go.exited,
			// call runs an op by name with string arguments, unchecked.
			// The results of parse and parse.namespace are decoded from
			// their wire format, so that both sides' slots stay in step.
			call: (name, ...args) => (!Object.hasOwn(op, name) ? errorObject("bad-request", `no op ${name}`)
				: name === "parse" && args.length === 2 ? parse(args[0], args[1])
				: name === "parse.namespace" && args.length === 2 ? namespaceOf(args[0], args[1])
				: name === "parse.namespace.at" && args.length === 2 ? namespaceOf(args[0], args[1], true)
				: name === "valid" && args.length === 2 ? valid(args[0], args[1]) : call(name, op[name], args)),
		}),
	});
	return Object.freeze(URN);
}
