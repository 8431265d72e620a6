package main

import (
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
	"github.com/urn-playground/urn-playground/core/resultjson"
	"github.com/urn-playground/urn-playground/internal/jsontext"
)

// wireReader decodes a parse wire result the way urn.js's decodeParse
// does, into the JSON value opParseJSON writes, so that the Go tests read
// both ops alike. It reads the module's memory through unsafe, as urn.js
// reads the instance's memory; for a slot it reads the Go side's cache,
// where urn.js reads its own copy (urn.test.mjs checks that copy).
type wireReader struct {
	t     *testing.T
	w     []int32
	p     int
	src   []uint16 // the input as JavaScript holds it
	kinds []string
	slots *wireSlots
}

// wireSlots is urn.js's copy of the slots.
type wireSlots struct {
	strs  [strSlots]string
	refs  [refSlots][4]string
	pairs [pairSlots][2]string
}

// snapshot returns the slots as the Go side holds them: before a call, as
// urn.js holds them.
func snapshot() *wireSlots {
	s := &wireSlots{strs: strCache, pairs: pairCache}
	for i, r := range refCache {
		s.refs[i] = [4]string{r.Doc, r.Section, r.Anchor, r.String()}
	}
	return s
}

// callWire runs a wire op on a request and decodes its result. Between
// the two, the garbage collector is off: urn.js reads a result before Go
// runs again, and a string made for the result (a fix's result) may be
// garbage by the time it is read.
func callWire(t *testing.T, op int, req []byte, input string) jsontext.Value {
	t.Helper()
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	slots := snapshot()
	res := handle(op, req, len(req))
	if len(res) > 0 && res[0] == '{' {
		return decode(t, res)
	}
	return decodeWire(t, res, input, slots)
}

// decodeWire reads a wire result. slots is the state of the slots before
// the call; decodeWire updates it, and checks that it ends as the Go side
// holds them.
func decodeWire(t *testing.T, res []byte, input string, slots *wireSlots) jsontext.Value {
	t.Helper()
	if len(res)%4 != 0 {
		t.Fatalf("wire result of %d bytes", len(res))
	}
	r := &wireReader{t: t, w: unsafe.Slice((*int32)(unsafe.Pointer(unsafe.SliceData(res))), len(res)/4), slots: slots}
	for _, k := range core.Kinds() {
		r.kinds = append(r.kinds, k.String())
	}
	if r.next() != wireMagic {
		t.Fatalf("no wire magic")
	}
	flags := r.next()
	r.src = utf16.Encode([]rune(input))
	edition := jstr(core.Edition(r.next()).ID())
	if flags&flagASCII == 0 {
		in := r.str() // the module's view: JavaScript's, lone surrogates as U+FFFD
		r.src = utf16.Encode([]rune(in.Text))
	} else if !resultjson.ASCII(input) {
		t.Fatalf("flagASCII for %q", input)
	}
	in := jstr(string(utf16.Decode(r.src)))
	var parts []jsontext.Value
	for range r.next() {
		k, start, end := r.next(), r.next(), r.next()
		parts = append(parts, obj("kind", jstr(r.kinds[k&0xff]), "start", jnum(int(start)), "end", jnum(int(end)),
			"text", r.slice(start, end), "topLevel", jbool(k&0x100 != 0)))
	}
	nid := jsontext.Value{}
	if flags&flagNID != 0 {
		start := r.next()
		nid = obj("text", r.slice(start, r.next()), "class", jstr(core.NIDClass(r.next()).String()), "registered", r.bool(),
			"reference", r.str(), "reason", r.str(), "ref", r.ref())
	}
	diags, unlisted := r.diagnostics()
	norm := jsontext.Value{}
	if flags&flagNormalized != 0 {
		norm = r.str()
	}
	nsWord := r.next()
	if r.p != len(r.w) {
		t.Fatalf("%d words left over", len(r.w)-r.p)
	}
	if now := snapshot(); *now != *slots {
		t.Fatalf("the slots urn.js would hold differ from the Go side's")
	}
	var ns jsontext.Value
	switch nsWord {
	case nsNone:
		ns = noRule()
	case nsDeferred:
		// What urn.js does when the namespace is first read.
		ns = deferredNamespace(t, edition.Text, r.src, slots)
	default:
		t.Fatalf("namespace word %d", nsWord)
	}
	return obj("input", in, "edition", edition, "valid", jbool(flags&flagValid != 0),
		"parts", jsontext.Value{Kind: jsontext.Array, Elems: parts}, "nid", nid,
		"diagnostics", diags, "unlisted", unlisted, "normalized", norm, "namespace", ns)
}

