// urn-call.js — the calling convention of the module (wasm/README.md,
// "The wasm calling convention"): a request is the op's string arguments,
// each a little-endian uint32 byte length and that many bytes of UTF-8, in
// the buffer the module shares; the result is JSON, or the wire words of
// parse, at the address the module gives.

import {errorObject} from "./urn-args.js";

// MAX_UNITS bounds one call's arguments, in UTF-16 code units, until
// the module has said its own limits (init's "limits", by op: limits.go):
// at most three UTF-8 bytes each, they stay below the module's 32 MiB
// request limit (api.go, maxRequest).
const MAX_UNITS = 8 << 20;

// Calls runs the ops of one instance of the module.
export class Calls {
	constructor(ex, go) {
		this.ex = ex;
		this.go = go;
		this.encoder = new TextEncoder();
		this.decoder = new TextDecoder();
		this.mem = ex.mem;
		this.shared = ex.urn_io(); // {inPtr, inCap, outPtr, outLen}, uint32 each
		/** @type {Uint8Array} */ this.u8 = new Uint8Array(0);
		/** @type {DataView} */ this.dv = new DataView(new ArrayBuffer(0));
		/** @type {Int32Array} */ this.i32 = new Int32Array(0);
		this.stopped = ""; // why the module can no longer be called
		// limits[op]: the longest arguments of op, in UTF-16 units (from
		// init; limits.go).
		/** @type {number[]} */ this.limits = [];
		// options[op]: which of op's arguments are options (bit i for
		// argument i), not counted against its limit; jsonArgs[op], which
		// are JSON this file wrote of the caller's object; maxOption: an
		// option's longest value (from init; limits.go).
		/** @type {number[]} */ this.options = [];
		/** @type {number[]} */ this.jsonArgs = [];
		this.maxOption = 0;
		// lastPair is the number of the latest op pairRequest ran, for the
		// tests (INTERNAL.lastPairOp).
		this.lastPair = -1;
		// length is the length of the latest wire result (pairCall).
		this.length = 0;
	}

	// views makes the memory's views anew when it has grown: growing
	// detaches the old ones. (A detached view has length 0: cheaper to ask
	// than mem.buffer.)
	views() {
		if (this.u8.length === 0) {
			this.u8 = new Uint8Array(this.mem.buffer);
			this.dv = new DataView(this.mem.buffer);
			this.i32 = new Int32Array(this.mem.buffer);
		}
	}

	// configure takes the limits init reports.
	configure(init) {
		this.limits = init.limits;
		this.options = init.options;
		this.jsonArgs = init.jsonArgs;
		this.maxOption = init.maxOption;
	}

	// running says whether the module can be called, for the paths that
	// answer without it (the plain path), which must then answer as it
	// would.
	running() {
		return this.stopped === "" && !this.go.exited;
	}

	// exited checks, after a call, that the Go program still runs: a
	// fatal error (out of memory) ends it in the middle of a call, which
	// then returns as if it had answered. It returns the error object
	// for the call then, and undefined when all is well.
	exited(name) {
		if (!this.go.exited) return undefined;
		this.stopped ||= "the Go program in the WebAssembly module has exited after a fatal error (out of memory?); load() a new one";
		return errorObject("unavailable", `${name}: ${this.stopped}`);
	}

	// stop records that a call trapped: the instance is unusable from now
	// on. It returns the call's error object.
	stop(name, e) {
		this.stopped = `the WebAssembly module stopped (${e?.message ?? e}); load() a new one`;
		return errorObject("unavailable", `${name}: ${this.stopped}`);
	}

	// tooLarge is the error object for arguments over op's limits (the
	// caller's text, not an option's value or a flag: options[op], bit i
	// for argument i, as limits.go counts), or undefined. JSON this file
	// wrote of the caller's object (jsonArgs[op]) is left to the module,
	// which counts the text of its strings.
	tooLarge(name, op, args) {
		let units = 0;
		const optionBits = this.options[op] ?? 0, jsonBits = this.jsonArgs[op] ?? 0;
		for (let i = 0; i < args.length; i++) {
			if ((jsonBits & (1 << i)) !== 0) continue;
			if ((optionBits & (1 << i)) === 0) units += args[i].length;
			else if (args[i].length > this.maxOption) {
				return errorObject("too-large", `${name}: an option of ${args[i].length} UTF-16 code units; an option's value is at most ${this.maxOption}`);
			}
		}
		const limit = this.limits[op] ?? MAX_UNITS;
		if (units > limit) {
			return errorObject("too-large", `${name}: the text passed is ${units} UTF-16 code units long; the limit for ${name} is ${limit}`);
		}
		return undefined;
	}

