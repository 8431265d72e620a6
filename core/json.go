package core

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A small JSON codec (RFC 8259), because encoding/json would add 100–200
// KB to the WebAssembly module. It reads a JSON text into a [JSONValue]
// that keeps what a template file needs and encoding/json forgets: the
// order of an object's keys, each number's literal as written, and the
// byte offset of every value, so that a finding can name its line.
//
// The reader is strict about RFC 8259 and says what it expected where:
// no comments, no trailing commas, no single quotes, no NaN, no leading
// zeros, only the four JSON white-space characters, UTF-8 only, no lone
// surrogates, no duplicate keys. It is tolerant only where nothing can
// be misread: a leading byte order mark (RFC 8259 §8.1 lets a reader
// ignore it) is skipped. It never recurses deeper than [JSONMaxDepth]
// and refuses inputs longer than [JSONMaxSize].
//
// The writer escapes what RFC 8259 §7 requires and a little more (see
// [AppendJSONString]); what it writes the reader reads back to an equal
// value.

// JSONMaxDepth is how deeply arrays and objects may nest: a top-level
// object is depth 1. The reader and the writer both refuse more, so
// neither can overflow the stack.
const JSONMaxDepth = 64

// JSONMaxSize is the longest input [ParseJSON] reads, in bytes (4 MiB).
const JSONMaxSize = 4 << 20

// JSONKind is the type of a [JSONValue].
type JSONKind uint8

const (
	JSONNull JSONKind = iota
	JSONBool
	JSONNumber
	JSONString
	JSONArray
	JSONObject
)

// String returns "null", "boolean", "number", "string", "array" or
// "object".
func (k JSONKind) String() string {
	switch k {
	case JSONNull:
		return "null"
	case JSONBool:
		return "boolean"
	case JSONNumber:
		return "number"
	case JSONString:
		return "string"
	case JSONArray:
		return "array"
	case JSONObject:
		return "object"
	}
	return "jsonkind(" + itoa(int(k)) + ")"
}

// JSONValue is one JSON value. The zero value is null.
type JSONValue struct {
	Kind JSONKind
	Bool bool // a boolean's value
	// Text is a string's text (valid UTF-8, escapes decoded) or a
	// number's literal exactly as written ("1.50e+3"), never rounded.
	Text    string
	Elems   []JSONValue  // an array's elements
	Members []JSONMember // an object's members, in document order; keys are unique
	// Offset is the byte offset of the value's first byte in the input
	// [ParseJSON] read; it is 0 in a value built by hand, and [JSONValue.Equal]
	// ignores it.
	Offset int
}

// JSONMember is one key and value of an object.
type JSONMember struct {
	Key    string
	Value  JSONValue
	Offset int // of the key's opening quote
}

// Member returns the value of the object member with the given key.
func (v JSONValue) Member(key string) (JSONValue, bool) {
	for i := range v.Members {
		if v.Members[i].Key == key {
			return v.Members[i].Value, true
		}
	}
	return JSONValue{}, false
}

