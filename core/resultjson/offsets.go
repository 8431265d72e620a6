package resultjson

import (
	"unicode/utf8"
	"unsafe"
)

// Offsets is the unit of the offsets a Writer writes.
type Offsets uint8

const (
	// UTF16 offsets are UTF-16 code-unit indices, the offsets
	// JavaScript's String.prototype.slice takes: the JavaScript API's.
	UTF16 Offsets = iota
	// Bytes offsets are byte offsets into the UTF-8 string, as core
	// reports them and Go slices strings: cmd/urn's.
	Bytes
)

// An Index converts byte offsets into one string to the unit of a
// Writer's offsets. It is the only place where offsets are converted:
// every offset a result carries goes through the At method of the index
// of the string it points into.
//
// In UTF-16, a character of four UTF-8 bytes (an emoji) is two code
// units; a character of two or three bytes is one. A byte that is not
// part of valid UTF-8 counts as one unit, because jsontext.AppendString
// writes it as one U+FFFD. A byte offset inside a character maps to the
// character's start (core never produces one).
type Index struct {
	same bool    // offsets are unchanged: Bytes, or an ASCII string
	n    int     // len of the string
	idx  []int32 // idx[i]: the index of the character holding byte i; idx[n]: the total
	base int     // added to every offset: the string's place in a longer text (From)
}

// From returns the index of a string that stands at offset base (in
// the index's unit) of a longer text, so that offsets come out into that
// text: a text read piece by piece (urn extract) is written as one.
func (x Index) From(base int) Index {
	x.base = base
	return x
}

// NewIndex indexes s for offsets in unit o.
func NewIndex(s string, o Offsets) Index {
	if o == Bytes {
		return Index{same: true, n: len(s)}
	}
	return IndexUTF16(s, nil)
}

// IndexUTF16 indexes s for UTF-16 offsets, reusing buf's memory for the
// table when it is large enough (the caller keeps the table, Index.Table,
// for the next string).
func IndexUTF16(s string, buf []int32) Index {
	x := Index{same: ASCII(s), n: len(s)}
	if x.same {
		return x
	}
	if cap(buf) > len(s) {
		x.idx = buf[:len(s)+1]
	} else {
		x.idx = make([]int32, len(s)+1)
	}
	u := int32(0)
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		for j := i; j < i+size; j++ {
			x.idx[j] = u
		}
		u++
		if r >= 0x10000 {
			u++ // a surrogate pair
		}
		i += size
	}
	x.idx[len(s)] = u
	return x
}

// Same reports whether At returns every offset unchanged (bytes, or a
// string of ASCII only), so that a caller may skip the conversion.
func (x *Index) Same() bool { return x.same }

// Table is the conversion table, nil when Same: a caller that indexes
// many strings hands it back to IndexUTF16 to reuse its memory.
func (x *Index) Table() []int32 { return x.idx }

// At returns byte offset off in the index's unit. A negative offset (-1:
// no place) is returned unchanged; one past the end is clamped to the
// end.
func (x *Index) At(off int) int {
	switch {
	case off < 0:
		return off
	case off > x.n:
		off = x.n
	}
	if x.same {
		return off + x.base
	}
	return int(x.idx[off]) + x.base
}

// ASCII reports whether s is all ASCII. It reads eight bytes at a time:
// in the WebAssembly module a loop costs some nanoseconds per turn, and
// every URN.parse scans its input once here.
func ASCII(s string) bool {
	p := unsafe.Pointer(unsafe.StringData(s))
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if *(*uint64)(unsafe.Add(p, i))&0x8080808080808080 != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
