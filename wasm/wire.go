package main

import (
	"unsafe"

	"github.com/urn-playground/urn-playground/core"
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
)

var (
	rawKept  []string // wire.raw's strings of the latest result
	strCache [strSlots]string
	// refCache holds the references urn.js holds as
	// [doc, section, anchor, text]: a reference in its slot costs one
	// word, and its text (core.Ref.String, which allocates) is built only
	// when the reference is set.
	refCache [refSlots]core.Ref
)

// resetWire forgets every slot, after a call whose result urn.js does not
// decode as a wire result.
func resetWire() {
	clear(strCache[:])
	clear(refCache[:])
}

// newWire starts a result about input.
func newWire(input string, x units, req []byte) wire {
	clear(rawKept)
	rawKept = rawKept[:0]
	return wire{w: wireBuf[:0], in: input, x: x, req: req}
}

// wireBuf holds the words of the latest result.
var wireBuf []uint32

// wire writes one result.
type wire struct {
	w  []uint32
	in string // the input, which strSpan strings are slices of
	x  units  // its UTF-16 index
	// req is the request buffer, whose strings are never cached.
	req []byte
}

func (e *wire) word(v uint32) { e.w = append(e.w, v) }
func (e *wire) int(n int)     { e.w = append(e.w, uint32(int32(n))) }

func (e *wire) bool(v bool) {
	if v {
		e.w = append(e.w, 1)
	} else {
		e.w = append(e.w, 0)
	}
}

func strAddr(s string) uintptr { return uintptr(unsafe.Pointer(unsafe.StringData(s))) }

// within reports whether s lies in the bytes of b (or of t).
func within(s string, base uintptr, n int) bool {
	p := strAddr(s)
	return p >= base && p+uintptr(len(s)) <= base+uintptr(n)
}

// str writes a string.
func (e *wire) str(s string) {
	switch {
	case len(s) == 0:
		e.word(strEmpty)
	case within(s, strAddr(e.in), len(e.in)):
		start := int(strAddr(s) - strAddr(e.in))
		e.w = append(e.w, strSpan, uint32(e.x.at(start)), uint32(e.x.at(start+len(s))))
	case len(s) > maxCached || within(s, uintptr(unsafe.Pointer(unsafe.SliceData(e.req))), cap(e.req)):
		e.raw(s)
	default:
		slot := slotOf(strAddr(s), len(s), strSlots)
		if same(strCache[slot], s) {
			e.word(strHit | slot<<3)
			return
		}
		strCache[slot] = s
		e.word(strSet | slot<<3)
		e.bytesOf(s)
	}
}

// raw writes a string as its bytes, without caching it: for strings made
// for this result only. It keeps s in rawKept until the next result, so
// that s is on the heap (a string that does not escape may live in a stack
// frame that is gone when urn.js reads it) and alive until urn.js has read
// it.
func (e *wire) raw(s string) {
	if len(s) == 0 {
		e.word(strEmpty)
		return
	}
	rawKept = append(rawKept, s)
	e.word(strRaw)
	e.bytesOf(s)
}

// bytesOf writes where s's bytes are: their address, then their length.
func (e *wire) bytesOf(s string) {
	p := uint64(strAddr(s))
	e.word(uint32(p))
	if addrWords == 2 {
		e.word(uint32(p >> 32))
	}
	e.int(len(s))
}

// ref writes a reference: 0 for none (null in JavaScript), refHit|slot<<3,
// or refSet|slot<<3 followed by its doc, section, anchor and text.
func (e *wire) ref(r core.Ref) {
	if r.Doc == "" {
		e.word(strEmpty)
		return
	}
	slot := slotOf(strAddr(r.Anchor), len(r.Anchor), refSlots)
	if c := &refCache[slot]; same(c.Doc, r.Doc) && same(c.Section, r.Section) && same(c.Anchor, r.Anchor) {
		e.word(strHit | slot<<3)
		return
	}
	refCache[slot] = r
	e.word(strSet | slot<<3)
	e.str(r.Doc)
	e.str(r.Section)
	e.str(r.Anchor)
	e.str(r.String())
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

// bytes returns the words as the bytes urn_call hands over.
func (e *wire) bytes() []byte {
	if len(e.w) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(e.w))), 4*len(e.w))
}
