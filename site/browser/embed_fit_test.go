package browser

import (
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// docsFrameJS is the iframe of the docs page's embed id: a
// <urn-playground>'s, in its shadow root, or the plain iframe itself.
func docsFrameJS(id string) string {
	return `(() => { const el = document.getElementById(` + jsString(id) + `); return el.shadowRoot ? el.shadowRoot.querySelector("iframe") : el; })()`
}

// openDocsEmbeds opens docs-example.html with its own embeds and returns
// their ids once every one has loaded: each is scrolled into view (they
// load lazily, and a frame out of view may not be drawn), its playground
// is ready, an element's height is told, and the frame has drawn two
// frames since, so that what the page does on a frame after drawing its
// view (the tab strip keeping its tab in view) has been done.
func (t *tab) openDocsEmbeds() []string {
	t.tb.Helper()
	t.do("navigating", chromedpNavigate(baseURL+"docs-example.html"))
	t.waitFor("embed.js", `customElements.get("urn-playground") && document.readyState === "complete"`)
	ids := eval[[]string](t, `[...document.querySelectorAll("main urn-playground, main > iframe")].map((el) => el.id)`)
	if len(ids) < 4 {
		t.tb.Fatalf("the docs page has the embeds %q, want its three elements and its iframe", ids)
	}
	for _, id := range ids {
		frame := docsFrameJS(id)
		t.do("scrolling to "+id, evalVoid(`document.getElementById(`+jsString(id)+`).scrollIntoView()`))
		t.waitFor(id+"'s playground", `(() => { const d = `+frame+`?.contentDocument; return d?.readyState === "complete" && d.body?.classList.contains("ready"); })()`)
		if eval[bool](t, `document.getElementById(`+jsString(id)+`).localName === "urn-playground"`) {
			t.waitFor(id+"'s height", `parseFloat(`+frame+`.style.height) > 80`)
		}
		eval[bool](t, `new Promise((r) => { const w = `+frame+`.contentWindow; w.requestAnimationFrame(() => w.requestAnimationFrame(() => r(true))); })`)
	}
	return ids
}

// embedFit is what an embed shows cut: the tabs not shown whole, and the
// boxes opened scrolled sideways.
type embedFit struct {
	Clipped  []string `json:"clipped"`
	Scrolled []string `json:"scrolled"`
}

// readFit reads the embed id's embedFit. A tab is whole when its label
// is not cut inside it and its box lies inside the strip's box and the
// frame's width; every box (the strip, a table's) must be at its start.
func (t *tab) readFit(id string) embedFit {
	t.tb.Helper()
	return eval[embedFit](t, `(() => {
		const f = `+docsFrameJS(id)+`, d = f.contentDocument, w = f.contentWindow;
		const fit = {clipped: [], scrolled: []};
		const nav = d.querySelector(".tabs");
		if (nav && nav.getClientRects().length) {
			const n = nav.getBoundingClientRect();
			const left = Math.max(n.left, 0), right = Math.min(n.right, w.innerWidth);
			for (const tab of nav.querySelectorAll("[role=tab]")) {
				if (!tab.getClientRects().length) continue;
				const r = tab.getBoundingClientRect();
				if (tab.scrollWidth > tab.clientWidth || r.left < left - 0.5 || r.right > right + 0.5 || r.top < n.top - 0.5 || r.bottom > n.bottom + 0.5) {
					fit.clipped.push(tab.textContent.trim() + " at x " + Math.round(r.left) + "–" + Math.round(r.right) + " in a strip shown at " + Math.round(left) + "–" + Math.round(right));
				}
			}
		}
		const name = (e) => e.localName + (e.id ? "#" + e.id : "") + (typeof e.className === "string" && e.className ? "." + e.className.trim().split(/\s+/).join(".") : "");
		for (const e of [d.scrollingElement, ...d.querySelectorAll("*")]) {
			if (e.scrollLeft !== 0) fit.scrolled.push(name(e) + " at scrollLeft " + e.scrollLeft);
		}
		return fit;
	})()`)
}

// emulateScheme sets the system's colour scheme, which the docs page and
// the embeds without a theme follow.
func (t *tab) emulateScheme(scheme string) {
	t.tb.Helper()
	if _, err := chromedp.Call(t.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}},
	}); err != nil {
		t.tb.Fatalf("emulating a %s system: %v", scheme, err)
	}
}

