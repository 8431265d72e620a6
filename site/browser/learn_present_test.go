package browser

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// present enters presenter mode on the lesson on screen.
func (t *tab) present() {
	t.tb.Helper()
	t.click(".lesson-present")
	t.waitFor("presenter mode", `document.body.classList.contains("presenting")`)
}

// stepRe reads the presenter bar's "Step k of n".
var stepRe = regexp.MustCompile(`^Step (\d+) of (\d+)`)

// presentStep returns the step on screen and how many the lesson has.
func (t *tab) presentStep() (at, of int) {
	t.tb.Helper()
	m := stepRe.FindStringSubmatch(t.text(".present-where"))
	if m == nil {
		t.tb.Fatalf("presenting, the bar says %q, not Step k of n", t.text(".present-where"))
	}
	at, _ = strconv.Atoi(m[1])
	of, _ = strconv.Atoi(m[2])
	return at, of
}

// toLastStep presses → until the lesson's last step is on screen.
func (t *tab) toLastStep() {
	t.tb.Helper()
	_, of := t.presentStep()
	t.toStep(of)
}

// toStepOf presses → until the step of the first block matching sel is on
// screen.
func (t *tab) toStepOf(sel string) {
	t.tb.Helper()
	step := eval[string](t, `document.querySelector(`+jsString(sel)+`).closest(".lesson-body > *").dataset.step`)
	n, err := strconv.Atoi(step)
	if err != nil {
		t.tb.Fatalf("presenting, %s has no step: %q", sel, step)
	}
	t.toStep(n + 1)
}

// toStep presses → (or ←) until step n (from 1) is on screen.
func (t *tab) toStep(n int) {
	t.tb.Helper()
	for at, _ := t.presentStep(); at != n; {
		key, d := kb.ArrowRight, 1
		if at > n {
			key, d = kb.ArrowLeft, -1
		}
		t.do("pressing an arrow key", chromedp.KeyEvent(key))
		at += d
		t.waitFor("step "+strconv.Itoa(at), `document.querySelector(".present-where").textContent.startsWith(`+jsString("Step "+strconv.Itoa(at)+" of")+`)`)
	}
}

// waitPresenting waits for lesson slug at its first step, in presenter
// mode.
func (t *tab) waitPresenting(slug string) {
	t.tb.Helper()
	t.waitFor("the lesson "+slug+" presented from its first step",
		`document.querySelector("#lesson")?.dataset.lesson === `+jsString(slug)+
			` && document.body.classList.contains("presenting")`+
			` && document.querySelector(".present-where")?.textContent.startsWith("Step 1 of")`)
}

// nextShown says what the presenter's Next button is: shown, enabled, and
// its text.
const nextShownJS = `(() => { const b = document.querySelector(".present-next"); return {shown: !!b && b.getClientRects().length > 0, disabled: !!b && b.disabled, text: b ? b.textContent : ""}; })()`

type nextButton struct {
	Shown, Disabled bool
	Text            string
}

