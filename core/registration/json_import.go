package registration

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/internal/jsontext"
)

// ImportJSON reads a registration that [RenderJSON] wrote, or a person
// wrote by hand in the same format. It never panics and never drops
// text without a finding:
//
//   - input that is not JSON (with the line and column of the first
//     problem), or not an object, or without a known "layout", gives a
//     nil registration and one error finding;
//   - a "version" other than 1 is an error finding, and the rest is read
//     as version 1; a missing one is a warning;
//   - a field id the layout does not have, and a key the format does not
//     have (at the top level or in an extra section), is kept as an extra
//     section headed by the key, in the order met, with a warning naming
//     the key;
//   - a number or boolean where text belongs is read as its literal
//     ("2", "true") with a warning; null as empty text, with a warning;
//     an array or object as its JSON text, with an error;
//   - control characters other than tab and line feed are kept, with a
//     warning per text.
//
// Empty fields are not stored. Texts of any length are accepted (the
// validator judges them); the whole input may be up to 4 MiB. Each
// finding's Field is the field id it concerns, "layout" for a missing or
// unknown layout (as [Validate] names it), or "" when it concerns no
// field of the layout; Line is the line of the JSON it comes from.
func ImportJSON(data string) (*Registration, []Finding) {
	im := jsonImporter{data: data}
	doc, err := jsontext.Parse(data)
	if err != nil {
		// Parse's errors are *jsontext.SyntaxError; a type assertion, not
		// errors.As, which would bring internal/reflectlite into the
		// WebAssembly module (about 10 KB).
		if je, ok := err.(*jsontext.SyntaxError); ok {
			im.add("", core.Error, CodeJSONSyntax, je.Offset, "not valid JSON: line "+itoa(je.Line)+", column "+itoa(je.Column)+": "+je.Msg)
		} else {
			im.add("", core.Error, CodeJSONSyntax, 0, "not valid JSON: "+err.Error())
		}
		return nil, im.findings
	}
	if doc.Kind != jsontext.Object {
		im.add("", core.Error, CodeJSONType, doc.Offset, "the file holds "+kindPhrase(doc)+", not an object with \"layout\" and \"fields\"")
		return nil, im.findings
	}
	l, ok := im.layoutOf(doc)
	if !ok {
		return nil, im.findings
	}
	im.layout = l
	im.r = &Registration{Layout: l.ID}
	im.version(doc)
	for _, m := range doc.Members {
		switch m.Key {
		case "layout", "version":
		case "fields":
			im.fields(m.Value)
		case "preamble":
			im.r.Preamble, _ = im.text(m.Value, "", `"preamble"`)
		case "extra":
			im.extra(m.Value)
		default:
			im.add("", core.Warning, CodeJSONUnknownKey, m.Offset, "unknown key "+jsontext.Quote(m.Key)+
				" (the format has \"layout\", \"version\", \"fields\", \"preamble\" and \"extra\"): kept as an extra section headed "+jsontext.Quote(m.Key)+
				im.fieldHint(m.Key))
			im.keep(m.Key, m.Value, jsontext.Quote(m.Key))
		}
	}
	return im.r, im.findings
}

// layoutOf finds the layout doc names, or reports why there is none.
func (im *jsonImporter) layoutOf(doc jsontext.Value) (*Layout, bool) {
	lv, ok := doc.Member("layout")
	if !ok {
		im.add("layout", core.Error, CodeJSONMissingLayout, doc.Offset, "no \"layout\": the file must say which template it fills in, one of "+layoutIDList())
		return nil, false
	}
	if lv.Kind != jsontext.String {
		im.add("layout", core.Error, CodeJSONType, lv.Offset, "\"layout\" must be a string, one of "+layoutIDList()+"; found "+kindPhrase(lv))
		return nil, false
	}
	l, ok := LayoutByID(lv.Text)
	if !ok {
		msg := "unknown layout " + jsontext.Quote(lv.Text) + ": want " + layoutIDList()
		for _, k := range Layouts() {
			if strings.EqualFold(strings.ReplaceAll(k.ID, "-", ""), strings.ReplaceAll(strings.TrimSpace(lv.Text), "-", "")) {
				msg += " (did you mean " + jsontext.Quote(k.ID) + "?)"
			}
		}
		im.add("layout", core.Error, CodeJSONUnknownLayout, lv.Offset, msg)
		return nil, false
	}
	return l, true
}

// jsonImporter holds one ImportJSON in progress.
type jsonImporter struct {
	data     string
	layout   *Layout
	r        *Registration
	findings []Finding
}

