// bench.mjs — how fast URN.parse and URN.valid are from JavaScript,
// against the npm parsers that read URNs, how their cost grows with the
// number of parts, and how long the module takes to start.
//
//   wasm/build.sh "$dir" && URN_DIST="$dir" node wasm/js/bench.mjs [--no-peers]
//
// The peers are npm urn-lib (RFC2141.parse), fast-uri (parse) and uri-js
// (parse), pinned in wasm/js/peers/package.json and package-lock.json as
// dev-only tools. When wasm/js/peers/node_modules is missing, this script
// runs `npm ci` there first (it needs the npm registry); --no-peers skips
// them. URN.parse and every peer are timed in this one node process, on
// the same corpus, with the same warm-up, in interleaved rounds, so their
// ratios hold even when the machine is busy.
//
// With URN_DIST_FUNCOF set to a directory built by
// `wasm/build.sh -tags urnfuncof "$dir2"`, it also times the same parse
// through js.FuncOf, the other way into a Go module.
//
// With URN_DIST_BEFORE set to another build's directory, it also times
// that build's URN.parse and URN.valid in the same rounds: before and
// after a change, measured side by side.
//
// The corpora are core/testdata/bench-corpus*.txt, as for the Go
// benchmarks (internal/testsupport/benchcorpus): bench-corpus.txt, ten short real
// URNs, and bench-corpus-long.txt, ten long ones with many escapes and
// all three RFC 8141 components. Times are per URN, in CPU time of this
// process (process.cpuUsage): on a machine shared with other work, wall
// time counts the time other processes held the CPU, CPU time does not.

