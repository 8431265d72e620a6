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
	const p = presenterState(onward);
	on(p.prev, "click", () => go(p, -1));
	on(p.next, "click", () => go(p, 1));
	on(p.exit, "click", () => stop(p));
	on(document, "keydown", (e) => onKey(p, e));
	return {
		start: (article, following) => start(p, article, following),
		stop: () => stop(p),
		restep: () => restep(p),
	};
}

// presenterState is presenter mode's state, with its bar, which its
// functions share; body is the lesson body presented (null when not
// presenting), count its steps, at the one on screen.
function presenterState(onward) {
	const where = h("span", {class: "present-where", "aria-live": "polite"});
	const prev = h("button", {type: "button", class: "present-prev"}, "← Back");
	const next = h("button", {type: "button", class: "primary present-next"}, "Next →");
	const end = h("span", {class: "present-end", role: "status", tabindex: "-1", hidden: true});
	const exit = h("button", {type: "button", class: "present-exit"}, "Leave presenter mode (Esc)");
	const bar = h("div", {class: "present-bar", role: "toolbar", "aria-label": "Presenter"}, prev, " ", where, " ", next, end, " ", exit);
	return {
		onward,
		body: null,
		count: 0,
		at: 0,
		// after is what follows the lesson's last step: {slug, title} of the
		// next lesson, or {end}, the sentence saying the course (or class) is
		// finished.
		after: {},
		where, prev, next, end, exit, bar,
	};
}

// forward is what stands for going on in the bar: Next, or the
// sentence saying the end.
function forward(p) {
	return p.next.hidden ? p.end : p.next;
}

// show puts step at on screen, with the bar saying where it is and
// where Next leads: the next step, the next lesson, or nowhere (the
// end, said instead of a dead button).
function show(p) {
	const {at, count, after, next, end} = p;
	for (const el of p.body.children) el.classList.toggle("step-current", el.dataset.step === String(at));
	p.where.textContent = `Step ${at + 1} of ${count}`;
	p.prev.disabled = at === 0;
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
	if (focused) forward(p).focus({preventScroll: true});
	$(".lesson-title")?.scrollIntoView({block: "start"});
}

// go moves d steps; on past the last one, to the lesson that follows.
function go(p, d) {
	if (!p.body) return;
	if (d > 0 && p.at === p.count - 1) {
		if (p.after.slug) p.onward(p.after.slug);
		return;
	}
	p.at = Math.min(p.count - 1, Math.max(0, p.at + d));
	show(p);
}

// onKey moves through the steps from the keyboard while presenting.
function onKey(p, e) {
	if (!p.body || e.altKey || e.ctrlKey || e.metaKey) return;
	if (e.key === "Escape") {
		e.preventDefault();
		stop(p);
		return;
	}
	if (e.target.closest && e.target.closest(TYPING)) return;
	const d = {ArrowRight: 1, PageDown: 1, " ": 1, ArrowLeft: -1, PageUp: -1}[e.key];
	if (d && !(e.key === " " && e.target.closest && e.target.closest("button, a"))) {
		e.preventDefault();
		go(p, d);
	}
}

// start presents article from its first step; following is what comes
// after its last (after, above).
function start(p, article, following) {
	p.body = article.querySelector(".lesson-body");
	p.count = Math.max(1, markSteps(p.body));
	p.at = 0;
	p.after = following ?? {};
	presenting(true);
	article.append(p.bar);
	show(p);
	forward(p).focus({preventScroll: true});
}

function stop(p) {
	if (!p.body) return;
	for (const el of p.body.children) el.classList.remove("step-current");
	p.body = null;
	presenting(false);
	const present = $(".lesson-present");
	p.bar.remove();
	present?.focus();
}

// restep numbers the steps again (a playground was opened or closed)
// and keeps the current one.
function restep(p) {
	if (!p.body) return;
	p.count = Math.max(1, markSteps(p.body));
	p.at = Math.min(p.at, p.count - 1);
	show(p);
}
