package main

import (
	"strconv"
	"unicode/utf8"
	"unsafe"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/internal/jsontext"
)

// writer builds one JSON text. It is a tiny append-only writer: every
// value method writes the comma that separates it from the previous
// value, so the ops read as the shape they write. Keys are ASCII
// constants of this package and are written without escaping; every
// other string goes through jsontext.AppendString.
//
// Its methods are marked go:noinline: inlined into every op, they made
// the module 70 KB larger (7 KB with brotli), and no op that writes JSON
// is on a hot path (URN.parse writes words: wire.go).
type writer struct{ b []byte }

// grow makes room for n more bytes at once. An op that knows roughly how
// much it will write calls it first: grown by append alone, a result of
// hundreds of megabytes was copied over and over into fresh memory (four
// times its size in all), which made a long encode or display cost more
// per byte the longer it was.
//
//go:noinline
func (w *writer) grow(n int) {
	if n > cap(w.b)-len(w.b) {
		b := make([]byte, len(w.b), len(w.b)+n)
		copy(b, w.b)
		w.b = b
	}
}

// sep writes a comma unless the value starts an object, an array or a
// member's value.
func (w *writer) sep() {
	if n := len(w.b); n > 0 {
		switch w.b[n-1] {
		case '{', '[', ':':
		default:
			w.b = append(w.b, ',')
		}
	}
}

//go:noinline
func (w *writer) key(k string) {
	w.sep()
	w.b = append(w.b, '"')
	w.b = append(w.b, k...)
	w.b = append(w.b, '"', ':')
}

// skey writes a key that is not a constant of this package, escaped.
//
//go:noinline
func (w *writer) skey(k string) {
	w.sep()
	w.b = jsontext.AppendString(w.b, k)
	w.b = append(w.b, ':')
}

//go:noinline
func (w *writer) open() { w.sep(); w.b = append(w.b, '{') }

//go:noinline
func (w *writer) close() { w.b = append(w.b, '}') }

//go:noinline
func (w *writer) openArray() { w.sep(); w.b = append(w.b, '[') }

//go:noinline
func (w *writer) closeArray() { w.b = append(w.b, ']') }

//go:noinline
func (w *writer) str(s string) { w.sep(); w.b = jsontext.AppendString(w.b, s) }

//go:noinline
func (w *writer) int(n int) { w.sep(); w.b = strconv.AppendInt(w.b, int64(n), 10) }

//go:noinline
func (w *writer) null() { w.sep(); w.b = append(w.b, "null"...) }

//go:noinline
func (w *writer) bool(v bool) {
	w.sep()
	if v {
		w.b = append(w.b, "true"...)
	} else {
		w.b = append(w.b, "false"...)
	}
}

// Members: a key and its value.
//
//go:noinline
func (w *writer) kstr(k, s string) { w.key(k); w.str(s) }

//go:noinline
func (w *writer) kint(k string, n int) {
	w.key(k)
	w.int(n)
}

//go:noinline
func (w *writer) kbool(k string, v bool) { w.key(k); w.bool(v) }

//go:noinline
func (w *writer) knull(k string) { w.key(k); w.null() }

//go:noinline
func (w *writer) kopen(k string) { w.key(k); w.open() }

//go:noinline
func (w *writer) kopenArray(k string) { w.key(k); w.openArray() }

// kstrs writes an array of strings; nil writes [].
//
//go:noinline
func (w *writer) kstrs(k string, ss []string) {
	w.kopenArray(k)
	for _, s := range ss {
		w.str(s)
	}
	w.closeArray()
}

// units converts byte offsets into one string to UTF-16 code-unit
// indices, the offsets JavaScript's String.prototype.slice takes. It is
// the only place where the bridge converts offsets: every offset the
// JSON carries goes through the at method of the index of the string it
// points into.
//
// A character of four UTF-8 bytes (an emoji) is two code units; a
// character of two or three bytes is one. A byte that is not part of
// valid UTF-8 counts as one unit, because jsontext.AppendString writes
// it as one U+FFFD. A byte offset inside a character maps to the
// character's start (core never produces one).
type units struct {
	ascii bool
	n     int     // len of the string
	idx   []int32 // idx[i]: the index of the character holding byte i; idx[n]: the total
}

