package core_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/coretest"
)

// FuzzDifferential runs every door of core on the same input, under each
// of the four editions, and fails on any disagreement in validity,
// top-level parts, NID class or first error code: every door must give
// one verdict. Read is the reference; the doors are a reused URN
// (URN.Read, with its one-pass reading of plain URNs), Parse, Valid,
// ClassifyNID, Normalize and Compare, Extract, ExtractSeq and Extractor
// (Found.Valid, Found.Read, Found.FirstError), and BuildURN. wasm and
// cmd/urn have their own targets, which compare their output with Read
// the same way.
//
// The seed corpus is testdata/fuzz/FuzzDifferential (the cases the fuzzer
// found), every example of the spec texts and the peer vectors of
// ../shared/conformance.
func FuzzDifferential(f *testing.F) {
	for _, s := range coretest.Seeds() {
		f.Add(s)
	}
	var reused core.URN
	f.Fuzz(func(t *testing.T, in string) {
		for _, e := range core.Editions() {
			ref := core.Read(in, e)
			want := coretest.VerdictOf(ref, nil)
			check := func(door string, got coretest.Verdict) {
				t.Helper()
				if d := coretest.Diff(want, got); d != "" {
					t.Fatalf("%s %q: %s: %s", e, in, door, d)
				}
			}
			// A URN reused from another reading must leave nothing of it.
			reused.Read("urn:example:x%2c?+r?=q#f", e)
			reused.Read(in, e)
			check("URN.Read (reused)", coretest.VerdictOf(&reused, nil))
			checkParse(t, in, e, want)
			if v := core.Valid(in, e); v != want.Valid {
				t.Fatalf("%s %q: Valid = %v, Read says %v", e, in, v, want.Valid)
			}
			if ref.Namespace.Class != 0 {
				if c := core.ClassifyNID(ref.Text(ref.NID), e).Class; c != ref.Namespace.Class {
					t.Fatalf("%s %q: ClassifyNID = %s, Read says %s", e, in, c, ref.Namespace.Class)
				}
			}
			checkNormalization(t, ref)
			checkExtractDoors(t, in, e, want)
			checkBuildURN(t, in, e)
		}
	})
}

// checkParse: Parse returns the reading of Read, and an error exactly
// when it is invalid, whose first diagnostic is the reading's first error.
func checkParse(t *testing.T, in string, e core.Edition, want coretest.Verdict) {
	t.Helper()
	u, err := core.Parse(in, e)
	if d := coretest.Diff(want, coretest.VerdictOf(u, nil)); d != "" {
		t.Fatalf("%s %q: Parse: %s", e, in, d)
	}
	var pe *core.ParseError
	switch {
	case want.Valid && err != nil:
		t.Fatalf("%s %q: Parse fails on a valid input: %v", e, in, err)
	case !want.Valid && !errors.As(err, &pe):
		t.Fatalf("%s %q: Parse returns %v for an invalid input", e, in, err)
	case !want.Valid && string(pe.First.Code) != want.FirstError:
		t.Fatalf("%s %q: Parse's first error %s, Read's %s", e, in, pe.First.Code, want.FirstError)
	}
}

// checkNormalization: a normalization has the reading's verdict, is
// structured exactly when the reader found "urn", a NID and an NSS, and
// accounts for every byte it leaves out: the text around the URN is a
// trim-space change, and each component is removed by a step or kept.
func checkNormalization(t *testing.T, u *core.URN) {
	t.Helper()
	e, in := u.Edition, u.Input
	for _, o := range []core.Objective{core.ObjectiveResource, core.ObjectiveCaching} {
		n := u.Normalize(o)
		structured := strings.EqualFold(u.Text(u.Scheme), "urn") && u.NID.Present() && u.NSS.Present()
		if n.Valid != u.Valid || n.Structured != structured {
			t.Fatalf("%s %s %q: Normalize valid=%v structured=%v, Read valid=%v structured=%v", e, o, in, n.Valid, n.Structured, u.Valid, structured)
		}
		if !n.Structured {
			continue
		}
		changed := map[core.Span]bool{}
		for _, st := range n.Steps {
			for _, ch := range st.Changes {
				if ch.After == "" {
					changed[ch.Span] = true
				}
			}
		}
		for _, p := range u.Parts() {
			switch {
			case p.Kind == core.KindUnparsed && !changed[p.Span]:
				t.Fatalf("%s %s %q: Normalize leaves out %q at %v without a step saying so", e, o, in, u.Text(p.Span), p.Span)
			case p.Kind.TopLevel() && p.Kind != core.KindScheme && p.Kind != core.KindNID && p.Kind != core.KindNSS &&
				p.Kind != core.KindDelimiter && p.Kind != core.KindUnparsed:
				// A component: removed with its delimiter, or kept (5b).
				removed := changed[core.Span{Start: p.Start - delimLen(u, p), End: p.End}]
				if !removed && !(p.Kind == core.KindQuery && o == core.ObjectiveCaching) {
					t.Fatalf("%s %s %q: the %s %v is neither removed by a step nor kept", e, o, in, p.Kind, p.Span)
				}
			}
		}
	}
}

