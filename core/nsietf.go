package core

// ietfSyntax is the "ietf" namespace, RFC 2648 §2, whose ABNF reads
// `NSS = rfc-nss / fyi-nss / std-nss / bcp-nss / draft-nss / mtg-nss /
// other-nss`: "rfc:", "fyi:", "std:" and "bcp:" followed by `1*DIGIT`,
// "id:" and "mtg:" followed by a `string = 1*(DIGIT / ALPHA / "-")`, and
// other prefixes left "for future expansion". RFC 3553 §3 registers the
// sub-namespace "params", which is "primarily opaque", with the colon
// denoting "a very limited concept of hierarchy": names on both sides of
// a colon are valid names.
var refIETFParams = Ref{"rfc3553", "3", "rfc3553-sec-3"}

var ietfSyntax = NamespaceSyntax{
	NID: "ietf", ID: "ietf", Title: "rfc, fyi, std or bcp and a number; id or mtg and a name; params and a registered name",
	Ref: Ref{"rfc2648", "2", "rfc2648-sec-2"}, read: readIETF,
}

var ietfSeries = []string{"rfc", "fyi", "std", "bcp", "id", "mtg", "params"}

var (
	ietfSeriesField = nsField{"ietf-series", "sub-namespace", "letters, digits and hyphens", csLDH}
	ietfRest        = nsField{id: "ietf-rest", label: "the rest, under the sub-namespace's own rules"}
	ietfNumber      = nsField{"ietf-number", "document number", "a decimal number", csDigit}
	ietfName        = nsField{"ietf-name", "name", "letters, digits and hyphens", csLDH}
	ietfParamsClass = nsField{"ietf-params-class", "protocol parameter class", "a registered name", csParams}
	ietfParamsName  = nsField{"ietf-params-name", "name", "a registered name", csParams}
)

func readIETF(r *nsReader) {
	s := r.s
	b := fieldEnd(s, 0, ':')
	k := indexFold(ietfSeries, s[:b])
	switch {
	case k < 0:
		if r.field(0, b, &ietfSeriesField) {
			r.report(Info, CodeNSPrefix, 0, b, "RFC 2648 defines rfc, fyi, std, bcp, id and mtg, RFC 3553 params; other sub-namespaces are left for future expansion, with rules of their own")
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
		r.fail(CodeNSSyntax, b, b, "after "+quote(s)+next)
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

func isIETFString(c byte) bool { return isAlnum(c) || c == '-' }
