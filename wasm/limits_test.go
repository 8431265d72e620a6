package main

import (
	"runtime"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/urn-playground/urn-playground/internal/jsontext"
)

// worstInputs are, for each op with a limit of its own, the inputs known
// to cost it the most memory per UTF-16 unit: a character object or a
// note per unit (encode, display), a part per unit (parse), a change per
// escape (equivalent), a found URN every few units (extract). Each is
// built by repeating unit to about n units.
var worstInputs = []struct {
	op    string
	units []string
	args  func(s string) []string
}{
	{"encode", []string{"а", "€", " ", "%", "\x00", "é"}, func(s string) []string { return []string{"", s, "", "", ""} }},
	{"encode", []string{"а"}, func(s string) []string { return []string{"", s, "", "1", "example"} }},
	{"display", []string{"а", "ⅰ", "%2C", "%D0%B0", "%00", "a%FF"}, func(s string) []string { return []string{"", "urn:example:" + s} }},
	{"display", []string{"%2C", "%23"}, func(s string) []string { return []string{"", "urn:example:a?=" + s} }},
	{"parse", []string{"/", "%2c", "а", "\x00", "%"}, func(s string) []string { return []string{"", "urn:example:" + s} }},
	{"equivalent", []string{"%2c", "%c3%a9", "a"}, func(s string) []string {
		return []string{"", "", "urn:example:" + s, "URN:EXAMPLE:" + strings.ToUpper(s)}
	}},
	{"extract", []string{"urn:a:b ", "urn:x:%zz ", "<urn:a:b> ", "urn:a:ü "}, func(s string) []string { return []string{"", "", "", s} }},
	{"template.import", []string{"x\n", "\n", "Namespace ID: x\n"}, func(s string) []string { return []string{"", s} }},
	// A row per line: short lines, each failing with a message, or each
	// with a NID of its own.
	{"check.lines", []string{"a\n", "x\n", "urn:a:%\n", "urn:isbn:1\n", "urn:ab:c\n"}, func(s string) []string { return []string{"", "1", s} }},
	// A namespace reading: a part per dev subtype, per OID arc, per
	// publicid field; a diagnostic per stray character (the first 1,000
	// listed).
	{"parse.namespace", []string{"a:", "-:"}, func(s string) []string { return []string{"", "urn:dev:a:" + s + "a"} }},
	{"parse.namespace", []string{"1.", "99999."}, func(s string) []string { return []string{"", "urn:oid:1." + s + "1"} }},
	{"parse.namespace", []string{"'", "+//"}, func(s string) []string { return []string{"", "urn:publicid:0" + s + ".0100"} }},
	{"parse.namespace", []string{"1-", "%"}, func(s string) []string { return []string{"", "urn:isbn:" + s} }},
	{"parse.json", []string{"/", "%2c", " "}, func(s string) []string { return []string{"", "urn:example:" + s} }},
}

func utf16Units(s string) int { return len(utf16.Encode([]rune(s))) }

// TestLimitsAfford checks the limits of limits.go against what the ops
// allocate: on each op's worst known inputs, the bytes allocated per
// unit of input, times the op's limit, stay within memoryBudget. (So an
// op that grows costlier per character fails here, and its limit must
// come down; before the results were sized at once, encode and display
// allocated over 2 KB per unit.)
func TestLimitsAfford(t *testing.T) {
	const n = 64 << 10 // units: enough that no buffer is reused from call to call
	for _, c := range worstInputs {
		op := opIndex(c.op)
		limit := opLimit(c.op)
		for _, u := range c.units {
			args := c.args(strings.Repeat(u, n/utf16Units(u)))
			units := 0
			for _, a := range args {
				units += utf16Units(a)
			}
			req := encodeArgs(args...)
			var m0, m1 runtime.MemStats
			runtime.ReadMemStats(&m0)
			res := handle(op, req, len(req))
			runtime.ReadMemStats(&m1)
			if res[0] == '{' && strings.HasPrefix(string(res), `{"error"`) {
				t.Fatalf("%s on %q…: %.200s", c.op, u, res)
			}
			perUnit := float64(m1.TotalAlloc-m0.TotalAlloc) / float64(units)
			t.Logf("%-16s %-12q %6.0f bytes allocated per unit, %4.0f MiB at the limit of %d units", c.op, u, perUnit, perUnit*float64(limit)/(1<<20), limit)
			if perUnit*float64(limit) > memoryBudget {
				t.Errorf("%s on %q repeated: %.0f bytes per unit; at the limit of %d units that is %.0f MiB, over the budget of %d MiB",
					c.op, u, perUnit, limit, perUnit*float64(limit)/(1<<20), memoryBudget>>20)
			}
		}
	}
}

