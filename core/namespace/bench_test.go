package namespace

import (
	"testing"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/internal/testsupport/benchcorpus"
)

// benchCorpora are core's benchmark corpora, core/testdata/bench-corpus*.txt
// (see core's bench_test.go), so that the figures compare with core's.
var benchCorpora = benchcorpus.All("../testdata")

// reportPerURN adds ns/urn, as core's benchmarks do.
func reportPerURN(b *testing.B, c benchcorpus.Corpus) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(c.URNs)), "ns/urn")
}

// BenchmarkReadNamespace reads each corpus URN (RFC 8141) and then its
// namespace reading, reusing both results: against core's
// BenchmarkReadReused it gives the namespace reading's cost, which is to
// stay within the syntax read's (at most 2× the read alone), without
// allocating for the corpus's conforming NSSs.
func BenchmarkReadNamespace(b *testing.B) {
	for _, c := range benchCorpora {
		b.Run(c.Name, func(b *testing.B) {
			b.SetBytes(c.Bytes())
			b.ReportAllocs()
			var u core.URN
			var nr Reading
			for b.Loop() {
				for _, s := range c.URNs {
					u.Read(s, core.RFC8141)
					ReadTo(&u, &nr)
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
	var us []*core.URN
	var nr Reading
	for _, c := range benchCorpora {
		for _, s := range c.URNs {
			u := core.Read(s, core.RFC8141)
			if ReadTo(u, &nr); len(nr.Diagnostics) == 0 {
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
			ReadTo(u, &nr)
		}
	}
	if got := testing.AllocsPerRun(20, read); got != 0 {
		t.Errorf("%v allocations per pass over %d URNs, want 0", got, len(us))
	}
}
