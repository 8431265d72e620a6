package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// runCLI runs the command as a test would from a shell and returns its
// exit status and what it wrote.
func runCLI(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errOut)
	if strings.Contains(out.String(), "\x1b[") {
		t.Errorf("urn %q: colour escapes in output that is not a terminal", args)
	}
	return code, out.String(), errOut.String()
}

func TestValidURN(t *testing.T) {
	code, out, stderr := runCLI(t, "", "urn:isbn:0451450523")
	if code != exitValid {
		t.Fatalf("exit status %d, want %d; stderr: %s", code, exitValid, stderr)
	}
	lines := strings.Split(out, "\n")
	wantTop := []string{
		"urn:isbn:0451450523",
		"^~~ ^~~~ ^~~~~~~~~~",
		"|   nid  nss",
		"scheme",
	}
	if len(lines) < len(wantTop) || !reflect.DeepEqual(lines[:len(wantTop)], wantTop) {
		t.Errorf("ruler:\n%s\nwant:\n%s", strings.Join(lines[:min(len(lines), len(wantTop))], "\n"), strings.Join(wantTop, "\n"))
	}
	for _, want := range []string{
		"\nparts\n",
		"  nid        4-8    \"isbn\"\n",
		"  nss        9-19   \"0451450523\"\n",
		"\nsyntactically valid under RFC 8141 (rfc8141); namespace: conforms to the \"isbn\" syntax; NID \"isbn\": formal, registered with IANA (",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	// Whatever notes the reader adds, the output lists them all.
	u := core.Read("urn:isbn:0451450523", core.RFC8141)
	for _, d := range u.Diagnostics {
		if !strings.Contains(out, d.Severity.String()+"["+string(d.Code)+"]") {
			t.Errorf("output lacks diagnostic %s:\n%s", d.Code, out)
		}
	}
	if len(u.Diagnostics) == 0 && !strings.Contains(out, "no diagnostics") {
		t.Errorf("output does not say there are no diagnostics:\n%s", out)
	}
}

func TestInvalidURN(t *testing.T) {
	const in = "urn:isbn:a b"
	code, out, _ := runCLI(t, "", in)
	if code != exitInvalid {
		t.Errorf("exit status %d, want %d", code, exitInvalid)
	}
	for _, want := range []string{
		"not syntactically valid under RFC 8141 (rfc8141): 1 error;",
		"\nerror[nss-char] 10-11: ",
		"\n  urn:isbn:a b\n            ^\n",
		"\n  see: RFC 8141 §2.2\n",
		" -> urn:isbn:a%20b\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	// Every diagnostic's reference and fix is printed.
	u := core.Read(in, core.RFC8141)
	for _, d := range u.Diagnostics {
		if !strings.Contains(out, d.Msg) || !strings.Contains(out, d.Ref.String()) {
			t.Errorf("output lacks the message or reference of %s:\n%s", d.Code, out)
		}
		if d.HasFix() && !strings.Contains(out, "fix: "+d.Fix.Title+" -> ") {
			t.Errorf("output lacks the fix of %s:\n%s", d.Code, out)
		}
	}
}

func TestJSONRoundTrip(t *testing.T) {
	inputs := []string{"urn:isbn:0451450523", "urn:isbn:0451450524", "urn:ISBN:-978-0-451-45052-3", "urn:isbn:a b", "urn:example:a/b?+r?=q#f", "urm:x", ""}
	code, out, stderr := runCLI(t, "", append([]string{"-json", "-edition", "rfc8141"}, inputs...)...)
	if code != exitInvalid {
		t.Errorf("exit status %d, want %d; stderr: %s", code, exitInvalid, stderr)
	}
	dec := json.NewDecoder(strings.NewReader(out))
	dec.DisallowUnknownFields()
	for _, in := range inputs {
		var got jsonReading
		if err := dec.Decode(&got); err != nil {
			t.Fatalf("decoding the reading of %q: %v\n%s", in, err, out)
		}
		want := toJSON(core.Read(in, core.RFC8141))
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%q: decoded %+v\nwant %+v", in, got, want)
		}
		if got.Input != in || got.Edition != "rfc8141" {
			t.Errorf("%q: input %q, edition %q", in, got.Input, got.Edition)
		}
	}
	if err := dec.Decode(new(any)); !errors.Is(err, io.EOF) {
		t.Errorf("more output after the last reading: %v", err)
	}

	// The field names are an interface: check them by name.
	_, out, _ = runCLI(t, "", "-json", "urn:isbn:a b")
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"input", "edition", "valid", "parts", "nid", "diagnostics", "normalized"} {
		if _, ok := m[k]; !ok {
			t.Errorf("no field %q in %s", k, out)
		}
	}
	if m["valid"] != false {
		t.Errorf("valid = %v, want false", m["valid"])
	}
	ns := m["nid"].(map[string]any)
	if ns["text"] != "isbn" || ns["class"] != "formal" || ns["registered"] != true {
		t.Errorf("nid = %v", ns)
	}
	var found bool
	for _, d := range m["diagnostics"].([]any) {
		d := d.(map[string]any)
		if d["code"] != "nss-char" {
			continue
		}
		found = true
		if d["severity"] != "error" || d["start"] != 10.0 || d["end"] != 11.0 {
			t.Errorf("nss-char diagnostic = %v", d)
		}
		fix := d["fix"].(map[string]any)
		if fix["result"] != "urn:isbn:a%20b" || fix["new"] != "%20" {
			t.Errorf("fix = %v", fix)
		}
		ref := d["ref"].(map[string]any)
		if ref["edition"] != "rfc8141" || ref["text"] != "RFC 8141 §2.2" {
			t.Errorf("ref = %v", ref)
		}
	}
	if !found {
		t.Errorf("no nss-char diagnostic in %s", out)
	}

	// -edition all: one object holding a reading per edition.
	_, out, _ = runCLI(t, "", "-json", "-edition", "all", "urn:example:a/b?+r?=q#f")
	var c jsonCompare
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatal(err)
	}
	if len(c.Readings) != len(core.Editions()) {
		t.Fatalf("%d readings, want %d", len(c.Readings), len(core.Editions()))
	}
	for i, e := range core.Editions() {
		if want := toJSON(core.Read(c.Input, e)); !reflect.DeepEqual(c.Readings[i], want) {
			t.Errorf("reading %d: %+v\nwant %+v", i, c.Readings[i], want)
		}
	}
}

