// checklist-table.js — the rows of "Check a list", virtualized: only the
// rows in view (and a few more) are in the DOM, so a million scroll as
// smoothly as ten. Rows have one fixed height (style.css's .cl-row,
// measured here); a list taller than a browser's tallest box scrolls in
// proportion instead of pixel by pixel. Arrow keys, Page Up/Down, Home
// and End move from row to row; Enter or a click opens the row.

import {h, on} from "./dom.js";

// MAX_HEIGHT is the tallest the scrolled box is made, under every
// browser's limit on an element's height (Firefox's is about 17.9
// million pixels), and tall enough that a million rows move about 12 a
// hundred pixels scrolled (a mouse wheel's notch), fewer than are in
// view: none is skipped.
const MAX_HEIGHT = 8_000_000;
// OVERSCAN is the number of rows drawn beyond those in view.
const OVERSCAN = 4;

/**
 * @typedef {{cells: (string | Node)[], label: string}} RowView
 * @typedef {{count: number, row: (k: number) => RowView, open: (k: number) => void}} Source
 */

/**
 * A table's state: its boxes, the rows shown (src), the rows' height
 * (0 until measured), the active row and whether a draw is queued.
 * @typedef {{scroller: HTMLElement, spacer: HTMLElement, rowsEl: HTMLElement, src: Source,
 *   rowH: number, active: number, queued: boolean, pool: HTMLElement[]}} Table
 */

/**
 * virtualTable wires the table under root (index.html's #list-table):
 * .cl-scroll holding .cl-spacer and .cl-rows.
 * @param {HTMLElement} root
 */
export function virtualTable(root) {
	/** @type {Table} */
	const t = {
		scroller: /** @type {HTMLElement} */ (root.querySelector(".cl-scroll")),
		spacer: /** @type {HTMLElement} */ (root.querySelector(".cl-spacer")),
		rowsEl: /** @type {HTMLElement} */ (root.querySelector(".cl-rows")),
		src: {count: 0, row: () => ({cells: [], label: ""}), open: () => {}},
		rowH: 0, active: 0, queued: false, pool: [],
	};
	wireKeys(t.scroller, t.rowsEl, () => t.active, (k) => moveTo(t, k), (k) => t.src.open(k), () => geometry(t).vis - 1, () => t.src.count);
	on(t.scroller, "scroll", () => redraw(t), {passive: true});
	on(window, "resize", () => { t.rowH = 0; redraw(t); });
	return {
		/** @param {Source} s */
		show(s) {
			t.src = s;
			t.active = Math.min(t.active, Math.max(0, s.count - 1));
			root.setAttribute("aria-rowcount", String(s.count + 1));
			root.hidden = s.count === 0;
			redraw(t);
		},
		top() {
			t.active = 0;
			t.scroller.scrollTop = 0;
			redraw(t);
		},
	};
}

// measure reads the rows' height from a row drawn for it: 0 while the
// table is not laid out (its view hidden), measured again when shown.
function measure(/** @type {Table} */ t) {
	const probe = newRow();
	probe.append(h("span", {role: "cell"}, "0"));
	t.rowsEl.append(probe);
	t.rowH = probe.getBoundingClientRect().height;
	probe.remove();
}

// geometry is the box's height in view, the spacer's height, whether the
// rows scroll in proportion (scaled) and how many are in view.
function geometry(/** @type {Table} */ t) {
	const viewH = t.scroller.clientHeight || t.rowH * 10;
	const total = t.src.count * t.rowH;
	return {viewH, height: Math.min(total, MAX_HEIGHT), scaled: total > MAX_HEIGHT, vis: Math.ceil(viewH / t.rowH) + 1};
}

// firstRow is the first row in view at the current scroll, and where it
// is drawn.
function firstRow(/** @type {Table} */ t) {
	const g = geometry(t), st = t.scroller.scrollTop, n = t.src.count;
	if (!g.scaled) {
		const first = Math.floor(st / t.rowH);
		return {first, top: first * t.rowH, g};
	}
	// The row at the top, with its fraction above the view: the rows
	// move with the scroll instead of a whole row at a time.
	const at = st / Math.max(1, g.height - g.viewH) * Math.max(0, n - g.vis + 1);
	const first = Math.min(n - 1, Math.floor(at));
	return {first, top: st - (at - first) * t.rowH, g};
}

// draw puts the rows in view (and OVERSCAN more) in the DOM, reusing
// their elements.
function draw(/** @type {Table} */ t) {
	t.queued = false;
	if (!t.rowH) measure(t);
	if (!t.rowH) return;
	const {first, top, g} = firstRow(t);
	t.spacer.style.height = g.height + "px";
	const start = Math.max(0, first - (g.scaled ? 0 : OVERSCAN));
	const end = Math.min(t.src.count, first + g.vis + OVERSCAN);
	t.rowsEl.style.transform = `translateY(${top - (first - start) * t.rowH}px)`;
	const hadFocus = t.rowsEl.contains(document.activeElement);
	while (t.pool.length < end - start) t.pool.push(newRow());
	const shown = t.pool.slice(0, Math.max(0, end - start));
	shown.forEach((el, j) => fillRow(t, el, start + j));
	t.rowsEl.replaceChildren(...shown);
	if (hadFocus) focusActive(t);
	rovingTab(t.scroller, t.rowsEl);
}

function fillRow(/** @type {Table} */ t, /** @type {HTMLElement} */ el, /** @type {number} */ k) {
	const v = t.src.row(k);
	el.dataset.k = String(k);
	el.setAttribute("aria-rowindex", String(k + 2));
	el.setAttribute("aria-label", v.label);
	el.classList.toggle("active", k === t.active);
	el.replaceChildren(...v.cells.map((c, j) => h("span", {role: "cell", class: "cl-c" + j}, c)));
}

function redraw(/** @type {Table} */ t) {
	if (t.queued) return;
	t.queued = true;
	requestAnimationFrame(() => draw(t));
}

function focusActive(/** @type {Table} */ t) {
	const el = /** @type {HTMLElement | null} */ (t.rowsEl.querySelector(`[data-k="${t.active}"]`));
	el?.focus({preventScroll: true});
}

// moveTo makes row k the active one, scrolled into view and focused.
function moveTo(/** @type {Table} */ t, /** @type {number} */ k) {
	t.active = Math.max(0, Math.min(t.src.count - 1, k));
	const g = geometry(t), s = t.scroller, a = t.active;
	if (g.scaled) s.scrollTop = a / Math.max(1, t.src.count - g.vis + 1) * (g.height - g.viewH);
	else if (a * t.rowH < s.scrollTop) s.scrollTop = a * t.rowH;
	else if ((a + 1) * t.rowH > s.scrollTop + g.viewH) s.scrollTop = (a + 1) * t.rowH - g.viewH;
	draw(t);
	focusActive(t);
}

function newRow() {
	return h("div", {class: "cl-row", role: "row", tabindex: "-1"});
}

// rovingTab takes the box out of the Tab order while a row in it has the
// focus, so that Shift+Tab from a row leaves the table (the box, before
// it, would hand the focus back to the row).
function rovingTab(/** @type {HTMLElement} */ scroller, /** @type {HTMLElement} */ rowsEl) {
	scroller.tabIndex = rowsEl.contains(document.activeElement) ? -1 : 0;
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
	on(scroller, "focusin", () => rovingTab(scroller, rowsEl));
	on(scroller, "focusout", (/** @type {FocusEvent} */ e) => {
		if (!(e.relatedTarget instanceof Node && rowsEl.contains(e.relatedTarget))) scroller.tabIndex = 0;
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
