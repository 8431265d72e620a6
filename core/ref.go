package core

import (
	"slices"
	"strings"
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

// docTitles names the documents a Ref may point at: the editions first
// (the most cited), then the namespaces' own documents (those of the
// equivalence rules and of package core/namespace's syntaxes; a package
// declares another with RegisterDocument). An IANA-hosted registration
// template (RFC 8141 Appendix A) is cited by its field: "IANA template
// for isbn, Syntax". It is a list, not a map, so that the linker lays it
// out as data: a map literal is built by code at start-up.
var docTitles = [...]struct{ id, title string }{
	{"rfc8141", "RFC 8141"},
	{"draft-12", "draft-ietf-urnbis-rfc2141bis-urn-12"},
	{"draft-03", "draft-ietf-urnbis-rfc2141bis-urn-03"},
	{"rfc2141", "RFC 2141"},
	{"rfc2611", "RFC 2611"},
	{"rfc3406", "RFC 3406"},
	{"rfc4122", "RFC 4122"},
	{"rfc9562", "RFC 9562"},
	{"rfc2648", "RFC 2648"},
	{"rfc3061", "RFC 3061"},
	{"rfc3553", "RFC 3553"},
	{"rfc3121", "RFC 3121"},
	{"rfc4854", "RFC 4854"},
	{"rfc5279", "RFC 5279"},
	{"rfc8069", "RFC 8069"},
	{"rfc3151", "RFC 3151"},
	{"rfc3614", "RFC 3614"},
	{"rfc5134", "RFC 5134"},
	{"rfc5141", "RFC 5141"},
	{"rfc6963", "RFC 6963"},
	{"iana-dev", "IANA template for dev"},
	{"iana-doi", "IANA template for doi"},
	{"iana-isbn", "IANA template for isbn"},
	{"iana-isni", "IANA template for isni"},
	{"iana-issn", "IANA template for issn"},
	{"iana-lei", "IANA template for lei"},
	{"iana-mrn", "IANA template for mrn"},
	{"iana-nbn", "IANA template for nbn"},
	{"iana-gs1", "IANA template for gs1"},
	{"iana-lex", "IANA template for lex"},
}

// registeredDocs are the documents RegisterDocument declared, after
// docTitles.
var registeredDocs []struct{ id, title string }

// RegisterDocument declares a document a Ref may point at besides those
// core knows: [NewRef] then accepts it, and [Ref.String] and [DocTitle]
// name it. A package that cites a document of its own (a namespace's
// registration, in package core/namespace) calls it from init, so that
// citing a new document needs no edit in core. Declaring a known id again
// with its title does nothing; an empty id or title, or another title for
// a known id, is a programming error, and RegisterDocument panics.
func RegisterDocument(id, title string) {
	if id == "" || title == "" {
		panic("core: RegisterDocument needs an id and a title")
	}
	if t := docTitle(id); t != "" {
		if t != title {
			panic("core: the document " + id + " is " + t + ", not " + title)
		}
		return
	}
	registeredDocs = append(registeredDocs, struct{ id, title string }{id, title})
}

// docTitle returns the title of a document id, "" for an unknown one.
func docTitle(doc string) string {
	for i := range docTitles {
		if docTitles[i].id == doc {
			return docTitles[i].title
		}
	}
	for _, d := range registeredDocs {
		if d.id == doc {
			return d.title
		}
	}
	return ""
}

// NewRef returns the Ref for a section of a document [DocTitle] knows,
// with its anchor: the one place the anchor scheme is written down. It is
// for packages that cite sections in tables of their own (the
// registration templates), and which list them in a Refs of their own; a
// citation is written in code, never read from input, so an unknown
// document is a programming error and NewRef panics.
func NewRef(doc, section string) Ref { return ref(doc, section) }

// ref builds a Ref, for core's tables: the editions' rules, the
// diagnostics, the examples, the namespace rules. Each section it is
// called with is listed in [Refs]; TestRefsAreEveryCitation checks the
// call sites against the list. It is never inlined: it runs as tables
// are built, and a copy at each of its sixty call sites cost the
// WebAssembly module 0.5 KB brotli.
//
//go:noinline
func ref(doc, section string) Ref {
	if docTitle(doc) == "" {
		panic("core: unknown document " + doc)
	}
	return Ref{Doc: doc, Section: section, Anchor: anchor(doc, section)}
}

// Refs returns every section core cites (in diagnostics, editions, parts,
// examples and equivalence rules), ordered by document and section, so
// that the page can check it has an excerpt for each anchor. The list is
// declared here, not gathered as core's tables are built: the site's
// generator collects it with the other packages' (core/registration's
// Refs, core/namespace's) and fails on a section without an excerpt.
func Refs() []Ref {
	cited := [...]struct {
		doc      string
		sections []string
	}{
		{"draft-03", []string{"2", "2.1", "2.2", "2.3", "2.3.1", "2.3.2", "2.4", "2.5.1", "2.5.2", "2.5.3", "4", "5", "5.1", "9.2.1", "9.2.2"}},
		{"draft-12", []string{"1", "3", "3.1", "3.2", "3.3", "3.3.1", "3.3.2", "3.3.3", "4.1", "4.2", "5.4", "6", "6.1", "6.2"}},
		{"rfc2141", []string{"2", "2.1", "2.2", "2.3.1", "2.3.2", "2.4", "4", "5", "6", "A"}},
		{"rfc2611", []string{"4", "5"}},
		// The namespaces' equivalence rules (equivalence_rules.go); the
		// sections their syntaxes cite are package core/namespace's
		// (namespace.Refs).
		{"iana-doi", []string{"Rules for lexical equivalence"}},
		{"iana-gs1", []string{"Syntax"}},
		{"iana-isbn", []string{"Rules for Lexical Equivalence"}},
		{"iana-isni", []string{"Rules for lexical equivalence"}},
		{"iana-issn", []string{"Rules for Lexical Equivalence"}},
		{"iana-mrn", []string{"Rules for Lexical Equivalence"}},
		{"iana-nbn", []string{"Syntax"}},
		{"rfc2648", []string{"2"}},
		{"rfc3614", []string{"2"}},
		{"rfc5141", []string{"2.9"}},
		{"rfc9562", []string{"4"}},
		{"rfc8069", []string{"2"}},
		{"rfc8141", []string{"Abstract", "2", "2.1", "2.2", "2.3.1", "2.3.2", "2.3.3", "3.1", "3.2", "4.4", "5", "5.1", "5.2", "C"}},
	}
	var out []Ref
	for _, d := range cited {
		for _, sec := range d.sections {
			out = append(out, ref(d.doc, sec))
		}
	}
	slices.SortFunc(out, func(a, b Ref) int {
		if c := strings.Compare(a.Doc, b.Doc); c != 0 {
			return c
		}
		return strings.Compare(a.Section, b.Section)
	})
	return out
}

func anchor(doc, section string) string {
	b := []byte(strings.ToLower(section))
	for i, c := range b {
		if c == '.' || c == ' ' {
			b[i] = '-' // "2.3.1" → "2-3-1", "Rules for Lexical Equivalence" → "rules-for-lexical-equivalence"
		}
	}
	return doc + "-sec-" + string(b)
}

// String renders the reference as a reader would cite it: "RFC 8141 §2.3.1".
func (r Ref) String() string {
	if r.Doc == "" {
		return ""
	}
	name := docTitle(r.Doc)
	if strings.HasPrefix(r.Doc, "draft-") {
		name = r.Doc
	}
	s := r.Section
	switch {
	case s != "" && '0' <= s[0] && s[0] <= '9':
		return name + " §" + s
	case s != "" && 'A' <= s[0] && s[0] <= 'Z' && (len(s) == 1 || s[1] == '.'):
		return name + " Appendix " + s
	}
	// A registration template's field: "IANA template for isbn, Syntax".
	return name + ", " + s
}

// DocTitle returns the full title of a document id used in [Ref.Doc].
func DocTitle(doc string) string { return docTitle(doc) }
