package namespace

import (
	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/internal/ascii"
)

// leiSyntax is the "lei" namespace, registered by an IANA-hosted
// template. Its Syntax field has no ABNF; the structure it states is
//
//	URN:LEI:[20-digit LEI code]
//
// whose character set "is alphanumeric and it consists in uppercase
// letters and alpha characters A-Z and digits numeric characters 0-9":
// twenty letters and digits, which is all the registration requires.
// Lower-case letters get a warning with a fix: the template asks for
// upper-case letters while calling the format "not case sensitive".
//
// Beyond the registration: the code's structure and check digits. The
// template says only that the LEI is "a 20-character, alpha-numeric code
// based on the ISO 17442 standard" (Purpose), not that the NSS follows
// it; the structure is ISO 17442's, as GLEIF, the registrant, describes
// it (citeLEIStructure): four characters of the issuing Local Operating
// Unit (LOU), fourteen of the entity, and two check digits, which ISO
// 17442 computes by ISO/IEC 7064 MOD 97-10. A code that breaks them gets
// a warning, not an error (a few LEIs were issued early on with check
// digits that do not verify).
var leiSyntax = Syntax{
	NID: "lei", ID: "lei", Title: "an LEI: 20 letters and digits, the last two check digits (ISO 17442)",
	Ref:    core.Ref{Doc: "iana-lei", Section: "Syntax", Anchor: "iana-lei-sec-syntax"},
	read:   readLEI,
	cites:  []*Citation{&citeLEIStructure},
	fields: []*field{&leiLOU, &leiEntity, &leiCheck},
	doc:    leiDocs{},
	resolvers: Resolvers{
		Ref: core.Ref{Doc: "iana-lei", Section: "Resolution", Anchor: "iana-lei-sec-resolution"},
		Services: []Service{
			{
				Name:     "the GLEIF API (the LEI's reference data, as JSON)",
				Template: "https://api.gleif.org/api/v1/lei-records?filter[lei]={nss}",
				Ref:      core.Ref{Doc: "iana-lei", Section: "Resolution", Anchor: "iana-lei-sec-resolution"},
				Example:  "urn:lei:7LTWFZYICNSX8D621K86", ExampleURL: "https://api.gleif.org/api/v1/lei-records?filter[lei]=7LTWFZYICNSX8D621K86",
			},
		},
	},
}

var _ = Register(&leiSyntax)

var _ = document("gleif-lei", "GLEIF, ISO 17442: The LEI Code Structure")

var citeLEIStructure = Citation{
	Ref:    core.Ref{Doc: "gleif-lei", Section: "Structure", Anchor: "gleif-lei-sec-structure"},
	Beyond: true,
}

var (
	leiLOU    = field{id: "lei-lou", label: "LOU prefix (the issuing Local Operating Unit)", rule: "Characters 1-4"}
	leiEntity = field{id: "lei-entity", label: "entity identifier", rule: "Characters 5-18"}
	leiCheck  = field{id: "lei-check", label: "check digits", rule: "Characters 19-20"}
)

// readLEI reads the registration's [20-digit LEI code]: 20 letters and
// digits. Then, beyond it, ISO 17442's parts and check digits.
func readLEI(r *reader) {
	if !readFixed(r, 20, "an LEI", 20, csAlnum, csAlnum, "an LEI is 20 letters (A-Z) and digits", "") {
		return
	}
	s := r.s
	r.part(0, 4, &leiLOU)
	r.part(4, 18, &leiEntity)
	r.part(18, 20, &leiCheck)
	if up := ascii.ToUpper(s); up != s {
		d := r.report(core.Warning, CodeCase, 0, 20, "an LEI's letters are upper-case")
		r.fix(d, up, "Write the letters in upper case")
	}
	// Characters 19-20: ISO/IEC 7064 MOD 97-10 over the first 18
	// characters (A = 10 … Z = 35, in either case) gives the two check
	// digits; letters there are not digits, and the message says which
	// belong.
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
	checkDigits(r, &citeLEIStructure, 18, []byte{byte('0' + m/10), byte('0' + m%10)}, "digits", ", by ISO/IEC 7064 MOD 97-10", "")
}

// leiDocs gives the lei syntax's [Documentation].
type leiDocs struct{}

func (leiDocs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"The GLEIF API can be used to resolve LEI URNS by extracting the LEI Code from the URN and providing it as a parameter to the GLEIF API.",
			"An example to request the reference data for LEI 7LTWFZYICNSX8D621K86 looks like this: https://api.gleif.org/api/v1/lei-records?filter[lei]=7LTWFZYICNSX8D621K86",
		},
		Quote: "The character set for the LEI is alphanumeric and it consists in uppercase letters and alpha characters A-Z and digits numeric characters 0-9.",
		Rules: []Rule{
			{"Characters 1-4", "Characters 1-4: Prefix used to ensure the uniqueness among codes from LEI issuers (Local Operating Units or LOUs)."},
			{"Characters 5-18", "Characters 5-18: Entity-specific part of the code generated and assigned by LOUs according to transparent, sound and robust allocation policies."},
			{"Characters 19-20", "Characters 19-20: Two check digits as described in the ISO 17442 standard."},
		},
		Cites: []string{
			"Characters 19-20: Two check digits as described in the ISO 17442 standard.",
		},
	}
}
