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

var exampleName = nsField{"example-name", "example name", "ASCII characters", isASCII}

func readExample(r *nsReader) {
	r.field(0, len(r.s), &exampleName)
}

// isASCII is the US-ASCII of RFC 20, which RFC 6963 and RFC 3614 require
// of their NSSs: a raw byte of a UTF-8 sequence is not (an IRI's
// character becomes ASCII by percent-encoding).
func isASCII(c byte) bool { return c < 0x80 }
