package namespace

import "github.com/urn-playground/urn-playground/core"

// issnSyntax is the "issn" namespace, registered by an IANA-hosted
// template (version 2, 2017, which revises RFC 3044; ISO 3297:2007). Its
// Syntax field gives the form NNNN-NNNC and its ABNF, which readISSN
// follows:
//
//	issn-urn = "urn:ISSN:" 4DIGIT ["-"] 3DIGIT check
//	check = DIGIT / "X"
//
// "The check digit “X” must be upper-case", and it "is calculated on a
// modulus 11 basis using weights 8 to 2": both the registration's, so
// errors. The hyphen may be left out, but the Resolution field asks for
// it: "it SHOULD be programmatically inserted" (citeISSNHyphen), a
// warning. The same form serves the ISSN-L.
var issnSyntax = Syntax{
	NID: "issn", ID: "issn", Title: "an ISSN: NNNN-NNNC (hyphen optional) with its check character",
	Ref:    core.Ref{Doc: "iana-issn", Section: "Syntax", Anchor: "iana-issn-sec-syntax"},
	read:   readISSN,
	cites:  []*Citation{&citeISSNHyphen},
	fields: []*field{&issnDigits, &issnHyphen, &issnCheckChar},
	doc:    issnDocs{},
	resolvers: Resolvers{
		Ref:  core.Ref{Doc: "iana-issn", Section: "Resolution", Anchor: "iana-issn-sec-resolution"},
		None: "The issn registration bases resolution on a central service built on the ISSN Register, but gives it no address or URL form, and the playground has found no documented one to link to.",
	},
}

var _ = Register(&issnSyntax)

// citeISSNHyphen: the registration's SHOULD for the hyphen the ABNF
// leaves optional.
var citeISSNHyphen = Citation{
	Ref: core.Ref{Doc: "iana-issn", Section: "Resolution", Anchor: "iana-issn-sec-resolution"},
}

const issnURN = `issn-urn = "urn:ISSN:" 4DIGIT ["-"] 3DIGIT check`

var (
	issnDigits    = field{id: "issn-digits", label: "digits", rule: "issn-urn"}
	issnHyphen    = field{id: "hyphen", label: "hyphen", rule: `"-"`}
	issnCheckChar = field{id: "issn-check", label: "check character", rule: "check"}
)

// readISSN reads issn-urn after its "urn:ISSN:": 4DIGIT ["-"] 3DIGIT
// check, in one pass that counts the digits (check among them) and notes
// the first hyphen that is not the one after the fourth digit.
func readISSN(r *reader) {
	s := r.s
	n, bad, hyphens := 0, -1, 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '-':
			if hyphens++; (i != 4 || n != 4) && bad < 0 {
				bad = i // the first misplaced
			}
			continue
		case '0' <= c && c <= '9' || (c == 'X' || c == 'x') && i == len(s)-1:
		default:
			r.badChar(i, " cannot appear in an ISSN: it is NNNN-NNNC, each N a digit and C, the check character, a digit or \"X\"")
			return
		}
		n++
	}
	if n != 8 {
		r.badLength(0, len(s), "an ISSN has 8 digits, NNNN-NNNC; this NSS has ", n)
		return
	}
	if bad >= 0 {
		// 4DIGIT ["-"] 3DIGIT check: the digits are right, the hyphen is
		// not. The fix writes them as NNNN-NNNC.
		b := make([]byte, 0, 9)
		for i := 0; i < len(s); i++ {
			if s[i] != '-' {
				b = append(b, s[i])
			}
		}
		d := r.fail(CodeSeparator, bad, bad+1, "an ISSN's hyphen comes after its fourth digit: NNNN-NNNC")
		title := "Move the hyphen after the fourth digit"
		if hyphens > 1 {
			title = "Keep one hyphen, after the fourth digit"
		}
		d.Fix = core.Fix{Span: core.Span{Start: r.base, End: r.base + len(s)}, New: string(b[:4]) + "-" + string(b[4:]), Title: title}
		return
	}
	last := len(s) - 1
	r.part(0, 4, &issnDigits)
	r.part(4, last-3, &issnHyphen) // none when the hyphen is left out
	r.part(last-3, last, &issnDigits)
	r.part(last, last+1, &issnCheckChar)
	if hyphens == 0 {
		d := r.report(core.Warning, CodeSeparator, 0, len(s), "the registration asks for the hyphen after the fourth digit, NNNN-NNNC, in a URN:ISSN")
		d.Ref = citeISSNHyphen.Ref
		r.fix(d, s[:4]+"-"+s[4:], "Insert the hyphen after the fourth digit")
	}
	// check: the check character of the first seven digits (the hyphen
	// skipped), modulus 11 with weights 8 to 2, "X" for ten.
	sum, w := 0, 8
	for i := 0; w >= 2; i++ {
		if s[i] != '-' {
			sum += w * int(s[i]-'0')
			w--
		}
	}
	checkDigits(r, nil, last, []byte{mod11Char((11 - sum%11) % 11)}, "character", " (modulo 11, weights 8 to 2)", "the check character \"X\" must be upper-case")
}

// issnDocs gives the issn syntax's [Documentation].
type issnDocs struct{}

func (issnDocs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"Since the ISSN is not semantic, it is assumed that URN:ISSN resolution can only be reliably achieved through a central service, based on the ISSN Register",
		},
		Quote: "An ISSN consists of eight digits. These are the Arabic numerals 0 to 9, except that an upper case X can sometimes occur in the final position as a check digit (when representing the number \"10\").",
		Rules: []Rule{
			{"issn-urn", issnURN},
			{`"-"`, issnURN},
			{"check", `check = DIGIT / "X"`},
		},
		Cites: []string{
			"If a local resource stores and manages ISSN without a central hyphen, it SHOULD be programmatically inserted for the constitution of URN:ISSN.",
		},
	}
}
