// urn-wire.js — the wire format of parse and parse.namespace (wire.go and
// opParse in ops.go; wasm/README.md, "The wire format of parse"): 32-bit
// words, decoded into the Reading of the contract, the object parse.json
// writes as JSON.

const WIRE_MAGIC = 0x4e5255;
const NS_DEFERRED = 1; // the namespace word of parse (ops.go: nsNone, nsDeferred)
const FLAG_VALID = 1, FLAG_ASCII = 2, FLAG_NID = 4, FLAG_NORMALIZED = 8;

// Wire decodes the results of one instance of the module. Its slots are
// the module's (wire.go): what one result put in a slot, a later one
// names by its number.
export class Wire {
	constructor(calls, init) {
		this.calls = calls;
		this.decoder = new TextDecoder();
		/** @type {Int32Array} */ this.i32 = calls.i32;
		// W is the index of the next word; src the input as the module
		// read it, which spans slice.
		this.W = 0;
		this.src = "";
		// The slots both sides keep: strings, references as [edition,
		// section, anchor, text], and pairs [id, label].
		/** @type {string[]} */ this.strs = [];
		/** @type {string[][]} */ this.refs = [];
		/** @type {string[][]} */ this.pairs = [];
		// The names of core's values, by value, from init: kinds,
		// editions, NID classes, severities; the namespace reading's
		// verdicts by value and its rules by number; the longest input
		// whose fixes carry their result (resultjson.MaxFixResult).
		/** @type {string[]} */ this.kinds = init.kinds;
		/** @type {string[]} */ this.editions = init.editions;
		/** @type {string[]} */ this.classes = init.classes;
		/** @type {string[]} */ this.severities = init.severities;
		/** @type {string[]} */ this.verdicts = init.verdicts;
		this.nsRules = init.nsRules;
		/** @type {number} */ this.fixResultMax = init.fixResultMax;
	}

	// start begins decoding the words at byte p of a result about input,
	// and checks its mark.
	start(p, input, what) {
		this.i32 = this.calls.i32;
		this.W = p >>> 2;
		this.src = input;
		if (this.i32[this.W++] !== WIRE_MAGIC) throw new Error(`urn.js: a ${what} result without its mark`);
	}

	// end checks that the n bytes at p were read, and lets the input go.
	end(p, n, what) {
		this.src = "";
		if (this.W !== (p + n) >>> 2) throw new Error(`urn.js: a ${what} result of another length than its words`);
	}

	// reading decodes parse's n bytes at p, about input, into a Reading
	// without its namespace member, and whether that is deferred.
	reading(p, n, input) {
		this.start(p, input, "parse");
		const i32 = this.i32;
		const flags = i32[this.W], edition = this.editions[i32[this.W + 1]];
		this.W += 2;
		if ((flags & FLAG_ASCII) === 0) this.src = this.str(); // lone surrogates read as U+FFFD
		const src = this.src;
		const parts = this.parts();
		let nid = null;
		if ((flags & FLAG_NID) !== 0) {
			const W = this.W, text = src.slice(i32[W], i32[W + 1]), cls = this.classes[i32[W + 2]], registered = i32[W + 3] !== 0;
			this.W += 4;
			nid = {text, class: cls, registered, reference: this.str(), reason: this.str(), ref: this.ref()};
		}
		const r = this.diags({input: src, edition, valid: (flags & FLAG_VALID) !== 0, parts, nid, diagnostics: null, unlisted: null, normalized: null});
		if ((flags & FLAG_NORMALIZED) !== 0) r.normalized = this.str();
		const deferred = i32[this.W++] === NS_DEFERRED;
		this.end(p, n, "parse");
		return {r, deferred, src};
	}

	// parts reads a reading's parts.
	parts() {
		const i32 = this.i32, src = this.src, kinds = this.kinds;
		const np = i32[this.W++];
		const parts = new Array(np);
		let W = this.W;
		for (let i = 0; i < np; i++, W += 3) {
			const k = i32[W], start = i32[W + 1], end = i32[W + 2];
			parts[i] = {kind: kinds[k & 0xff], start, end, text: src.slice(start, end), topLevel: (k & 0x100) !== 0};
		}
		this.W = W;
		return parts;
	}

	// namespace decodes parse.namespace's n bytes at p, about input.
	namespace(p, n, input) {
		this.start(p, input, "parse.namespace");
		const ns = this.nsReading();
		this.end(p, n, "parse.namespace");
		return ns;
	}

	// noRule is the namespace reading of a NID without a rule.
	noRule() {
		return {verdict: this.verdicts[0], rule: null, parts: [], diagnostics: [], unlisted: []};
	}

