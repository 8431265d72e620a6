package main

import (
	"strings"
	"unsafe"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
	"github.com/urn-playground/urn-playground/core/resultjson"
	"github.com/urn-playground/urn-playground/internal/ascii"
)

// reading is reused by every parse, so that a valid input is read without
// allocating (core.URN.Read keeps its slices).
var reading core.URN

// unitsBuf is the UTF-16 index of the latest parse of a non-ASCII input.
var unitsBuf []int32

// normBuf holds the normalized form of the latest parse.
var normBuf []byte

// read reads the input of a parse request; false when the edition is
// unknown (an error object has been written then).
func read(c *ctx) (*core.URN, bool) {
	e, ok := c.edition(c.args[0])
	if !ok {
		return nil, false
	}
	u := &reading
	readingReq = readingReq[:0]
	u.Read(c.args[1], e)
	return u, true
}

// readingReq is a copy of the request whose input reading holds, when
// quick read it (else empty). urn.js sends parse.namespace the edition
// and input of the parse result whose namespace is read, most often the
// latest parse's: then the reading is reused, not read again.
var readingReq []byte

// readQuick reads input, which lies in req, into reading, unless reuse
// is set and reading holds it already: the same request, its input at the
// same address (so that the bytes reading's spans point into are the ones
// it read). Only parse.namespace reuses: parse reads every time, as a
// caller who parses the same URN twice would expect to pay.
func readQuick(input string, e core.Edition, req []byte, reuse bool) *core.URN {
	u := &reading
	if reuse && len(input) > 0 && string(req) == string(readingReq) && unsafe.StringData(u.Input) == unsafe.StringData(input) {
		return u
	}
	readingReq = readingReq[:0] // a panic while reading leaves no stale copy
	u.Read(input, e)
	readingReq = append(readingReq, req...)
	return u
}

// normalized returns the edition's equivalence form of a valid reading
// (draft-03: objective 5a), in normBuf.
func normalized(u *core.URN) []byte {
	normBuf = u.AppendNormalized(normBuf[:0], core.ObjectiveResource)
	return normBuf
}

// Flags of the parse wire format.
const (
	flagValid      = 1 << iota // the reading is valid
	flagASCII                  // the input is ASCII: urn.js has it as it is
	flagNID                    // a nid object follows the parts
	flagNormalized             // a normalized string ends the result
)

// opParse: [edition, input] → the reading, in the wire format of wire.go,
// which urn.js decodes into the object opParseJSON writes as JSON:
//
//	wireMagic, flags, edition
//	[STR input, when not flagASCII: the input as the module read it]
//	the number of parts, and for each: kind | topLevel<<8, start, end
//	[flagNID: start, end (of the NID), class, registered, STR reference,
//	    STR reason, REF ref]
//	the number of diagnostics, and for each: severity, STR code,
//	    STR message, start, end, REF ref, hasFix
//	    [hasFix: STR title, start, end, STR new]
//	the number of codes unlisted, and for each: STR code, severity, count
//	[flagNormalized: STR normalized]
//	the namespace reading: one word, nsNone (0) when the NID has no
//	    rule, nsDeferred (1) when it has one: urn.js reads it only when
//	    the result's namespace is first read, by the parse.namespace op
//
// STR, REF and PAIR are wire.str, wire.ref and wire.pair; offsets are UTF-16 indices into
// the input; edition, kind, class and severity are the values of core's
// types, which urn.js names from the tables of init. A part's text, and
// the NID's, is input.slice(start, end): urn.js slices it.
func opParse(c *ctx) {
	if u, ok := read(c); ok {
		c.bin = wireParse(u, c.req)
	}
}

