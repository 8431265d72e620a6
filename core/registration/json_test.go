package registration

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/internal/jsontext"
)

// sameRegistration is the equality RenderJSON and ImportJSON promise:
// same layout, preamble and extra sections, and the same text for every
// field id through Get (so a field set to "" equals an absent one, and a
// nil Extra an empty one).
func sameRegistration(a, b *Registration) bool {
	if a == nil || b == nil {
		return a == b
	}
	if a.Layout != b.Layout || a.Preamble != b.Preamble || !slices.Equal(a.Extra, b.Extra) {
		return false
	}
	for id := range a.Fields {
		if a.Get(id) != b.Get(id) {
			return false
		}
	}
	for id := range b.Fields {
		if a.Get(id) != b.Get(id) {
			return false
		}
	}
	return true
}

// fullRegistration fills every field of a layout with text that needs
// care: quotes, backslashes, line breaks, non-ASCII, Markdown markup.
func fullRegistration(l *Layout) *Registration {
	r := &Registration{Layout: l.ID, Preamble: "Namespace registration for \"example\"\nStatus: draft"}
	for i, id := range l.FieldIDs() {
		r.Set(id, "text of "+id+" #"+itoa(i)+"\nline 2: \"quoted\" \\ back\\slash, café 😀\n\n   NSS = 1*( ALPHA / DIGIT )")
	}
	r.Set("namespace-id", "example")
	r.Set("version", "1")
	r.Set("date", "2024-05-01")
	r.Extra = []ExtraSection{{Heading: "Acknowledgements", Text: "Thanks."}, {Heading: "", Text: ""}, {Heading: "C# * notes", Text: "\t- a\n1. b"}}
	return r
}

func TestRenderJSONRoundTrip(t *testing.T) {
	for _, l := range Layouts() {
		for name, r := range map[string]*Registration{
			"full":                fullRegistration(l),
			"empty":               {Layout: l.ID},
			"empty map and extra": {Layout: l.ID, Fields: map[string]string{}, Extra: []ExtraSection{}},
			"some empty fields":   {Layout: l.ID, Fields: map[string]string{"namespace-id": "", "registrant.email": "a@example.org"}},
			"100 KB":              {Layout: l.ID, Fields: map[string]string{"registrant": strings.Repeat("long text ", 10_000)}},
		} {
			out, err := RenderJSON(r)
			if err != nil {
				t.Fatalf("%s %s: %v", l.ID, name, err)
			}
			if !json.Valid([]byte(out)) {
				t.Fatalf("%s %s: encoding/json refuses the output", l.ID, name)
			}
			back, findings := ImportJSON(out)
			if len(findings) != 0 {
				t.Errorf("%s %s: findings %+v", l.ID, name, findings)
			}
			if !sameRegistration(r, back) {
				t.Errorf("%s %s: read back as %+v", l.ID, name, back)
			}
			for id, text := range back.Fields {
				if text == "" {
					t.Errorf("%s %s: empty field %q stored", l.ID, name, id)
				}
			}
		}
	}
}

// TestRenderJSONFormat pins the format: key order, every field written
// in FieldIDs order, two-space indent, final newline.
func TestRenderJSONFormat(t *testing.T) {
	l, _ := LayoutByID("rfc8141")
	r := &Registration{Layout: "rfc8141", Preamble: "pre", Extra: []ExtraSection{{Heading: "H", Text: "a\tb"}}}
	r.Set("namespace-id", "example")
	r.Set("registrant.email", "x@example.org")
	out, err := RenderJSON(r)
	if err != nil {
		t.Fatal(err)
	}
	var fields strings.Builder
	for i, id := range l.FieldIDs() {
		if i > 0 {
			fields.WriteString(",\n")
		}
		fields.WriteString(`    "` + id + `": "` + map[string]string{"namespace-id": "example", "registrant.email": "x@example.org"}[id] + `"`)
	}
	want := "{\n" +
		"  \"layout\": \"rfc8141\",\n" +
		"  \"version\": 1,\n" +
		"  \"fields\": {\n" + fields.String() + "\n  },\n" +
		"  \"preamble\": \"pre\",\n" +
		"  \"extra\": [\n" +
		"    {\n" +
		"      \"heading\": \"H\",\n" +
		"      \"text\": \"a\\tb\"\n" +
		"    }\n" +
		"  ]\n" +
		"}\n"
	if out != want {
		t.Errorf("RenderJSON:\n%s\nwant:\n%s", out, want)
	}
	empty, _ := RenderJSON(&Registration{Layout: "rfc2611"})
	if !strings.Contains(empty, `"extra": []`) || !strings.Contains(empty, `"preamble": ""`) || !strings.Contains(empty, `"registrant.address": ""`) {
		t.Errorf("an empty registration:\n%s", empty)
	}
}