func newUnits(s string) units { return indexUnits(s, nil) }

// indexUnits is newUnits, reusing buf's memory for the index.
func indexUnits(s string, buf []int32) units {
	x := units{ascii: asciiOnly(s), n: len(s)}
	if x.ascii {
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

// at returns the UTF-16 index of byte offset off. A negative offset (-1:
// no place) is returned unchanged; one past the end is clamped to the end.
func (x *units) at(off int) int {
	switch {
	case off < 0:
		return off
	case off > x.n:
		off = x.n
	}
	if x.ascii {
		return off
	}
	return int(x.idx[off])
}

// span writes "start" and "end" as members of the current object.
//
//go:noinline
func (w *writer) span(x *units, s core.Span) {
	w.kint("start", x.at(s.Start))
	w.kint("end", x.at(s.End))
}

// part writes {"kind", "start", "end", "text", "topLevel"}: the same as
// the member methods would, in fewer appends, because a reading has many
// parts and this is URN.parse's inner loop (Go compiled to wasm pays for
// every call and every append).
//
//go:noinline
func (w *writer) part(p core.Part, x *units, text string) {
	w.sep()
	w.b = append(w.b, `{"kind":"`...)
	w.b = append(w.b, p.Kind.String()...) // a stable ASCII name
	w.b = append(w.b, `","start":`...)
	w.b = strconv.AppendInt(w.b, int64(x.at(p.Start)), 10)
	w.b = append(w.b, `,"end":`...)
	w.b = strconv.AppendInt(w.b, int64(x.at(p.End)), 10)
	w.b = append(w.b, `,"text":`...)
	w.b = jsontext.AppendString(w.b, text)
	if p.Kind.TopLevel() {
		w.b = append(w.b, `,"topLevel":true}`...)
	} else {
		w.b = append(w.b, `,"topLevel":false}`...)
	}
}

// kspan writes k: {start, end}, or null for an absent span.
//
//go:noinline
func (w *writer) kspan(k string, x *units, s core.Span) {
	if !s.Present() {
		w.knull(k)
		return
	}
	w.kopen(k)
	w.span(x, s)
	w.close()
}

// kref writes k: {edition, section, anchor, text}, or null when the
// reference is empty. "edition" is core.Ref.Doc: one of the four edition
// ids, or the id of another document ("rfc2611", "rfc4122").
//
//go:noinline
func (w *writer) kref(k string, r core.Ref) {
	if r.Doc == "" {
		w.knull(k)
		return
	}
	w.kopen(k)
	w.kstr("edition", r.Doc)
	w.kstr("section", r.Section)
	w.kstr("anchor", r.Anchor)
	w.kstr("text", r.String())
	w.close()
}

// diagnostic writes one diagnostic about a text indexed by x. result is
// what applying its fix gives; the "fix" member is left out when d has
// no fix.
// problem writes the keys every diagnostic, display note and template
// finding shares, so the JavaScript API names them once.
//
//go:noinline
func (w *writer) problem(sev core.Severity, code core.Code, msg string) {
	w.kstr("severity", sev.String())
	w.kstr("code", string(code))
	w.kstr("message", msg)
}

//go:noinline
func (w *writer) diagnostic(d core.Diagnostic, x *units, result string) {
	w.open()
	w.problem(d.Severity, d.Code, d.Msg)
	w.span(x, d.Span)
	w.kref("ref", d.Ref)
	if d.HasFix() {
		w.kopen("fix")
		w.kstr("title", d.Fix.Title)
		w.span(x, d.Fix.Span)
		w.kstr("new", d.Fix.New)
		w.kstr("result", result)
		w.close()
	}
	w.close()
}

// errorObject writes {"error": {"code", "message"}}, the shape of every
// failure the API reports instead of a result.
//
//go:noinline
func (w *writer) errorObject(code, msg string) {
	w.open()
	w.kopen("error")
	w.kstr("code", code)
	w.kstr("message", msg)
	w.close()
	w.close()
}

// asciiOnly reports whether s is all ASCII. It reads eight bytes at a
// time: in the module a loop costs some nanoseconds per turn, and every
// URN.parse scans its input once here.
func asciiOnly(s string) bool {
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
