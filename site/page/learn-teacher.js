// learn-teacher.js — the class link: a teacher picks lessons, puts them
// in order, and shares one address that opens that sequence
// (course=slug,slug,… in the hash, which survives a reload and works in
// an embed, as every state of the page does).

import {h, on, fill, copyText} from "./dom.js";
import {encode} from "./state.js";
import {playgroundURL} from "./address.js";

// classLink is the address of the Learn view for the lessons picked.
function classLink(app, picked) {
	const u = playgroundURL();
	u.hash = encode({view: "learn", ed: app.state.ed, course: picked.join(","), lesson: picked[0] ?? ""});
	// A link made in an embed opens the playground itself.
	u.searchParams.delete("embed");
	u.searchParams.delete("compact");
	return u.href;
}

// teacherPanel builds "For teachers": the lessons picked (starting from
// the class link on screen, if any), each movable and removable, a menu
// to add one, and the link with Copy.
export function teacherPanel(app, course, current) {
	const picked = [...current];
	const list = h("ol", {class: "teacher-list"});
	const add = h("select", {class: "teacher-add", "aria-label": "Add a lesson to the class link"});
	const link = h("input", {type: "text", class: "plain-input teacher-link", readonly: true, "aria-label": "The class link", id: "teacher-link"});
	const copy = h("button", {type: "button", class: "small teacher-copy"}, "Copy the link");
	on(copy, "click", () => copyText(copy, link.value));

	function button(label, title, fn) {
		const b = h("button", {type: "button", class: "small icon-button", "aria-label": title, title}, label);
		on(b, "click", fn);
		return b;
	}
	function draw() {
		fill(list, picked.map((slug, i) => h("li", {},
			course.lessons[slug].title, " ",
			button("↑", "Move up: " + course.lessons[slug].title, () => move(i, -1)),
			button("↓", "Move down: " + course.lessons[slug].title, () => move(i, 1)),
			button("×", "Remove: " + course.lessons[slug].title, () => {
				picked.splice(i, 1);
				draw();
			}))));
		fill(add, h("option", {value: ""}, "Add a lesson…"), course.units.map((u) => h("optgroup", {label: u.title},
			u.lessons.filter((s) => course.lessons[s] && !picked.includes(s)).map((s) => h("option", {value: s}, course.lessons[s].title)))));
		link.value = picked.length ? classLink(app, picked) : "";
		copy.disabled = !picked.length;
	}
	function move(i, d) {
		const j = i + d;
		if (j < 0 || j >= picked.length) return;
		[picked[i], picked[j]] = [picked[j], picked[i]];
		draw();
		list.children[j]?.querySelector(d < 0 ? "button" : "button + button")?.focus();
	}
	on(add, "change", () => {
		if (add.value) picked.push(add.value);
		draw();
		add.focus();
	});
	draw();
	return h("details", {class: "learn-teacher"}, h("summary", {}, "For teachers: a class link"),
		h("p", {class: "muted"}, "Pick lessons and their order; the link opens just those, in that order, and keeps each student's progress in their browser."),
		list, h("p", {}, add), h("label", {class: "field-label", for: link.id}, "Class link"), link, h("p", {}, copy));
}
