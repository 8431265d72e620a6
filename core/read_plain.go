package core

import (
	"math/bits"
	"strings"

	"github.com/urn-playground/urn-playground/internal/ascii"
)

// readPlain reads the commonest kinds of input in one pass, without the
// reader: "urn:" (any case), a registered NID of letters, digits and
// inner hyphens, ":", an NSS of characters that need no second look, ":"
// separators, "/" separators where the edition allows them (draft-12 and
// RFC 8141, not first) and %HH escapes of characters a namespace may
// reserve, then the components that begin with the delimiters of draft-12
// and RFC 8141 (not draft-03's query, whose directives the reader
// checks), of characters that need no second look and such escapes. Such
// a URN is valid and draws no diagnostic but the components' notes, and
// reading it is most of what URN.parse costs in WebAssembly, where every
// call and every turn of a loop counts. readPlain leaves u as the reader
// would (FuzzRead compares the two) and returns true; for any other input
// it returns false, having changed nothing but the contents of u.parts
// and u.Diagnostics, and the reader reads it. The rules it takes as met
// are the reader's: scheme (RFC 8141 §2 and the others'), NID (checkNID),
// registered NID (classify), NSS and components (region, percent,
// closeRegion).
func (u *URN) readPlain(input string, e Edition) bool {
	ru := e.rules()
	// plainRegistered, written out: as a call (it is past the inliner's
	// budget) it cost a short URN 1-2 ns of its 31.
	c := plainNID(input, ru)
	if c < 0 {
		return false
	}
	var ns int
	if w, ok := shortKeyAt(input, c); ok {
		ns = shortRegistryIndex(w, c-4)
	} else {
		ns = registryIndex(input[4:c])
	}
	if ns < 0 {
		return false
	}
	parts := append(u.parts[:0],
		Part{KindScheme, Span{0, 3}}, Part{KindDelimiter, Span{3, 4}},
		Part{KindNID, Span{4, c}}, Part{KindDelimiter, Span{c, c + 1}},
		Part{KindNSS, Span{c + 1, c + 1}})
	parts, diags, ok := plainScan(input, ru, c+1, parts, u.Diagnostics[:0])
	if !ok {
		u.parts, u.Diagnostics = parts, diags
		return false
	}
	// Field by field, every field of URN (TestReadPlainSetsEveryField):
	// a composite literal built the 336-byte URN aside and copied it, a
	// fifth of a short URN's reading.
	u.Input, u.Edition, u.Valid = input, e, true
	u.Scheme, u.NID, u.NSS = Span{0, 3}, Span{4, c}, parts[4].Span
	u.RComponent, u.QComponent, u.FComponent, u.Query, u.Fragment = NoSpan, NoSpan, NoSpan, NoSpan, NoSpan
	u.parts, u.partsLater, u.Diagnostics, u.Unlisted = parts, false, diags, u.Unlisted[:0]
	u.Namespace.setRegistered(ns, ru)
	if parts[4].End < len(input) {
		for i := 5; i < len(parts); i++ {
			if k := parts[i].Kind; k.TopLevel() && k != KindDelimiter {
				*u.spanOf(k) = parts[i].Span // a component's
			}
		}
	}
	return true
}

// plainRegistered checks, as plainNID does, the input up to the NSS,
// and looks its NID up in the registry: it returns the index of the ":"
// after the NID and the NID's registry index, -1 where the NID is not
// registered or the one pass cannot read it.
func plainRegistered(input string, ru *rules) (c, ns int) {
	c = plainNID(input, ru)
	if c < 0 {
		return c, -1
	}
	if w, ok := shortKeyAt(input, c); ok {
		return c, shortRegistryIndex(w, c-4)
	}
	return c, registryIndex(input[4:c])
}

// plainValid reports, in one pass that records nothing, that input is
// valid in the edition of ru; false means the reader must decide. It
// takes all that readPlain takes, and more: any NID of the right syntax
// (the namespace findings never change validity) and escaped letters
// and digits (a note, never an error).
func plainValid(input string, ru *rules) bool {
	c := plainNID(input, ru)
	if c < 0 {
		return false
	}
	// validScan takes any escape of two hex digits: an escaped letter
	// or digit draws a note, never an error, but octet 0 is an error in
	// some editions.
	return validScan(input, ru, c+1) && !(ru.nulForbidden && strings.Contains(input[c:], "%00"))
}

