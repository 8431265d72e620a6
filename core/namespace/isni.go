package namespace

import "github.com/urn-playground/urn-playground/core"

// isniSyntax is the "isni" namespace, registered by an IANA-hosted
// template (ISO 27729). Its Syntax field gives the ABNF that readISNI
// follows:
//
//	ISNI-NSS = 15DIGIT ISNI-CHECK-DIGIT
//	DIGIT = %x30-39
//	ISNI-CHECK-DIGIT = DIGIT / %x58
//
// "The use of a lower-case "x" is strictly non-conformant": an error,
// with a fix. The check digit's value is the registration's too: the NSS
// "follows the syntax and content of the represented ISNI, as specified
// in ISO 27729" (the Quote), and ISO 27729 computes the check digit by
// ISO/IEC 7064 MOD 11-2. So a wrong check digit violates the
// registration, by the standard it incorporates.
var isniSyntax = Syntax{
	NID: "isni", ID: "isni", Title: "an ISNI: 15 digits and a check digit (digit or X)",
	Ref:    core.Ref{Doc: "iana-isni", Section: "Syntax", Anchor: "iana-isni-sec-syntax"},
	read:   readISNI,
	fields: []*field{&isniDigits, &isniCheck},
	doc:    isniDocs{},
	resolvers: Resolvers{
		Ref: core.Ref{Doc: "iana-isni", Section: "Resolution", Anchor: "iana-isni-sec-resolution"},
		Services: []Service{
			{
				Name:     "the ISNI resolver (isni.org)",
				Template: "https://isni.org/isni/{nss}",
				Ref:      core.Ref{Doc: "iana-isni", Section: "Resolution", Anchor: "iana-isni-sec-resolution"},
				Example:  "urn:isni:0000000121032683", ExampleURL: "https://isni.org/isni/0000000121032683",
			},
		},
	},
}

var _ = Register(&isniSyntax)

var (
	isniDigits = field{id: "isni-digits", label: "digits", rule: "DIGIT"}
	isniCheck  = field{id: "isni-check", label: "check digit", rule: "ISNI-CHECK-DIGIT"}
)

// readISNI reads ISNI-NSS = 15DIGIT ISNI-CHECK-DIGIT. (csDigitX lets a
// lower-case "x" through to checkDigits, which says what it should be.)
func readISNI(r *reader) {
	if !readFixed(r, 16, "an ISNI", 15, csDigit, csDigitX, "an ISNI's first 15 characters are digits", "an ISNI's last character, its check digit, is a digit or \"X\"") {
		return
	}
	r.part(0, 15, &isniDigits)
	r.part(15, 16, &isniCheck)
	// ISNI-CHECK-DIGIT: ISO 27729's, ISO/IEC 7064 MOD 11-2 over the 15
	// digits, "X" for ten.
	p := 0
	for i := 0; i < 15; i++ {
		p = (p + int(r.s[i]-'0')) * 2 % 11
	}
	checkDigits(r, nil, 15, []byte{mod11Char((12 - p) % 11)}, "digit", " (ISO 27729's ISO/IEC 7064 MOD 11-2)", "the check digit \"X\" is upper-case: a lower-case \"x\" is strictly non-conformant")
}

// isniDocs gives the isni syntax's [Documentation].
type isniDocs struct{}

func (isniDocs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"URNs in the URN:ISNI namespace SHALL be resolvable.",
			"is prepended with \"https://isni.org/isni/\" and an https GET is performed.",
		},
		Quote: "The ISNI Namespace-Specific String (NSS) follows the syntax and content of the represented ISNI, as specified in ISO 27729. The NSS comprises a fixed length string of 16 characters consisting of 15 decimal digits and a check digit which is either a decimal digit or the alphabetic character \"X\".",
		Rules: []Rule{
			{"DIGIT", "DIGIT = %x30-39"},
			{"ISNI-CHECK-DIGIT", "ISNI-CHECK-DIGIT = DIGIT / %x58"},
		},
	}
}