func TestCompareEditions(t *testing.T) {
	const in = "urn:example:a/b?+r?=q#f"
	code, out, _ := runCLI(t, "", "-edition", "all", in)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 1+len(core.Editions()) || lines[0] != in {
		t.Fatalf("want the input and one line per edition, got:\n%s", out)
	}
	wantCode := exitValid
	for i, e := range core.Editions() {
		u := core.Read(in, e)
		f := strings.Fields(lines[i+1])
		verdict := "valid"
		if !u.Valid {
			verdict, wantCode = "invalid", exitInvalid
		}
		if len(f) < 3 || f[0] != e.ID() || f[1] != verdict || f[2] != `nid="example"` {
			t.Errorf("line %q: want %s %s nid=\"example\" …", lines[i+1], e.ID(), verdict)
		}
		if d, ok := u.Diagnostics.FirstError(); ok && !strings.Contains(lines[i+1], string(d.Code)) {
			t.Errorf("line %q lacks the error %s", lines[i+1], d.Code)
		}
	}
	if !strings.HasSuffix(lines[4], `nss="a/b" r-component="r" q-component="q" f-component="f"`) {
		t.Errorf("rfc8141 line: %q", lines[4])
	}
	if code != wantCode {
		t.Errorf("exit status %d, want %d", code, wantCode)
	}
}

func TestStdin(t *testing.T) {
	code, out, stderr := runCLI(t, "urn:isbn:1\n\nurn:example:x\n")
	if code != exitValid {
		t.Errorf("exit status %d, want %d; stderr: %s", code, exitValid, stderr)
	}
	if n := strings.Count(out, "\nparts\n"); n != 2 {
		t.Errorf("%d readings, want 2 (blank lines are skipped):\n%s", n, out)
	}
	if strings.Contains(stderr, "urn>") {
		t.Errorf("prompted when standard input is not a terminal: %q", stderr)
	}
	code, out, _ = runCLI(t, "urn:a:b\nurn:isbn:a b\n", "-edition", "all")
	if code != exitInvalid || !strings.Contains(out, "urn:isbn:a b\n  rfc2141") {
		t.Errorf("exit status %d, output:\n%s", code, out)
	}
}

func TestFlags(t *testing.T) {
	for _, tt := range []struct {
		args []string
		code int
	}{
		{[]string{"-edition", "rfc9999", "urn:a:b"}, exitUsage},
		{[]string{"-nope"}, exitUsage},
		{[]string{"-h"}, exitValid},
		{[]string{"urn:isbn:1", "-edition", "rfc2141"}, exitValid}, // flags after inputs
		{[]string{"-edition", "draft-12", "--", "-edition"}, exitInvalid},
	} {
		code, out, stderr := runCLI(t, "", tt.args...)
		if code != tt.code {
			t.Errorf("urn %q: exit status %d, want %d; stderr: %s", tt.args, code, tt.code, stderr)
		}
		if tt.code == exitUsage && (out != "" || stderr == "") {
			t.Errorf("urn %q: stdout %q, stderr %q: want the complaint on stderr only", tt.args, out, stderr)
		}
	}
	_, out, _ := runCLI(t, "", "urn:isbn:1", "-edition", "rfc2141")
	if !strings.Contains(out, "under RFC 2141 (rfc2141)") {
		t.Errorf("-edition after the input was ignored:\n%s", out)
	}
}

func TestRuler(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []string
	}{
		{"urn:example:a/b?+r?=q#f", []string{
			"urn:example:a/b?+r?=q#f",
			"^~~ ^~~~~~~ ^~~  ^  ^ ^",
			"|   nid     nss  |  | f-component",
			"scheme           |  q-component",
			"                 r-component",
		}},
		// Adjacent parts stay apart; an empty part gets one caret.
		{" urn:a:", []string{
			" urn:a:",
			"^^~~ ^ ^",
			"||   | nss",
			"||   nid",
			"|scheme",
			"unparsed",
		}},
		// Invisible and wide characters keep the carets aligned.
		{"urn:日本:x\ty", []string{
			`urn:日本:x\ty`,
			`^~~ ^~~~ ^~~~`,
			`|   nid  nss`,
			`scheme`,
		}},
	} {
		u := core.Read(tt.in, core.RFC8141)
		var marks []mark
		for _, pt := range u.Parts() {
			if pt.Kind.TopLevel() && pt.Kind != core.KindDelimiter {
				marks = append(marks, mark{pt.Span, pt.Kind.String()})
			}
		}
		ln := newLine(tt.in)
		got := append([]string{ln.text}, ln.ruler(marks)...)
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%q:\n%s\nwant:\n%s", tt.in, strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
		}
	}
}