// wireParse writes the wire result of a reading; req is the request.
func wireParse(u *core.URN, req []byte) []byte {
	input := u.Input
	e := startWire(u, req)
	x := e.x
	flags := uint32(0)
	if u.Valid {
		flags |= flagValid | flagNormalized
	}
	if x.Same() {
		flags |= flagASCII
	}
	ns := &u.Namespace
	if ns.Class != 0 {
		flags |= flagNID
	}
	// Room for a valid reading, grown once.
	w := wireBuf[:0]
	parts := u.Parts()
	if need := 32 + 3*len(parts); cap(w) < need {
		w = make([]uint32, 0, 2*need)
	}
	w = append(w, wireMagic, flags, uint32(u.Edition))
	if !x.Same() {
		w = e.raw(w, input)
	}
	w = append(w, uint32(len(parts)))
	for i := range parts {
		p := &parts[i]
		start, end := p.Start, p.End
		if !x.Same() {
			start, end = x.At(start), x.At(end)
		}
		w = append(w, uint32(p.Kind)|b2w(p.Kind.TopLevel())<<8, uint32(start), uint32(end))
	}
	if ns.Class != 0 {
		w = append(w, uint32(x.At(u.NID.Start)), uint32(x.At(u.NID.End)), uint32(ns.Class), b2w(ns.Registered))
		w = e.str(w, ns.Namespace.Reference)
		w = e.str(w, ns.Reason)
		w = e.ref(w, &ns.Ref)
	}
	w = e.diagnostics(w, u.Diagnostics, u.Unlisted)
	if u.Valid {
		// Most inputs are their own normalized form: then it goes as
		// the input's span, without a copy.
		if sp, ok := u.NormalizedSpan(core.ObjectiveResource); ok {
			w = e.str(w, input[sp.Start:sp.End])
		} else {
			n := normalized(u)
			w = e.raw(w, unsafe.String(unsafe.SliceData(n), len(n)))
		}
	}
	// The namespace reading costs more than the rest of the reading
	// together (a rule runs over the NSS, and its sub-parts cross): it
	// waits until it is asked for.
	w = append(w, b2w(namespace.For(u) != nil)) // nsNone or nsDeferred
	wireBuf = w
	return wireBytes(w)
}

// The namespace reading's first word in parse's result.
const (
	nsNone     = 0 // no rule: urn.js makes the "no-rule" reading itself
	nsDeferred = 1 // a rule: urn.js asks parse.namespace when it is read
)

// opParseNamespace: [edition, input] → the namespace reading of the
// input (namespace.Read), in the wire format:
//
//	wireMagic
//	one word, 0 when the NID has no rule; else verdict | (rule number
//	    + 1)<<8, the number of parts, and for each: PAIR id, label, STR
//	    rule (the registration's ABNF rule), start, end; then its
//	    diagnostics as parse's
//
// urn.js asks it when a parse result's namespace is first read (a getter
// that then becomes the plain value), with the input as parse's result
// holds it: the same reading, its offsets into the same string.
func opParseNamespace(c *ctx) {
	if u, ok := read(c); ok {
		c.bin = wireNamespace(u, c.req)
	}
}

// wireNamespace writes the wire result of parse.namespace.
func wireNamespace(u *core.URN, req []byte) []byte {
	e := startWire(u, req)
	namespace.ReadTo(u, &nsReading)
	return e.namespaceResult(&nsReading)
}

// opParseNamespaceAt: [spans, input] → parse.namespace's result for an
// ASCII input whose NID and NSS urn.js found itself (its plain path):
// spans is "nidStart,nidEnd,nssStart,nssEnd". The module reads the NSS
// under the NID's syntax (namespace.ReadNSSTo) without reading the URN a
// second time: what urn.js read, the module does not read again.
func opParseNamespaceAt(c *ctx) {
	if res, ok := namespaceAt(c.args[0], c.args[1], c.req); ok {
		c.bin = res
		return
	}
	c.fail("bad-argument", "parse.namespace.at: want an ASCII input and \"nidStart,nidEnd,nssStart,nssEnd\" within it")
}

