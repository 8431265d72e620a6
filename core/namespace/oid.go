package namespace

import "github.com/urn-playground/urn-playground/core"

// oidSyntax is the "oid" namespace, RFC 3061 §2, whose ABNF this file
// follows rule by rule: the NSS is an object identifier in dotted
// decimal, `oid = number *( DOT number )`, each `number = DIGIT / (
// LEADDIGIT 1*DIGIT )`, without leading zeros. Which arcs exist is the
// OID tree's rule, ITU-T X.660, not RFC 3061's: the first arc is 0, 1 or
// 2, and under 0 and 1 the second is at most 39, checked beyond the
// registration.
var oidSyntax = Syntax{
	NID: "oid", ID: "oid", Title: "an OID: dotted decimal numbers without leading zeros",
	Ref:    core.Ref{Doc: "rfc3061", Section: "2", Anchor: "rfc3061-sec-2"},
	read:   readOID,
	cites:  []*Citation{&citeX660},
	fields: []*field{&oidArc, &oidDot},
	doc:    oidDocs{},
	resolvers: Resolvers{
		Ref:  core.Ref{Doc: "rfc3061", Section: "2", Anchor: "rfc3061-sec-2"},
		None: "RFC 3061 defines no resolution for OIDs; OID repositories exist on the web, but the playground has found no documented URL form of one to link to.",
	},
}

var _ = Register(&oidSyntax)

var _ = document("itu-x660", "ITU-T X.660")

// citeX660 is the rule of the OID tree's top arcs.
var citeX660 = Citation{
	Ref:    core.Ref{Doc: "itu-x660", Section: "A", Anchor: "itu-x660-sec-a"},
	Beyond: true,
}

var (
	oidArc = field{id: "oid-arc", label: "arc", rule: "number", what: "a decimal number without leading zeros", ok: csDigit}
	oidDot = field{id: "separator", label: "separator", rule: "DOT"}
)

// readOID reads oid = number *( DOT number ), with number = DIGIT / (
// LEADDIGIT 1*DIGIT ), LEADDIGIT = %x31-39, DIGIT = %x30 / LEADDIGIT and
// DOT = %x2E.
func readOID(r *reader) {
	s := r.s
	first := -1
	for a, n := 0, 0; ; n++ {
		b := fieldEnd(s, a, '.')
		if a == b {
			r.gap(a, len(s), '.', &oidArc)
			return
		}
		if !r.field(a, b, &oidArc) {
			return
		}
		// number = DIGIT / ( LEADDIGIT 1*DIGIT ): one digit, or several
		// of which the first is not 0.
		if s[a] == '0' && b-a > 1 {
			z := a
			for z < b-1 && s[z] == '0' {
				z++
			}
			d := r.fail(CodeSyntax, a, z, "a number has no leading zeros: "+s[z:b]+", not "+s[a:b])
			r.fix(d, "", "Remove the leading zeros")
		}
		v := 0 // the first two arcs' values, capped so that a long one cannot overflow
		for i := a; n < 2 && i < b && v < 1000; i++ {
			v = v*10 + int(s[i]-'0')
		}
		switch {
		case n == 0:
			first = v
			if first > 2 {
				r.beyond(&citeX660, CodeRange, a, b, "the first arc is 0 (ITU-T), 1 (ISO) or 2 (joint ISO/ITU-T), not "+s[a:b])
			}
		case n == 1 && first < 2 && v > 39:
			r.beyond(&citeX660, CodeRange, a, b, "under the first arc "+s[:a-1]+" the second arc is 0 to 39, not "+s[a:b])
		}
		if b == len(s) {
			return
		}
		r.part(b, b+1, &oidDot)
		a = b + 1
	}
}

// oidDocs gives the oid syntax's [Documentation].
type oidDocs struct{}

func (oidDocs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"At this time no resolution mechanism is defined.",
		},
		Quote: "The NSS portion of the name is strictly limited to the digits 0-9 and the '.' character with no leading zeros. No other characters are permitted.",
		Rules: []Rule{
			{"number", "number = DIGIT / ( LEADDIGIT 1*DIGIT )"},
			{"DOT", "DOT = %x2E"},
		},
		Cites: []string{
			"the top-level arcs are restricted to three arcs numbered 0 to 2; and the arcs beneath root arcs 0 and 1 are restricted to forty arcs numbered 0 to 39",
		},
	}
}
