// fatal.test.mjs — what urn.js does when a call ends the module's Go
// program (a fatal error, such as running out of memory), apart from
// urn.test.mjs because it ends the shared instance of load():
//
//   URN_DIST="$dir" node --test wasm/js/*.test.mjs

import {test} from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import {fileURLToPath, pathToFileURL} from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dist = path.resolve(process.env.URN_DIST ?? path.join(root, "dist"));
const {load} = await import(pathToFileURL(path.join(dist, "urn.js")));
const INTERNAL = Symbol.for("urn-playground.internal");

// quietly runs fn with console.log and console.warn silenced: the Go
// runtime prints its fatal error there.
function quietly(fn) {
	const log = console.log, warn = console.warn;
	console.log = console.warn = () => {};
	try {
		return fn();
	} finally {
		console.log = log;
		console.warn = warn;
	}
}

test("a call that ends the Go program answers unavailable, and load() makes a new instance", async () => {
	const URN = await load();
	assert.ok(URN[INTERNAL].ops.includes("test.fatal"), "the module users download has no test.fatal: build one with wasm/build.sh -tags urntest DIR and run with URN_DIST=DIR");
	assert.equal(URN.parse("urn:isbn:0451450523").valid, true);
	// test.fatal (not part of the API) ends the Go program in the middle
	// of the call, as running out of memory does.
	const r = quietly(() => URN[INTERNAL].call("test.fatal"));
	assert.equal(r.error?.code, "unavailable", JSON.stringify(r));
	assert.match(r.error.message, /^test\.fatal: .*exited/);
	assert.equal(URN.parse("urn:isbn:0451450523").error?.code, "unavailable");
	assert.equal(URN.encode("a").error?.code, "unavailable");
	// load() does not hand back the dead instance.
	const fresh = await load();
	assert.notEqual(fresh, URN);
	assert.equal(fresh.parse("urn:isbn:0451450523").valid, true);
	assert.equal(await load(), fresh, "and shares the new one");
});

test("parse, the fast path, checks too", async () => {
	const URN = await load({wasm: pathToFileURL(path.join(dist, (await import("node:fs")).readdirSync(dist).find((f) => /^urn\.[0-9a-f]{12}\.wasm$/.test(f))))});
	quietly(() => URN[INTERNAL].call("test.fatal"));
	assert.equal(URN.parse("urn:isbn:0451450523").error?.code, "unavailable");
});