func TestNewLine(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"urn:a:b", "urn:a:b"},
		{"a\x00b\xffc", `a\x00b\xffc`},
		{"a\u200bb\u00a0c", `a\u200bb\u00a0c`},
		{"é", "é"},
	} {
		if got := newLine(tt.in).text; got != tt.want {
			t.Errorf("newLine(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// ---- subcommands ----

// decodeStrict decodes exactly one JSON value of out into v, refusing
// fields v does not name.
func decodeStrict(t *testing.T, out string, v any) {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(out))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		t.Fatalf("decoding %T: %v\n%s", v, err, out)
	}
	if err := dec.Decode(new(any)); !errors.Is(err, io.EOF) {
		t.Errorf("more output after the JSON value: %v", err)
	}
}

// fieldsOf decodes a JSON object into a map, to check field names.
func fieldsOf(t *testing.T, out string, names ...string) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, k := range names {
		if _, ok := m[k]; !ok {
			t.Errorf("no field %q in %s", k, out)
		}
	}
	return m
}

// linesAfter returns the n lines that follow the first line equal to
// first, or nil.
func linesAfter(out, first string, n int) []string {
	lines := strings.Split(out, "\n")
	for i, l := range lines {
		if l == first && i+n < len(lines) {
			return lines[i+1 : i+1+n]
		}
	}
	return nil
}

func TestSubcommandUsage(t *testing.T) {
	for _, tt := range []struct {
		args []string
		code int
	}{
		{[]string{"compare", "-h"}, exitValid},
		{[]string{"encode", "-h"}, exitValid},
		{[]string{"display", "-h"}, exitValid},
		{[]string{"extract", "-h"}, exitValid},
		{[]string{"compare", "urn:a:b"}, exitUsage},
		{[]string{"compare", "urn:a:b", "urn:a:b", "urn:a:b"}, exitUsage},
		{[]string{"compare", "-objective", "5c", "urn:a:b", "urn:a:b"}, exitUsage},
		{[]string{"compare", "-edition", "rfc9999", "urn:a:b", "urn:a:b"}, exitUsage},
		{[]string{"encode"}, exitUsage},
		{[]string{"encode", "a", "b"}, exitUsage},
		{[]string{"encode", "-edition", "all", "a"}, exitUsage},
		{[]string{"display"}, exitUsage},
		{[]string{"display", "-nope", "urn:a:b"}, exitUsage},
		{[]string{"extract", "a", "b"}, exitUsage},
		{[]string{"extract", "-edition", "all"}, exitUsage},
	} {
		code, out, stderr := runCLI(t, "", tt.args...)
		if code != tt.code {
			t.Errorf("urn %q: exit status %d, want %d; stderr: %s", tt.args, code, tt.code, stderr)
		}
		if out != "" || stderr == "" {
			t.Errorf("urn %q: stdout %q, stderr %q: want usage or the complaint on stderr only", tt.args, out, stderr)
		}
	}
	// A subcommand's name after "--", or after a flag, is a URN to read.
	for _, args := range [][]string{{"--", "compare"}, {"-edition", "rfc8141", "compare"}} {
		code, out, _ := runCLI(t, "", args...)
		if code != exitInvalid || !strings.Contains(out, "\nparts\n") {
			t.Errorf("urn %q: exit status %d, want a reading of \"compare\":\n%s", args, code, out)
		}
	}
	// Flags may follow the operands, as for a reading.
	if code, out, _ := runCLI(t, "", "compare", "urn:ex:a?s=1", "urn:ex:a?s=2", "-edition", "draft-03", "-objective", "5b"); code != exitInvalid || !strings.HasPrefix(out, "Not equivalent under draft-03") {
		t.Errorf("flags after the operands: exit status %d:\n%s", code, out)
	}
}

