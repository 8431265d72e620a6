package browser

import (
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// typedWithHints is an exercise answered by typing a URN that has a hint
// and declares a wrong answer.
func typedWithHints(ex learnExercise) bool {
	return (ex.Kind == "write" || ex.Kind == "fix") && len(ex.Hints) > 0 && len(ex.answers("wrong")) > 0 && len(ex.answers("right")) > 0
}

// A student completes an exercise end to end: a wrong answer gets the
// engine's feedback, a hint comes one at a time, the right answer is
// accepted and counted; a reload keeps all of it, and the answer being
// typed.
func TestLearnStudentEndToEnd(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	slug, n, ex := c.find(t, "typed, with a hint and a wrong answer", typedWithHints)
	sel := exSel(ex)
	p := newTab(t)
	p.openLesson("", slug, "")
	if got := p.text(sel + " .ex-number"); got != "Exercise "+strconv.Itoa(n) {
		t.Errorf("the exercise is headed %q, want Exercise %d", got, n)
	}

	wrong := ex.answers("wrong")[0]
	p.insert(sel+" .ex-input", wrong)
	p.click(sel + " .ex-check")
	p.waitFor("the feedback on a wrong answer", `document.querySelector(`+jsString(sel+" .ex-feedback.ex-wrong")+`)`)
	fb := p.text(sel + " .ex-feedback")
	if !strings.Contains(fb, "Not yet") || !strings.Contains(fb, wrong) {
		t.Errorf("the feedback on %q is %q, want it to say it is not right and show the answer", wrong, fb)
	}
	if p.text(sel+" .ex-message") == "" {
		t.Errorf("the feedback on %q names nothing wrong: %q", wrong, fb)
	}
	// Where the engine has a diagnostic, its code and a link to its excerpt.
	if p.text(sel+" .ex-diag") != "" && !eval[bool](p, `!!document.querySelector(`+jsString(sel+" .ex-ref a.ref[data-anchor]")+`)`) {
		t.Errorf("the diagnostic in the feedback has no link to its spec section: %q", p.text(sel+" .ex-diag"))
	}

	// Hints come one at a time, before the solution.
	if eval[bool](p, `!document.querySelector(`+jsString(sel+" .ex-show-solution")+`).hidden`) && len(ex.Hints) > 0 {
		t.Error("the solution is offered before the hints")
	}
	p.click(sel + " .ex-hint")
	if got := len(p.texts(sel + " .ex-hints li")); got != 1 {
		t.Errorf("%d hints shown after one click, want 1", got)
	}

	right := ex.answers("right")[0]
	p.insert(sel+" .ex-input", right)
	p.do("pressing Enter", chromedp.KeyEvent(kb.Enter))
	p.waitFor("the feedback on the right answer", `document.querySelector(`+jsString(sel+" .ex-feedback.ex-right")+`)`)
	if got := p.text(sel + " .ex-status"); !strings.Contains(got, "done") {
		t.Errorf("after the right answer the status is %q", got)
	}
	total := 0
	for _, s := range c.slugs() {
		total += len(c.Lessons[s].Exercises)
	}
	overview := "1 of " + strconv.Itoa(total) + " exercises done"
	if got := p.text("#learn-overview"); !strings.HasPrefix(got, overview) {
		t.Errorf("the overview says %q, want %q", got, overview)
	}
	score := "1/" + strconv.Itoa(len(c.Lessons[slug].Exercises))
	if got := p.text(".learn-nav [aria-current=page] + .lesson-score"); !strings.Contains(got, score) {
		t.Errorf("the lesson's score in the list is %q, want %s", got, score)
	}

	// An answer being typed is kept too.
	const draft = "urn:example:draft"
	p.insert(sel+" .ex-input", draft)
	p.reload()
	p.waitFor("the lesson after the reload", `document.querySelector(`+jsString(sel+" .ex-input")+`)`)
	if got := p.value(sel + " .ex-input"); got != draft {
		t.Errorf("after a reload the answer field holds %q, want the draft %q", got, draft)
	}
	if !strings.Contains(p.text(sel+" .ex-status"), "done") || !strings.HasPrefix(p.text("#learn-overview"), overview) {
		t.Errorf("after a reload the exercise is %q and the overview %q", p.text(sel+" .ex-status"), p.text("#learn-overview"))
	}
	if got := len(p.texts(sel + " .ex-hints li")); got != 1 {
		t.Errorf("after a reload %d hints are shown, want the 1 shown before", got)
	}

	// Reset forgets it all, after a confirmation.
	p.click(".learn-reset")
	p.click(".learn-reset-yes")
	p.waitFor("the reset overview", `document.getElementById("learn-overview").textContent.startsWith("0 of")`)
	if got := p.value(sel + " .ex-input"); got == draft {
		t.Errorf("after a reset the answer field still holds the draft")
	}
}

// utf16Offset is the offset in UTF-16 code units of the first occurrence
// of text in s, as the page counts them.
func utf16Offset(s, text string) int {
	i := strings.Index(s, text)
	if i < 0 {
		return -1
	}
	return len(utf16.Encode([]rune(s[:i])))
}

// A click exercise works from the keyboard: the arrow keys walk the URN's
// characters, Enter chooses one; the feedback names the part chosen.
func TestLearnClickWithKeyboard(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	slug, _, ex := c.find(t, "a click with a right and a wrong answer", func(ex learnExercise) bool {
		return ex.Kind == "click" && len(ex.answers("right")) > 0 && len(ex.answers("wrong")) > 0
	})
	sel := exSel(ex)
	p := newTab(t)
	p.openLesson("", slug, "")
	choose := func(answer string) {
		t.Helper()
		at := utf16Offset(ex.Given, strings.TrimPrefix(answer, "@"))
		if !strings.HasPrefix(answer, "@") || at < 0 {
			t.Fatalf("the model answer %q is not @text of %q", answer, ex.Given)
		}
		p.do("focusing the URN", chromedp.Focus(chromedp.CSS(sel+" .ex-click")))
		p.do("pressing Home", chromedp.KeyEvent(kb.Home))
		for range at {
			p.do("pressing →", chromedp.KeyEvent(kb.ArrowRight))
		}
		p.do("pressing Enter", chromedp.KeyEvent(kb.Enter))
	}
	choose(ex.answers("wrong")[0])
	p.waitFor("the feedback on a wrong click", `document.querySelector(`+jsString(sel+" .ex-feedback.ex-wrong")+`)`)
	if got := p.text(sel + " .ex-feedback"); !strings.Contains(got, "You clicked") {
		t.Errorf("the feedback on a wrong click does not name the part clicked: %q", got)
	}
	choose(ex.answers("right")[0])
	p.waitFor("the feedback on the right click", `document.querySelector(`+jsString(sel+" .ex-feedback.ex-right")+`)`)
}

// A prediction and a choice: the engine, not the page, says which is
// right. A wrong answer is told to think again, in the words of the
// option the student picked, and the engine's verdict only once the
// hints are used up; after a reload the answer is named by its label.
func TestLearnPredictAndChoose(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	for _, kind := range []string{"predict", "choose"} {
		t.Run(kind, func(t *testing.T) {
			t.Parallel()
			slug, _, ex := c.find(t, "a "+kind+" with hints", func(ex learnExercise) bool {
				return ex.Kind == kind && len(ex.answers("right")) > 0 && len(ex.answers("wrong")) > 0 && len(ex.Hints) > 0
			})
			sel := exSel(ex)
			p := newTab(t)
			p.openLesson("", slug, "")
			pick := func(answer string) {
				t.Helper()
				if !eval[bool](p, `(() => {
					const r = [...document.querySelectorAll(`+jsString(sel+" input[type=radio]")+`)].find((r) => r.value === `+jsString(answer)+`);
					if (r) r.click();
					return !!r;
				})()`) {
					t.Fatalf("no option %q", answer)
				}
				p.click(sel + " .ex-check")
			}
			label := func(value string) string {
				for _, o := range ex.Options {
					if o.Value == value {
						return o.Label
					}
				}
				t.Fatalf("no option %q", value)
				return ""
			}
			wrong, right := ex.answers("wrong")[0], ex.answers("right")[0]
			pick(wrong)
			p.waitFor("the feedback on a wrong "+kind, `document.querySelector(`+jsString(sel+" .ex-feedback.ex-wrong")+`)`)
			fb := p.text(sel + " .ex-feedback")
			if p.text(sel+" .ex-truth") != "" || p.text(sel+" .ex-ref") != "" || strings.Contains(fb, label(right)) && !strings.Contains(label(wrong), label(right)) {
				t.Errorf("a wrong %s is told the engine's verdict before any hint: %q", kind, fb)
			}
			if !strings.Contains(fb, "You answered "+label(wrong)) {
				t.Errorf("the feedback on a wrong %s is %q, want it to name the option picked as shown, %q", kind, fb, label(wrong))
			}
			// Once the hints are used up, the verdict is told.
			for range ex.Hints {
				p.click(sel + " .ex-hint")
			}
			p.waitFor("the engine's verdict once the hints are used up", `document.querySelector(`+jsString(sel+" .ex-truth")+`)`)
			if got := p.text(sel + " .ex-truth"); !strings.Contains(got, label(right)) {
				t.Errorf("the engine's verdict reads %q, want the right option as shown, %q", got, label(right))
			}
			pick(right)
			p.waitFor("the feedback on the right "+kind, `document.querySelector(`+jsString(sel+" .ex-feedback.ex-right")+`)`)
			p.reload()
			p.waitFor("the exercise done after a reload", `document.querySelector(`+jsString(sel+" .ex-feedback.ex-right code")+`)`)
			if got := p.text(sel + " .ex-feedback.ex-right code"); got != label(right) {
				t.Errorf("after a reload the answer is named %q, want its label %q", got, label(right))
			}
		})
	}
}

// An example loads into the inline playground on the lesson page, which
// is the view's own section (not a copy), and into the full view.
func TestLearnExamples(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	var slug string
	for _, s := range c.slugs() {
		if len(c.Lessons[s].Examples) > 0 {
			slug = s
			break
		}
	}
	if slug == "" {
		t.Fatal("the course has no live example")
	}
	ex := c.Lessons[slug].Examples[0]
	field := map[string]string{"explore": "#urn-input", "editions": "#editions-input", "equivalence": "#eq-a"}[ex.View]
	if field == "" {
		t.Fatalf("the first example of %s opens in %q", slug, ex.View)
	}
	p := newTab(t)
	p.openLesson("", slug, "")
	p.click(`figure.lesson-example[data-example="0"] .lesson-try`)
	p.waitFor("the inline playground", `document.querySelector(".lesson-playground `+field+`")`)
	if got := p.value(field); got != ex.URNs[0] {
		t.Errorf("the inline playground reads %q, want the example %q", got, ex.URNs[0])
	}
	if n := eval[int](p, `document.querySelectorAll("#view-`+ex.View+`").length`); n != 1 {
		t.Errorf("%d elements #view-%s: the playground must be the view itself", n, ex.View)
	}
	p.click(`figure.lesson-example[data-example="0"] .lesson-open`)
	p.waitFor("the full view", `document.getElementById("tab-`+ex.View+`").getAttribute("aria-selected") === "true" && !document.getElementById("view-`+ex.View+`").hidden`)
	if eval[bool](p, `!!document.querySelector("#view-`+ex.View+`").closest(".lesson-playground, #view-learn")`) {
		t.Error("the full view is still inside the lesson")
	}
	if got := p.value(field); got != ex.URNs[0] {
		t.Errorf("the full view reads %q, want the example %q", got, ex.URNs[0])
	}
}

// A lesson's citation carries the words it rests on: shown on hover (the
// link's title) and marked in the excerpt the Spec panel opens.
func TestLearnCitationQuote(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	slug := c.slugs()[0]
	p := newTab(t)
	p.openLesson("", slug, "")
	const link = `#lesson a.ref[data-quote]`
	quote := eval[string](p, `document.querySelector(`+jsString(link)+`)?.dataset.quote ?? ""`)
	if quote == "" {
		t.Fatalf("the first lesson, %s, has no quoted citation", slug)
	}
	if got := eval[string](p, `document.querySelector(`+jsString(link)+`).title`); got != quote {
		t.Errorf("the citation's title (shown on hover) is %q, want its quote %q", got, quote)
	}
	p.click(link)
	p.waitFor("the quote marked in the Spec panel", `!!document.querySelector("#spec-current mark.spec-quote")`)
	// White space aside: a quote may run across the excerpt's lines.
	got := eval[string](p, `[...document.querySelectorAll("#spec-current mark.spec-quote")].map((m) => m.textContent).join("")`)
	if strings.Join(strings.Fields(got), "") != strings.Join(strings.Fields(quote), "") {
		t.Errorf("the Spec panel marks %q, want the citation's quote %q", got, quote)
	}
}
