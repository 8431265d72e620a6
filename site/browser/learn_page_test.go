package browser

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// holdCourseJS runs before the page's scripts: it holds the course's
// fetch until the test calls window.__releaseCourse(), so that a lesson's
// page can be seen as the build drew it, before learn.js takes it over,
// however fast the machine.
const holdCourseJS = `(() => {
	const gate = new Promise((resolve) => { window.__releaseCourse = resolve; });
	const f = window.fetch;
	window.fetch = function (input, init) {
		if (/(^|\/)learn\.[0-9a-f]+\.json$/.test(String(input?.url ?? input))) return gate.then(() => f.call(this, input, init));
		return f.call(this, input, init);
	};
})();`

// lessonLayout is the lesson on screen: the page's title, the lesson's
// text, and every element of it and of the header's controls (tag,
// classes, box in page coordinates).
type lessonLayout struct {
	Title, Text string
	Boxes       []string
}

const lessonLayoutJS = `(() => {
	const lesson = document.querySelector("#lesson");
	const boxes = [...document.querySelectorAll("header.top .controls, header.top .controls *, #lesson, #lesson *")].map((el) => {
		const r = el.getBoundingClientRect();
		return [el.tagName, el.getAttribute("class") ?? "", Math.round(r.x), Math.round(r.y + scrollY), Math.round(r.width), Math.round(r.height)].join(" ");
	});
	return {Title: document.title, Text: lesson.innerText, Boxes: boxes};
})()`

// openLessonPage opens lesson slug's page with the course held (and the
// engine, which nothing here needs), and waits until the page is loaded:
// the lesson is the one the build drew.
func openLessonPage(p *tab, slug string) {
	p.tb.Helper()
	p.do("navigating", chromedp.Navigate(baseURL+lessonPage(slug)))
	p.waitFor("the page of "+slug+", loaded", `document.readyState === "complete" && document.querySelector("#lesson[data-drawn]")?.dataset.lesson === `+jsString(slug))
}

// takenOver is true once learn.js has taken the lesson over and drawn the
// lessons' list beside it.
const takenOver = `document.querySelector("#lesson") && !document.querySelector("#lesson[data-drawn]") && document.querySelector(".learn-nav .lesson-link")`

// Every lesson's page shows its lesson as the page then draws it: the
// same text, and every element of it (and of the header's controls) in
// the same place, so that nothing moves under the student's eyes when
// learn.js takes it over.
// This holds site/lesson_exercise.go's drawing to learn-exercise.js's.
func TestLessonPagesAsDrawn(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	p := newTab(t)
	p.onNewDocument(holdEngineJS)
	p.onNewDocument(holdCourseJS)
	for _, slug := range c.slugs() {
		openLessonPage(p, slug)
		before := eval[lessonLayout](p, lessonLayoutJS)
		p.do("releasing the course", evalVoid(`window.__releaseCourse()`))
		p.waitFor("the lesson "+slug+" taken over", takenOver)
		after := eval[lessonLayout](p, lessonLayoutJS)
		if before.Title != after.Title || !strings.HasPrefix(after.Title, c.Lessons[slug].Title+" · ") {
			t.Errorf("%s: the page is titled %q, then %q; want the lesson's title first, and the same", slug, before.Title, after.Title)
		}
		if before.Text != after.Text {
			t.Errorf("%s: the text changes when the page takes the lesson over:\n%s", slug, firstDiff(strings.Split(before.Text, "\n"), strings.Split(after.Text, "\n")))
		}
		if d := firstDiff(before.Boxes, after.Boxes); d != "" {
			t.Errorf("%s: the lesson moves when the page takes it over (tag, class, x, y, width, height):\n%s", slug, d)
		}
	}
}

// firstDiff says where two lists first differ ("" when they do not).
func firstDiff(a, b []string) string {
	for i := 0; i < len(a) || i < len(b); i++ {
		var x, y string
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if x != y {
			return fmt.Sprintf("  at %d, drawn by the build: %q\n  drawn by the page:   %q", i, x, y)
		}
	}
	return ""
}

