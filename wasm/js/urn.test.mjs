// urn.test.mjs — end-to-end tests of the JavaScript API, with node's
// built-in runner:
//
//   wasm/build.sh "$dir" && URN_DIST="$dir" node --test wasm/js/*.test.mjs
//
// It builds nothing: it imports urn.js from $URN_DIST (default: dist/ at
// the repository's root), as a page or a node program would.

import {test} from "node:test";
import assert from "node:assert/strict";
import {readFile, readdir} from "node:fs/promises";
import path from "node:path";
import {fileURLToPath, pathToFileURL} from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dist = path.resolve(process.env.URN_DIST ?? path.join(root, "dist"));
const urnJS = path.join(dist, "urn.js");
const {load} = await import(pathToFileURL(urnJS)).catch((e) => {
	throw new Error(`cannot import ${urnJS} (${e.message}): build it first with wasm/build.sh ${dist}`);
});
const URN = await load();
// parse.json, the reference these tests hold URN.parse to, and the ops
// that break the module on purpose are in the tests' build only
// (wasm/api.go, addTestOps).
if (!URN[Symbol.for("urn-playground.internal")].ops.includes("parse.json")) {
	throw new Error(`${urnJS} is the module users download, without the tests' ops: build one with wasm/build.sh -tags urntest DIR and run with URN_DIST=DIR`);
}
const INTERNAL = Symbol.for("urn-playground.internal");
const wasmFile = path.join(dist, (await readFile(urnJS, "utf8")).match(/const WASM_FILE = "([^"]+)"/)[1]);

// isError asserts that v is {error: {code, message}} with the given code.
function isError(v, code) {
	assert.deepEqual(Object.keys(v), ["error"], `want an error object, got ${JSON.stringify(v).slice(0, 300)}`);
	assert.equal(v.error.code, code, v.error.message);
	assert.equal(typeof v.error.message, "string");
	assert.ok(v.error.message.length > 0);
	return v.error.message;
}

// checkSpans asserts that text.slice(start, end) is each item's text.
function checkSpans(text, items) {
	for (const it of items) {
		assert.ok(0 <= it.start && it.start <= it.end && it.end <= text.length, JSON.stringify(it));
		if ("text" in it) assert.equal(text.slice(it.start, it.end), it.text, JSON.stringify(it));
	}
}

function checkFix(input, d) {
	if (!("fix" in d)) return;
	const f = d.fix;
	assert.equal(input.slice(0, f.start) + f.new + input.slice(f.end), f.result, JSON.stringify(d));
}

test("the dist directory holds urn.js and the hashed files it names", async () => {
	const files = await readdir(dist);
	const src = await readFile(urnJS, "utf8");
	const wasm = src.match(/const WASM_FILE = "(urn\.[0-9a-f]{12}\.wasm)";/);
	const exec = src.match(/^import "\.\/(wasm_exec\.[0-9a-f]{12}\.js)";/m);
	assert.ok(wasm && exec, "urn.js names the hashed module and wasm_exec.js");
	assert.ok(files.includes(wasm[1]) && files.includes(exec[1]), `${files}`);
});

test("URN.version and load()", async () => {
	assert.match(URN.version, /^\d+\.\d+\.\d+$/);
	assert.equal(await load(), URN, "load() shares one instance");
	assert.ok(Object.isFrozen(URN) && Object.isFrozen(URN.template));
	assert.deepEqual(Object.keys(URN).sort(), ["asURL", "checkExercise", "checkLines", "display", "editions", "encode", "equivalent", "equivalentAsURL", "extract", "parse", "resolve", "template", "valid", "version"]);
	assert.deepEqual(Object.keys(URN.template).sort(), ["import", "layouts", "load", "render", "validate"]);
	assert.match(URN[INTERNAL].goVersion, /^go1\./);
});

test("load({wasm}) makes a new instance from bytes or a module", async () => {
	const file = wasmFile;
	const bytes = await readFile(file);
	const a = await load({wasm: bytes});
	assert.notEqual(a, URN);
	assert.equal(a.parse("urn:isbn:0451450523").valid, true);
	const b = await load({wasm: await WebAssembly.compile(bytes)});
	assert.equal(b.parse("urn:isbn:0451450523").valid, true);
	const c = await load({wasm: pathToFileURL(file)});
	assert.equal(c.version, URN.version);
	await assert.rejects(load({wasm: path.join(dist, "no-such.wasm")}), /ENOENT|no such file/);
	await assert.rejects(load({wasm: new Uint8Array([0, 1, 2])}), WebAssembly.CompileError);
});

test("editions()", () => {
	const eds = URN.editions();
	assert.deepEqual(eds.map((e) => e.id), ["rfc2141", "draft-03", "draft-12", "rfc8141"]);
	for (const e of eds) {
		assert.equal(typeof e.title, "string");
		assert.equal(typeof e.year, "number");
	}
	assert.deepEqual(eds.filter((e) => e.default).map((e) => e.id), ["rfc8141"]);
});

test("parse: a valid URN", () => {
	const r = URN.parse("URN:ISBN:0451450523");
	assert.equal(r.input, "URN:ISBN:0451450523");
	assert.equal(r.edition, "rfc8141");
	assert.equal(r.valid, true);
	assert.deepEqual(r.parts.filter((p) => p.topLevel).map((p) => p.kind), ["scheme", "delimiter", "nid", "delimiter", "nss"]);
	assert.deepEqual(r.nid, {
		text: "ISBN", class: "formal", registered: true, reference: r.nid.reference, reason: "",
		ref: r.nid.ref,
	});
	assert.equal(r.normalized, "urn:isbn:0451450523");
	assert.equal(URN.parse("urn:example:a%2c?+r", {edition: "rfc8141"}).normalized, "urn:example:a%2C");
	assert.equal(URN.parse("urn:example:a?b", {edition: "draft-03"}).edition, "draft-03");
	assert.equal(URN.parse("urn:example:a", {}).edition, "rfc8141");
	assert.equal(URN.parse("urn:example:a", null).edition, "rfc8141");
	assert.equal(URN.parse("urn:example:a", {edition: null}).edition, "rfc8141");
});

test("parse: offsets are UTF-16 indices, emoji included", () => {
	const inputs = [
		"urn:example:café 😀x?+r#f",
		"urn:ex😀mple:a",
		"😀urn:example:a",
		" urn:example:日本語 ",
		"urn:example:%F0%9F%98%80?=q😀#😀",
		"isbn:😀",
		"urn:example:\ud800x", // a lone surrogate: one code unit, one U+FFFD
		"urn:example:a\u0000b",
		"urn:example:a%2c/😀%zz?+😀?=😀#😀",
	];
	for (const edition of ["rfc2141", "draft-03", "draft-12", "rfc8141"]) {
		for (const input of inputs) {
			const r = URN.parse(input, {edition});
			assert.equal(r.input, input.replace("\ud800", "\ufffd"));
			const text = r.input;
			checkSpans(text, r.parts);
			checkSpans(text, r.diagnostics);
			r.diagnostics.forEach((d) => checkFix(text, d));
			// The top-level parts tile the input.
			let at = 0;
			for (const p of r.parts.filter((p) => p.topLevel)) {
				assert.equal(p.start, at, `${edition} ${input}`);
				at = p.end;
			}
			assert.equal(at, text.length);
		}
	}
});

// parseJSON is the reference for URN.parse: the parse.json op writes the
// same reading as JSON, which JSON.parse reads.
const parseJSON = (input, edition = "") => URN[INTERNAL].call("parse.json", edition, input);

// sameReading asserts that URN.parse's result is the reference's: the same
// data, keys in the same order.
// Both ways of URN.parse are checked: urn.js's own reading of a plain
// URN, and the module's wire result (parseWire), which is the only way
// for anything else.
function sameReading(input, edition) {
	const want = parseJSON(input, edition);
	for (const got of [URN.parse(input, {edition}), URN[INTERNAL].parseWire(edition, input)]) {
		assert.deepStrictEqual(got, want, `${edition} ${JSON.stringify(input)}`);
		assert.equal(JSON.stringify(got), JSON.stringify(want), `${edition} ${JSON.stringify(input)}: key order`);
	}
}

