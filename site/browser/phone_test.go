package browser

import (
	"net/url"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
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
	// Between them only the summary (with its scope sentence and registry
	// links), the normalized form and a heading: a few lines, where the
	// parts table put 900 px. The fix on the first screen (below) is what
	// matters most.
	if gap := diag.Top - input.Bottom; gap > 330 {
		t.Errorf("the error starts %.0f px below the input, want it right below (≤ 330 px)", gap)
	}
	if fix := p.box("#diagnostics .diag-error .fix"); fix.Bottom > phoneH {
		t.Errorf("the fix button is at y=%.0f, off the first screen (%d px)", fix.Bottom, phoneH)
	}
}

// tabStrip is what a phone shows of the tab strip: whether it overflows,
// the edges its fade marks as having more tabs beyond ("start", "end"),
// and whether the selected tab lies wholly inside the strip's box.
type tabStrip struct {
	Overflows, ActiveInView bool
	Fade                    string
}

func (t *tab) tabStrip() tabStrip {
	t.tb.Helper()
	return eval[tabStrip](t, `(() => {
		const nav = document.querySelector(".tabs"), tab = nav.querySelector("[aria-selected=true]");
		const n = nav.getBoundingClientRect(), r = tab.getBoundingClientRect();
		const mask = getComputedStyle(nav).maskImage;
		return {Overflows: nav.scrollWidth > nav.clientWidth + 1,
			ActiveInView: r.left >= n.left - 1 && r.right <= n.right + 1,
			Fade: mask === "none" ? "" : [nav.hasAttribute("data-more-start") ? "start" : "", nav.hasAttribute("data-more-end") ? "end" : ""].filter(Boolean).join(" ")};
	})()`)
}

// On a phone the tab strip scrolls: it shows that it does (a fade on the
// side with more tabs) and keeps the selected tab in view, also when a
// link opens a view at the far end (issue 13, "Every screen").
func TestPhoneTabStrip(t *testing.T) {
	t.Parallel()
	p := newPhoneTab(t)
	p.open("", "")
	if s := p.tabStrip(); !s.Overflows || !s.ActiveInView || s.Fade != "end" {
		t.Errorf("Explore: the strip %+v, want it overflowing, Explore in view and a fade at the end", s)
	}
	p.open("from=link", "#view=template")
	p.waitFor("the Registration tab selected", `document.getElementById("tab-template").getAttribute("aria-selected") === "true"`)
	if s := p.tabStrip(); !s.ActiveInView || s.Fade != "start" {
		t.Errorf("opened at Registration: the strip %+v, want Registration in view and a fade at the start", s)
	}
	// The arrow keys move to a tab out of view: it scrolls in. Home is
	// the first tab, Learn (issue 14: the course is offered first).
	p.do("focusing the tab", chromedp.Focus(chromedp.CSS("#tab-template")))
	p.do("pressing Home", chromedp.KeyEvent(kb.Home))
	p.waitFor("Learn selected", `document.getElementById("tab-learn").getAttribute("aria-selected") === "true"`)
	p.waitFor("Learn scrolled into the strip", `document.querySelector(".tabs").scrollLeft === 0`)
	if s := p.tabStrip(); !s.ActiveInView || s.Fade != "end" {
		t.Errorf("back at Learn: the strip %+v, want Learn in view and a fade at the end", s)
	}
}

// inScroller says whether the chosen edition's column head lies wholly
// inside the compare table's scrolling box.
const currentColumnInView = `(() => {
	const s = document.querySelector("#view-editions .table-scroll").getBoundingClientRect();
	const c = document.querySelector("#editions-table th.current").getBoundingClientRect();
	return c.left >= s.left - 1 && c.right <= s.right + 1;
})()`

// On a phone the compare table is wider than the screen: it keeps the
// chosen edition's column in view, for the edition a link names and for
// one picked afterwards (issue 13, "Every screen").
func TestPhoneCompareKeepsEdition(t *testing.T) {
	t.Parallel()
	p := newPhoneTab(t)
	p.open("", "#view=editions&urn="+url.QueryEscape("urn:example:a123,z456?+abc#frag"))
	p.waitFor("the compare table", `document.querySelector("#editions-table th.current")`)
	if !eval[bool](p, `(() => { const s = document.querySelector("#view-editions .table-scroll"); return s.scrollWidth > s.clientWidth; })()`) {
		t.Fatal("the compare table fits a phone: nothing to keep in view")
	}
	if !eval[bool](p, currentColumnInView) {
		t.Errorf("RFC 8141, the default, is out of view: %s", p.text("#editions-table th.current"))
	}
	for _, ed := range []string{"rfc2141", "draft-12", "rfc8141"} {
		p.choose("#edition", ed)
		p.waitFor(ed+" marked current", `document.querySelector("#editions-table th.current") && location.hash.includes("ed=`+ed+`") !== `+jsString(ed)+`.startsWith("rfc8141")`)
		if !eval[bool](p, currentColumnInView) {
			t.Errorf("after picking %s its column is out of view: %s", ed, p.text("#editions-table th.current"))
		}
	}
}

// The logo is not a fake menu button (issue 13, "Every screen"): three
// horizontal bars in the corner of a phone's screen read as a menu that
// does not open. Sampled along its strokes, most of the logo is not
// horizontal.
func TestLogoIsNotAMenuIcon(t *testing.T) {
	t.Parallel()
	p := newPhoneTab(t)
	p.open("", "")
	flat := eval[float64](p, `(() => {
		let steps = 0, level = 0;
		for (const path of document.querySelectorAll(".top .logo path")) {
			const len = path.getTotalLength();
			let prev = path.getPointAtLength(0);
			for (let i = 1; i <= 200; i++) {
				const pt = path.getPointAtLength(len * i / 200);
				const dx = pt.x - prev.x, dy = pt.y - prev.y;
				if (Math.hypot(dx, dy) > 0.01) { steps++; if (Math.abs(dy) < 0.02 * Math.abs(dx)) level++; }
				prev = pt;
			}
		}
		return steps ? level / steps : 1;
	})()`)
	if flat > 0.5 {
		t.Errorf("%.0f%% of the logo's strokes are horizontal: it reads as a menu button", 100*flat)
	}
}
