package core

import (
	"slices"
	"unicode/utf8"
)

// Characters that look like ASCII. RFC 8141 §3.2 (and draft-12 §4.2)
// warns that "urn:example:%D0%B0123,z456", shown to a person with its
// escape decoded, "might appear the same as" urn:example:a123,z456, since
// U+0430 CYRILLIC SMALL LETTER A can be confused with U+0061 LATIN SMALL
// LETTER A — yet the two are not equivalent. The display form (display.go)
// and the encoder (encode.go) name every such character and the ASCII
// character it resembles.
//
// The list is hand-picked from Unicode's confusables data, keeping the
// characters that look like an ASCII letter, digit or URN delimiter in
// common fonts: Cyrillic, Greek, Armenian and Latin look-alikes, Roman
// numerals, the Kelvin sign, and dashes, slashes and colons. Two whole
// blocks are mapped by arithmetic instead: the fullwidth forms
// (U+FF01–U+FF5E) and the mathematical alphanumeric symbols
// (U+1D400–U+1D7FF).

// lookalike is one character that can pass for an ASCII one.
type lookalike struct {
	r    rune
	like byte   // the ASCII character it resembles
	name string // its Unicode name
}

// lookalikes is sorted by code point; display_test.go (TestLookalikes) checks it.
var lookalikes = []lookalike{
	{0x0131, 'i', "LATIN SMALL LETTER DOTLESS I"},
	{0x01C0, 'l', "LATIN LETTER DENTAL CLICK"},
	{0x0237, 'j', "LATIN SMALL LETTER DOTLESS J"},
	{0x0251, 'a', "LATIN SMALL LETTER ALPHA"},
	{0x0261, 'g', "LATIN SMALL LETTER SCRIPT G"},
	{0x0269, 'i', "LATIN SMALL LETTER IOTA"},
	{0x02BC, '\'', "MODIFIER LETTER APOSTROPHE"},
	{0x037E, ';', "GREEK QUESTION MARK"},
	{0x037F, 'J', "GREEK CAPITAL LETTER YOT"},
	{0x0391, 'A', "GREEK CAPITAL LETTER ALPHA"},
	{0x0392, 'B', "GREEK CAPITAL LETTER BETA"},
	{0x0395, 'E', "GREEK CAPITAL LETTER EPSILON"},
	{0x0396, 'Z', "GREEK CAPITAL LETTER ZETA"},
	{0x0397, 'H', "GREEK CAPITAL LETTER ETA"},
	{0x0399, 'I', "GREEK CAPITAL LETTER IOTA"},
	{0x039A, 'K', "GREEK CAPITAL LETTER KAPPA"},
	{0x039C, 'M', "GREEK CAPITAL LETTER MU"},
	{0x039D, 'N', "GREEK CAPITAL LETTER NU"},
	{0x039F, 'O', "GREEK CAPITAL LETTER OMICRON"},
	{0x03A1, 'P', "GREEK CAPITAL LETTER RHO"},
	{0x03A4, 'T', "GREEK CAPITAL LETTER TAU"},
	{0x03A5, 'Y', "GREEK CAPITAL LETTER UPSILON"},
	{0x03A7, 'X', "GREEK CAPITAL LETTER CHI"},
	{0x03B1, 'a', "GREEK SMALL LETTER ALPHA"},
	{0x03B3, 'y', "GREEK SMALL LETTER GAMMA"},
	{0x03B9, 'i', "GREEK SMALL LETTER IOTA"},
	{0x03BA, 'k', "GREEK SMALL LETTER KAPPA"},
	{0x03BD, 'v', "GREEK SMALL LETTER NU"},
	{0x03BF, 'o', "GREEK SMALL LETTER OMICRON"},
	{0x03C1, 'p', "GREEK SMALL LETTER RHO"},
	{0x03C5, 'u', "GREEK SMALL LETTER UPSILON"},
	{0x03C7, 'x', "GREEK SMALL LETTER CHI"},
	{0x03C9, 'w', "GREEK SMALL LETTER OMEGA"},
	{0x03F2, 'c', "GREEK LUNATE SIGMA SYMBOL"},
	{0x03F3, 'j', "GREEK LETTER YOT"},
	{0x03F9, 'C', "GREEK CAPITAL LUNATE SIGMA SYMBOL"},
	{0x0405, 'S', "CYRILLIC CAPITAL LETTER DZE"},
	{0x0406, 'I', "CYRILLIC CAPITAL LETTER BYELORUSSIAN-UKRAINIAN I"},
	{0x0408, 'J', "CYRILLIC CAPITAL LETTER JE"},
	{0x0410, 'A', "CYRILLIC CAPITAL LETTER A"},
	{0x0412, 'B', "CYRILLIC CAPITAL LETTER VE"},
	{0x0415, 'E', "CYRILLIC CAPITAL LETTER IE"},
	{0x0417, '3', "CYRILLIC CAPITAL LETTER ZE"},
	{0x041A, 'K', "CYRILLIC CAPITAL LETTER KA"},
	{0x041C, 'M', "CYRILLIC CAPITAL LETTER EM"},
	{0x041D, 'H', "CYRILLIC CAPITAL LETTER EN"},
	{0x041E, 'O', "CYRILLIC CAPITAL LETTER O"},
	{0x0420, 'P', "CYRILLIC CAPITAL LETTER ER"},
	{0x0421, 'C', "CYRILLIC CAPITAL LETTER ES"},
	{0x0422, 'T', "CYRILLIC CAPITAL LETTER TE"},
	{0x0423, 'Y', "CYRILLIC CAPITAL LETTER U"},
	{0x0425, 'X', "CYRILLIC CAPITAL LETTER HA"},
	{0x0430, 'a', "CYRILLIC SMALL LETTER A"},
	{0x0432, 'B', "CYRILLIC SMALL LETTER VE"},
	{0x0435, 'e', "CYRILLIC SMALL LETTER IE"},
	{0x043A, 'k', "CYRILLIC SMALL LETTER KA"},
	{0x043C, 'M', "CYRILLIC SMALL LETTER EM"},
	{0x043D, 'H', "CYRILLIC SMALL LETTER EN"},
	{0x043E, 'o', "CYRILLIC SMALL LETTER O"},
	{0x0440, 'p', "CYRILLIC SMALL LETTER ER"},
	{0x0441, 'c', "CYRILLIC SMALL LETTER ES"},
	{0x0442, 'T', "CYRILLIC SMALL LETTER TE"},
	{0x0443, 'y', "CYRILLIC SMALL LETTER U"},
	{0x0445, 'x', "CYRILLIC SMALL LETTER HA"},
	{0x0455, 's', "CYRILLIC SMALL LETTER DZE"},
	{0x0456, 'i', "CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I"},
	{0x0458, 'j', "CYRILLIC SMALL LETTER JE"},
	{0x0474, 'V', "CYRILLIC CAPITAL LETTER IZHITSA"},
	{0x0475, 'v', "CYRILLIC SMALL LETTER IZHITSA"},
	{0x04AE, 'Y', "CYRILLIC CAPITAL LETTER STRAIGHT U"},
	{0x04BA, 'h', "CYRILLIC CAPITAL LETTER SHHA"},
	{0x04BB, 'h', "CYRILLIC SMALL LETTER SHHA"},
	{0x04C0, 'I', "CYRILLIC LETTER PALOCHKA"},
	{0x04CF, 'l', "CYRILLIC SMALL LETTER PALOCHKA"},
	{0x0501, 'd', "CYRILLIC SMALL LETTER KOMI DE"},
	{0x051A, 'Q', "CYRILLIC CAPITAL LETTER QA"},
	{0x051B, 'q', "CYRILLIC SMALL LETTER QA"},
	{0x051C, 'W', "CYRILLIC CAPITAL LETTER WE"},
	{0x051D, 'w', "CYRILLIC SMALL LETTER WE"},
	{0x0566, 'q', "ARMENIAN SMALL LETTER ZA"},
	{0x0570, 'h', "ARMENIAN SMALL LETTER HO"},
	{0x0578, 'n', "ARMENIAN SMALL LETTER VO"},
	{0x057D, 'u', "ARMENIAN SMALL LETTER SEH"},
	{0x0585, 'o', "ARMENIAN SMALL LETTER OH"},
	{0x0589, ':', "ARMENIAN FULL STOP"},
	{0x05C3, ':', "HEBREW PUNCTUATION SOF PASUQ"},
	{0x2010, '-', "HYPHEN"},
	{0x2011, '-', "NON-BREAKING HYPHEN"},
	{0x2012, '-', "FIGURE DASH"},
	{0x2013, '-', "EN DASH"},
	{0x2019, '\'', "RIGHT SINGLE QUOTATION MARK"},
	{0x2024, '.', "ONE DOT LEADER"},
	{0x2044, '/', "FRACTION SLASH"},
	{0x212A, 'K', "KELVIN SIGN"},
	{0x2160, 'I', "ROMAN NUMERAL ONE"},
	{0x2164, 'V', "ROMAN NUMERAL FIVE"},
	{0x2169, 'X', "ROMAN NUMERAL TEN"},
	{0x216C, 'L', "ROMAN NUMERAL FIFTY"},
	{0x216D, 'C', "ROMAN NUMERAL ONE HUNDRED"},
	{0x216E, 'D', "ROMAN NUMERAL FIVE HUNDRED"},
	{0x216F, 'M', "ROMAN NUMERAL ONE THOUSAND"},
	{0x2170, 'i', "SMALL ROMAN NUMERAL ONE"},
	{0x2174, 'v', "SMALL ROMAN NUMERAL FIVE"},
	{0x2179, 'x', "SMALL ROMAN NUMERAL TEN"},
	{0x217C, 'l', "SMALL ROMAN NUMERAL FIFTY"},
	{0x217D, 'c', "SMALL ROMAN NUMERAL ONE HUNDRED"},
	{0x217E, 'd', "SMALL ROMAN NUMERAL FIVE HUNDRED"},
	{0x217F, 'm', "SMALL ROMAN NUMERAL ONE THOUSAND"},
	{0x2212, '-', "MINUS SIGN"},
	{0x2215, '/', "DIVISION SLASH"},
	{0x2236, ':', "RATIO"},
	{0x29F8, '/', "BIG SOLIDUS"},
	{0xA789, ':', "MODIFIER LETTER COLON"},
}

