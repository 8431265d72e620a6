package core

import (
	"errors"
	"github.com/urn-playground/urn-playground/internal/jsontext"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A registration as JSON, the form the page saves and loads:
//
//	{
//	  "layout": "rfc8141",
//	  "version": 1,
//	  "fields": {
//	    "namespace-id": "example",
//	    "version": "1",
//	    …
//	    "registrant.email": "nid@example.org",
//	    …
//	  },
//	  "preamble": "",
//	  "extra": [
//	    {"heading": "Acknowledgements", "text": "…"}
//	  ]
//	}
//
// "layout" is a [Layout] id; "version" is the version of this JSON
// format (TemplateJSONVersion), not the registration's own version,
// which is the field "version". "fields" holds every field of the layout,
// in [Layout.FieldIDs] order, including the empty ones, so that the file
// is a complete template to fill in and two versions of it diff line by
// line; every text is a JSON string. The five keys are always written, in
// this order.

// TemplateJSONVersion is the version of the JSON format that [RenderJSON]
// writes and [ImportJSON] reads.
const TemplateJSONVersion = 1

// The codes of [ImportJSON]'s findings.
const (
	CodeTplJSONSyntax        Code = "tpl-json-syntax"         // not JSON (RFC 8259), or over the size or nesting limits, or a key twice
	CodeTplJSONType          Code = "tpl-json-type"           // a value of the wrong type: a number where text belongs, an array for "fields"
	CodeTplJSONMissingLayout Code = "tpl-json-missing-layout" // no "layout" key
	CodeTplJSONUnknownLayout Code = "tpl-json-unknown-layout" // a "layout" that names none of Layouts()
	CodeTplJSONVersion       Code = "tpl-json-version"        // "version" missing, or not 1
	CodeTplJSONUnknownKey    Code = "tpl-json-unknown-key"    // a key the format does not have: kept as an extra section
	CodeTplJSONUnknownField  Code = "tpl-json-unknown-field"  // a field id the layout does not have: kept as an extra section
	CodeTplJSONControl       Code = "tpl-json-control"        // a control character in a text: kept, and reported
)

// RenderJSON writes r in the JSON format above, indented by two spaces,
// with a final newline. It fails when r is nil, when r.Layout names no
// layout, or when a non-empty field has an id the layout does not define
// (such text belongs in r.Extra): the format could not give it back.
//
// [ImportJSON] reads the result back to a registration equal to r: the
// same layout, preamble and extra sections, and the same text for every
// field id. Two differences cannot be seen through [Registration.Get] and
// are not kept: a field set to "" reads back as absent, and a nil Extra
// and an empty one are the same. A byte of r that is not valid UTF-8 is
// written as U+FFFD (see [jsontext.AppendString]); text from the page and from
// ImportJSON always is valid UTF-8.
func RenderJSON(r *Registration) (string, error) {
	l, err := layoutForRender(r)
	if err != nil {
		return "", err
	}
	ids := l.FieldIDs()
	fields := make([]jsontext.Member, len(ids))
	for i, id := range ids {
		fields[i] = jsontext.Member{Key: id, Value: jsonText(r.Fields[id])}
	}
	extra := make([]jsontext.Value, len(r.Extra))
	for i, x := range r.Extra {
		extra[i] = jsontext.Value{Kind: jsontext.Object, Members: []jsontext.Member{
			{Key: "heading", Value: jsonText(x.Heading)},
			{Key: "text", Value: jsonText(x.Text)},
		}}
	}
	doc := jsontext.Value{Kind: jsontext.Object, Members: []jsontext.Member{
		{Key: "layout", Value: jsonText(l.ID)},
		{Key: "version", Value: jsontext.Value{Kind: jsontext.Number, Text: itoa(TemplateJSONVersion)}},
		{Key: "fields", Value: jsontext.Value{Kind: jsontext.Object, Members: fields}},
		{Key: "preamble", Value: jsonText(r.Preamble)},
		{Key: "extra", Value: jsontext.Value{Kind: jsontext.Array, Elems: extra}},
	}}
	b, err := jsontext.Append(nil, doc, "  ")
	if err != nil {
		return "", err
	}
	return string(append(b, '\n')), nil
}

func jsonText(s string) jsontext.Value { return jsontext.Value{Kind: jsontext.String, Text: s} }

// layoutForRender checks that a renderer can write r whole and returns
// its layout.
func layoutForRender(r *Registration) (*Layout, error) {
	if r == nil {
		return nil, errors.New("template: no registration to render")
	}
	l, ok := LayoutByID(r.Layout)
	if !ok {
		return nil, errors.New("template: unknown layout " + quoteShort(r.Layout) + ": want " + layoutIDList())
	}
	var unknown []string
	for id, text := range r.Fields {
		if text != "" && !fieldInLayout(l, id) {
			unknown = append(unknown, id)
		}
	}
	if len(unknown) > 0 {
		sortStable(unknown, compareStrings)
		msg := "template: field " + quoteShort(unknown[0])
		if len(unknown) > 1 {
			msg += " (and " + itoa(len(unknown)-1) + " more)"
		}
		return nil, errors.New(msg + " is not in layout " + l.ID + "; a section the layout does not have belongs in Registration.Extra")
	}
	return l, nil
}

// fieldInLayout reports whether id is one of l.FieldIDs().
func fieldInLayout(l *Layout, id string) bool {
	sec, sub, hasSub := strings.Cut(id, ".")
	s := l.Section(sec)
	if s == nil {
		return false
	}
	if !hasSub {
		return true
	}
	for _, sf := range s.SubFields {
		if sf.ID == sub {
			return true
		}
	}
	return false
}

// layoutIDList returns `"rfc2611", "draft-12" or "rfc8141"`.
func layoutIDList() string {
	ls := Layouts()
	s := ""
	for i, l := range ls {
		switch {
		case i == len(ls)-1:
			s += " or "
		case i > 0:
			s += ", "
		}
		s += quoteShort(l.ID)
	}
	return s
}

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
// validator judges them); the whole input may be up to [jsontext.MaxSize].
// Each finding's Field is the field id it concerns, "layout" for a
// missing or unknown layout (as [ValidateRegistration] names it), or ""
// when it concerns no field of the layout; Line is the line of the JSON
// it comes from.
func ImportJSON(data string) (*Registration, []TemplateFinding) {
	im := jsonImporter{data: data}
	doc, err := jsontext.Parse(data)
	if err != nil {
		// jsontext.Parse's errors are *jsontext.SyntaxError; a type assertion, not
		// errors.As, which would bring internal/reflectlite into the
		// WebAssembly module (about 10 KB).
		if je, ok := err.(*jsontext.SyntaxError); ok {
			im.add("", Error, CodeTplJSONSyntax, je.Offset, "not valid JSON: line "+itoa(je.Line)+", column "+itoa(je.Column)+": "+je.Msg)
		} else {
			im.add("", Error, CodeTplJSONSyntax, 0, "not valid JSON: "+err.Error())
		}
		return nil, im.findings
	}
	if doc.Kind != jsontext.Object {
		im.add("", Error, CodeTplJSONType, doc.Offset, "the file holds "+jsonKindPhrase(doc)+", not an object with \"layout\" and \"fields\"")
		return nil, im.findings
	}
	lv, ok := doc.Member("layout")
	if !ok {
		im.add("layout", Error, CodeTplJSONMissingLayout, doc.Offset, "no \"layout\": the file must say which template it fills in, one of "+layoutIDList())
		return nil, im.findings
	}
	if lv.Kind != jsontext.String {
		im.add("layout", Error, CodeTplJSONType, lv.Offset, "\"layout\" must be a string, one of "+layoutIDList()+"; found "+jsonKindPhrase(lv))
		return nil, im.findings
	}
	l, ok := LayoutByID(lv.Text)
	if !ok {
		msg := "unknown layout " + quoteShort(lv.Text) + ": want " + layoutIDList()
		for _, k := range Layouts() {
			if strings.EqualFold(strings.ReplaceAll(k.ID, "-", ""), strings.ReplaceAll(strings.TrimSpace(lv.Text), "-", "")) {
				msg += " (did you mean " + quoteShort(k.ID) + "?)"
			}
		}
		im.add("layout", Error, CodeTplJSONUnknownLayout, lv.Offset, msg)
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
			im.add("", Warning, CodeTplJSONUnknownKey, m.Offset, "unknown key "+quoteShort(m.Key)+
				" (the format has \"layout\", \"version\", \"fields\", \"preamble\" and \"extra\"): kept as an extra section headed "+quoteShort(m.Key)+
				im.fieldHint(m.Key))
			im.keep(m.Key, m.Value, quoteShort(m.Key))
		}
	}
	return im.r, im.findings
}

