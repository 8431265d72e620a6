// editions.js — "Compare editions": one string read under all four
// editions side by side. Rows are the verdict, each kind of part, the
// diagnostics and the normalized form; in a row where the editions
// disagree, the cells that differ from the chosen edition's are marked.

import {h, on, $, fill} from "./dom.js";
import {refLink, verdict, severityBadge, more, partName} from "./ui.js";
import {READ_CAP} from "./explore.js";

// CELL_DIAGS is how many diagnostics one cell lists.
const CELL_DIAGS = 12;

// comparison reads input under every edition and lays the readings out
// as rows of cells ({text, node}), a row per kind of part (rowKinds,
// core's top-level kinds in the order a URN has them); differs marks
// rows where the cells' texts are not all equal; nameOf labels a row.
function comparison(URN, input, rowKinds, nameOf) {
	const eds = URN.editions();
	const readings = eds.map((ed) => URN.parse(input, {edition: ed.id}));
	/** @type {{label: string, kind?: string, cells: {text: string, node: any}[], differs?: boolean}[]} */
	const rows = [];
	// The syntax's verdict, in a row named for its layer.
	rows.push({label: "Syntax", cells: readings.map((r) => ({text: String(r.valid), node: verdict(r.valid, "valid", "not valid")}))});
	for (const kind of rowKinds) {
		const cells = readings.map((r) => {
			const parts = r.parts.filter((p) => p.kind === kind);
			const text = parts.map((p) => p.text).join(" ");
			return {text: parts.length ? "=" + text : "", node: parts.length ? h("code", {class: "cell-hl k-" + kind}, text || "(empty)") : h("span", {class: "muted"}, "—")};
		});
		if (cells.some((c) => c.text)) rows.push({label: nameOf(kind), kind, cells});
	}
	rows.push({
		label: "Diagnostics",
		cells: readings.map((r) => ({
			text: r.diagnostics.map((d) => d.severity + d.code).join(","),
			node: r.diagnostics.length
				? h("ul", {}, r.diagnostics.slice(0, CELL_DIAGS).map((d) => h("li", {}, severityBadge(d.severity), " ", d.message, " ", refLink(d.ref))),
					more(r.diagnostics.length, CELL_DIAGS, "diagnostics"))
				: h("span", {class: "muted"}, "none"),
		})),
	});
	rows.push({
		label: "Normalized",
		cells: readings.map((r) => ({text: r.normalized ?? "", node: r.normalized === null ? h("span", {class: "muted"}, "—") : h("code", {}, r.normalized)})),
	});
	for (const row of rows) row.differs = new Set(row.cells.map((c) => c.text)).size > 1;
	return {editions: eds, readings, rows};
}

export function initEditions(app) {
	const input = $("#editions-input");
	const table = $("#editions-table");

	function render() {
		if (input.value !== app.state.urn) input.value = app.state.urn;
		const text = app.state.urn.slice(0, READ_CAP);
		const {editions, rows} = comparison(app.URN, text, app.data.rowKinds ?? [], (kind) => partName(app, kind));
		// A cell is marked where it differs from the chosen edition's.
		const base = Math.max(0, editions.findIndex((ed) => ed.id === app.state.ed));
		$("#editions-legend").textContent = `Cells that differ from the chosen edition's (${editions[base].name}, the highlighted column) are marked.`;
		const head = h("thead", {}, h("tr", {}, h("th", {scope: "col"}, "Part"),
			editions.map((ed) => h("th", {scope: "col", class: ed.id === app.state.ed ? "current" : ""}, ed.name, " ", h("span", {class: "muted"}, "(" + ed.year + ")")))));
		const body = h("tbody", {}, rows.map((row) => h("tr", {class: row.differs ? "row-differs" : "", dataset: row.kind ? {kind: row.kind} : {}},
			h("th", {scope: "row"}, row.kind ? h("span", {class: "swatch k-" + row.kind, "aria-hidden": "true"}) : null, row.label,
				row.differs ? h("span", {class: "visually-hidden"}, " (differs between editions)") : null),
			row.cells.map((c, i) => h("td", {class: (row.differs && c.text !== row.cells[base].text ? "differs" : "") + (i === base ? " current" : "")}, c.node)))));
		fill(table, h("caption", {class: "visually-hidden"}, "The input under each edition"), head, body);
		keepColumnInView(table, head.querySelector("th.current"));
	}

	on(input, "input", () => {
		app.set({urn: input.value}, {render: false});
		render();
	});
	on(input, "keydown", (e) => {
		if (e.key === "Enter") e.preventDefault();
	});
	return {render};
}

// keepColumnInView scrolls the table's box (a phone's, narrower than the
// table) so that the chosen edition's column th shows whole, starting
// right of the row labels when they stick to the left (style.css): a
// column stopped at the box's right edge left its neighbour cut under
// the labels.
function keepColumnInView(table, th) {
	const box = table.parentElement;
	if (!th || box.scrollWidth <= box.clientWidth) return;
	const label = table.querySelector("th[scope=row]");
	const sticky = label && getComputedStyle(label).position === "sticky" ? label.getBoundingClientRect().width : 0;
	const b = box.getBoundingClientRect();
	const c = th.getBoundingClientRect();
	if (c.right > b.right || c.left < b.left + sticky) box.scrollLeft += c.left - (b.left + sticky);
}