func TestRenderJSONErrors(t *testing.T) {
	for name, r := range map[string]*Registration{
		"nil":            nil,
		"no layout":      {},
		"unknown layout": {Layout: "rfc9999"},
		"unknown field":  {Layout: "rfc2611", Fields: map[string]string{"purpose": "rfc2611 has none"}},
		"unknown sub":    {Layout: "rfc8141", Fields: map[string]string{"registrant.fax": "1"}},
	} {
		if out, err := RenderJSON(r); err == nil {
			t.Errorf("%s: no error, wrote %s", name, out)
		}
		if out, err := RenderMarkdown(r); err == nil {
			t.Errorf("%s: RenderMarkdown gave no error, wrote %s", name, out)
		}
	}
	// An unknown id with no text holds nothing to lose.
	if _, err := RenderJSON(&Registration{Layout: "rfc2611", Fields: map[string]string{"purpose": ""}}); err != nil {
		t.Errorf("empty unknown field: %v", err)
	}
}

func TestRenderJSONInvalidUTF8(t *testing.T) {
	r := &Registration{Layout: "rfc8141", Preamble: "a\xffb", Extra: []ExtraSection{{Heading: "\xc3", Text: "ok"}}}
	r.Set("purpose", "caf\xe9")
	out, err := RenderJSON(r)
	if err != nil {
		t.Fatal(err)
	}
	back, findings := ImportJSON(out)
	if len(findings) != 0 {
		t.Errorf("findings %+v", findings)
	}
	if back.Preamble != "a\uFFFDb" || back.Get("purpose") != "caf\uFFFD" || back.Extra[0].Heading != "\uFFFD" {
		t.Errorf("read back as %+v", back)
	}
}

// TestRenderJSONRandom is the round-trip property on random
// registrations: ImportJSON(RenderJSON(r)) equals r, with no findings
// but control characters.
func TestRenderJSONRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 1000 {
		r := randomRegistration(rng)
		out, err := RenderJSON(r)
		if err != nil {
			t.Fatal(err)
		}
		back, findings := ImportJSON(out)
		if !sameRegistration(r, back) {
			t.Fatalf("%+v\nread back as\n%+v", r, back)
		}
		for _, f := range findings {
			if f.Code != CodeJSONControl {
				t.Fatalf("finding %+v on RenderJSON output", f)
			}
		}
	}
}

func randomRegistration(rng *rand.Rand) *Registration {
	ls := Layouts()
	l := ls[rng.IntN(len(ls))]
	r := &Registration{Layout: l.ID, Preamble: randomText(rng, 20)}
	for _, id := range l.FieldIDs() {
		if rng.IntN(3) > 0 {
			r.Set(id, randomText(rng, 40))
		}
	}
	for range rng.IntN(4) {
		r.Extra = append(r.Extra, ExtraSection{Heading: randomText(rng, 8), Text: randomText(rng, 30)})
	}
	return r
}

