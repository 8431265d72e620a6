package namespace

import (
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

// isoSyntax is the "iso" namespace, RFC 5141 §2.4.1, whose ABNF the
// reader follows rule by rule (each function or step below carries its
// rule). Its literal strings are ABNF's, so case-insensitive, as the RFC
// notes of the languages; its Rules for Lexical Equivalence (§2.9)
// "normalize the case of all elements" (core's equivalence rule
// iso-case).
//
// After the document number everything conforms: what no element of the
// ABNF matches begins an <addition>, whose isodefined branch is
// "<unspecified>" ("The syntax of the <addition> element is not
// specified in this RFC"). The reading reads an addition from a ":" on,
// as techdefined begins, and notes (Info) the order in which the ABNF
// puts its elements: an addition is more often a misplaced or misspelt
// element (§2.4.2 itself prints
// urn:iso:std:iso:9999:1:ed-2:en,fr:amd:2:en, a part number without its
// "-"). So the errors are all before: the "std:" prefix, the originator,
// the type or the document number.
var isoSyntax = Syntax{
	NID: "iso", ID: "iso", Title: "std:, the originator, [type,] the document number, then part, status, edition, version, language, supplements, subdivisions",
	Ref:  core.Ref{Doc: "rfc5141", Section: "2.4.1", Anchor: "rfc5141-sec-2-4-1"},
	read: readISO,
	fields: []*field{&isoStd, &isoColon, &isoOriginator, &isoType, &isoDocnumber, &isoPartnumber, &isoStatus, &isoStage,
		&isoEdition, &isoDocversion, &isoLanguage, &isoSuppltype, &isoSupplnumber, &isoSupplversion, &isoSupplLanguage,
		&isoDocelement, &isoComma, &isoElementnumber, &isoElementrange, &isoTech, &isoDefined},
	doc: isoDocs{},
	resolvers: Resolvers{
		Ref:  core.Ref{Doc: "rfc5141", Section: "2.8", Anchor: "rfc5141-sec-2-8"},
		None: "RFC 5141 gives a web address only for URNs of documents (std:); for an addition, ISO is to specify the resolution when it defines the addition's syntax.",
		Services: []Service{
			{
				Name:     "ISO's standards site (standards.iso.org), in the form RFC 5141 gives",
				Template: "http://standards.iso.org/{nss|from:iso-originator|slashes|lower}",
				Scope:    "URNs of ISO documents (std:)",
				In:       Within{Part: "iso-prefix"},
				Ref:      core.Ref{Doc: "rfc5141", Section: "2.8", Anchor: "rfc5141-sec-2-8"},
				Example:  "urn:iso:std:iso:9999:-1:ed-1:en:", ExampleURL: "http://standards.iso.org/iso/9999/-1/ed-1/en/",
			},
		},
	},
}

var _ = Register(&isoSyntax)

// The ABNF's sub-parts, each with its rule as §2.4.1 prints it.
var (
	isoStd           = field{id: "iso-prefix", label: "prefix", rule: `"std:"`}
	isoColon         = field{id: "separator", label: "separator", rule: `":"`}
	isoOriginator    = field{id: "iso-originator", label: "originator", rule: "originator"}
	isoType          = field{id: "iso-type", label: "deliverable type", rule: "type"}
	isoDocnumber     = field{id: "iso-number", label: "document number", rule: "docnumber"}
	isoPartnumber    = field{id: "iso-part", label: "part number", rule: "partnumber"}
	isoStatus        = field{id: "iso-status", label: "status", rule: "status"}
	isoStage         = field{id: "iso-status", label: "status: stage code", rule: "stage"}
	isoEdition       = field{id: "iso-edition", label: "edition", rule: "edition"}
	isoDocversion    = field{id: "iso-version", label: "version", rule: "docversion"}
	isoLanguage      = field{id: "iso-language", label: "language", rule: "language"}
	isoSuppltype     = field{id: "iso-suppl-type", label: "supplement type", rule: "suppltype"}
	isoSupplnumber   = field{id: "iso-suppl-number", label: "supplement number", rule: "supplnumber"}
	isoSupplversion  = field{id: "iso-suppl-version", label: "supplement version", rule: "supplversion"}
	isoSupplLanguage = field{id: "iso-language", label: "language of the supplement", rule: "language"}
	isoDocelement    = field{id: "iso-element-type", label: "kind of subdivision", rule: "docelement"}
	isoComma         = field{id: "separator", label: "separator", rule: `","`}
	isoElementnumber = field{id: "iso-elementnumber", label: "subdivision", rule: "elementnumber"}
	isoElementrange  = field{id: "iso-elementrange", label: "range of subdivisions", rule: "elementrange"}
	isoTech          = field{id: "iso-addition", label: "addition of a technical committee", rule: "techdefined"}
	isoDefined       = field{id: "iso-addition", label: "addition, whose syntax RFC 5141 does not specify", rule: "isodefined"}
)

const isoDocelementDef = `docelement = ":" ( "clause" / "figure" / "table" / "term" ) ":" elementnumber / elementrange *( "," elementnumber / elementrange )`

// The ABNF's lists of literal strings. isoWords holds those that come
// after the document number, in ranges: language's (monolingual /
// bilingual / trilingual), suppltype's, docelement's kinds, status's.
var (
	isoOriginators = []string{"iso", "iso-iec", "iso-cie", "iso-astm", "iso-ieee", "iec"}
	isoTypes       = []string{"data", "guide", "isp", "iwa", "pas", "r", "tr", "ts", "tta"}
	isoWords       = []string{"en", "fr", "ru", "es", "ar", "en,fr", "en,ru", "fr,ru", "en,fr,ru", "amd", "cor", "add",
		"clause", "figure", "table", "term", "draft", "cancelled"}
)

// Where each range of isoWords begins (languages begin at 0).
const (
	isoWSuppl  = 9
	isoWKind   = 12
	isoWStatus = 16
)

// readISO reads the NSS; isoHead reads up to the document number and
// returns the fault it finds there, which readISO reports (one report,
// one fix: each call costs the module's code).
func readISO(r *reader) {
	code, from, to, msg, fix, title := isoHead(r)
	if msg != "" {
		d := r.fail(code, from, to, msg)
		if fix != "" {
			r.fix(d, fix, title)
		}
	}
}

// isoHead reads `NSS = std-nss`, `std-nss = "std:" docidentifier
// *supplement *docelement [addition]`, and docidentifier's first rules,
// `docidentifier = originator [":" type] ":" docnumber …`, then lets
// isoRest read the rest. A fault before the document number is returned:
// the span, a message that says what belongs there and the fix, if any.
func isoHead(r *reader) (code core.Code, from, to int, msg, fix, title string) {
	s := r.s
	// "std:"
	b := fieldEnd(s, 0, ':')
	if t := s[:b]; !equalFold(t, "std") {
		if indexFold(isoOriginators, t) >= 0 { // the prefix is missing
			r.part(0, b, &isoOriginator)
			return CodePrefix, 0, b, "an ISO NSS begins \"std:\", then the originator: std:iso:9999", "std:" + t, "Write the prefix \"std\""
		}
		r.part(0, b, &isoStd)
		return CodePrefix, 0, b, "RFC 5141 defines the prefix \"std:\" alone (\"Prefixes that identify ISO objects of other kinds may be defined in future revisions\"), then the originator: std:iso:9999", "std", "Write the prefix \"std\""
	}
	a := min(b+1, len(s))
	r.part(0, a, &isoStd)
	// originator = "iso" / "iso-iec" / "iso-cie" / "iso-astm" / "iso-ieee" / "iec"
	b = fieldEnd(s, a, ':')
	r.part(a, b, &isoOriginator)
	if t := s[a:b]; indexFold(isoOriginators, t) < 0 {
		// ISO/IEC, as the documents write it, gets a fix.
		if i := strings.IndexByte(t, '/'); i > 0 {
			fix = t[:i] + "-" + t[i+1:]
		}
		if indexFold(isoOriginators, fix) < 0 {
			fix = ""
		}
		return CodePrefix, a, b, "the originator comes after \"std:\": iso, iso-iec, iso-cie, iso-astm, iso-ieee or iec, then the document number: std:iso:9999", fix, "Write \"-\" for the \"/\""
	}
	// [":" type] ":" docnumber
	a, b = isoNext(r, b)
	if a >= 0 && indexFold(isoTypes, s[a:b]) >= 0 {
		r.part(a, b, &isoType)
		a, b = isoNext(r, b)
	}
	if a < 0 {
		return CodeSyntax, b, b, "the document number comes next, after \":\" (docnumber = DIGITS): std:iso:9999, std:iso-iec:tr:9999", "", ""
	}
	// docnumber = DIGITS
	r.part(a, b, &isoDocnumber)
	t := s[a:b]
	switch i := digitsEnd(t, 0); {
	case i == len(t) && i > 0:
		isoRest(r, b)
	case i > 0 && t[i] == '-': // the part number as the documents write it: ISO 9999-1
		return CodeSeparator, a + i, a + i + 1, "the part number follows the document number after \":\", and begins with \"-\": 9999:-1", ":-", "Insert \":\" before the part number"
	case i == 0 && i < len(t) && isAlpha(t[0]):
		return CodePrefix, a, b, "neither a type RFC 5141 defines (data, guide, isp, iwa, pas, r, tr, ts, tta) nor a document number (digits): std:iso:9999, std:iso-iec:tr:9999", "", ""
	default:
		return CodeChar, a, b, "the document number is digits: docnumber = DIGITS, as in std:iso:9999", "", ""
	}
	return
}

// isoNext labels the ":" at b and returns the field after it, or -1 and b
// at the end of the NSS.
func isoNext(r *reader, b int) (int, int) {
	if b >= len(r.s) {
		return -1, b
	}
	r.part(b, b+1, &isoColon)
	return b + 1, fieldEnd(r.s, b+1, ':')
}

// isoRest reads what follows the document number (which ends at b): the
// rest of docidentifier, `[":" partnumber] [[":" status] ":" edition]
// [":" docversion] [":" language]`, then `*supplement *docelement
// [addition]`, one field at a time, with the field after it (n) for the
// elements that take two. step is the element just read: 0 the document
// number, 1 the part number or a status (whose edition comes next), 2 the
// edition, 3 the version, 4 the language, 5 a supplement's type (its
// number comes next), 6 its number, 7 its version, 8 its language, 9 a
// docelement's kind (its list comes next), 10 the list.
func isoRest(r *reader, b int) {
	s := r.s
	for step := 0; b < len(s); {
		a := b + 1
		e := fieldEnd(s, a, ':')
		t, n := s[a:e], isoAfter(s, e)
		w := indexFold(isoWords, t)
		var f *field // nil: docelement's list
		switch {
		case step == 5: // supplnumber = DIGITS, seen after the type
			f, step = &isoSupplnumber, 6
		case step == 9: // the list, seen after the kind
			step = 10
		case step == 6 && isoNumbered(t, "v"): // supplversion = "v" DIGITS
			f, step = &isoSupplversion, 7
		case (step == 6 || step == 7) && uint(w) < isoWSuppl: // the supplement's [":" language ]
			f, step = &isoSupplLanguage, 8
		case step < 1 && len(t) > 1 && t[0] == '-' && isoLDH(t): // partnumber = "-" 1*( DIGIT / ALPHA / "-" )
			f, step = &isoPartnumber, 1
		case step < 2 && isoNumbered(t, "ed-"): // edition = "ed-" DIGITS
			f, step = &isoEdition, 2
		case step < 2 && w >= isoWStatus && isoNumbered(n, "ed-"): // [":" status] ":" edition
			f, step = &isoStatus, 1
		case step < 2 && isoIsStage(t) && isoNumbered(n, "ed-"):
			f, step = &isoStage, 1
		case step < 3 && isoIsVersion(t):
			f, step = &isoDocversion, 3
		case step < 4 && uint(w) < isoWSuppl:
			f, step = &isoLanguage, 4
		case step < 9 && w >= isoWSuppl && w < isoWKind && isDigits(n):
			// supplement = ":" suppltype ":" supplnumber [":" supplversion ] [":" language ]
			f, step = &isoSuppltype, 5
		case w >= isoWKind && w < isoWStatus && isoList(nil, n, 0):
			// docelement = ":" ( "clause" / "figure" / "table" / "term" ) ":"
			// elementnumber / elementrange *( "," elementnumber / elementrange ),
			// read as the RFC's examples write it: a kind, ":" and a list
			// (by ABNF's precedence the "/" would split the whole rule).
			f, step = &isoDocelement, 9
		default:
			isoAddition(r, b, e, step)
			return
		}
		r.part(b, b+1, &isoColon)
		if f == nil {
			isoList(r, s[:e], a)
		} else {
			r.part(a, e, f)
		}
		b = e
	}
}

// isoAfter is the field after the ":" at e, "" at the end.
//
//go:noinline
func isoAfter(s string, e int) string {
	if e >= len(s) {
		return ""
	}
	return s[e+1 : fieldEnd(s, e+1, ':')]
}

// isoAddition reads `addition = techdefined / isodefined` from the ":" at
// b to the end, its first field ending at e: `techdefined = ":tech"
// *techelement`, or an isodefined addition, "<unspecified>", which
// conforms with a note that says where the ABNF puts its elements. step
// is isoRest's.
func isoAddition(r *reader, b, e, step int) {
	s := r.s
	t := s[b+1 : e]
	if equalFold(t, "tech") {
		r.part(b, len(s), &isoTech)
		return
	}
	r.part(b, len(s), &isoDefined)
	msg, fix, title := "the elements come in the ABNF's order: part number (-1), status and edition (draft:ed-1, stage-30.60:ed-1, ed-1), version (v2), language (en, fr, ru, es, ar, or en,fr / en,ru / fr,ru / en,fr,ru), supplements (amd:1:en), subdivisions (clause:3.1,a.2-b.9)", "", ""
	switch {
	case t == "": // e == b+1: the report's span is the ":"
		msg, title = "an empty element: the NSS has \":\" too many", "Remove the extra \":\""
	case step == 0 && isDigits(t):
		// Only perhaps a part number: a deployed identifier such as
		// HL7's urn:iso:std:iso:11073:10101 uses the addition so.
		msg, fix, title = "if "+quote(t)+" is a part number, the ABNF writes it with \"-\": :-"+t, ":-"+t, "If "+quote(t)+" is a part number, insert its \"-\""
	}
	d := r.report(core.Info, CodeNote, b, e, "from here on the NSS is read as an addition (isodefined), whose syntax RFC 5141 does not specify; "+msg)
	if title != "" {
		r.fix(d, fix, title)
	}
}

// isoLDH: `1*( DIGIT / ALPHA / "-" )`.
func isoLDH(t string) bool {
	for i := 0; i < len(t); i++ {
		if !isLDH(t[i]) {
			return false
		}
	}
	return true
}

// isoIsStage: `stage = "stage-" stagecode ["." iteration]`, `stagecode =
// DIGIT DIGIT "." DIGIT DIGIT`, `iteration = "v" DIGITS`.
func isoIsStage(t string) bool {
	return len(t) >= 11 && equalFold(t[:6], "stage-") && isDigits(t[6:8]) && t[8] == '.' && isDigits(t[9:11]) &&
		(len(t) == 11 || t[11] == '.' && isoNumbered(t[12:], "v"))
}

// isoNumbered is prefix DIGITS, the prefix in any case: `edition = "ed-"
// DIGITS`, `supplversion = "v" DIGITS`, `iteration = "v" DIGITS`.
//
//go:noinline
func isoNumbered(t, prefix string) bool {
	n := len(prefix)
	return len(t) > n && equalFold(t[:n], prefix) && isDigits(t[n:])
}

// isoIsVersion: `docversion = "v" (simpleversion / isoversion)`,
// `simpleversion = DIGITS`, `isoversion = baseversion *includedsuppl`,
// `baseversion = DIGITS`, `includedsuppl = "-" suppltype supplnumber [
// "." supplversion ]`.
func isoIsVersion(t string) bool {
	if len(t) < 2 || lower(t[0]) != 'v' {
		return false
	}
	i := digitsEnd(t, 1)
	if i == 1 {
		return false
	}
	for i < len(t) {
		if w := indexFold(isoWords, t[i+1:min(i+4, len(t))]); t[i] != '-' || w < isoWSuppl || w >= isoWKind || i+4 >= len(t) || !isDigit(t[i+4]) {
			return false
		}
		i = digitsEnd(t, i+4)
		if i < len(t) && t[i] == '.' {
			j := fieldEnd(t, i+1, '-')
			if !isoNumbered(t[i+1:j], "v") {
				return false
			}
			i = j
		}
	}
	return true
}

// isoList reads docelement's list, `elementnumber / elementrange *( ","
// elementnumber / elementrange )`, in s from i to its end, labelling each
// item when r is not nil, and reports whether s[i:] is one.
func isoList(r *reader, s string, i int) bool {
	for {
		// elementrange = elementnumber "-" elementnumber
		j, f := isoElementEnd(s, i), &isoElementnumber
		if j >= 0 && j < len(s) && s[j] == '-' {
			j, f = isoElementEnd(s, j+1), &isoElementrange
		}
		if j < 0 || j < len(s) && s[j] != ',' {
			return false
		}
		if r != nil {
			r.part(i, j, f)
			r.part(j, min(j+1, len(s)), &isoComma)
		}
		if j == len(s) {
			return true
		}
		i = j + 1
	}
}

// isoElementEnd returns the end of `elementnumber = ( ALPHA / DIGITS ) *(
// "." DIGITS )` at s[i:], or -1.
func isoElementEnd(s string, i int) int {
	switch {
	case i < len(s) && isAlpha(s[i]):
		i++
	case i < len(s) && isDigit(s[i]):
		i = digitsEnd(s, i)
	default:
		return -1
	}
	for i+1 < len(s) && s[i] == '.' && isDigit(s[i+1]) {
		i = digitsEnd(s, i+1)
	}
	return i
}

// digitsEnd returns the end of the digits at t[i:] (never inlined: see
// isDigits).
//
//go:noinline
func digitsEnd(t string, i int) int {
	for i < len(t) && isDigit(t[i]) {
		i++
	}
	return i
}

// isoDocs gives the iso syntax's [Documentation].
type isoDocs struct{}

func (isoDocs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"a URN identifying an ISO document can be transformed to a valid http URI",
			"by replacing the requested URN namespace prefix (\"iso\") and the \"std:\" prefix with the domain name \"standards.iso.org\", replacing all occurrences of \":\" within the identifier with \"/\", and converting characters to lowercase.",
		},
		Quote: `NSS = std-nss std-nss = "std:" docidentifier *supplement *docelement [addition]`,
		Rules: []Rule{
			{`"std:"`, `std-nss = "std:" docidentifier *supplement *docelement [addition]`},
			{`":"`, `docidentifier = originator [":" type] ":" docnumber [":" partnumber] [[":" status] ":" edition] [":" docversion] [":" language]`},
			{"originator", `originator = "iso" / "iso-iec" / "iso-cie" / "iso-astm" / "iso-ieee" / "iec"`},
			{"type", `type = "data" / "guide" / "isp" / "iwa" / "pas" / "r" / "tr" / "ts" / "tta"`},
			{"docnumber", "docnumber = DIGITS"},
			{"partnumber", `partnumber = "-" 1*( DIGIT / ALPHA / "-" )`},
			{"status", `status = ( "draft" / "cancelled" ) / stage`},
			{"stage", `stage = "stage-" stagecode ["." iteration]`},
			{"edition", `edition = "ed-" DIGITS`},
			{"docversion", `docversion = "v" (simpleversion / isoversion)`},
			{"language", "language = monolingual / bilingual / trilingual"},
			{"suppltype", `suppltype = "amd" / "cor" / "add"`},
			{"supplnumber", "supplnumber = DIGITS"},
			{"supplversion", `supplversion = "v" DIGITS`},
			{"docelement", isoDocelementDef},
			{`","`, isoDocelementDef},
			{"elementnumber", `elementnumber = ( ALPHA / DIGITS ) *( "." DIGITS )`},
			{"elementrange", `elementrange = elementnumber "-" elementnumber`},
			{"techdefined", `techdefined = ":tech" *techelement`},
			{"isodefined", "isodefined = <unspecified>"},
		},
	}
}
