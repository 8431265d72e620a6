package core

import (
	"github.com/urn-playground/urn-playground/internal/jsontext"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Reading a registration written as plain text, the form IANA publishes
// (https://www.iana.org/assignments/urn-formal/<nid>), back into fields.
//
// The rules come from the 45 registrations IANA hosts (urn-formal and
// urn-informal), which follow no single format: "Heading:" lines with
// the text below or on the same line, "Heading" over a "-----" line,
// RFC-style numbers ("3.1 Namespace ID:", "A.5. Purpose"), text at the
// heading's column or indented under it, "Name:"/"E-mail:" lines, e-mail
// addresses written with "&" for "@", whole Internet-Draft-like documents.
//
// Headings. A line is a heading when, after any section number ("3.",
// "3.1", "A.5.") is set aside, it is
//
//   - "Label:", with or without text after the colon ("Version: 1"),
//   - "Label" above a line of "-", "=", "~", "_", "*" or "#" (three or
//     more, at least half as long as the label),
//   - "3.4 Label", numbered, without a colon, or
//   - "Version N",
//
// and the label is one the three layouts know (a section's Label or an
// alias, compared without case, spaces or punctuation, so that
// "NamespaceID" and "Namespace ID" are one label; see [Section.Aliases]
// in template.go; and RFC 2611's "Registration Information").
// A heading must not be indented more than the document's headings are:
// the least indentation of the un-numbered known headings (onem2m indents
// every heading by four spaces; most files by none). Lines indented more
// are text, which is what keeps "   Date: 2009-01-27" inside RFC 2611's
// Registration Information, and every line of RenderText's output
// (indented by three) from reading as a heading.
//
// After the first known heading, two more kinds of heading start an extra
// section: "Label:" alone on its line after a blank line, where every
// word of the label is a heading word (the words of all known labels and
// a few more: "Background", "Overview", "References", "Contact", ...;
// isni's "Uniqueness:", doi's "Additional documentation / information:");
// and any "Label" over a "-----" line. Text before the first heading is
// the preamble. A label the detected layout does not have (RFC 2611's
// "Scope" in an RFC 8141 document) starts an extra section too. A section
// met twice has its texts joined, in order.
//
// Inside the registrant section, "Label: value" lines whose label is one
// of the layout's sub-fields (E-mail, Email, Name, Contact person,
// Affiliation, Organization, Address, Postal address, Phone, ... see
// template.go's SubField.Aliases) fill that sub-field, once each: a repeated one stays
// in the registrant's text. The value goes on over the lines below it that
// are indented more than the label and are not "Label:" lines themselves
// (an address also over lines at the label's own indentation, as urn-6
// and isbn write it); "Name:" alone on its line takes the indented lines
// below it (wfa, onem2m). Where no line is labelled as an e-mail
// address, the e-mail is guessed, with a finding: a line that is nothing
// but an address ("revistaencrucijadas&gmail.com", urn-8) is moved to it;
// else a contact name that is an address (reso's "Designated Contact:
// info&reso.org"); else an address ending a line ("Required: Michael
// Mealling <michael&bailey.dscga.com>", urn-1) is copied, the line
// staying. Every other line is the registrant's own text. "Name:" or
// "E-mail:" lines right after the version or date with no Registrant
// heading (urn-4) start the registrant section, which then ends at the
// first blank line: the text after it goes to the section that follows
// the registrant in the template (RFC 2611's Declaration of syntactic
// structure), when no heading names that one; with a finding.
//
// RFC 2611's "Registration Information" holds "Version 1", "Version: 1",
// "Registration version number: 1", "Date: ...", "Registration date:
// ...", or both on one line (urn-7): they fill version and date. Anything
// else in it keeps the whole section as an extra section, with a finding.
//
// Text. Each section's text loses the indentation all its lines share
// (the text on a heading's own line counts as unindented), its leading
// and trailing blank lines, and runs of blank lines become one. A
// paragraph (lines between blank lines) that reads as prose wrapped by
// hand is joined into one line with single spaces, so that RenderText can
// wrap it again at 72 columns; every other paragraph is kept line for
// line, with its indentation. A paragraph is prose when all its lines
// start at the text's left margin, no line but the first starts with a
// list marker ("*", "-", "o", "1.", "a)", "(1)", "----"), a URN or URL
// (a list of examples), an ABNF rule ("name = ...") or a sub-field label
// ("Email: ..."; nor does the first), no line has a run of
// spaces inside it (two after ".", ":", ";", "?" or "!" are allowed: the
// typewriter's sentence space), and every line but the last is full: it
// and the first word of the next line together are longer than 55
// characters, so the break was the margin's, not the writer's. Addresses,
// lists, ABNF, tables, examples and indented blocks thus stay as they
// were; running text becomes paragraphs.
//
// Tabs become spaces (stops every 8 columns), and so does any other
// white space (no-break space, ...); CR LF and CR end lines.
//
// Nothing is dropped but white space, the heading labels themselves,
// section numbers, "-----" lines, a BOM, and control characters (each
// removal reported). Version and date lines in Registration Information
// lose only their labels and separators. A JSON document (one that
// parses) is kept whole as the preamble, with an error finding.

// TemplateFinding is something an import or a validation of a
// registration template reports: what it concerns (Field: a field id
// such as "purpose" or "registrant.email", or "" for the whole
// document), how serious it is, a stable code, one line of plain
// English, the spec section behind it where there is one, and the line
// of the input it comes from (1-based; 0 when it concerns no one line).
type TemplateFinding struct {
	Field    string
	Severity Severity
	Code     Code
	Msg      string
	Ref      Ref
	Line     int
}

// The codes of [ImportText]'s findings.
const (
	CodeTplTextEmpty       Code = "tpl-text-empty"             // nothing but white space to read
	CodeTplTextNotTemplate Code = "tpl-text-not-template"      // a JSON document, not a plain-text template: kept as the preamble
	CodeTplTextNoHeadings  Code = "tpl-text-no-headings"       // no section heading found: all text kept as the preamble
	CodeTplTextEncoding    Code = "tpl-text-encoding"          // bytes that are not UTF-8, read as U+FFFD
	CodeTplTextControl     Code = "tpl-text-control"           // control characters, removed
	CodeTplTextLayout      Code = "tpl-text-layout"            // the layout the headings point to, and why
	CodeTplTextPreamble    Code = "tpl-text-preamble"          // text before the first heading, kept as the preamble
	CodeTplTextExtra       Code = "tpl-text-extra"             // a heading the layout does not have: kept as an extra section
	CodeTplTextDuplicate   Code = "tpl-text-duplicate"         // a section met twice: its texts joined
	CodeTplTextImplied     Code = "tpl-text-implied"           // registrant lines without a Registrant heading
	CodeTplTextRegInfo     Code = "tpl-text-registration-info" // Registration Information not read as version and date: kept as an extra section
	CodeTplTextGuessed     Code = "tpl-text-guessed"           // an unlabelled e-mail address taken as the registrant's
	CodeTplTextRepeated    Code = "tpl-text-repeated"          // a second "Name:" (or other sub-field) line, kept in the registrant's text
	CodeTplTextLong        Code = "tpl-text-long"              // a section of more than 64 KB
)

// tplTextLongBytes is where ImportText calls a section long: the longest
// section of IANA's hosted registrations is under 20 KB.
const tplTextLongBytes = 64 << 10

// ImportText reads a registration written as plain text (see the rules
// above). It never panics, accepts any input, and keeps all text: what
// it cannot place goes to the preamble or an extra section, with a
// finding. The layout is "rfc2611" when the headings are RFC 2611's (or
// RFC 3406's, the same), else "rfc8141" — or "draft-12" when the text
// has no Additional Information heading and cites
// draft-ietf-urnbis-rfc2141bis-urn but not RFC 8141 — and "rfc8141" when
// there are no headings at all. Empty fields are not stored.
//
// For any input x, ImportText(RenderText(ImportText(x))) gives the same
// layout, fields, preamble and extra sections as ImportText(x).
func ImportText(text string) (*Registration, []TemplateFinding) {
	im := &textImporter{reg: &Registration{Layout: "rfc8141"}, occ: map[string][]tplOcc{}}
	lines := im.normalize(text)
	first, last := -1, -1
	for i, l := range lines {
		if l.text != "" {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 0 {
		im.add("", Error, CodeTplTextEmpty, 0, "there is no text to read")
		return im.reg, im.findings
	}
	if t := lines[first].text; (t[0] == '{' || t[0] == '[') && tplIsJSON(lines[first:last+1]) {
		im.reg.Preamble = tplProcess(lines)
		im.add("", Error, CodeTplTextNotTemplate, lines[first].num,
			"this is a JSON document, not a plain-text registration: kept whole as the preamble (a registration saved as JSON reads back with ImportJSON)")
		return im.reg, im.findings
	}
	hs := tplClassify(lines)
	known := 0
	for _, h := range hs {
		if h.known {
			known++
		}
	}
	if known == 0 {
		im.reg.Preamble = tplProcess(lines)
		im.add("", Error, CodeTplTextNoHeadings, lines[first].num,
			"no section heading of a registration template found (such as \"Namespace Identifier:\" or \"Purpose:\"): all text kept as the preamble")
		return im.reg, im.findings
	}
	im.detectLayout(hs, lines)
	im.build(hs, lines)
	return im.reg, im.findings
}

// tplIsJSON reports whether the lines are a JSON document. (RenderText's
// output never is: its headings stand outside any string.)
func tplIsJSON(lines []textLine) bool {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l.text)
		b.WriteByte('\n')
	}
	_, err := jsontext.Parse(b.String())
	return err == nil
}

// textLine is one line of input.
type textLine struct {
	text   string // without its indentation and trailing white space
	indent int    // columns of indentation, tabs expanded to multiples of 8
	// width is the line's length in characters, for the test of a full
	// line; for text on a heading's own line, the whole line's.
	width int
	num   int // 1-based line number in the input; 0 for lines made up
}

// tplOcc is one occurrence of a section's text, and the line of its heading.
type tplOcc struct {
	text string
	line int
}

type textImporter struct {
	reg      *Registration
	layout   *Layout
	li       int // the layout's index in Layouts()
	findings []TemplateFinding
	occ      map[string][]tplOcc // section id → texts, in document order
}

func (im *textImporter) add(field string, sev Severity, code Code, line int, msg string) {
	var r Ref
	if im.layout != nil {
		if s := im.layout.Section(field); s != nil {
			r = s.Ref
		} else if sec, _, ok := strings.Cut(field, "."); ok {
			if s := im.layout.Section(sec); s != nil {
				r = s.Ref
			}
		}
	}
	im.findings = append(im.findings, TemplateFinding{Field: field, Severity: sev, Code: code, Msg: msg, Ref: r, Line: line})
}

// normalize splits the input into lines: CR LF and CR end lines too; a
// BOM, control characters (but tab and line feed) and invalid UTF-8 go,
// with a finding; tabs and other white space (no-break space, ...)
// become spaces.
func (im *textImporter) normalize(text string) []textLine {
	if !utf8.ValidString(text) {
		n := 0
		for i := 0; i < len(text); {
			r, size := utf8.DecodeRuneInString(text[i:])
			if r == utf8.RuneError && size == 1 {
				n++
			}
			i += size
		}
		text = strings.ToValidUTF8(text, "\uFFFD")
		im.add("", Warning, CodeTplTextEncoding, 0, itoa(n)+" bytes that are not UTF-8, each read as U+FFFD")
	}
	text = strings.TrimPrefix(text, "\uFEFF")
	if strings.IndexByte(text, '\r') >= 0 {
		text = strings.ReplaceAll(text, "\r\n", "\n")
		text = strings.ReplaceAll(text, "\r", "\n")
	}
	raw := strings.Split(text, "\n")
	lines := make([]textLine, len(raw))
	ctrl, ctrlLine := 0, 0
	for i, s := range raw {
		s, n := tplExpandSpace(s, true)
		if n > 0 && ctrl == 0 {
			ctrlLine = i + 1
		}
		ctrl += n
		s = strings.TrimRight(s, " ")
		t := strings.TrimLeft(s, " ")
		lines[i] = textLine{text: t, indent: utf8.RuneCountInString(s[:len(s)-len(t)]), width: utf8.RuneCountInString(t), num: i + 1}
	}
	if ctrl > 0 {
		im.add("", Warning, CodeTplTextControl, ctrlLine, itoa(ctrl)+" control characters (such as form feeds between the pages of an RFC) removed")
	}
	return lines
}

// tplControl reports the control characters a template's text cannot
// hold: C0 but tab and line feed, DEL, and C1.
func tplControl(r rune) bool {
	return r < 0x20 && r != '\t' && r != '\n' || r >= 0x7f && r < 0xa0
}

// --- Heading vocabulary -------------------------------------------------

// tplTextHeadingWords are words that, besides those of the known labels,
// make up the heading of an extra section.
var tplTextHeadingWords = []string{
	"background", "overview", "introduction", "abstract", "benefits", "note", "notes",
	"reference", "references", "contact", "contacts", "history", "change", "changes", "terminology",
	"acknowledgements", "acknowledgments", "considerations", "comments", "remarks",
	"untitled", "section", "other",
}

// tplStopWords may appear in a heading but do not make one.
var tplStopWords = map[string]bool{"of": true, "for": true, "and": true, "the": true, "with": true, "to": true, "in": true, "on": true, "a": true, "an": true, "or": true, "by": true}

const tplRegInfo = "@reginfo" // the id standing for RFC 2611's Registration Information

// tplKey says what a heading label means in each layout.
type tplKey struct {
	ids     [3]string // per layout (Layouts() order): section id, tplRegInfo, or ""
	primary [3]bool   // the section's own Label, not an alias
}

type tplTablesT struct {
	sections map[string]*tplKey
	subs     [3]map[string]string // per layout: label key → sub-field id
	subUnion map[string]bool
	vocab    map[string]bool
}

// tplTabs returns the importer's tables, built from the layouts on first
// use (see layouts).
func tplTabs() *tplTablesT {
	tplTablesOnce.Do(func() { tplTablesData = buildTplTables() })
	return tplTablesData
}

var (
	tplTablesOnce sync.Once
	tplTablesData *tplTablesT
)

func buildTplTables() *tplTablesT {
	t := &tplTablesT{sections: map[string]*tplKey{}, subUnion: map[string]bool{}, vocab: map[string]bool{}}
	addWords := func(label string) {
		for _, w := range tplWords(label) {
			t.vocab[w] = true
		}
	}
	add := func(li int, label, id string, primary bool) {
		k := tplLabelKey(label)
		e := t.sections[k]
		if e == nil {
			e = &tplKey{}
			t.sections[k] = e
		}
		if e.ids[li] == "" {
			e.ids[li], e.primary[li] = id, primary
		}
		addWords(label)
	}
	for li, l := range Layouts() {
		t.subs[li] = map[string]string{}
		for _, s := range l.Sections {
			add(li, s.Label, s.ID, true)
		}
		add(li, "Registration Information", tplRegInfo, li == 0)
		for _, s := range l.Sections {
			for _, a := range s.Aliases {
				add(li, a, s.ID, false)
			}
			for _, sf := range s.SubFields {
				labels := append([]string{sf.Label}, sf.Aliases...)
				for _, a := range labels {
					k := tplLabelKey(a)
					if _, ok := t.subs[li][k]; !ok {
						t.subs[li][k] = sf.ID
					}
					t.subUnion[k] = true
				}
			}
		}
	}
	for _, w := range tplTextHeadingWords {
		t.vocab[w] = true
	}
	return t
}

// tplLabelKey is how labels compare: lower case, letters and digits
// only, "&" read as "and".
func tplLabelKey(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '&':
			b.WriteString("and")
		case r < utf8.RuneSelf && ('a' <= r && r <= 'z' || '0' <= r && r <= '9'):
			b.WriteRune(r)
		case r < utf8.RuneSelf && 'A' <= r && r <= 'Z':
			b.WriteRune(r + 'a' - 'A')
		case r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// tplWords splits a label into lower-case words of letters and digits.
func tplWords(s string) []string {
	var out []string
	start := -1
	for i, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			out = append(out, strings.ToLower(s[start:i]))
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, strings.ToLower(s[start:]))
	}
	return out
}

