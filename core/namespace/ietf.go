package namespace

import "github.com/urn-playground/urn-playground/core"

// ietfSyntax is the "ietf" namespace, RFC 2648 §2, whose ABNF reads
// `NSS = rfc-nss / fyi-nss / std-nss / bcp-nss / draft-nss / mtg-nss /
// other-nss`: "rfc:", "fyi:", "std:" and "bcp:" followed by `1*DIGIT`,
// "id:" and "mtg:" followed by a `string = 1*(DIGIT / ALPHA / "-")`, and
// other prefixes left "for future expansion". RFC 3553 §3 registers the
// sub-namespace "params", which is "primarily opaque", with the colon
// denoting "a very limited concept of hierarchy": names on both sides of
// a colon are valid names.
var refIETFParams = core.Ref{Doc: "rfc3553", Section: "3", Anchor: "rfc3553-sec-3"}

var ietfSyntax = Syntax{
	NID: "ietf", ID: "ietf", Title: "rfc, fyi, std or bcp and a number; id or mtg and a name; params and a registered name",
	Ref: core.Ref{Doc: "rfc2648", Section: "2", Anchor: "rfc2648-sec-2"}, read: readIETF,
	cites: []*core.Ref{&refIETFParams},
}

var _ = Register(&ietfSyntax)

var ietfSeries = []string{"rfc", "fyi", "std", "bcp", "id", "mtg", "params"}

var (
	ietfSeriesField = field{"ietf-series", "sub-namespace", "letters, digits and hyphens", csLDH}
	ietfRest        = field{id: "ietf-rest", label: "the rest, under the sub-namespace's own rules"}
	ietfNumber      = field{"ietf-number", "document number", "a decimal number", csDigit}
	ietfName        = field{"ietf-name", "name", "letters, digits and hyphens", csLDH}
	ietfParamsClass = field{"ietf-params-class", "protocol parameter class", "a registered name", csParams}
	ietfParamsName  = field{"ietf-params-name", "name", "a registered name", csParams}
)

func readIETF(r *reader) {
	s := r.s
	b := fieldEnd(s, 0, ':')
	k := indexFold(ietfSeries, s[:b])
	switch {
	case k < 0:
		if r.field(0, b, &ietfSeriesField) {
			r.report(core.Info, CodePrefix, 0, b, "RFC 2648 defines rfc, fyi, std, bcp, id and mtg, RFC 3553 params; other sub-namespaces are left for future expansion, with rules of their own")
			r.part(b, len(s), &ietfRest)
		}
		return
	case b == len(s):
		r.part(0, b, &ietfSeriesField)
		next := " comes a ':' and a number or name: rfc:2648, id:ietf-urn-ietf-06"
		if k == 6 { // RFC 3553 §3's example
			r.ref = &refIETFParams
			next = " comes a ':' and a protocol parameter class and name: params:dns:rr-type-codes"
		}
		r.fail(CodeSyntax, b, b, "after "+quote(s)+next)
		return
	}
	r.part(0, b, &ietfSeriesField)
	r.sep(b)
	switch {
	case k < 4:
		r.field(b+1, len(s), &ietfNumber)
	case k < 6:
		r.field(b+1, len(s), &ietfName)
	default:
		// A registered protocol parameter's name (RFC 3553 §3): names
		// separated by colons, none empty.
		r.ref = &refIETFParams
		r.list(b+1, len(s), ':', &ietfParamsClass, &ietfParamsName)
	}
}
