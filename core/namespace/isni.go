package namespace

import "github.com/urn-playground/urn-playground/core"

// isniSyntax is the "isni" namespace, registered by an IANA-hosted
// template (ISO 27729). Its Syntax field: the NSS "comprises a fixed
// length string of 16 characters consisting of 15 decimal digits and a
// check digit which is either a decimal digit or the alphabetic character
// "X"", in ABNF `ISNI-NSS = 15DIGIT ISNI-CHECK-DIGIT`; "The use of a
// lower-case "x" is strictly non-conformant". The check digit is ISO
// 27729's, computed by ISO/IEC 7064 MOD 11-2. (Quotes: IANA template for
// isni, Syntax.)
var isniSyntax = Syntax{
	NID: "isni", ID: "isni", Title: "an ISNI: 15 digits and a check character (digit or X)",
	Ref: core.Ref{Doc: "iana-isni", Section: "Syntax", Anchor: "iana-isni-sec-syntax"}, read: readISNI,
}

var _ = Register(&isniSyntax)

var (
	isniDigits = field{id: "isni-digits", label: "digits"}
	isniCheck  = field{id: "isni-check", label: "check character"}
)

func readISNI(r *reader) {
	if !readFixed(r, 16, "an ISNI", 15, csDigit, csDigitX) {
		return
	}
	r.part(0, 15, &isniDigits)
	r.part(15, 16, &isniCheck)
	// ISO/IEC 7064 MOD 11-2 over the 15 digits, "X" for ten.
	p := 0
	for i := 0; i < 15; i++ {
		p = (p + int(r.s[i]-'0')) * 2 % 11
	}
	checkDigits(r, 15, []byte{mod11Char((12 - p) % 11)}, "character (ISO 7064 MOD 11-2)", "", "the check character \"X\" is upper-case: a lower-case \"x\" is strictly non-conformant")
}