// tplKnown reports whether a label key names a section (or Registration
// Information) in some layout.
func tplKnown(key string) bool { return tplTabs().sections[key] != nil }

// tplKeyIs reports whether some layout maps the key to one of the ids.
func tplKeyIs(key string, ids ...string) bool {
	if e := tplTabs().sections[key]; e != nil {
		for _, id := range e.ids {
			if id != "" && slices.Contains(ids, id) {
				return true
			}
		}
	}
	return false
}

// tplVocabHeading reports whether a label is made of heading words.
func tplVocabHeading(label string) bool {
	ws := tplWords(label)
	if len(ws) == 0 || len(ws) > 6 {
		return false
	}
	strong := false
	for _, w := range ws {
		if !tplTabs().vocab[w] && !tplStopWords[w] {
			return false
		}
		if !tplStopWords[w] {
			strong = true
		}
	}
	return strong
}

// --- Heading candidates --------------------------------------------------

// tplCand is a line that has the form of a heading.
type tplCand struct {
	label     string // as written, without number, colon and extra spaces
	key       string // tplLabelKey(label)
	value     string // text after the colon on the same line
	numbered  bool
	underline bool // the next line is a rule
	colon     bool
	versionN  bool // "Version 2"
}

// tplCandidate reads line i as a heading, if it has the form of one.
func tplCandidate(lines []textLine, i int) (tplCand, bool) {
	t := lines[i].text
	if t == "" {
		return tplCand{}, false
	}
	if i+1 < len(lines) && tplRule(lines[i+1].text) && !tplRule(t) && tplAbs(lines[i+1].indent-lines[i].indent) <= 2 {
		title, numbered := tplStripNumbering(t)
		title = tplCollapse(strings.TrimSpace(strings.TrimSuffix(title, ":")))
		n := utf8.RuneCountInString(title)
		if n > 0 && n <= 80 && 2*len(lines[i+1].text) >= n && tplHasLetter(title) {
			return tplCand{label: title, key: tplLabelKey(title), numbered: numbered, underline: true}, true
		}
	}
	rest, numbered := tplStripNumbering(t)
	if !numbered {
		if v, ok := tplVersionN(rest); ok {
			return tplCand{label: "Version", key: "version", value: v, versionN: true}, true
		}
	}
	if label, value, ok := tplSplitLabel(rest, 60, 8); ok {
		return tplCand{label: label, key: tplLabelKey(label), value: value, numbered: numbered, colon: true}, true
	}
	if numbered {
		label := tplCollapse(strings.TrimRight(rest, ". "))
		if n := utf8.RuneCountInString(label); n > 0 && n <= 60 && tplHasLetter(label) {
			return tplCand{label: label, key: tplLabelKey(label), numbered: true}, true
		}
	}
	return tplCand{}, false
}