// diagnostics reads a list of diagnostics and the count of those it
// left out (wire.diagnostics).
func (r *wireReader) diagnostics() (listed, unlisted jsontext.Value) {
	diags := []jsontext.Value{}
	for range r.next() {
		d := obj("severity", jstr(core.Severity(r.next()).String()), "code", r.str(), "message", r.str(), "start", r.num(), "end", r.num(), "ref", r.ref())
		if r.next() != 0 {
			title, start, end := r.str(), int32(r.next()), int32(r.next())
			repl := r.str()
			// The result is not on the wire: urn.js splices it, as here,
			// for an input no longer than resultjson.MaxFixResult.
			result := jsontext.Value{}
			if len(r.src) <= resultjson.MaxFixResult {
				result = jstr(r.slice(0, start).Text + repl.Text + r.slice(end, int32(len(r.src))).Text)
			}
			d.Members = append(d.Members, jsontext.Member{Key: "fix", Value: obj("title", title, "start", jnum(int(start)),
				"end", jnum(int(end)), "new", repl, "result", result)})
		}
		diags = append(diags, d)
	}
	counts := []jsontext.Value{}
	for range r.next() {
		code := r.str()
		counts = append(counts, obj("code", code, "severity", jstr(core.Severity(r.next()).String()), "count", r.num()))
	}
	return jsontext.Value{Kind: jsontext.Array, Elems: diags}, jsontext.Value{Kind: jsontext.Array, Elems: counts}
}

// noRule is the namespace reading of a NID without a rule.
func noRule() jsontext.Value {
	empty := jsontext.Value{Kind: jsontext.Array}
	return obj("verdict", jstr(namespace.NoRule.String()), "rule", jsontext.Value{}, "parts", empty, "diagnostics", empty, "unlisted", empty)
}

// deferredNamespace runs parse.namespace on the input as parse's result
// holds it (src) and decodes its result, as urn.js's getter does.
func deferredNamespace(t *testing.T, edition string, src []uint16, slots *wireSlots) jsontext.Value {
	t.Helper()
	req := encodeArgs(edition, string(utf16.Decode(src)))
	res := handle(nsOp, req, len(req))
	if len(res) == 0 || len(res)%4 != 0 {
		t.Fatalf("parse.namespace: a result of %d bytes: %q", len(res), res)
	}
	r := &wireReader{t: t, w: unsafe.Slice((*int32)(unsafe.Pointer(unsafe.SliceData(res))), len(res)/4), src: src, slots: slots}
	if r.next() != wireMagic {
		t.Fatalf("parse.namespace: no wire magic")
	}
	ns := r.namespace()
	if r.p != len(r.w) {
		t.Fatalf("parse.namespace: %d words left over", len(r.w)-r.p)
	}
	if now := snapshot(); *now != *slots {
		t.Fatalf("parse.namespace: the slots urn.js would hold differ from the Go side's")
	}
	return ns
}

// namespace reads the namespace reading (wire.namespace): the rule's
// fields come from its number, as urn.js takes them from init's nsRules.
func (r *wireReader) namespace() jsontext.Value {
	w := r.next()
	if w == 0 {
		return noRule()
	}
	n := int(w>>8) - 1
	if n < 0 || n >= len(nsRules) {
		r.t.Fatalf("namespace rule number %d of %d", n, len(nsRules))
	}
	rule := decode(r.t, ruleJSON(nsRules[n]))
	var parts []jsontext.Value
	for range r.next() {
		id, label := r.pair()
		rule := r.str()
		start, end := r.next(), r.next()
		parts = append(parts, obj("id", id, "label", label, "rule", rule, "start", jnum(int(start)), "end", jnum(int(end)), "text", r.slice(start, end)))
	}
	diags, unlisted := r.diagnostics()
	return obj("verdict", jstr(namespace.Verdict(w&0xff).String()), "rule", rule,
		"parts", jsontext.Value{Kind: jsontext.Array, Elems: parts}, "diagnostics", diags, "unlisted", unlisted)
}

// ruleJSON is a namespace rule as init's nsRules holds it.
func ruleJSON(rule *namespace.Syntax) []byte {
	var w resultjson.Writer
	w.NamespaceSyntax(rule)
	return w.Bytes()
}

func (r *wireReader) next() int32 {
	if r.p >= len(r.w) {
		r.t.Fatalf("wire result ends early")
	}
	r.p++
	return r.w[r.p-1]
}

