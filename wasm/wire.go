package main

import (
	"unsafe"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/resultjson"
)

// The wire format of URN.parse: instead of a JSON text, parse writes
// little-endian 32-bit words that urn.js reads through an Int32Array view
// of the module's memory (decodeParse there). JSON.parse of the ~800-byte
// text, and Go writing it, cost more than everything else in URN.parse
// together (wasm/README.md, Performance).
//
// A string costs no copy: it is a slice of the input (its UTF-16 span,
// which urn.js slices), or the address and length of its UTF-8 bytes in
// the module's memory, which urn.js decodes right after urn_call returns,
// before Go runs again. Most strings of a reading are the same from call
// to call (codes, messages, the registry's references, names), so both
// sides keep the latest string of each of strSlots slots, and a string
// that is already in its slot goes as the slot's number alone.
//
// The cache is keyed by address and length. That is sound because the
// Go side holds every cached string in strCache: while it is held, its
// bytes cannot change and no other string can start at its address (Go's
// collector does not move memory), so the same address and length mean
// the same text. Strings in the request buffer, which the next call
// overwrites, are never cached (inRequest). The two sides stay in step
// because every slot the Go side sets is sent in the result urn.js
// decodes next; a recovered panic, whose result is an error object
// instead, clears the Go side's slots (resetWire).

// String tags, the low 3 bits of a string's first word.
const (
	strEmpty = iota // ""
	strSpan         // + start, end: input.slice(start, end), in UTF-16 units
	strHit          // slot<<3: the string held in slot
	strSet          // slot<<3, then address, length: these UTF-8 bytes, held in slot from now on
	strRaw          // + address, length: these UTF-8 bytes (an address is addrWords words: exports.go)
)

const (
	strSlots  = 256 // a power of two
	maxCached = 256 // bytes: longer strings are sent raw, not held
	refSlots  = 64  // a power of two
	pairSlots = 64  // a power of two
)

var (
	rawKept  []string // wire.raw's strings of the latest result
	strCache [strSlots]string
	// refCache holds the references urn.js holds as
	// [doc, section, anchor, text]: a reference in its slot costs one
	// word, and its text (core.Ref.String, which allocates) is built only
	// when the reference is set.
	refCache [refSlots]core.Ref
	// pairCache holds pairs of strings that go together, as urn.js holds
	// them: a namespace sub-part's id and label, one word when in its
	// slot (a UUID has eleven sub-parts, sent at every parse).
	pairCache [pairSlots][2]string
)

// resetWire forgets every slot, after a call whose result urn.js does not
// decode as a wire result.
func resetWire() {
	clear(strCache[:])
	clear(refCache[:])
	clear(pairCache[:])
}

// wireBuf holds the words of the latest result.
var wireBuf []uint32

// wire is what writing one result needs to know. It is read-only while
// the result is written: the words go through a slice that each method
// takes and returns, like append. (Appending to a slice held in a struct,
// through a pointer, took four times as long per word in a WebAssembly
// micro-benchmark: a write barrier check and memory traffic each time.)
type wire struct {
	in string           // the input, which strSpan strings are slices of
	x  resultjson.Index // its UTF-16 index
	// req is the request buffer, whose strings are never cached.
	req []byte
}

// startWire starts a result about a reading, with the UTF-16 index of its
// input (held in unitsBuf).
func startWire(u *core.URN, req []byte) wire {
	x := resultjson.IndexUTF16(u.Input, unitsBuf)
	if t := x.Table(); t != nil {
		unitsBuf = t
	}
	return newWire(u.Input, x, req)
}

// newWire starts a result about input; its words start at wireBuf[:0].
func newWire(input string, x resultjson.Index, req []byte) wire {
	clear(rawKept)
	rawKept = rawKept[:0]
	return wire{in: input, x: x, req: req}
}

func b2w(v bool) uint32 {
	if v {
		return 1
	}
	return 0
}

func strAddr(s string) uintptr { return uintptr(unsafe.Pointer(unsafe.StringData(s))) }

// within reports whether s lies in the n bytes at base.
func within(s string, base uintptr, n int) bool {
	p := strAddr(s)
	return p >= base && p+uintptr(len(s)) <= base+uintptr(n)
}

