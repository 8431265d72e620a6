package main

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/internal/jsontext"
)

// These tests call the ops the way urn_call does (handle), and read the
// JSON with jsontext.Parse. They run natively (go test ./...) and under
// node (GOOS=js GOARCH=wasm go test ./wasm/...).

func call(t *testing.T, name string, args ...string) jsontext.Value {
	t.Helper()
	i := opIndex(name)
	if i < 0 {
		t.Fatalf("no op %q", name)
	}
	req := encodeArgs(args...)
	if name == "parse" && len(args) == 2 {
		return callWire(t, i, req, args[1])
	}
	return decode(t, handle(i, req, len(req)))
}

func decode(t *testing.T, res []byte) jsontext.Value {
	t.Helper()
	v, err := jsontext.Parse(string(res))
	if err != nil {
		t.Fatalf("result is not JSON: %v\n%s", err, res)
	}
	return v
}

// get walks v by object keys (string) and array indices (int).
func get(t *testing.T, v jsontext.Value, path ...any) jsontext.Value {
	t.Helper()
	for _, p := range path {
		switch p := p.(type) {
		case string:
			m, ok := v.Member(p)
			if !ok {
				t.Fatalf("no member %q in %s", p, show(v))
			}
			v = m
		case int:
			if v.Kind != jsontext.Array || p >= len(v.Elems) {
				t.Fatalf("no element %d in %s", p, show(v))
			}
			v = v.Elems[p]
		}
	}
	return v
}

func show(v jsontext.Value) string {
	b, _ := jsontext.Append(nil, v, "")
	if len(b) > 400 {
		return string(b[:400]) + "…"
	}
	return string(b)
}

func str(t *testing.T, v jsontext.Value, path ...any) string {
	t.Helper()
	v = get(t, v, path...)
	if v.Kind != jsontext.String {
		t.Fatalf("%v: want a string, got %s", path, show(v))
	}
	return v.Text
}

func num(t *testing.T, v jsontext.Value, path ...any) int {
	t.Helper()
	v = get(t, v, path...)
	n, err := strconv.Atoi(v.Text)
	if v.Kind != jsontext.Number || err != nil {
		t.Fatalf("%v: want an integer, got %s", path, show(v))
	}
	return n
}

func boolean(t *testing.T, v jsontext.Value, path ...any) bool {
	t.Helper()
	v = get(t, v, path...)
	if v.Kind != jsontext.Bool {
		t.Fatalf("%v: want a boolean, got %s", path, show(v))
	}
	return v.Bool
}

func isNull(t *testing.T, v jsontext.Value, path ...any) bool {
	t.Helper()
	return get(t, v, path...).Kind == jsontext.Null
}

// wantError checks that v is {"error": {"code": code, "message": …}}.
func wantError(t *testing.T, v jsontext.Value, code string) string {
	t.Helper()
	if len(v.Members) != 1 || v.Members[0].Key != "error" {
		t.Fatalf("want an error object with code %q, got %s", code, show(v))
	}
	if got := str(t, v, "error", "code"); got != code {
		t.Fatalf("error code %q, want %q: %s", got, code, show(v))
	}
	return str(t, v, "error", "message")
}

// utf16String is a string as JavaScript holds it: UTF-16 code units.
type utf16String []uint16

func jsString(s string) utf16String { return utf16.Encode([]rune(s)) }

// slice is JavaScript's s.slice(start, end), back in UTF-8.
func (s utf16String) slice(t *testing.T, start, end int) string {
	t.Helper()
	if start < 0 || end < start || end > len(s) {
		t.Fatalf("span [%d, %d) outside a string of %d code units", start, end, len(s))
	}
	return string(utf16.Decode(s[start:end]))
}

// checkSpans checks that every object of arr with start and end slices
// the JavaScript form of input to its "text" (when it has one).
func checkSpans(t *testing.T, input string, arr jsontext.Value) {
	t.Helper()
	s := jsString(input)
	for i, el := range arr.Elems {
		got := s.slice(t, num(t, el, "start"), num(t, el, "end"))
		if txt, ok := el.Member("text"); ok && got != txt.Text {
			t.Errorf("element %d: input.slice(start, end) = %q, text = %q", i, got, txt.Text)
		}
	}
}