// The blocks mapped by arithmetic.
const (
	fullwidthFirst = 0xFF01 // FULLWIDTH EXCLAMATION MARK, like "!"
	fullwidthLast  = 0xFF5E // FULLWIDTH TILDE, like "~"
	fullwidthShift = 0xFEE0 // U+FF01 - "!"
	mathLetters    = 0x1D400
	mathLettersEnd = 0x1D6A4 // 13 alphabets of 52 letters, A–Z then a–z
	mathDigits     = 0x1D7CE
	mathDigitsEnd  = 0x1D800 // 5 sets of 10 digits
)

// confusable reports whether r looks like an ASCII character, which one,
// and a name for r ("CYRILLIC SMALL LETTER A"; for the two arithmetic
// blocks a description such as "FULLWIDTH LATIN CAPITAL LETTER A").
// Code points the blocks leave unassigned never reach it: the display
// form keeps unprintable characters encoded first.
func confusable(r rune) (like byte, name string, ok bool) {
	switch {
	case r < utf8.RuneSelf:
		return 0, "", false
	case fullwidthFirst <= r && r <= fullwidthLast:
		like = byte(r - fullwidthShift)
		return like, "FULLWIDTH " + asciiName(like), true
	case mathLetters <= r && r < mathLettersEnd:
		i := byte((r - mathLetters) % 52)
		like = 'A' + i
		if i >= 26 {
			like = 'a' + i - 26
		}
		return like, "MATHEMATICAL " + asciiName(like), true
	case mathDigits <= r && r < mathDigitsEnd:
		like = '0' + byte((r-mathDigits)%10)
		return like, "MATHEMATICAL " + asciiName(like), true
	}
	i, found := slices.BinarySearchFunc(lookalikes, r, func(l lookalike, r rune) int { return int(l.r - r) })
	if !found {
		return 0, "", false
	}
	return lookalikes[i].like, lookalikes[i].name, true
}