// TestTooLarge checks that handle refuses, with too-large, arguments
// longer than the op's limit, and takes them at the limit (urn.js checks
// first; this is the raw exports' check, and the same numbers).
func TestTooLarge(t *testing.T) {
	for _, c := range []struct {
		op   string
		args func(s string) []string
	}{
		// The options (an edition, a flag) do not count: a call at the
		// limit is taken with them as without. Before, encode with
		// {nid: "ab"} counted its hidden flag, and a parse's namespace
		// (asked with the edition's id) the edition.
		{"encode", func(s string) []string { return []string{"rfc8141", s[2:], "", "1", s[:2]} }},
		{"display", func(s string) []string { return []string{"rfc8141", s} }},
		{"extract", func(s string) []string { return []string{"draft-03", "1", "", s} }},
		{"equivalent", func(s string) []string { return []string{"rfc8141", "", s, ""} }},
		{"parse", func(s string) []string { return []string{"rfc8141", s} }},
		{"parse.json", func(s string) []string { return []string{"rfc8141", s} }},
		{"parse.namespace", func(s string) []string { return []string{"rfc8141", s} }},
		{"valid", func(s string) []string { return []string{"rfc8141", s} }},
	} {
		limit := opLimit(c.op)
		// "~" costs little to read, encode or display; "😀" is two
		// units (four bytes).
		ats := []string{strings.Repeat("~", limit), strings.Repeat("😀", limit/2)}
		if c.op == "encode" {
			ats = ats[:1] // an object per "😀": slow, and the count is handle's, the same for every op
		}
		for _, at := range ats {
			req := encodeArgs(c.args(at)...)
			if res := handle(opIndex(c.op), req, len(req)); strings.HasPrefix(string(res), `{"error"`) {
				t.Errorf("%s at its limit of %d units: %.300s", c.op, limit, res)
			}
			msg := wantError(t, call(t, c.op, c.args(at+"~")...), "too-large")
			want := "the text passed is " + strconv.Itoa(limit+1) + " UTF-16 code units long; the limit for " + c.op + " is " + strconv.Itoa(limit)
			if !strings.Contains(msg, c.op+": ") || !strings.Contains(msg, want) {
				t.Errorf("%s: message %q, want %q", c.op, msg, want)
			}
		}
	}
	// An option's value is short: a long one is refused before any work.
	msg := wantError(t, call(t, "parse", strings.Repeat("x", maxOption+1), "urn:a:b"), "too-large")
	if !strings.Contains(msg, "an option's value is at most") {
		t.Errorf("a long edition: %q", msg)
	}
	// init names every op's limit, by op number, for urn.js.
	init := call(t, "init")
	limits := get(t, init, "limits")
	if len(limits.Elems) != len(ops) {
		t.Fatalf("init: %d limits for %d ops", len(limits.Elems), len(ops))
	}
	for i, o := range ops {
		if got := num(t, limits, i); got != opLimit(o.name) {
			t.Errorf("init: limits[%d] (%s) = %d, want %d", i, o.name, got, opLimit(o.name))
		}
	}
}

