package namespace

import (
	"github.com/urn-playground/urn-playground/internal/ascii"
	"strconv"
	"strings"
)

// The small string and character helpers the readers share: core has
// its own, unexported, for the syntax reading.

// quote quotes s for a message, as Go writes a string literal, cut
// short (ascii.Quote).
func quote(s string) string { return ascii.Quote(s) }

func itoa(i int) string { return strconv.Itoa(i) }

// at returns the character (one UTF-8 sequence) at byte i of s, "" at the
// end. Never inlined: messages call it from several places, and each
// inlined copy costs the WebAssembly module bytes.
//
//go:noinline
func at(s string, i int) string {
	if i >= len(s) {
		return ""
	}
	j := i + 1
	for j < len(s) && s[j]&0xC0 == 0x80 {
		j++
	}
	return s[i:j]
}

// lower returns c in lower case if it is an ASCII letter.
func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// upper returns c in upper case if it is an ASCII letter.
func upper(c byte) byte {
	if 'a' <= c && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

// equalFold compares ASCII case-insensitively, as the registrations'
// ABNF literal strings and the NIDs compare. Never inlined: the readers
// compare words in a dozen places where a call costs nothing that
// matters, and every inlined copy costs the module its bytes.
//
//go:noinline
func equalFold(a, b string) bool { return ascii.EqualFold(a, b) }

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func isAlpha(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

func isAlnum(c byte) bool { return isDigit(c) || isAlpha(c) }

func isHex(c byte) bool { return isDigit(c) || 'a' <= c|0x20 && c|0x20 <= 'f' }

// isLDH: letters, digits and "-" (RFC 2141's let-num-hyp, RFC 2648's
// string).
func isLDH(c byte) bool { return isAlnum(c) || c == '-' }

// isDigits reports whether s is one or more ASCII digits. Never inlined:
// the readers call it in several places where a call costs nothing that
// matters.
//
//go:noinline
func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

// hexDigits is upper-case, the form every edition normalizes escapes to;
// it also serves as a table of the decimal digits as strings.
const hexDigits = "0123456789ABCDEF"

// escapeAt returns the octet of the escape "%" HEXDIG HEXDIG at s[i],
// and false where none begins there.
func escapeAt(s string, i int) (byte, bool) {
	if i+2 >= len(s) || s[i] != '%' || !isHex(s[i+1]) || !isHex(s[i+2]) {
		return 0, false
	}
	return unhex(s[i+1])<<4 | unhex(s[i+2]), true
}

// unhex returns the value of a hex digit already checked by isHex.
func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	default:
		return c - 'a' + 10
	}
}

// charSet indexes charSets: the characters a field may hold. A set is
// data rather than a predicate function: a function per set, called
// through a pointer, costs the WebAssembly module more.
type charSet uint8

const (
	csNone          charSet = iota // a field that is not checked
	csDigit                        // DIGIT
	csAlpha                        // ALPHA
	csAlnum                        // ALPHA / DIGIT
	csHex                          // HEXDIG, in either case
	csLDH                          // ALPHA / DIGIT / "-"
	csDevNoDash                    // ALPHA / DIGIT / "." (RFC 9039's product)
	csDevUnreserved                // ALPHA / DIGIT / "." / "-" (RFC 9039's devunreserved)
	csGS1Name                      // ALPHA / DIGIT / "." / "-" / "_"
	csDOI                          // printable ASCII, 0x20 to 0x7E
	// csASCII is the US-ASCII of RFC 20, which RFC 6963 and RFC 3614
	// require of their NSSs: a raw byte of a UTF-8 sequence is not (an
	// IRI's character becomes ASCII by percent-encoding).
	csASCII
	csParams // any byte but ":", which separates RFC 3553's names
	csAny    // any byte
	csDigitX // DIGIT / "X" / "x": an ISNI's check character
)

// The classes of byte the sets are made of.
const (
	cDigit = 1 << iota
	cAlpha
	cHexLetter
	cHyphen

	cAlnum = cDigit | cAlpha
	cLDH   = cAlnum | cHyphen
)

// chars is a set of bytes: those with a class in mask, the n bytes from
// lo on (counting modulo 256, so that {lo: ';', n: 255} is every byte but
// ':'), and those in extra.
type chars struct {
	mask  uint8
	lo    byte
	n     uint16
	extra string
}

var charSets = [...]chars{
	csDigit:         {mask: cDigit},
	csAlpha:         {mask: cAlpha},
	csAlnum:         {mask: cAlnum},
	csHex:           {mask: cDigit | cHexLetter},
	csLDH:           {mask: cLDH},
	csDevNoDash:     {mask: cAlnum, extra: "."},
	csDevUnreserved: {mask: cLDH, extra: "."},
	csGS1Name:       {mask: cLDH, extra: "._"},
	csDOI:           {lo: 0x20, n: 0x7F - 0x20},
	csASCII:         {n: 0x80},
	csParams:        {lo: ':' + 1, n: 255},
	csAny:           {n: 256},
	csDigitX:        {mask: cDigit, extra: "Xx"},
}

// inSet reports whether c is in the set: one bit of charBits, so that the
// check of each character of a field is inlined.
func inSet(set charSet, c byte) bool {
	return charBits[set][c>>6]>>(c&63)&1 != 0
}

// charBits is charSets as 256-bit maps, built once from them.
var charBits = func() (bits [len(charSets)][4]uint64) {
	for set, cs := range charSets {
		for c := 0; c < 256; c++ {
			b := byte(c)
			if classes(b)&cs.mask != 0 || uint16(b-cs.lo) < cs.n || strings.IndexByte(cs.extra, b) >= 0 {
				bits[set][c>>6] |= 1 << (c & 63)
			}
		}
	}
	return bits
}()

// classes returns the classes of b, a bit each.
func classes(b byte) uint8 {
	var m uint8
	if isDigit(b) {
		m |= cDigit
	}
	if isAlpha(b) {
		m |= cAlpha
	}
	if isHex(b) && !isDigit(b) {
		m |= cHexLetter
	}
	if b == '-' {
		m |= cHyphen
	}
	return m
}
