package namespace

import "github.com/urn-playground/urn-playground/core"

// threeGPPSyntax is the "3gpp" namespace, RFC 5279 §2, whose declaration
// of syntactic structure reads `urn:3gpp:{3gpp-urn}`, the 3gpp-urn being
// "a US-ASCII string that conforms to the NSS(Namespace Specific String)
// Syntax described in RFC 2141 [RFC2141] and defines a specific resource
// type". It defines no structure of its own: 3GPP registers each value
// (§2, Process of identifier assignment), so the NSS is free, and the URN
// syntax reading is the one that checks it.
var threeGPPSyntax = Syntax{
	NID: "3gpp", ID: "3gpp", Title: "a value 3GPP registers, in the URN syntax",
	Ref: core.Ref{Doc: "rfc5279", Section: "2", Anchor: "rfc5279-sec-2"}, Free: true,
}

var _ = Register(&threeGPPSyntax)
