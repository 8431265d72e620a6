package namespace

import "github.com/urn-playground/urn-playground/core"

// ieeeSyntax is the "ieee" namespace, RFC 8069 §2, whose declaration of
// syntactic structure reads `urn:ieee:{IEEEresource}:{ResourceSpecificString}`:
// the IEEEresource "defines a specific class of resource type" and each
// class has "a specific labeling scheme" in the ResourceSpecificString,
// both assigned by the IEEE Registration Authority. Its Rules for Lexical
// Equivalence make both case-insensitive (core's equivalence rule
// ieee-case). §3's examples are urn:ieee:std:802.5:yang and
// urn:ieee:foobar, the second without a ResourceSpecificString: the
// reading accepts that form, with a note.
var refIEEEExamples = core.Ref{Doc: "rfc8069", Section: "3", Anchor: "rfc8069-sec-3"}

var ieeeSyntax = Syntax{
	NID: "ieee", ID: "ieee", Title: "a resource class the IEEE RA assigns, \":\" and its resource-specific string",
	Ref: core.Ref{Doc: "rfc8069", Section: "2", Anchor: "rfc8069-sec-2"}, read: readIEEE,
	cites: []*core.Ref{&refIEEEExamples},
}

var _ = Register(&ieeeSyntax)

var (
	ieeeResource = field{"ieee-resource", "resource class", "a class the IEEE Registration Authority assigns", csAny}
	ieeeString   = field{"ieee-string", "resource-specific string", "the resource class's own labels", csAny}
)

func readIEEE(r *reader) {
	s := r.s
	c := fieldEnd(s, 0, ':')
	if !r.field(0, c, &ieeeResource) {
		return
	}
	if c == len(s) {
		r.report(core.Info, CodeNote, 0, c, "§2's structure is {IEEEresource}:{ResourceSpecificString}, but §3's own example urn:ieee:foobar has a resource class alone").Ref = refIEEEExamples
		return
	}
	r.sep(c)
	r.field(c+1, len(s), &ieeeString)
}
