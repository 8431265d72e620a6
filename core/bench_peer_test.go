package core

import (
	"sort"
	"testing"
	"time"

	gourn "github.com/leodido/go-urn"

	"github.com/urn-playground/urn-playground/internal/testsupport/benchcorpus"
)

// BenchmarkVsGoURN times this engine's Read and Valid and the peer's RFC
// 8141 parser on the same corpus in alternating rounds, and reports how
// many times faster ours is (×go-urn: the peer's time over ours, median
// of the rounds): paired runs, so that a machine busy with other work
// slows both sides of a ratio alike. Absolute ns/urn move with the load;
// the ratio is the figure to compare across runs.
func BenchmarkVsGoURN(b *testing.B) {
	for _, c := range benchCorpora {
		var u URN
		ours := map[string]func(){
			"Read":  func() { readAll(&u, c) },
			"Valid": func() { validAll(b, c) },
		}
		for _, name := range []string{"Read", "Valid"} {
			b.Run(c.Name+"/"+name, func(b *testing.B) {
				var ratios []float64
				for b.Loop() {
					ratios = append(ratios, float64(timed(func() { peerAll(b, c) }))/float64(timed(ours[name])))
				}
				sort.Float64s(ratios)
				b.ReportMetric(0, "ns/op")
				b.ReportMetric(ratios[len(ratios)/2], "×go-urn")
			})
		}
	}
}

// paired is how many passes over the corpus each side makes in a round:
// enough that a round is well above the timer's resolution.
const paired = 200

func timed(pass func()) time.Duration {
	start := time.Now()
	for range paired {
		pass()
	}
	return time.Since(start)
}

func readAll(u *URN, c benchcorpus.Corpus) {
	for _, s := range c.URNs {
		u.Read(s, RFC8141)
	}
}

func validAll(b *testing.B, c benchcorpus.Corpus) {
	for _, s := range c.URNs {
		if !Valid(s, RFC8141) {
			b.Fatal("invalid: " + s)
		}
	}
}

func peerAll(b *testing.B, c benchcorpus.Corpus) {
	for _, s := range c.URNs {
		if _, err := gourn.NewMachine(gourn.WithParsingMode(gourn.RFC8141Only)).Parse([]byte(s)); err != nil {
			b.Fatal("go-urn rejects " + s)
		}
	}
}
