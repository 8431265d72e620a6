package namespace

import (
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// TestNamespaceISBN: the examples of the IANA template for isbn (Syntax:
// "URN:ISBN:951-0-18435-7", "URN:ISBN:978-951-0-18435-6"; Resolution:
// 978-952-10-3937-9), real ISBNs with correct and corrupted check digits,
// and the forms the template rules out.
func TestNamespaceISBN(t *testing.T) {
	const full13 = "isbn-prefix hyphen isbn-group hyphen isbn-registrant hyphen isbn-publication hyphen isbn-check"
	const full10 = "isbn-group hyphen isbn-registrant hyphen isbn-publication hyphen isbn-check"
	checkNS(t, []nsCase{
		{"URN:ISBN:951-0-18435-7", Conforms, "ns-deprecated", full10, "978-951-0-18435-6"},
		{"URN:ISBN:978-951-0-18435-6", Conforms, "", full13, ""},
		{"urn:isbn:978-952-10-3937-9", Conforms, "", full13, ""},
		{"urn:isbn:9780262033848", Conforms, "", "isbn-prefix isbn-elements isbn-check", ""},
		{"urn:isbn:978-3-16-148410-0", Conforms, "", full13, ""},
		{"urn:isbn:979-10-90636-07-1", Conforms, "", full13, ""},
		{"urn:isbn:978-0451450524", Conforms, "", "isbn-prefix hyphen isbn-elements isbn-check", ""},
		// The fixed-length parts are known by position: two hyphens
		// among the variable ones name them, whatever else is hyphenated.
		{"urn:isbn:9780-451-45052-4", Conforms, "", "isbn-prefix isbn-group hyphen isbn-registrant hyphen isbn-publication hyphen isbn-check", ""},
		{"urn:isbn:978-0-451-450524", Conforms, "", "isbn-prefix hyphen isbn-group hyphen isbn-registrant hyphen isbn-publication isbn-check", ""},
		{"urn:isbn:978-0-45145052-4", Conforms, "", "isbn-prefix hyphen isbn-elements hyphen isbn-elements hyphen isbn-check", ""},
		{"urn:isbn:0451450523", Conforms, "ns-deprecated", "isbn-elements isbn-check", "9780451450524"},
		{"urn:isbn:0-8044-2957-X", Conforms, "ns-deprecated", full10, "978-0-8044-2957-3"},
		// The example: the check digit is wrong.
		{"urn:isbn:0451450524", Violates, "ns-check-digit", "isbn-elements isbn-check", "0451450523"},
		{"urn:isbn:978-3-16-148410-1", Violates, "ns-check-digit", full13, "978-3-16-148410-0"},
		{"urn:isbn:9780262033847", Violates, "ns-check-digit", "", "9780262033848"},
		{"urn:isbn:0-8044-2957-x", Violates, "ns-case", full10, "0-8044-2957-X"},
		{"urn:isbn:0-8044-2957-9", Violates, "ns-check-digit", full10, "0-8044-2957-X"},
		// A GS1 element other than 978 and 979: the template lists those
		// "at the time of writing", so a warning (the check digit is
		// still checked, modulo 10).
		{"urn:isbn:977-3-16-148410-1", Conforms, "ns-range", full13, ""},
		{"urn:isbn:977-3-16-148410-0", Violates, "ns-range ns-check-digit", full13, "977-3-16-148410-1"},
		{"urn:isbn:978-3-16-14841", Violates, "ns-length", "unread", ""},
		{"urn:isbn:97831614841001", Violates, "ns-length", "isbn-prefix isbn-elements isbn-check unread", ""},
		{"urn:isbn:978-3-16-148410-0a", Violates, "ns-char", "unread", ""},
		{"urn:isbn:978-3-16-1X8410-0", Violates, "ns-char", "unread", ""},
		{"urn:isbn:978--3-16-148410-0", Violates, "ns-separator", "", "978-3-16-148410-0"},
		{"urn:isbn:978-3-16-148410-0-", Violates, "ns-separator", "", "978-3-16-148410-0"},
		{"urn:isbn:-978-3-16-148410-0", Violates, "ns-separator", "", "978-3-16-148410-0"},
		{"urn:isbn:0000--0--00000", Violates, "ns-separator", "", ""}, // found by fuzzing: doubled hyphens among the variable parts
		// Hyphens that split the GS1 element (the specialist's example,
		// six groups) do not separate parts: the fix removes them.
		{"urn:isbn:9-7-8-0-451-45052-4", Violates, "ns-separator", "isbn-prefix hyphen isbn-prefix hyphen isbn-prefix hyphen isbn-group hyphen isbn-registrant hyphen isbn-publication hyphen isbn-check", "978-0-451-45052-4"},
		{"urn:isbn:97-8-0-451-45052-4", Violates, "ns-separator", "", "978-0-451-45052-4"},
		{"urn:isbn:97-80451450524", Violates, "ns-separator", "", "9780451450524"},
		// A third hyphen among the three parts of variable length.
		{"urn:isbn:978-0-4-51-45052-4", Violates, "ns-separator", "isbn-prefix hyphen isbn-elements hyphen isbn-elements hyphen isbn-elements hyphen isbn-elements hyphen isbn-check", ""},
		{"urn:isbn:0-8-044-2957-X", Violates, "ns-separator", "", ""},
	})
	nsWantMsgs(t, []nsMsg{
		{"urn:isbn:9-7-8-0-451-45052-4", "ns-separator", "the GS1 element is one part, the first 3 digits (978)", "Remove the hyphens inside the GS1 element"},
		{"urn:isbn:978-0-4-51-45052-4", "ns-separator", "two hyphens at most; this is a third", ""},
		{"urn:isbn:977-3-16-148410-1", "ns-range", "978 and 979 (other values \"shall be defined and confirmed at the appropriate time\")", ""},
		{"urn:isbn:978-3-16-1X8410-0", "ns-char", "\"X\" can only be the check digit of an ISBN-10", ""},
		{"urn:isbn:978-3-16-148410-0a", "ns-char", "\"a\" cannot appear in an ISBN: only digits, hyphens between its parts", ""},
	})
	// The GS1 warning cites the template's "at the time of writing", a
	// source beyond the syntax.
	d := Read(core.Read("urn:isbn:977-3-16-148410-1", core.RFC8141)).Diagnostics[0]
	if d.Severity != core.Warning || d.Ref != citeISBNGS1.Ref || !citeISBNGS1.Beyond {
		t.Errorf("GS1 977: %v citing %v, want a warning citing %v", d.Severity, d.Ref, citeISBNGS1.Ref)
	}
}

// nsMsg is a diagnostic a reading must give: its code, words its message
// contains, and the title of its fix ("" for no fix).
type nsMsg struct {
	urn, code, msg, fix string
}

// nsWantMsgs checks that each reading has a diagnostic with the code
// whose message says what belongs (msg) and whose fix has the title.
func nsWantMsgs(t *testing.T, cases []nsMsg) {
	t.Helper()
	for _, c := range cases {
		nr := Read(core.Read(c.urn, core.RFC8141))
		found := false
		for _, d := range nr.Diagnostics {
			if string(d.Code) == c.code && strings.Contains(d.Msg, c.msg) && d.Fix.Title == c.fix {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: no %s diagnostic saying %q with the fix %q: %v", c.urn, c.code, c.msg, c.fix, nr.Diagnostics)
		}
	}
}
