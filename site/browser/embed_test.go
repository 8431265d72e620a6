package browser

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// docsBlankJS runs in docs-example.html before its scripts: once the page
// is parsed, and before its modules run, it takes out the page's own
// embeds and iframe, so that a test starts from the documentation page
// with embed.js loaded and only the <urn-playground> elements it adds.
const docsBlankJS = `
if (location.pathname.endsWith("/docs-example.html")) {
	document.addEventListener("readystatechange", () => {
		if (document.readyState === "interactive") {
			for (const el of document.querySelectorAll("urn-playground, iframe")) el.remove();
		}
	});
}`

// openDocs opens the example documentation page, emptied of its embeds.
func (t *tab) openDocs() {
	t.tb.Helper()
	if _, err := chromedp.Call(t.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: docsBlankJS}); err != nil {
		t.tb.Fatalf("adding the docs page script: %v", err)
	}
	t.do("navigating", chromedpNavigate(baseURL+"docs-example.html"))
	t.waitFor("embed.js", `customElements.get("urn-playground") && document.readyState === "complete"`)
	if n := eval[int](t, `document.querySelectorAll("urn-playground, iframe").length`); n != 0 {
		t.tb.Fatalf("the docs page still has %d embeds of its own", n)
	}
}

// addEmbed adds a <urn-playground id=id> with attrs (set before it is
// connected) at the top of the page's <main>, or at its end after a
// spacer of below pixels when below > 0.
func (t *tab) addEmbed(id string, attrs map[string]string, below int) {
	t.tb.Helper()
	a := make([]string, 0, len(attrs))
	for k, v := range attrs {
		a = append(a, jsString(k)+": "+jsString(v))
	}
	t.do("adding "+id, evalVoid(`(() => {
		const el = document.createElement("urn-playground");
		el.id = `+jsString(id)+`;
		for (const [k, v] of Object.entries({`+strings.Join(a, ", ")+`})) el.setAttribute(k, v);
		const main = document.querySelector("main");
		if (`+fmt.Sprint(below)+` > 0) {
			const spacer = document.createElement("div");
			spacer.style.height = "`+fmt.Sprint(below)+`px";
			main.append(spacer, el);
		} else {
			main.prepend(el);
		}
	})()`))
}

// frameJS is the iframe of the element id.
func frameJS(id string) string {
	return `document.getElementById(` + jsString(id) + `).shadowRoot?.querySelector("iframe")`
}

// embedView is what an element's iframe is at and what the playground in
// it shows (same-origin frames only).
type embedView struct {
	Src    string `json:"src"`    // the iframe's src, as embed.js set it
	Search string `json:"search"` // location.search of the document in it
	Stale  bool   `json:"stale"`  // the document a step expects to be replaced
	Ready  bool   `json:"ready"`  // the playground has started
	// Complete: the document has loaded (readyState "complete").
	Complete bool   `json:"complete"`
	Embed    bool   `json:"embed"`   // body.embed
	Compact  bool   `json:"compact"` // body.compact
	View     string `json:"view"`    // the visible view
	Edition  string `json:"edition"` // the edition picker
	// Value is the view's URN field: #urn-input, #editions-input or #eq-a.
	Value string `json:"value"`
	Theme string `json:"theme"` // html[data-theme]
	// Scheme is "light" or "dark": the body's computed background.
	Scheme string `json:"scheme"`
	// Tabs, Input, Parts and Diags say whether the tabs, the Explore
	// input, its parts table and its diagnostics are displayed.
	Tabs   bool    `json:"tabs"`
	Input  bool    `json:"input"`
	Parts  bool    `json:"parts"`
	Diags  bool    `json:"diags"`
	Height float64 `json:"height"` // the iframe's style.height
}