type jsonImporter struct {
	data     string
	layout   *Layout
	r        *Registration
	findings []TemplateFinding
}

func (im *jsonImporter) add(field string, sev Severity, code Code, off int, msg string) {
	line, _ := jsontext.Position(im.data, off)
	im.findings = append(im.findings, TemplateFinding{Field: field, Severity: sev, Code: code, Msg: msg, Line: line})
}

func (im *jsonImporter) version(doc jsontext.Value) {
	v, ok := doc.Member("version")
	want := itoa(TemplateJSONVersion)
	switch {
	case !ok:
		im.add("", Warning, CodeTplJSONVersion, doc.Offset, "no \"version\": read as format version "+want)
	case v.Kind == jsontext.Number && v.Text == want:
	case v.Kind == jsontext.String && v.Text == want:
		im.add("", Warning, CodeTplJSONType, v.Offset, "\"version\" should be the number "+want+", not a string: read as "+want)
	default:
		im.add("", Error, CodeTplJSONVersion, v.Offset, "format version "+quoteShort(jsonAsText(v))+
			" is not one this reader knows (it reads version "+want+"): read as version "+want+", which may misread it")
	}
}

func (im *jsonImporter) fields(v jsontext.Value) {
	if v.Kind != jsontext.Object {
		if v.Kind == jsontext.Null {
			im.add("", Warning, CodeTplJSONType, v.Offset, "\"fields\" is null: read as no fields")
			return
		}
		im.add("", Error, CodeTplJSONType, v.Offset, "\"fields\" must be an object of field id and text, found "+jsonKindPhrase(v)+
			": kept as an extra section headed \"fields\"")
		im.keep("fields", v, `"fields"`)
		return
	}
	for _, m := range v.Members {
		if fieldInLayout(im.layout, m.Key) {
			if text, _ := im.text(m.Value, m.Key, "field "+quoteShort(m.Key)); text != "" {
				im.r.Set(m.Key, text)
			}
			continue
		}
		im.add("", Warning, CodeTplJSONUnknownField, m.Offset, "field "+quoteShort(m.Key)+" is not in layout "+im.layout.ID+
			": kept as an extra section headed "+quoteShort(m.Key)+im.fieldHint(m.Key))
		im.keep(m.Key, m.Value, "field "+quoteShort(m.Key))
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
			return " (did you mean the field " + quoteShort(s.ID) + " in \"fields\"?)"
		}
		for _, sf := range s.SubFields {
			if k == norm(s.ID+"."+sf.ID) || k == norm(sf.ID) || k == norm(sf.Label) {
				return " (did you mean the field " + quoteShort(s.ID+"."+sf.ID) + " in \"fields\"?)"
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

func (im *jsonImporter) extra(v jsontext.Value) {
	switch v.Kind {
	case jsontext.Array:
	case jsontext.Null:
		im.add("", Warning, CodeTplJSONType, v.Offset, "\"extra\" is null: read as no extra sections")
		return
	case jsontext.Object:
		im.add("", Warning, CodeTplJSONType, v.Offset, "\"extra\" should be an array of sections: read the object as one section")
		im.extraSection(v, `"extra"`)
		return
	default:
		im.add("", Error, CodeTplJSONType, v.Offset, "\"extra\" must be an array of sections, found "+jsonKindPhrase(v)+
			": kept as an extra section headed \"extra\"")
		im.keep("extra", v, `"extra"`)
		return
	}
	for i, e := range v.Elems {
		im.extraSection(e, "extra["+itoa(i)+"]")
	}
}

func (im *jsonImporter) extraSection(e jsontext.Value, where string) {
	switch e.Kind {
	case jsontext.Object:
	case jsontext.String:
		im.add("", Warning, CodeTplJSONType, e.Offset, where+" should be an object with \"heading\" and \"text\", found a string: read as a section without a heading")
		im.appendExtra("", e.Text, e.Offset, where)
		return
	case jsontext.Null:
		im.add("", Warning, CodeTplJSONType, e.Offset, where+" is null: no section read")
		return
	default:
		im.add("", Error, CodeTplJSONType, e.Offset, where+" should be an object with \"heading\" and \"text\", found "+jsonKindPhrase(e)+
			": kept as a section without a heading")
		im.appendExtra("", jsonAsText(e), e.Offset, where)
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
			im.add("", Warning, CodeTplJSONUnknownKey, m.Offset, where+" has the key "+quoteShort(m.Key)+
				" (a section has \"heading\" and \"text\"): kept as an extra section headed "+quoteShort(m.Key))
			im.keep(m.Key, m.Value, where+"."+quoteShort(m.Key))
		}
	}
}

// keep stores a value the format has no place for as an extra section,
// so that its text is not lost.
func (im *jsonImporter) keep(heading string, v jsontext.Value, where string) {
	im.appendExtra(heading, jsonAsText(v), v.Offset, where)
}

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
		im.add(field, Warning, CodeTplJSONType, v.Offset, where+" is null: read as empty")
		return "", false
	case jsontext.Number, jsontext.Bool:
		t := jsonAsText(v)
		im.add(field, Warning, CodeTplJSONType, v.Offset, where+" should be a string, found "+jsonKindPhrase(v)+": read as the text "+quoteShort(t))
		return t, true
	}
	t := jsonAsText(v)
	im.add(field, Error, CodeTplJSONType, v.Offset, where+" should be a string, found "+jsonKindPhrase(v)+": kept as its JSON text")
	im.control(t, field, where, v.Offset)
	return t, true
}

