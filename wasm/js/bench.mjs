// bench.mjs — how fast URN.parse is from JavaScript, and how long the
// module takes to start.
//
//   wasm/build.sh "$dir" && URN_DIST="$dir" node wasm/js/bench.mjs
//
// With URN_DIST_FUNCOF set to a directory built by
// `wasm/build.sh -tags urnfuncof "$dir2"`, it also times the same parse
// through js.FuncOf, the other way into a Go module.
//
// The corpus is core/testdata/bench-corpus.txt: ten real URNs. Times
// are per URN, after a warm-up that lets V8 optimise the module. The
// peers (npm urn-lib, fast-uri, uri-js) come in a later issue.

import {spawnSync} from "node:child_process";
import {readFile} from "node:fs/promises";
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

// time runs fn over the corpus for about ms milliseconds after a warm-up
// and returns microseconds per URN.
function time(fn, ms = 1000) {
	const deadline = performance.now() + ms / 2;
	while (performance.now() < deadline) for (const s of corpus) fn(s);
	let n = 0;
	const t0 = performance.now();
	let t1;
	do {
		for (let i = 0; i < 100; i++) for (const s of corpus) fn(s);
		n += 100 * corpus.length;
		t1 = performance.now();
	} while (t1 - t0 < ms);
	return ((t1 - t0) * 1000) / n;
}

const fmt = (us) => `${us.toFixed(us < 1 ? 3 : 2)} µs`;
const rows = [];
const row = (what, us, note = "") => rows.push([what, fmt(us), note]);

const {load} = await import(pathToFileURL(path.join(dist, "urn.js")));
const URN = await load();
const internal = URN[INTERNAL];
const ex = internal.exports;
const parseOp = internal.ops.indexOf("parse");
for (const s of corpus) {
	if (!URN.parse(s).valid) throw new Error(`invalid: ${s}`);
}

console.log(`URN Playground ${URN.version}, ${internal.goVersion}, node ${process.version}`);
console.log(`module: ${path.basename(await wasmPath(dist))}, ${(await readFile(await wasmPath(dist))).length} bytes`);
console.log(`start-up (median of ${COLD_RUNS} fresh processes):`);
console.log(`  load(), from the file to a ready URN   ${cold("load").toFixed(1)} ms`);
console.log(`  compile only                           ${cold("compile").toFixed(1)} ms`);
console.log(`  instantiate + go.run + init            ${cold("instantiate").toFixed(1)} ms`);
console.log("");

const results = new Map(corpus.map((s) => [s, JSON.stringify(URN.parse(s))]));
row("URN.parse(s)", time((s) => URN.parse(s)), "the API: write the request, urn_call, JSON.parse");

// urn_call alone: the ten requests are framed once; each call copies its
// request into the module's buffer and runs the op, without decoding.
{
	const shared = ex.urn_io();
	const enc = new TextEncoder();
	const reqs = corpus.map((s) => {
		const a = enc.encode("rfc8141"), b = enc.encode(s);
		const r = new Uint8Array(8 + a.length + b.length);
		const v = new DataView(r.buffer);
		v.setUint32(0, a.length, true);
		r.set(a, 4);
		v.setUint32(4 + a.length, b.length, true);
		r.set(b, 8 + a.length);
		return r;
	});
	const base = new DataView(ex.mem.buffer).getUint32(shared, true);
	let i = 0;
	const us = time(() => {
		const r = reqs[i];
		new Uint8Array(ex.mem.buffer, base, r.length).set(r);
		ex.urn_call(parseOp, r.length);
		i = (i + 1) % reqs.length;
	});
	row("  urn_call (wasmexport), request copied in", us, "the Go side: read the request, core, write the JSON");
}
row("  JSON.parse of the result", time((s) => JSON.parse(results.get(s))), "V8 reading the result text");
row("  an empty wasmexport call", time(() => ex.urn_reserve(0)), "urn_reserve(0): into Go and back");

const funcofDir = process.env.URN_DIST_FUNCOF;
if (funcofDir) {
	await load({wasm: pathToFileURL(await wasmPath(funcofDir))}); // registers the two globals
	const parse = globalThis.__urnFuncOfParse, nop = globalThis.__urnFuncOfNop;
	if (typeof parse !== "function") throw new Error(`${funcofDir} was not built with -tags urnfuncof`);
	row("js.FuncOf parse + JSON.parse", time((s) => JSON.parse(parse("rfc8141", s))), "the same Go work, called through syscall/js");
	row("  empty js.FuncOf call", time(() => nop()), "crossing through syscall/js and back");
}

const w = Math.max(...rows.map((r) => r[0].length));
console.log(`per URN, over the ${corpus.length}-URN corpus of core/testdata/bench-corpus.txt:`);
for (const [what, t, note] of rows) console.log(`  ${what.padEnd(w)}  ${t.padStart(10)}  ${note}`);
