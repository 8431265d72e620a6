package main

import (
	"slices"
	"strconv"
	"strings"

	"github.com/urn-playground/urn-playground/core/registration"
	"github.com/urn-playground/urn-playground/core/resultjson"
	"github.com/urn-playground/urn-playground/internal/ascii"
	"github.com/urn-playground/urn-playground/internal/jsontext"
)

// opLayouts: [] → the three registration templates.
func opLayouts(c *ctx) {
	w := &c.w
	w.OpenArray()
	for _, l := range registration.Layouts() {
		w.Open()
		w.KStr("id", l.ID)
		w.KStr("title", l.Title)
		w.KStr("edition", l.Edition.ID())
		w.KInt("year", l.Year)
		w.KRef("ref", l.Ref)
		w.KStrs("fieldIds", l.FieldIDs())
		w.KOpenArray("sections")
		for _, s := range l.Sections {
			w.Open()
			w.KStr("id", s.ID)
			w.KStr("number", s.Number)
			w.KStr("label", s.Label)
			w.KStr("group", s.Group)
			w.KStr("kind", s.Kind.String())
			w.KBool("required", s.Required)
			w.KStr("intro", s.Intro)
			w.KStrs("guidance", s.Guidance)
			w.KRef("guidanceRef", s.GuidanceRef)
			w.KRef("ref", s.Ref)
			w.KOpenArray("subFields")
			for _, f := range s.SubFields {
				w.Open()
				w.KStr("id", f.ID)
				w.KStr("label", f.Label)
				w.KBool("required", f.Required)
				w.KBool("recommended", f.Recommended)
				w.KStrs("aliases", f.Aliases)
				w.Close()
			}
			w.CloseArray()
			w.KStrs("aliases", s.Aliases)
			w.Close()
		}
		w.CloseArray()
		w.KOpenArray("next")
		for _, n := range l.Next {
			w.Open()
			w.KStr("text", n.Text)
			w.KRef("ref", n.Ref)
			w.Close()
		}
		w.CloseArray()
		w.Close()
	}
	w.CloseArray()
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
		c.fail("unknown-layout", "unknown layout "+ascii.QuoteAll(layout)+`: want "rfc2611", "draft-12" or "rfc8141"`)
		return nil, false
	}
	if len(fieldsJSON) > limitTemplate {
		c.fail("too-large", "the fields' text is "+strconv.Itoa(jsonTextUnits(fieldsJSON))+" UTF-16 code units long, but "+
			strconv.Itoa(len(fieldsJSON))+" bytes once written as JSON (UTF-8, with quotes and escapes); the limit is "+
			strconv.Itoa(limitTemplate)+" bytes (4 MiB) of JSON, which whatever template.import returns stays under")
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
			c.fail("bad-argument", path+"["+ascii.QuoteAll(m.Key)+"] must be text, not "+m.Value.Kind.String())
			return nil, false
		}
		if !slices.Contains(ids, m.Key) {
			c.fail("unknown-field", "layout "+l.ID+" has no field "+ascii.QuoteAll(m.Key)+
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
	w.Open()
	w.KStr("layout", rep.Layout)
	w.KStr("nid", rep.NID)
	w.KInt("score", rep.Score)
	w.KInt("passed", rep.Passed)
	w.KInt("total", rep.Total)
	w.KBool("clean", rep.Clean())
	w.KBool("ready", rep.Ready())
	w.KStr("summary", rep.Summary())
	w.KStrs("missing", rep.Missing)
	findings(w, rep.Findings)
	w.KOpenArray("checks")
	for _, ch := range rep.Checks {
		w.Open()
		w.KStr("id", ch.ID)
		w.KStr("field", ch.Field)
		w.KStr("title", ch.Title)
		w.KBool("passed", ch.Passed)
		w.KBool("failed", ch.Failed)
		w.Close()
	}
	w.CloseArray()
	w.KOpenArray("examples")
	for _, ex := range rep.Examples {
		w.Open()
		w.KStr("urn", ex.URN)
		w.KBool("valid", ex.Valid)
		w.KBool("sameNid", ex.SameNID)
		if ex.Valid {
			w.KNull("firstError")
		} else {
			w.KStr("firstError", string(ex.FirstError))
			w.KInt("errorAt", ex.ErrorAt)
			w.KStr("errorMessage", ex.ErrorMsg)
		}
		w.Close()
	}
	w.CloseArray()
	w.Close()
}

func findings(w *resultjson.Writer, fs []registration.Finding) {
	w.KOpenArray("findings")
	for _, f := range fs {
		w.Open()
		w.KStr("field", f.Field)
		w.Problem(f.Severity, f.Code, f.Msg)
		w.KRef("ref", f.Ref)
		w.KInt("line", f.Line)
		w.Close()
	}
	w.CloseArray()
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
		c.fail("unknown-format", "unknown format "+ascii.QuoteAll(format)+`: want "text", "markdown" or "json"`)
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
	w.Open()
	w.KStr("layout", r.Layout)
	w.KStr("format", format)
	w.KStr("text", text)
	w.Close()
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
		c.fail("unknown-format", "unknown format "+ascii.QuoteAll(format)+`: want "text" or "json" (or none, to decide by the text)`)
		return
	}
	w := &c.w
	w.Open()
	w.KStr("format", format)
	if r == nil {
		w.KNull("registration")
	} else if n := importedJSON(w, r); n > limitTemplate {
		c.fail("too-large", "the registration read from this text is "+strconv.Itoa(n)+" bytes as JSON, more than the "+
			strconv.Itoa(limitTemplate)+" (4 MiB) that template.validate and template.render take: shorten the text")
		return
	}
	findings(w, fs)
	w.Close()
}

// importedJSON writes the member "registration": r as template.import
// gives it, and returns its length in bytes.
func importedJSON(w *resultjson.Writer, r *registration.Registration) int {
	w.Key("registration")
	start := w.Len()
	w.Open()
	w.KStr("layout", r.Layout)
	w.KOpen("fields")
	for _, id := range fieldOrder(r) {
		w.EscapedKey(id)
		w.Str(r.Fields[id])
	}
	w.Close()
	w.KStr("preamble", r.Preamble)
	w.KOpenArray("extra")
	for _, e := range r.Extra {
		w.Open()
		w.KStr("heading", e.Heading)
		w.KStr("text", e.Text)
		w.Close()
	}
	w.CloseArray()
	w.Close()
	return w.Len() - start
}

// fieldOrder lists r's field ids in the template's order, then any other
// id sorted, so that the output does not depend on map order.
func fieldOrder(r *registration.Registration) []string {
	ids := make([]string, 0, len(r.Fields))
	seen := map[string]bool{}
	if l, ok := registration.LayoutByID(r.Layout); ok {
		for _, id := range l.FieldIDs() {
			if _, ok := r.Fields[id]; ok {
				ids = append(ids, id)
				seen[id] = true
			}
		}
	}
	known := len(ids)
	for id := range r.Fields {
		if !seen[id] {
			ids = append(ids, id)
		}
	}
	// An importer keeps only the layout's ids in Fields, so the rest is
	// empty or short: an insertion sort (slices.Sort would add 18 KB of
	// generic code to the module for this alone).
	rest := ids[known:]
	for i := 1; i < len(rest); i++ {
		for j := i; j > 0 && rest[j] < rest[j-1]; j-- {
			rest[j], rest[j-1] = rest[j-1], rest[j]
		}
	}
	return ids
}
