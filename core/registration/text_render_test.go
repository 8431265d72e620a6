package registration

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/internal/testsupport/shared"
)

// rfc2611Example extracts RFC 2611 §5, the worked example of the
// template, from the RFC's text in ../shared/seeds, without the page
// footers and headers between its pages.
func rfc2611Example(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(shared.Dir(t, "seeds"), "003_013eb91a6a5e03b6.txt"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	start := strings.Index(text, "\n5.0 Example\n")
	end := strings.Index(text, "\n6.0 Security Considerations\n")
	if start < 0 || end < start {
		t.Fatal("RFC 2611 §5 not found in the seed")
	}
	var keep []string
	for _, line := range strings.Split(text[start+len("\n5.0 Example\n"):end], "\n") {
		if strings.Contains(line, "[Page ") || strings.HasPrefix(line, "RFC 2611 ") {
			continue
		}
		keep = append(keep, line)
	}
	return strings.Join(keep, "\n")
}

func TestImportTextRFC2611Example(t *testing.T) {
	text := rfc2611Example(t)
	r, findings := ImportText(text)
	if r.Layout != "rfc2611" {
		t.Fatalf("layout %s, want rfc2611", r.Layout)
	}
	want := map[string]string{
		"namespace-id":           "To be assigned",
		"version":                "1",
		"date":                   "<when submitted>",
		"registrant.name":        "T. Cat",
		"registrant.email":       "leslie@thinkingcat.com",
		"registrant.affiliation": "Thinking Cat Enterprises",
		"registrant.address":     "1 ThinkingCat Way\nTrupville, NewCountry",
		"registrant":             "Required: Name and e-mail address.\nRecommended:  Affiliation, address, etc.",
		"documentation":          "Definition of domain names, found in:\n\nP. Mockapetris, \"DOMAIN NAMES - IMPLEMENTATION AND SPECIFICATION\", RFC1035, November 1987.",
		"persistence":            "Persistence of identifiers is dependent upon suitable delegation of resolution at the level of \"FQDN\"s, and persistence of FQDN assignment.\n\nSame note as above.",
		"resolution":             "Domain name holders are responsible for operating or delegating resolution servers for the FQDN in which they have assigned URNs.",
		"conformance":            "No special considerations.",
		"validation":             "None specified.",
		"scope":                  "Global.",
		"syntax":                 "The identifier structure is as follows:\n\nURN:<assigned number>:<FQDN>:<assigned US-ASCII string>\n\nwhere FQDN is a fully-qualified domain name, and the assigned string is conformant to URN syntax requirements.",
		"equivalence":            "FQDNs are case-insensitive. Thus, the portion of the URN\n\n        urn:<assigned number>:<FQDN>:\n\nis case-insenstive for matches. The remainder of the identifier must be considered case-sensitve.",
	}
	for id, w := range want {
		if got := r.Fields[id]; got != w {
			t.Errorf("%s = %q, want %q", id, got, w)
		}
	}
	for _, id := range []string{"uniqueness", "assignment"} {
		if r.Fields[id] == "" {
			t.Errorf("%s is empty", id)
		}
	}
	if !strings.Contains(r.Fields["assignment"], "\n\ne.g. urn:<assigned number>:thinkingcat.com:001203") {
		t.Errorf("assignment lost its example line: %q", r.Fields["assignment"])
	}
	if !strings.HasPrefix(r.Preamble, "The following example is provided for the purposes of illustration") {
		t.Errorf("preamble = %q", r.Preamble)
	}
	if len(r.Extra) != 0 {
		t.Errorf("extra sections: %+v", r.Extra)
	}
	dup := false
	for _, f := range findings {
		if f.Code == CodeTextDuplicate && f.Field == "registrant" {
			dup = true
		}
		if f.Severity == core.Error {
			t.Errorf("error finding: %s %s", f.Code, f.Msg)
		}
	}
	if !dup {
		t.Error("the example's two registrant sections give no duplicate finding")
	}
	checkNoTextLost(t, "RFC 2611 §5", text, r)
	checkRoundTrip(t, "RFC 2611 §5", r)
}

// TestRenderTextForm checks the plain-text form: headings, short values
// on the heading's line, Registration Information, aligned sub-fields,
// wrapping at 72 columns, preformatted text kept.
func TestRenderTextForm(t *testing.T) {
	long := strings.Repeat("The namespace identifies widgets made by Example Inc. ", 8)
	r := &Registration{Layout: "rfc2611", Fields: map[string]string{
		"namespace-id":            "example",
		"version":                 "1",
		"date":                    "2025-01-31",
		"registrant.name":         "A. Person",
		"registrant.email":        "a.person@example.org",
		"registrant.address":      "1 Example Way\nExampleville",
		"registrant":              "Some words about the registrant.",
		"syntax":                  long + "\n\n  urn:example:{id}\n\nid = 1*DIGIT\nx  = ALPHA",
		"scope":                   "Global.",
		"purpose":                 "left from another layout",
		"registrant.organization": "Org from another layout",
	}, Extra: []ExtraSection{{Heading: "References", Text: "[1] A reference."}, {Heading: "Odd heading: with colon", Text: "x"}}}
	out, err := RenderText(r)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Namespace ID: example\n\nRegistration Information:\n\n   Version 1\n   Date: 2025-01-31\n\nDeclared registrant of the namespace:\n\n",
		"   Name:    A. Person\n   E-mail:  a.person@example.org\n   Address: 1 Example Way\n            Exampleville\n\n   Some words about the registrant.\n",
		"\n     urn:example:{id}\n\n   id = 1*DIGIT\n   x  = ALPHA\n",
		"\nScope:\n\n   Global.\n",
		"\nReferences:\n\n   [1] A reference.\n",
		"\nOdd heading: with colon\n-----------------------\n\n   x\n",
		"\nPurpose:\n\n   left from another layout\n",
		"\nRegistrant Organization\n-----------------------\n\n   Org from another layout\n",
		"\nIdentifier uniqueness considerations:\n\nIdentifier persistence considerations:\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	for i, line := range strings.Split(out, "\n") {
		if utf8.RuneCountInString(line) > 72 {
			t.Errorf("line %d is %d columns: %q", i+1, utf8.RuneCountInString(line), line)
		}
	}
	// The long paragraph comes back as one line.
	r2, _ := ImportText(out)
	if !strings.HasPrefix(r2.Fields["syntax"], strings.TrimSpace(long)+"\n\n") {
		t.Errorf("syntax read back as %q", r2.Fields["syntax"])
	}
	if r2.Fields["registrant.address"] != "1 Example Way\nExampleville" || r2.Fields["registrant.email"] != "a.person@example.org" {
		t.Errorf("registrant read back as %q", r2.Fields)
	}
	// RFC 8141: values on the heading's line.
	out, _ = RenderText(&Registration{Layout: "rfc8141", Fields: map[string]string{"namespace-id": "urn-8", "version": "1", "date": "2025-07-01", "registrant.organization": "Example Inc.", "registrant.email": "urn&example.org"}})
	if !strings.HasPrefix(out, "Namespace Identifier: urn-8\n\nVersion: 1\n\nDate: 2025-07-01\n\nRegistrant:\n\n   Organization: Example Inc.\n   E-mail:       urn&example.org\n\nPurpose:\n") ||
		!strings.HasSuffix(out, "\nAdditional Information:\n\nRevision Information:\n") {
		t.Errorf("rfc8141 rendering:\n%s", out)
	}
	out, _ = RenderText(&Registration{Layout: "draft-12"})
	if !strings.HasPrefix(out, "Namespace ID:\n\nVersion:\n") || strings.Contains(out, "Additional Information") {
		t.Errorf("draft-12 rendering:\n%s", out)
	}
}

