package core

// A nidKey is a NID lower-cased and packed into words, eight bytes a
// word, little-endian, zero after its end, with its length: the
// registry is looked up by key, a multiply-and-shift hash and four word
// compares, not by hashing and comparing strings byte by byte (a
// quarter of reading a short URN, most of it in loops whose end the
// processor guessed wrong).
type nidKey struct {
	w [4]uint64 // NIDs are at most 32 characters
	n int
}

// keyOf is nid's key; ok is false for a string no NID can be (empty or
// too long).
func keyOf(nid string) (k nidKey, ok bool) {
	if len(nid) == 0 || len(nid) > 32 {
		return k, false
	}
	for i := 0; i < len(nid); i++ {
		k.w[i/8] |= uint64(lower(nid[i])) << (8 * (i % 8))
	}
	k.n = len(nid)
	return k, true
}

// shortKeyAt is the key of input[4:c], a NID of letters, digits and
// hyphens (plainNID found it) of at most eight bytes, as its one word:
// one load, and for those bytes setting bit 5 is lower-casing ("A"
// 0x41 to "a" 0x61; digits and "-" have it set). ok is false for a
// longer NID, or an input too short to load eight bytes from input[4].
func shortKeyAt(input string, c int) (w uint64, ok bool) {
	n := c - 4
	if n > 8 || len(input) < 12 {
		return 0, false
	}
	s := input[4:12]
	w = uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
	// n == 8 shifts the one out: the mask is then every bit.
	return (w | 0x2020202020202020) & (1<<(8*n) - 1), true
}

// slot is k's first slot in registryTable.
func (k *nidKey) slot() uint32 { return slot(k.w[0], k.w[1], k.w[2], k.w[3], k.n) }

// slot is the first slot in a table of 256 (registryTable) of the key
// of words w0 to w3 and length n.
func slot(w0, w1, w2, w3 uint64, n int) uint32 {
	h := w0*0x9E3779B97F4A7C15 ^ w1*0xC2B2AE3D27D4EB4F ^ w2*0x165667B19E3779F9 ^ w3*0x27D4EB2F165667C5 ^ uint64(n)*0x94D049BB133111EB
	return uint32(h >> 56)
}
