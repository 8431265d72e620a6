// urn.d.ts — TypeScript declarations of urn.js, the JavaScript API of URN
// Playground (package @urn-playground/urn). The API and its exact shapes are
// documented in wasm/README.md ("The API"); this file says the same in
// types, and npm/types_test.go checks it with tsc --noEmit --strict against
// npm/types/usage.ts (what must compile) and npm/types/wrong.ts (what must
// not). Keep the three in step with wasm/js/urn.js.

/** A syntax edition's id. `""`, `null` or absent in options: `"rfc8141"`. */
export type EditionId = "rfc2141" | "draft-03" | "draft-12" | "rfc8141";

/** A registration template's layout id. */
export type LayoutId = "rfc2611" | "draft-12" | "rfc8141";

/** A diagnostic's severity. */
export type Severity = "error" | "warning" | "info";

/** The codes of an error object (wasm/README.md, "Errors"). */
export type ErrorCode =
	| "bad-argument"
	| "unknown-edition"
	| "unknown-mode"
	| "unknown-layout"
	| "unknown-format"
	| "unknown-field"
	| "too-large"
	| "internal"
	| "unavailable"
	| "not-loaded";

/**
 * What every function returns instead of its result when an argument is
 * bad or the call failed: no function throws. The message starts with the
 * function's name (`parse: unknown edition "rfc9999": …`).
 */
export interface URNError {
	error: {code: ErrorCode; message: string};
}

/**
 * A function's result or its error object. Results declare `error` as
 * absent, so that both `if (r.error)` and `if ("error" in r)` narrow.
 */
export type Result<T> = (T & {error?: undefined}) | URNError;

/**
 * Options of the functions that read under an edition. Every options
 * argument (and template fields) is a plain object, of which only its own
 * properties count; a Map or another kind of object is a bad-argument
 * error.
 */
export interface EditionOptions {
	edition?: EditionId | "" | null;
}

/**
 * A span: `start` and `end` are UTF-16 code-unit offsets (end excluded)
 * into the string it points into, so `s.slice(start, end)` is the text.
 * -1 means "no place".
 */
export interface Span {
	start: number;
	end: number;
}

/** Where a rule is written: an edition's section, or another document's. */
export interface Ref {
	/** core.Ref.Doc: an edition id, or "rfc2611", "rfc4122", … */
	edition: string;
	section: string;
	anchor: string;
	/** "RFC 8141 §2.2" */
	text: string;
}

/** One of the four editions of the URN syntax. */
export interface Edition {
	id: EditionId;
	title: string;
	year: number;
	/** "RFC 2141", "draft-03" */
	name: string;
	status: string;
	default: boolean;
}

/** core.Kind.String(): top-level parts tile the input. */
export type Kind =
	| "scheme"
	| "nid"
	| "nss"
	| "r-component"
	| "q-component"
	| "f-component"
	| "query"
	| "fragment"
	| "delimiter"
	| "unparsed"
	| "percent-encoded"
	| "separator"
	| "keyword"
	| "value";

export interface Part extends Span {
	kind: Kind;
	/** input.slice(start, end) */
	text: string;
	topLevel: boolean;
}

export interface NID {
	text: string;
	class: "formal" | "informal" | "experimental" | "reserved";
	registered: boolean;
	/** IANA's reference, "" when unregistered */
	reference: string;
	/** why reserved or experimental, else "" */
	reason: string;
	ref: Ref | null;
}

export interface Fix extends Span {
	title: string;
	/** replaces [start, end) */
	new: string;
	/** the input with the fix applied; null when the input is longer than
	 * 4,096 UTF-16 units (a thousand whole copies of a long paste would be
	 * gigabytes): splice new into [start, end) instead */
	result: string | null;
}

export interface Diagnostic extends Span {
	severity: Severity;
	/** stable, core.Code */
	code: string;
	message: string;
	ref: Ref | null;
	/** absent when there is none */
	fix?: Fix;
}

