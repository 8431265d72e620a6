package core

import "math/bits"

// A runTable classifies each byte for scanRun, plainValid's inner loop,
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

// scanRun reads input from start up to the first byte that stops the
// run (t's runStop) or the end of input, and returns where it stopped.
// ok is false when an escape there is not "%" HEXDIG HEXDIG.
func scanRun(input string, t *runTable, start int) (end int, ok bool) {
	var carry, bad uint32 // carry: the escapes begun in the block before
	for j := start; ; j += 8 {
		var v uint32
		if j+8 <= len(input) {
			v = t.block(input[j : j+8])
		} else {
			// The last block ends where input does, which stops the run
			// as a stop byte would. (Reading the last eight bytes of
			// input and shifting out those already read measured slower
			// on short URNs than this loop.)
			n := len(input) - j
			for k := range n {
				v |= t[0][input[j+k]] << k
			}
			v |= runStop << n
		}
		n := 8
		if stops := v >> 24; stops != 0 {
			n = bits.TrailingZeros32(stops)
			v &= (1<<n - 1) * 0x01010101 // the lanes before the stop
		}
		// A hex digit must be one and two bytes after each "%": the
		// lanes of this block's and the last block's escapes. An
		// escape cut short by the stop finds no hex digit there.
		w := carry | (v&runLane)<<8
		bad |= ((w<<1 | w<<2) >> 8) & runLane &^ (v >> 8)
		if n < 8 {
			return j + n, bad == 0
		}
		carry = v & runLane
	}
}

// block classifies the eight bytes of s: bit k of each lane is the class
// of s[k].
func (t *runTable) block(s string) uint32 {
	s = s[:8]
	return t[0][s[0]] | t[1][s[1]] | t[2][s[2]] | t[3][s[3]] | (t[0][s[4]]|t[1][s[5]]|t[2][s[6]]|t[3][s[7]])<<4
}
