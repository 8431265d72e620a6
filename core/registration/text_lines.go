package registration

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// textLine is one line of input.
type textLine struct {
	text   string // without its indentation and trailing white space
	indent int    // columns of indentation, tabs expanded to multiples of 8
	// width is the line's length in characters, for the test of a full
	// line; for text on a heading's own line, the whole line's.
	width int
	num   int // 1-based line number in the input; 0 for lines made up
}

// splitText splits a text into lines.
func splitText(s string) []textLine {
	raw := strings.Split(s, "\n")
	out := make([]textLine, len(raw))
	for i, line := range raw {
		line = strings.TrimRight(line, " ")
		t := strings.TrimLeft(line, " ")
		out[i] = textLine{text: t, indent: utf8.RuneCountInString(line[:len(line)-len(t)]), width: utf8.RuneCountInString(t)}
	}
	return out
}

// cleanLines makes CR LF and CR line feeds, tabs spaces (tab stops
// every 8 columns), and other white space (no-break space, ...) spaces,
// as ImportText does.
func cleanLines(s string) string {
	if strings.IndexByte(s, '\r') >= 0 {
		s = strings.ReplaceAll(s, "\r\n", "\n")
		s = strings.ReplaceAll(s, "\r", "\n")
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i], _ = expandSpace(l, false)
	}
	return strings.Join(lines, "\n")
}

// expandSpace turns each tab of one line into spaces up to the next
// 8-column stop and other white space (no-break space, em space, ...)
// into a space. With drop, it also removes control characters and counts
// them. A line with none of these is returned as it is.
func expandSpace(line string, drop bool) (string, int) {
	clean := true
	for j := 0; j < len(line); j++ {
		if c := line[j]; c == '\t' || c < 0x20 || c >= 0x7f {
			clean = false
			break
		}
	}
	if clean {
		return line, 0
	}
	var b strings.Builder
	col, dropped := 0, 0
	for _, r := range line {
		switch {
		case r == '\t':
			n := 8 - col%8
			b.WriteString("        "[:n])
			col += n
		case isControl(r):
			if drop {
				dropped++
				continue
			}
			b.WriteRune(r)
			col++
		case unicode.IsSpace(r):
			b.WriteByte(' ')
			col++
		default:
			b.WriteRune(r)
			col++
		}
	}
	return b.String(), dropped
}

// normalizeText puts a text in the form ImportText stores: margin
// removed, blank lines trimmed and single, prose paragraphs joined.
func normalizeText(s string) string {
	if s == "" {
		return ""
	}
	return sectionText(splitText(cleanLines(s)))
}

// sectionText turns a section's lines into its text: the shared
// indentation removed, leading, trailing and repeated blank lines
// dropped, each prose paragraph joined into one line.
func sectionText(lines []textLine) string {
	lines = dedent(lines)
	var out []string
	for i := 0; i < len(lines); {
		if lines[i].text == "" {
			i++
			continue
		}
		j := i
		for j < len(lines) && lines[j].text != "" {
			j++
		}
		blk := lines[i:j]
		if isProse(blk) {
			out = append(out, joinProse(blk))
		} else {
			var b strings.Builder
			for k, l := range blk {
				if k > 0 {
					b.WriteByte('\n')
				}
				b.WriteString(strings.Repeat(" ", l.indent))
				b.WriteString(l.text)
			}
			out = append(out, b.String())
		}
		i = j
	}
	return strings.Join(out, "\n\n")
}

// dedent removes the indentation all non-blank lines share.
func dedent(lines []textLine) []textLine {
	m := -1
	for _, l := range lines {
		if l.text != "" && (m < 0 || l.indent < m) {
			m = l.indent
		}
	}
	out := make([]textLine, len(lines))
	copy(out, lines)
	if m > 0 {
		for i := range out {
			if out[i].text != "" {
				out[i].indent -= m
			}
		}
	}
	return out
}

// joinProse joins a prose paragraph's lines with single spaces.
func joinProse(blk []textLine) string {
	if len(blk) == 1 {
		return collapseSpaces(blk[0].text)
	}
	parts := make([]string, len(blk))
	for i, l := range blk {
		parts[i] = l.text
	}
	return collapseSpaces(strings.Join(parts, " "))
}

// collapseSpaces turns runs of spaces into one.
func collapseSpaces(s string) string {
	if !strings.Contains(s, "  ") {
		return s
	}
	var b strings.Builder
	sp := false
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' {
			if sp {
				continue
			}
			sp = true
		} else {
			sp = false
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
