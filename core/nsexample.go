package core

// exampleSyntax is the "example" namespace, RFC 6963 §3.4: "URNs that use
// the "example" NID shall have the following structure:
// urn:example:{NSS}", where the NSS "is a mandatory string of ASCII
// characters [RFC20] that conforms to the URN syntax requirements
// [RFC2141]". Anyone may mint one (§3.8), for documentation, private
// testing and experiments (§3.6); its lexical equivalence is RFC 2141's
// (§3.10), so the namespace adds no rule to comparison.
var exampleSyntax = NamespaceSyntax{
	NID: "example", ID: "example", Title: "any ASCII NSS",
	Ref: Ref{"rfc6963", "3.4", "rfc6963-sec-3-4"}, read: readExample,
}

var exampleName = nsField{"example-name", "example name", "ASCII characters", csASCII}

func readExample(r *nsReader) {
	r.field(0, len(r.s), &exampleName)
}
