// urn-plain.js — the plain path: URN.valid and URN.parse of a URN that
// core reads in one pass (core/read_plain.go), done in JavaScript from
// core's own tables (init's plain and registry), without a call into the
// module. What it cannot read, the module reads; the tests prove the two
// readings identical (wasm/js/urn.test.mjs).

// The one-pass check that core.Valid tries first (plainValid in
// core/read_plain.go), run here on core's own tables (init's plain,
// core.PlainRules) so that URN.valid of a plain URN needs no call into
// the module: what passes it is valid; what does not, the module
// decides. The tables become one regular expression per edition (V8
// compiles it to machine code: a loop over the characters in
// JavaScript cost as much as the call it saves on long URNs).
// PlainTables.regExpFor finds an edition's, or null where its tables
// cannot be written as one.
export const plainValid = (s, re) => re !== null && re.test(s);

// plainRegExp writes edition tables t (a table is a string of "0" and
// "1" by character code) as the regular expression of plainValid:
// "urn:", the NID, the NSS, then each component in order.
function plainRegExp(t) {
	const hexDigit = (v) => (v < 10 ? String(v) : "abcdef"[v - 10] + "ABCDEF"[v - 10]);
	const cls = (bits, also = "") => {
		let c = "";
		for (let i = 0; i < 128; i++) if (bits[i] === "1") c += "\\x" + i.toString(16).padStart(2, "0");
		return `[${c}${also}]`;
	};
	// "%" HEXDIG HEXDIG of the octets that need no second look, one
	// alternative for each set of second digits, with every first digit
	// that takes it (seven alternatives, not sixteen: V8 tries them in
	// turn, and fewer read the long corpus 6-9% faster).
	const byLows = new Map();
	for (let h = 0; h < 16; h++) {
		let lows = "";
		for (let l = 0; l < 16; l++) if (t.escape[h << 4 | l] === "1") lows += hexDigit(l);
		if (lows !== "") byLows.set(lows, (byLows.get(lows) ?? "") + hexDigit(h));
	}
	const esc = Array.from(byLows, ([lows, highs]) => `[${highs}][${lows}]`);
	const escape = `%(?:${esc.join("|")})`;
	const comps = t.components.filter((c) => !c.query);
	// core takes the longest delimiter ("??" before "?", draft-12); the
	// expression takes the first that leads to a match. They agree when
	// a component whose delimiter begins a longer one cannot be empty
	// nor begin with the character that follows in the longer one.
	const clash = (c, d) => d !== c.delim && d.startsWith(c.delim) &&
		(c.mayBeEmpty || c.fast[d.charCodeAt(c.delim.length)] === "1" || d[c.delim.length] === "%");
	if (comps.some((c) => c.delim === "" || t.components.some((o) => clash(c, o.delim)))) return null;
	const nid = cls(t.nidChar);
	let re = `^[uU][rR][nN]:${t.reservedURN ? "(?![uU][rR][nN]:)" : ""}(?=${nid}{${t.nidMin},${t.nidMax}}:)(?!-)${nid}+(?<!-):`;
	re += `${t.slashInNSS ? "(?!/)" : ""}(?:${cls(t.nss, (t.colonInNSS ? ":" : "") + (t.slashInNSS ? "/" : ""))}|${escape})+`;
	for (const c of comps) {
		const first = c.first;
		const firstChars = Array.from(c.fast, (f, i) => (f === "1" && first[i] === "1" ? "1" : "0")).join("");
		const body = `(?:${cls(firstChars)}${first[37] === "1" ? "|" + escape : ""})(?:${cls(c.fast)}|${escape})*`;
		re += `(?:${c.delim.replace(/[?+*.#^$|()[\]{}\\]/g, "\\$&")}${c.mayBeEmpty ? `(?:${body})?` : body})?`;
	}
	return new RegExp(re + "$");
}

// URN.parse reads the URNs that core reads in one pass (readPlain in
// core/read_plain.go) here, from the same tables (init's plain and
// registry), without a call into the module: for a short URN the call,
// the request and the wire words cost more than the reading. Anything
// else goes to the module. PlainTables.readerFor finds an edition's
// reader tables.
export class PlainTables {
	constructor(init) {
		const {editions, kinds, severities} = init;
		this.editions = editions;
		this.regExps = init.plain.map(plainRegExp);
		this.readers = init.plain.map((t, i) => plainReader(t, editions[i], kinds, severities));
		this.defaultRegExp = this.regExpFor(init.defaultEdition);
		this.defaultReader = this.readerFor(init.defaultEdition);
		// registry: the registered NIDs (lookupNamespace), by NID.
		this.registry = new Map();
		for (const ns of init.registry) {
			this.registry.set(ns.nid, {class: ns.informal ? "informal" : "formal", informal: ns.informal, reference: ns.reference, rule: ns.rule});
		}
	}

