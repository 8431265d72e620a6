package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/coretest"
)

// FuzzDifferentialCLI runs the terminal playground's ways of reading a URN
// on the same input, under each of the four editions, and fails when one
// disagrees with core.Read in validity (and exit status), top-level parts,
// NID class or first error code (every entry point must give one
// verdict): the input as an argument, as a line of standard input, under
// -edition all, and in a text given to the extract subcommand. core's own
// doors have core's FuzzDifferential.
//
// What legitimately differs: a line of standard input cannot hold "\n",
// loses a "\r" before it (the CRLF line end), and a blank one is skipped
// (blank lines separate inputs); such inputs go through the argument
// only. extract finds URNs in a text rather than reading it whole: each
// URN found must have Read's verdict of its own text.
func FuzzDifferentialCLI(f *testing.F) {
	for _, s := range coretest.Seeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		wants := make([]coretest.Verdict, 0, 4)
		for _, e := range core.Editions() {
			want := coretest.VerdictOf(core.Read(in, e), nil)
			wants = append(wants, want)
			var r jsonReading
			code := runJSON(t, "", &r, "-json", "-edition", e.ID(), "--", in)
			checkReading(t, "argument", in, e, want, r, code)
			if !strings.Contains(in, "\n") && !strings.HasSuffix(in, "\r") && strings.TrimSpace(in) != "" {
				code = runJSON(t, in+"\n", &r, "-json", "-edition", e.ID())
				checkReading(t, "standard input", in, e, want, r, code)
			}
			checkExtractCLI(t, in, e)
		}
		var all jsonCompare
		runJSON(t, "", &all, "-json", "-edition", "all", "--", in)
		if len(all.Readings) != len(wants) {
			t.Fatalf("%q: -edition all gives %d readings", in, len(all.Readings))
		}
		for i, e := range core.Editions() {
			checkReading(t, "-edition all", in, e, wants[i], all.Readings[i], -1)
		}
	})
}

// runJSON runs the command and decodes its JSON output into v.
func runJSON(t *testing.T, stdin string, v any, args ...string) int {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errOut)
	if err := json.Unmarshal(out.Bytes(), v); err != nil {
		t.Fatalf("urn %q: %v\n%s%s", args, err, out.Bytes(), errOut.Bytes())
	}
	return code
}

// checkReading compares a -json reading with Read's verdict; code is the
// exit status, or -1 when it is not the reading's alone.
func checkReading(t *testing.T, door, in string, e core.Edition, want coretest.Verdict, r jsonReading, code int) {
	t.Helper()
	got := coretest.Verdict{Valid: r.Valid}
	for _, p := range r.Parts {
		if p.TopLevel {
			got.Parts = append(got.Parts, coretest.Part{Kind: p.Kind, Start: p.Start, End: p.End})
		}
	}
	if r.NID != nil {
		got.Class = r.NID.Class
	}
	for _, d := range r.Diagnostics {
		if d.Severity == "error" {
			got.FirstError = d.Code
			break
		}
	}
	if d := coretest.Diff(want, got); d != "" {
		t.Fatalf("%s %q: %s: %s", e, in, door, d)
	}
	if code >= 0 && (code == exitValid) != want.Valid {
		t.Fatalf("%s %q: %s: exit status %d for valid=%v", e, in, door, code, want.Valid)
	}
}

// checkExtractCLI: urn extract, in both readings, finds what core.Extract
// finds, each URN with Read's verdict of its text and its first error
// (moved into the text), and exits 0 exactly when all are valid.
func checkExtractCLI(t *testing.T, in string, e core.Edition) {
	t.Helper()
	text := "see " + in + " here"
	for _, strict := range []bool{true, false} {
		args := []string{"extract", "-json", "-edition", e.ID()}
		if strict {
			args = append(args, "-strict")
		}
		var x jsonExtract
		code := runJSON(t, text, &x, args...)
		want := core.Extract(text, core.ExtractOptions{Edition: e, Strict: strict})
		if len(x.Found) != len(want) {
			t.Fatalf("%s %q strict=%v: urn extract finds %d URNs, core.Extract %d", e, text, strict, len(x.Found), len(want))
		}
		allValid := true
		for i, f := range want {
			g := x.Found[i]
			u := core.Read(f.Text, e)
			allValid = allValid && u.Valid
			if g.Start != f.Start || g.End != f.End || g.Valid != u.Valid {
				t.Fatalf("%s %q: urn extract found %+v, core.Extract %q at %v, Read valid=%v", e, text, g, f.Text, f.Span, u.Valid)
			}
			first, ok := u.Diagnostics.FirstError()
			if (g.Error != nil) != ok || ok && (g.Error.Code != string(first.Code) || g.Error.Start != f.Start+first.Start) {
				t.Fatalf("%s %q: urn extract's error for %q is %+v, Read's first error %v %v", e, text, f.Text, g.Error, first, ok)
			}
		}
		if (code == exitValid) != allValid {
			t.Fatalf("%s %q: urn extract exits %d, all valid=%v", e, text, code, allValid)
		}
	}
}
