package registration

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/internal/testsupport/shared"
)

// TestImportQualifiedHeading: IANA's isbn registration heads its
// Assignment section "ISBN assignment:", the NID qualifying a heading of
// the template (RFC 8141 Appendix A.7). It used to be unrecognised, so
// Assignment was empty and its text landed in Syntax. The NID field
// keeps its text as written ("ISBN Requested of IANA."), and the report
// names the NID the validator reads from it ("ISBN").
func TestImportQualifiedHeading(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(shared.Dir(t, "data"), "iana-templates", "urn-formal", "isbn"))
	if err != nil {
		t.Fatal(err)
	}
	r, _ := ImportText(string(data))
	if got := r.Get("assignment"); !strings.Contains(got, "International ISBN Agency") {
		t.Errorf("Assignment holds %q; want the text under \"ISBN assignment:\"", shorten(got))
	}
	if strings.Contains(r.Get("syntax"), "ISBN assignment:") {
		t.Error("Syntax still holds the \"ISBN assignment:\" heading")
	}
	if got := r.Get("namespace-id"); got != "ISBN Requested of IANA." {
		t.Errorf("namespace-id = %q; want the text as written", got)
	}
	rep := Validate(r)
	if rep.NID != "ISBN" {
		t.Errorf("report NID = %q, want ISBN", rep.NID)
	}
	if slicesContains(rep.Missing, "assignment") {
		t.Error("Assignment reported missing")
	}

	// Only the NID qualifies a heading: another word before a known
	// label is not read as that section.
	r, _ = ImportText("Namespace Identifier: acme\n\nPurpose: p\n\nSyntax: s\n\nWidget assignment: w\n")
	if r.Get("assignment") != "" {
		t.Errorf("\"Widget assignment\" read as Assignment under NID acme: %q", r.Get("assignment"))
	}
	r, _ = ImportText("Namespace Identifier: acme\n\nPurpose: p\n\nSyntax: s\n\nACME Assignment: w\n")
	if r.Get("assignment") != "w" {
		t.Errorf("\"ACME Assignment\" not read as Assignment: %q", r.Get("assignment"))
	}
}

func slicesContains(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
