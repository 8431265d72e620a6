package browser

import (
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// emulateMedia makes the tab lay out for "print" or back for "".
func (t *tab) emulateMedia(media string) {
	t.tb.Helper()
	if _, err := chromedp.Call(t.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: media}); err != nil {
		t.tb.Fatalf("emulating media %q: %v", media, err)
	}
}

// shown says whether the first element matching sel is laid out.
func shownJS(sel string) string {
	return `(() => { const el = document.querySelector(` + jsString(sel) + `); return !!el && el.getClientRects().length > 0; })()`
}

// A lesson prints as a handout: no controls, the examples as text, the
// exercises numbered; the answer key prints alone.
func TestLearnHandout(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	slug, _, _ := c.find(t, "any", func(learnExercise) bool { return true })
	p := newTab(t)
	p.openLesson("", slug, "")
	p.emulateMedia("print")
	for _, sel := range []string{".top", ".spec-panel", ".lesson-tools", ".ex-check", ".lesson-pager", ".learn-nav"} {
		if eval[bool](p, shownJS(sel)) {
			t.Errorf("printed, %s is shown", sel)
		}
	}
	if len(c.Lessons[slug].Examples) > 0 && !eval[bool](p, shownJS("figure.lesson-example pre")) {
		t.Error("printed, the examples' text is not shown")
	}
	if got := p.text(".lesson-exercise .ex-number"); got != "Exercise 1" {
		t.Errorf("printed, the first exercise is headed %q", got)
	}
	if eval[bool](p, shownJS(".answer-key")) {
		t.Error("the handout prints the answer key")
	}
	// The key: window.print is stubbed out (headless, it would do nothing
	// the test can see), the key drawn and printed alone.
	// (Printed, the button is not laid out: it is clicked from script.)
	p.do("stubbing print and asking for the key", evalVoid(`window.print = () => {}; document.querySelector(".lesson-print-key").click()`))
	if !eval[bool](p, shownJS(".answer-key")) || eval[bool](p, shownJS(".lesson-body")) {
		t.Error("the answer key does not print alone")
	}
	if got, want := len(p.texts(".answer-key-list > li")), len(c.Lessons[slug].Exercises); got != want {
		t.Errorf("the answer key lists %d answers, want %d", got, want)
	}
	for _, a := range p.texts(".answer-key-list > li") {
		if strings.Contains(a, "Answer: —") {
			t.Errorf("an answer of the key is empty: %q", a)
		}
	}
	p.emulateMedia("")
	if eval[bool](p, shownJS(".answer-key")) {
		t.Error("on screen, the answer key is shown")
	}
}

// Presenter mode: large type, one step at a time, the keyboard moves on,
// Escape leaves.
func TestLearnPresenter(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	p := newTab(t)
	p.openLesson("", c.slugs()[0], "")
	p.click(".lesson-present")
	p.waitFor("presenter mode", `document.body.classList.contains("presenting")`)
	if eval[bool](p, shownJS(".top")) || eval[bool](p, shownJS(".spec-panel")) {
		t.Error("presenting, the page's header or the Spec panel is shown")
	}
	steps := p.text(".present-where")
	if !strings.HasPrefix(steps, "Step 1 of ") {
		t.Fatalf("presenting, the bar says %q", steps)
	}
	visible := `[...document.querySelector(".lesson-body").children].filter((e) => e.getClientRects().length).map((e) => e.dataset.step)`
	if got := eval[[]string](p, visible); len(got) == 0 || got[0] != "0" {
		t.Errorf("presenting step 1, the blocks shown are of steps %q", got)
	}
	if steps != "Step 1 of 1" {
		p.do("pressing →", chromedp.KeyEvent(kb.ArrowRight))
		p.waitFor("step 2", `document.querySelector(".present-where").textContent.startsWith("Step 2 of")`)
		for _, s := range eval[[]string](p, visible) {
			if s != "1" {
				t.Errorf("presenting step 2, a block of step %s is shown", s)
			}
		}
	}
	if size := eval[float64](p, `parseFloat(getComputedStyle(document.querySelector(".lesson")).fontSize)`); size < 24 {
		t.Errorf("presenting, the lesson's type is %.0f px", size)
	}
	p.do("pressing Escape", chromedp.KeyEvent(kb.Escape))
	p.waitFor("presenter mode left", `!document.body.classList.contains("presenting")`)
}