// readEmbed reads the element id's embedView.
func (t *tab) readEmbed(id string) embedView {
	t.tb.Helper()
	return eval[embedView](t, `(() => {
		const f = `+frameJS(id)+`;
		if (!f) return {};
		const w = f.contentWindow, d = f.contentDocument;
		const v = {src: f.src, height: parseFloat(f.style.height) || 0};
		if (!d || !d.body || !w.location.href.startsWith("http")) return v;
		const shown = (sel) => { const e = d.querySelector(sel); return !!e && e.getClientRects().length > 0; };
		v.search = w.location.search;
		v.stale = !!w.__stale;
		v.ready = d.body.classList.contains("ready");
		v.complete = d.readyState === "complete";
		if (!v.ready) return v;
		v.embed = d.body.classList.contains("embed");
		v.compact = d.body.classList.contains("compact");
		v.view = [...d.querySelectorAll("section.view")].find((s) => !s.hidden)?.id.replace("view-", "") ?? "";
		v.edition = d.getElementById("edition").value;
		const field = {explore: "urn-input", editions: "editions-input", equivalence: "eq-a"}[v.view];
		v.value = field ? d.getElementById(field).value : "";
		v.theme = d.documentElement.dataset.theme ?? "";
		const [r, g, b] = w.getComputedStyle(d.body).backgroundColor.match(/[\d.]+/g).map(Number);
		v.scheme = r + g + b < 3 * 128 ? "dark" : "light";
		v.tabs = shown(".tabs");
		v.input = shown("#urn-input");
		v.parts = shown("#parts");
		v.diags = shown("#diagnostics");
		return v;
	})()`)
}

// waitEmbed polls the element id until ok accepts its view, and fails
// with the last view read after waitTimeout.
func (t *tab) waitEmbed(id, what string, ok func(embedView) bool) embedView {
	t.tb.Helper()
	var v embedView
	if !until(func() bool { v = t.readEmbed(id); return ok(v) }) {
		t.tb.Fatalf("%s: timed out after %v waiting for %s; the embed is %+v", id, waitTimeout, what, v)
	}
	return v
}

// frameKeys replaces the text of the field sel in the element id's iframe
// by text, typed key by key.
func (t *tab) frameKeys(id, sel, text string) {
	t.tb.Helper()
	t.frameClear(id, sel)
	t.do("typing into "+sel+" in "+id, keyText(text))
}

// frameInsert replaces the text of the field sel in the element id's
// iframe by text, inserted in one go (one input event, as a paste).
func (t *tab) frameInsert(id, sel, text string) {
	t.tb.Helper()
	t.frameClear(id, sel)
	if _, err := chromedp.Call(t.ctx, input.InsertText, input.InsertTextParams{Text: text}); err != nil {
		t.tb.Fatalf("inserting text into %s in %s: %v", sel, id, err)
	}
}

// frameClear focuses the field sel in the element id's iframe and deletes
// its text with the Backspace key.
func (t *tab) frameClear(id, sel string) {
	t.tb.Helper()
	t.do("focusing "+sel+" in "+id, evalVoid(`(() => {
		const el = `+frameJS(id)+`.contentDocument.querySelector(`+jsString(sel)+`);
		el.focus();
		el.select();
	})()`))
	t.do("clearing "+sel+" in "+id, keyBackspace())
}