/** URN.parse's result. */
export interface Reading {
	/** the input (a lone surrogate reads as U+FFFD, same length) */
	input: string;
	edition: EditionId;
	/**
	 * syntactically valid under the edition: the URN syntax alone. The
	 * specifications call a URN valid only when, besides, its NID is
	 * registered and its NSS conforms to its namespace (draft-12 §1): see
	 * `nid.registered` and `namespace.verdict`.
	 */
	valid: boolean;
	/** ordered by start; a part that contains others comes first */
	parts: Part[];
	/** null when there is no NID to classify */
	nid: NID | null;
	/** ordered by position; at most 1,000, then one info "too-many-problems" counting the rest */
	diagnostics: Diagnostic[];
	/** the diagnostics past those listed, counted by code (since 2.0.0) */
	unlisted: CodeCount[];
	/** the edition's equivalence form (draft-03: 5a); null when not valid */
	normalized: string | null;
	/** the NSS against its namespace's own syntax (since 1.4.0) */
	namespace: NamespaceReading;
}

/** The namespace reading's verdict (since 2.2.0 a name of its own). */
export type NamespaceVerdict = "conforms" | "violates" | "no-rule";

/**
 * The namespace reading, beside the syntax reading: it never changes
 * `valid` or `diagnostics`.
 */
export interface NamespaceReading {
	/** violates: some problem is an error (listed, or counted past the cap) */
	verdict: NamespaceVerdict;
	/** null for "no-rule": no syntax known for this NID, or no NID and NSS */
	rule: NamespaceSyntax | null;
	/** tile the NSS, in order ("unread": what the rule could not place) */
	parts: NamespacePart[];
	/** codes "ns-…"; every fix alone gives a conforming NSS; at most 1000, then one info "too-many-problems" counting the rest */
	diagnostics: Diagnostic[];
	/** the diagnostics past those listed, counted by code (since 2.0.0) */
	unlisted: CodeCount[];
}

/** How many diagnostics of one code and severity a list left out. */
export interface CodeCount {
	code: string;
	severity: Severity;
	count: number;
}

/** A namespace's own syntax, from its registration or RFC. */
export interface NamespaceSyntax {
	nid: string;
	id: string;
	title: string;
	ref: Ref | null;
	/** the registration leaves the NSS free: any NSS conforms */
	free: boolean;
}

/** A sub-part of the NSS in its namespace's syntax. */
export interface NamespacePart extends Span {
	/** stable: "isbn-check" */
	id: string;
	/** in words: "check digit" */
	label: string;
	/**
	 * the rule of the registration's grammar it matched ("iso-cc"), or a
	 * literal in quotes; "" where the registration names none (since 1.7.0)
	 */
	rule: string;
	text: string;
}

/** A namespace's own equivalence rule (core/equivalence_rules.go), such as UUIDs'. */
export interface Rule {
	nid: string;
	id: string;
	title: string;
	ref: Ref | null;
}

export interface Change extends Span {
	before: string;
	after: string;
}

export interface Step {
	id: string;
	title: string;
	ref: Ref | null;
	/** spans in the input */
	changes: Change[];
}

/** One input of a comparison, normalized. Spans are in `normalized`. */
export interface Normalization {
	input: string;
	valid: boolean;
	structured: boolean;
	normalized: string;
	/** what was compared: the normalized form, or a namespace rule's canonical form */
	key: string;
	rule: Rule | null;
	/** every step of the edition's procedure, changes or not ("trim-space" first when there is white space around) */
	steps: Step[];
	nid: Span | null;
	nss: Span | null;
	query: Span | null;
}

export interface Difference {
	/** offsets in a.key and b.key */
	a: number;
	b: number;
	/** offsets in the inputs; -1: inserted by normalization */
	inputA: number;
	inputB: number;
	part: string;
	reason: string;
	ref: Ref | null;
}

export interface DiffOp {
	kind: "equal" | "delete" | "insert";
	a: Span;
	b: Span;
	text: string;
}