func TestImportJSONFindings(t *testing.T) {
	type want struct {
		codes   []core.Code // every finding's code, in order
		nilReg  bool        // the registration is nil
		field   string      // the first finding's Field
		line    int         // the first finding's Line
		msg     string      // a part of the first finding's message
		kept    []string    // texts that must be in the registration
		extraed []string    // headings of the extra sections, in order
	}
	for _, tc := range []struct {
		name, in string
		want
	}{
		{"not JSON", "{\n  \"layout\": \"rfc8141\",\n  \"fields\": {,}\n}", want{codes: []core.Code{CodeJSONSyntax}, nilReg: true, line: 3, msg: "line 3, column 14: expected a string"}},
		{"empty", "", want{codes: []core.Code{CodeJSONSyntax}, nilReg: true, line: 1, msg: "empty input"}},
		{"duplicate field", `{"layout": "rfc8141", "fields": {"purpose": "a", "purpose": "b"}}`, want{codes: []core.Code{CodeJSONSyntax}, nilReg: true, line: 1, msg: `duplicate key "purpose"`}},
		{"latin-1", "{\"layout\": \"rfc8141\", \"preamble\": \"caf\xe9\"}", want{codes: []core.Code{CodeJSONSyntax}, nilReg: true, msg: "not UTF-8"}},
		{"too large", `"` + strings.Repeat("x", jsontext.MaxSize) + `"`, want{codes: []core.Code{CodeJSONSyntax}, nilReg: true, msg: "4 MiB"}},
		{"too deep", strings.Repeat("[", 100), want{codes: []core.Code{CodeJSONSyntax}, nilReg: true, msg: "nest more than 64"}},
		{"an array", `["rfc8141"]`, want{codes: []core.Code{CodeJSONType}, nilReg: true, line: 1, msg: "holds an array, not an object"}},
		{"no layout", `{"version": 1, "fields": {"purpose": "p"}}`, want{codes: []core.Code{CodeJSONMissingLayout}, nilReg: true, field: "layout", msg: `no "layout"`}},
		{"layout not a string", `{"layout": 8141}`, want{codes: []core.Code{CodeJSONType}, nilReg: true, field: "layout", msg: "the number 8141"}},
		{"unknown layout", "{\n\"layout\": \"rfc9999\"}", want{codes: []core.Code{CodeJSONUnknownLayout}, nilReg: true, field: "layout", line: 2, msg: `unknown layout "rfc9999": want "rfc2611", "draft-12" or "rfc8141"`}},
		{"layout spelt otherwise", `{"layout": "RFC8141"}`, want{codes: []core.Code{CodeJSONUnknownLayout}, nilReg: true, field: "layout", msg: `did you mean "rfc8141"?`}},
		{"no version", `{"layout": "rfc8141", "fields": {"purpose": "p"}}`, want{codes: []core.Code{CodeJSONVersion}, msg: "read as format version 1", kept: []string{"p"}}},
		{"version 2", `{"layout": "rfc8141", "version": 2, "fields": {"purpose": "p"}}`, want{codes: []core.Code{CodeJSONVersion}, line: 1, msg: `format version "2" is not one this reader knows`, kept: []string{"p"}}},
		{"version 1.0", `{"layout": "rfc8141", "version": 1.0}`, want{codes: []core.Code{CodeJSONVersion}, msg: `"1.0"`}},
		{"version \"1\"", `{"layout": "rfc8141", "version": "1"}`, want{codes: []core.Code{CodeJSONType}, msg: "not a string"}},
		{"unknown top-level key", "{\"layout\": \"rfc8141\", \"version\": 1,\n\"comment\": \"keep me\"}", want{codes: []core.Code{CodeJSONUnknownKey}, line: 2, msg: `unknown key "comment"`, kept: []string{"keep me"}, extraed: []string{"comment"}}},
		{"field at the top level", `{"layout": "rfc8141", "version": 1, "purpose": "misplaced"}`, want{codes: []core.Code{CodeJSONUnknownKey}, msg: `did you mean the field "purpose" in "fields"?`, kept: []string{"misplaced"}, extraed: []string{"purpose"}}},
		{"unknown field id", "{\"layout\": \"rfc8141\", \"version\": 1, \"fields\": {\n\"purpose\": \"p\",\n\"registrant.fax\": \"+1 555\"}}", want{codes: []core.Code{CodeJSONUnknownField}, line: 3, msg: `field "registrant.fax" is not in layout rfc8141`, kept: []string{"p", "+1 555"}, extraed: []string{"registrant.fax"}}},
		{"field of another layout", `{"layout": "rfc2611", "version": 1, "fields": {"purpose": "p"}}`, want{codes: []core.Code{CodeJSONUnknownField}, msg: "it is a field of draft-12 and rfc8141", kept: []string{"p"}, extraed: []string{"purpose"}}},
		{"misspelt field id", `{"layout": "rfc8141", "version": 1, "fields": {"Purpose": "p"}}`, want{codes: []core.Code{CodeJSONUnknownField}, msg: `did you mean the field "purpose"`, kept: []string{"p"}, extraed: []string{"Purpose"}}},
		{"number as text", `{"layout": "rfc8141", "version": 1, "fields": {"version": 2}}`, want{codes: []core.Code{CodeJSONType}, field: "version", msg: `field "version" should be a string, found the number 2: read as the text "2"`, kept: []string{"2"}}},
		{"boolean as text", `{"layout": "rfc8141", "version": 1, "preamble": true}`, want{codes: []core.Code{CodeJSONType}, msg: "the boolean true", kept: []string{"true"}}},
		{"null field", `{"layout": "rfc8141", "version": 1, "fields": {"purpose": null}}`, want{codes: []core.Code{CodeJSONType}, field: "purpose", msg: "is null: read as empty"}},
		{"array as text", `{"layout": "rfc8141", "version": 1, "fields": {"documentation": ["RFC 8141", "RFC 3986"]}}`, want{codes: []core.Code{CodeJSONType}, field: "documentation", msg: "kept as its JSON text", kept: []string{`"RFC 8141"`, `"RFC 3986"`}}},
		{"fields an array", `{"layout": "rfc8141", "version": 1, "fields": ["purpose", "p"]}`, want{codes: []core.Code{CodeJSONType}, msg: `"fields" must be an object`, kept: []string{`"p"`}, extraed: []string{"fields"}}},
		{"fields null", `{"layout": "rfc8141", "version": 1, "fields": null}`, want{codes: []core.Code{CodeJSONType}, msg: "read as no fields"}},
		{"extra an object", `{"layout": "rfc8141", "version": 1, "extra": {"heading": "H", "text": "T"}}`, want{codes: []core.Code{CodeJSONType}, msg: "read the object as one section", kept: []string{"H", "T"}, extraed: []string{"H"}}},
		{"extra a string", `{"layout": "rfc8141", "version": 1, "extra": "T"}`, want{codes: []core.Code{CodeJSONType}, msg: `"extra" must be an array`, kept: []string{"T"}, extraed: []string{"extra"}}},
		{"extra entries of other types", `{"layout": "rfc8141", "version": 1, "extra": ["loose text", null, 3]}`, want{codes: []core.Code{CodeJSONType, CodeJSONType, CodeJSONType}, msg: "extra[0] should be an object", kept: []string{"loose text", "3"}, extraed: []string{"", ""}}},
		{"extra entry with an unknown key", `{"layout": "rfc8141", "version": 1, "extra": [{"heading": "H", "body": "the text"}]}`, want{codes: []core.Code{CodeJSONUnknownKey}, msg: `extra[0] has the key "body"`, kept: []string{"H", "the text"}, extraed: []string{"H", "body"}}},
		{"control characters", `{"layout": "rfc8141", "version": 1, "fields": {"purpose": "a\u0007b\r\nc\u0000", "syntax": "tab\tand\nnewline are fine"}}`, want{codes: []core.Code{CodeJSONControl}, field: "purpose", msg: `field "purpose" holds 3 control characters, the first U+0007 at line 1, column 2 of its text: kept as is`, kept: []string{"a\u0007b\r\nc\u0000"}}},
		{"C1 control in a heading", `{"layout": "rfc8141", "version": 1, "extra": [{"heading": "H\u0085", "text": ""}]}`, want{codes: []core.Code{CodeJSONControl}, msg: "extra[0].heading holds a control character, U+0085", extraed: []string{"H\u0085"}}},
		{"100 KB field", `{"layout": "rfc8141", "version": 1, "fields": {"purpose": "` + strings.Repeat("é", 50_000) + `"}}`, want{kept: []string{strings.Repeat("é", 50_000)}}},
		{"BOM and CRLF", "\uFEFF{\r\n\"layout\": \"draft-12\",\r\n\"version\": 1\r\n}\r\n", want{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, findings := ImportJSON(tc.in)
			var codes []core.Code
			for _, f := range findings {
				codes = append(codes, f.Code)
			}
			if !slices.Equal(codes, tc.codes) {
				t.Fatalf("codes %v, want %v; findings %+v", codes, tc.codes, findings)
			}
			if (r == nil) != tc.nilReg {
				t.Fatalf("registration %+v, want nil: %v", r, tc.nilReg)
			}
			if len(findings) > 0 {
				f := findings[0]
				if f.Field != tc.field || !strings.Contains(f.Msg, tc.msg) || tc.line != 0 && f.Line != tc.line {
					t.Errorf("first finding %+v\nwant field %q, line %d, message …%s…", f, tc.field, tc.line, tc.msg)
				}
				if tc.nilReg && f.Severity != core.Error {
					t.Errorf("a nil registration with a %v finding", f.Severity)
				}
			}
			if r == nil {
				return
			}
			all := registrationTexts(r)
			for _, k := range tc.kept {
				if !strings.Contains(all, k) {
					t.Errorf("%q lost: %+v", k, r)
				}
			}
			var headings []string
			for _, x := range r.Extra {
				headings = append(headings, x.Heading)
			}
			if !slices.Equal(headings, tc.extraed) {
				t.Errorf("extra headings %q, want %q", headings, tc.extraed)
			}
		})
	}
}

