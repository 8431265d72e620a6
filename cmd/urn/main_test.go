package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
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
		"\nvalid under RFC 8141 (rfc8141); NID \"isbn\": formal, registered with IANA (",
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
		"invalid under RFC 8141 (rfc8141): 1 error;",
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
	inputs := []string{"urn:isbn:0451450523", "urn:isbn:a b", "urn:example:a/b?+r?=q#f", "urm:x", ""}
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
	for _, k := range []string{"input", "edition", "valid", "parts", "namespace", "counts", "diagnostics"} {
		if _, ok := m[k]; !ok {
			t.Errorf("no field %q in %s", k, out)
		}
	}
	if m["valid"] != false {
		t.Errorf("valid = %v, want false", m["valid"])
	}
	ns := m["namespace"].(map[string]any)
	if ns["nid"] != "isbn" || ns["class"] != "formal" || ns["registered"] != true {
		t.Errorf("namespace = %v", ns)
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
		if ref["doc"] != "rfc8141" || ref["text"] != "RFC 8141 §2.2" {
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
		for _, pt := range u.Parts {
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