/** draft-03's comparison objective: 5a (resource) or 5b (caching). */
export type Mode = "5a" | "5b";

/** URN.equivalent's result. */
export interface Comparison {
	edition: EditionId;
	mode: Mode;
	equivalent: boolean;
	/** verdict + ": " + reason */
	summary: string;
	/** "Equivalent under RFC 8141" */
	verdict: string;
	/** why, with its section */
	reason: string;
	a: Normalization;
	b: Normalization;
	/** the namespace rule that made them equivalent */
	byRule: Rule | null;
	difference: Difference | null;
	/** over a.key and b.key */
	diff: DiffOp[];
	notes: string[];
}

export interface EquivalentOptions extends EditionOptions {
	mode?: Mode | "" | null;
}

export interface EncodedChar extends Span {
	/** the span in nss */
	out: Span;
	char: string;
	encoded: string;
	code: string;
	reason: string;
	ref: Ref | null;
}

/** URN.encode's result. Spans of chars and diagnostics are in raw. */
export interface Encoding {
	raw: string;
	edition: EditionId;
	special: string;
	nss: string;
	/** options.nid, or null without it */
	nid: string | null;
	/** "urn:" + nid + ":" + nss when options.nid is given, else null */
	urn: string | null;
	valid: boolean;
	/** the encoded characters, at most 1,000 of them */
	chars: EncodedChar[];
	/** how many more characters were encoded past those chars lists (since 2.0.0) */
	unlisted: number;
	diagnostics: Diagnostic[];
}

export interface EncodeOptions extends EditionOptions {
	/** a namespace's own characters to percent-encode too */
	special?: string | null;
	/** builds the whole URN with this NID */
	nid?: string | null;
}

export interface DisplayNote extends Span {
	/** the span in canonical */
	from: Span;
	severity: Severity;
	code: string;
	message: string;
	ref: Ref | null;
	/** display-confusable: the ASCII look-alike, else "" */
	like: string;
}

/** URN.display's result. Note spans are in text. */
export interface Display {
	canonical: string;
	text: string;
	edition: EditionId;
	valid: boolean;
	segments: {from: Span; to: Span}[];
	/** at most 1,000 notes */
	notes: DisplayNote[];
	/** how many more notes there were past those listed (since 2.0.0) */
	unlisted: number;
}

/**
 * URN.checkLines's result (since 2.2.0): each line of a list checked, as
 * urn check does, and the summary's counts.
 */
export interface LineCheck {
	edition: EditionId;
	ns: boolean;
	/** each failing line; column: the first problem's, from 1, in UTF-16 units of the line */
	failures: {line: number; column: number; code: string; message: string}[];
	/**
	 * one character a line of the text: "." blank; passing: "c" its NSS conforms to its
	 * namespace's syntax, "r" no rule known for its NID, "w" its NSS violates it (without
	 * ns); failing: "v" its NSS violates it (with ns), "i" not valid, "t" too long to read
	 */
	verdicts: string;
	/** one a line: its NID's index in nids, -1 for none */
	nid: number[];
	/** the lines of the text, blank ones included */
	lines: number;
	checked: number;
	failed: number;
	invalid: number;
	violating: number;
	/** the invalid lines by their first error's code, the most frequent first */
	codes: {code: string; count: number}[];
	/** the lines' NIDs, lower-cased, in order of first appearance */
	nids: {nid: string; count: number}[];
	/** the valid lines' namespace verdicts */
	namespaces: Record<NamespaceVerdict, number>;
}

/** One public service's URL for a URN (since 2.2.0). */
export interface ResolutionLink {
	/** the service's name, "the DOI proxy server (doi.org)" */
	service: string;
	/** the URN's URL there; the URN is percent-encoded into it, never pasted raw */
	url: string;
	/** the URNs of the namespace the service takes, in plain words; "" for all */
	scope: string;
	/** the source that documents the URL form */
	ref: Ref | null;
}