test("parse: the wire result reads as parse.json writes, on the corpus and on random inputs", async () => {
	const corpus = (await readFile(path.join(root, "core/testdata/bench-corpus.txt"), "utf8"))
		.split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
	const fixed = [
		...corpus, "URN:ISBN:0451450523", "urn:example:café 😀x?+r#f", "URN:EXAMPLE:a%2c?+r?=q#f", " urn:x-foo:a ",
		"urn:urn-7:x", "urn:a:b", "urn:xn--a:b", "isbn:1", "urm:isbn:1", "urn:example:%41%zz", "urn:x:a?s=1&s=2#f", "",
		"urn:ex😀mple:a", "urn:example:a\u0000b", "urn:example:\ud800x", "\udc00urn:a:b\ud83d", "😀urn:example:a",
		"urn:example:日本語/a:b", "urn:" + "a".repeat(40) + ":b", "urn:example:" + "é".repeat(100),
		"urn:isbn:0451450524", "urn:ISBN:978-0-451-45052-3", "urn:isbn:-0451450523", "urn:isbn:04514505😀23",
		"urn:uuid:6E8BC430-9C3A-11D9-9669-0800200C9A66", "urn:uuid:6e8bc430-9c3a-11d9-9669", "urn:isbn:",
	];
	const editions = ["", "rfc2141", "draft-03", "draft-12", "rfc8141"];
	for (let round = 0; round < 2; round++) {
		for (const e of editions) for (const s of fixed) sameReading(s, e);
	}
	// Random inputs from the characters every rule looks at, so that the
	// slots both sides keep are set, hit and overwritten many times over.
	const alphabet = ["u", "r", "n", "U", "R", "N", ":", "a", "Z", "0", "9", "-", "x", "%", "2", "c", "F", "?", "+", "=", "#",
		"/", "&", "s", " ", "\t", "é", "😀", "\ud800", "\udc00", "日", "\u0000", "'", "~", ".", "urn:", "urn:example:", "?+", "?=",
		// Namespaces with a rule of their own, and their characters.
		"urn:isbn:", "urn:uuid:", "978", "0451450523", "X", "6e8bc430-9c3a-11d9-9669-0800200c9a66"];
	let seed = 1;
	const rand = (n) => {
		seed = (seed * 1103515245 + 12345) & 0x7fffffff;
		return seed % n;
	};
	for (let i = 0; i < 3000; i++) {
		let s = rand(3) === 0 ? "" : "urn:";
		for (let j = rand(20); j > 0; j--) s += alphabet[rand(alphabet.length)];
		sameReading(s, editions[rand(editions.length)]);
	}
	for (const e of editions) for (const s of fixed) sameReading(s, e);
});

// goString reads a Go string literal of a fuzz corpus file ("…" with
// Go's escapes), its bytes decoded as UTF-8 as a JavaScript string holds
// them (an invalid byte becomes U+FFFD, as it does when a page passes it).
function goString(lit) {
	const bytes = [];
	const enc = new TextEncoder();
	const simple = {a: 7, b: 8, f: 12, n: 10, r: 13, t: 9, v: 11, "\\": 92, "\"": 34, "'": 39};
	for (let i = 1; i < lit.length - 1; i++) {
		const c = lit[i];
		if (c !== "\\") {
			const cp = lit.codePointAt(i);
			if (cp > 0xffff) i++;
			bytes.push(...enc.encode(String.fromCodePoint(cp)));
			continue;
		}
		const e = lit[++i];
		if (e in simple) bytes.push(simple[e]);
		else if (e === "x") bytes.push(parseInt(lit.slice(i + 1, (i += 2) + 1), 16));
		else if (e === "u" || e === "U") {
			const n = e === "u" ? 4 : 8;
			bytes.push(...enc.encode(String.fromCodePoint(parseInt(lit.slice(i + 1, i + 1 + n), 16))));
			i += n;
		} else bytes.push(parseInt(lit.slice(i, (i += 2) + 1), 8)); // \NNN
	}
	return new TextDecoder().decode(new Uint8Array(bytes));
}

// fuzzCorpus is every string of core's fuzz corpus (core/testdata/fuzz).
async function fuzzCorpus() {
	const dir = path.join(root, "core/testdata/fuzz");
	const out = [];
	for (const target of await readdir(dir)) {
		for (const f of await readdir(path.join(dir, target))) {
			const text = await readFile(path.join(dir, target, f), "utf8");
			for (const m of text.matchAll(/^string\((".*")\)$/gm)) out.push(goString(m[1]));
		}
	}
	return out;
}

// courseURNs is every URN the course's lessons show: each live example's
// lines and whatever the extractor finds in the prose (site/lessons).
async function courseURNs() {
	const dir = path.join(root, "site/lessons");
	const out = new Set();
	for (const f of (await readdir(dir)).filter((f) => f.endsWith(".md"))) {
		const text = await readFile(path.join(dir, f), "utf8");
		for (const m of text.matchAll(/^```urn(?:-pair)?\b.*\n([\s\S]*?)^```/gm)) {
			for (const line of m[1].split("\n")) if (line.trim()) out.add(line.trim());
		}
		for (const x of URN.extract(text).found) out.add(x.text);
	}
	return [...out];
}

// One shape for a reading: core/resultjson writes it (parse.json, which
// cmd/urn -json prints with byte offsets, TestShapes, and the build's
// first reading, site/first.go, both through resultjson.Writer.Reading);
// the wire format with its decoder, and the plain path, must give the
// same object, key for key and in the same order, namespace member
// included, for every input of core's fuzz corpus and every URN of the
// course, under every edition.
test("parse: every producer of a reading agrees, on the fuzz corpus and the course", async () => {
	const fuzz = await fuzzCorpus(), course = await courseURNs();
	assert.ok(fuzz.length >= 20, `only ${fuzz.length} inputs in core/testdata/fuzz`);
	assert.ok(course.length >= 100, `only ${course.length} URNs found in the course`);
	let plain = 0;
	for (const edition of ["", "rfc2141", "draft-03", "draft-12", "rfc8141"]) {
		for (const s of [...fuzz, ...course]) {
			const want = JSON.stringify(parseJSON(s, edition));
			const own = URN[INTERNAL].plainRead(edition, s);
			for (const [name, got] of [["URN.parse", URN.parse(s, {edition})], ["the wire result", URN[INTERNAL].parseWire(edition, s)], ["the plain path", own]]) {
				if (got === null) continue; // the plain path leaves it to the module
				assert.equal(JSON.stringify(got), want, `${name}, ${edition || "default"}: ${JSON.stringify(s)}`);
			}
			if (own !== null) plain++;
		}
	}
	assert.ok(plain > 100, `the plain path read only ${plain} of the inputs`);
});

// A plain URN is read once: urn.js reads it (the plain path), and its
// namespace reading asks the module for the NSS's reading alone
// (parse.namespace.at), not for the URN's again; a URN the module read
// has its reading reused there (parse.namespace, readQuick).
test("parse: a plain URN's namespace reading does not read the URN again", () => {
	const I = URN[INTERNAL];
	const plain = URN.parse("urn:isbn:0451450524");
	assert.notEqual(I.plainRead("", "urn:isbn:0451450524"), null);
	assert.equal(plain.namespace.verdict, "violates");
	assert.equal(I.lastPairOp(), "parse.namespace.at");
	assert.equal(JSON.stringify(plain), JSON.stringify(parseJSON("urn:isbn:0451450524")));
	const other = URN.parse("urn:isbn:0451450524#f", {edition: "rfc2141"}); // "#" ends RFC 2141's plain path
	assert.equal(I.lastPairOp(), "parse");
	assert.equal(other.namespace.rule.nid, "isbn");
	assert.equal(I.lastPairOp(), "parse.namespace");
	for (const bad of ["4,8", "4,8,9,99", "8,4,9,19", "a,b,c,d", "4,8,9,19,"]) {
		assert.equal(I.call("parse.namespace.at", bad, "urn:isbn:0451450524").error?.code, "bad-argument", bad);
	}
	assert.equal(I.call("parse.namespace.at", "4,8,9,11", "urn:isbn:é1").error?.code, "bad-argument");
	assert.equal(I.call("parse.namespace.at", "4,8,9,19", "urn:isbn:0451450523").verdict, "conforms");
});

