// learn.js — the Learn view: the course of site/lessons/,
// rendered by the build into its own asset (learn.<hash>.json, fetched
// the first time the view is shown; the single file carries it inline),
// one lesson at a time with its unit's navigation, live examples that
// open in an inline playground on the lesson page (Explore's, Compare
// editions' or Equivalence's own section, lent to the lesson: the same
// component, not a copy) or in the full view, and exercises checked by
// the engine (learn-exercise.js). What is on screen is in the address:
// a lesson's own page, which the build wrote with the lesson drawn and
// which this view takes over (learn-takeover.js), or the hash
// (view=learn&lesson=slug, and a teacher's course=slug,slug,…:
// address.js); the student's progress is in localStorage
// (learn-progress.js).

import {h, on, $, fill, painted, bootJSON} from "./dom.js";
import {addressOf, LESSON_TITLE_SUFFIX} from "./address.js";
import {errorBox} from "./ui.js";
import {exerciseWidget, trusted, nameEditions} from "./learn-exercise.js";
import {markSeen, lastSeen, visited, doneCount, isDone, reset, onProgressChange, onProgressProblem, progressProblem} from "./learn-progress.js";
import {initPresenter} from "./learn-present.js";
import {teacherPanel} from "./learn-teacher.js";
import {answerKey} from "./learn-key.js";
import {printClass, endClassPrint} from "./learn-class-print.js";
import {takeOver} from "./learn-takeover.js";

// viewName is the name of the view id (the build's list, site/views.go),
// for an example's buttons.
function viewName(app, id) {
	return app.data.views?.find((v) => v.id === id)?.name ?? id;
}

// offerLearn marks the Learn tab for someone who has never opened it:
// the course is the first thing a newcomer is offered.
export function offerLearn() {
	if (!visited() && !$("#learn-new")) $("#tab-learn")?.append(h("span", {class: "tab-new", id: "learn-new"}, " · start here"));
}

let loading = null;

// loadCourse returns the course: the single file's inline copy, else the
// asset named by the head's <meta name="urn-course"> (its hashed name,
// written by the build; in the head before the page's script, so that
// main.js can fetch it before the body is parsed). A failed fetch
// (offline before the first visit finished) may be retried by a later
// call.
export function loadCourse() {
	if (loading) return loading;
	const inline = document.getElementById("urn-learn");
	if (inline) {
		loading = Promise.resolve(ownLessons(JSON.parse(inline.textContent)));
		return loading;
	}
	// The served page's boot script (site/boot.go) fetches the course from
	// the head when the link opens the Learn view.
	loading = bootJSON("urn-playground.course", /** @type {HTMLMetaElement | null} */ (document.querySelector("meta[name=urn-course]"))?.content, "course")
		.then(ownLessons)
		.catch((err) => {
			loading = null;
			throw err;
		});
	return loading;
}

// ownLessons gives the course's lessons, by slug, an object that inherits
// nothing, so that a link's lesson=constructor or course=toString names
// no lesson (and is reported as not in the course) instead of finding
// what every JavaScript object inherits.
function ownLessons(course) {
	course.lessons = Object.assign(Object.create(null), course.lessons);
	return course;
}

// sequenceOf is the lessons a student goes through: the class link's, in
// its order, when it names any the course has, else the whole course.
// unknown lists the class link's slugs the course does not have.
function sequenceOf(course, classLink) {
	const all = course.units.flatMap((u) => u.lessons).filter((s) => course.lessons[s]);
	if (!classLink) return {slugs: all, custom: false, unknown: []};
	const wanted = [...new Set(classLink.split(","))];
	const slugs = wanted.filter((s) => course.lessons[s]);
	return {slugs: slugs.length ? slugs : all, custom: slugs.length > 0, unknown: wanted.filter((s) => !course.lessons[s])};
}

