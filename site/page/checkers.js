// checkers.js — the check worker's helpers (check-worker.js): copies of
// the worker, each with its own engine, that check chunks of a list while
// the worker checks others, so that a long list is checked on every core
// the device offers. A helper that cannot start, or stops, leaves its
// chunks to the worker: a list is always checked in full. No DOM here.

// MAX_HELPERS bounds the copies: each holds an engine of its own.
const MAX_HELPERS = 3;

// IN_FLIGHT is how many chunks a helper holds at once: one it checks and
// one waiting, so that it does not idle while an answer travels.
const IN_FLIGHT = 2;

/**
 * A chunk is the lines of rows [from, to) of a list, as one text; with
 * skipsBlank its empty lines are no rows (the worker's to say).
 * @typedef {{from: number, to: number, text: string, skipsBlank: boolean}} Chunk
 * @typedef {{edition: string, ns: boolean}} Options
 * @typedef {(chunk: Chunk, x: any) => string} Apply writes a chunk's rows
 *   from URN.checkLines's result; it returns an error message, or ""
 * @typedef {{w: Worker, held: Set<number>, dead: boolean, answer: ((m: any) => void) | null}} Helper
 */

/**
 * newCheckers starts the helpers (one fewer than the device's cores), wasm
 * the module for their engines (the single file's; undefined: they fetch
 * it as the worker did).
 * @param {WebAssembly.Module | undefined} wasm
 */
export function newCheckers(wasm) {
	const n = Math.min(MAX_HELPERS, (self.navigator?.hardwareConcurrency || 1) - 1);
	/** @type {Helper[]} */
	const helpers = [];
	for (let i = 0; i < n; i++) {
		const h = startHelper(wasm);
		if (h) helpers.push(h);
	}
	let runs = 0;
	return {
		/**
		 * run checks every chunk, here with URN and in the helpers, and
		 * applies their results in order; it resolves to the first error
		 * apply returns, or "".
		 * @param {Chunk[]} chunks
		 * @param {Options} opts
		 * @param {any} URN this worker's engine
		 * @param {Apply} apply
		 * @returns {Promise<string>}
		 */
		run: (chunks, opts, URN, apply) => runChunks(helpers, ++runs, chunks, opts, URN, apply),
	};
}

// startHelper starts a copy of this worker's script: the single file's
// is a classic worker from a blob: URL, the served page's a module
// worker. It is null where the browser refuses it.
function startHelper(/** @type {WebAssembly.Module | undefined} */ wasm) {
	let w;
	try {
		w = new Worker(self.location.href, self.location.protocol === "blob:" ? {} : {type: "module"});
	} catch {
		return null;
	}
	/** @type {Helper} */
	const h = {w, held: new Set(), dead: false, answer: null};
	const stopped = () => {
		h.dead = true;
		h.answer?.(null);
	};
	w.addEventListener("message", (e) => (e.data.type === "stopped" ? stopped() : h.answer?.(e.data)));
	w.addEventListener("error", (e) => {
		e.preventDefault();
		stopped();
	});
	w.postMessage({type: "init", wasm, helper: true});
	return h;
}

/**
 * runChunks is one run of newCheckers: run numbers the messages, so that
 * an answer left over from an earlier run is not taken for this one's.
 * @param {Helper[]} helpers
 * @param {number} run
 * @param {Chunk[]} chunks
 * @param {Options} opts
 * @param {any} URN
 * @param {Apply} apply
 * @returns {Promise<string>}
 */
function runChunks(helpers, run, chunks, opts, URN, apply) {
	return new Promise((resolve) => {
		/** @type {Map<number, any>} */
		const answers = new Map();
		/** @type {number[]} */
		const retry = [];
		let next = 0, applied = 0, over = false, scheduled = false;
		const take = () => (retry.length ? /** @type {number} */ (retry.pop()) : next < chunks.length ? next++ : -1);
		const finish = (/** @type {string} */ err) => {
			over = true;
			for (const h of helpers) h.answer = null;
			resolve(err);
		};
		const answer = (/** @type {number} */ seq, /** @type {any} */ x) => {
			answers.set(seq, x);
			while (!over && answers.has(applied)) {
				const err = apply(chunks[applied], answers.get(applied));
				answers.delete(applied++);
				if (err || applied === chunks.length) finish(err);
			}
		};
		const feed = (/** @type {Helper} */ h) => {
			while (!over && !h.dead && h.held.size < IN_FLIGHT) {
				const seq = take();
				if (seq < 0) return;
				h.held.add(seq);
				h.w.postMessage({type: "lines", run, seq, text: chunks[seq].text, ...opts});
			}
		};
		// pump takes a chunk for itself, gives the helpers work, checks its
		// chunk, and comes back after the helpers' answers that came
		// meanwhile. The first chunk is the worker's own: a short list does
		// not wait for a helper's engine to start.
		const pump = () => {
			scheduled = false;
			if (over) return;
			const seq = take();
			helpers.forEach(feed);
			if (seq < 0) return;
			answer(seq, URN.checkLines(chunks[seq].text, opts));
			schedule();
		};
		const tick = new MessageChannel();
		tick.port1.onmessage = pump;
		const schedule = () => {
			if (!scheduled && !over) {
				scheduled = true;
				tick.port2.postMessage(0);
			}
		};
		for (const h of helpers) {
			h.held.clear();
			h.answer = (m) => {
				if (m === null) {
					retry.push(...h.held);
					h.held.clear();
				} else if (m.run === run && h.held.delete(m.seq)) {
					answer(m.seq, m.x);
				}
				feed(h);
				schedule();
			};
		}
		if (chunks.length === 0) finish("");
		else pump();
	});
}
