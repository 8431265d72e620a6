// leads.js — Explore's "Where it leads": the URN's URL at each public
// resolution service of its namespace (URN.resolve), or why there is
// none. The engine decides everything said here; this draws it.

import {h, on, $, fill} from "./dom.js";
import {refLink} from "./ui.js";

// sig is what the section was last drawn from: most keystrokes leave it
// as it was.
let sig = "";

// initLeads redraws the section when the browser goes on or off line,
// which changes whether the links can be followed now.
export function initLeads(redraw) {
	on(window, "online", redraw);
	on(window, "offline", redraw);
}

// renderLeads draws where the URN text leads under the edition; res is
// URN.resolve's result, null before the engine runs.
export function renderLeads(res) {
	const box = $("#leads");
	const offline = typeof navigator !== "undefined" && navigator.onLine === false;
	const s = res === null ? "" : JSON.stringify(res) + offline;
	if (s === sig) return;
	sig = s;
	box.hidden = res === null || !!res.error;
	if (box.hidden) return;
	fill($("#leads-body"), leadsBody(res, offline));
}

// leadsBody is the section's content for one resolution.
function leadsBody(res, offline) {
	const source = res.ref ? h("p", {class: "leads-source muted"}, "What the ", res.nid, " registration says about resolution: ", refLink(res.ref)) : null;
	if (res.verdict !== "linked") {
		return [h("p", {class: "leads-none", dataset: {verdict: res.verdict}}, res.note), source];
	}
	return [
		h("ul", {class: "leads-links"}, res.links.map(linkItem)),
		offline ? h("p", {class: "leads-offline notice-inline"}, "You are offline: these links need a network. The URN itself stays the same name offline.") : null,
		res.note ? h("p", {class: "muted"}, res.note) : null,
		h("p", {class: "muted"}, "A resolver is a service outside the URN: the name stays the same when a service moves."),
		source,
	];
}

// linkItem is one service's link, marked as leaving the page, with the
// service's name, its scope and the source of its URL form.
function linkItem(l) {
	return h("li", {class: "leads-link"},
		h("a", {href: l.url, target: "_blank", rel: "noopener noreferrer external", class: "leaves"},
			h("span", {class: "leads-url"}, l.url),
			h("span", {"aria-hidden": "true"}, " ↗"),
			h("span", {class: "visually-hidden"}, " (opens another site in a new tab)")),
		h("span", {class: "leads-about muted"}, " ", l.service, l.scope ? ", for " + l.scope : "", ". URL form: ", refLink(l.ref)));
}