func (r *wireReader) num() jsontext.Value  { return jnum(int(r.next())) }
func (r *wireReader) bool() jsontext.Value { return jbool(r.next() != 0) }

func (r *wireReader) slice(start, end int32) jsontext.Value {
	if start < 0 || start > end || int(end) > len(r.src) {
		r.t.Fatalf("span %d-%d of an input of %d units", start, end, len(r.src))
	}
	return jstr(string(utf16.Decode(r.src[start:end])))
}

// bytes reads an address and a length, and the bytes there, as urn.js's
// TextDecoder would. (Strings reach the wire only as valid UTF-8:
// urn.test.mjs checks TextDecoder's reading against JSON.parse's.)
func (r *wireReader) bytes() jsontext.Value {
	p := uint64(uint32(r.next()))
	if addrWords == 2 {
		p |= uint64(uint32(r.next())) << 32
	}
	n := r.next()
	b := unsafe.String(*(**byte)(unsafe.Pointer(&p)), int(n)) // an address from the wire, as a pointer
	if !utf8.ValidString(b) {
		r.t.Fatalf("a string that is not UTF-8 on the wire: %q", b)
	}
	return jstr(b)
}

func (r *wireReader) str() jsontext.Value {
	w := r.next()
	switch w & 7 {
	case strEmpty:
		return jstr("")
	case strSpan:
		start := r.next()
		return r.slice(start, r.next())
	case strHit:
		return jstr(r.slots.strs[w>>3])
	case strSet:
		v := r.bytes()
		r.slots.strs[w>>3] = v.Text
		return v
	case strRaw:
		return r.bytes()
	}
	r.t.Fatalf("bad string tag %d", w&7)
	return jsontext.Value{}
}

// pair reads two strings sent together (wire.pair).
func (r *wireReader) pair() (a, b jsontext.Value) {
	w := r.next()
	switch w & 7 {
	case strHit:
		c := r.slots.pairs[w>>3]
		return jstr(c[0]), jstr(c[1])
	case strSet:
		a, b = r.str(), r.str()
		r.slots.pairs[w>>3] = [2]string{a.Text, b.Text}
		return a, b
	case strRaw:
		return r.str(), r.str()
	}
	r.t.Fatalf("bad pair tag %d", w&7)
	return
}

func (r *wireReader) ref() jsontext.Value {
	w := r.next()
	switch w & 7 {
	case strEmpty:
		return jsontext.Value{}
	case strHit, strSet:
		c := &r.slots.refs[w>>3]
		if w&7 == strSet {
			for i := range c {
				c[i] = r.str().Text
			}
		}
		return obj("edition", jstr(c[0]), "section", jstr(c[1]), "anchor", jstr(c[2]), "text", jstr(c[3]))
	}
	r.t.Fatalf("bad reference tag %d", w&7)
	return jsontext.Value{}
}

func obj(kv ...any) jsontext.Value {
	v := jsontext.Value{Kind: jsontext.Object}
	for i := 0; i < len(kv); i += 2 {
		v.Members = append(v.Members, jsontext.Member{Key: kv[i].(string), Value: kv[i+1].(jsontext.Value)})
	}
	return v
}

func jstr(s string) jsontext.Value { return jsontext.Value{Kind: jsontext.String, Text: s} }
func jnum(n int) jsontext.Value    { return jsontext.Value{Kind: jsontext.Number, Text: strconv.Itoa(n)} }
func jbool(b bool) jsontext.Value  { return jsontext.Value{Kind: jsontext.Bool, Bool: b} }

// TestParseWire checks that the wire result of parse reads as the JSON of
// parse.json, for the benchmark corpus, the seeds of core's FuzzRead and
// inputs that reach every part of the format, under every edition, twice
// over (the second time the slots are warm), and after the slots were
// cleared.
func TestParseWire(t *testing.T) {
	inputs := append([]string{
		"urn:example:caf\u00e9 😀x?+r#f", "URN:EXAMPLE:a%2c?+r?=q#f", " urn:x-foo:a ", "urn:urn-7:x", "urn:a:b",
		"urn:xn--a:b", "isbn:1", "urm:isbn:1", "urn:example:%41%zz", "urn:x:a?s=1&s=2#f", "", "urn:ex😀mple:a",
		"urn:example:a\x00b", "urn:example:\ufffd", "😀urn:example:a", "urn:example:日本語/a:b",
		// The namespace reading: conforming, violating with and without
		// fixes, offsets after non-ASCII text, a NID in upper case.
		"urn:isbn:0451450524", "urn:ISBN:978-0-451-45052-3", "urn:isbn:-0451450523", "urn:isbn:04514505😀23",
		"urn:uuid:6E8BC430-9C3A-11D9-9669-0800200C9A66", "urn:uuid:6e8bc430-9c3a-11d9-9669", "urn:isbn:", "urn:isbn:0451450523?+r#f",
	}, benchCorpus...)
	inputs = append(inputs, fuzzSeeds(t, "../core/testdata/fuzz/FuzzRead")...)
	for round := range 3 {
		if round == 2 {
			resetWire()
		}
		for _, e := range []string{"rfc2141", "draft-03", "draft-12", "rfc8141"} {
			for _, in := range inputs {
				if !utf8.ValidString(in) {
					continue // JavaScript strings reach the module as UTF-8
				}
				w, j := call(t, "parse", e, in), call(t, "parse.json", e, in)
				if !w.Equal(j) {
					t.Fatalf("%s %q: the wire result differs from parse.json: %s", e, in, jsonDiff(w, j))
				}
			}
		}
	}
}

