// learn-exercise.js — one exercise of a lesson, of any of the five kinds
// (site/lessons/FORMAT.md): its answer field, the Check button, the
// engine's feedback, the hints one at a time and then the solution, and
// the explanation once the answer is right. Every verdict comes from
// URN.checkExercise, the build's own evaluator (core/exercise): the page
// never compares an answer with a string, and never decides which
// prediction or choice is right.

import {h, on, fill} from "./dom.js";
import {refLink, partName, errorBox} from "./ui.js";
import {clickControl} from "./learn-click.js";
import {markDone, isDone, answerOf, saveAnswer, hintsShown, saveHints, solutionShown, saveSolutionShown} from "./learn-progress.js";

// trusted turns HTML the build rendered from a lesson (goldmark, raw HTML
// off) into nodes; never used on anything a user typed.
export function trusted(html) {
	const doc = new DOMParser().parseFromString(`<div>${html ?? ""}</div>`, "text/html");
	return [...doc.body.firstChild.childNodes];
}

// choicesOf lists the answers a predict or choose offers, as [value,
// label] (the course's options: the build words them, site/exercise_labels.go).
export function choicesOf(ex) {
	return (ex.options ?? []).map((o) => [o.value, o.label]);
}

// engineAnswer is the answer the engine accepts among a predict's or a
// choose's options (the solution and the answer key of those kinds: the
// lesson never writes it down), or "" when none is accepted.
export function engineAnswer(URN, ex) {
	for (const [value] of choicesOf(ex)) {
		const r = URN.checkExercise(ex.check, value);
		if (!r.error && r.right) return value;
	}
	return "";
}

// solutionText is what "Show the solution" and the answer key give.
export function solutionText(URN, ex) {
	if (URN && (ex.kind === "predict" || ex.kind === "choose")) {
		const right = engineAnswer(URN, ex);
		return choicesOf(ex).find(([v]) => v === right)?.[1] ?? ex.solution ?? "";
	}
	if (ex.kind === "click" && ex.solution?.startsWith("@")) return ex.solution.slice(1);
	return ex.solution ?? "";
}

// editionName names an edition by its id, as the engine lists them.
function editionName(app, id) {
	return (app.editions ?? []).find((e) => e.id === id)?.name ?? id;
}

// nameEditions names the editions of exercises drawn before the engine
// ran (which showed their ids) as the engine does.
export function nameEditions(root, app) {
	for (const el of root.querySelectorAll(".ex-edition[data-edition]")) {
		el.textContent = ` · under ${editionName(app, el.dataset.edition)}`;
	}
}

// exerciseWidget builds the controls of ex (numbered n in its lesson)
// into section, the <section class="lesson-exercise"> of the lesson's
// HTML that holds its prompt. onDone is told when it is answered right.
// Its state is one object (w), handed to check and showDone.
export function exerciseWidget(app, ex, n, section, onDone) {
	const base = "ex-" + ex.id;
	const w = {
		app, ex, section, onDone,
		feedback: h("div", {class: "ex-feedback", id: base + "-feedback", role: "status", "aria-live": "polite"}),
		explain: h("div", {class: "ex-explain", hidden: true}, h("p", {class: "ex-explain-head"}, "Why"), trusted(ex.explainHtml)),
		status: h("span", {class: "ex-status"}),
		help: null, // hintsAndSolution
		// last is the last answer the engine judged: {r, value}.
		last: null,
		// pending is the answer checked before the engine ran, which it
		// answers once it does (the last one, if Check was pressed again).
		pending: null,
	};
	const answer = answerControl(app, ex, base, !!section.querySelector(".lesson-exercise-given"), (value) => check(w, value));
	const checkButton = h("button", {type: "button", class: "primary ex-check"}, "Check");
	on(checkButton, "click", () => check(w, answer.value()));
	const help = w.help = hintsAndSolution(app, ex, base);
	// A wrong prediction or choice is told the engine's verdict only once
	// the help is used up: before, it would give the answer away.
	help.onUsed(() => {
		if (w.last && !w.last.r.right) fill(w.feedback, resultView(app, ex, w.last.r, w.last.value, help.usedUp()));
	});

	section.prepend(exerciseHead(app, ex, n, w.status));
	section.id = base;
	// The lesson's HTML shows the given URN(s) and the choices as text
	// (for reading and printing without JavaScript); the controls below
	// present them again where they are answered (learn.css hides the
	// text copy on screen where a control replaces it).
	section.classList.add("ex-live");
	section.dataset.kind = ex.kind;

	section.append(h("div", {class: "ex-work"}, answer.el, h("p", {class: "ex-actions"}, checkButton, " ", help.buttons)),
		w.feedback, help.list, help.solution, w.explain);
	if (isDone(ex.id)) {
		showDone(w);
		const saved = answerOf(ex.id);
		fill(w.feedback, h("p", {}, "You answered this one right", saved ? [": ", h("code", {}, labelOf(ex, saved))] : "", "."));
		w.feedback.className = "ex-feedback ex-right";
	}
}

