package registration

import (
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

// registrant fills the registrant's sub-fields from its text and returns
// the rest of it. It reads until nothing more is taken, so that reading
// the rest again takes nothing: the round trip through RenderText needs
// that. line is the registrant heading's, for the findings.
func (im *textImporter) registrant(text string, line int) string {
	subs := labels().subs[im.li]
	hasEmail := subs["email"] == "email"
	for {
		lines := splitText(text)
		consumed, took := im.takeSubFields(lines, subs)
		if !took && hasEmail && im.reg.Get("registrant.email") == "" {
			took = im.emailLine(lines, consumed, line)
		}
		if v := im.reg.Get("registrant.name"); !took && hasEmail && im.reg.Get("registrant.email") == "" && isEmailOnly(v) {
			// reso: "Designated Contact: info&reso.org". The name is free
			// again: read the text once more.
			im.reg.Set("registrant.email", v)
			delete(im.reg.Fields, "registrant.name")
			im.add("registrant.email", core.Info, CodeTextGuessed, line, "the contact given is an e-mail address, "+v+": taken as the registrant's e-mail address")
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
		text = sectionText(rest)
	}
	if hasEmail && im.reg.Get("registrant.email") == "" {
		im.emailAtLineEnd(text, line)
	}
	for _, l := range splitText(text) {
		if label, _, ok := splitLabel(l.text, 40, 4); ok {
			if sub, ok := subs[labelKey(label)]; ok && im.reg.Get("registrant."+sub) != "" {
				im.add("registrant."+sub, core.Info, CodeTextRepeated, line, "a second \""+label+":\" line kept in the registrant's text")
			}
		}
	}
	return text
}

// takeSubFields fills each sub-field still empty from its first "Label:
// value" line (subs maps the layout's label keys to sub-field ids) and
// the lines that continue the value; it reports which lines it took.
func (im *textImporter) takeSubFields(lines []textLine, subs map[string]string) (consumed []bool, took bool) {
	consumed = make([]bool, len(lines))
	for i := 0; i < len(lines); i++ {
		label, value, ok := splitLabel(lines[i].text, 40, 4)
		if !ok {
			continue
		}
		sub, ok := subs[labelKey(label)]
		if !ok || im.reg.Get("registrant."+sub) != "" {
			continue
		}
		vals, j := subFieldValue(lines, i, value, sub == "address")
		if len(vals) == 0 {
			continue
		}
		for k := i; k < j; k++ {
			consumed[k] = true
		}
		im.reg.Set("registrant."+sub, strings.Join(vals, "\n"))
		took = true
		i = j - 1
	}
	return consumed, took
}

// subFieldValue reads the value of the sub-field labelled on line i, with
// value the text after its colon: that text and the lines below indented
// more than the label (an address also those at the label's own
// indentation), or, when the label stands alone, the indented lines
// below it. It returns the value's lines and the line after them.
func subFieldValue(lines []textLine, i int, value string, address bool) ([]string, int) {
	l := lines[i]
	cont := func(k int, same bool) bool {
		m := lines[k]
		return m.text != "" && !isLabelLine(collapseSpaces(m.text)) && (m.indent > l.indent || same && m.indent == l.indent)
	}
	var vals []string
	j := i + 1
	if value != "" {
		vals = append(vals, collapseSpaces(value))
		for ; j < len(lines) && cont(j, address); j++ {
			vals = append(vals, collapseSpaces(lines[j].text))
		}
		return vals, j
	}
	k := j
	for k < len(lines) && lines[k].text == "" {
		k++
	}
	same := k == j && address
	for ; k < len(lines) && cont(k, same); k++ {
		vals = append(vals, collapseSpaces(lines[k].text))
	}
	return vals, k
}

// emailLine takes a line of the registrant's text that is nothing but an
// e-mail address as the registrant's e-mail (urn-8).
func (im *textImporter) emailLine(lines []textLine, consumed []bool, line int) bool {
	for i, l := range lines {
		if isEmailOnly(l.text) {
			consumed[i] = true
			im.reg.Set("registrant.email", strings.Trim(l.text, "<>"))
			im.add("registrant.email", core.Info, CodeTextGuessed, line, "\""+l.text+"\", on a line of its own in the registrant's text, taken as the registrant's e-mail address")
			return true
		}
	}
	return false
}

// emailAtLineEnd copies an address at the end of a line of the
// registrant's text as its e-mail: "Name <a&example.org>", "Name, Role,
// a&example.org" (urn-1). The line stays.
func (im *textImporter) emailAtLineEnd(text string, line int) {
	for _, l := range splitText(text) {
		if i := strings.LastIndexByte(l.text, ' '); i > 0 {
			if w := strings.Trim(l.text[i+1:], "<>(),.;"); isEmailOnly(w) {
				im.reg.Set("registrant.email", w)
				im.add("registrant.email", core.Info, CodeTextGuessed, line, "the e-mail address at the end of \""+shorten(l.text)+"\" taken as the registrant's (the line stays in the registrant's text)")
				return
			}
		}
	}
}

// isLabelLine reports a "Label: value" line of any label ("Web URL:",
// "Fax:"), which ends a sub-field's value.
func isLabelLine(s string) bool {
	_, _, ok := splitLabel(s, 32, 4)
	return ok
}

// isEmailOnly reports a line that is one e-mail address and nothing
// else, with "@" or, as IANA publishes them, "&": "a.b&example.org",
// "<a@example.org>".
func isEmailOnly(s string) bool {
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
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c) || strings.IndexByte("._%+-", c) >= 0) {
				return false
			}
		}
	}
	return true
}
