package core

import (
	"reflect"
	"strings"
	"testing"
)

// FuzzRead checks the reader's invariants on any input, under every
// edition: it never panics; spans are ordered, within bounds and the
// top-level parts cover the input; reading is deterministic; Valid agrees
// with Read; valid is never true beside an error diagnostic;
// AppendNormalized agrees with Normalize; and the one-pass reading of
// plain URNs agrees with the reader.
// The seed corpus is testdata/fuzz/FuzzRead plus the inputs below.
func FuzzRead(f *testing.F) {
	for _, s := range []string{
		"urn:isbn:0451450523", "URN:foo:a123%2c456", "urn:example:a/b?+r?=q#f", "urn:example:foo?x=y&s=I2L#z",
		"urn:ex:é b", " urn:a-:b\n", "isbn:1", "http://x", "urn:example:%", "urn::", "urn:a:b??c?d#e#f", "\x00",
		"urn:isbn:1%2C:2?+r%2F?=q%3D#f%23", "urn:isbn:1??r?q#",
		// Long enough for readSpans, which leaves the parts for later.
		"urn:isbn:978-3-16-148410-0%2Fa%C3%A4:b/c?+r=https%3A%2F%2Fx.org%2Fy?=q=%E2%80%93%20z#f%20%2841%29",
		// More problems than a reading lists, which ends in a count.
		":?0&" + strings.Repeat("\x00", 1100), "urn:example:" + strings.Repeat(" ", MaxDiagnostics+1),
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		for _, e := range Editions() {
			u := Read(in, e)
			checkInvariants(t, u)
			if again := Read(in, e); !reflect.DeepEqual(u, again) {
				t.Fatalf("%s %q: two readings differ", e, in)
			}
			if v := Valid(in, e); v != u.Valid {
				t.Fatalf("%s %q: Valid = %v, Read().Valid = %v", e, in, v, u.Valid)
			}
			checkAppendNormalized(t, u)
			checkReadPlain(t, in, e)
		}
	})
}

// checkInvariants holds for every reading; the seed and unit tests call it
// too.
func checkInvariants(t *testing.T, u *URN) {
	t.Helper()
	in, e := u.Input, u.Edition
	fail := func(msg string, args ...any) {
		t.Helper()
		t.Fatalf("%s %q: "+msg, append([]any{e, in}, args...)...)
	}
	// Top-level parts tile the input; sub-spans nest in the part before.
	next := 0
	var top Part
	prevStart := -1
	for _, p := range u.Parts() {
		if p.Start < 0 || p.End > len(in) || p.Start > p.End {
			fail("part %v %v out of bounds", p.Kind, p.Span)
		}
		if p.Start < prevStart {
			fail("part %v %v out of order", p.Kind, p.Span)
		}
		prevStart = p.Start
		if p.Kind.TopLevel() {
			if p.Start != next {
				fail("top-level part %v starts at %d, want %d", p.Kind, p.Start, next)
			}
			next, top = p.End, p
			continue
		}
		if p.Start < top.Start || p.End > top.End {
			fail("sub-part %v %v is not inside %v %v", p.Kind, p.Span, top.Kind, top.Span)
		}
	}
	if next != len(in) {
		fail("top-level parts end at %d, input at %d", next, len(in))
	}
	errs := 0
	for _, d := range u.Diagnostics {
		if d.Start < 0 || d.End > len(in) || d.Start > d.End {
			fail("diagnostic %s span %v out of bounds", d.Code, d.Span)
		}
		// Every diagnostic cites its section but the count of those past
		// MaxDiagnostics, which is the reader's limit, not a spec's rule.
		cited := d.Ref.Doc != "" && d.Ref.Anchor != "" || d.Code == CodeTooManyProblems
		if d.Code == "" || d.Msg == "" || !cited || d.Severity < Info || d.Severity > Error {
			fail("diagnostic incomplete: %+v", d)
		}
		if d.HasFix() {
			if d.Fix.Start < 0 || d.Fix.End > len(in) || d.Fix.Start > d.Fix.End {
				fail("fix %+v out of bounds", d.Fix)
			}
			_ = d.ApplyFix(in)
		}
		if d.Severity == Error {
			errs++
		}
	}
	if u.Valid != (errs == 0) {
		fail("valid = %v with %d error diagnostics", u.Valid, errs)
	}
	if u.Valid && (!u.NID.Present() || !u.NSS.Present() || !u.Scheme.Present()) {
		fail("valid without scheme, NID and NSS")
	}
}

// FuzzFix checks that every suggested fix repairs what it is attached to:
// applying it leaves fewer diagnostics of that code than before. A fix
// button that does not fix would be worse than none.
func FuzzFix(f *testing.F) {
	for _, s := range []string{
		"urn:example:foo bar", "isbn:1", "urm:isbn:1", " urn:a:b ", "urn:isbn-:1", "urn:example:100%",
		"urn:example:a?b", "urn:example:/a", "urn:example:a/b", "urn:ex:a&b", "urn:x:a%00", "urn:x:x?s&&s", "urn:x:%41",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		for _, e := range Editions() {
			u := Read(in, e)
			for _, d := range u.Diagnostics {
				if !d.HasFix() {
					continue
				}
				fixed := d.ApplyFix(in)
				if fixed != "" && (isSpace(fixed[0]) || isSpace(fixed[len(fixed)-1])) {
					// The fix laid bare white space at an end, which the
					// reader sets apart (and offers to remove) first.
					continue
				}
				if n, m := Read(fixed, e).Diagnostics.countCode(d.Code), u.Diagnostics.countCode(d.Code); n >= m {
					t.Fatalf("%s %q: fix %q of %s gives %q, which still has %d %s (had %d)", e, in, d.Fix.Title, d.Code, fixed, n, d.Code, m)
				}
			}
		}
	})
}

func (l Diagnostics) countCode(c Code) int {
	n := 0
	for _, d := range l {
		if d.Code == c {
			n++
		}
	}
	return n
}
