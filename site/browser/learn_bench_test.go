package browser

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// targetLearnFirstMS is the Learn view's cold first interaction target
// (≤ 300 ms on this machine, like the first highlight). The first
// interaction a student can have is reading the lesson and typing in it:
// the lesson on screen (in the DOM is not yet on screen: the frame that
// paints it may wait for long tasks, and a frame painted on the main
// thread is on screen only once rastered and presented).
const targetLearnFirstMS = 300

// targetLearnOverStatic is that target in the form the first highlight's
// took (a ratio to a floor page's, served by the same server, interleaved
// in one run), since absolute times do not travel between machines, nor
// between days on this one: the lesson on screen within 1.2× a static
// copy of the same page (staticLesson), which has nothing to run and is
// what a cold browser here needs at the least to show that lesson (on
// screen at 284 and 320 ms in two runs on 2026-11-27: about the 300 ms
// itself). It was 1.5× until the round that won speed back tightened it.
const targetLearnOverStatic = 1.2

// learnStudentJS runs before the page's scripts (its %s are the
// exercise's selector and the right answer, as JS strings): it notes when
// the first lesson's body appears, when the main thread has painted it (a
// task queued from the next frame's requestAnimationFrame runs after that
// frame's paint) and when it is on screen (Element Timing's renderTime of
// its title and paragraphs, which the attribute set as they enter the DOM
// asks for: the frame presented, which on a cold browser comes 50–150 ms
// after the main thread's paint, the first raster and the GPU process
// being cold too), and once painted, as an impatient student would, types
// the answer and presses Check (as soon as they take input: a lesson's
// page keeps them inert until its boot script runs, site/boot.go); it then notes when the engine's verdict
// is drawn (a Check pressed before the engine runs is answered once it
// does) and when the page is ready (the engine runs), in ms since
// navigation start.
const learnStudentJS = `((sel, answer) => {
	new MutationObserver((_, mo) => {
		if (window.__lessonShown === undefined && document.querySelector("#lesson .lesson-body")) {
			window.__lessonShown = performance.now();
			for (const el of document.querySelectorAll("#lesson .lesson-title, #lesson .lesson-body p")) el.setAttribute("elementtiming", "lesson");
			const answerIt = () => {
				const input = document.querySelector(sel + " .ex-input");
				if (input.closest("[inert]")) {
					setTimeout(answerIt, 5);
					return;
				}
				input.value = answer;
				input.dispatchEvent(new InputEvent("input", {bubbles: true, inputType: "insertText"}));
				document.querySelector(sel + " .ex-check").click();
			};
			requestAnimationFrame(() => setTimeout(() => {
				window.__lessonPainted = performance.now();
				answerIt();
			}, 0));
		}
		if (window.__checked === undefined && document.querySelector(sel + " .ex-feedback .ex-verdict")) {
			window.__checked = performance.now();
		}
		if (window.__lcp === undefined) {
			window.__lcp = -1;
			try {
				new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp = e.startTime; }).observe({type: "largest-contentful-paint", buffered: true});
				new PerformanceObserver((l) => {
					for (const e of l.getEntries()) {
						if (e.identifier === "lesson") window.__lessonOnScreen = Math.min(window.__lessonOnScreen ?? Infinity, e.renderTime || e.loadTime);
					}
				}).observe({type: "element", buffered: true});
			} catch {}
		}
		if (window.__ready === undefined && document.body && document.body.classList.contains("ready")) {
			window.__ready = performance.now();
		}
		if (window.__lessonShown !== undefined && window.__checked !== undefined && window.__ready !== undefined) mo.disconnect();
	}).observe(document, {childList: true, subtree: true, attributes: true, attributeFilter: ["class"]});
})(%s, %s);`

// learnLoad is one cold load of a lesson: when it was in the DOM, when
// painted and when on screen, when the engine ran, when the answer
// checked at once got its verdict, the bytes on the wire before the
// lesson was painted, the course asset's among them, and whether the
// module was asked for before.
type learnLoad struct {
	Shown, Painted, OnScreen, LCP, Ready, Checked, Bytes, CourseBytes float64
	ModuleBefore                                                      bool
}

