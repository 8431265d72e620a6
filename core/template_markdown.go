package core

import (
	"github.com/urn-playground/urn-playground/internal/jsontext"
	"strings"
)

// RenderMarkdown writes r as a CommonMark document (GitHub Flavored
// Markdown renders it the same way):
//
//   - a title, "# URN Namespace Registration: <NID>" (without ": <NID>"
//     while the namespace-id field is empty);
//   - the preamble, if any;
//   - each section of the layout, in order, as "## <number> <label>"
//     ("## A.5 Purpose"; RFC 2611 has no numbers). A section with a Group
//     (RFC 2611's "Registration Information") comes under a "## <group>"
//     heading as "### <label>";
//   - a registrant's own text, then its sub-fields as a list,
//     "- **E-mail:** …": every required sub-field and every other one
//     that has text;
//   - the extra sections, each as "## <heading>".
//
// An empty section reads "*Not provided.*", so that a reader sees what is
// missing. A text is shown as typed: paragraphs (separated by blank
// lines) stay paragraphs, each line break within one is a hard line
// break (a backslash at the end of the line), and every character that
// Markdown would read as markup is escaped: \ ` * [ ] < | ~ everywhere; _
// except inside a word; & where it starts an entity ("&amp;"); and at
// the start of a line # - + = > and a number followed by "." or ")".
// A block that looks preformatted goes into a fenced code block (marked
// "abnf" when it defines ABNF rules), as is, with a fence longer than
// any run of backticks in it: a block with a line indented two spaces or
// a tab more than the text's own indentation, one with a tab or three
// spaces in a row inside a line, or one with a line of the form
// "rule = …", "rule =/ …" or "<rule> ::= …". Consecutive preformatted
// blocks share one fence. The text's own indentation is what all its
// lines share, or, when its first line has none and the next line
// continues the same paragraph, what the other lines share (text whose
// first line was trimmed, as when copied from an RFC). CR LF and CR
// count as line breaks, white space around a prose line is dropped, and
// a byte that is not valid UTF-8 becomes U+FFFD.
//
// It fails on the same registrations as [RenderJSON]: nil, an unknown
// layout, or a non-empty field the layout does not define.
func RenderMarkdown(r *Registration) (string, error) {
	l, err := layoutForRender(r)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString("# URN Namespace Registration")
	if nid := mdOneLine(r.Fields["namespace-id"]); nid != "" {
		b.WriteString(": " + mdHeadingText(nid))
	}
	b.WriteString("\n")
	if !mdBlank(r.Preamble) {
		b.WriteString("\n" + mdText(r.Preamble))
	}
	group := ""
	for _, s := range l.Sections {
		level := "## "
		if s.Group != "" {
			if s.Group != group {
				b.WriteString("\n## " + mdHeadingText(s.Group) + "\n")
			}
			level = "### "
		}
		group = s.Group
		heading := s.Label
		if s.Number != "" {
			heading = s.Number + " " + s.Label
		}
		b.WriteString("\n" + level + mdHeadingText(heading) + "\n")
		text := r.Fields[s.ID]
		if !mdBlank(text) {
			b.WriteString("\n" + mdText(text))
		}
		if items := mdSubFields(r, &s); items != "" {
			b.WriteString("\n" + items)
		} else if mdBlank(text) {
			b.WriteString("\n" + mdNotProvided + "\n")
		}
	}
	for _, x := range r.Extra {
		if h := mdOneLine(x.Heading); h != "" {
			b.WriteString("\n## " + mdHeadingText(h) + "\n")
		} else {
			b.WriteString("\n## *Untitled section*\n")
		}
		if mdBlank(x.Text) {
			b.WriteString("\n" + mdNotProvided + "\n")
		} else {
			b.WriteString("\n" + mdText(x.Text))
		}
	}
	return b.String(), nil
}

const mdNotProvided = "*Not provided.*"