// followingOf is what presenter mode leads on to after lesson slug's last
// step: the next lesson of the class link when slug is in it, else of
// the course ({slug, title}); past the last, {end}, saying which is
// finished.
function followingOf(course, seq, slug) {
	const inClass = seq.custom && seq.slugs.includes(slug);
	const order = inClass ? seq.slugs : sequenceOf(course, "").slugs;
	const next = order[order.indexOf(slug) + 1];
	if (next) return {slug: next, title: course.lessons[next].title};
	return {end: `The ${inClass ? "class" : "course"} is finished.`};
}

// exerciseIds lists the ids of a lesson's exercises.
function exerciseIds(course, slug) {
	return (course.lessons[slug]?.exercises ?? []).map((x) => x.id);
}

// initLearn starts the Learn view: its state (learnState) and the
// listeners that outlive a lesson; the lessons are drawn by render.
export function initLearn(app) {
	const st = learnState(app);
	onProgressChange(() => st.redrawNav?.());
	onProgressProblem(() => reportDamage(st));
	on(st.root, "click", (e) => onPick(app, e));
	on(window, "afterprint", () => {
		document.body.classList.remove("print-key");
		endClassPrint();
	});
	on(st.root, "click", termInView);
	return {
		render: () => render(st),
		// leave gives the lent section back when another view is shown.
		leave(name) {
			if (name !== "learn") {
				giveBack(st);
				st.presenter.stop();
			}
		},
		get course() { return st.course; },
		shown: st.shown,
		isDone,
	};
}

// learnState is the Learn view's state, which its functions share.
function learnState(app) {
	// shown settles once the first lesson, or the course's failure to
	// load, is drawn: main.js starts the engine once that is painted.
	let firstDrawn;
	const shown = new Promise((resolve) => { firstDrawn = resolve; });
	const st = {
		app,
		root: $("#learn-course"),
		course: null,
		drawn: "", // the lesson on screen, with the course it was drawn for
		reported: null, // the class link whose unknown slugs were reported
		reportedLesson: "", // the unknown lesson reported
		borrowed: null, // the view section lent to the lesson: {sec, parent, next}
		// presentNext is set while presenter mode goes on to the next lesson:
		// the lesson it draws is presented too, from its first step.
		presentNext: false,
		presenter: null,
		// redrawNav draws the lessons' list again, with its done marks, when
		// another tab's progress is merged in (the lesson itself stays: the
		// student may be typing in it).
		redrawNav: null,
		// resumed is set once Learn has been drawn in this page: only then
		// does it go on where the student left off (lastSeen).
		resumed: false,
		firstDrawn,
		shown,
	};
	st.presenter = initPresenter((slug) => {
		st.presentNext = true;
		app.set({lesson: slug});
		st.presentNext = false;
	});
	return st;
}

// reportDamage shows, once, that the stored progress could not be read
// and was kept aside.
function reportDamage(st) {
	const damaged = progressProblem();
	if (damaged) st.app.notice(damaged, "warning");
}

// giveBack puts a lent view section back where it lives.
function giveBack(st) {
	const borrowed = st.borrowed;
	if (!borrowed) return;
	borrowed.parent.insertBefore(borrowed.sec, borrowed.next);
	borrowed.slot.remove();
	st.borrowed = null;
	st.presenter.restep();
}

// lend moves the section of view name into a playground after figure.
function lend(st, name, figure) {
	const app = st.app;
	giveBack(st);
	const sec = $("#view-" + name);
	const close = h("button", {type: "button", class: "small lesson-playground-close"}, "Close the playground");
	const slot = h("div", {class: "lesson-playground", role: "region", "aria-label": viewName(app, name) + ", inline"},
		h("p", {class: "lesson-playground-head"}, h("strong", {}, viewName(app, name)), " ", close));
	on(close, "click", () => {
		giveBack(st);
		figure.querySelector("button")?.focus();
	});
	st.borrowed = {sec, slot, parent: sec.parentNode, next: sec.nextSibling};
	figure.after(slot);
	slot.append(sec);
	sec.hidden = false;
	st.presenter.restep();
	app.view(name)?.render();
}

