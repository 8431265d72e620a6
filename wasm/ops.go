package main

import (
	"strconv"
	"unsafe"

	"github.com/urn-playground/urn-playground/core"
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
	u.Read(c.args[1], e)
	return u, true
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
//	[flagNormalized: STR normalized]
//
// STR and REF are wire.str and wire.ref; offsets are UTF-16 indices into
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
	x := units{ascii: true, n: len(input)}
	if !asciiOnly(input) {
		x = indexUnits(input, unitsBuf)
		unitsBuf = x.idx
	}
	e := newWire(input, x, req)
	flags := uint32(0)
	if u.Valid {
		flags |= flagValid | flagNormalized
	}
	if x.ascii {
		flags |= flagASCII
	}
	ns := &u.Namespace
	if ns.Class != 0 {
		flags |= flagNID
	}
	// Room for a valid reading, grown once.
	w := wireBuf[:0]
	if need := 32 + 3*len(u.Parts); cap(w) < need {
		w = make([]uint32, 0, 2*need)
	}
	w = append(w, wireMagic, flags, uint32(u.Edition))
	if !x.ascii {
		w = e.raw(w, input)
	}
	w = append(w, uint32(len(u.Parts)))
	for i := range u.Parts {
		p := &u.Parts[i]
		start, end := p.Start, p.End
		if !x.ascii {
			start, end = x.at(start), x.at(end)
		}
		w = append(w, uint32(p.Kind)|b2w(p.Kind.TopLevel())<<8, uint32(start), uint32(end))
	}
	if ns.Class != 0 {
		w = append(w, uint32(x.at(u.NID.Start)), uint32(x.at(u.NID.End)), uint32(ns.Class), b2w(ns.Registered))
		w = e.str(w, ns.Namespace.Reference)
		w = e.str(w, ns.Reason)
		w = e.ref(w, &ns.Ref)
	}
	w = append(w, uint32(len(u.Diagnostics)))
	for i := range u.Diagnostics {
		d := &u.Diagnostics[i]
		w = append(w, uint32(d.Severity))
		w = e.str(w, string(d.Code))
		w = e.str(w, d.Msg)
		w = append(w, uint32(x.at(d.Start)), uint32(x.at(d.End)))
		w = e.ref(w, &d.Ref)
		w = append(w, b2w(d.HasFix()))
		if d.HasFix() {
			w = e.str(w, d.Fix.Title)
			w = append(w, uint32(x.at(d.Fix.Start)), uint32(x.at(d.Fix.End)))
			// Not the fix's result (core.Diagnostic.ApplyFix): urn.js
			// splices it from the input it holds. Sent, a long input with
			// many fixes would cross as as many copies of itself.
			w = e.str(w, d.Fix.New)
		}
	}
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
	wireBuf = w
	return wireBytes(w)
}

// wireMagic begins every wire result. Its first byte is not "{", which
// begins an error object.
const wireMagic = 0x4e5255 // "URN"