// What a student does to a lesson's page before the page's script has
// taken it over is not lost: the answer typed stays, the hint asked for
// is shown and the Check pressed is answered, once the engine runs; the
// answer is kept, and a reload shows the exercise done.
func TestLessonPageBeforeTheBundle(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	slug, _, ex := c.find(t, "typed, with hints", typedWithHints)
	sel := exSel(ex)
	right := ex.answers("right")[0]
	p := newTab(t)
	p.onNewDocument(holdEngineJS)
	p.onNewDocument(holdCourseJS)
	openLessonPage(p, slug)
	p.insert(sel+" .ex-input", right)
	p.click(sel + " .ex-hint")
	p.click(sel + " .ex-check")
	if got := p.text(sel + " .ex-feedback"); got != "" {
		t.Errorf("before the page's script runs, Check answers %q", got)
	}
	p.do("releasing the course", evalVoid(`window.__releaseCourse()`))
	p.waitFor("the lesson taken over", takenOver)
	if got := p.value(sel + " .ex-input"); got != right {
		t.Errorf("after the take-over the answer is %q, want %q as typed", got, right)
	}
	if got := len(p.texts(sel + " .ex-hints li")); got != 1 {
		t.Errorf("after the take-over %d hints are shown, want the 1 asked for", got)
	}
	p.waitFor("the Check pressed before, waiting for the engine", `document.querySelector(`+jsString(sel+" .ex-feedback.ex-checking")+`)`)
	p.do("starting the engine", evalVoid(`window.__startEngine()`))
	p.waitFor("the engine's verdict", `document.querySelector(`+jsString(sel+" .ex-feedback.ex-right")+`)`)
	p.do("reloading", chromedp.Reload())
	p.waitFor("the page reloaded", `document.querySelector("#lesson[data-drawn]")`)
	p.do("releasing the course", evalVoid(`window.__releaseCourse()`))
	p.waitFor("the exercise done after a reload", `document.querySelector(`+jsString(sel+".ex-done")+`) && `+takenOver)
	if got := eval[string](p, `location.pathname`); got != "/"+lessonPage(slug) {
		t.Errorf("after a reload the page is %q, want the lesson's %q", got, "/"+lessonPage(slug))
	}
}

// A lesson's address is its page when nothing else is set: the pager
// and the lessons' list lead from page to page, another view or setting
// leads back to the playground's own page with the state in its hash (so
// that a reload never shows a lesson first that is not on screen), and
// a class link keeps its hash.
func TestLessonPageAddress(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	seq := c.slugs()
	p := newTab(t)
	p.do("navigating", chromedp.Navigate(baseURL+lessonPage(seq[0])))
	p.waitReady()
	p.waitFor("the lesson taken over", takenOver)
	if got := eval[string](p, `document.querySelector(".lesson-next").getAttribute("href")`); got != lessonPage(seq[1]) {
		t.Errorf("the next lesson's link is %q, want its page %q", got, lessonPage(seq[1]))
	}
	at := func(what, path, hash string) {
		t.Helper()
		if !p.poll(`location.pathname === ` + jsString(path) + ` && location.hash.includes(` + jsString(hash) + `)`) {
			t.Errorf("%s: the address is %q, want the path %q and %q in the hash", what, eval[string](p, `location.pathname + location.hash`), path, hash)
		}
	}
	p.click(".lesson-next")
	p.waitFor("the next lesson", `document.querySelector("#lesson")?.dataset.lesson === `+jsString(seq[1]))
	at("the next lesson", "/"+lessonPage(seq[1]), "")
	if got := p.hash(); got != "" {
		t.Errorf("on the next lesson's page the hash is %q, want none", got)
	}
	if got := eval[string](p, `document.title`); !strings.HasPrefix(got, c.Lessons[seq[1]].Title+" · ") {
		t.Errorf("on the next lesson the page is titled %q, want %q first", got, c.Lessons[seq[1]].Title)
	}
	p.click("#tab-explore")
	at("Explore", "/", "")
	if got := eval[string](p, `document.title`); got != "URN Playground" {
		t.Errorf("on Explore the page is titled %q, want the playground's own title", got)
	}
	p.click("#tab-learn")
	p.waitFor("the lesson again", `document.querySelector("#lesson")?.dataset.lesson === `+jsString(seq[1]))
	at("back to the lesson", "/"+lessonPage(seq[1]), "")
	// A class link made on a lesson's page is the playground's own.
	p.click(".learn-teacher summary")
	p.choose(".teacher-add", seq[2])
	if got := p.value("#teacher-link"); !strings.HasPrefix(got, baseURL+"#") {
		t.Errorf("a class link made on a lesson's page is %q, want the playground's own page (%s) with the class in its hash", got, baseURL)
	}
	p.do("changing the edition", evalVoid(`document.querySelector("#edition").value = "rfc2141"`))
	p.do("telling the page", evalVoid(`document.querySelector("#edition").dispatchEvent(new Event("change"))`))
	at("the lesson under another edition", "/", "lesson="+seq[1])
	p.reload()
	p.waitFor("the lesson under another edition, reloaded", `document.querySelector("#lesson")?.dataset.lesson === `+jsString(seq[1])+` && document.querySelector("#edition").value === "rfc2141"`)

	class := "#view=learn&course=" + seq[2] + "," + seq[0]
	p.do("opening a class link", chromedp.Navigate(pageURL("", class)))
	p.waitReady()
	p.click(".lesson-next")
	p.waitFor("the class's second lesson", `document.querySelector("#lesson")?.dataset.lesson === `+jsString(seq[0]))
	at("a class link", "/", "course=")
}
