package core

import (
	"testing"

	"github.com/urn-playground/urn-playground/internal/benchcorpus"
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

// TestReadNamespaceAllocs: reading the corpus's namespaces again, into a
// reading that has grown, allocates nothing but for the one NSS with a
// warning and its fix (the short corpus's ISBN-10).
func TestReadNamespaceAllocs(t *testing.T) {
	for _, c := range benchCorpora {
		us := make([]*URN, len(c.URNs))
		for i, s := range c.URNs {
			us[i] = Read(s, RFC8141)
		}
		var nr NamespaceReading
		read := func() {
			for _, u := range us {
				u.ReadNamespaceTo(&nr)
			}
		}
		read()
		want := 0.0
		if c.Name == benchcorpus.All("testdata")[0].Name {
			want = 1 // urn:isbn:0451450523: the ISBN-13 the fix converts it to
		}
		if got := testing.AllocsPerRun(20, read); got > want {
			t.Errorf("%s: %v allocations per pass, want at most %v", c.Name, got, want)
		}
	}
}
