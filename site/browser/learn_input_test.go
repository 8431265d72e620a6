package browser

import (
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// exerciseKinds are the kinds of exercise a lesson may hold
// (site/lessons/FORMAT.md).
var exerciseKinds = []string{"write", "fix", "click", "predict", "choose"}

// eachKind runs answer, in a subtest a kind, on a tab that open made,
// at the course's first exercise of that kind with a right model answer.
func eachKind(t *testing.T, open func(testing.TB) *tab, answer func(t *testing.T, p *tab, kind string, ex learnExercise, right string)) {
	c := readCourse(t)
	for _, kind := range exerciseKinds {
		t.Run(kind, func(t *testing.T) {
			t.Parallel()
			slug, ex, right := withRightAnswer(t, c, kind)
			p := open(t)
			p.openLesson("", slug, "")
			p.waitFor("the exercise", `document.querySelector(`+jsString(exSel(ex)+" .ex-check")+`)`)
			answer(t, p, kind, ex, right)
		})
	}
}

// newTouchPhoneTab is a phone's tab whose input is touch.
func newTouchPhoneTab(tb testing.TB) *tab {
	p := newPhoneTab(tb)
	if _, err := chromedp.Call(p.ctx, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 5}); err != nil {
		tb.Fatal(err)
	}
	return p
}

// withRightAnswer finds, for kind, the first exercise of the course with
// a right model answer, and that answer.
func withRightAnswer(t *testing.T, c *learnCourse, kind string) (string, learnExercise, string) {
	t.Helper()
	slug, _, ex := c.find(t, "a "+kind+" with a right answer", func(ex learnExercise) bool {
		return ex.Kind == kind && len(ex.answers("right")) > 0
	})
	return slug, ex, ex.answers("right")[0]
}

// Every kind of exercise can be answered with the keyboard alone: from
// its first control, keys type or pick the answer and check it.
func TestLearnEveryKindByKeyboard(t *testing.T) {
	t.Parallel()
	eachKind(t, newTab, func(t *testing.T, p *tab, kind string, ex learnExercise, right string) {
		sel := exSel(ex)
		// Arrive as Tab would: at the exercise's first control.
		p.do("focusing the exercise", evalVoid(`document.querySelector(`+jsString(sel)+`).querySelector("input, [tabindex='0']").focus()`))
		switch kind {
		case "write", "fix":
			p.do("selecting the field's text", chromedp.KeyEvent("a", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
			p.do("deleting it", chromedp.KeyEvent(kb.Delete))
			p.do("typing the answer", chromedp.KeyEvent(right))
			p.do("pressing Enter", chromedp.KeyEvent(kb.Enter))
		case "click":
			at := utf16Offset(ex.Given, strings.TrimPrefix(right, "@"))
			p.do("pressing Home", chromedp.KeyEvent(kb.Home))
			for range at {
				p.do("pressing →", chromedp.KeyEvent(kb.ArrowRight))
			}
			p.do("pressing Enter", chromedp.KeyEvent(kb.Enter))
		default:
			pickByKeys(t, p, sel, right, len(ex.Options))
			tabTo(t, p, sel+" .ex-check")
			p.do("pressing Space", chromedp.KeyEvent(" "))
		}
		p.waitFor("the right feedback", `document.querySelector(`+jsString(sel+" .ex-feedback.ex-right")+`)`)
	})
}

// pickByKeys checks the radio button of value with the arrow keys, from
// the group's focused first button.
func pickByKeys(t *testing.T, p *tab, sel, value string, options int) {
	t.Helper()
	checked := `document.querySelector(` + jsString(sel+" input[type=radio]:checked") + `)?.value === ` + jsString(value)
	p.do("pressing Space", chromedp.KeyEvent(" ")) // checks the focused first one
	for i := 0; i < options && !eval[bool](p, checked); i++ {
		p.do("pressing ↓", chromedp.KeyEvent(kb.ArrowDown))
	}
	if !eval[bool](p, checked) {
		t.Fatalf("the arrow keys never checked the option %q", value)
	}
}

// tabTo presses Tab until the element of sel has the focus.
func tabTo(t *testing.T, p *tab, sel string) {
	t.Helper()
	focused := `document.activeElement === document.querySelector(` + jsString(sel) + `)`
	for range 10 {
		if eval[bool](p, focused) {
			return
		}
		p.do("pressing Tab", chromedp.KeyEvent(kb.Tab))
	}
	t.Fatalf("Tab never reached %s", sel)
}

// Every kind of exercise can be answered by touch on a phone: taps on
// the field, the characters, the options and Check, and text from the
// on-screen keyboard.
func TestLearnEveryKindByTouch(t *testing.T) {
	t.Parallel()
	eachKind(t, newTouchPhoneTab, func(t *testing.T, p *tab, kind string, ex learnExercise, right string) {
		sel := exSel(ex)
		switch kind {
		case "write", "fix":
			p.tap(sel + " .ex-input")
			p.do("clearing the field", evalVoid(`document.activeElement.select()`))
			if _, err := chromedp.Call(p.ctx, input.InsertText, input.InsertTextParams{Text: right}); err != nil {
				t.Fatal(err)
			}
			p.tap(sel + " .ex-check")
		case "click":
			at := utf16Offset(ex.Given, strings.TrimPrefix(right, "@"))
			p.tapAt(`[...document.querySelectorAll(`+jsString(sel+" .ex-char")+`)].find((c, i, all) => all.slice(0, i).reduce((n, x) => n + x.textContent.length, 0) === `+strconv.Itoa(at)+`)`, "the character at "+strconv.Itoa(at))
		default:
			p.tapAt(`[...document.querySelectorAll(`+jsString(sel+" input[type=radio]")+`)].find((r) => r.value === `+jsString(right)+`).closest("label")`, "the option "+right)
			p.tap(sel + " .ex-check")
		}
		p.waitFor("the right feedback", `document.querySelector(`+jsString(sel+" .ex-feedback.ex-right")+`)`)
	})
}

// tap taps the middle of the first element matching sel, scrolled into
// view, as a finger would.
func (t *tab) tap(sel string) {
	t.tb.Helper()
	t.tapAt(`document.querySelector(`+jsString(sel)+`)`, sel)
}

// tapAt taps the middle of the element the expression el gives.
func (t *tab) tapAt(el, what string) {
	t.tb.Helper()
	r := eval[rect](t, `(() => { const e = `+el+`; e.scrollIntoView({block: "center", behavior: "instant"}); const r = e.getBoundingClientRect();
		return {Top: r.top, Bottom: r.bottom, Left: r.left, Right: r.right}; })()`)
	if r.Right <= r.Left {
		t.tb.Fatalf("tapping %s: it has no box", what)
	}
	// A touch's start and end, as a finger gives them; the browser makes
	// the pointer, mouse and click events of a tap from them.
	// (Input.synthesizeTapGesture gave only the touch's start here.)
	at := []*input.TouchPoint{{X: (r.Left + r.Right) / 2, Y: (r.Top + r.Bottom) / 2}}
	for _, ev := range []input.DispatchTouchEventParams{
		{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: at},
		{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}},
	} {
		if _, err := chromedp.Call(t.ctx, input.DispatchTouchEvent, ev); err != nil {
			t.tb.Fatalf("tapping %s: %v", what, err)
		}
	}
}
