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

// BenchmarkParseOp is the Go side of URN.parse: decode the request, read,
// normalize, write the JSON. Run it under node to see the cost in the
// module: PATH=$(go env GOROOT)/lib/wasm:$PATH GOOS=js GOARCH=wasm go test
// -run '^$' -bench . ./wasm
func BenchmarkParseOp(b *testing.B) {
	parse := opIndex("parse")
	reqs := make([][]byte, len(benchCorpus))
	for i, s := range benchCorpus {
		reqs[i] = encodeArgs("rfc8141", s)
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, r := range reqs {
			handle(parse, r, len(r))
		}
	}
	reportPerURN(b)
}

// BenchmarkRead and BenchmarkNormalize split BenchmarkParseOp's cost:
// core's reading, and the second reading core.Normalize makes for the
// "normalized" member.
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

func BenchmarkNormalize(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range benchCorpus {
			core.Normalize(s, core.RFC8141, core.ObjectiveResource)
		}
	}
	reportPerURN(b)
}
