// usage.ts — what a TypeScript user of @urn-playground/urn writes, which
// must compile under tsc --noEmit --strict against ../urn.d.ts and
// ../embed.d.ts (npm/types_test.go): every function, every option, the
// narrowing of a result from its error object, and the custom element.
import {load} from "../urn.js";
import type {
	Comparison, Diagnostic, Edition, EditionId, Extraction, Layout, Reading, Registration, Report, URN, URNError,
} from "../urn.js";
import "../embed.js";

const urn: URN = await load();
const other: URN = await load({wasm: new URL("./urn.wasm", import.meta.url)});
await load({wasm: new Uint8Array(8)});
const version: string = urn.version + other.version;

// Narrowing on error, as the README does.
const r = urn.parse("urn:isbn:0451450523", {edition: "rfc2141"});
if (r.error) {
	const code: URNError["error"]["code"] = r.error.code;
	console.log(code, r.error.message);
} else {
	const reading: Reading = r;
	for (const p of reading.parts) console.log(p.kind, reading.input.slice(p.start, p.end), p.topLevel);
	const first: Diagnostic | undefined = reading.diagnostics[0];
	if (first?.fix) console.log(first.fix.result, first.ref?.text);
	const nid = reading.nid;
	if (nid !== null) console.log(nid.class, nid.registered, nid.reference);
	const normalized: string | null = reading.normalized;
	console.log(normalized, version);
	// The namespace reading (1.4.0): its verdict, rule and sub-parts.
	const ns = reading.namespace;
	if (ns.verdict === "violates") console.log(ns.rule?.title, ns.diagnostics[0]?.fix?.result);
	for (const sp of ns.parts) console.log(sp.id, sp.label, sp.text, sp.start);
}

// An exercise checked by the engine (1.3.0), in the compiled form the
// site's build writes (1.5.0: "write a valid URN"); anything else is
// bad-exercise, with the line where the form breaks.
const checked = urn.checkExercise("1adoa\n\n\nwadoa", "urn:isbn:0451450523");
if (checked.error) {
	console.log(checked.error.code, checked.error.message);
	if (checked.error.code === "bad-exercise") for (const p of checked.error.problems) console.log(p.line, p.message);
} else {
	console.log(checked.right, checked.condition, checked.message, checked.clicked?.kind, checked.truth);
}

// An error object is never a result: after !c.error, c is the Comparison.
const c = urn.equivalent("urn:a:b", "URN:A:b", {edition: "draft-03", mode: "5b"});
if (c.error !== undefined) {
	console.log(c.error.code === "too-large");
} else {
	const comparison: Comparison = c;
	console.log(comparison.equivalent, comparison.verdict, comparison.a.steps.length, comparison.byRule?.title);
	for (const d of comparison.diff) if (d.kind !== "equal") console.log(d.a.start, d.b.end, d.text);
	console.log(comparison.difference?.inputA);
}

const ok = urn.valid("urn:a:b", {edition: null});
if (typeof ok === "boolean") console.log(ok);
else console.log(ok.error.message);

const eds = urn.editions();
if (!eds.error) {
	const def: Edition | undefined = eds.find((e) => e.default);
	const id: EditionId | undefined = def?.id;
	console.log(id, eds.map((e) => e.year));
}

const enc = urn.encode("café au lait?", {nid: "example", special: "", edition: undefined});
if (!enc.error) console.log(enc.urn ?? enc.nss, enc.chars.map((ch) => ch.out.start));
const disp = urn.display("urn:example:%D0%B0bc");
if (!disp.error) console.log(disp.text, disp.notes.filter((n) => n.like !== "").length);
const ex = urn.extract("See urn:isbn:0451450523.", {strict: false});
if (!ex.error) {
	const e: Extraction = ex;
	for (const f of e.found) console.log(f.text, f.trimmed?.text, f.error?.fix?.result);
}

// Templates.
const layouts = urn.template.layouts();
if (!layouts.error) {
	const l: Layout | undefined = layouts[0];
	console.log(l?.sections.map((s) => s.kind), l?.next[0]?.ref.text);
}
const rep = urn.template.validate("rfc8141", {"namespace-id": "example"});
if (!rep.error) {
	const report: Report = rep;
	console.log(report.score, report.ready, report.examples[0]?.errorAt);
}
const imp = urn.template.import("Namespace Identifier: example\n", {format: "text"});
if (!imp.error && imp.registration) {
	const reg: Registration = imp.registration;
	const rendered = urn.template.render("draft-12", reg, "markdown");
	if (!rendered.error) console.log(rendered.text.length);
}
urn.template.render("rfc2611");
urn.parse("urn:a:b", null);

// The custom element, from embed.js.
const el = document.createElement("urn-playground");
el.setAttribute("src", "https://playground.example/");
el.addEventListener("urn-playground-resize", (e) => console.log(e.detail.height));