// exerciseHead is the line above an exercise's prompt: its number, its
// kind, its edition and its status (done).
function exerciseHead(app, ex, n, status) {
	return h("p", {class: "ex-head"}, h("span", {class: "ex-number"}, `Exercise ${n}`), " · ", ex.label || ex.kind,
		ex.edition ? h("span", {class: "muted ex-edition", dataset: {edition: ex.edition}}, ` · under ${editionName(app, ex.edition)}`) : null, " ", status);
}

// check has the engine judge value, the answer to w's exercise, and shows
// its verdict.
function check(w, value) {
	const {app, ex, feedback} = w;
	saveAnswer(ex.id, value);
	if (value === "") {
		w.pending = null;
		fill(feedback, h("p", {}, ex.kind === "click" ? "Click a character of the URN first (or move to it with the arrow keys and press Enter)." : "Give an answer first."));
		return;
	}
	if (!app.URN) {
		checkOnceStarted(w, value);
		return;
	}
	w.pending = null;
	feedback.className = "ex-feedback";
	const r = app.URN.checkExercise(ex.check, value);
	if (r.error) {
		fill(feedback, errorBox(r.error));
		return;
	}
	w.last = {r, value};
	fill(feedback, resultView(app, ex, r, value, w.help.usedUp()));
	feedback.className = "ex-feedback " + (r.right ? "ex-right" : "ex-wrong");
	if (r.right) {
		markDone(ex.id);
		showDone(w);
		w.onDone();
	}
}

// checkOnceStarted checks value, an answer given before the engine runs,
// once it does (w.pending).
function checkOnceStarted(w, value) {
	const {app, feedback} = w;
	feedback.className = "ex-feedback ex-checking";
	fill(feedback, h("p", {}, h("span", {class: "spinner", "aria-hidden": "true"}), " Checking… (the URN engine is starting)"));
	if (w.pending === null) {
		app.started.then(() => {
			const v = w.pending;
			w.pending = null;
			if (v !== null) check(w, v);
		}, (err) => {
			w.pending = null;
			feedback.className = "ex-feedback";
			fill(feedback, h("p", {class: "error", role: "alert"}, "The URN engine could not start (", String(err?.message || err), "): no answer can be checked."));
		});
	}
	w.pending = value;
}

function showDone(w) {
	w.explain.hidden = !(w.ex.explainHtml ?? "").trim();
	fill(w.status, h("span", {class: "verdict ok"}, h("span", {"aria-hidden": "true"}, "✔ "), "done"));
	w.section.classList.add("ex-done");
}