// registrationTexts joins every text of r, for "is it kept" checks.
func registrationTexts(r *Registration) string {
	var b strings.Builder
	b.WriteString(r.Layout + "\x00" + r.Preamble + "\x00")
	for _, t := range r.Fields {
		b.WriteString(t + "\x00")
	}
	for _, x := range r.Extra {
		b.WriteString(x.Heading + "\x00" + x.Text + "\x00")
	}
	return b.String()
}

// checkImportJSON checks ImportJSON's invariants on any input.
func checkImportJSON(t *testing.T, in string) {
	t.Helper()
	r, findings := ImportJSON(in)
	lines := strings.Count(in, "\n") + 1
	hasError := false
	for _, f := range findings {
		if f.Severity < core.Info || f.Severity > core.Error || !strings.HasPrefix(string(f.Code), "tpl-json-") || f.Msg == "" || f.Line < 1 || f.Line > lines {
			t.Fatalf("%q: malformed finding %+v", in, f)
		}
		if f.Field != "" && (f.Field == "layout") != (f.Code == CodeJSONMissingLayout || f.Code == CodeJSONUnknownLayout || f.Code == CodeJSONType && r == nil) {
			t.Fatalf("%q: finding %+v names %q", in, f, f.Field)
		}
		if f.Field != "" && f.Field != "layout" && (r == nil || !fieldInLayout(mustLayout(t, r.Layout), f.Field)) {
			t.Fatalf("%q: finding names %q, not a field of the layout", in, f.Field)
		}
		hasError = hasError || f.Severity == core.Error
	}
	if r == nil {
		if !hasError || len(findings) != 1 {
			t.Fatalf("%q: nil registration with findings %+v", in, findings)
		}
		return
	}
	l := mustLayout(t, r.Layout)
	for id, text := range r.Fields {
		if !fieldInLayout(l, id) || text == "" {
			t.Fatalf("%q: field %q = %q stored", in, id, text)
		}
	}
	// Nothing is dropped: every string of the input is in the
	// registration, as is or (inside an array or object kept as JSON
	// text) as JSON.
	v, err := jsontext.Parse(in)
	if err != nil {
		t.Fatalf("%q: imported, but jsontext.Parse says %v", in, err)
	}
	all := registrationTexts(r)
	var walk func(v jsontext.Value, top bool)
	walk = func(v jsontext.Value, top bool) {
		switch v.Kind {
		case jsontext.String:
			if !strings.Contains(all, v.Text) && !strings.Contains(all, string(jsontext.AppendString(nil, v.Text))) {
				t.Fatalf("%q: the string %q is lost: %+v", in, v.Text, r)
			}
		case jsontext.Array:
			for _, e := range v.Elems {
				walk(e, false)
			}
		case jsontext.Object:
			for _, m := range v.Members {
				if top && m.Key == "version" {
					continue
				}
				walk(m.Value, false)
			}
		}
	}
	walk(v, true)
	// What was read renders, and reads back the same.
	out, err := RenderJSON(r)
	if err != nil {
		t.Fatalf("%q: imported %+v, which does not render: %v", in, r, err)
	}
	back, again := ImportJSON(out)
	if !sameRegistration(r, back) {
		t.Fatalf("%q: imported %+v, rendered and imported again as %+v", in, r, back)
	}
	for _, f := range again {
		if f.Code != CodeJSONControl {
			t.Fatalf("%q: finding %+v on RenderJSON output", in, f)
		}
	}
}

