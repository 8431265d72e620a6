package namespace

import "github.com/urn-playground/urn-playground/core"

// ieeeSyntax is the "ieee" namespace, RFC 8069 §2, whose declaration of
// syntactic structure reads `urn:ieee:{IEEEresource}:{ResourceSpecificString}`:
// the IEEEresource, a US-ASCII string, "defines a specific class of
// resource type" and each class has "a specific labeling scheme" in the
// ResourceSpecificString, both assigned by the IEEE Registration
// Authority and both in the URN syntax of RFC 2141 (whose characters are
// US-ASCII). Its Rules for Lexical Equivalence make both case-insensitive
// (core's equivalence rule ieee-case). §3's examples are
// urn:ieee:std:802.5:yang and urn:ieee:foobar, the second without a
// ResourceSpecificString: the registration prints that form itself, so
// the reading accepts it, with a note.
var citeIEEEExamples = Citation{Ref: core.Ref{Doc: "rfc8069", Section: "3", Anchor: "rfc8069-sec-3"}}

var ieeeSyntax = Syntax{
	NID: "ieee", ID: "ieee", Title: "a resource class the IEEE RA assigns, \":\" and its resource-specific string",
	Ref:  core.Ref{Doc: "rfc8069", Section: "2", Anchor: "rfc8069-sec-2"},
	read: readIEEE, cites: []*Citation{&citeIEEEExamples},
	fields: []*field{&ieeeResource, &ieeeColon, &ieeeString},
	doc:    ieeeDocs{},
	resolvers: Resolvers{
		Ref:  core.Ref{Doc: "rfc8069", Section: "2", Anchor: "rfc8069-sec-2"},
		None: "The ieee registration lists no resolution system: it says resolution is not relevant.",
	},
}

var _ = Register(&ieeeSyntax)

var (
	ieeeResource = field{id: "ieee-resource", label: "resource class", rule: "IEEEresource",
		what: "a US-ASCII string"}
	ieeeColon  = field{id: "separator", label: "separator", rule: `":"`}
	ieeeString = field{id: "ieee-string", label: "resource-specific string", rule: "ResourceSpecificString",
		what: "in RFC 2141's URN syntax, all US-ASCII"}
)

// readIEEE reads urn:ieee:{IEEEresource}:{ResourceSpecificString}: the
// IEEEresource up to the first ":", the ResourceSpecificString after it
// (where a class's labels may have colons of their own: std:802.5:yang).
func readIEEE(r *reader) {
	s := r.s
	// {IEEEresource}
	c := fieldEnd(s, 0, ':')
	if c == 0 {
		r.fail(CodeSyntax, 0, 0, "the IEEEresource is missing: an ieee URN begins with the resource class the IEEE RA assigns, then \":\" (std:802.5:yang)")
	} else {
		readASCII(r, 0, c, &ieeeResource)
	}
	if c == len(s) {
		r.report(core.Info, CodeNote, 0, c, "an IEEEresource alone: §2's structure has \":\" and a ResourceSpecificString after it, but §3 prints urn:ieee:foobar, of this form").Ref = citeIEEEExamples.Ref
		return
	}
	// ":"
	r.part(c, c+1, &ieeeColon)
	// {ResourceSpecificString}
	if c+1 == len(s) {
		d := r.fail(CodeSyntax, c, c+1, "the ResourceSpecificString is missing after \":\": the resource class's own label (802.5:yang in urn:ieee:std:802.5:yang)")
		if c > 0 && s[c-1] > ' ' { // else the NSS would end in white space, which is not part of a URN
			r.fix(d, "", "Remove the trailing colon")
		}
		return
	}
	readASCII(r, c+1, len(s), &ieeeString)
}

// ieeeDocs gives the ieee syntax's [Documentation].
type ieeeDocs struct{}

func (ieeeDocs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"The namespace is not listed with an RDS; this is not relevant.",
		},
		Quote: "The Namespace Specific String (NSS) of all URNs that use the IEEE NID will have the following structure: urn:ieee:{IEEEresource}:{ResourceSpecificString}",
		Rules: []Rule{
			{"IEEEresource", `"IEEEresource" is a US-ASCII string that conforms to the URN syntax requirements [RFC2141] and defines a specific class of resource type`},
			{`":"`, "urn:ieee:{IEEEresource}:{ResourceSpecificString}"},
			{"ResourceSpecificString", `Each resource type has a specific labeling scheme that is covered by "ResourceSpecificString", which also conforms to the naming requirements [RFC2141]`},
		},
		Cites: []string{
			"The following examples are representative URNs that could be assigned by the IEEE RA. While support for YANG [RFC6020] [RFC7950] was a catalyst for the creation of the namespace, the following are not necessarily the strings that would be assigned. urn:ieee:std:802.5:yang urn:ieee:foobar",
		},
	}
}
