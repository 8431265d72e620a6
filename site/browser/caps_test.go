package browser

import (
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// maxViewElements bounds the elements one view may draw for a link: the
// caps (explore.js ROW_CAP and DIAG_CAP) allow a few thousand; the links
// below would draw hundreds of thousands without them.
const maxViewElements = 12000

// moreRe reads a "… and N more" notice (N with thousands separators).
var moreRe = regexp.MustCompile(`and ([\d,]+) more`)

// leftOut returns the count the notice sel gives, failing when there is
// none.
func leftOut(t *testing.T, p *tab, sel string) int {
	t.Helper()
	got := p.text(sel)
	m := moreRe.FindStringSubmatch(got)
	if m == nil {
		t.Fatalf("%s = %q, want a count of what was left out", sel, abbrev(got))
	}
	n, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
	return n
}

// elementCount is how many elements the view holds.
func elementCount(p *tab, view string) int {
	return eval[int](p, `document.querySelectorAll("#view-`+view+` *").length`)
}

// A link that fills a view with a long input draws a bounded number of
// elements and says how many it left out; every item it has is either
// drawn or counted.
func TestLinkCapsBuild(t *testing.T) {
	t.Parallel()
	// The probe's links: 65,536 "€" (328,867 elements before the caps),
	// and Cyrillic "а", each a look-alike with a display note; fewer of
	// those, since the engine's display alone takes seconds for 65,536
	// (and 8,192 drew 80,000 elements before the caps).
	for _, c := range []struct {
		name, char string
		n          int
	}{{"euro", "€", 1 << 16}, {"cyrillic", "а", 1 << 13}} {
		t.Run(c.name, func(t *testing.T) {
			p := newTab(t)
			n := c.n
			p.open("", "#view=build&raw="+url.QueryEscape(strings.Repeat(c.char, n)))
			p.waitFor("the built URN", `document.getElementById("build-urn")`)
			if got := elementCount(p, "build"); got > maxViewElements {
				t.Errorf("Build a URN draws %d elements for %d × %q", got, n, c.char)
			}
			shown := eval[int](p, `document.querySelectorAll("#build-result .chars > [role=listitem]").length`)
			if more := leftOut(t, p, "#build-result .chars-more"); shown+more != n {
				t.Errorf("encoded characters: %d shown + %d left out, want %d", shown, more, n)
			}
			if c.char == "а" {
				notes := eval[int](p, `document.querySelectorAll("#build-notes > li:not(.more)").length`)
				if more := leftOut(t, p, "#build-notes > li.more"); notes+more != n {
					t.Errorf("display notes: %d shown + %d left out, want %d", notes, more, n)
				}
				if marks := eval[int](p, `document.querySelectorAll("#build-display mark").length`); marks > notes {
					t.Errorf("the display form marks %d characters, more than the %d notes shown", marks, notes)
				}
			}
		})
	}
}

func TestLinkCapsEquivalence(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	const n = 16000
	// Every escape is normalized: a change each in the case step. (core
	// bounds the diff itself: maxDiffEdits.)
	a := "urn:example:" + strings.Repeat("a%2c", n)
	b := "urn:example:" + strings.Repeat("b%2c", n)
	p.open("", "#view=equivalence&a="+url.QueryEscape(a)+"&b="+url.QueryEscape(b))
	p.waitFor("the verdict", `document.querySelector("#eq-result .eq-verdict")`)
	if got := elementCount(p, "equivalence"); got > maxViewElements {
		t.Errorf("Compare draws %d elements for %d escapes to normalize", got, n)
	}
	first := `#eq-result .steps > div:first-child `
	shown := eval[int](p, `document.querySelectorAll(`+jsString(first+"li.change")+`).length`)
	if more := leftOut(t, p, first+"li.more"); shown+more != n {
		t.Errorf("the first input's changes: %d shown + %d left out, want %d", shown, more, n)
	}
}

func TestLinkCapsExtract(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	const n = 8000
	p.open("", "#view=extract&text="+url.QueryEscape(strings.Repeat("urn:a:b ", n)))
	p.waitFor("the list", `document.querySelector("#extract-list li")`)
	if got := elementCount(p, "extract"); got > maxViewElements {
		t.Errorf("Find URNs draws %d elements for %d URNs", got, n)
	}
	shown := eval[int](p, `document.querySelectorAll("#extract-list > li:not(.more)").length`)
	if more := leftOut(t, p, "#extract-list > li.more"); shown+more != n {
		t.Errorf("%d URNs listed + %d left out, want %d", shown, more, n)
	}
}

func TestLinkCapsEditions(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "#view=editions&urn="+url.QueryEscape("urn:example:"+strings.Repeat("%zz", 100)))
	p.waitFor("the table", `document.querySelector("#editions-table tbody td")`)
	leftOut(t, p, "#editions-table td li.more")
}

func TestLinkCapsTemplate(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	// Many sections the layout does not have, each an editable "other
	// section", and many example URNs in the syntax section, each a row
	// of the examples table: as many as a link may bring (stored, a
	// link's draft takes at most 64 Ki characters: storage-budget.js).
	var b strings.Builder
	const n, examples = 1200, 1500
	b.WriteString(`{"syntax":"` + strings.Repeat("urn:x:a ", examples) + `"`)
	for i := range n {
		b.WriteString(`,"x` + strconv.Itoa(i) + `":"t"`)
	}
	b.WriteString("}")
	p.templateView("", "#view=template&tpl="+url.QueryEscape(b.String()))
	p.step("review")
	p.waitFor("the other sections", `document.querySelector(".tpl-extra")`)
	if got := elementCount(p, "template"); got > maxViewElements {
		t.Errorf("the registration view draws %d elements for %d other sections", got, n)
	}
	shown := eval[int](p, `document.querySelectorAll(".tpl-extra").length`)
	if more := leftOut(t, p, "#view-template .tpl-extra-more"); shown+more != n {
		t.Errorf("%d other sections shown + %d left out, want %d", shown, more, n)
	}
	rows := eval[int](p, `document.querySelectorAll(".tpl-examples-table tbody tr").length`)
	if more := leftOut(t, p, "#view-template .tpl-examples-table + .more"); rows+more != examples {
		t.Errorf("%d example rows + %d left out, want %d", rows, more, examples)
	}
}