	// regExpFor is the edition's expression (plainValid), undefined for
	// an unknown edition (the module reports it).
	regExpFor(edition) {
		if (edition === "") return this.defaultRegExp;
		const i = this.editions.indexOf(edition);
		return i < 0 ? undefined : this.regExps[i];
	}

	// readerFor is the edition's reader tables (plainRead), undefined for
	// an unknown edition (the module reports it).
	readerFor(edition) {
		if (edition === "") return this.defaultReader;
		const i = this.editions.indexOf(edition);
		return i < 0 ? undefined : this.readers[i];
	}
}
// HEX is the hex digits in both cases, as "%" HEXDIG HEXDIG takes them.
const HEX = "0123456789abcdefABCDEF";

// escapes turns init's escape table (by octet) into plainEscape's
// by the two hex digits' character codes, c1<<7 | c2: 0 for no
// escape that needs no second look, 1 for one, 2 for one with a
// lower-case digit (which NormalizedSpan does not take as normalized).
function escapes(bits) {
	const t = new Uint8Array(128 << 7);
	for (const c1 of HEX) {
		for (const c2 of HEX) {
			if (bits[parseInt(c1 + c2, 16)] === "1") {
				t[c1.charCodeAt(0) << 7 | c2.charCodeAt(0)] = c1 >= "a" || c2 >= "a" ? 2 : 1;
			}
		}
	}
	return t;
}

// plainReader turns an edition's init.plain into the reader's tables.
function plainReader(t, id, kinds, severities) {
	const tab = (bits, n = 128) => Uint8Array.from({length: n}, (_, i) => (bits[i] === "1" ? 1 : 0));
	return {
		id, nidMin: t.nidMin, nidMax: t.nidMax, reservedURN: t.reservedURN, nidChar: tab(t.nidChar), nss: tab(t.nss),
		colonInNSS: t.colonInNSS, slashInNSS: t.slashInNSS, escape: escapes(t.escape), formalRef: t.formalRef, informalRef: t.informalRef,
		components: t.components.map((c) => ({delim: c.delim, query: c.query, mayBeEmpty: c.mayBeEmpty, first: tab(c.first),
			fast: tab(c.fast), kind: kinds[c.kind], note: c.note === null ? null : {...c.note, severity: severities[c.note.severity]}})),
	};
}

const part = (kind, start, end, text, topLevel) => ({kind, start, end, text, topLevel});
// escapeText holds the text of every escape, "%" and two hex digits
// in either case, by the digits' codes (c1<<7 | c2): a string is a
// value, so a part's text may be the same string as another's, and a
// long URN's escapes then cost no string each. It is filled once, with
// "" elsewhere: an array filled as escapes were met was sparse, which
// V8 keeps as a dictionary, and each lookup cost more than slicing the
// text anew (half of URN.parse's time on the long corpus).
const escapeText = (() => {
	const t = new Array(128 << 7).fill("");
	for (const c1 of HEX) for (const c2 of HEX) t[c1.charCodeAt(0) << 7 | c2.charCodeAt(0)] = "%" + c1 + c2;
	return t;
})();
const refCopy = (r) => (r === null ? null : {edition: r.edition, section: r.section, anchor: r.anchor, text: r.text});

