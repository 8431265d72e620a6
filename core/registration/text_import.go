package registration

import (
	"strings"
	"unicode/utf8"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/internal/jsontext"
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
// in the layouts; and RFC 2611's "Registration Information").
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
// [SubField.Aliases]) fill that sub-field, once each: a repeated one
// stays in the registrant's text. The value goes on over the lines below it that
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

// The codes of [ImportText]'s findings.
const (
	CodeTextEmpty       core.Code = "tpl-text-empty"             // nothing but white space to read
	CodeTextNotTemplate core.Code = "tpl-text-not-template"      // a JSON document, not a plain-text template: kept as the preamble
	CodeTextNoHeadings  core.Code = "tpl-text-no-headings"       // no section heading found: all text kept as the preamble
	CodeTextEncoding    core.Code = "tpl-text-encoding"          // bytes that are not UTF-8, read as U+FFFD
	CodeTextControl     core.Code = "tpl-text-control"           // control characters, removed
	CodeTextLayout      core.Code = "tpl-text-layout"            // the layout the headings point to, and why
	CodeTextPreamble    core.Code = "tpl-text-preamble"          // text before the first heading, kept as the preamble
	CodeTextExtra       core.Code = "tpl-text-extra"             // a heading the layout does not have: kept as an extra section
	CodeTextDuplicate   core.Code = "tpl-text-duplicate"         // a section met twice: its texts joined
	CodeTextImplied     core.Code = "tpl-text-implied"           // registrant lines without a Registrant heading
	CodeTextRegInfo     core.Code = "tpl-text-registration-info" // Registration Information not read as version and date: kept as an extra section
	CodeTextGuessed     core.Code = "tpl-text-guessed"           // an unlabelled e-mail address taken as the registrant's
	CodeTextRepeated    core.Code = "tpl-text-repeated"          // a second "Name:" (or other sub-field) line, kept in the registrant's text
	CodeTextLong        core.Code = "tpl-text-long"              // a section of more than 64 KB
)

// longSectionBytes is where ImportText calls a section long: the longest
// section of IANA's hosted registrations is under 20 KB.
const longSectionBytes = 64 << 10

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
func ImportText(text string) (*Registration, []Finding) {
	im := &textImporter{reg: &Registration{Layout: "rfc8141"}, occ: map[string][]occurrence{}}
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
		im.add("", core.Error, CodeTextEmpty, 0, "there is no text to read")
		return im.reg, im.findings
	}
	if t := lines[first].text; (t[0] == '{' || t[0] == '[') && isJSON(lines[first:last+1]) {
		im.reg.Preamble = sectionText(lines)
		im.add("", core.Error, CodeTextNotTemplate, lines[first].num,
			"this is a JSON document, not a plain-text registration: kept whole as the preamble (a registration saved as JSON reads back with ImportJSON)")
		return im.reg, im.findings
	}
	hs := findHeadings(lines)
	known := 0
	for _, h := range hs {
		if h.known {
			known++
		}
	}
	if known == 0 {
		im.reg.Preamble = sectionText(lines)
		im.add("", core.Error, CodeTextNoHeadings, lines[first].num,
			"no section heading of a registration template found (such as \"Namespace Identifier:\" or \"Purpose:\"): all text kept as the preamble")
		return im.reg, im.findings
	}
	im.detectLayout(hs, lines)
	im.build(hs, lines)
	return im.reg, im.findings
}

// isJSON reports whether the lines are a JSON document. (RenderText's
// output never is: its headings stand outside any string.)
func isJSON(lines []textLine) bool {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l.text)
		b.WriteByte('\n')
	}
	_, err := jsontext.Parse(b.String())
	return err == nil
}

// occurrence is one occurrence of a section's text, and the line of its heading.
type occurrence struct {
	text string
	line int
}

// textImporter holds one ImportText in progress.
type textImporter struct {
	reg      *Registration
	layout   *Layout
	li       int // the layout's index in Layouts()
	findings []Finding
	occ      map[string][]occurrence // section id → texts, in document order
	order    []string                // section ids in the order first met
}

// add reports a finding about field, citing its section of the layout
// once the layout is known.
func (im *textImporter) add(field string, sev core.Severity, code core.Code, line int, msg string) {
	var r core.Ref
	if im.layout != nil {
		if s := im.layout.Section(field); s != nil {
			r = s.Ref
		} else if sec, _, ok := strings.Cut(field, "."); ok {
			if s := im.layout.Section(sec); s != nil {
				r = s.Ref
			}
		}
	}
	im.findings = append(im.findings, Finding{Field: field, Severity: sev, Code: code, Msg: msg, Ref: r, Line: line})
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
		im.add("", core.Warning, CodeTextEncoding, 0, itoa(n)+" bytes that are not UTF-8, each read as U+FFFD")
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
		s, n := expandSpace(s, true)
		if n > 0 && ctrl == 0 {
			ctrlLine = i + 1
		}
		ctrl += n
		s = strings.TrimRight(s, " ")
		t := strings.TrimLeft(s, " ")
		lines[i] = textLine{text: t, indent: utf8.RuneCountInString(s[:len(s)-len(t)]), width: utf8.RuneCountInString(t), num: i + 1}
	}
	if ctrl > 0 {
		im.add("", core.Warning, CodeTextControl, ctrlLine, itoa(ctrl)+" control characters (such as form feeds between the pages of an RFC) removed")
	}
	return lines
}
