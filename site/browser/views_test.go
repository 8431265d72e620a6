package browser

import (
	"strings"
	"testing"
)

// choose picks value in the <select> sel, as a user does: the value
// changes and a change event fires.
func (t *tab) choose(sel, value string) {
	t.tb.Helper()
	ok := eval[bool](t, `(() => {
		const s = document.querySelector(`+jsString(sel)+`);
		if (![...s.options].some((o) => o.value === `+jsString(value)+`)) return false;
		s.focus();
		s.value = `+jsString(value)+`;
		s.dispatchEvent(new Event("input", {bubbles: true}));
		s.dispatchEvent(new Event("change", {bubbles: true}));
		return true;
	})()`)
	if !ok {
		t.tb.Fatalf("%s has no option %q", sel, value)
	}
}

// compareTable returns #editions-table as rows of cells: the header row
// first, then one row per part; each body cell is prefixed with "*" when
// it is marked td.differs (it differs from the chosen edition's cell). A
// part's row is named by its kind (tr[data-kind], "nss"), not by the name
// it shows.
func compareTable(t *tab) [][]string {
	t.tb.Helper()
	return eval[[][]string](t, `[...document.querySelectorAll("#editions-table tr")].map((tr) =>
		[...tr.cells].map((c, i) => i === 0 && tr.dataset.kind ? tr.dataset.kind :
			(c.matches("td.differs") ? "*" : "") + c.textContent.replace(/\s+/g, " ").trim()))`)
}

// cell finds the row whose header starts with label and the column whose
// header starts with edition.
func cell(tb testing.TB, table [][]string, label, edition string) string {
	tb.Helper()
	if len(table) == 0 {
		tb.Fatal("the compare table is empty")
	}
	col := -1
	for i, h := range table[0] {
		if strings.HasPrefix(h, edition) {
			col = i
		}
	}
	if col < 0 {
		tb.Fatalf("the compare table has no column for %s: header %q", edition, table[0])
	}
	for _, row := range table[1:] {
		if len(row) > col && strings.HasPrefix(row[0], label) {
			return row[col]
		}
	}
	tb.Fatalf("the compare table has no row %q: %q", label, table)
	return ""
}

func TestEditionSwitchAndCompare(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	const u = "urn:example:a123,z456?+abc"
	p.open("", "")
	p.insert("#urn-input", u)
	p.waitFor("the reading of the typed URN", `document.querySelector("#parts tbody").textContent.includes("a123,z456")`)

	// RFC 8141 (the default): "?+" starts an r-component.
	if got := strings.Join(spanTexts(p, "k-r-component"), ""); got != "abc" {
		t.Errorf("under RFC 8141 the r-component spans read %q, want abc", got)
	}
	if got := spanTexts(p, "k-q-component"); len(got) != 0 {
		t.Errorf("under RFC 8141 there are q-component spans %q", got)
	}

	// draft-12: "?" starts a q-component that includes the "+".
	p.choose("#edition", "draft-12")
	p.waitFor("the draft-12 reading", `document.getElementById("summary").textContent.includes("draft-12")`)
	if got := strings.Join(spanTexts(p, "k-q-component"), ""); got != "+abc" {
		t.Errorf("under draft-12 the q-component spans read %q, want +abc", got)
	}
	if got := spanTexts(p, "k-r-component"); len(got) != 0 {
		t.Errorf("under draft-12 there are r-component spans %q", got)
	}
	if got := p.hash(); !strings.Contains(got, "ed=draft-12") {
		t.Errorf("location.hash = %q, want ed=draft-12 in it", got)
	}

	// RFC 2141 has no components: the whole rest is NSS, and "?" is not
	// allowed in it.
	p.choose("#edition", "rfc2141")
	p.waitFor("the RFC 2141 reading", `document.getElementById("summary").textContent.includes("RFC 2141")`)
	if got := spanTexts(p, "k-q-component"); len(got) != 0 {
		t.Errorf("under RFC 2141 there are q-component spans %q", got)
	}

	// Compare editions: the same string under all four, differing cells
	// marked.
	p.click("#tab-editions")
	p.waitFor("the compare view", `!document.getElementById("view-editions").hidden && document.querySelector("#editions-table td")`)
	if got := p.value("#editions-input"); got != u {
		t.Errorf("#editions-input = %q, want the Explore URN %q", got, u)
	}
	table := compareTable(p)
	if got := cell(t, table, "r-component", "RFC 8141"); got != "*abc" {
		t.Errorf("r-component under RFC 8141 = %q, want abc marked as differing", got)
	}
	if got := cell(t, table, "q-component", "draft-12"); got != "*+abc" {
		t.Errorf("q-component under draft-12 = %q, want +abc marked as differing", got)
	}
	// A cell is marked where it differs from the chosen edition's (RFC
	// 2141, which has no components).
	if got := cell(t, table, "r-component", "draft-12"); got != "—" {
		t.Errorf("r-component under draft-12 = %q, want an unmarked dash, as under RFC 2141", got)
	}
	if got := cell(t, table, "nid", "RFC 2141"); got != "example" {
		t.Errorf("nid under RFC 2141 = %q, want example, not marked (all editions agree)", got)
	}
	// The current edition's column is marked in the header.
	if got := eval[string](p, `document.querySelector("#editions-table th.current")?.textContent ?? ""`); !strings.HasPrefix(got, "RFC 2141") {
		t.Errorf("the current column is %q, want RFC 2141", got)
	}
	if got := p.hash(); !strings.Contains(got, "view=editions") {
		t.Errorf("location.hash = %q, want view=editions", got)
	}

	// Typing in the compare view re-reads under every edition.
	p.typeKeys("#editions-input", "urn:example:x#f")
	table = compareTable(p)
	if got := cell(t, table, "f-component", "RFC 8141"); got != "*f" {
		t.Errorf("f-component under RFC 8141 = %q after typing, want f marked", got)
	}
	if got := cell(t, table, "nss", "RFC 8141"); got != "*x" {
		t.Errorf("nss under RFC 8141 = %q after typing, want x marked (RFC 2141 reads x#f)", got)
	}
	if got := cell(t, table, "nss", "RFC 2141"); got != "x#f" {
		t.Errorf("nss under RFC 2141 = %q after typing, want x#f, unmarked: it is the chosen edition", got)
	}

	// Choosing another edition moves the marks to the cells that differ
	// from its column.
	p.choose("#edition", "rfc8141")
	p.waitFor("the RFC 8141 column as the chosen one", `document.querySelector("#editions-table th.current")?.textContent.startsWith("RFC 8141")`)
	table = compareTable(p)
	if got := cell(t, table, "nss", "RFC 8141"); got != "x" {
		t.Errorf("nss under RFC 8141 = %q, want x, unmarked: it is the chosen edition", got)
	}
	if got := cell(t, table, "nss", "RFC 2141"); got != "*x#f" {
		t.Errorf("nss under RFC 2141 = %q, want x#f marked: it differs from RFC 8141's", got)
	}
	if got := cell(t, table, "f-component", "draft-12"); got != "f" {
		t.Errorf("f-component under draft-12 = %q, want f, unmarked: the same as RFC 8141's", got)
	}
}

