package main

import (
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/internal/testsupport/benchcorpus"

	"github.com/urn-playground/urn-playground/core"
)

// benchCorpora are core/testdata/bench-corpus*.txt, the corpora of every
// benchmark (core's, this one and wasm/js/bench.mjs): short plain URNs,
// and long ones with many escapes and all three RFC 8141 components.
var benchCorpora = benchcorpus.All("../core/testdata")

// benchCorpus is the short corpus, which the wire tests also read.
var benchCorpus = benchCorpora[0].URNs

func reportPerURN(b *testing.B, c benchcorpus.Corpus) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(c.URNs)), "ns/urn")
}

// forCorpora runs bench once per corpus, as a sub-benchmark named for it.
func forCorpora(b *testing.B, bench func(b *testing.B, c benchcorpus.Corpus)) {
	for _, c := range benchCorpora {
		b.Run(c.Name, func(b *testing.B) {
			b.ReportAllocs()
			bench(b, c)
			reportPerURN(b, c)
		})
	}
}

// BenchmarkParseOp is the Go side of URN.parse: read the request, read
// the URN, write the words. BenchmarkValidOp is the Go side of URN.valid,
// and BenchmarkParseJSONOp is parse's reading written as JSON
// (parse.json), the way URN.parse went before the wire format. Run them
// under node to see the costs in the module:
// PATH=$(go env GOROOT)/lib/wasm:$PATH GOOS=js GOARCH=wasm go test -run
// '^$' -bench . ./wasm
func BenchmarkParseOp(b *testing.B)     { benchmarkOp(b, "parse") }
func BenchmarkParseJSONOp(b *testing.B) { benchmarkOp(b, "parse.json") }

func benchmarkOp(b *testing.B, name string) {
	op := opIndex(name)
	forCorpora(b, func(b *testing.B, c benchcorpus.Corpus) {
		reqs := make([][]byte, len(c.URNs))
		for i, s := range c.URNs {
			reqs[i] = encodeArgs("", s)
		}
		for b.Loop() {
			for _, r := range reqs {
				handle(op, r, len(r))
			}
		}
	})
}

// BenchmarkRead and BenchmarkWire split BenchmarkParseOp's cost: core's
// reading, and writing the words of a reading already made.
func BenchmarkRead(b *testing.B) {
	forCorpora(b, func(b *testing.B, c benchcorpus.Corpus) {
		var u core.URN
		for b.Loop() {
			for _, s := range c.URNs {
				u.Read(s, core.RFC8141)
			}
		}
	})
}

func BenchmarkWire(b *testing.B) {
	forCorpora(b, func(b *testing.B, c benchcorpus.Corpus) {
		us := make([]core.URN, len(c.URNs))
		for i, s := range c.URNs {
			us[i].Read(s, core.RFC8141)
		}
		for b.Loop() {
			for i := range us {
				wireParse(&us[i], nil)
			}
		}
	})
}

// BenchmarkParseOpParts is BenchmarkParseOp on URNs of 1 to 1000 escapes
// (benchcorpus.Parted): its ns/part must stay about flat.
func BenchmarkParseOpParts(b *testing.B) {
	op := opIndex("parse")
	for _, components := range []bool{false, true} {
		for _, k := range benchcorpus.PartCounts {
			in := benchcorpus.Parted(k, components)
			r := encodeArgs("", in)
			parts := len(core.Read(in, core.RFC8141).Parts())
			name := map[bool]string{false: "plain", true: "components"}[components]
			b.Run(name+"/"+strconv.Itoa(k), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					handle(op, r, len(r))
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*parts), "ns/part")
			})
		}
	}
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
