package main

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/internal/ascii"
)

// line is the input as displayed, with the column at which each byte
// offset starts, so that byte spans can be marked underneath.
type line struct {
	text string
	col  []int // col[i] is the display column of byte i; col[len(input)] is the width
}

// newLine renders input for one terminal line: characters that would not
// show (control characters, invalid UTF-8, invisible format characters)
// become Go escapes, so that every byte has a visible column.
func newLine(input string) line {
	var b strings.Builder
	col := make([]int, len(input)+1)
	c := 0
	for i := 0; i < len(input); {
		r, size := utf8.DecodeRuneInString(input[i:])
		shown, width := visible(input[i:i+size], r)
		for j := 0; j < size; j++ {
			col[i+j] = c
		}
		b.WriteString(shown)
		c += width
		i += size
	}
	col[len(input)] = c
	return line{text: b.String(), col: col}
}

// visible is how newLine shows the character r, whose bytes are s, and
// how many columns that takes.
func visible(s string, r rune) (shown string, width int) {
	switch {
	case r == utf8.RuneError && len(s) == 1:
		shown = fmt.Sprintf(`\x%02x`, s[0])
	case r == '\t':
		shown = `\t`
	case r == '\n':
		shown = `\n`
	case r == '\r':
		shown = `\r`
	case r < 0x20 || r == 0x7f:
		shown = fmt.Sprintf(`\x%02x`, r)
	case r == ' ' || (r < 0x7f) || unicode.IsPrint(r):
		return s, runeWidth(r)
	case r <= 0xffff:
		shown = fmt.Sprintf(`\u%04x`, r)
	default:
		shown = fmt.Sprintf(`\U%08x`, r)
	}
	return shown, len(shown) // an escape: one column a byte
}

// columns returns the display columns a span covers; an empty span covers
// one column where it stands.
func (l line) columns(s core.Span) (start, end int) {
	if !s.Present() {
		return 0, 0
	}
	start, end = l.col[min(s.Start, len(l.col)-1)], l.col[min(s.End, len(l.col)-1)]
	if end <= start {
		end = start + 1
	}
	return start, end
}

// carets marks one span as a compiler does: "^" under its first column
// and "~" under the rest, so that adjacent spans stay apart.
func (l line) carets(s core.Span) string {
	start, end := l.columns(s)
	return strings.Repeat(" ", start) + "^" + strings.Repeat("~", end-start-1)
}

// caretsAll marks several spans on one row, each as carets does: "^"
// under its first column, "~" under the rest. The spans must not overlap.
func (l line) caretsAll(spans []core.Span) string {
	var b []byte
	for _, s := range spans {
		b = l.underline(b, s)
	}
	return string(b)
}

// underline draws span s into the caret row b, as carets does, and returns b.
func (l line) underline(b []byte, s core.Span) []byte {
	start, end := l.columns(s)
	for len(b) < end {
		b = append(b, ' ')
	}
	b[start] = '^'
	for c := start + 1; c < end; c++ {
		b[c] = '~'
	}
	return b
}

// mark is a labelled span for the ruler.
type mark struct {
	span  core.Span
	label string
}

// ruler marks each span (see carets) with its label below, like a
// compiler's multi-span error: a label goes on the first row where it
// clashes with no label to its right; a "|" joins a lower label to its
// mark.
//
//	urn:isbn:0451450523
//	^~~ ^~~~ ^~~~~~~~~
//	|   nid  nss
//	scheme
func (l line) ruler(marks []mark) []string {
	if len(marks) == 0 {
		return nil
	}
	starts := make([]int, len(marks))
	var carets []byte
	for i, m := range marks {
		starts[i], _ = l.columns(m.span)
		carets = l.underline(carets, m.span)
	}
	rows, nrows := labelRows(marks, starts)
	out := []string{string(carets)}
	for r := 0; r < nrows; r++ {
		var c rulerRow
		for i, m := range marks {
			switch {
			case rows[i] == r:
				c.put(starts[i], m.label)
			case rows[i] > r:
				c.put(starts[i], "|")
			}
		}
		out = append(out, strings.TrimRight(strings.Join(c, ""), " "))
	}
	return out
}