test("parse: every result is fresh, nested objects included", () => {
	const a = URN.parse("urn:example:a?+r"), b = URN.parse("urn:example:a?+r");
	assert.deepStrictEqual(a, b);
	assert.notEqual(a, b);
	assert.notEqual(a.parts, b.parts);
	assert.notEqual(a.parts[0], b.parts[0]);
	assert.notEqual(a.nid, b.nid);
	assert.notEqual(a.nid.ref, b.nid.ref);
	assert.notEqual(a.diagnostics[0], b.diagnostics[0]);
	assert.notEqual(a.diagnostics[0].ref, b.diagnostics[0].ref);
	a.nid.ref.text = "changed";
	a.parts.pop();
	assert.equal(URN.parse("urn:example:a?+r").nid.ref.text, b.nid.ref.text);
	assert.equal(URN.parse("urn:example:a?+r").parts.length, b.parts.length);
	assert.ok(!Object.isFrozen(a) && Object.getPrototypeOf(a) === Object.prototype);
});

test("parse: the namespace reading, beside the syntax reading", () => {
	// No rule known: the reading says so, in the same shape.
	assert.deepStrictEqual(URN.parse("urn:nope:a").namespace, {verdict: "no-rule", rule: null, parts: [], diagnostics: [], unlisted: []});
	// A valid URN whose ISBN check digit is wrong: valid stays true and its
	// diagnostics empty; the namespace reading violates, with a fix that
	// gives the right check digit.
	const input = "urn:isbn:0451450524";
	const r = URN.parse(input);
	assert.equal(r.valid, true);
	assert.deepEqual(r.diagnostics, []);
	const ns = r.namespace;
	assert.equal(ns.verdict, "violates");
	assert.equal(ns.rule.nid, "isbn");
	assert.equal(ns.rule.free, false);
	assert.equal(typeof ns.rule.title, "string");
	assert.ok(ns.rule.ref.anchor && ns.rule.ref.text);
	// The sub-parts tile the NSS, each with its text.
	let at = input.indexOf("0451");
	for (const p of ns.parts) {
		assert.equal(p.start, at);
		assert.equal(p.text, input.slice(p.start, p.end));
		assert.ok(p.id && p.label);
		at = p.end;
	}
	assert.equal(at, input.length);
	const check = ns.diagnostics.find((d) => d.code === "ns-check-digit");
	assert.ok(check, JSON.stringify(ns.diagnostics));
	assert.equal(check.severity, "error");
	checkFix(input, check);
	assert.equal(check.fix.result, "urn:isbn:0451450523");
	assert.equal(URN.parse(check.fix.result).namespace.verdict, "conforms");
	// Offsets are UTF-16 units, after an emoji too.
	const e = "urn:isbn:04514505😀23";
	checkSpans(e, URN.parse(e).namespace.parts);
	checkSpans(e, URN.parse(e).namespace.diagnostics);
	// Fresh objects: changing one result's rule does not change the next.
	const a = URN.parse(input);
	a.namespace.rule.ref.text = "changed";
	a.namespace.rule.title = "changed";
	assert.deepStrictEqual(URN.parse(input).namespace.rule, ns.rule);
});

test("parse: a namespace read when first asked for is the same data as one read at once", () => {
	// A NID with a rule: parse defers the reading (a getter, kept
	// private), and nothing that reads data can tell.
	const inputs = ["urn:isbn:0451450524", "urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66", "urn:ISBN:04514505😀23", "urn:nbn:de:bvb:19-146642"];
	for (const input of inputs) {
		const want = parseJSON(input);
		const r = URN.parse(input);
		assert.deepEqual(Object.keys(r), ["input", "edition", "valid", "parts", "nid", "diagnostics", "unlisted", "normalized", "namespace"]);
		assert.equal(JSON.stringify(r), JSON.stringify(want), input);
		assert.deepStrictEqual(structuredClone(URN.parse(input)), want, input);
		assert.deepStrictEqual({...URN.parse(input)}, want, input);
		assert.deepStrictEqual(Object.fromEntries(Object.entries(URN.parse(input))), want, input);
		assert.deepEqual(Object.getOwnPropertySymbols(r), []);
		assert.ok("namespace" in r && Object.hasOwn(r, "namespace") && Object.getOwnPropertyDescriptor(r, "namespace").enumerable);
		// Read once: the same object every time.
		assert.equal(r.namespace, r.namespace);
	}
	// Read after other calls, and after other parses of the same input
	// and of others, and under another edition: the reading of its own
	// input and edition.
	const a = URN.parse("urn:isbn:0451450524"), b = URN.parse("urn:isbn:0451450523", {edition: "rfc2141"});
	URN.valid("urn:isbn:0451450523");
	URN.parse("urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66");
	URN.encode("a b");
	assert.equal(b.namespace.verdict, "conforms");
	assert.equal(a.namespace.verdict, "violates");
	assert.deepStrictEqual(a.namespace, parseJSON("urn:isbn:0451450524").namespace);
	// Frozen before it is read, it still reads, and stays the same object.
	const f = Object.freeze(URN.parse("urn:isbn:0451450524"));
	assert.equal(f.namespace.verdict, "violates");
	assert.equal(f.namespace, f.namespace);
	assert.throws(() => {
		f.namespace = null;
	}, TypeError);
	// Assigned, deleted, inherited: as a data property.
	const c = URN.parse("urn:isbn:0451450524");
	c.namespace = 7;
	assert.equal(c.namespace, 7);
	assert.equal(JSON.parse(JSON.stringify(c)).namespace, 7);
	const d = URN.parse("urn:isbn:0451450524");
	assert.equal(delete d.namespace, true);
	assert.equal(d.namespace, undefined);
	const e = URN.parse("urn:isbn:0451450524");
	assert.equal(Object.create(e).namespace.verdict, "violates");
	// No rule: read at once, a data property.
	assert.equal(Object.getOwnPropertyDescriptor(URN.parse("urn:foo:a"), "namespace").value.verdict, "no-rule");
});

test("parse: an invalid URN's diagnostics and fix", () => {
	const input = "urn:example:café 😀x";
	const r = URN.parse(input);
	assert.equal(r.valid, false);
	assert.equal(r.normalized, null);
	const d = r.diagnostics[0];
	assert.equal(d.severity, "error");
	assert.equal(d.code, "nss-char");
	assert.equal(input.slice(d.start, d.end), "é 😀");
	assert.deepEqual(d.ref, {edition: "rfc8141", section: "2.2", anchor: "rfc8141-sec-2-2", text: "RFC 8141 §2.2"});
	assert.equal(d.fix.new, "%C3%A9%20%F0%9F%98%80");
	assert.equal(input.slice(d.fix.start, d.fix.end), "é 😀");
	assert.equal(d.fix.result, "urn:example:caf%C3%A9%20%F0%9F%98%80x");
	assert.equal(URN.parse(d.fix.result).valid, true);
	// A diagnostic without a fix has no fix member.
	const info = URN.parse("urn:example:a?+r").diagnostics.find((x) => x.code === "component-note");
	assert.ok(info && !("fix" in info));
	// Not quite a URN: a fix inserts "urn:".
	const m = URN.parse("isbn:😀0451450523").diagnostics.find((x) => x.code === "missing-scheme");
	assert.equal(m.fix.result, "urn:isbn:😀0451450523");
});

// corpus reads a benchmark corpus of core/testdata: one URN a line.
async function corpus(file) {
	return (await readFile(path.join(root, "core/testdata", file), "utf8"))
		.split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
}

// seedExamples returns, for each spec text in ../shared/seeds, what
// URN.extract finds there (as found, and the prose reading's trimmed
// text) and every line that holds "urn:", trimmed: the examples the
// specs print, valid and invalid. None when ../shared is absent.
async function seedExamples() {
	const dir = path.join(root, "../shared/seeds");
	const files = await readdir(dir).catch(() => []);
	const out = new Set();
	for (const f of files.filter((f) => f.endsWith(".txt"))) {
		const text = await readFile(path.join(dir, f), "utf8");
		for (const x of URN.extract(text).found) {
			out.add(x.text);
			if (x.trimmed) out.add(x.trimmed.text);
		}
		for (const line of text.split("\n")) if (/urn:/i.test(line)) out.add(line.trim());
	}
	return [...out];
}

