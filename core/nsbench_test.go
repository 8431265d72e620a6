package core

import (
	"testing"
)

// BenchmarkReadNamespace reads each corpus URN (RFC 8141) and then its
// namespace reading, reusing both results: against BenchmarkReadReused
// it gives the namespace reading's cost, which issue 15 bounds at the
// syntax read's (at most 2× the read alone), without allocating for the
// corpus's conforming NSSs.
func BenchmarkReadNamespace(b *testing.B) {
	for _, c := range benchCorpora {
		b.Run(c.Name, func(b *testing.B) {
			b.SetBytes(c.Bytes())
			b.ReportAllocs()
			var u URN
			var nr NamespaceReading
			for b.Loop() {
				for _, s := range c.URNs {
					u.Read(s, RFC8141)
					u.ReadNamespaceTo(&nr)
				}
			}
			reportPerURN(b, c)
		})
	}
}

// TestReadNamespaceAllocs: reading the namespace of a corpus URN that
// conforms without a diagnostic, into a reading that has grown, allocates
// nothing. (A violation allocates its messages and fixes: the long
// corpus's nbn:de URN, made up, fails the DNB check digit.)
func TestReadNamespaceAllocs(t *testing.T) {
	var us []*URN
	var nr NamespaceReading
	for _, c := range benchCorpora {
		for _, s := range c.URNs {
			u := Read(s, RFC8141)
			if u.ReadNamespaceTo(&nr); len(nr.Diagnostics) == 0 {
				us = append(us, u)
			} else {
				t.Logf("not measured: %.40s… %v %s", s, nr.Verdict, nr.Diagnostics[0].Code)
			}
		}
	}
	if len(us) < 15 {
		t.Fatalf("only %d corpus URNs conform without a diagnostic", len(us))
	}
	read := func() {
		for _, u := range us {
			u.ReadNamespaceTo(&nr)
		}
	}
	if got := testing.AllocsPerRun(20, read); got != 0 {
		t.Errorf("%v allocations per pass over %d URNs, want 0", got, len(us))
	}
}
