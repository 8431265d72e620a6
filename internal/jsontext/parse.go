package jsontext

import (
	"strings"
	"unicode/utf8"
)

// Parse reads one JSON text (RFC 8259): a single value of any kind, with
// white space around it. On failure the error is a [*SyntaxError].
func Parse(data string) (Value, error) {
	p := parser{data: data}
	if len(data) > MaxSize {
		return Value{}, p.errKind(MaxSize, errSize,
			"the input is "+itoa(len(data))+" bytes, more than the "+itoa(MaxSize)+" (4 MiB) a JSON file may have here")
	}
	if strings.HasPrefix(data, "\uFEFF") {
		p.pos = 3
	}
	p.space()
	if p.pos == len(data) {
		return Value{}, p.err(p.pos, "empty input: expected a JSON value")
	}
	v, err := p.value()
	if err != nil {
		return Value{}, err
	}
	p.space()
	if p.pos < len(data) {
		return Value{}, p.err(p.pos, "expected the end of input after the top-level value, found "+p.found(p.pos)+" (a JSON text holds one value)")
	}
	return v, nil
}

type parser struct {
	data  string
	pos   int
	depth int
}

func (p *parser) err(off int, msg string) *SyntaxError {
	return p.errKind(off, errSyntax, msg)
}

func (p *parser) errKind(off int, kind errKind, msg string) *SyntaxError {
	line, col := Position(p.data, off)
	return &SyntaxError{Offset: off, Line: line, Column: col, Msg: msg, kind: kind}
}

// at reports whether the input at off is the byte c.
func (p *parser) at(off int, c byte) bool { return off < len(p.data) && p.data[off] == c }

// found describes the input at off for a message: "'x'", "end of input",
// "U+0007", "byte 0xE9", "the word True".
func (p *parser) found(off int) string {
	if off >= len(p.data) {
		return "end of input"
	}
	c := p.data[off]
	if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
		end := off
		for end < len(p.data) && end-off < 24 && isWordByte(p.data[end]) {
			end++
		}
		if end-off > 1 {
			return "the word " + p.data[off:end]
		}
	}
	r, size := utf8.DecodeRuneInString(p.data[off:])
	switch {
	case r == utf8.RuneError && size == 1:
		return "byte 0x" + hexByte(c)
	case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == 0xfeff:
		return "U+" + hex4(r)
	}
	return "'" + string(r) + "'"
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// space skips the four white-space characters of RFC 8259 §2.
func (p *parser) space() {
	for p.pos < len(p.data) {
		switch p.data[p.pos] {
		case ' ', '\t', '\n', '\r':
			p.pos++
		default:
			return
		}
	}
}

func (p *parser) value() (Value, error) {
	start := p.pos
	if start >= len(p.data) {
		return Value{}, p.err(start, "expected a value, found end of input")
	}
	switch c := p.data[start]; {
	case c == '{':
		return p.object()
	case c == '[':
		return p.array()
	case c == '"':
		s, err := p.str()
		return Value{Kind: String, Text: s, Offset: start}, err
	case c == '-' || c >= '0' && c <= '9':
		return p.number()
	case strings.HasPrefix(p.data[start:], "true") && !p.wordAfter(start+4):
		p.pos += 4
		return Value{Kind: Bool, Bool: true, Offset: start}, nil
	case strings.HasPrefix(p.data[start:], "false") && !p.wordAfter(start+5):
		p.pos += 5
		return Value{Kind: Bool, Offset: start}, nil
	case strings.HasPrefix(p.data[start:], "null") && !p.wordAfter(start+4):
		p.pos += 4
		return Value{Offset: start}, nil
	}
	return Value{}, p.err(start, "expected a value (a string, number, object, array, true, false or null), found "+p.found(start)+p.valueHint(start))
}

func (p *parser) wordAfter(off int) bool {
	return off < len(p.data) && isWordByte(p.data[off])
}

