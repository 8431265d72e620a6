package browser

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// holdEngineJS runs before the page's scripts: it holds every WebAssembly
// compilation until the test calls window.__startEngine(), so that what
// the page does before its engine runs can be seen, however fast the
// machine.
const holdEngineJS = `(() => {
	const gate = new Promise((resolve) => { window.__startEngine = resolve; });
	for (const k of ["compile", "compileStreaming", "instantiate", "instantiateStreaming"]) {
		const f = WebAssembly[k];
		WebAssembly[k] = function (...args) { return gate.then(() => f.apply(this, args)); };
	}
})();`

// openHeld opens the page at hash with its engine held (holdEngineJS)
// and waits until cond, what the page draws before the engine runs.
func openHeld(tb testing.TB, hash, what, cond string) *tab {
	tb.Helper()
	p := newTab(tb)
	p.onNewDocument(holdEngineJS)
	p.do("navigating", chromedp.Navigate(pageURL("", hash)))
	p.waitFor(what, cond)
	return p
}

// The lesson is drawn from the course without the engine (the student
// reads and types at once), and an answer checked before the engine
// runs is not lost: it says it is being checked, and the engine
// answers it, the last one checked, once it runs, in the lesson as it
// is (not drawn again under the student's hands).
func TestLearnCheckBeforeTheEngine(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	slug, _, ex := c.find(t, "typed, with a wrong answer", typedWithHints)
	sel := exSel(ex)
	p := openHeld(t, "#view=learn&lesson="+slug, "the lesson "+slug+" before the engine runs", `document.querySelector(`+jsString(sel+" .ex-check")+`)`)
	if eval[bool](p, `document.body.classList.contains("ready")`) {
		t.Fatal("the page is ready with its engine held")
	}

	p.insert(sel+" .ex-input", ex.answers("wrong")[0])
	p.click(sel + " .ex-check")
	p.waitFor("the answer being checked", `document.querySelector(`+jsString(sel+" .ex-feedback.ex-checking")+`)`)
	if fb := p.text(sel + " .ex-feedback"); !strings.Contains(fb, "Checking") {
		t.Errorf("an answer checked before the engine runs gets %q, want it to say it is being checked", fb)
	}
	right := ex.answers("right")[0]
	p.insert(sel+" .ex-input", right)
	p.click(sel + " .ex-check")
	p.do("marking the answer field", evalVoid(`document.querySelector(`+jsString(sel+" .ex-input")+`).__kept = true`))

	p.do("starting the engine", evalVoid(`window.__startEngine()`))
	p.waitReady()
	p.waitFor("the engine's verdict on the last answer checked", `document.querySelector(`+jsString(sel+" .ex-feedback.ex-right")+`)`)
	if fb := p.text(sel + " .ex-feedback"); !strings.Contains(fb, "Right") || !strings.Contains(fb, right) {
		t.Errorf("the feedback once the engine runs is %q, want the verdict on %q", fb, right)
	}
	if !eval[bool](p, `document.querySelector(`+jsString(sel+" .ex-input")+`).__kept === true`) {
		t.Error("the lesson was drawn again when the engine started: what the student was typing in was replaced")
	}
}

// lessonPaintedJS runs before the page's scripts: it notes when the
// first lesson's body is painted (a task queued from the next frame's
// requestAnimationFrame runs after that frame's paint) and, through the
// fetch and compile functions, when the page first asks for a .wasm.
const lessonPaintedJS = `(() => {
	const asked = () => { window.__moduleAsked ??= performance.now(); };
	const f = window.fetch;
	window.fetch = function (input, ...rest) {
		if (/[.]wasm$/.test(String(input && input.url || input))) asked();
		return f.call(this, input, ...rest);
	};
	for (const k of ["compileStreaming", "instantiateStreaming"]) {
		const g = WebAssembly[k];
		WebAssembly[k] = function (...args) { asked(); return g.apply(this, args); };
	}
	new MutationObserver((_, mo) => {
		if (document.querySelector("#lesson .lesson-body")) {
			mo.disconnect();
			requestAnimationFrame(() => setTimeout(() => { window.__lessonPainted = performance.now(); }, 0));
		}
	}).observe(document, {childList: true, subtree: true});
})();`

// A link to a lesson starts no engine before the lesson is painted:
// the module's compilation and Go's start-up took the main thread while
// the lesson waited for its course, and held the lesson's first paint
// back by a second and more. No script fetches, compiles or
// instantiates the module before that, and no tag downloads it (a
// preload tag did: see site.BootScript); a link to another view still
// asks for it at once.
func TestLearnLinkStartsNoEngineBeforeTheLesson(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	slug, _, _ := c.find(t, "typed", typedWithHints)
	p := newTab(t)
	p.onNewDocument(lessonPaintedJS)
	p.do("navigating", chromedp.Navigate(pageURL("", "#view=learn&lesson="+slug)))
	p.waitReady()
	p.waitFor("the lesson painted", `window.__lessonPainted !== undefined`)
	type times struct{ Painted, Asked, Downloaded float64 }
	got := eval[times](p, `({Painted: window.__lessonPainted, Asked: window.__moduleAsked ?? -1,
		Downloaded: Math.min(...performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".wasm")).map((e) => e.startTime))})`)
	if got.Downloaded < got.Painted {
		t.Errorf("the module was requested at %.0f ms, before the lesson was painted at %.0f ms", got.Downloaded, got.Painted)
	}
	if got.Asked < 0 {
		t.Error("the page got ready without asking for the module through fetch, compileStreaming or instantiateStreaming: the test no longer sees how it starts")
	} else if got.Asked < got.Painted {
		t.Errorf("a script asked for the module at %.0f ms, before the lesson was painted at %.0f ms", got.Asked, got.Painted)
	}

	e := newTab(t)
	e.onNewDocument(lessonPaintedJS)
	e.do("navigating", chromedp.Navigate(pageURL("", "")))
	e.waitReady()
	if eval[float64](e, `window.__moduleAsked ?? -1`) < 0 {
		t.Error("a link to Explore did not ask for the module")
	}
}
