// urn-reading.js — URN.parse and URN.valid: a plain URN read here (the
// plain path), anything else by the module, and a reading's namespace
// member read when it is first asked for.

import {caught} from "./urn-args.js";
import {Deferred, DEFERRED_NAMESPACE} from "./urn-deferred.js";
import {PlainTables, plainRead, plainValid} from "./urn-plain.js";
import {Wire} from "./urn-wire.js";

// Readings reads URNs with one instance of the module.
export class Readings {
	constructor(calls, init, op) {
		this.calls = calls;
		this.wire = new Wire(calls, init);
		this.plain = new PlainTables(init);
		this.op = op;
		// What a deferred namespace member and the plain path call, bound
		// once.
		this.readNamespace = (edition, input, at) => this.namespaceOf(edition, input, at);
		this.defer = (r, deferred, edition, input, spans) => this.deferNamespace(r, deferred, edition, input, spans);
	}

	// parse reads a checked input under a checked edition into the
	// Reading of the contract (wasm/README.md). A plain URN is read here
	// (plainRead), unless the module's answer would be an error object.
	parse(edition, input) {
		const R = this.plain.readerFor(edition);
		if (R !== undefined && this.calls.running() && input.length <= this.calls.limits[this.op.parse]) {
			const r = plainRead(input, R, this.plain.registry, this.defer);
			if (r !== null) return r;
		}
		return this.parseWire(edition, input);
	}

	// parseWire is parse by the module: its wire result decoded.
	parseWire(edition, input) {
		const p = this.calls.pairCall("parse", this.op.parse, edition, input);
		if (typeof p !== "number") return p;
		const {r, deferred, src} = this.wire.reading(p, this.calls.length, input);
		// The same request as this parse's (src is input as UTF-8 reads
		// it): the module then reuses this reading (readQuick, ops.go).
		return this.deferNamespace(r, deferred, edition, src);
	}

	// valid is URN.valid of a checked input and edition. A plain URN needs
	// no call (plainValid), unless the module's answer would be an error
	// object.
	valid(edition, input) {
		const re = this.plain.regExpFor(edition);
		if (re !== undefined && this.calls.running() && input.length <= this.calls.limits[this.op.valid] && plainValid(input, re)) return true;
		return this.validByModule(edition, input);
	}

	// validByModule runs the valid op: its result is one word, 1 or 0
	// (opValid in ops.go), or an error object.
	validByModule(edition, input) {
		const p = this.calls.pairCall("valid", this.op.valid, edition, input);
		if (typeof p !== "number") return p;
		if (this.calls.length !== 4) throw new Error("urn.js: a valid result of another length than one word");
		return this.calls.i32[p >>> 2] === 1;
	}

	// deferNamespace completes a Reading with its namespace member: for a
	// NID with a rule, read when first asked for (parse.namespace, on
	// edition and input, or parse.namespace.at, on the spans of the NID and
	// NSS the plain path found: "nidStart,nidEnd,nssStart,nssEnd", so that
	// the module reads the NSS alone and the URN is read once); else the
	// "no-rule" reading.
	deferNamespace(r, deferred, edition, input, spans = "") {
		if (deferred) {
			Object.defineProperty(r, "namespace", DEFERRED_NAMESPACE);
			new Deferred(r, {read: this.readNamespace, edition: spans || edition, at: spans !== "", input, value: undefined});
		} else {
			r.namespace = this.wire.noRule();
		}
		return r;
	}

	// namespaceOf reads the namespace reading of input, as a parse result
	// holds it, with the parse.namespace op (or, at, with
	// parse.namespace.at, edition then being the spans): what a result's
	// namespace getter calls. Its offsets are into input, as the
	// result's are.
	namespaceOf(edition, input, at = false) {
		try {
			const p = this.calls.pairCall("parse", at ? this.op["parse.namespace.at"] : this.op["parse.namespace"], edition, input);
			if (typeof p !== "number") return p;
			return this.wire.namespace(p, this.calls.length, input);
		} catch (e) {
			return caught("parse", e);
		}
	}

	// plainOnly is URN.valid's one-pass check alone (plainValid): true, or
	// false for "ask the module"; plainReadOnly urn.js's reading alone
	// (null: the module's to read). The tests compare the ways.
	plainOnly(edition, input) {
		const re = this.plain.regExpFor(edition);
		return re !== undefined && plainValid(input, re);
	}

	plainReadOnly(edition, input) {
		const R = this.plain.readerFor(edition);
		return R === undefined ? null : plainRead(input, R, this.plain.registry, this.defer);
	}
}