// Each attribute of <urn-playground>, and each of its values, reaches the
// iframe's address and what the playground in it shows; changing one
// after the element has rendered re-renders the iframe (in place when
// only the hash changes). The system's colour scheme is dark here, so
// that theme="light" visibly overrides it and "auto" visibly follows it.
func TestEmbedAttributes(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	if _, err := chromedp.Call(p.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "dark"}},
	}); err != nil {
		t.Fatalf("emulating a dark system: %v", err)
	}
	p.openDocs()
	const urn = "urn%3Aexample%3Aembed"
	p.addEmbed("e", map[string]string{"value": "urn:example:embed", "edition": "rfc2141"}, 0)

	type want struct {
		search, hash         string
		view, edition, value string
		compact              bool
		theme, scheme        string
	}
	steps := []struct {
		name   string
		set    map[string]string
		remove []string
		// reload: the query changes, so a new document loads.
		reload bool
		want   want
	}{
		{"first render", nil, nil, true,
			want{"?embed=1", "#ed=rfc2141&urn=" + urn, "explore", "rfc2141", "urn:example:embed", false, "", "dark"}},
		{"view=editions", map[string]string{"view": "editions"}, nil, false,
			want{"?embed=1", "#view=editions&ed=rfc2141&urn=" + urn, "editions", "rfc2141", "urn:example:embed", false, "", "dark"}},
		{"view=equivalence", map[string]string{"view": "equivalence"}, nil, false,
			want{"?embed=1", "#view=equivalence&ed=rfc2141&a=" + urn, "equivalence", "rfc2141", "urn:example:embed", false, "", "dark"}},
		{"view=template", map[string]string{"view": "template"}, nil, false,
			want{"?embed=1", "#view=template&ed=rfc2141&urn=" + urn, "template", "rfc2141", "", false, "", "dark"}},
		// Not one of the four: Explore.
		{"view=build", map[string]string{"view": "build"}, nil, false,
			want{"?embed=1", "#ed=rfc2141&urn=" + urn, "explore", "rfc2141", "urn:example:embed", false, "", "dark"}},
		{"view=explore", map[string]string{"view": "explore"}, nil, false,
			want{"?embed=1", "#ed=rfc2141&urn=" + urn, "explore", "rfc2141", "urn:example:embed", false, "", "dark"}},
		{"edition=draft-03", map[string]string{"edition": "draft-03"}, []string{"view"}, false,
			want{"?embed=1", "#ed=draft-03&urn=" + urn, "explore", "draft-03", "urn:example:embed", false, "", "dark"}},
		{"edition=bogus", map[string]string{"edition": "bogus"}, nil, false,
			want{"?embed=1", "#urn=" + urn, "explore", "rfc8141", "urn:example:embed", false, "", "dark"}},
		{"edition=draft-12", map[string]string{"edition": "draft-12"}, nil, false,
			want{"?embed=1", "#ed=draft-12&urn=" + urn, "explore", "draft-12", "urn:example:embed", false, "", "dark"}},
		{"edition=rfc8141", map[string]string{"edition": "rfc8141"}, nil, false,
			want{"?embed=1", "#ed=rfc8141&urn=" + urn, "explore", "rfc8141", "urn:example:embed", false, "", "dark"}},
		{"value", map[string]string{"value": "urn:example:changed?+r"}, nil, false,
			want{"?embed=1", "#ed=rfc8141&urn=urn%3Aexample%3Achanged%3F%2Br", "explore", "rfc8141", "urn:example:changed?+r", false, "", "dark"}},
		{"compact", map[string]string{"compact": ""}, nil, true,
			want{"?embed=1&compact=1", "#ed=rfc8141&urn=urn%3Aexample%3Achanged%3F%2Br", "explore", "rfc8141", "urn:example:changed?+r", true, "", "dark"}},
		{"theme=light", map[string]string{"theme": "light"}, nil, true,
			want{"?embed=1&theme=light&compact=1", "#ed=rfc8141&urn=urn%3Aexample%3Achanged%3F%2Br", "explore", "rfc8141", "urn:example:changed?+r", true, "light", "light"}},
		{"theme=dark", map[string]string{"theme": "dark"}, nil, true,
			want{"?embed=1&theme=dark&compact=1", "#ed=rfc8141&urn=urn%3Aexample%3Achanged%3F%2Br", "explore", "rfc8141", "urn:example:changed?+r", true, "dark", "dark"}},
		{"theme=auto", map[string]string{"theme": "auto"}, nil, true,
			want{"?embed=1&compact=1", "#ed=rfc8141&urn=urn%3Aexample%3Achanged%3F%2Br", "explore", "rfc8141", "urn:example:changed?+r", true, "", "dark"}},
		{"not compact", nil, []string{"compact"}, true,
			want{"?embed=1", "#ed=rfc8141&urn=urn%3Aexample%3Achanged%3F%2Br", "explore", "rfc8141", "urn:example:changed?+r", false, "", "dark"}},
		{"theme=light again", map[string]string{"theme": "light"}, nil, true,
			want{"?embed=1&theme=light", "#ed=rfc8141&urn=urn%3Aexample%3Achanged%3F%2Br", "explore", "rfc8141", "urn:example:changed?+r", false, "light", "light"}},
	}
	for _, s := range steps {
		if s.reload {
			p.do("marking the old document", evalVoid(`(() => { const f = `+frameJS("e")+`; if (f) f.contentWindow.__stale = true; })()`))
		}
		for _, k := range s.remove {
			p.do("removing "+k, evalVoid(`document.getElementById("e").removeAttribute(`+jsString(k)+`)`))
		}
		for k, v := range s.set {
			p.do("setting "+k, evalVoid(`document.getElementById("e").setAttribute(`+jsString(k)+`, `+jsString(v)+`)`))
		}
		w := s.want
		got := p.waitEmbed("e", s.name, func(v embedView) bool {
			// Loaded, so that the next change does not come while the
			// document still loads (see TestEmbedQuickChanges).
			if !v.Ready || !v.Complete || v.Stale || v.Search != w.search {
				return false
			}
			u, err := url.Parse(v.Src)
			return err == nil && "#"+u.EscapedFragment() == w.hash && v.View == w.view && v.Edition == w.edition && v.Value == w.value
		})
		u, _ := url.Parse(got.Src)
		if u.Scheme+"://"+u.Host+u.Path != baseURL || u.RawQuery != strings.TrimPrefix(w.search, "?") {
			t.Errorf("%s: the iframe is at %s, want %s%s%s", s.name, got.Src, baseURL, w.search, w.hash)
		}
		if !got.Embed || got.Compact != w.compact || got.Theme != w.theme || got.Scheme != w.scheme {
			t.Errorf("%s: the playground has embed %v, compact %v, data-theme %q, %s colours; want embed, compact %v, data-theme %q, %s colours",
				s.name, got.Embed, got.Compact, got.Theme, got.Scheme, w.compact, w.theme, w.scheme)
		}
		if w.view == "explore" {
			// Compact: only the input and its reading (the diagnostics
			// its summary counts), no tabs and no parts table.
			if got.Tabs == w.compact || !got.Input || got.Parts == w.compact || !got.Diags {
				t.Errorf("%s: tabs shown %v, input shown %v, parts shown %v, diagnostics shown %v (compact %v)", s.name, got.Tabs, got.Input, got.Parts, got.Diags, w.compact)
			}
		}
	}

	// src: where the playground is (a relative one is resolved against
	// embed.js's address, here the page's directory too).
	p.do("marking the old document", evalVoid(`(`+frameJS("e")+`).contentWindow.__stale = true`))
	p.do("setting src", evalVoid(`document.getElementById("e").setAttribute("src", "index.html")`))
	got := p.waitEmbed("e", "src", func(v embedView) bool { return v.Ready && !v.Stale })
	if want := baseURL + "index.html?embed=1&theme=light#ed=rfc8141&urn=urn%3Aexample%3Achanged%3F%2Br"; got.Src != want {
		t.Errorf("src=index.html: the iframe is at %s, want %s", got.Src, want)
	}
	if got.Value != "urn:example:changed?+r" || got.Theme != "light" {
		t.Errorf("src=index.html: the playground shows %q in the %q theme", got.Value, got.Theme)
	}
	// The handshake sized it.
	p.waitFor("the height handshake", `parseFloat(`+frameJS("e")+`.style.height) > 80`)
}

