package jsontext

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urn-playground/urn-playground/internal/ascii"
)

// SyntaxError is why [Parse] refused an input: what it expected and what
// it found (Msg), and where, as go/scanner reports it. An input over
// [MaxSize] or nested deeper than [MaxDepth] is refused with one too, as
// encoding/json reports its depth limit.
type SyntaxError struct {
	Offset int // byte offset into the input
	Line   int // 1-based; lines end at "\n"
	Column int // 1-based, counted in characters (a byte that is not UTF-8 counts as one)
	Msg    string
	kind   errKind // for tests: which rule refused the input
}

// Error returns "json: line 3, column 7 (byte 41): expected ',' or '}'
// after an object member, found 'x'".
func (e *SyntaxError) Error() string {
	return "json: line " + itoa(e.Line) + ", column " + itoa(e.Column) + " (byte " + itoa(e.Offset) + "): " + e.Msg
}

type errKind uint8

const (
	errSyntax    errKind = iota // not RFC 8259 JSON
	errDepth                    // nested deeper than MaxDepth
	errSize                     // longer than MaxSize
	errDuplicate                // a key twice in one object
	errUTF8                     // a byte that is not UTF-8
	errSurrogate                // a \u escape of a lone surrogate
)

// Position converts a byte offset of data into the 1-based line and
// column a [SyntaxError] reports: the column counts characters, and a
// leading byte order mark does not count. An offset out of range is
// clamped to the input.
func Position(data string, offset int) (line, column int) {
	off := min(max(offset, 0), len(data))
	start := strings.LastIndexByte(data[:off], '\n') + 1
	if start == 0 && strings.HasPrefix(data, "\uFEFF") && off >= 3 {
		start = 3
	}
	return strings.Count(data[:start], "\n") + 1, utf8.RuneCountInString(data[start:off]) + 1
}

func itoa(i int) string { return strconv.Itoa(i) }

// Quote quotes s for a message as the codec's own messages do: as
// strconv.Quote does, cut after 40 characters with "…" after the closing
// quote. An importer built on the codec quotes keys and values with it,
// so that its messages and the codec's read alike.
func Quote(s string) string {
	if utf8.RuneCountInString(s) > 40 {
		n := 0
		for i := range s {
			if n == 40 {
				return ascii.QuoteAll(s[:i]) + "…"
			}
			n++
		}
	}
	return ascii.QuoteAll(s)
}

const hexDigits = "0123456789ABCDEF"

func hexByte(c byte) string { return string([]byte{hexDigits[c>>4], hexDigits[c&15]}) }

// hex4 writes r (at most U+FFFF) as four upper-case hex digits.
func hex4(r rune) string {
	return string([]byte{hexDigits[r>>12&15], hexDigits[r>>8&15], hexDigits[r>>4&15], hexDigits[r&15]})
}
