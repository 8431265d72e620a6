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
	Ref:  core.Ref{Doc: "rfc6963", Section: "3.4", Anchor: "rfc6963-sec-3-4"},
	read: readExample, fields: []*field{&exampleNSS},
	doc: exampleDocs{},
	resolvers: Resolvers{
		Ref:  core.Ref{Doc: "rfc6963", Section: "3.9", Anchor: "rfc6963-sec-3-9"},
		None: "Example URNs are not meant to be resolved: they only illustrate.",
	},
}

var _ = Register(&exampleSyntax)

// NSS: the registration's one rule. "Mandatory": readWith reports an
// empty NSS. The URN syntax it conforms to is the syntax reading's.
var exampleNSS = field{id: "example-name", label: "example name", rule: "NSS", what: "a string of ASCII characters"}

// readExample reads urn:example:{NSS}.
func readExample(r *reader) {
	readASCII(r, 0, len(r.s), &exampleNSS)
}

// readASCII labels s[a:b] as f, a string its registration requires to be
// US-ASCII (RFC 20), as RFC 6963, RFC 5279, RFC 8069, RFC 3614 and RFC
// 4854 require of theirs, and RFC 5134 of RFC 2141's <URN chars> (ASCII
// all): it reports the first character outside ASCII (a raw UTF-8
// sequence; percent-encoded, it is ASCII) with the fix that
// percent-encodes it and every later one in the NSS, as the URN syntax
// asks of a character outside its set. Which ASCII characters the URN
// syntax allows is the syntax reading's to check. The caller has checked
// that s[a:b] is not empty. One helper for the six namespaces.
//
//go:noinline
func readASCII(r *reader, a, b int, f *field) bool {
	s := r.s
	r.part(a, b, f)
	for i := a; i < b; i++ {
		if s[i] < 0x80 {
			continue
		}
		// The character, and the fix's end: after the last byte outside
		// ASCII in the NSS. Every byte of the character is outside ASCII,
		// so its encoding is the first 3 × its length bytes of enc.
		ch, k := at(s, i), len(s)
		for s[k-1] < 0x80 {
			k--
		}
		enc := percentEncode(s[i:k])
		c := quote(ch)
		d := r.fail(CodeChar, i, i+len(ch), c+" is not US-ASCII, and the "+f.label+" is "+f.what+": percent-encode it as "+enc[:3*len(ch)])
		title := "Percent-encode the characters outside US-ASCII"
		if k == i+len(ch) {
			title = "Percent-encode " + c + " as " + enc
		}
		d.Fix = core.Fix{Span: core.Span{Start: r.base + i, End: r.base + k}, New: enc, Title: title}
		return false
	}
	return true
}

// percentEncode writes each byte of s outside ASCII as "%" and two
// upper-case hex digits, the form every edition normalizes escapes to.
//
//go:noinline
func percentEncode(s string) string {
	b := make([]byte, 0, 3*len(s))
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x80 {
			b = append(b, c)
		} else {
			b = append(b, '%', hexDigits[c>>4], hexDigits[c&15])
		}
	}
	return string(b)
}

// exampleDocs gives the example syntax's [Documentation].
type exampleDocs struct{}

func (exampleDocs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"Example URNs are not intended to be resolved",
		},
		Quote: `URNs that use the "example" NID shall have the following structure: urn:example:{NSS} The Namespace Specific String (NSS) is a mandatory string of ASCII characters [RFC20] that conforms to the URN syntax requirements [RFC2141]`,
		Rules: []Rule{
			{"NSS", `The Namespace Specific String (NSS) is a mandatory string of ASCII characters [RFC20] that conforms to the URN syntax requirements [RFC2141]`},
		},
	}
}