// Attributes changed one after the other, in separate tasks, while the
// iframe is still loading the first change: the iframe ends at the
// address of the last.
func TestEmbedQuickChanges(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.openDocs()
	p.addEmbed("e", map[string]string{"value": "urn:example:quick"}, 0)
	p.waitEmbed("e", "the playground", func(v embedView) bool { return v.Ready && v.Complete })
	for _, theme := range []string{"dark", "light"} {
		// From a compact embed whose load has finished...
		p.do("marking the old document", evalVoid(`(() => { const f = `+frameJS("e")+`; if (f) f.contentWindow.__stale = true; })()`))
		p.do("setting compact", evalVoid(`document.getElementById("e").setAttribute("compact", "")`))
		p.waitEmbed("e", "the compact playground", func(v embedView) bool { return v.Ready && v.Complete && !v.Stale && v.Compact })
		time.Sleep(300 * time.Millisecond)
		// ...two changes, each a new address.
		p.do("marking the old document", evalVoid(`(`+frameJS("e")+`).contentWindow.__stale = true`))
		p.do("removing compact", evalVoid(`document.getElementById("e").removeAttribute("compact")`))
		p.do("setting the theme", evalVoid(`document.getElementById("e").setAttribute("theme", `+jsString(theme)+`)`))
		want := "?embed=1&theme=" + theme
		// The first change's document may load (when the second change
		// comes after it committed), but must not stay.
		got := p.waitEmbed("e", "the address of the last change, "+want, func(v embedView) bool {
			return v.Ready && v.Complete && !v.Stale && v.Search == want
		})
		if got.Theme != theme || got.Compact {
			t.Errorf("after two quick changes the playground has data-theme %q, compact %v; want %q, not compact", got.Theme, got.Compact, theme)
		}
	}
}