// resultView is the engine's verdict on an answer (URN.checkExercise's
// ExerciseResult, wasm/README.md): right, or what is wrong (the engine's
// message, the lesson's own feedback for the condition that failed, the
// diagnostic with a link to its section), the part clicked, and for a
// prediction or a choice the engine's own verdict: told when the answer
// is right, or when reveal says the hints are used up or the solution
// shown; until then a wrong one is only told to think again.
export function resultView(app, ex, r, value, reveal) {
	const typed = ex.kind === "write" || ex.kind === "fix";
	const ref = r.diagnostic?.ref ?? r.ref;
	const judged = ex.kind === "predict" || ex.kind === "choose";
	if (judged && !r.right && !reveal && r.condition === "ask") {
		return [
			h("p", {class: "ex-verdict"}, h("span", {class: "verdict bad"}, h("span", {"aria-hidden": "true"}, "✖ "), "Not yet."),
				" You answered ", h("strong", {}, labelOf(ex, value)), "."),
			h("p", {class: "ex-message"}, (ex.hints ?? []).length
				? "Think again, or take a hint: the engine's verdict is shown once the hints are used up."
				: "Think again: the engine's verdict is shown with the solution."),
		];
	}
	return [
		h("p", {class: "ex-verdict"}, r.right
			? h("span", {class: "verdict ok"}, h("span", {"aria-hidden": "true"}, "✔ "), "Right.")
			: h("span", {class: "verdict bad"}, h("span", {"aria-hidden": "true"}, "✖ "), "Not yet."),
		" ", typed ? h("code", {class: "ex-answer"}, value) : null),
		r.clicked ? h("p", {class: "ex-clicked"}, "You clicked ", h("code", {}, r.clicked.text), `, in the ${partName(app, r.clicked.kind)}.`) : null,
		// The lesson's own feedback on the condition that failed: the
		// build's rendering of it (whys, by the want's index), else the
		// Markdown the evaluator hands back.
		!r.right && (ex.whys?.[r.index] || r.why) ? h("div", {class: "ex-why"}, ex.whys?.[r.index] ? trusted(ex.whys[r.index]) : inlineMarkdown(r.why)) : null,
		(!r.right || judged) && r.message ? h("p", {class: "ex-message"}, upperFirst(r.message), /[.!?]$/.test(r.message) ? "" : ".") : null,
		// The message says what the diagnostic says: its code and section
		// are added, not its message again.
		!r.right && (r.diagnostic || ref) ? h("p", {class: "ex-ref"},
			r.diagnostic ? h("span", {class: "ex-diag"}, "Diagnostic ", h("code", {class: "diag-code"}, r.diagnostic.code), ref ? " · " : "") : null,
			ref ? ["See ", refLink(ref), "."] : null) : null,
		judged && r.truth ? h("p", {class: "ex-truth"}, "The engine's verdict: ", h("strong", {}, labelOf(ex, r.truth)), ".") : null,
	];
}

// upperFirst capitalizes a sentence the engine writes in lower case.
function upperFirst(s) {
	return s.charAt(0).toUpperCase() + s.slice(1);
}