// namespaceAt is opParseNamespaceAt's result, false when spans is not
// four offsets in order within input or input is not ASCII.
func namespaceAt(spans, input string, req []byte) ([]byte, bool) {
	var at [4]int
	for i := range at {
		digits, rest, comma := strings.Cut(spans, ",")
		if comma != (i < len(at)-1) {
			return nil, false
		}
		spans = rest
		n, ok := atoi(digits)
		if !ok || n < 0 || n > len(input) || (i > 0 && n < at[i-1]) {
			return nil, false
		}
		at[i] = n
	}
	for i := 0; i < len(input); i++ {
		if input[i] >= 0x80 {
			return nil, false
		}
	}
	e := newWire(input, resultjson.IndexUTF16(input, nil), req)
	namespace.ReadNSSTo(input, core.Span{Start: at[0], End: at[1]}, core.Span{Start: at[2], End: at[3]}, &nsReading)
	return e.namespaceResult(&nsReading), true
}

// namespaceResult writes parse.namespace's words for a namespace
// reading.
func (e *wire) namespaceResult(nr *namespace.Reading) []byte {
	w := append(wireBuf[:0], wireMagic)
	w = e.namespace(w, nr)
	wireBuf = w
	return wireBytes(w)
}

// diagnostics appends a list of diagnostics: their number, and for
// each: severity, STR code, STR message, start, end, REF ref, hasFix
// [hasFix: STR title, start, end, STR new]; then the codes the list
// left out: their number, and for each: STR code, severity, count.
func (e *wire) diagnostics(w []uint32, ds core.Diagnostics, unlisted core.Tally) []uint32 {
	x := &e.x
	w = append(w, uint32(len(ds)))
	for i := range ds {
		d := &ds[i]
		w = append(w, uint32(d.Severity))
		w = e.str(w, string(d.Code))
		w = e.str(w, d.Msg)
		w = append(w, uint32(x.At(d.Start)), uint32(x.At(d.End)))
		w = e.ref(w, &d.Ref)
		w = append(w, b2w(d.HasFix()))
		if d.HasFix() {
			w = e.str(w, d.Fix.Title)
			w = append(w, uint32(x.At(d.Fix.Start)), uint32(x.At(d.Fix.End)))
			// Not the fix's result (core.Diagnostic.ApplyFix): urn.js
			// splices it from the input it holds. Sent, a long input with
			// many fixes would cross as as many copies of itself.
			w = e.str(w, d.Fix.New)
		}
	}
	w = append(w, uint32(len(unlisted)))
	for _, c := range unlisted {
		w = e.str(w, string(c.Code))
		w = append(w, uint32(c.Severity), uint32(c.Count))
	}
	return w
}

// nsRules is the table of namespace syntaxes, whose numbers the wire
// format sends and init names for urn.js (nsRules there).
var nsRules = namespace.Syntaxes()

// nsReading is reused by every parse, as reading is: a conforming NSS is
// read without allocating.
var nsReading namespace.Reading

// namespace appends the namespace reading of u (namespace.Read):
// one word for a NID without a rule, the common case of an unknown
// namespace, so that it costs URN.parse next to nothing; else the
// verdict and the rule's number in one word, the sub-parts (their text is
// input.slice(start, end): urn.js slices it) and the diagnostics.
func (e *wire) namespace(w []uint32, nr *namespace.Reading) []uint32 {
	if nr.Syntax == nil {
		return append(w, 0)
	}
	n := 0
	for n < len(nsRules) && nsRules[n] != nr.Syntax {
		n++
	}
	w = append(w, uint32(nr.Verdict)|uint32(n+1)<<8, uint32(len(nr.Parts)))
	x := &e.x
	for i := range nr.Parts {
		p := &nr.Parts[i]
		w = e.pair(w, p.ID, p.Label)
		w = e.str(w, p.Rule)
		w = append(w, uint32(x.At(p.Start)), uint32(x.At(p.End)))
	}
	return e.diagnostics(w, nr.Diagnostics, nr.Unlisted)
}

// wireMagic begins every wire result. Its first byte is not "{", which
// begins an error object.
const wireMagic = 0x4e5255 // "URN"

// opParseJSON: [edition, input] → the reading as JSON. It is the
// reference for opParse: the tests check that urn.js decodes opParse's
// words into the object this op writes, which is URN.parse's contract.
func opParseJSON(c *ctx) {
	if u, ok := read(c); ok {
		c.w.Reading(u)
	}
}

