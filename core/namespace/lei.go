package namespace

import "github.com/urn-playground/urn-playground/core"

// leiSyntax is the "lei" namespace, registered by an IANA-hosted
// template. Its Syntax field: "URN:LEI:[20-digit LEI code]", whose
// character set "is alphanumeric and it consists in uppercase letters and
// alpha characters A-Z and digits numeric characters 0-9" (quotes: IANA
// template for lei, Syntax). The code's structure is ISO 17442's, which
// the template names as the LEI's standard: four characters of the
// issuing Local Operating Unit (LOU), fourteen of the entity, and two
// check digits by ISO/IEC 7064 MOD 97-10.
var leiSyntax = Syntax{
	NID: "lei", ID: "lei", Title: "an LEI: 20 letters and digits, the last two check digits (ISO 7064 MOD 97-10)",
	Ref: core.Ref{Doc: "iana-lei", Section: "Syntax", Anchor: "iana-lei-sec-syntax"}, read: readLEI,
}

var _ = Register(&leiSyntax)

var (
	leiLOU    = field{id: "lei-lou", label: "LOU prefix (the issuing Local Operating Unit)"}
	leiEntity = field{id: "lei-entity", label: "entity identifier"}
	leiCheck  = field{id: "lei-check", label: "check digits"}
)

func readLEI(r *reader) {
	if !readFixed(r, 20, "an LEI", 18, csAlnum, csDigit) {
		return
	}
	s := r.s
	r.part(0, 4, &leiLOU)
	r.part(4, 18, &leiEntity)
	r.part(18, 20, &leiCheck)
	if up := upperASCII(s); up != s {
		d := r.report(core.Warning, CodeCase, 0, 20, "an LEI's letters are upper-case")
		r.fix(d, up, "Write the letters in upper case")
	}
	// ISO/IEC 7064 MOD 97-10 over the first 18 characters (A = 10 … Z =
	// 35, in either case): the two check digits.
	m := 0
	for i := 0; i < 18; i++ {
		v := int(s[i] - '0')
		if c := upper(s[i]); 'A' <= c && c <= 'Z' {
			v = int(c-'A') + 10
			m = m * 10 % 97
		}
		m = (m*10 + v) % 97
	}
	m = 98 - m*100%97
	checkDigits(r, 18, []byte{byte('0' + m/10), byte('0' + m%10)}, "digits (ISO 7064 MOD 97-10)", "", "")
}
