// learn-present.js — presenter mode, for a projector: the lesson alone in
// large type (learn.css, body.presenting), one step at a time, the
// keyboard to move on (→, Page Down or Space; ← or Page Up back; Escape
// leaves). A step is a heading with what follows it, an example, or an
// exercise: what a teacher talks about at once.

import {h, on, $} from "./dom.js";

// STANDALONE are the blocks that are a step of their own.
const STANDALONE = "figure, section.lesson-exercise, .lesson-playground";

// markSteps numbers the lesson body's blocks (data-step) and returns how
// many steps there are.
function markSteps(body) {
	let step = -1;
	let alone = true; // the previous block ended a step
	for (const el of body.children) {
		const starts = /^H[1-6]$/.test(el.tagName) || el.matches(STANDALONE);
		if (starts || alone) step++;
		el.dataset.step = String(step);
		alone = el.matches(STANDALONE);
	}
	return step + 1;
}

// TYPING are the elements whose keys are their own (an answer field,
// the click exercise's arrow keys).
const TYPING = "input, textarea, select, [role=listbox]";

export function initPresenter() {
	let body = null;
	let count = 0;
	let at = 0;
	const where = h("span", {class: "present-where", "aria-live": "polite"});
	const prev = h("button", {type: "button", class: "present-prev"}, "← Back");
	const next = h("button", {type: "button", class: "primary present-next"}, "Next →");
	const exit = h("button", {type: "button", class: "present-exit"}, "Leave presenter mode (Esc)");
	const bar = h("div", {class: "present-bar", role: "toolbar", "aria-label": "Presenter"}, prev, " ", where, " ", next, " ", exit);

	function show() {
		for (const el of body.children) el.classList.toggle("step-current", el.dataset.step === String(at));
		where.textContent = `Step ${at + 1} of ${count}`;
		prev.disabled = at === 0;
		next.disabled = at === count - 1;
		$(".lesson-title")?.scrollIntoView({block: "start"});
	}
	const go = (d) => {
		if (!body) return;
		at = Math.min(count - 1, Math.max(0, at + d));
		show();
	};
	on(prev, "click", () => go(-1));
	on(next, "click", () => go(1));
	on(exit, "click", () => stop());
	on(document, "keydown", (e) => {
		if (!body || e.altKey || e.ctrlKey || e.metaKey) return;
		if (e.key === "Escape") {
			e.preventDefault();
			stop();
			return;
		}
		if (e.target.closest && e.target.closest(TYPING)) return;
		const d = {ArrowRight: 1, PageDown: 1, " ": 1, ArrowLeft: -1, PageUp: -1}[e.key];
		if (d && !(e.key === " " && e.target.closest && e.target.closest("button, a"))) {
			e.preventDefault();
			go(d);
		}
	});

	function start(article) {
		body = article.querySelector(".lesson-body");
		count = Math.max(1, markSteps(body));
		at = 0;
		document.body.classList.add("presenting");
		article.append(bar);
		show();
		next.focus();
	}

	function stop() {
		if (!body) return;
		for (const el of body.children) el.classList.remove("step-current");
		body = null;
		document.body.classList.remove("presenting");
		const present = $(".lesson-present");
		bar.remove();
		present?.focus();
	}

	// restep numbers the steps again (a playground was opened or closed)
	// and keeps the current one.
	function restep() {
		if (!body) return;
		count = Math.max(1, markSteps(body));
		at = Math.min(at, count - 1);
		show();
	}

	return {start, stop, restep};
}