// exampleState is the page state that shows example ex.
function exampleState(app, ex) {
	const change = {ed: ex.edition || app.state.ed};
	if (ex.kind === "urn-pair") Object.assign(change, {a: ex.urns[0] ?? "", b: ex.urns[1] ?? "", mode: ex.mode ?? ""});
	else change.urn = ex.urns[0] ?? "";
	return change;
}

function wireExample(st, figure, ex) {
	const app = st.app;
	const view = ex.view; // the build names it (exercise.ParseExample)
	const here = h("button", {type: "button", class: "small lesson-try"}, "Try it here");
	const full = h("button", {type: "button", class: "small lesson-open"}, "Open in " + viewName(app, view));
	on(here, "click", () => {
		app.set(exampleState(app, ex), {render: false, soon: false});
		lend(st, view, figure);
	});
	on(full, "click", () => app.set({...exampleState(app, ex), view}));
	// A lesson's page drew the buttons (site/lesson_page.go): live ones
	// take their place.
	figure.querySelector(".lesson-example-actions")?.remove();
	figure.append(h("p", {class: "lesson-example-actions"}, here, " ", full));
}

// lessonBody renders a lesson's HTML with its examples and exercises
// wired; onProgress redraws the overview when one is answered right.
// drawn is the body a lesson's page drew, taken over: its text stays
// (on screen since the page was), its exercises are drawn again.
function lessonBody(st, lesson, onProgress, drawn) {
	const body = drawn ?? h("div", {class: "lesson-body"}, trusted(lesson.html));
	if (drawn) {
		const sections = "section.lesson-exercise[data-exercise]";
		const plain = new Map([...h("div", {}, trusted(lesson.html)).querySelectorAll(sections)].map((x) => [x.dataset.exercise, x]));
		for (const section of drawn.querySelectorAll(sections)) {
			const fresh = plain.get(section.dataset.exercise);
			if (fresh) section.replaceWith(fresh);
		}
	}
	// The build may start the body with the title, which the page shows.
	const first = body.firstElementChild;
	if (first && first.tagName === "H1") first.remove();
	for (const a of body.querySelectorAll("a[href^='#']")) linkInPage(a);
	for (const figure of body.querySelectorAll("figure.lesson-example[data-example]")) {
		const ex = lesson.examples?.[Number(figure.dataset.example)];
		if (ex) wireExample(st, figure, ex);
	}
	const byId = new Map((lesson.exercises ?? []).map((x) => [x.id, x]));
	let n = 0;
	for (const section of body.querySelectorAll("section.lesson-exercise[data-exercise]")) {
		const ex = byId.get(section.dataset.exercise);
		if (ex) exerciseWidget(st.app, ex, ++n, section, onProgress);
	}
	return body;
}

// nav draws the lessons' list with the progress overview; teacher is
// the class link's panel, kept from one drawing to the next (an answer
// redraws the scores, not what the teacher was picking).
function nav(st, seq, slug, teacher) {
	const course = st.course;
	const total = seq.slugs.flatMap((s) => exerciseIds(course, s));
	const lessonsDone = seq.slugs.filter((s) => {
		const ids = exerciseIds(course, s);
		return ids.length && doneCount(ids) === ids.length;
	}).length;
	const item = (s) => navItem(st, slug, s);
	const units = seq.custom
		? [h("li", {}, h("h3", {class: "learn-unit"}, "Your class's lessons"), h("ol", {}, seq.slugs.map(item)))]
		: course.units.map((u) => h("li", {}, h("h3", {class: "learn-unit"}, u.title), h("ol", {}, u.lessons.filter((s) => course.lessons[s]).map(item))));
	return h("nav", {class: "learn-nav", "aria-label": "Lessons"},
		h("p", {class: "learn-overview", id: "learn-overview"},
			h("strong", {}, `${doneCount(total)} of ${total.length}`), " exercises done · ", `${lessonsDone} of ${seq.slugs.length} lessons complete`),
		seq.custom ? h("p", {class: "muted learn-class-note"}, `A class link: ${seq.slugs.length} lessons your teacher picked. `,
			h("a", {href: lessonHref(st.app, slug, ""), class: "learn-all", dataset: {course: ""}}, "See the whole course")) : null,
		h("ol", {class: "learn-units"}, units),
		resetControls(st),
		teacher);
}

