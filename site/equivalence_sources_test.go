package site

import (
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// TestEquivalenceRuleSources: each namespace equivalence rule carries the
// words of its registration it rests on, found in the stored excerpt of
// the section it cites.
func TestEquivalenceRuleSources(t *testing.T) {
	spec := renderedSpec(t)
	for _, r := range core.EquivalenceRules() {
		if r.Quote == "" || !spec.HasQuote(r.Ref.Anchor, r.Quote) {
			t.Errorf("%s: the quote %q is not in the quoted text of %s", r.ID, r.Quote, r.Ref)
		}
	}
}
