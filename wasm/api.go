package main

import (
	"runtime"
	"strconv"
	"unsafe"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
	"github.com/urn-playground/urn-playground/core/resultjson"
	"github.com/urn-playground/urn-playground/internal/ascii"
	"github.com/urn-playground/urn-playground/internal/version"
)

// APIVersion is the version of the JavaScript API (URN.version), written
// once in internal/version. urn.js carries the same string and refuses a
// module that reports another.
const APIVersion = version.API

// An op is one function of the API. It reads its arguments from c.args
// and writes its result, or an error object, to c.w.
type op struct {
	name  string
	nargs int
	run   func(c *ctx)
	// borrow: the arguments are read in place in the request buffer, not
	// copied. The op must keep none of them, nor any slice of them, past
	// its return: the next request overwrites them.
	borrow bool
	// options has bit i set when argument i is an option's value (an
	// edition, a mode, a layout, a format) or a flag urn.js adds: short,
	// at most maxOption units, and not counted against the op's limit,
	// which is on the text the caller passed (limits.go).
	options uint8
	// jsonArgs has bit i set when argument i is JSON that urn.js wrote of
	// the caller's object (template fields): the limit counts the text
	// of its strings, which is what the caller passed, not its quotes
	// and escapes.
	jsonArgs uint8
}

// ops is the table urn.js calls into. The index of an op is its number in
// the wasm ABI (urn_call's first argument); urn.js learns the numbers from
// the "init" op, so the order may change between builds but init must
// stay first. Which ops follow init depends on the module (moduleOps):
// urn.wasm has every op but the registration templates', which are in a
// module of their own, urn-template.wasm, loaded when first asked for.
var ops []op

func init() {
	ops = append([]op{{"init", 0, opInit, false, 0, 0}}, moduleOps()...)
	parseOp, validOp, nsOp = opIndex("parse"), opIndex("valid"), opIndex("parse.namespace")
}

// urnOps are urn.wasm's ops after init.
func urnOps() []op {
	return []op{
		{"editions", 0, opEditions, false, 0, 0},
		{"parse", 2, opParse, true, 0b1, 0},                         // edition, input
		{"parse.namespace", 2, opParseNamespace, true, 0b1, 0},      // edition, input
		{"parse.namespace.at", 2, opParseNamespaceAt, true, 0b1, 0}, // spans, input
		{"valid", 2, opValid, true, 0b1, 0},                         // edition, input
		{"equivalent", 4, opEquivalent, false, 0b11, 0},             // edition, mode, a, b
		{"encode", 5, opEncode, false, 0b1001, 0},                   // edition, raw, special, has nid, nid
		{"display", 2, opDisplay, false, 0b1, 0},                    // edition, urn
		{"extract", 4, opExtract, false, 0b111, 0},                  // edition, strict, list, text
		{"resolve", 2, opResolve, false, 0b1, 0},                    // edition, urn
		{"url.read", 9, opURLRead, false, 0b1, 0},                   // edition, input, href, protocol, pathname, search, hash, failed, error
		{"url.equivalent", 6, opURLEquivalent, false, 0b11, 0},      // edition, mode, a, b, hrefA or "", hrefB or ""
		{"check.lines", 3, opCheckLines, false, 0b11, 0},            // edition, ns ("1" or ""), text
		{"exercise.check", 2, opExerciseCheck, false, 0, 0},         // exercise, answer
	}
}

// templateOps are urn-template.wasm's ops after init: the registration
// templates (core/registration), 110 KB of the module's brotli bytes that
// no view but Registration runs.
func templateOps() []op {
	return []op{
		{"template.layouts", 0, opLayouts, false, 0, 0},
		{"template.validate", 2, opValidate, false, 0b1, 0b10}, // layout, fields
		{"template.render", 3, opRender, false, 0b101, 0b10},   // layout, fields, format
		{"template.import", 2, opImport, false, 0b1, 0},        // format, text
	}
}

// addTestOps adds the ops of the tests' builds: parse.json, the reading
// as JSON, which the tests hold URN.parse and its wire format to, and two
// that break the module on purpose. The Go tests call it (ops_test.go),
// and so does the module built with -tags urntest (ops_urntest.go), which
// urn.js's node tests load (build.sh test); the module users download has
// none of them, nor their code (3 KB brotli). None is part of the API.
func addTestOps() {
	if opIndex("parse.json") >= 0 {
		return
	}
	ops = append(ops,
		op{"parse.json", 2, opParseJSON, true, 0b1, 0}, // edition, input
		// It panics, so that the tests can check that a panic becomes an
		// error object and that the module goes on working.
		op{"test.panic", 0, opPanic, false, 0, 0},
		// It runs the module out of memory, which ends the Go program, so
		// that the tests can check what urn.js does when a call kills it.
		op{"test.fatal", 0, opFatal, false, 0, 0},
	)
}

