package jsontext

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"
)

// AppendString appends s as a JSON string, quoted. It escapes '"', '\\',
// the control characters U+0000–U+001F (as \n, \r, \t, \b, \f or
// \u00XX), U+007F, and U+2028 and U+2029 (which older JavaScript does not
// allow in a string literal); everything else, non-ASCII included, is
// written as is. A byte of s that is not part of valid UTF-8 is written
// as U+FFFD, one per byte, as encoding/json and a for-range loop over s
// do ([ReplaceInvalidUTF8]): a JSON text must be UTF-8, and the reader
// refuses anything else.
func AppendString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && c < 0x7f {
			i++
			continue
		}
		if c < utf8.RuneSelf {
			dst = appendEscape(append(dst, s[start:i]...), c)
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(dst, s[start:i]...)
			dst = append(dst, "\uFFFD"...)
		case r == '\u2028' || r == '\u2029':
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\u`...)
			dst = append(dst, hex4(r)...)
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// appendEscape appends the escape of the ASCII byte c.
func appendEscape(dst []byte, c byte) []byte {
	switch c {
	case '"', '\\':
		return append(dst, '\\', c)
	case '\n':
		return append(dst, '\\', 'n')
	case '\r':
		return append(dst, '\\', 'r')
	case '\t':
		return append(dst, '\\', 't')
	case '\b':
		return append(dst, '\\', 'b')
	case '\f':
		return append(dst, '\\', 'f')
	}
	dst = append(dst, `\u`...)
	return append(dst, hex4(rune(c))...)
}

// Append appends v as a JSON text: compact when indent is "", else with
// each member and element on a line of its own, indented by indent per
// level, as encoding/json's MarshalIndent does. It refuses (and appends
// nothing) a value the reader would not read back: a number whose literal
// is not a JSON number, an unknown kind, an object with the same key
// twice, or nesting deeper than [MaxDepth].
func Append(dst []byte, v Value, indent string) ([]byte, error) {
	n := len(dst)
	w := writer{indent: indent}
	out, err := w.value(dst, v, 0)
	if err != nil {
		return dst[:n], err
	}
	return out, nil
}

// writer writes one value for Append.
type writer struct {
	indent string
}

// newline starts a line at the given depth, when indenting.
func (w writer) newline(dst []byte, depth int) []byte {
	if w.indent == "" {
		return dst
	}
	dst = append(dst, '\n')
	for range depth {
		dst = append(dst, w.indent...)
	}
	return dst
}

// value appends v, nested depth arrays and objects deep.
func (w writer) value(dst []byte, v Value, depth int) ([]byte, error) {
	switch v.Kind {
	case Null:
		return append(dst, "null"...), nil
	case Bool:
		return strconv.AppendBool(dst, v.Bool), nil
	case Number:
		if n, msg := scanNumber(v.Text); msg != "" || n != len(v.Text) {
			return dst, errors.New("json: " + Quote(v.Text) + " is not a JSON number")
		}
		return append(dst, v.Text...), nil
	case String:
		return AppendString(dst, v.Text), nil
	case Array, Object:
	default:
		return dst, errors.New("json: unknown value kind " + v.Kind.String())
	}
	if depth >= MaxDepth {
		return dst, errors.New("json: arrays and objects nest more than " + itoa(MaxDepth) + " deep")
	}
	return w.container(dst, v, depth)
}

// container writes an array or an object: its elements or members
// separated by commas, each on a line of its own when indenting.
func (w writer) container(dst []byte, v Value, depth int) ([]byte, error) {
	opening, closing, n := byte('['), byte(']'), len(v.Elems)
	if v.Kind == Object {
		opening, closing, n = '{', '}', len(v.Members)
		if k, dup := duplicateKey(v.Members); dup {
			return dst, errors.New("json: duplicate key " + Quote(k) + " in an object")
		}
	}
	dst = append(dst, opening)
	if n == 0 {
		return append(dst, closing), nil
	}
	var err error
	for i := range n {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = w.newline(dst, depth+1)
		var el Value
		if v.Kind == Object {
			dst = append(AppendString(dst, v.Members[i].Key), ':')
			if w.indent != "" {
				dst = append(dst, ' ')
			}
			el = v.Members[i].Value
		} else {
			el = v.Elems[i]
		}
		if dst, err = w.value(dst, el, depth+1); err != nil {
			return dst, err
		}
	}
	return append(w.newline(dst, depth), closing), nil
}

// duplicateKey finds a key that two members share once written: keys
// that differ only in invalid UTF-8 both become U+FFFD.
func duplicateKey(ms []Member) (string, bool) {
	if len(ms) <= 8 {
		for i := range ms {
			for j := range i {
				if ReplaceInvalidUTF8(ms[i].Key) == ReplaceInvalidUTF8(ms[j].Key) {
					return ms[i].Key, true
				}
			}
		}
		return "", false
	}
	seen := make(map[string]bool, len(ms))
	for i := range ms {
		k := ReplaceInvalidUTF8(ms[i].Key)
		if seen[k] {
			return ms[i].Key, true
		}
		seen[k] = true
	}
	return "", false
}

// ReplaceInvalidUTF8 returns s as [AppendString] writes it: each byte
// that is not part of valid UTF-8 replaced with U+FFFD, one per byte
// (strings.ToValidUTF8 would replace a run with one). A valid s is
// returned as it is.
func ReplaceInvalidUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for _, r := range s {
		b.WriteRune(r)
	}
	return b.String()
}
