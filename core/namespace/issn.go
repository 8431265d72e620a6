package namespace

import "github.com/urn-playground/urn-playground/core"

// issnSyntax is the "issn" namespace, registered by an IANA-hosted
// template (version 2, 2017, which revises RFC 3044; ISO 3297:2007). Its
// Syntax field gives the form NNNN-NNNC, formally
// `"urn:ISSN:" 4DIGIT ["-"] 3DIGIT check` with `check = DIGIT / "X"`;
// "The check digit “X” must be upper-case", and the check digit "is
// calculated on a modulus 11 basis using weights 8 to 2". (Quotes: IANA
// template for issn, Syntax.) The same form serves the ISSN-L.
var issnSyntax = Syntax{
	NID: "issn", ID: "issn", Title: "an ISSN: NNNN-NNNC (hyphen optional) with its check character",
	Ref: core.Ref{Doc: "iana-issn", Section: "Syntax", Anchor: "iana-issn-sec-syntax"}, read: readISSN,
}

var _ = Register(&issnSyntax)

var (
	issnDigits    = field{id: "issn-digits", label: "digits"}
	issnCheckChar = field{id: "issn-check", label: "check character"}
)

func readISSN(r *reader) {
	s := r.s
	n := 0 // digits read
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '-' && i == 4 && n == 4:
			continue
		case n == 7 && (c == 'X' || c == 'x') && i == len(s)-1:
		case '0' <= c && c <= '9' && n < 8:
		case '0' <= c && c <= '9' || c == '-':
			r.fail(CodeLength, i, len(s), "an ISSN has 8 digits, NNNN-NNNC, the hyphen after the fourth")
			return
		default:
			r.badChar(i, " cannot appear in an ISSN: digits only, and \"X\" as the last")
			return
		}
		n++
	}
	if n != 8 {
		r.badLength(0, len(s), "an ISSN has 8 digits, NNNN-NNNC; this NSS has ", n)
		return
	}
	last := len(s) - 1
	r.part(0, 4, &issnDigits)
	r.part(4, last-3, &hyphenField)
	r.part(last-3, last, &issnDigits)
	r.part(last, last+1, &issnCheckChar)
	// The check character of the first seven digits (the hyphen
	// skipped): modulus 11 with weights 8 to 2, "X" for ten.
	sum, w := 0, 8
	for i := 0; w >= 2; i++ {
		if s[i] != '-' {
			sum += w * int(s[i]-'0')
			w--
		}
	}
	checkDigits(r, last, []byte{mod11Char((11 - sum%11) % 11)}, "character", " (modulo 11, weights 8 to 2)", "the check character \"X\" must be upper-case")
}
