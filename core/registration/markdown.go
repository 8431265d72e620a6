package registration

import (
	"strings"

	"github.com/urn-playground/urn-playground/internal/jsontext"
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
	if nid := oneLine(r.Fields["namespace-id"]); nid != "" {
		b.WriteString(": " + headingText(nid))
	}
	b.WriteString("\n")
	if !isBlank(r.Preamble) {
		b.WriteString("\n" + renderBlocks(r.Preamble))
	}
	group := ""
	for _, s := range l.Sections {
		level := "## "
		if s.Group != "" {
			if s.Group != group {
				b.WriteString("\n## " + headingText(s.Group) + "\n")
			}
			level = "### "
		}
		group = s.Group
		heading := s.Label
		if s.Number != "" {
			heading = s.Number + " " + s.Label
		}
		b.WriteString("\n" + level + headingText(heading) + "\n")
		text := r.Fields[s.ID]
		if !isBlank(text) {
			b.WriteString("\n" + renderBlocks(text))
		}
		if items := subFieldList(r, &s); items != "" {
			b.WriteString("\n" + items)
		} else if isBlank(text) {
			b.WriteString("\n" + notProvided + "\n")
		}
	}
	for _, x := range r.Extra {
		if h := oneLine(x.Heading); h != "" {
			b.WriteString("\n## " + headingText(h) + "\n")
		} else {
			b.WriteString("\n## *Untitled section*\n")
		}
		if isBlank(x.Text) {
			b.WriteString("\n" + notProvided + "\n")
		} else {
			b.WriteString("\n" + renderBlocks(x.Text))
		}
	}
	return b.String(), nil
}

const notProvided = "*Not provided.*"

// subFieldList renders a structured section's sub-fields as a list.
func subFieldList(r *Registration, s *Section) string {
	var b strings.Builder
	for _, sf := range s.SubFields {
		text := r.Fields[s.ID+"."+sf.ID]
		if isBlank(text) && !sf.Required {
			continue
		}
		b.WriteString("- **" + escapeInline(sf.Label+":", false) + "** ")
		if isBlank(text) {
			b.WriteString(notProvided + "\n")
			continue
		}
		paras := paragraphs(splitLines(text))
		for i, p := range paras {
			if i > 0 {
				b.WriteString("\n  ")
			}
			for j, line := range p {
				if j > 0 {
					b.WriteString("\\\n  ")
				}
				b.WriteString(escapeInline(strings.TrimSpace(line), i > 0 || j > 0))
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

// isBlank reports a text of white space only.
func isBlank(s string) bool { return strings.TrimSpace(s) == "" }

// oneLine joins the lines of a text with single spaces, for a heading;
// each byte that is not UTF-8 becomes U+FFFD, as RenderJSON writes it.
func oneLine(s string) string {
	return strings.Join(strings.Fields(jsontext.ReplaceInvalidUTF8(s)), " ")
}

// headingText escapes a heading's text; "#" everywhere, since a
// closing run of them would be dropped.
func headingText(s string) string {
	return strings.ReplaceAll(escapeInline(s, true), "#", `\#`)
}

// splitLines splits a text into lines, with CR LF and CR as line breaks
// and each byte that is not UTF-8 as U+FFFD, as RenderJSON writes it.
func splitLines(s string) []string {
	s = jsontext.ReplaceInvalidUTF8(s)
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	return strings.Split(s, "\n")
}

// paragraphs groups lines into runs separated by blank lines.
func paragraphs(lines []string) [][]string {
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
