package site

import (
	"errors"
	"regexp"
	"strconv"
	"strings"
)

// BootScript is the served page's first script (with a hash in its name):
// a few bytes that ask for the build-time data (DataFile) at once and,
// on a link to any view but Learn, for the module, which the bundle has
// them compile when its first view needs the engine or is painted; on a
// link to the Learn view, they fetch the course and ask for no module.
// The bundle (AppBundle) is async and 120 KB: the browser runs it only
// once it is parsed, most often after the whole page is parsed and laid
// out, and the module's download, a long wait before the engine runs,
// started only then. The bundle takes the compiled module from
// BootModuleKey; the single file carries its module inline and has no
// boot script.
//
// The boot script is a classic script, neither async nor defer, first in
// the head (last in the body of a lesson's page: see lessonPage):
// Chromium runs an async script only once the page is parsed (the async
// boot script ran at DOMContentLoaded, ~300 ms into a cold load), and a
// Learn link's course was asked for only then. It blocks the parser only
// until its few hundred bytes arrive, in parallel with the
// stylesheets, which hold the first paint back anyway. Running that
// early, it asks for the module about when a preload tag would, so the
// page has none: a preload tag cannot tell a Learn link, and on one it
// downloaded the 700 KB module while the lesson waited for its course
// (765 KB over the wire before the lesson was painted, 159 KB without
// it; the lesson painted 595 -> 506 ms, median of 10 cold loads, and
// Explore's first highlight no later).
//
// A link to the Learn view starts no engine: its lesson needs none and
// is drawn first, and main.js starts the engine once the lesson is
// painted (the engine's compilation and Go's start-up held the lesson's
// first paint back by a second and more). Explore, opening with its
// first URN, is drawn from the build's reading of it (site/first.go) and
// painted before the module is compiled, likewise.
const BootScript = "boot.js"

// BootCourseKey names the global symbol under which the boot script
// leaves its promise of the course's response (learn.js's loadCourse reads
// it; dom.js bootJSON parses its body when the page needs it).
const BootCourseKey = "urn-playground.course"

// BootDataKey names the global symbol under which the boot script leaves
// its promise of the build-time data's response (DataFile; main.js's
// loadData reads it), asked for at once on every link.
const BootDataKey = "urn-playground.data"

// BootModuleKey names the global symbol (Symbol.for) under which the boot
// script leaves a function that compiles the module it fetched and
// returns the promise of it. Whichever of the two
// scripts runs first claims it: the bundle, running first, sets it to
// null and loads the engine itself, and the boot script then does
// nothing, so that the module is never compiled twice.
const BootModuleKey = "urn-playground.module"

// BootEarlyKey names the global symbol under which the boot script of a
// lesson's page (LessonPages) lists what the student did to its
// exercises before the bundle ran: each a {exercise, control, i}, control
// one of "check", "hint", "solution", "char" (i the character's index).
// The page's HTML shows the lesson from the start, and its controls do
// nothing until learn.js (learn-takeover.js) takes the lesson over and
// does them, in order; what was typed or chosen it reads from the fields
// themselves.
const BootEarlyKey = "urn-playground.early"

// bootJS is the boot script for the module wasm, the course file course
// ("" when there is none) and the data file data. For any view but Learn,
// it asks for the module at once; compileStreaming takes the response
// when the bundle asks. Compiling takes both cores: begun while the page
// was parsed, it took CPU from the parser, which on a loaded 2-core
// machine put the first highlight later; begun once the page was parsed,
// it held back the bundle's run, and with it Explore drawn from the
// build's reading of its first URN (first highlight ÷ floor 1.54× when
// compiled once the page was parsed, 0.92× once Explore is painted; the
// engine running at 2.2–2.3× the floor either way). A failure (no
// compileStreaming, a server without application/wasm, a course or data
// that does not come) is left to main.js and learn.js, which then load the
// usual way.
func bootJS(wasm, course, data, bundle string) string {
	return `"use strict";(() => {
	const json = (name, key) => {
		const p = fetch(name).then((r) => {
			if (!r.ok) throw new Error("HTTP " + r.status);
			return r;
		});
		p.catch(() => {});
		globalThis[Symbol.for(key)] = p;
	};
` + lessonBootJS(bundle) + `
	// A lesson's page shows its lesson unless its hash names a view
	// (address.js readAddress); it loads the data and the course with the
	// bundle, once the lesson is on screen.
	const params = new URLSearchParams(location.hash.slice(1));
	const lessonPage = document.documentElement.dataset.lesson;
	const page = lessonPage && !params.has("view");
	const learn = page || params.get("view") === "learn";
	const fetchData = () => {
		json(` + strconv.Quote(data) + `, ` + strconv.Quote(BootDataKey) + `);
		const course = ` + strconv.Quote(course) + `;
		if (learn && course) json(course, ` + strconv.Quote(BootCourseKey) + `);
	};
	if (page) {
		early();
		loadBundle(true, fetchData);
		return;
	}
	fetchData();
	if (lessonPage) loadBundle(false);
	if (learn) return;
	const key = Symbol.for(` + strconv.Quote(BootModuleKey) + `);
	if (key in globalThis || typeof WebAssembly !== "object" || typeof WebAssembly.compileStreaming !== "function") return;
	const response = fetch(` + strconv.Quote(wasm) + `);
	response.catch(() => {});
	globalThis[key] = () => WebAssembly.compileStreaming(response);
})();
`
}

// firstStylesheet finds a stylesheet's link tag.
var firstStylesheet = regexp.MustCompile(`<link[^>]*\brel="?stylesheet\b`)

// bootTag writes BootScript and puts its tag (a classic script: see
// BootScript) before index.html's first stylesheet (else its first
// script), so that it is asked for first and runs at once.
func (b *builder) bootTag(html string) (string, error) {
	js, err := b.m.js(bootJS(b.wasm.wasm, b.report.Files[LearnFile], b.report.Files[DataFile], b.report.Files[AppBundle]))
	if err != nil {
		return "", err
	}
	if err := b.write(BootScript, hashedName(BootScript, []byte(js)), []byte(js)); err != nil {
		return "", err
	}
	at := -1
	if m := firstStylesheet.FindStringIndex(html); m != nil {
		at = m[0]
	} else {
		at = strings.Index(html, "<script")
	}
	if at < 0 {
		return "", errors.New("site: index.html has no script, before which the boot script goes")
	}
	return html[:at] + bootElement + "\n" + html[at:], nil
}

// bootElement is the boot script's tag (its name rewritten to the hashed
// one with the page's other files).
const bootElement = `<script src="` + BootScript + `"></script>`
