package browser

import (
	"net/url"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// TestExploreWhereItLeads: a URN with a documented resolver gets its link,
// marked as leaving the page, with the source of the URL form; the link
// carries the URN percent-encoded where it lands; an NSS that violates
// its namespace gets none, and a namespace without a public service says
// why. Offline, the links say they need a network.
func TestExploreWhereItLeads(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "#"+url.Values{"urn": {"urn:nbn:se:lnu:diva-80554"}}.Encode())
	p.waitFor("the links", `document.querySelectorAll("#leads .leads-link > a").length === 2`)
	hrefs := eval[[]string](p, `[...document.querySelectorAll("#leads .leads-link > a")].map((a) => a.href)`)
	if want := "https://urn.kb.se/resolve?urn=urn%3Anbn%3Ase%3Alnu%3Adiva-80554"; hrefs[0] != want {
		t.Errorf("the first link is %q, want %q", hrefs[0], want)
	}
	if got := eval[string](p, `(() => { const a = document.querySelector("#leads .leads-link > a"); return a.target + " " + a.rel; })()`); got != "_blank noopener noreferrer external" {
		t.Errorf("the link's target and rel are %q", got)
	}
	if got := p.text("#leads .leads-link"); !strings.Contains(got, "opens another site") || !strings.Contains(got, "URL form:") {
		t.Errorf("the link reads %q: want it marked as leaving the page, with its source", got)
	}
	p.do("showing the links", chromedp.ScrollIntoView("#leads"))
	p.screenshot("leads-nbn.png")

	// Offline, the page says the links need a network.
	p.networkState(true)
	p.waitFor("the offline note", `!!document.querySelector("#leads .leads-offline")`)
	p.networkState(false)
	p.waitFor("the offline note gone", `!document.querySelector("#leads .leads-offline")`)

	// A compact embed says where it leads too, without the URL table.
	p.open("compact=1&embed=1", "#"+url.Values{"urn": {"urn:doi:10.1000/182"}}.Encode())
	p.waitFor("the link in a compact embed", `document.querySelector("#leads .leads-link > a")?.href === "https://doi.org/10.1000/182"`)
	if shown := eval[bool](p, `getComputedStyle(document.querySelector("#as-url")).display !== "none"`); shown {
		t.Error("a compact embed shows the URL parser's table")
	}

	// A violation blocks the link; a namespace without a service says why.
	for _, c := range []struct{ urn, want string }{
		{"urn:isni:0000000121032684", "violates the isni namespace's syntax"},
		{"urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66", "not globally resolvable"},
	} {
		p.clear("#urn-input")
		p.insert("#urn-input", c.urn)
		p.waitFor(c.urn, `document.querySelector("#leads .leads-none")?.textContent.includes(`+jsString(c.want)+`)`)
		if n := eval[int](p, `document.querySelectorAll("#leads .leads-link").length`); n != 0 {
			t.Errorf("%s: %d links", c.urn, n)
		}
	}
}

// TestExploreAsAURL: the browser's own URL parser beside RFC 8141's parts,
// on a URN with an upper-case scheme, a %-escape and r-, q- and
// f-components; and Compare's line on href equality beside equivalence.
func TestExploreAsAURL(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "#"+url.Values{"urn": {"URN:example:a%2cb?+r?=q#f"}}.Encode())
	p.waitFor("the URL table", `document.querySelectorAll("#as-url tbody").length === 4`)
	rows := eval[map[string]string](p, `Object.fromEntries([...document.querySelectorAll("#as-url tbody")].map((r) => [r.dataset.field, r.textContent]))`)
	for field, want := range map[string]string{"protocol": "lower-cases the scheme", "search": "end up in search", "hash": "f-component", "pathname": "example:a%2cb"} {
		if !strings.Contains(rows[field], want) {
			t.Errorf("the %s row reads %q, want %q", field, rows[field], want)
		}
	}
	p.do("showing the table", chromedp.ScrollIntoView("#as-url"))
	p.screenshot("as-url.png")
	// What the parser percent-encodes differs from the URN, and says why.
	p.clear("#urn-input")
	p.insert("#urn-input", "urn:example:é")
	p.waitFor("the pathname differs", `document.querySelector('#as-url tbody[data-field="pathname"]')?.dataset.same === "false"`)
	if got := p.text(`#as-url tbody[data-field="pathname"]`); !strings.Contains(got, `percent-encodes "é"`) {
		t.Errorf("the pathname row reads %q", got)
	}

	p.open("", "#"+url.Values{"view": {"equivalence"}, "a": {"urn:EXAMPLE:a"}, "b": {"urn:example:a"}}.Encode())
	p.waitFor("the URL line", `document.querySelector(".as-url-eq")?.dataset.agree === "false"`)
	if got := p.text(".as-url-eq"); !strings.Contains(got, "is false") || !strings.Contains(got, "lower-casing the NID") {
		t.Errorf("Compare's URL line reads %q", got)
	}
}

// networkState tells the page it is off line or on line again
// (navigator.onLine and its events), without the service worker setOffline
// takes down too: the page's links need a network, the test does not.
func (t *tab) networkState(offline bool) {
	t.tb.Helper()
	if _, err := chromedp.Call(t.ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{
		Offline: offline, DownloadThroughput: -1, UploadThroughput: -1,
	}); err != nil {
		t.tb.Fatalf("overriding the network state: %v", err)
	}
}