// control reports the control characters of a text, other than tab and
// line feed: C0, DEL and C1. They are kept; the validator and the page
// decide what they mean.
func (im *jsonImporter) control(text, field, where string, off int) {
	n, first := 0, -1
	for i, r := range text {
		if isTemplateControl(r) {
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
	im.add(field, Warning, CodeTplJSONControl, off, msg)
}

// isTemplateControl reports the control characters a template text
// should not hold: C0 but tab and line feed, DEL, and C1.
func isTemplateControl(r rune) bool {
	return r < 0x20 && r != '\t' && r != '\n' || r >= 0x7f && r < 0xa0
}

func controlName(r rune) string {
	switch r {
	case 0:
		return " (NUL)"
	case '\r':
		return " (carriage return)"
	case '\f':
		return " (form feed)"
	case '\b':
		return " (backspace)"
	case 0x1b:
		return " (escape)"
	case 0x7f:
		return " (delete)"
	}
	return ""
}

// jsonAsText is the text a value stands for where text is expected: a
// string's text, a number's literal, "true" or "false", "" for null, and
// the JSON text of an array or object.
func jsonAsText(v jsontext.Value) string {
	switch v.Kind {
	case jsontext.String, jsontext.Number:
		return v.Text
	case jsontext.Null:
		return ""
	}
	b, _ := jsontext.Append(nil, v, "  ") // v was parsed, so it is writable
	return string(b)
}

// jsonKindPhrase names a value for a message: "a string", "the number 2",
// "an array".
func jsonKindPhrase(v jsontext.Value) string {
	switch v.Kind {
	case jsontext.Number:
		return "the number " + v.Text
	case jsontext.Bool:
		return "the boolean " + jsonAsText(v)
	case jsontext.Null:
		return "null"
	case jsontext.Array, jsontext.Object:
		return "an " + v.Kind.String()
	}
	return "a " + v.Kind.String()
}

// quoteShort quotes s for a message, cut to 40 characters.
func quoteShort(s string) string {
	n := 0
	for i := range s {
		if n == 40 {
			return strconv.Quote(s[:i]) + "…"
		}
		n++
	}
	return strconv.Quote(s)
}
