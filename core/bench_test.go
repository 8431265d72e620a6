package core

import (
	"strings"
	"testing"

	gourn "github.com/leodido/go-urn"

	"github.com/urn-playground/urn-playground/internal/benchcorpus"
)

// benchCorpus is testdata/bench-corpus.txt: real URNs from registered
// namespaces. The same inputs go to this engine and to
// github.com/leodido/go-urn, the peer, and to the wasm benchmarks.
var benchCorpus = benchcorpus.Read("testdata/bench-corpus.txt")

// benchCorpusBytes is the corpus's total length, for MB/s figures.
func benchCorpusBytes() int64 {
	n := 0
	for _, s := range benchCorpus {
		n += len(s)
	}
	return int64(n)
}

// Each benchmark reports ns per corpus pass; divide by len(benchCorpus)
// (10) for ns/URN. ReportMetric adds that figure directly.

func reportPerURN(b *testing.B) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(benchCorpus)), "ns/urn")
}

func BenchmarkValid(b *testing.B) {
	for _, e := range Editions() {
		b.Run(e.ID(), func(b *testing.B) {
			b.SetBytes(benchCorpusBytes())
			b.ReportAllocs()
			for b.Loop() {
				for _, s := range benchCorpus {
					if !Valid(s, e) {
						b.Fatal("invalid: " + s)
					}
				}
			}
			reportPerURN(b)
		})
	}
}

func BenchmarkReadReused(b *testing.B) {
	for _, e := range Editions() {
		b.Run(e.ID(), func(b *testing.B) {
			var u URN
			b.SetBytes(benchCorpusBytes())
			b.ReportAllocs()
			for b.Loop() {
				for _, s := range benchCorpus {
					u.Read(s, e)
				}
			}
			reportPerURN(b)
		})
	}
}

func BenchmarkGoURN(b *testing.B) {
	b.Run("rfc2141", func(b *testing.B) {
		b.SetBytes(benchCorpusBytes())
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range benchCorpus {
				if _, ok := gourn.Parse([]byte(s)); !ok {
					b.Fatal("go-urn rejects " + s)
				}
			}
		}
		reportPerURN(b)
	})
	b.Run("rfc8141", func(b *testing.B) {
		b.SetBytes(benchCorpusBytes())
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range benchCorpus {
				if _, err := gourn.NewMachine(gourn.WithParsingMode(gourn.RFC8141Only)).Parse([]byte(s)); err != nil {
					b.Fatal("go-urn rejects " + s)
				}
			}
		}
		reportPerURN(b)
	})
}

// BenchmarkLongInput reads 1 MiB inputs: the time per byte must stay flat
// as the input grows (linear time).
func BenchmarkLongInput(b *testing.B) {
	for _, size := range []int{1 << 10, 1 << 15, 1 << 20} {
		valid := "urn:example:" + strings.Repeat("a", size)
		bad := "urn:example:" + strings.Repeat("a b%", size/4)
		for _, c := range []struct{ name, in string }{{"valid", valid}, {"invalid", bad}} {
			b.Run(c.name+"/"+itoa(size), func(b *testing.B) {
				var u URN
				b.SetBytes(int64(len(c.in)))
				for b.Loop() {
					u.Read(c.in, RFC8141)
				}
			})
		}
	}
}

// equivalencePairs are typical comparisons: identical normalized URNs,
// and the same URN written with different case.
var equivalencePairs = [][2]string{
	{"urn:isbn:0451450523", "urn:isbn:0451450523"},
	{"urn:ietf:params:xml:ns:yang:ietf-interfaces", "urn:ietf:params:xml:ns:yang:ietf-interfaces"},
	{"URN:ISBN:0451450523", "urn:isbn:0451450523"},
	{"urn:example:a123%2cz456", "URN:EXAMPLE:a123%2Cz456"},
}

func BenchmarkEquivalent(b *testing.B) {
	for _, c := range []struct {
		name  string
		pairs [][2]string
	}{{"normalized", equivalencePairs[:2]}, {"case-differs", equivalencePairs[2:]}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, p := range c.pairs {
					if !Equivalent(p[0], p[1], RFC8141) {
						b.Fatal(p)
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(c.pairs)), "ns/pair")
		})
	}
	b.Run("go-urn", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, p := range equivalencePairs {
				x, ok1 := gourn.Parse([]byte(p[0]))
				y, ok2 := gourn.Parse([]byte(p[1]))
				if !ok1 || !ok2 || !x.Equal(y) {
					b.Fatal(p)
				}
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(equivalencePairs)), "ns/pair")
	})
}

// BenchmarkCompare is the explained comparison the page shows.
func BenchmarkCompare(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		for _, p := range equivalencePairs {
			Compare(p[0], p[1], RFC8141, ObjectiveResource)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(equivalencePairs)), "ns/pair")
}