func TestCompare(t *testing.T) {
	const a, b = "URN:EXAMPLE:a123%2cz456?=x", "urn:example:a123%2Cz456#f"
	c := core.Compare(a, b, core.RFC8141, core.ObjectiveResource)
	code, out, stderr := runCLI(t, "", "compare", a, b)
	if code != exitValid {
		t.Errorf("exit status %d, want %d; stderr: %s", code, exitValid, stderr)
	}
	if first, _, _ := strings.Cut(out, "\n"); first != c.Summary {
		t.Errorf("first line %q, want the summary %q", first, c.Summary)
	}
	// Every step that changed an input is shown with each change marked
	// under the input; the others are not.
	changed := map[string]bool{}
	for _, n := range []*core.Normalization{c.A, c.B} {
		ln := newLine(n.Input)
		for _, st := range n.Steps {
			for _, ch := range st.Changes {
				changed[st.ID] = true
				want := "\n    " + ln.text + "\n    " + ln.carets(ch.Span) + "\n"
				if !strings.Contains(out, "\n  "+st.ID+": ") || !strings.Contains(out, want) || !strings.Contains(out, changeLabel(ch)) {
					t.Errorf("step %s: output lacks its heading, %q or%s", st.ID, changeLabel(ch), want)
				}
			}
		}
	}
	for _, st := range c.A.Steps {
		if !changed[st.ID] && strings.Contains(out, "\n  "+st.ID+": ") {
			t.Errorf("step %s changed nothing but is shown:\n%s", st.ID, out)
		}
	}
	if len(changed) != 5 {
		t.Errorf("%d steps changed something, want 5", len(changed))
	}
	for _, want := range []string{
		"\n    URN → urn\n",
		"\n                           ?=x → (removed)\n",
		"\n  A     urn:example:a123%2Cz456\n",
		"\n  B     urn:example:a123%2Cz456\n",
		"\n  diff  urn:example:a123%2Cz456\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "first difference") {
		t.Errorf("a difference shown for equivalent URNs:\n%s", out)
	}

	// Not equivalent: the diff and the first difference, marked in both inputs.
	const x, y = "urn:example:a123,z456", "urn:example:A123,z456"
	c = core.Compare(x, y, core.RFC8141, core.ObjectiveResource)
	code, out, _ = runCLI(t, "", "compare", x, y)
	if code != exitInvalid {
		t.Errorf("exit status %d, want %d", code, exitInvalid)
	}
	if !strings.HasPrefix(out, c.Summary+"\n") {
		t.Errorf("output does not start with the summary %q:\n%s", c.Summary, out)
	}
	if !strings.Contains(out, "\n  diff  urn:example:[-a-]{+A+}123,z456\n") {
		t.Errorf("diff line missing:\n%s", out)
	}
	d := c.Difference
	wantDiff := []string{
		"  A  " + x,
		"     " + newLine(x).carets(core.Span{Start: d.InputA, End: d.InputA}),
		"  B  " + y,
		"     " + newLine(y).carets(core.Span{Start: d.InputB, End: d.InputB}),
		"  see: " + d.Ref.String(),
	}
	head := "first difference (" + d.Part.String() + "): " + d.Reason
	if got := linesAfter(out, head, len(wantDiff)); !reflect.DeepEqual(got, wantDiff) {
		t.Errorf("first difference:\n%s\nwant:\n%s\n%s\nin:\n%s", strings.Join(got, "\n"), head, strings.Join(wantDiff, "\n"), out)
	}
	if d.InputA != 12 || d.Part != core.KindNSS {
		t.Errorf("difference at %d in %s, want 12 in nss", d.InputA, d.Part)
	}

	// A byte that normalization wrote is marked in the normalized form.
	// (draft-03 step 5b writes the "&" between reordered directives.)
	code, out, _ = runCLI(t, "", "compare", "-edition", "draft-03", "-objective", "5b", "urn:foo:x?b=1&a=1", "urn:foo:x?a=1")
	if code != exitInvalid || !strings.Contains(out, "first difference (query): ") || !strings.Contains(out, "\n  A  urn:foo:x?a=1&b=1  (normalized") {
		t.Errorf("exit status %d:\n%s", code, out)
	}

	// Notes say how invalid inputs were compared.
	c = core.Compare("hello", "urn:ex:a b", core.RFC8141, core.ObjectiveResource)
	_, out, _ = runCLI(t, "", "compare", "hello", "urn:ex:a b")
	for _, n := range c.Notes {
		if !strings.Contains(out, "\nnote: "+n+"\n") {
			t.Errorf("output lacks the note %q:\n%s", n, out)
		}
	}
	if len(c.Notes) != 2 {
		t.Errorf("%d notes, want 2", len(c.Notes))
	}

	// White space around an input is left out of the comparison, and
	// that input's steps say so (not "no step changes it").
	_, out, _ = runCLI(t, "", "compare", "urn:example:a", " urn:example:a ")
	if b := out[strings.Index(out, "\nB "):]; !strings.Contains(b, "trim-space: ") || strings.Contains(b, "no normalization step changes it") {
		t.Errorf("B's trimmed white space is not shown:\n%s", out)
	}

	// draft-03's objective.
	for _, tt := range []struct {
		objective string
		code      int
	}{{"5a", exitValid}, {"5b", exitInvalid}} {
		code, _, _ := runCLI(t, "", "compare", "-edition", "draft-03", "-objective", tt.objective, "urn:ex:a?s=1", "urn:ex:a?s=2")
		if code != tt.code {
			t.Errorf("-objective %s: exit status %d, want %d", tt.objective, code, tt.code)
		}
	}
}

func TestCompareAllEditions(t *testing.T) {
	const a, b = "urn:ex:a?s=1&c=2#f", "URN:ex:a?c=2&s=1"
	code, out, _ := runCLI(t, "", "compare", "-edition", "all", a, b)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) < 2 || lines[0] != "A  "+a || lines[1] != "B  "+b {
		t.Fatalf("want the inputs first:\n%s", out)
	}
	wantCode := exitValid
	i := 2
	for _, e := range core.Editions() {
		c := core.Compare(a, b, e, core.ObjectiveResource)
		if !c.Equivalent {
			wantCode = exitInvalid
		}
		if i >= len(lines) {
			t.Fatalf("no line for %s:\n%s", e, out)
		}
		if f := strings.Fields(lines[i]); len(f) == 0 || f[0] != e.ID() || !strings.HasSuffix(lines[i], "  "+c.Summary) {
			t.Errorf("line %q: want %s and %q", lines[i], e.ID(), c.Summary)
		}
		i++
		for _, n := range c.Notes {
			if i >= len(lines) || strings.TrimSpace(lines[i]) != "note: "+n {
				t.Errorf("%s: want the note %q", e, n)
			}
			i++
		}
	}
	if i != len(lines) {
		t.Errorf("%d lines, want %d:\n%s", len(lines), i, out)
	}
	if code != wantCode || wantCode != exitInvalid {
		t.Errorf("exit status %d, want %d", code, wantCode)
	}
	if code, _, _ := runCLI(t, "", "compare", "-edition", "all", "urn:ex:a", "URN:ex:a"); code != exitValid {
		t.Errorf("equivalent under every edition: exit status %d", code)
	}
}

