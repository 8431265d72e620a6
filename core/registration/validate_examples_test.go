package registration

import (
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// TestExampleReadWhole: an example is read whole (a line, a list item, a
// code span), not cut where the extractor stops, so one with a space
// inside fails "every example URN conforms" with its first error, where
// it is and its code (RFC 8141 §6.4.2 item 1 and Appendix A: the Syntax
// section describes URNs "in conformance with the fundamental URN
// syntax", §2). Prose around a URN, a description after a separator and
// a wrapped sentence stay outside the example.
func TestExampleReadWhole(t *testing.T) {
	for _, c := range []struct {
		name, syntax string
		want         []string // the examples read, in order
		bad          string   // the one that fails, "" for none
		at           int      // its first error's byte offset
	}{
		{"line", "Examples:\n\nurn:acme-widgets:bad model:7\n", []string{"urn:acme-widgets:bad model:7"}, "urn:acme-widgets:bad model:7", 20},
		{"list item", "Examples:\n- urn:acme-widgets:good-7\n- urn:acme-widgets:bad model:7\n", []string{"urn:acme-widgets:good-7", "urn:acme-widgets:bad model:7"}, "urn:acme-widgets:bad model:7", 20},
		{"code span", "For example `urn:acme-widgets:bad model:7` is one.", []string{"urn:acme-widgets:bad model:7"}, "urn:acme-widgets:bad model:7", 20},
		{"description after a dash", "* urn:acme-widgets:7 - the seventh widget\n", []string{"urn:acme-widgets:7"}, "", 0},
		{"description in parentheses", "urn:acme-widgets:7 (the seventh)\n", []string{"urn:acme-widgets:7"}, "", 0},
		{"sentence on its line", "urn:acme-widgets:7 is the seventh widget.\n", []string{"urn:acme-widgets:7"}, "", 0},
		{"wrapped prose", "URN:acme-widgets:1234-1231 identifies the current print edition of \"Medical\nNews\".\n", []string{"URN:acme-widgets:1234-1231"}, "", 0},
		{"in running text", "A widget is named urn:acme-widgets:7 and so on.", []string{"urn:acme-widgets:7"}, "", 0},
		{"sentence full stop", "urn:acme-widgets:7.\n", []string{"urn:acme-widgets:7"}, "", 0},
		{"two on a line", "urn:acme-widgets:7 urn:acme-widgets:8\n", []string{"urn:acme-widgets:7", "urn:acme-widgets:8"}, "", 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := goodRegistration()
			r.Set("namespace-id", "acme-widgets")
			r.Set("syntax", c.syntax+"\nNo r-, q- or f-components are used.")
			rep := Validate(r)
			var got []string
			for _, ex := range rep.Examples {
				got = append(got, ex.URN)
				if ex.URN == c.bad {
					if ex.Valid || ex.FirstError != "nss-char" || ex.ErrorAt != c.at || ex.ErrorMsg == "" {
						t.Errorf("%q: valid %v, first error %q at %d (%q); want nss-char at %d", ex.URN, ex.Valid, ex.FirstError, ex.ErrorAt, ex.ErrorMsg, c.at)
					}
				} else if !ex.Valid {
					t.Errorf("%q read as invalid (%s)", ex.URN, ex.FirstError)
				}
			}
			if strings.Join(got, "|") != strings.Join(c.want, "|") {
				t.Errorf("examples %q, want %q", got, c.want)
			}
			passed := checkPassed(rep, "examples-valid")
			if passed != (c.bad == "") {
				t.Errorf("examples-valid passed = %v, want %v", passed, c.bad == "")
			}
			if c.bad != "" {
				f, ok := findingWith(rep, CodeExample)
				if !ok || f.Severity != core.Warning || !strings.Contains(f.Msg, "byte "+itoa(c.at)) || !strings.Contains(f.Msg, "nss-char") {
					t.Errorf("finding %+v: want a warning naming byte %d and nss-char", f, c.at)
				}
			}
		})
	}
}

func checkPassed(rep *Report, id string) bool {
	for _, c := range rep.Checks {
		if c.ID == id {
			return c.Passed
		}
	}
	return false
}

func findingWith(rep *Report, code core.Code) (Finding, bool) {
	for _, f := range rep.Findings {
		if f.Code == code {
			return f, true
		}
	}
	return Finding{}, false
}
