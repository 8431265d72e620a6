package namespace

import "github.com/urn-playground/urn-playground/core"

// ietfSyntax is the "ietf" namespace, RFC 2648 §2, whose ABNF the reader
// follows rule by rule:
//
//	NSS = rfc-nss / fyi-nss / std-nss / bcp-nss / draft-nss / mtg-nss / other-nss
//	rfc-nss = "rfc:" 1*DIGIT        (fyi-nss, std-nss, bcp-nss alike)
//	draft-nss = "id:" string
//	mtg-nss = "mtg:" string
//	other-nss = string ; beginning with a prefix other than one of those
//	                   ; above for future expansion
//	string = 1*(DIGIT / ALPHA / "-")
//
// Its literal strings are ABNF's, so case-insensitive ("The entire URN
// is case-insensitive", §2). RFC 3553 §3 registers the sub-namespace
// "params", which other-nss's comment foresees: "primarily opaque", with
// the colon denoting "a very limited concept of hierarchy": "If a colon
// is present then the items on both sides of it are valid names", the
// left one "a class of those items". So an NSS that begins with none of
// the prefixes is other-nss, one string of letters, digits and hyphens
// noted as left for future expansion. A character outside string (the
// ":" of the widely used urn:ietf:wg:oauth:2.0:oob) is outside the ABNF
// as written, and draws a warning, not a violation (ietfOtherNSS). A
// prefix's name alone ("rfc") is such a string too, with a note of what
// the series' names look like.
var citeIETFParams = Citation{Ref: core.Ref{Doc: "rfc3553", Section: "3", Anchor: "rfc3553-sec-3"}}

// citeIETFFuture is RFC 2648 §2's warning that its grammar is not the
// last word: the reason an other-nss outside it is only a warning.
var citeIETFFuture = Citation{Ref: core.Ref{Doc: "rfc2648", Section: "2", Anchor: "rfc2648-sec-2"}}

// The RFC Editor's style rules give the address of an RFC's, an STD's
// and a BCP's page: where the ietf namespace's rfc:, std: and bcp: URNs
// are linked to.
var (
	_ = document("rfc7322", "RFC 7322")
	_ = document("rfc-editor-style-web", "RFC Editor, Web Portion of the Style Guide")
)

var ietfSyntax = Syntax{
	NID: "ietf", ID: "ietf", Title: "rfc, fyi, std or bcp and a number; id or mtg and a name; params and a registered name",
	Ref:   core.Ref{Doc: "rfc2648", Section: "2", Anchor: "rfc2648-sec-2"},
	read:  readIETF,
	cites: []*Citation{&citeIETFParams, &citeIETFFuture},
	fields: []*field{&ietfPrefixes[0], &ietfNumbers[0], &ietfPrefixes[1], &ietfNumbers[1], &ietfPrefixes[2], &ietfNumbers[2],
		&ietfPrefixes[3], &ietfNumbers[3], &ietfPrefixes[4], &ietfPrefixes[5], &ietfOther, &ietfStrings[0], &ietfStrings[1],
		&ietfPrefixes[6], &ietfParamsColon, &ietfParamsClass, &ietfParamsName},
	doc: ietfDocs{},
	resolvers: Resolvers{
		Ref:  core.Ref{Doc: "rfc2648", Section: "2", Anchor: "rfc2648-sec-2"},
		None: "RFC 2648 resolves its URNs from a mirrored copy of the documents; the playground links the RFC Editor's pages for RFCs, STDs and BCPs, and nothing for Internet-Drafts, meetings, FYIs or protocol parameters (for params, RFC 3553 \u00a73 defines no resolution).",
		Services: []Service{
			{
				Name:     "the RFC Editor's page of the RFC",
				Template: "https://www.rfc-editor.org/info/rfc{ietf-number|int}",
				Scope:    "RFCs (rfc:)",
				In:       Within{Part: "ietf-series", Rule: `"rfc:"`},
				Ref:      core.Ref{Doc: "rfc-editor-style-web", Section: "Referencing RFCs", Anchor: "rfc-editor-style-web-sec-referencing-rfcs"},
				Example:  "urn:ietf:rfc:3080", ExampleURL: "https://www.rfc-editor.org/info/rfc3080",
			},
			{
				Name:     "the RFC Editor's page of the STD",
				Template: "http://www.rfc-editor.org/info/std{ietf-number|int}",
				Scope:    "Internet Standards (std:)",
				In:       Within{Part: "ietf-series", Rule: `"std:"`},
				Ref:      core.Ref{Doc: "rfc7322", Section: "4.8.6.3", Anchor: "rfc7322-sec-4-8-6-3"},
				Example:  "urn:ietf:std:72", ExampleURL: "http://www.rfc-editor.org/info/std72",
			},
			{
				Name:     "the RFC Editor's page of the BCP",
				Template: "http://www.rfc-editor.org/info/bcp{ietf-number|int}",
				Scope:    "Best Current Practices (bcp:)",
				In:       Within{Part: "ietf-series", Rule: `"bcp:"`},
				Ref:      core.Ref{Doc: "rfc7322", Section: "4.8.6.3", Anchor: "rfc7322-sec-4-8-6-3"},
				Example:  "urn:ietf:bcp:14", ExampleURL: "http://www.rfc-editor.org/info/bcp14",
			},
		},
	},
}