// checkFix checks that a diagnostic's fix, applied to the JavaScript
// form of input at its UTF-16 offsets, gives its result.
func checkFix(t *testing.T, input string, d jsontext.Value) {
	t.Helper()
	fix, ok := d.Member("fix")
	if !ok {
		return
	}
	s := jsString(input)
	start, end := num(t, fix, "start"), num(t, fix, "end")
	got := s.slice(t, 0, start) + str(t, fix, "new") + s.slice(t, end, len(s))
	if want := str(t, fix, "result"); got != want {
		t.Errorf("fix applied at UTF-16 [%d, %d): %q, result says %q", start, end, got, want)
	}
}

func TestInit(t *testing.T) {
	v := call(t, "init")
	if got := str(t, v, "version"); got != APIVersion {
		t.Errorf("version %q, want %q", got, APIVersion)
	}
	var names []string
	for _, e := range get(t, v, "ops").Elems {
		names = append(names, e.Text)
	}
	if names[0] != "init" {
		t.Errorf("op 0 is %q: urn.js calls op 0 as init", names[0])
	}
	for _, want := range []string{"editions", "parse", "equivalent", "encode", "display", "extract", "resolve", "url.read", "url.equivalent",
		"template.layouts", "template.validate", "template.render", "template.import"} {
		if !slices.Contains(names, want) {
			t.Errorf("no op %q in %v", want, names)
		}
	}
}

func TestEditions(t *testing.T) {
	v := call(t, "editions")
	var ids []string
	for _, e := range v.Elems {
		ids = append(ids, str(t, e, "id"))
		_ = str(t, e, "title")
		_ = num(t, e, "year")
		if boolean(t, e, "default") != (str(t, e, "id") == "rfc8141") {
			t.Errorf("%s: default is wrong", str(t, e, "id"))
		}
	}
	if want := []string{"rfc2141", "draft-03", "draft-12", "rfc8141"}; !slices.Equal(ids, want) {
		t.Errorf("ids %v, want %v", ids, want)
	}
}

func TestParseValid(t *testing.T) {
	v := call(t, "parse", "", "URN:ISBN:0451450523")
	if !boolean(t, v, "valid") || str(t, v, "edition") != "rfc8141" || str(t, v, "input") != "URN:ISBN:0451450523" {
		t.Fatalf("want a valid rfc8141 reading: %s", show(v))
	}
	var kinds []string
	for _, p := range get(t, v, "parts").Elems {
		kinds = append(kinds, str(t, p, "kind"))
	}
	if want := []string{"scheme", "delimiter", "nid", "delimiter", "nss"}; !slices.Equal(kinds, want) {
		t.Errorf("kinds %v, want %v", kinds, want)
	}
	checkSpans(t, "URN:ISBN:0451450523", get(t, v, "parts"))
	if str(t, v, "nid", "text") != "ISBN" || !boolean(t, v, "nid", "registered") || str(t, v, "nid", "class") != "formal" {
		t.Errorf("nid: %s", show(get(t, v, "nid")))
	}
	if got := str(t, v, "normalized"); got != "urn:isbn:0451450523" {
		t.Errorf("normalized %q", got)
	}
	if got := str(t, call(t, "parse", "rfc8141", "urn:example:a%2c?+r"), "normalized"); got != "urn:example:a%2C" {
		t.Errorf("normalized %q, want upper-case hex and no r-component", got)
	}
	if got := str(t, call(t, "parse", "rfc2141", "urn:example:a%2c"), "edition"); got != "rfc2141" {
		t.Errorf("edition %q", got)
	}
}

