package registration

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/urn-playground/urn-playground/internal/ascii"
)

// A registration as plain text, in the form IANA publishes registrations
// (https://www.iana.org/assignments/urn-formal/<nid>): RenderText writes
// it, ImportText (text_import.go) reads it.
//
// What IANA publishes, from its 45 hosted registrations: no section
// numbers (only reso, written as an Internet-Draft, has "3.1 Namespace
// ID:"; no one writes "A.1"); each section as "Label:" at the left
// margin, a blank line, the text, a blank line; short values on the
// heading's line ("Namespace Identifier:  knx", "Version: 1", "Date:
// 2023-09-17"); text at the margin or indented by two to four spaces
// (nbn, etsi and the RFC-like files indent by three); the registrant as
// "Name:"/"E-mail:"/"Address:" lines followed by free text; in the RFC
// 3406 files (urn-1 to urn-7) RFC 2611's headings, with "Registration
// Information:" above "Version 1" and "Date: ...", as RFC 2611 §3 and its
// example in §5 print it. RenderText writes that common form:
//
//	Namespace Identifier: example
//
//	Version: 1
//
//	Date: 2025-01-31
//
//	Registrant:
//
//	   Organization: Example Inc.
//	   E-mail:       urn&example.org
//
//	   Any other text about the registrant.
//
//	Purpose:
//
//	   Prose, wrapped at 72 columns ...
//
//   - the preamble first, at the left margin (indented by three spaces
//     when one of its lines would otherwise read as a heading);
//   - every section of the layout, in order, even an empty one, headed by
//     its Label and a colon; for RFC 2611, "Registration Information:"
//     above "Version 1" (or "Version: <text>" for a version that is not
//     a number) and "Date: ..." lines, or, for a version or date those
//     lines would not give back, "Registration version number:" and
//     "Registration date:" sections;
//   - the namespace identifier, version and date on the heading's line
//     when they are one line and fit in 72 columns;
//   - a structured section's sub-fields, those with text, as "Label:"
//     lines with the values aligned (a value's further lines under its
//     first; values are not wrapped), then its own text;
//   - the extra sections, in order, each as "Heading:" — or as "Heading"
//     over a line of "-" when ImportText would not read "Heading:" as a
//     heading — and then, headed by their label in the layout that has
//     them, any fields the layout does not define;
//   - every text indented by three spaces, paragraphs separated by a
//     blank line. A paragraph that is one line at the text's margin,
//     without a run of spaces inside, and not an ABNF rule (prose, as
//     ImportText stores it, or as the page's text boxes hold it) is
//     wrapped at 72 columns, never so that a line but the first starts
//     with a list marker, a URN or URL, an ABNF rule or a sub-field
//     label (the break moves a word earlier, or the line runs long),
//     since ImportText would not read such lines as prose. Every other
//     paragraph (several lines, an indented one, a table, ABNF) is
//     preformatted and kept line for line, even past 72 columns. A
//     paragraph of several lines that reads as prose wrapped by hand (see
//     ImportText) is joined first, then wrapped.

// LayoutError is RenderText's error for a registration whose Layout
// names none of [Layouts], or for a nil registration.
type LayoutError struct {
	Layout string
}

func (e *LayoutError) Error() string {
	return "template: unknown layout " + ascii.QuoteAll(e.Layout) + ": want \"rfc2611\", \"draft-12\" or \"rfc8141\""
}

const (
	textColumns = 72 // the width RenderText wraps prose to
	bodyIndent  = "   "
	wrapWidth   = textColumns - len(bodyIndent)
	// fullWidth is the length past which a line (with the next line's first
	// word) counts as full, its break as the margin's: RenderText's lines
	// always are, registrants' wrapped at 56 columns or more mostly are.
	fullWidth = 55
)

// RenderText writes r as plain text, in the layout IANA publishes (see
// above), ending in a newline. It fails only when r is nil or r.Layout
// names no layout. [ImportText] reads the result back to the same fields,
// preamble and extra sections when r comes from ImportText.
func RenderText(r *Registration) (string, error) {
	if r == nil {
		return "", &LayoutError{}
	}
	l, ok := LayoutByID(r.Layout)
	if !ok {
		return "", &LayoutError{Layout: r.Layout}
	}
	var w textWriter
	if pre := normalizeText(r.Preamble); pre != "" {
		lines := bodyLines(pre)
		ind := ""
		if preambleUnsafe(lines) {
			ind = bodyIndent
		}
		for _, s := range lines {
			if s != "" {
				s = ind + s
			}
			w.lines = append(w.lines, s)
		}
	}
	for i := 0; i < len(l.Sections); i++ {
		s := &l.Sections[i]
		if s.Group != "" {
			j := i
			for j < len(l.Sections) && l.Sections[j].Group == s.Group {
				j++
			}
			w.group(r, l.Sections[i:j])
			i = j - 1
			continue
		}
		w.section(r, s, s.Label)
	}
	for _, x := range r.Extra {
		w.extra(x.Heading, x.Text)
	}
	for _, id := range strayFields(r, l) {
		w.extra(fieldLabel(id), r.Fields[id])
	}
	return strings.Join(w.lines, "\n") + "\n", nil
}