// TestNamespaceWireOneWord checks that the namespace reading of a NID
// without a rule costs one word, 0, at the end of the result: URN.parse
// of most URNs pays no more for it.
func TestNamespaceWireOneWord(t *testing.T) {
	req := encodeArgs("rfc8141", "urn:nope:a")
	res := handle(parseOp, req, len(req))
	words := unsafe.Slice((*uint32)(unsafe.Pointer(unsafe.SliceData(res))), len(res)/4)
	if len(words) == 0 || words[len(words)-1] != 0 {
		t.Fatalf("the result of urn:nope:a does not end with the word 0: %v", words)
	}
	got := callWire(t, parseOp, req, "urn:nope:a")
	if v := get(t, got, "namespace", "verdict"); v.Text != "no-rule" {
		t.Errorf("namespace.verdict = %q, want no-rule", v.Text)
	}
	req = encodeArgs("rfc8141", "urn:isbn:0451450524")
	got = callWire(t, parseOp, req, "urn:isbn:0451450524")
	if v := get(t, got, "namespace", "verdict"); v.Text != "violates" {
		t.Errorf("urn:isbn:0451450524: namespace.verdict = %q, want violates", v.Text)
	}
}

// TestNamespaceDeferred checks that parse defers the namespace reading of
// a NID with a rule (one word, nsDeferred) and that parse.namespace,
// asked with the same request in the same buffer as urn.js does, gives
// parse.json's namespace, whether it reuses the latest reading or has
// to read again because other calls came between.
func TestNamespaceDeferred(t *testing.T) {
	buf := make([]byte, 4096) // the request buffer, as inBuf
	run := func(op int, args ...string) []byte {
		req := encodeArgs(args...)
		copy(buf, req)
		return handle(op, buf, len(req))
	}
	res := run(parseOp, "", "urn:isbn:0451450524")
	if words := unsafe.Slice((*uint32)(unsafe.Pointer(unsafe.SliceData(res))), len(res)/4); words[len(words)-1] != nsDeferred {
		t.Fatalf("parse of urn:isbn:0451450524 does not end with nsDeferred: %v", words)
	}
	want := func(in string) jsontext.Value { return get(t, call(t, "parse.json", "", in), "namespace") }
	ns := func(in string) jsontext.Value {
		t.Helper()
		defer debug.SetGCPercent(debug.SetGCPercent(-1))
		slots := snapshot()
		res := run(nsOp, "", in)
		src := utf16.Encode([]rune(in))
		r := &wireReader{t: t, w: unsafe.Slice((*int32)(unsafe.Pointer(unsafe.SliceData(res))), len(res)/4), src: src, slots: slots}
		if r.next() != wireMagic {
			t.Fatalf("%s: parse.namespace without its mark: %q", in, res)
		}
		return r.namespace()
	}
	a, b := "urn:isbn:0451450524", "urn:isbn:9780451450524"
	for _, between := range []func(){
		func() {},                                    // the reading reused
		func() { run(validOp, "", b) },               // b's bytes where a's were; the reading still a's
		func() { run(parseOp, "", b) },               // the reading b's
		func() { run(opIndex("parse.json"), "", b) }, // the same, through the general path
	} {
		run(parseOp, "", a)
		between()
		if got, want := ns(a), want(a); !got.Equal(want) {
			t.Errorf("%s: %s", a, jsonDiff(got, want))
		}
	}
}