func TestRenderTextGroupFallback(t *testing.T) {
	// A version that "Version ..." under Registration Information would
	// not give back gets its own heading.
	r := &Registration{Layout: "rfc2611", Fields: map[string]string{"version": "2 (revised; see below)", "date": "2001-02-23"}}
	out, _ := RenderText(r)
	if !strings.Contains(out, "Registration version number: 2 (revised; see below)\n\nRegistration date: 2001-02-23\n") || strings.Contains(out, "Registration Information") {
		t.Errorf("group fallback:\n%s", out)
	}
	r2, _ := ImportText(out)
	if r2.Fields["version"] != r.Fields["version"] || r2.Fields["date"] != r.Fields["date"] {
		t.Errorf("read back %q", r2.Fields)
	}
}

func TestRenderTextPreamble(t *testing.T) {
	// A preamble line that would read as a heading is indented.
	r := &Registration{Layout: "rfc8141", Preamble: "URN Namespace Registration for GS1\n\nRegistration version: 1\nDate: 2026-07-27", Fields: map[string]string{"version": "1"}}
	out, _ := RenderText(r)
	if !strings.HasPrefix(out, "   URN Namespace Registration for GS1\n\n   Registration version: 1\n") {
		t.Errorf("preamble not indented:\n%s", out)
	}
	r2, _ := ImportText(out)
	if diff := registrationDiff(r, r2); diff != "" {
		t.Error(diff)
	}
	r.Preamble = "A title"
	out, _ = RenderText(r)
	if !strings.HasPrefix(out, "A title\n\nNamespace Identifier:\n") {
		t.Errorf("preamble:\n%s", out)
	}
}