// Two embeds on one page are independent (their own value, edition and
// state), and an element far down the page has no iframe, and loads no
// engine, until it is scrolled within a screen of the viewport.
func TestEmbedTwoAndLazy(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.openDocs()
	p.addEmbed("two", map[string]string{"value": "urn:example:two", "edition": "draft-03"}, 0)
	p.addEmbed("one", map[string]string{"value": "urn:isbn:0451450523", "edition": "rfc2141"}, 0)
	const far = 5 * viewH
	p.addEmbed("far", map[string]string{"value": "urn:example:far"}, far)

	for _, e := range []struct{ id, urn, ed string }{{"one", "urn:isbn:0451450523", "rfc2141"}, {"two", "urn:example:two", "draft-03"}} {
		got := p.waitEmbed(e.id, "the playground", func(v embedView) bool { return v.Ready })
		if got.Value != e.urn || got.Edition != e.ed {
			t.Errorf("%s shows %q under %s, want %q under %s", e.id, got.Value, got.Edition, e.urn, e.ed)
		}
	}
	// Typing in one changes nothing in the other.
	p.frameKeys("one", "#urn-input", "urn:ietf:rfc:2141")
	p.waitFor("one's highlight", frameJS("one")+`.contentDocument.querySelector(".hl-field[data-field=urn] .hl-backdrop span.k-nid")?.textContent === "ietf"`)
	if got := p.readEmbed("two"); got.Value != "urn:example:two" || got.Edition != "draft-03" {
		t.Errorf("typing in the first embed changed the second: it shows %q under %s", got.Value, got.Edition)
	}
	if got := eval[string](p, frameJS("two")+`.contentDocument.querySelector(".hl-field[data-field=urn] .hl-backdrop span.k-nid")?.textContent`); got != "example" {
		t.Errorf("the second embed highlights the NID %q, want example", got)
	}

	// Lazy: rootMargin 100% is one viewport height below the viewport.
	farTop := `(document.getElementById("far").getBoundingClientRect().top + scrollY)`
	hasFrame := `!!` + frameJS("far")
	settle := func() {
		// The observer runs with the rendering: two frames, and a little more.
		eval[bool](p, `new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => r(true), 100))))`)
	}
	settle()
	if eval[bool](p, hasFrame) {
		t.Fatalf("the element %d px down the page has an iframe before any scrolling", far)
	}
	p.do("scrolling to 1.3 screens above it", evalVoid(`scrollTo(0, `+farTop+` - 2.3 * innerHeight)`))
	settle()
	if eval[bool](p, hasFrame) {
		t.Error("the element has an iframe 1.3 screens below the viewport")
	}
	p.do("scrolling to 0.7 screens above it", evalVoid(`scrollTo(0, `+farTop+` - 1.7 * innerHeight)`))
	p.waitFor("the far iframe", hasFrame)
	if top := eval[float64](p, `document.getElementById("far").getBoundingClientRect().top / innerHeight`); top < 1.5 {
		t.Errorf("the far element is %.2f screens from the top, want still below the viewport", top)
	}
	got := p.waitEmbed("far", "the far playground", func(v embedView) bool { return v.Ready })
	if got.Value != "urn:example:far" {
		t.Errorf("the far embed shows %q", got.Value)
	}
}

