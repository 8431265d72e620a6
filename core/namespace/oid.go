package namespace

import "github.com/urn-playground/urn-playground/core"

// oidSyntax is the "oid" namespace, RFC 3061 §2: the NSS is an object
// identifier in dotted decimal, `oid = number *( "." number )`, each
// number without leading zeros (`number = DIGIT / ( LEADDIGIT 1*DIGIT )`).
// The first arcs' ranges are those of the OID tree (ITU-T X.660, which
// RFC 3061 relies on): the first arc is 0, 1 or 2, and under 0 and 1 the
// second is at most 39.
var oidSyntax = Syntax{
	NID: "oid", ID: "oid", Title: "an OID: dotted decimal numbers without leading zeros",
	Ref: core.Ref{Doc: "rfc3061", Section: "2", Anchor: "rfc3061-sec-2"}, read: readOID,
}

var _ = Register(&oidSyntax)

var oidArc = field{"oid-arc", "arc", "a decimal number", csDigit}

func readOID(r *reader) {
	s := r.s
	first := -1
	for a, n := 0, 0; a <= len(s); n++ {
		b := fieldEnd(s, a, '.')
		if !r.field(a, b, &oidArc) {
			return
		}
		arc := s[a:b]
		if arc[0] == '0' && len(arc) > 1 {
			z := a
			for z < b-1 && s[z] == '0' {
				z++
			}
			d := r.fail(CodeSyntax, a, z, "an arc has no leading zeros")
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
				r.fail(CodeRange, a, b, "the first arc is 0 (ITU-T), 1 (ISO) or 2 (joint ISO/ITU-T), not "+arc)
			}
		case n == 1 && first < 2 && v > 39:
			r.fail(CodeRange, a, b, "under the first arc "+itoa(first)+" the second arc is at most 39, not "+arc)
		}
		r.sep(b)
		a = b + 1
	}
}
