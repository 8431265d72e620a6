package namespace

import "github.com/urn-playground/urn-playground/core"

// isoSyntax is the "iso" namespace, RFC 5141 §2.4.1, whose ABNF (also
// Appendix B) reads `NSS = std-nss`, `std-nss = "std:" docidentifier
// *supplement *docelement [addition]`, `docidentifier = originator [":"
// type] ":" docnumber [":" partnumber] [[":" status] ":" edition] [":"
// docversion] [":" language]`, `supplement = ":" suppltype ":"
// supplnumber [":" supplversion] [":" language]`, `docelement = ":"
// ("clause" / "figure" / "table" / "term") ":" elementnumber /
// elementrange *("," elementnumber / elementrange)`, and `addition =
// techdefined / isodefined` with `techdefined = ":tech" *techelement`,
// both "<unspecified>": "The syntax of the <addition> element is not
// specified in this RFC". Its literal strings are ABNF's, so
// case-insensitive, as the RFC notes of the languages. Its Rules for
// Lexical Equivalence (§2.9) "normalize the case of all elements"
// (core's equivalence rule iso-case).
//
// The reader follows the ABNF's order; the first field it cannot place
// after the document number begins an <addition>. An addition other than
// "tech" is reserved to the ISO Central Secretariat and has no syntax in
// the RFC, so it conforms, but the reading warns: it is more often a
// misplaced or misspelt element than an ISO-defined addition.
var isoSyntax = Syntax{
	NID: "iso", ID: "iso", Title: "std:, the originator, [type,] the document number, then part, status, edition, version, language, supplements, elements",
	Ref: core.Ref{Doc: "rfc5141", Section: "2.4.1", Anchor: "rfc5141-sec-2-4-1"}, read: readISO,
}

var _ = Register(&isoSyntax)

// The classes of field the ABNF distinguishes: a field may be of several
// ("1" is a docnumber and an elementnumber, "v2" a docversion and a
// supplversion).
const (
	isoCStd = iota
	isoCOriginator
	isoCType
	isoCDigits
	isoCPart
	isoCStatus
	isoCEdition
	isoCVersion
	isoCLanguage
	isoCSuppl
	isoCVN
	isoCElemKind
	isoCElemList
)

// isoWords are the ABNF's literal fields and their classes.
var isoWords = [...]struct {
	w string
	c uint8
}{
	{"std", isoCStd},
	{"iso", isoCOriginator}, {"iso-iec", isoCOriginator}, {"iso-cie", isoCOriginator}, {"iso-astm", isoCOriginator}, {"iso-ieee", isoCOriginator}, {"iec", isoCOriginator},
	{"data", isoCType}, {"guide", isoCType}, {"isp", isoCType}, {"iwa", isoCType}, {"pas", isoCType}, {"r", isoCType}, {"tr", isoCType}, {"ts", isoCType}, {"tta", isoCType},
	{"draft", isoCStatus}, {"cancelled", isoCStatus},
	{"en", isoCLanguage}, {"fr", isoCLanguage}, {"ru", isoCLanguage}, {"es", isoCLanguage}, {"ar", isoCLanguage},
	{"en,fr", isoCLanguage}, {"en,ru", isoCLanguage}, {"fr,ru", isoCLanguage}, {"en,fr,ru", isoCLanguage},
	{"amd", isoCSuppl}, {"cor", isoCSuppl}, {"add", isoCSuppl},
	{"clause", isoCElemKind}, {"figure", isoCElemKind}, {"table", isoCElemKind}, {"term", isoCElemKind},
}