func TestCompareJSON(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		e    core.Edition
		o    core.Objective
		args []string
	}{
		{"URN:EXAMPLE:a123%2cz456?=x", "urn:example:a123%2Cz456#f", core.RFC8141, core.ObjectiveResource, nil},
		{"urn:example:a123,z456", "urn:example:A123,z456", core.RFC8141, core.ObjectiveResource, nil},
		{"urn:ex:a?s=1&c=2#f", "URN:ex:a?c=2&s=2", core.Draft03, core.ObjectiveCaching, []string{"-edition", "draft-03", "-objective", "5b"}},
		{"urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66", "URN:UUID:6E8BC430-9C3A-11D9-9669-0800200C9A66", core.RFC8141, core.ObjectiveResource, nil},
		{"hello", "urn:ex:a b", core.RFC2141, core.ObjectiveResource, []string{"-edition", "rfc2141"}},
	} {
		c := core.Compare(tt.a, tt.b, tt.e, tt.o)
		code, out, _ := runCLI(t, "", append(append([]string{"compare", "-json"}, tt.args...), tt.a, tt.b)...)
		if want := map[bool]int{true: exitValid, false: exitInvalid}[c.Equivalent]; code != want {
			t.Errorf("%q %q: exit status %d, want %d", tt.a, tt.b, code, want)
		}
		var got jsonComparison
		decodeStrict(t, out, &got)
		if want := comparisonJSON(c); !reflect.DeepEqual(got, want) {
			t.Errorf("%q %q: decoded %+v\nwant %+v", tt.a, tt.b, got, want)
		}
	}

	// The field names are an interface: check them by name.
	_, out, _ := runCLI(t, "", "compare", "-json", "urn:example:a123,z456", "urn:example:A123,z456")
	m := fieldsOf(t, out, "edition", "mode", "equivalent", "summary", "a", "b", "byRule", "difference", "diff", "notes")
	if m["edition"] != "rfc8141" || m["mode"] != "5a" || m["equivalent"] != false || m["byRule"] != nil {
		t.Errorf("comparison = %v", m)
	}
	d := m["difference"].(map[string]any)
	if d["part"] != "nss" || d["a"] != 12.0 || d["inputA"] != 12.0 || d["inputB"] != 12.0 || d["ref"].(map[string]any)["text"] != "RFC 8141 §3.1" {
		t.Errorf("difference = %v", d)
	}
	var kinds []string
	for _, op := range m["diff"].([]any) {
		op := op.(map[string]any)
		kinds = append(kinds, op["kind"].(string)+":"+op["text"].(string))
	}
	if want := []string{"equal:urn:example:", "delete:a", "insert:A", "equal:123,z456"}; !reflect.DeepEqual(kinds, want) {
		t.Errorf("diff = %v, want %v", kinds, want)
	}
	a := m["a"].(map[string]any)
	for _, k := range []string{"input", "valid", "structured", "steps", "normalized", "key", "rule", "nid", "nss", "query"} {
		if _, ok := a[k]; !ok {
			t.Errorf("no field %q in a: %v", k, a)
		}
	}
	if nss := a["nss"].(map[string]any); nss["start"] != 12.0 || nss["end"] != 21.0 || a["query"] != nil {
		t.Errorf("a.nss = %v, a.query = %v", nss, a["query"])
	}

	_, out, _ = runCLI(t, "", "compare", "-json", "URN:EXAMPLE:a?=x", "urn:example:a")
	m = fieldsOf(t, out)
	step := m["a"].(map[string]any)["steps"].([]any)[0].(map[string]any)
	change := step["changes"].([]any)[0].(map[string]any)
	if step["id"] != "scheme-case" || change["before"] != "URN" || change["after"] != "urn" || change["start"] != 0.0 || change["end"] != 3.0 {
		t.Errorf("first step = %v", step)
	}
	if m["difference"] != nil || m["equivalent"] != true {
		t.Errorf("difference %v, equivalent %v", m["difference"], m["equivalent"])
	}

	// -edition all: one comparison per edition.
	_, out, _ = runCLI(t, "", "compare", "-json", "-edition", "all", "urn:ex:a?=q", "urn:ex:a")
	var all jsonComparisons
	decodeStrict(t, out, &all)
	if all.A != "urn:ex:a?=q" || all.B != "urn:ex:a" || len(all.Comparisons) != len(core.Editions()) {
		t.Fatalf("%+v", all)
	}
	for i, e := range core.Editions() {
		if want := comparisonJSON(core.Compare(all.A, all.B, e, core.ObjectiveResource)); !reflect.DeepEqual(all.Comparisons[i], want) {
			t.Errorf("comparison %d: %+v\nwant %+v", i, all.Comparisons[i], want)
		}
	}
}

