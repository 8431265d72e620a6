package namespace

import (
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// TestNamespaceFixesChecked: every fix a namespace reading offers is
// checked by reading the NSS again, so a reading with more than
// maxCheckedFixes fixes offers none (checking each made a long NSS
// quadratic: FuzzNamespaceReading hung on a publicid NSS of 4,000
// apostrophes); with few, each fix that works is kept.
func TestNamespaceFixesChecked(t *testing.T) {
	fixes := func(s string) (n, diags int) {
		nr := Read(core.Read(s, core.RFC8141))
		for _, d := range nr.Diagnostics {
			if d.HasFix() {
				n++
			}
		}
		return n, len(nr.Diagnostics)
	}
	if n, _ := fixes("urn:oid:1.3.06.1"); n != 1 {
		t.Errorf("urn:oid:1.3.06.1: %d fixes, want its one", n)
	}
	// The work grows linearly with the NSS, counted in allocations (no
	// clock): before the cap, each of n fixes re-read n problems.
	for _, n := range []int{100, 400} {
		s := "urn:publicid:0" + strings.Repeat("'", n) + ".0100"
		allocs := testing.AllocsPerRun(3, func() { Read(core.Read(s, core.RFC8141)) })
		if allocs > float64(20*n) {
			t.Errorf("%d apostrophes: %v allocations, want at most %d (linear)", n, allocs, 20*n)
		}
	}
	many := "urn:oid:" + strings.Repeat("01.", maxCheckedFixes+1) + "1"
	if n, diags := fixes(many); n != 0 || diags <= maxCheckedFixes {
		t.Errorf("%d fixes among %d diagnostics, want none offered past %d", n, diags, maxCheckedFixes)
	}
}
