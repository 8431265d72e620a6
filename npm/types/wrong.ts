// wrong.ts — usages that must NOT compile against ../urn.d.ts. Each line
// marked "// wrong: TSnnnn" must fail with that error, and no other line
// may fail (npm/types_test.go). One mistake a line.
import {load} from "../urn.js";

const urn = await load();
urn.parse(42); // wrong: TS2345
urn.parse("urn:a:b", {edition: "rfc9999"}); // wrong: TS2322
urn.equivalent("urn:a:b"); // wrong: TS2554
urn.equivalent("urn:a:b", "urn:a:c", {mode: "5c"}); // wrong: TS2322
urn.extract("text", {strict: "yes"}); // wrong: TS2322
urn.template.validate("rfc9999", {}); // wrong: TS2345
urn.template.render("rfc8141", {}, "html"); // wrong: TS2345
urn.template.validate("rfc8141", {purpose: 1}); // wrong: TS2322
load("dist/urn.wasm"); // wrong: TS2559
urn.version = "2.0.0"; // wrong: TS2540

const r = urn.parse("urn:a:b");
r.parts; // wrong: TS2339
if (!r.error) {
	const n: string = r.normalized; // wrong: TS2322
	r.nid.text; // wrong: TS18047
	r.diagnostics[0]?.fix.title; // wrong: TS2532
	r.parts[0]?.kind === "namespace"; // wrong: TS2367
}
const ok: boolean = urn.valid("urn:a:b"); // wrong: TS2322
const e = urn.encode("x");
if (e.error) e.error.code === "no-such-code"; // wrong: TS2367
