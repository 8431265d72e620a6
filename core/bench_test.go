package core

import (
	"strings"
	"testing"

	gourn "github.com/leodido/go-urn"

	"github.com/urn-playground/urn-playground/internal/testsupport/benchcorpus"
)

// benchCorpora are testdata/bench-corpus*.txt: real URNs from registered
// namespaces, short and plain (bench-corpus) and long, with many escapes
// and all three RFC 8141 components (bench-corpus-long). The same inputs
// go to this engine and to github.com/leodido/go-urn, the peer, and to
// the wasm benchmarks.
var benchCorpora = benchcorpus.All("testdata")

// benchCorpus is the short corpus, for the tests that read it.
var benchCorpus = benchCorpora[0].URNs

// Each benchmark reports ns per corpus pass; ReportMetric adds ns/urn.

func reportPerURN(b *testing.B, c benchcorpus.Corpus) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(c.URNs)), "ns/urn")
}

// validIn reports whether every URN of c is valid in e: the long corpus
// uses RFC 8141's components, which the older editions reject, so those
// editions are skipped for it.
func validIn(c benchcorpus.Corpus, e Edition) bool {
	for _, s := range c.URNs {
		if !Valid(s, e) {
			return false
		}
	}
	return true
}

// forCorpora runs bench once per corpus and edition in which the corpus
// is valid.
func forCorpora(b *testing.B, bench func(b *testing.B, c benchcorpus.Corpus, e Edition)) {
	for _, c := range benchCorpora {
		for _, e := range Editions() {
			if !validIn(c, e) {
				continue
			}
			b.Run(c.Name+"/"+e.ID(), func(b *testing.B) {
				b.SetBytes(c.Bytes())
				b.ReportAllocs()
				bench(b, c, e)
				reportPerURN(b, c)
			})
		}
	}
}

func BenchmarkValid(b *testing.B) {
	forCorpora(b, func(b *testing.B, c benchcorpus.Corpus, e Edition) {
		for b.Loop() {
			for _, s := range c.URNs {
				if !Valid(s, e) {
					b.Fatal("invalid: " + s)
				}
			}
		}
	})
}

// BenchmarkReadReused reads into one URN, as a caller that reads many does.
func BenchmarkReadReused(b *testing.B) { benchRead(b, false) }

// BenchmarkReadParts is Read and then AppendParts into a buffer kept
// from URN to URN, what a caller that wants every escape and separator
// of many URNs pays: on a long URN, Read leaves them to be found from
// its spans (readSpans, laterParts).
func BenchmarkReadParts(b *testing.B) { benchRead(b, true) }

// benchRead reads each URN of each corpus into one URN, and appends its
// parts to one buffer where parts is set.
func benchRead(b *testing.B, parts bool) {
	forCorpora(b, func(b *testing.B, c benchcorpus.Corpus, e Edition) {
		var u URN
		var buf []Part
		for b.Loop() {
			for _, s := range c.URNs {
				u.Read(s, e)
				if parts {
					buf = u.AppendParts(buf[:0])
				}
			}
		}
	})
}

// BenchmarkGoURN is the peer: go-urn's RFC 2141 parser (which rejects
// the components of the long corpus, so it runs on the short one only)
// and its RFC 8141 machine.
func BenchmarkGoURN(b *testing.B) {
	for _, c := range benchCorpora {
		if validIn(c, RFC2141) {
			b.Run(c.Name+"/rfc2141", func(b *testing.B) {
				b.SetBytes(c.Bytes())
				b.ReportAllocs()
				for b.Loop() {
					for _, s := range c.URNs {
						if _, ok := gourn.Parse([]byte(s)); !ok {
							b.Fatal("go-urn rejects " + s)
						}
					}
				}
				reportPerURN(b, c)
			})
		}
		b.Run(c.Name+"/rfc8141", func(b *testing.B) {
			b.SetBytes(c.Bytes())
			b.ReportAllocs()
			for b.Loop() {
				for _, s := range c.URNs {
					if _, err := gourn.NewMachine(gourn.WithParsingMode(gourn.RFC8141Only)).Parse([]byte(s)); err != nil {
						b.Fatal("go-urn rejects " + s)
					}
				}
			}
			reportPerURN(b, c)
		})
	}
}

// BenchmarkParts reads URNs of 1 to 1000 escapes (benchcorpus.Parted),
// read in one pass ("plain") and by the full reader ("components"): the
// ns/part figure must stay about flat as the parts grow (linear time).
func BenchmarkParts(b *testing.B) {
	for _, components := range []bool{false, true} {
		for _, k := range benchcorpus.PartCounts {
			in := benchcorpus.Parted(k, components)
			var u URN
			u.Read(in, RFC8141)
			if !u.Valid {
				b.Fatalf("invalid: %s", in)
			}
			name := map[bool]string{false: "plain", true: "components"}[components]
			b.Run(name+"/"+itoa(k), func(b *testing.B) {
				b.SetBytes(int64(len(in)))
				b.ReportAllocs()
				for b.Loop() {
					u.Read(in, RFC8141)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(u.Parts())), "ns/part")
			})
		}
	}
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
