package core

// leiSyntax is the "lei" namespace, registered by an IANA-hosted
// template. Its Syntax field: "URN:LEI:[20-digit LEI code]", whose
// character set "is alphanumeric and it consists in uppercase letters and
// alpha characters A-Z and digits numeric characters 0-9" (quotes: IANA
// template for lei, Syntax). The code's structure is ISO 17442's, which
// the template names as the LEI's standard: four characters of the
// issuing Local Operating Unit (LOU), fourteen of the entity, and two
// check digits by ISO/IEC 7064 MOD 97-10.
var leiSyntax = NamespaceSyntax{
	NID: "lei", ID: "lei", Title: "an LEI: 20 letters and digits, the last two check digits (ISO 7064 MOD 97-10)",
	Ref: Ref{"iana-lei", "Syntax", "iana-lei-sec-syntax"}, read: readLEI,
}

var (
	leiLOU    = nsField{id: "lei-lou", label: "LOU prefix (the issuing Local Operating Unit)"}
	leiEntity = nsField{id: "lei-entity", label: "entity identifier"}
	leiCheck  = nsField{id: "lei-check", label: "check digits"}
)

func readLEI(r *nsReader) {
	if !readFixed(r, 20, "an LEI", func(i int, c byte) bool {
		return isDigit(c) || i < 18 && isAlpha(c)
	}) {
		return
	}
	s := r.s
	r.part(0, 4, &leiLOU)
	r.part(4, 18, &leiEntity)
	r.part(18, 20, &leiCheck)
	if up := upperASCII(s); up != s {
		d := r.report(Warning, CodeNSCase, 0, 20, "an LEI's letters are upper-case")
		r.fix(d, up, "Write the letters in upper case")
	}
	want := mod97x10(s[:18])
	checkDigits(r, 18, want[:], "digits (ISO 7064 MOD 97-10)", "", "")
}