// lessonsHTML reads each lesson's HTML from the course asset (the tests'
// learnCourse leaves it out).
func lessonsHTML(t *testing.T, c *learnCourse) map[string]string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(os.Getenv(distEnv), c.file))
	if err != nil {
		t.Fatal(err)
	}
	var raw struct {
		Lessons map[string]struct {
			HTML string `json:"html"`
		} `json:"lessons"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for s, l := range raw.Lessons {
		out[s] = l.HTML
	}
	return out
}

// richLesson is the first lesson with a heading, an example and exercises
// of every kind of answer: a URN clicked, typed, and chosen.
func richLesson(t *testing.T, c *learnCourse) string {
	t.Helper()
	html := lessonsHTML(t, c)
	for _, s := range c.slugs() {
		kinds := map[string]bool{}
		for _, ex := range c.Lessons[s].Exercises {
			kinds[ex.Kind] = true
		}
		typed, chosen := kinds["write"] || kinds["fix"], kinds["predict"] || kinds["choose"]
		if strings.Contains(html[s], "<h2") && len(c.Lessons[s].Examples) > 0 && kinds["click"] && typed && chosen {
			return s
		}
	}
	t.Fatal("no lesson has a heading, an example and click, typed and chosen exercises")
	return ""
}

// presentSizesJS measures, in presenter mode, the font size in px of each
// kind of element a lesson shows (0 when the lesson has none), whether or
// not its step is on screen; radio is the width of a choice's radio button
// on screen.
const presentSizesJS = `(() => {
	const px = (sel, prop = "fontSize") => {
		const el = document.querySelector(sel);
		return el ? parseFloat(getComputedStyle(el)[prop]) : 0;
	};
	return {
		prose: px(".lesson-body > p"),
		title: px(".lesson-title"),
		h2: px(".lesson-body > h2"),
		h3: px(".lesson-body > h3"),
		code: px(".lesson-body > p code"),
		example: px("figure.lesson-example pre"),
		verdict: px(".lesson-example-verdict"),
		exampleButton: px(".lesson-example-actions button"),
		playground: px(".lesson-playground .hl-input"),
		exHead: px(".ex-head"),
		prompt: px(".lesson-exercise-prompt"),
		click: px(".ex-click"),
		input: px(".ex-input"),
		label: px(".lesson-exercise .field-label"),
		option: px(".ex-option"),
		radio: document.querySelector(".step-current .ex-option input")?.getBoundingClientRect().width ?? 0,
		check: px(".ex-check"),
		hint: px(".ex-hint"),
		feedback: px(".ex-feedback:not(:empty)"),
		barButton: px(".present-bar button"),
		barText: px(".present-where"),
	};
})()`

// Presenting, every text scales with the prose: the URNs at least about
// as large, headings larger, the exercises' fields and buttons and the
// step navigation scaled too (not left at the page's 16 px).
func TestLearnPresenterTypeScales(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	slug := richLesson(t, c)
	p := newTab(t)
	p.openLesson("", slug, "")
	p.present()
	// An example opened in place, and an exercise's feedback (Check with
	// no answer says to give one first).
	p.do("trying the first example here", evalVoid(`document.querySelector("figure.lesson-example .lesson-try").click()`))
	p.waitFor("the inline playground", `document.querySelector(".lesson-playground .hl-input")`)
	p.do("checking an empty answer", evalVoid(`document.querySelector(".ex-input").closest("section").querySelector(".ex-check").click()`))
	p.waitFor("the exercise's feedback", `document.querySelector(".ex-feedback:not(:empty)")`)
	p.toStepOf(`section.lesson-exercise:has(.ex-option)`)

	s := eval[map[string]float64](p, presentSizesJS)
	prose := s["prose"]
	if prose < 24 {
		t.Fatalf("presenting, the prose is %.1f px", prose)
	}
	for _, k := range []string{"title", "h2", "h3"} {
		if k == "h3" && s[k] == 0 {
			continue // no lesson has one
		}
		if s[k] <= prose {
			t.Errorf("presenting, %s is %.1f px, not larger than the prose's %.1f px", k, s[k], prose)
		}
	}
	// What is read as the lesson: the URNs in the text and the examples
	// about as large as the prose (a monospace face looks larger at the
	// same size), the rest of the exercise at least 0.9× it.
	for _, k := range []string{"code", "example", "playground", "prompt", "click", "input", "option", "feedback"} {
		least := 0.9
		if k == "code" || k == "example" {
			least = 0.95
		}
		if s[k] < least*prose {
			t.Errorf("presenting, %s is %.1f px, under %.2f× the prose's %.1f px", k, s[k], least, prose)
		}
	}
	// Controls and labels: smaller, but scaled (unscaled they are ~0.6×).
	for _, k := range []string{"verdict", "exampleButton", "exHead", "label", "check", "hint", "barButton", "barText"} {
		if s[k] < 0.75*prose {
			t.Errorf("presenting, %s is %.1f px, under 0.75× the prose's %.1f px", k, s[k], prose)
		}
	}
	if s["radio"] < 0.6*prose {
		t.Errorf("presenting, a choice's radio button is %.1f px wide beside the prose's %.1f px", s["radio"], prose)
	}
	// Leaving, the page's own sizes are back.
	p.do("pressing Escape", chromedp.KeyEvent(kb.Escape))
	p.waitFor("presenter mode left", `!document.body.classList.contains("presenting")`)
	if size := eval[float64](p, `parseFloat(getComputedStyle(document.querySelector(".lesson-body > p")).fontSize)`); size != 16 {
		t.Errorf("after presenting, the prose is %.1f px, want the page's 16", size)
	}
}

// On a lesson's last step Next leads on to the course's next lesson, still
// presenting, by the keyboard and by the button.
func TestLearnPresenterNextLesson(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	slugs := c.slugs()
	p := newTab(t)
	p.openLesson("", slugs[0], "")
	p.present()
	p.toLastStep()
	next := eval[nextButton](p, nextShownJS)
	if !next.Shown || next.Disabled {
		t.Fatalf("on the last step Next is %+v, want it shown and enabled", next)
	}
	if !strings.Contains(next.Text, c.Lessons[slugs[1]].Title) {
		t.Errorf("on the last step Next says %q, want the next lesson's title %q", next.Text, c.Lessons[slugs[1]].Title)
	}
	p.do("pressing →", chromedp.KeyEvent(kb.ArrowRight))
	p.waitPresenting(slugs[1])
	// The address names the lesson: its own page, or lesson= in the hash.
	if got := eval[string](p, `location.href`); !strings.Contains(got, "lesson="+slugs[1]) && !strings.Contains(got, lessonPage(slugs[1])) {
		t.Errorf("presenting the next lesson, the address is %q", got)
	}
	p.toLastStep()
	p.click(".present-next")
	p.waitPresenting(slugs[2])
}

// With a class link, Next leads to the class's next lesson, and the
// class's last lesson ends the class.
func TestLearnPresenterClassNext(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	all := c.slugs()
	// The course's last lesson, then its first: a class's order, in which
	// the course has no next lesson to fall back on.
	picked := []string{all[len(all)-1], all[0]}
	p := newTab(t)
	p.open("", "#view=learn&course="+strings.Join(picked, ","))
	p.waitFor("the class's first lesson", `document.querySelector("#lesson")?.dataset.lesson === `+jsString(picked[0]))
	p.present()
	p.toLastStep()
	if next := eval[nextButton](p, nextShownJS); !next.Shown || next.Disabled || !strings.Contains(next.Text, c.Lessons[picked[1]].Title) {
		t.Fatalf("on the last step Next is %+v, want it to lead to %q", next, c.Lessons[picked[1]].Title)
	}
	p.click(".present-next")
	p.waitPresenting(picked[1])
	if got := p.hash(); !strings.Contains(got, "course="+strings.Join(picked, "%2C")) {
		t.Errorf("presenting the class's next lesson, the address %q lost the class link", got)
	}
	p.toLastStep()
	finished(t, p, "class")
}

// The course's last lesson's last step says the course is finished.
func TestLearnPresenterCourseEnd(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	slugs := c.slugs()
	last := slugs[len(slugs)-1]
	p := newTab(t)
	p.openLesson("", last, "")
	p.present()
	p.toLastStep()
	finished(t, p, "course")
	t.Logf("%s", p.screenshot("learn-present-end-desktop-light.png"))
}

// finished checks that the last step of the last lesson says that what
// (the course or the class) is finished, with no dead Next button, and
// that → there stays on it, presenting.
func finished(t *testing.T, p *tab, what string) {
	t.Helper()
	if got, want := p.text(".present-bar"), "The "+what+" is finished"; !strings.Contains(got, want) {
		t.Errorf("on the last step of the %s the bar says %q, want %q", what, got, want)
	}
	if next := eval[nextButton](p, nextShownJS); next.Shown && next.Disabled {
		t.Errorf("on the last step of the %s Next is shown disabled: %+v", what, next)
	}
	lesson := eval[string](p, `document.querySelector("#lesson").dataset.lesson`)
	at, of := p.presentStep()
	p.do("pressing →", chromedp.KeyEvent(kb.ArrowRight))
	if !eval[bool](p, `document.body.classList.contains("presenting")`) || eval[string](p, `document.querySelector("#lesson").dataset.lesson`) != lesson {
		t.Errorf("→ on the last step of the %s left the lesson or presenter mode", what)
	}
	if a, o := p.presentStep(); a != at || o != of {
		t.Errorf("→ on the last step of the %s moved to step %d of %d", what, a, o)
	}
}

// Screenshots of presenter mode, light and dark, at the desktop size: a
// step of prose, a heading, an example, exercises, the last step (Next
// naming the next lesson) and an example's inline playground. Nothing scrolls sideways, and
// the end of a step scrolls clear of the bar.
func TestLearnPresenterScreenshots(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	slug := richLesson(t, c)
	for _, theme := range []string{"light", "dark"} {
		t.Run(theme, func(t *testing.T) {
			t.Parallel()
			p := newTab(t)
			p.openLesson("theme="+theme, slug, "")
			p.present()
			shots := map[string]string{
				"prose":    `.lesson-body > p`,
				"heading":  `.lesson-body > h2`,
				"example":  `figure.lesson-example`,
				"exercise": `section.lesson-exercise:has(.ex-option)`,
				"click":    `section.lesson-exercise:has(.ex-click)`,
				"last":     `.lesson-body > :last-child`,
			}
			for _, name := range []string{"prose", "heading", "example", "exercise", "click", "last"} {
				p.toStepOf(shots[name])
				if w := eval[float64](p, `document.documentElement.scrollWidth`); w > viewW+1 {
					t.Errorf("%s: presenting, the page is %.0f px wide", name, w)
				}
				t.Logf("%s", p.screenshot("learn-present-"+name+"-desktop-"+theme+".png"))
				// Scrolled to its end, the step clears the bar fixed below it.
				clear := `(() => { scrollTo(0, document.documentElement.scrollHeight); const bar = document.querySelector(".present-bar").getBoundingClientRect(); const els = [...document.querySelectorAll(".lesson-body > .step-current")]; return els.length > 0 && els.every((e) => e.getBoundingClientRect().bottom <= bar.top); })()`
				if !eval[bool](p, clear) {
					t.Errorf("%s: presenting, the bar covers the end of the step", name)
				}
			}
			// An example tried in place: its playground is a step of its own.
			p.toStepOf(`figure.lesson-example`)
			p.click(".step-current .lesson-try")
			p.waitFor("the inline playground", `document.querySelector(".lesson-playground .hl-input")`)
			p.toStepOf(".lesson-playground")
			if w := eval[float64](p, `document.documentElement.scrollWidth`); w > viewW+1 {
				t.Errorf("playground: presenting, the page is %.0f px wide", w)
			}
			t.Logf("%s", p.screenshot("learn-present-playground-desktop-"+theme+".png"))
		})
	}
}