/**
 * URN.resolve's result (since 2.2.0): where a URN leads. Links come only
 * for a valid URN whose NSS does not violate its namespace's syntax.
 */
export interface Resolution {
	urn: string;
	/** the syntax's verdict, as URN.parse's valid */
	valid: boolean;
	/**
	 * linked: at least one link; no-service: the registration names no
	 * public service (or none takes this URN), note says why; blocked: the
	 * URN is not valid or its NSS violates the namespace's syntax;
	 * unknown: no namespace syntax known, so no resolution data
	 */
	verdict: "linked" | "no-service" | "blocked" | "unknown";
	/** the namespace's NID, "" when unknown */
	nid: string;
	/** the registration's words on resolution */
	ref: Ref | null;
	links: ResolutionLink[];
	/** why there is no link, or what the links leave out (r-, q-, f-components) */
	note: string;
}

/** An explanation with the section it rests on (since 2.2.0). */
export interface URLNote {
	text: string;
	ref: Ref | null;
}

/** One field of the URL parser's reading beside the stretch of the URN it holds (since 2.2.0). */
export interface URLRow {
	field: "protocol" | "pathname" | "search" | "hash";
	/** the URL object's getter */
	url: string;
	/** the same stretch of the input, as the URN reading has it */
	urn: string;
	/** the URN parts the field holds, in words: "the r-component and the q-component" */
	parts: string;
	same: boolean;
	/** why they differ, or what the one field merges */
	notes: URLNote[];
}

/**
 * URN.asURL's result (since 2.2.0): how the platform's URL parser (the
 * WHATWG URL Standard's) reads the input, beside the URN's reading.
 */
export interface URLReading {
	input: string;
	edition: EditionId;
	/** the URN's verdict under the edition */
	valid: boolean;
	/** the URL object's getters; null when new URL() threw */
	url: {href: string; protocol: string; pathname: string; search: string; hash: string} | null;
	/** new URL()'s message when it threw, else "" */
	error: string;
	/** one per field; none when new URL() threw */
	rows: URLRow[];
	/** about the whole input: what the parser dropped or removed, why it refused */
	notes: URLNote[];
}

/** URN.equivalentAsURL's result (since 2.2.0). */
export interface URLEquivalence {
	/** new URL(a).href === new URL(b).href (false when either throws) */
	urlSame: boolean;
	/** URN equivalence under the edition, as URN.equivalent's */
	equivalent: boolean;
	agree: boolean;
	/** why they disagree, or how they agree */
	why: string;
	ref: Ref | null;
}

/** The platform's URL class: globalThis.URL in browsers and node. */
export type URLClass = new (input: string) => {href: string; protocol: string; pathname: string; search: string; hash: string};

export interface Found extends Span {
	text: string;
	valid: boolean;
	/** what the prose reading dropped */
	trimmed: (Span & {text: string}) | null;
	/** the first error, spans in the text; fix.result: the URN fixed */
	error: Diagnostic | null;
}

/** URN.extract's result. */
export interface Extraction {
	edition: EditionId;
	strict: boolean;
	/** the URNs found, in order; only the first `list` of them when that option is given */
	found: Found[];
	/** every URN found, listed or not (since 2.1.0) */
	total: number;
	/** how many of them are not valid (since 2.1.0) */
	invalid: number;
}

export interface ExtractOptions extends EditionOptions {
	/** keep trailing punctuation (default false: the prose reading) */
	strict?: boolean | null;
	/** list at most this many of the URNs found (a whole number from 0; default all); since 2.1.0 */
	list?: number | null;
}

export interface SubField {
	id: string;
	label: string;
	required: boolean;
	recommended: boolean;
	aliases: string[];
}

export interface Section {
	id: string;
	number: string;
	label: string;
	group: string;
	kind: "text" | "nid" | "version" | "date" | "registrant";
	required: boolean;
	intro: string;
	guidance: string[];
	guidanceRef: Ref | null;
	ref: Ref | null;
	subFields: SubField[];
	aliases: string[];
}