// navItem is lesson s's entry in the lessons' list, with its score;
// slug is the lesson on screen.
function navItem(st, slug, s) {
	const ids = exerciseIds(st.course, s);
	const done = doneCount(ids);
	const a = h("a", {href: lessonHref(st.app, s), class: "lesson-link", dataset: {lesson: s}, "aria-current": s === slug ? "page" : false},
		st.course.lessons[s].title);
	return h("li", {class: done === ids.length && ids.length ? "lesson-complete" : ""}, a, " ",
		h("span", {class: "lesson-score", title: "exercises answered right"},
			done === ids.length && ids.length ? h("span", {"aria-hidden": "true"}, "✔ ") : null,
			`${done}/${ids.length}`, h("span", {class: "visually-hidden"}, " exercises done")));
}

// resetControls is the lessons' list's Reset button, with the question
// that confirms it.
function resetControls(st) {
	const resetButton = h("button", {type: "button", class: "small learn-reset"}, "Reset my progress");
	const confirmBox = h("p", {class: "learn-reset-confirm", hidden: true}, "Forget every answer and hint of this browser? ",
		h("button", {type: "button", class: "small learn-reset-yes"}, "Yes, reset"), " ", h("button", {type: "button", class: "small learn-reset-no"}, "No"));
	on(resetButton, "click", () => {
		confirmBox.hidden = false;
		confirmBox.querySelector(".learn-reset-no").focus();
	});
	on(confirmBox.querySelector(".learn-reset-no"), "click", () => {
		confirmBox.hidden = true;
		resetButton.focus();
	});
	on(confirmBox.querySelector(".learn-reset-yes"), "click", () => {
		reset();
		st.drawn = "";
		render(st);
		$(".learn-reset")?.focus();
	});
	return [h("p", {}, resetButton), confirmBox];
}

// showCurrent scrolls the lessons' list, where it scrolls on its own
// (beside the lesson, learn.css), so that the lesson on screen is in
// it, a third of the way down; the page itself does not move.
function showCurrent(slot) {
	const current = slot.querySelector("[aria-current=page]");
	if (!current || slot.scrollHeight <= slot.clientHeight) return;
	const s = slot.getBoundingClientRect(), c = current.getBoundingClientRect();
	slot.scrollTop += c.top - s.top - slot.clientHeight / 3;
}

// lessonHref is the link to a lesson (in the class's course, or
// another): its page, or the state in the hash (address.js).
function lessonHref(app, slug, courseLink = app.state.course) {
	return addressOf({...app.state, view: "learn", lesson: slug, course: courseLink, urn: undefined, a: undefined, b: undefined, part: undefined, spec: undefined}) || "#";
}