func TestRenderTextErrors(t *testing.T) {
	var le *LayoutError
	if _, err := RenderText(&Registration{Layout: "rfc9999"}); !errors.As(err, &le) || le.Layout != "rfc9999" || !strings.Contains(err.Error(), `"rfc9999"`) {
		t.Errorf("unknown layout: %v", err)
	}
	if _, err := RenderText(nil); !errors.As(err, &le) {
		t.Errorf("nil registration: %v", err)
	}
	for _, l := range Layouts() {
		out, err := RenderText(&Registration{Layout: l.ID})
		if err != nil {
			t.Fatal(err)
		}
		r, _ := ImportText(out)
		if r.Layout != l.ID && l.ID != "draft-12" {
			t.Errorf("empty %s template reads back as %s", l.ID, r.Layout)
		}
		if len(r.Fields) != 0 || r.Preamble != "" || len(r.Extra) != 0 {
			t.Errorf("empty %s template reads back with text: %+v", l.ID, r)
		}
	}
}

// TestWrapKeepsProse checks the invariant the round trip rests on:
// wrapping a prose line gives lines that read back as that line.
func TestWrapKeepsProse(t *testing.T) {
	for _, s := range []string{
		strings.Repeat("word ", 40) + "end",
		strings.Repeat("x ", 30) + "- y " + strings.Repeat("z ", 30) + "1. w",
		strings.Repeat("abc ", 15) + "name = value " + strings.Repeat("def ", 20),
		strings.Repeat("a ", 33) + "Email: x@example.org and more words " + strings.Repeat("b ", 20),
		strings.Repeat("longword ", 6) + strings.Repeat("y", 80) + " tail",
		"urn:example:a " + strings.Repeat("see ", 20) + "urn:example:b https://example.org/x " + strings.Repeat("q ", 30),
		strings.Repeat("- ", 60),
	} {
		s = collapseSpaces(strings.TrimSpace(s))
		if !isProse([]textLine{{text: s, width: utf8.RuneCountInString(s)}}) {
			continue
		}
		lines := wrap(s, wrapWidth)
		blk := splitText(strings.Join(lines, "\n"))
		if len(lines) > 1 && !isProse(blk) {
			t.Errorf("wrapped %q into lines that are not prose: %q", s, lines)
			continue
		}
		if got := joinProse(blk); got != s {
			t.Errorf("wrap/join changed %q into %q", s, got)
		}
	}
}
