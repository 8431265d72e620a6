package namespace

import "github.com/urn-playground/urn-playground/core"

// nbnSyntax is the "nbn" namespace (National Bibliography Numbers),
// registered by an IANA-hosted template whose Syntax field refers to RFC
// 8458 §4.2: the NSS is a prefix, the ISO 3166 country code of the
// national library that assigns the NBN, optionally followed by
// sub-namespaces after ":", then "-" and the NBN string, which the
// prefix's owner defines (urn:nbn:fi-fe19981001, urn:nbn:de:bvb:19-146642).
// In the "de" sub-namespace the German National Library (DNB) ends every
// NBN with a check digit of its own, computed over the whole URN.
var nbnSyntax = Syntax{
	NID: "nbn", ID: "nbn", Title: "a country code, optional sub-namespaces after \":\", \"-\" and the NBN string",
	Ref: core.Ref{Doc: "iana-nbn", Section: "Syntax", Anchor: "iana-nbn-sec-syntax"}, read: readNBN,
}

var _ = Register(&nbnSyntax)

var (
	nbnCountry = field{"nbn-country", "country code", "two letters (ISO 3166)", csAlpha}
	nbnSub     = field{"nbn-subnamespace", "sub-namespace", "letters and digits", csAlnum}
	nbnString  = field{"nbn-string", "NBN string", "any NSS characters", csAny}
	nbnCheck   = field{id: "nbn-check", label: "check digit (DNB)"}
)

// nbnDE is the sub-namespace whose NBNs end with the DNB's check digit.
var nbnDE = []string{"de"}

func readNBN(r *reader) {
	s := r.s
	dash := fieldEnd(s, 0, '-')
	b := fieldEnd(s[:dash], 0, ':')
	if !r.field(0, b, &nbnCountry) {
		return
	}
	if b != 2 {
		r.fail(CodeSyntax, 0, b, "an NBN begins with the two-letter ISO 3166 country code of the national library that assigns it")
		return
	}
	if b < dash { // sub-namespaces
		r.sep(b)
		if !r.list(b+1, dash, ':', &nbnSub, &nbnSub) {
			return
		}
	}
	r.sep(dash)
	if dash == len(s) {
		r.fail(CodeSyntax, len(s), len(s), "the prefix is followed by \"-\" and the NBN string: urn:nbn:fi-fe19981001")
		return
	}
	if indexFold(nbnDE, s[:2]) < 0 {
		r.field(dash+1, len(s), &nbnString)
		return
	}
	last := len(s) - 1
	if !r.field(dash+1, last, &nbnString) {
		return
	}
	r.part(last, last+1, &nbnCheck)
	// The DNB's check digit of "urn:nbn:" (the input's, in any case) +
	// the NSS before it: each character becomes one or two digits
	// (nbnDECodes), each digit is weighted by its position from 1, and
	// the check digit is the last digit of the sum divided by the last
	// digit.
	sum, pos, lc := 0, 1, 0
	for _, t := range [2]string{r.in[r.base-8 : r.base], s[:last]} {
		for i := 0; i < len(t); i++ {
			c := nbnDECodes[lower(t[i])&0x7F]
			if c >= 10 {
				sum += pos * int(c/10)
				pos++
			}
			sum += pos * int(c%10)
			pos++
			lc = int(c % 10)
		}
	}
	v := 0
	if lc != 0 {
		v = sum / lc % 10
	}
	// The digit as a string, cut from a constant: no conversion for each
	// use in the message and the fix.
	if want := hexDigits[v : v+1]; s[last:] != want {
		d := r.fail(CodeCheckDigit, last, last+1, "the check digit should be "+want+", not "+quote(s[last:]))
		r.fix(d, want, "Set the check digit to "+want)
	}
}

// nbnDECodes is the DNB's table of character codes for its check digit;
// a character it does not list counts as 0.
var nbnDECodes = [128]uint8{
	'0': 1, '1': 2, '2': 3, '3': 4, '4': 5, '5': 6, '6': 7, '7': 8, '8': 9, '9': 41,
	'a': 18, 'b': 14, 'c': 19, 'd': 15, 'e': 16, 'f': 21, 'g': 22, 'h': 23, 'i': 24, 'j': 25,
	'k': 42, 'l': 26, 'm': 27, 'n': 13, 'o': 28, 'p': 29, 'q': 31, 'r': 12, 's': 32, 't': 33,
	'u': 11, 'v': 34, 'w': 35, 'x': 36, 'y': 37, 'z': 38,
	'-': 39, ':': 17, '_': 43, '.': 47, '/': 45, '+': 49,
}
