package namespace

import "github.com/urn-playground/urn-playground/core"

// epcSyntax is the "epc" namespace, RFC 5134 §2, whose declaration of
// structure gives the ABNF
//
//	EPC-URN     = "urn:epc:" sub-ns-name ":" sub-ns
//	sub-ns-name = let-num [ 1*let-num-hyp ]
//	sub-ns      = 1*<URN chars>
//	let-num     = upper / lower / number
//	let-num-hyp = upper / lower / number / "-"
//
// ("definitions not specified below can be found in RFC 2141": <URN
// chars> is RFC 2141's), and leaves each sub-namespace to the "EPC Tag
// Data Standards", which it makes normative. It prints a non-normative ABNF for one of them, sgtin:
// `"urn:epc:id:sgtin:" SGTINURIBody`, `SGTINURIBody =
// 2*(PaddedNumericComponent ".") NumericComponent`, "three period
// separated series of digits" (a company prefix, a product reference and
// a serial number), the last without leading zeros (`NumericComponent =
// ZeroComponent / NonZeroComponent`): the reading names those series
// where the sub-ns has that form, and says nothing where it has another,
// which the normative standard may allow (its serial numbers have
// letters). Its Rules for Lexical Equivalence, "The entire URN is
// case-sensitive", would make fewer URNs equivalent than RFC 8141 does,
// which a namespace may not (RFC 8141 §3.1): the namespace adds no rule
// to comparison.
var epcSyntax = Syntax{
	NID: "epc", ID: "epc", Title: "a sub-namespace name (letters, digits, \"-\"), \":\" and the sub-namespace's string",
	Ref:    core.Ref{Doc: "rfc5134", Section: "2", Anchor: "rfc5134-sec-2"},
	read:   readEPC,
	fields: []*field{&epcSubNSName, &epcColon, &epcSubNS, &epcScheme, &epcSchemeColon, &sgtinSeries[0], &sgtinDot, &sgtinSeries[2]},
	doc:    epcDocs{},
	resolvers: Resolvers{
		Ref:  core.Ref{Doc: "rfc5134", Section: "2", Anchor: "rfc5134-sec-2"},
		None: "Some epc sub-namespaces are resolved through the Object Naming Service (ONS), a Dynamic Delegation Discovery System lookup, not a web address the playground could link to.",
	},
}

var _ = Register(&epcSyntax)

var (
	epcSubNSName = field{id: "epc-sub-ns-name", label: "sub-namespace name", rule: "sub-ns-name"}
	epcColon     = field{id: "separator", label: "separator", rule: `":"`}
	epcSubNS     = field{id: "epc-sub-ns", label: "sub-namespace string", rule: "sub-ns", what: "RFC 2141's <URN chars>, all US-ASCII"}
)

// readEPC reads EPC-URN = "urn:epc:" sub-ns-name ":" sub-ns, after
// "urn:epc:".
func readEPC(r *reader) {
	s := r.s
	// sub-ns-name = let-num [ 1*let-num-hyp ]: up to the first ":", which
	// neither let-num nor let-num-hyp is.
	b := fieldEnd(s, 0, ':')
	r.part(0, b, &epcSubNSName)
	switch {
	case b == 0:
		r.fail(CodeSyntax, 0, 0, "the sub-namespace name is missing: an epc URN begins with it, letters, digits and \"-\", then \":\" (id:sgtin:0614141.112345.400)")
	case s[0] == '-':
		// let-num = upper / lower / number: the first character
		k := 1
		for k < b && s[k] == '-' {
			k++
		}
		d := r.fail(CodeChar, 0, k, "a sub-namespace name begins with a letter or digit (let-num), not \"-\": id, tag, raw")
		if k < b {
			r.fix(d, "", "Remove the leading hyphen")
		}
	default:
		// 1*let-num-hyp, let-num-hyp = upper / lower / number / "-"
		for i := 0; i < b; i++ {
			if !isLDH(s[i]) {
				r.badChar(i, " cannot appear in the sub-namespace name: it is letters, digits and \"-\" (let-num-hyp)")
				break
			}
		}
	}
	// ":"
	if b == len(s) {
		r.fail(CodeSyntax, b, b, "after the sub-namespace name come \":\" and the sub-namespace's string (id:sgtin:0614141.112345.400)")
		return
	}
	r.part(b, b+1, &epcColon)
	// sub-ns = 1*<URN chars>
	a := b + 1
	if a == len(s) {
		r.fail(CodeSyntax, a, a, "the sub-namespace's string is missing after \":\": the string the EPC Tag Data Standard defines for "+quote(s[:b])+" (sgtin:0614141.112345.400 after id)")
		return
	}
	if s[:b] != "id" || !readSGTIN(r, a) {
		readASCII(r, a, len(s), &epcSubNS)
	}
}

