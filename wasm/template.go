package main

import (
	"slices"
	"strconv"
	"strings"

	"github.com/urn-playground/urn-playground/core/registration"
	"github.com/urn-playground/urn-playground/internal/jsontext"
)

// opLayouts: [] → the three registration templates.
func opLayouts(c *ctx) {
	w := &c.w
	w.openArray()
	for _, l := range registration.Layouts() {
		w.open()
		w.kstr("id", l.ID)
		w.kstr("title", l.Title)
		w.kstr("edition", l.Edition.ID())
		w.kref("ref", l.Ref)
		w.kstrs("fieldIds", l.FieldIDs())
		w.kopenArray("sections")
		for _, s := range l.Sections {
			w.open()
			w.kstr("id", s.ID)
			w.kstr("number", s.Number)
			w.kstr("label", s.Label)
			w.kstr("group", s.Group)
			w.kstr("kind", s.Kind.String())
			w.kbool("required", s.Required)
			w.kstr("intro", s.Intro)
			w.kstrs("guidance", s.Guidance)
			w.kref("guidanceRef", s.GuidanceRef)
			w.kref("ref", s.Ref)
			w.kopenArray("subFields")
			for _, f := range s.SubFields {
				w.open()
				w.kstr("id", f.ID)
				w.kstr("label", f.Label)
				w.kbool("required", f.Required)
				w.kbool("recommended", f.Recommended)
				w.kstrs("aliases", f.Aliases)
				w.close()
			}
			w.closeArray()
			w.kstrs("aliases", s.Aliases)
			w.close()
		}
		w.closeArray()
		w.close()
	}
	w.closeArray()
}

// parseRegistration builds a registration.Registration from the layout id
// and the JSON text urn.js made of the fields argument: either an object
// of field id → text, or a registration as template.import returns it,
// {fields, preamble, extra}. It fails, with an error object, on an
// unknown layout, a value that is not text and a field id the layout does
// not have.
func (c *ctx) parseRegistration(layout, fieldsJSON string) (*registration.Registration, bool) {
	l, ok := registration.LayoutByID(layout)
	if !ok {
		c.fail("unknown-layout", "unknown layout "+strconv.Quote(layout)+`: want "rfc2611", "draft-12" or "rfc8141"`)
		return nil, false
	}
	if len(fieldsJSON) > limitTemplate {
		c.fail("too-large", "fields as JSON are "+strconv.Itoa(len(fieldsJSON))+" bytes of UTF-8; the limit is "+strconv.Itoa(limitTemplate)+
			" (4 MiB), as for the text template.import reads")
		return nil, false
	}
	v, err := jsontext.Parse(fieldsJSON)
	if err != nil || v.Kind != jsontext.Object {
		c.fail("bad-argument", "fields must be an object of field id → text")
		return nil, false
	}
	r := &registration.Registration{Layout: l.ID}
	fields, path := v, "fields"
	if f, ok := v.Member("fields"); ok && f.Kind == jsontext.Object {
		// A registration: {fields, preamble, extra}.
		fields, path = f, "fields.fields"
		if p, ok := v.Member("preamble"); ok && p.Kind != jsontext.Null {
			if p.Kind != jsontext.String {
				c.fail("bad-argument", "fields.preamble must be text, not "+p.Kind.String())
				return nil, false
			}
			r.Preamble = p.Text
		}
		if x, ok := v.Member("extra"); ok && x.Kind != jsontext.Null {
			if !c.extra(r, x) {
				return nil, false
			}
		}
	}
	ids := l.FieldIDs()
	for _, m := range fields.Members {
		if m.Value.Kind != jsontext.String {
			c.fail("bad-argument", path+"["+strconv.Quote(m.Key)+"] must be text, not "+m.Value.Kind.String())
			return nil, false
		}
		if !slices.Contains(ids, m.Key) {
			c.fail("unknown-field", "layout "+l.ID+" has no field "+strconv.Quote(m.Key)+
				" (its fields: "+strings.Join(ids, ", ")+"); text for another section belongs in extra")
			return nil, false
		}
		r.Set(m.Key, m.Value.Text)
	}
	return r, true
}

// extra reads [{heading, text}].
func (c *ctx) extra(r *registration.Registration, x jsontext.Value) bool {
	if x.Kind != jsontext.Array {
		c.fail("bad-argument", "fields.extra must be an array of {heading, text}")
		return false
	}
	for i, e := range x.Elems {
		h, okH := e.Member("heading")
		t, okT := e.Member("text")
		if e.Kind != jsontext.Object || !okH || !okT || h.Kind != jsontext.String || t.Kind != jsontext.String {
			c.fail("bad-argument", "fields.extra["+strconv.Itoa(i)+"] must be {heading, text} with text values")
			return false
		}
		r.Extra = append(r.Extra, registration.ExtraSection{Heading: h.Text, Text: t.Text})
	}
	return true
}