func mustLayout(t *testing.T, id string) *Layout {
	t.Helper()
	l, ok := LayoutByID(id)
	if !ok {
		t.Fatalf("unknown layout %q", id)
	}
	return l
}

func TestImportJSONInvariants(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 300 {
		out, _ := RenderJSON(randomRegistration(rng))
		checkImportJSON(t, out)
		// Damage it: cut it, or change one byte.
		checkImportJSON(t, out[:rng.IntN(len(out))])
		b := []byte(out)
		const damage = "{}[],:\"\\x0 \n"
		b[rng.IntN(len(b))] = damage[rng.IntN(len(damage))]
		checkImportJSON(t, string(b))
	}
}

// FuzzImportJSON checks ImportJSON on any input: it never panics; its
// findings are well formed; a nil registration comes with exactly one
// error; what it reads uses only the layout's field ids, drops no string
// of the input, renders, and reads back the same.
func FuzzImportJSON(f *testing.F) {
	for _, l := range Layouts() {
		out, _ := RenderJSON(fullRegistration(l))
		f.Add(out)
	}
	for _, s := range []string{
		`{"layout": "rfc8141", "version": 2, "fields": {"purpose": 1, "x": [1, "a"], "registrant.email": null}, "extra": [{"heading": "h", "body": "b"}, "s", 3], "comment": {"a": "b"}}`,
		`{"layout": "rfc2611", "fields": {"purpose": "p\u0007"}, "extra": {"heading": "h"}}`,
		`{"layout": "draft-12", "fields": "x", "extra": "y", "preamble": ["z"]}`,
		`{"layout": "nope"}`, `[]`, `{"version": 1}`, `{"layout": 1}`, "",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		checkImportJSON(t, in)
	})
}

