package main

import (
	"testing"

	"github.com/urn-playground/urn-playground/internal/benchcorpus"

	"github.com/urn-playground/urn-playground/core"
)

// benchCorpus is core/testdata/bench-corpus.txt, the corpus of every
// benchmark (core's, this one and wasm/js/bench.mjs).
var benchCorpus = benchcorpus.Read("../core/testdata/bench-corpus.txt")

func reportPerURN(b *testing.B) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(benchCorpus)), "ns/urn")
}

// BenchmarkParseOp is the Go side of URN.parse: read the request, read
// the URN, write the words. BenchmarkParseJSONOp is the same reading
// written as JSON (parse.json), the way URN.parse went before the wire
// format. Run them under node to see the costs in the module:
// PATH=$(go env GOROOT)/lib/wasm:$PATH GOOS=js GOARCH=wasm go test -run
// '^$' -bench . ./wasm
func BenchmarkParseOp(b *testing.B)     { benchmarkOp(b, "parse") }
func BenchmarkParseJSONOp(b *testing.B) { benchmarkOp(b, "parse.json") }

func benchmarkOp(b *testing.B, name string) {
	op := opIndex(name)
	reqs := make([][]byte, len(benchCorpus))
	for i, s := range benchCorpus {
		reqs[i] = encodeArgs("", s)
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, r := range reqs {
			handle(op, r, len(r))
		}
	}
	reportPerURN(b)
}

// BenchmarkRead and BenchmarkWire split BenchmarkParseOp's cost: core's
// reading, and writing the words of a reading already made.
func BenchmarkRead(b *testing.B) {
	var u core.URN
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range benchCorpus {
			u.Read(s, core.RFC8141)
		}
	}
	reportPerURN(b)
}

func BenchmarkWire(b *testing.B) {
	us := make([]core.URN, len(benchCorpus))
	for i, s := range benchCorpus {
		us[i].Read(s, core.RFC8141)
	}
	b.ReportAllocs()
	for b.Loop() {
		for i := range us {
			wireParse(&us[i], nil)
		}
	}
	reportPerURN(b)
}