test("valid agrees with parse(…).valid: the corpora, the seeds' examples, every edition", async () => {
	const seeds = await seedExamples();
	const inputs = [
		...await corpus("bench-corpus.txt"), ...await corpus("bench-corpus-long.txt"), ...seeds,
		"", "urn:a:b", "URN:EXAMPLE:a%2c?+r?=q#f", " urn:x-foo:a ", "urn:example:café 😀x", "urn:example:\ud800x",
		"isbn:1", "urn:example:%41%zz", "urn:ex:a/b", "urn:ex:a??b", "urn:example:a\u0000b", "urn:example:" + "é".repeat(100),
	];
	const seen = {true: 0, false: 0};
	for (const edition of ["", "rfc2141", "draft-03", "draft-12", "rfc8141"]) {
		for (const s of inputs) {
			const got = URN.valid(s, {edition});
			assert.equal(typeof got, "boolean", `${edition} ${JSON.stringify(s)}: ${JSON.stringify(got)}`);
			assert.equal(got, URN.parse(s, {edition}).valid, `${edition} ${JSON.stringify(s)}`);
			seen[got]++;
		}
	}
	assert.ok(seen.true > 0 && seen.false > 0, JSON.stringify(seen));
	if (seeds.length > 0) assert.ok(seeds.length > 20, `only ${seeds.length} examples from the seeds`);
	assert.equal(URN.valid("urn:example:a?+r"), true); // RFC 8141, the default edition
	assert.equal(URN.valid("urn:example:a?+r", {edition: "draft-03"}), false); // "+r": a directive needs "="
	assert.equal(URN.valid("urn:example:a", null), true);
	assert.equal(URN.valid("urn:example:a", {edition: null, other: 1}), true);
});

test("valid: the one-pass check in urn.js passes only what the module calls valid, and passes the plain corpora", async () => {
	// urn.js runs core's plainValid on core's tables (init's plain) before
	// it calls the module: whatever it passes must be valid for the
	// module (core.Valid) under that edition, and it must pass the plain
	// URNs of both corpora, or URN.valid pays for a call it need not make.
	const plain = (e, s) => URN[INTERNAL].plain(e, s);
	const module = (e, s) => URN[INTERNAL].call("valid", e, s);
	const corpora = [...await corpus("bench-corpus.txt"), ...await corpus("bench-corpus-long.txt")];
	for (const s of corpora) assert.equal(plain("", s), true, s);
	const inputs = [...corpora, ...await seedExamples(), "urn:a:b", "URN:EXAMPLE:a%2c?+r?=q#f", "urn:urn:a", "urn:URN:a", "urn:-a:b", "urn:a-:b",
		"urn:" + "a".repeat(32) + ":b", "urn:" + "a".repeat(33) + ":b", "urn:a:%00", "urn:a:%41", "urn:a:%4", "urn:a:b%2", "urn:a:b?+", "urn:a:b?=", "urn:a:b#",
		"urn:a:b?+?=q", "urn:a:b#f?+r", "urn:a:b?q", "urn:a:b?x=1", "urn:a:b?+%3F", "urn:a:/b", "urn:a:b/c", "urn:a:b:c", "urn:a::"];
	const alphabet = ["urn:", "URN:", "a", "Z", "0", "-", ":", "%", "2", "f", "F", "0", "4", "1", "?", "+", "=", "#", "/", "&", "~", ".", "!",
		"$", "'", "(", "*", ",", ";", "@", "_", " ", "é", "\u0000", "?+", "?=", "urn:example:", "urn:isbn:"];
	let seed = 7;
	const rand = (n) => {
		seed = (seed * 1103515245 + 12345) & 0x7fffffff;
		return seed % n;
	};
	for (let i = 0; i < 4000; i++) {
		let s = rand(4) === 0 ? "" : "urn:";
		for (let j = rand(16); j > 0; j--) s += alphabet[rand(alphabet.length)];
		inputs.push(s);
	}
	// Every "%" HEXDIG HEXDIG, in either case, in the NSS and in a
	// component: the expression takes only the escapes core's table does.
	const hex = "0123456789abcdefABCDEF";
	for (const h of hex) for (const l of hex) inputs.push(`urn:example:a%${h}${l}b`, `urn:example:a?+%${h}${l}#%${h}${l}`);
	const passed = {};
	for (const e of ["", "rfc2141", "draft-03", "draft-12", "rfc8141"]) {
		passed[e] = 0;
		for (const s of inputs) {
			const m = module(e, s);
			if (plain(e, s)) {
				passed[e]++;
				assert.equal(m, true, `${e || "default"}: the one-pass check passes ${JSON.stringify(s)}, which the module calls invalid`);
			}
			assert.equal(URN.valid(s, {edition: e}), m, `${e} ${JSON.stringify(s)}`);
		}
		assert.ok(passed[e] >= 10, `${e}: only ${passed[e]} inputs passed the one-pass check`);
	}
	assert.equal(plain("rfc9999", "urn:a:b"), false);
});

test("parse: urn.js reads plain URNs as the module does, and reads both corpora itself", async () => {
	// urn.js reads a URN that core reads in one pass (readPlain) on
	// core's tables (init's plain and registry), without calling the
	// module: its reading must be the module's (parse.json), data and key
	// order, under every edition, and it must read every URN of both
	// corpora, or URN.parse pays for a call it need not make.
	const own = (e, s) => URN[INTERNAL].plainRead(e, s);
	const corpora = [...await corpus("bench-corpus.txt"), ...await corpus("bench-corpus-long.txt")];
	for (const s of corpora) assert.notEqual(own("", s), null, s);
	const nids = URN[INTERNAL].nids();
	assert.ok(nids.length > 50 && nids.includes("isbn") && nids.some((n) => n.startsWith("urn-")), nids.join(" "));
	const inputs = [...corpora, ...await seedExamples(), "URN:ISBN:0451450523", "uRn:Example:a%2f%C3%a4?+r%2f?=q%2f#f%2f",
		"urn:example:a%2F:b", "urn:example:a?+", "urn:example:a?=", "urn:example:a#", "urn:example:a?+?=q", "urn:example:a#f?+r",
		"urn:example:a??", "urn:example:a?+r#", "urn:urn:a", "urn:Urn-1:a", "urn:example:%", "urn:example:a%4", "urn:example:a%41",
		"urn:doi:10.1000/182", "urn:example:/a", "urn:example:a//b:/c?+r/#/", "urn:example:a/"];
	// "/" separates parts of the NSS in draft-12 and RFC 8141 (not first):
	// a DOI is read here too.
	for (const e of ["draft-12", "rfc8141"]) assert.notEqual(own(e, "urn:doi:10.1000/182"), null, e);
	assert.equal(own("rfc8141", "urn:doi:/10.1000"), null);
	for (const n of nids) inputs.push(`urn:${n}:a%2fb`, `URN:${n.toUpperCase()}:a:b?+r`);
	// Random inputs from what every branch of readPlain looks at: the
	// registered NIDs, escapes of both cases, the delimiters, and
	// characters that end the one pass.
	const alphabet = ["a", "Z", "0", "-", ":", "/", "%2f", "%2F", "%C3", "%c3", "%e2", "?+", "?=", "#", "+", "=", "&", "~", ".", "!",
		"$", "'", "(", "*", ",", ";", "@", "_"];
	const odd = ["?", "%", "%4", "%00", "%41", "%zz", " ", "é", "😀", "\u0000", "\ud800", "??", "?#", "[", "\\"];
	let seed = 11;
	const rand = (n) => { // the high bits: the low ones of this generator repeat after a few draws
		seed = (seed * 1103515245 + 12345) & 0x7fffffff;
		return (seed >>> 12) % n;
	};
	for (let i = 0; i < 4000; i++) {
		let s = ["urn:", "URN:", "urn:", "Urn:"][rand(4)] + nids[rand(nids.length)] + (rand(8) === 0 ? "" : ":");
		for (let j = rand(16); j > 0; j--) s += rand(12) === 0 ? odd[rand(odd.length)] : alphabet[rand(alphabet.length)];
		inputs.push(rand(2) === 0 ? s : s.replace(/^urn:([a-z])/, (m, c) => "urn:" + c.toUpperCase()));
	}
	for (const e of ["", "rfc2141", "draft-03", "draft-12", "rfc8141"]) {
		let read = 0;
		for (const s of inputs) {
			const got = own(e, s);
			if (got === null) continue;
			read++;
			const want = parseJSON(s, e);
			assert.deepStrictEqual(got, want, `${e || "default"}: urn.js reads ${JSON.stringify(s)} otherwise than the module`);
			assert.equal(JSON.stringify(got), JSON.stringify(want), `${e || "default"} ${JSON.stringify(s)}: key order`);
		}
		assert.ok(read >= 500, `${e || "default"}: urn.js read only ${read} of ${inputs.length} inputs itself`);
	}
	assert.equal(own("rfc9999", "urn:isbn:1"), null);
});

