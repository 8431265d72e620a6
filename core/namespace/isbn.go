package namespace

import (
	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/internal/ascii"
)

// isbnSyntax is the "isbn" namespace, registered by an IANA-hosted
// template (version 2, 2017, which revises RFC 3187). Its Syntax field
// has prose, not ABNF: the NSS "is either a 13 digit number (representing
// an ISBN-13) or a 10 digit number (representing an ISBN-10)", which "may
// present with hyphens which are used to indicate the separate
// constituent parts of the number", and "the final "digit" of the
// 10-digit format may instead be an upper-case "X"". The structural
// elements it names, which the reader follows one by one:
//
//	ISBN-13: the GS1 element (3 digits), a registration group element,
//	         the registrant element, the publication element and
//	         a modulo 10 check digit;
//	ISBN-10: a group identifier, the publisher identifier, the title
//	         identifier and a modulo 11 check digit ("X" for ten);
//
// "The first and the last parts have a fixed length, but the other parts
// have variable length", and "Variable length elements have been
// allocated in such a way that the hyphens are not necessary": the
// lengths of the three variable elements come from the ISBN agency's
// ranges, which the engine does not hold. So a hyphen may come between
// the GS1 element and the next element, before the check digit, and at
// most twice between the three variable elements; one that splits the
// GS1 element, or a third among the variable elements, does not separate
// two parts and violates the syntax. "ISBN in 10 digit form is
// deprecated": a warning, with the conversion as the fix.
//
// Beyond the registration: the GS1 element's values. The template names a
// 3 digit prefix "specified by the International ISBN Agency" and lists
// 978 and 979 only "at the time of writing" (citeISBNGS1): another value
// gets a warning, not an error.
var isbnSyntax = Syntax{
	NID: "isbn", ID: "isbn", Title: "an ISBN-13 or ISBN-10, hyphens optional between its parts, with its check digit",
	Ref:   core.Ref{Doc: "iana-isbn", Section: "Syntax", Anchor: "iana-isbn-sec-syntax"},
	read:  readISBN,
	cites: []*Citation{&citeISBNGS1},
	fields: []*field{&isbnNames13[0], &isbnHyphen, &isbnNames13[1], &isbnNames13[2], &isbnNames13[3], &isbnNames13[4],
		&isbnNames10[0], &isbnNames10[1], &isbnNames10[2], &isbnNames10[3], &isbnElements},
	doc: isbnDocs{},
	resolvers: Resolvers{
		Ref:  core.Ref{Doc: "iana-isbn", Section: "Resolution", Anchor: "iana-isbn-sec-resolution"},
		None: "The isbn registration has decided on no resolution service for ISBNs in general; it names one registry, Finland's, for Finnish ISBN-13s.",
		Services: []Service{
			{
				Name:     "the Finnish URN registry (urn.fi)",
				Template: "http://urn.fi/{urn}",
				Scope:    "ISBN-13s of Finland's registration groups (978-951, 978-952)",
				In:       Within{Prefixes: []string{"978951", "978952"}},
				Ref:      core.Ref{Doc: "iana-isbn", Section: "Resolution", Anchor: "iana-isbn-sec-resolution"},
				Example:  "URN:ISBN:978-952-10-3937-9", ExampleURL: "http://urn.fi/URN:ISBN:978-952-10-3937-9",
			},
		},
	},
}

var _ = Register(&isbnSyntax)

// citeISBNGS1: the GS1 element's legal values, which the International
// ISBN Agency specifies and the template lists as they were when it was
// written. The template's own words, but a rule it defers to the agency.
var citeISBNGS1 = Citation{
	Ref:    core.Ref{Doc: "iana-isbn", Section: "Syntax", Anchor: "iana-isbn-sec-syntax"},
	Beyond: true,
}

// The structural elements, each with the template's words for it.
var (
	// isbnNames13 are the ISBN-13's five parts, in order.
	isbnNames13 = [5]field{
		{id: "isbn-prefix", label: "GS1 element (prefix)", rule: "GS1 element"},
		{id: "isbn-group", label: "registration group element", rule: "registration group element"},
		{id: "isbn-registrant", label: "registrant element", rule: "registrant element"},
		{id: "isbn-publication", label: "publication element", rule: "publication element"},
		{id: "isbn-check", label: "check digit", rule: "modulo 10 check digit"},
	}
	// isbnNames10 are the ISBN-10's four parts, in order, with the ids of
	// the ISBN-13 parts they became.
	isbnNames10 = [4]field{
		{id: "isbn-group", label: "group identifier", rule: "group identifier"},
		{id: "isbn-registrant", label: "publisher identifier", rule: "publisher identifier"},
		{id: "isbn-publication", label: "title identifier", rule: "title identifier"},
		{id: "isbn-check", label: "check digit", rule: "modulo 11 check digit"},
	}
	// isbnElements is a stretch of the three variable length elements
	// that hyphens do not split into them.
	isbnElements = field{id: "isbn-elements", label: "group, registrant and publication elements (their lengths come from the ISBN ranges)",
		rule: "variable length elements"}
	isbnHyphen = field{id: "hyphen", label: "hyphen", rule: "hyphens"}
)