// ctx is one call in progress.
type ctx struct {
	name string
	args []string
	w    resultjson.Writer // UTF-16 offsets: JavaScript's
	req  []byte            // the request
	bin  []byte            // a wire result (wire.go), unless an error object was written
	done bool              // an error object was written
}

// fail replaces whatever was written by an error object.
func (c *ctx) fail(code, msg string) {
	errorObject(&c.w, code, c.name+": "+msg)
	c.done = true
}

// errorObject replaces whatever w holds by {"error": {"code", "message"}},
// the shape of every failure the API reports instead of a result.
func errorObject(w *resultjson.Writer, code, msg string) {
	w.Truncate(0)
	w.Open()
	w.KOpen("error")
	w.KStr("code", code)
	w.KStr("message", msg)
	w.Close()
	w.Close()
}

// edition reads an edition id; "" selects core.DefaultEdition.
func (c *ctx) edition(id string) (core.Edition, bool) {
	e, err := core.ParseEdition(id)
	if err != nil {
		c.fail("unknown-edition", "unknown edition "+ascii.QuoteAll(id)+": want one of "+editionList())
		return 0, false
	}
	return e, true
}

// objective reads a mode argument, draft-03's objective ("" for 5a),
// writing an error object for an unknown one.
func (c *ctx) objective(mode string) (core.Objective, bool) {
	o, ok := core.ParseObjective(mode)
	if !ok {
		c.fail("unknown-mode", "unknown mode "+ascii.QuoteAll(mode)+`: want "5a" or "5b" (draft-03's objective)`)
	}
	return o, ok
}

func editionList() string {
	s := ""
	for i, e := range core.Editions() {
		if i > 0 {
			s += ", "
		}
		s += ascii.QuoteAll(e.ID())
	}
	return s
}

// theCtx is the call in progress: one, because calls never overlap, and
// a global, because a ctx passed to an op through a function value would
// be allocated on every call.
var theCtx ctx

// argsBuf holds the arguments of a call; no op takes more than eight.
var argsBuf = make([]string, 0, 8)

// out is the output buffer, reused from call to call.
var out []byte

// last is the latest result, which urn.js reads after urn_call returns:
// held by a global, so that it stays alive until the next call. Nothing
// in Go reads it.
//
//lint:ignore U1000 written to keep the result alive for urn.js, never read
var last []byte

// handle runs op number opIndex on the request buf[:n] and returns the
// JSON text of its result. A request is the op's arguments, each a
// little-endian uint32 byte length followed by that many bytes of UTF-8.
// handle never panics: a panic anywhere below it (a bug in the adapter or
// in core, or a malformed request) becomes the error object
// {"error": {"code": "internal", ...}}. A Go panic that escaped would stop
// the Go program for good, and with it every later call.
func handle(opIndex int, buf []byte, n int) (result []byte) {
	release(n)
	if opIndex == parseOp || opIndex == validOp || opIndex == nsOp {
		if res, ok := quick(opIndex, buf, n); ok {
			last = res
			return res
		}
	}
	c := &theCtx
	*c = ctx{name: "urn"}
	c.w.Reset(out, resultjson.UTF16)
	defer func() {
		clear(argsBuf[:cap(argsBuf)]) // let a large input go
		if r := recover(); r != nil {
			resetWire() // the slots set in this call never reach urn.js
			errorObject(&c.w, "internal", "urn: internal error in "+c.name+": "+panicText(r)+" (please report it; the module goes on working)")
			result = keep(c.w.Bytes())
		}
	}()
	if opIndex < 0 || opIndex >= len(ops) {
		c.fail("bad-request", "no op number "+strconv.Itoa(opIndex))
		return keep(c.w.Bytes())
	}
	o := &ops[opIndex]
	c.name = o.name
	args, ok := decodeArgs(argsBuf[:0], buf[:n], o.borrow) // a length beyond the buffer panics, and is recovered
	if !ok || len(args) != o.nargs {
		c.fail("bad-request", "malformed request: want "+strconv.Itoa(o.nargs)+" framed arguments")
		return keep(c.w.Bytes())
	}
	c.args, c.req = args, buf
	if c.tooLarge(opLimit(o.name), o.options, o.jsonArgs) {
		return keep(c.w.Bytes())
	}
	o.run(c)
	if c.bin != nil && !c.done {
		last = c.bin
		return c.bin
	}
	return keep(c.w.Bytes())
}

