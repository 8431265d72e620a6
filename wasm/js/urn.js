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
// This file is the entry of the source: its modules (urn-*.js here) are
// by concern, and wasm/build.sh writes dist/urn.js, one file, from them
// (wasm/jsbundle), naming the content-hashed copies of the module and of
// Go's wasm_exec.js in the three marked lines below.
//
//   urn-call.js      the calling convention: requests, results, limits
//   urn-reading.js   URN.parse and URN.valid, the namespace member
//   urn-plain.js     the plain path: a plain URN read in JavaScript
//   urn-wire.js      the wire format of parse, decoded
//   urn-deferred.js  the namespace member read when first asked for
//   urn-args.js      arguments, error objects, guarded functions
//   urn-template.js  URN.template
//   urn-exercise.js  URN.checkExercise

import "./wasm_exec.js"; // build.sh: the hashed copy of Go's wasm_exec.js

import {argStr, errorObject, guard, guard2, optBool, optCount, optStr, opt, opts} from "./urn-args.js";
import {Calls} from "./urn-call.js";
import {Readings} from "./urn-reading.js";
import {templateAPI} from "./urn-template.js";
import {checkExerciseAPI} from "./urn-exercise.js";
import {asURLAPI, equivalentAsURLAPI} from "./urn-weburl.js";

const WASM_FILE = "urn.wasm"; // build.sh: the hashed module's file name

// wasmURL is the module beside this file. Its name is written out again,
// not WASM_FILE, so that a bundler (webpack, Vite) that meets this file in
// node_modules sees new URL("./file", import.meta.url) and ships the module
// with the bundle: an expression there is not followed.
const wasmURL = () => new URL("./urn.wasm", import.meta.url); // build.sh

// The registration templates (URN.template) are a module of their own,
// loaded when first wanted: 110 KB of brotli that no other function runs.
const TEMPLATE_WASM_FILE = "urn-template.wasm"; // build.sh: the hashed module's file name
const templateWasmURL = () => new URL("./urn-template.wasm", import.meta.url); // build.sh

// API_VERSION is URN.version. The module reports its own (wasm/api.go,
// APIVersion); load() refuses a module built for another version.
const API_VERSION = "2.4.0";

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
 * The registration templates (URN.template) are a second module,
 * urn-template.wasm beside this file, or options.templateWasm (any form
 * options.wasm takes, or a promise of one). By default (options.templates
 * "with") load() resolves once both run, so that every function answers
 * at once; with "on-demand" it resolves once the first runs, and
 * URN.template's functions answer "not-loaded" until URN.template.load()
 * has resolved: a page that fills in no template never downloads them.
 *
 * The promise rejects, with an Error saying why, when a module cannot be
 * fetched or instantiated, or was built for another API version.
 */
export function load(/** @type {{wasm?: any, templateWasm?: any, templates?: string}} */ options = {}) {
	if (options === null || typeof options !== "object") {
		return Promise.reject(new TypeError("urn.js: load(options): options must be an object"));
	}
	const templates = options.templates ?? "with";
	if (templates !== "with" && templates !== "on-demand") {
		return Promise.reject(new TypeError(`urn.js: load(options): options.templates must be "with" or "on-demand", not ${JSON.stringify(templates)}`));
	}
	// withTemplates resolves to urn once its templates' module runs too,
	// unless they are to be loaded on demand (URN.template.load()).
	const withTemplates = async (/** @type {any} */ urn) => {
		if (templates === "with") await urn.template.load();
		return urn;
	};
	if (options.wasm === undefined && options.templateWasm === undefined) {
		if (defaultURN !== undefined && defaultURN[INTERNAL].dead()) {
			// Its Go program has exited (out of memory, say): every call
			// of it answers "unavailable", so make a new one.
			defaultModule = defaultURN = undefined;
		}
		defaultModule ??= start(wasmURL(), templateWasmURL).then(
			(urn) => (defaultURN = urn),
			(e) => {
				defaultModule = undefined; // let a later load() try again
				throw e;
			},
		);
		return defaultModule.then(withTemplates);
	}
	return start(options.wasm ?? wasmURL(), () => options.templateWasm ?? templateWasmURL()).then(withTemplates);
}

// start runs the module from source and makes its API; templateSource
// gives the templates' module, which URN.template.load() runs (asked
// for only then: a worker started from a blob: URL has no URL to resolve
// the default against, and never loads the templates).
async function start(source, templateSource) {
	const {ex, go, calls, init} = await run(source);
	return api(ex, go, calls, init, templateModule(templateSource));
}

// run starts a Go module and checks what its init op reports.
async function run(source) {
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
	const ex = instance.exports;
	const calls = new Calls(ex, go);
	const init = calls.call("load", 0, []);
	if (init.error) throw new Error(`urn.js: ${init.error.message}`);
	if (init.version !== API_VERSION) {
		throw new Error(`urn.js: this is urn.js API ${API_VERSION}, but the module reports ${init.version}: serve urn.js and the module of the same build`);
	}
	calls.configure(init);
	return {ex, go, calls, init};
}