// TestWireStrings checks how wire.str sends each kind of string.
func TestWireStrings(t *testing.T) {
	resetWire()
	req := encodeArgs("", "urn:a:b")
	input := unsafe.String(&req[len(req)-7], 7)
	x := resultjson.NewIndex(input, resultjson.UTF16)
	e := newWire(input, x, req)
	heap := strings.Repeat("ab", 3)
	var w []uint32
	w = e.str(w, "")
	w = e.str(w, input[4:5])                       // a slice of the input
	w = e.str(w, heap)                             // set
	w = e.str(w, heap)                             // hit
	w = e.str(w, strings.Repeat("ab", 3))          // the same text elsewhere: set again
	w = e.str(w, unsafe.String(&req[0], 4))        // in the request: raw, never held
	w = e.str(w, strings.Repeat("x", maxCached+1)) // too long to hold: raw
	tags := []int{strEmpty, strSpan, strSet, strHit, strSet, strRaw, strRaw}
	var got []int
	for p := 0; p < len(w); {
		tag := int(w[p] & 7)
		got = append(got, tag)
		switch tag {
		case strSpan:
			if w[p+1] != 4 || w[p+2] != 5 {
				t.Errorf("span %d-%d, want 4-5", w[p+1], w[p+2])
			}
			p += 3
		case strSet, strRaw:
			p += 2 + int(addrWords)
		default:
			p++
		}
	}
	if !slices.Equal(got, tags) {
		t.Errorf("tags %v, want %v", got, tags)
	}
	for _, s := range strCache {
		if len(s) > 0 && within(s, strAddr(unsafe.String(&req[0], len(req))), len(req)) {
			t.Errorf("the cache holds %q, in the request buffer", s)
		}
	}
}

// fuzzSeeds reads the inputs of a Go fuzz corpus directory.
func fuzzSeeds(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range entries {
		b, err := os.ReadFile(filepath.Join(dir, f.Name()))
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			if q, ok := strings.CutPrefix(line, "string("); ok {
				s, err := strconv.Unquote(strings.TrimSuffix(q, ")"))
				if err != nil {
					t.Fatalf("%s: %v", f.Name(), err)
				}
				out = append(out, s)
			}
		}
	}
	if len(out) == 0 {
		t.Fatalf("no seeds in %s", dir)
	}
	return out
}

// jsonDiff shows where two JSON values first differ.
func jsonDiff(a, b jsontext.Value) string {
	x, _ := jsontext.Append(nil, a, "")
	y, _ := jsontext.Append(nil, b, "")
	i := 0
	for i < len(x) && i < len(y) && x[i] == y[i] {
		i++
	}
	from := max(0, i-80)
	return "\n  " + string(x[from:min(len(x), i+80)]) + "\n  " + string(y[from:min(len(y), i+80)])
}

// TestQuickParse checks that handle takes quick for a well-formed parse
// request, that quick refuses what it leaves to the general path, and
// that both paths give the same reading.
func TestQuickParse(t *testing.T) {
	if parseOp < 0 || ops[parseOp].name != "parse" {
		t.Fatalf("parseOp = %d", parseOp)
	}
	for _, args := range [][]string{{"", "urn:isbn:0451450523"}, {"rfc2141", "URN:x:é?#"}, {"draft-03", ""}} {
		req := encodeArgs(args...)
		slots := snapshot()
		res, ok := quick(parseOp, req, len(req))
		if !ok {
			t.Fatalf("%q: quick refused it", args)
		}
		quick := decodeWire(t, res, args[1], slots)
		c := &ctx{name: "parse", req: req}
		c.args, _ = decodeArgs(nil, req, true)
		slots = snapshot()
		opParse(c)
		if general := decodeWire(t, c.bin, args[1], slots); !quick.Equal(general) {
			t.Errorf("%q: quick and opParse differ: %s", args, jsonDiff(quick, general))
		}
	}
	for _, req := range [][]byte{
		encodeArgs("rfc9999", "urn:a:b"),           // unknown edition
		encodeArgs("rfc8141"),                      // one argument
		encodeArgs("rfc8141", "urn:a:b", "x"),      // three
		encodeArgs("rfc8141", "urn:a:b")[:12],      // truncated
		{0xff, 0xff, 0xff, 0x7f, 0, 0, 0, 0, 0, 0}, // a length beyond the request
	} {
		if _, ok := quick(parseOp, req, len(req)); ok {
			t.Errorf("quick took %q", req)
		}
	}
	// One beyond the buffer: refused, and handle reports the panic.
	req := encodeArgs("", "urn:a:b")
	if _, ok := quick(parseOp, req, len(req)+1); ok {
		t.Error("quick took a length beyond the buffer")
	}
}