// opValidate: [layout, fields JSON] → the report.
func opValidate(c *ctx) {
	r, ok := c.parseRegistration(c.args[0], c.args[1])
	if !ok {
		return
	}
	rep := registration.Validate(r)
	w := &c.w
	w.open()
	w.kstr("layout", rep.Layout)
	w.kint("score", rep.Score)
	w.kint("passed", rep.Passed)
	w.kint("total", rep.Total)
	w.kbool("clean", rep.Clean())
	w.kstrs("missing", rep.Missing)
	findings(w, rep.Findings)
	w.kopenArray("checks")
	for _, ch := range rep.Checks {
		w.open()
		w.kstr("id", ch.ID)
		w.kstr("field", ch.Field)
		w.kstr("title", ch.Title)
		w.kbool("passed", ch.Passed)
		w.close()
	}
	w.closeArray()
	w.kopenArray("examples")
	for _, ex := range rep.Examples {
		w.open()
		w.kstr("urn", ex.URN)
		w.kbool("valid", ex.Valid)
		w.kbool("sameNid", ex.SameNID)
		if ex.Valid {
			w.knull("firstError")
		} else {
			w.kstr("firstError", string(ex.FirstError))
		}
		w.close()
	}
	w.closeArray()
	w.close()
}

func findings(w *writer, fs []registration.Finding) {
	w.kopenArray("findings")
	for _, f := range fs {
		w.open()
		w.kstr("field", f.Field)
		w.problem(f.Severity, f.Code, f.Msg)
		w.kref("ref", f.Ref)
		w.kint("line", f.Line)
		w.close()
	}
	w.closeArray()
}

// opRender: [layout, fields JSON, format] → {layout, format, text}.
func opRender(c *ctx) {
	format := c.args[2]
	if format == "" {
		format = "text"
	}
	var render func(*registration.Registration) (string, error)
	switch format {
	case "text":
		render = registration.RenderText
	case "markdown":
		render = registration.RenderMarkdown
	case "json":
		render = registration.RenderJSON
	default:
		c.fail("unknown-format", "unknown format "+strconv.Quote(format)+`: want "text", "markdown" or "json"`)
		return
	}
	r, ok := c.parseRegistration(c.args[0], c.args[1])
	if !ok {
		return
	}
	text, err := render(r)
	if err != nil {
		// registration has checked the layout and the field ids, the two
		// reasons core gives.
		c.fail("internal", err.Error())
		return
	}
	w := &c.w
	w.open()
	w.kstr("layout", r.Layout)
	w.kstr("format", format)
	w.kstr("text", text)
	w.close()
}

// opImport: [format ("", "text" or "json"), text] → {format, registration,
// findings}. Without a format, a text whose first non-blank character is
// "{" is read as JSON, anything else as plain text.
//
// The text may be limitTemplate bytes long, and so may the registration
// as JSON (the escapes can make it longer than the text): what import
// returns, validate and render take (JSON.stringify writes no more than
// this writer does).
func opImport(c *ctx) {
	format, text := c.args[0], c.args[1]
	if len(text) > limitTemplate {
		c.fail("too-large", "the text is "+strconv.Itoa(len(text))+" bytes of UTF-8; the limit is "+strconv.Itoa(limitTemplate)+" (4 MiB)")
		return
	}
	if format == "" {
		format = "text"
		if strings.HasPrefix(strings.TrimLeft(text, " \t\r\n\ufeff"), "{") {
			format = "json"
		}
	}
	var r *registration.Registration
	var fs []registration.Finding
	switch format {
	case "text":
		r, fs = registration.ImportText(text)
	case "json":
		r, fs = registration.ImportJSON(text)
	default:
		c.fail("unknown-format", "unknown format "+strconv.Quote(format)+`: want "text" or "json" (or none, to decide by the text)`)
		return
	}
	w := &c.w
	w.open()
	w.kstr("format", format)
	if r != nil {
		w.key("registration")
		start := len(w.b)
		w.open()
		w.kstr("layout", r.Layout)
		w.kopen("fields")
		// Template order first, then any other id in sorted order, so that
		// the output does not depend on map order.
		seen := map[string]bool{}
		if l, ok := registration.LayoutByID(r.Layout); ok {
			for _, id := range l.FieldIDs() {
				if t, ok := r.Fields[id]; ok {
					w.skey(id)
					w.str(t)
					seen[id] = true
				}
			}
		}
		var rest []string
		for id := range r.Fields {
			if !seen[id] {
				rest = append(rest, id)
			}
		}
		// An importer keeps only the layout's ids in Fields, so rest is
		// empty or short: an insertion sort (slices.Sort would add 18 KB
		// of generic code to the module for this alone).
		for i := 1; i < len(rest); i++ {
			for j := i; j > 0 && rest[j] < rest[j-1]; j-- {
				rest[j], rest[j-1] = rest[j-1], rest[j]
			}
		}
		for _, id := range rest {
			w.skey(id)
			w.str(r.Fields[id])
		}
		w.close()
		w.kstr("preamble", r.Preamble)
		w.kopenArray("extra")
		for _, e := range r.Extra {
			w.open()
			w.kstr("heading", e.Heading)
			w.kstr("text", e.Text)
			w.close()
		}
		w.closeArray()
		w.close()
		if n := len(w.b) - start; n > limitTemplate {
			c.fail("too-large", "the registration read from this text is "+strconv.Itoa(n)+" bytes as JSON, more than the "+
				strconv.Itoa(limitTemplate)+" (4 MiB) that template.validate and template.render take: shorten the text")
			return
		}
	} else {
		w.knull("registration")
	}
	findings(w, fs)
	w.close()
}