// opValid: [edition, input] → whether input is a valid URN under the
// edition (core.Valid: no reading is built). The result is one
// little-endian 32-bit word, 1 or 0 (validResult), which urn.js reads
// as a boolean; an unknown edition is an error object, as for parse.
func opValid(c *ctx) {
	if e, ok := c.edition(c.args[0]); ok {
		c.bin = validResult(core.Valid(c.args[1], e))
	}
}

// validWords are the two results of valid, held so that their bytes
// stay where urn.js reads them.
var validWords = [2]uint32{0, 1}

// validResult is the word of the valid op's result. Its first byte is
// 0 or 1, never "{", which begins an error object.
func validResult(ok bool) []byte {
	i := b2w(ok)
	return wireBytes(validWords[i : i+1])
}

// opEquivalent: [edition, mode, a, b] → the comparison.
func opEquivalent(c *ctx) {
	if cmp, ok := c.compare(); ok {
		c.w.Comparison(cmp)
	}
}

// compare compares the request's a and b (args 2 and 3) under its
// edition and mode (args 0 and 1); false when either is unknown (an
// error object has been written then).
func (c *ctx) compare() (*core.Comparison, bool) {
	e, ok := c.edition(c.args[0])
	if !ok {
		return nil, false
	}
	o, ok := c.objective(c.args[1])
	if !ok {
		return nil, false
	}
	return core.Compare(c.args[2], c.args[3], e, o), true
}

// opEncode: [edition, raw, special, withNID ("1" or ""), nid] → the
// encoding, and the URN built when withNID.
func opEncode(c *ctx) {
	e, ok := c.edition(c.args[0])
	if !ok {
		return
	}
	raw, opts := c.args[1], core.EncodeOptions{Special: c.args[2]}
	nid := c.args[4]
	var enc core.Encoding
	var urn string
	if c.args[3] != "" {
		urn, enc = core.BuildURN(nid, raw, e, opts)
	} else {
		enc = core.EncodeNSS(raw, e, opts)
	}
	c.w.Encoding(&enc, opts.Special, nid, urn)
}

// opDisplay: [edition, urn] → the display form.
func opDisplay(c *ctx) {
	e, ok := c.edition(c.args[0])
	if !ok {
		return
	}
	u := core.Read(c.args[1], e)
	d := u.Display()
	c.w.Display(&d, u.Valid)
}

// opResolve: [edition, urn] → where the URN leads (namespace.Resolve).
func opResolve(c *ctx) {
	e, ok := c.edition(c.args[0])
	if !ok {
		return
	}
	u := core.Read(c.args[1], e)
	namespace.ReadTo(u, &nsReading)
	r := namespace.Resolve(u, &nsReading)
	c.w.Resolution(u.Input, u.Valid, &r)
}

// opCheckLines: [edition, ns ("1" or ""), text] → each line of text
// checked (listcheck.Lines), with the summary's counts: the page's list
// view sends a list a chunk of lines at a time, from a worker.
func opCheckLines(c *ctx) {
	if e, ok := c.edition(c.args[0]); ok {
		c.w.LineCheck(c.args[2], e, c.args[1] != "")
	}
}

// opExtract: [edition, strict ("1" or ""), list (a count, or "" for
// all), text] → the URNs found, the first list of them in full.
func opExtract(c *ctx) {
	e, ok := c.edition(c.args[0])
	if !ok {
		return
	}
	list := -1
	if c.args[2] != "" {
		n, ok := atoi(c.args[2])
		if !ok || n < 0 {
			c.fail("bad-argument", "options.list must be a whole number from 0 up, got "+ascii.Quote(c.args[2]))
			return
		}
		list = n
	}
	o := core.ExtractOptions{Edition: e, Strict: c.args[1] != ""}
	c.w.Extraction(c.args[3], o, list)
}

// atoi reads a whole number of at most 18 decimal digits, without a
// sign: an op's offsets and counts. strconv.Atoi would link its NumError,
// whose message quotes the input with strconv.Quote (see ascii.QuoteAll).
func atoi(s string) (int, bool) {
	if s == "" || len(s) > 18 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}