	// request writes the string arguments of op as a request and runs it.
	// It returns the length of the result, at outPtr, or an error object.
	request(name, op, args) {
		if (this.go.exited && this.stopped === "") {
			// After a fatal error (out of memory, say) the Go runtime has
			// ended; its exports would still run, on a dead runtime.
			this.stopped = "the Go program in the WebAssembly module has exited after a fatal error; load() a new one";
		}
		if (this.stopped !== "") return errorObject("unavailable", `${name}: ${this.stopped}`);
		const over = this.tooLarge(name, op, args);
		if (over !== undefined) return over;
		try {
			this.views();
			let all = 0;
			for (const a of args) all += a.length;
			const need = 3 * all + 4 * args.length;
			if (need > this.dv.getUint32(this.shared + 4, true)) {
				if (this.ex.urn_reserve(need) === 0) {
					return errorObject("too-large", `${name}: the request needs ${need} bytes, more than the module accepts`);
				}
				this.views();
			}
			const start = this.dv.getUint32(this.shared, true);
			let off = start;
			for (const a of args) {
				const written = this.put(a, off + 4);
				this.dv.setUint32(off, written, true);
				off += 4 + written;
			}
			const n = this.ex.urn_call(op, off - start);
			this.views();
			return this.exited(name) ?? n;
		} catch (e) {
			return this.stop(name, e);
		}
	}

	// pairRequest is request(name, opNum, [edition, input]) for the hot
	// paths, parse and valid, in the common case (the module running, the
	// buffer large enough), without an array and loops.
	pairRequest(name, opNum, edition, input) {
		this.views();
		this.lastPair = opNum;
		const i32 = this.i32, shared = this.shared;
		if (this.go.exited || this.stopped !== "" || input.length > (this.limits[opNum] ?? MAX_UNITS) || edition.length > this.maxOption ||
			3 * (edition.length + input.length) + 8 > i32[(shared + 4) >>> 2] >>> 0) {
			return this.request(name, opNum, [edition, input]);
		}
		try {
			const start = i32[shared >>> 2] >>> 0;
			const a = this.put(edition, start + 4);
			this.dv.setUint32(start, a, true);
			const b = this.put(input, start + 8 + a);
			this.dv.setUint32(start + 4 + a, b, true);
			const n = this.ex.urn_call(opNum, 8 + a + b);
			this.views();
			return this.exited(name) ?? n;
		} catch (e) {
			return this.stop(name, e);
		}
	}

	// pairCall runs pairRequest and returns the address of its wire
	// result, whose length is then this.length, or an error object: the
	// request's, or the JSON one the module answered with.
	pairCall(name, opNum, edition, input) {
		const n = this.pairRequest(name, opNum, edition, input);
		if (typeof n !== "number") return n;
		const p = this.result();
		if (this.u8[p] === 0x7b) return this.json(n); // "{": an error object
		this.length = n;
		return p;
	}

	// put writes s as UTF-8 at byte p of the memory and returns the number
	// of bytes. A short ASCII string (most URNs) is copied by a loop, which
	// costs less than a call of encodeInto.
	put(s, p) {
		const n = s.length, u8 = this.u8;
		if (n <= 64) {
			let i = 0;
			for (; i < n; i++) {
				const c = s.charCodeAt(i);
				if (c >= 0x80) break;
				u8[p + i] = c;
			}
			if (i === n) return n;
		}
		return this.encoder.encodeInto(s, u8.subarray(p, p + 3 * n)).written;
	}

	// call runs op number op on string arguments and returns the parsed
	// result, or an error object.
	call(name, op, args) {
		const n = this.request(name, op, args);
		if (typeof n !== "number") return n;
		return this.json(n);
	}

	// result is the address of the latest result.
	result() {
		return this.i32[(this.shared + 8) >>> 2] >>> 0;
	}

	// json parses the latest result, n bytes of JSON.
	json(n) {
		const p = this.result();
		return JSON.parse(this.decoder.decode(this.u8.subarray(p, p + n)));
	}
}
