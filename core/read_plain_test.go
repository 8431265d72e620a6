package core

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/internal/benchcorpus"
)

// checkReadPlain checks that Read, which takes readPlain when it can,
// leaves the URN the reader alone leaves, reading into a fresh URN and
// into one that held another reading.
func checkReadPlain(t *testing.T, in string, e Edition) {
	t.Helper()
	var want URN
	want.readFull(in, e)
	got := Read(in, e)
	if !reflect.DeepEqual(*got, want) {
		t.Fatalf("%s %q: Read gives\n%+v\nthe reader\n%+v", e, in, *got, want)
	}
	reused := Read("urn:example:a%2c?+r?=q#f", e)
	reused.Read(in, e)
	if !slices.Equal(reused.Parts, want.Parts) || !reflect.DeepEqual(reused.Namespace, want.Namespace) ||
		reused.Valid != want.Valid || len(reused.Diagnostics) != len(want.Diagnostics) || reused.NSS != want.NSS {
		t.Fatalf("%s %q: Read into a used URN differs from the reader", e, in)
	}
}

func TestReadPlain(t *testing.T) {
	corpus := benchcorpus.Read("testdata/bench-corpus.txt")
	// Every URN of the benchmark corpus takes the one-pass reading.
	for _, in := range corpus {
		for _, e := range Editions() {
			var u URN
			if !u.readPlain(in, e) {
				t.Errorf("%s %q: not read in one pass", e, in)
			}
			checkReadPlain(t, in, e)
		}
	}
	// Inputs at each edge of what it takes, and just past it.
	for _, in := range []string{
		"urn:isbn:1", "URN:ISBN:1", "uRn:IsBn:a:b::c", "urn:isbn:%2C%2c", "urn:isbn:%41", "urn:isbn:%00", "urn:isbn:%4",
		"urn:isbn:%", "urn:isbn:%zz", "urn:isbn:", "urn:isbn", "urn:-isbn:1", "urn:isbn-:1", "urn:urn:1", "urn:urn-7:1",
		"urn:uuid:x/y", "urn:uuid:x?y", "urn:uuid:x#y", "urn:uuid:x?+r", "urn:uuid:a b", "urn:uuid:é", " urn:isbn:1",
		"urn:isbn:1 ", "urn:example:a'b", "urn:foo:1", "urn:x-foo:1", "urn:i$bn:1", "urm:isbn:1", "urn:isbn:~!$&()*+,;=@",
		"urn:" + strings.Repeat("a", 33) + ":1", "urn:ab:1", "urn:a:1", "urn:3gpp:a%2F",
	} {
		for _, e := range Editions() {
			checkReadPlain(t, in, e)
		}
	}
}