// strayFields lists the fields of r with text that l has no place for
// (left from another layout), in template order of the layouts that have
// them, then those no layout has.
func strayFields(r *Registration, l *Layout) []string {
	var unknown []string
	for id, text := range r.Fields {
		if text != "" && !fieldInLayout(l, id) {
			unknown = append(unknown, id)
		}
	}
	if len(unknown) == 0 {
		return nil
	}
	var ordered []string
	for _, ol := range Layouts() {
		for _, id := range ol.FieldIDs() {
			if slices.Contains(unknown, id) && !slices.Contains(ordered, id) {
				ordered = append(ordered, id)
			}
		}
	}
	for _, u := range unknown {
		if !slices.Contains(ordered, u) {
			ordered = append(ordered, u)
		}
	}
	return ordered
}

// textWriter collects the output lines.
type textWriter struct {
	lines []string
}

// heading starts a section: a blank line, then the heading's lines.
func (w *textWriter) heading(lines ...string) {
	if len(w.lines) > 0 {
		w.lines = append(w.lines, "")
	}
	w.lines = append(w.lines, lines...)
}

// body writes a section's text lines, indented, after a blank line.
func (w *textWriter) body(lines []string) {
	if len(lines) == 0 {
		return
	}
	w.lines = append(w.lines, "")
	for _, s := range lines {
		if s != "" {
			s = bodyIndent + s
		}
		w.lines = append(w.lines, s)
	}
}

// section writes one section of the layout under the given label.
func (w *textWriter) section(r *Registration, s *Section, label string) {
	text := normalizeText(r.Fields[s.ID])
	if (s.Kind == FieldNID || s.Kind == FieldVersion || s.Kind == FieldDate) && text != "" && !strings.Contains(text, "\n") &&
		utf8.RuneCountInString(label)+2+utf8.RuneCountInString(text) <= textColumns {
		w.heading(label + ": " + text)
		return
	}
	w.heading(label + ":")
	var body []string
	if len(s.SubFields) > 0 {
		body = subFieldLines(r, s)
	}
	if text != "" {
		if len(body) > 0 {
			body = append(body, "")
		}
		body = append(body, bodyLines(text)...)
	}
	w.body(body)
}

// subFieldLines writes the sub-fields that have text, aligned.
func subFieldLines(r *Registration, s *Section) []string {
	type sv struct {
		label string
		lines []string
	}
	var vals []sv
	width := 0
	for _, sf := range s.SubFields {
		var lines []string
		for _, line := range strings.Split(cleanLines(r.Fields[s.ID+"."+sf.ID]), "\n") {
			if line = collapseSpaces(strings.TrimSpace(line)); line != "" {
				lines = append(lines, line)
			}
		}
		if len(lines) == 0 {
			continue
		}
		vals = append(vals, sv{sf.Label + ":", lines})
		width = max(width, utf8.RuneCountInString(sf.Label)+2)
	}
	var out []string
	for _, v := range vals {
		pad := strings.Repeat(" ", width-utf8.RuneCountInString(v.label))
		out = append(out, v.label+pad+v.lines[0])
		for _, more := range v.lines[1:] {
			out = append(out, strings.Repeat(" ", width)+more)
		}
	}
	return out
}

// group writes sections that share a Group heading (RFC 2611's version
// and date under Registration Information), when ImportText would read
// the lines back to the same values; else each as its own section.
func (w *textWriter) group(r *Registration, secs []Section) {
	var body []string
	ok := true
	want := map[string]string{}
	for i := range secs {
		s := &secs[i]
		v := normalizeText(r.Fields[s.ID])
		if strings.Contains(v, "\n") || s.ID != "version" && s.ID != "date" {
			ok = false
			break
		}
		want[s.ID] = v
		switch {
		case v == "":
		case s.ID == "version" && digitsAndDots(v):
			body = append(body, "Version "+v)
		case s.ID == "version":
			body = append(body, "Version: "+v)
		default:
			body = append(body, "Date: "+v)
		}
	}
	if ok {
		v, d, parsed := parseRegInfo(sectionText(splitText(strings.Join(body, "\n"))))
		ok = parsed && v == want["version"] && d == want["date"]
	}
	if ok {
		w.heading(secs[0].Group + ":")
		w.body(body)
		return
	}
	for i := range secs {
		w.section(r, &secs[i], secs[i].Label)
	}
}

// extra writes an extra section.
func (w *textWriter) extra(heading, text string) {
	h := collapseSpaces(strings.TrimSpace(strings.Join(strings.Fields(cleanLines(heading)), " ")))
	if h == "" {
		h = "Untitled section"
	}
	if isColonHeading(h) {
		w.heading(h + ":")
	} else {
		w.heading(h, strings.Repeat("-", max(3, utf8.RuneCountInString(h))))
	}
	if t := normalizeText(text); t != "" {
		w.body(bodyLines(t))
	}
}

// isColonHeading reports whether ImportText reads "h:" at the margin,
// after a blank line and after a known heading, as a heading labelled h.
func isColonHeading(h string) bool {
	c, ok := headingCandidate([]textLine{{text: h + ":"}}, 0)
	return ok && c.colon && !c.numbered && c.value == "" && c.label == h && (isKnownLabel(c.key) || isVocabHeading(c.label))
}

// preambleUnsafe reports whether a line of the preamble, at the
// margin, would read as a known heading.
func preambleUnsafe(lines []string) bool {
	tls := splitText(strings.Join(lines, "\n"))
	for i := range tls {
		if c, ok := headingCandidate(tls, i); ok && (isKnownLabel(c.key) || c.underline) {
			return true
		}
	}
	return false
}
