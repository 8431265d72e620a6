package browser

import (
	"net/url"
	"strconv"
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
		{"explore, next-line characters", "view=explore&urn=" + url.QueryEscape("urn:a:"+rep("\u0085a", limit-8))},
		{"editions, control characters", "view=editions&urn=" + url.QueryEscape("urn:a:"+rep("\x01", limit-8))},
		{"equivalence, kept escapes", "view=equivalence&a=" + url.QueryEscape("urn:example:"+rep("%2c", limit-14)) + "&b=" + url.QueryEscape("URN:EXAMPLE:"+rep("%2C", limit-14))},
		{"build, a NID of next-line characters", "view=build&nid=" + url.QueryEscape(rep("\u0085a", limit-2))},
		{"build, an identifier to encode", "view=build&raw=" + url.QueryEscape(rep("а ", limit-2))},
		{"extract, many URNs", "view=extract&text=" + url.QueryEscape(rep("urn:a:ü ", limit-8))},
		{"template, many sections and examples", "view=template&tpl=" + url.QueryEscape(manySections(limit))},
		{"learn, a class of unknown lessons", "view=learn&course=" + strings.TrimSuffix(strings.Repeat(strings.Repeat("x", 79)+",", 100), ",")},
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

// manySections is a registration draft of about units characters: many
// example URNs in its syntax section (a row each in the review) and many
// sections the layout does not have (an editable "other section" each).
func manySections(units int) string {
	var b strings.Builder
	b.WriteString(`{"syntax":"` + strings.Repeat("urn:x:a ", units/16) + `"`)
	for i := 0; b.Len() < units-16; i++ {
		b.WriteString(`,"x` + strconv.Itoa(i) + `":"t"`)
	}
	b.WriteString("}")
	return b.String()
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

// Build draws a long URN it built, and its display form, by their two
// ends with the count of what lies between (laid out whole, a link's
// 229,400-character URN took the page 0.8 s), and Copy still takes the
// whole URN.
func TestBuildShowsALongURNByItsEnds(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	raw := strings.Repeat("а", 3000) + "x" + strings.Repeat("а", 3000) // 6 escaped units each
	p.open("", "#view=build&nid=ex&raw="+url.QueryEscape(raw))
	p.waitFor("the display form", `document.querySelector("#build-display")`)
	const urnLen = len("urn:ex:") + 6000*6 + 1
	if got, want := p.text("#build-urn .left-out"), "… 34,006 characters not shown here (Copy takes them all) …"; got != want {
		t.Errorf("the built URN's gap reads %q, want %q", got, want)
	}
	if got := eval[int](p, `document.getElementById("build-urn").textContent.length`); got > 2100 {
		t.Errorf("the built URN (%d characters) is drawn in %d", urnLen, got)
	}
	if got := p.text("#build-display .left-out"); !strings.Contains(got, "characters not shown here") {
		t.Errorf("the display form has no gap: %q", got)
	}
	if got := eval[int](p, `document.querySelectorAll("#build-display mark").length`); got == 0 {
		t.Errorf("the display form's look-alikes at its ends are not marked")
	}
	p.do("stub the clipboard", evalVoid(`navigator.clipboard.writeText = async (s) => { window.__copied = s; }`))
	p.click("#build-copy")
	p.waitFor("the copy", `window.__copied`)
	if got := eval[int](p, `window.__copied.length`); got != urnLen {
		t.Errorf("Copy took %d characters, want the whole URN's %d", got, urnLen)
	}
}
