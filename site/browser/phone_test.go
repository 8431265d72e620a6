package browser

import (
	"net/url"
	"testing"

	"github.com/chromedp/chromedp"
)

// phoneW and phoneH are a phone's viewport in CSS pixels (issue 13: "a
// 390-px phone").
const phoneW, phoneH = 390, 844

// newPhoneTab is newTab at a phone's width.
func newPhoneTab(tb testing.TB) *tab {
	tb.Helper()
	p := newTab(tb)
	p.do("sizing the tab as a phone", chromedp.EmulateViewport(phoneW, phoneH))
	return p
}

// rect is an element's box in the viewport, as getBoundingClientRect
// gives it.
type rect struct{ Top, Bottom, Left, Right float64 }

// box returns the box of the first element matching sel.
func (t *tab) box(sel string) rect {
	t.tb.Helper()
	return eval[rect](t, `(() => { const r = document.querySelector(`+jsString(sel)+`).getBoundingClientRect();
		return {Top: r.top, Bottom: r.bottom, Left: r.left, Right: r.right}; })()`)
}

// On a phone the views stack in one column: an error and its fix come
// right below the input, before the parts table (issue 13, "Every
// screen"), not a screen or more further down.
func TestPhoneErrorBelowInput(t *testing.T) {
	t.Parallel()
	p := newPhoneTab(t)
	p.open("", "#"+url.Values{"urn": {readmeURN}}.Encode())
	p.waitFor("the error", `document.querySelector("#diagnostics .diag-error .fix")`)
	input, diag, parts := p.box("#urn-input"), p.box("#diagnostics .diag-error"), p.box("#parts")
	if diag.Top > parts.Top {
		t.Errorf("the error is at y=%.0f, below the parts table at y=%.0f", diag.Top, parts.Top)
	}
	// Between them only the summary, the normalized form and a heading:
	// a few lines, where the parts table put 900 px.
	if gap := diag.Top - input.Bottom; gap > 250 {
		t.Errorf("the error starts %.0f px below the input, want it right below (≤ 250 px)", gap)
	}
	if fix := p.box("#diagnostics .diag-error .fix"); fix.Bottom > phoneH {
		t.Errorf("the fix button is at y=%.0f, off the first screen (%d px)", fix.Bottom, phoneH)
	}
}