func TestUTF16Len(t *testing.T) {
	for _, s := range []string{"", "urn:a:b", "é€😀", "a\xffb", "\xf0\x9f", "\xe2\x82", "😀😀x"} {
		// A byte that is not UTF-8 is one unit: it reads as U+FFFD.
		want := utf16Units(strings.ToValidUTF8(s, "\uFFFD"))
		if strings.Contains(s, "\xf0\x9f") || strings.Contains(s, "\xe2\x82") {
			want = utf16Units(s) // []rune of an invalid string: one U+FFFD per byte
		}
		if got := utf16Len(s); got != want {
			t.Errorf("utf16Len(%q) = %d, want %d", s, got, want)
		}
	}
}

// TestTemplateLimit checks that the template ops share one limit, and say
// too-large when it is hit: whatever import returns, validate and render
// take.
func TestTemplateLimit(t *testing.T) {
	big := `{"purpose":"` + strings.Repeat("x", limitTemplate) + `"}`
	for _, op := range []string{"template.validate", "template.render"} {
		args := []string{"rfc8141", big}
		if op == "template.render" {
			args = append(args, "")
		}
		wantError(t, call(t, op, args...), "too-large")
	}
	wantError(t, call(t, "template.import", "", strings.Repeat("x", limitTemplate+1)), "too-large")
	// The fields' limit counts their text as the caller wrote it, not
	// JSON's quotes and escapes: 3 Mi quotes are 6 MiB as JSON.
	quotes := `{"purpose":"` + strings.Repeat(`\"`, 3<<20) + `"}`
	msg := wantError(t, call(t, "template.validate", "rfc8141", quotes), "too-large")
	if want := "the fields' text is " + strconv.Itoa(len("purpose")+3<<20) + " UTF-16 code units long, but"; !strings.Contains(msg, want) {
		t.Errorf("validate: message %q, want %q", msg, want)
	}
	msg = wantError(t, call(t, "template.validate", "rfc8141", `{"p":"`+strings.Repeat("é", limitTemplate)+`"}`), "too-large")
	if want := "the text passed is " + strconv.Itoa(1+limitTemplate) + " UTF-16 code units long"; !strings.Contains(msg, want) {
		t.Errorf("validate: message %q, want %q", msg, want)
	}
	// Under the limit as text, over it as JSON: every `"` is written \".
	msg = wantError(t, call(t, "template.import", "text", strings.Repeat(`"`, limitTemplate-100)), "too-large")
	if !strings.Contains(msg, "as JSON") {
		t.Errorf("import: message %q", msg)
	}
	// What import returns, validate and render take.
	v := call(t, "template.import", "text", strings.Repeat("Namespace ID: example\nx\n", (limitTemplate-1000)/24))
	reg, err := jsontext.Append(nil, get(t, v, "registration"), "")
	if err != nil {
		t.Fatal(err)
	}
	if len(reg) < limitTemplate/2 {
		t.Fatalf("the registration is only %d bytes", len(reg))
	}
	for _, op := range []string{"template.validate", "template.render"} {
		args := []string{"rfc8141", string(reg)}
		if op == "template.render" {
			args = append(args, "")
		}
		if r := call(t, op, args...); r.Kind != jsontext.Object || has(r, "error") {
			t.Errorf("%s of import's registration (%d bytes): %s", op, len(reg), show(r))
		}
	}
}

func has(v jsontext.Value, key string) bool {
	_, ok := v.Member(key)
	return ok
}

func TestJSONTextUnits(t *testing.T) {
	for _, c := range []struct {
		json string
		want int
	}{
		{`{}`, 0}, {`{"a":"bc"}`, 3}, {`{"a":"\"\\"}`, 3}, {`{"é":"\u00e9😀"}`, 4}, {`{"a":["x",1,null]}`, 2},
	} {
		if got := jsonTextUnits(c.json); got != c.want {
			t.Errorf("jsonTextUnits(%s) = %d, want %d", c.json, got, c.want)
		}
	}
}
