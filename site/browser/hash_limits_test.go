package browser

import (
	"net/url"
	"strings"
	"testing"
)

// Every view opened by a link whose values are at the hash's limit
// (65,536 characters each) of its costliest kind draws a page whose text
// is bounded by its input, not by the input times the number of
// problems: #view=build&nid= with "\u0085a" repeated was one 10 s task
// and 46 MB of text, each of a thousand diagnostics quoting the whole
// NID. The bound is on the text drawn, which does not depend on the
// machine's speed; the longest main-thread task is logged for the
// closing figures.
func TestHashLinksAtTheLimitDrawBoundedPages(t *testing.T) {
	const limit = 1 << 16
	rep := func(s string, units int) string { return strings.Repeat(s, units/len([]rune(s))) }
	for _, c := range []struct{ name, hash string }{
		{"explore, a space every other character", "view=explore&urn=" + url.QueryEscape("urn:a:"+rep(" a", limit-8))},
		{"editions, control characters", "view=editions&urn=" + url.QueryEscape("urn:a:"+rep("\x01", limit-8))},
		{"equivalence, kept escapes", "view=equivalence&a=" + url.QueryEscape("urn:example:"+rep("%2c", limit-14)) + "&b=" + url.QueryEscape("URN:EXAMPLE:"+rep("%2C", limit-14))},
		{"build, a NID of next-line characters", "view=build&nid=" + url.QueryEscape(rep("\u0085a", limit-2))},
		{"build, an identifier to encode", "view=build&raw=" + url.QueryEscape(rep("а ", limit-2))},
		{"extract, many URNs", "view=extract&text=" + url.QueryEscape(rep("urn:a:ü ", limit-8))},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			p := newTab(t)
			p.open("", "#"+c.hash)
			p.do("settling", evalVoid(`new Promise((r) => setTimeout(r, 500))`))
			text := eval[int](p, `document.body.innerText.length`)
			nodes := eval[int](p, `document.getElementsByTagName("*").length`)
			t.Logf("%s: %d characters of text, %d elements, longest task %.0f ms", c.name, text, nodes, eval[float64](p, `window.__longestTask`))
			if text > 1<<20 {
				t.Errorf("the page draws %d characters of text for a hash of %d", text, len(c.hash))
			}
			if nodes > 60000 {
				t.Errorf("the page has %d elements", nodes)
			}
		})
	}
}

// Build shows a control character in the URN it built as the terminal
// tool writes it, not as nothing: a NID of U+0085 reads \u0085; and an
// encoded space by its code point, not as an empty cell.
func TestBuildShowsControlCharacters(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "#view=build&nid="+url.QueryEscape("a\u0085b\x01c")+"&raw="+url.QueryEscape("x y"))
	p.waitFor("the built URN", `document.getElementById("build-urn")`)
	if got := p.text("#build-urn"); got != `urn:a\u0085b\x01c:x%20y` {
		t.Errorf("the built URN reads %q, want urn:a\\u0085b\\x01c:x%%20y", got)
	}
	if got := p.text("#build-result .chars code"); got != "space U+0020" {
		t.Errorf("the encoded space's cell reads %q, want space U+0020", got)
	}
}