// opParseJSON: [edition, input] → the reading as JSON. It is the
// reference for opParse: the tests check that urn.js decodes opParse's
// words into the object this op writes, which is URN.parse's contract.
func opParseJSON(c *ctx) {
	u, ok := read(c)
	if !ok {
		return
	}
	input := u.Input
	x := newUnits(input)
	w := &c.w
	w.open()
	w.kstr("input", input)
	w.kstr("edition", u.Edition.ID())
	w.kbool("valid", u.Valid)
	w.kopenArray("parts")
	for _, p := range u.Parts {
		w.part(p, &x, u.Text(p.Span))
	}
	w.closeArray()
	if ns := u.Namespace; ns.Class != 0 {
		w.kopen("nid")
		w.kstr("text", u.Text(u.NID))
		w.kstr("class", ns.Class.String())
		w.kbool("registered", ns.Registered)
		w.kstr("reference", ns.Namespace.Reference)
		w.kstr("reason", ns.Reason)
		w.kref("ref", ns.Ref)
		w.close()
	} else {
		w.knull("nid")
	}
	w.kopenArray("diagnostics")
	for _, d := range u.Diagnostics {
		w.diagnostic(d, &x, d.ApplyFix(input))
	}
	w.closeArray()
	if u.Valid {
		w.kstr("normalized", string(normalized(u)))
	} else {
		w.knull("normalized")
	}
	w.close()
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
	e, ok := c.edition(c.args[0])
	if !ok {
		return
	}
	o, ok := core.ParseObjective(c.args[1])
	if !ok {
		c.fail("unknown-mode", "unknown mode "+strconv.Quote(c.args[1])+`: want "5a" or "5b" (draft-03's objective)`)
		return
	}
	cmp := core.Compare(c.args[2], c.args[3], e, o)
	xa, xb := newUnits(cmp.A.Input), newUnits(cmp.B.Input)
	na, nb := newUnits(cmp.A.Normalized), newUnits(cmp.B.Normalized)
	w := &c.w
	w.open()
	w.kstr("edition", cmp.Edition.ID())
	w.kstr("mode", cmp.Objective.String())
	w.kbool("equivalent", cmp.Equivalent)
	w.kstr("summary", cmp.Summary)
	w.kstr("verdict", cmp.Verdict)
	w.kstr("reason", cmp.Reason)
	w.key("a")
	normalization(w, cmp.A, &xa, &na)
	w.key("b")
	normalization(w, cmp.B, &xb, &nb)
	w.key("byRule")
	rule(w, cmp.ByRule)
	if d := cmp.Difference; d != nil {
		w.kopen("difference")
		w.kint("a", na.at(d.A))
		w.kint("b", nb.at(d.B))
		w.kint("inputA", xa.at(d.InputA))
		w.kint("inputB", xb.at(d.InputB))
		w.kstr("part", d.Part.String())
		w.kstr("reason", d.Reason)
		w.kref("ref", d.Ref)
		w.close()
	} else {
		w.knull("difference")
	}
	w.kopenArray("diff")
	for _, op := range cmp.Diff {
		w.open()
		w.kstr("kind", op.Kind.String())
		w.kspan("a", &na, op.A)
		w.kspan("b", &nb, op.B)
		if op.Kind == core.DiffInsert {
			w.kstr("text", cmp.B.Normalized[op.B.Start:op.B.End])
		} else {
			w.kstr("text", cmp.A.Normalized[op.A.Start:op.A.End])
		}
		w.close()
	}
	w.closeArray()
	w.kstrs("notes", cmp.Notes)
	w.close()
}

// normalization writes one input's normalization: spans of changes in the
// input (x), spans of parts in the normalized form (nx).
func normalization(w *writer, n *core.Normalization, x, nx *units) {
	w.open()
	w.kstr("input", n.Input)
	w.kbool("valid", n.Valid)
	w.kbool("structured", n.Structured)
	w.kstr("normalized", n.Normalized)
	w.kstr("key", n.Key)
	w.key("rule")
	rule(w, n.Rule)
	w.kopenArray("steps")
	for _, st := range n.Steps {
		w.open()
		w.kstr("id", st.ID)
		w.kstr("title", st.Title)
		w.kref("ref", st.Ref)
		w.kopenArray("changes")
		for _, ch := range st.Changes {
			w.open()
			w.span(x, ch.Span)
			w.kstr("before", ch.Before)
			w.kstr("after", ch.After)
			w.close()
		}
		w.closeArray()
		w.close()
	}
	w.closeArray()
	w.kspan("nid", nx, n.NID)
	w.kspan("nss", nx, n.NSS)
	w.kspan("query", nx, n.Query)
	w.close()
}

func rule(w *writer, r *core.NamespaceRule) {
	if r == nil {
		w.null()
		return
	}
	w.open()
	w.kstr("nid", r.NID)
	w.kstr("id", r.ID)
	w.kstr("title", r.Title)
	w.kref("ref", r.Ref)
	w.close()
}