test("valid: bad arguments are parse's error objects", () => {
	const same = (v, p) => {
		assert.deepEqual(Object.keys(v), ["error"]);
		assert.equal(v.error.code, p.error.code);
		assert.equal(v.error.message, p.error.message.replace(/^parse: /, "valid: "));
	};
	let msg = isError(URN.valid("urn:a:b", {edition: "rfc9999"}), "unknown-edition");
	assert.match(msg, /^valid: unknown edition "rfc9999": want one of "rfc2141", "draft-03", "draft-12", "rfc8141"$/);
	assert.equal(isError(URN.valid(), "bad-argument"), "valid: input must be a string, got undefined");
	for (const args of [[], [42], [42, {edition: 5}], ["urn:a:b", "rfc8141"], ["urn:a:b", {edition: 8141}], [Symbol("x")],
		[null], ["urn:a:b", []], ["urn:a:b", {edition: "x"}]]) {
		same(URN.valid(...args), URN.parse(...args));
	}
	assert.notEqual(URN.valid(), URN.valid());
	// The module goes on.
	assert.equal(URN.valid("urn:isbn:0451450523"), true);
});

test("bad arguments are error objects, never exceptions", () => {
	let msg = isError(URN.parse("urn:a:b", {edition: "rfc9999"}), "unknown-edition");
	assert.match(msg, /^parse: unknown edition "rfc9999": want one of "rfc2141", "draft-03", "draft-12", "rfc8141"$/);
	msg = isError(URN.parse(), "bad-argument");
	assert.equal(msg, "parse: input must be a string, got undefined");
	isError(URN.parse(42), "bad-argument");
	assert.match(isError(URN.parse(42, {edition: 5}), "bad-argument"), /^parse: input must be a string/);
	isError(URN[INTERNAL].call("toString"), "bad-request");
	isError(URN.parse("urn:a:b", "rfc8141"), "bad-argument");
	isError(URN.parse("urn:a:b", {edition: 8141}), "bad-argument");
	isError(URN.parse(Symbol("x")), "bad-argument");
	isError(URN.equivalent("urn:a:b"), "bad-argument");
	isError(URN.equivalent("urn:a:b", "urn:a:b", {mode: "5c"}), "unknown-mode");
	isError(URN.equivalent("urn:a:b", "urn:a:b", {edition: "x"}), "unknown-edition");
	isError(URN.encode(null), "bad-argument");
	isError(URN.encode("a", {nid: 1}), "bad-argument");
	isError(URN.display(), "bad-argument");
	isError(URN.extract("urn:a:b", {strict: "yes"}), "bad-argument");
	isError(URN.template.validate(), "bad-argument");
	isError(URN.template.validate("rfc9999", {}), "unknown-layout");
	isError(URN.template.validate("rfc8141", [1]), "bad-argument");
	isError(URN.template.validate("rfc8141", {purpose: 1}), "bad-argument");
	isError(URN.template.validate("rfc8141", {purpose: 1n}), "bad-argument"); // JSON.stringify throws
	isError(URN.template.render("rfc8141", {}, "html"), "unknown-format");
	isError(URN.template.render("rfc8141", {"no-such-field": "x"}), "unknown-field");
	isError(URN.template.import(), "bad-argument");
	isError(URN.template.import("x", {format: "yaml"}), "unknown-format");
	// Arguments whose reading throws, or that JSON cannot write, are bad
	// arguments, not internal errors (which are Go panics).
	const throwing = new Proxy({edition: "", nid: "", strict: false, format: "", purpose: ""}, {get() { throw new Error("no"); }});
	assert.match(isError(URN.parse("urn:a:b", throwing), "bad-argument"), /^parse: options cannot be read: no$/);
	isError(URN.encode("a", throwing), "bad-argument");
	isError(URN.encode("a", new Proxy({nid: "x"}, {get: (_, k) => { if (k === "nid") throw new Error("no"); }})), "bad-argument");
	// One rule for options and fields: a plain object, own properties only.
	const inherited = Object.create({edition: "no-such-edition", nid: "isbn"});
	assert.equal(URN.parse("urn:a:b", inherited).edition, "rfc8141", "an inherited option is not the caller's");
	assert.equal(URN.encode("a", inherited).urn ?? null, null);
	assert.match(isError(URN.parse("urn:a:b", new Map([["edition", "rfc2141"]])), "bad-argument"), /^parse: options must be an object, got Map$/);
	assert.match(isError(URN.template.validate("rfc8141", new Map([["purpose", "x"]])), "bad-argument"), /fields must be an object of field id → text, got Map$/);
	assert.match(isError(URN.parse("urn:a:b", [1]), "bad-argument"), /options must be an object, got array$/);
	isError(URN.extract("a", throwing), "bad-argument");
	isError(URN.template.import("a", throwing), "bad-argument");
	const revoked = Proxy.revocable({}, {});
	revoked.revoke();
	assert.match(isError(URN.display("urn:a:b", revoked.proxy), "bad-argument"), /options cannot be read/);
	isError(URN.template.validate("rfc8141", revoked.proxy), "bad-argument");
	isError(URN.template.validate("rfc8141", throwing), "bad-argument");
	assert.match(isError(URN.template.validate("rfc8141", {toJSON: () => undefined}), "bad-argument"), /fields cannot be written as JSON/);
	isError(URN.template.render("rfc8141", {toJSON() {}}, "text"), "bad-argument");
	// Each call returns a fresh object.
	assert.notEqual(URN.parse(), URN.parse());
});

test("too-large input is refused, and the module goes on", () => {
	isError(URN.extract("a".repeat((8 << 20) + 1)), "too-large");
	// Each op has its limit (wasm/limits.go), which init names.
	const {ops, limits} = URN[INTERNAL];
	const limit = (name) => limits[ops.indexOf(name)];
	assert.equal(limit("encode"), 1 << 19);
	assert.match(isError(URN.encode("a".repeat(limit("encode") + 1)), "too-large"), /^encode: .* the limit for encode is 524288$/);
	isError(URN.display("a".repeat(limit("display") + 1)), "too-large");
	isError(URN.parse("a".repeat(limit("parse") + 1)), "too-large");
	isError(URN.equivalent("a".repeat(limit("equivalent")), "b"), "too-large");
	assert.equal(URN.encode("a".repeat(limit("encode"))).valid, true);
	assert.equal(URN.parse("urn:example:" + "b".repeat(limit("parse") - 12)).valid, true);
	// The limit counts the caller's text, not the edition, whoever reads
	// the URN (urn.js reads a plain one itself).
	const atLimit = "urn:example:" + "b".repeat(limit("parse") - 12);
	assert.equal(URN.parse(atLimit, {edition: "rfc8141"}).valid, true);
	assert.equal(URN.valid(atLimit, {edition: "rfc8141"}), true);
	isError(URN.parse(atLimit + "b", {edition: "rfc8141"}), "too-large");
	isError(URN.valid(atLimit + "b", {edition: "rfc8141"}), "too-large");
	assert.equal(URN.valid(atLimit), true);
	// The template functions share one limit, 4 MiB of UTF-8: what
	// import returns, validate and render take.
	isError(URN.template.import("x".repeat((4 << 20) + 1)), "too-large");
	isError(URN.template.validate("rfc8141", {purpose: "x".repeat(4 << 20)}), "too-large");
	isError(URN.template.render("rfc8141", {purpose: "x".repeat(4 << 20)}), "too-large");
	const reg = URN.template.import("Namespace ID: example\n" + "x".repeat(3 << 20)).registration;
	assert.equal(URN.template.validate("rfc8141", reg).layout, "rfc8141");
	assert.equal(URN.template.render("rfc8141", reg).layout, "rfc8141");
	const big = "see urn:example:a😀 ".repeat(20000); // 400 K code units
	const r = URN.extract(big);
	assert.equal(r.found.length, 20000);
	checkSpans(big, r.found);
	assert.equal(URN.parse("urn:isbn:0451450523").valid, true);
});

