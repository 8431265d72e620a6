package main

import (
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/coretest"
	"github.com/urn-playground/urn-playground/internal/jsontext"
)

// FuzzDifferentialOps runs every op of the API that reads a URN on the
// same input, under each of the four editions, and fails when one
// disagrees with core.Read in validity, top-level parts, NID class or
// first error code (every entry point must give one verdict): parse (the
// wire format, decoded as urn.js decodes it), parse.json, extract (what
// the page's Find in text shows), encode with a NID (Build a URN),
// equivalent and display. core's own doors have core's FuzzDifferential.
//
// What legitimately differs: offsets, which the ops give in UTF-16 code
// units (JavaScript's), so Read's byte offsets are converted; and the
// input, which reaches the module from a JavaScript string and so is
// always valid UTF-8 (urn.js encodes lone surrogates as U+FFFD): the
// fuzzer's invalid bytes are replaced the same way before any door sees
// them. extract finds URNs in a text rather than reading it whole: see
// checkExtractOp.
func FuzzDifferentialOps(f *testing.F) {
	for _, s := range coretest.Seeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		in = strings.ToValidUTF8(in, "\uFFFD")
		at := utf16At(in)
		for _, e := range core.Editions() {
			ref := core.Read(in, e)
			want := coretest.VerdictOf(ref, at)
			for _, op := range []string{"parse", "parse.json"} {
				if d := coretest.Diff(want, opVerdict(t, call(t, op, e.ID(), in))); d != "" {
					t.Fatalf("%s %q: %s: %s", e, in, op, d)
				}
			}
			eq := call(t, "equivalent", e.ID(), "", in, in)
			if boolean(t, eq, "a", "valid") != ref.Valid || boolean(t, eq, "b", "valid") != ref.Valid {
				t.Fatalf("%s %q: equivalent: valid %s, Read says %v", e, in, show(get(t, eq, "a", "valid")), ref.Valid)
			}
			if got := boolean(t, call(t, "display", e.ID(), in), "valid"); got != ref.Valid {
				t.Fatalf("%s %q: display: valid %v, Read says %v", e, in, got, ref.Valid)
			}
			checkExtractOp(t, in, e)
			checkEncodeOp(t, in, e)
		}
	})
}

// opVerdict is the verdict of a parse result (wire or JSON, which the
// tests read alike).
func opVerdict(t *testing.T, v jsontext.Value) coretest.Verdict {
	t.Helper()
	out := coretest.Verdict{Valid: boolean(t, v, "valid")}
	for _, p := range get(t, v, "parts").Elems {
		if boolean(t, p, "topLevel") {
			out.Parts = append(out.Parts, coretest.Part{Kind: str(t, p, "kind"), Start: num(t, p, "start"), End: num(t, p, "end")})
		}
	}
	if !isNull(t, v, "nid") {
		out.Class = str(t, v, "nid", "class")
	}
	for _, d := range get(t, v, "diagnostics").Elems {
		if str(t, d, "severity") == "error" {
			out.FirstError = str(t, d, "code")
			break
		}
	}
	return out
}

// checkExtractOp: extract, in both readings, finds what core.Extract
// finds, each URN with the verdict of core.Read of its text (its first
// error moved into the text). The text puts prose around the input, as
// the page's Find in text gets it.
func checkExtractOp(t *testing.T, in string, e core.Edition) {
	t.Helper()
	text := "see " + in + " here"
	at := utf16At(text)
	for _, strict := range []string{"1", ""} {
		v := call(t, "extract", e.ID(), strict, "", text)
		want := core.Extract(text, core.ExtractOptions{Edition: e, Strict: strict != ""})
		got := get(t, v, "found").Elems
		if len(got) != len(want) {
			t.Fatalf("%s %q strict=%q: extract finds %d URNs, core.Extract %d", e, text, strict, len(got), len(want))
		}
		for i, f := range want {
			g := got[i]
			u := core.Read(f.Text, e)
			if num(t, g, "start") != at(f.Start) || num(t, g, "end") != at(f.End) || str(t, g, "text") != f.Text {
				t.Fatalf("%s %q: extract found %s, core.Extract %q at %v", e, text, show(g), f.Text, f.Span)
			}
			if boolean(t, g, "valid") != u.Valid {
				t.Fatalf("%s %q: extract says %q valid=%v, Read says %v", e, text, f.Text, boolean(t, g, "valid"), u.Valid)
			}
			first, ok := u.Diagnostics.FirstError()
			if isNull(t, g, "error") == ok || ok && (str(t, g, "error", "code") != string(first.Code) ||
				num(t, g, "error", "start") != at(f.Start+first.Start)) {
				t.Fatalf("%s %q: extract's error for %q is %s, Read's first error %v %v", e, text, f.Text, show(get(t, g, "error")), first, ok)
			}
		}
	}
}

// checkEncodeOp: encode with a NID (the input split at its first ":")
// builds core.BuildURN's URN, valid exactly when core.Read says so.
func checkEncodeOp(t *testing.T, in string, e core.Edition) {
	t.Helper()
	nid, raw, _ := strings.Cut(in, ":")
	v := call(t, "encode", e.ID(), raw, "", "1", nid)
	urn, _ := core.BuildURN(nid, raw, e, core.EncodeOptions{})
	if got := str(t, v, "urn"); got != urn {
		t.Fatalf("%s encode(%q, %q) = %q, core.BuildURN %q", e, nid, raw, got, urn)
	}
	if got, want := boolean(t, v, "valid"), core.Valid(urn, e); got != want {
		t.Fatalf("%s encode(%q, %q) = %q: valid %v, core.Valid %v", e, nid, raw, urn, got, want)
	}
}

// utf16At maps a byte offset of s to JavaScript's UTF-16 index, as the
// module reports offsets: an offset inside a character maps to where the
// character begins.
func utf16At(s string) func(int) int {
	idx := make([]int, len(s)+1)
	n := 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		for j := i; j < i+size; j++ {
			idx[j] = n
		}
		n += utf16.RuneLen(r)
		i += size
	}
	idx[len(s)] = n
	return func(i int) int { return idx[i] }
}

// TestEquivalentShowsTrimmedSpace: the equivalent op lists the white
// space the comparison leaves out around an input as that input's
// trim-space step, with the spans in UTF-16.
func TestEquivalentShowsTrimmedSpace(t *testing.T) {
	v := call(t, "equivalent", "", "", "urn:example:é", " urn:example:é\t")
	if !boolean(t, v, "equivalent") {
		t.Fatalf("not equivalent: %s", show(v))
	}
	st := get(t, v, "b", "steps", 0)
	if str(t, st, "id") != "trim-space" || len(get(t, st, "changes").Elems) != 2 {
		t.Fatalf("b's first step: %s", show(st))
	}
	if ch := get(t, st, "changes", 1); num(t, ch, "start") != 14 || num(t, ch, "end") != 15 || str(t, ch, "before") != "\t" {
		t.Errorf("the trailing tab: %s", show(ch))
	}
	if str(t, get(t, v, "a", "steps", 0), "id") == "trim-space" {
		t.Errorf("a has no white space, yet a trim-space step")
	}
}