// isoStates is the ABNF as a machine over fields: a state is the element
// just read (0: none yet), entered by a field of class enter, and next
// lists the states that may follow, in the ABNF's order. States 6, 10 and
// 14 (status, supplement type, kind of subdivision) are entered only when
// the field after them can follow.
var isoStates = [...]struct {
	f     field // the part's id and label
	next  string
	enter uint8
	must  bool // the state's next must follow it
}{
	{field{}, "\x01", 0, false},
	{field{id: "iso-prefix", label: "prefix"}, "\x02", isoCStd, false},
	{field{id: "iso-originator", label: "originator"}, "\x03\x04", isoCOriginator, false},
	{field{id: "iso-type", label: "deliverable type"}, "\x04", isoCType, false},
	{field{id: "iso-number", label: "document number"}, "\x05\x06\x07\x08\x09\x0a\x0e", isoCDigits, false},
	{field{id: "iso-part", label: "part number"}, "\x06\x07\x08\x09\x0a\x0e", isoCPart, false},
	{field{id: "iso-status", label: "status"}, "\x07", isoCStatus, true},
	{field{id: "iso-edition", label: "edition"}, "\x08\x09\x0a\x0e", isoCEdition, false},
	{field{id: "iso-version", label: "version"}, "\x09\x0a\x0e", isoCVersion, false},
	{field{id: "iso-language", label: "language"}, "\x0a\x0e", isoCLanguage, false},
	{field{id: "iso-suppl-type", label: "supplement type"}, "\x0b", isoCSuppl, true},
	{field{id: "iso-suppl-number", label: "supplement number"}, "\x0c\x0d\x0a\x0e", isoCDigits, false},
	{field{id: "iso-suppl-version", label: "supplement version"}, "\x0d\x0a\x0e", isoCVN, false},
	{field{id: "iso-language", label: "language of the supplement"}, "\x0a\x0e", isoCLanguage, false},
	{field{id: "iso-element-type", label: "kind of subdivision"}, "\x0f", isoCElemKind, true},
	{field{id: "iso-elements", label: "subdivisions"}, "\x0e", isoCElemList, false},
}

const isoBegins = "an ISO NSS begins std:, an originator (iso, iec, iso-iec, iso-cie, iso-astm, iso-ieee), a type if any, and the document number's digits: std:iso:9999:-1:ed-1:en"

func readISO(r *reader) {
	s, st := r.s, 0
	for a := 0; ; {
		b := fieldEnd(s, a, ':')
		m, nx := isoClass(s[a:b]), isoStates[st].next
		k := 0
		for i := 0; i < len(nx) && k == 0; i++ {
			c := int(nx[i])
			if m&(1<<isoStates[c].enter) != 0 && (!isoStates[c].must ||
				isoClass(isoNext(s, b))&(1<<isoStates[isoStates[c].next[0]].enter) != 0) {
				k = c
			}
		}
		if k == 0 && st >= 4 { // an addition (isoAddition)
			r.part(a, len(s), &isoAddition)
			if t := s[a:b]; !equalFold(t, "tech") {
				d := r.report(core.Warning, CodeSyntax, a, b, "no element RFC 5141 defines comes here: the rest is read as an addition, which the RFC reserves to the ISO Central Secretariat without a syntax")
				switch {
				// Neither fix replaces the warning's span (the field), so
				// each is set directly: an insertion before the field, the
				// colon before it.
				case st == 4 && isDigits(t):
					d.Fix = core.Fix{Span: core.Span{Start: r.base + a, End: r.base + a}, New: "-", Title: "Write the part number's \"-\""}
				case a == len(s):
					d.Fix = core.Fix{Span: core.Span{Start: r.base + a - 1, End: r.base + a}, Title: "Remove the last \":\""}
				}
			}
			return
		}
		// k == 0 (st < 4): the field is not what must come here, and is
		// labelled as the last element that could; k < 4 at the end: the
		// NSS stops before the document number. One part and one report.
		from, e := b, k
		if k == 0 {
			from, e = a, int(nx[len(nx)-1])
		}
		r.part(a, b, &isoStates[e].f)
		if k == 0 || b == len(s) && k < 4 {
			r.fail(CodeSyntax, from, b, isoBegins)
			return
		}
		if st = k; b == len(s) {
			return
		}
		r.sep(b)
		a = b + 1
	}
}

