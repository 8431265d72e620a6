// weburl.js — how the browser's own URL parser (new URL(), the WHATWG URL
// Standard) reads the same string, beside RFC 8141's parts: Explore's
// table and Compare's line. The module sets the two side by side and says
// why they part (URN.asURL, URN.equivalentAsURL); this draws it.

import {h, $, fill} from "./dom.js";
import {refLink} from "./ui.js";

let sig = "";

// renderAsURL draws the URL parser's reading of the Explore input; res is
// URN.asURL's result, null before the engine runs.
export function renderAsURL(res) {
	const box = $("#as-url");
	const s = res === null ? "" : JSON.stringify(res);
	if (s === sig) return;
	sig = s;
	box.hidden = res === null || !!res.error && !res.rows;
	if (box.hidden) return;
	fill($("#as-url-body"),
		res.url === null ? h("p", {class: "as-url-refused"}, h("code", {}, "new URL()"), " throws: ", res.error) : null,
		res.rows.length ? asURLTable(res) : null,
		noteList(res.notes));
}

// asURLTable is one row per URL field: its value, the stretch of the URN
// it holds and the URN parts that stretch is; under it, a row of why
// they differ or what the field merges.
function asURLTable(res) {
	return h("div", {class: "table-scroll"}, h("table", {class: "compare as-url-table"},
		h("caption", {class: "visually-hidden"}, "The URL parser's fields beside the URN's parts"),
		h("thead", {}, h("tr", {},
			h("th", {scope: "col"}, "URL field"), h("th", {scope: "col"}, "new URL() gives"),
			h("th", {scope: "col"}, "The URN has"))),
		res.rows.map((r) => h("tbody", {dataset: {field: r.field, same: String(r.same)}},
			h("tr", {},
				h("th", {scope: "row"}, h("code", {}, r.field)),
				h("td", {class: r.same ? "" : "differs"}, h("code", {}, shown(r.url)), r.same ? null : h("strong", {}, " differs")),
				h("td", {}, h("code", {}, shown(r.urn)), h("span", {class: "muted"}, " ", r.parts))),
			r.notes.length ? h("tr", {class: "as-url-why"}, h("td", {colspan: "3"}, noteList(r.notes))) : null))));
}

// shown makes an empty value visible.
function shown(s) {
	return s === "" ? "(empty)" : s;
}

// noteList lists notes, each with the section it rests on.
function noteList(notes) {
	if (!notes.length) return null;
	return h("ul", {class: "as-url-notes"}, notes.map((n) => h("li", {}, n.text, " ", refLink(n.ref))));
}

// urlLine is Compare's line on what new URL(a).href === new URL(b).href
// says beside URN equivalence; eq is URN.equivalentAsURL's result.
export function urlLine(eq) {
	if (!eq || eq.error) return null;
	return h("div", {class: "as-url-eq", dataset: {agree: String(eq.agree)}},
		h("p", {}, h("strong", {}, "A browser's URL parser: "),
			h("code", {}, "new URL(a).href === new URL(b).href"), " is ", h("code", {}, String(eq.urlSame)),
			eq.agree ? " — it agrees." : " — it does not agree with URN equivalence."),
		h("p", {class: "muted"}, eq.why, " ", refLink(eq.ref)));
}
