package site

import (
	"slices"
	"strings"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
	"github.com/urn-playground/urn-playground/core/registration"
	"github.com/urn-playground/urn-playground/core/weburl"
)

// citedRefs returns every section the engine cites, collected from each
// package that cites some: core (diagnostics, editions, parts, examples,
// equivalence rules), namespace (the namespaces' syntaxes and resolution
// services), registration (the templates and their guidance) and weburl
// (a browser's URL parser beside the specs).
// Each is there once, ordered by document and section. The page needs an
// excerpt for each: RenderSpec fails without one.
func citedRefs() []core.Ref {
	var out []core.Ref
	seen := map[string]bool{}
	for _, refs := range [][]core.Ref{core.Refs(), namespace.Refs(), registration.Refs(), weburl.Refs()} {
		for _, r := range refs {
			if !seen[r.Anchor] {
				seen[r.Anchor] = true
				out = append(out, r)
			}
		}
	}
	slices.SortFunc(out, func(a, b core.Ref) int {
		if c := strings.Compare(a.Doc, b.Doc); c != 0 {
			return c
		}
		return strings.Compare(a.Section, b.Section)
	})
	return out
}