// inlineMarkdown draws a lesson's feedback (FORMAT.md's why: Markdown as
// written, which the evaluator hands back as it is) with its code spans
// and strong emphasis, as text nodes: nothing in it is taken as markup.
export function inlineMarkdown(text) {
	return text.split(/(`[^`]+`|\*\*[^*]+\*\*)/).filter(Boolean).map((t) =>
		t.startsWith("`") && t.endsWith("`") && t.length > 1 ? h("code", {}, t.slice(1, -1))
			: t.startsWith("**") && t.endsWith("**") && t.length > 3 ? h("strong", {}, t.slice(2, -2)) : t);
}

// labelOf shows a prediction's word as the page words it.
function labelOf(ex, value) {
	return choicesOf(ex).find(([v]) => v === value)?.[1] ?? String(value);
}

// answerControl builds the answer field of ex's kind: {el, value()}.
// shown says the lesson's HTML already shows the given URN(s); submit
// checks an answer at once (Enter in a field, a click on a part).
function answerControl(app, ex, base, shown, submit) {
	const saved = answerOf(ex.id);
	if (ex.kind === "click") return clickControl(app, ex, base, saved, submit);
	if (ex.kind === "predict" || ex.kind === "choose") return choiceControl(ex, base, saved, shown);
	const input = h("input", {type: "text", class: "plain-input ex-input", id: base + "-answer", spellcheck: "false", autocapitalize: "off", autocomplete: "off"});
	input.value = saved || (ex.kind === "fix" ? ex.given ?? "" : "");
	on(input, "input", () => saveAnswer(ex.id, input.value));
	on(input, "keydown", (e) => {
		if (e.key === "Enter") {
			e.preventDefault();
			submit(input.value);
		}
	});
	const given = ex.kind === "fix" && ex.given && !shown ? h("p", {class: "ex-given"}, "The broken URN: ", h("code", {}, ex.given)) : null;
	return {el: [given, h("label", {class: "field-label", for: input.id}, "Your URN"), input], value: () => input.value};
}

// choiceControl is a group of radio buttons: a prediction's two verdicts
// or a choose's forms, under the URN(s) it is about.
function choiceControl(ex, base, saved, shown) {
	const name = base + "-choice";
	const radios = choicesOf(ex).map(([value, label], i) => {
		const input = h("input", {type: "radio", name, value, id: `${name}-${i}`});
		input.checked = value === saved;
		on(input, "change", () => saveAnswer(ex.id, value));
		return h("label", {class: "ex-option", for: input.id}, input, " ", ex.kind === "choose" ? h("code", {}, label) : label);
	});
	const about = shown ? null : [ex.given ? h("p", {class: "ex-given"}, h("code", {}, ex.given)) : null,
		ex.other ? h("p", {class: "ex-given"}, h("code", {}, ex.other)) : null];
	const set = h("fieldset", {class: "ex-options"}, h("legend", {}, ex.legend), radios);
	return {el: [about, set], value: () => set.querySelector("input:checked")?.value ?? ""};
}

// hintsAndSolution is the help of an exercise: its hints shown one at a
// time, then its solution, each on request and remembered (a reload
// shows what was already shown). Returns the buttons and the lists,
// usedUp() (every hint shown, or the solution) and onUsed(f), which
// tells f each time more help is shown.
function hintsAndSolution(app, ex, base) {
	const hints = ex.hints ?? [];
	const list = h("ol", {class: "ex-hints", id: base + "-hints", "aria-live": "polite"});
	const solution = h("div", {class: "ex-solution", id: base + "-solution", hidden: true});
	const hintButton = h("button", {type: "button", class: "small ex-hint"});
	const solutionButton = h("button", {type: "button", class: "small ex-show-solution"}, "Show the solution");
	let shown = 0;
	let told = () => {};
	const update = () => {
		hintButton.textContent = `Hint ${shown + 1} of ${hints.length}`;
		hintButton.hidden = shown >= hints.length;
		// The solution comes after the hints.
		solutionButton.hidden = shown < hints.length || !solution.hidden;
	};
	const showHint = () => {
		list.append(h("li", {class: "ex-hint-text"}, trusted(hints[shown])));
		shown++;
	};
	const showSolution = () => {
		if (!app.URN && (ex.kind === "predict" || ex.kind === "choose")) {
			// Which answer is right is the engine's to say: shown once it runs.
			fill(solution, h("p", {}, h("strong", {}, "Solution: "), "asking the URN engine…"));
			solution.hidden = false;
			app.started.then(showSolution, () => {});
			return;
		}
		const text = solutionText(app.URN, ex);
		fill(solution, h("p", {}, h("strong", {}, "Solution: "), text ? h("code", {}, text) : "see the explanation below."),
			ex.explainHtml ? h("div", {class: "ex-explain-text"}, trusted(ex.explainHtml)) : null);
		solution.hidden = false;
	};
	on(hintButton, "click", () => {
		showHint();
		saveHints(ex.id, shown);
		update();
		told();
	});
	on(solutionButton, "click", () => {
		showSolution();
		saveSolutionShown(ex.id);
		update();
		told();
		solution.tabIndex = -1;
		solution.focus();
	});
	for (let i = Math.min(hintsShown(ex.id), hints.length); i > 0; i--) showHint();
	if (solutionShown(ex.id) && shown >= hints.length) showSolution();
	update();
	return {
		buttons: [hintButton, " ", solutionButton], list, solution,
		usedUp: () => (hints.length > 0 && shown >= hints.length) || !solution.hidden,
		onUsed: (f) => {
			told = f;
		},
	};
}
