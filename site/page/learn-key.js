// learn-key.js — a lesson's answer key, for the teacher to print apart
// from the handout: each exercise by its number, with its prompt, the
// URNs it gives and its solution (for a prediction or a choice, the one
// the engine accepts: the lesson never writes it down) and why. It is
// drawn when asked for, not with the lesson, since it asks the engine
// about every option.

import {h, fill} from "./dom.js";
import {solutionText, trusted} from "./learn-exercise.js";

// answerKey returns the key's element (shown only when the key is
// printed, learn.css) and fill, which draws it.
export function answerKey(app, lesson) {
	const el = h("section", {class: "answer-key", "aria-label": "Answer key"});
	const draw = () => fill(el,
		h("h2", {class: "h"}, "Answer key: ", lesson.title),
		h("ol", {class: "answer-key-list"}, (lesson.exercises ?? []).map((ex) => {
			const text = solutionText(app.URN, ex);
			return h("li", {},
				h("div", {class: "answer-key-prompt"}, trusted(ex.promptHtml)),
				givenOf(ex),
				h("p", {}, h("strong", {}, "Answer: "), text ? h("code", {}, text) : "—"),
				ex.explainHtml ? h("div", {class: "answer-key-why"}, trusted(ex.explainHtml)) : null);
		})));
	return {el, fill: draw};
}

// givenOf is the URN (or two) an exercise gives, as the handout prints
// it: the key without them listed answers to questions one could not
// see. Null when the exercise gives none.
function givenOf(ex) {
	const urns = [ex.given, ex.other].filter(Boolean);
	if (!urns.length) return null;
	return h("p", {class: "answer-key-given"}, "Given: ", urns.map((u, i) => [i ? " and " : "", h("code", {}, u)]));
}