// lessonView draws lesson slug of seq, or takes over drawn, the
// article a lesson's page drew for it: its title and text stay, what
// needs the page's script is drawn again in its place.
function lessonView(st, seq, slug, teacher, drawn) {
	const {app, course} = st;
	const lesson = course.lessons[slug];
	const at = seq.slugs.indexOf(slug);
	const unit = course.units.find((u) => u.lessons.includes(slug));
	const body = lessonBody(st, lesson, () => fill($(".learn-nav-slot"), nav(st, seq, slug, teacher)), drawn?.querySelector(".lesson-body"));
	const pager = h("nav", {class: "lesson-pager", "aria-label": "Previous and next lesson"},
		at > 0 ? h("a", {href: lessonHref(app, seq.slugs[at - 1]), class: "button lesson-prev", dataset: {lesson: seq.slugs[at - 1]}}, "← ", course.lessons[seq.slugs[at - 1]].title) : h("span"),
		at >= 0 && at < seq.slugs.length - 1 ? h("a", {href: lessonHref(app, seq.slugs[at + 1]), class: "button lesson-next", dataset: {lesson: seq.slugs[at + 1]}}, course.lessons[seq.slugs[at + 1]].title, " →") : h("span"));
	const present = h("button", {type: "button", class: "small lesson-present"}, "Present");
	const print = h("button", {type: "button", class: "small lesson-print"}, "Print");
	const key = h("button", {type: "button", class: "small lesson-print-key"}, "Print the answer key");
	const answers = answerKey(app, lesson);
	// On a narrow screen the lessons' list comes after the lesson.
	const all = h("button", {type: "button", class: "small lesson-all"}, "All lessons");
	on(all, "click", () => {
		const current = $(".learn-nav [aria-current=page]") ?? $(".learn-nav a");
		current?.scrollIntoView({block: "center"});
		current?.focus();
	});
	const where = h("p", {class: "lesson-where muted"}, unit && !seq.custom ? unit.title + " · " : "", at >= 0 ? `Lesson ${at + 1} of ${seq.slugs.length}` : "");
	// A class link prints whole: one handout, one key.
	const classTools = seq.custom ? classPrintButtons(st, seq.slugs) : [];
	const tools = h("p", {class: "lesson-tools"}, all, " ", present, " ", print, " ", key, classTools);
	let article;
	if (drawn) {
		article = drawn;
		delete article.dataset.drawn;
		for (const [sel, el] of [[".lesson-where", where], [".lesson-tools", tools], [".answer-key", answers.el], [".lesson-pager", pager]]) {
			article.querySelector(":scope > " + sel).replaceWith(el);
		}
	} else {
		article = h("article", {class: "lesson", id: "lesson", "aria-labelledby": "lesson-title", dataset: {lesson: slug}},
			where, h("h2", {class: "lesson-title", id: "lesson-title", tabindex: "-1"}, lesson.title), tools, body, answers.el, pager);
	}
	on(present, "click", () => st.presenter.start(article, followingOf(course, seq, slug)));
	on(print, "click", () => window.print());
	on(key, "click", () => {
		answers.fill();
		document.body.classList.add("print-key");
		window.print();
	});
	return article;
}

// classPrintButtons print the class link's lessons slugs whole.
function classPrintButtons(st, slugs) {
	const handout = h("button", {type: "button", class: "small class-print-handout"}, "Print the class's handout");
	const key = h("button", {type: "button", class: "small class-print-key"}, "Print the class's answer key");
	on(handout, "click", () => printClass(st.app, st.course, slugs, false));
	on(key, "click", () => printClass(st.app, st.course, slugs, true));
	return [" ", handout, " ", key];
}