var digitNames = [10]string{"ZERO", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE"}

// asciiName names an ASCII letter or digit the way Unicode does ("LATIN
// SMALL LETTER A", "DIGIT ZERO"), and any other character by itself.
func asciiName(c byte) string {
	switch {
	case 'A' <= c && c <= 'Z':
		return "LATIN CAPITAL LETTER " + string(rune(c))
	case 'a' <= c && c <= 'z':
		return "LATIN SMALL LETTER " + string(rune(c-'a'+'A'))
	case '0' <= c && c <= '9':
		return "DIGIT " + digitNames[c-'0']
	}
	return "FORM OF " + quote(string(rune(c)))
}

// likeWhat says what an ASCII character is, for a message: `the Latin
// letter "a"`, `the digit "3"`, `"/"`.
func likeWhat(c byte) string {
	s := quote(string(rune(c)))
	switch {
	case classOf[c]&cAlpha != 0:
		return "the Latin letter " + s
	case classOf[c]&cDigit != 0:
		return "the digit " + s
	}
	return s
}

// describeLookalike names a character that looks like ASCII for a
// message: `"а" (U+0430 CYRILLIC SMALL LETTER A), which looks like the
// Latin letter "a"`.
func describeLookalike(s string, r rune, like byte, name string) string {
	return quote(s) + " (" + codePoint(r) + " " + name + "), which looks like " + likeWhat(like)
}
