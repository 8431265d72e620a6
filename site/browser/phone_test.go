package browser

import (
	"net/url"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// phoneW and phoneH are a phone's viewport in CSS pixels: a 390-px phone.
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
// right below the input, before the parts table, not a screen or more
// further down.
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

// tabStrip is what a phone shows of the tab strip: whether it scrolls
// sideways, how many tabs lie wholly inside the strip's box and the
// screen's width, of how many, and where the strip ends.
type tabStrip struct {
	Overflows          bool
	Whole, Tabs, Views int
	Bottom, Width      float64
}

func (t *tab) tabStrip() tabStrip {
	t.tb.Helper()
	return eval[tabStrip](t, `(() => {
		const nav = document.querySelector(".tabs"), n = nav.getBoundingClientRect();
		const tabs = [...nav.querySelectorAll("[role=tab]")];
		const whole = tabs.filter((tab) => {
			const r = tab.getBoundingClientRect();
			return r.left >= Math.max(n.left, 0) - 1 && r.right <= Math.min(n.right, innerWidth) + 1 && tab.scrollWidth <= tab.clientWidth + 1;
		});
		const views = document.querySelectorAll("section.view[role=tabpanel]").length;
		return {Overflows: nav.scrollWidth > nav.clientWidth + 1, Whole: whole.length, Tabs: tabs.length, Views: views, Bottom: n.bottom, Width: innerWidth};
	})()`)
}

// On a phone every view's tab shows, whole, without scrolling: the strip
// wraps into rows. A strip that scrolled showed three of the views,
// the rest hinted by a faint fade. The arrow keys still move between
// them, and the strip leaves most of the first screen to the view.
func TestPhoneTabStrip(t *testing.T) {
	t.Parallel()
	p := newPhoneTab(t)
	for _, hash := range []string{"", "#view=template", "#view=learn"} {
		p.open("from=link", hash)
		p.waitFor("the page ready", `document.body.classList.contains("ready")`)
		s := p.tabStrip()
		if s.Overflows || s.Whole != s.Tabs || s.Tabs != s.Views {
			t.Errorf("%q: the strip %+v, want a tab for each view, all whole, and no sideways scroll", hash, s)
		}
		if s.Bottom > phoneH/3 {
			t.Errorf("%q: the tab strip ends at y=%.0f, over a third of the %d px screen", hash, s.Bottom, phoneH)
		}
	}
	p.do("focusing the tab", chromedp.Focus(chromedp.CSS("#tab-learn")))
	p.do("pressing End", chromedp.KeyEvent(kb.End))
	p.waitFor("Registration selected", `document.getElementById("tab-template").getAttribute("aria-selected") === "true"`)
	p.do("pressing Home", chromedp.KeyEvent(kb.Home))
	p.waitFor("Learn selected", `document.getElementById("tab-learn").getAttribute("aria-selected") === "true"`)
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
// one picked afterwards.
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

// columnsCut lists the compare table's edition columns that show only in
// part beside its sticky row labels: each column head must lie wholly
// right of them or wholly under them.
const columnsCut = `(() => {
	const heads = [...document.querySelectorAll("#editions-table thead th")];
	const labels = heads[0].getBoundingClientRect().right;
	return heads.slice(1).filter((th) => { const r = th.getBoundingClientRect(); return r.left < labels - 1 && r.right > labels + 1; })
		.map((th) => th.textContent.trim());
})()`

// On a phone no edition's column shows cut under the compare table's
// sticky row labels, at any edition chosen or after a swipe: its head
// read "RFC / 2141 / 1997)" beside "Part", as if the two overlapped.
func TestPhoneCompareCutsNoColumn(t *testing.T) {
	t.Parallel()
	p := newPhoneTab(t)
	p.open("", "#view=editions&urn="+url.QueryEscape("urn:example:a123,z456?+abc#frag"))
	p.waitFor("the compare table", `document.querySelector("#editions-table th.current")`)
	for _, ed := range []string{"rfc8141", "rfc2141", "draft-03", "draft-12"} {
		p.choose("#edition", ed)
		p.waitFor(ed+" in the hash", `location.hash.includes("ed=`+ed+`") || `+jsString(ed)+` === "rfc8141"`)
		if cut := eval[[]string](p, columnsCut); len(cut) > 0 {
			t.Errorf("with %s chosen, columns cut under the row labels: %q", ed, cut)
		}
	}
	for _, dx := range []int{37, 90, 151} {
		p.do("swiping the table", evalVoid(`document.querySelector("#view-editions .table-scroll").scrollBy({left: `+strconv.Itoa(dx)+`, behavior: "instant"})`))
		// The scroll snaps to a column's start; it settles in a frame or
		// two, later on a loaded machine.
		p.waitFor("no column cut after a swipe of "+strconv.Itoa(dx)+" px", columnsCut+`.length === 0`)
	}
}

// The logo is not a fake menu button: three horizontal bars in the
// corner of a phone's screen read as a menu that does not open. Sampled
// along its strokes, most of the logo is not horizontal.
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