func TestEncode(t *testing.T) {
	const raw = "/a b?é@#"
	enc := core.EncodeNSS(raw, core.RFC8141, core.EncodeOptions{Special: "@a"})
	code, out, stderr := runCLI(t, "", "encode", "-special", "@a", raw)
	if code != exitValid {
		t.Errorf("exit status %d, want %d; stderr: %s", code, exitValid, stderr)
	}
	rawLn, nssLn := newLine(raw), newLine(enc.NSS)
	var in, outs []core.Span
	for _, c := range enc.Chars {
		in, outs = append(in, c.Span), append(outs, c.Out)
	}
	wantTop := []string{
		"raw  " + raw,
		"     " + rawLn.caretsAll(in),
		"nss  " + enc.NSS,
		"     " + nssLn.caretsAll(outs),
		"syntactically valid under RFC 8141 (rfc8141)",
	}
	if lines := strings.Split(out, "\n"); len(lines) < len(wantTop) || !reflect.DeepEqual(lines[:len(wantTop)], wantTop) {
		t.Errorf("top:\n%s\nwant:\n%s", out, strings.Join(wantTop, "\n"))
	}
	if enc.NSS != "%2Fa%20b%3F%C3%A9%40%23" || len(enc.Chars) != 6 {
		t.Fatalf("EncodeNSS: %q, %d characters", enc.NSS, len(enc.Chars))
	}
	// The table: one row per encoded character, with its escape and code.
	for _, c := range enc.Chars {
		f := cells(rowOf(out, spanText(c.Span)+" "))
		if len(f) != 5 || f[1] != charText(c.Char) || f[2] != c.Encoded || f[3] != string(c.Code) || !strings.HasSuffix(f[4], "("+c.Ref.String()+")") {
			t.Errorf("row of %q: %q", c.Char, f)
		}
	}
	for _, want := range []string{"\nencoded (6 characters)\n", "\nwarning[enc-special-ignored] 1-2: ", "\n   ^\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}

	// -nid builds the URN.
	code, out, _ = runCLI(t, "", "encode", "-nid", "example", "-edition", "rfc2141", "a~b")
	if code != exitValid || !strings.Contains(out, "\nurn  urn:example:a%7Eb\n") || !strings.Contains(out, "enc-excluded") || !strings.Contains(out, "syntactically valid under RFC 2141 (rfc2141)") {
		t.Errorf("exit status %d:\n%s", code, out)
	}

	// Invalid results: exit status 1, with the reasons.
	for _, tt := range []struct {
		args  []string
		codes []string
	}{
		{[]string{"encode", ""}, []string{"error[enc-empty]"}},
		{[]string{"encode", "-edition", "rfc2141", "a\x00b"}, []string{"error[enc-nul]", "enc-control", `"\x00"`}},
		{[]string{"encode", "-nid", "a:b", "q"}, []string{"error[enc-nid-colon]: ", "error[nid-too-short] 4-5: ", "\nurn  urn:a:b:q\n"}},
		{[]string{"encode", "-nid", "a b", "q"}, []string{"error[nid-char]"}},
	} {
		code, out, _ := runCLI(t, "", tt.args...)
		if code != exitInvalid {
			t.Errorf("urn %q: exit status %d, want %d", tt.args, code, exitInvalid)
		}
		for _, want := range tt.codes {
			if !strings.Contains(out, want) {
				t.Errorf("urn %q: output lacks %q:\n%s", tt.args, want, out)
			}
		}
	}

	if _, out, _ = runCLI(t, "", "encode", "plain"); !strings.Contains(out, "nothing to encode") {
		t.Errorf("no word on an identifier that needs no encoding:\n%s", out)
	}
}

// cells splits a table row at runs of two spaces or more.
func cells(row string) []string {
	var out []string
	for _, c := range strings.Split(strings.TrimSpace(row), "  ") {
		if c = strings.TrimSpace(c); c != "" {
			out = append(out, c)
		}
	}
	return out
}

// rowOf returns the first line of out that starts, after its indent, with
// prefix.
func rowOf(out, prefix string) string {
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(strings.TrimLeft(l, " "), prefix) {
			return l
		}
	}
	return ""
}

func TestEncodeJSON(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want encodeResult
	}{
		{[]string{"-special", "@a", "/a b?é@#"}, encodeResult{raw: "/a b?é@#", edition: core.RFC8141, special: "@a"}},
		{[]string{"-nid", "ex", "-edition", "draft-03", "a/b"}, encodeResult{raw: "a/b", edition: core.Draft03, withNID: true, nid: "ex"}},
		{[]string{"-nid", "a:b", "q"}, encodeResult{raw: "q", edition: core.RFC8141, withNID: true, nid: "a:b"}},
		{[]string{""}, encodeResult{raw: "", edition: core.RFC8141}},
	} {
		r := tt.want
		opts := core.EncodeOptions{Special: r.special}
		if r.withNID {
			r.urn, r.enc = core.BuildURN(r.nid, r.raw, r.edition, opts)
			r.reading = core.Read(r.urn, r.edition)
		} else {
			r.enc = core.EncodeNSS(r.raw, r.edition, opts)
		}
		code, out, _ := runCLI(t, "", append([]string{"encode", "-json"}, tt.args...)...)
		if want := map[bool]int{true: exitValid, false: exitInvalid}[r.enc.Valid]; code != want {
			t.Errorf("%q: exit status %d, want %d", tt.args, code, want)
		}
		var got jsonEncoding
		decodeStrict(t, out, &got)
		if want := r.json(); !reflect.DeepEqual(got, want) {
			t.Errorf("%q: decoded %+v\nwant %+v", tt.args, got, want)
		}
	}

	_, out, _ := runCLI(t, "", "encode", "-json", "a é")
	m := fieldsOf(t, out, "raw", "edition", "special", "nid", "nss", "urn", "valid", "chars", "diagnostics", "reading")
	if m["nss"] != "a%20%C3%A9" || m["valid"] != true || m["nid"] != nil || m["urn"] != nil || m["reading"] != nil {
		t.Errorf("encoding = %v", m)
	}
	chars := m["chars"].([]any)
	c := chars[1].(map[string]any)
	if len(chars) != 2 || c["char"] != "é" || c["encoded"] != "%C3%A9" || c["code"] != "enc-non-ascii" || c["start"] != 2.0 || c["end"] != 4.0 {
		t.Errorf("chars = %v", chars)
	}
	if o := c["out"].(map[string]any); o["start"] != 4.0 || o["end"] != 10.0 {
		t.Errorf("out = %v", o)
	}

	_, out, _ = runCLI(t, "", "encode", "-json", "-nid", "a:b", "q")
	m = fieldsOf(t, out)
	d := m["diagnostics"].([]any)[0].(map[string]any)
	if m["urn"] != "urn:a:b:q" || m["valid"] != false || d["code"] != "enc-nid-colon" || d["start"] != -1.0 {
		t.Errorf("encoding = %v", m)
	}
	if r := m["reading"].(map[string]any); r["input"] != "urn:a:b:q" || r["valid"] != false {
		t.Errorf("reading = %v", r)
	}
}