// isbn is an ISBN's digits found in an NSS: where each one is, so that
// parts and fixes can point at them.
type isbn struct {
	n   int     // digits found (the final X included)
	at  [13]int // offset of each digit in the NSS
	dig [13]byte
	// g is the number of digits before the variable length elements (3
	// for an ISBN-13, the GS1 element; 0 for an ISBN-10) and mid the
	// hyphens between those elements (after more than g digits and
	// before the check digit).
	g, mid int
}

func readISBN(r *reader) {
	var b isbn
	s := r.s
	// The digits: 13 or 10, each 0-9, and the ISBN-10's last may be "X".
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '-':
		case '0' <= c && c <= '9' || c == 'X' || c == 'x':
			if b.n == 13 {
				r.fail(CodeLength, i, len(s), "an ISBN has 13 digits (or 10, deprecated); this one goes on with "+quote(ascii.Clip(s[i:], 16)))
				b.g = 3
				readISBNParts(r, &b, b.at[12]+1)
				return
			}
			b.at[b.n], b.dig[b.n] = i, c
			b.n++
		default:
			r.badChar(i, " cannot appear in an ISBN: only digits, hyphens between its parts and, as the last character of an ISBN-10, \"X\"")
			return
		}
	}
	if b.n != 13 && b.n != 10 {
		r.badLength(0, len(s), "an ISBN has 13 digits (or 10, deprecated); this NSS has ", b.n)
		return
	}
	for k := 0; k < b.n-1; k++ {
		if c := b.dig[k]; c == 'X' || c == 'x' {
			r.fail(CodeChar, b.at[k], b.at[k]+1, "\"X\" can only be the check digit of an ISBN-10, the last character")
			return
		}
	}
	if b.n == 13 {
		b.g = 3
	}
	// The hyphens: each separates two parts. bad is the first that does
	// not, and why (1: first, last or doubled; 2: inside the GS1 element;
	// 3: a third among the variable length elements).
	bad, why := -1, 0
	for i, k := 0, 0; i < len(s); i++ {
		if s[i] != '-' {
			k++
			continue
		}
		w := 0
		switch {
		case k == 0 || i == len(s)-1 || s[i-1] == '-':
			w = 1
		case k < b.g:
			w = 2
		case k > b.g && k < b.n-1:
			if b.mid++; b.mid > 2 {
				w = 3
			}
		}
		if w != 0 && bad < 0 {
			bad, why = i, w
		}
	}
	readISBNParts(r, &b, len(s))
	switch why {
	case 1:
		d := r.fail(CodeSeparator, bad, bad+1, "hyphens separate the parts of an ISBN: one cannot come first, last or next to another")
		r.fix(d, "", "Remove the hyphen")
		return
	case 2:
		gs1 := string(b.dig[:3])
		d := r.fail(CodeSeparator, b.at[0], b.at[2]+1, "the GS1 element is one part, the first 3 digits ("+gs1+"): hyphens separate an ISBN's parts, not the digits of one")
		r.fix(d, gs1, "Remove the hyphens inside the GS1 element")
		return
	case 3:
		r.fail(CodeSeparator, bad, bad+1, "hyphens separate an ISBN's parts: between the GS1 element (if any) and the check digit are three, of variable length, so two hyphens at most; this is a third")
		return
	}
	isbnCheck(r, &b)
}

