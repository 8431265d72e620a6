package registration

import (
	"strings"
	"unicode/utf8"

	"github.com/urn-playground/urn-playground/core"
)

// detectLayout picks the layout whose labels the headings use most: a
// section counts 2 when its own label is met, 1 for an alias, once.
func (im *textImporter) detectLayout(hs []headingLine, lines []textLine) {
	var best [3]map[string]int
	for i := range best {
		best[i] = map[string]int{}
	}
	additional := false
	for _, h := range hs {
		if !h.known || h.implied {
			continue
		}
		e := labels().sections[h.cand.key]
		for li, id := range e.ids {
			if id == "" || id == regInfoID && li != 0 {
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
		if !additional && citesDraft12(lines) {
			im.li = 1
			why += ", it has no Additional Information and it cites draft-ietf-urnbis-rfc2141bis-urn, not RFC 8141"
		}
	}
	im.layout = ls[im.li]
	im.reg.Layout = im.layout.ID
	im.findings = append(im.findings, Finding{Severity: core.Info, Code: CodeTextLayout, Ref: im.layout.Ref,
		Msg: "read as " + im.layout.Title + ": " + why})
}

// citesDraft12 reports a text that cites draft-ietf-urnbis-rfc2141bis-urn
// and not RFC 8141.
func citesDraft12(lines []textLine) bool {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(strings.ToLower(l.text))
		b.WriteByte('\n')
	}
	all := b.String()
	return strings.Contains(all, "draft-ietf-urnbis-rfc2141bis-urn") && !strings.Contains(all, "rfc 8141") && !strings.Contains(all, "rfc8141")
}

// build files each heading's text under its field.
func (im *textImporter) build(hs []headingLine, lines []textLine) {
	if hs[0].at > 0 {
		im.preamble(lines[:hs[0].at])
	}
	for k, h := range hs {
		next := len(lines)
		if k+1 < len(hs) {
			next = hs[k+1].at
		}
		im.section(hs, h, lines, next)
	}
	im.fill()
}

// preamble keeps the text before the first heading.
func (im *textImporter) preamble(pre []textLine) {
	p := sectionText(pre)
	if p == "" {
		return
	}
	im.reg.Preamble = p
	n := 0
	for _, l := range pre {
		if l.text != "" {
			n++
		}
	}
	im.add("", core.Info, CodeTextPreamble, pre[0].num, itoa(n)+" lines before the first heading kept as the preamble")
}

// section files the text under heading h, up to line next: as an
// occurrence of the layout's section the label names, as version and
// date (Registration Information), or as an extra section.
func (im *textImporter) section(hs []headingLine, h headingLine, lines []textLine, next int) {
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
	body := dedent(raw)
	if h.cand.value != "" {
		body = append([]textLine{{text: h.cand.value, width: head.width, num: head.num}}, body...)
	}
	text := sectionText(body)
	if len(text) > longSectionBytes {
		im.add("", core.Warning, CodeTextLong, head.num, "the section under \""+h.cand.label+"\" holds "+itoa(len(text))+" bytes of text")
	}
	id := ""
	if e := labels().sections[h.cand.key]; e != nil {
		id = e.ids[im.li]
	}
	switch {
	case h.implied:
		id = "registrant"
		msg := "registrant lines (\"" + shorten(head.text) + "\") without a Registrant heading: read as the registrant section"
		if t := sectionText(after); t != "" {
			if nextID := im.afterRegistrant(hs); nextID != "" {
				msg += "; the text after them as " + im.layout.Section(nextID).Label + ", the section that follows in the template"
				im.addOcc(nextID, t, head.num)
			} else {
				text = sectionText(lines[h.end:next])
			}
		}
		im.add("registrant", core.Warning, CodeTextImplied, head.num, msg)
	case id == regInfoID:
		im.regInfo(h.cand.label, text, head.num)
		return
	case id == "":
		im.reg.Extra = append(im.reg.Extra, ExtraSection{Heading: h.cand.label, Text: text})
		msg := "\"" + h.cand.label + "\" is not a section of " + im.layout.Title + ": kept as an extra section"
		if h.known {
			msg = "\"" + h.cand.label + "\" is a heading of another layout, not of " + im.layout.Title + ": kept as an extra section"
		}
		im.add("", core.Info, CodeTextExtra, head.num, msg)
		return
	}
	im.addOcc(id, text, head.num)
}

// afterRegistrant returns the id of the section after the registrant in
// the layout, when no heading names it.
func (im *textImporter) afterRegistrant(hs []headingLine) string {
	secs := im.layout.Sections
	for i := range secs {
		if secs[i].ID != "registrant" || i+1 == len(secs) {
			continue
		}
		id := secs[i+1].ID
		for _, h := range hs {
			if e := labels().sections[h.cand.key]; e != nil && e.ids[im.li] == id {
				return ""
			}
		}
		return id
	}
	return ""
}

// addOcc records an occurrence of section id's text, and the line of its
// heading.
func (im *textImporter) addOcc(id, text string, line int) {
	if _, ok := im.occ[id]; !ok {
		im.order = append(im.order, id)
	}
	im.occ[id] = append(im.occ[id], occurrence{text, line})
}

// regInfo files RFC 2611's Registration Information as the version and
// the date, or keeps it as an extra section when it does not read as
// them.
func (im *textImporter) regInfo(label, text string, line int) {
	v, d, ok := parseRegInfo(text)
	if !ok {
		im.reg.Extra = append(im.reg.Extra, ExtraSection{Heading: label, Text: text})
		im.add("", core.Warning, CodeTextRegInfo, line, "\""+label+"\" does not read as a version and a date: kept as an extra section")
		return
	}
	for _, p := range [2][2]string{{"version", v}, {"date", d}} {
		if p[1] != "" {
			im.addOcc(p[0], p[1], line)
		}
	}
}

// fill sets each section met to its texts, joined in document order (a
// section met twice gets a finding), and reads the registrant's
// sub-fields from its text.
func (im *textImporter) fill() {
	for _, id := range im.order {
		var texts []string
		line := 0 // of the second text
		for _, o := range im.occ[id] {
			if o.text == "" {
				continue
			}
			if texts = append(texts, o.text); len(texts) == 2 {
				line = o.line
			}
		}
		if len(texts) > 1 {
			im.add(id, core.Warning, CodeTextDuplicate, line, "the "+im.layout.Section(id).Label+" section appears "+itoa(len(texts))+" times: its texts are joined")
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

// shorten cuts a line to 40 characters for a message.
func shorten(s string) string {
	if utf8.RuneCountInString(s) <= 40 {
		return s
	}
	r := []rune(s)
	return string(r[:40]) + "…"
}