// Equal reports whether v and w are the same JSON value: same kind, same
// string text, same number literal (so 1 and 1.0 differ), same elements,
// same keys in the same order with equal values. Offsets do not count.
func (v JSONValue) Equal(w JSONValue) bool {
	if v.Kind != w.Kind {
		return false
	}
	switch v.Kind {
	case JSONBool:
		return v.Bool == w.Bool
	case JSONNumber, JSONString:
		return v.Text == w.Text
	case JSONArray:
		if len(v.Elems) != len(w.Elems) {
			return false
		}
		for i := range v.Elems {
			if !v.Elems[i].Equal(w.Elems[i]) {
				return false
			}
		}
	case JSONObject:
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

// JSONError is why [ParseJSON] refused an input: what it expected and
// what it found (Msg), and where, as go/scanner reports it.
type JSONError struct {
	Offset int // byte offset into the input
	Line   int // 1-based; lines end at "\n"
	Column int // 1-based, counted in characters (a byte that is not UTF-8 counts as one)
	Msg    string
	kind   jsonErrKind // for tests: which rule refused the input
}

// Error returns "json: line 3, column 7 (byte 41): expected ',' or '}'
// after an object member, found 'x'".
func (e *JSONError) Error() string {
	return "json: line " + itoa(e.Line) + ", column " + itoa(e.Column) + " (byte " + itoa(e.Offset) + "): " + e.Msg
}

type jsonErrKind uint8

const (
	jsonErrSyntax    jsonErrKind = iota // not RFC 8259 JSON
	jsonErrDepth                        // nested deeper than JSONMaxDepth
	jsonErrSize                         // longer than JSONMaxSize
	jsonErrDuplicate                    // a key twice in one object
	jsonErrUTF8                         // a byte that is not UTF-8
	jsonErrSurrogate                    // a \u escape of a lone surrogate
)

// jsonLineCol converts a byte offset of data into a 1-based line and
// column; the column counts characters, and a leading byte order mark
// does not count.
func jsonLineCol(data string, off int) (line, col int) {
	off = min(max(off, 0), len(data))
	start := strings.LastIndexByte(data[:off], '\n') + 1
	if start == 0 && strings.HasPrefix(data, "\uFEFF") && off >= 3 {
		start = 3
	}
	return strings.Count(data[:start], "\n") + 1, utf8.RuneCountInString(data[start:off]) + 1
}

// ParseJSON reads one JSON text (RFC 8259): a single value of any kind,
// with white space around it. On failure the error is a [*JSONError].
func ParseJSON(data string) (JSONValue, error) {
	p := jsonParser{data: data}
	if len(data) > JSONMaxSize {
		return JSONValue{}, p.errKind(JSONMaxSize, jsonErrSize,
			"the input is "+itoa(len(data))+" bytes, more than the "+itoa(JSONMaxSize)+" (4 MiB) a JSON file may have here")
	}
	if strings.HasPrefix(data, "\uFEFF") {
		p.pos = 3
	}
	p.space()
	if p.pos == len(data) {
		return JSONValue{}, p.err(p.pos, "empty input: expected a JSON value")
	}
	v, err := p.value()
	if err != nil {
		return JSONValue{}, err
	}
	p.space()
	if p.pos < len(data) {
		return JSONValue{}, p.err(p.pos, "expected the end of input after the top-level value, found "+p.found(p.pos)+" (a JSON text holds one value)")
	}
	return v, nil
}

type jsonParser struct {
	data  string
	pos   int
	depth int
}

func (p *jsonParser) err(off int, msg string) *JSONError {
	return p.errKind(off, jsonErrSyntax, msg)
}

func (p *jsonParser) errKind(off int, kind jsonErrKind, msg string) *JSONError {
	line, col := jsonLineCol(p.data, off)
	return &JSONError{Offset: off, Line: line, Column: col, Msg: msg, kind: kind}
}

// found describes the input at off for a message: "'x'", "end of input",
// "U+0007", "byte 0xE9", "the word True".
func (p *jsonParser) found(off int) string {
	if off >= len(p.data) {
		return "end of input"
	}
	c := p.data[off]
	if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
		end := off
		for end < len(p.data) && end-off < 24 && isJSONWordByte(p.data[end]) {
			end++
		}
		if end-off > 1 {
			return "the word " + p.data[off:end]
		}
	}
	r, size := utf8.DecodeRuneInString(p.data[off:])
	switch {
	case r == utf8.RuneError && size == 1:
		return "byte 0x" + jsonHexByte(c)
	case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == 0xfeff:
		return "U+" + jsonHex4(r)
	}
	return "'" + string(r) + "'"
}

func isJSONWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// space skips the four white-space characters of RFC 8259 §2.
func (p *jsonParser) space() {
	for p.pos < len(p.data) {
		switch p.data[p.pos] {
		case ' ', '\t', '\n', '\r':
			p.pos++
		default:
			return
		}
	}
}

func (p *jsonParser) value() (JSONValue, error) {
	start := p.pos
	if start >= len(p.data) {
		return JSONValue{}, p.err(start, "expected a value, found end of input")
	}
	switch c := p.data[start]; {
	case c == '{':
		return p.object()
	case c == '[':
		return p.array()
	case c == '"':
		s, err := p.str()
		return JSONValue{Kind: JSONString, Text: s, Offset: start}, err
	case c == '-' || c >= '0' && c <= '9':
		return p.number()
	case strings.HasPrefix(p.data[start:], "true") && !p.wordAfter(start+4):
		p.pos += 4
		return JSONValue{Kind: JSONBool, Bool: true, Offset: start}, nil
	case strings.HasPrefix(p.data[start:], "false") && !p.wordAfter(start+5):
		p.pos += 5
		return JSONValue{Kind: JSONBool, Offset: start}, nil
	case strings.HasPrefix(p.data[start:], "null") && !p.wordAfter(start+4):
		p.pos += 4
		return JSONValue{Offset: start}, nil
	}
	return JSONValue{}, p.err(start, "expected a value (a string, number, object, array, true, false or null), found "+p.found(start)+p.valueHint(start))
}

func (p *jsonParser) wordAfter(off int) bool {
	return off < len(p.data) && isJSONWordByte(p.data[off])
}

// valueHint explains the usual reasons a value is not JSON.
func (p *jsonParser) valueHint(off int) string {
	if off >= len(p.data) {
		return ""
	}
	switch p.data[off] {
	case '\'':
		return " (JSON strings take double quotes)"
	case '/', '#':
		return " (JSON has no comments)"
	case '+', '.':
		return " (a JSON number starts with '-' or a digit)"
	}
	end := off
	for end < len(p.data) && isJSONWordByte(p.data[end]) {
		end++
	}
	switch w := p.data[off:end]; {
	case w == "":
	case strings.EqualFold(w, "true") || strings.EqualFold(w, "false") || strings.EqualFold(w, "null"):
		return " (JSON literals are lower case: true, false, null)"
	case w == "NaN" || w == "Infinity" || w == "undefined":
		return " (JSON has no " + w + ")"
	default:
		return " (strings take double quotes)"
	}
	return ""
}

func (p *jsonParser) enter(off int) error {
	p.depth++
	if p.depth > JSONMaxDepth {
		return p.errKind(off, jsonErrDepth, "arrays and objects nest more than "+itoa(JSONMaxDepth)+" deep here")
	}
	return nil
}

func (p *jsonParser) object() (JSONValue, error) {
	start := p.pos
	if err := p.enter(start); err != nil {
		return JSONValue{}, err
	}
	v := JSONValue{Kind: JSONObject, Offset: start}
	var seen map[string]int // key → member index, once there are many
	p.pos++
	p.space()
	if p.pos < len(p.data) && p.data[p.pos] == '}' {
		p.pos++
		p.depth--
		return v, nil
	}
	for {
		keyOff := p.pos
		if keyOff >= len(p.data) || p.data[keyOff] != '"' {
			msg := "expected a string in double quotes (an object key), found " + p.found(keyOff)
			switch {
			case keyOff < len(p.data) && p.data[keyOff] == '}' && len(v.Members) > 0:
				msg += " (JSON allows no comma before '}')"
			case keyOff < len(p.data) && p.data[keyOff] == '\'':
				msg += " (JSON strings take double quotes)"
			case keyOff < len(p.data) && isJSONWordByte(p.data[keyOff]):
				msg += " (keys take double quotes)"
			case keyOff < len(p.data) && (p.data[keyOff] == '/' || p.data[keyOff] == '#'):
				msg += " (JSON has no comments)"
			}
			return JSONValue{}, p.err(keyOff, msg)
		}
		key, err := p.str()
		if err != nil {
			return JSONValue{}, err
		}
		first := -1
		if seen != nil {
			if i, ok := seen[key]; ok {
				first = i
			}
		} else {
			for i := range v.Members {
				if v.Members[i].Key == key {
					first = i
					break
				}
			}
		}
		if first >= 0 {
			line, col := jsonLineCol(p.data, v.Members[first].Offset)
			return JSONValue{}, p.errKind(keyOff, jsonErrDuplicate,
				"duplicate key "+jsonQuote(key)+" in an object (first at line "+itoa(line)+", column "+itoa(col)+")")
		}
		p.space()
		if p.pos >= len(p.data) || p.data[p.pos] != ':' {
			return JSONValue{}, p.err(p.pos, "expected ':' after the object key "+jsonQuote(key)+", found "+p.found(p.pos))
		}
		p.pos++
		p.space()
		val, err := p.value()
		if err != nil {
			return JSONValue{}, err
		}
		v.Members = append(v.Members, JSONMember{Key: key, Value: val, Offset: keyOff})
		if seen != nil {
			seen[key] = len(v.Members) - 1
		} else if len(v.Members) > 8 {
			seen = make(map[string]int, 2*len(v.Members))
			for i := range v.Members {
				seen[v.Members[i].Key] = i
			}
		}
		p.space()
		if p.pos < len(p.data) && p.data[p.pos] == ',' {
			p.pos++
			p.space()
			continue
		}
		if p.pos < len(p.data) && p.data[p.pos] == '}' {
			p.pos++
			p.depth--
			return v, nil
		}
		msg := "expected ',' or '}' after an object member, found " + p.found(p.pos)
		if p.pos < len(p.data) && p.data[p.pos] == '"' {
			msg += " (a comma is missing)"
		}
		return JSONValue{}, p.err(p.pos, msg)
	}
}

func (p *jsonParser) array() (JSONValue, error) {
	start := p.pos
	if err := p.enter(start); err != nil {
		return JSONValue{}, err
	}
	v := JSONValue{Kind: JSONArray, Offset: start}
	p.pos++
	p.space()
	if p.pos < len(p.data) && p.data[p.pos] == ']' {
		p.pos++
		p.depth--
		return v, nil
	}
	for {
		if p.pos < len(p.data) && p.data[p.pos] == ']' {
			return JSONValue{}, p.err(p.pos, "expected a value, found ']' (JSON allows no comma before ']')")
		}
		if p.pos < len(p.data) && p.data[p.pos] == ',' {
			return JSONValue{}, p.err(p.pos, "expected a value, found ',' (JSON has no empty array elements)")
		}
		el, err := p.value()
		if err != nil {
			return JSONValue{}, err
		}
		v.Elems = append(v.Elems, el)
		p.space()
		if p.pos < len(p.data) && p.data[p.pos] == ',' {
			p.pos++
			p.space()
			continue
		}
		if p.pos < len(p.data) && p.data[p.pos] == ']' {
			p.pos++
			p.depth--
			return v, nil
		}
		msg := "expected ',' or ']' after an array element, found " + p.found(p.pos)
		if p.pos < len(p.data) && p.data[p.pos] == '}' {
			msg += " (the array is not closed)"
		}
		return JSONValue{}, p.err(p.pos, msg)
	}
}

// str reads a string starting at the opening quote and returns its text.
func (p *jsonParser) str() (string, error) {
	start := p.pos
	i := start + 1
	// Fast path: no escapes, so the text is a substring of the input.
	for i < len(p.data) {
		c := p.data[i]
		if c == '"' {
			p.pos = i + 1
			return p.data[start+1 : i], nil
		}
		if c == '\\' || c < 0x20 {
			break
		}
		if c < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(p.data[i:])
		if r == utf8.RuneError && size == 1 {
			return "", p.badUTF8(i)
		}
		i += size
	}
	buf := []byte(p.data[start+1 : i])
	for {
		if i >= len(p.data) {
			return "", p.err(start, "this string is not closed: end of input before its closing '\"'")
		}
		c := p.data[i]
		switch {
		case c == '"':
			p.pos = i + 1
			return string(buf), nil
		case c == '\\':
			n, r, err := p.escape(i)
			if err != nil {
				return "", err
			}
			buf = utf8.AppendRune(buf, r)
			i += n
		case c < 0x20:
			msg := "control character U+" + jsonHex4(rune(c)) + " in a string: write it as \\u" + jsonHex4(rune(c))
			switch c {
			case '\n':
				msg = "a line break in a string: write it as \\n (or is the closing '\"' missing?)"
			case '\t':
				msg = "a tab in a string: write it as \\t"
			case '\r':
				msg = "a carriage return in a string: write it as \\r"
			}
			return "", p.err(i, msg)
		case c < utf8.RuneSelf:
			buf = append(buf, c)
			i++
		default:
			r, size := utf8.DecodeRuneInString(p.data[i:])
			if r == utf8.RuneError && size == 1 {
				return "", p.badUTF8(i)
			}
			buf = append(buf, p.data[i:i+size]...)
			i += size
		}
	}
}

func (p *jsonParser) badUTF8(off int) error {
	return p.errKind(off, jsonErrUTF8, "byte 0x"+jsonHexByte(p.data[off])+" is not UTF-8: JSON text must be UTF-8 (RFC 8259 §8.1); save the file as UTF-8")
}

// escape reads the escape sequence at off (at the backslash) and returns
// its length and the character it stands for.
func (p *jsonParser) escape(off int) (int, rune, error) {
	if off+1 >= len(p.data) {
		return 0, 0, p.err(off+1, "expected an escape character after '\\', found end of input")
	}
	switch c := p.data[off+1]; c {
	case '"', '\\', '/':
		return 2, rune(c), nil
	case 'b':
		return 2, '\b', nil
	case 'f':
		return 2, '\f', nil
	case 'n':
		return 2, '\n', nil
	case 'r':
		return 2, '\r', nil
	case 't':
		return 2, '\t', nil
	case 'u':
		r, err := p.hex(off + 2)
		if err != nil {
			return 0, 0, err
		}
		switch {
		case r >= 0xdc00 && r <= 0xdfff:
			return 0, 0, p.errKind(off, jsonErrSurrogate, "lone low surrogate \\u"+jsonHex4(r)+": it must follow a high surrogate (\\uD800–\\uDBFF)")
		case r >= 0xd800 && r <= 0xdbff:
			if off+7 < len(p.data) && p.data[off+6] == '\\' && p.data[off+7] == 'u' {
				lo, err := p.hex(off + 8)
				if err != nil {
					return 0, 0, err
				}
				if lo >= 0xdc00 && lo <= 0xdfff {
					return 12, 0x10000 + (r-0xd800)<<10 + (lo - 0xdc00), nil
				}
			}
			return 0, 0, p.errKind(off, jsonErrSurrogate, "lone high surrogate \\u"+jsonHex4(r)+": it must be followed by a low surrogate (\\uDC00–\\uDFFF)")
		}
		return 6, r, nil
	}
	return 0, 0, p.err(off, "invalid escape "+jsonQuote(p.data[off:off+1+jsonRuneLen(p.data[off+1:])])+
		` in a string: JSON has \" \\ \/ \b \f \n \r \t and \uXXXX`)
}

func jsonRuneLen(s string) int {
	_, n := utf8.DecodeRuneInString(s)
	return max(n, 1)
}

// hex reads the four hex digits of a \u escape at off.
func (p *jsonParser) hex(off int) (rune, error) {
	var r rune
	for i := off; i < off+4; i++ {
		if i >= len(p.data) {
			return 0, p.err(i, "expected four hex digits after \\u, found end of input")
		}
		c := p.data[i]
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, p.err(i, "expected four hex digits after \\u, found "+p.found(i))
		}
	}
	return r, nil
}

