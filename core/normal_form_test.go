package core

import (
	"testing"

	"github.com/urn-playground/urn-playground/internal/testsupport/benchcorpus"
)

// checkAppendNormalized checks that the step-free normalized form is the
// one Normalize builds, for both of draft-03's objectives, and that it
// appends to what dst holds; and that a span NormalizedSpan gives holds
// the same text.
func checkAppendNormalized(t *testing.T, u *URN) {
	t.Helper()
	for _, o := range []Objective{ObjectiveResource, ObjectiveCaching} {
		want := u.Normalize(o).Normalized
		if sp, ok := u.NormalizedSpan(o); ok && u.Input[sp.Start:sp.End] != want {
			t.Fatalf("%s %s %q: NormalizedSpan = %v, %q; Normalize = %q", u.Edition, o, u.Input, sp, u.Input[sp.Start:sp.End], want)
		}
		if got := string(u.AppendNormalized(nil, o)); got != want {
			t.Fatalf("%s %s %q: AppendNormalized = %q, Normalize = %q", u.Edition, o, u.Input, got, want)
		}
		if got := string(u.AppendNormalized([]byte("x"), o)); got != "x"+want {
			t.Fatalf("%s %s %q: AppendNormalized after x = %q", u.Edition, o, u.Input, got)
		}
	}
}

func TestAppendNormalized(t *testing.T) {
	inputs := append(benchcorpus.Read("testdata/bench-corpus.txt"),
		"URN:FOO:a%2cb?+r?=q#f", "urn:Example:%2c%2C%zz%4", "urn:example:a%2", "uRn:ISBN:x%aa%Bb",
		"urn:x:a?s=1&c=2&a=3#f", "urn:x:a?c=%2f&a=%2a", "urn:x:a#f?q", " urn:a:b ", "urm:isbn:1",
		"isbn:1", "urn:", "urn::x", "urn:a", "", "http://x", "urn:ex:é%c3%a9", "urn:a:b??c?d#e#f",
		"urn:uuid:6E8BC430-9C3A-11D9-9669-0800200C9A66")
	var u URN
	for _, in := range inputs {
		for _, e := range Editions() {
			u.Read(in, e)
			checkAppendNormalized(t, &u)
		}
	}
	// The cases above reach every branch: plain text, 5b keeping a query,
	// and the usual form.
	if got := string(Read("urn:x:a?s=1&c=2", Draft03).AppendNormalized(nil, ObjectiveCaching)); got != "urn:x:a?c=2&s=1" {
		t.Errorf("5b: %q", got)
	}
	if got := string(Read("URN:X:a%2c?s=1", Draft03).AppendNormalized(nil, ObjectiveResource)); got != "urn:x:a%2C" {
		t.Errorf("5a: %q", got)
	}
	if got := string(Read("isbn:1", RFC8141).AppendNormalized(nil, ObjectiveResource)); got != "isbn:1" {
		t.Errorf("plain text: %q", got)
	}
	// NormalizedSpan answers for most URNs, and only where the form is
	// the input's text.
	for in, want := range map[string]bool{
		"urn:isbn:0451450523": true, "urn:example:a%2C?+r#f": true, "isbn:1": true, "URN:isbn:1": false,
		"urn:ISBN:1": false, "urn:example:a%2c": false, "urn:example:a%zz%": true,
	} {
		if _, ok := Read(in, RFC8141).NormalizedSpan(ObjectiveResource); ok != want {
			t.Errorf("%q: NormalizedSpan ok = %v, want %v", in, ok, want)
		}
	}
	if _, ok := Read("urn:x:a?s=1", Draft03).NormalizedSpan(ObjectiveCaching); ok {
		t.Errorf("5b with a query: NormalizedSpan ok")
	}
}

// TestAppendNormalizedAllocs pins the reason AppendNormalized exists.
func TestAppendNormalizedAllocs(t *testing.T) {
	u := Read("URN:ISBN:a%2cb?+r", RFC8141)
	buf := make([]byte, 0, 64)
	if n := testing.AllocsPerRun(100, func() { buf = u.AppendNormalized(buf[:0], ObjectiveResource) }); n != 0 {
		t.Errorf("AppendNormalized allocates %v times", n)
	}
}
