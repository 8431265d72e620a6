package namespace

import "github.com/urn-playground/urn-playground/core"

// threeGPPSyntax is the "3gpp" namespace, RFC 5279 §2, whose declaration
// of syntactic structure reads `urn:3gpp:{3gpp-urn}`, the 3gpp-urn being
// "a US-ASCII string that conforms to the NSS(Namespace Specific String)
// Syntax described in RFC 2141 [RFC2141] and defines a specific resource
// type". It gives the 3gpp-urn no structure of its own: 3GPP registers
// each value (§2, Process of identifier assignment), so the reading
// checks that it is US-ASCII, and the URN syntax reading checks the rest.
var threeGPPSyntax = Syntax{
	NID: "3gpp", ID: "3gpp", Title: "a US-ASCII string in the URN syntax, a value 3GPP registers",
	Ref:  core.Ref{Doc: "rfc5279", Section: "2", Anchor: "rfc5279-sec-2"},
	read: read3GPP, fields: []*field{&threeGPPURN},
	doc: threeGPPDocs{},
	resolvers: Resolvers{
		Ref:  core.Ref{Doc: "rfc5279", Section: "2", Anchor: "rfc5279-sec-2"},
		None: "The 3gpp registration lists no resolution system: it says resolution is not relevant to its names.",
	},
}

var _ = Register(&threeGPPSyntax)

// 3gpp-urn: the id is the rule's name, which begins with the NID already.
var threeGPPURN = field{id: "3gpp-urn", label: "3GPP value", rule: "3gpp-urn", what: "a US-ASCII string"}

// read3GPP reads urn:3gpp:{3gpp-urn}: the whole NSS is the 3gpp-urn.
func read3GPP(r *reader) {
	readASCII(r, 0, len(r.s), &threeGPPURN)
}

// threeGPPDocs gives the threeGPP syntax's [Documentation].
type threeGPPDocs struct{}

func (threeGPPDocs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"The namespace is not listed with a Resolution Discovery System (RDS), as this is not relevant.",
		},
		Quote: `The Namespace Specific String (NSS) of all URNs that use the "3gpp" NID will have the following structure: urn:3gpp:{3gpp-urn} where the "3gpp-urn" is a US-ASCII string that conforms to the NSS(Namespace Specific String) Syntax described in RFC 2141 [RFC2141]`,
		Rules: []Rule{
			{"3gpp-urn", `the "3gpp-urn" is a US-ASCII string that conforms to the NSS(Namespace Specific String) Syntax described in RFC 2141 [RFC2141] and defines a specific resource type`},
		},
	}
}
