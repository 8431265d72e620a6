package main

import (
	"runtime"
	"strconv"
	"strings"
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

// BenchmarkEncodeOp and BenchmarkDisplayOp time the encode and display
// ops on inputs of 1 KB to 1000 KB (just under their limit of 512 Ki
// UTF-16 units) in which every character is reported: a
// "€" that encode writes as %E2%82%AC, a raw Cyrillic "а" that display
// notes as a look-alike of "a". The ns/B and B/B (bytes allocated per
// input byte) figures should not grow with the size: a call's time and
// memory are linear in its input, which is what lets urn.js bound each
// op's input (wasm/README.md, Errors). On a machine shared with other
// work, read cpu-ns/B (the process's CPU time, collector included)
// rather than ns/B.
func BenchmarkEncodeOp(b *testing.B) {
	benchmarkLinear(b, "encode", func(n int) []string {
		return []string{"", strings.Repeat("€", n/len("€")), "", "", ""}
	})
}

func BenchmarkDisplayOp(b *testing.B) {
	benchmarkLinear(b, "display", func(n int) []string {
		return []string{"", "urn:example:" + strings.Repeat("а", (n-len("urn:example:"))/len("а"))}
	})
}

func benchmarkLinear(b *testing.B, name string, args func(n int) []string) {
	op := opIndex(name)
	for _, size := range []int{1 << 10, 32 << 10, 1000 << 10} {
		req := encodeArgs(args(size)...)
		if res := handle(op, req, len(req)); strings.HasPrefix(string(res), `{"error"`) {
			b.Fatalf("%s of %d bytes: %.200s", name, size, res)
		}
		b.Run(strconv.Itoa(size>>10)+"KB", func(b *testing.B) {
			b.SetBytes(int64(len(req)))
			b.ReportAllocs()
			var m0, m1 runtime.MemStats
			runtime.ReadMemStats(&m0)
			cpu0, cpuOK := cpuTime()
			for b.Loop() {
				handle(op, req, len(req))
			}
			cpu1, _ := cpuTime()
			runtime.ReadMemStats(&m1)
			n := float64(b.N) * float64(len(req))
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/n, "ns/B")
			if cpuOK {
				b.ReportMetric(float64(cpu1-cpu0)/n, "cpu-ns/B")
			}
			b.ReportMetric(float64(m1.TotalAlloc-m0.TotalAlloc)/n, "alloc-B/B")
		})
	}
}
