package browser

import (
	"net/url"
	"strings"
	"testing"
)

// Pasted prose in Explore is said for what it is: the true count of its
// errors (not the thousand listed), grouped by code, and an offer to find
// the URNs in it, which the Extract view then lists. 10 kB of prose read
// "✖ not a valid RFC 8141 URN (1000 errors)" and offered "Insert urn:".
func TestExplorePastedProse(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	prose := strings.Repeat("The book urn:isbn:0451450523 is cited in the text again and again. ", 150)
	p.open("", "#view=explore&urn="+url.QueryEscape(prose))
	p.waitFor("the offer", `!document.getElementById("in-text").hidden`)
	// 11 spaces a sentence, 150 sentences: 1,650 spaces. The text reads
	// as a NID "The book urn" (no "urn:" first: missing-scheme) holding
	// 2 of them, the last is trailing white space, and the other 1,647
	// are in the NSS.
	summary := p.text("#summary")
	if want := "(1,651 errors: 1,647 nss-char, 2 nid-char, 1 missing-scheme, 1 trailing-space)"; !strings.Contains(summary, want) {
		t.Errorf("the summary reads %q, want the true count by code %q", summary, want)
	}
	if got := p.text("#in-text"); !strings.Contains(got, "it holds 150") {
		t.Errorf("the offer reads %q, want it to say the text holds 150 URNs", got)
	}
	p.click("#find-in-text")
	p.waitFor("the Extract view", `!document.getElementById("view-extract").hidden && document.querySelectorAll("#extract-list li").length > 0`)

	// One URN, or one at the start with a typo after it, is no text to
	// search.
	for _, urn := range []string{"urn:isbn:0451450524", "urn:example:weather:ça?+region=eu?=lang=en#today", " urn:example:a b"} {
		p.open("", "#view=explore&urn="+url.QueryEscape(urn))
		p.waitFor("the reading", `document.getElementById("urn-input").value === `+jsString(urn)+` && document.getElementById("summary").textContent !== ""`)
		if !eval[bool](p, `document.getElementById("in-text").hidden`) {
			t.Errorf("%q is offered a search in text: %q", urn, p.text("#in-text"))
		}
	}
}
