package browser

import (
	"net/url"
	"testing"
)

// The default embed (not compact) shows the playground's content, not
// the site's header: no logo and title, the tabs and the controls above,
// the input right at the top (a 700-px box for one URN has no room for a
// header). The title stays for screen readers.
func TestEmbedShowsContentNotHeader(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("embed=1", "")
	if shown := eval[bool](p, `document.querySelector(".top .brand").getBoundingClientRect().width > 1`); shown {
		t.Error("the embed shows the site's title and logo")
	}
	if eval[string](p, `document.querySelector(".top h1").textContent`) == "" {
		t.Error("the embed lost its h1")
	}
	if top := p.box("#urn-input").Top; top > 130 {
		t.Errorf("the embed's input starts %.0f px down, want it right at the top (≤ 130 px)", top)
	}
}

// The Embed dialog offers the element's compact and theme options, writes
// them into both snippets, and shows a live preview of the snippet: the
// playground as the iframe snippet embeds it.
func TestEmbedDialogOptionsAndPreview(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "#urn="+url.QueryEscape("urn:example:a%2c"))
	p.click("#embed-link")
	p.waitFor("the dialog", `document.getElementById("embed-dialog").open`)
	if !eval[bool](p, `!!document.getElementById("embed-compact") && !!document.getElementById("embed-theme")`) {
		t.Fatal("the Embed dialog has no compact or theme option (#embed-compact, #embed-theme)")
	}
	p.click("#embed-compact")
	p.choose("#embed-theme", "dark")
	p.waitFor("the options in the element snippet", `/<urn-playground [^>]*\bcompact\b[^>]*theme="dark"/.test(document.getElementById("embed-element").value)`)
	src := eval[string](p, `document.getElementById("embed-iframe").value.match(/src="([^"]*)"/)[1].replace(/&amp;/g, "&")`)
	u, err := url.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	if q := u.Query(); q.Get("compact") != "1" || q.Get("theme") != "dark" || q.Get("embed") != "1" {
		t.Errorf("the iframe snippet's src %s lacks embed=1, compact=1 or theme=dark", src)
	}
	// The preview is that iframe, live.
	p.waitFor("the preview on the snippet's src", `document.getElementById("embed-preview")?.src === `+jsString(src))
	p.waitFor("the preview drawn compact and dark", `(() => {
		const d = document.getElementById("embed-preview").contentDocument;
		return d && d.body && d.body.classList.contains("ready") && d.body.classList.contains("compact") &&
			d.documentElement.dataset.theme === "dark" && d.getElementById("urn-input").value === "urn:example:a%2c";
	})()`)
	p.click("#embed-compact")
	p.waitFor("compact off in the preview's src", `!document.getElementById("embed-preview").src.includes("compact=1") && !/\bcompact\b/.test(document.getElementById("embed-element").value.split("<urn-playground")[1])`)
}
