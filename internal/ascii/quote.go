package ascii

import (
	"strconv"
	"unicode/utf8"
)

// QuoteAll quotes s exactly as strconv.Quote does: printable characters
// as they are (strconv.IsPrint), the usual backslash escapes, \x for a
// control character or a byte that is not UTF-8, \u or \U for another
// character that does not print. It is written here so that the
// WebAssembly module links none of strconv's quoting machinery (with
// strconv.Atoi gone from the module too, 1.5 KB brotli), while IsPrint's
// tables are there anyway for the display form. TestQuoteAll and
// FuzzQuoteAll hold it to strconv.Quote's output.
func QuoteAll(s string) string {
	b := make([]byte, 0, len(s)+2)
	b = append(b, '"')
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, '\\', 'x', hex[s[i-1]>>4], hex[s[i-1]&15])
		case r == '"' || r == '\\':
			b = append(b, '\\', byte(r))
		case strconv.IsPrint(r):
			b = utf8.AppendRune(b, r)
		default:
			b = appendEscape(b, r)
		}
	}
	return string(append(b, '"'))
}

const hex = "0123456789abcdef"

// appendEscape appends the escape of a character that does not print.
func appendEscape(b []byte, r rune) []byte {
	if i := indexByte("\a\b\f\n\r\t\v", byte(r)); r < ' ' && i >= 0 {
		return append(b, '\\', "abfnrtv"[i])
	}
	switch {
	case r < ' ' || r == 0x7f:
		return append(b, '\\', 'x', hex[byte(r)>>4], hex[byte(r)&15])
	case r < 0x10000:
		b = append(b, '\\', 'u')
		for s := 12; s >= 0; s -= 4 {
			b = append(b, hex[r>>uint(s)&15])
		}
		return b
	}
	b = append(b, '\\', 'U')
	for s := 28; s >= 0; s -= 4 {
		b = append(b, hex[r>>uint(s)&15])
	}
	return b
}

func indexByte(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}
