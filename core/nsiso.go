package core

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
// (nsrule.go).
//
// The reader follows the ABNF's order; the first field it cannot place
// after the document number begins an <addition>. An addition other than
// "tech" is reserved to the ISO Central Secretariat and has no syntax in
// the RFC, so it conforms, but the reading warns: it is more often a
// misplaced or misspelt element than an ISO-defined addition.
var (
	refISO      = ref("rfc5141", "2.4.1")
	refISOEquiv = ref("rfc5141", "2.9")
)

var isoSyntax = &NamespaceSyntax{
	NID: "iso", ID: "iso", Title: "std:, the originator, [type,] the document number, then part, status, edition, version, language, supplements, elements",
	Ref: refISO, read: readISO,
}

var (
	isoPrefixes    = []string{"std"}
	isoOriginators = []string{"iso", "iso-iec", "iso-cie", "iso-astm", "iso-ieee", "iec"}
	isoTypes       = []string{"data", "guide", "isp", "iwa", "pas", "r", "tr", "ts", "tta"}
	isoLanguages   = []string{"en", "fr", "ru", "es", "ar", "en,fr", "en,ru", "fr,ru", "en,fr,ru"}
	isoSuppltypes  = []string{"amd", "cor", "add"}
	isoDocelements = []string{"clause", "figure", "table", "term"}
)

// isoElems are docidentifier's optional elements after the document
// number, in the ABNF's order.
var isoElems = [...]struct {
	id, label string
	match     func(string) bool
}{
	{"iso-part", "part number", isoPartNumber},
	{"iso-status", "status", isoStatus},
	{"iso-edition", "edition", isoEdition},
	{"iso-version", "version", isoVersion},
	{"iso-language", "language", isoLanguage},
}

func readISO(r *nsReader) {
	s := r.s
	b := fieldEnd(s, 0, ':')
	if r.keyword(0, b, isoPrefixes, "iso-prefix", "prefix", refISO) < 0 {
		return
	}
	if b+1 >= len(s) {
		r.fail(CodeNSSyntax, b, len(s), "after \"std:\" come the originator and the document number: std:iso:9999:-1:ed-1:en", refISO)
		return
	}
	r.sep(b)
	a := b + 1
	b = fieldEnd(s, a, ':')
	if r.keyword(a, b, isoOriginators, "iso-originator", "standards body (originator)", refISO) < 0 {
		return
	}
	if isoNext(s, b) != "" && inFold(isoNext(s, b), isoTypes) {
		r.sep(b)
		a = b + 1
		b = fieldEnd(s, a, ':')
		r.part(a, b, "iso-type", "deliverable type")
	}
	if b == len(s) {
		r.fail(CodeNSSyntax, b, b, "after the originator and the type come \":\" and the document number: std:iso:9999", refISO)
		return
	}
	r.sep(b)
	a = b + 1
	b = fieldEnd(s, a, ':')
	if !r.field(a, b, "iso-number", "document number", "digits", isDigit, refISO) {
		return
	}
	readISOTail(r, b)
}

// readISOTail reads what follows the document number, from the colon at
// b: docidentifier's optional elements, supplements, docelements, in
// that order, then an addition.
func readISOTail(r *nsReader, b int) {
	s, p := r.s, 0 // p: the next isoElems index; 5 supplements, 6 docelements
	for b < len(s) {
		r.sep(b)
		a := b + 1
		b = fieldEnd(s, a, ':')
		t, next := s[a:b], isoNext(s, b)
		k := p
		for k < len(isoElems) && !(isoElems[k].match(t) && (k != 1 || isoEdition(next))) {
			k++
		}
		switch {
		case k < len(isoElems):
			r.part(a, b, isoElems[k].id, isoElems[k].label)
			p = k + 1
		case p <= 5 && inFold(t, isoSuppltypes) && isDigits(next):
			b, p = readISOSupplement(r, a, b), 5
		case inFold(t, isoDocelements) && isoElementList(next):
			r.part(a, b, "iso-element-type", "kind of subdivision")
			r.sep(b)
			a, b, p = b+1, b+1+len(next), 6
			r.part(a, b, "iso-elements", "subdivisions")
		default:
			readISOAddition(r, a, t, p == 0)
			return
		}
	}
}