// The iframe's height follows the playground's content, through the
// height messages: a URN with many diagnostics makes the embed taller,
// and clearing them shorter again.
func TestEmbedResize(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.openDocs()
	p.addEmbed("e", map[string]string{"value": "urn:example:a"}, 0)
	p.waitEmbed("e", "the playground", func(v embedView) bool { return v.Ready && v.Height > 80 })
	height := func() float64 { return eval[float64](p, `parseFloat(`+frameJS("e")+`.style.height)`) }
	content := func() float64 {
		return eval[float64](p, frameJS("e")+`.contentDocument.documentElement.getBoundingClientRect().height`)
	}
	// fits: the iframe is as high as the playground's content.
	fits := `Math.abs(parseFloat(` + frameJS("e") + `.style.height) - ` + frameJS("e") + `.contentDocument.documentElement.getBoundingClientRect().height) < 2`
	p.waitFor("the first height", fits)
	h1 := height()
	t.Logf("short URN: iframe %.0f px, content %.0f px", h1, content())

	// Every bad character is a diagnostic.
	p.frameInsert("e", "#urn-input", "urn:example:"+strings.Repeat("a b|", 12))
	p.waitFor("the diagnostics", frameJS("e")+`.contentDocument.querySelectorAll("#diagnostics li").length >= 12`)
	p.waitFor("the iframe to grow to its content", fits+` && parseFloat(`+frameJS("e")+`.style.height) > `+fmt.Sprint(h1+100))
	h2 := height()
	t.Logf("long URN: iframe %.0f px, content %.0f px, %d diagnostics", h2, content(), eval[int](p, frameJS("e")+`.contentDocument.querySelectorAll("#diagnostics li").length`))

	p.frameKeys("e", "#urn-input", "urn:example:a")
	p.waitFor("the diagnostics to go", frameJS("e")+`.contentDocument.querySelectorAll("#diagnostics li").length < 12`)
	if !p.poll(fits) {
		h, c := height(), content()
		t.Errorf("after the diagnostics went, the iframe is %.0f px high for %.0f px of content", h, c)
	}
}