func (p *jsonParser) number() (JSONValue, error) {
	start := p.pos
	n, msg := scanJSONNumber(p.data[start:])
	if msg != "" {
		return JSONValue{}, p.err(start+n, msg+", found "+p.found(start+n))
	}
	p.pos += n
	return JSONValue{Kind: JSONNumber, Text: p.data[start:p.pos], Offset: start}, nil
}

// scanJSONNumber reads the number at the start of s, per RFC 8259 §6:
// [ "-" ] ( "0" / 1-9 *DIGIT ) [ "." 1*DIGIT ] [ ( "e" / "E" ) [ "+" / "-" ] 1*DIGIT ].
// It returns the number's length, or where it went wrong and what it
// expected there.
func scanJSONNumber(s string) (int, string) {
	i := 0
	digits := func() int {
		n := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
			n++
		}
		return n
	}
	if i < len(s) && s[i] == '-' {
		i++
	}
	switch {
	case i < len(s) && s[i] == '0':
		i++
		if i < len(s) && s[i] >= '0' && s[i] <= '9' {
			return i, "invalid number: expected '.', 'e' or the end of the number after a leading 0 (JSON numbers have no leading zeros)"
		}
	case digits() == 0:
		return i, "invalid number: expected a digit"
	}
	if i < len(s) && s[i] == '.' {
		i++
		if digits() == 0 {
			return i, "invalid number: expected a digit after '.'"
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if digits() == 0 {
			return i, "invalid number: expected a digit in the exponent"
		}
	}
	return i, ""
}