var _ = Register(&ietfSyntax)

// ietfSeries are the prefixes, RFC 2648's then RFC 3553's, without their
// ":"; ietfExamples a name of each.
var (
	ietfSeries   = []string{"rfc", "fyi", "std", "bcp", "id", "mtg", "params"}
	ietfExamples = [...]string{"rfc:2648", "fyi:1", "std:50", "bcp:73", "id:ietf-urn-ietf-06", "mtg:41-urn", "params:dns:rr-type-codes"}
)

const (
	ietfDigits = "digits (1*DIGIT)"
	ietfString = `letters, digits and hyphens (string = 1*(DIGIT / ALPHA / "-"))`
)

// Each rule's sub-parts: the prefix (with its ":") and what follows it.
var (
	ietfPrefixes = [7]field{
		{id: "ietf-series", label: "document series", rule: `"rfc:"`},
		{id: "ietf-series", label: "document series", rule: `"fyi:"`},
		{id: "ietf-series", label: "document series", rule: `"std:"`},
		{id: "ietf-series", label: "document series", rule: `"bcp:"`},
		{id: "ietf-series", label: "Internet-Drafts", rule: `"id:"`},
		{id: "ietf-series", label: "meetings", rule: `"mtg:"`},
		{id: "ietf-series", label: "sub-namespace (RFC 3553)", rule: `"params"`},
	}
	ietfNumbers = [4]field{
		{id: "ietf-number", label: "RFC number", rule: "rfc-nss", what: ietfDigits, ok: csDigit},
		{id: "ietf-number", label: "FYI number", rule: "fyi-nss", what: ietfDigits, ok: csDigit},
		{id: "ietf-number", label: "STD number", rule: "std-nss", what: ietfDigits, ok: csDigit},
		{id: "ietf-number", label: "BCP number", rule: "bcp-nss", what: ietfDigits, ok: csDigit},
	}
	ietfStrings = [2]field{
		{id: "ietf-name", label: "Internet-Draft's name", rule: "string", what: ietfString, ok: csLDH},
		{id: "ietf-name", label: "meeting's name", rule: "string", what: ietfString, ok: csLDH},
	}
	ietfOther = field{id: "ietf-other-nss", label: "other-nss", rule: "other-nss", ok: csLDH,
		what: "one string of letters, digits and hyphens, since the NSS begins with none of RFC 2648's prefixes (rfc:, fyi:, std:, bcp:, id:, mtg:) nor RFC 3553's params:"}
	ietfParamsColon = field{id: "separator", label: "separator", rule: `":"`}
	ietfParamsClass = field{id: "ietf-params-class", label: "class of protocol parameters", rule: "class",
		what: ietfParamsWhat, ok: csParams}
	ietfParamsName = field{id: "ietf-params-name", label: "name of a protocol parameter", rule: "name",
		what: ietfParamsWhat, ok: csParams}
)

const ietfParamsWhat = "a name IANA assigns: on both sides of a \":\" are valid names, as in params:dns:rr-type-codes:soa"

