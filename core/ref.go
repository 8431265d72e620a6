package core

import (
	"slices"
	"strings"
	"sync"
)

// Ref points at the section of a spec a rule comes from.
type Ref struct {
	// Doc is an edition id ("rfc2141", "draft-03", "draft-12", "rfc8141"),
	// "rfc2611" for namespace rules of the RFC 2141 era, or a namespace's
	// own document ("rfc4122" for uuid).
	Doc string
	// Section is the section number as the document prints it ("2.3.1",
	// "A.4").
	Section string
	// Anchor is a stable HTML id for the section's excerpt on the page,
	// derived from Doc and Section ("rfc8141-sec-2-3-1").
	Anchor string
}

// docTitles names the documents a Ref may point at.
var docTitles = map[string]string{
	"rfc2141":  "RFC 2141",
	"draft-03": "draft-ietf-urnbis-rfc2141bis-urn-03",
	"draft-12": "draft-ietf-urnbis-rfc2141bis-urn-12",
	"rfc8141":  "RFC 8141",
	"rfc2611":  "RFC 2611",
	"rfc4122":  "RFC 4122",
}

// ref builds a Ref; its anchor is the one place the anchor scheme is
// written down. ref is only called to build core's tables — package-level
// variables, and the tables built on first use (Examples, layouts) —
// never per reading, so it can record every section cited for [Refs];
// TestEveryRefIsKnown checks the call sites.
func ref(doc, section string) Ref {
	if _, ok := docTitles[doc]; !ok {
		panic("core: unknown document " + doc)
	}
	r := Ref{Doc: doc, Section: section, Anchor: anchor(doc, section)}
	refsMu.Lock()
	knownRefs[r] = struct{}{}
	refsMu.Unlock()
	return r
}

var (
	knownRefs = map[Ref]struct{}{}
	refsMu    sync.Mutex // a table built on first use may record sections while Refs reads
)

// Refs returns every section core cites (in diagnostics, editions, parts,
// templates and namespace rules), ordered by document and section, so
// that the page can check it has an excerpt for each anchor.
func Refs() []Ref {
	// The tables built on first use record their sections as they are built.
	Examples()
	layouts()
	Glossary()
	refsMu.Lock()
	out := make([]Ref, 0, len(knownRefs))
	for r := range knownRefs {
		out = append(out, r)
	}
	refsMu.Unlock()
	slices.SortFunc(out, func(a, b Ref) int {
		if c := strings.Compare(a.Doc, b.Doc); c != 0 {
			return c
		}
		return strings.Compare(a.Section, b.Section)
	})
	return out
}

func anchor(doc, section string) string {
	return doc + "-sec-" + strings.ToLower(strings.ReplaceAll(section, ".", "-"))
}

// String renders the reference as a reader would cite it: "RFC 8141 §2.3.1".
func (r Ref) String() string {
	if r.Doc == "" {
		return ""
	}
	name := docTitles[r.Doc]
	if strings.HasPrefix(r.Doc, "draft-") {
		name = r.Doc
	}
	if strings.HasPrefix(r.Section, "A") || strings.HasPrefix(r.Section, "B") {
		return name + " Appendix " + r.Section
	}
	return name + " §" + r.Section
}

// DocTitle returns the full title of a document id used in [Ref.Doc].
func DocTitle(doc string) string { return docTitles[doc] }