// learnLoadJS reads a load's figures once the verdict is drawn.
const learnLoadJS = `(() => {
	const painted = window.__lessonPainted;
	const nav = performance.getEntriesByType("navigation")[0];
	let bytes = nav.transferSize, course = 0, module = false;
	for (const e of performance.getEntriesByType("resource")) {
		if (/[.]wasm$/.test(e.name) && e.startTime < painted) module = true;
		if (e.responseEnd > painted) continue;
		bytes += e.transferSize;
		if (/\/learn[.][0-9a-f]+[.]json$/.test(e.name)) course += e.transferSize;
	}
	return {Shown: window.__lessonShown, Painted: painted, OnScreen: window.__lessonOnScreen, LCP: window.__lcp, Ready: window.__ready, Checked: window.__checked, Bytes: bytes, CourseBytes: course, ModuleBefore: module};
})()`

// coldLesson opens a lesson at its link (its own page, site.LessonPages)
// in a new browser context with the cache disabled, the student
// answering exercise ex at once.
func coldLesson(b *testing.B, slug string, ex learnExercise) learnLoad {
	b.Helper()
	return coldLoad(b, baseURL+lessonPage(slug), ex,
		`window.__checked !== undefined && window.__ready !== undefined`, true)
}

// coldLoad loads u, a page showing exercise ex, as coldLesson does, and
// returns its figures once the lesson is painted and cond holds; page
// says it is the playground's own, whose console must be clean.
func coldLoad(b *testing.B, u string, ex learnExercise, cond string, page bool) learnLoad {
	b.Helper()
	p := newTab(b)
	defer p.cancel()
	if _, err := chromedp.Call(p.ctx, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true}); err != nil {
		b.Fatal(err)
	}
	p.onNewDocument(fmt.Sprintf(learnStudentJS, jsString(exSel(ex)), jsString(ex.answers("right")[0])))
	p.quiet()
	p.do("navigating", chromedp.Navigate(u))
	if !p.poll(`window.__lessonPainted !== undefined && window.__lessonOnScreen !== undefined && window.__lcp > 0 && ` + cond) {
		b.Fatalf("the lesson at %s did not show, or its answer was not checked", u)
	}
	l := eval[learnLoad](p, learnLoadJS)
	if page {
		p.checkConsole()
	}
	return l
}

// scriptElement matches a script element, to take the scripts out of a
// page.
var scriptElement = regexp.MustCompile(`(?s)<script\b.*?</script>`)

// staticLesson writes the page as it shows lesson slug, without its
// scripts, into the floor's directory as lesson.html (its stylesheets
// are the page's own, through a base element), and returns its URL: the
// same HTML and stylesheets as the page's, drawn, with nothing to run,
// which is what a cold browser on this machine needs to paint the lesson
// at the least.
func staticLesson(b *testing.B, slug string, ex learnExercise) string {
	b.Helper()
	p := newTab(b)
	defer p.cancel()
	p.do("navigating", chromedp.Navigate(pageURL("", "#view=learn&lesson="+slug)))
	p.waitFor("the lesson "+slug, `document.querySelector(`+jsString(exSel(ex)+" .ex-check")+`)`)
	html := eval[string](p, `"<!doctype html>" + document.documentElement.outerHTML`)
	html = scriptElement.ReplaceAllString(html, "")
	html = strings.Replace(html, "<head>", `<head><base href="/">`, 1)
	name := filepath.Join(floorDir, "lesson.html")
	if err := os.WriteFile(name, []byte(html), 0o644); err != nil {
		b.Fatal(err)
	}
	if err := precompress(name); err != nil {
		b.Fatal(err)
	}
	return baseURL + "floor/lesson.html"
}