	// nsReading reads the namespace reading (wire.namespace in ops.go):
	// one word, 0, for a NID without a rule; else the verdict and the
	// rule's number (its fields from init's nsRules), the sub-parts and
	// the diagnostics.
	nsReading() {
		const i32 = this.i32;
		const w = i32[this.W++];
		if (w === 0) return this.noRule();
		const r = this.nsRules[(w >>> 8) - 1];
		const rule = {nid: r.nid, id: r.id, title: r.title, ref: r.ref === null ? null : {...r.ref}, free: r.free};
		const np = i32[this.W++];
		const parts = new Array(np);
		for (let i = 0; i < np; i++) {
			const [id, label] = this.pair(), rule = this.str(), start = i32[this.W], end = i32[this.W + 1];
			this.W += 2;
			parts[i] = {id, label, rule, start, end, text: this.src.slice(start, end)};
		}
		return this.diags({verdict: this.verdicts[w & 0xff], rule, parts, diagnostics: null, unlisted: null});
	}

	// diags reads a list of diagnostics (wire.diagnostics in ops.go),
	// their offsets into src, into r: r.diagnostics and r.unlisted.
	diags(r) {
		r.diagnostics = this.listed();
		const i32 = this.i32;
		const nu = i32[this.W++];
		r.unlisted = new Array(nu);
		for (let i = 0; i < nu; i++) {
			const code = this.str();
			r.unlisted[i] = {code, severity: this.severities[i32[this.W]], count: i32[this.W + 1]};
			this.W += 2;
		}
		return r;
	}

	// listed reads the diagnostics diags lists.
	listed() {
		const i32 = this.i32;
		const nd = i32[this.W++];
		const out = new Array(nd);
		for (let i = 0; i < nd; i++) {
			const d = {severity: this.severities[i32[this.W++]], code: this.str(), message: this.str(), start: i32[this.W], end: i32[this.W + 1], ref: null};
			this.W += 2;
			d.ref = this.ref();
			if (i32[this.W++] !== 0) d.fix = this.fix();
			out[i] = d;
		}
		return out;
	}

	// fix reads a diagnostic's fix. Its result is core's
	// Diagnostic.ApplyFix, a splice, done here on the input this side
	// holds (ops.go, wireParse); null for a long input, as in the JSON
	// (resultjson.MaxFixResult).
	fix() {
		const title = this.str(), start = this.i32[this.W], end = this.i32[this.W + 1];
		this.W += 2;
		const replacement = this.str(), src = this.src;
		const result = src.length <= this.fixResultMax ? src.slice(0, start) + replacement + src.slice(end) : null;
		return {title, start, end, new: replacement, result};
	}

	// str reads a string (wire.str).
	str() {
		const w = this.i32[this.W++];
		switch (w & 7) {
			case 0: return "";
			case 1: {
				const s = this.src.slice(this.i32[this.W], this.i32[this.W + 1]);
				this.W += 2;
				return s;
			}
			case 2: return this.strs[w >>> 3];
			case 3: return (this.strs[w >>> 3] = this.bytes());
			case 4: return this.bytes();
		}
		throw new Error("urn.js: bad string in a result (the module and urn.js of different builds?)");
	}

	// bytes reads an address and a length, and decodes the UTF-8 there.
	bytes() {
		const p = this.i32[this.W] >>> 0, n = this.i32[this.W + 1];
		this.W += 2;
		return this.decoder.decode(this.calls.u8.subarray(p, p + n));
	}

	// pair reads two strings that go together (wire.pair): a namespace
	// sub-part's id and label.
	pair() {
		const w = this.i32[this.W++];
		switch (w & 7) {
			case 2: return this.pairs[w >>> 3];
			case 3: return (this.pairs[w >>> 3] = [this.str(), this.str()]);
			case 4: return [this.str(), this.str()];
		}
		throw new Error("urn.js: bad pair in a result (the module and urn.js of different builds?)");
	}

	// ref reads a reference (wire.ref): a fresh object, or null.
	ref() {
		const w = this.i32[this.W++];
		let r;
		switch (w & 7) {
			case 0: return null;
			case 2: r = this.refs[w >>> 3]; break;
			case 3: r = this.refs[w >>> 3] = [this.str(), this.str(), this.str(), this.str()]; break;
			default: throw new Error("urn.js: bad reference in a result (the module and urn.js of different builds?)");
		}
		return {edition: r[0], section: r[1], anchor: r[2], text: r[3]};
	}
}