// readISOSupplement labels `suppltype ":" supplnumber [":" supplversion]
// [":" language]` from s[a:b], the type, and returns where it ends.
func readISOSupplement(r *nsReader, a, b int) int {
	s := r.s
	r.part(a, b, "iso-suppl-type", "supplement type")
	r.sep(b)
	a, b = b+1, fieldEnd(s, b+1, ':')
	r.part(a, b, "iso-suppl-number", "supplement number")
	if next := isoNext(s, b); isoNumbered(next, "v") {
		r.sep(b)
		a, b = b+1, b+1+len(next)
		r.part(a, b, "iso-suppl-version", "supplement version")
	}
	if next := isoNext(s, b); isoLanguage(next) {
		r.sep(b)
		r.part(b+1, b+1+len(next), "iso-language", "language")
		b += 1 + len(next)
	}
	return b
}

// readISOAddition labels the rest of the NSS, from s[a:], whose first
// field is t, as an <addition>. part says a part number could come here:
// digits there are more likely one without its "-" (RFC 5141 §2.4.2
// prints urn:iso:std:iso:9999:1:ed-2:en,fr:amd:2:en so).
func readISOAddition(r *nsReader, a int, t string, part bool) {
	s := r.s
	if equalFold(t, "tech") {
		r.part(a, a+4, "iso-tech", "committee-defined addition (tech)")
		r.part(a+4, len(s), "iso-addition", "addition, whose syntax RFC 5141 does not specify")
		return
	}
	r.part(a, len(s), "iso-addition", "addition, whose syntax RFC 5141 does not specify")
	d := r.warn(CodeNSSyntax, a, a+len(t), "RFC 5141 defines no element of this form here: the rest is read as an addition, which is reserved to the ISO Central Secretariat and has no syntax in the RFC", refISO)
	switch {
	case part && isDigits(t):
		r.fix(d, a, a, "-", "Write the part number with its \"-\"")
	case a == len(s):
		r.fix(d, a-1, a, "", "Remove the last \":\"")
	}
}

// isoNext is the field after the colon at b, "" at the end.
func isoNext(s string, b int) string {
	if b >= len(s) {
		return ""
	}
	return s[b+1 : fieldEnd(s, b+1, ':')]
}

func inFold(t string, words []string) bool {
	for _, w := range words {
		if equalFold(t, w) {
			return true
		}
	}
	return false
}

// digitsEnd returns the end of the digits at t[i:].
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

// isoPartNumber is `"-" 1*( DIGIT / ALPHA / "-" )`.
func isoPartNumber(t string) bool {
	if len(t) < 2 || t[0] != '-' {
		return false
	}
	for i := 1; i < len(t); i++ {
		if !isIETFString(t[i]) {
			return false
		}
	}
	return true
}

// isoStatus is `"draft" / "cancelled" / "stage-" 2DIGIT "." 2DIGIT ["."
// "v" DIGITS]`.
func isoStatus(t string) bool {
	if equalFold(t, "draft") || equalFold(t, "cancelled") {
		return true
	}
	return len(t) >= 11 && equalFold(t[:6], "stage-") && isDigits(t[6:8]) && t[8] == '.' && isDigits(t[9:11]) &&
		(len(t) == 11 || t[11] == '.' && isoNumbered(t[12:], "v"))
}

func isoEdition(t string) bool  { return isoNumbered(t, "ed-") }
func isoLanguage(t string) bool { return inFold(t, isoLanguages) }

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
		if t[i] != '-' || i+4 >= len(t) || !inFold(t[i+1:i+4], isoSuppltypes) || !isDigit(t[i+4]) {
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

// isoStd is the domain of the ISO equivalence rule: an NSS with the
// prefix "std:".
func isoStd(nss string) bool { return len(nss) > 4 && equalFold(nss[:4], "std:") }