// parseOp, validOp and nsOp are the numbers of the parse, valid and
// parse.namespace ops (set by init).
var parseOp, validOp, nsOp = -1, -1, -1

// quick runs the parse, valid or parse.namespace op on a well-formed
// request with a known edition, without handle's bookkeeping (URN.parse
// and URN.valid are the hot paths: this saves about a tenth of parse).
// It reports false for
// anything else — a malformed request, an unknown edition, a panic — and
// handle then runs the op the general way, which reports it.
func quick(op int, buf []byte, n int) (res []byte, ok bool) {
	defer func() {
		if recover() != nil {
			resetWire() // the slots set in this call never reach urn.js
			res, ok = nil, false
		}
	}()
	if n < 8 || n > len(buf) || n > limitParse {
		// Longer than limitParse bytes: perhaps more units than that
		// too, which handle counts.
		return nil, false
	}
	req := buf[:n]
	el := int(le32(req))
	if el > n-8 {
		return nil, false
	}
	il := int(le32(req[4+el:]))
	if il != n-8-el {
		return nil, false
	}
	e, err := core.ParseEdition(unsafe.String(unsafe.SliceData(req[4:]), el))
	if err != nil {
		return nil, false
	}
	input := unsafe.String(unsafe.SliceData(req[8+el:]), il)
	if op == validOp {
		return validResult(core.Valid(input, e)), true
	}
	u := readQuick(input, e, req, op == nsOp)
	if op == nsOp {
		return wireNamespace(u, req), true
	}
	return wireParse(u, req), true
}

// le32 reads a little-endian uint32 (encoding/binary would bring reflect).
func le32(b []byte) uint32 {
	_ = b[3]
	return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24
}

// keep records b as the latest result, and as the output buffer for the
// next call unless it grew very large (a big extract), so that one call
// does not pin its memory for good.
func keep(b []byte) []byte {
	last = b
	if cap(b) <= 1<<20 {
		out = b
	} else {
		out = nil
	}
	return b
}

// decodeArgs appends the arguments of a request to args. The strings are
// copies, so that results never point into the request buffer, which the
// next call overwrites, unless borrow is set (see op.borrow).
// (encoding/binary would read the lengths, but it brings reflect into the
// module.)
func decodeArgs(args []string, req []byte, borrow bool) ([]string, bool) {
	for len(req) > 0 {
		if len(req) < 4 {
			return nil, false
		}
		n := le32(req)
		req = req[4:]
		if uint64(n) > uint64(len(req)) {
			return nil, false
		}
		if borrow && n > 0 {
			args = append(args, unsafe.String(&req[0], n))
		} else {
			args = append(args, string(req[:n]))
		}
		req = req[n:]
	}
	return args, true
}

// encodeArgs is the inverse of decodeArgs, for the tests and for the
// js.FuncOf benchmark variant.
func encodeArgs(args ...string) []byte {
	var b []byte
	for _, a := range args {
		n := uint32(len(a))
		b = append(b, byte(n), byte(n>>8), byte(n>>16), byte(n>>24))
		b = append(b, a...)
	}
	return b
}

// opIndex returns the number of the op with the given name, or -1.
func opIndex(name string) int {
	for i := range ops {
		if ops[i].name == name {
			return i
		}
	}
	return -1
}

func panicText(r any) string {
	switch v := r.(type) {
	case error:
		return v.Error()
	case string:
		return v
	}
	return "panic"
}