// labelRows chooses the row of each mark's label, right to left: a label
// must sit below every label to its right that it would run into (with
// one space between). It returns the rows and how many there are.
func labelRows(marks []mark, starts []int) (rows []int, nrows int) {
	rows = make([]int, len(marks))
	for i := len(marks) - 1; i >= 0; i-- {
		reach := starts[i] + width(marks[i].label) + 1
		for j := i + 1; j < len(marks); j++ {
			if starts[j] < reach && starts[j] >= starts[i] {
				rows[i] = max(rows[i], rows[j]+1)
			}
		}
		nrows = max(nrows, rows[i]+1)
	}
	return rows, nrows
}

// rulerRow is a row of the ruler: one cell per column, "" after a wide
// character.
type rulerRow []string

// put writes s from column c on.
func (b *rulerRow) put(c int, s string) {
	for _, ch := range s {
		n := runeWidth(ch)
		for len(*b) < c+n {
			*b = append(*b, " ")
		}
		(*b)[c] = string(ch)
		if n == 2 {
			(*b)[c+1] = ""
		}
		c += n
	}
}

// width is how many terminal columns s takes; s holds no control or
// invisible characters (see newLine).
func width(s string) int {
	n := 0
	for _, r := range s {
		n += runeWidth(r)
	}
	return n
}

func runeWidth(r rune) int {
	if wide(r) {
		return 2
	}
	return 1
}

// wide reports whether r takes two columns in a terminal: the East Asian
// wide and full-width blocks and the common emoji.
func wide(r rune) bool {
	switch {
	case r >= 0x1100 && r <= 0x115f,
		r >= 0x2e80 && r <= 0xa4cf && r != 0x303f,
		r >= 0xac00 && r <= 0xd7a3,
		r >= 0xf900 && r <= 0xfaff,
		r >= 0xfe30 && r <= 0xfe4f,
		r >= 0xff00 && r <= 0xff60,
		r >= 0xffe0 && r <= 0xffe6,
		r >= 0x1f300 && r <= 0x1f64f,
		r >= 0x1f900 && r <= 0x1f9ff,
		r >= 0x20000 && r <= 0x3fffd:
		return true
	}
	return false
}

// context is how many bytes of input a diagnostic shows on each side of
// its span, and longest how many of the span itself: a diagnostic's
// lines stay short however long the input (a thousand diagnostics each
// printing a 120 KB input came to 600 MB).
const (
	context = 32
	longest = 64
)

// window returns the input around span s as a line, cut with "…" on a
// side where input goes on, and s as an offset into it; carets and
// columns work on the two as on a whole input's line.
func window(input string, s core.Span) (line, core.Span) {
	if !s.Present() || len(input) <= 2*context+longest {
		return newLine(input), s
	}
	a, b := around(input, s.Start, min(s.End, s.Start+longest))
	ln := newLine(input[a:b])
	if a > 0 {
		ln.text = "…" + ln.text
		for i := range ln.col {
			ln.col[i]++
		}
	}
	if b < len(input) {
		ln.text += "…"
	}
	return ln, core.Span{Start: s.Start - a, End: min(s.End, b) - a}
}

// fixed is what applying d's fix gives, cut to the window around the
// fix as window cuts: the whole result of each of a thousand fixes to a
// long input would be as many copies of it.
func fixed(d core.Diagnostic, input string) string {
	if len(input) <= 2*context+longest {
		return d.ApplyFix(input)
	}
	f := d.Fix
	a, b := around(input, f.Start, f.End)
	s := input[a:f.Start] + ascii.Clip(f.New, longest) + input[f.End:b]
	if a > 0 {
		s = "…" + s
	}
	if b < len(input) {
		s += "…"
	}
	return s
}

// around widens [start, end) of input by context bytes on each side, to
// whole characters.
func around(input string, start, end int) (a, b int) {
	a, b = max(0, start-context), min(len(input), end+context)
	for a > 0 && !utf8.RuneStart(input[a]) {
		a--
	}
	for b < len(input) && !utf8.RuneStart(input[b]) {
		b++
	}
	return a, b
}