// The non-normative sgtin ABNF's rules, which name the parts of an
// id:sgtin: sub-ns of its form.
var (
	epcScheme      = field{id: "epc-scheme", label: "EPC scheme", rule: `"urn:epc:id:sgtin:"`}
	epcSchemeColon = field{id: "separator", label: "separator", rule: `"urn:epc:id:sgtin:"`}
	sgtinDot       = field{id: "separator", label: "separator", rule: `"."`}
	// sgtinSeries names the series as RFC 5134 §2 does.
	sgtinSeries = [...]field{
		{id: "epc-company", label: "company prefix", rule: "PaddedNumericComponent"},
		{id: "epc-item", label: "product reference", rule: "PaddedNumericComponent"},
		{id: "epc-serial", label: "serial number", rule: "NumericComponent"},
	}
)

// readSGTIN labels s[a:] as the sgtin ABNF's "sgtin:" SGTINURIBody, and
// reports true, when it has that form: SGTINURIBody =
// 2*(PaddedNumericComponent ".") NumericComponent, PaddedNumericComponent
// = *Digit, NumericComponent = ZeroComponent / NonZeroComponent ("0", or
// digits without a leading zero). Otherwise it labels nothing.
func readSGTIN(r *reader, a int) bool {
	s := r.s
	body := a + len("sgtin:")
	if len(s) <= body || s[a:body] != "sgtin:" {
		return false
	}
	n, last := 1, body // the series, and where the last begins
	for i := body; i < len(s); i++ {
		if s[i] == '.' {
			n, last = n+1, i+1
		} else if !isDigit(s[i]) {
			return false
		}
	}
	// 2*( … ".") NumericComponent: three series or more, the last not
	// empty and without a leading zero.
	if n < 3 || last == len(s) || s[last] == '0' && last < len(s)-1 {
		return false
	}
	r.part(a, body-1, &epcScheme)
	r.part(body-1, body, &epcSchemeColon)
	for i, k := body, 0; i < len(s); k = 1 {
		j := fieldEnd(s, i, '.')
		if j == len(s) {
			k = 2
		}
		r.part(i, j, &sgtinSeries[k])
		if j < len(s) {
			r.part(j, j+1, &sgtinDot)
		}
		i = j + 1
	}
	return true
}

// epcDocs gives the epc syntax's [Documentation].
type epcDocs struct{}

func (epcDocs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"Certain sub-namespaces are resolved via the Object Naming Service",
		},
		Quote: `The following ABNF [2] defines how the sub-namespaces are identified and any restrictions on their syntax (definitions not specified below can be found in RFC 2141 [1]):
		EPC-URN = "urn:epc:" sub-ns-name ":" sub-ns
		sub-ns-name = let-num [ 1*let-num-hyp ]
		sub-ns = 1*<URN chars>`,
		Rules: []Rule{
			{"sub-ns-name", "sub-ns-name = let-num [ 1*let-num-hyp ]"},
			{`":"`, `EPC-URN = "urn:epc:" sub-ns-name ":" sub-ns`},
			{"sub-ns", "sub-ns = 1*<URN chars>"},
			{`"urn:epc:id:sgtin:"`, `SGTIN-URI = "urn:epc:id:sgtin:" SGTINURIBody`},
			{`"."`, `SGTINURIBody = 2*(PaddedNumericComponent ".") NumericComponent`},
			{"PaddedNumericComponent", "PaddedNumericComponent = *Digit"},
			{"NumericComponent", "NumericComponent = ZeroComponent / NonZeroComponent"},
		},
	}
}
