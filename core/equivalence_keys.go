package core

import "github.com/urn-playground/urn-playground/internal/ascii"

// The keys of the namespaces' equivalence rules (equivalence_rules.go):
// each says whether an NSS is in its rule's domain and, for a rule of
// the key shape, gives its canonical form. The namespaces' syntaxes, read
// by package core/namespace, have readers of their own.

// isbnKey is an ISBN's form for comparison, as the template's Rules for
// Lexical Equivalence give it: an ISBN-10 converted to ISBN-13 ("978"
// before its first nine digits and a new check digit), then every hyphen
// removed. ok is false when nss is not an ISBN to compare so: other
// characters, another number of digits, or an ISBN-10 whose check digit
// is wrong (converting it would recompute the check digit and equate
// ISBN-10s that differ in it).
func isbnKey(nss string) (key nsKey, ok bool) {
	n, k := 0, &key.b
	for i := 0; i < len(nss); i++ {
		c := nss[i]
		switch {
		case c == '-':
		case n < 13 && (isDigit(c) || c == 'X' && n == 9 && i == len(nss)-1):
			k[n] = c
			n++
		default:
			return key, false
		}
	}
	key.n = 13
	switch {
	case n == 13:
		return key, k[12] != 'X'
	case n != 10 || ISBNCheckDigit(k[:9]) != k[9]:
		return key, false
	}
	copy(k[3:12], k[:9])
	k[0], k[1], k[2] = '9', '7', '8'
	k[12] = ISBNCheckDigit(k[:12])
	return key, true
}

// ISBNCheckDigit returns the check digit of an ISBN's digits before it
// (ASCII digits): twelve of an ISBN-13 (modulo 10, weights 1 and 3
// alternating) or nine of an ISBN-10 (modulo 11, weights 10 down to 2,
// "X" for ten). The isbn-13-digits equivalence rule converts an ISBN-10
// by it, and core/namespace's isbn reader says what a wrong check digit
// should be. One function for both forms, and not inlined: each function
// and each inlined copy costs the WebAssembly module bytes.
//
//go:noinline
func ISBNCheckDigit(d []byte) byte {
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

// mod11Char is the character of a modulo 11 check value, "X" for ten.
func mod11Char(v int) byte {
	if v == 10 {
		return 'X'
	}
	return byte('0' + v)
}

// issnKey is the ISSN's form for comparison, as the template's Rules for
// Lexical Equivalence give it: the hyphen, which "can be omitted",
// present, and "x" translated to "X". ok is false when nss does not have
// the ISSN's form, `4DIGIT ["-"] 3DIGIT check`, with the check character
// in either case: the equivalence rule's domain (the check character's
// value is the syntax's business).
func issnKey(nss string) (k nsKey, ok bool) {
	if len(nss) != 8 && (len(nss) != 9 || nss[4] != '-') {
		return k, false
	}
	k.b[4], k.n = '-', 9
	n := 0 // where nss[i] goes in the key
	for i := 0; i < len(nss); i++ {
		c := nss[i]
		if i == 4 && len(nss) == 9 {
			continue // the hyphen, checked above
		}
		if n == 4 {
			n = 5
		}
		switch {
		case n == 8 && (c == 'x' || c == 'X'):
			c = 'X'
		case !isDigit(c):
			return k, false
		}
		k.b[n] = c
		n++
	}
	return k, true
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

// upper returns c in upper case if it is an ASCII letter.
func upper(c byte) byte {
	if 'a' <= c && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

// isDOI is the domain of the DOI equivalence rule: a prefix and a
// suffix, both of printable ASCII.
func isDOI(nss string) bool {
	slash := fieldEnd(nss, 0, '/')
	if slash == 0 || slash >= len(nss)-1 {
		return false
	}
	for i := 0; i < len(nss); i++ {
		if !isDOIChar(nss[i]) {
			return false
		}
	}
	return true
}

func isDOIChar(c byte) bool { return 0x20 <= c && c <= 0x7E }

// mrnIDs is the length of the organization ID and the
// organization-specific namespace ID with the colon between them, the
// part of an NSS the rule compares in lower case; 0 when the NSS lacks
// two fields and a non-empty rest.
func mrnIDs(nss string) int {
	c1 := fieldEnd(nss, 0, ':')
	c2 := fieldEnd(nss, c1+1, ':')
	if c1 == 0 || c2 >= len(nss)-1 {
		return 0
	}
	return c2
}

// gs1Literals returns how many leading bytes of nss are the template's
// case-insensitive literals ("gdd:" and its dictionary, or "std:"), 0
// when nss does not begin with them.
func gs1Literals(nss string) int {
	c := fieldEnd(nss, 0, ':')
	if c == len(nss) {
		return 0
	}
	switch indexFold(gs1Branches, nss[:c]) {
	case 1: // std
		return c + 1
	case 0: // gdd
		d := fieldEnd(nss, c+1, ':')
		if d < len(nss) && indexFold(gs1GDD, nss[c+1:d]) >= 0 {
			return d + 1
		}
	}
	return 0
}

// gs1Branches and gs1GDD are the gs1 template's literals that
// gs1Literals compares without regard to case.
var (
	gs1Branches = []string{"gdd", "std"}
	gs1GDD      = []string{"bie", "bdt", "cl"}
)

// isoStd is the domain of the ISO equivalence rule: an NSS with the
// prefix "std:".
func isoStd(nss string) bool { return len(nss) > 4 && nsEqualFold(nss[:4], "std:") }

// mpegName is the length of an MPEG NSS's standard name, the part RFC
// 3614 §2 compares without regard to case ("The remainder of the
// identifier must be considered case-sensitive"), or 0 when the NSS is
// not a standard name, a colon and more.
func mpegName(nss string) int {
	if c := fieldEnd(nss, 0, ':'); c < len(nss) {
		return c
	}
	return 0
}

// fieldEnd returns the index of the first sep at or after from, or
// len(s). Not inlined: the keys call it in several places.
//
//go:noinline
func fieldEnd(s string, from int, sep byte) int {
	for i := from; i < len(s); i++ {
		if s[i] == sep {
			return i
		}
	}
	return len(s)
}

// indexFold returns the index of the word that equals s without regard
// to case, or -1. Not inlined, nor is equalFold in it: a call costs
// nothing that matters, and each inlined copy costs the module bytes.
//
//go:noinline
func indexFold(words []string, s string) int {
	for i, w := range words {
		if nsEqualFold(s, w) {
			return i
		}
	}
	return -1
}

// nsEqualFold is equalFold, never inlined: the equivalence rules compare
// words in several places where a call costs nothing that matters, and
// every inlined copy costs the module its bytes.
//
//go:noinline
func nsEqualFold(a, b string) bool { return ascii.EqualFold(a, b) }

// isDigit: DIGIT.
func isDigit(c byte) bool { return '0' <= c && c <= '9' }
