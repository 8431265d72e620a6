package browser

import (
	"testing"
)

// Answers are text: every payload typed into an exercise, checked and
// kept across a reload, runs nothing and adds no element.
func TestLearnXSSAnswersInert(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	slug, _, ex := c.find(t, "typed", typedWithHints)
	sel := exSel(ex)
	p := newTab(t)
	p.openLesson("", slug, "")
	before := eval[int](p, activeCountJS)
	eval[bool](p, guardJS)
	for _, x := range xssPayloads {
		p.insert(sel+" .ex-input", x)
		p.click(sel + " .ex-check")
		p.waitFor("the feedback on "+x, `document.querySelector(`+jsString(sel+" .ex-feedback .ex-verdict")+`)`)
		if got := p.text(sel + " .ex-answer"); got != x {
			t.Errorf("the feedback shows the answer as %q, want the payload %q as text", got, x)
		}
		xssCheck(t, p, "answer "+x, before)
	}
	// Kept in localStorage, the last one comes back as text on a reload.
	p.reload()
	p.waitFor("the lesson after a reload", `document.querySelector(`+jsString(sel+" .ex-input")+`)`)
	eval[bool](p, guardJS)
	if got, want := p.value(sel+" .ex-input"), xssPayloads[len(xssPayloads)-1]; got != want {
		t.Errorf("after a reload the answer is %q, want %q", got, want)
	}
	xssCheck(t, p, "after a reload", eval[int](p, activeCountJS))
}
