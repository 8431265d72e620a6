package core

// A spanTable classifies each byte for spanScan, readSpans's loop, in
// the byte of a uint64 that holds its place in a block of eight: byte k
// of a block's word is the classes of the block's k-th byte. Table k
// holds the classes shifted left by 8k, so that a block is classified
// with eight lookups and ORs, without a branch (8 KB a region), and
// "one byte later" is a shift of the whole word by eight bits.
//
// An escape, "%" HEXDIG HEXDIG (RFC 2141 §2.3.1, draft-03 §2.5.2,
// draft-12 §3.2, RFC 8141 §2.2), must be followed by two hex digits,
// and must not encode a letter or a digit, which draws a note the one
// pass does not write: the octets 0x30–0x39, 0x41–0x5A and 0x61–0x7A.
// By its first digit: after "3" a second digit of 0–9 makes a digit;
// after "4" or "6" any but 0, a letter; after "5" or "7", 0–9 or A, a
// letter. Each first digit's class lines up, one byte later, with the
// second digits it makes a letter or digit with (spanLetterAfter).
// Octet 0, an error in some editions, is looked for apart (readSpans).
type spanTable [4][256]uint64

const (
	spanPercent = 1 << 0 // "%": an escape begins
	spanHex     = 1 << 1 // a hex digit
	spanAfter3  = 1 << 2 // "3" as an escape's first digit
	spanAfter46 = 1 << 3 // "4" or "6"
	spanAfter57 = 1 << 4 // "5" or "7"
	// A second digit that makes a letter or digit after the first digit
	// of the class three bits below: 0–9 after "3"; 1–9 and A–F after
	// "4" or "6"; 0–9 and A after "5" or "7".
	spanLetterAfter3  = spanAfter3 << 3
	spanLetterAfter46 = spanAfter46 << 3
	spanLetterAfter57 = spanAfter57 << 3
	// spanStop ends a region: a delimiter or a byte that needs a second
	// look. The eight bits are all in use, so a stop is the one pair of
	// classes no byte has ("%" is not a hex digit, so never "3").
	spanStop = spanPercent | spanAfter3

	spanBytes = 0x0101010101010101 // bit 0 of each byte
)

// spanTableOf classifies the bytes of a region whose unremarkable bytes
// are fast, in which ":" and "/" are allowed too when colon and slash
// are set (the NSS's separators).
func spanTableOf(fast *[256]bool, colon, slash bool) *spanTable {
	var t spanTable
	for c := range 256 {
		var class uint64
		switch {
		case fast[c]:
			class = hexClasses(byte(c))
		case c == '%':
			class = spanPercent
		case c == ':' && colon, c == '/' && slash:
		default:
			class = spanStop
		}
		for k := range t {
			t[k][c] = class << (8 * k)
		}
	}
	return &t
}

// componentSpanTables holds the components' tables, one for each set of
// fast bytes: the components of an edition, and of several, read much
// the same bytes, and one table for them all stays in the cache (a table
// for each made readSpans a tenth slower on the long corpus).
type componentSpanTables map[[256]bool]*spanTable

// of returns the table of a component whose fast bytes are fast.
func (m componentSpanTables) of(fast *[256]bool) *spanTable {
	t, ok := m[*fast]
	if !ok {
		t = spanTableOf(fast, false, false)
		m[*fast] = t
	}
	return t
}

// hexClasses is a hex digit's classes as either digit of an escape; 0
// for any other byte.
func hexClasses(c byte) uint64 {
	if !isHex(c) {
		return 0
	}
	class := uint64(spanHex)
	switch c {
	case '3':
		class |= spanAfter3
	case '4', '6':
		class |= spanAfter46
	case '5', '7':
		class |= spanAfter57
	}
	switch d := unhex(c); {
	case d <= 9:
		class |= spanLetterAfter3 | spanLetterAfter57
		if d > 0 {
			class |= spanLetterAfter46
		}
	case d == 10:
		class |= spanLetterAfter46 | spanLetterAfter57
	default:
		class |= spanLetterAfter46
	}
	return class
}

// block classifies the eight bytes of s: byte k of the word is the
// classes of s[k].
func (t *spanTable) block(s string) uint64 {
	s = s[:8]
	return t[0][s[0]] | t[1][s[1]] | t[2][s[2]] | t[3][s[3]] | (t[0][s[4]]|t[1][s[5]]|t[2][s[6]]|t[3][s[7]])<<32
}

// escapeFaults returns, for the bytes of a block whose classes are v
// (those past a stop cleared) after a block whose classes were prev,
// nonzero when an escape whose digits are in the block lacks a hex
// digit or encodes a letter or digit: v1 and v2 are the classes of the
// bytes one and two before each.
func escapeFaults(v, prev uint64) uint64 {
	v1 := v<<8 | prev>>56
	v2 := v<<16 | prev>>48
	noHex := (v1 | v2) &^ (v >> 1) & spanBytes
	letter := v1 << 3 & v & ((v2 & spanBytes) * (spanLetterAfter3 | spanLetterAfter46 | spanLetterAfter57))
	return noHex | letter
}