// plainScan is readPlain's pass over the NSS, from input[start], and the
// components. It appends their parts to parts (whose last is the NSS's,
// its end to be set) and their notes to diags, and reports whether it
// read the input to its end. Each region is read by regionScan; what
// stops it here is a delimiter, or a byte the reader must see.
func plainScan(input string, ru *rules, start int, parts []Part, diags Diagnostics) ([]Part, Diagnostics, bool) {
	// ci is the region being read (nssRegion, or a component), which
	// began at start and is the part at parts[pi].
	ci, pi := nssRegion, len(parts)-1
	parts, i := regionScan(input, start, ru.nssStops, parts)
	for i < len(input) {
		if b := input[i]; b != '?' && b != '#' {
			return parts, diags, false
		}
		next := plainDelimiter(input, i, ru, ci)
		if next < 0 || !plainEnters(input, ru, ci, start, i, next) {
			return parts, diags, false
		}
		comp := &ru.components[next]
		parts[pi].End = i
		diags = plainNote(diags, ru, ci, start, i)
		parts = append(parts, Part{KindDelimiter, Span{i, i + len(comp.delim)}}, Part{comp.kind, Span{i + len(comp.delim), 0}})
		pi = len(parts) - 1
		ci, start = next, i+len(comp.delim)
		parts, i = regionScan(input, start, comp.stops, parts)
	}
	if !plainLastEnds(input, ru, ci, start) {
		return parts, diags, false
	}
	parts[pi].End = len(input)
	if ci != nssRegion {
		diags = plainNote(diags, ru, ci, start, len(input))
	}
	return parts, diags, true
}

// regionScan reads a region from input[i] up to the first byte that
// ends it, a delimiter or a byte the reader must see, and returns its
// index (len(input) at the end of input), having appended a part for
// each separator and escape. It looks at eight bytes at a time
// (stopTable): the separators in a block are recorded from its marks,
// without a stop at each, and a run of escapes is read where it begins
// (escapeRun). Escapes recorded from the marks too, with their checks,
// cost more than they saved (docs/speed.md). A "/" is a separator
// wherever t marks it, the region's first byte too: plainNID rejects an
// NSS that begins with one.
func regionScan(input string, i int, t *stopTable, parts []Part) ([]Part, int) {
	for i < len(input) {
		var v uint16
		n := 8
		if i+8 <= len(input) {
			v = t.block(input[i : i+8])
		} else if j := len(input) - 8; j >= 0 {
			// The last block of input, less the bytes before i.
			v, n = t.block(input[j:]), len(input)-i
			v = uint16(uint8(v)>>(i-j)) | uint16(uint8(v>>8)>>(i-j))<<8
		} else {
			v, n = t.short(input[i:]), len(input)-i
		}
		stops, seps := uint8(v), uint8(v>>8)
		if stops != 0 {
			seps &= stops&-stops - 1 // the separators before the first stop
		}
		for ; seps != 0; seps &= seps - 1 {
			at := i + bits.TrailingZeros8(seps)
			parts = append(parts, Part{KindSeparator, Span{at, at + 1}})
		}
		if stops == 0 {
			i += n
			continue
		}
		i += bits.TrailingZeros8(stops)
		if input[i] != '%' || !plainEscape(input, i) {
			return parts, i
		}
		parts, i = escapeRun(input, i, parts)
	}
	return parts, len(input)
}

// escapeRun appends a part for each escape of the run of plain escapes
// that begins at input[i] (a UTF-8 character is two to four) and returns
// the index after it.
func escapeRun(input string, i int, parts []Part) ([]Part, int) {
	for {
		parts = append(parts, Part{KindPercentEncoded, Span{i, i + 3}})
		i += 3
		if i >= len(input) || input[i] != '%' || !plainEscape(input, i) {
			return parts, i
		}
	}
}