// On a phone the lesson fits the width: nothing scrolls sideways.
func TestLearnPhoneWidth(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	slug, _, _ := c.find(t, "a click", func(ex learnExercise) bool { return ex.Kind == "click" })
	p := newPhoneTab(t)
	p.openLesson("", slug, "")
	if w := eval[float64](p, `document.documentElement.scrollWidth`); w > phoneW+1 {
		t.Errorf("at %d px the page is %.0f px wide", phoneW, w)
	}
}

// A class link prints whole: one handout of its lessons in its order,
// each from a new page with its exercises numbered, and one answer key
// whose answers stand with their questions and the URNs they give.
func TestLearnClassPrintsWhole(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	slugs := c.slugs()
	picked := []string{slugs[3], slugs[1], slugs[2]}
	p := newTab(t)
	p.openLesson("", picked[0], "course="+strings.Join(picked, ","))
	p.waitFor("the class's print buttons", `document.querySelector(".class-print-handout")`)
	p.do("stubbing print", evalVoid(`window.print = () => {}`))
	p.click(".class-print-handout")
	p.emulateMedia("print")
	titles := p.texts(".class-print .class-print-lesson .lesson-title")
	var want []string
	for _, s := range picked {
		want = append(want, c.Lessons[s].Title)
	}
	if strings.Join(titles, "|") != strings.Join(want, "|") {
		t.Errorf("the class's handout holds %q, want %q", titles, want)
	}
	if eval[bool](p, shownJS("#lesson")) {
		t.Error("the class's handout also prints the lesson on screen")
	}
	if got := eval[string](p, `getComputedStyle(document.querySelector(".class-print .lesson-exercise"), "::before").content`); !strings.Contains(got, "Exercise") {
		t.Errorf("the handout's first exercise is headed %s", got)
	}
	t.Log(p.screenshot("learn-class-handout-print.png"))
	p.emulateMedia("")
	p.do("after printing", evalVoid(`dispatchEvent(new Event("afterprint"))`))
	if eval[bool](p, `!!document.querySelector(".class-print")`) {
		t.Error("the printed class stays in the page after printing")
	}

	p.click(".class-print-key")
	p.emulateMedia("print")
	keys := p.texts(".class-print .answer-key > h2")
	if len(keys) != len(picked) || !strings.HasSuffix(keys[0], want[0]) {
		t.Errorf("the class's key is headed %q, want one key a lesson, first %q", keys, want[0])
	}
	t.Log(p.screenshot("learn-class-key-print.png"))
	given := 0
	for _, s := range picked {
		for _, ex := range c.Lessons[s].Exercises {
			if ex.Given != "" {
				given++
			}
		}
	}
	if got := len(p.texts(".class-print .answer-key-given")); got != given {
		t.Errorf("the key shows the URNs of %d exercises, want the %d that give one", got, given)
	}
}

// On paper a click exercise is done by circling, and each example says
// what the build proved of it: 100% and 100%25 printed as two boxes
// nobody could tell apart.
func TestLearnHandoutClickAndCaptions(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	slug, _, ex := c.find(t, "a click", func(ex learnExercise) bool { return ex.Kind == "click" })
	p := newTab(t)
	p.openLesson("", slug, "")
	p.waitFor("the exercise", `document.querySelector(`+jsString(exSel(ex)+" .ex-check")+`)`)
	p.emulateMedia("print")
	if got := eval[string](p, `getComputedStyle(document.querySelector(`+jsString(exSel(ex))+`), "::after").content`); !strings.Contains(got, "circle") {
		t.Errorf("printed, the click exercise ends %s, want a word on circling the answer", got)
	}
	p.openLesson("", "percent-encoding", "")
	p.waitFor("the examples", `document.querySelectorAll("figure.lesson-example").length >= 3`)
	caps := p.texts("figure.lesson-example figcaption")
	if len(caps) < 3 || caps[1] == caps[2] || !strings.Contains(caps[1], "not valid under RFC 8141") || !strings.Contains(caps[2], "valid under RFC 8141") {
		t.Errorf("the percent-encoding examples' captions read %q, want 100%% not valid and 100%%25 valid", caps)
	}
}