// isoClass returns the classes of the field t, a bit each.
func isoClass(t string) uint16 {
	var m uint16
	for _, w := range isoWords {
		if equalFold(t, w.w) {
			m |= 1 << w.c
		}
	}
	// One test per class, each setting the class's bit (a table of the
	// seven results, ranged over, costs the module more).
	if isDigits(t) {
		m |= 1 << isoCDigits
	}
	if len(t) > 1 && t[0] == '-' && isoPartChars(t) {
		m |= 1 << isoCPart
	}
	// `"stage-" 2DIGIT "." 2DIGIT ["." "v" DIGITS]`
	if len(t) >= 11 && equalFold(t[:6], "stage-") && isDigits(t[6:8]) && t[8] == '.' && isDigits(t[9:11]) &&
		(len(t) == 11 || t[11] == '.' && isoNumbered(t[12:], "v")) {
		m |= 1 << isoCStatus
	}
	if isoNumbered(t, "ed-") {
		m |= 1 << isoCEdition
	}
	if isoVersion(t) {
		m |= 1 << isoCVersion
	}
	if isoNumbered(t, "v") {
		m |= 1 << isoCVN
	}
	if isoElementList(t) {
		m |= 1 << isoCElemList
	}
	return m
}

// isoPartChars: the characters of `partnumber = "-" 1*( DIGIT / ALPHA /
// "-" )`.
func isoPartChars(t string) bool {
	for i := 0; i < len(t); i++ {
		if !isLDH(t[i]) {
			return false
		}
	}
	return true
}

// isoAddition is the rest of the NSS from the first field that fits no
// element: an <addition>. readISO warns unless it is a committee's
// (tech). Where a part number could come, digits are more likely one
// without its "-" (RFC 5141 §2.4.2 prints
// urn:iso:std:iso:9999:1:ed-2:en,fr:amd:2:en so).
var isoAddition = field{id: "iso-addition", label: "addition, whose syntax RFC 5141 does not specify"}

// isoNext is the field after the colon at b, "" at the end.
func isoNext(s string, b int) string {
	if b >= len(s) {
		return ""
	}
	return s[b+1 : fieldEnd(s, b+1, ':')]
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

// isoNumbered is prefix DIGITS, the prefix in any case.
func isoNumbered(t, prefix string) bool {
	n := len(prefix)
	return len(t) > n && equalFold(t[:n], prefix) && isDigits(t[n:])
}

// isoVersion is `"v" (simpleversion / isoversion)`, `isoversion =
// baseversion *("-" suppltype supplnumber ["." supplversion])`.
func isoVersion(t string) bool {
	if len(t) < 2 || lower(t[0]) != 'v' {
		return false
	}
	i := digitsEnd(t, 1)
	if i == 1 {
		return false
	}
	for i < len(t) {
		if t[i] != '-' || i+4 >= len(t) || isoClass(t[i+1:i+4])&(1<<isoCSuppl) == 0 || !isDigit(t[i+4]) {
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

// isoElementList is `elementnumber / elementrange *("," elementnumber /
// elementrange)`, `elementnumber = (ALPHA / DIGITS) *("." DIGITS)`,
// `elementrange = elementnumber "-" elementnumber`.
func isoElementList(t string) bool {
	for i, n := 0, 0; ; i++ {
		switch {
		case i < len(t) && isAlpha(t[i]):
			i++
		case i < len(t) && isDigit(t[i]):
			i = digitsEnd(t, i)
		default:
			return false
		}
		for i+1 < len(t) && t[i] == '.' && isDigit(t[i+1]) {
			i = digitsEnd(t, i+1)
		}
		if n++; i == len(t) {
			return true
		}
		switch {
		case t[i] == ',':
			n = 0
		case t[i] != '-' || n > 1:
			return false
		}
	}
}