func readIETF(r *reader) {
	s := r.s
	b := fieldEnd(s, 0, ':')
	k := indexFold(ietfSeries, s[:b])
	switch {
	case k < 0 || b == len(s):
		ietfOtherNSS(r, k)
	case k == 6:
		// params (RFC 3553 §3): names separated by ":", the left one a class
		r.part(0, b, &ietfPrefixes[6])
		r.ref = &citeIETFParams.Ref
		for a := b; a < len(s); {
			r.part(a, a+1, &ietfParamsColon)
			e, f := fieldEnd(s, a+1, ':'), &ietfParamsClass
			if e == len(s) {
				f = &ietfParamsName
			}
			if !r.field(a+1, e, f) {
				return
			}
			a = e
		}
	default:
		// rfc-nss = "rfc:" 1*DIGIT (fyi, std, bcp); draft-nss = "id:" string;
		// mtg-nss = "mtg:" string
		r.part(0, b+1, &ietfPrefixes[k])
		f := &ietfNumbers[min(k, 3)]
		if k >= 4 {
			f = &ietfStrings[k-4]
		}
		r.field(b+1, len(s), f)
	}
}

// ietfOtherNSS reads `other-nss = string`, `string = 1*(DIGIT / ALPHA /
// "-")`: the NSS begins with none of the prefixes, or is the name of one
// alone (k, else -1), which a note says.
//
// A character outside `string` (urn:ietf:wg:oauth:2.0:oob, widely used)
// is a warning, not a violation: RFC 2648 says its ABNF will need updating
// when a group uses other characters, and asks resolvers to expect it
// (citeIETFFuture).
func ietfOtherNSS(r *reader, k int) {
	for i := 0; i < len(r.s); i++ {
		if !inSet(csLDH, r.s[i]) {
			r.part(0, len(r.s), &ietfOther)
			d := r.report(core.Warning, CodeChar, i, i+1, quote(at(r.s, i))+" is outside other-nss, one string of letters, digits and hyphens; RFC 2648 expects names with other characters, to be added to its grammar when they come")
			d.Ref = citeIETFFuture.Ref
			return
		}
	}
	if !r.field(0, len(r.s), &ietfOther) {
		return
	}
	msg := "RFC 2648 leaves an NSS that begins with none of its prefixes (rfc:, fyi:, std:, bcp:, id:, mtg:) for future expansion: other-nss = string"
	if k >= 0 {
		msg = quote(r.s) + " alone is other-nss, a string RFC 2648 leaves for future expansion; a name of its series goes on with \":\": " + ietfExamples[k]
	}
	d := r.report(core.Info, CodePrefix, 0, len(r.s), msg)
	if k == 6 {
		d.Ref = citeIETFParams.Ref
	}
}

// ietfDocs gives the ietf syntax's [Documentation].
type ietfDocs struct{}

func (ietfDocs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"A mirrored copy of the underlying documentation is required to resolve these URNs.",
			"RFC 3080, DOI 10.17487/RFC3080, March 2001, <https://www.rfc-editor.org/info/rfc3080>",
			"<http://www.rfc-editor.org/info/std72>",
			"<http://www.rfc-editor.org/info/bcp14>",
		},
		Quote: "NSS = rfc-nss / fyi-nss / std-nss / bcp-nss / draft-nss / mtg-nss / other-nss",
		Rules: []Rule{
			{`"rfc:"`, `rfc-nss = "rfc:" 1*DIGIT`},
			{`"fyi:"`, `fyi-nss = "fyi:" 1*DIGIT`},
			{`"std:"`, `std-nss = "std:" 1*DIGIT`},
			{`"bcp:"`, `bcp-nss = "bcp:" 1*DIGIT`},
			{`"id:"`, `draft-nss = "id:" string`},
			{`"mtg:"`, `mtg-nss = "mtg:" string`},
			{`"params"`, "Sub-namespace name: params"},
			{"rfc-nss", `rfc-nss = "rfc:" 1*DIGIT`},
			{"fyi-nss", `fyi-nss = "fyi:" 1*DIGIT`},
			{"std-nss", `std-nss = "std:" 1*DIGIT`},
			{"bcp-nss", `bcp-nss = "bcp:" 1*DIGIT`},
			{"string", `string = 1*(DIGIT / ALPHA / "-")`},
			{"other-nss", "other-nss = string"},
			{`":"`, `The colon character (":") is used to denote a very limited concept of hierarchy.`},
			{"class", "if a name has a colon then the item on the left hand side represents a class of those items that would contain other items of that class"},
			{"name", "If a colon is present then the items on both sides of it are valid names."},
		},
		Cites: []string{
			`The colon character (":") is used to denote a very limited concept of hierarchy. If a colon is present then the items on both sides of it are valid names.`,
			"Any system intended to resolve names for this namespace should be written with the awareness that this could occur at any time.",
		},
	}
}
