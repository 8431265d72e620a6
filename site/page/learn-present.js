// learn-present.js — presenter mode, for a projector: the lesson alone in
// large type (learn.css, body.presenting), one step at a time, the
// keyboard to move on (→, Page Down or Space; ← or Page Up back; Escape
// leaves). A step is a heading with what follows it, an example, or an
// exercise: what a teacher talks about at once. Past a lesson's last
// step Next goes on to the lesson that follows (learn.js says which),
// still presenting, so that a class runs from the keyboard; after the
// last one the bar says the course or class is finished.

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

// presenting marks the page as presenting: the body for what it hides,
// the root for the type, which the page sizes in rem (learn.css).
function presenting(yes) {
	document.body.classList.toggle("presenting", yes);
	document.documentElement.classList.toggle("presenting", yes);
}

// initPresenter sets presenter mode up; onward(slug) is called to go on
// to lesson slug, which learn.js then presents with start.
export function initPresenter(onward) {
	let body = null;
	let count = 0;
	let at = 0;
	// after is what follows the lesson's last step: {slug, title} of the
	// next lesson, or {end}, the sentence saying the course (or class) is
	// finished.
	let after = {};
	const where = h("span", {class: "present-where", "aria-live": "polite"});
	const prev = h("button", {type: "button", class: "present-prev"}, "← Back");
	const next = h("button", {type: "button", class: "primary present-next"}, "Next →");
	const end = h("span", {class: "present-end", role: "status", tabindex: "-1", hidden: true});
	const exit = h("button", {type: "button", class: "present-exit"}, "Leave presenter mode (Esc)");
	const bar = h("div", {class: "present-bar", role: "toolbar", "aria-label": "Presenter"}, prev, " ", where, " ", next, end, " ", exit);

	// forward is what stands for going on in the bar: Next, or the
	// sentence saying the end.
	const forward = () => next.hidden ? end : next;

	// show puts step at on screen, with the bar saying where it is and
	// where Next leads: the next step, the next lesson, or nowhere (the
	// end, said instead of a dead button).
	function show() {
		for (const el of body.children) el.classList.toggle("step-current", el.dataset.step === String(at));
		where.textContent = `Step ${at + 1} of ${count}`;
		prev.disabled = at === 0;
		const last = at === count - 1;
		next.textContent = last && after.slug ? `Next lesson: ${after.title} →` : "Next →";
		const ended = last && !after.slug;
		end.textContent = ended ? after.end : "";
		// Focus on Next, about to be hidden, would be lost: the sentence
		// in its place takes it (Space or → there does nothing), and
		// gives it back when Back shows Next again.
		const focused = document.activeElement === next || document.activeElement === end;
		end.hidden = !ended;
		next.hidden = ended;
		if (focused) forward().focus({preventScroll: true});
		$(".lesson-title")?.scrollIntoView({block: "start"});
	}
	// go moves d steps; on past the last one, to the lesson that follows.
	const go = (d) => {
		if (!body) return;
		if (d > 0 && at === count - 1) {
			if (after.slug) onward(after.slug);
			return;
		}
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

	// start presents article from its first step; following is what comes
	// after its last (after, above).
	function start(article, following) {
		body = article.querySelector(".lesson-body");
		count = Math.max(1, markSteps(body));
		at = 0;
		after = following ?? {};
		presenting(true);
		article.append(bar);
		show();
		forward().focus({preventScroll: true});
	}

	function stop() {
		if (!body) return;
		for (const el of body.children) el.classList.remove("step-current");
		body = null;
		presenting(false);
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