// onPick follows a lesson link in the view without leaving the page
// state (the link's href is for a new tab, or to share).
function onPick(app, e) {
	const a = e.target.closest && e.target.closest("a[data-lesson], a[data-course]");
	if (!a || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
	e.preventDefault();
	const change = {lesson: a.dataset.lesson ?? app.state.lesson};
	if (a.dataset.course !== undefined) change.course = a.dataset.course;
	app.set(change);
	$("#lesson-title")?.focus();
}

// termInView: a glossary term opens its entry in the Spec panel
// (main.js); on a narrow screen the panel is below the lesson, so it is
// brought into view, once main.js has filled it.
function termInView(e) {
	if (!(e.target.closest && e.target.closest("a[data-term]"))) return;
	setTimeout(() => {
		const panel = $("#spec-current");
		const r = panel.getBoundingClientRect();
		if (r.top >= innerHeight || r.bottom <= 0) {
			panel.tabIndex = -1;
			panel.focus();
		}
	}, 0);
}

// noticeProblems says, once each, what the link names that the course
// does not have, and that the stored progress could not be read.
function noticeProblems(st, seq) {
	const {app, course} = st;
	if (seq.unknown.length && st.reported !== app.state.course) {
		st.reported = app.state.course;
		app.notice(`The class link names ${seq.unknown.length === 1 ? "a lesson" : "lessons"} this course does not have (${seq.unknown.join(", ")}): left out.`, "warning");
	}
	if (app.state.lesson && !course.lessons[app.state.lesson] && st.reportedLesson !== app.state.lesson) {
		st.reportedLesson = app.state.lesson;
		app.notice(`The link's lesson “${app.state.lesson}” is not in this course: showing the first lesson instead.`, "warning");
	}
	reportDamage(st);
}

// resume goes on, the first time Learn is drawn, where the student left
// off.
function resume(st, seq) {
	if (!st.resumed && !st.app.state.lesson) {
		// Opened without a lesson (a reload, the tab), Learn goes on
		// where the student left off, in the address too (replaced,
		// not a new history entry). Only on arriving: a link to the
		// first lesson, followed later, names no lesson either.
		const last = lastSeen(seq.slugs);
		if (last && last !== seq.slugs[0]) st.app.set({lesson: last}, {render: false, soon: false});
	}
	st.resumed = true;
}

function draw(st) {
	const {app, course, root} = st;
	const seq = sequenceOf(course, app.state.course);
	noticeProblems(st, seq);
	resume(st, seq);
	const slug = course.lessons[app.state.lesson] ? app.state.lesson : seq.slugs[0];
	document.title = course.lessons[slug].title + LESSON_TITLE_SUFFIX;
	// Drawn before the engine ran, the lesson stays (the student may
	// be typing in it): what needs the engine fills in when it runs.
	const key = slug + "\n" + app.state.course;
	if (key === st.drawn) {
		if (app.URN) nameEditions(root, app);
		if (st.borrowed) {
			st.borrowed.sec.hidden = false;
			app.view(st.borrowed.sec.id.slice(5))?.render();
		}
		return;
	}
	giveBack(st);
	st.presenter.stop();
	st.drawn = key;
	markSeen(slug);
	reportDamage(st); // found when markSeen saved
	$("#learn-new")?.remove();
	const teacher = teacherPanel(app, course, seq.custom ? seq.slugs : []);
	// The lessons' list is drawn once the lesson is painted: drawn with
	// it, it held a lesson link's first paint back by ~30 ms.
	// Its column is there from the start (learn.css), so nothing moves.
	// A lesson's page showed the lesson before the bundle ran: it is taken
	// over, and what the student did to it is done again.
	const drawnByPage = takeOver(root, slug);
	let slot, article;
	if (drawnByPage) {
		slot = drawnByPage.article.parentNode.querySelector(".learn-nav-slot");
		article = lessonView(st, seq, slug, teacher, drawnByPage.article);
		drawnByPage.redo();
	} else {
		slot = h("div", {class: "learn-nav-slot"});
		article = lessonView(st, seq, slug, teacher);
		fill(root, h("div", {class: "learn"}, slot, article));
	}
	if (st.presentNext) st.presenter.start(article, followingOf(course, seq, slug));
	st.redrawNav = () => {
		if (!slot.isConnected) return;
		fill(slot, nav(st, seq, slug, teacher));
		showCurrent(slot);
	};
	painted().then(st.redrawNav);
	st.firstDrawn();
}

function render(st) {
	if (st.course) {
		draw(st);
		return;
	}
	loadCourse().then((c) => {
		st.course = c;
		if (st.app.state.view === "learn") draw(st);
	}, (err) => {
		fill(st.root, errorBox({code: "course", message: "the course could not be loaded (" + String(err.message || err) + "); reload the page to try again"}));
		st.firstDrawn();
	});
}

// SECTION_ANCHOR is a spec section's id (core's Ref.Anchor).
const SECTION_ANCHOR = /^#([a-z0-9-]+-sec-[a-z0-9-]+)$/;

// linkInPage makes a lesson's in-page link open what it names in the
// Spec panel, as the page's own links do (main.js): a spec section, or a
// glossary entry ("#term-<id>").
function linkInPage(a) {
	const href = a.getAttribute("href");
	const sec = SECTION_ANCHOR.exec(href);
	if (sec && !a.dataset.anchor) {
		a.dataset.anchor = sec[1];
		a.classList.add("ref");
	} else if (href.startsWith("#term-") && !a.dataset.term) {
		a.dataset.term = href.slice(6);
		a.classList.add("term");
	}
}