/** A registration template. */
export interface Layout {
	id: LayoutId;
	title: string;
	/** the edition whose syntax the template's NID and examples are read under */
	edition: EditionId;
	/** of the template's document */
	year: number;
	ref: Ref | null;
	fieldIds: string[];
	sections: Section[];
	/** where a completed request goes, how it is reviewed */
	next: {text: string; ref: Ref}[];
}

/** Field id ("purpose", "registrant.email", …: Layout.fieldIds) → text. */
export interface Fields {
	[fieldId: string]: string;
}

/** A registration as template.import returns it. */
export interface Registration {
	/** ignored by validate and render: their layout argument decides */
	layout?: string;
	fields: Fields;
	preamble?: string;
	extra?: {heading: string; text: string}[];
}

export interface Finding {
	field: string;
	severity: Severity;
	code: string;
	message: string;
	ref: Ref | null;
	/** 1-based, 0: none */
	line: number;
}

export interface ExampleCheck {
	urn: string;
	valid: boolean;
	sameNid: boolean;
	firstError: string | null;
	/** byte offset in urn, when not valid */
	errorAt?: number;
	/** when not valid */
	errorMessage?: string;
}

/** template.validate's result. */
export interface Report {
	layout: LayoutId;
	/** as read from the field: "ISBN" from "ISBN Requested of IANA." */
	nid: string;
	/** 0–100 */
	score: number;
	passed: number;
	total: number;
	clean: boolean;
	/** every check passes, clean */
	ready: boolean;
	/** one sentence */
	summary: string;
	missing: string[];
	findings: Finding[];
	/** the same checks whatever the fields hold; failed: what the field holds is wrong (since 2.0.0), not merely missing */
	checks: {id: string; field: string; title: string; passed: boolean; failed: boolean}[];
	examples: ExampleCheck[];
}

export type RenderFormat = "text" | "markdown" | "json";

/** template.render's result. */
export interface Rendered {
	layout: LayoutId;
	format: RenderFormat;
	text: string;
}

/** template.import's result. */
export interface Imported {
	format: "text" | "json";
	registration: Registration | null;
	findings: Finding[];
}

export interface ImportOptions {
	/** without it: JSON when the first non-blank character is "{", text otherwise */
	format?: "text" | "json" | "" | null;
}

/**
 * The registration templates: URN.template (frozen). They run in a module
 * of their own (urn-template.wasm): with load({templates: "on-demand"})
 * every function but load answers "not-loaded" until load() has resolved.
 */
export interface Template {
	/**
	 * Starts the templates' module, once (since 2.3.0): the same promise on
	 * every call until it settles; after a rejection the next call tries
	 * again.
	 */
	load(): Promise<void>;
	/** rfc2611, draft-12, rfc8141 */
	layouts(): Result<Layout[]>;
	validate(layout: LayoutId, fields?: Fields | Registration | null): Result<Report>;
	/** format defaults to "text" */
	render(layout: LayoutId, fields?: Fields | Registration | null, format?: RenderFormat | null): Result<Rendered>;
	import(text: string, options?: ImportOptions | null): Result<Imported>;
}

/**
 * The API object that load() resolves to (frozen). Every function returns
 * a plain, fresh object — but valid, which returns a boolean — and never
 * throws: a bad argument or a failure comes back as a URNError.
 */
/** URN.checkExercise's result: an answer checked by the engine. */
export interface ExerciseResult {
	right: boolean;
	/** what failed first, as site/lessons/FORMAT.md names it; null when right */
	condition: string | null;
	/** the failing want's index among the block's wants; -1 otherwise */
	index: number;
	/** what is wrong, in plain words; for predict and choose the engine's verdict explained */
	message: string;
	/** the lesson's own feedback for that want (Markdown as written), or "" */
	why: string;
	/** what span, diagnostic and clicked point into */
	input: string;
	span: Span | null;
	diagnostic: Diagnostic | null;
	ref: Ref | null;
	/** click: the innermost part holding the character */
	clicked: (Span & {kind: Kind; text: string}) | null;
	/** predict: "valid" | "invalid" | "equivalent" | "different"; choose: the normalized form */
	truth: string | null;
}

