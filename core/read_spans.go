package core

import (
	"math/bits"
	"runtime"
	"strings"
)

// spansMin is the length from which Read tries readSpans first. On
// shorter URNs readPlain is as fast (docs/speed.md: 31 ns a URN either
// way on the short corpus) and records the parts as it goes.
const spansMin = 64

// spansFirst is false in WebAssembly, where every reading is wanted
// with its parts (URN.parse, the page), so that readSpans and then
// readPlain would read each input twice: there Read records the parts
// at once, and the module carries neither readSpans nor its tables.
const spansFirst = runtime.GOARCH != "wasm"

// readSpans reads a long URN of the kind readPlain reads, in one pass
// that records its spans, notes and namespace but not its parts: the
// escapes and separators, a part each, are most of what a reading of a
// long URN costs, and most callers never look at them. URN.Parts finds
// them when asked (laterParts). The pass is plainValid's, a block of
// eight bytes at a time (spanTable), which also refuses an escaped
// letter or digit (a note readPlain's reading would not have) and,
// where the edition forbids it, octet 0. It returns false, having
// changed nothing but the contents of u's slices and its component
// spans, for anything else.
func (u *URN) readSpans(input string, e Edition) bool {
	ru := e.rules()
	c, ns := plainRegistered(input, ru)
	if ns < 0 || ru.nulForbidden && strings.Contains(input[c:], "%00") {
		return false
	}
	u.RComponent, u.QComponent, u.FComponent, u.Query, u.Fragment = NoSpan, NoSpan, NoSpan, NoSpan, NoSpan
	diags, ok := u.spanScan(input, ru, c+1, u.Diagnostics[:0])
	if !ok {
		u.Diagnostics = diags
		return false
	}
	// Field by field, as in readPlain (TestReadPlainSetsEveryField).
	u.Input, u.Edition, u.Valid = input, e, true
	u.Scheme, u.NID = Span{0, 3}, Span{4, c}
	u.parts, u.partsLater, u.Diagnostics, u.Unlisted = u.parts[:0], true, diags, u.Unlisted[:0]
	u.Namespace.setRegistered(ns, ru)
	return true
}

// spanScan is readSpans's pass over the NSS, from input[start], and the
// components: it sets their spans, appends their notes to diags and
// reports whether it read the input to its end. Each region is read by
// spanRegion; what stops it here is a delimiter, or a byte the reader
// must see.
func (u *URN) spanScan(input string, ru *rules, start int, diags Diagnostics) (Diagnostics, bool) {
	ci, t := nssRegion, ru.nssSpans
	for {
		i, ok := spanRegion(input, start, t)
		if !ok {
			return diags, false
		}
		if i == len(input) {
			if !plainLastEnds(input, ru, ci, start) {
				return diags, false
			}
			u.setRegionSpan(ru, ci, start, i)
			return plainNote(diags, ru, ci, start, i), true
		}
		if b := input[i]; b != '?' && b != '#' {
			return diags, false
		}
		next := ru.delims[ci+1].next(input, i, ru, ci)
		if next < 0 || !plainEnters(input, ru, ci, start, i, next) {
			return diags, false
		}
		u.setRegionSpan(ru, ci, start, i)
		diags = plainNote(diags, ru, ci, start, i)
		ci, start, t = next, i+len(ru.components[next].delim), ru.components[next].spans
	}
}

// spanRegion reads a region from input[j] to the first byte that stops
// it (t), and returns that byte's index (len(input) at the end), and
// false if an escape in it is not plain (escapeFaults). A function of
// its own, so that its loop's few variables stay in registers: inside
// spanScan, beside the regions' own, half of them went to the stack.
func spanRegion(input string, j int, t *spanTable) (int, bool) {
	var prev, faults uint64 // prev: the block before's classes, for escapes across blocks
	for ; ; j += 8 {
		var v uint64
		if j+8 <= len(input) {
			v = t.block(input[j : j+8])
		} else {
			// The end of input stops the region as a stop byte would.
			n := len(input) - j
			for k := range n {
				v |= t[0][input[j+k]] << (8 * k)
			}
			v |= spanStop << (8 * n)
		}
		if stops := v & (v >> 2) & spanBytes; stops != 0 {
			n := bits.TrailingZeros64(stops) >> 3
			v &= 1<<(8*n) - 1 // the bytes before the stop
			return j + n, faults|escapeFaults(v, prev) == 0
		}
		faults |= escapeFaults(v, prev)
		prev = v
	}
}

// setRegionSpan sets the span of region ci, input[start:end].
func (u *URN) setRegionSpan(ru *rules, ci, start, end int) {
	if ci == nssRegion {
		u.NSS = Span{start, end}
		return
	}
	*u.spanOf(ru.components[ci].kind) = Span{start, end}
}

// laterParts appends to dst the parts of a URN read by readSpans, found
// from its spans as readPlain finds them (regionScan), in the reader's
// order: the scheme, the NID and the NSS with their delimiters, each
// escape and separator of the NSS, then each component after its
// delimiter, with its escapes. It changes nothing in u.
func (u *URN) laterParts(dst []Part) []Part {
	ru, c := u.Edition.rules(), u.NID.End
	dst = append(dst, Part{KindScheme, u.Scheme}, Part{KindDelimiter, Span{3, 4}},
		Part{KindNID, u.NID}, Part{KindDelimiter, Span{c, c + 1}}, Part{KindNSS, u.NSS})
	dst = regionParts(u.Input, u.NSS, ru.nssStops, dst)
	for i := range ru.components {
		comp := &ru.components[i]
		if s := u.Component(comp.kind); s.Present() {
			dst = append(dst, Part{KindDelimiter, Span{s.Start - len(comp.delim), s.Start}}, Part{comp.kind, s})
			dst = regionParts(u.Input, s, comp.stops, dst)
		}
	}
	return dst
}

// regionParts appends the parts of region s of input, which readSpans
// read: regionScan's, and an escape of octet 0 where regionScan stops
// (readSpans takes it where the edition allows it; regionScan leaves it
// to the reader, which records it as any other escape).
func regionParts(input string, s Span, t *stopTable, dst []Part) []Part {
	region := input[:s.End]
	for i := s.Start; ; i += 3 {
		dst, i = regionScan(region, i, t, dst)
		if i >= s.End {
			return dst
		}
		dst = append(dst, Part{KindPercentEncoded, Span{i, i + 3}})
	}
}