// templateModule is URN.template's module, started by its first load()
// from source(): run calls one of its ops, or says that it is not loaded
// yet.
function templateModule(source) {
	/** @type {((name: string, ...args: string[]) => any) | null} */
	let call = null;
	/** @type {Promise<void> | null} */
	let pending = null;
	return {
		run: (/** @type {string} */ name, /** @type {string[]} */ ...args) => call ? call(name, ...args)
			: errorObject("not-loaded", `${name}: the registration templates' module is not loaded: await URN.template.load() first, or load() without {templates: "on-demand"}`),
		load: () => (pending ??= Promise.resolve().then(source).then(run).then(
			({calls, init}) => {
				const op = Object.fromEntries(init.ops.map((/** @type {string} */ name, /** @type {number} */ i) => [name, i]));
				call = (name, ...args) => calls.call(name, op[name], args);
			},
			(e) => {
				pending = null; // let a later load() try again
				throw e;
			},
		)),
	};
}

async function instantiate(source, imports) {
	source = await source; // a promise of one of the forms below (load's templateWasm)
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

// api makes the API object of a started instance: its calls, the tables
// init reports, and the functions; templates is URN.template's module.
function api(ex, go, calls, init, templates) {
	const op = Object.fromEntries(init.ops.map((name, i) => [name, i]));
	const readings = new Readings(calls, init, op);
	const URN = functions(calls, readings, op, templates);
	Object.defineProperty(URN, INTERNAL, {value: internal(ex, go, init, calls, readings, op)});
	return Object.freeze(URN);
}

// functions are the API's functions. Each checks its arguments in order,
// required ones first, and reports the first that is wrong.
function functions(calls, readings, op, templates) {
	const run = (name, ...args) => calls.call(name, op[name], args);
	// runAs runs the op under the public name the caller used, which its
	// messages give ("checkExercise", not the op "exercise.check").
	const runAs = (name, opName, ...args) => calls.call(name, op[opName], args);
	return {
		version: API_VERSION,
		editions: guard("editions", () => run("editions")),
		parse: guard2("parse", (input, options) => {
			input = argStr(input, "input");
			return readings.parse(optStr(opts(options), "edition"), input);
		}),
		valid: guard2("valid", (input, options) => {
			input = argStr(input, "input");
			return readings.valid(optStr(opts(options), "edition"), input);
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
			return run("display", optStr(opts(options), "edition"), urn);
		}),
		checkLines: guard("checkLines", (text, options) => {
			text = argStr(text, "text");
			const o = opts(options);
			return run("check.lines", optStr(o, "edition"), optBool(o, "ns") ? "1" : "", text);
		}),
		resolve: guard("resolve", (urn, options) => {
			urn = argStr(urn, "urn");
			return run("resolve", optStr(opts(options), "edition"), urn);
		}),
		extract: guard("extract", (text, options) => {
			text = argStr(text, "text");
			const o = opts(options);
			return run("extract", optStr(o, "edition"), optBool(o, "strict") ? "1" : "", optCount(o, "list"), text);
		}),
		asURL: asURLAPI(runAs),
		equivalentAsURL: equivalentAsURLAPI(runAs),
		checkExercise: checkExerciseAPI(runAs),
		template: templateAPI(templates.run, templates.load),
	};
}

// internal is URN[INTERNAL], for the tests and the benchmark: not part of
// the API.
function internal(ex, go, init, calls, readings, op) {
	return Object.freeze({
		exports: ex,
		go,
		goVersion: init.go,
		ops: init.ops,
		limits: init.limits,
		// plain runs URN.valid's one-pass check alone (plainValid): true,
		// or false for "ask the module".
		plain: (edition, input) => readings.plainOnly(edition, input),
		// parseWire is URN.parse by the module alone, never plainRead;
		// plainRead is urn.js's reading alone (null: the module's to
		// read), and nids the registered NIDs it knows: the tests
		// compare the two ways.
		parseWire: (edition, input) => readings.parseWire(edition, input),
		plainRead: (edition, input) => readings.plainReadOnly(edition, input),
		nids: () => [...readings.plain.registry.keys()],
		// lastPairOp names the latest parse, valid or namespace op run:
		// the tests check which way a reading went.
		lastPairOp: () => init.ops[calls.lastPair],
		// dead tells load() that this instance can no longer run.
		dead: () => !calls.running(),
		// call runs an op by name with string arguments, unchecked.
		// The results of parse and parse.namespace are decoded from
		// their wire format, so that both sides' slots stay in step.
		call: (name, ...args) => (!Object.hasOwn(op, name) ? errorObject("bad-request", `no op ${name}`)
			: name === "parse" && args.length === 2 ? readings.parse(args[0], args[1])
			: name === "parse.namespace" && args.length === 2 ? readings.namespaceOf(args[0], args[1])
			: name === "parse.namespace.at" && args.length === 2 ? readings.namespaceOf(args[0], args[1], true)
			: name === "valid" && args.length === 2 ? readings.validByModule(args[0], args[1]) : calls.call(name, op[name], args)),
	});
}
