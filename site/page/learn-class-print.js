// learn-class-print.js — a class link's handout and answer key, printed
// whole: every lesson of the class in its order, the way one lesson
// prints (learn.css, @media print), so that a teacher prints the class
// once, not lesson after lesson.

import {h, fill} from "./dom.js";
import {trusted} from "./learn-exercise.js";
import {answerKey} from "./learn-key.js";

// PRINT_CLASSES are the body's classes while one of them prints.
const PRINT_CLASSES = ["print-class-handout", "print-class-key"];

// printClass prints the handout (key false) or the answer key (key
// true) of the lessons slugs of course, drawn into a section of root
// for the printing and removed after it.
export function printClass(app, course, slugs, key) {
	const lessons = slugs.map((s) => course.lessons[s]).filter(Boolean);
	const section = h("section", {class: "class-print", "aria-hidden": "true"},
		lessons.map((lesson, i) => key ? classKey(app, lesson) : classLesson(lesson, i + 1, lessons.length)));
	document.querySelector(".class-print")?.remove();
	document.body.append(section);
	document.body.classList.remove(...PRINT_CLASSES);
	document.body.classList.add(key ? "print-class-key" : "print-class-handout");
	window.print();
}

// endClassPrint takes the printed class away (afterprint).
export function endClassPrint() {
	document.body.classList.remove(...PRINT_CLASSES);
	document.querySelector(".class-print")?.remove();
}

// classLesson is one lesson of the handout: its title and its text, the
// exercises as the lesson's HTML has them (the prompt and the URNs given).
function classLesson(lesson, n, of) {
	const body = h("div", {class: "lesson-body"}, trusted(lesson.html));
	const first = body.firstElementChild;
	if (first && first.tagName === "H1") first.remove();
	return h("article", {class: "class-print-lesson"},
		h("p", {class: "lesson-where"}, `Lesson ${n} of ${of}`),
		h("h2", {class: "lesson-title"}, lesson.title), body);
}

// classKey is one lesson's part of the key.
function classKey(app, lesson) {
	const k = answerKey(app, lesson);
	k.fill();
	return k.el;
}
