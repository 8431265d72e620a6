// checklist-table.js — the rows of "Check a list", virtualized: only the
// rows in view (and a few more) are in the DOM, so a million scroll as
// smoothly as ten. Rows have one fixed height (style.css's .cl-row,
// measured here); a list taller than a browser's tallest box scrolls in
// proportion instead of pixel by pixel. Arrow keys, Page Up/Down, Home
// and End move from row to row; Enter or a click opens the row.

import {h, on} from "./dom.js";

// MAX_HEIGHT is the tallest the scrolled box is made, under every
// browser's limit on an element's height (Firefox's is about 17.9
// million pixels).
const MAX_HEIGHT = 4_000_000;
// OVERSCAN is the number of rows drawn beyond those in view.
const OVERSCAN = 4;

/**
 * @typedef {{cells: (string | Node)[], label: string}} RowView
 * @typedef {{count: number, row: (k: number) => RowView, open: (k: number) => void}} Source
 */

/**
 * virtualTable wires the table under root (index.html's #list-table):
 * .cl-scroll holding .cl-spacer and .cl-rows.
 * @param {HTMLElement} root
 */
export function virtualTable(root) {
	const scroller = /** @type {HTMLElement} */ (root.querySelector(".cl-scroll"));
	const spacer = /** @type {HTMLElement} */ (root.querySelector(".cl-spacer"));
	const rowsEl = /** @type {HTMLElement} */ (root.querySelector(".cl-rows"));
	/** @type {Source} */
	let src = {count: 0, row: () => ({cells: [], label: ""}), open: () => {}};
	let rowH = 0, active = 0, queued = false;
	/** @type {HTMLElement[]} */
	const pool = [];

	const measure = () => {
		const probe = newRow();
		probe.append(h("span", {role: "cell"}, "0"));
		rowsEl.append(probe);
		rowH = probe.getBoundingClientRect().height || 32;
		probe.remove();
	};
	const geometry = () => {
		const viewH = scroller.clientHeight || rowH * 10;
		const total = src.count * rowH;
		const height = Math.min(total, MAX_HEIGHT);
		const vis = Math.ceil(viewH / rowH) + 1;
		return {viewH, height, scaled: total > MAX_HEIGHT, vis};
	};
	// firstRow is the first row in view at the current scroll, and where
	// it is drawn.
	const firstRow = () => {
		const g = geometry(), st = scroller.scrollTop;
		if (!g.scaled) {
			const first = Math.floor(st / rowH);
			return {first, top: first * rowH, g};
		}
		const f = st / Math.max(1, g.height - g.viewH);
		return {first: Math.min(src.count - 1, Math.floor(f * Math.max(0, src.count - g.vis + 1))), top: st, g};
	};
	const draw = () => {
		queued = false;
		if (!rowH) measure();
		const {first, top, g} = firstRow();
		spacer.style.height = g.height + "px";
		const start = Math.max(0, first - (g.scaled ? 0 : OVERSCAN));
		const end = Math.min(src.count, first + g.vis + OVERSCAN);
		rowsEl.style.transform = `translateY(${top - (first - start) * rowH}px)`;
		const hadFocus = rowsEl.contains(document.activeElement);
		while (pool.length < end - start) pool.push(newRow());
		const shown = pool.slice(0, Math.max(0, end - start));
		shown.forEach((el, j) => fillRow(el, start + j));
		rowsEl.replaceChildren(...shown);
		if (hadFocus) focusActive();
	};
	const fillRow = (/** @type {HTMLElement} */ el, /** @type {number} */ k) => {
		const v = src.row(k);
		el.dataset.k = String(k);
		el.setAttribute("aria-rowindex", String(k + 2));
		el.setAttribute("aria-label", v.label);
		el.classList.toggle("active", k === active);
		el.replaceChildren(...v.cells.map((c, j) => h("span", {role: "cell", class: "cl-c" + j}, c)));
	};
	const redraw = () => {
		if (!queued) {
			queued = true;
			requestAnimationFrame(draw);
		}
	};
	const focusActive = () => {
		const el = /** @type {HTMLElement | null} */ (rowsEl.querySelector(`[data-k="${active}"]`));
		el?.focus({preventScroll: true});
	};
	// moveTo makes row k the active one, scrolled into view and focused.
	const moveTo = (/** @type {number} */ k) => {
		active = Math.max(0, Math.min(src.count - 1, k));
		const g = geometry();
		if (g.scaled) {
			scroller.scrollTop = active / Math.max(1, src.count - g.vis + 1) * (g.height - g.viewH);
		} else if (active * rowH < scroller.scrollTop) {
			scroller.scrollTop = active * rowH;
		} else if ((active + 1) * rowH > scroller.scrollTop + g.viewH) {
			scroller.scrollTop = (active + 1) * rowH - g.viewH;
		}
		draw();
		focusActive();
	};
	wireKeys(scroller, rowsEl, () => active, moveTo, (k) => src.open(k), () => geometry().vis - 1, () => src.count);
	on(scroller, "scroll", redraw, {passive: true});
	on(window, "resize", () => { rowH = 0; redraw(); });
	return {
		/** @param {Source} s */
		show(s) {
			src = s;
			active = Math.min(active, Math.max(0, s.count - 1));
			root.setAttribute("aria-rowcount", String(s.count + 1));
			root.hidden = s.count === 0;
			redraw();
		},
		top() {
			active = 0;
			scroller.scrollTop = 0;
			redraw();
		},
	};
}

function newRow() {
	return h("div", {class: "cl-row", role: "row", tabindex: "-1"});
}

// wireKeys moves the active row with the keyboard and opens it with Enter
// or a click; focus coming into the box goes to the active row.
function wireKeys(scroller, rowsEl, active, moveTo, open, page, count) {
	const rowOf = (/** @type {EventTarget | null} */ t) => {
		const el = t instanceof Element ? t.closest(".cl-row") : null;
		return el && el.parentElement === rowsEl ? Number(/** @type {HTMLElement} */ (el).dataset.k) : -1;
	};
	on(scroller, "focus", (e) => {
		if (e.target === scroller && count() > 0) moveTo(active());
	});
	on(scroller, "click", (e) => {
		const k = rowOf(e.target);
		if (k >= 0) open(k);
	});
	on(scroller, "keydown", (/** @type {KeyboardEvent} */ e) => {
		if (count() === 0) return;
		const steps = {ArrowDown: 1, ArrowUp: -1, PageDown: page(), PageUp: -page(), Home: -Infinity, End: Infinity};
		if (e.key === "Enter") {
			const k = rowOf(e.target);
			if (k >= 0) {
				e.preventDefault();
				open(k);
			}
			return;
		}
		if (!(e.key in steps)) return;
		e.preventDefault();
		const step = steps[e.key];
		moveTo(step === Infinity ? count() - 1 : step === -Infinity ? 0 : active() + step);
	});
}