// opEncode: [edition, raw, special, withNID ("1" or ""), nid] → the
// encoding, and the URN built when withNID.
func opEncode(c *ctx) {
	e, ok := c.edition(c.args[0])
	if !ok {
		return
	}
	raw, opts := c.args[1], core.EncodeOptions{Special: c.args[2]}
	withNID, nid := c.args[3] != "", c.args[4]
	var enc core.Encoding
	var urn string
	if withNID {
		urn, enc = core.BuildURN(nid, raw, e, opts)
	} else {
		enc = core.EncodeNSS(raw, e, opts)
	}
	x, nx := newUnits(raw), newUnits(enc.NSS)
	w := &c.w
	w.grow(encodeLen(&enc))
	w.open()
	w.kstr("raw", raw)
	w.kstr("edition", enc.Edition.ID())
	w.kstr("special", opts.Special)
	w.kstr("nss", enc.NSS)
	if withNID {
		w.kstr("nid", nid)
		w.kstr("urn", urn)
	} else {
		w.knull("nid")
		w.knull("urn")
	}
	w.kbool("valid", enc.Valid)
	w.kopenArray("chars")
	for _, ch := range enc.Chars {
		w.open()
		w.span(&x, ch.Span)
		w.kspan("out", &nx, ch.Out)
		w.kstr("char", ch.Char)
		w.kstr("encoded", ch.Encoded)
		w.kstr("code", string(ch.Code))
		w.kstr("reason", ch.Reason)
		w.kref("ref", ch.Ref)
		w.close()
	}
	w.closeArray()
	w.kopenArray("diagnostics")
	for _, d := range enc.Diagnostics {
		w.diagnostic(d, &x, d.ApplyFix(raw))
	}
	w.closeArray()
	w.close()
}

// opDisplay: [edition, urn] → the display form.
func opDisplay(c *ctx) {
	e, ok := c.edition(c.args[0])
	if !ok {
		return
	}
	u := core.Read(c.args[1], e)
	d := u.Display()
	cx, tx := newUnits(d.Canonical), newUnits(d.Text)
	w := &c.w
	w.grow(displayLen(&d))
	w.open()
	w.kstr("canonical", d.Canonical)
	w.kstr("text", d.Text)
	w.kstr("edition", d.Edition.ID())
	w.kbool("valid", u.Valid)
	w.kopenArray("segments")
	for _, s := range d.Segments {
		w.open()
		w.kspan("from", &cx, s.From)
		w.kspan("to", &tx, s.To)
		w.close()
	}
	w.closeArray()
	w.kopenArray("notes")
	for _, n := range d.Notes {
		w.open()
		w.span(&tx, n.Span)
		w.kspan("from", &cx, n.From)
		w.problem(n.Severity, n.Code, n.Msg)
		w.kref("ref", n.Ref)
		w.kstr("like", n.Like)
		w.close()
	}
	w.closeArray()
	w.close()
}

// opExtract: [edition, strict ("1" or ""), text] → every URN found.
func opExtract(c *ctx) {
	e, ok := c.edition(c.args[0])
	if !ok {
		return
	}
	o := core.ExtractOptions{Edition: e, Strict: c.args[1] != ""}
	text := c.args[2]
	x := newUnits(text)
	w := &c.w
	w.open()
	w.kstr("edition", e.ID())
	w.kbool("strict", o.Strict)
	w.kopenArray("found")
	for f := range core.ExtractSeq(text, o) {
		w.open()
		w.span(&x, f.Span)
		w.kstr("text", f.Text)
		w.kbool("valid", f.Valid)
		if f.Trimmed.Present() {
			w.kopen("trimmed")
			w.span(&x, f.Trimmed)
			w.kstr("text", text[f.Trimmed.Start:f.Trimmed.End])
			w.close()
		} else {
			w.knull("trimmed")
		}
		if d, ok := f.FirstError(); ok {
			// Its spans are in the text; its fix's result is the found
			// URN with the fix applied.
			rel := d
			rel.Fix.Start -= f.Start
			rel.Fix.End -= f.Start
			w.key("error")
			w.diagnostic(d, &x, rel.ApplyFix(f.Text))
		} else {
			w.knull("error")
		}
		w.close()
	}
	w.closeArray()
	w.close()
}
