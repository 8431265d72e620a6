package core

// A runTable classifies each byte for validScan, plainValid's loop,
// in the 8-bit lanes of a uint32: bit k of a lane is the class of the
// k-th byte of a block of eight. Table k holds the classes shifted left
// by k, so that a block is classified with eight lookups, ORs and one
// shift, without a branch (4 KB a region, 48 KB in all: a shift per
// byte instead cost an eighth of Valid's time). The rule that "%" is
// followed by two hex digits (RFC 2141 §2.3.1, draft-03 §2.5.2,
// draft-12 §3.2, RFC 8141 §2.2) becomes a shift and a mask. One byte at
// a time with a branch on each escape cost half again as much on URNs
// full of escapes (BenchmarkVsGoURN).
type runTable [4][256]uint32

const (
	runPercent = 1 << 0  // "%": an escape begins
	runHex     = 1 << 8  // a hex digit, which may follow "%"
	runStop    = 1 << 24 // ends the run: a delimiter or a byte that needs a second look; the top lane, read with one shift

	runLane = 0xFF // the bits of one lane
)

// runTableOf classifies the bytes of a region whose unremarkable bytes
// are fast, in which ":" and "/" are allowed too when colon and slash
// are set (the NSS's separators).
func runTableOf(fast *[256]bool, colon, slash bool) *runTable {
	var t runTable
	for c := range 256 {
		var class uint32
		switch {
		case fast[c]:
		case c == '%':
			class = runPercent
		case c == ':' && colon, c == '/' && slash:
		default:
			class = runStop
		}
		if isHex(byte(c)) {
			class |= runHex
		}
		for k := range t {
			t[k][c] = class << k
		}
	}
	return &t
}

// block classifies the eight bytes of s: bit k of each lane is the class
// of s[k].
func (t *runTable) block(s string) uint32 {
	s = s[:8]
	return t[0][s[0]] | t[1][s[1]] | t[2][s[2]] | t[3][s[3]] | (t[0][s[4]]|t[1][s[5]]|t[2][s[6]]|t[3][s[7]])<<4
}