test("a Go panic becomes an error object, and the module goes on", () => {
	const internal = URN[INTERNAL];
	let msg = isError(internal.call("test.panic"), "internal");
	assert.match(msg, /test\.panic.*on purpose/);
	assert.equal(URN.parse("urn:isbn:0451450523").valid, true);

	// A malformed request through the raw export: a length beyond the
	// buffer panics on slicing inside Go, and is recovered.
	const ex = internal.exports;
	const n = ex.urn_call(internal.ops.indexOf("parse"), 0x7fffffff);
	const shared = ex.urn_io();
	const dv = new DataView(ex.mem.buffer);
	const p = dv.getUint32(shared + 8, true);
	const res = JSON.parse(new TextDecoder().decode(new Uint8Array(ex.mem.buffer, p, n)));
	msg = isError(res, "internal");
	assert.match(msg, /slice bounds out of range/);
	isError(internal.call("parse", "rfc8141"), "bad-request");
	for (let i = 0; i < 3; i++) assert.equal(URN.parse("urn:isbn:0451450523").valid, true);
});

test("load({templates: \"on-demand\"}): URN.template waits for URN.template.load()", async () => {
	const own = await load({wasm: await readFile(wasmFile), templates: "on-demand"});
	assert.match(isError(own.template.layouts(), "not-loaded"), /^template\.layouts: .*URN\.template\.load\(\)/);
	assert.equal(own.parse("urn:isbn:0451450523").valid, true, "the rest of the API does not wait");
	const p = own.template.load();
	assert.equal(own.template.load(), p, "one load, however often asked for");
	await p;
	assert.deepEqual(own.template.layouts().map((l) => l.id), URN.template.layouts().map((l) => l.id));
	assert.equal(own.template.validate("rfc8141", {}).layout, "rfc8141");
	// A wrong option is refused; a module that cannot be loaded rejects,
	// and a later load() tries again.
	await assert.rejects(load({templates: "later"}), /options\.templates must be "with" or "on-demand"/);
	const broken = await load({wasm: await readFile(wasmFile), templateWasm: new Uint8Array([0, 1, 2]), templates: "on-demand"});
	await assert.rejects(broken.template.load());
	await assert.rejects(broken.template.load());
	isError(broken.template.layouts(), "not-loaded");
	await assert.rejects(load({wasm: await readFile(wasmFile), templateWasm: new Uint8Array([0, 1, 2])}));
});

test("a module whose Go program has exited answers every call with an error object", async () => {
	const own = await load({wasm: await readFile(wasmFile)});
	const {go} = own[INTERNAL];
	// Make the Go runtime fail fatally, as running out of memory would:
	// resuming it without a pending event dereferences a nil handler. Its
	// panic message goes to console.log; keep it out of the test output.
	const log = console.log, warn = console.warn;
	const said = [];
	console.log = console.warn = (...a) => said.push(a.join(" "));
	try {
		go._inst.exports.resume();
	} finally {
		console.log = log;
		console.warn = warn;
	}
	assert.equal(go.exited, true, said.join("\n"));
	assert.match(isError(own.parse("urn:isbn:0451450523"), "unavailable"), /^parse: .*exited/);
	isError(own.editions(), "unavailable");
	// The templates run in a module of their own, which goes on.
	assert.equal(own.template.render("rfc8141", {}).format, "text");
	// Other instances are not affected.
	assert.equal(URN.parse("urn:isbn:0451450523").valid, true);
});

test("equivalent", () => {
	const r = URN.equivalent("URN:EXAMPLE:a%2c?=x", "urn:example:a%2C#f");
	assert.equal(r.equivalent, true);
	assert.equal(r.edition, "rfc8141");
	assert.equal(r.mode, "5a");
	assert.equal(r.verdict, "Equivalent under RFC 8141");
	assert.equal(r.summary, r.verdict + ": " + r.reason);
	assert.equal(r.a.normalized, "urn:example:a%2C");
	assert.equal(r.b.normalized, "urn:example:a%2C");
	assert.equal(r.difference, null);
	assert.deepEqual(r.a.steps.map((s) => s.id).slice(0, 3), ["scheme-case", "nid-case", "hex-case"]);
	for (const s of r.a.steps) checkSpans(r.a.input, s.changes.map((c) => ({...c, text: c.before})));

	const a = "urn:example:😀é-a", b = "URN:example:😀é-b";
	const n = URN.equivalent(a, b);
	assert.equal(n.equivalent, false);
	assert.equal(n.difference.part, "nss");
	assert.equal(n.a.normalized.slice(n.difference.a), "a");
	assert.equal(a.slice(n.difference.inputA), "a");
	assert.equal(b.slice(n.difference.inputB), "b");
	assert.ok(n.difference.reason.length > 0);
	assert.equal(n.diff.filter((d) => d.kind !== "insert").map((d) => n.a.normalized.slice(d.a.start, d.a.end)).join(""), n.a.normalized);
	assert.equal(n.diff.filter((d) => d.kind !== "delete").map((d) => n.b.normalized.slice(d.b.start, d.b.end)).join(""), n.b.normalized);

	const q = ["urn:example:a?c=1&s=I2L", "urn:example:a?s=I2L&c=1"];
	assert.equal(URN.equivalent(...q, {edition: "draft-03", mode: "5b"}).equivalent, true);
	assert.equal(URN.equivalent("urn:example:a?s=I2L", "urn:example:a?s=I2R", {edition: "draft-03", mode: "5b"}).equivalent, false);
	assert.equal(URN.equivalent("urn:example:a?s=I2L", "urn:example:a?s=I2R", {edition: "draft-03"}).equivalent, true);
});

test("encode", () => {
	const raw = "café au lait?😀";
	const r = URN.encode(raw, {nid: "example"});
	assert.equal(r.urn, "urn:example:caf%C3%A9%20au%20lait%3F%F0%9F%98%80");
	assert.equal(r.valid, true);
	assert.equal(URN.parse(r.urn).valid, true);
	for (const c of r.chars) {
		assert.equal(raw.slice(c.start, c.end), c.char);
		assert.equal(r.nss.slice(c.out.start, c.out.end), c.encoded);
		assert.equal(typeof c.reason, "string");
	}
	const s = URN.encode("a@b", {special: "@"});
	assert.equal(s.nss, "a%40b");
	assert.equal(s.urn, null);
	assert.equal(URN.encode("a/b", {edition: "rfc2141"}).edition, "rfc2141");
});

test("display", () => {
	const r = URN.display("urn:example:%D0%B0bc😀");
	assert.equal(r.canonical, "urn:example:%D0%B0bc😀");
	assert.equal(r.text, "urn:example:аbc😀");
	const seg = r.segments[0];
	assert.equal(r.text.slice(seg.to.start, seg.to.end), "а");
	assert.equal(r.canonical.slice(seg.from.start, seg.from.end), "%D0%B0");
	const note = r.notes.find((n) => n.code === "display-confusable");
	assert.equal(note.like, "a");
	assert.equal(r.text.slice(note.start, note.end), "а");
});

