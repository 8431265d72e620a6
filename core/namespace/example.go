package namespace

import "github.com/urn-playground/urn-playground/core"

// exampleSyntax is the "example" namespace, RFC 6963 §3.4: "URNs that use
// the "example" NID shall have the following structure:
// urn:example:{NSS}", where the NSS "is a mandatory string of ASCII
// characters [RFC20] that conforms to the URN syntax requirements
// [RFC2141]". Anyone may mint one (§3.8), for documentation, private
// testing and experiments (§3.6); its lexical equivalence is RFC 2141's
// (§3.10), so the namespace adds no rule to comparison.
var exampleSyntax = Syntax{
	NID: "example", ID: "example", Title: "any ASCII NSS",
	Ref: core.Ref{Doc: "rfc6963", Section: "3.4", Anchor: "rfc6963-sec-3-4"}, read: readExample,
}

var _ = Register(&exampleSyntax)

var exampleName = field{"example-name", "example name", "ASCII characters", csASCII}

func readExample(r *reader) {
	r.field(0, len(r.s), &exampleName)
}
