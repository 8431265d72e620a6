package site

import (
	"testing"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
)

// TestNamespaceSources: every source a namespace reading cites carries
// the words it rests on, found in the stored excerpt (a quote under the
// wrong section fails), and every rule of a registration's grammar that a
// sub-part is named after is printed, as the syntax gives it, in the
// excerpt of one of the syntax's sources: so that a reading can be
// checked line by line against its registration.
func TestNamespaceSources(t *testing.T) {
	spec := renderedSpec(t)
	for _, s := range namespace.Syntaxes() {
		if q := s.Documentation().Quote; q == "" || !spec.HasQuote(s.Ref.Anchor, q) {
			t.Errorf("%s: the quote %q is not in the quoted text of %s", s.NID, q, s.Ref)
		}
		anchors := []string{s.Ref.Anchor}
		for _, c := range s.Citations() {
			anchors = append(anchors, c.Ref.Anchor)
			if c.Quote == "" || !spec.HasQuote(c.Ref.Anchor, c.Quote) {
				t.Errorf("%s: the quote %q is not in the quoted text of %s", s.NID, c.Quote, c.Ref)
			}
		}
		// What the registration says about resolution, and each
		// service's documented URL form, quoted from its source.
		rs, quotes := s.Resolvers(), s.Documentation().Resolution
		refs := []core.Ref{rs.Ref}
		for _, sv := range rs.Services {
			refs = append(refs, sv.Ref)
		}
		for i, r := range refs {
			if i >= len(quotes) || !spec.HasQuote(r.Anchor, quotes[i]) {
				t.Errorf("%s: resolution quote %d is not in the quoted text of %s", s.NID, i, r)
			}
		}
		if !s.Free && len(s.Rules()) == 0 {
			t.Errorf("%s: no sub-part is named after a rule of the registration's grammar", s.NID)
		}
		for _, r := range s.Rules() {
			found := false
			for _, a := range anchors {
				found = found || spec.HasQuote(a, r.Def)
			}
			if !found {
				t.Errorf("%s: the rule %s, %q, is in none of its sources' excerpts (%v)", s.NID, r.Name, r.Def, anchors)
			}
		}
	}
}
