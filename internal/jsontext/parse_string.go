package jsontext

import "unicode/utf8"

// str reads a string starting at the opening quote and returns its text.
func (p *parser) str() (string, error) {
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
	return p.strEscaped(start, i)
}

// strEscaped reads on from i, the first escape or control character of
// the string that starts at start, decoding escapes into a copy.
func (p *parser) strEscaped(start, i int) (string, error) {
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
			return "", p.err(i, controlInString(c))
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

// controlInString says how to write the control character c in a string.
func controlInString(c byte) string {
	switch c {
	case '\n':
		return "a line break in a string: write it as \\n (or is the closing '\"' missing?)"
	case '\t':
		return "a tab in a string: write it as \\t"
	case '\r':
		return "a carriage return in a string: write it as \\r"
	}
	return "control character U+" + hex4(rune(c)) + " in a string: write it as \\u" + hex4(rune(c))
}

func (p *parser) badUTF8(off int) error {
	return p.errKind(off, errUTF8, "byte 0x"+hexByte(p.data[off])+" is not UTF-8: JSON text must be UTF-8 (RFC 8259 §8.1); save the file as UTF-8")
}

// escape reads the escape sequence at off (at the backslash) and returns
// its length and the character it stands for.
func (p *parser) escape(off int) (int, rune, error) {
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
		return p.escapeU(off)
	}
	return 0, 0, p.err(off, "invalid escape "+Quote(p.data[off:off+1+runeLen(p.data[off+1:])])+
		` in a string: JSON has \" \\ \/ \b \f \n \r \t and \uXXXX`)
}

// escapeU reads a \uXXXX escape at off, or a surrogate pair of two.
func (p *parser) escapeU(off int) (int, rune, error) {
	r, err := p.hex(off + 2)
	if err != nil {
		return 0, 0, err
	}
	switch {
	case r >= 0xdc00 && r <= 0xdfff:
		return 0, 0, p.errKind(off, errSurrogate, "lone low surrogate \\u"+hex4(r)+": it must follow a high surrogate (\\uD800–\\uDBFF)")
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
		return 0, 0, p.errKind(off, errSurrogate, "lone high surrogate \\u"+hex4(r)+": it must be followed by a low surrogate (\\uDC00–\\uDFFF)")
	}
	return 6, r, nil
}

func runeLen(s string) int {
	_, n := utf8.DecodeRuneInString(s)
	return max(n, 1)
}

// hex reads the four hex digits of a \u escape at off.
func (p *parser) hex(off int) (rune, error) {
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