// opInit tells urn.js the API version and the op numbers.
func opInit(c *ctx) {
	w := &c.w
	w.Open()
	w.KStr("version", APIVersion)
	w.KStr("go", runtime.Version())
	w.KOpenArray("ops")
	for _, o := range ops {
		w.Str(o.name)
	}
	w.CloseArray()
	w.KOpenArray("limits") // by op number, in UTF-16 units
	for _, o := range ops {
		w.Int(opLimit(o.name))
	}
	w.CloseArray()
	w.KOpenArray("options") // by op number: bit i set for an option argument i
	for _, o := range ops {
		w.Int(int(o.options))
	}
	w.CloseArray()
	w.KOpenArray("jsonArgs") // by op number: bit i set for a JSON argument i
	for _, o := range ops {
		w.Int(int(o.jsonArgs))
	}
	w.CloseArray()
	w.KInt("maxOption", maxOption)
	// The names of the values of core's types, by value, for the parse
	// wire format (opParse).
	w.KOpenArray("kinds")
	for _, k := range core.Kinds() {
		w.Str(k.String())
	}
	w.CloseArray()
	w.KOpenArray("editions")
	for i, e := range core.Editions() {
		if int(e) != i {
			panic("wasm: core.Editions() is not in value order")
		}
		w.Str(e.ID())
	}
	w.CloseArray()
	w.KOpenArray("classes")
	for c := core.NIDClass(0); c <= core.ClassReserved; c++ {
		w.Str(c.String())
	}
	w.CloseArray()
	w.KOpenArray("severities")
	for s := core.Severity(0); s <= core.Error; s++ {
		w.Str(s.String())
	}
	w.CloseArray()
	// The namespace reading's verdicts by value, and its rules by number
	// (wire.namespace), each as URN.parse gives it.
	w.KOpenArray("verdicts")
	for v := namespace.NoRule; v <= namespace.Violates; v++ {
		w.Str(v.String())
	}
	w.CloseArray()
	w.KOpenArray("nsRules")
	for _, r := range nsRules {
		w.NamespaceSyntax(r)
	}
	w.CloseArray()
	w.KStr("defaultEdition", core.DefaultEdition.ID())
	w.KInt("fixResultMax", resultjson.MaxFixResult)
	w.KOpenArray("plain") // by edition: core.PlainRules, for urn.js's copy of the one-pass check
	for _, e := range core.Editions() {
		plainRules(w, core.PlainRulesOf(e))
	}
	w.CloseArray()
	// The registry, for urn.js's copy of the one-pass reading (readPlain):
	// each NID as IANA lists it, informal or not, its reference, and
	// whether it has a namespace syntax (a deferred namespace reading).
	w.KOpenArray("registry")
	for _, ns := range core.Namespaces() {
		w.Open()
		w.KStr("nid", ns.NID)
		w.KBool("informal", ns.Kind == core.NamespaceInformal)
		w.KStr("reference", ns.Reference)
		w.KBool("rule", namespace.ForNID(ns.NID) != nil)
		w.Close()
	}
	w.CloseArray()
	w.Close()
}

// plainRules writes an edition's core.PlainRules for urn.js, which runs
// that check itself before URN.valid calls the module (plainValid there),
// and reads a plain URN itself for URN.parse (plainRead there): each
// table as a string of "0" and "1" by character code; a component's kind
// and its note's severity as values of core's types (init names them).
func plainRules(w *resultjson.Writer, p core.PlainRules) {
	w.Open()
	w.KInt("nidMin", p.NIDMin)
	w.KInt("nidMax", p.NIDMax)
	w.KBool("reservedURN", p.ReservedURN)
	w.KStr("nidChar", bits(p.NIDChar[:]))
	w.KStr("nss", bits(p.NSS[:]))
	w.KBool("colonInNSS", p.ColonInNSS)
	w.KBool("slashInNSS", p.SlashInNSS)
	w.KStr("escape", bits(p.Escape[:]))
	w.KOpenArray("components")
	for _, c := range p.Components {
		w.Open()
		w.KStr("delim", c.Delim)
		w.KBool("query", c.Query)
		w.KBool("mayBeEmpty", c.MayBeEmpty)
		w.KStr("first", bits(c.First[:]))
		w.KStr("fast", bits(c.Fast[:]))
		w.KInt("kind", int(c.Kind))
		if n := &c.Note; n.Code != "" {
			w.KOpen("note")
			w.KInt("severity", int(n.Severity))
			w.KStr("code", string(n.Code))
			w.KStr("message", n.Msg)
			w.KRef("ref", n.Ref)
			w.Close()
		} else {
			w.KNull("note")
		}
		w.Close()
	}
	w.CloseArray()
	w.KRef("formalRef", p.FormalRef)
	w.KRef("informalRef", p.InformalRef)
	w.Close()
}

// bits writes a table of booleans as "0" and "1". (Not inlined: five
// copies would cost the module more than the calls cost init.)
//
//go:noinline
func bits(t []bool) string {
	b := make([]byte, len(t))
	for i, v := range t {
		b[i] = '0' + byte(b2w(v))
	}
	return string(b)
}

// opPanic panics on purpose (the test.panic op). An explicit panic: it
// used to write to a nil map, which staticcheck rightly reports (SA5000)
// and which read like a bug; a runtime error's recovery is tested by a
// request whose length runs past the buffer (a slice panic).
func opPanic(c *ctx) {
	panic("the test.panic op panics on purpose")
}

// opFatal ends the Go program (the test.fatal op) the way a too-large
// input would: it allocates until the module's memory (4 GiB at most)
// runs out, which is a fatal error that no recover catches. (The memory
// is reserved, not written.)
func opFatal(c *ctx) {
	for {
		hoard = append(hoard, make([]byte, 1<<30))
	}
}

var hoard [][]byte

// opEditions: [] → the editions core reads under (resultjson.Editions).
func opEditions(c *ctx) {
	c.w.Editions()
}
