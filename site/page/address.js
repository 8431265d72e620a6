// address.js — where a state lives in the URL. A lesson, the whole
// course's, with every other setting at its default, has its own page
// (learn-<slug>.html, site/lesson_page.go): the build wrote it with the
// lesson drawn, so a link to it shows the lesson as soon as the page is
// on screen. Every other state is the playground's own page
// with the state in the hash (state.js). The served page names the
// lesson pages' pattern in <meta name="urn-lesson-pages">; the single
// file has none, nor does an embed use them (its query says it is one).

import {decode, encode} from "./state.js";

// pageLesson is the lesson whose page this is ("" on the playground's own).
export const pageLesson = document.documentElement.dataset.lesson ?? "";

const pattern = /** @type {HTMLMetaElement | null} */ (document.querySelector("meta[name=urn-lesson-pages]"))?.content ?? "";

// lessonPage is the page of lesson slug, or "" when there is none here.
export function lessonPage(slug) {
	return pattern && slug && !location.search ? pattern.replace("{}", slug) : "";
}

// readAddress reads the state from hash (a state, or "" for a section
// anchor's): on a lesson's page, a hash that names no view is that
// lesson's (boot.go's boot script tells it the same way).
export function readAddress(hash) {
	const read = decode(hash);
	if (pageLesson && !new URLSearchParams(hash.replace(/^#/, "")).has("view")) {
		Object.assign(read.state, {view: "learn", lesson: pageLesson});
	}
	return read;
}

// addressOf is the URL, relative to the page's, of state: its lesson's
// page, or the hash on the playground's own page (a lesson's page stands
// for its lesson only: the state of another view leaves it, so that a
// reload does not show that lesson first).
export function addressOf(state) {
	const hash = encode(state);
	const page = lessonPage(state.lesson);
	if (page && state.view === "learn" && hash === encode({...decode("").state, view: "learn", lesson: state.lesson})) return page;
	if (pageLesson) return "./" + location.search + hash;
	return hash || location.pathname + location.search;
}

// playgroundURL is the playground's own page, to which a state is added
// as a hash (a class link, an embed's "Open in playground"): on a
// lesson's page, the page beside it.
export function playgroundURL() {
	return new URL(pageLesson ? "./" : location.href, location.href);
}

// PLAYGROUND_TITLE is index.html's title, which every view but a lesson
// has; a lesson's is its title and LESSON_TITLE_SUFFIX (its page's
// title). The generator writes both in (site/views.go).
export const PLAYGROUND_TITLE = "site:playground-title";
export const LESSON_TITLE_SUFFIX = "site:lesson-title-suffix";

