package core

// A stopTable marks the bytes at which plainScan, readPlain's loop, must
// stop and look: all but a region's fast bytes (a separator, "%", a
// delimiter, or a byte the reader must see). Table k holds the mark
// shifted left by k, so that a block of eight bytes is classified by
// eight lookups and ORs into one byte, without a branch (2 KB a region),
// and the next stop is its lowest bit. Four bytes at a time with a
// branch on each cost a short URN a sixth more, most of it in branches
// the processor guessed wrong.
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

// block marks the eight bytes of s: bit k is s[k]'s mark.
func (t *stopTable) block(s string) uint8 {
	s = s[:8]
	return t[0][s[0]] | t[1][s[1]] | t[2][s[2]] | t[3][s[3]] | t[4][s[4]] | t[5][s[5]] | t[6][s[6]] | t[7][s[7]]
}