// docsPage is another site's documentation page: no Content-Security-
// Policy, inline scripts allowed, embed.js loaded from the playground.
const docsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Another site's documentation</title>
<link rel="icon" href="data:,">
<script type="module" src="%sembed.js"></script>
</head><body><main><h1>Another site</h1></main></body></html>`

// otherSite serves docsPage from an origin of its own and returns its
// address.
func otherSite(t *testing.T) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/doc.html" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, docsPage, baseURL)
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/doc.html"
}

// otherOrigin is the playground's server under another name: localhost
// is not the same origin as 127.0.0.1.
func otherOrigin() string { return strings.Replace(baseURL, "//127.0.0.1:", "//localhost:", 1) }

// recorderJS logs, in the page, every message the window receives: its
// type and height, its origin, where it came from (an element's id, an
// iframe's id, or "top") and which element, if any, accepted it (sent its
// urn-playground-resize event while handling it: the elements' listeners
// were added before this one, so they have run).
const recorderJS = `(() => {
	window.__log = [];
	let accepted = "";
	for (const el of document.querySelectorAll("urn-playground")) {
		el.addEventListener("urn-playground-resize", () => { accepted = el.id; });
	}
	addEventListener("message", (e) => {
		const d = e.data || {};
		let from = e.source === window ? "top" : "?";
		for (const el of document.querySelectorAll("urn-playground")) if (el.frame && e.source === el.frame.contentWindow) from = el.id;
		for (const f of document.querySelectorAll("iframe[id]")) if (e.source === f.contentWindow) from = f.id;
		__log.push({type: d.type, height: d.height, origin: e.origin, from, accepted});
		accepted = "";
	});
})()`

type logged struct {
	Type     string  `json:"type"`
	Height   float64 `json:"height"`
	Origin   string  `json:"origin"`
	From     string  `json:"from"`
	Accepted string  `json:"accepted"`
}

// waitLogged waits until the page's recorder logged a message that
// match accepts, and returns it.
func (t *tab) waitLogged(what string, match func(logged) bool) logged {
	t.tb.Helper()
	var found logged
	if !until(func() bool {
		for _, m := range eval[[]logged](t, `window.__log`) {
			if match(m) {
				found = m
				return true
			}
		}
		return false
	}) {
		t.tb.Fatalf("timed out after %v waiting for %s; the page received %+v", waitTimeout, what, eval[[]logged](t, `window.__log`))
	}
	return found
}

// addFrame adds an iframe with id to the other site's page: src a URL, or
// srcdoc when src starts with "<". It returns when the frame has loaded.
func (t *tab) addFrame(id, src string) {
	t.tb.Helper()
	attr := "src"
	if strings.HasPrefix(src, "<") {
		attr = "srcdoc"
	}
	t.do("adding the iframe "+id, evalVoid(`(() => {
		const f = document.createElement("iframe");
		f.id = `+jsString(id)+`;
		f.addEventListener("load", () => { f.dataset.loaded = "1"; });
		f.setAttribute(`+jsString(attr)+`, `+jsString(src)+`);
		document.querySelector("main").append(f);
	})()`))
	t.waitFor(id+" to load", `document.getElementById(`+jsString(id)+`).dataset.loaded`)
}

// Both sides of the height handshake check who they talk to. The
// element, on another site's page, takes a height only from its own
// iframe's window at the playground's origin: not from the page itself,
// not from a sibling frame (at the page's origin, or a playground at the
// right origin), and not from its own frame once it shows another origin.
// The src attribute moves the playground to another origin, whose heights
// that element then takes.
func TestEmbedOriginChecks(t *testing.T) {
	t.Parallel()
	t.Run("element", func(t *testing.T) {
		t.Parallel()
		doc := otherSite(t)
		p := newTab(t)
		p.do("navigating", chromedpNavigate(doc))
		p.waitFor("embed.js", `customElements.get("urn-playground")`)
		p.addEmbed("f", map[string]string{"value": "urn:example:f", "src": otherOrigin()}, 0)
		p.addEmbed("e", map[string]string{"value": "urn:example:e", "compact": ""}, 0)
		p.do("recording messages", evalVoid(recorderJS))
		playground := strings.TrimSuffix(baseURL, "/")
		other := strings.TrimSuffix(otherOrigin(), "/")

		// Both handshakes: the default src is beside embed.js, and src
		// names another origin.
		for _, e := range []struct{ id, origin string }{{"e", playground}, {"f", other}} {
			p.waitLogged(e.id+"'s height", func(m logged) bool { return m.Accepted == e.id && m.Origin == e.origin })
			p.waitFor(e.id+"'s height", `parseFloat(`+frameJS(e.id)+`.style.height) > 80`)
		}
		if got, want := eval[string](p, frameJS("f")+`.src`), otherOrigin()+"?embed=1#urn=urn%3Aexample%3Af"; got != want {
			t.Errorf("src: the iframe is at %s, want %s", got, want)
		}

		// The page itself.
		p.do("posting a height from the page", evalVoid(`postMessage({type: "urn-playground:height", height: 5000}, "*")`))
		p.waitLogged("the page's message", func(m logged) bool { return m.From == "top" && m.Height == 5000 })
		// A sibling frame at the page's origin.
		p.addFrame("sibling", "<p>A sibling frame</p>")
		p.do("posting a height from a sibling", evalVoid(`document.getElementById("sibling").contentWindow.eval('parent.postMessage({type: "urn-playground:height", height: 4321}, "*")')`))
		p.waitLogged("the sibling's message", func(m logged) bool { return m.From == "sibling" && m.Height == 4321 })
		// Another playground at the right origin, greeted by the page: its
		// heights come from a window that is not the element's.
		p.addFrame("playground", baseURL+"?embed=1#view=editions&urn=urn%3Aexample%3Aother")
		p.do("greeting the other playground", evalVoid(`document.getElementById("playground").contentWindow.postMessage({type: "urn-playground:hello"}, "*")`))
		p.waitLogged("the other playground's height", func(m logged) bool { return m.From == "playground" && m.Origin == playground })
		// Its own frame, asked again: accepted.
		p.do("greeting e's frame", evalVoid(`document.getElementById("e").greet()`))
		p.waitLogged("e's answer", func(m logged) bool { return m.From == "e" && m.Accepted == "e" && m.Origin == playground })

		// Its own frame at another origin: embed.js greets the new document
		// at the playground's origin, which the browser does not deliver;
		// greeted by the page, the new document answers from the other
		// origin, and the element ignores it.
		p.do("navigating e's frame elsewhere", evalVoid(`(`+frameJS("e")+`).src = `+jsString(otherOrigin()+"?embed=1#view=editions")))
		if !p.poll(`(() => {
			document.getElementById("e").frame.contentWindow.postMessage({type: "urn-playground:hello"}, "*");
			return __log.some((m) => m.from === "e" && m.origin === ` + jsString(other) + `);
		})()`) {
			t.Fatalf("e's frame at %s never answered; the page received %+v", other, eval[[]logged](p, `__log`))
		}

		// Every height the page received was taken by the right element
		// or by none. (The element's own frame resizes now and then, so
		// its height alone would prove little.)
		for _, m := range eval[[]logged](p, `__log`) {
			if m.Type != "urn-playground:height" {
				continue
			}
			want := ""
			if (m.From == "e" && m.Origin == playground) || (m.From == "f" && m.Origin == other) {
				want = m.From
			}
			if m.Accepted != want {
				t.Errorf("a height of %.0f from %s (%s) was accepted by %q, want %q", m.Height, m.From, m.Origin, m.Accepted, want)
			}
		}
		if got := eval[[]string](p, `[...document.querySelectorAll("urn-playground")].map((el) => el.frame.style.height)`); slices.Contains(got, "5000px") || slices.Contains(got, "4321px") {
			t.Errorf("the elements' iframes are %q high after foreign messages of 5000 and 4321", got)
		}
	})

	// The playground, framed by another site, tells its height only after
	// its parent greets it: a greeting from a sibling frame is ignored.
	t.Run("playground", func(t *testing.T) {
		t.Parallel()
		doc := otherSite(t)
		p := newTab(t)
		p.do("navigating", chromedpNavigate(doc))
		p.do("recording messages", evalVoid(recorderJS))
		p.addFrame("playground", baseURL+"?embed=1#urn=urn%3Aexample%3Aa")
		p.addFrame("sibling", "<p>A sibling frame</p>")
		p.do("recording the sibling's messages", evalVoid(`document.getElementById("sibling").contentWindow.eval('window.__got = []; addEventListener("message", (e) => __got.push(e.data))')`))
		// The playground's listener is in place once its frame has loaded
		// (main.js adds it before the module's first await).
		p.do("greeting from the sibling", evalVoid(`document.getElementById("sibling").contentWindow.eval('parent.document.getElementById("playground").contentWindow.postMessage({type: "urn-playground:hello"}, "*")')`))
		// Checking that nothing happens needs a pause: on a busy machine a
		// wrong answer may come later than this and go unseen, but a right
		// page never fails here, whatever the machine's speed.
		time.Sleep(500 * time.Millisecond)
		if got := eval[[]logged](p, `__log`); len(got) != 0 {
			t.Errorf("greeted by a sibling frame, the playground posted %+v", got)
		}
		if got := eval[int](p, `document.getElementById("sibling").contentWindow.__got.length`); got != 0 {
			t.Errorf("the sibling received %d messages", got)
		}
		// The parent's greeting is answered: the playground was listening.
		p.do("greeting from the parent", evalVoid(`document.getElementById("playground").contentWindow.postMessage({type: "urn-playground:hello"}, "*")`))
		m := p.waitLogged("the playground's height", func(m logged) bool { return m.From == "playground" })
		if m.Type != "urn-playground:height" || m.Origin != strings.TrimSuffix(baseURL, "/") || m.Height < 80 {
			t.Errorf("greeted by its parent, the playground posted %+v", m)
		}
	})
}
