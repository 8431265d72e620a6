// state.js — the whole page state in the URL hash, so that a link shares
// exactly what one sees. The hash is URLSearchParams text:
//
//   #view=equivalence&ed=draft-03&mode=5b&a=urn:foo:a&b=URN:FOO:a
//
// Keys at their default are left out. A malformed hash never breaks the
// page: unknown keys and bad values are dropped, and decode says which.
// A lesson with every other key at its default has a page of its own
// instead (address.js).

// VIEWS are the page's views, DEFAULT_VIEW the one a link without #view=
// opens: the generator writes them in from its one list of views
// (site/views.go), so that a link is read before the build's data is in.
export const VIEWS = ["site:views"];
const DEFAULT_VIEW = "site:default-view";

// FIELDS lists every key: its default and the values it accepts.
const FIELDS = {
	view: {def: DEFAULT_VIEW, oneOf: VIEWS},
	ed: {def: "", oneOf: []}, // from core: configure
	urn: {def: ""}, // the URN Explore opens with, from core: configure
	a: {def: "urn:example:a123,z456"},
	b: {def: "URN:EXAMPLE:a123%2cz456"},
	mode: {def: "", oneOf: []}, // the comparison objective, from core: configure
	nid: {def: "example"},
	raw: {def: "Café/№ 7?"},
	special: {def: ""},
	text: {def: "See urn:isbn:0451450523 and <urn:ietf:rfc:2141>, or urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66."},
	strict: {def: "0", oneOf: ["0", "1"]},
	// "Check a list": its namespace-rules option and its four filters (the
	// engine's verdict, diagnostic code, NID and namespace verdict; the
	// list itself is never in the link).
	lrules: {def: "0", oneOf: ["0", "1"]},
	lverdict: {def: "", match: /^[a-z-]{1,40}$/, what: "a verdict"},
	lcode: {def: "", match: /^[a-z0-9-]{1,80}$/, what: "a diagnostic code"},
	lnid: {def: "", match: /^[^\s]{1,64}$/, what: "a NID"},
	lns: {def: "", match: /^[a-z-]{1,40}$/, what: "a namespace verdict"},
	layout: {def: "", oneOf: []}, // from core: configure
	// The registration draft's fields as JSON ({"purpose": "…"}); the
	// template view also keeps it in localStorage.
	tpl: {def: ""},
	// The Learn view: the lesson on screen (its slug, "" for
	// the course's first) and a teacher's class link, the lessons of a
	// sequence in their order ("course=what-is-a-urn,anatomy"). Slugs
	// the course does not have are reported by the view once the course
	// is loaded.
	lesson: {def: "", match: /^[a-z0-9][a-z0-9-]{0,79}$/, what: "a lesson's name"},
	course: {def: "", match: /^[a-z0-9][a-z0-9-]{0,79}(,[a-z0-9][a-z0-9-]{0,79}){0,99}$/, what: "a list of lessons"},
	// Embedding reads these; the page keeps them in links.
	embed: {def: "0", oneOf: ["0", "1"]},
	// What Explore explains (the index of a part of urn) and the excerpt
	// the Spec panel shows (a section anchor, core's Ref.Anchor): on
	// screen, so in the link too.
	part: {def: "", match: /^\d{1,6}$/, what: "a part's number"},
	spec: {def: "", match: /^[a-z0-9-]+-sec-[a-z0-9-]+$/, what: "a spec section"},
};

// MAX_VALUE caps one value in the hash: a link is not a file transfer.
const MAX_VALUE = 1 << 16;
// PROBLEM_CAP is how many problems decode names one by one; the rest are
// counted in one more sentence, so that a link with thousands of bad keys
// raises a dozen notices, not thousands.
const PROBLEM_CAP = 10;

// configure takes the edition, objective and layout ids, and their
// defaults, and the URN Explore opens with, from core (the page's
// build-time data, site/data.go), before the first decode. A mode is any
// objective some edition offers.
export function configure(data) {
	FIELDS.ed.oneOf = data.editions ?? [];
	FIELDS.ed.def = data.defaultEdition ?? "";
	FIELDS.urn.def = data.first?.urn ?? "";
	FIELDS.mode.oneOf = [...new Set(Object.values(data.objectives ?? {}).flat().map((o) => o.id))];
	FIELDS.mode.def = data.defaultObjective ?? "";
	FIELDS.layout.oneOf = data.layouts ?? [];
	FIELDS.layout.def = data.defaultLayout ?? "";
}

function defaults() {
	return Object.fromEntries(Object.entries(FIELDS).map(([k, f]) => [k, f.def]));
}

// decode reads a hash ("#…" or "") into a full state and the problems
// found, each a sentence for the notice.
export function decode(hash) {
	const state = defaults();
	const problems = [];
	let params;
	try {
		params = new URLSearchParams(hash.replace(/^#/, ""));
	} catch {
		return {state, problems: ["The link's state could not be read, so the page starts afresh."]};
	}
	for (const [k, v] of params) {
		// Own keys only: "constructor" or "__proto__" is not a setting.
		const f = Object.hasOwn(FIELDS, k) ? FIELDS[k] : undefined;
		if (!f) {
			problems.push(`The link has an unknown setting “${k}”; it was ignored.`);
		} else if (f.oneOf && !f.oneOf.includes(v)) {
			problems.push(`The link's ${k} “${v.slice(0, 40)}” is not one of ${f.oneOf.join(", ")}; using ${f.def}.`);
		} else if (f.match && !f.match.test(v)) {
			problems.push(`The link's ${k} “${v.slice(0, 40)}” is not ${f.what}; it was ignored.`);
		} else if (v.length > MAX_VALUE) {
			problems.push(`The link's ${k} is longer than ${MAX_VALUE} characters; it was ignored.`);
		} else {
			state[k] = v;
		}
	}
	if (problems.length > PROBLEM_CAP) {
		const rest = problems.length - PROBLEM_CAP;
		problems.splice(PROBLEM_CAP, rest, `The link has ${rest} more unknown or bad settings; they were ignored too.`);
	}
	return {state, problems};
}

// encode writes the state's non-default values as a hash ("" when all are
// defaults).
export function encode(state) {
	const p = new URLSearchParams();
	for (const [k, f] of Object.entries(FIELDS)) {
		const v = state[k];
		if (v !== undefined && v !== f.def && String(v).length <= MAX_VALUE) p.set(k, v);
	}
	const s = p.toString();
	return s ? "#" + s : "";
}

// isSectionAnchor tells a spec section's id ("rfc8141-sec-2-1", core's
// Ref.Anchor), which a hash may hold alone, from page state.
export function isSectionAnchor(id) {
	return /^[a-z0-9-]+-sec-[a-z0-9-]+$/.test(id);
}