// plainRead is core's readPlain on the JavaScript side: the Reading of
// a URN that readPlain reads (R: its edition's tables), or null for
// anything else, which the module reads. Each step names readPlain's;
// the rules are core's, with its citations: the syntax (RFC 8141 §2,
// RFC 2141 §2, draft-03 §2, draft-12 §3), "%" HEXDIG HEXDIG (RFC 8141
// §2.2, RFC 2141 §2.3.1, draft-03 §2.5.2, draft-12 §3.2), the
// components and their notes (RFC 8141 §2.3, draft-12 §3.3), the NID's
// class (RFC 8141 §5, draft-12 §6, RFC 2611 §4), the normalized form
// (RFC 8141 §3.1, RFC 2141 §5, draft-03 §5, draft-12 §4.1).
export function plainRead(s, R, registry, defer) {
	const n = s.length;
	// plainNID: "urn:" in any case, a NID of letters, digits and inner
	// hyphens of a length the edition allows, then ":".
	if (n < 7 || s.charCodeAt(3) !== 58 || (s.charCodeAt(0) | 32) !== 117 || (s.charCodeAt(1) | 32) !== 114 || (s.charCodeAt(2) | 32) !== 110) return null;
	let c = 4, upper = false;
	for (; c < n; c++) {
		const b = s.charCodeAt(c);
		if (b >= 128 || R.nidChar[b] === 0) break;
		if (b <= 90 && b >= 65) upper = true;
	}
	const nl = c - 4;
	if (c === n || s.charCodeAt(c) !== 58 || nl < R.nidMin || nl > R.nidMax || s.charCodeAt(4) === 45 || s.charCodeAt(c - 1) === 45) return null;
	const nidText = s.slice(4, c), key = upper ? nidText.toLowerCase() : nidText;
	if (R.reservedURN && key === "urn") return null;
	const ns = registry.get(key); // lookupNamespace: registered only
	if (ns === undefined) return null;
	// plainScan: the NSS, then the components.
	const comps = R.components;
	const parts = [part("scheme", 0, 3, s.slice(0, 3), true), part("delimiter", 3, 4, ":", true),
		part("nid", 4, c, nidText, true), part("delimiter", c, c + 1, ":", true), part("nss", c + 1, 0, "", true)];
	const diagnostics = [];
	let ci = -1, start = c + 1, fast = R.nss, open = parts[4], nssEnd = 0, lowerHex = false;
	for (let i = start; i < n; i++) {
		const b = s.charCodeAt(i);
		if (b < 128 && fast[b] === 1) continue;
		if (ci === -1 && (b === 58 && R.colonInNSS || b === 47 && R.slashInNSS && i > start)) {
			parts.push(part("separator", i, i + 1, b === 58 ? ":" : "/", false));
			continue;
		}
		if (b === 37 && i + 2 < n) { // plainEscape
			const h1 = s.charCodeAt(i + 1), h2 = s.charCodeAt(i + 2);
			const k = h1 << 7 | h2, e = (h1 | h2) < 128 ? R.escape[k] : 0;
			if (e !== 0) {
				parts.push(part("percent-encoded", i, i + 3, escapeText[k], false));
				if (e === 2 && ci === -1) lowerHex = true;
				i += 2;
				continue;
			}
		}
		if (b !== 63 && b !== 35) return null;
		const next = plainDelimiter(s, i, comps, ci);
		if (next < 0 || comps[next].query || !plainRegionEnds(s, comps, ci, start, i)) return null;
		const comp = comps[next], dl = comp.delim.length;
		open.end = i;
		open.text = s.slice(open.start, i);
		if (ci === -1) nssEnd = i;
		else plainNote(diagnostics, comps[ci], start, i);
		parts.push(part("delimiter", i, i + dl, comp.delim, true));
		open = part(comp.kind, i + dl, 0, "", true);
		parts.push(open);
		ci = next;
		start = i + dl;
		fast = comp.fast;
		i = start - 1;
	}
	if (ci === -1 ? n === start : !plainRegionEnds(s, comps, ci, start, n)) return null;
	open.end = n;
	open.text = s.slice(open.start, n);
	if (ci === -1) nssEnd = n;
	else plainNote(diagnostics, comps[ci], start, n);
	const nid = {text: nidText, class: ns.class, registered: true, reference: ns.reference, reason: "",
		ref: refCopy(ns.informal ? R.informalRef : R.formalRef)};
	// AppendNormalized, or the input's span where NormalizedSpan says
	// it is one: "urn", the NID lower-cased, the NSS's escapes'
	// hex digits upper-cased, no component.
	const normalized = !upper && !lowerHex && s.charCodeAt(0) === 117 && s.charCodeAt(1) === 114 && s.charCodeAt(2) === 110
		? s.slice(0, nssEnd) : "urn:" + key + ":" + s.slice(c + 1, nssEnd).replace(/%[0-9a-f]{2}/gi, upperCase);
	// A plain URN has a few notes at most: none is unlisted.
	const r = {input: s, edition: R.id, valid: true, parts, nid, diagnostics, unlisted: [], normalized};
	// Its namespace reading, when asked for, reads the NSS it found
	// (parse.namespace.at), not the whole URN again.
	return defer(r, ns.rule, R.id, s, ns.rule ? `4,${c},${c + 1},${nssEnd}` : "");
}

const upperCase = (e) => e.toUpperCase();

// plainDelimiter is core's: the component after region ci whose
// delimiter begins at s[i], the longest, or -1 (also for a delimiter
// longer than two characters, which the module reads).
function plainDelimiter(s, i, comps, ci) {
	let next = -1, dl = 0;
	for (let j = ci + 1; j < comps.length; j++) {
		const d = comps[j].delim;
		if (d.length > 2) return -1;
		if (d.length === 2 && i + 1 < s.length && s.charCodeAt(i) === d.charCodeAt(0) && s.charCodeAt(i + 1) === d.charCodeAt(1)) {
			next = j;
			dl = 2;
		} else if (d.length === 1 && dl === 0 && s.charCodeAt(i) === d.charCodeAt(0)) {
			next = j;
			dl = 1;
		}
	}
	return next;
}

// plainRegionEnds: the NSS is not empty; a component may be empty
// only if its rule says so, and begins with a character it may begin
// with.
function plainRegionEnds(s, comps, ci, start, end) {
	if (ci === -1) return end > start;
	const comp = comps[ci];
	if (end === start) return comp.mayBeEmpty;
	return comp.first[s.charCodeAt(start)] === 1;
}

// plainNote appends component comp's note, spanning its delimiter
// and input[start:end].
function plainNote(diagnostics, comp, start, end) {
	const t = comp.note;
	if (t === null) return;
	diagnostics.push({severity: t.severity, code: t.code, message: t.message, start: start - comp.delim.length, end, ref: refCopy(t.ref)});
}
