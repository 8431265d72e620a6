// declarations.test.mjs — urn.d.ts against what the module really returns.
// tsc checks that the declarations are consistent (npm/types_test.go);
// this checks that they are true: the API object, and every result of
// every function on inputs that reach its optional members, is walked
// beside its declared type (read with the TypeScript compiler's API, the
// version pinned in npm/types), and every member must be declared, every
// required member present, every value of the declared type, string
// literals included.
//
//   URN_DIST=dist node --test npm/declarations.test.mjs
//
// Without npm/types/node_modules (npm ci there, or go test ./npm/) it
// skips, but under CI.
import {test} from "node:test";
import assert from "node:assert/strict";
import {createRequire} from "node:module";
import {existsSync} from "node:fs";
import {fileURLToPath} from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));
const tsDir = path.join(here, "types", "node_modules", "typescript");
const dist = path.resolve(process.env.URN_DIST ?? "dist");
const skip = !existsSync(tsDir) && !process.env.CI ? "npm/types/node_modules is missing (npm ci in npm/types)" : false;

// declared reads urn.d.ts and returns check(value, typeName), which lists
// where value departs from the declared type.
function declared() {
	const ts = createRequire(import.meta.url)(tsDir);
	const file = path.join(here, "urn.d.ts");
	const program = ts.createProgram([file], {strict: true, noEmit: true, lib: ["lib.es2022.d.ts", "lib.dom.d.ts"], types: []});
	const checker = program.getTypeChecker();
	const source = program.getSourceFile(file);
	const named = new Map();
	ts.forEachChild(source, (n) => {
		if ((ts.isInterfaceDeclaration(n) || ts.isTypeAliasDeclaration(n)) && n.name) {
			named.set(n.name.text, checker.getTypeAtLocation(n.name));
		}
	});
	const F = ts.TypeFlags;
	const str = (t) => checker.typeToString(t);

	// fits says whether value is of type t, pushing the departures found
	// inside objects to problems.
	function fits(value, t, where, problems) {
		const parts = t.isUnion() ? t.types : [t];
		const kinds = parts.map((p) => {
			if (value === null) return p.flags & F.Null;
			if (value === undefined) return p.flags & (F.Undefined | F.Void);
			if (typeof value === "string") return p.isStringLiteral() ? p.value === value : p.flags & F.String;
			if (typeof value === "number") return p.isNumberLiteral() ? p.value === value : p.flags & F.Number;
			if (typeof value === "function") return p.getCallSignatures().length > 0;
			if (typeof value === "boolean") return p.flags & (F.Boolean | F.BooleanLiteral) ? (p.flags & F.Boolean || str(p) === String(value)) : false;
			if (Array.isArray(value)) return checker.isArrayType(p);
			return p.flags & (F.Object | F.Intersection) && !checker.isArrayType(p);
		});
		const i = kinds.findIndex(Boolean);
		if (i < 0) {
			problems.push(`${where}: ${JSON.stringify(value)?.slice(0, 60)} is not ${str(t)}`);
			return;
		}
		const p = parts[i];
		if (Array.isArray(value)) {
			const elem = checker.getTypeArguments(p)[0];
			value.forEach((v, k) => fits(v, elem, `${where}[${k}]`, problems));
		} else if (value !== null && typeof value === "object") {
			object(value, p, where, problems);
		}
	}

	function object(value, t, where, problems) {
		const props = checker.getPropertiesOfType(t);
		const names = new Set(props.map((s) => s.name));
		for (const key of Object.keys(value)) {
			if (!names.has(key) && !checker.getIndexInfoOfType(t, ts.IndexKind.String)) problems.push(`${where}.${key}: not declared in ${str(t)}`);
		}
		const index = checker.getIndexInfoOfType(t, ts.IndexKind.String);
		if (index) for (const [k, v] of Object.entries(value)) fits(v, index.type, `${where}[${k}]`, problems);
		for (const s of props) {
			const optional = (s.flags & ts.SymbolFlags.Optional) !== 0;
			if (!(s.name in value)) {
				if (!optional) problems.push(`${where}.${s.name}: declared required, absent`);
				continue;
			}
			fits(value[s.name], checker.getTypeOfSymbol(s), `${where}.${s.name}`, problems);
		}
	}

	// check takes a declared type's name, or a name and "[]" for an array.
	return function check(value, typeName) {
		if (typeName.endsWith("[]")) {
			assert.ok(Array.isArray(value), `${typeName}: ${JSON.stringify(value).slice(0, 80)}`);
			return value.flatMap((v) => check(v, typeName.slice(0, -2)));
		}
		const t = named.get(typeName);
		assert.ok(t, `urn.d.ts declares no ${typeName}`);
		const problems = [];
		fits(value, t, typeName, problems);
		return problems;
	};
}