// add reports a finding about the value at byte off of the input.
func (im *jsonImporter) add(field string, sev core.Severity, code core.Code, off int, msg string) {
	line, _ := jsontext.Position(im.data, off)
	im.findings = append(im.findings, Finding{Field: field, Severity: sev, Code: code, Msg: msg, Line: line})
}

// version checks the format version, "version": 1.
func (im *jsonImporter) version(doc jsontext.Value) {
	v, ok := doc.Member("version")
	want := itoa(JSONVersion)
	switch {
	case !ok:
		im.add("", core.Warning, CodeJSONVersion, doc.Offset, "no \"version\": read as format version "+want)
	case v.Kind == jsontext.Number && v.Text == want:
	case v.Kind == jsontext.String && v.Text == want:
		im.add("", core.Warning, CodeJSONType, v.Offset, "\"version\" should be the number "+want+", not a string: read as "+want)
	default:
		im.add("", core.Error, CodeJSONVersion, v.Offset, "format version "+jsontext.Quote(asText(v))+
			" is not one this reader knows (it reads version "+want+"): read as version "+want+", which may misread it")
	}
}

// fields reads "fields": an object of field id and text.
func (im *jsonImporter) fields(v jsontext.Value) {
	if v.Kind != jsontext.Object {
		if v.Kind == jsontext.Null {
			im.add("", core.Warning, CodeJSONType, v.Offset, "\"fields\" is null: read as no fields")
			return
		}
		im.add("", core.Error, CodeJSONType, v.Offset, "\"fields\" must be an object of field id and text, found "+kindPhrase(v)+
			": kept as an extra section headed \"fields\"")
		im.keep("fields", v, `"fields"`)
		return
	}
	for _, m := range v.Members {
		if fieldInLayout(im.layout, m.Key) {
			if text, _ := im.text(m.Value, m.Key, "field "+jsontext.Quote(m.Key)); text != "" {
				im.r.Set(m.Key, text)
			}
			continue
		}
		im.add("", core.Warning, CodeJSONUnknownField, m.Offset, "field "+jsontext.Quote(m.Key)+" is not in layout "+im.layout.ID+
			": kept as an extra section headed "+jsontext.Quote(m.Key)+im.fieldHint(m.Key))
		im.keep(m.Key, m.Value, "field "+jsontext.Quote(m.Key))
	}
}

// fieldHint suggests the field a misplaced or misspelt key may mean.
func (im *jsonImporter) fieldHint(key string) string {
	norm := func(s string) string {
		return strings.ToLower(strings.Join(strings.FieldsFunc(s, func(r rune) bool {
			return r == ' ' || r == '_' || r == '-' || r == '.' || r == ':'
		}), "-"))
	}
	k := norm(key)
	for _, s := range im.layout.Sections {
		if k == norm(s.ID) || k == norm(s.Label) || slices.ContainsFunc(s.Aliases, func(a string) bool { return k == norm(a) }) {
			return " (did you mean the field " + jsontext.Quote(s.ID) + " in \"fields\"?)"
		}
		for _, sf := range s.SubFields {
			if k == norm(s.ID+"."+sf.ID) || k == norm(sf.ID) || k == norm(sf.Label) {
				return " (did you mean the field " + jsontext.Quote(s.ID+"."+sf.ID) + " in \"fields\"?)"
			}
		}
	}
	var in []string
	for _, l := range Layouts() {
		if l != im.layout && fieldInLayout(l, key) {
			in = append(in, l.ID)
		}
	}
	if len(in) > 0 {
		return " (it is a field of " + strings.Join(in, " and ") + ")"
	}
	return ""
}

// extra reads "extra": an array of {heading, text}.
func (im *jsonImporter) extra(v jsontext.Value) {
	switch v.Kind {
	case jsontext.Array:
	case jsontext.Null:
		im.add("", core.Warning, CodeJSONType, v.Offset, "\"extra\" is null: read as no extra sections")
		return
	case jsontext.Object:
		im.add("", core.Warning, CodeJSONType, v.Offset, "\"extra\" should be an array of sections: read the object as one section")
		im.extraSection(v, `"extra"`)
		return
	default:
		im.add("", core.Error, CodeJSONType, v.Offset, "\"extra\" must be an array of sections, found "+kindPhrase(v)+
			": kept as an extra section headed \"extra\"")
		im.keep("extra", v, `"extra"`)
		return
	}
	for i, e := range v.Elems {
		im.extraSection(e, "extra["+itoa(i)+"]")
	}
}