// Cold: the lesson at its link, and the floor page (bench_floor_test.go),
// each in a new browser context with the cache disabled, one after the
// other in each round. The first interaction is the lesson on screen
// (read, type: the Learn view draws it from the course without the
// engine); the first check, pressed the moment the lesson is painted, is
// answered once the engine runs, and is reported over the floor's first
// highlight, as the first highlight is (absolute times do not travel
// between machines). A static copy of the page showing the lesson (its
// HTML and stylesheets, no script: staticLesson) is loaded in each round
// too: what showing that lesson costs a cold browser here at the least.
func BenchmarkLearnFirstInteractionCold(b *testing.B) {
	needBrowser(b)
	buildFloor(b)
	c := readCourse(b)
	slug, _, ex := c.find(b, "typed", typedWithHints)
	static := staticLesson(b, slug, ex)
	var shown, painted, onScreen, lcp, ready, checked, ratio, floor, floorParsed, bytes, course []float64
	var stPainted, stOnScreen, stLCP, overStatic []float64
	moduleBefore := 0
	for b.Loop() {
		fl := coldHighlight(b, baseURL+"floor/")
		st := coldLoad(b, static, ex, "true", false)
		l := coldLesson(b, slug, ex)
		stPainted, stOnScreen, stLCP = append(stPainted, st.Painted), append(stOnScreen, st.OnScreen), append(stLCP, st.LCP)
		overStatic = append(overStatic, l.OnScreen/st.OnScreen)
		shown, painted, onScreen, lcp = append(shown, l.Shown), append(painted, l.Painted), append(onScreen, l.OnScreen), append(lcp, l.LCP)
		ready, checked = append(ready, l.Ready), append(checked, l.Checked)
		floor, ratio = append(floor, fl.Highlight), append(ratio, l.Checked/fl.Highlight)
		floorParsed = append(floorParsed, fl.DCL)
		bytes, course = append(bytes, l.Bytes), append(course, l.CourseBytes)
		if l.ModuleBefore {
			moduleBefore++
		}
	}
	on, st, r, os := summarize(onScreen), summarize(stOnScreen), summarize(ratio), summarize(overStatic)
	b.ReportMetric(0, "ns/op")
	b.ReportMetric(on.median, "onscreen-ms/op")
	b.ReportMetric(os.median, "×static")
	b.ReportMetric(r.median, "check×floor")
	report("5 learn, cold", fmt.Sprintf("Learn view, cold first interaction (the lesson on screen: read, type): mean %.0f ms, median %.0f ms, max %.0f ms over %.0f loads; target ≤ %d ms: %s; in the DOM at %.0f ms, painted by the main thread at %.0f ms (medians); the floor page's HTML parsed at %.0f ms (median: a cold page's own cost)\n"+
		"    the same lesson as a static page (the page's HTML and stylesheets as drawn, no script), interleaved: on screen at %.0f ms (median; target ≤ %d ms: %s), painted by the main thread at %.0f ms; the page over it: median %.2f× (max %.2f×), target ≤ %.1f×: %s; largest contentful paint: the page %.0f ms, the static page %.0f ms (medians)\n"+
		"    first check (pressed as the lesson is painted, answered once the engine runs) ÷ floor's first highlight, interleaved: median %.2f× (max %.2f×); medians: answered at %.0f ms, engine running at %.0f ms, floor %.0f ms\n"+
		"    on the wire before the first lesson is painted: %.0f KB, of which the course asset %.0f KB; the module asked for before it in %d of %.0f loads",
		on.mean, on.median, on.max, on.n, targetLearnFirstMS, verdictOf(on.median, targetLearnFirstMS), summarize(shown).median, summarize(painted).median, summarize(floorParsed).median,
		st.median, targetLearnFirstMS, verdictOf(st.median, targetLearnFirstMS), summarize(stPainted).median, os.median, os.max, targetLearnOverStatic, verdictOf(os.median, targetLearnOverStatic), summarize(lcp).median, summarize(stLCP).median,
		r.median, r.max, summarize(checked).median, summarize(ready).median, summarize(floor).median,
		summarize(bytes).median/1024, summarize(course).median/1024, moduleBefore, on.n))
}