// delimLen is the length of the delimiter part that ends where the
// component p starts.
func delimLen(u *core.URN, p core.Part) int {
	for _, d := range u.Parts() {
		if d.Kind == core.KindDelimiter && d.End == p.Start {
			return d.Len()
		}
	}
	return 0
}

// checkExtractDoors runs the three ways of extracting, in both readings,
// on the input with prose around it, and checks each URN found against
// Read of its text. The doors legitimately differ from Read of the whole
// input in where a URN ends: extraction stops at the first character
// outside the edition's set, and the prose reading then drops trailing
// sentence punctuation. So what must agree is (1) each found URN's
// verdict with Read of that text, and (2) a valid input, whose characters
// are all in the set, is found whole by the strict reading.
func checkExtractDoors(t *testing.T, in string, e core.Edition, want coretest.Verdict) {
	t.Helper()
	const before = "see "
	text := before + in + " here"
	for _, strict := range []bool{true, false} {
		o := core.ExtractOptions{Edition: e, Strict: strict}
		found := core.Extract(text, o)
		if seq := slices.Collect(core.ExtractSeq(text, o)); !slices.Equal(seq, found) {
			t.Fatalf("%s %q strict=%v: ExtractSeq %v, Extract %v", e, in, strict, seq, found)
		}
		var x core.Extractor
		x.Reset(text, o)
		var byNext []core.Found
		for f, ok := x.Next(); ok; f, ok = x.Next() {
			byNext = append(byNext, f)
		}
		if !slices.Equal(byNext, found) {
			t.Fatalf("%s %q strict=%v: Extractor %v, Extract %v", e, in, strict, byNext, found)
		}
		for _, f := range found {
			checkFound(t, text, f)
		}
		if strict && want.Valid {
			whole := core.Span{Start: len(before), End: len(before) + len(in)}
			if len(found) != 1 || found[0].Span != whole || !found[0].Valid {
				t.Fatalf("%s %q: valid, but the strict reading of %q finds %v, not the URN at %v", e, in, text, found, whole)
			}
		}
	}
}

// checkFound: a found URN's verdict and first error are Read's of its text.
func checkFound(t *testing.T, text string, f core.Found) {
	t.Helper()
	u := core.Read(f.Text, f.Edition)
	if f.Text != text[f.Start:f.End] {
		t.Fatalf("%s %q: Found.Text %q is not the text at %v", f.Edition, text, f.Text, f.Span)
	}
	if f.Valid != u.Valid {
		t.Fatalf("%s %q: found %q with Valid = %v, Read says %v", f.Edition, text, f.Text, f.Valid, u.Valid)
	}
	if d := coretest.Diff(coretest.VerdictOf(u, nil), coretest.VerdictOf(f.Read(), nil)); d != "" {
		t.Fatalf("%s %q: Found.Read of %q: %s", f.Edition, text, f.Text, d)
	}
	d, ok := f.FirstError()
	first, want := u.Diagnostics.FirstError()
	if ok != want || ok && (d.Code != first.Code || d.Start != first.Start+f.Start || d.End != first.End+f.Start) {
		t.Fatalf("%s %q: found %q: FirstError %v %v, Read's first error %v %v (moved by %d)", f.Edition, text, f.Text, d, ok, first, want, f.Start)
	}
}

// checkBuildURN builds a URN from the input split at its first ":" (a NID
// and a raw identifier) and checks that BuildURN's verdict is Read's of
// the URN built, whose NID and NSS are what went in.
func checkBuildURN(t *testing.T, in string, e core.Edition) {
	t.Helper()
	nid, raw, _ := strings.Cut(in, ":")
	urn, enc := core.BuildURN(nid, raw, e, core.EncodeOptions{})
	u := core.Read(urn, e)
	if enc.Valid != u.Valid {
		t.Fatalf("%s BuildURN(%q, %q) = %q: Valid = %v, Read says %v: %v", e, nid, raw, urn, enc.Valid, u.Valid, u.Diagnostics)
	}
	if !u.Valid {
		return
	}
	if u.Text(u.NID) != nid || u.Text(u.NSS) != enc.NSS || u.NSS.End != len(urn) {
		t.Fatalf("%s BuildURN(%q, %q) = %q: read as NID %q, NSS %q, want %q and the NSS %q to the end", e, nid, raw, urn,
			u.Text(u.NID), u.Text(u.NSS), nid, enc.NSS)
	}
}