// Every embed of the documentation example opens whole, on a desktop and
// on a phone, in the light and the dark system theme: each view tab is
// shown whole (a strip squeezed beside the controls showed "re  Explore"
// and "editions  Eq"), and nothing is scrolled sideways (the strip opened
// scrolled to its tab, the compare table to its edition's column, with
// the row labels cut: "me ("urn")"). Each size once and each theme once:
// the theme changes colours, not widths, and the four pairings cost the
// CI run a minute. Each embed's shot is saved as
// docs-<embed>-<size>-<theme>.png.
func TestEmbedsFitDocsExample(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ size, scheme string }{{"desktop", "light"}, {"phone", "dark"}} {
		t.Run(c.size+"-"+c.scheme, func(t *testing.T) {
			open := newTab
			if c.size == "phone" {
				open = newPhoneTab
			}
			p := open(t)
			p.emulateScheme(c.scheme)
			for _, id := range p.openDocsEmbeds() {
				fit := p.readFit(id)
				if len(fit.Clipped) > 0 {
					t.Errorf("%s: tabs not shown whole: %s", id, strings.Join(fit.Clipped, "; "))
				}
				if len(fit.Scrolled) > 0 {
					t.Errorf("%s: opened scrolled sideways: %s", id, strings.Join(fit.Scrolled, "; "))
				}
				p.do("scrolling to "+id, evalVoid(`document.getElementById(`+jsString(id)+`).scrollIntoView()`))
				p.screenshot("docs-" + id + "-" + c.size + "-" + c.scheme + ".png")
			}
		})
	}
}

// resetJS is the Reset button in the embed id's playground.
func resetJS(id string) string {
	return docsFrameJS(id) + `.contentDocument.getElementById("embed-reset")`
}

// resetShown says whether the embed id shows its Reset button.
func resetShown(id string) string {
	return `(() => { const b = ` + resetJS(id) + `; return !!b && b.getClientRects().length > 0; })()`
}

// embedState is an embed's state as its playground holds it: what it
// shows, and its state's link (the "Open in playground" address, written
// from the whole state).
type embedState struct {
	View, Edition, Value string
	Link                 string
}

// readState reads the embed id's embedState.
func (t *tab) readState(id string) embedState {
	t.tb.Helper()
	v := t.readEmbed(id)
	link := eval[string](t, docsFrameJS(id)+`.contentDocument.getElementById("open-full").href`)
	return embedState{v.View, v.Edition, v.Value, link}
}

// waitState waits until the embed id holds the state want.
func (t *tab) waitState(id, what string, want embedState) {
	t.tb.Helper()
	var got embedState
	if !until(func() bool { got = t.readState(id); return got == want }) {
		t.tb.Fatalf("%s: timed out after %v waiting for %s: the embed holds %+v, want %+v", id, waitTimeout, what, got, want)
	}
}

// clickInFrame clicks the element el (JavaScript, in the embed id's
// frame) with the mouse, at its centre.
func (t *tab) clickInFrame(id, el string) {
	t.tb.Helper()
	xy := eval[[]float64](t, `(() => {
		const f = `+docsFrameJS(id)+`, b = f.getBoundingClientRect(), r = (`+el+`).getBoundingClientRect();
		return [b.left + f.clientLeft + r.left + r.width / 2, b.top + f.clientTop + r.top + r.height / 2];
	})()`)
	t.do("clicking in "+id, chromedp.MouseClickXY(xy[0], xy[1]))
}

// resetColours returns the luminance of the embed id's Reset button's
// background and of its text.
func (t *tab) resetColours(id string) (bg, fg float64) {
	t.tb.Helper()
	l := eval[[]float64](t, `(() => {
		const b = `+resetJS(id)+`, s = b.ownerDocument.defaultView.getComputedStyle(b);
		const lum = (rgb) => { const [r, g, b] = rgb.match(/[\d.]+/g).map(Number); return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255; };
		return [lum(s.backgroundColor), lum(s.color)];
	})()`)
	return l[0], l[1]
}

