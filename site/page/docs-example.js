// docs-example.js — the example documentation page's own use of the JS
// API: a table computed live with URN.parse under each edition.

import {load} from "./urn.js";

const tbody = document.querySelector("#api-table tbody");
const input = "urn:example:a123,z456?+abc";

function cell(text, tag = "td") {
	const el = document.createElement(tag);
	el.textContent = text;
	return el;
}

try {
	// This page needs no registration template: their module is left out.
	const URN = await load({templates: "on-demand"});
	const rows = URN.editions().map((ed) => {
		const r = URN.parse(input, {edition: ed.id});
		const tr = document.createElement("tr");
		tr.dataset.edition = ed.id;
		tr.append(cell(ed.name, "th"), cell(r.valid ? "yes" : "no"),
			cell(r.parts.filter((p) => p.topLevel).map((p) => p.kind + " " + JSON.stringify(p.text)).join(", ")),
			cell(r.normalized ?? "—"));
		return tr;
	});
	tbody.replaceChildren(...rows);
} catch (err) {
	tbody.replaceChildren(cell("The engine could not start: " + err.message));
}