// valueHint explains the usual reasons a value is not JSON.
func (p *parser) valueHint(off int) string {
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
	for end < len(p.data) && isWordByte(p.data[end]) {
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

func (p *parser) enter(off int) error {
	p.depth++
	if p.depth > MaxDepth {
		return p.errKind(off, errDepth, "arrays and objects nest more than "+itoa(MaxDepth)+" deep here")
	}
	return nil
}

// close ends an array or object at its closing bracket c, if it is there.
func (p *parser) close(c byte) bool {
	if !p.at(p.pos, c) {
		return false
	}
	p.pos++
	p.depth--
	return true
}

func (p *parser) object() (Value, error) {
	start := p.pos
	if err := p.enter(start); err != nil {
		return Value{}, err
	}
	v := Value{Kind: Object, Offset: start}
	var seen map[string]int // key → member index, once there are many
	p.pos++
	p.space()
	if p.close('}') {
		return v, nil
	}
	for {
		m, err := p.member(v.Members, seen)
		if err != nil {
			return Value{}, err
		}
		v.Members = append(v.Members, m)
		if seen != nil {
			seen[m.Key] = len(v.Members) - 1
		} else if len(v.Members) > 8 {
			seen = make(map[string]int, 2*len(v.Members))
			for i := range v.Members {
				seen[v.Members[i].Key] = i
			}
		}
		p.space()
		if p.at(p.pos, ',') {
			p.pos++
			p.space()
			continue
		}
		if p.close('}') {
			return v, nil
		}
		msg := "expected ',' or '}' after an object member, found " + p.found(p.pos)
		if p.at(p.pos, '"') {
			msg += " (a comma is missing)"
		}
		return Value{}, p.err(p.pos, msg)
	}
}

// member reads one "key": value of an object whose members so far are
// ms (indexed by key in seen, once there are many).
func (p *parser) member(ms []Member, seen map[string]int) (Member, error) {
	keyOff := p.pos
	if !p.at(keyOff, '"') {
		return Member{}, p.err(keyOff, "expected a string in double quotes (an object key), found "+p.found(keyOff)+p.keyHint(keyOff, len(ms) > 0))
	}
	key, err := p.str()
	if err != nil {
		return Member{}, err
	}
	first, dup := seen[key]
	if seen == nil {
		first = indexKey(ms, key)
		dup = first >= 0
	}
	if dup {
		line, col := Position(p.data, ms[first].Offset)
		return Member{}, p.errKind(keyOff, errDuplicate,
			"duplicate key "+Quote(key)+" in an object (first at line "+itoa(line)+", column "+itoa(col)+")")
	}
	p.space()
	if !p.at(p.pos, ':') {
		return Member{}, p.err(p.pos, "expected ':' after the object key "+Quote(key)+", found "+p.found(p.pos))
	}
	p.pos++
	p.space()
	val, err := p.value()
	if err != nil {
		return Member{}, err
	}
	return Member{Key: key, Value: val, Offset: keyOff}, nil
}

// indexKey returns the index of the member with the given key, or -1.
func indexKey(ms []Member, key string) int {
	for i := range ms {
		if ms[i].Key == key {
			return i
		}
	}
	return -1
}

// keyHint explains the usual reasons there is no key where one belongs.
func (p *parser) keyHint(off int, afterMember bool) string {
	switch {
	case p.at(off, '}') && afterMember:
		return " (JSON allows no comma before '}')"
	case p.at(off, '\''):
		return " (JSON strings take double quotes)"
	case off < len(p.data) && isWordByte(p.data[off]):
		return " (keys take double quotes)"
	case p.at(off, '/') || p.at(off, '#'):
		return " (JSON has no comments)"
	}
	return ""
}

func (p *parser) array() (Value, error) {
	start := p.pos
	if err := p.enter(start); err != nil {
		return Value{}, err
	}
	v := Value{Kind: Array, Offset: start}
	p.pos++
	p.space()
	if p.close(']') {
		return v, nil
	}
	for {
		if p.at(p.pos, ']') {
			return Value{}, p.err(p.pos, "expected a value, found ']' (JSON allows no comma before ']')")
		}
		if p.at(p.pos, ',') {
			return Value{}, p.err(p.pos, "expected a value, found ',' (JSON has no empty array elements)")
		}
		el, err := p.value()
		if err != nil {
			return Value{}, err
		}
		v.Elems = append(v.Elems, el)
		p.space()
		if p.at(p.pos, ',') {
			p.pos++
			p.space()
			continue
		}
		if p.close(']') {
			return v, nil
		}
		msg := "expected ',' or ']' after an array element, found " + p.found(p.pos)
		if p.at(p.pos, '}') {
			msg += " (the array is not closed)"
		}
		return Value{}, p.err(p.pos, msg)
	}
}

func (p *parser) number() (Value, error) {
	start := p.pos
	n, msg := scanNumber(p.data[start:])
	if msg != "" {
		return Value{}, p.err(start+n, msg+", found "+p.found(start+n))
	}
	p.pos += n
	return Value{Kind: Number, Text: p.data[start:p.pos], Offset: start}, nil
}

// scanNumber reads the number at the start of s, per RFC 8259 §6:
// [ "-" ] ( "0" / 1-9 *DIGIT ) [ "." 1*DIGIT ] [ ( "e" / "E" ) [ "+" / "-" ] 1*DIGIT ].
// It returns the number's length, or where it went wrong and what it
// expected there.
func scanNumber(s string) (int, string) {
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