/**
 * checkExercise's error object when the exercise is not in the compiled
 * form: code "bad-exercise" (not an ErrorCode, so that testing the code
 * narrows to this type), with the line where the form breaks.
 */
export interface ExerciseError {
	error: {code: "bad-exercise"; message: string; problems: {line: number; message: string}[]};
}

export interface URN {
	/** semantic versioning of this API, "2.0.0" */
	readonly version: string;
	editions(): Result<Edition[]>;
	parse(input: string, options?: EditionOptions | null): Result<Reading>;
	/**
	 * parse(input, options).valid, without building the Reading: whether
	 * the input is syntactically valid (the namespace reading aside)
	 */
	valid(input: string, options?: EditionOptions | null): boolean | URNError;
	equivalent(a: string, b: string, options?: EquivalentOptions | null): Result<Comparison>;
	encode(raw: string, options?: EncodeOptions | null): Result<Encoding>;
	display(urn: string, options?: EditionOptions | null): Result<Display>;
	extract(text: string, options?: ExtractOptions | null): Result<Extraction>;
	/**
	 * checks a list, one URN a line, as urn check does (since 2.2.0); with ns, a
	 * line whose NSS violates its namespace fails. At most 512 Ki UTF-16 units a
	 * call: send a long list in chunks of lines
	 */
	checkLines(text: string, options?: (EditionOptions & {ns?: boolean | null}) | null): Result<LineCheck>;
	/** where a URN leads: its namespace's resolution services (since 2.2.0); nothing is fetched */
	resolve(urn: string, options?: EditionOptions | null): Result<Resolution>;
	/** how the platform's URL parser reads input, beside the URN's parts (since 2.2.0): pass globalThis.URL */
	asURL(input: string, URL: URLClass, options?: EditionOptions | null): Result<URLReading>;
	/** whether new URL(a).href === new URL(b).href agrees with URN equivalence, and why not (since 2.2.0) */
	equivalentAsURL(a: string, b: string, URL: URLClass, options?: EquivalentOptions | null): Result<URLEquivalence>;
	/**
	 * checks an answer to a lesson's exercise (since 1.3.0); since 1.5.0
	 * the exercise is in the compiled form the site's build writes into
	 * the course (each exercise's `check`; wasm/README.md), not its block.
	 * A number answers a click exercise: the clicked character's UTF-16
	 * offset, a whole number from 0 to 2**53 − 1 (any other number is a
	 * bad-argument error that says so)
	 */
	checkExercise(exercise: string, answer: string | number): Result<ExerciseResult> | ExerciseError;
	readonly template: Template;
}

export interface LoadOptions {
	/**
	 * Another copy of the module, instantiated anew on each call: a URL or a
	 * string (resolved against urn.js), its bytes, or a compiled module.
	 * Without it, the module beside urn.js is loaded once and shared.
	 */
	wasm?: WasmSource;
	/**
	 * The registration templates' module (since 2.3.0), in any form wasm
	 * takes or a promise of one; without it, urn-template.wasm beside
	 * urn.js.
	 */
	templateWasm?: WasmSource | Promise<WasmSource>;
	/**
	 * "with" (the default): load() resolves once the templates' module runs
	 * too. "on-demand": it resolves without it, and URN.template.load()
	 * starts it; a page that fills in no template never downloads it
	 * (since 2.3.0).
	 */
	templates?: "with" | "on-demand";
}

/** A module, as load's options give it. */
export type WasmSource = string | URL | ArrayBuffer | ArrayBufferView | WebAssembly.Module;

/**
 * Loads the WebAssembly module and resolves to the API object. Rejects with
 * an Error saying why when the module cannot be fetched or instantiated, or
 * was built for another API version.
 */
export function load(options?: LoadOptions): Promise<URN>;