// validScan is plainValid's pass over the NSS, from input[start], and
// the components, a block of eight bytes at a time (runTable). It
// reports whether it read the input to its end and found nothing the
// reader must see. One loop for all the regions: a function for each
// region's blocks cost a short URN a thirtieth in its call.
func validScan(input string, ru *rules, start int) bool {
	ci, t := nssRegion, ru.nssRun
	var carry, bad uint32 // carry: the escapes begun in the block before
	for j := start; ; j += 8 {
		var v uint32
		if j+8 <= len(input) {
			v = t.block(input[j : j+8])
		} else {
			// The last block ends where input does, which stops the run
			// as a stop byte would. (Reading the last eight bytes of
			// input and shifting out those already read, as regionScan
			// does, measured slower here on short URNs than this loop.)
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
		carry = v & runLane
		if n == 8 {
			continue
		}
		// The region stops at input[i]: the end of input, a delimiter
		// where the next component begins, or a byte the reader must
		// see.
		i := j + n
		if bad != 0 {
			return false
		}
		if i == len(input) {
			return plainLastEnds(input, ru, ci, start)
		}
		if b := input[i]; b != '?' && b != '#' {
			return false
		}
		next := plainDelimiter(input, i, ru, ci)
		if next < 0 || !plainEnters(input, ru, ci, start, i, next) {
			return false
		}
		ci, start, t = next, i+len(ru.components[next].delim), ru.components[next].run
		j, carry = start-8, 0
	}
}

// plainEnters reports whether the one pass may go on from region ci,
// input[start:i], into component next, whose delimiter begins at
// input[i]: the region may end there (plainRegionEnds) and next is not
// draft-03's query, whose directives the reader checks.
func plainEnters(input string, ru *rules, ci, start, i, next int) bool {
	return ru.components[next].kind != KindQuery && plainRegionEnds(input, ru, ci, start, i)
}

// plainLastEnds reports whether region ci, input[start:], may end the
// input. The NSS, the commonest last region, is checked here: a call
// to plainRegionEnds costs.
func plainLastEnds(input string, ru *rules, ci, start int) bool {
	if ci == nssRegion {
		return len(input) > start
	}
	return plainRegionEnds(input, ru, ci, start, len(input))
}

// plainNID checks "urn:" (any case) and a NID of letters, digits and
// inner hyphens of a length the edition allows, followed by ":" and an
// NSS that does not begin with "/", and returns the index of that ":",
// or -1 for anything the reader must read. ("/" may not begin the NSS
// where it is allowed, draft-12 §3 and RFC 8141 §2, and is a byte the
// reader must see in the other editions.)
func plainNID(input string, ru *rules) int {
	if len(input) < 7 {
		return -1
	}
	// "urn:" in one compare: setting bit 5 lower-cases the letters and
	// turns nothing else into one of them.
	if s := input[:4]; uint32(s[0])|uint32(s[1])<<8|uint32(s[2])<<16|uint32(s[3])<<24|0x202020 != 'u'|'r'<<8|'n'<<16|':'<<24 {
		return -1
	}
	c := 4
	for c < len(input) && classOf[input[c]]&ldh != 0 {
		c++
	}
	n := c - 4
	if c == len(input) || input[c] != ':' || n < ru.nidMin || n > nidMaxLen || input[4] == '-' || input[c-1] == '-' ||
		ru.nidReservedURN && n == 3 && ascii.EqualFold(input[4:c], "urn") || c+1 < len(input) && input[c+1] == '/' {
		return -1
	}
	return c
}

// plainRegionEnds reports whether region ci, input[start:end], may end
// there with no error: the NSS and the r- and q-components are not
// empty, and a component begins with a character it may begin with
// (closeRegion). It runs once a region, and is inlined: a call cost
// Valid a fifteenth on URNs with components, for some 0.7 KB of module.
func plainRegionEnds(input string, ru *rules, ci, start, end int) bool {
	if ci == nssRegion {
		return end > start
	}
	comp := &ru.components[ci]
	if end == start {
		return comp.mayBeEmpty
	}
	c := classOf[input[start]]
	return comp.first == 0 || c&comp.first != 0 || c&comp.chars == 0
}

// plainNote appends the note of component ci, which spans input[start:end]
// after its delimiter, as closeRegion does; none for the NSS. The note
// is built once an edition (componentRule.plainNote): built at each
// call, it was a tenth of reading a URN with three components.
func plainNote(diags Diagnostics, ru *rules, ci, start, end int) Diagnostics {
	if ci == nssRegion || ru.components[ci].noteCode == "" {
		return diags
	}
	comp := &ru.components[ci]
	// Copied into its place from the rules: append(diags, comp.plainNote)
	// copied the note to the stack first, and the copy from there waited
	// on stores the processor cannot forward (a twentieth of reading a
	// long URN).
	n := len(diags)
	if n == cap(diags) {
		diags = append(diags, Diagnostic{})
	}
	diags = diags[:n+1]
	d := &diags[n]
	*d = comp.plainNote
	d.Span = Span{start - len(comp.delim), end}
	return diags
}

// plainEscape reports whether input[i] == '%' begins an escape that needs
// no second look: "%" HEXDIG HEXDIG (RFC 2141 §2.3.1, draft-03 §2.5.2,
// draft-12 §3.2, RFC 8141 §2.2) of neither a letter or digit, which draws
// a note (needless), nor octet 0, an error in some editions. Two lookups
// and one more decide it (hexHigh, hexLow, plainOctet): a branch for each
// condition was a fifth of reading a URN full of escapes.
func plainEscape(input string, i int) bool {
	return i+2 < len(input) && plainOctet[(hexHigh[input[i+1]]|hexLow[input[i+2]])&0x1FF]
}

// hexHigh and hexLow are a hex digit's value as the high and the low
// nibble of an octet; any other byte sets bit 8, outside every octet.
var hexHigh, hexLow = func() (hi, lo [256]uint16) {
	for c := range hi {
		hi[c], lo[c] = 0x100, 0x100
		if isHex(byte(c)) {
			hi[c], lo[c] = uint16(unhex(byte(c)))<<4, uint16(unhex(byte(c)))
		}
	}
	return hi, lo
}()

// plainOctet marks, by hexHigh|hexLow, the octets whose escape needs no
// second look: not 0, not a letter or digit, and not bit 8 (no escape).
var plainOctet = func() (t [512]bool) {
	for v := 1; v < 256; v++ {
		t[v] = classOf[v]&letNum == 0
	}
	return t
}()

// plainDelimiter is ru.delimiterAt(input, i, ci) for the one pass: the
// index of the component after region ci whose delimiter begins at
// input[i], the longest, or -1. Delimiters of one or two bytes (all of
// them, today) are compared in place: strings.HasPrefix would be a call
// per component.
func plainDelimiter(input string, i int, ru *rules, ci int) int {
	best, n := -1, 0
	for j := ci + 1; j < len(ru.components); j++ {
		d := ru.components[j].delim
		switch {
		case len(d) > 2:
			return ru.delimiterAt(input, i, ci)
		case len(d) == 2 && i+1 < len(input) && input[i] == d[0] && input[i+1] == d[1]:
			best, n = j, 2
		case len(d) == 1 && n == 0 && input[i] == d[0]:
			best, n = j, 1
		}
	}
	return best
}

// PlainRules is readPlain's one-pass check as tables, so that a copy of
// it can run where calling Go costs more than the check: the JavaScript
// API's URN.valid runs it before it calls the WebAssembly module.
// Whatever passes it is valid; what does not goes to Valid, which
// decides (plainValid, which Valid tries first, also takes escaped
// letters and digits). The tables cover ASCII only: any other character
// is left to Valid.
//
// They also carry what readPlain records besides the spans (the NID's
// class references, each component's part kind and note), so that
// URN.parse can read a plain URN on the JavaScript side too: readPlain's
// reading is these tables and the registry (Namespaces, and
// core/namespace's ForNID), nothing else.
type PlainRules struct {
	NIDMin, NIDMax int
	ReservedURN    bool      // the NID "urn", in any case, is left to Valid
	NIDChar        [128]bool // letters, digits and "-" (not first or last)
	NSS            [128]bool // skipped in the NSS
	ColonInNSS     bool      // ":" is skipped in the NSS too (a separator)
	SlashInNSS     bool      // so is "/", but not as the NSS's first character
	// Escape holds, by octet value, the "%" HEXDIG HEXDIG escapes that
	// need no second look (plainEscape).
	Escape     [256]bool
	Components []PlainComponent // in order: each may follow the NSS or an earlier one
	// FormalRef and InformalRef are the sections a registered NID's
	// reading cites for its class (registeredInfo): formal, or informal
	// for a namespace IANA lists as informal.
	FormalRef, InformalRef Ref
}

// PlainComponent is one component of PlainRules.
type PlainComponent struct {
	Delim      string    // of one or two characters ("?+", "#"); longer ones are left to Valid
	Query      bool      // draft-03's query, whose directives Valid checks
	MayBeEmpty bool      // else an empty one is left to Valid
	First      [128]bool // may begin it (plainRegionEnds)
	Fast       [128]bool // skipped in it
	Kind       Kind      // its part's kind
	// Note is the diagnostic readPlain appends when the component is
	// present (plainNote), its span from the delimiter to the
	// component's end; none when its Code is "".
	Note Diagnostic

	_ [0]func() // not comparable: no equality function in the module
}

// PlainRulesOf returns the tables of plainValid for edition e.
func PlainRulesOf(e Edition) PlainRules {
	ru := e.rules()
	p := PlainRules{NIDMin: ru.nidMin, NIDMax: nidMaxLen, ReservedURN: ru.nidReservedURN,
		ColonInNSS: ru.nssColon, SlashInNSS: ru.nssSlash,
		FormalRef: ru.formalRef, InformalRef: ru.informalRef}
	for b := range 128 {
		p.NIDChar[b] = classOf[b]&ldh != 0
		p.NSS[b] = ru.nssFast[b]
	}
	for v := 1; v < 256; v++ {
		p.Escape[v] = classOf[v]&letNum == 0
	}
	for i := range ru.components {
		c := &ru.components[i]
		pc := PlainComponent{Delim: c.delim, Query: c.kind == KindQuery, MayBeEmpty: c.mayBeEmpty, Kind: c.kind}
		if c.noteCode != "" {
			pc.Note = c.plainNote
			pc.Note.Span = Span{0, len(c.delim)} // the component's, empty, after its delimiter
		}
		for b := range 128 {
			k := classOf[b]
			pc.First[b] = c.first == 0 || k&c.first != 0 || k&c.chars == 0
			pc.Fast[b] = c.fast[b]
		}
		p.Components = append(p.Components, pc)
	}
	return p
}
