package registration

import (
	"errors"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/internal/jsontext"
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
// "layout" is a [Layout] id; "version" is the version of this JSON format
// ([JSONVersion]), not the registration's own version, which is the field
// "version". "fields" holds every field of the layout, in
// [Layout.FieldIDs] order, including the empty ones, so that the file is
// a complete template to fill in and two versions of it diff line by
// line; every text is a JSON string. The five keys are always written, in
// this order.

// JSONVersion is the version of the JSON format that [RenderJSON]
// writes and [ImportJSON] reads.
const JSONVersion = 1

// The codes of [ImportJSON]'s findings.
const (
	CodeJSONSyntax        core.Code = "tpl-json-syntax"         // not JSON (RFC 8259), or over the size or nesting limits, or a key twice
	CodeJSONType          core.Code = "tpl-json-type"           // a value of the wrong type: a number where text belongs, an array for "fields"
	CodeJSONMissingLayout core.Code = "tpl-json-missing-layout" // no "layout" key
	CodeJSONUnknownLayout core.Code = "tpl-json-unknown-layout" // a "layout" that names none of Layouts()
	CodeJSONVersion       core.Code = "tpl-json-version"        // "version" missing, or not 1
	CodeJSONUnknownKey    core.Code = "tpl-json-unknown-key"    // a key the format does not have: kept as an extra section
	CodeJSONUnknownField  core.Code = "tpl-json-unknown-field"  // a field id the layout does not have: kept as an extra section
	CodeJSONControl       core.Code = "tpl-json-control"        // a control character in a text: kept, and reported
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
// written as U+FFFD, one per byte, as a JSON text must be UTF-8; text
// from the page and from ImportJSON always is valid UTF-8.
func RenderJSON(r *Registration) (string, error) {
	l, err := layoutForRender(r)
	if err != nil {
		return "", err
	}
	ids := l.FieldIDs()
	fields := make([]jsontext.Member, len(ids))
	for i, id := range ids {
		fields[i] = jsontext.Member{Key: id, Value: stringValue(r.Fields[id])}
	}
	extra := make([]jsontext.Value, len(r.Extra))
	for i, x := range r.Extra {
		extra[i] = jsontext.Value{Kind: jsontext.Object, Members: []jsontext.Member{
			{Key: "heading", Value: stringValue(x.Heading)},
			{Key: "text", Value: stringValue(x.Text)},
		}}
	}
	doc := jsontext.Value{Kind: jsontext.Object, Members: []jsontext.Member{
		{Key: "layout", Value: stringValue(l.ID)},
		{Key: "version", Value: jsontext.Value{Kind: jsontext.Number, Text: itoa(JSONVersion)}},
		{Key: "fields", Value: jsontext.Value{Kind: jsontext.Object, Members: fields}},
		{Key: "preamble", Value: stringValue(r.Preamble)},
		{Key: "extra", Value: jsontext.Value{Kind: jsontext.Array, Elems: extra}},
	}}
	b, err := jsontext.Append(nil, doc, "  ")
	if err != nil {
		return "", err
	}
	return string(append(b, '\n')), nil
}

func stringValue(s string) jsontext.Value { return jsontext.Value{Kind: jsontext.String, Text: s} }

// layoutForRender checks that a renderer can write r whole and returns
// its layout.
func layoutForRender(r *Registration) (*Layout, error) {
	if r == nil {
		return nil, errors.New("template: no registration to render")
	}
	l, ok := LayoutByID(r.Layout)
	if !ok {
		return nil, errors.New("template: unknown layout " + jsontext.Quote(r.Layout) + ": want " + layoutIDList())
	}
	first, n := "", 0 // the least field id the layout does not have, and how many there are
	for id, text := range r.Fields {
		if text != "" && !fieldInLayout(l, id) {
			if n == 0 || id < first {
				first = id
			}
			n++
		}
	}
	if n > 0 {
		msg := "template: field " + jsontext.Quote(first)
		if n > 1 {
			msg += " (and " + itoa(n-1) + " more)"
		}
		return nil, errors.New(msg + " is not in layout " + l.ID + "; a section the layout does not have belongs in Registration.Extra")
	}
	return l, nil
}