// FuzzRenderJSON checks the round trip on registrations built from fuzz
// input, invalid UTF-8 included: ImportJSON(RenderJSON(r)) equals r with
// each invalid byte read as U+FFFD.
func FuzzRenderJSON(f *testing.F) {
	f.Add(uint8(2), "pre", "heading", "text", "example", "a\nb")
	f.Add(uint8(0), "", "", "\x00\xff", "\u2028", "\"\\")
	f.Fuzz(func(t *testing.T, li uint8, preamble, heading, text, a, b string) {
		r := fuzzRegistration(li, preamble, heading, text, a, b)
		out, err := RenderJSON(r)
		if err != nil {
			t.Fatal(err)
		}
		want := &Registration{Layout: r.Layout, Preamble: jsontext.ReplaceInvalidUTF8(preamble), Extra: []ExtraSection{{Heading: jsontext.ReplaceInvalidUTF8(heading), Text: jsontext.ReplaceInvalidUTF8(text)}}}
		for id, s := range r.Fields {
			want.Set(id, jsontext.ReplaceInvalidUTF8(s))
		}
		back, findings := ImportJSON(out)
		if !sameRegistration(want, back) {
			t.Fatalf("%+v read back as %+v", r, back)
		}
		for _, f := range findings {
			if f.Code != CodeJSONControl {
				t.Fatalf("finding %+v", f)
			}
		}
		if _, err := RenderMarkdown(r); err != nil {
			t.Fatal(err)
		}
	})
}

// fuzzRegistration builds a registration from fuzz input: a layout, a
// preamble, one extra section and two fields picked by the texts' lengths.
func fuzzRegistration(li uint8, preamble, heading, text, a, b string) *Registration {
	ls := Layouts()
	l := ls[int(li)%len(ls)]
	ids := l.FieldIDs()
	r := &Registration{Layout: l.ID, Preamble: preamble, Extra: []ExtraSection{{Heading: heading, Text: text}}}
	r.Set(ids[len(a)%len(ids)], a)
	r.Set(ids[(len(b)+1)%len(ids)], b)
	return r
}

// textAlphabet is what random registrations are made of: rich in what the
// renderers must escape, wrap or keep.
var textAlphabet = []rune("aZ09 \"\\/\n\r\t\b\f\x00\x01\x1f\x7f\u0080\u2028\u2029é€😀\uFFFD\uFEFF#*_-`<>&[]|~=+.1)")

// randomText returns valid UTF-8 up to n characters long.
func randomText(rng *rand.Rand, n int) string {
	text := make([]rune, rng.IntN(n+1))
	for i := range text {
		text[i] = textAlphabet[rng.IntN(len(textAlphabet))]
	}
	return string(text)
}
