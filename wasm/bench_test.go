package main

import (
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// benchCorpus is core/bench_test.go's benchCorpus: real URNs from
// registered namespaces. wasm/js/bench.mjs uses the same ten.
var benchCorpus = []string{
	"urn:isbn:0451450523",
	"urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66",
	"urn:ietf:rfc:2648",
	"urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
	"urn:nbn:de:bvb:19-146642",
	"urn:ietf:params:xml:ns:yang:ietf-interfaces",
	"urn:issn:0167-6423",
	"urn:example:a123,z456",
	"urn:lex:eu:council:directive:2010-03-09;2010-19-UE",
	"urn:epc:id:sgtin:0614141.112345.400",
}

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
