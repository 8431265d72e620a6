package namespace

import (
	"slices"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// TestNamespaceDiagnosticsCapped: a namespace reading lists at most
// core.MaxDiagnostics diagnostics, then one core.CodeTooManyProblems info
// that counts the rest, as the syntax reading does (100,000 stray apostrophes
// in a publicid NSS gave 100,000 diagnostics, each carried to the page).
// The verdict still sees the problems that are not listed.
func TestNamespaceDiagnosticsCapped(t *testing.T) {
	const n = core.MaxDiagnostics + 2500
	nr := Read(core.Read("urn:publicid:0"+strings.Repeat("'", n)+".0100", core.RFC8141))
	if len(nr.Diagnostics) != core.MaxDiagnostics+1 {
		t.Fatalf("%d diagnostics, want %d and one that counts the rest", len(nr.Diagnostics), core.MaxDiagnostics)
	}
	// Sorted by position, it comes where the first unlisted problem is.
	i := slices.IndexFunc(nr.Diagnostics, func(d core.Diagnostic) bool { return d.Code == core.CodeTooManyProblems })
	if i < 0 {
		t.Fatalf("no %s diagnostic", core.CodeTooManyProblems)
	}
	if d := nr.Diagnostics[i]; d.Severity != core.Info || !strings.Contains(d.Msg, "and 2500 more problems") || d.Ref.Doc != "rfc3151" {
		t.Errorf("%s %v %q citing %v, want an info counting 2500 more, citing the rule (RFC 3151)", d.Code, d.Severity, d.Msg, d.Ref)
	}
	if nr.Verdict != Violates {
		t.Errorf("verdict %v, want violates", nr.Verdict)
	}
	var listed, unlisted int
	for _, d := range nr.Diagnostics {
		if d.Code != core.CodeTooManyProblems {
			listed++
		}
	}
	for _, c := range nr.Unlisted {
		unlisted += c.Count
	}
	if listed+unlisted != n || unlisted != 2500 {
		t.Errorf("%d listed and %d counted in Unlisted (%v), want %d in all, 2500 unlisted", listed, unlisted, nr.Unlisted, n)
	}
	// Under the cap, nothing changes: every problem is listed.
	few := Read(core.Read("urn:publicid:0"+strings.Repeat("'", 10)+".0100", core.RFC8141))
	for _, d := range few.Diagnostics {
		if d.Code == core.CodeTooManyProblems {
			t.Errorf("10 problems: %q, want them all listed", d.Msg)
		}
	}
}
