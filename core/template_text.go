package core

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A registration as plain text, in the form IANA publishes registrations
// (https://www.iana.org/assignments/urn-formal/<nid>): RenderText writes
// it, ImportText (template_import.go) reads it.
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

// TemplateLayoutError is RenderText's error for a registration whose
// Layout names none of [Layouts], or for a nil registration.
type TemplateLayoutError struct {
	Layout string
}

func (e *TemplateLayoutError) Error() string {
	return "template: unknown layout " + strconv.Quote(e.Layout) + ": want \"rfc2611\", \"draft-12\" or \"rfc8141\""
}

const (
	tplTextColumns = 72 // the width RenderText wraps prose to
	tplIndent      = "   "
	tplWrapWidth   = tplTextColumns - len(tplIndent)
	// tplFull is the length past which a line (with the next line's first
	// word) counts as full, its break as the margin's: RenderText's lines
	// always are, registrants' wrapped at 56 columns or more mostly are.
	tplFull = 55
)

// RenderText writes r as plain text, in the layout IANA publishes (see
// above), ending in a newline. It fails only when r is nil or r.Layout
// names no layout. [ImportText] reads the result back to the same fields,
// preamble and extra sections when r comes from ImportText.
func RenderText(r *Registration) (string, error) {
	if r == nil {
		return "", &TemplateLayoutError{}
	}
	l, ok := LayoutByID(r.Layout)
	if !ok {
		return "", &TemplateLayoutError{Layout: r.Layout}
	}
	var w tplWriter
	if pre := tplNormalize(r.Preamble); pre != "" {
		lines := tplBodyLines(pre)
		ind := ""
		if tplPreambleUnsafe(lines) {
			ind = tplIndent
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
	var unknown []string
	for id, text := range r.Fields {
		if text != "" && !tplInLayout(l, id) {
			unknown = append(unknown, id)
		}
	}
	if len(unknown) > 0 {
		// Text the layout has no place for (left from another layout):
		// kept, in template order of the layouts that have it.
		var ordered []string
		for _, ol := range Layouts() {
			for _, id := range ol.FieldIDs() {
				for _, u := range unknown {
					if u == id && !containsString(ordered, u) {
						ordered = append(ordered, u)
					}
				}
			}
		}
		for _, u := range unknown {
			if !containsString(ordered, u) {
				ordered = append(ordered, u)
			}
		}
		for _, id := range ordered {
			w.extra(tplFieldLabel(id), r.Fields[id])
		}
	}
	return strings.Join(w.lines, "\n") + "\n", nil
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// tplInLayout reports whether id is one of l.FieldIDs().
func tplInLayout(l *Layout, id string) bool {
	sec, sub, hasSub := strings.Cut(id, ".")
	s := l.Section(sec)
	if s == nil || !hasSub {
		return s != nil
	}
	for _, sf := range s.SubFields {
		if sf.ID == sub {
			return true
		}
	}
	return false
}

// tplFieldLabel is the label of a field id in the first layout that has
// it: "Purpose", "Phone"; else the id itself.
func tplFieldLabel(id string) string {
	sec, sub, hasSub := strings.Cut(id, ".")
	for _, l := range Layouts() {
		s := l.Section(sec)
		if s == nil {
			continue
		}
		if !hasSub {
			return s.Label
		}
		for _, sf := range s.SubFields {
			if sf.ID == sub {
				return s.Label + " " + sf.Label
			}
		}
	}
	return id
}

// tplWriter collects the output lines.
type tplWriter struct {
	lines []string
}

// heading starts a section: a blank line, then the heading's lines.
func (w *tplWriter) heading(lines ...string) {
	if len(w.lines) > 0 {
		w.lines = append(w.lines, "")
	}
	w.lines = append(w.lines, lines...)
}

// body writes a section's text lines, indented, after a blank line.
func (w *tplWriter) body(lines []string) {
	if len(lines) == 0 {
		return
	}
	w.lines = append(w.lines, "")
	for _, s := range lines {
		if s != "" {
			s = tplIndent + s
		}
		w.lines = append(w.lines, s)
	}
}

// section writes one section of the layout under the given label.
func (w *tplWriter) section(r *Registration, s *Section, label string) {
	text := tplNormalize(r.Fields[s.ID])
	if (s.Kind == FieldNID || s.Kind == FieldVersion || s.Kind == FieldDate) && text != "" && !strings.Contains(text, "\n") &&
		utf8.RuneCountInString(label)+2+utf8.RuneCountInString(text) <= tplTextColumns {
		w.heading(label + ": " + text)
		return
	}
	w.heading(label + ":")
	var body []string
	if len(s.SubFields) > 0 {
		body = tplSubFieldLines(r, s)
	}
	if text != "" {
		if len(body) > 0 {
			body = append(body, "")
		}
		body = append(body, tplBodyLines(text)...)
	}
	w.body(body)
}

// tplSubFieldLines writes the sub-fields that have text, aligned.
func tplSubFieldLines(r *Registration, s *Section) []string {
	type sv struct {
		label string
		lines []string
	}
	var vals []sv
	width := 0
	for _, sf := range s.SubFields {
		var lines []string
		for _, line := range strings.Split(tplCleanLines(r.Fields[s.ID+"."+sf.ID]), "\n") {
			if line = tplCollapse(strings.TrimSpace(line)); line != "" {
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
func (w *tplWriter) group(r *Registration, secs []Section) {
	var body []string
	ok := true
	want := map[string]string{}
	for i := range secs {
		s := &secs[i]
		v := tplNormalize(r.Fields[s.ID])
		if strings.Contains(v, "\n") || s.ID != "version" && s.ID != "date" {
			ok = false
			break
		}
		want[s.ID] = v
		switch {
		case v == "":
		case s.ID == "version" && tplAllDigits(v):
			body = append(body, "Version "+v)
		case s.ID == "version":
			body = append(body, "Version: "+v)
		default:
			body = append(body, "Date: "+v)
		}
	}
	if ok {
		v, d, parsed := tplParseRegInfo(tplProcess(tplSplitText(strings.Join(body, "\n"))))
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

func tplAllDigits(s string) bool {
	if s == "" || !tplDigit(s[0]) || !tplDigit(s[len(s)-1]) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !tplDigit(s[i]) && s[i] != '.' {
			return false
		}
	}
	return true
}

// extra writes an extra section.
func (w *tplWriter) extra(heading, text string) {
	h := tplCollapse(strings.TrimSpace(strings.Join(strings.Fields(tplCleanLines(heading)), " ")))
	if h == "" {
		h = "Untitled section"
	}
	if tplColonHeading(h) {
		w.heading(h + ":")
	} else {
		w.heading(h, strings.Repeat("-", max(3, utf8.RuneCountInString(h))))
	}
	if t := tplNormalize(text); t != "" {
		w.body(tplBodyLines(t))
	}
}

// tplColonHeading reports whether ImportText reads "h:" at the margin,
// after a blank line and after a known heading, as a heading labelled h.
func tplColonHeading(h string) bool {
	c, ok := tplCandidate([]textLine{{text: h + ":"}}, 0)
	return ok && c.colon && !c.numbered && c.value == "" && c.label == h && (tplKnown(c.key) || tplVocabHeading(c.label))
}

// tplPreambleUnsafe reports whether a line of the preamble, at the
// margin, would read as a known heading.
func tplPreambleUnsafe(lines []string) bool {
	tls := tplSplitText(strings.Join(lines, "\n"))
	for i := range tls {
		if c, ok := tplCandidate(tls, i); ok && (tplKnown(c.key) || c.underline) {
			return true
		}
	}
	return false
}

// --- Text ------------------------------------------------------------------

// tplCleanLines makes CR LF and CR line feeds, tabs spaces (tab stops
// every 8 columns), and other white space (no-break space, ...) spaces,
// as ImportText does.
func tplCleanLines(s string) string {
	if strings.IndexByte(s, '\r') >= 0 {
		s = strings.ReplaceAll(s, "\r\n", "\n")
		s = strings.ReplaceAll(s, "\r", "\n")
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i], _ = tplExpandSpace(l, false)
	}
	return strings.Join(lines, "\n")
}

// tplExpandSpace turns each tab of one line into spaces up to the next
// 8-column stop and other white space (no-break space, em space, ...)
// into a space. With drop, it also removes control characters and counts
// them. A line with none of these is returned as it is.
func tplExpandSpace(line string, drop bool) (string, int) {
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
		case tplControl(r):
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

// tplSplitText splits a text into lines.
func tplSplitText(s string) []textLine {
	raw := strings.Split(s, "\n")
	out := make([]textLine, len(raw))
	for i, line := range raw {
		line = strings.TrimRight(line, " ")
		t := strings.TrimLeft(line, " ")
		out[i] = textLine{text: t, indent: utf8.RuneCountInString(line[:len(line)-len(t)]), width: utf8.RuneCountInString(t)}
	}
	return out
}

// tplNormalize puts a text in the form ImportText stores: margin
// removed, blank lines trimmed and single, prose paragraphs joined.
func tplNormalize(s string) string {
	if s == "" {
		return ""
	}
	return tplProcess(tplSplitText(tplCleanLines(s)))
}

// tplProcess turns a section's lines into its text: the shared
// indentation removed, leading, trailing and repeated blank lines
// dropped, each prose paragraph joined into one line.
func tplProcess(lines []textLine) string {
	lines = tplDedent(lines)
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
		if tplProse(blk) {
			out = append(out, tplJoin(blk))
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

// tplJoin joins a prose paragraph's lines with single spaces.
func tplJoin(blk []textLine) string {
	if len(blk) == 1 {
		return tplCollapse(blk[0].text)
	}
	parts := make([]string, len(blk))
	for i, l := range blk {
		parts[i] = l.text
	}
	return tplCollapse(strings.Join(parts, " "))
}

// tplProse reports whether a paragraph (lines between blank lines, the
// margin removed) reads as running text wrapped by hand: see ImportText.
// RenderText's wrapping of a paragraph always gives lines that pass, so
// that reading them joins them back to the same line.
func tplProse(blk []textLine) bool {
	for i, l := range blk {
		if l.indent != 0 || tplGap(l.text) {
			return false
		}
		if i > 0 && tplStructural(l.text) {
			return false
		}
		if i+1 < len(blk) && l.width+1+tplFirstWordWidth(blk[i+1].text) <= tplFull {
			return false
		}
	}
	if tplABNF(blk[0].text) || tplSubLabel(blk[0].text) {
		return false
	}
	if len(blk) > 1 {
		j := tplJoin(blk)
		if tplABNF(j) || tplSubLabel(j) {
			return false
		}
	}
	return true
}

// tplGap reports a run of spaces inside a line that is alignment, not
// the space between words: three or more, or two not after ". : ; ? !".
func tplGap(s string) bool {
	for i := 1; i < len(s); i++ {
		if s[i] != ' ' || s[i-1] == ' ' {
			continue
		}
		j := i
		for j < len(s) && s[j] == ' ' {
			j++
		}
		if j-i >= 3 || j-i == 2 && !strings.ContainsRune(".:;?!", rune(s[i-1])) {
			return true
		}
		i = j
	}
	return false
}

func tplFirstWordWidth(s string) int {
	if i := strings.IndexByte(s, ' '); i >= 0 {
		s = s[:i]
	}
	return utf8.RuneCountInString(s)
}

// tplStructural reports a line start that a wrapped line of prose never
// has: a list marker, an ABNF rule, or a sub-field label.
func tplStructural(s string) bool {
	w := s
	if i := strings.IndexByte(s, ' '); i >= 0 {
		w = s[:i]
	}
	return tplMarker(w) || tplURIStart(w) || tplABNF(s) || tplSubLabel(s)
}

// tplURIStart reports a word that is a URN or a URL ("urn:x:y",
// "https://..."): lines starting with one are lists of examples.
func tplURIStart(w string) bool {
	return len(w) > 4 && strings.EqualFold(w[:4], "urn:") || strings.Contains(w, "://")
}

// tplMarker reports a list marker or a rule: "*", "-", "o", "•", "1.",
// "12)", "a)", "(iv)", "----".
func tplMarker(w string) bool {
	switch w {
	case "*", "-", "+", "o", "•", "·", "◦", "‣", "–", "—", ">", "|", "#":
		return true
	}
	if tplRule(w) {
		return true
	}
	n := len(w)
	if n >= 2 && n <= 4 && (w[n-1] == '.' || w[n-1] == ')') {
		body := w[:n-1]
		if tplAllDigits(body) && !strings.Contains(body, ".") {
			return true
		}
		if len(body) == 1 && (body[0] >= 'a' && body[0] <= 'z' || body[0] >= 'A' && body[0] <= 'Z') {
			return true
		}
	}
	if n >= 3 && n <= 6 && w[0] == '(' && w[n-1] == ')' {
		for i := 1; i < n-1; i++ {
			if c := w[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || tplDigit(c)) {
				return false
			}
		}
		return true
	}
	return false
}

// tplABNF reports a line that starts an ABNF (or BNF) rule: "name = ...",
// "name =/ ...", "<name> ::= ...".
func tplABNF(s string) bool {
	angle := strings.HasPrefix(s, "<")
	if angle {
		s = s[1:]
	}
	n := 0
	for n < len(s) && (s[n] >= 'a' && s[n] <= 'z' || s[n] >= 'A' && s[n] <= 'Z' || n > 0 && (tplDigit(s[n]) || s[n] == '-' || s[n] == '_')) {
		n++
	}
	if n == 0 {
		return false
	}
	s = s[n:]
	if angle {
		if !strings.HasPrefix(s, ">") {
			return false
		}
		s = s[1:]
	}
	s = strings.TrimLeft(s, " \t")
	for _, op := range []string{"::=", ":=", "=/", "="} {
		if rest, ok := strings.CutPrefix(s, op); ok {
			// "a = b" and "a =" (continued below), but not "a==b" or "a=b" prose.
			return rest == "" || rest[0] == ' ' || rest[0] == '\t'
		}
	}
	return false
}

// tplSubLabel reports a line that starts with a sub-field's label of any
// layout and a colon: "E-mail: ...", "Contact person:".
func tplSubLabel(s string) bool {
	label, _, ok := tplSplitLabel(s, 40, 4)
	return ok && tplTabs().subUnion[tplLabelKey(label)]
}

// tplBodyLines renders a normalized text as lines without indentation:
// one-line prose paragraphs wrapped, the rest as they are, paragraphs
// separated by empty lines.
func tplBodyLines(text string) []string {
	var out []string
	for i, blk := range strings.Split(text, "\n\n") {
		if i > 0 {
			out = append(out, "")
		}
		if !strings.Contains(blk, "\n") && !strings.HasPrefix(blk, " ") && tplProse([]textLine{{text: blk, width: utf8.RuneCountInString(blk)}}) {
			out = append(out, tplWrap(blk, tplWrapWidth)...)
			continue
		}
		out = append(out, strings.Split(blk, "\n")...)
	}
	return out
}

// tplWrap wraps one line of prose (single spaces) at width columns,
// greedily; a break before a word that would start the next line with a
// list marker, an ABNF rule or a sub-field label moves one word earlier
// when the line stays full, and otherwise is not made (the line runs
// long).
func tplWrap(s string, width int) []string {
	// words[i] is s[at[i]:at[i]+len(words[i])]; a line is s[from:to].
	words := strings.Split(s, " ")
	at := make([]int, len(words))
	for i, p := 1, len(words[0])+1; i < len(words); i++ {
		at[i] = p
		p += len(words[i]) + 1
	}
	starts := func(i int) bool { // does the text from words[i] start structurally?
		end := min(i+6, len(words))
		return tplStructural(strings.Join(words[i:end], " "))
	}
	var out []string
	first, curW := 0, utf8.RuneCountInString(words[0]) // the current line: words[first:i]
	for i := 1; i < len(words); i++ {
		ww := utf8.RuneCountInString(words[i])
		if curW+1+ww <= width {
			curW += 1 + ww
			continue
		}
		if !starts(i) {
			out = append(out, s[at[first]:at[i]-1])
			first, curW = i, ww
			continue
		}
		if i-first >= 2 && curW > tplFull && !starts(i-1) {
			out = append(out, s[at[first]:at[i-1]-1])
			first, curW = i-1, utf8.RuneCountInString(words[i-1])+1+ww
			continue
		}
		curW += 1 + ww
	}
	return append(out, s[at[first]:])
}
