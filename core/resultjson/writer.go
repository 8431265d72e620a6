package resultjson

import (
	"strconv"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/internal/jsontext"
)

// A Writer builds one JSON text. It is a tiny append-only writer: every
// value method writes the comma that separates it from the previous
// value, so that the code that uses it reads as the shape it writes.
// Keys are ASCII constants of the caller and are written without
// escaping (EscapedKey escapes one that is not); every other string goes
// through jsontext.AppendString. The methods whose names begin with K
// write an object member: its key, then its value.
//
// The zero Writer writes UTF-16 offsets into a fresh buffer; Reset
// chooses the buffer and the unit.
//
// Its methods are marked go:noinline: inlined into every op of the
// WebAssembly module, they made it 70 KB larger (7 KB with brotli), and
// no JSON result is on a hot path (URN.parse writes words instead).
type Writer struct {
	b   []byte
	off Offsets
	// scratch holds a normalized form while it is written, parts a
	// reading's parts (a long URN's are found when asked: URN.Parts).
	scratch []byte
	parts   []core.Part
}

// Reset empties w and makes it append to buf[:0], with offsets in unit o.
func (w *Writer) Reset(buf []byte, o Offsets) {
	w.b, w.off = buf[:0], o
}

// Bytes returns the JSON text written so far. It aliases w's buffer.
func (w *Writer) Bytes() []byte { return w.b }

// Len is the length of the text written so far.
func (w *Writer) Len() int { return len(w.b) }

// Truncate keeps the first n bytes of the text written so far.
func (w *Writer) Truncate(n int) { w.b = w.b[:n] }

// index indexes s for w's offsets. (Not inlined: one copy is enough.)
//
//go:noinline
func (w *Writer) index(s string) Index { return NewIndex(s, w.off) }

// Grow makes room for n more bytes at once. A result that knows roughly
// how much it will write calls it first: grown by append alone, a result
// of hundreds of megabytes was copied over and over into fresh memory
// (four times its size in all), which made a long encode or display cost
// more per byte the longer it was.
//
//go:noinline
func (w *Writer) Grow(n int) {
	if n > cap(w.b)-len(w.b) {
		b := make([]byte, len(w.b), len(w.b)+n)
		copy(b, w.b)
		w.b = b
	}
}

// sep writes a comma unless the value starts an object, an array or a
// member's value.
func (w *Writer) sep() {
	if n := len(w.b); n > 0 {
		switch w.b[n-1] {
		case '{', '[', ':':
		default:
			w.b = append(w.b, ',')
		}
	}
}

// Key writes the key of a member; k is ASCII and needs no escape.
//
//go:noinline
func (w *Writer) Key(k string) {
	w.sep()
	w.b = append(w.b, '"')
	w.b = append(w.b, k...)
	w.b = append(w.b, '"', ':')
}

// EscapedKey writes a key that may need escapes (one from the input).
//
//go:noinline
func (w *Writer) EscapedKey(k string) {
	w.sep()
	w.b = jsontext.AppendString(w.b, k)
	w.b = append(w.b, ':')
}

// Open begins an object.
//
//go:noinline
func (w *Writer) Open() { w.sep(); w.b = append(w.b, '{') }

// Close ends an object.
//
//go:noinline
func (w *Writer) Close() { w.b = append(w.b, '}') }

// OpenArray begins an array.
//
//go:noinline
func (w *Writer) OpenArray() { w.sep(); w.b = append(w.b, '[') }

// CloseArray ends an array.
//
//go:noinline
func (w *Writer) CloseArray() { w.b = append(w.b, ']') }

// Str writes a string.
//
//go:noinline
func (w *Writer) Str(s string) { w.sep(); w.b = jsontext.AppendString(w.b, s) }

// Int writes a number.
//
//go:noinline
func (w *Writer) Int(n int) { w.sep(); w.b = strconv.AppendInt(w.b, int64(n), 10) }

// Null writes null.
//
//go:noinline
func (w *Writer) Null() { w.sep(); w.b = append(w.b, "null"...) }

// Bool writes true or false.
//
//go:noinline
func (w *Writer) Bool(v bool) {
	w.sep()
	if v {
		w.b = append(w.b, "true"...)
	} else {
		w.b = append(w.b, "false"...)
	}
}

// KStr writes the member k: s.
//
//go:noinline
func (w *Writer) KStr(k, s string) { w.Key(k); w.Str(s) }

// KInt writes the member k: n.
//
//go:noinline
func (w *Writer) KInt(k string, n int) {
	w.Key(k)
	w.Int(n)
}

// KBool writes the member k: v.
//
//go:noinline
func (w *Writer) KBool(k string, v bool) { w.Key(k); w.Bool(v) }

// KNull writes the member k: null.
//
//go:noinline
func (w *Writer) KNull(k string) { w.Key(k); w.Null() }

// KOpen begins the member k: an object.
//
//go:noinline
func (w *Writer) KOpen(k string) { w.Key(k); w.Open() }

// KOpenArray begins the member k: an array.
//
//go:noinline
func (w *Writer) KOpenArray(k string) { w.Key(k); w.OpenArray() }

// KStrs writes the member k: an array of strings; nil writes [].
//
//go:noinline
func (w *Writer) KStrs(k string, ss []string) {
	w.KOpenArray(k)
	for _, s := range ss {
		w.Str(s)
	}
	w.CloseArray()
}

// KRef writes the member k: {edition, section, anchor, text}, or null
// when the reference is empty. "edition" is core.Ref.Doc: one of the four
// edition ids, or the id of another document ("rfc2611", "rfc4122");
// "text" is the citation, "RFC 8141 §2.2".
//
//go:noinline
func (w *Writer) KRef(k string, r core.Ref) {
	if r.Doc == "" {
		w.KNull(k)
		return
	}
	w.KOpen(k)
	w.KStr("edition", r.Doc)
	w.KStr("section", r.Section)
	w.KStr("anchor", r.Anchor)
	w.KStr("text", r.String())
	w.Close()
}

// Problem writes the members that every diagnostic, display note and
// registration finding shares, so that all name them alike: severity,
// code and message.
//
//go:noinline
func (w *Writer) Problem(sev core.Severity, code core.Code, msg string) {
	w.KStr("severity", sev.String())
	w.KStr("code", string(code))
	w.KStr("message", msg)
}

// span writes "start" and "end" as members of the current object.
//
//go:noinline
func (w *Writer) span(x *Index, s core.Span) {
	w.KInt("start", x.At(s.Start))
	w.KInt("end", x.At(s.End))
}

// kspan writes the member k: {start, end}, or null for an absent span.
//
//go:noinline
func (w *Writer) kspan(k string, x *Index, s core.Span) {
	if !s.Present() {
		w.KNull(k)
		return
	}
	w.KOpen(k)
	w.span(x, s)
	w.Close()
}
