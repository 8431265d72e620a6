package registration

import (
	"slices"

	"github.com/urn-playground/urn-playground/core"
)

// Refs returns every section the package cites, one per anchor, in the
// order the layouts first cite them: each layout's template, its sections
// and the guidance they quote, then the rules the validator applies on
// its own. The page must have an excerpt for each; the site's build
// collects them with [core.Refs] (the findings also pass on the sections
// of core's diagnostics and NID classes, which core declares) and fails
// on a missing one.
func Refs() []core.Ref {
	var refs []core.Ref
	add := func(r core.Ref) {
		if !slices.Contains(refs, r) {
			refs = append(refs, r)
		}
	}
	for _, l := range Layouts() {
		add(l.Ref)
		for _, s := range l.Sections {
			add(s.Ref)
			add(s.GuidanceRef)
		}
		for _, n := range l.Next {
			add(n.Ref)
		}
	}
	add(refRFC8141Components)
	return refs
}
