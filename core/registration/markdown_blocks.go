package registration

import "strings"

// renderBlocks renders a text as paragraphs and fenced code blocks, each
// followed by a newline, separated by blank lines.
func renderBlocks(text string) string {
	lines := trimIndent(splitLines(text), true)
	// Blocks are runs of non-blank lines; pre marks the preformatted ones.
	type block struct {
		lines []string
		pre   bool
		gap   int // blank lines before it
	}
	var blocks []block
	gap := 0
	for i := 0; i < len(lines); {
		if strings.TrimSpace(lines[i]) == "" {
			gap++
			i++
			continue
		}
		j := i
		for j < len(lines) && strings.TrimSpace(lines[j]) != "" {
			j++
		}
		blocks = append(blocks, block{lines: lines[i:j], pre: isPreformatted(lines[i:j]), gap: gap})
		gap = 0
		i = j
	}
	var out []string
	for i := 0; i < len(blocks); {
		if !blocks[i].pre {
			var b strings.Builder
			for j, line := range blocks[i].lines {
				if j > 0 {
					b.WriteString("\\\n")
				}
				b.WriteString(escapeInline(strings.TrimSpace(line), true))
			}
			out = append(out, b.String()+"\n")
			i++
			continue
		}
		// Consecutive preformatted blocks share one fence, with the blank
		// lines between them.
		code := blocks[i].lines
		j := i + 1
		for ; j < len(blocks) && blocks[j].pre; j++ {
			for range blocks[j].gap {
				code = append(code[:len(code):len(code)], "")
			}
			code = append(code[:len(code):len(code)], blocks[j].lines...)
		}
		out = append(out, fence(trimIndent(code, false)))
		i = j
	}
	return strings.Join(out, "\n")
}

// trimIndent removes the leading white space that all non-blank lines
// share. With trimmedFirst, when the first line has none, the line after
// it is in the same paragraph, and the other lines share some (a text
// whose first line was trimmed: "The purpose\n   is ..."), it removes
// the others' from them.
func trimIndent(lines []string, trimmedFirst bool) []string {
	common := func(lines []string) (string, bool) {
		prefix, any := "", false
		for _, l := range lines {
			if strings.TrimSpace(l) == "" {
				continue
			}
			ws := l[:len(l)-len(strings.TrimLeft(l, " \t"))]
			if !any {
				prefix, any = ws, true
				continue
			}
			n := 0
			for n < len(prefix) && n < len(ws) && prefix[n] == ws[n] {
				n++
			}
			prefix = prefix[:n]
		}
		return prefix, any
	}
	strip := func(lines []string, prefix string) []string {
		out := make([]string, len(lines))
		for i, l := range lines {
			out[i] = strings.TrimPrefix(l, prefix)
		}
		return out
	}
	first := -1
	for i, l := range lines {
		if strings.TrimSpace(l) != "" {
			first = i
			break
		}
	}
	if first < 0 {
		return lines
	}
	if p, _ := common(lines); p != "" {
		return strip(lines, p)
	}
	if !trimmedFirst || first+1 >= len(lines) || strings.TrimSpace(lines[first+1]) == "" {
		return lines
	}
	if p, ok := common(lines[first+1:]); ok && p != "" {
		return append(append([]string(nil), lines[:first+1]...), strip(lines[first+1:], p)...)
	}
	return lines
}

// isPreformatted reports whether a block of lines (dedented) looks
// preformatted rather than prose.
func isPreformatted(lines []string) bool {
	for _, l := range lines {
		if strings.HasPrefix(l, "\t") || strings.HasPrefix(l, "  ") || isABNFRuleLine(l) {
			return true
		}
		body := strings.TrimSpace(l)
		if strings.Contains(body, "\t") || strings.Contains(body, "   ") {
			return true
		}
	}
	return false
}

// isABNFRuleLine reports a line that is an ABNF or BNF rule, indented or
// not: the same test the plain-text renderer uses (isABNF).
func isABNFRuleLine(l string) bool { return isABNF(strings.TrimLeft(l, " \t")) }

// hasABNF reports whether a block defines ABNF rules, for its fence's
// info string.
func hasABNF(lines []string) bool {
	for _, l := range lines {
		if isABNFRuleLine(l) {
			return true
		}
	}
	return false
}

// fence puts lines in a fenced code block, with a fence longer than any
// run of backticks in them.
func fence(lines []string) string {
	longest, run := 0, 0
	for _, l := range lines {
		run = 0
		for i := 0; i < len(l); i++ {
			if l[i] == '`' {
				run++
				longest = max(longest, run)
			} else {
				run = 0
			}
		}
	}
	fence := strings.Repeat("`", max(3, longest+1))
	info := ""
	if hasABNF(lines) {
		info = "abnf"
	}
	return fence + info + "\n" + strings.Join(lines, "\n") + "\n" + fence + "\n"
}

// escapeInline escapes the characters of one line of text that Markdown
// would read as markup; lineStart says whether the text starts a line.
func escapeInline(s string, lineStart bool) string {
	var b strings.Builder
	b.Grow(len(s) + 8)
	if lineStart && s != "" {
		switch s[0] {
		case '#', '-', '+', '=', '>':
			b.WriteByte('\\')
			b.WriteByte(s[0])
			s = s[1:]
		default:
			// An ordered-list marker: up to nine digits, then "." or ")".
			n := 0
			for n < len(s) && n < 10 && s[n] >= '0' && s[n] <= '9' {
				n++
			}
			if n > 0 && n <= 9 && n < len(s) && (s[n] == '.' || s[n] == ')') {
				b.WriteString(s[:n])
				b.WriteByte('\\')
				b.WriteByte(s[n])
				s = s[n+1:]
			}
		}
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '\\', '`', '*', '[', ']', '<', '|', '~':
			b.WriteByte('\\')
		case '_':
			if i == 0 || i == len(s)-1 || !isAlnum(s[i-1]) || !isAlnum(s[i+1]) {
				b.WriteByte('\\')
			}
		case '&':
			if entityAt(s[i:]) {
				b.WriteByte('\\')
			}
		}
		b.WriteByte(c)
	}
	return b.String()
}

// isAlnum reports an ASCII letter or digit. A "_" between two of them
// cannot start or end emphasis; next to anything else (non-ASCII
// punctuation included) it may, so it is escaped.
func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// entityAt reports whether s starts with an entity or character
// reference: "&amp;", "&#38;", "&#x26;".
func entityAt(s string) bool {
	n := 1
	for n < len(s) && n <= 32 && (isAlnum(s[n]) || s[n] == '#') {
		n++
	}
	return n > 1 && n < len(s) && s[n] == ';'
}