// Once a reader has changed an embed, a Reset button in it puts back the
// author's example, exactly (its view, URN, edition, and the rest of the
// state), and goes away: in the full embed, the dark one and the compact
// one. It is a named button, reached with the keyboard, in the embed's
// theme's colours; no embed shows it before its reader changes something.
func TestEmbedReset(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	ids := p.openDocsEmbeds()
	author := map[string]embedState{}
	for _, id := range ids {
		author[id] = p.readState(id)
		if eval[bool](p, resetShown(id)) {
			t.Errorf("%s shows Reset before its reader changed anything", id)
		}
	}
	if eval[bool](p, `!`+resetJS("embed-one")) {
		t.Fatal("the embed has no Reset button (#embed-reset)")
	}
	a11y := eval[string](p, `(() => {
		const b = `+resetJS("embed-one")+`;
		const name = (b.getAttribute("aria-label") || b.textContent).trim();
		return b.localName === "button" && b.type === "button" && b.tabIndex === 0 && name !== "" ? "" : b.outerHTML;
	})()`)
	if a11y != "" {
		t.Errorf("Reset is not a named button in the tab order: %s", a11y)
	}

	// The full embed: another URN, another edition and another view.
	p.do("scrolling to embed-one", evalVoid(`document.getElementById("embed-one").scrollIntoView()`))
	p.frameKeys("embed-one", "#urn-input", "urn:ietf:rfc:2141")
	p.do("picking draft-12", evalVoid(`(() => { const s = `+docsFrameJS("embed-one")+`.contentDocument.getElementById("edition"); s.value = "draft-12"; s.dispatchEvent(new Event("change")); })()`))
	p.clickInFrame("embed-one", docsFrameJS("embed-one")+`.contentDocument.getElementById("tab-editions")`)
	p.waitEmbed("embed-one", "the reader's state", func(v embedView) bool {
		return v.View == "editions" && v.Edition == "draft-12" && v.Value == "urn:ietf:rfc:2141"
	})
	p.waitFor("Reset in embed-one", resetShown("embed-one"))
	p.screenshot("docs-embed-one-reset-desktop-light.png")
	if bg, fg := p.resetColours("embed-one"); bg < fg {
		t.Errorf("embed-one (light): Reset has a background of luminance %.2f under text of %.2f, want the light theme's", bg, fg)
	}
	p.clickInFrame("embed-one", resetJS("embed-one"))
	p.waitState("embed-one", "the author's state after Reset", author["embed-one"])
	p.waitFor("Reset to go", `!`+resetShown("embed-one"))

	// The dark embed: another view.
	p.do("scrolling to embed-two", evalVoid(`document.getElementById("embed-two").scrollIntoView()`))
	p.clickInFrame("embed-two", docsFrameJS("embed-two")+`.contentDocument.getElementById("tab-explore")`)
	p.waitEmbed("embed-two", "Explore", func(v embedView) bool { return v.View == "explore" })
	p.waitFor("Reset in embed-two", resetShown("embed-two"))
	p.screenshot("docs-embed-two-reset-desktop-dark.png")
	if bg, fg := p.resetColours("embed-two"); bg > fg {
		t.Errorf("embed-two (dark): Reset has a background of luminance %.2f under text of %.2f, want the dark theme's", bg, fg)
	}
	p.clickInFrame("embed-two", resetJS("embed-two"))
	p.waitState("embed-two", "the author's state after Reset", author["embed-two"])
	p.waitFor("Reset to go", `!`+resetShown("embed-two"))

	// The compact embed, with the keyboard: Reset is focused and pressed
	// with Enter.
	p.do("scrolling to embed-three", evalVoid(`document.getElementById("embed-three").scrollIntoView()`))
	p.frameKeys("embed-three", "#urn-input", "urn:example:typed")
	p.waitFor("Reset in embed-three", resetShown("embed-three"))
	p.screenshot("docs-embed-three-reset-desktop-light.png")
	p.do("focusing Reset", evalVoid(resetJS("embed-three")+`.focus()`))
	p.do("pressing Enter", chromedp.KeyEvent(kb.Enter))
	p.waitState("embed-three", "the author's state after Reset", author["embed-three"])
	p.waitFor("Reset to go", `!`+resetShown("embed-three"))
	if got := p.readEmbed("embed-three"); !got.Compact {
		t.Error("embed-three is no longer compact after Reset")
	}
}