import {spawnSync} from "node:child_process";
import {existsSync} from "node:fs";
import {readFile, readdir} from "node:fs/promises";
import {createRequire} from "node:module";
import path from "node:path";
import {fileURLToPath, pathToFileURL} from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
// The corpora every benchmark uses, one URN a line (# comments), named
// for their files; bench-corpus.txt first (as internal/testsupport/benchcorpus.All).
const testdata = path.join(here, "../../core/testdata");
const corpora = await Promise.all((await readdir(testdata)).filter((f) => /^bench-corpus.*\.txt$/.test(f))
	.sort((a, b) => (a === "bench-corpus.txt" ? -1 : b === "bench-corpus.txt" ? 1 : a < b ? -1 : 1))
	.map(async (f) => ({file: f, urns: (await readFile(path.join(testdata, f), "utf8"))
		.split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#"))})));
const dist = path.resolve(process.env.URN_DIST ?? path.join(here, "../../dist"));
const INTERNAL = Symbol.for("urn-playground.internal");
const COLD_RUNS = 5;

async function wasmPath(dir) {
	const src = await readFile(path.join(dir, "urn.js"), "utf8");
	return path.join(dir, src.match(/const WASM_FILE = "([^"]+)"/)[1]);
}

// A child process measures one cold start, so that nothing is cached.
if (process.argv[2] === "--cold") {
	const mode = process.argv[3];
	const {load} = await import(pathToFileURL(path.join(dist, "urn.js")));
	let ms;
	if (mode === "load") {
		// What a node program pays: read, compile, instantiate, start Go.
		const t0 = performance.now();
		await load();
		ms = performance.now() - t0;
	} else if (mode === "compile") {
		const bytes = await readFile(await wasmPath(dist));
		const t0 = performance.now();
		await WebAssembly.compile(bytes);
		ms = performance.now() - t0;
	} else if (mode === "instantiate") {
		// Instantiate and start from a compiled module (as a page does
		// once instantiateStreaming has compiled it while downloading).
		const module = await WebAssembly.compile(await readFile(await wasmPath(dist)));
		const t0 = performance.now();
		await load({wasm: module});
		ms = performance.now() - t0;
	}
	console.log(JSON.stringify({ms}));
	process.exit(0);
}

function cold(mode) {
	const times = [];
	for (let i = 0; i < COLD_RUNS; i++) {
		const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), "--cold", mode], {
			env: {...process.env, URN_DIST: dist}, encoding: "utf8",
		});
		if (r.status !== 0) throw new Error(`cold ${mode}: ${r.stderr}`);
		times.push(JSON.parse(r.stdout).ms);
	}
	times.sort((a, b) => a - b);
	return times[times.length >> 1];
}

// peers installs (when missing) and loads the npm parsers. Each entry's
// parse takes a URN and returns the peer's result; nid reads the NID from
// it, so that the benchmark can check every peer really read each URN.
function peers() {
	const dir = path.join(here, "peers");
	const names = ["urn-lib", "fast-uri", "uri-js"];
	if (!names.every((n) => existsSync(path.join(dir, "node_modules", n, "package.json")))) {
		console.error(`bench.mjs: installing the peers into ${dir} (npm ci)`);
		const npm = process.platform === "win32" ? "npm.cmd" : "npm";
		const r = spawnSync(npm, ["ci", "--no-audit", "--no-fund", "--loglevel=error"], {cwd: dir, stdio: ["ignore", "inherit", "inherit"]});
		if (r.status !== 0) {
			throw new Error(`bench.mjs: npm ci in ${dir} failed (${r.error?.message ?? `exit status ${r.status}`}); run with --no-peers to time URN.parse alone`);
		}
	}
	const require = createRequire(path.join(dir, "package.json"));
	const version = (n) => require(`${n}/package.json`).version;
	const {RFC2141} = require("urn-lib");
	const fastURI = require("fast-uri");
	const uriJS = require("uri-js");
	// urn-lib's parse only splits at ":"; with validate (which checks the
	// NID's characters and that no part is empty) it is the peer of
	// URN.valid. Its result is null (no errors) or a list of errors.
	return [
		{name: `urn-lib ${version("urn-lib")}`, call: "RFC2141.parse(s)", parse: (s) => RFC2141.parse(s), nid: (r) => r?.nid},
		{name: `fast-uri ${version("fast-uri")}`, call: "parse(s)", parse: (s) => fastURI.parse(s), nid: (r) => r?.nid},
		{name: `uri-js ${version("uri-js")}`, call: "parse(s)", parse: (s) => uriJS.parse(s), nid: (r) => r?.nid},
		{name: `urn-lib ${version("urn-lib")}`, call: "RFC2141.validate(RFC2141.parse(s))", valid: true,
			parse: (s) => RFC2141.validate(RFC2141.parse(s)), nid: (r, s) => (r === null ? RFC2141.parse(s).nid : null)},
	];
}

// The timing harness. Every function gets the same treatment: a warm-up
// that lets V8 optimise it, then ROUNDS rounds, interleaved with the other
// functions' rounds, each timing about ROUND_MS of whole passes over the
// corpus. A function's figure is the median of its rounds, in µs of CPU
// time per URN.
const WARM_MS = 500, ROUNDS = 7, ROUND_MS = 250;
let sink; // results go here, so that no call can be optimised away

const cpuMS = () => {
	const u = process.cpuUsage();
	return (u.user + u.system) / 1000;
};

function round(fn, urns, ms) {
	let n = 0;
	const t0 = cpuMS();
	let t1;
	do {
		for (let i = 0; i < 20; i++) for (const s of urns) sink = fn(s);
		n += 20 * urns.length;
		t1 = cpuMS();
	} while (t1 - t0 < ms);
	return ((t1 - t0) * 1000) / n;
}

// timeAll times every fn of entries on urns and returns µs per URN for
// each.
function timeAll(entries, urns) {
	for (const e of entries) round(e.fn, urns, WARM_MS);
	const runs = entries.map(() => []);
	for (let r = 0; r < ROUNDS; r++) {
		entries.forEach((e, i) => runs[i].push(round(e.fn, urns, ROUND_MS)));
	}
	return runs.map((t) => t.sort((a, b) => a - b)[t.length >> 1]);
}

const fmt = (us) => `${us.toFixed(us < 1 ? 3 : 2)} µs`;
const table = (rows) => {
	const w = rows.map((_, c) => Math.max(...rows.map((r) => String(r[c] ?? "").length)));
	for (const r of rows) console.log("  " + r.map((v, c) => (c === 1 ? String(v).padStart(w[c]) : String(v ?? "").padEnd(w[c]))).join("  ").trimEnd());
};

const {load} = await import(pathToFileURL(path.join(dist, "urn.js")));
const URN = await load();
const internal = URN[INTERNAL];
const parseOp = internal.ops.indexOf("parse");
const withPeers = !process.argv.includes("--no-peers");
const peerList = withPeers ? peers() : [];
for (const {file, urns} of corpora) {
	const ours = urns.map((s) => URN.parse(s));
	ours.forEach((r, i) => {
		if (!r.valid || URN.valid(urns[i]) !== true) throw new Error(`${file}: invalid: ${urns[i]}`);
	});
	for (const p of peerList) {
		urns.forEach((s, i) => {
			const got = p.nid(p.parse(s), s);
			if (got?.toLowerCase() !== ours[i].nid.text.toLowerCase()) {
				throw new Error(`${p.name} read ${s} with the NID ${JSON.stringify(got)}, not ${ours[i].nid.text}`);
			}
		});
	}
}
// before is another build's URN, timed beside this one (URN_DIST_BEFORE).
const beforeDir = process.env.URN_DIST_BEFORE;
const before = beforeDir ? await (await import(pathToFileURL(path.join(path.resolve(beforeDir), "urn.js")))).load() : null;

console.log(`URN Playground ${URN.version}, ${internal.goVersion}, node ${process.version}`);
console.log(`module: ${path.basename(await wasmPath(dist))}, ${(await readFile(await wasmPath(dist))).length} bytes`);
console.log(`start-up (median of ${COLD_RUNS} fresh processes):`);
console.log(`  load(), from the file to a ready URN   ${cold("load").toFixed(1)} ms`);
console.log(`  compile only                           ${cold("compile").toFixed(1)} ms`);
console.log(`  instantiate + go.run + init            ${cold("instantiate").toFixed(1)} ms`);
console.log("");

// URN.parse against the full parsers, URN.valid against urn-lib's parse
// and validate: one interleaved measurement per corpus.
// URN.parse(s).namespace: the namespace reading, which parse defers
// until it is read, read too.
const parsers = [{name: "URN.parse(s)", fn: (s) => URN.parse(s)}, {name: "URN.parse(s).namespace", fn: (s) => URN.parse(s).namespace}, ...peerList.filter((p) => !p.valid).map((p) => ({name: `${p.name}: ${p.call}`, fn: p.parse}))];
const validators = [{name: "URN.valid(s)", fn: (s) => URN.valid(s)}, ...peerList.filter((p) => p.valid).map((p) => ({name: `${p.name}: ${p.call}`, fn: p.parse}))];
if (before) {
	parsers.push({name: `URN.parse(s), ${beforeDir}`, fn: (s) => before.parse(s), ours: true});
	parsers.push({name: `URN.parse(s).namespace, ${beforeDir}`, fn: (s) => before.parse(s).namespace, ours: true});
	if (typeof before.valid === "function") validators.push({name: `URN.valid(s), ${beforeDir}`, fn: (s) => before.valid(s), ours: true});
}
const ratio = (us, i, base) => (i === 0 ? "" : `${(us / base).toFixed(2)}×${us < base ? "  (faster than ours)" : ""}`);
for (const {file, urns} of corpora) {
	const avg = urns.reduce((n, s) => n + s.length, 0) / urns.length;
	const entries = [...parsers, ...validators];
	const us = timeAll(entries, urns);
	console.log(`per URN over the ${urns.length} URNs of core/testdata/${file} (${avg.toFixed(0)} characters on average), median of ${ROUNDS} interleaved rounds:`);
	table([
		["", "µs/URN", "÷ ours"],
		...parsers.map((e, i) => [e.name, fmt(us[i]), ratio(us[i], i, us[0])]),
		...validators.map((e, i) => [e.name, fmt(us[parsers.length + i]), ratio(us[parsers.length + i], i, us[parsers.length])]),
	]);
	console.log("");
}

// The cost per part: URNs of 1 to 1000 escapes (as
// internal/testsupport/benchcorpus.Parted builds them), without components (core's
// one-pass reading) and with all three (the full reader). ns per part
// must stay about flat.
const parted = (k, components) => {
	if (!components) return "urn:example:" + "a%2Fb".repeat(k);
	const q = Math.floor(k / 4);
	return "urn:example:" + "a%2Fb".repeat(k - 3 * q) + "?+r" + "%20r".repeat(q) + "?=q" + "%3Dq".repeat(q) + "#f" + "%23f".repeat(q);
};
console.log("URN.parse and URN.valid by the number of parts (ns per part, median of interleaved rounds):");
const scaleRows = [["", "parts", "parse", "valid"]];
for (const components of [false, true]) {
	for (const k of [1, 10, 100, 1000]) {
		const s = parted(k, components);
		const r = URN.parse(s);
		if (!r.valid || !URN.valid(s)) throw new Error(`invalid: ${s}`);
		const [p, v] = timeAll([{fn: (x) => URN.parse(x)}, {fn: (x) => URN.valid(x)}], [s]);
		const n = r.parts.length;
		scaleRows.push([`${k} escapes${components ? ", r-, q- and f-component" : ""}`, String(n), `${(p * 1000 / n).toFixed(1)} ns`, `${(v * 1000 / n).toFixed(1)} ns`]);
	}
}
table(scaleRows);
console.log("");

// Where URN.parse's time goes, on each corpus.
// urn_call alone: the requests are framed once; each call copies its
// request into the module's buffer and runs the op, without decoding. It
// runs in an instance of its own: results that urn.js never reads would
// leave its slots out of step with the module's (wire.go).
const ex = (await load({wasm: pathToFileURL(await wasmPath(dist))}))[INTERNAL].exports;
const shared = ex.urn_io();
const enc = new TextEncoder();
const frame = (s) => {
	const a = enc.encode(""), b = enc.encode(s);
	const r = new Uint8Array(8 + a.length + b.length);
	const v = new DataView(r.buffer);
	v.setUint32(0, a.length, true);
	r.set(a, 4);
	v.setUint32(4 + a.length, b.length, true);
	r.set(b, 8 + a.length);
	return r;
};
let mem = new Uint8Array(ex.mem.buffer);
const base = new DataView(ex.mem.buffer).getUint32(shared, true); // the request buffer stays put: every request fits
const reqs = new Map(corpora.flatMap((c) => c.urns).map((s) => [s, frame(s)]));
const rawCall = (op) => (s) => {
	if (mem.length === 0) mem = new Uint8Array(ex.mem.buffer); // the memory grew
	const r = reqs.get(s);
	mem.set(r, base);
	return ex.urn_call(op, r.length);
};
const parts = [
	{name: "urn_call(parse), request copied in", note: "the Go side of URN.parse: read the request, core, write the words", fn: rawCall(parseOp)},
	{name: "urn_call(valid), request copied in", note: "the Go side of URN.valid: core.Valid", fn: rawCall(internal.ops.indexOf("valid"))},
	{name: "an empty wasmexport call", note: "urn_reserve(0): into Go and back", fn: () => ex.urn_reserve(0)},
];
// parse.json is in the tests' build only (wasm/build.sh -tags urntest).
if (internal.ops.includes("parse.json")) {
	parts.push({name: "parse.json + JSON.parse", note: "the same reading written as JSON, the way before the wire format", fn: (s) => internal.call("parse.json", "", s)});
}
const funcofDir = process.env.URN_DIST_FUNCOF;
if (funcofDir) {
	await load({wasm: pathToFileURL(await wasmPath(funcofDir))}); // registers the two globals
	const parse = globalThis.__urnFuncOfParse, nop = globalThis.__urnFuncOfNop;
	if (typeof parse !== "function") throw new Error(`${funcofDir} was not built with -tags urnfuncof`);
	parts.push({name: "js.FuncOf parse + JSON.parse", note: "the same Go work, called through syscall/js", fn: (s) => JSON.parse(parse("rfc8141", s))});
	parts.push({name: "empty js.FuncOf call", note: "crossing through syscall/js and back", fn: () => nop()});
}
for (const {file, urns} of corpora) {
	const partsUS = timeAll(parts, urns);
	console.log(`of which, and for comparison (${file}):`);
	table(parts.map((e, i) => [e.name, fmt(partsUS[i]), e.note]));
}
