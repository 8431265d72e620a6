package core

import (
	"reflect"
	"slices"
	"testing"
)

// TestPartsLeavesURNAlone checks that Parts and AppendParts, which find
// the parts of a URN that readSpans read, never change the URN: a copy
// taken before the URN is read again still gives its own parts, edits
// to the diagnostics stay, and two calls give the same list.
func TestPartsLeavesURNAlone(t *testing.T) {
	long := "urn:isbn:978-3-16-148410-0%2Fa%C3%A4:b/c?+r=https%3A%2F%2Fx.org?=q=%E2%80%93#f%20%2841%29"
	other := "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6?+source=https%3A%2F%2Fregistry.example.com"
	var want URN
	want.readFull(long, RFC8141)

	var u URN
	u.Read(long, RFC8141)
	if !u.partsLater {
		t.Fatalf("%q: not read by readSpans", long)
	}
	before := u
	before.Diagnostics = slices.Clone(u.Diagnostics)
	if got := u.Parts(); !slices.Equal(got, want.parts) {
		t.Fatalf("Parts\n%v\nthe reader's\n%v", got, want.parts)
	}
	if !reflect.DeepEqual(u, before) {
		t.Fatalf("Parts changed the URN:\n%+v\nbefore\n%+v", u, before)
	}
	if got := u.AppendParts(make([]Part, 0, 64)); !slices.Equal(got, want.parts) {
		t.Fatalf("AppendParts\n%v\nthe reader's\n%v", got, want.parts)
	}
	if got := u.AppendParts([]Part{{KindNID, Span{1, 2}}}); !slices.Equal(got[1:], want.parts) || got[0] != (Part{KindNID, Span{1, 2}}) {
		t.Fatalf("AppendParts to a list of one\n%v", got)
	}

	u.Diagnostics = u.Diagnostics[:0]
	u.Parts()
	if len(u.Diagnostics) != 0 {
		t.Fatalf("Parts restored the diagnostics a caller removed")
	}

	u.Read(long, RFC8141)
	copied := u
	u.Read(other, RFC8141)
	if got := copied.Parts(); !slices.Equal(got, want.parts) {
		t.Fatalf("a copy's Parts after the URN was read again\n%v\nwant\n%v", got, want.parts)
	}
	var otherWant URN
	otherWant.readFull(other, RFC8141)
	if got := u.Parts(); !slices.Equal(got, otherWant.parts) {
		t.Fatalf("Parts of the URN read again\n%v\nwant\n%v", got, otherWant.parts)
	}
}