// TestParseUTF16 checks the offsets of parts, diagnostics and fixes
// against JavaScript's view of the input.
func TestParseUTF16(t *testing.T) {
	inputs := []string{
		"urn:example:caf\u00e9 😀x?+r#f",
		"urn:ex😀mple:a",
		"😀urn:example:a",
		" urn:example:日本語 ",
		"urn:example:%F0%9F%98%80?=q😀#😀",
		"isbn:😀",
		"urn:example:a\x00b",
		"urn:example:\ufffd",
	}
	for _, e := range []string{"rfc2141", "draft-03", "draft-12", "rfc8141"} {
		for _, in := range inputs {
			v := call(t, "parse", e, in)
			if boolean(t, v, "valid") != core.Valid(in, must(core.ParseEdition(e))) {
				t.Errorf("%s %q: valid differs from core.Valid", e, in)
			}
			checkSpans(t, in, get(t, v, "parts"))
			ds := get(t, v, "diagnostics")
			checkSpans(t, in, ds)
			for _, d := range ds.Elems {
				checkFix(t, in, d)
			}
		}
	}
	// The first one in detail.
	in := "urn:example:caf\u00e9 😀x?+r#f"
	v := call(t, "parse", "", in)
	d := get(t, v, "diagnostics", 0)
	if str(t, d, "code") != "nss-char" || num(t, d, "start") != 15 || num(t, d, "end") != 19 {
		t.Errorf("first diagnostic: %s", show(d))
	}
	if got := str(t, d, "fix", "result"); got != "urn:example:caf%C3%A9%20%F0%9F%98%80x?+r#f" {
		t.Errorf("fix result %q", got)
	}
	if !isNull(t, v, "normalized") {
		t.Errorf("normalized of an invalid URN: %s", show(get(t, v, "normalized")))
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func TestArgumentErrors(t *testing.T) {
	msg := wantError(t, call(t, "parse", "rfc9999", "urn:a:b"), "unknown-edition")
	if !strings.HasPrefix(msg, "parse: ") || !strings.Contains(msg, `"draft-03"`) || !strings.Contains(msg, `"rfc9999"`) {
		t.Errorf("message %q should name the op, the id and the editions", msg)
	}
	wantError(t, call(t, "equivalent", "", "5c", "urn:a:b", "urn:a:b"), "unknown-mode")
	wantError(t, call(t, "encode", "x", "a", "", "", ""), "unknown-edition")
	wantError(t, call(t, "display", "x", "urn:a:b"), "unknown-edition")
	wantError(t, call(t, "extract", "x", "", "", "urn:a:b"), "unknown-edition")
	wantError(t, call(t, "template.validate", "rfc9999", "{}"), "unknown-layout")
	wantError(t, call(t, "template.render", "rfc8141", "{}", "html"), "unknown-format")
	wantError(t, call(t, "template.import", "yaml", "x"), "unknown-format")
	wantError(t, call(t, "template.validate", "rfc8141", `{"purpose": 1}`), "bad-argument")
	wantError(t, call(t, "template.validate", "rfc8141", `[]`), "bad-argument")
	wantError(t, call(t, "template.render", "rfc8141", `{"no-such-field": "x"}`, "text"), "unknown-field")
	wantError(t, call(t, "template.render", "rfc8141", `{"fields": {}, "extra": [{"heading": 1}]}`, "text"), "bad-argument")
}

func TestBadRequests(t *testing.T) {
	wantError(t, decode(t, handle(len(ops), nil, 0)), "bad-request")
	wantError(t, decode(t, handle(-1, nil, 0)), "bad-request")
	parse := opIndex("parse")
	req := encodeArgs("rfc8141") // one argument where parse takes two
	wantError(t, decode(t, handle(parse, req, len(req))), "bad-request")
	req = encodeArgs("rfc8141", "urn:a:b")
	wantError(t, decode(t, handle(parse, req, len(req)-1)), "bad-request") // truncated
	// A length beyond the buffer would panic on slicing: recovered.
	msg := wantError(t, decode(t, handle(parse, req, len(req)+100)), "internal")
	if !strings.Contains(msg, "parse") || !strings.Contains(msg, "slice bounds out of range") {
		t.Errorf("message %q", msg)
	}
	// The module goes on working.
	if !boolean(t, call(t, "parse", "", "urn:isbn:0451450523"), "valid") {
		t.Error("parse after a recovered panic")
	}
}

func TestPanicRecovered(t *testing.T) {
	msg := wantError(t, call(t, "test.panic"), "internal")
	if !strings.Contains(msg, "test.panic") || !strings.Contains(msg, "on purpose") {
		t.Errorf("message %q", msg)
	}
	v := call(t, "parse", "", "urn:isbn:0451450523")
	if !boolean(t, v, "valid") {
		t.Errorf("parse after a panic: %s", show(v))
	}
}

func TestEquivalent(t *testing.T) {
	a, b := "URN:EXAMPLE:a%2c?=x", "urn:example:a%2C#f"
	v := call(t, "equivalent", "", "", a, b)
	if !boolean(t, v, "equivalent") || str(t, v, "mode") != "5a" || str(t, v, "edition") != "rfc8141" {
		t.Fatalf("want equivalent under rfc8141: %s", show(v))
	}
	if str(t, v, "a", "normalized") != "urn:example:a%2C" || str(t, v, "b", "normalized") != "urn:example:a%2C" {
		t.Errorf("normalized forms: %s / %s", str(t, v, "a", "normalized"), str(t, v, "b", "normalized"))
	}
	if !isNull(t, v, "difference") {
		t.Errorf("difference of equivalent URNs: %s", show(get(t, v, "difference")))
	}
	steps := get(t, v, "a", "steps")
	if str(t, steps, 0, "id") != "scheme-case" || len(get(t, steps, 0, "changes").Elems) != 1 {
		t.Errorf("steps: %s", show(steps))
	}
	// Spans of changes are in the input, in UTF-16.
	for _, st := range steps.Elems {
		for _, ch := range get(t, st, "changes").Elems {
			if got := jsString(a).slice(t, num(t, ch, "start"), num(t, ch, "end")); got != str(t, ch, "before") {
				t.Errorf("change %q at %s", got, show(ch))
			}
		}
	}

	// Not equivalent, with non-ASCII before the difference.
	a, b = "urn:example:😀é-a", "urn:example:😀é-b"
	v = call(t, "equivalent", "", "", a, b)
	if boolean(t, v, "equivalent") {
		t.Fatalf("equivalent: %s", show(v))
	}
	d := get(t, v, "difference")
	if num(t, d, "a") != 16 || num(t, d, "inputA") != 16 || str(t, d, "part") != "nss" || str(t, d, "reason") == "" {
		t.Errorf("difference: %s", show(d))
	}
	var fromA, fromB string
	for _, op := range get(t, v, "diff").Elems {
		ja, jb := jsString(str(t, v, "a", "normalized")), jsString(str(t, v, "b", "normalized"))
		ta := ja.slice(t, num(t, op, "a", "start"), num(t, op, "a", "end"))
		tb := jb.slice(t, num(t, op, "b", "start"), num(t, op, "b", "end"))
		switch str(t, op, "kind") {
		case "equal":
			if ta != str(t, op, "text") || tb != ta {
				t.Errorf("equal op %s", show(op))
			}
		case "delete":
			if ta != str(t, op, "text") {
				t.Errorf("delete op %s", show(op))
			}
		case "insert":
			if tb != str(t, op, "text") {
				t.Errorf("insert op %s", show(op))
			}
		}
		fromA += ta
		fromB += tb
	}
	if fromA != a || fromB != b {
		t.Errorf("the diff does not rebuild the forms: %q %q", fromA, fromB)
	}

	// draft-03, objective 5b keeps the query.
	v = call(t, "equivalent", "draft-03", "5b", "urn:example:a?c=1&s=I2L", "urn:example:a?s=I2L&c=1")
	if !boolean(t, v, "equivalent") || str(t, v, "mode") != "5b" {
		t.Errorf("5b: %s", show(v))
	}
	v = call(t, "equivalent", "draft-03", "5b", "urn:example:a?s=I2L", "urn:example:a?s=I2R")
	if boolean(t, v, "equivalent") {
		t.Errorf("5b keeps the query: %s", show(v))
	}
}

func TestEncode(t *testing.T) {
	raw := "café 😀?"
	v := call(t, "encode", "", raw, "", "1", "example")
	if got := str(t, v, "urn"); got != "urn:example:caf%C3%A9%20%F0%9F%98%80%3F" {
		t.Errorf("urn %q", got)
	}
	if !boolean(t, v, "valid") || str(t, v, "nid") != "example" {
		t.Errorf("encoding: %s", show(v))
	}
	nss := str(t, v, "nss")
	for _, ch := range get(t, v, "chars").Elems {
		if got := jsString(raw).slice(t, num(t, ch, "start"), num(t, ch, "end")); got != str(t, ch, "char") {
			t.Errorf("char %q at %s", got, show(ch))
		}
		if got := jsString(nss).slice(t, num(t, ch, "out", "start"), num(t, ch, "out", "end")); got != str(t, ch, "encoded") {
			t.Errorf("out %q at %s", got, show(ch))
		}
	}
	v = call(t, "encode", "rfc8141", "a@b", "@", "", "")
	if str(t, v, "nss") != "a%40b" || !isNull(t, v, "urn") || !isNull(t, v, "nid") {
		t.Errorf("special: %s", show(v))
	}
	v = call(t, "encode", "", "", "", "", "")
	if boolean(t, v, "valid") || str(t, v, "diagnostics", 0, "code") != "enc-empty" {
		t.Errorf("empty: %s", show(v))
	}
}

func TestDisplay(t *testing.T) {
	v := call(t, "display", "", "urn:example:%D0%B0bc😀")
	text := str(t, v, "text")
	if text != "urn:example:аbc😀" || str(t, v, "canonical") != "urn:example:%D0%B0bc😀" || boolean(t, v, "valid") {
		t.Errorf("display: %s", show(v))
	}
	seg := get(t, v, "segments", 0)
	if got := jsString(text).slice(t, num(t, seg, "to", "start"), num(t, seg, "to", "end")); got != "а" {
		t.Errorf("segment to %q", got)
	}
	if got := jsString(str(t, v, "canonical")).slice(t, num(t, seg, "from", "start"), num(t, seg, "from", "end")); got != "%D0%B0" {
		t.Errorf("segment from %q", got)
	}
	n := get(t, v, "notes", 0)
	if str(t, n, "code") != "display-confusable" || str(t, n, "like") != "a" {
		t.Errorf("note: %s", show(n))
	}
}

func TestExtract(t *testing.T) {
	text := "😀 See urn:isbn:0451450523. Or “urn:a:b c” and (urn:example:é)."
	v := call(t, "extract", "", "", "", text)
	found := get(t, v, "found")
	if len(found.Elems) != 3 || str(t, v, "edition") != "rfc8141" || boolean(t, v, "strict") {
		t.Fatalf("found: %s", show(v))
	}
	checkSpans(t, text, found)
	if got := str(t, found, 0, "trimmed", "text"); got != "." {
		t.Errorf("trimmed %q", got)
	}
	checkSpans(t, text, jsontext.Value{Kind: jsontext.Array, Elems: []jsontext.Value{get(t, found, 0, "trimmed")}})
	if !isNull(t, found, 0, "error") {
		t.Errorf("error of a valid URN: %s", show(get(t, found, 0, "error")))
	}
	// urn:example: with nothing valid after it.
	bad := get(t, found, 2)
	if boolean(t, bad, "valid") || isNull(t, bad, "error") {
		t.Errorf("want an invalid URN with its first error: %s", show(bad))
	}
	e := get(t, bad, "error")
	if s, end := num(t, e, "start"), num(t, e, "end"); s < num(t, bad, "start") || end > num(t, bad, "end") {
		t.Errorf("error span [%d, %d) outside the URN: %s", s, end, show(bad))
	}
	strict := call(t, "extract", "rfc2141", "1", "", text)
	if !boolean(t, strict, "strict") || str(t, strict, "found", 0, "text") != "urn:isbn:0451450523." {
		t.Errorf("strict: %s", show(strict))
	}
	if num(t, v, "total") != 3 || num(t, v, "invalid") != 2 {
		t.Errorf("totals: %s", show(v))
	}
}

// A caller that shows a few of the URNs found lists only those, and
// still learns how many were found and how many are not valid.
func TestExtractListsAtMostTheCountAsked(t *testing.T) {
	text := strings.Repeat("urn:a:b urn:ab:c ", 50)
	for _, c := range []struct {
		list     string
		wantList int
	}{{"", 100}, {"0", 0}, {"3", 3}, {"100", 100}, {"1000", 100}} {
		v := call(t, "extract", "", "", c.list, text)
		if got := len(get(t, v, "found").Elems); got != c.wantList || num(t, v, "total") != 100 || num(t, v, "invalid") != 50 {
			t.Errorf("list %q: %d listed, total %d, invalid %d; want %d, 100, 50", c.list, got, num(t, v, "total"), num(t, v, "invalid"), c.wantList)
		}
	}
	for _, bad := range []string{"-1", "x", "1.5"} {
		wantError(t, call(t, "extract", "", "", bad, text), "bad-argument")
	}
}

func TestTemplateLayouts(t *testing.T) {
	v := call(t, "template.layouts")
	var ids []string
	for _, l := range v.Elems {
		ids = append(ids, str(t, l, "id"))
		if len(get(t, l, "sections").Elems) == 0 || len(get(t, l, "fieldIds").Elems) == 0 {
			t.Errorf("%s: no sections", str(t, l, "id"))
		}
	}
	if want := []string{"rfc2611", "draft-12", "rfc8141"}; !slices.Equal(ids, want) {
		t.Errorf("layouts %v", ids)
	}
}

func TestTemplateValidateRenderImport(t *testing.T) {
	fields := `{"namespace-id": "example😀", "purpose": "For tests.", "registrant.email": "a@example.org"}`
	v := call(t, "template.validate", "rfc8141", fields)
	if str(t, v, "layout") != "rfc8141" || num(t, v, "total") == 0 || boolean(t, v, "clean") {
		t.Fatalf("report: %s", show(v))
	}
	var codes []string
	for _, f := range get(t, v, "findings").Elems {
		codes = append(codes, str(t, f, "code"))
	}
	if !slices.Contains(codes, "tpl-nid-syntax") || !slices.Contains(codes, "tpl-required") {
		t.Errorf("codes %v", codes)
	}

	for _, format := range []string{"text", "markdown", "json", ""} {
		r := call(t, "template.render", "rfc8141", fields, format)
		if !strings.Contains(str(t, r, "text"), "For tests.") {
			t.Errorf("%s: %s", format, show(r))
		}
	}
	md := str(t, call(t, "template.render", "rfc8141", fields, "markdown"), "text")
	if !strings.HasPrefix(md, "# URN Namespace Registration: example😀") {
		t.Errorf("markdown: %q", md[:min(len(md), 80)])
	}

	// Round trips: render → import gives the fields back.
	for _, format := range []string{"text", "json"} {
		text := str(t, call(t, "template.render", "rfc8141", fields, format), "text")
		im := call(t, "template.import", "", text)
		if str(t, im, "format") != format {
			t.Errorf("import guessed %q for %s", str(t, im, "format"), format)
		}
		reg := get(t, im, "registration")
		if str(t, reg, "layout") != "rfc8141" || str(t, reg, "fields", "purpose") != "For tests." || str(t, reg, "fields", "namespace-id") != "example😀" {
			t.Errorf("%s: imported %s", format, show(reg))
		}
		// The registration as import returns it is accepted as fields.
		b, _ := jsontext.Append(nil, reg, "")
		again := call(t, "template.render", "rfc8141", string(b), format)
		if str(t, again, "text") != text {
			t.Errorf("%s: render(import(render(x))) differs", format)
		}
	}
	im := call(t, "template.import", "json", "not json")
	if !isNull(t, im, "registration") || str(t, im, "findings", 0, "code") != "tpl-json-syntax" {
		t.Errorf("import of bad JSON: %s", show(im))
	}
	ex := call(t, "template.render", "rfc8141", `{"fields": {"purpose": "P"}, "preamble": "Pre", "extra": [{"heading": "Notes", "text": "N"}]}`, "markdown")
	if txt := str(t, ex, "text"); !strings.Contains(txt, "Pre") || !strings.Contains(txt, "## Notes") {
		t.Errorf("registration form: %q", txt)
	}
}

// TestLargeOutput checks that a result larger than the kept buffer works
// and is not kept.
func TestLargeOutput(t *testing.T) {
	text := strings.Repeat("urn:example:a😀 ", 40000)
	v := call(t, "extract", "", "", "", text)
	if n := len(get(t, v, "found").Elems); n != 40000 {
		t.Fatalf("found %d", n)
	}
	if cap(out) > 1<<20 {
		t.Errorf("kept an output buffer of %d bytes", cap(out))
	}
	last := get(t, v, "found", 39999)
	checkSpans(t, text, jsontext.Value{Kind: jsontext.Array, Elems: []jsontext.Value{last}})
}

// FuzzParse: whatever the input, parse's wire result reads as the JSON
// parse.json writes, without an error, and its spans slice the
// JavaScript form of the input to their texts.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"urn:a:b", "urn:example:caf\u00e9 😀x?+r#f", "\xff\xfe", "urn:x:%", "", " urn:ä:ö?=#",
		// Namespaces with a syntax of their own (the namespace reading).
		"urn:isbn:0451450524", "urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66", "urn:issn:0167-6423", "urn:oid:1.3.6.1",
		"urn:ietf:params:xml:ns:yang:ietf-interfaces", "urn:lei:5493001KJTIIGC8Y1R12", "urn:isni:000000012146438X"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			t.Skip("JavaScript strings always reach the module as valid UTF-8")
		}
		for _, e := range []string{"rfc2141", "draft-03", "draft-12", "rfc8141"} {
			v := call(t, "parse", e, s)
			if _, bad := v.Member("error"); bad {
				t.Fatalf("error for %q: %s", s, show(v))
			}
			if j := call(t, "parse.json", e, s); !v.Equal(j) {
				t.Fatalf("%s %q: the wire result differs from parse.json: %s", e, s, jsonDiff(v, j))
			}
			checkSpans(t, s, get(t, v, "parts"))
			for _, d := range get(t, v, "diagnostics").Elems {
				checkFix(t, s, d)
			}
			ns := get(t, v, "namespace")
			checkSpans(t, s, get(t, ns, "parts"))
			for _, d := range get(t, ns, "diagnostics").Elems {
				checkFix(t, s, d)
				// Every namespace fix gives a URN whose NSS conforms.
				if fix, ok := d.Member("fix"); ok {
					r := str(t, fix, "result")
					if got := get(t, call(t, "parse", e, r), "namespace", "verdict").Text; got != "conforms" {
						t.Errorf("%s %q: the fix %q gives %q, whose namespace verdict is %s", e, s, str(t, fix, "title"), r, got)
					}
				}
			}
		}
	})
}

