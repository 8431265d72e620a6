package browser

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// sibling opens another tab in t's browser context, sharing its
// localStorage (newTab's tabs each have their own), closed with t.
func (t *tab) sibling() *tab {
	t.tb.Helper()
	ctx, cancel := chromedp.NewContext(t.ctx)
	s := &tab{tb: t.tb, ctx: ctx, cancel: cancel}
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(viewW, viewH)); err != nil {
		cancel()
		t.tb.Fatalf("opening a second tab: %v", err)
	}
	s.watchConsole()
	t.tb.Cleanup(func() {
		s.checkConsole()
		s.cancel()
	})
	return s
}

// answer types an exercise's first right answer and waits for it to be
// taken.
func (t *tab) answer(ex learnExercise) {
	t.tb.Helper()
	sel := exSel(ex)
	t.insert(sel+" .ex-input", ex.answers("right")[0])
	t.click(sel + " .ex-check")
	t.waitFor("the right answer to "+ex.ID, `document.querySelector(`+jsString(sel+" .ex-feedback.ex-right")+`)`)
}

// Two tabs on one lesson, each answering another exercise: a third tab
// sees both done, and so does each of the two after a reload (neither
// overwrote the other's); the first tab's list of lessons counts the
// second's answer as soon as it is saved.
func TestLearnProgressAcrossTabs(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	var slug string
	var typed []learnExercise
	for _, s := range c.slugs() {
		typed = typed[:0]
		for _, ex := range c.Lessons[s].Exercises {
			if (ex.Kind == "write" || ex.Kind == "fix") && len(ex.answers("right")) > 0 {
				typed = append(typed, ex)
			}
		}
		if len(typed) >= 2 {
			slug = s
			break
		}
	}
	if slug == "" {
		t.Fatal("no lesson has two typed exercises")
	}
	a := newTab(t)
	b := a.sibling()
	a.openLesson("", slug, "")
	b.openLesson("", slug, "")
	a.answer(typed[0])
	b.answer(typed[1])
	a.waitFor("the first tab's list to count the second tab's answer",
		`document.querySelector(".learn-nav [aria-current=page] + .lesson-score")?.textContent.includes("2/")`)
	third := a.sibling()
	third.openLesson("", slug, "")
	for _, p := range []*tab{third, a, b} {
		if p != third {
			p.reload()
			p.waitFor("the lesson after a reload", `document.querySelector("#lesson")?.dataset.lesson === `+jsString(slug))
		}
		for _, ex := range typed[:2] {
			if got := p.text(exSel(ex) + " .ex-status"); !strings.Contains(got, "done") {
				t.Errorf("%s is %q in a tab, want done", ex.ID, got)
			}
		}
	}
}

// A stored progress that is not JSON is kept aside, under its own key,
// with a notice; the progress starts afresh and is saved again.
func TestLearnDamagedProgressKeptAside(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	slug := readCourse(t).slugs()[0]
	p.openLesson("", slug, "")
	p.do("damaging the progress", evalVoid(`localStorage.setItem("urn-playground.learn", "{not json")`))
	p.reload() // a visit that finds the damaged value
	p.waitFor("the lesson after a reload", `document.querySelector("#lesson")?.dataset.lesson === `+jsString(slug))
	if got := strings.Join(p.texts("#notices .notice"), "\n"); !strings.Contains(got, "kept aside") {
		t.Errorf("the notices read %q, want one saying the progress is kept aside", got)
	}
	if got := eval[string](p, `localStorage.getItem("urn-playground.learn.damaged")`); got != "{not json" {
		t.Errorf("the damaged progress kept aside is %q", got)
	}
	p.waitFor("the progress saved again", `JSON.parse(localStorage.getItem("urn-playground.learn") || "null")?.seen?.[`+jsString(slug)+`] > 0`)
}

// Opened again without a lesson, Learn goes on where the student left
// off, not at lesson 1, and says so in the address; a link to the first
// lesson followed afterwards still shows the first lesson.
func TestLearnResumesWhereLeftOff(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.openLesson("", "anatomy", "")
	p.do("leaving the page", chromedp.Navigate("about:blank"))
	p.open("", "#view=learn") // the playground's page, no lesson named
	p.waitFor("the lesson left off", `document.querySelector("#lesson")?.dataset.lesson === "anatomy"`)
	if loc := eval[string](p, `location.href`); !strings.Contains(loc, "anatomy") {
		t.Errorf("the address after resuming is %s, want it to name the lesson", loc)
	}
	p.do("following the first lesson's link", evalVoid(`document.querySelector(".learn-nav a").click()`))
	p.waitFor("the first lesson", `document.querySelector("#lesson")?.dataset.lesson === "what-is-a-urn"`)
}