// tplSplitLabel splits "Label: value": a colon within maxBytes, followed
// by a space or the end, after a label of at most maxWords words that
// starts with a letter or digit.
func tplSplitLabel(s string, maxBytes, maxWords int) (label, value string, ok bool) {
	i := strings.IndexByte(s, ':')
	if i <= 0 || i > maxBytes || i+1 < len(s) && s[i+1] != ' ' {
		return "", "", false
	}
	label = tplCollapse(strings.TrimSpace(s[:i]))
	r, _ := utf8.DecodeRuneInString(label)
	if label == "" || !unicode.IsLetter(r) && !unicode.IsDigit(r) || !tplHasLetter(label) || strings.Count(label, " ")+1 > maxWords {
		return "", "", false
	}
	return label, strings.TrimSpace(s[i+1:]), true
}

// tplStripNumbering sets aside section numbers: "3. ", "3.1 ", "A.5. ",
// "5.0 " (groups of one or two digits, with at least one dot), repeatedly.
func tplStripNumbering(s string) (string, bool) {
	numbered := false
	for {
		i := 0
		if len(s) > 2 && s[0] >= 'A' && s[0] <= 'Z' && s[1] == '.' && tplDigit(s[2]) {
			i = 2
		}
		dots, groups := i/2, 0
		for {
			j := i
			for j < len(s) && tplDigit(s[j]) {
				j++
			}
			if j == i || j-i > 2 {
				groups = -1
				break
			}
			groups++
			i = j
			if i < len(s) && s[i] == '.' {
				dots++
				i++
				if i < len(s) && tplDigit(s[i]) {
					continue
				}
			}
			break
		}
		if groups <= 0 || dots == 0 || i >= len(s) || s[i] != ' ' {
			return s, numbered
		}
		rest := strings.TrimLeft(s[i:], " ")
		if rest == "" {
			return s, numbered
		}
		s, numbered = rest, true
	}
}