test("urn.d.ts describes what the module returns", {skip}, async () => {
	const check = declared();
	const {load} = await import(path.join(dist, "urn.js"));
	const URN = await load();
	const problems = [];
	const expect = (typeName, value) => problems.push(...check(value, typeName));
	const urns = [
		"urn:isbn:0451450523", "URN:example:caf\u00e9?+r?=q#f", "urn:ietf:rfc:2648%2C", "urn:x-foo:a", "urn:de:b",
		"urn:a-:b", "urn:", "", "urn:example:a123?+abc", "urn:example:a?query#frag", "urn:uuid:6E8BC430-9C3A-11D9-9669-0800200C9A66",
	];
	// The API object itself: every function it has is declared, and
	// every function declared is there (a new one needs its declaration).
	expect("URN", URN);
	expect("Edition[]", URN.editions());
	for (const edition of ["rfc2141", "draft-03", "draft-12", "rfc8141"]) {
		for (const u of urns) {
			expect("Reading", URN.parse(u, {edition}));
			expect("Display", URN.display(u, {edition}));
			expect("Encoding", URN.encode(u, {edition, nid: "example", special: ":"}));
			for (const mode of ["5a", "5b"]) expect("Comparison", URN.equivalent(u, urns[1], {edition, mode}));
		}
		expect("Extraction", URN.extract(`See ${urns.join(", and ")}.`, {edition}));
		expect("Extraction", URN.extract(urns.join(" "), {edition, strict: true}));
	}
	expect("Comparison", URN.equivalent(" urn:uuid:6E8BC430-9C3A-11D9-9669-0800200C9A66", "urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66"));
	expect("Display", URN.display("urn:example:%2F%D0%B0bc"));
	expect("Encoding", URN.encode("caf\u00e9 au lait?"));
	const layouts = URN.template.layouts();
	expect("Layout[]", layouts);
	for (const l of layouts) {
		const fields = {"namespace-id": "example", syntax: "e.g. urn:example:1 and urn:foo:%zz"};
		expect("Report", URN.template.validate(l.id, fields));
		for (const format of ["text", "markdown", "json"]) {
			const r = URN.template.render(l.id, fields, format);
			expect("Rendered", r);
			expect("Imported", URN.template.import(r.text));
		}
	}
	expect("Imported", URN.template.import("{not json", {format: "json"}));
	// Error objects, one per code urn.js can give without breaking the module.
	for (const e of [URN.parse(1), URN.parse("x", {edition: "rfc9999"}), URN.equivalent("a", "b", {mode: "5c"}),
		URN.template.validate("x"), URN.template.render("rfc8141", {}, "html"), URN.template.validate("rfc8141", {nope: "x"}),
		URN.parse("x".repeat(3 << 20)), URN.valid(null)]) {
		assert.ok(e.error, JSON.stringify(e).slice(0, 80));
		expect("URNError", e);
	}
	assert.deepEqual(problems.slice(0, 20), []);
});

test("the checker finds a departure", {skip}, () => {
	const check = declared();
	assert.deepEqual(check({kind: "nid", start: 0, end: 1, text: "a", topLevel: true}, "Part"), []);
	assert.equal(check({kind: "namespace", start: 0, end: 1, text: "a", topLevel: true}, "Part").length, 1);
	assert.equal(check({kind: "nid", start: 0, end: 1, text: "a"}, "Part").length, 1);
	assert.equal(check({kind: "nid", start: 0, end: 1, text: "a", topLevel: true, extra: 1}, "Part").length, 1);
	assert.equal(check({start: 0, end: "1"}, "Span").length, 1);
});
