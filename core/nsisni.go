package core

// isniSyntax is the "isni" namespace, registered by an IANA-hosted
// template (ISO 27729). Its Syntax field: the NSS "comprises a fixed
// length string of 16 characters consisting of 15 decimal digits and a
// check digit which is either a decimal digit or the alphabetic character
// "X"", in ABNF `ISNI-NSS = 15DIGIT ISNI-CHECK-DIGIT`; "The use of a
// lower-case "x" is strictly non-conformant". The check digit is ISO
// 27729's, computed by ISO/IEC 7064 MOD 11-2. (Quotes: IANA template for
// isni, Syntax.)
var isniSyntax = NamespaceSyntax{
	NID: "isni", ID: "isni", Title: "an ISNI: 15 digits and a check character (digit or X)",
	Ref: Ref{"iana-isni", "Syntax", "iana-isni-sec-syntax"}, read: readISNI,
}

var (
	isniDigits = nsField{id: "isni-digits", label: "digits"}
	isniCheck  = nsField{id: "isni-check", label: "check character"}
)

func readISNI(r *nsReader) {
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

// isniForm is the domain of the ISNI equivalence rule: 15 digits and a
// check character, a digit or X in either case.
func isniForm(nss string) bool {
	if len(nss) != 16 {
		return false
	}
	for i := 0; i < 15; i++ {
		if !isDigit(nss[i]) {
			return false
		}
	}
	return isDigit(nss[15]) || upper(nss[15]) == 'X'
}

// isniKey applies the template's recommendation: a lower-case "x" check
// character is compared as "X". nss has the form isniForm accepts.
func isniKey(nss string) (k nsKey, ok bool) {
	if !isniForm(nss) {
		return k, false
	}
	copy(k.b[:15], nss)
	k.b[15], k.n = upper(nss[15]), 16
	return k, true
}