// str appends a string to w.
func (e *wire) str(w []uint32, s string) []uint32 {
	switch {
	case len(s) == 0:
		return append(w, strEmpty)
	case within(s, strAddr(e.in), len(e.in)):
		start := int(strAddr(s) - strAddr(e.in))
		return append(w, strSpan, uint32(e.x.At(start)), uint32(e.x.At(start+len(s))))
	case len(s) > maxCached || within(s, uintptr(unsafe.Pointer(unsafe.SliceData(e.req))), cap(e.req)):
		return e.raw(w, s)
	}
	slot := slotOf(strAddr(s), len(s), strSlots)
	if same(strCache[slot], s) {
		return append(w, strHit|slot<<3)
	}
	strCache[slot] = s
	return bytesOf(append(w, strSet|slot<<3), s)
}

// raw appends a string as its bytes, without caching it: for strings made
// for this result only. It keeps s in rawKept until the next result, so
// that s is on the heap (a string that does not escape may live in a stack
// frame that is gone when urn.js reads it) and alive until urn.js has read
// it.
func (e *wire) raw(w []uint32, s string) []uint32 {
	if len(s) == 0 {
		return append(w, strEmpty)
	}
	rawKept = append(rawKept, s)
	return bytesOf(append(w, strRaw), s)
}

// bytesOf appends where s's bytes are: their address, then their length.
func bytesOf(w []uint32, s string) []uint32 {
	p := uint64(strAddr(s))
	w = append(w, uint32(p))
	if addrWords == 2 {
		w = append(w, uint32(p>>32))
	}
	return append(w, uint32(len(s)))
}

// ref appends a reference: 0 for none (null in JavaScript), strHit|slot<<3,
// or strSet|slot<<3 followed by its doc, section, anchor and text.
func (e *wire) ref(w []uint32, r *core.Ref) []uint32 {
	if r.Doc == "" {
		return append(w, strEmpty)
	}
	slot := slotOf(strAddr(r.Anchor), len(r.Anchor), refSlots)
	if c := &refCache[slot]; same(c.Doc, r.Doc) && same(c.Section, r.Section) && same(c.Anchor, r.Anchor) {
		return append(w, strHit|slot<<3)
	}
	refCache[slot] = *r
	w = append(w, strSet|slot<<3)
	w = e.str(w, r.Doc)
	w = e.str(w, r.Section)
	w = e.str(w, r.Anchor)
	return e.str(w, r.String())
}

// pair appends two strings that go together: strHit|slot<<3 when the
// pair is in its slot, else strSet|slot<<3 followed by both (wire.str),
// held in the slot from now on; or, for a pair that must not be held
// (a string of the input or the request, which the next call
// overwrites, or a long one), strRaw followed by both.
func (e *wire) pair(w []uint32, a, b string) []uint32 {
	// A pair found in its slot was holdable when it was set, and, held
	// since, its bytes cannot have become part of a later request: the
	// hit needs no other check. (An empty first string never hits: an
	// unset slot holds two.)
	slot := slotOf(strAddr(a)^strAddr(b)<<1, len(a)+len(b), pairSlots)
	if c := &pairCache[slot]; len(a) > 0 && same(c[0], a) && same(c[1], b) {
		return append(w, strHit|slot<<3)
	}
	if !e.holdable(a) || !e.holdable(b) {
		w = append(w, strRaw)
		w = e.str(w, a)
		return e.str(w, b)
	}
	pairCache[slot] = [2]string{a, b}
	w = append(w, strSet|slot<<3)
	w = e.str(w, a)
	return e.str(w, b)
}

// holdable reports whether s may be held in a slot: not too long, and
// not in the input or the request buffer.
func (e *wire) holdable(s string) bool {
	return len(s) <= maxCached && !within(s, strAddr(e.in), len(e.in)) &&
		!within(s, uintptr(unsafe.Pointer(unsafe.SliceData(e.req))), cap(e.req))
}

// same reports whether a and b are the same bytes in memory.
func same(a, b string) bool {
	return len(a) == len(b) && (len(a) == 0 || unsafe.StringData(a) == unsafe.StringData(b))
}

// slotOf hashes an address and a length (Fibonacci hashing) into one of n
// slots, n a power of two.
func slotOf(p uintptr, n int, slots uint32) uint32 {
	h := (uint32(p) ^ uint32(n)<<20) * 2654435769
	return h >> 16 & (slots - 1)
}

// wireBytes returns words as the bytes urn_call hands over.
func wireBytes(w []uint32) []byte {
	if len(w) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(w))), 4*len(w))
}