// extraSection reads one {heading, text} of "extra"; where names it
// for the messages.
func (im *jsonImporter) extraSection(e jsontext.Value, where string) {
	switch e.Kind {
	case jsontext.Object:
	case jsontext.String:
		im.add("", core.Warning, CodeJSONType, e.Offset, where+" should be an object with \"heading\" and \"text\", found a string: read as a section without a heading")
		im.appendExtra("", e.Text, e.Offset, where)
		return
	case jsontext.Null:
		im.add("", core.Warning, CodeJSONType, e.Offset, where+" is null: no section read")
		return
	default:
		im.add("", core.Error, CodeJSONType, e.Offset, where+" should be an object with \"heading\" and \"text\", found "+kindPhrase(e)+
			": kept as a section without a heading")
		im.appendExtra("", asText(e), e.Offset, where)
		return
	}
	var x ExtraSection
	if h, ok := e.Member("heading"); ok {
		x.Heading, _ = im.text(h, "", where+".heading")
	}
	if t, ok := e.Member("text"); ok {
		x.Text, _ = im.text(t, "", where+".text")
	}
	im.r.Extra = append(im.r.Extra, x)
	for _, m := range e.Members {
		if m.Key != "heading" && m.Key != "text" {
			im.add("", core.Warning, CodeJSONUnknownKey, m.Offset, where+" has the key "+jsontext.Quote(m.Key)+
				" (a section has \"heading\" and \"text\"): kept as an extra section headed "+jsontext.Quote(m.Key))
			im.keep(m.Key, m.Value, where+"."+jsontext.Quote(m.Key))
		}
	}
}

// keep stores a value the format has no place for as an extra section,
// so that its text is not lost.
func (im *jsonImporter) keep(heading string, v jsontext.Value, where string) {
	im.appendExtra(heading, asText(v), v.Offset, where)
}

// appendExtra adds an extra section, reporting its control characters.
func (im *jsonImporter) appendExtra(heading, text string, off int, where string) {
	im.control(heading, "", where+" (its key)", off)
	im.control(text, "", where, off)
	im.r.Extra = append(im.r.Extra, ExtraSection{Heading: heading, Text: text})
}

// text returns the text of v where a string belongs, reporting any other
// type; ok is false for null.
func (im *jsonImporter) text(v jsontext.Value, field, where string) (text string, ok bool) {
	switch v.Kind {
	case jsontext.String:
		im.control(v.Text, field, where, v.Offset)
		return v.Text, true
	case jsontext.Null:
		im.add(field, core.Warning, CodeJSONType, v.Offset, where+" is null: read as empty")
		return "", false
	case jsontext.Number, jsontext.Bool:
		t := asText(v)
		im.add(field, core.Warning, CodeJSONType, v.Offset, where+" should be a string, found "+kindPhrase(v)+": read as the text "+jsontext.Quote(t))
		return t, true
	}
	t := asText(v)
	im.add(field, core.Error, CodeJSONType, v.Offset, where+" should be a string, found "+kindPhrase(v)+": kept as its JSON text")
	im.control(t, field, where, v.Offset)
	return t, true
}

// control reports the control characters of a text, other than tab and
// line feed: C0, DEL and C1. They are kept; the validator and the page
// decide what they mean.
func (im *jsonImporter) control(text, field, where string, off int) {
	n, first := 0, -1
	for i, r := range text {
		if isControl(r) {
			if n == 0 {
				first = i
			}
			n++
		}
	}
	if n == 0 {
		return
	}
	r, _ := utf8.DecodeRuneInString(text[first:])
	line, col := jsontext.Position(text, first)
	msg := where + " holds "
	if n == 1 {
		msg += "a control character, " + codePoint(r)
	} else {
		msg += itoa(n) + " control characters, the first " + codePoint(r)
	}
	msg += controlName(r) + " at line " + itoa(line) + ", column " + itoa(col) + " of its text: kept as is"
	im.add(field, core.Warning, CodeJSONControl, off, msg)
}

// asText is the text a value stands for where text is expected: a
// string's text, a number's literal, "true" or "false", "" for null, and
// the JSON text of an array or object.
func asText(v jsontext.Value) string {
	switch v.Kind {
	case jsontext.String, jsontext.Number:
		return v.Text
	case jsontext.Null:
		return ""
	}
	b, _ := jsontext.Append(nil, v, "  ") // v was parsed, so it is writable
	return string(b)
}

// kindPhrase names a value for a message: "a string", "the number 2",
// "an array".
func kindPhrase(v jsontext.Value) string {
	switch v.Kind {
	case jsontext.Number:
		return "the number " + v.Text
	case jsontext.Bool:
		return "the boolean " + asText(v)
	case jsontext.Null:
		return "null"
	case jsontext.Array, jsontext.Object:
		return "an " + v.Kind.String()
	}
	return "a " + v.Kind.String()
}