// AppendJSONString appends s as a JSON string, quoted. It escapes '"',
// '\\', the control characters U+0000–U+001F (as \n, \r, \t, \b, \f or
// \u00XX), U+007F, and U+2028 and U+2029 (which older JavaScript does not
// allow in a string literal); everything else, non-ASCII included, is
// written as is. A byte of s that is not part of valid UTF-8 is written
// as U+FFFD, one per byte, as encoding/json and a for-range loop over s
// do: a JSON text must be UTF-8, and the reader refuses anything else.
func AppendJSONString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && c < 0x7f {
			i++
			continue
		}
		if c < utf8.RuneSelf {
			dst = append(dst, s[start:i]...)
			switch c {
			case '"', '\\':
				dst = append(dst, '\\', c)
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			default:
				dst = append(dst, `\u`...)
				dst = append(dst, jsonHex4(rune(c))...)
			}
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
			dst = append(dst, jsonHex4(r)...)
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

// AppendJSON appends v as a JSON text: compact when indent is "", else
// with each member and element on a line of its own, indented by indent
// per level, as encoding/json's MarshalIndent does. It refuses (and
// appends nothing) a value the reader would not read back: a number whose
// literal is not a JSON number, an unknown kind, an object with the same
// key twice, or nesting deeper than [JSONMaxDepth].
func AppendJSON(dst []byte, v JSONValue, indent string) ([]byte, error) {
	n := len(dst)
	out, err := appendJSONValue(dst, v, indent, 0)
	if err != nil {
		return dst[:n], err
	}
	return out, nil
}

func appendJSONValue(dst []byte, v JSONValue, indent string, depth int) ([]byte, error) {
	newline := func(dst []byte, depth int) []byte {
		if indent == "" {
			return dst
		}
		dst = append(dst, '\n')
		for range depth {
			dst = append(dst, indent...)
		}
		return dst
	}
	switch v.Kind {
	case JSONNull:
		return append(dst, "null"...), nil
	case JSONBool:
		return strconv.AppendBool(dst, v.Bool), nil
	case JSONNumber:
		if n, msg := scanJSONNumber(v.Text); msg != "" || n != len(v.Text) {
			return dst, errors.New("json: " + jsonQuote(v.Text) + " is not a JSON number")
		}
		return append(dst, v.Text...), nil
	case JSONString:
		return AppendJSONString(dst, v.Text), nil
	case JSONArray, JSONObject:
	default:
		return dst, errors.New("json: unknown value kind " + v.Kind.String())
	}
	if depth >= JSONMaxDepth {
		return dst, errors.New("json: arrays and objects nest more than " + itoa(JSONMaxDepth) + " deep")
	}
	var err error
	if v.Kind == JSONArray {
		if len(v.Elems) == 0 {
			return append(dst, "[]"...), nil
		}
		dst = append(dst, '[')
		for i, el := range v.Elems {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = newline(dst, depth+1)
			if dst, err = appendJSONValue(dst, el, indent, depth+1); err != nil {
				return dst, err
			}
		}
		return append(newline(dst, depth), ']'), nil
	}
	if len(v.Members) == 0 {
		return append(dst, "{}"...), nil
	}
	if k, dup := duplicateJSONKey(v.Members); dup {
		return dst, errors.New("json: duplicate key " + jsonQuote(k) + " in an object")
	}
	dst = append(dst, '{')
	for i, m := range v.Members {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = newline(dst, depth+1)
		dst = AppendJSONString(dst, m.Key)
		dst = append(dst, ':')
		if indent != "" {
			dst = append(dst, ' ')
		}
		if dst, err = appendJSONValue(dst, m.Value, indent, depth+1); err != nil {
			return dst, err
		}
	}
	return append(newline(dst, depth), '}'), nil
}

// duplicateJSONKey finds a key that two members share once written:
// keys that differ only in invalid UTF-8 both become U+FFFD.
func duplicateJSONKey(ms []JSONMember) (string, bool) {
	key := func(k string) string {
		if utf8.ValidString(k) {
			return k
		}
		return jsonValidUTF8(k)
	}
	if len(ms) <= 8 {
		for i := range ms {
			for j := range i {
				if key(ms[i].Key) == key(ms[j].Key) {
					return ms[i].Key, true
				}
			}
		}
		return "", false
	}
	seen := make(map[string]bool, len(ms))
	for i := range ms {
		k := key(ms[i].Key)
		if seen[k] {
			return ms[i].Key, true
		}
		seen[k] = true
	}
	return "", false
}

// jsonValidUTF8 replaces each byte of s that is not part of valid
// UTF-8 with U+FFFD, one per byte (strings.ToValidUTF8 would replace a
// run with one).
func jsonValidUTF8(s string) string {
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

// jsonQuote quotes s for a message, cut to 40 characters.
func jsonQuote(s string) string {
	if utf8.RuneCountInString(s) > 40 {
		n := 0
		for i := range s {
			if n == 40 {
				return strconv.Quote(s[:i]) + "…"
			}
			n++
		}
	}
	return strconv.Quote(s)
}

const jsonHexDigits = "0123456789ABCDEF"

func jsonHexByte(c byte) string { return string([]byte{jsonHexDigits[c>>4], jsonHexDigits[c&15]}) }

// jsonHex4 writes r (at most U+FFFF) as four upper-case hex digits.
func jsonHex4(r rune) string {
	return string([]byte{jsonHexDigits[r>>12&15], jsonHexDigits[r>>8&15], jsonHexDigits[r>>4&15], jsonHexDigits[r&15]})
}
