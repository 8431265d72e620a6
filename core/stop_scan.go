package core

import "math/bits"

// A stopTable marks the bytes at which plainScan, readPlain's loop, must
// stop and look: all but a region's fast bytes (a separator, "%", a
// delimiter, or a byte the reader must see). Table k holds the mark
// shifted left by k, so that a block of eight bytes is classified by
// eight lookups and ORs into one byte, without a branch (2 KB a region).
// Four bytes at a time with a branch on each cost a short URN a sixth
// more, most of it in branches the processor guessed wrong.
type stopTable [8][256]uint8

// stopTableOf marks the bytes that are not fast.
func stopTableOf(fast *[256]bool) *stopTable {
	var t stopTable
	for c := range 256 {
		if !fast[c] {
			for k := range t {
				t[k][c] = 1 << k
			}
		}
	}
	return &t
}

// nextStop returns the index of the first byte from input[i] that t
// marks, or len(input).
func (t *stopTable) nextStop(input string, i int) int {
	for ; i+8 <= len(input); i += 8 {
		if m := t.block(input[i : i+8]); m != 0 {
			return i + bits.TrailingZeros8(m)
		}
	}
	if j := len(input) - 8; j >= 0 && i < len(input) {
		// Fewer than eight bytes are left: the last block of input,
		// less the bytes before i, already read.
		if m := t.block(input[j:]) >> (i - j); m != 0 {
			return i + bits.TrailingZeros8(m)
		}
		return len(input)
	}
	for i < len(input) && t[0][input[i]] == 0 {
		i++
	}
	return i
}

// block marks the eight bytes of s: bit k is s[k]'s mark.
func (t *stopTable) block(s string) uint8 {
	s = s[:8]
	return t[0][s[0]] | t[1][s[1]] | t[2][s[2]] | t[3][s[3]] | t[4][s[4]] | t[5][s[5]] | t[6][s[6]] | t[7][s[7]]
}