// isbnCheck checks the GS1 element (beyond the registration), the check
// digit and the form, in that order. Both forms' check digits are checked
// by one call, with the words of each form's rule: the template names
// the modulus; the weights are ISO 2108's, which it cites ("the details
// of the calculation being specified in ISO 2108-1992"; for the ISBN-13,
// "the modulus 10 check digit formula as described in the ISBN Users'
// Manual"), so a wrong check digit violates the registration.
func isbnCheck(r *reader, b *isbn) {
	tail, caseMsg := " (ISBN-10, modulo 11)", "the check digit 10 is written as an upper-case \"X\""
	if b.n == 13 {
		if gs1 := string(b.dig[:3]); gs1 != "978" && gs1 != "979" {
			// The International ISBN Agency's values, not the
			// registration's syntax: a warning citing the template's
			// "at the time of writing". (Not reader.beyond, whose words
			// would call the template a source beyond itself.)
			d := r.report(core.Warning, CodeRange, b.at[0], b.at[2]+1, "the GS1 element "+gs1+" is not one of the values the International ISBN Agency had defined when the registration was written, 978 and 979 (other values \"shall be defined and confirmed at the appropriate time\")")
			d.Ref = citeISBNGS1.Ref
		}
		tail, caseMsg = " (ISBN-13, modulo 10)", ""
	}
	if checkDigits(r, nil, b.at[b.n-1], []byte{core.ISBNCheckDigit(b.dig[:b.n-1])}, "digit", tail, caseMsg) && b.n == 10 {
		d := r.report(core.Warning, CodeDeprecated, 0, len(r.s), "ISBN-10 is deprecated: the registration asks for the ISBN-13 form, which the fix gives")
		// The ISBN-13, as the registration's lexical-equivalence rule
		// converts (core's "isbn-13-digits"): "978" before the first nine
		// digits and a new modulo 10 check digit. Hyphens are kept, with
		// one after "978" when the ISBN-10 had any.
		var d13 [12]byte
		copy(d13[:], "978")
		copy(d13[3:], b.dig[:9])
		out := "978"
		if fieldEnd(r.s, 0, '-') < len(r.s) {
			out = "978-"
		}
		r.fix(d, out+r.s[:len(r.s)-1]+string(core.ISBNCheckDigit(d13[:])), "Convert to ISBN-13")
	}
}

// readISBNParts labels s[:end], the digits b holds and the hyphens
// between them. The fixed-length parts, the GS1 element of an ISBN-13 and
// the check digit, are placed by position; the three variable length
// elements are named one by one when two hyphens separate them (b.mid),
// and otherwise each hyphen-separated stretch of them is one part.
func readISBNParts(r *reader, b *isbn, end int) {
	s := r.s
	names := isbnNames10[:]
	if b.n == 13 {
		names = isbnNames13[1:]
	}
	seen := 0 // hyphens passed among the variable length elements
	for i, k := 0, 0; i < end; {
		if s[i] == '-' {
			r.part(i, i+1, &isbnHyphen)
			if k > b.g && k < b.n-1 && s[i-1] != '-' { // as readISBN counts b.mid
				seen++
			}
			i++
			continue
		}
		// The field of digit k, then the run of digits that share it.
		f := &isbnElements
		switch {
		case k < b.g:
			f = &isbnNames13[0]
		case k == b.n-1:
			f = &names[3]
		case b.mid == 2:
			f = &names[seen]
		}
		j := i
		for j < end && s[j] != '-' && (k < b.g) == (j-i+k < b.g) && (k == b.n-1) == (j-i+k == b.n-1) {
			j++
		}
		r.part(i, j, f)
		k += j - i
		i = j
	}
}

// isbnDocs gives the isbn syntax's [Documentation].
type isbnDocs struct{}

func (isbnDocs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"For the time being, there is no decision on what resolution services should be supported in the URN:ISBN namespace.",
			"URNs starting with URN:ISBN:978-951 or URN:ISBN:978-952 are mapped into appropriate URL addresses in a table maintained within the registry.",
		},
		Quote: "The namespace-specific string of 'ISBN' URNs is either a 13 digit number (representing an ISBN-13) or a 10 digit number (representing an ISBN-10).",
		Rules: []Rule{
			{"GS1 element", "the GS1 element which is a 3 digit prefix (at the time of writing, legal values were 978 and 979; additional values shall be defined and confirmed at the appropriate time) specified by the International ISBN Agency"},
			{"registration group element", "a registration group element that specifies the registration group; it identifies the national, geographic, language, or other such grouping to which a publisher belongs"},
			{"registrant element", "the registrant element"},
			{"publication element", "the publication element"},
			{"modulo 10 check digit", "a modulo 10 check digit"},
			{"group identifier", "a group identifier specifying a group of publishers, based on national, geographic, language or some other criteria"},
			{"publisher identifier", "the publisher identifier"},
			{"title identifier", "the title identifier"},
			{"modulo 11 check digit", "a modulo 11 check digit, using upper-case “X” instead of 10; the details of the calculation being specified in ISO 2108-1992 and earlier editions"},
			{"variable length elements", "Variable length elements have been allocated in such a way that the hyphens are not necessary for machine to machine transmission since only certain registrant element ranges are valid in any given registration group."},
			{"hyphens", "the ISBN may present with hyphens which are used to indicate the separate constituent parts of the number and for human readability"},
		},
		Cites: []string{
			"at the time of writing, legal values were 978 and 979; additional values shall be defined and confirmed at the appropriate time",
		},
	}
}
