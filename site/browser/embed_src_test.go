package browser

import (
	"strconv"
	"testing"
)

// errorJS is the text of the element id's message for a src it refuses.
func errorJS(id string) string {
	return `(document.getElementById(` + jsString(id) + `).shadowRoot?.querySelector(".error")?.textContent ?? "")`
}

// A src that is not http(s) is refused with a
// message in the element: on a page without a Content-Security-Policy,
// a javascript: src used to run its script in the host page, and then
// greet() threw on the frame's null origin.
func TestEmbedRefusesNonHTTPSrc(t *testing.T) {
	t.Parallel()
	doc := otherSite(t)
	p := newTab(t)
	p.do("navigating", chromedpNavigate(doc))
	p.waitFor("embed.js", `customElements.get("urn-playground")`)
	p.do("setting up the canary", evalVoid(`window.__ran = []`))
	bad := []string{
		"javascript:top.__ran.push(1)//",
		" JavaScript:top.__ran.push(2)//",
		"data:text/html,<script>parent.postMessage('ran', '*')</script>",
		"blob:" + baseURL + "x",
		"http://[not an address",
	}
	for i, src := range bad {
		id := "bad" + strconv.Itoa(i)
		p.addEmbed(id, map[string]string{"src": src, "value": "urn:example:a"}, 0)
		p.waitFor("the refusal of "+src, errorJS(id)+`.includes("http")`)
		if eval[bool](p, frameJS(id)+` != null`) {
			t.Errorf("src %q: the element made an iframe", src)
		}
	}
	if ran := eval[[]int](p, `window.__ran`); len(ran) != 0 {
		t.Errorf("a javascript: src ran in the host page: %v", ran)
	}

	// The same element takes a good src after a bad one, and drops its
	// iframe for a bad one again.
	p.do("setting a good src", evalVoid(`document.getElementById("bad0").setAttribute("src", "index.html")`))
	// (Its loading and handshake are TestEmbedAttributes' business.)
	want := baseURL + "index.html?embed=1#urn=urn%3Aexample%3Aa"
	p.waitFor("the iframe at src=index.html", frameJS("bad0")+`?.src === `+jsString(want))
	if got := eval[string](p, errorJS("bad0")); got != "" {
		t.Errorf("with a good src the element still says %q", got)
	}
	p.do("setting a bad src", evalVoid(`document.getElementById("bad0").setAttribute("src", "javascript:top.__ran.push(9)//")`))
	p.waitFor("the refusal after a good src", errorJS("bad0")+`.includes("http") && `+frameJS("bad0")+` == null`)
	if ran := eval[[]int](p, `window.__ran`); len(ran) != 0 {
		t.Errorf("a javascript: src ran in the host page: %v", ran)
	}
}
