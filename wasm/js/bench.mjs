// bench.mjs — how fast URN.parse is from JavaScript, against the npm
// parsers that read URNs, and how long the module takes to start.
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
// The corpus is core/testdata/bench-corpus.txt: ten real URNs. Times
// are per URN.

import {spawnSync} from "node:child_process";
import {existsSync} from "node:fs";
import {readFile} from "node:fs/promises";
import {createRequire} from "node:module";
import path from "node:path";
import {fileURLToPath, pathToFileURL} from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
// The corpus every benchmark uses, one URN a line (# comments).
const corpus = (await readFile(path.join(here, "../../core/testdata/bench-corpus.txt"), "utf8"))
	.split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
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
	return [
		{name: `urn-lib ${version("urn-lib")}`, call: "RFC2141.parse(s)", parse: (s) => RFC2141.parse(s), nid: (r) => r?.nid},
		{name: `fast-uri ${version("fast-uri")}`, call: "parse(s)", parse: (s) => fastURI.parse(s), nid: (r) => r?.nid},
		{name: `uri-js ${version("uri-js")}`, call: "parse(s)", parse: (s) => uriJS.parse(s), nid: (r) => r?.nid},
	];
}

// The timing harness. Every function gets the same treatment: a warm-up
// that lets V8 optimise it, then ROUNDS rounds, interleaved with the other
// functions' rounds, each timing about ROUND_MS of whole passes over the
// corpus. A function's figure is the median of its rounds, in µs per URN.
const WARM_MS = 500, ROUNDS = 7, ROUND_MS = 250;
let sink; // results go here, so that no call can be optimised away

function round(fn, ms) {
	let n = 0;
	const t0 = performance.now();
	let t1;
	do {
		for (let i = 0; i < 50; i++) for (const s of corpus) sink = fn(s);
		n += 50 * corpus.length;
		t1 = performance.now();
	} while (t1 - t0 < ms);
	return ((t1 - t0) * 1000) / n;
}

// timeAll times every fn of entries and returns µs per URN for each.
function timeAll(entries) {
	for (const e of entries) round(e.fn, WARM_MS);
	const runs = entries.map(() => []);
	for (let r = 0; r < ROUNDS; r++) {
		entries.forEach((e, i) => runs[i].push(round(e.fn, ROUND_MS)));
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
const ours = corpus.map((s) => URN.parse(s));
ours.forEach((r, i) => {
	if (!r.valid) throw new Error(`invalid: ${corpus[i]}`);
});

const withPeers = !process.argv.includes("--no-peers");
const peerList = withPeers ? peers() : [];
for (const p of peerList) {
	corpus.forEach((s, i) => {
		const got = p.nid(p.parse(s));
		if (got?.toLowerCase() !== ours[i].nid.text.toLowerCase()) {
			throw new Error(`${p.name} read ${s} with the NID ${JSON.stringify(got)}, not ${ours[i].nid.text}`);
		}
	});
}

console.log(`URN Playground ${URN.version}, ${internal.goVersion}, node ${process.version}`);
console.log(`module: ${path.basename(await wasmPath(dist))}, ${(await readFile(await wasmPath(dist))).length} bytes`);
console.log(`start-up (median of ${COLD_RUNS} fresh processes):`);
console.log(`  load(), from the file to a ready URN   ${cold("load").toFixed(1)} ms`);
console.log(`  compile only                           ${cold("compile").toFixed(1)} ms`);
console.log(`  instantiate + go.run + init            ${cold("instantiate").toFixed(1)} ms`);
console.log("");

// URN.parse against the peers: one interleaved measurement.
const head = [{name: "URN.parse(s)", fn: (s) => URN.parse(s)}, ...peerList.map((p) => ({name: `${p.name}: ${p.call}`, fn: p.parse}))];
const headUS = timeAll(head);
console.log(`per URN over the ${corpus.length} URNs of core/testdata/bench-corpus.txt, median of ${ROUNDS} interleaved rounds:`);
table([
	["", "µs/URN", "peer ÷ ours"],
	...head.map((e, i) => [e.name, fmt(headUS[i]), i === 0 ? "" : `${(headUS[i] / headUS[0]).toFixed(2)}×${headUS[i] < headUS[0] ? "  (faster than URN.parse)" : ""}`]),
]);
console.log("");

// Where URN.parse's time goes.
// urn_call alone: the ten requests are framed once; each call copies its
// request into the module's buffer and runs the op, without decoding. It
// runs in an instance of its own: results that urn.js never reads would
// leave its slots out of step with the module's (wire.go).
const ex = (await load({wasm: pathToFileURL(await wasmPath(dist))}))[INTERNAL].exports;
const shared = ex.urn_io();
const enc = new TextEncoder();
const reqs = corpus.map((s) => {
	const a = enc.encode(""), b = enc.encode(s);
	const r = new Uint8Array(8 + a.length + b.length);
	const v = new DataView(r.buffer);
	v.setUint32(0, a.length, true);
	r.set(a, 4);
	v.setUint32(4 + a.length, b.length, true);
	r.set(b, 8 + a.length);
	return r;
});
let next = 0;
let mem = new Uint8Array(ex.mem.buffer);
const base = new DataView(ex.mem.buffer).getUint32(shared, true); // the request buffer stays put: every request fits
const parts = [
	{name: "urn_call(parse), request copied in", note: "the Go side: read the request, core, write the words", fn: () => {
		if (mem.length === 0) mem = new Uint8Array(ex.mem.buffer); // the memory grew
		const r = reqs[next];
		mem.set(r, base);
		next = (next + 1) % reqs.length;
		return ex.urn_call(parseOp, r.length);
	}},
	{name: "an empty wasmexport call", note: "urn_reserve(0): into Go and back", fn: () => ex.urn_reserve(0)},
	{name: "parse.json + JSON.parse", note: "the same reading written as JSON, the way before the wire format", fn: (s) => internal.call("parse.json", "", s)},
];
const funcofDir = process.env.URN_DIST_FUNCOF;
if (funcofDir) {
	await load({wasm: pathToFileURL(await wasmPath(funcofDir))}); // registers the two globals
	const parse = globalThis.__urnFuncOfParse, nop = globalThis.__urnFuncOfNop;
	if (typeof parse !== "function") throw new Error(`${funcofDir} was not built with -tags urnfuncof`);
	parts.push({name: "js.FuncOf parse + JSON.parse", note: "the same Go work, called through syscall/js", fn: (s) => JSON.parse(parse("rfc8141", s))});
	parts.push({name: "empty js.FuncOf call", note: "crossing through syscall/js and back", fn: () => nop()});
}
const partsUS = timeAll(parts);
console.log("of which, and for comparison:");
table(parts.map((e, i) => [e.name, fmt(partsUS[i]), e.note]));