test("extract", () => {
	const text = "😀 See urn:isbn:0451450523. Or “urn:example:a b” and (urn:example:é).";
	const r = URN.extract(text);
	assert.equal(r.edition, "rfc8141");
	assert.equal(r.strict, false);
	checkSpans(text, r.found);
	assert.deepEqual(r.found.map((f) => f.text), ["urn:isbn:0451450523", "urn:example:a", "urn:example:"]);
	assert.equal(r.found[0].trimmed.text, ".");
	assert.equal(text.slice(r.found[0].trimmed.start, r.found[0].trimmed.end), ".");
	assert.equal(r.found[0].error, null);
	const bad = r.found[2];
	assert.equal(bad.valid, false);
	assert.ok(bad.error.start >= bad.start && bad.error.end <= bad.end);
	const strict = URN.extract(text, {strict: true, edition: "rfc2141"});
	assert.equal(strict.found[0].text, "urn:isbn:0451450523.");
	assert.deepEqual([r.total, r.invalid], [3, 1]);
	// list: the first URNs found in full, every one counted.
	const one = URN.extract(text, {list: 1});
	assert.deepEqual([one.found.map((f) => f.text), one.total, one.invalid], [["urn:isbn:0451450523"], 3, 1]);
	assert.deepEqual(URN.extract(text, {list: 0}).found, []);
	assert.equal(URN.extract(text, {list: null}).found.length, 3);
	for (const bad of [-1, 1.5, NaN, "2", 2 ** 53]) {
		const e = URN.extract(text, {list: bad});
		isError(e, "bad-argument");
		assert.match(e.error.message, /options\.list must be a whole number from 0/);
	}
});

test("checkLines: a list checked line by line, as urn check does", () => {
	const text = "urn:isbn:0451450523\r\n\nurn:isbn:0451450524\nurn:example:é b\n  \nURN:EXAMPLE:a😀😀x:%zz\nurn:bookshelf:1\n";
	const r = URN.checkLines(text, {ns: true});
	assert.deepEqual([r.lines, r.checked, r.failed, r.invalid, r.violating], [7, 6, 4, 3, 1]);
	// A character and a NID a line, blank ones included.
	assert.equal(r.verdicts, "c.viiir");
	assert.deepEqual(r.nid, [0, -1, 0, 1, -1, 1, 2]);
	assert.deepEqual(r.nids.map((n) => [n.nid, n.count]), [["isbn", 2], ["example", 2], ["bookshelf", 1]]);
	assert.deepEqual(r.namespaces, {"no-rule": 1, conforms: 1, violates: 1});
	// An object for each failing line; the column counts UTF-16 units in
	// the line, from 1: the first emoji, after an emoji's two units.
	assert.deepEqual(r.failures.map((f) => [f.line, f.code]), [[3, "ns-check-digit"], [4, "nss-char"], [5, "leading-space"], [6, "nss-char"]]);
	const lines = text.split("\n");
	const last = r.failures[3];
	assert.equal(lines[last.line - 1].slice(last.column - 1, last.column + 1), "😀");
	assert.match(r.failures[0].message, /check digit/);
	// Without ns, the ISBN's check digit does not fail the line ("w"):
	// its namespace verdict is still given.
	const plain = URN.checkLines(text);
	assert.deepEqual([plain.verdicts, plain.violating, plain.failed], ["c.wiiir", 0, 3]);
	isError(URN.checkLines("x\n".repeat(300000)), "too-large");
	isError(URN.checkLines(null), "bad-argument");
});

test("resolve: where a URN leads, never a link for what is no name", () => {
	const r = URN.resolve("urn:nbn:se:lnu:diva-80554?+x");
	assert.deepEqual([r.verdict, r.nid, r.valid], ["linked", "nbn", true]);
	assert.deepEqual(r.links.map((l) => l.url), ["https://urn.kb.se/resolve?urn=urn%3Anbn%3Ase%3Alnu%3Adiva-80554", "https://nbn-resolving.org/urn:nbn:se:lnu:diva-80554"]);
	assert.equal(r.links[0].ref.anchor, "snd-pid-nbn-sec-pid-parameters");
	assert.match(r.note, /r-component is not passed on/);
	assert.equal(r.ref.anchor, "iana-nbn-sec-resolution");
	// A violation blocks; a namespace without a service says why; an
	// unknown one has no data.
	assert.equal(URN.resolve("urn:isni:0000000121032684").verdict, "blocked");
	const uuid = URN.resolve("urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66");
	assert.deepEqual([uuid.verdict, uuid.links], ["no-service", []]);
	assert.match(uuid.note, /not globally resolvable/);
	assert.deepEqual([URN.resolve("urn:bookshelf:1").verdict, URN.resolve("urn:bookshelf:1").ref], ["unknown", null]);
	isError(URN.resolve(1), "bad-argument");
	isError(URN.resolve("urn:a:b", {edition: "x"}), "unknown-edition");
});

test("asURL: the platform's URL parser beside the URN's parts", () => {
	// r-, q- and f-components, an upper-case scheme and a %-escape, read by
	// node's own URL class (the URL Standard's parser).
	const r = URN.asURL("URN:example:a%2cb?+r?=q#f", URL);
	assert.equal(r.url.href, new URL("URN:example:a%2cb?+r?=q#f").href);
	const row = Object.fromEntries(r.rows.map((x) => [x.field, x]));
	assert.deepEqual([row.protocol.url, row.protocol.urn, row.protocol.same], ["urn:", "URN:", true]);
	assert.match(row.protocol.notes[0].text, /lower-cases the scheme/);
	assert.deepEqual([row.pathname.url, row.pathname.urn], ["example:a%2cb", "example:a%2cb"]);
	assert.equal(row.search.url, "?+r?=q");
	assert.equal(row.search.parts, "the r-component and the q-component");
	assert.match(row.search.notes[0].text, /r-component .* q-component .* end up in search/);
	assert.deepEqual([row.hash.url, row.hash.parts], ["#f", "the f-component"]);
	for (const x of r.rows) for (const n of x.notes) assert.ok(n.ref.anchor, n.text);
	// What the URL parser percent-encodes, and what it refuses.
	const e = URN.asURL("urn:example:é", URL);
	assert.equal(e.valid, false);
	assert.match(e.rows.find((x) => x.field === "pathname").notes.map((n) => n.text).join(" "), /percent-encodes "é"/);
	const refused = URN.asURL("example", URL);
	assert.deepEqual([refused.url, refused.rows], [null, []]);
	assert.match(refused.notes[0].text, /no scheme/);
	isError(URN.asURL("urn:a:b"), "bad-argument");
	isError(URN.asURL("urn:a:b", URL, {edition: "x"}), "unknown-edition");
});

test("equivalentAsURL: new URL(a).href === new URL(b).href beside URN equivalence", () => {
	const nid = URN.equivalentAsURL("urn:EXAMPLE:a", "urn:example:a", URL);
	assert.deepEqual([nid.urlSame, nid.equivalent, nid.agree], [false, true, false]);
	assert.match(nid.why, /lower-casing the NID/);
	const hex = URN.equivalentAsURL("urn:example:a%2c", "urn:example:a%2C", URL);
	assert.deepEqual([hex.urlSame, hex.equivalent], [false, true]);
	const comp = URN.equivalentAsURL("urn:example:a?+r", "urn:example:a", URL);
	assert.deepEqual([comp.urlSame, comp.equivalent], [false, true]);
	const scheme = URN.equivalentAsURL("URN:example:a", "urn:example:a", URL);
	assert.deepEqual([scheme.urlSame, scheme.equivalent, scheme.agree], [true, true, true]);
	const enc = URN.equivalentAsURL("urn:example:é", "urn:example:%C3%A9", URL);
	assert.deepEqual([enc.urlSame, enc.equivalent, enc.agree], [true, false, false]);
	isError(URN.equivalentAsURL("urn:a:b", "urn:a:b", URL, {mode: "5c"}), "unknown-mode");
	isError(URN.equivalentAsURL("urn:a:b", "urn:a:b", null), "bad-argument");
});

