package namespace

import "github.com/urn-playground/urn-playground/core"

// epcSyntax is the "epc" namespace, RFC 5134 §2, whose declaration of
// structure gives the ABNF `EPC-URN = "urn:epc:" sub-ns-name ":" sub-ns`,
// `sub-ns-name = let-num [ 1*let-num-hyp ]` (a letter or digit, then
// letters, digits and "-"), `sub-ns = 1*<URN chars>`, and leaves each
// sub-namespace to the "EPC Tag Data Standards", which it makes
// normative. It prints a non-normative ABNF for one of them, sgtin:
// `"urn:epc:id:sgtin:" 2*(PaddedNumericComponent ".") NumericComponent`,
// "three period separated series of digits" (a company prefix, a product
// reference and a serial number), the last without leading zeros
// (`NumericComponent = ZeroComponent / NonZeroComponent`). Its Rules for
// Lexical Equivalence, "The entire URN is case-sensitive", would make
// fewer URNs equivalent than RFC 8141 does, which a namespace may not
// (RFC 8141 §3.1): the namespace adds no rule to comparison.
var epcSyntax = Syntax{
	NID: "epc", ID: "epc", Title: "a sub-namespace name (letters, digits, \"-\"), \":\" and the sub-namespace's string",
	Ref: core.Ref{Doc: "rfc5134", Section: "2", Anchor: "rfc5134-sec-2"}, read: readEPC,
}

var _ = Register(&epcSyntax)

var (
	// let-num-hyp is the character class of RFC 2648's string (ietf.go).
	epcSubNSName = field{"epc-sub-ns-name", "sub-namespace name", "letters, digits and \"-\"", csLDH}
	epcSubNS     = field{"epc-sub-ns", "sub-namespace string", "any NSS characters", csAny}
	epcScheme    = field{id: "epc-scheme", label: "EPC scheme"}
)

func readEPC(r *reader) {
	s := r.s
	b := fieldEnd(s, 0, ':')
	if !r.field(0, b, &epcSubNSName) {
		return
	}
	if s[0] == '-' {
		r.fail(CodeChar, 0, 1, "a sub-namespace name begins with a letter or digit")
		return
	}
	if b == len(s) {
		r.fail(CodeSyntax, b, b, "after the sub-namespace name come \":\" and the sub-namespace's string: id:sgtin:900100.0003456.1234567")
		return
	}
	r.sep(b)
	// "sgtin:" and its body are labelled when the body has the form of
	// RFC 5134's non-normative sgtin ABNF; otherwise the rest is a
	// sub-namespace string, whose normative syntax is the EPC Tag Data
	// Standard's.
	a := b + 1
	body := a + 6
	n, last := 1, body // series, start of the last
	sgtin := s[:b] == "id" && len(s) > b+7 && s[a:body] == "sgtin:"
	for i := body; sgtin && i < len(s); i++ {
		if s[i] == '.' {
			n, last = n+1, i+1
		} else if !isDigit(s[i]) {
			sgtin = false
		}
	}
	if !sgtin || n < 3 || last == len(s) || s[last] == '0' && last < len(s)-1 {
		r.field(a, len(s), &epcSubNS)
		return
	}
	r.part(a, a+5, &epcScheme)
	r.sep(a + 5)
	for i, k := body, 0; i < len(s); k = 1 {
		j := fieldEnd(s, i, '.')
		if j == len(s) {
			k = 2
		}
		r.part(i, j, &sgtinSeries[k])
		r.sep(j)
		i = j + 1
	}
}

// sgtinSeries names the sgtin example's series, as RFC 5134 §2 does.
var sgtinSeries = [...]field{
	{id: "epc-company", label: "company prefix"}, {id: "epc-item", label: "product reference"}, {id: "epc-serial", label: "serial number"},
}