func TestDisplay(t *testing.T) {
	const in = "urn:example:%D0%B0bc%2C%20x%E2%80%8B"
	d := core.DisplayForm(in, core.RFC8141)
	code, out, stderr := runCLI(t, "", "display", in)
	if code != exitValid {
		t.Errorf("exit status %d, want %d; stderr: %s", code, exitValid, stderr)
	}
	if d.Text != "urn:example:аbc%2C x%E2%80%8B" || len(d.Notes) != 3 {
		t.Fatalf("DisplayForm: %q, %d notes", d.Text, len(d.Notes))
	}
	wantTop := []string{"canonical  " + in, "display    " + d.Text, "syntactically valid under RFC 8141 (rfc8141)"}
	if lines := strings.Split(out, "\n"); len(lines) < 3 || !reflect.DeepEqual(lines[:3], wantTop) {
		t.Errorf("top:\n%s\nwant:\n%s", out, strings.Join(wantTop, "\n"))
	}
	text, canon := newLine(d.Text), newLine(d.Canonical)
	for _, n := range d.Notes {
		head := n.Severity.String() + "[" + string(n.Code) + "] " + spanText(n.Span) + ": " + n.Msg
		want := []string{
			"  display    " + text.text,
			"             " + text.carets(n.Span),
			"  canonical  " + canon.text,
			"             " + canon.carets(n.From),
			"  see: " + n.Ref.String(),
		}
		if got := linesAfter(out, head, len(want)); !reflect.DeepEqual(got, want) {
			t.Errorf("note %s:\n%s\nwant:\n%s\n%s", n.Code, strings.Join(got, "\n"), head, strings.Join(want, "\n"))
		}
	}
	// The confusable's caret sits under the one Cyrillic letter, and
	// under its two escapes in the canonical form.
	if !strings.Contains(out, "\n                         ^\n  canonical  "+in+"\n                         ^~~~~~\n") {
		t.Errorf("confusable not marked:\n%s", out)
	}

	code, out, _ = runCLI(t, "", "display", "urn:isbn:0451450523", "urn:a b:c")
	if code != exitInvalid || strings.Count(out, "\ncanonical  ") != 1 || !strings.Contains(out, "(the same: nothing to decode)") || !strings.Contains(out, "[nid-char]") {
		t.Errorf("exit status %d:\n%s", code, out)
	}
}

func TestDisplayJSON(t *testing.T) {
	inputs := []string{"urn:example:%D0%B0bc%2C%20x%E2%80%8B", "urn:example:caf%C3%A9?=%41", "urn:a b:c"}
	code, out, _ := runCLI(t, "", append([]string{"display", "-json", "-edition", "draft-12"}, inputs...)...)
	if code != exitInvalid {
		t.Errorf("exit status %d, want %d", code, exitInvalid)
	}
	dec := json.NewDecoder(strings.NewReader(out))
	dec.DisallowUnknownFields()
	for _, in := range inputs {
		var got jsonDisplay
		if err := dec.Decode(&got); err != nil {
			t.Fatalf("%q: %v\n%s", in, err, out)
		}
		u := core.Read(in, core.Draft12)
		if want := displayJSON(u, core.DisplayForm(in, core.Draft12)); !reflect.DeepEqual(got, want) {
			t.Errorf("%q: decoded %+v\nwant %+v", in, got, want)
		}
	}

	_, out, _ = runCLI(t, "", "display", "-json", "urn:example:%D0%B0")
	m := fieldsOf(t, out, "canonical", "text", "edition", "valid", "segments", "notes")
	if m["text"] != "urn:example:а" || m["valid"] != true {
		t.Errorf("display = %v", m)
	}
	n := m["notes"].([]any)[0].(map[string]any)
	from := n["from"].(map[string]any)
	if n["code"] != "display-confusable" || n["like"] != "a" || n["severity"] != "warning" || n["start"] != 12.0 || n["end"] != 14.0 || from["start"] != 12.0 || from["end"] != 18.0 {
		t.Errorf("note = %v", n)
	}
	seg := m["segments"].([]any)[0].(map[string]any)
	if seg["to"].(map[string]any)["end"] != 14.0 || seg["from"].(map[string]any)["end"] != 18.0 {
		t.Errorf("segment = %v", seg)
	}
}

const extractText = "See urn:isbn:0451450523. Also (urn:example:a/b) and urn:a:b, then urn:ex:/x.\nURN: a heading, and burn:x:y.\n"

