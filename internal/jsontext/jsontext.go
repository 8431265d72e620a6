// Package jsontext reads and writes JSON texts (RFC 8259) for the
// WebAssembly module, where encoding/json would add about a third to the
// module's size. It is a small codec, not a general one: there is no
// reflection and no struct mapping, only a tree of [Value]s.
//
// [Parse] reads a JSON text into a [Value] that keeps what a reader of
// hand-written files needs and encoding/json forgets: the order of an
// object's keys, each number's literal as written, and the byte offset of
// every value, so that a message can name its line ([Position]). A refused input gives a
// [*SyntaxError] that says what was expected where.
//
// The reader is strict about RFC 8259 and says what it expected where:
// no comments, no trailing commas, no single quotes, no NaN, no leading
// zeros, only the four JSON white-space characters, UTF-8 only, no lone
// surrogates, no duplicate keys. It is tolerant only where nothing can
// be misread: a leading byte order mark (RFC 8259 §8.1 lets a reader
// ignore it) is skipped. It never recurses deeper than [MaxDepth] and
// refuses inputs longer than [MaxSize].
//
// [Append] writes a Value back, compact or indented, and [AppendString]
// writes one string, for writers that build their JSON by hand (the
// module's results). The writer escapes what RFC 8259 §7 requires and a
// little more; what it writes the reader reads back to an equal value:
//
//	v, err := jsontext.Parse(`{"layout": "rfc8141", "fields": {}}`)
//	if err != nil {
//		return err // a *jsontext.SyntaxError: line, column, what was expected
//	}
//	layout, _ := v.Member("layout") // layout.Kind == jsontext.String, layout.Text == "rfc8141"
//	out, err := jsontext.Append(nil, v, "  ")
package jsontext

// MaxDepth is how deeply arrays and objects may nest: a top-level
// object is depth 1. The reader and the writer both refuse more, so
// neither can overflow the stack.
const MaxDepth = 64

// MaxSize is the longest input [Parse] reads, in bytes (4 MiB).
const MaxSize = 4 << 20

// Kind is the type of a [Value].
type Kind uint8

const (
	Null Kind = iota
	Bool
	Number
	String
	Array
	Object
)

// String returns "null", "boolean", "number", "string", "array" or
// "object".
func (k Kind) String() string {
	switch k {
	case Null:
		return "null"
	case Bool:
		return "boolean"
	case Number:
		return "number"
	case String:
		return "string"
	case Array:
		return "array"
	case Object:
		return "object"
	}
	return "jsonkind(" + itoa(int(k)) + ")"
}

// Value is one JSON value. The zero value is null.
type Value struct {
	Kind Kind
	Bool bool // a boolean's value
	// Text is a string's text (valid UTF-8, escapes decoded) or a
	// number's literal exactly as written ("1.50e+3"), never rounded.
	Text    string
	Elems   []Value  // an array's elements
	Members []Member // an object's members, in document order; keys are unique
	// Offset is the byte offset of the value's first byte in the input
	// [Parse] read; it is 0 in a value built by hand, and [Value.Equal]
	// ignores it.
	Offset int
}

// Member is one key and value of an object.
type Member struct {
	Key    string
	Value  Value
	Offset int // of the key's opening quote
}

// Member returns the value of the object member with the given key.
func (v Value) Member(key string) (Value, bool) {
	for i := range v.Members {
		if v.Members[i].Key == key {
			return v.Members[i].Value, true
		}
	}
	return Value{}, false
}

// Equal reports whether v and w are the same JSON value: same kind, same
// string text, same number literal (so 1 and 1.0 differ), same elements,
// same keys in the same order with equal values. Offsets do not count.
func (v Value) Equal(w Value) bool {
	if v.Kind != w.Kind {
		return false
	}
	switch v.Kind {
	case Bool:
		return v.Bool == w.Bool
	case Number, String:
		return v.Text == w.Text
	case Array:
		if len(v.Elems) != len(w.Elems) {
			return false
		}
		for i := range v.Elems {
			if !v.Elems[i].Equal(w.Elems[i]) {
				return false
			}
		}
	case Object:
		if len(v.Members) != len(w.Members) {
			return false
		}
		for i := range v.Members {
			if v.Members[i].Key != w.Members[i].Key || !v.Members[i].Value.Equal(w.Members[i].Value) {
				return false
			}
		}
	}
	return true
}