// callValid runs the valid op through handle and reads its one-word
// result, failing on anything else.
func callValid(t *testing.T, edition, input string) bool {
	t.Helper()
	req := encodeArgs(edition, input)
	res := handle(validOp, req, len(req))
	if len(res) != 4 || res[1] != 0 || res[2] != 0 || res[3] != 0 || res[0] > 1 {
		t.Fatalf("valid %q %q: result %q, want one word 0 or 1", edition, input, res)
	}
	return res[0] == 1
}

// TestValidOp checks that valid answers as core.Valid and as the
// reading's Valid, for the benchmark corpora, the seeds of core's
// FuzzRead and inputs on every side of the rules, under every edition;
// the quick path and the general one (opValid) agree; and bad requests
// get parse's error objects.
func TestValidOp(t *testing.T) {
	if validOp < 0 || ops[validOp].name != "valid" {
		t.Fatalf("validOp = %d", validOp)
	}
	inputs := []string{"", "urn:a:b", "URN:EXAMPLE:a%2c?+r?=q#f", " urn:x-foo:a ", "urn:urn-7:x", "isbn:1", "urn:example:%41%zz",
		"urn:example:café", "urn:example:a?+", "urn:ex:a/b", "urn:ex:a#f", "urn:ex:a??b", "urn:-a:b", "urn:example:a\x00b"}
	for _, c := range benchCorpora {
		inputs = append(inputs, c.URNs...)
	}
	inputs = append(inputs, fuzzSeeds(t, "../core/testdata/fuzz/FuzzRead")...)
	seen := map[bool]int{}
	for _, in := range inputs {
		for _, e := range core.Editions() {
			want := core.Valid(in, e)
			if r := core.Read(in, e); r.Valid != want {
				t.Fatalf("%s %q: core.Valid %v, Read(…).Valid %v", e, in, want, r.Valid)
			}
			if got := callValid(t, e.ID(), in); got != want {
				t.Errorf("%s %q: valid %v, core.Valid %v", e, in, got, want)
			}
			c := &ctx{name: "valid"}
			c.args = []string{e.ID(), in}
			opValid(c)
			if got := c.bin[0] == 1; got != want || c.done {
				t.Errorf("%s %q: opValid %v, core.Valid %v", e, in, got, want)
			}
			seen[want]++
		}
	}
	if seen[true] == 0 || seen[false] == 0 {
		t.Fatalf("valid and invalid inputs: %v", seen)
	}
	if callValid(t, "", "urn:a:b") != core.Valid("urn:a:b", core.DefaultEdition) {
		t.Error(`edition "" is not the default`)
	}
	req := encodeArgs("rfc9999", "urn:a:b")
	msg := wantError(t, decode(t, handle(validOp, req, len(req))), "unknown-edition")
	if !strings.HasPrefix(msg, `valid: unknown edition "rfc9999": want one of "rfc2141"`) {
		t.Errorf("message %q", msg)
	}
	req = encodeArgs("rfc8141")
	wantError(t, decode(t, handle(validOp, req, len(req))), "bad-request")
	req = encodeArgs("rfc8141", "urn:a:b")
	wantError(t, decode(t, handle(validOp, req, len(req)+100)), "internal")
	if !callValid(t, "rfc8141", "urn:isbn:0451450523") {
		t.Error("valid after a recovered panic")
	}
}