func TestExtract(t *testing.T) {
	for _, strict := range []bool{false, true} {
		args := []string{"extract"}
		if strict {
			args = append(args, "-strict")
		}
		found := core.Extract(extractText, core.ExtractOptions{Edition: core.RFC8141, Strict: strict})
		code, out, _ := runCLI(t, extractText, args...)
		if code != exitInvalid {
			t.Errorf("%q: exit status %d, want %d", args, code, exitInvalid)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) != len(found) || len(found) != 4 {
			t.Fatalf("%q: %d lines for %d URNs:\n%s", args, len(lines), len(found), out)
		}
		for i, f := range found {
			fields := strings.Fields(lines[i])
			verdict := map[bool]string{true: "valid", false: "invalid"}[f.Valid]
			if len(fields) < 3 || fields[0] != spanText(f.Span) || fields[1] != verdict || fields[2] != f.Text {
				t.Errorf("%q: line %q, want %s %s %s", args, lines[i], spanText(f.Span), verdict, f.Text)
			}
			trimmed := `trimmed "`
			if f.Trimmed.Present() {
				trimmed += extractText[f.Trimmed.Start:f.Trimmed.End] + `"`
			}
			if strings.Contains(lines[i], trimmed) != f.Trimmed.Present() {
				t.Errorf("%q: line %q: trimmed %v", args, lines[i], f.Trimmed)
			}
			if d, ok := f.FirstError(); ok != strings.Contains(lines[i], "error[") || ok && !strings.Contains(lines[i], "error["+string(d.Code)+"] "+spanText(d.Span)+": ") {
				t.Errorf("%q: line %q: first error %v", args, lines[i], d.Code)
			}
		}
		if strict == false && (!strings.HasPrefix(lines[0], "4-23 ") || !strings.Contains(lines[0], `trimmed "."`)) {
			t.Errorf("first line %q", lines[0])
		}
	}

	// A file, and the edition.
	path := t.TempDir() + "/text.txt"
	if err := os.WriteFile(path, []byte("a urn:ex:a/b here"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ := runCLI(t, "", "extract", "-edition", "draft-03", path)
	if code != exitValid || !strings.HasPrefix(out, "2-10  valid    urn:ex:a\n") {
		t.Errorf("draft-03 (\"/\" ends a URN): exit status %d:\n%s", code, out)
	}
	if code, out, stderr := runCLI(t, "", "extract", path+".missing"); code != exitInvalid || out != "" || stderr == "" {
		t.Errorf("missing file: exit status %d, stdout %q, stderr %q", code, out, stderr)
	}
	if code, out, stderr := runCLI(t, "no URN here\n", "extract"); code != exitValid || out != "" || !strings.Contains(stderr, "no URN found") {
		t.Errorf("no URN: exit status %d, stdout %q, stderr %q", code, out, stderr)
	}
}

func TestExtractJSON(t *testing.T) {
	for _, o := range []core.ExtractOptions{{Edition: core.RFC8141}, {Edition: core.RFC2141, Strict: true}} {
		args := []string{"extract", "-json", "-edition", o.Edition.ID()}
		if o.Strict {
			args = append(args, "-strict")
		}
		_, out, _ := runCLI(t, extractText, args...)
		var got jsonExtract
		decodeStrict(t, out, &got)
		if want := extractJSON(extractText, o, core.Extract(extractText, o)); !reflect.DeepEqual(got, want) {
			t.Errorf("%q: decoded %+v\nwant %+v", args, got, want)
		}
	}

	_, out, _ := runCLI(t, extractText, "extract", "-json")
	m := fieldsOf(t, out, "edition", "strict", "found", "total", "invalid")
	found := m["found"].([]any)
	first := found[0].(map[string]any)
	for _, k := range []string{"start", "end", "text", "valid", "trimmed", "error"} {
		if _, ok := first[k]; !ok {
			t.Errorf("no field %q in %v", k, first)
		}
	}
	if tr := first["trimmed"].(map[string]any); first["start"] != 4.0 || first["end"] != 23.0 || first["valid"] != true || first["error"] != nil || tr["text"] != "." || tr["start"] != 23.0 {
		t.Errorf("first = %v", first)
	}
	// The first error is placed in the text; its fix's result is the URN fixed.
	last := found[3].(map[string]any)
	e := last["error"].(map[string]any)
	if last["text"] != "urn:ex:/x" || last["valid"] != false || e["code"] != "nss-leading-slash" || e["start"] != 73.0 || e["fix"].(map[string]any)["result"] != "urn:ex:%2Fx" {
		t.Errorf("last = %v", last)
	}
}

func TestChangeLabel(t *testing.T) {
	for _, tt := range []struct {
		ch   core.Change
		want string
	}{
		{core.Change{Before: "URN", After: "urn"}, "URN → urn"},
		{core.Change{Before: "?=x", After: ""}, "?=x → (removed)"},
		{core.Change{Before: "a\tb", After: " "}, `"a\tb" → " "`},
	} {
		if got := changeLabel(tt.ch); got != tt.want {
			t.Errorf("changeLabel(%+v) = %q, want %q", tt.ch, got, tt.want)
		}
	}
	// Labels with characters wider or narrower than a byte keep their
	// place: the ruler counts columns, not bytes.
	ln := newLine("urn:a:bc")
	got := ln.ruler([]mark{{core.Span{Start: 4, End: 5}, "é → 日本"}, {core.Span{Start: 7, End: 8}, "x"}})
	want := []string{"    ^  ^", "    |  x", "    é → 日本"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ruler:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
