package browser

import (
	"strings"
	"testing"
)

// The other ways in: the single-file build, embed mode, and the example
// documentation page with its <urn-playground> elements and iframe. Each
// loads with no console error (frames included) and works.
func TestEntryPoints(t *testing.T) {
	t.Parallel()
	t.Run("single-file", func(t *testing.T) {
		t.Parallel()
		p := newTab(t)
		p.do("navigating", chromedpNavigate(baseURL+"urn-playground.html#view=editions"))
		p.waitReady()
		if got := len(p.texts("#editions-table td")); got == 0 {
			t.Error("the single-file build shows no compare table")
		}
		p.click("#tab-explore")
		p.typeKeys("#urn-input", "urn:isbn:1")
		if got := strings.Join(spanTexts(p, "k-nid"), ""); got != "isbn" {
			t.Errorf("typing in the single-file build gives .k-nid %q, want isbn", got)
		}
		for _, v := range []string{"equivalence", "build", "extract", "template"} {
			p.click("#tab-" + v)
			p.waitFor(v, `!document.getElementById("view-`+v+`").hidden`)
		}
	})
	t.Run("embed-mode", func(t *testing.T) {
		t.Parallel()
		p := newTab(t)
		p.open("embed=1", "#view=equivalence&a=urn:example:a&b=URN:EXAMPLE:a")
		if !eval[bool](p, `document.body.classList.contains("embed")`) {
			t.Error("?embed=1 did not turn on embed mode")
		}
		if got := p.text("#eq-result .eq-verdict"); !strings.HasPrefix(got, "✔ Equivalent") {
			t.Errorf("the embedded equivalence says %q", got)
		}
		href := eval[string](p, `(() => { const a = document.getElementById("open-full"); return a.hidden ? "" : a.href; })()`)
		if !strings.HasPrefix(href, baseURL) || strings.Contains(href, "embed=1") || !strings.Contains(href, "view=equivalence") {
			t.Errorf("“Open in playground” links to %q, want the full page with the state", href)
		}
	})
	t.Run("docs-example", func(t *testing.T) {
		t.Parallel()
		p := newTab(t)
		p.do("navigating", chromedpNavigate(baseURL+"docs-example.html"))
		p.waitFor("the API table", `document.querySelectorAll("#api-table tbody tr").length === 4`)
		for _, id := range []string{"embed-one", "embed-two", "embed-three"} {
			p.do("scrolling to "+id, evalVoid(`document.getElementById("`+id+`").scrollIntoView()`))
			frame := `document.getElementById("` + id + `").shadowRoot?.querySelector("iframe")`
			p.waitFor(id+"'s playground", frame+`?.contentDocument?.body?.classList.contains("ready")`)
			// The element grows to its content through the height handshake.
			p.waitFor(id+"'s height", `parseFloat(`+frame+`.style.height) > 80`)
		}
		p.do("scrolling to the iframe", evalVoid(`document.getElementById("plain-iframe").scrollIntoView()`))
		p.waitFor("the plain iframe", `document.getElementById("plain-iframe").contentDocument?.querySelector("#eq-result .eq-verdict")`)
		p.do("scrolling back", evalVoid(`scrollTo(0, 0)`))
		p.screenshot("docs-example-light.png")
	})
}
