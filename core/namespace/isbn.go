package namespace

import "github.com/urn-playground/urn-playground/core"

// isbnSyntax is the "isbn" namespace, registered by an IANA-hosted
// template (version 2, 2017, which revises RFC 3187). Its Syntax field:
// the NSS is "either a 13 digit number (representing an ISBN-13) or a 10
// digit number (representing an ISBN-10)", optionally with hyphens
// between the parts, and "the final "digit" of the 10-digit format may
// instead be an upper-case "X"". An ISBN-13 is a 3-digit GS1 element ("at
// the time of writing, legal values were 978 and 979"), a registration
// group, a registrant and a publication element, and a modulo 10 check
// digit; an ISBN-10 has no GS1 element and a modulo 11 check digit. "ISBN
// in 10 digit form is deprecated". (Quotes: IANA template for isbn,
// Syntax.)
var isbnSyntax = Syntax{
	NID: "isbn", ID: "isbn", Title: "an ISBN-13 or ISBN-10, hyphens optional, with its check digit",
	Ref: core.Ref{Doc: "iana-isbn", Section: "Syntax", Anchor: "iana-isbn-sec-syntax"}, read: readISBN,
}

var _ = Register(&isbnSyntax)

// isbn is an ISBN's digits found in an NSS: where each one is, so that
// parts and fixes can point at them.
type isbn struct {
	n   int     // digits found (the final X included)
	at  [13]int // offset of each digit in the NSS
	dig [13]byte
}

func readISBN(r *reader) {
	var b isbn
	s := r.s
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '-':
		case '0' <= c && c <= '9' || c == 'X' || c == 'x':
			if b.n == 13 {
				r.fail(CodeLength, i, len(s), "an ISBN has 13 digits (or 10, deprecated); this one goes on with "+quote(clip(s[i:])))
				readISBNParts(r, &b)
				return
			}
			b.at[b.n], b.dig[b.n] = i, c
			b.n++
		default:
			r.badChar(i, " cannot appear in an ISBN: only digits, hyphens and, as the last character of an ISBN-10, \"X\"")
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
	readISBNParts(r, &b)
	// Each hyphen separates two parts: none first, last or doubled. The
	// fix removes the stray hyphen. (Checked here, not in a function of
	// its own: each function costs the WebAssembly module bytes.)
	for i := 0; i < len(s); i++ {
		if s[i] != '-' || i > 0 && i+1 < len(s) && s[i-1] != '-' && s[i+1] != '-' {
			continue
		}
		d := r.fail(CodeSeparator, i, i+1, "hyphens separate the parts of an ISBN: one cannot come first, last or next to another")
		r.fix(d, "", "Remove the hyphen")
		return
	}
	isbnCheck(r, &b)
}

// isbnCheck checks the GS1 element, the check digit and the form, in that
// order. Both forms' check digits are checked by one call, with the
// words of each form's rule.
func isbnCheck(r *reader, b *isbn) {
	tail, caseMsg := " (ISBN-10, modulo 11)", "the check digit 10 is written as an upper-case \"X\""
	if b.n == 13 {
		if string(b.dig[:3]) != "978" && string(b.dig[:3]) != "979" {
			r.fail(CodeRange, b.at[0], b.at[2]+1, "an ISBN-13 begins with the GS1 element 978 or 979 (the values the registration lists), not "+string(b.dig[:3]))
			return
		}
		tail, caseMsg = " (ISBN-13, modulo 10)", ""
	}
	if checkDigits(r, b.at[b.n-1], []byte{isbnCheckDigit(b.dig[:b.n-1])}, "digit", tail, caseMsg) && b.n == 10 {
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
		r.fix(d, out+r.s[:len(r.s)-1]+string(isbnCheckDigit(d13[:])), "Convert to ISBN-13")
	}
}

// readISBNParts labels the digits. Hyphens that split an ISBN-13 into its
// five parts (an ISBN-10 into four) name every part; otherwise only the
// GS1 element and the check digit have a fixed length, and the digits
// between them are one part: the lengths of the group, registrant and
// publication elements come from the ISBN agency's ranges, which the
// engine does not hold.
func readISBNParts(r *reader, b *isbn) {
	s := r.s
	groups := 1
	for i := 0; i < len(s); i++ {
		if s[i] == '-' {
			groups++
		}
	}
	names := isbnNames13[:]
	if b.n == 10 {
		names = isbnNames13[1:]
	}
	full := (b.n == 13 || b.n == 10) && groups == len(names) && isbnFixedParts(s, b)
	// Without a full split, each digit is placed by position (an index
	// of isbnByPosition): 0 the GS1 element, 1 between, 2 the check digit.
	var cat [13]uint8
	for d := range b.n {
		cat[d] = 1
	}
	if b.n == 13 {
		cat[0], cat[1], cat[2] = 0, 0, 0
	}
	if b.n > 0 {
		cat[b.n-1] = 2
	}
	g, k := 0, 0 // the hyphen-separated group and the digit index
	for i := 0; i < len(s); {
		if s[i] == '-' {
			r.part(i, i+1, &hyphenField)
			g++
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] != '-' && k < b.n && b.at[k] == j {
			j++
			k++
		}
		if j == i { // past the digits the reader took: unread
			return
		}
		if full {
			r.part(i, j, &names[g])
		}
		for p, d := i, k-(j-i); !full && p < j; { // d: the digit at p
			q := p + 1
			for q < j && cat[d+q-p] == cat[d] {
				q++
			}
			r.part(p, q, isbnByPosition[cat[d]])
			d, p = d+q-p, q
		}
		i = j
	}
}

var isbnByPosition = [3]*field{
	&isbnNames13[0],
	{id: "isbn-elements", label: "registration group, registrant and publication elements (their lengths come from the ISBN ranges)"},
	&isbnNames13[4],
}

// isbnFixedParts reports whether the hyphenated groups put the fixed-length
// parts in their place: a 3-digit GS1 element first (ISBN-13) and a
// 1-digit check digit last.
func isbnFixedParts(s string, b *isbn) bool {
	if s[len(s)-2] != '-' {
		return false
	}
	return b.n == 10 || len(s) > 3 && s[3] == '-'
}

var isbnNames13 = [5]field{
	{id: "isbn-prefix", label: "GS1 element (prefix)"},
	{id: "isbn-group", label: "registration group element"},
	{id: "isbn-registrant", label: "registrant element"},
	{id: "isbn-publication", label: "publication element"},
	{id: "isbn-check", label: "check digit"},
}

// isbnCheckDigit is the check digit of an ISBN's digits before it:
// twelve of an ISBN-13 (modulo 10, weights 1 and 3 alternating) or nine
// of an ISBN-10 (modulo 11, weights 10 down to 2, "X" for ten). One
// function for both forms, and not inlined: each function and each
// inlined copy costs the WebAssembly module bytes.
//
// core has the same function for its isbn-13-digits equivalence rule,
// whose key converts only an ISBN-10 whose check digit is right: the
// reader needs the check digit of any ISBN, to say what it should be, and
// the rule's public API does not give it. A dozen lines, copied rather
// than exported from core for this package alone.
//
//go:noinline
func isbnCheckDigit(d []byte) byte {
	sum := 0
	for i, c := range d {
		w := 10 - i
		if len(d) == 12 {
			w = 1 + i%2*2
		}
		sum += w * int(c-'0')
	}
	if len(d) == 12 {
		return byte('0' + (10-sum%10)%10)
	}
	return mod11Char((11 - sum%11) % 11)
}
