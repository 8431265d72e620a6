package core

// A stopTable marks the bytes of a region that regionScan, readPlain's
// loop, must look at: all but the region's fast bytes. A separator (":"
// and "/" in the NSS, where the edition allows them) is marked in the
// high byte, and is recorded from the marks; any other (a "%", a
// delimiter, or a byte the reader must see) in the low byte, and stops
// the scan. Table k holds the marks shifted left by k, so that a block
// of eight bytes is classified by eight lookups and ORs, without a
// branch (4 KB a region), and the next stop is the low byte's lowest
// bit. Four bytes at a time with a branch on each cost a short URN a
// sixth more, most of it in branches the processor guessed wrong; a
// stop at each separator, a short URN a tenth.
type stopTable [8][256]uint16

// stopTableOf marks the bytes that are not fast, with ":" (where colon)
// and "/" (where slash) as separators.
func stopTableOf(fast *[256]bool, colon, slash bool) *stopTable {
	var t stopTable
	for c := range 256 {
		var v uint16
		switch {
		case c == ':' && colon, c == '/' && slash:
			v = 0x100
		case !fast[c]:
			v = 1
		}
		for k := range t {
			t[k][c] = v << k
		}
	}
	return &t
}

// block marks the eight bytes of s: bits k and 8+k are s[k]'s marks.
func (t *stopTable) block(s string) uint16 {
	s = s[:8]
	return t[0][s[0]] | t[1][s[1]] | t[2][s[2]] | t[3][s[3]] | t[4][s[4]] | t[5][s[5]] | t[6][s[6]] | t[7][s[7]]
}

// short marks the bytes of s, which is shorter than a block.
func (t *stopTable) short(s string) (v uint16) {
	for k := range len(s) {
		v |= t[k][s[k]]
	}
	return v
}