// mdSubFields renders a structured section's sub-fields as a list.
func mdSubFields(r *Registration, s *Section) string {
	var b strings.Builder
	for _, sf := range s.SubFields {
		text := r.Fields[s.ID+"."+sf.ID]
		if mdBlank(text) && !sf.Required {
			continue
		}
		b.WriteString("- **" + mdInline(sf.Label+":", false) + "** ")
		if mdBlank(text) {
			b.WriteString(mdNotProvided + "\n")
			continue
		}
		paras := mdParagraphs(mdLines(text))
		for i, p := range paras {
			if i > 0 {
				b.WriteString("\n  ")
			}
			for j, line := range p {
				if j > 0 {
					b.WriteString("\\\n  ")
				}
				b.WriteString(mdInline(strings.TrimSpace(line), i > 0 || j > 0))
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

func mdBlank(s string) bool { return strings.TrimSpace(s) == "" }

// mdOneLine joins the lines of a text with single spaces, for a heading.
func mdOneLine(s string) string {
	return strings.Join(strings.Fields(jsontext.ReplaceInvalidUTF8(s)), " ")
}

// mdHeadingText escapes a heading's text; "#" everywhere, since a
// closing run of them would be dropped.
func mdHeadingText(s string) string {
	return strings.ReplaceAll(mdInline(s, true), "#", `\#`)
}

// mdLines splits a text into lines, with CR LF and CR as line breaks.
func mdLines(s string) []string {
	s = jsontext.ReplaceInvalidUTF8(s)
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	return strings.Split(s, "\n")
}

// mdParagraphs groups lines into runs separated by blank lines.
func mdParagraphs(lines []string) [][]string {
	var paras [][]string
	var cur []string
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			if cur != nil {
				paras = append(paras, cur)
				cur = nil
			}
			continue
		}
		cur = append(cur, l)
	}
	if cur != nil {
		paras = append(paras, cur)
	}
	return paras
}

// mdText renders a text as paragraphs and fenced code blocks, each
// followed by a newline, separated by blank lines.
func mdText(text string) string {
	lines := mdDedent(mdLines(text), true)
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
		blocks = append(blocks, block{lines: lines[i:j], pre: mdPreformatted(lines[i:j]), gap: gap})
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
				b.WriteString(mdInline(strings.TrimSpace(line), true))
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
		out = append(out, mdFence(mdDedent(code, false)))
		i = j
	}
	return strings.Join(out, "\n")
}

// mdDedent removes the leading white space that all non-blank lines
// share. With trimmedFirst, when the first line has none, the line after
// it is in the same paragraph, and the other lines share some (a text
// whose first line was trimmed: "The purpose\n   is ..."), it removes
// the others' from them.
func mdDedent(lines []string, trimmedFirst bool) []string {
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

// mdPreformatted reports whether a block of lines (dedented) looks
// preformatted rather than prose.
func mdPreformatted(lines []string) bool {
	for _, l := range lines {
		if strings.HasPrefix(l, "\t") || strings.HasPrefix(l, "  ") || mdABNFRule(l) {
			return true
		}
		body := strings.TrimSpace(l)
		if strings.Contains(body, "\t") || strings.Contains(body, "   ") {
			return true
		}
	}
	return false
}

// mdABNFRule reports a line that is an ABNF or BNF rule, indented or not:
// the same test the plain-text renderer uses (tplABNF).
func mdABNFRule(l string) bool { return tplABNF(strings.TrimLeft(l, " \t")) }

func mdIsABNF(lines []string) bool {
	for _, l := range lines {
		if mdABNFRule(l) {
			return true
		}
	}
	return false
}

// mdFence puts lines in a fenced code block, with a fence longer than any
// run of backticks in them.
func mdFence(lines []string) string {
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
	if mdIsABNF(lines) {
		info = "abnf"
	}
	return fence + info + "\n" + strings.Join(lines, "\n") + "\n" + fence + "\n"
}

// mdInline escapes the characters of one line of text that Markdown
// would read as markup; lineStart says whether the text starts a line.
func mdInline(s string, lineStart bool) string {
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
			if i == 0 || i == len(s)-1 || !mdAlnum(s[i-1]) || !mdAlnum(s[i+1]) {
				b.WriteByte('\\')
			}
		case '&':
			if mdEntityAt(s[i:]) {
				b.WriteByte('\\')
			}
		}
		b.WriteByte(c)
	}
	return b.String()
}

// mdAlnum reports an ASCII letter or digit. A "_" between two of them
// cannot start or end emphasis; next to anything else (non-ASCII
// punctuation included) it may, so it is escaped.
func mdAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// mdEntityAt reports whether s starts with an entity or character
// reference: "&amp;", "&#38;", "&#x26;".
func mdEntityAt(s string) bool {
	n := 1
	for n < len(s) && n <= 32 && (mdAlnum(s[n]) || s[n] == '#') {
		n++
	}
	return n > 1 && n < len(s) && s[n] == ';'
}