test("template", () => {
	const layouts = URN.template.layouts();
	assert.deepEqual(layouts.map((l) => l.id), ["rfc2611", "draft-12", "rfc8141"]);
	assert.deepEqual(layouts.map((l) => l.year), [1999, 2015, 2017]);
	const l = layouts[2];
	assert.ok(l.fieldIds.includes("purpose"));
	assert.ok(l.sections.every((s) => typeof s.label === "string" && Array.isArray(s.guidance)));

	const fields = {"namespace-id": "example😀", purpose: "For tests.", "registrant.email": "a@example.org"};
	const v = URN.template.validate("rfc8141", fields);
	assert.equal(v.layout, "rfc8141");
	assert.ok(v.total > 0 && v.score >= 0 && v.score <= 100);
	assert.ok(v.findings.some((f) => f.code === "tpl-nid-syntax" && f.field === "namespace-id"));
	assert.ok(v.missing.includes("syntax"));
	assert.equal(URN.template.validate("rfc8141").missing.includes("namespace-id"), true);

	for (const format of ["text", "markdown", "json"]) {
		const r = URN.template.render("rfc8141", fields, format);
		assert.equal(r.format, format);
		assert.ok(r.text.includes("For tests."));
	}
	assert.equal(URN.template.render("rfc8141", fields).format, "text");
	const md = URN.template.render("rfc8141", fields, "markdown").text;
	assert.ok(md.startsWith("# URN Namespace Registration: example😀"));

	for (const format of ["text", "json"]) {
		const text = URN.template.render("rfc8141", fields, format).text;
		const im = URN.template.import(text);
		assert.equal(im.format, format);
		assert.equal(im.registration.layout, "rfc8141");
		assert.equal(im.registration.fields.purpose, "For tests.");
		assert.ok(Array.isArray(im.findings));
		// import's registration goes back into render as it is.
		assert.equal(URN.template.render("rfc8141", im.registration, format).text, text);
	}
	const bad = URN.template.import("{ nope", {format: "json"});
	assert.equal(bad.registration, null);
	assert.equal(bad.findings[0].code, "tpl-json-syntax");
});

// checkExercise runs core/exercise's evaluator, the one the site's build
// proves every lesson exercise with (site/lessons/FORMAT.md), on an
// exercise in the compiled form the build writes into the course
// (exercise.Compile; wasm/README.md). The forms below are pinned by
// core/exercise's TestCompiledForm.
test("checkExercise", () => {
	// id: nid-informal / kind: write / want: valid / why: A URN needs an
	// NSS after the NID. / want: nid-class informal
	const write = "1adoa\n\n\nwadoa\nyA URN needs an NSS after the NID.\nwedoc";
	const right = URN.checkExercise(write, "urn:urn-7:hello");
	assert.deepEqual(Object.keys(right), ["right", "condition", "index", "message", "why", "input", "span", "diagnostic", "ref", "clicked", "truth"]);
	assert.equal(right.right, true);
	assert.equal(right.condition, null);
	assert.equal(right.index, -1);
	// The first failing want decides, with the lesson's why and the
	// engine's diagnostic (RFC 8141 §2: the NSS is not optional).
	const missing = URN.checkExercise(write, "urn:urn-7");
	assert.equal(missing.right, false);
	assert.equal(missing.condition, "valid");
	assert.equal(missing.index, 0);
	assert.equal(missing.why, "A URN needs an NSS after the NID.");
	assert.equal(missing.diagnostic.code, "missing-nss");
	assert.equal(missing.ref.edition, "rfc8141");
	const formal = URN.checkExercise(write, "urn:isbn:0451450523");
	assert.equal(formal.condition, "nid-class");
	assert.equal(formal.index, 1);
	assert.match(formal.message, /formal, not informal/);
	assert.deepEqual(formal.span, {start: 4, end: 8});

	// A click: the answer may be the clicked character's UTF-16 offset,
	// emoji counting two, as the page has it. (kind: click / given:
	// urn:example:😀?=x / part: q-component)
	const click = "1cdea\nurn:example:😀?=x\n";
	const hit = URN.checkExercise(click, 16);
	assert.equal(hit.right, true);
	assert.deepEqual(hit.clicked, {kind: "q-component", start: 16, end: 17, text: "x"});
	const miss = URN.checkExercise(click, "@😀");
	assert.equal(miss.right, false);
	assert.equal(miss.condition, "part");
	assert.deepEqual(miss.clicked, {kind: "nss", start: 12, end: 14, text: "😀"});
	checkSpans(miss.input, [miss.clicked]);

	// A predict tells the engine's truth once answered. (kind: predict /
	// edition: rfc2141 / given: urn:example:a~b / ask: validity)
	const predict = "1daob\nurn:example:a~b\n";
	const wrong = URN.checkExercise(predict, "valid");
	assert.equal(wrong.right, false);
	assert.equal(wrong.condition, "ask");
	assert.equal(wrong.truth, "invalid");
	assert.equal(wrong.diagnostic.code, "nss-char");

	// A lesson's block as written is no compiled exercise: bad-exercise,
	// with the line where the form breaks.
	const bad = URN.checkExercise("id: x\nkind: write\nprompt: p\nwant: valid", "urn:a:b");
	assert.match(isError({error: bad.error}, "bad-exercise"), /^checkExercise: line 1: not an exercise in the compiled form/);
	assert.deepEqual(bad.error.problems.map((p) => p.line), [1]);
	assert.deepEqual(URN.checkExercise("1adoa\n\n\nwzdoa", "urn:a:b").error.problems.map((p) => p.line), [4]);
	isError(URN.checkExercise(null, "x"), "bad-argument");
	isError(URN.checkExercise(write, undefined), "bad-argument");
	// A number is a click's offset: anything else is named as such.
	for (const n of [-1, NaN, 4.5, 2 ** 53, Infinity]) {
		assert.match(isError(URN.checkExercise(click, n), "bad-argument"), /^checkExercise: answer, a number, must be a click's UTF-16 offset: a whole number from 0 to 2\*\*53 − 1, got /);
	}
	// Messages name the function the caller called, not the module's op.
	const huge = URN.checkExercise(write, "x".repeat(9 << 20));
	assert.match(isError(huge, "too-large"), /^checkExercise: .*the limit for checkExercise is \d+$/);
	assert.doesNotMatch(huge.error.message, /exercise\.check/);
});

test("parse: a long paste's problems past the first 1,000 are counted by code; its fixes carry no result", () => {
	const r = URN.parse("urn:ab:" + "a ".repeat(2500)); // over 4,096 units: no fix result
	const listed = r.diagnostics.filter((d) => d.code === "nss-char").length;
	const unlisted = r.unlisted.find((c) => c.code === "nss-char");
	assert.equal(listed + unlisted.count, 2499); // the last space is trailing white space
	assert.equal(unlisted.severity, "error");
	assert.equal(r.diagnostics.find((d) => d.fix).fix.result, null);
	const short = URN.parse("urn:ab:a b");
	assert.equal(short.diagnostics.find((d) => d.code === "nss-char").fix.result, "urn:ab:a%20b");
	assert.deepEqual(short.unlisted, []);
});

test("encode: at most 1,000 encoded characters listed, the rest counted", () => {
	const e = URN.encode(" ".repeat(3000));
	assert.equal(e.chars.length, 1000);
	assert.equal(e.unlisted, 2000);
	assert.equal(e.nss, "%20".repeat(3000));
});

test("limits count the caller's text, not the edition or a hidden flag", () => {
	const L = URN[Symbol.for("urn-playground.internal")].limits, ops = URN[Symbol.for("urn-playground.internal")].ops;
	const parseLimit = L[ops.indexOf("parse")], encodeLimit = L[ops.indexOf("encode")];
	const r = URN.parse("urn:isbn:" + "1".repeat(parseLimit - 9));
	assert.equal(r.error, undefined);
	assert.equal(r.namespace.error, undefined); // its namespace is asked with the edition's id
	assert.equal(typeof r.namespace.verdict, "string");
	const e = URN.encode("a".repeat(encodeLimit - 2), {nid: "ab"});
	assert.equal(e.error, undefined);
	const over = URN.encode("a".repeat(encodeLimit - 1), {nid: "ab"});
	assert.equal(over.error.message, `encode: the text passed is ${encodeLimit + 1} UTF-16 code units long; the limit for encode is ${encodeLimit}`);
	assert.equal(URN.parse("urn:a:b", {edition: "x".repeat(65)}).error.code, "too-large");
});
