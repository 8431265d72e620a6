package core

import (
	"slices"
	"strings"
	"testing"
)

// TestNamespaceDiagnosticsCapped: a namespace reading lists at most
// MaxDiagnostics diagnostics, then one CodeTooManyProblems info that
// counts the rest, as the syntax reading does (100,000 stray apostrophes
// in a publicid NSS gave 100,000 diagnostics, each carried to the page).
// The verdict still sees the problems that are not listed.
func TestNamespaceDiagnosticsCapped(t *testing.T) {
	const n = MaxDiagnostics + 2500
	nr := Read("urn:publicid:0"+strings.Repeat("'", n)+".0100", RFC8141).ReadNamespace()
	if len(nr.Diagnostics) != MaxDiagnostics+1 {
		t.Fatalf("%d diagnostics, want %d and one that counts the rest", len(nr.Diagnostics), MaxDiagnostics)
	}
	// Sorted by position, it comes where the first unlisted problem is.
	i := slices.IndexFunc(nr.Diagnostics, func(d Diagnostic) bool { return d.Code == CodeTooManyProblems })
	if i < 0 {
		t.Fatalf("no %s diagnostic", CodeTooManyProblems)
	}
	if d := nr.Diagnostics[i]; d.Severity != Info || !strings.Contains(d.Msg, "and 2500 more problems") || d.Ref.Doc != "rfc3151" {
		t.Errorf("%s %v %q citing %v, want an info counting 2500 more, citing the rule (RFC 3151)", d.Code, d.Severity, d.Msg, d.Ref)
	}
	if nr.Verdict != NSViolates {
		t.Errorf("verdict %v, want violates", nr.Verdict)
	}
	// Under the cap, nothing changes: every problem is listed.
	few := Read("urn:publicid:0"+strings.Repeat("'", 10)+".0100", RFC8141).ReadNamespace()
	for _, d := range few.Diagnostics {
		if d.Code == CodeTooManyProblems {
			t.Errorf("10 problems: %q, want them all listed", d.Msg)
		}
	}
}