// tplVersionN reads "Version 2" (the whole line).
func tplVersionN(s string) (string, bool) {
	if len(s) < 9 || !strings.EqualFold(s[:7], "version") || s[7] != ' ' {
		return "", false
	}
	v := strings.TrimLeft(s[7:], " ")
	if v == "" || !tplDigit(v[0]) || !tplDigit(v[len(v)-1]) {
		return "", false
	}
	for i := 0; i < len(v); i++ {
		if !tplDigit(v[i]) && v[i] != '.' {
			return "", false
		}
	}
	return v, true
}

// tplRule reports a line of three or more of one of "-=~_*#".
func tplRule(s string) bool {
	if len(s) < 3 || !strings.ContainsRune("-=~_*#", rune(s[0])) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if s[i] != s[0] {
			return false
		}
	}
	return true
}

func tplDigit(c byte) bool { return '0' <= c && c <= '9' }

func tplAbs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func tplHasLetter(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// tplCollapse turns runs of spaces into one.
func tplCollapse(s string) string {
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

// --- Finding the headings -------------------------------------------------

// tplHeading is a heading found in the input.
type tplHeading struct {
	at, end int // the heading's line; the first line of its section's text
	cand    tplCand
	known   bool // a label some layout knows
	implied bool // registrant lines that began without a heading
}

// tplClassify finds the headings (see the rules at the top of the file).
func tplClassify(lines []textLine) []tplHeading {
	n := len(lines)
	cands := make([]tplCand, n)
	has := make([]bool, n)
	col, colN := -1, -1 // least indentation of known headings, un-numbered and numbered
	for i := range lines {
		cands[i], has[i] = tplCandidate(lines, i)
		if !has[i] || !tplKnown(cands[i].key) {
			continue
		}
		ind := lines[i].indent
		if cands[i].numbered {
			if colN < 0 || ind < colN {
				colN = ind
			}
		} else if col < 0 || ind < col {
			col = ind
		}
	}
	if col < 0 {
		col = max(colN, 0)
	}
	var hs []tplHeading
	seenKnown, regSeen := false, false
	cur := ""
	prevBlank := true
	for i := 0; i < n; i++ {
		l := lines[i]
		if l.text == "" {
			prevBlank = true
			continue
		}
		if has[i] && l.indent <= col {
			c := cands[i]
			known := tplKnown(c.key)
			sub := tplKeyIs(cur, "registrant") && tplTabs().subUnion[c.key]
			ok := known && !sub
			if !known && seenKnown && !sub {
				ok = c.underline || prevBlank && c.colon && c.value == "" && tplVocabHeading(c.label)
			}
			if ok {
				h := tplHeading{at: i, end: i + 1, cand: c, known: known}
				if c.underline {
					h.end = i + 2
				}
				hs = append(hs, h)
				seenKnown = seenKnown || known
				cur = c.key
				if tplKeyIs(c.key, "registrant") {
					regSeen = true
				}
				prevBlank = true
				i = h.end - 1
				continue
			}
		}
		if seenKnown && !regSeen && l.indent <= col && tplKeyIs(cur, "namespace-id", "version", "date", tplRegInfo) {
			if label, value, ok := tplSplitLabel(l.text, 40, 4); ok && value != "" && tplTabs().subUnion[tplLabelKey(label)] {
				hs = append(hs, tplHeading{at: i, end: i, cand: tplCand{label: "Registrant", key: "registrant"}, implied: true})
				cur, regSeen = "registrant", true
			}
		}
		prevBlank = false
	}
	return hs
}

// --- The layout -----------------------------------------------------------

// detectLayout picks the layout whose labels the headings use most: a
// section counts 2 when its own label is met, 1 for an alias, once.
func (im *textImporter) detectLayout(hs []tplHeading, lines []textLine) {
	var best [3]map[string]int
	for i := range best {
		best[i] = map[string]int{}
	}
	additional := false
	for _, h := range hs {
		if !h.known || h.implied {
			continue
		}
		e := tplTabs().sections[h.cand.key]
		for li, id := range e.ids {
			if id == "" || id == tplRegInfo && li != 0 {
				continue
			}
			sc := 1
			if e.primary[li] {
				sc = 2
			}
			best[li][id] = max(best[li][id], sc)
		}
		if e.ids[2] == "additional-information" {
			additional = true
		}
	}
	sum := func(m map[string]int) int {
		n := 0
		for _, v := range m {
			n += v
		}
		return n
	}
	s2611, s8141 := sum(best[0]), sum(best[2])
	ls := Layouts()
	var why string
	switch {
	case s2611 > s8141:
		im.li = 0
		why = "its headings are RFC 2611's (score " + itoa(s2611) + " against " + itoa(s8141) + " for RFC 8141 Appendix A)"
	default:
		im.li = 2
		why = "its headings are those of Appendix A (score " + itoa(s8141) + " against " + itoa(s2611) + " for RFC 2611)"
		if !additional {
			var b strings.Builder
			for _, l := range lines {
				b.WriteString(strings.ToLower(l.text))
				b.WriteByte('\n')
			}
			all := b.String()
			if strings.Contains(all, "draft-ietf-urnbis-rfc2141bis-urn") && !strings.Contains(all, "rfc 8141") && !strings.Contains(all, "rfc8141") {
				im.li = 1
				why += ", it has no Additional Information and it cites draft-ietf-urnbis-rfc2141bis-urn, not RFC 8141"
			}
		}
	}
	im.layout = ls[im.li]
	im.reg.Layout = im.layout.ID
	im.findings = append(im.findings, TemplateFinding{Severity: Info, Code: CodeTplTextLayout, Ref: im.layout.Ref,
		Msg: "read as " + im.layout.Title + ": " + why})
}

// --- Sections ---------------------------------------------------------------

// build files each heading's text under its field.
func (im *textImporter) build(hs []tplHeading, lines []textLine) {
	if hs[0].at > 0 {
		pre := lines[:hs[0].at]
		if p := tplProcess(pre); p != "" {
			im.reg.Preamble = p
			n := 0
			for _, l := range pre {
				if l.text != "" {
					n++
				}
			}
			im.add("", Info, CodeTplTextPreamble, pre[0].num, itoa(n)+" lines before the first heading kept as the preamble")
		}
	}
	var order []string // section ids in the order first met
	for k, h := range hs {
		next := len(lines)
		if k+1 < len(hs) {
			next = hs[k+1].at
		}
		head := lines[h.at]
		raw := lines[h.end:next]
		var after []textLine // text after implied registrant lines
		if h.implied {
			for j, l := range raw {
				if l.text == "" {
					raw, after = raw[:j], raw[j:]
					break
				}
			}
		}
		body := tplDedent(raw)
		if h.cand.value != "" {
			body = append([]textLine{{text: h.cand.value, width: head.width, num: head.num}}, body...)
		}
		text := tplProcess(body)
		if len(text) > tplTextLongBytes {
			im.add("", Warning, CodeTplTextLong, head.num, "the section under \""+h.cand.label+"\" holds "+itoa(len(text))+" bytes of text")
		}
		id := ""
		if e := tplTabs().sections[h.cand.key]; e != nil {
			id = e.ids[im.li]
		}
		switch {
		case h.implied:
			id = "registrant"
			msg := "registrant lines (\"" + tplShort(head.text) + "\") without a Registrant heading: read as the registrant section"
			if t := tplProcess(after); t != "" {
				if nextID := im.afterRegistrant(hs); nextID != "" {
					msg += "; the text after them as " + im.layout.Section(nextID).Label + ", the section that follows in the template"
					order = im.addOcc(order, nextID, t, head.num)
				} else {
					text = tplProcess(lines[h.end:next])
				}
			}
			im.add("registrant", Warning, CodeTplTextImplied, head.num, msg)
		case id == tplRegInfo:
			v, d, ok := tplParseRegInfo(text)
			if !ok {
				im.reg.Extra = append(im.reg.Extra, ExtraSection{Heading: h.cand.label, Text: text})
				im.add("", Warning, CodeTplTextRegInfo, head.num, "\""+h.cand.label+"\" does not read as a version and a date: kept as an extra section")
				continue
			}
			for _, p := range [2][2]string{{"version", v}, {"date", d}} {
				if p[1] != "" {
					order = im.addOcc(order, p[0], p[1], head.num)
				}
			}
			continue
		case id == "":
			im.reg.Extra = append(im.reg.Extra, ExtraSection{Heading: h.cand.label, Text: text})
			msg := "\"" + h.cand.label + "\" is not a section of " + im.layout.Title + ": kept as an extra section"
			if h.known {
				msg = "\"" + h.cand.label + "\" is a heading of another layout, not of " + im.layout.Title + ": kept as an extra section"
			}
			im.add("", Info, CodeTplTextExtra, head.num, msg)
			continue
		}
		order = im.addOcc(order, id, text, head.num)
	}
	for _, id := range order {
		var texts []string
		for _, o := range im.occ[id] {
			if o.text != "" {
				texts = append(texts, o.text)
			}
		}
		if len(texts) > 1 {
			line := 0
			n := 0
			for _, o := range im.occ[id] {
				if o.text != "" {
					if n++; n == 2 {
						line = o.line
					}
				}
			}
			im.add(id, Warning, CodeTplTextDuplicate, line, "the "+im.layout.Section(id).Label+" section appears "+itoa(len(texts))+" times: its texts are joined")
		}
		text := strings.Join(texts, "\n\n")
		if id == "registrant" {
			text = im.registrant(text, im.occ[id][0].line)
		}
		if text != "" {
			im.reg.Set(id, text)
		}
	}
}

// afterRegistrant returns the id of the section after the registrant in
// the layout, when no heading names it.
func (im *textImporter) afterRegistrant(hs []tplHeading) string {
	secs := im.layout.Sections
	for i := range secs {
		if secs[i].ID != "registrant" || i+1 == len(secs) {
			continue
		}
		id := secs[i+1].ID
		for _, h := range hs {
			if e := tplTabs().sections[h.cand.key]; e != nil && e.ids[im.li] == id {
				return ""
			}
		}
		return id
	}
	return ""
}

func (im *textImporter) addOcc(order []string, id, text string, line int) []string {
	if _, ok := im.occ[id]; !ok {
		order = append(order, id)
	}
	im.occ[id] = append(im.occ[id], tplOcc{text, line})
	return order
}

func tplShort(s string) string {
	if utf8.RuneCountInString(s) <= 40 {
		return s
	}
	r := []rune(s)
	return string(r[:40]) + "…"
}

// tplDedent removes the indentation all non-blank lines share.
func tplDedent(lines []textLine) []textLine {
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

// --- The registrant -----------------------------------------------------------

// registrant fills the registrant's sub-fields from its text and returns
// the rest of it. It reads until nothing more is taken, so that reading
// the rest again takes nothing: the round trip through RenderText needs
// that.
func (im *textImporter) registrant(text string, line int) string {
	subs := tplTabs().subs[im.li]
	hasEmail := subs["email"] == "email"
	for {
		lines := tplSplitText(text)
		consumed := make([]bool, len(lines))
		took := false
		for i := 0; i < len(lines); i++ {
			l := lines[i]
			label, value, ok := tplSplitLabel(l.text, 40, 4)
			if !ok {
				continue
			}
			sub, ok := subs[tplLabelKey(label)]
			if !ok || im.reg.Get("registrant."+sub) != "" {
				continue
			}
			var vals []string
			j := i + 1
			cont := func(k int, same bool) bool {
				m := lines[k]
				return m.text != "" && !tplLabelLike(tplCollapse(m.text)) && (m.indent > l.indent || same && m.indent == l.indent)
			}
			if value != "" {
				vals = append(vals, tplCollapse(value))
				for ; j < len(lines) && cont(j, sub == "address"); j++ {
					vals = append(vals, tplCollapse(lines[j].text))
				}
			} else {
				k := j
				for k < len(lines) && lines[k].text == "" {
					k++
				}
				same := k == j && sub == "address"
				for ; k < len(lines) && cont(k, same); k++ {
					vals = append(vals, tplCollapse(lines[k].text))
				}
				if len(vals) == 0 {
					continue
				}
				j = k
			}
			for k := i; k < j; k++ {
				consumed[k] = true
			}
			im.reg.Set("registrant."+sub, strings.Join(vals, "\n"))
			took = true
			i = j - 1
		}
		if !took && hasEmail && im.reg.Get("registrant.email") == "" {
			for i, l := range lines {
				if tplEmailOnly(l.text) {
					consumed[i] = true
					im.reg.Set("registrant.email", strings.Trim(l.text, "<>"))
					im.add("registrant.email", Info, CodeTplTextGuessed, line, "\""+l.text+"\", on a line of its own in the registrant's text, taken as the registrant's e-mail address")
					took = true
					break
				}
			}
		}
		if v := im.reg.Get("registrant.name"); !took && hasEmail && im.reg.Get("registrant.email") == "" && tplEmailOnly(v) {
			// reso: "Designated Contact: info&reso.org". The name is free
			// again: read the text once more.
			im.reg.Set("registrant.email", v)
			delete(im.reg.Fields, "registrant.name")
			im.add("registrant.email", Info, CodeTplTextGuessed, line, "the contact given is an e-mail address, "+v+": taken as the registrant's e-mail address")
			took = true
		}
		if !took {
			break
		}
		var rest []textLine
		for i, l := range lines {
			if !consumed[i] {
				rest = append(rest, l)
			}
		}
		text = tplProcess(rest)
	}
	if hasEmail && im.reg.Get("registrant.email") == "" {
		// An address at the end of a line: "Name <a&example.org>",
		// "Name, Role, a&example.org". Copied; the line stays.
		for _, l := range tplSplitText(text) {
			if i := strings.LastIndexByte(l.text, ' '); i > 0 {
				if w := strings.Trim(l.text[i+1:], "<>(),.;"); tplEmailOnly(w) {
					im.reg.Set("registrant.email", w)
					im.add("registrant.email", Info, CodeTplTextGuessed, line, "the e-mail address at the end of \""+tplShort(l.text)+"\" taken as the registrant's (the line stays in the registrant's text)")
					break
				}
			}
		}
	}
	for _, l := range tplSplitText(text) {
		if label, _, ok := tplSplitLabel(l.text, 40, 4); ok {
			if sub, ok := subs[tplLabelKey(label)]; ok && im.reg.Get("registrant."+sub) != "" {
				im.add("registrant."+sub, Info, CodeTplTextRepeated, line, "a second \""+label+":\" line kept in the registrant's text")
			}
		}
	}
	return text
}

// tplLabelLike reports a "Label: value" line of any label ("Web URL:",
// "Fax:"), which ends a sub-field's value.
func tplLabelLike(s string) bool {
	_, _, ok := tplSplitLabel(s, 32, 4)
	return ok
}

// tplEmailOnly reports a line that is one e-mail address and nothing
// else, with "@" or, as IANA publishes them, "&": "a.b&example.org",
// "<a@example.org>".
func tplEmailOnly(s string) bool {
	if strings.HasPrefix(s, "<") && strings.HasSuffix(s, ">") {
		s = s[1 : len(s)-1]
	}
	at := strings.IndexAny(s, "@&")
	if at <= 0 || strings.LastIndexAny(s, "@&") != at {
		return false
	}
	local, domain := s[:at], s[at+1:]
	dot := strings.LastIndexByte(domain, '.')
	if dot <= 0 || dot == len(domain)-1 {
		return false
	}
	for _, part := range []string{local, domain} {
		for i := 0; i < len(part); i++ {
			c := part[i]
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || tplDigit(c) || strings.IndexByte("._%+-", c) >= 0) {
				return false
			}
		}
	}
	return true
}

// --- Registration Information ------------------------------------------------

// tplParseRegInfo reads RFC 2611's Registration Information: the
// version and the date, each after its word ("Version 1", "Registration
// version number: 1", "Date: 2001-02-23"), up to a ";" or the end of
// the line. ok is false when a word outside those labels is left over,
// or when neither is found in a text that is not empty.
func tplParseRegInfo(text string) (version, date string, ok bool) {
	if text == "" {
		return "", "", true
	}
	for _, line := range strings.Split(text, "\n") {
		lower := tplASCIILower(line)
		vPos, dPos := -1, -1
		if version == "" {
			vPos = tplFindWord(lower, "version")
		}
		if date == "" {
			dPos = tplFindWord(lower, "date")
		}
		type span struct{ from, to int }
		var covered []span
		if vPos >= 0 {
			p := tplSkipSpaces(line, vPos+7)
			if strings.HasPrefix(lower[p:], "number") && (p+6 == len(line) || !tplWordByte(line[p+6])) {
				p = tplSkipSpaces(line, p+6)
			}
			if p < len(line) && line[p] == ':' {
				p++
			}
			p = tplSkipSpaces(line, p)
			end := tplValueEnd(line, p, dPos)
			if p < len(line) && tplDigit(line[p]) {
				q := p
				for q < end && (tplDigit(line[q]) || line[q] == '.') {
					q++
				}
				for q > p && line[q-1] == '.' {
					q--
				}
				if q == len(line) || !tplWordByte(line[q]) { // "1; date", not "1st"
					end = q
				}
			}
			if v := strings.TrimSpace(line[p:end]); v != "" {
				version = v
				covered = append(covered, span{vPos, end})
			}
		}
		if dPos >= 0 && !(len(covered) > 0 && dPos >= covered[0].from && dPos < covered[0].to) {
			p := tplSkipSpaces(line, dPos+4)
			if p < len(line) && line[p] == ':' {
				p++
			}
			p = tplSkipSpaces(line, p)
			other := -1
			if len(covered) > 0 {
				other = covered[0].from
			}
			end := tplValueEnd(line, p, other)
			if d := strings.TrimSpace(line[p:end]); d != "" {
				date = d
				covered = append(covered, span{dPos, end})
			}
		}
		left := []byte(line)
		for _, s := range covered {
			for i := s.from; i < s.to; i++ {
				left[i] = ' '
			}
		}
		for _, w := range tplWords(string(left)) {
			switch w {
			case "registration", "information", "version", "number", "date", "of", "the", "and":
			default:
				return "", "", false
			}
		}
	}
	return version, date, version != "" || date != ""
}

// tplValueEnd is where a value starting at p ends: at a ";", at the
// other label's word when it comes later, or at the end of the line.
func tplValueEnd(line string, p, other int) int {
	end := len(line)
	if i := strings.IndexByte(line[p:], ';'); i >= 0 {
		end = p + i
	}
	if other > p && other < end {
		end = other
	}
	return end
}

func tplSkipSpaces(s string, p int) int {
	for p < len(s) && s[p] == ' ' {
		p++
	}
	return p
}

func tplWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || tplDigit(c) || c >= 0x80
}

// tplFindWord finds word (lower case ASCII) in s as a whole word.
func tplFindWord(s, word string) int {
	for from := 0; ; {
		i := strings.Index(s[from:], word)
		if i < 0 {
			return -1
		}
		i += from
		if (i == 0 || !tplWordByte(s[i-1])) && (i+len(word) == len(s) || !tplWordByte(s[i+len(word)])) {
			return i
		}
		from = i + 1
	}
}

// tplASCIILower lowers ASCII letters only, so that byte offsets stay.
func tplASCIILower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