// The examples of RFC 2141 §6 and RFC 8141 §3.2, each pair typed into the
// Equivalence view under its own edition.
func TestEquivalenceSpecExamples(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "#view=equivalence")
	cases := []struct {
		ed, a, b string
		want     bool
	}{
		// RFC 2141 §6: the first three are lexically equivalent to each other.
		{"rfc2141", "URN:foo:a123,456", "urn:foo:a123,456", true},
		{"rfc2141", "URN:foo:a123,456", "urn:FOO:a123,456", true},
		{"rfc2141", "urn:foo:a123,456", "urn:FOO:a123,456", true},
		// ... and not to these.
		{"rfc2141", "URN:foo:a123,456", "urn:foo:A123,456", false},
		{"rfc2141", "URN:foo:a123,456", "urn:foo:a123%2C456", false},
		{"rfc2141", "urn:FOO:a123,456", "URN:FOO:a123%2c456", false},
		// The last two are equivalent to each other (%-escapes compare case-insensitively).
		{"rfc2141", "urn:foo:a123%2C456", "URN:FOO:a123%2c456", true},

		// RFC 8141 §3.2.
		{"rfc8141", "urn:example:a123,z456", "URN:example:a123,z456", true},
		{"rfc8141", "urn:example:a123,z456", "urn:EXAMPLE:a123,z456", true},
		{"rfc8141", "urn:example:a123,z456", "urn:example:a123,z456?+abc", true},
		{"rfc8141", "urn:example:a123,z456", "urn:example:a123,z456?=xyz", true},
		{"rfc8141", "urn:example:a123,z456", "urn:example:a123,z456#789", true},
		{"rfc8141", "urn:example:a123,z456", "urn:example:a123,z456/foo", false},
		{"rfc8141", "urn:example:a123,z456/foo", "urn:example:a123,z456/bar", false},
		{"rfc8141", "urn:example:a123,z456/bar", "urn:example:a123,z456/baz", false},
		{"rfc8141", "urn:example:a123%2Cz456", "URN:EXAMPLE:a123%2cz456", true},
		{"rfc8141", "urn:example:a123,z456", "urn:example:a123%2Cz456", false},
		{"rfc8141", "urn:example:a123,z456", "urn:example:A123,z456", false},
		{"rfc8141", "urn:example:a123,z456", "urn:example:a123,Z456", false},
		{"rfc8141", "urn:example:A123,z456", "urn:example:a123,Z456", false},
	}
	ed := ""
	for _, c := range cases {
		if c.ed != ed {
			p.choose("#edition", c.ed)
			ed = c.ed
		}
		p.insert("#eq-a", c.a)
		p.insert("#eq-b", c.b)
		verdict := p.text("#eq-result .eq-verdict")
		want := "✖ Not equivalent"
		if c.want {
			want = "✔ Equivalent"
		}
		if !strings.HasPrefix(verdict, want+" under ") || !strings.Contains(verdict, " — ") {
			t.Errorf("%s: %s vs %s: verdict %q, want %s", c.ed, c.a, c.b, verdict, want)
		}
		if c.want && !strings.Contains(verdict, map[string]string{"rfc2141": "RFC 2141", "rfc8141": "RFC 8141"}[c.ed]) {
			t.Errorf("%s: %s vs %s: the verdict %q does not name the edition", c.ed, c.a, c.b, verdict)
		}
	}
	// The last pair differs in the NSS's case: the first difference and
	// the two normalized forms are shown.
	if got := p.text("#eq-result .reason"); !strings.Contains(got, "First difference") {
		t.Errorf("#eq-result .reason = %q, want the first difference explained", got)
	}
	if got := len(p.texts("#eq-result .diff-line")); got != 2 {
		t.Errorf("%d diff lines, want 2", got)
	}
	// The hash is written once typing pauses (main.js, writeHashSoon).
	if !p.poll(`location.hash.includes("a=urn%3Aexample%3AA123%2Cz456") && location.hash.includes("b=urn%3Aexample%3Aa123%2CZ456")`) {
		t.Errorf("location.hash = %q does not hold both inputs", p.hash())
	}
}
